#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import WiringAnalysis
@testable import WiringEngine
import WiringTestSupport

final class DiscoveryTests: XCTestCase {
    private var trees: [TempTree] = []

    override func tearDown() {
        for t in trees { t.removeAll() }
        trees.removeAll()
        super.tearDown()
    }

    private func makeTree() throws -> TempTree {
        let t = try TempTree()
        trees.append(t)
        return t
    }

    private func discover(_ t: TempTree, excludes: [String] = [], maxFileSize: Int64 = Discovery.defaultMaxFileSize,
                          file: StaticString = #filePath, line: UInt = #line) -> DiscoveryResult {
        let r = Discovery.discover(root: t.path, configuration: Configuration(excludes: excludes), maxFileSize: maxFileSize)
        XCTAssertEqual(r.root, t.path, file: file, line: line)
        return r
    }

    private func files(_ r: DiscoveryResult) -> [String] { relative(r.files.map(\.path), to: r.root) }

    // MARK: - What is searched

    func testSkipsBuildAndDependencyFoldersHiddenEntriesAndOtherFiles() throws {
        let t = try makeTree()
        t.file("Sources/App/App.swift")
        for skipped in [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"] {
            t.file("\(skipped)/Dependency.swift")
            t.file("Sources/\(skipped)/Nested.swift")  // skipped at any depth
        }
        t.file(".hidden/Hidden.swift")
        t.file("Sources/.Hidden.swift")
        t.file(".swift")
        t.file("Sources/Notes.swift.txt")
        t.file("Sources/README.md")
        t.file("Sources/Pods.swift")  // a file named like a skipped folder is a file
        t.file("Sources/Bundle.swift/Inner.swift")  // a folder named *.swift is a folder

        let r = discover(t)
        XCTAssertEqual(files(r), ["Sources/App/App.swift", "Sources/Bundle.swift/Inner.swift", "Sources/Pods.swift"])
        XCTAssertEqual(r.skipped, [])
        XCTAssertEqual(r.log, [])
    }

    func testExcludesMatchPathsRelativeToTheRootAtEveryDepth() throws {
        let base = try makeTree()
        // the root's own absolute path contains names the patterns match:
        // matching against it instead of the relative path would drop everything
        let t = base.folder("Generated/Vendor/Workspace")
        let root = TempTreeView(base: base, root: t)
        root.file("Sources/App.swift")
        root.file("Generated/G.swift")                   // Generated/**
        root.file("Generated/Deep/G2.swift")
        root.file("Sources/Generated/Keep1.swift")       // Generated/** is anchored at the root
        root.file("Sources/Mocks/M.swift")               // **/Mocks/*.swift
        root.file("Mocks/Top.swift")                     // **/ matches no folder too
        root.file("Sources/Mocks/Sub/Keep2.swift")       // * stops at /
        root.file("Vendor/V.swift")                      // a plain folder name
        root.file("Vendor/Deep/V2.swift")
        root.file("Sources/Vendor/Keep3.swift")
        root.file("VendorKit/Keep4.swift")
        root.file("Sources/Tooling/X.swift")             // Sources/Tool*: the folder matches, not the file's path
        root.file("Sources/ToolFile.swift")
        let configuration = Configuration(excludes: ["Generated/**", "**/Mocks/*.swift", "Vendor", "Sources/Tool*"])

        let r = Discovery.discover(root: t, configuration: configuration)
        XCTAssertEqual(relative(r.files.map(\.path), to: t), [
            "Sources/App.swift", "Sources/Generated/Keep1.swift", "Sources/Mocks/Sub/Keep2.swift",
            "Sources/Vendor/Keep3.swift", "VendorKit/Keep4.swift",
        ])
        // classify agrees with the walk on every path
        for rel in root.created {
            let found = r.files.contains { $0.path == t + "/" + rel }
            let c = Discovery.classify(path: t + "/" + rel, root: t, configuration: configuration)
            if found {
                guard case .swiftFile = c else { return XCTFail("\(rel): \(c)") }
            } else {
                XCTAssertEqual(c, .excluded, rel)
            }
        }
    }

    // MARK: - Symlinks

    func testSymlinkedFolderIsWalkedOnceAndReportedByItsRealPath() throws {
        let base = try makeTree()
        let t = base.folder("ws")
        let ws = TempTreeView(base: base, root: t)
        ws.file("Real/A.swift")
        ws.file("Real/Nested/B.swift")
        ws.link("Alias", to: "Real")                  // sorts before Real: still reported as Real/…
        ws.link("AAA.swift", to: "Real/A.swift")      // a symlinked file to a file already found
        base.file("outside/X.swift")
        base.file("outside/Skip.swift")
        base.file("outside/Sub/Y.swift")
        ws.link("External", to: base.absolute("outside"))
        base.file("shared/T.swift")
        ws.link("Twice2", to: "../shared")
        ws.link("Twice1", to: base.absolute("shared"))  // two links: the smaller path wins

        let r = Discovery.discover(root: t, configuration: Configuration(excludes: ["External/Skip.swift"]))
        XCTAssertEqual(relative(r.files.map(\.path), to: t), [
            "External/Sub/Y.swift", "External/X.swift", "Real/A.swift", "Real/Nested/B.swift", "Twice1/T.swift",
        ])
        XCTAssertEqual(r.log, [
            "\(t)/AAA.swift: same file as \(t)/Real/A.swift: reported once",
            "\(t)/Alias: same folder as \(t)/Real: not walked again",
            "\(t)/Twice2: same folder as \(t)/Twice1: not walked again",
        ])
        // the inode reported is the real file's
        let real = try XCTUnwrap(Discovery.stat(base.absolute("outside/X.swift")))
        XCTAssertEqual(r.files.first { $0.path == t + "/External/X.swift" }?.inode, real.inode)
    }

    func testSymlinkLoopsTerminate() throws {
        let base = try makeTree()
        base.file("sibling/Out.swift")  // next to the root: a link to the root's parent must not reach it
        let t = base.folder("ws")
        let ws = TempTreeView(base: base, root: t)
        ws.file("a/A.swift")
        ws.link("a/loop", to: "..")
        ws.link("a/self", to: ".")
        ws.link("b/up", to: "../..")
        ws.link("knot", to: "knot")
        base.file("outside/o/O.swift")
        base.link("outside/o/back", to: "..")
        ws.link("ext", to: base.absolute("outside"))

        let r = Discovery.discover(root: t, configuration: Configuration())
        XCTAssertEqual(relative(r.files.map(\.path), to: t), ["a/A.swift", "ext/o/O.swift"])
        XCTAssertEqual(r.log, [
            "\(t)/a/loop: symlink loop: not followed",
            "\(t)/a/self: symlink loop: not followed",
            "\(t)/b/up: symlink loop: not followed",
            "\(t)/ext/o/back: symlink loop: not followed",
            "\(t)/knot: symlink loop: not followed",
        ])
    }

    func testDanglingSymlinksAreIgnored() throws {
        let t = try makeTree()
        t.file("Real.swift")
        t.link("Gone.swift", to: "Missing.swift")
        t.link("GoneFolder", to: "nowhere")
        let r = discover(t)
        XCTAssertEqual(files(r), ["Real.swift"])
        XCTAssertEqual(r.skipped, [])
        XCTAssertEqual(r.log, ["\(t.path)/Gone.swift: dangling symlink: ignored",
                               "\(t.path)/GoneFolder: dangling symlink: ignored"])
    }

    // MARK: - What is skipped

    func testUnreadableFolderAndFileAreReported() throws {
        if geteuid() == 0 { throw XCTSkip("running as root: permissions do not deny reading") }
        let t = try makeTree()
        t.file("Open.swift")
        t.file("Locked/Inside.swift")
        let secret = t.file("Secret.swift")
        chmod(t.absolute("Locked"), 0)
        chmod(secret, 0)
        let r = discover(t)
        XCTAssertEqual(files(r), ["Open.swift"])
        XCTAssertEqual(r.unreadableDirectories, ["\(t.path)/Locked: permission denied"])
        XCTAssertEqual(r.skipped, [SkippedFile(path: secret, reason: .unreadable("permission denied"))])
        XCTAssertEqual(r.log, ["\(t.path)/Locked: cannot read folder: permission denied: skipped",
                               "\(secret): cannot read: permission denied: skipped"])
    }

    /// A folder the system refuses to open, whoever runs the tests: its path
    /// is longer than PATH_MAX.
    func testFolderThatCannotBeOpenedIsReportedAndTheWalkGoesOn() throws {
        let t = try makeTree()
        t.file("a/A.swift")
        t.file("z/Z.swift")
        // a chain of 250-byte names, made relative to each other's descriptors
        let name = String(repeating: "d", count: 250)
        var fds = [open(t.absolute("a"), O_RDONLY | O_DIRECTORY)]
        var rel = "a"
        defer {
            for i in stride(from: fds.count - 1, to: 0, by: -1) { unlinkat(fds[i - 1], name, AT_REMOVEDIR) }
            for fd in fds { close(fd) }
        }
        while rel.utf8.count + t.path.utf8.count < Int(PATH_MAX) + 300 {
            XCTAssertEqual(mkdirat(fds.last!, name, 0o755), 0)
            fds.append(openat(fds.last!, name, O_RDONLY | O_DIRECTORY))
            rel += "/" + name
        }
        let r = discover(t)
        XCTAssertEqual(files(r), ["a/A.swift", "z/Z.swift"])
        XCTAssertEqual(r.unreadableDirectories.count, 1)
        XCTAssertTrue(r.unreadableDirectories.first?.hasSuffix(": file name too long") ?? false, "\(r.unreadableDirectories)")
    }

    func testFileLargerThanTheLimitIsSkipped() throws {
        let t = try makeTree()
        let big = t.sized("Big.swift", bytes: 6 << 20)
        t.sized("Edge.swift", bytes: 5 << 20)  // at the limit: read
        t.file("Small.swift")
        let r = discover(t)
        XCTAssertEqual(files(r), ["Edge.swift", "Small.swift"])
        XCTAssertEqual(r.skipped, [SkippedFile(path: big, reason: .tooLarge(size: 6 << 20, limit: 5 << 20))])
        XCTAssertEqual(r.skipped.first?.description, "\(big): larger than 5 MiB (6.0 MiB): skipped")
        XCTAssertEqual(r.log, ["\(big): larger than 5 MiB (6.0 MiB): skipped"])

        let small = discover(t, maxFileSize: 1000)
        XCTAssertEqual(files(small), ["Small.swift"])
        XCTAssertEqual(small.skipped.map(\.description), [
            "\(big): larger than 1000 bytes (6.0 MiB): skipped",
            "\(t.path)/Edge.swift: larger than 1000 bytes (5.0 MiB): skipped",
        ].sorted())
    }

    func testFifoNamedSwiftIsNotRegularAndNeverOpened() throws {
        let t = try makeTree()
        let fifo = t.fifo("x.swift")  // opening it would block the walk
        t.file("y.swift")
        let r = discover(t)
        XCTAssertEqual(files(r), ["y.swift"])
        XCTAssertEqual(r.skipped, [SkippedFile(path: fifo, reason: .notRegular)])
        XCTAssertEqual(r.log, ["\(fifo): not a regular file: skipped"])
    }

    /// Reading with discovery's size: one read when the file is as stat
    /// said; any other file is read, or refused, as without it.
    func testReadWithTheDiscoveredSizeFallsBackWhenTheFileIsNotAsStatSaid() throws {
        let t = try makeTree()
        let path = t.file("A.swift", "struct A {}\n")
        func read(_ expected: Int64?, max: Int64 = 1000) -> Result<[UInt8], FileWork.ReadError> {
            FileWork.read(path, maxSize: max, expectedSize: expected)
        }
        XCTAssertEqual(try read(12).get(), Array("struct A {}\n".utf8))
        // grew or shrank since the stat: the whole file, as it is now
        XCTAssertEqual(try read(5).get(), Array("struct A {}\n".utf8))
        XCTAssertEqual(try read(400).get(), Array("struct A {}\n".utf8))
        XCTAssertEqual(try read(0).get(), Array("struct A {}\n".utf8))
        // larger than the limit now: refused, whatever the stat said
        guard case .failure(let e) = read(5, max: 10) else { return XCTFail("read past the limit") }
        XCTAssertEqual(e.reason, .tooLarge(size: 12, limit: 10))
        // an empty file that is still empty
        let empty = t.file("E.swift", "")
        XCTAssertEqual(try FileWork.read(empty, maxSize: 1000, expectedSize: 0).get(), [])
        // a FIFO where the file was: refused, not waited on
        let fifo = t.fifo("F.swift")
        for expected: Int64? in [nil, 0, 12] {
            guard case .failure(let f) = FileWork.read(fifo, maxSize: 1000, expectedSize: expected) else {
                return XCTFail("a FIFO read as a file")
            }
            XCTAssertEqual(f.reason, .notRegular)
        }
        // a folder where the file was
        let folder = t.folder("D.swift")
        guard case .failure(let d) = FileWork.read(folder, maxSize: 1000, expectedSize: 12) else { return XCTFail("a folder read") }
        XCTAssertEqual(d.reason, .notRegular)
    }

    // MARK: - Order and roots

    func testOrderIsByteOrderWhateverTheCreationOrder() throws {
        // "e\u{301}" and "é" are the same text to String's ==; bytes tell them apart
        let names = ["b.swift", "B.swift", "a.swift", "a-b.swift", "a/x.swift", "Z/y.swift", "é.swift", "e\u{301}.swift",
                     "m/n/o.swift", "m/n.swift", "m.swift"]
        let forward = try makeTree(), backward = try makeTree()
        for n in names { forward.file(n) }
        for n in names.reversed() { backward.file(n) }
        let expected = ["B.swift", "Z/y.swift", "a-b.swift", "a.swift", "a/x.swift", "b.swift", "e\u{301}.swift",
                        "m.swift", "m/n.swift", "m/n/o.swift", "é.swift"]
        let f = files(discover(forward)), b = files(discover(backward))
        XCTAssertEqual(f.map { Array($0.utf8) }, expected.map { Array($0.utf8) })
        XCTAssertEqual(b.map { Array($0.utf8) }, expected.map { Array($0.utf8) })
    }

    func testRootMayBeASwiftFileOrASymlink() throws {
        let t = try makeTree()
        let single = t.file("ws/Only.swift")
        t.file("ws/Other.swift")
        let one = Discovery.discover(root: single, configuration: Configuration())
        XCTAssertEqual(one.files.map(\.path), [single])

        t.link("alias", to: "ws")
        let viaLink = Discovery.discover(root: t.absolute("alias"), configuration: Configuration())
        XCTAssertEqual(viaLink.root, t.absolute("ws"))
        XCTAssertEqual(viaLink.files.map(\.path), [t.absolute("ws/Only.swift"), t.absolute("ws/Other.swift")])

        let missing = Discovery.discover(root: t.absolute("nothing"), configuration: Configuration())
        XCTAssertEqual(missing.files, [])
        XCTAssertEqual(missing.log, ["workspace root \(t.absolute("nothing")): no such file or directory"])
    }

    // MARK: - classify and stat

    func testClassifyOnePath() throws {
        let base = try makeTree()
        let t = base.folder("ws")
        let ws = TempTreeView(base: base, root: t)
        base.link("alias", to: "ws")
        let app = ws.file("Sources/App.swift")
        let big = base.sized("ws/Big.swift", bytes: 2000)
        let fifo = base.fifo("ws/Pipe.swift")
        base.file("wsX/Near.swift")
        let configuration = Configuration(excludes: ["Generated"])
        func classify(_ path: String) -> Discovery.Classification {
            Discovery.classify(path: path, root: base.absolute("alias"), configuration: configuration, maxFileSize: 1000)
        }
        let appFile = try XCTUnwrap(Discovery.stat(app))
        XCTAssertEqual(classify(app), .swiftFile(appFile))
        // given under the root as the client named it: answered under the real root
        XCTAssertEqual(classify(base.absolute("alias/Sources/App.swift")), .swiftFile(appFile))
        XCTAssertEqual(classify(t + "/Sources/../Sources//./App.swift"), .swiftFile(appFile))
        XCTAssertEqual(classify(t + "/Sources/Gone.swift"), .missing(path: t + "/Sources/Gone.swift"))
        XCTAssertEqual(classify(big), .skipped(SkippedFile(path: big, reason: .tooLarge(size: 2000, limit: 1000))))
        XCTAssertEqual(classify(fifo), .skipped(SkippedFile(path: fifo, reason: .notRegular)))
        XCTAssertEqual(classify(t + "/.wiring.json"), .configuration(path: t + "/.wiring.json"))
        XCTAssertEqual(classify(base.absolute("alias/.wiring.json")), .configuration(path: t + "/.wiring.json"))
        XCTAssertEqual(classify(t + "/Sources/.wiring.json"), .notSwift)  // only the root's counts
        XCTAssertEqual(classify(base.absolute("wsX/Near.swift")), .outside)
        XCTAssertEqual(classify("/Elsewhere.swift"), .outside)
        XCTAssertEqual(classify(t + "/Sources/README.md"), .notSwift)
        XCTAssertEqual(classify(t), .notSwift)
        XCTAssertEqual(classify(t + "/.hidden/A.swift"), .hidden)
        XCTAssertEqual(classify(t + "/Sources/.A.swift"), .hidden)
        XCTAssertEqual(classify(t + "/Sources/Pods/A.swift"), .inSkippedFolder)
        XCTAssertEqual(classify(t + "/node_modules/x/A.swift"), .inSkippedFolder)
        XCTAssertEqual(classify(t + "/Generated/A.swift"), .excluded)
        XCTAssertEqual(classify(t + "/Generated/Deep/A.swift"), .excluded)

        // a workspace that is one file
        XCTAssertEqual(Discovery.classify(path: app, root: app, configuration: configuration), .swiftFile(appFile))
        XCTAssertEqual(Discovery.classify(path: big, root: app, configuration: configuration), .outside)
    }

    func testStatFollowsSymlinksAndAnswersOnlyForRegularFiles() throws {
        let t = try makeTree()
        let a = t.file("A.swift", "let x = 1\n")
        t.link("L.swift", to: "A.swift")
        var st = stat()
        XCTAssertEqual(lstat(a, &st), 0)
        let file = try XCTUnwrap(Discovery.stat(a))
        XCTAssertEqual(file.path, a)
        XCTAssertEqual(file.size, 10)
        XCTAssertEqual(file.inode, UInt64(st.st_ino))
        #if canImport(Glibc)
        XCTAssertEqual(file.mtimeNanos, Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec))
        XCTAssertEqual(file.ctimeNanos, Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec))
        #endif
        XCTAssertEqual(Discovery.stat(t.absolute("L.swift"))?.inode, file.inode)
        XCTAssertNil(Discovery.stat(t.absolute("Missing.swift")))
        XCTAssertNil(Discovery.stat(t.path))
    }
}

/// A folder inside a `TempTree`, recording the files made in it.
final class TempTreeView {
    let base: TempTree
    let root: String
    private(set) var created: [String] = []

    init(base: TempTree, root: String) {
        self.base = base
        self.root = root
    }

    private func inBase(_ rel: String) -> String { String((root + "/" + rel).dropFirst(base.path.count + 1)) }

    @discardableResult
    func file(_ rel: String) -> String {
        created.append(rel)
        return base.file(inBase(rel))
    }

    func link(_ rel: String, to target: String) { base.link(inBase(rel), to: target) }
}

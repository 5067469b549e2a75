import XCTest
import WiringLibraries
import WiringSyntax
import WiringEngine
import WiringTestSupport

/// The texts a round hands the server: those of files with output, and a
/// file that lost its output keeps its text in memory for when it comes back.
final class RoundTextsTests: XCTestCase {
    static let root = """
        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(session: Session, child: Child) {
                self.session = session
                self.child = child
            }
            @Instantiated let session: Session
            @Instantiated let child: Child
        }
        @Instantiable
        public final class Session: Instantiable {
            public init() {}
        }
        """
    static let child = """
        @Instantiable
        public final class Child: Instantiable {
            public init(session: Session) { self.session = session }
            @Received let session: Session
        }
        """

    func testFilesLeftWithoutOutputComeWithoutTextAndTheirTextIsKept() async throws {
        let tree = try TempTree()
        defer { tree.removeAll() }
        let rootPath = tree.file("Root.swift", Self.root), childPath = tree.file("Child.swift", Self.child)
        let engine = Engine(options: .init(roots: [tree.path], libraries: Registry.libraries))
        var batch = EngineBatch()
        batch.index = true
        _ = await engine.apply(batch)

        func edit(_ text: String, version: Int) async -> EngineRound {
            var b = EngineBatch()
            b.open = [.init(path: rootPath, bytes: Array(text.utf8), version: version)]
            return await engine.apply(b)
        }
        let withoutProvider = Self.root.replacingOccurrences(of: "    @Instantiated let session: Session\n", with: "")
        var round = await edit(withoutProvider, version: 1)
        XCTAssertEqual(round.diagnostics[childPath]?.map(\.rule), ["safedi/unfulfillable-received"])
        XCTAssertEqual(round.sources[childPath]?.bytes, Array(Self.child.utf8))

        round = await edit(Self.root, version: 2)
        XCTAssertEqual(round.diagnostics[childPath], [], "Child.swift is shown again, now without findings")
        XCTAssertNil(round.sources[childPath], "a file with nothing to show needs no text")

        // the disk changes without the engine being told: the finding that
        // comes back is placed in the text its facts were made from, kept in memory
        tree.file("Child.swift", "// another text\n")
        round = await edit(withoutProvider, version: 3)
        XCTAssertEqual(round.diagnostics[childPath]?.map(\.rule), ["safedi/unfulfillable-received"])
        XCTAssertEqual(round.sources[childPath]?.bytes, Array(Self.child.utf8))
    }
}

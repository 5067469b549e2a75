import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WiringAnalysis

/// A Swift file found in the workspace, with the stat that tells a later
/// look whether it changed.
public struct DiscoveredFile: Sendable, Equatable {
    /// The path Wiring reports: absolute, under the (real) root.
    public var path: String
    public var size: Int64
    /// `st_mtim` in nanoseconds.
    public var mtimeNanos: Int64
    /// `st_ctim` in nanoseconds.
    public var ctimeNanos: Int64
    public var inode: UInt64

    public init(path: String, size: Int64, mtimeNanos: Int64, ctimeNanos: Int64, inode: UInt64) {
        self.path = path
        self.size = size
        self.mtimeNanos = mtimeNanos
        self.ctimeNanos = ctimeNanos
        self.inode = inode
    }
}

/// A `.swift` entry the workspace does not read.
public struct SkippedFile: Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case tooLarge(size: Int64, limit: Int64)
        /// `Discovery.errorText` of the failure.
        case unreadable(String)
        /// A FIFO, socket or device named `*.swift`.
        case notRegular
        /// Not UTF-8 text (`TextCheck`): why.
        case notText(String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason): skipped" }
}

extension SkippedFile.Reason: CustomStringConvertible {
    /// `larger than 5 MiB (6.0 MiB)`, `cannot read: permission denied`, `not a regular file`.
    public var description: String {
        switch self {
        case .tooLarge(let size, let limit):
            return "larger than \(Discovery.formatLimit(limit)) (\(Discovery.formatSize(size)))"
        case .unreadable(let why):
            return "cannot read: \(why)"
        case .notRegular:
            return "not a regular file"
        case .notText(let why):
            return why
        }
    }
}

/// Why a path named on the command line cannot be checked.
public enum NamedPathProblem: Sendable, Equatable, CustomStringConvertible {
    case missing
    /// A symlink whose target does not exist.
    case danglingSymlink
    /// `stat`, `open` or `opendir` failed: `Discovery.errorText` of the failure.
    case unreadable(String)
    /// A FIFO, socket or device (which kind).
    case notFileOrFolder(String)
    /// A file whose name does not end in `.swift`.
    case notSwift
    case tooLarge(size: Int64, limit: Int64)

    public var description: String {
        switch self {
        case .missing: return "no such file or directory"
        case .danglingSymlink: return "a symlink to nothing (its target does not exist)"
        case .unreadable(let why): return "cannot read: \(why)"
        case .notFileOrFolder(let kind): return "not a regular file or directory (\(kind))"
        case .notSwift: return "not a Swift file (only .swift files and directories are checked)"
        case .tooLarge(let size, let limit):
            return "larger than the \(Discovery.formatLimit(limit)) limit (\(Discovery.formatSize(size)))"
        }
    }
}

public struct DiscoveryResult: Sendable {
    /// `realpath` of the root.
    public var root: String
    /// Sorted by path (byte order); each real file once.
    public var files: [DiscoveredFile]
    /// Sorted by path (byte order).
    public var skipped: [SkippedFile]
    /// `"<path>: <errorText>"`, sorted.
    public var unreadableDirectories: [String]
    /// One line per skipped file or folder, dangling symlink, loop and
    /// duplicate; sorted, so the same tree always gives the same log.
    public var log: [String]
    /// The lines of `log` that are about neither a skipped file nor an
    /// unreadable folder (those are in `skipped` and `unreadableDirectories`).
    public var notes: [String]
    /// Every `X.xcodeproj/project.pbxproj`, sorted.
    public var projectFiles: [String]

    public init(root: String, files: [DiscoveredFile] = [], skipped: [SkippedFile] = [],
                unreadableDirectories: [String] = [], log: [String] = [], notes: [String] = [],
                projectFiles: [String] = []) {
        self.root = root
        self.files = files
        self.skipped = skipped
        self.unreadableDirectories = unreadableDirectories
        self.log = log
        self.notes = notes
        self.projectFiles = projectFiles
    }
}

/// Finding the workspace's Swift files on disk.
public enum Discovery {
    /// Build output, version control and dependency folders: never searched.
    public static let skippedDirectoryNames: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// Larger files are generated or not Swift; reading them would stall the server.
    public static let defaultMaxFileSize: Int64 = 5 << 20
    /// The configuration file's name, at the workspace root.
    public static let configurationFileName = ".wiring.json"

    /// Every Swift file under `root` (a folder, or a single `.swift` file).
    ///
    /// Hidden entries, `skippedDirectoryNames` and paths that
    /// `configuration.isExcluded` matches (relative to the root, as they
    /// appear under it) are left out. Symlinked files and folders are
    /// followed; each real file is reported once, by a path that goes
    /// through no symlink when there is one, else by the smallest path in
    /// byte order. Nothing here is fatal: problems are in `skipped`,
    /// `unreadableDirectories` and `log`.
    public static func discover(root: String, configuration: Configuration,
                                maxFileSize: Int64 = defaultMaxFileSize) -> DiscoveryResult {
        walk(root: root, configuration: configuration, maxFileSize: maxFileSize).result
    }

    /// Whether one path (a watched-file event, a save) belongs to the workspace.
    public enum Classification: Sendable, Equatable {
        /// A workspace Swift file that exists and can be read.
        case swiftFile(DiscoveredFile)
        /// A workspace Swift file discovery would skip (too large, unreadable, not a regular file).
        case skipped(SkippedFile)
        /// A workspace Swift path with nothing (or a dangling symlink) on disk: deleted or moved away.
        case missing(path: String)
        /// The workspace's `.wiring.json` (at the root).
        case configuration(path: String)
        /// Not under the root.
        case outside
        /// Under the root but not a `.swift` path.
        case notSwift
        /// Hidden, or under a hidden folder.
        case hidden
        /// Under one of `skippedDirectoryNames` (`Pods`, `node_modules`, …).
        case inSkippedFolder
        /// Matched by an exclude pattern (the path or one of its folders).
        case excluded
    }

    /// Classifies one path by its text and one `stat`.
    ///
    /// `path` may be under `root` as given or under its real path; paths in
    /// the answer are under the real root, like discovery's. The check is
    /// lexical: a path that goes through a symlinked folder is classified as
    /// written, even when discovery reports that file by another path.
    public static func classify(path: String, root: String, configuration: Configuration,
                                maxFileSize: Int64 = defaultMaxFileSize) -> Classification {
        let given = normalize(root)
        switch classifyByName(normalize(path), root: given, realRoot: realPath(root) ?? given, configuration: configuration) {
        case .decided(let c): return c
        case .swiftFile(let reported): return classifyFile(reported, maxFileSize)
        }
    }

    /// What `classify` tells from the path's text alone, without a system
    /// call: the answer, or the Swift file (under the real root) whose
    /// `stat` decides. `p` is normalized; `root` as given and its real path.
    enum NameClass {
        case decided(Classification)
        case swiftFile(reported: String)
    }

    static func classifyByName(_ p: String, root given: String, realRoot: String, configuration: Configuration) -> NameClass {
        if p == realRoot || p == given {
            // the root itself: a workspace that is one Swift file
            return isSwiftName(Substring(realRoot)) ? .swiftFile(reported: realRoot) : .decided(.notSwift)
        }
        var rel: Substring?
        for r in [realRoot, given] where isInside(p, r) {
            rel = Substring(p.utf8.dropFirst(r == "/" ? 1 : r.utf8.count + 1))
            break
        }
        guard let rel else { return .decided(.outside) }
        let reported = realRoot == "/" ? "/" + rel : realRoot + "/" + rel
        if rel == Substring(configurationFileName) { return .decided(.configuration(path: reported)) }
        let components = rel.split(separator: "/")
        guard let name = components.last, isSwiftName(name) else { return .decided(.notSwift) }
        for c in components where c.utf8.first == UInt8(ascii: ".") { return .decided(.hidden) }
        for c in components.dropLast() where skippedDirectoryNames.contains(String(c)) { return .decided(.inSkippedFolder) }
        // a folder matched by a pattern is not entered, so its files are excluded too
        var prefix = ""
        for c in components {
            prefix = prefix.isEmpty ? String(c) : prefix + "/" + c
            if configuration.isExcluded(prefix) { return .decided(.excluded) }
        }
        return .swiftFile(reported: reported)
    }

    /// The file's identity when `path` names a regular file (symlinks
    /// followed), from one `stat` call; nil otherwise.
    public static func stat(_ path: String) -> DiscoveredFile? {
        var st = FileStat()
        guard statFollowing(path, &st) == 0, isRegular(st) else { return nil }
        return discovered(path, st)
    }

    /// Why `path`, named on the command line to be checked, cannot be: nil
    /// for a folder that can be listed or a readable `.swift` file of at
    /// most `maxFileSize` bytes (symlinks followed).
    public static func problem(withNamedPath path: String, maxFileSize: Int64 = defaultMaxFileSize) -> NamedPathProblem? {
        var st = FileStat()
        guard statFollowing(path, &st) == 0 else {
            let e = errno
            var link = FileStat()
            if e == ENOENT && lstat(path, &link) == 0 && isSymlink(link) { return .danglingSymlink }
            return e == ENOENT || e == ENOTDIR ? .missing : .unreadable(errorText(e))
        }
        if isDirectory(st) {
            guard let dir = opendir(path) else { return .unreadable(errorText(errno)) }
            closedir(dir)
            return nil
        }
        guard isRegular(st) else {
            switch st.st_mode & S_IFMT {
            case S_IFIFO: return .notFileOrFolder("a FIFO")
            case S_IFSOCK: return .notFileOrFolder("a socket")
            case S_IFCHR, S_IFBLK: return .notFileOrFolder("a device")
            default: return .notFileOrFolder("an unknown kind of file")
            }
        }
        guard isSwiftName(Substring(path)) else { return .notSwift }
        if Int64(st.st_size) > maxFileSize { return .tooLarge(size: Int64(st.st_size), limit: maxFileSize) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .unreadable(errorText(errno)) }
        close(fd)
        return nil
    }

    // MARK: - Internals shared with the watcher

    /// `stat` of whatever `path` names (symlinks followed), or nil.
    static func statAny(_ path: String) -> DiscoveredFile? {
        var st = FileStat()
        guard statFollowing(path, &st) == 0 else { return nil }
        return discovered(path, st)
    }

    static func classifyFile(_ path: String, _ maxFileSize: Int64) -> Classification {
        var st = FileStat()
        guard statFollowing(path, &st) == 0 else {
            let e = errno
            if e == ENOENT || e == ENOTDIR { return .missing(path: path) }
            return .skipped(SkippedFile(path: path, reason: .unreadable(errorText(e))))
        }
        let file = discovered(path, st)
        if let reason = skipReason(path, st, maxFileSize) { return .skipped(SkippedFile(path: path, reason: reason)) }
        return .swiftFile(file)
    }

    /// Why a `.swift` entry with this stat is not read, or nil when it is.
    static func skipReason(_ path: String, _ st: FileStat, _ maxFileSize: Int64) -> SkippedFile.Reason? {
        if !isRegular(st) { return .notRegular }
        let size = Int64(st.st_size)
        if size > maxFileSize { return .tooLarge(size: size, limit: maxFileSize) }
        // Most files are world-readable: ask the kernel only about the others.
        if st.st_mode & S_IROTH == 0 && access(path, R_OK) != 0 { return .unreadable(errorText(errno)) }
        return nil
    }

    static func walk(root: String, configuration: Configuration, maxFileSize: Int64,
                     beforeListing: ((WalkedDirectory) -> Void)? = nil) -> WalkOutput {
        guard let real = realPath(root) else {
            let e = errno
            var result = DiscoveryResult(root: normalize(root))
            result.log = ["workspace root \(root): \(errorText(e))"]
            result.notes = result.log
            if e != ENOENT { result.unreadableDirectories = ["\(result.root): \(errorText(e))"] }
            return WalkOutput(result: result)
        }
        var st = FileStat()
        guard statFollowing(real, &st) == 0 else {
            let e = errno
            return WalkOutput(result: DiscoveryResult(root: real, unreadableDirectories: ["\(real): \(errorText(e))"],
                                                      log: ["workspace root \(real): \(errorText(e))"],
                                                      notes: ["workspace root \(real): \(errorText(e))"]))
        }
        if !isDirectory(st) {
            var result = DiscoveryResult(root: real)
            guard isSwiftName(Substring(real)) else {
                result.log = ["workspace root \(real): not a folder or a Swift file"]
                result.notes = result.log
                return WalkOutput(result: result)
            }
            var out = WalkOutput(result: result)
            switch classifyFile(real, maxFileSize) {
            case .swiftFile(let f): out.result.files = [f]
            case .skipped(let s):
                out.result.skipped = [s]
                out.result.log = [s.description]
                out.skippedStats[real] = statAny(real)
            default: break
            }
            return out
        }
        var walker = Walker(root: real, configuration: configuration, maxFileSize: maxFileSize)
        walker.beforeListing = beforeListing
        walker.walk(from: PendingDirectory(path: real, rel: "", throughSymlink: false))
        return walker.finish()
    }

    // MARK: - Helpers

    /// Absolute (relative paths are taken from the current folder), without
    /// `.`, `..` or repeated `/`; symlinks are left alone.
    static func normalize(_ path: String) -> String {
        var full = path
        if path.utf8.first != UInt8(ascii: "/"), let cwd = getcwd(nil, 0) {
            full = String(cString: cwd) + "/" + path
            free(cwd)
        }
        var parts: [Substring] = []
        for c in full.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }

    public static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Whether a NUL-terminated name ends in `.swift` (and is more than that).
    static func isSwiftName(_ name: UnsafePointer<UInt8>) -> Bool {
        let n = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
        guard n > 6 else { return false }
        return memcmp(name + (n - 6), ".swift", 6) == 0
    }

    static func isSwiftName(_ name: Substring) -> Bool {
        let suffix: StaticString = ".swift"
        let u = name.utf8
        guard u.count > 6 else { return false }  // ".swift" alone is a hidden name
        var i = u.index(u.endIndex, offsetBy: -6)
        var j = 0
        while i != u.endIndex {
            if u[i] != suffix.utf8Start[j] { return false }
            u.formIndex(after: &i)
            j += 1
        }
        return true
    }

    /// The C library's text for an errno, lower-cased as the messages around it are.
    public static func errorText(_ code: Int32) -> String { lowercasedFirst(String(cString: strerror(code))) }

    /// `Permission denied` → `permission denied` (an error text inside a sentence).
    static func lowercasedFirst(_ s: String) -> String {
        guard let first = s.first, first.isUppercase, s.dropFirst().first?.isUppercase != true else { return s }
        return first.lowercased() + s.dropFirst()
    }

    static func formatLimit(_ bytes: Int64) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : formatSize(bytes)
    }

    /// One decimal, in the largest unit that keeps the number at least 1.
    static func formatSize(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        let (unit, name): (Int64, String) = bytes < 1 << 20 ? (1024, "KiB") : (1 << 20, "MiB")
        let tenths = (bytes * 10 + unit / 2) / unit
        return "\(tenths / 10).\(tenths % 10) \(name)"
    }

    /// Whether `path` is `folder` or under it, comparing bytes (String's
    /// `hasPrefix` compares Unicode text, which can differ on unnormalised names).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path.utf8.first == UInt8(ascii: "/") }
        let p = path.utf8, f = folder.utf8
        guard p.starts(with: f) else { return false }
        return p.count == f.count || p[p.index(p.startIndex, offsetBy: f.count)] == UInt8(ascii: "/")
    }

    /// Byte order of the UTF-8 (String's `<` orders by Unicode, which differs on unnormalised text).
    static func byteOrder(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                let n = min(x.count, y.count)
                let c = n == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, n)
                return c != 0 ? c < 0 : x.count < y.count
            }
        }
        if let fast, let result = fast { return result }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

// MARK: - stat, portably

typealias FileStat = stat

@inline(__always) func statFollowing(_ path: String, _ st: inout FileStat) -> Int32 { stat(path, &st) }

@inline(__always) func isRegular(_ st: FileStat) -> Bool { st.st_mode & S_IFMT == S_IFREG }
@inline(__always) func isDirectory(_ st: FileStat) -> Bool { st.st_mode & S_IFMT == S_IFDIR }
@inline(__always) func isSymlink(_ st: FileStat) -> Bool { st.st_mode & S_IFMT == S_IFLNK }

@inline(__always) func mtimeNanos(_ st: FileStat) -> Int64 {
    #if canImport(Darwin)
    return Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
    #else
    return Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    #endif
}

@inline(__always) func ctimeNanos(_ st: FileStat) -> Int64 {
    #if canImport(Darwin)
    return Int64(st.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(st.st_ctimespec.tv_nsec)
    #else
    return Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
    #endif
}

@inline(__always) func discovered(_ path: String, _ st: FileStat) -> DiscoveredFile {
    DiscoveredFile(path: path, size: Int64(st.st_size), mtimeNanos: mtimeNanos(st),
                   ctimeNanos: ctimeNanos(st), inode: UInt64(st.st_ino))
}

/// A file or folder's identity: symlinks and hard links to it share it.
struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64
    init(_ st: FileStat) {
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }
}

// MARK: - The walk

struct PendingDirectory {
    var path: String
    /// Relative to the root, as it appears under it ("" for the root).
    var rel: String
    /// Reached through a symlinked folder somewhere on the way.
    var throughSymlink: Bool
}

/// What the system says of one folder: its entries a walk may want, each
/// stat'ed as the walk needs it. Only system calls, so that folders can be
/// read on several threads; what they mean is `Walker.apply`'s.
struct FolderListing: Sendable {
    struct Entry: Sendable {
        var name: String
        /// The folder's path, `/` and the name (made here, on the thread that listed it).
        var path: String
        /// DT_DIR, DT_LNK, or anything else for a file.
        var type: UInt8
        /// A symlink's target or a Swift file, stat'ed following links.
        var target: Result<FileStat, Errno>
    }
    struct Errno: Error { var code: Int32 }
    /// Why the folder could not be opened.
    var openError: String?
    var stat: FileStat?
    /// Sorted by name (bytes): folders, symlinks and Swift files; hidden ones left out.
    var entries: [Entry] = []
    var readError: String?
    var hasUndecodableName = false

    static func read(_ path: String) -> FolderListing {
        var listing = FolderListing()
        guard let dir = opendir(path) else {
            listing.openError = Discovery.errorText(errno)
            return listing
        }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        var st = FileStat()
        guard fstat(fd, &st) == 0 else { return listing }
        listing.stat = st
        var names: [(name: String, type: UInt8)] = []
        while true {
            errno = 0
            guard let ent = readdir(dir) else {
                if errno != 0 { listing.readError = Discovery.errorText(errno) }
                break
            }
            let type = ent.pointee.d_type
            let name: String? = withUnsafePointer(to: &ent.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: 256) { p -> String? in
                    if p[0] == UInt8(ascii: ".") { return nil }  // hidden, and "." / ".."
                    // most entries are files that are not Swift: no String for them
                    if type == UInt8(DT_REG) && !Discovery.isSwiftName(p) { return nil }
                    return String(validatingCString: UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))
                }
            }
            if let name { names.append((name, type)) }
            else if type != UInt8(DT_REG) && ent.pointee.d_name.0 != 0x2E { listing.hasUndecodableName = true }
        }
        names.sort { Discovery.byteOrder($0.name, $1.name) }
        let base = path == "/" ? "" : path
        listing.entries.reserveCapacity(names.count)
        for (name, type) in names {
            var t = type
            if t == UInt8(DT_UNKNOWN) {
                var lst = FileStat()
                guard fstatat(fd, name, &lst, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                t = typeOfMode(lst.st_mode)
            }
            var target: Result<FileStat, Errno> = .failure(Errno(code: 0))
            if t == UInt8(DT_LNK) || (t != UInt8(DT_DIR) && Discovery.isSwiftName(Substring(name))) {
                var s = FileStat()
                target = fstatat(fd, name, &s, 0) == 0 ? .success(s) : .failure(Errno(code: errno))
            } else if t != UInt8(DT_DIR) {
                continue
            }
            listing.entries.append(Entry(name: name, path: base + "/" + name, type: t, target: target))
        }
        return listing
    }

    static func typeOfMode(_ mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFLNK: return UInt8(DT_LNK)
        default: return UInt8(DT_FIFO)
        }
    }
}

/// A folder the walk listed; the watcher watches these and the poller stats them.
struct WalkedDirectory {
    var path: String
    var rel: String
    var throughSymlink: Bool
    var id: FileID
    var mtimeNanos: Int64
    var ctimeNanos: Int64
}

struct WalkOutput {
    struct SwiftEntry: Equatable {
        /// nil when the entry could not be stat'ed.
        var stat: DiscoveredFile?
        var skip: SkippedFile.Reason?
    }
    var result: DiscoveryResult
    var directories: [WalkedDirectory] = []
    /// The stat of each skipped file that has one.
    var skippedStats: [String: DiscoveredFile] = [:]

    /// Every reported path (files and skipped) with its stat: the poller's
    /// snapshot, the watcher's known paths.
    var swiftEntries: [String: SwiftEntry] {
        var entries: [String: SwiftEntry] = [:]
        entries.reserveCapacity(result.files.count + result.skipped.count)
        for f in result.files { entries[f.path] = SwiftEntry(stat: f, skip: nil) }
        for s in result.skipped { entries[s.path] = SwiftEntry(stat: skippedStats[s.path], skip: s.reason) }
        // projects: a change to one changes the module graph
        for p in result.projectFiles { entries[p] = SwiftEntry(stat: Discovery.statAny(p), skip: nil) }
        return entries
    }
}

/// One discovery walk. Folders that go through no symlink are walked first
/// (depth first), so every file reachable without a symlink is claimed by
/// that path; then folders reached through symlinks are taken smallest
/// logical path first, so a folder reachable by several of them is walked
/// under the smallest. A folder already walked (by device and inode) is
/// never walked again, which also ends symlink loops.
struct Walker {
    let root: String
    let configuration: Configuration
    let maxFileSize: Int64
    let checksExcludes: Bool
    /// Called with each folder just before it is listed (the watcher adds
    /// its watch there, so nothing created after the listing is missed).
    var beforeListing: ((WalkedDirectory) -> Void)?

    /// Folders walked, by identity → logical path.
    var visited: [FileID: String] = [:]
    /// The root and its ancestors: a symlink to one of them is a loop (and
    /// must not walk the root's siblings on the way back to the root).
    var rootAndAncestors: Set<FileID> = []
    var physicalStack: [PendingDirectory] = []
    /// Symlinked folders, sorted largest path first (the next is `last`).
    var symlinkQueue: [PendingDirectory] = []

    struct Candidate {
        var path: String
        var throughSymlink: Bool
        var file: DiscoveredFile
        var skip: SkippedFile.Reason?
    }
    var candidates: [Candidate] = []
    var candidateIndex: [FileID: Int] = [:]
    /// (path not reported, the file it duplicates)
    var duplicates: [(String, FileID)] = []
    var unstatable: [SkippedFile] = []
    var unreadableDirectories: [String] = []
    var log: [String] = []
    /// The lines of `log` about unreadable folders (the others are notes).
    var folderLines: Set<String> = []
    var directories: [WalkedDirectory] = []
    var projectFiles: [String] = []

    init(root: String, configuration: Configuration, maxFileSize: Int64) {
        self.root = root
        self.configuration = configuration
        self.maxFileSize = maxFileSize
        self.checksExcludes = !configuration.excludes.isEmpty
        var path = root
        while true {
            var st = FileStat()
            if statFollowing(path, &st) == 0 { rootAndAncestors.insert(FileID(st)) }
            if path == "/" { break }
            path = Discovery.normalize(path + "/..")
        }
    }

    mutating func walk(from start: PendingDirectory) {
        if start.throughSymlink { enqueueSymlinked(start) } else { physicalStack.append(start) }
        while !physicalStack.isEmpty {
            // Without a watcher to add first, the folders pending are read
            // on every core (the syscalls are most of a walk) and applied in
            // the order one thread would have taken them.
            if beforeListing == nil && physicalStack.count > 1 {
                let batch = Array(physicalStack.reversed())
                physicalStack.removeAll()
                var listings = [FolderListing?](repeating: nil, count: batch.count)
                listings.withUnsafeMutableBufferPointer { out in
                    nonisolated(unsafe) let out = out
                    DispatchQueue.concurrentPerform(iterations: batch.count) { i in
                        out[i] = FolderListing.read(batch[i].path)
                    }
                }
                for (d, listing) in zip(batch, listings) { apply(listing!, of: d) }
            } else {
                let d = physicalStack.removeLast()
                list(d)
            }
        }
        while let d = symlinkQueue.popLast() { list(d) }
    }

    func isExcluded(_ rel: String) -> Bool { checksExcludes && configuration.isExcluded(rel) }

    mutating func enqueueSymlinked(_ d: PendingDirectory) {
        // binary search for the insertion point in the descending order
        var lo = 0, hi = symlinkQueue.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Discovery.byteOrder(d.path, symlinkQueue[mid].path) { lo = mid + 1 } else { hi = mid }
        }
        symlinkQueue.insert(d, at: lo)
    }

    mutating func list(_ d: PendingDirectory) {
        if let beforeListing {
            // the watch goes on before the listing, so nothing created after it is missed
            var st = FileStat()
            if statFollowing(d.path, &st) == 0, isDirectory(st), visited[FileID(st)] == nil,
               !rootAndAncestors.contains(FileID(st)) || d.path == root {
                beforeListing(WalkedDirectory(path: d.path, rel: d.rel, throughSymlink: d.throughSymlink, id: FileID(st),
                                              mtimeNanos: mtimeNanos(st), ctimeNanos: ctimeNanos(st)))
            }
        }
        apply(FolderListing.read(d.path), of: d)
    }

    mutating func apply(_ listing: FolderListing, of d: PendingDirectory) {
        if let why = listing.openError {
            unreadableDirectories.append("\(d.path): \(why)")
            log.append("\(d.path): cannot read folder: \(why): skipped")
            folderLines.insert(log.last!)
            return
        }
        guard let st = listing.stat else { return }
        let id = FileID(st)
        if let earlier = visited[id] {
            if Discovery.isInside(d.path, earlier) || rootAndAncestors.contains(id) {
                log.append("\(d.path): symlink loop: not followed")
            } else {
                log.append("\(d.path): same folder as \(earlier): not walked again")
            }
            return
        }
        if rootAndAncestors.contains(id) && d.path != root {
            log.append("\(d.path): symlink loop: not followed")
            return
        }
        visited[id] = d.path
        directories.append(WalkedDirectory(path: d.path, rel: d.rel, throughSymlink: d.throughSymlink, id: id,
                                           mtimeNanos: mtimeNanos(st), ctimeNanos: ctimeNanos(st)))
        if listing.hasUndecodableName { log.append("\(d.path): an entry's name is not UTF-8: ignored") }
        if let why = listing.readError {
            unreadableDirectories.append("\(d.path): \(why)")
            log.append("\(d.path): cannot read folder: \(why): listing incomplete")
            folderLines.insert(log.last!)
        }

        var subdirectories: [PendingDirectory] = []
        // a dictionary grows to a power of two: this does not reallocate per folder
        candidateIndex.reserveCapacity(candidates.count + listing.entries.count)
        for entry in listing.entries {
            let name = entry.name
            switch entry.type {
            case UInt8(DT_DIR):
                if Discovery.skippedDirectoryNames.contains(name) { continue }
                let rel = d.rel.isEmpty ? name : d.rel + "/" + name
                if isExcluded(rel) { continue }
                // a project's folder: its project.pbxproj, and watched like any folder
                if name.hasSuffix(".xcodeproj") { noteProject(entry.path) }
                let sub = PendingDirectory(path: entry.path, rel: rel, throughSymlink: d.throughSymlink)
                if d.throughSymlink { enqueueSymlinked(sub) } else { subdirectories.append(sub) }
            case UInt8(DT_LNK):
                let rel = d.rel.isEmpty ? name : d.rel + "/" + name
                if isExcluded(rel) { continue }
                let path = entry.path
                guard case .success(let target) = entry.target else {
                    guard case .failure(let failure) = entry.target else { continue }
                    let e = failure.code
                    if e == ENOENT || e == ENOTDIR { log.append("\(path): dangling symlink: ignored") }
                    else if e == ELOOP { log.append("\(path): symlink loop: not followed") }
                    else if Discovery.isSwiftName(Substring(name)) {
                        unstatable.append(SkippedFile(path: path, reason: .unreadable(Discovery.errorText(e))))
                    } else { log.append("\(path): \(Discovery.errorText(e)): ignored") }
                    continue
                }
                if isDirectory(target) {
                    if Discovery.skippedDirectoryNames.contains(name) { continue }
                    if name.hasSuffix(".xcodeproj") { noteProject(path) }
                    enqueueSymlinked(PendingDirectory(path: path, rel: rel, throughSymlink: true))
                } else if Discovery.isSwiftName(Substring(name)) {
                    addCandidate(path, throughSymlink: true, target)
                }
            default:  // regular files; FIFOs, sockets, devices are stat'ed, never opened
                if checksExcludes && configuration.isExcluded(d.rel.isEmpty ? name : d.rel + "/" + name) { continue }
                let path = entry.path
                switch entry.target {
                case .success(let st): addCandidate(path, throughSymlink: d.throughSymlink, st)
                case .failure(let e) where e.code != ENOENT:  // ENOENT: deleted since the listing
                    unstatable.append(SkippedFile(path: path, reason: .unreadable(Discovery.errorText(e.code))))
                default: break
                }
            }
        }
        // depth first, smallest name first
        physicalStack.append(contentsOf: subdirectories.reversed())
    }

    /// An Xcode project: its `project.pbxproj`, when there is one.
    mutating func noteProject(_ folder: String) {
        var st = FileStat()
        if statFollowing(folder + "/project.pbxproj", &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG {
            projectFiles.append(folder + "/project.pbxproj")
        }
    }

    mutating func addCandidate(_ path: String, throughSymlink: Bool, _ st: FileStat) {
        let c = Candidate(path: path, throughSymlink: throughSymlink, file: discovered(path, st),
                          skip: Discovery.skipReason(path, st, maxFileSize))
        let id = FileID(st)
        guard let i = candidateIndex[id] else {
            candidateIndex[id] = candidates.count
            candidates.append(c)
            return
        }
        let old = candidates[i]
        let better = old.throughSymlink != c.throughSymlink ? !c.throughSymlink : Discovery.byteOrder(c.path, old.path)
        if better {
            duplicates.append((old.path, id))
            candidates[i] = c
        } else {
            duplicates.append((c.path, id))
        }
    }

    func finish() -> WalkOutput {
        var files: [DiscoveredFile] = []
        var skipped = unstatable
        var skippedStats: [String: DiscoveredFile] = [:]
        files.reserveCapacity(candidates.count)
        for c in candidates {
            if let reason = c.skip {
                skipped.append(SkippedFile(path: c.path, reason: reason))
                skippedStats[c.path] = c.file
            } else {
                files.append(c.file)
            }
        }
        files.sort { Discovery.byteOrder($0.path, $1.path) }
        skipped.sort { Discovery.byteOrder($0.path, $1.path) }
        var notes = self.log.filter { !folderLines.contains($0) }
        for (path, id) in duplicates {
            notes.append("\(path): same file as \(candidates[candidateIndex[id]!].path): reported once")
        }
        var log = self.log.filter { folderLines.contains($0) } + notes
        for s in skipped { log.append(s.description) }
        log.sort(by: Discovery.byteOrder)
        notes.sort(by: Discovery.byteOrder)
        return WalkOutput(result: DiscoveryResult(root: root, files: files, skipped: skipped,
                                                  unreadableDirectories: unreadableDirectories.sorted(by: Discovery.byteOrder),
                                                  log: log, notes: notes,
                                                  projectFiles: projectFiles.sorted(by: Discovery.byteOrder)),
                          directories: directories, skippedStats: skippedStats)
    }
}

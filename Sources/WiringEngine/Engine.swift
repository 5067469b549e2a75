import Foundation
import WiringAnalysis
import WiringSyntax

/// The workspace in memory: every Swift file's parse (open documents from the
/// editor's text, the rest from disk), the configuration, and the findings of
/// the last analysis. One writer: the actor serialises every change.
public actor Engine {
    public private(set) var roots: [String]
    public private(set) var configuration: Configuration
    /// Parsed files by absolute path.
    private var files: [String: SourceFile] = [:]
    /// Paths whose text comes from the editor.
    private var openPaths: Set<String> = []
    private var lastResult = AnalysisResult()
    /// Messages for the log not yet taken (the engine never prints).
    private var pendingLog: [String] = []

    /// Files above this size are not read from disk during discovery (they
    /// are generated or not Swift); an editor may still open them.
    public static let maxDiskFileSize = 8 << 20

    public init(roots: [String], configuration: Configuration = Configuration()) {
        self.roots = roots.map { Engine.normalize($0) }
        self.configuration = configuration
    }

    static func normalize(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    // MARK: - Files

    /// Reads every Swift file under the roots. Unreadable directories and
    /// files are logged and skipped. `progress(done, total)` is called as
    /// files are parsed.
    public func indexWorkspace(progress: @Sendable (Int, Int) -> Void = { _, _ in }) {
        var messages: [String] = []
        let paths = Workspace.discoverSwiftFiles(roots: roots, configuration: configuration) { messages.append($0) }
        pendingLog += messages
        // files that vanished or became excluded since the last index go away
        let found = Set(paths)
        for path in files.keys where !found.contains(path) && !openPaths.contains(path) { files[path] = nil }
        var n = 0
        for path in paths where !openPaths.contains(path) {
            files[path] = Workspace.loadFile(path) { pendingLog.append($0) }
            n += 1
            if n % 200 == 0 { progress(n, paths.count) }
        }
        progress(paths.count, paths.count)
    }

    /// The editor opened or changed a document: its text wins over the disk.
    public func setDocument(path: String, text: [UInt8]) {
        let p = Engine.normalize(path)
        openPaths.insert(p)
        files[p] = SourceFile(path: p, parsed: ParsedFile(source: SourceText(text)))
    }

    /// The editor closed a document: fall back to the disk's version.
    public func closeDocument(path: String) {
        let p = Engine.normalize(path)
        openPaths.remove(p)
        reloadFromDisk(path: p)
    }

    /// A file changed, appeared or vanished on disk (watched-files event).
    public func reloadFromDisk(path: String) {
        let p = Engine.normalize(path)
        if openPaths.contains(p) { return }
        files[p] = isInWorkspace(p) && p.hasSuffix(".swift") ? Workspace.loadFile(p) { pendingLog.append($0) } : nil
    }

    public func setConfiguration(_ c: Configuration) { configuration = c }

    /// The log messages since the last call.
    public func takeLog() -> [String] {
        defer { pendingLog.removeAll() }
        return pendingLog
    }

    public func source(path: String) -> SourceText? { files[Engine.normalize(path)]?.parsed.source }

    public func file(path: String) -> SourceFile? { files[Engine.normalize(path)] }

    public var fileCount: Int { files.count }

    func isInWorkspace(_ p: String) -> Bool {
        roots.contains { p == $0 || p.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    // MARK: - Analysis

    /// Runs every rule over the workspace. Returns the new result and the
    /// paths whose diagnostics differ from the previous analysis (including
    /// files whose problems went away).
    public func analyze() -> (result: AnalysisResult, changed: Set<String>) {
        let all = Array(files.values)
        let result = Analyzer.analyze(all, configuration: configuration)
        let before = Dictionary(grouping: lastResult.diagnostics, by: \.file)
        let after = Dictionary(grouping: result.diagnostics, by: \.file)
        var changed: Set<String> = []
        for key in Set(before.keys).union(after.keys) where before[key] != after[key] {
            changed.insert(key)
        }
        lastResult = result
        return (result, changed)
    }

    public var result: AnalysisResult { lastResult }
}

/// Finding and reading workspace files.
public enum Workspace {
    /// Directories never searched: build output, VCS, dependencies.
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "node_modules", "DerivedData", "Pods", "Carthage"]

    public static func discoverSwiftFiles(roots: [String], configuration: Configuration,
                                          log: (String) -> Void = { _ in }) -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for root in roots {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir) else {
                log("workspace root \(root) does not exist")
                continue
            }
            if !isDir.boolValue {
                if root.hasSuffix(".swift") { out.append(root) }
                continue
            }
            var stack = [root]
            while let dir = stack.popLast() {
                let entries: [String]
                do {
                    entries = try fm.contentsOfDirectory(atPath: dir)
                } catch {
                    log("cannot read directory \(dir): skipped")
                    continue
                }
                for name in entries.sorted() {
                    if name.hasPrefix(".") && name != "." { continue }
                    let path = dir + "/" + name
                    let rel = String(path.dropFirst(root.count + 1))
                    if configuration.isExcluded(rel) { continue }
                    var d: ObjCBool = false
                    guard fm.fileExists(atPath: path, isDirectory: &d) else { continue }
                    if d.boolValue {
                        if !skippedDirectories.contains(name) { stack.append(path) }
                    } else if name.hasSuffix(".swift") {
                        out.append(path)
                    }
                }
            }
        }
        return out.sorted()
    }

    /// Every Swift file under the roots, read and parsed (what `wiring check`
    /// analyses; the engine does the same with open documents on top).
    public static func load(roots: [String], configuration: Configuration,
                            log: (String) -> Void = { _ in }) -> [SourceFile] {
        discoverSwiftFiles(roots: roots, configuration: configuration, log: log).compactMap { loadFile($0, log: log) }
    }

    /// One file read from disk and parsed; nil (with a log line) when it
    /// cannot be read or is larger than `Engine.maxDiskFileSize`.
    public static func loadFile(_ path: String, log: (String) -> Void = { _ in }) -> SourceFile? {
        guard let bytes = read(path, maxSize: Engine.maxDiskFileSize) else {
            log("cannot read \(path) (or larger than \(Engine.maxDiskFileSize >> 20) MB): skipped")
            return nil
        }
        return SourceFile(path: path, parsed: ParsedFile(source: SourceText(bytes)))
    }

    /// The file's bytes, or nil when it cannot be read or is too large.
    public static func read(_ path: String, maxSize: Int) -> [UInt8]? {
        guard let attrs = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attrs[.size] as? Int, size <= maxSize,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }
}

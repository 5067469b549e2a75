#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif
import WiringAnalysis
import WiringEngine

/// What the commands that analyse a workspace (`check`, `graph`) share: the
/// paths named, the workspace they are in, its configuration and cache.
struct WorkspaceOptions {
    var paths: [String] = []
    var configPath: String?
    var noCache = false
    var cacheDirectory: String?
    var verbose = false
    /// `--module NAME`: only the files of that module and of the modules it
    /// depends on.
    var module: String?

    /// The usage of the options below, for a command's usage text.
    static let usage = "[--module NAME] [--config FILE] [--no-cache] [--cache-dir DIR] [--verbose]"

    /// `--flag=value` as `--flag value`, for every command's options.
    static func splittingEquals(_ arguments: [String]) -> [String] {
        arguments.flatMap { a -> [String] in
            guard a.hasPrefix("--"), let eq = a.firstIndex(of: "=") else { return [a] }
            return [String(a[..<eq]), String(a[a.index(after: eq)...])]
        }
    }

    /// The options below, one a line, for a command's help.
    static let help = """
          --module NAME     only that module and what it depends on (`wiring modules` lists them)
          --config FILE     configuration file (default: .wiring.json in the workspace)
          --no-cache        neither read nor write the index
          --cache-dir DIR   where the index lives (default: $XDG_CACHE_HOME/wiring or ~/.cache/wiring; at most
                            $WIRING_CACHE_LIMIT_MB megabytes, 500 by default: `wiring cache --help`)
          -v, --verbose     what the cache did and how long it took, on standard error
        """

    /// Takes `argument` if it is one of these options; `value` gives the
    /// option's value (nil after a message when there is none). Returns
    /// whether it was taken, nil on bad usage.
    mutating func accept(_ argument: String, value: () -> String?) -> Bool? {
        switch argument {
        case "--no-cache": noCache = true
        case "--cache-dir":
            guard let v = value() else { return nil }
            cacheDirectory = v
        case "--config":
            guard let v = value() else { return nil }
            configPath = v
        case "--verbose", "-v": verbose = true
        case "--module":
            guard let v = value() else { return nil }
            module = v
        default: return false
        }
        return true
    }

    /// The workspace the paths name, opened.
    struct Opened {
        /// The paths named (the current folder when none), absolute and real.
        var paths: [String]
        /// Which of `paths` are folders.
        var folders: Set<String>
        var root: String
        /// Not yet indexed; it logs nothing of what it skips (the command
        /// prints that from the index report).
        var engine: WorkspaceEngine
    }

    /// The workspace the paths name, opened: the paths made absolute and
    /// real, the root, and an engine with the configuration and cache (not
    /// yet indexed). Exits with status 2 and a message for each path that
    /// cannot be checked (`Discovery.problem(withNamedPath:)`), and when the
    /// configuration is invalid; prints its warnings.
    func open(command: String, summaries: Bool) -> Opened {
        let fm = FileManager.default
        let cwd = fm.currentDirectoryPath
        var absolute: [String] = []
        var folders: Set<String> = []
        var failed = false
        for path in paths.isEmpty ? ["."] : paths {
            let p = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path
            if let problem = Discovery.problem(withNamedPath: p) {
                warn("wiring \(command): \(displayFolder(p)): \(problem)")
                failed = true
                continue
            }
            let real = Discovery.realPath(p) ?? p
            if PathText.isFolder(real) { folders.insert(real) }
            absolute.append(real)
        }
        if failed { exit(2) }
        let root = Self.workspaceRoot(for: absolute)
        let configuration: Configuration
        do {
            let (c, warnings) = try loadConfiguration(root: root)
            configuration = c
            for w in warnings { warn("wiring \(command): \(w)") }
        } catch {
            warn("wiring \(command): \(error)")
            exit(2)
        }
        let environment = ProcessInfo.processInfo.environment
        let cache = noCache ? nil : (cacheDirectory ?? WorkspaceEngine.defaultCacheDirectory(environment: environment))
        let limit = WorkspaceEngine.cacheSizeLimit(environment: environment)
        if let problem = limit.problem, !noCache { warn("wiring \(command): warning: \(problem)") }
        let engine = WorkspaceEngine(options: .init(roots: [root], libraries: libraries, configuration: configuration,
                                                    cacheDirectory: cache, cacheSizeLimit: limit.bytes, toolVersion: wiringVersion,
                                                    summaries: summaries, logsSkipped: false,
                                                    returnsMemory: false)) { [verbose] event in
            // the cache is an optimisation: what it did (created, rebuilt) is shown on
            // request, but a cache directory that cannot be used is said at once
            if case .cache = event, !verbose { return }
            warn("wiring: " + displayLine(event.description))
        }
        return Opened(paths: absolute, folders: folders, root: root, engine: engine)
    }

    /// The workspace: the folder named, when the other paths are inside it;
    /// otherwise the nearest folder above them all holding Package.swift,
    /// .wiring.json or .git (else the folder they are all in).
    static func workspaceRoot(for paths: [String]) -> String {
        let fm = FileManager.default
        guard let first = paths.first else { return fm.currentDirectoryPath }
        func isFolder(_ p: String) -> Bool {
            return PathText.isFolder(p)
        }
        if isFolder(first) && paths.allSatisfy({ $0 == first || $0.hasPrefix(first == "/" ? "/" : first + "/") }) {
            return first
        }
        // the folder every path is in
        var common = (isFolder(first) ? first : PathText.parent(of: first)).split(separator: "/")
        for p in paths.dropFirst() {
            let folder = (isFolder(p) ? p : PathText.parent(of: p)).split(separator: "/")
            var n = 0
            while n < min(common.count, folder.count) && common[n] == folder[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        let start = "/" + common.joined(separator: "/")
        var dir = URL(fileURLWithPath: start)
        while dir.path != "/" {
            for marker in ["Package.swift", ".wiring.json", ".git"]
            where fm.fileExists(atPath: dir.appendingPathComponent(marker).path) {
                return dir.path
            }
            dir.deleteLastPathComponent()
        }
        return start
    }

    /// The configuration (`--config FILE`, else `.wiring.json` at the root
    /// when there is one) and its warnings, each prefixed with the file.
    func loadConfiguration(root: String) throws -> (Configuration, [String]) {
        let path = configPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root + "/.wiring.json"
        let shown = display(path)
        guard FileManager.default.fileExists(atPath: path) else {
            if configPath != nil { throw Configuration.LoadError.invalid("\(shown): no such configuration file") }
            return (Configuration(), [])
        }
        if PathText.isFolder(path) {
            throw Configuration.LoadError.invalid("\(shown): a folder, not a configuration file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let why = access(path, R_OK) != 0 ? Discovery.errorText(errno) : "unreadable"
            throw Configuration.LoadError.invalid("\(shown): cannot read the configuration: \(why)")
        }
        do {
            var (c, warnings) = try Configuration.load(json: data, rules: catalog)
            // a baseline named by the file is relative to the file's folder
            c.baseline = c.baseline.map { Baseline.path($0, configuredIn: PathText.parent(of: path)) }
            return (c, warnings.map { Configuration.Message("warning: " + $0.text, at: $0.location).located(in: shown) })
        } catch {
            throw Configuration.LoadError.invalid(error.located(in: shown))
        }
    }
}

/// Relative to the current directory when inside it, else absolute: how
/// every command prints paths.
func display(_ path: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// `display`, and `.` for the current directory itself.
func displayFolder(_ path: String) -> String {
    path == FileManager.default.currentDirectoryPath ? "." : display(path)
}

/// A line of the engine's log with the paths in it shown as `display`
/// shows them.
func displayLine(_ line: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    guard cwd != "/" else { return line }
    return line.replacingAll(cwd + "/", with: "")
}

/// The files and folders a command could not read, one stderr line each.
func warnSkipped(_ command: String, files: [SkippedFile], folders: [(path: String, why: String)]) {
    for s in files { warn("wiring \(command): \(display(s.path)): \(s.reason): skipped") }
    for (path, why) in folders { warn("wiring \(command): \(display(path)): cannot read folder: \(why): skipped") }
}

extension WorkspaceOptions {
    /// With `--module NAME`: the Swift files of every module of that name
    /// and of the modules they see; nil without it. Exits with status 2 and
    /// the modules there are when none has that name.
    func moduleFiles(_ engine: WorkspaceEngine, command: String) -> Set<String>? {
        guard let module else { return nil }
        let graph = engine.moduleGraph()
        let named = graph.modules.indices.filter { graph.modules[$0].name == module }
        guard !named.isEmpty else {
            let names = Array(Set(graph.modules.map(\.name))).sorted()
            warn("wiring \(command): no module '\(module)'; "
                 + Spelling.suggestion(for: module, among: names, listing: "the modules are " + names.joined(separator: ", ")))
            exit(2)
        }
        var files: Set<String> = []
        for m in named { for v in graph.visible(from: m) { files.formUnion(graph.modules[v].files) } }
        return files
    }
}

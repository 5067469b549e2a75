import Foundation
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

    /// The usage of the options below, for a command's usage text.
    static let usage = "[--config FILE] [--no-cache] [--cache-dir DIR] [--verbose]"

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
        default: return false
        }
        return true
    }

    /// The workspace the paths name, opened: the paths made absolute and
    /// real, the root, and an engine with the configuration and cache (not
    /// yet indexed). Exits with status 2 and a message when a path does not
    /// exist or the configuration is invalid.
    func open(command: String, coverage: Bool) -> (paths: [String], root: String, engine: WorkspaceEngine) {
        let fm = FileManager.default
        let cwd = fm.currentDirectoryPath
        var absolute: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            let p = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path
            guard fm.fileExists(atPath: p) else {
                warn("wiring \(command): no such file or directory: \(p)")
                exit(2)
            }
            absolute.append(Self.realPath(p))
        }
        let root = Self.workspaceRoot(for: absolute)
        let configuration: Configuration
        do {
            configuration = try loadConfiguration(root: root)
        } catch {
            warn("wiring \(command): \(error)")
            exit(2)
        }
        let cache = noCache ? nil
            : (cacheDirectory ?? WorkspaceEngine.defaultCacheDirectory(environment: ProcessInfo.processInfo.environment))
        let engine = WorkspaceEngine(options: .init(roots: [root], configuration: configuration, cacheDirectory: cache,
                                                    toolVersion: wiringVersion, coverage: coverage)) { [verbose] line in
            // the cache is an optimisation: what it did (created, rebuilt) is shown on request
            if verbose || !line.hasPrefix("cache: ") { warn("wiring: " + line) }
        }
        return (absolute, root, engine)
    }

    static func realPath(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return path }
        defer { free(r) }
        return String(cString: r)
    }

    /// The workspace: the directory given, or for files the nearest ancestor
    /// holding Package.swift, .wiring.json or .git (else the file's folder).
    static func workspaceRoot(for paths: [String]) -> String {
        let fm = FileManager.default
        guard let first = paths.first else { return fm.currentDirectoryPath }
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: first, isDirectory: &isDir), isDir.boolValue { return first }
        var dir = URL(fileURLWithPath: first).deletingLastPathComponent()
        let start = dir
        while dir.path != "/" {
            for marker in ["Package.swift", ".wiring.json", ".git"]
            where fm.fileExists(atPath: dir.appendingPathComponent(marker).path) {
                return dir.path
            }
            dir.deleteLastPathComponent()
        }
        return start.path
    }

    func loadConfiguration(root: String) throws -> Configuration {
        let path = configPath ?? root + "/.wiring.json"
        guard FileManager.default.fileExists(atPath: path) else {
            if configPath != nil { throw Configuration.LoadError.invalid("cannot read configuration \(path)") }
            return Configuration()
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Configuration.LoadError.invalid("cannot read configuration \(path)")
        }
        do {
            return try Configuration(json: data)
        } catch {
            throw Configuration.LoadError.invalid("\(path): \(error)")
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

import Foundation
import WiringAnalysis
import WiringEngine
import WiringSyntax

/// `wiring check [PATH...] [options]` (spec/cli.md).
struct CheckCommand {
    enum Format: String { case text, json, sarif, github }

    var paths: [String] = []
    var format = Format.text
    var coverage = false
    var fix = false
    var strict = false
    var configPath: String?
    var noCache = false
    var cacheDirectory: String?
    var verbose = false

    static let usage = """
        usage: wiring check [PATH...] [--format text|json|sarif|github] [--coverage] [--fix] [--strict]
                            [--config FILE] [--no-cache] [--cache-dir DIR] [--verbose]
        """

    /// Parses the arguments; nil (with a message on stderr) on bad usage.
    init?(_ args: [String]) {
        var i = 0
        func value(_ flag: String) -> String? {
            i += 1
            guard i < args.count else { warn("wiring check: \(flag) needs a value\n\(CheckCommand.usage)"); return nil }
            return args[i]
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "--format":
                guard let v = value(a) else { return nil }
                guard let f = Format(rawValue: v) else {
                    warn("wiring check: unknown format '\(v)' (text, json, sarif, github)")
                    return nil
                }
                format = f
            case _ where a.hasPrefix("--format="):
                guard let f = Format(rawValue: String(a.dropFirst(9))) else {
                    warn("wiring check: unknown format '\(a.dropFirst(9))' (text, json, sarif, github)")
                    return nil
                }
                format = f
            case "--coverage": coverage = true
            case "--fix": fix = true
            case "--strict": strict = true
            case "--no-cache": noCache = true
            case "--cache-dir":
                guard let v = value(a) else { return nil }
                cacheDirectory = v
            case "--verbose", "-v": verbose = true
            case "--config":
                guard let v = value(a) else { return nil }
                configPath = v
            case "-h", "--help":
                print(CheckCommand.usage)
                exit(0)
            default:
                if a.hasPrefix("-") {
                    warn("wiring check: unknown option '\(a)'\n\(CheckCommand.usage)")
                    return nil
                }
                paths.append(a)
            }
            i += 1
        }
        if paths.isEmpty { paths = ["."] }
    }

    // MARK: - Running

    func run() -> Never {
        let started = DispatchTime.now()
        let fm = FileManager.default
        let cwd = fm.currentDirectoryPath
        var absolute: [String] = []
        for path in paths {
            let p = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path
            guard fm.fileExists(atPath: p) else {
                warn("wiring check: no such file or directory: \(p)")
                exit(2)
            }
            absolute.append(Self.realPath(p))
        }
        let root = CheckCommand.workspaceRoot(for: absolute)
        let configuration: Configuration
        do {
            configuration = try loadConfiguration(root: root)
        } catch {
            warn("wiring check: \(error)")
            exit(2)
        }
        let cache = noCache ? nil
            : (cacheDirectory ?? WorkspaceEngine.defaultCacheDirectory(environment: ProcessInfo.processInfo.environment))
        let engine = WorkspaceEngine(options: .init(roots: [root], configuration: configuration, cacheDirectory: cache,
                                                    toolVersion: wiringVersion, coverage: coverage)) { [verbose] line in
            // the cache is an optimisation: what it did (created, rebuilt) is shown on request
            if verbose || !line.hasPrefix("cache: ") { warn("wiring: " + line) }
        }
        // nothing changed since the last run: its result stands
        let stored = fix ? nil : engine.storedResult()
        let report = stored?.report ?? engine.index()
        var result = stored?.result ?? engine.result
        if stored == nil && !fix { engine.storeResult() }

        var fixReport: [String] = []
        if fix {
            let (changed, skipped) = applyFixes(result, engine: engine)
            for p in skipped { fixReport.append("\(display(p)): changed on disk since it was read; left alone") }
            if !changed.isEmpty {
                fixReport.append("fixed \(changed.count) file\(changed.count == 1 ? "" : "s")")
                _ = engine.reload(paths: changed)
                result = engine.result
            }
        }

        // already sorted by file, offset and rule
        func selected(_ file: String) -> Bool { absolute.contains { file == $0 || file.hasPrefix($0 + "/") } }
        let diagnostics = result.diagnostics.filter { selected($0.file) }
        let coverageRows = coverage ? result.coverage.filter { selected($0.file) } : nil
        var needed: Set<String> = []
        for d in diagnostics {
            needed.insert(d.file)
            for r in d.related { needed.insert(r.file) }
            for f in d.fixes { for e in f.edits { needed.insert(e.file) } }
        }
        for c in coverageRows ?? [] { needed.insert(c.file) }
        var sources: [String: SourceText] = [:]
        for p in needed { sources[p] = engine.source(path: p) }
        let output = Report(root: root, fileCount: report.files, diagnostics: diagnostics, sources: sources,
                            coverage: coverageRows, display: display)
        switch format {
        case .text: print(output.text(), terminator: "")
        case .json: print(output.json())
        case .sarif: print(output.sarif())
        case .github: print(output.github(), terminator: "")
        }
        for line in fixReport { warn("wiring check: " + line) }
        let beforeFlush = DispatchTime.now().uptimeNanoseconds
        engine.flushCache()
        if verbose {
            let phases = report.phases.map { "\($0.0) \(String(format: "%.0f", $0.1))" }.joined(separator: ", ")
            let flush = Double(DispatchTime.now().uptimeNanoseconds - beforeFlush) / 1e6
            if !phases.isEmpty { warn("wiring check: ms: \(phases), waiting for the cache \(String(format: "%.0f", flush))") }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
            warn("wiring check: \(report.files) files, \(report.reused) unchanged (from the cache), \(report.parsed) parsed"
                 + (stored != nil ? ", the last result reused" : "")
                 + "; cache: \(report.cachePath ?? "none"); \(String(format: "%.0f", ms)) ms")
        }

        let errors = diagnostics.contains { $0.severity == .error }
        let warnings = diagnostics.contains { $0.severity == .warning }
        // exit with the engine alive: freeing a large workspace's analysis
        // only delays the answer
        exit(errors || (strict && warnings) ? 1 : 0)
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

    /// Relative to the current directory when inside it, else absolute.
    func display(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    // MARK: - --fix

    /// Applies the safe fixes (`EditApplier.safeFixes`) and writes each file
    /// atomically, unless it changed on disk since it was read.
    func applyFixes(_ result: AnalysisResult, engine: WorkspaceEngine) -> (changed: [String], skipped: [String]) {
        let editsByFile = Dictionary(grouping: EditApplier.safeFixes(result.diagnostics).edits, by: \.file)
        var changed: [String] = []
        var skipped: [String] = []
        for (path, edits) in editsByFile.sorted(by: { $0.key < $1.key }) {
            guard let original = engine.source(path: path)?.bytes else {
                skipped.append(path)
                continue
            }
            let onDisk = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            guard onDisk == original else {
                skipped.append(path)
                continue
            }
            let updated = EditApplier.apply(edits, to: original)
            if updated == original { continue }
            do {
                try Data(updated).write(to: URL(fileURLWithPath: path), options: .atomic)
                changed.append(path)
            } catch {
                warn("wiring check: cannot write \(path): \(error.localizedDescription)")
            }
        }
        return (changed, skipped)
    }
}

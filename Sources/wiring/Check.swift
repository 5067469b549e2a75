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

    static let usage = """
        usage: wiring check [PATH...] [--format text|json|sarif|github] [--coverage] [--fix] [--strict]
                            [--config FILE] [--no-cache] [--cache-dir DIR]
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
            case "--no-cache": break  // the index is not used by `check` yet: nothing to skip
            case "--cache-dir":
                guard value(a) != nil else { return nil }
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

    func run() -> Int32 {
        let fm = FileManager.default
        let cwd = fm.currentDirectoryPath
        let absolute = paths.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: cwd)).standardizedFileURL.path }
        for p in absolute where !fm.fileExists(atPath: p) {
            warn("wiring check: no such file or directory: \(p)")
            return 2
        }
        let root = CheckCommand.workspaceRoot(for: absolute)
        let configuration: Configuration
        do {
            configuration = try loadConfiguration(root: root)
        } catch {
            warn("wiring check: \(error)")
            return 2
        }
        var files = load(root: root, configuration: configuration)
        var result = Analyzer.analyze(files, configuration: configuration)

        var fixReport: [String] = []
        if fix {
            let (changed, skipped) = applyFixes(result, files: files)
            for p in skipped { fixReport.append("\(display(p)): changed on disk since it was read; left alone") }
            if !changed.isEmpty {
                fixReport.append("fixed \(changed.count) file\(changed.count == 1 ? "" : "s")")
                files = load(root: root, configuration: configuration)
                result = Analyzer.analyze(files, configuration: configuration)
            }
        }

        // already sorted by file, offset and rule (Analyzer)
        let selected = result.diagnostics.filter { d in absolute.contains { d.file == $0 || d.file.hasPrefix($0 + "/") } }
        let sources = Dictionary(files.map { ($0.path, $0.parsed.source) }, uniquingKeysWith: { a, _ in a })
        let report = Report(root: root, fileCount: files.count, diagnostics: selected, sources: sources,
                            coverage: coverage ? result.coverage.filter { c in
                                absolute.contains { c.file == $0 || c.file.hasPrefix($0 + "/") } } : nil,
                            display: display)
        switch format {
        case .text: print(report.text(), terminator: "")
        case .json: print(report.json())
        case .sarif: print(report.sarif())
        case .github: print(report.github(), terminator: "")
        }
        for line in fixReport { warn("wiring check: " + line) }

        let errors = selected.contains { $0.severity == .error }
        let warnings = selected.contains { $0.severity == .warning }
        return errors || (strict && warnings) ? 1 : 0
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

    func load(root: String, configuration: Configuration) -> [SourceFile] {
        Workspace.load(roots: [root], configuration: configuration) { warn("wiring: " + $0) }
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
    func applyFixes(_ result: AnalysisResult, files: [SourceFile]) -> (changed: [String], skipped: [String]) {
        let editsByFile = Dictionary(grouping: EditApplier.safeFixes(result.diagnostics).edits, by: \.file)
        let originals = Dictionary(files.map { ($0.path, $0.parsed.source.bytes) }, uniquingKeysWith: { a, _ in a })
        var changed: [String] = []
        var skipped: [String] = []
        for (path, edits) in editsByFile.sorted(by: { $0.key < $1.key }) {
            guard let original = originals[path] else { continue }
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

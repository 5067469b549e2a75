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
import Dispatch
import WiringAnalysis
import WiringEngine
import WiringSyntax

/// `wiring check [PATH...] [options]`.
struct CheckCommand {
    enum Format: String { case text, json, sarif, github }

    var workspace = WorkspaceOptions()
    var format = Format.text
    /// The summaries to show (each library's option: `--<option>`).
    var summaries: [any SummaryPresentation] = []
    var fix = false
    var strict = false
    /// A check that finds no Swift file to check exits 0 instead of 1.
    var allowEmpty = false
    /// `--baseline FILE`: report only findings it does not hold (else the
    /// configuration's `baseline`).
    var baselinePath: String?
    /// `--write-baseline FILE`: record today's findings there.
    var writeBaselinePath: String?

    var color = Colors.Mode.auto

    /// The options that add a library's summaries to the report.
    static var summaryOptions: [any SummaryPresentation] { libraries.compactMap(\.summaries) }

    static let usage = """
        usage: wiring check [PATH...] [--format text|json|sarif|github]\(summaryOptions.map { " [--\($0.option)]" }.joined()) [--fix] [--strict]
                            [--baseline FILE] [--write-baseline FILE] [--allow-empty] [--color auto|always|never] \(WorkspaceOptions.usage)
        """

    static let help = """
        \(usage)

        Analyses the workspace the paths are in and prints the findings in them.

          PATH              a folder (the workspace) or Swift files inside one (default: the current directory)
          --format FORMAT   text (compiler style, the default), json, sarif (SARIF 2.1.0) or github (workflow annotations)
        \(summaryOptions.map { "  " + ("--" + $0.option).padded(to: 18) + $0.help + "\n" }.joined())\
          --fix             apply the safe fix-it of each finding to the files on disk, one at a time per file
                            (a finding an earlier fix removed is not fixed), then report what remains
          --strict          warnings also make the exit status 1
          --baseline FILE   report only findings the baseline file does not hold (default: the configuration's
                            "baseline", if any); baseline entries that match nothing are counted (listed with --verbose)
          --write-baseline FILE
                            record every finding in FILE (a baseline), say how many, and exit 0
          --allow-empty     finding no Swift file to check is not an error (exit status 0, not 1)
          --color WHEN      colour the text output: auto (on a terminal, unless NO_COLOR is set; the default), always or never
        \(WorkspaceOptions.help)
          -h, --help        show this help

        Exit status: 0 no errors; 1 errors found (or warnings, with --strict), or no Swift file found to check
        (unless --allow-empty); 2 bad usage, a path named that
        cannot be checked, invalid configuration, a fix that could not be written, or an internal failure.
        """

    /// Parses the arguments; nil (with a message on stderr) on bad usage.
    init?(_ arguments: [String]) {
        let args = WorkspaceOptions.splittingEquals(arguments)
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
            case "--color", "--colour":
                guard let v = value(a) else { return nil }
                guard let m = Colors.Mode(rawValue: v) else {
                    warn("wiring check: unknown --color '\(v)' (auto, always, never)")
                    return nil
                }
                color = m
            case let option where Self.summaryOptions.contains { "--" + $0.option == option }:
                if !summaries.contains(where: { "--" + $0.option == option }) {
                    summaries += Self.summaryOptions.filter { "--" + $0.option == option }
                }
            case "--fix": fix = true
            case "--strict": strict = true
            case "--allow-empty": allowEmpty = true
            case "--baseline":
                guard let v = value(a) else { return nil }
                baselinePath = v
            case "--write-baseline":
                guard let v = value(a) else { return nil }
                writeBaselinePath = v
            default:
                guard let taken = workspace.accept(a, value: { value(a) }) else { return nil }
                if taken { break }
                if a.hasPrefix("-") {
                    warn(unknownOption(a, command: "check", usage: CheckCommand.usage))
                    return nil
                }
                workspace.paths.append(a)
            }
            i += 1
        }
    }

    // MARK: - Running

    func run() -> Never {
        let started = DispatchTime.now()
        let verbose = workspace.verbose
        let opened = workspace.open(command: "check", summaries: !summaries.isEmpty)
        let (absolute, root, engine) = (opened.paths, opened.root, opened.engine)
        // writing a baseline records every finding, whatever the current one holds
        let baseline = writeBaselinePath == nil ? loadBaseline(configured: engine.configuration.baseline) : nil
        // a baseline's paths are relative to its own folder, however the check is run
        let baselineFolder = baseline?.folder ?? ""
        // nothing changed since the last run: its result stands
        let stored = fix ? nil : engine.storedResult()
        let progress = ProgressLine()
        var report = stored?.report ?? engine.index(progress: progress.update)
        progress.clear()
        let beforeTrials = DispatchTime.now().uptimeNanoseconds
        var result = stored?.result ?? engine.checkedResult
        if stored == nil {
            let tried = result.diagnostics.reduce(0) { $0 + (engine.triesFixes(of: $1) ? $1.fixes.count : 0) }
            report.phases.append(("trying fixes (\(tried) kept)", Double(DispatchTime.now().uptimeNanoseconds - beforeTrials) / 1e6))
        }
        if stored == nil && !fix { engine.storeResult(result) }

        var fixReport: [String] = []
        var fixFailed = false
        if fix {
            let reported = { (ds: [Diagnostic]) in baseline?.baseline.apply(to: ds, root: baselineFolder).reported ?? ds }
            let (changed, skipped, failed) = applyFixes(reported(result.diagnostics), engine: engine, reported: reported)
            for p in skipped { fixReport.append("\(display(p)): changed on disk since it was read; left alone") }
            fixFailed = failed
            if !changed.isEmpty {
                fixReport.append("fixed \(changed.count) file\(changed.count == 1 ? "" : "s")")
                result = engine.checkedResult
            }
        }

        // already sorted by file, offset and rule
        let moduleFiles = workspace.moduleFiles(engine, command: "check")
        func selected(_ file: String) -> Bool {
            absolute.contains { file == $0 || file.hasPrefix($0 + "/") } && (moduleFiles?.contains(file) ?? true)
        }
        var diagnostics = result.diagnostics.filter { selected($0.file) }
        var baselined: Int?
        var unmatched: [Baseline.Entry] = []
        if let baseline {
            let outcome = baseline.baseline.apply(to: diagnostics, root: baselineFolder)
            diagnostics = outcome.reported
            baselined = outcome.baselined
            // entries of files this check did not look at are not stale
            unmatched = outcome.unmatched.filter { selected(baselineFolder + "/" + $0.file) }
        }
        // the summaries asked for, in registry order
        let sections = Self.summaryOptions.compactMap { p -> (presentation: any SummaryPresentation, rows: [Summary])? in
            guard summaries.contains(where: { $0.option == p.option }),
                  let library = libraries.first(where: { $0.summaries?.option == p.option }) else { return nil }
            return (p, result.summaries.filter { $0.library == library.id && selected($0.file) })
        }
        var needed: Set<String> = []
        for d in diagnostics {
            needed.insert(d.file)
            for r in d.related { needed.insert(r.file) }
            for f in d.fixes { for e in f.edits { needed.insert(e.file) } }
        }
        for (_, rows) in sections { for c in rows { needed.insert(c.file) } }
        var sources: [String: SourceText] = [:]
        for p in needed { sources[p] = engine.source(path: p) }

        // what was not checked, and why
        let checkedCount = engine.diskPaths.reduce(0) { $0 + (selected($1) ? 1 : 0) }
        let isChecked = { (path: String) in selected(path) && engine.hasDiskFile(path) }
        let skipped = notChecked(report, checked: isChecked, root: root, configuration: engine.configuration,
                                 paths: absolute, selected: selected)
        for line in report.notes where !line.hasPrefix("/") || selected(String(line.prefix { $0 != ":" })) {
            warn("wiring check: " + displayLine(line))
        }
        warnSkipped("check", files: skipped.files, folders: skipped.folders)
        for s in skipped.named { warn("wiring check: \(display(s.path)): \(s.reason)") }

        let output = Report(root: root, fileCount: checkedCount, diagnostics: diagnostics, sources: sources,
                            summaries: sections,
                            skippedFiles: skipped.files.map { ($0.path, $0.reason.description) } + skipped.named,
                            skippedFolders: skipped.folders, baselined: baselined, display: display)
        var nothingChecked: String?
        if checkedCount == 0 {
            let named = absolute.map(displayFolder).joined(separator: ", ")
            nothingChecked = skipped.files.isEmpty && skipped.named.isEmpty
                ? "no Swift files found in \(named): nothing was checked" : "nothing was checked in \(named)"
        }
        switch format {
        case .text:
            let colors = Colors.forStandardOutput(color)
            print(output.text(colors: colors, nothingChecked: nothingChecked), terminator: "")
        case .json: print(output.json())
        case .sarif: print(output.sarif())
        case .github: print(output.github(), terminator: "")
        }
        if format != .text, let nothingChecked { warn("wiring check: " + nothingChecked) }
        if !unmatched.isEmpty {
            warn("wiring check: \(unmatched.count) baseline entr\(unmatched.count == 1 ? "y matches" : "ies match") no finding (fixed, or changed)"
                 + (verbose ? ":" : "; --verbose lists them, --write-baseline records the findings of today"))
            if verbose {
                for e in unmatched { warn("wiring check:   \(display(baselineFolder + "/" + e.file)):\(e.line): [\(e.rule)] \(e.message)") }
            }
        }
        if let writeBaselinePath { writeBaseline(diagnostics, to: writeBaselinePath, engine: engine) }
        for line in fixReport { warn("wiring check: " + line) }
        let beforeFlush = DispatchTime.now().uptimeNanoseconds
        engine.flushCache()
        if verbose {
            let phases = report.phases.map { "\($0.0) \($0.1.whole)" }.joined(separator: ", ")
            let flush = Double(DispatchTime.now().uptimeNanoseconds - beforeFlush) / 1e6
            if !phases.isEmpty { warn("wiring check: ms: \(phases), waiting for the cache \(flush.whole)") }
            let cpu = report.phaseCPU.map { "\($0.0) \($0.1.whole)" }.joined(separator: ", ")
            if !cpu.isEmpty { warn("wiring check: CPU ms (every thread): \(cpu)") }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
            warn("wiring check: \(report.files) files, \(report.reused) unchanged (from the cache), \(report.parsed) parsed"
                 + (stored != nil ? ", the last result reused" : "")
                 + "; cache: \(report.cachePath ?? "none"); \(ms.whole) ms")
        }

        // a file named on the command line that could not be read after all
        // (it changed since it was looked at), or a fix that could not be written
        if skipped.namedFailed || fixFailed { exit(2) }
        // a mistyped path in CI must not go green
        if nothingChecked != nil && !allowEmpty { exit(1) }
        if writeBaselinePath != nil { exit(0) }
        let errors = diagnostics.contains { $0.severity == .error }
        let warnings = diagnostics.contains { $0.severity == .warning }
        // exit with the engine alive: freeing a large workspace's analysis
        // only delays the answer
        exit(errors || (strict && warnings) ? 1 : 0)
    }

    // MARK: - Baselines

    /// The baseline to apply: `--baseline`, else the configuration's (made
    /// absolute by its reader); exits with status 2 when it cannot be read.
    func loadBaseline(configured: String?) -> (baseline: Baseline, folder: String)? {
        guard let path = baselinePath.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) ?? configured else {
            return nil
        }
        do {
            return try Baseline.load(path: path)
        } catch {
            warn("wiring check: \(display(path)): \(error)")
            exit(2)
        }
    }

    func writeBaseline(_ diagnostics: [Diagnostic], to path: String, engine: WorkspaceEngine) {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let baseline = Baseline(diagnostics: diagnostics, root: PathText.parent(of: path)) { d in
            engine.source(path: d.file).map { $0.lineColumn(of: min(max(0, d.range.lowerBound), $0.count)).0 } ?? 0
        }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(baseline.json().utf8).write(to: url, options: .atomic)
        } catch {
            warn("wiring check: cannot write the baseline \(display(path)): \(writeFailure(error))")
            exit(2)
        }
        let n = baseline.entries.count
        warn("wiring check: wrote \(n) finding\(n == 1 ? "" : "s") to the baseline \(display(path))")
    }

    struct NotChecked {
        /// Skipped while walking a folder named (or the workspace).
        var files: [SkippedFile] = []
        /// Unreadable folders: path, why.
        var folders: [(path: String, why: String)] = []
        /// Files named on the command line that were not checked: excluded
        /// by the configuration or out of the workspace's walk (warnings),
        /// or unreadable since they were looked at (`namedFailed`).
        var named: [(path: String, reason: String)] = []
        var namedFailed = false
    }

    /// What the selection holds that was not checked.
    func notChecked(_ report: WorkspaceEngine.IndexReport, checked: (String) -> Bool, root: String,
                    configuration: Configuration, paths: [String], selected: (String) -> Bool) -> NotChecked {
        var out = NotChecked()
        let namedFiles = Set(paths.filter { !checked($0) })
        for s in report.skipped where selected(s.path) {
            if namedFiles.contains(s.path) {
                out.named.append((s.path, s.reason.description))
                out.namedFailed = true
            } else {
                out.files.append(s)
            }
        }
        out.folders = report.unreadableFolders.filter { selected($0.path) }
        for path in paths.sorted() where !checked(path) && !out.named.contains(where: { $0.path == path }) {
            switch Discovery.classify(path: path, root: root, configuration: configuration) {
            case .excluded: out.named.append((path, "excluded by the configuration ('exclude'): not checked"))
            case .hidden: out.named.append((path, "hidden (its name or a folder's starts with '.'): not checked"))
            case .inSkippedFolder:
                out.named.append((path, "in a folder Wiring does not search (\(Discovery.skippedDirectoryNames.sorted().joined(separator: ", "))): not checked"))
            default: break  // a folder
            }
        }
        return out
    }

    // MARK: - --fix

    /// Applies the safe fixes (`EditApplier.safeFix`) of the findings
    /// reported and writes each file atomically, unless it changed on disk
    /// since it was read. One fix per file at a time, the first by
    /// position, then the files are analysed again, and a finding an
    /// earlier fix removed is not fixed: a fix can make another moot (removing `generateMock: true` leaves no
    /// generated mock for a hand-written `mock()` to clash with, and renaming
    /// that method too would undo what the first fix meant). Findings a fix
    /// reveals are reported, not fixed: a second `--fix` fixes those. Each
    /// round fixes at least one finding, so the rounds end.
    func applyFixes(_ diagnostics: [Diagnostic], engine: WorkspaceEngine,
                    reported: ([Diagnostic]) -> [Diagnostic]) -> (changed: [String], skipped: [String], failed: Bool) {
        // the findings to fix, by identity (fingerprints do not move with positions)
        var pending = Set(diagnostics.compactMap { EditApplier.safeFix(of: $0) == nil ? nil : $0.fingerprint })
        var diagnostics = diagnostics
        var changed: Set<String> = []
        var skipped: Set<String> = []
        // files not written (changed on disk, or a write failed): left alone from then on
        var leftAlone: Set<String> = []
        var failed = false
        while !pending.isEmpty {
            // the first pending fix of each file, by position; a fix that
            // edits a file another fix of this round edits waits for the next
            var touched: Set<String> = []
            var round: [TextEdit] = []
            for d in EditApplier.inSourceOrder(diagnostics) where pending.contains(d.fingerprint) && !leftAlone.contains(d.file) {
                guard let fix = EditApplier.safeFix(of: d) else { continue }
                let files = Set(fix.edits.map(\.file))
                guard touched.isDisjoint(with: files), leftAlone.isDisjoint(with: files) else { continue }
                touched.formUnion(files)
                round += fix.edits
                pending.remove(d.fingerprint)
            }
            if round.isEmpty { break }
            var written: [String] = []
            for (path, edits) in Dictionary(grouping: round, by: \.file).sorted(by: { $0.key < $1.key }) {
                guard let original = engine.source(path: path)?.bytes,
                      FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) == original else {
                    skipped.insert(path)
                    leftAlone.insert(path)
                    continue
                }
                let updated = EditApplier.apply(edits, to: original)
                if updated == original { continue }
                do {
                    try Data(updated).write(to: URL(fileURLWithPath: path), options: .atomic)
                    written.append(path)
                } catch {
                    warn("wiring check: cannot write \(display(path)): \(writeFailure(error))")
                    failed = true
                    leftAlone.insert(path)
                }
            }
            if written.isEmpty { continue }
            changed.formUnion(written)
            _ = engine.reload(paths: written)
            diagnostics = reported(engine.checkedResult.diagnostics)
            // what the fixes so far removed is not fixed again
            pending.formIntersection(diagnostics.map(\.fingerprint))
        }
        return (changed.sorted(), skipped.sorted(), failed)
    }
}

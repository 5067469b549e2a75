#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import WiringAnalysis
import WiringIndex
import WiringProjects
import WiringSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one engine behind `wiring check` and the language server: the
/// workspace's files on disk and in the editor, their facts (parsed, or
/// loaded from the SQLite cache when the file is unchanged), and the
/// incremental analysis over them.
///
/// Not thread-safe: the CLI drives it from its main thread, the server from
/// one actor (`Engine`). Cache writes run on their own queue.
public final class WorkspaceEngine {
    public struct Options: Sendable {
        public var roots: [String]
        /// The libraries to check (the registry's).
        public var libraries: [any Library]
        public var configuration: Configuration
        /// Where the index lives; nil: no cache (`--no-cache`).
        public var cacheDirectory: String?
        /// The cap on the cache directory's size (`CacheDirectory.limit`).
        public var cacheSizeLimit: Int64
        public var maxFileSize: Int64
        public var toolVersion: String
        /// Whether the libraries' summaries are computed for display
        /// (`wiring check` without the option that shows them does without).
        public var summaries: Bool
        /// Whether indexing logs the files and folders it skips and
        /// discovery's notes; the CLI prints them from the `IndexReport`.
        public var logsSkipped: Bool
        /// Whether indexing gives the memory it used back to the system (a
        /// server that runs on); a command that exits afterwards does not wait
        /// for that.
        public var returnsMemory: Bool

        public init(roots: [String], libraries: [any Library], configuration: Configuration = Configuration(),
                    cacheDirectory: String? = nil, cacheSizeLimit: Int64 = CacheDirectory.defaultLimitBytes,
                    maxFileSize: Int64 = Discovery.defaultMaxFileSize,
                    toolVersion: String = "dev", summaries: Bool = true, logsSkipped: Bool = true,
                    returnsMemory: Bool = true) {
            self.roots = roots
            self.libraries = libraries
            self.summaries = summaries
            self.logsSkipped = logsSkipped
            self.returnsMemory = returnsMemory
            self.configuration = configuration
            self.cacheDirectory = cacheDirectory
            self.cacheSizeLimit = cacheSizeLimit
            self.maxFileSize = maxFileSize
            self.toolVersion = toolVersion
        }
    }

    /// What an indexing pass found and did.
    public struct IndexReport: Sendable {
        public var files = 0
        /// Unchanged files whose facts came from the cache (or from memory).
        public var reused = 0
        /// Files read and parsed.
        public var parsed = 0
        /// Sorted by path.
        public var skipped: [SkippedFile] = []
        /// `"<path>: <errorText>"`, sorted.
        public var unreadableDirectories: [String] = []
        /// The same as (path, why): no error text holds ": ".
        public var unreadableFolders: [(path: String, why: String)] {
            unreadableDirectories.compactMap { line in
                line.lastRange(ofText: ": ").map { (String(line[..<$0.lowerBound]), String(line[$0.upperBound...])) }
            }
        }
        /// Discovery's other lines: dangling symlinks, loops, duplicates.
        public var notes: [String] = []
        /// The index database, when one is used.
        public var cachePath: String?
        /// Paths whose diagnostics changed.
        public var changed: Set<String> = []
        /// Wall time of each phase, in milliseconds (`--verbose`).
        public var phases: [(String, Double)] = []
        /// The process's CPU time (user and system, every thread) in each
        /// top-level phase, in milliseconds: beside `phases`, how many
        /// cores a phase kept busy.
        public var phaseCPU: [(String, Double)] = []
    }

    /// What is known of a file read from disk.
    struct DiskRecord {
        var stat: DiscoveredFile
        var hash: UInt64
    }

    public private(set) var options: Options
    public var configuration: Configuration { options.configuration }
    public private(set) var roots: [String]
    private let log: (EngineEvent) -> Void
    /// What the libraries need from each file's syntax.
    let extractor: FactExtractor
    /// Every rule (which fixes are tried: `FixTrial`).
    let rules: RuleCatalog
    var analysis: AnalysisWorkspace!
    private var records: [String: DiskRecord] = [:]
    /// Documents open in the editor: their text wins over the disk.
    var documents: [String: SourceText] = [:]
    /// Disk texts kept for localization (files findings point into, and,
    /// within a budget set by each scan, those that lately did).
    private var texts = DiskTexts()
    /// Every Xcode project's `project.pbxproj` under the roots (from the
    /// last discovery), and the module graph read from them and the
    /// packages' manifests.
    private var projectFiles: [String] = []
    public private(set) var modules = ModuleGraph()
    /// The fingerprint of what `modules` was read from; and the graph the
    /// cache holds (loaded once, before the first index writes anything).
    private var modulesFingerprint: UInt64?
    private var storedModules: (fingerprint: UInt64, blob: [UInt8])??
    /// The graph's problems in projects, as `FILE:LINE: message`.
    private var moduleNotes: [String] = []
    /// The files whose summaries changed since the last call (the server
    /// refreshes code lenses).
    public func takeSummariesChanged() -> Set<String> { analysis.takeSummariesChanged() }
    /// Opened by the first discovery that finds a Swift file, so that a
    /// folder without any leaves nothing in the cache directory; nil before,
    /// without a cache directory, or when the cache cannot be used.
    private var cache: CacheWriter?
    private var cacheOpened = false

    public init(options: Options, log: @escaping (EngineEvent) -> Void = { _ in }) {
        self.options = options
        self.log = log
        extractor = FactExtractor(libraries: options.libraries)
        rules = RuleCatalog(options.libraries)
        roots = options.roots.map { Discovery.realPath($0) ?? Discovery.normalize($0) }
        analysis = AnalysisWorkspace(libraries: options.libraries, configuration: options.configuration,
                                     keepsSummaries: options.summaries, text: { [unowned self] in self.text(for: $0) },
                                     texts: { [unowned self] in self.texts(for: $0) })
    }

    // MARK: - Results

    public func diagnostics(path: String) -> [Diagnostic] { analysis.diagnostics(path: path) }
    /// See `AnalysisWorkspace.diagnosticsSink`.
    public var diagnosticsSink: (([(path: String, diagnostics: [Diagnostic])], (String) -> SourceText?) -> Void)? {
        get { analysis.diagnosticsSink }
        set { analysis.diagnosticsSink = newValue }
    }
    public func summaries(path: String) -> [Summary] { analysis.summaries(path: path) }
    public var result: AnalysisResult { analysis.result }
    public var graph: DependencyGraph { analysis.graph }

    /// Answers a question about the current analysis (navigation, hover).
    public func withAnalysis<T>(_ body: (AnalysisWorkspace) -> T) -> T { body(analysis) }
    public var pathsWithOutput: [String] { analysis.pathsWithOutput }
    public var fileCount: Int { analysis.fileCount }
    /// The files on disk the result covers (after `index` or `storedResult`), unsorted.
    public var diskPaths: [String] { Array(records.keys) }
    /// Whether `path` is one of `diskPaths`.
    public func hasDiskFile(_ path: String) -> Bool { records[path] != nil }
    public var cachePath: String? { cache?.path }

    /// The text the current facts of `path` were made from (an open
    /// document's, else the disk's when it still matches).
    public func source(path: String) -> SourceText? { text(for: path) }

    /// The file parsed again (document symbols want the whole outline).
    public func parsedFile(path: String) -> ParsedFile? { text(for: path).map { ParsedFile(source: $0) } }

    /// `$XDG_CACHE_HOME/wiring`, else `~/.cache/wiring`.
    public static func defaultCacheDirectory(environment: [String: String]) -> String {
        IndexStore.defaultCacheDirectory(environment: environment)
    }

    /// The cap `WIRING_CACHE_LIMIT_MB` sets, else 500 MB; with why the
    /// variable was not used when it is set to something else.
    public static func cacheSizeLimit(environment: [String: String]) -> (bytes: Int64, problem: String?) {
        CacheDirectory.limit(environment: environment)
    }

    private func openCache() {
        guard !cacheOpened else { return }
        cacheOpened = true
        guard let dir = options.cacheDirectory, !roots.isEmpty else { return }
        let log = self.log
        let store = IndexStore.open(IndexStore.Options(
            cacheDirectory: dir, workspaceRoot: roots.joined(separator: "\n"),
            formatVersion: extractor.formatVersion, toolVersion: options.toolVersion,
            sizeLimitBytes: options.cacheSizeLimit, fillsNewDatabaseWithoutJournal: true), log: { event in
                switch event {
                case .directoryUnusable(let s): log(.cacheUnavailable(s))
                case .note(let s): log(.cache(s))
                }
            })
        cache = store.isAvailable ? CacheWriter(store) : nil
    }

    /// Waits for pending cache writes (the CLI, before it exits).
    public func flushCache() { cache?.flush() }

    // MARK: - Indexing

    /// Finds every Swift file under the roots and brings the analysis up to
    /// date with them: unchanged files (same size, times and inode as
    /// recorded) keep their facts, from memory or the cache; a file whose
    /// stat differs is read and hashed, and parsed only when its content
    /// changed. Parsing runs on every core. Also a full rescan.
    @discardableResult
    public func index(progress: (Int, Int) -> Void = { _, _ in }) -> IndexReport {
        var clock = PhaseClock()
        let pending = pendingDiscovery
        var (found, report) = pending ?? discover()
        pendingDiscovery = nil
        // a stale stored result's discovery is timed already
        if pending == nil { clock.lap("discovery", &report) }
        let foundByPath = Dictionary(found.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [AnalysisWorkspace.FileChange] = []
        var deletions: [String] = []
        for path in records.keys.sorted() where foundByPath[path] == nil {
            records[path] = nil
            texts.forget(path)
            deletions.append(path)
            if documents[path] == nil { changes.append(.remove(path: path)) }
        }
        // what the cache says of the files memory does not know (no facts yet)
        var rows: [String: IndexedFile] = [:]
        if let cache, records.isEmpty {
            if storedModules == nil { storedModules = .some(cache.loadResult(.modules)) }
            for row in cache.loadStats() { rows[row.path] = row }
            for path in rows.keys where foundByPath[path] == nil { deletions.append(path) }
        }
        var fromCache: Set<String> = []
        var work: [FileWork] = []
        for f in found {
            if let r = records[f.path], Self.sameStat(r.stat, f) { continue }
            if let row = rows[f.path], Self.sameStat(DiscoveredFile(path: f.path, size: row.size, mtimeNanos: row.mtimeNanos,
                                                                    ctimeNanos: row.ctimeNanos, inode: row.inode), f) {
                fromCache.insert(f.path)
            } else {
                work.append(FileWork(file: f, known: records[f.path]?.hash))
            }
        }
        let total = fromCache.count + work.count
        var done = 0
        // a first index fills these with every file: grown once, not doubling
        records.reserveCapacity(records.count + total)
        changes.reserveCapacity(changes.count + total)
        clock.lap("cache stats", &report)
        // unchanged files: their facts, streamed from the cache and decoded
        // on every core, a batch at a time
        if let cache, !fromCache.isEmpty {
            cache.forEachBatch(size: 1024) { batch in
                let wanted = batch.filter { fromCache.contains($0.path) }
                let decoded = FileWork.decode(wanted, version: extractor.formatVersion)
                for (row, facts) in zip(wanted, decoded) {
                    guard let (f, a, names) = facts, let stat = foundByPath[row.path] else { continue }
                    fromCache.remove(row.path)
                    records[row.path] = DiskRecord(stat: stat, hash: row.contentHash)
                    texts.forget(row.path)
                    report.reused += 1
                    if documents[row.path] == nil { changes.append(.set(path: row.path, facts: f, anchors: a, names: names)) }
                }
                done += wanted.count
                progress(done, total)
            }
            // rows that did not decode, or vanished meanwhile: read them
            for path in fromCache.sorted() { if let f = foundByPath[path] { work.append(FileWork(file: f, known: nil)) } }
            clock.lap("facts from the cache", &report)
        }
        // the rest: read, hashed, parsed when changed; each chunk's rows are
        // written while the next is parsed
        FileWork.run(work, extractor: extractor, maxFileSize: options.maxFileSize, encode: cache != nil) { chunk, results in
            var upserts: [IndexedFile] = []
            for (k, w) in zip(results.indices, chunk) {
                guard let r = results[k].take() else { continue }
                // consumed: the facts move into the change, not copied
                switch consume r {
                case .failed(let reason):
                    let skipped = SkippedFile(path: w.file.path, reason: reason)
                    if options.logsSkipped { log(.skipped(skipped.description)) }
                    report.skipped.append(skipped)
                    report.files -= 1
                    if records.removeValue(forKey: w.file.path) != nil, documents[w.file.path] == nil {
                        changes.append(.remove(path: w.file.path))
                    }
                    deletions.append(w.file.path)
                case .unchanged(let stat, let hash):
                    report.reused += 1
                    records[w.file.path] = DiskRecord(stat: stat, hash: hash)
                case .facts(let stat, let hash, let facts, let anchors, let names, let blob):
                    report.parsed += 1
                    records[w.file.path] = DiskRecord(stat: stat, hash: hash)
                    texts.forget(w.file.path)
                    if let blob { upserts.append(Self.row(stat, hash, blob)) }
                    if documents[w.file.path] == nil {
                        changes.append(.set(path: w.file.path, facts: facts, anchors: anchors, names: names))
                    }
                }
            }
            cache?.write(upserts: upserts, deletions: [])
            done += chunk.count
            progress(done, total)
        }
        cache?.write(upserts: [], deletions: deletions)
        cache?.checkpointAfterBurst()
        report.skipped.sort { $0.path < $1.path }
        clock.lap("reading and parsing", &report)
        // the module graph of the files found, before they are analysed
        report.changed = refreshModules(paths: found.map(\.path) + documents.keys.filter { foundByPath[$0] == nil })
        report.notes += moduleNotes
        clock.lap("modules", &report)
        report.changed.formUnion(apply(consume changes))
        clock.lap("analysis", &report)
        report.phases += analysis.lastUpdateTimes.map { ("  of which " + $0.0, $0.1) }
        // spare texts: a twentieth of the workspace's text, from 256 KB to
        // 8 MB (a long session on a small workspace must not grow by megabytes)
        texts.spareBudget = Int(min(8 << 20, max(256 << 10, found.reduce(Int64(0)) { $0 + $1.size } / 20)))
        if options.returnsMemory {
            // what the analysis handed to be freed in the background is freed first
            Discard.waitForPending()
            trimMemory()
        }
        return report
    }

    /// Gives the memory indexing used and freed back to the system.
    private func trimMemory() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }

    /// Every Swift file under the roots, sorted, with what discovery skipped.
    private func discover() -> ([DiscoveredFile], IndexReport) {
        var report = IndexReport()
        var found: [DiscoveredFile] = []
        projectFiles = []
        for root in roots {
            let d = Discovery.discover(root: root, configuration: configuration, maxFileSize: options.maxFileSize)
            found += d.files
            projectFiles += d.projectFiles
            report.skipped += d.skipped
            report.unreadableDirectories += d.unreadableDirectories
            report.notes += d.notes
            if options.logsSkipped { for line in d.log { log(.skipped(line)) } }
        }
        found.sort { $0.path < $1.path }
        report.skipped.sort { $0.path < $1.path }
        report.files = found.count
        if !found.isEmpty { openCache() }
        report.cachePath = cache?.path
        return (found, report)
    }

    /// A discovery made by `storedResult` that found the result stale, for
    /// `index` to go on from.
    private var pendingDiscovery: ([DiscoveredFile], IndexReport)?

    /// What the whole result is computed from: every file's path and
    /// content hash (given in path order), the configuration, the version.
    private func fingerprint(sortedByPath files: [(path: String, hash: UInt64)]) -> UInt64 {
        var h = StableHasher()
        h.combine(options.toolVersion)
        h.combine(extractor.formatVersion)
        h.combine(Int(options.maxFileSize))
        h.combine(options.summaries)
        configuration.combine(into: &h)
        h.combine(files.count)
        for f in files {
            h.combine(f.path)
            h.combine(f.hash)
        }
        // the projects say which files are in which module
        h.combine(projectFiles.count)
        for p in projectFiles {
            h.combine(p)
            h.combine((try? FileWork.read(p, maxSize: 64 << 20).get()).map(StableHasher.hash) ?? 0)
        }
        return h.value
    }

    /// For `wiring check`: the last run's result when nothing changed since
    /// (every file's size, times and inode as recorded, no file added or
    /// removed, the same configuration and version); nil otherwise, and
    /// `index` then does the work. Loads no facts and analyses nothing.
    public func storedResult() -> (report: IndexReport, result: AnalysisResult)? {
        guard options.cacheDirectory != nil, records.isEmpty, documents.isEmpty else { return nil }
        var clock = PhaseClock()
        var (found, report) = discover()
        clock.lap("discovery", &report)
        pendingDiscovery = (found, report)
        guard let cache else { return nil }
        var hashes: [(path: String, hash: UInt64)] = []
        hashes.reserveCapacity(found.count)
        if let stored = cache.loadResult(.fileHashes), stored.fingerprint == statFingerprint(found),
           stored.blob.count == 8 * found.count {
            // every stat as when the result was stored: the hashes stored with it hold
            stored.blob.withUnsafeBytes { raw in
                for (i, f) in found.enumerated() {
                    hashes.append((f.path, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self))))
                }
            }
            clock.lap("cache hashes", &report)
        } else {
            let stats = cache.loadStats()
            var rows: [String: IndexedFile] = [:]
            rows.reserveCapacity(stats.count)
            for row in stats { rows[row.path] = row }
            clock.lap("cache stats", &report)
            for f in found {
                guard let row = rows[f.path], row.size == f.size, row.mtimeNanos == f.mtimeNanos,
                      row.ctimeNanos == f.ctimeNanos, row.inode == f.inode, row.ctimeNanos != 0 else { return nil }
                hashes.append((f.path, row.contentHash))
            }
        }
        let expected = fingerprint(sortedByPath: hashes.sorted { $0.path < $1.path })
        clock.lap("fingerprint", &report)
        guard let (stored, blob) = cache.loadResult(), stored == expected else { return nil }
        clock.lap("loading the result", &report)
        guard let result = try? ResultCoding.decode(blob) else { return nil }
        clock.lap("decoding the result", &report)
        pendingDiscovery = nil
        records.reserveCapacity(found.count)
        for (f, h) in zip(found, hashes) { records[f.path] = DiskRecord(stat: f, hash: h.hash) }
        var r = report
        r.reused = found.count
        if let (stored, blob) = cache.loadResult(.analysisNotes), stored == expected, !blob.isEmpty {
            r.notes += String(decoding: blob, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        return (r, result)
    }

    /// Keeps the current result (`checkedResult`, unless given) in the
    /// cache for the next `storedResult`.
    public func storeResult(_ result: AnalysisResult? = nil) {
        guard let cache, documents.isEmpty else { return }
        let blob = ResultCoding.encode(result ?? checkedResult)
        let sorted = records.values.sorted { $0.stat.path < $1.stat.path }
        let fingerprint = fingerprint(sortedByPath: sorted.map { ($0.stat.path, $0.hash) })
        cache.storeResult(fingerprint: fingerprint, blob: blob)
        // the next check compares stats with these and needs no row of the files table
        var hashes: [UInt8] = []
        hashes.reserveCapacity(8 * sorted.count)
        for r in sorted { withUnsafeBytes(of: r.hash.littleEndian) { hashes += $0 } }
        cache.storeResult(.fileHashes, fingerprint: statFingerprint(sorted.map(\.stat)), blob: hashes)
        cache.storeResult(.analysisNotes, fingerprint: fingerprint, blob: Array(moduleNotes.joined(separator: "\n").utf8))
    }

    /// Every file's path and stat (in path order), with what else the files
    /// are read with: equal when no file was added, removed or touched.
    /// A stat recorded as untrustworthy (`ctimeNanos` 0: written too
    /// recently) never equals one read from disk.
    private func statFingerprint(_ stats: [DiscoveredFile]) -> UInt64 {
        var h = StableHasher()
        h.combine(options.toolVersion)
        h.combine(Int(options.maxFileSize))
        h.combine(stats.count)
        for s in stats {
            h.combine(s.path)
            h.combine(UInt64(bitPattern: s.size))
            h.combine(UInt64(bitPattern: s.mtimeNanos))
            h.combine(UInt64(bitPattern: s.ctimeNanos))
            h.combine(s.inode)
        }
        return h.value
    }

    static func sameStat(_ a: DiscoveredFile, _ b: DiscoveredFile) -> Bool {
        a.size == b.size && a.mtimeNanos == b.mtimeNanos && a.ctimeNanos == b.ctimeNanos && a.inode == b.inode
            && a.ctimeNanos != 0
    }

    static func row(_ stat: DiscoveredFile, _ hash: UInt64, _ blob: [UInt8]) -> IndexedFile {
        IndexedFile(path: stat.path, size: stat.size, mtimeNanos: stat.mtimeNanos, ctimeNanos: stat.ctimeNanos,
                    inode: stat.inode, contentHash: hash, facts: blob)
    }

    /// Reads the module graph again from the manifests and projects over
    /// these Swift files (the workspace's, all of them), and gives it to the
    /// analysis; the paths whose diagnostics changed. The graph is a pure
    /// function of the paths and the manifests' and projects' texts: when
    /// they are as last time, or as when the cache stored it, it is not
    /// read again.
    private func refreshModules(paths: [String]) -> Set<String> {
        var inputs: [ModuleDiscovery.Input] = []
        for root in roots {
            let inside = paths.filter { Discovery.isInside($0, root) }
            var manifests: [String: String] = [:]
            for p in inside where ModuleDiscovery.isManifestPath(p) {
                let bytes = documents[p].map(\.bytes) ?? (try? FileWork.read(p, maxSize: options.maxFileSize).get())
                if let bytes { manifests[p] = String(decoding: bytes, as: UTF8.self) }
            }
            var projects: [String: String] = [:]
            for p in projectFiles where Discovery.isInside(p, root) {
                if let bytes = try? FileWork.read(p, maxSize: 64 << 20).get() { projects[p] = String(decoding: bytes, as: UTF8.self) }
            }
            inputs.append(.init(root: root, swiftFiles: inside, manifests: manifests, projects: projects))
        }
        let fingerprint = Self.fingerprint(inputs)
        if fingerprint == modulesFingerprint { return [] }
        if storedModules == nil { storedModules = .some(cache?.loadResult(.modules)) }
        var graph: ModuleGraph
        if let stored = storedModules ?? nil, stored.fingerprint == fingerprint,
           let decoded = try? ModuleGraphCoding.decode(stored.blob) {
            graph = decoded
        } else {
            graph = ModuleGraph()
            for input in inputs {
                let part = ModuleDiscovery.graph(input)
                let offset = graph.modules.count
                for var m in part.modules {
                    m.dependsOn = m.dependsOn.map { $0 + offset }
                    graph.modules.append(m)
                }
                graph.problems += part.problems
            }
            let blob = ModuleGraphCoding.encode(graph)
            storedModules = .some((fingerprint, blob))
            cache?.storeResult(.modules, fingerprint: fingerprint, blob: blob)
        }
        modules = graph
        modulesFingerprint = fingerprint
        // a project's problems have no Swift declaration to show a finding on:
        // `wiring check` prints them, the server logs them
        var projectTexts: [String: String] = [:]
        for input in inputs { projectTexts.merge(input.projects) { a, _ in a } }
        moduleNotes = graph.problems.compactMap { p in
            guard let text = projectTexts[p.file] else { return nil }
            let line = 1 + text.utf8.prefix(p.offset).reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            return "\(p.file):\(line): \(p.message)"
        }
        if options.logsSkipped { for n in moduleNotes { log(.skipped(n)) } }
        return analysis.setModules(graph)
    }

    /// What the module graph is read from: the reader's version, each
    /// root's paths (in any order: each path's hash is summed), manifests
    /// and projects by path and text.
    private static func fingerprint(_ inputs: [ModuleDiscovery.Input]) -> UInt64 {
        var h = StableHasher()
        h.combine(ModuleDiscovery.formatVersion)
        for input in inputs {
            h.combine(input.root)
            var sum: UInt64 = 0
            for p in input.swiftFiles {
                var one = StableHasher()
                one.combine(p)
                sum &+= one.value
            }
            h.combine(input.swiftFiles.count)
            h.combine(sum)
            for group in [input.manifests, input.projects] {
                h.combine(group.count)
                for (path, text) in group.sorted(by: { $0.key < $1.key }) {
                    h.combine(path)
                    h.combine(text)
                }
            }
        }
        return h.value
    }

    /// The module graph: the one the analysis uses, read now when the
    /// result came from the cache (`storedResult` analyses nothing).
    public func moduleGraph() -> ModuleGraph {
        if modules.modules.isEmpty { _ = refreshModules(paths: Array(records.keys) + Array(documents.keys)) }
        return modules
    }

    /// Whether a change to this path may change the module graph: a
    /// manifest, a project, or a file appearing or vanishing.
    private func affectsModules(_ path: String, isNew: Bool) -> Bool {
        isNew || ModuleDiscovery.isManifestPath(path) || path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// Runs the analysis on changes, then makes sure every file with
    /// output has its text (a file changed on disk since it was read is
    /// read again), and forgets texts nothing points into.
    private func apply(_ changes: consuming [AnalysisWorkspace.FileChange]) -> Set<String> {
        var changed = analysis.update(consume changes)
        var rounds = 0
        while !analysis.missingText.isEmpty && rounds < 3 {
            rounds += 1
            let stale = analysis.missingText.sorted()
            var again: [AnalysisWorkspace.FileChange] = []
            for p in stale where documents[p] == nil { again.append(reloadChange(p)) }
            changed.formUnion(analysis.update(again))
        }
        // texts nothing points into any more become spare (a text is only
        // loaded for a file with output, which changes when that goes)
        for p in changed where !analysis.isReferenced(p) { texts.retire(p) }
        return changed
    }

    // MARK: - Editor documents and disk changes

    /// The editor opened or changed a document: its text wins over the disk.
    /// A document the configuration excludes is not analysed (it is shown
    /// without findings), like the file on disk.
    public func setDocument(path: String, bytes: [UInt8]) -> Set<String> {
        if isExcluded(path) {
            documents[path] = nil
            return apply([.remove(path: path)])
        }
        let source = SourceText(bytes)
        let isNew = documents[path] == nil && records[path] == nil
        documents[path] = source
        let (facts, anchors) = extractor.extract(source: source)
        var changed = apply([.set(path: path, facts: facts, anchors: anchors)])
        if affectsModules(path, isNew: isNew) { changed.formUnion(refreshModules(paths: analysis.paths)) }
        return changed
    }

    /// Under a root, and matched by an exclude pattern (or in a skipped folder).
    private func isExcluded(_ path: String) -> Bool {
        guard let root = roots.first(where: { Discovery.isInside(path, $0) }) else { return false }
        // by the path's text only: this runs on every keystroke (roots are real paths already)
        switch Discovery.classifyByName(Discovery.normalize(path), root: root, realRoot: root, configuration: configuration) {
        case .decided(.excluded), .decided(.inSkippedFolder), .decided(.hidden): return true
        default: return false
        }
    }

    /// The editor closed a document: the disk's version again.
    public func closeDocument(path: String) -> Set<String> {
        guard documents.removeValue(forKey: path) != nil else { return [] }
        records[path] = nil
        return reload(paths: [path])
    }

    /// Files changed, appeared or vanished on disk.
    public func reload(paths: [String]) -> Set<String> {
        var changes: [AnalysisWorkspace.FileChange] = []
        var modulesMayChange = false
        for p in Set(paths).sorted() {
            if p.hasSuffix(".xcodeproj/project.pbxproj") {
                // a project: not analysed, read into the module graph
                let exists = FileManager.default.fileExists(atPath: p)
                if exists && !projectFiles.contains(p) { projectFiles.append(p); projectFiles.sort() }
                if !exists { projectFiles.removeAll { $0 == p } }
                modulesMayChange = true
                continue
            }
            guard documents[p] == nil else { continue }
            let wasKnown = records[p] != nil
            let change = reloadChange(p)
            if change.isRemoval { modulesMayChange = modulesMayChange || wasKnown } else {
                modulesMayChange = modulesMayChange || affectsModules(p, isNew: !wasKnown)
            }
            changes.append(change)
        }
        var changed = apply(changes)
        if modulesMayChange { changed.formUnion(refreshModules(paths: analysis.paths)) }
        return changed
    }

    /// One path read again from disk: its new facts, or its removal when it
    /// is gone or no longer part of the workspace. Writes the cache.
    private func reloadChange(_ path: String) -> AnalysisWorkspace.FileChange {
        texts.forget(path)
        guard let root = roots.first(where: { Discovery.isInside(path, $0) || path == $0 }) else {
            records[path] = nil
            return .remove(path: path)
        }
        switch Discovery.classify(path: path, root: root, configuration: configuration, maxFileSize: options.maxFileSize) {
        case .swiftFile(let stat):
            let result = FileWork(file: stat, known: nil).perform(extractor: extractor, maxFileSize: options.maxFileSize,
                                                                  encode: cache != nil)
            if case .facts(let stat, let hash, let facts, let anchors, let names, let blob) = result {
                records[stat.path] = DiskRecord(stat: stat, hash: hash)
                if let blob { cache?.write(upserts: [Self.row(stat, hash, blob)], deletions: []) }
                return .set(path: stat.path, facts: facts, anchors: anchors, names: names)
            }
            if case .failed(let reason) = result { log(.skipped(SkippedFile(path: path, reason: reason).description)) }
        case .skipped(let s):
            log(.skipped(s.description))
        default:
            break
        }
        if records.removeValue(forKey: path) != nil { cache?.write(upserts: [], deletions: [path]) }
        return .remove(path: path)
    }

    /// New configuration: severities apply at once; changed excludes
    /// rescan the workspace.
    public func setConfiguration(_ c: Configuration) -> Set<String> {
        let rescan = c.excludes != options.configuration.excludes
        options.configuration = c
        var changed = analysis.setConfiguration(c)
        if rescan { changed.formUnion(index().changed) }
        return changed
    }

    /// Forgets every fact and reads the workspace again (`wiring.reindex`).
    public func reindex(progress: (Int, Int) -> Void = { _, _ in }) -> IndexReport {
        records = [:]
        texts.removeAll()
        cache?.clear()
        var changes: [AnalysisWorkspace.FileChange] = []
        for p in analysis.paths where documents[p] == nil { changes.append(.remove(path: p)) }
        var changed = analysis.update(changes)
        var report = index(progress: progress)
        changed.formUnion(report.changed)
        report.changed = changed
        return report
    }

    // MARK: - Texts

    /// Reads the texts of many files at once, on every core (each verified
    /// by its hash, as `text(for:)` does).
    /// Each file's open document's text, kept disk text, or disk text when
    /// its hash is still the one the facts were made from (nil when the
    /// file changed under us: the analysis then asks for it to be
    /// reloaded). Those not in memory are read together, on every core (a
    /// registration removed from under hundreds of files reads them all).
    private func texts(for paths: [String]) -> [SourceText?] {
        var out: [SourceText?] = []
        out.reserveCapacity(paths.count)
        var missing: [Int] = []
        for (i, p) in paths.enumerated() {
            if let t = documents[p] ?? texts.text(p) {
                out.append(t)
            } else {
                out.append(nil)
                if records[p] != nil { missing.append(i) }
            }
        }
        guard !missing.isEmpty else { return out }
        let hashes = missing.map { records[paths[$0]]!.hash }
        let maxSize = options.maxFileSize
        let read = Parallel.map(missing.count, minimum: 2, stride: 16) { k -> SourceText? in
            guard case .success(let bytes) = FileWork.read(paths[missing[k]], maxSize: maxSize),
                  StableHasher.hash(bytes) == hashes[k] else { return nil }
            return SourceText(bytes)
        }
        for (k, t) in read.enumerated() {
            guard let t else { continue }
            texts.keep(t, for: paths[missing[k]])
            out[missing[k]] = t
        }
        return out
    }

    /// One file's text, as `texts(for:)` finds it.
    func text(for path: String) -> SourceText? { texts(for: [path])[0] }
}

/// Writes the cache on its own queue, off the edit path, in order.
final class CacheWriter: @unchecked Sendable {
    // The store is only touched on `queue` (after `loadAll` at start).
    private let store: IndexStore
    // below the parsing threads: on 2 cores the writes then fill the time
    // the analysis leaves a core idle instead of slowing parsing down
    private let queue = DispatchQueue(label: "wiring.index", qos: .background)
    let path: String

    init(_ store: IndexStore) {
        self.store = store
        path = store.databasePath
    }

    func forEachBatch(size: Int, _ body: ([IndexedFile]) -> Void) { queue.sync { store.forEachBatch(size: size, body) } }

    func loadStats() -> [IndexedFile] { queue.sync { store.loadStats() } }

    func loadResult(_ slot: IndexStore.ResultSlot = .analysis) -> (fingerprint: UInt64, blob: [UInt8])? {
        queue.sync { store.loadResult(slot) }
    }

    func storeResult(_ slot: IndexStore.ResultSlot = .analysis, fingerprint: UInt64, blob: [UInt8]) {
        queue.async { self.store.storeResult(slot, fingerprint: fingerprint, blob: blob) }
    }

    func write(upserts: [IndexedFile], deletions: [String]) {
        if upserts.isEmpty && deletions.isEmpty { return }
        queue.async { self.store.update(upserts: upserts, deletions: deletions) }
    }

    func clear() { queue.async { self.store.clear() } }

    func flush() { queue.sync { store.waitForCheckpoints() } }

    func checkpointAfterBurst() { queue.async { self.store.checkpointAfterBurst() } }
}

#if os(Linux)
/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif

/// Wall-clock and CPU laps for `IndexReport.phases` and `phaseCPU`.
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lastCPU = PhaseClock.processCPU()

    mutating func lap(_ name: String, _ report: inout WorkspaceEngine.IndexReport) {
        let now = DispatchTime.now().uptimeNanoseconds
        let cpu = PhaseClock.processCPU()
        report.phases.append((name, Double(now - last) / 1e6))
        report.phaseCPU.append((name, (cpu - lastCPU) * 1e3))
        last = now
        lastCPU = cpu
    }

    /// User and system seconds of every thread of the process so far.
    static func processCPU() -> Double {
        var usage = rusage()
        #if os(Linux)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// What the engine tells while it works: the server logs each, the command
/// line shows what its user asked for.
public enum EngineEvent: Sendable, CustomStringConvertible {
    /// What the cache did: created, rebuilt, busy…
    case cache(String)
    /// The cache directory cannot be used: there is no cache this run.
    case cacheUnavailable(String)
    /// A file or folder left out, a dangling symlink, a loop: what discovery
    /// and reading passed over, and why.
    case skipped(String)

    public var description: String {
        switch self {
        case .cache(let s), .cacheUnavailable(let s): return "cache: " + s
        case .skipped(let s): return s
        }
    }
}

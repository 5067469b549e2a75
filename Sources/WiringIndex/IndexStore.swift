import CSQLite
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

/// One Swift file as the cache remembers it: what identified its contents on
/// disk, and the engine's facts for those contents.
public struct IndexedFile: Sendable, Equatable {
    /// Absolute path of the Swift file.
    public var path: String
    public var size: Int64
    /// st_mtim as nanoseconds.
    public var mtimeNanos: Int64
    /// st_ctim as nanoseconds.
    public var ctimeNanos: Int64
    public var inode: UInt64
    /// Computed by the engine.
    public var contentHash: UInt64
    /// Opaque: the engine's encoding.
    public var facts: [UInt8]

    public init(path: String, size: Int64, mtimeNanos: Int64, ctimeNanos: Int64, inode: UInt64,
                contentHash: UInt64, facts: [UInt8]) {
        self.path = path
        self.size = size
        self.mtimeNanos = mtimeNanos
        self.ctimeNanos = ctimeNanos
        self.inode = inode
        self.contentHash = contentHash
        self.facts = facts
    }
}

/// The workspace's SQLite cache of per-file facts. A cache, not a database
/// of record: every fault (missing, damaged, foreign or locked file,
/// unusable directory) is logged and ends in a rebuilt cache or in bypass
/// mode, where reads return nothing and writes do nothing. No call throws.
///
/// `@unchecked Sendable`: used from one thread at a time (the engine's
/// actor); the connection is opened NOMUTEX and holds no other shared state.
public final class IndexStore: @unchecked Sendable {
    public struct Options: Sendable {
        /// e.g. ~/.cache/wiring
        public var cacheDirectory: String
        /// Absolute, as the engine normalizes it.
        public var workspaceRoot: String
        /// The engine's facts encoding version.
        public var formatVersion: Int
        /// Wiring's version string.
        public var toolVersion: String
        /// How long a write waits for another process's write before it is skipped.
        public var busyTimeoutMilliseconds: Int
        /// WAL bytes after which a background checkpoint copies the WAL into
        /// the database: written by this process, or found on opening.
        public var checkpointBytes: Int
        /// The cap on the cache directory's size: past it, opening or
        /// writing deletes the least recently used other workspaces' databases.
        public var sizeLimitBytes: Int64
        /// A database this store creates takes its first burst of writes
        /// without a journal (see `filling`).
        public var fillsNewDatabaseWithoutJournal: Bool

        public init(cacheDirectory: String, workspaceRoot: String, formatVersion: Int, toolVersion: String,
                    busyTimeoutMilliseconds: Int = 3000, checkpointBytes: Int = IndexStore.defaultCheckpointBytes,
                    sizeLimitBytes: Int64 = CacheDirectory.defaultLimitBytes,
                    fillsNewDatabaseWithoutJournal: Bool = false) {
            self.cacheDirectory = cacheDirectory
            self.workspaceRoot = workspaceRoot
            self.formatVersion = formatVersion
            self.toolVersion = toolVersion
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.checkpointBytes = checkpointBytes
            self.sizeLimitBytes = sizeLimitBytes
            self.fillsNewDatabaseWithoutJournal = fillsNewDatabaseWithoutJournal
        }
    }

    /// This store's own table layout; also PRAGMA user_version.
    static let schemaVersion = 3

    public let databasePath: String
    private let options: Options
    private let log: (Event) -> Void
    /// nil in bypass mode.
    private var database: SQLiteDatabase?
    /// Prepared once per connection, by SQL text.
    private var statements: [String: Statement] = [:]
    private var checkpointer: Checkpointer?
    /// A database this store has just created, taking its first burst (a
    /// first index): written straight into the file, without a journal and
    /// without syncing, until `checkpointAfterBurst` switches it to WAL.
    /// Through a WAL, each row was written twice (the WAL, then the copy
    /// into the database) and synced: a tenth of a first `wiring check`.
    /// Meanwhile meta says `filling` and the process's id: another process
    /// leaves the file alone while that one runs (its cache is off for the
    /// session), and rebuilds a file left so by a process that stopped.
    private var filling = false
    /// Row bytes written since the last checkpoint was requested.
    private var bytesSinceCheckpoint = 0
    /// Row bytes written since the cache directory was last held to its cap.
    private var bytesSinceEviction = 0
    /// Writes smaller than this together are not worth a directory scan.
    static let evictionBytes = 8 << 20
    /// More than a 10,000-file workspace's first index writes (about 60 MB):
    /// copying the WAL into the database while parsing took 5% of a cold
    /// check on 2 cores, so that copy waits for a later, larger write or for
    /// a process that finds the WAL this large on opening. The WAL stays
    /// below twice this.
    public static let defaultCheckpointBytes = 96 << 20

    public var isAvailable: Bool { database != nil }

    private init(options: Options, log: @escaping (Event) -> Void) {
        self.options = options
        self.log = log
        self.databasePath = Self.join(options.cacheDirectory, Self.databaseFileName(workspaceRoot: options.workspaceRoot))
    }

    /// What the store tells while it works.
    public enum Event: Sendable, CustomStringConvertible {
        /// The cache directory cannot be used: there is no cache at all.
        case directoryUnusable(String)
        /// What it did: created, rebuilt, busy, skipped a write…
        case note(String)

        public var description: String {
            switch self {
            case .directoryUnusable(let s), .note(let s): return s
            }
        }
    }

    /// Never throws and never crashes: returns a usable store, or one in
    /// bypass mode (isAvailable == false) after logging why.
    public static func open(_ options: Options, log: @escaping (Event) -> Void) -> IndexStore {
        let store = IndexStore(options: options, log: log)
        store.start()
        return store
    }

    // waits for a running checkpoint, so that closing is complete on return;
    // a fill closed before its burst ended is complete as written
    deinit {
        finishFilling()
        checkpointer?.close()
    }

    private func start() {
        let directory = options.cacheDirectory
        if let failure = Self.makeDirectories(directory) {
            log(.directoryUnusable("cache directory \(directory) cannot be created (\(failure)): cache off"))
            return
        }
        // without write access SQLite could open the file but not its -wal and -shm
        if access(directory, W_OK | X_OK) != 0 {
            log(.directoryUnusable("cache directory \(directory) is not writable (\(String(cString: strerror(errno)))): cache off"))
            return
        }
        do {
            switch try connect(mayFill: options.fillsNewDatabaseWithoutJournal) {
            case .ours: break
            case .new: log(.note("cache \(databasePath) is new: created"))
            case .other(let reason): log(.note("cache \(databasePath) \(reason): rebuilt"))
            case .filledElsewhere: break  // thrown by connect
            }
            CacheDirectory.touch(databasePath)
            evict()
        } catch let error as SQLiteError where error.isBusy {
            disconnect()
            log(.note("cache \(databasePath) is busy (\(error.message)): cache off for this session"))
        } catch {
            rebuild(after: error)
        }
    }

    // MARK: - Reading and writing

    /// Every stored row. On a read error that means corruption: log, rebuild
    /// an empty database, return [].
    public func loadAll() -> [IndexedFile] {
        guard let database else { return [] }
        do {
            let (owner, rows) = try database.transaction { () throws -> (Ownership, [IndexedFile]) in
                let owner = try ownership(database)
                guard case .ours = owner else { return (owner, []) }
                return (owner, try readRows(database))
            }
            if case .ours = owner { return rows }
            lostOwnership(owner)
        } catch let error as SQLiteError where error.isBusy {
            log(.note("cache \(databasePath) is busy (\(error.message)): not loaded"))
        } catch {
            rebuild(after: error)
        }
        return []
    }

    /// Every stored row, handed over `size` rows at a time (so that a large
    /// cache is never all in memory at once). A read error that means
    /// corruption is logged and the cache rebuilt; the rows not handed over
    /// yet are then simply missing.
    public func forEachBatch(size: Int, _ body: ([IndexedFile]) -> Void) {
        guard let database else { return }
        do {
            let owner = try database.transaction { () throws -> Ownership in
                let owner = try ownership(database)
                guard case .ours = owner else { return owner }
                let select = try statement(database, "SELECT path, size, mtime, ctime, inode, hash, facts FROM files")
                defer { select.reset() }
                var batch: [IndexedFile] = []
                batch.reserveCapacity(size)
                while try select.step() {
                    guard let path = select.text(at: 0) else {
                        throw SQLiteError(code: SQLITE_CORRUPT, message: "a row has no path", operation: "loading rows")
                    }
                    batch.append(IndexedFile(path: path, size: select.int64(at: 1), mtimeNanos: select.int64(at: 2),
                                             ctimeNanos: select.int64(at: 3), inode: select.uint64(at: 4),
                                             contentHash: select.uint64(at: 5), facts: select.blob(at: 6)))
                    if batch.count >= size {
                        body(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if !batch.isEmpty { body(batch) }
                return owner
            }
            if case .ours = owner { return }
            lostOwnership(owner)
        } catch let error as SQLiteError where error.isBusy {
            log(.note("cache \(databasePath) is busy (\(error.message)): not loaded"))
        } catch {
            rebuild(after: error)
        }
    }

    /// Every stored row without its facts: what tells whether a file is
    /// unchanged, for a start that may not need the facts at all.
    public func loadStats() -> [IndexedFile] {
        guard let database else { return [] }
        do {
            let (owner, rows) = try database.transaction { () throws -> (Ownership, [IndexedFile]) in
                let owner = try ownership(database)
                guard case .ours = owner else { return (owner, []) }
                let select = try statement(database, "SELECT path, size, mtime, ctime, inode, hash FROM files")
                defer { select.reset() }
                var rows: [IndexedFile] = []
                while try select.step() {
                    guard let path = select.text(at: 0) else {
                        throw SQLiteError(code: SQLITE_CORRUPT, message: "a row has no path", operation: "loading rows")
                    }
                    rows.append(IndexedFile(path: path, size: select.int64(at: 1), mtimeNanos: select.int64(at: 2),
                                            ctimeNanos: select.int64(at: 3), inode: select.uint64(at: 4),
                                            contentHash: select.uint64(at: 5), facts: []))
                }
                return (owner, rows)
            }
            if case .ours = owner { return rows }
            lostOwnership(owner)
        } catch let error as SQLiteError where error.isBusy {
            log(.note("cache \(databasePath) is busy (\(error.message)): not loaded"))
        } catch {
            rebuild(after: error)
        }
        return []
    }

    /// What the `results` table keeps, one row each: a value the engine
    /// computed from the whole workspace, with the fingerprint of what it
    /// was computed from (the engine's encodings; the store reads neither).
    public enum ResultSlot: Int64, Sendable {
        /// The last whole-workspace analysis result.
        case analysis = 1
        /// The module graph read from the manifests and projects.
        case modules = 2
        /// What the last result's run said beside its findings (a
        /// project it could not read).
        case analysisNotes = 3
        /// Every file's content hash when the last result was stored, in
        /// path order; its fingerprint is of their stats.
        case fileHashes = 4
    }

    /// A stored value and the fingerprint of what it was computed from, if any.
    public func loadResult(_ slot: ResultSlot = .analysis) -> (fingerprint: UInt64, blob: [UInt8])? {
        guard let database else { return nil }
        do {
            return try database.transaction { () throws -> (UInt64, [UInt8])? in
                guard case .ours = try ownership(database) else { return nil }
                let select = try statement(database, "SELECT fingerprint, blob FROM results WHERE id = ?")
                defer { select.reset() }
                try select.bind(slot.rawValue, at: 1)
                guard try select.step() else { return nil }
                return (select.uint64(at: 0), select.blob(at: 1))
            }
        } catch let error as SQLiteError where error.isBusy {
            return nil
        } catch {
            rebuild(after: error)
            return nil
        }
    }

    public func storeResult(_ slot: ResultSlot = .analysis, fingerprint: UInt64, blob: [UInt8]) {
        _ = write("storing the result") { database in
            let insert = try statement(database, "INSERT OR REPLACE INTO results(id, fingerprint, blob) VALUES (?, ?, ?)")
            defer { insert.reset() }
            try insert.bind(slot.rawValue, at: 1)
            try insert.bind(fingerprint, at: 2)
            try insert.bind(blob, at: 3)
            _ = try insert.step()
        }
    }

    /// Upserts and deletions in one transaction. Busy past the timeout: logged
    /// and skipped (the cache is just less warm). Any other failure: rebuilt
    /// and tried once more.
    public func update(upserts: [IndexedFile], deletions: [String]) {
        guard !upserts.isEmpty || !deletions.isEmpty else { return }
        let written = write("\(upserts.count) upserts and \(deletions.count) deletions") { database in
            // updating in place: INSERT OR REPLACE would delete and reinsert row and index entry
            let upsert = try statement(database, """
                INSERT INTO files(path, size, mtime, ctime, inode, hash, facts) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, ctime = excluded.ctime,
                    inode = excluded.inode, hash = excluded.hash, facts = excluded.facts
                """)
            defer { upsert.reset() }
            for file in upserts {
                upsert.reset()
                try upsert.bind(file.path, at: 1)
                try upsert.bind(file.size, at: 2)
                try upsert.bind(file.mtimeNanos, at: 3)
                try upsert.bind(file.ctimeNanos, at: 4)
                try upsert.bind(file.inode, at: 5)
                try upsert.bind(file.contentHash, at: 6)
                _ = try upsert.stepBinding(file.facts, at: 7)
            }
            let delete = try statement(database, "DELETE FROM files WHERE path = ?")
            defer { delete.reset() }
            for path in deletions {
                delete.reset()
                try delete.bind(path, at: 1)
                _ = try delete.step()
            }
        }
        guard written else { return }
        CacheDirectory.touch(databasePath)
        let bytes = upserts.reduce(0) { $0 + $1.facts.count + $1.path.utf8.count + 48 }
        bytesSinceEviction += bytes
        if bytesSinceEviction >= Self.evictionBytes {
            bytesSinceEviction = 0
            evict()
        }
        guard let checkpointer else { return }
        bytesSinceCheckpoint += bytes
        if bytesSinceCheckpoint >= options.checkpointBytes {
            bytesSinceCheckpoint = 0
            checkpointer.start()
        }
    }

    /// After a large write that ends a burst (a first index): a new file's
    /// first burst ends its filling (`filling`). Else the WAL is
    /// copied into the database and truncated on the checkpointer's thread,
    /// so that the next process opening the cache does not read it all
    /// again to rebuild its index (14 ms for a 10,000-file workspace's 60 MB,
    /// on every warm start). `waitForCheckpoints` waits for it.
    public func checkpointAfterBurst() {
        if filling { return finishFilling() }
        guard let checkpointer, bytesSinceCheckpoint >= Self.burstCheckpointBytes else { return }
        bytesSinceCheckpoint = 0
        checkpointer.start(truncate: true)
    }

    /// Below this, a WAL costs its next reader less than a checkpoint costs now.
    public static let burstCheckpointBytes = 4 << 20

    /// Holds the cache directory to its cap, keeping this database.
    private func evict() {
        for entry in CacheDirectory.evict(in: options.cacheDirectory, limit: options.sizeLimitBytes, keeping: databasePath) {
            log(.note("cache \(entry.path) (\(entry.bytes) bytes) was the least recently used past the cap "
                      + "of \(options.sizeLimitBytes >> 20) MB: deleted"))
        }
    }

    /// Drops every row (wiring.reindex).
    public func clear() {
        _ = write("clearing") { database in try database.execute("DELETE FROM files; DELETE FROM results") }
    }

    /// True when committed.
    private func write(_ what: String, _ body: (SQLiteDatabase) throws -> Void) -> Bool {
        for attempt in 1...2 {
            guard let database else { return false }
            do {
                let owner = try database.transaction(immediate: true) { () throws -> Ownership in
                    let owner = try ownership(database)
                    if case .ours = owner { try body(database) }
                    return owner
                }
                if case .ours = owner { return true }
                lostOwnership(owner)
                return false
            } catch let error as SQLiteError where error.isBusy {
                log(.note("cache \(databasePath) is busy (\(error.message)): \(what) skipped"))
                return false
            } catch {
                if attempt == 2 {
                    disconnect()
                    log(.note("cache \(databasePath) failed again after a rebuild (\(error)): cache off"))
                    return false
                }
                rebuild(after: error)
            }
        }
        return false
    }

    private func readRows(_ database: SQLiteDatabase) throws -> [IndexedFile] {
        let select = try statement(database, "SELECT path, size, mtime, ctime, inode, hash, facts FROM files")
        defer { select.reset() }
        var rows: [IndexedFile] = []
        while try select.step() {
            // NOT NULL says this cannot happen; if it does the file is damaged
            guard let path = select.text(at: 0) else {
                throw SQLiteError(code: SQLITE_CORRUPT, message: "a row has no path", operation: "loading rows")
            }
            rows.append(IndexedFile(path: path, size: select.int64(at: 1), mtimeNanos: select.int64(at: 2),
                                    ctimeNanos: select.int64(at: 3), inode: select.uint64(at: 4),
                                    contentHash: select.uint64(at: 5), facts: select.blob(at: 6)))
        }
        return rows
    }

    private func statement(_ database: SQLiteDatabase, _ sql: String) throws -> Statement {
        if let statement = statements[sql] { return statement }
        let statement = try database.prepare(sql)
        statements[sql] = statement
        return statement
    }

    // MARK: - Ownership: schema, format, tool and root

    private enum Ownership {
        /// Written by this schema, format, tool and workspace.
        case ours
        /// No tables at all.
        case new
        /// Anything else; the reason reads after "cache <path>".
        case other(String)
        /// Being filled by another running process (`filling`).
        case filledElsewhere(Int32)
    }

    /// What opening a file another process is filling throws: busy, so
    /// that the cache is off for this session and the file left alone.
    private static func filledElsewhere(_ pid: Int32) -> SQLiteError {
        SQLiteError(code: SQLITE_BUSY, message: "being filled by wiring process \(pid)", operation: "opening")
    }

    private var expectedMeta: [(key: String, value: String)] {
        [("schema", String(Self.schemaVersion)), ("root", options.workspaceRoot),
         ("format", String(options.formatVersion)), ("tool", options.toolVersion)]
    }

    private func ownership(_ database: SQLiteDatabase) throws -> Ownership {
        let version = try statement(database, "PRAGMA user_version")
        defer { version.reset() }
        let userVersion = try version.step() ? version.int64(at: 0) : 0
        version.reset()
        if userVersion != Self.schemaVersion {
            let tables = try statement(database, "SELECT count(*) FROM sqlite_master")
            defer { tables.reset() }
            if userVersion == 0, try tables.step(), tables.int64(at: 0) == 0 { return .new }
            return .other("has schema version \(userVersion), expected \(Self.schemaVersion)")
        }
        var found: [String: String] = [:]
        do {
            let meta = try statement(database, "SELECT key, value FROM meta")
            defer { meta.reset() }
            while try meta.step() {
                if let key = meta.text(at: 0) { found[key] = meta.text(at: 1) }
            }
        } catch let error as SQLiteError where error.code == SQLITE_ERROR {
            return .other("has no meta table (\(error.message))")
        }
        if let filler = found["filling"], !filling {
            // a process that still runs (kill with no signal: it exists, or is not ours to signal)
            if let pid = Int32(filler), kill(pid, 0) == 0 || errno == EPERM { return .filledElsewhere(pid) }
            return .other("was left half-filled by a wiring that stopped")
        }
        for (key, value) in expectedMeta where found[key] != value {
            let actual = found[key] ?? "none"
            switch key {
            case "root": return .other("belongs to workspace \(actual)")
            case "format": return .other("holds facts format \(actual), expected \(value)")
            case "tool": return .other("was written by wiring \(actual), this is \(value)")
            default: return .other("has schema \(actual) in meta, expected \(value)")
            }
        }
        return .ours
    }

    /// Another process (another version of wiring) rebuilt the file since we
    /// opened it: it owns it now. Writing our rows would leave it stale.
    private func lostOwnership(_ owner: Ownership) {
        disconnect()
        let reason = switch owner {
        case .other(let reason): reason
        case .filledElsewhere(let pid): "is being filled by wiring process \(pid)"
        default: "lost its tables"
        }
        let who = if case .filledElsewhere = owner { "" } else { " (another wiring rebuilt it)" }
        log(.note("cache \(databasePath) \(reason)\(who): cache off"))
    }

    // MARK: - Connecting and rebuilding

    /// Opens the file and makes sure it holds our tables, creating or
    /// recreating them. Returns what it found.
    /// `mayFill`: when the file does not exist yet, it is created to be
    /// filled without a journal (`filling`).
    private func connect(mayFill: Bool = false) throws -> Ownership {
        var existing = stat()
        let fills = mayFill && stat(databasePath, &existing) != 0 && errno == ENOENT
        let database = try SQLiteDatabase(path: databasePath)
        self.database = database
        database.setBusyTimeout(milliseconds: Int32(clamping: options.busyTimeoutMilliseconds))
        // Only a new file takes it. ~3 KB rows waste a quarter of a 4 KB page
        // and cost a page each to read and write; 64 KB pages halve loading
        // and writing time (scripts/index-timing). No mmap_size: an I/O error
        // in a mapped file is a signal, not an error code.
        try database.execute("PRAGMA page_size=65536")
        if fills {
            try database.execute("PRAGMA journal_mode=OFF")
            try database.execute("PRAGMA synchronous=OFF")
        } else {
            try useWAL(database)
        }
        let found = try database.transaction { try ownership(database) }
        if case .filledElsewhere(let pid) = found { throw Self.filledElsewhere(pid) }
        var created = false
        if case .ours = found {} else {
            try database.transaction(immediate: true) {
                // again under the write lock: another process may have just created them
                switch try ownership(database) {
                case .ours: return
                case .filledElsewhere(let pid): throw Self.filledElsewhere(pid)
                default: break
                }
                try recreateTables(database)
                created = true
                if fills { try database.execute("INSERT INTO meta(key, value) VALUES ('filling', '\(getpid())')") }
            }
        }
        if fills && !created {
            // another process made the file meanwhile: used as any other
            disconnect()
            return try connect()
        }
        filling = fills
        if fills { return found }
        checkpointer = Checkpointer(path: databasePath)
        bytesSinceCheckpoint = 0
        var wal = stat()
        if stat(databasePath + "-wal", &wal) == 0, Int(wal.st_size) >= options.checkpointBytes { checkpointer?.start() }
        return found
    }

    /// WAL, synced at checkpoints, checkpointed on the checkpointer's thread.
    private func useWAL(_ database: SQLiteDatabase) throws {
        try enableWAL(database)
        try database.execute("PRAGMA synchronous=NORMAL")
        // the checkpointer's thread copies the WAL into the database instead
        try database.execute("PRAGMA wal_autocheckpoint=0")
    }

    /// Ends `filling`: meta no longer says so, and the file is in WAL mode
    /// as any other. A failure rebuilds the cache (empty, in WAL mode).
    private func finishFilling() {
        guard filling, let database else { return }
        filling = false
        do {
            try database.transaction(immediate: true) { try database.execute("DELETE FROM meta WHERE key = 'filling'") }
            try useWAL(database)
            checkpointer = Checkpointer(path: databasePath)
            bytesSinceCheckpoint = 0
        } catch {
            rebuild(after: error)
        }
    }

    /// Switching a new file to WAL needs an exclusive lock, for which SQLite
    /// does not wait (a connection waiting while it holds a shared lock could
    /// deadlock): two processes opening a new cache at once retry here.
    private func enableWAL(_ database: SQLiteDatabase) throws {
        let deadline = ContinuousClock.now + .milliseconds(options.busyTimeoutMilliseconds)
        while true {
            do {
                return try database.execute("PRAGMA journal_mode=WAL")
            } catch let error as SQLiteError where error.isBusy && ContinuousClock.now < deadline {
                usleep(2_000)
            }
        }
    }

    private func recreateTables(_ database: SQLiteDatabase) throws {
        statements.removeAll()
        var drops: [String] = []
        let objects = try database.prepare("""
            SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'
            """)
        while try objects.step() {
            guard let type = objects.text(at: 0), let name = objects.text(at: 1) else { continue }
            drops.append("DROP \(type.uppercased()) IF EXISTS \"\(name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\""))\";")
        }
        objects.reset()
        try database.execute(drops.joined() + """
            CREATE TABLE meta(key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
            CREATE TABLE files(path TEXT PRIMARY KEY NOT NULL, size INTEGER NOT NULL, mtime INTEGER NOT NULL,
                               ctime INTEGER NOT NULL, inode INTEGER NOT NULL, hash INTEGER NOT NULL,
                               facts BLOB NOT NULL);
            -- a row holds its facts inline (64 KB pages), so a scan of the
            -- table reads them all; the stats alone come from this index
            CREATE INDEX files_stats ON files(path, size, mtime, ctime, inode, hash);
            CREATE TABLE results(id INTEGER PRIMARY KEY NOT NULL, fingerprint INTEGER NOT NULL, blob BLOB NOT NULL);
            PRAGMA user_version = \(Self.schemaVersion);
            """)
        let insert = try database.prepare("INSERT INTO meta(key, value) VALUES (?, ?)")
        for (key, value) in expectedMeta {
            insert.reset()
            try insert.bind(key, at: 1)
            try insert.bind(value, at: 2)
            _ = try insert.step()
        }
    }

    private func disconnect() {
        filling = false
        checkpointer?.close()
        checkpointer = nil
        statements.removeAll() // finalized before the connection closes
        database = nil
    }

    /// Returns once the requested checkpoints are done (before a command exits).
    public func waitForCheckpoints() { checkpointer?.wait() }

    /// Deletes the files and starts a new, empty cache; bypass mode if that fails too.
    private func rebuild(after error: Error) {
        let reason = Self.describe(error)
        disconnect()
        for suffix in ["", "-wal", "-shm", "-journal"] where unlink(databasePath + suffix) != 0 && errno != ENOENT {
            log(.note("cache \(databasePath) \(reason): cannot delete \(databasePath + suffix) (\(String(cString: strerror(errno)))): cache off"))
            return
        }
        do {
            _ = try connect()
            log(.note("cache \(databasePath) \(reason): rebuilt"))
        } catch {
            disconnect()
            log(.note("cache \(databasePath) \(reason): rebuilding failed (\(Self.describe(error))): cache off"))
        }
    }

    /// What went wrong, to read after "cache <path>".
    static func describe(_ error: Error) -> String {
        guard let error = error as? SQLiteError else { return "failed (\(error))" }
        if error.code == SQLITE_NOTADB { return "is not a database (\(error.message))" }
        if error.isCorruption { return "is corrupt (\(error.message), \(error.operation))" }
        if error.code == SQLITE_CANTOPEN { return "cannot be opened (\(error.message))" }
        return "failed (\(error))"
    }

    // MARK: - Paths

    /// $XDG_CACHE_HOME/wiring, else $HOME/.cache/wiring (else a directory in /tmp).
    public static func defaultCacheDirectory(environment: [String: String]) -> String {
        // the XDG specification says a relative XDG_CACHE_HOME is invalid and ignored
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return join(cache, "wiring") }
        if let home = environment["HOME"], home.hasPrefix("/") { return join(join(home, ".cache"), "wiring") }
        return "/tmp/wiring-cache-\(getuid())"
    }

    /// "<sanitized basename>-<16 hex digits of FNV-1a 64 of the root path>.sqlite":
    /// readable in a listing, unique per root.
    public static func databaseFileName(workspaceRoot: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in workspaceRoot.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let basename = workspaceRoot.split(separator: "/").last.map(String.init) ?? ""
        var name = String(String.UnicodeScalarView(basename.unicodeScalars.prefix(64).map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? scalar : "_"
        }))
        if name.isEmpty { name = "root" }
        if name.hasPrefix(".") { name = "_" + name.dropFirst() } // not a hidden file
        return "\(name)-\(String(repeating: "0", count: 16 - hex.count))\(hex).sqlite"
    }

    private static func join(_ directory: String, _ name: String) -> String {
        var directory = directory
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        return directory == "/" ? "/" + name : directory + "/" + name
    }

    /// mkdir -p; nil on success, else why not.
    private static func makeDirectories(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) == 0 { continue }
            let failure = errno
            var status = stat()
            if stat(prefix, &status) == 0 {
                if status.st_mode & S_IFMT == S_IFDIR { continue }
                return "\(prefix) is not a directory"
            }
            return "\(prefix): \(String(cString: strerror(failure)))"
        }
        return nil
    }
}

/// Copies the WAL into the database on its own connection and thread
/// (SQLite's PASSIVE checkpoint runs beside readers and writers), so that a
/// large write does not also wait for the checkpoint's copying and fsyncs.
///
/// `@unchecked Sendable`: `database` is only touched on `queue`.
private final class Checkpointer: @unchecked Sendable {
    private let path: String
    private let queue = DispatchQueue(label: "wiring.index.checkpoint")
    private var database: SQLiteDatabase?
    private var closed = false

    init(path: String) { self.path = path }

    func start(truncate: Bool = false) {
        queue.async { [self] in
            guard !closed else { return }
            if database == nil {
                // no CREATE: a cache deleted meanwhile must not come back empty
                database = try? SQLiteDatabase(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX)
                // a connection learns the file is in WAL mode on its first read; until then checkpoints do nothing
                try? database?.execute("PRAGMA schema_version")
            }
            // a failure leaves the WAL as it is: the next checkpoint or the last close copies it
            // truncating needs a moment without readers: when another process reads, it stays a copy
            if let database, !truncate
                || sqlite3_wal_checkpoint_v2(database.handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil) != SQLITE_OK {
                sqlite3_wal_checkpoint_v2(database.handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            }
        }
    }

    func wait() { queue.sync {} }

    /// Waits for a running checkpoint, then closes the connection.
    func close() {
        queue.sync {
            closed = true
            database = nil
        }
    }
}

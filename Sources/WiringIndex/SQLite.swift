import CSQLite

/// A failed SQLite call: the codes and SQLite's own message, plus what was
/// being done.
struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The primary result code (SQLITE_BUSY, SQLITE_CORRUPT, ...).
    let code: Int32
    /// The extended result code (SQLITE_IOERR_SHORT_READ, ...).
    let extendedCode: Int32
    let message: String
    let operation: String

    init(code: Int32, extendedCode: Int32? = nil, message: String, operation: String) {
        self.code = code & 0xff
        self.extendedCode = extendedCode ?? code
        self.message = message
        self.operation = operation
    }

    /// The error `result` of a call on `connection` (which may be nil when
    /// opening failed before SQLite allocated one).
    init(result: Int32, connection: OpaquePointer?, operation: String) {
        if let connection {
            let extended = sqlite3_extended_errcode(connection)
            // the connection's last error is this call's unless another call intervened
            let matches = extended & 0xff == result & 0xff
            self.init(code: result, extendedCode: matches ? extended : result,
                      message: matches ? String(cString: sqlite3_errmsg(connection)) : String(cString: sqlite3_errstr(result)),
                      operation: operation)
        } else {
            self.init(code: result, message: String(cString: sqlite3_errstr(result)), operation: operation)
        }
    }

    /// The file is damaged or is not a database: only deleting it helps.
    var isCorruption: Bool {
        code == SQLITE_CORRUPT || code == SQLITE_NOTADB || extendedCode == SQLITE_IOERR | (2 << 8) // SQLITE_IOERR_SHORT_READ
    }

    /// Another connection holds the lock: waiting longer would help, rebuilding would not.
    var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

    var description: String { "\(message) (code \(extendedCode), \(operation))" }
}

/// SQLITE_TRANSIENT: SQLite copies bound text and blobs before the call returns.
private var transient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }

/// One SQLite connection. Not thread-safe: opened NOMUTEX, used from one
/// thread at a time.
final class SQLiteDatabase {
    let handle: OpaquePointer
    let path: String

    init(path: String, flags: Int32 = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX) throws {
        var connection: OpaquePointer?
        let result = sqlite3_open_v2(path, &connection, flags, nil)
        guard result == SQLITE_OK, let connection else {
            let error = SQLiteError(result: result, connection: connection, operation: "opening")
            sqlite3_close_v2(connection) // SQLite allocates a connection even when opening fails
            throw error
        }
        sqlite3_extended_result_codes(connection, 1)
        self.handle = connection
        self.path = path
    }

    // close_v2: statements still alive keep the connection until they are finalized
    deinit { sqlite3_close_v2(handle) }

    /// How long a call waits for another connection's lock before failing with SQLITE_BUSY.
    func setBusyTimeout(milliseconds: Int32) { sqlite3_busy_timeout(handle, milliseconds) }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// Runs `sql` (one or more statements), discarding any rows.
    func execute(_ sql: String) throws {
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        guard result == SQLITE_OK else {
            throw SQLiteError(result: result, connection: handle, operation: "running \(sql.prefix(60))")
        }
    }

    func prepare(_ sql: String) throws -> Statement {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(result: result == SQLITE_OK ? SQLITE_MISUSE : result, connection: handle,
                              operation: "preparing \(sql.prefix(60))")
        }
        return Statement(database: self, handle: statement)
    }

    /// Runs `body` in a transaction: committed if it returns, rolled back if
    /// it (or the commit) throws. `immediate` takes the write lock up front,
    /// so a writer waits for another writer (busy timeout) instead of failing
    /// on a stale read snapshot.
    func transaction<T>(immediate: Bool = false, _ body: () throws -> T) throws -> T {
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // some errors (SQLITE_FULL, IOERR, ...) already rolled back
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }
}

/// A prepared statement, reusable after `reset()`. Keeps its connection open.
final class Statement {
    let database: SQLiteDatabase
    let handle: OpaquePointer

    fileprivate init(database: SQLiteDatabase, handle: OpaquePointer) {
        self.database = database
        self.handle = handle
    }

    deinit { sqlite3_finalize(handle) }

    private func check(_ result: Int32, _ operation: @autoclosure () -> String) throws {
        guard result == SQLITE_OK else {
            throw SQLiteError(result: result, connection: database.handle, operation: operation())
        }
    }

    // Binding: indexes are 1-based, as in SQL.

    func bind(_ value: Int64, at index: Int32) throws {
        try check(sqlite3_bind_int64(handle, index, value), "binding parameter \(index)")
    }

    /// Stored as the Int64 with the same bits: SQLite integers are signed.
    func bind(_ value: UInt64, at index: Int32) throws {
        try bind(Int64(bitPattern: value), at: index)
    }

    func bind(_ value: String, at index: Int32) throws {
        var value = value
        let result = value.withUTF8 { bytes -> Int32 in
            // an empty buffer may have no address, which SQLite would store as NULL
            guard let base = bytes.baseAddress, bytes.count > 0 else {
                return sqlite3_bind_text(handle, index, "", 0, transient)
            }
            return sqlite3_bind_text64(handle, index, UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self),
                                       sqlite3_uint64(bytes.count), transient, UInt8(SQLITE_UTF8))
        }
        try check(result, "binding parameter \(index)")
    }

    func bind(_ bytes: [UInt8], at index: Int32) throws {
        let result = bytes.withUnsafeBytes { buffer -> Int32 in
            // a zero-length blob, not NULL
            guard let base = buffer.baseAddress, buffer.count > 0 else { return sqlite3_bind_zeroblob(handle, index, 0) }
            return sqlite3_bind_blob64(handle, index, base, sqlite3_uint64(buffer.count), transient)
        }
        try check(result, "binding parameter \(index)")
    }

    /// Binds `bytes` without SQLite copying them, runs one step and clears
    /// the binding: a first index writes tens of megabytes of blobs, each
    /// copied once more when bound SQLITE_TRANSIENT.
    func stepBinding(_ bytes: [UInt8], at index: Int32) throws -> Bool {
        try bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                try check(sqlite3_bind_zeroblob(handle, index, 0), "binding parameter \(index)")
                return try step()
            }
            // SQLITE_STATIC: valid until the statement is reset or bound again, both done here
            try check(sqlite3_bind_blob64(handle, index, base, sqlite3_uint64(buffer.count), nil), "binding parameter \(index)")
            defer {
                sqlite3_reset(handle)
                sqlite3_bind_null(handle, index)
            }
            return try step()
        }
    }

    func bindNull(at index: Int32) throws {
        try check(sqlite3_bind_null(handle, index), "binding parameter \(index)")
    }

    /// True when a row is ready to read, false when the statement is done.
    func step() throws -> Bool {
        let result = sqlite3_step(handle)
        if result == SQLITE_ROW { return true }
        if result == SQLITE_DONE { return false }
        let sql = sqlite3_sql(handle).map { String(cString: $0) } ?? "statement"
        throw SQLiteError(result: result, connection: database.handle, operation: "running \(sql.prefix(60))")
    }

    /// Ready to bind and step again. (Its result repeats the last step's
    /// error, already thrown by `step`.)
    func reset() { sqlite3_reset(handle) }

    // Reading the current row: 0-based columns. SQLite converts other types;
    // a NULL reads as 0, nil or empty, never as a crash.

    func int64(at column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func uint64(at column: Int32) -> UInt64 { UInt64(bitPattern: int64(at: column)) }

    func isNull(at column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    func text(at column: Int32) -> String? {
        guard let characters = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: characters, count: max(count, 0)), as: UTF8.self)
    }

    /// The column's bytes, copied once.
    func blob(at column: Int32) -> [UInt8] {
        // _blob before _bytes, as SQLite documents: _bytes then measures the same representation
        guard let bytes = sqlite3_column_blob(handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: count))
            initialized = count
        }
    }
}

import CSQLite
import Foundation
import XCTest
@testable import WiringIndex

final class SQLiteTests: XCTestCase {
    private func memory() throws -> SQLiteDatabase { try SQLiteDatabase(path: ":memory:") }

    func testValuesRoundTripWithoutBecomingNull() throws {
        let database = try memory()
        try database.execute("CREATE TABLE t(i INTEGER, u INTEGER, s TEXT, b BLOB, n)")
        let insert = try database.prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?)")
        for (text, blob) in [("", [UInt8]()), ("é\u{0}x", [0, 1, 255])] {
            insert.reset()
            try insert.bind(Int64.min, at: 1)
            try insert.bind(UInt64.max, at: 2)
            try insert.bind(text, at: 3)
            try insert.bind(blob, at: 4)
            try insert.bindNull(at: 5)
            XCTAssertFalse(try insert.step())
        }
        let select = try database.prepare("SELECT i, u, s, b, n, typeof(s), typeof(b), u = -1 FROM t ORDER BY rowid")
        var rows: [(String?, [UInt8])] = []
        while try select.step() {
            XCTAssertEqual(select.int64(at: 0), .min)
            XCTAssertEqual(select.uint64(at: 1), .max)
            XCTAssertEqual(select.int64(at: 7), 1, "stored as the Int64 with the same bits")
            XCTAssertTrue(select.isNull(at: 4))
            XCTAssertNil(select.text(at: 4))
            XCTAssertEqual(select.blob(at: 4), [])
            XCTAssertEqual(select.text(at: 5), "text")
            XCTAssertEqual(select.text(at: 6), "blob")
            rows.append((select.text(at: 2), select.blob(at: 3)))
        }
        XCTAssertEqual(rows.map(\.0), ["", "é\u{0}x"])
        XCTAssertEqual(rows.map(\.1), [[], [0, 1, 255]])
        XCTAssertEqual(select.int64(at: 99), 0, "a column past the end reads as 0")
    }

    func testTransactionRollsBackOnAThrownError() throws {
        struct Stop: Error {}
        let database = try memory()
        try database.execute("CREATE TABLE t(x)")
        XCTAssertThrowsError(try database.transaction(immediate: true) {
            try database.execute("INSERT INTO t VALUES (1)")
            throw Stop()
        }) { XCTAssertTrue($0 is Stop) }
        try database.transaction { try database.execute("INSERT INTO t VALUES (2)") }
        let count = try database.prepare("SELECT group_concat(x) FROM t")
        XCTAssertTrue(try count.step())
        XCTAssertEqual(count.text(at: 0), "2")
    }

    func testErrorsCarryCodesAndSQLiteMessage() throws {
        let database = try memory()
        XCTAssertThrowsError(try database.execute("SELECT * FROM missing")) { error in
            let error = error as? SQLiteError
            XCTAssertEqual(error?.code, SQLITE_ERROR)
            XCTAssertEqual(error?.message, "no such table: missing")
            XCTAssertEqual(error?.isCorruption, false)
            XCTAssertEqual(error?.isBusy, false)
            XCTAssertTrue(error?.description.contains("running SELECT * FROM missing") ?? false)
        }
        XCTAssertEqual(database.lastErrorMessage, "no such table: missing")
        XCTAssertThrowsError(try database.prepare("NOT SQL")) { XCTAssertEqual(($0 as? SQLiteError)?.code, SQLITE_ERROR) }
        XCTAssertThrowsError(try SQLiteDatabase(path: "/proc/no/such/dir/x.sqlite")) {
            XCTAssertEqual(($0 as? SQLiteError)?.code, SQLITE_CANTOPEN)
        }
        XCTAssertTrue(SQLiteError(code: SQLITE_NOTADB, message: "", operation: "").isCorruption)
        XCTAssertTrue(SQLiteError(code: SQLITE_CORRUPT, message: "", operation: "").isCorruption)
        XCTAssertTrue(SQLiteError(code: SQLITE_IOERR | (2 << 8), message: "", operation: "").isCorruption)
        XCTAssertFalse(SQLiteError(code: SQLITE_IOERR | (3 << 8), message: "", operation: "").isCorruption)
        XCTAssertTrue(SQLiteError(code: SQLITE_BUSY | (2 << 8), message: "", operation: "").isBusy)
        XCTAssertTrue(SQLiteError(code: SQLITE_LOCKED, message: "", operation: "").isBusy)
    }
}

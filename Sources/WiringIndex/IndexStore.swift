import CSQLite

/// The workspace's SQLite cache (placeholder; filled in next).
public enum WiringIndexVersion {
    public static let sqlite = String(cString: sqlite3_libversion())
}

import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The workspaces' databases in one cache directory, as a whole: what
/// `wiring cache` lists and removes, and the eviction that keeps them under
/// a size cap. A database's last use is its file's modification time, which
/// the store sets on opening and on every write (a read-only check writes
/// nothing else), so listing and eviction need only a directory scan.
public enum CacheDirectory {
    /// One workspace's database.
    public struct Entry: Sendable, Equatable {
        /// The `.sqlite` file.
        public var path: String
        /// The workspace folders it caches (several for a server with
        /// several workspace folders), as recorded in it; empty when it
        /// cannot be read (another version, damaged, locked).
        public var roots: [String]
        /// The database with its WAL and shared-memory files.
        public var bytes: Int64
        /// When a wiring last opened or wrote it, in nanoseconds since 1970.
        public var lastUsedNanos: Int64
    }

    /// The databases' suffixes that belong to one workspace.
    static let companions = ["", "-wal", "-shm", "-journal"]

    /// Every database in `directory`, most recently used first (then by
    /// path); with `readingRoots`, each opened to read the folders it
    /// caches. A missing directory has none.
    public static func entries(in directory: String, readingRoots: Bool) -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var entries: [Entry] = []
        for name in names where name.hasSuffix(".sqlite") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            var bytes: Int64 = 0
            for suffix in companions {
                var companion = stat()
                if lstat(path + suffix, &companion) == 0 { bytes += Int64(companion.st_size) }
            }
            #if canImport(Darwin)
            let modified = status.st_mtimespec
            #else
            let modified = status.st_mtim
            #endif
            entries.append(Entry(path: path, roots: readingRoots ? recordedRoots(path) : [], bytes: bytes,
                                 lastUsedNanos: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)))
        }
        return entries.sorted { ($0.lastUsedNanos, $1.path) > ($1.lastUsedNanos, $0.path) }
    }

    /// The workspace folders a database records, read without writing to
    /// it (so that listing changes no last use); empty when it cannot be read.
    static func recordedRoots(_ path: String) -> [String] {
        guard let database = try? SQLiteDatabase(path: path, flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX),
              let select = try? database.prepare("SELECT value FROM meta WHERE key = 'root'") else { return [] }
        defer { select.reset() }
        guard (try? select.step()) == true, let root = select.text(at: 0) else { return [] }
        return root.split(separator: "\n").map(String.init)
    }

    /// Deletes a database with its companions; nil on success, else why not.
    public static func remove(_ path: String) -> String? {
        for suffix in companions where unlink(path + suffix) != 0 && errno != ENOENT {
            return "\(path + suffix): \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// Deletes the least recently used databases until those left take at
    /// most `limit` bytes, never `keeping` (the database in use, which
    /// stays however large it is). Returns the entries deleted, oldest first.
    @discardableResult
    public static func evict(in directory: String, limit: Int64, keeping: String) -> [Entry] {
        let entries = self.entries(in: directory, readingRoots: false)
        var total = entries.reduce(0) { $0 + $1.bytes }
        var evicted: [Entry] = []
        for entry in entries.reversed() where total > limit && entry.path != keeping {
            guard remove(entry.path) == nil else { continue }
            total -= entry.bytes
            evicted.append(entry)
        }
        return evicted
    }

    /// Marks a database as used now.
    static func touch(_ path: String) {
        _ = utimensat(AT_FDCWD, path, nil, 0)
    }

    /// 500 MB: the cap when `WIRING_CACHE_LIMIT_MB` does not set one.
    public static let defaultLimitBytes: Int64 = 500 << 20

    /// The cap `WIRING_CACHE_LIMIT_MB` sets (whole megabytes, 0 keeps only
    /// the workspace in use), else `defaultLimitBytes`; with why the
    /// variable was not used when it is set to something else.
    public static func limit(environment: [String: String]) -> (bytes: Int64, problem: String?) {
        guard let text = environment["WIRING_CACHE_LIMIT_MB"], !text.isEmpty else { return (defaultLimitBytes, nil) }
        guard let megabytes = Int64(text), megabytes >= 0, megabytes <= Int64.max >> 20 else {
            return (defaultLimitBytes, "WIRING_CACHE_LIMIT_MB '\(text)' is not a whole number of megabytes: "
                    + "the cap is \(defaultLimitBytes >> 20) MB")
        }
        return (megabytes << 20, nil)
    }
}

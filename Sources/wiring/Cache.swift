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
import WiringAnalysis
import WiringEngine
import WiringIndex

/// `wiring cache list|clean`: the index each checked workspace leaves in the
/// cache directory, shown and removed.
struct CacheCommand {
    static let usage = """
        usage: wiring cache list [--format text|json] [--cache-dir DIR]
               wiring cache clean [PATH] [--cache-dir DIR]
        """

    static let help = """
        \(usage)

        Each workspace Wiring checks (or the language server opens) keeps its index in a database of its own
        in the cache directory.

          list              each cached workspace: its size, when it was last used and its folder, most
                            recently used first, and the total
          clean             remove every workspace's cache
          clean PATH        remove the cache of the workspace folder PATH
          --format FORMAT   text (the default) or json, for list
          --cache-dir DIR   the cache directory (default: $XDG_CACHE_HOME/wiring or ~/.cache/wiring)
          -h, --help        show this help

        The cache directory holds at most $WIRING_CACHE_LIMIT_MB megabytes (500 by default): when a check or
        the language server opens or writes its workspace's cache past that, the caches of the least recently
        used other workspaces are deleted. A folder without Swift files gets no cache.

        JSON: {"directory", "limitBytes", "totalBytes", "workspaces": [{"roots", "database", "bytes", "lastUsed"}]},
        most recently used first; "roots" is empty for a database this version cannot read.

        Exit status: 0 done; 1 clean PATH found no cache for that folder; 2 bad usage or a cache that could
        not be removed.
        """

    enum Action { case list, clean }

    var action: Action
    var json = false
    var path: String?
    var cacheDirectory: String?

    init?(_ arguments: [String]) {
        var args = WorkspaceOptions.splittingEquals(arguments)[...]
        switch args.popFirst() {
        case "list": action = .list
        case "clean": action = .clean
        case let other?:
            warn("wiring cache: unknown action '\(other)'; "
                 + Spelling.suggestion(for: other, among: ["list", "clean"], listing: "it is list or clean") + "\n" + Self.usage)
            return nil
        case nil:
            warn(Self.usage)
            return nil
        }
        while let a = args.popFirst() {
            switch a {
            case "--format":
                guard action == .list else {
                    warn("wiring cache clean: --format is for list\n" + Self.usage)
                    return nil
                }
                guard let f = args.popFirst(), f == "text" || f == "json" else {
                    warn("wiring cache list: --format takes text or json\n" + Self.usage)
                    return nil
                }
                json = f == "json"
            case "--cache-dir":
                guard let d = args.popFirst() else {
                    warn("wiring cache: --cache-dir takes a folder\n" + Self.usage)
                    return nil
                }
                cacheDirectory = d
            case _ where a.hasPrefix("-") && a.count > 1:
                warn(unknownOption(a, command: "cache", usage: Self.usage))
                return nil
            default:
                guard action == .clean, path == nil else {
                    warn("wiring cache: unexpected argument '\(a)'\n" + Self.usage)
                    return nil
                }
                path = a
            }
        }
    }

    func run() -> Never {
        let environment = ProcessInfo.processInfo.environment
        let directory = cacheDirectory ?? WorkspaceEngine.defaultCacheDirectory(environment: environment)
        switch action {
        case .list: list(directory, limit: WorkspaceEngine.cacheSizeLimit(environment: environment).bytes)
        case .clean: clean(directory)
        }
    }

    private func list(_ directory: String, limit: Int64) -> Never {
        let entries = CacheDirectory.entries(in: directory, readingRoots: true)
        let total = entries.reduce(0) { $0 + $1.bytes }
        if json {
            struct Workspace: Encodable { var roots: [String], database: String, bytes: Int64, lastUsed: String }
            struct Listing: Encodable { var directory: String, limitBytes: Int64, totalBytes: Int64, workspaces: [Workspace] }
            let listing = Listing(directory: directory, limitBytes: limit, totalBytes: total, workspaces: entries.map { e in
                Workspace(roots: e.roots, database: e.path, bytes: e.bytes, lastUsed: Self.isoTime(e.lastUsedNanos))
            })
            writeStdout(prettyJSON(listing))
        } else {
            var out = ""
            for e in entries {
                let roots = e.roots.isEmpty ? "(unreadable) " + e.path : e.roots.joined(separator: ", ")
                out += Self.size(e.bytes).leftPadding(to: 9) + "  " + Self.localTime(e.lastUsedNanos) + "  " + roots + "\n"
            }
            out += "\(entries.count) workspace\(entries.count == 1 ? "" : "s"), \(Self.size(total)) of \(Self.size(limit)) "
                + "in \(directory)\n"
            writeStdout(Array(out.utf8))
        }
        exit(0)
    }

    private func clean(_ directory: String) -> Never {
        var entries = CacheDirectory.entries(in: directory, readingRoots: path != nil)
        if let path {
            let folder = Discovery.realPath(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
            let fileName = IndexStore.databaseFileName(workspaceRoot: folder)
            entries = entries.filter { $0.roots.contains(folder) || PathText.lastComponent(of: $0.path) == fileName }
            if entries.isEmpty {
                warn("wiring cache clean: no cache for \(folder) in \(directory)")
                exit(1)
            }
        }
        var removed: Int64 = 0
        var count = 0
        var failed = false
        for e in entries {
            if let problem = CacheDirectory.remove(e.path) {
                warn("wiring cache clean: cannot remove \(problem)")
                failed = true
            } else {
                removed += e.bytes
                count += 1
            }
        }
        print("removed \(count) workspace cache\(count == 1 ? "" : "s") (\(Self.size(removed))) from \(directory)")
        exit(failed ? 2 : 0)
    }

    /// "812 KB", "12.4 MB", "500 MB".
    static func size(_ bytes: Int64) -> String {
        if bytes < 1 << 20 { return "\((bytes + 1023) >> 10) KB" }
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        return (Double(bytes) / Double(1 << 20)).oneDecimal + " MB"
    }

    /// `2026-11-27T03:40:12Z`.
    static func isoTime(_ nanos: Int64) -> String {
        var t = time_t(nanos / 1_000_000_000), parts = tm()
        gmtime_r(&t, &parts)
        return date(parts) + "T" + two(parts.tm_hour) + ":" + two(parts.tm_min) + ":" + two(parts.tm_sec) + "Z"
    }

    /// `2026-11-27 04:40`, in the machine's time zone.
    static func localTime(_ nanos: Int64) -> String {
        var t = time_t(nanos / 1_000_000_000), parts = tm()
        localtime_r(&t, &parts)
        return date(parts) + " " + two(parts.tm_hour) + ":" + two(parts.tm_min)
    }

    private static func date(_ parts: tm) -> String {
        "\(parts.tm_year + 1900)-" + two(parts.tm_mon + 1) + "-" + two(parts.tm_mday)
    }

    private static func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

private extension String {
    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

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

/// Findings a team has accepted for now (`wiring check --write-baseline`):
/// a check with the baseline reports only findings not in it. An entry
/// matches a finding by rule, file (relative to the baseline's folder, so
/// that how a check is run does not matter) and
/// `Diagnostic.fingerprint` — the declaration it is in and its message,
/// not its line —, each entry once: two equal findings need two entries.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        /// Relative to the baseline file's folder.
        public var file: String
        /// `Diagnostic.fingerprintText`.
        public var fingerprint: String
        /// For the reader of the file and of `--verbose`; matching ignores them.
        public var line: Int
        public var message: String

        public init(rule: String, file: String, fingerprint: String, line: Int, message: String) {
            self.rule = rule
            self.file = file
            self.fingerprint = fingerprint
            self.line = line
            self.message = message
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.line, a.rule, a.fingerprint, a.message) < (b.file, b.line, b.rule, b.fingerprint, b.message)
        }

        var key: Key { Key(rule: rule, file: file, fingerprint: fingerprint) }
    }

    struct Key: Hashable {
        var rule: String, file: String, fingerprint: String
    }

    public static let formatVersion = 1

    /// Sorted by file, line and rule.
    public private(set) var entries: [Entry]
    /// How many entries each key has, by file: what matching counts down.
    private var countsByFile: [String: [Key: Int]] = [:]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
        for e in entries { countsByFile[e.file, default: [:]][e.key, default: 0] += 1 }
    }

    public static func == (a: Baseline, b: Baseline) -> Bool { a.entries == b.entries }

    /// The baseline of these findings; `line` gives each one's line (1-based).
    public init(diagnostics: [Diagnostic], root: String, line: (Diagnostic) -> Int) {
        self.init(entries: diagnostics.map {
            Entry(rule: $0.rule, file: Baseline.relative($0.file, to: root), fingerprint: $0.fingerprintText,
                  line: line($0), message: $0.message)
        })
    }

    /// A path as a baseline in `root` writes it: relative, with `..` for
    /// files outside the baseline's folder.
    public static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        guard path.hasPrefix("/"), root.hasPrefix("/") else { return path }
        let a = path.split(separator: "/"), b = root.split(separator: "/")
        var common = 0
        while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: b.count - common) + a[common...].map(String.init)).joined(separator: "/")
    }

    // MARK: - Matching

    public struct Outcome: Sendable {
        /// The findings the baseline does not hold, in their order.
        public var reported: [Diagnostic]
        /// How many findings the baseline held.
        public var baselined: Int
        /// Entries that matched no finding (fixed, or changed beyond recognition).
        public var unmatched: [Entry]
    }

    /// Splits the findings (`root`: the baseline's folder) into those to report
    /// and those the baseline holds. `unmatched` is exact only when the
    /// findings are all of the workspace's (not one file's).
    public func apply(to diagnostics: [Diagnostic], root: String) -> Outcome {
        var remaining: [Key: Int] = [:]
        for e in entries { remaining[e.key, default: 0] += 1 }
        let (reported, baselined) = match(diagnostics, root: root, remaining: &remaining)
        // the entries left over: the last ones of each key, in file order
        var unmatched: [Entry] = []
        for e in entries.reversed() {
            guard let n = remaining[e.key], n > 0 else { continue }
            remaining[e.key] = n - 1
            unmatched.append(e)
        }
        return Outcome(reported: reported, baselined: baselined, unmatched: unmatched.reversed())
    }

    /// The findings of one file (`path`, absolute) that the baseline does
    /// not hold: what an editor shows.
    public func reported(_ diagnostics: [Diagnostic], path: String, root: String) -> [Diagnostic] {
        guard var remaining = countsByFile[Baseline.relative(path, to: root)] else { return diagnostics }
        return match(diagnostics, root: root, remaining: &remaining).reported
    }

    /// Each finding against the entries left (`remaining`, counted down).
    private func match(_ diagnostics: [Diagnostic], root: String, remaining: inout [Key: Int]) -> (reported: [Diagnostic], baselined: Int) {
        var reported: [Diagnostic] = []
        var baselined = 0
        for d in diagnostics {
            let key = Key(rule: d.rule, file: Baseline.relative(d.file, to: root), fingerprint: d.fingerprintText)
            if let n = remaining[key], n > 0 {
                remaining[key] = n - 1
                baselined += 1
            } else {
                reported.append(d)
            }
        }
        return (reported, baselined)
    }

    // MARK: - The file

    /// One entry a line, sorted: a baseline reads well in a diff.
    public func json() -> String {
        var out = "{\n  \"version\": \(Baseline.formatVersion),\n  \"findings\": ["
        for (k, e) in entries.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(JSONText.quote(e.rule)), \"file\": \(JSONText.quote(e.file)), "
                + "\"fingerprint\": \(JSONText.quote(e.fingerprint)), \"line\": \(e.line), "
                + "\"message\": \(JSONText.quote(e.message))}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The baseline file at `path` (absolute) and its folder, which its
    /// paths are relative to; what is wrong otherwise.
    public static func load(path: String) throws -> (baseline: Baseline, folder: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file"
            throw LoadError(description: why + " (a baseline is written by `wiring check --write-baseline FILE`)")
        }
        return (try load(json: data), PathText.parent(of: path))
    }

    /// A baseline path as a configuration file names it, made absolute from
    /// the folder of that file.
    public static func path(_ written: String, configuredIn folder: String) -> String {
        if written.hasPrefix("/") { return written }
        return URL(fileURLWithPath: written, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    /// A baseline file's contents; what is wrong with it otherwise.
    public static func load(json data: Data) throws -> Baseline {
        let root: JSONDocument.Node
        switch JSONDocument.parse([UInt8](data)) {
        case .success(let node): root = node
        case .failure(let problem): throw LoadError(description: "\(problem.line):\(problem.column): \(problem.explanation)")
        }
        func member(_ key: String, of members: [JSONDocument.Member]) -> JSONDocument.Value? {
            members.last { $0.key == key }?.value.value
        }
        guard case .object(let top) = root.value, case .array(let findings)? = member("findings", of: top) else {
            throw LoadError(description: "not a Wiring baseline (an object with \"findings\", as `wiring check --write-baseline` writes)")
        }
        if case .number(let v)? = member("version", of: top), let version = Int(v), version > formatVersion {
            throw LoadError(description: "baseline format \(version) is newer than this Wiring reads (\(formatVersion)); write it again")
        }
        var entries: [Entry] = []
        for (k, item) in findings.enumerated() {
            guard case .object(let e) = item.value, case .string(let rule)? = member("rule", of: e),
                  case .string(let file)? = member("file", of: e), case .string(let fingerprint)? = member("fingerprint", of: e) else {
                throw LoadError(description: "finding \(k + 1) lacks \"rule\", \"file\" or \"fingerprint\"")
            }
            var line = 0, message = ""
            if case .number(let n)? = member("line", of: e) { line = Int(n) ?? 0 }
            if case .string(let m)? = member("message", of: e) { message = m }
            entries.append(Entry(rule: rule, file: file, fingerprint: fingerprint, line: line, message: message))
        }
        return Baseline(entries: entries)
    }
}

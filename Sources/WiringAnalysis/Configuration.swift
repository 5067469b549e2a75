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

/// `.wiring.json` at the workspace root (and LSP `initializationOptions`):
///
/// ```json
/// {"rules": {"library/some-rule": "off", "library/other-rule": "warning"},
///  "exclude": ["Tests/Fixtures/**", "Generated"], "baseline": "wiring-baseline.json"}
/// ```
public struct Configuration: Sendable, Equatable {
    /// Per-rule severity override; `nil` value = the rule is off.
    public var severities: [String: Severity?] = [:]
    /// Workspace-relative path patterns (`*`, `**`, or a directory prefix).
    public var excludes: [String] = []
    /// The baseline file (`Baseline`) as written: relative to the folder of
    /// the configuration file that names it (the reader makes it absolute).
    public var baseline: String?

    public init(severities: [String: Severity?] = [:], excludes: [String] = []) {
        self.severities = severities
        self.excludes = excludes
    }

    /// A problem with a configuration, and where it is when it came from a
    /// text (line and column of the value or key at fault).
    public struct Message: Error, Sendable, Equatable, CustomStringConvertible {
        public var text: String
        public var location: JSONDocument.Location?

        public init(_ text: String, at location: JSONDocument.Location? = nil) {
            self.text = text
            self.location = location
        }

        /// A message about the configuration as a whole (no place in it).
        public static func invalid(_ text: String) -> Message { Message(text) }

        public var description: String { text }

        /// `file:3:14: text`, as compilers write it (`file: text` without a place).
        public func located(in file: String) -> String {
            guard let location else { return "\(file): \(text)" }
            return "\(file):\(location.line):\(location.column): \(text)"
        }
    }

    public typealias LoadError = Message

    /// The keys a configuration object has.
    public static let keys = ["rules", "exclude", "baseline"]
    /// What a severity may be set to.
    public static let severityValues = Severity.allCases.map(\.rawValue) + ["off"]

    /// Parses the JSON form. Unknown keys and rule ids are ignored (`load`
    /// says which); bad values are errors.
    public init(json: Data) throws {
        self = try Configuration.load(json: json, rules: nil).configuration
    }

    /// Parses the JSON form (strict JSON): the configuration, and a warning
    /// for each key and rule id it does not know (ignored), naming the
    /// closest valid one; rule ids are checked against `rules` when given.
    /// Throws on text that is not a JSON object and on bad values. Every
    /// message has the line and column of what it is about.
    public static func load(json: Data, rules catalog: RuleCatalog?) throws(Message)
        -> (configuration: Configuration, warnings: [Message]) {
        let bytes = [UInt8](json)
        let start = JSONDocument.Location(line: 1, column: 1, utf16Character: 0)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw Message("the file is empty; expected a JSON object such as {\"rules\": {}}", at: start)
        }
        let root: JSONDocument.Node
        switch JSONDocument.parse(bytes) {
        case .success(let node): root = node
        case .failure(let problem): throw Message(problem.explanation, at: problem.location)
        }
        guard case .object(var members) = root.value else {
            throw Message("expected a JSON object ({…}), found \(root.described)", at: locate(root.offset, in: bytes))
        }
        // {"wiring": {...}}, as the server reads its settings
        if let inner = members.last(where: { $0.key == "wiring" }), case .object(let wiring) = inner.value.value {
            members = wiring
        }
        return try load(members: members, otherKeys: [], rules: catalog) { locate($0, in: bytes) }
    }

    /// The dictionary form. `otherKeys`: keys besides `keys` that the
    /// object may hold without a warning; nil: the object may hold anything
    /// else (it is shared with other settings), only rule ids are checked.
    public static func load(dictionary dict: [String: Any], otherKeys: Set<String>?, rules catalog: RuleCatalog?)
        throws(Message) -> (configuration: Configuration, warnings: [Message]) {
        try load(members: dict.keys.sorted().map { JSONDocument.Member(key: $0, keyOffset: nil, value: JSONDocument.Node(literal: dict[$0]!)) },
                 otherKeys: otherKeys, rules: catalog)
    }

    /// An object's members without offsets (the server's settings).
    public static func load(members: [JSONDocument.Member], otherKeys: Set<String>?, rules catalog: RuleCatalog?)
        throws(Message) -> (configuration: Configuration, warnings: [Message]) {
        try load(members: members, otherKeys: otherKeys, rules: catalog) { _ in nil }
    }

    private static func locate(_ offset: Int?, in bytes: [UInt8]) -> JSONDocument.Location? {
        offset.map { JSONDocument.Location(offset: $0, in: bytes) }
    }

    /// The members of a configuration object, in their order (a key given
    /// twice: the last counts, as in `JSONSerialization`).
    private static func load(members: [JSONDocument.Member], otherKeys: Set<String>?, rules catalog: RuleCatalog?,
                             locate: (Int?) -> JSONDocument.Location?)
        throws(Message) -> (configuration: Configuration, warnings: [Message]) {
        var c = Configuration()
        var warnings: [Message] = []
        for member in members {
            switch member.key {
            case "rules":
                guard case .object(let rules) = member.value.value else {
                    throw Message("'rules' must be an object of rule ids and severities, found \(member.value.described)",
                                  at: locate(member.value.offset))
                }
                c.severities = [:]
                let allowed = severityValues.joined(separator: ", ")
                for rule in rules {
                    let id = rule.key
                    guard case .string(let s) = rule.value.value else {
                        throw Message("rule '\(id)': severity must be a string (\(allowed)), found \(rule.value.described)",
                                      at: locate(rule.value.offset))
                    }
                    if s == "off" {
                        c.severities[id] = .some(nil)
                    } else if let sev = Severity(rawValue: s) {
                        c.severities[id] = .some(sev)
                    } else {
                        throw Message("rule '\(id)': unknown severity '\(s)' (allowed: \(allowed))", at: locate(rule.value.offset))
                    }
                    if let catalog, catalog.rule(id: id) == nil {
                        warnings.append(Message("unknown rule '\(id)' ignored; \(catalog.suggestion(for: id))",
                                                at: locate(rule.keyOffset)))
                    }
                }
            case "exclude":
                guard case .array(let elements) = member.value.value else {
                    throw Message("'exclude' must be an array of path patterns (strings), found \(member.value.described)",
                                  at: locate(member.value.offset))
                }
                c.excludes = []
                for (n, element) in elements.enumerated() {
                    guard case .string(let pattern) = element.value else {
                        throw Message("'exclude' must be an array of path patterns (strings); element \(n + 1) is \(element.described)",
                                      at: locate(element.offset))
                    }
                    c.excludes.append(pattern)
                }
            case "baseline":
                guard case .string(let path) = member.value.value, !path.isEmpty else {
                    throw Message("'baseline' must be the path of a baseline file (a non-empty string), found \(member.value.described)",
                                  at: locate(member.value.offset))
                }
                c.baseline = path
            default:
                guard let otherKeys, !otherKeys.contains(member.key) else { continue }
                let valid = keys + otherKeys.sorted()
                warnings.append(Message("unknown key '\(member.key)' ignored; "
                                        + Spelling.suggestion(for: member.key, among: valid,
                                                              listing: "valid keys: " + valid.joined(separator: ", ")),
                                        at: locate(member.keyOffset)))
            }
        }
        return (c, warnings)
    }

    /// The severity a rule reports with, or nil when it is off.
    public func severity(for rule: String, default d: Severity) -> Severity? {
        if let o = severities[rule] { return o }
        return d
    }

    /// Whether a workspace-relative path is excluded.
    public func isExcluded(_ relativePath: String) -> Bool {
        excludes.contains { Configuration.matches(pattern: $0, path: relativePath) }
    }

    static func matches(pattern: String, path: String) -> Bool {
        var p = pattern
        if p.hasPrefix("./") { p.removeFirst(2) }
        if p.hasSuffix("/") { p.removeLast() }
        if !p.utf8.contains(UInt8(ascii: "*")) { return path == p || path.hasPrefix(p + "/") }
        return glob(Array(p.utf8)[...], Array(path.utf8)[...])
    }

    /// `**` matches any run of characters, `*` any run without `/`, `?` one character.
    private static func glob(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        guard let c = p.first else { return s.isEmpty }
        if c == UInt8(ascii: "*") {
            let double = p.count > 1 && p[p.startIndex + 1] == UInt8(ascii: "*")
            var rest = p.dropFirst(double ? 2 : 1)
            if double && rest.first == UInt8(ascii: "/") {
                if glob(rest.dropFirst(), s) { return true }
                rest = p.dropFirst(2)
            }
            var i = s.startIndex
            while true {
                if glob(rest, s[i...]) { return true }
                if i == s.endIndex { return false }
                if !double && s[i] == UInt8(ascii: "/") { return false }
                i += 1
            }
        }
        guard let d = s.first else { return false }
        if c == UInt8(ascii: "?") || c == d { return glob(p.dropFirst(), s.dropFirst()) }
        return false
    }
}

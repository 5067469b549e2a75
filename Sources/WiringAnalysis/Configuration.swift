import Foundation

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

    public enum LoadError: Error, CustomStringConvertible {
        case invalid(String)
        /// The text is not JSON: where, and why.
        case syntax(JSONSyntaxCheck.Problem)
        public var description: String {
            switch self {
            case .invalid(let s): return s
            case .syntax(let p): return p.description
            }
        }

        /// The message after `file` (`file:3:14: invalid JSON: …` for a
        /// syntax error, `file: …` otherwise).
        public func located(in file: String) -> String {
            switch self {
            case .invalid(let s): return "\(file): \(s)"
            case .syntax(let p): return "\(file):\(p.line):\(p.column): \(p.explanation)"
            }
        }
    }

    /// The keys a configuration object has.
    public static let keys = ["rules", "exclude", "baseline"]
    /// What a severity may be set to.
    public static let severityValues = Severity.allCases.map(\.rawValue) + ["off"]

    /// Parses the JSON form. Unknown keys and rule ids are ignored (`load`
    /// says which); bad values are errors.
    public init(json: Data) throws {
        self = try Configuration.load(json: json, rules: nil).configuration
    }

    public init(dictionary dict: [String: Any]) throws {
        self = try Configuration.load(dictionary: dict, otherKeys: nil, rules: nil).configuration
    }

    /// Parses the JSON form: the configuration, and a warning for each key
    /// and rule id it does not know (ignored), naming the closest valid one;
    /// rule ids are checked against `rules` when given. Throws on text that
    /// is not a JSON object (with the line and column of the problem) and on
    /// bad values.
    public static func load(json: Data, rules catalog: RuleCatalog?) throws -> (configuration: Configuration, warnings: [String]) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        } catch {
            let bytes = [UInt8](json)
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                throw LoadError.invalid("the file is empty; expected a JSON object such as {\"rules\": {}}")
            }
            if let problem = JSONSyntaxCheck.problem(in: bytes) { throw LoadError.syntax(problem) }
            throw LoadError.invalid("invalid JSON: \((error as NSError).userInfo["NSDebugDescription"] ?? error)")
        }
        guard var dict = object as? [String: Any] else {
            throw LoadError.invalid("expected a JSON object ({…}), found \(kind(of: object))")
        }
        // {"wiring": {...}}, as the server reads its settings
        if let inner = dict["wiring"] as? [String: Any] { dict = inner }
        return try load(dictionary: dict, otherKeys: [], rules: catalog)
    }

    /// The dictionary form. `otherKeys`: keys besides `keys` that the
    /// object may hold without a warning; nil: the object may hold anything
    /// else (it is shared with other settings), only rule ids are checked.
    public static func load(dictionary dict: [String: Any], otherKeys: Set<String>?, rules catalog: RuleCatalog?)
        throws -> (configuration: Configuration, warnings: [String]) {
        var c = Configuration()
        var warnings: [String] = []
        if let otherKeys {
            for key in dict.keys.sorted() where !keys.contains(key) && !otherKeys.contains(key) {
                let valid = keys + otherKeys.sorted()
                warnings.append("unknown key '\(key)' ignored; " + Spelling.suggestion(for: key, among: valid,
                                                                                      listing: "valid keys: " + valid.joined(separator: ", ")))
            }
        }
        if let rules = dict["rules"] {
            guard let rules = rules as? [String: Any] else {
                throw LoadError.invalid("'rules' must be an object of rule ids and severities, found \(kind(of: rules))")
            }
            for id in rules.keys.sorted() {
                let value = rules[id]!
                let allowed = severityValues.joined(separator: ", ")
                guard let s = value as? String else {
                    throw LoadError.invalid("rule '\(id)': severity must be a string (\(allowed)), found \(kind(of: value))")
                }
                if s == "off" {
                    c.severities[id] = .some(nil)
                } else if let sev = Severity(rawValue: s) {
                    c.severities[id] = .some(sev)
                } else {
                    throw LoadError.invalid("rule '\(id)': unknown severity '\(s)' (allowed: \(allowed))")
                }
                if let catalog, catalog.rule(id: id) == nil {
                    warnings.append("unknown rule '\(id)' ignored; \(catalog.suggestion(for: id))")
                }
            }
        }
        if let ex = dict["exclude"] {
            guard let ex = ex as? [String] else {
                throw LoadError.invalid("'exclude' must be an array of path patterns (strings), found \(kind(of: ex))")
            }
            c.excludes = ex
        }
        if let b = dict["baseline"] {
            guard let b = b as? String, !b.isEmpty else {
                throw LoadError.invalid("'baseline' must be the path of a baseline file (a string), found \(kind(of: b))")
            }
            c.baseline = b
        }
        return (c, warnings)
    }

    /// "a string", "an array", … for messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        case let n as NSNumber:
            // JSONSerialization's booleans are NSNumbers of type char
            return n.objCType.pointee == CChar(UInt8(ascii: "c")) ? "a boolean" : "a number"
        default: return "\(type(of: value))"
        }
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

import Foundation

/// `.wiring.json` at the workspace root (and LSP `initializationOptions`):
///
/// ```json
/// {"rules": {"initializable/ungated-async": "off", "initializable/gate-never-opened": "warning"},
///  "exclude": ["Tests/Fixtures/**", "Generated"]}
/// ```
public struct Configuration: Sendable, Equatable {
    /// Per-rule severity override; `nil` value = the rule is off.
    public var severities: [String: Severity?] = [:]
    /// Workspace-relative path patterns (`*`, `**`, or a directory prefix).
    public var excludes: [String] = []

    public init(severities: [String: Severity?] = [:], excludes: [String] = []) {
        self.severities = severities
        self.excludes = excludes
    }

    public enum LoadError: Error, CustomStringConvertible {
        case invalid(String)
        public var description: String {
            switch self {
            case .invalid(let s): return s
            }
        }
    }

    /// Parses the JSON form. Unknown keys are ignored; bad values are errors.
    public init(json: Data) throws {
        guard let object = try? JSONSerialization.jsonObject(with: json), let dict = object as? [String: Any] else {
            throw LoadError.invalid("configuration is not a JSON object")
        }
        try self.init(dictionary: dict)
    }

    public init(dictionary dict: [String: Any]) throws {
        if let rules = dict["rules"] {
            guard let rules = rules as? [String: Any] else { throw LoadError.invalid("'rules' must be an object") }
            for (id, value) in rules {
                guard let s = value as? String else { throw LoadError.invalid("rule '\(id)': severity must be a string") }
                if s == "off" {
                    severities[id] = .some(nil)
                } else if let sev = Severity(rawValue: s) {
                    severities[id] = .some(sev)
                } else {
                    throw LoadError.invalid("rule '\(id)': unknown severity '\(s)' (error, warning, information, hint, off)")
                }
            }
        }
        if let ex = dict["exclude"] {
            guard let ex = ex as? [String] else { throw LoadError.invalid("'exclude' must be an array of strings") }
            excludes = ex
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

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

/// The configuration comes from three places, later ones winning per rule
/// (excludes add up): `.wiring.json` at the workspace root,
/// `initializationOptions`, and `workspace/didChangeConfiguration`.
struct ConfigurationLayers: Sendable {
    static let fileName = ".wiring.json"

    /// What `.wiring.json` says (read by `readFile`, which reports its problems).
    var file: Configuration? = nil
    var initializationOptions: JSONValue? = nil
    var settings: JSONValue? = nil

    /// Keys of `initializationOptions` that are the server's, not a configuration's.
    static let serverOptionKeys: Set<String> = ["cache", "cacheDirectory", "logLevel"]

    /// The merged configuration, and a message for each option layer that
    /// was rejected (it is then ignored as a whole) and for each key or rule
    /// id it holds that Wiring does not know (ignored).
    func resolve(rules: RuleCatalog) -> (Configuration, [String]) {
        var merged = file ?? Configuration()
        var problems: [String] = []
        // keys besides a configuration's that a layer may hold; nil: any (settings are shared)
        let layers: [(String, JSONValue?, Set<String>?)] = [
            ("initializationOptions", initializationOptions, ConfigurationLayers.serverOptionKeys), ("settings", settings, nil)]
        for (name, value, otherKeys) in layers {
            guard let layer = ConfigurationLayers.wiringSection(value) else { continue }
            let wrapped = value?.objectValue?["wiring"]?.objectValue != nil
            do {
                let (c, warnings) = try Configuration.load(members: JSONValue.members(layer),
                                                           otherKeys: wrapped ? [] : otherKeys, rules: rules)
                problems += warnings.map { "\(name): \($0)" }
                merged.severities.merge(c.severities) { $1 }
                merged.excludes += c.excludes
                if let b = c.baseline { merged.baseline = b }
            } catch {
                problems.append("\(name): \(error)")
            }
        }
        return (merged, problems)
    }

    /// `{"wiring": {...}}` or the keys themselves; nothing when neither is there.
    static func wiringSection(_ value: JSONValue?) -> [String: JSONValue]? {
        guard let object = value?.objectValue else { return nil }
        if let inner = object["wiring"]?.objectValue { return inner }
        if object["rules"] != nil || object["exclude"] != nil || object["baseline"] != nil { return object }
        return nil
    }

    /// What reading `.wiring.json` found.
    struct FileRead {
        /// The file (nil: no root has one).
        var path: String?
        /// What it says; nil when there is none or it is rejected.
        var configuration: Configuration?
        /// The problem that rejects it, or its warnings.
        var problems: [Configuration.Message] = []
        var rejected = false

        /// Each problem as `path:line:column: message`, like the command line's.
        var lines: [String] {
            guard let path else { return [] }
            return problems.map { $0.located(in: path) + (rejected ? "; ignored" : "") }
        }
    }

    /// `.wiring.json` from the first root that has one.
    static func readFile(roots: [String], rules: RuleCatalog) -> FileRead {
        for root in roots {
            let path = root + "/" + fileName
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            do {
                let (c, warnings) = try Configuration.load(json: data, rules: rules)
                return FileRead(path: path, configuration: c, problems: warnings)
            } catch {
                return FileRead(path: path, problems: [error], rejected: true)
            }
        }
        return FileRead()
    }
}

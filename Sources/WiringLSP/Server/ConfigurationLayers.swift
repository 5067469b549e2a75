import Foundation
import WiringAnalysis

/// The configuration comes from three places, later ones winning per rule
/// (excludes add up): `.wiring.json` at the workspace root,
/// `initializationOptions`, and `workspace/didChangeConfiguration`.
struct ConfigurationLayers: Sendable {
    static let fileName = ".wiring.json"

    var file: JSONValue? = nil
    var initializationOptions: JSONValue? = nil
    var settings: JSONValue? = nil

    /// The merged configuration, and a message for each layer that was
    /// rejected (it is then ignored as a whole) and for each key or rule id
    /// a layer holds that Wiring does not know (ignored).
    func resolve(rules: RuleCatalog) -> (Configuration, [String]) {
        var merged = Configuration()
        var problems: [String] = []
        // keys besides a configuration's that a layer may hold; nil: any (settings are shared)
        let layers: [(String, JSONValue?, Set<String>?)] = [
            (ConfigurationLayers.fileName, file, []), ("initializationOptions", initializationOptions, ["cache", "cacheDirectory"]),
            ("settings", settings, nil)]
        for (name, value, otherKeys) in layers {
            // the file is Wiring's whatever its keys (a misspelt one is worth a warning)
            guard let layer = ConfigurationLayers.wiringSection(value)
                    ?? (name == ConfigurationLayers.fileName ? value?.objectValue : nil) else { continue }
            let wrapped = value?.objectValue?["wiring"]?.objectValue != nil
            do {
                let (c, warnings) = try Configuration.load(dictionary: layer.mapValues(\.foundationValue),
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

    /// Reads `.wiring.json` from the first root that has one.
    static func readFile(roots: [String]) -> (JSONValue?, String?) {
        for root in roots {
            let path = root + "/" + fileName
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            do {
                return (try JSONDecoder().decode(JSONValue.self, from: data), nil)
            } catch {
                let problem = JSONSyntaxCheck.problem(in: [UInt8](data))
                    .map { "\(path):\($0.line):\($0.column): \($0.explanation)" } ?? "\(path): not valid JSON"
                return (nil, problem + "; ignored")
            }
        }
        return (nil, nil)
    }
}

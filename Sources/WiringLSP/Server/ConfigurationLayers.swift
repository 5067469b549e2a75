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
    /// rejected (it is then ignored as a whole).
    func resolve() -> (Configuration, [String]) {
        var merged = Configuration()
        var problems: [String] = []
        for (name, layer) in [(ConfigurationLayers.fileName, file), ("initializationOptions", initializationOptions),
                              ("settings", settings)] {
            guard let layer = ConfigurationLayers.wiringSection(layer) else { continue }
            do {
                let c = try Configuration(dictionary: layer.mapValues(\.foundationValue))
                merged.severities.merge(c.severities) { $1 }
                merged.excludes += c.excludes
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
        if object["rules"] != nil || object["exclude"] != nil { return object }
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
                return (nil, "\(path) is not valid JSON; ignored")
            }
        }
        return (nil, nil)
    }
}

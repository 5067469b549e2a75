import WiringSyntax

/// A Swift package as its manifest declares it: what module discovery
/// needs (targets with their types, paths and dependencies, products,
/// local package dependencies), nothing of settings or platforms.
struct PackageManifest: Equatable {
    struct Target: Equatable {
        var name: String
        /// SwiftPM's target types: `regular`, `executable`, `test`, `macro`,
        /// `plugin`, `system`, `binary`.
        var type: String
        var path: String?
        /// `sources:`, relative to the target's path; nil: everything.
        var sources: [String]?
        var exclude: [String] = []
        /// The paths of `resources:` (processed or copied, never compiled).
        var resources: [String] = []
        var dependencies: [Dependency] = []
    }

    enum Dependency: Equatable {
        /// A string, or `.byName(name:)`: a target of this package, else a
        /// product of the same name.
        case byName(String)
        case target(String)
        case product(name: String, package: String?)

        var name: String {
            switch self {
            case .byName(let n), .target(let n), .product(let n, _): return n
            }
        }
    }

    struct Product: Equatable {
        var name: String
        /// `library`, `executable`, `plugin`.
        var type: String
        var targets: [String]
    }

    /// A package this one depends on: its identity (the last path
    /// component of its URL or path, lower-cased, without `.git`), its
    /// path when it is local (relative to this package), and its `name:`
    /// when the manifest gives one.
    struct PackageDependency: Equatable {
        var identity: String
        var path: String?
        var name: String?
    }

    var name: String
    var toolsVersion: [Int]
    var targets: [Target]
    var products: [Product]
    var dependencies: [PackageDependency]

    /// Why a manifest could not be read, and where.
    struct Unreadable: Error, Equatable {
        var offset: Int
        var message: String
    }

    static let targetTypes: [String: String] = [
        "target": "regular", "executableTarget": "executable", "testTarget": "test", "macro": "macro",
        "plugin": "plugin", "systemLibrary": "system", "binaryTarget": "binary",
    ]

    /// Reads a manifest's text: its tools version (`toolsVersion(of:)`), its
    /// package from evaluating it.
    static func read(_ text: String) throws(Unreadable) -> PackageManifest {
        let source = SourceText(text)
        guard let tools = toolsVersion(of: text) else {
            throw Unreadable(offset: 0, message: "it has no '// swift-tools-version:' line")
        }
        var evaluator = ManifestEvaluator(source: source, host: .forToolsVersion(tools))
        evaluator.run()
        // the package: the variable holding `Package(…)`, `package` first
        let candidates = evaluator.order.filter { evaluator.variables[$0].map { evaluator.resolved($0) }?.callName == "Package" }
        guard let variable = candidates.contains("package") ? "package" : candidates.last,
              let package = evaluator.variables[variable].map({ evaluator.resolved($0) }) else {
            throw Unreadable(offset: 0, message: "Wiring found no 'Package(…)' it can read")
        }
        if let (offset, why) = evaluator.unrunStatement { throw Unreadable(offset: offset, message: why) }
        let where0 = offsetOf(variable, in: evaluator)
        func fail(_ what: String) -> Unreadable { Unreadable(offset: where0, message: what) }

        guard let name = package["name"]?.string else { throw fail("its package name is not a string Wiring can read") }
        var targets: [Target] = []
        if let list = package["targets"], list != .null {
            guard let items = list.array else { throw fail("its targets are \(list.unknownReason ?? "not a list")") }
            for item in items {
                targets.append(try target(item, fail))
            }
        }
        var products: [Product] = []
        if let list = package["products"], list != .null {
            guard let items = list.array else { throw fail("its products are \(list.unknownReason ?? "not a list")") }
            for item in items {
                guard let type = item.callName, ["library", "executable", "plugin"].contains(type),
                      let n = item["name"]?.string else {
                    throw fail("a product is \(item.unknownReason ?? "not one Wiring can read")")
                }
                let names = item["targets"]?.array?.compactMap(\.string) ?? []
                products.append(Product(name: n, type: type, targets: names))
            }
        }
        var dependencies: [PackageDependency] = []
        if let list = package["dependencies"], list != .null {
            guard let items = list.array else { throw fail("its dependencies are \(list.unknownReason ?? "not a list")") }
            for item in items {
                guard item.callName == "package" else {
                    throw fail("a package dependency is \(item.unknownReason ?? "not one Wiring can read")")
                }
                let path = item["path"]?.string
                let location = path ?? item["url"]?.string ?? item["id"]?.string ?? ""
                dependencies.append(PackageDependency(identity: identity(of: location), path: path, name: item["name"]?.string))
            }
        }
        return PackageManifest(name: name, toolsVersion: tools, targets: targets, products: products, dependencies: dependencies)
    }

    private static func target(_ item: ManifestValue, _ fail: (String) -> Unreadable) throws(Unreadable) -> Target {
        guard let call = item.callName, let type = targetTypes[call] else {
            throw fail("a target is \(item.unknownReason ?? "not one Wiring can read")")
        }
        guard let name = item["name"]?.string else { throw fail("a target's name is not a string Wiring can read") }
        func strings(_ label: String) throws(Unreadable) -> [String]? {
            guard let v = item[label], v != .null else { return nil }
            guard let a = v.array, a.allSatisfy({ $0.string != nil }) else {
                throw fail("the '\(label):' of target '\(name)' is \(v.unknownReason ?? "not a list of strings")")
            }
            return a.compactMap(\.string)
        }
        var t = Target(name: name, type: type)
        if let p = item["path"], p != .null {
            guard let s = p.string else { throw fail("the path of target '\(name)' is \(p.unknownReason ?? "not a string")") }
            t.path = s
        }
        t.sources = try strings("sources")
        t.exclude = try strings("exclude") ?? []
        // resources only keep Swift files out (rarely): unknown ones are passed over
        t.resources = item["resources"]?.array?.compactMap { $0.unlabeled(0)?.string } ?? []
        if let d = item["dependencies"], d != .null {
            guard let items = d.array else {
                throw fail("the dependencies of target '\(name)' are \(d.unknownReason ?? "not a list")")
            }
            for dep in items {
                switch dep {
                case .string(let n):
                    t.dependencies.append(.byName(n))
                case .call(let kind, _):
                    guard let n = dep["name"]?.string ?? dep.unlabeled(0)?.string else {
                        throw fail("a dependency of target '\(name)' is \(dep.unknownReason ?? "not one Wiring can read")")
                    }
                    switch kind {
                    case "target", "targetItem": t.dependencies.append(.target(n))
                    case "product", "productItem": t.dependencies.append(.product(name: n, package: dep["package"]?.string))
                    case "byName", "byNameItem": t.dependencies.append(.byName(n))
                    default: throw fail("a dependency of target '\(name)' is '.\(kind)(…)'")
                    }
                default:
                    throw fail("a dependency of target '\(name)' is \(dep.unknownReason ?? "not one Wiring can read")")
                }
            }
        }
        return t
    }

    /// Where the manifest assigns the variable: the first token naming it.
    private static func offsetOf(_ variable: String, in e: ManifestEvaluator) -> Int {
        e.tokens.first { $0.kind == .identifier && e.text($0) == variable }.map { Int($0.start) } ?? 0
    }

    /// `https://github.com/apple/swift-nio.git` → `swift-nio`; `../Core` → `core`.
    static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// The version of `// swift-tools-version:5.9` (spaces allowed as
    /// SwiftPM allows them, anything after the version ignored) on the
    /// first line that is not blank; where that is none, SwiftPM 6 reads
    /// the first later line that is one, when it says 6.0 or later (a
    /// copyright header above it). nil when there is no such line.
    static func toolsVersion(of text: String) -> [Int]? {
        var seenContent = false
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let version = specification(trimmed) { return !seenContent || version[0] >= 6 ? version : nil }
            if !trimmed.isEmpty { seenContent = true }
        }
        return nil
    }

    /// `// swift-tools-version:5.9…` → [5, 9].
    private static func specification(_ line: Substring) -> [Int]? {
        guard line.hasPrefix("//") else { return nil }
        let rest = line.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let label = "swift-tools-version:"
        guard rest.lowercased().hasPrefix(label) else { return nil }
        let version = rest.dropFirst(label.count).drop { $0 == " " || $0 == "\t" }.prefix { $0.isNumber || $0 == "." }
        let parts = version.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// The manifest SwiftPM 6.3 reads in a package folder holding these
    /// file names: `Package@swift-6.3.1.swift`, `…-6.3`, `…-6` if present;
    /// else the newest version-specific one not newer than 6.3.1 when its
    /// tools version is above `Package.swift`'s; else `Package.swift`.
    static func chosenManifest(among names: [String], toolsVersion: (String) -> [Int]?,
                               current: [Int] = [6, 3, 1]) -> String? {
        let current3 = current + Array(repeating: 0, count: max(0, 3 - current.count))
        for key in ["\(current3[0]).\(current3[1]).\(current3[2])", "\(current3[0]).\(current3[1])", "\(current3[0])"]
        where names.contains("Package@swift-\(key).swift") {
            return "Package@swift-\(key).swift"
        }
        var specific: [([Int], String)] = []
        for n in names where n.hasPrefix("Package@swift-") && n.hasSuffix(".swift") {
            let v = n.dropFirst("Package@swift-".count).dropLast(".swift".count)
            let parts = v.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { continue }
            specific.append((parts.compactMap { Int($0) }, n))
        }
        let regular = names.contains("Package.swift") ? "Package.swift" : nil
        guard let candidate = specific.filter({ compareVersions($0.0, current) <= 0 })
                .max(by: { compareVersions($0.0, $1.0) < 0 }) else { return regular }
        guard let regular else { return candidate.1 }
        let regularTools = toolsVersion(regular) ?? [3, 1]
        let candidateTools = compareVersions(candidate.0, [4]) < 0 ? [3, 1] : (toolsVersion(candidate.1) ?? [3, 1])
        if compareVersions(candidateTools, regularTools) > 0 { return candidate.1 }
        return compareVersions(regularTools, current) <= 0 ? regular : candidate.1
    }
}

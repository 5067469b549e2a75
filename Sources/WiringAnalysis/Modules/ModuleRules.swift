/// The rules of the core itself, about what it reads beside the code: the
/// module graph's manifests.
public enum ModuleRules {
    public static let unreadableManifest = RuleInfo(
        id: "wiring/unreadable-manifest", library: "Wiring", defaultSeverity: .information, kind: .wiring,
        summary: "A Package.swift Wiring cannot evaluate: its folder is checked as one module",
        details: """
        Wiring reads each package's manifest without compiling it, as SwiftPM would on this machine with no \
        environment variable set: constants, literal arrays and calls, `+`, `+=`, `append`, `if`, `for`, \
        `forEach`, `map`, `flatMap` and `compactMap` over what it can tell, `#if` for the host, the \
        manifest's own functions and static members, its enums' cases with their raw values \
        (`Module.core.rawValue`, `allCases`) and computed properties, and strings that interpolate such \
        names (`"\\(module.rawValue)Tests"`), a `switch` over cases or literals. A manifest that builds its \
        targets some other way (a value read from a file, a tuple's positional member) is beyond that: Wiring says where, and checks every \
        Swift file under the package's folder as one module, so checks that depend on modules (which types \
        a file sees) may find less or more.

        Write the targets as literals or constants, or tell us how your manifest builds them.
        """,
        triggeringExamples: ["""
        // swift-tools-version:5.9
        import PackageDescription
        let names = try! String(contentsOfFile: "modules.txt").split(separator: "\n")
        let package = Package(name: "App", targets: names.map { .target(name: String($0)) })
        """],
        nonTriggeringExamples: ["""
        // swift-tools-version:5.9
        import PackageDescription
        let names = ["Core", "Feature"]
        var targets: [Target] = []
        for name in names { targets.append(.target(name: name)) }
        let package = Package(name: "App", targets: targets)
        """])

    public static let all = [unreadableManifest]
}

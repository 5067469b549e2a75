import WiringAnalysis
import WiringSyntax

struct MultipleConfigurations: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/multiple-configurations", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "More than one #SafeDIConfiguration in a module",
        details: """
        A module configures SafeDI's code generation (extra imports, extra folders, mocks) with at most one \
        file-level #SafeDIConfiguration; SafeDITool stops with "Found N #SafeDIConfiguration declarations in \
        this module" and lists the files. Wiring reports each one after the first, pointing to the others. \
        A module is a target's folder (`Sources/<Target>/`, `Tests/<Target>/`); elsewhere, the file's folder.

        Keep one configuration per module and merge the others' arguments into it.
        """,
        triggeringExamples: ["""
        import SafeDI

        #SafeDIConfiguration(additionalImportedModules: ["Networking"])
        #SafeDIConfiguration(mockConditionalCompilation: "DEBUG")
        """],
        nonTriggeringExamples: ["""
        import SafeDI

        #SafeDIConfiguration(additionalImportedModules: ["Networking"], mockConditionalCompilation: "DEBUG")
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for case .multipleConfigurations(let sites) in tree.problems {
            let module = SafeDITree.module(of: sites[0].path)
            let listed = sites.map { site -> String in
                // paths from the package (`Sources/App/Config.swift`), not the machine
                let parts = module.split(separator: "/", omittingEmptySubsequences: false)
                let prefix = parts.dropLast(parts.count >= 2 ? 2 : 1).joined(separator: "/")
                return site.path.hasPrefix(prefix + "/") ? String(site.path.dropFirst(prefix.count + 1)) : site.path
            }
            let message = "Found \(sites.count) #SafeDIConfiguration declarations in this module. Each module must have at most one #SafeDIConfiguration. Found in:\n\t"
                + listed.joined(separator: "\n\t")
            for site in sites.dropFirst() {
                let related = sites.filter { $0 != site }.map { RelatedFinding(anchor: $0.anchor, message: "another #SafeDIConfiguration of this module") }
                out.append(finding(message, at: site.anchor, related: related))
            }
        }
    }
}

import WiringAnalysis

/// The names StitcherMacros uses.
enum StitcherNames {
    static let module = "StitcherMacros"
    static let macroNames: Set<String> = ["InjectedParameters", "PreferredInitializer", "Registerable"]
    /// The group Stitcher's Sourcery template generates with every `@Registerable` type.
    static let autoregistrationGroup = "autoregisteredDependencies"
    /// Stitcher or StitcherMacros among a file's imports: an `@Injected`
    /// property is Stitcher's only there (apps declare property wrappers
    /// of that name over other containers).
    static func importsStitcher(_ modules: some Sequence<String>) -> Bool { modules.contains { $0.hasPrefix("Stitcher") } }

    /// The attribute's macro name, when the compiler expands it as one of
    /// StitcherMacros' (plain or module-qualified).
    static func macro(of attr: AttributeFact) -> String? { macro(named: attr.name) }
    static func macro(named name: String) -> String? { AttributeFact.macroName(name, module: module, names: macroNames) }

    /// `@Registerable` recognises a preferred initializer only by this exact spelling.
    static func isPreferredSpelling(_ attr: AttributeFact) -> Bool { attr.name == "PreferredInitializer" && !attr.hasArgumentClause }
}

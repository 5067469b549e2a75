import WiringAnalysis

/// The names Swinject and SwinjectMacros use, and the macros' own text
/// rules for telling an injected dependency from a runtime parameter.
enum SwinjectNames {
    static let module = "SwinjectMacros"
    /// A module of Swinject's family: Swinject, SwinjectAutoregistration,
    /// SwinjectMacros, SwinjectStoryboard.
    static func isSwinjectModule(_ module: String) -> Bool { module.hasPrefix("Swinject") }
    /// Swinject's types that resolve, as an app's extension names them.
    static let resolverTypes: Set<String> = ["Resolver", "Container", "Swinject.Resolver", "Swinject.Container"]
    /// Whether SwinjectMacros' attributes are its own in a file with these
    /// imports: Swift expands only macros a file imports, so a file that
    /// imports modules but not SwinjectMacros (Swinject alone included)
    /// uses another library's `@Injectable`, or the app's own wrapper of
    /// that name; a file without imports (a macro test's source) is taken
    /// as SwinjectMacros'.
    static func macrosImported(_ imports: [String]) -> Bool {
        imports.isEmpty || imports.contains { $0.hasPrefix("SwinjectMacros") }
    }

    /// Every attribute of SwinjectMacros Wiring knows, plain.
    static let macroNames: Set<String> = [
        "Injectable", "AutoFactory", "AutoFactory1", "AutoFactory2", "AutoFactoryMulti", "AutoRegister",
        "Interceptor", "PerformanceTracked", "Retry", "CircuitBreaker", "Cache", "Decorator",
        "LazyInject", "WeakInject", "AsyncInject", "OptionalInject", "ThreadSafe", "Named", "ScopedService",
        "EnvironmentInject", "InjectedStateObject", "PublisherInject", "ViewModelInject", "Spy", "MockResponse",
        "StubService", "DebugContainer", "DependencyGraph", "ValidatedContainer", "DependencyGroup", "ServiceGroup",
        "Module", "Include", "ModuleInterface", "Provides", "Export", "Import", "TestContainer",
    ]

    /// The attribute's macro name, when the compiler expands it as one of
    /// SwinjectMacros' (plain or module-qualified). `@Injectable` alone is
    /// also SafeDI-free: SafeDI's is `@Instantiable`.
    static func macro(of attr: AttributeFact) -> String? { macro(named: attr.name) }
    static func macro(named name: String) -> String? { AttributeFact.macroName(name, module: module, names: macroNames) }

    /// How a macro sorts an init parameter (research: the macros' own copy
    /// of the rules, by the type's text only; the first rule that matches wins).
    enum ParameterClass: Equatable {
        case service, protocolDependency, configuration, runtime
        var isInjected: Bool { self == .service || self == .protocolDependency }
    }

    static let serviceSuffixes = ["Service", "Repository", "Client", "Manager"]
    static let injectableRuntimePrefixes = ["String", "Int", "Double", "Float", "Bool", "UUID", "Date"]
    static let factoryRuntimePrefixes = injectableRuntimePrefixes + ["URL"]

    /// `@Injectable`'s classification.
    static func injectableClass(type: String, hasDefault: Bool) -> ParameterClass {
        if serviceSuffixes.contains(where: { type.hasSuffix($0) }) { return .service }
        if type.hasPrefix("any ") || type.containsBytes("Protocol") { return .protocolDependency }
        if hasDefault { return .configuration }
        if injectableRuntimePrefixes.contains(where: { type.hasPrefix($0) }) { return .runtime }
        return .service
    }

    /// `@AutoFactory`'s: more runtime kinds (URL, arrays of values,
    /// dictionaries, sets).
    static func factoryClass(type: String, hasDefault: Bool) -> ParameterClass {
        if serviceSuffixes.contains(where: { type.hasSuffix($0) }) { return .service }
        if type.hasPrefix("any ") || type.containsBytes("Protocol") { return .protocolDependency }
        if hasDefault { return .configuration }
        if factoryRuntimePrefixes.contains(where: { type.hasPrefix($0) }) { return .runtime }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            if inner.contains(":") { return .runtime }
            if factoryRuntimePrefixes.contains(where: { inner.hasPrefix($0) }) { return .runtime }
        }
        if type.hasPrefix("Dictionary<") || type.hasPrefix("Set<") { return .runtime }
        return .service
    }

    /// The init the macros read: the first `public` one among the type's
    /// own members, else the first.
    /// (Not one inside `#if`: the macros walk the member block's own members.)
    static func primaryInit(of type: Int, in facts: FileFacts) -> Int? {
        let inits = facts.members(of: type).filter { facts.decls[$0].kind == .`init` && !facts.decls[$0].flags.contains(.inIfConfig) }
        return inits.first { facts.decls[$0].hasModifier("public") } ?? inits.first
    }

    /// A type's text as Swinject keys it: no spaces, `any ` and a
    /// parenthesised `(any P)` unwrapped.
    static func key(_ text: String) -> String {
        var t = Substring(text.trimmed(" \n\t"))
        if t.hasPrefix("("), t.hasSuffix(")"), !t.contains(",") { t = t.dropFirst().dropLast() }
        t = Substring(String(t).trimmed(" \n\t"))
        if t.hasPrefix("any ") { t = t.dropFirst(4) }
        // by bytes: filtering characters costs a grapheme break each
        guard t.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }) else {
            return String(t)
        }
        return String(decoding: t.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") },
                      as: UTF8.self)
    }

    /// `T?` / `Optional<T>` / `T!` → (T, optional).
    static func unwrapped(_ text: String) -> (type: String, optional: Bool) {
        var t = key(text)
        if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast(); return (t, true) }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") { return (String(t.dropFirst(9).dropLast()), true) }
        return (t, false)
    }

    /// `Lazy<T>` / `Provider<T>`: resolved later, so no construction edge.
    static func deferredTarget(_ type: String) -> String? {
        for w in ["Lazy<", "Provider<"] where type.hasPrefix(w) && type.hasSuffix(">") {
            return String(type.dropFirst(w.count).dropLast())
        }
        return nil
    }
}

import WiringAnalysis

/// What SwinjectMacros' macros do to one file, in each macro's own check
/// order: the diagnostics the macros emit (anchored, as theirs are, at the
/// start of the attached declaration, attributes included) and what Wiring
/// adds about the same declaration: generated code that cannot compile or
/// never works. A function of the file's facts alone.
struct SwinjectMacroSimulation {
    struct Event {
        /// The kinds of the macros' own diagnostics.
        enum MacroCategory: Equatable {
            case wrongDeclaration, missingInitializer, selfDependency, noRuntimeParameters, invalidProperty
        }
        enum Kind: Equatable {
            /// The macro's own diagnostic (its headline).
            case macro(MacroCategory, severity: Severity)
            /// A runtime parameter `@Injectable` drops: the parameter's index.
            case droppedRuntimeParameter(parameter: Int, initializer: Int, attribute: Int)
            case unlabeledParameter(parameter: Int, initializer: Int)
            case genericType
            case unexpandable(attribute: Int)
            case neverWired
            /// `Optional<T>` or `T!` where the macro only understands `T?`.
            case optionalSpelling(parameter: Int, initializer: Int, base: String)
            /// `@AutoFactory(…)`: its declaration takes no arguments.
            case factoryArguments(attribute: Int)
        }
        var kind: Kind
        var decl: Int
        var role: AnchorRole
        var message: String
    }

    private(set) var events: [Event] = []

    init(facts: FileFacts, extracted: (Int) -> SwinjectDeclFacts?) {
        for i in facts.decls.indices where !facts.decls[i].attributes.isEmpty {
            for (a, attr) in facts.decls[i].attributes.enumerated() {
                guard let macro = SwinjectNames.macro(of: attr) else { continue }
                simulate(macro, attribute: a, decl: i, facts, extracted)
            }
        }
    }

    private mutating func macro(_ message: String, _ decl: Int, _ severity: Severity = .error, role: AnchorRole = .declaration) {
        let category: Event.MacroCategory
        if message.hasPrefix("Potential circular") {
            category = .selfDependency
        } else if message.contains("requires a class or struct with") {
            category = .missingInitializer
        } else if message.contains("is designed for services with runtime parameters") {
            category = .noRuntimeParameters
        } else if ["stored properties", "type annotation", "optional type", "AnyPublisher"].contains(where: { message.contains($0) }) {
            category = .invalidProperty
        } else {
            category = .wrongDeclaration
        }
        events.append(Event(kind: .macro(category, severity: severity), decl: decl, role: role, message: message))
    }

    private mutating func simulate(_ macro: String, attribute a: Int, decl i: Int, _ facts: FileFacts,
                                   _ extracted: (Int) -> SwinjectDeclFacts?) {
        let d = facts.decls[i]
        let isClassOrStruct = d.kind == .class || d.kind == .struct
        let isProperty = d.kind == .var || d.kind == .let
        let computed = extracted(i)?.computed ?? false
        let annotated = d.type != nil
        switch macro {
        case "Injectable":
            guard isClassOrStruct else { return self.macro("@Injectable can only be applied to classes or structs.", i) }
            guard let initializer = SwinjectNames.primaryInit(of: i, in: facts) else {
                return self.macro("@Injectable requires a class or struct with at least one initializer.", i)
            }
            if d.flags.contains(.hasGenericParameters) {
                events.append(Event(kind: .genericType, decl: i, role: .genericParameters,
                                    message: "@Injectable registers '\(d.name).self' without generic arguments; the expansion does not compile"))
            }
            let params = facts.decls[initializer].params
            for (k, p) in params.enumerated() {
                let cls = SwinjectNames.injectableClass(type: p.type, hasDefault: p.hasDefault)
                if cls == .service && p.type == d.name {
                    self.macro("Potential circular dependency detected in \(d.name).", i, .warning)
                }
                let written = p.type.filter { $0 != " " }
                // `Optional<T>` works (Swinject resolves it through its optional wrapper); `T!` does not compile
                if cls.isInjected, written.hasSuffix("!") {
                    let base = String(written.dropLast())
                    events.append(Event(kind: .optionalSpelling(parameter: k, initializer: initializer, base: base), decl: initializer,
                                        role: .parameter(k),
                                        message: "@Injectable generates '\(written).self' for '\(p.name)', which does not compile; write the type as '\(base)?'"))
                }
                if cls == .runtime && !p.hasDefault {
                    events.append(Event(kind: .droppedRuntimeParameter(parameter: k, initializer: initializer, attribute: a),
                                        decl: initializer, role: .parameter(k),
                                        message: "Parameter '\(p.label == "_" ? p.name : p.label): \(p.type)' is a runtime parameter to @Injectable, so the generated register(in:) does not pass it and does not compile; give it a default value or use @AutoFactory"))
                } else if cls.isInjected && p.label == "_" {
                    events.append(Event(kind: .unlabeledParameter(parameter: k, initializer: initializer), decl: initializer,
                                        role: .parameter(k),
                                        message: "@Injectable passes arguments by label; '_ \(p.name): \(p.type)' makes the generated call invalid"))
                }
            }
        case "AutoFactory":
            if d.attributes[a].hasArgumentClause && !d.attributes[a].arguments.isEmpty {
                events.append(Event(kind: .factoryArguments(attribute: a), decl: i, role: .attribute(a),
                                    message: "@AutoFactory takes no arguments in SwinjectMacros 1.0.2; the arguments do not compile"))
            }
            guard isClassOrStruct else { return self.macro("@AutoFactory can only be applied to classes or structs", i) }
            guard let initializer = SwinjectNames.primaryInit(of: i, in: facts) else {
                return self.macro("@AutoFactory requires a class or struct with an initializer", i)
            }
            let classes = facts.decls[initializer].params.map { SwinjectNames.factoryClass(type: $0.type, hasDefault: $0.hasDefault) }
            if !classes.contains(where: { $0 == .runtime || $0 == .configuration }) {
                self.macro("@AutoFactory is designed for services with runtime parameters. Consider using @Injectable instead.", i, .warning)
            }
        case "Interceptor", "CircuitBreaker", "Cache", "PerformanceTracked":
            if d.kind != .func { self.macro("@\(macro) can only be applied to functions and methods", i) }
        case "Retry":
            if d.kind != .func { self.macro("@Retry can only be applied to functions and methods.", i) }
        case "Spy", "MockResponse":
            if d.kind != .func { self.macro("@\(macro) can only be applied to methods.", i) }
        case "LazyInject", "AsyncInject":
            guard isProperty else { return self.macro("@\(macro) can only be applied to variable properties.", i) }
            guard !computed else { return self.macro("@\(macro) can only be applied to stored properties, not computed properties.", i) }
            guard annotated else { return self.macro("@\(macro) requires an explicit type annotation to determine what to inject.", i) }
            if macro == "AsyncInject" { neverWired(macro, i, d) }
        case "WeakInject":
            guard isProperty else { return self.macro("@WeakInject can only be applied to variable properties", i) }
            guard !computed else { return self.macro("@WeakInject can only be applied to stored properties", i) }
            guard let type = d.type else { return self.macro("@WeakInject requires an explicit type annotation", i) }
            guard type.hasSuffix("?") && !type.hasPrefix("Optional<") else {
                return self.macro("@WeakInject requires an optional type because weak references must be optional.", i)
            }
            neverWired(macro, i, d)
        case "OptionalInject":
            // an accessor macro: on anything but a property or a subscript (which take
            // accessors too) the compiler's role check fires first
            guard isProperty else {
                if d.kind == .subscript { self.macro("@OptionalInject can only be applied to variable properties.", i) }
                return
            }
            guard let type = d.type else { return self.macro("@OptionalInject requires an explicit type annotation.", i) }
            let attr = d.attributes[a]
            if !type.hasSuffix("?") && !type.hasSuffix("!"),
               !attr.arguments.contains(where: { $0.label == "default" || $0.label == "fallback" }) {
                self.macro("@OptionalInject on non-optional type '\(type)' requires a default value or fallback method.", i)
            }
        case "EnvironmentInject":
            guard isProperty else { return }
            guard !computed else { return self.macro("@EnvironmentInject can only be applied to stored properties, not computed properties.", i) }
            if !annotated { self.macro("@EnvironmentInject requires an explicit type annotation.", i) }
        case "InjectedStateObject":
            guard isProperty else { return }
            if !annotated { self.macro("@InjectedStateObject can only be applied to properties with explicit type annotations.", i) }
        case "PublisherInject":
            guard isProperty else { return }
            guard let type = d.type else {
                return self.macro("@PublisherInject can only be applied to properties with explicit type annotations.", i)
            }
            if !type.hasPrefix("AnyPublisher<") {
                self.macro("@PublisherInject requires AnyPublisher type annotation.", i, role: .typeAnnotation)
            }
        case "Named":
            if !isClassOrStruct { self.macro("@Named can only be applied to classes or structs.", i) }
            unexpandable(a, i, "it generates members its declaration does not name (serviceNames, servicePriority, serviceScope, resolve(from:name:))")
        case "ValidatedContainer":
            if d.kind != .class { self.macro("@ValidatedContainer can only be applied to classes.", i) }
        case "ViewModelInject":
            if d.kind != .class { self.macro("@ViewModelInject can only be applied to classes.", i) }
        case "StubService":
            if d.kind != .protocol && d.kind != .extension {
                self.macro("@StubService can only be applied to protocols or protocol extensions.", i)
            }
        case "Module":
            if d.kind != .struct { self.macro("@Module can only be applied to structs", i) }
        case "AutoFactory1", "AutoFactory2", "AutoFactoryMulti", "ScopedService":
            unexpandable(a, i, "it is declared as a peer macro but implemented as a member macro")
        case "Decorator":
            unexpandable(a, i, "it is declared with an extension role it does not implement")
        case "AutoRegister", "ThreadSafe":
            unexpandable(a, i, "it generates members its declaration does not name")
        case "Include", "ModuleInterface", "Provides", "Export", "Import":
            unexpandable(a, i, "the package has no implementation of it")
        case "TestContainer":
            unexpandable(a, i, "the package does not declare it publicly")
        default:
            break
        }
    }

    private mutating func unexpandable(_ a: Int, _ i: Int, _ reason: String) {
        events.append(Event(kind: .unexpandable(attribute: a), decl: i, role: .attribute(a), message: ""))
        events[events.count - 1].message = reason
    }

    private mutating func neverWired(_ macro: String, _ i: Int, _ d: DeclFact) {
        events.append(Event(kind: .neverWired, decl: i, role: .name,
                            message: "@\(macro) does not assign '\(d.name)': its generated accessor is never called, so the property stays \(macro == "WeakInject" ? "nil" : "uninitialized")"))
    }
}

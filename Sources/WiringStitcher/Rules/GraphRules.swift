import WiringAnalysis

extension StitcherFileModel.Use {
    /// As Stitcher's errors name a locator: `Type[T]`, `Name[n]`.
    var locator: String { name.map(StitcherExtraction.locatorText) ?? "Type[\(type ?? "?")]" }

    var consequence: String {
        switch consumer {
        case .injectedParameters:
            return "the overload @InjectedParameters generates calls 'try! DependencyGraph.inject(\(name == nil ? "byType: \(type ?? "?").self" : "byName: \"\(name!)\""))' and crashes"
        case .injected where required: return "the @Injected property stops with preconditionFailure on first access"
        case .injected: return "the @Injected property is always empty"
        case .call where required: return "'try!' crashes"
        case .call where optionalResult: return "the injection always returns nil"
        case .call: return "the injection always fails"
        }
    }
}

struct MissingDependency: StitcherGraphRule {
    static let id = "stitcher/missing-dependency"
    let info = RuleInfo(
        id: MissingDependency.id, library: "Stitcher", defaultSeverity: .error, kind: .wiring,
        summary: "An injection that no registration of the workspace answers",
        details: """
        Stitcher finds a dependency among the registrations of the active containers, by its locator (a \
        type — the registration's own or one it `.conforms(to:)` or `.inherits(from:)` — or a name). When \
        none matches, injection throws "No dependency could be found for Type[T]." — and the `try!` that \
        `@InjectedParameters` generates, or a non-optional `@Injected` property, stops the app. Wiring looks \
        at every registration in every `DependencyContainer` and `DependencyGroup` of the workspace (which \
        containers are active is decided at run time); when a registration's type cannot be read, it reports \
        nothing. A type nested in another is told apart from same-named types nested elsewhere (`Zeta` \
        inside `T1` is `T1.Zeta`), as Stitcher compares full type names. A registration \
        `.associated(with:)` a value (or `Dependency(for:)` one) is found by that value alone, never by \
        its type. Values written as literals or enum cases are compared as Stitcher prints them \
        (`Keys.main` and `.main` are both `Value[main]`); an injection by a value Wiring cannot read (a \
        variable, a call) is not checked, and a registration associated with one may be what any value \
        injection finds, so then no value injection is reported. Sourcery's `DependencyGroup.autoregisteredDependencies` registers every `@Registerable` \
        type, also when its generated file is not in the workspace; a group of another module \
        (`FeatureKit.dependencies` in a file that imports `FeatureKit`), like a bare value, holds \
        registrations Wiring cannot read, and then a miss is not reported. A value of a type the workspace \
        declares `DependencyRepresenting` registers its `dependencyProvider`'s type, or, when the type has \
        a `locator` of its own, what Wiring cannot read. An \
        injection by a name not written as a literal (`@Injected(name: Keys.repository)`) is not checked. \
        `@Injected` locals of a function are injections like `@Injected` properties; either is Stitcher's \
        only in a file that imports Stitcher (apps declare property wrappers of that name over other \
        containers). An app with no container, no group and no registration at all makes its containers \
        elsewhere (a package or project outside the workspace): its misses are information.

        An error when a miss crashes, a warning when an optional injection always fails, information for \
        an optional `@Injected` property or a call of the Optional overload (`let x: T? = try \
        DependencyGraph.inject()`), which are always nil.

        When the type is `@Registerable`, the fix-it adds its `T.dependencyRegistration` to the builder \
        that holds the most registrations.
        """,
        fixTitles: ["Add T.dependencyRegistration to '<container>'"],
        triggeringExamples: ["""
        import Stitcher
        final class Uploader {
            @InjectedParameters
            init(session: Session) {}
        }
        let container = DependencyContainer {
            Dependency { Uploader() }
        }
        """],
        nonTriggeringExamples: ["""
        import Stitcher
        final class Uploader {
            @InjectedParameters
            init(session: Session) {}
        }
        let container = DependencyContainer {
            Dependency { Session() }
            Dependency { Uploader() }
        }
        """])

    func findings(for problem: StitcherGraph.Problem) -> [Finding] {
        guard case .missing(let u, let register) = problem else { return [] }
        // an optional @Injected property or the Optional overload recovers with nil: information
        let severity: Severity = u.required ? .error : (u.consumer == .injected || u.optionalResult ? .information : .warning)
        return [finding("No dependency is registered for \(u.locator): \(u.consequence) (\"No dependency could be found for \(u.locator).\")",
                        at: u.anchor, severity: severity,
                        fixes: register.map { [StitcherFixes.addRegistration($0.type, to: $0.in)] } ?? [])]
    }
}

struct ParameterArityMismatch: StitcherGraphRule {
    static let id = "stitcher/parameter-arity-mismatch"
    let info = RuleInfo(
        id: ParameterArityMismatch.id, library: "Stitcher", defaultSeverity: .error, kind: .wiring,
        summary: "An injection without the instantiation parameters its only registrations take",
        details: """
        A registration's factory parameters are instantiation parameters: Stitcher matches it only for an \
        injection that passes exactly those (`parameters:`). An injection without them — every one \
        `@InjectedParameters` generates — does not find it. The classic case is `@Registerable` on a type \
        whose initializer is `@InjectedParameters init(dep: D)`: the registration takes a `D`, the generated \
        `inject(byType:)` passes nothing.

        Pass the parameters, or give the type a parameterless initializer marked `@PreferredInitializer`.
        """,
        triggeringExamples: ["""
        import Stitcher
        final class Viewer {
            @InjectedParameters
            init(photo: PhotoStore) {}
        }
        let container = DependencyContainer {
            Dependency { id in PhotoStore(id: id) }
            Dependency { Viewer() }
        }
        """],
        nonTriggeringExamples: ["""
        import Stitcher
        final class Viewer {
            @InjectedParameters
            init(photo: PhotoStore) {}
        }
        let container = DependencyContainer {
            Dependency { PhotoStore(id: 1) }
            Dependency { Viewer() }
        }
        """])

    func findings(for problem: StitcherGraph.Problem) -> [Finding] {
        guard case .arity(let u, let registered) = problem else { return [] }
        let counts = registered.isEmpty ? "instantiation parameters" : registered.map(String.init).joined(separator: " or ") + " instantiation parameter" + (registered == [1] ? "" : "s")
        return [finding("\(u.locator) is registered with \(counts), but this injection passes none; Stitcher does not match it (\"No dependency could be found for \(u.locator).\")",
                        at: u.anchor)]
    }
}

struct AmbiguousDependency: StitcherGraphRule {
    let info = RuleInfo(
        id: "stitcher/ambiguous-dependency", library: "Stitcher", defaultSeverity: .warning, kind: .wiring,
        summary: "An injection several registrations answer",
        details: """
        When more than one registration matches an injection, Stitcher does not pick one: it throws \
        "Multiple dependencies found for Type[T]." A warning when the registrations are in one container \
        and no other container answers the injection alone; information when they are in different \
        containers, which may never be active together (a test case's own container, say).

        Name one of them (`.named(…)`), or remove one.
        """,
        triggeringExamples: ["""
        import Stitcher
        let container = DependencyContainer {
            Dependency { Logger() }
            Dependency { Logger() }
        }
        let logger = try! DependencyGraph.inject(byType: Logger.self)
        """],
        nonTriggeringExamples: ["""
        import Stitcher
        let container = DependencyContainer {
            Dependency { Logger() }
            Dependency { Logger() }.named("file")
        }
        let logger = try! DependencyGraph.inject(byType: Logger.self)
        """])

    func findings(for problem: StitcherGraph.Problem) -> [Finding] {
        guard case .ambiguous(let u, let found, let same) = problem else { return [] }
        let message = same
            ? "\(found.count) registrations match \(u.locator); injection throws \"Multiple dependencies found for \(u.locator).\""
            : "\(found.count) registrations in different containers match \(u.locator); while both containers are active, injection throws \"Multiple dependencies found for \(u.locator).\""
        return [finding(message, at: u.anchor, severity: same ? .warning : .information,
                        related: found.map { RelatedFinding(anchor: $0.anchor, message: "a registration that matches") })]
    }
}

struct DependencyCycle: StitcherGraphRule {
    let info = RuleInfo(
        id: "stitcher/dependency-cycle", library: "Stitcher", defaultSeverity: .error, kind: .wiring,
        summary: "Dependencies whose construction injects each other",
        details: """
        A registration that builds `A` through `A()` runs the overload `@InjectedParameters` generates for \
        A, which injects A's parameters, or A's own `init()`, with the `DependencyGraph.inject` calls it and \
        A's stored properties' initial values make; when one of those dependencies is built the same way and \
        injects `A`, injection recurses. Stitcher detects it at run time only in DEBUG builds ("Dependency \
        cycle detected, …"); in release the stack overflows.

        Move one parameter to an `@Injected` property (injected lazily), or ignore it and inject it later.
        """,
        triggeringExamples: ["""
        import Stitcher
        final class Auth {
            @InjectedParameters
            init(session: Session) {}
        }
        final class Session {
            @InjectedParameters
            init(auth: Auth) {}
        }
        let container = DependencyContainer {
            Dependency { Auth() }
            Dependency { Session() }
        }
        """, """
        import Stitcher
        final class Root {
            let leaf: Leaf = try! DependencyGraph.inject()
            init() {}
        }
        final class Leaf {
            let root: Root
            init() {
                root = try! DependencyGraph.inject()
            }
        }
        let container = DependencyContainer {
            Dependency { Root() }
            Dependency { Leaf() }
        }
        """],
        nonTriggeringExamples: ["""
        import Stitcher
        final class Auth {
            @InjectedParameters
            init(session: Session) {}
        }
        final class Session {
            @Injected var auth: Auth
            init() {}
        }
        let container = DependencyContainer {
            Dependency { Auth() }
            Dependency { Session() }
        }
        """, """
        import Stitcher
        final class Root {
            lazy var leaf: Leaf = try! DependencyGraph.inject()
            init() {}
        }
        final class Leaf {
            let root: Root
            init() {
                root = try! DependencyGraph.inject()
            }
        }
        let container = DependencyContainer {
            Dependency { Root() }
            Dependency { Leaf() }
        }
        """])

    func findings(for problem: StitcherGraph.Problem) -> [Finding] {
        guard case .cycle(let uses, let types) = problem, let last = uses.last else { return [] }
        let path = types.map { "Type[\($0)]" }.joined(separator: " -> ")
        let related = uses.dropLast().enumerated().map { k, u in
            RelatedFinding(anchor: u.anchor, message: "'\(types[k])' injects '\(types[k + 1])'")
        }
        return [finding("Dependency cycle: \(path); Stitcher detects it only in DEBUG (\"Dependency cycle detected\"), in release the stack overflows",
                        at: last.anchor, related: related)]
    }
}

struct RegisterableNotRegistered: StitcherGraphRule {
    let info = RuleInfo(
        id: "stitcher/registerable-not-registered", library: "Stitcher", defaultSeverity: .hint, kind: .wiring,
        summary: "A @Registerable type whose registration no container adds",
        details: """
        `@Registerable` only generates `T.dependencyRegistration`: a `DependencyContainer` or \
        `DependencyGroup` must list it (or the Sourcery template's `autoregisteredDependencies` group, which \
        lists every `@Registerable` type). Until then, injecting the type fails.

        The fix-it adds it to the builder that holds the most registrations.
        """,
        fixTitles: ["Add T.dependencyRegistration to '<container>'"],
        triggeringExamples: ["""
        import Stitcher
        @Registerable
        final class Feed {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        import Stitcher
        @Registerable
        final class Feed {
            init() {}
        }
        let container = DependencyContainer {
            Feed.dependencyRegistration
        }
        """])

    func findings(for problem: StitcherGraph.Problem) -> [Finding] {
        guard case .notRegistered(let r, let builder) = problem else { return [] }
        return [finding("'\(r.type)' is @Registerable, but no DependencyContainer or DependencyGroup adds \(r.type).dependencyRegistration: injecting it fails",
                        at: r.anchor, fixes: builder.map { [StitcherFixes.addRegistration(r.type, to: $0)] } ?? [])]
    }
}

struct CaptiveDependency: StitcherGraphRule {
    let info = RuleInfo(
        id: "stitcher/captive-dependency", library: "Stitcher", defaultSeverity: .warning, kind: .wiring,
        summary: "A singleton or shared dependency that captures an instance-scoped one at construction",
        details: """
        A registration with `.scope(.singleton)` (or `.shared`) that builds `A` through `A()` injects A's \
        `@InjectedParameters` parameters once, when A is built. An instance-scoped dependency among them, \
        meant to be new at every injection, is then the one instance A keeps for as long as A lives, shared \
        by everything that gets A. A singleton is reported as a warning, a shared registration (kept while \
        something holds it) as information. Only scopes written in the code count: `.automatic`, the \
        default, depends on whether the type is a class.

        Inject the dependency lazily with an `@Injected` property, or give it the scope it is used with.
        """,
        triggeringExamples: ["""
        import Stitcher
        final class Session {
            @InjectedParameters
            init(clock: Clock) {}
        }
        struct Clock {}
        let container = DependencyContainer {
            Dependency { Session() }.scope(.singleton)
            Dependency { Clock() }.scope(.instance)
        }
        """],
        nonTriggeringExamples: ["""
        import Stitcher
        final class Session {
            @InjectedParameters
            init(clock: Clock) {}
        }
        struct Clock {}
        let container = DependencyContainer {
            Dependency { Session() }.scope(.singleton)
            Dependency { Clock() }.scope(.singleton)
        }
        """])

    func findings(for problem: StitcherGraph.Problem) -> [Finding] {
        guard case .captive(let u, let owner, let captured) = problem, let a = owner.constructs else { return [] }
        let kept = owner.scope == ".singleton" ? "singleton" : "shared"
        let d = u.type ?? captured.types.first ?? "?"
        return [finding("'\(a)' (\(kept)) captures instance-scoped '\(d)' at construction: every injection of \(a) shares the one \(d) it was built with; inject \(d) lazily with @Injected",
                        at: u.anchor, severity: kept == "singleton" ? .warning : .information,
                        related: [RelatedFinding(anchor: owner.anchor, message: "'\(a)' is registered with scope \(owner.scope ?? "")"),
                                  RelatedFinding(anchor: captured.anchor, message: "'\(d)' is registered with scope .instance")])]
    }
}

enum StitcherFixes {
    /// `T.dependencyRegistration` as the builder's last entry: what `@Registerable` generates, always valid.
    static func addRegistration(_ type: String, to builder: StitcherFileModel.Builder) -> FixRecipe {
        FixRecipe(title: "Add \(type).dependencyRegistration to '\(builder.name)'",
                  edits: [.insertLastMember(builder.anchor, lines: ["\(type).dependencyRegistration"])])
    }
}

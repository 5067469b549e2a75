import WiringAnalysis

/// How a use reads in a message.
extension SwinjectFileModel.Use {
    var namedType: String {
        switch name {
        case .literal(let n): return "'\(target)' named \"\(n)\""
        case .reference(let p): return "'\(target)' named \(p)"
        case .none, .dynamic: return "'\(target)'"
        }
    }

    var consequence: String {
        switch consumer {
        case .resolve where required: return "resolve(\(type).self) returns nil, which stops the app at run time"
        case .resolve: return "resolve(\(type).self) always returns nil"
        case .injectable(let t): return "@Injectable '\(t)' resolves it with '!' in its generated register(in:), which crashes at run time"
        case .factory(let t): return "the factory @AutoFactory generates for '\(t)' resolves it with '!', which crashes when it makes one"
        case .property(let macro, let name) where required:
            return "@\(macro) '\(name)' stops with fatalError on first access"
        case .property(let macro, let name): return "@\(macro) '\(name)' is always nil"
        case .wrapper(let wrapper, let name) where required:
            return "the app's property wrapper @\(wrapper) resolves it for '\(name)' and stops the app when it gets nil"
        case .wrapper(let wrapper, let name): return "the app's property wrapper @\(wrapper) always gets nil for '\(name)'"
        case .autoregistered(let t, let p) where required:
            return "autoregister of '\(t)' resolves its initializer's parameter '\(p)' with '!', which crashes when it makes one"
        case .autoregistered(let t, let p): return "autoregister of '\(t)' always passes nil for its initializer's parameter '\(p)'"
        case .helper(let path) where inferred:
            return "the app's own \(path)() resolves it for the '\(type)' its caller wants and unwraps Swinject's nil, which stops the app at run time"
        case .helper(let path): return "the app's own \(path)(\(type).self) unwraps Swinject's nil, which stops the app at run time"
        case .passedOn(let path, let label) where required:
            return "the app's own \(path)(\(label.isEmpty ? "" : label + ": ")\(type).self) passes Swinject's nil on, and unwrapping it stops the app at run time"
        case .passedOn(let path, let label):
            return "the app's own \(path)(\(label.isEmpty ? "" : label + ": ")\(type).self) always returns nil"
        }
    }
}

extension SwinjectGraph {
    /// Under the closed-world assumption only: where the app registers
    /// through code Wiring cannot follow, a missing registration may be
    /// there, so the finding is information that says why.
    /// `unnamed`: the finding is about a resolve without a name, which a
    /// registration made only under names never answers.
    func closedWorld(_ f: Finding, unnamed: Bool = false) -> Finding {
        if app.isStandIn { return app.lacking(f) }
        // an app without a container or an assembly of its own that registers nothing at
        // all: its container is filled elsewhere (a package or project outside the workspace)
        if entries.isEmpty && open.isEmpty && assemblies.isEmpty && !makesContainer, f.severity == .error || f.severity == .warning {
            var f = f
            f.severity = .information
            f.message += "; but nothing in this app registers with Swinject, so its registrations are made elsewhere"
            return f
        }
        guard let first = open.first(where: { !unnamed || !$0.namedOnly }) else { return f }
        var f = f
        f.severity = .information
        f.message += "; but this app also \(first.reason), which Wiring cannot follow"
        f.related.append(RelatedFinding(anchor: first.anchor, message: "a registration Wiring cannot follow"))
        return f
    }

    /// Where a registration of `type` for code in `owner` (in file `path`)
    /// goes: the assembly that code is, else the one nearest (sharing the
    /// most folders) to where `type` is declared, else the one registering
    /// `owner` itself, else the one nearest to `path`, else the first.
    func assembly(of type: String = "", for owner: String = "", in path: String = "") -> SwinjectFileModel.Assembly? {
        if let own = assemblyByName[owner] { return assemblies[own] }
        guard assemblies.count > 1 else { return assemblies.first }
        if let k = assemblyNearType[type] { return assemblies[k] }
        if !owner.isEmpty, let registering = entries.first(where: { $0.key.type == owner && !$0.injectable })?.owner,
           let a = assemblyByName[registering] {
            return assemblies[a]
        }
        return path.isEmpty ? assemblies.first : assemblies[nearestAssembly(to: path)]
    }

    func isInjectable(_ type: String) -> Bool { names.id(type).map(injectableTypeIDs.contains) ?? false }

    /// What a new registration of `type` constructs: `T()` of the type,
    /// or of the first type declared to implement it (a protocol has no
    /// init); a placeholder to fill in for a protocol nothing in the
    /// workspace implements.
    func construction(of type: String) -> String {
        if let known = constructed[type] { return known.map { $0 + "()" } ?? "<#\(type)#>" }
        return (types.implementers(of: type).first ?? type) + "()"
    }
}

struct UnregisteredDependency: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/unregistered-dependency", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "A resolve that no registration of the app answers",
        details: """
        Swinject finds a registration by its exact key: the type as written (`P` and its implementation \
        `T` are different keys unless `.implements` says otherwise), the name, and the number of runtime \
        arguments. When nothing matches, `resolve` returns nil: a `resolve(T.self)!`, a dependency of an \
        `@Injectable` type (the macro force-unwraps it) or a required `@LazyInject` then crashes at run \
        time. Wiring matches every resolve against the registrations of each app that compiles it: \
        `container.register` calls with their `.implements`, `T.register(in:)` of `@Injectable` types, or \
        all of them with `registerDiscoveredServices()`.

        `autoregister(T.self, initializer: X.init)` resolves every parameter of X's initializer with `!` \
        (but those `argument:` passes): each is checked, X's initializer read where X is declared (one \
        of several chosen by the labels written, `X.init(a:b:)`; neither a failable nor an unavailable \
        one, such as UIKit's `init?(coder:)`; a generic X is not read). A type alias \
        stands for the type it names, in a resolve and in a registration (`(any P).self` is `P`). A \
        registration in a helper generic over the type's arguments (`register(Client<I, O>.self)`) \
        answers every specialization — but in a `register…` helper given each argument's metatype \
        (`func registerAPIClient<I, O>(_ i: I.Type, _ o: O.Type)`), each call registers the \
        specialization it names, and only a call naming no type answers them all — and a resolve of a \
        generic parameter (`resolve(View.self)` in `Builder<View>`), of a type made of one \
        (`Client<T>`), or of `Self` is not checked — but an app's own property wrapper generic over \
        the wrapped value's type that resolves it (`@propertyWrapper struct Inject<T>` whose initializer \
        or wrapped value calls `resolve(T.self)`) makes each `@Inject var x: X` (a property, or a local in a body) a resolve of X, which \
        crashes when the wrapper unwraps it with `!` or `as!`, ends in `fatalError`, or resolves through the \
        app's own crashing helper (`Resolver.shared.resolve(T.self)`); the name its resolve passes is the \
        property's (`resolve(name: isStub ? "stub" : nil)`: any name, so only a type registered under none is \
        reported). A wrapper generic \
        over several types resolves the one an initializer takes as a metatype (`init(as: Resolve.Type)`): \
        `@Injected(as: P.self)` resolves P, `@Injected()` the wrapped type. An app's own `resolve` generic \
        over the type whose metatype it takes first, unlabeled, and returns unwrapped (`static func \
        resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }`) crashes on a miss: a call of it \
        written on its type (`DI.resolve(X.self)`), on a static instance the type holds \
        (`AppContainer.shared.resolve(X.self)`), on a parameter or a property typed as it (`let \
        container: AppContainer`), on a local bound to one of these or constructing it earlier in the \
        body (`let c = AppContainer.shared`), on a value typed as a protocol the type conforms to that \
        requires that `resolve` (`protocol InstanceProvider { func resolve<T>(_ type: T.Type) -> T }`) \
        or bare in the type's own code is checked as a `resolve(X.self)!`. So is such a helper under \
        another name, resolving with `resolve` or `~>` (`func resolveSafe<S>(_ t: S.Type) -> S` in an \
        extension of `Resolver`, `static func inject<T>(_: T.Type) -> T` in one of SwiftUI's `View`): \
        its calls on a container, on its type or a type adopting its protocol, or bare in their code; \
        a call of that name the helper cannot be reached by resolves nothing. A helper of another name that \
        returns Swinject's optional as it is (`static func get<T>(type: T.Type) -> T? { container?.resolve(type) }`, \
        its metatype labeled or not), or a `resolve` whose metatype is labeled as Swinject's never is \
        (`func resolve<S>(serviceType: S.Type) -> S?`, also as a protocol's requirement), passes a miss on: its call crashes where the caller unwraps it (`!`, `as!`, \
        `guard let … else { fatalError() }`, also through a type alias of the helper's type), and is always \
        nil where the caller handles nil. One that takes no metatype (or \
        one with a default, `_ t: T.Type = T.self`, called without it) and \
        returns its generic type (`func resolve<T>() -> T`) resolves what its caller's binding is \
        annotated with, or the type of the initializer parameter it is given to (where the workspace \
        declares one initializer with those labels; a parameter of optional type takes nil): `let store: \
        Store = resolver.resolve()` and `Feed(store: r.resolve())` are checked as `resolve(Store.self)!`; so \
        is each property of a wrapper whose wrapped value such a helper gives. The statements of a script (`main.swift`) register \
        and resolve like a function's body. An app's own `register` or `autoregister` generic over a \
        type whose metatype it passes on to Swinject's (`func register<S>(_ type: S.Type, onMain: …) { \
        register(type) { … } }`) registers, at each of its calls, the type the call names; another \
        `register` with labels Swinject's has not (UIKit's `register(_:forCellReuseIdentifier:)`) is \
        another API's.

        An app none of whose files imports a module of Swinject's family resolves through another \
        container (another library's, its own, or one outside the workspace): its resolves are not checked.

        A factory resolves from its own container. When Wiring can tell what fills each `Assembler` of \
        the app — its literal list of assemblies (no `container:`, no `parent:`), and what \
        `name.apply(assembly:)` / `name.apply(assemblies: […])` adds to the Assembler made under that \
        name (`let assembler = Assembler()`), with no assembly applied otherwise \
        (`A().assemble(container:)`) — the factories of an assembly find the registrations of the \
        assemblies applied with it, and those made by code given a container: not those of another \
        Assembler's assemblies, nor those of a container the code makes itself (`let container = \
        Container()`, as a preview's fake resolver does).

        Likewise a resolve on a container Wiring can name finds only that container's registrations \
        and those made where it cannot tell the container (code given one, a container handed on): a \
        local made in the function (`let c = Container()`, never handed on) or a property every \
        declaration of whose name makes its own (`static let shared = Container()`, or a closure making \
        and returning one). A child (`Container(parent: p)`) finds its parent's as well, and its own are \
        not its parent's.

        A resolve in the factory of a registration nothing in the app resolves is information: that \
        factory never runs in the app (it may serve code outside the workspace, or none). A `resolve` \
        with a label Swinject's does not take (`resolve(_:module:)`) is an app's own overload, not read.

        A resolve bound to a local that is force-unwrapped later in the same factory or function \
        (`let s = r.resolve(S.self)`, then `s!`, before `s` is bound again) crashes as `resolve(S.self)!` \
        does. `register(Network.self) { _ in Network<User>() }` registers `Network<User>`: Swift infers \
        the generic argument from the factory. A type written bare inside a type or an extension \
        (`register(Interface.self)` in `extension Root.ViewModel`) is found under the nested name it may \
        be as well (`Root.ViewModel.Interface`).

        An error when nil crashes, a warning when the result is used otherwise. When the app also \
        registers in a way Wiring cannot follow (a type given as a value, a generic helper its calls do not name — but not, for a resolve without a name, one whose every \
        registration has a name (a literal, or a parameter whose type is not optional) —, a name that is \
        not a literal, `Module.register(in: container)` or an assembly applied whose type the workspace does not declare), the finding is information and says where; so is a resolve inside `#if … #endif` \
        of a type another app registers, since Wiring does not evaluate the condition for each app (one \
        no app registers crashes wherever it is compiled); and so is every finding of an app that \
        has no assembly, makes no `Container` (nor extends `SwinjectStoryboard`, whose `setup()` fills its \
        `defaultContainer`) and registers nothing at all, whose container is filled \
        elsewhere (a package or project outside the workspace). The fix-its add a registration to the \
        assembly whose code needs it, else to the one nearest to where the type is declared (sharing the \
        most folders with it), constructing the type or, for a protocol, \
        the first type the workspace declares to implement it (a placeholder to fill in when none does); \
        or make an `@Injectable` parameter optional.
        """,
        fixTitles: ["Register T in <assembly>", "Make the parameter optional"],
        triggeringExamples: ["""
        import Swinject

        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(FeedService.self) { r in
                    FeedService(api: r.resolve(APIClient.self)!)
                }
            }
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject

        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(APIClient.self) { _ in APIClient() }
                container.register(FeedService.self) { r in
                    FeedService(api: r.resolve(APIClient.self)!)
                }
            }
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        guard case .unregistered(let u, let hint) = problem, !u.optional else { return [] }
        var message = "No registration of \(u.namedType) is visible here: \(u.consequence)"
        if let hint { message += " (\(hint))" }
        var fixes: [FixRecipe] = []
        if let a = graph.assembly(of: u.target, for: u.owner, in: u.anchor.file), u.name == .none, u.arguments == 0 {
            let statement = graph.isInjectable(u.target)
                ? "\(u.target).register(in: container)"
                : "container.register(\(u.target).self) { _ in \(graph.construction(of: u.target)) }"
            fixes.append(FixRecipe(title: "Register \(u.target) in \(a.name)",
                                   edits: [.insertFirstStatement(a.assemble, statement: statement, returnsValue: false)]))
        }
        if let optional = u.optionalParameter {
            fixes.append(FixRecipe(title: "Make the parameter optional", isPreferred: fixes.isEmpty,
                                   edits: [.replace(u.anchor, optional)]))
        }
        var f = finding(message, at: u.anchor, severity: u.required ? .error : .warning, fixes: fixes)
        if u.conditional, graph.registeredInSomeApp.contains(u.target) {
            // `#if os(iOS)` in a file two apps compile: each registers what its own branch resolves
            f.severity = .information
            f.message += "; but it is inside `#if`, whose condition Wiring does not evaluate for each app"
        }
        f = graph.closedWorld(f, unnamed: u.name == .none)
        if let registered = u.factoryOfUnresolved, f.severity != .information {
            // a registration nothing here resolves: its factory may serve code outside the workspace, or none
            f.severity = .information
            f.message += "; but nothing in this app resolves '\(registered)', so that factory does not run here"
        }
        return [f]
    }
}

struct OptionalAlwaysNil: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/optional-always-nil", library: "Swinject", defaultSeverity: .information, kind: .wiring,
        summary: "An optional dependency that no registration of the app answers",
        details: """
        An optional `@Injectable` parameter (`T?`), an `@OptionalInject` property, a non-required \
        `@LazyInject` or a `resolve(T.self)?.…` whose type the app never registers is always nil: the code \
        that handles its absence is the only code that runs.

        Register the type, or remove the dependency.
        """,
        triggeringExamples: ["""
        import Swinject
        import SwinjectMacros

        @Injectable
        final class FeedService {
            init(cache: CacheStore?) {}
        }
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                FeedService.register(in: container)
            }
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject
        import SwinjectMacros

        @Injectable
        final class FeedService {
            init(cache: CacheStore?) {}
        }
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(CacheStore.self) { _ in CacheStore() }
                FeedService.register(in: container)
            }
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        guard case .unregistered(let u, _) = problem, u.optional else { return [] }
        return [graph.closedWorld(finding("No registration of \(u.namedType) is visible here: this optional dependency is always nil",
                                          at: u.anchor), unnamed: u.name == .none)]
    }
}

struct NamedRegistrationMissing: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/named-registration-missing", library: "Swinject", defaultSeverity: .warning, kind: .wiring,
        summary: "A resolve by a name the type is not registered under",
        details: """
        The name is part of Swinject's key: `resolve(T.self, name: "a")` finds only a registration of `T` \
        with `name: "a"`. When the app registers `T` only under other names, the resolve returns nil. When \
        it also registers `T` under a name Wiring cannot read (`name: route.rawValue`), that may be the \
        one: the finding is information. A constant's path (`name: Keys.main.rawValue`, `name: \
        AppAssembly.defaultName`) is the same name wherever it is written, and another case of the same \
        enum is another name; a constant and a literal (or another constant) may be one string, and are \
        not told apart.

        The fix-it uses the closest registered name.
        """,
        fixTitles: ["Use the name \"<closest>\""],
        triggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(Logger.self, name: "console") { _ in ConsoleLogger() }
            let logger = container.resolve(Logger.self, name: "consol")!
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(Logger.self, name: "console") { _ in ConsoleLogger() }
            let logger = container.resolve(Logger.self, name: "console")!
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        if case .namedOnlyDynamically(let u) = problem {
            return [finding("No registration of \(u.namedType) is visible here, but '\(u.target)' is also registered under a name Wiring cannot compare with it, which may be it: \(u.consequence) if it is not",
                            at: u.anchor, severity: .information)]
        }
        guard case .namedMissing(let u, let names, let fitting) = problem, let wanted = u.name.key.map(SwinjectDeclFacts.Name.shown) else {
            return []
        }
        let shown = names.map(SwinjectDeclFacts.Name.shown)
        // the fix names a registration the resolve finds: one taking as many runtime arguments
        let candidates = fitting.map(SwinjectDeclFacts.Name.shown)
        let closest = Spelling.closest(to: wanted, among: candidates)?.0 ?? candidates.first
        guard !shown.isEmpty else {
            // registered, but only without a name
            return [graph.closedWorld(finding("No registration of \(u.namedType); '\(u.target)' is registered only without a name",
                                              at: u.anchor, severity: u.required ? .error : .warning))]
        }
        let fixes = u.nameAnchor.flatMap { anchor in closest.map { [FixRecipe(title: "Use the name \($0)", edits: [.replace(anchor, $0)])] } } ?? []
        let list = shown.joined(separator: ", ")
        let f = finding("No registration of \(u.namedType); '\(u.target)' is registered with the name\(names.count == 1 ? "" : "s") \(list)",
                        at: u.anchor, severity: u.required ? .error : .warning, fixes: fixes)
        return [graph.closedWorld(f)]
    }
}

struct ArgumentCountMismatch: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/argument-count-mismatch", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "A resolve with another number of runtime arguments than the registration takes",
        details: """
        The number (and types) of a registration's runtime arguments — the factory closure's parameters \
        after the resolver — are part of Swinject's key: `register(T.self) { r, id in … }` is found only by \
        `resolve(T.self, argument: id)`, never by `resolve(T.self)`, and the reverse. The types are compared \
        where both are known: a registration whose factory annotates its parameters with standard types \
        (`{ (r, id: Int) in … }`) is not found by a resolve passing a literal of another type \
        (`argument: "42"` is a String); nor is a factory whose annotated parameter is not optional \
        (`{ (r, picture: Picture) in … }`) by a resolve passing an optional chain (`argument: \
        self?.pictures[row]` is a `Picture?`, whatever follows the `?`).

        Pass the arguments the registration takes.
        """,
        triggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(ProfileService.self) { r, userID in ProfileService(userID: userID) }
            let profile = container.resolve(ProfileService.self)!
        }
        """, """
        import Swinject

        func setUp(container: Container) {
            container.register(ProfileService.self) { (r, userID: Int) in ProfileService(userID: userID) }
            let profile = container.resolve(ProfileService.self, argument: "42")!
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(ProfileService.self) { r, userID in ProfileService(userID: userID) }
            let profile = container.resolve(ProfileService.self, argument: "42")!
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        if case .argumentTypes(let u, let registered) = problem {
            func list(_ types: [String]) -> String { types.count == 1 ? types[0] : "(" + types.joined(separator: ", ") + ")" }
            let one = u.argumentTypes.count == 1
            // an optional chain passed (`self?.item`): an optional of whatever type
            let passed = u.argumentTypes.map { $0 == "?" ? "optional" : $0 }
            let article = one ? (passed[0] == "optional" ? "an " : "a ") : ""
            let f = finding("\(u.namedType) is registered with \(one ? "a runtime argument of type" : "runtime arguments") "
                                + registered.map(list).joined(separator: " or ")
                                + " but resolved with \(article)\(list(passed)); the argument types are part of the key, so this resolve never finds it",
                            at: u.anchor)
            return [graph.closedWorld(f)]
        }
        guard case .argumentCount(let u, let registered) = problem else { return [] }
        let counts = registered.map(String.init).joined(separator: " or ")
        let f = finding("\(u.namedType) is registered with \(counts) runtime argument\(registered == [1] ? "" : "s") but resolved with \(u.arguments); the arguments are part of the key, so this resolve never finds it",
                        at: u.anchor)
        return [graph.closedWorld(f)]
    }
}

struct DependencyCycle: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/dependency-cycle", library: "Swinject", defaultSeverity: .error, kind: .wiring,
        summary: "Registrations whose factories resolve each other",
        details: """
        When constructing `A` resolves `B` and constructing `B` resolves `A`, Swinject recurses until it \
        stops after 200 nested resolutions with "Infinite recursive call for circular dependency has been \
        detected". A cycle is legal only when one edge is resolved later: in `.initCompleted { r, a in … }` \
        (then the types on the cycle must be shared within the graph: with `.transient`, each resolve \
        makes a new instance and it still never ends), or through `Lazy<T>` / `Provider<T>`. A factory \
        that registers a type again before resolving it (`container.register(P.self) { _ in P(view: vc) }; \
        r.resolve(P.self)!`) finds that new registration, which closes no cycle.

        Reported at the resolve that closes the cycle, with every other edge as related information.
        """,
        triggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(SessionService.self) { r in SessionService(auth: r.resolve(AuthService.self)!) }
            container.register(AuthService.self) { r in AuthService(session: r.resolve(SessionService.self)!) }
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(SessionService.self) { r in SessionService(auth: r.resolve(AuthService.self)!) }
            container.register(AuthService.self) { _ in AuthService() }
                .initCompleted { r, auth in auth.session = r.resolve(SessionService.self) }
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        guard case .cycle(let uses, let types, let transient) = problem, let last = uses.last else { return [] }
        let path = types.joined(separator: " → ")
        let message = transient.map {
            "Dependency cycle through initCompleted: \(path); '\($0)' is .transient, so every resolve makes a new instance and it never ends (make the types on the cycle .graph or .container)"
        } ?? "Dependency cycle: \(path); Swinject aborts after 200 nested resolutions (resolve one edge in initCompleted, or through Lazy or Provider)"
        let related = uses.dropLast().enumerated().map { k, u in
            RelatedFinding(anchor: u.anchor, message: "'\(types[k])' resolves '\(types[k + 1])'")
        }
        return [finding(message, at: last.anchor, related: related)]
    }
}

struct DuplicateRegistration: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/duplicate-registration", library: "Swinject", defaultSeverity: .warning, kind: .wiring,
        summary: "The same type, name and arguments registered twice",
        details: """
        Registering a key again silently replaces the earlier registration: no log, no error, the last one \
        wins. A warning when both are made in the same function on the same container, or in two \
        assemblies one `Assembler([A(), B()])` applies to its container (the later one listed wins), or \
        that one function applies to one assembler (`assembler.apply(assembly: A())`, then B); \
        information when they are in different assemblies or functions otherwise, where overriding a \
        registration (in tests, in a flavour) may be deliberate. Two registrations in different branches \
        of one conditional of the function (`if`/`else`, the cases of a `switch`, `#if`/`#else`) never both \
        run, and are no duplicate. The key holds the runtime arguments' types: factories taking a `String` \
        and an `Int` are two registrations (compared where both are annotated). Two tests (XCTest methods, \
        Swift Testing `@Test` functions) each have their own container: what they register is never \
        compared; nor are two registrations of a Quick spec (`spec()` of a `QuickSpec`), whose \
        `beforeEach` closures each prepare their own examples. Nor are registrations in containers that \
        are never one: two the code makes itself in different places (`let container = Container()`), two \
        Wiring names apart (properties making their own, as for unregistered dependencies), or \
        one of those and an Assembler's, or two Assemblers' applying none of the same assemblies (when \
        the Assemblers of the app are told apart, as for unregistered dependencies).
        """,
        triggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(Logger.self) { _ in ConsoleLogger() }
            container.register(Logger.self) { _ in FileLogger() }
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(Logger.self, name: "console") { _ in ConsoleLogger() }
            container.register(Logger.self, name: "file") { _ in FileLogger() }
        }
        """, """
        import Swinject

        func setUp(container: Container) {
            #if DEBUG
            container.register(Logger.self) { _ in ConsoleLogger() }
            #else
            container.register(Logger.self) { _ in FileLogger() }
            #endif
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        guard case .duplicate(let first, let later, let same, let assembler) = problem else { return [] }
        let what = first.key.name.map { "'\(first.key.type)' named \(SwinjectDeclFacts.Name.shown($0))" } ?? "'\(first.key.type)'"
        let message = same
            ? "\(what) is registered again later in this container, which silently replaces this registration"
            : assembler
            ? "\(what) is registered again in '\(later.owner)', which the same Assembler applies after '\(first.owner)' to one container: it silently replaces this registration"
            : "\(what) is also registered in '\(later.owner)'; if both go into one container, whichever runs last replaces the other"
        return [finding(message, at: first.anchor, severity: same || assembler ? .warning : .information,
                        related: [RelatedFinding(anchor: later.anchor, message: "the later registration")])]
    }
}

struct CaptiveDependency: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/captive-dependency", library: "Swinject", defaultSeverity: .warning, kind: .wiring,
        summary: "A container-scoped registration that captures a shorter-lived dependency",
        details: """
        A `.container` registration is built once and kept as long as the container. When its factory \
        resolves a `.transient` (or `.weak`) registration, that one instance is kept just as long: the \
        dependency's own scope has no effect. A registration made in a test meets only that test's (and \
        those outside tests): each test has its own container.

        Make the dependency `.container` too, or resolve it through `Provider<T>` when it is used.
        """,
        triggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(RequestBuilder.self) { _ in RequestBuilder() }.inObjectScope(.transient)
            container.register(APIClient.self) { r in APIClient(builder: r.resolve(RequestBuilder.self)!) }
                .inObjectScope(.container)
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject

        func setUp(container: Container) {
            container.register(RequestBuilder.self) { _ in RequestBuilder() }.inObjectScope(.container)
            container.register(APIClient.self) { r in APIClient(builder: r.resolve(RequestBuilder.self)!) }
                .inObjectScope(.container)
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        guard case .captive(let holder, let use, let scope) = problem else { return [] }
        let resolver = holder.injectable ? "its generated register(in:)" : "its factory"
        return [finding("'\(holder.key.type)' is container-scoped, but \(resolver) resolves '\(use.target)', which is .\(scope): that one instance lives as long as the container (make '\(use.target)' .container too, or resolve it through Provider)",
                        at: use.anchor, related: [RelatedFinding(anchor: holder.anchor, message: "the container-scoped registration")])]
    }
}

struct InjectableNeverRegistered: SwinjectGraphRule {
    let info = RuleInfo(
        id: "swinject/injectable-never-registered", library: "Swinject", defaultSeverity: .hint, kind: .wiring,
        summary: "An @Injectable type whose register(in:) nothing calls",
        details: """
        `@Injectable` only generates `static func register(in:)`: nothing calls it unless the app does \
        (`T.register(in: container)`, usually in an assembly) or uses the package's build plugin and calls \
        `registerDiscoveredServices()`. Until then, resolving the type returns nil.

        The fix-it registers it in the assembly nearest to the type (sharing the most folders with it).
        """,
        fixTitles: ["Register T in <assembly>"],
        triggeringExamples: ["""
        import Swinject
        import SwinjectMacros

        @Injectable
        final class FeedService {
            init() {}
        }
        """],
        nonTriggeringExamples: ["""
        import Swinject
        import SwinjectMacros

        @Injectable
        final class FeedService {
            init() {}
        }
        final class AppAssembly: Assembly {
            func assemble(container: Container) {
                FeedService.register(in: container)
            }
        }
        """])

    func findings(for problem: SwinjectGraph.Problem, in graph: SwinjectGraph) -> [Finding] {
        guard case .neverRegistered(let t) = problem else { return [] }
        let fixes = graph.assembly(of: t.type, in: t.anchor.file).map { a in
            [FixRecipe(title: "Register \(t.type) in \(a.name)",
                       edits: [.insertFirstStatement(a.assemble, statement: "\(t.type).register(in: container)", returnsValue: false)])]
        } ?? []
        return [finding("'\(t.type)' is @Injectable, but nothing calls \(t.type).register(in:) (nor registerDiscoveredServices()): resolving it returns nil",
                        at: t.anchor, fixes: fixes)]
    }
}

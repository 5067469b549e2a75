import WiringAnalysis

/// What one file contributes to the container graph, a pure function of
/// its facts: registrations (with the resolves their factories make),
/// `@Injectable` types and their injected parameters, `T.register(in:)`
/// calls, resolves elsewhere and the macros' injected properties,
/// registrations Wiring cannot follow, assemblies, and the file's types
/// with what they inherit (for "did you mean" hints). Equal models give an
/// equal graph, so an edit that changes none rebuilds nothing.
struct SwinjectFileModel: Equatable {
    /// Something that resolves a type.
    struct Use: Equatable {
        enum Consumer: Equatable {
            /// `resolve(T.self)` written by hand.
            case resolve
            /// The generated `register(in:)` of an `@Injectable` type.
            case injectable(String)
            /// The factory `@AutoFactory` generates for a type.
            case factory(String)
            /// `@LazyInject` / `@OptionalInject` on a property.
            case property(macro: String, name: String)
            /// A property marked with the app's own wrapper, which resolves its type.
            case wrapper(String, name: String)
            /// A parameter of the initializer `autoregister` is given, for the type it registers.
            case autoregistered(type: String, parameter: String)
            /// `resolve(T.self)` that calls the app's own `resolve` (`ResolveHelper`), written `Owner.resolve`.
            case helper(String)
            /// A call of the app's own helper that returns Swinject's optional as it is
            /// (`ResolveHelper.passesOptional`), written `Owner.get`, and its metatype's label.
            case passedOn(String, label: String)
        }
        var type: String { didSet { deferredTarget = SwinjectNames.deferredTarget(type) } }
        var name: SwinjectDeclFacts.Name
        var arguments: Int
        /// nil crashes: `!`, a non-optional `@Injectable` parameter, `@LazyInject(required: true)`.
        var required: Bool
        /// Used as an optional (`?.`, `T?` parameter, `@OptionalInject`).
        var optional: Bool
        var consumer: Consumer
        var anchor: Anchor
        /// The `name:` literal, when one is written.
        var nameAnchor: Anchor? = nil
        /// An `@Injectable` parameter: how it reads made optional.
        var optionalParameter: String? = nil
        /// The type (or function) whose code makes the use: where a fix registers.
        var owner: String = ""
        /// A written resolve: the callee's path before `resolve` (`SwinjectDeclFacts.Resolve.receiver`).
        var receiver = ""
        /// Made in a factory on another container (`SwinjectDeclFacts.Resolve.elsewhere`).
        var elsewhere = false
        /// Made in a closure of a factory's own (`SwinjectDeclFacts.Resolve.inClosure`).
        var inClosure = false
        /// The type of that receiver when it is a parameter of the function
        /// making the call, or a property of the enclosing type with a type
        /// written or constructed (`let container: AppContainer`).
        var receiverType: String?
        /// Inside `#if … #endif` (whose condition Wiring does not evaluate for each app).
        var conditional = false
        /// Made in a test method (`SwinjectFileModel.testMethod`): its container is that test's.
        var testMethod: String?
        /// A written resolve without metatype, typed by its context
        /// (`SwinjectDeclFacts.Resolve.inferred`): an app's own inferring
        /// `resolve` only, or nothing Wiring reads.
        var inferred = false
        /// The literal arguments' types (`SwinjectDeclFacts.Resolve.argumentTypes`).
        var argumentTypes: [String] = []
        /// A call of another name than `resolve` (`SwinjectDeclFacts.Resolve.method`):
        /// a use only through an app's helper of that name, nothing otherwise.
        var method = ""
        /// Such a call's metatype label (`SwinjectDeclFacts.Resolve.metatypeLabel`).
        var metatypeLabel = ""
        /// Its result unwrapped at the call (`SwinjectDeclFacts.Resolve.unwrappedAtCall`).
        var unwrappedAtCall = false
        /// After its factory registered its type again (`SwinjectDeclFacts.Resolve.afterOwnRegistration`).
        var afterOwnRegistration = false
        /// The container it asks, where Wiring can name it (`containerID(…)`); nil otherwise.
        var containerID: String?
        /// Made by the factory of a registration of this type that nothing
        /// in the app resolves (set by `SwinjectGraph`): it never runs here.
        var factoryOfUnresolved: String?

        /// `Lazy<T>`/`Provider<T>`: T, resolved later (read once per use by
        /// every rebuild of the graph: stored, not parsed each time).
        private(set) var deferredTarget: String?
        /// The type whose registration this needs.
        var target: String { deferredTarget ?? type }

        init(type: String, name: SwinjectDeclFacts.Name, arguments: Int, required: Bool, optional: Bool, consumer: Consumer,
             anchor: Anchor, nameAnchor: Anchor? = nil, optionalParameter: String? = nil, owner: String = "") {
            self.type = type
            self.name = name
            self.arguments = arguments
            self.required = required
            self.optional = optional
            self.consumer = consumer
            self.anchor = anchor
            self.nameAnchor = nameAnchor
            self.optionalParameter = optionalParameter
            self.owner = owner
            deferredTarget = SwinjectNames.deferredTarget(type)
        }
    }

    struct Registration: Equatable {
        var type: String
        var name: SwinjectDeclFacts.Name
        var arity: Int?
        /// `container`, `graph` (the default), `transient`, `weak`, or as written.
        var scope: String
        var implements: [String]
        /// Which container: the enclosing declaration and the container expression.
        var container: String
        /// The assembly or type whose code registers it (for messages).
        var owner: String
        var resolves: [Use]
        var completionResolves: [Use]
        var anchor: Anchor
        /// `autoregister`'s initializer (`X.init(a:b:)`) and the types of
        /// its runtime arguments: the initializer's other parameters are
        /// resolved with `!` (found where the graph is built).
        var initializer: String? = nil
        var argumentTypes: [String] = []
        /// The branches of its declaration it is made in (`SwinjectDeclFacts.Registration.branches`).
        var branches: [UInt32] = []
        /// Made in a test method (`SwinjectFileModel.testMethod`).
        var testMethod: String? = nil
        /// The type its factory constructs (`SwinjectDeclFacts.Registration.constructs`), scoped.
        var constructs = ""
        /// Which container it is made in, as far as `Assembler`s tell.
        var origin = ContainerOrigin.other
        /// The container itself, where Wiring can name it: "L|…" a local never
        /// handed on, "P|Type.name" a property (a container only where the app
        /// makes every such property itself: `SwinjectGraph.container(_:made:)`).
        var containerID: String?
        /// A type written bare inside types or extensions declared elsewhere
        /// (`register(Interface.self)` in `extension Root.ViewModel`): those
        /// types, innermost first, which may declare it (`Root.ViewModel.Interface`).
        var scopes: [String] = []
    }

    /// Where a registration is made, for the containers an `Assembler`
    /// builds (`SwinjectGraph.visibleAssemblies`).
    enum ContainerOrigin: Equatable {
        /// In `assemble(container:)` of this assembly, on its parameter.
        case assembly(String)
        /// On a container the code made itself (`let c = Container()`): no Assembler's.
        case fresh
        /// Anywhere else: any container, as far as Wiring can tell.
        case other
    }

    struct Injectable: Equatable {
        var type: String
        var name: SwinjectDeclFacts.Name
        var scope: String
        var dependencies: [Use]
        var anchor: Anchor
        /// Where the type is declared (its declaration, for fixes).
        var declaration: Anchor
    }

    struct Call: Equatable {
        var type: String
        var anchor: Anchor
        /// The assembly (or type) whose code makes the call.
        var owner: String
        /// The container an `@Injectable` type's entry names for this call
        /// (made with the call: every rebuild of the graph reads it).
        let container: String

        init(type: String, anchor: Anchor, owner: String) {
            self.type = type
            self.anchor = anchor
            self.owner = owner
            container = "\(anchor.file)|\(anchor.decl)|register(in:)"
        }
    }

    struct Open: Equatable {
        var reason: String
        var anchor: Anchor
        /// It registers only under names (`SwinjectDeclFacts.Open.namedOnly`).
        var namedOnly = false
    }

    /// A property marked with the name of a wrapper the workspace declares
    /// that resolves its generic parameter (`wrappers`): `@Inject var x: X`
    /// resolves X in an app that declares that wrapper. Kept apart from the
    /// model (`SwinjectAnalysis.wrapped`).
    struct WrappedProperty: Equatable {
        var attribute: String
        var type: String
        var name: String
        var anchor: Anchor
        var owner: String
        /// The attribute's arguments (`@Injected(as: P.self)`).
        var arguments: [ArgumentFact]

        /// The resolve it makes under `wrapper`: of the wrapped type, or of
        /// the type the argument of the wrapper's metatype label names. A
        /// miss crashes in the wrapper, whatever the property's optionality.
        func use(_ wrapper: Wrapper) -> Use {
            var resolved = SwinjectNames.unwrapped(type).type
            if let label = wrapper.label,
               let a = arguments.first(where: { ($0.label ?? "_") == label }), a.text.hasSuffix(".self") {
                resolved = SwinjectNames.key(String(a.text.dropLast(5)))
            }
            // a wrapper resolving under the name it is made with (`@Injected("readable")`):
            // the attribute's string, or no name when it is given none
            var resolvedName = wrapper.name
            if case .dynamic = wrapper.name {
                let given = arguments.first { $0.label == nil || $0.label == "name" }
                resolvedName = given.map { SwinjectDeclFacts.Name.of($0.text) } ?? .none
            }
            return Use(type: resolved, name: resolvedName, arguments: 0, required: wrapper.crashes, optional: !wrapper.crashes,
                       consumer: .wrapper(attribute, name: name), anchor: anchor, owner: owner)
        }
    }

    /// The app's own `resolve` (`SwinjectDeclFacts.ResolveHelper`) whose
    /// miss stops the app, and which written resolves call it.
    struct ResolveHelper: Equatable {
        /// Its name (`resolve`, `resolveSafe`, `inject`).
        var name = "resolve"
        /// The type (or extension) declaring it; nil for a free function.
        var owner: String?
        var isStatic: Bool
        /// The owner's static properties holding one of it (`static let shared = AppContainer()`).
        var instances: [String]
        var takesName: Bool
        var takesArguments: Bool
        /// It takes no metatype (`func resolve<T>() -> T`).
        var inferred = false
        /// It takes one with a default (`_ t: T.Type = T.self`): both kinds of call reach it.
        var inferredToo = false
        /// Its metatype parameter's label, "" when unlabeled.
        var metatypeLabel = ""
        /// It returns Swinject's optional as it is: the caller's `!` crashes, else the result is optional.
        var passesOptional = false

        /// Whether `use`, an unwrapped `resolve(T.self)` that Wiring would
        /// read as Swinject's (or a `resolve()` typed by its context, for an
        /// inferring helper), calls this: written on the owner (or an
        /// instance the owner holds), or bare in the owner's own code.
        func calls(_ use: Use) -> Bool {
            // (a `resolve` with a labeled metatype is recorded under its name: Swinject's has none)
            guard use.consumer == .resolve, use.method == (name == "resolve" && metatypeLabel.isEmpty ? "" : name),
                  use.inferred ? inferred || inferredToo : !inferred, use.metatypeLabel == metatypeLabel,
                  passesOptional || !use.required && !use.optional, use.name == .none || takesName,
                  use.arguments == 0 || takesArguments
            else { return false }
            guard let owner else { return use.receiver.isEmpty }
            if (use.receiver.isEmpty || use.receiver == "self" || (isStatic && use.receiver == "Self")) && use.owner == owner {
                return true
            }
            // Swinject's own resolvers have no `resolve()` without a metatype: on
            // one (a factory's `r`, whose type is not written), it is this one
            if inferred, !isStatic, !use.receiver.isEmpty, SwinjectNames.resolverTypes.contains(owner) { return true }
            // likewise a helper of its own name on them (`extension Resolver { func resolveSafe … }`)
            if !use.method.isEmpty, !isStatic, !use.receiver.isEmpty, SwinjectNames.resolverTypes.contains(owner) { return true }
            return isCalled(on: use.receiver, typed: use.receiverType)
        }

        /// Whether a call on `receiver` (of type `typed`, when known) is this
        /// helper's: on its type (static), on a value of it, or on an instance
        /// its type holds (`AppContainer.shared`).
        func isCalled(on receiver: String, typed: String?) -> Bool {
            guard let owner else { return false }
            if isStatic { return receiver == owner }
            return typed == owner || instances.contains { receiver == owner + "." + $0 }
        }

        func resolving(_ use: Use) -> Use {
            var u = use
            let path = (owner.map { $0 + "." } ?? "") + name
            if passesOptional {
                u.required = use.required || use.unwrappedAtCall
                u.optional = !u.required
                u.consumer = .passedOn(path, label: metatypeLabel)
            } else {
                u.required = true
                u.consumer = .helper(path)
            }
            return u
        }
    }

    /// A protocol's `resolve` requirement (`ResolveHelper` without a body):
    /// what a call through the protocol may pass.
    struct ResolveRequirement: Equatable {
        var takesName: Bool
        var takesArguments: Bool
        /// Its metatype's label, "" when unlabeled.
        var metatypeLabel = ""
        /// It returns `T?`: a conformer passing Swinject's optional on (`ResolveHelper.passesOptional`).
        var passesOptional = false

        /// Declaration `i` as such a requirement: a generic `resolve` of a
        /// protocol whose first parameter is typed `T.Type` (unlabeled, or
        /// labeled: `resolve(serviceType:)`), returning `T` itself, or `T?`
        /// when labeled (an unlabeled one returning `T?` reads as Swinject's).
        static func of(_ i: Int, in decls: [DeclFact]) -> ResolveRequirement? {
            let p = Int(decls[i].parent)
            guard decls[i].kind == .func, decls[i].name == "resolve", p >= 0, decls[p].kind == .protocol,
                  decls[i].flags.contains(.hasGenericParameters), let first = decls[i].params.first,
                  first.type.hasSuffix(".Type"), let returned = decls[i].returnType else { return nil }
            let generic = String(first.type.dropLast(5))
            let label = first.label == "_" ? "" : first.label
            guard returned == generic || returned == generic + "?" && !label.isEmpty else { return nil }
            let labels = decls[i].params.dropFirst().map(\.label)
            return ResolveRequirement(takesName: labels.contains("name"),
                                      takesArguments: labels.contains { $0 == "argument" || $0 == "arguments" },
                                      metatypeLabel: label, passesOptional: returned != generic)
        }
    }

    /// An app's own property wrapper that resolves a generic parameter of its.
    struct Wrapper: Equatable {
        var crashes: Bool
        /// See `SwinjectDeclFacts.WrapperResolve.label`.
        var label: String?
        /// Every resolve of it goes through an app's own inferring `resolve()`
        /// (`SwinjectDeclFacts.WrapperResolve.viaHelper`).
        var viaHelper = false
        /// The paths its resolves are called on where they do not crash
        /// themselves (`SwinjectDeclFacts.WrapperResolve.receiver`).
        var receivers: [String] = []
        /// The name its resolve passes (`SwinjectDeclFacts.WrapperResolve.name`; the first one's).
        var name = SwinjectDeclFacts.Name.none

        /// One wrapper seen twice (two resolves, or two files declaring the
        /// name): a miss crashes when either says so; the first label stands.
        mutating func absorb(_ other: Wrapper) {
            crashes = crashes || other.crashes
            if label == nil { label = other.label }
            viaHelper = viaHelper && other.viaHelper
            receivers += other.receivers.filter { !receivers.contains($0) }
        }
    }

    /// Whether declaration `i` is a property or function typed, made or
    /// returning Swinject's `Container` (read in place: asked of every
    /// declaration of every file that imports Swinject).
    /// The test method declaration `i` is (or is in): an XCTest method
    /// (`func testX()` of a type) or a Swift Testing `@Test` function, by
    /// file and identity. Each test gets a new container (`setUp`, or one
    /// made in the test), so what two tests register never meets.
    static func testMethod(of i: Int, in facts: FileFacts, path: String) -> String? {
        var at = i
        while at >= 0 {
            let d = facts.decls[at]
            if d.kind == .func {
                let xctest = d.name.hasPrefix("test") && d.params.isEmpty && d.parent >= 0
                    && facts.decls[Int(d.parent)].kind.isTypeLike
                if xctest || d.attributes.contains(where: { $0.name == "Test" || $0.name == "Testing.Test" }) {
                    return path + "|" + d.id.description
                }
                // Quick's `spec()`: each example's `beforeEach`/`it` closures make its own container state
                if d.name == "spec", d.params.isEmpty, d.parent >= 0, case let t = facts.decls[Int(d.parent)],
                   t.kind == .class, t.inherits.contains(where: { $0 == "QuickSpec" || $0 == "AsyncSpec" || $0.hasSuffix(".QuickSpec") }) {
                    return path + "|" + d.id.description + "|spec"
                }
            }
            at = Int(d.parent)
        }
        return nil
    }

    static func holdsContainer(_ i: Int, in decls: [DeclFact]) -> Bool {
        let kind = decls[i].kind
        guard kind == .var || kind == .let || kind == .func else { return false }
        func isContainer(_ t: String?) -> Bool { t == "Container" || t == "Swinject.Container" }
        return kind == .func ? isContainer(decls[i].returnType)
            : isContainer(decls[i].annotatedTypeName) || isContainer(decls[i].constructedTypeName)
    }

    /// The static properties of type `owner` (its declaration or an
    /// extension here) that hold an `owner`: `static let shared = Owner()`.
    static func staticInstances(of owner: String, in facts: FileFacts) -> [String] {
        var out: [String] = []
        for k in facts.decls.indices where facts.decls[k].kind == .let || facts.decls[k].kind == .var {
            let p = Int(facts.decls[k].parent)
            guard p >= 0, facts.decls[p].kind.isTypeLike, facts.decls[p].name == owner, facts.decls[k].isStaticMember,
                  facts.decls[k].constructedTypeName == owner || facts.decls[k].annotatedTypeName == owner else { continue }
            out.append(facts.decls[k].name)
        }
        return out
    }

    /// The type (or function) whose code declaration `i` is part of: where
    /// a fix registers, what messages name.
    /// Declaration `i` as an assembly's `assemble(container:)` with a body:
    /// the type (or extension) declaring it, by index, and the parameter's name.
    static func assembleMethod(_ i: Int, in facts: FileFacts) -> (type: Int, parameter: String)? {
        // (read in place: asked of every declaration, most of them no method)
        guard facts.decls[i].kind == .func, facts.decls[i].name == "assemble", facts.decls[i].hasBody,
              let p = facts.decls[i].params.first, p.label == "container",
              case let parent = Int(facts.decls[i].parent), parent >= 0, facts.decls[parent].kind.isTypeLike else { return nil }
        return (parent, p.name)
    }

    static func owner(of i: Int, in facts: FileFacts, path: String) -> String {
        // a script's statements (`main.swift`): the file is the owner
        if facts.decls[i].flags.contains(.topLevelCode) { return String(path.split(separator: "/").last ?? "") }
        var at = Int(facts.decls[i].parent)
        while at >= 0 {
            if facts.decls[at].kind.isTypeLike { return facts.decls[at].name }
            at = Int(facts.decls[at].parent)
        }
        return facts.decls[i].name
    }

    /// The properties of a file marked with one of `wrappers`.
    static func wrappedProperties(path: String, facts: FileFacts, wrappers: Set<String>) -> [WrappedProperty] {
        var out: [WrappedProperty] = []
        for i in facts.decls.indices where facts.decls[i].kind == .var || facts.decls[i].kind == .let {
            guard !facts.decls[i].attributes.isEmpty, let type = facts.decls[i].type,
                  let attr = facts.decls[i].attributes.first(where: { wrappers.contains($0.name) }) else { continue }
            out.append(WrappedProperty(attribute: attr.name, type: type, name: facts.decls[i].name,
                                       anchor: Anchor(file: path, decl: facts.decls[i].id, role: .name),
                                       owner: owner(of: i, in: facts, path: path), arguments: attr.arguments))
        }
        return out
    }

    /// The locals of a file's bodies marked with one of `wrappers`
    /// (`SwinjectDeclFacts.localWrapped`), read from its extracted facts.
    static func wrappedLocals(path: String, facts: FileFacts, wrappers: Set<String>, library: Int,
                              extracted: (Int) -> SwinjectDeclFacts?) -> [WrappedProperty] {
        var out: [WrappedProperty] = []
        for i in facts.decls.indices where !facts.decls[i].libraryFacts.isEmpty {
            guard let x = extracted(i) else { continue }
            for l in x.localWrapped where wrappers.contains(l.attribute) {
                out.append(WrappedProperty(attribute: l.attribute, type: l.type, name: l.name,
                                           anchor: Anchor(file: path, decl: facts.decls[i].id, role: .extracted(library: library, l.range)),
                                           owner: owner(of: i, in: facts, path: path), arguments: l.arguments))
            }
        }
        return out
    }

    /// A `register`/`autoregister` of the app's own that passes its
    /// metatype parameter on to Swinject's (`SwinjectDeclFacts.Forward`).
    struct Forwarder: Equatable {
        var name: String
        /// Its parameters' labels (`_` for none) and which have defaults.
        var labels: [String]
        var defaults: [Bool]
        var metatype: Int
        var arity: Int?
        /// `SwinjectDeclFacts.Forward.name`: what its registrations are named whatever the call passes.
        var registeredName: SwinjectDeclFacts.Name? = nil
        /// `SwinjectDeclFacts.Forward.template` and its generic parameters
        /// with the index of the parameter taking each one's metatype.
        var template: String? = nil
        var templateGenerics: [String] = []
        var templateParameters: [Int] = []

        /// Which of a call's arguments is given to the metatype parameter
        /// when the call's labels fit this function (arguments in order,
        /// parameters with defaults skipped, trailing closures last); nil
        /// when they do not.
        func metatypeArgument(of call: HelperCall) -> Int? {
            arguments(of: call).flatMap { $0[metatype] }
        }

        /// Per parameter, the call's argument given to it (nil: its
        /// default or a trailing closure); nil when the labels do not fit.
        func arguments(of call: HelperCall) -> [Int?]? {
            var p = 0
            var given = [Int?](repeating: nil, count: labels.count)
            for (k, label) in call.labels.enumerated() {
                while p < labels.count, labels[p] != (label.isEmpty ? "_" : label) {
                    guard defaults[p] else { return nil }
                    p += 1
                }
                guard p < labels.count else { return nil }
                given[p] = k
                p += 1
            }
            // the rest: trailing closures for the last ones, defaults before them
            let rest = labels.count - p
            guard rest >= call.trailingClosures,
                  (p..<(labels.count - call.trailingClosures)).allSatisfy({ defaults[$0] }) else { return nil }
            return given
        }

        /// The specialization a call registers (`Client<EmptyInput, Episode>`),
        /// its first type argument's index; nil when a type is not named.
        func specialization(by call: HelperCall) -> (type: String, argument: Int)? {
            guard let template, let given = arguments(of: call) else { return nil }
            var types: [String: String] = [:]
            var first: Int?
            for (g, p) in zip(templateGenerics, templateParameters) {
                guard p < given.count, let k = given[p], !call.types[k].isEmpty else { return nil }
                types[g] = call.types[k]
                if first == nil { first = k }
            }
            // each generic parameter, as a whole word, by the type the call names
            var out = "", word = ""
            for ch in template + " " {
                if ch.isLetter || ch.isNumber || ch == "_" {
                    word.append(ch)
                } else {
                    out += types[word] ?? word
                    word = ""
                    out.append(ch)
                }
            }
            out.removeLast()
            return (SwinjectNames.key(out), first!)
        }
    }

    /// A `register`/`autoregister` call with labels Swinject's methods do
    /// not take (`SwinjectDeclFacts.HelperCall`): a registration when the
    /// app declares a forwarder it fits.
    struct HelperCall: Equatable {
        var method: String
        var labels: [String]
        var trailingClosures: Int
        var types: [String]
        var anchors: [Anchor?]
        var name: SwinjectDeclFacts.Name
        var owner: String
        var container: String
        /// The declaration making the call (where a registration it makes
        /// without naming a type is anchored).
        var caller: Anchor
    }

    struct Assembly: Equatable {
        var name: String
        /// Its `assemble(container:)` (a `.declaration` anchor).
        var assemble: Anchor
        /// Declared `private` or `fileprivate`: only its own file names it.
        var isFilePrivate = false
    }

    /// An `Assembler([A(), B()])`: the assemblies it applies to its one
    /// container, in order, as named in `file` (where a file-private
    /// assembly of that name is the one meant).
    struct AssemblerGroup: Equatable {
        var file: String
        var names: [String]
    }

    /// A resolve typed by the parameter of an initializer it is the
    /// argument of (`SwinjectDeclFacts.Resolve.slot`), and the registration
    /// whose factory makes it (nil: the declaration's own code).
    struct SlotUse: Equatable {
        var use: Use
        var slot: String
        var registration: Anchor?
    }

    var registrations: [Registration] = []
    var slotUses: [SlotUse] = []
    var injectables: [Injectable] = []
    var registersIn: [Call] = []
    /// The assemblies `Assembler([…])` and `apply(assembly:)` apply, at the call.
    var appliedAssemblies: [Call] = []
    var discovers = false
    var uses: [Use] = []
    var open: [Open] = []
    var assemblies: [Assembly] = []
    var forwarders: [Forwarder] = []
    var helperCalls: [HelperCall] = []
    /// The app's own crashing `resolve` methods declared here.
    var resolveHelpers: [ResolveHelper] = []
    /// Protocols declared here that require a `resolve` returning the type
    /// whose metatype it takes, unwrapped (`func resolve<T>(_ type: T.Type) -> T`),
    /// by name: a conformer that is a crashing helper makes a call through
    /// the protocol one of it (`SwinjectGraph.protocolHelpers`).
    var resolveRequirements: [String: ResolveRequirement] = [:]
    /// `Assembler([A(), B()])`s here: the assemblies each applies to one
    /// container, in order.
    var assemblerGroups: [AssemblerGroup] = []
    /// Properties here holding a `Container`, by the type declaring them and
    /// name (`Container.shared`, `.container` at file level): whether it is one the
    /// property makes (`let container = Container()`, or a closure making
    /// and returning one), not one given (`let container: Container` set in an initializer).
    var containerProperties: [String: Bool] = [:]
    /// What fills Assemblers' containers here (`SwinjectDeclFacts.assemblerFills`).
    var assemblerFills: [SwinjectDeclFacts.AssemblerFill] = []
    /// Assemblies applied here in a way that may fill a container Wiring
    /// cannot name (`SwinjectDeclFacts.opensAssemblies`).
    var opensAssemblies = false
    /// Types declared here (name → what they inherit), for hints.
    var types: [String: [String]] = [:]
    /// A declaration here holds, makes or returns a Swinject `Container`
    /// (`let container = Container()`, `func make() -> Container`): the
    /// app's container is its own, even while it registers nothing.
    var makesContainer = false
    /// Property wrappers declared here that resolve a generic parameter of theirs.
    var wrappers: [String: Wrapper] = [:]
    /// Type aliases declared here (name, and `Outer.name` when nested →
    /// the key of the type named): a resolve of an alias is a resolve of it.
    var aliases: [String: String] = [:]
    /// File-level constants and variables with a type written or
    /// constructed (`let container = AppContainer()`): what a call on one
    /// of them elsewhere reaches (an app's own helper of that type).
    var globals: [String: String] = [:]

    var isEmpty: Bool {
        registrations.isEmpty && injectables.isEmpty && registersIn.isEmpty && !discovers && uses.isEmpty && open.isEmpty
            && slotUses.isEmpty && !makesContainer
            && assemblies.isEmpty && aliases.isEmpty && wrappers.isEmpty && forwarders.isEmpty && helperCalls.isEmpty
            && resolveHelpers.isEmpty && resolveRequirements.isEmpty && assemblerGroups.isEmpty && appliedAssemblies.isEmpty
            && assemblerFills.isEmpty && !opensAssemblies && containerProperties.isEmpty
    }

    init(path: String, facts: FileFacts, qualifiedNames: QualifiedNames, library: Int, extracted: (Int) -> SwinjectDeclFacts?) {
        // SwinjectMacros' attributes, where the file can expand them
        let macrosImported = SwinjectNames.macrosImported(facts.imports)
        func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { Anchor(file: path, decl: facts.decls[i].id, role: role) }
        func owner(_ i: Int) -> String { Self.owner(of: i, in: facts, path: path) }
        let testsImported = facts.imports.contains("XCTest") || facts.imports.contains("Testing") || facts.imports.contains("Quick")
        func testMethod(_ i: Int) -> String? { testsImported ? Self.testMethod(of: i, in: facts, path: path) : nil }
        // the file's nested types by qualified name, gathered when a name needs them
        var nestedTypes: Set<String>?
        /// `ViewModel` written inside `enum Login`, which declares a
        /// `ViewModel`: `Login.ViewModel`, as Swift finds it (the innermost
        /// enclosing type first); other names as written.
        func scoped(_ type: String, _ i: Int) -> String {
            guard let first = type.utf8.first, first > UInt8(ascii: "9"),
                  type.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || $0 >= 0x80 || (0x30...0x39).contains($0)
                      || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return type }
            if nestedTypes == nil {
                var found: Set<String> = []
                // nested types, and nested aliases (`typealias Logic = LoginLogic` in an assembly: its
                // `Logic` is `LoginAssembly.Logic`, which the aliases resolve, not another assembly's)
                for k in facts.decls.indices
                where (facts.decls[k].kind.isTypeLike || facts.decls[k].kind == .typealias) && facts.decls[k].kind != .extension {
                    let p = Int(facts.decls[k].parent)
                    // (an alias has no qualified name of its own: its type's, and its name)
                    if p >= 0, facts.decls[p].kind.isTypeLike {
                        found.insert(facts.decls[k].kind == .typealias ? qualifiedNames[p] + "." + facts.decls[k].name : qualifiedNames[k])
                    }
                }
                nestedTypes = found
            }
            guard !nestedTypes!.isEmpty else { return type }
            var at = facts.decls[i].kind.isTypeLike ? i : Int(facts.decls[i].parent)
            while at >= 0 {
                if facts.decls[at].kind.isTypeLike, case let q = qualifiedNames[at] + "." + type, nestedTypes!.contains(q) { return q }
                at = Int(facts.decls[at].parent)
            }
            return type
        }
        /// `x` or `self.x` in declaration `i`'s code: the type of its
        /// parameter `x` (`x` only), else the type a stored property `x` of
        /// the type around it is annotated with or constructs.
        /// The type (or extension) around declaration `i`, by index.
        func enclosingTypeIndex(_ i: Int) -> Int? {
            var at = Int(facts.decls[i].parent)
            while at >= 0, !facts.decls[at].kind.isTypeLike { at = Int(facts.decls[at].parent) }
            return at >= 0 ? at : nil
        }
        func receiverType(_ receiver: String, _ i: Int) -> String? {
            let name = receiver.hasPrefix("self.") ? String(receiver.utf8.dropFirst(5))! : receiver
            guard !name.isEmpty, !name.utf8.contains(UInt8(ascii: ".")) else { return nil }
            if name == receiver, let p = facts.decls[i].params.first(where: { $0.name == name }) { return p.type }
            guard let at = enclosingTypeIndex(i) else { return nil }
            for m in facts.members(of: at) where facts.decls[m].name == name && (facts.decls[m].kind == .let || facts.decls[m].kind == .var) {
                return facts.decls[m].annotatedTypeName ?? facts.decls[m].constructedTypeName
            }
            return nil
        }
        /// The types and extensions around declaration `i`, innermost first:
        /// where a bare type name written there may be declared.
        func scopes(of type: String, _ i: Int) -> [String] {
            guard !type.isEmpty, !type.contains("."), !type.contains("<"), type.first?.isUppercase == true else { return [] }
            var out: [String] = []
            var at = enclosingTypeIndex(i)
            while let k = at {
                let q = qualifiedNames[k]
                out.append(q.isEmpty ? facts.decls[k].name : q)
                at = enclosingTypeIndex(k)
            }
            return out
        }
        /// The type around declaration `i` (its name's last component), "" at file level.
        func enclosingType(_ i: Int) -> String {
            guard let at = enclosingTypeIndex(i) else { return "" }
            let name = facts.decls[at].name
            return name.split(separator: ".").last.map(String.init) ?? name
        }
        /// The container expression `expression` of declaration `i` names,
        /// where it names one by a property of a type: `Container.shared`,
        /// `self.container`, `Self.shared`, or a property of the type around
        /// (`P|Type.name`, kept where the app makes every property of that
        /// type and name itself); nil for a parameter or anything else.
        func containerID(_ expression: String, _ i: Int) -> String? {
            guard !expression.isEmpty, !expression.contains("("), !expression.contains("?"), !expression.contains("!") else { return nil }
            let parts = expression.split(separator: ".").map(String.init)
            guard let last = parts.last, last != "self", last != "Self" else { return nil }
            if parts.count >= 2 {
                let owner = parts[parts.count - 2]
                if owner == "self" || owner == "Self" {
                    let around = enclosingType(i)
                    return around.isEmpty ? nil : "P|" + around + "." + last
                }
                // on a type (`Container.shared`), not on a value (`app.container`)
                return owner.first?.isUppercase == true ? "P|" + owner + "." + last : nil
            }
            guard !facts.decls[i].params.contains(where: { $0.name == expression }), let at = enclosingTypeIndex(i) else { return nil }
            let member = facts.members(of: at).contains {
                facts.decls[$0].name == expression && (facts.decls[$0].kind == .let || facts.decls[$0].kind == .var)
            }
            return member ? "P|" + enclosingType(i) + "." + expression : nil
        }
        func use(_ r: SwinjectDeclFacts.Resolve, _ i: Int) -> Use {
            // `resolve(T?.self)`: Swinject's Optional wrapper resolves T and
            // answers `.some(nil)` without it, so the `!` never stops the app
            let (wrapped, optionalType) = r.type.hasSuffix("?") || r.type.hasPrefix("Optional<")
                ? SwinjectNames.unwrapped(r.type) : (r.type, false)
            var u = Use(type: scoped(wrapped, i), name: r.name, arguments: r.arguments, required: r.forceUnwrapped && !optionalType,
                        optional: r.optionalChained || optionalType,
                        consumer: .resolve, anchor: anchor(i, .extracted(library: library, r.range)),
                        nameAnchor: r.nameRange.map { anchor(i, .extracted(library: library, $0)) }, owner: owner(i))
            u.conditional = r.conditional
            u.testMethod = testMethod(i)
            u.inferred = r.inferred
            u.argumentTypes = r.argumentTypes
            u.method = r.method
            u.metatypeLabel = r.metatypeLabel
            u.unwrappedAtCall = r.unwrappedAtCall
            u.afterOwnRegistration = r.afterOwnRegistration
            u.containerID = r.localContainer ? "L|\(path)|\(facts.decls[i].id)|\(r.containerPath)" : containerID(r.containerPath, i)
            u.receiver = r.receiver
            u.elsewhere = r.elsewhere
            u.inClosure = r.inClosure
            if !r.receiver.isEmpty { u.receiverType = r.receiverType.isEmpty ? receiverType(r.receiver, i) : r.receiverType }
            return u
        }
        for i in facts.decls.indices {
            let kind = facts.decls[i].kind
            if kind.isTypeLike && kind != .extension { types[facts.decls[i].name] = facts.decls[i].inherits }
            if (kind == .var || kind == .let) && facts.decls[i].parent < 0,
               let t = facts.decls[i].type ?? facts.decls[i].constructedTypeName, !t.hasSuffix("?"), !t.hasSuffix("!") {
                globals[facts.decls[i].name] = SwinjectNames.key(t)
            }
            if !makesContainer, Self.holdsContainer(i, in: facts.decls) { makesContainer = true }
            // `extension SwinjectStoryboard { @objc class func setup() { … } }` fills its `defaultContainer`
            // (SwinjectStoryboard's own module since Swinject 2: Swinject 1's, with another API, is not read)
            if kind == .extension, facts.decls[i].name == "SwinjectStoryboard", facts.imports.contains("SwinjectStoryboard") {
                makesContainer = true
            }
            if kind == .var || kind == .let,
               let t = facts.decls[i].constructedTypeName ?? facts.decls[i].annotatedTypeName, t == "Container" || t == "Swinject.Container" {
                // made here: constructed, or by a closure whose registrations go into the container it returns
                // (not a child, `Container(parent: p)`: a resolve on it finds its parent's registrations too)
                let made = facts.decls[i].constructedTypeName.map { $0 == "Container" || $0 == "Swinject.Container" } ?? false
                    && !(facts.decls[i].initializer ?? "").contains("parent:")
                    || extracted(i)?.registrations.contains { $0.containerIdentity == .property } == true
                // by the type declaring it and its name (`Container.shared`)
                let name = enclosingType(i) + "." + facts.decls[i].name
                containerProperties[name] = (containerProperties[name] ?? true) && made
            }
            if kind == .typealias, let aliased = facts.decls[i].aliasedType {
                let name = facts.decls[i].name, key = SwinjectNames.key(aliased)
                if key != name { aliases[name] = key }
                let parent = Int(facts.decls[i].parent)
                if parent >= 0, facts.decls[parent].kind.isTypeLike { aliases[qualifiedNames[parent] + "." + name] = key }
            }
            if kind == .func, !facts.decls[i].hasBody, let r = ResolveRequirement.of(i, in: facts.decls) {
                resolveRequirements[facts.decls[Int(facts.decls[i].parent)].name] = r
            }
            if let a = Self.assembleMethod(i, in: facts) {
                let modifiers = facts.decls[a.type].modifiers
                assemblies.append(Assembly(name: facts.decls[a.type].name, assemble: anchor(i, .declaration),
                                           isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate")))
            }
            // most declarations: no attribute, no extracted fact; known without a copy
            if facts.decls[i].attributes.isEmpty && facts.decls[i].libraryFacts.isEmpty { continue }
            let d = facts.decls[i]
            for attr in d.attributes where macrosImported {
                guard let macro = SwinjectNames.macro(of: attr) else { continue }
                switch macro {
                case "Injectable" where d.kind == .class || d.kind == .struct:
                    guard !d.flags.contains(.hasGenericParameters),
                          let initializer = SwinjectNames.primaryInit(of: i, in: facts) else { break }
                    var deps: [Use] = []
                    for (k, p) in facts.decls[initializer].params.enumerated() {
                        guard SwinjectNames.injectableClass(type: p.type, hasDefault: p.hasDefault).isInjected else { continue }
                        // the macro drops a trailing `?` only; `Optional<T>` is resolved as written, through
                        // Swinject's optional wrapper, which answers with nil: optional either way
                        let (base, optional) = SwinjectNames.unwrapped(p.type)
                        deps.append(Use(type: base, name: .none,
                                        arguments: 0, required: !optional, optional: optional, consumer: .injectable(d.name),
                                        anchor: anchor(initializer, .parameter(k)),
                                        optionalParameter: optional || p.hasDefault ? nil
                                            : (p.label == p.name ? p.name : "\(p.label) \(p.name)") + ": \(p.type)?"))
                    }
                    injectables.append(Injectable(type: d.name, name: Self.name(attr), scope: Self.scope(attr),
                                                  dependencies: deps, anchor: anchor(i, .name), declaration: anchor(i, .declaration)))
                case "AutoFactory" where d.kind == .class || d.kind == .struct:
                    // the generated factory resolves every service parameter with '!' when it makes one
                    guard let initializer = SwinjectNames.primaryInit(of: i, in: facts) else { break }
                    for (k, p) in facts.decls[initializer].params.enumerated()
                    where SwinjectNames.factoryClass(type: p.type, hasDefault: p.hasDefault).isInjected && !p.type.hasSuffix("?") {
                        uses.append(Use(type: SwinjectNames.key(p.type), name: .none, arguments: 0, required: true, optional: false,
                                        consumer: .factory(d.name), anchor: anchor(initializer, .parameter(k))))
                    }
                case "LazyInject", "OptionalInject":
                    guard d.kind == .var || d.kind == .let, let type = d.type, extracted(i)?.computed != true else { break }
                    let (base, optional) = SwinjectNames.unwrapped(type)
                    let required = macro == "LazyInject"
                        && !attr.arguments.contains { $0.label == "required" && $0.text == "false" }
                    uses.append(Use(type: base, name: Self.name(attr), arguments: 0, required: required && !optional,
                                    optional: !required || optional, consumer: .property(macro: macro, name: d.name),
                                    anchor: anchor(i, .name)))
                default: break
                }
            }
            guard let x = extracted(i) else { continue }
            for r in x.wrapperResolves {
                let w = Wrapper(crashes: r.crashes, label: r.label, viaHelper: r.viaHelper,
                                receivers: r.receiver.isEmpty ? [] : [r.receiver], name: r.name)
                wrappers[owner(i), default: w].absorb(w)
            }
            if let h = x.resolveHelper, h.crashes || h.passesOptional {
                let parent = Int(d.parent)
                let owner = parent >= 0 && facts.decls[parent].kind.isTypeLike ? facts.decls[parent].name : nil
                resolveHelpers.append(ResolveHelper(name: d.name, owner: owner, isStatic: d.isStaticMember,
                                                    instances: owner.map { Self.staticInstances(of: $0, in: facts) } ?? [],
                                                    takesName: h.takesName, takesArguments: h.takesArguments,
                                                    inferred: h.inferred, inferredToo: h.metatypeDefaulted,
                                                    metatypeLabel: h.metatypeLabel, passesOptional: h.passesOptional && !h.crashes))
            }
            discovers = discovers || x.discovers
            assemblerGroups += x.assemblers.map { AssemblerGroup(file: path, names: $0.map { scoped($0, i) }) }
            for var fill in x.assemblerFills {
                fill.types = fill.types.map { scoped($0, i) }
                assemblerFills.append(fill)
            }
            opensAssemblies = opensAssemblies || x.opensAssemblies
            // `assemble(container:)` of an assembly: registrations on its parameter fill the Assembler's container
            let assembly = Self.assembleMethod(i, in: facts)
            for r in x.registrations {
                registrations.append(Registration(
                    type: scoped(r.type, i), name: r.name, arity: r.arity, scope: r.scope ?? "graph",
                    implements: r.implements.map { scoped($0, i) },
                    // a file's top-level statements run in order, as one body does
                    container: "\(path)|\(d.flags.contains(.topLevelCode) ? "top-level" : "\(d.id)")|\(r.container)", owner: owner(i),
                    resolves: r.resolves.filter(\.slot.isEmpty).map { use($0, i) },
                    completionResolves: r.completionResolves.filter(\.slot.isEmpty).map { use($0, i) },
                    anchor: anchor(i, .extracted(library: library, r.range)), initializer: r.initializer,
                    argumentTypes: r.argumentTypes, branches: r.branches,
                    // in a Quick spec, each registration is an example's own (no two meet)
                    testMethod: testMethod(i).map { $0.hasSuffix("|spec") ? $0 + "|\(registrations.count)" : $0 },
                    constructs: r.constructs.isEmpty ? "" : scoped(r.constructs, i),
                    origin: assembly.map { $0.parameter == r.container } == true ? .assembly(facts.decls[assembly!.type].name)
                        : r.freshContainer ? .fresh : .other,
                    containerID: r.containerIdentity == .local ? "L|\(path)|\(d.id)|\(r.container)"
                        : r.containerIdentity == .property ? "P|" + enclosingType(i) + "." + d.name : containerID(r.container, i),
                    scopes: scopes(of: scoped(r.type, i), i)))
            }
            for r in x.registrations {
                for u in r.resolves where !u.slot.isEmpty {
                    slotUses.append(SlotUse(use: use(u, i), slot: u.slot, registration: anchor(i, .extracted(library: library, r.range))))
                }
            }
            for r in x.resolves {
                if r.slot.isEmpty { uses.append(use(r, i)) } else { slotUses.append(SlotUse(use: use(r, i), slot: r.slot)) }
            }
            for c in x.registersIn { registersIn.append(Call(type: c.type, anchor: anchor(i, .extracted(library: library, c.range)), owner: owner(i))) }
            for a in x.applied {
                appliedAssemblies.append(Call(type: a.type, anchor: anchor(i, .extracted(library: library, a.range)), owner: owner(i)))
            }
            for o in x.open {
                open.append(Open(reason: o.reason, anchor: anchor(i, .extracted(library: library, o.range)), namedOnly: o.namedOnly))
            }
            for f in x.forwards where f.parameter < d.params.count {
                forwarders.append(Forwarder(name: d.name, labels: d.params.map(\.label), defaults: d.params.map(\.hasDefault),
                                            metatype: f.parameter, arity: f.arity, registeredName: f.name,
                                            template: f.template.map { scoped($0, i) },
                                            templateGenerics: f.templateGenerics, templateParameters: f.templateParameters))
            }
            for h in x.helperCalls {
                helperCalls.append(HelperCall(
                    method: h.method, labels: h.labels, trailingClosures: h.trailingClosures,
                    types: h.types.map { $0.isEmpty ? $0 : scoped($0, i) },
                    anchors: h.ranges.map { $0 < 0 ? nil : anchor(i, .extracted(library: library, $0)) }, name: h.name,
                    owner: owner(i), container: "\(path)|\(d.flags.contains(.topLevelCode) ? "top-level" : "\(d.id)")|helper",
                    caller: anchor(i, .name)))
            }
        }
        if isEmpty { types = [:] }
    }

    /// The first unlabeled string literal, or `name:`.
    static func name(_ attr: AttributeFact) -> SwinjectDeclFacts.Name {
        guard let a = attr.arguments.first(where: { $0.label == nil || $0.label == "name" }) else { return .none }
        return .of(a.text)
    }

    static func scope(_ attr: AttributeFact) -> String {
        guard let t = attr.arguments.first(where: { $0.label == "scope" })?.text else { return "graph" }
        return t.split(separator: ".").last.map(String.init) ?? t
    }
}

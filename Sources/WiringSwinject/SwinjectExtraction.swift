import WiringAnalysis
import WiringSyntax

/// What one declaration does with a Swinject container, read from its
/// calls: registrations with their chains and the resolves inside their
/// factories, resolves elsewhere, `T.register(in:)` of `@Injectable` types,
/// `registerDiscoveredServices()`, and registrations Wiring cannot follow.
/// Positions are kept apart (`ExtractedFact.ranges`), so equal facts are
/// equal bytes.
struct SwinjectDeclFacts: Equatable, Sendable {
    enum Name: Equatable, Sendable {
        case none
        case literal(String)
        /// Not a string literal: any name, as far as Wiring can tell.
        case dynamic
        /// A constant's path (`AssemblyKeys.main.rawValue`,
        /// `AppAssembly.defaultName`): the same name wherever it is
        /// written; another case of the same enum is another name.
        case reference(String)

        var literal: String? { if case .literal(let s) = self { return s } else { return nil } }

        /// The name as the graph compares it (`SwinjectGraph.match`): a
        /// literal's text, a constant's path after a mark no literal starts
        /// with; nil without a name or for one Wiring cannot read.
        var key: String? {
            switch self {
            case .literal(let s): return s
            case .reference(let p): return Self.referenceMark + p
            case .none, .dynamic: return nil
            }
        }

        static let referenceMark = "\u{1}"

        /// A key as written: a literal quoted, a constant's path as it is.
        static func shown(_ key: String) -> String {
            key.hasPrefix(referenceMark) ? String(key.dropFirst()) : "\"" + key + "\""
        }

        /// The name an argument written as `text` gives: a string literal
        /// without interpolation, `nil`, a constant's path (a type's name,
        /// then members: `Keys.main.rawValue`), or one Wiring cannot read.
        /// A string literal's contents, without interpolation; nil for anything else.
        static func literalText(_ text: String) -> String? {
            guard text.count >= 2, text.first == "\"", text.last == "\"", !text.contains("\\(") else { return nil }
            return String(text.dropFirst().dropLast())
        }

        static func of(_ text: String) -> Name {
            if let literal = literalText(text) { return .literal(literal) }
            if text == "nil" { return .none }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 2, let first = parts[0].first, first.isUppercase, parts[0] != "Self",
                  parts.allSatisfy({ p in
                      !p.isEmpty && !p.first!.isNumber && p.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
                  }) else { return .dynamic }
            return .reference(text)
        }
    }

    struct Resolve: Equatable, Sendable {
        /// The type as keyed (`Lazy<T>` kept: see `SwinjectNames.deferredTarget`).
        var type: String
        var name: Name
        /// Runtime arguments passed (`argument:`, `arguments:`).
        var arguments: Int
        /// `resolve(…)!`: nil crashes.
        var forceUnwrapped: Bool
        /// `resolve(…)?.x`: used as optional.
        var optionalChained: Bool
        /// Index into the fact's ranges: the `T` of `T.self`.
        var range: Int
        /// The `name:` string literal's range, when written.
        var nameRange: Int? = nil
        /// Written inside `#if … #endif`: compiled only where the condition holds.
        var conditional = false
        /// Per runtime argument, the type a literal argument has (`"5"`:
        /// String, `5`: Int); "" for any other expression.
        var argumentTypes: [String] = []
        /// The callee's path before `resolve` (`DI` of `DI.resolve`,
        /// `AppContainer.shared`, `self`), "" for a bare `resolve(…)`:
        /// whose `resolve` it may be. Read only for a resolve neither
        /// force-unwrapped nor optional-chained ("" otherwise). A local
        /// bound earlier in the body to a path (`let c = AppContainer.shared`)
        /// is read as that path.
        var receiver = ""
        /// The type a local receiver is annotated with or constructs
        /// (`let c: AppContainer = …`, `let c = AppContainer()`); "" otherwise.
        var receiverType = ""
        /// Made in a factory on another container than the one registering
        /// it: on a name neither the factory's resolver nor the registering
        /// container's expression (`outer.register(T.self) { _ in
        /// inner.resolve(T.self)! }` resolves `inner`'s T).
        var elsewhere = false
        /// Made in a factory inside a closure of its own (`Service { id in
        /// r.resolve(Request.self, argument: id)! }`): when that closure
        /// runs, not while the factory constructs.
        var inClosure = false
        /// `let s: Service = helper.resolve()`: no metatype, the type is the
        /// annotation's. Only an app's own `resolve` that infers its type
        /// (`ResolveHelper.inferred`) takes such a call; Swinject's does not.
        var inferred = false
        /// Such a call given as an initializer's argument (`Feed(api:
        /// r.resolve())`): "Feed|api:_|0", the type, the call's labels and
        /// the argument's place; its type is that parameter's, found in the
        /// workspace (`SwinjectAnalysis.slotResolves`). "" otherwise.
        var slot = ""
        /// A call of another name given a metatype first (`inject(T.self)`,
        /// `container.resolveSafe(T.self)`): the callee's name. It resolves
        /// only when the app declares a helper of that name that resolves
        /// its type (`ResolveHelper`); "" for `resolve` itself.
        var method = ""
        /// Such a call's label of the metatype (`get(type: T.self)`: `type`), "" when unlabeled.
        var metatypeLabel = ""
        /// Such a call's result unwrapped where it is made (`!`, `as!`, a
        /// `guard let … else { fatalError() }`): a helper that passes
        /// Swinject's nil on (`ResolveHelper.passesOptional`) then crashes.
        var unwrappedAtCall = false
        /// Made in a factory after that factory registered its type again
        /// (`container.register(P.self) { … }; r.resolve(P.self)!`): it finds
        /// that registration, made for it, not the one being constructed.
        var afterOwnRegistration = false
        /// The container it asks, as written before `.resolve` (`Container.shared`,
        /// `self.container`, `b`); "" for a bare call.
        var containerPath = ""
        /// That container is a local of the declaration made there without a
        /// parent and never handed on (`let b = Container(); b.resolve(…)`).
        var localContainer = false
    }

    struct Registration: Equatable, Sendable {
        var type: String
        var name: Name
        /// The factory closure's parameters after the resolver: the
        /// registration's runtime arguments; nil when Wiring cannot count them.
        var arity: Int?
        /// `.inObjectScope(.x)`: `x`; nil when not written.
        var scope: String?
        var implements: [String]
        /// The container expression (`container`, `self.container`).
        var container: String
        /// Resolves made while constructing, and in `initCompleted` (after).
        var resolves: [Resolve]
        var completionResolves: [Resolve]
        var range: Int
        /// `autoregister(T.self, initializer: X.init(a:b:))`: `X.init(a:b:)`,
        /// whose parameters it resolves (but those given as `argument:`).
        var initializer: String? = nil
        /// The types of its runtime arguments: `autoregister`'s `argument:` /
        /// `arguments:` (keyed), or the factory's parameters after the
        /// resolver when each is annotated (`{ (r, id: Int) in … }`); empty
        /// when Wiring cannot tell them.
        var argumentTypes: [String] = []
        /// The branches it is made in, outermost first, each a conditional
        /// of its declaration (counted in order) and which of its branches
        /// (`SwinjectExtraction.branches`): two registrations in different
        /// branches of one conditional never both run.
        var branches: [UInt32] = []
        /// The type its factory constructs when the factory is one call of
        /// an initializer (`{ _ in Mapper() }`, `return Mapper.init(…)`), or
        /// `autoregister`'s initializer's type; "" otherwise.
        var constructs = ""
        /// The container is a local the declaration made itself before the
        /// call (`let container = Container()`, `Container(parent: p)`): a
        /// container of its own, which no `Assembler` builds.
        var freshContainer = false
        /// Which one, when Wiring can tell.
        var containerIdentity = ContainerIdentity.unknown
    }

    enum ContainerIdentity: UInt8, Sendable {
        case unknown
        /// The local itself, never handed on.
        case local
        /// The one the property this is the initial value of makes and
        /// returns (`static let shared: Container = { let c = Container(); …; return c }()`).
        case property
    }

    /// A type and the call naming it: `T.register(in: c)` of an
    /// `@Injectable` type, or an assembly applied (`applied`).
    struct RegisterIn: Equatable, Sendable {
        var type: String
        var range: Int
    }

    /// A registration Wiring cannot follow, and why.
    struct Open: Equatable, Sendable {
        var reason: String
        var range: Int
        /// Every registration it makes has a name (`name:` a literal or a
        /// parameter of a type that is not optional): none answers a resolve without one.
        var namedOnly = false
    }

    /// A `var` with an accessor block, observers' too (the property macros
    /// reject it as computed).
    var computed = false
    /// A resolve of a generic parameter of the property wrapper around
    /// (`@propertyWrapper struct Inject<T> { … resolve(T.self)! … }`).
    struct WrapperResolve: Equatable, Sendable {
        /// A miss crashes (`!`, `as!`, `fatalError`).
        var crashes: Bool
        /// The callee's path before `resolve` (`Resolver.shared`) when it
        /// does not: an app's own crashing helper there makes it crash.
        var receiver = ""
        /// The `name:` it passes (`resolve(name: "stub")`).
        var name = Name.none
        /// The wrapper's one generic parameter: nil, each `@Inject var x: X`
        /// resolves X. Among several: the label of the initializer's
        /// parameter of that metatype (`init(as: Resolve.Type)`, `_` when
        /// unlabeled), whose argument names the type resolved
        /// (`@Injected(as: P.self)`); without it, the wrapped type.
        var label: String?
        /// Through an app's own `resolve()` that infers its type
        /// (`wrappedValue = Locator.shared.resolve()`): Swinject's only where
        /// the app declares such a helper (its miss crashes: the wrapped
        /// value is not optional).
        var viaHelper = false
    }
    var wrapperResolves: [WrapperResolve] = []
    /// This declaration is a `register`/`autoregister` of the app's own
    /// that passes its metatype parameter on to Swinject's
    /// (`func register<S>(_ type: S.Type, …) { container.register(type) { … } }`):
    /// each call of it registers the type its argument names.
    struct Forward: Equatable, Sendable {
        /// The metatype parameter's index.
        var parameter: Int
        /// The runtime arguments of the registration it makes (nil: unknown).
        var arity: Int?
        /// The name its registration has whatever the call passes (nil:
        /// the call's `name:`, passed on or none).
        var name: Name? = nil
        /// A `register*` helper generic over a registered type's arguments
        /// (`func registerAPIClient<I, O>(_ i: I.Type, _ o: O.Type) {
        /// register(Client<I, O>.self) … }`): the type as written, its
        /// generic parameters and, for each, the index of the parameter
        /// taking its metatype. Each call registers its own specialization.
        var template: String? = nil
        var templateGenerics: [String] = []
        var templateParameters: [Int] = []
    }
    /// A `register`/`autoregister` call with labels Swinject's own do not
    /// take, with a type argument: a call of an app's forwarding helper
    /// (`Forward`), or another API's (UIKit's), which the app decides.
    struct HelperCall: Equatable, Sendable {
        var method: String
        /// Each argument's label ("" when unlabeled), trailing closures aside.
        var labels: [String]
        var trailingClosures: Int
        /// Per argument: `T` of `T.self` (keyed), "" for another value.
        var types: [String]
        /// Per argument: its range's index in the fact's ranges (-1 when no type).
        var ranges: [Int]
        var name: Name
    }
    var forwards: [Forward] = []
    var helperCalls: [HelperCall] = []
    /// This declaration is a `resolve` of the app's own, generic over the
    /// type whose metatype it takes first, unlabeled, and returns that type
    /// unwrapped (`static func resolve<T>(_ type: T.Type) -> T {
    /// container.resolve(type)! }`): a call of it reads as Swinject's
    /// `resolve(X.self)` but answers X or stops the app.
    struct ResolveHelper: Equatable, Sendable {
        /// A miss crashes (`!`, `as!`, `fatalError`).
        var crashes: Bool
        /// It takes a `name:` / runtime arguments to pass on.
        var takesName: Bool
        var takesArguments: Bool
        /// It takes no metatype: its type is what the caller's context
        /// wants (`func resolve<T>() -> T`).
        var inferred = false
        /// Its metatype has a default (`_ t: T.Type = T.self`): a call
        /// without one is typed by its context, as `inferred`'s.
        var metatypeDefaulted = false
        /// The label of its metatype parameter (`get(type:)`: `type`), "" when unlabeled.
        var metatypeLabel = ""
        /// It returns Swinject's optional as it is (`func get<T>(type: T.Type)
        /// -> T? { container.resolve(type) }`): its caller decides.
        var passesOptional = false
    }
    var resolveHelper: ResolveHelper?
    var registrations: [Registration] = []
    var resolves: [Resolve] = []
    var registersIn: [RegisterIn] = []
    var discovers = false
    var open: [Open] = []
    /// `Assembler([A(), B()])`: the assemblies it applies to its one
    /// container, in order (each list of two or more).
    var assemblers: [[String]] = []
    /// Every assembly an `Assembler([…])` or `apply(assembly:)` applies, at
    /// the call (one the workspace does not declare registers what Wiring
    /// cannot see).
    var applied: [RegisterIn] = []
    /// What fills an Assembler's container, where Wiring can tell it all:
    /// `let name = Assembler([A(), B()])` with nothing but its literal
    /// list (and `defaultObjectScope:`), or `Assembler()`; `name.apply(assembly: C())`.
    struct AssemblerFill: Equatable, Sendable {
        /// The name the Assembler is bound to or applied through (its last
        /// component: `self.assembler` → `assembler`); "" when Wiring cannot tell.
        var name: String
        var types: [String]
        /// An `apply` on an Assembler made elsewhere, not the Assembler made.
        var applies: Bool
    }
    var assemblerFills: [AssemblerFill] = []
    /// A local marked with an attribute in a body (`@Inject var auth: AuthRepository`):
    /// a resolve where the app declares a wrapper of that name.
    struct LocalWrapped: Equatable, Sendable {
        var attribute: String
        var arguments: [ArgumentFact]
        var name: String
        var type: String
        /// Index into the fact's ranges: the local's name.
        var range: Int
    }
    var localWrapped: [LocalWrapped] = []
    /// Assemblies applied in a way that may fill a container Wiring cannot
    /// name: an `Assembler` given a `container:` or `parent:` or a list
    /// that is not a literal, `apply(assembly:)`, `A().assemble(container:)`.
    var opensAssemblies = false

    var isEmpty: Bool {
        !computed && registrations.isEmpty && resolves.isEmpty && registersIn.isEmpty && !discovers && open.isEmpty
            && wrapperResolves.isEmpty && forwards.isEmpty && helperCalls.isEmpty && resolveHelper == nil && assemblers.isEmpty
            && applied.isEmpty && assemblerFills.isEmpty && !opensAssemblies
            && localWrapped.isEmpty
    }
}

struct SwinjectExtraction: LibraryExtraction {
    var version: Int { 48 }

    func extract(_ d: DeclReference, calls _: ArraySlice<CallFact>, callSyntax _: [Call], in file: ParsedFile) -> ExtractedFact? {
        var facts = SwinjectDeclFacts()
        var ranges: [Range<Int>] = []
        if d.kind == .var, d.body != nil, d.attributes.contains(where: { SwinjectNames.macroNames.contains(String($0.baseName)) }) {
            // any accessor block, observers included: the property macros ask the binding for none
            facts.computed = true
        }
        if Self.mayReadCalls(d, file) { readCalls(d, file, &facts, &ranges) }
        if Self.mayHoldLocalWrapped(d.kind, d.body, file) { Self.readLocalWrapped(d.body!, file, &facts, &ranges) }
        guard !facts.isEmpty else { return nil }
        return ExtractedFact(bytes: SwinjectCoding.encode(facts), ranges: ranges)
    }

    /// A file none of whose calls `readCalls` reads, without `~>` and
    /// without a macro's property has nothing to record: most files.
    func mayRecord(in file: ParsedFile) -> Bool {
        file.outline.calls.contains { Self.isRead($0, file) || Self.isMetatypeCall($0, file) }
            || file.source.contains(UInt8(ascii: "~"), then: UInt8(ascii: ">"), in: 0..<file.source.count)
            || file.outline.containsDecl { d in
                d.pointee.kind == .var && d.pointee.body != nil
                    && d.pointee.attributes.contains { SwinjectNames.macroNames.contains(String($0.baseName)) }
                    || Self.mayHoldLocalWrapped(d.pointee.kind, d.pointee.body, file)
            }
    }

    /// A function's, an initializer's or an accessor's body holding an `@`:
    /// it may mark a local (`@Inject var auth: AuthRepository`).
    static func mayHoldLocalWrapped(_ kind: DeclKind, _ body: Range<Int>?, _ file: ParsedFile) -> Bool {
        guard kind == .func || kind == .`init` || kind == .var || kind == .deinit, let body else { return false }
        return file.source.contains(UInt8(ascii: "@"), in: body)
    }

    /// `@Name var x: T` / `@Name(label: v) let x: T` in a body: its locals marked with an attribute.
    static func readLocalWrapped(_ body: Range<Int>, _ file: ParsedFile, _ facts: inout SwinjectDeclFacts, _ ranges: inout [Range<Int>]) {
        let all = file.tokens(from: body.lowerBound, limit: body.upperBound)
        let source = file.source
        var k = 0
        while k + 4 < all.count {
            defer { k += 1 }
            guard all[k].kind == .at, all[k + 1].kind == .identifier, !all[k + 1].hasTriviaBefore,
                  let first = source.bytes[Int(all[k + 1].start)] as UInt8?, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
            else { continue }
            let attribute = source.text(all[k + 1].range)
            var j = k + 2
            var arguments: [ArgumentFact] = []
            if all[j].kind == .lparen, !all[j].hasTriviaBefore {
                // to the matching `)`, splitting the arguments at top-level commas
                var depth = 0, start = j + 1, label: String?
                while j < all.count {
                    switch all[j].kind {
                    case .lparen, .lbracket, .lbrace: depth += 1
                    case .rparen, .rbracket, .rbrace: depth -= 1
                    default: break
                    }
                    if depth == 1, all[j].kind == .colon, j == start + 1, all[start].kind == .identifier {
                        label = source.text(all[start].range)
                        start = j + 1
                    }
                    if depth == 0 || depth == 1 && all[j].kind == .comma {
                        if start < j {
                            arguments.append(ArgumentFact(label: label, text: source.tokenText(Int(all[start].start)..<Int(all[j - 1].end))))
                        }
                        label = nil
                        start = j + 1
                        if depth == 0 { break }
                    }
                    j += 1
                }
                j += 1
            }
            guard j + 3 < all.count, all[j].keyword == .`var` || all[j].keyword == .`let`, all[j + 1].kind == .identifier,
                  all[j + 2].kind == .colon else { continue }
            // the annotation: to `=`, a line's end or the block's end
            var e = j + 3
            while e < all.count, all[e].kind != .equal, all[e].kind != .rbrace, all[e].kind != .semicolon,
                  e == j + 3 || !all[e].hasNewlineBefore { e += 1 }
            guard e > j + 3 else { continue }
            // words kept apart, as a property's annotation is (`any AuthRepository`)
            let type = source.tokenText(Int(all[j + 3].start)..<Int(all[e - 1].end))
            facts.localWrapped.append(.init(attribute: attribute, arguments: arguments, name: source.text(all[j + 1].range),
                                            type: type, range: ranges.count))
            ranges.append(all[j + 1].range)
            k = e - 1
        }
    }

    /// What makes `readCalls` read a body (`isRead`'s names, and `~>`):
    /// the parser records the calls of bodies that hold one.
    static let bodyWords: Set<String> = [
        "resolve", "forward", "register", "_register", "autoregister", "synchronizedResolve", "registerDiscoveredServices", "~>",
        "Assembler", "apply", "assemble",
    ]

    /// Names a call given a metatype first is not an app's resolve helper
    /// by: Swinject's own (read apart) and the system's best known.
    static let notHelperNames: Set<String> = [
        "resolve", "synchronizedResolve", "register", "autoregister", "forward", "implements", "decode", "encode",
        "isKind", "isMember", "conforms", "cast", "unsafeBitCast", "unsafeDowncast", "withMemoryRebound", "bindMemory",
        "assumingMemoryBound", "type", "dequeueReusableCell", "dequeueReusableSupplementaryView", "registerClass",
    ]

    /// `f(T.self)` or `x.f(T.self, name: …, argument: …)`: a call of a name
    /// starting lowercase, given a metatype literal first and unlabeled,
    /// and otherwise only what Swinject's `resolve` takes — the call an
    /// app's own resolve helper gets (`SwinjectDeclFacts.Resolve.method`).
    static func isMetatypeCall(_ c: Call, _ file: ParsedFile) -> Bool {
        let bytes = file.source.bytes
        guard c.nameRange.count >= 2, let f = bytes.indices.contains(c.nameRange.lowerBound) ? bytes[c.nameRange.lowerBound] : nil,
              f >= UInt8(ascii: "a"), f <= UInt8(ascii: "z") else { return false }
        let args = file.outline.arguments(of: c)
        guard let first = args.first, !first.isTrailingClosure, first.value.count > 5,
              file.source.bytesEqual(first.value.upperBound - 5..<first.value.upperBound, ".self") else { return false }
        for a in args.dropFirst() {
            guard let l = a.labelRange, !a.isTrailingClosure else { return false }
            let label = file.text(l)
            guard label == "name" || label == "argument" || label == "arguments" else { return false }
        }
        return !notHelperNames.contains(file.name(c))
    }

    /// Swinject's `register`, or the `_register(_:factory:name:option:)`
    /// its overloads (and an app's own helpers) call.
    static func isRegister(_ c: Call, _ file: ParsedFile) -> Bool {
        file.isCall(c, named: "register") || file.isCall(c, named: "_register")
    }

    /// `registerService`: a name longer than and starting with `register`,
    /// an app's own registering helper's (not Swinject's `registerDiscoveredServices`).
    static func isRegisterHelperName(_ name: String) -> Bool {
        name.utf8.count > 8 && name.hasPrefix("register") && name != "registerDiscoveredServices"
    }

    /// `registerService(A.self, …)`: a call of such a helper (read in place,
    /// as `isRegisterHelperName`; its generic registration `Forward.template`
    /// may make its specialization).
    static func isRegisterHelperCall(_ c: Call, _ file: ParsedFile) -> Bool {
        c.nameRange.count > 8 && file.source.bytesEqual(c.nameRange.lowerBound..<c.nameRange.lowerBound + 8, "register")
            && !file.isCall(c, named: "registerDiscoveredServices")
    }

    /// `A().assemble(container: c)`: an assembly applied by hand.
    static func isAssembleCall(_ c: Call, _ file: ParsedFile) -> Bool {
        guard file.isCall(c, named: "assemble"), let first = file.outline.arguments(of: c).first,
              let label = first.labelRange else { return false }
        return file.text(label) == "container"
    }

    /// A registration or a resolve: what makes `readCalls` read a declaration.
    private static func isRead(_ c: Call, _ file: ParsedFile) -> Bool {
        if isRegisterHelperCall(c, file) { return true }
        switch c.nameRange.count {
        case 7: return file.isCall(c, named: "resolve") || file.isCall(c, named: "forward")
        case 8: return file.isCall(c, named: "register") || isAssembleCall(c, file)
        case 5: return file.isCall(c, named: "apply") && appliedAssemblies(c, file) != nil
        case 9: return file.isCall(c, named: "Assembler") || file.isCall(c, named: "_register")
        case 12: return file.isCall(c, named: "autoregister")
        case 19: return file.isCall(c, named: "synchronizedResolve")
        case 26: return file.isCall(c, named: "registerDiscoveredServices")
        default: return false
        }
    }

    /// Whether the declaration calls something `readCalls` reads (a
    /// registration or a resolve), or its own body holds `~>`: most
    /// declarations do neither, and asking costs no allocation.
    static func mayReadCalls(_ d: DeclReference, _ file: ParsedFile) -> Bool {
        if file.outline.calls(in: d).contains(where: { isRead($0, file) || isMetatypeCall($0, file) }) { return true }
        guard !d.kind.isTypeLike, let body = d.body ?? d.initializer else { return false }
        return file.source.contains(UInt8(ascii: "~"), then: UInt8(ascii: ">"), in: body)
    }

    private func readCalls(_ d: DeclReference, _ file: ParsedFile, _ facts: inout SwinjectDeclFacts, _ ranges: inout [Range<Int>]) {
        let outline = file.outline
        var registerAt: [Int: Int] = [:]          // outline call index → registration
        // where each of this declaration's registrations starts, and which it is
        var registrationsAt: [(start: Int, index: Int)] = []
        // the body's locals bound to containers it makes (read once, when a call asks)
        var localContainersRead: LocalContainers?
        func localContainer(_ name: String, at: Int) -> LocalContainer {
            guard let body = d.body ?? d.initializer, at > body.lowerBound else { return LocalContainer() }
            if localContainersRead == nil { localContainersRead = LocalContainers(body, file) }
            return localContainersRead!.at(name, at)
        }
        var factoryRanges: [(range: Range<Int>, registration: Int)] = []
        /// Each factory's resolver parameter (`resolverParameter`), by registration.
        var factoryResolvers: [Int: String] = [:]
        var completionRanges: [(range: Range<Int>, registration: Int)] = []
        // a generic helper's own parameters (read only when a call needs them)
        var genericsRead: Set<String>?
        // the `#if` spans before the declaration's end (asked only once a resolve is found)
        var spansRead: [Range<Int>]?
        func isConditional(_ offset: Int) -> Bool {
            if spansRead == nil { spansRead = Self.conditionalSpans(file, before: d.range.upperBound) }
            return spansRead!.contains { $0.contains(offset) }
        }
        func generics() -> Set<String> {
            if let g = genericsRead { return g }
            // its own, and those of the types around it (`class Builder<View> { … resolve(View.self) }`)
            var g = Set(d.genericParameters.map { GenericClause.parameterNames(file.text($0)) } ?? [])
            for clause in Self.enclosingGenericClauses(of: d, in: file.outline.decls) {
                g.formUnion(GenericClause.parameterNames(file.text(clause)))
            }
            genericsRead = g
            return g
        }
        // where a resolve goes: a registration's `initCompleted`, its factory, or the declaration's own
        func place(_ resolve: SwinjectDeclFacts.Resolve, at: Int) {
            if let r = completionRanges.last(where: { $0.range.contains(at) })?.registration {
                facts.registrations[r].completionResolves.append(resolve)
            } else if let (range, r) = factoryRanges.last(where: { $0.range.contains(at) }) {
                var resolve = resolve
                resolve.afterOwnRegistration = registrationsAt.contains {
                    range.contains($0.start) && $0.start < at
                        && facts.registrations[$0.index].type == resolve.type && facts.registrations[$0.index].name == resolve.name
                }
                facts.registrations[r].resolves.append(resolve)
            } else {
                facts.resolves.append(resolve)
            }
        }
        func setReceiver(_ resolve: inout SwinjectDeclFacts.Resolve, _ c: Call) {
            let callee = file.callee(c)
            if let dot = callee.utf8.lastIndex(of: UInt8(ascii: ".")) { resolve.receiver = String(callee[..<dot]) }
            if let body = d.body, !resolve.receiver.isEmpty, !resolve.receiver.utf8.contains(UInt8(ascii: ".")),
               let local = Self.localBinding(of: resolve.receiver, before: c.range.lowerBound, in: body, file) {
                if !local.path.isEmpty { resolve.receiver = local.path }
                resolve.receiverType = local.type
            }
        }
        // `Feed(api: r.resolve())`: "Feed|api|0" (unlabeled arguments `_`)
        func initializerSlot(of c: Call) -> String? { initializerSlot(ofValue: c.range) }
        // the same for an argument's value range (`Feed(api: r~>)`)
        func initializerSlot(ofValue value: Range<Int>) -> String? {
            for k in d.calls {
                let e = outline.calls[k]
                guard e.range != value, e.range.lowerBound <= value.lowerBound, value.upperBound <= e.range.upperBound
                else { continue }
                let eargs = Array(outline.arguments(of: e)).filter { !$0.isTrailingClosure }
                guard let at = eargs.firstIndex(where: { $0.value == value }) else { continue }
                var callee = file.callee(e)
                if callee.hasSuffix(".init") { callee.removeLast(5) }
                guard let last = callee.split(separator: ".").last, let f = last.first, f.isUppercase,
                      callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
                let labels = eargs.map { $0.labelRange.map { file.text($0) } ?? "_" }
                return callee + "|" + labels.joined(separator: ":") + "|" + String(at)
            }
            return nil
        }
        // `let s: Service = helper.resolve()`: the type the annotation gives an
        // app's own `resolve<T>() -> T` (nothing Swinject's own takes)
        func inferredResolve(_ c: Call, _ args: [CallArgument]) -> SwinjectDeclFacts.Resolve? {
            guard !c.flags.contains(.forceUnwrapped), !c.flags.contains(.optionalChained) else { return nil }
            var slot = ""
            // `let s: Service = [try] …` (not `try?`, which makes it optional)
            var annotated = ""
            if let b = file.source.bindingAnnotation(before: c.range.lowerBound), b.declares,
               ["", "try", "try!", "await", "try await"].contains(b.between) {
                annotated = b.type
            }
            if annotated.isEmpty {
                // an argument of a type's initializer: the parameter's type, found later
                guard let s = initializerSlot(of: c) else { return nil }
                slot = s
            }
            guard !annotated.hasSuffix("?"), !annotated.hasSuffix("!") else { return nil }
            var name = SwinjectDeclFacts.Name.none
            var nameRange: Range<Int>?
            var arguments = 0
            for a in args {
                switch a.labelRange.map({ file.text($0) }) {
                case "name":
                    name = nameValue(a, file)
                    if case .literal = name { nameRange = a.value }
                case let l? where l.hasPrefix("argument"): arguments += 1
                default: return nil
                }
            }
            let type = annotated.isEmpty ? "" : SwinjectNames.key(annotated)
            if !type.isEmpty, generics().contains(type) { return nil }
            var resolve = SwinjectDeclFacts.Resolve(type: type, name: name, arguments: arguments, forceUnwrapped: false,
                                                    optionalChained: false, range: ranges.count)
            resolve.slot = slot
            ranges.append(c.nameRange)
            if let nameRange {
                resolve.nameRange = ranges.count
                ranges.append(nameRange)
            }
            resolve.conditional = isConditional(c.range.lowerBound)
            resolve.inferred = true
            setReceiver(&resolve, c)
            return resolve
        }
        // `inject(T.self)`: a resolve only if the app has a resolve helper of that name
        func helperResolve(_ c: Call) {
            let args = Array(outline.arguments(of: c))
            let text = Self.typeText(args[0].value, file)
            let type = SwinjectNames.key(String(text.dropLast(5)))
            guard !type.isEmpty, !generics().contains(type), type != "Self", !(type.count == 1 && type.first!.isUppercase),
                  !Self.hasGenericArguments(type, among: generics()) else { return }
            var name = SwinjectDeclFacts.Name.none
            var nameRange: Range<Int>?
            var arguments = 0
            for a in args.dropFirst() {
                if a.labelRange.map({ file.text($0) }) == "name" {
                    name = nameValue(a, file)
                    if case .literal = name { nameRange = a.value }
                    if case .reference = name { nameRange = a.value }
                } else {
                    arguments += 1
                }
            }
            var resolve = SwinjectDeclFacts.Resolve(type: type, name: name, arguments: arguments, forceUnwrapped: false,
                                                    optionalChained: c.flags.contains(.optionalChained), range: ranges.count)
            ranges.append(typeRange(args[0].value, file))
            if let nameRange {
                resolve.nameRange = ranges.count
                ranges.append(nameRange)
            }
            resolve.conditional = isConditional(c.range.lowerBound)
            resolve.method = file.name(c)
            resolve.metatypeLabel = args[0].labelRange.map { file.text($0) } ?? ""
            resolve.unwrappedAtCall = c.flags.contains(.forceUnwrapped) || Self.forceCast(after: c, file.source)
                || Self.guardedByFatalError(c, file)
            setReceiver(&resolve, c)
            place(resolve, at: c.range.lowerBound)
        }
        // registrations first (their factories hold resolves), then chains, then resolves
        for k in d.calls {
            let c = outline.calls[k]
            if file.isCall(c, named: "registerDiscoveredServices") { facts.discovers = true; continue }
            if Self.isRegisterHelperCall(c, file) {
                // every call, read or not: one not naming its types keeps a template helper open
                recordHelperCall(c, Array(outline.arguments(of: c)), file, &facts, &ranges, always: true, generics: generics())
                continue
            }
            guard Self.isRegister(c, file) || file.isCall(c, named: "autoregister") || file.isCall(c, named: "forward")
            else { continue }
            let args = Array(outline.arguments(of: c))
            guard let first = args.first else { continue }
            let firstLabel = first.labelRange.map { file.text($0) }
            // a label Swinject's methods do not take, or no type before the
            // closure: another API's `register` (UIKit's `register(_:forCellReuseIdentifier:)`,
            // RxCocoa's `register { Proxy($0) }`, a homemade container's)
            if !Self.takesOnlySwinjectLabels(c, args, file) || (firstLabel != nil && firstLabel != "in") || first.isTrailingClosure {
                recordHelperCall(c, args, file, &facts, &ranges, generics: generics())
                continue
            }
            if file.isCall(c, named: "register"), firstLabel == "in" {
                // `T.register(in: container)`
                let callee = file.callee(c)
                let type = String(callee.dropLast("register".count + 1))
                if let f = type.split(separator: ".").last?.first, f.isUppercase {
                    facts.registersIn.append(.init(type: type, range: ranges.count))
                    ranges.append(c.range)
                }
                continue
            }
            guard firstLabel == nil else { continue }
            let text = Self.typeText(first.value, file)
            // passed on from a helper's own metatype parameter: its callers register
            var forwarded: Int?
            guard text.hasSuffix(".self") else {
                // `register(type) { … }`, `autoregister(type, initializer: …)`: a type Wiring cannot read
                if args.contains(where: {
                    $0.isTrailingClosure || ["factory", "initializer"].contains($0.labelRange.map { file.text($0) })
                }) {
                    if let k = Self.forwardedParameter(named: text, of: d, file) {
                        forwarded = k
                    } else {
                        facts.open.append(.init(reason: "registers a type given as a value ('\(text)')", range: ranges.count))
                        ranges.append(c.range)
                        continue
                    }
                } else {
                    continue
                }
                readForward(c, args, d, file, parameter: forwarded!, &facts)
                continue
            }
            var type = SwinjectNames.key(String(text.dropLast(5)))
            if generics().contains(type) {
                if let k = Self.forwardedParameter(ofType: type, of: d, file) {
                    readForward(c, args, d, file, parameter: k, &facts)
                } else {
                    var open = SwinjectDeclFacts.Open(reason: "registers through the generic helper '\(d.name)'", range: ranges.count)
                    if let a = args.first(where: { $0.labelRange.map { file.text($0) } == "name" }) {
                        open.namedOnly = Self.neverNil(a.value, in: d, file)
                    }
                    facts.open.append(open)
                    ranges.append(c.range)
                }
                continue
            }
            // `register(Client<I, O>.self)` in a helper generic over I and O
            // registers the specializations its callers choose: the type
            // without arguments, which any specialization's resolve finds
            if let open = type.firstIndex(of: "<"), Self.mentions(type[open...], any: generics()) {
                // in a `register*` helper given each of those arguments' metatype: each call's own
                if let (names, parameters) = Self.templateParameters(of: type[open...], in: d, file) {
                    readForward(c, args, d, file, parameter: parameters[0], &facts)
                    facts.forwards[facts.forwards.count - 1].template = type
                    facts.forwards[facts.forwards.count - 1].templateGenerics = names
                    facts.forwards[facts.forwards.count - 1].templateParameters = parameters
                    continue
                }
                type = String(type[..<open])
            }
            var name = SwinjectDeclFacts.Name.none
            var arity: Int? = 0
            var factory: CallArgument?
            var initializer: String?
            var argumentTypes: [String] = []
            var resolver = ""
            var constructs = ""
            var inArguments = false
            for a in args.dropFirst() {
                let label = a.labelRange.map { file.text($0) }
                if label != nil { inArguments = false }
                switch label {
                case "name": name = nameValue(a, file)
                case "factory", "mainActorFactory": factory = a
                case "argument": arity = 1
                case "arguments": inArguments = true
                case "initializer": initializer = file.compactText(a.value)
                case nil where a.isTrailingClosure: factory = a
                default: break
                }
                if label == "argument" || label == "arguments" || label == nil && inArguments && !a.isTrailingClosure {
                    let t = Self.typeText(a.value, file)
                    if t.hasSuffix(".self") { argumentTypes.append(SwinjectNames.key(String(t.dropLast(5)))) }
                }
            }
            if file.isCall(c, named: "autoregister"), !argumentTypes.isEmpty { arity = argumentTypes.count }
            if Self.isRegister(c, file) {
                guard let factory else { continue }
                arity = ClosureHeader.parameterCount(file.source, factory.value).map { max(0, $0 - 1) }
                let parameters = ClosureHeader.parameters(file.source, factory.value)
                argumentTypes = Self.annotatedArgumentTypes(parameters)
                resolver = Self.resolverParameter(parameters)
                constructs = Self.constructedType(factory.value, file)
            } else if file.isCall(c, named: "forward") {
                // the arguments of the entry it forwards to (`to:`), which Wiring does not follow
                arity = nil
            }
            let index = facts.registrations.count
            facts.registrations.append(.init(type: type, name: name, arity: arity, scope: nil, implements: [],
                                             container: String(file.callee(c).dropLast(file.name(c).count + 1)),
                                             resolves: [], completionResolves: [], range: ranges.count,
                                             initializer: file.isCall(c, named: "autoregister") ? initializer : nil,
                                             argumentTypes: argumentTypes))
            if file.isCall(c, named: "autoregister"), let initializer, let dot = initializer.lastIndex(of: "."),
               initializer[initializer.index(after: dot)...].hasPrefix("init") {
                constructs = String(initializer[..<dot])
            }
            facts.registrations[index].constructs = constructs
            // `register(Network.self) { _ in Network<User>() }`: Swift infers the generic
            // argument from the factory, and the key is `Network<User>`
            if !type.contains("<"), let factory, Self.isRegister(c, file),
               let specialized = Self.genericConstruction(factory.value, of: type, file),
               !Self.hasGenericArguments(SwinjectNames.key(specialized), among: generics()) {
                facts.registrations[index].type = SwinjectNames.key(specialized)
            }
            if case let expression = facts.registrations[index].container, !expression.isEmpty,
               !expression.utf8.contains(UInt8(ascii: ".")) {
                let local = localContainer(expression, at: c.range.lowerBound)
                facts.registrations[index].freshContainer = local.made
                // (a child container's registrations are its own too: its parent does not see them)
                if local.made, !local.escapes {
                    facts.registrations[index].containerIdentity = .local
                } else if local.made, !local.hasParent, d.kind == .let || d.kind == .var, d.body == nil, local.onlyReturned {
                    facts.registrations[index].containerIdentity = .property
                }
            }
            registrationsAt.append((c.range.lowerBound, index))
            ranges.append(typeRange(first.value, file))
            registerAt[k] = index
            if let factory {
                factoryRanges.append((factory.value, index))
                factoryResolvers[index] = resolver
            }
        }
        // the branches each registration is made in, read in one pass over the body (or the
        // initial value: `static let container = Container { c in #if … #else … #endif }`)
        if let body = d.body ?? d.initializer, let last = registrationsAt.last?.start {
            let starts = registrationsAt.map(\.start)
            // (one reading of the body serves both passes)
            let tokens = last > body.lowerBound ? file.tokens(from: body.lowerBound, limit: last) : []
            for (k, b) in Self.branches(at: starts, in: tokens).enumerated() { facts.registrations[registrationsAt[k].index].branches = b }
            // registering on a closure's parameter (`Container(parent: root) { c in c.register(…) }`):
            // that closure's container, not its sibling's
            let names = registrationsAt.map { facts.registrations[$0.index].container }
            if names.contains(where: { !$0.isEmpty && !$0.contains(".") }) {
                for (k, ordinal) in Self.declaringClosures(at: starts, names: names, in: tokens, until: body.upperBound, file)
                    .enumerated() {
                    if let ordinal { facts.registrations[registrationsAt[k].index].container += "#\(ordinal)" }
                }
            }
        }
        // chains: `.inObjectScope(.x)`, `.implements(P.self)`, `.initCompleted { … }`
        func root(_ k: Int) -> Int? {
            var at = k
            var steps = 0
            while at >= 0, steps < 64 {
                if let r = registerAt[at] { return r }
                at = outline.calls[at].receiver
                steps += 1
            }
            return nil
        }
        // (no registration: no chain to read, and no lookup per call)
        var namedImplements: [(registration: Int, forwarded: Int)] = []
        for k in d.calls where !registerAt.isEmpty {
            let c = outline.calls[k]
            guard c.receiver >= 0, let r = root(c.receiver) else { continue }
            let args = Array(outline.arguments(of: c))
            if file.isCall(c, named: "inObjectScope"), let a = args.first {
                let t = file.compactText(a.value)
                facts.registrations[r].scope = t.hasPrefix(".") ? String(t.dropFirst()) : t.split(separator: ".").last.map(String.init) ?? t
            } else if file.isCall(c, named: "implements") {
                let named = args.first { $0.labelRange.map { file.text($0) } == "name" }
                for a in args where a.labelRange == nil {
                    let t = Self.typeText(a.value, file)
                    guard t.hasSuffix(".self") else { continue }
                    let key = SwinjectNames.key(String(t.dropLast(5)))
                    guard let named else {
                        facts.registrations[r].implements.append(key)
                        continue
                    }
                    // `.implements(P.self, name: "n")`: P forwarded to the entry under that name
                    // (its own arguments, as a forward: not known here)
                    namedImplements.append((registration: r, forwarded: facts.registrations.count))
                    facts.registrations.append(.init(type: key, name: nameValue(named, file), arity: nil, scope: nil, implements: [],
                                                     container: facts.registrations[r].container, resolves: [],
                                                     completionResolves: [], range: ranges.count, initializer: nil,
                                                     argumentTypes: []))
                    ranges.append(typeRange(a.value, file))
                }
            } else if file.isCall(c, named: "initCompleted"), let a = args.last {
                completionRanges.append((a.value, r))
            }
        }
        // a type forwarded by a named `.implements` is its entry's: the scope and branches the chain gave it
        for (r, f) in namedImplements {
            facts.registrations[f].scope = facts.registrations[r].scope
            facts.registrations[f].branches = facts.registrations[r].branches
        }
        // every assembly applied, anchored at the call applying it
        func noteApplied(_ types: [String], _ c: Call) {
            guard !types.isEmpty else { return }
            for t in types { facts.applied.append(.init(type: t, range: ranges.count)) }
            ranges.append(c.range)
        }
        // `Assembler([A(), B()])`: one container for the assemblies listed
        for k in d.calls {
            let c = outline.calls[k]
            guard c.nameRange.count == 9, file.isCall(c, named: "Assembler") else { continue }
            let arguments = outline.arguments(of: c)
            let bound = Self.boundName(of: c, in: d, file)
            guard let list = arguments.first(where: { a in
                a.labelRange.map { file.text($0) == "assemblies" } ?? !a.isTrailingClosure
            }) else {
                // `Assembler()`: a container only what is applied to it fills
                if arguments.isEmpty, !bound.isEmpty {
                    facts.assemblerFills.append(.init(name: bound, types: [], applies: false))
                } else {
                    facts.opensAssemblies = true
                }
                continue
            }
            let types = Self.constructedTypes(inArray: list.value, file)
            if types.count >= 2 { facts.assemblers.append(types) }
            noteApplied(types, c)
            // closed: every element read, and no other container to fill or to look in
            let others = arguments.filter { $0.value != list.value }
            if types.count == Self.arrayElementCount(list.value, file),
               others.allSatisfy({ a in a.labelRange.map { file.text($0) == "defaultObjectScope" } ?? false }) {
                facts.assemblerFills.append(.init(name: bound, types: types, applies: false))
            } else {
                facts.opensAssemblies = true
            }
        }
        for k in d.calls where Self.isAssembleCall(outline.calls[k], file) { facts.opensAssemblies = true }
        // `assembler.apply(assembly: A())`, `.apply(assemblies: [B(), C()])`:
        // one container per assembler, the assemblies in the order applied
        var applied: [(receiver: String, types: [String])] = []
        for k in d.calls {
            let c = outline.calls[k]
            guard c.nameRange.count == 5, file.isCall(c, named: "apply"), let types = Self.appliedAssemblies(c, file) else { continue }
            noteApplied(types, c)
            let callee = file.callee(c)
            let receiver = callee.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(callee[..<$0]) } ?? ""
            // applied to a named Assembler, every assembly read: that Assembler's container
            let last = receiver.split(separator: ".").last.map(String.init) ?? ""
            if !last.isEmpty, last != "self", !receiver.contains("("), Self.appliesEvery(c, types.count, file) {
                facts.assemblerFills.append(.init(name: last, types: types, applies: true))
            } else {
                facts.opensAssemblies = true
            }
            if let i = applied.firstIndex(where: { $0.receiver == receiver }) {
                applied[i].types += types
            } else {
                applied.append((receiver, types))
            }
        }
        for a in applied where a.types.count >= 2 { facts.assemblers.append(a.types) }
        for k in d.calls {
            let c = outline.calls[k]
            guard file.isCall(c, named: "resolve") || file.isCall(c, named: "synchronizedResolve") else {
                if Self.isMetatypeCall(c, file) { helperResolve(c) }
                continue
            }
            let args = Array(outline.arguments(of: c))
            if args.first?.labelRange != nil || args.isEmpty {
                if let resolve = inferredResolve(c, args) {
                    place(resolve, at: c.range.lowerBound)
                } else if args.count <= 1, args.allSatisfy({ a in a.labelRange.map { file.text($0) } == "name" }),
                          let label = Self.wrappedValueResolve(c, in: d, file) {
                    // (`resolve(name: isStub ? "stub" : nil)`: the name it passes)
                    var w = SwinjectDeclFacts.WrapperResolve(crashes: true, label: label.isEmpty ? nil : label, viaHelper: true)
                    if let a = args.first { w.name = nameValue(a, file) }
                    facts.wrapperResolves.append(w)
                } else if let first = args.first, !first.isTrailingClosure, let label = first.labelRange.map({ file.text($0) }),
                          !["name", "argument", "arguments"].contains(label), Self.typeText(first.value, file).hasSuffix(".self"),
                          args.dropFirst().allSatisfy({ a in
                              a.labelRange.map { ["name", "argument", "arguments"].contains(file.text($0)) } ?? false
                          }) {
                    // `resolve(serviceType: T.self)`: not Swinject's, an app's own `resolve` with a labeled metatype
                    helperResolve(c)
                }
                continue
            }
            guard let first = args.first, first.labelRange == nil else { continue }
            let text = Self.typeText(first.value, file)
            guard text.hasSuffix(".self") else {
                // `resolve(type)` passing on the app's own helper's metatype parameter
                if let helper = Self.resolveHelper(d, c, resolving: text, byParameter: true, file) { facts.resolveHelper = helper }
                continue
            }
            // `resolve(T.self)` in a generic helper resolves whatever T is;
            // `resolve(Self.self)`, whatever class the method is called on
            let resolved = SwinjectNames.key(String(text.dropLast(5)))
            if generics().contains(resolved) || (resolved.count == 1 && resolved.first!.isUppercase) || resolved == "Self" {
                if let helper = Self.resolveHelper(d, c, resolving: resolved, byParameter: false, file) {
                    facts.resolveHelper = helper
                } else if let label = Self.wrapperLabel(resolving: resolved, around: d, file) {
                    // a wrapped value of the generic type has no nil to give
                    var w = SwinjectDeclFacts.WrapperResolve(crashes: Self.crashesOnNil(c, in: d, file), label: label.isEmpty ? nil : label)
                    if !w.crashes, case let callee = file.callee(c), let dot = callee.utf8.lastIndex(of: UInt8(ascii: ".")) {
                        w.receiver = String(callee[..<dot])
                    }
                    // `resolve(Service.self, name: name)`: the name the wrapper was made with
                    if let a = args.first(where: { $0.labelRange.map { file.text($0) } == "name" }) { w.name = nameValue(a, file) }
                    facts.wrapperResolves.append(w)
                }
                continue
            }
            // `resolve(Client<T>.self)` in code generic over T: whichever specialization T makes, not checked
            if Self.hasGenericArguments(resolved, among: generics()) { continue }
            // a label Swinject's `resolve` does not take: an app's own overload (`resolve(_:module:)`)
            if args.dropFirst().contains(where: { a in
                guard let l = a.labelRange else { return false }
                let label = file.text(l)
                return label != "name" && label != "argument" && label != "arguments"
            }) { continue }
            var name = SwinjectDeclFacts.Name.none
            var nameRange: Range<Int>?
            var arguments = 0
            var counting = false
            var literalTypes: [String] = []
            for a in args.dropFirst() {
                let label = a.labelRange.map { file.text($0) }
                if label == "name" {
                    name = nameValue(a, file)
                    switch name {
                    case .literal, .reference: nameRange = a.value
                    case .none, .dynamic: break
                    }
                    counting = false
                    continue
                }
                if label == "argument" || label == "arguments" { counting = true }
                if counting && !a.isTrailingClosure {
                    arguments += 1
                    let literal = Self.literalType(a.value, file.source)
                    // `self?.item`: an optional, whatever `item` is (`?`)
                    literalTypes.append(literal.isEmpty && Self.isOptionalChain(a.value, file) ? "?" : literal)
                }
            }
            var resolve = SwinjectDeclFacts.Resolve(
                type: SwinjectNames.key(String(text.dropLast(5))), name: name, arguments: arguments,
                forceUnwrapped: c.flags.contains(.forceUnwrapped) || Self.guardedByFatalError(c, file)
                    || Self.unwrappedLater(c, before: factoryRanges.last(where: { $0.range.contains(c.range.lowerBound) })?.range.upperBound
                                                        ?? d.range.upperBound, file),
                optionalChained: c.flags.contains(.optionalChained),
                range: ranges.count)
            ranges.append(typeRange(first.value, file))
            if let nameRange {
                resolve.nameRange = ranges.count
                ranges.append(nameRange)
            }
            let at = c.range.lowerBound
            resolve.conditional = isConditional(at)
            if literalTypes.contains(where: { !$0.isEmpty }) { resolve.argumentTypes = literalTypes }
            // whose `resolve` it is matters only where nil is not handled here (an app's own helper's)
            if !resolve.forceUnwrapped && !resolve.optionalChained { setReceiver(&resolve, c) }
            let callee = file.callee(c)
            if let dot = callee.utf8.lastIndex(of: UInt8(ascii: ".")) {
                resolve.containerPath = String(callee[..<dot])
                if !resolve.containerPath.utf8.contains(UInt8(ascii: ".")) {
                    let local = localContainer(resolve.containerPath, at: at)
                    resolve.localContainer = local.made && !local.escapes && !local.hasParent
                }
            }
            if let factory = factoryRanges.last(where: { $0.range.contains(at) }),
               completionRanges.last(where: { $0.range.contains(at) }) == nil {
                let r = factory.registration
                resolve.elsewhere = Self.resolvesElsewhere(file.callee(c), resolver: factoryResolvers[r] ?? "$0",
                                                           container: facts.registrations[r].container)
                resolve.inClosure = Self.inNestedClosure(at, of: factory.range, file)
            }
            place(resolve, at: at)
        }
        // SwinjectAutoregistration's operator, in a body of its own (a type's members have theirs)
        // (or a property's initial value: `lazy var nav = resolver ~> Nav.self`)
        if !d.kind.isTypeLike, let body = d.body ?? d.initializer {
            for op in Self.operatorResolves(in: body, file) {
                let type = SwinjectNames.key(file.text(op.type))
                if Self.hasGenericArguments(type, among: generics()) { continue }
                if generics().contains(type) || (type.count == 1 && type.first!.isUppercase) {
                    // `~>` force-unwraps: a helper resolving its generic parameter so stops the app on a miss
                    if var helper = Self.helperShape(d, resolving: type, byParameter: false, file) {
                        helper.crashes = true
                        facts.resolveHelper = helper
                    }
                    continue
                }
                var resolve = SwinjectDeclFacts.Resolve(type: type, name: op.name, arguments: op.arguments, forceUnwrapped: true,
                                                        optionalChained: false, range: ranges.count)
                ranges.append(op.type)
                if let nr = op.nameRange {
                    resolve.nameRange = ranges.count
                    ranges.append(nr)
                }
                resolve.conditional = isConditional(op.type.lowerBound)
                place(resolve, at: op.type.lowerBound)
            }
            // postfix `r~>`, typed by the initializer's parameter it is given to
            // (`Feed(api: r~>)`): a force-unwrapped resolve of that type
            for value in Self.postfixOperatorResolves(in: body, file) {
                guard let slot = initializerSlot(ofValue: value) else { continue }
                var resolve = SwinjectDeclFacts.Resolve(type: "", name: .none, arguments: 0, forceUnwrapped: true,
                                                        optionalChained: false, range: ranges.count)
                resolve.slot = slot
                ranges.append(value)
                resolve.conditional = isConditional(value.lowerBound)
                place(resolve, at: value.lowerBound)
            }
        }
    }

    /// SwinjectAutoregistration's postfix `~>` given as an argument
    /// (`Feed(api: r~>)`, `(a: resolver~>, …)`): each `name~>` range.
    static func postfixOperatorResolves(in range: Range<Int>, _ file: ParsedFile) -> [Range<Int>] {
        guard file.source.contains(UInt8(ascii: "~"), then: UInt8(ascii: ">"), in: range) else { return [] }
        let bytes = file.source.bytes
        var out: [Range<Int>] = []
        var i = range.lowerBound + 1
        while i + 1 < range.upperBound {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "~"), bytes[i + 1] == UInt8(ascii: ">"), ClosureHeader.isWordByte(bytes[i - 1]) else { continue }
            // the argument ends right after it
            var j = i + 2
            while j < range.upperBound, bytes[j] == UInt8(ascii: " ") { j += 1 }
            guard j < range.upperBound, bytes[j] == UInt8(ascii: ")") || bytes[j] == UInt8(ascii: ",") else { continue }
            var start = i
            while start > range.lowerBound, ClosureHeader.isWordByte(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
            out.append(start..<(i + 2))
        }
        return out
    }

    /// The index of the parameter of `d` named `name` when `d` is a
    /// forwarding helper (`forwardedParameter(ofType:of:_:)`) and that
    /// parameter its metatype one.
    static func forwardedParameter(named name: String, of d: DeclReference, _ file: ParsedFile) -> Int? {
        guard let params = d.params, let k = params.firstIndex(where: { $0.name == name }) else { return nil }
        let type = params[k].type
        guard type.hasSuffix(".Type") else { return nil }
        return forwardedParameter(ofType: String(type.dropLast(5)), of: d, file) == k ? k : nil
    }

    /// The index of the parameter of type `G.Type` of `d`, when `d` is a
    /// function named `register` or `autoregister` generic over `G` (the
    /// calls of such a function are read, so its callers' types are
    /// known); nil for any other declaration.
    static func forwardedParameter(ofType generic: String, of d: DeclReference, _ file: ParsedFile) -> Int? {
        guard d.kind == .func, d.name == "autoregister" || d.name == "register" || isRegisterHelperName(d.name),
              let clause = d.genericParameters,
              GenericClause.parameterNames(file.text(clause)).contains(generic), let params = d.params else { return nil }
        let metatype = generic + ".Type"
        let found = params.indices.filter { params[$0].type == metatype }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether the name expression at `range` is never nil: a string
    /// literal, or a parameter of `d` whose type is not optional.
    static func neverNil(_ range: Range<Int>, in d: DeclReference, _ file: ParsedFile) -> Bool {
        let text = file.text(range)
        if SwinjectDeclFacts.Name.literalText(text) != nil { return true }
        guard let p = d.params?.first(where: { $0.name == text }) else { return false }
        return !p.type.hasSuffix("?") && !p.type.hasSuffix("!") && !p.type.hasPrefix("Optional<")
    }

    /// What a forwarding helper's own registration makes: its runtime arguments.
    private func readForward(_ c: Call, _ args: [CallArgument], _ d: DeclReference, _ file: ParsedFile, parameter: Int,
                             _ facts: inout SwinjectDeclFacts) {
        var arity: Int? = 0
        var argumentCount = 0, inArguments = false
        var name: SwinjectDeclFacts.Name?
        for a in args.dropFirst() {
            let label = a.labelRange.map { file.text($0) }
            if label != nil { inArguments = false }
            switch label {
            case "name":
                // the helper's own `name` passed on: its callers'; anything else names it here
                // (Knit's unique collection names)
                let text = file.text(a.value)
                if !(d.params ?? []).contains(where: { $0.name == text }) { name = nameValue(a, file) }
            case "factory" where Self.isRegister(c, file), "mainActorFactory" where Self.isRegister(c, file):
                arity = ClosureHeader.parameterCount(file.source, a.value).map { max(0, $0 - 1) }
            case nil where a.isTrailingClosure && Self.isRegister(c, file):
                arity = ClosureHeader.parameterCount(file.source, a.value).map { max(0, $0 - 1) }
            case "argument": argumentCount = 1
            case "arguments": inArguments = true; argumentCount += 1
            case nil where inArguments && !a.isTrailingClosure: argumentCount += 1
            default: break
            }
        }
        if file.isCall(c, named: "autoregister") { arity = argumentCount }
        facts.forwards.append(.init(parameter: parameter, arity: arity, name: name))
    }

    /// Records a `register`/`autoregister` call Swinject's methods do not
    /// take when some argument names a type (`X.self`).
    private func recordHelperCall(_ c: Call, _ args: [CallArgument], _ file: ParsedFile,
                                  _ facts: inout SwinjectDeclFacts, _ ranges: inout [Range<Int>], always: Bool = false,
                                  generics: Set<String>) {
        var call = SwinjectDeclFacts.HelperCall(method: file.name(c), labels: [], trailingClosures: 0, types: [], ranges: [],
                                                name: .none)
        for a in args {
            if a.isTrailingClosure { call.trailingClosures += 1; continue }
            let label = a.labelRange.map { file.text($0) } ?? ""
            if label == "name" { call.name = nameValue(a, file) }
            call.labels.append(label)
            let text = Self.typeText(a.value, file)
            // (a generic parameter of the caller's names no one type)
            if text.hasSuffix(".self"), case let type = SwinjectNames.key(String(text.dropLast(5))),
               let f = type.first, f.isUppercase, !generics.contains(type),
               !Self.hasGenericArguments(type, among: generics) {
                call.types.append(type)
                call.ranges.append(ranges.count)
                ranges.append(typeRange(a.value, file))
            } else {
                call.types.append("")
                call.ranges.append(-1)
            }
        }
        // (no type named: no range was kept either)
        if always || call.ranges.contains(where: { $0 >= 0 }) { facts.helperCalls.append(call) }
    }

    /// For a registered type's generic arguments (`<I, O>`) naming generic
    /// parameters of `d`, a `register*` function: those parameters, in
    /// order, and the index of the parameter of `d` taking each one's
    /// metatype (`_ i: I.Type`); nil unless each has exactly one. Not
    /// `register` itself, whose calls read as Swinject's.
    static func templateParameters(of arguments: Substring, in d: DeclReference, _ file: ParsedFile) -> ([String], [Int])? {
        guard d.kind == .func, isRegisterHelperName(d.name), let clause = d.genericParameters, let params = d.params else { return nil }
        var names: [String] = []
        for g in GenericClause.parameterNames(file.text(clause)) where mentions(arguments, any: [g]) { names.append(g) }
        guard !names.isEmpty else { return nil }
        var indices: [Int] = []
        for g in names {
            let found = params.indices.filter { params[$0].type == g + ".Type" }
            guard found.count == 1 else { return nil }
            indices.append(found[0])
        }
        return (names, indices)
    }

    /// `self?.item`, `model?.parts[0]`: an optional chain at the top of the
    /// expression, neither unwrapped after (`!`) nor defaulted (`??`).
    static func isOptionalChain(_ value: Range<Int>, _ file: ParsedFile) -> Bool {
        let tokens = file.tokens(from: value.lowerBound, limit: value.upperBound)
        var depth = 0, chained = false
        for k in tokens.indices {
            switch tokens[k].kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace: depth -= 1
            case .postfixQuestion where depth == 0:
                if k + 1 < tokens.count, tokens[k + 1].kind == .period { chained = true }
            case .postfixExclaim where depth == 0: return false
            case .operator where depth == 0: return false  // `a?.b ?? c`, `a?.b == c`, …
            case .question where depth == 0: return false  // a ternary
            default: break
            }
        }
        return chained && tokens.last?.kind != .postfixExclaim
    }

    /// The type a literal argument has where nothing else decides it, as
    /// Swinject's generic `resolve(_:argument:)` takes it: a string
    /// (interpolated or not) String, an integer Int, a decimal Double,
    /// `true`/`false` Bool; "" for any other expression.
    static func literalType(_ value: Range<Int>, _ source: SourceText) -> String {
        let tokens = source.tokens(from: value.lowerBound, limit: value.upperBound, max: 2)
        guard tokens.count == 1 else {
            // `-5`, `-2.5`: a sign and a number
            if tokens.count == 2, tokens[0].kind == .operator, source.text(tokens[0]) == "-" {
                if tokens[1].kind == .integer { return "Int" }
                if tokens[1].kind == .float { return "Double" }
            }
            return ""
        }
        switch tokens[0].kind {
        case .string: return "String"
        case .integer: return "Int"
        case .float: return "Double"
        case .identifier where tokens[0].keyword == .true || tokens[0].keyword == .false: return "Bool"
        default: return ""
        }
    }

    /// Whether `offset` is inside a closure with parameters (`{ id in … }`)
    /// nested in the closure `factory` (which is its own first `{`).
    static func inNestedClosure(_ offset: Int, of factory: Range<Int>, _ file: ParsedFile) -> Bool {
        var open: [Bool] = []
        for t in file.tokens(from: factory.lowerBound, limit: offset) {
            if t.kind == .lbrace {
                let h = ClosureHeader.header(file.source, open: Int(t.start), limit: factory.upperBound)
                open.append(h.hasIn)
            } else if t.kind == .rbrace {
                _ = open.popLast()
            }
        }
        return open.dropFirst().contains(true)
    }

    /// Whether a call `callee` (`inner.resolve`) in a factory whose resolver
    /// parameter is `resolver`, registered on `container`, resolves on
    /// another container: on a name that is neither.
    static func resolvesElsewhere(_ callee: String, resolver: String, container: String) -> Bool {
        func plain(_ s: Substring) -> Substring { s.hasPrefix("self.") ? s.dropFirst(5) : s }
        guard let dot = callee.lastIndex(of: ".") else { return false }
        let receiver = plain(callee[..<dot])
        // (a closure's container carries the closure's ordinal: `c#3`)
        let expression = container.split(separator: "#", maxSplits: 1).first ?? Substring(container)
        return !receiver.isEmpty && receiver != "$0" && receiver != Substring(resolver) && receiver != plain(expression)
    }

    /// The type a factory closure constructs when its body is one call of
    /// an initializer, returned or not (`{ _ in Mapper() }`, `{ r in return
    /// Mapper.init(a: r.resolve(A.self)!) }`); "" otherwise.
    static func constructedType(_ closure: Range<Int>, _ file: ParsedFile) -> String {
        guard let (all, start) = bodyExpression(closure, file) else { return "" }
        var k = start
        var path = ""
        while k < all.count, all[k].kind == .identifier, all[k].keyword == .none || all[k].keyword == .`init` {
            let word = file.source.text(all[k])
            if word == "init" {
                k += 1
                break
            }
            path += path.isEmpty ? word : "." + word
            k += 1
            guard k < all.count, all[k].kind == .period else { break }
            k += 1
        }
        guard let first = path.first, first.isUppercase, k < all.count, all[k].kind == .lparen else { return "" }
        return callEndsBody(all, at: k) ? path : ""
    }

    /// A closure's tokens and where its body's expression starts, past a
    /// `return` (`{ r in return X(…) }`); nil for no closure.
    private static func bodyExpression(_ closure: Range<Int>, _ file: ParsedFile) -> (tokens: [Token], start: Int)? {
        let all = file.tokens(from: closure.lowerBound, limit: closure.upperBound)
        guard let open = all.first, open.kind == .lbrace, all.count >= 4, all.last?.kind == .rbrace else { return nil }
        let header = ClosureHeader.header(file.source, open: Int(open.start), limit: closure.upperBound)
        var k = all.firstIndex { Int($0.start) >= header.bodyStart } ?? all.count
        if k < all.count, all[k].keyword == .return { k += 1 }
        return (all, k)
    }

    /// Whether the call whose `(` is token `open` of a closure's tokens
    /// ends the closure: its `)` is the last token before the `}`.
    private static func callEndsBody(_ all: [Token], at open: Int) -> Bool {
        var depth = 0, k = open
        while k < all.count - 1 {
            if all[k].kind == .lparen { depth += 1 } else if all[k].kind == .rparen { depth -= 1 }
            k += 1
            if depth == 0 { break }
        }
        return depth == 0 && k == all.count - 1
    }

    /// `{ _ in Network<User>() }`, `{ r in return Network<User>(…) }`: the
    /// specialization of generic type `base` the closure's one call
    /// constructs (`Network<User>`); nil otherwise.
    static func genericConstruction(_ closure: Range<Int>, of base: String, _ file: ParsedFile) -> String? {
        guard let (all, k) = bodyExpression(closure, file), k + 2 < all.count, all[k].kind == .identifier,
              file.source.bytesEqual(all[k].range, base), all[k + 1].kind == .operator, file.source.bytes[Int(all[k + 1].start)] == UInt8(ascii: "<") else { return nil }
        let start = Int(all[k].start)
        // to the matching `>` (operators may hold several: `>>`)
        var depth = 0
        var end: Int?
        var j = k + 1
        scan: while j < all.count {
            if all[j].kind == .operator {
                for b in file.source.bytes[Int(all[j].start)..<Int(all[j].end)] {
                    if b == UInt8(ascii: "<") { depth += 1 }
                    if b == UInt8(ascii: ">") {
                        depth -= 1
                        if depth == 0 { end = Int(all[j].end); break scan }
                    }
                }
            } else if all[j].kind == .lparen || all[j].kind == .lbrace || all[j].kind == .rbrace {
                return nil
            }
            j += 1
        }
        guard let end else { return nil }
        // `Network<User>(…)` or `Network<User>.init(…)`
        var call = j + 1
        if call + 1 < all.count, all[call].kind == .period, all[call + 1].keyword == .`init` { call += 2 }
        guard call < all.count, all[call].kind == .lparen, callEndsBody(all, at: call) else { return nil }
        return file.compactText(start..<end)
    }

    /// The factory closure's first parameter (the resolver) as written,
    /// given its parameters (`ClosureHeader.parameters`); `$0` when it
    /// names none, empty for `_`.
    static func resolverParameter(_ parameters: [String]?) -> String {
        guard let parameters else { return "$0" }
        guard let first = parameters.first else { return "" }
        let name = parameterName(first)
        return name == "_" ? "" : name
    }

    /// A closure parameter's name as written (`r` of `(r: Resolver`).
    static func parameterName(_ entry: String) -> String {
        entry.split(separator: ":").first.map { String($0).trimmed("( ") } ?? ""
    }

    /// The factory's parameter types after the resolver, when every one is
    /// annotated (`{ (r: Resolver, id: Int) in … }`, `{ (r, id: Int) in … }`);
    /// empty otherwise.
    static func annotatedArgumentTypes(_ parameters: [String]?) -> [String] {
        guard let parameters, parameters.count >= 2 else { return [] }
        var types: [String] = []
        for p in parameters.dropFirst() {
            guard let colon = p.firstIndex(of: ":") else { return [] }
            let type = SwinjectNames.key(String(p[p.index(after: colon)...]))
            guard !type.isEmpty else { return [] }
            types.append(type)
        }
        return types
    }

    /// The `#if … #endif` spans of the file that start before `end`
    /// (nested ones too; one left open runs to `end`).
    static func conditionalSpans(_ file: ParsedFile, before end: Int) -> [Range<Int>] {
        guard file.source.contains("#if", in: 0..<min(end, file.source.count)) else { return [] }
        var open: [Int] = []
        var spans: [Range<Int>] = []
        file.source.forEachToken(from: 0, limit: end) { t in
            guard t.kind == .pound else { return true }
            if t.keyword == .if {
                open.append(Int(t.start))
            } else if t.keyword == .endif, let start = open.popLast() {
                spans.append(start..<Int(t.end))
            }
            return true
        }
        for start in open { spans.append(start..<end) }
        return spans
    }

    /// A type argument's text: its tokens, one space between two words
    /// (`any Service`), as the type is written.
    static func typeText(_ value: Range<Int>, _ file: ParsedFile) -> String {
        file.source.tokenText(value, compact: file.compactText(value))
    }

    /// The labels `register`, `autoregister` and `forward` take in Swinject
    /// and SwinjectAutoregistration (`argument:`, `arguments:` repeated or
    /// not); a call with another is some other API's.
    static func takesOnlySwinjectLabels(_ c: Call, _ args: [CallArgument], _ file: ParsedFile) -> Bool {
        let register = Self.isRegister(c, file), autoregister = !register && file.isCall(c, named: "autoregister")
        for a in args {
            guard let label = a.labelRange.map({ file.text($0) }) else { continue }
            // (a `where` guards only the pattern just before it: one per case)
            switch label {
            case "name": continue
            case "in", "factory", "mainActorFactory": if register { continue }
            case "option": if file.isCall(c, named: "_register") { continue }
            case "initializer", "argument", "arguments": if autoregister { continue }
            case "to": if !register && !autoregister { continue }
            default: break
            }
            return false
        }
        return true
    }

    /// `d` as the app's own `resolve` (`SwinjectDeclFacts.ResolveHelper`),
    /// when its call `c` resolves `resolved`: the generic parameter whose
    /// metatype `d` takes first, unlabeled, and returns (`byParameter`:
    /// `resolved` is that parameter's name, `resolve(type)`).
    static func resolveHelper(_ d: DeclReference, _ c: Call, resolving resolved: String, byParameter: Bool,
                              _ file: ParsedFile) -> SwinjectDeclFacts.ResolveHelper? {
        guard var helper = helperShape(d, resolving: resolved, byParameter: byParameter, file) else { return nil }
        helper.crashes = crashesOnNil(c, in: d, file)
        return helper
    }

    /// `d`'s shape as a resolve helper of any name (see `resolveHelper`),
    /// `crashes` left false: generic, given its type's metatype first
    /// and unlabeled (or inferring it from the caller's context), and
    /// returning that type. Not Swinject's own names (`register`, …).
    static func helperShape(_ d: DeclReference, resolving resolved: String, byParameter: Bool,
                            _ file: ParsedFile) -> SwinjectDeclFacts.ResolveHelper? {
        guard d.kind == .func, d.name == "resolve" || !notHelperNames.contains(d.name), let clause = d.genericParameters,
              let params = d.params else { return nil }
        // `func resolve<T>() -> T`: no metatype, the type the caller's context wants (only
        // `resolve()` calls are read without one)
        if !byParameter, d.name == "resolve", !params.contains(where: { $0.type.hasSuffix(".Type") }), let generic = d.returnType?.text,
           resolved == generic, GenericClause.parameterNames(file.text(clause)).contains(generic) {
            let labels = params.map(\.label)
            return .init(crashes: false, takesName: labels.contains("name"),
                         takesArguments: labels.contains { $0.hasPrefix("arg") }, inferred: true)
        }
        // the metatype first, unlabeled or (a helper of another name) labeled: `get(type: T.Type)`
        guard let first = params.first, first.type.hasSuffix(".Type"),
              case let generic = String(first.type.dropLast(5)),
              GenericClause.parameterNames(file.text(clause)).contains(generic),
              let returned = d.returnType?.text, returned == generic || returned == generic + "?",
              byParameter ? resolved == first.name : resolved == generic
        else { return nil }
        let labels = params.dropFirst().map(\.label)
        var helper = SwinjectDeclFacts.ResolveHelper(
            crashes: false, takesName: labels.contains("name"), takesArguments: labels.contains { $0.hasPrefix("arg") },
            metatypeDefaulted: first.defaultValue != nil && d.name == "resolve")
        helper.metatypeLabel = first.label == "_" ? "" : first.label
        helper.passesOptional = returned != generic
        // one named `resolve` that passes the optional on reads as Swinject's own (unless labeled)
        if helper.passesOptional && d.name == "resolve" && helper.metatypeLabel.isEmpty { return nil }
        return helper
    }

    /// A generic helper's `resolve` call `c` whose nil has nowhere to go:
    /// unwrapped with `!` or `as!`, or the helper ends in `fatalError`
    /// (`if let v = resolve(T.self) { return v }; fatalError(…)`).
    static func crashesOnNil(_ c: Call, in d: DeclReference, _ file: ParsedFile) -> Bool {
        let stops = file.outline.calls(in: d).contains {
            file.isCall($0, named: "fatalError") || file.isCall($0, named: "preconditionFailure")
        }
        return c.flags.contains(.forceUnwrapped) || guardedByFatalError(c, file) || stops || forceCast(after: c, file.source)
            || unwrappedLater(c, in: d, file)
    }

    /// `service = container.resolve(T.self)`, then `service!` (or
    /// `self.service!`) later in the same declaration: a wrapper that
    /// resolves lazily into an optional property and unwraps it.
    static func unwrappedLater(_ c: Call, in d: DeclReference, _ file: ParsedFile) -> Bool {
        unwrappedLater(c, before: d.range.upperBound, file)
    }

    /// `let x = r.resolve(T.self)`, then `x!` before `limit` (and before
    /// `x` is bound again): the resolve's nil is unwrapped there.
    static func unwrappedLater(_ c: Call, before limit: Int, _ file: ParsedFile) -> Bool {
        let bytes = file.source.bytes
        // the assigned name, alone before `=` on the call's line
        var i = c.range.lowerBound
        while i > 0, bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t") { i -= 1 }
        guard i > 0, bytes[i - 1] == UInt8(ascii: "="), i < 2 || bytes[i - 2] != UInt8(ascii: "=") && bytes[i - 2] != UInt8(ascii: "!") else {
            return false
        }
        i -= 1
        while i > 0, bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t") { i -= 1 }
        let end = i
        while i > 0, ClosureHeader.isWordByte(bytes[i - 1]) { i -= 1 }
        guard i < end else { return false }
        let name = file.source.text(i..<end)
        guard let first = name.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        // then `name!` after the call, until the limit or a new binding of the name
        guard c.range.upperBound < limit else { return false }
        // (near the call: a body of thousands of such bindings is not read once per binding)
        let tokens = file.tokens(from: c.range.upperBound, limit: min(limit, c.range.upperBound + 4096))
        for k in tokens.indices.dropLast() where tokens[k].kind == .identifier && file.source.bytesEqual(tokens[k].range, name) {
            if k > 0, tokens[k - 1].keyword == .`let` || tokens[k - 1].keyword == .`var` { return false }
            if tokens[k + 1].kind == .postfixExclaim { return true }
        }
        return false
    }

    /// The generic parameter of the property wrapper `d` is a member of
    /// (the innermost type around it, a struct or class marked
    /// `@propertyWrapper`, generic over one type: the wrapped value's);
    /// none when it is not in one.
    /// When `d` is a member of a property wrapper (the innermost type
    /// around it, a struct or class marked `@propertyWrapper`) generic over
    /// `parameter`, how a property names the type it resolves: "" when the
    /// wrapper has that one generic parameter (the wrapped type), else the
    /// label of an initializer parameter of type `parameter.Type` (`_` when
    /// unlabeled). nil otherwise, or when no initializer takes that metatype.
    static func wrapperLabel(resolving parameter: String, around d: DeclReference, _ file: ParsedFile) -> String? {
        var innermost: Decl?
        var list = file.outline.decls
        while let k = list.firstIndex(where: { $0.kind.isTypeLike && $0.range.lowerBound <= d.range.lowerBound
                                                && d.range.upperBound <= $0.range.upperBound && $0.range != d.range }) {
            innermost = list[k]
            guard let members = list[k].members else { break }
            list = members
        }
        guard let w = innermost, w.kind == .struct || w.kind == .class, let g = w.genericParameters,
              w.attributes.contains(where: { $0.name == "propertyWrapper" }) else { return nil }
        let names = GenericClause.parameterNames(file.text(g))
        guard names.contains(parameter) else { return nil }
        if names.count == 1 { return "" }
        for m in w.members ?? [] where m.kind == .`init` {
            if let p = m.params?.first(where: { $0.type == parameter + ".Type" }) { return p.label.isEmpty ? "_" : p.label }
        }
        return nil
    }

    /// `c`, a `resolve()` without metatype in a property wrapper generic
    /// over one type, giving the wrapped value (`wrappedValue = …` or
    /// `self.wrappedValue = …` on its line, or the `wrappedValue` getter's
    /// own): as `wrapperLabel`, how a property names the type; nil otherwise.
    static func wrappedValueResolve(_ c: Call, in d: DeclReference, _ file: ParsedFile) -> String? {
        guard !c.flags.contains(.forceUnwrapped), !c.flags.contains(.optionalChained),
              let clause = enclosingGenericClauses(of: d, in: file.outline.decls).last,
              case let names = GenericClause.parameterNames(file.text(clause)), names.count == 1 else { return nil }
        var gives = (d.kind == .var || d.kind == .let) && d.name == "wrappedValue"
        if !gives {
            let bytes = file.source.bytes
            var i = c.range.lowerBound
            while i > 0, bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t") { i -= 1 }
            if i > 0, bytes[i - 1] == UInt8(ascii: "=") {
                let line = file.source.text(max(0, i - 40)..<(i - 1)).trimmingWhitespace
                gives = line.hasSuffix("wrappedValue")
                    && (line == "wrappedValue" || line.hasSuffix(".wrappedValue") || line.hasSuffix(" wrappedValue"))
            }
        }
        guard gives else { return nil }
        return wrapperLabel(resolving: names.first!, around: d, file)
    }

    /// `as!` right after the call: a nil result crashes the cast.
    static func forceCast(after c: Call, _ source: SourceText) -> Bool {
        var i = c.range.upperBound
        let bytes = source.bytes
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        return i + 3 <= bytes.count && bytes[i] == UInt8(ascii: "a") && bytes[i + 1] == UInt8(ascii: "s") && bytes[i + 2] == UInt8(ascii: "!")
    }

    /// The generic clauses of the types and extensions around `d`, innermost last.
    static func enclosingGenericClauses(of d: DeclReference, in decls: [Decl]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var list = decls
        while let k = list.firstIndex(where: { $0.kind.isTypeLike && $0.range.lowerBound <= d.range.lowerBound
                                                && d.range.upperBound <= $0.range.upperBound && $0.range != d.range }) {
            if let g = list[k].genericParameters { out.append(g) }
            guard let members = list[k].members else { break }
            list = members
        }
        return out
    }

    /// Whether a type text names one of `names` as a whole word (`Client<I, O>` names `I`).
    /// `Client<T>` where T is one of `generics`: a type the caller's generic parameters make.
    static func hasGenericArguments(_ type: String, among generics: Set<String>) -> Bool {
        guard let open = type.firstIndex(of: "<") else { return false }
        return mentions(type[open...], any: generics)
    }

    static func mentions(_ text: Substring, any names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        var word = ""
        for ch in text {
            if ch.isLetter || ch.isNumber || ch == "_" {
                word.append(ch)
            } else {
                if names.contains(word) { return true }
                word = ""
            }
        }
        return names.contains(word)
    }

    /// SwinjectAutoregistration's `r ~> T.self`, `r ~> (T.self, name: "n")`,
    /// `r ~> (T.self, argument: a)`: a resolve that force-unwraps. The
    /// type's range and the name's, and the argument count.
    static func operatorResolves(in range: Range<Int>, _ file: ParsedFile) -> [(type: Range<Int>, name: SwinjectDeclFacts.Name, nameRange: Range<Int>?, arguments: Int)] {
        var out: [(type: Range<Int>, name: SwinjectDeclFacts.Name, nameRange: Range<Int>?, arguments: Int)] = []
        // most bodies have none: one byte search says so
        guard file.source.contains(UInt8(ascii: "~"), then: UInt8(ascii: ">"), in: range) else { return out }
        let bytes = file.source.bytes
        var i = range.lowerBound
        while i + 1 < range.upperBound {
            guard bytes[i] == UInt8(ascii: "~"), bytes[i + 1] == UInt8(ascii: ">") else { i += 1; continue }
            var j = i + 2
            while j < range.upperBound, bytes[j] == UInt8(ascii: " ") { j += 1 }
            let tuple = j < range.upperBound && bytes[j] == UInt8(ascii: "(")
            if tuple { j += 1 }
            var end = j
            while end < range.upperBound, ClosureHeader.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "<")
                    || bytes[end] == UInt8(ascii: ">") { end += 1 }
            let text = file.text(j..<end)
            i = end
            guard text.hasSuffix(".self"), let f = text.first, f.isUppercase else { continue }
            var name = SwinjectDeclFacts.Name.none
            var nameRange: Range<Int>?
            var arguments = 0
            if tuple {
                // the rest of the tuple, to its closing parenthesis
                var k = end, depth = 1
                while k < range.upperBound, depth > 0 {
                    if bytes[k] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[k] == UInt8(ascii: ")") { depth -= 1 }
                    k += 1
                }
                // the elements after the type, labeled or not: an unlabeled tuple
                // converts to the operator's labeled one by position
                // (`(T.self, a)` is `(T.self, argument: a)`, `(T.self, (a, b))`
                // passes two, `(T.self, "n", a)` a name and one)
                var elements = Self.tupleElements(in: end..<max(end, k - 1), file)
                if !elements.isEmpty, elements[0].label == nil, elements.count > 1 || Self.isStringLiteral(elements[0].value, file) {
                    elements[0].label = "name"
                }
                for e in elements {
                    let label = e.label ?? (e.index == elements.first(where: { $0.label != "name" })?.index ? "arguments" : "")
                    switch label {
                    case "name":
                        let text = file.text(e.value)
                        if let literal = SwinjectDeclFacts.Name.literalText(text) {
                            name = .literal(literal)
                            nameRange = e.value
                        } else {
                            name = .dynamic
                        }
                    case "argument": arguments = 1
                    case "arguments": arguments = Self.tupleElements(in: e.value, file).count
                    default: break
                    }
                }
            }
            out.append((j..<(end - 5), name, nameRange, arguments))
        }
        return out
    }

    /// For each offset, the closure whose parameters declare `names[k]`
    /// (the innermost enclosing one that does), as the ordinal of its `{`
    /// among the body's braces; nil where no closure declares it.
    static func declaringClosures(at offsets: [Int], names: [String], in tokens: [Token], until end: Int,
                                  _ file: ParsedFile) -> [UInt32?] {
        var open: [(start: Int, ordinal: UInt32)] = []
        var ordinal: UInt32 = 0
        var out: [UInt32?] = []
        out.reserveCapacity(offsets.count)
        func declaring(_ name: String) -> UInt32? {
            guard !name.isEmpty, !name.contains(".") else { return nil }
            for brace in open.reversed() {
                guard let parameters = ClosureHeader.parameters(file.source, brace.start..<end) else { continue }
                if parameters.contains(where: { Self.parameterName($0) == name }) {
                    return brace.ordinal
                }
            }
            return nil
        }
        for t in tokens {
            while out.count < offsets.count, Int(t.start) >= offsets[out.count] { out.append(declaring(names[out.count])) }
            if t.kind == .lbrace {
                ordinal += 1
                open.append((Int(t.start), ordinal))
            } else if t.kind == .rbrace {
                _ = open.popLast()
            }
        }
        while out.count < offsets.count { out.append(declaring(names[out.count])) }
        return out
    }

    /// The branches enclosing each of `offsets` (ascending) in a body: per
    /// conditional around it (`if`/`else if`/`else`, `switch` cases,
    /// `#if`/`#elseif`/`#else`), outermost first, its ordinal in the body
    /// (from 1) shifted left by 8, with which branch it is in. One pass over
    /// the body's tokens. Position-free: an edit elsewhere in the body keeps
    /// them unless it adds or removes a conditional before.
    static func branches(at offsets: [Int], in tokens: [Token]) -> [[UInt32]] {
        guard !tokens.isEmpty else { return offsets.map { _ in [] } }
        struct Frame {
            /// (ordinal << 8) | branch: a branch's block, an `#if`, or a `switch` past its first case
            var tag: UInt32?
            var isBrace: Bool
            /// A `switch`'s braces: its ordinal (its cases are its branches).
            var switchOrdinal: UInt32?
        }
        var stack: [Frame] = []
        var ordinal: UInt32 = 0
        // the tag the next block at this level opens (after `if`, `else`), or the switch it is
        var pending: (tag: UInt32, isSwitch: Bool)?
        var pendingParens = 0
        // the tag of the block just closed (an `else` after it continues its chain)
        var closed: UInt32?
        var out: [[UInt32]] = []
        out.reserveCapacity(offsets.count)
        func startsStatement(_ k: Int) -> Bool {
            k == 0 || tokens[k].hasNewlineBefore || tokens[k - 1].kind == .lbrace || tokens[k - 1].kind == .semicolon
                || tokens[k - 1].kind == .rbrace || tokens[k - 1].kind == .colon
        }
        for k in tokens.indices {
            let t = tokens[k]
            while out.count < offsets.count, Int(t.start) >= offsets[out.count] { out.append(stack.compactMap(\.tag)) }
            let lastClosed = closed
            closed = nil
            switch t.kind {
            case .pound:
                switch t.keyword {
                case .if:
                    ordinal += 1
                    stack.append(Frame(tag: ordinal << 8, isBrace: false))
                case .elseif, .else:
                    if let i = stack.lastIndex(where: { !$0.isBrace }), let tag = stack[i].tag { stack[i].tag = tag + 1 }
                case .endif:
                    if let i = stack.lastIndex(where: { !$0.isBrace }) { stack.remove(at: i) }
                default: break
                }
            case .lparen, .lbracket:
                if pending != nil { pendingParens += 1 }
            case .rparen, .rbracket:
                if pending != nil { pendingParens -= 1 }
            case .lbrace:
                if let p = pending, pendingParens <= 0 {
                    stack.append(p.isSwitch ? Frame(tag: nil, isBrace: true, switchOrdinal: p.tag >> 8) : Frame(tag: p.tag, isBrace: true))
                    pending = nil
                } else {
                    stack.append(Frame(tag: nil, isBrace: true))
                }
            case .rbrace:
                if let i = stack.lastIndex(where: \.isBrace) {
                    let f = stack.remove(at: i)
                    if f.switchOrdinal == nil { closed = f.tag }
                }
            case .identifier:
                switch t.keyword {
                case .if where startsStatement(k) || k > 0 && tokens[k - 1].keyword == .else:
                    if k > 0, tokens[k - 1].keyword == .else, let tag = pending?.tag {
                        pending = (tag, false)  // `else if`: the chain's next branch
                    } else {
                        ordinal += 1
                        pending = (ordinal << 8, false)
                    }
                    pendingParens = 0
                case .else:
                    if let tag = lastClosed { pending = (tag + 1, false); pendingParens = 0 }
                case .switch where startsStatement(k):
                    ordinal += 1
                    pending = (ordinal << 8, true)
                    pendingParens = 0
                case .case, .default:
                    // a label directly inside a switch's braces: its next branch
                    if let top = stack.last, let n = top.switchOrdinal, startsStatement(k) {
                        stack[stack.count - 1].tag = top.tag.map { $0 + 1 } ?? n << 8
                    }
                default: break
                }
            default: break
            }
        }
        while out.count < offsets.count { out.append(stack.compactMap(\.tag)) }
        return out
    }

    /// The elements of a tuple's text in `range` after its first element
    /// (from the comma that ends it, or from its `(`): each one's label and
    /// value range, split at commas outside brackets and strings. A value
    /// that is not a parenthesized list of several counts as one element.
    static func tupleElements(in range: Range<Int>, _ file: ParsedFile) -> [(index: Int, label: String?, value: Range<Int>)] {
        let bytes = file.source.bytes
        var lo = range.lowerBound, hi = range.upperBound
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
        while lo < hi, isSpace(bytes[lo]) { lo += 1 }
        while hi > lo, isSpace(bytes[hi - 1]) { hi -= 1 }
        // `( … )` of its own: its elements; a leading comma: the rest of an enclosing tuple
        if lo < hi, bytes[lo] == UInt8(ascii: ",") {
            lo += 1
        } else if lo < hi, bytes[lo] == UInt8(ascii: "("), bytes[hi - 1] == UInt8(ascii: ")") {
            var depth = 0, closesAtEnd = true
            for i in lo..<hi {
                if bytes[i] == UInt8(ascii: "(") { depth += 1 }
                if bytes[i] == UInt8(ascii: ")") { depth -= 1; if depth == 0 && i != hi - 1 { closesAtEnd = false; break } }
            }
            if closesAtEnd { lo += 1; hi -= 1 } else { return [(0, nil, lo..<hi)] }
        } else {
            return lo < hi ? [(0, nil, lo..<hi)] : []
        }
        var out: [(index: Int, label: String?, value: Range<Int>)] = []
        var start = lo, depth = 0, inString = false
        func flush(_ end: Int) {
            var a = start, b = end
            while a < b, isSpace(bytes[a]) { a += 1 }
            while b > a, isSpace(bytes[b - 1]) { b -= 1 }
            guard a < b else { return }
            // `label: value` (a word, then a colon that is not `::`)
            var w = a
            while w < b, ClosureHeader.isWordByte(bytes[w]) { w += 1 }
            var c = w
            while c < b, isSpace(bytes[c]) { c += 1 }
            if w > a, c < b, bytes[c] == UInt8(ascii: ":") {
                var v = c + 1
                while v < b, isSpace(bytes[v]) { v += 1 }
                out.append((out.count, file.text(a..<w), v..<b))
            } else {
                out.append((out.count, nil, a..<b))
            }
        }
        var i = lo
        while i < hi {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") { inString = false }
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                depth += 1
            } else if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                depth -= 1
            } else if b == UInt8(ascii: ","), depth == 0 {
                flush(i)
                start = i + 1
            }
            i += 1
        }
        flush(hi)
        return out
    }

    static func isStringLiteral(_ range: Range<Int>, _ file: ParsedFile) -> Bool {
        SwinjectDeclFacts.Name.literalText(file.text(range)) != nil
    }

    /// The last `let`/`var` binding `name` in `body` before `at`: the path it
    /// is bound to (`let c = AppContainer.shared`: "AppContainer.shared"),
    /// or the type it is annotated with or constructs (`let c: AppContainer`,
    /// `let c = AppContainer()`); type "_" (no type's name) when it is bound
    /// to anything else; nil when there is none. Nested scopes are not told
    /// apart: a binding in a closure before the call counts.
    static func localBinding(of name: String, before at: Int, in body: Range<Int>, _ file: ParsedFile)
        -> (path: String, type: String)? {
        guard at > body.lowerBound else { return nil }
        let tokens = file.tokens(from: body.lowerBound, limit: at)
        let source = file.source
        // bound to something else: no type, and not the property it shadows
        let unknown = (path: "", type: "_")
        var found: (path: String, type: String)?? = nil
        var k = 0
        while k + 2 < tokens.count {
            defer { k += 1 }
            guard tokens[k].kind == .identifier, tokens[k].keyword == .`let` || tokens[k].keyword == .`var`,
                  tokens[k + 1].kind == .identifier, tokens[k + 1].keyword == .none,
                  source.bytesEqual(tokens[k + 1].range, name) else { continue }
            // a dotted run of names from `j`: its text and where it ends
            func path(from j: Int) -> (text: String, end: Int)? {
                var e = j
                guard e < tokens.count, tokens[e].kind == .identifier else { return nil }
                while e + 2 < tokens.count, tokens[e + 1].kind == .period, tokens[e + 2].kind == .identifier,
                      !tokens[e + 1].hasTriviaBefore { e += 2 }
                return (source.text(Int(tokens[j].start)..<Int(tokens[e].end)), e + 1)
            }
            var j = k + 2
            if tokens[j].kind == .colon, let t = path(from: j + 1) {
                found = .some(("", t.text))
                continue
            }
            guard tokens[j].kind == .equal else { found = .some(unknown); continue }
            j += 1
            // `try`/`await` before the value do not change it
            while j < tokens.count, tokens[j].keyword == .`try` || tokens[j].keyword == .await { j += 1 }
            guard let p = path(from: j) else { found = .some(unknown); continue }
            let next = p.end < tokens.count ? tokens[p.end] : nil
            if let next, next.kind == .lparen, !next.hasTriviaBefore {
                // `AppContainer()` / `AppContainer(…)`: an instance of the type named
                let last = p.text.split(separator: ".").last.map(String.init) ?? p.text
                found = .some(last.first?.isUppercase == true ? ("", p.text) : unknown)
            } else if next == nil || next!.hasNewlineBefore || next!.kind == .semicolon || next!.kind == .rbrace
                        || next!.kind == .comma || next!.keyword == .`else` {
                found = .some((p.text, ""))
            } else {
                found = .some(unknown)
            }
        }
        return found ?? nil
    }

    /// Whether `apply` call `c` names all its assemblies (`count` of them read).
    static func appliesEvery(_ c: Call, _ count: Int, _ file: ParsedFile) -> Bool {
        guard let a = file.outline.arguments(of: c).first, let label = a.labelRange.map({ file.text($0) }) else { return false }
        return label == "assembly" ? count == 1 : arrayElementCount(a.value, file) == count
    }

    /// The name the value of call `c` is bound to: the property or constant
    /// `d` it is the initial value of, or in `d`'s body `let name = c`,
    /// `self.name = c`; "" otherwise.
    static func boundName(of c: Call, in d: DeclReference, _ file: ParsedFile) -> String {
        if d.kind == .let || d.kind == .var, let value = d.initializer, value.lowerBound == c.range.lowerBound { return d.name }
        guard let body = d.body ?? d.initializer, c.range.lowerBound > body.lowerBound else { return "" }
        let tokens = file.tokens(from: max(body.lowerBound, c.range.lowerBound - 160), limit: c.range.lowerBound)
        guard let eq = tokens.indices.last, tokens[eq].kind == .equal else { return "" }
        // `let name: Assembler = c`: back over the annotation to the name after `let`/`var`
        var k = eq - 1
        while k >= 1, tokens[k].kind != .colon, !tokens[k].hasNewlineBefore, tokens[k - 1].keyword != .`let`,
              tokens[k - 1].keyword != .`var` { k -= 1 }
        if k >= 1, tokens[k].kind == .colon { k -= 1 }
        guard k >= 0, tokens[k].kind == .identifier, tokens[k].keyword == .none else { return "" }
        return file.source.text(tokens[k].range)
    }

    /// The elements of the array literal at `range` (`[A(), B(),]`: 2); nil
    /// for anything else.
    static func arrayElementCount(_ range: Range<Int>, _ file: ParsedFile) -> Int? {
        let tokens = file.tokens(from: range.lowerBound, limit: range.upperBound)
        guard tokens.first?.kind == .lbracket else { return nil }
        var depth = 0, count = 0, pending = false
        for t in tokens.dropFirst() {
            switch t.kind {
            case .lparen, .lbracket, .lbrace:
                depth += 1
                pending = true
            case .rparen, .rbrace: depth -= 1
            case .rbracket:
                if depth == 0 { return count + (pending ? 1 : 0) }
                depth -= 1
            case .comma where depth == 0:
                if pending { count += 1 }
                pending = false
            default: pending = true
            }
        }
        return nil
    }

    /// Whether `name` is bound, last before `at` in `body`, to a container
    /// made there: `let name = Container()`, `var name = Swinject.Container(parent: p)`.
    struct LocalContainer {
        /// Bound last before the place asked to `Container(…)`.
        var made = false
        /// `Container(parent: p)`.
        var hasParent = false
        /// Named anywhere in the body but as the receiver of a call
        /// (`name.register(…)`), its binding aside: handed on, returned or stored.
        var escapes = false
        /// And only by `return name` (the initial value of a property that makes it).
        var onlyReturned = false
    }

    /// A body's locals bound to containers it makes, read in one pass (a
    /// declaration asks once per registration and resolve: thousands in a
    /// large assembly).
    struct LocalContainers {
        /// Per name, each binding in order: where, and whether to a container made there (with a parent).
        private var bindings: [String: [(at: Int, made: Bool, hasParent: Bool)]] = [:]
        /// Per name bound to a made container: how the body hands it on.
        private var fates: [String: (escapes: Bool, onlyReturned: Bool)] = [:]

        init(_ body: Range<Int>, _ file: ParsedFile) {
            let all = file.tokens(from: body.lowerBound, limit: body.upperBound)
            let source = file.source
            var k = 0
            while k + 2 < all.count {
                defer { k += 1 }
                guard all[k].kind == .identifier, all[k].keyword == .none else { continue }
                // `let name =` / `var name: Container =` / `name =` at a statement's start
                let declared = k > 0 && (all[k - 1].keyword == .`let` || all[k - 1].keyword == .`var`)
                let assigned = k == 0 || all[k - 1].hasNewlineBefore || all[k].hasNewlineBefore || all[k - 1].kind == .semicolon
                    || all[k - 1].kind == .lbrace
                guard declared || assigned, all[k + 1].kind == .equal || all[k + 1].kind == .colon && declared else { continue }
                var j = k + 1
                if all[j].kind == .colon {
                    j += 1
                    while j < all.count, all[j].kind != .equal, !all[j].hasNewlineBefore { j += 1 }
                }
                guard j < all.count, all[j].kind == .equal else { continue }
                j += 1
                if j + 2 < all.count, source.bytesEqual(all[j].range, "Swinject"), all[j + 1].kind == .period { j += 2 }
                var made = false, hasParent = false
                if j + 1 < all.count, source.bytesEqual(all[j].range, "Container") {
                    let next = all[j + 1]
                    var open: Int?
                    if next.kind == .lparen && !next.hasTriviaBefore { open = j + 1 }
                    if next.kind == .period, j + 3 < all.count, all[j + 2].keyword == .`init`, all[j + 3].kind == .lparen { open = j + 3 }
                    if let open {
                        made = true
                        hasParent = open + 1 < all.count && all[open + 1].kind == .identifier
                            && source.bytesEqual(all[open + 1].range, "parent")
                    }
                }
                bindings[source.text(all[k].range), default: []].append((Int(all[k].start), made, hasParent))
            }
            // how each name bound to a made container is named elsewhere: a receiver, or handed on
            let names = Set(bindings.filter { $0.value.contains { $0.made } }.keys)
            guard !names.isEmpty else { return }
            for k in all.indices where all[k].kind == .identifier && all[k].keyword == .none {
                if k > 0, all[k - 1].kind == .period { continue }  // `x.name`: another value's member
                if k > 0, all[k - 1].keyword == .`let` || all[k - 1].keyword == .`var` { continue }
                if k + 1 < all.count, all[k + 1].kind == .period || all[k + 1].kind == .equal || all[k + 1].kind == .colon { continue }
                let name = source.text(all[k].range)
                guard names.contains(name) else { continue }
                var fate = fates[name] ?? (false, true)
                fate.escapes = true
                if !(k > 0 && all[k - 1].keyword == .`return`) { fate.onlyReturned = false }
                fates[name] = fate
            }
        }

        /// What `name` is at `at`: the container its last binding before made, and how it leaves the body.
        func at(_ name: String, _ at: Int) -> LocalContainer {
            guard let last = bindings[name]?.last(where: { $0.at < at }), last.made else { return LocalContainer() }
            let fate = fates[name] ?? (false, false)
            return LocalContainer(made: true, hasParent: last.hasParent, escapes: fate.escapes, onlyReturned: fate.escapes && fate.onlyReturned)
        }
    }

    /// `apply(assembly: A())` → [A], `apply(assemblies: [A(), B()])` → [A, B]:
    /// the assemblies an `Assembler`'s `apply` is given; nil for another `apply`.
    static func appliedAssemblies(_ c: Call, _ file: ParsedFile) -> [String]? {
        guard let a = file.outline.arguments(of: c).first, let label = a.labelRange.map({ file.text($0) }) else { return nil }
        switch label {
        case "assemblies": return constructedTypes(inArray: a.value, file)
        case "assembly":
            return FactExtractor.constructedTypeName(in: a.value, file.source).map { [String($0.split(separator: ".").last ?? "")] }
        default: return nil
        }
    }

    /// `[A(), Module.B(x: 1), C.init()]` → A, B, C: the types an array
    /// literal's elements construct (an element that constructs none ends
    /// the list: what follows is not known to be applied in order).
    static func constructedTypes(inArray range: Range<Int>, _ file: ParsedFile) -> [String] {
        let tokens = file.tokens(from: range.lowerBound, limit: range.upperBound)
        guard tokens.first?.kind == .lbracket else { return [] }
        var out: [String] = []
        var k = 1
        while k < tokens.count {
            // the element's leading path, then `(` or `.init(`
            var name: String?
            var j = k
            while j < tokens.count, tokens[j].kind == .identifier {
                name = file.source.text(tokens[j].range)
                guard j + 2 < tokens.count, tokens[j + 1].kind == .period, tokens[j + 2].kind == .identifier,
                      tokens[j + 2].keyword != .`init` else { break }
                j += 2
            }
            if j + 2 < tokens.count, tokens[j + 1].kind == .period, tokens[j + 2].keyword == .`init` { j += 2 }
            guard let n = name, n.first?.isUppercase == true, j + 1 < tokens.count, tokens[j + 1].kind == .lparen else { break }
            out.append(n)
            // to the element's end: a comma or the closing bracket at this depth
            var depth = 0
            j += 1
            while j < tokens.count {
                switch tokens[j].kind {
                case .lparen, .lbracket, .lbrace: depth += 1
                case .rparen, .rbrace: depth -= 1
                case .rbracket:
                    if depth == 0 { return out }
                    depth -= 1
                case .comma where depth == 0: break
                default: break
                }
                if tokens[j].kind == .comma && depth == 0 { break }
                j += 1
            }
            k = j + 1
        }
        return out
    }

    /// `guard let x = r.resolve(T.self) else { fatalError(…) }`: nil stops the app as surely as `!`.
    static func guardedByFatalError(_ c: Call, _ file: ParsedFile) -> Bool {
        // `guard` earlier in the same statement: its conditions may span lines and a few
        // kilobytes (Petpion's six long ones); a brace or `;` ends it sooner. Tokens, so
        // that comments between the conditions do not count.
        let before = file.tokens(from: max(0, c.range.lowerBound - 4096), limit: c.range.lowerBound)
        var guarded = false
        for t in before.reversed() {
            if t.kind == .lbrace || t.kind == .rbrace || t.kind == .semicolon { break }
            if t.kind == .identifier, t.keyword == .guard { guarded = true; break }
        }
        guard guarded else { return false }
        // then `else {` whose first statement stops the program
        let after = file.tokens(from: c.range.upperBound, limit: min(file.source.count, c.range.upperBound + 4096))
        guard let k = after.firstIndex(where: { $0.kind == .lbrace || $0.kind == .rbrace || $0.kind == .semicolon }),
              after[k].kind == .lbrace, k > 0, after[k - 1].keyword == .else, k + 1 < after.count,
              after[k + 1].kind == .identifier else { return false }
        let first = after[k + 1].range
        return file.source.bytesEqual(first, "fatalError") || file.source.bytesEqual(first, "preconditionFailure")
    }

    /// The `T` of `T.self`.
    private func typeRange(_ value: Range<Int>, _ file: ParsedFile) -> Range<Int> {
        let bytes = file.source.bytes
        var end = value.upperBound
        while end > value.lowerBound, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end - value.lowerBound > 5 { end -= 5 }
        while end > value.lowerBound, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        return value.lowerBound..<end
    }

    private func nameValue(_ a: CallArgument, _ file: ParsedFile) -> SwinjectDeclFacts.Name {
        // a literal as written; anything else without its spaces and comments
        let written = SwinjectDeclFacts.Name.of(file.text(a.value))
        if case .literal = written { return written }
        return .of(file.compactText(a.value))
    }


}

extension String {
    func trimmed(_ set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}

/// The facts as bytes (position-free).
enum SwinjectCoding {
    static func encode(_ f: SwinjectDeclFacts) -> [UInt8] {
        var w = ByteWriter(capacity: 128)
        w.bool(f.computed)
        w.bool(f.discovers)
        w.varint(UInt64(f.registrations.count))
        for r in f.registrations {
            w.string(r.type)
            name(r.name, &w)
            w.varint(r.arity.map { UInt64($0) + 1 } ?? 0)
            w.optional(r.scope)
            w.strings(r.implements)
            w.string(r.container)
            resolves(r.resolves, &w)
            resolves(r.completionResolves, &w)
            w.varint(UInt64(r.range))
            w.optional(r.initializer)
            w.strings(r.argumentTypes)
            w.varint(UInt64(r.branches.count))
            for b in r.branches { w.varint(UInt64(b)) }
            w.string(r.constructs)
            w.bool(r.freshContainer)
            w.byte(r.containerIdentity.rawValue)
        }
        resolves(f.resolves, &w)
        w.varint(UInt64(f.registersIn.count))
        for r in f.registersIn { w.string(r.type); w.varint(UInt64(r.range)) }
        w.varint(UInt64(f.open.count))
        for o in f.open { w.string(o.reason); w.varint(UInt64(o.range)); w.bool(o.namedOnly) }
        w.varint(UInt64(f.wrapperResolves.count))
        for b in f.wrapperResolves {
            w.bool(b.crashes)
            w.optional(b.label)
            w.bool(b.viaHelper)
            w.string(b.receiver)
            name(b.name, &w)
        }
        w.varint(UInt64(f.forwards.count))
        for x in f.forwards {
            w.varint(UInt64(x.parameter))
            w.varint(x.arity.map { UInt64($0) + 1 } ?? 0)
            w.bool(x.name != nil)
            if let n = x.name { name(n, &w) }
            w.optional(x.template)
            w.strings(x.templateGenerics)
            w.varint(UInt64(x.templateParameters.count))
            for p in x.templateParameters { w.varint(UInt64(p)) }
        }
        w.varint(UInt64(f.helperCalls.count))
        for h in f.helperCalls {
            w.string(h.method)
            w.strings(h.labels)
            w.varint(UInt64(h.trailingClosures))
            w.strings(h.types)
            w.varint(UInt64(h.ranges.count))
            for r in h.ranges { w.varint(UInt64(r + 1)) }
            name(h.name, &w)
        }
        w.bool(f.resolveHelper != nil)
        if let h = f.resolveHelper {
            w.bool(h.crashes)
            w.bool(h.takesName)
            w.bool(h.takesArguments)
            w.bool(h.inferred)
            w.bool(h.metatypeDefaulted)
            w.string(h.metatypeLabel)
            w.bool(h.passesOptional)
        }
        w.varint(UInt64(f.assemblers.count))
        for a in f.assemblers { w.strings(a) }
        w.varint(UInt64(f.applied.count))
        for a in f.applied { w.string(a.type); w.varint(UInt64(a.range)) }
        w.varint(UInt64(f.assemblerFills.count))
        for a in f.assemblerFills { w.string(a.name); w.strings(a.types); w.bool(a.applies) }
        w.bool(f.opensAssemblies)
        w.varint(UInt64(f.localWrapped.count))
        for l in f.localWrapped {
            w.string(l.attribute)
            w.varint(UInt64(l.arguments.count))
            for a in l.arguments { w.optional(a.label); w.string(a.text) }
            w.string(l.name)
            w.string(l.type)
            w.varint(UInt64(l.range))
        }
        return w.bytes
    }

    private static func name(_ n: SwinjectDeclFacts.Name, _ w: inout ByteWriter) {
        switch n {
        case .none: w.byte(0)
        case .literal(let s): w.byte(1); w.string(s)
        case .dynamic: w.byte(2)
        case .reference(let p): w.byte(3); w.string(p)
        }
    }

    private static func resolves(_ list: [SwinjectDeclFacts.Resolve], _ w: inout ByteWriter) {
        w.varint(UInt64(list.count))
        for r in list {
            w.string(r.type)
            name(r.name, &w)
            w.varint(UInt64(r.arguments))
            w.bool(r.forceUnwrapped)
            w.bool(r.optionalChained)
            w.varint(UInt64(r.range))
            w.varint(r.nameRange.map { UInt64($0) + 1 } ?? 0)
            w.bool(r.conditional)
            w.strings(r.argumentTypes)
            w.string(r.receiver)
            w.string(r.receiverType)
            w.bool(r.inferred)
            w.string(r.slot)
            w.string(r.method)
            w.bool(r.elsewhere)
            w.bool(r.inClosure)
            w.string(r.metatypeLabel)
            w.bool(r.unwrappedAtCall)
            w.bool(r.afterOwnRegistration)
            w.string(r.containerPath)
            w.bool(r.localContainer)
        }
    }

    static func decode(_ bytes: [UInt8]) throws -> SwinjectDeclFacts {
        try bytes.withUnsafeBytes { raw in
            var r = ByteReader(raw)
            var f = SwinjectDeclFacts()
            f.computed = try r.bool()
            f.discovers = try r.bool()
            for _ in 0..<(try r.count(limit: bytes.count)) {
                let type = try r.string()
                let n = try name(&r)
                let a = try r.varint()
                var reg = SwinjectDeclFacts.Registration(
                    type: type, name: n, arity: a == 0 ? nil : Int(a - 1), scope: try r.optional(), implements: try r.strings(),
                    container: try r.string(), resolves: [], completionResolves: [], range: 0)
                reg.resolves = try resolves(&r, bytes.count)
                reg.completionResolves = try resolves(&r, bytes.count)
                reg.range = try r.count(limit: 1 << 20)
                reg.initializer = try r.optional()
                reg.argumentTypes = try r.strings()
                for _ in 0..<(try r.count(limit: bytes.count)) { reg.branches.append(UInt32(truncatingIfNeeded: try r.varint())) }
                reg.constructs = try r.string()
                reg.freshContainer = try r.bool()
                guard let identity = SwinjectDeclFacts.ContainerIdentity(rawValue: try r.byte()) else { throw FactsCoding.Corrupt() }
                reg.containerIdentity = identity
                f.registrations.append(reg)
            }
            f.resolves = try resolves(&r, bytes.count)
            for _ in 0..<(try r.count(limit: bytes.count)) {
                f.registersIn.append(.init(type: try r.string(), range: try r.count(limit: 1 << 20)))
            }
            for _ in 0..<(try r.count(limit: bytes.count)) {
                f.open.append(.init(reason: try r.string(), range: try r.count(limit: 1 << 20), namedOnly: try r.bool()))
            }
            for _ in 0..<(try r.count(limit: bytes.count)) {
                f.wrapperResolves.append(.init(crashes: try r.bool(), receiver: "", label: try r.optional(), viaHelper: try r.bool()))
                f.wrapperResolves[f.wrapperResolves.count - 1].receiver = try r.string()
                f.wrapperResolves[f.wrapperResolves.count - 1].name = try name(&r)
            }
            for _ in 0..<(try r.count(limit: bytes.count)) {
                let parameter = try r.count(limit: 1 << 16)
                let a = try r.varint()
                var x = SwinjectDeclFacts.Forward(parameter: parameter, arity: a == 0 ? nil : Int(a - 1))
                if try r.bool() { x.name = try name(&r) }
                x.template = try r.optional()
                x.templateGenerics = try r.strings()
                for _ in 0..<(try r.count(limit: 1 << 16)) { x.templateParameters.append(try r.count(limit: 1 << 16)) }
                guard x.templateParameters.count == x.templateGenerics.count else { throw FactsCoding.Corrupt() }
                f.forwards.append(x)
            }
            for _ in 0..<(try r.count(limit: bytes.count)) {
                var h = SwinjectDeclFacts.HelperCall(method: try r.string(), labels: try r.strings(), trailingClosures: 0, types: [],
                                                     ranges: [], name: .none)
                h.trailingClosures = try r.count(limit: 1 << 16)
                h.types = try r.strings()
                for _ in 0..<(try r.count(limit: bytes.count)) { h.ranges.append(try r.count(limit: 1 << 20) - 1) }
                h.name = try name(&r)
                guard h.types.count == h.labels.count, h.ranges.count == h.labels.count else { throw FactsCoding.Corrupt() }
                f.helperCalls.append(h)
            }
            if try r.bool() {
                f.resolveHelper = .init(crashes: try r.bool(), takesName: try r.bool(), takesArguments: try r.bool(),
                                        inferred: try r.bool(), metatypeDefaulted: try r.bool())
                f.resolveHelper!.metatypeLabel = try r.string()
                f.resolveHelper!.passesOptional = try r.bool()
            }
            for _ in 0..<(try r.count(limit: bytes.count)) { f.assemblers.append(try r.strings()) }
            for _ in 0..<(try r.count(limit: bytes.count)) {
                f.applied.append(.init(type: try r.string(), range: try r.count(limit: 1 << 20)))
            }
            for _ in 0..<(try r.count(limit: bytes.count)) {
                f.assemblerFills.append(.init(name: try r.string(), types: try r.strings(), applies: try r.bool()))
            }
            f.opensAssemblies = try r.bool()
            for _ in 0..<(try r.count(limit: bytes.count)) {
                let attribute = try r.string()
                var arguments: [ArgumentFact] = []
                for _ in 0..<(try r.count(limit: bytes.count)) { arguments.append(ArgumentFact(label: try r.optional(), text: try r.string())) }
                f.localWrapped.append(.init(attribute: attribute, arguments: arguments, name: try r.string(), type: try r.string(),
                                            range: try r.count(limit: 1 << 20)))
            }
            return f
        }
    }

    private static func name(_ r: inout ByteReader) throws -> SwinjectDeclFacts.Name {
        switch try r.byte() {
        case 0: return .none
        case 1: return .literal(try r.string())
        case 2: return .dynamic
        case 3: return .reference(try r.string())
        default: throw FactsCoding.Corrupt()
        }
    }

    private static func resolves(_ r: inout ByteReader, _ limit: Int) throws -> [SwinjectDeclFacts.Resolve] {
        var out: [SwinjectDeclFacts.Resolve] = []
        for _ in 0..<(try r.count(limit: limit)) {
            var x = SwinjectDeclFacts.Resolve(type: try r.string(), name: try name(&r), arguments: try r.count(limit: 64),
                                              forceUnwrapped: try r.bool(), optionalChained: try r.bool(),
                                              range: try r.count(limit: 1 << 20))
            let n = try r.count(limit: 1 << 20)
            x.nameRange = n == 0 ? nil : n - 1
            x.conditional = try r.bool()
            x.argumentTypes = try r.strings()
            x.receiver = try r.string()
            x.receiverType = try r.string()
            x.inferred = try r.bool()
            x.slot = try r.string()
            x.method = try r.string()
            x.elsewhere = try r.bool()
            x.inClosure = try r.bool()
            x.metatypeLabel = try r.string()
            x.unwrappedAtCall = try r.bool()
            x.afterOwnRegistration = try r.bool()
            x.containerPath = try r.string()
            x.localContainer = try r.bool()
            out.append(x)
        }
        return out
    }
}

import WiringAnalysis
import WiringSyntax

/// What SafeDI's macros do to one file:
/// `@Instantiable` on each type or extension it is attached to, and the
/// peer macro of `@Instantiated` / `@Received` / `@Forwarded` once per such
/// attribute. Each expansion reads only its own declaration, so this is a
/// function of the file's facts. Events are the macros' errors in their
/// check order; a thrown error ends that expansion's checks (the
/// diagnostics it made before remain).
///
/// SafeDI reads its own attributes by their plain names only: with
/// `@SafeDI.Instantiable` the compiler still runs the macro, but it finds
/// no arguments, and its visitor skips the declaration (it reads no
/// dependencies and no initializers). Wiring reports the checks that do not
/// depend on that visitor there (conformance), and none of the rest.
struct SafeDIMacroSimulation {
    let facts: FileFacts
    private(set) var events: [SafeDIMacroEvent] = []

    init(facts: FileFacts) {
        self.facts = facts
        for i in facts.decls.indices where !facts.decls[i].attributes.isEmpty {
            for (k, a) in facts.decls[i].attributes.enumerated() {
                switch SafeDINames.macro(of: a) {
                case SafeDINames.instantiable?: expandInstantiable(i, attribute: k)
                case SafeDINames.instantiated?, SafeDINames.received?, SafeDINames.forwarded?: expandInjectable(i, attribute: k)
                default: break
                }
            }
        }
    }

    func decl(_ i: Int) -> DeclFact { facts.decls[i] }

    private mutating func record(_ kind: SafeDIMacroEvent.Kind, _ decl: Int, _ role: AnchorRole) {
        events.append(SafeDIMacroEvent(kind: kind, decl: decl, role: role))
    }

    /// A thrown error: reported on the expanded attribute.
    private struct Thrown: Error {}

    // MARK: - @Instantiable

    private mutating func expandInstantiable(_ t: Int, attribute k: Int) {
        // the attribute SafeDI reads its arguments from: the plain one only
        let plain = facts.decls[t].attributes.firstIndex { $0.name == SafeDINames.instantiable }
        let args = plain.map { facts.decls[t].attributes[$0].arguments } ?? []
        func argument(_ label: String) -> String? { ArgumentReader.first(label, in: args)?.text }
        func thrown(_ message: String) { record(.thrown(.instantiableArgument, message), t, .attribute(k)) }

        // 1. the arguments
        if let types = argument("fulfillingAdditionalTypes") {
            if let elements = ArgumentReader.arrayElements(types) {
                // `X?.self` only: the macro reads `Optional<X>.self` here as a generic type, not as an optional
                if elements.contains(where: { !$0.hasPrefix("Optional<") && TypeDescription(macroExpression: $0).isOptional }) {
                    return thrown("The argument `fulfillingAdditionalTypes` must not include optionals")
                }
            } else {
                return thrown("The argument `fulfillingAdditionalTypes` must be an inlined array")
            }
        }
        if let v = argument("mockAttributes"), !ArgumentReader.isString(v) {
            return thrown("The argument `mockAttributes` must be a string literal")
        }
        if let v = argument("generateMock"), ArgumentReader.bool(v) == nil {
            return thrown("The argument `generateMock` must be a Bool literal (`true` or `false`)")
        }
        if let v = argument("mockOnly"), ArgumentReader.bool(v) == nil {
            return thrown("The argument `mockOnly` must be a Bool literal (`true` or `false`)")
        }
        if let v = argument("customMockName"), !ArgumentReader.isNil(v), !ArgumentReader.isString(v) {
            return thrown("The argument `customMockName` must be a string literal or `nil`")
        }
        let context = InstantiableContext(
            type: t, attribute: k, readsAttribute: plain != nil,
            isRoot: ArgumentReader.at(0, labeled: "isRoot", in: args)?.text == "true",
            mockOnly: argument("mockOnly") == "true",
            generateMock: argument("generateMock") == "true",
            customMockName: argument("customMockName").flatMap(ArgumentReader.string),
            additionalTypes: argument("fulfillingAdditionalTypes").flatMap(ArgumentReader.arrayElements)?
                .map { TypeDescription(macroExpression: $0) } ?? [],
            argumentIndex: { label in args.firstIndex { $0.label == label } },
            // only a literal `false` keeps the check when the argument is there
            mustConform: argument("conformsElsewhere").map { ArgumentReader.bool($0) != true } ?? true)
        switch facts.decls[t].kind {
        case .class, .struct, .actor: expandConcrete(context)
        case .extension: expandExtension(context)
        default:
            record(.thrown(.wrongDeclaration,
                           "@Instantiable must decorate an extension on a type or a class, struct, or actor declaration"),
                   t, .attribute(k))
        }
    }

    struct InstantiableContext {
        var type: Int
        var attribute: Int
        /// The plain `@Instantiable` is there: the visitor reads its arguments,
        /// and a type declaration's members.
        var readsAttribute: Bool
        var isRoot: Bool
        var mockOnly: Bool
        var generateMock: Bool
        /// `customMockName:`'s string; nil when absent or `nil`.
        var customMockName: String?
        /// `fulfillingAdditionalTypes:`'s types.
        var additionalTypes: [TypeDescription]
        /// The place of an argument of the plain attribute, by label.
        var argumentIndex: (String) -> Int?
        var mustConform: Bool

        /// The name the visitor looks for mock methods by.
        var mockName: String { customMockName ?? "mock" }
    }

    /// `Instantiable`, `SafeDI.Instantiable`, with or without `@retroactive`,
    /// in parentheses or not (`(Instantiable)`, as the macro reads it too).
    static func namesInstantiable(_ typeText: String) -> Bool {
        var t = Substring(typeText)
        while t.hasPrefix("("), t.hasSuffix(")") { t = t.dropFirst().dropLast() }
        return ["Instantiable", "SafeDI.Instantiable", "@retroactive Instantiable", "@retroactive SafeDI.Instantiable"].contains(t)
    }

    private mutating func checkConformance(_ c: InstantiableContext) {
        guard !c.mockOnly, c.mustConform, !facts.decls[c.type].inherits.contains(where: Self.namesInstantiable) else { return }
        record(.missingConformance, c.type, .attribute(c.attribute))
    }

    // MARK: class, struct, actor

    private mutating func expandConcrete(_ c: InstantiableContext) {
        checkConformance(c)
        let t = c.type
        // `@SafeDI.Instantiable`: the visitor finds no instantiable type (it
        // looks for the plain name), so no members either: only the missing
        // initializer is left to say
        guard c.readsAttribute else {
            return record(.initMissing(.unread, dependencies: [], uninitialized: []), t, .body)
        }
        let typeName = facts.decls[t].name
        // the visitor: the type's modifiers, then its members in order
        if !facts.decls[t].modifiers.isPublicAPI { record(.notPublic, t, .declaration) }
        var dependencies: [MacroDependency] = []
        var uninitialized: [String] = []
        var initializers: [Int] = []
        // tuple-pattern bindings (`let (a, b): (Int, Int)`) have no
        // declaration: each is taken where it stands among the members
        let tuples = facts.tuplePatterns.indices.filter { facts.tuplePatterns[$0].parent == Int32(t) }
        var nextTuple = 0
        func addTuplePatterns(before m: Int) {
            while nextTuple < tuples.count, Int(facts.tuplePatterns[tuples[nextTuple]].position) <= m {
                let p = facts.tuplePatterns[tuples[nextTuple]]
                nextTuple += 1
                let optional = p.type.map { TypeDescription(parsing: $0).isOptional } ?? false
                if !p.modifiers.contains("static"), !p.attributes.contains(where: SafeDINames.dependencyAttributes.contains),
                   !p.hasBody, !p.hasInitializer, !optional {
                    uninitialized.append(p.text)
                }
            }
        }
        // fields read in place: binding each member would copy (retain) all of its fields
        let members = facts.members(of: t)
        for m in members {
            addTuplePatterns(before: m)
            switch facts.decls[m].kind {
            case .`init`: initializers.append(m)
            case .var, .let:
                guard !facts.decls[m].flags.contains(.continuesDeclaration), !facts.decls[m].modifiers.contains("static") else { continue }
                let bindings = bindingGroup(m)
                let attributes = facts.decls[m].attributes
                let sources = attributes.indices.filter { SafeDINames.isDependency(attributes[$0]) }
                // several: reported, and the first one counts
                if sources.count > 1 {
                    record(.multipleAttributes(kept: sources[0], removed: Array(sources.dropFirst())), m, .attribute(0))
                }
                guard let source = sources.first else {
                    for b in bindings {
                        let optional = facts.decls[b].typeText.map { TypeDescription(parsing: $0).isOptional } ?? false
                        if !facts.decls[b].hasBody && !facts.decls[b].flags.contains(.hasInitializer) && !optional {
                            uninitialized.append(facts.decls[b].name)
                        }
                    }
                    continue
                }
                for b in bindings {
                    if facts.decls[b].flags.contains(.hasInitializer) { record(.dependencyHasInitializer(binding: b), m, .declaration) }
                    let name = facts.decls[b].name
                    if !name.isEmpty, let type = facts.decls[b].typeText {
                        dependencies.append(MacroDependency(label: name, type: TypeDescription(parsing: type),
                                                            attribute: attributes[source]))
                    }
                }
            default: continue
            }
        }
        addTuplePatterns(before: Int.max)
        let mocks = MockMethods(members, named: c.mockName, in: facts)
        checkMockOnly(c, hasMock: mocks.first != nil, typeName: typeName, dependencies: dependencies, isExtension: false)
        // the root's dependencies (thrown)
        if c.isRoot {
            let violating = dependencies.filter { dep in
                switch dep.kind {
                case .instantiated: return false
                case .forwarded: return true
                case .received:
                    guard let alias = dep.aliasedProperty else { return true }
                    return !dependencies.contains { $0.label == alias.label && $0.type == alias.type }
                }
            }
            if !violating.isEmpty {
                record(.thrown(.rootHasInheritedDependencies,
                               Self.rootMessage(type: typeName, violating.map { $0.label + ": " + $0.type.asSource })),
                       t, .attribute(c.attribute))
                return
            }
        }
        // the initializer (a mockOnly type needs none)
        let checks = initializers.map { InitializerCheck($0, in: facts, dependencies: dependencies) }
        if c.mockOnly || checks.contains(where: \.isValid) {
            checkMocks(c, mocks, typeName: typeName, dependencies: dependencies) { returned in
                returned == .simple(name: "Self", generics: []) || returned.strippingGenerics() == TypeDescription(parsing: typeName).strippingGenerics()
            }
            return
        }
        let candidates = checks.indices.compactMap { n in checks[n].fixable.map { (index: n, error: $0) } }
        if let best = InitializerCheck.sortedLikeSwift(candidates, by: { $0.error < $1.error }).first, best.error.isFixable {
            let f = initializers[best.index]
            switch best.error.toFix {
            case .inaccessible: record(.initNotPublic, f, .declaration)
            case .missingArguments(let missing):
                record(.initMissingArguments(dependencies: dependencies, missing: missing), f, .declaration)
            }
            return
        }
        let variant: SafeDIMacroEvent.MissingInitializer =
            uninitialized.isEmpty ? .onlyDependencies : dependencies.isEmpty ? .noDependencies : .mixed
        record(.initMissing(variant, dependencies: dependencies, uninitialized: uninitialized), t, .body)
    }

    /// The declarations of one `var`/`let` (`let a: A, b: B`): `i` and the
    /// bindings that continue it.
    func bindingGroup(_ i: Int) -> [Int] {
        var out = [i]
        var k = Int(facts.decls[i].subtreeEnd)
        let parent = facts.decls[i].parent
        while k < facts.decls.count, facts.decls[k].flags.contains(.continuesDeclaration),
              facts.decls[k].parent == parent {
            out.append(k)
            k = Int(facts.decls[k].subtreeEnd)
        }
        return out
    }

    static func rootMessage(type: String, _ violating: [String]) -> String {
        "Types decorated with `@Instantiable(isRoot: true)` must only have dependencies that are all `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)`, where the latter properties can be fulfilled by `@Instantiated` or `@Received(fulfilledByDependencyNamed:ofType:)` properties declared on this type.\n\nThe following dependencies were found on \(type) that violated this contract:\n"
            + violating.joined(separator: "\n")
    }

    // MARK: mocks

    /// The `static`/`class` methods the visitor takes for mocks: the first
    /// named as the mock method is the mock, later ones are duplicates; with
    /// a custom name, the last `mock` is the one that conflicts.
    struct MockMethods {
        var first: Int?
        var duplicates: [Int] = []
        var conflicting: Int?

        /// `members`: members of a declaration of `facts`; its `static` and
        /// `class` functions count. Each read in place (a declaration passed
        /// around by value is copied, every field retained).
        init(_ members: [Int], named name: String, in facts: FileFacts) {
            // the name first: most members are no mock
            func isMock(_ f: Int, _ name: String) -> Bool {
                facts.decls[f].name == name && facts.decls[f].kind == .func && facts.decls[f].modifiers.isStaticMember
            }
            for f in members where isMock(f, name) {
                if first == nil { first = f } else { duplicates.append(f) }
            }
            if name != "mock" { conflicting = members.last { isMock($0, "mock") } }
        }
    }

    /// `mockOnly` with `generateMock` or `isRoot`, or without its mock method.
    private mutating func checkMockOnly(_ c: InstantiableContext, hasMock: Bool, typeName: String,
                                        dependencies: [MacroDependency], isExtension: Bool) {
        guard c.mockOnly, c.readsAttribute else { return }
        if c.generateMock, let n = c.argumentIndex("generateMock") {
            record(.mockOnlyWithGenerateMock(argument: n), c.type, .attribute(c.attribute))
        }
        if c.isRoot, let n = c.argumentIndex("isRoot") { record(.mockOnlyWithIsRoot(argument: n), c.type, .attribute(c.attribute)) }
        if !hasMock {
            record(.mockOnlyMissingMock(stub: MockStub(name: c.mockName, type: typeName, dependencies: dependencies, isExtension: isExtension)),
                   c.type, .attribute(c.attribute))
        }
    }

    /// Duplicate mocks, `customMockName` without generation or without its
    /// method, a hand-written `mock()` beside a generated one, and the mock
    /// method itself: defaults, return type, access, parameters.
    private mutating func checkMocks(_ c: InstantiableContext, _ mocks: MockMethods, typeName: String,
                                     dependencies: [MacroDependency], returnsType: (TypeDescription) -> Bool) {
        for f in mocks.duplicates { record(.duplicateMock, f, .declaration) }
        guard c.readsAttribute else { return }
        checkMockNaming(c, mocks, stubType: typeName, dependencies: dependencies, isExtension: false)
        guard let f = mocks.first else { return }
        let fd = decl(f)
        let labels = Set(dependencies.map(\.label))
        let withoutDefault = fd.params.indices.filter { !labels.contains(fd.params[$0].name) && !fd.params[$0].hasDefault }
        if !withoutDefault.isEmpty { record(.mockNonDependencyWithoutDefault(parameters: withoutDefault), f, .declaration) }
        if !(fd.returnType.map { returnsType(TypeDescription(parsing: $0)) } ?? false) {
            record(.mockReturnType(typeName: typeName), f, .declaration)
        }
        if !fd.isPublicAPI { record(.mockNotPublic, f, .declaration) }
        checkMockArguments(f, dependencies)
    }

    /// The mock's parameters against the dependencies it must take.
    private mutating func checkMockArguments(_ f: Int, _ dependencies: [MacroDependency]) {
        if !dependencies.isEmpty, case .missingArguments(let missing)? = InitializerCheck(f, in: facts, dependencies: dependencies).fixable?.toFix {
            record(.mockMissingArguments(dependencies: dependencies, missing: missing), f, .declaration)
        }
    }

    /// `customMockName` without generation or without its method, and a
    /// hand-written `mock()` beside a generated one.
    private mutating func checkMockNaming(_ c: InstantiableContext, _ mocks: MockMethods, stubType: String,
                                          dependencies: [MacroDependency], isExtension: Bool) {
        if c.customMockName != nil, !c.generateMock, !c.mockOnly, let n = c.argumentIndex("customMockName") {
            record(.customMockNameWithoutGeneration(argument: n), c.type, .attribute(c.attribute))
        }
        if c.generateMock, c.customMockName == nil, let f = mocks.first { record(.mockNeedsCustomName(attribute: c.attribute), f, .declaration) }
        if c.generateMock, c.customMockName != nil, let f = mocks.conflicting { record(.mockConflictsWithGenerated, f, .declaration) }
        if let name = c.customMockName, c.generateMock, mocks.first == nil {
            record(.customMockNameNotFound(stub: MockStub(name: name, type: stubType, dependencies: dependencies, isExtension: isExtension)),
                   c.type, .attribute(c.attribute))
        }
    }

    /// An extension's mocks: every one (the first and the later ones) must
    /// give defaults to what is no `instantiate()` parameter, return the
    /// extended type or one it fulfills, be public, be the only one for its
    /// return type, and take the parameters of the `instantiate()` that
    /// returns the same type.
    private mutating func checkExtensionMocks(_ c: InstantiableContext, _ mocks: MockMethods, extended: TypeDescription,
                                              instantiates: [(type: TypeDescription, dependencies: [MacroDependency])]) {
        guard c.readsAttribute else { return }
        checkMockNaming(c, mocks, stubType: extended.asSource, dependencies: instantiates.flatMap(\.dependencies), isExtension: true)
        let all = (mocks.first.map { [$0] } ?? []) + mocks.duplicates
        let labels = Set(instantiates.flatMap { $0.dependencies.map(\.label) })
        for f in all {
            let fd = decl(f)
            let withoutDefault = fd.params.indices.filter { !labels.contains(fd.params[$0].name) && !fd.params[$0].hasDefault }
            if !withoutDefault.isEmpty { record(.mockNonDependencyWithoutDefault(parameters: withoutDefault), f, .declaration) }
        }
        var seen: [TypeDescription] = []
        let accepted = [extended.strippingGenerics()] + c.additionalTypes.map { $0.strippingGenerics() }
        for f in all {
            let fd = decl(f)
            let returned = fd.returnType.map { TypeDescription(parsing: $0) }
            if !(returned.map { accepted.contains($0.strippingGenerics()) } ?? false) {
                record(.mockReturnType(typeName: extended.asSource), f, .declaration)
            }
            if !fd.isPublicAPI { record(.mockNotPublic, f, .declaration) }
            guard let returned else { continue }
            if seen.contains(returned) { record(.duplicateMock, f, .declaration) } else { seen.append(returned) }
            if let match = instantiates.first(where: { $0.type == returned }) { checkMockArguments(f, match.dependencies) }
        }
    }

    // MARK: extension

    private mutating func expandExtension(_ c: InstantiableContext) {
        checkConformance(c)
        let e = c.type
        let ed = decl(e)
        if ed.flags.contains(.hasWhereClause) { record(.extensionWhereClause, e, .attribute(c.attribute)) }
        // the visitor reads an extension's members whether or not the attribute is the plain one
        let extended = TypeDescription(parsing: ed.name)
        // each `instantiate` method: its diagnostics, and a record when it returns something
        var records: [(type: TypeDescription, parameters: [String])] = []
        var instantiates: [(type: TypeDescription, dependencies: [MacroDependency])] = []
        for m in facts.members(of: e) where facts.decls[m].kind == .func && facts.decls[m].name == "instantiate" {
            let f = decl(m)
            if let r = f.returnType, TypeDescription(parsing: r).strippingGenerics() != extended.strippingGenerics() {
                record(.instantiateReturnType(expected: extended.strippingGenerics().asSource), m, .declaration)
            }
            if !f.isPublicAPI || !f.hasModifier("static") { record(.instantiateNotPublicStatic, m, .declaration) }
            if f.isAsync || f.isThrows { record(.instantiateEffects, m, .declaration) }
            if f.flags.contains(.hasGenericParameters) { record(.instantiateGeneric, m, .declaration) }
            if f.flags.contains(.hasWhereClause) { record(.instantiateWhereClause, m, .declaration) }
            if let r = f.returnType {
                records.append((TypeDescription(parsing: r), f.params.map { $0.name + ": " + TypeDescription(parsing: $0.typeText).asSource }))
                // every parameter a received dependency
                instantiates.append((TypeDescription(parsing: r), f.params.map {
                    MacroDependency(label: $0.name, type: TypeDescription(parsing: $0.typeText), attribute: AttributeFact(name: SafeDINames.received))
                }))
            }
        }
        let mocks = MockMethods(facts.members(of: e), named: c.mockName, in: facts)
        checkMockOnly(c, hasMock: mocks.first != nil, typeName: extended.asSource, dependencies: [], isExtension: true)
        checkExtensionMocks(c, mocks, extended: extended, instantiates: instantiates)
        if c.isRoot, let root = records.first(where: { $0.type == extended }), !root.parameters.isEmpty {
            record(.thrown(.rootHasInheritedDependencies, Self.rootMessage(type: extended.asSource, root.parameters)),
                   e, .attribute(c.attribute))
            return
        }
        if records.count > 1 {
            var seen: [TypeDescription] = []
            for r in records {
                if seen.contains(r.type) {
                    record(.thrown(.duplicateInstantiate,
                                   "@Instantiable-decorated extension must have a single `instantiate(…)` method that returns `\(r.type.asSource)`"),
                           e, .attribute(c.attribute))
                    return
                }
                seen.append(r.type)
            }
        } else if records.isEmpty && !c.mockOnly {
            // anchored on the member list: its first member, or right after `{`
            if let first = facts.members(of: e).first {
                record(.missingInstantiate(extended: extended.asSource, extensionDecl: e), first, .declaration)
            } else {
                record(.missingInstantiate(extended: extended.asSource, extensionDecl: e), e, .bodyStart)
            }
        }
    }

    // MARK: - @Instantiated / @Received / @Forwarded

    private mutating func expandInjectable(_ i: Int, attribute k: Int) {
        // fields read in place: binding the declaration would copy all of them
        let kind = facts.decls[i].kind
        func thrown(_ kind: SafeDIMacroEvent.ThrownKind, _ message: String) { record(.thrown(kind, message), i, .attribute(k)) }
        // 1, 2
        guard kind == .var || kind == .let else {
            return thrown(.notAVariable, "This macro must decorate a instance variable")
        }
        // the later bindings of `let a: A, b: B` are the same declaration
        if facts.decls[i].flags.contains(.continuesDeclaration) { return }
        if facts.decls[i].modifiers.contains("static") { return thrown(.staticDependency, "This macro can not decorate `static` variables") }
        let bindings = bindingGroup(i)
        // the bindings' types, parsed for the one check that reads them (not collected)
        func anyType(_ test: (TypeDescription) -> Bool) -> Bool {
            bindings.contains { b in facts.decls[b].typeText.map { test(TypeDescription(parsing: $0)) } ?? false }
        }
        let attributes = facts.decls[i].attributes
        // the attribute whose arguments the macro reads: `@Instantiated`, else `@Received`
        // (not one inside an `#if` of the attribute list, which the macro does not find)
        let reads = attributes.first { $0.name == SafeDINames.instantiated && !$0.isConditional }
            ?? attributes.first { $0.name == SafeDINames.received && !$0.isConditional }
        let args = reads?.arguments ?? []
        // 3
        if let first = ArgumentReader.at(0, labeled: "fulfilledByType", in: args) {
            if anyType({ $0.isInstantiator }) {
                return thrown(.fulfilledByTypeOnInstantiator,
                              "The argument `fulfilledByType` can not be used on an `Instantiator` or `SendableInstantiator`. Use an `ErasedInstantiator` or `SendableErasedInstantiator` instead")
            }
            if let content = SafeDINames.literal(first.text) {
                if !TypeDescription(parsing: content).isSimpleForFulfilledByType {
                    return thrown(.fulfilledByTypeNotSimple, "The argument `fulfilledByType` must refer to a simple type")
                }
            } else {
                return thrown(.fulfilledByTypeNotLiteral, "The argument `fulfilledByType` must be a string literal")
            }
        } else if anyType({ $0.isErasedInstantiator }) {
            return thrown(.erasedInstantiatorNeedsFulfilledByType,
                          "`ErasedInstantiator` and `SendableErasedInstantiator` require use of the argument `fulfilledByType`")
        }
        // 4
        if let first = ArgumentReader.at(0, labeled: "fulfilledByDependencyNamed", in: args),
           SafeDINames.literal(first.text) == nil {
            return thrown(.fulfilledByDependencyNamedNotLiteral, "The argument `fulfilledByDependencyNamed` must be a string literal")
        }
        // 5
        if let ofType = ArgumentReader.at(1, labeled: "ofType", in: args), case .unknown = TypeDescription(macroExpression: ofType.text) {
            return thrown(.ofTypeInvalid, "The argument `ofType` must be a type literal")
        }
        // 6
        if let e = ArgumentReader.first("erasedToConcreteExistential", in: Array(args.dropFirst())), ArgumentReader.bool(e.text) == nil {
            return thrown(.erasedToConcreteExistentialNotBool, "The argument `erasedToConcreteExistential` must be a bool literal")
        }
        // 7, 8
        if let o = ArgumentReader.last("onlyIfAvailable", in: args) {
            if ArgumentReader.bool(o.text) == nil {
                return thrown(.onlyIfAvailableNotBool, "The argument `onlyIfAvailable` must be a type literal")
            }
            let wrong = bindings.filter { b in facts.decls[b].typeText.map { !TypeDescription(parsing: $0).isOptional } ?? false }
            if !wrong.isEmpty { record(.onlyIfAvailableNotOptional(bindings: wrong), i, .binding) }
        }
        // 9: one attribute means no property wrapper
        if kind == .var && attributes.count == 1 { record(.mutableDependency, i, .keyword) }
    }
}

/// One error of a SafeDI macro, on a part of a declaration.
struct SafeDIMacroEvent {
    enum ThrownKind {
        case instantiableArgument, wrongDeclaration, rootHasInheritedDependencies, duplicateInstantiate
        case notAVariable, staticDependency, fulfilledByTypeOnInstantiator, fulfilledByTypeNotSimple,
             fulfilledByTypeNotLiteral, erasedInstantiatorNeedsFulfilledByType, fulfilledByDependencyNamedNotLiteral,
             ofTypeInvalid, erasedToConcreteExistentialNotBool, onlyIfAvailableNotBool
    }

    /// `unread`: a type whose `@SafeDI.Instantiable` the visitor does not
    /// read (no members seen): the first wording, and no fix-it (an added
    /// initializer would not be seen either).
    enum MissingInitializer { case onlyDependencies, noDependencies, mixed, unread }

    enum Kind {
        /// An error the macro throws: no fix-it.
        case thrown(ThrownKind, String)
        case missingConformance
        case notPublic
        /// On a `var`/`let`: the first SafeDI attribute stays.
        case multipleAttributes(kept: Int, removed: [Int])
        /// On a `var`/`let`, for one of its bindings.
        case dependencyHasInitializer(binding: Int)
        /// On an initializer.
        case initNotPublic
        case initMissingArguments(dependencies: [MacroDependency], missing: [MacroDependency])
        /// On the type's member block.
        case initMissing(MissingInitializer, dependencies: [MacroDependency], uninitialized: [String])
        case extensionWhereClause
        case instantiateReturnType(expected: String)
        case instantiateNotPublicStatic
        case instantiateEffects
        case instantiateGeneric
        case instantiateWhereClause
        case missingInstantiate(extended: String, extensionDecl: Int)
        case onlyIfAvailableNotOptional(bindings: [Int])
        case mutableDependency
        /// On the `@Instantiable` attribute; `argument` is the offending one's place.
        case mockOnlyWithGenerateMock(argument: Int)
        case mockOnlyWithIsRoot(argument: Int)
        case mockOnlyMissingMock(stub: MockStub)
        case customMockNameWithoutGeneration(argument: Int)
        case customMockNameNotFound(stub: MockStub)
        /// On a mock method.
        case duplicateMock
        case mockNeedsCustomName(attribute: Int)
        case mockConflictsWithGenerated
        case mockNonDependencyWithoutDefault(parameters: [Int])
        case mockReturnType(typeName: String)
        case mockNotPublic
        case mockMissingArguments(dependencies: [MacroDependency], missing: [MacroDependency])
    }

    var kind: Kind
    var decl: Int
    var role: AnchorRole
}

/// The mock method the macro's fix-it adds: the dependencies as
/// parameters, building the type with them (an extension: through its
/// `instantiate`).
struct MockStub {
    var name: String
    var type: String
    var dependencies: [MacroDependency]
    var isExtension: Bool

    var text: String {
        let parameters = dependencies.map { $0.label + ": " + $0.type.asSource }.joined(separator: ", ")
        let arguments = dependencies.map { $0.label + ": " + $0.label }.joined(separator: ", ")
        let build = isExtension ? "\(type).instantiate(\(arguments))" : "\(type)(\(arguments))"
        return "public static func \(name)(\(parameters)) -> \(type) { \(build) }"
    }
}

/// An `@Instantiated` / `@Received` / `@Forwarded` property of an
/// `@Instantiable` type, as the macro's visitor records it.
struct MacroDependency {
    enum Kind { case instantiated, received, forwarded }

    var label: String
    var type: TypeDescription
    var attribute: AttributeFact

    var kind: Kind {
        switch attribute.name {
        case SafeDINames.instantiated: return .instantiated
        case SafeDINames.forwarded: return .forwarded
        default: return .received
        }
    }

    /// `@Received(fulfilledByDependencyNamed: "n", ofType: T.self)`: the
    /// property `n: T` it is fulfilled by (both arguments, in that order).
    var aliasedProperty: (label: String, type: TypeDescription)? {
        guard let named = attribute.at(0, labeled: "fulfilledByDependencyNamed"), let type = attribute.at(1, labeled: "ofType"),
              let name = SafeDINames.literal(named.text) else { return nil }
        return (name, TypeDescription(macroExpression: type.text))
    }

    var asSource: String { label + ": " + type.asSource }
    /// `label: Type` as an initializer parameter (closures `@escaping`).
    var asParameter: String { label + ": " + type.asFunctionParameter.asSource }
}

/// Whether an initializer is one SafeDI can call for the type's
/// dependencies, and if not, whether the macro can fix it.
struct InitializerCheck {
    enum FixableError: Comparable {
        case inaccessible
        case missingArguments([MacroDependency])
        case multiple([FixableError])

        static func == (a: FixableError, b: FixableError) -> Bool {
            switch (a, b) {
            case (.inaccessible, .inaccessible): return true
            case let (.missingArguments(x), .missingArguments(y)): return x.map(\.asSource) == y.map(\.asSource)
            case let (.multiple(x), .multiple(y)): return x == y
            default: return false
            }
        }

        /// The smaller change first: not public, then fewer missing
        /// arguments, then several problems.
        static func < (a: FixableError, b: FixableError) -> Bool {
            switch (a, b) {
            case (.inaccessible, _): return a != b
            case let (.missingArguments(x), .missingArguments(y)): return x.count < y.count
            case (.missingArguments, _): return a != b
            case let (.multiple(x), .multiple(y)): return x.count < y.count
            case (.multiple, _): return false
            }
        }

        /// SafeDI's macro traps on several problems none of which it can fix.
        var isFixable: Bool {
            if case .multiple(let all) = self { return !all.isEmpty }
            return true
        }

        enum ToFix { case inaccessible, missingArguments([MacroDependency]) }

        var toFix: ToFix {
            switch self {
            case .inaccessible: return .inaccessible
            case .missingArguments(let m): return .missingArguments(m)
            case .multiple(let all):
                return InitializerCheck.sortedLikeSwift(all, by: <)[0].toFix
            }
        }
    }

    /// The order Swift's `sorted(by:)` gives the few elements SafeDI sorts.
    /// SafeDI's comparison is not a strict order (missing arguments and
    /// "not public" are each smaller than the other), so which comes first
    /// depends on the algorithm: an insertion sort below twenty elements.
    static func sortedLikeSwift<T>(_ elements: [T], by less: (T, T) -> Bool) -> [T] {
        var a = elements
        guard a.count > 1 else { return a }
        for i in 1..<a.count {
            let x = a[i]
            var j = i
            while j > 0 && less(x, a[j - 1]) {
                a[j] = a[j - 1]
                j -= 1
            }
            a[j] = x
        }
        return a
    }

    /// nil: valid.
    private(set) var fixable: FixableError?
    private(set) var isValid = false

    /// `f`: an initializer (or mock method) of `facts`, its fields read in
    /// place (passed by value, every field was retained).
    init(_ f: Int, in facts: FileFacts, dependencies: [MacroDependency]) {
        var reasons: [FixableError?] = []
        if !facts.decls[f].modifiers.isPublicAPI { reasons.append(.inaccessible) }
        let flags = facts.decls[f].flags
        if flags.contains(.failable) { reasons.append(nil) }
        if flags.contains(.async) { reasons.append(nil) }
        if flags.contains(.throws) { reasons.append(nil) }
        if flags.contains(.hasGenericParameters) { reasons.append(nil) }
        if flags.contains(.hasWhereClause) { reasons.append(nil) }
        var bound = Array(repeating: false, count: dependencies.count)
        let params = facts.decls[f].params
        for p in params {
            let type = TypeDescription(parsing: p.typeText)
            guard let k = dependencies.indices.first(where: {
                dependencies[$0].label == p.name && dependencies[$0].type.acceptsAsParameter(type)
            }) else {
                // a parameter SafeDI cannot fill: thrown at once, not fixable
                if !p.hasDefault { fixable = nil; return }
                continue
            }
            bound[k] = true
        }
        let missing = dependencies.indices.filter { !bound[$0] }.map { dependencies[$0] }
        if !missing.isEmpty { reasons.append(.missingArguments(missing)) }
        if reasons.isEmpty { isValid = true; return }
        fixable = reasons.count == 1 ? reasons[0] : .multiple(reasons.compactMap { $0 })
    }
}

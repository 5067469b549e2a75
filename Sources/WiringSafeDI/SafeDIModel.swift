import WiringAnalysis
import WiringSyntax

/// A dependency property as SafeDI compares them: its label and its type,
/// exactly (`x: X?` and `x: X` differ).
struct SafeDIProperty: Hashable, Comparable, Sendable {
    var label: String
    var type: TypeDescription

    /// `label: Type`, as SafeDI's messages print it.
    var asSource: String { label + ": " + type.asSource }

    static func < (a: SafeDIProperty, b: SafeDIProperty) -> Bool {
        a.label != b.label ? a.label < b.label : a.type.asSource < b.type.asSource
    }
}

/// Where a dependency's value comes from (SafeDI's `Dependency.Source`).
enum SafeDISource: Hashable, Sendable {
    /// `@Instantiated`, optionally `fulfilledByType:` a concrete type.
    case instantiated(fulfillingType: TypeDescription?, erased: Bool)
    /// `@Received`, `@Received(onlyIfAvailable:)`.
    case received(onlyIfAvailable: Bool)
    /// `@Received(fulfilledByDependencyNamed:ofType:)`: another property under a new name.
    case aliased(fulfilling: SafeDIProperty, erased: Bool, onlyIfAvailable: Bool)
    /// `@Forwarded`: passed in by whoever instantiates the type.
    case forwarded

    var isInstantiated: Bool { if case .instantiated = self { return true } else { return false } }
    var isForwarded: Bool { self == .forwarded }
    /// A plain `@Received` (not an alias).
    var isReceived: Bool { if case .received = self { return true } else { return false } }
}

/// One `@Instantiated` / `@Received` / `@Forwarded` property of a type, or
/// one parameter of an extension's `instantiate()` (received).
struct SafeDIDependency: Hashable, Sendable {
    var property: SafeDIProperty
    var source: SafeDISource
    /// The property's declaration (or the `instantiate()` method).
    var decl: DeclID
    /// The SafeDI attribute's index on `decl` (nil for a parameter).
    var attribute: Int?
    /// The parameter's index on the `instantiate()` method.
    var parameter: Int?
    /// The type's first initializer parameter named like the property
    /// (what a fix that changes the property's type must change too).
    var initParameter: InitParameter?

    struct InitParameter: Hashable, Sendable {
        var decl: DeclID
        var index: Int
        var label: String
        var hasDefault: Bool
    }

    /// The type an `@Instantiated` property builds: `fulfilledByType:`, else
    /// the property type, through `Instantiator<T>`, `T?`, `any T`…
    var instantiatedType: TypeDescription {
        if case .instantiated(let f?, _) = source { return f.asInstantiatedType }
        return property.type.asInstantiatedType
    }

    /// The property a receiver needs from above: its own, or an alias's fulfilling one.
    var fulfillingProperty: SafeDIProperty {
        if case .aliased(let f, _, _) = source { return f }
        return property
    }

    /// Where findings about this dependency point.
    var role: AnchorRole { parameter.map { .parameter($0) } ?? .declaration }
}

/// An `@Instantiable` type or an extension's `instantiate()`: what SafeDI's
/// tool registers (its `Instantiable`).
struct SafeDIRecord: Hashable, Sendable {
    /// The type it builds: the declared type (qualified by its enclosing
    /// types) or the return type of `instantiate()` as written.
    var concrete: TypeDescription
    /// `concrete` and the `fulfillingAdditionalTypes` entries, in order.
    var instantiableTypes: [TypeDescription]
    var isRoot: Bool
    var mockOnly: Bool
    var generateMock: Bool
    var isExtension: Bool
    var dependencies: [SafeDIDependency]
    /// The type declaration, or the `instantiate()` method.
    var decl: DeclID
    /// The file-level declaration that contains it (where a fix adds code after).
    var topLevelDecl: DeclID
    /// The declaration carrying `@Instantiable` (the type, or the extension),
    /// its attribute index, and the `fulfillingAdditionalTypes:` argument's.
    var attributeDecl: DeclID?
    var attribute: Int?
    var additionalTypesArgument: Int?
    /// For each `instantiableTypes` entry after the first, its element
    /// index in the written `fulfillingAdditionalTypes` array.
    var additionalTypesElements: [Int]
    /// Its hand-written mock method (`static`/`class`, named as the mock), if any.
    var mockMethod: DeclID? = nil
    /// That method's return type as written (`Self`, the type, a protocol…).
    var mockReturnType: TypeDescription? = nil

    var hasForwarded: Bool { dependencies.contains { $0.source.isForwarded } }
}

/// What one file contributes to the SafeDI tree: a pure function of its
/// facts, compared as a whole to know whether the tree must be recomputed.
struct SafeDIFileModel: Equatable, Sendable {
    var records: [SafeDIRecord] = []
    /// File-level `#SafeDIConfiguration` expansions, as indices into
    /// `FileFacts.fileMacros` (their anchors: `AnchorRole.fileMacro`).
    var configurations: [Int] = []
    /// What those configurations ask of the tree: `additionalMocksToGenerate`
    /// (types whose mock trees are validated as if `generateMock` were set)
    /// and `additionalDirectoriesToInclude` (folders relative to the package
    /// root whose files join the module's tree), string literals only.
    var additionalMocks: [String] = []
    var additionalDirectories: [String] = []

    var isEmpty: Bool { records.isEmpty && configurations.isEmpty }

    /// SafeDI's tool reads only files whose text contains `@Instantiable`
    /// (or `#SafeDIConfiguration`), comments included; in those it
    /// registers `@Instantiable` types and every extension's `instantiate()`.
    /// Whether a file with these markers may have records or a configuration.
    static func mayHold(_ markers: [String]) -> Bool {
        markers.contains("@Instantiable") || markers.contains("#SafeDIConfiguration")
    }

    init(facts: FileFacts, qualifiedNames: QualifiedNames) {
        guard Self.mayHold(facts.markers) else { return }
        configurations = facts.fileMacros.indices.filter { facts.fileMacros[$0] == "SafeDIConfiguration" }
        for k in configurations where k < facts.fileMacroArguments.count {
            for a in facts.fileMacroArguments[k] {
                guard a.label == "additionalMocksToGenerate" || a.label == "additionalDirectoriesToInclude",
                      let elements = ArgumentReader.arrayElements(a.text) else { continue }
                let strings = elements.compactMap { ArgumentReader.string($0) }
                if a.label == "additionalMocksToGenerate" { additionalMocks += strings } else { additionalDirectories += strings }
            }
        }
        // fields read in place: binding each declaration would copy all of its fields
        for i in facts.decls.indices {
            switch facts.decls[i].kind {
            case .class, .struct, .actor:
                guard let a = facts.decls[i].attributes.firstIndex(where: { $0.name == SafeDINames.instantiable }),
                      SafeDIFileModel.isRegistered(i, facts) else { continue }
                records.append(concreteRecord(i, attribute: a, facts: facts, qualifiedName: qualifiedNames[i]))
            case .extension:
                guard SafeDIFileModel.isRegistered(i, facts) else { continue }
                records += extensionRecords(i, facts: facts)
            default:
                continue
            }
        }
    }

    /// SafeDI's file visitor descends into types, extensions and enums, not
    /// into protocols (nor bodies, which facts do not have).
    static func isRegistered(_ i: Int, _ facts: FileFacts) -> Bool {
        var p = facts.decls[i].parent
        while p >= 0 {
            let k = facts.decls[Int(p)].kind
            if !(k == .class || k == .struct || k == .actor || k == .enum || k == .extension) { return false }
            p = facts.decls[Int(p)].parent
        }
        return true
    }

    private func concreteRecord(_ i: Int, attribute a: Int, facts: FileFacts, qualifiedName: String) -> SafeDIRecord {
        let attr = facts.decls[i].attributes[a]
        let concrete = TypeDescription(parsing: qualifiedName)
        var deps: [SafeDIDependency] = []
        // each listed once (not once per dependency)
        let members = facts.members(of: i)
        let initializers = members.filter { facts.decls[$0].kind == .`init` }
        // fields read in place: binding a member would copy all of them
        for m in members {
            let kind = facts.decls[m].kind
            guard kind == .var || kind == .let, !facts.decls[m].attributes.isEmpty,
                  !facts.decls[m].modifiers.isStaticMember, let typeText = facts.decls[m].type else { continue }
            let attributes = facts.decls[m].attributes
            guard let k = attributes.firstIndex(where: SafeDINames.isDependency) else { continue }
            let name = facts.decls[m].name
            var dep = SafeDIDependency(property: SafeDIProperty(label: name, type: TypeDescription(parsing: typeText)),
                                       source: SafeDIFileModel.source(attributes[k]), decl: facts.decls[m].id, attribute: k, parameter: nil)
            for m in initializers {
                if let p = facts.decls[m].params.firstIndex(where: { $0.name == name }) {
                    let param = facts.decls[m].params[p]
                    dep.initParameter = .init(decl: facts.decls[m].id, index: p, label: param.label,
                                              hasDefault: param.hasDefault)
                    break
                }
            }
            deps.append(dep)
        }
        let (additional, elements, argument) = SafeDIFileModel.additionalTypes(attr)
        let mock = SafeDIFileModel.mockMethod(among: members, facts: facts, attr: attr)
        return SafeDIRecord(concrete: concrete, instantiableTypes: [concrete] + additional,
                            isRoot: SafeDIFileModel.isRoot(attr),
                            mockOnly: SafeDIFileModel.boolArgument(attr, "mockOnly"),
                            generateMock: SafeDIFileModel.boolArgument(attr, "generateMock"),
                            isExtension: false, dependencies: deps, decl: facts.decls[i].id,
                            topLevelDecl: facts.decls[facts.ancestors(of: i).first ?? i].id,
                            attributeDecl: facts.decls[i].id, attribute: a, additionalTypesArgument: argument,
                            additionalTypesElements: elements, mockMethod: mock?.id, mockReturnType: mock?.returnType)
    }

    /// The first `static`/`class` member function named as the mock
    /// (`customMockName`, else `mock`), among a declaration's `members`.
    static func mockMethod(among members: [Int], facts: FileFacts, attr: AttributeFact?) -> (id: DeclID, returnType: TypeDescription?)? {
        let name = attr.flatMap { $0.last("customMockName") }.flatMap { ArgumentReader.string($0.text) } ?? "mock"
        return SafeDIMacroSimulation.MockMethods(members, named: name, in: facts).first.map {
            (facts.decls[$0].id, facts.decls[$0].returnType.map { TypeDescription(parsing: $0) })
        }
    }

    /// Every `instantiate` method with a return type makes a record, with or
    /// without `@Instantiable` on the extension (as SafeDI's tool does).
    private func extensionRecords(_ i: Int, facts: FileFacts) -> [SafeDIRecord] {
        // fields read in place: binding a declaration would copy all of them
        let e = facts.decls[i].id
        let a = facts.decls[i].attributes.firstIndex(where: { $0.name == SafeDINames.instantiable })
        let attr = a.map { facts.decls[i].attributes[$0] }
        let (additional, elements, argument) = attr.map { SafeDIFileModel.additionalTypes($0) } ?? ([], [], nil)
        let mockOnly = attr.map { SafeDIFileModel.boolArgument($0, "mockOnly") } ?? false
        let generateMock = attr.map { SafeDIFileModel.boolArgument($0, "generateMock") } ?? false
        var out: [SafeDIRecord] = []
        let members = facts.members(of: i)
        let mock = SafeDIFileModel.mockMethod(among: members, facts: facts, attr: attr)
        for m in members {
            guard facts.decls[m].kind == .func, facts.decls[m].name == "instantiate", let returnType = facts.decls[m].returnType
            else { continue }
            let concrete = TypeDescription(parsing: returnType)
            let f = facts.decls[m].id
            let deps = facts.decls[m].params.enumerated().map { k, p in
                SafeDIDependency(property: SafeDIProperty(label: p.name, type: TypeDescription(parsing: p.type)),
                                 source: .received(onlyIfAvailable: false), decl: f, attribute: nil, parameter: k)
            }
            out.append(SafeDIRecord(concrete: concrete, instantiableTypes: [concrete] + additional, isRoot: false,
                                    mockOnly: mockOnly, generateMock: generateMock, isExtension: true,
                                    dependencies: deps, decl: f, topLevelDecl: facts.decls[facts.ancestors(of: i).first ?? i].id,
                                    attributeDecl: a == nil ? nil : e,
                                    attribute: a, additionalTypesArgument: argument,
                                    additionalTypesElements: elements, mockMethod: mock?.id, mockReturnType: mock?.returnType))
        }
        // a mockOnly extension needs no instantiate(): its mock is the record
        if out.isEmpty, mockOnly, let mock {
            let concrete = TypeDescription(parsing: facts.decls[i].name)
            out.append(SafeDIRecord(concrete: concrete, instantiableTypes: [concrete] + additional, isRoot: false,
                                    mockOnly: true, generateMock: generateMock, isExtension: true, dependencies: [],
                                    decl: e, topLevelDecl: facts.decls[facts.ancestors(of: i).first ?? i].id,
                                    attributeDecl: a == nil ? nil : e, attribute: a, additionalTypesArgument: argument,
                                    additionalTypesElements: elements, mockMethod: mock.id, mockReturnType: mock.returnType))
        }
        return out
    }

    // MARK: - Attribute arguments

    /// `isRoot` counts only as the first argument, and only the literal `true`.
    static func isRoot(_ attr: AttributeFact) -> Bool { attr.at(0, labeled: "isRoot")?.text == "true" }

    static func boolArgument(_ attr: AttributeFact, _ label: String) -> Bool { attr.last(label)?.text == "true" }

    /// `fulfillingAdditionalTypes: [A.self, (any P).self]` → `A`, `P`, their
    /// element indices and the argument's index. Anything but an array
    /// literal gives none.
    static func additionalTypes(_ attr: AttributeFact) -> ([TypeDescription], [Int], Int?) {
        guard let k = attr.arguments.firstIndex(where: { $0.label == "fulfillingAdditionalTypes" }) else { return ([], [], nil) }
        guard let elements = ArgumentReader.arrayElements(attr.arguments[k].text) else { return ([], [], k) }
        var types: [TypeDescription] = []
        var indices: [Int] = []
        for (e, element) in elements.enumerated() {
            guard let operand = ArgumentReader.metatypeOperand(element, droppingAny: true) else { continue }
            types.append(TypeDescription(parsing: operand))
            indices.append(e)
        }
        return (types, indices, k)
    }

    /// How SafeDI reads a dependency attribute (its `Dependency.Source`).
    static func source(_ attr: AttributeFact) -> SafeDISource {
        let erased = attr.last("erasedToConcreteExistential")?.text == "true"
        let onlyIfAvailable = attr.last("onlyIfAvailable")?.text == "true"
        switch attr.name {
        case SafeDINames.instantiated:
            if let first = attr.at(0, labeled: "fulfilledByType"), let name = ArgumentReader.string(first.text) {
                return .instantiated(fulfillingType: TypeDescription(parsing: name), erased: erased)
            }
            return .instantiated(fulfillingType: nil, erased: erased)
        case SafeDINames.received:
            if let named = attr.at(0, labeled: "fulfilledByDependencyNamed"), let name = ArgumentReader.string(named.text),
               let ofType = attr.at(1, labeled: "ofType"), let type = ArgumentReader.metatypeOperand(ofType.text) {
                return .aliased(fulfilling: SafeDIProperty(label: name, type: TypeDescription(parsing: type)),
                                erased: erased, onlyIfAvailable: onlyIfAvailable)
            }
            return .received(onlyIfAvailable: onlyIfAvailable)
        default:
            return .forwarded
        }
    }
}

import WiringAnalysis

/// A check of one file that reads other files' declarations through the
/// workspace lookup (each name it reads is recorded, so the file's unit is
/// recomputed when that name comes to mean something else).
protocol StitcherLookupRule: Rule {
    func check(_ file: StitcherFileContext, _ lookup: WorkspaceLookup, fileID: Int32, into out: inout [Finding])
}

struct NonHashableParameter: StitcherLookupRule {
    let info = RuleInfo(
        id: "stitcher/non-hashable-parameter", library: "Stitcher", defaultSeverity: .error, kind: .wiring,
        summary: "An instantiation parameter of @Registerable that is not Hashable",
        details: """
        `@Registerable` passes its preferred initializer's parameters as the registration's instantiation \
        parameters, which Stitcher requires to be `Hashable`: a parameter of another type makes the \
        expansion fail to compile ("requires that 'T' conform to 'Hashable'"). Wiring reports the types it \
        can tell, wherever in the workspace they are declared: closures, tuples, metatypes, `Any`, \
        existentials (`any P`, a protocol of the workspace written plainly, or a standard one such as \
        `Error`, `Decodable` or `Sendable` that no workspace type shadows), Foundation's and Combine's types \
        that never are (`JSONDecoder`, `AnyPublisher`, `AsyncStream`, …), optionals, arrays and \
        dictionaries of those, and the workspace's classes, structs and actors that conform to `Hashable` \
        nowhere — neither in their declaration, an extension, a superclass nor a refined protocol. A type \
        that conforms to `Equatable` (perhaps on its way to `Hashable`), whose inheritance names something \
        outside the workspace (`NSObject` is `Hashable`), or a type with an attribute that may add \
        conformances is given the benefit of the doubt. An enum is `Hashable` when none of its cases has \
        associated values; one with them is held to the same test as a struct.

        Make the type `Hashable`, or mark a parameterless initializer `@PreferredInitializer`.
        """,
        triggeringExamples: ["""
        final class Session {}
        @Registerable
        final class Uploader {
            init(session: Session) {}
        }
        """, """
        struct Endpoint: Codable {}
        @Registerable
        final class Client {
            init(endpoint: Endpoint, retry: (Int, Int)) {}
        }
        """, """
        @Registerable
        final class Reporter {
            init(failure: Error, payload: Decodable) {}
        }
        """],
        nonTriggeringExamples: ["""
        final class Session {}
        @Registerable
        final class Uploader {
            @PreferredInitializer
            init() {}
            init(session: Session) {}
        }
        """, """
        struct Endpoint {}
        extension Endpoint: Hashable {}
        final class Session: NSObject {}
        @Registerable
        final class Client {
            init(endpoint: Endpoint?, session: Session, ids: [Int: String]) {}
        }
        """])

    func check(_ file: StitcherFileContext, _ lookup: WorkspaceLookup, fileID: Int32, into out: inout [Finding]) {
        let types = HashableTypes(lookup: lookup, file: fileID)
        for chosen in file.simulation.preferredInitializers {
            for (k, p) in file.facts.decls[chosen].params.enumerated() {
                let type = TypeDescription(parsing: p.type)
                guard types.isNotHashable(type) else { continue }
                out.append(finding("@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; '\(type.asSource)' is not, and the expansion does not compile",
                                   at: file.anchor(chosen, .parameter(k))))
            }
        }
    }
}

/// Which parameter types are certainly not `Hashable`, as far as the
/// workspace's declarations tell; any doubt answers "may be".
struct HashableTypes {
    let lookup: WorkspaceLookup
    /// The file the type is written in (what its names can see).
    let file: Int32

    /// Protocols outside the workspace that do not refine `Hashable`: an
    /// inheritance clause naming only these (and the workspace's own types)
    /// adds no conformance the analysis cannot see, and a parameter of one
    /// of these types (an existential) is not `Hashable`.
    static let protocolsNotRefiningHashable: Set<String> = [
        "Sendable", "Codable", "Encodable", "Decodable", "Error", "LocalizedError",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Identifiable", "CaseIterable", "AnyObject",
        "ObservableObject", "Observable", "Actor",
    ]
    /// Types of the standard library, Foundation and Combine that are not
    /// `Hashable` whatever their generic arguments (Foundation's coders are
    /// Swift classes, not `NSObject`s).
    static let typesNeverHashable: Set<String> = [
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
        "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AsyncStream", "AsyncThrowingStream",
    ]
    /// A standard protocol (an existential as a type) or one of `typesNeverHashable`.
    static func isStandardNotHashable(_ name: String) -> Bool {
        protocolsNotRefiningHashable.contains(name) || typesNeverHashable.contains(name)
    }
    /// The modules of those types, which may qualify their names.
    static let standardModules: Set<String> = ["Swift", "Foundation", "Combine", "_Concurrency"]
    /// Attributes that add no conformance; any other one on a type may be
    /// a macro that does (`@Model` makes a class `Hashable`).
    static let attributesAddingNoConformance: Set<String> = [
        "MainActor", "available", "frozen", "objc", "objcMembers", "nonobjc", "usableFromInline", "preconcurrency",
        "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "globalActor", "Observable",
        "Registerable", "Sendable", "unchecked",
    ]

    func isNotHashable(_ type: TypeDescription) -> Bool {
        switch type {
        case .closure, .tuple, .void, .metatype, .any, .composition:
            return true
        case .attributed(let inner, _, _), .optional(let inner), .implicitlyUnwrappedOptional(let inner), .array(let inner):
            return isNotHashable(inner)
        case .dictionary(let key, let value):
            return isNotHashable(key) || isNotHashable(value)
        case .simple(let name, let generics):
            switch (name, generics.count) {
            case ("Any", 0), ("AnyObject", 0): return true
            case ("Optional", 1), ("Array", 1), ("Set", 1): return isNotHashable(generics[0])
            case ("Dictionary", 2): return isNotHashable(generics[0]) || isNotHashable(generics[1])
            default: return declaredNotHashable(name)
            }
        case .nested(let name, .simple(let module, let none), _) where none.isEmpty && Self.standardModules.contains(module):
            // written with its module: `Swift.Error`, `Foundation.JSONDecoder`, `Combine.AnyPublisher<…>`
            return Self.isStandardNotHashable(name)
        case .nested(_, _, let generics):
            return generics.isEmpty && declaredNotHashable(type.asSource)
        case .some, .unknown:
            return false
        }
    }

    /// Every workspace type the name can stand for is a protocol (an
    /// existential), or a class, struct, actor or enum with associated
    /// values that conforms to `Hashable` nowhere the workspace could add it
    /// (whatever its generic arguments: a conditional conformance is one);
    /// with none, the name is a standard protocol (`protocolsNotRefiningHashable`)
    /// or one of `typesNeverHashable`.
    private func declaredNotHashable(_ name: String) -> Bool {
        let types = lookup.lookupTypes(name, from: file)
        if types.isEmpty { return Self.isStandardNotHashable(name) }
        return types.allSatisfy { t in
            switch lookup.kind(t) {
            case .protocol: return true
            case .class, .struct, .actor: return conformsNowhere(t)
            case .enum: return lookup.decl(t).flags.contains(.hasPayloadCase) && conformsNowhere(t)
            default: return false
            }
        }
    }

    private func conformsNowhere(_ t: DeclRef) -> Bool {
        // Equatable too: a type on its way to Hashable, where the doubt is cheaper than a false error
        for p in ["Hashable", "Equatable"] where lookup.conformance(of: t, to: p, qualified: "Swift." + p) != nil { return false }
        // what it and its ancestors inherit, in their declarations and extensions, all known
        for x in [t] + lookup.ancestors(of: t).sorted(by: { ($0.file, $0.index) < ($1.file, $1.index) }) {
            if lookup.decl(x).attributes.contains(where: { !Self.attributesAddingNoConformance.contains($0.name) }) { return false }
            for owner in [x] + lookup.extensions(of: x) {
                for entry in lookup.inherits(owner) {
                    for written in TypeNames.components(entry) {
                        // `@unchecked Sendable` is `Sendable`
                        let part = written.hasPrefix("@") ? String(written.split(separator: " ").last ?? "") : written
                        if !Self.protocolsNotRefiningHashable.contains(part) && lookup.lookupTypes(part, from: owner.file).isEmpty {
                            return false
                        }
                    }
                }
            }
        }
        return true
    }
}

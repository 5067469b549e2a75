import WiringAnalysis

// SafeDI's rules over the type model: which properties are lazy, what an
// `@Instantiated` property builds, how a parameter takes a dependency, how
// a nested name is normalized, how its macros read a type expression. The
// tree compares types exactly (`TypeDescription`'s equality) apart from
// these.

// MARK: - What SafeDI asks of a type

extension TypeDescription {
    /// SafeDI's lazy property kinds: the four Instantiator types, by their
    /// unqualified names only (`SafeDI.Instantiator<X>` is a plain constant).
    enum InstantiatorKind: String, Sendable, CaseIterable {
        case instantiator = "Instantiator"
        case erasedInstantiator = "ErasedInstantiator"
        case sendableInstantiator = "SendableInstantiator"
        case sendableErasedInstantiator = "SendableErasedInstantiator"

        /// Told apart by length before one comparison: most names are of no
        /// kind (the synthesized initializer searched every raw value).
        init?(rawValue: String) {
            switch rawValue.utf8.count {
            case 12: self = .instantiator
            case 18: self = .erasedInstantiator
            case 20: self = .sendableInstantiator
            case 26: self = .sendableErasedInstantiator
            default: return nil
            }
            if self.rawValue != rawValue { return nil }
        }

        /// The erased kinds name the forwarded properties as a first generic
        /// argument and need `fulfilledByType`.
        var isErased: Bool { self == .erasedInstantiator || self == .sendableErasedInstantiator }
    }

    /// The Instantiator kind of a property of this type, also through `?`
    /// and `!` (not through `any`/`some`); nil for a constant.
    var instantiatorKind: InstantiatorKind? {
        switch self {
        case let .simple(name, _): return InstantiatorKind(rawValue: name)
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped): return wrapped.instantiatorKind
        default: return nil
        }
    }

    /// Whether a property of this type is lazy (an Instantiator kind) rather
    /// than a constant; cycles through lazy properties are allowed.
    var isLazy: Bool { instantiatorKind != nil }

    /// The type an `@Instantiated` property of this type builds:
    /// `Instantiator<X>` and `SendableInstantiator<X>` build X,
    /// `ErasedInstantiator<F, X>` and `SendableErasedInstantiator<F, X>`
    /// build X, and `X?`, `X!`, `any X`, `some X` build what X builds. One
    /// step only: `Instantiator<X?>` builds `X?`.
    var asInstantiatedType: TypeDescription {
        switch self {
        case let .simple(name, generics):
            switch InstantiatorKind(rawValue: name) {
            case .instantiator?, .sendableInstantiator?:
                return generics.first ?? self
            case .erasedInstantiator?, .sendableErasedInstantiator?:
                return generics.count > 1 ? generics[1] : self
            case nil:
                return self
            }
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped), let .any(wrapped), let .some(wrapped):
            return wrapped.asInstantiatedType
        default:
            return self
        }
    }

    /// The comparison key of SafeDI's "Did you mean" suggestions: a member
    /// type is reduced to its own name and generics (`A.B.C` → `C`: every
    /// enclosing level goes, and `Swift.Void` becomes a plain name `Void`,
    /// which is not `.void`), and `?`, `!`, `any`, `some` are stripped.
    var leastQualified: TypeDescription {
        switch self {
        case let .nested(name, _, generics):
            return .simple(name: name, generics: generics)
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped), let .any(wrapped), let .some(wrapped):
            return wrapped.leastQualified
        default:
            return self
        }
    }

    /// The type an initializer parameter must have to take a property of
    /// this type: a closure must be `@escaping` there, so SafeDI puts
    /// `escaping` first among the closure's attributes unless it is already
    /// present (wherever it is). Optional closures escape implicitly and are
    /// unchanged. (Inferred from SafeDI's tests: its source for this was
    /// not available.)
    var asFunctionParameter: TypeDescription {
        switch self {
        case .closure:
            return .attributed(self, specifiers: [], attributes: ["escaping"])
        case let .attributed(base, specifiers, attributes):
            guard case .closure = base, !attributes.contains("escaping") else { return self }
            return .attributed(base, specifiers: specifiers, attributes: ["escaping"] + attributes)
        default:
            return self
        }
    }

    /// Whether `@Instantiated(fulfilledByType:)` accepts this type: a name
    /// or a member type, generic arguments allowed (`X`, `A.B`, `A<B>`),
    /// and not `Void`, `X?`, `any P`, `[X]` or anything else.
    var isSimpleForFulfilledByType: Bool {
        switch self {
        case .simple, .nested: return true
        default: return false
        }
    }

}

// MARK: - Nested-name normalization

extension TypeDescription {
    /// Where a type written inside `enclosing` may be declared, in the order
    /// the compiler looks: for `T` in `Outer.C`, `Outer.C.T`, `Outer.T`,
    /// then `T`. A written member type is re-rooted as a whole (`A.B` →
    /// `Outer.C.A.B`, …). Generic arguments are not qualified, and a type
    /// that is not a name (`X?`, `[X]`) stays as written in every candidate.
    static func nestedCandidates(for written: TypeDescription, within enclosing: TypeDescription) -> [TypeDescription] {
        var candidates = [written.rooted(in: enclosing)]
        var scope = enclosing
        while let outer = scope.enclosingType {
            candidates.append(written.rooted(in: outer))
            scope = outer
        }
        candidates.append(written)
        return candidates
    }

    /// This name with `outer` prefixed to its outermost part.
    private func rooted(in outer: TypeDescription) -> TypeDescription {
        switch self {
        case let .simple(name, generics):
            return .nested(name: name, parent: outer, generics: generics)
        case let .nested(name, parent, generics):
            return .nested(name: name, parent: parent.rooted(in: outer), generics: generics)
        default:
            return self
        }
    }
}

extension TypeDescription {
    /// `ErasedInstantiator<F, B>` (or the Sendable variant, also optional):
    /// its forwarded-properties type `F` and built type `B`.
    var erasedInstantiatorArguments: (TypeDescription, TypeDescription)? {
        switch self {
        case .simple(let name, let generics):
            guard InstantiatorKind(rawValue: name)?.isErased == true, generics.count == 2 else { return nil }
            return (generics[0], generics[1])
        case .optional(let t), .implicitlyUnwrappedOptional(let t):
            return t.erasedInstantiatorArguments
        default:
            return nil
        }
    }
}

// MARK: - What the macros read

extension TypeDescription {
    /// A type expression as an attribute argument holds it (`X.self`,
    /// `X?.self`, `Optional<X>.self`, `(any P).self`), as SafeDI's macros read
    /// it: `Optional<X>` is `X?` there; `.unknown` for what is no type (a
    /// string, a call, a number, a force unwrap `X!`).
    init(macroExpression text: String) {
        var t = text
        if t.hasSuffix(".self") { t.removeLast(5) }
        // `X!.self` is a force unwrap there, not a type
        guard !t.hasSuffix("!"), let first = t.unicodeScalars.first,
              first == "(" || first == "[" || first == "_" || first == "`" || first == "@"
                || first.properties.isAlphabetic else {
            self = .unknown(text: text)
            return
        }
        let parsed = TypeDescription(parsing: t)
        if case .simple("Optional", let g) = parsed, g.count == 1 {
            self = .optional(g[0])
        } else {
            self = parsed
        }
    }

    /// An Instantiator or SendableInstantiator (not erased), through `?` and `!`.
    var isInstantiator: Bool { instantiatorKind.map { !$0.isErased } ?? false }
    /// An ErasedInstantiator or SendableErasedInstantiator, through `?` and `!`.
    var isErasedInstantiator: Bool { instantiatorKind?.isErased ?? false }

    /// Whether a parameter of type `parameter` takes a dependency of this
    /// type: the same type, where an attributed parameter type must say
    /// `@escaping` and may add attributes (`@escaping @Sendable () -> Void`
    /// takes `() -> Void`).
    func acceptsAsParameter(_ parameter: TypeDescription) -> Bool {
        guard case .attributed(let base, let specifiers, let attributes) = parameter else { return self == parameter }
        guard attributes.contains("escaping") else { return self == parameter }
        if case .attributed(let ownBase, let ownSpecifiers, let ownAttributes) = self {
            return ownBase == base && ownSpecifiers == specifiers && ownAttributes.allSatisfy(attributes.contains)
        }
        return self == base && specifiers.isEmpty
    }

    /// Types whose text has blanks, parenthesized inside `?`, `!`, `any`, …
    private var unambiguous: String {
        switch self {
        case .composition, .some, .any, .attributed, .closure: return "(" + asSource + ")"
        default: return asSource
        }
    }

    /// The text with `?` after it, parenthesized when it has blanks: how a
    /// fix marks a type optional (`any P` → `(any P)?`; `X!` and
    /// `Optional<X>` → `X?`).
    static func optionalSpelling(of text: String) -> String {
        let t = TypeDescription(parsing: text)
        if case .implicitlyUnwrappedOptional(let inner) = t { return inner.unambiguous + "?" }
        if case .simple("Optional", let g) = t, g.count == 1 { return g[0].unambiguous + "?" }
        switch t {
        case .composition, .some, .any, .attributed, .closure: return "(" + text + ")?"
        default: return text + "?"
        }
    }
}

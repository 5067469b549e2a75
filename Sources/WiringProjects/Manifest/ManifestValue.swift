/// A value of a `Package.swift` as Wiring evaluates it: literals, arrays,
/// calls of PackageDescription's initializers and static functions (by
/// their last name: `.target(name:)`, `Package(…)`,
/// `Target.Dependency.product(…)` is `product`), enum cases and static
/// members (`.linux`), and what it cannot know.
indirect enum ManifestValue: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    /// `nil`, and an environment variable (never set for Wiring).
    case null
    case array([ManifestValue])
    case call(String, [Argument])
    /// `.linux`, `.v13`, `SwiftVersion.v5`: a member without a call.
    case member(String)
    /// A case of an enum the manifest declares (`Module.app`): its type and name.
    case enumCase(String, String)
    /// An instance of one of PackageDescription's classes (`Package`,
    /// `Target`, `Product`, `Package.Dependency`): the evaluator's heap
    /// index, so that a change through one variable shows through all.
    case object(Int)
    /// Something the evaluator does not read; why, for the message.
    case unknown(String)

    struct Argument: Equatable {
        var label: String?
        var value: ManifestValue
    }

    /// The first argument with this label.
    subscript(_ label: String) -> ManifestValue? {
        guard case .call(_, let args) = self else { return nil }
        return args.first { $0.label == label }?.value
    }

    /// The unlabelled argument at position `k`.
    func unlabeled(_ k: Int) -> ManifestValue? {
        guard case .call(_, let args) = self, k < args.count, args[k].label == nil else { return nil }
        return args[k].value
    }

    var callName: String? {
        if case .call(let n, _) = self { return n }
        return nil
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var array: [ManifestValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// Why a value (or something inside it) is unknown, if it is.
    var unknownReason: String? {
        switch self {
        case .unknown(let why): return why
        case .array(let a): return a.lazy.compactMap(\.unknownReason).first
        case .call(_, let args): return args.lazy.compactMap(\.value.unknownReason).first
        default: return nil
        }
    }
}

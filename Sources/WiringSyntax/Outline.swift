/// What the declaration parser recovers from one file: the declarations
/// (`docs/outline.md`) and the calls made inside bodies and initial values.
/// Ranges are UTF-8 byte offsets into the file.
public struct Outline: Sendable {
    public var decls: [Decl] = []
    /// Every declaration's modifiers, each one's a run (`Decl.modifierRange`):
    /// one list per file, not an allocation per declaration.
    public var modifiers: [Modifier] = []
    /// Every call the parser saw while skipping bodies and expressions, in
    /// source order of the callee. `Decl.calls` selects a declaration's share.
    public var calls: [Call] = []
    /// Arguments of all calls; `Call.arguments` selects a call's share.
    public var arguments: [CallArgument] = []
    /// `var`/`let` bindings whose pattern is a tuple, in source order: not
    /// declarations of the outline (they have no one name), kept for what
    /// must know every stored property of a type.
    public var tuplePatterns: [TuplePatternBinding] = []
    /// Statements at the top level (`main.swift`), one entry per run of
    /// them between declarations, in source order: no declarations of the
    /// outline, kept for their calls.
    public var topLevelCode: [TopLevelCode] = []
    /// The modules the file imports (`import A.B` → `A`), in source order.
    public var imports: [ImportedModule] = []

    public init() {}

    /// The calls made directly inside `decl` (its body, accessors, initial
    /// value, default arguments), in source order; for a type, the calls in
    /// its members are not included: ask each member.
    public func calls(in decl: Decl) -> ArraySlice<Call> { calls[decl.calls] }
    public func modifiers(of decl: Decl) -> ArraySlice<Modifier> { modifiers[decl.modifierRange] }
    public func calls(in decl: DeclReference) -> ArraySlice<Call> { calls[decl.calls] }

    public func arguments(of call: Call) -> ArraySlice<CallArgument> { arguments[call.arguments] }

    /// Whether some declaration, members included at any depth, is one
    /// `test` accepts. Each is read in place, through its address: passed
    /// by value, every declaration was copied (each field retained), which
    /// made a library's walk of every file eight times slower.
    @inlinable
    public func containsDecl(where test: (UnsafePointer<Decl>) -> Bool) -> Bool { Self.contains(decls, test) }

    @inlinable
    static func contains(_ decls: [Decl], _ test: (UnsafePointer<Decl>) -> Bool) -> Bool {
        decls.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            for k in buffer.indices {
                if test(base + k) { return true }
                if let members = base[k].members, contains(members, test) { return true }
            }
            return false
        }
    }
}

public enum DeclKind: String, Sendable, Codable, CaseIterable {
    case `class`, `struct`, actor, `enum`, `protocol`, `extension`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `typealias`, `associatedtype`, macro

    public var isTypeLike: Bool {
        switch self {
        case .class, .struct, .actor, .enum, .protocol, .extension: return true
        default: return false
        }
    }
}

public struct Decl: Sendable {
    public var kind: DeclKind
    /// See `docs/outline.md`: extension → extended type text; init/deinit/
    /// subscript → the keyword; empty when the name is missing.
    public var name: String
    /// Where the outline places it: the introducing keyword, or for several
    /// `var`/`let`/`case` names each name's identifier.
    public var position: Int
    public var keywordRange: Range<Int>
    public var nameRange: Range<Int>?
    /// From the first attribute or modifier to the end of the last token
    /// (of this name's own binding or element when a declaration has several).
    public var range: Range<Int>
    /// Offset of the last byte, whose line is the outline's `endLine`.
    public var lastByte: Int { max(range.lowerBound, range.upperBound - 1) }
    public var attributes: [Attribute] = []
    /// Indices into `Outline.modifiers`.
    public var modifierRange: Range<Int> = 0..<0
    public var inherits: [TypeText]? = nil
    public var genericParameters: Range<Int>? = nil
    public var whereClause: Range<Int>? = nil
    /// `func`/`init`/`subscript`: effects as the outline reports them.
    public var isAsync: Bool? = nil
    public var isThrows: Bool? = nil
    public var asyncRange: Range<Int>? = nil
    /// The `throws`/`rethrows` keyword, with `(E)` for typed throws.
    public var throwsRange: Range<Int>? = nil
    public var isTypedThrows = false
    public var parameterClause: Range<Int>? = nil
    public var params: [Param]? = nil
    public var returnType: TypeText? = nil
    /// `var`/`let`: the type annotation (nil when there is none).
    public var type: TypeText? = nil
    /// `var`/`let` initial value, `case` raw value, `macro` definition,
    /// `typealias` target: the expression or type after `=`.
    public var initializer: Range<Int>? = nil
    /// `{ … }` of a function body, a type's member block, or an accessor block.
    public var body: Range<Int>? = nil
    public var accessors: [Accessor]? = nil
    /// `case`: the associated-value clause `( … )`.
    public var associatedValues: Range<Int>? = nil
    public var members: [Decl]? = nil
    /// Indices into `Outline.calls`.
    public var calls: Range<Int> = 0..<0
    /// Between `#if` and `#endif` of its own list (a type's members, or the
    /// file's declarations): a member block walked for its declarations
    /// (`memberBlock.members`) meets an `#if` block there, not this.
    public var inIfConfig = false

    public init(kind: DeclKind, name: String, position: Int, keywordRange: Range<Int>, range: Range<Int>) {
        self.kind = kind
        self.name = name
        self.position = position
        self.keywordRange = keywordRange
        self.range = range
    }

    /// A declaration appended to its list before the parser fills it in.
    static var blank: Decl { Decl(kind: .var, name: "", position: 0, keywordRange: 0..<0, range: 0..<0) }

    mutating func set(kind: DeclKind, position: Int, keywordRange: Range<Int>) {
        self.kind = kind
        self.position = position
        self.keywordRange = keywordRange
    }

    public func attribute(named names: String...) -> Attribute? {
        attributes.first { a in names.contains(a.name) }
    }
}

/// A declaration of an outline read where it is: a `Decl` passed by value
/// is copied, every field retained and released, and extraction passes
/// each of a file's declarations through several readers. Valid while the
/// outline holding it is alive and unchanged (for one call).
@dynamicMemberLookup
public struct DeclReference {
    @usableFromInline let pointer: UnsafePointer<Decl>

    @inlinable public init(_ pointer: UnsafePointer<Decl>) { self.pointer = pointer }

    @inlinable public subscript<T>(dynamicMember field: KeyPath<Decl, T>) -> T { pointer.pointee[keyPath: field] }
}

/// `import Module`, `@_exported import Module`.
public struct ImportedModule: Sendable, Equatable {
    public var name: String
    /// `@_exported`: re-exported to whoever imports this file's module.
    public var exported: Bool
}

/// Top-level statements in a row, with no declaration between them.
public struct TopLevelCode: Sendable {
    /// From the first statement's first token to the last one's last.
    public var range: Range<Int>
    /// Indices into `Outline.calls`: every call the statements make.
    public var calls: Range<Int>
}

/// `let (a, b): (Int, Int)` in a declaration list: one binding of a
/// `var`/`let`, with the declaration's attributes and modifiers.
public struct TuplePatternBinding: Sendable {
    /// `( … )`.
    public var pattern: Range<Int>
    /// The `var`/`let` keyword; bindings of one declaration share it.
    public var keywordRange: Range<Int>
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var type: TypeText?
    public var initializer: Range<Int>?
    /// `{ … }` of accessors or observers.
    public var body: Range<Int>?
}

public struct Attribute: Sendable {
    /// Without `@` and arguments; qualified names keep their dots.
    public var name: String
    /// `@` through the closing `)` (or the name's end).
    public var range: Range<Int>
    public var nameRange: Range<Int>
    /// `( … )` when written.
    public var argumentClause: Range<Int>? = nil
    public var arguments: [AttributeArgument] = []
    /// Written inside an `#if` of the attribute list.
    public var isConditional = false

    /// An attribute appended to its list before the parser fills it in.
    static var blank: Attribute { Attribute(name: "", range: 0..<0, nameRange: 0..<0) }

    /// The last component of the name (`Module.Macro` → `Macro`).
    public var baseName: Substring { name.split(separator: ".").last ?? Substring(name) }

    public func argument(_ label: String) -> AttributeArgument? { arguments.first { $0.label == label } }
}

public struct AttributeArgument: Sendable {
    public var label: String?
    public var labelRange: Range<Int>?
    public var value: Range<Int>
    /// The value's tokens with whitespace and comments removed.
    public var text: String
}

public struct Modifier: Sendable {
    /// As written, with its detail and no spaces: `private(set)`.
    public var name: String
    public var range: Range<Int>
}

public struct TypeText: Sendable, Equatable {
    /// The tokens with one space between two adjacent words and no other
    /// whitespace or comments (`[String:Int]`, `any Foo&Bar`).
    public var text: String
    public var range: Range<Int>
}

public struct Param: Sendable {
    public var label: String
    public var name: String
    public var type: String
    public var range: Range<Int>
    public var typeRange: Range<Int>?
    public var defaultValue: Range<Int>? = nil
    public var attributes: [String] = []
}

public struct Accessor: Sendable {
    /// `get`, `set`, `willSet`, `didSet`, `_read`, `_modify`, `init`, …
    public var keyword: String
    public var range: Range<Int>
    public var isAsync = false
    public var isThrows = false
    public var body: Range<Int>? = nil
}

/// A call seen in a body or an expression: `callee(args) { trailing }`.
public struct Call: Sendable {
    /// The dotted path as written (`self.door.open`,
    /// `box.make`, `Widget`, `.init`); `ParsedFile.callee(_:)`
    /// gives its text without whitespace. For a call on another call's result
    /// (`x.make(A.self).configure(.shared)`) only the part after
    /// it (`configure`), with `receiver` pointing at the `make` call.
    public var calleeRange: Range<Int>
    /// The path's last name (`open`).
    public var nameRange: Range<Int>
    /// From the first token of the callee (or of the receiver chain) to the
    /// end of the last trailing closure.
    public var range: Range<Int>
    /// `( … )` when written; a call may have only trailing closures.
    public var argumentClause: Range<Int>? = nil
    /// Indices into `Outline.arguments`, trailing closures included (last).
    public var arguments: Range<Int> = 0..<0
    /// Index in `Outline.calls` of the call whose result this one is called
    /// on, or -1.
    public var receiver: Int = -1
    public var flags: CallFlags = []
}

public struct CallFlags: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// The result is thrown away: `_ = f()`, or the call chain is a whole statement.
    public static let discarded = CallFlags(rawValue: 1)
    /// `_ = f()` in particular.
    public static let assignedToWildcard = CallFlags(rawValue: 2)
    /// The chain ends the statement it starts (its value is the statement).
    public static let statement = CallFlags(rawValue: 4)
    public static let awaited = CallFlags(rawValue: 8)
    public static let tried = CallFlags(rawValue: 16)
    /// `f(…)!`
    public static let forceUnwrapped = CallFlags(rawValue: 32)
    /// `f(…)?`
    public static let optionalChained = CallFlags(rawValue: 64)
    public static let hasTrailingClosure = CallFlags(rawValue: 128)
    /// Some other call is made on this call's result.
    public static let hasDependentCall = CallFlags(rawValue: 256)
    /// The last call of its postfix chain.
    public static let endOfChain = CallFlags(rawValue: 512)
}

public struct CallArgument: Sendable {
    public var labelRange: Range<Int>?
    public var value: Range<Int>
    public var isTrailingClosure = false
    /// Simple values worth reading as text: `T.self`, a string literal, a
    /// name or member path, a number, `.member`, `true`/`false`/`nil`.
    public var isSimple = false
}

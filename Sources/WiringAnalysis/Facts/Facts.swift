import WiringSyntax

/// What one file declares, without positions: the only input of the analysis.
///
/// Facts are a pure function of the file's text, library-neutral (every
/// library reads the same declarations) and position-free: typing inside a
/// body or a comment changes the file's `FileAnchors`, not its facts, so
/// nothing beyond that file is recomputed. Declarations are listed in
/// preorder; each has a stable identity (`DeclID`: its qualified name, kind
/// and overload disambiguator), which is how findings and other files refer
/// to it. Array indices are only storage.
public struct FileFacts: Sendable, Equatable {
    public var decls: [DeclFact] = []
    /// The calls the libraries ask for (`SyntaxInterest.callNames`), per
    /// declaration (`DeclFact.calls`).
    public var calls: [CallFact] = []
    /// For declarations that make a sequence-sensitive call
    /// (`SyntaxInterest.sequenceMarkers`), every call on `self` or
    /// unqualified, in order.
    public var localCalls: [LocalCallFact] = []
    /// The `SyntaxInterest.textMarkers` the file's text contains anywhere
    /// (comments included), sorted.
    public var markers: [String] = []
    /// The modules the file imports (`import A.B` → `A`), sorted, each once.
    public var imports: [String] = []
    /// Those of them it re-exports (`@_exported import A`).
    public var exportedImports: [String] = []
    /// Freestanding macro expansions at file level whose `#name` is a text
    /// marker, by name without `#`, in order.
    public var fileMacros: [String] = []
    /// Each file-level macro expansion's arguments, as written (label and
    /// token text); parallel to `fileMacros`.
    public var fileMacroArguments: [[ArgumentFact]] = []
    /// What libraries extracted themselves (`LibraryExtraction`), per
    /// declaration (`DeclFact.libraryFacts`), in library order.
    public var libraryFacts: [LibraryFact] = []
    /// Stored-property bindings whose pattern is a tuple, in source order:
    /// they are no declarations, yet a type must initialize them.
    public var tuplePatterns: [TuplePatternFact] = []

    public init() {}

    /// Indices of the members of `decls[i]` (its direct children).
    public func members(of i: Int) -> [Int] {
        // counted first: grown from empty, the list was reallocated a few times
        let end = Int(decls[i].subtreeEnd)
        var n = 0
        var k = i + 1
        while k < end {
            n += 1
            k = Int(decls[k].subtreeEnd)
        }
        guard n > 0 else { return [] }
        var out: [Int] = []
        out.reserveCapacity(n)
        k = i + 1
        while k < end {
            out.append(k)
            k = Int(decls[k].subtreeEnd)
        }
        return out
    }

    /// Indices of the top-level declarations.
    public var topLevel: [Int] {
        var out: [Int] = []
        var k = 0
        while k < decls.count {
            out.append(k)
            k = Int(decls[k].subtreeEnd)
        }
        return out
    }

    public func calls(of i: Int) -> ArraySlice<CallFact> { calls[Int(decls[i].calls.lowerBound)..<Int(decls[i].calls.upperBound)] }

    public func localCalls(of i: Int) -> ArraySlice<LocalCallFact> {
        localCalls[Int(decls[i].localCalls.lowerBound)..<Int(decls[i].localCalls.upperBound)]
    }

    /// The facts library `library` (its place in the extractor's list)
    /// extracted about `decls[i]`, if any.
    public func libraryFact(of i: Int, library: Int) -> LibraryFact? {
        for k in Int(decls[i].libraryFacts.lowerBound)..<Int(decls[i].libraryFacts.upperBound)
        where Int(libraryFacts[k].library) == library {
            return libraryFacts[k]
        }
        return nil
    }

    /// Enclosing declarations of `decls[i]`, outermost first.
    public func ancestors(of i: Int) -> [Int] {
        var out: [Int] = []
        var p = decls[i].parent
        while p >= 0 {
            out.append(Int(p))
            p = decls[Int(p)].parent
        }
        return out.reversed()
    }
}

/// A declaration's identity within its file, stable across edits that do
/// not touch it or its enclosing declarations: a 64-bit hash of the
/// enclosing declaration's identity, the kind and the signature name
/// (`load(id:)`), made unique in the file by an ordinal for overloads that
/// share all three.
public struct DeclID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var value: UInt64
    public init(_ value: UInt64) { self.value = value }
    public static func < (a: DeclID, b: DeclID) -> Bool { a.value < b.value }
    public var description: String { String(value, radix: 16) }
}

public struct DeclFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public static let async = DeclFlags(rawValue: 1)
    public static let `throws` = DeclFlags(rawValue: 2)
    public static let typedThrows = DeclFlags(rawValue: 4)
    public static let hasBody = DeclFlags(rawValue: 8)
    public static let hasParameterClause = DeclFlags(rawValue: 16)
    public static let hasInitializer = DeclFlags(rawValue: 32)
    public static let hasGenericParameters = DeclFlags(rawValue: 64)
    /// The initializer text was longer than `FactExtractor.maxInitializerText`.
    public static let longInitializer = DeclFlags(rawValue: 128)
    /// `isAsync`/`isThrows` are known (functions, initializers, subscripts).
    public static let hasEffects = DeclFlags(rawValue: 256)
    /// `init?` / `init!`.
    public static let failable = DeclFlags(rawValue: 512)
    /// A generic `where` clause.
    public static let hasWhereClause = DeclFlags(rawValue: 1024)
    /// A later binding of the previous declaration's `var`/`let`: set on
    /// `b` in `let a: A, b: B` (both share one attribute list and keyword).
    public static let continuesDeclaration = DeclFlags(rawValue: 2048)
    /// Statements at the top level (`main.swift`) between two declarations:
    /// a function without a name, parameters or body that makes their calls.
    public static let topLevelCode = DeclFlags(rawValue: 4096)
    /// Inside an `#if` block of its list (`Decl.inIfConfig`).
    public static let inIfConfig = DeclFlags(rawValue: 8192)
    /// An enum with a case that has associated values (one without any is
    /// `Hashable` without saying so).
    public static let hasPayloadCase = DeclFlags(rawValue: 16384)
}

/// `let (a, b): (Int, Int)`: a binding with no one name, so no
/// declaration, placed among the declarations by `position`.
public struct TuplePatternFact: Sendable, Equatable {
    /// The enclosing declaration's index, -1 at file level.
    public var parent: Int32
    /// How many of the file's declarations come before it: it follows
    /// the other bindings of its own `var`/`let`.
    public var position: Int32
    /// The pattern as written: `(a, b)`.
    public var text: String
    /// The annotation's type text, when there is one.
    public var type: String?
    /// Its declaration's attribute names (without `@`) and modifiers.
    public var attributes: [String]
    public var modifiers: Modifiers
    public var hasInitializer: Bool
    /// Accessors or observers.
    public var hasBody: Bool

    public init(parent: Int32, position: Int32, text: String, type: String?, attributes: [String], modifiers: Modifiers,
                hasInitializer: Bool, hasBody: Bool) {
        self.parent = parent
        self.position = position
        self.text = text
        self.type = type
        self.attributes = attributes
        self.modifiers = modifiers
        self.hasInitializer = hasInitializer
        self.hasBody = hasBody
    }
}

public struct DeclFact: Sendable, Equatable {
    // Stored properties from the largest to the smallest: the small ones
    // share the tail of the last large one (Swift places a field right
    // after the previous one's size), 160 → 144 bytes a declaration.

    /// As the outline names it (an extension: the extended type's text).
    public var name: String
    public var id: DeclID
    public var attributes: [AttributeFact] = []
    /// As written, with detail and without spaces: `private(set)`.
    public var modifiers: Modifiers = []
    /// Inheritance entries, type text (`Service&Sendable`, `@unchecked Sendable`).
    public var inherits: [String] = []
    /// The entries as written, when some differs from its type text
    /// (`Service & Sendable`); empty otherwise.
    public var inheritsWritten: [String] = []
    public var params: [ParamFact] = []
    /// The rarely set texts below, packed (most declarations have one or
    /// none of them: eight optional strings inline would double a
    /// declaration's size).
    var details = DeclDetails()
    public var flags: DeclFlags = []
    /// Index of the enclosing declaration, -1 at file level.
    public var parent: Int32
    /// One past the last index of this declaration's subtree.
    public var subtreeEnd: Int32
    public var returnType: String? { get { details[0] } set { details[0] = newValue } }
    /// `var`/`let`: the type annotation's type text (`TypeText`: `any P&Q`,
    /// `@Sendable ()->Void`).
    public var type: String? { get { details[1] } set { details[1] = newValue } }
    /// `var`/`let`: the first type name of the annotation (past attributes
    /// and `some`/`any`/`inout`, …): `Cache` for `some Cache<Int>`.
    public var annotatedTypeName: String? { get { details[2] } set { details[2] = newValue } }
    /// `var`/`let` without annotation: `T` when the initial value is
    /// `T(…)`, `T.init(…)`, `T { … }` or `try await T(…)` (a candidate: the
    /// analysis checks that `T` is a type).
    public var constructedTypeName: String? { get { details[3] } set { details[3] = newValue } }
    /// The initial value's compact text, up to `maxInitializerText` bytes.
    public var initializer: String? { get { details[4] } set { details[4] = newValue } }
    /// Typed throws as written (`throws(LoadError)`), and compact.
    public var throwsClause: String? { get { details[5] } set { details[5] = newValue } }
    public var throwsClauseCompact: String? { get { details[6] } set { details[6] = newValue } }
    /// `typealias`: the type it names, its tokens one space apart where
    /// words meet (`any Service&Sendable`).
    public var aliasedType: String? { get { details[7] } set { details[7] = newValue } }
    /// The annotation's text, words kept apart: what type parsers read.
    public var typeText: String? { type }
    /// Ranges into `FileFacts.calls` / `FileFacts.localCalls` /
    /// `FileFacts.libraryFacts`.
    public var calls: Range<Int32> = 0..<0
    public var localCalls: Range<Int32> = 0..<0
    public var libraryFacts: Range<Int32> = 0..<0
    public var kind: DeclKind

    public init(kind: DeclKind, name: String, parent: Int32, subtreeEnd: Int32 = 0, id: DeclID = DeclID(0)) {
        self.kind = kind
        self.name = name
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        self.id = id
    }

    public var isAsync: Bool { flags.contains(.async) }
    public var isThrows: Bool { flags.contains(.throws) }
    public var hasBody: Bool { flags.contains(.hasBody) }
    public func hasModifier(_ m: String) -> Bool { modifiers.contains(m) }
    public var isStaticMember: Bool { modifiers.isStaticMember }
    public var isPublicAPI: Bool { modifiers.isPublicAPI }

    /// `get(_:)`-style name of a function or initializer (`setup()`, `init(id:)`).
    public var signatureName: String {
        let base = kind == .`init` ? "init" : name
        guard flags.contains(.hasParameterClause) else { return base }
        return base + "(" + params.map { ($0.label.isEmpty ? "_" : $0.label) + ":" }.joined() + ")"
    }

    /// The k-th inheritance entry as written.
    public func writtenInherit(_ k: Int) -> String { k < inheritsWritten.count ? inheritsWritten[k] : inherits[k] }

    /// The member's own inheritance clause has `text` written exactly.
    public func clauseNames(_ text: String) -> Bool { inherits.contains(text) }
}

public struct AttributeFact: Sendable, Equatable {
    /// Without `@` and arguments; qualified names keep their dots.
    public var name: String
    public var arguments: [ArgumentFact] = []
    public var hasArgumentClause = false
    /// Written inside an `#if` of the attribute list (`#if DEBUG @A #endif`):
    /// the compiler applies it when the condition holds; a tool reading the
    /// syntax may not see it at all.
    public var isConditional = false

    public init(name: String, arguments: [ArgumentFact] = [], hasArgumentClause: Bool = false, isConditional: Bool = false) {
        self.name = name
        self.arguments = arguments
        self.hasArgumentClause = hasArgumentClause
        self.isConditional = isConditional
    }

    /// The last component of the name (`Module.Macro` → `Macro`).
    public var baseName: Substring { name.split(separator: ".").last ?? Substring(name) }

    /// The macro the compiler expands an attribute written `name` as, when
    /// it is one of `names`, written plainly or qualified by `module`
    /// (`@Module.Name`).
    public static func macroName(_ name: String, module: String, names: Set<String>) -> String? {
        if names.contains(name) { return name }
        guard name.utf8.count > module.utf8.count + 1, name.hasPrefix(module), name.utf8.dropFirst(module.utf8.count).first == UInt8(ascii: ".")
        else { return nil }
        let base = String(name.utf8.dropFirst(module.utf8.count + 1))!
        return names.contains(base) ? base : nil
    }
}

public struct ArgumentFact: Sendable, Equatable {
    public var label: String?
    /// Token text of the value (`SourceText.tokenText`; call arguments:
    /// empty when not simple).
    public var text: String

    public init(label: String?, text: String) {
        self.label = label
        self.text = text
    }
}

public struct ParamFact: Sendable, Equatable {
    public var label: String
    public var name: String
    /// Type text of the type (`TypeText`: `inout [Int]`).
    public var type: String
    public var hasDefault: Bool
    public var attributes: [String]
    /// The type's text, words kept apart: what type parsers read.
    public var typeText: String { type }
}

/// A call a library asked for, inside a declaration's body, accessors,
/// initial value or default arguments.
public struct CallFact: Sendable, Equatable {
    // the small fields last, packed (64 → 56 bytes a call)

    /// The callee path's last name (`open`).
    public var name: String
    /// The receiver path as written, split at dots, `?`/`!` removed:
    /// `self.door.open()` → `["self", "door"]`.
    public var receiverPath: [String]
    /// The whole call's compact text, up to 160 bytes.
    public var text: String
    public var arguments: [ArgumentFact]
    /// Rank of the call's start among the declaration's recorded calls
    /// (interesting and local): which ran first, without positions.
    public var order: Int32
    public var flags: UInt16
    /// Called on another call's result (`make().open()`).
    public var hasCallReceiver: Bool

    init(name: String, receiverPath: [String], hasCallReceiver: Bool, flags: UInt16, text: String,
         arguments: [ArgumentFact], order: Int32) {
        self.name = name
        self.receiverPath = receiverPath
        self.hasCallReceiver = hasCallReceiver
        self.flags = flags
        self.text = text
        self.arguments = arguments
        self.order = order
    }
}

/// A call on `self` or unqualified, recorded in order in declarations that
/// make a sequence-sensitive call.
public struct LocalCallFact: Sendable, Equatable {
    public var name: String
    public var receiverPath: [String]
    /// Inside the closure of a `Task { }`-like call: it does not block the caller.
    public var inSpawnedTask: Bool
    /// See `CallFact.order`.
    public var order: Int32
}

/// Up to sixteen optional strings, stored as the ones present and a mask;
/// the first one inline, since most declarations have exactly one (a type
/// or a return type) and an array each would be an allocation each.
struct DeclDetails: Sendable, Equatable {
    // the mask last: the declaration's small fields follow it in its tail
    private var first: String = ""
    private var rest: [String] = []
    private var mask: UInt16 = 0

    /// Sets a slot above every slot set so far (extraction fills them in
    /// order): the value goes last, without the setter's shifting.
    mutating func append(_ slot: Int, _ value: String?) {
        guard let value else { return }
        let bit = UInt16(1) << UInt16(slot)
        precondition(mask < bit, "declaration details set out of slot order")
        if mask == 0 { first = value } else { rest.append(value) }
        mask |= bit
    }

    /// Slots `0..<count` in order into a blob or a hash, as `optional` of
    /// each would (presence, then the text): the texts borrowed, not
    /// copied out one by one.
    func walk<Sink: FactSink>(slots count: Int, into out: inout Sink) {
        rest.withUnsafeBufferPointer { rest in
            var at = 0
            for slot in 0..<count {
                guard mask & (UInt16(1) << UInt16(slot)) != 0 else {
                    out.bool(false)
                    continue
                }
                out.bool(true)
                if at == 0 { out.string(first) } else { out.string(rest[at - 1]) }
                at += 1
            }
        }
    }

    subscript(slot: Int) -> String? {
        get {
            let bit = UInt16(1) << UInt16(slot)
            guard mask & bit != 0 else { return nil }
            let at = (mask & (bit &- 1)).nonzeroBitCount
            return at == 0 ? first : rest[at - 1]
        }
        set {
            // in place: extraction sets a declaration's details one by one
            let bit = UInt16(1) << UInt16(slot)
            let at = (mask & (bit &- 1)).nonzeroBitCount
            switch (mask & bit != 0, newValue) {
            case (false, nil): return
            case (true, let v?):
                if at == 0 { first = v } else { rest[at - 1] = v }
            case (false, let v?):
                mask |= bit
                if mask == bit {
                    first = v
                } else if at == 0 {
                    rest.insert(first, at: 0)
                    first = v
                } else {
                    rest.insert(v, at: at - 1)
                }
            case (true, nil):
                // canonical: no value held for an absent slot, "" when none is present
                mask &= ~bit
                if at > 0 { rest.remove(at: at - 1) } else { first = rest.isEmpty ? "" : rest.removeFirst() }
            }
        }
    }
}

/// What one library extracted about one declaration (`LibraryExtraction`):
/// bytes only that library reads. The core stores, compares and hashes
/// them with the declaration's other facts; their ranges are in the
/// file's anchors (`AnchorRole.extracted`).
public struct LibraryFact: Sendable, Equatable {
    /// The library's place in the extractor's list.
    public var library: UInt8
    public var bytes: [UInt8]

    public init(library: UInt8, bytes: [UInt8]) {
        self.library = library
        self.bytes = bytes
    }
}

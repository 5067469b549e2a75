import WiringSyntax

/// Where a file's declarations and calls sit: byte ranges, kept apart from
/// the facts so that an edit that moves code without changing what it
/// declares re-anchors findings instead of recomputing them. Stored flat
/// (one array per file, aligned with `FileFacts`), as the whole map of
/// identity → ranges.
public struct FileAnchors: Sendable, Equatable {
    /// Per declaration: a mask of the fixed slots it has, those ranges, then
    /// its attributes (range, name range), modifiers, inheritance entries and
    /// parameters; two values per range.
    var declValues = PackedInts()
    /// Start of each declaration's ranges in `declValues`.
    var declStarts = PackedInts()
    /// Per call of `FileFacts.calls`: range, name range.
    var callValues = PackedInts()
    /// Per local call: range, name range.
    var localCallValues = PackedInts()
    /// Per file-level macro expansion (`FileFacts.fileMacros`): its range.
    var fileMacroValues = PackedInts()
    /// The ranges each library fact (`FileFacts.libraryFacts`) recorded, and
    /// where each fact's start in `libraryValues`.
    var libraryValues = PackedInts()
    var libraryStarts = PackedInts()
    /// `// wiring:disable-…` comments, by line.
    public var suppressions = Suppressions()
    /// The hash of the whole text: where lines start and what columns hold
    /// are positions too (a blank line turned into a space moves every
    /// finding after it by a line, with every byte offset kept).
    public var textHash: UInt64 = 0

    public init() {}

    /// Fixed ranges of a declaration, by slot.
    public enum Slot: Int, CaseIterable, Sendable {
        /// From the first attribute or modifier to the end.
        case declaration, keyword, name, body, parameterClause, asyncKeyword, throwsClause, genericParameters,
             initializer, typeAnnotation, returnType, whereClause
    }

    func pair(_ values: PackedInts, _ at: Int) -> Range<Int>? {
        guard at + 1 < values.count, values[at] >= 0 else { return nil }
        return Int(values[at])..<Int(max(values[at], values[at + 1]))
    }

    /// Every list of values, in the order the cache stores them, each by
    /// name (through key paths, each access copied the anchors).
    mutating func forEachList(_ body: (inout PackedInts) throws -> Void) rethrows {
        try body(&declValues)
        try body(&declStarts)
        try body(&callValues)
        try body(&localCallValues)
        try body(&fileMacroValues)
        try body(&libraryValues)
        try body(&libraryStarts)
    }

    /// How many values the map holds (memory measurements).
    public var intCount: Int {
        var lists = self, n = 0
        lists.forEachList { n += $0.count }
        return n
    }

    public func fileMacroRange(_ k: Int) -> Range<Int>? { pair(fileMacroValues, 2 * k) }

    public func range(decl: Int, _ slot: Slot) -> Range<Int>? {
        guard decl < declStarts.count else { return nil }
        let start = Int(declStarts[decl])
        guard start < declValues.count else { return nil }
        let mask = UInt32(bitPattern: declValues[start])
        let bit = UInt32(1) << UInt32(slot.rawValue)
        guard mask & bit != 0 else { return nil }
        return pair(declValues, start + 1 + 2 * (mask & (bit - 1)).nonzeroBitCount)
    }

    /// The k-th variable range of a declaration after the fixed slots
    /// (attributes take two each: range, name range).
    func variable(decl: Int, _ k: Int) -> Range<Int>? {
        guard decl < declStarts.count else { return nil }
        let start = Int(declStarts[decl])
        guard start < declValues.count else { return nil }
        let at = start + 1 + 2 * (UInt32(bitPattern: declValues[start]).nonzeroBitCount + k)
        let end = decl + 1 < declStarts.count ? Int(declStarts[decl + 1]) : declValues.count
        guard at + 1 < end else { return nil }
        return pair(declValues, at)
    }

    public func callRange(_ i: Int) -> Range<Int>? { pair(callValues, 4 * i) }
    public func callNameRange(_ i: Int) -> Range<Int>? { pair(callValues, 4 * i + 2) }
    public func localCallNameRange(_ i: Int) -> Range<Int>? { pair(localCallValues, 4 * i + 2) }

    /// The k-th range library fact `f` recorded.
    func libraryRange(fact f: Int, _ k: Int) -> Range<Int>? {
        guard f < libraryStarts.count, k >= 0 else { return nil }
        let at = Int(libraryStarts[f]) + 2 * k
        let end = f + 1 < libraryStarts.count ? Int(libraryStarts[f + 1]) : libraryValues.count
        guard at + 1 < end else { return nil }
        return pair(libraryValues, at)
    }
}

/// Resolves anchor roles against a file's facts (for the counts) and
/// anchors. A class: it is made once per file state and handed around.
public final class AnchorMap: Sendable {
    public let facts: FileFacts
    public let anchors: FileAnchors
    /// Identity → index in `facts.decls`.
    private let index: [DeclID: Int32]

    public init(facts: FileFacts, anchors: FileAnchors) {
        self.facts = facts
        self.anchors = anchors
        var index: [DeclID: Int32] = [:]
        index.reserveCapacity(facts.decls.count)
        for i in facts.decls.indices { index[facts.decls[i].id] = Int32(i) }
        self.index = index
    }

    public func declIndex(_ id: DeclID) -> Int? { index[id].map(Int.init) }

    /// The byte range an anchor stands for, or nil when the file no longer
    /// has it.
    public func range(_ id: DeclID, _ role: AnchorRole) -> Range<Int>? {
        // a file-level expansion belongs to no declaration
        if case .fileMacro(let k) = role { return anchors.fileMacroRange(k) }
        guard let i = declIndex(id) else { return nil }
        return range(decl: i, role)
    }

    public func range(decl i: Int, _ role: AnchorRole) -> Range<Int>? {
        let d = facts.decls[i]
        switch role {
        case .declaration: return anchors.range(decl: i, .declaration)
        case .keyword: return anchors.range(decl: i, .keyword)
        case .name: return anchors.range(decl: i, .name) ?? anchors.range(decl: i, .keyword)
        case .nameOnly: return anchors.range(decl: i, .name)
        case .body: return anchors.range(decl: i, .body)
        case .parameterClause: return anchors.range(decl: i, .parameterClause)
        case .asyncKeyword: return anchors.range(decl: i, .asyncKeyword)
        case .throwsClause: return anchors.range(decl: i, .throwsClause)
        case .genericParameters: return anchors.range(decl: i, .genericParameters)
        case .initializer: return anchors.range(decl: i, .initializer)
        case .typeAnnotation: return anchors.range(decl: i, .typeAnnotation)
        case .returnType: return anchors.range(decl: i, .returnType)
        case .whereClause: return anchors.range(decl: i, .whereClause)
        case .binding:
            guard let name = anchors.range(decl: i, .name), let whole = anchors.range(decl: i, .declaration) else { return nil }
            return name.lowerBound..<max(name.upperBound, whole.upperBound)
        case .bodyStart:
            guard let body = anchors.range(decl: i, .body), !body.isEmpty else { return nil }
            return (body.lowerBound + 1)..<(body.lowerBound + 1)
        case .attribute(let k):
            return k < d.attributes.count ? anchors.variable(decl: i, 2 * k) : nil
        case .attributeName(let k):
            return k < d.attributes.count ? anchors.variable(decl: i, 2 * k + 1) : nil
        case .modifier(let k):
            return k < d.modifiers.count ? anchors.variable(decl: i, 2 * d.attributes.count + k) : nil
        case .inherit(let k):
            return k < d.inherits.count
                ? anchors.variable(decl: i, 2 * d.attributes.count + d.modifiers.count + k) : nil
        case .parameter(let k):
            return k < d.params.count
                ? anchors.variable(decl: i, 2 * d.attributes.count + d.modifiers.count + d.inherits.count + k) : nil
        case .argument(let k, let n), .argumentValue(let k, let n), .argumentElement(let k, let n, _):
            guard k < d.attributes.count, n < d.attributes[k].arguments.count else { return nil }
            var at = 2 * d.attributes.count + d.modifiers.count + d.inherits.count + d.params.count
            for earlier in d.attributes[..<k] { at += 2 * earlier.arguments.count }
            at += 2 * n
            if case .argument = role { return anchors.variable(decl: i, at) }
            return anchors.variable(decl: i, at + 1)
        case .typeArgument:
            return anchors.range(decl: i, .typeAnnotation)
        case .parameterTypeArgument(let k, _):
            return range(decl: i, .parameter(k))
        case .fileMacro(let k):
            return anchors.fileMacroRange(k)
        case .call(let k):
            let c = Int(d.calls.lowerBound) + k
            return c < Int(d.calls.upperBound) ? anchors.callRange(c) : nil
        case .callName(let k):
            let c = Int(d.calls.lowerBound) + k
            return c < Int(d.calls.upperBound) ? anchors.callNameRange(c) : nil
        case .localCallName(let k):
            let c = Int(d.localCalls.lowerBound) + k
            return c < Int(d.localCalls.upperBound) ? anchors.localCallNameRange(c) : nil
        case .extracted(let library, let k):
            for f in Int(d.libraryFacts.lowerBound)..<Int(d.libraryFacts.upperBound)
            where Int(facts.libraryFacts[f].library) == library {
                return anchors.libraryRange(fact: f, k)
            }
            return nil
        }
    }
}

extension AnchorMap {
    private func element(_ k: Int, _ elements: [Range<Int>]) -> Range<Int>? {
        k < elements.count && !elements[k].isEmpty ? elements[k] : nil
    }

    /// The range of an anchor, with the roles that name a part of a written
    /// value (an array element, a generic argument) narrowed in `text`.
    public func range(_ id: DeclID, _ role: AnchorRole, text: SourceText) -> Range<Int>? {
        guard let r = range(id, role) else { return nil }
        switch role {
        case .argumentElement(_, _, let e): return element(e, ArgumentReader.elements(of: r, in: text, opening: .lbracket))
        case .typeArgument(let k), .parameterTypeArgument(_, let k):
            return element(k, ArgumentReader.elements(of: r, in: text, opening: .operator))
        default: return r
        }
    }
}

/// Which range of a declaration an anchor means.
public enum AnchorRole: Hashable, Sendable {
    case declaration, keyword
    /// The name token, else the keyword.
    case name
    /// The name token only.
    case nameOnly
    case body, parameterClause, asyncKeyword, throwsClause, genericParameters
    /// A `var`/`let`'s initial value (after `=`), type annotation (after
    /// `:`); a function's return type (after `->`); a generic `where` clause
    /// (from `where`).
    case initializer, typeAnnotation, returnType, whereClause
    /// A `var`/`let` binding from its name to its end (`name: Type = value`).
    case binding
    /// The empty range right after the body's `{` (where a first member goes).
    case bodyStart
    case attribute(Int), attributeName(Int), modifier(Int), inherit(Int), parameter(Int)
    /// The n-th argument of the k-th attribute (`label: value`), its value,
    /// and the e-th element of that value when it is an array literal
    /// (narrowed from the value's text when localized).
    case argument(attribute: Int, Int), argumentValue(attribute: Int, Int)
    case argumentElement(attribute: Int, Int, element: Int)
    /// The k-th generic argument of the type annotation's outermost generic
    /// type (`ErasedInstantiator<F, B>`: 0 is `F`), narrowed when localized.
    case typeArgument(Int)
    /// The same in the type of the k-th parameter: `parameterTypeArgument(k, n)`.
    case parameterTypeArgument(Int, Int)
    /// The k-th file-level macro expansion of the file (`FileFacts.fileMacros`;
    /// the anchor's declaration is ignored).
    case fileMacro(Int)
    /// The k-th of the declaration's recorded calls (whole call, its name).
    case call(Int), callName(Int)
    case localCallName(Int)
    /// The k-th range a library's own extraction recorded about the
    /// declaration (`ExtractedFact.ranges`); `library` is its place in the
    /// extractor's list (`UpdateContext.library`).
    case extracted(library: Int, Int)
}

/// A place in the workspace, by identity: a file, a declaration of it, a
/// part of that declaration.
public struct Anchor: Hashable, Sendable {
    public var file: String
    public var decl: DeclID
    public var role: AnchorRole

    public init(file: String, decl: DeclID, role: AnchorRole) {
        self.file = file
        self.decl = decl
        self.role = role
    }
}

/// A file's offsets and indices: two bytes each when every one fits (-1 and
/// 0...65,534, which a file under 64 KB has), four otherwise. A 10,000-file
/// workspace holds 4.8 million of them.
struct PackedInts: RandomAccessCollection, Sendable, Equatable {
    /// Exactly one of them is used (both empty: no values); -1 is 0xFFFF.
    private var narrow: [UInt16] = []
    private var wide: [Int32] = []

    init() {}

    init(_ values: [Int32]) {
        // whether all fit, then narrowed: two loops without an exit, which
        // the compiler vectorizes (one that stopped at the first misfit was
        // a comparison and a branch per value)
        let fits = values.withUnsafeBufferPointer { v in
            var lowest: Int32 = 0, highest: Int32 = 0
            for x in v {
                lowest = Swift.min(lowest, x)
                highest = Swift.max(highest, x)
            }
            return lowest >= -1 && highest < 0xFFFF
        }
        if fits {
            narrow = [UInt16](unsafeUninitializedCapacity: values.count) { out, done in
                values.withUnsafeBufferPointer { v in
                    for i in v.indices { out[i] = UInt16(truncatingIfNeeded: v[i]) }
                }
                done = values.count
            }
        } else {
            // exactly sized: every file's anchors stay in memory
            wide = values.capacity > values.count + values.count / 8 + 4 ? Array(values[...]) : values
        }
    }

    /// Bytes as `withStorage` hands them out: 2 or 4 per value, little-endian.
    init?(width: Int, count: Int, bytes: UnsafeRawBufferPointer) {
        guard bytes.count == width * count else { return nil }
        switch width {
        case 2:
            narrow = [UInt16](unsafeUninitializedCapacity: count) { buffer, done in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
                done = count
            }
            for i in narrow.indices { narrow[i] = UInt16(littleEndian: narrow[i]) }
        case 4:
            wide = [Int32](unsafeUninitializedCapacity: count) { buffer, done in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
                done = count
            }
            for i in wide.indices { wide[i] = Int32(littleEndian: wide[i]) }
        default:
            return nil
        }
        // only the canonical form: equal values, equal storage
        if width == 4 && PackedInts(wide) != self { return nil }
    }

    /// The width (2 or 4) and the bytes of the values, little-endian on
    /// every platform Wiring builds for.
    func withStorage<R>(_ body: (Int, UnsafeRawBufferPointer) -> R) -> R {
        wide.isEmpty ? narrow.withUnsafeBytes { body(2, $0) } : wide.withUnsafeBytes { body(4, $0) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { wide.isEmpty ? narrow.count : wide.count }

    subscript(i: Int) -> Int32 {
        if wide.isEmpty {
            let v = narrow[i]
            return v == 0xFFFF ? -1 : Int32(v)
        }
        return wide[i]
    }
}

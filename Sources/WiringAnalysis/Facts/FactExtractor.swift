import WiringSyntax

/// One file's outline → its facts (position-free) and anchors (positions),
/// as the registered libraries ask for them: the neutral facts every
/// library reads, the calls their interests name (`SyntaxInterest`), and
/// what their own extractions record (`LibraryExtraction`).
public struct FactExtractor: Sendable {
    /// Bumped whenever the neutral extraction or the encoding changes.
    static let coreFormatVersion = 22

    /// The union of the libraries' interests.
    public let interest: SyntaxInterest
    /// `interest.callNames` as bytes, sorted.
    let callNameBytes: [[UInt8]]
    /// What makes a body's calls matter (`SyntaxInterest.callWords`): the
    /// parse of `extract(source:)` skips the others.
    public let callWords: CallWords
    /// Each library's own extraction, by its place in the list.
    let extractions: [ExtractionSlot]
    /// The version of the facts this extractor makes: derived from the core's
    /// and from what every library asks for (its id, interest and
    /// extraction version, in order), so that facts cached by another set of
    /// libraries, or another version of one, are never read.
    public let formatVersion: Int

    /// `extractionsOf`: the libraries (by place) whose own extractions run;
    /// all of them when nil (the others' interests still count). For
    /// measuring what each extraction costs.
    public init(libraries: [any Library], extractionsOf kept: Set<Int>? = nil) {
        interest = SyntaxInterest.union(libraries.map(\.interest))
        callNameBytes = interest.callNames.sorted().map { Array($0.utf8) }
        callWords = interest.callWords
        var list: [ExtractionSlot] = []
        var h = StableHasher()
        h.combine(Self.coreFormatVersion)
        for (k, library) in libraries.enumerated() {
            h.combine(library.id)
            library.interest.combine(into: &h)
            if kept?.contains(k) ?? true, let e = library.extraction {
                list.append(ExtractionSlot(library: UInt8(k), extraction: e))
                h.combine(e.version)
            } else {
                h.combine(-1)
            }
        }
        extractions = list
        // positive, so that it reads the same wherever it is printed
        formatVersion = Int(truncatingIfNeeded: h.value >> 1)
    }

    /// `T(…)`, `T.init(…)`, `try await T(…)`, `Module.T { … }` in `range` →
    /// `T`; else nil (a candidate: the analysis checks that `T` is a type).
    public static func constructedTypeName(in range: Range<Int>, _ source: SourceText) -> String? {
        Extraction.constructedTypeName(in: range, source)
    }

    /// The file's top-level declarations, and in their places its runs of
    /// top-level statements (`main.swift`), each as a function without a
    /// name, parameters or body that makes the run's calls: to a library,
    /// a registration or a task started there is code like any function's.
    static func withTopLevelCode(_ outline: Outline) -> [Decl] {
        guard !outline.topLevelCode.isEmpty else { return outline.decls }
        var out: [Decl] = []
        out.reserveCapacity(outline.decls.count + outline.topLevelCode.count)
        var k = 0
        for code in outline.topLevelCode {
            while k < outline.decls.count && outline.decls[k].range.lowerBound < code.range.lowerBound {
                out.append(outline.decls[k])
                k += 1
            }
            var d = Decl(kind: .func, name: "", position: code.range.lowerBound,
                         keywordRange: code.range.lowerBound..<code.range.lowerBound, range: code.range)
            d.calls = code.calls
            out.append(d)
        }
        out.append(contentsOf: outline.decls[k...])
        return out
    }

    /// Initial values longer than this are cut (their start is what rules read).
    public static let maxInitializerText = 160
    static let maxCallText = 160

    /// A text's facts, parsed without reading the calls of bodies no
    /// library asks about: the same facts as `extract(ParsedFile(source:))`.
    public func extract(source: SourceText, textHash: UInt64? = nil) -> (facts: FileFacts, anchors: FileAnchors) {
        extract(ParsedFile(source: source, callWords: callWords), textHash: textHash)
    }

    /// `textHash`: the text's `StableHasher.hash`, when the caller has it.
    public func extract(_ file: ParsedFile, textHash: UInt64? = nil) -> (facts: FileFacts, anchors: FileAnchors) {
        var x = Extraction(file: file, extractor: self)
        x.walk(Self.withTopLevelCode(file.outline), parent: -1, parentID: 0, end: Int.max)
        x.finish(textHash: textHash ?? StableHasher.hash(file.source.bytes))
        // moved out, not copied (a copy retained and released every list)
        var facts = FileFacts(), anchors = FileAnchors()
        swap(&facts, &x.facts)
        swap(&anchors, &x.anchors)
        return (facts, anchors)
    }
}

/// A library's extraction and its place in the registry. A class: called
/// through an array of tuples, each call copied the existential (and
/// retained what the extraction holds) once per declaration.
final class ExtractionSlot: Sendable {
    let library: UInt8
    let extraction: any LibraryExtraction

    init(library: UInt8, extraction: any LibraryExtraction) {
        self.library = library
        self.extraction = extraction
    }
}

private struct Extraction {
    let file: ParsedFile
    let extractor: FactExtractor
    var interest: SyntaxInterest { extractor.interest }
    let extractions: [ExtractionSlot]
    /// The outline's modifiers (`Decl.modifierRange`), held once: reached
    /// through `file.outline` for each declaration, the outline was copied.
    let modifiers: [Modifier]
    var facts = FileFacts()
    var anchors = FileAnchors()
    /// The anchors' values as they are gathered; packed into `anchors` at the end.
    var values = AnchorValues()
    var source: SourceText { file.source }
    /// Identities used so far in the file (for overload ordinals).
    var usedIDs = IdentitySet()
    /// The calls range of the previous binding (`var a = f(), b = g()` share theirs).
    var lastCalls: Range<Int> = 0..<0
    var lastKeyword = -1
    /// The keyword of the previous `var`/`let` (its later bindings share it).
    var lastBindingKeyword = -1
    /// The first of `Outline.tuplePatterns` not yet placed.
    var nextTuplePattern = 0

    init(file: ParsedFile, extractor: FactExtractor) {
        self.file = file
        self.extractor = extractor
        modifiers = file.outline.modifiers
        // the libraries this file may matter to, asked once
        extractions = extractor.extractions.filter { $0.extraction.mayRecord(in: file) }
        // exactly: every file's facts stay in memory, and growing by
        // doubling left a third of the declarations' storage empty
        facts.decls.reserveCapacity(Self.factCount(file.outline.decls))
        values.declStarts.reserveCapacity(facts.decls.capacity)
        // about what a declaration's anchors take (grown by doubling, they were copied a few times)
        values.declValues.reserveCapacity(facts.decls.capacity * 16)
    }

    /// How many declarations `visit` records: all but enum cases and
    /// associated types, with the members of types.
    static func factCount(_ decls: [Decl]) -> Int {
        var n = 0
        for k in decls.indices {
            switch decls[k].kind {
            case .case, .associatedtype: continue
            default: n += 1
            }
            if decls[k].kind.isTypeLike, let members = decls[k].members { n += factCount(members) }
        }
        return n
    }

    /// `end`: where the list's enclosing body ends (its tuple patterns are before).
    mutating func walk(_ decls: [Decl], parent: Int32, parentID: UInt64, end: Int) {
        // each declaration read in place (see `DeclReference`)
        decls.withUnsafeBufferPointer { list in
            guard let base = list.baseAddress else { return }
            for k in list.indices {
                if nextTuplePattern < file.outline.tuplePatterns.count {
                    addTuplePatterns(before: (base + k).pointee.range.lowerBound, parent: parent)
                }
                visit(DeclReference(base + k), parent: parent, parentID: parentID)
            }
        }
        if nextTuplePattern < file.outline.tuplePatterns.count { addTuplePatterns(before: end, parent: parent) }
    }

    /// The tuple patterns before `offset` not yet placed: in this list, after
    /// the declarations before them (and after the other bindings of their
    /// own `var`/`let`, which start where it does).
    mutating func addTuplePatterns(before offset: Int, parent: Int32) {
        let all = file.outline.tuplePatterns
        while nextTuplePattern < all.count, all[nextTuplePattern].keywordRange.lowerBound < offset {
            let t = all[nextTuplePattern]
            nextTuplePattern += 1
            facts.tuplePatterns.append(TuplePatternFact(
                parent: parent, position: Int32(facts.decls.count), text: source.text(t.pattern), type: t.type?.text,
                attributes: t.attributes.map(\.name), modifiers: Modifiers(t.modifiers[...]),
                hasInitializer: t.initializer != nil, hasBody: t.body != nil))
        }
    }

    mutating func visit(_ d: DeclReference, parent: Int32, parentID: UInt64) {
        switch d.kind {
        case .case, .associatedtype: return
        default: break
        }
        let index = Int32(facts.decls.count)
        let id = DeclID(identity(d, parentID: parentID))
        facts.decls.append(DeclFact(kind: d.kind, name: d.name, parent: parent, id: id))
        Extraction.fill(&facts.decls[Int(index)], d, modifiers[d.modifierRange], file)
        if d.kind == .var || d.kind == .let {
            if d.keywordRange.lowerBound == lastBindingKeyword { facts.decls[Int(index)].flags.insert(.continuesDeclaration) }
            lastBindingKeyword = d.keywordRange.lowerBound
        }
        addAnchors(d, index: Int(index))
        let calls = recordCalls(d, index: Int(index))
        extractLibraryFacts(d, index: Int(index), calls: calls)
        if d.kind.isTypeLike, d.members != nil || d.body != nil {
            walk(d.members ?? [], parent: index, parentID: id.value, end: d.body?.upperBound ?? d.range.upperBound)
        }
        facts.decls[Int(index)].subtreeEnd = Int32(facts.decls.count)
    }

    /// Hash of (enclosing identity, kind, signature name), made unique in the file.
    mutating func identity(_ d: DeclReference, parentID: UInt64) -> UInt64 {
        var h = StableHasher()
        h.combine(parentID)
        h.combine(FactsCoding.kindCode(d.kind))
        h.combine(d.name)
        if d.kind == .func || d.kind == .`init` || d.kind == .subscript, let params = d.params {
            // `load(id:)`: overloads by label differ in identity
            h.combine(params.count)
            for p in params { h.combine(p.label) }
        }
        var id = h.value
        var ordinal: UInt64 = 1
        while !usedIDs.insert(id) {
            var o = StableHasher()
            o.combine(h.value)
            o.combine(ordinal)
            id = o.value
            ordinal += 1
        }
        return id
    }

    /// Fills a declaration's facts in place (building one in a local and
    /// appending it would copy every field); its details in slot order.
    static func fill(_ f: inout DeclFact, _ d: DeclReference, _ modifiers: ArraySlice<Modifier>, _ file: ParsedFile) {
        let source = file.source
        var flags: DeclFlags = []
        if d.isAsync == true { flags.insert(.async) }
        if d.isThrows == true { flags.insert(.throws) }
        if d.isAsync != nil || d.isThrows != nil { flags.insert(.hasEffects) }
        if d.isTypedThrows { flags.insert(.typedThrows) }
        if d.body != nil { flags.insert(.hasBody) }
        if d.params != nil { flags.insert(.hasParameterClause) }
        if d.whereClause != nil { flags.insert(.hasWhereClause) }
        if d.kind == .`init`, d.keywordRange.upperBound < source.count,
           source.bytes[d.keywordRange.upperBound] == UInt8(ascii: "?") || source.bytes[d.keywordRange.upperBound] == UInt8(ascii: "!") {
            flags.insert(.failable)
        }
        if d.genericParameters != nil { flags.insert(.hasGenericParameters) }
        // only statements made into a function (`withTopLevelCode`) have no keyword
        if d.kind == .func && d.keywordRange.isEmpty { flags.insert(.topLevelCode) }
        if d.inIfConfig { flags.insert(.inIfConfig) }
        // each member read in place (a `Decl` passed to a closure is copied, its every field retained)
        if d.kind == .enum, let members = d.members, members.withUnsafeBufferPointer({ list in
            list.indices.contains { list[$0].kind == .case && list[$0].associatedValues != nil }
        }) {
            flags.insert(.hasPayloadCase)
        }
        f.attributes = d.attributes.map { a in
            AttributeFact(name: a.name,
                          arguments: a.arguments.map { ArgumentFact(label: $0.label, text: source.tokenText($0.value, compact: $0.text)) },
                          hasArgumentClause: a.argumentClause != nil, isConditional: a.isConditional)
        }
        f.modifiers = Modifiers(modifiers)
        f.inherits = (d.inherits ?? []).map(\.text)
        // the entries as written, kept only when some differs from its type text
        if let inherits = d.inherits, inherits.contains(where: { !source.bytesEqual($0.range, $0.text) }) {
            f.inheritsWritten = inherits.map { source.text($0.range) }
        }
        if let params = d.params {
            f.params = params.map { p in
                ParamFact(label: p.label, name: p.name, type: p.type, hasDefault: p.defaultValue != nil,
                          attributes: p.attributes)
            }
        }
        f.details.append(0, d.returnType?.text)
        if let t = d.type {
            f.details.append(1, t.text)
            f.details.append(2, plainTypePath(t.text) ?? typeName(in: t.range, source))
        }
        if let r = d.initializer {
            flags.insert(.hasInitializer)
            if d.kind == .let || d.kind == .var {
                if d.type == nil { f.details.append(3, constructedTypeName(in: r, source)) }
                if r.count <= FactExtractor.maxInitializerText * 2 {
                    let text = file.compactText(r)
                    if text.utf8.count <= FactExtractor.maxInitializerText {
                        f.details.append(4, text)
                    } else {
                        f.details.append(4, String(decoding: text.utf8.prefix(FactExtractor.maxInitializerText), as: UTF8.self))
                        flags.insert(.longInitializer)
                    }
                } else {
                    f.details.append(4, file.compactText(r.lowerBound..<(r.lowerBound + FactExtractor.maxInitializerText)))
                    flags.insert(.longInitializer)
                }
            }
        }
        if d.isTypedThrows, let r = d.throwsRange {
            f.details.append(5, source.text(r))
            f.details.append(6, file.compactText(r))
        }
        if d.kind == .typealias, let r = d.initializer, !r.isEmpty { f.details.append(7, source.tokenText(r)) }
        f.flags = flags
    }

    // MARK: - Anchors

    mutating func addAnchors(_ d: DeclReference, index: Int) {
        values.declStarts.append(Int32(values.declValues.count))
        var argumentCount = 0
        for a in d.attributes { argumentCount += a.arguments.count }
        // at most: the mask, 12 fixed ranges, and the lists' ranges
        let modifiers = self.modifiers[d.modifierRange]
        let most = 1 + 2 * (12 + 2 * d.attributes.count + modifiers.count + (d.inherits?.count ?? 0)
                                + (d.params?.count ?? 0) + 2 * argumentCount)
        // written into a buffer on the stack, appended at once (appending each value, then packing them
        // in two passes, was a tenth of extraction's instructions)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: most) { buffer in
            var n = 1
            @inline(__always) func add(_ r: Range<Int>?) {
                guard let r else { return }
                buffer[n] = Int32(truncatingIfNeeded: r.lowerBound)
                buffer[n + 1] = Int32(truncatingIfNeeded: r.upperBound)
                n += 2
            }
            // in slot order (`FileAnchors.Slot`): which the declaration has, then only those
            var mask: UInt32 = 1 | 2  // declaration and keyword are always there
            add(d.range)
            add(d.keywordRange)
            @inline(__always) func slot(_ r: Range<Int>?, _ k: UInt32) {
                guard r != nil else { return }
                mask |= 1 << k
                add(r)
            }
            slot(d.nameRange, 2); slot(d.body, 3); slot(d.parameterClause, 4); slot(d.asyncRange, 5)
            slot(d.throwsRange, 6); slot(d.genericParameters, 7); slot(d.initializer, 8); slot(d.type?.range, 9)
            slot(d.returnType?.range, 10); slot(d.whereClause, 11)
            buffer[0] = Int32(bitPattern: mask)
            for a in d.attributes {
                add(a.range)
                add(a.nameRange)
            }
            for m in modifiers { add(m.range) }
            if let inherits = d.inherits { for e in inherits { add(e.range) } }
            if let params = d.params { for p in params { add(p.range) } }
            for a in d.attributes {
                for arg in a.arguments {
                    add((arg.labelRange?.lowerBound ?? arg.value.lowerBound)..<arg.value.upperBound)
                    add(arg.value)
                }
            }
            values.declValues.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<n]))
        }
    }

    // MARK: - Calls

    func isInteresting(_ c: Call) -> Bool {
        let r = c.nameRange
        let bytes = source.bytes
        for name in extractor.callNameBytes where name.count == r.count {
            var k = 0
            while k < name.count && bytes[r.lowerBound + k] == name[k] { k += 1 }
            if k == name.count { return true }
        }
        return false
    }

    /// Records the declaration's calls the interest names; returns them.
    mutating func recordCalls(_ d: DeclReference, index: Int) -> [Call] {
        let start = Int32(facts.calls.count), localStart = Int32(facts.localCalls.count)
        defer {
            facts.decls[index].calls = start..<Int32(facts.calls.count)
            facts.decls[index].localCalls = localStart..<Int32(facts.localCalls.count)
        }
        guard !d.calls.isEmpty else { return [] }
        // the bindings of `var a = f(), b = g()` share their calls: the first one has them
        if d.calls == lastCalls && d.keywordRange.lowerBound == lastKeyword { return [] }
        lastCalls = d.calls
        lastKeyword = d.keywordRange.lowerBound
        let all = file.outline.calls(in: d)
        let interesting = all.filter { isInteresting($0) }
        guard !interesting.isEmpty else { return [] }
        let sequence = interesting.contains { interest.sequenceMarkers.contains(file.name($0)) }
        // relative order by start offset, over every call recorded here
        var starts: [Int] = interesting.map { $0.range.lowerBound }
        var locals: [Call] = []
        if sequence {
            let spawned = all.filter { interest.spawners.contains(file.callee($0)) }
            for c in all where c.receiver < 0 {
                locals.append(c)
                starts.append(c.range.lowerBound)
            }
            starts.sort()
            for c in locals {
                let inTask = spawned.contains {
                    $0.range.lowerBound < c.range.lowerBound && c.range.upperBound <= $0.range.upperBound
                }
                facts.localCalls.append(LocalCallFact(name: file.name(c), receiverPath: receiverPath(c),
                                                      inSpawnedTask: inTask,
                                                      order: Int32(rank(c.range.lowerBound, in: starts))))
                for r in [c.range, c.nameRange] {
                    values.localCallValues.append(Int32(truncatingIfNeeded: r.lowerBound))
                    values.localCallValues.append(Int32(truncatingIfNeeded: r.upperBound))
                }
            }
        } else {
            starts.sort()
        }
        for c in interesting {
            let path = receiverPath(c)
            let text = file.compactText(c.range.lowerBound..<min(c.range.upperBound, c.range.lowerBound + 4 * FactExtractor.maxCallText))
            let args = file.outline.arguments(of: c).map { a in
                ArgumentFact(label: a.labelRange.map { source.text($0) }, text: a.isSimple ? source.tokenText(a.value) : "")
            }
            facts.calls.append(CallFact(
                name: file.name(c), receiverPath: path, hasCallReceiver: c.receiver >= 0, flags: c.flags.rawValue,
                text: String(decoding: text.utf8.prefix(FactExtractor.maxCallText), as: UTF8.self),
                arguments: args, order: Int32(rank(c.range.lowerBound, in: starts))))
            for r in [c.range, c.nameRange] {
                values.callValues.append(Int32(truncatingIfNeeded: r.lowerBound))
                values.callValues.append(Int32(truncatingIfNeeded: r.upperBound))
            }
        }
        return interesting
    }

    /// What each library's own extraction records about the declaration.
    mutating func extractLibraryFacts(_ d: DeclReference, index: Int, calls: [Call]) {
        guard !extractions.isEmpty else { return }
        let start = Int32(facts.libraryFacts.count)
        let own = facts.decls[index].calls
        for k in extractions.indices {
            guard let fact = extractions[k].extraction.extract(
                d, calls: facts.calls[Int(own.lowerBound)..<Int(own.upperBound)], callSyntax: calls, in: file) else { continue }
            facts.libraryFacts.append(LibraryFact(library: extractions[k].library, bytes: fact.bytes))
            values.libraryStarts.append(Int32(values.libraryValues.count))
            for r in fact.ranges {
                values.libraryValues.append(Int32(truncatingIfNeeded: r.lowerBound))
                values.libraryValues.append(Int32(truncatingIfNeeded: r.upperBound))
            }
        }
        let end = Int32(facts.libraryFacts.count)
        if end > start { facts.decls[index].libraryFacts = start..<end }
    }

    /// Index of the first start equal to `offset` in sorted `starts`.
    func rank(_ offset: Int, in starts: [Int]) -> Int {
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The receiver of a call as written, split at dots (`x?.f()` →
    /// `["x"]`). Read from the call's whole range: for `x?.f()` the parser's
    /// callee range starts at the `.` and leaves `x?` out.
    func receiverPath(_ c: Call) -> [String] {
        guard c.range.lowerBound < c.nameRange.lowerBound else { return [] }
        let text = file.compactText(c.range.lowerBound..<c.nameRange.lowerBound)
        // by bytes: filtering characters costs a grapheme break each
        var comps: [String] = []
        var part: [UInt8] = []
        func flush() {
            if !part.isEmpty { comps.append(String(decoding: part, as: UTF8.self)) }
            part.removeAll(keepingCapacity: true)
        }
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "."): flush()
            case UInt8(ascii: "?"), UInt8(ascii: "!"): continue
            default: part.append(b)
            }
        }
        flush()
        return comps
    }

    /// `typeName(in:)` of an annotation whose type text is a plain name or
    /// a dotted path of them (`Cache`, `Foundation.Date`), read from the
    /// text: it is the text itself. Nil for anything else (the tokens tell).
    static func plainTypePath(_ text: String) -> String? {
        var dots = 0, startsWord = true, firstLength = 0, first: UInt8 = 0
        for b in text.utf8 {
            if b == UInt8(ascii: ".") {
                // an empty component, or more than `typeName(in:)` reads (32 tokens)
                if startsWord || dots == 14 { return nil }
                dots += 1
                startsWord = true
            } else if (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                        || b == UInt8(ascii: "_") || (!startsWord && b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) {
                if dots == 0 {
                    if firstLength == 0 { first = b }
                    firstLength += 1
                }
                startsWord = false
            } else {
                return nil
            }
        }
        if startsWord { return nil }
        // a first word that is not the type (`some`, `inout`, …: lowercase, as
        // keywords are, where type names seldom are) makes the tokens decide
        if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
           typePrefixSpellings.contains(where: { $0.utf8.count == firstLength && text.utf8.starts(with: $0.utf8) }) {
            return nil
        }
        return text
    }

    /// The words `typeName(in:)` skips before a type's name.
    static func isTypePrefix(_ k: Keyword) -> Bool {
        switch k {
        case .inout, .some, .any, .borrowing, .consuming, .sending, .isolated: return true
        default: return false
        }
    }
    /// Their spellings, for `plainTypePath`, which reads text, not tokens.
    static let typePrefixSpellings = Keyword.allCases.filter(isTypePrefix).map(\.text)

    /// The first type name in a type annotation, past attributes and
    /// specifiers (`inout`, `some`, `any`, …: `isTypePrefix`).
    static func typeName(in range: Range<Int>, _ source: SourceText) -> String? {
        var path: String? = nil
        var skipNext = false, afterDot = false, count = 0
        source.forEachToken(from: range.lowerBound, limit: range.upperBound) { t in
            count += 1
            if count > 32 { return false }
            if let p = path {
                // `A.B.C`: a period, then a name, and so on
                if t.kind == .period && !afterDot { afterDot = true; return true }
                if afterDot && t.kind == .identifier { path = p + "." + source.text(t); afterDot = false; return true }
                return false
            }
            if skipNext { skipNext = false; return true }
            if t.kind == .at { skipNext = true; return true }
            guard t.kind == .identifier else { return false }
            if !isTypePrefix(t.keyword) { path = source.text(t) }
            return true
        }
        return path
    }

    /// `T(…)`, `T.init(…)`, `try await T(…)`, `Module.T { … }` → `T`; else nil.
    /// Streamed: most initial values are decided by their first token.
    static func constructedTypeName(in range: Range<Int>, _ source: SourceText) -> String? {
        enum Step { case effects, afterEffect, afterName, afterPeriod }
        var step = Step.effects
        // the path so far, and where its last component starts in it
        var path = ""
        var lastStart = 0
        var result: String? = nil
        var count = 0
        source.forEachToken(from: range.lowerBound, limit: range.upperBound) { t in
            count += 1
            if count > 32 { return false }
            switch step {
            case .effects, .afterEffect:
                if step == .afterEffect && (t.kind == .postfixQuestion || t.kind == .postfixExclaim) {
                    step = .effects
                    return true
                }
                guard t.kind == .identifier else { return false }
                if t.keyword == .try || t.keyword == .await {
                    step = .afterEffect
                    return true
                }
                path = source.text(t)
                step = .afterName
                return true
            case .afterName:
                if t.kind == .period {
                    step = .afterPeriod
                    return true
                }
                if t.kind == .lparen || t.kind == .lbrace {
                    if path.utf8.count - lastStart == 4 && path.hasSuffix("init") {
                        // `T.init(…)`: the type; a lone `init(…)` names none
                        result = lastStart == 0 ? nil : String(path.utf8.prefix(lastStart - 1))!
                    } else {
                        result = path
                    }
                }
                return false
            case .afterPeriod:
                guard t.kind == .identifier else { return false }
                path += "."
                lastStart = path.utf8.count
                path += source.text(t)
                step = .afterName
                return true
            }
        }
        return result
    }

    /// The arguments of `#name(…)` in `range`: split at its own commas, a
    /// label when one is written, each value's token text.
    static func macroArguments(_ source: SourceText, _ range: Range<Int>) -> [ArgumentFact] {
        let toks = source.tokens(from: range.lowerBound, limit: range.upperBound, max: 100_000)
        guard let open = toks.firstIndex(where: { $0.kind == .lparen }), toks.last?.kind == .rparen, open < toks.count - 1 else { return [] }
        var out: [ArgumentFact] = []
        var depth = 0
        var start = open + 1
        func flush(_ end: Int) {
            guard start < end else { return }
            var from = start
            var label: String? = nil
            if end - start >= 2, toks[start].kind == .identifier, toks[start + 1].kind == .colon {
                label = source.text(toks[start])
                from = start + 2
            }
            let text = from < end ? source.tokenText(Int(toks[from].start)..<Int(toks[end - 1].end)) : ""
            out.append(ArgumentFact(label: label, text: text))
        }
        for i in (open + 1)..<(toks.count - 1) {
            switch toks[i].kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace: depth -= 1
            case .comma where depth == 0:
                flush(i)
                start = i + 1
            default: break
            }
        }
        flush(toks.count - 1)
        return out
    }

    /// File-level `#name(…)` expansions among the markers: outside every
    /// brace, bracket and parenthesis.
    mutating func recordFileMacros(_ names: Set<String>) {
        var depth = 0
        var pending: (name: String, start: Int)? = nil
        var openAt = -1
        var found: [(String, Range<Int>)] = []
        let source = self.source
        source.forEachToken(from: 0, limit: source.count) { t in
            switch t.kind {
            case .lbrace, .lbracket, .lparen:
                if t.kind == .lparen, let p = pending, depth == 0, openAt < 0 {
                    openAt = depth
                    pending = p
                }
                depth += 1
            case .rbrace, .rbracket, .rparen:
                depth = max(0, depth - 1)
                if t.kind == .rparen, depth == 0, let p = pending, openAt == 0 {
                    found.append((p.name, p.start..<Int(t.end)))
                    pending = nil
                    openAt = -1
                }
            case .pound where depth == 0:
                if let p = pending, openAt < 0 { found.append((p.name, p.start..<p.start + p.name.utf8.count + 1)) }
                let text = source.text(t)
                pending = names.contains(text) ? (String(text.dropFirst()), Int(t.start)) : nil
                openAt = -1
            default:
                if depth == 0, let p = pending, openAt < 0 {
                    // written without arguments
                    found.append((p.name, p.start..<p.start + p.name.utf8.count + 1))
                    pending = nil
                }
            }
            return true
        }
        if let p = pending, openAt < 0 { found.append((p.name, p.start..<p.start + p.name.utf8.count + 1)) }
        for (name, r) in found {
            facts.fileMacros.append(name)
            facts.fileMacroArguments.append(Self.macroArguments(source, r))
            values.fileMacroValues.append(Int32(truncatingIfNeeded: r.lowerBound))
            values.fileMacroValues.append(Int32(truncatingIfNeeded: r.upperBound))
        }
    }

    // MARK: - Hashes

    /// Content hashes, innermost first: each declaration's own facts, then
    /// its members' hashes in order.
    mutating func finish(textHash: UInt64) {
        // what grew by appending is kept at its size (every file's facts stay in memory)
        func fit<T>(_ a: inout [T]) { if a.capacity > a.count + a.count / 8 + 4 { a = Array(a[...]) } }
        fit(&facts.calls)
        fit(&facts.localCalls)
        fit(&facts.libraryFacts)
        anchors.suppressions = Suppressions(source)
        facts.markers = interest.textMarkers.filter { source.contains($0) }.sorted()
        if !file.outline.imports.isEmpty {
            facts.imports = AnalysisWorkspace.sortedUnique(file.outline.imports.map(\.name))
            if file.outline.imports.contains(where: \.exported) {
                facts.exportedImports = AnalysisWorkspace.sortedUnique(file.outline.imports.filter(\.exported).map(\.name))
            }
        }
        let macroMarkers = facts.markers.filter { $0.hasPrefix("#") }
        if !macroMarkers.isEmpty { recordFileMacros(Set(macroMarkers)) }
        // packed, exactly sized: every file's anchors stay in memory
        anchors.declValues = PackedInts(values.declValues)
        anchors.declStarts = PackedInts(values.declStarts)
        anchors.callValues = PackedInts(values.callValues)
        anchors.localCallValues = PackedInts(values.localCallValues)
        anchors.fileMacroValues = PackedInts(values.fileMacroValues)
        anchors.libraryValues = PackedInts(values.libraryValues)
        anchors.libraryStarts = PackedInts(values.libraryStarts)
        anchors.textHash = textHash
        internLongStrings()
    }

    /// One copy of each string past 15 bytes the file's facts repeat (a type
    /// named by a property, a parameter and a call is one allocation, not
    /// three), as decoding the cache does: every file's facts stay in memory.
    private mutating func internLongStrings() {
        var table = StringInterner()
        func intern(_ s: inout String) {
            if s.utf8.count > 15 { table.intern(&s) }
        }
        for i in facts.decls.indices {
            intern(&facts.decls[i].name)
            for k in facts.decls[i].params.indices {
                intern(&facts.decls[i].params[k].name)
                intern(&facts.decls[i].params[k].type)
            }
            for k in facts.decls[i].inherits.indices { intern(&facts.decls[i].inherits[k]) }
            if var t = facts.decls[i].type, t.utf8.count > 15 {
                intern(&t)
                facts.decls[i].type = t
            }
        }
        for c in facts.calls.indices {
            intern(&facts.calls[c].name)
            for k in facts.calls[c].arguments.indices { intern(&facts.calls[c].arguments[k].text) }
        }
    }
}

/// A file's anchor values while they are gathered (`FileAnchors` packs them).
struct AnchorValues {
    var declValues: [Int32] = []
    var declStarts: [Int32] = []
    var callValues: [Int32] = []
    var localCallValues: [Int32] = []
    var fileMacroValues: [Int32] = []
    var libraryValues: [Int32] = []
    var libraryStarts: [Int32] = []
}

/// One file's long strings, each kept once: a table probed by the
/// strings' stable hashes (cheaper than `Set<String>`'s seeded one, and
/// only the strings of one file go in).
struct StringInterner {
    private var slots: [Int32] = Array(repeating: -1, count: 64)
    // room for what the slots hold before they grow: not grown from empty
    private var strings: [String] = { var a: [String] = []; a.reserveCapacity(32); return a }()
    private var hashes: [UInt64] = { var a: [UInt64] = []; a.reserveCapacity(32); return a }()

    /// Replaces `s` with the copy kept of an equal string, or keeps it.
    mutating func intern(_ s: inout String) {
        var h = StableHasher()
        h.combine(s)
        let hash = h.value
        if (strings.count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] >= 0 {
            let k = Int(slots[i])
            if hashes[k] == hash && strings[k] == s {
                s = strings[k]
                return
            }
            i = (i + 1) & mask
        }
        slots[i] = Int32(strings.count)
        strings.append(s)
        hashes.append(hash)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for k in hashes.indices {
            var i = Int(truncatingIfNeeded: hashes[k]) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = Int32(k)
        }
    }
}

/// The identities used in one file. They are hashes already, so their own
/// low bits place them: open addressing without hashing them again, as
/// `Set<UInt64>` would (a fifth of the cost of naming a declaration).
struct IdentitySet {
    private var slots: [UInt64] = Array(repeating: 0, count: 64)
    private var count = 0
    /// 0 marks an empty slot; the identity 0 itself is kept apart.
    private var hasZero = false

    /// Whether `id` was new.
    mutating func insert(_ id: UInt64) -> Bool {
        if id == 0 {
            defer { hasZero = true }
            return !hasZero
        }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: id) & mask
        while slots[i] != 0 {
            if slots[i] == id { return false }
            i = (i + 1) & mask
        }
        slots[i] = id
        count += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for id in old where id != 0 {
            var i = Int(truncatingIfNeeded: id) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = id
        }
    }
}

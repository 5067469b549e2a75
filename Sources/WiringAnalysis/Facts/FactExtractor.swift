import WiringSyntax

/// One file's outline → its facts (position-free) and anchors (positions).
public enum FactExtractor {
    /// Which calls the libraries read. Calls are recorded by the callee's
    /// last name; a declaration making a sequence-sensitive call also
    /// records its calls on `self` or unqualified, in order (which of them
    /// run before it), noting those made inside a `Task { }`-like closure.
    public struct Interest: Sendable {
        public var callNames: Set<String>
        public var sequenceMarkers: Set<String>
        public var spawners: Set<String>
        /// Texts whose mere presence in a file matters (SafeDI's tool reads
        /// only files whose text contains `@Instantiable`).
        public var textMarkers: [String]

        /// What the libraries Wiring knows ask for.
        public static let libraries = Interest(
            callNames: ["markInitialized", "markFailed"],
            sequenceMarkers: ["markInitialized", "markFailed"],
            spawners: ["Task", "Task.detached", "AsyncTask", "detached", "Task.init"],
            textMarkers: ["#SafeDIConfiguration", "@Instantiable"])
    }

    /// Initial values longer than this are cut (their start is what rules read).
    public static let maxInitializerText = 160
    static let maxCallText = 160

    /// `textHash`: the text's `StableHasher.hash`, when the caller has it.
    public static func extract(_ file: ParsedFile, interest: Interest = .libraries,
                               textHash: UInt64? = nil) -> (facts: FileFacts, anchors: FileAnchors) {
        var x = Extraction(file: file, interest: interest)
        x.walk(file.outline.decls, parent: -1, parentID: 0)
        x.finish(textHash: textHash ?? StableHasher.hash(file.source.bytes))
        return (x.facts, x.anchors)
    }
}

private struct Extraction {
    let file: ParsedFile
    let interest: FactExtractor.Interest
    var facts = FileFacts()
    var anchors = FileAnchors()
    var source: SourceText { file.source }
    /// Identities used so far in the file (for overload ordinals).
    var usedIDs: Set<UInt64> = []
    /// The leading await statement of the declaration being filled.
    var leadingAwaitRange: Range<Int>?
    /// The calls range of the previous binding (`var a = f(), b = g()` share theirs).
    var lastCalls: Range<Int> = 0..<0
    var lastKeyword = -1
    /// The keyword of the previous `var`/`let` (its later bindings share it).
    var lastBindingKeyword = -1
    private let interestBytes: [[UInt8]]

    init(file: ParsedFile, interest: FactExtractor.Interest) {
        self.file = file
        self.interest = interest
        interestBytes = interest.callNames.sorted().map { Array($0.utf8) }
        facts.decls.reserveCapacity(file.outline.decls.count * 4)
    }

    mutating func walk(_ decls: [Decl], parent: Int32, parentID: UInt64) {
        // each declaration passed borrowed (`for d in decls` would copy every field)
        for k in decls.indices { visit(decls[k], parent: parent, parentID: parentID) }
    }

    mutating func visit(_ d: Decl, parent: Int32, parentID: UInt64) {
        switch d.kind {
        case .case, .associatedtype: return
        default: break
        }
        let index = Int32(facts.decls.count)
        let id = DeclID(identity(d, parentID: parentID))
        facts.decls.append(DeclFact(kind: d.kind, name: d.name, parent: parent, id: id))
        leadingAwaitRange = Extraction.fill(&facts.decls[Int(index)], d, source)
        if d.kind == .var || d.kind == .let {
            if d.keywordRange.lowerBound == lastBindingKeyword { facts.decls[Int(index)].flags.insert(.continuesDeclaration) }
            lastBindingKeyword = d.keywordRange.lowerBound
        }
        addAnchors(d, index: Int(index))
        recordCalls(d, index: Int(index))
        if let members = d.members, d.kind.isTypeLike {
            walk(members, parent: index, parentID: id.value)
        }
        facts.decls[Int(index)].subtreeEnd = Int32(facts.decls.count)
    }

    /// Hash of (enclosing identity, kind, signature name), made unique in the file.
    mutating func identity(_ d: Decl, parentID: UInt64) -> UInt64 {
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
        while !usedIDs.insert(id).inserted {
            var o = StableHasher()
            o.combine(h.value)
            o.combine(ordinal)
            id = o.value
            ordinal += 1
        }
        return id
    }

    /// Fills a declaration's facts in place (building one in a local and
    /// appending it would copy every field); returns its leading await
    /// statement's range.
    static func fill(_ f: inout DeclFact, _ d: Decl, _ source: SourceText) -> Range<Int>? {
        var leadingAwaitRange: Range<Int>? = nil
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
        f.attributes = d.attributes.map { a in
            AttributeFact(name: a.name,
                          arguments: a.arguments.map { ArgumentFact(label: $0.label, text: source.tokenText($0.value, compact: $0.text)) },
                          hasArgumentClause: a.argumentClause != nil)
        }
        f.modifiers = d.modifiers.map(\.name)
        f.inherits = (d.inherits ?? []).map(\.text)
        // the entries as written, kept only when some differs from its compact text
        if let inherits = d.inherits, inherits.contains(where: { !source.bytesEqual($0.range, $0.text) }) {
            f.inheritsWritten = inherits.map { source.text($0.range) }
        }
        if let params = d.params {
            f.params = params.map { p in
                ParamFact(label: p.label, name: p.name, type: p.typeRange.map { source.tokenText($0, compact: p.type) } ?? p.type, hasDefault: p.defaultValue != nil,
                          attributes: p.attributes)
            }
        }
        f.returnType = d.returnType.map { source.tokenText($0.range, compact: $0.text) }
        if let t = d.type {
            f.type = source.tokenText(t.range, compact: t.text)
            f.annotatedTypeName = typeName(in: t.range, source)
        }
        if let r = d.initializer {
            flags.insert(.hasInitializer)
            if d.kind == .let || d.kind == .var {
                if d.type == nil { f.constructedTypeName = constructedTypeName(in: r, source) }
                if r.count <= FactExtractor.maxInitializerText * 2 {
                    let text = source.compactText(r)
                    if text.utf8.count <= FactExtractor.maxInitializerText {
                        f.initializer = text
                    } else {
                        f.initializer = String(decoding: text.utf8.prefix(FactExtractor.maxInitializerText), as: UTF8.self)
                        flags.insert(.longInitializer)
                    }
                } else {
                    f.initializer = source.compactText(r.lowerBound..<(r.lowerBound + FactExtractor.maxInitializerText))
                    flags.insert(.longInitializer)
                }
            }
        }
        if d.isTypedThrows, let r = d.throwsRange {
            f.throwsClause = source.text(r)
            f.throwsClauseCompact = source.compactText(r)
        }
        if d.kind == .func || d.kind == .`init`, let (callee, range) = leadingAwait(d, source) {
            f.leadingAwait = callee
            leadingAwaitRange = range
        }
        f.flags = flags
        return leadingAwaitRange
    }

    // MARK: - Anchors

    mutating func addAnchors(_ d: Decl, index: Int) {
        anchors.declStarts.append(Int32(anchors.declValues.count))
        func add(_ r: Range<Int>?) {
            guard let r else { return }
            anchors.declValues.append(Int32(truncatingIfNeeded: r.lowerBound))
            anchors.declValues.append(Int32(truncatingIfNeeded: r.upperBound))
        }
        // in slot order (`FileAnchors.Slot`): which the declaration has, then only those
        let fixed = (d.range, d.keywordRange, d.nameRange, d.body, d.parameterClause, d.asyncRange, d.throwsRange,
                     d.genericParameters, leadingAwaitRange, d.initializer, d.type?.range, d.returnType?.range,
                     d.whereClause)
        var mask: UInt32 = 1 | 2  // declaration and keyword are always there
        func bit(_ r: Range<Int>?, _ k: UInt32) { if r != nil { mask |= 1 << k } }
        bit(fixed.2, 2); bit(fixed.3, 3); bit(fixed.4, 4); bit(fixed.5, 5); bit(fixed.6, 6); bit(fixed.7, 7)
        bit(fixed.8, 8); bit(fixed.9, 9); bit(fixed.10, 10); bit(fixed.11, 11); bit(fixed.12, 12)
        anchors.declValues.append(Int32(bitPattern: mask))
        add(fixed.0); add(fixed.1); add(fixed.2); add(fixed.3); add(fixed.4); add(fixed.5); add(fixed.6); add(fixed.7)
        add(fixed.8); add(fixed.9); add(fixed.10); add(fixed.11); add(fixed.12)
        for a in d.attributes {
            add(a.range)
            add(a.nameRange)
        }
        for m in d.modifiers { add(m.range) }
        for e in d.inherits ?? [] { add(e.range) }
        for p in d.params ?? [] { add(p.range) }
        for a in d.attributes {
            for arg in a.arguments {
                add((arg.labelRange?.lowerBound ?? arg.value.lowerBound)..<arg.value.upperBound)
                add(arg.value)
            }
        }
    }

    // MARK: - Calls

    func isInteresting(_ c: Call) -> Bool {
        let r = c.nameRange
        let bytes = source.bytes
        for name in interestBytes where name.count == r.count {
            var k = 0
            while k < name.count && bytes[r.lowerBound + k] == name[k] { k += 1 }
            if k == name.count { return true }
        }
        return false
    }

    mutating func recordCalls(_ d: Decl, index: Int) {
        let start = Int32(facts.calls.count), localStart = Int32(facts.localCalls.count)
        defer {
            facts.decls[index].calls = start..<Int32(facts.calls.count)
            facts.decls[index].localCalls = localStart..<Int32(facts.localCalls.count)
        }
        guard !d.calls.isEmpty else { return }
        // the bindings of `var a = f(), b = g()` share their calls: the first one has them
        if d.calls == lastCalls && d.keywordRange.lowerBound == lastKeyword { return }
        lastCalls = d.calls
        lastKeyword = d.keywordRange.lowerBound
        let all = file.outline.calls(in: d)
        let interesting = all.filter { isInteresting($0) }
        guard !interesting.isEmpty else { return }
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
                    anchors.localCallValues.append(Int32(truncatingIfNeeded: r.lowerBound))
                    anchors.localCallValues.append(Int32(truncatingIfNeeded: r.upperBound))
                }
            }
        } else {
            starts.sort()
        }
        for c in interesting {
            let path = receiverPath(c)
            let text = source.compactText(c.range.lowerBound..<min(c.range.upperBound, c.range.lowerBound + 4 * FactExtractor.maxCallText))
            let args = file.outline.arguments(of: c).map { a in
                ArgumentFact(label: a.labelRange.map { source.text($0) }, text: a.isSimple ? source.tokenText(a.value) : "")
            }
            facts.calls.append(CallFact(
                name: file.name(c), receiverPath: path, hasCallReceiver: c.receiver >= 0, flags: c.flags.rawValue,
                text: String(decoding: text.utf8.prefix(FactExtractor.maxCallText), as: UTF8.self),
                binding: c.receiver < 0 ? binding(of: path, in: d, before: c.range.lowerBound) : nil,
                arguments: args, order: Int32(rank(c.range.lowerBound, in: starts))))
            for r in [c.range, c.nameRange] {
                anchors.callValues.append(Int32(truncatingIfNeeded: r.lowerBound))
                anchors.callValues.append(Int32(truncatingIfNeeded: r.upperBound))
            }
        }
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
        let text = source.compactText(c.range.lowerBound..<c.nameRange.lowerBound)
        var comps = text.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
        comps.removeAll { $0.isEmpty }
        return comps
    }

    /// What the enclosing declaration says about the path's first name at
    /// the call: the innermost local binding in scope there, else a
    /// parameter.
    func binding(of path: [String], in d: Decl, before: Int) -> ReceiverBinding? {
        guard let first = path.first, first != "self", first != "Self" else { return nil }
        var scan = BindingScan(source: source, decl: d)
        return scan.run(before: before).last(where: { $0.name == first })?.binding ?? scan.parameter(first)
    }

    /// A walk over a body's tokens up to a call, tracking which local
    /// bindings are in scope: `let`/`var` statements, `if let`/`while let`
    /// (in their block), `guard let` (after it), `for` loop variables,
    /// closure parameters, `case let x as T`. Scopes are braces; a binding
    /// whose block closed before the call is gone.
    struct BindingScan {
        static let maxLook = 128
        let source: SourceText
        let decl: Decl
        var toks: [Token] = []
        /// Open braces, by token index.
        var scopes: [Int] = []
        var bound: [(name: String, scope: Int, binding: ReceiverBinding)] = []
        /// Bindings of an `if`/`while`/`for` condition: in scope in the block that follows.
        var pending: [(name: String, binding: ReceiverBinding)] = []
        var condition: (keyword: Keyword, parens: Int)? = nil
        var parens = 0

        init(source: SourceText, decl: Decl) {
            self.source = source
            self.decl = decl
        }

        func parameter(_ name: String) -> ReceiverBinding? {
            guard let p = decl.params?.first(where: { $0.name == name }) else { return nil }
            return .parameter(p.typeRange.map { source.tokenText($0) })
        }

        /// What `name` means at this point of the walk.
        func lookup(_ name: String) -> ReceiverBinding? {
            if name == "self" || name == "Self" { return nil }
            if let b = pending.last(where: { $0.name == name }) { return b.binding }
            if let b = bound.last(where: { $0.name == name }) { return b.binding }
            return parameter(name)
        }

        func word(_ k: Int, _ kw: Keyword) -> Bool {
            k < toks.count && toks[k].kind == .identifier && toks[k].keyword == kw && !toks[k].isBackticked
        }

        /// Words that cannot name a variable (contextual keywords can: `open`, `get`, `actor`, …).
        static let reserved: Set<Keyword> = [
            .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let, .case,
            .typealias, .associatedtype, .import, .operator, .precedencegroup, .public, .private, .fileprivate,
            .internal, .static, .inout, .if, .else, .guard, .for, .while, .repeat, .do, .switch, .return, .break,
            .continue, .fallthrough, .defer, .catch, .throw, .in, .is, .as, .super, .nil, .true, .false, .Any,
            .default, .wildcard, .try, .await, .throws, .rethrows, .where,
        ]

        func isName(_ k: Int) -> Bool {
            guard k < toks.count, toks[k].kind == .identifier else { return false }
            return toks[k].isBackticked || !Self.reserved.contains(toks[k].keyword)
        }

        func isUnwrap(_ k: Int) -> Bool {
            guard k < toks.count else { return false }
            switch toks[k].kind {
            case .postfixQuestion, .postfixExclaim, .question: return true
            case .operator: let t = source.text(toks[k]); return t == "?" || t == "!"
            default: return false
            }
        }

        func name(_ k: Int) -> String {
            let t = source.text(toks[k])
            return toks[k].isBackticked ? String(t.dropFirst().dropLast()) : t
        }

        /// `a.b?.c!` from token `k`: the names and the index past it.
        func path(at k: Int) -> (comps: [String], end: Int)? {
            guard isName(k) else { return nil }
            var comps = [name(k)]
            var j = k + 1
            while j < k + Self.maxLook {
                if isUnwrap(j) && !toks[j].hasTriviaBefore { j += 1 }
                guard j + 1 < toks.count, toks[j].kind == .period, isName(j + 1) else { break }
                comps.append(name(j + 1))
                j += 2
            }
            return (comps, j)
        }

        /// Where an expression ends for our purpose: nothing more belongs to it.
        func endsExpression(_ k: Int) -> Bool {
            guard k < toks.count else { return true }
            let t = toks[k]
            switch t.kind {
            case .comma, .lbrace, .rbrace, .semicolon, .rparen, .colon: return true
            default: return t.hasNewlineBefore || word(k, .else) || word(k, .where)
            }
        }

        /// The index past a type starting at token `k` (types longer than
        /// `maxLook` tokens end there: every look ahead is bounded, so a
        /// body is walked in linear time).
        func typeEnd(_ k: Int) -> Int {
            var depth = 0, angle = 0, j = k
            while j < toks.count && j < k + Self.maxLook {
                let t = toks[j]
                let top = depth == 0 && angle == 0
                switch t.kind {
                case .lbracket, .lparen: depth += 1
                case .rbracket, .rparen:
                    if depth == 0 { return j }
                    depth -= 1
                case .comma, .colon, .equal, .lbrace, .rbrace, .semicolon, .question:
                    if top { return j }
                case .identifier:
                    if top && j > k && (t.hasNewlineBefore || word(j, .in) || word(j, .where) || word(j, .else)) { return j }
                case .operator:
                    let text = source.text(t)
                    var a = angle
                    for c in text.utf8 {
                        switch c {
                        case UInt8(ascii: "<"): a += 1
                        case UInt8(ascii: ">"): a -= 1
                        case UInt8(ascii: "?"), UInt8(ascii: "!"): break
                        default: if top { return j }
                        }
                    }
                    angle = max(0, a)
                case .postfixQuestion, .postfixExclaim, .period, .ampersand, .arrow, .at, .ellipsis: break
                default:
                    if top { return j }
                }
                j += 1
            }
            return j
        }

        func typeText(_ k: Int) -> (text: String, end: Int)? {
            let end = typeEnd(k)
            guard end > k else { return nil }
            return (source.tokenText(Int(toks[k].start)..<Int(toks[end - 1].end)), end)
        }

        /// `x as? T`, `x as! T`, `x as T` at `k`: the type.
        func cast(_ k: Int) -> String? {
            guard word(k, .as) else { return nil }
            let j = isUnwrap(k + 1) ? k + 2 : k + 1
            return typeText(j)?.text
        }

        /// What `= expr` at `k` binds: a cast's type (`y as? T`, `f() as! T`),
        /// a path's value (`self.a`), a constructed type (`T(…)`).
        func valueBinding(_ k: Int) -> ReceiverBinding {
            guard k < toks.count else { return .opaque }
            var j = k
            while word(j, .try) || word(j, .await) {
                j += 1
                if isUnwrap(j) { j += 1 }
            }
            // a cast at the top level of the expression
            var depth = 0, c = j
            while c < toks.count && c < j + Self.maxLook {
                if depth == 0 && c > j && endsExpression(c) { break }
                if depth == 0, let t = cast(c) { return .localAnnotated(t) }
                switch toks[c].kind {
                case .lparen, .lbracket, .lbrace: depth += 1
                case .rparen, .rbracket, .rbrace: depth -= 1
                default: break
                }
                if depth < 0 { break }
                c += 1
            }
            if let (comps, end) = path(at: j), endsExpression(end) { return .value(of: comps, lookup(comps[0])) }
            // an array literal that starts with a construction: `[T(…), …]`
            if j + 1 < toks.count, toks[j].kind == .lbracket,
               let t = Extraction.constructedTypeName(in: Int(toks[j + 1].start)..<(decl.body?.upperBound ?? 0), source) {
                return .localAnnotated("[" + t + "]")
            }
            let limit: Int = decl.body?.upperBound ?? Int(toks[toks.count - 1].end)
            if let t = Extraction.constructedTypeName(in: Int(toks[k].start)..<limit, source) { return .localConstructed(t) }
            return .opaque
        }

        /// The bindings visible at `limit`, innermost last.
        mutating func run(before limit: Int) -> [(name: String, binding: ReceiverBinding)] {
            guard let body = decl.body, limit > body.lowerBound else { return [] }
            toks = source.tokens(from: body.lowerBound, limit: min(limit, body.upperBound), max: 16384)
            var i = 0
            while i < toks.count {
                let t = toks[i]
                switch t.kind {
                case .lparen, .lbracket: parens += 1
                case .rparen, .rbracket: parens = max(0, parens - 1)
                case .lbrace:
                    scopes.append(i)
                    if let c = condition, c.parens == parens, c.keyword != .guard {
                        for p in pending { bound.append((p.name, i, p.binding)) }
                        pending = []
                        condition = nil
                    } else {
                        i = closureParameters(i)
                    }
                case .rbrace:
                    if let s = scopes.popLast() { bound.removeAll { $0.scope == s } }
                case .identifier where !t.isBackticked:
                    switch t.keyword {
                    case .if, .while, .guard:
                        // `repeat { … } while c` has no block after it
                        if t.keyword == .while && i > 0 && toks[i - 1].kind == .rbrace { break }
                        condition = (t.keyword, parens)
                        pending = []
                    case .else where condition?.keyword == .guard:
                        condition = nil
                    case .for:
                        i = forLoop(i)
                    case .let, .var:
                        i = letBinding(i)
                    default: break
                    }
                default: break
                }
                i += 1
            }
            return bound.map { ($0.name, $0.binding) } + pending.map { ($0.name, $0.binding) }
        }

        mutating func bind(_ name: String, _ b: ReceiverBinding) {
            if let c = condition, c.keyword != .guard {
                pending.append((name, b))
            } else {
                bound.append((name, scopes.last ?? -1, b))
            }
        }

        /// `let x: T`, `let x = …`, `if let x`, `case let x as T`: returns the last index read.
        mutating func letBinding(_ i: Int) -> Int {
            guard isName(i + 1), !word(i + 1, .`self`) else { return i }
            let name = self.name(i + 1)
            let j = i + 2
            if j < toks.count, toks[j].kind == .colon, let (text, _) = typeText(j + 1) {
                bind(name, .localAnnotated(text))
            } else if let t = cast(j) {
                bind(name, .localAnnotated(t))
            } else if j < toks.count, toks[j].kind == .equal {
                bind(name, valueBinding(j + 1))
            } else if condition != nil, endsExpression(j) {
                // `if let x {`: shorthand for `if let x = x`
                bind(name, .value(of: [name], lookup(name)))
            } else {
                bind(name, .opaque)
            }
            return i + 1
        }

        /// `for [try] [await] [case] [let] x[: T] [as T] in path`: returns the index of `in`.
        mutating func forLoop(_ i: Int) -> Int {
            var j = i + 1
            while word(j, .try) || word(j, .await) || word(j, .case) || word(j, .let) || word(j, .var) { j += 1 }
            var names: [String] = []
            var typed: String? = nil
            if j < toks.count, toks[j].kind == .lparen {
                // a tuple pattern
                j += 1
                while j < toks.count, j < i + Self.maxLook, toks[j].kind != .rparen {
                    if isName(j) && !word(j, .let) && !word(j, .var) { names.append(name(j)) }
                    j += 1
                }
                j += 1
                // element types of tuples are not followed
                var k = j
                while k < toks.count, !word(k, .in), k < j + 64 { k += 1 }
                guard word(k, .in) else { return i }
                condition = (.for, parens)
                pending = names.map { ($0, .opaque) }
                return k
            }
            guard isName(j) else { return i }
            let loopName = name(j)
            j += 1
            if isUnwrap(j) { j += 1 }
            if j < toks.count, toks[j].kind == .colon, let (text, end) = typeText(j + 1) {
                typed = text
                j = end
            } else if let t = cast(j) {
                typed = t
                j = typeEnd(isUnwrap(j + 1) ? j + 2 : j + 1)
            }
            guard word(j, .in) else { return i }
            let b: ReceiverBinding
            if let typed {
                b = .localAnnotated(typed)
            } else if let (comps, end) = path(at: j + 1), end >= toks.count || toks[end].kind == .lbrace || word(end, .where) {
                b = .element(of: comps, lookup(comps[0]))
            } else {
                b = .opaque
            }
            condition = (.for, parens)
            pending = [(loopName, b)]
            return j
        }

        /// A closure's parameters at the brace `i` (in its scope): `{ (x: T) in`,
        /// `{ x, y in`; in `path.forEach { … }` an untyped one (or `$0`) is an
        /// element of `path`. Returns the last index read.
        mutating func closureParameters(_ i: Int) -> Int {
            var j = i + 1
            if j < toks.count, toks[j].kind == .lbracket {
                // a capture list
                var depth = 0
                while j < toks.count && j < i + Self.maxLook {
                    if toks[j].kind == .lbracket { depth += 1 }
                    if toks[j].kind == .rbracket { depth -= 1; if depth == 0 { j += 1; break } }
                    j += 1
                }
            }
            var params: [(name: String, type: String?)] = []
            if j < toks.count, toks[j].kind == .lparen {
                j += 1
                while j < toks.count, j < i + Self.maxLook, toks[j].kind != .rparen {
                    guard isName(j) else { return i }
                    var n = name(j)
                    j += 1
                    if n == "_", isName(j) { n = name(j); j += 1 }
                    var type: String? = nil
                    if j < toks.count, toks[j].kind == .colon, let (text, end) = typeText(j + 1) {
                        type = text
                        j = end
                    }
                    params.append((n, type))
                    if j < toks.count, toks[j].kind == .comma { j += 1 } else { break }
                }
                guard j < toks.count, toks[j].kind == .rparen else { return i }
                j += 1
                // effects and a result type before `in`
                let stop = j + 32
                while j < toks.count, j < stop, !word(j, .in), toks[j].kind != .lbrace, toks[j].kind != .rbrace { j += 1 }
            } else {
                while isName(j), !word(j, .in) {
                    params.append((name(j), nil))
                    j += 1
                    if j < toks.count, toks[j].kind == .comma { j += 1 } else { break }
                }
            }
            let element = forEachReceiver(i)
            guard word(j, .in) else {
                if let element { bound.append(("$0", i, element)) }
                return i
            }
            for p in params {
                let b: ReceiverBinding = p.type.map { .localAnnotated($0) } ?? (params.count == 1 ? element : nil) ?? .opaque
                bound.append((p.name, i, b))
            }
            return j
        }

        /// The brace `i` opens the closure of `path.forEach`: an element of `path`.
        func forEachReceiver(_ i: Int) -> ReceiverBinding? {
            var f = i - 1
            if f >= 0, toks[f].kind == .lparen { f -= 1 }
            guard f >= 1, toks[f].kind == .identifier, source.text(toks[f]) == "forEach", toks[f - 1].kind == .period else {
                return nil
            }
            var comps: [String] = []
            var k = f - 2
            while k >= 0 && k > f - Self.maxLook {
                if isUnwrap(k) { k -= 1 }
                guard k >= 0, isName(k) else { return nil }
                comps.insert(name(k), at: 0)
                if k >= 1, toks[k - 1].kind == .period { k -= 2 } else { break }
            }
            guard !comps.isEmpty else { return nil }
            return .element(of: comps, lookup(comps[0]))
        }
    }

    /// The first type name in a type annotation, past attributes and
    /// specifiers (`inout`, `some`, `any`, …).
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
            switch t.keyword {
            case .inout, .some, .any, .borrowing, .consuming, .sending, .isolated: return true
            default: path = source.text(t); return true
            }
        }
        return path
    }

    /// `T(…)`, `T.init(…)`, `try await T(…)`, `Module.T { … }` → `T`; else nil.
    static func constructedTypeName(in range: Range<Int>, _ source: SourceText) -> String? {
        let toks = source.tokens(from: range.lowerBound, limit: range.upperBound, max: 32)
        var i = 0
        while i < toks.count, toks[i].kind == .identifier, toks[i].keyword == .try || toks[i].keyword == .await {
            i += 1
            if i < toks.count, toks[i].kind == .postfixQuestion || toks[i].kind == .postfixExclaim { i += 1 }
        }
        guard i < toks.count, toks[i].kind == .identifier else { return nil }
        var path = [source.text(toks[i])]
        var j = i + 1
        while j + 1 < toks.count, toks[j].kind == .period, toks[j + 1].kind == .identifier {
            path.append(source.text(toks[j + 1]))
            j += 2
        }
        guard j < toks.count, toks[j].kind == .lparen || toks[j].kind == .lbrace else { return nil }
        if path.last == "init" { path.removeLast() }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    /// `[try[?!]] await [self.]name()` as the body's first statement: the
    /// callee and the statement's range.
    static func leadingAwait(_ d: Decl, _ source: SourceText) -> (String, range: Range<Int>)? {
        guard let body = d.body else { return nil }
        // most bodies start with neither `try` nor `await`: one token tells
        guard let first = source.firstToken(from: body.lowerBound + 1, limit: body.upperBound), first.kind == .identifier,
              first.keyword == .try || first.keyword == .await else { return nil }
        let toks = source.tokens(from: body.lowerBound + 1, limit: body.upperBound, max: 9)
        var i = 0
        func word(_ k: Keyword) -> Bool { i < toks.count && toks[i].kind == .identifier && toks[i].keyword == k }
        let start = toks.first.map { Int($0.start) } ?? 0
        if word(.try) {
            i += 1
            if i < toks.count, toks[i].kind == .postfixQuestion || toks[i].kind == .postfixExclaim
                || toks[i].kind == .question || (toks[i].kind == .operator && (source.text(toks[i]) == "?" || source.text(toks[i]) == "!")) {
                i += 1
            }
        }
        guard word(.await) else { return nil }
        i += 1
        if word(.`self`), i + 1 < toks.count, toks[i + 1].kind == .period { i += 2 }
        guard i + 2 < toks.count, toks[i].kind == .identifier,
              toks[i + 1].kind == .lparen, toks[i + 2].kind == .rparen else { return nil }
        return (source.text(toks[i]), start..<Int(toks[i + 2].end))
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
            anchors.fileMacroValues.append(Int32(truncatingIfNeeded: r.lowerBound))
            anchors.fileMacroValues.append(Int32(truncatingIfNeeded: r.upperBound))
        }
    }

    // MARK: - Hashes

    /// Content hashes, innermost first: each declaration's own facts, then
    /// its members' hashes in order.
    mutating func finish(textHash: UInt64) {
        anchors.suppressions = Suppressions(source)
        facts.markers = interest.textMarkers.filter { source.contains($0) }.sorted()
        let macroMarkers = facts.markers.filter { $0.hasPrefix("#") }
        if !macroMarkers.isEmpty { recordFileMacros(Set(macroMarkers)) }
        anchors.textHash = textHash
        // members before their parent (a parent's hash covers theirs); the
        // hashes are set afterwards so that hashing reads `facts` unmodified
        let count = facts.decls.count
        var hashes = [UInt64](repeating: 0, count: count)
        var i = count - 1
        while i >= 0 {
            var h = StableHasher()
            FactsCoding.hashOwnFacts(facts, decl: i, into: &h)
            var member = i + 1
            let end = Int(facts.decls[i].subtreeEnd)
            while member < end {
                h.combine(hashes[member])
                member = Int(facts.decls[member].subtreeEnd)
            }
            hashes[i] = h.value
            i -= 1
        }
        for k in 0..<count { facts.decls[k].contentHash = hashes[k] }
    }
}

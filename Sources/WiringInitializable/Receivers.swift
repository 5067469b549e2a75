import WiringAnalysis
import WiringSyntax

// What Initializable extracts from the syntax itself (`LibraryExtraction`),
// beyond the neutral facts: a function's leading `await awaitInitialized()`,
// and what the body binds the receiver of each `markInitialized()` /
// `markFailed(_:)` call to, so that the gate it opens can be found.

/// Initializable's own facts about one declaration.
struct InitializableFacts: Equatable {
    /// The callee of a leading statement `[try] await [self.]f()` (no
    /// arguments), e.g. `awaitInitialized`; its range is extracted range 0.
    var leadingAwait: String?
    /// Per opener call (its index among the declaration's recorded calls),
    /// what the file itself says about its receiver path's first name: a
    /// parameter of the enclosing function, or the innermost local binding
    /// in scope at the call (`let`, `if let`/`guard let`, a `for` loop's
    /// variable, a closure parameter).
    var bindings: [Int: ReceiverBinding] = [:]

    var isEmpty: Bool { leadingAwait == nil && bindings.isEmpty }

    func encoded() -> [UInt8] {
        var w = ByteWriter(capacity: 32)
        w.optional(leadingAwait)
        w.varint(UInt64(bindings.count))
        for k in bindings.keys.sorted() {
            w.varint(UInt64(k))
            Self.write(bindings[k], &w)
        }
        return w.bytes
    }

    init(leadingAwait: String? = nil, bindings: [Int: ReceiverBinding] = [:]) {
        self.leadingAwait = leadingAwait
        self.bindings = bindings
    }

    /// The facts of a declaration; none when the bytes are not ours (never
    /// stored: the facts format includes this extraction's version).
    init(_ fact: LibraryFact?) {
        guard let fact else { return }
        let decoded = try? fact.bytes.withUnsafeBytes { raw -> InitializableFacts in
            var r = ByteReader(raw)
            var f = InitializableFacts(leadingAwait: try r.optional())
            for _ in 0..<(try r.count(limit: raw.count)) {
                let k = try r.count(limit: Int(Int32.max))
                f.bindings[k] = try Self.read(&r)
            }
            guard r.atEnd else { throw FactsCoding.Corrupt() }
            return f
        }
        self = decoded ?? InitializableFacts()
    }

    private static func write(_ b: ReceiverBinding?, _ w: inout ByteWriter) {
        switch b {
        case nil: w.byte(0)
        case .parameter(let t)?: w.byte(1); w.optional(t)
        case .localAnnotated(let t)?: w.byte(2); w.string(t)
        case .localConstructed(let t)?: w.byte(3); w.string(t)
        case .value(let path, let inner)?: w.byte(4); w.strings(path); write(inner, &w)
        case .element(let path, let inner)?: w.byte(5); w.strings(path); write(inner, &w)
        case .opaque?: w.byte(6)
        }
    }

    /// Nested bindings (`for x in ys` where `ys` is itself a loop variable)
    /// are bounded: bytes cannot make decoding recurse without end.
    private static func read(_ r: inout ByteReader, depth: Int = 0) throws -> ReceiverBinding? {
        guard depth < 64 else { throw FactsCoding.Corrupt() }
        switch try r.byte() {
        case 0: return nil
        case 1: return .parameter(try r.optional())
        case 2: return .localAnnotated(try r.string())
        case 3: return .localConstructed(try r.string())
        case 4: return .value(of: try r.strings(), try read(&r, depth: depth + 1))
        case 5: return .element(of: try r.strings(), try read(&r, depth: depth + 1))
        case 6: return .opaque
        default: throw FactsCoding.Corrupt()
        }
    }
}

/// What a name is bound to where a call uses it, as the body says.
indirect enum ReceiverBinding: Sendable, Equatable {
    /// A parameter of the enclosing function, with its type's token text
    /// (nil: a parameter without a type).
    case parameter(String?)
    /// A name whose type is written where it is bound, as token text: `let x:
    /// T` in the body before the call, a closure parameter `{ (x: T) in }`,
    /// a cast `if let x = y as? T`, `for case let x as T in xs`.
    case localAnnotated(String)
    /// `let x = T(…)` in the body before the call (a candidate).
    case localConstructed(String)
    /// Bound to the value of a path (`if let x = self.a`, `guard let x =
    /// opt`, `let x = a.b`: optionals unwrapped), with what the body says
    /// about the path's first name where it is read.
    case value(of: [String], ReceiverBinding?)
    /// An element of the sequence a path names: `for x in self.items`,
    /// `items.forEach { x in }` (`$0` too).
    case element(of: [String], ReceiverBinding?)
    /// A local whose type Wiring cannot tell (`for x in make()`, a closure
    /// parameter without a type): it hides properties of the same name.
    case opaque
}

/// The extraction itself.
struct InitializableExtraction: LibraryExtraction {
    var version: Int { 1 }

    func extract(_ d: DeclReference, calls: ArraySlice<CallFact>, callSyntax: [Call], in file: ParsedFile) -> ExtractedFact? {
        // most declarations are neither a function with a body nor a caller
        // of an opener: nothing to record, nothing to build
        let hasBody = (d.kind == .func || d.kind == .`init`) && d.body != nil
        guard hasBody || !calls.isEmpty else { return nil }
        var facts = InitializableFacts()
        var ranges: [Range<Int>] = []
        if hasBody, let (callee, range) = leadingAwait(d, file.source) {
            facts.leadingAwait = callee
            ranges.append(range)
        }
        // fields read in place: binding each call (`for c in calls`) copies, retains, its every field
        for k in 0..<min(calls.count, callSyntax.count) {
            let i = calls.startIndex + k
            guard InitNames.isOpener(calls[i].name) && !calls[i].hasCallReceiver else { continue }
            if let b = binding(of: calls[i].receiverPath, in: d, before: callSyntax[k].range.lowerBound, file.source) { facts.bindings[k] = b }
        }
        return facts.isEmpty ? nil : ExtractedFact(bytes: facts.encoded(), ranges: ranges)
    }

    /// What the enclosing declaration says about the path's first name at
    /// the call: the innermost local binding in scope there, else a
    /// parameter.
    func binding(of path: [String], in d: DeclReference, before: Int, _ source: SourceText) -> ReceiverBinding? {
        guard let first = path.first, first != "self", first != "Self" else { return nil }
        var scan = BindingScan(source: source, decl: d)
        return scan.run(before: before).last(where: { $0.name == first })?.binding ?? scan.parameter(first)
    }

    /// `[try[?!]] await [self.]name()` as the body's first statement: the
    /// callee and the statement's range.
    func leadingAwait(_ d: DeclReference, _ source: SourceText) -> (String, range: Range<Int>)? {
        guard let body = d.body else { return nil }
        // most bodies start with neither `try` nor `await`: a first word
        // starting with another letter says so without a lexer
        let bytes = source.bytes
        var at = body.lowerBound + 1
        while at < body.upperBound, bytes[at] == UInt8(ascii: " ") || bytes[at] == UInt8(ascii: "\n")
                || bytes[at] == UInt8(ascii: "\t") || bytes[at] == UInt8(ascii: "\r") { at += 1 }
        if at < body.upperBound, bytes[at] != UInt8(ascii: "t"), bytes[at] != UInt8(ascii: "a"),
           bytes[at] < 0x80, ClosureHeader.isWordByte(bytes[at]) { return nil }
        // one token tells
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
}

/// A walk over a body's tokens up to a call, tracking which local
/// bindings are in scope: `let`/`var` statements, `if let`/`while let`
/// (in their block), `guard let` (after it), `for` loop variables,
/// closure parameters, `case let x as T`. Scopes are braces; a binding
/// whose block closed before the call is gone.
struct BindingScan {
    static let maxLook = 128
    let source: SourceText
    let decl: DeclReference
    var toks: [Token] = []
    /// Open braces, by token index.
    var scopes: [Int] = []
    var bound: [(name: String, scope: Int, binding: ReceiverBinding)] = []
    /// Bindings of an `if`/`while`/`for` condition: in scope in the block that follows.
    var pending: [(name: String, binding: ReceiverBinding)] = []
    var condition: (keyword: Keyword, parens: Int)? = nil
    var parens = 0

    init(source: SourceText, decl: DeclReference) {
        self.source = source
        self.decl = decl
    }

    func parameter(_ name: String) -> ReceiverBinding? {
        guard let p = decl.params?.first(where: { $0.name == name }) else { return nil }
        return .parameter(p.typeRange.map { _ in p.type })
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
           let t = FactExtractor.constructedTypeName(in: Int(toks[j + 1].start)..<(decl.body?.upperBound ?? 0), source) {
            return .localAnnotated("[" + t + "]")
        }
        let limit: Int = decl.body?.upperBound ?? Int(toks[toks.count - 1].end)
        if let t = FactExtractor.constructedTypeName(in: Int(toks[k].start)..<limit, source) { return .localConstructed(t) }
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

// MARK: - Receivers

extension WorkspaceLookup {
    /// The type a receiver path (`manager`, `self.service`, `App.shared`,
    /// `s` in `for s in self.services`) names, from declarations only:
    /// what the call's function binds the first name to (parameters,
    /// locals, loop variables, `if let`/`guard let`, closure parameters),
    /// else properties of the enclosing type, file-level variables, type
    /// names; each later name a stored property of the type before it.
    func resolveReceiver(_ comps: [String], binding: ReceiverBinding?, in caller: DeclRef) -> String? {
        pathType(comps, binding: binding, in: caller).flatMap(Self.nominalName)
    }

    /// The type (as a description) of a path in `caller`, given what the
    /// body binds its first name to.
    func pathType(_ comps: [String], binding: ReceiverBinding?, in caller: DeclRef, depth: Int = 0) -> TypeDescription? {
        var rest = comps[...]
        guard let first = rest.popFirst(), depth < 16 else { return nil }
        let owner = ownerType(of: caller)
        var current: TypeDescription?
        // the file whose code wrote the current type: where its name is looked up
        var writtenIn = caller.file
        if first == "self" || first == "Self" {
            current = owner.map { TypeDescription(parsing: qualifiedName($0)) }
        } else if let binding {
            current = bindingType(binding, in: caller, depth: depth)
        } else if let owner, let t = propertyTypeText(of: owner, named: first) {
            current = TypeDescription(parsing: t)
            writtenIn = owner.file
        } else if let top = fileLevelVariable(named: first, in: caller.file) {
            current = declaredTypeText(of: top).map { TypeDescription(parsing: $0) }
        } else if !lookupTypes(first, from: caller.file).isEmpty {
            current = TypeDescription(parsing: first)
        }
        for c in rest {
            guard let cur = current else { return nil }
            // `dict.values` / `dict.keys` of a dictionary type
            if let (key, value) = Self.dictionaryTypes(cur), c == "values" || c == "keys" {
                current = .array(element: c == "values" ? value : key)
                continue
            }
            // `xs.first`, `xs.last` of a sequence type
            if c == "first" || c == "last", let e = Self.elementType(cur) {
                current = .optional(e)
                continue
            }
            guard let name = Self.nominalName(cur), let t = lookupTypes(name, from: writtenIn).first else { return nil }
            current = propertyTypeText(of: t, named: c).map { TypeDescription(parsing: $0) }
            writtenIn = t.file
        }
        return current
    }

    private func bindingType(_ b: ReceiverBinding, in caller: DeclRef, depth: Int) -> TypeDescription? {
        switch b {
        case .parameter(let t): return t.map { TypeDescription(parsing: $0) }
        case .localAnnotated(let t): return TypeDescription(parsing: t)
        case .localConstructed(let t): return lookupTypes(t, from: caller.file).isEmpty ? nil : TypeDescription(parsing: t)
        case .value(let path, let inner): return pathType(path, binding: inner, in: caller, depth: depth + 1)
        case .element(let path, let inner):
            return pathType(path, binding: inner, in: caller, depth: depth + 1).flatMap(Self.elementType)
        case .opaque: return nil
        }
    }

    /// The nominal type a value of this type is called on: optionals
    /// unwrapped, `any`/`some`/attributes dropped, generic arguments left
    /// out (`Cache<Int>?` → `Cache`, `Outer.Inner` → `Outer.Inner`).
    static func nominalName(_ t: TypeDescription) -> String? {
        switch t {
        case .simple(let name, let generics):
            if name == "Optional" || name == "ImplicitlyUnwrappedOptional", generics.count == 1 { return nominalName(generics[0]) }
            return name
        case .nested(let name, let parent, _): return nominalName(parent).map { $0 + "." + name }
        case .optional(let w), .implicitlyUnwrappedOptional(let w), .some(let w), .any(let w): return nominalName(w)
        case .attributed(let base, _, _): return nominalName(base)
        default: return nil
        }
    }

    /// The element type of a sequence type: `[T]`, `Array<T>`, `Set<T>`,
    /// `ContiguousArray<T>`, `ArraySlice<T>` (optional or not).
    static func elementType(_ t: TypeDescription) -> TypeDescription? {
        switch t {
        case .array(let e): return e
        case .simple(let name, let generics) where generics.count == 1:
            switch name {
            case "Array", "Set", "ContiguousArray", "ArraySlice", "Optional", "ImplicitlyUnwrappedOptional":
                return name.hasSuffix("Optional") ? elementType(generics[0]) : generics[0]
            default: return nil
            }
        case .optional(let w), .implicitlyUnwrappedOptional(let w), .attributed(let w, _, _): return elementType(w)
        default: return nil
        }
    }

    /// `[K: V]` / `Dictionary<K, V>` (optional or not).
    static func dictionaryTypes(_ t: TypeDescription) -> (TypeDescription, TypeDescription)? {
        switch t {
        case .dictionary(let k, let v): return (k, v)
        case .simple("Dictionary", let generics) where generics.count == 2: return (generics[0], generics[1])
        case .optional(let w), .implicitlyUnwrappedOptional(let w): return dictionaryTypes(w)
        default: return nil
        }
    }
}

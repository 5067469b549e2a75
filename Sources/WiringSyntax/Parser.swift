/// A file read once: its text, and the outline the parser recovered from it.
/// A class: libraries are handed the file for every declaration, and a
/// value would be copied there, each of the outline's lists retained.
public final class ParsedFile: Sendable {
    public let source: SourceText
    public let outline: Outline
    /// Every token of the text, as the parser read them: a range's tokens
    /// are then taken, not lexed again (`tokens(from:limit:)`).
    private let tokenBuffer: TokenBuffer

    /// `callWords`: see `DeclarationParser.parse(bytes:callWords:)`.
    public init(source: SourceText, callWords: CallWords? = nil) {
        self.source = source
        (outline, tokenBuffer) = DeclarationParser.parseKeepingTokens(bytes: source.bytes, callWords: callWords)
    }

    /// The tokens from `offset` to `limit`, exactly as a lexer started at
    /// `offset` on the text cut at `limit` reads them
    /// (`SourceText.tokens(from:limit:max:)`): the parser's own, but the
    /// first, which is read again (what precedes it is not seen then, so
    /// its flags may differ). Lexed again in full where the range starts
    /// inside a token or a comment, or ends anywhere but after a token and
    /// whitespace.
    public func tokens(from offset: Int, limit: Int) -> [Token] {
        switch span(from: offset, limit: limit) {
        case .empty: return []
        case .relex: return source.tokens(from: offset, limit: Swift.min(limit, source.count), max: 1 << 20)
        case .tokens(let first, let rest):
            var out: [Token] = []
            out.reserveCapacity(rest.count + 1)
            out.append(first)
            out.append(contentsOf: UnsafeBufferPointer(start: tokenBuffer.base, count: tokenBuffer.count)[rest])
            return out
        }
    }

    /// What a lexer started at `offset` on the text cut at `limit` reads,
    /// in the parser's tokens: its first token (read again: what precedes
    /// it is not seen then, so its flags may differ) and the buffer's
    /// indices of the rest; `relex` where the range starts inside a token
    /// or a comment, or ends anywhere but after a token and whitespace.
    private enum Span {
        case empty
        case tokens(first: Token, rest: Range<Int>)
        case relex
    }

    private func span(from offset: Int, limit: Int) -> Span {
        let hi = Swift.min(limit, source.count)
        guard offset < hi, offset >= 0 else { return .empty }
        let all = UnsafeBufferPointer(start: tokenBuffer.base, count: tokenBuffer.count)
        // the first token ending after `offset`
        var lo = 0, up = all.count
        while lo < up {
            let mid = (lo + up) / 2
            if Int(all[mid].end) <= offset { lo = mid + 1 } else { up = mid }
        }
        let first = source.bytes.withUnsafeBufferPointer { bytes -> Token in
            var lexer = Lexer(UnsafeBufferPointer(rebasing: bytes[0..<hi]), from: offset)
            return lexer.next()
        }
        if first.kind == .endOfFile { return .empty }
        guard lo < all.count, all[lo].start == first.start, all[lo].end == first.end, all[lo].kind == first.kind else {
            return .relex
        }
        var end = lo + 1
        while end < all.count && Int(all[end].start) < hi && all[end].kind != .endOfFile { end += 1 }
        // the cut at `hi` must leave the last token whole and no comment begun
        // (a `/*` cut to `/` is an operator): only whitespace may follow it
        let lastEnd = end > lo + 1 ? Int(all[end - 1].end) : Int(first.end)
        guard lastEnd <= hi, source.bytes[lastEnd..<hi].allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            return .relex
        }
        return .tokens(first: first, rest: (lo + 1)..<end)
    }

    public convenience init(_ text: String) { self.init(source: SourceText(text)) }

    /// The text of a range.
    public func text(_ range: Range<Int>) -> String { source.text(range) }

    /// A range's tokens without whitespace and comments (`container\n  .register`
    /// → `container.register`).
    /// The parser's tokens are taken where the text has trivia a plain
    /// scan cannot skip (strings, comments): the range is not lexed again.
    public func compactText(_ range: Range<Int>) -> String {
        if let text = source.compactTextWithoutLexing(range) { return text }
        guard range.lowerBound >= 0, case .tokens(let first, let rest) = span(from: range.lowerBound, limit: range.upperBound) else {
            return source.lexedCompactText(range)
        }
        let all = UnsafeBufferPointer(start: tokenBuffer.base, count: tokenBuffer.count)
        return source.bytes.withUnsafeBufferPointer { bytes in
            var length = Int(first.end - first.start)
            for k in rest { length += Int(all[k].end - all[k].start) }
            return String(unsafeUninitializedCapacity: length) { out in
                var n = 0
                func copy(_ t: Token) {
                    let count = Int(t.end - t.start)
                    out.baseAddress!.advanced(by: n).update(from: bytes.baseAddress! + Int(t.start), count: count)
                    n += count
                }
                copy(first)
                for k in rest { copy(all[k]) }
                return n
            }
        }
    }

    /// A call's callee path without whitespace: `self.door.open`.
    public func callee(_ call: Call) -> String { compactText(call.calleeRange) }

    /// A call's last name: `open`.
    public func name(_ call: Call) -> String { source.text(call.nameRange) }

    /// Whether a call's last name is `name`, without making a string.
    /// Inlinable: libraries ask it of every call of every declaration.
    @inlinable
    public func isCall(_ call: Call, named name: StaticString) -> Bool {
        let r = call.nameRange
        guard r.count == name.utf8CodeUnitCount else { return false }
        let p = name.utf8Start
        for k in 0..<r.count where source.bytes[r.lowerBound + k] != p[k] { return false }
        return true
    }
}

/// Recursive-descent parser for Swift declarations. It reads declarations,
/// attributes, modifiers, signatures, inheritance clauses and property types;
/// it skips bodies and expressions by balanced delimiters and records the calls
/// it passes. Every loop consumes at least one token per iteration and the
/// nesting depth is bounded, so any input terminates in linear time.
public enum DeclarationParser {
    public static func parse(_ source: SourceText, callWords: CallWords? = nil) -> Outline {
        parse(bytes: source.bytes, callWords: callWords)
    }

    /// The outline of a file's bytes. Needs no line table: positions are
    /// byte offsets, turned into lines only when shown. With `callWords`,
    /// the calls of function and accessor bodies that hold none of them are
    /// not recorded (the declarations are the same).
    public static func parse(bytes: [UInt8], callWords: CallWords? = nil) -> Outline {
        parseKeepingTokens(bytes: bytes, callWords: callWords).outline
    }

    /// The outline and the tokens it was read from.
    static func parseKeepingTokens(bytes: [UInt8], callWords: CallWords?) -> (outline: Outline, tokens: TokenBuffer) {
        bytes.withUnsafeBufferPointer { bytes in
            let tokens = TokenBuffer(bytes)
            var p = Parser(bytes: bytes, tokens: UnsafeBufferPointer(start: tokens.base, count: tokens.count),
                           callWords: callWords)
            p.parseFile()
            return withExtendedLifetime(tokens) { (p.out, tokens) }
        }
    }
}

/// How far `scan` goes: to the matching closer of a group, or to the end of
/// an expression or statement.
enum ScanLevel {
    case brace, paren, bracket
    /// A call argument: stops before `,` or `)` at its level.
    case argument
    /// A declaration's initial value or default: stops at a line break that
    /// ends it, at `,` (when asked) and before unmatched closers.
    case expression(stopAtComma: Bool)
    /// A top-level statement.
    case statement
}

struct Parser {
    let src: UnsafePointer<UInt8>
    let srcCount: Int
    let toks: UnsafeBufferPointer<Token>
    let last: Int
    var i = 0
    var out = Outline()
    /// Arguments of the calls being scanned, innermost last (see `scanCallChain`).
    var pendingArguments: [CallArgument] = []
    var pendingTop = 0
    var depth = 0
    /// When set, bodies in which none of these is a token are skipped
    /// without recording their calls (`scanBody`).
    let callWords: CallWords?
    static let maxDepth = 300

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, callWords: CallWords? = nil) {
        self.callWords = callWords
        src = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        srcCount = bytes.count
        toks = tokens
        last = tokens.count - 1
        // real code has about one call per 14 tokens and one argument per 9
        // (up to one per 6 and per 4 in dense files): grow rarely
        out.calls.reserveCapacity(tokens.count / 6 + 8)
        out.arguments.reserveCapacity(tokens.count / 4 + 8)
        // and a modifier per 30 or so (a declaration's first is a keyword's)
        out.modifiers.reserveCapacity(tokens.count / 24 + 4)
        pendingArguments.reserveCapacity(64)
    }

    // MARK: - Token access

    /// Token `j`, clamped to the file: past the end is the end of file,
    /// before the start is the first token.
    @inline(__always) func tok(_ j: Int) -> Token { toks[j < last ? (j < 0 ? 0 : j) : last] }
    @inline(__always) var t: Token { toks[i] }
    @inline(__always) func kindAt(_ j: Int) -> TokenKind { tok(j).kind }

    /// The (contextual) keyword of token `j`, `.none` unless it is an unescaped word.
    @inline(__always) func kw(_ j: Int) -> Keyword {
        let x = tok(j)
        return x.kind == .identifier ? x.keyword : .none
    }

    @inline(__always) func isName(_ j: Int) -> Bool {
        let x = tok(j)
        return x.kind == .identifier && (x.keyword == .none || !x.keyword.isReserved)
    }

    func lastByte(_ j: Int) -> UInt8 {
        let x = tok(j)
        return x.end > x.start ? src[Int(x.end) - 1] : 0
    }

    func firstByte(_ j: Int) -> UInt8 {
        let x = tok(j)
        return x.end > x.start ? src[Int(x.start)] : 0
    }

    func tokenIs(_ j: Int, _ s: StaticString) -> Bool {
        let x = tok(j)
        guard x.length == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        for k in 0..<x.length where src[Int(x.start) + k] != p[k] { return false }
        return true
    }

    func text(_ j: Int) -> String {
        let x = tok(j)
        return String(decoding: UnsafeBufferPointer(start: src + Int(x.start), count: x.length), as: UTF8.self)
    }

    /// A name token's text without backticks.
    func nameText(_ j: Int) -> String {
        let x = tok(j)
        if x.isBackticked {
            return String(decoding: UnsafeBufferPointer(start: src + Int(x.start) + 1, count: x.length - 2), as: UTF8.self)
        }
        return text(j)
    }

    /// Tokens `a..<b` concatenated without trivia ("type text").
    func compact(_ a: Int, _ b: Int, dropBackticks: Bool = false) -> String {
        if a >= b { return "" }
        if b - a == 1 && !(dropBackticks && tok(a).isBackticked) { return text(a) }
        var n = 0
        for j in a..<b { n += tok(j).length }
        return String(unsafeUninitializedCapacity: n) { buf in
            var w = 0
            for j in a..<b {
                let x = tok(j)
                var s = Int(x.start), e = Int(x.end)
                if dropBackticks && x.isBackticked { s += 1; e -= 1 }
                while s < e { buf[w] = src[s]; w += 1; s += 1 }
            }
            return w
        }
    }

    /// Tokens `a..<b` as "type text": whitespace and comments dropped, then
    /// one space between two adjacent words (`any KeyValueStore`, `inout
    /// URL`), after a keyword that prefixes a type (`inout [Int]`, `some
    /// (P&Q)`) and after an attribute (`@escaping @Sendable ()->Void`,
    /// `@convention(c) ()->Void`); nothing elsewhere (`[String:Int]`,
    /// `any Foo&Bar`). Whitespace as written never matters, so reformatting
    /// a type leaves its text equal.
    func typeText(_ a: Int, _ b: Int, dropBackticks: Bool = false) -> String {
        if a >= b { return "" }
        if b - a == 1 && !(dropBackticks && tok(a).isBackticked) { return text(a) }
        // written on the stack, at most a space before each token (a
        // function written into the string's storage captured, copied, the
        // whole parser each time)
        var most = 0
        for j in a..<b { most += tok(j).length + 1 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: most) { buf in
            var w = 0
            var attribute = TypeTextAttribute.none
            for j in a..<b {
                let x = tok(j)
                if j > a && (attribute == .ended || spaceInTypeText(between: j - 1, and: j, from: a)) {
                    buf[w] = UInt8(ascii: " ")
                    w += 1
                }
                attribute = nextAttributeState(attribute, at: j, before: b)
                var s = Int(x.start), e = Int(x.end)
                if dropBackticks && x.isBackticked { s += 1; e -= 1 }
                while s < e { buf[w] = src[s]; w += 1; s += 1 }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buf[..<w]), as: UTF8.self)
        }
    }

    /// Where type text is inside an attribute (`@name`, `@Mod.name`,
    /// `@convention(c)`): after it, a space separates it from the type.
    enum TypeTextAttribute: Equatable { case none, name, arguments(depth: Int), ended }

    /// Attributes in types whose `(` opens their arguments; after any other
    /// the `(` starts a function type's parameters (`@Sendable ()->Void`).
    static let typeAttributesWithArguments: Set<String> = [
        "convention", "isolated", "differentiable", "_opaqueReturnTypeOf", "lifetime", "_lifetime",
    ]

    func nextAttributeState(_ state: TypeTextAttribute, at j: Int, before b: Int) -> TypeTextAttribute {
        let x = tok(j)
        switch state {
        case .none, .ended:
            return x.kind == .at ? .name : .none
        case .name:
            guard x.kind == .identifier else { return .name }  // `@` or a `.` of a qualified name
            let next = j + 1 < b ? tok(j + 1).kind : .endOfFile
            if next == .period { return .name }
            if next == .lparen && Self.typeAttributesWithArguments.contains(text(j)) { return .arguments(depth: 0) }
            return j + 1 < b ? .ended : .none
        case .arguments(let depth):
            let d = depth + (x.kind == .lparen ? 1 : x.kind == .rparen ? -1 : 0)
            if d > 0 { return .arguments(depth: d) }
            return j + 1 < b ? .ended : .none
        }
    }

    /// Two words, or a keyword that prefixes a type before a bracket or an
    /// attribute (not `@isolated(any)`'s name, nor a member `.some`).
    func spaceInTypeText(between p: Int, and j: Int, from a: Int) -> Bool {
        let x = tok(j), previous = tok(p)
        @inline(__always) func isWord(_ t: Token) -> Bool { t.kind == .identifier || t.kind == .integer || t.kind == .float }
        if isWord(x) && isWord(previous) { return true }
        guard x.kind == .lparen || x.kind == .lbracket || x.kind == .at,
              previous.kind == .identifier, !previous.isBackticked else { return false }
        switch previous.keyword {
        case .any, .some, .inout, .borrowing, .consuming, .__consuming, .sending, .isolated, .each, .repeat, ._const:
            return p == a || (tok(p - 1).kind != .at && tok(p - 1).kind != .period)
        default:
            return false
        }
    }

    @inline(__always) func range(_ a: Int, _ b: Int) -> Range<Int> {
        // tokens a..<b; empty when b <= a
        if b <= a { let s = Int(tok(a).start); return s..<s }
        return Int(tok(a).start)..<Int(tok(b - 1).end)
    }

    // MARK: - Declaration lists

    mutating func parseFile() {
        out.decls = parseDeclList(inType: false)
    }

    mutating func parseDeclList(inType: Bool) -> [Decl] {
        var decls: [Decl] = []
        // grown from empty by doubling, a list of 400-byte declarations was
        // moved to a new buffer five times on its way to a type's usual
        // dozen members (a tenth of parsing's time)
        decls.reserveCapacity(inType ? 12 : 8)
        // how many `#if` blocks of this list are open
        var ifDepth = 0
        while true {
            let x = t
            switch x.kind {
            case .endOfFile:
                return decls
            case .rbrace:
                if inType { return decls }
                i += 1  // stray `}` at file level
                continue
            case .semicolon:
                i += 1
                continue
            case .pound:
                switch x.keyword {
                case .if where isAttributeIfConfig(i):
                    break
                case .if, .elseif:
                    if x.keyword == .if { ifDepth += 1 }
                    skipDirectiveLine()
                    continue
                case .else, .endif:
                    if x.keyword == .endif { ifDepth = max(0, ifDepth - 1) }
                    i += 1
                    continue
                default:
                    skipFreestandingMacro()
                    continue
                }
            default:
                break
            }
            let before = i
            let declared = decls.count
            parseDecl(inType: inType, into: &decls)
            if i == before {
                if inType {
                    skipStrayToken()
                } else {
                    // a top-level statement (`main.swift`): its calls belong
                    // to no declaration; statements in a row are one run
                    let firstCall = out.calls.count
                    scan(.statement)
                    if i == before { skipStrayToken() }
                    if out.calls.count > firstCall { addTopLevelStatement(range(before, i), calls: firstCall..<out.calls.count) }
                }
            } else if decls.count > declared {
                topLevelRunOpen = false
                if ifDepth > 0 { for k in declared..<decls.count { decls[k].inIfConfig = true } }
            }
        }
    }

    /// Whether the last top-level statement run may grow (no declaration since).
    var topLevelRunOpen = false

    mutating func addTopLevelStatement(_ r: Range<Int>, calls: Range<Int>) {
        if topLevelRunOpen, let last = out.topLevelCode.indices.last {
            out.topLevelCode[last].range = out.topLevelCode[last].range.lowerBound..<r.upperBound
            out.topLevelCode[last].calls = out.topLevelCode[last].calls.lowerBound..<calls.upperBound
        } else {
            out.topLevelCode.append(TopLevelCode(range: r, calls: calls))
            topLevelRunOpen = true
        }
    }

    /// Skips one token, or a whole group when it opens one.
    mutating func skipStrayToken() {
        switch t.kind {
        case .lparen, .lbracket, .lbrace: skipBalancedFlat()
        case .endOfFile: break
        default: i += 1
        }
    }

    /// `#if cond` / `#elseif cond`: the directive and its condition.
    mutating func skipDirectiveLine() {
        i += 1
        var prevWantsMore = false
        while true {
            let x = t
            if x.kind == .endOfFile { return }
            if x.hasNewlineBefore && !prevWantsMore { return }
            switch x.kind {
            case .lparen, .lbracket:
                skipBalancedFlat()
                prevWantsMore = false
            case .lbrace, .rbrace, .rparen, .rbracket:
                return
            case .operator:
                prevWantsMore = true
                i += 1
            default:
                prevWantsMore = false
                i += 1
            }
        }
    }

    /// `#warning("…")`, `#sourceLocation(…)`, `#Preview { … }`, `#foo(…)`.
    mutating func skipFreestandingMacro() {
        i += 1
        if t.kind == .operator && firstByte(i) == UInt8(ascii: "<") && !t.hasTriviaBefore { i = skipAnglesFrom(i) }
        if t.kind == .lparen && !t.hasNewlineBefore { skipArgumentsRecording() }
        while t.kind == .lbrace && !t.hasNewlineBefore {
            i += 1
            scan(.brace)
        }
    }

    // MARK: - One declaration

    mutating func parseDecl(inType: Bool, into decls: inout [Decl]) {
        let start = i
        var attributes: [Attribute] = []
        parseAttributes(&attributes)
        let modifiers = parseModifiers()
        let hasPrefix = i > start
        let k = kw(i)
        switch k {
        case .class, .struct, .enum, .protocol, .extension:
            decls.append(Decl.blank)
            parseTypeDecl(start, &attributes, modifiers, &decls[decls.count - 1])
        case .actor where isName(i + 1) || tok(i + 1).kind == .identifier && !tok(i + 1).hasNewlineBefore && kw(i + 1) != .in:
            decls.append(Decl.blank)
            parseTypeDecl(start, &attributes, modifiers, &decls[decls.count - 1])
        case .func, .`init`, .deinit, .subscript:
            decls.append(Decl.blank)
            parseFunctionLike(start, &attributes, modifiers, &decls[decls.count - 1])
        case .macro where tok(i + 1).kind == .identifier && (isName(i + 1) || tok(i + 1).isBackticked):
            decls.append(Decl.blank)
            parseFunctionLike(start, &attributes, modifiers, &decls[decls.count - 1])
        case .var, .let:
            parseVariable(start, attributes, modifiers, into: &decls)
        case .case where inType:
            parseEnumCase(start, attributes, modifiers, into: &decls)
        case .typealias, .associatedtype:
            decls.append(Decl.blank)
            parseTypealias(start, &attributes, modifiers, &decls[decls.count - 1])
        case .import:
            i += 1
            // `import struct A.B`: the kind, then the module's path; its first part is the module
            if isImportKind(kw(i)) && tok(i + 1).kind == .identifier { i += 1 }
            if t.kind == .identifier {
                let exported = attributes.contains { $0.name == "_exported" }
                out.imports.append(ImportedModule(name: nameText(i), exported: exported))
            }
            skipRestOfLine()
        case .operator:
            i += 1
            skipRestOfLine()
        case .precedencegroup:
            i += 1
            if isName(i) { i += 1 }
            if t.kind == .lbrace { skipBalancedFlat() }
        default:
            if !hasPrefix { i = start }
            // Attributes or modifiers with no declaration after them: they
            // are consumed and nothing is listed.
        }
    }

    func isImportKind(_ k: Keyword) -> Bool {
        switch k {
        case .struct, .class, .enum, .protocol, .typealias, .func, .let, .var, .actor: return true
        default: return false
        }
    }

    mutating func skipRestOfLine() {
        while t.kind != .endOfFile && !t.hasNewlineBefore && t.kind != .semicolon && t.kind != .rbrace
                && t.kind != .lbrace {
            i += 1
        }
    }

    // MARK: Attributes and modifiers

    mutating func parseAttributes(_ attrs: inout [Attribute]) {
        while true {
            if t.kind == .at {
                attrs.append(Attribute.blank)
                parseAttribute(into: &attrs[attrs.count - 1])
            } else if t.kind == .pound && t.keyword == .if && isAttributeIfConfig(i) {
                parseAttributeIfConfig(&attrs)
            } else {
                return
            }
        }
    }

    /// Fills an attribute already appended to its list (see `parseTypeDecl`).
    mutating func parseAttribute(into attr: inout Attribute) {
        let at = i
        i += 1
        let nameStart = i
        if t.kind == .identifier { i += 1 }
        while t.kind == .period && kindAt(i + 1) == .identifier && !tok(i).hasTriviaBefore {
            i += 2
        }
        let nameEnd = i
        if t.kind == .operator && firstByte(i) == UInt8(ascii: "<") && !t.hasTriviaBefore {
            i = skipAnglesFrom(i)
        }
        attr.name = compact(nameStart, nameEnd, dropBackticks: true)
        attr.range = range(at, i)
        attr.nameRange = range(nameStart, nameEnd)
        if t.kind == .lparen && !t.hasNewlineBefore {
            var takes = !t.hasTriviaBefore
            if !takes {
                let save = i
                skipBalancedFlat()
                takes = t.kind == .at || atDeclarationStart(i)
                i = save
            }
            if takes {
                let open = i
                attr.arguments = parseAttributeArguments()
                attr.argumentClause = range(open, i)
                attr.range = range(at, i)
            }
        }
    }

    /// `( label: value, value, … )`; `i` is at `(`.
    mutating func parseAttributeArguments() -> [AttributeArgument] {
        var args: [AttributeArgument] = []
        i += 1
        while true {
            switch t.kind {
            case .rparen:
                i += 1
                return args
            case .endOfFile, .rbrace:
                return args
            case .comma:
                i += 1
                continue
            default:
                break
            }
            var label: String? = nil
            var labelRange: Range<Int>? = nil
            if t.kind == .identifier && kindAt(i + 1) == .colon {
                label = nameText(i)
                labelRange = t.range
                i += 2
            }
            let valueStart = i
            while true {
                let k = t.kind
                if k == .comma || k == .rparen || k == .endOfFile || k == .rbrace { break }
                if k == .lparen || k == .lbracket || k == .lbrace { skipBalancedFlat() } else { i += 1 }
            }
            args.append(AttributeArgument(label: label, labelRange: labelRange, value: range(valueStart, i),
                                          text: compact(valueStart, i)))
        }
    }

    /// Whether `#if` at `j` holds only attributes in every clause and a
    /// declaration follows its `#endif`.
    func isAttributeIfConfig(_ j: Int) -> Bool {
        var p = j
        var depth = 0
        var sawAttribute = false
        while true {
            let x = tok(p)
            switch x.kind {
            case .pound where x.keyword == .if || x.keyword == .elseif:
                if x.keyword == .if { depth += 1 }
                p = skipDirectiveCondition(p)
            case .pound where x.keyword == .else:
                p += 1
            case .pound where x.keyword == .endif:
                depth -= 1
                p += 1
                if depth == 0 {
                    if !sawAttribute { return false }
                    let n = tok(p)
                    if n.kind == .at || n.kind == .pound && n.keyword == .if { return true }
                    return atDeclarationStart(p)
                }
            case .at:
                sawAttribute = true
                p = skipAttributeAt(p)
            default:
                return false
            }
        }
    }

    /// Index after `#if cond` / `#elseif cond` starting at `j`.
    func skipDirectiveCondition(_ j: Int) -> Int {
        var p = j + 1
        var wantsMore = false
        while true {
            let x = tok(p)
            if x.kind == .endOfFile { return p }
            if x.hasNewlineBefore && !wantsMore { return p }
            switch x.kind {
            case .lparen, .lbracket: p = skipBalancedFrom(p); wantsMore = false
            case .lbrace, .rbrace, .rparen, .rbracket: return p
            case .operator: wantsMore = true; p += 1
            default: wantsMore = false; p += 1
            }
        }
    }

    func skipAttributeAt(_ j: Int, inType: Bool = false) -> Int {
        var p = j + 1
        if tok(p).kind == .identifier {
            // type attributes that take no arguments: `@Sendable(Int) -> Void` is a function type
            if inType && (tokenIs(p, "Sendable") || tokenIs(p, "escaping") || tokenIs(p, "autoclosure")
                            || tokenIs(p, "noescape") || tokenIs(p, "unchecked") || tokenIs(p, "retroactive")
                            || tokenIs(p, "preconcurrency") || tokenIs(p, "MainActor") || tokenIs(p, "unsafe")) {
                return p + 1
            }
            p += 1
        }
        while tok(p).kind == .period && tok(p + 1).kind == .identifier && !tok(p).hasTriviaBefore { p += 2 }
        if tok(p).kind == .operator && firstByte(p) == UInt8(ascii: "<") && !tok(p).hasTriviaBefore {
            p = skipAnglesFrom(p)
        }
        if tok(p).kind == .lparen && !tok(p).hasNewlineBefore && !tok(p).hasTriviaBefore {
            p = skipBalancedFrom(p)
        }
        return p
    }

    mutating func parseAttributeIfConfig(_ attrs: inout [Attribute]) {
        var depth = 0
        while true {
            let x = t
            switch x.kind {
            case .pound where x.keyword == .if || x.keyword == .elseif:
                if x.keyword == .if { depth += 1 }
                i = skipDirectiveCondition(i)
            case .pound where x.keyword == .else:
                i += 1
            case .pound where x.keyword == .endif:
                depth -= 1
                i += 1
                if depth == 0 { return }
            case .at:
                attrs.append(Attribute.blank)
                parseAttribute(into: &attrs[attrs.count - 1])
                attrs[attrs.count - 1].isConditional = true
            default:
                return
            }
        }
    }

    /// Whether a declaration starts at `j` (after any attributes).
    func atDeclarationStart(_ j: Int) -> Bool {
        var p = j
        while true {
            let k = kw(p)
            if k.isDeclarationModifier {
                p += 1
                if tok(p).kind == .lparen && k.canHaveDetail && k != .open { p = skipBalancedFrom(p) }
                continue
            }
            if k == .class {
                p += 1
                if isName(p) { return true }
                continue
            }
            return k.isDeclarationKeyword
        }
    }

    /// The modifiers here, appended to the outline's list: their run in it.
    mutating func parseModifiers() -> Range<Int> {
        let first = out.modifiers.count
        while true {
            let k = kw(i)
            guard k.isDeclarationModifier || k == .class else { break }
            var j = i + 1
            if k.canHaveDetail && tok(j).kind == .lparen && !tok(j).hasNewlineBefore && kindAt(j + 1) == .identifier
                && kindAt(j + 2) == .rparen && (k != .open || kw(j + 1) == .set) {
                j += 3
            }
            if k == .class {
                // `class func` / `class var` / `class override …`, not `class Name`
                let n = kw(j)
                guard n.isDeclarationModifier || (n.isDeclarationKeyword && n != .class) else { break }
            } else if !atDeclarationStart(j) {
                break
            }
            out.modifiers.append(Modifier(name: j == i + 1 ? k.text : compact(i, j), range: range(i, j)))
            i = j
        }
        return first..<out.modifiers.count
    }

    // MARK: Types

    /// The parse functions fill a declaration already appended to its list:
    /// one built in a local and then appended is copied (a retain and a
    /// release per field).
    mutating func parseTypeDecl(_ start: Int, _ attrs: inout [Attribute], _ mods: Range<Int>,
                                _ d: inout Decl) {
        let kwIndex = i
        let kind: DeclKind
        switch kw(i) {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        default: kind = .actor
        }
        i += 1
        var name = ""
        var nameRange: Range<Int>? = nil
        if kind == .extension {
            let s = i
            i = skipType(i)
            name = typeText(s, i, dropBackticks: true)
            if i > s { nameRange = range(s, i) }
        } else if t.kind == .identifier && !(t.keyword.isReserved && !t.isBackticked) || t.kind == .identifier && t.isBackticked {
            name = nameText(i)
            nameRange = t.range
            i += 1
        }
        d.set(kind: kind, position: Int(tok(kwIndex).start), keywordRange: tok(kwIndex).range)
        swap(&d.name, &name)  // taken over, not copied
        d.nameRange = nameRange
        // taken over, not copied (a copy costs a retain and a release)
        swap(&d.attributes, &attrs)
        d.modifierRange = mods
        if t.kind == .operator && firstByte(i) == UInt8(ascii: "<") {
            let s = i
            i = skipAnglesFrom(i)
            d.genericParameters = range(s, i)
        }
        d.inherits = t.kind == .colon ? parseInheritance() : []
        if kw(i) == .where {
            let s = i
            i = skipWhereClause(i)
            d.whereClause = range(s, i)
        }
        if t.kind == .lbrace {
            let open = i
            i += 1
            if depth < Parser.maxDepth {
                depth += 1
                d.members = parseDeclList(inType: true)
                depth -= 1
            } else {
                i = open
                skipBalancedFlat()
                i -= 1
                d.members = []
            }
            if t.kind == .rbrace { i += 1 }
            d.body = range(open, i)
        } else {
            d.members = []
        }
        d.range = declRange(from: start)
    }

    /// A declaration's range: from token `start` to the token before `i`.
    func declRange(from start: Int) -> Range<Int> {
        let lastTok = max(start, i - 1)
        return Int(tok(start).start)..<Int(tok(lastTok).end)
    }

    mutating func parseInheritance() -> [TypeText] {
        var list: [TypeText] = []
        list.reserveCapacity(2)  // most clauses name one or two
        i += 1  // `:`
        while true {
            let s = i
            i = skipType(i)
            if i == s { break }
            list.append(TypeText(text: typeText(s, i), range: range(s, i)))
            if t.kind == .comma { i += 1 } else { break }
        }
        return list
    }

    // MARK: Functions, initializers, subscripts, macros

    mutating func parseFunctionLike(_ start: Int, _ attrs: inout [Attribute], _ mods: Range<Int>,
                                    _ d: inout Decl) {
        let kwIndex = i
        let callsBefore = out.calls.count
        let kind: DeclKind
        switch kw(i) {
        case .func: kind = .func
        case .`init`: kind = .`init`
        case .deinit: kind = .deinit
        case .subscript: kind = .subscript
        default: kind = .macro
        }
        i += 1
        var name = kind == .func || kind == .macro ? "" : text(kwIndex)
        var nameRange: Range<Int>? = nil
        var genericAfterName: Range<Int>? = nil
        if kind == .func || kind == .macro {
            let x = t
            switch x.kind {
            case .identifier where !x.hasNewlineBefore || kind == .func:
                if x.isBackticked || !x.keyword.isReserved || kind == .func && x.keyword != .none && kindAt(i + 1) != .lbrace {
                    name = nameText(i)
                    nameRange = x.range
                    i += 1
                }
            case .operator, .ampersand, .ellipsis, .question, .postfixExclaim, .postfixQuestion, .equal, .arrow:
                if kind == .func {
                    name = text(i)
                    nameRange = x.range
                    i += 1
                    // `func ??<T>(` lexes `??<` together: the `<` opens the generic clause.
                    if name.utf8.count > 1 && name.utf8.last == UInt8(ascii: "<") && kindAt(i) == .identifier
                        && !t.hasTriviaBefore {
                        name.removeLast()
                        nameRange = x.range.lowerBound..<(x.range.upperBound - 1)
                        let s = i - 1
                        i = skipAnglesFrom(s, openDepth: 1, skipFirst: true)
                        genericAfterName = range(s, i)
                    }
                }
            case .period where kind == .func:
                // dotted operators can lex as `.` + operator
                var j = i
                while kindAt(j) == .period || kindAt(j) == .operator || kindAt(j) == .ellipsis { j += 1 }
                name = compact(i, j)
                nameRange = range(i, j)
                i = j
            default:
                break
            }
        } else if kind == .`init`, t.kind == .postfixQuestion || t.kind == .postfixExclaim {
            i += 1
        }
        d.set(kind: kind, position: Int(tok(kwIndex).start), keywordRange: tok(kwIndex).range)
        swap(&d.name, &name)  // taken over, not copied
        d.nameRange = nameRange
        // taken over, not copied (a copy costs a retain and a release)
        swap(&d.attributes, &attrs)
        d.modifierRange = mods
        d.genericParameters = genericAfterName
        if t.kind == .operator && firstByte(i) == UInt8(ascii: "<") {
            let s = i
            i = skipAnglesFrom(i)
            d.genericParameters = range(s, i)
        }
        if kind != .deinit {
            if t.kind == .lparen {
                let s = i
                d.params = parseParameters()
                d.parameterClause = range(s, i)
            } else {
                d.params = []
            }
        }
        if kind != .macro {
            parseEffects(&d)
            if kind == .deinit { d.isAsync = nil; d.isThrows = nil; d.asyncRange = nil; d.throwsRange = nil }
        }
        if t.kind == .arrow {
            i += 1
            let s = i
            i = skipType(i)
            d.returnType = TypeText(text: typeText(s, i), range: range(s, i))
        }
        if kind == .macro && t.kind == .equal {
            i += 1
            let s = i
            scan(.expression(stopAtComma: false))
            d.initializer = range(s, i)
        }
        if kw(i) == .where {
            let s = i
            i = skipWhereClause(i)
            d.whereClause = range(s, i)
        }
        if t.kind == .lbrace {
            let open = i
            if kind == .subscript {
                d.accessors = parseAccessorBlock()
                // a subscript's effects are its getter's (docs/outline.md)
                let getter = d.accessors?.first { $0.keyword == "get" }
                d.isAsync = getter?.isAsync ?? false
                d.isThrows = getter?.isThrows ?? false
            } else {
                scanBody()
            }
            d.body = range(open, i)
        }
        if kind == .subscript && d.accessors == nil {
            d.isAsync = false
            d.isThrows = false
        }
        d.calls = callsBefore..<out.calls.count
        d.range = declRange(from: start)
    }

    /// `async`, `reasync`, `throws`, `throws(E)`, `rethrows`, in any order.
    mutating func parseEffects(_ d: inout Decl) {
        d.isAsync = false
        d.isThrows = false
        while true {
            switch kw(i) {
            case .async, .reasync:
                d.isAsync = true
                d.asyncRange = t.range
                i += 1
            case .throws, .rethrows:
                d.isThrows = true
                let s = i
                i += 1
                if kw(s) == .throws && t.kind == .lparen && !t.hasNewlineBefore {
                    skipBalancedFlat()
                    d.isTypedThrows = true
                }
                d.throwsRange = range(s, i)
            default:
                return
            }
        }
    }

    /// `( label name: Type = default, … )`; `i` is at `(`.
    mutating func parseParameters() -> [Param] {
        var params: [Param] = []
        i += 1
        while true {
            switch t.kind {
            case .rparen:
                i += 1
                return params
            case .endOfFile, .rbrace, .lbrace:
                return params
            case .comma:
                i += 1
                continue
            default:
                break
            }
            let pStart = i
            var attrs: [String] = []
            while t.kind == .at {
                var a = Attribute.blank
                parseAttribute(into: &a)
                attrs.append(a.name)
            }
            // parameter modifiers written before the names
            while (kw(i) == .inout || kw(i) == .isolated || kw(i) == ._const || kw(i) == .consuming || kw(i) == .borrowing)
                    && (kindAt(i + 1) == .identifier) && kindAt(i + 2) != .colon && kindAt(i + 1) != .colon {
                i += 1
            }
            // names as token indices: their strings are made once the
            // parameter is known to have them
            var first = -1, second = -1
            let namesStart = i
            if t.kind == .identifier {
                first = i
                i += 1
                if t.kind == .identifier {
                    second = i
                    i += 1
                }
            }
            if t.kind == .colon {
                i += 1
            } else {
                // an unnamed element (`case c(Int, String)`, a closure type's
                // parameters): what was read as names is the type
                i = namesStart
                first = -1
                second = -1
            }
            let typeStart = i
            i = skipType(i)
            if t.kind == .ellipsis { i += 1 }
            let typeEnd = i
            var defaultValue: Range<Int>? = nil
            if t.kind == .equal {
                i += 1
                let s = i
                scan(.argument)
                defaultValue = range(s, i)
            }
            // filled in place: a Param built in a local and appended is copied;
            // room for a usual list at once, not grown one by one
            if params.capacity == 0 { params.reserveCapacity(4) }
            params.append(Param(label: "", name: "", type: "", range: range(pStart, i), typeRange: nil))
            func fill(_ p: inout Param) {
                if first >= 0 { p.label = nameText(first) }
                p.name = second >= 0 ? nameText(second) : p.label
                p.type = typeText(typeStart, typeEnd)
                p.typeRange = range(typeStart, typeEnd)
                p.defaultValue = defaultValue
                if !attrs.isEmpty { p.attributes = attrs }
            }
            fill(&params[params.count - 1])
            // anything else up to the next `,` or `)` is junk
            while t.kind != .comma && t.kind != .rparen && t.kind != .endOfFile && t.kind != .rbrace
                    && t.kind != .lbrace {
                if t.kind == .lparen || t.kind == .lbracket { skipBalancedFlat() } else { i += 1 }
            }
        }
    }

    // MARK: Variables

    mutating func parseVariable(_ start: Int, _ attrs: [Attribute], _ mods: Range<Int>, into decls: inout [Decl]) {
        let kwIndex = i
        let kind: DeclKind = kw(i) == .let ? .let : .var
        let callsBefore = out.calls.count
        i += 1
        struct Binding { var name: Int; var type: TypeText?; var initializer: Range<Int>?; var body: Range<Int>?
                         var accessors: [Accessor]?; var lastToken: Int }
        // most declarations have one binding: keep it out of the array
        var first: Binding? = nil
        var hasFirst = false
        var more: [Binding?] = []
        while true {
            var nameIndex = -1
            var tuple: Range<Int>? = nil
            let x = t
            if x.kind == .identifier && x.keyword != .wildcard && (x.isBackticked || !x.keyword.isReserved
                || x.keyword == .`self` || x.keyword == .`Self` || x.keyword == .`init`) {
                nameIndex = i
                i += 1
            } else if x.kind == .identifier && x.keyword == .wildcard {
                i += 1
            } else if x.kind == .lparen {
                let open = i
                skipBalancedFlat()
                tuple = range(open, i)
            } else {
                break
            }
            var b = Binding(name: nameIndex, type: nil, initializer: nil, body: nil, accessors: nil, lastToken: i - 1)
            if t.kind == .colon {
                i += 1
                let s = i
                i = skipType(i)
                b.type = TypeText(text: typeText(s, i), range: range(s, i))
            }
            if t.kind == .equal {
                i += 1
                let s = i
                scan(.expression(stopAtComma: true))
                b.initializer = range(s, i)
            }
            if t.kind == .lbrace && (b.initializer == nil || isObserverBlock(i)) {
                let open = i
                b.accessors = parseAccessorBlock()
                b.body = range(open, i)
            }
            b.lastToken = i - 1
            if let tuple {
                out.tuplePatterns.append(TuplePatternBinding(pattern: tuple, keywordRange: tok(kwIndex).range, attributes: attrs,
                                                             modifiers: Array(out.modifiers[mods]), type: b.type, initializer: b.initializer,
                                                             body: b.body))
            }
            if !hasFirst {
                hasFirst = true
                first = nameIndex >= 0 ? b : nil
            } else {
                more.append(nameIndex >= 0 ? b : nil)
            }
            if t.kind == .comma {
                i += 1
            } else {
                break
            }
        }
        if !hasFirst { return }
        let several = !more.isEmpty
        let calls = callsBefore..<out.calls.count
        func make(_ b: Binding) {
            decls.append(Decl.blank)
            fill(b, &decls[decls.count - 1])
        }
        func fill(_ b: Binding, _ d: inout Decl) {
            let pos = several ? Int(tok(b.name).start) : Int(tok(kwIndex).start)
            d.set(kind: kind, position: pos, keywordRange: tok(kwIndex).range)
            d.name = nameText(b.name)
            d.range = several ? range(start, b.lastToken + 1) : declRange(from: start)
            d.nameRange = tok(b.name).range
            d.attributes = attrs
            d.modifierRange = mods
            d.type = b.type
            d.initializer = b.initializer
            d.body = b.body
            d.accessors = b.accessors
            d.calls = calls
        }
        if let b = first { make(b) }
        for case let b? in more { make(b) }
    }

    /// `{ willSet … }` / `{ didSet … }` after an initial value.
    func isObserverBlock(_ j: Int) -> Bool {
        var p = j + 1
        while tok(p).kind == .at { p = skipAttributeAt(p) }
        let k = kw(p)
        return k == .willSet || k == .didSet
    }

    /// An accessor block `{ get … set … }` or an implicit getter `{ … }`
    /// (nil); `i` is at `{`.
    mutating func parseAccessorBlock() -> [Accessor]? {
        // Is it a list of accessors?
        var p = i + 1
        while tok(p).kind == .at { p = skipAttributeAt(p) }
        while kw(p) == .mutating || kw(p) == .nonmutating || kw(p) == .__consuming || kw(p) == .consuming
                || kw(p) == .borrowing {
            p += 1
        }
        if !kw(p).isAccessorKeyword {
            scanBody()
            return nil
        }
        var accessors: [Accessor] = []
        i += 1
        while true {
            let x = t
            if x.kind == .rbrace { i += 1; break }
            if x.kind == .endOfFile { break }
            if x.kind == .pound {
                if x.keyword == .if || x.keyword == .elseif { i = skipDirectiveCondition(i) } else { i += 1 }
                continue
            }
            let aStart = i
            while t.kind == .at { i = skipAttributeAt(i) }
            while kw(i).isDeclarationModifier { i += 1 }
            guard t.kind == .identifier else {
                skipStrayToken()
                continue
            }
            let keywordIndex = i
            i += 1
            if t.kind == .lparen && !t.hasNewlineBefore { skipBalancedFlat() }  // `set(newValue)`
            let k = kw(keywordIndex)
            var a = Accessor(keyword: k != .none ? k.text : text(keywordIndex), range: range(aStart, i))
            while true {
                switch kw(i) {
                case .async, .reasync: a.isAsync = true; i += 1; continue
                case .throws, .rethrows:
                    i += 1
                    if t.kind == .lparen && !t.hasNewlineBefore { skipBalancedFlat() }
                    a.isThrows = true
                    continue
                default: break
                }
                break
            }
            if t.kind == .lbrace {
                let b = i
                scanBody()
                a.body = range(b, i)
            }
            a.range = range(aStart, i)
            accessors.append(a)
        }
        return accessors
    }

    // MARK: Enum cases

    mutating func parseEnumCase(_ start: Int, _ attrs: [Attribute], _ mods: Range<Int>, into decls: inout [Decl]) {
        let kwIndex = i
        let callsBefore = out.calls.count
        i += 1
        struct Element { var name: Int; var assoc: Range<Int>?; var params: [Param]?; var raw: Range<Int>?; var lastToken: Int }
        var elements: [Element] = []
        while true {
            let nameIndex: Int
            if t.kind == .identifier {
                nameIndex = i
                i += 1
            } else if t.kind == .lparen || t.kind == .equal {
                nameIndex = -1  // missing name
            } else {
                break
            }
            var e = Element(name: nameIndex, assoc: nil, params: nil, raw: nil, lastToken: i - 1)
            if t.kind == .lparen {
                let s = i
                e.params = parseParameters()
                e.assoc = range(s, i)
            }
            if t.kind == .equal {
                i += 1
                let s = i
                scan(.expression(stopAtComma: true))
                e.raw = range(s, i)
            }
            e.lastToken = i - 1
            elements.append(e)
            if t.kind == .comma { i += 1 } else { break }
        }
        if elements.isEmpty {
            var d = Decl(kind: .case, name: "", position: Int(tok(kwIndex).start), keywordRange: tok(kwIndex).range,
                         range: declRange(from: start))
            d.attributes = attrs
            d.modifierRange = mods
            decls.append(d)
            return
        }
        let several = elements.count > 1
        func fill(_ e: Element, _ d: inout Decl) {
            let nameTok = e.name >= 0 ? e.name : kwIndex
            let pos = several ? Int(tok(nameTok).start) : Int(tok(kwIndex).start)
            d.set(kind: .case, position: pos, keywordRange: tok(kwIndex).range)
            if e.name >= 0 { d.name = nameText(e.name) }
            d.range = several ? range(start, e.lastToken + 1) : declRange(from: start)
            if e.name >= 0 { d.nameRange = tok(e.name).range }
            d.attributes = attrs
            d.modifierRange = mods
            d.associatedValues = e.assoc
            d.initializer = e.raw
            d.calls = callsBefore..<out.calls.count
        }
        for e in elements {
            decls.append(Decl.blank)
            fill(e, &decls[decls.count - 1])
        }
    }

    // MARK: typealias / associatedtype

    mutating func parseTypealias(_ start: Int, _ attrs: inout [Attribute], _ mods: Range<Int>,
                                 _ d: inout Decl) {
        let kwIndex = i
        let kind: DeclKind = kw(i) == .typealias ? .typealias : .associatedtype
        i += 1
        var name = ""
        var nameRange: Range<Int>? = nil
        if t.kind == .identifier && (t.isBackticked || !t.keyword.isReserved) {
            name = nameText(i)
            nameRange = t.range
            i += 1
        }
        d.set(kind: kind, position: Int(tok(kwIndex).start), keywordRange: tok(kwIndex).range)
        swap(&d.name, &name)  // taken over, not copied
        d.nameRange = nameRange
        // taken over, not copied (a copy costs a retain and a release)
        swap(&d.attributes, &attrs)
        d.modifierRange = mods
        if t.kind == .operator && firstByte(i) == UInt8(ascii: "<") {
            let s = i
            i = skipAnglesFrom(i)
            d.genericParameters = range(s, i)
        }
        if t.kind == .colon { _ = parseInheritance() }
        if t.kind == .equal {
            i += 1
            let s = i
            i = skipType(i)
            d.initializer = range(s, i)
        }
        if kw(i) == .where {
            let s = i
            i = skipWhereClause(i)
            d.whereClause = range(s, i)
        }
        d.range = declRange(from: start)
    }

    // MARK: - Types

    /// Index after the type starting at `j` (or `j` when there is none).
    func skipType(_ start: Int) -> Int {
        var j = start
        // attributes and specifiers
        while true {
            let x = tok(j)
            if x.kind == .at {
                j = skipAttributeAt(j, inType: true)
                continue
            }
            if x.kind == .identifier && !x.isBackticked {
                switch x.keyword {
                case .inout, .some, .any, .each, .consuming, .borrowing, .sending, .isolated, ._const, .__consuming:
                    let n = tok(j + 1)
                    if n.kind == .identifier || n.kind == .lparen || n.kind == .lbracket || n.kind == .at
                        || n.kind == .operator && firstByte(j + 1) == UInt8(ascii: "~") {
                        j += 1
                        continue
                    }
                case .repeat:
                    j += 1
                    continue
                default:
                    break
                }
                if tokenIs(j, "__owned") || tokenIs(j, "__shared") {
                    j += 1
                    continue
                }
            }
            if x.kind == .operator && tokenIs(j, "~") {
                j += 1
                continue
            }
            break
        }
        // primary
        let x = tok(j)
        switch x.kind {
        case .identifier:
            if !x.isBackticked && x.keyword.isReserved && x.keyword != .`Self` && x.keyword != .`Any`
                && x.keyword != .wildcard && x.keyword != .`init` && x.keyword != .`self` {
                return start == j ? start : j
            }
            j += 1
            if tok(j).kind == .operator && firstByte(j) == UInt8(ascii: "<") && !tok(j).hasTriviaBefore {
                j = skipAnglesFrom(j)
            }
        case .lparen, .lbracket:
            j = skipBalancedFrom(j)
        default:
            return start
        }
        // postfix
        while true {
            let y = tok(j)
            if y.kind == .postfixQuestion || y.kind == .postfixExclaim {
                j += 1
            } else if y.kind == .operator && !y.hasTriviaBefore && isAllOptionalMarks(j) {
                j += 1
            } else if y.kind == .period && tok(j + 1).kind == .identifier {
                j += 2
                if tok(j).kind == .operator && firstByte(j) == UInt8(ascii: "<") && !tok(j).hasTriviaBefore {
                    j = skipAnglesFrom(j)
                }
            } else if y.kind == .ellipsis && !y.hasTriviaBefore {
                j += 1
            } else {
                break
            }
        }
        // composition and function types
        let y = tok(j)
        if y.kind == .ampersand || (y.kind == .operator && tokenIs(j, "&")) {
            let e = skipType(j + 1)
            return e > j + 1 ? e : j
        }
        var k = j
        while true {
            let kk = tok(k).kind == .identifier ? tok(k).keyword : .none
            if kk == .async || kk == .throws || kk == .rethrows || kk == .reasync {
                k += 1
                if kk == .throws && tok(k).kind == .lparen && !tok(k).hasNewlineBefore { k = skipBalancedFrom(k) }
            } else {
                break
            }
        }
        if tok(k).kind == .arrow {
            let e = skipType(k + 1)
            return e > k + 1 ? e : k + 1
        }
        return j
    }

    func isAllOptionalMarks(_ j: Int) -> Bool {
        let x = tok(j)
        for p in Int(x.start)..<Int(x.end) where src[p] != UInt8(ascii: "?") && src[p] != UInt8(ascii: "!") {
            return false
        }
        return true
    }

    /// Index after the generic clause `<…>` that starts at the operator token
    /// `j`. Counts `<` and `>` inside operator tokens (`>>` closes two).
    func skipAnglesFrom(_ j: Int, openDepth: Int = 0, skipFirst: Bool = false) -> Int {
        var depth = openDepth
        var p = j
        if skipFirst { p += 1 }
        while true {
            let x = tok(p)
            switch x.kind {
            case .operator:
                for q in Int(x.start)..<Int(x.end) {
                    let b = src[q]
                    if b == UInt8(ascii: "<") { depth += 1 }
                    else if b == UInt8(ascii: ">") {
                        depth -= 1
                        if depth == 0 { return p + 1 }
                    }
                }
                p += 1
            case .lparen, .lbracket:
                p = skipBalancedFrom(p)
            case .endOfFile, .lbrace, .rbrace, .semicolon, .rparen, .rbracket, .equal:
                return p
            default:
                if x.kind == .identifier && (x.keyword == .func || x.keyword == .var) && !x.isBackticked {
                    return p
                }
                p += 1
            }
        }
    }

    /// Index after `where A: B, C == D, …` starting at `j` (the `where`).
    func skipWhereClause(_ j: Int) -> Int {
        var p = j + 1
        while true {
            let s = p
            p = skipType(p)
            if p == s { return p }
            let x = tok(p)
            if x.kind == .colon {
                p += 1
                let s2 = p
                p = skipType(p)
                if p == s2, tok(p).kind == .identifier { p += 1 }  // layout constraints: `AnyObject`, `_Trivial(64)`
                if tok(p).kind == .lparen && !tok(p).hasTriviaBefore { p = skipBalancedFrom(p) }
            } else if x.kind == .operator && tokenIs(p, "==") {
                p += 1
                p = skipType(p)
            } else {
                return p
            }
            if tok(p).kind == .comma { p += 1 } else { return p }
        }
    }

    // MARK: - Balanced skipping without recording

    /// Index after the group opening at `j` (or `j + 1` for other tokens).
    func skipBalancedFrom(_ j: Int) -> Int {
        var depth = 0
        var p = j
        while true {
            let x = tok(p)
            switch x.kind {
            case .lparen, .lbracket, .lbrace: depth += 1
            case .rparen, .rbracket, .rbrace:
                depth -= 1
            case .endOfFile: return p
            default: break
            }
            p += 1
            if depth <= 0 { return p }
        }
    }

    mutating func skipBalancedFlat() { i = skipBalancedFrom(i) }
}

extension Keyword {
    /// Words that cannot name a declaration without backticks.
    @usableFromInline var isReserved: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let, .case,
             .typealias, .associatedtype, .import, .operator, .precedencegroup, .public, .private, .fileprivate,
             .internal, .static, .inout, .where, .if, .else, .guard, .for, .while, .repeat, .do, .switch,
             .return, .break, .continue, .fallthrough, .defer, .catch, .throw, .in, .is, .as, .self, .super,
             .Self, .nil, .true, .false, .Any, .default, .wildcard, .throws, .rethrows, .try:
            return true
        default:
            return false
        }
    }

    var isDeclarationKeyword: Bool {
        switch self {
        case .class, .struct, .actor, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var,
             .let, .case, .typealias, .associatedtype, .macro, .import, .operator, .precedencegroup:
            return true
        default:
            return false
        }
    }

    var canHaveDetail: Bool {
        switch self {
        case .fileprivate, .internal, .nonisolated, .package, .open, .private, .public, .unowned: return true
        default: return false
        }
    }

    var isAccessorKeyword: Bool {
        switch self {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .read, .modify, .unsafeAddress, .unsafeMutableAddress,
             .`init`, .yielding:
            return true
        default:
            return false
        }
    }
}

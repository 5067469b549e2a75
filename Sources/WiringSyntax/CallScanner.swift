/// Skipping bodies and expressions while recording the calls in them.
extension Parser {
    /// Consumes tokens up to the end of `level` (see `ScanLevel`), recording
    /// every call on the way.
    @inline(__always)
    mutating func scan(_ level: ScanLevel) {
        // inlined, so that the level's masks are constants where it is known
        scan(level, ends: level.endingKinds, closer: level.closingKind)
    }

    /// `scan(level)`: stops before a token of a kind in `ends`, after one of
    /// the kind `closer` (kinds as `TokenKind.bit`).
    mutating func scan(_ level: ScanLevel, ends: UInt32, closer: UInt32) {
        if depth >= Parser.maxDepth {
            scanFlat(level)
            return
        }
        depth += 1
        defer { depth -= 1 }
        let first = i
        // Kinds are tested as bits of masks rather than by a `switch`: the
        // tokens most often met here need one test, and the branches are
        // better predicted than a jump table's.
        let skipped = TokenKind.inertKinds | (TokenKind.closingKinds & ~(ends | closer))
        let endsAtLineBreak: Bool
        switch level {
        case .expression, .statement: endsAtLineBreak = true
        default: endsAtLineBreak = false
        }
        // In an `if`/`guard`/`while`/`for`/`switch` condition a `{` is the
        // statement's body, never a trailing closure.
        var inCondition = false
        while true {
            let x = t
            if x.hasNewlineBefore && endsAtLineBreak && i > first && !continuesExpression(i, level) { return }
            let bit = x.kind.bit
            if bit & skipped != 0 {
                i += 1
                continue
            }
            if x.kind == .identifier {
                if x.keyword.isScanned {
                    switch x.keyword {
                    case .if, .guard, .while, .for, .switch:
                        if !x.isBackticked {
                            inCondition = true
                            i += 1
                            continue
                        }
                    default:
                        // a declaration keyword ends a top-level statement even
                        // on the same line (recovery, as swift-syntax does)
                        if case .statement = level, !x.isBackticked { return }
                        i += 1
                        continue
                    }
                }
                // most names are plain references: only a following `.`, `(`,
                // `{`, `[`, `?`, `!` or `<` (of generic arguments) can make
                // them a call; `i + 1` is in the file as `x` is no end of file
                let n = toks[i + 1]
                if n.kind.bit & TokenKind.postfixKinds != 0
                    || n.kind == .operator && !n.hasTriviaBefore && src[Int(n.start)] == UInt8(ascii: "<"),
                   startsCallee(x) {
                    scanCallChain(allowTrailingClosure: !inCondition)
                } else {
                    i += 1
                }
                continue
            }
            if bit & ends != 0 { return }
            if bit & closer != 0 {
                i += 1
                return
            }
            switch x.kind {
            case .lbrace:
                if case .expression = level, isObserverBlock(i) { return }
                inCondition = false
                i += 1
                scan(.brace)
            case .lparen:
                i += 1
                scan(.paren)
            case .lbracket:
                i += 1
                scan(.bracket)
            case .pound:
                if x.keyword == .if || x.keyword == .elseif {
                    i = skipDirectiveCondition(i)
                } else {
                    i += 1
                }
            case .period:
                // `.member(…)`: an implicit member, or a member of a parenthesized
                // or subscripted value.
                let n = toks[i + 1]
                if n.kind == .identifier && !n.hasNewlineBefore {
                    scanCallChain(allowTrailingClosure: !inCondition)
                } else {
                    i += 1
                }
            default:
                i += 1
            }
        }
    }

    /// Past the maximum nesting depth: skip without recording, iteratively.
    mutating func scanFlat(_ level: ScanLevel) {
        var d = 0
        while true {
            let x = t
            switch x.kind {
            case .endOfFile: return
            case .lparen, .lbracket, .lbrace: d += 1
            case .rparen, .rbracket, .rbrace:
                if d == 0 {
                    switch level {
                    case .brace, .paren, .bracket: i += 1
                    default: break
                    }
                    return
                }
                d -= 1
            case .comma, .semicolon:
                if d == 0 {
                    switch level {
                    case .argument, .expression, .statement: return
                    default: break
                    }
                }
            default: break
            }
            i += 1
        }
    }

    /// Whether the token at `j`, first on its line, continues the expression
    /// or statement before it.
    func continuesExpression(_ j: Int, _ level: ScanLevel) -> Bool {
        let x = tok(j)
        switch x.kind {
        case .period, .equal, .arrow, .question, .colon, .ampersand:
            return true
        case .operator:
            // binary when spaced on both sides; a prefix operator starts a new statement
            return tok(j + 1).hasTriviaBefore
        case .lbrace:
            if case .expression = level { return !isObserverBlock(j) }
            return true
        case .identifier:
            switch x.keyword {
            case .else, .catch, .as, .is, .where: return !x.isBackticked
            default: break
            }
        default:
            break
        }
        // the previous token asks for more
        let p = tok(j - 1)
        switch p.kind {
        case .operator, .equal, .arrow, .period, .comma, .colon, .question, .at, .ampersand, .backslash:
            if case .expression(let stop) = level, stop, p.kind == .comma { return false }
            return true
        case .identifier:
            switch p.keyword {
            case .try, .await, .as, .is, .in, .return, .throw, .where:
                return !p.isBackticked && p.keyword != .in
            default: return false
            }
        default:
            return false
        }
    }

    /// Whether a name can start a callee path.
    @inline(__always)
    func startsCallee(_ x: Token) -> Bool {
        if x.isBackticked { return true }
        switch x.keyword {
        case .none, .`self`, .super, .`Self`, .`init`: return true
        default: return !x.keyword.isReserved && !x.keyword.isStatementLike
        }
    }

    /// A name or member path, possibly called, possibly with a postfix chain.
    /// `i` is at the first name, or at `.` of an implicit member.
    mutating func scanCallChain(allowTrailingClosure: Bool) {
        let chainStart = i
        while true {
            guard let pathEnd = scanPath() else { return }
            if startsCall(chainStart, allowTrailingClosure) {
                scanCalls(chainStart: chainStart, pathEnd: pathEnd, allowTrailingClosure: allowTrailingClosure)
                return
            }
            // a plain reference, maybe subscripted or unwrapped, then more
            // members: the path goes on (`x?.open`, `a[0].f`)
            if t.kind.bit & TokenKind.postfixOperatorKinds != 0 { skipPostfix() }
            if !(t.kind == .period && toks[i + 1].kind == .identifier) { return }
        }
    }

    /// The path of a callee: `a.b.c`, or `.c` after a receiver or for an
    /// implicit member, and explicit generic arguments before `(`, `{` or `.`.
    /// Returns where the names end, or nil when no name follows.
    @inline(__always)
    mutating func scanPath() -> Int? {
        if t.kind == .period { i += 1 }
        guard t.kind == .identifier else { return nil }
        i += 1
        while t.kind == .period && toks[i + 1].kind == .identifier {
            i += 2
        }
        let pathEnd = i
        if t.kind == .operator && firstByte(i) == UInt8(ascii: "<") && !t.hasTriviaBefore {
            // explicit generic arguments: `Result<Void, Error> { … }`, `Foo<T>(…)`, `Array<Int>.init`
            let e = skipAnglesFrom(i)
            let after = tok(e)
            if e > i + 1, tok(e - 1).kind == .operator, lastByte(e - 1) == UInt8(ascii: ">"),
               after.kind == .lparen && !after.hasTriviaBefore || after.kind == .lbrace && !after.hasNewlineBefore
                || after.kind == .period && !after.hasTriviaBefore {
                i = e
            }
        }
        return pathEnd
    }

    /// The calls of a chain from its first one, whose path ends at `pathEnd`
    /// and whose `(` or trailing `{` is at `i`.
    mutating func scanCalls(chainStart: Int, pathEnd: Int, allowTrailingClosure: Bool) {
        // `try`/`await` before the chain apply to each of its calls
        var s = chainStart
        var prefix: CallFlags = []
        while s > 0 && !toks[s].hasNewlineBefore {
            let p = toks[s - 1]
            if p.kind == .identifier && p.keyword == .await && !p.isBackticked { prefix.insert(.awaited); s -= 1 }
            else if p.kind == .identifier && p.keyword == .try && !p.isBackticked { prefix.insert(.tried); s -= 1 }
            else if p.kind == .identifier && p.keyword == .unsafe && !p.isBackticked { s -= 1 }
            else if (p.kind == .postfixQuestion || p.kind == .postfixExclaim) && kw(s - 2) == .try {
                prefix.insert(.tried); s -= 2
            } else { break }
        }
        var pathStart = chainStart
        var pathEnd = pathEnd
        var index = -1
        while true {
            // A call's slot is taken before its arguments, so that calls in
            // them come after it; the rest is written once, when it is known
            // whether a call is made on its result.
            // A chained call's path starts after its `.`; an implicit member keeps it (`.init`).
            let calleeStart = index >= 0 && toks[pathStart].kind == .period ? pathStart + 1 : pathStart
            var call = Call(calleeRange: span(calleeStart, pathEnd), nameRange: toks[pathEnd - 1].range,
                            range: span(chainStart, pathEnd))
            call.receiver = index
            call.flags = prefix
            index = out.calls.count
            out.calls.append(call)
            // This call's arguments gather on `pendingArguments` above those of
            // enclosing calls (nested calls push and pop theirs meanwhile), and
            // are stored together once the call is complete.
            let pendingBase = pendingTop
            var argumentClause: Range<Int>? = nil
            if t.kind == .lparen {
                let open = i
                scanArguments()
                argumentClause = span(open, i)
            }
            // trailing closures: `{ … }` then `label: { … }`
            var flags = prefix
            if t.kind == .lbrace && !t.hasNewlineBefore && allowTrailingClosure {
                scanTrailingClosure(label: nil)
                while t.kind == .identifier && toks[i + 1].kind == .colon && kindAt(i + 2) == .lbrace {
                    let l = t.range
                    i += 2
                    scanTrailingClosure(label: l)
                }
                flags.insert(.hasTrailingClosure)
            }
            let argsStart = out.arguments.count
            if pendingTop > pendingBase {
                for k in pendingBase..<pendingTop { out.arguments.append(pendingArguments[k]) }
                pendingTop = pendingBase
            }
            let arguments = argsStart..<out.arguments.count
            if t.kind == .postfixExclaim { flags.insert(.forceUnwrapped) }
            if t.kind == .postfixQuestion { flags.insert(.optionalChained) }
            let callEnd = i
            if t.kind.bit & TokenKind.postfixOperatorKinds != 0 { skipPostfix() }
            // more members, maybe called on this call's result
            var calledAgain = false
            pathStart = i
            while t.kind == .period && toks[i + 1].kind == .identifier {
                guard let e = scanPath() else { break }
                pathEnd = e
                if startsCall(chainStart, allowTrailingClosure) {
                    calledAgain = true
                    break
                }
                if t.kind.bit & TokenKind.postfixOperatorKinds != 0 { skipPostfix() }
            }
            if calledAgain {
                flags.insert(.hasDependentCall)
                Parser.complete(&out.calls[index], argumentClause: argumentClause, arguments: arguments,
                                flags: flags, range: span(chainStart, callEnd))
                continue
            }
            // flags of the whole chain, kept on its last call
            flags.insert(.endOfChain)
            let x = t
            if x.kind == .endOfFile || x.kind == .rbrace || x.kind == .semicolon || x.hasNewlineBefore {
                if atStatementStart(s) {
                    flags.formUnion([.statement, .discarded])
                } else if s >= 2 && toks[s - 1].kind == .equal && kw(s - 2) == .wildcard && atStatementStart(s - 2) {
                    flags.formUnion([.assignedToWildcard, .discarded])
                }
            }
            Parser.complete(&out.calls[index], argumentClause: argumentClause, arguments: arguments,
                            flags: flags, range: span(chainStart, i))
            return
        }
    }

    /// Whether `(` or a trailing `{` follows the path just scanned.
    @inline(__always)
    func startsCall(_ chainStart: Int, _ allowTrailingClosure: Bool) -> Bool {
        let n = t
        if n.hasNewlineBefore { return false }
        return n.kind == .lparen || n.kind == .lbrace && allowTrailingClosure && !precededByTypeContext(chainStart)
    }

    /// Bytes of tokens `a..<b`, `a < b`, all in the file (no clamping, unlike `range`).
    @inline(__always)
    func span(_ a: Int, _ b: Int) -> Range<Int> { Int(toks[a].start)..<Int(toks[b - 1].end) }

    /// Writes what is known of a call once it is complete.
    @inline(__always)
    static func complete(_ call: inout Call, argumentClause: Range<Int>?, arguments: Range<Int>, flags: CallFlags,
                         range: Range<Int>) {
        call.argumentClause = argumentClause
        call.arguments = arguments
        call.flags = flags
        call.range = range
    }

    /// Whether a statement can begin at token `j` (in the file).
    @inline(__always)
    func atStatementStart(_ j: Int) -> Bool {
        if j == 0 { return true }
        if toks[j].hasNewlineBefore { return true }
        let p = toks[j - 1]
        switch p.kind {
        case .lbrace, .semicolon: return true
        case .identifier: return p.keyword == .in && !p.isBackticked
        default: return false
        }
    }

    /// `x: T {` or `-> T {`: a type before a body, not a trailing closure.
    @inline(__always)
    func precededByTypeContext(_ j: Int) -> Bool {
        let p = tok(j - 1).kind
        return p == .arrow || p == .colon && isTypeColon(j - 1)
    }

    /// A `:` that introduces a type (a declaration inside a body) rather than
    /// an argument label or a ternary.
    @inline(__always)
    func isTypeColon(_ c: Int) -> Bool {
        var p = c - 1
        if tok(p).kind == .identifier { p -= 1 } else { return false }
        let k = kw(p)
        return k == .var || k == .let || tok(p).kind == .rbrace || tok(c).hasNewlineBefore
            || tok(p + 1).hasNewlineBefore
    }

    /// `?`, `!`, `[…]` after a value (called only when one follows: most
    /// values have none).
    mutating func skipPostfix() {
        while true {
            let x = t
            if x.kind == .postfixQuestion || x.kind == .postfixExclaim {
                i += 1
            } else if x.kind == .lbracket && !x.hasTriviaBefore {
                i += 1
                scan(.bracket)
            } else {
                return
            }
        }
    }

    /// `( … )` of a call; records each argument.
    mutating func scanArguments() {
        i += 1
        while true {
            var x = t
            // tested as bits, not by a `switch` (a poorly predicted jump table)
            if x.kind.bit & (TokenKind.rparen.bit | TokenKind.comma.bit | TokenKind.endOfFile.bit
                | TokenKind.rbrace.bit) != 0 {
                if x.kind == .comma {
                    i += 1
                    continue
                }
                if x.kind == .rparen { i += 1 }
                return
            }
            var labelRange: Range<Int>? = nil
            if x.kind == .identifier && toks[i + 1].kind == .colon {
                labelRange = x.range
                i += 2
                x = t
            }
            let s = i
            // Names, member paths and literals right before `,` or `)` need no
            // scan (it would step over them recording nothing): `f(x, a.b, 1)`.
            var e = s
            if x.kind == .integer || x.kind == .float || x.kind == .string {
                e += 1
            } else {
                while toks[e].kind == .identifier || toks[e].kind == .period { e += 1 }
            }
            if e > s && (toks[e].kind == .comma || toks[e].kind == .rparen) {
                i = e
                pushPending(CallArgument(labelRange: labelRange, value: span(s, e), isTrailingClosure: false,
                                         isSimple: isSimpleValue(s, e)))
                continue
            }
            scan(.argument)
            if i == s && t.kind != .comma && t.kind != .rparen && t.kind != .rbrace && t.kind != .endOfFile { i += 1 }
            pushPending(CallArgument(labelRange: labelRange, value: range(s, i), isTrailingClosure: false,
                                     isSimple: isSimpleValue(s, i)))
        }
    }

    /// Used where arguments are recorded but belong to no call (freestanding macros).
    mutating func skipArgumentsRecording() {
        i += 1
        scan(.paren)
    }

    mutating func scanTrailingClosure(label: Range<Int>?) {
        let s = i
        i += 1
        scan(.brace)
        pushPending(CallArgument(labelRange: label, value: range(s, i), isTrailingClosure: true, isSimple: false))
    }

    /// Pushes on the pending-arguments stack (slots above `pendingTop` are reused).
    mutating func pushPending(_ a: CallArgument) {
        if pendingTop < pendingArguments.count {
            pendingArguments[pendingTop] = a
        } else {
            pendingArguments.append(a)
        }
        pendingTop += 1
    }

    /// `T.self`, `"text"`, `name`, `a.b`, `.member`, `42`, `true`.
    func isSimpleValue(_ a: Int, _ b: Int) -> Bool {
        if b <= a { return false }
        if b - a == 1 {
            switch tok(a).kind {
            case .string, .integer, .float, .identifier: return true
            default: return false
            }
        }
        for j in a..<b {
            let k = tok(j).kind
            if k != .identifier && k != .period { return false }
        }
        return true
    }
}

extension Keyword {
    /// The words `scan` acts on: declaration keywords, which end a top-level
    /// statement, and `if`, `guard`, `while`, `for`, `switch`, which start a
    /// condition. Tested on a bit mask: most words are none of them, and a
    /// `switch` would be a poorly predicted jump table.
    @inline(__always) var isScanned: Bool {
        let declarations = Keyword.bits(.struct, .class, .enum, .protocol, .extension, .func, .import, .typealias,
                                        .deinit, .subscript, .precedencegroup, .associatedtype)
        let conditions = Keyword.bits(.if, .guard, .while, .for, .switch)
        return (rawValue < 64 ? declarations.low : conditions.high) &>> UInt64(rawValue & 63) & 1 != 0
    }

    /// Keywords as bits of two masks: raw values below 64, and from 64 to 127.
    @inline(__always)
    static func bits(_ keywords: Keyword...) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        for k in keywords {
            if k.rawValue < 64 { low |= 1 &<< UInt64(k.rawValue) } else { high |= 1 &<< UInt64(k.rawValue - 64) }
        }
        return (low, high)
    }

    /// Words that are never the start of a callee although not reserved.
    var isStatementLike: Bool {
        switch self {
        case .await, .try, .some, .any, .get, .set, .willSet, .didSet, .async, .throws, .each, .then, .discard,
             .unsafe, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }
}

extension ScanLevel {
    /// Kinds (`TokenKind.bit`) before which `scan` stops.
    var endingKinds: UInt32 {
        let eof = TokenKind.endOfFile.bit, rbrace = TokenKind.rbrace.bit, semicolon = TokenKind.semicolon.bit
        let closers = TokenKind.rparen.bit | TokenKind.rbracket.bit | rbrace
        switch self {
        case .brace: return eof
        case .paren, .bracket: return eof | rbrace
        case .argument: return eof | closers | TokenKind.comma.bit | semicolon
        case .expression(let stop): return eof | closers | semicolon | (stop ? TokenKind.comma.bit : 0)
        case .statement: return eof | rbrace | semicolon
        }
    }

    /// The kind (`TokenKind.bit`) after which `scan` stops: the group's closer.
    var closingKind: UInt32 {
        switch self {
        case .brace: return TokenKind.rbrace.bit
        case .paren: return TokenKind.rparen.bit
        case .bracket: return TokenKind.rbracket.bit
        case .argument, .expression, .statement: return 0
        }
    }
}

extension TokenKind {
    /// `1 << rawValue`, for sets of kinds as masks.
    @inline(__always) var bit: UInt32 { 1 &<< rawValue }

    /// Kinds `scan` always steps over.
    static var inertKinds: UInt32 {
        integer.bit | float.bit | string.bit | regex.bit | `operator`.bit | colon.bit | at.bit | hash.bit
            | backslash.bit | postfixQuestion.bit | postfixExclaim.bit | question.bit | arrow.bit | equal.bit
            | ampersand.bit | ellipsis.bit | unknown.bit
    }

    /// Closers and separators: `scan` steps over those that do not end its level.
    static var closingKinds: UInt32 {
        rparen.bit | rbrace.bit | rbracket.bit | comma.bit | semicolon.bit
    }

    /// What `skipPostfix` steps over: `?`, `!`, `[`.
    static var postfixOperatorKinds: UInt32 { postfixQuestion.bit | postfixExclaim.bit | lbracket.bit }

    /// What can follow a name to make it a callee: `.`, `(`, `{`, `[`, `?`, `!`.
    static var postfixKinds: UInt32 {
        period.bit | lparen.bit | lbrace.bit | lbracket.bit | postfixQuestion.bit | postfixExclaim.bit
    }
}

/// Skipping bodies and expressions while recording the calls in them.
extension Parser {
    /// Consumes tokens up to the end of `level` (see `ScanLevel`), recording
    /// every call on the way.
    mutating func scan(_ level: ScanLevel) {
        if depth >= Parser.maxDepth {
            scanFlat(level)
            return
        }
        depth += 1
        defer { depth -= 1 }
        let first = i
        // In an `if`/`guard`/`while`/`for`/`switch` condition a `{` is the
        // statement's body, never a trailing closure.
        var inCondition = false
        while true {
            let x = t
            if i > first && x.hasNewlineBefore {
                switch level {
                case .expression, .statement:
                    if !continuesExpression(i, level) { return }
                default:
                    break
                }
            }
            switch x.kind {
            case .endOfFile:
                return
            case .rbrace:
                if case .brace = level { i += 1 }
                return
            case .rparen:
                switch level {
                case .paren: i += 1; return
                case .argument, .expression: return
                case .bracket, .brace, .statement: i += 1
                }
            case .rbracket:
                switch level {
                case .bracket: i += 1; return
                case .argument, .expression: return
                case .paren, .brace, .statement: i += 1
                }
            case .comma:
                switch level {
                case .argument: return
                case .expression(let stop) where stop: return
                default: i += 1
                }
            case .semicolon:
                switch level {
                case .expression, .statement, .argument: return
                default: i += 1
                }
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
            case .identifier:
                switch x.keyword {
                case .struct, .class, .enum, .protocol, .extension, .func, .import, .typealias, .deinit,
                     .subscript, .precedencegroup, .associatedtype:
                    // a declaration keyword ends a top-level statement even on
                    // the same line (recovery, as swift-syntax does)
                    if case .statement = level, !x.isBackticked { return }
                    i += 1
                case .if, .guard, .while, .for, .switch:
                    if !x.isBackticked {
                        inCondition = true
                        i += 1
                        continue
                    }
                    fallthrough
                default:
                    // most names are plain references: only a following `.`,
                    // `(`, `{`, `<`, `[`, `?` or `!` can make them a call
                    switch tok(i + 1).kind {
                    case .period, .lparen, .lbrace, .operator, .lbracket, .postfixQuestion, .postfixExclaim:
                        if startsCallee(i) {
                            scanCallChain(allowTrailingClosure: !inCondition)
                        } else {
                            i += 1
                        }
                    default:
                        i += 1
                    }
                }
            case .period:
                // `.member(…)`: an implicit member, or a member of a parenthesized
                // or subscripted value.
                if kindAt(i + 1) == .identifier && !tok(i + 1).hasNewlineBefore {
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

    /// Whether token `j` can start a callee path.
    func startsCallee(_ j: Int) -> Bool {
        let x = tok(j)
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
        var receiver = -1
        var lastCall = -1
        var pathStart = i
        while true {
            // the path: `a.b.c` (or `.c` after a receiver or for an implicit member)
            if t.kind == .period { i += 1 }
            if t.kind == .identifier { i += 1 } else { break }
            while t.kind == .period && kindAt(i + 1) == .identifier {
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
            let n = t
            let isParen = n.kind == .lparen && !n.hasNewlineBefore
            let isClosure = n.kind == .lbrace && !n.hasNewlineBefore && allowTrailingClosure
                && !precededByTypeContext(chainStart)
            guard isParen || isClosure else {
                // a plain reference, maybe subscripted or unwrapped, then more
                // members: the path goes on (`x?.markInitialized`, `a[0].f`)
                if !skipPostfix() { break }
                if t.kind == .period && kindAt(i + 1) == .identifier { continue }
                break
            }
            let index = out.calls.count
            // a chained call's path starts after its `.`; an implicit member keeps it (`.init`)
            let calleeStart = receiver >= 0 && kindAt(pathStart) == .period ? pathStart + 1 : pathStart
            var call = Call(calleeRange: range(calleeStart, pathEnd), nameRange: tok(pathEnd - 1).range,
                            range: range(chainStart, pathEnd))
            call.receiver = receiver
            // The call's slot is taken now, so that calls in its arguments come
            // after it; the rest is written once it is complete.
            out.calls.append(call)
            // This call's arguments gather on `pendingArguments` above those of
            // enclosing calls (nested calls push and pop theirs meanwhile), and
            // are stored together once the call is complete.
            let pendingBase = pendingTop
            var argumentClause: Range<Int>? = nil
            if isParen {
                let open = i
                scanArguments()
                argumentClause = range(open, i)
            }
            // trailing closures: `{ … }` then `label: { … }`
            var flags: CallFlags = []
            if t.kind == .lbrace && !t.hasNewlineBefore && allowTrailingClosure {
                scanTrailingClosure(label: nil)
                while kindAt(i) == .identifier && kindAt(i + 1) == .colon && kindAt(i + 2) == .lbrace {
                    let l = tok(i).range
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
            if t.kind == .postfixExclaim { flags.insert(.forceUnwrapped) }
            if t.kind == .postfixQuestion { flags.insert(.optionalChained) }
            Parser.complete(&out.calls[index], argumentClause: argumentClause,
                            arguments: argsStart..<out.arguments.count, flags: flags, range: range(chainStart, i))
            lastCall = index
            receiver = index
            _ = skipPostfix()
            if t.kind == .period && kindAt(i + 1) == .identifier {
                pathStart = i
                continue
            }
            break
        }
        guard lastCall >= 0 else { return }
        var s = chainStart
        var prefix: CallFlags = []
        while s > 0 && !tok(s).hasNewlineBefore {
            let p = tok(s - 1)
            if p.kind == .identifier && p.keyword == .await && !p.isBackticked { prefix.insert(.awaited); s -= 1 }
            else if p.kind == .identifier && p.keyword == .try && !p.isBackticked { prefix.insert(.tried); s -= 1 }
            else if p.kind == .identifier && p.keyword == .unsafe && !p.isBackticked { s -= 1 }
            else if (p.kind == .postfixQuestion || p.kind == .postfixExclaim) && kw(s - 2) == .try {
                prefix.insert(.tried); s -= 2
            } else { break }
        }
        // flags of the whole chain, kept on its last call
        var last: CallFlags = [.endOfChain]
        let endsStatement = t.kind == .endOfFile || t.kind == .rbrace || t.kind == .semicolon || t.hasNewlineBefore
        if endsStatement {
            if atStatementStart(s) {
                last.formUnion([.statement, .discarded])
            } else if s >= 2 && tok(s - 1).kind == .equal && kw(s - 2) == .wildcard && atStatementStart(s - 2) {
                last.formUnion([.assignedToWildcard, .discarded])
            }
        }
        let chainRange = range(chainStart, i)
        // every call of the chain shares the prefix effects; each but the last
        // has a call made on its result
        out.calls.withUnsafeMutableBufferPointer { calls in
            calls[lastCall].flags.formUnion(last)
            calls[lastCall].range = chainRange
            var c = lastCall
            while true {
                calls[c].flags.formUnion(prefix)
                if c != lastCall { calls[c].flags.insert(.hasDependentCall) }
                let r = calls[c].receiver
                if r < 0 { break }
                c = r
            }
        }
    }

    /// Writes what is known of a call once its arguments are scanned.
    @inline(__always)
    static func complete(_ call: inout Call, argumentClause: Range<Int>?, arguments: Range<Int>, flags: CallFlags,
                         range: Range<Int>) {
        call.argumentClause = argumentClause
        call.arguments = arguments
        call.flags.formUnion(flags)
        call.range = range
    }

    /// Whether a statement can begin at token `j`.
    func atStatementStart(_ j: Int) -> Bool {
        if j == 0 { return true }
        let x = tok(j)
        if x.hasNewlineBefore { return true }
        let p = tok(j - 1)
        switch p.kind {
        case .lbrace, .semicolon: return true
        case .identifier: return p.keyword == .in && !p.isBackticked
        default: return false
        }
    }

    /// `x: T {` or `-> T {`: a type before a body, not a trailing closure.
    func precededByTypeContext(_ j: Int) -> Bool {
        let p = tok(j - 1).kind
        return p == .arrow || p == .colon && isTypeColon(j - 1)
    }

    /// A `:` that introduces a type (a declaration inside a body) rather than
    /// an argument label or a ternary.
    func isTypeColon(_ c: Int) -> Bool {
        var p = c - 1
        if tok(p).kind == .identifier { p -= 1 } else { return false }
        let k = kw(p)
        return k == .var || k == .let || tok(p).kind == .rbrace || tok(c).hasNewlineBefore
            || tok(p + 1).hasNewlineBefore
    }

    /// `?`, `!`, `[…]` after a value. Returns whether anything follows that a
    /// member access could continue.
    mutating func skipPostfix() -> Bool {
        while true {
            switch t.kind {
            case .postfixQuestion, .postfixExclaim:
                i += 1
            case .lbracket where !t.hasTriviaBefore:
                i += 1
                scan(.bracket)
            default:
                return true
            }
        }
    }

    /// `( … )` of a call; records each argument.
    mutating func scanArguments() {
        i += 1
        while true {
            switch t.kind {
            case .rparen:
                i += 1
                return
            case .endOfFile, .rbrace:
                return
            case .comma:
                i += 1
                continue
            default:
                break
            }
            var labelRange: Range<Int>? = nil
            if t.kind == .identifier && kindAt(i + 1) == .colon {
                labelRange = t.range
                i += 2
            }
            let s = i
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

import WiringAnalysis
import WiringSyntax

/// The tokens of one declaration's text with its braces matched: which `{`
/// opens a closure and which a statement's block (and of which statement),
/// what a closure's header says. What the AsyncGuardKit facts are read from:
/// a def-use inside one function needs no more than this.
struct BodyTokens {
    let file: ParsedFile
    let tokens: [Token]
    /// For each `{`: the index of its `}` (or the last token when unclosed); -1 for other tokens.
    private var closers: [Int32]
    /// For each token: the `{` it is directly inside, -1 at the top.
    private var parents: [Int32]
    /// For each `{` of a statement's block: the statement's keyword (`.none` for others).
    private var blocks: [Keyword]

    init(file: ParsedFile, range: Range<Int>) {
        self.file = file
        tokens = file.tokens(from: range.lowerBound, limit: range.upperBound)
        let n = tokens.count
        closers = [Int32](repeating: -1, count: n)
        parents = [Int32](repeating: -1, count: n)
        blocks = [Keyword](repeating: .none, count: n)
        var stack: [Int] = []
        // the keyword that began the statement now being read, per depth
        var heads: [Keyword?] = [nil]
        for i in 0..<n {
            let t = tokens[i]
            parents[i] = Int32(stack.last ?? -1)
            switch t.kind {
            case .lbrace:
                var block: Keyword? = nil
                if i > 0 {
                    switch tokens[i - 1].keyword {
                    case .else, .do, .repeat, .defer: block = tokens[i - 1].keyword
                    default: break
                    }
                }
                if block == nil, let h = heads[heads.count - 1] { block = h }
                if let block { blocks[i] = block }
                heads[heads.count - 1] = nil
                stack.append(i)
                heads.append(nil)
            case .rbrace:
                if let open = stack.popLast() { closers[open] = Int32(i) }
                parents[i] = Int32(stack.last ?? -1)
                if heads.count > 1 { heads.removeLast() }
                heads[heads.count - 1] = nil
            case .identifier:
                let k = t.keyword
                switch k {
                case .if, .guard, .while, .for, .switch, .catch: break
                default: continue
                }
                let prev = i > 0 ? tokens[i - 1] : nil
                let startsStatement = prev == nil || t.hasNewlineBefore || prev!.kind == .lbrace || prev!.kind == .rbrace
                    || prev!.kind == .semicolon || prev!.keyword == .else || prev!.kind == .colon
                if startsStatement && heads[heads.count - 1] == nil { heads[heads.count - 1] = k }
            default:
                continue
            }
        }
        for open in stack { closers[open] = Int32(n - 1) }
    }

    /// The `}` of the `{` at `open` (the last token when unclosed); nil for any other token.
    func closer(of open: Int) -> Int? {
        guard open >= 0 && open < closers.count, closers[open] >= 0 else { return nil }
        return Int(closers[open])
    }

    /// The keyword of the statement whose block the `{` at `open` begins; nil for a closure or any other token.
    func block(of open: Int) -> Keyword? {
        guard open >= 0 && open < blocks.count, blocks[open] != .none else { return nil }
        return blocks[open]
    }

    /// The index of the token starting at `offset` (or the first after it).
    func index(at offset: Int) -> Int {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid].start) < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func isClosure(_ open: Int) -> Bool { tokens[open].kind == .lbrace && blocks[open] == .none }

    /// The braces enclosing token `i`, innermost first.
    func enclosing(_ i: Int) -> [Int] {
        guard i >= 0 && i < parents.count else { return [] }
        var out: [Int] = []
        var o = Int(parents[i])
        while o >= 0 {
            // an unclosed brace ends at the last token, which it does not enclose
            if Int(closers[o]) > i { out.append(o) }
            o = Int(parents[o])
        }
        return out
    }

    /// Whether token `i` is inside a loop's block within `outer` (a `{` index), or any loop when nil.
    func isInLoop(_ i: Int, within outer: Int? = nil) -> Bool {
        for open in enclosing(i) {
            if let outer, open <= outer { break }
            let k = blocks[open]
            if k == .for || k == .while || k == .repeat { return true }
        }
        return false
    }

    /// A closure's header (`ClosureHeader`): whether it has its own `in`,
    /// its capture list, and the index of the first token of its statements.
    func closureHeader(_ open: Int) -> (hasIn: Bool, captures: String?, bodyStart: Int) {
        let end = closer(of: open) ?? tokens.count - 1
        let h = ClosureHeader.header(file.source, open: Int(tokens[open].start), limit: Int(tokens[end].end))
        return (h.hasIn, h.captures, index(at: h.bodyStart))
    }

    /// The token indices of a closure's own level: inside it, outside the
    /// closures it holds (statement blocks are its own level).
    func ownLevel(of open: Int) -> [Int] {
        let end = closer(of: open) ?? tokens.count - 1
        var out: [Int] = []
        var i = open + 1
        while i < end {
            if tokens[i].kind == .lbrace && isClosure(i) { i = (closer(of: i) ?? end) + 1; continue }
            out.append(i)
            i += 1
        }
        return out
    }

    func text(_ i: Int) -> String { file.source.text(tokens[i]) }
    func isWord(_ i: Int, _ w: String) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .identifier && file.source.bytesEqual(tokens[i].range, w)
    }
}

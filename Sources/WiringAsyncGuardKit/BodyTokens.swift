import WiringAnalysis
import WiringSyntax

/// The tokens of one declaration's text with its braces matched: which `{`
/// opens a closure and which a statement's block (and of which statement),
/// what a closure's header says. What the AsyncGuardKit facts are read from:
/// a def-use inside one function needs no more than this.
struct BodyTokens {
    let file: ParsedFile
    let tokens: [Token]
    /// For each `{`: the index of its `}` (or the last token when unclosed).
    private(set) var closer: [Int: Int] = [:]
    /// For each `{` of a statement's block: the statement's keyword.
    private(set) var blockOf: [Int: Keyword] = [:]

    init(file: ParsedFile, range: Range<Int>) {
        self.file = file
        tokens = file.source.tokens(from: range.lowerBound, limit: range.upperBound, max: 1 << 20)
        var stack: [Int] = []
        // the keyword that began the statement now being read, per depth
        var heads: [Keyword?] = [nil]
        for (i, t) in tokens.enumerated() {
            switch t.kind {
            case .lbrace:
                let prev = i > 0 ? tokens[i - 1] : nil
                var block: Keyword? = nil
                if let p = prev?.keyword, [.else, .do, .repeat, .defer].contains(p) { block = p }
                else if let h = heads[heads.count - 1] { block = h }
                if let block { blockOf[i] = block }
                heads[heads.count - 1] = nil
                stack.append(i)
                heads.append(nil)
            case .rbrace:
                if let open = stack.popLast() { closer[open] = i }
                if heads.count > 1 { heads.removeLast() }
                heads[heads.count - 1] = nil
            default:
                guard t.kind == .identifier else { continue }
                let k = t.keyword
                guard [.if, .guard, .while, .for, .switch, .catch].contains(k) else { continue }
                let prev = i > 0 ? tokens[i - 1] : nil
                let startsStatement = prev == nil || t.hasNewlineBefore || prev!.kind == .lbrace || prev!.kind == .rbrace
                    || prev!.kind == .semicolon || prev!.keyword == .else || prev!.kind == .colon
                if startsStatement && heads[heads.count - 1] == nil { heads[heads.count - 1] = k }
            }
        }
        for open in stack { closer[open] = tokens.count - 1 }
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

    func isClosure(_ open: Int) -> Bool { tokens[open].kind == .lbrace && blockOf[open] == nil }

    /// The braces enclosing token `i`, innermost first.
    func enclosing(_ i: Int) -> [Int] {
        closer.filter { $0.key < i && i < $0.value }.map(\.key).sorted(by: >)
    }

    /// Whether token `i` is inside a loop's block within `outer` (a `{` index), or any loop when nil.
    func isInLoop(_ i: Int, within outer: Int? = nil) -> Bool {
        for open in enclosing(i) {
            if let outer, open <= outer { break }
            if let k = blockOf[open], k == .for || k == .while || k == .repeat { return true }
        }
        return false
    }

    /// A closure's header (`ClosureHeader`): whether it has its own `in`,
    /// its capture list, and the index of the first token of its statements.
    func closureHeader(_ open: Int) -> (hasIn: Bool, captures: String?, bodyStart: Int) {
        let end = closer[open] ?? tokens.count - 1
        let h = ClosureHeader.header(file.source, open: Int(tokens[open].start), limit: Int(tokens[end].end))
        return (h.hasIn, h.captures, index(at: h.bodyStart))
    }

    /// The token indices of a closure's own level: inside it, outside the
    /// closures it holds (statement blocks are its own level).
    func ownLevel(of open: Int) -> [Int] {
        let end = closer[open] ?? tokens.count - 1
        var out: [Int] = []
        var i = open + 1
        while i < end {
            if tokens[i].kind == .lbrace && isClosure(i) { i = (closer[i] ?? end) + 1; continue }
            out.append(i)
            i += 1
        }
        return out
    }

    func text(_ i: Int) -> String { file.source.text(tokens[i]) }
    func isWord(_ i: Int, _ w: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier && text(i) == w }
}

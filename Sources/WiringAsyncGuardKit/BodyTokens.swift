import WiringAnalysis
import WiringSyntax

/// The tokens of one declaration's text with its braces matched: which `{`
/// opens a closure and which a statement's block (and of which statement),
/// what a closure's header says. What the AsyncGuardKit facts are read from:
/// a def-use inside one function needs no more than this.
struct BodyTokens {
    let file: ParsedFile
    let tokens: [Token]
    /// Each token's place among the braces, in one array: one allocation
    /// for every declaration that makes a task, not one per field.
    private var places: [Place]

    fileprivate struct Place {
        /// For a `{`: the index of its `}` (or the last token when unclosed); -1 for other tokens.
        var closer: Int32 = -1
        /// The `{` the token is directly inside, -1 at the top.
        var parent: Int32 = -1
        /// For a `{` of a statement's block: the statement's keyword (`.none` for others).
        var block: Keyword = .none
    }

    init(file: ParsedFile, range: Range<Int>) {
        self.file = file
        tokens = file.tokens(from: range.lowerBound, limit: range.upperBound)
        let n = tokens.count
        places = [Place](repeating: Place(), count: n)
        // per depth: the open `{` (-1 at the top) and the keyword that began
        // the statement now being read there
        var levels: [(open: Int32, head: Keyword?)] = [(-1, nil)]
        levels.reserveCapacity(16)
        for i in 0..<n {
            let t = tokens[i]
            places[i].parent = levels[levels.count - 1].open
            switch t.kind {
            case .lbrace:
                var block: Keyword? = nil
                if i > 0 {
                    switch tokens[i - 1].keyword {
                    case .else, .do, .repeat, .defer: block = tokens[i - 1].keyword
                    default: break
                    }
                }
                if block == nil, let h = levels[levels.count - 1].head { block = h }
                if let block { places[i].block = block }
                levels[levels.count - 1].head = nil
                levels.append((Int32(i), nil))
            case .rbrace:
                if levels.count > 1 { places[Int(levels.removeLast().open)].closer = Int32(i) }
                places[i].parent = levels[levels.count - 1].open
                levels[levels.count - 1].head = nil
            case .identifier:
                let k = t.keyword
                switch k {
                case .if, .guard, .while, .for, .switch, .catch: break
                default: continue
                }
                let prev = i > 0 ? tokens[i - 1] : nil
                let startsStatement = prev == nil || t.hasNewlineBefore || prev!.kind == .lbrace || prev!.kind == .rbrace
                    || prev!.kind == .semicolon || prev!.keyword == .else || prev!.kind == .colon
                if startsStatement && levels[levels.count - 1].head == nil { levels[levels.count - 1].head = k }
            default:
                continue
            }
        }
        for level in levels.dropFirst() { places[Int(level.open)].closer = Int32(n - 1) }
    }

    /// The `}` of the `{` at `open` (the last token when unclosed); nil for any other token.
    func closer(of open: Int) -> Int? {
        guard open >= 0 && open < places.count, places[open].closer >= 0 else { return nil }
        return Int(places[open].closer)
    }

    /// The keyword of the statement whose block the `{` at `open` begins; nil for a closure or any other token.
    func block(of open: Int) -> Keyword? {
        guard open >= 0 && open < places.count, places[open].block != .none else { return nil }
        return places[open].block
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

    func isClosure(_ open: Int) -> Bool { tokens[open].kind == .lbrace && places[open].block == .none }

    /// The braces enclosing token `i`, innermost first: walked, not
    /// collected (asked for every `try` and `await` of a task's closure).
    func enclosing(_ i: Int) -> Enclosing {
        Enclosing(places: places, token: i, brace: i >= 0 && i < places.count ? Int(places[i].parent) : -1)
    }

    struct Enclosing: Sequence, IteratorProtocol {
        fileprivate let places: [Place]
        let token: Int
        /// The next brace to look at, -1 past the top.
        var brace: Int

        mutating func next() -> Int? {
            while brace >= 0 {
                let o = brace
                brace = Int(places[o].parent)
                // an unclosed brace ends at the last token, which it does not enclose
                if Int(places[o].closer) > token { return o }
            }
            return nil
        }
    }

    /// Whether token `i` is inside a loop's block within `outer` (a `{` index), or any loop when nil.
    func isInLoop(_ i: Int, within outer: Int? = nil) -> Bool {
        for open in enclosing(i) {
            if let outer, open <= outer { break }
            let k = places[open].block
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
    /// closures it holds (statement blocks are its own level). Walked, not
    /// collected: most walks stop at the first `try`.
    func ownLevel(of open: Int) -> OwnLevel {
        OwnLevel(body: self, position: open + 1, end: closer(of: open) ?? tokens.count - 1)
    }

    struct OwnLevel: Sequence, IteratorProtocol {
        let body: BodyTokens
        var position: Int
        let end: Int

        mutating func next() -> Int? {
            while position < end && body.tokens[position].kind == .lbrace && body.isClosure(position) {
                position = (body.closer(of: position) ?? end) + 1
            }
            guard position < end else { return nil }
            defer { position += 1 }
            return position
        }
    }

    func text(_ i: Int) -> String { file.source.text(tokens[i]) }
    func isWord(_ i: Int, _ w: String) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .identifier && file.source.bytesEqual(tokens[i].range, w)
    }
}

import WiringAnalysis
import WiringSyntax

/// Reads AsyncGuardKit's facts from one declaration's syntax: its task
/// chains and where their values go, the lifetimes and sets they are bound
/// to, plain `Task`s, `retry` and `withSingleFlight` calls, what a `deinit`
/// cancels, an unqualified `AnyCancellable` beside Combine. Cheap when the
/// declaration calls none of these (most declarations).
struct AsyncGuardExtraction: LibraryExtraction {
    var version: Int { 10 }

    func extract(_ d: DeclReference, calls _: ArraySlice<CallFact>, callSyntax _: [Call], in file: ParsedFile) -> ExtractedFact? {
        // most declarations: nothing to say, known without copying anything
        guard Self.mayHaveFacts(d, file) else { return nil }
        var x = Extractor(file: file, decl: d)
        x.run()
        guard !x.facts.isEmpty else { return nil }
        return ExtractedFact(bytes: AsyncGuardCoding.encode(x.facts), ranges: x.ranges)
    }

    /// Code that names AsyncGuardKit nowhere is not using it (its own
    /// `retry`, `AsyncTask`…): nothing to record in it.
    func mayRecord(in file: ParsedFile) -> Bool { file.source.contains("AsyncGuardKit") }

    /// The calls `mayHaveFacts` looks for: the parser records the calls of
    /// bodies that hold one.
    static let bodyWords: Set<String> = ["AsyncTask", "Task", "retry", "withSingleFlight", "cancelAll"]

    static func mayHaveFacts(_ d: DeclReference, _ file: ParsedFile) -> Bool {
        switch d.kind {
        case .var, .let:
            if storedKind(d, file) != nil { return true }
            if writesAnyCancellable(file, in: d.range) { return true }
        case .func, .`init`:
            if let p = d.parameterClause,
               writesAnyCancellable(file, in: p.lowerBound..<(d.returnType?.range.upperBound ?? p.upperBound)) {
                return true
            }
        default: break
        }
        let calls = file.outline.calls
        for k in d.calls {
            let c = calls[k]
            if file.isCall(c, named: "AsyncTask") || file.isCall(c, named: "Task") || file.isCall(c, named: "retry")
                || file.isCall(c, named: "withSingleFlight") || file.isCall(c, named: "cancelAll") {
                return true
            }
        }
        return false
    }

    /// Whether `range` writes `AnyCancellable`. Its rare `yC` is looked
    /// for first, by one memchr: a search for the whole word costs more to
    /// set up than to run in the short ranges of most declarations.
    static func writesAnyCancellable(_ file: ParsedFile, in range: Range<Int>) -> Bool {
        file.source.contains(UInt8(ascii: "y"), then: UInt8(ascii: "C"), in: range) && file.source.contains("AnyCancellable", in: range)
    }

    /// A stored lifetime or set of cancellables, by its annotation or its initial value.
    static func storedKind(_ d: DeclReference, _ file: ParsedFile) -> AsyncGuardFact.Kind? {
        // every name looked for starts with `A` or `S`: one byte rules out most declarations
        func mayName(_ b: UInt8?) -> Bool { b == UInt8(ascii: "A") || b == UInt8(ascii: "S") }
        if let t = d.type?.text, mayName(t.utf8.first) {
            if t == "AsyncLifetime" || t == "AsyncGuardKit.AsyncLifetime" { return .storesLifetime }
            if AsyncGuardFileModel.isCancellableSet(t) { return .storesCancellables }
        }
        guard let value = d.initializer, value.lowerBound < file.source.count, mayName(file.source.bytes[value.lowerBound]) else {
            return nil
        }
        func startsWith(_ text: String) -> Bool {
            file.source.bytesEqual(value.lowerBound..<(value.lowerBound + text.utf8.count), text)
        }
        if startsWith("AsyncLifetime(") || startsWith("AsyncGuardKit.AsyncLifetime(") { return .storesLifetime }
        if startsWith("Set<AnyCancellable>(") || startsWith("Set<AsyncGuardKit.AnyCancellable>(") { return .storesCancellables }
        return nil
    }
}

private struct Extractor {
    let file: ParsedFile
    let decl: DeclReference
    var facts: [AsyncGuardFact] = []
    var ranges: [Range<Int>] = []
    private var body: BodyTokens?

    init(file: ParsedFile, decl: DeclReference) {
        self.file = file
        self.decl = decl
    }

    mutating func range(_ r: Range<Int>) -> Int {
        ranges.append(r)
        return ranges.count - 1
    }

    mutating func run() {
        let outline = file.outline
        let callIndices = decl.calls
        switch decl.kind {
        case .var, .let, .func, .`init`: readAnyCancellable()
        default: break
        }
        if decl.kind == .var || decl.kind == .let, let kind = AsyncGuardExtraction.storedKind(decl, file) {
            facts.append(AsyncGuardFact(kind: kind))
        }
        // most declarations with calls make none of these: no tokens read for them
        guard callIndices.contains(where: { k in
            let c = outline.calls[k]
            return file.isCall(c, named: "AsyncTask") || file.isCall(c, named: "Task") || file.isCall(c, named: "retry")
                || file.isCall(c, named: "withSingleFlight") || (decl.kind == .deinit && file.isCall(c, named: "cancelAll"))
        }) else { return }
        body = BodyTokens(file: file, range: decl.range)
        for k in callIndices {
            let c = outline.calls[k]
            if file.isCall(c, named: "AsyncTask"), ["AsyncTask", "AsyncGuardKit.AsyncTask"].contains(file.callee(c)) {
                readTask(k)
            } else if file.isCall(c, named: "Task"), file.callee(c) == "Task", c.receiver < 0 {
                readPlainTask(c)
            } else if file.isCall(c, named: "retry"), ["retry", "AsyncGuardKit.retry"].contains(file.callee(c)) {
                readRetry(c)
            } else if file.isCall(c, named: "withSingleFlight"),
                      ["withSingleFlight", "AsyncGuardKit.withSingleFlight"].contains(file.callee(c)) {
                readSingleFlight(c, callIndices)
            } else if file.isCall(c, named: "cancelAll"), decl.kind == .deinit {
                readCancel(c)
            }
        }
        if decl.kind == .deinit, let i = facts.firstIndex(where: { $0.kind == .cancelsInDeinit }),
           facts[(i + 1)...].contains(where: { $0.kind == .cancelsInDeinit }) {
            // one fact with every name (one name alone is that fact already)
            let names = facts.filter { $0.kind == .cancelsInDeinit }.flatMap(\.texts)
            facts.removeAll { $0.kind == .cancelsInDeinit }
            facts.insert(AsyncGuardFact(kind: .cancelsInDeinit, texts: Array(Set(names)).sorted()), at: min(i, facts.count))
        }
    }

    // MARK: - Tasks

    private mutating func readTask(_ k: Int) {
        guard let body else { return }
        let outline = file.outline
        let c = outline.calls[k]
        var chain = [k]
        // the first call made on the last one's result: a search, not a table (a declaration makes few calls)
        while let next = decl.calls.first(where: { outline.calls[$0].receiver == chain.last! }) { chain.append(next) }
        let names = chain.dropFirst().map { file.name(outline.calls[$0]) }
        let end = outline.calls[chain.last!]
        let task = range(c.nameRange)
        // the closure: the trailing one, or `operation:`
        let args = outline.arguments(of: c)
        let closureArg = args.last(where: \.isTrailingClosure)
            ?? args.first { $0.labelRange.map { file.text($0) } == "operation" }
        let open = closureArg.map { body.index(at: $0.value.lowerBound) }
        for (n, idx) in zip(names, chain.dropFirst()) {
            let call = outline.calls[idx]
            switch n {
            case "bind":
                readBind(call)
                // a lifetime local to the function goes with it: it cannot grow for long
                if body.isInLoop(body.index(at: call.nameRange.lowerBound)), !bindsToLocal(call) {
                    facts.append(AsyncGuardFact(kind: .boundInLoop, ranges: [range(call.nameRange)]))
                }
            case "store": readStore(call)
            case "detached": facts.append(AsyncGuardFact(kind: .detached, ranges: [range(call.nameRange)]))
            default: break
            }
        }
        if let open, open < body.tokens.count, body.tokens[open].kind == .lbrace {
            if names.contains("bind") { readStrongSelf(open, task: task) }
            readUncaughtTry(open)
        }
        guard !names.contains(where: { ["bind", "store", "detached"].contains($0) }) else { return }
        let flags = end.flags
        let first = body.index(at: c.range.lowerBound)
        if !flags.contains(.assignedToWildcard), isImplicitlyReturned(from: first, to: body.index(at: end.range.upperBound) - 1) { return }
        if flags.contains(.assignedToWildcard) {
            var wildcard = -1
            if first >= 2, body.tokens[first - 1].kind == .equal, body.tokens[first - 2].keyword == .wildcard {
                wildcard = range(Int(body.tokens[first - 2].start)..<Int(body.tokens[first].start))
            }
            facts.append(AsyncGuardFact(kind: .taskWithoutLifetime, ranges: [task, range(end.range), wildcard], texts: [""]))
        } else if flags.contains(.discarded) || flags.contains(.statement) {
            facts.append(AsyncGuardFact(kind: .taskWithoutLifetime, ranges: [task, range(end.range), -1], texts: [""]))
        } else if let name = localName(before: first) {
            // a local: lost at the end of the scope unless a later use gives it a lifetime or lets it escape
            let after = body.index(at: end.range.upperBound)
            // a local cancelled by hand (`defer { t.cancel() }`) is a lifetime of the function's own making
            if !localEscapes(name, from: after, keeping: ["bind", "store", "detached", "cancel"]) {
                facts.append(AsyncGuardFact(kind: .taskWithoutLifetime, ranges: [task, range(end.range), -1], texts: [name]))
            }
        }
    }

    /// Tokens `first...last` are the whole body of a function or getter
    /// that returns a value, or of a closure assigned or returned: a single
    /// expression that is returned, not thrown away.
    private func isImplicitlyReturned(from first: Int, to last: Int) -> Bool {
        guard let body else { return false }
        let enclosing = Array(body.enclosing(first))
        guard let open = enclosing.first, let close = body.closer(of: open),
              body.closureHeader(open).bodyStart == first, last + 1 == close else { return false }
        if enclosing.last == open {
            // the declaration's own body: a function with a result, a computed
            // property, or a property's closure
            return decl.returnType != nil || decl.kind == .var || decl.kind == .let || decl.kind == .subscript
        }
        if decl.kind == .var || decl.kind == .subscript, enclosing.count == 2, open > 0,
           body.tokens[open - 1].keyword == .get { return true }
        guard body.isClosure(open), open > 0 else { return false }
        let before = body.tokens[open - 1]
        return before.kind == .equal || before.keyword == .return
    }

    /// `let name = ` / `var name: T = ` right before token `i`: the local's name.
    private func localName(before i: Int) -> String? {
        guard let body, i >= 2, body.tokens[i - 1].kind == .equal else { return nil }
        var j = i - 2
        var steps = 0
        while j >= 0, steps < 12 {
            let t = body.tokens[j]
            if t.keyword == .let || t.keyword == .var {
                return j + 1 < i - 1 && body.tokens[j + 1].kind == .identifier ? body.text(j + 1) : nil
            }
            if [.lbrace, .rbrace, .semicolon, .lparen, .comma].contains(t.kind) || t.keyword == .return { return nil }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// Whether a use of local `name` after token `from` lets its value live
    /// on: a method in `keeping` called on it, or any use other than a call
    /// of another method on it (an assignment, an argument, a return…).
    private func localEscapes(_ name: String, from: Int, keeping: Set<String>) -> Bool {
        guard let body else { return true }
        var i = from
        while i < body.tokens.count {
            defer { i += 1 }
            guard body.isWord(i, name) else { continue }
            if i > 0 && body.tokens[i - 1].kind == .period { continue }      // a member of that name
            if i + 1 < body.tokens.count && body.tokens[i + 1].kind == .colon { continue }  // an argument label
            if i + 2 < body.tokens.count, body.tokens[i + 1].kind == .period {
                let member = body.text(i + 2)
                if keeping.contains(member) { return true }
                if i + 3 < body.tokens.count, body.tokens[i + 3].kind == .lparen { continue }  // another method
            }
            return true
        }
        return false
    }

    /// `let name = AsyncLifetime()` (or `var name: AsyncLifetime? = AsyncLifetime()`)
    /// in this declaration: the declaration's range.
    private func localLifetimeDeclaration(_ name: String) -> Range<Int>? {
        guard let body else { return nil }
        for i in 0..<body.tokens.count where body.tokens[i].keyword == .let || body.tokens[i].keyword == .var {
            guard i + 2 < body.tokens.count, body.isWord(i + 1, name) else { continue }
            var j = i + 2
            // `: AsyncLifetime` or `: AsyncLifetime?`
            if body.tokens[j].kind == .colon {
                guard j + 1 < body.tokens.count, body.isWord(j + 1, "AsyncLifetime") else { continue }
                j += 2
                if j < body.tokens.count, body.tokens[j].kind == .postfixQuestion || body.tokens[j].kind == .question { j += 1 }
            }
            guard j + 3 < body.tokens.count, body.tokens[j].kind == .equal, body.isWord(j + 1, "AsyncLifetime"),
                  body.tokens[j + 2].kind == .lparen, body.tokens[j + 3].kind == .rparen else { continue }
            return Int(body.tokens[i].start)..<Int(body.tokens[j + 3].end)
        }
        return nil
    }

    /// `lifetime` of `.bind(to: lifetime)` or `.bind(to: lifetime!)`: a local's name.
    static func boundName(_ value: String) -> String {
        value.hasSuffix("!") ? String(value.dropLast()) : value
    }

    private mutating func readBind(_ call: Call) {
        guard let body, let arg = file.outline.arguments(of: call).first else { return }
        let value = file.compactText(arg.value)
        if value == "AsyncLifetime()" || value == "AsyncGuardKit.AsyncLifetime()" {
            facts.append(AsyncGuardFact(kind: .localLifetime, ranges: [range(arg.value), -1], texts: [""]))
            return
        }
        let name = Self.boundName(value)
        guard name.isPlainName, let declaration = localLifetimeDeclaration(name) else { return }
        // used only to bind tasks: nothing keeps it past the scope. One
        // cancelled by hand (`lifetime.cancelAll()`) is the function's own
        // way of ending its tasks, and one alive across an `await` after
        // the bind lets them run meanwhile: neither is reported.
        let start = body.index(at: declaration.upperBound)
        var i = start
        while i < body.tokens.count {
            defer { i += 1 }
            guard body.isWord(i, name), i == 0 || body.tokens[i - 1].kind != .period else { continue }
            if i >= 2, body.tokens[i - 1].kind == .colon, body.isWord(i - 2, "to") { continue }
            return
        }
        if awaitsAfter(call, inScopeOf: declaration.lowerBound) { return }
        // the second text: the bind unwraps an optional local (`lifetime!`)
        facts.append(AsyncGuardFact(kind: .localLifetime, ranges: [range(arg.value), range(declaration)],
                                    texts: name == value ? [name] : [name, "!"]))
    }

    /// Whether `.bind(to:)` names a lifetime made inline or in a local of this declaration.
    private func bindsToLocal(_ call: Call) -> Bool {
        guard let arg = file.outline.arguments(of: call).first else { return false }
        let value = file.compactText(arg.value)
        if value == "AsyncLifetime()" || value == "AsyncGuardKit.AsyncLifetime()" { return true }
        let name = Self.boundName(value)
        return name.isPlainName && localLifetimeDeclaration(name) != nil
    }

    /// Whether the declaration's own code (not a closure in it) awaits
    /// after `call`, before the scope of the local declared at `local`
    /// ends: what was bound to that local lifetime runs until then.
    private func awaitsAfter(_ call: Call, inScopeOf local: Int) -> Bool {
        guard let body, decl.isAsync == true else { return false }
        let from = body.index(at: call.range.upperBound)
        var scopes = body.enclosing(body.index(at: local))
        let scope = scopes.next()
        let end = scope.flatMap { body.closer(of: $0) } ?? body.tokens.count
        guard from < end else { return false }
        for i in from..<end where body.tokens[i].keyword == .await {
            // not inside a closure opened after the call
            if body.enclosing(i).contains(where: { $0 > from && body.isClosure($0) }) { continue }
            return true
        }
        return false
    }

    private mutating func readStore(_ call: Call) {
        guard let body, let arg = file.outline.arguments(of: call).first else { return }
        var path = file.compactText(arg.value)
        guard path.hasPrefix("&") else { return }
        path.removeFirst()
        if path.hasPrefix("self.") { path.removeFirst(5) }
        guard !path.isEmpty, path.isPlainName else { return }
        // a local: declared in this declaration's text before the call
        let before = body.index(at: call.range.lowerBound)
        var isLocal = false
        for i in 0..<before where (body.tokens[i].keyword == .var || body.tokens[i].keyword == .let) && body.isWord(i + 1, path) {
            isLocal = true
        }
        if decl.params?.contains(where: { $0.name == path }) == true { return }  // a set passed in: its owner's business
        // a local set cancelled by hand (`tasks.cancelAll()`) after the call, or
        // handed on (`self.tasks = bag`, `tasks.formUnion(bag)`, `keep(bag)`): its owner's business
        if isLocal {
            let after = body.index(at: call.range.upperBound)
            for i in after..<body.tokens.count where body.isWord(i, path) && (i == 0 || body.tokens[i - 1].kind != .period) {
                if i + 2 < body.tokens.count, body.tokens[i + 1].kind == .period, body.isWord(i + 2, "cancelAll") { return }
                let previous = i > 0 ? body.tokens[i - 1].kind : .semicolon
                if previous == .equal || previous == .lparen || previous == .comma || previous == .colon { return }
            }
        }
        facts.append(AsyncGuardFact(kind: .store, ranges: [range(arg.value)], numbers: [isLocal ? 1 : 0], texts: [path]))
    }

    /// A bound task's closure that keeps `self` and loops: the owner never goes.
    private mutating func readStrongSelf(_ open: Int, task: Int) {
        guard let body else { return }
        let header = body.closureHeader(open)
        if let captures = header.captures, captures.containsBytes("unowned self") { return }
        if let captures = header.captures, captures.containsBytes("weak self") {
            readUnwrappedSelf(open, task: task)
            return
        }
        let end = body.closer(of: open) ?? body.tokens.count - 1
        var selfUses: [Int] = []
        var loops = false
        for i in (open + 1)..<end {
            let t = body.tokens[i]
            if t.keyword == .self && (i == 0 || body.tokens[i - 1].kind != .period) { selfUses.append(i) }
            if t.keyword == .while || t.keyword == .repeat { loops = true }
            if t.keyword == .for, i + 1 < end, body.tokens[i + 1].keyword == .await || body.tokens[i + 1].keyword == .try { loops = true }
        }
        let capturesSelf = header.captures.map { $0.split(separator: " ").contains("self") } ?? false
        guard loops, !selfUses.isEmpty || capturesSelf else { return }
        var rs = [task]
        // the fix: only a closure without a header, every use `self.member` starting a statement
        let rewritable = !header.hasIn && header.captures == nil && !selfUses.isEmpty && selfUses.allSatisfy { i in
            guard i + 1 < end, body.tokens[i + 1].kind == .period else { return false }
            let p = body.tokens[i - 1]
            return body.tokens[i].hasNewlineBefore || p.kind == .lbrace || p.kind == .semicolon
                || p.keyword == .await || p.keyword == .try
        }
        if rewritable {
            rs.append(range(body.tokens[open].range))
            for i in selfUses { rs.append(range(body.tokens[i].range)) }
        } else {
            rs.append(-1)
        }
        facts.append(AsyncGuardFact(kind: .strongSelf, ranges: rs))
    }

    /// A bound task's closure that captures `self` weakly, then unwraps it
    /// (`guard let self`, `if let self`, `guard let strong = self`) once,
    /// outside any loop, and loops while the strong reference lives: for
    /// as long as the loop runs the owner cannot go, and neither can its
    /// lifetime. Unwrapping inside the loop, each time round, is the cure.
    private mutating func readUnwrappedSelf(_ open: Int, task: Int) {
        guard let body else { return }
        let end = body.closer(of: open) ?? body.tokens.count - 1
        var level = body.ownLevel(of: open)
        while let i = level.next() {
            let k = body.tokens[i].keyword
            guard k == .guard || k == .if, i + 2 < end, !body.isInLoop(i, within: open) else { continue }
            var j = i + 1
            guard body.tokens[j].keyword == .let || body.tokens[j].keyword == .var else { continue }
            j += 1
            // `let self`, `let self = self`, `let strong = self`
            if body.tokens[j].keyword != .self {
                guard j + 2 < end, body.tokens[j].kind == .identifier, body.tokens[j + 1].kind == .equal,
                      body.tokens[j + 2].keyword == .self else { continue }
                j += 2
            } else if j + 2 < end, body.tokens[j + 1].kind == .equal {
                guard body.tokens[j + 2].keyword == .self else { continue }
                j += 2
            }
            // exactly `self`: not `self.member`, `self?.member`
            if j + 1 < end, body.tokens[j + 1].kind == .period || body.tokens[j + 1].kind == .postfixQuestion { continue }
            // where the strong reference lives: the rest of the guard's block, or the if's own block
            var scope: Range<Int>
            if k == .guard {
                var outward = body.enclosing(i)
                let enclosing = outward.next() ?? open
                scope = (j + 1)..<(body.closer(of: enclosing) ?? end)
            } else {
                var b = j + 1
                while b < end, !(body.tokens[b].kind == .lbrace && body.block(of: b) == .if) { b += 1 }
                guard b < end, let close = body.closer(of: b) else { continue }
                scope = (b + 1)..<close
            }
            if k == .guard, let elseBrace = (scope.lowerBound..<scope.upperBound).first(where: {
                body.tokens[$0].kind == .lbrace && body.block(of: $0) == .else
            }), let close = body.closer(of: elseBrace) {
                scope = (close + 1)..<max(close + 1, scope.upperBound)
            }
            var loop = -1
            var rest = body.ownLevel(of: open)
            while let t = rest.next() {
                guard scope.contains(t) else { continue }
                let tk = body.tokens[t].keyword
                if tk == .while || tk == .repeat
                    || tk == .for && t + 1 < end && (body.tokens[t + 1].keyword == .await || body.tokens[t + 1].keyword == .try) {
                    loop = t
                    break
                }
            }
            guard loop >= 0 else { continue }
            let unwrap = Int(body.tokens[i].start)..<Int(body.tokens[j].end)
            facts.append(AsyncGuardFact(kind: .strongSelf, ranges: [task, -1, range(unwrap), range(body.tokens[loop].range)],
                                        texts: [file.source.text(unwrap)]))
            return
        }
    }

    /// A `try` of the task's closure outside `do`/`catch`: its error is dropped.
    private mutating func readUncaughtTry(_ open: Int) {
        guard let body else { return }
        for i in body.ownLevel(of: open) where body.tokens[i].keyword == .try {
            let next = i + 1 < body.tokens.count ? body.tokens[i + 1] : nil
            if next?.kind == .postfixQuestion || next?.kind == .postfixExclaim || next?.kind == .operator && body.text(i + 1) == "?" { continue }
            if next?.kind == .operator && body.text(i + 1) == "!" { continue }
            // inside a `do` block (with its catch): caught
            if body.enclosing(i).contains(where: { $0 > open && body.block(of: $0) == .do }) { continue }
            // cancellation only: `try await Task.sleep(…)`, `try Task.checkCancellation()`
            var j = i + 1
            if j < body.tokens.count, body.tokens[j].keyword == .await { j += 1 }
            if body.isWord(j, "Task"), j + 2 < body.tokens.count, body.tokens[j + 1].kind == .period,
               ["sleep", "checkCancellation"].contains(body.text(j + 2)) { continue }
            facts.append(AsyncGuardFact(kind: .errorsDiscarded, ranges: [range(body.tokens[i].range)]))
            return
        }
    }

    private mutating func readPlainTask(_ c: Call) {
        guard let body, c.flags.contains(.discarded) || c.flags.contains(.statement),
              let closure = file.outline.arguments(of: c).last(where: \.isTrailingClosure) else { return }
        let open = body.index(at: closure.value.lowerBound)
        guard open < body.tokens.count, body.tokens[open].kind == .lbrace else { return }
        let header = body.closureHeader(open)
        facts.append(AsyncGuardFact(kind: .plainTask, ranges: [range(c.calleeRange), range(body.tokens[open].range), range(c.range)],
                                    numbers: [header.hasIn ? 1 : 0]))
    }

    // MARK: - retry and single-flight

    private mutating func readRetry(_ c: Call) {
        guard let body else { return }
        let args = file.outline.arguments(of: c)
        guard let attempts = args.first(where: { $0.labelRange.map { file.text($0) } == "attempts" }) else { return }
        let literal = file.compactText(attempts.value)
        let n = Int(literal)
        if let n, n <= 0 {
            facts.append(AsyncGuardFact(kind: .retryAttemptsNonPositive, ranges: [range(attempts.value)], numbers: [n]))
        }
        let trailing = args.filter(\.isTrailingClosure)
        if trailing.count == 2, trailing[1].labelRange.map({ file.text($0) }) == "shouldRetry", let clause = c.argumentClause {
            facts.append(AsyncGuardFact(kind: .retryTrailingShouldRetry,
                                        ranges: [range(c.nameRange), range((clause.upperBound - 1)..<clause.upperBound),
                                                 range(trailing[0].value), range(trailing[1].value)],
                                        texts: [file.text(trailing[1].value)]))
        }
        // the operation: the first trailing closure, or `operation:`
        let operation = trailing.first ?? args.first { $0.labelRange.map { file.text($0) } == "operation" }
        if let operation, n != 1 {  // one attempt: retrying is not meant
            let open = body.index(at: operation.value.lowerBound)
            if open < body.tokens.count, body.tokens[open].kind == .lbrace,
               !body.ownLevel(of: open).contains(where: { body.tokens[$0].keyword == .try || body.tokens[$0].keyword == .throw }) {
                facts.append(AsyncGuardFact(kind: .retryNonThrowing, ranges: [range(c.nameRange)]))
            }
        }
        if let n, n >= 2, let backoff = args.first(where: { $0.labelRange.map { file.text($0) } == "backoff" }) {
            readBackoff(file.compactText(backoff.value), attempts: n, at: backoff.value)
        }
    }

    /// `.exponential(base: .seconds(2))`, `.fixed(.milliseconds(500))`: the
    /// waits before the last attempt, when more than a minute.
    private mutating func readBackoff(_ text: String, attempts n: Int, at value: Range<Int>) {
        let kind: String
        let inner: Substring
        if let rest = Self.dropping(".exponential(base:", from: text[...]) { kind = "exponential"; inner = rest.dropLast() }
        else if let rest = Self.dropping(".fixed(", from: text[...]) { kind = "fixed"; inner = rest.dropLast() }
        else { return }
        var ms: Double
        if let v = Self.dropping(".seconds(", from: inner).flatMap({ Double($0.dropLast()) }) { ms = v * 1000 }
        else if let v = Self.dropping(".milliseconds(", from: inner).flatMap({ Double($0.dropLast()) }) { ms = v }
        else { return }
        let total = kind == "exponential" ? ms * (pow2(min(n, 64) - 1) - 1) : ms * Double(n - 1)
        record(kind, String(inner), total, n, value)
    }

    /// `text` after `prefix`, or nil when it does not start with it:
    /// compared by bytes (`Substring.hasPrefix` compares characters).
    private static func dropping(_ prefix: StaticString, from text: Substring) -> Substring? {
        let p = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        guard text.utf8.starts(with: p) else { return nil }
        return Substring(text.utf8.dropFirst(p.count))
    }

    private func pow2(_ k: Int) -> Double { var v = 1.0; for _ in 0..<k { v *= 2 }; return v }

    private mutating func record(_ kind: String, _ delay: String, _ totalMs: Double, _ n: Int, _ value: Range<Int>) {
        guard totalMs > 60_000 else { return }
        let ms = totalMs.isFinite && totalMs < 1e15 ? Int(totalMs) : Int.max
        facts.append(AsyncGuardFact(kind: .excessiveBackoff, ranges: [range(value)], numbers: [ms, n], texts: [kind, delay]))
    }

    private mutating func readSingleFlight(_ c: Call, _ callIndices: Range<Int>) {
        let outline = file.outline
        guard let key = outline.arguments(of: c).first(where: { $0.labelRange.map { file.text($0) } == "key" }) else { return }
        let text = file.compactText(key.value)
        if Self.isUniquePerCall(text) {
            facts.append(AsyncGuardFact(kind: .singleFlightUniqueKey, ranges: [range(key.value)], texts: [text]))
        } else if text.hasPrefix("\"") && text.containsBytes("\\(self)") {
            facts.append(AsyncGuardFact(kind: .singleFlightDescribingKey, ranges: [range(key.value)]))
        }
        guard let operation = outline.arguments(of: c).last(where: { $0.isTrailingClosure || $0.labelRange.map { file.text($0) } == "operation" })
        else { return }
        // one pass over the operation's calls: a nested single flight under the
        // same key joins itself; the functions it calls on `self` or
        // unqualified, each once, may single-flight the key (the analysis
        // looks in this file, then in the other files of its app)
        var called: [(name: String, range: Range<Int>)] = []
        for k in callIndices {
            let inner = outline.calls[k]
            guard operation.value.contains(inner.range.lowerBound) else { continue }
            if file.isCall(inner, named: "withSingleFlight") {
                guard let innerKey = outline.arguments(of: inner).first(where: { $0.labelRange.map { file.text($0) } == "key" }),
                      file.compactText(innerKey.value) == text else { continue }
                facts.append(AsyncGuardFact(kind: .singleFlightReentrant, ranges: [range(innerKey.value), range(key.value)], texts: [text]))
                continue
            }
            let callee = file.callee(inner)
            let name = callee.hasPrefix("self.") ? String(callee.dropFirst(5)) : callee
            if name.isPlainName, !called.contains(where: { $0.name == name }) { called.append((name, inner.nameRange)) }
        }
        guard Self.isLiteralKey(text) else { return }
        facts.append(AsyncGuardFact(kind: .singleFlightKey, ranges: [range(key.value)], texts: [text, file.compactText(operation.value)]))
        for (name, nameRange) in called {
            facts.append(AsyncGuardFact(kind: .singleFlightCall, ranges: [range(key.value), range(nameRange)], texts: [text, name]))
        }
    }

    /// A key made anew on every call.
    static func isUniquePerCall(_ text: String) -> Bool {
        for fresh in ["UUID()", "Date()", "Date.now", "Date.init()", "UUID.init()"] where text.containsBytes(fresh) { return true }
        // ObjectIdentifier(Thing()): an object made for the key alone
        if text.hasPrefix("ObjectIdentifier("), let first = text.dropFirst("ObjectIdentifier(".count).first, first.isUppercase,
           text.dropFirst("ObjectIdentifier(".count).contains("(") { return true }
        return false
    }

    /// A string literal without interpolation, or an enum case.
    static func isLiteralKey(_ text: String) -> Bool {
        if text.hasPrefix("\"") { return !text.containsBytes("\\(") }
        let body = text.hasPrefix(".") ? text.dropFirst() : Substring(text)
        return !body.isEmpty && body.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            && text.contains(".") && !text.contains("(")
    }

    // MARK: - deinit and AnyCancellable

    private mutating func readCancel(_ c: Call) {
        // by bytes: splitting by characters costs a grapheme break each
        let callee = Array(file.callee(c).utf8)
        var path = callee.split(separator: UInt8(ascii: "."))[...]
        guard let last = path.last, last.elementsEqual("cancelAll".utf8) else { return }
        path.removeLast()
        if let first = path.first, first.elementsEqual("self".utf8) { path.removeFirst() }
        guard path.count == 1 else { return }
        facts.append(AsyncGuardFact(kind: .cancelsInDeinit, texts: [String(decoding: path[path.startIndex], as: UTF8.self)]))
    }

    /// `AnyCancellable` written unqualified in a file that imports Combine and AsyncGuardKit.
    private mutating func readAnyCancellable() {
        let header: Range<Int>
        switch decl.kind {
        case .var, .let: header = decl.range
        default:
            guard let p = decl.parameterClause else { return }
            header = p.lowerBound..<(decl.returnType?.range.upperBound ?? p.upperBound)
        }
        guard AsyncGuardExtraction.writesAnyCancellable(file, in: header) else { return }
        var found: [Range<Int>] = []
        var previous: Token? = nil
        file.source.forEachToken(from: header.lowerBound, limit: header.upperBound) { t in
            if t.kind == .identifier, t.length == 14, file.source.text(t) == "AnyCancellable", previous?.kind != .period {
                found.append(t.range)
            }
            previous = t
            return true
        }
        guard !found.isEmpty, Self.imports("Combine", file), Self.imports("AsyncGuardKit", file) else { return }
        for r in found { facts.append(AsyncGuardFact(kind: .ambiguousAnyCancellable, ranges: [range(r)])) }
    }

    /// Whether the file has `import <module>` (any attributes or kind before it).
    static func imports(_ module: String, _ file: ParsedFile) -> Bool {
        // a file that never writes the name imports nothing of that name: known without lexing it
        guard file.source.contains(module) else { return false }
        var found = false
        var afterImport = false
        var kindWord = false
        file.source.forEachToken(from: 0, limit: file.source.bytes.count) { t in
            if afterImport {
                if t.kind == .identifier && !kindWord && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(file.source.text(t)) {
                    kindWord = true
                    return true
                }
                if t.kind == .identifier && file.source.text(t) == module { found = true; return false }
                afterImport = false
                kindWord = false
            }
            if t.keyword == .import { afterImport = true }
            return true
        }
        return found
    }
}

import WiringSyntax

/// The Initializable rules: the nine parity rules (what the macros report,
/// research §1) and the nine gate-coverage rules (§3.4).
protocol InitializableRule: Rule {
    func check(_ model: InitializableModel, into out: inout [Diagnostic])
}

enum InitializableRules {
    static let all: [any InitializableRule] = [
        WaitForRequiresAsync(), WaitForRequiresThrows(), WaitForRequiresAsyncThrows(), WaitForNotConforming(),
        WaitForNotInType(), AutoAwaitNotConforming(), DuplicateWaitFor(), SkipInitRequiresAsync(),
        SkipInitOutsideAutoAwait(),
        OpenerGated(), GateNeverOpened(), OpenerAwaitsGated(), ExtensionMemberUngated(), StaticStamped(),
        TypedThrowsStamped(), UngatedAsync(), SkipInitNoEffect(), WaitForOnInitializer(),
    ]

    static func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for r in all { r.check(model, into: &out) }
    }
}

private let library = "Initializable"

// MARK: - Shared fix-its

enum InitFixes {
    /// `Add 'async'`: ` async` right after the parameter clause's `)`.
    static func addAsync(_ file: SourceFile, _ d: Decl, title: String = "Add 'async'", text: String = " async") -> Fix? {
        guard let p = d.parameterClause else { return nil }
        return Fix(title: title, isPreferred: true,
                   edits: [TextEdit(file: file.path, range: p.upperBound..<p.upperBound, newText: text)])
    }

    /// `Add 'throws'`: ` throws` right after `async`.
    static func addThrows(_ file: SourceFile, _ d: Decl, preferred: Bool = true) -> Fix? {
        guard let a = d.asyncRange else { return nil }
        return Fix(title: "Add 'throws'", isPreferred: preferred,
                   edits: [TextEdit(file: file.path, range: a.upperBound..<a.upperBound, newText: " throws")])
    }

    /// Deletes an attribute with its trailing blanks (and its line when it
    /// becomes blank).
    static func remove(_ attr: Attribute, in file: SourceFile, title: String, preferred: Bool = true) -> Fix {
        Fix(title: title, isPreferred: preferred, edits: [file.deletion(of: attr.range)])
    }

    /// `@SkipInit` on its own line before the member. @SkipInit only
    /// accepts an enclosing auto macro written without its module, so a
    /// qualified `@Initializable.AutoAwaitInit` is unqualified as well.
    static func markSkipInit(_ model: InitializableModel, _ f: FuncNode, title: String = "Mark with @SkipInit",
                             preferred: Bool = true) -> Fix {
        let file = model.files[f.file]
        var edits = [file.insertionOfLine("@SkipInit", before: f.decl)]
        if let q = qualifiedAutoAttributeBlockingSkip(f) {
            edits.append(TextEdit(file: file.path, range: q.nameRange, newText: String(q.baseName)))
        }
        return Fix(title: title, isPreferred: preferred, edits: edits)
    }

    /// When no enclosing declaration has an auto macro spelled exactly, the
    /// module-qualified one that makes the member stamped anyway.
    static func qualifiedAutoAttributeBlockingSkip(_ f: FuncNode) -> Attribute? {
        let exact = f.ancestors.contains { a in
            a.attributes.contains { $0.name == InitNames.autoAwait || $0.name == InitNames.autoAwaitThrowing }
        }
        if exact { return nil }
        for a in f.ancestors.reversed() {
            if let q = a.attributes.first(where: {
                let m = InitNames.macro(of: $0)
                return (m == InitNames.autoAwait || m == InitNames.autoAwaitThrowing) && $0.name != m
            }) { return q }
        }
        return nil
    }

    static func insertWait(_ file: SourceFile, _ d: Decl, throwing: Bool, preferred: Bool = true) -> Fix? {
        guard let body = d.body else { return nil }
        let stmt = InitNames.waitStatement(throwing: throwing)
        let ret = d.returnType.map { !["Void", "()", "Swift.Void", "Never", "Swift.Never"].contains($0.text) } ?? false
        return Fix(title: "Insert '\(stmt)'", isPreferred: preferred,
                   edits: file.insertionsOfFirstStatement(stmt, body: body, declStart: d.range.lowerBound,
                                                          returnsValue: ret))
    }
}

extension InitializableModel {
    /// Whether `f` opens its own type's gate (`markInitialized()` or
    /// `markFailed(_:)`, unqualified or on `self`).
    func opensOwnGate(_ f: FuncNode) -> Bool {
        let file = files[f.file]
        for call in file.parsed.outline.calls(in: f.decl) where call.receiver < 0 {
            guard file.parsed.isCall(call, named: "markInitialized") || file.parsed.isCall(call, named: "markFailed") else { continue }
            let path = receiverPath(of: call, in: file)
            if path.isEmpty || path == ["self"] { return true }
        }
        return false
    }

    /// A note when the macro's text test misses a conformance that exists.
    func conformanceNote(typeIndex: Int?, proto: String) -> [RelatedInformation] {
        guard let t = typeIndex, let c = conformance(of: t, to: proto), let how = c.description else { return [] }
        let name = types[t].decl.name
        return [RelatedInformation(file: files[c.file].path, range: c.range,
                                   message: "'\(name)' conforms to \(proto) via \(how), but the macro only accepts '\(proto)' written in \(name)'s own inheritance clause")]
    }

    /// The index of a type node (matched by file and position).
    func typeIndex(of node: TypeNode) -> Int? {
        lookupTypes(node.qualifiedName).first { types[$0].file == node.file && types[$0].decl.position == node.decl.position }
    }
}

// MARK: - Parity rules

struct WaitForRequiresAsync: InitializableRule {
    let info = RuleInfo(
        id: "initializable/waitfor-requires-async", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit / @WaitForThrowingInit on a function that is not async",
        details: """
        @WaitForInit starts the function with 'await awaitInitialized()', which only an async function can do. \
        The macro rejects a synchronous function with "@WaitForInit requires the function to be 'async'"; \
        @WaitForThrowingInit says the same about a function that throws but is not async.

        Make the function async (the fix-it inserts 'async' after the parameter list), or remove the \
        attribute if the function never needs to wait for initialization.
        """,
        fixTitles: ["Add 'async'"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            @WaitForInit
            func load() -> Int { 0 }
        }
        """, """
        actor Store: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @WaitForThrowingInit
            func load() throws -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async { await markInitialized() }
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .waitForRequiresAsync = e.kind, let f = e.function else { continue }
            let file = model.files[e.file]
            out.append(diagnostic(e.message, file: file.path, range: e.anchor,
                                  fixes: [InitFixes.addAsync(file, f.decl)].compactMap { $0 }))
        }
    }
}

struct WaitForRequiresThrows: InitializableRule {
    let info = RuleInfo(
        id: "initializable/waitfor-requires-throws", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@WaitForThrowingInit (written or stamped by @AutoAwaitThrowingInit) on an async function that does not throw",
        details: """
        The throwing gate's 'try await awaitInitialized()' throws when initialization failed, so the function \
        must be 'throws'. @WaitForThrowingInit reports this on its attribute; @AutoAwaitThrowingInit reports it \
        on the member's 'func' keyword for every async member that does not throw, and stamps nothing there.

        Add 'throws' after 'async'. If the method opens the gate (it calls markInitialized() or \
        markFailed(_:)), mark it with @SkipInit instead: once it throws it is stamped, and an opener that \
        waits for its own gate never returns.
        """,
        fixTitles: ["Add 'throws'", "Mark with @SkipInit"],
        triggeringExamples: ["""
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @WaitForThrowingInit
            func items() async -> [Int] { [] }
        }
        """, """
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            func items() async -> [Int] { [] }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @SkipInit
            func connect() async { await markInitialized() }
            func items() async throws -> [Int] { [] }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard let f = e.function else { continue }
            let file = model.files[e.file]
            switch e.kind {
            case .waitForRequiresThrows:
                out.append(diagnostic(e.message, file: file.path, range: e.anchor,
                                      fixes: [InitFixes.addThrows(file, f.decl)].compactMap { $0 }))
            case .autoRequiresThrows:
                // An opener gets @SkipInit first: 'Add throws' would gate it on itself.
                var fixes: [Fix] = []
                let opener = model.opensOwnGate(f)
                if opener { fixes.append(InitFixes.markSkipInit(model, f)) }
                if let t = InitFixes.addThrows(file, f.decl, preferred: !opener) { fixes.append(t) }
                out.append(diagnostic(e.message, file: file.path, range: e.anchor, fixes: fixes))
            default:
                continue
            }
        }
    }
}

struct WaitForRequiresAsyncThrows: InitializableRule {
    let info = RuleInfo(
        id: "initializable/waitfor-requires-async-throws", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@WaitForThrowingInit on a function that is neither async nor throws",
        details: """
        @WaitForThrowingInit starts the function with 'try await awaitInitialized()': the function must be \
        both async and throwing. The fix-it inserts 'async throws' after the parameter list.
        """,
        fixTitles: ["Add 'async throws'"],
        triggeringExamples: ["""
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @WaitForThrowingInit
            func refresh() { }
        }
        """],
        nonTriggeringExamples: ["""
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            func connect() async { await markInitialized() }
            @WaitForThrowingInit
            func refresh() async throws { }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .waitForRequiresAsyncThrows = e.kind, let f = e.function else { continue }
            let file = model.files[e.file]
            out.append(diagnostic(e.message, file: file.path, range: e.anchor,
                                  fixes: [InitFixes.addAsync(file, f.decl, title: "Add 'async throws'",
                                                             text: " async throws")].compactMap { $0 }))
        }
    }
}

struct WaitForNotConforming: InitializableRule {
    let info = RuleInfo(
        id: "initializable/waitfor-not-conforming", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit in a type whose own inheritance clause does not name Initializable",
        details: """
        The body macro finds the innermost enclosing actor, class or struct and checks that its own \
        inheritance clause says exactly 'Initializable' ('ThrowingInitializable' for @WaitForThrowingInit). \
        Conformance declared in an extension, inherited from a superclass, reached through a refining \
        protocol, or written 'Initializable.Initializable' is not seen: the macro reports an error even \
        though the type conforms. Wiring then adds a note that says where the conformance is.

        Write the protocol in the type's own inheritance clause, or start the method with \
        'await awaitInitialized()' by hand.
        """,
        triggeringExamples: ["""
        actor Store {
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """, """
        actor Store { }
        extension Store: Initializable { }
        actor Other {
            @WaitForThrowingInit
            func load() async throws -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async { await markInitialized() }
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .waitForNotConforming(let throwing) = e.kind else { continue }
            let related = e.type.map {
                model.conformanceNote(typeIndex: model.typeIndex(of: $0), proto: InitNames.requiredProtocol(throwing: throwing))
            } ?? []
            out.append(diagnostic(e.message, file: model.files[e.file].path, range: e.anchor, related: related))
        }
    }
}

struct WaitForNotInType: InitializableRule {
    let info = RuleInfo(
        id: "initializable/waitfor-not-in-type", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit outside an actor, class or struct (free functions, extensions, enums)",
        details: """
        The body macro needs an enclosing actor, class or struct to check. Enums, extensions and protocols \
        are skipped over, so @WaitForInit on a free function, in any extension (even \
        'extension T: Initializable') or in a top-level enum is an error. The same happens to the \
        @WaitForInit that @AutoAwaitInit stamps when the auto macro is attached to an extension or an enum; \
        that error is reported on the member's 'func' keyword.

        In an extension, start the method with 'await awaitInitialized()' by hand.
        """,
        triggeringExamples: ["""
        @WaitForInit
        func refresh() async { }
        """, """
        actor Store: Initializable { let gate = InitializationGate() }
        extension Store {
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        actor Store: Initializable { let gate = InitializationGate() }
        extension Store {
            func setup() async { await markInitialized() }
            func load() async -> Int {
                await awaitInitialized()
                return 0
            }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .waitForNotInType = e.kind else { continue }
            out.append(diagnostic(e.message, file: model.files[e.file].path, range: e.anchor))
        }
    }
}

struct AutoAwaitNotConforming: InitializableRule {
    let info = RuleInfo(
        id: "initializable/autoawait-not-conforming", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@AutoAwaitInit on a type whose own inheritance clause does not name Initializable",
        details: """
        @AutoAwaitInit checks, once per function member, that the attached declaration's own inheritance \
        clause says exactly 'Initializable' (@AutoAwaitThrowingInit: 'ThrowingInitializable'); the compiler \
        prints the error once per member, Wiring once per attribute. A type with no function member gets no \
        error. Conformance through an extension, a superclass, a refining protocol, a composition or the \
        qualified name is not seen (Wiring adds a note saying where it is), and @AutoAwaitInit on a \
        ThrowingInitializable type is rejected too.

        Write the protocol in the type's inheritance clause (the fix-it "Add ': Initializable'" does, when the \
        type conforms nowhere), or use the auto macro that matches the protocol ("Change to @AutoAwaitThrowingInit").
        """,
        fixTitles: ["Add ': Initializable'", "Add ': ThrowingInitializable'", "Change to @AutoAwaitInit",
                    "Change to @AutoAwaitThrowingInit"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store {
            func load() async -> Int { 0 }
        }
        """, """
        @AutoAwaitInit
        actor Store: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            func load() async throws -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
        }
        """, """
        @AutoAwaitInit
        actor Empty { let gate = InitializationGate() }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .autoNotConforming(let throwing) = e.kind, let t = e.type else { continue }
            let file = model.files[e.file]
            let proto = InitNames.requiredProtocol(throwing: throwing)
            let related = model.conformanceNote(typeIndex: e.typeIndex, proto: proto)
            var fixes: [Fix] = []
            let concrete = t.decl.kind == .actor || t.decl.kind == .class || t.decl.kind == .struct
            if concrete, let k = e.typeIndex, model.conformance(of: k, to: proto) == nil {
                if model.conformance(of: k, to: InitNames.requiredProtocol(throwing: !throwing)) != nil,
                   let attr = e.attribute {
                    // the other protocol is there: the attribute is the wrong variant
                    let other = InitNames.autoName(throwing: !throwing)
                    let name = attr.name.hasPrefix(InitNames.module + ".") ? InitNames.module + "." + other : other
                    fixes.append(Fix(title: "Change to @\(other)", isPreferred: true,
                                     edits: [TextEdit(file: file.path, range: attr.nameRange, newText: name)]))
                } else if let edit = Self.addConformance(proto, to: t.decl, in: file) {
                    fixes.append(Fix(title: "Add ': \(proto)'", isPreferred: true, edits: [edit]))
                }
            }
            out.append(diagnostic(e.message, file: file.path, range: e.anchor, related: related, fixes: fixes))
        }
    }

    /// `, P` after the last inherited type, or `: P` after the name (and
    /// generic parameters) when there is no clause.
    static func addConformance(_ proto: String, to d: Decl, in file: SourceFile) -> TextEdit? {
        if let last = d.inherits?.last {
            return TextEdit(file: file.path, range: last.range.upperBound..<last.range.upperBound, newText: ", " + proto)
        }
        guard let at = d.genericParameters?.upperBound ?? d.nameRange?.upperBound else { return nil }
        return TextEdit(file: file.path, range: at..<at, newText: ": " + proto)
    }
}

struct DuplicateWaitFor: InitializableRule {
    let info = RuleInfo(
        id: "initializable/duplicate-waitfor", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@WaitForInit written by hand on a member of an @AutoAwaitInit type",
        details: """
        @AutoAwaitInit stamps @WaitForInit itself. Before it looks at the member's signature or @SkipInit, \
        it rejects a hand-written @WaitForInit or @WaitForThrowingInit (four message variants, by the \
        written attribute and the auto macro), and stamps nothing on that member. The written attribute \
        still expands on its own, so a synchronous member also gets the body macro's own error.

        Remove the hand-written attribute: the type's macro already gates the method.
        """,
        fixTitles: ["Remove @WaitForInit", "Remove @WaitForThrowingInit"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @WaitForInit
            func load() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .duplicate(_, let throwingWait) = e.kind, let attr = e.attribute else { continue }
            let file = model.files[e.file]
            out.append(diagnostic(e.message, file: file.path, range: e.anchor,
                                  fixes: [InitFixes.remove(attr, in: file, title: "Remove @\(InitNames.waitName(throwing: throwingWait))")]))
        }
    }
}

struct SkipInitRequiresAsync: InitializableRule {
    let info = RuleInfo(
        id: "initializable/skipinit-requires-async", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@SkipInit on a synchronous function",
        details: """
        @SkipInit exempts an async method from @AutoAwaitInit. Synchronous methods are never stamped, so the \
        macro rejects @SkipInit on them (this is checked first, before the enclosing type). Remove the attribute.
        """,
        fixTitles: ["Remove '@SkipInit'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func name() -> String { "" }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async { await markInitialized() }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .skipRequiresAsync = e.kind, let attr = e.attribute else { continue }
            let file = model.files[e.file]
            out.append(diagnostic(e.message, file: file.path, range: e.anchor,
                                  fixes: [InitFixes.remove(attr, in: file, title: "Remove '@SkipInit'")]))
        }
    }
}

struct SkipInitOutsideAutoAwait: InitializableRule {
    let info = RuleInfo(
        id: "initializable/skipinit-outside-autoawait", library: library, defaultSeverity: .error, kind: .parity,
        summary: "@SkipInit where no enclosing declaration has @AutoAwaitInit / @AutoAwaitThrowingInit",
        details: """
        @SkipInit only means something under an auto macro. The macro accepts it when any enclosing \
        declaration carries @AutoAwaitInit or @AutoAwaitThrowingInit, and rejects it elsewhere: free \
        functions, manual-mode types, extensions. Remove the attribute.

        The test compares the attribute's exact text: under '@Initializable.AutoAwaitInit' (which does \
        stamp the members) @SkipInit is rejected too. Write the auto macro without its module there.
        """,
        fixTitles: ["Remove '@SkipInit'", "Write @AutoAwaitInit without its module"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async { await markInitialized() }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async { await markInitialized() }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for e in model.events {
            guard case .skipOutside = e.kind, let attr = e.attribute, let f = e.function else { continue }
            let file = model.files[e.file]
            var fixes: [Fix] = []
            if let q = InitFixes.qualifiedAutoAttributeBlockingSkip(f) {
                // the type is auto-gated, but @SkipInit only knows the unqualified name
                fixes.append(Fix(title: "Write @\(q.baseName) without its module", isPreferred: true,
                                 edits: [TextEdit(file: file.path, range: q.nameRange, newText: String(q.baseName))]))
            }
            fixes.append(InitFixes.remove(attr, in: file, title: "Remove '@SkipInit'", preferred: fixes.isEmpty))
            out.append(diagnostic(e.message, file: file.path, range: e.anchor, fixes: fixes))
        }
    }
}

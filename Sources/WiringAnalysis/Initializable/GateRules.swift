import WiringSyntax

/// The gate-coverage rules (research §3.4): what no macro reports and only
/// run time shows, as a hang or a method that runs too early.

private let library = "Initializable"

private func anchor(_ d: Decl) -> Range<Int> { d.nameRange ?? d.keywordRange }

struct OpenerGated: InitializableRule {
    let info = RuleInfo(
        id: "initializable/opener-gated", library: library, defaultSeverity: .error, kind: .wiring,
        summary: "A method that opens the gate is itself gated: it waits for itself and never returns",
        details: """
        A method that calls markInitialized() (or markFailed(_:)) opens the gate. If it is gated too — \
        stamped by @AutoAwaitInit, marked @WaitForInit, or starting with 'await awaitInitialized()' — its \
        first statement waits for the gate it is about to open: it suspends forever, and so does every \
        caller of every gated method. Initializable's own README examples (setup() calling \
        markInitialized() in an @AutoAwaitInit type) do exactly this.

        Mark the opener with @SkipInit (auto mode), or remove its @WaitForInit (manual mode). The finding \
        is a warning when another, ungated opener exists: then the method only waits for that one.
        """,
        fixTitles: ["Mark with @SkipInit", "Remove @WaitForInit", "Remove @WaitForThrowingInit",
                    "Remove 'await awaitInitialized()'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor MyService: Initializable {
            let gate = InitializationGate()
            func setup() async {
                await markInitialized()
            }
            func fetchData() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor MyService: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async {
                await markInitialized()
            }
            func fetchData() async -> Int { 0 }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for g in model.gates {
            for m in g.members where m.isOpener && m.state == .gated {
                guard let by = m.gatedBy else { continue }
                let file = model.files[m.function.file]
                let other = g.members.contains { $0.isOpener && $0.state != .gated && $0.function.key != m.function.key }
                    || g.openerCalls.contains { $0.external }
                let name = m.decl.signatureName
                let fix: Fix
                let advice: String
                switch by {
                case .auto:
                    fix = InitFixes.markSkipInit(model, m.function)
                    advice = "mark it with @SkipInit"
                case .manual(let attr, let throwing):
                    let a = "@" + InitNames.waitName(throwing: throwing)
                    fix = InitFixes.remove(attr, in: file, title: "Remove \(a)")
                    advice = "remove \(a)"
                case .statement(let r):
                    fix = Fix(title: "Remove 'await awaitInitialized()'", isPreferred: true, edits: [file.deletion(of: r)])
                    advice = "remove its leading 'await awaitInitialized()'"
                }
                let effect = other ? "it cannot run until another opener has opened the gate"
                                   : "it waits for itself and never completes"
                out.append(diagnostic("'\(name)' opens the initialization gate but is itself gated by \(by.text); \(effect) (\(advice))",
                                      file: file.path, range: anchor(m.decl), severity: other ? .warning : nil,
                                      fixes: [fix]))
            }
        }
    }
}

struct GateNeverOpened: InitializableRule {
    let info = RuleInfo(
        id: "initializable/gate-never-opened", library: library, defaultSeverity: .error, kind: .wiring,
        summary: "Nothing in the workspace opens a gate type's gate: every gated method suspends forever",
        details: """
        Gated methods wait until markInitialized() (or markFailed(_:) for a throwing gate) is called once on \
        the instance. Wiring looks for such calls: unqualified or on 'self' inside the type, its extensions, \
        subclasses and refining protocols, and on variables, parameters and properties declared with the \
        type ('let manager = Manager()', 'manager.markInitialized()').

        An error when no call exists at all; a warning when some 'x.markInitialized()' has a receiver \
        Wiring cannot resolve (it may be this type); a hint for public types, which client code may open.

        Call markInitialized() once the type's asynchronous setup has finished, from a method that is not \
        itself gated.
        """,
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Cache: Initializable {
            let gate = InitializationGate()
            func value() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Cache: Initializable {
            let gate = InitializationGate()
            @SkipInit func warmUp() async { await markInitialized() }
            func value() async -> Int { 0 }
        }
        """, """
        @AutoAwaitInit
        actor Cache: Initializable {
            let gate = InitializationGate()
            func value() async -> Int { 0 }
        }
        func boot() async {
            let cache = Cache()
            await cache.markInitialized()
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for g in model.gates where g.openerCalls.isEmpty {
            guard g.members.contains(where: { $0.state == .gated }) else { continue }
            let file = model.files[g.node.file]
            let calls = g.isThrowing ? "markInitialized() or markFailed(_:)" : "markInitialized()"
            if g.node.decl.isPublicAPI {
                out.append(diagnostic("No call in this workspace opens the gate of public type '\(g.name)'; unless client code calls \(calls), every gated method suspends forever",
                                      file: file.path, range: anchor(g.node.decl), severity: .hint))
            } else if !model.unresolvedOpenerCalls.isEmpty {
                let related = model.unresolvedOpenerCalls.prefix(3).map { u in
                    RelatedInformation(file: model.files[u.file].path, range: u.call.range,
                                       message: "'\(model.files[u.file].parsed.compactText(u.call.range))' may open it: Wiring cannot tell its receiver's type")
                }
                out.append(diagnostic("No call to \(calls) is known to open the gate of '\(g.name)'; unless a call Wiring cannot resolve does, every gated method suspends forever",
                                      file: file.path, range: anchor(g.node.decl), severity: .warning, related: related))
            } else {
                out.append(diagnostic("No call to \(calls) opens the gate of '\(g.name)'; every gated method suspends forever (call markInitialized() when setup completes)",
                                      file: file.path, range: anchor(g.node.decl)))
            }
        }
    }
}

struct OpenerAwaitsGated: InitializableRule {
    let info = RuleInfo(
        id: "initializable/opener-awaits-gated", library: library, defaultSeverity: .warning, kind: .wiring,
        summary: "An opener awaits one of its type's gated methods before it opens the gate",
        details: """
        An opener that calls a gated method of its own type before markInitialized() waits for the gate it \
        has not opened yet: it deadlocks. Calls made inside a 'Task { }' closure are not counted (they do \
        not block the opener). Straight-line order is assumed: a call inside a branch is still reported.

        Exempt the called method (@SkipInit in auto mode; remove its @WaitForInit in manual mode), or call \
        it after markInitialized().
        """,
        fixTitles: ["Mark '<method>' with @SkipInit", "Remove @WaitForInit from '<method>'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Repo: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async {
                await load()
                await markInitialized()
            }
            func load() async { }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Repo: Initializable {
            let gate = InitializationGate()
            @SkipInit
            func setup() async {
                await markInitialized()
                await load()
            }
            func load() async { }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for g in model.gates {
            var reported: Set<String> = []
            for pre in model.callsBeforeOpening(g) {
                let target = g.members[pre.member]
                guard target.state == .gated else { continue }
                let f = pre.opener
                guard reported.insert("\(f.key.file):\(f.key.offset):\(target.decl.name)").inserted else { continue }
                let file = model.files[f.file]
                let opener = f.decl.signatureName, gated = target.decl.signatureName
                let mark = file.parsed.isCall(pre.mark, named: "markFailed") ? "markFailed(_:)" : "markInitialized()"
                var fixes: [Fix] = []
                var advice = "call it after \(mark)"
                switch target.gatedBy {
                case .auto?:
                    fixes.append(InitFixes.markSkipInit(model, target.function, title: "Mark '\(gated)' with @SkipInit"))
                    advice = "mark '\(gated)' with @SkipInit, or " + advice
                case .manual(let attr, let throwing)?:
                    let a = "@" + InitNames.waitName(throwing: throwing)
                    fixes.append(InitFixes.remove(attr, in: model.files[target.function.file], title: "Remove \(a) from '\(gated)'"))
                    advice = "remove \(a) from '\(gated)', or " + advice
                default:
                    break
                }
                out.append(diagnostic("'\(opener)' awaits gated method '\(gated)' before calling \(mark); this deadlocks (\(advice))",
                                      file: file.path, range: pre.call.nameRange, fixes: fixes))
            }
        }
    }
}

struct ExtensionMemberUngated: InitializableRule {
    let info = RuleInfo(
        id: "initializable/extension-member-ungated", library: library, defaultSeverity: .warning, kind: .wiring,
        summary: "An async method in an extension of an @AutoAwaitInit type is not gated",
        details: """
        @AutoAwaitInit only visits the members of the declaration it is attached to. An async method \
        declared in an extension is never stamped, so it runs at once, before initialization has finished. \
        @WaitForInit cannot help there either: in an extension it is always an error.

        Start the method with 'await awaitInitialized()' ('try await awaitInitialized()' for the throwing \
        gate), or move it into the type's body.
        """,
        fixTitles: ["Insert 'await awaitInitialized()'", "Insert 'try await awaitInitialized()'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
        }
        extension Store {
            func load() async -> Int { 0 }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
        }
        extension Store {
            func load() async -> Int {
                await awaitInitialized()
                return 0
            }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for g in model.gates where g.isAuto && g.autoAccepted {
            for m in g.members where m.inExtension && m.state == .ungated && !m.isOpener && !m.runsBeforeOpening {
                let file = model.files[m.function.file]
                let stmt = InitNames.waitStatement(throwing: g.isThrowing)
                let canInsert = !g.isThrowing || m.decl.isThrowingFunction
                let advice = canInsert ? "start it with '\(stmt)'" : "make it throw and start it with '\(stmt)'"
                let fixes = canInsert ? [InitFixes.insertWait(file, m.decl, throwing: g.isThrowing)].compactMap { $0 } : []
                out.append(diagnostic("\(g.autoName) does not visit members declared in extensions; '\(m.decl.signatureName)' is not gated and can run before initialization completes (\(advice))",
                                      file: file.path, range: anchor(m.decl), fixes: fixes))
            }
        }
    }
}

struct StaticStamped: InitializableRule {
    let info = RuleInfo(
        id: "initializable/static-stamped", library: library, defaultSeverity: .error, kind: .wiring,
        summary: "@AutoAwaitInit stamps a static async method, whose expansion cannot compile",
        details: """
        The auto macros do not look at 'static' or 'class': a static async method gets @WaitForInit, which \
        inserts 'await awaitInitialized()' — an instance method — into a static context. The build then \
        fails inside the macro expansion with "instance member 'awaitInitialized' cannot be used on type".

        Mark the method with @SkipInit (valid: @SkipInit only needs an async method under an auto macro).
        """,
        fixTitles: ["Mark with @SkipInit"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            static func make() async -> Store { Store() }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Store: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            @SkipInit static func make() async -> Store { Store() }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        // only stamps whose body macro expands (not a protocol requirement,
        // not a member of an enum or extension, which fail earlier)
        for s in model.injections.values where s.stampedBy != nil && s.function.decl.isStaticMember {
            let d = s.function.decl
            let file = model.files[s.function.file]
            let kind = d.hasModifier("class") ? "class" : "static"
            out.append(diagnostic("@\(InitNames.autoName(throwing: s.throwing)) stamps \(kind) method '\(d.signatureName)', whose expansion cannot call the instance method awaitInitialized() (mark it with @SkipInit)",
                                  file: file.path, range: d.staticModifier?.range ?? anchor(d),
                                  fixes: [InitFixes.markSkipInit(model, s.function)]))
        }
    }
}

struct TypedThrowsStamped: InitializableRule {
    let info = RuleInfo(
        id: "initializable/typed-throws-stamped", library: library, defaultSeverity: .error, kind: .wiring,
        summary: "@WaitForThrowingInit on a 'throws(E)' method: the injected wait throws 'any Error'",
        details: """
        @AutoAwaitThrowingInit stamps every async throwing method, typed throws included, and \
        @WaitForThrowingInit then inserts 'try await awaitInitialized()', which throws 'any Error'. A \
        'throws(MyError)' method cannot propagate that, so the expansion fails to compile ("thrown \
        expression type 'any Error' cannot be converted to error type").

        Change the method to plain 'throws' (or mark it with @SkipInit and wait by hand, mapping the error).
        """,
        fixTitles: ["Change to 'throws'"],
        triggeringExamples: ["""
        enum LoadError: Error { case failed }
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @SkipInit func connect() async { await markInitialized() }
            func items() async throws(LoadError) -> [Int] { [] }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitThrowingInit
        actor Feed: ThrowingInitializable {
            let gate = ThrowingInitializationGate()
            @SkipInit func connect() async { await markInitialized() }
            func items() async throws -> [Int] { [] }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        // stamped or written, where the injected wait compiles into the body
        for i in model.injections.values where i.throwing {
            let f = i.function
            guard let typed = model.typedThrowsClause(f), let r = f.decl.throwsRange else { continue }
            let file = model.files[f.file]
            out.append(diagnostic("@WaitForThrowingInit injects 'try await awaitInitialized()', which throws 'any Error'; '\(typed)' cannot propagate it (change it to 'throws')",
                                  file: file.path, range: r,
                                  fixes: [Fix(title: "Change to 'throws'", isPreferred: true,
                                              edits: [TextEdit(file: file.path, range: r, newText: "throws")])]))
        }
    }
}

struct UngatedAsync: InitializableRule {
    let info = RuleInfo(
        id: "initializable/ungated-async", library: library, defaultSeverity: .hint, kind: .wiring,
        summary: "An async method of a manual-mode gate type does not wait for the gate",
        details: """
        In a gate type without @AutoAwaitInit, only methods marked @WaitForInit (or starting with \
        'await awaitInitialized()') wait for initialization. An async method without either runs at once, \
        possibly before setup has finished. That may be intended ("best effort"); this hint makes it visible.

        Add @WaitForInit (in an extension, or when the conformance is not written in the type's own clause, \
        start the method with 'await awaitInitialized()' instead), or put @AutoAwaitInit on the type.
        """,
        fixTitles: ["Add @WaitForInit", "Add @WaitForThrowingInit", "Insert 'await awaitInitialized()'",
                    "Insert 'try await awaitInitialized()'"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            func setup() async { await markInitialized() }
            func load() async -> Int { 0 }
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
        for g in model.gates where !g.isAuto {
            let proto = InitNames.requiredProtocol(throwing: g.isThrowing)
            let attr = "@" + InitNames.waitName(throwing: g.isThrowing)
            let stmt = InitNames.waitStatement(throwing: g.isThrowing)
            for m in g.members where m.state == .ungated && !m.isOpener && !m.runsBeforeOpening {
                let file = model.files[m.function.file]
                let signatureOK = !g.isThrowing || m.decl.isThrowingFunction
                var fixes: [Fix] = []
                let advice: String
                if !signatureOK {
                    advice = "make it throw and add \(attr)"
                } else if !m.inExtension && g.node.decl.clauseNames(proto) {
                    fixes.append(Fix(title: "Add \(attr)", isPreferred: true,
                                     edits: [file.insertionOfLine(attr, before: m.decl)]))
                    advice = "add \(attr)"
                } else {
                    if let f = InitFixes.insertWait(file, m.decl, throwing: g.isThrowing) { fixes.append(f) }
                    advice = "start it with '\(stmt)'"
                }
                out.append(diagnostic("async method '\(m.decl.signatureName)' of \(proto) type '\(g.name)' is not gated; it can run before initialization completes (\(advice))",
                                      file: file.path, range: anchor(m.decl), fixes: fixes))
            }
        }
    }
}

struct SkipInitNoEffect: InitializableRule {
    let info = RuleInfo(
        id: "initializable/skipinit-no-effect", library: library, defaultSeverity: .warning, kind: .wiring,
        summary: "@SkipInit in a nested type of an @AutoAwaitInit type, where nothing is stamped",
        details: """
        @SkipInit accepts any enclosing declaration with an auto macro, but the auto macro only stamps the \
        members of the declaration it is attached to. In a nested type, @SkipInit compiles and does \
        nothing: the method was never going to be gated. Remove it, or gate the nested type on its own.
        """,
        fixTitles: ["Remove '@SkipInit'"],
        triggeringExamples: ["""
        @AutoAwaitInit
        actor Outer: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            struct Inner {
                @SkipInit
                func run() async { }
            }
        }
        """],
        nonTriggeringExamples: ["""
        @AutoAwaitInit
        actor Outer: Initializable {
            let gate = InitializationGate()
            @SkipInit func setup() async { await markInitialized() }
            struct Inner {
                func run() async { }
            }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for f in model.functions where f.decl.kind == .func && f.decl.isAsyncFunction {
            guard let attr = f.decl.attributes.first(where: { InitNames.macro(of: $0) == InitNames.skip }),
                  let parent = f.ancestors.last else { continue }
            let accepted = f.ancestors.contains { a in
                a.attributes.contains { $0.name == InitNames.autoAwait || $0.name == InitNames.autoAwaitThrowing }
            }
            let stampedHere = parent.attributes.contains { InitNames.macro(of: $0) == InitNames.autoAwait || InitNames.macro(of: $0) == InitNames.autoAwaitThrowing }
            guard accepted, !stampedHere else { continue }
            let file = model.files[f.file]
            out.append(diagnostic("@SkipInit has no effect: members of nested type '\(parent.name)' are never stamped (remove it)",
                                  file: file.path, range: attr.range,
                                  fixes: [InitFixes.remove(attr, in: file, title: "Remove '@SkipInit'")]))
        }
    }
}

struct WaitForOnInitializer: InitializableRule {
    let info = RuleInfo(
        id: "initializable/waitfor-on-initializer", library: library, defaultSeverity: .warning, kind: .wiring,
        summary: "@WaitForInit on an initializer is silently ignored",
        details: """
        The body macros only rewrite functions. On an 'init' they do nothing and report nothing: the \
        initializer keeps its body and does not wait for the gate. Remove the attribute; an initializer \
        cannot wait for its own instance's gate anyway.
        """,
        fixTitles: ["Remove @WaitForInit", "Remove @WaitForThrowingInit"],
        triggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            @WaitForInit
            init() async { }
        }
        """],
        nonTriggeringExamples: ["""
        actor Store: Initializable {
            let gate = InitializationGate()
            init() { }
        }
        """])

    func check(_ model: InitializableModel, into out: inout [Diagnostic]) {
        for f in model.functions where f.decl.kind == .`init` {
            for attr in f.decl.attributes {
                guard let m = InitNames.macro(of: attr), m == InitNames.waitFor || m == InitNames.waitForThrowing else { continue }
                let file = model.files[f.file]
                out.append(diagnostic("@\(m) has no effect on initializers; this initializer does not wait for the gate (remove the attribute)",
                                      file: file.path, range: attr.range,
                                      fixes: [InitFixes.remove(attr, in: file, title: "Remove @\(m)")]))
            }
        }
    }
}

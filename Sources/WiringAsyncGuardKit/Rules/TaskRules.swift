import WiringAnalysis

struct TaskWithoutLifetime: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/task-without-lifetime", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "An AsyncTask with no lifetime strategy, cancelled as soon as it is released",
        details: """
        An `AsyncTask` cancels itself in its `deinit` unless `.bind(to:)`, `.store(in:)` or `.detached()` was \
        called on it. One whose value is thrown away (`_ = AsyncTask { … }`, or the call alone as a statement) \
        or kept in a local that never gets a lifetime is released at once, or at the end of the scope, and \
        cancelled: its work usually never runs.

        Bind it to the owner's `AsyncLifetime`, store it, or mark it `.detached()` when it must outlive everything.
        """,
        fixTitles: ["Bind to 'lifetime'", "Mark as .detached()"],
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Feed {
            private let lifetime = AsyncLifetime()
            func refresh() {
                _ = AsyncTask { await self.load() }
            }
            func load() async {}
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Feed {
            private let lifetime = AsyncLifetime()
            private var current: AsyncTask?
            func refresh() {
                AsyncTask { [weak self] in await self?.load() }.bind(to: lifetime)
                current = AsyncTask { await Self.warmUp() }
            }
            func load() async {}
            static func warmUp() async {}
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.taskWithoutLifetime) {
            let local = f.text(0)
            let message = local.isEmpty
                ? "AsyncTask is cancelled as soon as it is released because no lifetime strategy was declared; add .bind(to:), .store(in:) or .detached()"
                : "AsyncTask in '\(local)' is cancelled at the end of the scope because no lifetime strategy was declared; add .bind(to:), .store(in:) or .detached()"
            var fixes: [FixRecipe] = []
            let dropWildcard: [EditRecipe] = f.range(2).map { [.delete(file.anchor(site, $0))] } ?? []
            if let owner = file.owner(site.ownerName), owner.lifetimes.count == 1 {
                let l = owner.lifetimes[0]
                fixes.append(FixRecipe(title: "Bind to '\(l)'", edits: dropWildcard + [.insertAfter(file.anchor(site, f.range(1)), ".bind(to: \(l))")]))
            }
            fixes.append(FixRecipe(title: "Mark as .detached()", isPreferred: fixes.isEmpty,
                                   edits: dropWildcard + [.insertAfter(file.anchor(site, f.range(1)), ".detached()")]))
            out.append(finding(message, at: file.anchor(site, f.range(0)), fixes: fixes))
        }
    }
}

struct LocalLifetime: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/local-lifetime", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "A task bound to an AsyncLifetime that ends with the function",
        details: """
        An `AsyncLifetime` cancels every task bound to it when it is deinitialized. One made inline \
        (`.bind(to: AsyncLifetime())`) or kept in a function's local goes at the end of the scope, and the \
        tasks bound to it are cancelled right after they start.

        Keep the lifetime in a stored property of the type that owns the work. A local the function \
        cancels itself (`lifetime.cancelAll()`), or keeps across an `await` after binding (an async \
        function: the tasks run meanwhile), is its own way of scoping the work and is not reported.
        """,
        fixTitles: ["Move to a stored property"],
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Sync {
            func start() {
                let lifetime = AsyncLifetime()
                AsyncTask { await Self.upload() }.bind(to: lifetime)
            }
            static func upload() async {}
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Sync {
            private let lifetime = AsyncLifetime()
            func start(in scope: AsyncLifetime) {
                AsyncTask { await Self.upload() }.bind(to: lifetime)
                AsyncTask { await Self.upload() }.bind(to: scope)
            }
            static func upload() async {}
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.localLifetime) {
            let name = f.text(0)
            let message = "This AsyncLifetime is released at the end of the scope, cancelling the bound tasks immediately; keep it in a stored property"
            var fixes: [FixRecipe] = []
            // a property of the type the code runs in, declared in this file
            if let owner = file.owner(site.ownerName), owner.isReferenceType, owner.file == file.path {
                if let existing = owner.lifetimes.first, name.isEmpty {
                    fixes.append(FixRecipe(title: "Move to a stored property",
                                           edits: [.replace(file.anchor(site, f.range(0)), existing)]))
                } else if owner.lifetimes.isEmpty || !name.isEmpty && !owner.lifetimes.contains(name) {
                    let property = name.isEmpty ? "lifetime" : name
                    var edits: [EditRecipe] = [.insertFirstMember(owner.anchor(.declaration), lines: ["private let \(property) = AsyncLifetime()"])]
                    if let declaration = f.range(1) {
                        edits.append(.delete(file.anchor(site, declaration)))
                        // the property is not optional: `lifetime!` becomes `lifetime`
                        if f.texts.count > 1 { edits.append(.replace(file.anchor(site, f.range(0)), property)) }
                    } else {
                        edits.append(.replace(file.anchor(site, f.range(0)), property))
                    }
                    fixes.append(FixRecipe(title: "Move to a stored property", edits: edits))
                }
            }
            out.append(finding(message, at: file.anchor(site, f.range(0)), fixes: fixes))
        }
    }
}

struct StoreNeverCancelled: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/store-never-cancelled", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "Tasks stored in a Set<AnyCancellable> that nothing cancels",
        details: """
        AsyncGuardKit's `AnyCancellable` has no `deinit`, unlike Combine's: a task stored in a set keeps \
        running after the set is released. Only `set.cancelAll()` cancels them. A set that is a function's \
        local, or a property its type's `deinit` does not cancel, lets every stored task outlive its owner.

        Call `cancelAll()` on the set in the owner's `deinit`, or bind the tasks to an `AsyncLifetime` instead. \
        A local set the function cancels itself is not reported.
        """,
        fixTitles: ["Cancel in deinit"],
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Poller {
            private var tasks = Set<AnyCancellable>()
            func start() {
                AsyncTask { await Self.poll() }.store(in: &tasks)
            }
            static func poll() async {}
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Poller {
            private var tasks = Set<AnyCancellable>()
            deinit { tasks.cancelAll() }
            func start() {
                AsyncTask { await Self.poll() }.store(in: &tasks)
            }
            static func poll() async {}
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.store) {
            let set = f.text(0)
            let anchor = file.anchor(site, f.range(0))
            if f.number(0) == 1 {
                out.append(finding("AnyCancellable does not cancel on deinit (unlike Combine's): tasks stored in the local '\(set)' keep running after it is released; store them in a property cancelled in deinit, or bind them to an AsyncLifetime",
                                   at: anchor))
                continue
            }
            guard let owner = file.owner(site.ownerName), owner.sets.contains(set), !owner.cancelled.contains(set) else { continue }
            let edit: EditRecipe = owner.deinitDecl.map {
                .insertFirstStatement(Anchor(file: owner.file, decl: $0, role: .declaration), statement: "\(set).cancelAll()", returnsValue: false)
            } ?? .insertFirstMember(owner.anchor(.declaration), lines: ["deinit {", "\t\(set).cancelAll()", "}"])
            out.append(finding("AnyCancellable does not cancel on deinit (unlike Combine's): tasks stored in '\(set)' keep running after '\(owner.name)' is released, because its deinit does not call \(set).cancelAll()",
                               at: anchor, fixes: [FixRecipe(title: "Cancel in deinit", edits: [edit])]))
        }
    }
}

struct StrongSelfKeepsOwnerAlive: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/strong-self-keeps-owner-alive", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "A bound, looping task that captures self strongly",
        details: """
        A task bound to its owner's `AsyncLifetime` is cancelled when the owner is deinitialized. When the \
        task's closure captures `self` strongly and loops (`while`, `repeat`, `for await`), the task keeps the \
        owner alive, the owner is never deinitialized, and the task is never cancelled.

        Capture `self` weakly: `[weak self] in`, then `self?.member`. A closure that captures `self` weakly \
        but unwraps it once before the loop (`guard let self else { return }`) holds it strongly for as long \
        as the loop runs, with the same effect: unwrap it inside the loop, once per iteration.
        """,
        fixTitles: ["Capture self weakly"],
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Clock {
            private let lifetime = AsyncLifetime()
            func start() {
                AsyncTask {
                    while !Task.isCancelled {
                        self.tick()
                    }
                }.bind(to: lifetime)
            }
            func tick() {}
        }
        """, """
        import AsyncGuardKit
        final class Feed {
            private let lifetime = AsyncLifetime()
            func start(_ updates: AsyncStream<Int>) {
                AsyncTask { [weak self] in
                    guard let self else { return }
                    for await value in updates {
                        self.show(value)
                    }
                }.bind(to: lifetime)
            }
            func show(_ value: Int) {}
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Clock {
            private let lifetime = AsyncLifetime()
            func start() {
                AsyncTask { [weak self] in
                    while !Task.isCancelled {
                        self?.tick()
                    }
                }.bind(to: lifetime)
            }
            func tick() {}
        }
        """, """
        import AsyncGuardKit
        final class Feed {
            private let lifetime = AsyncLifetime()
            func start(_ updates: AsyncStream<Int>) {
                AsyncTask { [weak self] in
                    for await value in updates {
                        guard let self else { return }
                        self.show(value)
                    }
                }.bind(to: lifetime)
            }
            func show(_ value: Int) {}
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.strongSelf) {
            // a value type's self is copied, not kept
            if let owner = file.owner(site.ownerName), !owner.isReferenceType { continue }
            if let unwrap = f.texts.first {
                // weak, then strong for the whole loop: no edit makes that right by itself
                out.append(finding("The task unwraps self with '\(unwrap)' before it loops, so the owner (and its AsyncLifetime) cannot be deinitialized while the loop runs and this task is never cancelled; unwrap self inside the loop, once per iteration",
                                   at: file.anchor(site, f.range(2) ?? f.range(0)), fixes: []))
                continue
            }
            var fixes: [FixRecipe] = []
            if let brace = f.range(1) {
                var edits: [EditRecipe] = [.insertAfter(file.anchor(site, brace), " [weak self] in")]
                for k in f.ranges.dropFirst(2) { edits.append(.replace(file.anchor(site, k), "self?")) }
                fixes.append(FixRecipe(title: "Capture self weakly", edits: edits))
            }
            out.append(finding("The task captures self strongly, so the owner (and its AsyncLifetime) is never deinitialized and this task is never cancelled; capture self weakly",
                               at: file.anchor(site, f.range(0)), fixes: fixes))
        }
    }
}

struct UnboundTaskInLifetimeOwner: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/unbound-task-in-lifetime-owner", library: "AsyncGuardKit", defaultSeverity: .hint, kind: .wiring,
        summary: "A plain Task in a type that owns an AsyncLifetime",
        details: """
        A `Task { … }` whose value is discarded runs to its end whatever happens to the object that started it. \
        In a class or actor that keeps an `AsyncLifetime`, that is usually an oversight: the other tasks stop with the \
        owner, this one does not.

        Make it an `AsyncTask` bound to the lifetime. `AsyncTask`'s closure does not inherit the caller's \
        actor, so in a main-actor type the fix marks the closure `@MainActor in`.
        """,
        fixTitles: ["Convert to AsyncTask bound to 'lifetime'"],
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Screen {
            private let lifetime = AsyncLifetime()
            func appear() {
                Task { await Self.load() }
            }
            static func load() async {}
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Screen {
            private let lifetime = AsyncLifetime()
            func appear() {
                AsyncTask { await Self.load() }.bind(to: lifetime)
                Task.detached { await Self.load() }
            }
            static func load() async {}
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.plainTask) {
            // a value type is not released the way an object is: its Tasks are its views' business
            guard let owner = file.owner(site.ownerName), owner.isReferenceType, let lifetime = owner.lifetimes.first else { continue }
            var edits: [EditRecipe] = [.replace(file.anchor(site, f.range(0)), "AsyncTask")]
            if owner.isMainActor {
                guard f.number(0) == 0 else {
                    out.append(finding("This Task is not bound to '\(lifetime)' and keeps running after '\(owner.name)' is released", at: file.anchor(site, f.range(0))))
                    continue
                }
                edits.append(.insertAfter(file.anchor(site, f.range(1)), " @MainActor in"))
            }
            edits.append(.insertAfter(file.anchor(site, f.range(2)), ".bind(to: \(lifetime))"))
            out.append(finding("This Task is not bound to '\(lifetime)' and keeps running after '\(owner.name)' is released",
                               at: file.anchor(site, f.range(0)),
                               fixes: [FixRecipe(title: "Convert to AsyncTask bound to '\(lifetime)'", edits: edits)]))
        }
    }
}

struct ErrorsDiscarded: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/errors-discarded", library: "AsyncGuardKit", defaultSeverity: .hint, kind: .wiring,
        summary: "An error thrown in an AsyncTask that nothing handles",
        details: """
        `AsyncTask`'s throwing closure swallows its error: it is logged only in DEBUG builds with \
        `debugLogging` on. A `try` outside `do`/`catch` in the task's closure loses its error silently. \
        (`try await Task.sleep` and `try Task.checkCancellation()` only throw on cancellation, and are not reported.)

        Handle the error in a `do`/`catch` inside the task.
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Loader {
            private let lifetime = AsyncLifetime()
            func start() {
                AsyncTask { try await Self.fetch() }.bind(to: lifetime)
            }
            static func fetch() async throws {}
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Loader {
            private let lifetime = AsyncLifetime()
            func start() {
                AsyncTask {
                    do { try await Self.fetch() } catch { print(error) }
                }.bind(to: lifetime)
            }
            static func fetch() async throws {}
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        report(.errorsDiscarded, "Errors thrown inside AsyncTask are silently discarded; handle them in a do/catch inside the task", in: file, into: &out)
    }
}

struct UnboundedGrowth: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/unbounded-growth", library: "AsyncGuardKit", defaultSeverity: .hint, kind: .wiring,
        summary: "Tasks bound in a loop to a lifetime that never forgets them",
        details: """
        An `AsyncLifetime` keeps every task bound to it until `cancelAll()` or its `deinit`, finished ones \
        included. Binding in a loop grows it without bound for as long as the owner lives.

        Bind one task that does the loop's work, or keep the tasks in a collection you prune. A lifetime \
        local to the function goes with it and is not reported.
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Uploader {
            private let lifetime = AsyncLifetime()
            func upload(_ files: [String]) {
                for file in files {
                    AsyncTask { await Self.send(file) }.bind(to: lifetime)
                }
            }
            static func send(_ file: String) async {}
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Uploader {
            private let lifetime = AsyncLifetime()
            func upload(_ files: [String]) {
                AsyncTask {
                    for file in files { await Self.send(file) }
                }.bind(to: lifetime)
            }
            static func send(_ file: String) async {}
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        report(.boundInLoop, "AsyncLifetime retains bound tasks until cancelAll() or deinit; tasks bound in a loop are never removed, even when finished", in: file, into: &out)
    }
}

struct AmbiguousAnyCancellable: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/ambiguous-anycancellable", library: "AsyncGuardKit", defaultSeverity: .error, kind: .wiring,
        summary: "AnyCancellable named in a file that imports Combine and AsyncGuardKit",
        details: """
        Combine and AsyncGuardKit both declare `AnyCancellable`. In a file that imports both, the unqualified \
        name is ambiguous and the file does not compile.

        Qualify it: `AsyncGuardKit.AnyCancellable` (or `Combine.AnyCancellable`).
        """,
        fixTitles: ["Qualify as AsyncGuardKit.AnyCancellable"],
        triggeringExamples: ["""
        import Combine
        import AsyncGuardKit
        final class Bag {
            var tasks = Set<AnyCancellable>()
        }
        """],
        nonTriggeringExamples: ["""
        import Combine
        import AsyncGuardKit
        final class Bag {
            var tasks = Set<AsyncGuardKit.AnyCancellable>()
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.ambiguousAnyCancellable) {
            let a = file.anchor(site, f.range(0))
            out.append(finding("'AnyCancellable' is ambiguous (Combine and AsyncGuardKit both declare it); qualify it", at: a,
                               fixes: [FixRecipe(title: "Qualify as AsyncGuardKit.AnyCancellable", edits: [.replace(a, "AsyncGuardKit.AnyCancellable")])]))
        }
    }
}

// Task lifetimes: tasks lost at once or at the end of the scope, lifetimes and sets that end too soon
// or never cancel, a looping task that keeps its owner, plain Tasks beside a lifetime.
import Foundation
import AsyncGuardKit

final class Feed {
    private let lifetime = AsyncLifetime()
    private var tasks = Set<AnyCancellable>()
    private var current: AsyncTask?

    func refresh() {
        _ = AsyncTask { await self.load() } // expected-warning:13-22 {{AsyncTask is cancelled as soon as it is released because no lifetime strategy was declared; add .bind(to:), .store(in:) or .detached()}} {{9-13=}} {{44-44=.bind(to: lifetime)}} {{9-13=}} {{44-44=.detached()}} {{title=Bind to 'lifetime'}} {{title=Mark as .detached()}}
        AsyncTask { await self.load() } // expected-warning:9-18 {{AsyncTask is cancelled as soon as it is released because no lifetime strategy was declared; add .bind(to:), .store(in:) or .detached()}} {{40-40=.bind(to: lifetime)}} {{40-40=.detached()}} {{title=Bind to 'lifetime'}} {{title=Mark as .detached()}}
        let t = AsyncTask { await self.load() } // expected-warning:17-26 {{AsyncTask in 't' is cancelled at the end of the scope because no lifetime strategy was declared; add .bind(to:), .store(in:) or .detached()}} {{48-48=.bind(to: lifetime)}} {{48-48=.detached()}} {{title=Bind to 'lifetime'}} {{title=Mark as .detached()}}
        _ = 1
        let kept = AsyncTask { await self.load() }
        kept.bind(to: lifetime)
        AsyncTask { [weak self] in await self?.load() }.bind(to: lifetime)
        current = AsyncTask { await Self.up() }
        AsyncTask { await self.load() }
            .store(in: &tasks) // expected-warning:24-30 {{AnyCancellable does not cancel on deinit (unlike Combine's): tasks stored in 'tasks' keep running after 'Feed' is released, because its deinit does not call tasks.cancelAll()}} {{-14:1--14:1=    deinit {\n        tasks.cancelAll()\n    \}\n\n}} {{title=Cancel in deinit}}
    }

    func make() -> AsyncTask {
        let made = AsyncTask { await Self.up() }
        return made
    }

    func loop() {
        AsyncTask { // expected-warning:9-18 {{The task captures self strongly, so the owner (and its AsyncLifetime) is never deinitialized and this task is never cancelled; capture self weakly}} {{20-20= [weak self] in}} {{+2:17-+2:21=self?}} {{+3:23-+3:27=self?}} {{title=Capture self weakly}}
            while !Task.isCancelled {
                self.tick()
                await self.load()
            }
        }.bind(to: lifetime)
        AsyncTask { [weak self] in
            while !Task.isCancelled {
                try await Task.sleep(nanoseconds: 1_000)
                self?.tick()
            }
        }.bind(to: lifetime)
        for i in 0..<3 {
            AsyncTask { try await Self.fetch(i) }.bind(to: lifetime) // expected-hint:25-28 {{Errors thrown inside AsyncTask are silently discarded; handle them in a do/catch inside the task}} expected-hint:51-55 {{AsyncLifetime retains bound tasks until cancelAll() or deinit; tasks bound in a loop are never removed, even when finished}}
        }
        AsyncTask {
            do { _ = try await Self.fetch(1) } catch { print(error) }
        }.bind(to: lifetime)
        Task { await self.load() } // expected-hint:9-13 {{This Task is not bound to 'lifetime' and keeps running after 'Feed' is released}} {{9-13=AsyncTask}} {{35-35=.bind(to: lifetime)}} {{title=Convert to AsyncTask bound to 'lifetime'}}
        Task.detached { await Self.up() }
        AsyncTask { await Self.up() }.detached()
    }

    func load() async {}
    func tick() {}
    static func up() async {}
    static func fetch(_ i: Int) async throws -> Int { i }
}

final class Sync {
    func start() {
        let scope = AsyncLifetime()
        AsyncTask { await Feed.up() }.bind(to: scope) // expected-warning:48-53 {{This AsyncLifetime is released at the end of the scope, cancelling the bound tasks immediately; keep it in a stored property}} {{-2:1--2:1=    private let scope = AsyncLifetime()\n\n}} {{-1:1-+0:1=}} {{title=Move to a stored property}}
        var bag = Set<AnyCancellable>()
        AsyncTask { await Feed.up() }.store(in: &bag) // expected-warning:49-53 {{AnyCancellable does not cancel on deinit (unlike Combine's): tasks stored in the local 'bag' keep running after it is released; store them in a property cancelled in deinit, or bind them to an AsyncLifetime}}
    }

    func start(in outer: AsyncLifetime) {
        AsyncTask { await Feed.up() }.bind(to: outer)
        let shared = AsyncLifetime()
        AsyncTask { await Feed.up() }.bind(to: shared)
        keep(shared)
    }

    func keep(_ l: AsyncLifetime) {}
}

final class SyncInline {
    func start() {
        AsyncTask { await Feed.up() }.bind(to: AsyncLifetime()) // expected-warning:48-63 {{This AsyncLifetime is released at the end of the scope, cancelling the bound tasks immediately; keep it in a stored property}} {{-1:1--1:1=    private let lifetime = AsyncLifetime()\n\n}} {{48-63=lifetime}} {{title=Move to a stored property}}
    }
}

final class Poller {
    private var tasks = Set<AnyCancellable>()
    private let lifetime = AsyncLifetime()

    deinit {
        lifetime.cancelAll()
    }

    func start() {
        AsyncTask { await Feed.up() }.store(in: &tasks) // expected-warning:49-55 {{AnyCancellable does not cancel on deinit (unlike Combine's): tasks stored in 'tasks' keep running after 'Poller' is released, because its deinit does not call tasks.cancelAll()}} {{-4:1--4:1=        tasks.cancelAll()\n}} {{title=Cancel in deinit}}
    }
}

final class Kept {
    private var tasks = Set<AnyCancellable>()
    deinit { tasks.cancelAll() }
    func start() {
        AsyncTask { await Feed.up() }.store(in: &tasks)
    }
}

@MainActor
final class Screen {
    private let lifetime = AsyncLifetime()
    var title = ""
    func appear() {
        Task { self.title = "loaded" } // expected-hint:9-13 {{This Task is not bound to 'lifetime' and keeps running after 'Screen' is released}} {{9-13=AsyncTask}} {{15-15= @MainActor in}} {{39-39=.bind(to: lifetime)}} {{title=Convert to AsyncTask bound to 'lifetime'}}
    }
}

final class NoLifetime {
    func go() {
        Task { await Feed.up() }
    }
}

// a single expression a function, getter or assigned closure returns is not thrown away; one in a
// function without a result, or in a closure an action runs, is
final class Maker {
    func make() -> AsyncTask {
        AsyncTask { await Feed.up() }
    }
    var current: AsyncTask { AsyncTask { await Feed.up() } }
    var explicit: AsyncTask { get { AsyncTask { await Feed.up() } } }
    let factory: () -> AsyncTask = { AsyncTask { await Feed.up() } }
    func action() {
        run { AsyncTask { await Feed.up() } } // expected-warning:15-24 {{AsyncTask is cancelled as soon as it is released because no lifetime strategy was declared; add .bind(to:), .store(in:) or .detached()}} {{44-44=.detached()}} {{title=Mark as .detached()}}
    }
    func fire() { AsyncTask { await Feed.up() } } // expected-warning:19-28 {{AsyncTask is cancelled as soon as it is released because no lifetime strategy was declared; add .bind(to:), .store(in:) or .detached()}} {{48-48=.detached()}} {{title=Mark as .detached()}}
    func run(_ body: () -> Void) {}
}

// a local the function cancels itself, and a struct's looping task: not reported
struct Ticker {
    let lifetime: AsyncLifetime
    func run() async {
        let t = AsyncTask { await Feed.up() }
        defer { t.cancel() }
        await Feed.up()
    }
    func loop() {
        AsyncTask {
            while !Task.isCancelled { self.tick() }
        }.bind(to: lifetime)
    }
    func tick() {}
}

// locals the function ends by hand, or keeps across an `await`: not reported;
// binding in a loop to a local lifetime is no unbounded growth
final class Scoped {
    func cancelledByHand() {
        let lifetime = AsyncLifetime()
        for _ in 0..<3 { AsyncTask { await Feed.up() }.bind(to: lifetime) }
        lifetime.cancelAll()
        var bag = Set<AnyCancellable>()
        AsyncTask { await Feed.up() }.store(in: &bag)
        bag.cancelAll()
    }

    func keptAcrossAwait() async {
        let lifetime = AsyncLifetime()
        AsyncTask { await Feed.up() }.bind(to: lifetime)
        await Feed.up()
    }

    func awaitOnlyInATask() async {
        let lifetime = AsyncLifetime()
        AsyncTask { await Feed.up() }.bind(to: lifetime) // expected-warning:48-56 {{This AsyncLifetime is released at the end of the scope, cancelling the bound tasks immediately; keep it in a stored property}} {{-17:1--17:1=    private let lifetime = AsyncLifetime()\n\n}} {{-1:1-+0:1=}} {{title=Move to a stored property}}
        AsyncTask { await Feed.up() }.detached()
    }
}

// an optional local lifetime: as local as a plain one; set to nil after an await, the function's own way to end its tasks
final class OptionalLocal {
    func start() {
        let scope: AsyncLifetime? = AsyncLifetime()
        AsyncTask { await Feed.up() }.bind(to: scope!) // expected-warning:48-54 {{This AsyncLifetime is released at the end of the scope, cancelling the bound tasks immediately; keep it in a stored property}} {{-2:1--2:1=    private let scope = AsyncLifetime()\n\n}} {{-1:1-+0:1=}} {{48-54=scope}} {{title=Move to a stored property}}
    }

    func poll() async throws {
        var lifetime: AsyncLifetime? = AsyncLifetime()
        for _ in 0..<3 { AsyncTask { await Feed.up() }.bind(to: lifetime!) }
        try await Task.sleep(nanoseconds: 100)
        lifetime = nil
    }
}

// captured weakly, then unwrapped once before the loop: strong for as long as the loop runs
final class Stream {
    private let lifetime = AsyncLifetime()
    func follow(_ updates: AsyncStream<Int>) {
        AsyncTask { [weak self] in
            guard let self else { return } // expected-warning:13-27 {{The task unwraps self with 'guard let self' before it loops, so the owner (and its AsyncLifetime) cannot be deinitialized while the loop runs and this task is never cancelled; unwrap self inside the loop, once per iteration}}
            for await value in updates { self.show(value) }
        }.bind(to: lifetime)
        AsyncTask { [weak self] in
            guard let strong = self else { return } // expected-warning:13-36 {{The task unwraps self with 'guard let strong = self' before it loops, so the owner (and its AsyncLifetime) cannot be deinitialized while the loop runs and this task is never cancelled; unwrap self inside the loop, once per iteration}}
            while !Task.isCancelled { strong.show(0) }
        }.bind(to: lifetime)
        AsyncTask { [weak self] in
            if let self { // expected-warning:13-24 {{The task unwraps self with 'if let self' before it loops, so the owner (and its AsyncLifetime) cannot be deinitialized while the loop runs and this task is never cancelled; unwrap self inside the loop, once per iteration}}
                repeat { self.show(1) } while !Task.isCancelled
            }
        }.bind(to: lifetime)
        AsyncTask { [weak self] in
            guard let self = self else { return } // expected-warning:13-34 {{The task unwraps self with 'guard let self = self' before it loops, so the owner (and its AsyncLifetime) cannot be deinitialized while the loop runs and this task is never cancelled; unwrap self inside the loop, once per iteration}}
            for try await value in Self.numbers() { self.show(value) } // expected-hint:17-20 {{Errors thrown inside AsyncTask are silently discarded; handle them in a do/catch inside the task}}
        }.bind(to: lifetime)
    }

    // unwrapped inside the loop, each time round; unwrapped with no loop after; unwrapped in another scope
    func fine(_ updates: AsyncStream<Int>) {
        AsyncTask { [weak self] in
            for await value in updates {
                guard let self else { return }
                self.show(value)
            }
        }.bind(to: lifetime)
        AsyncTask { [weak self] in
            guard let self else { return }
            self.show(2)
        }.bind(to: lifetime)
        AsyncTask { [weak self] in
            if let self { self.show(3) }
            while !Task.isCancelled { self?.show(4) }
        }.bind(to: lifetime)
        AsyncTask { [weak self] in
            guard let name = self?.name else { return }
            while !Task.isCancelled { print(name) }
        }.bind(to: lifetime)
    }

    let name = "stream"
    func show(_ value: Int) {}
    static func numbers() -> AsyncThrowingStream<Int, Error> { AsyncThrowingStream { $0.finish() } }
}

// a local set handed on to a property its deinit cancels: not reported
final class Observer {
    private var cancellables = Set<AnyCancellable>()
    private var more = Set<AnyCancellable>()

    func observe() {
        var bag = Set<AnyCancellable>()
        AsyncTask { await Feed.up() }.store(in: &bag)
        cancellables = bag
        var extra = Set<AnyCancellable>()
        AsyncTask { await Feed.up() }.store(in: &extra)
        more.formUnion(extra)
    }

    deinit {
        cancellables.cancelAll()
        more.cancelAll()
    }
}

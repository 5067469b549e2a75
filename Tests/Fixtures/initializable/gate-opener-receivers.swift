// initializable/gate-never-opened: openers whose receiver the calling
// function binds: loop variables over typed collections, `if let` /
// `guard let` bindings and casts, closure parameters with a type, and
// stored properties of other types. Each gate below is opened by one form
// only, and none is reported.

@AutoAwaitInit actor CacheService: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor ArrayParam: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor SetLocal: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor DictValue: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor CaseCast: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor Filtered: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor Literal: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor FirstOf: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }

final class Services {
    let services: [CacheService]
    var byName: [String: DictValue] = [:]
    let filtered: Array<Filtered>?

    init(services: [CacheService], filtered: Array<Filtered>?) {
        self.services = services
        self.filtered = filtered
    }

    // the motivating case: a loop over a stored array of the type
    func start() async {
        for s in services {
            await s.markInitialized()
        }
    }

    func start(more: Array<ArrayParam>) async {
        for item in more { await item.markInitialized() }
    }

    func startLocal() async {
        let pending: Set<SetLocal> = []
        for p in pending {
            await p.markInitialized()
        }
    }

    func startValues() async {
        for v in self.byName.values { await v.markInitialized() }
    }

    func startCast(all: [Any]) async {
        for case let c as CaseCast in all {
            await c.markInitialized()
        }
    }

    func startLiteral(firsts: [FirstOf]) async {
        let made = [Literal(), Literal()]
        for m in made { await m.markInitialized() }
        await firsts.first?.markInitialized()
    }

    func startOptional() async {
        for f in filtered ?? [] where true { _ = f }
        for f in self.filtered! where await f.get() == 0 {
            await f.markInitialized()
        }
    }
}

// fixture-file: Bindings.swift
@AutoAwaitInit actor IfLetSelf: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor GuardLet: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor IfLetCast: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor Shorthand: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor WhileLet: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }

final class Starter {
    var opt: IfLetSelf?
    var shorthand: Shorthand?

    func start(guarded: GuardLet?, anything: Any, queue: [WhileLet]) async {
        if let s = self.opt {
            await s.markInitialized()
        }
        guard let g = guarded else { return }
        await g.markInitialized()
        if let c = anything as? IfLetCast, true {
            await c.markInitialized()
        }
        if let shorthand {
            await shorthand.markInitialized()
        }
        var it = queue.makeIterator()
        while let w = it.next() as WhileLet? { _ = w }
        var rest = queue
        while let w = rest.popLast() as? WhileLet {
            await w.markInitialized()
        }
    }
}

// fixture-file: Closures.swift
@AutoAwaitInit actor ClosureParam: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor ForEachTyped: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor ForEachUntyped: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor ForEachDollar: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }

func openers(typed: [ForEachTyped], untyped: [ForEachUntyped], dollar: [ForEachDollar]) async {
    let open: (ClosureParam) async -> Void = { (s: ClosureParam) in
        await s.markInitialized()
    }
    _ = open
    typed.forEach { (s: ForEachTyped) in
        Task { await s.markInitialized() }
    }
    untyped.forEach { [dollar] u in
        Task { await u.markInitialized() }
        _ = dollar
    }
    dollar.forEach {
        let d = $0
        Task { await $0.markInitialized() }
        _ = d
    }
}

// fixture-file: Paths.swift
@AutoAwaitInit actor SelfAB: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor PlainAB: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor ParamAB: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }
@AutoAwaitInit actor LoopAB: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }

struct Inner {
    let selfAB: SelfAB
    var plainAB: PlainAB?
    let paramAB = ParamAB()
}

struct Outer {
    let inner: Inner
    let loops: [LoopAB]
}

final class Wiring {
    let a: Inner
    var outer: Outer?

    init(a: Inner) { self.a = a }

    func start(other: Inner) async {
        await self.a.selfAB.markInitialized()
        await a.plainAB?.markInitialized()
        await other.paramAB.markInitialized()
        if let o = outer {
            for l in o.loops { await l.markInitialized() }
        }
    }
}

// initializable/gate-never-opened, the controls of gate-opener-receivers:
// the same receiver forms open the type they are bound to, not a gate that
// shares their name elsewhere, and a binding ends with its scope. Every
// receiver here resolves, so the gates nothing opens are errors.

@AutoAwaitInit actor Other: Initializable { let gate = InitializationGate(); func get() async -> Int { 0 } }

@AutoAwaitInit
actor LoopShadowed: Initializable { // expected-error:7 {{No call to markInitialized() opens the gate of 'LoopShadowed'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = InitializationGate()
    func get() async -> Int { 0 }
}

@AutoAwaitInit
actor IfLetScoped: Initializable { // expected-error:7 {{No call to markInitialized() opens the gate of 'IfLetScoped'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = InitializationGate()
    func get() async -> Int { 0 }
}

@AutoAwaitInit
actor ClosureShadowed: Initializable { // expected-error:7 {{No call to markInitialized() opens the gate of 'ClosureShadowed'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = InitializationGate()
    func get() async -> Int { 0 }
}

@AutoAwaitInit
actor CastElsewhere: Initializable { // expected-error:7 {{No call to markInitialized() opens the gate of 'CastElsewhere'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = InitializationGate()
    func get() async -> Int { 0 }
}

@AutoAwaitInit
actor NeverInLoop: Initializable { // expected-error:7 {{No call to markInitialized() opens the gate of 'NeverInLoop'; every gated method suspends forever (call markInitialized() when setup completes)}}
    let gate = InitializationGate()
    func get() async -> Int { 0 }
}

struct Box {
    let item: Other
    let never: NeverInLoop
}

final class Controls {
    // properties named like the bindings below, of the gate types
    let s: LoopShadowed
    let t: Other
    var maybe: IfLetScoped?
    let c: ClosureShadowed
    let others: [Other]
    let boxes: [Box]

    init(s: LoopShadowed, t: Other, c: ClosureShadowed, others: [Other], boxes: [Box]) {
        self.s = s
        self.t = t
        self.c = c
        self.others = others
        self.boxes = boxes
    }

    func start(any: Any) async {
        // `s` is the loop's element (Other), not the property
        for s in others {
            await s.markInitialized()
        }
        // `t` is bound only inside the block; after it, the property (Other)
        if let t = maybe {
            _ = t
        }
        await t.markInitialized()
        // the closure's `c` is an Other
        let open = { (c: Other) in await c.markInitialized() }
        _ = open
        // the cast names Other
        if let x = any as? Other {
            await x.markInitialized()
        }
        // a loop over boxes reaches Box.item (Other), never Box.never
        for b in boxes {
            await b.item.markInitialized()
        }
    }
}

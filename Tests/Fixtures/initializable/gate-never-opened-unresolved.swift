// When some `x.markInitialized()` has a receiver Wiring cannot type, a gate
// that no known call opens is only a hint, with the unresolved calls as
// notes.

@AutoAwaitInit
actor Store: Initializable { // expected-hint:7 {{No call to markInitialized() is known to open the gate of 'Store'; unless a call Wiring cannot resolve does, every gated method suspends forever}}
    let gate = InitializationGate()
    func load() async -> Int { 0 }
}

// fixture-file: Boot.swift
func boot(services: [Any]) async {
    for case let s as any Initializable in services {
        await s.markInitialized() // expected-note:15 {{'s.markInitialized()' may open it: Wiring cannot tell its receiver's type}}
    }
    await makeStore().markInitialized() // expected-note:11 {{'makeStore().markInitialized()' may open it: Wiring cannot tell its receiver's type}}
}

// Bindings whose type the declarations do not tell stay unresolved: the
// element of a protocol-typed array, of a call's result, and an untyped
// closure parameter. The gate nothing else opens is then only a hint, with
// those calls as notes (the first three).

@AutoAwaitInit
actor Store: Initializable { // expected-hint:7 {{No call to markInitialized() is known to open the gate of 'Store'; unless a call Wiring cannot resolve does, every gated method suspends forever}}
    let gate = InitializationGate()
    func load() async -> Int { 0 }
}

func boot(_ services: [any Initializable], make: () -> [Store], run: ((Store) async -> Void) -> Void) async {
    for s in services {
        await s.markInitialized() // expected-note:15 {{'s.markInitialized()' may open it: Wiring cannot tell its receiver's type}}
    }
    for s in make() {
        await s.markInitialized() // expected-note:15 {{'s.markInitialized()' may open it: Wiring cannot tell its receiver's type}}
    }
    run { await $0.markInitialized() } // expected-note:17 {{'$0.markInitialized()' may open it: Wiring cannot tell its receiver's type}}
}

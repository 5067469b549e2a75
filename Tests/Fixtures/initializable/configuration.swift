// .wiring.json in a fixture: a rule off, a severity changed (also for a
// rule whose severity depends on the case).
// fixture-config: {"rules": {"initializable/ungated-async": "warning", "initializable/opener-gated": "off", "initializable/gate-never-opened": "information"}}

actor Store: Initializable {
    let gate = InitializationGate()
    func setup() async { await markInitialized() }
    func load() async -> Int { 0 } // expected-warning:10 {{async method 'load()' of Initializable type 'Store' is not gated; it can run before initialization completes (add @WaitForInit)}} {{5-5=@WaitForInit\n    }}
}

@AutoAwaitInit
actor Stuck: Initializable {
    let gate = InitializationGate()
    func setup() async { await markInitialized() }
}

@AutoAwaitInit
public actor Library: Initializable { // expected-information:14 {{No call in this workspace opens the gate of public type 'Library'; unless client code calls markInitialized(), every gated method suspends forever}}
    public let gate = InitializationGate()
    public func load() async -> Int { 0 }
}

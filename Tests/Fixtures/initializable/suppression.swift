// Suppression comments: next line, same line, whole file; one id, several
// ids, a library, or every rule. A comment naming another rule does not
// silence a finding.

@AutoAwaitInit
actor Quiet: Initializable {
    let gate = InitializationGate()

    // wiring:disable-next-line initializable/opener-gated -- the README does this on purpose
    func setup() async { await markInitialized() }

    func restart() async { await markInitialized() } // wiring:disable-line initializable/opener-gated, initializable/ungated-async
    // expected-warning@-1:105 {{'initializable/ungated-async' in this suppression silences nothing: no finding of it on this line}} {{103-132=}}

    func again() async { await markInitialized() } // wiring:disable-line initializable

    func more() async { await markInitialized() } // wiring:disable-line

    // A directive above a declaration covers its header, attributes first.
    // wiring:disable-next-line initializable/opener-gated
    @MainActor
    public func attributed() async { await markInitialized() }

    // wiring:disable-next-line initializable/ungated-async
    func last() async { await markInitialized() }
    // expected-error@-1:10 {{'last()' opens the initialization gate but is itself gated by @AutoAwaitInit; it waits for itself and never completes (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}
    // A comment that silences nothing is reported itself.
    // expected-warning@-4:5 {{'wiring:disable-next-line' silences nothing: no finding of 'initializable/ungated-async' on the next line; remove it}} {{+0:1-+1:1=}}
}

// fixture-file: Legacy.swift
// wiring:disable-file initializable/ungated-async
actor Legacy: Initializable {
    let gate = InitializationGate()
    func setup() async { await markInitialized() }
    func load() async -> Int { 0 }
    @WaitForInit
    func sync() { } // expected-error@-1:5 {{@WaitForInit requires the function to be 'async'}} {{+1:16-+1:16= async}}

    // Not the body: a directive above a function leaves the calls in its
    // body alone.
    // wiring:disable-next-line initializable/opener-awaits-gated
    func start() async {
        await self.fill() // expected-warning:20 {{'start()' awaits gated method 'fill()' before calling markInitialized(); this deadlocks (remove @WaitForInit from 'fill()', or call it after markInitialized())}} {{+3:1-+4:1=}}
        await markInitialized()
    }
    @WaitForInit
    func fill() async { }
}
// expected-warning@11:5 {{'wiring:disable-next-line' silences nothing: no finding of 'initializable/opener-awaits-gated' on the next line; remove it}} {{+0:1-+1:1=}}

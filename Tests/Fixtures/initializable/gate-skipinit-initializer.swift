// initializable/skipinit-no-effect and initializable/waitfor-on-initializer:
// attributes the macros accept and ignore.

@AutoAwaitInit
actor Outer: Initializable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }

    struct Inner {
        @SkipInit
        func run() async { }
        // expected-warning@-2:9-18 {{@SkipInit has no effect: members of nested type 'Inner' are never stamped (remove it)}} {{+0:1-+1:1=}} {{title=Remove '@SkipInit'}}

        enum Deeper {
            @SkipInit static func go() async { } // expected-warning:13 {{@SkipInit has no effect: members of nested type 'Deeper' are never stamped (remove it)}} {{13-23=}}
        }
    }

    @WaitForInit
    init() async { }
    // expected-warning@-2:5 {{@WaitForInit has no effect on initializers; this initializer does not wait for the gate (remove the attribute)}} {{+0:1-+1:1=}} {{title=Remove @WaitForInit}}
}

actor Plain: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    func connect() async { await markInitialized() }

    @WaitForThrowingInit init(url: String) async throws { } // expected-warning:5-25 {{@WaitForThrowingInit has no effect on initializers; this initializer does not wait for the gate (remove the attribute)}} {{5-26=}} {{title=Remove @WaitForThrowingInit}}
}

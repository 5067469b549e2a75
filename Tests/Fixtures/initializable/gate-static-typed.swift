// Stamps the auto macros make that cannot compile: static methods
// (initializable/static-stamped) and typed throws under the throwing gate
// (initializable/typed-throws-stamped).

enum LoadError: Error { case failed }

@AutoAwaitInit
final class Registry: Initializable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }

    static func make() async -> Registry { Registry() } // expected-error:5-11 {{@AutoAwaitInit stamps static method 'make()', whose expansion cannot call the instance method awaitInitialized() (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }} {{title=Mark with @SkipInit}}

    /// Shared.
    public class func shared(named name: String) async -> Registry { Registry() }
    // expected-error@-1:12 {{@AutoAwaitInit stamps class method 'shared(named:)', whose expansion cannot call the instance method awaitInitialized() (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}

    // Not stamped: fine.
    @SkipInit static func skipped() async { }
    static func sync() -> Int { 0 }
}

@AutoAwaitThrowingInit
actor Feed: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    @SkipInit func connect() async { await markInitialized() }

    func items() async throws(LoadError) -> [Int] { [] } // expected-error:24-41 {{@WaitForThrowingInit injects 'try await awaitInitialized()', which throws 'any Error'; 'throws(LoadError)' cannot propagate it (change it to 'throws')}} {{24-41=throws}} {{title=Change to 'throws'}}

    static func all() async throws(LoadError) -> [Int] { [] }
    // expected-error@-1:5 {{@AutoAwaitThrowingInit stamps static method 'all()', whose expansion cannot call the instance method awaitInitialized() (mark it with @SkipInit)}} {{5-5=@SkipInit\n    }}
    // expected-error@-2:29 {{@WaitForThrowingInit injects 'try await awaitInitialized()', which throws 'any Error'; 'throws(LoadError)' cannot propagate it (change it to 'throws')}} {{29-46=throws}}

    // `throws(any Error)` is plain `throws`: fine.
    func more() async throws(any Error) -> [Int] { [] }
}

// Written by hand, the same.
actor Manual: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    func connect() async { await markInitialized() }

    @WaitForThrowingInit
    func items() async throws(LoadError) -> [Int] { [] }
    // expected-error@-1:24 {{@WaitForThrowingInit injects 'try await awaitInitialized()', which throws 'any Error'; 'throws(LoadError)' cannot propagate it (change it to 'throws')}} {{24-41=throws}}
}

// A requirement has no body for the macro to change, and in an enum the
// stamped macro already fails (not in a type): no stamp error on top.
@AutoAwaitThrowingInit
protocol FeedSource: ThrowingInitializable {
    static func make() async throws(LoadError) -> Self
}

@AutoAwaitInit
enum Tools: Initializable {
    static func run() async { } // expected-error:12 {{@WaitForInit can only be applied inside a type declaration}}
}

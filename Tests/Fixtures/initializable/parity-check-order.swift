// Which diagnostic fires when several problems meet: the macros' own check
// order (research §1.2), anchors, and what they never look at.

// A sync member with a hand-written @WaitForInit under @AutoAwaitInit: the
// auto macro's duplicate check runs before its async check, and the written
// attribute still expands on its own: two errors on one attribute.
@AutoAwaitInit
actor Order01: Initializable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    @WaitForInit
    func refresh() { }
    // expected-error@-2:5 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{+0:1-+1:1=}}
    // expected-error@-3:5 {{@WaitForInit requires the function to be 'async'}} {{+1:19-+1:19= async}}

    // The duplicate check also runs before the @SkipInit check; the
    // attribute is removed with the blank before it.
    @SkipInit @WaitForInit
    func load() async { }
    // expected-error@-2:15 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{14-27=}}
}

// Under @AutoAwaitThrowingInit the duplicate check also comes before the
// signature check: no 'requires throws' from the auto macro, but the written
// @WaitForThrowingInit says it.
@AutoAwaitThrowingInit
actor Order02: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    @SkipInit func connect() async { await markInitialized() }
    @WaitForThrowingInit
    func items() async -> [Int] { [] }
    // expected-error@-2:5 {{@WaitForThrowingInit should not be added manually when @AutoAwaitThrowingInit is applied to the enclosing type}} {{+0:1-+1:1=}}
    // expected-error@-3:5 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{+1:23-+1:23= throws}}

    // The auto macro's own 'requires throws' is anchored on `func`, after
    // the modifiers (swiftc: 3:12 for `    public func a() async`).
    public func a() async { } // expected-error:12-16 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{26-26= throws}}

    // @SkipInit is checked before the signature: the escape hatch for an
    // async-only method under the throwing macro. Sync and throws-only
    // members are silently left alone.
    @SkipInit func ping() async -> Bool { true }
    func name() -> String { "" }
    func parse() throws -> Int { 0 }
}

// @SkipInit on a sync function is rejected for that first, even where no
// auto macro encloses it.
actor Order03 {
    @SkipInit
    func name() -> String { "" }
    // expected-error@-2:5 {{@SkipInit can only be applied to async functions, sync functions are never wrapped}} {{+0:1-+1:1=}}
}

@SkipInit
func helper() { }
// expected-error@-2:1 {{@SkipInit can only be applied to async functions, sync functions are never wrapped}} {{+0:1-+1:1=}}

// The conformance check counts only members that are functions: a type
// without any gets no error.
@AutoAwaitInit
struct Order04 {
    let value = 0
    init() { }
}

// The auto macros also run on extensions and enums. With the conformance
// written there, they stamp, and every stamped @WaitForInit then finds no
// actor, class or struct: not-in-type, on each member's `func`.
struct Box { }
@AutoAwaitInit
extension Box: Initializable {
    func open() async { } // expected-error:5-9 {{@WaitForInit can only be applied inside a type declaration}}
}

@AutoAwaitInit
enum Flags: Initializable {
    static var gate: Int { 0 }
    func load() async { } // expected-error:5 {{@WaitForInit can only be applied inside a type declaration}}
}

// Without the conformance: the not-conforming error (no fix-it on an
// extension).
struct Crate { }
@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}}
extension Crate {
    func open() async { }
}

// On a protocol the stamped body macros find no body: nothing at all.
@AutoAwaitInit
protocol Loader: Initializable {
    func load() async
}

// A body macro looks for the innermost actor, class or struct, skipping
// enums: in an enum nested in a conforming actor it finds the actor.
actor Order05: Initializable {
    let gate = InitializationGate()
    func setup() async { await markInitialized() }
    enum Step {
        @WaitForInit
        func run() async { }
    }
    // A nested struct is found first, and it does not conform.
    struct Part {
        @WaitForInit // expected-error:9 {{@WaitForInit can only be used in a type that conforms to 'Initializable'}}
        func run() async { }
    }
}

// Module-qualified attributes expand like the plain ones, but the macros'
// own checks compare the exact text: @SkipInit does not recognise
// @Initializable.AutoAwaitInit as an auto macro (removing @SkipInit would
// let the opener be stamped: Wiring prefers unqualifying the type's macro).
@Initializable.AutoAwaitInit
actor Order06: Initializable {
    let gate = InitializationGate()
    @SkipInit
    func setup() async { await markInitialized() }
    // expected-error@-2:5 {{@SkipInit can only be used inside a type marked with @AutoAwaitInit or @AutoAwaitThrowingInit}} {{-3:2--3:29=AutoAwaitInit}} {{+0:1-+1:1=}} {{title=Write @AutoAwaitInit without its module}} {{title=Remove '@SkipInit'}}
    // Nor is @Initializable.WaitForInit a duplicate: only its own check fires.
    @Initializable.WaitForInit
    func sync() { }
    // expected-error@-2:5 {{@WaitForInit requires the function to be 'async'}} {{+1:16-+1:16= async}}
}

// markFailed is excluded by @AutoAwaitThrowingInit only: @AutoAwaitInit
// stamps it like any async method. Members in `#if` are stamped too.
@AutoAwaitInit
actor Order07: Initializable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func markFailed() async { }
    #if DEBUG
    func debugDump() async { }
    #endif
}

// Where `Add 'async'`, `Add 'throws'` and `Add 'async throws'` insert their
// keyword (research §1.3): right after the parameter clause's `)`, or right
// after `async`, so the spacing is right where the macros' own fix-its are
// not (`asyncthrows`, `()async throws`).

actor Signatures: Initializable {
    let gate = InitializationGate()
    func setup() async { await markInitialized() }

    @WaitForInit
    func a()->Int { 0 }
    // expected-error@-2:5 {{@WaitForInit requires the function to be 'async'}} {{+1:13-+1:13= async}}

    @WaitForInit
    func b<T>(_ t: T) -> T where T: Sendable { t }
    // expected-error@-2:5 {{@WaitForInit requires the function to be 'async'}} {{+1:22-+1:22= async}}

    @WaitForInit
    func c(){ }
    // expected-error@-2:5 {{@WaitForInit requires the function to be 'async'}} {{+1:13-+1:13= async}}

    @WaitForInit
    func d(
        id: Int,
        name: String
    ) throws -> Int { id }
    // expected-error@-5:5 {{@WaitForInit requires the function to be 'async'}} {{+4:6-+4:6= async}}
}

actor ThrowingSignatures: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    func connect() async { await markInitialized() }

    @WaitForThrowingInit
    func d() async{ }
    // expected-error@-2:5 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{+1:19-+1:19= throws}}

    @WaitForThrowingInit
    func e() async->Int { 0 }
    // expected-error@-2:5 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{+1:19-+1:19= throws}}

    @WaitForThrowingInit
    func f(){ }
    // expected-error@-2:5 {{@WaitForThrowingInit requires the function to be 'async throws'}} {{+1:13-+1:13= async throws}}

    @WaitForThrowingInit
    func g(_ body: () throws -> Int) rethrows -> Int { try body() }
    // expected-error@-2:5 {{@WaitForThrowingInit requires the function to be 'async'}} {{+1:37-+1:37= async}}

    @WaitForThrowingInit
    func h() reasync { }
    // expected-error@-2:5 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{+1:21-+1:21= throws}}
}

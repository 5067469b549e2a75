// Initializable's published @AutoAwaitThrowingInit cases (Tests/
// InitializableTests/AutoAwaitThrowingInitMacroTests.swift). Gate rules off:
// the snippets declare no opener.
// fixture-config: {"rules": {"initializable/gate-never-opened": "off"}}

// stampsOnAsyncThrowsMethods
@AutoAwaitThrowingInit
actor MyService01: ThrowingInitializable {
    func fetchData() async throws -> String { "data" }
    func save(_ item: String) async throws { }
}

// doesNotStampExcludedMethods
@AutoAwaitThrowingInit
actor MyService02: ThrowingInitializable {
    func markInitialized() async { }
    func markFailed() async { }
    func awaitInitialized() async throws { }
    func fetchData() async throws -> String { "data" }
}

// skipsSyncMethods
@AutoAwaitThrowingInit
actor MyService03: ThrowingInitializable {
    func helper() -> String { "sync" }
    func compute(_ x: Int) -> Int { x * 2 }
}

// skipsThrowsOnlyMethods
@AutoAwaitThrowingInit
actor MyService04: ThrowingInitializable {
    func riskyOp() throws -> Int { 42 }
}

// diagnosticAsyncNotThrowing: line 3, column 5 (the `func` keyword)
@AutoAwaitThrowingInit
actor MyService05: ThrowingInitializable {
    func fetchData() async -> String { "data" } // expected-error:5-9 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{27-27= throws}} {{title=Add 'throws'}}
}

// doesNotStampNonMethods
@AutoAwaitThrowingInit
actor MyService06: ThrowingInitializable {
    let name: String
    var count = 0
    init() { name = "test" }
    func fetchData() async throws -> String { "data" }
}

// emptyActorBody
@AutoAwaitThrowingInit
actor EmptyService: ThrowingInitializable {
}

// mixOfAllMemberKinds: line 6, column 5
@AutoAwaitThrowingInit
actor FullService: ThrowingInitializable {
    let id: String
    var counter = 0
    init(id: String) { self.id = id }
    func syncMethod() -> Int { 1 }
    func asyncOnly() async -> Int { 2 } // expected-error:5 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{27-27= throws}}
    func throwsOnly() throws -> Int { 3 }
    func asyncThrows() async throws -> String { "" }
    func markInitialized() async { }
    func markFailed() async { }
    func awaitInitialized() async throws { }
}

// diagnosticNotConforming: line 1, column 1
@AutoAwaitThrowingInit // expected-error:1 {{@AutoAwaitThrowingInit can only be applied to a type that conforms to 'ThrowingInitializable'}} {{+1:18-+1:18=: ThrowingInitializable}} {{title=Add ': ThrowingInitializable'}}
actor MyService07 {
    func fetchData() async throws -> String { "data" }
}

// diagnosticDuplicateWaitForThrowingInit: line 3, column 5
@AutoAwaitThrowingInit
actor MyService08: ThrowingInitializable {
    @WaitForThrowingInit // expected-error:5 {{@WaitForThrowingInit should not be added manually when @AutoAwaitThrowingInit is applied to the enclosing type}} {{5-26=}}
    func fetchData() async throws -> String { "data" }
}

// diagnosticDuplicateWaitForInit: line 3, column 5 (the written
// @WaitForInit also expands: this type is not 'Initializable')
@AutoAwaitThrowingInit
actor MyService09: ThrowingInitializable {
    @WaitForInit // expected-error:5 {{@WaitForInit should not be added manually when @AutoAwaitThrowingInit is applied to the enclosing type}} {{5-18=}} {{title=Remove @WaitForInit}}
    func fetchData() async throws -> String { "data" } // expected-error@-1:5 {{@WaitForInit can only be used in a type that conforms to 'Initializable'}}
}

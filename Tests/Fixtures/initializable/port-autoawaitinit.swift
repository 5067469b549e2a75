// Initializable's published @AutoAwaitInit cases (Tests/InitializableTests/
// AutoAwaitInitMacroTests.swift). Gate rules off: the snippets declare no
// opener.
// fixture-config: {"rules": {"initializable/gate-never-opened": "off"}}

// stampsWaitForInitOnAsyncMethods
@AutoAwaitInit
actor MyService01: Initializable {
    func fetchData() async -> String { "data" }
    func syncHelper() -> String { "sync" }
    func process() async { }
}

// stampsOnAsyncThrowingMethods
@AutoAwaitInit
actor MyService02: Initializable {
    func load() async throws -> Data { Data() }
    func save(_ item: String) async throws { }
}

// doesNotStampExcludedMethods
@AutoAwaitInit
actor MyService03: Initializable {
    func markInitialized() async { }
    func awaitInitialized() async { }
    func fetchData() async -> String { "data" }
}

// doesNotExcludeSimilarNames
@AutoAwaitInit
actor MyService04: Initializable {
    func markInitializedData() async { }
    func awaitInitializedResult() async -> Int { 0 }
}

// doesNotStampNonMethods
@AutoAwaitInit
actor MyService05: Initializable {
    let name: String
    var count = 0
    init() { name = "test" }
    func fetchData() async -> String { "data" }
}

// emptyActorBody
@AutoAwaitInit
actor EmptyService: Initializable {
}

// noAttributesForSyncOnlyActor
@AutoAwaitInit
actor MyService06: Initializable {
    func helper() -> String { "sync" }
    func compute(_ x: Int) -> Int { x * 2 }
}

// complexAsyncSignature
@AutoAwaitInit
actor MyService07: Initializable {
    func update(id: Int, name: String, tags: [String]) async throws -> Bool { true }
}

// mixOfAllMemberKinds
@AutoAwaitInit
actor FullService: Initializable {
    let id: String
    var counter = 0
    init(id: String) { self.id = id }
    func syncMethod() -> Int { 1 }
    func asyncMethod() async -> Int { 2 }
    func asyncThrowingMethod() async throws -> String { "" }
    func markInitialized() async { }
    func awaitInitialized() async { }
}

// diagnosticNotConforming: line 1, column 1 (Wiring adds the conformance)
@AutoAwaitInit // expected-error:1-15 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}} {{+1:18-+1:18=: Initializable}} {{title=Add ': Initializable'}}
actor MyService08 {
    func fetchData() async -> String { "data" }
}

// diagnosticDuplicateWaitForInit: line 3, column 5
@AutoAwaitInit
actor MyService09: Initializable {
    @WaitForInit // expected-error:5 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{5-18=}} {{title=Remove @WaitForInit}}
    func fetchData() async -> String { "data" }
}

// diagnosticDuplicateWaitForThrowingInit: line 3, column 5 (the written
// @WaitForThrowingInit also expands on its own: it needs 'throws')
@AutoAwaitInit
actor MyService10: Initializable {
    @WaitForThrowingInit // expected-error:5 {{@WaitForThrowingInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{5-26=}} {{title=Remove @WaitForThrowingInit}}
    func fetchData() async -> String { "data" } // expected-error@-1:5 {{@WaitForThrowingInit can only be used in a type that conforms to 'ThrowingInitializable'}}
}

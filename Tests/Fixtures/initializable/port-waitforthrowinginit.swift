// Initializable's published @WaitForThrowingInit cases (Tests/
// InitializableTests/WaitForThrowingInitMacroTests.swift): all four
// async/throws combinations, conformance and scope. Gate rule off: the
// snippets never open their gates.
// fixture-config: {"rules": {"initializable/gate-never-opened": "off"}}

// prependsTryAwaitInitialized
actor Svc01: ThrowingInitializable {
    @WaitForThrowingInit
    func fetchData() async throws -> String {
        return "data"
    }
}

// preservesMultiStatementBody
actor Svc02: ThrowingInitializable {
    @WaitForThrowingInit
    func process(_ id: Int) async throws {
        let value = id * 2
        print(value)
    }
}

// emptyBodyAsyncThrowsFunction
actor Svc03: ThrowingInitializable {
    @WaitForThrowingInit
    func noOp() async throws {
    }
}

// complexSignature
actor Svc04: ThrowingInitializable {
    @WaitForThrowingInit
    func process(_ data: [String], count: Int) async throws -> (success: Bool, message: String) {
        return (true, "ok")
    }
}

// preservesGuardAndControlFlow
actor Svc05: ThrowingInitializable {
    @WaitForThrowingInit
    func validate(_ input: String?) async throws -> Bool {
        guard let input else { return false }
        return !input.isEmpty
    }
}

// diagnosticNotAsyncThrowing: line 2, column 5
actor Svc06: ThrowingInitializable {
    @WaitForThrowingInit // expected-error:5-25 {{@WaitForThrowingInit requires the function to be 'async throws'}} {{+1:17-+1:17= async throws}} {{title=Add 'async throws'}}
    func setup() {
        print("setup")
    }
}

// diagnosticNotAsync: line 2, column 5
actor Svc07: ThrowingInitializable {
    @WaitForThrowingInit // expected-error:5 {{@WaitForThrowingInit requires the function to be 'async'}} {{+1:19-+1:19= async}} {{title=Add 'async'}}
    func riskyOp() throws -> Int {
        return 42
    }
}

// diagnosticNotThrowing: line 2, column 5
actor Svc08: ThrowingInitializable {
    @WaitForThrowingInit // expected-error:5 {{@WaitForThrowingInit requires the function to be 'throws' because awaitInitialized() can throw}} {{+1:27-+1:27= throws}} {{title=Add 'throws'}}
    func fetchData() async -> String {
        return "data"
    }
}

// diagnosticNotConforming: line 2, column 5
actor Svc09 {
    @WaitForThrowingInit // expected-error:5 {{@WaitForThrowingInit can only be used in a type that conforms to 'ThrowingInitializable'}}
    func fetchData() async throws -> String {
        return "data"
    }
}

// diagnosticNotInType: line 1, column 1
@WaitForThrowingInit // expected-error:1 {{@WaitForThrowingInit can only be applied inside a type declaration}}
func freeFunction() async throws {
    print("hello")
}

// preservesBodyOnSyncDiagnostic: line 2, column 5
actor Svc10: ThrowingInitializable {
    @WaitForThrowingInit // expected-error:5 {{@WaitForThrowingInit requires the function to be 'async throws'}} {{+1:23-+1:23= async throws}}
    func complexSync() -> [String: Int] {
        var dict = [String: Int]()
        dict["a"] = 1
        dict["b"] = 2
        return dict
    }
}

// Initializable's published @WaitForInit cases (Tests/InitializableTests/
// WaitForInitMacroTests.swift), one type per case, same messages, lines
// within the type and columns. The snippets declare no gate and never open
// it, so the gate rule is off here (it is tested elsewhere).
// fixture-config: {"rules": {"initializable/gate-never-opened": "off"}}

// prependsAwaitInitialized
actor Svc01: Initializable {
    @WaitForInit
    func fetchData() async -> String {
        return "data"
    }
}

// preservesMultiStatementBody
actor Svc02: Initializable {
    @WaitForInit
    func process(_ id: Int) async {
        let value = id * 2
        print(value)
    }
}

// preservesGuardStatements
actor Svc03: Initializable {
    @WaitForInit
    func validate(_ input: String?) async -> Bool {
        guard let input else { return false }
        return !input.isEmpty
    }
}

// preservesClosureInBody
actor Svc04: Initializable {
    @WaitForInit
    func fetchAll() async -> [String] {
        let items = [1, 2, 3].map { "\($0)" }
        return items
    }
}

// preservesControlFlow
actor Svc05: Initializable {
    @WaitForInit
    func compute(_ values: [Int]) async -> Int {
        var sum = 0
        for value in values {
            if value > 0 {
                sum += value
            }
        }
        return sum
    }
}

// preservesTryCatchInBody
actor Svc06: Initializable {
    @WaitForInit
    func safeFetch() async -> String {
        do {
            return try String(contentsOfFile: "path")
        } catch {
            return "fallback"
        }
    }
}

// asyncThrowingFunction
actor Svc07: Initializable {
    @WaitForInit
    func fetchData() async throws -> String {
        return try await loadFromNetwork()
    }
}

// emptyBodyAsyncFunction
actor Svc08: Initializable {
    @WaitForInit
    func noOp() async {
    }
}

// complexReturnTypeAndParams
actor Svc09: Initializable {
    @WaitForInit
    func process(_ data: [String], count: Int) async throws -> (success: Bool, message: String) {
        return (true, "ok")
    }
}

// asyncFunctionReturningVoidExplicitly
actor Svc10: Initializable {
    @WaitForInit
    func doWork() async -> Void {
        print("working")
    }
}

// diagnosticOnSyncVoidMethod: line 2, column 5
actor Svc11: Initializable {
    @WaitForInit // expected-error:5-17 {{@WaitForInit requires the function to be 'async'}} {{+1:17-+1:17= async}} {{title=Add 'async'}}
    func setup() {
        print("setup")
    }
}

// diagnosticOnSyncMethodWithReturn: line 2, column 5
actor Svc12: Initializable {
    @WaitForInit
    func syncMethod() -> String { // expected-error@-1:5 {{@WaitForInit requires the function to be 'async'}} {{+1:22-+1:22= async}}
        return "hello"
    }
}

// diagnosticOnSyncThrowingMethod: line 2, column 5 (`async` goes before `throws`)
actor Svc13: Initializable {
    @WaitForInit
    func riskyOperation() throws -> Int { // expected-error@-1:5 {{@WaitForInit requires the function to be 'async'}} {{+1:26-+1:26= async}}
        return 42
    }
}

// diagnosticNotConforming: line 2, column 5
actor Svc14 {
    @WaitForInit // expected-error:5 {{@WaitForInit can only be used in a type that conforms to 'Initializable'}}
    func fetchData() async -> String {
        return "data"
    }
}

// diagnosticNotInType: line 1, column 1
@WaitForInit // expected-error:1 {{@WaitForInit can only be applied inside a type declaration}}
func freeFunction() async {
    print("hello")
}

import Initializable

/// "The elegant way": every async method waits for the gate automatically.
@AutoAwaitInit
actor DatabaseService: Initializable {
    let gate = InitializationGate()
    private var connection: Connection?

    // Deliberate mistake: setup() opens the gate but is stamped too, so it
    // waits for itself: it never returns, and every fetch(_:) hangs.
    func setup() async {
        connection = await Connection.open("db.sqlite")
        await markInitialized()
    }

    func fetch(_ id: Int) async -> Row? {
        await connection?.row(id)
    }
}

/// A manual gate: each method that must wait says so with @WaitForInit.
actor MyService: Initializable {
    let gate = InitializationGate()
    private var token: String?

    // Deliberate mistake: the same self-wait with a manual gate,
    // @WaitForInit on the opener.
    @WaitForInit
    func configure() async {
        token = "secret"
        await markInitialized()
    }

    @WaitForInit
    func call() async -> String {
        token ?? ""
    }

    // Deliberate mistake: @WaitForInit on a method that is not async.
    @WaitForInit
    func ping() -> Bool {
        true
    }
}

import Initializable

/// "The elegant way": every async method waits for the gate automatically.
/// But `setup()` opens the gate and is stamped too, so it waits for itself:
/// every call to `fetch` hangs forever.
@AutoAwaitInit
actor DatabaseService: Initializable {
    let gate = InitializationGate()
    private var connection: Connection?

    func setup() async {
        connection = await Connection.open("db.sqlite")
        markInitialized()
    }

    func fetch(_ id: Int) async -> Row? {
        await connection?.row(id)
    }
}

/// The same mistake with a manual gate: `@WaitForInit` on the opener.
actor MyService: Initializable {
    let gate = InitializationGate()
    private var token: String?

    @WaitForInit
    func configure() async {
        token = "secret"
        markInitialized()
    }

    @WaitForInit
    func call() async -> String {
        token ?? ""
    }

    // Forgot `async`: the macro rejects this at build time.
    @WaitForInit
    func ping() -> Bool {
        true
    }
}

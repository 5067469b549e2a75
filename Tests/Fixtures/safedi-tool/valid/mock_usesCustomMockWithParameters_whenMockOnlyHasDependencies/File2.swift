@Instantiable
public struct MyService: Instantiable {
    public init(database: Database) {
        self.database = database
    }
    @Instantiated let database: Database
}
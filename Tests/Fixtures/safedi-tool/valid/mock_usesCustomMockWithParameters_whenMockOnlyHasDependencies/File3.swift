@Instantiable(mockOnly: true, customMockName: "preview")
extension MyService: Instantiable {
    public static func preview(database: Database = Database()) -> MyService {
        MyService(database: database)
    }
}
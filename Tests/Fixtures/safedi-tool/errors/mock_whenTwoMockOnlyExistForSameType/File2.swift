@Instantiable(mockOnly: true)
extension MyService: Instantiable {
    public static func mock() -> MyService { fatalError() }
}
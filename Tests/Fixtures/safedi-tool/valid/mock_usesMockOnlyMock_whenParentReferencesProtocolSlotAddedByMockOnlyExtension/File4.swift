@Instantiable(fulfillingAdditionalTypes: [ServiceProtocol.self], mockOnly: true)
extension MyService: Instantiable {
    public static func mock() -> MyService { MyService() }
}
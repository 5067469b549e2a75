@Instantiable(mockOnly: true)
extension ExternalService: Instantiable {
    public static func mock() -> ExternalService { fatalError() }
}
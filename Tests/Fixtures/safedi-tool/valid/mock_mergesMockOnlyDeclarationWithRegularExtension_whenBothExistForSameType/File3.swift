@Instantiable(conformsElsewhere: true)
extension MyService: Instantiable {
    public static func instantiate() -> MyService { MyService() }
}
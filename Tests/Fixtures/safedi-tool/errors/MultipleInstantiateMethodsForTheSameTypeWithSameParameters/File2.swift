@Instantiable(conformsElsewhere: true)
extension Array: Instantiable {
    public static func instantiate() -> Container<Int> {
        .init(0)
    }
}
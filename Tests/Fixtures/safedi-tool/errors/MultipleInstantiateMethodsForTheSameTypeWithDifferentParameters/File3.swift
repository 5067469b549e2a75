@Instantiable(conformsElsewhere: true)
extension Array: Instantiable {
    public static func instantiate(intValue: Int) -> Container<Int> {
        .init(intValue)
    }
}
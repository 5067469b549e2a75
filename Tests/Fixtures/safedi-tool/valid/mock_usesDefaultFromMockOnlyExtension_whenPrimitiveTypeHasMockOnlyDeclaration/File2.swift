@Instantiable(mockOnly: true)
extension Int: Instantiable {
    public static func mock() -> Int { 0 }
}
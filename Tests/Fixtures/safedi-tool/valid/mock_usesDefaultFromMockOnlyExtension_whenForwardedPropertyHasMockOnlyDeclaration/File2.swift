@Instantiable(mockOnly: true)
extension String: Instantiable {
    public static func mock() -> String { "" }
}
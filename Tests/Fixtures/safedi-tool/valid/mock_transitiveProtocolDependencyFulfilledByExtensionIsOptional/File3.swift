@Instantiable(generateMock: true)
public struct UserService: Instantiable {
    public init(stringStorage: StringStorage) {
        self.stringStorage = stringStorage
    }
    @Received let stringStorage: StringStorage
}
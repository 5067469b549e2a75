import Combine
@Instantiable(generateMock: true)
public final class DefaultUserService: Instantiable {
    public init(stringStorage: StringStorage) {
        self.stringStorage = stringStorage
    }
    @Received @Published private var stringStorage: StringStorage
}
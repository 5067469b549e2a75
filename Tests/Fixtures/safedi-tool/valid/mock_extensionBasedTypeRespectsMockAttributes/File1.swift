public class ExternalService {}

@Instantiable(mockAttributes: "@MainActor", generateMock: true)
extension ExternalService: Instantiable {
    public static func instantiate() -> ExternalService {
        ExternalService()
    }
}
@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(service: Service, parent: Parent) {
        self.service = service
        self.parent = parent
    }
    @Instantiated let service: Service
    @Instantiated let parent: Parent
}
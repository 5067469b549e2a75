@Instantiable(isRoot: true, generateMock: true)
public struct Parent: Instantiable {
    public init(service: Service, childA: ChildA, childB: ChildB) {
        self.service = service
        self.childA = childA
        self.childB = childB
    }
    @Instantiated let service: Service
    @Instantiated let childA: ChildA
    @Instantiated let childB: ChildB
}
@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(presenterBuilder: Instantiator<Presenter>) {
        self.presenterBuilder = presenterBuilder
    }
    @Instantiated let presenterBuilder: Instantiator<Presenter>
}
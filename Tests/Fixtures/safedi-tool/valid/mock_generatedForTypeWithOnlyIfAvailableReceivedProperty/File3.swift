@Instantiable(generateMock: true)
public final class B: Instantiable {
    public init(a: A?) {
        self.a = a
    }
    @Received(onlyIfAvailable: true) let a: A?
}
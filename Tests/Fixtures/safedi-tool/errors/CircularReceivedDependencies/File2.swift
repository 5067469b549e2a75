@Instantiable
public struct A: Instantiable {
    @Received private let b: B
}
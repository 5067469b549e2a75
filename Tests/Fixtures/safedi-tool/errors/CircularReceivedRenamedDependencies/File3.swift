@Instantiable
public struct B: Instantiable {
    @Received private let c: C
}
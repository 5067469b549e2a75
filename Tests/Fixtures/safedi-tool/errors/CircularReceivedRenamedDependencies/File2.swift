@Instantiable
public struct A: Instantiable {
    @Received private let renamedB: B
}
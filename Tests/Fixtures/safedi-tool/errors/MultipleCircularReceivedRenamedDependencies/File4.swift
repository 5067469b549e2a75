@Instantiable
public struct C: Instantiable {
    @Received private let renamedB: B
}
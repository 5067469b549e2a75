@Instantiable
public struct C: Instantiable {
    @Received private let a: A
}
@Instantiable
public struct A: Instantiable {
    @Instantiated let b: B
}
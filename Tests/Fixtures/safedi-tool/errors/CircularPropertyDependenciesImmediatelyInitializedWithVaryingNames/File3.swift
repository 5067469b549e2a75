@Instantiable
public struct B: Instantiable {
    @Instantiated let c: C
}
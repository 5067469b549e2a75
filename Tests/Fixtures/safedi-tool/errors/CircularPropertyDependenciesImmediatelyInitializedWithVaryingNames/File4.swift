@Instantiable
public struct C: Instantiable {
    @Instantiated let a2: A
}
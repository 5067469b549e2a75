@Instantiable
public final class C: Instantiable {
    @Instantiated let a: A
}
@Instantiable
public final class A: Instantiable {
    @Instantiated let b: B
}
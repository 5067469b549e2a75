@Instantiable
public final class B: Instantiable {
    @Instantiated let c: C
}
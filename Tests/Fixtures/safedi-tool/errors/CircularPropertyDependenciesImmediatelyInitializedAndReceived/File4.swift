@Instantiable
public final class C: Instantiable {
    @Received let a: A
}
@Instantiable
public struct A: Instantiable {
    @Instantiated let bBuilder: Instantiator<B>
}
@Instantiable
public struct B: Instantiable {
    @Instantiated let cBuilder: Instantiator<C>
}
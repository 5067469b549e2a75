@Instantiable
public struct C: Instantiable {
    @Received let aBuilder: Instantiator<A>
}
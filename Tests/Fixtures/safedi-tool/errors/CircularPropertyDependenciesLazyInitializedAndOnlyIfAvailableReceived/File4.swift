@Instantiable
public struct C: Instantiable {
    @Received(onlyIfAvailable: true) let aBuilder: Instantiator<A>?
}
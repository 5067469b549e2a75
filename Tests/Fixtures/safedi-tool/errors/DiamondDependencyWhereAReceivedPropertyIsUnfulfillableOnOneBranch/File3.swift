@Instantiable
public final class ChildB: Instantiable {
    @Instantiated let grandchild: Grandchild
}
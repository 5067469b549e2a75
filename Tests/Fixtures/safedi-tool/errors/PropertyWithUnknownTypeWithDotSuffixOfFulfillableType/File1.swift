import SafeDI

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    @Instantiated let childBuilder: Instantiator<Child>
}
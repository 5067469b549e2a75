@Instantiable
public final class Child: Instantiable {
    // This Child is incorrectly configured! It is missing the required initializer.

    @Instantiated let grandchild: Grandchild

    let uninitializedProperty: Int
}
/// A SafeDI tree whose two receives fail, with one "Change to @Instantiated"
/// fix that holds (`clock`, line 18) and one that closes a cycle (`root`):
/// what the tests of fix trials edit.
public enum FixTrialTree {
    public static let text = """
        import SafeDI

        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(child: Child) {
                self.child = child
            }
            @Instantiated let child: Child
        }

        @Instantiable
        public final class Child: Instantiable {
            public init(root: Root, clock: Clock) {
                self.root = root
                self.clock = clock
            }
            @Received let root: Root
            @Received let clock: Clock
        }

        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
        }

        """
}

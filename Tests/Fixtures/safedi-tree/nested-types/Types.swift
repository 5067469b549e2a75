import SafeDI

// Nested names resolve as SafeDITool resolves them: `Settings` written in
// `Root.Screen` is `Root.Screen.Settings` when that is registered.
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(screen: Screen) {
        self.screen = screen
    }

    @Instantiated let screen: Screen

    @Instantiable
    public final class Screen: Instantiable {
        public init(settings: Settings) {
            self.settings = settings
        }

        @Instantiated let settings: Settings

        @Instantiable
        public final class Settings: Instantiable {
            public init() {}
        }
    }
}

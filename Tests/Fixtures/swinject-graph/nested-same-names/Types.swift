// Each screen declares its own `Interface`: the registrations that write it
// bare, inside each screen's extension, register different types.
protocol RootModelInterface {}
struct Root {}
extension Root {
    struct Model {
        typealias Interface = RootModelInterface
    }
    struct ViewModel {
        class Interface {}
    }
}
protocol WindowModelInterface {}
struct Window {}
extension Window {
    struct Model {}
}
extension Window.Model {
    typealias Interface = WindowModelInterface
}
enum Settings {
    struct Model {
        protocol Interface {}
    }
}
// One type for everyone: registering it bare in two scopes registers it twice.
protocol Clock {}
final class SystemClock: Clock {}

final class Clock {}
final class Missing {}
final class Feed { init(clock: Clock) {} }

// resolves the script's registration
func reload(_ r: Resolver) -> Clock { r.resolve(Clock.self)! }

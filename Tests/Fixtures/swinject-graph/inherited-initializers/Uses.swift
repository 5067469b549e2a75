import Swinject

// what the app resolves: these registrations' factories run
func start(_ container: Container) {
    _ = container.resolve(MainCoordinator.self)!
}

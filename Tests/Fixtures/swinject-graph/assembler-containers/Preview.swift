import Swinject

// a container of its own, for SwiftUI previews
func previewResolver() -> Resolver {
    let container = Container()
    container.register(AccountStorage.self) { _ in PreviewStorage() }
    container.register(Session.self) { r in
        // resolved in the preview's own container: found there
        Session(storage: r.resolve(AccountStorage.self)!, clock: Clock())
    }
    return container
}

import Swinject

// a container of its own, for SwiftUI previews
func previewResolver() -> Resolver {
    let container = Container()
    container.register(AccountStorage.self) { _ in PreviewStorage() }
    return container
}

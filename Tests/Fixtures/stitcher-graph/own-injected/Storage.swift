import Swinject

// An app's own `@Injected` property wrapper over another container: in a
// file without an import of that library it is not Stitcher's, and nothing of
// Stitcher is checked.

@propertyWrapper
final class Injected<Service> {
    var wrappedValue: Service!
    init() {}
}

protocol Storage {}
final class FileStorage: Storage {}
final class Analytics {}

final class StorageAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Storage.self) { _ in FileStorage() }
    }
}

final class SettingsModel {
    @Injected() var storage: Storage!
    @Injected() var analytics: Analytics!

    func reload() {
        @Injected var local: Analytics
        _ = local
    }
}

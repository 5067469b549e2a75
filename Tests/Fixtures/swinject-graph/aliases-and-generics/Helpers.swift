import Swinject

// A resolve through a type alias finds the type it names; a registration
// made in a helper generic over its arguments answers every
// specialization; a resolve of a generic parameter of the type around it
// resolves whatever the caller chooses (nothing to check here).

protocol LocationsManaging {}
final class LocationsManager: LocationsManaging {}
typealias LocationsManagerType = LocationsManaging
typealias Locations = LocationsManagerType

final class AnyAPIClient<Input, Output> { init() {} }
struct EmptyInput {}
struct CharactersPage {}

extension Container {
    func registerAPIClient<I, O>(_: I.Type, _: O.Type) {
        register(AnyAPIClient<I, O>.self) { _ in AnyAPIClient<I, O>() }
    }
}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(LocationsManaging.self) { _ in LocationsManager() }
        container.registerAPIClient(EmptyInput.self, CharactersPage.self)
    }
}

final class ModuleBuilder<View: AnyObject> {
    class func build(_ r: Resolver) -> View { r.resolve(View.self)! }
}

@propertyWrapper
struct Inject<Component> {
    var wrappedValue: Component
    init(_ r: Resolver) { wrappedValue = r.resolve(Component.self)! }
}

func use(_ r: Resolver) {
    _ = r.resolve(LocationsManagerType.self)!
    _ = r.resolve(Locations.self)!
    _ = r.resolve(AnyAPIClient<EmptyInput, CharactersPage>.self)!
    _ = r.resolve(UnknownAlias.self)! // expected-error:19-31 {{No registration of 'UnknownAlias' is visible here: resolve(UnknownAlias.self) returns nil, which stops the app at run time}} {{25:1-25:1=        container.register(UnknownAlias.self) { _ in UnknownAlias() \}\n}} {{title=Register UnknownAlias in AppAssembly}}
}

typealias UnknownAlias = NotRegistered
final class NotRegistered {}

// a guard whose conditions span lines, ending in fatalError: each resolve in it is required
func boot(_ r: Resolver) {
    guard let locations = r.resolve(LocationsManagerType.self),
          let missing = r.resolve(GuardedMissing.self) else { fatalError("missing") } // expected-error:35-49 {{No registration of 'GuardedMissing' is visible here: resolve(GuardedMissing.self) returns nil, which stops the app at run time}} {{25:1-25:1=        container.register(GuardedMissing.self) { _ in GuardedMissing() \}\n}} {{title=Register GuardedMissing in AppAssembly}}
    _ = (locations, missing)
}
final class GuardedMissing {}

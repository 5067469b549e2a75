// An app's property wrapper that resolves through the app's own helper:
// the helper unwraps Swinject's nil, so a miss through the wrapper stops
// the app too (as mindkeeper-ios has it). A wrapper over a helper that
// hands nil on is optional, as before.
@propertyWrapper
struct Inject<Component> {
    let wrappedValue: Component
    init() {
        self.wrappedValue = Resolver.shared.resolve(Component.self)
    }
}

@propertyWrapper
struct Maybe<Component> {
    let wrappedValue: Component?
    init() {
        self.wrappedValue = Soft.shared.resolve(Component.self)
    }
}

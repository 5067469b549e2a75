// The macros test conformance by the exact text of the type's own
// inheritance clause. Where the type conforms some other way, the error is
// still reported (it is what the compiler says) with a note saying where the
// conformance is; `Add ': Initializable'` is offered only where there is
// none at all.

@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}}
actor ViaExtension {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func load() async -> Int { 0 }
}
extension ViaExtension: Initializable { } // expected-note:25-38 {{'ViaExtension' conforms to Initializable via an extension, but the macro only accepts 'Initializable' written in ViaExtension's own inheritance clause}}

class Base: Initializable {
    let gate = InitializationGate()
    func setup() async { await markInitialized() }
}

@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}}
class Sub: Base { // expected-note:12 {{'Sub' conforms to Initializable via superclass 'Base', but the macro only accepts 'Initializable' written in Sub's own inheritance clause}}
    func load() async -> Int { 0 }
}

class Other: Base { // expected-note:14 {{'Other' conforms to Initializable via superclass 'Base', but the macro only accepts 'Initializable' written in Other's own inheritance clause}}
    @WaitForInit // expected-error:5 {{@WaitForInit can only be used in a type that conforms to 'Initializable'}}
    func load() async -> Int { 0 }
}

protocol Service: Initializable { }

@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}}
actor ViaProtocol: Service { // expected-note:20 {{'ViaProtocol' conforms to Initializable via protocol 'Service', but the macro only accepts 'Initializable' written in ViaProtocol's own inheritance clause}}
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func load() async -> Int { 0 }
}

@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}}
actor Qualified: Initializable.Initializable { // expected-note:18 {{'Qualified' conforms to Initializable via the qualified name 'Initializable.Initializable', but the macro only accepts 'Initializable' written in Qualified's own inheritance clause}}
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func load() async -> Int { 0 }
}

@AutoAwaitThrowingInit // expected-error:1 {{@AutoAwaitThrowingInit can only be applied to a type that conforms to 'ThrowingInitializable'}}
actor Composed: ThrowingInitializable & Sendable { // expected-note:17-49 {{'Composed' conforms to ThrowingInitializable via the composition 'ThrowingInitializable & Sendable', but the macro only accepts 'ThrowingInitializable' written in Composed's own inheritance clause}}
    let gate = ThrowingInitializationGate()
    @SkipInit func connect() async { await markInitialized() }
    func items() async throws -> [Int] { [] }
}

// The wrong variant of the auto macro: change the attribute, not the type.
@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}} {{2-15=AutoAwaitThrowingInit}} {{title=Change to @AutoAwaitThrowingInit}}
actor WrongVariant: ThrowingInitializable {
    let gate = ThrowingInitializationGate()
    @SkipInit func connect() async { await markInitialized() }
    func items() async throws -> [Int] { [] }
}

@Initializable.AutoAwaitThrowingInit // expected-error:1 {{@AutoAwaitThrowingInit can only be applied to a type that conforms to 'ThrowingInitializable'}} {{2-37=Initializable.AutoAwaitInit}} {{title=Change to @AutoAwaitInit}}
actor WrongVariant2: Initializable {
    let gate = InitializationGate()
    func load() async -> Int { 0 }
}

// (opened from outside: a parameter of the type)
func boot(_ service: WrongVariant2) async {
    await service.markInitialized()
}

// No conformance anywhere: add it, after the last inherited type or after
// the generic parameters.
@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}} {{+1:22-+1:22=, Initializable}}
actor Plain: Sendable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func load() async -> Int { 0 }
}

@AutoAwaitInit // expected-error:1 {{@AutoAwaitInit can only be applied to a type that conforms to 'Initializable'}} {{+1:23-+1:23=: Initializable}}
final class Generic<T> where T: Sendable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }
    func load() async -> T? { nil }
}

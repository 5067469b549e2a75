import Swinject

final class State {}
final class Theme {}
final class Sample {}
final class Home { init(state: State, theme: Theme) {} }
final class Detail { init(sample: Sample) {} }

// applied to both Assemblers: its factories may run in either
struct AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Home.self) { r in Home(state: r.resolve(State.self)!, theme: r.resolve(Theme.self)!) }
    }
}

struct StateAssembly: Assembly {
    func assemble(container: Container) {
        container.register(State.self) { _ in State() }
        container.register(Theme.self) { _ in Theme() }
    }
}

// applied to the app's Assembler only
struct DetailAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Detail.self) { r in Detail(sample: r.resolve(Sample.self)!) } // expected-error:73-79 {{No registration of 'Sample' is visible here: resolve(Sample.self) returns nil, which stops the app at run time (registered only by 'PreviewAssembly', which no Assembler applying this factory's assembly applies)}} {{1-1=        container.register(Sample.self) { _ in Sample() \}\n}} {{title=Register Sample in DetailAssembly}}
    }
}

struct PreviewAssembly: Assembly {
    func assemble(container: Container) {
        container.register(State.self) { _ in State() }
        container.register(Theme.self) { _ in Theme() }
        container.register(Sample.self) { _ in Sample() }
    }
}

final class AppModel {
    let assembler = Assembler()

    func start() {
        assembler.apply(assembly: AppAssembly())
        assembler.apply(assemblies: [StateAssembly(), DetailAssembly()])
        _ = assembler.resolver.resolve(Home.self)!
        _ = assembler.resolver.resolve(Detail.self)!
    }
}

let previewAssembler = Assembler()

func preview() {
    previewAssembler.apply(assemblies: [PreviewAssembly(), AppAssembly()])
    _ = previewAssembler.resolver.resolve(Home.self)!
}

import Foundation
import Swinject

final class LibAssembly: Assembly {
    func assemble(container: Container) {
        container.register(DateFormatter.self, name: "readable") { _ in DateFormatter() }
    }
}

enum DependencyInjection {
    static func setup() {
        _ = Assembler([LibAssembly()], container: Container.shared)
    }
}

final class NewsItemCellPresenter {
    @Injected("readable") private var dateFormatter: DateFormatter
    func text() -> String { dateFormatter.string(from: Date()) }
}

final class ArticlePresenter {
    // the wrapper made with no name resolves the unnamed registration, which there is none of
    @Injected private var formatter: DateFormatter // expected-error:27-36 {{No registration of 'DateFormatter' is visible here: the app's property wrapper @Injected resolves it for 'formatter' and stops the app when it gets nil (registered only with the names "readable")}} {{-17:1--17:1=        container.register(DateFormatter.self) { _ in DateFormatter() \}\n}} {{title=Register DateFormatter in LibAssembly}}
    // a name no registration has
    @Injected("formal") private var formal: DateFormatter // expected-error:37-43 {{No registration of 'DateFormatter' named "formal"; 'DateFormatter' is registered with the name "readable"}}
}

import Swinject
import SwinjectMacros

@Injectable
final class SearchService {
    init(index: SearchIndexService, history: HistoryRepository?) {} // expected-information:37-64 {{No registration of 'HistoryRepository' is visible here: this optional dependency is always nil}}
}

@Injectable(scope: .container)
final class SearchIndexService {
    init() {}
}

// registered by nobody
@Injectable
final class OrphanService { // expected-hint:13-26 {{'OrphanService' is @Injectable, but nothing calls OrphanService.register(in:) (nor registerDiscoveredServices()): resolving it returns nil}} {{+6:1-+6:1=        OrphanService.register(in: container)\n}} {{title=Register OrphanService in SearchAssembly}}
    init() {}
}

final class SearchAssembly: Assembly {
    func assemble(container: Container) {
        SearchService.register(in: container)
        SearchIndexService.register(in: container)
    }
}

final class SearchViewModel {
    @LazyInject var search: SearchService
    @LazyInject var ranking: RankingService // expected-error:21-28 {{No registration of 'RankingService' is visible here: @LazyInject 'ranking' stops with fatalError on first access}} {{-7:1--7:1=        container.register(RankingService.self) { _ in RankingService() \}\n}} {{title=Register RankingService in SearchAssembly}}
    @OptionalInject var tracker: TrackerService? // expected-information:25-32 {{No registration of 'TrackerService' is visible here: this optional dependency is always nil}}
}

// the factory @AutoFactory generates resolves its services with '!'
@AutoFactory
final class ExportJob {
    init(search: SearchService, printer: PrinterService, title: String) {} // expected-error:33-56 {{No registration of 'PrinterService' is visible here: the factory @AutoFactory generates for 'ExportJob' resolves it with '!', which crashes when it makes one}} {{-14:1--14:1=        container.register(PrinterService.self) { _ in PrinterService() \}\n}} {{title=Register PrinterService in SearchAssembly}}
}

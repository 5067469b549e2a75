// What @Injectable's and the other macros' expansions make of one declaration: code that
// does not compile or never works, which the macros do not report.
import SwinjectMacros

// A runtime parameter without a default: the generated register(in:) misses an argument.
@Injectable
final class FeedService {
    init(api: APIClient, pageSize: Int) {} // expected-error:26-39 {{Parameter 'pageSize: Int' is a runtime parameter to @Injectable, so the generated register(in:) does not pass it and does not compile; give it a default value or use @AutoFactory}} {{39-39= = 0}} {{-2:1--2:12=@AutoFactory}} {{title=Add a default value}} {{title=Use @AutoFactory}}
}

// a type named like a value is a runtime parameter too (the macro matches prefixes)
@Injectable(scope: .container)
final class ReportService {
    init(formatter: DateFormatter) {} // expected-error:10-34 {{Parameter 'formatter: DateFormatter' is a runtime parameter to @Injectable, so the generated register(in:) does not pass it and does not compile; give it a default value or use @AutoFactory}} {{-2:1--2:31=@AutoFactory}} {{title=Use @AutoFactory}}
}

// an unlabeled dependency: the generated call passes `_:`
@Injectable
final class SyncService {
    init(_ api: APIClient) {} // expected-error:10-26 {{@Injectable passes arguments by label; '_ api: APIClient' makes the generated call invalid}} {{10-26=api: APIClient}} {{title=Use the parameter's name as its label}}
}

// a generic type: registered as `CacheService.self`
@Injectable
final class CacheService<Value> { // expected-error:25-32 {{@Injectable registers 'CacheService.self' without generic arguments; the expansion does not compile}}
    init() {}
}

// attributes that cannot expand in an app
@AutoRegister // expected-error:1-14 {{@AutoRegister cannot expand with SwinjectMacros 1.0.2: it generates members its declaration does not name}} {{1-15=}} {{title=Remove the attribute}}
final class AppServices {}

@ScopedService(.container) // expected-error:1-27 {{@ScopedService cannot expand with SwinjectMacros 1.0.2: it is declared as a peer macro but implemented as a member macro}} {{1-28=}} {{title=Remove the attribute}}
final class SessionManager {
    init() {}
}

// never assigned by their macros
final class ChatViewModel {
    @WeakInject var delegate: ChatDelegate? // expected-warning:21-29 {{@WeakInject does not assign 'delegate': its generated accessor is never called, so the property stays nil}}
    @AsyncInject var history: HistoryService // expected-warning:22-29 {{@AsyncInject does not assign 'history': its generated accessor is never called, so the property stays uninitialized}}
}

// look-alikes that are fine
@Injectable
final class GoodService {
    init(api: APIClient, pageSize: Int = 20, title: String = "") {}
}

@AutoFactory
final class ReportBuilder {
    init(api: APIClient, title: String) {}
}

final class ProfileViewModel {
    @LazyInject var api: APIClient
    @OptionalInject var tracker: Tracker?
}

// optional spellings the macro does not read as optional
@Injectable
final class ArchiveService {
    init(cache: Optional<CacheStore>, index: SearchIndex!) {} // expected-warning:39-58 {{@Injectable generates 'SearchIndex!.self' for 'index', which does not compile; write the type as 'SearchIndex?'}} {{39-58=index: SearchIndex?}} {{title=Write it as SearchIndex?}}
}

// @AutoFactory's declaration takes no arguments
@AutoFactory(scope: .container) // expected-error:1-32 {{@AutoFactory takes no arguments in SwinjectMacros 1.0.2; the arguments do not compile}} {{1-32=@AutoFactory}} {{title=Remove the arguments}}
final class ExportBuilder {
    init(title: String) {}
}

// The macros' own diagnostics, one kind each, as the macros emit them: the headline at the
// start of the attached declaration.
import SwinjectMacros

@Injectable // expected-error:1 {{@Injectable can only be applied to classes or structs.}}
enum Environment {
    case production
}

@Injectable // expected-error:1 {{@Injectable requires a class or struct with at least one initializer.}}
struct TokenStore {
    let keychain: KeychainService
}

@Injectable // expected-warning:1 {{Potential circular dependency detected in NodeService.}}
final class NodeService {
    init(parent: NodeService) {}
}

@AutoFactory // expected-error:1 {{@AutoFactory can only be applied to classes or structs}}
actor ImageLoader {
    init() {}
}

@AutoFactory // expected-error:1 {{@AutoFactory requires a class or struct with an initializer}}
final class Exporter {}

@AutoFactory // expected-warning:1 {{@AutoFactory is designed for services with runtime parameters. Consider using @Injectable instead.}}
final class Uploader {
    init(api: APIClient) {}
}

final class Worker {
    @Retry(maxAttempts: 3) // expected-error:5 {{@Retry can only be applied to functions and methods.}}
    var attempts: Int = 0

    @Interceptor(before: ["log"]) // expected-error:5 {{@Interceptor can only be applied to functions and methods}}
    var name: String = ""

    @Cache(ttl: 60) // expected-error:5 {{@Cache can only be applied to functions and methods}}
    var value: Int = 0

    @CircuitBreaker(failureThreshold: 3) // expected-error:5 {{@CircuitBreaker can only be applied to functions and methods}}
    var state: Int = 0

    @PerformanceTracked // expected-error:5 {{@PerformanceTracked can only be applied to functions and methods}}
    var tracked: Int = 0

    @LazyInject func api() -> APIClient { fatalError() } // expected-error:5-57 {{@LazyInject can only be applied to variable properties.}}

    @LazyInject var computed: APIClient { fatalError() } // expected-error:5-57 {{@LazyInject can only be applied to stored properties, not computed properties.}}

    @LazyInject var untyped = APIClient() // expected-error:5-42 {{@LazyInject requires an explicit type annotation to determine what to inject.}}

    @WeakInject var strong: ChatDelegate // expected-error:5-41 {{@WeakInject requires an optional type because weak references must be optional.}}

    @WeakInject var spelled: Optional<ChatDelegate> // expected-error:5-52 {{@WeakInject requires an optional type because weak references must be optional.}}

    @AsyncInject var asyncComputed: APIClient { fatalError() } // expected-error:5-63 {{@AsyncInject can only be applied to stored properties, not computed properties.}}

    @OptionalInject var required: Tracker // expected-error:5-42 {{@OptionalInject on non-optional type 'Tracker' requires a default value or fallback method.}}

    @OptionalInject(default: NoTracker()) var withDefault: Tracker

    @PublisherInject var events: EventStream // expected-error:34-45 {{@PublisherInject requires AnyPublisher type annotation.}}

    @InjectedStateObject var model = ProfileModel() // expected-error:5-52 {{@InjectedStateObject can only be applied to properties with explicit type annotations.}}

    @EnvironmentInject(\.api) var environment: APIClient { fatalError() } // expected-error:5-74 {{@EnvironmentInject can only be applied to stored properties, not computed properties.}}
}

@Named("primary") // expected-error:1-18 {{@Named cannot expand with SwinjectMacros 1.0.2: it generates members its declaration does not name (serviceNames, servicePriority, serviceScope, resolve(from:name:))}} {{1-19=}} {{title=Remove the attribute}} expected-error:1 {{@Named can only be applied to classes or structs.}}
protocol Named {}

@ValidatedContainer // expected-error:1 {{@ValidatedContainer can only be applied to classes.}}
struct AppContainer {}

@ViewModelInject // expected-error:1 {{@ViewModelInject can only be applied to classes.}}
struct ProfileScreen {}

@StubService // expected-error:1 {{@StubService can only be applied to protocols or protocol extensions.}}
final class NotAProtocol {}

@Module // expected-error:1 {{@Module can only be applied to structs}}
final class NotAStruct {}

@Spy // expected-error:1 {{@Spy can only be applied to methods.}}
var spied: Int = 0

// The preferred initializer's parameters are the registration's instantiation
// parameters: each must be Hashable, wherever its type is declared.
import Stitcher
import StitcherMacros

@Registerable
final class Uploader {
    init(session: Session, endpoint: Endpoint, credentials: Credentials, logger: Logger, store: Store) {} // expected-error:10-26 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Session' is not, and the expansion does not compile}} expected-error:48-72 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Credentials' is not, and the expansion does not compile}} expected-error:74-88 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Logger' is not, and the expansion does not compile}} expected-error:90-102 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Store' is not, and the expansion does not compile}}
}

@Registerable
final class Exporter {
    init(sessions: [Session], byName: [String: Endpoint], pair: (Int, Int), kind: Any.Type) {} // expected-error:10-29 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; '[Session]' is not, and the expansion does not compile}} expected-error:59-75 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; '(Int, Int)' is not, and the expansion does not compile}} expected-error:77-91 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Any.Type' is not, and the expansion does not compile}}
}

@Registerable
final class Syncer {
    init(user: User, version: Version, token: Token?, record: Record, downloader: Downloader, mode: Mode, payload: Payload, sort: Sort, filter: Filter, note: Note, // expected-error:107-123 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Payload' is not, and the expansion does not compile}}
         ids: Set<Int>, names: [String], date: Date, lookup: [Token: [User]]) {}
}

@Registerable
final class Cache {
    @PreferredInitializer
    init() {}
    init(session: Session) {}
}

@Registerable
final class Reporter {
    init(failure: Error, payload: Decodable, label: CustomStringConvertible?, error: NSError, code: Int, // expected-error:10-24 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Error' is not, and the expansion does not compile}} expected-error:26-44 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Decodable' is not, and the expansion does not compile}} expected-error:46-77 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'CustomStringConvertible?' is not, and the expansion does not compile}}
         decoder: JSONDecoder, updates: AnyPublisher<Int, Never>, lines: AsyncStream<String>, cancellable: AnyCancellable, // expected-error:10-30 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'JSONDecoder' is not, and the expansion does not compile}} expected-error:32-65 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'AnyPublisher<Int, Never>' is not, and the expansion does not compile}} expected-error:67-93 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'AsyncStream<String>' is not, and the expansion does not compile}}
         box: Box<Int>, tagged: Tagged<String>, pair: Pair<Int, Int>, // expected-error:10-23 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Box<Int>' is not, and the expansion does not compile}}
         qualified: Foundation.JSONDecoder, cause: Swift.Error, day: Foundation.Date, feed: Combine.AnyPublisher<Int, Never>) {} // expected-error:10-43 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Foundation.JSONDecoder' is not, and the expansion does not compile}} expected-error:45-63 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Swift.Error' is not, and the expansion does not compile}} expected-error:87-125 {{@Registerable passes the preferred initializer's parameters as instantiation parameters, which must be Hashable; 'Combine.AnyPublisher<Int, Never>' is not, and the expansion does not compile}}
}

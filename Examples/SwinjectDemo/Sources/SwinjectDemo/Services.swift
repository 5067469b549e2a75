import Foundation
import SwinjectMacros

protocol HTTPClient: AnyObject {
    func get(_ path: String) async throws -> Data
}

final class URLSessionHTTPClient: HTTPClient {
    func get(_ path: String) async throws -> Data { Data() }
}

/// Builds one request; cheap, so a new one per use (`.transient`).
final class RequestBuilder {
    func request(_ path: String) -> URLRequest { URLRequest(url: URL(string: "https://example.com" + path)!) }
}

/// Talks to the API; one for the whole app (`.container`).
final class APIClient {
    let http: HTTPClient
    let builder: RequestBuilder

    init(http: HTTPClient, builder: RequestBuilder) {
        self.http = http
        self.builder = builder
    }
}

protocol TokenStore {}
final class KeychainTokenStore: TokenStore {}

/// @Injectable generates `register(in:)`, which resolves every service
/// parameter with '!'.
@Injectable(scope: .container)
final class SessionService {
    let api: APIClient
    let tokens: TokenStore

    init(api: APIClient, tokens: TokenStore) {
        self.api = api
        self.tokens = tokens
    }
}

/// The feed and its coordinator need each other: the coordinator is set
/// after construction, in initCompleted, so resolving either ends.
final class FeedCoordinator {
    weak var feed: FeedViewModel?
}

final class FeedViewModel {
    let coordinator: FeedCoordinator
    let session: SessionService

    init(coordinator: FeedCoordinator, session: SessionService) {
        self.coordinator = coordinator
        self.session = session
    }
}

final class ImageCache {}

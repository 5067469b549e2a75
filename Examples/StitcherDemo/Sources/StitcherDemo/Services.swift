import Stitcher
import StitcherMacros

final class HTTPClient {}

// Deliberate mistake: no container registers TokenStore, which UploadService() injects with try!.
final class TokenStore {}

/// Built through the overload @InjectedParameters generates: `UploadService()`
/// injects the client and the token store. Hashable by identity, so that it
/// can be an instantiation parameter.
final class UploadService: Hashable {
    static func == (a: UploadService, b: UploadService) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    let client: HTTPClient
    let tokens: TokenStore

    @InjectedParameters
    init(client: HTTPClient, tokens: TokenStore) {
        self.client = client
        self.tokens = tokens
    }
}

/// @Registerable builds it with its preferred initializer.
@Registerable
final class PhotoLibrary {
    let uploads: UploadService

    // Deliberate mistake: @Registerable registers PhotoLibrary with this parameter as an
    // instantiation parameter, so the parameterless injection below never finds it.
    @InjectedParameters
    init(uploads: UploadService) {
        self.uploads = uploads
    }
}

final class Analytics {
    let session: SessionManager

    @InjectedParameters
    init(session: SessionManager) {
        self.session = session
    }
}

final class SessionManager {
    let analytics: Analytics

    // Deliberate mistake: SessionManager and Analytics inject each other.
    @InjectedParameters
    init(analytics: Analytics) {
        self.analytics = analytics
    }
}

final class GalleryViewModel {
    @Injected var uploads: UploadService
    @Injected var client: HTTPClient
}

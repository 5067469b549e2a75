import SafeDI

/// Everything a logged-in user sees; the user is forwarded by whoever
/// builds it.
@Instantiable
public final class LoggedInFlow: Instantiable {
    public init(user: User, feed: Feed, settings: Settings) {
        self.user = user
        self.feed = feed
        self.settings = settings
    }

    @Forwarded let user: User
    @Instantiated let feed: Feed
    @Instantiated let settings: Settings
}

@Instantiable
public final class Feed: Instantiable {
    public init(user: User, network: NetworkService, analytics: Analytics) {
        self.user = user
        self.network = network
        self.analytics = analytics
    }

    @Received let user: User
    @Received let network: NetworkService
    // Deliberate mistake: nothing above Feed instantiates or forwards `analytics`.
    @Received let analytics: Analytics
}

public final class Analytics: Sendable {}

@Instantiable
public final class Settings: Instantiable {
    public init(profile: Profile) {
        self.profile = profile
    }

    @Instantiated let profile: Profile
}

@Instantiable
public final class Profile: Instantiable {
    public init(settings: Settings) {
        self.settings = settings
    }

    // Deliberate mistake: Settings builds Profile, which receives Settings.
    @Received let settings: Settings
}

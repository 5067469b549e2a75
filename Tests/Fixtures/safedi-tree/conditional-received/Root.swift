import SafeDI

// `@Received` inside an `#if` of the attribute list is skipped by SafeDI's
// tool: `logger` is no dependency, so nothing has to provide it.
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(feed: Feed) {
        self.feed = feed
    }
    @Instantiated let feed: Feed
}

@Instantiable
public final class Feed: Instantiable {
    public init(logger: Logger = Logger()) {
        self.logger = logger
    }
    #if DEBUG
    @Received
    #endif
    let logger: Logger
}

public final class Logger {
    public init() {}
}

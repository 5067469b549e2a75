import Stitcher
import StitcherMacros

@Registerable
final class Feed { // expected-hint:13-17 {{'Feed' is @Registerable, but no DependencyContainer or DependencyGroup adds Feed.dependencyRegistration: injecting it fails}} {{+12:1-+12:1=\n    Feed.dependencyRegistration\n}} {{title=Add Feed.dependencyRegistration to 'group'}}
    init() {}
}

// added to a group: registered
@Registerable
final class Clock {
    init() {}
}

let group = DependencyGroup {
    Clock.dependencyRegistration
}

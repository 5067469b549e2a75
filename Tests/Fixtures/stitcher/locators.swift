// `by: .type(…)` may list only what the declaration's own inheritance clause
// names: StitcherMacros rejects the type itself, which needs no listing (it
// is located by its type without `by:`). The fix takes it out.
// fixture-config: {"rules": {"stitcher/registerable-not-registered": "off"}}
import StitcherMacros

protocol Feeding {}
protocol Refreshing {}

@Registerable(by: .type(Feed.self)) // expected-error:1-36 {{Malformed arguments. The types specified in the dependency locator are not related to the attached dependency type.}} {{1-36=@Registerable}} {{title=Remove by:}} expected-note:1 {{'Feed' itself does not need to be listed: without by:, @Registerable locates it by its type}}
final class Feed: Feeding {
    init() {}
}

@Registerable(by: .type(Feeder.self, Feeding.self), scope: .singleton) // expected-error:1-71 {{Malformed arguments. The types specified in the dependency locator are not related to the attached dependency type.}} {{1-71=@Registerable(by: .type(Feeding.self), scope: .singleton)}} {{title=List only the inherited types}} expected-note:1 {{'Feeder' itself does not need to be listed: without by:, @Registerable locates it by its type}}
final class Feeder: Feeding {
    init() {}
}

// not the type itself: no fix (Refreshing is in no inheritance clause here)
@Registerable(by: .type(Refreshing.self)) // expected-error:1-42 {{Malformed arguments. The types specified in the dependency locator are not related to the attached dependency type.}}
final class Poller: Feeding {
    init() {}
}

// valid look-alikes
@Registerable(by: .type(Feeding.self))
final class Reader: Feeding {
    init() {}
}

@Registerable
final class Writer {
    init() {}
}

import Swinject

// A script's statements (`main.swift`) register and resolve like a
// function's body: what they register answers resolves anywhere in the app,
// and statements between declarations are one container's.

let container = Container()
container.register(Clock.self) { _ in Clock() } // expected-warning:20-25 {{'Clock' is registered again later in this container, which silently replaces this registration}}
container.register(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) }
let feed = container.resolve(Feed.self)!
container.register(Clock.self) { _ in Clock() } // expected-note {{the later registration}}
_ = container.resolve(Missing.self)! // expected-error:23-30 {{No registration of 'Missing' is visible here: resolve(Missing.self) returns nil, which stops the app at run time}}

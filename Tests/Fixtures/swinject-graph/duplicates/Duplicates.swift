import Swinject

protocol Logger {}
final class ConsoleLogger: Logger {}
final class FileLogger: Logger {}
protocol Clock {}
final class SystemClock: Clock {}
final class TestClock: Clock {}
enum Channel: String { case audit, debug }

final class LoggingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Logger.self) { _ in ConsoleLogger() } // expected-warning:28-34 {{'Logger' is registered again later in this container, which silently replaces this registration}}
        container.register(Logger.self) { _ in FileLogger() } // expected-note:28 {{the later registration}}
        // different names: two keys
        container.register(Logger.self, name: "console") { _ in ConsoleLogger() }
        container.register(Logger.self, name: "file") { _ in FileLogger() }
        // one constant twice: one key; two cases of one enum: two
        container.register(Logger.self, name: Channel.audit.rawValue) { _ in FileLogger() } // expected-warning:28-34 {{'Logger' named Channel.audit.rawValue is registered again later in this container, which silently replaces this registration}}
        container.register(Logger.self, name: Channel.audit.rawValue) { _ in ConsoleLogger() } // expected-note:28 {{the later registration}}
        container.register(Logger.self, name: Channel.debug.rawValue) { _ in ConsoleLogger() }
        container.register(Clock.self) { _ in SystemClock() } // expected-information:28-33 {{'Clock' is also registered in 'TestOverrides'; if both go into one container, whichever runs last replaces the other}}
    }
}

// an override in another assembly: maybe deliberate, so information
final class TestOverrides: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in TestClock() } // expected-note:28 {{the later registration}}
    }
}

// two assemblies one Assembler applies to its container: the later one listed wins
final class Session {}

final class NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Session.self) { _ in Session() } // expected-warning:28-35 {{'Session' is registered again in 'StubNetworkAssembly', which the same Assembler applies after 'NetworkAssembly' to one container: it silently replaces this registration}}
        // expected-information@-1:28-35 {{'Session' is also registered in 'NetworkAssembly'; if both go into one container, whichever runs last replaces the other}}
    }
}

final class StubNetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Session.self) { _ in Session() } // expected-note:28 {{the later registration}}
    }
}

let assembler = Assembler([NetworkAssembly(), StubNetworkAssembly(), LoggingAssembly()])

// assemblies applied one after another to one assembler: the same
final class Flags {}

final class FlagsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Flags.self) { _ in Flags() } // expected-warning:28-33 {{'Flags' is registered again in 'FlagsOverrideAssembly', which the same Assembler applies after 'FlagsAssembly' to one container: it silently replaces this registration}}
    }
}

final class FlagsOverrideAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Flags.self) { _ in Flags() } // expected-note:28 {{the later registration}}
    }
}

func boot(_ assembler: Assembler) {
    assembler.apply(assembly: FlagsAssembly())
    assembler.apply(assemblies: [FlagsOverrideAssembly()])
}

// registrations in different branches of one conditional never both run; one
// after the conditional replaces either
protocol Reporter {}
final class CrashReporter: Reporter {}
final class SilentReporter: Reporter {}
protocol Store {}
final class DiskStore: Store {}
final class MemoryStore: Store {}
protocol Feed {}
final class LiveFeed: Feed {}
final class StubFeed: Feed {}

final class BranchingAssembly: Assembly {
    let mode: Int
    init(mode: Int) { self.mode = mode }

    func assemble(container: Container) {
        #if DEBUG
        container.register(Reporter.self) { _ in SilentReporter() }
        #else
        container.register(Reporter.self) { _ in CrashReporter() }
        #endif
        if mode == 0 {
            container.register(Store.self) { _ in MemoryStore() } // expected-warning:32-37 {{'Store' is registered again later in this container, which silently replaces this registration}}
        } else if mode == 1 {
            container.register(Store.self) { _ in DiskStore() }
        } else {
            switch mode {
            case 2: container.register(Feed.self) { _ in StubFeed() } // expected-warning:40-44 {{'Feed' is registered again later in this container, which silently replaces this registration}}
            default: container.register(Feed.self) { _ in LiveFeed() }
            }
        }
        if mode > 5 {
            container.register(Store.self) { _ in DiskStore() } // expected-note:32 {{the later registration}}
        }
        container.register(Feed.self) { _ in LiveFeed() } // expected-note:28 {{the later registration}}
    }
}

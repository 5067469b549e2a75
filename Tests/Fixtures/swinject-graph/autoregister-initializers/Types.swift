final class Clock { init() {} }
final class Session { init(clock: Clock) {} }
final class Profile { init(session: Session, id: String) {} }
protocol Repository {}
final class LiveRepository: Repository {}
protocol Analytics {}
protocol LogSink {}
final class Audit { init(sink: LogSink) {} }
final class Feed { init(repository: Repository, analytics: Analytics?, clock: Clock) {} }
// two initializers: the labels choose one
final class Board {
    init(clock: Clock) {}
    init(session: Session, repository: Repository) {}
}
// a generic type's parameters are not read
final class Wrapper<Value> { init(value: Value, repository: Repository) {} }
// an unlabeled parameter: `Stamp.init(_:)`
final class Stamp {
    init(_ sink: LogSink) {}
    init(sink: LogSink, clock: Clock) {}
}

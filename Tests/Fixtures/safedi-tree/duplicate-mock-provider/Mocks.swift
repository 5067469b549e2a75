// A production declaration with its own mock beside a mockOnly one, and two mockOnly declarations of one type.
@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init(clock: Clock) { self.clock = clock }
    @Instantiated let clock: Clock
}
@Instantiable
public final class Clock: Instantiable {
    public init() {}
    public static func mock() -> Clock { Clock() } // expected-error:5-51 {{Found multiple hand-written mock providers for `Clock`. A type can have at most one hand-written mock — either on the production declaration or via `mockOnly: true`, not both.}} expected-note:5 {{another hand-written mock of `Clock`}}
}
@Instantiable(mockOnly: true)
extension Clock {
    public static func mock() -> Clock { Clock() } // expected-note:5 {{another hand-written mock of `Clock`}} expected-error:5-51 {{Found multiple hand-written mock providers for `Clock`. A type can have at most one hand-written mock — either on the production declaration or via `mockOnly: true`, not both.}}
}
@Instantiable(mockOnly: true)
public final class Timer {
    public static func mock() -> Timer { Timer() } // expected-error:5-51 {{Found multiple hand-written mock providers for `Timer`. A type can have at most one hand-written mock — either on the production declaration or via `mockOnly: true`, not both.}} expected-note:5 {{another hand-written mock of `Timer`}}
}
@Instantiable(mockOnly: true)
extension Timer {
    public static func mock() -> Timer { Timer() } // expected-note:5 {{another hand-written mock of `Timer`}} expected-error:5-51 {{Found multiple hand-written mock providers for `Timer`. A type can have at most one hand-written mock — either on the production declaration or via `mockOnly: true`, not both.}}
}

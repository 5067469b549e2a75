// @Instantiable is mentioned here, so this extension counts
extension Logger {
    public static func instantiate() -> Logger { Logger() } // expected-note:41 {{`Logger` also fulfils `Logger`}} expected-error:41-47 {{@Instantiable-decorated types and extensions must have globally unique type names and fulfill globally unique types. Found multiple types or extensions fulfilling `Logger`}}
}

import SafeDI

// Both files register `Logger`: SafeDITool reads every extension's
// instantiate() in a file that mentions @Instantiable, decorated or not.
@Instantiable // expected-error:1-14 {{@Instantiable-decorated types and extensions must have globally unique type names and fulfill globally unique types. Found multiple types or extensions fulfilling `Logger`}} expected-note:1 {{`Logger` also fulfils `Logger`}}
public final class Logger: Instantiable {
    public init() {}
}

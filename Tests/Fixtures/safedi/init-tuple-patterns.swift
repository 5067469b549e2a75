// A stored property bound by a tuple pattern has no declaration of its own,
// yet the required initializer must assign it: after the other bindings of
// its `let`, where it stands; never when it has a value, an optional type,
// accessors, or is static (as the macro's visitor decides).
@Instantiable
public struct Pair: Instantiable {
    @Instantiated let client: Client

    let (first, second): (Int, Int), label: String
    var (x, y) = (0, 0)
    let (p, q): (Int, Int)?
    static let (low, high): (Int, Int) = (0, 1)
    var (u, v): (Int, Int) { (0, 0) }
    let last: Int
}
// expected-error@6:34 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Parameters in this initializer that do not correspond to a decorated property must have default values.}} {{+1:1-+1:1=    public init(client: Client) {\n        self.client = client\n\n        // The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.\n        label = <#T##assign_label#>\n        (first, second) = <#T##assign_(first, second)#>\n        last = <#T##assign_last#>\n    \}\n\n}} {{title=Add required initializer}}
// fixture-file: OnlyTuples.swift
@Instantiable
public struct Bounds: Instantiable {
    let (low, high): (Int, Int)
}
// expected-error@2:36 {{@Instantiable-decorated type with no @Instantiated, @Received, or @Forwarded-decorated properties must have a `public` or `open` initializer that either takes no parameters or has a default value for each parameter.}} {{+1:1-+1:1=    public init() {\n        // The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.\n        (low, high) = <#T##assign_(low, high)#>\n    \}\n\n}} {{title=Add required initializer}}

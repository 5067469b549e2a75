// Which initializer the macro fixes, and the wording when none can be fixed.
// fixture-file: Unfixable.swift
@Instantiable
public final class Loader: Instantiable {
    public init(client: Client) async throws {
        self.client = client
    }

    @Instantiated let client: Client
}
// expected-error@2:41 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{+1:1-+1:1=    public init(client: Client) {\n        self.client = client\n    }\n\n}} {{title=Add required initializer}}
// fixture-file: Failable.swift
@Instantiable
public final class Maybe: Instantiable {
    public init?() {}
    private init(x: Int = 1) {}
}
// expected-error@4:5 {{@Instantiable-decorated type must have a `public` or `open` initializer.}} {{5-12=public}}
// fixture-file: ExtraParameter.swift
@Instantiable
public struct Rates: Instantiable {
    public init(table: Table, region: Region) {
        self.table = table
    }

    @Received let table: Table
    let fallback: Double
}
// expected-error@2:35 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Parameters in this initializer that do not correspond to a decorated property must have default values.}} {{+1:1-+1:1=    public init(table: Table) {\n        self.table = table\n\n        // The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.\n        fallback = <#T##assign_fallback#>\n    }\n\n}}
// fixture-file: OneLine.swift
@Instantiable
public struct Empty: Instantiable {}
// expected-error@2:35 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{36-36=\n    public init() {}\n}}
// fixture-file: MockOnly.swift
@Instantiable(mockOnly: true)
public struct Preview {
    let value: Int
    public static func mock() -> Preview { Preview(value: 0) }
}

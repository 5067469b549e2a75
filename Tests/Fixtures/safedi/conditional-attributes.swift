// SafeDI's macros and tool skip a dependency attribute written inside an `#if` of
// the attribute list: the property is no dependency. A property whose whole
// declaration is inside an `#if` block is one.
// fixture-file: Debug.swift
@Instantiable
public struct ExampleService: Instantiable {
    #if DEBUG
    @Instantiated
    #endif
    let instantiatedA: InstantiatedA
}
// expected-error@2:44 {{@Instantiable-decorated type with no @Instantiated, @Received, or @Forwarded-decorated properties must have a `public` or `open` initializer that either takes no parameters or has a default value for each parameter.}} {{+1:1-+1:1=    public init() {\n        // The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.\n        instantiatedA = <#T##assign_instantiatedA#>\n    \}\n\n}} {{title=Add required initializer}}
// fixture-file: Block.swift
@Instantiable
public struct BlockService: Instantiable {
    #if DEBUG
    @Instantiated let instantiatedB: InstantiatedB
    #endif
}
// expected-error@2:42 {{@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property.}} {{+1:1-+1:1=    public init(instantiatedB: InstantiatedB) {\n        self.instantiatedB = instantiatedB\n    \}\n\n}} {{title=Add required initializer}}

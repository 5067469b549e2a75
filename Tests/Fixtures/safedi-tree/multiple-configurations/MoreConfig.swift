import SafeDI

// a second configuration, as a file of its own
#SafeDIConfiguration( // expected-error:1 {{Found 2 #SafeDIConfiguration declarations in this module. Each module must have at most one #SafeDIConfiguration. Found in:\n\tConfig.swift\n\tMoreConfig.swift}}
    mockConditionalCompilation: nil
)

@Instantiable(isRoot: true)
public final class Root: Instantiable {
    public init() {}
}

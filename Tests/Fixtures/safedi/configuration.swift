// #SafeDIConfiguration's own checks: each argument in order, the first it rejects is the error.
// fixture-file: Conditional.swift
let flag = "DEBUG"
#SafeDIConfiguration(mockConditionalCompilation: flag) // expected-error:1-55 {{The `mockConditionalCompilation` argument must be a string literal or `nil`}}
// fixture-file: FirstWins.swift
#SafeDIConfiguration(unknown: 1, additionalImportedModules: modules) // expected-error:1-69 {{#SafeDIConfiguration does not accept an argument labeled `unknown`}}
// fixture-file: Interpolated.swift
let name = "Mocks"
#SafeDIConfiguration(additionalDirectoriesToInclude: ["Sources/\(name)"]) // expected-error:1-74 {{The `additionalDirectoriesToInclude` argument must be an array of string literals}}
// fixture-file: NoArguments.swift
#SafeDIConfiguration
// fixture-file: NotLiteral.swift
let modules = ["Networking"]
#SafeDIConfiguration(additionalImportedModules: modules) // expected-error:1-57 {{The `additionalImportedModules` argument must be an array of string literals}}
// fixture-file: UnknownLabel.swift
#SafeDIConfiguration(additionalMocksToGenerate: ["Clock"], generateMocks: true) // expected-error:1-80 {{#SafeDIConfiguration does not accept an argument labeled `generateMocks`}}
// fixture-file: Unlabeled.swift
#SafeDIConfiguration(["Networking"]) // expected-error:1-37 {{#SafeDIConfiguration does not accept unlabeled arguments}}
// fixture-file: Valid.swift
#SafeDIConfiguration(
    additionalImportedModules: ["Networking", "Storage"],
    additionalDirectoriesToInclude: [],
    additionalMocksToGenerate: ["Clock"],
    mockConditionalCompilation: nil
)
// fixture-file: ValidString.swift
#SafeDIConfiguration(mockConditionalCompilation: "DEBUG")

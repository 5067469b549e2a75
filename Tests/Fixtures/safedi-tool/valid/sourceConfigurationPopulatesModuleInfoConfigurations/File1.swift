@SafeDIConfiguration
enum MyConfiguration {
    static let additionalImportedModules: [StaticString] = ["ModA"]
    static let additionalDirectoriesToInclude: [StaticString] = []
}
# SafeDIToolMockGenerationErrorTests.swift: runs that succeed
@SafeDIConfiguration
enum MyConfiguration {
    static let additionalImportedModules: [StaticString] = ["TestModule"]
    static let additionalDirectoriesToInclude: [StaticString] = []
}
#SafeDIConfiguration(
    additionalImportedModules: ["Test"]
)
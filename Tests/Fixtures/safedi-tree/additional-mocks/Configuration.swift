import SafeDI

// Player's mock is generated (and its tree checked) because the configuration
// asks for it, as if Player had `generateMock: true`; Team's is not.
#SafeDIConfiguration(additionalMocksToGenerate: ["Player"])

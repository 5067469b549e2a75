#SafeDIConfiguration(
    additionalDirectoriesToInclude: ["SomeDirectory"]
)
#SafeDIConfiguration(
    mockConditionalCompilation: nil
)
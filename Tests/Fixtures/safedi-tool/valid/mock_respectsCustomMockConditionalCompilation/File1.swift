#SafeDIConfiguration(
    mockConditionalCompilation: "TESTING"
)
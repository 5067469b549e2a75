/// SafeDI's macro rules (the macros' own diagnostics), in their check order.
enum SafeDIMacroRules {
    static let all: [any SafeDIFileRule] = []
}

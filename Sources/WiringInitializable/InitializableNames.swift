import WiringAnalysis
import WiringSyntax

/// The names Initializable's macros and protocols use, and the two ways of
/// matching them: what the compiler expands (the name as written or
/// module-qualified) and what the macros' own checks compare (the exact
/// text of the attribute name or inheritance entry).
enum InitNames {
    static let module = "Initializable"
    static let autoAwait = "AutoAwaitInit"
    static let autoAwaitThrowing = "AutoAwaitThrowingInit"
    static let waitFor = "WaitForInit"
    static let waitForThrowing = "WaitForThrowingInit"
    static let skip = "SkipInit"
    static let plainProtocol = "Initializable"
    static let throwingProtocol = "ThrowingInitializable"
    static let macroNames: Set<String> = [autoAwait, autoAwaitThrowing, waitFor, waitForThrowing, skip]
    /// The protocols' own methods: never gated, never counted.
    static let protocolMethods: Set<String> = ["markInitialized", "awaitInitialized", "markFailed"]
    static let openerCalls: Set<String> = ["markInitialized", "markFailed"]
    /// One of `openerCalls`, told by comparing (asked of every call of
    /// every file: two comparisons cost less than hashing the name).
    @inline(__always)
    static func isOpener(_ name: String) -> Bool { name == "markInitialized" || name == "markFailed" }

    /// The macro an attribute expands as, if it is one of Initializable's.
    static func macro(of attr: AttributeFact) -> String? { macro(named: attr.name) }
    static func macro(named name: String) -> String? { AttributeFact.macroName(name, module: module, names: macroNames) }

    /// A call's receiver path as the gate rules read it: the `gate`
    /// property stands for its owner (`self.gate.markInitialized()` →
    /// `["self"]`).
    static func receiverPath(_ written: [String]) -> [String] {
        written.last == "gate" ? Array(written.dropLast()) : written
    }

    /// `markInitialized()`, `self.markInitialized()`, `gate.markInitialized()`:
    /// the call is on the caller's own instance.
    static func isOwnReceiver(_ written: [String]) -> Bool {
        let p = receiverPath(written)
        return p.isEmpty || p == ["self"]
    }

    /// The protocol a macro requires.
    static func requiredProtocol(throwing: Bool) -> String { throwing ? throwingProtocol : plainProtocol }
    static func autoName(throwing: Bool) -> String { throwing ? autoAwaitThrowing : autoAwait }
    static func waitName(throwing: Bool) -> String { throwing ? waitForThrowing : waitFor }
    /// The statement the wait macros inject.
    static func waitStatement(throwing: Bool) -> String {
        throwing ? "try await awaitInitialized()" : "await awaitInitialized()"
    }
}


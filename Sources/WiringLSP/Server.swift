// The language server: JSON-RPC framing, LSP types, the server loop and its handlers.

public enum LanguageServer {
    /// Serves LSP on stdin/stdout until `exit` or EOF; returns the process
    /// exit code (0 after shutdown+exit or EOF, 1 for exit without shutdown).
    public static func run() -> Int32 {
        0
    }
}

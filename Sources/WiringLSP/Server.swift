// The language server: JSON-RPC framing, LSP types, the server loop and its handlers.

import WiringAnalysis

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum LanguageServer {
    /// Reported as `serverInfo.version`.
    public static let version = "0.1.0"

    /// Serves LSP on stdin/stdout until `exit` or EOF, checking `libraries`;
    /// returns the process exit code (0 after shutdown+exit or EOF, 1 for
    /// exit without shutdown).
    public static func run(libraries: [any Library]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let options = Server.Options.fromEnvironment
        let writer = MessageWriter(fd: 1)
        let latch = ExitLatch()
        let server = Server(writer: writer, latch: latch, libraries: libraries)
        let (stream, continuation) = AsyncStream<IncomingMessage>.makeStream()
        Task {
            for await message in stream { await server.receive(message) }
        }
        InputReader(fd: 0, decoder: MessageDecoder(registry: Server.registry(options)), sink: continuation).start()
        let code = latch.wait()
        writer.flush()
        return code
    }
}

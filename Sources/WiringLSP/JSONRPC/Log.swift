#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WiringAnalysis

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's log. Editors show whatever a server writes to stderr as an
/// error (Neovim logs it as `[ERROR]`), so stderr gets errors only; every
/// other line goes to the client as `window/logMessage` with its level,
/// once the server has answered `initialize` (lines before that wait, and
/// are sent then). Errors never go to the client: the failure may be in
/// writing to it. `$WIRING_LOG_FILE` gets every line, of every level.
/// Never stdout, otherwise: that carries the protocol only.
enum Log {
    /// LSP's `MessageType`; a level shows the lines at it and above.
    enum Level: Int, Sendable, Comparable, CaseIterable {
        case error = 1, warning, info, log

        /// As `initializationOptions.logLevel` spells it.
        var name: String {
            switch self {
            case .error: return "error"
            case .warning: return "warning"
            case .info: return "info"
            case .log: return "log"
            }
        }

        static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    static func error(_ message: String) { emit(.error, message) }
    static func warning(_ message: String) { emit(.warning, message) }
    static func info(_ message: String) { emit(.info, message) }
    /// Detail for whoever debugs a session (level `log`).
    static func detail(_ message: String) { emit(.log, message) }

    /// From now on, lines at `level` and above go to the client, starting
    /// with those that waited.
    static func connect(_ writer: MessageWriter, level: Level) {
        sink.withLock { state in
            for (l, message) in state.waiting where l <= level { send(writer, l, message) }
            state.waiting = []
            state.destination = .client(writer, level)
        }
    }

    /// The client is gone (or going): lines other than errors go only to
    /// `$WIRING_LOG_FILE` from now on.
    static func disconnect() {
        sink.withLock { $0.destination = .none; $0.waiting = [] }
    }

    private static let fileDescriptor: Int32 = {
        guard let path = ProcessInfo.processInfo.environment["WIRING_LOG_FILE"], !path.isEmpty else { return -1 }
        return open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    }()

    private static let sink = Sink()

    /// Lines kept before the client is connected; a session that starts
    /// with a flood of bad input keeps the first ones.
    private static let waitingLimit = 200

    private static func emit(_ level: Level, _ message: String) {
        let prefix = level == .error ? "wiring: error: " : level == .warning ? "wiring: warning: " : "wiring: "
        let bytes = Array((prefix + message + "\n").utf8)
        bytes.withUnsafeBytes { p in
            if level == .error { _ = write(2, p.baseAddress, p.count) }
            if fileDescriptor >= 0 { _ = write(fileDescriptor, p.baseAddress, p.count) }
        }
        guard level != .error else { return }
        sink.withLock { state in
            switch state.destination {
            case .waiting:
                if state.waiting.count < waitingLimit { state.waiting.append((level, message)) }
            case .client(let writer, let shown):
                if level <= shown { send(writer, level, message) }
            case .none:
                break
            }
        }
    }

    /// Called with the sink locked, so that lines reach the writer's queue
    /// in the order they were logged.
    private static func send(_ writer: MessageWriter, _ level: Level, _ message: String) {
        writer.send(OutgoingMessage.notification("window/logMessage", LogMessageParams(type: level.rawValue, message: message)))
    }

    private enum Destination {
        case waiting
        case client(MessageWriter, Level)
        case none
    }

    private struct State {
        var destination = Destination.waiting
        var waiting: [(Level, String)] = []
    }

    /// The state every thread logs through, behind a lock.
    private final class Sink: @unchecked Sendable {
        private let lock = Lock()
        private var state = State()

        func withLock<T>(_ body: (inout State) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&state)
        }
    }
}

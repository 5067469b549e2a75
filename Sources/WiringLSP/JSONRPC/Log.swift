import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Log lines go to stderr, and also to `$WIRING_LOG_FILE` when it is set.
/// Never to stdout: that carries the protocol only.
enum Log {
    private static let fileDescriptor: Int32 = {
        guard let path = ProcessInfo.processInfo.environment["WIRING_LOG_FILE"], !path.isEmpty else { return -1 }
        return open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    }()

    static func info(_ message: String) { emit("wiring: " + message) }
    static func error(_ message: String) { emit("wiring: error: " + message) }

    private static func emit(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { p in
            _ = write(2, p.baseAddress, p.count)
            if fileDescriptor >= 0 { _ = write(fileDescriptor, p.baseAddress, p.count) }
        }
    }
}

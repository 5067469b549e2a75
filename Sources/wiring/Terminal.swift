#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import WiringEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `wiring check`'s text output on a terminal: locations bold, severity
/// words coloured (error red, warning yellow, note, information and hint
/// cyan), as compilers do.
struct Colors {
    enum Role { case error, warning, note, location }

    /// `--color WHEN`.
    enum Mode: String { case auto, always, never }

    var enabled: Bool

    static let none = Colors(enabled: false)

    /// `always` and `never` decide; `auto` colours when standard output is
    /// a terminal, `NO_COLOR` is not set (to anything but the empty
    /// string, as no-color.org has it) and `TERM` is not `dumb`.
    static func forStandardOutput(_ mode: Mode,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> Colors {
        switch mode {
        case .always: return Colors(enabled: true)
        case .never: return Colors(enabled: false)
        case .auto:
            if let no = environment["NO_COLOR"], !no.isEmpty { return Colors(enabled: false) }
            return Colors(enabled: isatty(1) != 0 && environment["TERM"] != "dumb")
        }
    }

    func paint(_ text: String, _ role: Role) -> String {
        guard enabled else { return text }
        let code: String
        switch role {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .note: code = "1;36"
        case .location: code = "1"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

/// "indexing 4,000/10,000 files…" on standard error, rewritten in place
/// (`\r`) while a workspace is indexed, when standard error is a terminal;
/// shown only once indexing has taken a moment, at most ten times a
/// second, and erased by `clear`. Plain spaces erase it: no escape codes.
final class ProgressLine {
    private let enabled: Bool
    private let started = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var width = 0

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        enabled = isatty(2) != 0 && environment["TERM"] != "dumb"
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - started > 300_000_000, now - lastDrawn > 100_000_000 else { return }
        lastDrawn = now
        let line = "indexing \(ProgressLine.grouped(done))/\(ProgressLine.grouped(total)) files…"
        let count = line.count
        draw("\r" + line + String(repeating: " ", count: max(0, width - count)))
        width = count
    }

    func clear() {
        guard width > 0 else { return }
        draw("\r" + String(repeating: " ", count: width) + "\r")
        width = 0
    }

    private func draw(_ s: String) {
        writeAll(2, Array(s.utf8))
    }

    /// 10000 → "10,000" (whatever the locale: output is the same everywhere).
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}

/// Why a file could not be written, in the words the other messages use
/// (`permission denied`), not Foundation's sentence.
func writeFailure(_ error: Error) -> String {
    if let posix = error as? POSIXError { return Discovery.errorText(posix.code.rawValue) }
    guard let cocoa = error as? CocoaError else { return "\(error)" }
    if let posix = cocoa.underlying as? POSIXError { return Discovery.errorText(posix.code.rawValue) }
    switch cocoa.code {
    case .fileWriteNoPermission: return Discovery.errorText(EACCES)
    case .fileWriteOutOfSpace: return Discovery.errorText(ENOSPC)
    case .fileWriteVolumeReadOnly: return Discovery.errorText(EROFS)
    case .fileNoSuchFile, .fileWriteInvalidFileName: return Discovery.errorText(ENOENT)
    default: return "\(error)"
    }
}

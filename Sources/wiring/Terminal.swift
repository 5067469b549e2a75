import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The severity words of `wiring check`'s text output, coloured on a
/// terminal: error red, warning yellow, note (and information, hint) cyan.
struct Colors {
    enum Role { case error, warning, note }

    var enabled: Bool

    static let none = Colors(enabled: false)

    /// `WIRING_COLOR=always` or `never` decides; otherwise (`auto`) colour
    /// when standard output is a terminal, `NO_COLOR` is not set (to
    /// anything but the empty string) and `TERM` is not `dumb`.
    static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Colors {
        switch environment["WIRING_COLOR"] {
        case "always": return Colors(enabled: true)
        case "never": return Colors(enabled: false)
        default:
            if let no = environment["NO_COLOR"], !no.isEmpty { return Colors(enabled: false) }
            return Colors(enabled: isatty(1) != 0 && environment["TERM"] != "dumb")
        }
    }

    func paint(_ word: String, _ role: Role) -> String {
        guard enabled else { return word }
        let code: String
        switch role {
        case .error: code = "31"
        case .warning: code = "33"
        case .note: code = "36"
        }
        return "\u{1B}[\(code)m\(word)\u{1B}[0m"
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
        FileHandle.standardError.write(Data(s.utf8))
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

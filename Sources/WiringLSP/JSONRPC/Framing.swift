#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// Splits a byte stream into `Content-Length` framed bodies. Headers are
/// parsed by hand: `Content-Length` is required, `Content-Type` and unknown
/// headers are tolerated, lines without a colon are skipped. A header block
/// without a usable length is dropped with a log line and parsing resumes at
/// the next header block.
struct FrameParser {
    enum Event: Equatable {
        case body(Data)
        /// Something was skipped; the reason is for the log.
        case skipped(String)
    }

    /// Largest header block accepted before the buffer is treated as junk.
    static let maxHeaderSize = 64 << 10
    /// Larger bodies are read and discarded.
    static let maxBodySize = 1 << 30

    private var buffer: [UInt8] = []
    private var start = 0
    private var contentLength: Int? = nil
    private var discarding = 0

    init() {}

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        var bytes = bytes[...]
        if discarding > 0 {
            let n = min(discarding, bytes.count)
            discarding -= n
            bytes = bytes.dropFirst(n)
        }
        if start > 0 && (start == buffer.count || start >= 1 << 20) {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received but not yet part of an event (for the EOF log line).
    var pendingByteCount: Int { buffer.count - start }

    mutating func next() -> Event? {
        while true {
            if let length = contentLength {
                guard buffer.count - start >= length else { return nil }
                let body = Data(buffer[start ..< start + length])
                start += length
                contentLength = nil
                return .body(body)
            }
            guard let end = headerEnd() else {
                if buffer.count - start > FrameParser.maxHeaderSize {
                    let n = buffer.count - start - 3
                    start += n
                    return .skipped("\(n) bytes without a header block")
                }
                return nil
            }
            let header = buffer[start ..< end]
            start = end + 4
            switch FrameParser.parseHeader(header) {
            case .success(let length):
                if length > FrameParser.maxBodySize {
                    let available = min(length, buffer.count - start)
                    start += available
                    discarding = length - available
                    return .skipped("a body of \(length) bytes is too large")
                }
                contentLength = length
                if buffer.capacity < start + length { buffer.reserveCapacity(start + length) }
            case .failure(let reason):
                return .skipped(reason.message)
            }
        }
    }

    private func headerEnd() -> Int? {
        var i = start
        let n = buffer.count
        while i + 3 < n {
            if buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    struct HeaderError: Error { var message: String }

    static func parseHeader(_ bytes: ArraySlice<UInt8>) -> Result<Int, HeaderError> {
        var length: Int? = nil
        var problems: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for rawLine in text.components(separatedBy: "\r\n") {
            let line = rawLine.trimmingWhitespace
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: ":") else {
                problems.append("header line without a colon: \(line.prefix(60))")
                continue
            }
            let name = line[..<colon].trimmingWhitespace.lowercased()
            let value = line[line.index(after: colon)...].trimmingWhitespace
            switch name {
            case "content-length":
                guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(value) else {
                    return .failure(HeaderError(message: "invalid Content-Length '\(value.prefix(40))'"))
                }
                length = n
            default:
                break  // Content-Type and anything else: tolerated
            }
        }
        guard let length else {
            let extra = problems.isEmpty ? "" : " (" + problems.joined(separator: "; ") + ")"
            return .failure(HeaderError(message: "header block without Content-Length" + extra))
        }
        for p in problems { Log.detail("ignored \(p)") }
        return .success(length)
    }
}

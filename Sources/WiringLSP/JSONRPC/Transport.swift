import Dispatch
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

/// Writes framed messages to a file descriptor. Every message is written
/// whole, in the order `send` was called, from one serial queue, so callers
/// on any thread never interleave.
final class MessageWriter: Sendable {
    private let fd: Int32
    private let queue = DispatchQueue(label: "wiring.lsp.writer")

    init(fd: Int32) { self.fd = fd }

    func send(_ body: Data) { send(all: [body]) }

    /// Several messages framed into one buffer and written at once (a
    /// publish of hundreds of files is one write, not hundreds).
    func send(all bodies: [Data]) {
        guard !bodies.isEmpty else { return }
        var frames = Data()
        frames.reserveCapacity(bodies.reduce(0) { $0 + $1.count + 32 })
        for body in bodies {
            frames.append(contentsOf: "Content-Length: \(body.count)\r\n\r\n".utf8)
            frames.append(body)
        }
        let frame = frames
        queue.async { [fd] in
            frame.withUnsafeBytes { p in
                guard let base = p.baseAddress else { return }
                var off = 0
                while off < p.count {
                    let n = write(fd, base + off, p.count - off)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 {
                        Log.error("cannot write to the client (errno \(errno)); message dropped")
                        return
                    }
                    off += n
                }
            }
        }
    }

    /// Returns once everything sent so far is written.
    func flush() { queue.sync {} }
}

/// Reads stdin on its own thread, frames and decodes each message, and hands
/// it on in order. It never waits for the server.
struct InputReader: Sendable {
    let fd: Int32
    let decoder: MessageDecoder
    let sink: AsyncStream<IncomingMessage>.Continuation

    func start() {
        DedicatedThread.start(name: "wiring.lsp.reader", stackSize: 1 << 20) { [self] in self.loop() }
    }

    private func loop() {
        var parser = FrameParser()
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let n = read(fd, buffer.baseAddress, chunk)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                if n < 0 { Log.error("cannot read stdin (errno \(errno))") }
                if parser.pendingByteCount > 0 {
                    Log.warning("end of input inside a message: \(parser.pendingByteCount) bytes dropped")
                }
                sink.yield(.endOfInput)
                sink.finish()
                return
            }
            parser.append(UnsafeRawBufferPointer(rebasing: buffer[0 ..< n]))
            while let event = parser.next() {
                switch event {
                case .body(let body):
                    sink.yield(decoder.decode(body))
                case .skipped(let reason):
                    Log.warning("skipped malformed input: \(reason)")
                }
            }
        }
    }
}

/// Hands the exit code from the server to the thread blocked in
/// `LanguageServer.run()`. The first code wins.
final class ExitLatch: @unchecked Sendable {
    // `code` and `done` are only touched on `queue`; the semaphore orders the
    // write before the waiter's read.
    private let queue = DispatchQueue(label: "wiring.lsp.exit")
    private let semaphore = DispatchSemaphore(value: 0)
    private var code: Int32 = 0
    private var done = false

    func signal(_ exitCode: Int32) {
        queue.sync {
            guard !done else { return }
            done = true
            code = exitCode
            semaphore.signal()
        }
    }

    func wait() -> Int32 {
        semaphore.wait()
        return queue.sync { code }
    }
}

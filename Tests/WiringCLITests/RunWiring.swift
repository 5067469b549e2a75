import Foundation
import WiringTestSupport

/// What the `wiring` executable printed, and its exit status.
struct WiringRun {
    var status: Int32
    var out: String
    var err: String
}

/// Runs the built `wiring` (`CheckCommandTests.executable()`) in `directory`
/// with an empty standard input; `environment` nil inherits the tests'.
/// Both pipes are read at once, so a long stderr cannot stall the run.
func runWiring(_ args: [String], in directory: URL, environment: [String: String]? = nil) throws -> WiringRun {
    let p = Process()
    p.executableURL = try CheckCommandTests.executable()
    p.arguments = args
    p.currentDirectoryURL = directory
    if let environment { p.environment = environment }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    let stderr = PipeReader(err.fileHandleForReading)
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = stderr.wait()
    p.waitUntilExit()
    return WiringRun(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
}

/// Reads a pipe to its end on another thread.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchGroup()

    init(_ handle: FileHandle) {
        done.enter()
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.leave()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

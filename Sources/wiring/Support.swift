import WiringAnalysis
import WiringLibraries
import WiringLSP
#if canImport(Glibc)
import Glibc
#endif

/// One version for the CLI and the server's `serverInfo`.
let wiringVersion = LanguageServer.version

/// The libraries Wiring checks (the registry), and their rules.
let libraries = Registry.libraries
let catalog = RuleCatalog(libraries)

/// A line on stderr; stdout carries only results (and, for `wiring lsp`, protocol).
func warn(_ s: String) {
    writeAll(2, Array((s + "\n").utf8))
}

/// "COMMAND: unknown option 'X'" with the closest option `usage` names, else
/// followed by the usage.
func unknownOption(_ option: String, command: String, usage: String) -> String {
    var options: [String] = []
    for word in usage.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") })
    where word.hasPrefix("-") && !options.contains(String(word)) {
        options.append(String(word))
    }
    let unknown = "wiring \(command): unknown option '\(option)'"
    let hint = Spelling.suggestion(for: option, among: options, listing: "")
    return hint.isEmpty ? unknown + "\n" + usage : unknown + "; " + hint
}

/// Indexing a workspace grows the heap by thousands of small steps: glibc
/// asks the kernel for each (an `mprotect` per step in a thread's arena,
/// 11,000 of them in a first check of 10,000 files) and gives the top back
/// as soon as it is free, only to ask again. Growing by 64 MB and keeping
/// up to 256 MB free costs no resident memory (untouched pages are not
/// resident): a first check of 10,000 files run alone was 2.6 % faster.
func growHeapInLargeSteps() {
    #if canImport(Glibc)
    // <malloc.h> is not in the Glibc module: looked up by name
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    let trimThreshold: Int32 = -1, topPad: Int32 = -2  // M_TRIM_THRESHOLD, M_TOP_PAD
    _ = mallopt(topPad, 64 << 20)
    _ = mallopt(trimThreshold, 256 << 20)
    #endif
}

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
/// resident) and made a first check 3 % faster.
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

/// A first check touches every page of its heap once: 40,000 page faults
/// for 10,000 files, near a tenth of its time. On huge pages it takes one
/// fault per 2 MB: 7 % faster, measured. glibc puts its heaps on huge pages
/// only when told so as the process starts (the `glibc.malloc.hugetlb`
/// tunable), and the kernel gives them to whoever asks in the usual
/// "madvise" mode; so `wiring check` starts itself once more with the
/// tunable set. Not the server: huge pages would hold more memory resident
/// over a long session. `WIRING_HEAP=default` keeps the plain heap.
func restartWithHugePageHeap() {
    #if os(Linux)
    guard getenv("WIRING_HEAP") == nil else { return }
    // only where asking for them is what gives them ("always": glibc need not ask; "never": no use)
    guard let mode = smallFile("/sys/kernel/mm/transparent_hugepage/enabled"), mode.contains("[madvise]") else { return }
    let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) } ?? ""
    guard !tunables.contains("glibc.malloc.hugetlb") else { return }
    setenv("GLIBC_TUNABLES", tunables.isEmpty ? "glibc.malloc.hugetlb=1" : tunables + ":glibc.malloc.hugetlb=1", 1)
    setenv("WIRING_HEAP", "huge", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // not started again: on as it is
    if tunables.isEmpty { unsetenv("GLIBC_TUNABLES") } else { setenv("GLIBC_TUNABLES", tunables, 1) }
    unsetenv("WIRING_HEAP")
    #endif
}

/// The first bytes of a small system file, as text; nil when unreadable.
private func smallFile(_ path: String) -> String? {
    #if canImport(Glibc)
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = read(fd, &buffer, buffer.count)
    return n > 0 ? String(decoding: buffer[..<n], as: UTF8.self) : nil
    #else
    return nil
    #endif
}

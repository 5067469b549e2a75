import Dispatch
import WiringAnalysis
import WiringIndex
import WiringSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file to bring up to date while indexing, and how: decode its cached
/// facts when the file is as recorded, else read and hash it, and parse it
/// only when its content changed. Runs on every core.
struct FileWork: Sendable {
    var file: DiscoveredFile
    /// The hash memory has for it (a rescan).
    var known: UInt64?

    enum Outcome: Sendable {
        /// Same content as memory has: nothing to analyse again.
        case unchanged(DiscoveredFile, UInt64)
        /// Parsed: the facts, and the row to write when there is a cache.
        case facts(DiscoveredFile, UInt64, FileFacts, FileAnchors, DerivedNames, blob: [UInt8]?)
        /// Not read (it changed since discovery looked at it): why.
        case failed(SkippedFile.Reason)
    }

    static let chunk = 1024

    /// Runs the work on every core, a chunk at a time; `chunkDone` gets each
    /// chunk's outcomes, in order, on the calling thread, to take (not copy:
    /// an outcome holds a file's facts).
    static func run(_ work: [FileWork], extractor: FactExtractor, maxFileSize: Int64, encode: Bool,
                    chunkDone: (ArraySlice<FileWork>, inout [Outcome?]) -> Void) {
        var start = 0
        while start < work.count {
            let end = min(work.count, start + chunk)
            let piece = work[start..<end]
            let base = piece.startIndex
            // small strides: the last ones of a chunk leave little idle
            var outcomes = Parallel.map(piece.count, minimum: 2, stride: 8) { k -> Outcome? in
                piece[base + k].perform(extractor: extractor, maxFileSize: maxFileSize, encode: encode)
            }
            chunkDone(piece, &outcomes)
            start = end
        }
    }

    /// Cached facts decoded on every core; nil for a blob that does not decode.
    static func decode(_ rows: [IndexedFile], version: Int) -> [(FileFacts, FileAnchors, DerivedNames)?] {
        Parallel.map(rows.count, minimum: 2, stride: 32) { k -> (FileFacts, FileAnchors, DerivedNames)? in
            guard let (facts, anchors) = try? FactsCoding.decode(rows[k].facts, version: version) else { return nil }
            return (facts, anchors, DerivedNames(of: facts))
        }
    }

    func perform(extractor: FactExtractor, maxFileSize: Int64, encode: Bool) -> Outcome {
        let bytes: [UInt8]
        switch FileWork.read(file.path, maxSize: maxFileSize, expectedSize: file.size) {
        case .success(let b): bytes = b
        case .failure(let e): return .failed(e.reason)
        }
        // hashed and checked in one pass over the bytes (the check goes on past a plain prefix)
        let (hash, plain) = StableHasher.hashText(bytes)
        if let problem = TextCheck.problem(in: bytes, from: plain) { return .failed(.notText(problem)) }
        let recorded = FileWork.settled(file)
        if let known, known == hash { return .unchanged(recorded, hash) }
        let (facts, anchors) = extractor.extract(source: SourceText(bytesWithoutLineTable: bytes), textHash: hash)
        let blob = encode ? FactsCoding.encode(facts, anchors, version: extractor.formatVersion) : nil
        let names = DerivedNames(of: facts)
        return .facts(recorded, hash, consume facts, consume anchors, names, blob: blob)
    }

    /// A stat taken just after the file changed may not see a change made
    /// within the same clock tick ("racy" timestamps): such a record gets
    /// ctime 0, which never matches, so the file is hashed again next time.
    static func settled(_ stat: DiscoveredFile) -> DiscoveredFile {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let now = Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
        var s = stat
        if now - max(stat.mtimeNanos, stat.ctimeNanos) < 100_000_000 { s.ctimeNanos = 0 }
        return s
    }

    struct ReadError: Error {
        var reason: SkippedFile.Reason
    }

    /// A file's bytes with one open/fstat/read; fails on anything that is
    /// not a regular file of at most `maxSize` bytes. `expectedSize`: what a
    /// stat just said of this regular file; then one read of a byte more
    /// than that replaces the fstat (a tenth of a first check's system
    /// calls), and any other count is asked of fstat as before.
    static func read(_ path: String, maxSize: Int64, expectedSize: Int64? = nil) -> Result<[UInt8], ReadError> {
        // non-blocking: a FIFO put where a file was must not hang the read
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { return .failure(ReadError(reason: .unreadable(Discovery.errorText(errno)))) }
        defer { close(fd) }
        // not for an empty file: a FIFO without a writer reads as one
        var readAlready = false
        if let expected = expectedSize, expected > 0, expected <= maxSize {
            readAlready = true
            var exact = false
            let bytes = [UInt8](unsafeUninitializedCapacity: Int(expected) + 1) { buffer, initialized in
                var n = systemRead(fd, buffer.baseAddress!, buffer.count)
                while n < 0 && errno == EINTR { n = systemRead(fd, buffer.baseAddress!, buffer.count) }
                // a regular file reads whole up to its end: as many bytes as the stat said is all of it
                exact = n == Int(expected)
                initialized = exact ? n : 0
            }
            if exact { return .success(bytes) }
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(ReadError(reason: .unreadable(Discovery.errorText(errno)))) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { return .failure(ReadError(reason: .notRegular)) }
        let size = Int64(st.st_size)
        guard size <= maxSize else { return .failure(ReadError(reason: .tooLarge(size: size, limit: maxSize))) }
        // changed since the stat: from the start, as any other read
        if readAlready, lseek(fd, 0, SEEK_SET) != 0 { return .failure(ReadError(reason: .unreadable(Discovery.errorText(errno)))) }
        // not zero-filled first: every byte kept is one read
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(size)) { buffer, initialized in
            var got = 0
            while got < buffer.count {
                let n = systemRead(fd, buffer.baseAddress! + got, buffer.count - got)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { break }
                got += n
            }
            initialized = got
        }
        if failure != 0 { return .failure(ReadError(reason: .unreadable(Discovery.errorText(failure)))) }
        return .success(bytes)
    }
}

/// The C library's `read(2)` (the name `read` is taken by `FileWork.read`).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}

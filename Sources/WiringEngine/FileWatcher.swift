#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import WiringAnalysis

/// Reports Swift files changed on disk outside the editor, for clients that
/// cannot register `workspace/didChangeWatchedFiles`.
///
/// Which files count follows `Discovery` exactly (hidden entries, skipped
/// folders, excludes, symlinks, each real folder once). `onChange` receives
/// the sorted absolute paths of `.swift` files created, modified, deleted or
/// moved (both names of a rename), and the root's `.wiring.json` when it
/// changes; the receiver classifies each path (`Discovery.classify`) to learn
/// which happened. A new folder's Swift files are reported when it appears,
/// a removed or moved-away folder's when it goes. When the kernel's event
/// queue overflows, the watcher walks the tree again and reports every Swift
/// file known before or after, plus `.wiring.json`: a full rescan needs no
/// special case from the receiver.
///
/// `onChange` and `log` run on the watcher's thread, one call at a time;
/// hand the work to an actor or queue rather than doing it there.
///
/// The configuration is fixed for the watcher's life: to apply a new one,
/// stop it and start another.
///
/// Thread safety (why `@unchecked Sendable` holds): after `start()` hands
/// over, every watching field (watches, snapshot, pending paths) is read
/// and written only by the watcher's own thread; `start()` fills them
/// before that thread exists. The few fields other threads touch (`state`,
/// the wake pipe, the test hook) are behind `lock`.
public final class FileWatcher: @unchecked Sendable {
    public enum Backend: Sendable, Equatable {
        case inotify
        case polling(intervalMilliseconds: Int)
    }

    /// The real path of the root, as `Discovery` reports it.
    public let root: String
    public let backend: Backend
    let configuration: Configuration
    let maxFileSize: Int64
    let onChange: @Sendable ([String]) -> Void
    let log: @Sendable (String) -> Void
    /// The polling interval when inotify runs out of watches.
    let fallbackPollingMilliseconds: Int

    /// Changes are delivered this long after the last event, so one save
    /// (write, close, rename) is one call...
    static let debounceNanos: UInt64 = 50_000_000
    /// ...but never later than this after the first, however busy the disk.
    static let maxDelayNanos: UInt64 = 250_000_000
    /// File timestamps are only this fine (a clock tick; a second on some
    /// file systems): a file stat'ed within this much of its last change may
    /// change again with the same stat, so the poller checks its contents.
    static let timestampGranularityNanos: Int64 = 1_000_000_000

    // MARK: Shared with other threads (behind `lock`)

    private enum RunState { case idle, starting, running, stopping, stopped }
    private let lock = Lock()
    private var state = RunState.idle
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1
    private var watcherThread: pthread_t?
    private var overflowRequested = false
    private let finished = DispatchSemaphore(value: 0)

    // MARK: The watcher thread's own

    private enum Mode { case inotify(fd: Int32), polling(intervalNanos: UInt64) }
    private var mode = Mode.polling(intervalNanos: 1_000_000_000)
    /// inotify: watch descriptor → folder.
    private var watches: [Int32: WalkedDirectory] = [:]
    private var watchByPath: [String: Int32] = [:]
    /// Folders walked, by identity (what keeps a new folder's walk from re-entering them).
    private var visited: [FileID: String] = [:]
    /// inotify: every Swift path reported by a walk or an event since, for
    /// folders that vanish and for overflows.
    private var knownSwiftPaths: Set<String> = []
    private var watchLimitReached = false
    /// Tests: pretend the kernel refuses watches beyond this many.
    var watchLimitForTesting: Int?

    private var snapshot = PollSnapshot()
    private var nextTick: UInt64 = 0

    private var pending: Set<String> = []
    private var firstPendingAt: UInt64 = 0
    private var lastPendingAt: UInt64 = 0

    public init(root: String, configuration: Configuration, backend: Backend = .inotify,
                maxFileSize: Int64 = Discovery.defaultMaxFileSize,
                fallbackPollingMilliseconds: Int = 1000,
                log: @escaping @Sendable (String) -> Void = { _ in },
                onChange: @escaping @Sendable ([String]) -> Void) {
        self.root = Discovery.realPath(root) ?? Discovery.normalize(root)
        self.configuration = configuration
        self.backend = backend
        self.maxFileSize = maxFileSize
        self.fallbackPollingMilliseconds = fallbackPollingMilliseconds
        self.log = log
        self.onChange = onChange
    }

    var configurationPath: String { root == "/" ? "/" + Discovery.configurationFileName : root + "/" + Discovery.configurationFileName }

    /// Watches the tree (the first walk happens here, so every change after
    /// `start()` returns is seen) and starts the watcher's thread. Returns
    /// false, with a log line, when the backend is unavailable (inotify off
    /// Linux, or `inotify_init1` failing): use `.polling` then. Running out of
    /// inotify watches is not a failure: the watcher logs it once and polls.
    public func start() -> Bool {
        lock.lock()
        guard state == .idle else {
            let running = state == .running
            lock.unlock()
            log("file watcher: already started")
            return running
        }
        state = .starting
        lock.unlock()

        switch backend {
        case .inotify:
            #if canImport(Glibc)
            let fd = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard fd >= 0 else {
                log("file watcher: inotify unavailable (\(Discovery.errorText(errno))): poll instead")
                return abandonStart()
            }
            mode = .inotify(fd: fd)
            let out = Discovery.walk(root: root, configuration: configuration, maxFileSize: maxFileSize,
                                     beforeListing: { [unowned self] in self.watch($0) })
            visited = Dictionary(out.directories.map { ($0.id, $0.path) }, uniquingKeysWith: { a, _ in a })
            knownSwiftPaths = Set(out.swiftEntries.keys)
            if out.directories.isEmpty {
                // a root that is one file, or not there (yet): nothing to
                // watch, but a poller sees it change or appear
                log("file watcher: \(root) is not a readable folder: polling every \(fallbackPollingMilliseconds) ms")
                switchToPolling()
            } else if watchLimitReached {
                switchToPolling()
            }
            #else
            log("file watcher: inotify is only on Linux: poll instead")
            return abandonStart()
            #endif
        case .polling(let ms):
            mode = .polling(intervalNanos: UInt64(max(ms, 1)) * 1_000_000)
            snapshot = takeSnapshot()
        }
        if case .polling(let interval) = mode { nextTick = monotonicNanos() + interval }

        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            log("file watcher: cannot make a pipe (\(Discovery.errorText(errno)))")
            closeInotify()
            return abandonStart()
        }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        lock.lock()
        guard state == .starting else {  // stopped while starting
            lock.unlock()
            close(fds[0]); close(fds[1]); closeInotify()
            return false
        }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        state = .running
        lock.unlock()
        DedicatedThread.start(name: "wiring.watcher") { [self] in self.run() }
        return true
    }

    private func abandonStart() -> Bool {
        lock.lock()
        state = .stopped
        lock.unlock()
        return false
    }

    /// Stops watching and waits for the thread to end, so `onChange` is not
    /// called once this returns (unless called from `onChange` itself, which
    /// cannot wait for itself). Changes not yet delivered are dropped. A
    /// started watcher's thread keeps it alive until this is called.
    public func stop() {
        lock.lock()
        switch state {
        case .idle, .starting:
            state = .stopped
            lock.unlock()
            return
        case .stopping, .stopped:
            lock.unlock()
            return
        case .running:
            state = .stopping
            wake()
            let onWatcherThread = watcherThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            lock.unlock()
            if !onWatcherThread { finished.wait() }
        }
    }

    /// Tests: behave as if the kernel's event queue overflowed.
    func simulateQueueOverflowForTesting() {
        lock.lock()
        overflowRequested = true
        wake()
        lock.unlock()
    }

    /// With `lock` held.
    private func wake() {
        var byte: UInt8 = 1
        if wakeWrite >= 0 { _ = write(wakeWrite, &byte, 1) }
    }

    // MARK: - The thread

    private func run() {
        lock.lock()
        watcherThread = pthread_self()
        let wakeFD = wakeRead
        lock.unlock()

        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let now = monotonicNanos()
            var wait: UInt64 = 1_000_000_000
            if case .polling = mode {
                wait = min(wait, nextTick > now ? nextTick - now : 0)
            } else if !pending.isEmpty {
                wait = min(wait, deadline > now ? deadline - now : 0)
            }
            var fds = [pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
            if case .inotify(let fd) = mode { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            let ms = Int32((wait + 999_999) / 1_000_000)
            let ready = poll(&fds, nfds_t(fds.count), ms)

            if ready > 0 && fds[0].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(wakeFD, &drain, drain.count) > 0 {}
            }
            lock.lock()
            let stopping = state != .running
            let overflow = overflowRequested
            overflowRequested = false
            lock.unlock()
            if stopping { break }

            if overflow { rescanAfterOverflow() }
            if ready > 0 && fds.count > 1 && fds[1].revents != 0 { readEvents(&buffer) }
            if case .polling(let interval) = mode {
                if monotonicNanos() >= nextTick {
                    let changed = tick()
                    let now = monotonicNanos()
                    if !changed.isEmpty {
                        // Look again shortly and deliver once a look finds
                        // nothing new: a file caught half-written is then
                        // one report, not two.
                        addPending(changed)
                        if now >= firstPendingAt + FileWatcher.maxDelayNanos {
                            deliver()
                            nextTick = now + interval
                        } else {
                            nextTick = now + min(interval, FileWatcher.debounceNanos)
                        }
                    } else {
                        if !pending.isEmpty { deliver() }
                        nextTick = now + interval
                    }
                }
            } else if !pending.isEmpty && monotonicNanos() >= deadline {
                deliver()
            }
        }

        closeInotify()
        lock.lock()
        close(wakeRead)
        close(wakeWrite)
        wakeRead = -1
        wakeWrite = -1
        state = .stopped
        lock.unlock()
        finished.signal()
    }

    private var deadline: UInt64 { min(lastPendingAt + FileWatcher.debounceNanos, firstPendingAt + FileWatcher.maxDelayNanos) }

    private func addPending<S: Sequence>(_ paths: S) where S.Element == String {
        let now = monotonicNanos()
        for p in paths {
            if pending.isEmpty { firstPendingAt = now }
            pending.insert(p)
            lastPendingAt = now
        }
    }

    private func deliver() {
        let paths = pending.sorted(by: Discovery.byteOrder)
        pending.removeAll()
        onChange(paths)
    }

    private func closeInotify() {
        if case .inotify(let fd) = mode {
            close(fd)
            mode = .polling(intervalNanos: UInt64(max(fallbackPollingMilliseconds, 1)) * 1_000_000)
        }
        watches.removeAll()
        watchByPath.removeAll()
    }

    // MARK: - inotify

    #if canImport(Glibc)
    private static let watchMask = UInt32(IN_CREATE) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_DELETE)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
        | UInt32(IN_ATTRIB) | UInt32(IN_ONLYDIR)

    /// Adds a folder's watch; called by the walk just before it lists the folder.
    private func watch(_ d: WalkedDirectory) {
        guard case .inotify(let fd) = mode, !watchLimitReached else { return }
        let wd: Int32
        if let limit = watchLimitForTesting, watches.count >= limit {
            wd = -1
            errno = ENOSPC
        } else {
            wd = inotify_add_watch(fd, d.path, FileWatcher.watchMask)
        }
        guard wd >= 0 else {
            let e = errno
            if e == ENOSPC {
                watchLimitReached = true
                log("file watcher: the system's inotify watch limit is reached (fs.inotify.max_user_watches): polling every \(fallbackPollingMilliseconds) ms instead")
            } else {
                log("file watcher: cannot watch \(d.path): \(Discovery.errorText(e))")
            }
            return
        }
        if let old = watches[wd], old.path != d.path { watchByPath[old.path] = nil }
        watches[wd] = d
        watchByPath[d.path] = wd
    }

    private func readEvents(_ buffer: inout [UInt8]) {
        guard case .inotify(let fd) = mode else { return }
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno != EAGAIN { log("file watcher: reading events failed: \(Discovery.errorText(errno))") }
                return
            }
            if n == 0 { return }
            var events: [(wd: Int32, mask: UInt32, name: String)] = []
            buffer.withUnsafeBytes { raw in
                var offset = 0
                // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
                while offset + 16 <= n {
                    let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let len = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    var name = ""
                    if len > 0 {
                        let bytes = raw[(offset + 16)..<(offset + 16 + len)]
                        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
                        name = String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
                    }
                    events.append((wd, mask, name))
                    offset += 16 + len
                }
            }
            for e in events {
                handle(wd: e.wd, mask: e.mask, name: e.name)
                if case .polling = mode { return }  // fell back: the poller takes it from here
            }
        }
    }

    private func has(_ mask: UInt32, _ flag: Int32) -> Bool { mask & UInt32(flag) != 0 }

    private func handle(wd: Int32, mask: UInt32, name: String) {
        if has(mask, IN_Q_OVERFLOW) { rescanAfterOverflow(); return }
        guard let dir = watches[wd] else { return }  // a folder already forgotten
        if has(mask, IN_IGNORED) {  // the folder is gone; its parent's event said so
            watches[wd] = nil
            if watchByPath[dir.path] == wd { watchByPath[dir.path] = nil }
            return
        }
        if name.isEmpty {
            if dir.rel.isEmpty && (has(mask, IN_DELETE_SELF) || has(mask, IN_MOVE_SELF)) {
                log("file watcher: the workspace root \(root) was deleted or moved")
                addPending(knownSwiftPaths)
                knownSwiftPaths.removeAll()
            }
            return
        }
        let path = dir.path == "/" ? "/" + name : dir.path + "/" + name
        let rel = dir.rel.isEmpty ? name : dir.rel + "/" + name
        if dir.rel.isEmpty && name == Discovery.configurationFileName { addPending([path]); return }
        if name.utf8.first == UInt8(ascii: ".") { return }
        let isExcluded = configuration.isExcluded(rel)
        let appeared = has(mask, IN_CREATE) || has(mask, IN_MOVED_TO)
        let vanished = has(mask, IN_DELETE) || has(mask, IN_MOVED_FROM)

        if has(mask, IN_ISDIR) {
            if Discovery.skippedDirectoryNames.contains(name) || isExcluded { return }
            if appeared || (has(mask, IN_ATTRIB) && watchByPath[path] == nil) {
                // new, moved in, or perhaps readable now
                addDirectory(PendingDirectory(path: path, rel: rel, throughSymlink: dir.throughSymlink))
            } else if vanished {
                removeDirectory(path)
            }
            return
        }
        if name == "project.pbxproj" && dir.path.hasSuffix(".xcodeproj") {
            addPending([path])
            return
        }
        if Discovery.isSwiftName(Substring(name)) {
            if isExcluded { return }
            addPending([path])
            if vanished { knownSwiftPaths.remove(path) } else { knownSwiftPaths.insert(path) }
            return
        }
        if Discovery.skippedDirectoryNames.contains(name) || isExcluded { return }
        // a symlinked folder comes and goes without IN_ISDIR
        if appeared {
            var lst = FileStat(), st = FileStat()
            if lstat(path, &lst) == 0, isSymlink(lst), statFollowing(path, &st) == 0, isDirectory(st) {
                addDirectory(PendingDirectory(path: path, rel: rel, throughSymlink: true))
            }
        } else if vanished && watchByPath[path] != nil {
            removeDirectory(path)
        }
    }

    /// Watches a folder that appeared and everything under it, and reports
    /// its Swift files (written, maybe, before the watch existed).
    private func addDirectory(_ start: PendingDirectory) {
        var walker = Walker(root: root, configuration: configuration, maxFileSize: maxFileSize)
        walker.visited = visited
        walker.beforeListing = { [unowned self] in self.watch($0) }
        walker.walk(from: start)
        let out = walker.finish()
        visited = walker.visited
        for line in out.result.log { log("file watcher: \(line)") }
        addPending(out.swiftEntries.keys)
        knownSwiftPaths.formUnion(out.swiftEntries.keys)
        if watchLimitReached { switchToPolling() }
    }

    /// Forgets a folder that went away (deleted, moved, or a symlink
    /// removed) and reports the Swift files it held.
    private func removeDirectory(_ path: String) {
        guard case .inotify(let fd) = mode else { return }
        for (wd, d) in watches where Discovery.isInside(d.path, path) {
            _ = inotify_rm_watch(fd, wd)  // EINVAL when the kernel removed it already: fine
            watches[wd] = nil
            watchByPath[d.path] = nil
            if visited[d.id] == d.path { visited[d.id] = nil }
        }
        let gone = knownSwiftPaths.filter { Discovery.isInside($0, path) }
        knownSwiftPaths.subtract(gone)
        addPending(gone)
    }

    /// Events were lost: walk the tree again (watching what is new) and
    /// report every Swift file known before or after.
    private func rescanAfterOverflow() {
        guard case .inotify(let fd) = mode else {
            // polling loses nothing; still honour the request with a full report
            addPending(snapshot.entries.keys)
            return
        }
        log("file watcher: events were lost (inotify queue overflow): rescanning \(root)")
        let before = knownSwiftPaths
        let oldWatches = watches
        watches.removeAll()
        watchByPath.removeAll()
        visited.removeAll()
        // adding a watch on a folder already watched returns the same descriptor
        let out = Discovery.walk(root: root, configuration: configuration, maxFileSize: maxFileSize,
                                 beforeListing: { [unowned self] in self.watch($0) })
        visited = Dictionary(out.directories.map { ($0.id, $0.path) }, uniquingKeysWith: { a, _ in a })
        for wd in oldWatches.keys where watches[wd] == nil { _ = inotify_rm_watch(fd, wd) }
        knownSwiftPaths = Set(out.swiftEntries.keys)
        addPending(before.union(knownSwiftPaths))
        addPending([configurationPath])
        if watchLimitReached { switchToPolling() }
    }
    #else
    private func readEvents(_ buffer: inout [UInt8]) {}
    private func rescanAfterOverflow() { addPending(snapshot.entries.keys) }
    #endif

    /// inotify ran out of watches: poll the whole tree from now on.
    private func switchToPolling() {
        closeInotify()
        let interval = UInt64(max(fallbackPollingMilliseconds, 1)) * 1_000_000
        mode = .polling(intervalNanos: interval)
        snapshot = takeSnapshot()
        nextTick = monotonicNanos() + interval
        knownSwiftPaths.removeAll()
        visited.removeAll()
    }

    // MARK: - Polling

    struct PollSnapshot {
        /// Every Swift path discovery reports (files and skipped), plus the
        /// root's `.wiring.json` when it exists.
        var entries: [String: WalkOutput.SwiftEntry] = [:]
        var directories: [WalkedDirectory] = []
        /// A folder changed too recently for its timestamps to show another change: walk again.
        var racyDirectories = false
        /// Files changed too recently for their stat to show another change,
        /// with a hash of their contents then.
        var racyHashes: [String: UInt64] = [:]
    }

    private func takeSnapshot() -> PollSnapshot {
        let start = realtimeNanos()
        let out = Discovery.walk(root: root, configuration: configuration, maxFileSize: maxFileSize)
        var s = PollSnapshot(entries: out.swiftEntries, directories: out.directories)
        if let c = Discovery.statAny(configurationPath) { s.entries[configurationPath] = .init(stat: c, skip: nil) }
        markRacy(&s, lookedAt: start)
        return s
    }

    /// Notes which folders and files changed within the timestamps'
    /// granularity of `start` (the time they were looked at), keeping the
    /// hashes `s` already has and taking the missing ones.
    private func markRacy(_ s: inout PollSnapshot, lookedAt start: Int64) {
        let recent = start - FileWatcher.timestampGranularityNanos
        s.racyDirectories = s.directories.contains { $0.mtimeNanos >= recent || $0.ctimeNanos >= recent }
        var hashes: [String: UInt64] = [:]
        for (path, e) in s.entries {
            guard e.skip == nil, let st = e.stat, st.mtimeNanos >= recent || st.ctimeNanos >= recent else { continue }
            hashes[path] = s.racyHashes[path] ?? contentHash(path)
        }
        s.racyHashes = hashes
    }

    /// One polling round: a stat per folder and per file; a walk only when
    /// one of them changed. Returns the paths that changed.
    private func tick() -> Set<String> {
        let start = realtimeNanos()
        var changed: Set<String> = []
        // contents of files whose stat cannot be trusted yet
        var hashes = snapshot.racyHashes
        for (path, old) in snapshot.racyHashes {
            let now = contentHash(path)
            if now != old { changed.insert(path) }
            hashes[path] = now
        }
        snapshot.racyHashes = hashes

        var rewalk = snapshot.racyDirectories
        if !rewalk {
            for d in snapshot.directories {
                var st = FileStat()
                if statFollowing(d.path, &st) != 0 || FileID(st) != d.id
                    || mtimeNanos(st) != d.mtimeNanos || ctimeNanos(st) != d.ctimeNanos { rewalk = true; break }
            }
        }
        if !rewalk {
            for (path, e) in snapshot.entries where Discovery.statAny(path) != e.stat { rewalk = true; break }
            if snapshot.entries[configurationPath] == nil && Discovery.statAny(configurationPath) != nil { rewalk = true }
        }
        if rewalk {
            let out = Discovery.walk(root: root, configuration: configuration, maxFileSize: maxFileSize)
            var entries = out.swiftEntries
            if let c = Discovery.statAny(configurationPath) { entries[configurationPath] = .init(stat: c, skip: nil) }
            for (path, e) in entries where snapshot.entries[path] != e { changed.insert(path) }
            for path in snapshot.entries.keys where entries[path] == nil { changed.insert(path) }
            for path in changed { snapshot.racyHashes[path] = nil }  // reported: hash afresh
            snapshot.entries = entries
            snapshot.directories = out.directories
        }
        var s = snapshot
        markRacy(&s, lookedAt: start)
        snapshot = s
        return changed
    }

    /// FNV-1a over the file's bytes; 0 when it cannot be read.
    private func contentHash(_ path: String) -> UInt64 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            for i in 0..<n { hash = (hash ^ UInt64(buffer[i])) &* 0x100_0000_01b3 }
        }
        return hash
    }
}

private func monotonicNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

private func realtimeNanos() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_REALTIME, &ts)
    return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

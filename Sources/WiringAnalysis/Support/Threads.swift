#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock for state that threads outside Swift
/// concurrency share (the file watcher, the transport's reader).
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() {
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }

    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Starts `body` on a new thread: detached, or joinable (its handle
/// returned, for `pthread_join`); nil when the system has none to give.
/// `name` names it where the system lets us (not on Linux: Glibc's module
/// does not export `pthread_setname_np`).
private func startThread(name: String?, stackSize: Int?, detached: Bool, _ body: @escaping () -> Void) -> pthread_t? {
    final class Job {
        let name: String?
        let body: () -> Void
        init(_ name: String?, _ body: @escaping () -> Void) { self.name = name; self.body = body }
    }
    let job = Unmanaged.passRetained(Job(name, body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
    if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let result = pthread_create(&thread, &attributes, { raw in
        #if canImport(Darwin)
        let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
        if let name = job.name { pthread_setname_np(String(name.utf8.prefix(63))!) }
        #else
        let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
        #endif
        job.body()
        return nil
    }, job)
    guard result == 0 else {
        Unmanaged<Job>.fromOpaque(job).release()
        return nil
    }
    return thread
}

/// A thread of its own for a loop that blocks in system calls (reading
/// stdin, waiting for inotify), so that it never holds a Dispatch worker.
package enum DedicatedThread {
    /// Starts `body` on a new detached thread, named `name` where the system lets us.
    package static func start(name: String, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let started = startThread(name: name, stackSize: stackSize, detached: true, body)
        precondition(started != nil, "pthread_create failed")
    }
}

/// A few long pieces of uneven size run side by side on as many threads
/// as there are cores (the calling thread one of them), each thread taking
/// the next piece in order when it is done. What a piece spreads over the
/// cores (`Parallel.map`) runs in parallel too, on a core that idles once
/// the pieces run out; inside a Dispatch worker it would run serially.
package enum SideBySide {
    /// `body(k)` for `k` in `0..<count`, started in order, results in order.
    /// `body` must only read shared state and write its own result (as for
    /// `Parallel.map`).
    package static func map<T>(_ count: Int, stackSize: Int = 16 << 20, _ body: (Int) -> T) -> [T] {
        let workers = min(count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        guard workers > 1 else { return (0..<count).map(body) }
        var results = [T?](repeating: nil, count: count)
        let lock = Lock()
        var next = 0
        results.withUnsafeMutableBufferPointer { slots in
            withUnsafeMutablePointer(to: &next) { next in
                withoutActuallyEscaping(body) { body in
                    let work = Parallel.Unchecked((body, slots, next))
                    let loop = {
                        while true {
                            let k = lock.withLock { () -> Int in
                                let k = work.value.2.pointee
                                work.value.2.pointee += 1
                                return k
                            }
                            guard k < count else { return }
                            work.value.1[k] = work.value.0(k)
                        }
                    }
                    // a thread the system does not give: the calling thread does its share
                    let threads = (1..<workers).compactMap { _ in startThread(name: nil, stackSize: stackSize, detached: false, loop) }
                    loop()
                    for t in threads { pthread_join(t, nil) }
                }
            }
        }
        return results.map { $0! }
    }
}

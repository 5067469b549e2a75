import Dispatch

/// Work spread over every core, for bulk steps (parsing and decoding files,
/// a first load's analysis, a rescan). `body` must only read state shared
/// between calls and write nothing but its own result: the analysis
/// guarantees that by computing units first and applying their results in
/// order afterwards.
public enum Parallel {
    /// Below this many items the work runs on the calling thread.
    public static let threshold = 256

    /// `body(0..<count)` in order; `stride` items per task (default: 1 below
    /// `threshold` items, else 16). Inlinable, so that callers in other
    /// modules get it specialized for their result type.
    @inlinable
    public static func map<T>(_ count: Int, minimum: Int = threshold, stride: Int? = nil, _ body: (Int) -> T) -> [T] {
        if count < minimum { return (0..<count).map(body) }
        let results = Results<T>(count: count)
        withoutActuallyEscaping(body) { body in
            let work = Unchecked(body)
            let stride = stride ?? (count < threshold ? 1 : 16)
            DispatchQueue.concurrentPerform(iterations: (count + stride - 1) / stride) { p in
                for i in (p * stride)..<min(count, (p + 1) * stride) { results.set(i, work.value(i)) }
            }
        }
        return results.values()
    }

    /// A closure that reads shared state only (see `map`).
    @usableFromInline
    struct Unchecked<F>: @unchecked Sendable {
        @usableFromInline let value: F
        @inlinable init(_ value: F) { self.value = value }
    }

    /// One slot per item, each written by exactly one iteration.
    @usableFromInline
    final class Results<T>: @unchecked Sendable {
        @usableFromInline let storage: UnsafeMutablePointer<T?>
        @usableFromInline let count: Int

        @inlinable init(count: Int) {
            self.count = count
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil, count: count)
        }

        /// Whether `values` moved the results out (then nothing is left to deinitialize).
        @usableFromInline var taken = false

        @inlinable deinit {
            if !taken { storage.deinitialize(count: count) }
            storage.deallocate()
        }

        @inlinable func set(_ i: Int, _ v: T) { storage[i] = v }

        /// The results, moved out: copying them would retain every field of
        /// each (a file's facts) only to release it when the slots go.
        @inlinable func values() -> [T] {
            taken = true
            return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                for i in 0..<count { (buffer.baseAddress! + i).initialize(to: (storage + i).move()!) }
                initialized = count
            }
        }
    }
}

/// Values handed to `Parallel.map`'s iterations: appended in order, then
/// each taken (moved out) by exactly one iteration. A closure can only read
/// what it captures, and reading a file's facts out of an array to store
/// them would copy them (retain every field).
public final class Handoff<T>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<T?>
    private let capacity: Int
    public private(set) var count = 0

    public init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: nil, count: capacity)
    }

    deinit {
        storage.deinitialize(count: capacity)
        storage.deallocate()
    }

    public func append(_ value: consuming T) {
        precondition(count < capacity, "Handoff is full")
        storage[count] = value
        count += 1
    }

    /// The value at `i`, moved out (each index once).
    public func take(_ i: Int) -> T {
        precondition(i < count, "Handoff index out of range")
        return storage[i].take()!
    }
}

/// Frees a large structure (a library's whole tree or graph, replaced by a
/// new one) on a background queue: deallocating hundreds of thousands of
/// objects takes milliseconds an edit should not wait for. Pass the last
/// reference with `consume`, or the caller's copy is freed where it ends.
public enum Discard {
    /// `value` becomes `new`; what it held is freed later.
    public static func replace<T>(_ value: inout T, with new: T) {
        let old = value
        value = new
        later(consume old)
    }

    public static func later<T>(_ value: consuming T) {
        let box = Box(value)
        pending.enter()
        DispatchQueue.global(qos: .utility).async {
            box.empty()
            pending.leave()
        }
    }

    /// Waits until what was handed to `later` so far is freed (before the
    /// memory is given back to the system).
    public static func waitForPending() { pending.wait() }

    private static let pending = DispatchGroup()

    private final class Box<T>: @unchecked Sendable {
        // only `empty` touches it after `later` returns
        private var value: T?
        init(_ value: consuming T) { self.value = value }
        func empty() { value = nil }
    }
}

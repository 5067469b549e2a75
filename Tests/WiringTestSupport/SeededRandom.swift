/// SplitMix64: a small generator with a seed, so that a test does the same
/// on every run and platform, and a failure can be reproduced.
public struct SeededRandom: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 when `n` is 0 or 1).
    public mutating func int(_ n: Int) -> Int {
        let z = next()
        return n <= 1 ? 0 : Int(z % UInt64(n))
    }

    public mutating func pick<T>(_ a: [T]) -> T { a[int(a.count)] }

    public mutating func shuffle<T>(_ a: inout [T]) {
        guard a.count > 1 else { return }
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, int(i + 1)) }
    }
}

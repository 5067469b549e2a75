import WiringSyntax

/// The disk texts the engine keeps for localization: those of files with
/// output (or that output points into), and, within a byte budget, the
/// last ones that lost theirs. A provider or registration removed and put
/// back shows the same hundreds of files again; reading them back from
/// disk would cost more than the rest of the edit.
struct DiskTexts {
    private var held: [String: SourceText] = [:]
    /// Texts of files with nothing to show now, oldest first in `order`
    /// (which may name a path twice, or one no longer spare).
    private var spare: [String: SourceText] = [:]
    private var order: [String] = []
    private var orderStart = 0
    private var spareBytes = 0
    /// Bytes of spare texts kept at most; lowering it drops the oldest.
    var spareBudget: Int {
        didSet { evict() }
    }

    init(spareBudget: Int = 0) { self.spareBudget = spareBudget }

    /// The text of `path`, if kept; a spare one is held again.
    mutating func text(_ path: String) -> SourceText? {
        if let t = held[path] { return t }
        guard let t = spare.removeValue(forKey: path) else { return nil }
        spareBytes -= t.bytes.count
        held[path] = t
        return t
    }

    /// Whether a text of `path` is kept, held or spare (without holding it).
    func contains(_ path: String) -> Bool { held[path] != nil || spare[path] != nil }

    mutating func keep(_ t: SourceText, for path: String) {
        forget(path)
        held[path] = t
    }

    /// The file changed or is gone: its text is not its text any more.
    mutating func forget(_ path: String) {
        held[path] = nil
        if let t = spare.removeValue(forKey: path) { spareBytes -= t.bytes.count }
    }

    /// Nothing points into the file any more: its text becomes spare, and
    /// the oldest spare ones go past the budget.
    mutating func retire(_ path: String) {
        guard let t = held.removeValue(forKey: path) else { return }
        guard t.bytes.count <= spareBudget else { return }
        spare[path] = t
        spareBytes += t.bytes.count
        order.append(path)
        evict()
        // the queue is made again, each spare path once, when the entries
        // evicted are many, or stale ones (of paths retired again or held
        // since) outnumber the rest: its storage stays bounded either way
        if orderStart > 1024 || order.count - orderStart > 2 * spare.count + 64 {
            var seen: Set<String> = []
            var kept: [String] = []
            for p in order[orderStart...].reversed() where spare[p] != nil && seen.insert(p).inserted { kept.append(p) }
            order = kept.reversed()
            orderStart = 0
        }
    }

    /// Entries the eviction queue stores, evicted ones included (tests: it stays bounded).
    var queued: Int { order.count }

    private mutating func evict() {
        while spareBytes > spareBudget, orderStart < order.count {
            let oldest = order[orderStart]
            orderStart += 1
            if let gone = spare.removeValue(forKey: oldest) { spareBytes -= gone.bytes.count }
        }
    }

    mutating func removeAll() {
        held = [:]
        spare = [:]
        order = []
        orderStart = 0
        spareBytes = 0
    }
}

/// Close spellings, for "did you mean" in messages.
public enum Spelling {
    /// Levenshtein distance, or more than `limit` once it is certain to be.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var rowMin = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// The candidate fewest edits away (ignoring case), the first of equals.
    /// With `tails`, a candidate `library/name` is also compared by `name`
    /// when `name` has no `/` itself.
    public static func closest(to name: String, among candidates: [String], tails: Bool = false) -> (String, Int)? {
        let q = Array(name.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().unicodeScalars)
            var d = editDistance(q, c, limit: q.count + c.count)
            if tails, !name.contains("/"), let slash = candidate.firstIndex(of: "/") {
                let tail = Array(candidate[candidate.index(after: slash)...].lowercased().unicodeScalars)
                d = min(d, editDistance(q, tail, limit: tail.count + q.count))
            }
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best
    }

    /// "did you mean 'x'?" when a candidate is a few edits away; otherwise `listing`.
    public static func suggestion(for name: String, among candidates: [String], tails: Bool = false, listing: String) -> String {
        guard let (best, distance) = closest(to: name, among: candidates, tails: tails) else { return listing }
        return distance <= max(2, name.unicodeScalars.count / 3) ? "did you mean '\(best)'?" : listing
    }
}

import WiringAnalysis

struct RetryAttemptsNonPositive: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/retry-attempts-nonpositive", library: "AsyncGuardKit", defaultSeverity: .error, kind: .wiring,
        summary: "retry(attempts:) with fewer than one attempt",
        details: "`retry` checks `precondition(attempts >= 1)`: with 0 or fewer attempts the call traps at run time.\n\nPass at least 1.",
        fixTitles: ["Replace with 1"],
        triggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 0) { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 3) { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.retryAttemptsNonPositive) {
            let a = file.anchor(site, f.range(0))
            out.append(finding("retry(attempts:) requires at least 1 attempt; this call traps at runtime (precondition)", at: a,
                               fixes: [FixRecipe(title: "Replace with 1", edits: [.replace(a, "1")])]))
        }
    }
}

struct RetryTrailingShouldRetry: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/retry-trailing-should-retry", library: "AsyncGuardKit", defaultSeverity: .error, kind: .wiring,
        summary: "retry's shouldRetry passed as a second trailing closure",
        details: """
        `retry`'s last parameter is `operation`, so `retry(…) { op } shouldRetry: { … }` does not compile \
        (`incorrect argument label in call`), although AsyncGuardKit's documentation shows it.

        Pass `shouldRetry:` inside the parentheses and keep the operation as the trailing closure.
        """,
        fixTitles: ["Move shouldRetry: into the parentheses"],
        triggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 3) { try await fetch() } shouldRetry: { _ in true }
        }
        func fetch() async throws -> Int { 1 }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 3, shouldRetry: { _ in true }) { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.retryTrailingShouldRetry) {
            let fix = FixRecipe(title: "Move shouldRetry: into the parentheses", edits: [
                .insertBefore(file.anchor(site, f.range(1)), ", shouldRetry: " + f.text(0)),
                .replaceSpan(from: file.anchor(site, f.range(2)), afterFrom: true, through: file.anchor(site, f.range(3)), ""),
            ])
            out.append(finding("shouldRetry must be passed inside the parentheses: 'operation' is the last parameter",
                               at: file.anchor(site, f.range(0)), fixes: [fix]))
        }
    }
}

struct RetryNonThrowingOperation: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/retry-nonthrowing-operation", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "retry around an operation that cannot throw",
        details: """
        `retry` tries again only when the operation throws. An operation closure with no `try` and no `throw` \
        of its own never throws, so `retry` runs it once and its attempts and backoff do nothing.

        Call the operation directly, or make it report failures by throwing.
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 3) { await cached() }
        }
        func cached() async -> Int { 1 }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 3) { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        report(.retryNonThrowing, "The operation cannot throw, so retry never retries", in: file, into: &out)
    }
}

struct RetryExcessiveBackoff: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/retry-excessive-backoff", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "retry whose waits add up to more than a minute",
        details: """
        `.exponential(base: b)` waits `b × 2^k` after the k-th failed attempt; `.fixed(d)` waits `d` each time. \
        With the attempts given, the waits before the last attempt add up to more than a minute, which a \
        caller waiting for the result rarely expects.

        Use fewer attempts or a smaller delay.
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 8, backoff: .exponential(base: .seconds(1))) { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await retry(attempts: 4, backoff: .exponential(base: .milliseconds(200))) { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.excessiveBackoff) {
            let ms = f.number(0), n = f.number(1)
            let total = ms == Int.max ? "longer than the app will run" : Self.duration(ms)
            let formula = f.text(0) == "exponential" ? "\(f.text(1)) × (2^\(n - 1) − 1)" : "\(n - 1) × \(f.text(1))"
            out.append(finding("Worst-case wait before the last attempt is \(total) (\(formula)); use fewer attempts or a smaller delay",
                               at: file.anchor(site, f.range(0))))
        }
    }

    static func duration(_ ms: Int) -> String {
        if ms >= 3_600_000 { return (Double(ms) / 3_600_000).oneDecimal + " h" }
        if ms >= 60_000 { return (Double(ms) / 60_000).oneDecimal + " min" }
        return "\(ms / 1000) s"
    }
}

struct SingleFlightUniqueKey: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/single-flight-unique-key", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "withSingleFlight keyed by a value made anew on every call",
        details: """
        `withSingleFlight` joins concurrent callers that pass equal keys. A key built fresh on each call \
        (`UUID()`, `Date()`, an object made for it) never equals another, so every caller runs the operation.

        Key by what identifies the work: the resource's id, URL or name.
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await withSingleFlight(key: UUID()) { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        func load(id: UUID) async throws -> Int {
            try await withSingleFlight(key: "user-\\(id)") { try await fetch() }
        }
        func fetch() async throws -> Int { 1 }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        report(.singleFlightUniqueKey, "This key is unique per call, so withSingleFlight never coalesces", in: file, into: &out)
    }
}

struct SingleFlightReentrant: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/single-flight-reentrant", library: "AsyncGuardKit", defaultSeverity: .error, kind: .wiring,
        summary: "withSingleFlight nested under its own key",
        details: """
        Inside the operation of `withSingleFlight(key: k)`, a call of `withSingleFlight(key: k)` with the same \
        result type joins the operation that is running, which waits for it: neither ever completes.

        The same holds when the operation calls, on `self` or unqualified, a function of the same type \
        (declared in any of the app's files, an extension included) or, from file level, a file-level \
        function that single-flights the key: the call is reported, with the inner `withSingleFlight` as \
        a note. One call is followed, not a chain of them.

        Use another key for the inner call, or call the inner work directly.
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await withSingleFlight(key: "profile") {
                try await withSingleFlight(key: "profile") { try await fetch() }
            }
        }
        func fetch() async throws -> Int { 1 }
        """, """
        import AsyncGuardKit
        final class ProfileStore {
            func reload() async throws -> Int {
                try await withSingleFlight(key: "profile") { try await self.fetch() }
            }
            func fetch() async throws -> Int {
                try await withSingleFlight(key: "profile") { 1 }
            }
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        func load() async throws -> Int {
            try await withSingleFlight(key: "profile") {
                try await withSingleFlight(key: "avatar") { try await fetch() }
            }
        }
        func fetch() async throws -> Int { 1 }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        for (site, f) in file.each(.singleFlightReentrant) {
            out.append(finding("Nested withSingleFlight with the same key joins its own in-flight operation and never completes",
                               at: file.anchor(site, f.range(0)),
                               related: [RelatedFinding(anchor: file.anchor(site, f.range(1)), message: "the enclosing withSingleFlight with key \(f.text(0))")]))
        }
        // through a call: a function of the same type (or at file level) that single-flights the key,
        // in this file, else in another file of the same app (an extension, say)
        for (site, f) in file.each(.singleFlightCall) {
            let key = f.text(0), name = f.text(1)
            var inner: Anchor?
            for callee in file.model.sites where callee.functionName == name && callee.ownerName == site.ownerName {
                guard let fact = callee.facts.first(where: { $0.kind == .singleFlightKey && $0.text(0) == key }) else { continue }
                inner = file.anchor(callee, fact.range(0))
                break
            }
            if inner == nil, let other = file.otherSingleFlights(key, site.ownerName, name).first {
                inner = Anchor(file: other.path, decl: other.decl, role: .extracted(library: file.library, other.range))
            }
            guard let inner else { continue }
            out.append(finding("'\(name)' runs withSingleFlight with the same key: called from this operation, it joins its own "
                               + "in-flight operation and never completes",
                               at: file.anchor(site, f.range(1)),
                               related: [RelatedFinding(anchor: inner, message: "withSingleFlight with key \(key) in '\(name)'"),
                                         RelatedFinding(anchor: file.anchor(site, f.range(0)), message: "the enclosing withSingleFlight with key \(key)")]))
        }
    }
}

struct SingleFlightDescribingKey: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/single-flight-describing-key", library: "AsyncGuardKit", defaultSeverity: .hint, kind: .wiring,
        summary: "A single-flight key that interpolates self",
        details: """
        String interpolation uses the value's description. Instances of a class without \
        `CustomStringConvertible` all describe themselves by their type's name, so every instance shares the key.

        Interpolate an identifier instead (`\\(id)`, `\\(ObjectIdentifier(self))`).
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        final class Profile {
            func load() async throws -> Int {
                try await withSingleFlight(key: "profile-\\(self)") { try await Self.fetch() }
            }
            static func fetch() async throws -> Int { 1 }
        }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        final class Profile {
            let id = 1
            func load() async throws -> Int {
                try await withSingleFlight(key: "profile-\\(id)") { try await Self.fetch() }
            }
            static func fetch() async throws -> Int { 1 }
        }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        report(.singleFlightDescribingKey, "String interpolation uses the description; instances of a class without CustomStringConvertible share the type name as their key", in: file, into: &out)
    }
}

struct SingleFlightSharedKey: AsyncGuardRule {
    let info = RuleInfo(
        id: "asyncguard/single-flight-shared-key", library: "AsyncGuardKit", defaultSeverity: .warning, kind: .wiring,
        summary: "One literal single-flight key used by different operations",
        details: """
        `withSingleFlight` joins callers by key and result type, whatever their operations: a caller that \
        passes the same key as a running, different operation receives that operation's result.

        Give each operation its own key.
        """,
        triggeringExamples: ["""
        import AsyncGuardKit
        func profile() async throws -> Int {
            try await withSingleFlight(key: "load") { try await fetchProfile() }
        }
        func settings() async throws -> Int {
            try await withSingleFlight(key: "load") { try await fetchSettings() }
        }
        func fetchProfile() async throws -> Int { 1 }
        func fetchSettings() async throws -> Int { 2 }
        """],
        nonTriggeringExamples: ["""
        import AsyncGuardKit
        func profile() async throws -> Int {
            try await withSingleFlight(key: "profile") { try await fetchProfile() }
        }
        func profileAgain() async throws -> Int {
            try await withSingleFlight(key: "profile") { try await fetchProfile() }
        }
        func fetchProfile() async throws -> Int { 1 }
        """])

    func check(_ file: AsyncGuardFileContext, into out: inout [Finding]) {
        let here = file.each(.singleFlightKey)
        for (site, f) in here {
            let key = f.text(0), operation = f.text(1)
            var others: [RelatedFinding] = []
            for (s2, f2) in here where f2.text(0) == key && f2.text(1) != operation && s2.decl != site.decl {
                others.append(RelatedFinding(anchor: file.anchor(s2, f2.range(0)), message: "key \(key), with another operation"))
            }
            for u in file.otherUses(key) where u.operation != operation {
                others.append(RelatedFinding(anchor: Anchor(file: u.path, decl: u.decl, role: .extracted(library: file.library, u.range)),
                                             message: "key \(key), with another operation"))
            }
            guard !others.isEmpty else { continue }
            out.append(finding("Key \(key) is also used by a different operation; concurrent callers with the same result type receive each other's results",
                               at: file.anchor(site, f.range(0)), related: others))
        }
    }
}

// retry and withSingleFlight: a trap, a call that does not compile, attempts that never retry, waits
// longer than a minute, keys that never coalesce, join themselves or describe a class.
import Foundation
import AsyncGuardKit

final class Loader {
    func policies() async throws {
        _ = try await retry(attempts: 0) { try await Self.fetch(1) } // expected-error:39-40 {{retry(attempts:) requires at least 1 attempt; this call traps at runtime (precondition)}} {{39-40=1}} {{title=Replace with 1}}
        _ = try await retry(attempts: -2, backoff: .none) { try await Self.fetch(1) } // expected-error:39-41 {{retry(attempts:) requires at least 1 attempt; this call traps at runtime (precondition)}} {{39-41=1}} {{title=Replace with 1}}
        _ = try await retry(attempts: 3) { try await Self.fetch(1) } shouldRetry: { _ in true } // expected-error:23-28 {{shouldRetry must be passed inside the parentheses: 'operation' is the last parameter}} {{40-40=, shouldRetry: { _ in true \}}} {{69-96=}} {{title=Move shouldRetry: into the parentheses}}
        _ = try await retry(attempts: 3) { await Self.cached() } // expected-warning:23-28 {{The operation cannot throw, so retry never retries}}
        _ = try await retry(attempts: 10, backoff: .exponential(base: .seconds(1))) { try await Self.fetch(1) } // expected-warning:52-83 {{Worst-case wait before the last attempt is 8.5 min (.seconds(1) × (2^9 − 1)); use fewer attempts or a smaller delay}}
        _ = try await retry(attempts: 4, backoff: .fixed(.seconds(30))) { try await Self.fetch(1) } // expected-warning:51-71 {{Worst-case wait before the last attempt is 1.5 min (3 × .seconds(30)); use fewer attempts or a smaller delay}}
        _ = try await retry(attempts: 4, backoff: .exponential(base: .milliseconds(200))) { try await Self.fetch(1) }
        _ = try await retry(attempts: 3, shouldRetry: { _ in true }) { try await Self.fetch(1) }
        _ = try await retry(attempts: 2) {
            let v = await Self.cached()
            if v < 0 { throw CancellationError() }
            return v
        }
        _ = try await withSingleFlight(key: UUID()) { try await Self.fetch(1) } // expected-warning:45-51 {{This key is unique per call, so withSingleFlight never coalesces}}
        _ = try await withSingleFlight(key: "id-\(UUID().uuidString)") { try await Self.fetch(1) } // expected-warning:45-70 {{This key is unique per call, so withSingleFlight never coalesces}}
        _ = try await withSingleFlight(key: ObjectIdentifier(Token())) { try await Self.fetch(1) } // expected-warning:45-70 {{This key is unique per call, so withSingleFlight never coalesces}}
        _ = try await withSingleFlight(key: "k-\(self)") { try await Self.fetch(1) } // expected-hint:45-56 {{String interpolation uses the description; instances of a class without CustomStringConvertible share the type name as their key}}
        _ = try await withSingleFlight(key: "same") { // expected-note:45 {{the enclosing withSingleFlight with key "same"}}
            try await withSingleFlight(key: "same") { try await Self.fetch(2) } // expected-error:45-51 {{Nested withSingleFlight with the same key joins its own in-flight operation and never completes}}
        }
        _ = try await withSingleFlight(key: "outer") {
            try await withSingleFlight(key: "inner") { try await Self.fetch(2) }
        }
    }

    func profile() async throws -> Int {
        try await withSingleFlight(key: "load") { try await Self.fetch(3) } // expected-warning:41-47 {{Key "load" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:41 {{key "load", with another operation}}
    }

    func settings() async throws -> Int {
        try await withSingleFlight(key: "load") { try await Self.fetch(4) } // expected-note:41 {{key "load", with another operation}} expected-warning:41-47 {{Key "load" is also used by a different operation; concurrent callers with the same result type receive each other's results}}
    }

    func profileAgain() async throws -> Int {
        try await withSingleFlight(key: "profile") { try await Self.fetch(3) }
    }

    func profileOnceMore() async throws -> Int {
        try await withSingleFlight(key: "profile") { try await Self.fetch(3) }
    }

    static func cached() async -> Int { 1 }
    static func fetch(_ i: Int) async throws -> Int { i }
}

final class Token {}

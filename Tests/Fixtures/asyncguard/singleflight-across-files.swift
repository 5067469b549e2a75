// asyncguard/single-flight-reentrant through a call into another file: a
// function of the same type, declared in an extension elsewhere, that
// single-flights the same key. Look-alikes: another object's method, a
// function of the type without a single flight, an unqualified call that may
// be a file-level function (not followed).
import AsyncGuardKit

final class Store {
    func reload() async throws -> Int {
        try await withSingleFlight(key: "store") { try await self.fetch() } // expected-warning:41-48 {{Key "store" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-error:67-72 {{'fetch' runs withSingleFlight with the same key: called from this operation, it joins its own in-flight operation and never completes}} expected-note:41 {{the enclosing withSingleFlight with key "store"}} expected-note:41 {{key "store", with another operation}}
    }
    func sync() async throws -> Int {
        try await withSingleFlight(key: "sync") { try await syncNow() } // expected-warning:41-47 {{Key "sync" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:41 {{key "sync", with another operation}}
    }
    func touch() async throws -> Int {
        try await withSingleFlight(key: "touch") { try await plain() }
    }
    func mine() async throws -> Int {
        try await withSingleFlight(key: "other") { try await other.fetch() } // expected-warning:41-48 {{Key "other" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:41 {{key "other", with another operation}}
    }
    let other = Other()
}

// fixture-file: Store+Fetch.swift
import AsyncGuardKit

extension Store {
    func fetch() async throws -> Int {
        try await withSingleFlight(key: "store") { 1 } // expected-warning:41-48 {{Key "store" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:41 {{key "store", with another operation}} expected-note:41 {{withSingleFlight with key "store" in 'fetch'}}
    }
    func plain() async throws -> Int { 2 }
}

func syncNow() async throws -> Int {
    try await withSingleFlight(key: "sync") { 3 } // expected-warning:37-43 {{Key "sync" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:37 {{key "sync", with another operation}}
}

final class Other {
    func fetch() async throws -> Int {
        try await withSingleFlight(key: "other") { 4 } // expected-warning:41-48 {{Key "other" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:41 {{key "other", with another operation}}
    }
}

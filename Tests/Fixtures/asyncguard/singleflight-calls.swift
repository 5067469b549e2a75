// withSingleFlight whose operation calls a function of the same type (or file)
// that single-flights the same key: the call joins its own operation.
import AsyncGuardKit

final class ProfileStore {
    func reload() async throws -> Int {
        try await withSingleFlight(key: "profile") { try await self.fetch() } // expected-warning:41-50 {{Key "profile" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-error:69-74 {{'fetch' runs withSingleFlight with the same key: called from this operation, it joins its own in-flight operation and never completes}} expected-note:41 {{the enclosing withSingleFlight with key "profile"}} expected-note:41 {{key "profile", with another operation}} expected-note:41 {{key "profile", with another operation}} expected-note:41 {{key "profile", with another operation}}
    }
    func refresh() async throws -> Int {
        try await withSingleFlight(key: "profile") { // expected-note:41 {{key "profile", with another operation}} expected-warning:41-50 {{Key "profile" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:41 {{the enclosing withSingleFlight with key "profile"}} expected-note:41 {{key "profile", with another operation}} expected-note:41 {{key "profile", with another operation}}
            let value = try await fetch() // expected-error:35-40 {{'fetch' runs withSingleFlight with the same key: called from this operation, it joins its own in-flight operation and never completes}}
            return value
        }
    }
    func avatar() async throws -> Int {
        try await withSingleFlight(key: "avatar") { try await fetch() }
    }
    func again() async throws -> Int {
        try await withSingleFlight(key: "again") { try await again() } // expected-error:62-67 {{'again' runs withSingleFlight with the same key: called from this operation, it joins its own in-flight operation and never completes}} expected-note:41 {{withSingleFlight with key "again" in 'again'}} expected-note:41 {{the enclosing withSingleFlight with key "again"}}
    }
    func viaOther(_ other: Other) async throws -> Int {
        try await withSingleFlight(key: "profile") { try await other.fetch() } // expected-note:41 {{key "profile", with another operation}} expected-note:41 {{key "profile", with another operation}} expected-warning:41-50 {{Key "profile" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-note:41 {{key "profile", with another operation}}
    }
}

extension ProfileStore {
    func fetch() async throws -> Int {
        try await withSingleFlight(key: "profile") { 1 } // expected-note:41 {{key "profile", with another operation}} expected-note:41 {{withSingleFlight with key "profile" in 'fetch'}} expected-note:41 {{key "profile", with another operation}} expected-note:41 {{withSingleFlight with key "profile" in 'fetch'}} expected-note:41 {{key "profile", with another operation}} expected-warning:41-50 {{Key "profile" is also used by a different operation; concurrent callers with the same result type receive each other's results}}
    }
    func settings() async throws -> Int {
        try await withSingleFlight(key: "settings") { try await self.plain() }
    }
    func plain() async throws -> Int { 3 }
}

final class Other {
    func fetch() async throws -> Int { 2 }
    func load() async throws -> Int {
        try await withSingleFlight(key: "other") { try await fetch() }
    }
    func loadBoth() async throws -> Int {
        try await withSingleFlight(key: "both") { try await fetch() }
    }
}

func topLoad() async throws -> Int {
    try await withSingleFlight(key: "top") { try await topFetch() } // expected-warning:37-42 {{Key "top" is also used by a different operation; concurrent callers with the same result type receive each other's results}} expected-error:56-64 {{'topFetch' runs withSingleFlight with the same key: called from this operation, it joins its own in-flight operation and never completes}} expected-note:37 {{the enclosing withSingleFlight with key "top"}} expected-note:37 {{key "top", with another operation}}
}

func topFetch() async throws -> Int {
    try await withSingleFlight(key: "top") { 4 } // expected-note:37 {{key "top", with another operation}} expected-note:37 {{withSingleFlight with key "top" in 'topFetch'}} expected-warning:37-42 {{Key "top" is also used by a different operation; concurrent callers with the same result type receive each other's results}}
}

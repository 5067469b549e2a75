import Foundation

/// A stand-in for the network.
enum SearchService {
    static func find(_ query: String) async throws -> [String] {
        try await Task.sleep(nanoseconds: 50_000_000)
        return [query, query + " pro", query + " max"]
    }

    static func warmSuggestions() async {}

    static func download(_ id: String) async {}
}

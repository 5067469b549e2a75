import AsyncGuardKit
import Foundation

/// The search screen's state: results load in the background and stop
/// with the screen.
@MainActor
final class SearchViewModel {
    private(set) var results: [String] = []
    private(set) var errorMessage: String?
    private let lifetime = AsyncLifetime()
    private var prefetches = Set<AnyCancellable>()

    func search(_ query: String) {
        AsyncTask { [weak self] in
            do {
                let found = try await retry(attempts: 3, backoff: .exponential(base: .milliseconds(200))) {
                    try await SearchService.find(query)
                }
                await self?.show(found)
            } catch {
                await self?.fail(error)
            }
        }
        .bind(to: lifetime)
    }

    func refreshSuggestions() {
        // Deliberate mistake: the lifetime is a local, released when this
        // function returns, and the task bound to it is cancelled as it starts.
        let scope = AsyncLifetime()
        AsyncTask {
            await SearchService.warmSuggestions()
        }
        .bind(to: scope)
    }

    func prefetch(_ ids: [String]) {
        for id in ids {
            // Deliberate mistake: AsyncGuardKit's AnyCancellable does not
            // cancel when released, and nothing calls prefetches.cancelAll():
            // these downloads outlive the screen.
            AsyncTask {
                await SearchService.download(id)
            }
            .store(in: &prefetches)
        }
    }

    func sharedResults(for query: String) async throws -> [String] {
        try await withSingleFlight(key: "search-\(query)") {
            try await SearchService.find(query)
        }
    }

    private func show(_ found: [String]) {
        results = found
        errorMessage = nil
    }

    private func fail(_ error: Error) {
        errorMessage = error.localizedDescription
    }
}

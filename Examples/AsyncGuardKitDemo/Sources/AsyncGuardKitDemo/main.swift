import Foundation

@MainActor func run() async {
    let model = SearchViewModel()
    model.search("swift")
    model.refreshSuggestions()
    model.prefetch(["a", "b"])
    try? await Task.sleep(nanoseconds: 200_000_000)
    print(model.results)
}

await run()

import Swinject

@main
enum App {
    static func main() {
        let assembler = Assembler([NetworkAssembly(), FeatureAssembly()])
        let resolver = assembler.resolver
        let feed = resolver.resolve(FeedViewModel.self)!
        // Deliberate mistake: ImageCache is never registered; the '!' crashes at launch.
        let cache = resolver.resolve(ImageCache.self)!
        print(feed, cache)
    }
}

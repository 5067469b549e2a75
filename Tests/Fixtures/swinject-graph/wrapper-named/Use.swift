final class Logger {}
protocol SearchServiceType {}

final class SearchReactor {
    @Dependency private var searchService: SearchServiceType // expected-error:29-42 {{No registration of 'SearchServiceType' is visible here: the app's property wrapper @Dependency resolves it for 'searchService' and stops the app when it gets nil}}
    @Dependency private var logger: Logger
    func direct() {
        let s: SearchServiceType = DIContainer.shared.resolve() // expected-error:55-62 {{No registration of 'SearchServiceType' is visible here: the app's own DIContainer.resolve() resolves it for the 'SearchServiceType' its caller wants and unwraps Swinject's nil, which stops the app at run time}}
        _ = s
    }
}

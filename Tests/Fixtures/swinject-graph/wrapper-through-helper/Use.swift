final class Logger {}
final class AppState {}
final class Theme {}

final class HomeViewModel {
    @Inject var appState: AppState // expected-error:17-25 {{No registration of 'AppState' is visible here: the app's property wrapper @Inject resolves it for 'appState' and stops the app when it gets nil}}
    @Inject var logger: Logger
    @Maybe var theme: Theme? // expected-information:16-21 {{No registration of 'Theme' is visible here: this optional dependency is always nil}}
}

// AnyCancellable is both Combine's and AsyncGuardKit's: unqualified, it does not compile beside both imports.
import Combine
import AsyncGuardKit

final class Bag {
    var tasks = Set<AnyCancellable>() // expected-error:21-35 {{'AnyCancellable' is ambiguous (Combine and AsyncGuardKit both declare it); qualify it}} {{21-35=AsyncGuardKit.AnyCancellable}} {{title=Qualify as AsyncGuardKit.AnyCancellable}}
    var qualified = Set<AsyncGuardKit.AnyCancellable>()
    func take(_ c: AnyCancellable) {} // expected-error:20-34 {{'AnyCancellable' is ambiguous (Combine and AsyncGuardKit both declare it); qualify it}} {{20-34=AsyncGuardKit.AnyCancellable}} {{title=Qualify as AsyncGuardKit.AnyCancellable}}
    deinit { tasks.cancelAll(); qualified.cancelAll() }
}

import Foundation
let s = Container.shared.resolveScreen(module: .about)
print(s != nil)

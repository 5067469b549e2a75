// Every resolve among the conditions of a long `guard let … else { fatalError() }`
// stops the app when it gets nil, however far it is from `guard` and from
// `else` (Petpion has six long ones).
import Swinject

enum DI {
    static let shared = Container()
    static func setup() { shared.register(Logger.self) { _ in Logger() } }
}
final class Logger {}
protocol Service0UseCaseWithAVeryLongName {}
protocol Service1UseCaseWithAVeryLongName {}
protocol Service2UseCaseWithAVeryLongName {}
protocol Service3UseCaseWithAVeryLongName {}
protocol Service4UseCaseWithAVeryLongName {}
protocol Service5UseCaseWithAVeryLongName {}
protocol Service6UseCaseWithAVeryLongName {}
protocol Service7UseCaseWithAVeryLongName {}

func build() {
    guard let v0: Service0UseCaseWithAVeryLongName = DI.shared.resolve(Service0UseCaseWithAVeryLongName.self), // expected-error:72-104 {{No registration of 'Service0UseCaseWithAVeryLongName' is visible here: resolve(Service0UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
          let v1: Service1UseCaseWithAVeryLongName = DI.shared.resolve(Service1UseCaseWithAVeryLongName.self), // expected-error:72-104 {{No registration of 'Service1UseCaseWithAVeryLongName' is visible here: resolve(Service1UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
          let v2: Service2UseCaseWithAVeryLongName = DI.shared.resolve(Service2UseCaseWithAVeryLongName.self), // expected-error:72-104 {{No registration of 'Service2UseCaseWithAVeryLongName' is visible here: resolve(Service2UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
          let v3: Service3UseCaseWithAVeryLongName = DI.shared.resolve(Service3UseCaseWithAVeryLongName.self), // expected-error:72-104 {{No registration of 'Service3UseCaseWithAVeryLongName' is visible here: resolve(Service3UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
          let v4: Service4UseCaseWithAVeryLongName = DI.shared.resolve(Service4UseCaseWithAVeryLongName.self), // expected-error:72-104 {{No registration of 'Service4UseCaseWithAVeryLongName' is visible here: resolve(Service4UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
          let v5: Service5UseCaseWithAVeryLongName = DI.shared.resolve(Service5UseCaseWithAVeryLongName.self), // expected-error:72-104 {{No registration of 'Service5UseCaseWithAVeryLongName' is visible here: resolve(Service5UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
          let v6: Service6UseCaseWithAVeryLongName = DI.shared.resolve(Service6UseCaseWithAVeryLongName.self), // expected-error:72-104 {{No registration of 'Service6UseCaseWithAVeryLongName' is visible here: resolve(Service6UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
          let v7: Service7UseCaseWithAVeryLongName = DI.shared.resolve(Service7UseCaseWithAVeryLongName.self) // expected-error:72-104 {{No registration of 'Service7UseCaseWithAVeryLongName' is visible here: resolve(Service7UseCaseWithAVeryLongName.self) returns nil, which stops the app at run time}}
    else {
        fatalError("missing")
    }
    _ = (v0, v1, v2, v3, v4, v5, v6, v7)
}

import Swinject

// a file-private assembly named as one the other file's Assembler lists:
// another type, which that Assembler does not apply
private final class NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Session.self) { _ in Session() } // expected-note:28 {{the later registration}}
    }
}

let widgetAssembler = Assembler([NetworkAssembly(), LoggingAssembly()])

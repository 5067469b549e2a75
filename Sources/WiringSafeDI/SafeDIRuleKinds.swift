import WiringAnalysis

/// A rule for one error a SafeDI macro throws: the compiler shows the
/// error's text on the expanded attribute, with no fix-it, and the macro
/// stops there.
protocol SafeDIThrownRule: SafeDIFileRule {
    var thrownKind: SafeDIMacroEvent.ThrownKind { get }
}

extension SafeDIThrownRule {
    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .thrown(let kind, let message) = e.kind, kind == thrownKind else { continue }
            out.append(finding(message, at: file.anchor(e)))
        }
    }
}

/// A plain `@Instantiable` type SafeDI accepts: what the rules' examples
/// build on.
enum SafeDIExamples {
    static let service = """
    @Instantiable
    public final class Service: Instantiable {
        public init(client: Client) {
            self.client = client
        }

        @Instantiated let client: Client
    }
    """
}

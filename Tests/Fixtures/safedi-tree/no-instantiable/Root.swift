import SafeDI
import Foundation

@Instantiable(isRoot: true)
public final class Root: Instantiable { // expected-note:20 {{root `Root`}} expected-note:20 {{root `Root`}} expected-note:20 {{root `Root`}}
    public init(session: URLSession, client: Client) {
        self.session = session
        self.client = client
    }

    @Instantiated let session: URLSession // expected-error:32-42 {{No `@Instantiable`-decorated type or extension found to fulfill `@Instantiated`-decorated property with type `URLSession`}} {{+2:2-+2:2=\n\n@Instantiable\nextension URLSession: Instantiable {\n    public static func instantiate() -> URLSession {\n        URLSession()\n    \}\n\}}} {{title=Create @Instantiable extension}} expected-note:5 {{`Root` instantiates `session: URLSession`}}
    @Instantiated let client: Client // expected-note:5 {{`Root` instantiates `client: Client`}} expected-note:5 {{`Root` instantiates `client: Client`}}
}

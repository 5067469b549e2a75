import WiringAnalysis
import WiringAsyncGuardKit
import WiringInitializable
import WiringSafeDI
import WiringStitcher
import WiringSwinject

/// The one list of the libraries Wiring checks. The executables hand it to
/// the engine, the server and the command line, which know libraries only
/// through these descriptors; adding a library is its module, its
/// descriptor, and one line here. The order is the order of `wiring rules`
/// and of each library's place in the facts.
public enum Registry {
    public static let libraries: [any Library] = [
        InitializableLibrary(),
        SafeDILibrary(),
        SwinjectLibrary(),
        StitcherLibrary(),
        AsyncGuardKitLibrary(),
    ]
}

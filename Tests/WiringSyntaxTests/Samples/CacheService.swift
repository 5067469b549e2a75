// A sample that exercises most of what the parser must read.
import Foundation
#if canImport(Initializable)
import Initializable
#endif

/// Loads things once, then serves them.
@AutoAwaitInit
public actor CacheService: Initializable, CustomStringConvertible where Self: Sendable {
    public let gate = InitializationGate()
    private(set) var entries: [String: Data] = [:] {
        didSet { log("entries: \(entries.count) — \("nested \("deep")")") }
    }
    nonisolated(unsafe) static var shared: CacheService?
    lazy var formatter: DateFormatter = { let f = DateFormatter(); f.dateStyle = .short; return f }()
    var count: Int { entries.count }
    var description: String {
        get { "CacheService(\(count))" }
    }

    @SkipInit
    func warmUp() async {
        await load(from: URL(string: "https://example.com/a?b=c")!)
        markInitialized()
    }

    func get(_ key: String) async -> Data? { entries[key] }

    @WaitForInit
    func put(_ value: Data, for key: String = #"raw "key""#) async throws -> Void {
        entries[key] = value
    }

    private func load(from url: URL) async {
        let pattern = #/(\d+)-(\d+)/#
        let bare = /[a-z]+/
        _ = (pattern, bare, 0x1F_FF, 1_000.5e-3, 0b1010, 0o17, 0xA.8p2)
        let ratio = 10 / 2 / 5
        _ = ratio
    }

    subscript(key: String) -> Data? {
        get async throws { entries[key] }
    }

    static func == (lhs: CacheService, rhs: CacheService) -> Bool { lhs === rhs }

    deinit {}
}

extension CacheService {
    enum Policy: String, Codable, CaseIterable {
        case lru = "lru", fifo
        indirect case nested(Policy, weight: Int = 1)
        #if DEBUG
        case debug
        #elseif TRACE
        case trace
        #else
        case none
        #endif
    }

    func evict(policy: Policy) async { /* nested /* comment */ still comment */ }
}

@Instantiable(isRoot: true, fulfillingAdditionalTypes: [Root.self])
public final class Root: Instantiable {
    public init(service: CacheService, factory: Instantiator<Child>) {
        self.service = service
        self.factory = factory
    }

    @Received(fulfilledByDependencyNamed: "cache", ofType: CacheService.self) let service: CacheService
    @Instantiated private let factory: Instantiator<Child>
}

public protocol Loader<Item>: AnyObject, Sendable {
    associatedtype Item: Codable = String
    func load() async throws(LoaderError) -> [Item]
    var name: String { get }
    static var `default`: Self { get set }
}

typealias Handler<T> = @Sendable (T) async throws -> Void where T: Sendable

func setUp(container: Container, lifetime: AsyncLifetime) {
    container.register(CacheService.self) { _ in CacheService() }.inObjectScope(.container)
    _ = container.resolve(Root.self)!
    AsyncTask { await CacheService.shared?.get("a") }.bind(to: lifetime)
    retry(attempts: 3) { try await fetch() }
}

let (first, second) = (1, 2), third = 3
print("top-level statement \(first)")

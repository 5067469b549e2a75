// Types the registrations' initializers take, declared apart from them: whether
// each is Hashable is told by this file and Conformances.swift.
import Foundation

final class Session {}
struct Endpoint: Equatable {}
struct Version: Comparable { static func < (a: Version, b: Version) -> Bool { false } }
struct Credentials: Sendable, Codable {}
protocol Logger {}
protocol Model: Hashable {}
struct User: Model {}
struct Token {}
class BaseRecord: Hashable {
    static func == (a: BaseRecord, b: BaseRecord) -> Bool { a === b }
    func hash(into hasher: inout Hasher) {}
}
final class Record: BaseRecord {}
final class Downloader: NSObject {}
enum Mode { case fast, slow }
enum Payload { case value(Int) }
enum Sort: Hashable { case by(String), none }
enum Filter { case all, tag(String) }
extension Filter: Hashable {}
@Model
final class Note {}
actor Store {}
struct Box<Value> {}
struct Tagged<Value>: Hashable {}
struct Pair<A, B> {}
extension Pair: Hashable where A: Hashable, B: Hashable {}

#!/usr/bin/env swift
// Constructs that are easy to get wrong.
public struct `Type`<each T, let n: Int>: ~Copyable where repeat each T: Equatable {
    var a = 1, b: Int = 2, (c, d) = (3, 4)
    let `default`: [[String: (Int, String?)]]? = nil
    @available(iOS 16, macOS 13, *)
    @MainActor(unsafe) public private(set) weak var delegate: (any Delegate & AnyObject)?
    func f(_ x: inout Int, y: consuming some Collection<Int>, z: @escaping @Sendable () -> Void = {}, _ rest: Int...) -> (Int) -> Int { { $0 } }
    mutating func g<U: Hashable>(u: U) rethrows where U: Sendable {}
    static prefix func - (x: Self) -> Self { x }
    static func ??<V>(lhs: V?, rhs: V) -> V { lhs ?? rhs }
    init?(value: Int) async throws { nil }
    @usableFromInline internal init() {}
    var computed: Int {
        get { 1 }
        set(newValue) { _ = newValue }
    }
    var observed: Int = 0 {
        willSet {}
        didSet(old) { _ = old }
    }
    #if os(Linux) || (os(Android) &&
        DEBUG)
    func linux() {}
    #endif
    #if DEBUG
    @discardableResult
    #endif
    func debugOnly() -> Int { 0 }
}

@attached(member, names: arbitrary)
public macro AutoAwaitInit() = #externalMacro(module: "Macros", type: "AutoAwaitInitMacro")

class Base { class func make() -> Base { Base() } ; final class var name: String { "" } }
class Derived: Base, @unchecked Sendable { override class func make() -> Base { Derived() } }

extension Array where Element == Int { func sum() -> Int { reduce(0, +) } }
precedencegroup Forward { associativity: left }
infix operator |> : Forward
func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
let multi = """
    line with "quotes" and \(1 + 2) and \"""
    """
let raw = ##"a "#" b"##
let empty = ""

#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#else
import Foundation
#endif

/// Writes an `Encodable` value as compact JSON straight into bytes, as it is
/// encoded: no intermediate tree (Foundation's encoder builds one, and a
/// change that republishes hundreds of files spent most of its time there).
///
/// Output is what `JSONEncoder` with `.withoutEscapingSlashes` writes, with
/// one difference: the keys of a `[String: V]` are sorted, so a message never
/// depends on hash order. Containers are closed as soon as the encoder moves
/// on, so containers must be filled in nesting order — as synthesized
/// conformances and every `encode(to:)` of ours do.
enum JSONWriter {
    static func encode(_ value: some Encodable) throws -> Data {
        let out = Output()
        let encoder = StreamEncoder(out, level: 0)
        try encoder.encodeValue(value)
        return Data(out.bytes)
    }

    /// The bytes written so far and the containers still open, innermost last.
    final class Output {
        // One message's output, written by one thread: the runtime check of
        // exclusive access on every append was a quarter of writing a publish.
        @exclusivity(unchecked) var bytes: [UInt8] = []
        /// Open containers: whether each is an object, and how many elements
        /// it holds so far. Container at index i is at level i + 1.
        @exclusivity(unchecked) var open: [(object: Bool, count: Int)] = []

        init() { bytes.reserveCapacity(512) }

        /// Closes the containers deeper than `level`.
        func close(above level: Int) {
            while open.count > level {
                bytes.append(open.removeLast().object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            }
        }

        /// Starts the next element of the container at `level`: closes what
        /// is nested deeper, and writes the separator.
        func element(at level: Int) throws {
            guard open.count >= level else {
                throw EncodingError.invalidValue((), .init(codingPath: [], debugDescription: "a container was written after it closed"))
            }
            close(above: level)
            if open[level - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
            open[level - 1].count += 1
        }

        func openContainer(object: Bool) {
            bytes.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
            open.append((object, 0))
        }

        func string(_ s: String) {
            bytes.append(UInt8(ascii: "\""))
            var s = s
            s.withUTF8 { buffer in
                // most strings need no escape: one scan, one copy
                if !buffer.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                    bytes.append(contentsOf: buffer)
                    return
                }
                var start = 0
                for (i, b) in buffer.enumerated() where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start ..< i]))
                    start = i + 1
                    bytes.append(UInt8(ascii: "\\"))
                    switch b {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(b)
                    case 0x0A: bytes.append(UInt8(ascii: "n"))
                    case 0x0D: bytes.append(UInt8(ascii: "r"))
                    case 0x09: bytes.append(UInt8(ascii: "t"))
                    case 0x08: bytes.append(UInt8(ascii: "b"))
                    case 0x0C: bytes.append(UInt8(ascii: "f"))
                    default:
                        let hex = Array("0123456789abcdef".utf8)
                        bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)], hex[Int(b & 15)]])
                    }
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
            }
            bytes.append(UInt8(ascii: "\""))
        }

        func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

        func double(_ d: Double) throws {
            guard d.isFinite else {
                throw EncodingError.invalidValue(d, .init(codingPath: [], debugDescription: "\(d) is not a JSON number"))
            }
            // integral values as integers, as JSONEncoder writes them
            if d == d.rounded(), abs(d) < 1e15 { raw(String(Int64(d))) } else { raw(String(d)) }
        }
    }

    /// The encoder of every value of one message. Values nest strictly (a
    /// value's `encode(to:)` returns before its container moves on), so one
    /// encoder serves them all with a stack of the values being written:
    /// each one's level (the depth of the container it writes into; 0 is
    /// the top) and whether it wrote anything yet.
    final class StreamEncoder: Encoder {
        let out: Output
        private var values: [(level: Int, wrote: Bool)]
        /// Not tracked: errors name no path (none is expected for LSP's types).
        var codingPath: [CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(_ out: Output, level: Int) {
            self.out = out
            values = [(level, false)]
            values.reserveCapacity(16)
        }

        var level: Int { values[values.count - 1].level }
        /// Whether the current value wrote anything (one that writes nothing is `{}`).
        var wrote: Bool {
            get { values[values.count - 1].wrote }
            set { values[values.count - 1].wrote = newValue }
        }

        func encodeValue(_ value: some Encodable) throws {
            if try !writePrimitive(value) {
                try value.encode(to: self)
                if !wrote { out.raw("{}") }
            }
            out.close(above: level)
        }

        /// Writes a value JSON has a literal for, or a string-keyed
        /// dictionary with its keys sorted; false for anything else.
        private func writePrimitive(_ value: some Encodable) throws -> Bool {
            switch value {
            case let v as String: out.string(v)
            case let v as Int: out.raw(String(v))
            case let v as Bool: out.raw(v ? "true" : "false")
            case let v as Double: try out.double(v)
            case let v as Int32: out.raw(String(v))
            case let v as Int64: out.raw(String(v))
            case let v as UInt32: out.raw(String(v))
            case let v as UInt64: out.raw(String(v))
            case let v as UInt: out.raw(String(v))
            case let v as any DirectJSON: v.write(to: out)
            case let v as any SortedKeysEncodable:
                try v.encodeSortedKeys(self)
            default: return false
            }
            wrote = true
            return true
        }

        private func begin(object: Bool) -> Int {
            if !wrote {
                wrote = true
                out.openContainer(object: object)
            }
            return level + 1
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(encoder: self, level: begin(object: true)))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer { Unkeyed(encoder: self, level: begin(object: false)) }

        func singleValueContainer() -> SingleValueEncodingContainer { Single(encoder: self) }

        /// A value nested in the container at `level`, written now.
        func nested(_ value: some Encodable, level: Int) throws {
            values.append((level, false))
            defer { values.removeLast() }
            try encodeValue(value)
        }

        /// An encoder for a value written later into the container at
        /// `level` (`superEncoder`): a new one, as it outlives this value.
        func detached(level: Int) -> StreamEncoder { StreamEncoder(out, level: level) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: StreamEncoder
        let level: Int
        var codingPath: [CodingKey] { encoder.codingPath }

        private func key(_ key: Key) throws {
            try encoder.out.element(at: level)
            encoder.out.string(key.stringValue)
            encoder.out.bytes.append(UInt8(ascii: ":"))
        }

        mutating func encodeNil(forKey key: Key) throws {
            try self.key(key)
            encoder.out.raw("null")
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try self.key(key)
            try encoder.nested(value, level: level)
        }

        // the common literals, without the generic path
        mutating func encode(_ value: String, forKey key: Key) throws {
            try self.key(key)
            encoder.out.string(value)
        }

        mutating func encode(_ value: Int, forKey key: Key) throws {
            try self.key(key)
            encoder.out.raw(String(value))
        }

        mutating func encode(_ value: Bool, forKey key: Key) throws {
            try self.key(key)
            encoder.out.raw(value ? "true" : "false")
        }

        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) }
        }

        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) }
        }

        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            try? self.key(key)
            encoder.out.openContainer(object: true)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder, level: level + 1))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            try? self.key(key)
            encoder.out.openContainer(object: false)
            return Unkeyed(encoder: encoder, level: level + 1)
        }

        mutating func superEncoder() -> Encoder { superEncoder(key: "super") }
        mutating func superEncoder(forKey key: Key) -> Encoder { superEncoder(key: key.stringValue) }

        private func superEncoder(key: String) -> Encoder {
            try? encoder.out.element(at: level)
            encoder.out.string(key)
            encoder.out.bytes.append(UInt8(ascii: ":"))
            return encoder.detached(level: level)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: StreamEncoder
        let level: Int
        var codingPath: [CodingKey] { encoder.codingPath }
        var count: Int { encoder.out.open.count >= level ? encoder.out.open[level - 1].count : 0 }

        mutating func encodeNil() throws {
            try encoder.out.element(at: level)
            encoder.out.raw("null")
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try encoder.out.element(at: level)
            try encoder.nested(value, level: level)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            try? encoder.out.element(at: level)
            encoder.out.openContainer(object: true)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder, level: level + 1))
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            try? encoder.out.element(at: level)
            encoder.out.openContainer(object: false)
            return Unkeyed(encoder: encoder, level: level + 1)
        }

        mutating func superEncoder() -> Encoder {
            try? encoder.out.element(at: level)
            return encoder.detached(level: level)
        }
    }

    /// The value itself, once.
    struct Single: SingleValueEncodingContainer {
        let encoder: StreamEncoder
        var codingPath: [CodingKey] { encoder.codingPath }

        private func mark() throws {
            guard !encoder.wrote else {
                throw EncodingError.invalidValue((), .init(codingPath: codingPath, debugDescription: "a value was encoded twice"))
            }
            encoder.wrote = true
        }

        mutating func encodeNil() throws { try mark(); encoder.out.raw("null") }
        mutating func encode(_ value: Bool) throws { try mark(); encoder.out.raw(value ? "true" : "false") }
        mutating func encode(_ value: String) throws { try mark(); encoder.out.string(value) }
        mutating func encode(_ value: Double) throws { try mark(); try encoder.out.double(value) }
        mutating func encode(_ value: Float) throws { try mark(); try encoder.out.double(Double(value)) }
        mutating func encode(_ value: Int) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: Int8) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: Int16) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: Int32) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: Int64) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: UInt) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: UInt8) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: UInt16) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: UInt32) throws { try mark(); encoder.out.raw(String(value)) }
        mutating func encode(_ value: UInt64) throws { try mark(); encoder.out.raw(String(value)) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try mark()
            try encoder.nested(value, level: encoder.level)
        }
    }
}

/// A dictionary with string keys, written with its keys in order.
protocol SortedKeysEncodable {
    func encodeSortedKeys(_ encoder: JSONWriter.StreamEncoder) throws
}

extension Dictionary: SortedKeysEncodable where Key == String, Value: Encodable {
    func encodeSortedKeys(_ encoder: JSONWriter.StreamEncoder) throws {
        let level = encoder.level + 1
        encoder.out.openContainer(object: true)
        for key in keys.sorted() {
            try encoder.out.element(at: level)
            encoder.out.string(key)
            encoder.out.bytes.append(UInt8(ascii: ":"))
            try encoder.nested(self[key]!, level: level)
        }
        encoder.out.close(above: encoder.level)
    }
}

public protocol SomeProtocol<SomeAssociatedType> {
    associatedtype SomeAssociatedType
}
public protocol ServiceProtocol {}
public protocol OtherProtocol {}
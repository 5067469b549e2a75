public protocol MyService {}

public final class AnyMyService: MyService {
    public init(_ myService: some MyService) {}
}
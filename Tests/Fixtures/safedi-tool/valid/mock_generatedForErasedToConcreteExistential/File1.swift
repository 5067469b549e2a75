public protocol MyService {}
public class AnyMyService {
    public init(_ service: some MyService) {}
}
public class AnyService {
    public init(_ service: some Any) {}
}
public class AnyService {
    public init(_ value: some Any) {}
}
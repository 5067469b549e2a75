public struct Element {}
public typealias AnyIterator = IndexingIterator<Array<Element>>
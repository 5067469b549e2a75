import URLSessionWrapper

@Instantiable
extension URLSessionWrapper: Instantiable {
    public func instantiate(urlSession: URLSession) -> URLSessionWrapper {
        URLSessionWrapper(urlSession)
    }
}
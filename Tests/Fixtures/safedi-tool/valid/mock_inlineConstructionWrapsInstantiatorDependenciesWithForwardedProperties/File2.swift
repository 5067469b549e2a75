@Instantiable(generateMock: true)
public struct Service: Instantiable {
    public init(channelBuilder: Instantiator<Channel>, shared: Shared) {
        self.channelBuilder = channelBuilder
        self.shared = shared
    }
    @Instantiated let channelBuilder: Instantiator<Channel>
    @Received let shared: Shared
}
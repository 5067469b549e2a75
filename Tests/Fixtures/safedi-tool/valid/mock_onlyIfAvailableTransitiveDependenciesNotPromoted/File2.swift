@Instantiable(generateMock: true)
public struct ApplicationStateService: Instantiable {
    public init(notificationCenter: NotificationCenter) {
        self.notificationCenter = notificationCenter
    }
    @Received let notificationCenter: NotificationCenter
}
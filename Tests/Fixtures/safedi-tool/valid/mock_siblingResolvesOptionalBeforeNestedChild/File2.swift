@Instantiable(generateMock: true)
public struct Parent: Instantiable {
    public init(widgetService: WidgetService) {
        self.widgetService = widgetService
    }
    @Received let widgetService: WidgetService
}
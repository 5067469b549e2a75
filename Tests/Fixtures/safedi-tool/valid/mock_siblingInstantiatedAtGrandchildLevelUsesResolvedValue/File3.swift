@Instantiable(generateMock: true)
public struct Grandchild: Instantiable {
    public init(widgetService: WidgetService) {
        self.widgetService = widgetService
    }
    @Instantiated let widgetService: WidgetService
}
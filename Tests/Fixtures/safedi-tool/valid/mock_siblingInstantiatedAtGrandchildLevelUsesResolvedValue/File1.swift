@Instantiable(generateMock: true)
public struct Root: Instantiable {
    public init(parent: Parent, widgetService: WidgetService) {
        self.parent = parent
        self.widgetService = widgetService
    }
    @Instantiated let parent: Parent
    @Instantiated let widgetService: WidgetService
}
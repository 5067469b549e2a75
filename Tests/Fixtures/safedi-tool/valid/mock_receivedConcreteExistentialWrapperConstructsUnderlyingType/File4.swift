@Instantiable(isRoot: true, generateMock: true)
public struct Root: Instantiable {
    public init(
        userService: AnyUserService,
        noteViewBuilder: Instantiator<NoteView>
    ) {
        self.userService = userService
        self.noteViewBuilder = noteViewBuilder
    }
    @Instantiated(fulfilledByType: "DefaultUserService", erasedToConcreteExistential: true) let userService: AnyUserService
    @Instantiated let noteViewBuilder: Instantiator<NoteView>
}
// Initializable's published @SkipInit cases (Tests/InitializableTests/
// SkipInitMacroTests.swift). The requires-async message is the macro's
// (Messages.swift, with a comma; the published test still spells it with a
// dash and fails upstream). Gate rules off: the snippets declare no opener.
// fixture-config: {"rules": {"initializable/gate-never-opened": "off"}}

// skipsStampingOnSkipInit
@AutoAwaitInit
actor MyService01: Initializable {
    @SkipInit
    func fetchData() async -> String { "data" }
    func process() async -> String { "process" }
}

// errorsOnSyncFunction: line 3, column 5
@AutoAwaitInit
actor MyService02: Initializable {
    @SkipInit // expected-error:5-14 {{@SkipInit can only be applied to async functions, sync functions are never wrapped}} {{5-15=}} {{title=Remove '@SkipInit'}}
    func syncMethod() -> String { "data" }
}

// errorsWithoutAutoAwaitInit: line 2, column 5 (the member counts as
// broken in coverage, so no ungated-async hint on top)
actor MyService03: Initializable {
    @SkipInit // expected-error:5 {{@SkipInit can only be used inside a type marked with @AutoAwaitInit or @AutoAwaitThrowingInit}} {{5-15=}} {{title=Remove '@SkipInit'}}
    func fetchData() async -> String { "data" }
}

// errorsOutsideType: line 1, column 1
@SkipInit // expected-error:1 {{@SkipInit can only be used inside a type marked with @AutoAwaitInit or @AutoAwaitThrowingInit}} {{1-11=}}
func fetchData() async -> String { "data" }

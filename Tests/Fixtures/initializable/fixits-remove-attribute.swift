// `Remove @WaitForInit` (and the other removals) delete the attribute with
// the blanks after it, the whole line when it becomes blank, and the blank
// before it when it ended the line.

@AutoAwaitInit
actor Removals: Initializable {
    let gate = InitializationGate()
    @SkipInit func setup() async { await markInitialized() }

    @WaitForInit func a() async { }
    // expected-error@-1:5 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{5-18=}}

    @WaitForInit
    func b() async { }
    // expected-error@-2:5 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{+0:1-+1:1=}}

    @MainActor @WaitForInit
    func c() async { }
    // expected-error@-2:16 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{15-28=}}

    @WaitForInit @MainActor
    func d() async { }
    // expected-error@-2:5 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{5-18=}}

    @WaitForInit /* kept */ func e() async { }
    // expected-error@-1:5 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{5-18=}}

	@WaitForInit	
	func f() async { }
    // expected-error@-2:2 {{@WaitForInit should not be added manually when @AutoAwaitInit is applied to the enclosing type}} {{+0:1-+1:1=}}
}

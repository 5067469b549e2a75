// The test-only library's rules (PlugsLibrary in WiringAnalysisTests).

/// A lamp.
@Plug struct Lamp {}

@Plug struct Kettle {} // expected-hint:14-20 {{Plug 'Kettle' has no documentation comment}} {{1-1=/// Kettle.\n}}

/// A fridge.
@Plug final class Fridge {} // expected-warning:19-25 {{'Fridge' is a plug that nothing connects: call connect(Fridge.self) where the app starts}}

@Plug func socket() {} // expected-error:1-6 {{@Plug must decorate a type}} {{1-7=}}

func boot() {
    connect(Lamp.self)
    connect(Kettle.self)
}

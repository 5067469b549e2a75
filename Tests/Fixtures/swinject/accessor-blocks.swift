// The property macros ask the binding for no accessor block at all: one
// with only observers is "computed" to them too. @OptionalInject, an
// accessor macro, also attaches to a subscript, where it reports.
// Checked against SwinjectMacros 1.0.2.
class Holder {
    @LazyInject var lazyObserved: Int? { // expected-error:5 {{@LazyInject can only be applied to stored properties, not computed properties.}}
        willSet {}
    }
    @WeakInject var weakObserved: AnyObject? { // expected-error:5 {{@WeakInject can only be applied to stored properties}}
        didSet {}
    }
    @AsyncInject var asyncObserved: Int? { // expected-error:5 {{@AsyncInject can only be applied to stored properties, not computed properties.}}
        didSet {}
    }
    @OptionalInject subscript(i: Int) -> Int { 0 } // expected-error:5-51 {{@OptionalInject can only be applied to variable properties.}}
}

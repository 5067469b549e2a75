// StitcherMacros' own macro test cases (athankefalas/StitcherMacros, HEAD
// a7def81b = release 1.1.0 plus housekeeping), one assertMacroExpansion call a
// file, named <TestClass>_<testName>.swift, in the order of the test file. Each
// file is the test's source text verbatim (its leading empty line included), so
// lines and columns are the test's. What follows the code gives what the real
// macro throws: an error, with the error's description as its message, at the
// macro attribute (4:5 is the `@InjectedParameters` token), with no fix-it.
// The tests agree with the macro's observed behaviour (message, place,
// severity, no fix-it) on every case, so no case deviates. Cases without an
// expectation must produce nothing. Only the parity rules run:
// Wiring's own checks and the graph rules are off.
// fixture-config: {"rules": {"stitcher/injectedparameters-no-effect": "off", "stitcher/injectedparameters-all-ignored": "off", "stitcher/multiple-preferred-initializers": "off", "stitcher/preferred-initializer-spelling": "off", "stitcher/missing-dependency": "off", "stitcher/parameter-arity-mismatch": "off", "stitcher/ambiguous-dependency": "off", "stitcher/dependency-cycle": "off", "stitcher/registerable-not-registered": "off"}}
//
// Every assertMacroExpansion case passes `strategy: .stitcherTest`. That name
// is internal to Stitcher (only `.stitcherByType` and `.stitcherByName` are
// public), so a client's compiler rejects the argument and never expands the
// macro. The macro's own parser accepts it, though, and no check it throws
// depends on the strategy, so the cases are ported verbatim, not skipped.
// Not ported: nothing. The package has 8 assertMacroExpansion calls, all for
// @InjectedParameters on functions; it has none for @PreferredInitializer or
// @Registerable. The last file is the package's other test file that attaches
// the macro, compiled with the real macro as part of the test target (so the
// macro throws nothing there); it is ported whole.
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest)
    func foo(one: One) {}
}
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters_async.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest)
    func foo(one: One) async {}
}
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters_throws.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest)
    func foo(one: One) throws {}
}
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters_asyncThrows.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest)
    func foo(one: One) async throws {}
}
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters_mutating.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest)
    mutating func foo(one: One) {}
}
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters_ignoringParameter.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest, ignoring: "other")
    func foo(one: One, other: Other) {}
}
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters_ignoringUnknownParameter.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest, ignoring: "other_")
    func foo(one: One, other: Other) {}
}
// expected-error@4:5 {{Malformed arguments. Ignored parameter 'other_' does not match a known parameter name.}}
// fixture-file: InjectedParametersMacroForFunctionsTests_test_injectedParameters_notIgnoringGenericParameter.swift

struct Container {

    @InjectedParameters(strategy: .stitcherTest)
    func foo<T>(one: T) {}
}
// expected-error@4:5 {{Malformed arguments. Cannot inject generic parameter 'one'. Explicitly ignore the parameter.}}
// fixture-file: InjectedParametersClassFunctionTests.swift
//
//  InjectedParametersClassFunctionTests.swift
//  
//
//  Created by Αθανάσιος Κεφαλάς on 24/3/24.
//

import XCTest
import StitcherMacros
@testable import Stitcher

final class InjectedParametersClassFunctionTests: XCTestCase {
    
    class TestableSubject {
        
        @InjectedParameters(parent: .classParent)
        func stringified(number: Int) -> String {
            return number.description
        }
        
        @InjectedParameters(parent: .classParent, ignoring: "factor")
        func multiplied(number: Int, by factor: Int) -> Int {
            return number * factor
        }
    }

    static var container: DependencyContainer?
    static var number: Int = { .random(in: 1...1000) }()
    
    override class func setUp() {
        let container = DependencyContainer {
            number
        }
        
        Self.container = container
        DependencyGraph.activate(container)
    }
    
    override class func tearDown() {
        guard let container else {
            return
        }
        
        DependencyGraph.deactivate(container)
    }

    func test_parameterInjection() {
        let subject = TestableSubject()
        let result = subject.stringified()
        XCTAssert(result == Self.number.description)
    }
    
    func test_parameterInjection_ignoresParameter() {
        let subject = TestableSubject()
        let factor = Int.random(in: 1...1000)
        let result = subject.multiplied(by: factor)
        let expectedResult = Self.number * factor
        XCTAssert(result == expectedResult)
    }
}

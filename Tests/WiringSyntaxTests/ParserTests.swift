import XCTest
@testable import WiringSyntax

/// One line per declaration, members indented: "kind name @line:col-endLine".
func sketch(_ file: ParsedFile) -> [String] {
    var out: [String] = []
    func walk(_ ds: [Decl], _ indent: String) {
        for d in ds {
            let (l, c) = file.source.lineColumn(of: d.position)
            out.append("\(indent)\(d.kind.rawValue) \(d.name) @\(l):\(c)-\(file.source.line(of: d.lastByte) + 1)")
            walk(d.members ?? [], indent + "  ")
        }
    }
    walk(file.outline.decls, "")
    return out
}

func sketch(_ s: String) -> [String] { sketch(ParsedFile(s)) }

final class ParserTests: XCTestCase {
    func testEveryDeclarationKind() {
        let src = """
        class C {}
        struct S {}
        actor A {}
        enum E { case a }
        protocol P { associatedtype T }
        extension S {}
        func f() {}
        var v = 1
        let l = 2
        typealias T = Int
        macro M() = #externalMacro(module: "m", type: "t")
        struct Members {
            init() {}
            deinit {}
            subscript(i: Int) -> Int { i }
        }
        """
        XCTAssertEqual(sketch(src), [
            "class C @1:1-1", "struct S @2:1-2", "actor A @3:1-3", "enum E @4:1-4", "  case a @4:10-4",
            "protocol P @5:1-5", "  associatedtype T @5:14-5", "extension S @6:1-6", "func f @7:1-7",
            "var v @8:1-8", "let l @9:1-9", "typealias T @10:1-10", "macro M @11:1-11", "struct Members @12:1-16",
            "  init init @13:5-13", "  deinit deinit @14:5-14", "  subscript subscript @15:5-15",
        ])
    }

    /// Imports (the module of `import struct A.B` is `A`; `@_exported`
    /// kept) and runs of top-level statements with their calls, neither a
    /// declaration of the outline.
    func testImportsAndTopLevelStatements() {
        let file = ParsedFile("""
        import Foundation
        @_exported import Swinject
        import struct Kit.Part
        let container = Container()
        container.register(A.self) { _ in A() }
        container.register(B.self) { _ in B() }
        final class A {}
        print(container.resolve(A.self)!)
        """)
        XCTAssertEqual(file.outline.imports.map(\.name), ["Foundation", "Swinject", "Kit"])
        XCTAssertEqual(file.outline.imports.map(\.exported), [false, true, false])
        XCTAssertEqual(sketch(file), ["let container @4:1-4", "class A @7:7-7"])
        let runs = file.outline.topLevelCode
        XCTAssertEqual(runs.count, 2, "statements separated by a declaration are two runs")
        XCTAssertEqual(runs.map { file.source.line(of: $0.range.lowerBound) + 1 }, [5, 8])
        XCTAssertEqual(runs[0].calls.map { file.outline.calls[$0] }.map { file.name($0) }, ["register", "A", "register", "B"])
        XCTAssertEqual(runs[1].calls.map { file.name(file.outline.calls[$0]) }.sorted(), ["print", "resolve"])
    }

    func testAttributesKeepTheirArguments() throws {
        let file = ParsedFile("""
        @Instantiable(isRoot: true, fulfillingAdditionalTypes: [A.self, B.self])
        public final class Root {
            @Received(fulfilledByDependencyNamed: "x", ofType: X.self) let x: X
            @InjectedParameters(ignoring: "a") init(a: Int) {}
            @SafeDI.Instantiated @objc(foo:) @available(iOS 16, *) var y: Y
        }
        """)
        let root = try XCTUnwrap(file.outline.decls.first)
        let attr = try XCTUnwrap(root.attributes.first)
        XCTAssertEqual(attr.name, "Instantiable")
        XCTAssertEqual(attr.arguments.map(\.label), ["isRoot", "fulfillingAdditionalTypes"])
        XCTAssertEqual(attr.arguments.map(\.text), ["true", "[A.self,B.self]"])
        XCTAssertEqual(file.text(attr.range), "@Instantiable(isRoot: true, fulfillingAdditionalTypes: [A.self, B.self])")
        XCTAssertEqual(file.outline.modifiers(of: root).map(\.name), ["public", "final"])
        let members = try XCTUnwrap(root.members)
        XCTAssertEqual(members[0].attributes[0].argument("fulfilledByDependencyNamed")?.text, "\"x\"")
        XCTAssertEqual(members[0].attributes[0].argument("ofType")?.text, "X.self")
        XCTAssertEqual(members[1].attributes[0].arguments.first?.text, "\"a\"")
        XCTAssertEqual(members[2].attributes.map(\.name), ["SafeDI.Instantiated", "objc", "available"])
        XCTAssertEqual(members[2].attributes[0].baseName, "Instantiated")
    }

    func testSignaturesAndEffects() throws {
        let file = ParsedFile("""
        struct S {
            func a<T: P>(_ x: inout T, label y: @escaping () -> Void = { }, z: Int = 3 + 4) async throws -> [T] where T: Q {}
            func b() throws(MyError) {}
            func c() rethrows {}
            func d() reasync {}
            init?(v: Int) async {}
            static func == (l: S, r: S) -> Bool { true }
            subscript(i: Int) -> Int { get async throws { 0 } }
        }
        """)
        let m = try XCTUnwrap(file.outline.decls.first?.members)
        XCTAssertEqual(m[0].params?.map { "\($0.label) \($0.name): \($0.type)" },
                       ["_ x: inout T", "label y: @escaping ()->Void", "z z: Int"])
        XCTAssertEqual(m[0].params.map { $0.map { $0.defaultValue.map(file.text) } }, [nil, "{ }", "3 + 4"])
        XCTAssertEqual(m[0].isAsync, true)
        XCTAssertEqual(m[0].isThrows, true)
        XCTAssertEqual(m[0].returnType?.text, "[T]")
        XCTAssertEqual(m[0].genericParameters.map(file.text), "<T: P>")
        XCTAssertEqual(m[0].whereClause.map(file.text), "where T: Q")
        XCTAssertEqual(m[0].parameterClause.map { file.text($0) }?.hasSuffix("3 + 4)"), true)
        XCTAssertEqual(m[1].isThrows, true)
        XCTAssertTrue(m[1].isTypedThrows)
        XCTAssertEqual(m[1].throwsRange.map(file.text), "throws(MyError)")
        XCTAssertEqual(m[2].isThrows, true)
        XCTAssertEqual(m[3].isAsync, true)
        XCTAssertEqual(m[4].kind, .`init`)
        XCTAssertEqual(m[4].asyncRange.map(file.text), "async")
        XCTAssertEqual(m[5].name, "==")
        XCTAssertEqual(file.outline.modifiers(of: m[5]).map(\.name), ["static"])
        XCTAssertEqual(m[6].isAsync, true)
        XCTAssertEqual(m[6].isThrows, true)
        XCTAssertEqual(m[6].accessors?.map(\.keyword), ["get"])
    }

    func testPropertiesTypesAndAccessors() throws {
        let file = ParsedFile("""
        class K {
            private(set) var a, b: [String : Int]
            lazy var c = { 1 }()
            var d: Int { get { 1 } set { } }
            var e = 0 {
                didSet { print(e) }
            }
            nonisolated(unsafe) static var f: (any P & Q)?
            let (g, h) = (1, 2), i = 3
        }
        """)
        let m = try XCTUnwrap(file.outline.decls.first?.members)
        XCTAssertEqual(m.map(\.name), ["a", "b", "c", "d", "e", "f", "i"])
        XCTAssertNil(m[0].type)
        XCTAssertEqual(m[1].type?.text, "[String:Int]")
        XCTAssertEqual(file.outline.modifiers(of: m[0]).map(\.name), ["private(set)"])
        XCTAssertEqual(m[2].initializer.map(file.text), "{ 1 }()")
        XCTAssertEqual(m[3].accessors?.map(\.keyword), ["get", "set"])
        XCTAssertEqual(m[4].accessors?.map(\.keyword), ["didSet"])
        XCTAssertEqual(m[4].initializer.map(file.text), "0")
        XCTAssertEqual(file.outline.modifiers(of: m[5]).map(\.name), ["nonisolated(unsafe)", "static"])
        XCTAssertEqual(m[5].type?.text, "(any P&Q)?")
        XCTAssertEqual(sketch(file).last, "  let i @9:26-9", "several names: each at its identifier")
    }

    func testInheritanceGenericsAndWhereClauses() throws {
        let file = ParsedFile("""
        public final class C<T: Hashable, each U>: Base<T>, @unchecked Sendable, ~Copyable where T: Codable {}
        extension Dictionary.Keys: P where Key == String {}
        protocol Q<Element>: AnyObject {}
        """)
        let d = file.outline.decls
        XCTAssertEqual(d[0].inherits?.map(\.text), ["Base<T>", "@unchecked Sendable", "~Copyable"])
        XCTAssertEqual(d[0].genericParameters.map(file.text), "<T: Hashable, each U>")
        XCTAssertEqual(d[1].name, "Dictionary.Keys")
        XCTAssertEqual(d[1].inherits?.map(\.text), ["P"])
        XCTAssertEqual(d[2].inherits?.map(\.text), ["AnyObject"])
    }

    func testEnumCases() {
        XCTAssertEqual(sketch("""
        enum E: Int {
            case a = 1, b
            indirect case c(E, weight: Int = 1)
            case d(
                Int
            )
        }
        """), ["enum E @1:1-7", "  case a @2:10-2", "  case b @2:17-2", "  case c @3:14-3", "  case d @4:5-6"])
    }

    func testIfConfigMembersFromEveryBranch() {
        XCTAssertEqual(sketch("""
        struct S {
            #if os(Linux)
            func linux() {}
            #elseif DEBUG
            func debug() {}
            #else
            func other() {}
            #endif
        }
        """), ["struct S @1:1-9", "  func linux @3:5-3", "  func debug @5:5-5", "  func other @7:5-7"])
        let f = ParsedFile("#if DEBUG\n@MainActor\n#endif\n@objc func f() {}")
        XCTAssertEqual(f.outline.decls.first?.attributes.map(\.name), ["MainActor", "objc"])
    }

    func testNestedTypesAndNothingInsideBodies() {
        XCTAssertEqual(sketch("""
        struct Outer {
            struct Inner { enum Deep { case x } }
            func f() { struct Local {}; let y = 1 }
            var v: Int = { let hidden = 2; return hidden }()
        }
        let top = 1
        if top > 0 { let notListed = 1 }
        """), ["struct Outer @1:1-5", "  struct Inner @2:5-2", "    enum Deep @2:20-2", "      case x @2:32-2",
               "  func f @3:5-3", "  var v @4:5-4", "let top @6:1-6"])
    }

    // MARK: Calls

    func testCallsInSourceOrderWithCalleesArgumentsAndChains() throws {
        let file = ParsedFile("""
        func setUp(c: Container, r: Resolver) async {
            c.register(A.self, name: "main") { r in A(b: r.resolve(B.self)!) }.inObjectScope(.container)
            _ = r.resolve(C.self)
            await self.gate.markInitialized()
            AsyncTask { await work() }.bind(to: lifetime)
            let x = try await retry(attempts: 3) { try await fetch() }
        }
        """)
        let f = try XCTUnwrap(file.outline.decls.first)
        let calls = Array(file.outline.calls(in: f))
        XCTAssertEqual(calls.map(file.callee), ["c.register", "A", "r.resolve", "inObjectScope", "r.resolve",
                                                "self.gate.markInitialized", "AsyncTask", "work", "bind", "retry",
                                                "fetch"])
        let register = calls[0]
        let args = Array(file.outline.arguments(of: register))
        XCTAssertEqual(args.map { $0.labelRange.map(file.text) }, [nil, "name", nil])
        XCTAssertEqual(args.map { file.text($0.value) }.prefix(2), ["A.self", "\"main\""])
        XCTAssertEqual(args.map(\.isSimple), [true, true, false])
        XCTAssertTrue(args[2].isTrailingClosure)
        XCTAssertEqual(simpleArguments("f(a, a.b, .c, 1, 2.5, \"s\", true, nil, a b)"), Array(repeating: true, count: 9))
        XCTAssertEqual(simpleArguments("f(., a(), a?, -1, a + b, [a], \"\\(x)\" + y, a.)"),
                       [false, false, false, false, false, false, false, true])
        XCTAssertEqual(simpleArguments("f(x: a, y: .)"), [true, false])
        XCTAssertTrue(register.flags.contains(.hasTrailingClosure))
        XCTAssertTrue(register.flags.contains(.hasDependentCall))
        XCTAssertEqual(calls[3].receiver, file.outline.calls.firstIndex { $0.range == register.range })
        XCTAssertTrue(calls[3].flags.contains(.discarded), "a chain that is a whole statement is discarded")
        XCTAssertTrue(calls[2].flags.contains(.forceUnwrapped))
        XCTAssertTrue(calls[4].flags.contains(.assignedToWildcard))
        XCTAssertTrue(calls[5].flags.contains(.awaited))
        XCTAssertTrue(calls[5].flags.contains(.statement))
        XCTAssertTrue(file.isCall(calls[5], named: "markInitialized"))
        XCTAssertEqual(calls[8].receiver, 6 + (file.outline.calls.firstIndex { $0.range == register.range } ?? 0))
        XCTAssertFalse(calls[6].flags.contains(.discarded), "AsyncTask's result is used by .bind")
        XCTAssertTrue(calls[9].flags.contains(.tried))
        XCTAssertFalse(calls[9].flags.contains(.discarded))
    }

    func testCalleePathsThroughOptionalsAndSubscripts() {
        let file = ParsedFile("func f() { x?.gate.markInitialized(); items[0].run(); a!.b() }")
        XCTAssertEqual(file.outline.calls.map(file.callee), ["x?.gate.markInitialized", "items[0].run", "a!.b"])
        XCTAssertEqual(file.outline.calls.map(file.name), ["markInitialized", "run", "b"])
    }

    func testLexingFromAnOffsetIsNoFileStart() {
        let bytes = Array("x #!y".utf8)
        let toks: [Token] = bytes.withUnsafeBufferPointer { buf in
            var lexer = Lexer(buf, from: 2)
            return [lexer.next(), lexer.next()]
        }
        XCTAssertEqual(toks[0].kind, .hash, "`#!` in the middle of a file is no shebang")
    }

    func testNoTrailingClosureInConditions() {
        let file = ParsedFile("func f() { if ready { go() }; guard ok else { return }; while busy { wait() } }")
        XCTAssertEqual(file.outline.calls.map(file.callee), ["go", "wait"])
    }

    func testCallsInPropertyInitializersBelongToTheProperty() throws {
        let file = ParsedFile("final class O { let task = AsyncTask { await run() }\n func g() { h() } }")
        let m = try XCTUnwrap(file.outline.decls.first?.members)
        XCTAssertEqual(file.outline.calls(in: m[0]).map(file.callee), ["AsyncTask", "run"])
        XCTAssertEqual(file.outline.calls(in: m[1]).map(file.callee), ["h"])
    }

    // MARK: Recovery

    func testRecoversFromBrokenCode() {
        XCTAssertEqual(sketch("struct A {\n  func f() {\n"), ["struct A @1:1-2", "  func f @2:3-2"], "unclosed braces")
        XCTAssertEqual(sketch("}\nfunc g() {}\n}"), ["func g @2:1-2"], "stray braces")
        XCTAssertEqual(sketch("func (x: Int) {}\nfunc ok() {}"), ["func  @1:1-1", "func ok @2:1-2"], "missing name")
        XCTAssertEqual(sketch("class A { var }\nclass B {}"), ["class A @1:1-1", "class B @2:1-2"])
        XCTAssertEqual(sketch("struct S { func f(a: Int, { } }\nlet z = 1"), ["struct S @1:1-1", "  func f @1:12-1", "let z @2:1-2"])
        XCTAssertEqual(sketch(""), [])
        XCTAssertEqual(sketch("@"), [])
    }

    func testDeepNestingDoesNotOverflowTheStack() {
        let deep = String(repeating: "struct A { ", count: 5000) + String(repeating: "}", count: 5000)
        XCTAssertFalse(sketch(deep).isEmpty)
        let parens = "func f() { " + String(repeating: "(", count: 100_000) + " }"
        XCTAssertEqual(sketch(parens).first, "func f @1:1-1")
        let braces = "let x = " + String(repeating: "{", count: 100_000)
        XCTAssertEqual(sketch(braces).first?.hasPrefix("let x"), true)
    }

    func testBinaryJunk() {
        var rng = SystemRandomNumberGenerator()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let file = ParsedFile(source: SourceText(bytes))
        _ = sketch(file)
    }
}

final class EdgeTests: XCTestCase {
    /// Look-behind at the first token must stay inside the token buffer.
    func testCallsAtTheVeryStart() {
        for src in ["foo { }", "x.y(1)", "a", "(", "{", "f(", ".m()", "@", "#if"] {
            let file = ParsedFile(src)
            _ = file.outline.calls.map(file.callee)
        }
        XCTAssertEqual(ParsedFile("foo { }").outline.calls.count, 1)
    }
}

/// Whether each argument of the first call in `call` (a statement in a
/// function body) counts as a simple value.
private func simpleArguments(_ call: String) -> [Bool] {
    let file = ParsedFile("func g() {\n    \(call)\n}\n")
    guard let first = file.outline.calls.first else { return [] }
    return file.outline.arguments(of: first).map(\.isSimple)
}

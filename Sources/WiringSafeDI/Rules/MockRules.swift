import WiringAnalysis

// The mock checks of `@Instantiable` (`generateMock`, `mockOnly`,
// `customMockName` and hand-written `mock()` methods), in the macro's
// order: `mockOnly` with what it excludes, duplicate mocks, the
// `customMockName` group, then the mock method itself.

extension SafeDIFixes {
    /// The attribute's `n`-th argument removed, with its comma.
    func removeArgument(_ i: Int, attribute k: Int, _ n: Int, title: String) -> FixRecipe {
        let args = file.decl(i).attributes[k].arguments
        let edit: EditRecipe
        if n > 0 {
            edit = .replaceSpan(from: file.anchor(i, .argument(attribute: k, n - 1)), afterFrom: true,
                                through: file.anchor(i, .argument(attribute: k, n)), "")
        } else if args.count > 1 {
            let next = args[1]
            edit = .replaceSpan(from: file.anchor(i, .argument(attribute: k, 0)), afterFrom: false,
                                through: file.anchor(i, .argument(attribute: k, 1)), (next.label.map { $0 + ": " } ?? "") + next.text)
        } else {
            edit = .delete(file.anchor(i, .argument(attribute: k, 0)))
        }
        return FixRecipe(title: title, edits: [edit])
    }
}

struct MockOnlyWithGenerateMock: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-only-with-generate-mock", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "@Instantiable with both mockOnly: true and generateMock: true",
        details: "A `mockOnly` declaration only provides a hand-written mock; it cannot also ask for a generated one.\n\nThe fix-it removes `generateMock: true`.",
        fixTitles: ["Remove `generateMock: true`"],
        triggeringExamples: ["""
        @Instantiable(mockOnly: true, generateMock: true)
        public final class Clock {
            public static func mock() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(mockOnly: true)
        public final class Clock {
            public static func mock() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockOnlyWithGenerateMock(let n) = e.kind, case .attribute(let k) = e.role else { continue }
            out.append(finding("`mockOnly` and `generateMock` cannot both be `true`.", at: file.anchor(e),
                               fixes: [file.fixes.removeArgument(e.decl, attribute: k, n, title: "Remove `generateMock: true`")]))
        }
    }
}

struct MockOnlyWithRoot: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-only-with-root", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A mockOnly @Instantiable marked isRoot",
        details: "A `mockOnly` declaration exists only for mocks, so it cannot be the root of the production tree.\n\nThe fix-it removes `isRoot: true`.",
        fixTitles: ["Remove `isRoot: true`"],
        triggeringExamples: ["""
        @Instantiable(isRoot: true, mockOnly: true)
        public final class Clock {
            public static func mock() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(mockOnly: true)
        public final class Clock {
            public static func mock() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockOnlyWithIsRoot(let n) = e.kind, case .attribute(let k) = e.role else { continue }
            out.append(finding("`mockOnly` types cannot be marked `isRoot`.", at: file.anchor(e),
                               fixes: [file.fixes.removeArgument(e.decl, attribute: k, n, title: "Remove `isRoot: true`")]))
        }
    }
}

struct MockOnlyMissingMock: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-only-missing-mock", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A mockOnly @Instantiable without its mock method",
        details: "A `mockOnly` declaration is nothing but its hand-written mock: it needs a `public static func mock(…)` (or the `customMockName`) returning the type.\n\nThe fix-it adds one that takes each dependency and builds the type with them.",
        fixTitles: ["Add `public static func mock(…) -> Type` method"],
        triggeringExamples: ["""
        @Instantiable(mockOnly: true)
        public final class Clock {}
        """],
        nonTriggeringExamples: ["""
        @Instantiable(mockOnly: true)
        public final class Clock {
            public static func mock() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockOnlyMissingMock(let stub) = e.kind else { continue }
            out.append(finding("@Instantiable(mockOnly: true) requires a `public static func \(stub.name)(…) -> \(stub.type)` method.", at: file.anchor(e),
                               fixes: [FixRecipe(title: "Add `public static func \(stub.name)(…) -> \(stub.type)` method",
                                                 edits: [.insertLastMember(file.anchor(e.decl, .declaration), lines: [stub.text])])]))
        }
    }
}

struct DuplicateMock: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/duplicate-mock", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A second mock method in an @Instantiable type",
        details: "SafeDI uses the first `static` or `class` method named `mock` (or the `customMockName`); the macro rejects every later one.\n\nThe fix-it removes the duplicate.",
        fixTitles: ["Remove duplicate mock() method"],
        triggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock() -> Clock { Clock() }
            public static func mock() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .duplicateMock = e.kind else { continue }
            out.append(finding("@Instantiable-decorated type must have at most one `mock()` method. Remove this duplicate.", at: file.anchor(e),
                               fixes: [FixRecipe(title: "Remove duplicate mock() method", edits: [.delete(file.anchor(e))])]))
        }
    }
}

struct CustomMockNameWithoutGeneration: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/custom-mock-name-without-generation", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "customMockName without generateMock: true or mockOnly: true",
        details: "`customMockName` names the hand-written mock the generated code calls; it means nothing unless mocks are generated (`generateMock: true`) or the declaration is `mockOnly`.\n\nThe fix-it adds `generateMock: true` before it.",
        fixTitles: ["Add `generateMock: true` or `mockOnly: true` to `@Instantiable`"],
        triggeringExamples: ["""
        @Instantiable(customMockName: "preview")
        public final class Clock: Instantiable {
            public init() {}
            public static func preview() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(generateMock: true, customMockName: "preview")
        public final class Clock: Instantiable {
            public init() {}
            public static func preview() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .customMockNameWithoutGeneration(let n) = e.kind, case .attribute(let k) = e.role else { continue }
            out.append(finding("`customMockName` requires `generateMock: true` or `mockOnly: true`.", at: file.anchor(e),
                               fixes: [FixRecipe(title: "Add `generateMock: true` or `mockOnly: true` to `@Instantiable`",
                                                 edits: [.insertBefore(file.anchor(e.decl, .argument(attribute: k, n)), "generateMock: true, ")])]))
        }
    }
}

struct MockNeedsCustomName: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-needs-custom-name", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A hand-written mock() beside generateMock: true",
        details: "With `generateMock: true` SafeDI generates a `mock(…)` method whose signature would be ambiguous with a hand-written one.\n\nThe fix-it renames the method `customMock` and adds `customMockName: \"customMock\"`, so that the generated mock calls it.",
        fixTitles: ["Rename method to `customMock` and add `customMockName: \"customMock\"` to `@Instantiable`"],
        triggeringExamples: ["""
        @Instantiable(generateMock: true)
        public final class Clock: Instantiable {
            public init() {}
            public static func mock() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(generateMock: true, customMockName: "customMock")
        public final class Clock: Instantiable {
            public init() {}
            public static func customMock() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockNeedsCustomName(let k) = e.kind else { continue }
            let type = file.decl(e.decl).parent
            let args = file.decl(Int(type)).attributes[k].arguments
            var edits: [EditRecipe] = [.replace(file.anchor(e.decl, .nameOnly), "customMock")]
            if !args.isEmpty {
                edits.append(.insertAfter(file.anchor(Int(type), .argument(attribute: k, args.count - 1)), ", customMockName: \"customMock\""))
            }
            out.append(finding("@Instantiable-decorated type with `generateMock: true` cannot also have a hand-written `mock()` method because the generated and hand-written methods would have ambiguous signatures. Rename your method and add `customMockName` to `@Instantiable`.",
                               at: file.anchor(e),
                               fixes: [FixRecipe(title: "Rename method to `customMock` and add `customMockName: \"customMock\"` to `@Instantiable`", edits: edits)]))
        }
    }
}

struct MockConflictsWithGenerated: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-conflicts-with-generated", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A method named mock() beside a generated mock",
        details: "With `generateMock: true` and a `customMockName`, SafeDI generates `mock(…)` itself; a hand-written method of that name conflicts with it.\n\nThe fix-it removes it.",
        fixTitles: ["Remove this `mock()` method"],
        triggeringExamples: ["""
        @Instantiable(generateMock: true, customMockName: "preview")
        public final class Clock: Instantiable {
            public init() {}
            public static func preview() -> Clock { Clock() }
            public static func mock() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(generateMock: true, customMockName: "preview")
        public final class Clock: Instantiable {
            public init() {}
            public static func preview() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockConflictsWithGenerated = e.kind else { continue }
            out.append(finding("@Instantiable-decorated type with `generateMock: true` cannot also have a hand-written `mock()` method. The generated `mock()` would conflict with this method. Remove it or rename it.",
                               at: file.anchor(e), fixes: [FixRecipe(title: "Remove this `mock()` method", edits: [.delete(file.anchor(e))])]))
        }
    }
}

struct CustomMockNameNotFound: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/custom-mock-name-not-found", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "customMockName naming no method of the type",
        details: "The generated mock calls the method `customMockName` names: the type needs a `public static func` of that name.\n\nThe fix-it adds one that takes each dependency and builds the type with them.",
        fixTitles: ["Add `public static func …(…)` method"],
        triggeringExamples: ["""
        @Instantiable(generateMock: true, customMockName: "preview")
        public final class Clock: Instantiable {
            public init() {}
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable(generateMock: true, customMockName: "preview")
        public final class Clock: Instantiable {
            public init() {}
            public static func preview() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .customMockNameNotFound(let stub) = e.kind else { continue }
            out.append(finding("No method named `\(stub.name)` found. Add a `public static func \(stub.name)(…)` method.", at: file.anchor(e),
                               fixes: [FixRecipe(title: "Add `public static func \(stub.name)(…)` method",
                                                 edits: [.insertLastMember(file.anchor(e.decl, .declaration), lines: [stub.text])])]))
        }
    }
}

struct MockNonDependencyWithoutDefault: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-non-dependency-without-default", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A mock() parameter that is no dependency and has no default value",
        details: "The generated code calls the mock with one argument per dependency; any other parameter must have a default value.\n\nThe fix-it adds a `<#default#>` placeholder to each.",
        fixTitles: ["Add default values to mock() non-dependency parameters for …"],
        triggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock(zone: String) -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock(zone: String = "UTC") -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockNonDependencyWithoutDefault(let parameters) = e.kind else { continue }
            let params = file.decl(e.decl).params
            let listed = parameters.map { params[$0].name + ": " + TypeDescription(parsing: params[$0].typeText).asSource }
            let edits: [EditRecipe] = parameters.map { .insertAfter(file.anchor(e.decl, .parameter($0)), " = <#default#>") }
            out.append(finding("@Instantiable-decorated type’s `mock()` method has non-dependency parameters without default values. Parameters that do not correspond to a dependency must have default values.",
                               at: file.anchor(e),
                               fixes: [FixRecipe(title: "Add default values to mock() non-dependency parameters for " + listed.joined(separator: ", "),
                                                 edits: edits)]))
        }
    }
}

struct MockReturnType: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-return-type", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A mock() that returns neither Self nor the type",
        details: "The generated code uses the mock in place of the type: it must return `Self` or the type.\n\nThe fix-it makes it return the type.",
        fixTitles: ["Change mock() return type to `…`"],
        triggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock() -> Date { Date() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock() -> Self { Self() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockReturnType(let type) = e.kind else { continue }
            let edit: EditRecipe = file.decl(e.decl).returnType != nil
                ? .replace(file.anchor(e.decl, .returnType), type)
                : .insertAfter(file.anchor(e.decl, .parameterClause), " -> \(type)")
            out.append(finding("@Instantiable-decorated type’s `mock()` method must return `Self` or `\(type)`.", at: file.anchor(e),
                               fixes: [FixRecipe(title: "Change mock() return type to `\(type)`", edits: [edit])]))
        }
    }
}

struct MockNotPublic: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-not-public", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A mock() that is not public",
        details: "Generated mocks call it from other files and modules: it must be `public` or `open`.\n\nThe fix-it adds `public`.",
        fixTitles: ["Add `public` modifier to mock() method"],
        triggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            static func mock() -> Clock { Clock() }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        public final class Clock: Instantiable {
            public init() {}
            public static func mock() -> Clock { Clock() }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockNotPublic = e.kind else { continue }
            // as the macro does: `public` first, whatever modifiers follow
            let edit: EditRecipe = file.decl(e.decl).modifiers.isEmpty
                ? .insertBefore(file.anchor(e.decl, .keyword), "public ")
                : .insertBefore(file.anchor(e.decl, .modifier(0)), "public ")
            out.append(finding("@Instantiable-decorated type’s `mock()` method must be `public` or `open`.", at: file.anchor(e),
                               fixes: [FixRecipe(title: "Add `public` modifier to mock() method", edits: [edit])]))
        }
    }
}

struct MockMissingArguments: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/mock-missing-arguments", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "A mock() without a parameter for each dependency",
        details: "The generated code passes every `@Instantiated`, `@Received` and `@Forwarded` property to the mock; it needs a parameter for each (others are allowed with default values).\n\nThe fix-it writes one parameter per dependency, in order, then the others.",
        fixTitles: ["Add mock() arguments for …"],
        triggeringExamples: ["""
        @Instantiable
        public final class Feed: Instantiable {
            public init(client: Client) { self.client = client }
            @Received let client: Client
            public static func mock() -> Feed { Feed(client: Client()) }
        }
        """],
        nonTriggeringExamples: ["""
        @Instantiable
        public final class Feed: Instantiable {
            public init(client: Client) { self.client = client }
            @Received let client: Client
            public static func mock(client: Client) -> Feed { Feed(client: client) }
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .mockMissingArguments(let dependencies, let missing) = e.kind else { continue }
            // the dependencies in order, then the mock's other parameters
            let (required, others) = file.fixes.dependencyParameters(e.decl, dependencies)
            let items = required + others.map { ParameterItem.existing($0) }
            out.append(finding("@Instantiable-decorated type’s `mock()` method must have a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Extra parameters with default values are allowed.",
                               at: file.anchor(e),
                               fixes: [FixRecipe(title: "Add mock() arguments for " + missing.map(\.asSource).joined(separator: ", "),
                                                 edits: [.rewriteParameters(file.anchor(e.decl, .parameterClause), items)])]))
        }
    }
}

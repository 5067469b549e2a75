import WiringAnalysis

struct InitMissing: SafeDIFileRule {
    let info = RuleInfo(
        id: "safedi/init-missing", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An @Instantiable type without an initializer SafeDI can use",
        details: """
        SafeDI builds an @Instantiable type with a `public` initializer taking each @Instantiated, @Received \
        and @Forwarded property, other parameters having default values. When the type has no initializer, or \
        only ones the macro cannot fix (failable, `async`, `throws`, generic, or with a parameter that is no \
        dependency and has no default), it reports on the member block, in one of three wordings: \
        "@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each \
        @Instantiated, @Received, or @Forwarded-decorated property." when every stored property is a \
        dependency or has a value; "… Parameters in this initializer that do not correspond to a decorated \
        property must have default values." when there are other stored properties too; and \
        "@Instantiable-decorated type with no @Instantiated, @Received, or @Forwarded-decorated properties must \
        have a `public` or `open` initializer that either takes no parameters or has a default value for each \
        parameter." when there are only other stored properties.

        The fix-it adds `public init(…)` as the first member: a parameter and an assignment per dependency, \
        and a placeholder assignment for each other stored property without a value. A type marked \
        `@SafeDI.Instantiable` (module-qualified) gets the first wording whatever it declares, without a \
        fix-it: the macro reads the members of a type marked with the plain `@Instantiable` only.
        """,
        fixTitles: ["Add required initializer"],
        triggeringExamples: ["""
        @Instantiable
        public final class Service: Instantiable {
            @Instantiated let client: Client
        }
        """, """
        @Instantiable
        public struct Settings: Instantiable {
            let name: String
        }
        """],
        nonTriggeringExamples: [SafeDIExamples.service, """
        @Instantiable
        public struct Settings: Instantiable {
            public init(name: String = "default") {
                self.name = name
            }

            let name: String
        }
        """])

    func check(_ file: SafeDIFileContext, into out: inout [Finding]) {
        for e in file.simulation.events {
            guard case .initMissing(let variant, let dependencies, let uninitialized) = e.kind else { continue }
            let message: String
            switch variant {
            case .onlyDependencies, .unread:
                message = "@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property."
            case .mixed:
                message = "@Instantiable-decorated type must have a `public` or `open` initializer with a parameter for each @Instantiated, @Received, or @Forwarded-decorated property. Parameters in this initializer that do not correspond to a decorated property must have default values."
            case .noDependencies:
                message = "@Instantiable-decorated type with no @Instantiated, @Received, or @Forwarded-decorated properties must have a `public` or `open` initializer that either takes no parameters or has a default value for each parameter."
            }
            out.append(finding(message, at: file.anchor(e),
                               fixes: variant == .unread ? []
                                   : [file.fixes.addRequiredInitializer(e.decl, dependencies: dependencies, uninitialized: uninitialized)]))
        }
    }
}

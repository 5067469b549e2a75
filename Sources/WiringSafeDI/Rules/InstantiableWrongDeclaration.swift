import WiringAnalysis

struct InstantiableWrongDeclaration: SafeDIThrownRule {
    let thrownKind = SafeDIMacroEvent.ThrownKind.wrongDeclaration
    let info = RuleInfo(
        id: "safedi/instantiable-wrong-declaration", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "@Instantiable on an enum or a protocol",
        details: """
        SafeDI builds instances of classes, structs and actors, and of types it is told how to build through \
        an extension with an `instantiate()` method. On anything else the macro throws "@Instantiable must \
        decorate an extension on a type or a class, struct, or actor declaration" (after checking its \
        arguments).

        Move the attribute to a class, struct or actor, or to an extension of the type with a \
        `public static func instantiate() -> Type` method.
        """,
        triggeringExamples: ["""
        @Instantiable
        public enum Mode: Instantiable {}
        """],
        nonTriggeringExamples: [SafeDIExamples.service])
}

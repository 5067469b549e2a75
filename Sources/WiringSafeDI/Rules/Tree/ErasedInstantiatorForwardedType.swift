import WiringAnalysis
import WiringSyntax

struct ErasedInstantiatorForwardedType: SafeDITreeRule {
    let info = RuleInfo(
        id: "safedi/erased-instantiator-forwarded-type", library: "SafeDI", defaultSeverity: .error, kind: .parity,
        summary: "An ErasedInstantiator whose first generic argument is not what the built type forwards",
        details: """
        ErasedInstantiator<Forwarded, Built> passes its first generic argument to the built type's \
        initializer as the @Forwarded values: it must be the type's ForwardedProperties (or the single \
        forwarded property's type, or the tuple of them sorted by label). SafeDITool stops with "Property ... \
        incorrectly configured. Property should instead be of type `ErasedInstantiator<T.ForwardedProperties, \
        ...>`" while generating code.

        Use T.ForwardedProperties as the first generic argument.
        """,
        fixTitles: ["Use T.ForwardedProperties"],
        triggeringExamples: ["""
        import UIKit

        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(detailBuilder: ErasedInstantiator<Int, UIViewController>) { self.detailBuilder = detailBuilder }
            @Instantiated(fulfilledByType: "DetailViewController") let detailBuilder: ErasedInstantiator<Int, UIViewController>
        }
        @Instantiable
        public final class DetailViewController: UIViewController, Instantiable {
            public init(id: String) { self.id = id }
            @Forwarded let id: String
        }
        """],
        nonTriggeringExamples: ["""
        import UIKit

        @Instantiable(isRoot: true)
        public final class Root: Instantiable {
            public init(detailBuilder: ErasedInstantiator<DetailViewController.ForwardedProperties, UIViewController>) { self.detailBuilder = detailBuilder }
            @Instantiated(fulfilledByType: "DetailViewController") let detailBuilder: ErasedInstantiator<DetailViewController.ForwardedProperties, UIViewController>
        }
        @Instantiable
        public final class DetailViewController: UIViewController, Instantiable {
            public init(id: String) { self.id = id }
            @Forwarded let id: String
        }
        """])

    func check(_ tree: SafeDITree, into out: inout [Finding]) {
        for case .erasedInstantiatorArguments(let ref, let child) in tree.problems {
            let dep = tree.dependency(ref)
            let concrete = tree.name(record: child)
            let expected = "\(concrete).ForwardedProperties"
            let message = "Property `\(dep.property.asSource)` on \(concrete) incorrectly configured. Property should instead be of type `ErasedInstantiator<\(expected), \(dep.property.type.asInstantiatedType.asSource)>`."
            var at = tree.anchor(ref)
            at.role = .typeArgument(0)
            var edits: [EditRecipe] = [.replace(at, expected)]
            if let p = dep.initParameter {
                edits.append(.replace(Anchor(file: at.file, decl: p.decl, role: .parameterTypeArgument(p.index, 0)), expected))
            }
            out.append(finding(message, at: at, fixes: [FixRecipe(title: "Use \(expected)", edits: edits)]))
        }
    }
}

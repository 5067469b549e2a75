import WiringAnalysis
import WiringSyntax

/// The fix-its SafeDI's macro rules share, as edit recipes. They carry the
/// macros' titles and make the macros' fixed source (up to whitespace) with
/// clean edits: only the tokens that change, never a declaration rewritten
/// with its trivia.
struct SafeDIFixes {
    let file: SafeDIFileContext

    private func anchor(_ i: Int, _ role: AnchorRole) -> Anchor { file.anchor(i, role) }
    private func decl(_ i: Int) -> DeclFact { file.decl(i) }

    /// ``Add `public` modifier``: an access modifier in `replacing` becomes
    /// `public`; without one, `public ` goes before the first modifier or
    /// the keyword.
    func addPublic(_ i: Int, replacing: Set<String>) -> FixRecipe {
        let d = decl(i)
        let edit: EditRecipe
        if let k = d.modifiers.firstIndex(where: replacing.contains) {
            edit = .replace(anchor(i, .modifier(k)), "public")
        } else if !d.modifiers.isEmpty {
            edit = .insertBefore(anchor(i, .modifier(0)), "public ")
        } else {
            edit = .insertBefore(anchor(i, .keyword), "public ")
        }
        return FixRecipe(title: "Add `public` modifier", edits: [edit])
    }

    /// ``Declare conformance to `Instantiable` ``: `, Instantiable` after the
    /// last inherited type, or `: Instantiable` after the name (and generic
    /// parameters).
    func declareConformance(_ t: Int) -> FixRecipe {
        FixRecipe(title: "Declare conformance to `Instantiable`",
                  edits: [.addConformance("Instantiable", to: decl(t)) { anchor(t, $0) }])
    }

    /// `Remove excessive attached macros`: the SafeDI attributes after the
    /// first one go.
    func removeAttributes(_ i: Int, _ attributes: [Int]) -> FixRecipe {
        FixRecipe(title: "Remove excessive attached macros", edits: attributes.map { .delete(anchor(i, .attribute($0))) })
    }

    /// `Remove initializer`: ` = value` after the binding's name or type.
    func removeInitializer(binding b: Int) -> FixRecipe {
        let from: AnchorRole = decl(b).type != nil ? .typeAnnotation : .nameOnly
        return FixRecipe(title: "Remove initializer",
                         edits: [.replaceSpan(from: anchor(b, from), afterFrom: true, through: anchor(b, .initializer), "")])
    }

    /// `Add arguments for …`: the parameter list holds one parameter per
    /// dependency, in order (the matching ones kept as written), with the
    /// other parameters where they were; the body gains the assignments it
    /// lacks.
    func addArguments(_ f: Int, dependencies: [MacroDependency], missing: [MacroDependency]) -> FixRecipe {
        var (items, others) = dependencyParameters(f, dependencies)
        // the others, where they were (shifted past the added ones unless first)
        for k in others {
            let at = k == 0 ? 0 : k + missing.count
            items.insert(.existing(k), at: min(at, items.count))
        }
        var edits: [EditRecipe] = [.rewriteParameters(anchor(f, .parameterClause), items)]
        if decl(f).hasBody { edits.append(.insertAssignments(anchor(f, .declaration), labels: dependencies.map(\.label))) }
        return FixRecipe(title: "Add arguments for " + missing.map(\.asSource).joined(separator: ", "), edits: edits)
    }

    /// One parameter per dependency, in order: the function's own when it
    /// matches (by name and type), else a new one; and the function's
    /// parameters that match none.
    func dependencyParameters(_ f: Int, _ dependencies: [MacroDependency]) -> (items: [ParameterItem], others: [Int]) {
        let params = decl(f).params
        var used = Array(repeating: false, count: params.count)
        var items: [ParameterItem] = []
        for dep in dependencies {
            if let k = params.indices.first(where: {
                !used[$0] && params[$0].name == dep.label && dep.type.acceptsAsParameter(TypeDescription(parsing: params[$0].typeText))
            }) {
                used[k] = true
                items.append(.existing(k))
            } else {
                items.append(.new(dep.asParameter))
            }
        }
        return (items, params.indices.filter { !used[$0] })
    }

    /// `Add required initializer`: `public init(…)` assigning every
    /// dependency, and a placeholder for each stored property without a
    /// value, as the first member.
    func addRequiredInitializer(_ t: Int, dependencies: [MacroDependency], uninitialized: [String]) -> FixRecipe {
        let header = "public init(" + dependencies.map(\.asParameter).joined(separator: ", ") + ") {"
        var lines: [String]
        if dependencies.isEmpty && uninitialized.isEmpty {
            lines = [header + "}"]
        } else {
            lines = [header] + dependencies.map { "\tself.\($0.label) = \($0.label)" }
            if !uninitialized.isEmpty {
                if !dependencies.isEmpty { lines.append("") }
                lines.append("\t// The following properties are not decorated with the @Instantiated, @Received, or @Forwarded macros, do not have default values, and are not computed properties.")
                lines += uninitialized.map { "\t\($0) = <#T##assign_\($0)#>" }
            }
            lines.append("}")
        }
        return FixRecipe(title: "Add required initializer", edits: [.insertFirstMember(anchor(t, .declaration), lines: lines)])
    }

    /// ``Mark the type as optional using `?` ``: `T` → `T?` (`(any P)?`).
    func markOptional(_ bindings: [Int]) -> FixRecipe {
        var edits: [EditRecipe] = []
        for b in bindings {
            guard let text = decl(b).typeText else { continue }
            let a = anchor(b, .typeAnnotation)
            switch TypeDescription(parsing: text) {
            case .implicitlyUnwrappedOptional, .simple("Optional", _):
                edits.append(.replace(a, TypeDescription.optionalSpelling(of: text)))
            case .composition, .some, .any, .attributed, .closure:
                edits += [.insertBefore(a, "("), .insertAfter(a, ")?")]
            default:
                edits.append(.insertAfter(a, "?"))
            }
        }
        return FixRecipe(title: "Mark the type as optional using `?`", edits: edits)
    }

    /// ``Replace `var` with `let` ``.
    func replaceVarWithLet(_ i: Int) -> FixRecipe {
        FixRecipe(title: "Replace `var` with `let`", edits: [.replace(anchor(i, .keyword), "let")])
    }

    /// ``Remove generic `where` clause``.
    func removeWhereClause(_ i: Int) -> FixRecipe {
        FixRecipe(title: "Remove generic `where` clause", edits: [.delete(anchor(i, .whereClause))])
    }
}

/// What a rule reports, by identity: anchors name a declaration and a part
/// of it, fix-its are edit recipes over anchors. Findings depend on facts
/// only, so they are cached and compared across edits; `Localizer` turns
/// them into `Diagnostic`s (byte ranges, text edits) with the current
/// anchors and text of each file, which is all a body edit needs redone.
public struct Finding: Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var anchor: Anchor
    public var related: [RelatedFinding]
    public var fixes: [FixRecipe]

    public init(rule: String, severity: Severity, message: String, anchor: Anchor,
                related: [RelatedFinding] = [], fixes: [FixRecipe] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.anchor = anchor
        self.related = related
        self.fixes = fixes
    }

    /// The same finding, whatever fixes each offers (one app's registration
    /// in its own assembly, another's in its).
    func sameExceptFixes(_ other: Finding) -> Bool {
        anchor == other.anchor && rule == other.rule && message == other.message && severity == other.severity
            && related == other.related
    }

    /// Files other than the anchor's that the finding points into, each
    /// as often as it is pointed into (no set: hashing paths costs more).
    func appendReferencedFiles(to out: inout [String]) {
        for r in related where r.anchor.file != anchor.file { out.append(r.anchor.file) }
        for f in fixes {
            for e in f.edits where e.anchor.file != anchor.file { out.append(e.anchor.file) }
        }
    }
}

public struct RelatedFinding: Hashable, Sendable {
    public var anchor: Anchor
    public var message: String

    public init(anchor: Anchor, message: String) {
        self.anchor = anchor
        self.message = message
    }
}

public struct FixRecipe: Hashable, Sendable {
    public var title: String
    public var isPreferred: Bool
    public var edits: [EditRecipe]

    public init(title: String, isPreferred: Bool = true, edits: [EditRecipe]) {
        self.title = title
        self.isPreferred = isPreferred
        self.edits = edits
    }
}

/// One text edit, stated over an anchor; `Localizer` makes the `TextEdit`.
public enum EditRecipe: Hashable, Sendable {
    /// `text` right after the anchor's range.
    case insertAfter(Anchor, String)
    case replace(Anchor, String)
    /// The anchor's range with the blanks after it; the whole line when it
    /// becomes blank.
    case delete(Anchor)
    /// `text` on its own line before the declaration (anchor: `.declaration`),
    /// with its indentation.
    case insertLine(before: Anchor, String)
    /// `statement` as the first statement of the declaration's body (anchor:
    /// `.declaration`); `return ` before a lone returned expression.
    case insertFirstStatement(Anchor, statement: String, returnsValue: Bool)
    /// `text` right before the anchor's range.
    case insertBefore(Anchor, String)
    /// `text` in place of the span from the start of `from`'s range (its
    /// end, with `afterFrom`) to the end of `through`'s; both anchors in one
    /// file.
    case replaceSpan(from: Anchor, afterFrom: Bool, through: Anchor, String)
    /// `lines` as the first member of a type (anchor: the type's
    /// `.declaration`), each on its own line with the members' indentation;
    /// a leading tab in a line is one more indentation step.
    case insertFirstMember(Anchor, lines: [String])
    /// The same as the last member, after a blank line; with an
    /// `.extracted` anchor, at the end of that `{ … }` (a closure's).
    case insertLastMember(Anchor, lines: [String])
    /// The parameter clause (anchor: `.parameterClause`) rewritten as these
    /// parameters, in order, keeping its layout (one line, or one parameter
    /// a line).
    case rewriteParameters(Anchor, [ParameterItem])
    /// `self.<label> = <label>` for each label whose assignment the body of
    /// the function (anchor: its `.declaration`) does not have: after the
    /// assignment of the label before it in `labels`, or first.
    case insertAssignments(Anchor, labels: [String])

    public var anchor: Anchor {
        switch self {
        case .insertAfter(let a, _), .replace(let a, _), .delete(let a), .insertLine(let a, _),
             .insertFirstStatement(let a, _, _), .insertBefore(let a, _), .replaceSpan(let a, _, _, _),
             .insertFirstMember(let a, _), .insertLastMember(let a, _), .rewriteParameters(let a, _), .insertAssignments(let a, _):
            return a
        }
    }
}

/// A parameter of a rewritten parameter clause.
public enum ParameterItem: Hashable, Sendable {
    /// The k-th parameter of the declaration, as written.
    case existing(Int)
    /// New text: `label: Type`.
    case new(String)
}

extension EditRecipe {
    /// `, P` after the last inherited type of `d`, or `: P` after its name
    /// (and generic parameters) when it has no inheritance clause.
    public static func addConformance(_ proto: String, to d: DeclFact, _ anchor: (AnchorRole) -> Anchor) -> EditRecipe {
        if !d.inherits.isEmpty { return .insertAfter(anchor(.inherit(d.inherits.count - 1)), ", " + proto) }
        if d.flags.contains(.hasGenericParameters) { return .insertAfter(anchor(.genericParameters), ": " + proto) }
        return .insertAfter(anchor(.nameOnly), ": " + proto)
    }
}

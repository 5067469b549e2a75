import WiringSyntax

/// What a library needs the neutral extractor to record, besides every
/// declaration (which every library reads). The extractor records the union
/// of the registered libraries' interests, and what it records is part of
/// the facts format (`FactExtractor.formatVersion`).
public struct SyntaxInterest: Sendable, Hashable {
    /// Calls to record, by the callee's last name (`open` in `door.open()`).
    public var callNames: Set<String>
    /// Callee names that make the declaration calling them record, in
    /// order, its calls on `self` or unqualified (`FileFacts.localCalls`):
    /// which of them run before it.
    public var sequenceMarkers: Set<String>
    /// Callees whose trailing closure runs apart from the caller (`Task {
    /// … }`): local calls inside it are marked `inSpawnedTask`.
    public var spawners: Set<String>
    /// Texts whose mere presence in a file matters (`FileFacts.markers`);
    /// those starting with `#` are also recorded as file-level macro
    /// expansions (`FileFacts.fileMacros`).
    public var textMarkers: [String]
    /// The names (and operators) of the calls the library's own extraction
    /// reads: a function or accessor body in which none of these, no call
    /// name and no sequence marker is a token has its calls left unread
    /// (`CallWords`). A name missing here hides the calls of bodies that
    /// hold only it from the library.
    public var bodyWords: Set<String>
    /// Whether a metatype argument (`f(T.self)`) makes a body's calls
    /// worth recording, whatever the callee's name: for a library that
    /// reads calls of an app's own helpers, named as the app likes.
    public var metatypeArguments: Bool
    /// Like `bodyWords`, for every longer name starting with one of these
    /// (an app's own `registerService`, named as the app likes).
    public var bodyWordPrefixes: Set<String>

    public init(callNames: Set<String> = [], sequenceMarkers: Set<String> = [], spawners: Set<String> = [],
                textMarkers: [String] = [], bodyWords: Set<String> = [], metatypeArguments: Bool = false,
                bodyWordPrefixes: Set<String> = []) {
        self.metatypeArguments = metatypeArguments
        self.bodyWordPrefixes = bodyWordPrefixes
        self.callNames = callNames
        self.sequenceMarkers = sequenceMarkers
        self.spawners = spawners
        self.textMarkers = textMarkers
        self.bodyWords = bodyWords
    }

    /// The union of several libraries' interests.
    public static func union(_ interests: [SyntaxInterest]) -> SyntaxInterest {
        var u = SyntaxInterest()
        for i in interests {
            u.callNames.formUnion(i.callNames)
            u.sequenceMarkers.formUnion(i.sequenceMarkers)
            u.spawners.formUnion(i.spawners)
            u.bodyWords.formUnion(i.bodyWords)
            u.metatypeArguments = u.metatypeArguments || i.metatypeArguments
            u.bodyWordPrefixes.formUnion(i.bodyWordPrefixes)
            for m in i.textMarkers where !u.textMarkers.contains(m) { u.textMarkers.append(m) }
        }
        u.textMarkers.sort()
        return u
    }

    func combine(into h: inout StableHasher) {
        h.combine(strings: callNames.sorted())
        h.combine(strings: sequenceMarkers.sorted())
        h.combine(strings: spawners.sorted())
        h.combine(strings: textMarkers.sorted())
        h.combine(strings: bodyWords.sorted())
        h.combine(strings: metatypeArguments ? ["T.self"] : [])
        h.combine(strings: bodyWordPrefixes.sorted().map { $0 + "…" })
    }

    /// Every word that makes a body's calls matter to some library.
    public var callWords: CallWords {
        CallWords(callNames.union(sequenceMarkers).union(bodyWords), metatypeArguments: metatypeArguments,
                  prefixes: bodyWordPrefixes)
    }
}

/// A library's own extraction: facts about a declaration that the neutral
/// extractor does not record, read from its syntax. Run on every
/// declaration of every file after its neutral facts, so it must be cheap
/// when it has nothing to say (most declarations).
public protocol LibraryExtraction: Sendable {
    /// Changes whenever what `extract` records changes: it is part of the
    /// facts format, so a cache written before is not read.
    var version: Int { get }

    /// Whether `extract` can record anything in this file: asked once per
    /// file, so that a library a file never names costs it one text search,
    /// not a look at every declaration. True unless the library says.
    func mayRecord(in file: ParsedFile) -> Bool

    /// What the library records about `decl`, or nil. `calls` are the
    /// declaration's recorded calls (`FileFacts.calls(of:)`) and `callSyntax`
    /// the same calls as the parser found them (their ranges). `decl` is
    /// valid for the call only.
    func extract(_ decl: DeclReference, calls: ArraySlice<CallFact>, callSyntax: [Call], in file: ParsedFile) -> ExtractedFact?
}

extension LibraryExtraction {
    public func mayRecord(in file: ParsedFile) -> Bool { true }
}

/// What a `LibraryExtraction` recorded about one declaration: bytes only
/// the library reads (position-free: equal bytes mean equal facts), and the
/// ranges its findings may point at (`AnchorRole.extracted`).
public struct ExtractedFact: Sendable {
    public var bytes: [UInt8]
    public var ranges: [Range<Int>]

    public init(bytes: [UInt8], ranges: [Range<Int>] = []) {
        self.bytes = bytes
        self.ranges = ranges
    }
}

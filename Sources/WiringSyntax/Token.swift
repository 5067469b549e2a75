/// One lexical token: a kind, a keyword id for words, flags about the trivia
/// before it, and its byte range in the file. 12 bytes, stored contiguously.
public struct Token: Sendable, Equatable {
    public var start: Int32
    public var end: Int32
    public var kind: TokenKind
    /// For `.identifier` tokens: which (contextual) keyword the word spells,
    /// `.none` for ordinary names and for backticked words.
    public var keyword: Keyword
    public var flags: UInt8

    public static let newlineBefore: UInt8 = 1
    /// Whitespace, a newline or a comment right before the token.
    public static let triviaBefore: UInt8 = 2
    public static let backticked: UInt8 = 4
    public static let unterminated: UInt8 = 8

    @inlinable public var hasNewlineBefore: Bool { flags & Token.newlineBefore != 0 }
    @inlinable public var hasTriviaBefore: Bool { flags & Token.triviaBefore != 0 }
    @inlinable public var isBackticked: Bool { flags & Token.backticked != 0 }
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(end - start) }
}

public enum TokenKind: UInt8, Sendable {
    case endOfFile
    case identifier        // words, keywords included (see `Token.keyword`), `$0`, backticked names
    case integer
    case float
    case string            // a whole string literal, interpolations included
    case regex             // `/…/`, `#/…/#`
    case `operator`        // any other operator: `+`, `==`, `..<`, `&&`, prefix `!` …
    case lparen, rparen, lbrace, rbrace, lbracket, rbracket
    case comma, colon, semicolon, period
    case at                // `@`
    case pound             // `#` followed by a word: `#if`, `#selector` … (keyword tells the directives)
    case hash              // a lone `#`
    case backslash
    case postfixQuestion   // `?` bound to what precedes it (`x?`, `T?`)
    case postfixExclaim    // `!` bound to what precedes it (`x!`)
    case question          // `?` of a ternary
    case arrow             // `->`
    case equal             // `=`
    case ampersand         // `&` prefix (inout argument) or in a composition `A & B`
    case ellipsis          // `...`
    case unknown           // bytes that are no Swift token
}

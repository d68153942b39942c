/// A reason to skip a view that UIKit's rules do not have, declared by the reading of the rules
/// that uses it (the fuzzer's mutants declare theirs: an inverted `isHidden` check, a walk of
/// the key window only). The model names none: under UIKit's rules a walk never meets one.
public struct SkipRule: Hashable, Sendable, CustomStringConvertible {
    /// The rule's identifier, as `MissReason.kind` gives it.
    public let kind: MissReason.Kind
    /// The reason as the walk's log prints it (`# skipped: not the key window`).
    public let description: String
    /// The reason as a predicate of the view ("is skipped because it is not the key window").
    public let phrase: String

    /// A reading's rule.
    package init(kind: MissReason.Kind, description: String, phrase: String) {
        self.kind = kind
        self.description = description
        self.phrase = phrase
    }
}

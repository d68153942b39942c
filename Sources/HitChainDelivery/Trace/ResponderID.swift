public import HitChainKit

/// How a trace names a responder, the one way every trace entry, diff and property names
/// one: a view by its `shortPath` (`window/root/AView`, shortened past twelve names), any
/// other responder by its unique name (`UIViewController`, `application`).
///
/// A value, not a reference, so that traces from two separately built graphs (two engines,
/// a recording and its replay) compare equal when the same responders did the same thing.
public struct ResponderID: Hashable, Sendable, CustomStringConvertible {
    /// The printed form.
    public let description: String
    /// The responder's name, unique in its scene: the last name of a view's path.
    public let name: String

    /// The responder's identity in traces.
    ///
    /// - Complexity: O(`UIView.shortPathLimit`).
    public init(_ responder: UIResponder) {
        description = (responder as? UIView)?.shortPath ?? responder.name
        name = responder.name
    }

    /// An identity read back from a recording.
    public init(printed: String) {
        description = printed
        // Searched as UTF-8 (a slash is one byte and starts no other character): searching
        // characters costs a grapheme break test for each.
        name =
            printed.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(printed[printed.utf8.index(after: $0)...]) }
            ?? printed
    }
}

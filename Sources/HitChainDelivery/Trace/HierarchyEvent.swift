/// A change to the view graph, as the trace records it: a view added or removed, a
/// property change (`window/root/v alpha = 0.5`) or a refused one.
public enum HierarchyEvent: Hashable, Sendable, CustomStringConvertible {
    /// `addSubview`: `window/root/v added to window/root/other`.
    case added(view: ResponderID, superview: ResponderID)
    /// `removeFromSuperview`: `window/root/v removed from its superview`.
    case removed(view: ResponderID)
    /// A `ViewChange` applied: the view and the change's summary.
    case changed(view: ResponderID, change: String)
    /// A change that does not apply: who it was asked of (a view's identity, or the name
    /// the event gave), the change, and why not.
    case refused(subject: String, change: String, reason: String)

    /// The change as the trace prints it.
    public var description: String {
        switch self {
        case .added(let view, let superview): return "\(view) added to \(superview)"
        case .removed(let view): return "\(view) removed from its superview"
        case .changed(let view, let change): return "\(view) \(change)"
        case .refused(let subject, let change, let reason): return "\(subject) \(change): refused: \(reason)"
        }
    }

    /// Whether views moved in or out of the hierarchy (which can change responder chains).
    public var movedViews: Bool {
        switch self {
        case .added, .removed: return true
        case .changed, .refused: return false
        }
    }

    /// Reads the printed form back. Names are free text, so a name that itself contains
    /// ` added to ` or `: refused: ` reads back as another case that prints the same;
    /// `TraceEntry.isSameRecording(as:)` compares such entries by their text.
    public init(printed text: String) {
        if let r = text.firstRange(of: ": refused: ") {
            let head = text[..<r.lowerBound]
            let space = head.firstIndex(of: " ") ?? head.endIndex
            let change = space < head.endIndex ? head[head.index(after: space)...] : ""
            self = .refused(
                subject: String(head[..<space]), change: String(change), reason: String(text[r.upperBound...]))
        } else if text.hasSuffix(" removed from its superview") {
            self = .removed(view: ResponderID(printed: String(text.dropLast(27))))
        } else if let r = text.ranges(of: " added to ").last {
            self = .added(
                view: ResponderID(printed: String(text[..<r.lowerBound])),
                superview: ResponderID(printed: String(text[r.upperBound...])))
        } else {
            let space = text.firstIndex(of: " ") ?? text.endIndex
            let change = space < text.endIndex ? text[text.index(after: space)...] : ""
            self = .changed(view: ResponderID(printed: String(text[..<space])), change: String(change))
        }
    }
}

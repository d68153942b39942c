/// Why a touch that began reaches neither its view nor its recognizers, or its view but not
/// its recognizers (docs/semantics.md, "Touches"): the dispatcher keeps it with the touch
/// and makes the text only when it records a dropped sample. The text is part of recorded
/// traces, so it never changes.
package enum TouchBlock: Hashable, Sendable, CustomStringConvertible {
    /// The hit-test found no view for the touch.
    case hitNoView(touch: Int)
    /// Another view in the window is exclusive-touch and tracking a touch.
    case exclusiveTracking(exclusive: String)
    /// The view is exclusive-touch and another view in its window is tracking a touch.
    case exclusiveBlocked(view: String, tracking: String)
    /// The view has `isMultipleTouchEnabled = false` and already tracks a touch (its
    /// recognizers still get this one).
    case multipleTouchDisabled(view: String, tracking: Int)
    /// A scroll view around the view answered NO to `touchesShouldBegin(_:with:in:)`.
    case contentRefused(scrollView: String, content: String)
    /// The touch landed on a decelerating scroll view around the view and stopped it.
    case stoppedScroll(scrollView: String)

    package var description: String {
        switch self {
        case .hitNoView(let touch): return "touch \(touch) hit no view"
        case .exclusiveTracking(let exclusive):
            return "\(exclusive) is exclusive-touch and is tracking a touch in this window"
        case .exclusiveBlocked(let view, let other):
            return "\(view) is exclusive-touch and \(other) is tracking a touch in this window"
        case .multipleTouchDisabled(let view, let other):
            return "\(view) has isMultipleTouchEnabled = false and is tracking touch \(other)"
        case .contentRefused(let scrollView, let content):
            return "\(scrollView).touchesShouldBegin(_:with:in: \(content)) answered NO"
        case .stoppedScroll(let scrollView):
            return "\(scrollView) was decelerating and the touch stopped it"
        }
    }
}

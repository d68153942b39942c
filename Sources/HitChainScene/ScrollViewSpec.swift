public import HitChainGeometry

/// What makes a view a `UIScrollView` in a scene: its content size and the properties that
/// decide how it shares touches with its content (docs/semantics.md, "Scroll views"). The
/// view's bounds origin is its `contentOffset`; its own pan recognizer
/// (`panGestureRecognizer`) is not listed among the view's recognizers but made from this.
public struct ScrollViewSpec: Hashable, Sendable {
    /// `contentSize`: how far it scrolls — its bounds origin stays within
    /// `0 ... contentSize - bounds.size` on each axis (zero: it does not scroll).
    public var contentSize: HCSize
    /// `isScrollEnabled` (true): false disables its pan recognizer.
    public var isScrollEnabled: Bool
    /// `delaysContentTouches` (true): the content's touchesBegan waits until the scroll view
    /// can tell whether the touch is a scroll.
    public var delaysContentTouches: Bool
    /// `canCancelContentTouches` (true): a drag that becomes a scroll cancels the touches the
    /// content is tracking; false: no scrolling once the content tracks.
    public var canCancelContentTouches: Bool
    /// The answer of `touchesShouldBegin(_:with:in:)` (true, UIKit's default): false keeps
    /// every touch in its content from the content views.
    public var touchesShouldBegin: Bool
    /// The answer of `touchesShouldCancel(in:)` for every content view; nil takes UIKit's
    /// default (true unless the view is a `UIControl`).
    public var touchesShouldCancel: Bool?
    /// `isDirectionalLockEnabled` (false): true keeps a drag that begins in one general
    /// direction (horizontal or vertical) to that axis until it ends; a diagonal drag is free.
    public var isDirectionalLockEnabled: Bool
    /// `bounces` (true): a drag may take the content past its edge, at half the finger's pace,
    /// on an axis it scrolls (or always bounces); the content returns to the edge as the
    /// finger lifts. False: the content stops at the edge.
    public var bounces: Bool
    /// `alwaysBounceVertical` (false): with `bounces`, a vertical drag scrolls (and bounces)
    /// even when the content is no taller than the bounds.
    public var alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal` (false): the same for horizontal drags.
    public var alwaysBounceHorizontal: Bool
    /// `decelerationRate` (0.998, UIKit's `.normal`; `.fast` is 0.99): the share of its speed
    /// the content keeps every millisecond after the finger lifts.
    public var decelerationRate: Double

    /// A scroll view of `contentSize` with every flag at UIKit's default.
    public init(contentSize: HCSize = .zero) {
        self.contentSize = contentSize
        self.isScrollEnabled = true
        self.delaysContentTouches = true
        self.canCancelContentTouches = true
        self.touchesShouldBegin = true
        self.touchesShouldCancel = nil
        self.isDirectionalLockEnabled = false
        self.bounces = true
        self.alwaysBounceVertical = false
        self.alwaysBounceHorizontal = false
        self.decelerationRate = Self.normalDeceleration
    }

    /// UIKit's `UIScrollView.DecelerationRate.normal` and `.fast`.
    public static let normalDeceleration = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`.
    public static let fastDeceleration = 0.99

    /// The name of a scroll view's own pan recognizer.
    public static func panName(ofView name: String) -> String { "\(name).panGestureRecognizer" }
}

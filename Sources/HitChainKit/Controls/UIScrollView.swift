public import Foundation
package import HitChainGeometry
package import HitChainScene

/// UIScrollView: its bounds origin is its `contentOffset`, and its own pan recognizer
/// (`panGestureRecognizer`) drags the content — the offset follows the finger while it
/// moves, within `0 ... contentSize - bounds.size`, or past it at half pace when it
/// `bounces`; after the lift it moves on, decelerating, to rest within its content — a touch
/// on it stops it (no insets, no paging).
/// It shares touches with its content as Apple documents: `delaysContentTouches` holds the
/// content's touchesBegan until it can tell a scroll from a tap, `canCancelContentTouches`
/// and `touchesShouldCancel(in:)` decide whether a drag takes a touch the content tracks,
/// `touchesShouldBegin(_:with:in:)` whether the content gets a touch at all
/// (docs/semantics.md, "Scroll views").
open class UIScrollView: UIView {
    /// `panGestureRecognizer`: the pan that scrolls, first among its recognizers.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// A scroll view at `frame`, clipping to its bounds, with its pan recognizer attached.
    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        if !isUserClass { typeName = "UIScrollView" }
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Not supported: the model has no archives (returns nil).
    public required init?(coder: NSCoder) { return nil }

    /// `delegate`, held weakly: told of every change of `contentOffset`
    /// (`scrollViewDidScroll(_:)`).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// `bounds`: its origin is the content offset; a change tells the delegate
    /// (`scrollViewDidScroll(_:)`).
    open override var bounds: CGRect {
        didSet { if oldValue.origin != bounds.origin { delegate?.scrollViewDidScroll(self) } }
    }

    /// `isTracking`: a finger is down on the scroll view (its pan is following it).
    open var isTracking: Bool { !panGestureRecognizer.trackedTouches.isEmpty }

    /// `isDragging`: the fingers are scrolling the content (its pan has begun).
    open var isDragging: Bool { panGestureRecognizer.state.isActive }

    /// `isDecelerating`: the content is moving on after the finger lifted.
    open var isDecelerating: Bool { deceleration != nil }

    /// The content's movement after the finger lifted, while it lasts.
    package var deceleration: ScrollDeceleration?

    /// `UIScrollView.DecelerationRate`: the share of its speed the content keeps every
    /// millisecond after the finger lifts.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of speed kept per millisecond, between 0 and 1.
        public var rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `normal`: UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// `fast`: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `decelerationRate` (`.normal`): how quickly the content slows after the finger lifts.
    open var decelerationRate = DecelerationRate.normal

    /// `contentOffset`: the bounds origin. Setting it stops a deceleration.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            deceleration = nil
            bounds.origin = newValue
        }
    }

    /// `setContentOffset(_:animated:)`: at once (animation is not modelled).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// `contentSize` (zero: it does not scroll).
    open var contentSize: CGSize = .zero

    /// `isScrollEnabled` (true): false disables `panGestureRecognizer`.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// `delaysContentTouches` (true): the content's touchesBegan waits until the scroll view
    /// can tell whether the touch is a scroll.
    open var delaysContentTouches: Bool {
        get { panGestureRecognizer.delaysTouchesBegan }
        set { panGestureRecognizer.delaysTouchesBegan = newValue }
    }

    /// `canCancelContentTouches` (true): a drag that becomes a scroll cancels the touches the
    /// content tracks; false: no scrolling once the content tracks.
    open var canCancelContentTouches = true

    /// `isDirectionalLockEnabled` (false): true keeps a drag that begins in one general
    /// direction to that axis until the drag completes; a diagonal drag is not locked.
    open var isDirectionalLockEnabled = false

    /// `bounces` (true): a drag may take the content past its edge (at half the finger's pace);
    /// it returns to the edge as the finger lifts. False: it stops at the edge.
    open var bounces = true

    /// `alwaysBounceVertical` (false): with `bounces`, vertical dragging is allowed even when
    /// the content is no taller than the bounds.
    open var alwaysBounceVertical = false

    /// `alwaysBounceHorizontal` (false): with `bounces`, horizontal dragging is allowed even
    /// when the content is no wider than the bounds.
    open var alwaysBounceHorizontal = false

    /// What a scene declares `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`
    /// answer (UIKit's defaults unless it says otherwise).
    package var declaredTouchesShouldBegin = true
    package var declaredTouchesShouldCancel: Bool?

    /// `touchesShouldBegin(_:with:in:)`: whether `view`, in the content, gets these touches
    /// (true by default). Asked when a touch begins in the content.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        declaredTouchesShouldBegin
    }

    /// `touchesShouldCancel(in:)`: whether a drag that becomes a scroll may cancel the touches
    /// `view` tracks — by default true unless `view` is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        declaredTouchesShouldCancel ?? !view.isControl
    }

    /// Whether its content is larger than its bounds along the x axis (or the y axis).
    package func canScroll(horizontally: Bool) -> Bool {
        let size = geometry.size
        return horizontally ? contentSize.width > size.width : contentSize.height > size.height
    }

    /// Whether a drag may take its content past the edge along the x axis (or the y axis):
    /// `bounces`, and the content is larger than the bounds that way or it always bounces.
    package func isElastic(horizontally: Bool) -> Bool {
        bounces && (canScroll(horizontally: horizontally) || alwaysBounces(horizontally: horizontally))
    }

    /// Whether it always bounces along the x axis (or the y axis): `bounces` and
    /// `alwaysBounceHorizontal` (`alwaysBounceVertical`).
    package func alwaysBounces(horizontally: Bool) -> Bool {
        bounces && (horizontally ? alwaysBounceHorizontal : alwaysBounceVertical)
    }

    /// The offsets its content may rest at: `0 ... contentSize - bounds.size` on each axis.
    package var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let size = geometry.size
        return (
            0...max(0, Double(contentSize.width) - size.width), 0...max(0, Double(contentSize.height) - size.height)
        )
    }

    /// `offset` kept within `offsetRange` on each axis.
    package func clampedOffset(_ offset: HCPoint) -> HCPoint {
        let range = offsetRange
        return HCPoint(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Takes on a scene's `scrollView` field: content size, flags, declared answers, and its
    /// pan recognizer's name.
    package func apply(scroll spec: ScrollViewSpec) {
        contentSize = CGSize(width: spec.contentSize.width, height: spec.contentSize.height)
        isScrollEnabled = spec.isScrollEnabled
        delaysContentTouches = spec.delaysContentTouches
        canCancelContentTouches = spec.canCancelContentTouches
        declaredTouchesShouldBegin = spec.touchesShouldBegin
        declaredTouchesShouldCancel = spec.touchesShouldCancel
        isDirectionalLockEnabled = spec.isDirectionalLockEnabled
        bounces = spec.bounces
        alwaysBounceVertical = spec.alwaysBounceVertical
        alwaysBounceHorizontal = spec.alwaysBounceHorizontal
        decelerationRate = DecelerationRate(rawValue: CGFloat(spec.decelerationRate))
        panGestureRecognizer.spec.name = ScrollViewSpec.panName(ofView: name)
    }

    /// What a scene would say of it.
    package var scrollSpec: ScrollViewSpec {
        var s = ScrollViewSpec(
            contentSize: HCSize(width: Double(contentSize.width), height: Double(contentSize.height)))
        s.isScrollEnabled = isScrollEnabled
        s.delaysContentTouches = delaysContentTouches
        s.canCancelContentTouches = canCancelContentTouches
        s.touchesShouldBegin = declaredTouchesShouldBegin
        s.touchesShouldCancel = declaredTouchesShouldCancel
        s.isDirectionalLockEnabled = isDirectionalLockEnabled
        s.bounces = bounces
        s.alwaysBounceVertical = alwaysBounceVertical
        s.alwaysBounceHorizontal = alwaysBounceHorizontal
        s.decelerationRate = Double(decelerationRate.rawValue)
        return s
    }
}

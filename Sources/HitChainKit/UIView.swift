public import Foundation
public import HitChainGeometry
public import HitChainScene

/// UIView: a rectangle in a tree of views that can be hit-tested and receives touches.
///
/// Geometry is kept as UIKit keeps it (`center`, `bounds`, `transform`; `frame` derived);
/// the conversion arithmetic lives in `ViewGeometry`. Hit-testing is in
/// `ReferenceHitTester`; `hitTest(_:with:)` and `point(inside:with:)` here call it, and a
/// subclass that overrides them is called by it where UIKit would call them.
///
/// UIKit's properties speak CoreGraphics (`frame: CGRect`, `alpha: CGFloat`); the model's
/// own code reads `geometry` and `opacity`, the same state in the model's types.
open class UIView: UIResponder {
    /// Every walk reads it for every view it visits: unchecked outside `InvariantChecks`
    /// builds, as `superview` is.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    package var geometry: ViewGeometry {
        didSet {
            noteChange(.geometry)
            // A size change needs layout (UIKit's layer: when its bounds change). Only a user's
            // class can lay out anything, so the package's own views skip the comparison.
            if isUserClass, geometry.size != layoutSize {
                layoutSize = geometry.size
                setNeedsLayout()
            }
        }
    }
    /// `layer.opacity`: UIKit keeps a view's alpha as a 32-bit float, so 0.01 reads back as
    /// 0.0099999998. `alpha` is this, as a `CGFloat`.
    @exclusivity(unchecked) package var opacity: Float { didSet { noteChange(.flags) } }
    @exclusivity(unchecked) open var isHidden: Bool { didSet { noteChange(.flags) } }
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool { didSet { noteChange(.flags) } }
    open var isMultipleTouchEnabled: Bool
    /// `UIView.isExclusiveTouch`: while this view has a touch, no other view gets one, and the reverse.
    open var isExclusiveTouch: Bool
    /// Whether this view is a `UIControl`.
    @exclusivity(unchecked) package internal(set) var isControl: Bool

    /// What kind of control the view is, by its class (`UIControl` for a control of another
    /// class); nil for a view that is not a control.
    package var controlKind: ControlKind? { isControl ? ControlKind(className: typeName) ?? .control : nil }
    /// A control's `isEnabled`. A disabled control is not hit, nor are its subviews.
    @exclusivity(unchecked) package var isControlEnabled: Bool { didSet { noteChange(.flags) } }
    open var clipsToBounds: Bool
    /// `tag`.
    open var tag: Int = 0
    /// `accessibilityIdentifier`: how tests find the view (`EventGenerator.viewWithIdentifier`).
    open var accessibilityIdentifier: String?
    package var textInput: TextInputKind
    package var pointInsideOverride: PointInsideOverride<WeakView> {
        didSet {
            if case .default = pointInsideOverride {
                hasPointInsideOverride = false
            } else {
                hasPointInsideOverride = true
            }
            noteChange(.flags)
        }
    }
    package var hitTestOverride: HitTestOverride<WeakView> {
        didSet {
            if case .default = hitTestOverride { hasHitTestOverride = false } else { hasHitTestOverride = true }
            noteChange(.flags)
        }
    }
    /// Whether `pointInsideOverride` / `hitTestOverride` is set: what the walk reads for every
    /// view it visits, without copying the override (which holds a weak reference).
    @exclusivity(unchecked) package private(set) var hasPointInsideOverride = false
    @exclusivity(unchecked) package private(set) var hasHitTestOverride = false
    /// The view's gesture recognizers, in the order they were added. They see the touches
    /// of this view and of its subviews before the views do.
    public private(set) var gestureRecognizers: [UIGestureRecognizer] = []
    /// A control's tracking state and value (unused for other views).
    package var controlState: ControlState

    /// `UIView.superview`.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    public internal(set) weak var superview: UIView? { didSet { forgetShortPaths() } }
    /// `shortPath`, once worked out; forgotten when the view or an ancestor near enough to
    /// be in it moves.
    private var cachedShortPath: String?
    /// The application whose observers hear this view's changes: its window's, kept up to
    /// date as the view moves (nil outside a window of an application).
    weak var changeSink: UIApplication?
    /// Whether `changeSink` is set: read before the weak reference, so that a change to a view
    /// no application watches (a scene being built, a view made in code) costs one load.
    @exclusivity(unchecked) var hasChangeSink = false
    /// Back to front: the last subview is on top and is hit-tested first. Unchecked outside
    /// `InvariantChecks` builds, as `superview` is.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is, if any.
    #if !HITCHAIN_CHECKS
        @exclusivity(unchecked)
    #endif
    package internal(set) weak var viewController: UIViewController?
    /// Whether `layoutSubviews()` is due (`setNeedsLayout()`); a user's class starts needing
    /// it, as a new layer does, and a scene's view starts laid out.
    @exclusivity(unchecked) package internal(set) var needsLayout = false
    /// Whether a view below this one needs layout (set up the tree by `setNeedsLayout()`).
    @exclusivity(unchecked) var subtreeNeedsLayout = false
    /// The size a size change is measured from (user classes only).
    var layoutSize: HCSize

    /// `init(frame:)`: a plain, interactive, visible view, named when it joins an
    /// application.
    public init(frame: CGRect) {
        geometry = ViewGeometry(frame: HCRect(frame))
        isHidden = false
        opacity = 1
        isUserInteractionEnabled = true
        isMultipleTouchEnabled = false
        isExclusiveTouch = false
        isControl = false
        isControlEnabled = true
        clipsToBounds = false
        textInput = .none
        pointInsideOverride = .default
        hitTestOverride = .default
        controlState = Self.plainControlState
        layoutSize = geometry.size
        super.init()
        if isUserClass { needsLayout = true } else { typeName = "UIView" }
    }

    /// `init?(coder:)`: there are no archives here; it fails.
    public required init?(coder: NSCoder) { return nil }

    /// The control state of a view that is not a control, shared.
    private static let plainControlState = ControlState(spec: ControlSpec())

    /// `init()`: `init(frame: .zero)`.
    public convenience override init() { self.init(frame: .zero) }

    /// A view as a scene describes it.
    public convenience init(_ spec: ViewSpec) {
        self.init(frame: .zero)
        apply(spec)
    }

    /// Takes on what a scene says of this view: its name (and class name, for the package's
    /// own classes), geometry, flags, overrides, handlers, control and recognizers.
    package func apply(_ spec: ViewSpec) {
        apply(spec.responder)
        geometry = spec.geometry
        // A scene states whether a view is laid out (a user's class may be due its first layout).
        layoutSize = geometry.size
        needsLayout = spec.needsLayout && isUserClass
        isHidden = spec.isHidden
        opacity = spec.alpha
        isUserInteractionEnabled = spec.isUserInteractionEnabled
        isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        isExclusiveTouch = spec.isExclusiveTouch
        declaredGestureShouldBegin = spec.gestureRecognizerShouldBegin
        // An instance of a control class (a registry's user class, say) stays one whatever
        // the scene's class name implied; so does a text field.
        isControl = spec.isControl || self is UIControl
        isControlEnabled = spec.isEnabled
        clipsToBounds = spec.clipsToBounds
        textInput = spec.textInput == .none && self is UITextField ? .field : spec.textInput
        // A target names a view of the scene: `UIApplication(scene:)` sets it once every view is made.
        pointInsideOverride = spec.pointInside.mapTarget { _ in nil }
        if spec.control != controlState.spec { controlState = ControlState(spec: spec.control) }
        if let scroll = spec.scrollView, let s = self as? UIScrollView { s.apply(scroll: scroll) }
        guard !spec.gestureRecognizers.isEmpty else { return }
        // Only a user's class can make its own (a protocol cast costs a conformance lookup).
        let maker = isUserClass ? self as? any GestureRecognizerMaking : nil
        for r in spec.gestureRecognizers {
            addGestureRecognizer(maker?.makeGestureRecognizer(r) ?? UIGestureRecognizer.make(r))
        }
    }

    /// `addGestureRecognizer(_:)`: attaches `recognizer` to this view (last in the list).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
        if let app = sinkForSubviews, !name.isEmpty { app.register(recognizer) }
    }

    /// `removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// A plain view placed by its frame.
    public convenience init(name: String, className: String = "UIView", frame: HCRect) {
        self.init(ViewSpec(name: name, className: className, geometry: ViewGeometry(frame: frame)))
    }

    /// Frees a deep tree without deep recursion: each view hands its subviews to a work
    /// list before it goes, so a chain 100 000 views deep is released in a loop.
    deinit {
        var pending = subviews
        subviews.removeAll()
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
        }
    }

    // MARK: Hit-testing, for subclasses to override

    /// `hitTest(_:with:)`: the front-most descendant (or this view) that contains `point`,
    /// in this view's space. UIKit's algorithm (`ReferenceHitTester`); it calls every
    /// subview's `hitTest(_:with:)` and `point(inside:with:)`, so overrides below are asked.
    /// The walk passes a nil event.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { HitTestCall.superHitTest(self, at: point) }

    /// `point(inside:with:)`: whether `point`, in this view's space, is inside its bounds (or
    /// the area a scene declares for it).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        HitTestCall.superPointInside(self, at: point)
    }

    /// The target-actions a control sends for `event`: the scene's (a `UIControl` adds those
    /// added in code).
    package func targetActions(for event: ControlEvent) -> [ControlTargetAction] {
        controlState.targetActions(for: event)
    }

    /// `gestureRecognizerShouldBegin(_:)`: asked (of a user's class, or of a view whose scene
    /// declares the answer) when a recognizer attached to this view would begin; false makes it
    /// fail. UIView's answer is true, or the scene's.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        declaredGestureShouldBegin
    }

    /// The scene's `gestureRecognizerShouldBegin` answer (true: UIView's default).
    package var declaredGestureShouldBegin = true

    // MARK: Responder

    /// A view's next responder is its view controller when it is that controller's root
    /// view; otherwise its superview (nil when detached).
    open override var next: UIResponder? {
        if hasDeclaredNext, let d = declaredNext { return d.responder }
        return viewController ?? superview
    }

    // MARK: Layout

    /// `setNeedsLayout()`: `layoutSubviews()` runs before the next event is delivered (UIKit's
    /// next update cycle), or at a `layoutIfNeeded()` that reaches this view first.
    open func setNeedsLayout() {
        needsLayout = true
        flagLayoutPath()
    }

    /// `layoutIfNeeded()`: lays out, now, this view and every view below it that needs it,
    /// each before its subviews.
    ///
    /// - Complexity: O(subtree), with an explicit stack.
    open func layoutIfNeeded() { layOutSubtree { _ in } }

    /// `layoutSubviews()`: a user's class sets its subviews' frames (and what its hit-testing
    /// reads) here. The package's views lay out nothing; an override need not call `super`.
    open func layoutSubviews() {}

    /// `canBecomeFirstResponder`: true for a text input, unless the scene or a subclass says otherwise.
    open override var canBecomeFirstResponder: Bool {
        canBecomeFirstResponderOverride ?? (textInput != .none)
    }

    /// `draw(_:)`: nothing is drawn here; an override is kept and never called.
    open func draw(_ rect: CGRect) {}

    /// `setNeedsDisplay()`: nothing is drawn here.
    open func setNeedsDisplay() {}

    /// `accessibilityViewIsModal`: kept for accessibility code; touches do not depend on it.
    open var accessibilityViewIsModal = false

    // MARK: Geometry

    /// `frame`, in the superview's space (the bounding box under a transform).
    open var frame: CGRect {
        get { geometry.frame.cgRect }
        set { geometry.setFrame(HCRect(newValue)) }
    }

    /// `bounds`: the origin is the scroll position of the content, the size the view's own.
    open var bounds: CGRect {
        get { geometry.bounds.cgRect }
        set {
            let rect = HCRect(newValue)
            geometry.boundsOrigin = rect.origin
            if rect.size != geometry.size { geometry.setSize(rect.size) }
        }
    }

    /// `center`, in the superview's space.
    open var center: CGPoint {
        get { geometry.center.cgPoint }
        set { geometry.setCenter(HCPoint(newValue)) }
    }

    /// `transform`, about the center.
    open var transform: CGAffineTransform {
        get { geometry.transform.cgAffineTransform }
        set { geometry.setTransform(ViewTransform(newValue)) }
    }

    /// `alpha`: `opacity` as a `CGFloat` (a 32-bit float underneath, as in UIKit).
    open var alpha: CGFloat {
        get { CGFloat(opacity) }
        set { opacity = Float(newValue) }
    }

    /// The window this view is in (itself, for a window).
    public var window: UIWindow? {
        var cursor: UIView? = self
        while let v = cursor {
            if let w = v as? UIWindow { return w }
            cursor = v.superview
        }
        return nil
    }

    /// The topmost ancestor (a window, or the root of a detached tree).
    package var rootView: UIView {
        var v: UIView = self
        while let s = v.superview { v = s }
        return v
    }

    /// Whether `self` is `view` or one of its descendants (`isDescendant(of:)`).
    public func isDescendant(of view: UIView) -> Bool {
        var cursor: UIView? = self
        while let v = cursor {
            if v === view { return true }
            cursor = v.superview
        }
        return false
    }

    /// Converts a point from this view's space to its root's superview space: screen space
    /// for a view in a window.
    ///
    /// - Complexity: O(depth).
    package func convertToScreen(_ p: HCPoint) -> HCPoint {
        var point = p
        var cursor: UIView? = self
        while let v = cursor {
            point = v.geometry.convertToSuperview(point)
            cursor = v.superview
        }
        return point
    }

    /// Converts a screen point into this view's space, through every ancestor from the
    /// window down, with the hit-test conversion arithmetic. `nil` when a transform on the
    /// way is singular.
    ///
    /// - Complexity: O(depth).
    package func convertFromScreen(_ p: HCPoint) -> HCPoint? {
        var path: [UIView] = []
        var cursor: UIView? = self
        while let v = cursor {
            path.append(v)
            cursor = v.superview
        }
        var point = p
        for v in path.reversed() {
            guard let q = v.geometry.convertFromSuperview(point) else { return nil }
            point = q
        }
        return point
    }

    /// `convert(_:to:)`: a point in this view's space expressed in `view`'s space, through
    /// screen space.
    package func convert(_ p: HCPoint, to view: UIView) -> HCPoint? {
        view.convertFromScreen(convertToScreen(p))
    }

    /// `convert(_:to:)`: a point in this view's space in `view`'s (its window's, for nil),
    /// through screen space. A singular transform on the way gives NaN, as its arithmetic
    /// would in UIKit.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let screen = convertToScreen(HCPoint(point))
        guard let target = view ?? window else { return screen.cgPoint }
        return target.convertFromScreen(screen)?.cgPoint ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// `convert(_:from:)`: a point in `view`'s space (its window's, for nil) in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return convert(point, to: self) }
        return source.convert(point, to: self)
    }

    /// `convert(_:to:)` for a rectangle: the bounding box of its corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// `convert(_:from:)` for a rectangle: the bounding box of its corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// How traces and messages name a view: its `path` when that has at most
    /// `shortPathLimit` names, else an ellipsis and the last names (`…/v9997/v9998/v9999`):
    /// names are unique in a scene, so the view is still named exactly, and a trace of a deep
    /// hierarchy stays linear in size and in time.
    ///
    /// - Complexity: O(`shortPathLimit`): it looks no further up than that.
    package var shortPath: String {
        if let cachedShortPath { return cachedShortPath }
        let path = workOutShortPath()
        cachedShortPath = path
        return path
    }

    /// Forgets the short paths that name this view: its own and its subviews' down to
    /// `shortPathLimit` levels (deeper ones do not reach it). An explicit stack, not recursion.
    ///
    /// - Complexity: O(views within `shortPathLimit` levels below), only when a view moves.
    private func forgetShortPaths() {
        var stack: [(UIView, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            view.cachedShortPath = nil
            guard depth < Self.shortPathLimit else { continue }
            for subview in view.subviews { stack.append((subview, depth + 1)) }
        }
    }

    private func workOutShortPath() -> String {
        var names: [String] = []
        var cursor: UIView? = self
        while let v = cursor, names.count <= Self.shortPathLimit {
            names.append(v.name)
            cursor = v.superview
        }
        guard names.count > Self.shortPathLimit else { return names.reversed().joined(separator: "/") }
        return "…/" + names.prefix(Self.shortPathLimit - 1).reversed().joined(separator: "/")
    }

    /// The most names `shortPath` prints in full.
    package static let shortPathLimit = 12

    /// A slash-separated path of names from the root: `window/root/AView/BView`.
    ///
    /// - Complexity: O(depth), and as long as the path: use `shortPath` in output that
    ///   repeats it.
    package var path: String {
        var names: [String] = []
        var cursor: UIView? = self
        while let v = cursor {
            names.append(v.name)
            cursor = v.superview
        }
        return names.reversed().joined(separator: "/")
    }
}

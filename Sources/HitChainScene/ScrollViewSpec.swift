public import HitChainGeometry

/// What makes a view a `UIScrollView` in a scene: its content size and the properties that
/// decide how it shares touches with its content (docs/semantics.md, "Scroll views"). The
/// view's bounds origin is its `contentOffset`; its own pan recognizer
/// (`panGestureRecognizer`) is not listed among the view's recognizers but made from this.
public struct ScrollViewSpec: Hashable, Sendable {
    /// `contentSize`: how far it scrolls — its bounds origin stays within
    /// `0 ... contentSize - bounds.size` on each axis (zero: it does not scroll).
    public var contentSize: Size
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

    public init(contentSize: Size = .zero) {
        self.contentSize = contentSize
        self.isScrollEnabled = true
        self.delaysContentTouches = true
        self.canCancelContentTouches = true
        self.touchesShouldBegin = true
        self.touchesShouldCancel = nil
    }

    /// The name of a scroll view's own pan recognizer.
    public static func panName(ofView name: String) -> String { "\(name).panGestureRecognizer" }
}

extension ViewSpec {
    /// A scroll view's own pan recognizer (`panGestureRecognizer`), as a spec: enabled when
    /// scrolling is, holding the content's touchesBegan when `delaysContentTouches`.
    public var scrollViewPan: GestureRecognizerSpec? {
        guard let scroll = scrollView else { return nil }
        var pan = GestureRecognizerSpec(
            name: ScrollViewSpec.panName(ofView: name), kind: .pan(minimumTouches: 1, maximumTouches: nil))
        pan.isEnabled = scroll.isScrollEnabled
        pan.delaysTouchesBegan = scroll.delaysContentTouches
        pan.cancelsTouchesInView = true
        return pan
    }

    /// Every recognizer of the view, in the order they see touches: a scroll view's own pan
    /// first (UIKit adds it when the scroll view is made), then those the scene lists.
    public var allGestureRecognizers: [GestureRecognizerSpec] {
        guard let pan = scrollViewPan else { return gestureRecognizers }
        return [pan] + gestureRecognizers
    }
}

extension Scene {
    /// Every recognizer of the scene with its view's index, in document order (each view's
    /// own pan first): one pass that skips the many views with none.
    ///
    /// - Complexity: O(views + recognizers).
    public var recognizerSpecs: [(view: Int, spec: GestureRecognizerSpec)] {
        var out: [(view: Int, spec: GestureRecognizerSpec)] = []
        for i in views.indices where views[i].scrollView != nil || !views[i].gestureRecognizers.isEmpty {
            if let pan = views[i].scrollViewPan { out.append((i, pan)) }
            for g in views[i].gestureRecognizers { out.append((i, g)) }
        }
        return out
    }
}

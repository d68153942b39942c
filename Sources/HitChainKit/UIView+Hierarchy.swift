extension UIView {
    /// `addSubview(_:)`: removes `view` from its current superview if any, then puts it on
    /// top of this view's subviews. `next` follows: the subview's next responder becomes
    /// this view (unless it is a controller's root view).
    package func checkedAddSubview(_ view: UIView) throws(HierarchyError) {
        try checkedInsertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// `insertSubview(_:at:)`: index 0 is the back. An index past the end puts it on top.
    package func checkedInsertSubview(_ view: UIView, at index: Int) throws(HierarchyError) {
        guard !(view is UIWindow) else { throw HierarchyError(reason: .windowAsSubview(view.name)) }
        guard !isDescendant(of: view) else {
            throw HierarchyError(reason: .wouldCreateCycle(child: view.name, parent: name))
        }
        guard index >= 0 else { throw HierarchyError(reason: .indexOutOfRange(index, count: subviews.count)) }
        // The move changes `next` of the view and of its controller (whose next is the view's
        // superview); if the new superview's chain already reaches either — through a
        // presentation — the chain would loop.
        guard !responderChain.contains(where: { $0 === view || ($0 as? UIViewController)?.view === view }) else {
            throw HierarchyError(reason: .wouldLoopChain(child: view.name, parent: name))
        }
        let oldWindow = view.window
        let oldSuperview = view.superview
        view.detachFromSuperview()
        subviews.insert(view, at: Swift.min(index, subviews.count))
        view.superview = self
        if view.changeSink !== sinkForSubviews { view.adoptSubtree(sink: sinkForSubviews) }
        if view.needsLayout || view.subtreeNeedsLayout { view.flagLayoutPath() }
        if let old = oldSuperview, old !== self { old.subviewsChanged() }
        subviewsChanged()
        if let old = oldWindow, old !== window { old.firstResponderLeft(subtree: view) }
    }

    /// `removeFromSuperview()`. A first responder inside the removed subtree resigns; a view
    /// without a superview (a window) is left alone, and so is its first responder.
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        detachFromSuperview()
        oldSuperview.subviewsChanged()
        oldWindow?.firstResponderLeft(subtree: self)
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superview = nil
        if changeSink != nil { adoptSubtree(sink: nil) }
    }

    /// `bringSubviewToFront(_:)`: moves a subview to the top; does nothing for other views.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        subviewsChanged()
    }

    /// `sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        subviewsChanged()
    }

    /// `exchangeSubview(at:withSubviewAt:)`.
    package func checkedExchangeSubview(at a: Int, withSubviewAt b: Int) throws(HierarchyError) {
        guard subviews.indices.contains(a) else {
            throw HierarchyError(reason: .indexOutOfRange(a, count: subviews.count))
        }
        guard subviews.indices.contains(b) else {
            throw HierarchyError(reason: .indexOutOfRange(b, count: subviews.count))
        }
        subviews.swapAt(a, b)
        subviewsChanged()
    }

    /// Tells observers, and marks a user's class as needing layout (UIKit's layer: when
    /// sublayers are added or removed).
    func subviewsChanged() {
        noteSubviewsChanged()
        if isUserClass { setNeedsLayout() }
    }

    // MARK: UIKit's signatures, which do not throw

    /// `addSubview(_:)`. UIKit raises an exception for a view added to itself, to one of its
    /// descendants, or a window added as a subview; here the request is refused, the
    /// hierarchy is left as it was and the refusal is written to standard error (use
    /// `checkedAddSubview(_:)` to get it as an error).
    public func addSubview(_ view: UIView) {
        do { try checkedAddSubview(view) } catch { HierarchyError.log(error, "addSubview") }
    }

    /// `insertSubview(_:at:)`; refused as `addSubview(_:)` is. An index past the end appends.
    public func insertSubview(_ view: UIView, at index: Int) {
        do { try checkedInsertSubview(view, at: index) } catch { HierarchyError.log(error, "insertSubview(_:at:)") }
    }

    /// `insertSubview(_:belowSubview:)`: just behind `siblingSubview`; on top when that is not a
    /// subview of this view.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: siblingIndex(of: view, beside: siblingSubview, offset: 0))
    }

    /// `insertSubview(_:aboveSubview:)`: just in front of `siblingSubview`; on top when that is
    /// not a subview of this view.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: siblingIndex(of: view, beside: siblingSubview, offset: 1))
    }

    /// Where `view` goes beside `sibling` once it has left its place here, if it is a subview.
    private func siblingIndex(of view: UIView, beside sibling: UIView, offset: Int) -> Int {
        var list = subviews
        list.removeAll { $0 === view }
        guard let i = list.firstIndex(where: { $0 === sibling }) else { return subviews.count }
        return i + offset
    }

    /// `exchangeSubview(at:withSubviewAt:)`; an index out of range is refused.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        do { try checkedExchangeSubview(at: index1, withSubviewAt: index2) } catch {
            HierarchyError.log(error, "exchangeSubview(at:withSubviewAt:)")
        }
    }
}

/// The layout pass: which views need `layoutSubviews()` and when it runs.
///
/// UIKit lays out the views that need it at the end of each turn of the main run loop, so a
/// view marked while one event is handled is laid out before the next is delivered
/// (docs/semantics.md, "Layout before delivery"). As Core Animation's layers do, a view that
/// needs layout flags every ancestor, so a pass walks only the branches that lead to one;
/// plain scenes never set a flag.
extension UIView {
    /// Flags the ancestors of a view that needs layout (or has a descendant that does) and tells
    /// its application.
    ///
    /// - Complexity: O(depth) at most; O(1) past an ancestor already flagged.
    func flagLayoutPath() {
        var cursor = superview
        while let v = cursor, !v.subtreeNeedsLayout {
            v.subtreeNeedsLayout = true
            cursor = v.superview
        }
        if let app = sinkForSubviews { app.hasPendingLayout = true }
    }

    /// Lays out this view and every view below it that needs layout, each before its subviews
    /// and subviews back to front (Core Animation's order), calling `laidOut` after each.
    ///
    /// - Complexity: O(views on flagged branches), with an explicit stack.
    package func layOutSubtree(_ laidOut: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            v.subtreeNeedsLayout = false
            if v.needsLayout {
                v.needsLayout = false
                v.layoutSubviews()
                laidOut(v)
            }
            // Read after the call: layout may add, remove or mark subviews.
            for s in v.subviews.reversed() where s.needsLayout || s.subtreeNeedsLayout { pending.append(s) }
        }
    }
}

extension UIApplication {
    /// How many times one pass goes round when layout keeps marking views that need layout;
    /// what is still marked then waits for the next event.
    package static let layoutRounds = 64

    /// Lays out every view of the windows that needs layout (windows in order, each tree as
    /// `layOutSubtree` walks it), calling `laidOut` after each. Views that layout marks again
    /// are laid out in further rounds, at most `layoutRounds`.
    package func layOutPendingViews(_ laidOut: (UIView) -> Void) {
        var rounds = 0
        while hasPendingLayout, rounds < Self.layoutRounds {
            rounds += 1
            hasPendingLayout = false
            for window in windows where window.needsLayout || window.subtreeNeedsLayout {
                window.layOutSubtree(laidOut)
            }
        }
    }
}

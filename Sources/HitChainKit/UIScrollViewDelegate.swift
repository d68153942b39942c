public import Foundation

/// `UIScrollViewDelegate`: told when a scroll view's content moves. Every method is optional,
/// as in UIKit: the defaults do nothing.
public protocol UIScrollViewDelegate: AnyObject {
    /// `scrollViewDidScroll(_:)`: `contentOffset` changed — by a drag or by code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// `scrollViewWillBeginDragging(_:)`: the scroll view's pan began — the content is about to
    /// move with the finger.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger lifted (or the
    /// drag was cancelled): `velocity` is the content's, in points per millisecond (zero for a
    /// cancelled drag), and `targetContentOffset` where it will come to rest, which the delegate
    /// may move.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`: after the above; `decelerate` says whether
    /// the content moves on (`isDecelerating`).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`: the finger lifted while the content moves; it
    /// moves on a short distance.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// `scrollViewDidEndDecelerating(_:)`: the content came to rest, or a touch stopped it.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the content stays where it is (UIKit's optional method, not implemented).
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

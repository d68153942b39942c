public import Foundation

/// `UIScrollViewDelegate`: told when a scroll view's content moves. Every method is optional,
/// as in UIKit: the defaults do nothing.
public protocol ScrollViewDelegate: AnyObject {
    /// `scrollViewDidScroll(_:)`: `contentOffset` changed — by a drag or by code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// `scrollViewWillBeginDragging(_:)`: the scroll view's pan began — the content is about to
    /// move with the finger.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the finger lifted (or the
    /// drag was cancelled); the model has no deceleration, so the velocity is zero and the target
    /// is where the content is.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`: after the above; `decelerate` is always
    /// false in the model.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
}

extension ScrollViewDelegate {
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing: the content stays where it is (UIKit's optional method, not implemented).
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing (UIKit's optional method, not implemented).
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}

/// `UIScrollViewDelegate`: told when a scroll view's content moves. Every method is optional,
/// as in UIKit: the defaults do nothing.
public protocol ScrollViewDelegate: AnyObject {
    /// `scrollViewDidScroll(_:)`: `contentOffset` changed — by a drag or by code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

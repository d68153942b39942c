/// `UINavigationBar`: the bar at the top of a navigation controller's view. It is a view, so
/// it takes the touches that land on it (a tap on the bar does not reach the content under
/// it); its items are kept, not drawn.
open class UINavigationBar: UIView {
    /// `items`: the navigation items, the top one last.
    open var items: [UINavigationItem]?
    /// `topItem`.
    open var topItem: UINavigationItem? { items?.last }
    /// `backItem`.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
    /// `isTranslucent`.
    open var isTranslucent = true
    /// `prefersLargeTitles`.
    open var prefersLargeTitles = false
    /// `tintColor`.
    open var barTintColor: UIColor?

    /// The bar's height in the model (UIKit's standard bar, without a large title).
    public static let standardHeight: CGFloat = 44

    /// `pushItem(_:animated:)`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }

    /// `popItem(animated:)`.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }
}

/// `UITabBarItem`: one tab's title, image and badge.
open class UITabBarItem: NSObject {
    /// `title`.
    open var title: String?
    /// `image`.
    open var image: UIImage?
    /// `selectedImage`.
    open var selectedImage: UIImage?
    /// `badgeValue`.
    open var badgeValue: String?
    /// `tag`.
    open var tag = 0
    /// `isEnabled`.
    open var isEnabled = true

    /// `init(title:image:tag:)`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// `init(title:image:selectedImage:)`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// An item with no title or image.
    public override init() { super.init() }
}

/// `UITabBarDelegate`: told when the user selects an item.
public protocol UITabBarDelegate: AnyObject {
    /// `tabBar(_:didSelect:)`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

/// `UITabBar`: a row of items along the bottom. A tap on it selects the item under the finger —
/// the items share the bar's width equally, as UIKit lays them out on a phone — and tells the
/// delegate; the bar takes the touch, so nothing under it receives one.
open class UITabBar: UIView {
    /// `items`.
    open var items: [UITabBarItem]?
    /// `selectedItem`.
    open var selectedItem: UITabBarItem?
    /// `delegate`, held weakly.
    open weak var delegate: (any UITabBarDelegate)?

    /// `setItems(_:animated:)`.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// The enabled item under `point` (in the bar's space), if any.
    open func item(at point: CGPoint) -> UITabBarItem? {
        guard let items, !items.isEmpty, bounds.width > 0, point.x >= 0, point.x < bounds.width else { return nil }
        let item = items[min(items.count - 1, Int(point.x / (bounds.width / CGFloat(items.count))))]
        return item.isEnabled ? item : nil
    }

    /// A touch that lifts over an item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event),
            let item = item(at: touch.location(in: self))
        else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// The bar handles its touches: none is passed up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

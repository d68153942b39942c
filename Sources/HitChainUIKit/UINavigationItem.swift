/// `UINavigationItem`: what a navigation bar shows for one view controller.
open class UINavigationItem: NSObject {
    /// `title`.
    open var title: String?
    /// `titleView`.
    open var titleView: UIView?
    /// `leftBarButtonItems`.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// `rightBarButtonItems`.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// `leftBarButtonItem`: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// `rightBarButtonItem`: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// `hidesBackButton`.
    open var hidesBackButton = false

    /// `init(title:)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title or buttons.
    public override init() { super.init() }
}

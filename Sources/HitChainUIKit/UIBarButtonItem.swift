/// `UIBarButtonItem`: a button in a navigation bar or toolbar, as its target and action. The
/// model draws no bars, so an item is not a view: `customView` is, and code that wants a tap
/// on an item sends its action (`UIApplication.sendAction(_:to:from:for:)`) as UIKit does.
open class UIBarButtonItem: NSObject {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain = 0, bordered = 1, done = 2
    }

    /// `UIBarButtonItem.SystemItem` (the common ones).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel = 1, edit = 2, save = 3, add = 4, flexibleSpace = 5, fixedSpace = 6, compose = 7,
            reply = 8, action = 9, organize = 10, bookmarks = 11, search = 12, refresh = 13, stop = 14, camera = 15,
            trash = 16, play = 17, pause = 18, rewind = 19, fastForward = 20, undo = 21, redo = 22, close = 24
    }

    /// `title`.
    open var title: String?
    /// `image`.
    open var image: UIImage?
    /// `style`.
    open var style: Style = .plain
    /// `target`, held weakly as UIKit holds it.
    open weak var target: AnyObject?
    /// `action`.
    open var action: Selector?
    /// `isEnabled`.
    open var isEnabled = true
    /// `tag`.
    open var tag = 0
    /// `customView`: a view shown in the item's place; it receives touches as any view does.
    open var customView: UIView?
    /// `primaryAction` (iOS 14).
    open var primaryAction: UIAction?
    /// The system item it was made with, if any.
    public private(set) var systemItem: SystemItem?

    /// An item with no title, image or action.
    public override init() { super.init() }

    /// `init(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// `init(image:style:target:action:)`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// `init(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    /// `init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// `init(title:image:primaryAction:menu:)` without a menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
}

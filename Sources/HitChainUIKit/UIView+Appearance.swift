extension UIView {
    /// `backgroundColor` (kept; nothing is drawn). Unlike UIKit's, it cannot be overridden.
    public var backgroundColor: UIColor? {
        get { uiKitAttachments["backgroundColor"] as? UIColor }
        set { uiKitAttachments["backgroundColor"] = newValue }
    }

    /// `tintColor` (kept; nothing is drawn).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it implicitly unwrapped: the same type keeps code that assigns nil compiling.
    public var tintColor: UIColor! {
        get { uiKitAttachments["tintColor"] as? UIColor ?? .systemBlue }
        set { uiKitAttachments["tintColor"] = newValue }
    }
}

extension UIViewController {
    /// `navigationItem`: made on first use, as UIKit makes it.
    public var navigationItem: UINavigationItem {
        if let item = uiKitAttachments["navigationItem"] as? UINavigationItem { return item }
        let item = UINavigationItem()
        uiKitAttachments["navigationItem"] = item
        return item
    }

    /// `tabBarItem`: made on first use.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit declares it implicitly unwrapped: the same type keeps code that assigns nil compiling.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = uiKitAttachments["tabBarItem"] as? UITabBarItem { return item }
            let item = UITabBarItem()
            uiKitAttachments["tabBarItem"] = item
            return item
        }
        set { uiKitAttachments["tabBarItem"] = newValue }
    }

    /// `title`.
    public var title: String? {
        get { (uiKitAttachments["title"] as? NSString).map { String($0) } }
        set { uiKitAttachments["title"] = newValue.map { NSString(string: $0) } }
    }
}

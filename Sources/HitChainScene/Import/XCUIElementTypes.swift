/// XCUITest's element types (`XCUIElement.ElementType`, all 83 of them) and the UIKit class
/// whose defaults an imported element gets. An accessibility tree names a role, not a class:
/// the class is the one that usually plays the role on iOS, chosen for what hit-testing
/// reads from it (a control or not, interaction on or off, a text input or not). Roles that
/// only macOS has (menus, rulers, dock items) and roles no UIKit class plays become `UIView`.
public enum XCUIElementTypes {
    /// Element type (without its `XCUIElementType` prefix) → UIKit class.
    public static let classes: [String: String] = [
        "Any": "UIView", "Other": "UIView", "Application": "UIApplication", "Group": "UIView",
        "Window": "UIWindow", "Sheet": "UIView", "Drawer": "UIView", "Alert": "UIView", "Dialog": "UIView",
        "Button": "UIButton", "RadioButton": "UIButton", "RadioGroup": "UIView", "CheckBox": "UIButton",
        "DisclosureTriangle": "UIButton", "PopUpButton": "UIButton", "ComboBox": "UIView",
        "MenuButton": "UIButton", "ToolbarButton": "UIButton", "Popover": "UIView", "Keyboard": "UIView",
        "Key": "UIView", "NavigationBar": "UINavigationBar", "TabBar": "UITabBar", "TabGroup": "UIView",
        "Toolbar": "UIToolbar", "StatusBar": "UIView", "Table": "UITableView", "TableRow": "UIView",
        "TableColumn": "UIView", "Outline": "UIView", "OutlineRow": "UIView", "Browser": "UIView",
        "CollectionView": "UICollectionView", "Slider": "UISlider", "PageIndicator": "UIPageControl",
        "ProgressIndicator": "UIProgressView", "ActivityIndicator": "UIActivityIndicatorView",
        "SegmentedControl": "UISegmentedControl", "Picker": "UIPickerView", "PickerWheel": "UIView",
        "Switch": "UISwitch", "Toggle": "UISwitch", "Link": "UIView", "Image": "UIImageView",
        "Icon": "UIImageView", "SearchField": "UISearchTextField", "ScrollView": "UIScrollView",
        "ScrollBar": "UIView", "StaticText": "UILabel", "TextField": "UITextField",
        "SecureTextField": "UITextField", "DatePicker": "UIDatePicker", "TextView": "UITextView",
        "Menu": "UIView", "MenuItem": "UIView", "MenuBar": "UIView", "MenuBarItem": "UIView", "Map": "MKMapView",
        "WebView": "WKWebView", "IncrementArrow": "UIButton", "DecrementArrow": "UIButton", "Timeline": "UIView",
        "RatingIndicator": "UIView", "ValueIndicator": "UIView", "SplitGroup": "UIView", "Splitter": "UIView",
        "RelevanceIndicator": "UIView", "ColorWell": "UIColorWell", "HelpTag": "UIView", "Matte": "UIView",
        "DockItem": "UIView", "Ruler": "UIView", "RulerMarker": "UIView", "Grid": "UIView",
        "LevelIndicator": "UIView", "Cell": "UITableViewCell", "LayoutArea": "UIView", "LayoutItem": "UIView",
        "Handle": "UIView", "Stepper": "UIStepper", "Tab": "UIView", "TouchBar": "UIView", "StatusItem": "UIView",
    ]

    /// The UIKit class for an element of `type` whose parent is of `parentType`: a `Cell` in a
    /// `CollectionView` is a `UICollectionViewCell`, elsewhere a `UITableViewCell`. A type
    /// XCUITest does not define (a newer one) becomes `UIView`.
    public static func className(forType type: String, parentType: String? = nil) -> String {
        if type == "Cell", parentType == "CollectionView" { return "UICollectionViewCell" }
        return classes[type] ?? "UIView"
    }
}

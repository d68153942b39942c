import Foundation
import Testing

/// The UIKit-shaped classes carry UIKit's members only: every `public` or `open` member the
/// package declares on them (in HitChainKit, HitChainDelivery and HitChainUIKit, whose members a
/// file importing HitChainUIKit sees) is one Apple documents on that class or a superclass. The
/// model's own members are `package`, reached through `hitChain` (`ModelFacet`), so a subclass may
/// declare `var path`, `var name` or `var geometry` as apps do.
///
/// The list below is Apple's, by class (https://developer.apple.com/documentation/uikit/CLASS);
/// a member the package adds that is not on it fails the test, naming the file and the line.
@Suite("UIKit-shaped classes carry UIKit's members only")
struct UIKitSurfaceTests {
    /// UIKit's members by class, for the classes the package gives UIKit's names. `init` stands
    /// for every initializer (the model's `init(_ spec:)` and `init(scene:)` build from scene
    /// descriptions); `""` for operators (`==` on objects compared by identity).
    static let apple: [String: Set<String>] = [
        "UIResponder": [
            "init", "next", "canBecomeFirstResponder", "becomeFirstResponder", "canResignFirstResponder",
            "resignFirstResponder", "isFirstResponder", "touchesBegan", "touchesMoved", "touchesEnded",
            "touchesCancelled", "motionBegan", "motionEnded", "motionCancelled", "remoteControlReceived",
            "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled", "canPerformAction", "target",
            "description",
        ],
        "UIView": [
            "init", "frame", "bounds", "center", "transform", "alpha", "isHidden", "isUserInteractionEnabled",
            "isMultipleTouchEnabled", "isExclusiveTouch", "clipsToBounds", "tag", "accessibilityIdentifier",
            "accessibilityViewIsModal", "superview", "subviews", "window", "addSubview", "insertSubview",
            "exchangeSubview", "bringSubviewToFront", "sendSubviewToBack", "removeFromSuperview", "isDescendant",
            "gestureRecognizers", "addGestureRecognizer", "removeGestureRecognizer", "gestureRecognizerShouldBegin",
            "hitTest", "point", "convert", "setNeedsLayout", "layoutIfNeeded", "layoutSubviews", "draw",
            "setNeedsDisplay", "backgroundColor", "tintColor",
            // lyft/Hammer's `hitPoint(for:)`, from its own extension of UIView and UIViewController.
            "hitPoint",
        ],
        "UIWindow": [
            "init", "Level", "windowLevel", "windowScene", "rootViewController", "isKeyWindow", "makeKey",
            "makeKeyAndVisible", "sendEvent",
        ],
        "UIViewController": [
            "init", "view", "viewIfLoaded", "isViewLoaded", "loadView", "loadViewIfNeeded", "viewDidLoad",
            "children", "parent", "addChild", "removeFromParent", "willMove", "didMove", "present", "dismiss",
            "presentedViewController", "presentingViewController", "navigationController", "navigationItem",
            "tabBarItem", "title", "hitPoint",
        ],
        "UIApplication": [
            "init", "shared", "delegate", "windows", "keyWindow", "connectedScenes", "sendAction", "windowScenes",
        ],
        "UIWindowScene": ["init", "windows"],
        "UITouch": [
            "init", "", "hash", "description", "phase", "tapCount", "timestamp", "view", "window", "location",
            "previousLocation", "Phase",
        ],
        "UIEvent": [
            "init", "type", "subtype", "timestamp", "allTouches", "touches", "EventType", "EventSubtype",
            "description",
        ],
        "UIPress": [
            "", "hash", "description", "phase", "type", "force", "timestamp", "responder", "Phase", "PressType",
        ],
        "UIPressesEvent": ["init", "allPresses", "presses"],
        "UIControl": [
            "init", "isEnabled", "isSelected", "isHighlighted", "isTracking", "isTouchInside", "state", "State",
            "Event", "addTarget", "removeTarget", "allTargets", "actions", "addAction", "removeAction", "sendAction",
            "sendActions", "beginTracking", "continueTracking", "endTracking", "cancelTracking",
        ],
        "UISwitch": ["isOn"],
        "UISlider": ["value"],
        "UITextField": ["init"],
        "UIScrollView": [
            "init", "contentOffset", "setContentOffset", "contentSize", "isScrollEnabled", "isDirectionalLockEnabled",
            "bounces",
            "alwaysBounceVertical", "alwaysBounceHorizontal", "decelerationRate", "DecelerationRate",
            "delaysContentTouches",
            "canCancelContentTouches", "panGestureRecognizer", "touchesShouldBegin", "touchesShouldCancel",
            "delegate", "isTracking", "isDragging", "isDecelerating", "bounds",
        ],
        "UIGestureRecognizer": [
            "init", "State", "state", "view", "delegate", "isEnabled", "name", "addTarget", "require",
            "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "numberOfTouches", "location",
            "description", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "reset", "ignore",
            "canPrevent", "canBePrevented", "shouldRequireFailure", "shouldBeRequiredToFail", "allowedPressTypes",
            "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled",
        ],
        "UITapGestureRecognizer": ["init", "numberOfTapsRequired", "numberOfTouchesRequired", "canPrevent"],
        "UILongPressGestureRecognizer": [
            "init", "minimumPressDuration", "allowableMovement", "numberOfTouchesRequired",
        ],
        "UIPanGestureRecognizer": [
            "init", "minimumNumberOfTouches", "maximumNumberOfTouches", "translation", "setTranslation", "velocity",
        ],
        "UISwipeGestureRecognizer": ["init", "Direction", "direction", "numberOfTouchesRequired"],
        "UIPinchGestureRecognizer": ["init"],
        "UIRotationGestureRecognizer": ["init"],
        "UIAction": ["init", "Identifier", "identifier", "title", "discoverabilityTitle", "sender"],
    ]

    /// A public member the package declares: where, on which UIKit class, and its name.
    struct Member: CustomStringConvertible {
        var file: String
        var line: Int
        var owner: String
        var name: String
        var description: String { "\(file):\(line): \(owner).\(name)" }
    }

    /// Every `public`/`open` member declared at a type's top level, in a class's body or in an
    /// extension of it, in the modules a file importing HitChainUIKit sees.
    static func members() throws -> [Member] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let header = try NSRegularExpression(pattern: #"^(?:public |open )?(?:final )?(?:class|extension) ([\w.]+)"#)
        let member = try NSRegularExpression(
            pattern: #"^    (?:@\w+(?:\([^)]*\))? )*(?:public|open)\b[^=:{(]*?\b"#
                + #"(var|let|func|init|subscript|typealias|enum|struct|class)\b\s*([\w=!<>]*)"#)
        var found: [Member] = []
        for module in ["HitChainKit", "HitChainDelivery", "HitChainUIKit"] {
            let dir = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: dir.path) else { continue }
            for case let relative as String in files where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(relative), encoding: .utf8)
                var owner: String?
                for (i, line) in text.components(separatedBy: "\n").enumerated() {
                    let range = NSRange(line.startIndex..., in: line)
                    if let m = header.firstMatch(in: line, range: range), let r = Range(m.range(at: 1), in: line) {
                        let name = String(line[r])
                        owner = apple[name] != nil ? name : nil
                        continue
                    }
                    if let first = line.first, first != " ", first != "}", first != "/", first != "@" { owner = nil }
                    guard let owner, let m = member.firstMatch(in: line, range: range),
                        let kind = Range(m.range(at: 1), in: line), let name = Range(m.range(at: 2), in: line)
                    else { continue }
                    let isInit = line[kind] == "init"
                    let n = isInit ? "init" : String(line[name]).filter { $0.isLetter || $0.isNumber || $0 == "_" }
                    found.append(Member(file: "\(module)/\(relative)", line: i + 1, owner: owner, name: n))
                }
            }
        }
        return found
    }

    /// UIKit's superclasses of the classes above.
    static let superclass: [String: String] = [
        "UIView": "UIResponder", "UIWindow": "UIView", "UIViewController": "UIResponder",
        "UIApplication": "UIResponder", "UIWindowScene": "UIResponder", "UIControl": "UIView",
        "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UITextField": "UIControl",
        "UIScrollView": "UIView", "UITapGestureRecognizer": "UIGestureRecognizer",
        "UILongPressGestureRecognizer": "UIGestureRecognizer", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UISwipeGestureRecognizer": "UIGestureRecognizer", "UIPinchGestureRecognizer": "UIGestureRecognizer",
        "UIRotationGestureRecognizer": "UIGestureRecognizer", "UIPressesEvent": "UIEvent",
    ]

    static func isApple(_ name: String, on owner: String) -> Bool {
        var cursor: String? = owner
        while let c = cursor {
            if apple[c]?.contains(name) == true { return true }
            cursor = superclass[c]
        }
        return false
    }

    @Test("every public member of a UIKit-shaped class is one Apple documents")
    func onlyUIKitMembers() throws {
        let members = try Self.members()
        #expect(members.count > 150, "the scan found \(members.count) members: is the source tree where it was?")
        let extra = members.filter { !Self.isApple($0.name, on: $0.owner) }
        #expect(extra.isEmpty, "members UIKit does not have:\n\(extra.map(\.description).joined(separator: "\n"))")
    }

    @Test("the scan sees what it must: a model member made public again would be found")
    func scanFindsMembers() throws {
        let members = try Self.members()
        #expect(members.contains { $0.owner == "UIView" && $0.name == "hitTest" })
        #expect(members.contains { $0.owner == "UIGestureRecognizer" && $0.name == "state" })
        #expect(!Self.isApple("path", on: "UIView") && !Self.isApple("name", on: "UIResponder"))
        #expect(Self.isApple("touchesBegan", on: "UIButton"))
    }
}

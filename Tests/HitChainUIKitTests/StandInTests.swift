import HitChainDelivery
import HitChainUIKit
import Testing

/// A scroll view delegate that logs what it is told.
private final class ScrollLog: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

/// A tab bar delegate that logs the selected items' titles.
private final class TabLog: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
}

@Suite("Stand-ins: the classes real files name, faithful where delivery depends on them")
struct StandInTests {
    @Test("a label and an image view are not interactive by default: a tap reaches the view under them")
    func labelsPassTouchesThrough() throws {
        let (_, window) = makeScreen()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        label.text = "Title"
        let image = UIImageView(image: UIImage(size: CGSize(width: 80, height: 80)))
        image.frame.origin = CGPoint(x: 20, y: 100)
        let tap = UITapGestureRecognizer(target: nil, action: Selector("tapped:"))
        image.addGestureRecognizer(tap)
        window.addSubview(card)
        card.addSubview(label)
        card.addSubview(image)
        #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
        #expect(image.bounds.size == CGSize(width: 80, height: 80))
        #expect(window.hitTest(CGPoint(x: 40, y: 130), with: nil) === card)
        #expect(window.hitTest(CGPoint(x: 40, y: 230), with: nil) === card)
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: CGPoint(x: 40, y: 230))
        #expect(!generator.trace.recognized(tap))  // the image view's recognizer never sees it
        image.isUserInteractionEnabled = true
        try generator.fingerTap(at: CGPoint(x: 40, y: 230))
        #expect(generator.trace.recognized(tap))
        label.isEnabled = false  // drawing only: still no control, still passes touches on
        #expect(window.hitTest(CGPoint(x: 40, y: 130), with: nil) === card)
    }

    @Test("an editable text view becomes first responder on a tap; one that is not editable does not")
    func textView() throws {
        let (_, window) = makeScreen()
        let notes = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        window.addSubview(notes)
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: CGPoint(x: 100, y: 150))
        #expect(notes.isFirstResponder)
        #expect(notes.resignFirstResponder())
        notes.isEditable = false
        #expect(!notes.canBecomeFirstResponder)
        try generator.fingerTap(at: CGPoint(x: 100, y: 150))
        #expect(!notes.isFirstResponder)
    }

    @Test("a navigation controller: the top controller under the bar, the chain through the stack")
    func navigationController() throws {
        let root = UIViewController()
        let detail = UIViewController()
        detail.title = "Detail"
        let navigation = UINavigationController(rootViewController: root)
        let (_, window) = makeScreen()
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [root, detail] && navigation.topViewController === detail)
        #expect(detail.navigationController === navigation && detail.parent === navigation)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(root.viewIfLoaded?.superview == nil)  // the controller below leaves the screen
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(detail.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
        #expect(window.hitTest(CGPoint(x: 100, y: 20), with: nil) === navigation.navigationBar)
        #expect(window.hitTest(CGPoint(x: 100, y: 400), with: nil) === detail.view)
        let chain = Array(sequence(first: detail.view as UIResponder) { $0.next }.prefix(4))
        #expect(chain[1] === detail && chain[2] === navigation.view && chain[3] === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil)  // the root stays
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a tab bar selects the item under a lifted finger and tells its delegate; it keeps the touch")
    func tabBar() throws {
        let (_, window) = makeScreen()
        let bar = UITabBar(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
        let log = TabLog()
        bar.delegate = log
        bar.items = [
            UITabBarItem(title: "Home", image: nil, tag: 0), UITabBarItem(title: "Search", image: nil, tag: 1),
            UITabBarItem(title: "Profile", image: nil, tag: 2),
        ]
        bar.items?[1].isEnabled = false
        window.addSubview(bar)
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: CGPoint(x: 300, y: 800))
        try generator.fingerTap(at: CGPoint(x: 200, y: 800))  // disabled: nothing selected
        #expect(log.selected == ["Profile"] && bar.selectedItem?.tag == 2)
        #expect(generator.trace.handled("touchesBegan", by: bar))
    }

    @Test("UIApplication.shared has a window scene; UIWindow(windowScene:) joins it at the screen's size")
    @MainActor func sharedApplication() throws {
        let app = UIApplication.shared
        #expect(app === UIApplication.shared)
        let scene = try #require(app.connectedScenes.first)
        let window = UIWindow(windowScene: scene)
        #expect(window.windowScene === scene && window.frame == UIScreen.main.bounds)
        #expect(app.windows.contains(window))
        #expect(UIScreen.main.nativeBounds.width == 1170)
    }

    @Test("a scroll view tells its delegate of every offset change and says when it is tracked and dragged")
    func scrollViewDelegate() throws {
        let (_, window) = makeScreen()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 3000)
        let log = ScrollLog()
        scroll.delegate = log
        window.addSubview(scroll)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(log.offsets == [CGPoint(x: 0, y: 100)])
        let generator = try EventGenerator(window: window)
        try generator.fingerDown(at: CGPoint(x: 200, y: 600))
        #expect(scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        try generator.fingerMove(to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(scroll.isDragging)
        try generator.fingerUp()
        #expect(!scroll.isTracking && !scroll.isDragging)
        #expect(log.offsets.count > 2 && log.offsets.last == scroll.contentOffset)
        #expect(scroll.contentOffset.y > 250)
    }

    @Test("a pan reports its translation and velocity in a view's space, and setTranslation resets it")
    func panTranslationAndVelocity() throws {
        let (_, window) = makeScreen()
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        pad.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(pad)
        final class Probe: UIPanGestureRecognizer {
            var translations: [CGPoint] = []
            var velocities: [CGPoint] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesMoved(touches, with: event)
                translations.append(translation(in: nil))
                velocities.append(velocity(in: nil))
                if translations.count == 2 { setTranslation(.zero, in: nil) }
            }
        }
        let pan = Probe(target: nil, action: Selector("panned:"))
        pad.addGestureRecognizer(pan)
        let generator = try EventGenerator(window: window)
        try generator.fingerDown(at: CGPoint(x: 100, y: 400))
        for x in [130.0, 160, 190] {
            try generator.wait(0.1)
            try generator.fingerMove(to: CGPoint(x: x, y: 400))
        }
        #expect(pan.translations == [CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 30, y: 0)])
        #expect(pan.velocities.last.map { abs($0.x - 300) < 1e-6 && $0.y == 0 } == true)
        #expect(abs(pan.translation(in: pad).x - 15) < 1e-9)  // the pad is drawn at twice the size
        try generator.fingerUp()
    }

    @Test("responders are NSObjects: isKind(of:), isMember(of:), ==, hashing by identity")
    func responderObjects() {
        let a = UIButton(frame: .zero)
        let b = UIButton(frame: .zero)
        #expect(a.isKind(of: UIControl.self) && a.isKind(of: UIResponder.self) && a.isMember(of: UIButton.self))
        #expect(!a.isMember(of: UIView.self))
        #expect(a == a && a != b && Set<UIResponder>([a, b, a]).count == 2)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red && UIColor.red.withAlphaComponent(2).alpha == 1)
    }
}

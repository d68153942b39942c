import Foundation
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("hitchain import recursiveDescription, end to end")
struct ImportHierarchyCommandTests {
    static let hierarchies = packageRoot.deletingLastPathComponent().appendingPathComponent(
        "shared/realdata/hierarchies")

    /// Every real dump imports to a scene, and `explain --at` answers at the centre of every
    /// imported view.
    @Test(
        "every real dump imports (its format told from the content), and explain answers at every view's centre",
        .enabled(if: hasRealHierarchies, Comment(rawValue: realHierarchiesAbsent)))
    func realDumps() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.hierarchies.path)
        let dir = Scratch.directory()
        for name in names.sorted() where name.hasSuffix(".txt") || name.hasSuffix(".xml") {
            let out = dir.appendingPathComponent(name + ".json").path
            let r = try hitchain(
                "import", "hierarchy", Self.hierarchies.appendingPathComponent(name).path, "-o", out)
            #expect(r.status == 0, "\(name): \(r.stderr)")
            #expect(r.stdout.contains("assumed: no hitTest or point(inside:) overrides"))
            let scene = try decodeFile(out)
            for view in scene.views where !view.isHidden {
                let e = try hitchain("explain", out, "--at", view.name)
                #expect(e.status == 0, "\(name) \(view.name): \(e.stderr)")
                #expect(e.stdout.contains("hit-test at"), "\(name) \(view.name)")
            }
        }
    }

    @Test("a bad dump: the file, line and column, a non-zero exit, and no scene written")
    func badDump() throws {
        let dump = try temporaryFile(
            "bad.txt", "<UIView: 0x1; frame = (0 0; 10 10)>\nhello\n<UIView: 0x2; frame = (0 0; 1 1)>\n")
        let out = dump + ".json"
        let r = try hitchain("import", "recursiveDescription", dump, "-o", out)
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(dump):2:1: expected a view"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let unknown = try hitchain("import", "xml", dump)
        #expect(
            unknown.status != 0
                && unknown.stderr.contains(
                    "evemu, getevent, reran, recursiveDescription, appium, xcuitest or hierarchy")
        )
    }

    @Test("hierarchy tells the format from the content; text that is none of them is refused by name")
    func detection() throws {
        let page = try temporaryFile(
            "page.xml",
            #"<AppiumAUT><XCUIElementTypeWindow x="0" y="0" width="100" height="100"><XCUIElementTypeButton "#
                + #"x="10" y="10" width="20" height="20" name="ok"/></XCUIElementTypeWindow></AppiumAUT>"#)
        let r = try hitchain("import", "hierarchy", page, "-o", page + ".json")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("imported 2 views from \(page) (appium)"))
        #expect(r.stdout.contains("an accessibility tree is not a view tree"))
        let other = try temporaryFile("notes.txt", "shopping list\n")
        let n = try hitchain("import", "hierarchy", other)
        #expect(n.status != 0 && n.stderr.contains("is not a hierarchy dump this tool knows"))
    }

    @Test("_printHierarchy given to import hierarchy is named a controller hierarchy, with --controllers to use it")
    func controllerHierarchy() throws {
        let vcs = try temporaryFile(
            "vc.txt",
            """
            <UITabBarController: 0x7a00>, state: appeared, view: <UILayoutContainerView: 0x200>
               | <ShopViewController: 0x7b00>, state: appeared, view: <UIView: 0x300>
            """)
        let r = try hitchain("import", "hierarchy", vcs, "-o", vcs + ".json")
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(vcs):1:1: this is a view-controller hierarchy (_printHierarchy)"), "\(r.stderr)")
        #expect(r.stderr.contains("--controllers") && !r.stderr.contains("short form"), "\(r.stderr)")
    }

    @Test("--controllers: the printed chain runs through the view controllers, as seed 004 prints it")
    func controllers() throws {
        let views = try temporaryFile(
            "views.txt",
            """
            <UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x1>>
               | <UILayoutContainerView: 0x200; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
               |    | <UIView: 0x300; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
               |    |    | <UIButton: 0x310; frame = (20 100; 100 44); layer = <CALayer: 0x5>>
            """)
        let vcs = try temporaryFile(
            "vc.txt",
            """
            <UINavigationController 0x7a00>, state: appeared, view: <UILayoutContainerView 0x200>
               | <ShopViewController 0x7b00>, state: appeared, view: <UIView 0x300>
            """)
        let out = views + ".json"
        let r = try hitchain("import", "recursiveDescription", views, "--controllers", vcs, "-o", out)
        #expect(r.status == 0, "\(r.stderr)")
        let chain = try hitchain("chain", out, "UIButton")
        #expect(
            chain.stdout
                == "UIButton -> UIView -> ShopViewController -> UILayoutContainerView -> UINavigationController -> "
                + "UIWindow -> UIApplication -> AppDelegate -> *\n")
    }
}

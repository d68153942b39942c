import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// View-controller annotations between the bars and a view (`'ShopViewController:0x3' 1
/// child[…] <UIView: …>`), iOS 5's `XX (<…>)` lines and text with line breaks (issue 48,
/// item 2), and `_printHierarchy` given where a view dump belongs (item 6).
@Suite("Import: controllers named in a dump")
struct ImportControllerTests {
    @Test("controllers named on their views' lines are kept, and chains go view → controller → superview")
    func annotatedControllers() throws {
        let result = try ShapeImport.run(try shapeFixture("controller_annotations_ios6.txt"), file: "vc.txt")
        let s = result.scene
        #expect(
            s.viewControllers.map(\.name) == ["BooksNavigationController", "ShelfViewController", "BookCardController"])
        let root = try #require(s.windows.first?.rootViewController)
        #expect(s.viewControllers[root].name == "BooksNavigationController")
        #expect(
            try ShapeImport.chain(s, from: "UIRoundedRectButton") == [
                "UIRoundedRectButton", "UIView", "BookCardController", "UIView", "ShelfViewController",
                "UIViewControllerWrapperView", "UINavigationTransitionView", "UILayoutContainerView",
                "BooksNavigationController", "UIWindow", "UIApplication", "AppDelegate",
            ])
        // A child the annotation lists whose view the dump does not hold is left out, and said.
        #expect(
            result.summary.contains { $0.hasPrefix("line 6: ReviewsController's view is not a view of the dump") },
            "\(result.summary)")
        #expect(result.summary.contains { $0.hasPrefix("3 view controllers named on their views' lines") })
    }

    @Test("the annotation of the dump's first line is kept too: its controller is the root view controller")
    func firstLine() throws {
        let text = """
            $2 = 0x0913a5d0 'PlayerViewController:0x91a2c40' 1 child[ControlsViewController:0x91a7e10 ] \
            <UIView: 0x91a4f20; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x91a4f80>>
               | 'ControlsViewController:0x91a7e10' <UIView: 0x91a8330; frame = (0 380; 320 80); \
            layer = <CALayer: 0x91a8390>>
               |    | <UIButton: 0x91a9a50; frame = (130 18; 60 44); opaque = NO; layer = <CALayer: 0x91a9b40>>
            """
        let s = try ShapeImport.run(text).scene
        #expect(s.viewControllers.map(\.name) == ["PlayerViewController", "ControlsViewController"])
        #expect(s.windows.first?.rootViewController == 0)
        #expect(
            try ShapeImport.chain(s, from: "UIButton").prefix(5) == [
                "UIButton", "UIView", "ControlsViewController", "UIView", "PlayerViewController",
            ])
    }

    @Test("XX (<…>) lines are views (not shown: their fields or their ancestors' say why); text may hold line breaks")
    func ios5Lines() throws {
        let text = try shapeFixture("controller_annotations_ios6.txt")
        let dump = try RecursiveDescription.parse(text, file: "vc.txt")
        #expect(dump.views.count == 14)
        let label = try #require(dump.views.first { $0.fields["text"]?.hasPrefix("'Three") == true })
        #expect(label.fields["text"] == "'Three copies\non the shelf'")
        #expect(
            dump.warnings.map(\.description).contains(
                "line 7: a view's text holds a line break (its line goes on to line 8): read as one view"),
            "\(dump.warnings)")
        let s = try ShapeImport.run(text).scene
        let saved = try ShapeImport.view(s, "Saved")
        #expect(saved.source?.contains("XX") == true, "\(saved.source ?? "")")
        // The saved banner is transparent (alpha 0): a touch on it reaches the card behind.
        #expect(try ShapeImport.hit(s, 100, 64 + 380 + 18) != "Saved")
    }

    @Test("_printHierarchy given as a view dump is named for what it is, with --controllers to use it")
    func printHierarchyRefused() throws {
        let text = try shapeFixture("printhierarchy_tab_split_ios17.txt")
        let format = try #require(HierarchyFormat.detect(text))
        do {
            _ = try format.parse(text, file: "vcs.txt")
            Issue.record("a controller hierarchy was read as views")
        } catch {
            #expect(error.description.hasPrefix("vcs.txt:1:1: this is a view-controller hierarchy"), "\(error)")
            #expect(error.description.contains("--controllers"), "\(error)")
            #expect(!error.description.contains("short form"), "\(error)")
        }
        let stripped = "<UITabBarController>, state: appeared, view: <UILayoutContainerView>\n"
        #expect(throws: SceneError.self) { try RecursiveDescription.parse(stripped, file: "vcs.txt") }
        do { _ = try RecursiveDescription.parse(stripped, file: "vcs.txt") } catch {
            #expect(error.description.contains("view-controller hierarchy"), "\(error)")
        }
    }

    @Test("_printHierarchy with colons after class names (recent iOS) reads as without")
    func printHierarchyColons() throws {
        let printed = try PrintHierarchy.parse(try shapeFixture("printhierarchy_tab_split_ios17.txt"), file: "vcs.txt")
        #expect(printed.count == 8)
        #expect(printed[0].className == "UITabBarController" && printed[0].address == "0x13a80a400")
        #expect(printed[0].viewAddress == "0x13a70c1e0")
        #expect(printed[3].className == "Mailbox.FolderListViewController" && printed[3].depth == 3)
        #expect(printed[7].viewAddress == nil)
    }
}

import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// View-controller annotations between the bars and a view (`'ShopViewController:0x3' 1
/// child[…] <UIView: …>`), iOS 5's `XX (<…>)` lines and text with line breaks (issue 48,
/// item 2), and `_printHierarchy` given where a view dump belongs (item 6).
@Suite("Import: controllers named in a dump")
struct ImportControllerTests {
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

import HitChainFuzz
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// Dumps as people paste them: an lldb string with its escapes (issue 48, item 3), dumps
/// their authors cut (item 4), NSLog lines with their timestamps.
@Suite("Import: pasted and cut dumps")
struct ImportPasteTests {
    @Test("an XCUITest debugDescription printed as an escaped string: \\n, \\' and \\\" are undone")
    func escapedString() throws {
        let text = try shapeFixture("xcuitest_lldb_string_xcode15.txt")
        #expect(!text.dropLast().contains("\n"))
        for pasted in [text, "(String) $R0 = " + text, "$R3 = " + text] {
            let result = try ShapeImport.run(pasted, file: "string.txt")
            let s = result.scene
            #expect(
                s.views.map(\.name) == ["UIWindow", "UIView", "Basket", "Basket#2", "Don't forget \"Tulips\"", "pay"],
                "\(s.views.map(\.name))")
            #expect(
                result.summary.contains { $0.hasPrefix("the dump is one string with its line breaks escaped") },
                "\(result.summary)")
        }
        // A recursiveDescription pasted the same way: \' in a text is a quote.
        let one = #""<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UILabel: 0x2; frame = (0 0; 5 5); text = 'It\'s on'>""#
        let dump = try RecursiveDescription.parse(one)
        #expect(dump.views.count == 2 && dump.views[1].fields["text"] == "'It's on'")
    }

    @Test("an escaped string cut before its closing quote is imported as far as it goes, and said to be cut")
    func escapedStringCut() throws {
        let text = try shapeFixture("xcuitest_lldb_string_xcode15.txt")
        let cut = String(text.prefix(text.count * 2 / 3))
        let result = try ShapeImport.run(cut, file: "string.txt")
        #expect(result.summary.contains { $0.contains("cut off") }, "\(result.summary)")
        guard case .saidCut = DumpProbe.run(Array(text.utf8), cut: cut.utf8.count) else {
            Issue.record("a cut string was not said to be cut")
            return
        }
    }

    @Test("an XCUITest dump its author stopped after a whole element: imported, with the line named")
    func xcuitestCutByAuthor() throws {
        let result = try ShapeImport.run(try shapeFixture("xcuitest_cut_after_element.txt"), file: "cut.txt")
        #expect(result.scene.views.count == 8)
        #expect(result.scene.views.last?.name == "trail-2")
        #expect(
            result.summary.contains {
                $0.hasPrefix("line 11: the dump is cut off in its element subtree, before \"Path to element:\"")
            }, "\(result.summary)")
        // Cut in the middle of its last line: the elements before it are imported, and the line named.
        let text = try shapeFixture("xcuitest_cut_after_element.txt")
        let partial = String(text.dropLast(30))
        let cut = try ShapeImport.run(partial, file: "cut.txt")
        #expect(cut.scene.views.count == 7)
        #expect(cut.summary.contains { $0.hasPrefix("line 11: the dump is cut off in the middle of this") })
    }

    @Test("an XCUITest dump cut in its Path to element or Query chain: every element is read, the cut said")
    func xcuitestCutInSections() throws {
        let text = try shapeFixture("xcuitest_traits_xcode16.txt")
        let inChain = try #require(text.range(of: "  Output: {")).upperBound
        let result = try ShapeImport.run(String(text[..<inChain]), file: "cut.txt")
        #expect(result.scene.views.count == 13)
        #expect(result.summary.contains { $0.contains("cut off") && $0.hasPrefix("line ") }, "\(result.summary)")
    }

    @Test("a recursiveDescription and a page source cut mid-line import what is whole, naming the line")
    func otherFormatsCut() throws {
        let text = try shapeFixture("nslog_recursive_description_ios12.txt")
        let cut = try ShapeImport.run(String(text.dropLast(40)), file: "cut.txt")
        #expect(cut.summary.contains { $0.hasPrefix("line 4: the dump is cut off") }, "\(cut.summary)")
        let page = try shapeFixture("pagesource_five_windows.xml")
        let end = try #require(page.range(of: "index=\"2\">\n      <XCUIElementTypeStatusBar")).lowerBound
        let result = try ShapeImport.run(String(page[..<end]), file: "page.xml")
        #expect(result.scene.windows.count == 2)
        #expect(result.summary.contains { $0.contains("the page source is cut off") }, "\(result.summary)")
    }

    @Test("NSLog lines: the timestamp and process come off; a logged array of windows is a list of roots")
    func nslog() throws {
        let s = try ShapeImport.run(try shapeFixture("nslog_recursive_description_ios12.txt")).scene
        #expect(s.views.map(\.className) == ["UIWindow", "UIView", "UIButton", "UIButtonLabel"])
        let list = try RecursiveDescription.parse(try shapeFixture("nslog_window_list_ios9.txt"))
        #expect(list.views.map(\.className) == ["UIWindow", "UITextEffectsWindow", "UIWindow"])
        #expect(list.views.map(\.depth) == [0, 0, 0] && list.views[2].fields["hidden"] == "YES")
        #expect(list.warnings.isEmpty && !list.isTruncated)
    }
}

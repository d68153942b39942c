import HitChainGeometry
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// A recent Xcode's XCUITest `debugDescription`: no addresses, identifiers before frames,
/// traits after them (issue 48, item 8).
@Suite("Import: XCUITest traits and rounding")
struct ImportXCUITestShapeTests {
    @Test("traits such as Selected are kept in the view's source; the 0.1 pt rounding is said")
    func traits() throws {
        let text = try shapeFixture("xcuitest_traits_xcode16.txt")
        #expect(HierarchyFormat.detect(text) == .xcuitest)
        let result = try ShapeImport.run(text, file: "tempo.txt")
        let s = result.scene
        #expect(try ShapeImport.view(s, "Week").source?.contains("traits: Selected") == true)
        #expect(try ShapeImport.view(s, "Month").source?.contains("traits") == false)
        let search = try ShapeImport.view(s, "UISearchTextField")
        #expect(search.source?.contains("traits: Keyboard focused") == true, "\(search.source ?? "")")
        #expect(try ShapeImport.view(s, "reminders").source?.contains("value 1") == true)
        #expect(!(try ShapeImport.view(s, "Year")).isEnabled)
        #expect(
            result.summary.contains { $0.hasPrefix("frames are printed to 0.1 pt") }, "\(result.summary)")
        #expect(result.summary.contains { $0.hasPrefix("2 elements carry traits") }, "\(result.summary)")
        // Frames before the identifier, or after it, read alike.
        #expect(try ShapeImport.view(s, "add-workout").geometry.frame == HCRect(x: 346, y: 4, width: 44, height: 44))
    }

    @Test("the subtree alone, without addresses and without the Attributes header, is detected")
    func bareSubtree() throws {
        let text = """
            Application, pid: 65228, label: 'Notes'
              Window (Main), {{0.0, 0.0}, {375.0, 812.0}}
                Other, {{0.0, 0.0}, {375.0, 812.0}}
                  Button, {{164.3, 142.7}, {46.7, 21.0}}, label: 'Log In', Disabled
            """
        #expect(HierarchyFormat.detect(text) == .xcuitest)
        let s = try ShapeImport.run(text).scene
        #expect(s.views.map(\.name) == ["UIWindow", "UIView", "Log In"])
    }

    @Test("a label's line break goes with its element; a quote never closed does not swallow the dump")
    func labelLineBreaks() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Shop'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x3, {{20.0, 100.0}, {200.0, 40.0}}, label: 'Price,
                  per month'
                  Button, 0x4, {{20.0, 700.0}, {350.0, 50.0}}, label: 'Buy'
            """
        let s = try ShapeImport.run(text).scene
        #expect(s.views.map(\.name) == ["UIWindow", "Price,_per month", "Buy"])
        let open =
            "Element subtree:\n  Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
            + "    StaticText, 0x3, {{20.0, 100.0}, {200.0, 40.0}}, label: 'never closed\n"
            + String(repeating: "    Button, 0x5, {{0.0, 0.0}, {1.0, 1.0}}\n", count: 20_000)
        let dump = try XCUITestDescription.parse(open)
        #expect(dump.views.count == 2 + 20_000 - 64)  // 64 lines go with the label, at most
    }
}

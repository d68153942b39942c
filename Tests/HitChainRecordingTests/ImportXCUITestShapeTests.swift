import HitChainGeometry
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// A recent Xcode's XCUITest `debugDescription`: no addresses, identifiers before frames,
/// traits after them (issue 48, item 8).
@Suite("Import: XCUITest traits and rounding")
struct ImportXCUITestShapeTests {
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

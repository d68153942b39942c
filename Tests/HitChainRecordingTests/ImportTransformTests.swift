import Foundation
import HitChainGeometry
import HitChainScene
import HitChainTestSupport
import Testing

/// recursiveDescription prints a transformed view's `frame` as the bounding box of its
/// transformed bounds, and its `transform`: the import recovers the bounds size, the centre
/// and the transform (issue 48, item 1).
@Suite("Import: transformed views")
struct ImportTransformTests {
    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test("a rotated view keeps its bounds size, centre and transform; its box's empty corners miss it")
    func rotated() throws {
        let s = try ShapeImport.run(try shapeFixture("rotated_views_ios17.txt")).scene
        let stamp = try ShapeImport.view(s, "UIButton")
        // (133.038 252.679; 123.923 94.641) under a 30° rotation: a 120 × 40 button centred at (195, 300).
        #expect(stamp.geometry.size == HCSize(width: 120, height: 40))
        #expect(stamp.geometry.center == HCPoint(x: 195, y: 300))
        #expect(stamp.geometry.transform.a == 0.86602540378443871 && stamp.geometry.transform.c == -0.49999999999999994)
        let box = stamp.geometry.frame
        #expect(abs(box.minX - 133.038) < 1e-3 && abs(box.width - 123.923) < 1e-3, "\(box)")
        // The box's top-left corner is empty; the rotated button's far corner is inside the box and the button.
        #expect(try ShapeImport.hit(s, 140, 258) == "UIView")
        #expect(try ShapeImport.hit(s, 236, 346) == "UIButton")
        #expect(try ShapeImport.hit(s, 195, 300) == "UIButton")
        // Its subviews are in its bounds, as printed.
        #expect(try ShapeImport.view(s, "Stamp").geometry.frame == HCRect(x: 30, y: 10, width: 60, height: 20))
    }

    @Test("a small negative rotation and a scale with a translation: centre is the box's centre less the translation")
    func scaledAndTranslated() throws {
        let s = try ShapeImport.run(try shapeFixture("rotated_views_ios17.txt")).scene
        let badge = try ShapeImport.view(s, "NEW")
        #expect(badge.geometry.size == HCSize(width: 88, height: 30) && badge.geometry.center == HCPoint(x: 60, y: 22))
        let image = try ShapeImport.view(s, "UIImageView")
        // (167 446; 80 48) under [0.8, 0, 0, 0.8, 12, -30]: 100 × 60 centred at (207, 470) − (12, −30).
        #expect(image.geometry.size == HCSize(width: 100, height: 60))
        #expect(image.geometry.center == HCPoint(x: 195, y: 500))
        #expect(image.geometry.transform.tx == 12 && image.geometry.transform.ty == -30)
        #expect(image.geometry.frame == HCRect(x: 167, y: 446, width: 80, height: 48))
    }

    @Test("a half-quarter turn cannot tell width from height: the box is kept, and the line is named")
    func singular() throws {
        let result = try ShapeImport.run(try shapeFixture("rotated_views_ios17.txt"), file: "rotated.txt")
        let diamond = try ShapeImport.view(result.scene, "UIControl")
        #expect(diamond.geometry.transform == .identity)
        #expect(diamond.geometry.frame == HCRect(x: 264.645, y: 564.645, width: 70.7107, height: 70.7107))
        #expect(
            result.summary.contains {
                $0.hasPrefix("line 7: UIControl's transform") && $0.contains("imported as an unrotated view of its box")
            }, "\(result.summary)")
        #expect(result.summary.contains { $0.hasPrefix("3 views with a transform:") }, "\(result.summary)")
        #expect(!result.summary.contains { $0.contains("a rotated view's frame is its bounding box") })
    }

    @Test("the public dump of a view rotated by π/8 imports as the 100 × 100 view it is")
    func publicRotatedDump() throws {
        let url = packageRoot.appendingPathComponent(
            "Tests/Fixtures/dumps/sentry15_rotated_view_transform_negative_frame.txt")
        let s = try ShapeImport.run(try String(contentsOf: url, encoding: .utf8)).scene
        let rotated = try #require(s.views.last)
        #expect(rotated.geometry.size == HCSize(width: 100, height: 100))
        #expect(rotated.geometry.center == HCPoint(x: 50, y: 50))
        #expect(!rotated.geometry.transform.isIdentity)
    }

    @Test("a window's transform (iOS 7's keyboard window) is not a scene's: its box is kept, said with its line")
    func windowTransform() throws {
        let text = """
            <UIWindow: 0x1656e710; frame = (0 0; 768 1024); layer = <UIWindowLayer: 0x1656e800>>
            <UITextEffectsWindow: 0x165bcdc0; frame = (0 0; 768 1024); transform = [0, 1, -1, 0, -128, 128]; \
            layer = <UIWindowLayer: 0x165bd000>>
            """
        let result = try ShapeImport.run(text, file: "windows.txt")
        #expect(result.scene.windows.count == 2)
        let effects = result.scene.views[result.scene.windows[1].view]
        #expect(effects.geometry.frame == HCRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(effects.geometry.transform == .identity)
        #expect(result.summary.contains { $0.hasPrefix("line 2: a window's transform") }, "\(result.summary)")
    }
}

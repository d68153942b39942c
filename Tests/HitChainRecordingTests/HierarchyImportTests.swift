import Foundation
import HitChainGeometry
import HitChainKit
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// Accessibility trees (Appium page sources, XCUITest debugDescription) and the format
/// detection, on small fixtures and on the real dumps in ../shared/realdata/hierarchies.
@Suite("Hierarchy imports: Appium, XCUITest, format detection")
struct HierarchyImportTests {
    static let appium = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" enabled="true" visible="true" x="0" y="0" \
        width="390" height="844" name="Shop">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" \
        height="844">
              <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="100" \
        width="390" height="200">
                <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="false" visible="true" x="20" y="120" \
        width="80" height="44" name="buy" label="Buy now"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" enabled="true" visible="false" x="120" \
        y="130" width="100" height="20" label="Price"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    static let xcuitest = """
        Attributes: Application, 0x1, pid: 7, label: 'Shop'
        Element subtree:
         →Application, 0x1, pid: 7, label: 'Shop'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x3, {{0.0, 100.0}, {390.0, 200.0}}
                Button, 0x4, {{20.0, 120.0}, {80.0, 44.0}}, identifier: 'buy', label: 'Buy, now', Disabled
                StaticText, 0x5, {{120.0, 130.0}, {100.0, 20.0}}, label: 'Price'
        Path to element:
         →Application, 0x1, pid: 7, label: 'Shop'
        """

    func scene(_ text: String) throws -> HierarchyImport {
        let format = try #require(HierarchyFormat.detect(text))
        return try HierarchyImporter.scene(from: try format.parse(text, file: "dump"), file: "dump")
    }

    @Test("absolute frames become relative; types become classes; identifiers name the views")
    func accessibilityTrees() throws {
        #expect(HierarchyFormat.detect(Self.appium) == .appium)
        #expect(HierarchyFormat.detect(Self.xcuitest) == .xcuitest)
        for text in [Self.appium, Self.xcuitest] {
            let result = try scene(text)
            let s = result.scene
            #expect(s.views.map(\.name) == ["UIWindow", "UIView", "buy", "Price"])
            #expect(s.views.map(\.className) == ["UIWindow", "UIView", "UIButton", "UILabel"])
            #expect(s.views[2].geometry.frame == HCRect(x: 20, y: 20, width: 80, height: 44))
            #expect(s.views[2].isControl && !s.views[2].isEnabled)
            #expect(!s.views[3].isUserInteractionEnabled)
            #expect(result.summary.contains { $0.hasPrefix("an accessibility tree is not a view tree") })
        }
        let price = try scene(Self.appium).scene.views[3]
        #expect(!price.isHidden && price.source?.contains("visible=false (off screen or covered") == true)
    }

    @Test("every XCUITest element type has a UIKit class; a cell's depends on its parent")
    func elementTypes() throws {
        #expect(XCUIElementTypes.classes.count == 83)
        #expect(XCUIElementTypes.classes.values.allSatisfy { !$0.hasPrefix("XCUIElementType") })
        let xml = """
            <AppiumAUT><XCUIElementTypeApplication x="0" y="0" width="100" height="300">
            <XCUIElementTypeWindow x="0" y="0" width="100" height="300">
            <XCUIElementTypeTable x="0" y="0" width="100" height="100"><XCUIElementTypeCell x="0" y="0" width="100" \
            height="50" name="row"/></XCUIElementTypeTable>
            <XCUIElementTypeCollectionView x="0" y="100" width="100" height="100"><XCUIElementTypeCell x="0" y="100" \
            width="50" height="50" name="tile"/></XCUIElementTypeCollectionView>
            <XCUIElementTypeSearchField x="0" y="200" width="100" height="30" name="search"/>
            <XCUIElementTypeFutureThing x="0" y="230" width="100" height="30" name="future"/>
            </XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
            """
        let s = try scene(xml).scene
        func cls(_ name: String) -> String? { s.views.first { $0.name == name }?.className }
        #expect(cls("row") == "UITableViewCell" && cls("tile") == "UICollectionViewCell")
        #expect(cls("search") == "UISearchTextField" && s.views.first { $0.name == "search" }?.isControl == true)
        #expect(cls("future") == "UIView")
        #expect(s.views.first { $0.name == "row" }?.source?.hasPrefix("XCUIElementTypeCell, line") == true)
    }

    @Test("bad page sources and descriptions: the file, line and problem")
    func bad() throws {
        let cut = String(Self.appium.prefix(400))
        #expect(throws: SceneError.self) { try AppiumPageSource.parse(cut, file: "p.xml") }
        let noSize = #"<AppiumAUT><XCUIElementTypeOther x="0" y="0" width="nan" height="1"/></AppiumAUT>"#
        do {
            _ = try AppiumPageSource.parse(noSize, file: "p.xml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("p.xml:1:"))
            #expect(error.description.contains("needs a finite width"))
        }
        #expect(throws: SceneError.self) {
            try XCUITestDescription.parse("Element subtree:\n  Button\n", file: "d.txt")
        }
        #expect(HierarchyFormat.detect("hello") == nil)
    }

    /// Every real dump imports, its counts match its text, and the reference hit-tests the
    /// centre of every view (what `explain --at` does) without trouble.
    @Test(
        "every real dump imports and every view's centre is hit-tested",
        .enabled(if: hasRealHierarchies, Comment(rawValue: realHierarchiesAbsent)))
    func realDumps() throws {
        let dir = realHierarchies
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        var formats: [HierarchyFormat: Int] = [:]
        for name in names.sorted() where name.hasSuffix(".txt") || name.hasSuffix(".xml") {
            let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            let format = try #require(HierarchyFormat.detect(text), "\(name)")
            formats[format, default: 0] += 1
            let s = try scene(text).scene
            if format == .appium {
                let elements = text.components(separatedBy: "<XCUIElementType").count - 1
                let applications = text.components(separatedBy: "<XCUIElementTypeApplication").count - 1
                let unseen = text.split(separator: "\n").filter {
                    $0.contains("<XCUIElementType") && !$0.contains("Application") && $0.contains("visible=\"false\"")
                }
                let windows = unseen.filter { $0.contains("<XCUIElementTypeWindow") }.count
                #expect(s.views.count == elements - applications, "\(name)")
                // `visible="false"` is a note in the view's source, never `isHidden` — but a window
                // not shown is hidden.
                #expect(s.views.filter(\.isHidden).count == windows, "\(name)")
                #expect(s.views.filter(\.isHidden).allSatisfy { $0.className == "UIWindow" }, "\(name)")
                #expect(
                    s.views.filter { $0.source?.contains("visible=false") == true }.count == unseen.count - windows,
                    "\(name)")
            }
            if format == .xcuitest {
                let subtree = text.components(separatedBy: "Element subtree:").last ?? ""
                let body = subtree.components(separatedBy: "Path to element:").first ?? subtree
                let lines = body.split(separator: "\n").filter { $0.contains(", 0x") && !$0.contains("Application,") }
                #expect(s.views.count == lines.count, "\(name)")
                // `UIButton, 0x…, {{20.0, 59.0}, {55.0, 40.0}}, label: 'Menu'` under a full-screen parent.
                let menu = try #require(s.views.first { $0.name == "Menu" })
                #expect(menu.geometry.frame == HCRect(x: 20, y: 59, width: 55, height: 40))
            }
            if format == .appium, name.hasPrefix("ps01") {
                // `<XCUIElementTypeNavigationBar … x="0" y="20" width="375" height="44" name="Text2">` in a
                // full-screen parent, and its `Skip` button at x 303, y 20 within it.
                let bar = try #require(s.views.first { $0.className.hasSuffix("NavigationBar") })
                #expect(bar.geometry.frame == HCRect(x: 0, y: 20, width: 375, height: 44))
                let skip = try #require(s.views.first { $0.name == "Skip" })
                #expect(skip.geometry.frame == HCRect(x: 303, y: 0, width: 64, height: 44))
            }
            let app = try UIApplication(scene: s)
            for spec in s.views {
                guard let view = app.view(named: spec.name) else {
                    Issue.record("\(name): no view \(spec.name)")
                    continue
                }
                let b = view.bounds
                let p = view.convertToScreen(HCPoint(x: b.midX, y: b.midY))
                #expect(p.x.isFinite && p.y.isFinite, "\(name) \(spec.name)")
                _ = ReferenceHitTester().hitTest(app, screenPoint: p)
            }
        }
        #expect(formats[.appium] == 7 && formats[.recursiveDescription] == 11 && formats[.xcuitest] == 1)
    }
}

import Foundation
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// Which window is in front, which is key and which is shown come from what the dump says,
/// and every assumption is said (issue 48, item 5).
@Suite("Import: windows")
struct ImportWindowTests {
    @Test("a page source's hidden windows are hidden, the first shown window is key, system windows pass touches")
    func fiveWindows() throws {
        let result = try ShapeImport.run(try shapeFixture("pagesource_five_windows.xml"), file: "page.xml")
        let s = result.scene
        #expect(s.windows.count == 5)
        #expect(s.windows.map { s.views[$0.view].isHidden } == [false, true, false, true, true])
        #expect(s.keyWindow == 0)
        // Every touch used to land in the last, invisible window.
        #expect(try ShapeImport.hit(s, 195, 400) == "UIView")
        #expect(try ShapeImport.hit(s, 195, 745) == "track")
        #expect(try ShapeImport.hit(s, 70, 24) == "12:41")
        let bar = try #require(s.views.first { $0.source?.hasPrefix("XCUIElementTypeStatusBar") == true })
        #expect(try ShapeImport.hit(s, 200, 40) == bar.name)
        #expect(
            result.summary.contains {
                $0.hasPrefix("line 11: this window is marked visible=\"false\": imported hidden")
            },
            "\(result.summary)")
        #expect(
            result.summary.contains { $0.hasPrefix("no window is marked key: the first shown window (line 4)") },
            "\(result.summary)")
        #expect(result.summary.contains { $0.hasPrefix("5 windows, in front of one another as the dump lists them") })
    }

    @Test("XCUITest's Window (Main) is the key window; the windows after it let touches through where they are empty")
    func mainWindow() throws {
        let result = try ShapeImport.run(try shapeFixture("xcuitest_traits_xcode16.txt"))
        let s = result.scene
        #expect(s.windows.count == 2 && s.keyWindow == 0)
        #expect(try ShapeImport.hit(s, 200, 400) == "UIView")
        #expect(try ShapeImport.hit(s, 200, 700) == "UIView#3")
        #expect(!result.summary.contains { $0.hasPrefix("no window is marked key") })
    }

    @Test(
        "a logged window list: hidden as printed, the first shown window key, a text-effects window passes touches"
    )
    func windowList() throws {
        let s = try ShapeImport.run(try shapeFixture("nslog_window_list_ios9.txt")).scene
        #expect(s.windows.map { s.views[$0.view].className } == ["UIWindow", "UITextEffectsWindow", "UIWindow"])
        #expect(s.windows.map { s.views[$0.view].isHidden } == [false, false, true])
        #expect(s.keyWindow == 0)
        #expect(try ShapeImport.hit(s, 100, 100) == "UIWindow")
        #expect(s.views[s.windows[1].view].hitTest == .passThrough)
        #expect(s.views[s.windows[0].view].hitTest == .default)
    }

    @Test("a printed windowLevel orders the windows; a printed key window is the key window")
    func levels() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 100 100); windowLevel = 1000; layer = <UIWindowLayer: 0x10>>
            <UIWindow: 0x2; frame = (0 0; 100 100); keyWindow = YES; layer = <UIWindowLayer: 0x20>>
            """
        let result = try ShapeImport.run(text)
        #expect(result.scene.windows.map(\.level) == [1000, 0])
        #expect(result.scene.keyWindow == 1)
        #expect(try ShapeImport.hit(result.scene, 50, 50) == "UIWindow")
    }

    @Test(
        "the real page sources whose last window is invisible: a touch in the middle lands in the app",
        .enabled(if: hasRealHierarchies, Comment(rawValue: realHierarchiesAbsent)))
    func realHiddenWindows() throws {
        for name in [
            "ps03_shirates_settings_keyboard_iphone12.xml", "ps04_shirates_settings_accessibility_iphone8.xml",
        ] {
            let text = try String(contentsOf: realHierarchies.appendingPathComponent(name), encoding: .utf8)
            let s = try ShapeImport.run(text, file: name).scene
            #expect(s.windows.count == 2 && s.keyWindow == 0, "\(name)")
            #expect(s.views[s.windows[1].view].isHidden, "\(name)")
            let hit = try #require(try ShapeImport.hit(s, 150, 300), "\(name)")
            let window = try #require(s.views.first { $0.name == hit })
            #expect(!(window.source ?? "").contains("visible=false"), "\(name): \(hit)")
        }
    }
}

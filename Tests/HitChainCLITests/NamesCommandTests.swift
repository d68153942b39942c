import Foundation
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("hitchain names, name suggestions and the pictures' messages, end to end")
struct NamesCommandTests {
    static let seed4 = "Corpus/scenes/seed-004.json"

    @Test("every view as a tree: name, class, frame, flags; --match keeps the matches with their paths")
    func tree() throws {
        let r = try hitchain("names", Self.seed4)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "9 views in 1 window")
        #expect(lines[1] == "window  UIWindow  (0 0; 414 736)  key window")
        #expect(lines.contains("         ├─ AView  AView  (100 100; 300 300)"))
        #expect(lines.contains("         │  └─ BView  BView  (100 100; 200 200)"))
        #expect(lines.contains { $0.hasSuffix("label  UILabel  (0 0; 0 0)  no interaction") })
        #expect(lines.contains { $0.contains("root  UIView  (0 0; 414 736)  view of ViewController") })
        let m = try hitchain("names", Self.seed4, "--match", "bview")
        #expect(m.stdout.contains("9 views in 1 window, 1 matching \"bview\""))
        #expect(m.stdout.contains("window › transitionView › dropShadowView › root › AView › BView  BView"))
        let j = try hitchain("names", Self.seed4, "--json")
        let doc = try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [String: Any]
        let views = doc?["views"] as? [[String: Any]]
        #expect(views?.count == 9)
        #expect(views?.first?["frame"] as? [Double] == [0, 0, 414, 736])
    }

    @Test("overrides print with view names; a tree in no window is listed after the windows")
    func overridesAndDetached() throws {
        let scene = try temporaryFile(
            "odd.json",
            #"{"format": "hitchain-scene", "version": 1, "screen": {"width": 100, "height": 100, "scale": 1}, "#
                + #""windows": [{"name": "w", "frame": [0, 0, 100, 100], "subviews": [{"name": "row", "frame": "#
                + #"[0, 0, 100, 20]}, {"name": "check", "frame": [0, 0, 5, 5], "pointInside": {"boundsOf": "row"}, "#
                + #""hitTest": {"redirectTo": "row"}}]}], "detachedViews": [{"name": "loose", "frame": [0, 0, 1, 1]}]}"#
        )
        let r = try hitchain("names", scene)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("check  UIView  (0 0; 5 5)  pointInside: boundsOf(row), hitTest: redirect to row"))
        #expect(r.stdout.contains("loose  UIView  (0 0; 1 1)  in no window"))
    }

    @Test("a chain as deep as a scene file may nest lists without recursion, its guides capped")
    func deep() throws {
        var views = ""
        let depth = 9_999
        for k in 0..<depth { views += #"{"name": "v\#(k)", "frame": [0, 0, 10, 10], "subviews": ["# }
        views += "]" + String(repeating: "}]", count: depth - 1) + "}"
        let scene = try temporaryFile(
            "deep.json",
            #"{"format": "hitchain-scene", "version": 1, "screen": {"width": 10, "height": 10, "scale": 1}, "#
                + #""windows": [{"name": "w", "frame": [0, 0, 10, 10], "subviews": ["# + views + "]}]}")
        let r = try hitchain("names", scene)
        #expect(r.status == 0, "\(r.stderr.prefix(300))")
        #expect(r.stdout.contains("[depth 9999] └─ v9998  UIView  (0 0; 10 10)"))
        #expect(r.stdout.split(separator: "\n").allSatisfy { $0.count < 160 })
    }

    @Test("an unknown name gets the closest names: case, containment, class, edit distance")
    func suggestions() throws {
        let r = try hitchain("explain", Self.seed4, "--at", "bview")
        #expect(r.status != 0)
        #expect(
            r.stderr.contains(
                "no view is named \"bview\"; closest: \"BView\" (BView, the same name but for case), \"AView\" (AView, "
                    + "1 edit away), \"CView\" (CView, 1 edit away); every name: hitchain names \(Self.seed4)"))
        let w = try hitchain("explain", Self.seed4, "--point", "1,1", "--why-not", "contain")
        #expect(w.stderr.contains("\"container\" (UIView, its name contains it)"))
        let c = try hitchain("chain", Self.seed4, "UILabel")
        #expect(c.stderr.contains("\"label\" (UILabel, its name contains it)"))
        let none = try hitchain("explain", Self.seed4, "--at", "zzzzzzzzzzzzz")
        #expect(none.stderr.hasSuffix("no view is named \"zzzzzzzzzzzzz\"; every name: hitchain names \(Self.seed4)\n"))
    }

    @Test("--svg says where it wrote the picture, on standard error; a recording draws its touches")
    func pictures() throws {
        let svg = temporaryPath("walk.svg")
        let r = try hitchain("explain", Self.seed4, "--point", "300,300", "--svg", svg)
        #expect(r.status == 0 && r.stderr == "wrote \(svg)\n")
        let touches = temporaryPath("touches.svg")
        let i = try hitchain("inspect", "Corpus/gesture-single-and-double-tap.evz", "--summary", "--svg", touches)
        #expect(i.status == 0 && i.stderr == "wrote \(touches)\n", "\(i.stderr)")
        let text = try String(contentsOfFile: touches, encoding: .utf8)
        let doc = SVGReader(text)
        #expect(doc.error == nil)
        #expect(doc.all("g").filter { $0.classes.contains("touch-path") }.count == 2)
        #expect(doc.all("circle").contains { $0.classes.contains("began") })
        #expect(doc.all("polygon").first { $0.attributes["data-name"] == "photo" }?.classes.contains("bound") == true)
        #expect(text.contains("◎singleTap ✓2") && text.contains("◎doubleTap ✓"))
        let piped = try hitchain("inspect", "Corpus/cancel.evz", "--summary", "--svg", "-")
        #expect(piped.status == 0 && piped.stdout.hasPrefix("<?xml") && !piped.stderr.contains("wrote"))
    }

    @Test("a short form is refused with the command that prints a full dump")
    func shortForm() throws {
        let dump = try temporaryFile(
            "short.txt", "(\n    \"<UIButton: 0x7fda0000d8c0>\",\n    \"<UILabel: 0x7fda0000d9c0>\"\n)\n")
        let r = try hitchain("import", "hierarchy", dump, "-o", dump + ".json")
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(dump):2:1: \"<UIButton: 0x7fda0000d8c0>\" names a view but not its frame"))
        #expect(r.stderr.contains("po view.value(forKey: \"recursiveDescription\")!"))
        let plain = try temporaryFile("plain.txt", "hello\n")
        let p = try hitchain("import", "hierarchy", plain)
        #expect(p.status != 0 && p.stderr.contains("Print a full dump in lldb"))
    }
}

import Foundation
import HitChainGeometry
import HitChainKit
import HitChainPictures
import HitChainScene
import HitChainTestSupport
import Testing

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func loadApp(_ name: String) throws -> UIApplication {
    let path = packageRoot.appendingPathComponent("Corpus/scenes/\(name)").path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try UIApplication(scene: try SceneDecoder().decode([UInt8](data), file: path))
}

/// The picture `hitchain explain --svg` draws for a point, and with a view asked about.
func picture(_ app: UIApplication, _ x: Double, _ y: Double, whyNot: String? = nil) -> ScenePicture {
    var steps: [HitTestStep] = []
    let p = HCPoint(x: x, y: y)
    let result = ReferenceHitTester { steps.append($0) }.hitTest(app, screenPoint: p)
    let diagnosis = whyNot.flatMap { app.view(named: $0) }.map {
        MissDiagnosis(view: $0, screenPoint: p, application: app, steps: steps, result: result)
    }
    return ScenePicture(application: app, point: p, steps: steps, result: result, diagnosis: diagnosis)
}

@Suite("ScenePicture: scenes, walks and answers as SVG")
struct ScenePictureTests {
    /// The seeds' scenes at the points their articles discuss, with a view asked about.
    static let seedCases: [(scene: String, x: Double, y: Double, whyNot: String)] = [
        ("seed-000-abcd.json", 60, 150, "D"),
        ("seed-003-overrides.json", 200, 590, "viewFather"),
        ("seed-004.json", 300, 300, "AView"),
    ]

    @Test("well-formed, one polygon per view, the hit view styled as hit, its path highlighted")
    func structure() throws {
        let app = try loadApp("seed-000-abcd.json")
        let svg = SVGReader(picture(app, 60, 150).svg())
        #expect(svg.error == nil)
        let polygons = svg.all("polygon").filter { $0.attributes["data-name"] != nil }
        #expect(polygons.map { $0.attributes["data-name"] ?? "" } == ["window", "A", "B", "C", "D", "E"])
        let hit = polygons.filter { $0.classes.contains("hit") }
        #expect(hit.map { $0.attributes["data-name"] } == ["C"])
        #expect(
            Set(polygons.filter { $0.classes.contains("path") }.compactMap { $0.attributes["data-name"] }) == [
                "window", "A", "B", "C",
            ])
        #expect(polygons.filter { $0.classes.contains("outside") }.map { $0.attributes["data-name"] } == ["D"])
        #expect(svg.all("circle").contains { $0.classes.contains("touch-ring") })
    }

    @Test("--why-not: the view asked about and the view that kept the touch away are called out")
    func whyNot() throws {
        let app = try loadApp("seed-003-overrides.json")
        let svg = SVGReader(picture(app, 200, 590, whyNot: "viewFather").svg())
        #expect(svg.error == nil)
        let polygons = svg.all("polygon").filter { $0.attributes["data-name"] != nil }
        #expect(polygons.first { $0.classes.contains("target") }?.attributes["data-name"] == "viewFather")
        #expect(polygons.first { $0.classes.contains("blocker") }?.attributes["data-name"] == "mask")
    }

    @Test("a hit-slop override's area is drawn beside the view's outline")
    func slopArea() throws {
        let app = try loadApp("seed-003-overrides.json")
        let svg = SVGReader(picture(app, 190, 415).svg())
        let areas = svg.all("polygon").filter { $0.classes.contains("hit-area") }
        #expect(areas.map { $0.attributes["data-area-for"] } == ["smallButton"])
    }

    @Test("views skipped by their flags are drawn faded")
    func skipped() throws {
        let app = try loadApp("seed-000-abcd.json")
        app.named("B").isHidden = true
        let svg = SVGReader(picture(app, 60, 150).svg())
        #expect(svg.all("polygon").first { $0.attributes["data-name"] == "B" }?.classes.contains("skipped") == true)
    }

    @Test("transforms and scroll offsets are applied to the outlines")
    func geometry() throws {
        let app = try loadApp("seed-003-overrides.json")
        let svg = SVGReader(picture(app, 10, 10).svg())
        // scrollContent is scrolled up by the scroll view's bounds origin (60 points): its top
        // edge is 20 + 100 - 60 = 60 points below the window's.
        func top(_ name: String) -> Double? {
            svg.all("polygon").first { $0.attributes["data-name"] == name }.flatMap { p in
                p.attributes["points"]?.split(separator: " ").compactMap { Double($0.split(separator: ",")[1]) }.min()
            }
        }
        let window = try #require(top("window")), content = try #require(top("scrollContent"))
        let scale = 900.0 / 667
        #expect(abs((content - window) - 40 * scale) < 0.02)
    }

    @Test("labels overlap neither each other nor the touch point on the seeds' scenes")
    func labelsApart() throws {
        for c in Self.seedCases {
            let svg = SVGReader(picture(try loadApp(c.scene), c.x, c.y, whyNot: c.whyNot).svg())
            #expect(svg.error == nil, "\(c.scene)")
            let boxes = svg.all("rect").filter { $0.classes.contains("label-bg") }.map(Box.init)
            #expect(boxes.count >= 4, "\(c.scene)")
            for i in boxes.indices {
                for j in boxes.indices where j > i { #expect(!boxes[i].overlaps(boxes[j]), "\(c.scene)") }
            }
            let ring = try #require(svg.all("circle").first { $0.classes.contains("touch-ring") })
            let cx = Double(ring.attributes["cx"] ?? "") ?? 0, cy = Double(ring.attributes["cy"] ?? "") ?? 0
            let point = Box(x: cx - 11, y: cy - 11, width: 22, height: 22)
            #expect(!boxes.contains { $0.overlaps(point) }, "\(c.scene)")
        }
    }

    @Test("names are escaped: the document stays well-formed")
    func escaping() throws {
        let app = Self.application(windowSize: 400)
        let odd = UIView(name: "a<b>&\"c'", frame: HCRect(x: 10, y: 10, width: 100, height: 100))
        try app.windows[0].checkedAddSubview(odd)
        let svg = SVGReader(picture(app, 60, 60).svg())
        #expect(svg.error == nil)
        #expect(svg.all("polygon").contains { $0.attributes["data-name"] == "a<b>&\"c'" })
    }

    @Test("the noncharacters U+FFFE and U+FFFF, which XML forbids, do not break the document")
    func nonCharacters() throws {
        let app = Self.application(windowSize: 400)
        let odd = UIView(name: "x\u{FFFE}y\u{FFFF}", frame: HCRect(x: 10, y: 10, width: 100, height: 100))
        try app.windows[0].checkedAddSubview(odd)
        let text = picture(app, 60, 60).svg()
        #expect(!text.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
        let svg = SVGReader(text)
        #expect(svg.error == nil)
        // Written as U+FFFD, as every document the package writes does (`XMLText`).
        #expect(svg.all("polygon").contains { $0.attributes["data-name"] == "x\u{FFFD}y\u{FFFD}" })
    }

    @Test("a 100 000-deep chain draws at most maxViews views, the marked ones always, without recursion")
    func bounded() throws {
        let app = Self.application(windowSize: 400)
        // Built from the bottom up, so that each addSubview sees a short ancestry.
        let deepest = UIView(name: "v99999", frame: HCRect(x: 0, y: 0, width: 400, height: 800))
        var top = deepest
        for i in stride(from: 99_998, through: 0, by: -1) {
            let v = UIView(name: "v\(i)", frame: HCRect(x: 0, y: 0, width: 400, height: 800))
            try v.checkedAddSubview(top)
            top = v
        }
        try app.windows[0].checkedAddSubview(top)
        let parent = deepest
        var p = ScenePicture(application: app, point: HCPoint(x: 5, y: 5), title: "deep")
        p.maxViews = 500
        p.mark(parent, .hit)
        let svg = SVGReader(p.svg())
        #expect(svg.error == nil)
        let polygons = svg.all("polygon")
        #expect(polygons.count == 500)
        #expect(polygons.last?.attributes["data-name"] == "v99999")
    }

    @Test("past maxViews, the views that show on the windows are drawn first: a feed scrolled to its middle")
    func visibleFirst() throws {
        let app = Self.application(windowSize: 400)
        let feed = UIView(name: "feed", frame: HCRect(x: 0, y: 0, width: 400, height: 800))
        feed.geometry.boundsOrigin = HCPoint(x: 0, y: 20_000)
        for i in 0..<5_000 {
            try feed.checkedAddSubview(
                UIView(name: "row\(i)", frame: HCRect(x: 0, y: Double(i) * 10, width: 400, height: 10)))
        }
        try app.windows[0].checkedAddSubview(feed)
        var p = ScenePicture(application: app, point: nil, title: "feed")
        p.maxViews = 300
        let drawn = Set(SVGReader(p.svg()).all("polygon").compactMap { $0.attributes["data-name"] })
        #expect(drawn.count == 300)
        // Rows 2000 to 2079 are on the window (y 20 000 to 20 800 of the feed's content).
        for i in 2_000..<2_080 { #expect(drawn.contains("row\(i)"), "row\(i)") }
        #expect(drawn.contains("row0") && drawn.contains("feed"))
    }

    static func application(windowSize: Double) -> UIApplication {
        let app = UIApplication(ResponderSpec(name: "app", className: "UIApplication"), delegate: nil)
        let frame = HCRect(x: 0, y: 0, width: windowSize, height: windowSize * 2)
        app.addWindow(
            UIWindow(ViewSpec(name: "w", className: "UIWindow", geometry: ViewGeometry(frame: frame)), level: 0))
        return app
    }

    @Test(
        "rendered to PNG by a real renderer (skipped, saying so, when none is installed)",
        .enabled(if: Renderer.available != nil, "no SVG renderer (rsvg-convert, cairosvg) on PATH"))
    func renders() throws {
        let tool = try #require(Renderer.available)
        for c in Self.seedCases {
            let png = try Renderer.render(picture(try loadApp(c.scene), c.x, c.y, whyNot: c.whyNot).svg(), with: tool)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(c.scene)")
            #expect(png.count > 5_000, "\(c.scene)")
        }
    }
}

struct Box {
    var x: Double, y: Double, width: Double, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    init(_ e: SVGReader.Element) {
        func n(_ k: String) -> Double { Double(e.attributes[k] ?? "") ?? 0 }
        self.init(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    }

    func overlaps(_ o: Box) -> Bool { x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height }
}

extension UIApplication {
    func named(_ name: String) -> UIView {
        guard let v = view(named: name) else { preconditionFailure("no view \(name)") }
        return v
    }
}

@Suite("ScenePicture's legend notes")
struct PictureNoteTests {
    @Test("a word longer than a legend line (a composed engine's name) is broken, after a +, not cut off")
    func longWordsWrap() throws {
        let app = try loadApp("seed-004.json")
        var picture = ScenePicture(application: app, point: HCPoint(x: 10, y: 10), title: "t")
        let engine = "mutant:maxEdgesInside+alphaEqualsZero+transformAboutCorner+keyWindowOnly+boundsOriginIgnored"
        picture.notes.append("engine: \(engine)")
        let svg = picture.svg()
        var texts: [String] = []
        var rest = svg[...]
        while let open = rest.range(of: "<text"), let close = rest[open.upperBound...].range(of: "</text>") {
            let element = rest[open.upperBound..<close.lowerBound]
            if let gt = element.firstIndex(of: ">") { texts.append(String(element[element.index(after: gt)...])) }
            rest = rest[close.upperBound...]
        }
        let pieces = texts.filter { $0.contains("alphaEqualsZero") || $0.contains("boundsOriginIgnored") }
        #expect(!pieces.isEmpty)
        for line in texts { #expect(line.count <= 60, "\(line)") }
        #expect(pieces.contains { $0.hasSuffix("+") }, "broken after a +: \(pieces)")
    }
}

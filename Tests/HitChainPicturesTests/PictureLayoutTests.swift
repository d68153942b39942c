import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainPictures
import HitChainScene
import HitChainTestSupport
import Testing

/// What a picture of a real, crowded screen needs: a legend as wide as its text, a canvas
/// holding every view drawn, labels that never collide (further off with a leader line, or a
/// number keyed in the legend, when there is no room), recognizers drawn, and a recording's
/// touches kept within bounds however long it is.
@Suite("Pictures of real screens: legend, canvas, labels, recognizers, recordings")
struct PictureLayoutTests {
    static func app(_ views: [ViewSpec]) throws -> UIApplication {
        var scene = HCScene(screen: Screen(size: HCSize(width: 390, height: 844), scale: 3))
        scene.views = [
            ViewSpec(
                name: "window", className: "UIWindow",
                geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 390, height: 844)))
        ]
        scene.views[0].subviews = Array(1...views.count)
        scene.views += views
        scene.windows = [WindowSpec(view: 0)]
        scene.keyWindow = 0
        return try UIApplication(scene: scene)
    }

    static func svgWidth(_ svg: SVGReader) -> Double { Double(svg.all("svg").first?.attributes["width"] ?? "") ?? 0 }

    @Test("the legend is as wide as its longest line: the skipped-by-flags entry is not clipped")
    func legendWidth() throws {
        var hidden = ViewSpec(
            name: "hidden", geometry: ViewGeometry(frame: HCRect(x: 10, y: 10, width: 100, height: 100)))
        hidden.isHidden = true
        let app = try Self.app([hidden])
        var steps: [HitTestStep] = []
        let result = ReferenceHitTester { steps.append($0) }.hitTest(app, screenPoint: HCPoint(x: 50, y: 50))
        let svg = SVGReader(
            ScenePicture(application: app, point: HCPoint(x: 50, y: 50), steps: steps, result: result).svg())
        #expect(svg.error == nil)
        let swatch = try #require(svg.all("rect").first { $0.classes.contains("skipped") })
        let x = Double(swatch.attributes["x"] ?? "") ?? 0
        let text = "skipped by its flags (hidden, no interaction, alpha, disabled)"
        #expect(Self.svgWidth(svg) >= x + 36 + Double(text.count) * 12 * 0.56)
    }

    @Test("views outside the windows are drawn inside the picture, left of the legend; absurd ones are cut and counted")
    func canvasHoldsEveryView() throws {
        let app = try Self.app([
            ViewSpec(name: "left", geometry: ViewGeometry(frame: HCRect(x: -300, y: 100, width: 200, height: 100))),
            ViewSpec(name: "below", geometry: ViewGeometry(frame: HCRect(x: 0, y: 900, width: 390, height: 200))),
            ViewSpec(name: "huge", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 1e9, height: 10))),
        ])
        let picture = ScenePicture(application: app, point: nil, title: "t")
        let svg = SVGReader(picture.svg())
        let legendX =
            try #require(svg.all("rect").first { $0.classes == ["view"] && $0.attributes["width"] == "28" })
            .attributes["x"].flatMap(Double.init) ?? 0
        for name in ["left", "below", "window"] {
            let polygon = try #require(svg.all("polygon").first { $0.attributes["data-name"] == name })
            let xs = (polygon.attributes["points"] ?? "").split(separator: " ").compactMap {
                Double($0.split(separator: ",")[0])
            }
            #expect(xs.allSatisfy { $0 >= 0 && $0 < legendX }, "\(name): \(xs)")
        }
        #expect(svg.all("g").contains { $0.attributes["clip-path"] == "url(#canvas)" })
        #expect(picture.svg().contains("1 view reaches far beyond the windows: cut at the edge"))
    }

    @Test("a crowded screen: no two labels overlap; the rest go off with a leader line or as a keyed number")
    func crowdedLabels() throws {
        var views: [ViewSpec] = []
        for row in 0..<12 {
            for column in 0..<8 {
                views.append(
                    ViewSpec(
                        name: "cell \(row)-\(column) with a long name",
                        geometry: ViewGeometry(
                            frame: HCRect(x: Double(column) * 48 + 4, y: Double(row) * 30 + 100, width: 40, height: 24))
                    ))
            }
        }
        let svg = SVGReader(
            ScenePicture(application: try Self.app(views), point: HCPoint(x: 30, y: 110), title: "t").svg())
        #expect(svg.error == nil)
        let boxes = svg.all("rect").filter { $0.classes.contains("label-bg") }.map(Box.init)
        for i in boxes.indices {
            for j in boxes.indices where j > i { #expect(!boxes[i].overlaps(boxes[j])) }
        }
        #expect(svg.all("line").contains { $0.classes.contains("leader") })
        #expect(svg.all("text").contains { $0.classes.contains("key-number") })
    }

    @Test("gesture recognizers are drawn: their views marked, their names after the view's")
    func recognizers() throws {
        var cell = ViewSpec(name: "cell", geometry: ViewGeometry(frame: HCRect(x: 20, y: 100, width: 300, height: 80)))
        cell.gestureRecognizers = [GestureRecognizerSpec(name: "cellTap", kind: .tap(taps: 1, touches: 1))]
        let text = ScenePicture(application: try Self.app([cell]), point: HCPoint(x: 50, y: 120), title: "t").svg()
        let svg = SVGReader(text)
        #expect(
            svg.all("polygon").first { $0.attributes["data-name"] == "cell" }?.classes.contains("recognizer") == true)
        #expect(text.contains("cell ◎cellTap"))
    }

    @Test("a recording's picture keeps at most 200 touches of 400 samples, however long the recording")
    func boundedRecording() throws {
        let app = try Self.app([
            ViewSpec(name: "pad", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 390, height: 844)))
        ])
        var picture = try RecordingPicture(scene: HCScene(snapshotOf: app))
        var t = 0.0
        func touch(_ id: Int, _ phase: TouchPhase, _ x: Double) -> TimedEvent {
            t += 0.001
            return TimedEvent(
                time: t, event: .touches([TouchSample(id: id, phase: phase, location: HCPoint(x: x, y: 300))]))
        }
        var events = [touch(1, .began, 10)]
        for k in 0..<20_000 { events.append(touch(1, .moved, 10 + Double(k % 300))) }
        events.append(touch(1, .ended, 20))
        picture.add(events: events, trace: [])
        for id in 2...400 { picture.add(events: [touch(id, .began, 50), touch(id, .ended, 60)], trace: []) }
        let svg = SVGReader(picture.svg(title: "long"))
        let paths = svg.all("g").filter { $0.classes.contains("touch-path") }
        #expect(paths.count == 200)
        let samples = svg.all("circle").filter { $0.classes.contains("sample") }.count
        #expect(samples <= 400 + 199 * 2 && samples > 300)
    }

    @Test("a touch id used again binds each touch to its own view, even within one chunk")
    func reusedTouchIds() throws {
        let app = try Self.app([
            ViewSpec(name: "left", geometry: ViewGeometry(frame: HCRect(x: 0, y: 0, width: 100, height: 100))),
            ViewSpec(name: "right", geometry: ViewGeometry(frame: HCRect(x: 200, y: 0, width: 100, height: 100))),
        ])
        var picture = try RecordingPicture(scene: HCScene(snapshotOf: app))
        func tap(_ x: Double, _ t: Double) -> [TimedEvent] {
            [
                TimedEvent(
                    time: t, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: x, y: 50))])),
                TimedEvent(
                    time: t + 0.1,
                    event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: x, y: 50))])),
            ]
        }
        let events = tap(50, 0) + tap(250, 1)
        let left = ResponderID(printed: "window/left"), right = ResponderID(printed: "window/right")
        let trace: [TraceEntry] = [
            .event(index: 0, time: 0, summary: EventSummary(printed: "touches 1 began")),
            .hitTest(touch: 1, point: HCPoint(x: 50, y: 50), view: left, window: nil),
            .event(index: 1, time: 0.1, summary: EventSummary(printed: "touches 1 ended")),
            .event(index: 2, time: 1, summary: EventSummary(printed: "touches 1 began")),
            .hitTest(touch: 1, point: HCPoint(x: 250, y: 50), view: right, window: nil),
            .event(index: 3, time: 1.1, summary: EventSummary(printed: "touches 1 ended")),
        ]
        picture.add(events: events, trace: trace)
        let text = picture.svg(title: "two taps")
        #expect(text.contains("touch 1 → left") && text.contains("touch 1 → right"))
    }

    @Test("thousands of views with recognizers still draw at most maxViews")
    func recognizerMarksDoNotLiftTheCap() throws {
        var views: [ViewSpec] = []
        for k in 0..<3_000 {
            var v = ViewSpec(
                name: "cell\(k)", geometry: ViewGeometry(frame: HCRect(x: 0, y: Double(k), width: 390, height: 1)))
            v.gestureRecognizers = [GestureRecognizerSpec(name: "tap\(k)", kind: .tap(taps: 1, touches: 1))]
            views.append(v)
        }
        var picture = ScenePicture(application: try Self.app(views), point: nil, title: "t")
        picture.maxViews = 500
        let svg = SVGReader(picture.svg())
        #expect(svg.all("polygon").filter { $0.attributes["data-name"] != nil }.count == 500)
    }
}

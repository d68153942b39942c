import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// Scroll views — UIScrollView, UITableView, UICollectionView, SwiftUI's hosting scroll
/// view — import as scroll views, so a drag on an imported screen pans (issue 48, item 7).
@Suite("Import: scroll views")
struct ImportScrollViewTests {
    @Test("contentSize and contentOffset make scroll views; one that prints no contentSize is said")
    func scrollViews() throws {
        let result = try ShapeImport.run(try shapeFixture("scroll_views_ios18.txt"), file: "scroll.txt")
        let s = result.scene
        let table = try ShapeImport.view(s, "UITableView")
        #expect(table.scrollView?.contentSize == HCSize(width: 393, height: 2144))
        #expect(table.geometry.boundsOrigin == HCPoint(x: 0, y: 305.66666666666669))
        let hosting = try ShapeImport.view(s, "HostingScrollView")
        #expect(hosting.scrollView?.contentSize == HCSize(width: 1280, height: 180))
        #expect(hosting.geometry.boundsOrigin == HCPoint(x: 120, y: 0))
        #expect(
            try ShapeImport.view(s, "BadgeCollectionView").scrollView?.contentSize == HCSize(width: 240, height: 80))
        let plain = try ShapeImport.view(s, "UIScrollView")
        #expect(plain.scrollView?.contentSize == HCSize(width: 200, height: 100))
        #expect(
            result.summary.contains { $0.hasPrefix("line 9: UIScrollView prints no contentSize") }, "\(result.summary)")
        #expect(result.summary.contains { $0.hasPrefix("4 scroll views:") }, "\(result.summary)")
        #expect(s.views.filter { $0.scrollView != nil }.count == 4)
    }

    @Test("a drag on an imported table scrolls it")
    func dragPans() throws {
        let s = try ShapeImport.run(try shapeFixture("scroll_views_ios18.txt")).scene
        var events: [TimedEvent] = []
        for (k, y) in [800.0, 790, 770, 750, 730, 710].enumerated() {
            let phase: TouchPhase = k == 0 ? .began : (k == 5 ? .ended : .moved)
            events.append(
                TimedEvent(
                    time: Double(k) * 0.02,
                    event: .touches([TouchSample(id: 1, phase: phase, location: HCPoint(x: 200, y: y))])))
        }
        let trace = EventDispatcher.deliver(events, to: try UIApplication(scene: s))
        let scrolled = trace.lines.filter { $0.contains("UITableView bounds origin") }
        #expect(!scrolled.isEmpty, "\(trace.lines)")
    }
}

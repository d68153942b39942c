import HitChainGeometry
import HitChainTestSupport
import Testing

@testable import HitChainKit

/// Views know the application whose observers hear their changes, kept up to date as they
/// move, so a setter never walks up the tree.
@Suite("GraphChange: who hears a view's changes")
struct ChangeNotificationTests {
    final class Counter: GraphObserver {
        var geometry: [String] = []
        var subviews = 0
        func graphDidChange(_ change: GraphChange) {
            switch change {
            case .geometry(let v), .flags(let v): geometry.append(v.name)
            case .subviews: subviews += 1
            case .windows: break
            }
        }
    }

    @Test("a view in a window is heard; removed, it is not; added back, it is again")
    func followsMoves() throws {
        let app = try loadApp("seed-000-abcd.json")
        let counter = Counter()
        app.addObserver(counter)
        let c = app.named("C")
        c.frame.origin.x += 1
        #expect(counter.geometry == ["C"])
        c.removeFromSuperview()
        c.frame.origin.x += 1
        #expect(counter.geometry == ["C"])
        #expect(c.changeSink == nil)
        try app.named("D").checkedAddSubview(c)
        c.isHidden = true
        #expect(counter.geometry == ["C", "C"])
        #expect(counter.subviews == 2)
    }

    @Test("a detached subtree added to a window hears through it, every level")
    func subtreeAdopted() throws {
        let app = try loadApp("seed-000-abcd.json")
        let counter = Counter()
        app.addObserver(counter)
        let top = UIView(name: "top", frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        let leaf = UIView(name: "leaf", frame: HCRect(x: 0, y: 0, width: 5, height: 5))
        try top.checkedAddSubview(leaf)
        leaf.alpha = 0.5
        #expect(counter.geometry.isEmpty)
        try app.named("A").checkedAddSubview(top)
        leaf.alpha = 0.4
        #expect(counter.geometry == ["leaf"])
        #expect(leaf.changeSink === app)
    }

    @Test("a window's views hear through the application that shows it")
    func windows() throws {
        let app = try loadApp("seed-000-abcd.json")
        #expect(app.named("E").changeSink === app)
        #expect(app.windows[0].changeSink === app)
    }
}

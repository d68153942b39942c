import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import Testing

/// The trace's values that replay compares without building text: they must compare and
/// print exactly as the plain forms they stand for.
@Suite struct TraceValueTests {
    @Test("touch ids kept inline equal, hash and print as the list they stand for")
    func touchIDs() {
        for ids in [[], [7], [1, -2], [3, 1, 2], [4, 5, 6, 7]] {
            let list = TouchIDs(ids)
            #expect(list.ids == ids && list.count == ids.count)
            #expect(list.description == "{" + ids.map(String.init).joined(separator: ", ") + "}")
            #expect(TouchIDs(printed: list.description) == list)
            var seen: [Int] = []
            list.forEach { seen.append($0) }
            #expect(seen == ids)
        }
        #expect(TouchIDs(single: 7) == TouchIDs([7]))
        #expect(TouchIDs(1, -2) == TouchIDs([1, -2]))
        #expect(Set([TouchIDs(1, -2), TouchIDs([1, -2])]).count == 1)
        #expect(TouchIDs(1, 2) != TouchIDs(2, 1))
        var changed = TouchIDs(single: 1)
        changed.ids = [1, 2, 3]
        #expect(changed == TouchIDs([1, 2, 3]))
    }

    @Test("an event's summary compares its event, and its text with a printed summary")
    func eventSummary() {
        let event = InputEvent.touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 350, y: 350))])
        let other = InputEvent.touches([TouchSample(id: 1, phase: .moved, location: HCPoint(x: 350, y: 350))])
        #expect(EventSummary(event).description == "touches 1 began (350, 350)")
        #expect(EventSummary(event) == EventSummary(printed: "touches 1 began (350, 350)"))
        #expect(EventSummary(event) != EventSummary(other))
        #expect(EventSummary(event) != EventSummary(printed: "touches 1 moved (350, 350)"))
        #expect(Set([EventSummary(event), EventSummary(printed: "touches 1 began (350, 350)")]).count == 1)
    }

    @Test("a view's short path follows it and its ancestors as they move (the cached path is forgotten)")
    func shortPathFollowsMoves() throws {
        let frame = ViewGeometry(frame: HCRect(x: 0, y: 0, width: 100, height: 100))
        let window = UIWindow(ViewSpec(name: "window", className: "UIWindow", geometry: frame), level: 0)
        var chain: [UIView] = []
        var parent: UIView = window
        for k in 0..<15 {
            let v = UIView(name: "v\(k)", frame: HCRect(x: 0, y: 0, width: 10, height: 10))
            try parent.checkedAddSubview(v)
            chain.append(v)
            parent = v
        }
        let leaf = chain[14]
        #expect(ResponderID(leaf).description == "…/v4/v5/v6/v7/v8/v9/v10/v11/v12/v13/v14")
        #expect(ResponderID(chain[2]).description == "window/v0/v1/v2")
        // Moving an ancestor within the last twelve names changes the leaf's path.
        let side = UIView(name: "side", frame: HCRect(x: 0, y: 0, width: 10, height: 10))
        try window.checkedAddSubview(side)
        try side.checkedAddSubview(chain[10])
        #expect(ResponderID(leaf).description == "window/side/v10/v11/v12/v13/v14")
        #expect(ResponderID(chain[10]).name == "v10")
        chain[10].removeFromSuperview()
        #expect(ResponderID(leaf).description == "v10/v11/v12/v13/v14")
        #expect(ResponderID(chain[2]).description == "window/v0/v1/v2")
    }
}

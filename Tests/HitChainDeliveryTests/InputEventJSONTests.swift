import HitChainDelivery
import HitChainGeometry
import HitChainScene
import Testing

/// Application events round-trip through the package's own JSON in the shape `.evz` files
/// have always stored (the shape Foundation's synthesized `Codable` wrote), and a damaged
/// one says where it is damaged.
@Suite struct InputEventJSONTests {
    static let changes: [ViewChange] = [
        .frame(HCRect(x: 1, y: 2, width: 3.5, height: 4)), .center(HCPoint(x: -1, y: 0.25)),
        .boundsSize(HCSize(width: 10, height: 20)), .boundsOrigin(HCPoint(x: 0, y: 100)),
        .transform(ViewTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: -7)), .hidden(true),
        .alpha(0.3), .alpha(0.0099999), .userInteractionEnabled(false), .enabled(true), .level(2000),
        .bringToFront, .sendToBack, .moveTo(index: 2), .windowRemoved, .windowAdded,
        .pointInside(.insetBounds(HCEdgeInsets(top: -10, left: 1, bottom: 2, right: 3))), .pointInside(.never),
        .pointInside(.overSubviews), .pointInside(.oval), .pointInside(.circle(radius: nil)),
        .pointInside(.circle(radius: 22)), .pointInside(.roundedRect(cornerRadius: 8)),
        .pointInside(.minimumSize(HCSize(width: 44, height: 44))), .pointInside(.boundsOf("row")),
        .pointInside(.subviewsPointInside), .pointInside(.default), .hitTest(.passThrough),
        .hitTest(.forward(to: "b")), .hitTest(.selfOnly), .hitTest(.redirect(to: "c")),
        .hitTest(.onlySubviews(["a", "b/c \"q\""])), .hitTest(.selfWhenInside), .hitTest(.default),
    ]

    static let events: [InputEvent] =
        [
            .touches([
                TouchSample(id: 1, phase: .began, location: HCPoint(x: 1.0 / 3, y: 2)),
                TouchSample(id: -2, phase: .moved, location: HCPoint(x: 0, y: 0), tapCount: 2, force: 0.5),
            ]),
            .motion(.began), .remoteControl(.togglePlayPause),
            .presses([
                PressSample(id: 1, type: .select, phase: .began), .init(id: 2, type: .menu, phase: .ended, force: 1),
            ]),
            .routerMessage(from: "cell", name: "buy"), .action(selector: "tap:", target: nil, sender: nil),
            .action(selector: "tap:", target: "vc", sender: "b"), .editingMenu(selector: "copy:", sender: nil),
            .becomeFirstResponder("field"), .resignFirstResponder("field"),
            .addSubview(view: "v", superview: "w", index: nil), .addSubview(view: "v", superview: "w", index: 0),
            .removeFromSuperview("v"), .idle,
        ] + changes.map { .change(view: "root", $0) }

    @Test func everyEventRoundTrips() throws {
        for event in Self.events {
            let text = InputEventJSON.encode(event)
            #expect(try InputEventJSON.decode(Array(text.utf8)) == event, "\(text)")
        }
    }

    /// The bytes version-2 files hold, as Foundation's encoder wrote them (keys sorted,
    /// slashes escaped): read as they were, and written in the same shape.
    @Test func readsAndWritesTheStoredShape() throws {
        let stored = #"{"change":{"_1":{"boundsOrigin":{"_0":{"x":0,"y":100}}},"view":"root"}}"#
        let event = try InputEventJSON.decode(Array(stored.utf8))
        #expect(event == .change(view: "root", .boundsOrigin(HCPoint(x: 0, y: 100))))
        #expect(InputEventJSON.encode(event) == stored)
        let slash = #"{"becomeFirstResponder":{"_0":"a\/b"}}"#
        #expect(try InputEventJSON.decode(Array(slash.utf8)) == .becomeFirstResponder("a/b"))
    }

    /// A number JSON has no text for is written as the reader's token, which it refuses with
    /// the event's place (it was once written as 0 and read back as another event); -0 keeps
    /// its sign.
    @Test func nonFiniteAndNegativeZero() throws {
        for event: InputEvent in [.change(view: "v", .alpha(.nan)), .change(view: "v", .level(-.infinity))] {
            #expect(throws: SceneError.self) { try InputEventJSON.decode(Array(InputEventJSON.encode(event).utf8)) }
        }
        let zero = InputEvent.change(view: "v", .center(HCPoint(x: -0.0, y: 1)))
        guard case .change(_, .center(let p)) = try InputEventJSON.decode(Array(InputEventJSON.encode(zero).utf8))
        else {
            Issue.record("not a center change")
            return
        }
        #expect(p.x == 0 && p.x.sign == .minus)
    }

    @Test("a damaged event names the column and the problem")
    func damaged() {
        let cases: [(String, String)] = [
            (#"{"change":{"_1":{"alpha":{"_0":"x"}},"view":"v"}}"#, "expected a finite number"),
            (#"{"teleport":{}}"#, "an event kind this reader does not know: \"teleport\""),
            (#"{"touches":{"_0":[{"id":1.5}]}}"#, "expected a whole number"),
            (#"{"motion":{"_0":"sideways"}}"#, "\"sideways\" is not a MotionPhase"),
            (#"{"idle":{},"motion":{}}"#, "expected an object with one member"),
        ]
        for (text, problem) in cases {
            #expect {
                try InputEventJSON.decode(Array(text.utf8))
            } throws: { error in
                guard let e = error as? SceneError else { return false }
                return e.problem.hasPrefix(problem) && e.column != nil
            }
        }
    }
}

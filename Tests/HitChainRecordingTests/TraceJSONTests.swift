import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainScene
import Testing

@testable import HitChainRecording

/// The trace record's JSON reads what version-1 files hold and round-trips every entry;
/// `DeliveryTrace.json()` (points as `[x, y]`) reads back too.
@Suite struct TraceJSONTests {
    static func id(_ s: String) -> ResponderID { ResponderID(printed: s) }

    /// Every kind of entry, and every shape of every typed field.
    static let entries: [TraceEntry] = [
        .event(index: 3, time: 0.1 + 0.2, summary: EventSummary(printed: "touches 1 began (1, 2)")),
        .hitTest(touch: 1, point: HCPoint(x: 1.0 / 3, y: -0.0), view: id("w/v \"quoted\"\n"), window: id("w")),
        .hitTest(touch: 2, point: HCPoint(x: 1e300, y: 5), view: nil, window: nil),
        .call(responder: id("w/v"), message: .touches(.began, TouchIDs([1, -2])), outcome: .handledAndCalledSuper),
        .call(responder: id("w/v"), message: .touches(.cancelled, TouchIDs([])), outcome: .forwarded),
        .call(responder: id("vc"), message: .motion(.began), outcome: .handled),
        .call(responder: id("vc"), message: .remoteControl(.togglePlayPause), outcome: .forwarded),
        .call(
            responder: id("application"),
            message: .presses(
                .ended, [PressSample(id: 1, type: .select, phase: .ended), .init(id: 2, type: .menu, phase: .ended)]),
            outcome: .handled),
        .call(responder: id("w/x"), message: .routerEvent("buy \"now\""), outcome: .forwarded),
        .call(responder: id("w/x"), message: .canPerformAction("copy:"), outcome: .cannotPerform),
        .call(responder: id("vc"), message: .action("touchesBegan"), outcome: .handled),
        .call(responder: id("w/card"), message: .layoutSubviews, outcome: .handled),
        .dropped(what: "x", reason: "tab\there \u{1}"),
        .firstResponder(responder: id("f"), request: .becomeFirstResponder, result: .became),
        .firstResponder(
            responder: id("f"), request: .becomeFirstResponder, result: .refused(.currentWillNotResign("w/t"))),
        .firstResponder(responder: id("f"), request: .resignFirstResponder, result: .refused(.cannotResign)),
        .firstResponder(responder: id("f"), request: .resignFirstResponder, result: .resignedRemovedFromWindow),
        .hierarchy(.added(view: id("w/v"), superview: id("w"))),
        .hierarchy(.removed(view: id("w/a/v"))),
        .hierarchy(.changed(view: id("w/v"), change: "alpha = 0.5")),
        .hierarchy(.refused(subject: "w/v", change: "transform = [1 0 0 1 0 0]", reason: "windows have no transform")),
        .recognizerTouches(recognizer: "g", phase: .moved, touches: TouchIDs([1])),
        .recognizerState(recognizer: "g", view: id("w/v"), from: .possible, to: .began, reason: "moved 12 pt"),
        .recognizerState(recognizer: "g", view: nil, from: .ended, to: .possible, reason: "reset"),
        .timer(time: 0.45, recognizer: "g"),
        .delivery(.held, phase: .ended, touches: TouchIDs([1]), view: id("w/v"), reason: "r"),
        .delivery(.cancel, phase: nil, touches: TouchIDs([1, 2]), view: nil, reason: "r"),
        .tracking(control: id("w/b"), step: .beginTracking, touch: 1),
        .controlEvent(control: id("w/b"), event: .touchUpInside),
        .sendAction(sender: "g", selector: "tapped:", target: nil),
        .sendAction(sender: "g", selector: "tapped:", target: "vc"),
    ]

    /// A name holding a separator reads back as another case that prints the same: the
    /// traces still compare as the same recording.
    @Test func namesWithSeparatorsStillCompare() throws {
        let tricky: [TraceEntry] = [
            .hierarchy(.added(view: Self.id("w/v added to x"), superview: Self.id("w"))),
            .hierarchy(.changed(view: Self.id("w/a b"), change: "hidden = true")),
        ]
        let back = try TraceJSON.decode(TraceJSON.encode(tricky))
        #expect(back != tricky)
        #expect(DeliveryTrace(entries: back).firstDifference(from: DeliveryTrace(entries: tricky)) == nil)
        #expect(back.map(\.line) == tricky.map(\.line))
    }

    /// Version-1 files were written by Foundation's `JSONEncoder` (sorted keys, slashes
    /// escaped, points as objects): the package's own reader reads them.
    @Test func readsWhatFoundationWrote() throws {
        let written =
            #"[{"hitTest":{"point":{"x":0.3333333333333333,"y":-0},"touch":1,"view":"w\/v","window":"w"}},"#
            + #"{"call":{"argument":"{1}","method":"touchesBegan","outcome":"handled","responder":"w\/v"}}]"#
        let entries = try TraceJSON.decode(Array(written.utf8))
        #expect(
            entries.map(\.line) == [
                "  hit-test touch 1 at (0.3333333333333333, 0) -> w/v", "  w/v touchesBegan {1} -> handled",
            ])
    }

    @Test func roundTrips() throws {
        let ours = TraceJSON.encode(Self.entries)
        #expect(try TraceJSON.decode(ours) == Self.entries)
        let trace = DeliveryTrace(entries: Self.entries)
        #expect(try DeliveryTrace(json: Array(trace.json().utf8)) == trace)
    }

    @Test func rejectsWhatIsNotATrace() {
        let wrong = [
            "", "{}", "[1]", "[{\"call\":{}}]", "[{\"nope\":{}}]", "[{\"event\":{\"index\":1}}]",
            #"[{"call":{"argument":"{1","method":"touchesBegan","outcome":"handled","responder":"v"}}]"#,
            #"[{"call":{"argument":"x","method":"nosuch","outcome":"handled","responder":"v"}}]"#,
            #"[{"tracking":{"control":"b","method":"beginTrack","touch":1}}]"#,
            #"[{"recognizerState":{"from":"possible","reason":"","recognizer":"g","to":"won","view":"v"}}]"#,
            #"[{"firstResponder":{"request":"becomeFirstResponder","responder":"f","result":"ok"}}]"#,
        ]
        for text in wrong {
            #expect(throws: SceneError.self, "\(text)") { try TraceJSON.decode(Array(text.utf8)) }
        }
    }
}

import Foundation
import HitChainDelivery
import HitChainGeometry
import Testing

@testable import HitChainRecording

/// The trace record's hand-written JSON reads and writes exactly what `Codable` does, so
/// recordings from either read with either.
@Suite struct TraceJSONTests {
    static let entries: [TraceEntry] = [
        .event(index: 3, time: 0.1 + 0.2, summary: "touches 1 began (1, 2)"),
        .hitTest(touch: 1, point: Point(x: 1.0 / 3, y: -0.0), view: "w/v \"quoted\"\n", window: "w"),
        .hitTest(touch: 2, point: Point(x: 1e300, y: 5), view: nil, window: nil),
        .call(responder: "w/v", method: "touchesBegan", argument: "{1, 2}", outcome: .handledAndCalledSuper),
        .dropped(what: "x", reason: "tab\there \u{1}"),
        .firstResponder(responder: "f", request: "becomeFirstResponder", result: "ok"),
        .hierarchy(description: "v added to w"),
        .recognizerTouches(recognizer: "g", method: "touchesMoved", touches: "{1}"),
        .recognizerState(recognizer: "g", view: "w/v", from: "possible", to: "began", reason: "moved 12 pt"),
        .timer(time: 0.45, recognizer: "g"),
        .delivery(action: "held", method: "touchesEnded", touches: "{1}", view: "w/v", reason: "r"),
        .tracking(control: "w/b", method: "beginTracking", touch: 1),
        .controlEvent(control: "w/b", event: "touchUpInside"),
        .sendAction(sender: "g", selector: "tapped:", target: nil),
        .sendAction(sender: "g", selector: "tapped:", target: "vc"),
    ]

    @Test func readsWhatCodableWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let codable = [UInt8](try encoder.encode(Self.entries))
        #expect(TraceJSON.decode(codable) == Self.entries)
    }

    @Test func writesWhatCodableReads() throws {
        let ours = TraceJSON.encode(Self.entries)
        #expect(try JSONDecoder().decode([TraceEntry].self, from: Data(ours)) == Self.entries)
        #expect(TraceJSON.decode(ours) == Self.entries)
    }

    @Test func rejectsWhatIsNotATrace() {
        for text in ["", "{}", "[1]", "[{\"call\":{}}]", "[{\"nope\":{}}]", "[{\"event\":{\"index\":1}}]"] {
            #expect(TraceJSON.decode(Array(text.utf8)) == nil, "\(text)")
        }
    }
}

import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

@Suite("EventDispatcher: text-input focus, control handling, cancels")
struct EventDispatcherTests {
    func scenario(_ inputs: String) -> String {
        #"{ "format": "hitchain-scenario", "version": 1, "scene": "delivery.json", "inputs": [ "# + inputs + " ] }"
    }

    func trace(_ inputs: String) throws -> [String] {
        let (s, events) = try decodeScenario(scenario(inputs))
        return EventDispatcher.deliver(events, to: try UIApplication(scene: s.scene)).lines
    }

    @Test("a drag that starts on a text field and ends outside it does not make it first responder")
    func dragOffTextField() throws {
        let lines = try trace(#"{ "at": 0, "drag": { "from": [250, 160], "to": [300, 600], "samples": 2 } }"#)
        #expect(!lines.contains { $0.contains("becomeFirstResponder") })
        #expect(
            try trace(#"{ "at": 0, "tap": [250, 160] }"#).contains(
                "  window/root/field becomeFirstResponder -> became first responder"))
    }

    @Test("an enabled control handles its touches; a disabled one is not even hit")
    func controlsConsumeTouches() throws {
        let lines = try trace(#"{ "at": 0, "tap": [320, 20] }"#)
        #expect(lines.contains("  window/root/saveButton touchesBegan {1} -> handled"))
        #expect(!lines.contains { $0.contains("window/root touchesBegan") })
    }

    @Test(
        "scenario checks added in review",
        arguments: [
            (#"{ "at": 0, "touch": { "id": 1, "phase": "began", "point": [10, 10], "tapCount": 1e300 } }"#, "tapCount"),
            (#"{ "at": 0, "touch": { "id": 1, "phase": "began", "point": [10, 10], "force": NaN } }"#, "force"),
        ])
    func scenarioChecks(inputs: String, field: String) {
        do {
            _ = try decodeScenario(scenario(inputs))
            Issue.record("expected an error")
        } catch {
            #expect(error.field == field, "\(error)")
        }
    }

    @Test("cancel all at the time of a move cancels what is down after the move")
    func cancelAllSameTime() throws {
        let lines = try trace(
            #"""
            { "at": 0, "touch": { "id": 1, "phase": "began", "point": [250, 300] } },
            { "at": 1, "touch": { "id": 1, "phase": "moved", "point": [260, 300] } },
            { "at": 1, "cancel": "all" }
            """#)
        #expect(
            lines.suffix(2) == [
                "#2 t=1.000000 touches 1 cancelled (260, 300)", "  window/root/right touchesCancelled {1} -> handled",
            ])
    }

}

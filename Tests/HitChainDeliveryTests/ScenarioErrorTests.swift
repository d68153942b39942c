import HitChainDelivery
import HitChainScene
import HitChainTestSupport
import Testing

/// Bad scenarios: each gets one clear error naming the input and the field.
@Suite("Scenario errors")
struct ScenarioErrorTests {
    static func scenario(_ inputs: String) -> String {
        #"{ "format": "hitchain-scenario", "version": 1, "scene": "delivery.json", "inputs": [ "# + inputs + " ] }"
    }

    @Test(
        "bad scenarios",
        arguments: [
            (
                scenario(#"{ "at": 1, "tap": [1, 1] }, { "at": 0.5, "tap": [1, 1] }"#),
                SceneError.Kind.timeGoesBackwards, "inputs[1]",
                "time goes backwards: at 0.5 s comes after 1 s"
            ),
            (
                scenario(#"{ "at": 0, "touch": { "id": 1, "phase": "moved", "point": [1, 1] } }"#), .invalidSequence,
                "inputs[0]",
                "touch 1 moved before it began"
            ),
            (
                scenario(
                    #"{ "at": 0, "touch": { "id": 1, "phase": "began", "point": [1, 1] } }, "#
                        + #"{ "at": 1, "touch": { "id": 1, "phase": "began", "point": [1, 1] } }"#
                ), .invalidSequence, "inputs[1]", "touch 1 begins again before it ended"
            ),
            (
                scenario(#"{ "at": 0, "router": { "from": "ghost", "name": "X" } }"#), .unknownReference, "inputs[0]",
                "no responder is named \"ghost\""
            ),
            (
                scenario(#"{ "at": 0, "becomeFirstResponder": "nobody" }"#), .unknownReference, "inputs[0]",
                "no responder is named \"nobody\""
            ),
            (
                scenario(#"{ "at": 0, "tap": [1, 1], "shake": 1 }"#), .invalidValue, "inputs[0]",
                "an input does one thing; this one has tap and shake"
            ),
            (scenario(#"{ "tap": [1, 1] }"#), .missingField, "inputs[0]", "missing \"at\": the time in seconds"),
            (
                scenario(#"{ "at": 0, "tap": [1, NaN] }"#), .nonFiniteNumber, "inputs[0]",
                "a point must be two finite numbers"
            ),
            (
                scenario(#"{ "at": 0, "remoteControl": "rewind" }"#), .invalidValue, "inputs[0]",
                "remoteControl is one of"
            ),
            (
                scenario(#"{ "at": 0, "tap": [1, 1], "speed": 2 }"#), .unknownField, "inputs[0]",
                "unknown field \"speed\""
            ),
            (
                scenario(#"{ "at": 0, "cancel": "all" }"#), .invalidSequence, "inputs[0]",
                "a touch event needs at least one touch"
            ),
            (
                scenario(#"{ "at": 0, "change": { "view": "child", "alpha": 2 } }"#), .outOfRange, "inputs[0]",
                "alpha is a number in 0…1"
            ),
            (
                scenario(#"{ "at": 0, "change": { "view": "child", "hidden": true, "alpha": 0 } }"#), .invalidValue,
                "inputs[0]",
                "a change has \"view\" and exactly one of"
            ),
            (
                scenario(#"{ "at": 0, "change": { "view": "ghost", "hidden": true } }"#), .unknownReference,
                "inputs[0]", "no responder is named \"ghost\""
            ),
            (
                scenario(#"{ "at": 0, "change": { "view": "child", "order": "middle" } }"#), .invalidValue, "inputs[0]",
                "order is \"front\", \"back\" or an index"
            ),
        ])
    func bad(text: String, kind: SceneError.Kind, node: String, message: String) {
        do {
            _ = try decodeScenario(text)
            Issue.record("expected \(kind)")
        } catch {
            #expect(error.kind == kind, "\(error)")
            #expect(error.node == node, "\(error)")
            #expect(error.problem.contains(message), "\(error)")
            #expect(error.line == 1, "\(error)")
            #expect(error.description.hasPrefix("test.json:1:"), "\(error)")
        }
    }

    @Test("a scenario naming a missing scene file says so")
    func missingScene() {
        let text = #"{ "format": "hitchain-scenario", "version": 1, "scene": "nope.json", "inputs": [] }"#
        #expect(throws: SceneError.self) { try decodeScenario(text) }
    }

    @Test("a scene file given as a scenario says what it is not")
    func wrongFileType() {
        do {
            _ = try decodeScenario(#"{ "format": "hitchain-scene", "version": 1, "windows": [] }"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unsupportedFormat)
            #expect(error.description.contains("not a HitChain scenario"))
        }
    }
}

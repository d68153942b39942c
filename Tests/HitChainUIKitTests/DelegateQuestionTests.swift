import Foundation
import HitChainDelivery
import HitChainUIKit
import Testing

/// A delegate that answers UIKit's defaults (or as told) and notes every question it is asked.
private final class CountingDelegate: NSObject, UIGestureRecognizerDelegate {
    var asked: [String] = []
    var requiresFailureOf: Set<String> = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin \(gestureRecognizer.name ?? "?")")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive touch \(gestureRecognizer.name ?? "?")")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("shouldReceive event \(gestureRecognizer.name ?? "?")")
        return true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        asked.append("simultaneously \(gestureRecognizer.name ?? "?") \(otherGestureRecognizer.name ?? "?")")
        return false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        asked.append("requireFailureOf \(gestureRecognizer.name ?? "?") \(otherGestureRecognizer.name ?? "?")")
        return requiresFailureOf.contains(otherGestureRecognizer.name ?? "")
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        asked.append("requiredToFailBy \(gestureRecognizer.name ?? "?") \(otherGestureRecognizer.name ?? "?")")
        return false
    }
}

/// Delegate questions are in the trace when asked, with the answer (`tracesQuestions`), once per
/// question UIKit asks — counted here for a pan, a tap and a failure requirement, and checked
/// against what the delegate itself saw (docs/semantics.md, "Delegates").
@Suite("Delegate questions in the trace: when they are asked, and how often")
struct DelegateQuestionTests {
    /// The `asked` entries of `trace`, as lines without their indentation.
    func questions(_ trace: [TraceEntry]) -> [String] {
        trace.compactMap { entry in
            guard case .asked = entry else { return nil }
            return entry.line.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("a pan: the event and the touch once each as the finger comes down, shouldBegin once as it begins")
    func pan() {
        let (app, window) = makeScreen()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.name = "pan"
        let delegate = CountingDelegate()
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        let fingers = EventSynthesizer(application: app)
        fingers.tracesQuestions = true
        var trace = fingers.fingerDown(at: CGPoint(x: 100, y: 100))
        #expect(
            questions(trace) == [
                "asked pan.delegate gestureRecognizer(pan, shouldReceive: event) -> YES",
                "asked pan.delegate gestureRecognizer(pan, shouldReceive: touch 1) -> YES",
            ])
        for step in 1...5 { trace += fingers.fingerMove(to: CGPoint(x: 100, y: 100 + 10 * step)) }
        trace += fingers.fingerUp()
        let all = questions(trace)
        #expect(
            all.filter { $0.contains("gestureRecognizerShouldBegin(pan)") } == [
                "asked pan.delegate gestureRecognizerShouldBegin(pan) -> YES"
            ])
        #expect(all.count == 3)
        #expect(delegate.asked == ["shouldReceive event pan", "shouldReceive touch pan", "shouldBegin pan"])
    }

    @Test("a tap: the event and the touch as the finger comes down, shouldBegin as it lifts; nothing when off")
    func tap() {
        let (app, window) = makeScreen()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "tap"
        let delegate = CountingDelegate()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        let fingers = EventSynthesizer(application: app)
        fingers.tracesQuestions = true
        let down = fingers.fingerDown(at: CGPoint(x: 50, y: 50))
        let up = fingers.fingerUp()
        #expect(questions(down).count == 2)
        #expect(questions(up) == ["asked tap.delegate gestureRecognizerShouldBegin(tap) -> YES"])
        #expect(delegate.asked == ["shouldReceive event tap", "shouldReceive touch tap", "shouldBegin tap"])
        // Off, the same tap asks the same questions and lists none of them.
        fingers.tracesQuestions = false
        let quiet = fingers.fingerTap(at: CGPoint(x: 50, y: 50))
        #expect(questions(quiet).isEmpty)
        #expect(delegate.asked.count == 6)
    }

    @Test("a failure requirement: asked both ways, once per attempt to recognize, with the answer")
    func failureRequirement() {
        let (app, window) = makeScreen()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let single = UITapGestureRecognizer(target: nil, action: nil)
        single.name = "single"
        let double = UITapGestureRecognizer(target: nil, action: nil)
        double.name = "double"
        double.numberOfTapsRequired = 2
        let delegate = CountingDelegate()
        delegate.requiresFailureOf = ["double"]
        single.delegate = delegate
        double.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let fingers = EventSynthesizer(application: app)
        fingers.tracesQuestions = true
        var trace = fingers.fingerTap(at: CGPoint(x: 50, y: 50))
        trace += fingers.wait(1)
        let all = questions(trace)
        // What the trace lists is what the delegate was asked, in order.
        #expect(all.count == delegate.asked.count)
        #expect(all.contains("asked single.delegate gestureRecognizer(single, shouldRequireFailureOf: double) -> YES"))
        let requirement = all.filter {
            $0.contains("shouldRequireFailureOf") || $0.contains("shouldBeRequiredToFailBy")
        }
        #expect(requirement.count == Self.failureRequirementQuestions, "\(all)")
        #expect(all.filter { $0.contains("gestureRecognizerShouldBegin(single)") }.count == 1)
        #expect(trace.contains { $0.line.contains("recognizer single on") && $0.line.contains("-> ended") })
    }

    /// How many failure-requirement questions one tap asks of the two recognizers' delegates:
    /// single's about double, once in the attempt (its yes sets the requirement up, so double's
    /// `shouldBeRequiredToFailBy` is not needed); double never tries to recognize (it fails when
    /// no second tap comes), so its own requirements are never needed.
    static let failureRequirementQuestions = 1
}

public import Foundation
package import HitChainScene

/// How a recognizer takes presses (docs/semantics.md, "Recognizers and presses"): the types it
/// allows, the dispatcher's calls, and the calls a subclass's own press methods answer with
/// `super`. A press is tracked as a finger that does not move, under an id no touch has, so
/// the built-in kinds, arbitration, competition (two recognizers sharing a press) and the reset
/// treat it as they treat a touch.
extension UIGestureRecognizer {
    /// `allowedPressTypes`: the `UIPress.PressType` raw values, as NSNumbers, of the presses
    /// it receives. Apple: "The default press type is UIPress.PressType.select"; an empty
    /// array receives none. Values that name no press type are dropped.
    public var allowedPressTypes: [NSNumber] {
        get {
            guard !(self is ScrollViewPanGestureRecognizer) else { return [] }
            return spec.allowedPressTypes.map { NSNumber(value: $0.uikitRawValue) }
        }
        set {
            var types: [PressType] = []
            for n in newValue {
                if let t = PressType(uikitRawValue: n.intValue), !types.contains(t) { types.append(t) }
            }
            spec.allowedPressTypes = types
        }
    }

    /// The tracking id standing for press `id` (negative: never a touch's).
    package static func touchID(ofPress id: Int) -> Int { -1 - id }

    /// The presses it tracks now, in the order they began.
    package var trackedPresses: [Int] { trackedTouches.filter { $0 < 0 }.map { -1 - $0 } }

    /// Every press it received since its last reset.
    package var seenPresses: [Int] { seenTouches.filter { $0 < 0 }.map { -1 - $0 }.sorted() }

    /// Whether it receives presses of `type` (`allowedPressTypes`). A scroll view's own pan
    /// takes none: a scroll view's presses move focus, which the model leaves out.
    package func allowsPress(_ type: PressType) -> Bool {
        !(self is ScrollViewPanGestureRecognizer) && spec.allowedPressTypes.contains(type)
    }

    /// Gives it presses in `phase` through its own `pressesBegan(_:with:)` (and the other
    /// phases): they are tracked first, as touches are; `super` runs the built-in kind's rules;
    /// the presses that ended are forgotten after the call.
    package final func receivePresses(
        _ phase: PressPhase, _ ids: [Int], at time: Double, presses: Set<UIPress>, event: UIPressesEvent
    ) {
        let list = ids.map { GestureTouch(id: Self.touchID(ofPress: $0), location: .zero) }
        if phase == .began { track(list) }
        let outer = delivering
        delivering = GestureCall(phase: Self.touchPhase(phase), touches: list, time: time, isPress: true)
        switch phase {
        case .began: pressesBegan(presses, with: event)
        case .changed, .stationary: pressesChanged(presses, with: event)
        case .ended: pressesEnded(presses, with: event)
        case .cancelled: pressesCancelled(presses, with: event)
        }
        delivering = outer
        if phase == .ended || phase == .cancelled { forget(list) }
    }

    /// The dispatcher's press call for `phase` that a press method is answering, if any.
    func pressCall(_ phase: PressPhase) -> GestureCall? {
        guard let d = delivering, d.isPress, d.phase == Self.touchPhase(phase) else { return nil }
        return d
    }

    /// The touch phase a press phase is tracked as.
    static func touchPhase(_ phase: PressPhase) -> TouchPhase {
        switch phase {
        case .began: return .began
        case .changed: return .moved
        case .stationary: return .stationary
        case .ended: return .ended
        case .cancelled: return .cancelled
        }
    }
}

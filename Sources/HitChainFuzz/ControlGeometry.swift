import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

/// A control's inside / outside, from where its tracked touch is (the input's samples) and
/// its bounds grown by the scene's `insideTolerance` on every side (docs/semantics.md,
/// "Controls"): touch up inside or outside when the touch ends, and drag inside, outside,
/// enter or exit as it moves — enter and exit when inside changes since the last event.
struct ControlGeometry {
    private let tolerance: [String: Double]
    /// Where each touch is: its last sample.
    private var location: [Int: Point] = [:]
    /// Whether each tracking control's touch was inside at its last control event.
    private var wasInside: [String: Bool] = [:]

    init(scene: Scene) {
        tolerance = Dictionary(
            scene.views.filter(\.isControl).map { ($0.name, $0.control.insideTolerance) },
            uniquingKeysWith: { a, _ in a })
    }

    mutating func observe(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, app: Application, eventIndex: Int
    ) -> FuzzFailure? {
        if case .touches(let samples) = event {
            for s in samples { location[s.id] = s.location }
        }
        var touch: [String: Int] = [:]
        for entry in entries {
            switch entry {
            case .tracking(let control, _, let id):
                touch[control.name] = id
            case .controlEvent(let control, let event):
                let name = control.name
                if event == .touchDown { wasInside[name] = true }
                guard let expected = expectedEvent(event, name, touch[name], app) else { continue }
                if expected != event {
                    return FuzzFailure(
                        .controlGeometry, eventIndex: eventIndex, expected: "\(control) sendActions for \(expected)",
                        actual: entry.line.trimmed,
                        detail: "touch \(touch[name] ?? 0) is \(expected.isInside ? "inside" : "outside") \(name)'s "
                            + "bounds grown by its tolerance (\(formatScalar(tolerance[name] ?? 0)) pt)")
                }
                wasInside[name] = expected.isInside
            default:
                break
            }
        }
        return nil
    }

    /// The event the control must send instead of `event`, when `event` is one that depends
    /// on inside / outside (nil otherwise).
    private func expectedEvent(_ event: ControlEvent, _ name: String, _ id: Int?, _ app: Application)
        -> ControlEvent?
    {
        let ending = event == .touchUpInside || event == .touchUpOutside
        let moving = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit].contains(event)
        guard ending || moving, let id, let p = location[id], let view = app.view(named: name),
            let t = tolerance[name]
        else { return nil }
        let b = view.bounds
        let grown = Rect(x: b.minX - t, y: b.minY - t, width: b.width + 2 * t, height: b.height + 2 * t)
        let inside = view.convertFromScreen(p).map(grown.contains) ?? false
        if ending { return inside ? .touchUpInside : .touchUpOutside }
        let was = wasInside[name] ?? true
        return inside ? (was ? .touchDragInside : .touchDragEnter) : (was ? .touchDragExit : .touchDragOutside)
    }
}

extension ControlEvent {
    /// Whether the event says the touch is inside the control.
    fileprivate var isInside: Bool {
        [.touchUpInside, .touchDragInside, .touchDragEnter, .touchDown].contains(self)
    }
}

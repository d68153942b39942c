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
    private var location: [Int: HCPoint] = [:]
    /// Whether each tracking control's touch was inside at its last control event.
    private var wasInside: [String: Bool] = [:]
    /// The touch each control tracks.
    private var tracked: [String: Int] = [:]
    /// Inside or not for each tracking control with the geometry before this event: a timer
    /// that fires first (releasing a held touchesEnded) acts before the event's own change.
    private var before: [String: Bool] = [:]

    init(scene: HCScene) {
        tolerance = Dictionary(
            scene.views.filter(\.isControl).map { ($0.name, $0.control.insideTolerance) },
            uniquingKeysWith: { a, _ in a })
    }

    /// Notes, before a non-touch event is delivered, where each tracking control's touch is
    /// with the geometry as it stands.
    mutating func prepare(_ event: InputEvent, app: UIApplication) {
        before = [:]
        if case .touches = event { return }
        for (name, id) in tracked {
            if let inside = isInside(id, name, app) { before[name] = inside }
        }
    }

    mutating func observe(
        _ event: InputEvent, _ entries: ArraySlice<TraceEntry>, app: UIApplication, eventIndex: Int
    ) -> FuzzFailure? {
        // A touch beginning takes its place at its hit-test: an old touch with the same id,
        // whose held end is released first, ends where it was.
        var beginning: [Int: HCPoint] = [:]
        if case .touches(let samples) = event {
            for s in samples {
                if s.phase == .began { beginning[s.id] = s.location } else { location[s.id] = s.location }
            }
        }
        var touch: [String: Int] = [:]
        var changed = false
        for entry in entries {
            switch entry {
            case .hitTest(let id, _, _, _):
                if let p = beginning[id] { location[id] = p }
            case .hierarchy:
                changed = true
            case .tracking(let control, let step, let id):
                touch[control.name] = id
                tracked[control.name] = step == .beginTracking || step == .continueTracking ? id : nil
            case .controlEvent(let control, let event):
                let name = control.name
                if event == .touchDown { wasInside[name] = true }
                let inside = changed ? nil : before[name]
                guard let expected = expectedEvent(event, name, touch[name], inside, app) else { continue }
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
    /// on inside / outside (nil otherwise); `inside` when it was worked out before the event.
    private func expectedEvent(_ event: ControlEvent, _ name: String, _ id: Int?, _ inside: Bool?, _ app: UIApplication)
        -> ControlEvent?
    {
        let ending = event == .touchUpInside || event == .touchUpOutside
        let moving = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit].contains(event)
        guard ending || moving, let id, let inside = inside ?? isInside(id, name, app) else { return nil }
        if ending { return inside ? .touchUpInside : .touchUpOutside }
        let was = wasInside[name] ?? true
        return inside ? (was ? .touchDragInside : .touchDragEnter) : (was ? .touchDragExit : .touchDragOutside)
    }

    /// Whether touch `id` is within the control's bounds grown by its tolerance, now.
    private func isInside(_ id: Int, _ name: String, _ app: UIApplication) -> Bool? {
        guard let p = location[id], let view = app.view(named: name), let t = tolerance[name] else { return nil }
        let b = view.geometry.bounds
        let grown = HCRect(x: b.minX - t, y: b.minY - t, width: b.width + 2 * t, height: b.height + 2 * t)
        return view.convertFromScreen(p).map(grown.contains) ?? false
    }
}

extension ControlEvent {
    /// Whether the event says the touch is inside the control.
    fileprivate var isInside: Bool {
        [.touchUpInside, .touchDragInside, .touchDragEnter, .touchDown].contains(self)
    }
}

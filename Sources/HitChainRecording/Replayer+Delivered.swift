import HitChainDelivery
import HitChainGeometry
import HitChainKit
public import HitChainScene

/// A device recording's comparison: the view each touch was delivered to on the device (its
/// delivered record) against the view the model hit-tests it to, with the walk that explains
/// the model's answer (as `hitchain explain` prints it) when they differ.
extension Replayer {
    /// The first touch of the event at `local` in `chunk` that the device delivered to another
    /// view than the model's `entries` (the first engine's) say; `cursor` walks the chunk's
    /// delivered touches, which are in event order.
    static func deliveryDivergence(
        _ chunk: EVZReader.Chunk, local: Int, cursor: inout Int, entries: ArraySlice<TraceEntry>, engine: String,
        application: UIApplication
    ) -> Divergence? {
        guard let delivered = chunk.delivered else { return nil }
        let eventIndex = chunk.firstEventIndex + local
        while cursor < delivered.count, delivered[cursor].eventIndex < eventIndex { cursor += 1 }
        while cursor < delivered.count, delivered[cursor].eventIndex == eventIndex {
            let d = delivered[cursor]
            cursor += 1
            var hit: (point: HCPoint, view: String?)?
            for entry in entries {
                if case .hitTest(let touch, let point, let view, _) = entry, touch == d.touch {
                    hit = (point, view?.name)
                }
            }
            guard hit?.view != d.view || hit == nil else { continue }
            let event = chunk.events[local]
            var points: [HCPoint] = []
            if case .touches(let samples) = event.event { points = samples.map(\.location) }
            let point = hit?.point ?? points.first ?? .zero
            let said = { (view: String?) in "touch \(d.touch) delivered to \(view ?? "no view")" }
            return Divergence(
                engine: engine, against: "the device", eventIndex: eventIndex, time: event.time, points: points,
                expected: said(d.view), actual: hit.map { said($0.view) } ?? "touch \(d.touch) not hit-tested",
                touch: d.touch, explanation: explanation(at: point, expected: d.view, in: application))
        }
        return nil
    }

    /// The reference walk at `point` on `application` as it is now, the view it hits, and why
    /// it does not hit the view named `expected` (`hitchain explain --why-not`'s lines).
    static func explanation(at point: HCPoint, expected: String?, in application: UIApplication) -> String {
        var steps: [HitTestStep] = []
        let result = ReferenceHitTester { steps.append($0) }.hitTest(application, screenPoint: point)
        var out = "hit-test at \(point)\n"
        for step in steps { out += step.indentation + step.logLine + "\n" }
        out += "hit: \(result.view.map { $0.hitChain.path } ?? "(null): no window answered; the touch is dropped")\n"
        if let name = expected, let view = application.hitChain.view(named: name), view !== result.view {
            let d = MissDiagnosis(
                view: view, screenPoint: point, application: application, steps: steps, result: result)
            out += "why not \(name)? \(d.reason.sentence(for: view))\n"
            if let r = d.reason.responsible, r !== view { out += "  responsible: \(r.hitChain.path)\n" }
            out += "  rule: \(d.reason.kind)\n"
        } else if let name = expected, application.hitChain.view(named: name) == nil {
            out += "why not \(name)? the model has no view named \"\(name)\" now\n"
        }
        return out
    }
}

extension Replayer {
    /// The classes of `scene` that replay stands in for: each class name of a view or view
    /// controller that is not UIKit's own (`UI…`, `_UI…`) and that `registry` does not build,
    /// so that it replays as a declared view with its recorded geometry and flags, and without
    /// its overrides. Sorted, each once.
    public func standIns(in scene: HCScene) -> [String] {
        let known = Set(registry.classNames)
        let names = scene.views.map(\.className) + scene.viewControllers.map(\.responder.className)
        return Set(names.filter { !$0.hasPrefix("UI") && !$0.hasPrefix("_UI") && !known.contains($0) }).sorted()
    }
}

import HitChainDelivery
import HitChainKit
import HitChainScene

/// Layout before delivery (docs/semantics.md, "Layout before delivery"): the views that need
/// layout are laid out at the start of the next event, before anything of it is delivered —
/// worked out from the scene and the event stream, the laid-out views read from the trace (a
/// user's class laid out is traced `layoutSubviews`):
///
/// - within an event, every `layoutSubviews` comes before anything else the event does;
/// - the first event lays out every view of a user's class the scene marks `needsLayout`, each
///   after the views above it that it lays out too;
/// - a later event lays out a view only after an event that could mark one (a hierarchy or
///   view change): nothing else asks for layout.
struct LayoutBeforeDelivery {
    /// The views of a user's class the scene marks as needing layout.
    private let pending: Set<String>
    /// Each view's superview in the scene, by name.
    private let superview: [String: String]
    /// Whether the previous event could have marked a view as needing layout.
    private var mayHaveMarked = false

    init(scene: HCScene, application: UIApplication) {
        pending = Set(
            scene.views.indices.filter { i in
                scene.views[i].needsLayout && application.view(named: scene.views[i].name)?.isUserClass == true
            }.map { scene.views[$0].name })
        var up: [String: String] = [:]
        up.reserveCapacity(scene.views.count)
        // By index: `for v in scene.views` copied every view.
        for i in scene.views.indices {
            for s in scene.views[i].subviews { up[scene.views[s].name] = scene.views[i].name }
        }
        superview = up
    }

    mutating func observe(_ event: InputEvent, _ entries: ArraySlice<TraceEntry>, eventIndex i: Int) -> FuzzFailure? {
        defer {
            switch event {
            case .change, .addSubview, .removeFromSuperview: mayHaveMarked = true
            default: mayHaveMarked = false
            }
        }
        var laidOut: [String] = []
        var delivering = false
        for entry in entries {
            if case .event = entry { continue }
            guard case .call(let who, .layoutSubviews, _) = entry else {
                delivering = true
                continue
            }
            if delivering {
                return failure(i, "layoutSubviews before the event's first step", "\(who.name) laid out after it began")
            }
            laidOut.append(who.name)
        }
        if i == 0 {
            if let missing = pending.sorted().first(where: { !laidOut.contains($0) }) {
                return failure(i, "\(missing) (needsLayout) laid out before the first event", "it was not")
            }
            for (k, name) in laidOut.enumerated() {
                var cursor = superview[name]
                while let above = cursor {
                    if let j = laidOut.firstIndex(of: above), j > k {
                        return failure(i, "\(above) laid out before \(name), which is below it", "\(name) first")
                    }
                    cursor = superview[above]
                }
            }
        } else if !mayHaveMarked, let name = laidOut.first {
            return failure(i, "no layout: the event before changed no view", "\(name) laid out")
        }
        return nil
    }

    private func failure(_ i: Int, _ expected: String, _ actual: String) -> FuzzFailure {
        FuzzFailure(
            .layoutBeforeDelivery, eventIndex: i, expected: expected, actual: actual,
            detail: "event \(i): the layout pass (docs/semantics.md, \"Layout before delivery\")")
    }
}

import HitChainScene

/// The parts of a scene the delivery expectations are about, for the event generator to aim
/// at: views with recognizers, controls, text inputs and exclusive-touch views; long presses
/// and their durations; responders that can become first responder.
struct DeliveryTargets {
    /// Views whose touches something handles beyond the plain chain walk.
    let handlers: [Int]
    let controls: [Int]
    /// Views with a long press, and its minimum duration.
    let longPresses: [(view: Int, duration: Double)]
    /// Responders whose `canBecomeFirstResponder` is true.
    let firstResponders: [String]
    /// The superview's name of each view that can become first responder, to put it back.
    let superviewNames: [String: String]

    init(scene: Scene) {
        var handlers: [Int] = []
        var longPresses: [(Int, Double)] = []
        var parents = [Int?](repeating: nil, count: scene.views.count)
        for (i, v) in scene.views.enumerated() {
            if !v.gestureRecognizers.isEmpty || v.isControl || v.textInput != .none || v.isExclusiveTouch {
                handlers.append(i)
            }
            for g in v.gestureRecognizers {
                if case .longPress(let duration, _, _) = g.kind { longPresses.append((i, duration)) }
            }
            for s in v.subviews where s < parents.count { parents[s] = i }
        }
        self.handlers = handlers
        controls = scene.views.indices.filter { scene.views[$0].isControl }
        self.longPresses = longPresses
        let views = scene.views.indices.filter { scene.views[$0].canBecomeFirstResponder }
        firstResponders =
            views.map { scene.views[$0].name }
            + scene.viewControllers.filter { $0.responder.canBecomeFirstResponder == true }.map(\.name)
        var superviewNames: [String: String] = [:]
        for v in views {
            if let p = parents[v] { superviewNames[scene.views[v].name] = scene.views[p].name }
        }
        self.superviewNames = superviewNames
    }
}

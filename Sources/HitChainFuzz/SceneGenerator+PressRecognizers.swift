import HitChainScene

extension SceneGenerator {
    /// Sometimes (`pressRecognizer`) a view that can become first responder — the presses'
    /// focus — and one or two recognizers on it or its superviews (now and then on a view off its
    /// chain) that receive presses: a tap of one or two taps, or a long press, each with
    /// `allowedPressTypes` Apple's default, empty or a few types, some not cancelling touches,
    /// some with a delegate that refuses presses. From its own side stream, so the cases made
    /// before stay as they were. Returns the focus's name.
    mutating func addPressRecognizers(_ e: inout Entropy) -> String? {
        guard on.contains(.pressRecognizer), e.chance(0.3) else { return nil }
        let candidates = scene.views.indices.filter { parents[$0] != nil && !scene.views[$0].isControl }
        guard !candidates.isEmpty else { return nil }
        let focus = e.pick(candidates)
        scene.views[focus].responder.canBecomeFirstResponder = true
        var chain = [focus]
        while let p = parents[chain[chain.count - 1]] { chain.append(p) }
        for k in 0..<e.int(in: 1...2) {
            let host = e.chance(0.85) ? e.pick(chain) : e.int(scene.views.count)
            let kind: GestureKind =
                e.chance(0.75)
                ? .tap(taps: e.chance(0.8) ? 1 : 2, touches: 1)
                : .longPress(minimumPressDuration: e.pick([0.2, 0.5]), allowableMovement: 10, touches: 1)
            var spec = GestureRecognizerSpec(name: "\(scene.views[host].name).press\(k + 1)", kind: kind)
            let shape = e.unit()
            if shape < 0.2 {
                spec.allowedPressTypes = []
            } else if shape >= 0.5 {
                var types: [PressType] = []
                for _ in 0..<e.int(in: 1...3) {
                    let t = e.pick(PressType.allCases)
                    if !types.contains(t) { types.append(t) }
                }
                spec.allowedPressTypes = types
            }
            spec.cancelsTouchesInView = e.chance(0.8)
            if e.chance(0.25) {
                var d = GestureDelegateSpec()
                d.shouldReceivePress = [e.chance(0.2)]
                spec.delegate = d
            }
            if e.chance(0.3) { spec.action = e.pick(Self.selectors) }
            scene.views[host].gestureRecognizers.append(spec)
        }
        used.insert(.pressRecognizer)
        return scene.views[focus].name
    }

    /// Sometimes (`changingDelegateAnswers`) one to three recognizers get a delegate whose
    /// `gestureRecognizerShouldBegin` answers change from one attempt to the next: two to four
    /// answers, not all alike. From its own side stream.
    mutating func addChangingAnswers(_ e: inout Entropy) {
        guard on.contains(.changingDelegateAnswers), e.chance(0.35) else { return }
        var slots: [(Int, Int)] = []
        // Not on a view whose class answers gestureRecognizerShouldBegin itself: its twin states
        // that answer as its recognizers' delegates, which a list here would overwrite.
        let refusing = FuzzGestureRefusingView.className  // made once, not for every view
        for v in scene.views.indices where scene.views[v].className != refusing {
            for k in scene.views[v].gestureRecognizers.indices { slots.append((v, k)) }
        }
        guard !slots.isEmpty else { return }
        for _ in 0..<e.int(in: 1...3) {
            let (v, k) = e.pick(slots)
            var answers = (0..<e.int(in: 2...4)).map { _ in e.chance(0.5) }
            if answers.allSatisfy({ $0 == answers[0] }) { answers[answers.count - 1].toggle() }
            var d = scene.views[v].gestureRecognizers[k].delegate ?? GestureDelegateSpec()
            d.shouldBegin = answers
            scene.views[v].gestureRecognizers[k].delegate = d
        }
        used.insert(.changingDelegateAnswers)
    }
}

import HitChainGeometry
import HitChainScene

/// What the newer delivery rules need to be reached, drawn from a side stream so that the rest
/// of a case is what its seed made before: one-sided simultaneity answers between recognizers
/// that share touches, `shouldReceive` lists naming a view with views inside it, press
/// handlers that answer differently by phase, scroll views nested in scroll views and content
/// exactly the size of its scroll view.
extension SceneGenerator {
    mutating func addReach(_ e: inout Entropy) {
        addNestedScrollView(&e)
        if scene.views.contains(where: { s in s.scrollView.map { Self.fits($0, s.geometry.size) } ?? false }) {
            used.insert(.fittedScrollView)
        }
        addOneSidedSimultaneity(&e)
        addDelegatePairs(&e)
        addNestedReceive(&e)
        addPressPerPhase(&e)
    }

    /// Whether a scroll view's content is exactly the size of its bounds: no scroll either way.
    static func fits(_ s: ScrollViewSpec, _ size: HCSize) -> Bool {
        s.contentSize.width == size.width && s.contentSize.height == size.height
    }

    /// A scroll view's content view becomes a scroll view along the other axis (a carousel in
    /// a feed), or one with content exactly its size.
    private mutating func addNestedScrollView(_ e: inout Entropy) {
        guard on.contains(.nestedScrollView), e.chance(0.35) else { return }
        let outer = scene.views.indices.filter { scene.views[$0].scrollView != nil }
        guard !outer.isEmpty else { return }
        let o = e.pick(outer)
        let inner = scene.views[o].subviews.filter { i in
            let v = scene.views[i]
            return !v.isControl && v.scrollView == nil && v.textInput == .none && v.geometry.size.width > 0
                && v.geometry.size.height > 0 && FuzzCatalogue.canHold(v)
        }
        guard !inner.isEmpty, let outerSpec = scene.views[o].scrollView else { return }
        let i = e.pick(inner)
        let size = scene.views[i].geometry.size
        var s = ScrollViewSpec()
        let outerScrollsVertically = outerSpec.contentSize.height > scene.views[o].geometry.size.height
        switch e.int(3) {
        case 0 where outerScrollsVertically: s.contentSize = HCSize(width: size.width * 3, height: size.height)
        case 0: s.contentSize = HCSize(width: size.width, height: size.height * 3)
        case 1: s.contentSize = size
        default: s.contentSize = HCSize(width: size.width * 2, height: size.height * 2)
        }
        if e.chance(0.3) { s.canCancelContentTouches = false }
        scene.views[i].scrollView = s
        used.insert(.nestedScrollView)
        used.insert(.scrollView)
    }

    /// The recognizers of view `v` and of its superviews: they see the touches `v`'s see.
    private func recognizersAround(_ v: Int) -> [(view: Int, slot: Int)] {
        var found: [(Int, Int)] = []
        var cursor: Int? = v
        var steps = 0
        while let c = cursor, steps <= parents.count {
            for k in scene.views[c].gestureRecognizers.indices { found.append((c, k)) }
            cursor = parents[c]
            steps += 1
        }
        return found
    }

    /// A delegate that answers `shouldRecognizeSimultaneouslyWith` yes for a recognizer sharing
    /// its touches, which does not answer it back: either side's yes must be enough.
    private mutating func addOneSidedSimultaneity(_ e: inout Entropy) {
        guard on.contains(.oneSidedSimultaneity), on.contains(.recognizerDelegate), e.chance(0.3) else { return }
        let owners = scene.views.indices.filter { !scene.views[$0].gestureRecognizers.isEmpty }
        guard !owners.isEmpty else { return }
        let v = e.pick(owners)
        let around = recognizersAround(v)
        guard around.count >= 2 else { return }
        let ia = e.int(around.count)
        let a = around[ia]
        let b = around[(ia + 1 + e.int(around.count - 1)) % around.count]
        let other = scene.views[b.view].gestureRecognizers[b.slot]
        let name = scene.views[a.view].gestureRecognizers[a.slot].name
        guard !other.simultaneousWith.contains(name),
            other.delegate?.shouldRecognizeSimultaneouslyWith.contains(name) != true
        else { return }
        var d = scene.views[a.view].gestureRecognizers[a.slot].delegate ?? GestureDelegateSpec()
        d.shouldRecognizeSimultaneouslyWith = [other.name]
        scene.views[a.view].gestureRecognizers[a.slot].delegate = d
        used.insert(.oneSidedSimultaneity)
        used.insert(.recognizerDelegate)
    }

    /// A pair of recognizers a tap on their view puts to the test, on one view: a tap whose
    /// delegate allows it with a pan that does not answer back (`oneSidedSimultaneity`), or a
    /// tap made to wait by a long press's delegate (`shouldBeRequiredToFailBy`) — each added
    /// first, so that it decides first.
    private mutating func addDelegatePairs(_ e: inout Entropy) {
        guard on.contains(.gestureRecognizer), on.contains(.recognizerDelegate), e.chance(0.35) else { return }
        let eligible = scene.views.indices.filter { v in
            parents[v] != nil && !scene.views[v].isControl && scene.views[v].scrollView == nil
        }
        guard !eligible.isEmpty else { return }
        let v = e.pick(eligible)
        let first = "p\(v)a", second = "p\(v)b"
        var tap = GestureRecognizerSpec(name: first, kind: .tap(taps: 1, touches: 1), action: e.pick(Self.selectors))
        var d = GestureDelegateSpec()
        let other: GestureRecognizerSpec
        if on.contains(.oneSidedSimultaneity), e.chance(0.5) {
            d.shouldRecognizeSimultaneouslyWith = [second]
            tap.delegate = d
            other = GestureRecognizerSpec(name: second, kind: .pan(minimumTouches: 1, maximumTouches: nil))
            used.insert(.oneSidedSimultaneity)
        } else {
            var hold = GestureRecognizerSpec(
                name: second,
                kind: .longPress(minimumPressDuration: e.pick([0.2, 0.5]), allowableMovement: 10, touches: 1))
            d.shouldBeRequiredToFailBy = [first]
            hold.delegate = d
            other = hold
            used.insert(.requireToFail)
        }
        scene.views[v].gestureRecognizers += [tap, other]
        used.insert(.gestureRecognizer)
        used.insert(.recognizerDelegate)
    }

    /// A delegate whose `shouldReceive` lists a subview that has subviews of its own: a touch
    /// on one of those is inside a listed view.
    private mutating func addNestedReceive(_ e: inout Entropy) {
        guard on.contains(.nestedReceive), on.contains(.recognizerDelegate), e.chance(0.3) else { return }
        let owners = scene.views.indices.filter { v in
            !scene.views[v].gestureRecognizers.isEmpty
                && scene.views[v].subviews.contains { !scene.views[$0].subviews.isEmpty }
        }
        guard !owners.isEmpty else { return }
        let v = e.pick(owners)
        let listed = e.pick(scene.views[v].subviews.filter { !scene.views[$0].subviews.isEmpty })
        let slot = e.int(scene.views[v].gestureRecognizers.count)
        var d = scene.views[v].gestureRecognizers[slot].delegate ?? GestureDelegateSpec()
        d.shouldReceiveTouchesIn = [scene.views[listed].name]
        scene.views[v].gestureRecognizers[slot].delegate = d
        used.insert(.nestedReceive)
        used.insert(.recognizerDelegate)
    }

    /// Press handlers that differ by phase, on responders presses reach (the key window, its
    /// root view, views that can become first responder, controllers): a walk must ask the
    /// handler of the press's own phase.
    private mutating func addPressPerPhase(_ e: inout Entropy) {
        guard on.contains(.pressPerPhase), e.chance(0.3) else { return }
        var candidates = scene.views.indices.filter { scene.views[$0].canBecomeFirstResponder }
        if let key = scene.keyWindow, key < scene.windows.count {
            let w = scene.windows[key].view
            candidates.append(w)
            candidates += scene.views[w].subviews.prefix(2)
        }
        guard !candidates.isEmpty else { return }
        let phases: [PressPhase] = [.began, .changed, .ended, .cancelled]
        for _ in 0..<e.int(in: 1...3) {
            let v = e.pick(candidates)
            var presses: [PressPhase: Handling] = [:]
            for phase in phases {
                switch e.int(3) {
                case 0: presses[phase] = .handle
                case 1: presses[phase] = .handleAndCallSuper
                default: break
                }
            }
            // At least two phases answer differently.
            if phases.allSatisfy({ presses[$0] == presses[.began] }) {
                presses[.changed] = presses[.began] == nil ? .handle : nil
            }
            scene.views[v].responder.handlers.presses = presses
            if parents[v] != nil, !scene.views[v].canBecomeFirstResponder, e.chance(0.5) {
                scene.views[v].responder.canBecomeFirstResponder = true
            }
        }
        used.insert(.pressPerPhase)
    }
}

import HitChainDelivery
import HitChainGeometry
import HitChainScene

/// A case as a reader wants it: the scene as an indented tree showing only what differs
/// from UIKit's defaults, then the events, one per line.
public enum CaseDescription {
    /// The case as text: its scene as a tree, its events and its probe points.
    public static func text(_ c: FuzzCase) -> String {
        var lines: [String] = []
        let s = c.scene
        let controllerOf = Dictionary(
            s.viewControllers.indices.map { (s.viewControllers[$0].view, $0) }, uniquingKeysWith: { a, _ in a })
        var stack: [(Int, Int)] = []
        for w in s.windows.reversed() { stack.append((w.view, 0)) }
        for d in s.detachedViews.reversed() { stack.append((d, 0)) }
        let windowSpec = Dictionary(s.windows.map { ($0.view, $0) }, uniquingKeysWith: { a, _ in a })
        while let (v, depth) = stack.popLast() {
            var line = String(repeating: "  ", count: depth + 1) + describe(s.views[v], in: s)
            if let w = windowSpec[v] {
                if w.level != 0 { line += " level=\(formatScalar(w.level))" }
                if let k = s.keyWindow, s.windows[k].view == v { line += " key" }
                if let ws = w.windowScene { line += " scene=\(s.windowScenes[ws].name)" }
            } else if s.detachedViews.contains(v) {
                line += " (detached)"
            }
            if let c = controllerOf[v] {
                let vc = s.viewControllers[c]
                line +=
                    " ← \(vc.name)" + (vc.presentedBy.map { " presented by \(s.viewControllers[$0].name)" } ?? "")
                    + handlers(vc.responder.handlers)
            }
            lines.append(line)
            for child in s.views[v].subviews.reversed() { stack.append((child, depth + 1)) }
        }
        if !s.application.handlers.isEmpty {
            lines.append("  \(s.application.name)\(handlers(s.application.handlers))")
        }
        if let d = s.appDelegate, !d.handlers.isEmpty { lines.append("  \(d.name)\(handlers(d.handlers))") }
        lines.append("events:")
        if c.events.isEmpty { lines.append("  (none)") }
        for (i, e) in c.events.enumerated() {
            var line = "  #\(i) t=\(formatScalar(e.time)) \(e.event.summary)"
            if case .touches(let samples) = e.event {
                let notes = samples.compactMap { s in UlpNote.note(s.location).map { "touch \(s.id): \($0)" } }
                if !notes.isEmpty { line += "  (" + notes.joined(separator: "; ") + ")" }
            }
            lines.append(line)
        }
        if !c.probes.isEmpty {
            lines.append(
                "probe points: "
                    + c.probes.map { p in p.description + (UlpNote.note(p).map { " (\($0))" } ?? "") }
                    .joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    /// A view's name, class and placement: a transformed view by what its hit area depends on
    /// (center, bounds size, transform) — its bounding box would hide the bounds size.
    static func placement(_ v: ViewSpec) -> String {
        let g = v.geometry
        guard !g.transform.isIdentity else { return "\(v.name) \(v.className) frame=\(g.frame)" }
        return "\(v.name) \(v.className) center=\(g.center) size=\(g.size) transform=\(g.transform)"
    }

    static func describe(_ v: ViewSpec, in scene: HCScene) -> String {
        let g = v.geometry
        var parts = [placement(v)]
        if g.boundsOrigin != .zero { parts.append("boundsOrigin=\(g.boundsOrigin)") }
        if v.isHidden { parts.append("hidden") }
        if v.alpha != 1 { parts.append("alpha=\(v.alpha)") }
        let defaults = ClassDefaults(className: v.className)
        if v.isUserInteractionEnabled != defaults.isUserInteractionEnabled {
            parts.append("userInteraction=\(v.isUserInteractionEnabled)")
        }
        if !v.isEnabled { parts.append("disabled") }
        if v.isMultipleTouchEnabled { parts.append("multipleTouch") }
        if v.isExclusiveTouch { parts.append("exclusiveTouch") }
        let name = { (t: Int) -> String? in t < scene.views.count ? scene.views[t].name : "view #\(t)" }
        switch v.pointInside {
        case .default: break
        case .insetBounds(let e): parts.append("pointInside=inset\(e)")
        case let other: parts.append("pointInside=\(other.mapTarget(name))")
        }
        switch v.hitTest {
        case .default: break
        case .forward(let t): parts.append("hitTest=forward(to: \(name(t) ?? ""))")
        case let other: parts.append("hitTest=\(other.mapTarget(name))")
        }
        if let s = v.scrollView { parts.append(Self.describe(s)) }
        if case .named(let n)? = v.responder.next { parts.append("next=\(n)") }
        if v.responder.next == NextResponderSpec.none { parts.append("next=nil") }
        for (selector, answer) in v.responder.canPerformAction.sorted(by: { $0.key < $1.key }) {
            parts.append("canPerformAction(\(selector))=\(answer)")
        }
        for g in v.allGestureRecognizers {
            var r = "\(g.name):\(g.kind)"
            if !g.isEnabled { r += " disabled" }
            if !g.cancelsTouchesInView { r += " cancelsTouchesInView=false" }
            if g.delaysTouchesBegan { r += " delaysTouchesBegan" }
            if !g.delaysTouchesEnded { r += " delaysTouchesEnded=false" }
            if !g.simultaneousWith.isEmpty { r += " simultaneousWith=" + g.simultaneousWith.joined(separator: ",") }
            if !g.requiresFailureOf.isEmpty { r += " requiresFailureOf=" + g.requiresFailureOf.joined(separator: ",") }
            if g.allowedPressTypes != GestureRecognizerSpec.defaultPressTypes,
                v.scrollView == nil || g.name != v.scrollViewPan?.name
            {
                r += " allowedPressTypes=[" + g.allowedPressTypes.map(\.rawValue).joined(separator: ",") + "]"
            }
            if let d = g.delegate { r += " delegate(\(Self.delegate(d)))" }
            parts.append("{\(r)}")
        }
        if !v.control.targetActions.isEmpty {
            let t = v.control.targetActions.map { "\($0.events.map(\.rawValue).joined(separator: "|"))→\($0.action)" }
            parts.append("targetActions=" + t.joined(separator: ";"))
        }
        return parts.joined(separator: " ") + handlers(v.responder.handlers)
    }

    /// A declared delegate's answers that differ from UIKit's defaults.
    static func delegate(_ d: GestureDelegateSpec) -> String {
        var parts: [String] = []
        if d.shouldBegin != [true] {
            parts.append("shouldBegin=" + d.shouldBegin.map(String.init).joined(separator: ","))
        }
        if d.shouldReceivePress != [true] {
            parts.append("shouldReceivePress=" + d.shouldReceivePress.map(String.init).joined(separator: ","))
        }
        if let list = d.shouldReceiveTouchesIn { parts.append("shouldReceiveTouchesIn=" + list.joined(separator: ",")) }
        for (key, list) in [
            ("simultaneous", d.shouldRecognizeSimultaneouslyWith), ("requireFailureOf", d.shouldRequireFailureOf),
            ("requiredToFailBy", d.shouldBeRequiredToFailBy),
        ] where !list.isEmpty {
            parts.append("\(key)=" + list.joined(separator: ","))
        }
        return parts.joined(separator: " ")
    }

    static func handlers(_ h: ResponderHandlers) -> String {
        guard !h.isEmpty else { return "" }
        var parts: [String] = []
        for (phase, handling) in h.touches.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            parts.append("touches\(phase.rawValue)=\(handling.rawValue)")
        }
        for (name, handling) in h.router.sorted(by: { $0.key < $1.key }) {
            parts.append("router \"\(name)\"=\(handling.rawValue)")
        }
        if !h.actions.isEmpty { parts.append("actions=" + h.actions.sorted().joined(separator: ",")) }
        if !h.motion.isEmpty { parts.append("motion") }
        if !h.remoteControl.isEmpty { parts.append("remoteControl") }
        if !h.presses.isEmpty { parts.append("presses") }
        return " [" + parts.joined(separator: " ") + "]"
    }

    /// A scroll view's fields that differ from UIKit's defaults.
    private static func describe(_ s: ScrollViewSpec) -> String {
        var r = "scrollView(contentSize=\(s.contentSize)"
        if !s.isScrollEnabled { r += " scrollEnabled=false" }
        if !s.delaysContentTouches { r += " delaysContentTouches=false" }
        if !s.canCancelContentTouches { r += " canCancelContentTouches=false" }
        if !s.touchesShouldBegin { r += " touchesShouldBegin=false" }
        if let c = s.touchesShouldCancel { r += " touchesShouldCancel=\(c)" }
        if s.isDirectionalLockEnabled { r += " directionalLockEnabled" }
        if !s.bounces { r += " bounces=false" }
        if s.alwaysBounceVertical { r += " alwaysBounceVertical" }
        if s.alwaysBounceHorizontal { r += " alwaysBounceHorizontal" }
        if s.decelerationRate != ScrollViewSpec.normalDeceleration {
            r += " decelerationRate=\(s.decelerationRate)"
        }
        return r + ")"
    }
}

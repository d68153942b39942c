import HitChainGeometry

/// Writes an `HCScene` in the JSON scene format. The output reads back to an equal scene
/// (`SceneDecoder().decode(SceneEncoder().encode(s)) == s`), with only non-default fields
/// written so that it stays pleasant to read and edit.
public struct SceneEncoder {
    /// An encoder (it keeps nothing between scenes).
    public init() {}

    /// - Complexity: O(n) in the size of the scene; no recursion.
    public func encode(_ scene: HCScene) -> String {
        String(decoding: encodeUTF8(scene), as: UTF8.self)
    }

    /// The text `encode(_:)` gives, as UTF-8: what a recording stores.
    ///
    /// - Complexity: O(n) in the size of the scene; no recursion.
    package func encodeUTF8(_ scene: HCScene) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        w.field("format", HCScene.formatName)
        w.field("version", Double(HCScene.formatVersion))
        w.key("screen")
        w.beginObject()
        w.field("width", scene.screen.size.width)
        w.field("height", scene.screen.size.height)
        w.field("scale", scene.screen.scale)
        w.endObject()
        w.key("application")
        writeResponder(scene.application, &w)
        w.key("appDelegate")
        if let d = scene.appDelegate { writeResponder(d, &w) } else { w.null() }
        if !scene.windowScenes.isEmpty {
            w.key("windowScenes")
            w.beginArray()
            for s in scene.windowScenes { writeResponder(s, &w) }
            w.endArray()
        }
        let controllerOfView = Dictionary(
            scene.viewControllers.indices.map { (scene.viewControllers[$0].view, $0) }, uniquingKeysWith: { a, _ in a })
        w.key("windows")
        w.beginArray()
        for (i, window) in scene.windows.enumerated() {
            writeTree(window.view, window: i, scene, controllerOfView, &w)
        }
        w.endArray()
        if !scene.detachedViews.isEmpty {
            w.key("detachedViews")
            w.beginArray()
            for d in scene.detachedViews { writeTree(d, window: nil, scene, controllerOfView, &w) }
            w.endArray()
        }
        if let k = scene.keyWindow, k < scene.windows.count {
            w.field("keyWindow", scene.views[scene.windows[k].view].name)
        }
        w.endObject()
        var bytes = w.finishUTF8()
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    private func writeResponder(_ r: ResponderSpec, _ w: inout JSONWriter, open: Bool = true) {
        if open { w.beginObject() }
        w.field("name", r.name)
        w.field("className", r.className)
        writeResponderExtras(r, &w)
        if open { w.endObject() }
    }

    private func writeResponderExtras(_ r: ResponderSpec, _ w: inout JSONWriter) {
        if let c = r.canBecomeFirstResponder { w.field("canBecomeFirstResponder", c) }
        if !r.canResignFirstResponder { w.field("canResignFirstResponder", false) }
        if !r.handlers.isEmpty { writeHandlers(r.handlers, &w) }
        switch r.next {
        case nil: break
        case .none?:
            w.key("next")
            w.null()
        case .named(let name)?: w.field("next", name)
        }
        if !r.canPerformAction.isEmpty {
            w.key("canPerformAction")
            w.beginObject()
            for (selector, answer) in r.canPerformAction.sorted(by: { $0.key < $1.key }) { w.field(selector, answer) }
            w.endObject()
        }
    }

    private func writeTree(
        _ root: Int, window: Int?, _ scene: HCScene, _ controllerOfView: [Int: Int], _ w: inout JSONWriter
    ) {
        enum Step { case open(Int), close }
        var stack: [Step] = [.open(root)]
        while let step = stack.popLast() {
            switch step {
            case .close:
                w.endArray()
                w.endObject()
            case .open(let i):
                let view = scene.views[i]
                w.beginObject()
                writeViewFields(view, scene, &w)
                if i == root, let wi = window {
                    let spec = scene.windows[wi]
                    if spec.level != 0 { w.field("level", spec.level) }
                    if let s = spec.windowScene { w.field("windowScene", scene.windowScenes[s].name) }
                    if let c = spec.rootViewController { w.field("rootViewController", scene.viewControllers[c].name) }
                }
                if let c = controllerOfView[i] {
                    let vc = scene.viewControllers[c]
                    w.key("viewController")
                    w.beginObject()
                    w.field("name", vc.responder.name)
                    w.field("className", vc.responder.className)
                    if let p = vc.presentedBy { w.field("presentedBy", scene.viewControllers[p].name) }
                    writeResponderExtras(vc.responder, &w)
                    w.endObject()
                }
                if view.subviews.isEmpty {
                    w.endObject()
                } else {
                    w.key("subviews")
                    w.beginArray()
                    stack.append(.close)
                    for s in view.subviews.reversed() { stack.append(.open(s)) }
                }
            }
        }
    }

    private func writeViewFields(_ view: ViewSpec, _ scene: HCScene, _ w: inout JSONWriter) {
        let g = view.geometry
        let defaults = ClassDefaults(className: view.className)
        w.field("name", view.name)
        w.field("className", view.className)
        if g.isPlacedByFrame {
            w.field("frame", numbers: [g.frameOrigin.x, g.frameOrigin.y, g.size.width, g.size.height])
        } else {
            w.field("center", numbers: [g.center.x, g.center.y])
            w.field("size", numbers: [g.size.width, g.size.height])
        }
        if g.boundsOrigin != .zero || g.boundsOrigin.x.sign == .minus || g.boundsOrigin.y.sign == .minus {
            w.field("boundsOrigin", numbers: [g.boundsOrigin.x, g.boundsOrigin.y])
        }
        if !g.transform.isIdentity {
            let t = g.transform
            w.field("transform", numbers: [t.a, t.b, t.c, t.d, t.tx, t.ty])
        }
        if view.isHidden { w.field("hidden", true) }
        if view.alpha != 1 { w.field("alpha", Double(view.alpha)) }
        if view.isUserInteractionEnabled != defaults.isUserInteractionEnabled {
            w.field("userInteractionEnabled", view.isUserInteractionEnabled)
        }
        if view.isMultipleTouchEnabled { w.field("multipleTouchEnabled", true) }
        if view.isExclusiveTouch { w.field("exclusiveTouch", true) }
        if !view.gestureRecognizerShouldBegin { w.field("gestureRecognizerShouldBegin", false) }
        if view.isControl != defaults.isControl { w.field("control", view.isControl) }
        if !view.isEnabled { w.field("enabled", false) }
        if view.clipsToBounds { w.field("clipsToBounds", true) }
        if view.needsLayout { w.field("needsLayout", true) }
        if let source = view.source { w.field("source", source) }
        if view.textInput != defaults.textInput { w.field("textInput", view.textInput.rawValue) }
        // The views alone captured: a closure over the scene copied all of it for every view.
        let views = scene.views
        let name = { (t: Int) -> String? in t >= 0 && t < views.count ? views[t].name : "#\(t)" }
        OverrideJSON.write(view.pointInside.mapTarget(name), into: &w)
        // A listed view that is not a subview is never asked: left out, so the file reads back.
        var hitTest = view.hitTest
        if case .onlySubviews(let listed) = hitTest { hitTest = .onlySubviews(listed.filter(view.subviews.contains)) }
        OverrideJSON.write(hitTest.mapTarget(name), into: &w)
        if let scroll = view.scrollView { writeScrollView(scroll, &w) }
        writeGestureFields(view, &w)
        writeResponderExtras(view.responder, &w)
    }

    private func writeScrollView(_ s: ScrollViewSpec, _ w: inout JSONWriter) {
        w.key("scrollView")
        w.beginObject()
        w.field("contentSize", numbers: [s.contentSize.width, s.contentSize.height])
        if !s.isScrollEnabled { w.field("scrollEnabled", false) }
        if !s.delaysContentTouches { w.field("delaysContentTouches", false) }
        if !s.canCancelContentTouches { w.field("canCancelContentTouches", false) }
        if !s.touchesShouldBegin { w.field("touchesShouldBegin", false) }
        if let c = s.touchesShouldCancel { w.field("touchesShouldCancel", c) }
        if s.isDirectionalLockEnabled { w.field("directionalLockEnabled", true) }
        if !s.bounces { w.field("bounces", false) }
        if s.alwaysBounceVertical { w.field("alwaysBounceVertical", true) }
        if s.alwaysBounceHorizontal { w.field("alwaysBounceHorizontal", true) }
        switch s.decelerationRate {
        case ScrollViewSpec.normalDeceleration: break
        case ScrollViewSpec.fastDeceleration: w.field("decelerationRate", "fast")
        default: w.field("decelerationRate", s.decelerationRate)
        }
        w.endObject()
    }

    private func writeHandlers(_ h: ResponderHandlers, _ w: inout JSONWriter) {
        w.key("handles")
        w.beginObject()
        writeMap("touches", h.touches, &w)
        writeMap("motion", h.motion, &w)
        writeMap("remoteControl", h.remoteControl, &w)
        writeMap("presses", h.presses, &w)
        if !h.actions.isEmpty {
            w.key("actions")
            w.beginArray(inline: true)
            for a in h.actions.sorted() { w.string(a) }
            w.endArray()
        }
        if !h.router.isEmpty {
            w.key("router")
            w.beginObject()
            for (name, handling) in h.router.sorted(by: { $0.key < $1.key }) { w.field(name, handling.rawValue) }
            w.endObject()
        }
        w.endObject()
    }

    private func writeMap<K: RawRepresentable & CaseIterable & Hashable>(
        _ key: String, _ map: [K: Handling], _ w: inout JSONWriter
    )
    where K.RawValue == String {
        guard !map.isEmpty else { return }
        let values = Set(map.values)
        if map.count == K.allCases.count, values.count == 1, let only = values.first {
            w.field(key, only.rawValue)
            return
        }
        w.key(key)
        w.beginObject()
        for k in K.allCases { if let h = map[k] { w.field(k.rawValue, h.rawValue) } }
        w.endObject()
    }
}

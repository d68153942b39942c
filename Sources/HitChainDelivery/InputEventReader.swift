import HitChainGeometry
import HitChainScene

/// Reads an event in `InputEventJSON`'s shape from a parsed document; every error names the
/// line and column of the value that is wrong and what was expected there.
struct InputEventReader {
    let doc: JSONDocument

    func event(_ node: Int) throws(SceneError) -> InputEvent {
        let (name, body) = try enumCase(node)
        switch name {
        case "touches": return .touches(try array(try member(body, "_0")).map(touch))
        case "motion": return .motion(try raw(try member(body, "_0"), MotionPhase.self))
        case "remoteControl": return .remoteControl(try raw(try member(body, "_0"), RemoteControlSubtype.self))
        case "presses": return .presses(try array(try member(body, "_0")).map(press))
        case "routerMessage":
            return .routerMessage(
                from: try string(try member(body, "from")), name: try string(try member(body, "name")))
        case "action":
            return .action(
                selector: try string(try member(body, "selector")), target: try optionalString(body, "target"),
                sender: try optionalString(body, "sender"))
        case "editingMenu":
            return .editingMenu(
                selector: try string(try member(body, "selector")), sender: try optionalString(body, "sender"))
        case "becomeFirstResponder": return .becomeFirstResponder(try string(try member(body, "_0")))
        case "resignFirstResponder": return .resignFirstResponder(try string(try member(body, "_0")))
        case "addSubview":
            return .addSubview(
                view: try string(try member(body, "view")), superview: try string(try member(body, "superview")),
                index: try optionalMember(body, "index").map(int))
        case "removeFromSuperview": return .removeFromSuperview(try string(try member(body, "_0")))
        case "change": return .change(view: try string(try member(body, "view")), try change(try member(body, "_1")))
        case "idle": return .idle
        default: throw error(node, "an event kind this reader does not know: \"\(name)\"")
        }
    }

    private func touch(_ node: Int) throws(SceneError) -> TouchSample {
        var s = TouchSample(
            id: try int(try member(node, "id")), phase: try raw(try member(node, "phase"), TouchPhase.self),
            location: try point(try member(node, "location")))
        s.tapCount = try int(try member(node, "tapCount"))
        s.force = try number(try member(node, "force"))
        s.majorRadius = try number(try member(node, "majorRadius"))
        return s
    }

    private func press(_ node: Int) throws(SceneError) -> PressSample {
        PressSample(
            id: try int(try member(node, "id")), type: try raw(try member(node, "type"), PressType.self),
            phase: try raw(try member(node, "phase"), PressPhase.self),
            force: try optionalMember(node, "force").map(number))
    }

    private func change(_ node: Int) throws(SceneError) -> ViewChange {
        let (name, body) = try enumCase(node)
        switch name {
        case "frame":
            let r = try member(body, "_0")
            return .frame(HCRect(origin: try point(try member(r, "origin")), size: try size(try member(r, "size"))))
        case "center": return .center(try point(try member(body, "_0")))
        case "boundsSize": return .boundsSize(try size(try member(body, "_0")))
        case "boundsOrigin": return .boundsOrigin(try point(try member(body, "_0")))
        case "transform":
            let t = try member(body, "_0")
            return .transform(
                ViewTransform(
                    a: try number(try member(t, "a")), b: try number(try member(t, "b")),
                    c: try number(try member(t, "c")), d: try number(try member(t, "d")),
                    tx: try number(try member(t, "tx")), ty: try number(try member(t, "ty"))))
        case "hidden": return .hidden(try bool(try member(body, "_0")))
        case "alpha": return .alpha(Float(try number(try member(body, "_0"))))
        case "userInteractionEnabled": return .userInteractionEnabled(try bool(try member(body, "_0")))
        case "enabled": return .enabled(try bool(try member(body, "_0")))
        case "pointInside": return .pointInside(try pointInside(try member(body, "_0")))
        case "hitTest": return .hitTest(try hitTest(try member(body, "_0")))
        case "level": return .level(try number(try member(body, "_0")))
        case "bringToFront": return .bringToFront
        case "sendToBack": return .sendToBack
        case "moveTo": return .moveTo(index: try int(try member(body, "index")))
        case "windowRemoved": return .windowRemoved
        case "windowAdded": return .windowAdded
        default: throw error(node, "a change this reader does not know: \"\(name)\"")
        }
    }

    private func pointInside(_ node: Int) throws(SceneError) -> PointInsideOverride<String> {
        let (name, body) = try enumCase(node)
        switch name {
        case "default": return .default
        case "insetBounds":
            let e = try member(body, "_0")
            return .insetBounds(
                HCEdgeInsets(
                    top: try number(try member(e, "top")), left: try number(try member(e, "left")),
                    bottom: try number(try member(e, "bottom")), right: try number(try member(e, "right"))))
        case "never": return .never
        case "overSubviews": return .overSubviews
        case "oval": return .oval
        case "circle": return .circle(radius: try optionalMember(body, "radius").map(number))
        case "roundedRect": return .roundedRect(cornerRadius: try number(try member(body, "cornerRadius")))
        case "minimumSize": return .minimumSize(try size(try member(body, "_0")))
        case "boundsOf": return .boundsOf(try string(try member(body, "_0")))
        case "subviewsPointInside": return .subviewsPointInside
        default: throw error(node, "a pointInside override this reader does not know: \"\(name)\"")
        }
    }

    private func hitTest(_ node: Int) throws(SceneError) -> HitTestOverride<String> {
        let (name, body) = try enumCase(node)
        switch name {
        case "default": return .default
        case "passThrough": return .passThrough
        case "forward": return .forward(to: try string(try member(body, "to")))
        case "selfOnly": return .selfOnly
        case "redirect": return .redirect(to: try string(try member(body, "to")))
        case "onlySubviews": return .onlySubviews(try array(try member(body, "_0")).map(string))
        case "selfWhenInside": return .selfWhenInside
        default: throw error(node, "a hitTest override this reader does not know: \"\(name)\"")
        }
    }

    // MARK: Values

    /// An enum case: an object of one member, its name and its body (an object).
    private func enumCase(_ node: Int) throws(SceneError) -> (String, Int) {
        guard case .object(let members) = doc[node].value, members.count == 1 else {
            throw error(node, "expected an object with one member, the case's name")
        }
        guard case .object = doc[members[0].value].value else {
            throw error(members[0].value, "expected an object (the values of \"\(members[0].key)\")")
        }
        return (members[0].key, members[0].value)
    }

    private func optionalMember(_ node: Int, _ key: String) throws(SceneError) -> Int? {
        guard case .object(let members) = doc[node].value else { throw error(node, "expected an object") }
        return members.first { $0.key == key }?.value
    }

    private func member(_ node: Int, _ key: String) throws(SceneError) -> Int {
        guard let m = try optionalMember(node, key) else { throw error(node, "\"\(key)\" is missing") }
        return m
    }

    private func optionalString(_ node: Int, _ key: String) throws(SceneError) -> String? {
        guard let m = try optionalMember(node, key) else { return nil }
        return try string(m)
    }

    private func array(_ node: Int) throws(SceneError) -> [Int] {
        guard case .array(let items) = doc[node].value else { throw error(node, "expected an array") }
        return items
    }

    private func string(_ node: Int) throws(SceneError) -> String {
        guard case .string(let s) = doc[node].value else { throw error(node, "expected a string") }
        return s
    }

    private func bool(_ node: Int) throws(SceneError) -> Bool {
        guard case .bool(let b) = doc[node].value else { throw error(node, "expected true or false") }
        return b
    }

    private func number(_ node: Int) throws(SceneError) -> Double {
        guard case .number(let d) = doc[node].value, d.isFinite else { throw error(node, "expected a finite number") }
        return d
    }

    private func int(_ node: Int) throws(SceneError) -> Int {
        guard let n = Int(exactly: try number(node)) else { throw error(node, "expected a whole number") }
        return n
    }

    private func point(_ node: Int) throws(SceneError) -> HCPoint {
        HCPoint(x: try number(try member(node, "x")), y: try number(try member(node, "y")))
    }

    private func size(_ node: Int) throws(SceneError) -> HCSize {
        HCSize(width: try number(try member(node, "width")), height: try number(try member(node, "height")))
    }

    private func raw<T: RawRepresentable<String>>(_ node: Int, _ type: T.Type) throws(SceneError) -> T {
        let s = try string(node)
        guard let value = T(rawValue: s) else { throw error(node, "\"\(s)\" is not a \(T.self)") }
        return value
    }

    private func error(_ node: Int, _ problem: String) -> SceneError {
        var e = SceneError(.wrongType, problem)
        e.line = doc[node].location.line
        e.column = doc[node].location.column
        return e
    }
}

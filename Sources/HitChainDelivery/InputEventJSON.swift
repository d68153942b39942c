import HitChainGeometry
package import HitChainScene

/// Events as JSON in the one shape `.evz` files have always stored their application events
/// in (`{"change":{"_1":{"boundsOrigin":{"_0":{"x":0,"y":100}}},"view":"root"}}`: a case is an
/// object named for it, labelled values by label, unlabelled ones `_0`, `_1`, nil values
/// left out, keys sorted), written and read by the package's own JSON writer and reader —
/// the one JSON system — so a damaged event names its place instead of failing opaquely.
package enum InputEventJSON {
    /// A JSON value whose objects are written with their keys sorted.
    private indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(Double)
        case float(Float)
        case int(Int)
        case bool(Bool)

        static func number(_ d: Double) -> String {
            if d.isNaN { return "NaN" }
            if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
            return d == 0 && d.sign == .minus ? "-0" : formatScalar(d)
        }

        func write(_ out: inout String) {
            switch self {
            case .object(let members):
                out += "{"
                for (i, (key, value)) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                    if i > 0 { out += "," }
                    out += JSONWriter.quote(key) + ":"
                    value.write(&out)
                }
                out += "}"
            case .array(let items):
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += "," }
                    item.write(&out)
                }
                out += "]"
            case .string(let s): out += JSONWriter.quote(s)
            // The reader's tokens for what JSON has no number for, which it then refuses
            // with the event's place; -0 keeps its sign.
            case .number(let d): out += Self.number(d)
            case .float(let f): out += f.isFinite ? "\(f)" : Self.number(Double(f))
            case .int(let n): out += String(n)
            case .bool(let b): out += b ? "true" : "false"
            }
        }
    }

    /// The event's JSON, on one line.
    ///
    /// - Complexity: O(size of the event).
    package static func encode(_ event: InputEvent) -> String {
        var out = ""
        value(event).write(&out)
        return out
    }

    /// A timed event's JSON (`{"event":{…},"time":0.25}`), on one line.
    package static func encode(_ event: TimedEvent) -> String {
        var out = ""
        Value.object([("event", value(event.event)), ("time", .number(event.time))]).write(&out)
        return out
    }

    /// Reads an event back; the error names the place in `bytes` and what is wrong there.
    ///
    /// - Complexity: O(size of the text).
    package static func decode(_ bytes: [UInt8]) throws(SceneError) -> InputEvent {
        let doc = try JSONDocument.parsing(bytes)
        return try InputEventReader(doc: doc).event(doc.root)
    }

    // MARK: Writing

    private static func unlabelled(_ name: String, _ values: Value...) -> Value {
        .object([(name, .object(values.enumerated().map { ("_\($0.offset)", $0.element) }))])
    }

    private static func labelled(_ name: String, _ members: [(String, Value?)]) -> Value {
        .object([(name, .object(members.compactMap { key, value in value.map { (key, $0) } }))])
    }

    private static func value(_ event: InputEvent) -> Value {
        switch event {
        case .touches(let samples): return unlabelled("touches", .array(samples.map(value)))
        case .motion(let phase): return unlabelled("motion", .string(phase.rawValue))
        case .remoteControl(let subtype): return unlabelled("remoteControl", .string(subtype.rawValue))
        case .presses(let presses): return unlabelled("presses", .array(presses.map(value)))
        case .routerMessage(let from, let name):
            return labelled("routerMessage", [("from", .string(from)), ("name", .string(name))])
        case .action(let selector, let target, let sender):
            return labelled(
                "action",
                [
                    ("selector", .string(selector)), ("target", target.map(Value.string)),
                    ("sender", sender.map(Value.string)),
                ])
        case .editingMenu(let selector, let sender):
            return labelled("editingMenu", [("selector", .string(selector)), ("sender", sender.map(Value.string))])
        case .becomeFirstResponder(let name): return unlabelled("becomeFirstResponder", .string(name))
        case .resignFirstResponder(let name): return unlabelled("resignFirstResponder", .string(name))
        case .addSubview(let view, let superview, let index):
            return labelled(
                "addSubview",
                [("view", .string(view)), ("superview", .string(superview)), ("index", index.map(Value.int))])
        case .removeFromSuperview(let name): return unlabelled("removeFromSuperview", .string(name))
        case .change(let view, let change):
            return .object([("change", .object([("view", .string(view)), ("_1", value(change))]))])
        case .idle: return .object([("idle", .object([]))])
        }
    }

    private static func value(_ s: TouchSample) -> Value {
        .object([
            ("id", .int(s.id)), ("phase", .string(s.phase.rawValue)), ("location", value(s.location)),
            ("tapCount", .int(s.tapCount)), ("force", .number(s.force)), ("majorRadius", .number(s.majorRadius)),
        ])
    }

    private static func value(_ p: PressSample) -> Value {
        var members: [(String, Value)] = [
            ("id", .int(p.id)), ("type", .string(p.type.rawValue)), ("phase", .string(p.phase.rawValue)),
        ]
        if let force = p.force { members.append(("force", .number(force))) }
        return .object(members)
    }

    private static func value(_ p: HCPoint) -> Value { .object([("x", .number(p.x)), ("y", .number(p.y))]) }

    private static func value(_ s: HCSize) -> Value {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
    }

    private static func value(_ change: ViewChange) -> Value {
        switch change {
        case .frame(let r):
            return unlabelled("frame", .object([("origin", value(r.origin)), ("size", value(r.size))]))
        case .center(let p): return unlabelled("center", value(p))
        case .boundsSize(let s): return unlabelled("boundsSize", value(s))
        case .boundsOrigin(let p): return unlabelled("boundsOrigin", value(p))
        case .transform(let t):
            return unlabelled(
                "transform",
                .object([
                    ("a", .number(t.a)), ("b", .number(t.b)), ("c", .number(t.c)), ("d", .number(t.d)),
                    ("tx", .number(t.tx)), ("ty", .number(t.ty)),
                ]))
        case .hidden(let b): return unlabelled("hidden", .bool(b))
        case .alpha(let a): return unlabelled("alpha", .float(a))
        case .userInteractionEnabled(let b): return unlabelled("userInteractionEnabled", .bool(b))
        case .enabled(let b): return unlabelled("enabled", .bool(b))
        case .pointInside(let o): return unlabelled("pointInside", value(o))
        case .hitTest(let o): return unlabelled("hitTest", value(o))
        case .level(let l): return unlabelled("level", .number(l))
        case .bringToFront: return .object([("bringToFront", .object([]))])
        case .sendToBack: return .object([("sendToBack", .object([]))])
        case .moveTo(let index): return labelled("moveTo", [("index", .int(index))])
        case .windowRemoved: return .object([("windowRemoved", .object([]))])
        case .windowAdded: return .object([("windowAdded", .object([]))])
        }
    }

    private static func value(_ o: PointInsideOverride<String>) -> Value {
        switch o {
        case .default: return .object([("default", .object([]))])
        case .insetBounds(let e):
            return unlabelled(
                "insetBounds",
                .object([
                    ("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)),
                    ("right", .number(e.right)),
                ]))
        case .never: return .object([("never", .object([]))])
        case .overSubviews: return .object([("overSubviews", .object([]))])
        case .oval: return .object([("oval", .object([]))])
        case .circle(let radius): return labelled("circle", [("radius", radius.map(Value.number))])
        case .roundedRect(let r): return labelled("roundedRect", [("cornerRadius", .number(r))])
        case .minimumSize(let s): return unlabelled("minimumSize", value(s))
        case .boundsOf(let name): return unlabelled("boundsOf", .string(name))
        case .subviewsPointInside: return .object([("subviewsPointInside", .object([]))])
        }
    }

    private static func value(_ o: HitTestOverride<String>) -> Value {
        switch o {
        case .default: return .object([("default", .object([]))])
        case .passThrough: return .object([("passThrough", .object([]))])
        case .forward(let to): return labelled("forward", [("to", .string(to))])
        case .selfOnly: return .object([("selfOnly", .object([]))])
        case .redirect(let to): return labelled("redirect", [("to", .string(to))])
        case .onlySubviews(let names): return unlabelled("onlySubviews", .array(names.map(Value.string)))
        case .selfWhenInside: return .object([("selfWhenInside", .object([]))])
        }
    }
}

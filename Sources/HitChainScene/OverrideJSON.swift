import HitChainGeometry

/// The scene format's words for `pointInside` and `hitTest` overrides (docs/scene-format.md),
/// read and written in one place for scenes, annotations and run-time changes. Views are
/// named; a scene resolves the names to indices once every view is read.
public enum OverrideJSON {
    /// What an error says a `pointInside` override may be.
    public static let expectedPointInside =
        "expected \"default\", \"never\", \"overSubviews\", \"oval\", \"circle\", \"subviewsPointInside\", "
        + "{\"insetBy\": [top, left, bottom, right]}, {\"circle\": radius}, {\"roundedRect\": radius}, "
        + "{\"minimumSize\": [width, height]} or {\"boundsOf\": \"name\"}"
    /// What an error says a `hitTest` override may be.
    public static let expectedHitTest =
        "expected \"default\", \"passThrough\", \"selfOnly\", \"selfWhenInside\", {\"forwardTo\": \"name\"}, "
        + "{\"redirectTo\": \"name\"} or {\"onlySubviews\": [\"name\", …]}"

    /// The `pointInside` member of `o` (which has one).
    public static func pointInside(in o: JSONObjectReader, field: String = "pointInside") throws(SceneError)
        -> PointInsideOverride<String>
    {
        guard let node = o.value(field) else { return .default }
        let result: PointInsideOverride<String>
        if case .object = o.doc[node].value {
            let inner = try JSONObjectReader(o.doc, node, path: o.path.child(".\(field)"), label: o.label)
            try inner.allow(["insetBy", "circle", "roundedRect", "minimumSize", "boundsOf"])
            guard inner.orderedKeys.count == 1 else { throw o.error(.invalidValue, expectedPointInside, field: field) }
            if let e = try inner.numbers("insetBy", count: 4, shape: "[top, left, bottom, right]") {
                result = .insetBounds(HCEdgeInsets(top: e[0], left: e[1], bottom: e[2], right: e[3]))
            } else if let r = try inner.number("circle") {
                result = .circle(radius: r)
            } else if let r = try inner.number("roundedRect") {
                result = .roundedRect(cornerRadius: r)
            } else if let s = try inner.numbers("minimumSize", count: 2, shape: "[width, height]") {
                result = .minimumSize(HCSize(width: s[0], height: s[1]))
            } else if let name = try inner.string("boundsOf"), !name.isEmpty {
                result = .boundsOf(name)
            } else {
                throw o.error(.invalidValue, expectedPointInside, field: field)
            }
        } else {
            switch try o.string(field) {
            case "default": result = .default
            case "never": result = .never
            case "overSubviews": result = .overSubviews
            case "oval": result = .oval
            case "circle": result = .circle(radius: nil)
            case "subviewsPointInside": result = .subviewsPointInside
            default: throw o.error(.invalidValue, expectedPointInside, field: field)
            }
        }
        guard result.hasValidNumbers else {
            throw o.error(
                .invalidValue, "a radius or size is a finite number, not negative; an inset is finite", field: field)
        }
        return result
    }

    /// The `hitTest` member of `o` (which has one).
    public static func hitTest(in o: JSONObjectReader, field: String = "hitTest") throws(SceneError)
        -> HitTestOverride<String>
    {
        guard let node = o.value(field) else { return .default }
        if case .object = o.doc[node].value {
            let inner = try JSONObjectReader(o.doc, node, path: o.path.child(".\(field)"), label: o.label)
            try inner.allow(["forwardTo", "redirectTo", "onlySubviews"])
            guard inner.orderedKeys.count == 1 else { throw o.error(.invalidValue, expectedHitTest, field: field) }
            if let name = try inner.string("forwardTo"), !name.isEmpty { return .forward(to: name) }
            if let name = try inner.string("redirectTo"), !name.isEmpty { return .redirect(to: name) }
            if let items = try inner.array("onlySubviews") {
                var names: [String] = []
                for item in items {
                    guard case .string(let s) = o.doc[item].value, !s.isEmpty else {
                        throw o.error(.wrongType, "onlySubviews is an array of view names", field: field)
                    }
                    names.append(s)
                }
                return .onlySubviews(names)
            }
            throw o.error(.invalidValue, expectedHitTest, field: field)
        }
        switch try o.string(field) {
        case "default": return .default
        case "passThrough": return .passThrough
        case "selfOnly": return .selfOnly
        case "selfWhenInside": return .selfWhenInside
        default: throw o.error(.invalidValue, expectedHitTest, field: field)
        }
    }

    /// Writes `pointInside` (nothing for the default).
    public static func write(_ o: PointInsideOverride<String>, field: String = "pointInside", into w: inout JSONWriter)
    {
        func object(_ key: String, _ body: (inout JSONWriter) -> Void) { member(field, key, body, into: &w) }
        switch o {
        case .default: break
        case .never: w.field(field, "never")
        case .overSubviews: w.field(field, "overSubviews")
        case .oval: w.field(field, "oval")
        case .circle(nil): w.field(field, "circle")
        case .subviewsPointInside: w.field(field, "subviewsPointInside")
        case .insetBounds(let e): object("insetBy") { $0.numbers([e.top, e.left, e.bottom, e.right]) }
        case .circle(let r?): object("circle") { $0.number(r) }
        case .roundedRect(let r): object("roundedRect") { $0.number(r) }
        case .minimumSize(let s): object("minimumSize") { $0.numbers([s.width, s.height]) }
        case .boundsOf(let name): object("boundsOf") { $0.string(name) }
        }
    }

    /// Writes `hitTest` (nothing for the default).
    public static func write(_ o: HitTestOverride<String>, field: String = "hitTest", into w: inout JSONWriter) {
        func object(_ key: String, _ body: (inout JSONWriter) -> Void) { member(field, key, body, into: &w) }
        switch o {
        case .default: break
        case .passThrough: w.field(field, "passThrough")
        case .selfOnly: w.field(field, "selfOnly")
        case .selfWhenInside: w.field(field, "selfWhenInside")
        case .forward(let name): object("forwardTo") { $0.string(name) }
        case .redirect(let name): object("redirectTo") { $0.string(name) }
        case .onlySubviews(let names):
            object("onlySubviews") { w in
                w.beginArray(inline: true)
                for n in names { w.string(n) }
                w.endArray()
            }
        }
    }

    /// `"field": {"key": …}`, the value written by `body`.
    private static func member(
        _ field: String, _ key: String, _ body: (inout JSONWriter) -> Void, into w: inout JSONWriter
    ) {
        w.key(field)
        w.beginObject()
        w.key(key)
        body(&w)
        w.endObject()
    }
}

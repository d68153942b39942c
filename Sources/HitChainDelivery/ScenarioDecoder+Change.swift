import HitChainGeometry
import HitChainScene

/// The `change` verb: a run-time change to a view or window (`InputEvent.change`),
/// `{ "view": "name", KEY: VALUE }` with exactly one key besides `view` (docs/scenario-format.md).
extension ScenarioDecoder {
    static let changeKeys = [
        "frame", "center", "boundsSize", "boundsOrigin", "transform", "hidden", "alpha", "userInteractionEnabled",
        "enabled",
        "pointInside", "hitTest", "level", "order", "window",
    ]

    func readChange(_ o: JSONObjectReader) throws(SceneError) -> InputEvent {
        try o.allow(Set(["view"] + Self.changeKeys))
        guard let view = try o.string("view"), !view.isEmpty else {
            throw o.error(.missingField, "missing \"view\": a name")
        }
        let present = Self.changeKeys.filter { o.has($0) }
        guard present.count == 1, let key = present.first else {
            throw o.error(
                .invalidValue, "a change has \"view\" and exactly one of: \(Self.changeKeys.joined(separator: ", "))")
        }
        return .change(view: view, try readChangeValue(o, key))
    }

    private func readChangeValue(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> ViewChange {
        switch key {
        case "frame":
            let n = try changeNumbers(o, key, 4, "[x, y, width, height]")
            return .frame(HCRect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case "center":
            let n = try changeNumbers(o, key, 2, "[x, y]")
            return .center(HCPoint(x: n[0], y: n[1]))
        case "boundsSize":
            let n = try changeNumbers(o, key, 2, "[width, height]")
            guard n[0] >= 0, n[1] >= 0 else {
                throw o.error(.negativeSize, "a bounds size cannot be negative", field: key)
            }
            return .boundsSize(HCSize(width: n[0], height: n[1]))
        case "boundsOrigin":
            let n = try changeNumbers(o, key, 2, "[x, y]")
            return .boundsOrigin(HCPoint(x: n[0], y: n[1]))
        case "transform":
            let n = try changeNumbers(o, key, 6, "[a, b, c, d, tx, ty]")
            return .transform(ViewTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
        case "hidden": return .hidden(try changeFlag(o, key))
        case "userInteractionEnabled": return .userInteractionEnabled(try changeFlag(o, key))
        case "enabled": return .enabled(try changeFlag(o, key))
        case "alpha": return try readAlphaChange(o, key)
        case "level": return try readLevelChange(o, key)
        case "pointInside": return .pointInside(try readPointInside(o))
        case "hitTest": return .hitTest(try readHitTest(o))
        case "order": return try readOrderChange(o, key)
        default: return try readWindowChange(o, key)
        }
    }

    /// The `count` finite numbers of `key`, laid out as `shape` (`[x, y]`).
    private func changeNumbers(_ o: JSONObjectReader, _ key: String, _ count: Int, _ shape: String)
        throws(SceneError) -> [Double]
    {
        guard let n = try o.numbers(key, count: count, shape: shape) else {
            throw o.error(.wrongType, "expected \(shape)", field: key)
        }
        guard n.allSatisfy(\.isFinite) else {
            throw o.error(.nonFiniteNumber, "numbers must be finite", field: key)
        }
        return n
    }

    /// The boolean value of `key`.
    private func changeFlag(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> Bool {
        guard let b = try o.bool(key) else { throw o.error(.wrongType, "expected true or false", field: key) }
        return b
    }

    /// `"alpha": A`, a number in 0…1.
    private func readAlphaChange(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> ViewChange {
        guard let a = try o.number(key), a.isFinite, a >= 0, a <= 1 else {
            throw o.error(.outOfRange, "alpha is a number in 0…1", field: key)
        }
        return .alpha(Float(a))
    }

    /// `"level": L`, a window level: any finite number.
    private func readLevelChange(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> ViewChange {
        guard let l = try o.number(key), l.isFinite else {
            throw o.error(.nonFiniteNumber, "level is a finite number", field: key)
        }
        return .level(l)
    }

    /// `"order"`: `"front"`, `"back"` or a whole-number index.
    private func readOrderChange(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> ViewChange {
        if let index = try? o.number(key) {
            guard index >= 0, index == index.rounded(), index <= 1e9 else {
                throw o.error(.invalidValue, "an index is a whole number from 0", field: key)
            }
            return .moveTo(index: Int(index))
        }
        switch try o.string(key) {
        case "front": return .bringToFront
        case "back": return .sendToBack
        default: throw o.error(.invalidValue, "order is \"front\", \"back\" or an index", field: key)
        }
    }

    /// `"window"`: `"removed"` or `"added"`.
    private func readWindowChange(_ o: JSONObjectReader, _ key: String) throws(SceneError) -> ViewChange {
        switch try o.string(key) {
        case "removed": return .windowRemoved
        case "added": return .windowAdded
        default: throw o.error(.invalidValue, "window is \"removed\" or \"added\"", field: key)
        }
    }

    private func readPointInside(_ o: JSONObjectReader) throws(SceneError) -> PointInsideOverride<String> {
        try OverrideJSON.pointInside(in: o)
    }

    private func readHitTest(_ o: JSONObjectReader) throws(SceneError) -> HitTestOverride<String> {
        try OverrideJSON.hitTest(in: o)
    }
}

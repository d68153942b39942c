import Foundation
public import HitChainScene

extension Divergence {
    /// The divergence as `replay --json` and the explorer write it: `{"engine", "against",
    /// "event", "time", "points": [[x, y], …], "expected", "actual", "sentence"}` (the time in
    /// seconds, the traces' lines without their indentation, then the whole in words); for a
    /// device recording, also `"touch"` and `"explanation"` (the model's walk at that touch).
    public func writeJSON(into w: inout JSONWriter) {
        w.beginObject()
        w.field("engine", engine)
        w.field("against", against)
        w.field("event", Double(eventIndex))
        w.field("time", time)
        w.key("points")
        w.beginArray(inline: true)
        for p in points { w.numbers([p.x, p.y]) }
        w.endArray()
        w.field("expected", expected.trimmingCharacters(in: .whitespaces))
        w.field("actual", actual.trimmingCharacters(in: .whitespaces))
        w.field("sentence", description)
        if let touch { w.field("touch", Double(touch)) }
        if let explanation { w.field("explanation", explanation) }
        w.endObject()
    }
}

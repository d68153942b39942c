/// Where a value sits in a JSON document (`windows[0].subviews[2].frame`), kept as a
/// shared linked list so that naming a child costs O(1): spelling out every path of a
/// deep document as a string would cost O(depth²).
public final class JSONPath: Sendable, CustomStringConvertible {
    let parent: JSONPath?
    let component: String

    /// The path of `component` under `parent`.
    public init(_ component: String, parent: JSONPath? = nil) {
        self.parent = parent
        self.component = component
    }

    /// `windows[0]` → `windows[0].subviews[2]` with `child(".subviews[2]")`.
    public func child(_ component: String) -> JSONPath { JSONPath(component, parent: self) }

    /// The path as text; a path deeper than 12 levels shows its first and last five with
    /// the number left out between them, so that an error about a deep file stays one line.
    ///
    /// - Complexity: O(depth); called only to report an error.
    public var description: String {
        var parts: [String] = []
        var cursor: JSONPath? = self
        while let p = cursor {
            parts.append(p.component)
            cursor = p.parent
        }
        parts.reverse()
        guard parts.count > 12 else { return parts.joined() }
        let omitted = parts.count - 10
        return parts[..<5].joined() + "…(\(omitted) levels)…" + parts[(parts.count - 5)...].joined()
    }
}

/// A small SVG writer: elements with attributes, text escaped, numbers printed short.
/// Pictures build one with `element` / `open` / `close` and take `text` at the end.
package struct SVGDocument {
    package let width: Double
    package let height: Double
    private var body = ""

    package init(width: Double, height: Double, style: String = "") {
        self.width = width
        self.height = height
        body += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        body += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" "
        body += "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
        body += "font-family=\"Helvetica, Arial, sans-serif\">\n"
        if !style.isEmpty { body += "<style>\n\(style)</style>\n" }
        body += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    }

    /// `<name a="v" …/>`, or with content: `<name …>text<title>title</title></name>`.
    package mutating func element(
        _ name: String, _ attributes: KeyValuePairs<String, String>, text: String? = nil, title: String? = nil
    ) {
        body += "<\(name)\(Self.attributes(attributes))"
        guard text != nil || title != nil else {
            body += "/>\n"
            return
        }
        body += ">"
        if let title { body += "<title>\(Self.escape(title))</title>" }
        if let text { body += Self.escape(text) }
        body += "</\(name)>\n"
    }

    /// Opens a group (or any container) that `close` ends.
    package mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        body += "<\(name)\(Self.attributes(attributes))>\n"
    }

    package mutating func close(_ name: String) { body += "</\(name)>\n" }

    /// The finished document.
    package var text: String { body + "</svg>\n" }

    /// XML-escapes text and attribute values (`XMLText.escape`: a forbidden character becomes
    /// U+FFFD, as in every document the package writes).
    package static func escape(_ s: String) -> String { XMLText.escape(s) }

    /// A coordinate with at most two decimals, clamped to ±10⁷ so that absurd geometry
    /// still gives a document a renderer accepts.
    package static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let c = Swift.min(Swift.max(v, -1e7), 1e7)
        let r = (c * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        return String(r)
    }

    private static func attributes(_ attributes: KeyValuePairs<String, String>) -> String {
        attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }
}

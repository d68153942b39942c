import HitChainGeometry
import Testing

@testable import HitChainScene

/// The writer's layout: indentation stops growing at `maxIndentLevels`, so that a deep
/// document (a 10 000-level view chain) is linear in its content, and it still reads back.
@Suite("JSON writer")
struct JSONWriterTests {
    /// A chain of `depth` views, each the only subview of the one before.
    static func chain(_ depth: Int) -> HCScene {
        var views: [ViewSpec] = []
        for k in 0..<depth {
            let frame = HCRect(x: 0, y: 0, width: 100, height: 100)
            views.append(
                ViewSpec(
                    name: "v\(k)", className: k == 0 ? "UIWindow" : "UIView", geometry: ViewGeometry(frame: frame),
                    subviews: k + 1 < depth ? [k + 1] : []))
        }
        return HCScene(views: views, windows: [WindowSpec(view: 0)], keyWindow: 0)
    }

    @Test("a deep chain's text grows linearly with its depth, and reads back the same")
    func deepChainIsLinear() throws {
        let shallow = SceneEncoder().encode(Self.chain(1_000)).utf8.count
        let deep = SceneEncoder().encode(Self.chain(4_000)).utf8.count
        // Four times the views: about four times the text (quadratic indentation made it 16).
        #expect(Double(deep) / Double(shallow) < 4.2, "\(shallow) → \(deep) bytes")
        let limits = SceneLimits(maxDepth: 10_000, maxViews: 10_000, maxMagnitude: 1e9)
        let text = SceneEncoder().encode(Self.chain(4_000))
        let back = try SceneDecoder(limits: limits).decode(Array(text.utf8), file: nil)
        #expect(back.views.count == 4_000)
    }

    @Test("indentation follows the depth up to the limit, then stays")
    func indentation() {
        var w = JSONWriter()
        for _ in 0..<(JSONWriter.maxIndentLevels + 3) {
            w.beginArray()
        }
        w.number(1)
        for _ in 0..<(JSONWriter.maxIndentLevels + 3) { w.endArray() }
        let lines = w.text.split(separator: "\n")
        let widest = lines.map { $0.prefix { $0 == " " }.count }.max() ?? 0
        #expect(widest == 2 * JSONWriter.maxIndentLevels)
        #expect(lines[1].prefix { $0 == " " }.count == 2)
    }

    @Test("strings are escaped and numbers written in their shortest exact form, byte for byte")
    func escapesAndNumbers() {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("s", "a\"b\\c\nd\te\rf\u{1}g\u{1F}é😀")
        w.field(
            "n", numbers: [3, -2, 0.1, -0.0, .nan, .infinity, -.infinity, 1e15, 1e14, 1.5, -123_456_789_012])
        w.field("t", true)
        w.key("z")
        w.null()
        w.endObject()
        let expected =
            #"{"s": "a\"b\\c\nd\te\rf\u0001g\u001fé😀", "n": [3, -2, 0.1, 0, NaN, Infinity, -Infinity, "#
            + #"1000000000000000.0, 100000000000000, 1.5, -123456789012], "t": true, "z": null}"#
        #expect(w.text == expected)
        #expect(JSONWriter.quote("x\u{7F}\"") == "\"x\u{7F}\\\"\"")
    }
}

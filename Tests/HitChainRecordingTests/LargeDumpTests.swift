import HitChainScene
import HitChainTestSupport
import Testing

@testable import HitChainRecording

/// Dumps at the sizes that broke readers: a page source past 10 MB (libxml2 refuses one
/// handed over whole), views nested past the scene's limit (the error points into the dump).
@Suite("Large dumps")
struct LargeDumpTests {
    static func page(_ elements: [String]) -> String {
        #"<AppiumAUT><XCUIElementTypeWindow x="0" y="0" width="390" height="844">"# + "\n"
            + elements.joined(separator: "\n") + "\n</XCUIElementTypeWindow></AppiumAUT>\n"
    }

    @Test("a page source of more than 10 MB imports")
    func largePageSource() throws {
        let label = String(repeating: "x", count: 1_500)
        let element = #"<XCUIElementTypeButton x="0" y="0" width="10" height="10" label="\#(label)"/>"#
        let text = Self.page(Array(repeating: element, count: 7_500))
        #expect(text.utf8.count > 11_000_000)
        let dump = try AppiumPageSource.parse(text, file: "big.xml")
        #expect(dump.views.count == 7_501)
    }

    @Test("views nested past the scene's limit: the error names the dump's line, not the made scene's")
    func tooDeep() throws {
        let depth = SceneLimits.standard.maxDepth + 5
        var lines = ["<AppiumAUT>"]
        lines += Array(repeating: #"<XCUIElementTypeOther x="0" y="0" width="9" height="9">"#, count: depth)
        lines += Array(repeating: "</XCUIElementTypeOther>", count: depth)
        lines.append("</AppiumAUT>")
        let dump = try AppiumPageSource.parse(lines.joined(separator: "\n"), file: "deep.xml")
        do {
            _ = try HierarchyImporter.scene(from: dump, file: "deep.xml")
            Issue.record("a scene past the depth limit was made")
        } catch {
            #expect(error.kind == .tooDeep)
            #expect(error.file == "deep.xml" && error.column == nil && error.path == nil)
            // The first view past the limit: element k is on line k + 1 (the root window is synthesized).
            #expect(error.line == SceneLimits.standard.maxDepth + 2, "\(error)")
        }
    }
}

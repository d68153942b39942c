import Foundation
import HitChainTestSupport
import Testing

/// `explain` on a deep chain: its text grows with the walk's steps, not with their depth
/// (indentation stops at 32 levels; deeper lines say their depth).
@Suite("explain on deep screens")
struct DeepExplainTests {
    /// A window holding a chain of `depth` views, each the size of the screen.
    static func chain(depth: Int) throws -> String {
        var text = #"{"format":"hitchain-scene","version":1,"screen":{"width":390,"height":844,"scale":3},"#
        text += #""windows":[{"name":"window","frame":[0,0,390,844],"subviews":["#
        for i in 0..<depth { text += #"{"name":"v\#(i)","frame":[0,0,390,844],"subviews":["# }
        text += String(repeating: "]}", count: depth) + "]}]}"
        return try temporaryFile("chain-\(depth).json", text)
    }

    @Test("the walk's text is linear in depth: deeper than 32 levels, lines keep their indentation and say their depth")
    func linear() throws {
        var sizes: [Int] = []
        for depth in [1_000, 4_000] {
            let r = try hitchain("explain", try Self.chain(depth: depth), "--point", "10,10")
            #expect(r.status == 0, "\(r.stderr)")
            sizes.append(r.stdout.utf8.count)
            let lines = r.stdout.split(separator: "\n")
            let deepest = "v\(depth - 1) (UIView) --- hitTest"
            #expect(lines.contains { $0 == String(repeating: "  ", count: 32) + "[\(depth)] " + deepest })
            #expect(lines.contains { $0 == "  v0 (UIView) --- hitTest" })
            #expect(lines.filter { $0.contains(" --- ") }.allSatisfy { $0.count < 200 })
        }
        // Four times the depth, about four times the text (quadratic would be sixteen).
        #expect(Double(sizes[1]) / Double(sizes[0]) < 5, "\(sizes)")
    }
}

import Foundation
import Testing

@testable import HitChainFuzz

/// `String.literalRange(of:)` answers as Foundation's `range(of:)`: found byte by byte in
/// ASCII strings, asked of Foundation otherwise.
@Suite struct LiteralSearchTests {
    @Test func answersAsFoundationDoes() {
        let strings = [
            "", "touchesShouldBegin", "dropped touch 1 began: touchesShouldBegin(touch 1, in: v) -> NO",
            "asked g.delegate gestureRecognizer(g, shouldReceive: touch 12)", "cannot scroll", "a;b", ";",
            "touchesShouldBegi", "xtouchesShouldBeginx", "café touchesShouldBegin", "touchesShouldBegin\u{301}",
            "cannot\r\nscroll", "shouldReceive: touch shouldReceive: touch 3)",
        ]
        for s in strings {
            #expect(s.literalRange(of: "touchesShouldBegin") == s.range(of: "touchesShouldBegin"), "\(s)")
            #expect(s.literalRange(of: "shouldReceive: touch ") == s.range(of: "shouldReceive: touch "), "\(s)")
            #expect(s.literalRange(of: "cannot scroll") == s.range(of: "cannot scroll"), "\(s)")
            #expect(s.containsLiteral(";") == s.contains(";"), "\(s)")
        }
    }
}

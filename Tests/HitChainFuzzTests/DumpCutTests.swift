import Foundation
import HitChainTestSupport
import Testing

@testable import HitChainFuzz

/// A hierarchy dump cut short is refused or imported with a warning that it is cut off, in
/// every format; only a cut at a line's end (a whole, shorter dump) imports as whole.
@Suite("Dump cuts")
struct DumpCutTests {
    static let appium = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" \
        visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" \
        width="390" height="844">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Buy" label="Buy" enabled="true" \
        visible="true" x="20" y="700" width="350" height="50"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Price" name="price" \
        label="Price" enabled="true" visible="false" x="20" y="100" width="200" height="30"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>

        """

    static let xcuitest = """
        Attributes: Application, 0x600001, pid: 4242, label: 'Shop'
        Element subtree:
         →Application, 0x600001, pid: 4242, label: 'Shop'
            Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x600003, {{20.0, 700.0}, {350.0, 50.0}}, identifier: 'buy', label: 'Buy'
              StaticText, 0x600004, {{20.0, 100.0}, {200.0, 30.0}}, label: 'Price'
        Path to element:
         →Application, 0x600001, pid: 4242, label: 'Shop'
        Query chain:
         →Find: Target Application 'com.example.shop'
          Output: {
            Application, 0x600005, pid: 4242, label: 'Shop'
          }

        """

    static let recursive = """
        <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
           | <UIView: 0x7f9; frame = (0 0; 390 844); layer = <CALayer: 0x601>>
           |    | <UIButton: 0x7fa; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x602>>
           |    | <UILabel: 0x7fb; frame = (20 100; 200 30); text = 'Price'; layer = <_UILabelLayer: 0x603>>

        """

    /// Every cut of `text` at every byte: the outcomes that are not refusals or warnings.
    static func unsaid(_ text: String) -> [(cut: Int, outcome: DumpProbe.Outcome)] {
        let bytes = Array(text.utf8)
        return (0..<bytes.count).compactMap { cut in
            let outcome = DumpProbe.run(bytes, cut: cut)
            switch outcome {
            case .refused, .saidCut: return nil
            case .shorterDump, .silent: return (cut, outcome)
            }
        }
    }

    @Test("an Appium page source cut anywhere before its root closes is refused as cut off")
    func appium() throws {
        let bytes = Array(Self.appium.utf8)
        let unsaid = Self.unsaid(Self.appium)
        let closed = try #require(Self.appium.range(of: "</AppiumAUT>")).upperBound.utf16Offset(in: Self.appium)
        #expect(unsaid.allSatisfy { $0.cut >= closed }, "\(unsaid.prefix(3))")
        // The message says what was cut, not what the cut left malformed.
        guard case .refused(let why) = DumpProbe.run(bytes, cut: 300) else {
            Issue.record("a cut page source was not refused")
            return
        }
        #expect(why.contains("the page source is cut off"), "\(why)")
        #expect(!why.contains("needs a finite"))
    }

    @Test("an XCUITest debugDescription cut before its closing sections is imported as far as it is whole, said cut")
    func xcuitest() throws {
        let unsaid = Self.unsaid(Self.xcuitest)
        let text = Self.xcuitest
        let path = try text.utf8.distance(
            from: text.startIndex, to: #require(text.range(of: "Path to element:")).upperBound)
        #expect(unsaid.allSatisfy { $0.cut >= path && $0.outcome == .shorterDump }, "\(path) \(unsaid)")
        // Inside the query chain, a cut that leaves an Output block open is seen.
        let open = try text.utf8.distance(from: text.startIndex, to: #require(text.range(of: "Output: {")).upperBound)
        #expect(!unsaid.contains { $0.cut > open && $0.cut < Self.xcuitest.utf8.count - 1 })
        guard case .saidCut(let why) = DumpProbe.run(Array(Self.xcuitest.utf8), cut: 200) else {
            Issue.record("a cut debugDescription was not said to be cut")
            return
        }
        #expect(why.hasPrefix("line 5: the dump is cut off in the middle of this view's line"), "\(why)")
    }

    @Test("the subtree alone, cut in its last line: the lines before it are imported, the cut said")
    func xcuitestSubtree() {
        let subtree = "Button, 0x1, {{20.0, 700.0}, {350.0, 50.0}}, label: 'Buy'\nStaticText, 0x2, {{20.0, 100"
        guard case .saidCut(let why) = DumpProbe.run(Array(subtree.utf8), cut: subtree.utf8.count) else {
            Issue.record("a cut subtree was not said to be cut")
            return
        }
        #expect(why.hasPrefix("line 2: the dump is cut off in the middle of this view's line"), "\(why)")
    }

    @Test(
        "a recursiveDescription cut mid-line says so; only cuts at a line's end or in its indentation import as whole")
    func recursiveDescription() {
        let bytes = Array(Self.recursive.utf8)
        for (cut, outcome) in Self.unsaid(Self.recursive) {
            #expect(outcome == .shorterDump, "cut \(cut)")
            #expect(DumpProbe.isAtLineEnd(bytes, cut), "cut \(cut)")
        }
        // Cut where the next line's indentation has begun: the next view is missing.
        let newline = bytes.firstIndex(of: 0x0A) ?? 0
        guard case .saidCut = DumpProbe.run(bytes, cut: newline + 5) else {
            Issue.record("a cut in the next line's indentation was not said")
            return
        }
    }

    @Test("an application element alone is no screen")
    func noViews() {
        let label = String(repeating: "x", count: 100_000)
        let application = " →Application, 0x1, pid: 1, label: '\(label)'\n"
        let alone =
            "Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n" + application + "Path to element:\n"
            + application + "Query chain:\n Output: {\n }\n"
        guard case .refused(let why) = DumpProbe.run(Array(alone.utf8), cut: alone.utf8.count) else {
            Issue.record("a dump of no view was imported")
            return
        }
        #expect(why.contains("holds no view"), "\(why)")
    }

    /// The shapes of issue 48 — escaped strings, logged window lists, controller annotations,
    /// address-less XCUITest lines, five-window page sources — are dumps to `hitchain damage`,
    /// and no cut of them imports as whole but at a line's end, or in the free text after a
    /// view's closing `>` that nothing can tell from a shorter text (docs/importing.md).
    @Test("a logged window list cut after an element, before its comma, is said to be cut (it was silent)")
    func windowListCut() throws {
        let bytes = Array(try shapeFixture("nslog_window_list_ios9.txt").utf8)
        let comma = try #require(bytes.firstIndex(of: UInt8(ascii: ",")))
        guard case .saidCut(let why) = DumpProbe.run(bytes, cut: comma) else {
            Issue.record("a cut window list was not said to be cut")
            return
        }
        #expect(why.hasPrefix("line 2: the dump is cut off before its logged array closes"), "\(why)")
    }

    @Test("every shape fixture is a dump, and no cut of it at any byte is silent but in free text after a view")
    func shapes() throws {
        let names = shapeFixtureNames()
        #expect(names.count >= 10)
        var afterViews = 0
        for name in names {
            let bytes = Array(try shapeFixture(name).utf8)
            #expect(DamageCampaign.isDump(bytes), "\(name)")
            for cut in 0..<bytes.count where DumpProbe.run(bytes, cut: cut) == .silent {
                let line = bytes[..<cut].split(separator: 0x0A, omittingEmptySubsequences: false).last ?? []
                let afterView = line.lastIndex(of: UInt8(ascii: ">")).map { !line[$0...].contains(UInt8(ascii: "<")) }
                #expect(afterView == true, "\(name) cut at \(cut)")
                afterViews += 1
            }
        }
        #expect(afterViews <= 4, "\(afterViews)")  // ` - (null)` after an XX line, cut before its `(`
    }

    @Test(
        "every real dump cut at every 97th byte: none imported as whole but at a line's end",
        .enabled(if: hasRealHierarchies, Comment(rawValue: realHierarchiesAbsent)))
    func realDumps() throws {
        var cuts = 0
        for path in realHierarchyPaths() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(DamageCampaign.isDump(bytes), "\(path)")
            for cut in stride(from: 0, to: bytes.count, by: 97) {
                cuts += 1
                let outcome = DumpProbe.run(bytes, cut: cut)
                #expect(outcome != .silent, "\(path) cut at \(cut)")
            }
        }
        #expect(cuts > 1_500)
    }
}

/// Whole `debugDescription`s the completeness rules must not refuse, and a crafted order
/// of sections that once trapped.
@Suite("Whole XCUITest dumps")
struct WholeXCUITestDumpTests {
    static func whole(_ text: String) -> Bool {
        if case .refused = DumpProbe.run(Array(text.utf8), cut: text.utf8.count) { return false }
        return true
    }

    @Test("an element's own debugDescription: its path lists ancestors that are not in its subtree")
    func elementLevel() {
        let text = """
            Attributes: Button, 0x600003, {{20.0, 700.0}, {350.0, 50.0}}, identifier: 'buy', label: 'Buy'
            Element subtree:
             →Button, 0x600003, {{20.0, 700.0}, {350.0, 50.0}}, identifier: 'buy', label: 'Buy'
            Path to element:
             →Application, 0x600001, pid: 4242, label: 'Shop'
              ↳Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
                ↳Button, 0x600003, {{20.0, 700.0}, {350.0, 50.0}}, identifier: 'buy', label: 'Buy'
            Query chain:
             →Find: Target Application 'com.example.shop'
              Output: {
                Application, 0x600005, pid: 4242, label: 'Shop'
              }
              ↪︎Find: Descendants matching type Button
                Output: {
                  Button, 0x600006, {{20.0, 700.0}, {350.0, 50.0}}, identifier: 'buy', label: 'Buy'
                }

            """
        #expect(Self.whole(text))
    }

    @Test("braces in a label or a predicate are text, not blocks")
    func bracesInText() {
        let text = DumpCutTests.xcuitest.replacingOccurrences(of: "label: 'Price'", with: "label: 'a } b {{'")
            .replacingOccurrences(of: "Find: Target Application 'com.example.shop'", with: "Find: label == '}'")
        #expect(Self.whole(text))
    }

    @Test("a label's second line (with a comma) in the subtree imports as before")
    func multiLineLabel() {
        let text = DumpCutTests.xcuitest.replacingOccurrences(
            of: "label: 'Price'", with: "label: 'Price,\n              per month, billed yearly'")
        #expect(Self.whole(text))
    }

    @Test("\"Query chain:\" before \"Path to element:\" is refused, not a trap")
    func sectionsOutOfOrder() {
        let text = """
            Attributes: Application, 0x1, pid: 7, label: 'Shop'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Shop'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
            Query chain:
            Path to element:
             →Application, 0x1, pid: 7, label: 'Shop'

            """
        let outcome = DumpProbe.run(Array(text.utf8), cut: text.utf8.count)
        #expect(outcome != .silent)
    }
}

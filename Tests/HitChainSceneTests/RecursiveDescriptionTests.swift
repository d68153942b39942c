import Foundation
import HitChainGeometry
import HitChainScene
import HitChainTestSupport
import Testing

/// `recursiveDescription` dumps, as people paste them, to scenes.
@Suite("RecursiveDescription and HierarchyImporter")
struct RecursiveDescriptionTests {
    static let plain = """
        <UIWindow: 0x7fa1; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6000>; \
        layer = <UIWindowLayer: 0x6001>>
           | <UIView: 0x7fa2; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6002>>
           |    | <UILabel: 0x7fa3; frame = (20 40; 100 20); text = 'What's up'; userInteractionEnabled = NO; \
        layer = <_UILabelLayer: 0x6003>>
           |    | <UIScrollView: 0x7fa4; frame = (0 100; 390 600); clipsToBounds = YES; contentOffset: {0, 250}; \
        contentSize: {390, 2000}; adjustedContentInset: {0, 0, 34, 0}; layer = <CALayer: 0x6004>>
           |    |    | <MyApp.BuyButton: 0x7fa5; baseClass = UIButton; frame = (10 300; 80 44); hidden = YES; \
        layer = <CALayer: 0x6005>>
           |    |    | <UITextField: 0x7fa6; frame = (10 400; 200 30); alpha = 0.5; text = ''; \
        layer = <CALayer: 0x6006>>
           |    |    |    | <CALayer: 0x6007> (layer)
           |    | <_TtGC7SwiftUI14_UIHostingViewGVS_6VStackVS_4Text_: 0x7fa7; frame = (0 700; 390 144); \
        layer = <CALayer: 0x6008>>
           |    |    | <SwiftUI._UIGraphicsView: 0x7fa8; frame = (0 0; 390 144); anchorPoint = (0, 0); \
        layer = <CALayer: 0x6009>>
        """

    func imported(_ text: String) throws -> HierarchyImport {
        try HierarchyImporter.scene(from: try RecursiveDescription.parse(text, file: "dump.txt"), file: "dump.txt")
    }

    @Test("views, depths, frames, flags, class defaults, scroll offsets and readable names")
    func plainDump() throws {
        let dump = try RecursiveDescription.parse(Self.plain)
        #expect(dump.views.count == 8)
        #expect(dump.views.map(\.depth) == [0, 1, 2, 2, 3, 3, 2, 3])
        #expect(dump.views[0].address == "0x7fa1")
        #expect(dump.views[2].fields["text"] == "'What's up'")
        #expect(dump.views[3].fields["contentOffset"] == "{0, 250}")
        let scene = try imported(Self.plain).scene
        #expect(scene.windows.count == 1 && scene.views.count == 8)
        let names = scene.views.map(\.name)
        #expect(
            names == [
                "UIWindow", "UIView", "What's up", "UIScrollView", "BuyButton", "UITextField",
                "_UIHostingView", "_UIGraphicsView",
            ])
        let label = scene.views[2], scroll = scene.views[3], button = scene.views[4], field = scene.views[5]
        #expect(label.geometry.frame == HCRect(x: 20, y: 40, width: 100, height: 20))
        #expect(!label.isUserInteractionEnabled)
        #expect(scroll.geometry.bounds.origin == HCPoint(x: 0, y: 250) && scroll.clipsToBounds)
        #expect(button.isControl && button.isHidden && button.className == "MyApp.BuyButton")
        #expect(field.isControl && field.textInput == .field && field.alpha == 0.5)
        #expect(scene.views[2].source == "0x7fa3, line 3")
        #expect(scene.screen.size == HCSize(width: 390, height: 844))
    }

    @Test("wrappers come off: quotes, backticks, an Objective-C string on one line, an lldb prefix")
    func wrappers() throws {
        func shape(_ views: [DumpedView]) -> [String] {
            views.map { "\($0.depth) \($0.className) \($0.address ?? "-") \($0.fields.sorted { $0.key < $1.key })" }
        }
        let expected = shape(try RecursiveDescription.parse(Self.plain).views)
        let oneLine = Self.plain.replacingOccurrences(of: "\n", with: "\\n")
        for text in [
            "\"\(Self.plain)\"", "```\n\(Self.plain)\n```", "@\"\(oneLine)\"", "(id) $1 = 0x00007fa1 \(Self.plain)",
            "(UIWindow *) $2 = 0x7fa1 \(Self.plain)",
        ] {
            #expect(shape(try RecursiveDescription.parse(text).views) == expected, "\(text.prefix(30))")
        }
    }

    @Test("bars are counted, not columns; a depth that jumps is read as one deeper and said")
    func misindented() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 100 100)>
              | <UIView: 0x2; frame = (0 0; 50 50)>
                   |    | <UIView: 0x3; frame = (0 0; 10 10)>
            | | | | <UIView: 0x4; frame = (0 0; 5 5)>
            """
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.map(\.depth) == [0, 1, 2, 3])
        #expect(dump.warnings.count == 1 && dump.warnings[0].description.hasPrefix("line 4: 4 bars"))
        // A first line with bars has no line before it: it is read as a top-level view, and
        // said so (it once said "1 bars after a line with 0").
        let first = try RecursiveDescription.parse("   | <UIView: 0x1; frame = (0 0; 100 100)>")
        #expect(first.views.map(\.depth) == [0])
        #expect(first.warnings.map(\.description) == ["line 1: the first view has 1 bar; read as a top-level view"])
    }

    @Test("a dump cut off keeps its complete part, with a warning")
    func truncated() throws {
        let dotted = "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 5 5)>\n...\n"
        let d1 = try RecursiveDescription.parse(dotted)
        #expect(d1.views.count == 2 && d1.isTruncated)
        let cut = "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 5"
        let d2 = try RecursiveDescription.parse(cut)
        #expect(d2.views.count == 1 && d2.isTruncated && d2.warnings[0].description.hasPrefix("line 2"))
        #expect(try imported(cut).summary.contains { $0.contains("cut off") })
    }

    @Test("a dump cut in the middle of a line and followed by the author's dots imports what is whole")
    func cutThenDots() throws {
        let text = """
            <UIWindow: 0x7f8; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x1>>
               | <UIView: 0x7f9; frame = (0 0; 320 480); layer = <CALayer: 0x3>>
               |    | <UIButton: 0x7fa; frame = (10 10; 100 44); opaque = NO; layer = <CALayer: 0
            .......
            .......
            """
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.count == 2 && dump.isTruncated)
        #expect(
            dump.warnings.map(\.description) == [
                "line 3: the dump is cut off in the middle of this view's line; the 2 views before it were read"
            ])
        #expect(dump.warnings == [.cut(line: 3, place: .middleOfLine, viewsRead: 2)])
    }

    @Test("an author's dots between whole lines leave those views out and go on")
    func elision() throws {
        let text = """
            <UIWindow: 0x7f8; frame = (0 0; 320 480)>
               | <UIView: 0x7f9; frame = (0 0; 320 480)>
               |    | ...
               | <UIButton: 0x7fa; frame = (10 10; 100 44)>
            """
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.map(\.className) == ["UIWindow", "UIView", "UIButton"])
        #expect(dump.views.map(\.depth) == [0, 1, 1])
        #expect(dump.warnings.first?.description.hasPrefix("line 3: views are left out here") == true)
    }

    @Test("a line a paste wrapped is read as one")
    func wrapped() throws {
        let text = "<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; 50\n 50); tag = 7>\n"
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.count == 2 && dump.views[1].fields["frame"] == "(0 0; 50 50)")
        #expect(dump.warnings == [.wrapped(line: 2, next: 3)])
        #expect(
            dump.warnings[0].description
                == "line 2: a view's line goes on to line 3 (wrapped when pasted): read as one line")
    }

    @Test("a description nested in another (UITextView's text container) is the inner view")
    func nested() throws {
        let text = """
            <UITextView: 0x1; frame = (0 0; 240 33)>
               | <<_UITextContainerView: 0x2; frame = (0 0; 240 33); layer = <CALayer: 0x3>> minSize = {0, 0}, \
            maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x4 \
            size = (240.000000,340282346638528859811704183484516925440.000000); widthTracksTextView = YES>>
            """
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.map(\.className) == ["UITextView", "_UITextContainerView"])
        #expect(dump.views[1].fields["frame"] == "(0 0; 240 33)" && dump.views[1].fields["minSize"] == "{0, 0}")
        #expect(dump.views[1].address == "0x2")
    }

    @Test("a short form without frames is refused with the command that prints a full dump")
    func shortForms() throws {
        for (text, line) in [
            ("(\n    \"<UIButton: 0x7fda0000d8c0>\",\n    \"<UILabel: 0x7fda0000d9c0>\"\n)", 2),
            ("\n•UIWindow:0x7f9ad0f080f0\n|   *<UIView:0x7f9ad0e0a9e0>", 2),
            ("[<UIButton: 0x7fda0000d8c0>, <UIView: 0x1>]", 1),
        ] {
            #expect(RecursiveDescription.isShortForm(text))
            do {
                _ = try RecursiveDescription.parse(text, file: "short.txt")
                Issue.record("read a short form")
            } catch {
                #expect(error.description.hasPrefix("short.txt:\(line):1:"), "\(error)")
                #expect(error.description.contains("po view.value(forKey: \"recursiveDescription\")!"))
            }
        }
        #expect(!RecursiveDescription.isShortForm(Self.plain))
    }

    @Test("an ivar's name before a view names it; an lldb $N prefix comes off")
    func ivarNames() throws {
        let text = """
            $3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x719ffd0; frame = (0 20; 320 460)>
            | _myButton <UIRoundedRectButton: 0x719ba40; frame = (46 295; 204 44); opaque = NO>
            |    | _shadowView <UIImageView: 0x719d8f0; frame = (1 1; 202 43)> - (null)
            """
        let scene = try imported(text).scene
        #expect(scene.views.map(\.name) == ["window", "UIView", "myButton", "shadowView"])
        #expect(scene.views[2].isControl && !scene.views[3].isUserInteractionEnabled)
    }

    @Test("the summary's counts agree with the import, and annotations change what is assumed")
    func summaries() throws {
        let text = "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIButton: 0x2; frame = (0 0; 5 5)>"
        var result = try imported(text)
        #expect(result.scene.views.count == 3)
        #expect(result.summary[0].hasPrefix("read 2 views and added 1 window around the dump's roots;"))
        #expect(result.summary[0].hasSuffix("1 control"))
        #expect(result.summary.contains { $0.hasPrefix("assumed: no hitTest or point(inside:) overrides") })
        let notes = #"{"format": "hitchain-annotations", "version": 1, "views": {"UIButton": {"pointInside": "oval"}}}"#
        result.scene = try SceneAnnotations.apply(Array(notes.utf8), file: "notes.json", to: result.scene)
        #expect(result.summary.contains("declared: overrides on UIButton"))
        #expect(!result.summary.contains { $0.hasPrefix("assumed: no hitTest") })
        #expect(result.summary.contains { $0.hasPrefix("assumed elsewhere: no other overrides") })
    }

    @Test("bad dumps: one error with the file, line and column")
    func badDumps() throws {
        let cases: [(String, String)] = [
            ("<UIView: 0x1; frame = (0 0; 10 10)>\nhello\n<UIView: 0x2; frame = (0 0; 1 1)>", "dump.txt:2:1:"),
            (
                "<UIView: 0x1; frame = (0 0; 10 10)>\n  | <UIView: 0x2; frame = (0 0\n"
                    + "  | <UIView: 0x3; frame = (0 0; 1 1)>",
                "dump.txt:2:5:"
            ),
            ("   x = <UIView: 0x1; frame = (0 0; 10 10)>", "dump.txt:1:8:"),
            ("", "dump.txt:1:1:"),
        ]
        for (text, prefix) in cases {
            #expect(throws: SceneError.self) { try RecursiveDescription.parse(text, file: "dump.txt") }
            do {
                _ = try RecursiveDescription.parse(text, file: "dump.txt")
            } catch {
                #expect(error.description.hasPrefix(prefix), "\(error)")
            }
        }
        let noFrame = "<UIView: 0x1; frame = (0 0; 10 10)>\n  | <UIView: 0x2; tag = 3>"
        #expect(throws: SceneError.self) { try imported(noFrame) }
        let badAlpha = "<UIView: 0x1; frame = (0 0; 10 10); alpha = lots>"
        #expect(throws: SceneError.self) { try imported(badAlpha) }
    }

    @Test("names are unique: the second UILabel is UILabel#2")
    func uniqueNames() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 10 10)>
               | <UILabel: 0x2; frame = (0 0; 5 5)>
               | <UILabel: 0x3; frame = (0 0; 5 5)>
               | <UILabel: 0x4; frame = (0 0; 5 5); text = 'a/b'>
            """
        #expect(try imported(text).scene.views.map(\.name) == ["window", "UIView", "UILabel", "UILabel#2", "a_b"])
    }

    /// The real dumps in ../shared/realdata/hierarchies: each imports, validates and reads
    /// back; its counts of views, hidden, alpha ≠ 1 and interaction-off views match the
    /// text counted independently here.
    @Test(
        "real recursiveDescription dumps import, with counts matching the text",
        .enabled(if: hasRealHierarchies, Comment(rawValue: realHierarchiesAbsent)))
    func realDumps() throws {
        let dir = realHierarchies
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        let dumps = names.filter { ($0.hasPrefix("sentry") || $0.hasPrefix("rd")) && $0.hasSuffix(".txt") }.sorted()
        #expect(dumps.count >= 11)
        for name in dumps {
            let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            let result = try imported(text)
            let viewLines = text.split(separator: "\n").filter { $0.contains("<") && !$0.hasSuffix("(layer)") }
            let scene = result.scene
            let dumped = scene.views.filter { $0.source?.hasPrefix("added") != true }
            #expect(dumped.count == viewLines.count, "\(name)")
            #expect(
                dumped.filter(\.isHidden).count == viewLines.filter { $0.contains("; hidden = YES") }.count, "\(name)")
            #expect(
                dumped.filter { $0.alpha != 1 }.count == viewLines.filter { $0.contains("; alpha = ") }.count, "\(name)"
            )
            #expect(
                dumped.filter { !$0.isUserInteractionEnabled }.count
                    >= viewLines.filter { $0.contains("userInteractionEnabled = NO") }.count, "\(name)")
            let back = try SceneDecoder().decode(SceneEncoder().encode(scene))
            #expect(back == scene, "\(name) reads back")
            // The first view's frame is the first frame printed.
            let firstLine = try #require(viewLines.first)
            let printed = try #require(firstLine.firstRange(of: "frame = (").map { firstLine[$0.upperBound...] })
            let numbers = printed.prefix { $0 != ")" }.split { $0 == " " || $0 == ";" }.compactMap { Double($0) }
            let root = try #require(dumped.first { $0.source?.hasSuffix("line 1") == true })
            #expect(
                numbers.count == 4
                    && root.geometry.frame
                        == HCRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                "\(name)")
            let fileNames = scene.views.map(\.name)
            #expect(Set(fileNames).count == fileNames.count, "\(name): names are unique")
        }
    }

    @Test("annotations add what a dump cannot show, by view name; unknown views and fields are refused")
    func annotations() throws {
        let scene = try imported(Self.plain).scene
        let notes = #"""
            { "format": "hitchain-annotations", "version": 1,
              "views": {
                "What's up": { "userInteractionEnabled": true, "pointInside": { "insetBy": [-10, -10, -10, -10] },
                               "handles": { "touches": { "began": "handle" } } },
                "UIScrollView": { "hitTest": "passThrough",
                                  "gestureRecognizers": [ { "name": "pan", "kind": "pan" } ] } } }
            """#
        let annotated = try SceneAnnotations.apply(Array(notes.utf8), file: "notes.json", to: scene)
        let label = try #require(annotated.views.first { $0.name == "What's up" })
        #expect(label.isUserInteractionEnabled)
        #expect(label.pointInside == .insetBounds(HCEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)))
        #expect(label.responder.handlers.touches[.began] == .handle)
        #expect(label.geometry == scene.views[2].geometry && label.source == scene.views[2].source)
        let scroll = try #require(annotated.views.first { $0.name == "UIScrollView" })
        #expect(scroll.hitTest == .passThrough && scroll.gestureRecognizers.map(\.name) == ["pan"])
        #expect(annotated.views.count == scene.views.count)

        let bad: [(String, String)] = [
            (
                #"{ "format": "hitchain-annotations", "version": 1, "views": { "Nope": {} } }"#,
                #"notes.json:1:70: no view is named "Nope""#
            ),
            (
                #"{ "format": "hitchain-annotations", "version": 1, "#
                    + #""views": { "UIView": { "frame": [0, 0, 1, 1] } } }"#,
                #"notes.json:1:83: field "frame": "frame" cannot be annotated"#
            ),
            (#"{ "format": "hitchain-scene", "version": 1 }"#, "notes.json:1:1: not a HitChain annotations file"),
            (
                #"{ "format": "hitchain-annotations", "version": 1, "#
                    + #""views": { "UIView": { "hitTest": "sideways" } } }"#,
                #"notes.json: view "UIView""#
            ),
        ]
        for (text, prefix) in bad {
            do {
                _ = try SceneAnnotations.apply(Array(text.utf8), file: "notes.json", to: scene)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.description.hasPrefix(prefix), "\(error)")
            }
        }
    }

    static let navigation = """
        <UIWindow: 0x100; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x1>>
           | <UILayoutContainerView: 0x200; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
           |    | <UINavigationTransitionView: 0x210; frame = (0 0; 390 844); layer = <CALayer: 0x3>>
           |    |    | <UIView: 0x300; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
           |    |    |    | <UIButton: 0x310; frame = (20 100; 100 44); layer = <CALayer: 0x5>>
           | <UITransitionView: 0x400; frame = (0 400; 390 444); layer = <CALayer: 0x6>>
           |    | <UIView: 0x500; frame = (0 0; 390 444); layer = <CALayer: 0x7>>
        """

    static let controllers = """
        <UINavigationController 0x7a00>, state: appeared, view: <UILayoutContainerView 0x200>
           | <ShopViewController 0x7b00>, state: appeared, view: <UIView 0x300>
           + <SheetViewController 0x7c00>, state: appeared, view: <UIView 0x500>, \
        presented with: <UISheetPresentationController 0x7d00>
           | <GhostViewController 0x7e00>, state: disappeared, view: <UIView 0x999>
        """

    @Test("_printHierarchy's controllers join the views by address: root, child and presented, as in seed 004")
    func printHierarchy() throws {
        let printed = try PrintHierarchy.parse(Self.controllers, file: "vc.txt")
        #expect(
            printed.map(\.className) == [
                "UINavigationController", "ShopViewController", "SheetViewController", "GhostViewController",
            ])
        #expect(printed.map(\.depth) == [0, 1, 1, 1] && printed.map(\.isPresented) == [false, false, true, false])
        #expect(printed[1].viewAddress == "0x300")
        let result = try HierarchyImporter.scene(
            from: try RecursiveDescription.parse(Self.navigation), file: "views.txt", controllers: printed)
        let s = result.scene
        #expect(
            s.viewControllers.map(\.name) == ["UINavigationController", "ShopViewController", "SheetViewController"])
        let nav = try #require(s.viewControllers.firstIndex { $0.name == "UINavigationController" })
        #expect(s.windows[0].rootViewController == nav)
        let sheet = try #require(s.viewControllers.first { $0.name == "SheetViewController" })
        #expect(sheet.presentedBy == nav)
        #expect(s.views[sheet.view].source == "0x500, line 7")
        #expect(result.summary.contains("3 of 4 view controllers matched to their views by address"))
        #expect(
            result.summary.contains { $0.hasPrefix("line 4: GhostViewController's view is not a view of the dump") })
        #expect(throws: SceneError.self) { try PrintHierarchy.parse("hello\n", file: "vc.txt") }
    }
}

@Suite("RecursiveDescription on hostile input")
struct RecursiveDescriptionHostileTests {
    @Test("a hundred thousand dot lines before a view: read in one pass, one warning for the run")
    func manyDots() throws {
        let text = String(repeating: "...\n", count: 100_000) + "<UIView: 0x1; frame = (0 0; 1 1)>\n"
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.count == 1)
        #expect(dump.warnings.count == 1 && dump.warnings[0].description.hasPrefix("line 1: views are left out here"))
    }

    @Test("a line cut by its author who went on after the dots: the whole views after it are read")
    func cutThenMore() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
               | <UIView: 0x2; frame = (0 0; 320 480); layer = <CALayer: 0
               ......
               | <UIButton: 0x3; frame = (10 10; 100 44)>
            """
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.map(\.className) == ["UIWindow", "UIButton"])
        #expect(
            dump.warnings.first?.description.hasPrefix("line 2: views are left out here (a view's line cut off") == true
        )
    }

    @Test("a cut in the text after the last view (an unclosed <) is said; free text cut there cannot be told")
    func cutTrailingText() throws {
        let text = "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIImageView: 0x2; frame = (0 0; 5 5)>-><UIImage: 0x8c8"
        let dump = try RecursiveDescription.parse(text)
        #expect(dump.views.count == 2 && dump.isTruncated)
        #expect(
            dump.warnings.map(\.description) == [
                "line 2: the dump is cut off in the text after this view; the views up to it were read"
            ])
        #expect(dump.warnings == [.cut(line: 2, place: .afterView, viewsRead: 1)])
        let whole = try RecursiveDescription.parse(text + "27a0 size:{171, 68}>")
        #expect(!whole.isTruncated)
    }
}

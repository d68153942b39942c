import Foundation
import HitChainTestSupport
import Testing

@Suite("hitchain explain --why-not, --at, --svg and negative points, end to end")
struct WhyNotCommandTests {
    @Test("--why-not names the rule and the view responsible: seed 000's child sticking out")
    func whyNotText() throws {
        let r = try hitchain("explain", "Corpus/scenes/seed-000-abcd.json", "--at", "E", "--why-not", "E")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("hit-test at (220, 260) (the centre of E)\n"))
        #expect(r.stdout.contains("why not E? E sticks out of D: the point is inside E but outside D's bounds"))
        #expect(r.stdout.contains("  responsible: window/A/D\n"))
        #expect(r.stdout.contains("  rule: outsideAncestor\n"))
    }

    @Test("--why-not --json: rule, responsible view and sentence")
    func whyNotJSON() throws {
        let r = try hitchain(
            "explain", "Corpus/scenes/seed-003-overrides.json", "--point", "200,590", "--why-not", "viewFather",
            "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let why = try #require(object["whyNot"] as? [String: Any])
        #expect(why["view"] as? String == "viewFather")
        #expect(why["rule"] as? String == "viewInFront")
        #expect(why["responsible"] as? String == "mask")
        #expect((why["sentence"] as? String)?.contains("pass-through") == true)
        let also = try #require(why["also"] as? [[String: Any]])
        #expect(also.map { $0["rule"] as? String } == ["outside"])
    }

    @Test("--at converts the view's centre through transforms and scroll offsets, and prints the point used")
    func atName() throws {
        // scrollContent (0, 0, 335, 600) in a scroll view at (20, 100) scrolled by 60: its centre
        // (167.5, 300) is at (187.5, 340) on the screen.
        let r = try hitchain("explain", "Corpus/scenes/seed-003-overrides.json", "--at", "scrollContent")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("hit-test at (187.5, 340) (the centre of scrollContent)\n"))
    }

    @Test("negative coordinates are accepted: --point -0.01,10")
    func negativePoint() throws {
        let r = try hitchain("explain", "Corpus/scenes/seed-000-abcd.json", "--point", "-0.01,10")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("hit-test at (-0.01, 10)\n"))
        #expect(r.stdout.contains("hit: (null)"))
    }

    @Test("a bad point says what a point looks like; --point and --at are one or the other")
    func badArguments() throws {
        let bad = try hitchain("explain", "Corpus/scenes/seed-000-abcd.json", "--point", "abc")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("expected two finite numbers, \"X,Y\""))
        let neither = try hitchain("explain", "Corpus/scenes/seed-000-abcd.json")
        #expect(neither.status != 0)
        #expect(neither.stderr.contains("give the touch as --point X,Y or --at NAME"))
        let both = try hitchain("explain", "Corpus/scenes/seed-000-abcd.json", "--point", "1,1", "--at", "A")
        #expect(both.status != 0)
        #expect(both.stderr.contains("either --point or --at"))
        let unknown = try hitchain("explain", "Corpus/scenes/seed-000-abcd.json", "--at", "Nope")
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("Corpus/scenes/seed-000-abcd.json: no view is named \"Nope\""))
        let unknownWhy = try hitchain("explain", "Corpus/scenes/seed-000-abcd.json", "--at", "A", "--why-not", "Nope")
        #expect(unknownWhy.status != 0)
        #expect(unknownWhy.stderr.contains("no view is named \"Nope\""))
    }

    @Test("--svg writes a well-formed picture; a directory as the output is refused and left alone")
    func svgOutput() throws {
        let dir = Scratch.directory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("why.svg").path
        let r = try hitchain(
            "explain", "Corpus/scenes/seed-004.json", "--at", "BView", "--why-not", "AView", "--svg", file)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("data-name=\"AView\""))
        #expect(svg.hasSuffix("</svg>\n"))
        let refused = try hitchain("explain", "Corpus/scenes/seed-004.json", "--point", "1,1", "--svg", dir.path)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains(dir.path))
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test("the help's examples exist, and it says where the # comes")
    func help() throws {
        let top = try hitchain("--help")
        let explain = try hitchain("explain", "--help")
        let paths = (top.stdout + explain.stdout).split(whereSeparator: { $0 == " " || $0 == "\n" })
            .filter { $0.hasPrefix("Corpus/") }
        #expect(paths.count >= 3)
        for path in paths {
            #expect(
                FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(String(path)).path), "\(path)"
            )
        }
        #expect(explain.stdout.contains("The part of a line after"))
        #expect(!explain.stdout.contains("Lines starting with #"))
    }
}

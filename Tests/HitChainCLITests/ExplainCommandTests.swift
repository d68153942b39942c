import Foundation
import HitChainTestSupport
import Testing

@Suite("hitchain explain, chain and validate, end to end")
struct ExplainCommandTests {
    @Test("explain prints seed 004's walk, the hit view, its path and chain")
    func explainText() throws {
        let r = try hitchain("explain", "Corpus/scenes/seed-004.json", "--point", "250,250")
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("        AView --- hitTest"))
        #expect(lines.contains("            CView --- pointInside --- No"))
        #expect(lines.contains("          BView --- hitTest --- return BView"))
        #expect(lines.contains("hit: BView"))
        #expect(lines.contains("path: window/transitionView/dropShadowView/root/AView/BView"))
        #expect(
            lines.contains(
                "classes: BView -> AView -> UIView -> ViewController -> UIDropShadowView -> UITransitionView -> "
                    + "UIWindow -> UIWindowScene -> UIApplication -> AppDelegate -> *"
            ))
    }

    @Test("explain --json is machine-readable")
    func explainJSON() throws {
        let r = try hitchain("explain", "Corpus/scenes/recipes-overrides.json", "--point", "160,120", "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["hit"] as? String == "underButton")
        let walk = try #require(object["walk"] as? [[String: Any]])
        #expect(walk.contains { $0["call"] as? String == "forwardCheck" && $0["target"] as? String == "underButton" })
        let chain = try #require(object["chain"] as? [[String: Any]])
        #expect(chain.last?["className"] as? String == "AppDelegate")
    }

    @Test("explain --mutant shows the mutant's answer")
    func explainMutant() throws {
        let r = try hitchain(
            "explain", "Corpus/scenes/mutants/maxEdgesInside.json", "--point", "100,50", "--mutant", "maxEdgesInside")
        #expect(r.status == 0)
        #expect(r.stdout.contains("hit: target (UIView)"))
    }

    @Test("a point nobody answers is dropped")
    func dropped() throws {
        let r = try hitchain("explain", "Corpus/scenes/seed-004.json", "--point", "500,10")
        #expect(r.status == 0)
        #expect(r.stdout.contains("hit: (null)"))
    }

    @Test("chain prints seed 004's line")
    func chain() throws {
        let r = try hitchain("chain", "Corpus/scenes/seed-004.json", "label")
        #expect(
            r.stdout
                == "UILabel -> UIView -> UIView -> ViewController -> UIDropShadowView -> UITransitionView -> "
                + "UIWindow -> UIWindowScene -> UIApplication -> AppDelegate -> *\n"
        )
    }

    @Test("validate accepts the bundled scenes")
    func validateCorpus() throws {
        let r = try hitchain("validate", "Corpus/scenes/seed-004.json", "Corpus/scenes/recipes-overrides.json")
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("ok") })
    }
}

@Suite("bad input: one clear error, a non-zero exit, no crash")
struct BadInputTests {
    static let cases: [(String, String, String)] = [
        (
            "malformed.json", #"{ "format": "hitchain-scene", "version": 1, "windows": [ }"#,
            "malformed.json:1:58: unexpected '}': expected a value"
        ),
        (
            "nan.json",
            #"{ "format": "hitchain-scene", "version": 1, "windows": [ { "name": "w", "frame": [0, 0, NaN, 1] } ] }"#,
            #"window "w" (windows[0]), field "frame": the size is NaN"#
        ),
        (
            "unknown.json",
            #"{ "format": "hitchain-scene", "version": 1, "windows": [ "#
                + #"{ "name": "w", "frame": [0, 0, 1, 1], "rootViewController": "ghost" } ] }"#,
            #"field "rootViewController": no view controller is named "ghost""#
        ),
        (
            "duplicate.json",
            #"{ "format": "hitchain-scene", "version": 1, "windows": [ "#
                + #"{ "name": "w", "frame": [0, 0, 1, 1] }, { "name": "w", "frame": [0, 0, 1, 1] } ] }"#,
            #"the name "w" is already used by window "w""#
        ),
        (
            "negative.json",
            #"{ "format": "hitchain-scene", "version": 1, "windows": [ "#
                + #"{ "name": "w", "center": [0, 0], "size": [-1, 1] } ] }"#,
            "is negative"
        ),
        (
            "cycle.json",
            #"{ "format": "hitchain-scene", "version": 1, "windows": [ { "name": "w", "frame": [0, 0, 1, 1], "#
                + #""subviews": [ { "name": "a", "frame": [0, 0, 1, 1], "viewController": { "name": "x", "#
                + #""presentedBy": "y" } }, { "name": "b", "frame": [0, 0, 1, 1], "viewController": { "#
                + #""name": "y", "presentedBy": "x" } } ] } ] }"#,
            "the presentation chain comes back"
        ),
        (
            "truncated.json", #"{ "format": "hitchain-scene", "version": 1, "windows": [ { "name": "w", "fr"#,
            "unterminated string"
        ),
        ("binary.json", "\u{0}\u{1}\u{2}", "unexpected byte 0x0"),
    ]

    @Test("each bad scene file gets one error line naming the file", arguments: cases)
    func badScene(name: String, text: String, message: String) throws {
        let path = try temporaryFile(name, text)
        let r = try hitchain("explain", path, "--point", "1,1")
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(path), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count <= 2, "\(r.stderr)")
    }

    @Test("a scene nested 100 000 levels deep is refused, not a crash")
    func deep() throws {
        var text =
            #"{ "format": "hitchain-scene", "version": 1, "windows": [ "#
            + #"{ "name": "w", "frame": [0, 0, 10, 10], "subviews": ["#
        text += String(repeating: #"{ "frame": [0, 0, 10, 10], "subviews": ["#, count: 100_000)
        text += String(repeating: "] }", count: 100_000) + "] } ] }"
        let path = try temporaryFile("deep.json", text)
        let r = try hitchain("explain", path, "--point", "1,1")
        #expect(r.status != 0)
        #expect(r.stderr.contains("nest deeper than 10000 levels"), "\(r.stderr)")
    }

    @Test("missing files, bad points and unknown names are reported plainly")
    func otherErrors() throws {
        let missing = try hitchain("explain", "no/such/file.json", "--point", "1,1")
        #expect(missing.status != 0 && missing.stderr.contains("no/such/file.json: cannot read the file: no such file"))
        let badPoint = try hitchain("explain", "Corpus/scenes/seed-004.json", "--point", "nan,1")
        #expect(badPoint.status != 0 && badPoint.stderr.contains("expected two finite numbers"))
        let unknown = try hitchain("chain", "Corpus/scenes/seed-004.json", "nobody")
        #expect(unknown.status != 0 && unknown.stderr.contains("no responder is named \"nobody\""))
        let mutant = try hitchain("explain", "Corpus/scenes/seed-004.json", "--point", "1,1", "--mutant", "bogus")
        #expect(mutant.status != 0 && mutant.stderr.contains("unknown mutant \"bogus\""))
        // explain walks the reference: it lists the reference walk's mutants, not the engines'.
        let engineMutant = try hitchain(
            "explain", "Corpus/scenes/seed-004.json", "--point", "1,1", "--mutant", "geometryChangesIgnored")
        #expect(engineMutant.status != 0)
        let known = engineMutant.stderr.components(separatedBy: "known: ").last ?? ""
        #expect(known.hasPrefix("frontToBackKeepLast"))
        #expect(!known.contains("geometryChangesIgnored"))
        let replayMutant = try hitchain("replay", "Corpus/seed-004-tap-c.evz", "--mutant", "bogus")
        #expect(replayMutant.status != 0 && replayMutant.stderr.contains("geometryChangesIgnored"))
    }

    @Test("validate reports every bad file and exits non-zero")
    func validateMixed() throws {
        let bad = try temporaryFile("bad.json", "{}")
        let r = try hitchain("validate", "Corpus/scenes/seed-004.json", bad)
        #expect(r.status != 0)
        #expect(r.stdout.contains("ok    Corpus/scenes/seed-004.json"))
        #expect(r.stdout.contains("FAIL  \(bad)"))
    }
}

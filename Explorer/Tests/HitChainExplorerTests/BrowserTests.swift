import Foundation
import HitChain
import Testing

@Suite(
    "In a real browser", .serialized,
    .enabled(
        if: WebDriver.isAvailable,
        "needs chromium and chromedriver on $PATH (Debian: apt-get install chromium chromium-driver)"))
struct BrowserTests {
    let seed004 = corpus("scenes/seed-004.json")

    @Test("a click on the drawn screen shows the model's answer, its walk and chain; the screenshot shows it")
    func clickScene() async throws {
        try await BrowserPage.open([seed004]) { page, browser in
            try await browser.wait(for: "document.body.dataset.ready === '0'")
            let point = HCPoint(x: 350, y: 350)
            let scene = try SceneDecoder().decode(try String(contentsOfFile: seed004, encoding: .utf8))
            let shown = try await page.click(point, answers: 1)
            #expect(shown == (try BrowserPage.expectedLabel(scene, at: point)))
            #expect(shown == "CView")
            let walkLines = try await browser.script("return document.querySelectorAll('#walk div').length;") as? Int
            #expect(walkLines == 24)
            let chain = try await browser.script("return document.getElementById('chain').children[0].textContent;")
            #expect(chain as? String == "CView")
            let command = try await browser.script("return document.querySelector('.commands code').textContent;")
            // The click lands on a whole pixel of the window: the point is the screen point under it.
            let words = (command as? String ?? "").split(separator: " ")
            #expect(words.prefix(4) == ["hitchain", "explain", Substring(seed004), "--point"])
            let clicked = words.last?.split(separator: ",").compactMap { Double($0) } ?? []
            #expect(clicked.count == 2 && abs(clicked[0] - 350) < 1 && abs(clicked[1] - 350) < 1, "\(words)")
            // Hover over AView's own part: the answer under the screen names it.
            let hover = try await page.windowPosition(of: HCPoint(x: 160, y: 250))
            try await browser.click(x: hover.x, y: hover.y)
            try await browser.wait(for: "document.body.dataset.answers === '2'")
            let hovered = try await browser.script("return document.getElementById('hover-answer').textContent;")
            #expect((hovered as? String ?? "").contains("→ AView"), "\(hovered)")

            // Back to CView, then the screenshot: the screen is drawn, and CView is tinted as the hit.
            #expect(try await page.click(point, answers: 3) == "CView")
            let image = try await page.screenshot("scene")
            #expect(try await page.drawnPixels(in: image) > 2_000)
            let inside = try await page.windowPosition(of: HCPoint(x: 330, y: 370))
            let c = image.rgb(Int(inside.x), Int(inside.y))
            #expect(c.b > c.r + 25 && c.b > 200, "CView's fill at the click: \(c)")
        }
    }

    @Test("a recording: the first divergence, the timeline, the fingers and the trace")
    func recording() async throws {
        try await BrowserPage.open([try brokenRecording(), corpus("gesture-double-tap.evz")]) { page, browser in
            try await browser.wait(for: "document.body.dataset.ready === '0'")
            let banner = try await browser.script("return document.getElementById('divergence').textContent;")
            #expect((banner as? String ?? "").contains("Replay diverges: event 0"), "\(banner)")
            _ = try await browser.script("document.getElementById('go-to-divergence').click(); return 0;")
            try await browser.wait(for: "document.querySelector('#events li.diverges.current')")
            let trace = try await browser.script("return document.getElementById('event-trace').textContent;")
            #expect((trace as? String ?? "").contains("CView touchesBegan {1} -> handled"))
            let image = try await page.screenshot("recording-divergence")
            #expect(try await page.drawnPixels(in: image) > 2_000)
            // The finger is drawn where the recording's touch began.
            let at = try await page.windowPosition(of: HCPoint(x: 350, y: 350))
            let c = image.rgb(Int(at.x) + 5, Int(at.y))
            #expect(c.r > c.b + 40, "the finger at (350, 350): \(c)")

            // The second file: scrub to its last event with the arrow key.
            _ = try await browser.script(
                "const s = document.getElementById('document'); s.value = '1'; s.dispatchEvent(new Event('change'));"
                    + " return 0;")
            try await browser.wait(for: "document.body.dataset.ready === '1'")
            for _ in 0..<4 {
                _ = try await browser.script(
                    "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'})); return 0;")
            }
            try await browser.wait(for: "document.getElementById('event-number').textContent === '5 / 5'")
            let passed = try await browser.script("return document.getElementById('divergence').textContent;")
            #expect((passed as? String ?? "").hasPrefix("Replay passes"))
            _ = try await page.screenshot("recording")
        }
    }

    @Test("a long load and a hit map being made are shown on the page as they go, and the page then works")
    func progress() async throws {
        try await BrowserPage.open([seed004, "--compose", "100000"], waitForFiles: false) { page, browser in
            let status = "document.getElementById('status').textContent"
            try await browser.wait(for: "\(status).startsWith('loading \(seed004):')")
            try await browser.wait(for: "document.body.dataset.ready === '0'", timeout: 300)
            _ = try await browser.script("document.getElementById('hitmap-toggle').click(); return 0;")
            try await browser.wait(for: "\(status).startsWith('making the hit map: ')")
            try await browser.wait(for: "document.body.dataset.hitmap === 'drawn'", timeout: 300)
            let shown = try await page.click(HCPoint(x: 100, y: 100), answers: 1)
            #expect(shown.contains("·"), "a view of a composed copy: \(shown)")
        }
    }
}

@Suite(
    "In a real browser, on a real screen", .serialized,
    .enabled(
        if: WebDriver.isAvailable,
        "needs chromium and chromedriver on $PATH (Debian: apt-get install chromium chromium-driver)"),
    .enabled(if: hasRealHierarchies, "needs ../shared/realdata/hierarchies beside the repository"))
struct RealScreenBrowserTests {
    @Test("an imported iOS Settings screen: clicks answer as the model does, and the hit map is drawn")
    func importedScreen() async throws {
        let (path, scene) = try HitChainExplorerTests.importedScreen("ps02_shirates_settings_top_iphone12.xml")
        try await BrowserPage.open([path]) { page, browser in
            try await browser.wait(for: "document.body.dataset.ready === '0'")
            for (k, p) in [HCPoint(x: 200, y: 300), HCPoint(x: 30, y: 60), HCPoint(x: 380, y: 800)].enumerated() {
                let shown = try await page.click(p, answers: k + 1)
                // The click lands on a whole pixel: ask the model about the point the page used.
                let asked = try await browser.script("return location.hash;") as? String ?? ""
                let query = URLComponents(string: "http://x/?" + asked.dropFirst())?.queryItems ?? []
                let x = Double(query.first { $0.name == "x" }?.value ?? "") ?? .nan
                let y = Double(query.first { $0.name == "y" }?.value ?? "") ?? .nan
                #expect(abs(x - p.x) < 1 && abs(y - p.y) < 1)
                #expect(shown == (try BrowserPage.expectedLabel(scene, at: HCPoint(x: x, y: y))), "\(p)")
            }
            _ = try await page.screenshot("imported")
            _ = try await browser.script("document.getElementById('hitmap-toggle').click(); return 0;")
            try await browser.wait(for: "document.body.dataset.hitmap === 'drawn'")
            let image = try await page.screenshot("imported-hitmap")
            #expect(try await page.drawnPixels(in: image) > 20_000)
        }
    }
}

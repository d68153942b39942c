import Foundation
import HitChain
import Testing

/// How long a click takes to be answered in the browser, on an imported screen composed to
/// 1 000 views and to 100 000: a measurement, run when asked for (`HITCHAIN_EXPLORER_MEASURE`
/// = clicks per screen; `HITCHAIN_VIEW` = the build to measure, a release one). Every click's
/// answer must still be the model's; the times are written to
/// Explorer/.build/explorer-click-times.txt and printed, never asserted.
@Suite(
    "Click to answer, measured in the browser", .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["HITCHAIN_EXPLORER_MEASURE"] != nil,
        "a measurement: set HITCHAIN_EXPLORER_MEASURE=CLICKS (and HITCHAIN_VIEW to a release build) to run it"),
    .enabled(if: WebDriver.isAvailable, "needs chromium and chromedriver on $PATH"),
    .enabled(if: hasRealHierarchies, "needs ../shared/realdata/hierarchies beside the repository"))
struct ClickTimingTests {
    @Test("p50 and p99 from click to answer", arguments: [1_000, 100_000])
    func measure(views: Int) async throws {
        let clicks = Int(ProcessInfo.processInfo.environment["HITCHAIN_EXPLORER_MEASURE"] ?? "") ?? 100
        let (path, imported) = try importedScreen("ps02_shirates_settings_top_iphone12.xml")
        let scene = ComposedScreens.scene(from: [imported], views: views)
        let app = try UIApplication(scene: scene)
        try await BrowserPage.open([path, "--compose", String(views)]) { page, browser in
            try await browser.wait(for: "document.body.dataset.ready === '0'", timeout: 600)
            var random = SeededGenerator(seed: 20_261_127)
            let size = scene.screen.size
            for k in 1...max(clicks, 1) {
                let p = HCPoint(
                    x: Double.random(in: 4..<(size.width - 4), using: &random),
                    y: Double.random(in: 4..<(size.height - 4), using: &random))
                let shown = try await page.click(p, answers: k)
                let asked = try await browser.script("return location.hash;") as? String ?? ""
                let query = URLComponents(string: "http://x/?" + asked.dropFirst())?.queryItems ?? []
                let x = Double(query.first { $0.name == "x" }?.value ?? "") ?? .nan
                let y = Double(query.first { $0.name == "y" }?.value ?? "") ?? .nan
                let expected =
                    ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: x, y: y)).view?.hitChain.label ?? "(null)"
                #expect(shown == expected, "click \(k) at (\(x), \(y))")
            }
            let timings = try await browser.script("return window.hitchainTimings;") as? [[String: Double]] ?? []
            let answered = timings.compactMap { $0["answered"] }.sorted()
            let painted = timings.compactMap { $0["painted"] }.sorted()
            func percentile(_ values: [Double], _ q: Double) -> Double {
                values.isEmpty ? .nan : values[min(Int((Double(values.count) * q).rounded(.up)) - 1, values.count - 1)]
            }
            let line = String(
                format: "%d views, %d clicks: answered p50 %.1f ms, p99 %.1f ms; on screen p50 %.1f ms, p99 %.1f ms",
                scene.views.count, answered.count, percentile(answered, 0.5), percentile(answered, 0.99),
                percentile(painted, 0.5), percentile(painted, 0.99))
            print("explorer click times: \(line)")
            let file = repositoryRoot.appendingPathComponent("Explorer/.build/explorer-click-times.txt")
            let old = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            try (old + line + "\n").write(to: file, atomically: true, encoding: .utf8)
            _ = try await page.screenshot("composed-\(views)")
        }
    }
}

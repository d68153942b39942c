import Foundation
import HitChain

/// The explorer's page in a real browser: where a screen point is drawn in the window (from
/// the mapping the picture declares and its box on the page), a click there, and the answer.
struct BrowserPage {
    let browser: WebDriver

    /// Runs `hitchain-view` with `arguments`, opens its page in a headless browser (once its
    /// files are built, unless `waitForFiles` is false), runs `body`, and stops the browser and
    /// the server, whatever `body` throws.
    static func open(
        _ arguments: [String], waitForFiles: Bool = true, _ body: (BrowserPage, WebDriver) async throws -> Void
    ) async throws {
        let server = ServerProcess(arguments: arguments)
        let url = try server.start(waitForFiles: waitForFiles)
        defer { server.stop() }
        let browser = try await WebDriver()
        do {
            try await browser.open(url)
            try await body(BrowserPage(browser: browser), browser)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    /// The window position of screen point `p`.
    func windowPosition(of p: HCPoint) async throws -> (x: Double, y: Double) {
        let geometry = try await browser.script(
            """
            const svg = document.querySelector('#picture svg'); const g = svg.querySelector('g.views');
            const r = svg.getBoundingClientRect();
            return [r.left, r.top, r.width / Number(svg.getAttribute('width')),
              g.dataset.screenOrigin, g.dataset.screenScale, g.dataset.screenOffset];
            """)
        guard let v = geometry as? [Any], v.count == 6, let left = v[0] as? Double, let top = v[1] as? Double,
            let zoom = v[2] as? Double,
            let origin = (v[3] as? String)?.split(separator: ",").compactMap({ Double($0) }),
            let scale = (v[4] as? String).flatMap(Double.init),
            let offset = (v[5] as? String)?.split(separator: ",").compactMap({ Double($0) }), origin.count == 2,
            offset.count == 2
        else { throw WebDriver.Problem(description: "the picture declares no mapping: \(geometry)") }
        return (
            left + ((p.x - origin[0]) * scale + offset[0]) * zoom, top + ((p.y - origin[1]) * scale + offset[1]) * zoom
        )
    }

    /// Clicks screen point `p` and waits for the page's `answers`-th answer; the hit view's
    /// label as the page shows it.
    func click(_ p: HCPoint, answers: Int) async throws -> String {
        let at = try await windowPosition(of: p)
        try await browser.click(x: at.x, y: at.y)
        try await browser.wait(for: "document.body.dataset.answers === '\(answers)'")
        return try await browser.script("return document.getElementById('hit-name').textContent;") as? String ?? ""
    }

    /// Takes a screenshot, keeps it in Explorer/.build/screenshots/NAME.png to look at, and
    /// returns it decoded.
    func screenshot(_ name: String) async throws -> PNGImage {
        let data = try await browser.screenshot()
        let folder = repositoryRoot.appendingPathComponent("Explorer/.build/screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("\(name).png"), options: .atomic)
        return try PNGImage(data)
    }

    /// How many pixels of the picture's box are drawn (not white).
    func drawnPixels(in image: PNGImage) async throws -> Int {
        let box = try await browser.script(
            "const r = document.querySelector('#picture svg').getBoundingClientRect();"
                + " return [r.left, r.top, r.right, r.bottom];"
        )
        guard let b = box as? [Double], b.count == 4 else { return 0 }
        var drawn = 0
        for y in stride(from: Int(b[1]), to: min(Int(b[3]), image.height), by: 2) {
            for x in stride(from: Int(b[0]), to: min(Int(b[2]), image.width), by: 2) {
                let c = image.rgb(x, y)
                if c.r < 200 || c.g < 200 || c.b < 200 { drawn += 1 }
            }
        }
        return drawn
    }

    /// The label the model gives the view a touch at `p` reaches (what the page must show).
    static func expectedLabel(_ scene: HCScene, at p: HCPoint) throws -> String {
        let app = try UIApplication(scene: scene)
        return ReferenceHitTester().hitTest(app, screenPoint: p).view?.hitChain.label ?? "(null)"
    }
}

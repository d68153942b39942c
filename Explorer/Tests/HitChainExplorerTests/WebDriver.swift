import Foundation

/// A real browser, driven through its W3C WebDriver (Debian's chromium and chromedriver),
/// headless.
final class WebDriver {
    let driver = Process()
    private let output = Pipe()
    private(set) var base: URL
    private(set) var session = ""

    /// The browser and its driver on $PATH (chromium, chromium-browser or google-chrome).
    static var browser: String? { find(["chromium", "chromium-browser", "google-chrome"]) }
    static var driverProgram: String? { find(["chromedriver"]) }
    static var isAvailable: Bool { browser != nil && driverProgram != nil }

    private static func find(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            for name in names where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the driver on a free port and opens a headless window of `width` × `height`.
    init(width: Int = 1500, height: Int = 950) async throws {
        guard let program = Self.driverProgram, let browser = Self.browser else {
            throw Problem(description: "no chromium and chromedriver on $PATH")
        }
        driver.executableURL = URL(fileURLWithPath: program)
        driver.arguments = ["--port=0"]
        driver.standardOutput = output
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("started successfully"), Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let started = text.components(separatedBy: "started successfully on port ").last ?? ""
        guard text.contains("started successfully on port "), let port = Int(started.prefix { $0.isNumber })
        else {
            driver.terminate()
            throw Problem(description: "chromedriver did not start: \(text)")
        }
        guard let url = URL(string: "http://127.0.0.1:\(port)/") else {
            throw Problem(description: "no address for port \(port)")
        }
        base = url
        let arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
            "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
        ]
        let reply = try await command(
            "session", method: "POST",
            [
                "capabilities": [
                    "alwaysMatch": [
                        "browserName": "chrome", "goog:chromeOptions": ["binary": browser, "args": arguments],
                    ]
                ]
            ])
        guard let value = reply as? [String: Any], let id = value["sessionId"] as? String else {
            driver.terminate()
            throw Problem(description: "no browser session: \(reply)")
        }
        session = id
    }

    /// A WebDriver command; its `value`.
    @discardableResult
    func command(_ path: String, method: String = "GET", _ body: [String: Any]? = nil) async throws -> Any {
        let reply = try await HTTP.request(
            base.appendingPathComponent(path), method: method, json: body ?? (method == "POST" ? [:] : nil))
        let value = (try reply.json() as? [String: Any])?["value"] ?? NSNull()
        if reply.status != 200 { throw Problem(description: "\(path): \(reply.status) \(reply.text.prefix(500))") }
        return value
    }

    func open(_ url: URL) async throws {
        try await command("session/\(session)/url", method: "POST", ["url": url.absoluteString])
    }

    /// Runs a script in the page; its result.
    func script(_ source: String, _ arguments: [Any] = []) async throws -> Any {
        try await command("session/\(session)/execute/sync", method: "POST", ["script": source, "args": arguments])
    }

    /// Waits until `condition` (a script returning a boolean) is true.
    func wait(for condition: String, timeout: Double = 60) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await script("return !!(\(condition));") as? Bool == true { return }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        let status = try await script("return document.getElementById('status').textContent;")
        throw Problem(description: "waited \(Int(timeout)) s for \(condition); the page says: \(status)")
    }

    /// Moves the mouse to (x, y) in the window and clicks there.
    func click(x: Double, y: Double) async throws {
        let actions: [[String: Any]] = [
            ["type": "pointerMove", "duration": 0, "x": Int(x.rounded()), "y": Int(y.rounded()), "origin": "viewport"],
            ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
        ]
        try await command(
            "session/\(session)/actions", method: "POST",
            [
                "actions": [
                    ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions]
                ]
            ])
    }

    func screenshot() async throws -> Data {
        guard let text = try await command("session/\(session)/screenshot") as? String,
            let data = Data(base64Encoded: text)
        else { throw Problem(description: "no screenshot") }
        return data
    }

    func quit() async {
        if !session.isEmpty { _ = try? await command("session/\(session)", method: "DELETE") }
        // Polled, not `waitUntilExit()`, which waits on a run loop this task's thread may not run.
        if driver.isRunning { driver.terminate() }
        let deadline = Date().addingTimeInterval(10)
        while driver.isRunning, Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
    }
}

import Testing

@testable import HitChainRecording

/// A capture can hold any number of contacts; a replay takes 64 down at once. Past that (or
/// past the slots a device may have) the import stops, instead of carrying every contact in
/// every frame (quadratic: 10 000 contacts took over 5 GB).
@Suite("Capture limits")
struct CaptureLimitTests {
    /// RERAN's translated form: `count` contacts go down one frame at a time, then lift.
    static func contacts(_ count: Int, slotOffset: Int = 0) -> String {
        func event(_ delay: Int, _ type: Int, _ code: Int, _ value: Int) -> String {
            "\(delay)\n2,\(type),\(code),\(value)\n"
        }
        var body = ""
        for i in 0..<count {
            body +=
                event(0, 3, 47, i + slotOffset) + event(0, 3, 57, i + 1) + event(0, 3, 53, (i + 1) * 10)
                + event(0, 3, 54, (i + 1) * 10) + event(0, 0, 0, 0)
        }
        for i in 0..<count { body += event(10, 3, 47, i + slotOffset) + event(0, 3, 57, -1) + event(0, 0, 0, 0) }
        let lines = body.split(separator: "\n").count / 2
        return "\(lines)\n" + body
    }

    @Test("64 contacts down at once import; 65 are refused, saying when")
    func maxContacts() throws {
        let ok = try CaptureImporter(format: .reran).importCapture(Self.contacts(64), file: "c.txt")
        #expect(ok.events.count == 128)
        #expect {
            _ = try CaptureImporter(format: .reran).importCapture(Self.contacts(65), file: "c.txt")
        } throws: { error in
            "\(error)".contains("more than 64 touches are down at once at 0 s")
        }
    }

    @Test("a slot number past what a device may have is refused")
    func slotRange() {
        #expect {
            _ = try CaptureImporter(format: .reran).importCapture(Self.contacts(1, slotOffset: 5_000), file: "c.txt")
        } throws: { error in
            "\(error)".contains("slot 5000 is outside 0…1023")
        }
    }
}

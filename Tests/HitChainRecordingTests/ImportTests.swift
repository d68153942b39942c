import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import Testing

/// Imports of the real captures in ../shared/realdata/touch (skipped, saying so, when that
/// folder is absent), and of small hand-made captures.
@Suite("Imports of real touch captures")
struct ImportTests {
    func importFile(_ format: CaptureImporter.Format, _ relative: String) throws -> CaptureImporter.Result {
        let url = realData.appendingPathComponent(relative)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        var description: String?
        if let desc = CaptureImporter.descriptionPath(forEvents: url.path),
            let d = FileManager.default.contents(atPath: desc)
        {
            description = String(decoding: d, as: UTF8.self)
        }
        return try CaptureImporter(format: format).importCapture(text, file: url.path, description: description)
    }

    static func touchIDs(_ events: [TimedEvent]) -> Set<Int> {
        Set(
            events.flatMap { e -> [Int] in
                if case .touches(let s) = e.event { return s.map(\.id) }; return []
            })
    }

    static func maxSimultaneous(_ events: [TimedEvent]) -> Int {
        events.map { e -> Int in
            if case .touches(let s) = e.event {
                return s.filter { $0.phase != .ended && $0.phase != .cancelled }.count
            }
            return 0
        }.max() ?? 0
    }

    @Test(
        "every real capture imports to a valid stream and replays",
        .enabled(if: hasRealData, Comment(rawValue: realDataAbsent)))
    func allCaptures() throws {
        let evemu = try FileManager.default.contentsOfDirectory(
            atPath: realData.appendingPathComponent("evemu-devices").path
        ).filter {
            $0.hasSuffix(".events")
        }
        let getevent = try FileManager.default.contentsOfDirectory(
            atPath: realData.appendingPathComponent("android-getevent-reran").path
        ).filter {
            $0.hasSuffix(".getevent.txt")
        }
        #expect(evemu.count == 14 && getevent.count == 5)
        for (format, files, folder) in [
            (CaptureImporter.Format.evemu, evemu, "evemu-devices"), (.getevent, getevent, "android-getevent-reran"),
        ] {
            for file in files {
                let result = try importFile(format, "\(folder)/\(file)")
                try EventStreamValidator.validate(result.events)
                let scene = CaptureImporter.defaultScene(
                    width: result.header.screenWidth, height: result.header.screenHeight,
                    scale: result.header.screenScale)
                let bytes = try record(result.events, on: scene, unitsPerPoint: result.header.unitsPerPoint)
                let replay = try Replayer().replay(try EVZReader(bytes: bytes, file: file))
                #expect(replay.passed && replay.warnings.isEmpty, "\(file)")
            }
        }
    }

    @Test(
        "protocol B slots: two fingers down together get two ids",
        .enabled(if: hasRealData, Comment(rawValue: realDataAbsent)))
    func protocolB() throws {
        let result = try importFile(.evemu, "evemu-devices/Atmel maXTouch Touchscreen.2-fingers-touch-release.events")
        #expect(Self.maxSimultaneous(result.events) == 2)
        #expect(result.header.deviceAxes.map(\.maximum) == [799, 479])
        let four = try importFile(.evemu, "evemu-devices/EP0430M09.4-finger-drag-down.events")
        #expect(Self.maxSimultaneous(four.events) == 4)
    }

    @Test(
        "protocol A (N-Trig): contacts matched frame to frame",
        .enabled(if: hasRealData, Comment(rawValue: realDataAbsent)))
    func protocolA() throws {
        let result = try importFile(.evemu, "evemu-devices/N-Trig MultiTouch.2-fingers-touch-release.events")
        #expect(Self.maxSimultaneous(result.events) == 2)
        #expect(Self.touchIDs(result.events).count >= 2)
    }

    @Test(
        "getevent: the touchscreen is found among sixteen devices; the rhythm game has its touches",
        .enabled(if: hasRealData, Comment(rawValue: realDataAbsent)))
    func getevent() throws {
        let result = try importFile(.getevent, "android-getevent-reran/exp9-set1-cytus2-rhythm-game.getevent.txt")
        #expect(result.deviceName.contains("sec_touchscreen"))
        #expect(Self.touchIDs(result.events).count == 158)
        #expect(Self.maxSimultaneous(result.events) == 2)
        #expect((result.events.last?.time ?? 0) > 180)
    }

    @Test(
        "RERAN's translated calculator capture imports to the very events of its getevent original",
        .enabled(if: hasRealData, Comment(rawValue: realDataAbsent)))
    func reranTranslated() throws {
        let reran = try importFile(.reran, "android-getevent-reran/exp7-set5-calculator.reran-translated.txt")
        let getevent = try importFile(.getevent, "android-getevent-reran/exp7-set5-calculator.getevent.txt")
        #expect(reran.events.count == 106)
        #expect(reran.events == getevent.events)
        #expect(reran.header.unitsPerPoint == getevent.header.unitsPerPoint)
        #expect(reran.deviceName == "/dev/input/event2")
        // Given to the getevent reader, it is refused with the command that reads it.
        let url = realData.appendingPathComponent("android-getevent-reran/exp7-set5-calculator.reran-translated.txt")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let error = try #require(
            throws: ImportError.self,
            performing: { try CaptureImporter(format: .getevent).importCapture(text, file: "c") })
        #expect(
            error.problem.hasSuffix(
                "the file looks like RERAN's translated form of a getevent capture: "
                    + "`hitchain import reran` reads it"))
    }

    @Test("a hand-made RERAN capture: delays add up, unsigned values read as signed, devices apart")
    func reranHandMade() throws {
        let text = """
            9
            0
            2,3,57,7
            1000000
            2,3,53,300
            5000
            11,2,3,3
            0
            2,3,54,600
            0
            2,0,0,0
            16000000
            2,3,53,330
            0
            2,0,0,0
            16000000
            2,3,57,4294967295
            0
            2,0,0,0

            """
        let importer = CaptureImporter(format: .reran, screenWidth: 390, deviceSize: (1170, 2532))
        let result = try importer.importCapture(text, file: "hand.txt")
        #expect(result.header.unitsPerPoint == 3)
        #expect(
            result.events == [
                TimedEvent(
                    time: 0.001005,
                    event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 100, y: 200))])),
                TimedEvent(
                    time: 0.017005,
                    event: .touches([TouchSample(id: 1, phase: .moved, location: HCPoint(x: 110, y: 200))])),
                TimedEvent(
                    time: 0.033005,
                    event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 110, y: 200))])),
            ])
        #expect(
            throws: ImportError(
                file: "h",
                "no events from /dev/input/event5; devices: /dev/input/event2, /dev/input/event11")
        ) {
            try CaptureImporter(format: .reran, device: "/dev/input/event5").importCapture(text, file: "h")
        }
    }

    @Test("malformed RERAN captures: the count, a cut-off pair, a bad delay or event line, each located")
    func reranMalformed() {
        func fails(_ text: String, line: Int?, _ problem: String) {
            #expect(throws: ImportError(file: "r.txt", line: line, problem), "\(text)") {
                try CaptureImporter(format: .reran).importCapture(text, file: "r.txt")
            }
        }
        fails("x\n0\n2,3,57,1", line: 1, "a RERAN translated file starts with its number of events")
        fails("2\n0\n2,3,57,1", line: nil, "line 1 says 2 events, but the file holds 1 delay and event line pair")
        fails(
            "1\n0\n2,3,57,1\n5", line: nil,
            "line 1 says 1 event, but the file holds 1 delay and event line pair and a delay with no event (cut off?)"
        )
        fails(
            "3\n0\n2,3,57,1\n0\n2,3,57,2", line: nil,
            "line 1 says 3 events, but the file holds 2 delay and event line pairs")
        let delay = "a delay is the nanoseconds since the previous event, and the capture spans at most a day"
        fails("1\n-5\n2,3,57,1", line: 2, delay)
        fails("2\n86400000000000\n2,3,57,1\n1\n2,3,57,1", line: 4, delay)
        let event = "an event line is \"device,type,code,value\" in decimal (the value 32 bits, signed or not)"
        fails("1\n0\n2,3,57", line: 3, event)
        fails("1\n0\n2,3,57,99999999999", line: 3, event)
        fails("1\n0\n2,x,57,1", line: 3, event)
    }

    @Test("a hand-made protocol B capture: began, moved, ended with device units mapped to points")
    func handMade() throws {
        let text = """
            N: Test Panel
            A: 35 0 1169 0 0 0
            A: 36 0 2531 0 0 0
            E: 100.000000 0003 002f 0
            E: 100.000000 0003 0039 7
            E: 100.000000 0003 0035 300
            E: 100.000000 0003 0036 600
            E: 100.000000 0000 0000 0
            E: 100.016000 0003 0035 330
            E: 100.016000 0000 0000 0
            E: 100.032000 0003 0039 -1
            E: 100.032000 0000 0000 0
            """
        let result = try CaptureImporter(format: .evemu, screenWidth: 390).importCapture(text, file: "panel.events")
        #expect(result.header.unitsPerPoint == 3)
        #expect(
            result.events == [
                TimedEvent(
                    time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: HCPoint(x: 100, y: 200))])),
                TimedEvent(
                    time: 0.016, event: .touches([TouchSample(id: 1, phase: .moved, location: HCPoint(x: 110, y: 200))])
                ),
                TimedEvent(
                    time: 0.032, event: .touches([TouchSample(id: 1, phase: .ended, location: HCPoint(x: 110, y: 200))])
                ),
            ])
    }

    @Test("malformed captures get an error naming the line")
    func malformed() {
        #expect(throws: ImportError(file: "x.events", line: 2, "an E: line is \"sec.usec type code value\"")) {
            try CaptureImporter(format: .evemu).importCapture("A: 35 0 100 0 0 0\nE: 1.0 0003", file: "x.events")
        }
        #expect(throws: ImportError.self) {
            try CaptureImporter(format: .getevent).importCapture("[ 1.0] /dev/input/event2: zz", file: "g.txt")
        }
        #expect(throws: ImportError(file: "e.events", "no touch events found")) {
            try CaptureImporter(format: .evemu).importCapture("# nothing", file: "e.events")
        }
    }
}

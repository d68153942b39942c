import ArgumentParser
import Foundation
import HitChain

/// `hitchain import evemu|getevent FILE -o OUT.evz`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a real touch capture (evemu, Android getevent -tt) into an .evz recording.",
        discussion: """
            Multi-touch slots and tracking ids become touch ids and phases; device units \
            become points with one scale for both axes (the screen width in points across the \
            device's X range). The events are delivered on --scene, or on a full-screen view \
            that handles every touch, and recorded with their trace.
            """
    )

    @Argument(help: "evemu or getevent.")
    var format: String

    @Argument(help: "The capture file.")
    var file: String

    @Option(
        name: .shortAndLong, help: ArgumentHelp("The recording to write (default: FILE.evz).", valueName: "file.evz"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Play the events on this scene.", valueName: "scene.json"))
    var scene: String?

    @Option(name: .long, help: "The screen width in points, when no scene is given.")
    var screenWidth: Double = 390

    @Option(
        name: .long,
        help: ArgumentHelp(
            "getevent: the touchscreen device (default: the one with multi-touch positions).",
            valueName: "/dev/input/eventN"))
    var device: String?

    @Option(
        name: .long,
        help: ArgumentHelp("getevent: the device size in units (default: the largest values seen).", valueName: "WxH"))
    var deviceSize: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "evemu: the device description with the axis ranges (default: DEVICE.desc beside DEVICE.GESTURE.events).",
            valueName: "file.desc"))
    var descriptionFile: String?

    func run() throws {
        guard let f = CaptureImporter.Format(rawValue: format) else {
            throw ValidationError("the format is evemu or getevent, not \(format)")
        }
        var size: (Int64, Int64)?
        if let text = deviceSize {
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int64(parts[0]), let h = Int64(parts[1]), w > 1, h > 1 else {
                throw ValidationError("--device-size is WIDTHxHEIGHT in device units, for example 1080x1920")
            }
            size = (w, h)
        }
        let sceneValue = try scene.map(SceneFile.read)
        let data = try InputFile.read(file)
        let importer = CaptureImporter(
            format: f, screenWidth: sceneValue?.screen.size.width ?? screenWidth,
            screenScale: sceneValue?.screen.scale ?? 3,
            device: device, deviceSize: size)
        var description: String?
        if f == .evemu, let descPath = descriptionFile ?? CaptureImporter.descriptionPath(forEvents: file),
            let descData = FileManager.default.contents(atPath: descPath)
        {
            description = String(decoding: descData, as: UTF8.self)
        }
        let result = try importer.importCapture(
            String(decoding: data, as: UTF8.self), file: file, description: description)
        let playedOn =
            sceneValue
            ?? CaptureImporter.defaultScene(
                width: result.header.screenWidth, height: result.header.screenHeight, scale: result.header.screenScale)
        let out = output ?? file + ".evz"
        let recorder = try Recorder(scene: playedOn, path: out, header: result.header)
        for e in result.events { try recorder.record(e) }
        try recorder.finish()
        let samples = result.events.reduce(0) { n, e in
            if case .touches(let s) = e.event { return n + s.count }; return n
        }
        print(
            "imported \(plural(result.events.count, "event")) (\(plural(samples, "touch sample"))) from "
                + "\(result.deviceName) to \(out) (\(plural(recorder.writer.bytesWritten, "byte")))"
        )
    }
}

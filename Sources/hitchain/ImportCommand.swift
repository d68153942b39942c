import ArgumentParser
import Foundation
import HitChain

/// `hitchain import evemu|getevent|reran FILE -o OUT.evz`, and
/// `hitchain import recursiveDescription|appium|xcuitest|hierarchy DUMP -o SCREEN.json`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Turn a touch capture (evemu, getevent, reran) into an .evz recording, or a view-hierarchy dump "
            + "(recursiveDescription, appium, xcuitest, or hierarchy to detect which) into a scene.",
        discussion: """
            Touch captures: evemu (a Linux evemu-record capture, with its device description), \
            getevent (Android's getevent -tt) and reran (RERAN's translated form of a getevent \
            capture: a count, then a delay in nanoseconds and "device,type,code,value" per \
            event). Multi-touch slots and tracking ids become touch ids and phases; device units \
            become points with one scale for both axes (the screen width in points across the \
            device's X range). The events are delivered on --scene, or on a full-screen view \
            that handles every touch, and recorded with their trace (-o, default FILE.evz). A \
            capture given under the wrong format is refused with the command that reads it.

            View-hierarchy dumps: recursiveDescription (the text of \
            `po [[UIWindow keyWindow] recursiveDescription]`, or of any view, as pasted — quotes, \
            backticks, an lldb "(id) $1 = 0x…" prefix, NSLog's timestamps are taken off, and a \
            string printed with its escapes, @"…" or "…\\n…", is unescaped), appium (an Appium or \
            WebDriverAgent page source, XML) and xcuitest (an XCUITest debugDescription); \
            hierarchy tells these three apart by their content. A dump cut short imports as far \
            as it is whole, saying where it was cut; _printHierarchy goes with --controllers. The \
            dump is written as a scene (-o, default FILE.json) and what it could not tell is listed \
            (see docs/importing.md, with every shape a dump takes).

            An option whose help starts "Captures:", "evemu:", "getevent, reran:", "Hierarchies:" \
            or "recursiveDescription:" applies to those formats only.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "What FILE is: a touch capture (evemu, getevent, reran) or a view-hierarchy dump (recursiveDescription, "
                + "appium, xcuitest; hierarchy: detected from the content).",
            valueName: "format"))
    var format: String

    @Argument(help: "The capture or the dump to read.")
    var file: String

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The recording to write for a capture (default: FILE.evz), or the scene for a hierarchy dump (default: "
                + "FILE.json).",
            valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Hierarchies: add what the dump cannot show (overrides, handlers, recognizers) by view name.",
            valueName: "annotations.json"))
    var annotations: String?

    @Option(
        help: ArgumentHelp(
            "recursiveDescription: the view controllers, from _printHierarchy in the same run (matched by view "
                + "address).",
            valueName: "controllers.txt"))
    var controllers: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Captures: play the events on this scene (default: a full-screen view that handles every touch).",
            valueName: "scene.json"))
    var scene: String?

    @Option(
        name: .long,
        help: "Captures without --scene: the screen width in points (more than 0, at most 100000).")
    var screenWidth: Measure = 390

    @Option(
        name: .long,
        help: ArgumentHelp(
            "getevent, reran: the touchscreen device (default: the one with multi-touch positions).",
            valueName: "/dev/input/eventN"))
    var device: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "getevent, reran: the device size in units, each side 2 to 2^31 (default: the largest values seen).",
            valueName: "WxH"))
    var deviceSize: DeviceSize?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "evemu: the device description with the axis ranges (default: DEVICE.desc beside DEVICE.GESTURE.events).",
            valueName: "file.desc"))
    var descriptionFile: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Captures: how finely to keep times (1us keeps the device's stamps exactly; coarser rounds them "
                + "and compresses better).", valueName: "1us|10us|100us|1ms"))
    var timeResolution: TimeResolution = .microsecond

    func validate() throws {
        guard screenWidth.value > 0, screenWidth.value <= 100_000 else {
            throw ValidationError("--screen-width is a number of points, more than 0 and at most 100000")
        }
    }

    func run() throws {
        if format == "hierarchy" || HierarchyFormat(rawValue: format) != nil { return try importHierarchy() }
        guard let f = CaptureImporter.Format(rawValue: format) else {
            throw ValidationError(
                "the format is evemu, getevent, reran, recursiveDescription, appium, xcuitest or hierarchy (any of the "
                    + "last three, told from the content), not \(format)")
        }
        let size = deviceSize.map { ($0.width, $0.height) }
        let sceneValue = try scene.map(SceneFile.read)
        let data = try InputFile.read(file)
        var importer = CaptureImporter(
            format: f, screenWidth: sceneValue?.screen.size.width ?? screenWidth.value,
            screenScale: sceneValue?.screen.scale ?? 3,
            device: device, deviceSize: size)
        importer.timeResolution = timeResolution
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
        try ReportFile.refuseStandardOutput(out, option: "--output", holding: "a binary recording (.evz)")
        let recorder: Recorder
        do { recorder = try Recorder(scene: playedOn, path: out, header: result.header) } catch {
            throw CLIError(.option("--output", "\(error)"))
        }
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

    /// A view-hierarchy dump (recursiveDescription, appium, xcuitest) to a scene file, and
    /// the summary of what was assumed.
    private func importHierarchy() throws {
        let out = output ?? file + ".json"
        try ReportFile.prepare(out, option: "--output")
        let text = String(decoding: try InputFile.read(file), as: UTF8.self)
        guard let kind = HierarchyFormat(rawValue: format) ?? HierarchyFormat.detect(text) else {
            throw ValidationError(
                "\(file) is not a hierarchy dump this tool knows (recursiveDescription, an Appium page source, "
                    + "an XCUITest debugDescription); name the format if it is one. " + RecursiveDescription.howToDump)
        }
        let controllersText = try controllers.map { String(decoding: try InputFile.read($0), as: UTF8.self) }
        var result: HierarchyImport
        do {
            let dump = try kind.parse(text, file: file)
            var dumped: [DumpedController] = []
            if let controllers, let controllersText {
                dumped = try PrintHierarchy.parse(controllersText, file: controllers)
            }
            result = try HierarchyImporter.scene(from: dump, file: file, controllers: dumped)
        } catch {
            throw CLIError(.scene(error))
        }
        if let annotations {
            let bytes = [UInt8](try InputFile.read(annotations))
            do {
                result.scene = try SceneAnnotations.apply(bytes, file: annotations, to: result.scene)
            } catch {
                throw CLIError(.scene(error))
            }
            result.facts.append("annotations from \(annotations) applied")
        }
        try ReportFile.write(SceneEncoder().encode(result.scene), to: out, option: "--output")
        print("imported \(plural(result.scene.views.count, "view")) from \(file) (\(kind.rawValue)) to \(out)")
        for line in result.summary { print("  " + line) }
    }
}

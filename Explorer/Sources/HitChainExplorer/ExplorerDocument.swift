import Foundation
import HitChain

/// One file the explorer was given, loaded once: a scene (its live application, numbered
/// views, picture), or a recording (the scene it starts from, plus its timeline and replay).
final class ExplorerDocument {
    enum Kind: String { case scene, recording }

    /// The file as the user named it (what the page's commands repeat).
    let file: String
    let kind: Kind
    /// `--compose N`: the scene was composed into one of about N views.
    let composed: Int?
    let scene: HCScene
    let application: UIApplication
    let index: ViewIndex
    let recording: RecordingTimeline?
    /// The picture the page draws the screen with (the pictures module's drawing).
    let picture: String
    /// The hit map and its JSON, once made (`Explorer` makes them in the background).
    var hitMap: HitMap?
    var hitMapJSON: String?

    /// Reads a scene file or a `.evz` recording (told apart by the recording's magic bytes)
    /// and builds it.
    ///
    /// - Throws: `ExplorerError` naming the file and, where the reader gives one, the place.
    convenience init(path: String, compose: Int? = nil) throws(ExplorerError) {
        try self.init(source: ExplorerSource(path: path, compose: compose))
    }

    /// Builds a file read and checked (`ExplorerSource`): composes a scene, builds its live
    /// graph, numbers its views and draws it; reads every event of a recording and replays it
    /// through every engine. Says how far it has gone in `progress`.
    init(source: ExplorerSource, progress: LoadProgress = LoadProgress()) throws(ExplorerError) {
        let path = source.file
        file = path
        kind = source.kind
        var scene = source.scene
        var timeline: RecordingTimeline?
        if kind == .recording {
            let reader: EVZReader
            do {
                reader = try EVZReader(bytes: source.bytes, file: path)
            } catch {
                throw ExplorerError(file: path, error.description)
            }
            timeline = try RecordingTimeline(reader: reader, bytes: source.bytes, progress: progress)
        }
        // `--compose` composes scenes; a recording is shown as it was recorded.
        if let compose = source.compose, kind == .scene {
            progress.begin("composing the scene")
            scene = ComposedScreens.scene(from: [scene], views: compose)
        }
        self.scene = scene
        composed = kind == .scene ? source.compose : nil
        progress.begin("building its \(plural(scene.views.count, "view"))")
        do {
            application = try UIApplication(scene: scene)
        } catch {
            throw ExplorerError(file: path, error.description)
        }
        index = ViewIndex(application: application)
        recording = timeline
        let name = URL(fileURLWithPath: path).lastPathComponent
        progress.begin("drawing the screen")
        if let timeline {
            picture = timeline.picture
        } else {
            let views = index.count
            let title = composed == nil ? name : "\(name), composed to \(plural(views, "view"))"
            picture = ScenePicture(application: application, point: nil, title: title).svg()
        }
    }

    /// The bytes of a file the user named: missing, a folder and unreadable files are refused
    /// by name; more than `limit` bytes is refused before it is read.
    static func read(_ path: String, limit: Int = 256 << 20) throws(ExplorerError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ExplorerError(file: path, "no such file")
        }
        guard !isDirectory.boolValue else { throw ExplorerError(file: path, "it is a directory, not a file") }
        // A pipe would block the open, a device would be read for ever: regular files only.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ExplorerError(file: path, "it is not a regular file (a pipe, a device or a socket)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ExplorerError(file: path, "it cannot be read (permission denied?)")
        }
        defer { try? handle.close() }
        let data: Data?
        do {
            data = try handle.read(upToCount: limit + 1)
        } catch {
            throw ExplorerError(file: path, "it cannot be read: \(error.localizedDescription)")
        }
        let bytes = [UInt8](data ?? Data())
        guard bytes.count <= limit else {
            throw ExplorerError(file: path, "it is larger than \(limit >> 20) MiB, more than a scene or recording")
        }
        return bytes
    }
}

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
    let scene: Scene
    let application: Application
    let index: ViewIndex
    let recording: RecordingTimeline?
    /// The picture the page draws the screen with (the pictures module's drawing).
    let picture: String
    private var hitMap: HitMap?

    /// Reads a scene file or a `.evz` recording (told apart by the recording's magic bytes).
    ///
    /// - Throws: `ExplorerError` naming the file and, where the reader gives one, the place.
    init(path: String, compose: Int? = nil) throws(ExplorerError) {
        file = path
        let bytes = try Self.read(path)
        var timeline: RecordingTimeline?
        var scene: Scene
        if bytes.starts(with: EVZFormat.magic) {
            kind = .recording
            let reader: EVZReader
            do {
                reader = try EVZReader(bytes: bytes, file: path)
            } catch {
                throw ExplorerError(file: path, error.description)
            }
            scene = reader.scene
            timeline = try RecordingTimeline(reader: reader, bytes: bytes)
        } else {
            kind = .scene
            do {
                scene = try SceneDecoder().decode(bytes, file: path)
            } catch {
                throw ExplorerError(file: path, error.description)
            }
        }
        // `--compose` composes scenes; a recording is shown as it was recorded.
        if let compose, kind == .scene {
            do {
                try ComposedScreens.check([scene])
            } catch {
                throw ExplorerError(file: path, error.description)
            }
            scene = ComposedScreens.scene(from: [scene], views: compose)
        }
        self.scene = scene
        composed = kind == .scene ? compose : nil
        do {
            application = try Application(scene: scene)
        } catch {
            throw ExplorerError(file: path, error.description)
        }
        index = ViewIndex(application: application)
        recording = timeline
        let name = URL(fileURLWithPath: path).lastPathComponent
        if let timeline {
            picture = timeline.picture
        } else {
            let views = index.count
            let title = compose == nil ? name : "\(name), composed to \(plural(views, "view"))"
            picture = ScenePicture(application: application, point: nil, title: title).svg()
        }
    }

    /// The hit map, made the first time it is asked for.
    func hitMapJSON() -> String {
        if hitMap == nil { hitMap = HitMap(application: application, index: index) }
        return hitMap?.json ?? "{}"
    }

    func deadZoneJSON(of id: Int) -> String? {
        if hitMap == nil { hitMap = HitMap(application: application, index: index) }
        return hitMap?.deadZoneJSON(of: id)
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

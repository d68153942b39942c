import Foundation
import HitChain

/// A file the explorer was given, read and checked when the explorer starts — a missing or
/// unreadable file, a scene that does not decode, a recording whose header or scene does not
/// read, a screen too deep to compose: refused at once, naming the file — but not yet built
/// (`ExplorerDocument(source:progress:)` does that, in the background).
struct ExplorerSource: Sendable {
    let file: String
    let kind: ExplorerDocument.Kind
    /// A recording's bytes, read again for its timeline and replay (empty for a scene).
    let bytes: [UInt8]
    /// The scene, or the one the recording starts from; not composed yet.
    let scene: HCScene
    /// `--compose N`, for a scene.
    let compose: Int?

    init(path: String, compose: Int? = nil) throws(ExplorerError) {
        file = path
        let bytes = try ExplorerDocument.read(path)
        if bytes.starts(with: EVZFormat.magic) {
            kind = .recording
            do {
                scene = try EVZReader(bytes: bytes, file: path).scene
            } catch {
                throw ExplorerError(file: path, error.description)
            }
            self.bytes = bytes
            self.compose = nil
        } else {
            kind = .scene
            do {
                scene = try SceneDecoder().decode(bytes, file: path)
            } catch {
                throw ExplorerError(file: path, error.description)
            }
            if compose != nil {
                do {
                    try ComposedScreens.check([scene])
                } catch {
                    throw ExplorerError(file: path, error.description)
                }
            }
            self.bytes = []
            self.compose = compose
        }
    }
}

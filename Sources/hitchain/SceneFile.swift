import ArgumentParser
import Foundation
import HitChain

enum SceneFile {
    /// Reads and validates a scene file; errors name the file, line, node and field. A
    /// recording (`.evz`, told by its magic bytes) gives the scene it starts from, so that a
    /// question the explorer answers on a recording's screen has a command.
    static func read(_ path: String) throws -> HCScene {
        let data = try InputFile.read(path)
        if data.starts(with: EVZFormat.magic) {
            do {
                return try EVZReader(bytes: [UInt8](data), file: path).scene
            } catch {
                throw CLIError(.unreadable(path, error.description))
            }
        }
        do {
            return try SceneDecoder().decode([UInt8](data), file: path)
        } catch {
            throw CLIError(.scene(error))
        }
    }
}

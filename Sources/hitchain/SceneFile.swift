import ArgumentParser
import Foundation
import HitChain

enum SceneFile {
    /// Reads and validates a scene file; errors name the file, line, node and field.
    static func read(_ path: String) throws -> Scene {
        let data = try InputFile.read(path)
        do {
            return try SceneDecoder().decode([UInt8](data), file: path)
        } catch {
            throw CLIError(.scene(error))
        }
    }
}

import ArgumentParser
import Foundation
import HitChain

/// The scene file argument shared by every command that reads one scene.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (JSON; see docs/scene-format.md).")
    var scene: String

    func load() throws -> (Scene, Application) {
        let scene = try SceneFile.read(scene)
        do {
            return (scene, try Application(scene: scene))
        } catch {
            throw CLIError(.scene(error))
        }
    }
}

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

enum InputFile {
    /// The bytes of a file the user named, or an error that says why not: missing, a
    /// directory, or unreadable. An empty file (or /dev/null) reads as empty.
    static func read(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(.unreadable(path, "no such file"))
        }
        guard !isDirectory.boolValue else { throw CLIError(.unreadable(path, "it is a directory")) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError(.unreadable(path, "permission denied or not a regular file"))
        }
    }
}

/// An error the command line reports in one line on standard error, with a non-zero exit.
struct CLIError: Error, CustomStringConvertible {
    enum Kind {
        case unreadable(String, String)
        case scene(SceneError)
        case badPoint(String)
        case unknownResponder(String, file: String)
        case unknownMutant(String)
        case unknownView(String, file: String)
        case noCentre(String, file: String)
        case unwritable(OutputError)
    }

    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    var description: String {
        switch kind {
        case .unreadable(let path, let why): return "\(path): cannot read the file: \(why)"
        case .scene(let e): return e.description
        case .badPoint(let text):
            return "--point \"\(text)\": expected two finite numbers, \"X,Y\" (for example 120,48.5)"
        case .unknownResponder(let name, let file): return "\(file): no responder is named \"\(name)\""
        case .unknownMutant(let name):
            return "unknown mutant \"\(name)\"; known: \(Mutant.all.map(\.name).joined(separator: ", "))"
        case .unknownView(let name, let file): return "\(file): no view is named \"\(name)\""
        case .noCentre(let name, let file):
            return
                "\(file): the centre of \"\(name)\" is not a finite screen point (a transform on the way up is degenerate)"
        case .unwritable(let e): return "\(e.path): cannot write the file: \(e.problem)"
        }
    }
}

/// `X,Y` in screen points (`-4,10` too: `--point` takes its value unconditionally).
struct PointArgument: ExpressibleByArgument {
    var point: Point

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            x.isFinite, y.isFinite
        else { return nil }
        point = Point(x: x, y: y)
    }

    /// For `transform:`: the point, or an error that says what a point looks like.
    static func parse(_ text: String) throws -> PointArgument {
        guard let p = PointArgument(argument: text) else { throw CLIError(.badPoint(text)) }
        return p
    }
}

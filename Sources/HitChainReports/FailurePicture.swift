public import HitChainFuzz
import HitChainGeometry
import HitChainKit
import HitChainPictures
import HitChainRecording
import SystemPackage

/// The SVG written beside every saved failure (`fuzz-….svg` next to `fuzz-….evz`): the
/// shrunk case's scene as it starts, the point, and the views the reference (expected) and
/// the engine (actual) answered, with the failure in the legend.
public enum FailurePicture {
    /// The picture of `failure` on case `c`, titled `title`; nil when the case's scene cannot be built.
    public static func svg(of c: FuzzCase, failure: FuzzFailure, title: String) -> String? {
        guard let app = try? UIApplication(scene: c.scene, registry: FuzzCatalogue.registry) else { return nil }
        var picture = ScenePicture(
            application: app, point: failure.point ?? touchPoint(c, failure.eventIndex), title: title)
        if let name = failure.expectedView, let v = app.view(named: name) { picture.mark(v, .expected) }
        if let name = failure.actualView, let v = app.view(named: name) { picture.mark(v, .actual) }
        picture.notes.append("\(failure.property.rawValue): \(failure.detail)")
        if let engine = failure.engine { picture.notes.append("engine: \(engine)") }
        if !failure.expected.isEmpty || !failure.actual.isEmpty {
            picture.notes.append("expected: \(failure.expected)")
            picture.notes.append("actual: \(failure.actual)")
        }
        let changes = c.events.prefix((failure.eventIndex ?? c.events.count - 1) + 1).filter {
            if case .change = $0.event { return true }
            return false
        }.count
        if changes > 0 {
            picture.notes.append(
                "drawn as the case starts; \(plural(changes, "run-time change")) "
                    + (changes == 1 ? "comes" : "come") + " before the failure")
        }
        return picture.svg()
    }

    /// Writes the picture beside `evzPath` (same name, `.svg`); returns its path, or nil
    /// when it could not be drawn or written (the saved case is what matters).
    public static func write(beside evzPath: String, of c: FuzzCase, failure: FuzzFailure, title: String) -> String? {
        guard let svg = svg(of: c, failure: failure, title: title) else { return nil }
        var file = FilePath(evzPath)
        file.extension = "svg"
        let path = file.string
        do {
            try OutputFile.write(svg, to: path)
            return path
        } catch {
            return nil
        }
    }

    /// The first touch location of event `index`, when it is a touch event.
    private static func touchPoint(_ c: FuzzCase, _ index: Int?) -> HCPoint? {
        guard let index, c.events.indices.contains(index), case .touches(let samples) = c.events[index].event else {
            return nil
        }
        return samples.first?.location
    }
}

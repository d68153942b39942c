import Foundation
import HitChainGeometry
public import HitChainKit
import HitChainScene

/// Loads `Corpus/scenes/<name>` and builds its live graph.
public func loadApp(_ name: String) throws -> UIApplication {
    let path = packageRoot.appendingPathComponent("Corpus/scenes/\(name)").path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try UIApplication(scene: try SceneDecoder().decode([UInt8](data), file: path))
}

public func app(fromJSON text: String) throws -> UIApplication {
    try UIApplication(scene: try SceneDecoder().decode(text))
}

extension UIApplication {
    /// The view a screen point hits, by name ("(null)" when none).
    public func hitName(_ x: Double, _ y: Double) -> String {
        ReferenceHitTester().hitTest(self, screenPoint: HCPoint(x: x, y: y)).view?.name ?? "(null)"
    }

    /// The seed-004-style log lines for the named views only (the ones that "log" in the
    /// seed), skipping the model's own `#` lines.
    public func log(_ x: Double, _ y: Double, only names: Set<String>) -> [String] {
        var lines: [String] = []
        _ = ReferenceHitTester { step in
            switch step {
            case .skipped, .forwardCheck: return
            default: if names.contains(step.view.name) { lines.append(step.logLine) }
            }
        }.hitTest(self, screenPoint: HCPoint(x: x, y: y))
        return lines
    }

    public func named(_ name: String) -> UIView {
        guard let v = view(named: name) else { preconditionFailure("no view \(name) in the fixture") }
        return v
    }
}

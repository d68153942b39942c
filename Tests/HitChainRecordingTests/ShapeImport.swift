import HitChainGeometry
import HitChainKit
import HitChainRecording
import HitChainScene
import Testing

/// Helpers for the import tests: a dump imported as `hitchain import hierarchy` would, the
/// view a screen point lands on, and a view's responder chain.
enum ShapeImport {
    /// `text` imported with its format told from the content.
    static func run(_ text: String, file: String = "dump") throws -> HierarchyImport {
        let format = try #require(HierarchyFormat.detect(text), "\(file): no format detected")
        return try HierarchyImporter.scene(from: try format.parse(text, file: file), file: file)
    }

    /// The name of the view the reference hit-test answers at the screen point (x, y).
    static func hit(_ scene: HCScene, _ x: Double, _ y: Double) throws -> String? {
        let app = try UIApplication(scene: scene)
        return ReferenceHitTester().hitTest(app, screenPoint: HCPoint(x: x, y: y)).view?.name
    }

    /// The class names of the responder chain from the view named `name` (at most 64).
    static func chain(_ scene: HCScene, from name: String) throws -> [String] {
        let app = try UIApplication(scene: scene)
        let start: UIView = try #require(app.view(named: name), "no view \(name)")
        var responder: UIResponder? = start
        var out: [String] = []
        while let r = responder, out.count < 64 {
            out.append(r.typeName)
            responder = r.next
        }
        return out
    }

    /// The view named `name`.
    static func view(_ scene: HCScene, _ name: String) throws -> ViewSpec {
        try #require(scene.views.first { $0.name == name }, "no view \(name) in \(scene.views.map(\.name))")
    }
}

import HitChainGeometry
import HitChainKit

extension CaseChecker {
    /// The user's classes on one graph: every override asked twice the same question answers
    /// the same (hit-tests at every probe, `point(inside:)` of every instance there), and every
    /// property asked of the classes holds for every instance.
    func checkUserClasses(_ probes: [Point], _ app: Application, when: String) -> FuzzFailure? {
        guard let userClasses else { return nil }
        let reference = ReferenceHitTester()
        let instances = Self.userInstances(app)
        for p in probes {
            let first = reference.hitTest(app, screenPoint: p)
            let second = reference.hitTest(app, screenPoint: p)
            if !Self.agree(first, second) {
                return FuzzFailure(
                    .overridePurity, point: p, expected: Self.describe(first), actual: Self.describe(second),
                    detail: "the same hit-test \(when) answered twice differently: an override is not pure")
            }
            for v in instances {
                guard let local = v.convertFromScreen(p) else { continue }
                let a = v.point(inside: local.cgPoint, with: nil)
                let b = v.point(inside: local.cgPoint, with: nil)
                if a != b {
                    return FuzzFailure(
                        .overridePurity, point: p, expected: "\(a)", actual: "\(b)",
                        detail: "\(v.className).point(inside:with:) of \(v.label) \(when) answered twice differently")
                }
            }
        }
        for property in userClasses.properties {
            for v in instances where v.className == property.className {
                let hit = { (p: Point) in reference.hitTest(app, screenPoint: p).view }
                if let (point, detail) = property.violation(v, probes: probes, hit: hit) {
                    return FuzzFailure(
                        .userClassProperty, point: point, expected: property.description, actual: detail,
                        detail: "\(property) does not hold \(when)")
                }
            }
        }
        return nil
    }

    /// The views of the user's classes in the application's windows and detached trees.
    ///
    /// - Complexity: O(views), with an explicit stack.
    static func userInstances(_ app: Application) -> [View] {
        var found: [View] = []
        var stack: [View] = app.windows + app.detachedViews
        while let v = stack.popLast() {
            if v.isUserClass { found.append(v) }
            stack.append(contentsOf: v.subviews)
        }
        return found
    }
}

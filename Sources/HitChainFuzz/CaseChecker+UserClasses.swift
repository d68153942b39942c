import HitChainGeometry
import HitChainKit
import HitChainScene

extension CaseChecker {
    /// The user's classes on one graph: every override asked twice the same question answers
    /// the same (hit-tests at every probe, `point(inside:)` of every instance there), and every
    /// property asked of the classes holds for every instance.
    func checkUserClasses(_ probes: [HCPoint], _ app: UIApplication, when: String) -> FuzzFailure? {
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
                        detail: "\(v.typeName).point(inside:with:) of \(v.label) \(when) answered twice differently")
                }
            }
        }
        for property in userClasses.properties {
            for v in instances where v.typeName == property.className {
                let hit = { (p: HCPoint) in reference.hitTest(app, screenPoint: p).view }
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
    static func userInstances(_ app: UIApplication) -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = app.windows + app.detachedViews
        while let v = stack.popLast() {
            if v.isUserClass { found.append(v) }
            stack.append(contentsOf: v.subviews)
        }
        return found
    }
}

extension CaseChecker {
    /// The catalogue's classes against their twins, before the events: at every probe, the
    /// reference walk of the graph running the Swift classes and of a graph built from the twin
    /// scene (plain views declaring the same behaviour) answer the same view in the same window.
    func checkTwins(_ probes: [HCPoint], _ app: UIApplication, twin: HCScene) -> FuzzFailure? {
        // Only probes near a class that changes hit-testing can tell the walks apart: outside a
        // view's bounds grown by its slop, its code answers as its twin does (false, or nil).
        let probes = Self.probesNearHitTestingClasses(probes, app, twin)
        guard !probes.isEmpty else { return nil }
        // The user's own classes (not the catalogue's) run in both.
        // The twin differs from the validated case only in overrides and delegate answers it
        // keeps valid: it is not validated again.
        let registry = userClasses?.registry ?? ViewClassRegistry()
        guard let twinApp = try? UIApplication(validated: twin, registry: registry) else {
            return FuzzFailure(.invalidCase, detail: "the catalogue classes' twin scene does not build")
        }
        let reference = ReferenceHitTester()
        for p in probes {
            let swift = reference.hitTest(app, screenPoint: p)
            let declared = reference.hitTest(twinApp, screenPoint: p)
            guard swift.view?.name != declared.view?.name || swift.window?.name != declared.window?.name else {
                continue
            }
            var failure = FuzzFailure(
                .subclassTwin, point: p, expected: Self.describe(declared), actual: Self.describe(swift),
                detail: "a view of the catalogue's Swift subclasses answers differently from the declarative view it "
                    + "stands for (\(Self.catalogueViews(on: app, at: p)))")
            failure.expectedView = declared.view?.name
            failure.actualView = swift.view?.name
            return failure
        }
        return nil
    }

    /// The probes within 16 pt of a view of a catalogue class that changes hit-testing (its
    /// bounds grown by 16 pt, mapped to the screen, boxed); all of them when a box is not finite.
    static func probesNearHitTestingClasses(_ probes: [HCPoint], _ app: UIApplication, _ twin: HCScene) -> [HCPoint] {
        var boxes: [HCRect] = []
        for i in twin.views.indices where FuzzCatalogue.changesHitTesting(twin.views[i].className) {
            guard let v = app.view(named: twin.views[i].name) else { continue }
            let b = v.geometry.bounds
            let corners = [
                HCPoint(x: b.minX - 16, y: b.minY - 16), HCPoint(x: b.maxX + 16, y: b.minY - 16),
                HCPoint(x: b.minX - 16, y: b.maxY + 16), HCPoint(x: b.maxX + 16, y: b.maxY + 16),
            ].map(v.convertToScreen)
            guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return probes }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min() ?? 0, minY = ys.min() ?? 0
            boxes.append(HCRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY))
        }
        return probes.filter { p in
            boxes.contains { $0.minX <= p.x && p.x <= $0.maxX && $0.minY <= p.y && p.y <= $0.maxY }
        }
    }

    /// The catalogue views under screen point `p`, by name and class, for the failure's words.
    static func catalogueViews(on app: UIApplication, at p: HCPoint) -> String {
        let names = userInstances(app).filter { FuzzCatalogue.classNames.contains($0.typeName) }
            .filter { v in v.convertFromScreen(p).map { v.geometry.bounds.contains($0) } ?? false }
            .map { "\($0.name) (\($0.typeName))" }
        return names.isEmpty ? "none of them contains the point" : names.sorted().joined(separator: ", ")
    }
}

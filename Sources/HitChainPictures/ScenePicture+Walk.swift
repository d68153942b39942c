public import HitChainGeometry
public import HitChainKit

extension ScenePicture {
    /// The picture `hitchain explain --svg` draws: the hit view filled, its path to the
    /// window highlighted, views skipped by their flags faded and dashed, views whose
    /// `point(inside:)` said no marked, and with a diagnosis the view asked about and the
    /// view that kept the touch from it called out, with the reason in the legend.
    public init(
        application: UIApplication, point: HCPoint, steps: [HitTestStep], result: HitTestResult,
        diagnosis: MissDiagnosis? = nil
    ) {
        let at = "(\(SVGDocument.number(point.x)), \(SVGDocument.number(point.y)))"
        let title = diagnosis.map { "Why not \($0.view.name)? Touch at \(at)" } ?? "Hit-test at \(at)"
        self.init(application: application, point: point, title: title)
        for step in steps {
            switch step {
            case .skipped(let v, _, _): mark(v, .skipped)
            case .pointInside(let v, false, _): mark(v, .outside)
            default: break
            }
        }
        if let hit = result.view {
            for v in hit.ancestry { mark(v, .path) }
            mark(hit, .hit)
            notes.append("hit: \(hit.label)")
        } else {
            notes.append("hit: nothing; no window answered and the touch is dropped")
        }
        guard let diagnosis else { return }
        mark(diagnosis.view, .target)
        switch diagnosis.reason {
        case .hit, .descendantHit: break
        default:
            if let blocker = diagnosis.reason.responsible, blocker !== diagnosis.view { mark(blocker, .blocker) }
        }
        notes.append("why not \(diagnosis.view.name): \(diagnosis.reason.sentence(for: diagnosis.view))")
        for also in diagnosis.alsoBlocking { notes.append("also: \(also.sentence(for: diagnosis.view))") }
    }
}

package import HitChainGeometry
package import HitChainKit

/// `bounds.origin` ignored, so scrolling breaks.
package struct BoundsOriginIgnored: HitTestMutation {
    package static let name = "boundsOriginIgnored"
    package static let origin = "common port bug"
    package static let witness: MutantWitness? = MutantWitness(x: 10, y: 10, reference: "target", mutated: "scrollView")
    package init() {}

    package func bounds(of view: UIView) -> HCRect { HCRect(origin: .zero, size: view.geometry.size) }

    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? {
        var g = child.geometry
        g.boundsOrigin = .zero
        return g.convertFromSuperview(p)
    }
}

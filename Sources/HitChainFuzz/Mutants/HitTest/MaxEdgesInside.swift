package import HitChainGeometry
import HitChainKit

/// Max edges treated as inside (`x <= maxX`).
package struct MaxEdgesInside: HitTestMutation {
    package static let name = "maxEdgesInside"
    package static let origin = "CGRect semantics"
    package static let witness: MutantWitness? = MutantWitness(x: 100, y: 50, reference: "parent", mutated: "target")
    package init() {}

    package func contains(_ rect: HCRect, _ p: HCPoint) -> Bool {
        let r = rect.standardized
        return !r.isEmpty && r.origin.x <= p.x && p.x <= r.origin.x + r.size.width
            && r.origin.y <= p.y && p.y <= r.origin.y + r.size.height
    }
}

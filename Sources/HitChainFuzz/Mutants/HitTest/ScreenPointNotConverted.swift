package import HitChainGeometry
package import HitChainKit

/// The screen point handed to a window unconverted, as if every window sat at the screen's
/// origin.
package struct ScreenPointNotConverted: HitTestMutation {
    package static let name = "screenPointNotConverted"
    package static let origin = "UIKit ports with one full-screen window"
    package static let witness: MutantWitness? = MutantWitness(x: 110, y: 210, reference: "target", mutated: "panel")
    package init() {}

    package func convert(_ p: HCPoint, into child: UIView) -> HCPoint? {
        child is UIWindow ? p : child.geometry.convertFromSuperview(p)
    }
}

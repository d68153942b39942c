package import HitChainKit

/// A control decides inside / outside from its bounds alone, without its tolerance.
package struct ToleranceIgnored: DeliveryMutation {
    package static let name = "toleranceIgnored"
    package static let origin = "a control's inside tolerance ignored: touch up outside just past its bounds"
    package init() {}

    package func insideTolerance(_ control: UIView) -> Double { 0 }
}

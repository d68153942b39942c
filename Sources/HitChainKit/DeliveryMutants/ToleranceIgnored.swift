/// A control decides inside / outside from its bounds alone, without its tolerance.
public struct ToleranceIgnored: DeliveryMutation {
    public static let name = "toleranceIgnored"
    public static let origin = "a control's inside tolerance ignored: touch up outside just past its bounds"
    public init() {}

    public func insideTolerance(_ control: View) -> Double { 0 }
}

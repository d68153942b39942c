/// The chain follows each class's own `next`, never the override a scene declares.
public struct DeclaredNextIgnored: DeliveryMutation {
    public static let name = "declaredNextIgnored"
    public static let origin = "a declared next override ignored: the chain follows the class's own next"
    public init() {}

    public var honorsDeclaredNext: Bool { false }
}

/// `require(toFail:)` ignored: a recognizer recognizes while the one it requires to fail is
/// still deciding.
public struct RequiredFailureIgnored: DeliveryMutation {
    public static let name = "requiredFailureIgnored"
    public static let origin = "require(toFail:) ignored"
    public init() {}

    public func requiredToFail(_ recognizer: GestureRecognizer) -> [String] { [] }
}

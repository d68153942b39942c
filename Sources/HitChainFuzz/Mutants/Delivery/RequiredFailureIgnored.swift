package import HitChainKit

/// `require(toFail:)` ignored: a recognizer recognizes while the one it requires to fail is
/// still deciding.
package struct RequiredFailureIgnored: DeliveryMutation {
    package static let name = "requiredFailureIgnored"
    package static let origin = "require(toFail:) ignored"
    package init() {}

    package func requiredToFail(_ recognizer: UIGestureRecognizer) -> [String] { [] }
}

public import Foundation
public import HitChainKit

/// Why an `EventGenerator` call could not touch what it was asked to; each says what to check.
/// It carries the view it is about, as Hammer's does; read it on the thread that made it
/// (`@unchecked Sendable`: views are not thread-safe, and an error must be `Sendable`).
public enum HammerError: Error, @unchecked Sendable, CustomStringConvertible {
    case windowIsNotReadyForInteraction
    case touchForFingerAlreadyExists(index: FingerIndex)
    case touchForFingerDoesNotExist(index: FingerIndex)
    case fingerLimitReached(limit: Int)
    case invalidFingerCount(count: Int, expected: Int)
    case viewIsNotInHierarchy(UIView)
    case viewIsNotVisible(UIView)
    case viewIsNotHittable(UIView)
    case pointIsNotHittable(CGPoint)
    case unableToFindView(identifier: String)
    case invalidViewType(identifier: String, type: String, expected: String)
    case waitConditionTimeout(TimeInterval)

    /// The error as Hammer words it.
    public var description: String {
        switch self {
        case .windowIsNotReadyForInteraction:
            return "The window is not ready for interaction: it must be visible, interactive and in an application"
        case .touchForFingerAlreadyExists(let index): return "A touch for finger \(index) already exists"
        case .touchForFingerDoesNotExist(let index): return "A touch for finger \(index) does not exist"
        case .fingerLimitReached(let limit):
            return "The most fingers on the screen at once (\(limit)) would be exceeded"
        case .invalidFingerCount(let count, let expected):
            return "Invalid number of fingers: got \(count), expected \(expected)"
        case .viewIsNotInHierarchy(let view): return "View is not in the generator's window: \(Self.name(view))"
        case .viewIsNotVisible(let view): return "View is not visible: \(Self.name(view))"
        case .viewIsNotHittable(let view):
            return "View is not hittable at its centre (another view, or none, takes the touch): \(Self.name(view))"
        case .pointIsNotHittable(let point): return "No view takes a touch at \(point)"
        case .unableToFindView(let identifier): return "Unable to find a view with identifier \"\(identifier)\""
        case .invalidViewType(let identifier, let type, let expected):
            return "View \"\(identifier)\" is a \(type), not a \(expected)"
        case .waitConditionTimeout(let timeout): return "The condition did not hold within \(timeout) s"
        }
    }

    private static func name(_ view: UIView) -> String { view.accessibilityIdentifier ?? view.label }
}

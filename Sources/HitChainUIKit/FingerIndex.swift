/// Which finger touches, as touch-synthesis libraries for iOS name them: five on each hand.
/// `.automatic` (nil) picks the next free finger, or the last one down.
public enum FingerIndex: UInt32, CaseIterable, Sendable {
    case rightThumb = 1
    case rightIndex = 2
    case rightMiddle = 3
    case rightRing = 4
    case rightLittle = 5
    case leftThumb = 6
    case leftIndex = 7
    case leftMiddle = 8
    case leftRing = 9
    case leftLittle = 10

    /// Any free finger (for a touch down), or the last one down (for a move or a lift).
    public static let automatic: FingerIndex? = nil

    /// The order free fingers are taken in: all ten, as on an iPad.
    static let defaultOrder = FingerIndex.allCases
}

extension Array where Element == FingerIndex? {
    /// As many fingers as the locations need, chosen as `FingerIndex.automatic` chooses.
    public static var automatic: [FingerIndex?] { [] }
}

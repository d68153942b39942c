/// A physical button (`UIPress.PressType`).
public enum PressType: String, CaseIterable, Hashable, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp, pageDown
}

extension PressType {
    /// `UIPress.PressType`'s raw value.
    public var uikitRawValue: Int {
        switch self {
        case .upArrow: return 0
        case .downArrow: return 1
        case .leftArrow: return 2
        case .rightArrow: return 3
        case .select: return 4
        case .menu: return 5
        case .playPause: return 6
        case .pageUp: return 30
        case .pageDown: return 31
        }
    }

    /// The press type with `UIPress.PressType` raw value `value`, if the model knows it.
    public init?(uikitRawValue value: Int) {
        guard let t = PressType.allCases.first(where: { $0.uikitRawValue == value }) else { return nil }
        self = t
    }
}

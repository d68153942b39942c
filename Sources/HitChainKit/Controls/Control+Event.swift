public import HitChainScene

extension Control {
    /// `UIControl.Event`: the control events, as a set.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The model's control events in this set.
        public var controlEvents: [ControlEvent] { ControlEvent.allCases.filter { contains(Event($0)) } }

        /// The set holding one model control event.
        public init(_ event: ControlEvent) {
            switch event {
            case .touchDown: self = .touchDown
            case .touchDownRepeat: self = .touchDownRepeat
            case .touchDragInside: self = .touchDragInside
            case .touchDragOutside: self = .touchDragOutside
            case .touchDragEnter: self = .touchDragEnter
            case .touchDragExit: self = .touchDragExit
            case .touchUpInside: self = .touchUpInside
            case .touchUpOutside: self = .touchUpOutside
            case .touchCancel: self = .touchCancel
            case .valueChanged: self = .valueChanged
            case .primaryActionTriggered: self = .primaryActionTriggered
            }
        }
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

public import HitChainScene

extension UIControl {
    /// `UIControl.Event`: the control events, as a set.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events as bits, UIKit's values.
        public let rawValue: UInt

        /// The events these bits name.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger was dragged within the control's area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger was dragged outside the control's area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger was dragged into the control's area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger was dragged out of the control's area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch ended inside the control's area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch ended outside the control's area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
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
        /// The state as bits, UIKit's values.
        public let rawValue: UInt

        /// The state these bits name.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set.
        public static let normal = State([])
        /// The touch is down in the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
    }
}

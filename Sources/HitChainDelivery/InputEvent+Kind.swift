extension InputEvent {
    /// An event's case without its payload, for summaries and statistics; `rawValue` is the
    /// name the statistics and the explorer's timeline print.
    public enum Kind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// `InputEvent.touches`.
        case touches
        /// `InputEvent.motion`.
        case motion
        /// `InputEvent.remoteControl`.
        case remoteControl
        /// `InputEvent.presses`.
        case presses
        /// `InputEvent.routerMessage`.
        case routerMessage = "router"
        /// `InputEvent.action`.
        case action
        /// `InputEvent.editingMenu`.
        case editingMenu
        /// `InputEvent.becomeFirstResponder`.
        case becomeFirstResponder
        /// `InputEvent.resignFirstResponder`.
        case resignFirstResponder
        /// `InputEvent.addSubview`.
        case addSubview
        /// `InputEvent.removeFromSuperview`.
        case removeFromSuperview
        /// `InputEvent.change`.
        case change
        /// `InputEvent.idle`.
        case idle

        /// The name, as printed.
        public var description: String { rawValue }
    }
}

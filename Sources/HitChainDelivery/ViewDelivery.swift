/// What a touch's view has been given so far, while gesture recognizers hold and release
/// its phases (`delaysTouchesBegan`, `delaysTouchesEnded`, `cancelsTouchesInView`): one
/// state instead of four flags that had to agree.
enum ViewDelivery: Hashable, Sendable {
    /// Nothing yet.
    case pending
    /// touchesBegan is held for a recognizer that may still recognize.
    case beganHeld
    /// The touch ended while its touchesBegan was still held: both wait.
    case beganAndEndHeld
    /// touchesBegan was delivered.
    case began
    /// touchesBegan was delivered; the touch ended and touchesEnded is held.
    case endHeld
    /// A recognizer cancelled the touch in its view, or discarded its held touchesBegan:
    /// the view gets nothing more.
    case cancelled

    /// touchesBegan is held (so is anything that follows it).
    var isBeganHeld: Bool { self == .beganHeld || self == .beganAndEndHeld }
    /// touchesEnded is held.
    var isEndHeld: Bool { self == .beganAndEndHeld || self == .endHeld }
    /// The view has had touchesBegan.
    var viewBegan: Bool { self == .began || self == .endHeld }

    /// The held touchesBegan is delivered now.
    var releasingBegan: ViewDelivery { self == .beganAndEndHeld ? .endHeld : .began }
}

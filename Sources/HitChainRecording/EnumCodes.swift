import HitChainDelivery
import HitChainScene

// The enumerations a recording stores as a byte, by position: one table each, built once
// (`allCases` builds a new array every time it is read, which reading a byte per sample
// would pay for every sample).

extension TouchPhase {
    static let byCode: [TouchPhase] = allCases
}

extension MotionPhase {
    static let byCode: [MotionPhase] = allCases
}

extension RemoteControlSubtype {
    static let byCode: [RemoteControlSubtype] = allCases
}

extension PressType {
    static let byCode: [PressType] = allCases
}

extension PressPhase {
    static let byCode: [PressPhase] = allCases
}

extension ControlEvent {
    static let byCode: [ControlEvent] = allCases
}

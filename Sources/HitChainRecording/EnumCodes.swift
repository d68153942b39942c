import HitChainDelivery
import HitChainScene

// Named for its concept: one byte code per stored enumeration, six small extensions alike.
// The enumerations a recording stores as a byte, by position: one table each, built once
// (`allCases` builds a new array every time it is read, which reading or writing a byte per
// sample would pay for every sample), and each case's byte.

extension TouchPhase {
    static let byCode: [TouchPhase] = allCases
    var code: UInt8 { UInt8(TouchPhase.byCode.firstIndex(of: self) ?? 0) }
}

extension MotionPhase {
    static let byCode: [MotionPhase] = allCases
    var code: UInt8 { UInt8(MotionPhase.byCode.firstIndex(of: self) ?? 0) }
}

extension RemoteControlSubtype {
    static let byCode: [RemoteControlSubtype] = allCases
    var code: UInt8 { UInt8(RemoteControlSubtype.byCode.firstIndex(of: self) ?? 0) }
}

extension PressType {
    static let byCode: [PressType] = allCases
    var code: UInt8 { UInt8(PressType.byCode.firstIndex(of: self) ?? 0) }
}

extension PressPhase {
    static let byCode: [PressPhase] = allCases
    var code: UInt8 { UInt8(PressPhase.byCode.firstIndex(of: self) ?? 0) }
}

extension ControlEvent {
    static let byCode: [ControlEvent] = allCases
    var code: UInt8 { UInt8(ControlEvent.byCode.firstIndex(of: self) ?? 0) }
}

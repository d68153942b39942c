public import HitChainDelivery
public import HitChainGeometry

/// Turns kernel multi-touch events into touch samples, frame by frame (a frame ends at
/// SYN_REPORT): protocol B (slots and tracking ids, -1 = lifted), protocol A (contacts
/// separated by SYN_MT_REPORT, matched to the previous frame's by nearest position), and
/// single-touch devices (BTN_TOUCH with ABS_X / ABS_Y). Each contact gets a fresh touch id.
public struct TouchFrameAssembler {
    /// Device units → points.
    public var convert: (Int64, Int64) -> HCPoint

    struct Slot {
        var id: Int?
        var tracking: Int64?
        var x: Int64?
        var y: Int64?
        var began = false
        var moved = false
        var ended = false
        var endedID: Int?
    }

    private var slots: [Int: Slot] = [:]
    private var slot = 0
    private var nextID = 1
    private var usesSlots = false
    private var usesMT = false
    // Protocol A
    private var frameContacts: [(x: Int64, y: Int64)] = []
    private var current: (x: Int64?, y: Int64?) = (nil, nil)
    private var previousContacts: [(id: Int, x: Int64, y: Int64)] = []
    private var sawMTReport = false
    // Single touch
    private var single = Slot()
    private var btnTouch: Bool?

    /// The most contacts down at once (what a replay accepts, `EventStreamValidator.maxDown`),
    /// and the slot numbers a device may use: past them a capture is refused, so that no input
    /// makes every frame carry thousands of touches (quadratic in the capture).
    public static let maxContacts = EventStreamValidator.maxDown
    /// The slot numbers a device may use.
    public static let slotRange = 0...1023

    /// Why the capture cannot be read on, once it is known: the caller stops there.
    public private(set) var problem: String?

    /// An assembler that turns device units into points with `convert`.
    public init(convert: @escaping (Int64, Int64) -> HCPoint) {
        self.convert = convert
    }

    /// Feeds one event; returns the samples of a frame when it ends (empty when nothing
    /// changed).
    // Over the line limit: one case per kernel event code, as the evdev protocol lists them.
    public mutating func feed(_ e: RawInputEvent) -> [TouchSample]? {
        switch (e.type, e.code) {
        case (RawInputEvent.evAbs, RawInputEvent.absMTSlot):
            usesSlots = true
            usesMT = true
            slot = Int(clamping: e.value)
            if !Self.slotRange.contains(slot) {
                problem = "slot \(e.value) is outside \(Self.slotRange.lowerBound)…\(Self.slotRange.upperBound)"
            }
        case (RawInputEvent.evAbs, RawInputEvent.absMTTrackingID):
            usesMT = true
            guard usesSlots || !sawMTReport else { break }
            usesSlots = true
            var s = slots[slot] ?? Slot()
            if e.value < 0 {
                // A contact that began and lifted inside one frame never had a frame: drop it.
                if let id = s.id, !s.began {
                    s.ended = true
                    s.endedID = id
                }
                s.began = false
                s.id = nil
                s.tracking = nil
            } else if s.tracking != e.value {
                if let id = s.id, !s.began {
                    s.ended = true
                    s.endedID = id
                }
                s.id = takeID()
                s.tracking = e.value
                s.began = true
            }
            slots[slot] = s
            if slots.values.count(where: { $0.id != nil }) > Self.maxContacts {
                problem = "more than \(Self.maxContacts) touches are down at once"
            }
        case (RawInputEvent.evAbs, RawInputEvent.absMTPositionX), (RawInputEvent.evAbs, RawInputEvent.absMTPositionY):
            usesMT = true
            let isX = e.code == RawInputEvent.absMTPositionX
            if usesSlots {
                var s = slots[slot] ?? Slot()
                if isX {
                    if s.x != e.value { s.x = e.value; s.moved = true }
                } else {
                    if s.y != e.value { s.y = e.value; s.moved = true }
                }
                slots[slot] = s
            } else if isX {
                current.x = e.value
            } else {
                current.y = e.value
            }
        case (RawInputEvent.evSyn, RawInputEvent.synMTReport):
            sawMTReport = true
            if let x = current.x, let y = current.y { frameContacts.append((x, y)) }
            current = (nil, nil)
        case (RawInputEvent.evKey, RawInputEvent.btnTouch):
            btnTouch = e.value != 0
        case (RawInputEvent.evAbs, RawInputEvent.absX):
            if !usesMT, single.x != e.value { single.x = e.value; single.moved = true }
        case (RawInputEvent.evAbs, RawInputEvent.absY):
            if !usesMT, single.y != e.value { single.y = e.value; single.moved = true }
        case (RawInputEvent.evSyn, RawInputEvent.synReport):
            return endFrame()
        default:
            break
        }
        return nil
    }

    private mutating func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private mutating func endFrame() -> [TouchSample] {
        if usesSlots { return endSlotFrame() }
        if sawMTReport || usesMT { return endContactFrame() }
        return endSingleFrame()
    }

    private mutating func endSlotFrame() -> [TouchSample] {
        var samples: [TouchSample] = []
        var changed = false
        for key in slots.keys.sorted() {
            guard var s = slots[key] else { continue }
            if s.ended, let old = s.endedID, let x = s.x, let y = s.y {
                samples.append(TouchSample(id: old, phase: .ended, location: convert(x, y)))
                changed = true
            }
            s.ended = false
            s.endedID = nil
            if let id = s.id, let x = s.x, let y = s.y {
                if s.began {
                    samples.append(TouchSample(id: id, phase: .began, location: convert(x, y)))
                    changed = true
                } else if s.moved {
                    samples.append(TouchSample(id: id, phase: .moved, location: convert(x, y)))
                    changed = true
                } else {
                    samples.append(TouchSample(id: id, phase: .stationary, location: convert(x, y)))
                }
                s.began = false
            } else if s.began {
                continue  // a contact with no position yet: wait for it
            }
            s.moved = false
            slots[key] = s
        }
        return changed ? samples : []
    }

    private mutating func endContactFrame() -> [TouchSample] {
        if let x = current.x, let y = current.y, !sawMTReport { frameContacts.append((x, y)) }
        current = (nil, nil)
        var contacts = frameContacts
        frameContacts = []
        if contacts.count > Self.maxContacts {
            problem = "more than \(Self.maxContacts) touches are down at once"
            return []
        }
        if btnTouch == false { contacts = [] }
        var samples: [TouchSample] = []
        var next: [(id: Int, x: Int64, y: Int64)] = []
        var unmatched = previousContacts
        for c in contacts {
            // The nearest previous contact (squared distance, ties to the earlier one).
            var best: Int?
            var bestDistance = Int64.max
            for (i, p) in unmatched.enumerated() {
                let dx = p.x - c.x, dy = p.y - c.y
                let d =
                    dx.multipliedReportingOverflow(by: dx).partialValue
                    &+ dy.multipliedReportingOverflow(by: dy).partialValue
                if d < bestDistance { bestDistance = d; best = i }
            }
            if let b = best {
                let p = unmatched.remove(at: b)
                samples.append(
                    TouchSample(
                        id: p.id, phase: (p.x, p.y) == (c.x, c.y) ? .stationary : .moved, location: convert(c.x, c.y)))
                next.append((p.id, c.x, c.y))
            } else {
                let id = takeID()
                samples.append(TouchSample(id: id, phase: .began, location: convert(c.x, c.y)))
                next.append((id, c.x, c.y))
            }
        }
        for p in unmatched { samples.append(TouchSample(id: p.id, phase: .ended, location: convert(p.x, p.y))) }
        previousContacts = next
        return samples.contains { $0.phase != .stationary } ? samples : []
    }

    private mutating func endSingleFrame() -> [TouchSample] {
        defer { single.moved = false }
        guard let x = single.x, let y = single.y else { return [] }
        let down = btnTouch ?? false
        if down, single.id == nil {
            let id = takeID()
            single.id = id
            return [TouchSample(id: id, phase: .began, location: convert(x, y))]
        }
        if !down, let id = single.id {
            single.id = nil
            return [TouchSample(id: id, phase: .ended, location: convert(x, y))]
        }
        if let id = single.id, single.moved { return [TouchSample(id: id, phase: .moved, location: convert(x, y))] }
        return []
    }

    /// Ends every touch still down (a capture that stops mid-touch).
    public mutating func finish() -> [TouchSample] {
        var samples: [TouchSample] = []
        for key in slots.keys.sorted() {
            if let s = slots[key], let id = s.id, let x = s.x, let y = s.y, !s.began {
                samples.append(TouchSample(id: id, phase: .cancelled, location: convert(x, y)))
            }
        }
        for p in previousContacts {
            samples.append(TouchSample(id: p.id, phase: .cancelled, location: convert(p.x, p.y)))
        }
        if let id = single.id, let x = single.x, let y = single.y {
            samples.append(TouchSample(id: id, phase: .cancelled, location: convert(x, y)))
        }
        slots = [:]
        previousContacts = []
        single = Slot()
        return samples
    }
}

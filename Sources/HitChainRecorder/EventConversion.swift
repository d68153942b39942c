import HitChainDelivery
import HitChainGeometry
import HitChainRecording
import HitChainScene

#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// Turns a `UIEvent` a window receives into the event a recording stores, through UIKit's
/// public API: each touch's location, phase, tap count and force, the view it was delivered
/// to when it began; presses' types, phases and forces; a shake; a remote command. Touches
/// and presses are numbered from 1 in the order they begin, by identity (UIKit reuses no
/// `UITouch` while its finger is down), and forgotten when they end.
@MainActor final class EventConversion {
    private var touchIDs: [ObjectIdentifier: Int] = [:]
    private var pressIDs: [ObjectIdentifier: (id: Int, phase: PressPhase)] = [:]
    private var nextID = 1
    private var isShaking = false

    /// Touches down now (bounded by the fingers on the screen).
    var touchesDown: Int { touchIDs.count }
    /// Touches and presses being followed now.
    var followed: Int { touchIDs.count + pressIDs.count }

    /// Forgets every touch and press (a new file: ids start again from 1).
    func reset() {
        touchIDs.removeAll()
        pressIDs.removeAll()
        nextID = 1
        isShaking = false
    }

    /// The event as stored, with where its beginning touches went (named through `names`);
    /// nil for an event with nothing to record (a hover, a press that did not change).
    func convert(
        _ event: UIEvent, in window: UIWindow, names: ViewNames
    ) -> (InputEvent, [DeliveredTouch])? {
        // https://developer.apple.com/documentation/uikit/uievent/type-swift.property
        let type = event.type
        if type == .touches { return touches(event, in: window, names: names) }
        if type == .motion {
            // https://developer.apple.com/documentation/uikit/uievent/subtype-swift.property — a
            // shake's began and ended come as two events of one subtype: they alternate.
            guard event.subtype == .motionShake else { return nil }
            isShaking.toggle()
            return (.motion(isShaking ? .began : .ended), [])
        }
        if type == .remoteControl { return RecordedKinds.remoteControl(event.subtype).map { (.remoteControl($0), []) } }
        // https://developer.apple.com/documentation/uikit/uipressesevent
        if type == .presses, let presses = event as? UIPressesEvent {
            return self.presses(presses).map { (.presses($0), []) }
        }
        return nil
    }

    private func touches(_ event: UIEvent, in window: UIWindow, names: ViewNames) -> (InputEvent, [DeliveredTouch])? {
        // https://developer.apple.com/documentation/uikit/uievent/touches(for:)-2vb4w — this window's touches.
        let touches = event.touches(for: window) ?? []
        var samples: [(sample: TouchSample, touch: UITouch)] = []
        for touch in touches {
            // https://developer.apple.com/documentation/uikit/uitouch/phase-swift.property
            guard let phase = RecordedKinds.phase(touch.phase) else { continue }
            let key = ObjectIdentifier(touch)
            let id: Int
            if let known = touchIDs[key] {
                id = known
            } else {
                guard phase == .began else { continue }  // a touch that began before the recording
                id = nextID
                nextID += 1
                touchIDs[key] = id
            }
            // https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36 — nil: the
            // window's coordinates, the screen's for a window that fills it.
            let location = HCPoint(touch.location(in: nil))
            // https://developer.apple.com/documentation/uikit/uitouch/tapcount
            let sample = TouchSample(
                id: id, phase: phase, location: location, tapCount: touch.tapCount,
                force: RecordedKinds.force(of: touch))
            samples.append((sample, touch))
        }
        guard !samples.isEmpty else { return nil }
        samples.sort { $0.sample.id < $1.sample.id }
        var delivered: [DeliveredTouch] = []
        for (sample, touch) in samples {
            if sample.phase == .began {
                // https://developer.apple.com/documentation/uikit/uitouch/view — the view the touch
                // was delivered to, its hit-test view.
                let view = touch.view.map { v in
                    names.existingName(of: v)
                        ?? names.name(of: v, className: recordedClassName(of: v), identifier: v.accessibilityIdentifier)
                }
                delivered.append(DeliveredTouch(eventIndex: 0, touch: sample.id, view: view))
            }
            if sample.phase == .ended || sample.phase == .cancelled { touchIDs[ObjectIdentifier(touch)] = nil }
        }
        return (.touches(samples.map(\.sample)), delivered)
    }

    private func presses(_ event: UIPressesEvent) -> [PressSample]? {
        var samples: [PressSample] = []
        // https://developer.apple.com/documentation/uikit/uipressesevent/allpresses
        for press in event.allPresses {
            // https://developer.apple.com/documentation/uikit/uipress/phase-swift.property
            // https://developer.apple.com/documentation/uikit/uipress/type-swift.property
            guard let phase = RecordedKinds.phase(press.phase), let type = RecordedKinds.type(press.type) else {
                continue
            }
            let key = ObjectIdentifier(press)
            let known = pressIDs[key]
            // A press whose phase has not changed since it was recorded is not in this event.
            if let known, known.phase == phase, phase != .changed { continue }
            guard known != nil || phase == .began else { continue }
            let id = known?.id ?? nextID
            if known == nil { nextID += 1 }
            pressIDs[key] = phase == .ended || phase == .cancelled ? nil : (id, phase)
            // https://developer.apple.com/documentation/uikit/uipress/force
            // A digital button reads 1 while down and 0 once up: stored as no force, as the model has it.
            let force = Double(press.force)
            samples.append(PressSample(id: id, type: type, phase: phase, force: force == 0 || force == 1 ? nil : force))
        }
        samples.sort { $0.id < $1.id }
        return samples.isEmpty ? nil : samples
    }
}

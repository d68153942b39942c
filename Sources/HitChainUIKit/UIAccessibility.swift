import Foundation

/// `UIAccessibility`'s state that hit-testing code reads. There is no screen reader here, so
/// VoiceOver is off unless a test turns it on to exercise the code that asks.
public enum UIAccessibility {
    private static let state = AccessibilityState()

    /// `UIAccessibility.isVoiceOverRunning`. Settable here (read-only in UIKit) so a test can
    /// run the VoiceOver branch of a hit-test override; false by default.
    public static var isVoiceOverRunning: Bool {
        get { state.voiceOverRunning }
        set { state.voiceOverRunning = newValue }
    }
}

/// The flag behind `UIAccessibility.isVoiceOverRunning`, safe to read from any thread.
private final class AccessibilityState: @unchecked Sendable {
    private let lock = NSLock()
    private var running = false

    var voiceOverRunning: Bool {
        get { lock.withLock { running } }
        set { lock.withLock { running = newValue } }
    }
}

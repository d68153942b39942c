import Foundation

#if canImport(UIKit)
    public import UIKit
#else
    public import HitChainUIKit
#endif

/// A `UIWindow` that records every event it is sent, when asked to: use it where the app
/// makes its window, and call `startRecordingIfRequested()` (debug builds only):
///
///     let window = RecordingWindow(windowScene: windowScene)   // instead of UIWindow(windowScene:)
///     window.startRecordingIfRequested()                       // records when launched with -HitChainRecord YES
///
/// Its only override is `sendEvent(_:)`, which hands the event to the recorder and then to
/// `super` unchanged (https://developer.apple.com/documentation/uikit/uiwindow/sendevent(_:)):
/// no swizzling, no private API. An app with its own window subclass adds the same one line
/// to its `sendEvent(_:)` instead: `recorder?.record(event)` before `super.sendEvent(event)`.
open class RecordingWindow: UIWindow {
    /// The recorder, while recording.
    @MainActor public private(set) var recorder: EventRecorder?

    /// Hands `event` to the recorder, then delivers it as `UIWindow` does.
    open override func sendEvent(_ event: UIEvent) {
        #if canImport(UIKit)
            recorder?.record(event)
        #else
            // The face's windows are not main-actor types; the recorder is, and events come on
            // the main actor here as on iOS (the dispatcher is driven from it, as UIKit drives it).
            nonisolated(unsafe) let window = self
            nonisolated(unsafe) let sent = event
            MainActor.assumeIsolated { window.recorder?.record(sent) }
        #endif
        super.sendEvent(event)
    }

    /// Starts recording to `path` (default: a new file in `RecordingLocation.folder`), and
    /// ends the file when the app goes to the background. Returns the recorder.
    @MainActor @discardableResult
    public func startRecording(to path: String? = nil) -> EventRecorder {
        recorder?.stop()
        let recorder = EventRecorder(window: self, path: path ?? RecordingLocation.newFile())
        self.recorder = recorder
        observeBackground()
        return recorder
    }

    /// Starts recording when the app was launched with `RecordingLocation.launchArgument`
    /// (`-HitChainRecord YES`, a scheme's argument or `simctl launch … -HitChainRecord YES`).
    @MainActor @discardableResult
    public func startRecordingIfRequested(
        arguments: [String] = ProcessInfo.processInfo.arguments
    ) -> EventRecorder? {
        guard RecordingLocation.isRequested(arguments) else { return nil }
        return startRecording()
    }

    /// Ends the file cleanly and stops recording.
    @MainActor public func stopRecording() {
        recorder?.stop()
        recorder = nil
    }

    #if canImport(UIKit)
        private func observeBackground() {
            // https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
            // https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
            let center = NotificationCenter.default
            center.removeObserver(self)
            center.addObserver(
                self, selector: #selector(didEnterBackground), name: UIApplication.didEnterBackgroundNotification,
                object: nil)
            center.addObserver(
                self, selector: #selector(willEnterForeground), name: UIApplication.willEnterForegroundNotification,
                object: nil)
        }

        @MainActor @objc private func didEnterBackground() { recorder?.applicationDidEnterBackground() }
        @MainActor @objc private func willEnterForeground() { recorder?.applicationWillEnterForeground() }
    #else
        /// The UIKit face has no app life cycle: a test calls the recorder's
        /// `applicationDidEnterBackground()` itself.
        @MainActor private func observeBackground() {}
    #endif
}

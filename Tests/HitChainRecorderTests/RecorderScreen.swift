import Foundation
import HitChainDelivery
import HitChainKit
import HitChainRecorder
import HitChainRecording
import HitChainScene
import HitChainTestSupport
import HitChainUIKit

/// The app's own class: a card whose touch area reaches 10 points past its edges.
final class CardView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// The same class with the override changed by mistake: the margin is gone.
final class NarrowCardView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}

/// The app's own class: a panel that counts the touches it began with.
final class PanelView: UIView {
    private(set) var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.count
        super.touchesBegan(touches, with: event)
    }
}

/// A screen with the app's classes, made as the app makes it and named as the recorder names
/// it (each view's `accessibilityIdentifier` is its name), in a window of the recorder's class.
struct RecorderScreen {
    static let json = """
        {
          "format": "hitchain-scene", "version": 1,
          "screen": { "width": 390, "height": 844, "scale": 3 },
          "windowScenes": [ { "name": "UIWindowScene", "className": "UIWindowScene" } ],
          "windows": [ {
            "name": "window", "className": "RecordingWindow", "frame": [0, 0, 390, 844],
            "windowScene": "UIWindowScene", "rootViewController": "UIViewController",
            "subviews": [ {
              "name": "root", "className": "UIView", "frame": [0, 0, 390, 844],
              "viewController": { "name": "UIViewController", "className": "UIViewController" },
              "subviews": [
                { "name": "card", "className": "CardView", "frame": [20, 100, 350, 200],
                  "subviews": [ { "name": "title", "className": "UILabel", "frame": [10, 10, 200, 30] } ] },
                { "name": "panel", "className": "PanelView", "frame": [20, 400, 350, 200],
                  "gestureRecognizers": [ { "kind": "tap", "name": "panelTap" } ] },
                { "name": "buy", "className": "UIButton", "frame": [20, 700, 350, 50] }
              ]
            } ]
          } ],
          "keyWindow": "window"
        }
        """

    /// The app's classes, as the app's tests register them.
    static var registry: ViewClassRegistry {
        var registry = ViewClassRegistry()
        registry.register(CardView.self) { CardView(frame: .zero) }
        registry.register(PanelView.self) { PanelView(frame: .zero) }
        registry.register(RecordingWindow.self) { RecordingWindow(frame: .zero) }
        return registry
    }

    let application: UIApplication
    let window: RecordingWindow
    let generator: EventGenerator

    init() throws {
        let scene = try SceneDecoder().decode(Self.json, file: "recorder-screen.json")
        application = try UIApplication(scene: scene, registry: Self.registry)
        guard let window = application.hitChain.windowsFrontToBack.first as? RecordingWindow else {
            throw CocoaError(.featureUnsupported)
        }
        self.window = window
        for responder in application.hitChain.allResponders {
            if let view = responder as? UIView { view.accessibilityIdentifier = ResponderID(view).name }
        }
        generator = try EventGenerator(window: window)
    }

    func view(_ name: String) -> UIView? { application.hitChain.view(named: name) }
}

/// Each event's entries, keyed by the event's summary, without the events that change the
/// hierarchy (a recording states as events what the app did in code between events).
func deliveries(_ entries: [TraceEntry]) -> [(event: String, lines: [String])] {
    var groups: [(event: String, lines: [String])] = []
    for entry in entries {
        if case .event(_, _, let summary) = entry {
            groups.append((summary.description, []))
        } else if !groups.isEmpty {
            groups[groups.count - 1].lines.append(entry.line)
        }
    }
    let changes = ["removeFromSuperview", "addSubview", " frame ", " hidden ", " alpha ", " bounds ", " center "]
    return groups.filter { g in !changes.contains { g.event.contains($0) } }
}

/// Every event of a recording, and its scene.
func recordedEvents(_ path: String) throws -> (scene: HCScene, events: [TimedEvent], reader: EVZReader) {
    var reader = try EVZReader(path: path)
    var events: [TimedEvent] = []
    while let chunk = reader.nextChunk() { events += chunk.events }
    return (reader.scene, events, reader)
}

public import Foundation
public import HitChainDelivery
import HitChainKit
public import HitChainScene

public func sceneLoader(relativeTo folder: URL) -> (String) throws(SceneError) -> HCScene {
    { (path: String) throws(SceneError) -> HCScene in
        let url = folder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SceneError(.unknownReference, "cannot read \(url.path)")
        }
        return try SceneDecoder().decode([UInt8](data), file: url.path)
    }
}

/// Reads `Corpus/scenarios/<name>.json`, delivers it, returns the trace.
public func runScenario(_ name: String) throws -> DeliveryTrace {
    let url = packageRoot.appendingPathComponent("Corpus/scenarios/\(name).json")
    let data = try Data(contentsOf: url)
    let (scenario, events) = try ScenarioDecoder(loadScene: sceneLoader(relativeTo: url.deletingLastPathComponent()))
        .decode([UInt8](data), file: url.path)
    return EventDispatcher.deliver(events, to: try UIApplication(scene: scenario.scene))
}

/// Decodes a scenario given as text, with scenes read from Corpus/scenes.
public func decodeScenario(_ text: String) throws(SceneError) -> (Scenario, [TimedEvent]) {
    try ScenarioDecoder(loadScene: sceneLoader(relativeTo: scenesFolder)).decode(Array(text.utf8), file: "test.json")
}

extension DeliveryTrace {
    public var lines: [String] { entries.map(\.line) }

    /// The lines without UIResponder's default forwarding calls.
    public var interesting: [String] {
        entries.filter {
            if case .call(_, _, .forwarded) = $0 { return false }; return true
        }.map(\.line)
    }
}

/// A scene with one window ("window") holding "root", whose controller ("controller")
/// handles the usual gesture and control actions; `subviews` is spliced into root's
/// subviews.
public func gestureSceneText(_ subviews: String) -> String {
    """
    { "format": "hitchain-scene", "version": 1, "screen": { "width": 390, "height": 844, "scale": 3 },
      "windows": [ { "name": "window", "frame": [0, 0, 390, 844], "rootViewController": "controller",
        "subviews": [ { "name": "root", "frame": [0, 0, 390, 844],
          "viewController": { "name": "controller", "handles": { "actions": ["tapped:", "singleTapped:", \
    "doubleTapped:", "pressed:",
            "panned:", "swiped:", "buy:"] } },
          "subviews": [ \(subviews) ] } ] } ],
      "keyWindow": "window" }
    """
}

/// Delivers the scenario inputs `inputs` (the elements of its `inputs` array) to the scene
/// `gestureSceneText(subviews)` and returns the full trace text.
public func traceText(subviews: String, inputs: String) throws -> String {
    let scene = gestureSceneText(subviews)
    let decoder = ScenarioDecoder(loadScene: { (_: String) throws(SceneError) -> HCScene in
        try SceneDecoder().decode(scene, file: "scene.json")
    })
    let text = #"{ "format": "hitchain-scenario", "version": 1, "scene": "scene.json", "inputs": [ "# + inputs + " ] }"
    let (scenario, events) = try decoder.decode(Array(text.utf8), file: "test.json")
    return EventDispatcher.deliver(events, to: try UIApplication(scene: scenario.scene)).text
}

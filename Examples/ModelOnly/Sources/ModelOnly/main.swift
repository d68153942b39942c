// Builds a screen in code, asks where a tap goes and delivers it: the model product alone.
import Foundation
import HitChainDelivery
import HitChainGeometry
import HitChainKit
import HitChainScene

var builder = SceneBuilder()
let window = builder.window("window")
let card = builder.view("card", in: window, frame: HCRect(x: 20, y: 100, width: 350, height: 200))
_ = builder.view("buy", in: card, frame: HCRect(x: 250, y: 150, width: 90, height: 40), className: "UIButton")

do {
    let app = try UIApplication(scene: builder.scene)
    let tap = HCPoint(x: 300, y: 270)
    let hit = ReferenceHitTester().hitTest(app, screenPoint: tap)
    print("a tap at \(tap) goes to \(hit.view?.hitChain.name ?? "no view")")
    let trace = EventDispatcher.deliver(
        [
            TimedEvent(time: 0, event: .touches([TouchSample(id: 1, phase: .began, location: tap)])),
            TimedEvent(time: 0.1, event: .touches([TouchSample(id: 1, phase: .ended, location: tap)])),
        ], to: app)
    print(trace.text, terminator: "")
} catch {
    print("the scene does not build: \(error)")
    exit(1)
}

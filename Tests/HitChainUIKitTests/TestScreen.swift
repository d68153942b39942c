import HitChainUIKit

/// An application with one phone-sized window at the origin (screen space is the window's),
/// shown and key unless asked otherwise: what the UIKit-shaped tests build on.
func makeScreen(key: Bool = true) -> (UIApplication, UIWindow) {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    app.addWindow(window)
    if key { window.makeKeyAndVisible() }
    return (app, window)
}

import HitChainScene

extension UIApplication {
    /// The application `shared` answers, made on first use.
    @MainActor private static var sharedApplication: UIApplication?

    /// `shared`: the application of code that has no other, with one window scene, made on first
    /// use; main-actor isolated as UIKit's is. Tests that want an application of their own make
    /// one (`UIApplication()`) or let `EventGenerator` make it.
    @MainActor public static var shared: UIApplication {
        if let app = sharedApplication { return app }
        let app = UIApplication()
        app.addWindowScene(UIWindowScene(ResponderSpec(name: "scene", className: "UIWindowScene")))
        sharedApplication = app
        return app
    }

    /// `connectedScenes`: its window scenes (every scene here is a window scene).
    public var connectedScenes: Set<UIWindowScene> { Set(windowScenes) }
}

extension UIWindow {
    /// `init(windowScene:)`: a window of the screen's size (`UIScreen.main`) in `windowScene`'s
    /// application, attached to the scene and not yet shown.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        windowScene.application?.addWindow(self, scene: windowScene)
    }
}

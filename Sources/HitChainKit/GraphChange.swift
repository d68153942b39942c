/// A change to the live graph that hit-testing depends on. Optimized engines observe them to
/// stay correct without rebuilding (docs/semantics.md: every engine answers as the reference).
public enum GraphChange {
    /// A view's frame, center, bounds (size or origin: scrolling) or transform changed.
    case geometry(UIView)
    /// A view's hidden, alpha, interaction or enabled flag, or one of its overrides, changed.
    case flags(UIView)
    /// A view's subviews were added, removed or reordered.
    case subviews(UIView)
    /// Windows were added, removed or re-levelled.
    case windows
}

/// Something that wants to hear about graph changes (an engine).
public protocol GraphObserver: AnyObject {
    func graphDidChange(_ change: GraphChange)
}

extension UIView {
    enum ChangeKind { case geometry, flags }

    /// Tells the application's observers, if this view is in a window of an application.
    ///
    /// - Complexity: O(1) with no observer; otherwise the observers' own cost. The view
    ///   knows its application (`changeSink`), so no setter walks up the tree.
    func noteChange(_ kind: ChangeKind) {
        guard hasChangeSink, let app = changeSink, !app.observers.isEmpty else { return }
        app.broadcast(kind == .geometry ? .geometry(self) : .flags(self))
    }

    func noteSubviewsChanged() {
        guard hasChangeSink, let app = changeSink, !app.observers.isEmpty else { return }
        app.broadcast(.subviews(self))
    }

    /// Hands `sink` to this view and every view below it (a subtree entering or leaving a
    /// window of an application).
    ///
    /// - Complexity: O(subtree), with an explicit stack.
    func adoptSubtree(sink: UIApplication?) {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            v.changeSink = sink
            v.hasChangeSink = sink != nil
            // A view made in code is named (and found by name) when it joins an application.
            if v.name.isEmpty, let sink { sink.register(v) }
            // So is a controller made in code, whose root view this is (it is in the chain).
            if let c = v.viewController, c.name.isEmpty, let sink { sink.register(c) }
            if v.needsLayout, sink != nil { v.flagLayoutPath() }
            pending.append(contentsOf: v.subviews)
        }
    }

    /// What a subview of this view hears its changes through.
    var sinkForSubviews: UIApplication? { (self as? UIWindow)?.application ?? changeSink }
}

extension UIApplication {
    /// Adds an observer (held weakly).
    package func addObserver(_ observer: any GraphObserver) {
        observers.removeAll { $0.object == nil }
        observers.append(WeakObserver(object: observer))
    }

    func broadcast(_ change: GraphChange) {
        for o in observers { o.object?.graphDidChange(change) }
    }
}

struct WeakObserver {
    weak var object: (any GraphObserver)?
}

/// A change to the live graph that hit-testing depends on. Optimized engines observe them to
/// stay correct without rebuilding (docs/semantics.md: every engine answers as the reference).
public enum GraphChange {
    /// A view's frame, center, bounds (size or origin: scrolling) or transform changed.
    case geometry(View)
    /// A view's hidden, alpha, interaction or enabled flag, or one of its overrides, changed.
    case flags(View)
    /// A view's subviews were added, removed or reordered.
    case subviews(View)
    /// Windows were added, removed or re-levelled.
    case windows
}

/// Something that wants to hear about graph changes (an engine).
public protocol GraphObserver: AnyObject {
    func graphDidChange(_ change: GraphChange)
}

extension View {
    enum ChangeKind { case geometry, flags }

    /// Tells the application's observers, if this view is in a window of an application.
    ///
    /// - Complexity: O(depth): the walk up to the window.
    func noteChange(_ kind: ChangeKind) {
        guard let app = window?.application, !app.observers.isEmpty else { return }
        app.broadcast(kind == .geometry ? .geometry(self) : .flags(self))
    }

    func noteSubviewsChanged() {
        guard let app = window?.application, !app.observers.isEmpty else { return }
        app.broadcast(.subviews(self))
    }
}

extension Application {
    /// Adds an observer (held weakly).
    public func addObserver(_ observer: any GraphObserver) {
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

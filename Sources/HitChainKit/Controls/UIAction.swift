import Foundation

/// UIAction: an action whose handler is a closure, added to a control with
/// `addAction(_:for:)` (iOS 14) or given as its `primaryAction`. The handler runs where UIKit
/// runs it, when the control sends the event, with `sender` set to the control.
///
/// Menus, images, attributes and states are not modelled (docs/uikit-api.md).
open class UIAction {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String

        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `title`.
    open var title: String
    /// `identifier`: the one given, or a unique one.
    public let identifier: Identifier
    /// `discoverabilityTitle`.
    open var discoverabilityTitle: String?
    /// `sender`: the control whose event runs the handler, while it runs; nil otherwise.
    public private(set) var sender: Any?
    private let handler: (UIAction) -> Void
    /// Whether `identifier` was given (a made-up one is not printed: it differs from run to run).
    private let namedIdentifier: Bool

    /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, without
    /// the image, attributes and state.
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        namedIdentifier = identifier != nil
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler for `sender`, as UIKit does when the control sends the event.
    package func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }

    /// How a trace names the action: by its title, quoted, else by the identifier it was given.
    package var printedName: String {
        if !title.isEmpty { return "UIAction \"\(title)\"" }
        return namedIdentifier ? "UIAction \(identifier.rawValue)" : "UIAction"
    }
}

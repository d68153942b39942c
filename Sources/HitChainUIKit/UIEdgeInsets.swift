public import Foundation
public import HitChainGeometry

/// UIEdgeInsets: distances inward from each edge (negative values grow a rectangle).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets in UIKit's order: top, left, bottom, right.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset.
    public static let zero = UIEdgeInsets()

    /// The model's insets, the same numbers.
    public var edgeInsets: HCEdgeInsets {
        HCEdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }

    /// `UIEdgeInsets(top: …, left: …, bottom: …, right: …)`.
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension CGRect {
    /// `inset(by:)`: UIKit's `UIEdgeInsetsInsetRect`, edge by edge, with the model's
    /// arithmetic (the same the reference uses for a declared hit-slop).
    public func inset(by insets: UIEdgeInsets) -> CGRect { HCRect(self).inset(by: insets.edgeInsets).cgRect }
}

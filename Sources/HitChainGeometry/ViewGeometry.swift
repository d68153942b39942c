/// Where a view sits in its superview and how its own coordinate space is laid out:
/// `center`, `bounds` (origin and size) and `transform`, with `frame` derived, exactly as
/// UIKit keeps them.
///
/// The conversion between a superview's space and this view's space lives here and only
/// here, because its arithmetic order is part of the contract: two mathematically equal
/// formulas round differently at an edge, and every hit-test engine must produce the same
/// bits as the reference.
///
/// - identity transform: `local = (p − frame.origin) + bounds.origin`, where
///   `frame.origin` is the origin the view was placed with (a view placed by its center
///   gets `center − size/2`);
/// - otherwise, with `v = (p − center) − (tx, ty)` and the inverse linear part `L⁻¹`
///   (`ViewTransform.inverted()`): `local = (L⁻¹·v + size/2) + bounds.origin`, where
///   `L⁻¹·v` is `(a'·vx + c'·vy, b'·vx + d'·vy)`.
///
/// A transform whose determinant is 0 makes the view contain no point: conversion into it
/// returns `nil`.
public struct ViewGeometry: Hashable, Sendable {
    /// The origin of `frame` while the transform is the identity, kept exactly as it was
    /// set (not recomputed from `center`, which could round differently).
    public private(set) var frameOrigin: HCPoint
    /// The view's center in its superview's space.
    public private(set) var center: HCPoint
    /// The size of `bounds`; never negative.
    public private(set) var size: HCSize
    /// The origin of `bounds`: how a scroll view scrolls. It shifts every subview.
    public var boundsOrigin: HCPoint
    /// The transform, applied about the center.
    public private(set) var transform: ViewTransform
    /// The inverse of the transform's linear part, or `nil` when it is singular.
    public private(set) var inverseLinear: ViewTransform?
    /// Whether the view was last placed with `frame` (rather than `center`).
    public private(set) var isPlacedByFrame: Bool

    /// A view placed by its frame, with the identity transform. The frame is standardized
    /// first, so a negative width moves the origin and subviews sit under the new origin.
    public init(frame: HCRect, boundsOrigin: HCPoint = .zero) {
        let f = frame.standardized
        self.frameOrigin = f.origin
        self.size = f.size
        self.center = HCPoint(x: f.origin.x + f.size.width * 0.5, y: f.origin.y + f.size.height * 0.5)
        self.boundsOrigin = boundsOrigin
        self.transform = .identity
        self.inverseLinear = .identity
        self.isPlacedByFrame = true
    }

    /// A view placed by its center, with a bounds size and any transform.
    public init(center: HCPoint, size: HCSize, boundsOrigin: HCPoint = .zero, transform: ViewTransform = .identity) {
        self.center = center
        self.size = size
        self.frameOrigin = HCPoint(x: center.x - size.width * 0.5, y: center.y - size.height * 0.5)
        self.boundsOrigin = boundsOrigin
        self.transform = transform
        self.inverseLinear = Self.inverseLinearPart(of: transform)
        self.isPlacedByFrame = false
    }

    private static func inverseLinearPart(of t: ViewTransform) -> ViewTransform? {
        guard var inv = t.inverted() else { return nil }
        inv.tx = 0
        inv.ty = 0
        return inv
    }

    // MARK: Derived rectangles

    /// `bounds`: `boundsOrigin` and `size`.
    @inlinable
    public var bounds: HCRect { HCRect(origin: boundsOrigin, size: size) }

    /// `frame`: for the identity transform, `frameOrigin` and `size`; otherwise the bounding
    /// box of the transformed bounds, about the center.
    public var frame: HCRect {
        if transform.isIdentity { return HCRect(origin: frameOrigin, size: size) }
        let hw = size.width * 0.5
        let hh = size.height * 0.5
        let corners = [
            transform.apply(to: HCPoint(x: -hw, y: -hh)), transform.apply(to: HCPoint(x: hw, y: -hh)),
            transform.apply(to: HCPoint(x: -hw, y: hh)), transform.apply(to: HCPoint(x: hw, y: hh)),
        ]
        var minX = corners[0].x, maxX = corners[0].x, minY = corners[0].y, maxY = corners[0].y
        for c in corners.dropFirst() {
            minX = Swift.min(minX, c.x)
            maxX = Swift.max(maxX, c.x)
            minY = Swift.min(minY, c.y)
            maxY = Swift.max(maxY, c.y)
        }
        return HCRect(x: minX + center.x, y: minY + center.y, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Mutation, as UIKit's setters behave

    /// Setting `frame` (meaningful for the identity transform, as in UIKit): standardizes,
    /// sets the center and the bounds size, keeps the bounds origin.
    public mutating func setFrame(_ newFrame: HCRect) {
        if transform.isIdentity {
            self = ViewGeometry(frame: newFrame, boundsOrigin: boundsOrigin)
        } else {
            // UIKit documents frame as undefined under a transform; we keep the transform
            // and move the center and size so that the bounding box matches where it can.
            let f = newFrame.standardized
            setCenter(HCPoint(x: f.origin.x + f.size.width * 0.5, y: f.origin.y + f.size.height * 0.5))
        }
    }

    /// Setting `center` moves the view; `frame.origin` becomes `center − size/2`.
    public mutating func setCenter(_ newCenter: HCPoint) {
        center = newCenter
        frameOrigin = HCPoint(x: center.x - size.width * 0.5, y: center.y - size.height * 0.5)
        isPlacedByFrame = false
    }

    /// Setting the bounds size keeps the center, as UIKit does.
    public mutating func setSize(_ newSize: HCSize) {
        size = newSize
        frameOrigin = HCPoint(x: center.x - size.width * 0.5, y: center.y - size.height * 0.5)
        isPlacedByFrame = false
    }

    /// Setting the transform keeps the center.
    public mutating func setTransform(_ newTransform: ViewTransform) {
        guard newTransform != transform else { return }
        transform = newTransform
        inverseLinear = Self.inverseLinearPart(of: newTransform)
        frameOrigin = HCPoint(x: center.x - size.width * 0.5, y: center.y - size.height * 0.5)
        isPlacedByFrame = false
    }

    // MARK: Conversion

    /// Converts a point from the superview's space into this view's space, or returns `nil`
    /// when the transform is singular (the view then contains nothing).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func convertFromSuperview(_ p: HCPoint) -> HCPoint? {
        var x = 0.0, y = 0.0
        guard SuperviewConversion(self).convert(p.x, p.y, &x, &y) else { return nil }
        return HCPoint(x: x, y: y)
    }

    /// Converts a point from this view's space into the superview's space (the inverse of
    /// `convertFromSuperview`, up to rounding).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func convertToSuperview(_ p: HCPoint) -> HCPoint {
        if transform.isIdentity {
            return HCPoint(x: (p.x - boundsOrigin.x) + frameOrigin.x, y: (p.y - boundsOrigin.y) + frameOrigin.y)
        }
        let ux = (p.x - boundsOrigin.x) - size.width * 0.5
        let uy = (p.y - boundsOrigin.y) - size.height * 0.5
        let m = transform.applyLinear(to: HCPoint(x: ux, y: uy))
        return HCPoint(x: (m.x + transform.tx) + center.x, y: (m.y + transform.ty) + center.y)
    }

    /// Whether every number is finite and the size is not negative.
    public var isValid: Bool {
        center.isFinite && frameOrigin.isFinite && size.isFinite && boundsOrigin.isFinite && transform.isFinite
            && size.width >= 0 && size.height >= 0
    }
}

public import Foundation

#if !canImport(CoreGraphics)
    /// CoreGraphics' `CGAffineTransform`, which Foundation lacks on Linux: the same fields,
    /// initializers and operations, so code written for Apple platforms compiles unchanged.
    ///
    ///     x' = a·x + c·y + tx
    ///     y' = b·x + d·y + ty
    public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
        /// The matrix's first row, first column (x scale).
        public var a: CGFloat
        /// The matrix's first row, second column.
        public var b: CGFloat
        /// The matrix's second row, first column.
        public var c: CGFloat
        /// The matrix's second row, second column (y scale).
        public var d: CGFloat
        /// The translation along x.
        public var tx: CGFloat
        /// The translation along y.
        public var ty: CGFloat

        /// The transform with these entries, as Core Graphics names them.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// The identity.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// A translation by `tx`, `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// A scale by `sx`, `sy`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// A rotation by `angle` radians.
        public init(rotationAngle angle: CGFloat) {
            self = ViewTransform.rotation(Double(angle)).cgAffineTransform
        }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// `t1.concatenating(t2)`: `t1` first, then `t2` (the model's arithmetic).
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            ViewTransform(self).concatenating(ViewTransform(t2)).cgAffineTransform
        }

        /// This transform, then translated by `x`, `y` (Core Graphics' order).
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// This transform, then scaled by `x`, `y` (Core Graphics' order).
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// This transform, then rotated by `angle` radians (Core Graphics' order).
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse; a singular transform comes back unchanged, as CoreGraphics does.
        public func inverted() -> CGAffineTransform {
            ViewTransform(self).inverted()?.cgAffineTransform ?? self
        }

        /// The six entries, as Core Graphics prints them.
        public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
    }

    extension CGPoint {
        /// `applying(_:)`: the point through `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            ViewTransform(t).apply(to: HCPoint(self)).cgPoint
        }
    }

    extension CGSize {
        /// `applying(_:)`: the size through `t`'s linear part.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// `applying(_:)`: the bounding box of the rectangle's corners through `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return self }
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }
#endif

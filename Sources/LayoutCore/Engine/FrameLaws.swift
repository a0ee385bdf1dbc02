/// Frame laws the engine enforces when it records a placement (issue 9, found by PropertyTests):
/// no NaN ever reaches a frame.
///
/// Centring an infinite child in an infinite parent (`Color` in an `(∞ × ∞)` container, an
/// `HStack` of expanding views proposed ∞) computes `(∞ − ∞) / 2`, which is NaN. SwiftUI never
/// shows such a frame; we place the child at the parent's origin on that axis instead.
extension LayoutEngine {
    /// `origin` with each NaN coordinate replaced by the parent frame's origin on that axis.
    @inline(__always)
    static func lawfulOrigin(_ origin: Point, in parent: Rect) -> Point {
        if !origin.x.isNaN && !origin.y.isNaN { return origin }
        return Point(x: origin.x.isNaN ? parent.minX : origin.x, y: origin.y.isNaN ? parent.minY : origin.y)
    }
}

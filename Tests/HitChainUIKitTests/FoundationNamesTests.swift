import Foundation
import HitChain
import Testing

/// `import Foundation` beside `import HitChain` leaves no name ambiguous: Foundation's
/// `AffineTransform` is Foundation's (the model's matrix is `ViewTransform`), and the CG
/// types the UIKit-shaped API uses are Foundation's own.
@Suite("import Foundation + import HitChain")
struct FoundationNamesTests {
    @Test("AffineTransform is Foundation's; ViewTransform is the model's")
    func affineTransform() {
        let foundation = AffineTransform(translationByX: 3, byY: 4)
        #expect(foundation.transform(NSPoint(x: 0, y: 0)) == NSPoint(x: 3, y: 4))
        let model = ViewTransform.translation(3, 4)
        #expect(model.cgAffineTransform.tx == 3)
        let frame: CGRect = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame
        #expect(frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}

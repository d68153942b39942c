import HitChainScene
import Testing

/// `ControlKind(className:)` tests a name's length and prefix before its string switch: the
/// test must let every control class through, and no other name may become a control.
@Suite("Control kinds by class name")
struct ControlKindTests {
    @Test("every control class is recognized by its name", arguments: ControlKind.allCases)
    func everyControlClass(kind: ControlKind) {
        #expect(ControlKind(className: kind.rawValue) == kind)
    }

    @Test(
        "other names are not controls",
        arguments: ["", "UI", "UIView", "UILabel", "UIButtonX", "MyButton", "uibutton", "UIScrollView", "UIControl "])
    func otherNames(name: String) {
        #expect(ControlKind(className: name) == nil)
    }
}

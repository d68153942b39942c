#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A checkout screen as an app writes it: a buy button whose action is a closure, and a card
/// that a long press opens.
final class CheckoutViewController: UIViewController {
    let buyButton = UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    private(set) var purchases = 0
    private(set) var cardsOpened = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        buyButton.accessibilityIdentifier = "buy"
        buyButton.addAction(UIAction(title: "Buy") { [weak self] _ in self?.purchases += 1 }, for: .touchUpInside)
        view.addSubview(buyButton)
        card.accessibilityIdentifier = "card"
        card.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: Selector("openCard:")))
        view.addSubview(card)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("openCard:") || super.canPerformAction(action, withSender: sender)
    }
}

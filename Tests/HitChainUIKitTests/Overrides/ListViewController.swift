#if canImport(UIKit)
    import UIKit
#else
    import HitChainUIKit
#endif

/// A view controller that builds its screen in code: a header and a button, the button
/// sending "refresh:" up the chain when tapped.
final class ListViewController: UIViewController {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let refresh = UIButton(frame: CGRect(x: 300, y: 20, width: 60, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(refresh)
        refresh.addTarget(nil, action: Selector("refresh:"), for: .touchUpInside)
    }
}

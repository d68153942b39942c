/// What a recursiveDescription line may hold between its `|` bars and its view's `<`, in
/// this order, each optional:
///
/// - `"` — the view is an element of a logged array (`"<UIWindow: …>",`);
/// - `XX (` — iOS 5 wraps the line of a view that does not show (transparent or hidden,
///   itself or through an ancestor) in `XX (<…>)`;
/// - `'ShelfViewController:0x8a45d40' 1 child[…]` — the controller whose root view it is
///   (`ControllerAnnotation`);
/// - `_myButton` — the ivar that holds it (HOURecursiveDescription).
///
/// For instance, from an iOS 5 dump pasted from lldb:
///
///     |    | 'ShelfViewController:0x8a45d40' <UIView: 0x8a49c20; frame = (0 0; 320 416); …>
///     |    |    | XX (<UIView: 0x8a4d880; frame = (0 380; 320 36); alpha = 0; …>)
struct ViewLineLead: Hashable {
    var ivar: String?
    var controller: ControllerAnnotation?
    var isNotShown = false
    var isListElement = false

    /// The parts of `lead` (the text after the bars), or nil when it holds anything else.
    ///
    /// - Complexity: O(n) in the length of `lead`.
    init?(_ lead: Substring) {
        var rest = lead.drop { $0 == "|" || $0 == " " || $0 == "\t" }
        if rest.first == "\"" {
            isListElement = true
            rest = rest.dropFirst().drop { $0 == " " }
        }
        if rest.hasPrefix("XX") {
            let after = rest.dropFirst(2).drop { $0 == " " }
            guard after.first == "(" else { return nil }
            isNotShown = true
            rest = after.dropFirst().drop { $0 == " " }
        }
        if let (annotation, after) = ControllerAnnotation.parse(rest) {
            controller = annotation
            rest = after
        }
        let token = rest.trimmingSpaces
        if !token.isEmpty {
            guard let first = token.first, first == "_" || first.isLetter,
                token.allSatisfy({ $0 == "_" || $0 == "." || $0.isLetter || $0.isNumber })
            else { return nil }
            ivar = token
        }
    }

    /// What it adds to the view's `"source"`.
    var note: String? {
        isNotShown ? "XX (printed as not shown: it or an ancestor is hidden or transparent)" : nil
    }
}

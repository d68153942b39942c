/// A view controller named before its view on a dump's line, as iOS 5 to 7 print a
/// controller's root view (and lldb summarizes it):
///
///     |    | 'ShelfViewController:0x8a45d40' 2 children[CardController:0x8a50010 Reviews:0x8a50220 ] <UIView: …>
///
/// Its class and address, and the children it lists (class and address). The children have
/// lines of their own where their views are; a child whose view the dump does not hold is
/// only named here.
public struct ControllerAnnotation: Hashable, Sendable {
    /// The controller's class.
    public var className: String
    /// Its address, nil when the dump stripped it.
    public var address: String?
    /// The child controllers listed after it, as `(className, address)`.
    public var children: [Child]

    /// A child controller as the annotation lists it.
    public struct Child: Hashable, Sendable {
        /// The child's class.
        public var className: String
        /// The child's address, nil when not printed.
        public var address: String?
    }

    /// The annotation of a controller of `className` at `address`, listing `children`.
    public init(className: String, address: String?, children: [Child] = []) {
        self.className = className
        self.address = address
        self.children = children
    }

    /// Whether `text` starts with `'Class:0x…'`.
    static func startsAnnotation(_ text: Substring) -> Bool { quoted(text) != nil }

    /// The annotation at the start of `text` and the text after it, or nil when `text` does not
    /// start with one.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func parse(_ text: Substring) -> (annotation: ControllerAnnotation, rest: Substring)? {
        guard let (head, afterQuote) = quoted(text) else { return nil }
        var annotation = ControllerAnnotation(className: head.className, address: head.address)
        var rest = afterQuote.drop { $0 == " " }
        // `1 child[A:0x1 ]` or `2 children[A:0x1 B:0x2 ]`
        let count = rest.prefix { $0.isASCII && $0.isNumber }
        if !count.isEmpty {
            let word = rest[count.endIndex...].drop { $0 == " " }
            for noun in ["children[", "child["] where word.hasPrefix(noun) {
                let list = word.dropFirst(noun.count)
                guard let close = list.firstIndex(of: "]") else { break }
                annotation.children = list[..<close].split(separator: " ").map { Self.classAndAddress($0) }
                rest = list[list.index(after: close)...].drop { $0 == " " }
                break
            }
        }
        return (annotation, rest)
    }

    /// `'Class:0xADDR'` at the start of `text`: the class and address, and the text after the
    /// closing quote.
    private static func quoted(_ text: Substring) -> (Child, Substring)? {
        guard text.first == "'" else { return nil }
        let inner = text.dropFirst()
        guard let close = inner.firstIndex(of: "'") else { return nil }
        let name = inner[..<close]
        guard let colon = name.lastIndex(of: ":"), name[name.index(after: colon)...].hasPrefix("0x"),
            let first = name.first, first.isLetter || first == "_",
            !name[..<colon].contains(where: { $0 == " " || $0 == "<" || $0 == ">" })
        else { return nil }
        return (classAndAddress(name), inner[inner.index(after: close)...])
    }

    /// `Class:0xADDR` → the class and the address.
    private static func classAndAddress(_ s: Substring) -> Child {
        guard let colon = s.lastIndex(of: ":"), s[s.index(after: colon)...].hasPrefix("0x") else {
            return Child(className: String(s), address: nil)
        }
        return Child(className: String(s[..<colon]), address: String(s[s.index(after: colon)...]))
    }
}

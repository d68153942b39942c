import ArgumentParser

/// A comma-separated option value (`--shapes wideFlat,deep`), each item read by its own
/// `ExpressibleByArgument` conformance; the parser's error lists the values an item may take.
struct CommaSeparated<Element: ExpressibleByArgument>: ExpressibleByArgument {
    var items: [Element]

    init(_ items: [Element]) {
        self.items = items
    }

    init?(argument: String) {
        var items: [Element] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let item = Element(argument: part.trimmingCharacters(in: .whitespaces)) else { return nil }
            items.append(item)
        }
        guard !items.isEmpty else { return nil }
        self.items = items
    }

    static var allValueStrings: [String] { Element.allValueStrings }

    var defaultValueDescription: String { items.map(\.defaultValueDescription).joined(separator: ",") }
}

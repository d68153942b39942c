import HitChainGeometry

/// A route's parameters, read strictly: a point is two finite numbers within ten million
/// points of the origin, a view is an id the file has, a count is a whole number from 0 to
/// ten million, and text is at most 200 characters.
struct ExplorerParameters {
    struct Problem: Error {
        var message: String
    }

    let query: [String: String]
    let id: String?
    let index: ViewIndex

    init(query: [String: String], id: String?, index: ViewIndex) {
        self.query = query
        self.id = id
        self.index = index
    }

    static let limit = 10_000_000.0

    func point() throws(Problem) -> HCPoint {
        HCPoint(x: try number("x"), y: try number("y"))
    }

    func number(_ name: String) throws(Problem) -> Double {
        guard let text = query[name] else { throw Problem(message: "\(name) is missing") }
        guard let v = Double(text), v.isFinite, abs(v) <= Self.limit else {
            throw Problem(message: "\(name) must be a finite number of points within ±10000000, not \(quoted(text))")
        }
        return v
    }

    /// The view named by the path's id.
    func view() throws(Problem) -> Int {
        guard let id else { throw Problem(message: "a view id is missing") }
        return try viewID(id, name: "id")
    }

    func optionalView(_ name: String) throws(Problem) -> Int? {
        guard let text = query[name], !text.isEmpty else { return nil }
        return try viewID(text, name: name)
    }

    func count(_ name: String, default value: Int) throws(Problem) -> Int {
        guard let text = name == "id" ? id : query[name] else { return value }
        guard let n = Int(text), n >= 0, n <= 10_000_000 else {
            throw Problem(message: "\(name) must be a whole number from 0 to 10000000, not \(quoted(text))")
        }
        return n
    }

    func text(_ name: String) throws(Problem) -> String {
        let text = query[name] ?? ""
        // Counted in Unicode scalars: one character can hold thousands of combining marks.
        guard text.unicodeScalars.count <= 200 else { throw Problem(message: "\(name) is longer than 200 characters") }
        return text
    }

    private func viewID(_ text: String, name: String) throws(Problem) -> Int {
        guard let id = Int(text), id >= 0, id < index.count else {
            throw Problem(message: "\(name) must be a view id from 0 to \(index.count - 1), not \(quoted(text))")
        }
        return id
    }

    private func quoted(_ text: String) -> String { "\"\(text.prefix(40))\"" }
}

/// "1 chunk", "3 chunks", "1 touch", "2 touches": a count with its noun agreeing.
func plural(_ n: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : (pluralForm ?? singular + "s"))"
}

/// "1, 4, 9" for up to `limit` numbers, then "and 12 more".
func listed(_ numbers: [Int], limit: Int = 20) -> String {
    let shown = numbers.prefix(limit).map(String.init).joined(separator: ", ")
    return numbers.count > limit ? "\(shown) and \(numbers.count - limit) more" : shown
}

/// `1 view`, `2 views`: a count with a noun that agrees with it.
func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
    "\(n) \(n == 1 ? one : many ?? one + "s")"
}

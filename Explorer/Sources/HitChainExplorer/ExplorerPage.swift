/// The page, its style and its script, embedded in the binary from `Page/`: the page draws
/// what the server answers and asks it every question (no hit-testing in JavaScript).
enum ExplorerPage {
    static let html = String(decoding: PackageResources.explorer_html, as: UTF8.self)
    static let css = String(decoding: PackageResources.explorer_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.explorer_js, as: UTF8.self)
}

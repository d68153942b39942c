import HitChain

/// The view tree beside the screen, asked for a level at a time (a screen of 100 000 views
/// is never sent whole), and searched by name or class.
enum ViewTreeAnswer {
    /// At most this many subviews of one view, and this many search matches, per answer.
    static let limit = 500

    /// `{"parent", "children": [view + "children" count], "more"}`; the windows when
    /// `parent` is nil.
    ///
    /// - Complexity: O(children of the parent).
    static func children(of parent: Int?, in index: ViewIndex) -> String {
        let ids = parent.map(index.children(of:)) ?? index.roots
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.key("parent")
        if let parent { w.number(Double(parent)) } else { w.null() }
        w.key("children")
        w.beginArray()
        for id in ids.prefix(limit) { ViewJSON.write(id, in: index, children: true, into: &w) }
        w.endArray()
        w.field("more", Double(max(ids.count - limit, 0)))
        w.endObject()
        return w.text
    }

    /// The answer to a search (`Explorer.search`): the first `limit` views whose name or
    /// class contains the query, ignoring case, in tree order, and how many more there are.
    static func search(_ query: String, matches: [Int], total: Int, in index: ViewIndex) -> String {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.field("query", query)
        w.key("matches")
        w.beginArray()
        for id in matches { ViewJSON.write(id, in: index, children: true, into: &w) }
        w.endArray()
        w.field("more", Double(total - matches.count))
        w.endObject()
        return w.text
    }

    /// One view with its ancestry (window first, for the tree to open down to it), its path
    /// as the CLI prints it and its responder chain.
    static func view(_ id: Int, in index: ViewIndex) -> String {
        var w = JSONWriter(compact: true)
        w.beginObject()
        w.key("view")
        ViewJSON.write(id, in: index, children: true, into: &w)
        w.key("ancestry")
        w.beginArray(inline: true)
        for a in index.ancestry(of: id) { w.number(Double(a)) }
        w.endArray()
        w.field("path", index.views[id].hitChain.path)
        w.key("chain")
        w.beginArray(inline: true)
        for r in index.views[id].hitChain.responderChain.prefix(WalkAnswer.maxChain) { w.string(r.hitChain.label) }
        w.endArray()
        w.endObject()
        return w.text
    }
}

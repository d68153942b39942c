/// `requiresFailureOf` (and a delegate's failure requirements) must not loop. Two recognizers
/// that each wait for the other to fail (directly or through others) would both stay possible
/// forever in UIKit, holding their views' touches; the model refuses such a scene instead of
/// modelling the deadlock.
extension SceneValidator {
    /// Throws a `.cycle` error naming the recognizers of the first loop found (document
    /// order) in the `requiresFailureOf` relation. Relations must already resolve.
    ///
    /// - Complexity: O(recognizers + relations); an explicit stack, no recursion.
    func checkFailureRequirementCycles() throws(SceneError) {
        var names: [String] = []
        var index: [String: Int] = [:]
        var required: [[String]] = []
        for i in scene.views.indices where scene.hasGestureRecognizers(view: i) {
            for r in scene.allGestureRecognizers(ofView: i) where index[r.name] == nil {
                index[r.name] = names.count
                names.append(r.name)
                required.append(r.requiresFailureOf + (r.delegate?.shouldRequireFailureOf ?? []))
            }
        }
        // A delegate answering shouldBeRequiredToFailBy makes the other recognizer wait.
        for i in scene.views.indices {
            for r in scene.views[i].gestureRecognizers {
                for other in r.delegate?.shouldBeRequiredToFailBy ?? [] {
                    if let o = index[other] { required[o].append(r.name) }
                }
            }
        }
        let edges: [[Int]] = required.map { list in list.compactMap { index[$0] } }
        // 0: not visited; 1: on the current path; 2: done, on no loop.
        var mark = [UInt8](repeating: 0, count: names.count)
        for start in names.indices where mark[start] == 0 {
            var path: [Int] = [start]
            var next: [Int] = [0]
            mark[start] = 1
            while let node = path.last, let k = next.last {
                guard k < edges[node].count else {
                    mark[node] = 2
                    path.removeLast()
                    next.removeLast()
                    continue
                }
                next[next.count - 1] = k + 1
                let target = edges[node][k]
                switch mark[target] {
                case 0:
                    mark[target] = 1
                    path.append(target)
                    next.append(0)
                case 1:
                    let from = path.lastIndex(of: target) ?? 0
                    let loop = path[from...].map { names[$0] } + [names[target]]
                    throw SceneError(
                        .cycle,
                        "the recognizers require each other to fail in a loop (\(loop.joined(separator: " -> "))): "
                            + "each would wait for the other forever",
                        node: "gesture recognizer \"\(names[target])\"", field: "requiresFailureOf")
                default:
                    break
                }
            }
        }
    }
}

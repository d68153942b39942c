import Foundation

/// A hierarchy change UIKit would refuse (it raises an exception); the graph refuses it
/// with this error and stays as it was.
public struct HierarchyError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Reason: Hashable, Sendable {
        case wouldCreateCycle(child: String, parent: String)
        /// The new superview's chain reaches the view through a presentation, so `next`
        /// would loop.
        case wouldLoopChain(child: String, parent: String)
        case windowAsSubview(String)
        case indexOutOfRange(Int, count: Int)
        case notPresenting(String)
        case alreadyPresenting(String, presented: String)
        case notInAnyWindow(String)
    }

    let reason: Reason

    /// The change refused and why, in words.
    public var description: String {
        switch reason {
        case .wouldCreateCycle(let child, let parent):
            return "cannot add \"\(child)\" to \"\(parent)\": \"\(parent)\" is \"\(child)\" or inside it"
        case .wouldLoopChain(let child, let parent):
            return "cannot add \"\(child)\" to \"\(parent)\": \"\(parent)\"'s responder chain already reaches "
                + "\"\(child)\" through a presentation, so next would loop"
        case .windowAsSubview(let w):
            return "cannot add window \"\(w)\" as a subview"
        case .indexOutOfRange(let i, let count):
            return "index \(i) is out of range for \(count) subviews"
        case .notPresenting(let c):
            return "\"\(c)\" is not presenting a view controller"
        case .alreadyPresenting(let c, let p):
            return "\"\(c)\" is already presenting \"\(p)\""
        case .notInAnyWindow(let c):
            return "\"\(c)\"'s view is not in a window, so it cannot present"
        }
    }
}

extension HierarchyError {
    /// Writes a refused UIKit call to standard error, as UIKit's console would show it.
    static func log(_ error: HierarchyError, _ call: String) {
        FileHandle.standardError.write(Data("HitChain: \(call) refused: \(error)\n".utf8))
    }
}

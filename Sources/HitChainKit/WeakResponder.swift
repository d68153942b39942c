/// A responder held weakly.
package struct WeakResponder {
    package weak var responder: UIResponder?

    package init(_ responder: UIResponder?) { self.responder = responder }
}

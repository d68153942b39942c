/// A responder held weakly.
package struct WeakResponder {
    package weak var responder: Responder?

    package init(_ responder: Responder?) { self.responder = responder }
}

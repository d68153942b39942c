/// A responder held weakly.
struct WeakResponder {
    weak var responder: Responder?

    init(_ responder: Responder?) { self.responder = responder }
}

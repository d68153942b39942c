/// A `next` override a scene declares: another responder, or nil (the chain ends here).
package struct DeclaredNext {
    package weak var responder: UIResponder?

    package init(responder: UIResponder?) {
        self.responder = responder
    }
}

import HitChainKit
import HitChainScene
import HitChainTestSupport
import Testing

/// `next` as a scene declares it, read through `hasDeclaredNext` (which spares every step of
/// a chain a copy of the declaration): followed while set, and the class's own after.
@Suite("A declared next responder")
struct HierarchyTests {
    @Test("a declared next is followed, a declared none ends the chain, and the class's own returns after")
    func declaredNextFollowsTheScene() throws {
        let app = try app(
            fromJSON: """
                {"format":"hitchain-scene","version":1,"windows":[
                 {"name":"w","frame":[0,0,390,844],"subviews":[
                  {"name":"a","frame":[0,0,100,100],"next":"c"},
                  {"name":"b","frame":[0,100,100,100],"next":null},
                  {"name":"c","frame":[0,200,100,100]}]}]}
                """)
        let a = app.named("a"), b = app.named("b"), c = app.named("c")
        #expect(a.next === c)
        #expect(b.next == nil)
        #expect(c.next?.name == "w")
        a.declaredNext = nil
        b.declaredNext = nil
        #expect(a.next?.name == "w")
        #expect(b.next?.name == "w")
        c.declaredNext = DeclaredNext(responder: a)
        #expect(c.next === a)
    }
}

import HitChainDelivery
import HitChainKit
import Testing

/// The dispatcher's hot state is `@exclusivity(unchecked)` outside `InvariantChecks` builds
/// (issue 51): the proof that no two accesses overlap is the test suite, which CI runs with the
/// trait, where Swift's run-time checks stay on and trap on an overlap. This pins the wiring.
@Suite("The dispatcher's exclusivity checks")
struct DispatcherExclusivityTests {
    @Test("an InvariantChecks build keeps the run-time exclusivity checks; another drops them")
    func checksFollowTheTrait() {
        #if HITCHAIN_CHECKS
            #expect(EventDispatcher.checksExclusivity, "the trait is on but the dispatcher is unchecked")
        #else
            #expect(!EventDispatcher.checksExclusivity, "the trait is off but the dispatcher is checked")
        #endif
    }

    @Test("the responder chain's links follow the trait as the dispatcher does")
    func chainLinksFollowTheTrait() {
        #expect(UIResponder.checksExclusivity == EventDispatcher.checksExclusivity)
    }
}

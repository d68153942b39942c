import HitChainDelivery
import HitChainGeometry
import HitChainScene

extension CaseShrinker {
    /// The kinds of step, in the order they are tried.
    enum Pass: CaseIterable {
        /// Numbers shrink to whole points, then halves, tenths, hundredths: `k / scale` is
        /// the double nearest the short decimal, so it prints as one.
        static let decimalScales: [Double] = [1, 2, 10, 100]

        case dropAllProbes, dropProbe, dropAllEvents, dropEventHalf, dropTouch, dropOtherEvent, dropMoves
        case dropWindow, removeView, hoistChild, dropController, dropWindowScenes, plainWindows, plainResponders,
            simplifyView, compactTimes, roundPoints

        func count(_ c: FuzzCase) -> Int {
            switch self {
            case .dropAllProbes, .dropAllEvents, .dropWindowScenes, .compactTimes: return 1
            case .plainWindows: return c.scene.windows.count
            case .roundPoints: return (c.events.count + c.probes.count) * Self.decimalScales.count
            case .dropEventHalf: return c.events.count >= 4 ? 2 : 0
            case .dropProbe: return c.probes.count
            case .dropTouch, .dropMoves: return c.touchIDs.count
            case .dropOtherEvent: return c.events.count
            case .dropWindow: return c.scene.windows.count > 1 ? c.scene.windows.count : 0
            case .removeView: return c.scene.views.count
            case .hoistChild: return c.scene.views.count * 2
            case .dropController: return c.scene.viewControllers.count
            case .plainResponders: return c.scene.viewControllers.count + 2
            case .simplifyView: return c.scene.views.count * ViewSimplification.allCases.count
            }
        }

        func apply(_ c: FuzzCase, _ i: Int) -> FuzzCase? {
            var c = c
            switch self {
            case .dropAllProbes:
                guard !c.probes.isEmpty else { return nil }
                c.probes = []
            case .dropProbe:
                c.probes.remove(at: i)
            case .dropAllEvents:
                guard !c.events.isEmpty else { return nil }
                c.events = []
            case .dropEventHalf:
                return Self.droppingEventHalf(i, of: c)
            case .dropTouch:
                let id = c.touchIDs[i]
                c.events = c.events.compactMap { $0.removingTouch(id) }
            case .dropOtherEvent:
                return Self.droppingOtherEvent(i, of: c)
            case .dropMoves:
                let id = c.touchIDs[i]
                c.events = c.events.compactMap { $0.removingTouch(id, phases: [.moved, .stationary]) }
            case .dropWindow:
                c.scene = c.scene.removing(views: [c.scene.windows[i].view])
                c.dropEventsNamingMissingResponders()
            case .removeView:
                let order = c.scene.viewsTopDown
                guard i < order.count else { return nil }
                c.scene = c.scene.removing(views: [order[i]])
                c.dropEventsNamingMissingResponders()
            case .hoistChild:
                return Self.hoistingChild(i, in: c)
            case .dropController:
                c.scene = c.scene.removingController(i)
                c.scene.dropDanglingNames()
                c.dropEventsNamingMissingResponders()
            case .dropWindowScenes:
                return Self.droppingWindowScenes(of: c)
            case .plainWindows:
                guard c.scene.windows[i].level != 0 || c.scene.keyWindow != 0 else { return nil }
                if c.scene.windows[i].level != 0 { c.scene.windows[i].level = 0 } else { c.scene.keyWindow = 0 }
            case .roundPoints:
                return Self.roundingPoint(i, in: c)
            case .plainResponders:
                return Self.clearingHandlers(i, in: c)
            case .simplifyView:
                return Self.simplifyingView(i, in: c)
            case .compactTimes:
                return Self.compactingTimes(of: c)
            }
            return c
        }

        /// `c` with the first or (`i` 1) second half of its events, cut between whole
        /// gestures: at an event where no touch or press is down.
        private static func droppingEventHalf(_ i: Int, of c: FuzzCase) -> FuzzCase? {
            var c = c
            let cuts = c.restingPoints
            guard cuts.count > 2 else { return nil }
            let mid = cuts[cuts.count / 2]
            c.events = i == 0 ? Array(c.events[mid...]) : Array(c.events[..<mid])
            return c
        }

        /// `c` without event `i` when it is not a touch event; a press event takes every
        /// event of its presses with it.
        private static func droppingOtherEvent(_ i: Int, of c: FuzzCase) -> FuzzCase? {
            var c = c
            if case .touches = c.events[i].event { return nil }
            if case .presses(let p) = c.events[i].event {
                let ids = Set(p.map(\.id))
                c.events = c.events.compactMap { $0.removingPresses(ids) }
            } else {
                c.events.remove(at: i)
            }
            return c
        }

        /// `c` with view `i / 2` (top-down) replaced by its first (`i` even) or last subview.
        private static func hoistingChild(_ i: Int, in c: FuzzCase) -> FuzzCase? {
            var c = c
            let order = c.scene.viewsTopDown
            guard i / 2 < order.count else { return nil }
            let v = order[i / 2]
            let subviews = c.scene.views[v].subviews
            guard let child = i % 2 == 0 ? subviews.first : subviews.last,
                let s = c.scene.hoisting(child: child, over: v)
            else { return nil }
            c.scene = s
            c.dropEventsNamingMissingResponders()
            return c
        }

        /// `c` without window scenes.
        private static func droppingWindowScenes(of c: FuzzCase) -> FuzzCase? {
            var c = c
            guard !c.scene.windowScenes.isEmpty else { return nil }
            c.scene.windowScenes = []
            for w in c.scene.windows.indices { c.scene.windows[w].windowScene = nil }
            c.dropEventsNamingMissingResponders()
            return c
        }

        /// `c` with one touch or probe point (or one change's numbers) rounded to whole
        /// points, else halves, tenths or hundredths: the shortest decimals that still fail.
        private static func roundingPoint(_ i: Int, in c: FuzzCase) -> FuzzCase? {
            var c = c
            let scale = Self.decimalScales[i % Self.decimalScales.count]
            let i = i / Self.decimalScales.count
            func round(_ p: HCPoint) -> HCPoint {
                HCPoint(x: (p.x * scale).rounded() / scale, y: (p.y * scale).rounded() / scale)
            }
            if i < c.events.count, case .change(let view, let change) = c.events[i].event {
                c.events[i].event = .change(view: view, change.rounded(scale: scale))
            } else if i < c.events.count {
                guard case .touches(let samples) = c.events[i].event else { return nil }
                let id = samples.first?.id
                let target = samples.first.map { round($0.location) }
                // Every sample of that touch moves together, so a tap stays a tap.
                for k in c.events.indices {
                    guard case .touches(var ss) = c.events[k].event else { continue }
                    for j in ss.indices where ss[j].id == id && ss[j].location == samples[0].location {
                        ss[j].location = target ?? ss[j].location
                    }
                    c.events[k].event = .touches(ss)
                }
            } else {
                c.probes[i - c.events.count] = round(c.probes[i - c.events.count])
            }
            return c
        }

        /// `c` with controller `i`, else the application, else the app delegate handling nothing.
        private static func clearingHandlers(_ i: Int, in c: FuzzCase) -> FuzzCase? {
            var c = c
            if i < c.scene.viewControllers.count {
                c.scene.viewControllers[i].responder.handlers = .none
            } else if i == c.scene.viewControllers.count {
                c.scene.application.handlers = .none
            } else {
                c.scene.appDelegate?.handlers = .none
            }
            return c
        }

        /// `c` with one simplification (`i` modulo their count) of view `i / count`.
        private static func simplifyingView(_ i: Int, in c: FuzzCase) -> FuzzCase? {
            var c = c
            let kinds = ViewSimplification.allCases
            let v = i / kinds.count
            let isWindow = c.scene.windows.contains { $0.view == v }
            guard let simpler = kinds[i % kinds.count].apply(c.scene.views[v], isWindow: isWindow) else {
                return nil
            }
            c.scene.views[v] = simpler
            c.scene.dropDanglingNames()
            return c
        }

        /// `c` with its events 0.1 s apart, from 0.
        private static func compactingTimes(of c: FuzzCase) -> FuzzCase? {
            var c = c
            let times = c.events.indices.map { Double($0) / 10 }
            guard c.events.map(\.time) != times else { return nil }
            for k in c.events.indices { c.events[k].time = times[k] }
            return c
        }
    }
}

import HitChainScene

/// The scenario inputs that are not touches: time passing, shakes, remote control,
/// presses, router messages, actions, editing-menu queries, first-responder requests and
/// hierarchy changes (`docs/scenario-format.md`).
extension ScenarioDecoder {
    /// The action `verb` names (`readInput` has checked it is one of `verbs`).
    // Over the line limit: one case per scenario verb, each reading its fields.
    func readOtherAction(_ verb: String, _ f: JSONObjectReader) throws(SceneError) -> ScenarioAction {
        switch verb {
        case "idle":
            guard try f.bool("idle") == true else {
                throw f.error(.invalidValue, "idle is true: time passes and due timers fire", field: "idle")
            }
            return .event(.idle)
        case "shake":
            guard let d = try f.number("shake"), d.isFinite, d >= 0 else {
                throw f.error(.invalidValue, "shake is its duration in seconds", field: "shake")
            }
            return .shake(duration: d)
        case "motion":
            guard let name = try f.string("motion"), let phase = MotionPhase(rawValue: name) else {
                throw f.error(.invalidValue, "motion is began, ended or cancelled", field: "motion")
            }
            return .motion(phase)
        case "remoteControl":
            return .remoteControl(try oneOf(RemoteControlSubtype.self, f, "remoteControl"))
        case "press":
            var forces: [Double] = []
            for item in try f.array("force") ?? [] {
                guard case .number(let x) = f.doc[item].value, x >= 0, x <= 1 else {
                    throw f.error(.invalidValue, "force is a list of numbers from 0 to 1", field: "force")
                }
                forces.append(x)
            }
            return .press(
                try oneOf(PressType.self, f, "press"), duration: try duration(f, default: 0.1), forces: forces,
                cancelled: try f.bool("cancelled") ?? false)
        case "router":
            let o = try object(f, "router")
            try o.allow(["from", "name"])
            return .event(.routerMessage(from: try name(o, "from"), name: try name(o, "name")))
        case "action":
            let o = try object(f, "action")
            try o.allow(["selector", "from", "to"])
            return .event(
                .action(selector: try name(o, "selector"), target: try o.string("to"), sender: try o.string("from")))
        case "editingMenu":
            let o = try object(f, "editingMenu")
            try o.allow(["selector", "from"])
            return .event(.editingMenu(selector: try name(o, "selector"), sender: try o.string("from")))
        case "becomeFirstResponder":
            return .event(.becomeFirstResponder(try name(f, "becomeFirstResponder")))
        case "resignFirstResponder":
            return .event(.resignFirstResponder(try name(f, "resignFirstResponder")))
        case "addSubview":
            let o = try object(f, "addSubview")
            try o.allow(["view", "to", "index"])
            let index = try o.number("index")
            if let index, index < 0 || index != index.rounded() || index > 1e9 {
                throw o.error(.invalidValue, "index is a whole number from 0", field: "index")
            }
            return .event(
                .addSubview(view: try name(o, "view"), superview: try name(o, "to"), index: index.map { Int($0) }))
        case "change":
            return .event(try readChange(try object(f, "change")))
        default:
            return .event(.removeFromSuperview(try name(f, "removeFromSuperview")))
        }
    }

    /// A string field naming one case of `T`; the error lists them all.
    private func oneOf<T: RawRepresentable & CaseIterable>(_: T.Type, _ f: JSONObjectReader, _ key: String)
        throws(SceneError) -> T where T.RawValue == String
    {
        guard let name = try f.string(key), let value = T(rawValue: name) else {
            throw f.error(
                .invalidValue, "\(key) is one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))", field: key)
        }
        return value
    }
}

/// What a hierarchy import read by assumption, or left out, and where; the text is made
/// where it is shown (`description`, "line 12: …").
public enum DumpWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where in a view's line a dump was cut off.
    public enum CutPlace: Hashable, Sendable {
        /// At the start of a view's line.
        case startOfView
        /// At a line that is not a view (`...` as the last line), quoted.
        case mark(String)
        /// In the middle of a view's own `<…>`.
        case middleOfLine
        /// In the text after a view, which leaves a `<` open.
        case afterView
        /// In a last line that is not yet a view (`   |    | _myBu`), quoted.
        case partialLine(String)
        /// Before the closing quote of a dump printed as one string.
        case unclosedString
        /// In what follows the views (an XCUITest dump's "Path to element:" and "Query chain:"):
        /// where, in words.
        case section(String)
        /// Before a page source's element closes (`<AppiumAUT> (line 2), opened there,`).
        case unclosedElement(String)
    }

    /// Views an author left out (dots between whole lines, or a line cut short before the
    /// next whole line); `what` says which.
    case leftOut(line: Int, what: String)
    /// The dump ends here; `viewsRead` views before it were read.
    case cut(line: Int, place: CutPlace, viewsRead: Int)
    /// A view's line a paste wrapped, going on to line `next`: read as one line.
    case wrapped(line: Int, next: Int)
    /// A view's text that holds line breaks, its line going on to line `next`: read as one view.
    case textLineBreak(line: Int, next: Int)
    /// A line nested `bars` deep right after one `previous` deep (-1: it is the first view):
    /// read as a subview of it (a top-level view).
    case depthJump(line: Int, bars: Int, previous: Int)
    /// A view controller whose view is not among the dump's views: left out.
    case controllerNotFound(line: Int, className: String)
    /// A view controller named on a window's line (a scene's windows are no controller's view).
    case controllerOnWindow(line: Int, className: String)
    /// A logged line (NSLog's prefix) without a view: skipped.
    case logLineSkipped(line: Int)
    /// The dump is one string with its line breaks escaped: read with its escapes undone.
    case escapedString
    /// A transform the printed frame (its bounding box) cannot be undone through (`why`): the
    /// view is imported unrotated, as its box.
    case transformKept(line: Int, className: String, transform: String, why: String)
    /// A window's transform, which a scene's windows cannot have: the window is its box.
    case windowTransform(line: Int, transform: String)
    /// A window the dump marks not shown (`visible="false"`): imported hidden.
    case hiddenWindow(line: Int)
    /// A scroll view that prints no `contentSize`: its content is its bounds size.
    case noContentSize(line: Int, className: String)

    /// Whether the dump ends here (the rest of it is missing).
    public var isCut: Bool {
        if case .cut = self { return true }
        return false
    }

    /// The warning as the import prints it, with its line.
    public var description: String {
        switch self {
        case .leftOut(let line, let what):
            return "line \(line): views are left out here (\(what)); the views around it were read"
        case .cut(let line, let place, let viewsRead):
            return Self.cutDescription(line, place, viewsRead)
        case .wrapped(let line, let next):
            return "line \(line): a view's line goes on to line \(next) (wrapped when pasted): read as one line"
        case .textLineBreak(let line, let next):
            return "line \(line): a view's text holds a line break (its line goes on to line \(next)): read as one view"
        case .depthJump(let line, let bars, let previous):
            let noun = bars == 1 ? "bar" : "bars"
            if previous < 0 { return "line \(line): the first view has \(bars) \(noun); read as a top-level view" }
            return "line \(line): \(bars) \(noun) after a line with \(previous); read as a subview of it"
        case .controllerNotFound(let line, let className):
            return "line \(line): \(className)'s view is not a view of the dump: left out"
        case .controllerOnWindow(let line, let className):
            return "line \(line): \(className) is named on a window's line, and a window is no controller's view in a "
                + "scene: left out"
        case .logLineSkipped(let line):
            return "line \(line): a logged line without a view: skipped"
        case .escapedString:
            return "the dump is one string with its line breaks escaped (as lldb prints a String): read with its "
                + "escapes undone; its lines are counted at its escaped line breaks"
        case .transformKept(let line, let className, let transform, let why):
            return "line \(line): \(className)'s transform \(transform) \(why): imported as an unrotated view of its "
                + "box (the printed frame), so the box's corners take touches the view would not"
        case .windowTransform(let line, let transform):
            return "line \(line): a window's transform (\(transform)) is not a scene's: imported as its box (the "
                + "printed frame), unrotated"
        case .hiddenWindow(let line):
            return "line \(line): this window is marked visible=\"false\": imported hidden (a window not shown takes "
                + "no touches)"
        case .noContentSize(let line, let className):
            return "line \(line): \(className) prints no contentSize: its content is taken as its bounds size (it "
                + "does not scroll)"
        }
    }

    private static func cutDescription(_ line: Int, _ place: CutPlace, _ viewsRead: Int) -> String {
        let read = viewsRead == 1 ? "the view" : "the \(viewsRead) views"
        let whereCut: String
        switch place {
        case .startOfView: whereCut = "the dump is cut off at the start of a view"
        case .mark(let mark): whereCut = "the dump is cut off here (\"\(mark)\")"
        case .middleOfLine: whereCut = "the dump is cut off in the middle of this view's line"
        case .afterView:
            return "line \(line): the dump is cut off in the text after this view; the views up to it were read"
        case .partialLine(let text): whereCut = "the dump is cut off in this line (\"\(text)\")"
        case .unclosedString: whereCut = "the dump is one string whose closing quote is missing: it is cut off"
        case .section(let what): whereCut = "the dump is cut off \(what)"
        case .unclosedElement(let element): whereCut = "the page source is cut off: \(element) is never closed"
        }
        return "line \(line): \(whereCut); \(read) before it were read"
    }
}

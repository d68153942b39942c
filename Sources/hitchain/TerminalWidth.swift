import Foundation

/// The width of the terminal the output goes to, so that tables and progress lines fit
/// it: `COLUMNS` when set, else the terminal's own size; nil when the output is not a
/// terminal (a file or a CI log), where callers use their default.
enum TerminalWidth {
    static var columns: Int? {
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let n = Int(text), n > 0 { return n }
        for fd in [STDOUT_FILENO, STDERR_FILENO] where isatty(fd) != 0 {
            var size = winsize()
            if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return nil
    }
}

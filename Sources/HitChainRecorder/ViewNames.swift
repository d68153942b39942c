import Foundation

/// The names a recording gives the objects it sees: the same object keeps its name for the
/// whole recording, so that a hierarchy change between events names the view it changes and
/// each touch names the view it was delivered to. A view's name is its `accessibilityIdentifier`
/// when no other object has taken it, else its class name, numbered from the second on
/// (`UIView`, `UIView 2`), as HitChain names the views an app makes in code.
///
/// Objects are held weakly: a view the app has let go of is freed, and its entry is dropped
/// when the next snapshot no longer sees it (`keepOnly(_:)`). A name is never given twice in
/// one file (a view seen again, or a new view at a freed one's address, gets a new name, which
/// starts a new file with a new snapshot, where `reset()` starts the names afresh), so the
/// table is bounded by the views of one snapshot, whatever the length of the recording.
final class ViewNames {
    private struct Entry {
        weak var object: AnyObject?
        var name: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var taken: Set<String> = []
    private var nextNumber: [String: Int] = [:]

    /// Objects named and still listed.
    var count: Int { entries.count }

    /// The name of `object`, given now if it has none (`identifier` first, when free).
    func name(of object: AnyObject, className: String, identifier: String?) -> String {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.name }
        let name: String
        if let identifier, !identifier.isEmpty, !taken.contains(identifier) {
            name = identifier
        } else {
            var k = nextNumber[className, default: 1]
            var candidate = k == 1 ? className : "\(className) \(k)"
            while taken.contains(candidate) {
                k += 1
                candidate = "\(className) \(k)"
            }
            nextNumber[className] = k + 1
            name = candidate
        }
        entries[key] = Entry(object: object, name: name)
        taken.insert(name)
        return name
    }

    /// The name already given to `object`, if any.
    func existingName(of object: AnyObject) -> String? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.name
    }

    /// Forgets every object not in `seen` (freed or out of the hierarchy); its name stays
    /// taken. A view that comes back later is named again.
    func keepOnly(_ seen: Set<ObjectIdentifier>) {
        for (key, entry) in entries where !seen.contains(key) || entry.object == nil { entries[key] = nil }
    }

    /// Forgets every name: a new file, with a new snapshot.
    func reset() {
        entries.removeAll()
        taken.removeAll()
        nextNumber.removeAll()
    }
}

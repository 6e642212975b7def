import Foundation
import StateFlow

/// A time zone in the clock's list: a name the user may change, the zone it shows, and an
/// identity that stays when the name changes.
package struct ClockZone: Codable, Equatable, Sendable, Identifiable {
    /// The row's identity.
    package var id: UUID
    /// The name shown; the city's name until the user renames it.
    package var name: String
    /// The IANA time zone identifier, e.g. `Australia/Sydney`.
    package var identifier: String

    /// Creates a zone entry.
    package init(id: UUID, name: String, identifier: String) {
        self.id = id
        self.name = name
        self.identifier = identifier
    }
}

/// The clock's document: the time zones the user keeps, in their order. Saved as JSON; every
/// change goes through a `Store<ClockDocument>` and its actions below.
package struct ClockDocument: Codable, Equatable, Sendable {
    /// The zones, in the order they were added.
    package var zones: [ClockZone]

    /// Creates a document.
    package init(zones: [ClockZone] = []) {
        self.zones = zones
    }

    /// The zone with `id`.
    package func zone(withID id: UUID) -> ClockZone? {
        zones.first { $0.id == id }
    }

    /// The longest name a zone can have.
    package static let maximumNameLength = 40

    /// Cities around the world, with fixed identities so that logs and snapshots repeat.
    package static let sample = ClockDocument(zones: [
        ("Sydney", "Australia/Sydney"), ("Tokyo", "Asia/Tokyo"), ("Kathmandu", "Asia/Kathmandu"),
        ("Zürich", "Europe/Zurich"), ("London", "Europe/London"), ("New York", "America/New_York"),
        ("São Paulo", "America/Sao_Paulo"), ("Honolulu", "Pacific/Honolulu"),
    ].enumerated().map { index, zone in
        ClockZone(id: ClockDocument.sequentialID(index + 1), name: zone.0, identifier: zone.1)
    })

    /// `00000000-0000-0000-0000-00000000000N`: identities that are the same in every run.
    package static func sequentialID(_ number: Int) -> UUID {
        let digits = String(number, radix: 16)
        let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        return UUID(uuidString: "00000000-0000-0000-0000-\(padded)")!
    }

    /// The rules every document keeps.
    package static let rules: [ValidationRule<ClockDocument>] = [
        ValidationRule("unique zones") { document in
            var seen = Set<UUID>()
            return document.zones.compactMap { seen.insert($0.id).inserted ? nil : "zone \($0.id) is in the list twice" }
        },
        ValidationRule("named zones") { document in
            document.zones.compactMap { zone in
                zone.name.isEmpty ? "zone '\(zone.identifier)' has no name" : nil
            }
        },
    ]
}

extension Store where State == ClockDocument {
    /// Adds the zone `identifier` under its city's name, with identity `id`.
    ///
    /// Refused when the identifier is not a time zone, or the list already has it.
    @discardableResult
    package func addZone(identifier: String, id: UUID) -> Bool {
        update("addZone") { document in
            guard let entry = ZoneCatalog.entry(for: identifier) else {
                throw Rejection("'\(identifier)' is not a time zone")
            }
            guard !document.zones.contains(where: { $0.identifier == identifier }) else {
                throw Rejection("\(entry.city) is already in the list")
            }
            document.zones.append(ClockZone(id: id, name: entry.city, identifier: identifier))
        }
    }

    /// Removes the zone with `id`; refused when there is none.
    @discardableResult
    package func removeZone(id: UUID) -> Bool {
        update("removeZone") { document in
            guard let index = document.zones.firstIndex(where: { $0.id == id }) else {
                throw Rejection("there is no zone \(id) to remove")
            }
            document.zones.remove(at: index)
        }
    }

    /// Renames the zone with `id` to `name`, trimmed.
    ///
    /// Refused when the name is empty or longer than `ClockDocument.maximumNameLength`, or the
    /// zone is gone.
    @discardableResult
    package func renameZone(id: UUID, to name: String) -> Bool {
        update("renameZone") { document in
            let name = name.trimmingWhitespace()
            guard !name.isEmpty else { throw Rejection("a zone's name cannot be empty") }
            guard name.count <= ClockDocument.maximumNameLength else {
                throw Rejection("'\(name)' is longer than \(ClockDocument.maximumNameLength) characters")
            }
            guard let index = document.zones.firstIndex(where: { $0.id == id }) else {
                throw Rejection("there is no zone \(id) to rename")
            }
            document.zones[index].name = name
        }
    }
}

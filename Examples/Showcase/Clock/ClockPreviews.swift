import Foundation
import TextRendering
import TextUI

/// The clock's screens with mock view-states: each is the model in a given state, shown.
enum ClockPreviews {
    static func screen(_ viewState: ClockViewState, document: ClockDocument = .sample) -> ClockViewController {
        ClockViewController(model: ClockModel(document: document, viewState: viewState), now: Showcase.referenceDate)
    }

    static var previews: [Preview] {
        let zones = ClockDocument.sample.zones
        return [
            Preview("list", group: "Clock", width: 40, height: 14) {
                screen(ClockViewState(master: .init(highlightedID: zones[1].id)))
            },
            Preview("editing", group: "Clock", width: 40, height: 14) {
                screen(ClockViewState(master: .init(isEditing: true, highlightedID: zones[3].id)))
            },
            Preview("split with detail", group: "Clock", width: 120, height: 14) {
                screen(ClockViewState(master: .init(highlightedID: zones[2].id), detail: .init(zoneID: zones[2].id)))
            },
            Preview("collapsed detail", group: "Clock", width: 40, height: 14) {
                screen(ClockViewState(master: .init(highlightedID: zones[0].id), detail: .init(zoneID: zones[0].id)))
            },
            Preview("renaming", group: "Clock", width: 80, height: 14) {
                screen(ClockViewState(master: .init(highlightedID: zones[3].id), detail: .init(zoneID: zones[3].id, renameText: "Zürich 🇨🇭")))
            },
            Preview("picker searching", group: "Clock", width: 80, height: 20) {
                screen(ClockViewState(selection: .init(searchText: "san", highlightedIdentifier: "America/Santiago")))
            },
            Preview("detail of a deleted zone", group: "Clock", width: 40, height: 10) {
                screen(ClockViewState(detail: .init(zoneID: ClockDocument.sequentialID(99))))
            },
            Preview("empty document", group: "Clock", width: 40, height: 8) {
                screen(ClockViewState(), document: ClockDocument())
            },
        ]
    }
}

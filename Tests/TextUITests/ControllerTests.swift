import Testing
import TextRendering
@testable import TextUI

@Suite("View controllers")
struct ControllerTests {
    @Test func viewsLoadLazilyAndOnce() {
        let controller = RecordingViewController("A")
        #expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        #expect(controller.events == ["load"])
        #expect(controller.view.viewController === controller)
    }

    @Test func appearanceFollowsTheWindowAndTheNavigationStack() {
        let root = RecordingViewController("Root")
        let detail = RecordingViewController("Detail")
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation, size: Size(width: 30, height: 6))
        #expect(root.events == ["load", "willAppear", "didAppear"])
        navigation.push(detail)
        #expect(root.events.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(detail.events == ["load", "willAppear", "didAppear"])
        #expect(window.render().lines[0] == "‹ Root      Detail")
        #expect(window.send(.escape))
        #expect(navigation.topViewController === root)
        #expect(detail.events.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(root.events.suffix(2) == ["willAppear", "didAppear"])
        #expect(!window.send(.escape))
        #expect(navigation.popToRoot().isEmpty)
    }

    @Test func modalControllersAppearOverTheirPresenterAndEscapeDismissesThem() {
        let root = RecordingViewController("Root")
        let sheet = RecordingViewController("Sheet")
        let window = Window(rootViewController: root, size: Size(width: 24, height: 8))
        root.present(sheet)
        #expect(sheet.events == ["load", "willAppear", "didAppear"])
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(window.render().lines[1] == "  ╔═ Sheet ══════════╗")
        #expect(window.topViewController === sheet)
        #expect(window.send(.escape))
        #expect(root.presentedViewController == nil)
        #expect(sheet.events.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(!root.events.contains("willDisappear"))
    }

    @Test func uikitSpellingsOfTheStackAndOfPresentingDoWhatTheShortOnesDo() {
        let root = RecordingViewController("Root")
        let first = RecordingViewController("First")
        let second = RecordingViewController("Second")
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation, size: Size(width: 30, height: 6))
        navigation.pushViewController(first, animated: true)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.map(\.title) == ["Root", "First", "Second"])
        #expect(window.render().lines[0] == "‹ First     Second")
        #expect(navigation.popViewController(animated: true) === second)
        #expect(navigation.popToRootViewController(animated: true)?.map(\.title) == ["First"])
        #expect(navigation.popToRootViewController(animated: true) == nil)
        navigation.setViewControllers([root, first, second], animated: false)
        #expect(navigation.popToViewController(first, animated: true)?.map(\.title) == ["Second"])
        #expect(navigation.popToViewController(second, animated: true) == nil)
        #expect(second.events.suffix(2) == ["willDisappear", "didDisappear"])
        var presented = 0
        var dismissed = 0
        let sheet = RecordingViewController("Sheet")
        // A controller inside a navigation controller presents over the whole screen, as in
        // UIKit, and dismisses what it presented.
        first.present(sheet, animated: true) { presented += 1 }
        #expect(presented == 1 && window.topViewController === sheet)
        #expect(sheet.presentingViewController === navigation)
        // The child sees what its containers present, so `if presentedViewController == nil`
        // guards a second present, as in UIKit.
        #expect(first.presentedViewController === sheet && navigation.presentedViewController === sheet)
        #expect(window.render().lines[1] == "──╔═ Sheet ════════════════╗──")
        first.dismiss(animated: true) { dismissed += 1 }
        #expect(dismissed == 1 && window.topViewController === navigation)
        first.present(sheet)
        sheet.dismiss()
        #expect(window.topViewController === navigation && sheet.events.suffix(2) == ["willDisappear", "didDisappear"])
    }

    @Test func barButtonsTakeTheirKeys() {
        let root = RecordingViewController("List")
        var edits = 0
        root.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit", key: .character("e")) { edits += 1 }]
        let window = Window(rootViewController: NavigationController(rootViewController: root), size: Size(width: 30, height: 4))
        #expect(window.render().lines[0] == "             List       [Edit]")
        #expect(window.send(.character("e")))
        #expect(edits == 1)
        #expect(!window.send(.character("x")))
    }

    @Test func splitViewsCollapseWhenNarrow() {
        let master = RecordingViewController("Zones")
        let detail = RecordingViewController("Zürich")
        let split = SplitViewController(master: master, detail: detail)
        let window = Window(rootViewController: split, size: Size(width: 100, height: 4))
        _ = window.render()
        #expect(!split.isCollapsed)
        #expect(master.isVisible && detail.isVisible)
        window.size = Size(width: 40, height: 4)
        _ = window.render()
        #expect(split.isCollapsed)
        #expect(master.isVisible && !detail.isVisible)
        split.showDetail(detail)
        _ = window.render()
        #expect(detail.isVisible && !master.isVisible)
        #expect(window.render().lines[0] == "‹ Zones")
        #expect(window.send(.escape))
        _ = window.render()
        #expect(master.isVisible && !detail.isVisible)
    }

    @Test func stateControllersRenderOnlyWhenTheStateChanges() {
        let controller = TextUIPreviews.CounterViewController(state: .init(title: "Reviews", count: 1))
        controller.state.count = 2  // Before the view loads: nothing to render into yet.
        #expect(controller.renderCount == 0)
        _ = controller.view
        #expect(controller.renderCount == 1)
        controller.state = .init(title: "Reviews", count: 2)
        #expect(controller.renderCount == 1)
        controller.state.count = 3
        #expect(controller.renderCount == 2)
        #expect(controller.render(width: 20).plainText == "Reviews: 3")
    }

    /// A subclass that calls `super.viewDidLoad()` first, as UIKit code does, has made its views
    /// by the time the first state renders; a state set during loading is the one rendered.
    @Test func theFirstStateRendersAfterTheSubclassHasLoaded() {
        final class RecordingController: StateViewController<Int> {
            let label = Label()
            var events: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                events.append("viewDidLoad")
                view.addSubview(label)
                state = 5
            }
            override func render(state: Int) {
                events.append("render \(state), label in view: \(label.superview === view)")
            }
        }
        let controller = RecordingController(state: 1)
        _ = controller.view
        #expect(controller.events == ["viewDidLoad", "render 5, label in view: true"])
        controller.state = 6
        #expect(controller.events.last == "render 6, label in view: true")
    }
}

@Suite("Window focus and keys")
struct WindowTests {
    final class FormViewController: ViewController {
        let name = TextField(placeholder: "Name")
        let alerts = Switch("Alerts")
        let save = Button("Save")
        let hidden = Button("Hidden")
        var saved = false
        var unhandled: [Key] = []

        override func viewDidLoad() {
            hidden.isHidden = true
            save.action = { [unowned self] _ in saved = true }
            view.addSubview(StackView(axis: .vertical, arrangedSubviews: [name, alerts, hidden, save]))
        }

        override func handle(_ key: Key) -> Bool {
            unhandled.append(key)
            return key == .control("s")
        }
    }

    @Test func tabMovesTheFocusThroughControlsOnScreen() {
        let form = FormViewController()
        let window = Window(rootViewController: form, size: Size(width: 20, height: 5))
        #expect(window.firstResponder == nil)
        window.send(.tab)
        #expect(window.firstResponder === form.name)
        window.send(.tab)
        #expect(window.firstResponder === form.alerts)
        window.send(.tab)
        #expect(window.firstResponder === form.save)
        window.send(.tab)
        #expect(window.firstResponder === form.name)
        window.send(.backTab)
        #expect(window.firstResponder === form.save)
    }

    @Test func keysGoToTheFocusedViewThenItsController() {
        let form = FormViewController()
        let window = Window(rootViewController: form, size: Size(width: 20, height: 5))
        window.send(.tab)
        window.type("Ada")
        #expect(form.name.text == "Ada")
        #expect(window.render().lines[0] == "[Ada               ]")
        #expect(window.send(.control("s")))
        #expect(form.unhandled == [.tab, .control("s")])  // Controllers see keys before the window.
        window.send([.tab, .character(" "), .tab, .enter])
        #expect(form.alerts.isOn)
        #expect(form.saved)
    }

    @Test func aModalKeepsTheFocusToItself() {
        let form = FormViewController()
        let window = Window(rootViewController: form, size: Size(width: 40, height: 12))
        window.send(.tab)
        let sheet = FormViewController()
        form.present(sheet)
        #expect(window.firstResponder == nil)
        window.send(.tab)
        #expect(window.firstResponder === sheet.name)
        window.type("x")
        #expect(sheet.name.text == "x" && form.name.text.isEmpty)
        window.send(.escape)
        #expect(window.topViewController === form)
    }

    @Test func keysHaveReadableNames() {
        #expect(Key.control("R").description == "ctrl-r")
        #expect(Key.character(" ").description == "space")
        #expect(Key.backTab.description == "backtab")
        #expect(Key.character("a").character == "a")
        #expect(Key.enter.character == nil)
    }
}

import TextRendering

/// A controller that shows a state of primitive values and nothing else: setting a different
/// `state` calls `render(state:)`; setting an equal one does not.
///
/// The state-driven scene: a view model produces states, the controller renders them.
///
/// ```swift
/// final class ProfileViewController: StateViewController<ProfileState> {
///     let name = Label()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(name)   // the first state renders after this returns
///     }
///     override func render(state: ProfileState) {
///         name.text = state.name
///     }
/// }
/// ```
open class StateViewController<State: Equatable>: ViewController {
    /// The state shown; a different value renders it.
    public var state: State {
        didSet {
            guard state != oldValue, hasRenderedFirstState else { return }
            render(state: state)
        }
    }

    /// Creates a controller that will render `state` when its view loads.
    public init(state: State) {
        self.state = state
        super.init()
    }

    /// Whether the first state has been rendered; until then, changes only set `state`.
    private var hasRenderedFirstState = false

    /// Renders the first state once `viewDidLoad()` has returned, so a subclass that calls
    /// `super.viewDidLoad()` first (as UIKit code does) has made its views before the render;
    /// a state set inside `viewDidLoad()` is the one rendered first.
    override func viewDidFinishLoading() {
        hasRenderedFirstState = true
        render(state: state)
    }

    /// Shows `state`; override it to set the views from the state.
    open func render(state: State) {}

    /// The state is an argument with a label: an override of `render(_:)` is an error that
    /// names `render(state:)`.
    @available(*, unavailable, renamed: "render(state:)")
    open func render(_ state: State) {}
}

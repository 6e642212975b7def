/// A view or cell that sets itself up from a value of view data.
///
/// The ViewData pattern: a domain model conforms to a small protocol that says what a view
/// shows, and the view configures itself from any value of that protocol.
///
/// ```swift
/// protocol CommentViewData {
///     var title: String { get }
///     var body: String { get }
/// }
///
/// final class CommentView: View, Configurable {
///     let title = Label()
///     let body = Label()
///
///     func configure(viewData: any CommentViewData) {
///         title.text = viewData.title
///         body.text = viewData.body
///     }
/// }
/// ```
public protocol Configurable: AnyObject {
    /// The values this view is configured from.
    associatedtype ViewData

    /// Sets the view up to show `viewData`.
    func configure(viewData: ViewData)
}

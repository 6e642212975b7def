import Foundation
import TextRendering

/// A cell that holds one custom view, made for it: `GenericTableCell<CommentView>` puts a
/// `CommentView` in every row. When the content is `Configurable`, so is the cell.
///
/// ```swift
/// tableView.register(GenericTableCell<CommentView>.self, forCellReuseIdentifier: "comment")
/// let cell = tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath) as! GenericTableCell<CommentView>
/// cell.configure(viewData: comments[indexPath.row])
/// ```
open class GenericTableCell<Content: View>: TableViewCell {
    /// The custom view, filling the content view.
    public let customView = Content()

    /// Creates a cell with a new custom view.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(customView)
    }
}

extension GenericTableCell: Configurable where Content: Configurable {
    /// Configures the custom view.
    public func configure(viewData: Content.ViewData) {
        customView.configure(viewData: viewData)
    }
}

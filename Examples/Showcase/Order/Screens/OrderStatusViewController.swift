import TextRendering
import TextUI

/// The status screen: a paid order's way to the door as a checklist, with the time of each
/// step and the estimated delivery: the latest estimate under the current step, the estimate
/// made then under a step passed. `n` starts a new order once it is delivered.
///
/// ```
/// ✓  Ordered                15:09:26
/// ✓  Paid                   15:09:28
/// ✓  Confirmed              15:09:30
///    first estimated 15:44
/// ●  On its way             15:09:32
///    delivery around 15:39
/// ○  Delivered
/// ```
package final class OrderStatusViewController: ViewController {
    /// The screen's view model.
    package let viewModel: OrderStatusViewModel
    /// The restaurant's name.
    package let restaurantLabel = Label(style: .bold)
    /// The total and the address.
    package let summaryLabel = Label(style: .dim, numberOfLines: 0)
    /// The steps.
    package let stepsTable = DataTable(columns: [
        Table.Column("", maximumWidth: 1),
        Table.Column("Step"),
        Table.Column("Time", alignment: .trailing, maximumWidth: 8),
    ])
    /// Where the order is, in a sentence.
    package let headlineLabel = Label(style: .bold, numberOfLines: 0)

    /// Creates the screen.
    package init(viewModel: OrderStatusViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Your order"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        stepsTable.boxStyle = nil
        stepsTable.showsHeader = false
        let content = StackView(axis: .vertical, arrangedSubviews: [
            restaurantLabel, summaryLabel, Spacer(length: 1), stepsTable, Spacer(length: 1), headlineLabel,
        ])
        view.padding = EdgeInsets(horizontal: 1)
        view.addSubview(content)
        viewModel.onChange = { [weak self] in self?.render() }
        render()
    }

    private func render() {
        restaurantLabel.text = viewModel.restaurantName
        summaryLabel.text = viewModel.summary
        stepsTable.setRows(viewModel.steps.map { step in
            let style: Style = switch step.progress {
            case .done: Style.plain.foreground(.green)
            case .current: .bold
            default: .dim
            }
            let title = [step.title, step.detail].compactMap { $0 }.joined(separator: "\n")
            return [
                StyledText(step.progress.description, style: style),
                StyledText(title, style: step.progress == .pending ? .dim : nil),
                StyledText(step.time ?? "", style: .dim),
            ]
        })
        headlineLabel.text = viewModel.headline
    }

    package override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("n"):
            viewModel.startNewOrder()
            return true
        case .escape, .left:
            // A paid order has nothing to go back to; once it is delivered, back is a new order.
            viewModel.startNewOrder()
            return true
        default:
            return false
        }
    }
}

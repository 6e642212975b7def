import Foundation
import TextRendering
import TextUI

/// A tiny app for the runtime's pieces: a counter and a clock.
public final class CounterApp: TerminalApp {
    public let label = Label("0")
    public let window: Window
    public var count = 0
    public var ticks: [Date] = []
    public private(set) var isFinished = false

    public init() {
        let controller = ViewController()
        controller.view.addSubview(label)
        window = Window(rootViewController: controller, size: Size(width: 10, height: 3))
    }

    public var statusLine: String { "+ add · q quit · \u{1B}[31m" }

    public func handle(_ key: Key) {
        switch key {
        case .character("+"):
            count += 1
            label.text = "\(count)"
        case .character("q"):
            isFinished = true
        default:
            break
        }
    }

    public func advanceTime(to now: Date) -> Bool {
        ticks.append(now)
        return true
    }
}

import Foundation

/// The hex dump `Snapshotting.data` stores: `hexdump -C`'s layout, without its closing offset.
package enum HexDump {
    package static func text(of data: Data) -> String {
        guard !data.isEmpty else { return "" }
        let digits = Array("0123456789abcdef".utf8)
        var lines: [String] = []
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let row = bytes[offset..<min(offset + 16, bytes.count)]
            var line = [UInt8](String(offset, radix: 16).leftPadded(to: 8).utf8)
            line += [0x20, 0x20]
            for (index, byte) in row.enumerated() {
                if index == 8 { line.append(0x20) }
                line += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)], 0x20]
            }
            let missing = 16 - row.count
            line += repeatElement(0x20, count: missing * 3 + (row.count <= 8 ? 1 : 0))
            line += [0x20, UInt8(ascii: "|")]
            line += row.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: ".") }
            line.append(UInt8(ascii: "|"))
            lines.append(String(decoding: line, as: UTF8.self))
            offset += 16
        }
        return lines.joined(separator: "\n")
    }

    /// The bytes of a hex dump: the two-digit groups between each line's offset and its `|`;
    /// `nil` when a line is not in that form.
    package static func bytes(of text: String) -> Data? {
        var data = Data()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.prefix { $0 != "|" }.split(separator: " ")
            guard let offset = fields.first, offset.count == 8, Int(offset, radix: 16) == data.count else { return nil }
            for field in fields.dropFirst() {
                guard field.count == 2, let byte = UInt8(field, radix: 16) else { return nil }
                data.append(byte)
            }
        }
        return data
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

// Downsampling: a colour shown on a terminal with fewer colours, as the nearest colour it has.
extension Color {
    /// The colour as a terminal with `profile` can show it: itself when it can, else the
    /// nearest colour of its palette by a perceptual distance (the "redmean" weighting of RGB
    /// differences), and `nil` for `.none`.
    ///
    /// ```swift
    /// Color.rgb(255, 135, 0).downsampled(to: .ansi256)   // indexed(208)
    /// Color.rgb(255, 135, 0).downsampled(to: .ansi16)    // brightRed … or yellow: the nearest
    /// ```
    ///
    /// Standard and indexed colours are taken as the xterm palette shows them.
    public func downsampled(to profile: ColorProfile) -> Color? {
        switch profile {
        case .none:
            return nil
        case .trueColor:
            return self
        case .ansi256:
            guard case .rgb(let red, let green, let blue) = storage else { return self }
            return .indexed(Self.nearestIndexed(red, green, blue))
        case .ansi16:
            switch storage {
            case .standard: return self
            case .indexed(let index) where index < 16: return Color(.standard(index))
            default:
                let (red, green, blue) = rgbComponents
                return Color(.standard(Self.nearestStandard(red, green, blue)))
            }
        }
    }

    /// The colour's red, green and blue as the xterm palette shows it.
    public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8) {
        switch storage {
        case .rgb(let red, let green, let blue): return (red, green, blue)
        case .standard(let index): return Self.paletteRGB(Int(index))
        case .indexed(let index): return Self.paletteRGB(Int(index))
        }
    }

    /// The xterm palette: 16 standard colours, a 6×6×6 cube, 24 greys.
    static func paletteRGB(_ index: Int) -> (UInt8, UInt8, UInt8) {
        if index < 16 { return standardRGB[index] }
        if index < 232 {
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        }
        let grey = UInt8(8 + (index - 232) * 10)
        return (grey, grey, grey)
    }

    /// xterm's defaults for the 16 standard colours.
    static let standardRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each channel of the colour cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The "redmean" distance: Euclidean in RGB, weighted by how the eye sees red, green and
    /// blue at the pair's mean red. Cheap, and much closer to perception than plain RGB.
    @inline(__always)
    static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        let meanRed = (r1 + r2) >> 1
        let dr = r1 - r2
        let dg = g1 - g2
        let db = b1 - b2
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// The nearest colour of the cube and grey ramp (16–255): of the cube levels around each
    /// channel (eight colours) and the two greys around the mean, the nearest. O(1).
    static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        let (rs, gs, bs) = (cubeBracket(r), cubeBracket(g), cubeBracket(b))
        var best = 0
        var bestDistance = Int.max
        for ri in rs.0...rs.1 {
            for gi in gs.0...gs.1 {
                for bi in bs.0...bs.1 {
                    let candidate = distance(r, g, b, Int(cubeLevels[ri]), Int(cubeLevels[gi]), Int(cubeLevels[bi]))
                    if candidate < bestDistance {
                        bestDistance = candidate
                        best = 16 + 36 * ri + 6 * gi + bi
                    }
                }
            }
        }
        // The grey ramp runs 8, 18, … 238. The nearest grey by this distance is near the mean
        // weighted as the distance weighs the channels (green four times, red and blue about
        // two and three): the steps around it.
        let weightedMean = ((512 + r) * r + 1_024 * g + (767 - r) * b) / (512 + r + 1_024 + 767 - r)
        let below = min(23, max(0, (weightedMean - 8) / 10))
        for step in max(0, below - 1)...min(23, below + 2) {
            let grey = 8 + step * 10
            let candidate = distance(r, g, b, grey, grey, grey)
            if candidate < bestDistance {
                bestDistance = candidate
                best = 232 + step
            }
        }
        return UInt8(best)
    }

    /// The indices of the cube levels at or below and at or above `value`.
    @inline(__always)
    private static func cubeBracket(_ value: Int) -> (Int, Int) {
        if value < 95 { return (0, 1) }
        let lower = min(5, 1 + (value - 95) / 40)
        return (lower, min(5, lower + 1))
    }

    /// The nearest of the 16 standard colours.
    static func nearestStandard(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        var best = 0
        var bestDistance = Int.max
        for index in 0..<16 {
            let (sr, sg, sb) = standardRGB[index]
            let candidate = distance(r, g, b, Int(sr), Int(sg), Int(sb))
            if candidate < bestDistance {
                bestDistance = candidate
                best = index
            }
        }
        return UInt8(best)
    }
}

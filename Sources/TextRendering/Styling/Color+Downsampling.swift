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
            return (UInt8(cubeLevel(Int32(cube / 36))), UInt8(cubeLevel(Int32(cube / 6 % 6))), UInt8(cubeLevel(Int32(cube % 6))))
        }
        let grey = UInt8(8 + (index - 232) * 10)
        return (grey, grey, grey)
    }

    /// xterm's defaults for the 16 standard colours.
    static let standardRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The nearest colour of the cube and grey ramp (16–255): of the cube colours whose levels
    /// bracket each channel, and the four greys around the mean, the nearest. O(1): each
    /// distance carries its index in the low bits, so that the smallest value is the nearest
    /// colour and, of equally near ones, the lowest index.
    static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let (r, g, b) = (Int32(red), Int32(green), Int32(blue))
        let (r0, r1) = cubeBracket(r)
        let (g0, g1) = cubeBracket(g)
        let (b0, b1) = cubeBracket(b)
        // The grey ramp runs 8, 18, … 238. The nearest grey by this distance is near the mean
        // weighted as the distance weighs the channels (green four times, red and blue about
        // two and three): the steps around it.
        let weightedMean = ((512 + r) * r + 1_024 * g + (767 - r) * b) / 2_303
        let below = min(23, max(0, (weightedMean - 8) / 10))
        let grey = max(0, min(20, below - 1))
        // For either red level, the distance grows with the green and the blue differences
        // alone, so the nearest green and blue levels are the best there (the lower one when
        // both are as near, as it has the lower index): two cube colours to compare.
        let green = g - cubeLevel(g0) <= cubeLevel(g1) - g ? g0 : g1
        let blue = b - cubeLevel(b0) <= cubeLevel(b1) - b ? b0 : b1
        let (greenLevel, blueLevel) = (cubeLevel(green), cubeLevel(blue))
        // Each candidate's distance carries its index in the low eight bits.
        @inline(__always)
        func packed(_ candidateRed: Int32, _ candidateGreen: Int32, _ candidateBlue: Int32, _ index: Int32) -> Int32 {
            distance(r, g, b, candidateRed, candidateGreen, candidateBlue) &<< 8 | index
        }
        let greenAndBlue = 16 + 6 * green + blue
        var best = min(
            packed(cubeLevel(r0), greenLevel, blueLevel, greenAndBlue + 36 * r0),
            packed(cubeLevel(r1), greenLevel, blueLevel, greenAndBlue + 36 * r1))
        for step in grey..<(grey + 4) {
            let level = 8 + 10 * step
            best = min(best, packed(level, level, level, 232 + step))
        }
        return UInt8(truncatingIfNeeded: best)
    }

    /// The level of cube step `step` (0–5): 0, 95, 135, 175, 215, 255.
    @inline(__always)
    private static func cubeLevel(_ step: Int32) -> Int32 {
        step == 0 ? 0 : 55 + 40 * step
    }

    /// The cube steps at or below and at or above `value`.
    @inline(__always)
    private static func cubeBracket(_ value: Int32) -> (Int32, Int32) {
        if value < 95 { return (0, 1) }
        let lower = min(5, 1 + (value - 95) / 40)
        return (lower, min(5, lower + 1))
    }

    /// The nearest of the 16 standard colours, the sixteen distances taken side by side as in
    /// `nearestIndexed`.
    static func nearestStandard(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let distances = distances(Int32(red), Int32(green), Int32(blue), standardReds, standardGreens, standardBlues)
        return UInt8(truncatingIfNeeded: (distances &<< 4 | standardIndices).min() & 0xF)
    }

    /// The "redmean" distance: Euclidean in RGB, weighted by how the eye sees red, green and
    /// blue at the pair's mean red. Cheap, and much closer to perception than plain RGB. Below
    /// 2²⁰, so that it can be shifted left to make room for an index.
    @inline(__always)
    static func distance(_ r1: Int32, _ g1: Int32, _ b1: Int32, _ r2: Int32, _ g2: Int32, _ b2: Int32) -> Int32 {
        let meanRed = (r1 &+ r2) &>> 1
        let dr = r1 &- r2
        let dg = g1 &- g2
        let db = b1 &- b2
        return (((512 &+ meanRed) &* dr &* dr) &>> 8) &+ 4 &* dg &* dg &+ (((767 &- meanRed) &* db &* db) &>> 8)
    }

    /// `distance` from one colour to sixteen. Each is below 2²⁰, so it can be shifted left to
    /// make room for an index.
    @inline(__always)
    private static func distances(
        _ r: Int32, _ g: Int32, _ b: Int32, _ reds: SIMD16<Int32>, _ greens: SIMD16<Int32>, _ blues: SIMD16<Int32>
    ) -> SIMD16<Int32> {
        let meanRed = (reds &+ r) &>> 1
        let dr = reds &- r
        let dg = greens &- g
        let db = blues &- b
        let redPart = ((meanRed &+ 512) &* dr &* dr) &>> 8
        let bluePart = ((767 &- meanRed) &* db &* db) &>> 8
        return redPart &+ 4 &* dg &* dg &+ bluePart
    }

    private static let standardReds = SIMD16<Int32>(standardRGB.map { Int32($0.0) })
    private static let standardGreens = SIMD16<Int32>(standardRGB.map { Int32($0.1) })
    private static let standardBlues = SIMD16<Int32>(standardRGB.map { Int32($0.2) })
    private static let standardIndices = SIMD16<Int32>(0..<16)
}

@Test func café() {
    let 名前 = "データ"
    // snapshot: "👩‍🔬 名前: データ\né"
    assertInlineSnapshot(of: "👩‍🔬 名前: \(名前)", as: .lines)
}

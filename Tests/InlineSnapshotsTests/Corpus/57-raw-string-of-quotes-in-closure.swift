func testQuote() {
    // snapshot: "\""
    assertInlineSnapshot(of: quote, as: .lines) { #"""# }
    let y = 1
    XCTAssertEqual(quote, #"""#)
    XCTAssertEqual(quotes, #""""foo""#)
}

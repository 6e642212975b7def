@Test func response() {
    // snapshot(label: head, offset: 1): "HTTP/1.1 200 OK"
    // snapshot(label: body, offset: 2): "<html></html>"
    assertResponse {
        "https://www.pointfree.co/"
    }
}

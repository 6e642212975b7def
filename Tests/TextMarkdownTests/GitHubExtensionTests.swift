import Testing
@testable import TextMarkdown

/// GitHub's extensions, written from the GitHub Flavored Markdown spec's descriptions (cases of
/// our own: a regression suite, not a conformance figure).
@Suite("GitHub extensions")
struct GitHubExtensionTests {
    func html(_ markdown: String) -> String {
        MarkdownDocument(parsing: markdown).html
    }

    @Test func tablesHaveAHeaderADelimiterRowAndBodyRows() {
        #expect(html("""
            | foo | bar |
            | --- | :-: |
            | baz | b\\|im |
            """) == """
            <table>
            <thead>
            <tr>
            <th>foo</th>
            <th align="center">bar</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>baz</td>
            <td align="center">b|im</td>
            </tr>
            </tbody>
            </table>

            """)
        // Cells past the header's count are dropped, missing ones are empty; a blank line or
        // another block ends the table.
        #expect(html("a | b\n:-|-:\n1 | 2 | 3\n4\n\n> quote") == """
            <table>
            <thead>
            <tr>
            <th align="left">a</th>
            <th align="right">b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td align="left">1</td>
            <td align="right">2</td>
            </tr>
            <tr>
            <td align="left">4</td>
            <td align="right"></td>
            </tr>
            </tbody>
            </table>
            <blockquote>
            <p>quote</p>
            </blockquote>

            """)
        // A delimiter row with another number of cells makes no table.
        #expect(html("| a | b |\n| --- |\n") == "<p>| a | b |\n| --- |</p>\n")
        // Without the extensions, it is a paragraph.
        #expect(MarkdownDocument(parsing: "a | b\n--|--\n", extensions: false).html == "<p>a | b\n--|--</p>\n")
    }

    @Test func strikethroughTakesOneOrTwoTildes() {
        #expect(html("~~Hi~~ Hello, ~there~ world!") == "<p><del>Hi</del> Hello, <del>there</del> world!</p>\n")
        #expect(html("This ~~~is not~~~ struck, nor ~~this~.") == "<p>This ~~~is not~~~ struck, nor ~~this~.</p>\n")
        #expect(html("**~~both~~**") == "<p><strong><del>both</del></strong></p>\n")
    }

    @Test func extendedAutolinksNeedNoBrackets() {
        #expect(html("Visit www.commonmark.org/help for more.")
            == "<p>Visit <a href=\"http://www.commonmark.org/help\">www.commonmark.org/help</a> for more.</p>\n")
        #expect(html("See https://example.com/a_(b)). Or (www.google.com/search?q=Markup+(business))")
            == "<p>See <a href=\"https://example.com/a_(b)\">https://example.com/a_(b)</a>). Or (<a href=\"http://www.google.com/search?q=Markup+(business)\">www.google.com/search?q=Markup+(business)</a>)</p>\n")
        #expect(html("Mail foo@bar.baz, not a.b-c_d@a.b_ or @x.") == "<p>Mail <a href=\"mailto:foo@bar.baz\">foo@bar.baz</a>, not a.b-c_d@a.b_ or @x.</p>\n")
        // Not inside links or code, and not mid-word.
        #expect(html("[www.a.com](/x) `www.b.com` xwww.c.com") == "<p><a href=\"/x\">www.a.com</a> <code>www.b.com</code> xwww.c.com</p>\n")
    }

    @Test func taskListItemsHaveABox() {
        #expect(html("- [ ] foo\n- [x] bar\n- [ ]baz\n") == """
            <ul>
            <li><input type="checkbox" disabled="" /> foo</li>
            <li><input type="checkbox" checked="" disabled="" /> bar</li>
            <li>[ ]baz</li>
            </ul>

            """)
    }
}

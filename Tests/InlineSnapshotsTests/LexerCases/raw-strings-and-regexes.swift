// Constructs of real-world Swift that a lexer can get wrong, each of which the compiler reads
// without an error: the lexer-oracle test holds ViewDataKit's lexer to the compiler on them.

// One-line raw strings whose text starts with quotes (swift-syntax's own lexer, SQL
// dialects and metrics libraries write them).
let quote = #"""#
let quotes = #""""#
let quoted = #""""foo""#
let deeper = ##"""#"##
let spaced = #""" text "#
let interpolated = #""\#(quote)""#
func testQuote() {
    assertInlineSnapshot(of: quote, as: .lines) { #"""# }
    let y = 1
    XCTAssertEqual(quote, #"""#)
}

// Multi-line raw strings, and quotes inside them.
let multiline = #"""
    "quoted" and """ and "#
    """#
let plain = """
    ""\"""
    """

// Bare regex literals where the compiler reads them.
let a = /abc/
let c = b
/\//
let d = /a\ /
let e = /[)]/ + /\)/ + /(a)/
let f = [/a/, /b/]
let g = d ? /b/ : /c/
let h = foo(x: /a/)
let i = !/abc/
let j = try? /^ x/.wholeMatch(in: s)
/*x*//a/

// Division and operators that look like regex literals.
let k = x/y/z
let l = f(a) / 2 / 3
let m = reduce(1, /)
x /= 2
let o = x / a/2
func /(lhs: T, rhs: T) -> T { lhs }
prefix operator /^

// Extended regex literals.
let p = #/a"b/#
let q = ##/a/#b/##
let r = #/
    a b
    /#

// Comments.
/* a /* nested */ comment */ let s = 1 // trailing
/// Documentation.
let t = "a\(f(")", /* ) */ "b\("c")"))d"

// Trailing closures on the next line.
assertInlineSnapshot(of: x, as: .lines)
{
    """
    x
    """
}

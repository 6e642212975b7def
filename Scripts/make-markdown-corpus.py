#!/usr/bin/env python3
"""Writes a deterministic Markdown document of a requested size, for parser and renderer benchmarks.

The document is a run of short "articles", each a heading followed by a random mix of the blocks
real README files, changelogs and docs are made of:

  * ATX headings (some with closing #s) and setext headings (= and -);
  * paragraphs of English prose, wrapped at 60-100 columns or left as one long line, with
    *emphasis*, _emphasis_, **strong**, __strong__, `code`, ``code with ` inside``, inline links
    with and without titles, reference links (with their definitions), images, autolinks
    <https://...> and <user@example.com>, ~~strikethrough~~, entities (&amp; &copy; &#x1F600;),
    backslash escapes, inline HTML, snake_case words, hard breaks (two spaces or a backslash);
  * text in other scripts: Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari, Thai, Cyrillic,
    Greek, emoji with ZWJ sequences, skin tones, flags and keycaps, and combining marks;
  * bullet lists (-, *, +) and ordered lists (1. and 1)), tight and loose, nested up to three
    levels, GFM task lists, items holding code blocks and quotes;
  * block quotes, nested up to three deep, holding paragraphs, lists and code;
  * fenced code blocks with info strings swift, json, none (and a few python, shell, ~~~ fences),
    and indented code blocks;
  * thematic breaks (---, ***, ___, - - -), GFM pipe tables with alignments, a few HTML blocks
    (<div>, <details>, comments);
  * rarely, hostile text: real ESC, BEL, BS and NUL bytes (ESC [2J, ESC ]0;title BEL, SGR codes),
    C1 CSI (U+009B) and bidi overrides (U+202E) in prose and in code, to test that a renderer
    neither obeys nor forwards them.

The same arguments always give byte-identical output (a fixed random.Random seed, no third-party
modules, no dependence on hash order). The document is exactly --bytes long: the last block is a
plain ASCII paragraph cut to fit.

    Scripts/make-markdown-corpus.py [--bytes N] [--output PATH] [--seed S]

--bytes takes a plain number or one with a suffix: 10M / 10MB (10,000,000), 1M, 500K, 10MiB.
Without --output the document goes to standard output.
"""

import argparse
import random
import re
import sys

DEFAULT_BYTES = 10_000_000
DEFAULT_SEED = 30

WORDS = """
the a an of to in for on with by from at as into over under about between through after before
data view model render terminal width line break snapshot state history undo redo table column
row cell value string parser document block inline heading paragraph list item quote code fence
link image text style colour theme layout wrap measure grapheme cluster scalar byte buffer stream
file path option flag command tool build release test suite case result error warning note
fast slow small large simple careful stable deterministic visible hidden nested empty final first
last next previous every each some many few both either other same different new old real
reads writes parses renders draws prints returns keeps drops moves joins splits wraps trims checks
compares measures counts tracks records replays formats escapes handles supports follows expects
user developer reader maintainer reviewer package module function method type protocol struct
enum property closure argument parameter return value cache index offset range region window
screen cursor prompt output input event change update version platform library framework
should must can may will would could does did is are was were has have had not only also just
then when while because although unless until since so and or but if than that which this these
""".split()

NAMES = ["ViewDataKit", "DataTable", "StyledText", "TextConsole", "SnapshotStore", "CommonMark",
         "Markdown", "Rich", "cmark", "Unicode", "UAX #14", "UAX #29", "Linux", "macOS", "Swift",
         "JSON", "HTML", "UTF-8", "ANSI", "tmux", "Debian", "Python"]

IDENTIFIERS = ["render(into:)", "Document", "BlockParser", "InlineParser", "lineBreaks",
               "displayWidth", "graphemeClusters", "swift build -c release", "--width 100",
               "Sources/TextRendering", "Package.swift", "viewdata markdown", "0x1F600",
               "String.Index", "[UInt8]", "a_b_c", "x * y * z", "`nested`", "<tag>", "foo__bar__"]

SNAKE_WORDS = ["snake_case_name", "file_name_here", "__init__", "some_long_identifier",
               "max_width", "foo_bar_baz", "a*b*c", "2*3*4"]

# Phrases in other scripts; combining marks, joiners and selectors spelled as escapes.
SCRIPTS = {
    "zh": ["中文文本的渲染需要考虑宽字符。", "这是一个测试段落，包含标点符号：逗号、句号。",
           "终端中的表格应当对齐。", "数据视图模型"],
    "ja": ["日本語のテキストを表示します。", "カタカナとひらがな、そして漢字。",
           "折り返しは文字単位で行われます。", "テスト文書"],
    "ko": ["한국어 텍스트를 렌더링합니다.", "줄 바꿈은 단어 단위로 이루어집니다.", "표와 목록"],
    "ar": ["مرحبا بالعالم، هذا نص عربي للاختبار.", "النص من اليمين إلى اليسار",
           "تحليل المستندات"],
    "he": ["שלום עולם, זהו טקסט בעברית.", "כיוון הכתיבה מימין לשמאל", "מסמך בדיקה"],
    "hi": ["नमस्ते दुनिया, यह एक परीक्षण है।", "क्षत्रिय संयुक्ताक्षर", "हिन्दी पाठ"],
    "th": ["สวัสดีชาวโลก นี่คือข้อความภาษาไทย", "การตัดคำภาษาไทย"],
    "ru": ["Привет, мир! Это тестовый абзац.", "разбор документа и вывод в терминал"],
    "el": ["Γειά σου κόσμε, αυτό είναι ελληνικό κείμενο.", "ανάλυση εγγράφου"],
    "latin": ["café", "naïve", "Zürich", "e\u0301le\u0300ve", "Ångström", "façade",
              "Z\u0351\u0346a\u0310\u0364l\u0352g\u0300o\u0358", "n\u0303o\u0308"],
    "emoji": ["\U0001F469\u200D\U0001F52C",                       # woman scientist (ZWJ)
              "\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466",  # family (ZWJ)
              "\U0001F3F3\uFE0F\u200D\U0001F308",                  # rainbow flag
              "\U0001F44D\U0001F3FD",                              # thumbs up, medium skin
              "\U0001F1EF\U0001F1F5", "\U0001F1FA\U0001F1E6",      # flags
              "\u2764\uFE0F", "1\uFE0F\u20E3", "\U0001F600", "\U0001F680", "\u2705",
              "\U0001F9D1\U0001F3FB\u200D\U0001F4BB"],             # technologist, light skin
}
SCRIPT_KEYS = sorted(SCRIPTS)

ENTITIES = ["&amp;", "&lt;", "&gt;", "&copy;", "&nbsp;", "&#x1F600;", "&#169;", "&hellip;",
            "&ouml;", "&notanentity;"]
ESCAPES = ["\\*not emphasis\\*", "\\_not emphasis\\_", "\\# not a heading", "\\[not a link\\]",
           "1\\. not a list", "\\`not code\\`", "a \\| b", "\\<not html\\>"]
INLINE_HTML = ["<kbd>Ctrl</kbd>+<kbd>C</kbd>", "<em>html emphasis</em>", "<br>",
               "<span class=\"note\">span</span>", "<sup>2</sup>", "<!-- inline comment -->"]

# Hostile fragments: real control bytes, C1 CSI, bidi override.
HOSTILE = ["\x1b[2J", "\x1b[H", "\x1b]0;owned\x07", "\x1b[31mred\x1b[0m", "\x1b[?1049h",
           "\x08\x08\x08", "\x07", "\u009b31m", "\u202Eevil\u202C", "\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\",
           "\x00", "\x1bc"]

DOMAINS = ["example.com", "example.org", "docs.example.net", "github.com/example/viewdatakit",
           "en.wikipedia.org/wiki/CommonMark"]

SWIFT_SNIPPETS = [
    """public struct {Name}: Sendable, Equatable {{
    public var {word}: Int
    public var title: String

    public init({word}: Int = 0, title: String = "") {{
        self.{word} = {word}
        self.title = title
    }}
}}""",
    """func {word}(_ lines: [Substring], width: Int) -> [String] {{
    var result: [String] = []
    result.reserveCapacity(lines.count)
    for line in lines where !line.isEmpty {{
        result.append(String(line.prefix(width)))
    }}
    return result
}}""",
    """let document = try Markdown.parse(contentsOf: URL(fileURLWithPath: "{word}.md"))
print(document.render(width: {n}))""",
    """enum {Name}: String, CaseIterable {{
    case {word}
    case other = "other-{n}"
}}

extension {Name} {{
    var isDefault: Bool {{ self == .{word} }}
}}""",
    """// {word}: a < b && b > c, "quoted \\"string\\"", `backticks`, *stars*, _under_ <tag>
if let value = dictionary["{word}"], value > {n} {{
    throw {Name}Error.tooLarge(value)
}}""",
]

PY_SNIPPETS = [
    """def {word}(items, width={n}):
    \"\"\"Return the items cut to width.\"\"\"
    return [item[:width] for item in items if item]""",
    """import json
with open("{word}.json") as file:
    data = json.load(file)
print(len(data["{word}"]))""",
]

SHELL_SNIPPETS = [
    """$ swift build -c release --product viewdata
$ viewdata markdown --width {n} README.md | less -R""",
    """for file in docs/*.md; do
    cmark "$file" > "${{file%.md}}.html"   # {word}
done""",
]


class Writer:
    """Draws the document's blocks from one random.Random."""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.link_counter = 0
        self.pending_refs = []

    # -- small pieces --------------------------------------------------------------------------

    def chance(self, p):
        return self.random.random() < p

    def pick(self, items):
        return items[self.random.randrange(len(items))]

    def word(self):
        return self.pick(WORDS)

    def words(self, low, high):
        return " ".join(self.word() for _ in range(self.random.randint(low, high)))

    def url(self):
        path = "/".join(self.word() for _ in range(self.random.randint(0, 3)))
        url = f"https://{self.pick(DOMAINS)}/{path}"
        if self.chance(0.2):
            url += f"?q={self.word()}&page={self.random.randint(1, 99)}"
        if self.chance(0.1):
            url += f"#{self.word()}-{self.word()}"
        return url

    def foreign(self):
        key = self.pick(SCRIPT_KEYS)
        phrase = self.pick(SCRIPTS[key])
        if key == "emoji" and self.chance(0.5):
            phrase += self.pick(SCRIPTS["emoji"])
        return phrase

    def hostile(self):
        return self.pick(HOSTILE)

    def inline(self, allow_links=True):
        """One inline element (a word, a span, a link, …)."""
        r = self.random.random()
        if r < 0.62:
            return self.word()
        if r < 0.66:
            return self.pick(NAMES)
        if r < 0.70:
            return f"*{self.words(1, 3)}*"
        if r < 0.72:
            return f"_{self.words(1, 2)}_"
        if r < 0.75:
            return f"**{self.words(1, 3)}**"
        if r < 0.76:
            return f"__{self.words(1, 2)}__"
        if r < 0.77:
            return f"***{self.words(1, 2)}***"
        if r < 0.78:
            return f"*{self.word()} **{self.words(1, 2)}** {self.word()}*"
        if r < 0.81:
            code = self.pick(IDENTIFIERS)
            return f"`` {code} ``" if "`" in code else f"`{code}`"
        if r < 0.82:
            return f"~~{self.words(1, 3)}~~"
        if r < 0.85 and allow_links:
            return self.link()
        if r < 0.86:
            return self.pick(SNAKE_WORDS)
        if r < 0.87:
            return self.pick(ENTITIES)
        if r < 0.875:
            return self.pick(ESCAPES)
        if r < 0.88:
            return self.pick(INLINE_HTML)
        if r < 0.9199:
            return self.foreign()
        if r < 0.92:
            return self.hostile()
        return self.word()

    def link(self):
        r = self.random.random()
        text = self.words(1, 4)
        if r < 0.45:
            return f"[{text}]({self.url()})"
        if r < 0.55:
            return f'[{text}]({self.url()} "{self.words(1, 3)}")'
        if r < 0.65:
            return f"<{self.url()}>"
        if r < 0.68:
            return f"<{self.word()}.{self.word()}@example.com>"
        if r < 0.76:
            return f"![{text}]({self.url()}.png)"
        if r < 0.84:
            return f"[**{text}** `{self.word()}`]({self.url()})"
        self.link_counter += 1
        label = f"ref-{self.link_counter}"
        self.pending_refs.append(f"[{label}]: {self.url()}" +
                                 (f' "{self.words(1, 3)}"' if self.chance(0.3) else ""))
        if self.chance(0.3):
            return f"[{label}]"
        return f"[{text}][{label}]"

    def sentence(self, low=6, high=22):
        parts = [self.inline() for _ in range(self.random.randint(low, high))]
        first = parts[0]
        if first[:1].isalpha() and first[:1].islower():
            parts[0] = first[0].upper() + first[1:]
        end = self.pick([".", ".", ".", ".", "!", "?", ":", ";", " …"])
        return " ".join(parts) + end

    def wrap(self, text, width):
        """Soft-wraps at spaces (never inside a code span or link, where a break would also do)."""
        out, line = [], ""
        for token in text.split(" "):
            if line and len(line) + 1 + len(token) > width:
                out.append(line)
                line = token
            else:
                line = f"{line} {token}" if line else token
        if line:
            out.append(line)
        # A wrapped line must not start a block (list marker, heading, quote, …).
        fixed = []
        for index, text_line in enumerate(out):
            if index and re.match(r"(?:[-+*>#=|_]|\d+[.)]|~~~|```|<[!/a-zA-Z?])", text_line):
                fixed[-1] = fixed[-1] + " " + text_line
            else:
                fixed.append(text_line)
        return fixed

    def foreign_paragraph_lines(self):
        """A paragraph mostly in one other script, with some English names and code spans."""
        key = self.pick([k for k in SCRIPT_KEYS if k not in ("latin", "emoji")])
        parts = []
        for _ in range(self.random.randint(3, 14)):
            r = self.random.random()
            if r < 0.75:
                parts.append(self.pick(SCRIPTS[key]))
            elif r < 0.85:
                parts.append(self.pick(NAMES))
            elif r < 0.92:
                parts.append(f"`{self.word()}`")
            elif r < 0.96:
                parts.append(f"**{self.pick(SCRIPTS[key])}**")
            else:
                parts.append(self.pick(SCRIPTS["emoji"]))
        joiner = "" if key in ("zh", "ja") and self.chance(0.7) else " "
        text = joiner.join(parts)
        if joiner or self.chance(0.5):
            return self.wrap(text, self.random.randint(60, 100)) if joiner else [text]
        # CJK prose wrapped by hand at a character count, as editors do.
        width = self.random.randint(30, 50)
        return [text[i:i + width] for i in range(0, len(text), width)]

    def paragraph_lines(self, sentences=None, indent=""):
        count = sentences or self.random.randint(1, 6)
        text = " ".join(self.sentence() for _ in range(count))
        if self.chance(0.15):
            lines = [text]  # one long line
        else:
            lines = self.wrap(text, self.random.randint(60, 100))
        if len(lines) > 1 and self.chance(0.12):
            at = self.random.randrange(len(lines) - 1)
            lines[at] += self.pick(["  ", "\\"])  # hard break
        return [indent + line for line in lines]

    # -- blocks ------------------------------------------------------------------------------

    def heading(self, level):
        title = " ".join(self.inline(allow_links=False) for _ in range(self.random.randint(2, 7)))
        title = title[0].upper() + title[1:] if title[:1].isalpha() else title
        if level <= 2 and self.chance(0.25):
            return [title, ("=" if level == 1 else "-") * self.random.randint(3, len(title) + 3)]
        closing = f" {'#' * self.random.randint(1, 4)}" if self.chance(0.1) else ""
        return [f"{'#' * level} {title}{closing}"]

    def code_body(self, language):
        fill = {"word": self.word().replace("-", "_"),
                "Name": self.word().capitalize() + self.word().capitalize(),
                "n": self.random.randint(1, 500)}
        if language == "swift":
            text = self.pick(SWIFT_SNIPPETS).format(**fill)
        elif language == "json":
            text = self.json_body()
        elif language == "python":
            text = self.pick(PY_SNIPPETS).format(**fill)
        elif language == "sh":
            text = self.pick(SHELL_SNIPPETS).format(**fill)
        else:
            text = "\n".join(self.words(2, 10) + (f" {self.foreign()}" if self.chance(0.3) else "")
                             for _ in range(self.random.randint(1, 8)))
        if self.chance(0.004):
            text += "\n" + f"echo '{self.hostile()}'"
        return text.split("\n")

    def json_body(self):
        lines = ["{"]
        count = self.random.randint(2, 8)
        for index in range(count):
            key = self.word()
            r = self.random.random()
            if r < 0.3:
                value = str(self.random.randint(-1000, 100000))
            elif r < 0.5:
                value = self.pick(["true", "false", "null", "3.14159", "1e-7"])
            elif r < 0.7:
                value = "[" + ", ".join(str(self.random.randint(0, 99))
                                        for _ in range(self.random.randint(0, 6))) + "]"
            elif r < 0.8:
                value = '{ "' + self.word() + '": "' + self.foreign().replace('"', "") + '" }'
            else:
                value = '"' + self.words(1, 5) + ' \\"q\\" \\u00e9"'
            comma = "," if index < count - 1 else ""
            lines.append(f'  "{key}": {value}{comma}')
        lines.append("}")
        return "\n".join(lines)

    def fenced(self, indent=""):
        language = self.random.choices(["swift", "json", "", "python", "sh"],
                                       weights=[40, 25, 25, 5, 5])[0]
        fence = "~~~" if self.chance(0.1) else ("````" if self.chance(0.03) else "```")
        info = language
        if language == "swift" and self.chance(0.1):
            info = "swift title=\"Example.swift\""
        body = self.code_body(language)
        return [indent + fence + info] + [indent + line if line else "" for line in body] + [indent + fence]

    def indented_code(self, indent=""):
        body = self.code_body(self.pick(["swift", "", "sh"]))
        return [indent + "    " + line if line else "" for line in body]

    def item_text(self):
        return " ".join(self.inline() for _ in range(self.random.randint(2, 14)))

    def bullet_list(self, depth=0, indent="", interrupts=False):
        marker = self.pick(["-", "*", "+"])
        ordered = self.chance(0.35)
        delimiter = self.pick([".", ".", ")"])
        start = self.pick([1, 1, 1, 0, 3, 10, 98])
        if interrupts:
            start = 1  # only a list starting at 1 may interrupt a paragraph
        tasks = not ordered and self.chance(0.2)
        loose = self.chance(0.2)
        lines = []
        for index in range(self.random.randint(2, 7)):
            prefix = f"{start + index}{delimiter} " if ordered else f"{marker} "
            inner = indent + " " * len(prefix)  # the item's content column; a task box is content
            box = self.pick(["[ ] ", "[x] ", "[X] "]) if tasks else ""
            lines.append(indent + prefix + box + self.item_text())
            if self.chance(0.15):
                lines.append(inner + self.item_text())  # lazy-free continuation line
            r = self.random.random()
            if depth < 2 and r < 0.25:
                if loose:
                    lines.append("")
                lines.extend(self.bullet_list(depth + 1, inner, interrupts=not loose))
            elif r < 0.30:
                lines.append("")
                lines.extend(self.fenced(inner))
            elif r < 0.33:
                lines.append("")
                lines.extend(inner + "> " + line for line in self.paragraph_lines(1))
            elif r < 0.38:
                lines.append("")
                lines.extend(self.paragraph_lines(1, inner))
            if loose:
                lines.append("")
        while lines and lines[-1] == "":
            lines.pop()
        return lines

    def block_quote(self, depth=0):
        inner = []
        for index in range(self.random.randint(1, 4)):
            if index:
                inner.append("")
            r = self.random.random()
            if r < 0.55:
                inner.extend(self.paragraph_lines())
            elif r < 0.7:
                inner.extend(self.bullet_list(1))
            elif r < 0.8:
                inner.extend(self.fenced())
            elif r < 0.85:
                inner.extend(self.heading(self.random.randint(3, 4)))
            elif depth < 2:
                inner.extend(self.block_quote(depth + 1))
            else:
                inner.extend(self.paragraph_lines(1))
        return [(">" + (" " + line if line else "")) if not line.startswith(">") else ">" + line
                for line in inner]

    def table(self):
        columns = self.random.randint(2, 6)
        aligns = [self.pick(["---", ":---", "---:", ":---:", "-"]) for _ in range(columns)]
        header = [self.pick([self.word().capitalize(), self.pick(NAMES), self.foreign()])
                  for _ in range(columns)]
        lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(aligns) + " |"]
        for _ in range(self.random.randint(2, 25)):
            cells = []
            for _ in range(columns):
                r = self.random.random()
                if r < 0.3:
                    cells.append(str(self.random.randint(0, 100000)))
                elif r < 0.45:
                    cells.append(self.foreign())
                elif r < 0.5:
                    cells.append(f"`{self.word()}` \\| {self.word()}")
                elif r < 0.52:
                    cells.append("")
                else:
                    cells.append(" ".join(self.inline() for _ in range(self.random.randint(1, 6))))
            lines.append("| " + " | ".join(cells) + " |")
        if self.chance(0.2):  # no leading/trailing pipes
            lines = [line[2:-2] for line in lines]
        return lines

    def html_block(self):
        r = self.random.random()
        if r < 0.4:
            return ['<div align="center">', f"  <img src=\"{self.url()}.svg\" alt=\"{self.word()}\">",
                    f"  <p><b>{self.words(2, 5)}</b> &amp; {self.word()}</p>", "</div>"]
        if r < 0.7:
            return ["<details>", f"<summary>{self.words(2, 5)}</summary>", "",
                    *self.paragraph_lines(1), "", "</details>"]
        if r < 0.9:
            return [f"<!-- {self.words(3, 10)}", f"     {self.words(2, 6)} -->"]
        return ["<table>", f"  <tr><td>{self.word()}</td><td>{self.foreign()}</td></tr>", "</table>"]

    def thematic_break(self):
        return [self.pick(["---", "***", "___", "- - -", "* * *", "_____", "---------"])]

    def hostile_block(self):
        return [f"{self.words(2, 6)} {self.hostile()} {self.words(2, 6)} {self.hostile()}"]

    def block(self):
        kind = self.random.choices(
            ["p", "foreign", "h", "ul", "quote", "fence", "indented", "hr", "table", "html",
             "hostile"],
            weights=[400, 30, 90, 150, 60, 90, 15, 20, 40, 8, 1])[0]
        if kind == "p":
            return self.paragraph_lines()
        if kind == "foreign":
            return self.foreign_paragraph_lines()
        if kind == "h":
            return self.heading(self.random.randint(2, 6))
        if kind == "ul":
            return self.bullet_list()
        if kind == "quote":
            return self.block_quote()
        if kind == "fence":
            return self.fenced()
        if kind == "indented":
            return self.indented_code()
        if kind == "hr":
            return self.thematic_break()
        if kind == "table":
            return self.table()
        if kind == "html":
            return self.html_block()
        return self.hostile_block()

    def article(self):
        """A level-1 heading, then 4-30 blocks, then any reference definitions it used."""
        lines = self.heading(1)
        previous = None
        for _ in range(self.random.randint(4, 30)):
            block = self.block()
            lines.append("")
            # Two lists or a list and indented code in a row would merge: separate them.
            if previous is not None and (block[0].startswith("    ") or
                                         re.match(r"[-+*] |\d+[.)] ", block[0])) and \
                    re.match(r"\s*(?:[-+*] |\d+[.)] )", previous[0]):
                lines.extend(["<!-- end of list -->", ""])
            lines.extend(block)
            previous = block
        if self.pending_refs:
            lines.append("")
            lines.extend(self.pending_refs)
            self.pending_refs = []
        return "\n".join(lines) + "\n\n"


def filler(count):
    """Exactly `count` bytes of plain ASCII prose ending in a newline (count >= 1)."""
    if count <= 1:
        return "\n" * count
    words = ("the end of the corpus is a plain paragraph of ascii words cut to fit the size "
             "asked for ").split()
    text, line, index = "", 0, 0
    while len(text) < count - 1:
        word = words[index % len(words)]
        separator = "\n" if line + len(word) > 78 else " "
        line = 0 if separator == "\n" else line + len(word) + 1
        text += word + separator
        index += 1
    text = text[:count - 1]
    if text.endswith((" ", "\n")):
        text = text[:-1] + "."
    return text + "\n"


def parse_size(text):
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([kKmMgG]?)(i?[bB]?)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"not a size: {text!r}")
    number, unit, binary = match.groups()
    base = 1024 if binary.lower().startswith("i") else 1000
    scale = {"": 1, "k": base, "m": base ** 2, "g": base ** 3}[unit.lower()]
    return int(float(number) * scale)


def generate(size, seed=DEFAULT_SEED):
    """The document as bytes, exactly `size` long."""
    writer = Writer(seed)
    chunks, total = [], 0
    while True:
        article = writer.article().encode("utf-8")
        if total + len(article) > size:
            break
        chunks.append(article)
        total += len(article)
    chunks.append(filler(size - total).encode("ascii"))
    return b"".join(chunks)


def main():
    parser = argparse.ArgumentParser(description="Writes a deterministic Markdown benchmark corpus.")
    parser.add_argument("--bytes", type=parse_size, default=DEFAULT_BYTES, metavar="N",
                        help="size in bytes; suffixes K, M, G (powers of 1000) or KiB, MiB "
                             "(default 10M = 10,000,000)")
    parser.add_argument("--output", metavar="PATH", help="file to write (default: standard output)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED,
                        help=f"random seed (default {DEFAULT_SEED})")
    arguments = parser.parse_args()
    if arguments.bytes < 0:
        parser.error("--bytes must not be negative")

    data = generate(arguments.bytes, arguments.seed)
    if arguments.output:
        with open(arguments.output, "wb") as file:
            file.write(data)
    else:
        sys.stdout.buffer.write(data)


if __name__ == "__main__":
    main()

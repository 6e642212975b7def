#!/usr/bin/env python3
"""Generate Sources/TextRendering/Unicode/UnicodeTables.swift from Unicode Character Database files.

Usage:
    Scripts/generate-unicode-tables.py [--ucd DIR] [--output FILE]

DIR defaults to /usr/share/unicode (Debian's `unicode-data` package, Unicode 15.0.0). It must hold
UnicodeData.txt, EastAsianWidth.txt, LineBreak.txt, DerivedCoreProperties.txt and
emoji/emoji-data.txt, all of one Unicode version.

The output packs, for every code point, a 16-bit value (see `ScalarProperties` in
Sources/TextRendering/Unicode/ScalarProperties.swift for the layout) into a two-stage table:
stage 1 maps each 256-code-point block to a unique block in stage 2. Both stages are written as a
base64 string literal, which the Swift compiler handles far faster than a large array literal.
"""

import argparse
import base64
import os
import re
import sys

# Line break classes after rule LB1 has resolved AI, SG, XX, SA and CJ. The order fixes the raw
# values of the generated `LineBreakClass` enum.
LINE_BREAK_CLASSES = [
    "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL",
    "CL", "CP", "EX", "IS", "SY", "OP", "QU", "NS", "B2", "BA",
    "BB", "HY", "CB", "IN", "NU", "PO", "PR", "AL", "HL", "ID",
    "EB", "EM", "JL", "JV", "JT", "H2", "H3", "RI",
]
LINE_BREAK_NAMES = {
    "BK": "mandatoryBreak", "CR": "carriageReturn", "LF": "lineFeed", "NL": "nextLine",
    "SP": "space", "ZW": "zeroWidthSpace", "ZWJ": "zeroWidthJoiner", "CM": "combiningMark",
    "WJ": "wordJoiner", "GL": "glue", "CL": "closePunctuation", "CP": "closeParenthesis",
    "EX": "exclamation", "IS": "infixSeparator", "SY": "symbolAllowingBreakAfter",
    "OP": "openPunctuation", "QU": "quotation", "NS": "nonstarter", "B2": "breakOpportunityBeforeAndAfter",
    "BA": "breakAfter", "BB": "breakBefore", "HY": "hyphen", "CB": "contingentBreak",
    "IN": "inseparable", "NU": "numeric", "PO": "postfixNumeric", "PR": "prefixNumeric",
    "AL": "alphabetic", "HL": "hebrewLetter", "ID": "ideographic", "EB": "emojiBase",
    "EM": "emojiModifier", "JL": "hangulLeadingJamo", "JV": "hangulVowelJamo",
    "JT": "hangulTrailingJamo", "H2": "hangulLVSyllable", "H3": "hangulLVTSyllable",
    "RI": "regionalIndicator",
}

# Width classes (bits 6-7).
WIDTH_ZERO, WIDTH_NARROW, WIDTH_WIDE, WIDTH_AMBIGUOUS = 0, 1, 2, 3

BIT_EXTENDED_PICTOGRAPHIC = 1 << 8
BIT_UNASSIGNED = 1 << 9
BIT_EAST_ASIAN = 1 << 10  # East_Asian_Width F, W or H (for rule LB30)
# Conservative grapheme-cluster hints (bits 11 and 12). A boundary certainly lies between scalars A
# and B when B lacks BIT_MAY_JOIN_PREVIOUS and A lacks BIT_MAY_JOIN_NEXT; otherwise the standard
# library decides. Every non-break of UAX #29 (GB3-GB13, and GB9c of later versions) has a flag on
# one side; unassigned code points and all marks carry both, so newer Unicode data in the standard
# library cannot make the hints wrong.
BIT_MAY_JOIN_PREVIOUS = 1 << 11
BIT_MAY_JOIN_NEXT = 1 << 12

CODE_POINTS = 0x110000
BLOCK = 256


def parse_ranges(path, want=None):
    """Yield (first, last, value) for each data line of a UCD property file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            if want is not None and fields[1] != want:
                continue
            span = fields[0].split("..")
            first = int(span[0], 16)
            last = int(span[-1], 16)
            yield first, last, fields[1]


def file_version(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first)
    if not match:
        sys.exit(f"error: cannot read the Unicode version from the first line of '{path}': {first.strip()!r}")
    return match.group(1)


def general_categories(path):
    categories = ["Cn"] * CODE_POINTS
    pending_first = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.strip().split(";")
            if len(fields) < 3:
                continue
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                pending_first = code
                continue
            if name.endswith(", Last>"):
                for cp in range(pending_first, code + 1):
                    categories[cp] = category
                pending_first = None
                continue
            categories[code] = category
    return categories


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ucd", default="/usr/share/unicode")
    parser.add_argument("--output", default=os.path.join(root, "Sources/TextRendering/Unicode/UnicodeTables.swift"))
    args = parser.parse_args()

    def ucd(name):
        path = os.path.join(args.ucd, name)
        if not os.path.exists(path):
            sys.exit(f"error: '{path}' does not exist; install Debian's unicode-data package or pass --ucd DIR")
        return path

    version = file_version(ucd("EastAsianWidth.txt"))
    for other in ("LineBreak.txt", "DerivedCoreProperties.txt", "auxiliary/GraphemeBreakProperty.txt"):
        if file_version(ucd(other)) != version:
            sys.exit(f"error: '{other}' is not Unicode {version}")

    categories = general_categories(ucd("UnicodeData.txt"))

    # East Asian Width, with the defaults that UAX #11 gives for unlisted code points.
    eaw = ["N"] * CODE_POINTS
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for cp in range(first, last + 1):
            eaw[cp] = "W"
    for first, last, value in parse_ranges(ucd("EastAsianWidth.txt")):
        for cp in range(first, last + 1):
            eaw[cp] = value

    # Line_Break, with the defaults that LineBreak.txt gives for unlisted code points.
    line_break = ["XX"] * CODE_POINTS
    for first, last, value in [
        (0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
        (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"),
        (0x1F000, 0x1FAFF, "ID"), (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR"),
    ]:
        for cp in range(first, last + 1):
            line_break[cp] = value
    for first, last, value in parse_ranges(ucd("LineBreak.txt")):
        for cp in range(first, last + 1):
            line_break[cp] = value

    ignorable = [False] * CODE_POINTS
    for first, last, _ in parse_ranges(ucd("DerivedCoreProperties.txt"), want="Default_Ignorable_Code_Point"):
        for cp in range(first, last + 1):
            ignorable[cp] = True

    pictographic = [False] * CODE_POINTS
    for first, last, _ in parse_ranges(ucd("emoji/emoji-data.txt"), want="Extended_Pictographic"):
        for cp in range(first, last + 1):
            pictographic[cp] = True

    grapheme_break = ["Other"] * CODE_POINTS
    for first, last, value in parse_ranges(ucd("auxiliary/GraphemeBreakProperty.txt")):
        for cp in range(first, last + 1):
            grapheme_break[cp] = value

    values = [0] * CODE_POINTS
    for cp in range(CODE_POINTS):
        category = categories[cp]
        width_class = eaw[cp]

        # Rule LB1: resolve the classes that have no behaviour of their own.
        lb = line_break[cp]
        if lb in ("AI", "SG", "XX"):
            lb = "AL"
        elif lb == "SA":
            lb = "CM" if category in ("Mn", "Mc") else "AL"
        elif lb == "CJ":
            lb = "NS"

        # Display width of the code point when it starts a grapheme cluster. East Asian Wide and
        # Fullwidth win over everything (a few wide code points are combining marks or
        # default-ignorable, e.g. U+3099 and U+3164); then marks, format characters, controls,
        # default-ignorables, and Hangul medial vowels and final consonants take no cells.
        if width_class in ("W", "F"):
            width = WIDTH_WIDE
        elif (category in ("Mn", "Me", "Cf", "Cc", "Zl", "Zp") or ignorable[cp]
              or 0x1160 <= cp <= 0x11FF or 0xD7B0 <= cp <= 0xD7FF):
            width = WIDTH_ZERO
        elif width_class == "A":
            width = WIDTH_AMBIGUOUS
        else:
            width = WIDTH_NARROW

        value = LINE_BREAK_CLASSES.index(lb) | (width << 6)
        if pictographic[cp]:
            value |= BIT_EXTENDED_PICTOGRAPHIC
        if category == "Cn":
            value |= BIT_UNASSIGNED
        if width_class in ("F", "W", "H"):
            value |= BIT_EAST_ASIAN
        gcb = grapheme_break[cp]
        unassigned = category == "Cn"
        if gcb in ("Extend", "ZWJ", "SpacingMark", "V", "T", "LV", "LVT", "Regional_Indicator", "LF") \
                or category in ("Mn", "Mc", "Me") or unassigned:
            value |= BIT_MAY_JOIN_PREVIOUS
        if gcb in ("Prepend", "ZWJ", "CR", "L", "V", "T", "LV", "LVT", "Regional_Indicator", "Extend") \
                or category in ("Mn", "Mc", "Me") or unassigned:
            value |= BIT_MAY_JOIN_NEXT
        values[cp] = value

    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, CODE_POINTS, BLOCK):
        block = tuple(values[start:start + BLOCK])
        index = blocks.get(block)
        if index is None:
            index = len(blocks)
            blocks[block] = index
            stage2.extend(block)
        stage1.append(index)
    if len(blocks) > 0xFFFF:
        sys.exit("error: too many unique blocks for a 16-bit stage 1")

    stage1_bytes = b"".join(index.to_bytes(2, "little") for index in stage1)
    stage2_bytes = b"".join(value.to_bytes(2, "little") for value in stage2)

    def literal(data):
        text = base64.b64encode(data).decode("ascii")
        lines = [text[i:i + 120] for i in range(0, len(text), 120)]
        return '"""\n' + "\n".join(lines) + '\n"""'

    cases = "\n".join(
        f"    /// `{code}`\n    case {LINE_BREAK_NAMES[code]} = {raw}" for raw, code in enumerate(LINE_BREAK_CLASSES)
    )
    output = f"""// Generated by Scripts/generate-unicode-tables.py from Unicode {version}. Do not edit.

/// The Unicode version that the generated property tables come from.
package let unicodeTablesVersion = "{version}"

/// Line break classes of UAX #14 after rule LB1 (AI, SG and XX resolve to AL, SA to CM or AL,
/// CJ to NS).
package enum LineBreakClass: UInt8, Sendable, CaseIterable {{
{cases}
}}

extension UnicodeTables {{
    /// Number of code points per stage-2 block.
    static let blockSize = {BLOCK}

    /// Stage 1: for each block of {BLOCK} code points, the index of its unique block in stage 2
    /// ({len(stage1)} little-endian UInt16 values, base64).
    static let stage1Base64 = {literal(stage1_bytes)}

    /// Stage 2: {len(blocks)} unique blocks of {BLOCK} little-endian UInt16 property values, base64.
    static let stage2Base64 = {literal(stage2_bytes)}
}}
"""
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(output)
    print(f"wrote {args.output}: Unicode {version}, {len(blocks)} unique blocks, "
          f"{len(stage1_bytes) + len(stage2_bytes)} bytes of tables")


if __name__ == "__main__":
    main()

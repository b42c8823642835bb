"""The writing side of FSStringEmbellisher's GeneratedTable, for the scripts that generate its
tables (gen-pinyin-table, gen-chinese-conversion): numbers as base-64 digits, digit d the
character of code 48 + d ("0" ... "o"), most significant first, in string literals the Swift
side reads in place."""

ALPHABET = "".join(chr(48 + d) for d in range(64))


def digits(value, width):
    """`value` in `width` digits."""
    assert 0 <= value < 64 ** width, (value, width)
    return "".join(ALPHABET[(value >> (6 * (width - 1 - i))) & 63] for i in range(width))


def literal(parts, width=96):
    """`parts` joined, as the body of a multi-line string literal indented for a member of a
    type: lines of `width` characters, each ending in a backslash the literal leaves out (the
    text is one line), the digit "\\" escaped."""
    text = "".join(parts)
    lines = [text[i:i + width] for i in range(0, len(text), width)]
    return "\\\n        ".join(line.replace("\\", "\\\\") for line in lines)

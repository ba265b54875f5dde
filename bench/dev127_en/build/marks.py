"""Private-use markers: U+E000 type U+E001 value U+E002."""
import unicodedata

S, T, E = "\ue000", "\ue001", "\ue002"


def m(t, v):
    return f"{S}{t}{T}{v}{E}"


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum()))

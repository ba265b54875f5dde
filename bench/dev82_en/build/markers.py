"""Private PHI markers used while composing text (stripped by core.strip_markers)."""

OPEN, SEP, CLOSE = "\x02", "\x1f", "\x03"


def raw_tag(typ, val):
    """Wrap a value; used where a locale label itself contains PHI (e.g. a scheme name)."""
    if not val or val != val.strip() or any(c in val for c in (OPEN, SEP, CLOSE, "\n")):
        raise ValueError(f"bad value {val!r}")
    return f"{OPEN}{typ}{SEP}{val}{CLOSE}"

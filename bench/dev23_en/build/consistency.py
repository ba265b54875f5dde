"""Shared structural and consistency checks used by make.py (to reject drafts) and check.py."""
import re

CHECK_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL",
               "ORGANIZATION", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM",
               "PHONE", "FAX", "EMAIL", "URL", "IPADDR"}
INITIAL_END = re.compile(r"(^|[^A-Za-z])[A-Z]\.$")
BAD_EDGE = set(",;:!?\"'`")
PAIRS = {"(": ")", "[": "]", "{": "}"}


def unannotated_repeats(text, spans, min_len=4):
    """Occurrences of an annotated string (word-bounded, case-sensitive) that no span covers."""
    covered = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            covered[i] = True
    probs, seen = [], set()
    for s in spans:
        v = s["text"]
        if s["type"] not in CHECK_TYPES or len(v) < min_len or v in seen:
            continue
        seen.add(v)
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
            if not all(covered[m.start():m.end()]):
                probs.append(f"unannotated repeat of {s['type']} {v!r} at {m.start()}")
    return probs


def edge_problems(span):
    v = span["text"]
    out = []
    if v != v.strip():
        out.append("leading/trailing whitespace")
    if v and (v[0] in BAD_EDGE or v[-1] in BAD_EDGE):
        if not (v[-1] == "'" and False):
            out.append("punctuation at edge")
    if v.endswith(".") and not INITIAL_END.search(v):
        out.append("trailing full stop")
    for a, b in PAIRS.items():
        if v.count(a) != v.count(b):
            out.append("unbalanced bracket")
    if v and v[0] in ")]}":
        out.append("closing bracket at start")
    return out

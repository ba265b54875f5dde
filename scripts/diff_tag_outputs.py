"""Compare two ``deidq tag`` outputs record by record: same spans (offsets, label, type, source) and the same
de-identified text. New fields are ignored. Exit 1 on any difference, naming ids only (never text).

    python scripts/diff_tag_outputs.py before.jsonl after.jsonl
"""

from __future__ import annotations

import json
import sys

SPAN_KEYS = ("start", "end", "label", "type", "source")
TEXT_KEYS = ("deidentified_text", "tagged_text")


def _key(span: dict) -> tuple:
    return tuple(span.get(k) for k in SPAN_KEYS)


def compare(before: str, after: str) -> list[str]:
    problems: list[str] = []
    with open(before, encoding="utf-8") as fb, open(after, encoding="utf-8") as fa:
        a_lines, b_lines = fb.readlines(), fa.readlines()
    if len(a_lines) != len(b_lines):
        problems.append(f"record count {len(a_lines)} != {len(b_lines)}")
    for i, (la, lb) in enumerate(zip(a_lines, b_lines, strict=False), 1):
        a, b = json.loads(la), json.loads(lb)
        rid = a.get("id")
        if rid != b.get("id"):
            problems.append(f"line {i}: id {rid!r} != {b.get('id')!r}")
            continue
        sa, sb = [_key(s) for s in a.get("spans") or []], [_key(s) for s in b.get("spans") or []]
        if sa != sb:
            problems.append(f"line {i} id {rid}: spans differ ({len(sa)} vs {len(sb)})")
        for k in TEXT_KEYS:
            if a.get(k) != b.get(k):
                problems.append(f"line {i} id {rid}: {k} differs")
        if [s.get("surrogate") for s in a.get("spans") or []] != [s.get("surrogate") for s in b.get("spans") or []]:
            problems.append(f"line {i} id {rid}: surrogates differ")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    problems = compare(argv[1], argv[2])
    for p in problems[:50]:
        print(p)
    print(f"{'DIFFERENT' if problems else 'identical'}: {argv[1]} vs {argv[2]} ({len(problems)} differences)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))

#!/usr/bin/env python3
"""Build bench/dev251_en/notes.jsonl (author 251). Deterministic: random.Random(251) only."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib as L  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as C  # noqa: E402

GENRES = [("roi_log", A.roi_log), ("amendment", A.amendment), ("access_audit", A.access_audit),
          ("chart_deficiency", A.deficiency), ("subpoena_cover", B.subpoena_cover), ("coding_summary", B.coding_summary),
          ("scan_index", B.scan_index), ("proxy_form", B.proxy_form), ("misfile_memo", C.misfile_memo),
          ("telephone_encounter", C.phone_encounter), ("privacy_incident", C.privacy_incident), ("coding_query", C.coding_query)]
PER_GENRE = 32
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def build():
    rng = random.Random(251)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    lower = [True] * (total // 6) + [False] * (total - total // 6)
    rng.shuffle(lower)
    rows = []
    for i, (gname, fn) in enumerate(plan):
        country = rng.choices(["US", "AU", "IE"], weights=[45, 30, 25])[0]
        n = L.Note(lower=lower[i])
        fn(n, rng, country)
        text = n.text()
        for s in n.spans:
            assert text[s["start"]:s["end"]] == s["text"], (gname, s)
        rows.append({"id": f"dev251-{i + 1:04d}", "text": text,
                     "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                                "text": s["text"]} for s in sorted(n.spans, key=lambda s: (s["start"], s["end"]))],
                     "meta": {"source": "dev251-en", "genre": gname, "lowercase": lower[i], "country": country}})
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()

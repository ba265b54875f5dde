"""Build bench/dev122_en/notes.jsonl. Run: cd bench/dev122_en && python3 build/make.py"""
import json
import os
import random
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402
import genres_d as GD  # noqa: E402
from phi import COARSE, E, M, S  # noqa: E402

GENRES = {
    "cath_report": GA.cath_report, "echo_report": GA.echo_report, "ccu_progress": GA.ccu_progress,
    "chemo_flowsheet": GA.chemo_flowsheet, "tumor_board": GA.tumor_board, "infusion_note": GA.infusion_note,
    "code_stroke": GB.code_stroke, "eeg_report": GB.eeg_report, "transplant_note": GB.transplant_note,
    "immunosuppression_flowsheet": GB.immuno_flowsheet, "icu_daily": GB.icu_daily,
    "discharge_summary": GC.discharge_summary, "consult_note": GC.consult_note, "pharmacy_medrec": GC.pharmacy_medrec,
    "social_work_note": GC.social_work,
    "portal_message": GD.portal_message, "nursing_handoff": GD.nursing_handoff, "pathology_report": GD.pathology_report,
}


def tidy(s):
    lines = [ln.rstrip() for ln in s.split("\n")]
    out = []
    for ln in lines:
        if ln == "" and (not out or out[-1] == ""):
            continue
        out.append(ln)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def strip_markers(s):
    """One left-to-right pass: remove markers, record spans."""
    out, spans = [], []
    pos, i, n = 0, 0, len(s)
    while i < n:
        ch = s[i]
        if ch == S:
            j = s.index(M, i)
            k = s.index(E, j)
            t = s[i + 1:j].upper()
            v = s[j + 1:k]
            if S in v or M in v or E in v or t not in COARSE:
                raise ValueError(f"bad marker near {s[i:k + 1]!r}")
            spans.append({"start": pos, "end": pos + len(v), "label": COARSE[t], "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
        elif ch in (M, E):
            raise ValueError("stray marker")
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


def main():
    rng = random.Random(122)
    plan = []
    for g in GENRES:
        plan += [g] * rng.randint(31, 36)
    rng.shuffle(plan)
    n = len(plan)
    low = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for i, g in enumerate(plan):
        raw = tidy(GENRES[g](rng))
        if i in low:
            raw = raw.lower()
        text, spans = strip_markers(raw)
        assert not re.search("[\ue000-\ue002]", text)
        rows.append({"id": f"dev122-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev122-en", "genre": g, "lowercase": i in low, "country": "US"}})
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(x['spans']) for x in rows)} spans -> {out}")


if __name__ == "__main__":
    main()

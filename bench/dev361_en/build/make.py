"""Generate dev361_en/notes.jsonl.

usage: python3 build/make.py [OUTDIR]      (default: the folder above build/)
All randomness comes from one random.Random(361); no set or dict is iterated
unsorted, so the output does not depend on PYTHONHASHSEED."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True

import core  # noqa: E402

core.R = random.Random(361)

import case  # noqa: E402
import clin  # noqa: E402
import g_letters  # noqa: E402
import g_misc  # noqa: E402
import g_periop  # noqa: E402
import g_reports  # noqa: E402
from core import ch  # noqa: E402

THY = ["nodule", "ptc", "mng", "graves", "ftc", "mtc"]
ALL = THY + ["phpt"]

# genre: (function, allowed case kinds, own addition?)
GENRES = [
    ("clinic_letter", g_letters.clinic_letter, ALL, False),
    ("ultrasound_report", g_reports.us_report, ALL, False),
    ("fna_cytology", g_reports.fna_cytology, ["nodule", "ptc", "ftc", "mtc", "mng"], False),
    ("voice_check", g_periop.voice_check, ALL, False),
    ("operation_note", g_periop.op_note, ALL, False),
    ("calcium_pth_chart", g_periop.calcium_chart, ["ptc", "mng", "graves", "mtc", "phpt"], False),
    ("histology_report", g_reports.histology, ALL, False),
    ("mdt_outcome", g_misc.mdt_outcome, ["nodule", "ptc", "ftc", "mtc", "mng", "phpt"], False),
    ("discharge_letter", g_letters.discharge_letter, ALL, False),
    ("rai_referral", g_letters.rai_referral, ["ptc", "ftc", "graves"], False),
    ("parathyroid_imaging", g_reports.para_imaging, ["phpt"], True),
    ("preassessment", g_periop.preassessment, ALL, True),
    ("telephone_followup", g_misc.telephone, ALL, True),
    ("ehr_audit_log", g_misc.audit_log, ALL, True),
]
COUNTRIES = [("UK", 26), ("US", 20), ("AU", 16), ("CA", 13), ("NZ", 12), ("IE", 13)]
COUNTRY_META = {"UK": "United Kingdom", "US": "United States", "AU": "Australia", "CA": "Canada",
                "NZ": "New Zealand", "IE": "Ireland"}
BASE = 40
EXTRA = 50


def pick_weighted(pairs):
    tot = sum(w for _, w in pairs)
    r = core.R.random() * tot
    for k, w in pairs:
        r -= w
        if r < 0:
            return k
    return pairs[-1][0]


def build():
    R = core.R
    counts = [BASE] * len(GENRES)
    for _ in range(EXTRA):
        counts[R.randrange(len(GENRES))] += 1
    order = []
    for i, cnt in enumerate(counts):
        order += [i] * cnt
    R.shuffle(order)
    total = len(order)
    lower_idx = set(R.sample(range(total), round(total / 6)))
    notes = []
    for j, gi in enumerate(order):
        name, fn, kinds, _own = GENRES[gi]
        cc = pick_weighted(COUNTRIES)
        kind = pick_weighted([(k, clin.KIND_W[k]) for k in kinds])
        c = case.make_case(cc, kind)
        clin.fill(c)
        if name == "calcium_pth_chart" and c["thyroid"] and not c["total"]:
            c["proc"], c["total"] = "total thyroidectomy", True
        lower = j in lower_idx
        n = core.Note(lower=lower)
        fn(n, c)
        text = n.text()
        spans = n.spans
        for a, b in zip(spans, spans[1:]):
            assert a["end"] <= b["start"], (name, a, b)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        notes.append({"id": "dev361-%04d" % (j + 1), "text": text,
                      "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                                 "text": s["text"]} for s in spans],
                      "meta": {"source": "dev361-en", "genre": name, "lowercase": lower,
                               "country": COUNTRY_META[cc]}})
    return notes


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(here)
    os.makedirs(out, exist_ok=True)
    notes = build()
    with open(os.path.join(out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for o in notes:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.join(out, "notes.jsonl")))


if __name__ == "__main__":
    main()

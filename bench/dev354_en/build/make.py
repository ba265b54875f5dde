"""Build dev354_en/notes.jsonl.  Usage: python3 build/make.py [--out PATH]

One random.Random(354) drives every choice; no set or dict is iterated unsorted,
so the output does not depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import nb  # noqa: E402
from case import Case  # noqa: E402
import g_triage  # noqa: E402
import g_labs  # noqa: E402
import g_forms  # noqa: E402
import g_comm  # noqa: E402

SEED = 354
PER_GENRE = 32
GENRES = [
    ("epau_triage_note", g_triage.epau_triage),
    ("transvaginal_ultrasound_report", g_triage.tvus_report),
    ("hcg_progesterone_results_log", g_labs.hcg_log),
    ("methotrexate_protocol_record", g_labs.mtx_record),
    ("miscarriage_management_consent", g_forms.consent),
    ("hyperemesis_day_unit_iv_chart", g_forms.iv_chart),
    ("telephone_advice_line_log", g_comm.phone_log),
    ("gp_discharge_letter", g_comm.gp_letter),
    ("pul_followup_tracker", g_labs.pul_tracker),
    ("histology_poc_report", g_comm.histology),
    # own additions
    ("anti_d_administration_record", g_forms.anti_d),
    ("sensitive_disposal_form", g_forms.disposal),
    ("ed_referral_email", g_comm.ed_referral),
]
COUNTRIES = [("UK", 30), ("IE", 15), ("AU", 17), ("NZ", 12), ("CA", 12), ("US", 14)]
COUNTRY_META = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                "NZ": "New Zealand", "CA": "Canada", "US": "United States"}


def plan(rng):
    items = []
    for g, _ in GENRES:
        items += [g] * PER_GENRE
    rng.shuffle(items)
    codes = [c for c, _ in COUNTRIES]
    weights = [w for _, w in COUNTRIES]
    ctry = rng.choices(codes, weights=weights, k=len(items))
    lower_idx = set(rng.sample(range(len(items)), round(len(items) / 6)))
    return [(g, ctry[i], i in lower_idx) for i, g in enumerate(items)]


def build():
    rng = random.Random(SEED)
    fn = dict(GENRES)
    out = []
    for i, (genre, code, lower) in enumerate(plan(rng)):
        n = nb.Note()
        c = Case(rng, code, genre, lower)
        fn[genre](n, c)
        text = n.text()
        while text.endswith("\n"):
            text = text[:-1]
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise RuntimeError("lower() changed length")
            text = low
        spans = []
        for s, e, ty in n.spans:
            if e > len(text):
                raise RuntimeError("span past end")
            spans.append({"start": s, "end": e, "label": nb.LABEL_OF[ty], "type": ty,
                          "text": text[s:e]})
        out.append({"id": "dev354-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev354-en", "genre": genre, "lowercase": lower,
                             "country": COUNTRY_META[code]}})
    return out


def main():
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        path = sys.argv[sys.argv.index("--out") + 1]
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in notes:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main()

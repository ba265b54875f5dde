"""Build dev175_en/notes.jsonl (UK and Ireland primary care PHI evaluation set).

Usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(175); output is independent of
PYTHONHASHSEED (no set/dict-order iteration that affects output).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from fmt import LABEL  # noqa: E402
from world import Ctx  # noqa: E402
import g_consult  # noqa: E402
import g_letters  # noqa: E402
import g_logs  # noqa: E402
import g_results  # noqa: E402
import g_misc  # noqa: E402
import g_online  # noqa: E402

GENRES = [
    ("gp_consultation", g_consult.gp_consultation),
    ("repeat_prescription_log", g_logs.repeat_rx_log),
    ("admin_inbox", g_letters.admin_inbox),
    ("referral_letter", g_letters.referral_letter),
    ("home_visit", g_consult.home_visit),
    ("chronic_disease_review", g_results.chronic_review),
    ("nurse_clinic_list", g_logs.nurse_clinic_list),
    ("telephone_triage_log", g_logs.triage_log),
    ("results_workflow", g_results.results_workflow),
    ("significant_event_analysis", g_misc.sea),
    ("fit_note_log", g_misc.fit_note_log),
    ("travel_health_consultation", g_misc.travel_clinic),
    ("online_consultation", g_online.econsult),
    ("care_home_ward_round", g_online.care_home_round),
]
PER_GENRE = 45
IE_SHARE = 0.4


def build(only=None, per=PER_GENRE):
    rng = random.Random(175)
    genres = [g for g in GENRES if only is None or g[0] in only]
    plan = [g for g in genres for _ in range(per)]
    rng.shuffle(plan)
    n = len(plan)
    lower = frozenset(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (gname, fn) in enumerate(plan):
        country = "IE" if rng.random() < IE_SHARE else "UK"
        ctx = Ctx(rng, country)
        doc = fn(rng, ctx)
        text = doc.text()
        is_lower = i in lower
        if is_lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length in note %d" % i)
            text = low
        spans = []
        for st, en, typ in doc.spans:
            spans.append({"start": st, "end": en, "label": LABEL[typ], "type": typ, "text": text[st:en]})
        out.append({"id": "dev175-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev175-en", "genre": gname, "lowercase": is_lower, "country": country}})
    return out


def main():
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    args = sys.argv[1:]
    if "--out" in args:
        out_path = args[args.index("--out") + 1]
    recs = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans to %s" % (len(recs), sum(len(r["spans"]) for r in recs), out_path))


if __name__ == "__main__":
    main()

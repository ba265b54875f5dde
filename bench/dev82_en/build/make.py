"""Build dev82_en/notes.jsonl: synthetic English clinical and legal correspondence with exact gold PHI spans.

Usage (from bench/dev82_en):  python3.11 build/make.py
Deterministic: one random.Random(82) drives everything.  Standard library only.
Writes notes.jsonl and nothing else.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Ctx, Case, tidy, strip_markers  # noqa: E402
import g_letters  # noqa: E402
import g_legal  # noqa: E402
import g_community  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
LOCALES = ["en-GB", "en-IE", "en-AU", "en-NZ", "en-CA", "en-ZA"]
PER_GENRE = 32

# genre name, writer, non-terse layouts
GENRES = [
    ("outpatient_letter", g_letters.outpatient, ["letter", "summary_box"]),
    ("gp_referral", g_letters.gp_referral, ["letter", "eform"]),
    ("discharge_letter", g_letters.discharge, ["letter", "structured"]),
    ("medicolegal_report", g_legal.medicolegal, ["report", "report_table"]),
    ("fitness_insurance", g_legal.fitness, ["oh_letter", "insurer_form"]),
    ("mental_health_guardianship", g_legal.mha, ["tribunal_report", "guardianship"]),
    ("coroner_inquest", g_legal.coroner, ["request_letter", "statement"]),
    ("complaint_response", g_legal.complaint, ["letter", "timeline"]),
    ("community_pharmacy", g_community.pharmacy, ["pmr_log", "consultation"]),
    ("community_nursing_palliative", g_community.nursing, ["visit_log", "summary"]),
    ("ambulance_handover", g_community.ambulance, ["atmist", "sbar"]),
]


def main():
    rng = random.Random(82)
    plan = []
    for gi, (gname, fn, layouts) in enumerate(GENRES):
        for j in range(PER_GENRE):
            loc = LOCALES[(j + gi) % len(LOCALES)]
            terse = (j % 6) == (gi % 6)
            layout = "terse" if terse else layouts[j % len(layouts)]
            plan.append((gname, fn, loc, layout))
    rng.shuffle(plan)
    notes = []
    for i, (gname, fn, loc, layout) in enumerate(plan, 1):
        ctx = Ctx(rng, loc)
        case = Case(ctx)
        ctx.lc = layout == "terse"
        raw = fn(ctx, case, layout)
        text, spans = strip_markers(tidy(raw))
        meta = {"language": "en", "source": "dev82-en", "genre": gname, "locale": loc,
                "layout": "terse_lowercase" if layout == "terse" else layout}
        notes.append({"id": f"dev82-en-{i:04d}", "text": text, "spans": spans, "meta": meta})
    with open(OUT, "w", encoding="utf-8") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=True) + "\n")
    print(f"wrote {len(notes)} notes, {sum(len(n['spans']) for n in notes)} spans -> {OUT}")


if __name__ == "__main__":
    main()

"""Build bench/dev304_en/notes.jsonl.

usage: python3 build/make.py [OUT_PATH]

Python 3.11 standard library only; all randomness comes from the shared
random.Random(304) in core.py, and nothing iterates over an unordered
collection, so the output is byte-identical under any PYTHONHASHSEED.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from core import R, Note  # noqa: E402
from case import make_case  # noqa: E402
import g_preauth  # noqa: E402
import g_claims  # noqa: E402
import g_case  # noqa: E402
import g_letters  # noqa: E402
import g_review  # noqa: E402

SURG = ("inpatient", "day case")
GENRES = [
    ("pre-authorisation request", g_preauth.gen_preauth_request, None),
    ("pre-authorisation decision letter", g_preauth.gen_preauth_decision, None),
    ("claim assessment summary", g_claims.gen_claim_assessment, None),
    ("hospital invoice query", g_claims.gen_invoice_query, SURG),
    ("benefit statement", g_claims.gen_benefit_statement, None),
    ("nurse case manager call log", g_case.gen_call_log, None),
    ("medical adviser review", g_case.gen_adviser_review, None),
    ("attending physician statement", g_case.gen_aps, None),
    ("appeal letter", g_letters.gen_appeal, None),
    ("complaint response letter", g_letters.gen_complaint_response, None),
    ("consultant fee query", g_review.gen_fee_query, SURG),
    ("policy exclusion review", g_review.gen_exclusion_review, None),
]
PER_GENRE = 35
COUNTRIES = ["GB", "IE", "AU", "NZ", "CA"]


def build():
    plan = []
    for gi, (gname, fn, settings) in enumerate(GENRES):
        for k in range(PER_GENRE):
            plan.append((gi, COUNTRIES[(k + gi) % len(COUNTRIES)]))
    R.shuffle(plan)
    n_lower = round(len(plan) / 6)
    lower_idx = set(R.sample(range(len(plan)), n_lower))
    lines = []
    for i, (gi, country) in enumerate(plan):
        gname, fn, settings = GENRES[gi]
        c = make_case(country, settings)
        note = Note(lower=i in lower_idx)
        fn(note, c)
        text = note.text()
        if text != text.rstrip() + "\n":
            text_end = len(text.rstrip())
            # trailing whitespace is trimmed; no span can lie there
            text = text[:text_end] + "\n"
        rec = {"id": "dev304-%04d" % (i + 1), "text": text, "spans": note.spans,
               "meta": {"source": "dev304-en", "genre": gname, "lowercase": note.lower, "country": country}}
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    return "\n".join(lines) + "\n"


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "notes.jsonl")
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (out, data.count("\n")))


if __name__ == "__main__":
    main()

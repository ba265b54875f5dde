"""Build /work/main/bench/dev186_en/notes.jsonl (author 186). Python 3.11 stdlib only.

All randomness comes from one random.Random(186) passed down to every helper.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# (genre name, function, settings to draw from, count)
GENRES = [
    ("start_of_care_assessment", genres_a.soc, ["hh"], 34),
    ("skilled_nursing_visit", genres_a.snv, ["hh", "hh", "hh", "hospice"], 36),
    ("therapy_home_visit", genres_a.therapy, ["hh"], 33),
    ("hospice_idg_note", genres_b.idg, ["hospice"], 32),
    ("medication_reconciliation", genres_b.medrec, ["hh", "hh", "hospice"], 31),
    ("wound_flowsheet", genres_b.wound, ["hh", "hh", "hh", "hospice"], 32),
    ("telephone_triage", genres_b.triage, ["hh", "hospice"], 34),
    ("plan_of_care_order", genres_c.poc, ["hh"], 31),
    ("bereavement_chaplain_note", genres_c.bereavement, ["hospice"], 32),
    ("home_health_discharge_summary", genres_c.discharge, ["hh"], 31),
    ("aide_evv_visit_record", genres_c.evv, ["hh", "hh", "hospice"], 32),
    ("social_work_assessment", genres_d.social_work, ["hh", "hospice"], 31),
    ("hospital_at_home_progress_note", genres_d.hah, ["hah"], 32),
    ("referral_intake_fax", genres_d.referral, ["hh", "hh", "hospice"], 31),
]


def build():
    rng = random.Random(186)
    plan = []
    for name, fn, settings, n in GENRES:
        plan.extend([name] * n)
    rng.shuffle(plan)
    total = len(plan)
    lower = sorted(rng.sample(range(total), round(total / 6)))
    lower_flags = [False] * total
    for i in lower:
        lower_flags[i] = True
    table = {g[0]: g for g in GENRES}
    out = []
    for i, gname in enumerate(plan):
        _, fn, settings, _ = table[gname]
        setting = rng.choice(settings)
        c = case.make_case(rng, setting)
        b = fn(rng, c)
        text = b.text()
        spans = b.spans
        stripped = text.rstrip()
        assert all(s["end"] <= len(stripped) for s in spans)
        text = stripped + "\n"
        if lower_flags[i]:
            low = text.lower()
            assert len(low) == len(text)
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (gname, s)
        spans = sorted(spans, key=lambda s: (s["start"], s["end"]))
        out.append({
            "id": "dev186-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev186-en", "genre": gname, "lowercase": lower_flags[i], "country": "US"},
        })
    return out


def main():
    notes = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), OUT))


if __name__ == "__main__":
    main()

"""Build bench/dev312_en/notes.jsonl (author 312). Python 3.11 standard library only.

Usage: python3 build/make.py [--out PATH]
All randomness comes from core.R = random.Random(312); output is independent of
PYTHONHASHSEED because nothing iterates an unordered dict or set."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import R  # noqa: E402
import persona  # noqa: E402
import g_ect  # noqa: E402
import g_anaes  # noqa: E402
import g_cog  # noqa: E402
import g_tms  # noqa: E402
import g_letters  # noqa: E402
import g_extra  # noqa: E402

GENRES = [
    ("ect_referral_consent", g_ect.referral_consent),
    ("capacity_assessment", g_anaes.capacity_assessment),
    ("ect_session_record", g_ect.session_record),
    ("anaesthetic_record", g_anaes.anaesthetic_record),
    ("cognitive_monitoring_review", g_cog.cognitive_review),
    ("tms_course_log", g_tms.tms_log),
    ("esketamine_session_observation", g_tms.esketamine_obs),
    ("second_opinion_report", g_cog.second_opinion),
    ("discharge_letter_community", g_letters.discharge_letter),
    ("telephone_followup_log", g_letters.phone_log),
    ("ketamine_infusion_record", g_extra.ketamine_infusion),
    ("insurance_authorisation_claim", g_extra.insurance_form),
    ("clinical_incident_report", g_extra.incident_report),
]
PER_GENRE = 34
COUNTRIES = ["UK", "US", "CA", "AU", "IE"]


def build():
    plan = []
    for gi, (name, fn) in enumerate(GENRES):
        cs = [COUNTRIES[(i + gi) % len(COUNTRIES)] for i in range(PER_GENRE)]
        R.shuffle(cs)
        for c in cs:
            plan.append((name, fn, c))
    R.shuffle(plan)
    n = len(plan)
    lower = set(R.sample(range(n), round(n / 6)))
    out = []
    for i, (name, fn, c) in enumerate(plan):
        case = persona.Case(c)
        doc = fn(case)
        lc = i in lower
        text, spans = doc.finish(lc)
        out.append({
            "id": "dev312-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev312-en", "genre": name, "lowercase": lc, "country": c},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if len(argv) >= 2 and argv[0] == "--out":
        out_path = argv[1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])

"""Build bench/dev284_en/notes.jsonl.

Usage (from bench/dev284_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(284) object, consumed in a fixed order.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from context import Ctx  # noqa: E402
from notebuilder import Note  # noqa: E402
import genres_1  # noqa: E402
import genres_2  # noqa: E402
import genres_3  # noqa: E402
import genres_4  # noqa: E402
import genres_5  # noqa: E402
import genres_6  # noqa: E402

GENRES = [
    ("switchboard_call_log", genres_1.gen_switchboard),
    ("pager_bleep_record", genres_1.gen_pager_record),
    ("emergency_team_call_log", genres_2.gen_arrest_log),
    ("oncall_rota_extract", genres_2.gen_rota),
    ("site_manager_report", genres_3.gen_site_manager),
    ("message_taking_form", genres_3.gen_message_form),
    ("secure_messaging_export", genres_4.gen_secure_msg),
    ("recording_access_request", genres_4.gen_recording_request),
    ("missed_page_incident", genres_5.gen_missed_page),
    ("telephone_encounter", genres_5.gen_tel_encounter),
    ("major_incident_cascade", genres_6.gen_major_incident),
    ("critical_result_phone_log", genres_6.gen_critical_results),
]
PER_GENRE = 38
COUNTRIES = [("UK", 28), ("US", 24), ("AU", 16), ("CA", 16), ("IE", 16)]


def build():
    rng = random.Random(284)
    order = []
    for name, _ in GENRES:
        order += [name] * PER_GENRE
    rng.shuffle(order)
    total = len(order)
    lower = set(rng.sample(range(total), round(total / 6)))
    fn = dict(GENRES)
    out = []
    for i, genre in enumerate(order):
        country = rng.choices([c for c, _ in COUNTRIES], [w for _, w in COUNTRIES])[0]
        ctx = Ctx(rng, country)
        note = Note(genre, country)
        fn[genre](rng, ctx, note)
        out.append(note.finish("dev284-%04d" % (i + 1), i in lower))
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    recs = build()
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(path, "wb") as fh:
        fh.write(data.encode("utf-8"))
    nsp = sum(len(r["spans"]) for r in recs)
    print("wrote %d notes, %d spans -> %s" % (len(recs), nsp, path))


if __name__ == "__main__":
    main(sys.argv[1:])

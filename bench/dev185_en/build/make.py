"""Build dev185_en/notes.jsonl (author 185). Usage: python3 build/make.py [output_path]"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Note, Ctx  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("pre_employment_assessment", genres_a.pre_employment),
    ("workplace_injury_first_report", genres_a.injury_report),
    ("return_to_work_plan", genres_a.rtw_plan),
    ("independent_medical_examination", genres_b.ime_report),
    ("functional_capacity_evaluation", genres_b.fce),
    ("case_manager_call_log", genres_b.cm_log),
    ("hearing_respiratory_surveillance", genres_c.surveillance),
    ("drug_alcohol_chain_of_custody", genres_c.coc_form),
    ("fitness_for_duty_letter", genres_c.ffd_letter),
    ("claim_status_summary", genres_d.claim_summary),
    ("work_capacity_certificate", genres_d.certificate),
    ("ergonomic_worksite_assessment", genres_d.ergo),
]
PER_GENRE = 36
COUNTRIES = ["US", "CA", "AU"]


def build():
    rng = random.Random(185)
    plan = []
    for gi, (name, _) in enumerate(GENRES):
        for k in range(PER_GENRE):
            plan.append((gi, COUNTRIES[(k + gi) % 3]))
    rng.shuffle(plan)
    total = len(plan)
    lower_flags = [False] * total
    for i in rng.sample(range(total), total // 6):
        lower_flags[i] = True
    out = []
    for i, (gi, country) in enumerate(plan):
        name, fn = GENRES[gi]
        c = Ctx(rng, country)
        n = Note(rng, lower=lower_flags[i], typos=rng.choice([0, 0, 1, 1, 2, 3]))
        fn(rng, c, n)
        text = n.text()
        for sp in n.spans:
            assert text[sp["start"]:sp["end"]] == sp["text"], (i, sp)
        out.append({
            "id": "dev185-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in n.spans],
            "meta": {"source": "dev185-en", "genre": name, "lowercase": lower_flags[i], "country": country},
        })
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in notes:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(r["spans"]) for r in notes), path))


if __name__ == "__main__":
    main()

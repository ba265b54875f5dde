"""Build bench/dev172_en/notes.jsonl (run from bench/dev172_en).

python3 build/make.py && python3 build/check.py
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import core  # noqa: E402
import phi  # noqa: E402
import g_ward  # noqa: E402
import g_assess  # noqa: E402
import g_team  # noqa: E402
import g_admin  # noqa: E402

SEED = 172
PER_GENRE = 48

GENRES = [
    ("rehab_unit_census", g_ward.census),
    ("therapy_schedule_export", g_ward.schedule),
    ("physiotherapy_assessment", g_assess.pt_assessment),
    ("ot_home_visit_report", g_assess.ot_home_visit),
    ("speech_language_pathology_note", g_team.slp_note),
    ("team_conference_summary", g_team.team_conference),
    ("equipment_loan_log", g_admin.equipment_loan),
    ("functional_independence_score_sheet", g_ward.fim_sheet),
    ("discharge_planning_note", g_team.discharge_planning),
    ("outpatient_therapy_attendance_list", g_admin.attendance),
    ("telerehab_session_log", g_admin.telerehab),
    ("driver_rehabilitation_assessment", g_assess.driving_assessment),
    ("return_to_work_progress_report", g_admin.rtw_report),
]


def build():
    rng = random.Random(SEED)
    plan = []
    for name, fn in GENRES:
        plan += [(name, fn)] * PER_GENRE
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), round(total / 6)))
    lines = []
    for i, (name, fn) in enumerate(plan):
        country = "CA" if rng.random() < 0.55 else "US"
        ctx = phi.Ctx(rng, country)
        note = core.Note(name, country)
        fn(rng, note, ctx)
        nid = "dev172-%04d" % (i + 1)
        rec = core.to_record(note, nid, i in lower)
        lines.append(core.dump_line(rec))
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for ln in lines:
            fh.write(ln + "\n")
    print("wrote %d notes to %s" % (len(lines), out))


if __name__ == "__main__":
    build()

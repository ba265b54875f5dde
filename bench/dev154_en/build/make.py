"""Build ../notes.jsonl for dev154_en (long-term care, rehab, sub-acute; US/AU/NZ)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Ctx  # noqa: E402
import genres_lists as GL  # noqa: E402
import genres_forms as GF  # noqa: E402
import genres_narr as GN  # noqa: E402

GENRES = [
    ("resident_roster", GL.roster, 32),
    ("room_bed_list", GL.bedlist, 32),
    ("medication_round_sheet", GL.medround, 36),
    ("wound_care_log", GN.wound, 36),
    ("dietary_texture_list", GL.dietary, 34),
    ("activity_attendance", GL.activity, 34),
    ("rehab_team_conference", GN.rehabconf, 40),
    ("transfer_to_hospital", GF.transfer, 40),
    ("admission_assessment", GF.admission, 40),
    ("family_meeting_minutes", GN.familymtg, 38),
    ("visitor_outing_log", GF.visitor, 34),
    ("falls_incident_report", GF.falls, 36),
    ("equipment_register", GF.equipment, 34),
]


def main():
    rng = random.Random(154)
    plan = []
    for g, fn, k in GENRES:
        plan += [(g, fn)] * k
    rng.shuffle(plan)
    low_idx = set(rng.sample(range(1, len(plan) + 1), round(len(plan) / 6)))
    out = []
    for i, (g, fn) in enumerate(plan, 1):
        ctx = Ctx(rng)
        note = fn(rng, ctx)
        text = note.text().rstrip("\n") + "\n"
        lower = i in low_idx
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for s in note.spans:
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": text[s["start"]:s["end"]]})
        out.append({"id": f"dev154-{i:04d}", "text": text, "spans": spans,
                    "meta": {"source": "dev154-en", "genre": g, "lowercase": lower, "country": ctx.country}})
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} notes, {sum(len(o['spans']) for o in out)} spans -> {os.path.normpath(path)}")


if __name__ == "__main__":
    main()

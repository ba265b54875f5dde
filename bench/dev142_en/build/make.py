"""Build bench/dev142_en/notes.jsonl deterministically (random.Random(142), standard library only).

Usage: python3 bench/dev142_en/build/make.py
"""
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import R, Doc  # noqa: E402  (phi owns the single random.Random(142))
from blocks import Ctx  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    ("ct_report", genres_a.gen_ct, 32),
    ("mri_report", genres_a.gen_mri, 32),
    ("ultrasound_report", genres_a.gen_us, 32),
    ("plain_film_report", genres_a.gen_xr, 32),
    ("ir_procedure_note", genres_b.gen_ir, 32),
    ("nuclear_medicine_report", genres_b.gen_nm, 32),
    ("surgical_pathology_report", genres_b.gen_path, 32),
    ("cytology_report", genres_b.gen_cyto, 32),
    ("microbiology_report", genres_c.gen_micro, 32),
    ("genetic_test_report", genres_c.gen_genetic, 32),
    ("lab_result_letter", genres_c.gen_lab_letter, 32),
    ("tumour_marker_trend", genres_c.gen_tumour, 32),
    ("critical_result_call_log", genres_d.gen_calllog, 32),
    ("pacs_lis_audit_log", genres_d.gen_audit, 32),
    ("second_opinion_letter", genres_e.gen_second, 32),
    ("transfusion_report", genres_e.gen_transfusion, 32),
    ("specimen_chain_of_custody", genres_e.gen_custody, 32),
]


def main():
    plan = [g for g in GENRES for _ in range(g[2])]
    R.shuffle(plan)
    n = len(plan)
    lower_idx = set(R.sample(range(n), round(n / 6)))
    countries = [R.choices(["US", "UK", "AU"], weights=[45, 30, 25])[0] for _ in range(n)]
    rows = []
    for i, (genre, fn, _) in enumerate(plan):
        lower = i in lower_idx
        d = Doc(lower=lower)
        cx = Ctx(countries[i])
        fn(d, cx)
        text = d.text()
        for s in d.spans:
            assert text[s["start"]:s["end"]] == s["text"], (genre, s)
        rows.append({"id": f"dev142-{i + 1:04d}", "text": text,
                     "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                                "text": s["text"]} for s in d.spans],
                     "meta": {"source": "dev142-en", "genre": genre, "lowercase": lower, "country": countries[i]}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()

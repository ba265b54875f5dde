"""Build bench/dev265_en/notes.jsonl.

Usage (from bench/dev265_en):  python3 build/make.py [--out PATH]
All randomness comes from random.Random(265)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402

GENRES = [
    ("hep_outpatient_letter", genres_a.gen_letter),
    ("fibroscan_report", genres_a.gen_fibroscan),
    ("hcc_surveillance_us", genres_b.gen_hcc_us),
    ("hcv_treatment_svr", genres_b.gen_hcv),
    ("paracentesis_dayunit", genres_c.gen_paracentesis),
    ("variceal_banding", genres_c.gen_banding),
    ("alcohol_liaison", genres_d.gen_alcohol),
    ("mdt_outcome", genres_d.gen_mdt),
    ("daa_dispensing", genres_e.gen_dispensing),
    ("telephone_encounter", genres_e.gen_telephone),
    ("transplant_referral", genres_f.gen_transplant),
    ("discharge_summary", genres_f.gen_discharge),
]
PER_GENRE = 36
COUNTRY_BAG = ["UK"] * 7 + ["US"] * 5 + ["AU"] * 4 + ["CA"] * 4


def build():
    rng = random.Random(265)
    jobs = []
    for gid, _ in GENRES:
        jobs += [gid] * PER_GENRE
    rng.shuffle(jobs)
    total = len(jobs)
    low_idx = set(rng.sample(range(total), total // 6))
    fn = dict(GENRES)
    out = []
    for i, gid in enumerate(jobs):
        country = rng.choice(COUNTRY_BAG)
        lower = i in low_idx
        note, _ctx = fn[gid](rng, country, lower)
        out.append(note.record("dev265-%04d" % (i + 1), gid, country))
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    recs = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])

"""Regenerate notes.jsonl deterministically: python3 build/make.py"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import render, map_plain, typo_fn  # noqa: E402
import g1_uk_clerk, g2_ie_surg, g3_za_gp, g4_au_rural, g5_nz_pacific, g6_ca_ltc, g7_uk_sexual, g8_au_workcomp  # noqa: E402

GENRES = [(g1_uk_clerk, "GB"), (g2_ie_surg, "IE"), (g3_za_gp, "ZA"), (g4_au_rural, "AU"),
          (g5_nz_pacific, "NZ"), (g6_ca_ltc, "CA"), (g7_uk_sexual, "GB"), (g8_au_workcomp, "AU")]
PER_GENRE = 40


def main():
    rng = random.Random(54)
    jobs = [(g, loc) for g, loc in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(jobs)
    out = []
    for i, (mod, loc) in enumerate(jobs):
        seed = rng.randrange(1 << 30)
        nrng = random.Random(seed)
        marked, genre = mod.gen(nrng, i)
        rate = nrng.choice([0, 0, 0, 0.003, 0.006, 0.01])
        marked = map_plain(marked, typo_fn(nrng, rate))
        text, spans = render(marked.strip("\n") + "\n")
        out.append({"id": "dev54-en-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"language": "en", "source": "dev54-en", "genre": genre, "locale": loc}})
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(out), sum(len(o["spans"]) for o in out), path))


if __name__ == "__main__":
    main()

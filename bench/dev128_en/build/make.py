"""Build bench/dev128_en/notes.jsonl deterministically (random.Random(128))."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from phi import Gen, assemble  # noqa: E402
from blocks import Case  # noqa: E402
import genres_a as A  # noqa: E402
from genres_b import GENRES_B  # noqa: E402

GENRES = {"admission_hp": A.hp, "progress_note": A.progress, "discharge_summary": A.discharge,
          "operative_note": A.operative, "radiology_report": A.radiology,
          "pathology_report": A.pathology, "consult_letter": A.consult_letter}
GENRES.update(GENRES_B)
PER_GENRE = 33
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def main():
    rng = random.Random(128)
    g = Gen(rng)
    plan = [name for name in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    rows = []
    for i, genre in enumerate(plan):
        c = Case(g)
        lines = GENRES[genre](g, c)
        marked = "\n".join(x.rstrip() for x in lines).strip() + "\n"
        while "\n\n\n" in marked:
            marked = marked.replace("\n\n\n", "\n\n")
        if i in lower:
            marked = marked.lower()
        text, spans = assemble(marked)
        rows.append({"id": f"dev128-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev128-en", "genre": genre, "lowercase": i in lower,
                              "country": "US"}})
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()

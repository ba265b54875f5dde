# ruff: noqa: E501
"""Derive the shipped name lists (``deidq/synth/data/*.txt``) from the 1990 US Census frequency lists
in the ``names`` package (PyPI ``names`` 0.3.0, MIT; the lists are US Census Bureau data, public domain).

Run once by hand: ``pip download --no-deps names==0.3.0``, unpack, then
``python -m deidq.synth.build_pools /path/to/names-0.3.0/names``. Nothing is downloaded at run time."""

from __future__ import annotations

import sys
from pathlib import Path

DATA = Path(__file__).with_name("data")
# (source file, output file, how many of the most frequent names to keep)
LISTS = (("dist.all.last", "census_surnames.txt", 20000), ("dist.female.first", "census_given_female.txt", 4275),
         ("dist.male.first", "census_given_male.txt", 1219))  # fmt: skip


def _title(name: str) -> str:
    """SMITH -> Smith, MCDONALD -> McDonald, OBRIEN stays Obrien (the lists carry no apostrophes)."""
    t = name.capitalize()
    if t.startswith("Mc") and len(t) > 3:
        t = "Mc" + t[2:].capitalize()
    return t


def build(src: Path, out: Path = DATA) -> dict[str, int]:
    counts = {}
    for fname, oname, keep in LISTS:
        rows = []
        for line in (src / fname).read_text(encoding="ascii").splitlines()[:keep]:
            parts = line.split()
            if len(parts) == 4 and parts[0].isalpha():
                rows.append(f"{_title(parts[0])}\t{parts[1]}")
        header = (f"# {oname}: name<TAB>percent of the 1990 US Census population, most frequent first.\n"
                  f"# Derived from {fname} of the PyPI package names 0.3.0 (MIT); data: US Census Bureau, public domain.\n")  # fmt: skip
        (out / oname).write_text(header + "\n".join(rows) + "\n", encoding="utf-8")
        counts[oname] = len(rows)
    return counts


if __name__ == "__main__":
    print(build(Path(sys.argv[1])))

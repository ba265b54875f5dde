"""What each English bench set may be used for (``bench/sets.toml``), and the status line its README carries.

    .venv/bin/python scripts/bench_sets.py            # list the sets whose README status line is out of date
    .venv/bin/python scripts/bench_sets.py --write    # rewrite those lines

A set is a report set (scored only on the system already chosen), unscored (written for a pending decision: no tool
reads its gold), or spent (scored; open to error analysis and to rules written from it), and then training text of
the shipped network or not. The clean-room set's README is frozen and carries no such line."""

from __future__ import annotations

import argparse
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"
FROZEN = frozenset({"cleanroom_en"})  # checksummed READMEs: never rewritten
_STATUS = re.compile(r"^> \*\*Status[^*]*:\*\*")
_SET = re.compile(r"dev(\d*)_en")

LINES = {
    "report": "> **Status:** report set (bench/sets.toml): scored only on the system already chosen; nothing is chosen"
              " or trained on it.",
    "unscored": "> **Status:** written for a decision; not yet scored. Never trained on.",
    "trained": "> **Status:** spent (bench/sets.toml): scored, open to error analysis, and training text of the shipped"
               " English network.",
    "spent": "> **Status:** spent (bench/sets.toml): scored and open to error analysis; never trained on.",
}  # fmt: skip


def set_number(name: str) -> int:
    """``dev_en`` is the first set, ``devN_en`` the N-th."""
    m = _SET.fullmatch(name)
    if m is None:
        raise ValueError(f"{name!r} is no English development set name (devN_en)")
    return int(m.group(1) or 1)


@dataclass(frozen=True)
class BenchSets:
    report: frozenset[str]
    unscored: frozenset[str]
    trained_through: int

    def status(self, name: str) -> str:
        """``report``, ``unscored``, ``trained`` or ``spent``."""
        if name in self.report:
            return "report"
        if name in self.unscored:
            return "unscored"
        return "trained" if set_number(name) <= self.trained_through else "spent"

    def readable(self, name: str) -> bool:
        """Whether a tool may read the set's gold to choose anything: neither a report set nor unscored."""
        return name not in self.report and name not in self.unscored


def load(path: Path = BENCH / "sets.toml") -> BenchSets:
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    return BenchSets(frozenset(data["report"]), frozenset(data["unscored"]), set_number(data["trained_through"]))


def english_sets() -> list[str]:
    """Every ``bench/devN_en`` folder holding notes.jsonl, in number order."""
    return sorted((p.parent.name for p in BENCH.glob("dev*_en/notes.jsonl")), key=set_number)


def stale(sets: BenchSets) -> list[tuple[str, str]]:
    """(set, the status line it should carry) for each README whose status line differs."""
    out = []
    for name in english_sets():
        if name in FROZEN:
            continue
        want = LINES[sets.status(name)]
        have = [line for line in (BENCH / name / "README.md").read_text(encoding="utf-8").splitlines()[:8]
                if _STATUS.match(line)]  # fmt: skip
        if have != [want]:
            out.append((name, want))
    return out


def write_status(name: str, line: str) -> None:
    """Replace the README's status line (or put one under its title) by ``line``."""
    path = BENCH / name / "README.md"
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next((i for i, x in enumerate(lines[:8]) if _STATUS.match(x)), None)
    if at is None:
        lines.insert(1, line)
    else:
        lines[at] = line
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="rewrite the out-of-date status lines")
    args = ap.parse_args()
    todo = stale(load())
    for name, line in todo:
        if args.write:
            write_status(name, line)
        print(f"{name}: {line}")
    print(f"{len(todo)} status line(s) {'rewritten' if args.write else 'out of date'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

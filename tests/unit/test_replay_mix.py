"""scripts/make_replay_mix.py: the training text of a fine-tuning epoch takes new sets whole and a seeded draw of the
old ones, and never a report set."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "make_replay_mix.py"


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args, "--out", str(tmp_path / "mix.jsonl")],
                          capture_output=True, text=True, cwd=ROOT)  # fmt: skip


def ids(path: Path) -> list[str]:
    return [json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines()]


def test_new_sets_whole_old_sets_drawn_the_same_way_every_time(tmp_path: Path) -> None:
    got = run(tmp_path, "--new", "dev2_en", "--old", "dev3_en", "dev4_en", "--per-old", "7", "--seed", "13")
    assert got.returncode == 0, got.stderr
    counts = json.loads(got.stdout)
    new = len((ROOT / "bench" / "dev2_en" / "notes.jsonl").read_text(encoding="utf-8").splitlines())
    assert counts == {"new_sets": 1, "new_notes": new, "old_sets": 2, "old_notes": 14, "notes": new + 14}
    first = ids(tmp_path / "mix.jsonl")
    assert first[:new] == ids(ROOT / "bench" / "dev2_en" / "notes.jsonl")
    for k, name in enumerate(("dev3_en", "dev4_en")):
        drawn = first[new + 7 * k : new + 7 * (k + 1)]
        assert len(set(drawn)) == 7 and set(drawn) <= set(ids(ROOT / "bench" / name / "notes.jsonl"))
    assert run(tmp_path, "--new", "dev2_en", "--old", "dev3_en", "dev4_en", "--per-old", "7").returncode == 0
    assert ids(tmp_path / "mix.jsonl") == first
    assert (
        run(tmp_path, "--new", "dev2_en", "--old", "dev3_en", "dev4_en", "--per-old", "7", "--seed", "14").returncode
        == 0
    )
    assert ids(tmp_path / "mix.jsonl") != first


def test_report_sets_and_missing_sets_are_refused(tmp_path: Path) -> None:
    got = run(tmp_path, "--new", "dev2_en", "--old", "cleanroom_en")
    assert got.returncode != 0 and "report set" in got.stderr
    got = run(tmp_path, "--new", "dev_nowhere_en")
    assert got.returncode != 0 and "notes.jsonl" in got.stderr
    assert not (tmp_path / "mix.jsonl").exists()

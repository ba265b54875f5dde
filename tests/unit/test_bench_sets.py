"""bench/sets.toml and scripts/bench_sets.py: what each English bench set may be used for, said the same way in its
README, and enforced by the tools that read gold."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))

import bench_sets  # noqa: E402
from bench_sets import LINES, BenchSets, english_sets, load, set_number, stale  # noqa: E402


def test_every_readme_carries_its_sets_status() -> None:
    # a set's status changes in sets.toml; `scripts/bench_sets.py --write` brings the READMEs along
    assert stale(load()) == []


def test_every_named_set_exists() -> None:
    sets, names = load(), set(english_sets())
    assert sets.report | sets.unscored <= names | {"cleanroom_en"}
    assert f"dev{sets.trained_through}_en" in names and not sets.report & sets.unscored


def test_statuses() -> None:
    sets = BenchSets(report=frozenset({"dev11_en"}), unscored=frozenset({"dev200_en"}), trained_through=145)
    assert [sets.status(n) for n in ("dev11_en", "dev200_en", "dev_en", "dev145_en", "dev146_en")] == [
        "report", "unscored", "trained", "trained", "spent"]  # fmt: skip
    assert not sets.readable("dev11_en") and not sets.readable("dev200_en") and sets.readable("dev146_en")
    assert set_number("dev_en") == 1 and set_number("dev77_en") == 77
    with pytest.raises(ValueError, match="no English development set"):
        set_number("cleanroom_en")


def test_the_clean_room_readme_is_never_rewritten() -> None:
    text = (REPO / "bench" / "cleanroom_en" / "README.md").read_text(encoding="utf-8")
    assert not any(line in text for line in LINES.values())


def test_write_status_replaces_the_line_in_place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "dev9_en").mkdir()
    readme = tmp_path / "dev9_en" / "README.md"
    readme.write_text("# dev9_en\n> **Status (2026-11-26):** old\n>\n> **Note:** kept\n\nBody.\n", encoding="utf-8")
    monkeypatch.setattr(bench_sets, "BENCH", tmp_path)
    bench_sets.write_status("dev9_en", LINES["spent"])
    assert readme.read_text(encoding="utf-8") == f"# dev9_en\n{LINES['spent']}\n>\n> **Note:** kept\n\nBody.\n"


def test_the_replay_mix_refuses_report_and_unscored_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    import make_replay_mix

    monkeypatch.setattr(make_replay_mix, "SETS", BenchSets(frozenset({"dev11_en"}), frozenset({"dev3_en"}), 145))
    with pytest.raises(SystemExit, match="report set"):
        make_replay_mix.read_set("dev11_en")
    with pytest.raises(SystemExit, match="not scored yet"):
        make_replay_mix.read_set("dev3_en")
    assert make_replay_mix.read_set("dev4_en")

"""scripts/gpu_prepare_en.py: what a GPU fine-tuning call carries (training text, display set, one config per
learning rate), the same bytes every time, and never a report or unscored set."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "gpu_prepare_en.py"
sys.path.insert(0, str(ROOT / "scripts"))

from bench_sets import english_sets, load  # noqa: E402


def run(out: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), "--out", str(out), "--no-init", *args],
                          capture_output=True, text=True, cwd=ROOT)  # fmt: skip


def test_the_call_carries_new_sets_whole_a_draw_of_the_trained_ones_and_one_config_per_rate(tmp_path: Path) -> None:
    got = run(tmp_path / "a", "--new", "dev2_en", "--per-old", "1", "--lr", "0.001", "0.0005")
    assert got.returncode == 0, got.stderr
    counts = json.loads(got.stdout.splitlines()[0])
    sets = load()
    trained = [n for n in english_sets() if sets.status(n) == "trained" and n != "dev2_en"]
    new = (ROOT / "bench" / "dev2_en" / "notes.jsonl").read_text(encoding="utf-8").splitlines()
    assert counts["new_notes"] == len(new) and counts["old_sets"] == len(trained) == counts["old_notes"]
    assert counts["runs"] == "b128a:3 b128b:3" and "RUNS='b128a:3 b128b:3'" in got.stdout
    text = gzip.decompress((tmp_path / "a" / "trainmix.jsonl.gz").read_bytes()).decode("utf-8").splitlines()
    assert text[: len(new)] == new and len(text) == counts["notes"]
    display = gzip.decompress((tmp_path / "a" / "dev.jsonl.gz").read_bytes()).decode("utf-8").splitlines()
    assert len(display) == 50 and json.loads(display[0])["id"]
    for name, lr in (("b128a", 0.001), ("b128b", 0.0005)):
        cfg = tomllib.loads((tmp_path / "a" / f"{name}.toml").read_text(encoding="utf-8"))
        assert cfg["train"]["lr"] == lr and cfg["train"]["batch_size"] == 128
    assert not (tmp_path / "a" / "init.pt").exists()
    assert run(tmp_path / "b", "--new", "dev2_en", "--per-old", "1", "--lr", "0.001", "0.0005").returncode == 0
    for f in ("trainmix.jsonl.gz", "dev.jsonl.gz", "b128a.toml", "b128b.toml"):
        assert (tmp_path / "a" / f).read_bytes() == (tmp_path / "b" / f).read_bytes(), f


def test_report_and_unscored_sets_are_refused(tmp_path: Path) -> None:
    sets = load()
    got = run(tmp_path, "--new", "cleanroom_en")
    assert got.returncode != 0 and "report set" in got.stderr
    if sets.unscored:
        got = run(tmp_path, "--new", sorted(sets.unscored)[0])
        assert got.returncode != 0 and "not scored yet" in got.stderr
    assert not (tmp_path / "trainmix.jsonl.gz").exists()

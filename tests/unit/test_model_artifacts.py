"""The shipped model artifacts match their manifests (what the brief asks a manifest to hold)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from deidq.models.ensemble import sha256
from deidq.models.runtime import ARTIFACTS, member_files

SHIPPED = sorted(p for p in ARTIFACTS.iterdir() if (p / "manifest.json").is_file())


def test_there_are_shipped_models():
    assert {p.name for p in SHIPPED} >= {"es", "en"}


@pytest.mark.parametrize("art", SHIPPED, ids=lambda p: p.name)
def test_manifest_lists_every_file_with_its_checksum(art: Path):
    m = json.loads((art / "manifest.json").read_text(encoding="utf-8"))
    for key in ("name", "version", "language", "tags", "types", "training_data", "dev_metrics", "files"):
        assert m.get(key), f"{art.name}: manifest lacks {key}"
    assert m["training_data"].get("licence") and m["training_data"].get("attribution")
    assert (art / "NOTICE").is_file()
    files = set(m["files"])
    assert {"vocab.json", *member_files(m)} <= files
    on_disk = {p.name for p in art.iterdir()} - {"manifest.json", "NOTICE"}
    assert on_disk == files, f"{art.name}: files on disk and in the manifest differ"
    for name, info in m["files"].items():
        path = art / name
        assert path.stat().st_size == info["bytes"]
        assert sha256(path) == info["sha256"], f"{art.name}/{name} does not match its manifest"
        if name.endswith(".onnx"):
            assert info["bytes"] < 50_000_000
    vocab = json.loads((art / "vocab.json").read_text(encoding="utf-8"))
    assert vocab["tags"] == m["tags"]
    for member in m.get("members", []):
        assert member["sha256"] == m["files"][member["file"]]["sha256"]
        assert member["dev_metrics"]["micro"]["f1"] > 0
    assert 0.0 <= float(m.get("recall_threshold", 0.8)) < 1.0

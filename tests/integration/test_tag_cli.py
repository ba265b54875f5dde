"""`deidq tag`: the stateless contract our evaluations call."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from deidq.cli import app
from tests.conftest import shared_file


def test_tag_round_trips_meddocan_dev(tmp_path: Path) -> None:
    gold_path = shared_file("meddocan", "dev.jsonl")
    out = tmp_path / "pred.jsonl"
    res = CliRunner().invoke(app, ["tag", "-i", str(gold_path), "-o", str(out), "--lang", "es", "--detectors", "rules",
                                   "--quiet"])  # fmt: skip
    assert res.exit_code == 0, res.output
    gold = [json.loads(x) for x in gold_path.read_text(encoding="utf-8").splitlines()]
    pred = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert len(pred) == len(gold) == 250
    n_spans = 0
    for g, p in zip(gold, pred, strict=True):
        # every input field is copied; only spans are replaced
        assert p["id"] == g["id"] and p["text"] == g["text"] and p["meta"] == g["meta"]
        for s in p["spans"]:
            assert p["text"][s["start"] : s["end"]] == s["text"]
            assert s["source"].startswith("rules.es.") and "@" in s["source"]
            assert s["label"] in {"NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION", "OTHER"}
        n_spans += len(p["spans"])
    assert n_spans > 3000  # dev has 5,801 gold spans; rules alone find most of them


def test_tag_modes_and_bad_lines(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("DEIDQ_SECRET_KEY", "k" * 40)
    inp = tmp_path / "in.jsonl"
    good = {"id": "a", "text": "Seen on 03/14/2019, call 617-555-0142.", "meta": {"patient_id": "P1"}}
    inp.write_bytes(
        json.dumps(good).encode() + b"\n" + b"{oops\n" + json.dumps({"id": "e", "text": ""}).encode() + b"\n"
        + b'{"id": "u", "text": "\xff"}\n'
    )  # fmt: skip
    for mode in ("tag", "redact", "surrogate"):
        out = tmp_path / f"{mode}.jsonl"
        res = CliRunner().invoke(app, ["tag", "-i", str(inp), "-o", str(out), "--mode", mode, "--detectors", "rules"])
        assert res.exit_code == 1, res.output  # some records rejected
        rows = [json.loads(x) for x in out.read_text().splitlines()]
        assert len(rows) == 4  # one output line per input line, in order
        assert [r.get("error", {}).get("code") for r in rows] == [None, "malformed_json", "empty_text", "invalid_utf8"]
        assert rows[1]["line"] == 2 and rows[2]["id"] == "e"
        labels = {s["label"] for s in rows[0]["spans"]}
        assert {"DATE", "CONTACT"} <= labels
        if mode == "tag":
            assert "deidentified_text" not in rows[0]
        else:
            dt = rows[0]["deidentified_text"]
            assert "03/14/2019" not in dt and "617-555-0142" not in dt
            if mode == "redact":
                assert "[DATE]" in dt and "[CONTACT]" in dt
        assert "skipped line 2" in res.output or mode != "tag" or "malformed_json" in res.output


def test_tag_surrogate_without_key_says_what_to_do(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("DEIDQ_SECRET_KEY", raising=False)
    monkeypatch.delenv("DEIDQ_SECRET_KEY_FILE", raising=False)
    inp = tmp_path / "in.jsonl"
    inp.write_text(json.dumps({"id": "a", "text": "Seen 1/2/2020"}) + "\n")
    res = CliRunner().invoke(app, ["tag", "-i", str(inp), "-o", str(tmp_path / "o.jsonl"), "--mode", "surrogate",
                                   "--detectors", "rules"])  # fmt: skip
    assert res.exit_code == 2
    assert "DEIDQ_SECRET_KEY" in res.output
    assert not (tmp_path / "o.jsonl").exists()


def test_tag_in_worker_processes_equals_one_process(tmp_path: Path, monkeypatch) -> None:
    """`--jobs 2` (worker processes, rules + model, surrogates) writes byte-identical output to one
    process, keeps input order and puts rejects where they were."""
    monkeypatch.setenv("DEIDQ_SECRET_KEY", "k" * 40)
    gold = shared_file("meddocan", "dev.jsonl").read_text(encoding="utf-8").splitlines()[:30]
    lines = [x.encode() for x in gold]
    lines.insert(7, b"{oops")
    lines.insert(19, b'{"id": "bin", "text": "a\\u0000b"}')
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(b"\n".join(lines) + b"\n")
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}.jsonl"
        res = CliRunner().invoke(app, ["tag", "-i", str(inp), "-o", str(out), "--lang", "es", "--mode", "surrogate",
                                       "--jobs", jobs, "--batch-size", "4", "--quiet"])  # fmt: skip
        assert res.exit_code == 1, res.output  # two records rejected
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    rows = [json.loads(x) for x in outs[1].decode().splitlines()]
    assert len(rows) == 32
    assert rows[7]["error"]["code"] == "malformed_json" and rows[19]["error"]["code"] == "binary_content"
    assert [r["id"] for r in rows if "error" not in r] == [json.loads(x)["id"] for x in gold]
    assert any(s["source"].startswith("bilstm_crf.es@") for r in rows if "spans" in r for s in r["spans"])


def test_tag_exit_code_says_whether_anything_was_tagged(tmp_path: Path) -> None:
    """0: every note tagged; 2: nothing tagged (every record rejected), with a message; 1 (above): some rejected."""
    inp = tmp_path / "bad.jsonl"
    inp.write_bytes(b"{oops\n" + json.dumps({"id": "e", "text": ""}).encode() + b"\n")
    res = CliRunner().invoke(app, ["tag", "-i", str(inp), "-o", str(tmp_path / "o.jsonl"), "--detectors", "rules"])
    assert res.exit_code == 2 and "no note tagged" in res.output


# ---------------------------------------------------------------- issue 20: the same validation as enqueue

PHI_ID = {"mrn": "MRN-44170923", "name": "Jane Q Roe"}


def test_tag_rejects_bad_records_by_line_without_echo_and_writes_atomically(tmp_path: Path) -> None:
    inp = tmp_path / "in.jsonl"
    inp.write_bytes(
        b"\n".join([
            json.dumps({"id": "a", "text": "Seen on 03/14/2019."}).encode(),
            b'{"id": "b", "text": "caf\\ud800 seen on 03/14/2019"}',  # lone surrogate: used to crash tag
            b'{"id": "c", "text": "Seen.", "meta": {"who": "x\\u0000y"}}',
            json.dumps({"id": PHI_ID, "text": "Seen on 03/14/2019."}).encode(),
            b'{"id": true, "text": "Seen."}',
            json.dumps({"id": "d", "text": "Seen.", "patient_id": PHI_ID}).encode(),
            json.dumps({"id": "e", "text": "Seen on 01/02/2020."}).encode(),
        ]) + b"\n"
    )  # fmt: skip
    out_dir = tmp_path / "out"
    out = out_dir / "o.jsonl"
    res = CliRunner().invoke(app, ["tag", "-i", str(inp), "-o", str(out), "--detectors", "rules"])
    assert res.exit_code == 1, res.output
    rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    errors = [(r["line"], r["id"], r["error"]["code"]) for r in rows if "error" in r]
    assert errors == [(2, "b", "invalid_unicode"), (3, "c", "nul_character"), (4, None, "bad_id"),
                      (5, None, "bad_id"), (6, "d", "bad_patient_id")]  # fmt: skip
    assert [r["id"] for r in rows if "error" not in r] == ["a", "e"]
    for secret in ("MRN-44170923", "Jane Q Roe", "True"):
        assert secret not in res.output and secret not in out.read_text(encoding="utf-8")
    assert "line 4: bad_id" in res.output
    assert [p.name for p in out_dir.iterdir()] == ["o.jsonl"]  # no temp file left beside it
    assert out.stat().st_mode & 0o777 == 0o600  # it holds note text: not world-readable


def test_tag_reads_csv_by_extension_or_format_and_never_guesses(tmp_path: Path) -> None:
    csv_text = (
        'note_id,patient_id,text\nc1,P1,"Seen on 03/14/2019,\nfollow up."\n,P2,"Seen."\nc3,P3,"Call 617-555-0142."\n'
    )
    (tmp_path / "in.csv").write_text(csv_text, encoding="utf-8")
    (tmp_path / "in.txt").write_text(csv_text, encoding="utf-8")
    runner = CliRunner()
    for args in (["-i", str(tmp_path / "in.csv")], ["-i", str(tmp_path / "in.txt"), "--format", "csv"]):
        out = tmp_path / "o.jsonl"
        res = runner.invoke(app, ["tag", *args, "-o", str(out), "--detectors", "rules"])
        assert res.exit_code == 1, res.output  # the row without an id
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert [(r.get("note_id"), r.get("error", {}).get("code"), r.get("line")) for r in rows] == [
            ("c1", None, None), (None, "bad_id", 4), ("c3", None, None)]  # fmt: skip
        assert rows[0]["text"] == "Seen on 03/14/2019,\nfollow up." and rows[0]["patient_id"] == "P1"
        assert {s["label"] for s in rows[0]["spans"]} == {"DATE"} and "CONTACT" in {
            s["label"] for s in rows[2]["spans"]
        }
        out.unlink()
    res = runner.invoke(app, ["tag", "-i", str(tmp_path / "in.txt"), "-o", str(tmp_path / "o.jsonl")])
    assert res.exit_code == 2 and "unknown input format" in res.output and "--format" in res.output
    (tmp_path / "bad.csv").write_text("id,body\n1,Seen.\n")
    res = runner.invoke(app, ["tag", "-i", str(tmp_path / "bad.csv"), "-o", str(tmp_path / "o.jsonl")])
    assert res.exit_code == 2 and "note_id, text" in res.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.csv", "in.csv", "in.txt"]  # nothing written


def test_tag_stopped_by_sigterm_leaves_no_temp_file(tmp_path: Path) -> None:
    """A job scheduler stopping `deidq tag` (SIGTERM) mid-file: the old output stays as it was and no file
    with note text is left behind."""
    import os
    import signal
    import subprocess
    import sys
    import time

    inp = tmp_path / "in.jsonl"
    with open(inp, "w", encoding="utf-8") as fh:
        for i in range(20_000):
            fh.write(json.dumps({"id": f"n{i}", "text": f"Seen by Dr. Ames on 03/14/2019, note {i}."}) + "\n")
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    out = out_dir / "o.jsonl"
    out.write_text("previous run\n")
    cmd = [sys.executable, "-m", "deidq", "tag", "-i", str(inp), "-o", str(out), "--detectors", "rules", "--jobs", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while not [p for p in out_dir.iterdir() if p.name != "o.jsonl"] and proc.poll() is None:
            assert time.monotonic() < deadline, "tag never started writing"
            time.sleep(0.05)
        assert proc.poll() is None, "tag finished before it could be stopped; make the input longer"
        os.kill(proc.pid, signal.SIGTERM)
        proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode != 0
    assert [p.name for p in out_dir.iterdir()] == ["o.jsonl"] and out.read_text() == "previous run\n"

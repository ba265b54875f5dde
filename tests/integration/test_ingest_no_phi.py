"""Issue 20: PHI planted everywhere in a file that `deidq enqueue` and `deidq tag` read (note text, valid and
invalid ids, patient ids, meta; good and rejected records) appears in none of their output streams, with
logging at DEBUG. Run as subprocesses, so every stream is what an operator's terminal or log shipper gets.

A *valid* note id is an identifier by the project's policy (CONTRIBUTING: logs carry "ids, counts and codes";
audit views show note ids): a rejected record's valid id is named on the terminal (how the operator finds it),
and the pipeline's debug log names the note it tagged (``note_id`` field). So the valid id planted here may
appear as the ``note_id`` field of a JSON log line and nowhere else; an invalid id is never repeated."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

VALID_PHI_ID = "Roe-Jane-1950"
SECRETS = [
    "Jane Q Roe", "MRN-44170923", "123-45-6789", VALID_PHI_ID, "PT-88812345", "Ames-Kowalczyk",
    "Elm Street 12", "1950-02-03",
]  # fmt: skip


def _phi_file(path: Path) -> Path:
    known = {"name": "Jane Q Roe", "mrn": "MRN-44170923", "dob": "1950-02-03"}
    text = "Jane Q Roe (MRN-44170923, SSN 123-45-6789) of Elm Street 12 was seen by Dr. Ames-Kowalczyk."
    rows: list[bytes] = [
        # accepted: PHI in the text, a valid id, the patient id and meta
        json.dumps(
            {
                "id": VALID_PHI_ID,
                "text": text,
                "patient_id": "PT-88812345",
                "meta": {"known_phi": known, "note_date": "2020-01-02"},
            }
        ).encode(),
        # rejected, each with PHI in the id or in the offending value
        json.dumps({"id": {"mrn": "MRN-44170923", "name": "Jane Q Roe"}, "text": text}).encode(),
        json.dumps({"id": ["Jane Q Roe"], "text": text}).encode(),
        json.dumps({"id": "MRN-44170923 " * 20, "text": text}).encode(),  # over 200 characters
        json.dumps({"id": "r4", "text": text, "patient_id": {"mrn": "MRN-44170923"}}).encode(),
        json.dumps({"id": "r5", "text": text, "patient_id": "PT-88812345 " * 20}).encode(),
        json.dumps({"id": "r6", "text": text, "meta": {"known_phi": known, "ssn": "123-45-6789\u0000"}}).encode(),
        b'{"id": "r7", "text": "Jane Q Roe \\ud800 MRN-44170923", "meta": {"name": "Jane Q Roe"}}',
        b'{"id": "r8", "text": "ok", "meta": {"Jane Q Roe\\udc00": "MRN-44170923"}}',
        b'{"id": "r9", "text": "Jane Q Roe MRN-44170923 ' + b"x" * 3000 + b'"}',  # too large (limit set below)
        json.dumps({"id": "r10", "text": "   "}).encode(),
        b'{"id": "Jane Q Roe", "text": "MRN-44170923 unterminated',  # malformed JSON
        json.dumps({"id": "r12", "text": "Jane Q Roe \u0000 MRN-44170923"}).encode(),  # binary
    ]
    path.write_bytes(b"\n".join(rows) + b"\n")
    return path


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "deidq", "--log-level", "DEBUG", *args], capture_output=True,
                          text=True, env=env, timeout=300, errors="backslashreplace")  # fmt: skip


def _without_log_note_ids(stream: str) -> str:
    """The stream with the ``note_id`` field of every JSON log line removed (the one place a valid id may be)."""
    out = []
    for line in stream.splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            out.append(line)
            continue
        if isinstance(obj, dict) and "event" in obj:
            obj.pop("note_id", None)
        out.append(json.dumps(obj, ensure_ascii=False))
    return "\n".join(out)


def _assert_clean(res: subprocess.CompletedProcess[str], what: str, *, logs: bool = True) -> None:
    if logs:  # records below WARNING are there: the DEBUG level took effect (enqueue logs at INFO and up)
        assert '"level": "debug"' in res.stderr or '"level": "info"' in res.stderr, f"{what}: no logs seen"
    streams = res.stdout + _without_log_note_ids(res.stderr)
    leaked = [s for s in SECRETS if s in streams]
    assert not leaked, f"{what} printed {leaked}"


def test_no_planted_phi_in_enqueue_or_tag_streams(db_url: str, tmp_path: Path) -> None:
    env = {**os.environ, "DEIDQ_MAX_NOTE_BYTES": "2000", "DEIDQ_LOG_LEVEL": "DEBUG"}
    src = _phi_file(tmp_path / "phi.jsonl")
    res = _run(["enqueue", str(src), "--database-url", db_url], env)
    assert res.returncode == 1, res.stderr[-2000:]
    assert "enqueued 1 notes" in res.stdout and "line 2: bad_id" in res.stderr
    _assert_clean(res, "deidq enqueue")
    res = _run(["enqueue", str(src), "--database-url", db_url], env)  # again: unchanged/duplicate paths
    assert res.returncode == 1
    _assert_clean(res, "deidq enqueue (second load)")
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}.jsonl"
        res = _run(["tag", "-i", str(src), "-o", str(out), "--detectors", "rules", "--mode", "redact", "--jobs", jobs],
                   env)  # fmt: skip
        assert res.returncode == 1, res.stderr[-2000:]
        # tag workers log at the parent's level through the same formatter
        _assert_clean(res, f"deidq tag --jobs {jobs}")
        if jobs == "2":
            # a fresh `deidq tag` forks its workers (tagging.start_method), which still log through the formatter
            assert '"start_method": "fork"' in res.stderr
            assert '"event": "rules_detected"' in res.stderr, "no DEBUG record from a forked tag worker"
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert len(rows) == 13
        errors = json.dumps([r for r in rows if "error" in r])
        leaked = [s for s in SECRETS if s in errors]
        assert not leaked, f"tag error records hold {leaked}"
        assert "[NAME]" in rows[0]["deidentified_text"]

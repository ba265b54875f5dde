"""Throughput and latency of the pipeline, per stage (each detector, merge, render) and end to end.

Per-note latencies come from running each note alone through every stage (batch of one); the
batched end-to-end figure runs ``Pipeline.process`` over batches, as ``deidq tag`` does."""

from __future__ import annotations

import json
import os
import platform
import resource
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from deidq.workers.core.scoring import tokens

REPO = Path(__file__).resolve().parents[2]
DEFAULT_SHARED_DATA = REPO.parent / "shared" / "data"  # DEIDQ_SHARED_DATA (Settings.shared_data) overrides it


def default_input(language: str, shared_data: Path | None = None) -> Path:
    """MEDDOCAN dev for Spanish; the synthetic English set (else ACI-Bench) for English."""
    shared = shared_data or DEFAULT_SHARED_DATA
    if language == "es":
        return shared / "meddocan" / "dev.jsonl"
    for p in (REPO / "deidq-data" / "synth_en" / "test.jsonl", REPO / "deidq-data" / "synth_en" / "dev.jsonl"):
        if p.exists():
            return p
    return shared / "english_unlabelled" / "aci_bench.jsonl"


def load_texts(path: Path, fmt: str | None = None) -> list[str]:
    from deidq.io import read_documents

    return [d.text for d in read_documents(path, fmt, gold=True) if d.text.strip()]


def make_notes(texts: Sequence[str], n: int, target_bytes: int = 3000, sep: str = "\n\n") -> list[str]:
    """``n`` notes of about ``target_bytes`` UTF-8 bytes each, built by concatenating consecutive corpus
    documents (cycling through the corpus) and cutting the last one at the first whitespace at or after
    the target size, so every note is within a word of the target."""
    if not texts:
        raise ValueError("no texts to build notes from")
    notes, i = [], 0
    for _ in range(n):
        parts, size = [], 0
        while size < target_bytes:
            t = texts[i % len(texts)]
            i += 1
            parts.append(t)
            size += len(t.encode("utf-8")) + len(sep)
        note = sep.join(parts)
        enc = note.encode("utf-8")
        if len(enc) > target_bytes:
            cut = len(enc[:target_bytes].decode("utf-8", "ignore"))
            while cut < len(note) and not note[cut].isspace():
                cut += 1
            note = note[:cut]
        notes.append(note)
    return notes


def _pct(vals: Sequence[float], q: float) -> float:
    if not vals:
        return 0.0
    s = sorted(vals)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def _stage(times: Sequence[float], n_tokens: int, n_chars: int) -> dict[str, float]:
    total = sum(times)
    return {
        "notes": len(times),
        "seconds": round(total, 4),
        "notes_per_s": round(len(times) / total, 1) if total else 0.0,
        "tokens_per_s": round(n_tokens / total, 0) if total else 0.0,
        "chars_per_s": round(n_chars / total, 0) if total else 0.0,
        "p50_ms": round(1000 * _pct(times, 0.50), 3),
        "p95_ms": round(1000 * _pct(times, 0.95), 3),
        "mean_ms": round(1000 * total / len(times), 3) if times else 0.0,
    }


def peak_rss_mb() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(r / 1024 / (1024 if sys.platform == "darwin" else 1), 1)


def run_bench(
    texts: Sequence[str],
    language: str,
    roles: Sequence[str] | None = None,
    *,
    repeats: int = 3,
    warmup: int = 5,
    batch_size: int = 32,
    mode: str = "redact",
) -> dict[str, Any]:
    from deidq.evaluation.run import build_pipeline
    from deidq.workers.core.note import Note
    from deidq.workers.merge.ensemble import merge
    from deidq.workers.surrogates.render import render

    rss0 = peak_rss_mb()
    t0 = time.perf_counter()
    pipe = build_pipeline(roles, language)
    load_s = time.perf_counter() - t0
    notes = [Note(note_id=f"bench-{i}", text=t, language=language) for i, t in enumerate(texts)]
    n_tok = sum(len(tokens(t)) for t in texts)
    n_chars = sum(len(t) for t in texts)

    def one(note: Note) -> dict[str, float]:
        times: dict[str, float] = {}
        by_role = {}
        for role, det in pipe.detectors.items():
            a = time.perf_counter()
            by_role[role] = det.detect_batch([note])[0]
            times[f"detector:{role}"] = time.perf_counter() - a
        a = time.perf_counter()
        merged = merge(by_role, note.text, pipe.policy)
        times["merge"] = time.perf_counter() - a
        a = time.perf_counter()
        render(note, merged.kept, mode, pipe.surrogator)
        times["render"] = time.perf_counter() - a
        times["end_to_end"] = sum(times.values())
        return times

    for note in (notes * (1 + warmup // max(1, len(notes))))[:warmup]:
        one(note)
    per_stage: dict[str, list[float]] = {}
    for _ in range(repeats):
        for note in notes:
            for k, v in one(note).items():
                per_stage.setdefault(k, []).append(v)
    stages = {k: _stage(v, n_tok * repeats, n_chars * repeats) for k, v in per_stage.items()}

    batched = []
    for _ in range(repeats):
        a = time.perf_counter()
        for i in range(0, len(notes), batch_size):
            pipe.process(notes[i : i + batch_size], mode=mode)
        batched.append(time.perf_counter() - a)
    best = min(batched)
    providers = {
        r: list(getattr(d, "providers", None) or []) for r, d in pipe.detectors.items() if getattr(d, "providers", None)
    }
    return {
        "language": language,
        "detectors": pipe.versions,
        "providers": providers,
        "notes": len(notes),
        "mean_note_bytes": round(sum(len(t.encode("utf-8")) for t in texts) / len(texts)),
        "mean_note_tokens": round(n_tok / len(texts)),
        "repeats": repeats,
        "warmup": warmup,
        "mode": mode,
        "load_seconds": round(load_s, 3),
        "stages": stages,
        "batched_end_to_end": {
            "batch_size": batch_size,
            "best_seconds": round(best, 4),
            "notes_per_s": round(len(notes) / best, 1) if best else 0.0,
            "tokens_per_s": round(n_tok / best, 0) if best else 0.0,
        },
        "peak_rss_mb": peak_rss_mb(),
        "rss_before_load_mb": rss0,
        "machine": {"python": platform.python_version(), "platform": platform.platform(), "cpus": os.cpu_count()},
    }


def bench_markdown(res: dict[str, Any]) -> str:
    lines = [
        f"Language {res['language']}, detectors {', '.join(f'{k}={v}' for k, v in res['detectors'].items())}, "
        f"{res['notes']} notes of ~{res['mean_note_bytes']} bytes (~{res['mean_note_tokens']} tokens), "
        f"{res['repeats']} repeats after {res['warmup']} warm-up notes, mode {res['mode']}.",
        "",
        "| stage | notes/s | tokens/s | p50 ms | p95 ms | mean ms |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for k, s in res["stages"].items():
        lines.append(
            f"| {k} | {s['notes_per_s']} | {s['tokens_per_s']:.0f} | {s['p50_ms']} | {s['p95_ms']} | {s['mean_ms']} |"
        )
    b = res["batched_end_to_end"]
    lines += [
        "",
        f"Batched end to end (batch {b['batch_size']}): {b['notes_per_s']} notes/s, "
        f"{b['tokens_per_s']:.0f} tokens/s. Peak RSS {res['peak_rss_mb']} MB. "
        f"Detector load {res['load_seconds']} s.",
    ]
    if res["providers"]:
        lines.append(f"Providers: {json.dumps(res['providers'])}.")
    return "\n".join(lines) + "\n"

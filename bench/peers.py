"""Peers side by side: Presidio (pattern recognizers only) and scrubadub on the English synthetic set,
scored with deidq's own metrics (token binary, entity strict/relaxed, HIPAA subset) plus notes/s.

Runs in its own virtual environment so the peers never enter deidq's dependencies::

    python3.11 -m venv bench/.peers-venv
    bench/.peers-venv/bin/pip install presidio-analyzer scrubadub
    bench/.peers-venv/bin/python bench/peers.py --input deidq-data/synth_en/test.jsonl --out bench/results/peers

Offline constraints: Presidio's AnalyzerEngine wants a spaCy model (``en_core_web_lg``), which is a
download, so its NER (PERSON, LOCATION, NRP, ORGANIZATION) is unavailable. We call every predefined
recognizer except ``SpacyRecognizer`` directly (``recognizer.analyze(text, entities, nlp_artifacts=None)``),
then drop duplicates the way Presidio does (``EntityRecognizer.remove_duplicates``). Context-word
score boosting needs NLP artifacts and is off, so all pattern hits are kept (score threshold 0, the
AnalyzerEngine default). scrubadub runs with its default detectors plus ``date_of_birth``; its
``text_blob_name`` detector needs NLTK corpora (a download) and is tried but recorded as unavailable
when they are missing. The stdlib-only deidq.evaluation package is imported from the repository."""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from deidq.workers.core.document import Document  # noqa: E402
from deidq.workers.core.scoring import tokens  # noqa: E402
from deidq.workers.core.spans import Span  # noqa: E402

from deidq.evaluation.metrics import evaluate  # noqa: E402
from deidq.io import load_documents  # noqa: E402

# Peer entity type → (our coarse label, our fine type)
PRESIDIO_MAP: dict[str, tuple[str, str]] = {
    "PERSON": ("NAME", "PATIENT"), "LOCATION": ("LOCATION", "LOCATION_OTHER"),
    "ORGANIZATION": ("LOCATION", "ORGANIZATION"), "NRP": ("OTHER", "OTHER"),
    "DATE_TIME": ("DATE", "DATE"), "EMAIL_ADDRESS": ("CONTACT", "EMAIL"), "PHONE_NUMBER": ("CONTACT", "PHONE"),
    "IP_ADDRESS": ("CONTACT", "IPADDR"), "URL": ("CONTACT", "URL"), "MAC_ADDRESS": ("ID", "DEVICE"),
    "US_SSN": ("ID", "SSN"), "US_DRIVER_LICENSE": ("ID", "LICENSE"), "US_PASSPORT": ("ID", "IDNUM"),
    "US_BANK_NUMBER": ("ID", "ACCOUNT"), "US_ITIN": ("ID", "IDNUM"), "MEDICAL_LICENSE": ("ID", "LICENSE"),
    "CREDIT_CARD": ("ID", "ACCOUNT"), "IBAN_CODE": ("ID", "ACCOUNT"), "CRYPTO": ("ID", "ACCOUNT"),
    "UK_NHS": ("ID", "MRN"), "UUID": ("ID", "IDNUM"),
}  # fmt: skip
SCRUBADUB_MAP: dict[str, tuple[str, str]] = {
    "name": ("NAME", "PATIENT"), "email": ("CONTACT", "EMAIL"), "phone": ("CONTACT", "PHONE"),
    "url": ("CONTACT", "URL"), "twitter": ("NAME", "USERNAME"), "skype": ("NAME", "USERNAME"),
    "credential": ("ID", "IDNUM"), "credit_card": ("ID", "ACCOUNT"), "social_security_number": ("ID", "SSN"),
    "date_of_birth": ("DATE", "DATE"), "postalcode": ("LOCATION", "ZIP"), "address": ("LOCATION", "STREET"),
    "drivers_licence": ("ID", "LICENSE"), "vehicle_licence_plate": ("ID", "VEHICLE"),
}  # fmt: skip


def presidio_tagger() -> tuple[Callable[[str], list[Span]], dict]:
    from presidio_analyzer import EntityRecognizer, RecognizerRegistry

    reg = RecognizerRegistry()
    reg.load_predefined_recognizers(languages=["en"])
    recs = [r for r in reg.recognizers if type(r).__name__ != "SpacyRecognizer"]
    info = {"recognizers": sorted(type(r).__name__ for r in recs), "skipped": ["SpacyRecognizer (needs a spaCy model)"]}

    def tag(text: str) -> list[Span]:
        results = []
        for r in recs:
            results.extend(r.analyze(text, entities=r.supported_entities, nlp_artifacts=None) or [])
        results = EntityRecognizer.remove_duplicates(results)
        out = []
        for x in results:
            label, fine = PRESIDIO_MAP.get(x.entity_type, ("ID", "IDNUM"))
            if x.end > x.start:
                out.append(Span(x.start, x.end, label, fine, source=f"presidio.{x.entity_type}", score=x.score))
        return out

    return tag, info


def scrubadub_tagger() -> tuple[Callable[[str], list[Span]], dict]:
    import scrubadub

    scrubber = scrubadub.Scrubber()
    info: dict = {"unavailable": {}}
    for name in ("date_of_birth", "text_blob_name"):
        try:
            scrubber.add_detector(name)
            list(scrubber.iter_filth("Seen by John Smith on 01/02/1960, date of birth."))
        except Exception as exc:  # offline: missing corpora
            msg = str(exc).strip().splitlines()[0][:160] if str(exc).strip() else "needs NLTK corpora (a download)"
            info["unavailable"][name] = f"{type(exc).__name__}: {msg}"
            if name in scrubber._detectors:
                scrubber.remove_detector(name)
    info["detectors"] = sorted(scrubber._detectors)

    def tag(text: str) -> list[Span]:
        out = []
        for f in scrubber.iter_filth(text):
            parts = getattr(f, "filths", None) or [f]  # MergedFilth
            for p in parts:
                label, fine = SCRUBADUB_MAP.get(p.type, ("OTHER", "OTHER"))
                if p.end > p.beg:
                    out.append(Span(p.beg, p.end, label, fine, source=f"scrubadub.{p.type}"))
        return out

    return tag, info


PEERS = {"presidio": presidio_tagger, "scrubadub": scrubadub_tagger}


def run_peer(name: str, docs: list[Document], warmup: int = 3) -> dict:
    try:
        tag, info = PEERS[name]()
    except Exception as exc:
        return {"peer": name, "error": f"{type(exc).__name__}: {exc}"}
    for d in docs[:warmup]:
        tag(d.text)
    preds, t0 = [], time.perf_counter()
    for d in docs:
        preds.append(Document(id=d.id, text=d.text, spans=tag(d.text)))
    secs = time.perf_counter() - t0
    res = evaluate(docs, preds, with_errors=False)
    n_tok = sum(len(tokens(d.text)) for d in docs)
    return {"peer": name, "info": info, "seconds": round(secs, 3), "notes_per_s": round(len(docs) / secs, 1),
            "tokens_per_s": round(n_tok / secs), "metrics": res}  # fmt: skip


def row(name: str, m: dict, notes_per_s: float | None) -> str:
    def p(x: float) -> str:
        return f"{100 * x:.1f}"

    t, e, h = m["token"], m["entity"], m["hipaa"]
    return (f"| {name} | {p(t['recall'])} | {p(t['precision'])} | {p(e['relaxed']['label']['micro']['recall'])} | "
            f"{p(e['relaxed']['label']['micro']['precision'])} | {p(e['strict']['label']['micro']['f1'])} | "
            f"{p(h['token']['recall'])} | {notes_per_s if notes_per_s is not None else '—'} |")  # fmt: skip


HEADER = ("| system | token R | token P | relaxed R | relaxed P | strict F1 | HIPAA token R | notes/s |\n"
          "|---|---:|---:|---:|---:|---:|---:|---:|")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = REPO / "deidq-data" / "synth_en" / "test.jsonl"
    ap.add_argument("--input", type=Path, default=default if default.exists() else default.with_name("dev.jsonl"))
    ap.add_argument("--peers", default="presidio,scrubadub")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "peers")
    ap.add_argument("--deidq-metrics", type=Path, help="metrics.json from `deidq eval` on the same gold, to add a row")
    a = ap.parse_args(argv)
    warnings.filterwarnings("ignore")
    docs = load_documents(a.input, gold=True)
    if a.limit:
        docs = docs[: a.limit]
    results = [run_peer(p.strip(), docs) for p in a.peers.split(",") if p.strip()]
    a.out.mkdir(parents=True, exist_ok=True)
    (a.out / "peers.json").write_text(json.dumps({"input": str(a.input), "docs": len(docs), "results": results},
                                                 indent=2) + "\n")  # fmt: skip
    lines = [f"Gold: {a.input} ({len(docs)} notes).", "", HEADER]
    if a.deidq_metrics and a.deidq_metrics.exists():
        m = json.loads(a.deidq_metrics.read_text())
        roles = [x.split("=")[0] for x in str((m.get("meta") or {}).get("detectors", "")).split(", ") if x]
        lines.append(row(f"deidq ({'+'.join(roles)})", m,
                         (m.get("meta") or {}).get("notes_per_second")))  # fmt: skip
    for r in results:
        if "error" in r:
            lines.append(f"| {r['peer']} | could not run: {r['error']} | | | | | | |")
        else:
            lines.append(row(r["peer"], r["metrics"], r["notes_per_s"]))
    for r in results:
        if "info" in r:
            lines.append(f"\n{r['peer']}: {json.dumps(r['info'])}")
    md = "\n".join(lines) + "\n"
    (a.out / "peers.md").write_text(md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())

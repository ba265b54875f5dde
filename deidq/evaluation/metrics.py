"""Metrics for de-identification, over :class:`~deidq.workers.core.document.Document` pairs matched by id.

- **entity strict**: a prediction matches a gold entity with the same start, end and type.
- **entity relaxed**: a gold entity is found when a prediction of the same type overlaps it (recall);
  a prediction is correct when it overlaps a gold entity of the same type (precision). Not one-to-one:
  a name predicted in two pieces counts both pieces as correct.
- both on coarse labels and on fine types (gold ``orig_label or type`` vs predicted ``type``);
  per type, micro (pooled counts) and macro (mean F1 over gold types).
- **token binary**: tokens are maximal runs of letters or of digits (``[^\\W\\d_]+|\\d+``: ``AB12`` is
  two tokens; :func:`deidq.workers.core.scoring.tokens`, shared by every scorer); a token is PHI when
  it overlaps a span. Label-blind; recall here is the leak measure.
- **HIPAA subset**: the same on spans labelled NAME, DATE, LOCATION, ID, CONTACT and ages over 89.
- **per-detector contribution**: each role's own spans (from merge candidates) scored alone.

Stdlib only (plus the label tables) so ``bench/peers.py`` can import it from another venv."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from deidq.workers.core.document import Document
from deidq.workers.core.labels import HIPAA_LABELS, LABELS, MEDDOCAN_TYPES
from deidq.workers.core.scoring import TOKEN_RE, tokens  # noqa: F401 (TOKEN_RE re-exported for callers)
from deidq.workers.core.spans import Span
from deidq.workers.core.vocab import Decision

CONTEXT_CHARS = 40
MISSED = "(missed)"
SPURIOUS = "(none)"

# Our fine types → MEDDOCAN's, used when the gold is MEDDOCAN and a detector speaks our vocabulary.
FINE_TO_MEDDOCAN: dict[str, str] = {
    "PATIENT": "NOMBRE_SUJETO_ASISTENCIA",
    "DOCTOR": "NOMBRE_PERSONAL_SANITARIO",
    "FAMILY": "FAMILIARES_SUJETO_ASISTENCIA",
    "AGE": "EDAD_SUJETO_ASISTENCIA",
    "DATE": "FECHAS",
    "STREET": "CALLE",
    "CITY": "TERRITORIO",
    "STATE": "TERRITORIO",
    "ZIP": "TERRITORIO",
    "LOCATION_OTHER": "TERRITORIO",
    "COUNTRY": "PAIS",
    "HOSPITAL": "HOSPITAL",
    "ORGANIZATION": "INSTITUCION",
    "PHONE": "NUMERO_TELEFONO",
    "FAX": "NUMERO_FAX",
    "EMAIL": "CORREO_ELECTRONICO",
    "URL": "URL_WEB",
    "IPADDR": "DIREC_PROT_INTERNET",
    "MRN": "ID_SUJETO_ASISTENCIA",
    "HEALTHPLAN": "ID_ASEGURAMIENTO",
    "ACCOUNT": "ID_CONTACTO_ASISTENCIAL",
    "LICENSE": "ID_TITULACION_PERSONAL_SANITARIO",
    "VEHICLE": "IDENTIF_VEHICULOS_NRSERIE_PLACAS",
    "DEVICE": "IDENTIF_DISPOSITIVOS_NRSERIE",
    "BIOID": "IDENTIF_BIOMETRICOS",
    "IDNUM": "OTRO_NUMERO_IDENTIF",
    "SSN": "OTRO_NUMERO_IDENTIF",
    "PROFESSION": "PROFESION",
    "SEX": "SEXO_SUJETO_ASISTENCIA",
    "OTHER": "OTROS_SUJETO_ASISTENCIA",
}


def span_roles(s: Span) -> set[str]:
    """Detector roles that proposed a span: its ``roles`` (merged spans) or its detector's role; for prediction
    files written before spans carried roles, the part of each source before the first dot (or ``@``)."""
    if s.roles:
        return set(s.roles)
    if s.detector is not None:
        return {s.detector.role}
    srcs = s.sources or ((s.source,) if s.source else ())
    return {x.split("@")[0].split(".")[0] for x in srcs if x}


@dataclass(slots=True)
class PRF:
    """Counts kept apart for the two sides because relaxed matching is not one-to-one."""

    tp_pred: int = 0  # predictions judged correct
    n_pred: int = 0
    tp_gold: int = 0  # gold items found
    n_gold: int = 0

    def add(self, other: PRF) -> None:
        self.tp_pred += other.tp_pred
        self.n_pred += other.n_pred
        self.tp_gold += other.tp_gold
        self.n_gold += other.n_gold

    @property
    def precision(self) -> float:
        return self.tp_pred / self.n_pred if self.n_pred else (1.0 if not self.n_gold else 0.0)

    @property
    def recall(self) -> float:
        return self.tp_gold / self.n_gold if self.n_gold else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "precision": round(self.precision, 4),
            "recall": round(self.recall, 4),
            "f1": round(self.f1, 4),
            "tp_pred": self.tp_pred,
            "n_pred": self.n_pred,
            "tp_gold": self.tp_gold,
            "n_gold": self.n_gold,
            "fp": self.n_pred - self.tp_pred,
            "fn": self.n_gold - self.tp_gold,
        }


# --------------------------------------------------------------------------- entity matching


def _key_label(s: Span) -> str:
    return s.label


def _key_fine(s: Span) -> str:
    return s.type


def entity_counts(gold: Sequence[Span], pred: Sequence[Span], key: Callable[[Span], str], mode: str) -> dict[str, PRF]:
    """Per-type counts for one document. ``mode`` is ``strict`` or ``relaxed``."""
    out: dict[str, PRF] = defaultdict(PRF)
    for g in gold:
        out[key(g)].n_gold += 1
    for p in pred:
        out[key(p)].n_pred += 1
    if mode == "strict":
        gc = Counter((g.start, g.end, key(g)) for g in gold)
        pc = Counter((p.start, p.end, key(p)) for p in pred)
        for k, n in gc.items():
            m = min(n, pc.get(k, 0))
            out[k[2]].tp_gold += m
            out[k[2]].tp_pred += m
    elif mode == "relaxed":
        for g in gold:
            kg = key(g)
            if any(key(p) == kg and p.overlaps(g) for p in pred):
                out[kg].tp_gold += 1
        for p in pred:
            kp = key(p)
            if any(key(g) == kp and g.overlaps(p) for g in gold):
                out[kp].tp_pred += 1
    else:
        raise ValueError(f"unknown mode {mode!r}")
    return out


def summarize(per_type: dict[str, PRF], order: Iterable[str] | None = None) -> dict[str, Any]:
    micro = PRF()
    for c in per_type.values():
        micro.add(c)
    types = list(order) if order is not None else sorted(per_type)
    types = [t for t in types if t in per_type] + sorted(t for t in per_type if t not in set(types))
    gold_types = [t for t in types if per_type[t].n_gold]
    macro = sum(per_type[t].f1 for t in gold_types) / len(gold_types) if gold_types else 0.0
    return {
        "per_type": {t: per_type[t].to_dict() for t in types},
        "micro": micro.to_dict(),
        "macro_f1": round(macro, 4),
    }


# --------------------------------------------------------------------------- token binary


def _covered(toks: Sequence[tuple[int, int]], spans: Iterable[Span]) -> list[str | None]:
    """For each token, the label of the first span overlapping it (None when none does)."""
    marks: list[str | None] = [None] * len(toks)
    starts = [a for a, _ in toks]
    import bisect

    for s in spans:
        for a, b in s.pieces:
            i = bisect.bisect_right(starts, a) - 1
            i = max(i, 0)
            while i < len(toks) and toks[i][0] < b:
                if toks[i][1] > a and marks[i] is None:
                    marks[i] = s.label
                i += 1
    return marks


@dataclass(slots=True)
class TokenCounts:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    n_tokens: int = 0

    def add(self, o: TokenCounts) -> None:
        self.tp += o.tp
        self.fp += o.fp
        self.fn += o.fn
        self.n_tokens += o.n_tokens

    def to_dict(self) -> dict[str, Any]:
        p = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        r = self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return {
            "precision": round(p, 4),
            "recall": round(r, 4),
            "f1": round(f, 4),
            "tp": self.tp,
            "fp": self.fp,
            "fn": self.fn,
            "n_tokens": self.n_tokens,
            "n_phi_tokens": self.tp + self.fn,
        }


def token_counts(
    text: str,
    gold: Sequence[Span],
    pred: Sequence[Span],
    by_label: dict[str, list[int]] | None = None,
    by_pred_label: dict[str, list[int]] | None = None,
) -> TokenCounts:
    """Binary token counts. ``by_label`` collects [found, total] per gold label (recall);
    ``by_pred_label`` collects [on PHI, total] per predicted label (binary precision)."""
    toks = tokens(text)
    gm = _covered(toks, gold)
    pm = _covered(toks, pred)
    c = TokenCounts(n_tokens=len(toks))
    for g, p in zip(gm, pm, strict=True):
        if g and p:
            c.tp += 1
        elif g:
            c.fn += 1
        elif p:
            c.fp += 1
        if g and by_label is not None:
            slot = by_label.setdefault(g, [0, 0])
            slot[1] += 1
            if p:
                slot[0] += 1
        if p and by_pred_label is not None:
            slot = by_pred_label.setdefault(p, [0, 0])
            slot[1] += 1
            if g:
                slot[0] += 1
    return c


# --------------------------------------------------------------------------- subsets and helpers


_INT_RE = re.compile(r"\d+")


def is_hipaa(s: Span, text: str) -> bool:
    """HIPAA Safe Harbor identifier: labels in HIPAA_LABELS, and ages over 89 (read from the digits)."""
    if s.label in HIPAA_LABELS:
        return True
    if s.label == "AGE":
        m = _INT_RE.search(text[s.start : s.end])
        return bool(m) and int(m.group()) > 89
    return False


def _crosswalk_needed(golds: Sequence[Document]) -> bool:
    types = Counter(s.type for d in golds for s in d.spans)
    total = sum(types.values())
    med = sum(n for t, n in types.items() if t in MEDDOCAN_TYPES and t not in ("HOSPITAL",))
    return bool(total) and med / total >= 0.5


def _apply_crosswalk(spans: Sequence[Span]) -> list[Span]:
    out = []
    for s in spans:
        if s.type not in MEDDOCAN_TYPES and s.type in FINE_TO_MEDDOCAN:
            s = s.with_(type=FINE_TO_MEDDOCAN[s.type])
        out.append(s)
    return out


def _ctx(text: str, s: Span, n: int) -> dict[str, str]:
    return {"left": text[max(0, s.start - n) : s.start], "right": text[s.end : s.end + n]}


def confusion(gold: Sequence[Span], pred: Sequence[Span], into: dict[str, Counter]) -> None:
    """Label confusion: each gold entity against its largest-overlap prediction (or MISSED); each
    prediction overlapping no gold counted as SPURIOUS → its label."""
    for g in gold:
        best, best_ov = None, 0
        for p in pred:
            ov = min(g.end, p.end) - max(g.start, p.start)
            if ov > best_ov:
                best, best_ov = p, ov
        into.setdefault(g.label, Counter())[best.label if best else MISSED] += 1
    for p in pred:
        if not any(p.overlaps(g) for g in gold):
            into.setdefault(SPURIOUS, Counter())[p.label] += 1


def error_items(doc: Document, gold: Sequence[Span], pred: Sequence[Span], n: int = CONTEXT_CHARS) -> list[dict]:
    """Misses, partial/typed mismatches and false alarms of one document, with context, for review."""
    items = []
    for g in gold:
        ov = [p for p in pred if p.overlaps(g)]
        if not ov:
            kind = "miss"
        elif any(p.start == g.start and p.end == g.end and p.label == g.label for p in ov):
            continue
        elif any(p.label == g.label for p in ov):
            covered = all(any(p.start <= a and p.end >= b for p in ov) for a, b in tokens_in(doc.text, g))
            kind = "boundary" if covered else "partial"
        else:
            kind = "wrong_type"
        items.append(
            {
                "kind": kind,
                "doc": doc.id,
                "start": g.start,
                "end": g.end,
                "label": g.label,
                "type": g.type,
                "text": doc.text[g.start : g.end],
                "predicted": [f"{p.label}:{p.start}-{p.end}" for p in ov],
                **_ctx(doc.text, g, n),
            }
        )
    for p in pred:
        if not any(p.overlaps(g) for g in gold):
            items.append(
                {
                    "kind": "false_alarm",
                    "doc": doc.id,
                    "start": p.start,
                    "end": p.end,
                    "label": p.label,
                    "type": p.type,
                    "text": doc.text[p.start : p.end],
                    "sources": list(p.sources or ([p.source] if p.source else [])),
                    **_ctx(doc.text, p, n),
                }
            )
    return items


def tokens_in(text: str, s: Span) -> list[tuple[int, int]]:
    return [(s.start + a, s.start + b) for a, b in tokens(text[s.start : s.end])]


def _role_spans(doc: Document, role: str) -> list[Span]:
    if doc.all_spans is not None:
        return [s for s in doc.all_spans if role in span_roles(s) and s.decision != Decision.TRIMMED]
    return [s for s in doc.spans if role in span_roles(s)]


def _detected(gold: Sequence[Span], pred: Sequence[Span]) -> int:
    return sum(1 for g in gold if any(p.overlaps(g) for p in pred))


# --------------------------------------------------------------------------- main entry point


def pair_docs(gold: Sequence[Document], pred: Sequence[Document]) -> tuple[list[tuple[Document, Document]], list[str]]:
    by_id = {d.id: d for d in pred}
    pairs, missing = [], []
    for g in gold:
        p = by_id.get(g.id)
        if p is None:
            missing.append(g.id)
            p = Document(id=g.id, text=g.text, spans=[])
        elif p.text != g.text:
            raise ValueError(f"document {g.id}: predicted text differs from gold text (same file version?)")
        pairs.append((g, p))
    return pairs, missing


def evaluate(
    gold_docs: Sequence[Document],
    pred_docs: Sequence[Document],
    *,
    fine_crosswalk: str | bool = "auto",
    context_chars: int = CONTEXT_CHARS,
    with_errors: bool = True,
) -> dict[str, Any]:
    """Score predictions against gold. Returns a JSON-able dict; ``errors`` (with note text) is
    included only when ``with_errors`` and must go to review files only, never to logs."""
    pairs, missing = pair_docs(gold_docs, pred_docs)
    walk = _crosswalk_needed(gold_docs) if fine_crosswalk == "auto" else bool(fine_crosswalk)
    ent: dict[str, dict[str, dict[str, PRF]]] = {
        m: {"label": defaultdict(PRF), "fine": defaultdict(PRF)} for m in ("strict", "relaxed")
    }
    hip: dict[str, dict[str, PRF]] = {"strict": defaultdict(PRF), "relaxed": defaultdict(PRF)}
    tok, hip_tok = TokenCounts(), TokenCounts()
    tok_by_label: dict[str, list[int]] = {}
    tok_by_pred_label: dict[str, list[int]] = {}
    conf: dict[str, Counter] = {}
    errors: list[dict] = []
    n_detected = 0
    roles: set[str] = set()
    for _, p in pairs:
        for s in p.all_spans if p.all_spans is not None else p.spans:
            roles |= span_roles(s)
    role_acc = {
        r: {"relaxed": defaultdict(PRF), "strict": defaultdict(PRF), "token": TokenCounts(), "detected": 0, "unique": 0}
        for r in sorted(roles)
    }

    for g, p in pairs:
        pred_fine = _apply_crosswalk(p.spans) if walk else list(p.spans)
        for mode in ("strict", "relaxed"):
            for t, c in entity_counts(g.spans, p.spans, _key_label, mode).items():
                ent[mode]["label"][t].add(c)
            for t, c in entity_counts(g.spans, pred_fine, _key_fine, mode).items():
                ent[mode]["fine"][t].add(c)
        tok.add(token_counts(g.text, g.spans, p.spans, tok_by_label, tok_by_pred_label))
        n_detected += _detected(g.spans, p.spans)
        hg = [s for s in g.spans if is_hipaa(s, g.text)]
        hp = [s for s in p.spans if is_hipaa(s, p.text)]
        for mode in ("strict", "relaxed"):
            for t, c in entity_counts(hg, hp, _key_label, mode).items():
                hip[mode][t].add(c)
        hip_tok.add(token_counts(g.text, hg, hp))
        confusion(g.spans, p.spans, conf)
        if with_errors:
            errors.extend(error_items(g, g.spans, p.spans, context_chars))
        if role_acc:
            found_by: dict[int, set[str]] = defaultdict(set)
            for r, acc in role_acc.items():
                rs = _role_spans(p, r)
                for mode in ("strict", "relaxed"):
                    for t, c in entity_counts(g.spans, rs, _key_label, mode).items():
                        acc[mode][t].add(c)
                acc["token"].add(token_counts(g.text, g.spans, rs))
                for i, gs in enumerate(g.spans):
                    if any(x.overlaps(gs) for x in rs):
                        found_by[i].add(r)
                        acc["detected"] += 1
            for rset in found_by.values():
                if len(rset) == 1:
                    role_acc[next(iter(rset))]["unique"] += 1

    n_gold = sum(len(g.spans) for g, _ in pairs)
    entity = {
        mode: {lvl: summarize(ent[mode][lvl], LABELS if lvl == "label" else None) for lvl in ("label", "fine")}
        for mode in ("strict", "relaxed")
    }
    tok_d = tok.to_dict()
    tok_d["recall_by_label"] = {
        lab: round(v[0] / v[1], 4) if v[1] else 1.0
        for lab, v in sorted(tok_by_label.items(), key=lambda kv: LABELS.index(kv[0]))
    }
    tok_d["precision_by_label"] = {
        lab: round(v[0] / v[1], 4) if v[1] else 1.0
        for lab, v in sorted(tok_by_pred_label.items(), key=lambda kv: LABELS.index(kv[0]))
    }
    ens_rel = entity["relaxed"]["label"]["micro"]
    detectors = {}
    for r, acc in role_acc.items():
        rel = summarize(acc["relaxed"], LABELS)["micro"]
        st = summarize(acc["strict"], LABELS)["micro"]
        td = acc["token"].to_dict()
        detectors[r] = {
            "relaxed": rel,
            "strict": st,
            "token": td,
            "detected_entities": acc["detected"],
            "unique_entities": acc["unique"],
            "ensemble_gain": {
                "relaxed_recall": round(ens_rel["recall"] - rel["recall"], 4),
                "strict_recall": round(entity["strict"]["label"]["micro"]["recall"] - st["recall"], 4),
                "token_recall": round(tok_d["recall"] - td["recall"], 4),
                "detected_entities": n_detected - acc["detected"],
            },
        }
    labels_seen = [x for x in LABELS if x in conf or any(x in c for c in conf.values())]
    rows = [*labels_seen, SPURIOUS]
    cols = [*labels_seen, MISSED]
    result: dict[str, Any] = {
        "n_docs": len(pairs),
        "n_gold": n_gold,
        "n_pred": sum(len(p.spans) for _, p in pairs),
        "missing_pred_docs": len(missing),
        "fine_crosswalk": "meddocan" if walk else None,
        "entity": entity,
        "detected": {"n": n_detected, "rate": round(n_detected / n_gold, 4) if n_gold else 1.0},
        "token": tok_d,
        "hipaa": {
            "n_gold": sum(c.n_gold for c in hip["strict"].values()),
            "strict": summarize(hip["strict"], LABELS)["micro"],
            "relaxed": summarize(hip["relaxed"], LABELS)["micro"],
            "token": hip_tok.to_dict(),
        },
        "confusion": {
            "rows": rows,
            "cols": cols,
            "matrix": [[conf.get(r, Counter()).get(c, 0) for c in cols] for r in rows],
        },
        "detectors": detectors,
        "detectors_source": (
            None
            if not detectors
            else "merge candidates"
            if any(p.all_spans is not None for _, p in pairs)
            else "kept spans' sources (approximate: spans a role lost in a conflict are not counted)"
        ),
    }
    if with_errors:
        result["errors"] = errors
    return result


GROUP_KEYS = ("genre", "source")  # document meta fields ``deidq eval`` breaks its figures down by


def evaluate_groups(
    gold_docs: Sequence[Document], pred_docs: Sequence[Document], keys: Sequence[str] = GROUP_KEYS
) -> dict[str, dict[str, dict[str, Any]]]:
    """Headline figures per value of each gold ``meta`` key in ``keys`` (per genre, per carrier source), so a
    set mixing genres or sources shows where the system is weak. Keys no gold document carries are left out."""
    preds = {d.id: d for d in pred_docs}
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for key in keys:
        groups: dict[str, list[Document]] = defaultdict(list)
        for g in gold_docs:
            if g.meta.get(key) not in (None, ""):
                groups[str(g.meta[key])].append(g)
        if not groups:
            continue
        rows: dict[str, dict[str, Any]] = {}
        for value in sorted(groups):
            golds = groups[value]
            r = evaluate(golds, [preds[g.id] for g in golds if g.id in preds], with_errors=False)
            t, e = r["token"], r["entity"]
            rows[value] = {
                "n_docs": r["n_docs"], "n_gold": r["n_gold"], "n_pred": r["n_pred"],
                "token_precision": t["precision"], "token_recall": t["recall"], "phi_tokens_missed": t["fn"],
                "n_phi_tokens": t["n_phi_tokens"], "strict_label_f1": e["strict"]["label"]["micro"]["f1"],
                "relaxed_label_f1": e["relaxed"]["label"]["micro"]["f1"],
            }  # fmt: skip
        out[key] = rows
    return out

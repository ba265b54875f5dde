"""Torch-free inference for the BiLSTM-CRF tagger: featurization, ONNX session cache, numpy Viterbi
and forward-backward vectorised over the batch, BIOES repair, token -> character offsets.

The ONNX graph (``model.onnx``, interface 2, written by ``models/bilstm_crf/graph.py``) maps
``word_ids [B,T]``, ``case_ids [B,T]`` and ``char_index [B,T]`` with the character vectors of the batch's
tokens (``char_vectors``: cached by this runtime; ``new_chars``: the characters of the rest) to
``emissions [B,T,K]`` and ``new_char_vectors``, and carries the CRF parameters as constant outputs
``transitions [K,K]`` (from -> to), ``start_transitions [K]``, ``end_transitions [K]``.
``vocab.json`` holds the word, character and tag vocabularies. A model trained with lexical features
(interface 3) also takes ``lex_feats [B,T,F]``, computed by ``models/lexicon.py`` from the word lists the
artifact ships (``manifest["features"]``).

A token's character vector (the char BiLSTM's final states) depends on its characters alone, and notes
repeat most tokens, so each distinct token runs through the character encoder once per process
(:class:`CharVectorCache`); the token BiLSTM sees exactly what it would without the cache.

An artifact may hold several members (``manifest["members"]``: ONNX files trained with different seeds
on the same vocabulary). Their outputs are averaged before decoding: the mean of the emission and
transition scores is one CRF whose best path the members agree on most (a product of experts).

An artifact may also ship int8 variants of its ONNX files (``manifest["int8"]``, written by ``models/quantize.py``):
``precision`` picks them (``auto``: on a CPU when the manifest says ``cpu_default``).

Nothing here imports torch (``tests/unit/test_model_runtime.py`` checks it in a subprocess).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from deidq.models.crf import emission_probs, fan_in_groups, live_positions, marginals, surely_outside, viterbi
from deidq.models.lexicon import Lexicon
from deidq.models.memo import Index, Memo
from deidq.models.tokenizer import DEFAULT_MAX_LEN, case_id, normalize_word, segment_bounds, token_columns

PAD, UNK = 0, 1
_FEATURE_CACHE_MAX = 200_000  # distinct token strings memoised per vocabulary (cleared when full)
_CHAR_CACHE_MAX = 100_000  # char vectors kept per member (20 MB each; cleared when full)
# the graph's interface, by name (``models/bilstm_crf/graph.py`` writes it; the runtime checks it at load)
INTERFACE = 2
INPUTS = ("word_ids", "case_ids", "char_index", "char_vectors", "new_chars")
OUTPUTS = ("emissions", "new_char_vectors", "transitions", "start_transitions", "end_transitions")
CRF_OUTPUTS = OUTPUTS[2:]
LEX_INTERFACE = 3  # interface 2 plus the lexical-feature input
LEX_INPUT = "lex_feats"
CONFIDENCE_MODES = ("marginal", "emission", "none")
PRECISIONS = ("auto", "float32", "int8")  # auto: the manifest's int8 record decides on a CPU (models/quantize.py)
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


# --------------------------------------------------------------------------------------------------
# vocabulary and featurization


@dataclass
class Vocab:
    words: list[str]
    chars: list[str]
    tags: list[str]
    max_chars: int = 20
    max_len: int = DEFAULT_MAX_LEN
    scheme: str = "BIOES"

    def __post_init__(self) -> None:
        self.word_index = {w: i for i, w in enumerate(self.words)}
        self.char_index = {c: i for i, c in enumerate(self.chars)}
        self.tag_index = {t: i for i, t in enumerate(self.tags)}
        self._feat_cache: Memo[str, tuple[int, int, str]] = Memo(self._compute_features, _FEATURE_CACHE_MAX)

    @classmethod
    def load(cls, path: str | Path) -> Vocab:
        d = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls(d["words"], d["chars"], d["tags"], int(d.get("max_chars", 20)),
                   int(d.get("max_len", DEFAULT_MAX_LEN)), d.get("scheme", "BIOES"))  # fmt: skip

    def save(self, path: str | Path) -> None:
        d = {"scheme": self.scheme, "max_chars": self.max_chars, "max_len": self.max_len,
             "tags": self.tags, "chars": self.chars, "words": self.words}  # fmt: skip
        Path(path).write_text(json.dumps(d, ensure_ascii=False), encoding="utf-8")

    @property
    def types(self) -> list[str]:
        return sorted({t[2:] for t in self.tags if t != "O"})

    def char_key(self, tok: str) -> str:
        """Characters the char-LSTM sees for a token: at most ``max_chars`` (head and tail kept)."""
        if len(tok) <= self.max_chars:
            return tok
        half = self.max_chars // 2
        return tok[:half] + tok[len(tok) - (self.max_chars - half) :]

    def _compute_features(self, tok: str) -> tuple[int, int, str]:
        """(word id, casing id, char key) of a token string; memoised in ``_feat_cache`` (notes repeat most tokens)."""
        return self.word_index.get(normalize_word(tok), UNK), case_id(tok), self.char_key(tok)

    def char_ids(self, keys: Sequence[str]) -> np.ndarray:
        """Character ids of char keys, [len(keys), longest key] (0-padded)."""
        c = max((len(k) for k in keys), default=1) or 1
        out = np.zeros((len(keys), c), dtype=np.int64)
        ci = self.char_index
        for u, k in enumerate(keys):
            if k:
                out[u, : len(k)] = [ci.get(ch, UNK) for ch in k]
        return out

    def encode_tokens(self, segments: Sequence[Sequence[str]]) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[str]]:
        """``(word_ids, case_ids, char_index, keys)`` for a batch of token-string segments (padded to the
        longest): ``char_index`` points into ``keys``, the batch's distinct char keys (``""``, the padding,
        first)."""
        b = len(segments)
        lengths = [len(s) for s in segments]
        t = max(lengths, default=1) or 1
        word_ids = np.zeros((b, t), dtype=np.int64)
        case_ids = np.zeros((b, t), dtype=np.int64)
        char_index = np.zeros((b, t), dtype=np.int64)
        uniq: Index[str] = Index({"": 0})  # the padding's key is id 0
        flat = [tok for seg in segments for tok in seg]
        if flat:
            # one assignment per array for the whole batch: the real positions of a padded [B,T] array, in row-major
            # order, are the batch's tokens in order
            live = live_positions(lengths, t)
            ws, cs, ks = zip(*map(self._feat_cache.__getitem__, flat), strict=True)
            word_ids[live] = ws
            case_ids[live] = cs
            char_index[live] = list(map(uniq.__getitem__, ks))
        return word_ids, case_ids, char_index, list(uniq)

    def encode(self, segments: Sequence[Sequence[str]]) -> dict[str, np.ndarray]:
        """The torch model's inputs (``models/bilstm_crf/model.py``): ``word_ids``, ``case_ids``,
        ``uniq_chars [U,C]`` (the characters of the batch's distinct char keys) and ``char_index``."""
        word_ids, case_ids, char_index, keys = self.encode_tokens(segments)
        return {"word_ids": word_ids, "case_ids": case_ids, "uniq_chars": self.char_ids(keys),
                "char_index": char_index}  # fmt: skip

    def graph_inputs(self, segments: Sequence[Sequence[str]], dim: int,
                     lexicon: Lexicon | None = None) -> dict[str, np.ndarray]:  # fmt: skip
        """ONNX inputs for a batch with nothing cached: every char key goes through the character encoder."""
        word_ids, case_ids, char_index, keys = self.encode_tokens(segments)
        feeds = {"word_ids": word_ids, "case_ids": case_ids, "char_index": char_index,
                 "char_vectors": np.zeros((0, dim), dtype=np.float32), "new_chars": self.char_ids(keys)}  # fmt: skip
        if lexicon is not None:
            feeds[LEX_INPUT] = lexicon.encode(segments)
        return feeds


def tags_to_spans(tags: Sequence[str]) -> list[tuple[int, int, str]]:
    """Token spans ``(first, last_inclusive, type)`` from BIOES/BIO tags, repairing broken sequences:
    an I-/E- without a matching open entity starts one; a type change closes the open entity."""
    spans: list[tuple[int, int, str]] = []
    cur: list[Any] | None = None
    for i, tag in enumerate(tags):
        if tag == "O" or len(tag) < 3:
            if cur:
                spans.append(tuple(cur))  # type: ignore[arg-type]
            cur = None
            continue
        prefix, typ = tag[0], tag[2:]
        if prefix in ("B", "S") or cur is None or cur[2] != typ:
            if cur:
                spans.append(tuple(cur))  # type: ignore[arg-type]
            cur = [i, i, typ]
        else:
            cur[1] = i
        if prefix in ("S", "E"):
            spans.append(tuple(cur))  # type: ignore[arg-type]
            cur = None
    if cur:
        spans.append(tuple(cur))  # type: ignore[arg-type]
    return spans


# --------------------------------------------------------------------------------------------------
# ONNX session


@dataclass(frozen=True)
class CharSpan:
    start: int
    end: int
    type: str
    score: float


def member_files(manifest: dict[str, Any]) -> list[str]:
    """The ONNX files of an artifact: ``manifest["members"][*]["file"]``, or ``model.onnx`` alone."""
    members = manifest.get("members") or [{"file": "model.onnx"}]
    files = [str(m["file"]) for m in members]
    if any(Path(f).name != f or not f.endswith(".onnx") for f in files):
        raise ValueError(f"manifest members must be .onnx file names in the artifact directory, not {files}")
    return files


def check_interface(file: str, inputs: Sequence[str], outputs: Sequence[str], lexical: bool = False) -> None:
    """Fail at load, saying what to do, when a graph lacks the inputs or outputs the runtime feeds and reads
    (``lexical``: the manifest describes lexical features, so the graph may take ``lex_feats``; a single-model
    artifact whose graph does not is refused by :class:`TaggerRuntime`, an ensemble may mix the two)."""
    want = (*INPUTS, LEX_INPUT) if LEX_INPUT in inputs else INPUTS
    if LEX_INPUT in inputs and not lexical:
        raise ValueError(f"{file} takes lexical features but its manifest has no 'features' record to compute them")
    missing_in = [n for n in want if n not in inputs]
    missing_out = [n for n in OUTPUTS if n not in outputs]
    extra_in = [n for n in inputs if n not in want]
    if missing_in or missing_out or extra_in:
        legacy = "uniq_chars" in inputs
        raise ValueError(
            f"{file} does not have the tagger's ONNX interface {INTERFACE} (missing inputs {missing_in}, missing "
            f"outputs {missing_out}, unexpected inputs {extra_in}). "
            + ("It is an older torch.onnx export: " if legacy else "")
            + "run `deidq export --upgrade --out DIR` (train extra) to rewrite the artifact's graphs with the "
            "same weights, or re-export its checkpoint with `deidq export`"
        )


def member_feeds(feeds: dict[str, np.ndarray], lexical: bool) -> dict[str, np.ndarray]:
    """A batch's inputs for one member: without ``lex_feats`` when its graph does not take them."""
    return feeds if lexical or LEX_INPUT not in feeds else {k: v for k, v in feeds.items() if k != LEX_INPUT}


def char_vector_dim(sess: Any) -> int:
    """Size of a session's character vectors (the ``new_char_vectors`` output's second axis)."""
    return int(next(o for o in sess.get_outputs() if o.name == "new_char_vectors").shape[1])


class CharVectorCache:
    """Character-BiLSTM outputs by char key, one table per member with shared slots.

    A token's character vector depends on its characters alone, so it is computed once and reused by
    every later batch; the table is cleared when it holds ``max_keys`` keys (memory stays bounded)."""

    def __init__(self, members: int, dim: int, max_keys: int = _CHAR_CACHE_MAX) -> None:
        self.dim = dim
        self.max_keys = max_keys
        self.slots: dict[str, int] = {}
        self.tables = [np.zeros((1024, dim), dtype=np.float32) for _ in range(members)]

    def __len__(self) -> int:
        return len(self.slots)

    def split(self, keys: Sequence[str]) -> tuple[np.ndarray, np.ndarray, list[str]]:
        """``(slots, order, new)``: the cache slots of the cached keys, each key's row in
        ``concat(cached vectors, new vectors)``, and the keys still to compute, in order."""
        cached: list[int] = []
        new: list[str] = []
        kind = np.empty(len(keys), dtype=np.int64)
        get = self.slots.get
        for i, k in enumerate(keys):
            slot = get(k)
            if slot is None:
                kind[i] = -1 - len(new)
                new.append(k)
            else:
                kind[i] = len(cached)
                cached.append(slot)
        order = np.where(kind >= 0, kind, len(cached) - 1 - kind)
        return np.array(cached, dtype=np.int64), order, new

    def add(self, keys: Sequence[str], vectors: Sequence[np.ndarray]) -> None:
        """Store each member's vectors ``[len(keys), dim]`` for ``keys`` (not yet cached)."""
        if len(self.slots) + len(keys) > self.max_keys:
            self.slots.clear()
        first = len(self.slots)
        need = first + len(keys)
        if need > len(self.tables[0]):
            size = max(need, 2 * len(self.tables[0]))
            self.tables = [np.concatenate([t, np.zeros((size - len(t), self.dim), dtype=np.float32)])
                           for t in self.tables]  # fmt: skip
        for table, vec in zip(self.tables, vectors, strict=True):
            table[first:need] = vec[: len(keys)]
        self.slots.update(zip(keys, range(first, need), strict=True))


def _ort_threads(threads: int | None) -> int:
    # None: onnxruntime's default (0); DEIDQ_ORT_THREADS reaches here as an option via Settings
    return int(threads) if threads is not None else 0


class TaggerRuntime:
    """One loaded model: ONNX session + vocab + CRF parameters. Use :func:`load_runtime` (cached)."""

    def __init__(self, artifact_dir: str | Path, threads: int | None = None, device: str = "auto",
                 batch_tokens: int | None = None, max_batch: int | None = None,
                 members: int | None = None, precision: str = "auto") -> None:  # fmt: skip
        import onnxruntime as ort
        from threadpoolctl import threadpool_limits

        # The CRF's matrix products are [<=512, K] x [K, K]: BLAS threads cost more in spinning than
        # they gain, and they fight onnxruntime's and other processes' threads for the cores.
        threadpool_limits(limits=1, user_api="blas")
        self.dir = Path(artifact_dir)
        self.vocab = Vocab.load(self.dir / "vocab.json")
        manifest = self.dir / "manifest.json"
        self.manifest: dict[str, Any] = json.loads(manifest.read_text()) if manifest.is_file() else {}
        so = ort.SessionOptions()
        n = _ort_threads(threads)
        so.intra_op_num_threads = n
        so.inter_op_num_threads = 1
        so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        available = ort.get_available_providers()
        if device == "cpu":
            wanted = ["CPUExecutionProvider"]
        elif device in ("auto", "cuda", "gpu"):
            wanted = [p for p in ("CUDAExecutionProvider", "CPUExecutionProvider") if p in available]
            if device != "auto" and "CUDAExecutionProvider" not in wanted:
                raise RuntimeError("device=cuda requested but onnxruntime has no CUDAExecutionProvider "
                                   "(install the 'gpu' extra: onnxruntime-gpu)")  # fmt: skip
        else:
            raise ValueError(f"unknown device {device!r}; use auto, cpu or cuda")
        self.members = member_files(self.manifest)
        self.total_members = len(self.members)
        if members is not None:  # the first N members only: faster, less accurate (see docs/model.md)
            if not 1 <= members <= len(self.members):
                raise ValueError(f"members must be between 1 and {len(self.members)} for {self.dir}, not {members}")
            self.members = self.members[:members]
        self.precision = self._precision(precision, gpu="CUDAExecutionProvider" in wanted)
        files = [self.manifest["int8"]["files"][f] for f in self.members] if self.precision == "int8" else self.members
        if self.precision == "int8":
            # onnxruntime splits an LSTM's batch across its threads and quantizes each part on its own scale: one
            # thread keeps the fixed ranges of models/fixed_range.py whole (scale with processes instead)
            n = so.intra_op_num_threads = 1
        self.sessions = [ort.InferenceSession(str(self.dir / f), sess_options=so, providers=wanted)
                         for f in files]  # fmt: skip
        features = self.manifest.get("features")
        # the word lists ship beside the model and are checked against the manifest's checksums
        self.lexicon = Lexicon(self.dir, features) if features else None
        for f, sess in zip(self.members, self.sessions, strict=True):
            check_interface(f, [i.name for i in sess.get_inputs()], [o.name for o in sess.get_outputs()],
                            lexical=self.lexicon is not None)  # fmt: skip
        # which members take the lexical features (an ensemble may mix members with and without them)
        self._lexical = [any(i.name == LEX_INPUT for i in sess.get_inputs()) for sess in self.sessions]
        if self.lexicon is not None and not any(self._lexical):
            raise ValueError(f"{self.dir}: the manifest describes lexical features but no graph takes "
                             f"'{LEX_INPUT}'; re-export the artifact with `deidq export`")  # fmt: skip
        self.providers: list[str] = list(self.sessions[0].get_providers())
        self.threads = n
        # Segments per ONNX call (a batch is also decoded as one by the CRF). On the CPU, small batches win:
        # the CRF's per-step [rows, K] arrays stay in cache, and sorted segments pad less (ACI notes: 128 rows
        # and 6,000 padded tokens take 4.7 ms a note, 512 and 16,000 take 6.2, same output). A GPU wants big ones.
        gpu = "CUDAExecutionProvider" in self.providers
        self.batch_tokens = batch_tokens or (16000 if gpu else 6000)
        self.max_batch = max_batch or (512 if gpu else 128)
        self._lock = threading.Lock()  # the char cache is shared by the threads using this runtime
        dims = {char_vector_dim(sess) for sess in self.sessions}
        if len(dims) != 1:
            raise ValueError(f"members of {self.dir} have different character vector sizes {sorted(dims)}")
        self.chars = CharVectorCache(len(self.sessions), dims.pop())
        # the CRF parameters are constant outputs: read once (averaged), then only emissions are fetched
        feeds = self.vocab.graph_inputs([["a"]], self.chars.dim, self.lexicon)
        crf = [sess.run(list(CRF_OUTPUTS), member_feeds(feeds, lexical))
               for sess, lexical in zip(self.sessions, self._lexical, strict=True)]  # fmt: skip
        self.trans, self.start, self.end = (
            np.asarray(np.mean([c[i] for c in crf], axis=0, dtype=np.float32)) for i in range(3)
        )
        self.groups = fan_in_groups(self.trans)
        self.tags = self.vocab.tags
        self._o_index = self.tags.index("O")
        self._types = self.vocab.types
        self._type_onehot = np.zeros((len(self.tags), len(self._types)), dtype=np.float32)
        for k, tag in enumerate(self.tags):
            if tag != "O":
                self._type_onehot[k, self._types.index(tag[2:])] = 1.0

    def _precision(self, asked: str, gpu: bool) -> str:
        """``float32`` or ``int8``: what ``asked`` (one of PRECISIONS) means for this artifact and device. ``auto``
        runs int8 only on a CPU and only where the manifest's ``int8`` record says ``cpu_default``."""
        if asked not in PRECISIONS:
            raise ValueError(f"precision must be one of {', '.join(PRECISIONS)}, not {asked!r}")
        record = self.manifest.get("int8") or {}
        if asked == "auto":
            asked = "int8" if record.get("cpu_default") and not gpu else "float32"
        if asked == "int8":
            lacking = [f for f in self.members if f not in (record.get("files") or {})]
            if lacking or not all((self.dir / record["files"][f]).is_file() for f in self.members):
                raise ValueError(f"{self.dir} has no int8 file for {lacking or self.members}: make them with "
                                 f"`deidq export --quantize --out {self.dir}` (train extra) or set "
                                 "DEIDQ_MODEL_PRECISION=float32")  # fmt: skip
        return asked

    def emissions(self, segments: Sequence[Sequence[str]]) -> np.ndarray:
        """Emission scores [B,T,K] of token-string segments, averaged over the members."""
        word_ids, case_ids, char_index, keys = self.vocab.encode_tokens(segments)
        lex = self.lexicon.encode(segments) if self.lexicon is not None else None
        with self._lock:
            slots, order, new = self.chars.split(keys)
            feeds = {"word_ids": word_ids, "case_ids": case_ids, "char_index": order[char_index],
                     "new_chars": self.vocab.char_ids(new or [""])}  # fmt: skip  # the graph wants >= 1 row
            if lex is not None:
                feeds[LEX_INPUT] = lex
            ems, vecs = [], []
            for sess, table, lexical in zip(self.sessions, self.chars.tables, self._lexical, strict=True):
                em, vec = sess.run(["emissions", "new_char_vectors"],
                                   {**member_feeds(feeds, lexical), "char_vectors": table[slots]})  # fmt: skip
                ems.append(em)
                vecs.append(vec)
            if new:
                self.chars.add(new, vecs)
        return ems[0] if len(ems) == 1 else np.asarray(np.mean(ems, axis=0, dtype=np.float32))

    def _add_probable_tokens(self, seg: Sequence[str], tags: list[str], scores: list[float], probs: np.ndarray,
                             boost: np.ndarray) -> None:  # fmt: skip
        """Tag (in place) the boosted tokens that contain a letter or digit, as BIOES runs per type; a run
        next to a best-path entity of its type joins it."""
        by_type = probs @ self._type_onehot  # [n, types]: P(token in an entity of that type)
        marks: list[str | None] = [None] * len(seg)
        for j in map(int, np.flatnonzero(boost)):
            if any(ch.isalnum() for ch in seg[j]):
                marks[j] = self._types[int(by_type[j].argmax())]
                scores[j] = float(1.0 - probs[j, self._o_index])
        j = 0
        while j < len(seg):
            typ = marks[j]
            if typ is None:
                j += 1
                continue
            k = j
            while k + 1 < len(seg) and marks[k + 1] == typ:
                k += 1
            # a run touching a best-path entity of the same type extends it ("Nvo" + "León"), rather than
            # leaving two fragments of one name
            left = j > 0 and tags[j - 1] in (f"E-{typ}", f"S-{typ}")
            right = k + 1 < len(seg) and tags[k + 1] in (f"B-{typ}", f"S-{typ}")
            if left:
                tags[j - 1] = f"B-{typ}" if tags[j - 1][0] == "S" else f"I-{typ}"
            if right:
                tags[k + 1] = f"E-{typ}" if tags[k + 1][0] == "S" else f"I-{typ}"
            for m in range(j, k + 1):
                first, last = m == j and not left, m == k and not right
                tags[m] = f"{'S' if last else 'B'}-{typ}" if first else f"{'E' if last else 'I'}-{typ}"
            j = k + 1

    def decode_segments(self, segments: Sequence[Sequence[str]], confidence: str = "marginal",
                        recall_threshold: float = 0.0) -> list[tuple[list[str], list[float]]]:  # fmt: skip
        """Tags and per-token confidence of the chosen tag for token-string segments, batched by length.

        ``confidence``: ``marginal`` (CRF posterior by forward-backward; slowest), ``emission``
        (softmax of the emission scores; cheap) or ``none`` (1.0).

        ``recall_threshold`` (0 = off; needs ``marginal``): a token the best path leaves ``O`` but whose
        posterior P(O) is below the threshold is tagged as its most probable PHI type (summed over
        B/I/E/S), with confidence 1 - P(O); runs of such tokens form one span. The best path is the
        most probable *sequence*; this adds tokens that are probably PHI *one by one* — recall first."""
        if confidence not in CONFIDENCE_MODES:
            raise ValueError(f"confidence must be one of {', '.join(CONFIDENCE_MODES)}")
        if recall_threshold and confidence != "marginal":
            raise ValueError("recall_threshold needs confidence='marginal'")
        results: list[tuple[list[str], list[float]]] = [([], [])] * len(segments)
        order = sorted(range(len(segments)), key=lambda i: len(segments[i]))
        batch: list[int] = []

        def flush() -> None:
            if not batch:
                return
            segs = [segments[i] for i in batch]
            lengths = np.array([len(s) for s in segs], dtype=np.int64)
            em = self.emissions(segs)
            live = live_positions(lengths, em.shape[1])
            if recall_threshold:
                # every segment may gain tokens, so every segment needs its marginals; they prove most
                # segments' best path all O (crf.surely_outside), and Viterbi runs on the rest only
                probs = marginals(em, lengths, self.trans, self.start, self.end)
                path = np.where(live, self._o_index, 0)
                rest = np.flatnonzero(~surely_outside(probs, lengths, self._o_index))
                if len(rest):
                    width = int(lengths[rest].max())
                    path[rest, :width] = viterbi(em[rest, :width], lengths[rest], self.trans, self.start, self.end,
                                                 self.groups)  # fmt: skip
            else:
                path = viterbi(em, lengths, self.trans, self.start, self.end, self.groups)
            if confidence == "marginal" and not recall_threshold:
                probs = np.ones(em.shape, dtype=np.float32)
                rows = np.flatnonzero(((path != self._o_index) & live).any(axis=1))  # only segments with an entity
                if len(rows):
                    sub = em[rows, : int(lengths[rows].max())]
                    probs[rows, : sub.shape[1]] = marginals(sub, lengths[rows], self.trans, self.start, self.end)
            elif confidence == "emission":
                probs = emission_probs(em)
            if confidence != "none":
                conf = np.take_along_axis(probs, path[:, :, None], axis=2)[:, :, 0]
            boost = None
            if recall_threshold:
                boost = (path == self._o_index) & (probs[:, :, self._o_index] < recall_threshold)
            # whole-batch conversions to lists: a few calls per batch rather than per segment
            tag_of, paths, sizes = self.tags.__getitem__, path.tolist(), lengths.tolist()
            confs = conf.tolist() if confidence != "none" else None
            boosted = (boost & live).any(axis=1).tolist() if boost is not None else [False] * len(batch)
            for r, i in enumerate(batch):
                n = sizes[r]
                tags = list(map(tag_of, paths[r][:n]))
                scores = confs[r][:n] if confs is not None else [1.0] * n
                if boost is not None and boosted[r]:
                    self._add_probable_tokens(segs[r], tags, scores, probs[r, :n], boost[r, :n])
                results[i] = (tags, scores)
            batch.clear()

        for i in order:
            n = max(1, len(segments[i]))
            if batch and (len(batch) >= self.max_batch or n * (len(batch) + 1) > self.batch_tokens):
                flush()
            batch.append(i)
        flush()
        return results

    def tag_texts(self, texts: Sequence[str], confidence: str = "marginal",
                  recall_threshold: float = 0.0) -> list[list[CharSpan]]:  # fmt: skip
        """Character spans per text. Segments of all texts are batched together."""
        segments: list[list[str]] = []
        where: list[tuple[int, int]] = []  # per segment: its text, its first token's index in the text
        columns: list[tuple[list[int], list[int]]] = []  # per text: its tokens' starts and ends
        for n, text in enumerate(texts):
            words, starts, ends = token_columns(text)
            columns.append((starts, ends))
            for a, b in segment_bounds(text, words, starts, ends, self.vocab.max_len):
                segments.append(words[a:b])
                where.append((n, a))
        decoded = self.decode_segments(segments, confidence=confidence, recall_threshold=recall_threshold)
        out: list[list[CharSpan]] = [[] for _ in texts]
        for (n, first), (tags, scores) in zip(where, decoded, strict=True):
            starts, ends = columns[n]
            for a, b, typ in tags_to_spans(tags):
                out[n].append(CharSpan(starts[first + a], ends[first + b], typ, float(min(scores[a : b + 1]))))
        return out


_CACHE: dict[tuple[Any, ...], TaggerRuntime] = {}
_LOCK = threading.Lock()


def load_runtime(artifact_dir: str | Path, threads: int | None = None, device: str = "auto",
                 **kwargs: Any) -> TaggerRuntime:  # fmt: skip
    """The process-wide cached runtime for a model directory (loaded once per process)."""
    key = (str(Path(artifact_dir).resolve()), _ort_threads(threads), device, tuple(sorted(kwargs.items())))
    with _LOCK:
        rt = _CACHE.get(key)
        if rt is None:
            rt = _CACHE[key] = TaggerRuntime(artifact_dir, threads=threads, device=device, **kwargs)
        return rt

"""Lexical features of the tagger's tokens (Liu et al. 2017; the dictionaries of Stat De-id): per token a
fixed vector of 0/1 flags — member of a given-name, surname, place, clinical-abbreviation, lab/vital/unit,
drug, title/credential or month/weekday list, and a one-hot frequency band among common English words.

One implementation for training (``models/bilstm_crf/train.py``) and the runtime (``models/runtime.py``):
pure Python + numpy, no torch. The lists are plain text files (one lower-case token a line; the
common-word list ranked, most frequent first) in a folder that ships inside the model artifact, named with
their sha256 in the manifest (``features``); ``scripts/build_lexicons.py`` builds them. Lookups are on the
lower-cased token as the tokenizer (``models/tokenizer.py``) cuts it: letters, digits or one other character.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from deidq.models.memo import Memo

FORMAT = 1
# flag features: name -> file
FLAG_FILES: dict[str, str] = {
    "given_name": "given_names.txt",
    "surname": "surnames.txt",
    "place": "places.txt",
    "clinical_abbreviation": "clinical_abbreviations.txt",
    "clinical_measure": "clinical_measures.txt",
    "drug": "drugs.txt",
    "title_credential": "titles.txt",
    "calendar": "calendar.txt",
}
COMMON_FILE = "common_en.txt"
# a token ranked below BANDS[i] (and not above) in the common-word list is in band i+1; not listed: no band
BANDS = (1000, 5000, 20000, 50000)
FEATURES: tuple[str, ...] = (*FLAG_FILES, *(f"common_band_{i + 1}" for i in range(len(BANDS))))
# gazetteer features dropped at random in training (docs/model.md: the synthetic names come from the same
# census lists, so an always-on flag would be a shortcut the model cannot use on real notes)
GAZETTEER_FEATURES = ("given_name", "surname", "place")
_CACHE_MAX = 200_000


def _read_list(path: Path) -> list[str]:
    """The words of a list file: its lines, without blank lines and ``#`` comments."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    top = 0  # the lists open with a comment header; a comment further down is rare
    while top < len(lines) and (not lines[top] or lines[top].startswith("#")):
        top += 1
    words = list(filter(None, lines[top:]))
    if text.startswith("#") + text.count("\n#") > sum(1 for w in lines[:top] if w):
        words = [w for w in words if not w.startswith("#")]
    return words


def _set_bit(codes: dict[str, int], words: Sequence[str], bit: int) -> frozenset[str]:
    """``codes[w] |= bit`` for every word (set operations: loading is part of every worker's start-up); returns
    the words as a set."""
    new = frozenset(words)
    both = new & codes.keys()
    codes.update(dict.fromkeys(new - both, bit))
    for w in both:
        codes[w] |= bit
    return new


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Lexicon:
    """The feature lists of one folder; :meth:`encode` maps token-string segments to ``[B,T,F]`` float32."""

    def __init__(self, directory: str | Path, spec: Mapping[str, Any] | None = None) -> None:
        self.dir = Path(directory)
        spec = spec or self.default_spec(self.dir)
        if int(spec.get("format", FORMAT)) != FORMAT or tuple(spec["names"]) != FEATURES:
            raise ValueError(f"lexical feature set {spec.get('names')} (format {spec.get('format')}) is not the one "
                             f"this runtime computes {list(FEATURES)}; upgrade deidq")  # fmt: skip
        prefix = str(spec.get("prefix", ""))  # an artifact holds the lists as lex_<file> beside the model
        for name, rec in spec.get("files", {}).items():
            want = rec.get("sha256") if isinstance(rec, Mapping) else None
            if want and sha256(self.dir / f"{prefix}{name}") != want:
                raise ValueError(f"lexicon file {prefix}{name} in {self.dir} does not match its recorded sha256")
        self.spec = dict(spec)
        n_flags = len(FLAG_FILES)
        # one int code per word: bit i = flag i, bits n_flags.. = band one-hot
        codes: dict[str, int] = {}
        # each feature's words, so words_with is a union of sets rather than a pass over every code
        members: list[frozenset[str]] = []
        for bit, file in enumerate(FLAG_FILES.values()):
            members.append(_set_bit(codes, _read_list(self.dir / f"{prefix}{file}"), 1 << bit))
        self.common: tuple[str, ...] = tuple(_read_list(self.dir / f"{prefix}{COMMON_FILE}"))  # most frequent first
        low = 0
        for band, top in enumerate(BANDS):
            members.append(_set_bit(codes, self.common[low:top], 1 << (n_flags + band)))
            low = top
        self.codes = codes
        self._members = dict(zip(FEATURES, members, strict=True))
        self._cache: Memo[str, int] = Memo(self._lookup, _CACHE_MAX)
        self._bits = np.arange(len(FEATURES), dtype=np.int64)

    def words_with(self, *features: str) -> frozenset[str]:
        """The listed words that carry any of these features (names of ``FEATURES``)."""
        return frozenset().union(*(self._members[f] for f in features))

    @staticmethod
    def files() -> list[str]:
        return [*FLAG_FILES.values(), COMMON_FILE]

    @classmethod
    def default_spec(cls, directory: str | Path) -> dict[str, Any]:
        """The manifest's ``features`` record for the lists in ``directory`` (names, bands, file checksums)."""
        d = Path(directory)
        files = {f: {"sha256": sha256(d / f), "entries": len(_read_list(d / f))} for f in cls.files()}
        return {"format": FORMAT, "names": list(FEATURES), "bands": list(BANDS), "lookup": "lower-cased token",
                "files": files}  # fmt: skip

    @property
    def dim(self) -> int:
        return len(FEATURES)

    def _lookup(self, tok: str) -> int:
        return self.codes.get(tok.lower(), 0)

    def code(self, tok: str) -> int:
        return self._cache[tok]

    def codes_of(self, segments: Sequence[Sequence[str]]) -> np.ndarray:
        """Feature codes ``[B,T]`` int64 (0 = no feature; padded with 0)."""
        lengths = [len(s) for s in segments]
        t = max(lengths, default=1) or 1
        out = np.zeros((len(segments), t), dtype=np.int64)
        flat = [tok for seg in segments for tok in seg]
        if flat:  # the real positions of the padded array, in row-major order, are the tokens in order
            out[np.arange(t) < np.array(lengths)[:, None]] = list(map(self._cache.__getitem__, flat))
        return out

    def expand(self, codes: np.ndarray) -> np.ndarray:
        """``[B,T]`` codes -> ``[B,T,F]`` float32 0/1 features."""
        return ((codes[..., None] >> self._bits) & 1).astype(np.float32)

    def encode(self, segments: Sequence[Sequence[str]]) -> np.ndarray:
        return self.expand(self.codes_of(segments))

    def features_of(self, tok: str) -> list[str]:
        """Names of the features a token has (for tests and inspection)."""
        c = self.code(tok)
        return [name for i, name in enumerate(FEATURES) if c >> i & 1]

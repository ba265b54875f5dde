"""Common-word veto: an English dictionary word that no name list knows is never (part of) a person's name.

The English model tags capitalised clinical words and short-note vocabulary as names (`Medicine`, `Headache`,
`Lives`, `Nil`, `sputum`): it learned names from context, and terse notes look like name lists. The rules emit a
``labels:NAME`` veto marker (workers/core/vetoes.py) over each run of such words, so the merger takes them out of
every role's name spans (a span crossing a run keeps its other characters). Words that are also names anywhere
we know ("Hope", "Hill", "Baker") are not on the list (``scripts/build_common_words.py``), and a short lower-case
word ("of", "a") may sit inside a run. A language without ``common_words.txt`` gets no markers."""

from __future__ import annotations

import functools
import re

import regex
from deidq.workers.core.spans import Span
from deidq.workers.core.vetoes import label_veto_marker
from deidq.workers.languages import get_language
from deidq.workers.rules.lists import read_terms

VERSION = "1.1.0"  # 1.1.0: honor, verity and temperance unlisted (given names)
# A word: its letters, then an optional apostrophe suffix ("patient's"). split() keeps each word whole, then its
# letters: [gap, word, letters, gap, word, letters, ..., gap], so the offsets come from running lengths, without a
# match object per word (notes hold hundreds of words). ASCII classes only, so the standard library's `re` reads it as
# `regex` would, and splits a note about twice as fast.
_WORD_SPLIT = re.compile(r"(([A-Za-z]+)(?:'[a-z]+)?)")
_GAP = regex.compile(r"[^\p{L}\p{N}\n]*")  # what may separate two words of one run: blanks and punctuation


@functools.cache
def common_words(language: str) -> frozenset[str]:
    path = get_language(language).rules.data_dir / "common_words.txt"
    return frozenset(read_terms(path)) if path.is_file() else frozenset()


class CommonWordVeto:
    name = "common_words"
    version = VERSION

    def __init__(self, language: str) -> None:
        self.words = common_words(language)
        self.source = f"rules.{language}.{self.name}@{self.version}"
        self._proto = label_veto_marker(0, 1, ("NAME",), self.source, inside_only=True)

    def markers(self, text: str) -> list[Span]:
        """One inside-only NAME veto marker per run of listed words (only blanks and punctuation between them)."""
        if not self.words:
            return []
        runs: list[tuple[int, int]] = []
        parts = _WORD_SPLIT.split(text)
        gaps, spelled, letters = parts[0::3], parts[1::3], parts[2::3]
        listed = list(map(self.words.__contains__, map(str.lower, letters)))
        gap = _GAP.fullmatch
        run_start = run_end = -1  # run_end: end of the run's last listed word
        e = 0
        for i, word in enumerate(letters):
            g = gaps[i]
            s = e + len(g)
            e = s + len(spelled[i])
            # only inside a run, where the gap is the one after the run's last word (listed or short);
            # most gaps are one space, which needs no regex
            adjacent = run_start >= 0 and (g == " " or gap(g) is not None)
            if listed[i]:
                if not adjacent:
                    if run_start >= 0:
                        runs.append((run_start, run_end))
                    run_start = s
                run_end = e
            elif adjacent and len(word) <= 2 and word.islower():
                pass  # "of", "a": may sit inside a run, never ends one
            elif run_start >= 0:
                runs.append((run_start, run_end))
                run_start = run_end = -1
        if run_start >= 0:
            runs.append((run_start, run_end))
        proto = self._proto  # one marker's fields, built once: notes hold about a hundred runs
        return [Span(a, b, proto.label, proto.type, proto.source, proto.score, proto.decision) for a, b in runs]

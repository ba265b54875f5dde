"""Truecasing for notes typed all in lower case.

The English network learned capitals as the cue for names and places: on notes typed in lower case it misses about
four times as many PHI tokens (docs/benchmarks.md). Such a note is shown to the network truecased: a capital goes on
the first letter of every sentence and line, of every word the model's own name and place lexicons know (less the
10,000 commonest English words), and of every other word of three or more letters that none of its word lists knows
(not among the 50,000 commonest English words, drugs, clinical abbreviations, measures, titles or calendar words): in
a clinical note such a word is mostly a name. Only ASCII ``a``-``z`` change, to ``A``-``Z``, so every offset holds
and the spans are cut from the note as written. Notes with capitals anywhere in them are left alone."""

from __future__ import annotations

import re

from deidq.models.lexicon import FEATURES, GAZETTEER_FEATURES, Lexicon

_WORD = re.compile(r"[a-z][a-z'’\-]*")
_POSSESSIVE = re.compile(r"['’]")
# the lists whose words a note may hold in lower case as words, not names: every other lexicon but the gazetteers
_WORD_FEATURES = tuple(f for f in FEATURES if f not in GAZETTEER_FEATURES)


class Truecaser:
    def __init__(self, names: frozenset[str], known: frozenset[str] | None = None, min_letters: int = 20,
                 lower_share: float = 0.97) -> None:  # fmt: skip
        """``names`` get a capital; with ``known``, so does every word of three or more letters outside it."""
        self.names = names
        self.known = known
        self.min_letters = min_letters
        self.lower_share = lower_share

    @classmethod
    def from_lexicon(cls, lexicon: Lexicon | None, common_top: int = 10000) -> Truecaser | None:
        """From the word lists the model's runtime has loaded; None for a model without them."""
        if lexicon is None:
            return None
        names = lexicon.words_with(*GAZETTEER_FEATURES) - set(lexicon.common[:common_top])
        return cls(names, lexicon.words_with(*_WORD_FEATURES))  # the common-word bands and the clinical lists

    def applies(self, text: str) -> bool:
        """A note typed in lower case: enough letters, nearly all of them lower case."""
        alpha = list(filter(str.isalpha, text))  # C-level loops: this test runs on every note
        letters = len(alpha)
        lower = sum(map(str.islower, alpha))
        return letters >= self.min_letters and lower >= self.lower_share * letters

    def capitalises(self, word: str) -> bool:
        if word in self.names:
            return True
        return self.known is not None and len(word) >= 3 and word.isalpha() and word not in self.known

    def __call__(self, text: str) -> str:
        if not self.applies(text):
            return text
        chars = list(text)
        for m in _WORD.finditer(text):
            if self.capitalises(_POSSESSIVE.split(m.group(), 1)[0]) or _starts_sentence(text, m.start()):
                chars[m.start()] = chars[m.start()].upper()
        return "".join(chars)


def _starts_sentence(text: str, i: int) -> bool:
    """At the note's or a line's start, or after a full stop, question or exclamation mark and a blank."""
    j = i - 1
    while j >= 0 and text[j] in " \t":
        j -= 1
    return j < 0 or text[j] == "\n" or (text[j] in ".!?" and j < i - 1)

"""Given-name gazetteer: a capitalised word that is a known given name, wherever it stands, with the
capitalised words that follow it (surnames).

The pattern rules find names by their context (a ``Nombre:`` field, a title, ``NºCol``); a first name in
running prose ("En la exploración física Guillermo estaba consciente") has none, and the model misses some
of them. Capitalised given names are almost always PHI in clinical text: in MEDDOCAN train, 2,349 of 2,366
capitalised occurrences of the names in the list lie inside a gold span, and most of the rest are common
words, months and eponyms, which ``given_names_stop.txt`` removes.

Data per language (its record's ``rules.data_dir``, ``workers/rules/data/<lang>/``): ``given_names.txt``
(generated from Faker's person providers by ``scripts/build_given_names.py``) and ``given_names_stop.txt``.
A language without a list gets no spans. The name is extended over up to three following capitalised words
(with up to two particles between, "de la"), cut at the first word of the language's ``name_stop.txt``
("Servicio", "Correo")."""

from __future__ import annotations

import functools

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.spans import Span
from deidq.workers.languages import get_language
from deidq.workers.rules.lists import WordLists, read_terms

VERSION = "1.2.0"  # 1.2.0 (rules 0.71.0): a wider gap than two blanks is a column, not the next word
SCORE = 0.7
# per language (the Language record's ``rules``): the fine type, titles, eponym words ("enfermedad de Wilson",
# "tendón de Aquiles": a given name right after them is an eponym or a place) and particles between surnames
MAX_FOLLOWING = 3

# a given name right after another capitalised word (particles aside) is a later word of a longer proper name
# ("San Pedro", "Talavera de la Reina", "Nvo León"): a place or institution, not a person. A title does not
# count ("Doctora Marta"); an abbreviation with its full stop ("Dra. Marta") does not match at all.
_PREV_WORD = regex.compile(r"(?<![\p{L}\p{N}])(\p{Lu}\p{L}*)(?:[ \t]+(?:de|del|de la|la|los|las|of|the))?[ \t]+$")
_PUNCT = ".,;:()[]{}\"'¿?¡!«»“”‘’"
_SEPARATORS = str.maketrans({"-": " ", "/": " "})


@functools.cache
def given_names(language: str) -> frozenset[str]:
    data_dir = get_language(language).rules.data_dir
    path = data_dir / "given_names.txt"
    if not path.is_file():
        return frozenset()
    stop: set[str] = set()
    for stop_file in ("given_names_stop.txt", "given_names_stop_words.txt"):
        stop_path = data_dir / stop_file
        if stop_path.is_file():
            stop.update(t.casefold() for t in read_terms(stop_path))
    return frozenset(n for n in read_terms(path) if n.casefold() not in stop)


class GivenNameDetector:
    name = "given_names"
    version = VERSION

    def __init__(self, language: str, lists: WordLists) -> None:
        rules = get_language(language).rules
        self.language = language
        self.names = given_names(language)
        self.type = rules.given_name_type
        self.label = label_of(self.type)
        self.name_stop = lists.name_stop
        self.titles = rules.titles
        self.source = f"rules.{language}.{self.name}@{self.version}"
        before = "|".join(rules.eponym_before)
        self._eponym = regex.compile(rf"(?i:(?<![\p{{L}}])(?:{before}))[ \t]+$") if before else None
        parts = "|".join(rules.name_particles)
        # the words after a given name: capitalised words, particles allowed between them, at most two blanks apart
        # (a wider gap is a column: "Signed: Farhan Nutall   Designation: ...", as in the English names pack)
        gap = r"[ \t]{1,2}"
        self._following = regex.compile(
            rf"(?:{gap}(?:(?:{parts}){gap}){{0,2}}\p{{Lu}}[\p{{Ll}}'’]+(?:-\p{{Lu}}\p{{Ll}}+)?(?![\p{{L}}\p{{N}}]))"
        )
        # "Maria K.": a last initial closes the name (the guideline keeps it inside the span)
        self._initial = regex.compile(rf"{gap}\p{{Lu}}\.(?![\p{{L}}\p{{N}}])") if rules.given_name_initial else None

    def _occurrences(self, text: str) -> list[tuple[int, int]]:
        """(start, end) of every capitalised given name standing as a whole word, in text order.

        A whitespace split and a set intersection (C speed) find the few names present; only those are
        then located, so a note without names costs one pass, not a regex scan per position."""
        present = self.names.intersection(w.strip(_PUNCT) for w in text.translate(_SEPARATORS).split())
        found = []
        for name in present:
            i = text.find(name)
            while i >= 0:
                j = i + len(name)
                if (i == 0 or not text[i - 1].isalnum()) and (j == len(text) or not text[j].isalnum()):
                    found.append((i, j))
                i = text.find(name, j)
        return sorted(found)

    def detect_text(self, text: str) -> list[Span]:
        if not self.names:
            return []
        out: list[Span] = []
        last_end = 0
        for start, end in self._occurrences(text):
            if start < last_end:
                continue
            if self._eponym is not None and self._eponym.search(text, max(0, start - 8), start):
                continue
            if start and text[start - 1] in "-/":  # a later part of a compound ("Wal-Mart")
                continue
            prev = _PREV_WORD.search(text, max(0, start - 40), start)
            if prev is not None and prev.group(1).casefold() not in self.titles:
                continue
            for _ in range(MAX_FOLLOWING):
                nxt = self._following.match(text, end)
                if nxt is None or nxt.group().split()[-1].casefold() in self.name_stop:
                    break
                end = nxt.end()
            if self._initial is not None and (initial := self._initial.match(text, end)) is not None:
                end = initial.end()
            out.append(Span(start, end, self.label, self.type, self.source, SCORE))
            last_end = end
        return out

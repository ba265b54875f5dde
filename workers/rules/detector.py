"""The rules detector: pattern packs + gazetteers + per-patient known PHI, with allow/deny lists.

Nothing here logs or raises with note text; messages carry note ids, pattern ids and counts only.
"""

from __future__ import annotations

import bisect
import functools
import logging
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import regex
from deidq.workers.core.detector import DetectorError
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.core.terms import read_word_set
from deidq.workers.core.vetoes import apply_vetoes, label_veto_marker, veto_marker
from deidq.workers.languages import get_language
from deidq.workers.rules.common_words import CommonWordVeto
from deidq.workers.rules.compiled_cache import CompiledRegexCache
from deidq.workers.rules.gazetteer import GazetteerDetector
from deidq.workers.rules.given_names import GivenNameDetector
from deidq.workers.rules.hl7v2 import Hl7v2Detector
from deidq.workers.rules.known_phi import KnownPhiDetector
from deidq.workers.rules.lists import WordLists, load_lists
from deidq.workers.rules.numeric_rows import NumericRowVeto
from deidq.workers.rules.packs import Negative, Pack, Pattern, available_packs, load_pack
from deidq.workers.rules.post_hooks import SPAN_HOOKS
from deidq.workers.rules.table_columns import TableColumnsDetector
from deidq.workers.rules.table_staff import TableStaffDetector, initials_stop, word_list
from deidq.workers.rules.validators import VALIDATORS

log = logging.getLogger(__name__)

# 0.75.0: English names in scales and products ("Ann Arbor stage", "Henry equation") and decimals over a number are
#         no PHI; specialists' titles ("Nurse Examiner") end a name
# 0.74.0: English guideline years, visual acuities and Borg ratings are no PHI; MAC addresses are devices; ages in
#         clauses of time ("when he was 2")
# 0.73.0: English places in eponyms ("Oxford knee score", "Factor V Leiden"), measure and registry codes ("FEF25-75",
#         "ISRCTN...") are no PHI; field labels after a name ("Designation:", "Role:") end it
# 0.72.0: English UK, Canadian and Irish postcodes by their shape; no lab-value or credential veto cuts one; an age
#         before M/F is at most 120
# 0.71.0: English forensic exhibit labels ("exhibit DMV/1") are identifiers; clock-face positions, "Patient ID", a
#         unit's initials and dental degrees are no PHI; a given name's surname stands at most two blanks on
# 0.70.0: English spaced primary degrees ("MB BCh") are no name; more registration bodies end a name
# 0.69.0: English clinics, services and laboratories named by their purpose alone ("Post-Transplant Clinic") are no
#         place
# 0.68.0: English clinicians' job titles ("Consultant Colorectal Surgeon") are no name, occupation or place
# 0.66.0: English dictionary words after a title are surnames ("Dr Larkspur"); a date is no lab value before "Ref:"
# 0.65.0: English dates never cross a line break; a score out of its scale after the scale's name is no date
# 0.64.0: English row-number columns of tables are no place, age, date, identifier or contact (table_columns 1.1.0;
#         0.63.0 was not shipped)
# 0.62.0: English sign-off, dictation, witness and action-owner initials spared by the common-word veto; initials in
#         a check field
# 0.61.1: the impossible-fraction veto in linear time (possessive runs); "Plt 250 ref 150000-450000" a range again
# 0.61.0: English vetoes for ordinals that count, durations before "ago", decimal digits as ages; form words end a name
# 0.60.0: English lab ranges after "ref" only beside a value; sign-off and action-owner initials in more forms;
#         aircraft registrations; vetoes for languages, car makers and hospital-number labels; name stop words
# 0.59.0: English vetoes for opening hours, duration shorthand, e-RS and contact-line letters
# 0.58.0: English ships' names, positions, call signs, flag states and crew ranks; vetoes for outline numbers,
#         fractions no calendar reads, departments named only by what they treat, tattoos (0.55.0-0.57.0: not shipped)
# 0.54.0: English vetoes for postoperative days, exam headings, more credentials, eponyms in context and post phrases;
#         licence states, family-history ages (0.51.0, 0.52.0 and 0.53.0 were candidates not shipped)
# 0.50.0: English ages, user names and operating rooms by their table column (table_rooms became table_columns)
# 0.49.0: English room and bed columns of tables (table_rooms), bed-status rows, wards by floor and wing
# 0.48.0: English lists of room and bed codes (a Rooms column's "401-2, 415, 4W-17, 429"; "rms 333b to 814-1")
#         (0.47.0: withdrawn before landing)
# 0.46.0: English milestone ages, "9 do", an emergency department's spaces, more partial-date context words
# 0.45.0: English credential, staff-grade, record-label, MAR, e-mail, eponym and car-occupant vetoes; "Oral" no place
# 0.44.0: English common-word list 1.1.0 (the virtue names Honor, Verity and Temperance are names, not vetoed words)
# 0.42.0: English years in the names of Acts, medico-legal eponyms (Bolam, Bolitho, Tarasoff, Gillick, Guthrie card)
# 0.40.0: English numeric-row veto (numeric_rows): bare numbers in exported rows of numbers are no place or contact
#         (0.39.0: reverted)
#         (0.41.0, a row-number veto: not shipped, it changed nothing once the network learned row numbers)
# 0.38.0: English lab-trend dates, lower-case towns, counties and care sites, states before a licence, everyday-word
#         names of relatives before their phone number
# 0.37.0: English lower-case and bracketed state codes, state fields, states after licence and plate numbers,
#         initials before "is a 64 yo", lower-case relatives' given names, sign-offs with a login and pager,
#         preferred names (spared by the common-word veto)
# 0.36.0: HL7 v2 segments read by segment and field (hl7v2), their code fields vetoed (0.35.0: reverted)
# 0.34.0: English reference numbers after "ref" (en.id.reference); reference ranges have sides of like length
# 0.33.0: English departments and specialties named alone are no place (en.veto.department_clinic)
# 0.29.0: English identifiers by their shape (en.id.code_shape) (0.30.0-0.32.0: reverted)
# 0.28.0: English UK National Insurance numbers, provider numbers, USA, patient initials opening a list row,
#         "SURNAME, GIVEN 49F", occupations after "previously a" and handedness (0.25.0-0.27.0: reverted)
# 0.24.0: English vetoes for modal May/Will, "frank" findings, kinship as profession, role words
# 0.23.0: English "SURNAME, Given" never starts with a clinical abbreviation; name parts at most two blanks apart;
#         nursing, pharmacy and allied-health credentials and role words end a name (0.22.0: reverted)
# 0.21.0: English eponymous signs, tests, scales and diseases veto names and places (0.20.0: reverted)
# 0.19.0: English medication grids (day columns); table_staff spans lent by name propagation (score 0.9)
# 0.18.0: English administration events, signed entries, action owners
# 0.17.0: English staff in charted tables (table_staff), witness initials, initials legends
# 0.10.0: English given names, staff roles, pagers, rooms, user names, employers, partial dates
# 0.9.0: label-wide vetoes (veto_labels); 0.8.0: veto negatives, returned as veto markers
VERSION = "0.75.0"
_WS = regex.compile(r"\s+")
_NAME_TOKEN = regex.compile(r"[\p{L}][\p{L}'’.\-]*")


_GRAM_MASK = (1 << 16) - 1
_GRAM_CODES: dict[str, tuple[int, ...]] = {}


def _trigram_codes(trig: str) -> tuple[int, ...]:
    """Hashed UTF-8 byte trigrams of a trigger literal (empty under three bytes)."""
    got = _GRAM_CODES.get(trig)
    if got is None:
        b = trig.encode("utf-8", "surrogatepass")
        got = _GRAM_CODES[trig] = tuple(
            sorted({((b[i] * 0x9E3779B1 ^ b[i + 1] * 0x85EBCA77 ^ b[i + 2] * 0xC2B2AE3D) >> 8) & _GRAM_MASK
                    for i in range(len(b) - 2)})
        )  # fmt: skip
    return got


def _trigram_bitmap(low: str) -> bytes:
    """Which hashed byte trigrams occur in the note: a literal with a trigram absent here is absent from the
    note (UTF-8 keeps substrings), so its ``str.find`` is skipped. Collisions only cost a needless find."""
    a = np.frombuffer(low.encode("utf-8", "surrogatepass"), dtype=np.uint8).astype(np.uint64)
    present = np.zeros(_GRAM_MASK + 1, dtype=np.bool_)
    if len(a) >= 3:
        present[((a[:-2] * 0x9E3779B1 ^ a[1:-1] * 0x85EBCA77 ^ a[2:] * 0xC2B2AE3D) >> 8) & _GRAM_MASK] = True
    return present.tobytes()


class TriggerIndex:
    """All trigger literals of a detector in one Aho-Corasick automaton (pyahocorasick): one pass over the
    lower-cased note finds every occurrence of every literal, overlapping ones included, as repeated
    ``str.find`` calls from each hit + 1 would."""

    def __init__(self, literals: Iterable[str]) -> None:
        import ahocorasick

        self.literals = frozenset(t for t in literals if t)
        self._automaton = ahocorasick.Automaton()
        for t in self.literals:
            self._automaton.add_word(t, (len(t), t))
        if self.literals:
            self._automaton.make_automaton()

    def positions(self, low: str) -> dict[str, list[int]]:
        """{literal: start offsets, ascending} for the literals that occur in ``low``."""
        out: dict[str, list[int]] = {}
        if self.literals:
            for end, (length, lit) in self._automaton.iter(low):
                got = out.get(lit)
                if got is None:
                    out[lit] = [end - length + 1]
                else:
                    got.append(end - length + 1)
        return out


class Scan:
    """Per-note trigger index: where each trigger literal occurs in the lower-cased note.

    ``windows`` turns a pattern's triggers into the text windows its regex must search: ``None`` means
    the whole note (no triggers, a case mapping that changes lengths, or windows covering most of the
    note); ``[]`` means the pattern cannot match. Windows never change results: a match touching a
    window edge makes :func:`iter_matches` fall back to the whole note."""

    __slots__ = ("_grams", "_indexed", "_pos", "_re", "low", "n", "text")

    def __init__(self, text: str, enabled: bool = True, index: TriggerIndex | None = None) -> None:
        self.text = text
        self.n = len(text)
        low = text.lower() if enabled else None
        if low is not None and "ſ" in low:
            low = low.replace("ſ", "s")  # (?i)s matches the long s, which lower() keeps
        self.low = low if low is not None and len(low) == self.n else None
        self._pos: dict[str, list[int]] = {}
        self._re: dict[str, list[tuple[int, int]]] = {}
        self._grams: bytes | None = None
        self._indexed: frozenset[str] = frozenset()
        if index is not None and self.low is not None:
            self._pos = index.positions(self.low)  # every indexed literal's occurrences in one pass
            self._indexed = index.literals

    def positions(self, trig: str) -> list[int]:
        got = self._pos.get(trig)
        if got is None:
            if trig in self._indexed:
                return []  # indexed, and nowhere in the note
            got = []
            codes = _trigram_codes(trig)
            if codes:
                grams = self._grams
                if grams is None:
                    grams = self._grams = _trigram_bitmap(self.low)  # type: ignore[arg-type]
                if not all(grams[c] for c in codes):
                    self._pos[trig] = got
                    return got  # some trigram of the trigger is nowhere in the note
            find = self.low.find  # type: ignore[union-attr]
            i = find(trig)
            while i >= 0:
                got.append(i)
                i = find(trig, i + 1)
            self._pos[trig] = got
        return got

    def regex_hits(self, trigger_re: regex.Pattern[str] | re.Pattern[str]) -> list[tuple[int, int]]:
        key = trigger_re.pattern
        got = self._re.get(key)
        if got is None:
            got = self._re[key] = [m.span() for m in trigger_re.finditer(self.text)]
        return got

    def windows(
        self,
        triggers: tuple[str, ...],
        window: tuple[int, int],
        trigger_re: regex.Pattern[str] | re.Pattern[str] | None = None,
        also: tuple[str, ...] = (),
    ) -> list[tuple[int, int]] | None:
        if not (triggers or trigger_re is not None) or self.low is None:
            return None
        before, after = window
        spans: list[tuple[int, int]] = []
        pos, indexed = self._pos, self._indexed
        for t in triggers:
            ps = pos.get(t)
            if ps is None:
                if t in indexed:
                    continue  # indexed, and nowhere in the note
                ps = self.positions(t)
            if ps:
                w = len(t) + after
                spans += [(p - before, p + w) for p in ps]
        if trigger_re is not None:
            spans += [(s - before, e + after) for s, e in self.regex_hits(trigger_re)]
        if not spans:
            return []
        spans.sort()
        n = self.n
        out: list[tuple[int, int]] = []
        cs, ce = spans[0]
        if cs < 0:
            cs = 0
        for s, e in spans:
            if s <= ce:
                if e > ce:
                    ce = e
            else:
                out.append((cs, ce if ce < n else n))
                cs, ce = s, e
        out.append((cs, ce if ce < n else n))
        if also:
            low = self.low
            out = [(s, e) for s, e in out if any(a in low[s:e] for a in also)]
        if sum(e - s for s, e in out) > 0.7 * n:
            return None
        return out


def iter_matches(rule: Pattern | Negative, scan: Scan) -> Iterable[regex.Match[str]]:
    """Matches of a pattern's regex in the note, searching only its trigger windows where that is exact."""
    compiled = rule.compiled
    wins = scan.windows(rule.triggers, rule.window, rule.trigger_re, rule.trigger_also)
    text = scan.text
    if wins is None:
        return compiled.finditer(text)
    n = scan.n
    out = []
    for ws, we in wins:
        for m in compiled.finditer(text, ws, we):
            if (m.end() >= we and we < n) or (m.start() <= ws and ws > 0):
                return compiled.finditer(text)  # might be cut by the window: search the whole note
            out.append(m)
    return out


def _cut_line(text: str, s: int, e: int) -> int:
    """End of a single-line span cut at its first line break; ``s`` (nothing left) when under two
    letters or digits remain before the break (a bare "C." is not an address)."""
    e = text.index("\n", s, e)
    while e > s and text[e - 1] in " \t\r,;:":
        e -= 1
    return e if sum(c.isalnum() for c in text[s:e]) >= 2 else s


@functools.cache
def abbreviation_stop(language: str) -> frozenset[str]:
    """Casefolded words that two or more capitals standing first in a name candidate are, rather than a surname:
    the language's initials stop lists (clinical abbreviations, units, calendar words, titles, common words) and its
    charting words (routes, frequencies: "TDS, Lyrica"), less every word of its name lexicons ("LEE", "NG" stay
    surnames). The stop lists are the table-staff detector's, read once for both."""
    names = read_word_set(get_language(language).rules.name_lexicon_files)
    return (initials_stop(language) | word_list(language, "charting_stop.txt")) - names


class PatternDetector:
    """One pattern pack as a detector."""

    def __init__(self, pack: Pack, lists: WordLists) -> None:
        self.pack = pack
        self.name = pack.name
        self.version = pack.version
        self.lists = lists
        self.language = pack.language
        self._prepared = [(p, "phi" in p.compiled.groupindex, self.source(p)) for p in pack.patterns]

    def source(self, pattern: Pattern) -> str:
        return f"rules.{self.language}.{self.name}@{pattern.version}"

    def detect_text(self, text: str, scan: Scan | None = None, named: list[Span] | None = None) -> list[Span]:
        """The pack's spans; those of ``over_common_words`` patterns are also appended to ``named``."""
        out: list[Span] = []
        if scan is None or scan.text is not text:
            scan = Scan(text)
        for pat, has_phi, source in self._prepared:
            for m in iter_matches(pat, scan):
                if has_phi and m.start("phi") >= 0:
                    s, e = m.start("phi"), m.end("phi")
                else:
                    s, e = m.start(), m.end()
                # strip surrounding whitespace / trailing punctuation
                while e > s and text[e - 1] in " \t\r\n,;:":
                    e -= 1
                while s < e and text[s] in " \t\r\n,;:":
                    s += 1
                if pat.single_line and "\n" in text[s:e]:
                    e = _cut_line(text, s, e)
                if e <= s:
                    continue
                if pat.post == "surname_first" and self._abbreviation_first(text, s, e):
                    continue
                if pat.post in ("name", "surname_first"):
                    se = self._trim_name(text, s, e)
                    if se is None:
                        continue
                    s, e = se
                elif pat.post:
                    s, e = SPAN_HOOKS[pat.post](text, s, e)
                frag = text[s:e]
                if pat.validators and not all(VALIDATORS[v](frag) for v in pat.validators):
                    continue
                score = pat.score
                if pat.context_re is not None:
                    lo = max(0, m.start() - pat.context_window)
                    hit = pat.context_re.search(text, lo, m.end()) is not None
                    if hit:
                        score = min(1.0, score + pat.context_boost)
                    elif pat.context_required:
                        continue
                out.append(Span(s, e, pat.label, pat.type, source, round(score, 3)))
                if named is not None and pat.over_common_words:
                    named.append(out[-1])
        return out

    def _abbreviation_first(self, text: str, s: int, e: int) -> bool:
        """Whether the candidate's first word is an upper-case clinical abbreviation (or unit, or common word) that
        no name lexicon knows: "GERD, Barrett", "AKI, Cr", "VC, Vt" are lists, not "SURNAME, Given"."""
        m = _NAME_TOKEN.match(text, s, e)
        word = m.group().strip(".") if m else ""
        return len(word) >= 2 and word.isupper() and word.casefold() in abbreviation_stop(self.language)

    def _trim_name(self, text: str, s: int, e: int) -> tuple[int, int] | None:
        """Cut a name candidate at the first stop word; drop it if nothing name-like is left."""
        toks = list(_NAME_TOKEN.finditer(text, s, e))
        kept_end = None
        any_real = False
        for t in toks:
            w = t.group().strip(".").casefold()
            if w in self.lists.name_stop:
                break
            kept_end = t.end()
            if w not in self.lists.allow and w not in self.lists.particles:
                any_real = True
        if kept_end is None or not any_real:
            return None
        # do not end on a particle ("de", "y")
        while toks:
            last = text[s:kept_end].rsplit(None, 1)
            if len(last) == 2 and last[1].casefold() in self.lists.particles:
                kept_end = s + len(last[0])
            else:
                break
        e = kept_end
        if e - s > 2 and text[e - 2 : e] in ("'s", "’s"):  # a possessive stays outside ("[Smith]'s")
            e -= 2
        while e > s and text[e - 1] in ".'’-":
            # keep a trailing period only for single-letter initials ("J.")
            if text[e - 1] == "." and e - 2 >= s and text[e - 2].isupper() and (e - 3 < s or not text[e - 3].isalpha()):
                break
            e -= 1
        return (s, e) if e > s else None


class RulesDetector:
    """Detector protocol implementation combining all rule detectors for one language."""

    name = "rules"
    version = VERSION

    def __init__(
        self,
        language: str,
        packs: Sequence[Pack],
        lists: WordLists,
        gazetteer: bool = True,
        known_phi: bool = True,
        min_score: float = 0.0,
        prefilter: bool = True,
        given_names: bool = True,
        common_words: bool = False,
        table_staff: bool = True,
        table_columns: bool = True,
        hl7v2: bool = True,
        numeric_rows: bool = True,
    ) -> None:
        self.prefilter = prefilter
        self.language = language
        self.lists = lists
        self.pattern_detectors = [PatternDetector(p, lists) for p in packs]
        self.negatives = [n for p in packs for n in p.negatives if not n.is_veto]
        # vetoes bind every detector: they also leave as markers for the merger (workers/core/vetoes.py)
        self.vetoes = [(n, f"rules.{p.language}.{p.name}@{p.version}") for p in packs for n in p.negatives
                       if n.is_veto]  # fmt: skip
        self.gazetteer = GazetteerDetector(language, lists) if gazetteer else None
        self.given_names = GivenNameDetector(language, lists) if given_names else None
        self.known_phi = KnownPhiDetector(language) if known_phi else None
        self.table_staff = TableStaffDetector(language) if table_staff else None
        self.table_columns = TableColumnsDetector(language) if table_columns else None
        self.common_words = CommonWordVeto(language) if common_words else None
        self.hl7v2 = Hl7v2Detector(language) if hl7v2 else None
        self.numeric_rows = NumericRowVeto(language) if numeric_rows else None
        self.min_score = min_score
        rules = [pt for d in self.pattern_detectors for pt in d.pack.patterns] + [n for p in packs for n in p.negatives]
        self.trigger_index = TriggerIndex(t for r in rules for t in r.triggers) if prefilter else None
        parts = [f"{p.name}@{p.version}" for p in packs]
        if self.given_names is not None and self.given_names.names:
            parts.append(f"{self.given_names.name}@{self.given_names.version}")
        if self.table_staff is not None and self.table_staff.columns:
            parts.append(f"{self.table_staff.name}@{self.table_staff.version}")
        if self.table_columns is not None and self.table_columns.columns:
            parts.append(f"{self.table_columns.name}@{self.table_columns.version}")
        if self.common_words is not None and self.common_words.words:
            parts.append(f"{self.common_words.name}@{self.common_words.version}")
        if self.hl7v2 is not None:
            parts.append(f"{self.hl7v2.name}@{self.hl7v2.version}")
        if self.numeric_rows is not None and self.numeric_rows.delimiters:
            parts.append(f"{self.numeric_rows.name}@{self.numeric_rows.version}")
        self.version = f"{VERSION}+" + ",".join(parts)

    @property
    def detectors(self) -> list[str]:
        names = [d.name for d in self.pattern_detectors]
        if self.gazetteer:
            names.append(self.gazetteer.name)
        if self.given_names:
            names.append(self.given_names.name)
        if self.table_staff:
            names.append(self.table_staff.name)
        if self.table_columns:
            names.append(self.table_columns.name)
        if self.known_phi:
            names.append(self.known_phi.name)
        if self.hl7v2:
            names.append(self.hl7v2.name)
        return names

    def detect(self, note: Note) -> list[Span]:
        try:
            return self._detect(note)
        except DetectorError:
            raise
        except Exception as e:  # never echo note text
            raise DetectorError(f"rules detector failed on note {note.note_id}: {type(e).__name__}") from None

    def detect_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        return [self.detect(n) for n in notes]

    def _detect(self, note: Note) -> list[Span]:
        text = note.text
        scan = Scan(text, self.prefilter, self.trigger_index)
        cands: list[Span] = []
        named: list[Span] = []  # names their context vouches for: the common-word veto spares them
        for d in self.pattern_detectors:
            cands.extend(d.detect_text(text, scan, named))
        if self.gazetteer is not None:
            cands.extend(self.gazetteer.detect_text(text))
        if self.given_names is not None:
            cands.extend(self.given_names.detect_text(text))
        if self.table_staff is not None:
            cands.extend(self.table_staff.detect_text(text))
        column_vetoes: list[Span] = []
        if self.table_columns is not None:
            column_spans, column_vetoes = self.table_columns.scan(text)
            cands.extend(column_spans)
        cands = self._filter(text, cands, scan)
        known = self.known_phi.detect(note) if self.known_phi is not None else []
        # an interface message's fields say what they hold: trusted as known PHI is, and their code fields veto
        hl7_spans, hl7_vetoes = self.hl7v2.detect_text(text) if self.hl7v2 is not None else ([], [])
        known = known + hl7_spans
        cands.extend(known)  # trusted: bypasses allow list and negatives
        # vetoes bind known PHI too, as they bind every role in the merger: they only take out text that is
        # never of the vetoed types (a title, a field label), and the markers go out with the spans
        markers = self._veto_markers(scan) + hl7_vetoes + column_vetoes
        if self.numeric_rows is not None:
            markers.extend(self.numeric_rows.markers(text))
        if self.common_words is not None:
            # a word list is no proof: a known name that happens to be a dictionary word stays a name
            kept_ids = {id(c) for c in cands}
            sure = known + [n for n in named if id(n) in kept_ids]  # a vouched name the negatives left
            markers.extend(w for w in self.common_words.markers(text)
                           if not any(k.start < w.end and w.start < k.end for k in sure))  # fmt: skip
        cands, _ = apply_vetoes(text, cands, markers)
        cands = [flag_old_age(text, c) for c in cands]
        if self.min_score:
            cands = [c for c in cands if c.score >= self.min_score]
        out = dedupe(cands)
        log.debug("rules_detected", extra={"note_id": note.note_id, "spans": len(out), "vetoes": len(markers)})
        return sorted(out + markers, key=lambda s: (s.start, s.end)) if markers else out

    def _veto_markers(self, scan: Scan) -> list[Span]:
        """One marker per vetoed fine type per match of a veto negative."""
        out: list[Span] = []
        for n, source in self.vetoes:
            for m in iter_matches(n, scan):
                if m.end() > m.start():
                    out.extend(markers_of(n, m.start(), m.end(), source))
        return out

    def _filter(self, text: str, cands: list[Span], scan: Scan | None = None) -> list[Span]:
        if not cands:
            return cands
        if scan is None or scan.text is not text:
            scan = Scan(text, self.prefilter, self.trigger_index)
        labels = {c.label for c in cands}
        neg_ranges: list[tuple[int, int, frozenset[str]]] = []
        for n in self.negatives:
            if n.labels and not (n.labels & labels):
                continue  # could not drop any candidate
            for m in iter_matches(n, scan):
                if m.end() > m.start():
                    neg_ranges.append((m.start(), m.end(), n.labels))
        out = []
        allow = self.lists.allow
        for c in cands:
            frag = text[c.start : c.end]
            if _WS.sub(" ", frag).casefold().strip() in allow and c.source.split("@")[0].split(".")[-1] != "deny":
                continue
            if any(a <= c.start and c.end <= b and (not labs or c.label in labs) for a, b, labs in neg_ranges):
                continue
            out.append(c)
        return out


def markers_of(n: Negative, start: int, end: int, source: str) -> list[Span]:
    """The veto markers of one match of a veto negative: one per vetoed fine type, one for its labels."""
    out = [veto_marker(start, end, t, source) for t in sorted(n.veto_types)]
    if n.veto_labels:
        out.append(label_veto_marker(start, end, n.veto_labels, source, inside_only=n.veto_inside))
    return out


_AGE_NUM = regex.compile(r"\d{1,3}")
_AGE_WORDS = regex.compile(r"(?i)\b(?:noventa|cien|ninety|hundred|nonagenari|centenari)")


def flag_old_age(text: str, span: Span) -> Span:
    """HIPAA: ages over 89 are identifiers. Such AGE spans get score 1.0 (see docs/rules.md)."""
    if span.label != "AGE":
        return span
    frag = text[span.start : span.end]
    m = _AGE_NUM.search(frag)
    over = m is not None and int(m.group()) > 89 and not regex.search(r"(?i)mes|month|d[íi]a|day|week|semana", frag)
    if over or _AGE_WORDS.search(frag):
        return span.with_(score=1.0)
    return span


def is_over_89(text: str, span: Span) -> bool:
    return span.label == "AGE" and flag_old_age(text, span.with_(score=0.0)).score == 1.0


def dedupe(spans: Iterable[Span]) -> list[Span]:
    """Non-overlapping result: prefer higher score, then longer span; output sorted by offset.

    A span fully containing kept same-label spans of nearly equal score (within 0.05) replaces
    them, so `Calle Mayor 5, Madrid` is not split by a city hit inside it."""
    items = sorted(spans, key=lambda s: (-round(s.score, 2), -(s.end - s.start), s.start))
    starts: list[int] = []  # kept spans sorted by start; they never overlap each other
    kept: list[Span] = []
    for s in items:
        i = bisect.bisect_left(starts, s.end)
        j = i
        while j > 0 and kept[j - 1].end > s.start:
            j -= 1
        clash = kept[j:i]
        if not clash:
            starts.insert(i, s.start)
            kept.insert(i, s)
            continue
        if all(
            k.label == s.label and s.start <= k.start and k.end <= s.end and k.score - s.score <= 0.05 for k in clash
        ):
            del starts[j:i]
            del kept[j:i]
            starts.insert(j, s.start)
            kept.insert(j, s)
    return kept


def build_rules_detector(
    language: str,
    enabled: Iterable[str] | None = None,
    disabled: Iterable[str] | None = None,
    allow_list: str | Path | Iterable[str | Path] | None = None,
    deny_list: str | Path | Iterable[str | Path] | None = None,
    pack_dirs: Iterable[str | Path] | None = None,
    min_score: float = 0.0,
    prefilter: bool = True,
    common_words: bool = False,
    regex_cache: str | Path | None = None,
    **_ignored: Any,
) -> RulesDetector:
    """``regex_cache``: a folder for compiled pack patterns (workers/rules/compiled_cache.py); None compiles."""
    paths = list(available_packs(language))
    for d in pack_dirs or ():
        paths.extend(sorted(Path(d).glob("*.toml")))
    cache = CompiledRegexCache(regex_cache) if regex_cache else None
    packs = [load_pack(p, cache) for p in paths]
    if cache is not None:
        cache.save()
    own = ("gazetteer", "given_names", "known_phi", "common_words", "table_staff", "table_columns", "hl7v2",
           "numeric_rows")  # fmt: skip
    names = {p.name for p in packs} | set(own)
    en = set(enabled) if enabled is not None else None
    dis = set(disabled or ())
    unknown = ((en or set()) | dis) - names
    if unknown:
        raise ValueError(f"unknown rules detectors {sorted(unknown)}; available: {sorted(names)}")

    def on(n: str) -> bool:
        return (en is None or n in en) and n not in dis

    lists = load_lists(language, allow_list, deny_list)
    packs = [p for p in packs if on(p.name)]
    det = RulesDetector(
        language,
        packs,
        lists,
        gazetteer=on("gazetteer"),
        known_phi=on("known_phi"),
        given_names=on("given_names"),
        table_staff=on("table_staff"),
        table_columns=on("table_columns"),
        hl7v2=on("hl7v2"),
        numeric_rows=on("numeric_rows"),
        common_words=common_words and on("common_words"),
        min_score=min_score,
        prefilter=prefilter,
    )
    if lists.deny_pack is not None and on("deny"):
        det.pattern_detectors.append(PatternDetector(lists.deny_pack, lists))
    return det

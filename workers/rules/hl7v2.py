"""PHI in HL7 v2 messages pasted into a note: read by segment and field, not by context.

An interface dump (``PID|1||00482913^^^MR||SMITH^JOHN^A||19700314|M|||42 ELM ST^^BOSTON^MA^02115||…``) puts each
value in a numbered field of a segment, with ``^`` between components, ``~`` between repetitions and ``&`` between
subcomponents. No phrase says "patient" or "date of birth" there, so the language's patterns and the model miss
much of it; the field's number says what it holds. ``data/hl7v2.toml`` maps segment and field to a kind of value
(a name, an address, a date/time, an identifier typed by its code…) and a fine type, and names the fields that hold
only codes, units, ranges and flags: what any detector finds inside those is vetoed.

A line is read as a segment when it starts with three capitals or digits and ``|`` (``MSH|^~\\&|…``), and MSH's
fields are numbered as the standard does (MSH-1 is the field separator itself).
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.spans import Span
from deidq.workers.core.vetoes import label_veto_marker

DATA = Path(__file__).resolve().parent / "data" / "hl7v2.toml"
KINDS = frozenset({"ts", "cx", "ei", "xpn", "xcn", "ndl", "xad", "xtn", "pl", "xon", "hd", "value", "veto"})
VETO_LABELS = ("AGE", "CONTACT", "DATE", "ID", "LOCATION", "NAME", "PROFESSION")
_SEGMENT = regex.compile(r"(?m)^[ \t]*([A-Z][A-Z0-9]{2})\|")
_DATE8 = regex.compile(r"(?:1[89]|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
# shapes read in any other field, since senders do not all number fields as the standard does: a full timestamp,
# a staff member (id^FAMILY^GIVEN…) and an organisation named by its kind of place
_TIMESTAMP = regex.compile(
    r"(?:1[89]|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?(?:\.\d+)?(?:[+-]\d{4})?"
)
_ID = regex.compile(r"[A-Za-z0-9._-]{2,}")
_NAME_PART = regex.compile(r"\p{L}[\p{L}'’ -]*\p{L}")
_CODING_SYSTEMS = frozenset(
    {
        "LN", "L", "LOINC", "SCT", "SNM", "SNOMED", "I9", "I9C", "I10", "I10P", "ICD10", "CPT", "C4", "HL7", "NCI",
        "RXNORM", "NDC", "UCUM", "ISO", "CLIA", "UKAS", "DNS", "LOCAL", "99LAB",
    }
)  # fmt: skip
_ORG = regex.compile(
    r"(?i)\p{L}[\p{L}'’&. -]*[ ](?:laboratory|laboratories|lab|pathology|hospital|clinic|center|centre|health|medical|"
    r"partners|services|infirmary|practice|surgery)"
)
_DIGITS4 = regex.compile(r"\d{4}")
_OID = regex.compile(r"&\d+(?:\.\d+){3,}")
_ADDRESS = {1: "STREET", 2: "STREET", 3: "CITY", 4: "STATE", 5: "ZIP", 6: "COUNTRY", 9: "CITY"}
_OTHERS = frozenset({"NK1", "GT1", "IN1", "IN2"})  # segments about relatives, guarantors and the insured
_LOCATION = {1: "HOSPITAL", 2: "LOCATION_OTHER", 3: "LOCATION_OTHER", 4: "HOSPITAL", 7: "LOCATION_OTHER",
             8: "LOCATION_OTHER"}  # fmt: skip


@dataclass(frozen=True, slots=True)
class FieldRule:
    kind: str
    type: str


@dataclass(frozen=True, slots=True)
class Hl7Map:
    version: str
    fields: dict[tuple[str, int], FieldRule]
    cx_types: dict[str, str]


@functools.cache
def load_map(path: Path = DATA) -> Hl7Map:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    fields: dict[tuple[str, int], FieldRule] = {}
    for i, f in enumerate(data.get("field") or []):
        kind, typ = f.get("kind"), f.get("type", "")
        if kind not in KINDS:
            raise ValueError(f"{path.name}: field entry {i}: unknown kind {kind!r} (use one of {sorted(KINDS)})")
        if kind in ("cx", "ei", "xpn", "xcn", "ndl", "xon", "hd", "value") and not typ:
            raise ValueError(f"{path.name}: field entry {i}: kind {kind!r} needs a type")
        if typ:
            label_of(typ)  # an unknown fine type fails here, at load
        for n in f["fields"]:
            key = (str(f["segment"]), int(n))
            if key in fields:
                raise ValueError(f"{path.name}: {key[0]}-{key[1]} is mapped twice")
            fields[key] = FieldRule(kind, typ)
    cx_types = {str(k).upper(): str(v) for k, v in (data.get("cx_types") or {}).items()}
    for v in cx_types.values():
        label_of(v)
    return Hl7Map(str((data.get("pack") or {}).get("version", "1.0.0")), fields, cx_types)


def _split(text: str, start: int, end: int, sep: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each part of text[start:end] split at ``sep``."""
    a = start
    while True:
        b = text.find(sep, a, end)
        if b < 0:
            yield a, end
            return
        yield a, b
        a = b + 1


class Hl7v2Detector:
    """PHI spans and code-field veto markers of the HL7 v2 segments in a text."""

    name = "hl7v2"

    def __init__(self, language: str, path: Path = DATA) -> None:
        self.map = load_map(path)
        self.version = self.map.version
        self.source = f"rules.{language}.{self.name}@{self.version}"

    def detect_text(self, text: str) -> tuple[list[Span], list[Span]]:
        """(spans, veto markers)."""
        spans: list[Span] = []
        vetoes: list[Span] = []
        if "|" not in text:
            return spans, vetoes
        for m in _SEGMENT.finditer(text):
            seg = m.group(1)
            line_end = text.find("\n", m.start())
            line_end = len(text) if line_end < 0 else line_end
            if text.count("|", m.start(), line_end) < 2:
                continue
            vetoes.append(label_veto_marker(m.start(1), m.end(1), VETO_LABELS, self.source))  # "OBX" is no one
            fields = list(_split(text, m.end(), line_end, "|"))
            # MSH-1 is the "|" itself, so the first part after it is MSH-2
            first = 2 if seg == "MSH" else 1
            for n, (a, b) in enumerate(fields, start=first):
                rule = self.map.fields.get((seg, n))
                if a == b:
                    continue
                if n == 1 and seg != "MSH" and text[a:b].isdigit() and b - a <= 4:  # a set ID
                    vetoes.append(label_veto_marker(a, b, VETO_LABELS, self.source))
                    continue
                if rule is None:
                    for ra, rb in _split(text, a, b, "~"):
                        spans.extend(self._shaped(text, ra, rb, "FAMILY" if seg in _OTHERS else "DOCTOR"))
                    continue
                if rule.kind == "veto":
                    # a coded element ("2345-7^Glucose^LN") or a code, unit or range; a bare value with a run of four
                    # digits stays open: a sender that shifts fields may put an identifier there
                    if "^" in text[a:b] or _DIGITS4.search(text, a, b) is None:
                        vetoes.append(label_veto_marker(a, b, VETO_LABELS, self.source))
                    continue
                for ra, rb in _split(text, a, b, "~"):
                    spans.extend(self._read(text, ra, rb, rule, vetoes))
        return spans, vetoes

    def _shaped(self, text: str, a: int, b: int, person: str) -> list[Span]:
        """What an unmapped field holds by its shape alone: a timestamp, a staff member or an organisation."""
        comps = list(_split(text, a, b, "^"))
        ts = _TIMESTAMP.fullmatch(text, *comps[0])
        if ts is not None:
            span = self._span(text, ts.start(), ts.start() + 8, "DATE")
            return [span] if span else []
        if len(comps) >= 3:
            ident, family, given = (text[x:y] for x, y in comps[:3])
            if ((not ident or _ID.fullmatch(ident)) and _NAME_PART.fullmatch(family) and _NAME_PART.fullmatch(given)
                    and given.upper() not in _CODING_SYSTEMS and family.upper() not in _CODING_SYSTEMS):  # fmt: skip
                return [s for s in self._staff(text, comps, person) if s is not None]
        # an organisation with its assigning authority's OID in component 6 ("X^^^^^CLIA&2.16.840.1.113883.4.7&ISO")
        if _ORG.fullmatch(text, *comps[0]) or (len(comps) >= 6 and _OID.search(text, *comps[5])):
            span = self._span(text, *comps[0], "HOSPITAL")
            return [span] if span else []
        return []

    def _span(self, text: str, a: int, b: int, typ: str) -> Span | None:
        while a < b and text[a] in ' \t"':
            a += 1
        while b > a and text[b - 1] in ' \t"':
            b -= 1
        if b - a < 1 or not any(c.isalnum() for c in text[a:b]):
            return None
        return Span(a, b, label_of(typ), typ, self.source, 0.9)

    def _read(self, text: str, a: int, b: int, rule: FieldRule, vetoes: list[Span]) -> list[Span]:
        comps = list(_split(text, a, b, "^"))
        kind, typ = rule.kind, rule.type
        out: list[Span | None] = []
        if kind == "ts":
            d = _DATE8.match(text, comps[0][0], comps[0][1])
            out.append(self._span(text, d.start(), d.end(), "DATE") if d else None)
        elif kind == "cx":
            code = text[comps[4][0] : comps[4][1]].strip().upper() if len(comps) > 4 else ""
            out.append(self._span(text, *comps[0], self.map.cx_types.get(code, typ)))
        elif kind in ("ei", "xon", "hd", "value"):
            out.append(self._span(text, *comps[0], typ))
        elif kind == "xpn":
            out.append(self._name(text, comps[:3], typ))
        elif kind == "xcn":
            out.extend(self._staff(text, comps, typ))
            vetoes.extend(self._codes(comps[4:7]))  # suffix, prefix, degree: "DR", "MD"
        elif kind == "ndl":
            out.extend(self._staff(text, list(_split(text, *comps[0], "&")), typ))
        elif kind == "xad":
            out.extend(self._span(text, *comps[i - 1], t) for i, t in _ADDRESS.items() if i <= len(comps))
        elif kind == "pl":
            out.extend(self._span(text, *comps[i - 1], t) for i, t in _LOCATION.items() if i <= len(comps))
        elif kind == "xtn":
            out.extend(self._telecom(text, comps))
            vetoes.extend(self._codes(comps[1:3]))  # use and equipment codes: "PRN", "PH"
        return [s for s in out if s is not None]

    def _codes(self, comps: list[tuple[int, int]]) -> list[Span]:
        return [label_veto_marker(x, y, VETO_LABELS, self.source) for x, y in comps if y > x]

    def _name(self, text: str, comps: list[tuple[int, int]], typ: str) -> Span | None:
        filled = [(x, y) for x, y in comps if text[x:y].strip()]
        if not filled:
            return None
        return self._span(text, filled[0][0], filled[-1][1], typ)

    def _staff(self, text: str, comps: list[tuple[int, int]], typ: str) -> list[Span | None]:
        ident = text[comps[0][0] : comps[0][1]]
        id_type = "USERNAME" if any(c.isalpha() for c in ident) else "IDNUM"
        return [self._span(text, *comps[0], id_type), self._name(text, comps[1:4], typ)]

    def _telecom(self, text: str, comps: list[tuple[int, int]]) -> list[Span | None]:
        out: list[Span | None] = []
        number = text[comps[0][0] : comps[0][1]]
        if sum(c.isdigit() for c in number) >= 5:
            out.append(self._span(text, *comps[0], "PHONE"))
        if len(comps) > 3 and "@" in text[comps[3][0] : comps[3][1]]:
            out.append(self._span(text, *comps[3], "EMAIL"))
        out.extend(self._span(text, *comps[i], "PHONE") for i in (5, 6) if i < len(comps))
        return out

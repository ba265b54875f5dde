# ruff: noqa: E501  (regular expressions read best unwrapped)
"""Recipe v2 carriers: all of ``english_unlabelled`` (ACI-Bench, MTS-Dialog, HL7 C-CDA examples, zmek
UK A&E notes, PriMock57, cTAKES examples), with their fictional PHI labelled or replaced.

ACI-Bench, MTS-Dialog, zmek and PriMock57 go through v1's heuristics (``carrier.harvest_names`` /
``find_phi``). C-CDA and cTAKES hold fixed fictional people, sites and contacts ("Dr. Henry Seven",
"Neid, Indira"): they are listed here (``KNOWN``) and replaced by fake values, their dates, years and
ages labelled; a record whose plain text still shows a titled capitalized name afterwards is dropped
(``residual_names``), so no fictional name reaches a training note unlabelled."""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import regex

from deidq.synth import fake, pools
from deidq.synth.carrier import DATE_RE, US_STATE_NAMES, Found, find_phi, harvest_names
from deidq.synth.corpus import group_key, normalize
from deidq.synth.note import NoteContext, Segment, _match_case, fake_carrier_name
from deidq.synth.note2 import PROFESSIONS_V2

# source name -> (file, licence SPDX, attribution)
SOURCES: dict[str, tuple[str, str, str]] = {
    "aci_bench": ("aci_bench.jsonl", "CC-BY-4.0", "ACI-Bench, Yim et al. 2023 (wyim/aci-bench)"),
    "mts_dialog": ("mts_dialog.jsonl", "CC-BY-4.0", "MTS-Dialog, Ben Abacha et al. 2023 (abachaa/MTS-Dialog)"),
    "hl7_ccda": ("hl7_ccda_examples.jsonl", "CC0-1.0", "HL7 C-CDA-Examples, HL7 Structured Documents WG"),
    "zmek_ae": ("zmek_ae_admission_notes.jsonl", "MIT", "Zella King 2023, zmek/synthetic-clinical-notes"),
    "primock57": ("primock57_notes.jsonl", "CC-BY-4.0", "PriMock57, Papadopoulos Korfiatis et al. 2022 (babylonhealth/primock57)"),
    "ctakes": ("ctakes_example_notes.jsonl", "Apache-2.0", "Apache cTAKES example notes, The Apache Software Foundation (portions Mayo Clinic, Boston Children's Hospital, Univ. of Colorado)"),
}  # fmt: skip
UK_SOURCES = frozenset({"zmek_ae", "primock57"})
MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)"
)
WEEKDAY = r"(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?,?\s+)?"
# date shapes v1's DATE_RE lacks (C-CDA, cTAKES): 22-Jun-2015, Sep-16-2014, 20070103, Friday, 02-May-2014
EXTRA_DATE_RE = regex.compile(
    rf"\b{WEEKDAY}\d{{1,2}}-{MONTH}-(?:19|20)\d\d\b|\b{MONTH}-\d{{1,2}}-(?:19|20)\d\d\b|\b(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\b"
    rf"|\b{WEEKDAY}{MONTH}\.? \d{{1,2}},? (?:19|20)\d\d\b|(?<=\b(?:last|early|late|in|since|mid-)\s?){MONTH}\b(?!\s*\d)",
    regex.IGNORECASE,
)
# bare years in C-CDA tables and cTAKES histories ("Last tetanus 1998"), not quantities
BARE_YEAR_RE = re.compile(
    r"(?<![\d./:-])(?:19[4-9]\d|20[0-2]\d)(?![\d/:@-])(?!\s*(?:mg|mcg|ml|mL|units?|cc|kcal|calories|%))"
)
PHONE_RE = re.compile(r"(?:\+1-)?\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b")
EMAIL_RE = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
PAIR_LEFT_RE = re.compile(r"\b([A-Z][a-z]+),?[ \t]+([A-Z][a-z]+)\b")
NOT_NAMES = frozenset({"my", "see", "in", "lean", "amber", "will", "hope", "grace", "may", "june", "mark", "rose",
                       "miss", "mister", "sir", "santa", "von", "dallas", "denver", "columbus", "carter", "mercy", "harmony", "lou", "san",
                       "chase", "ward", "penny", "dawn", "joy", "faith", "april", "august", "summer", "autumn",
                       "jack", "bill", "art", "early", "an", "as", "so", "long", "young", "case", "sterling"})  # fmt: skip
TITLED_LEFT_RE = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss|Nurse|Reverend)\.?[ \t]+[A-Z][a-z]{2,}")

# (pattern with a group "v" (else the whole match), fine type, shape). Shapes: fl = First [M.] Last,
# lf = Last, First, f / l = one name part, i = initials, keep = label the text as it is, new = a fresh value.
KnownRule = tuple[str, str, str]
KNOWN: dict[str, list[KnownRule]] = {
    "hl7_ccda": [
        (r"Uel B\. Better", "DOCTOR", "fl"), (r"Fiora W\. Omen", "DOCTOR", "fl"), (r"Will Namaste", "DOCTOR", "fl"),
        (r"Patricia Primary", "DOCTOR", "fl"), (r"Beatrice Strong", "DOCTOR", "fl"), (r"S\. Teddy Hands", "DOCTOR", "fl"),
        (r"Beau D\. Stretch", "DOCTOR", "fl"), (r"John D Smith", "DOCTOR", "fl"), (r"Nurse (?P<v>Florence)", "DOCTOR", "f"),
        (r"Nancy Nightingale", "DOCTOR", "fl"), (r"Penny Puffer", "DOCTOR", "fl"), (r"James Case", "DOCTOR", "fl"),
        (r"Henry Seven", "DOCTOR", "fl"), (r"Dr\.? (?P<v>Seven)", "DOCTOR", "l"), (r"Amanda Assigned", "DOCTOR", "fl"),
        (r"James Getwell", "DOCTOR", "fl"), (r"Samir Kahn", "DOCTOR", "fl"), (r"David E Ford", "DOCTOR", "fl"),
        (r"Heartly Sixer", "DOCTOR", "fl"), (r"Henry Lev(?:en|ine|el)(?: Eighth)?", "DOCTOR", "fl"),
        (r"Ms\. (?P<v>Everywoman)", "PATIENT", "l"), (r"Nick Nurse", "DOCTOR", "fl"), (r"Fleming, Barry", "DOCTOR", "lf"),
        (r"Hermione Seaven", "DOCTOR", "fl"), (r"Mia Jones", "FAMILY", "fl"), (r"(?P<v>James|Gerald)(?=, brother)", "FAMILY", "f"),
        (r"Dr\. (?P<v>Physician|Specialist)", "DOCTOR", "l"), (r"Lucas Valieri", "FAMILY", "fl"),
        (r"Winston, Harry", "DOCTOR", "lf"), (r"Cherry Street(?= subsidized)", "LOCATION_OTHER", "keep"),
        (r"\(cause of death\)\s+(?P<v>\d+)|(?m:^Diabetes\s{2,}(?P<v2>\d+)$)|Stroke\s+(?P<v3>\d+)", "AGE", "keep"),
        (r"Hope Woods Health Services|Center for Womens Health|ML Medical Group|First Choice Physical Therapy|Bayview Orthopedic Associates|Community Urgent Care(?: Center)?|Good Health (?:Hospital|Clinic)|Good Day Hospital|Community Medical Center|Sunnyview Rehab Hospital|Community Health(?: and Hospitals)?(?= Consult|:)", "HOSPITAL", "new"),
        (r"Four Corners Community Church Presbyterian|Good Health Insurance|Value Labs|YMCA", "ORGANIZATION", "new"),
        (r"100 Main St\. Suite 100|123 Healthy Way|100[247] Health(?:care)? (?:Dr\.|Drive)|1047 Healthcare Drive|2474, Rocky place", "STREET", "new"),
        (r"Hope Valley|Westerly|Portland|Beaverton", "CITY", "new"),
        (r"(?<=(?:Valley|Westerly|Portland|Beaverton),? )(?P<v>RI|OR)\b", "STATE", "new"),
        (r"\b(?:02832|02891|97005|97006)\b", "ZIP", "new"),
        (r"Contract Number\s+(?P<v>1138345)", "HEALTHPLAN", "new"), (r"NPI: (?P<v>66666)", "LICENSE", "new"),
    ],
    "ctakes": [
        (r"Neid, Indira", "PATIENT", "lf"), (r"Liszt Prahseseur Memorial|Mayo Clinic", "HOSPITAL", "new"),
        (r"ABC DEF(?=; M\.D\.)", "DOCTOR", "fl"), (r"Sleips I\., Nephra", "DOCTOR", "lf"), (r"Cash, Johnny", "DOCTOR", "lf"),
        (r"Johnny Cash", "DOCTOR", "fl"), (r"Billy Johnson", "PATIENT", "fl"), (r"Mr\. (?P<v>Johnson)", "PATIENT", "l"),
        (r"Dan Testing", "PATIENT", "fl"), (r"Julie Tester", "DOCTOR", "fl"), (r"Dr\. (?P<v>Good|Nutritious)", "DOCTOR", "l"),
        (r"Clinic Number: (?P<v>3-303-925)", "MRN", "new"), (r"100 Quality Control Avenue", "STREET", "new"),
        (r"City: (?P<v>Test Patient)", "CITY", "new"), (r"(?<=Test Patient, )(?P<v>MN)", "STATE", "new"),
        (r"55905-0001", "ZIP", "new"), (r"Pager: (?P<v>4-\$\$\$\$)", "PHONE", "new"), (r"(?P<v>JC)/EMR", "DOCTOR", "i"),
        (r"\b(?:Miss\. )?(?P<v>CM)\b(?= is)", "PATIENT", "i"), (r"Mrs\. (?P<v>M\.)", "PATIENT", "i"), (r"\bSears\b", "ORGANIZATION", "new"),
        (r"(?:Cosmetic )?saleswoman", "PROFESSION", "keep"), (r"\bU\.S\.(?=\s|$)", "COUNTRY", "keep"),
        (r"Age: (?P<v>\d+)(?= Y)|Patient is (?P<v2>\d+)\b|died at (?P<v3>\d+)|(?:Mother died|Father died|brother|Daughter|Son), (?P<v4>\d+)\b", "AGE", "keep"),
        (r"\bWednesday\b", "DATE", "keep"),
    ],
    "primock57": [(r"\bYosemite(?: Park)?", "LOCATION_OTHER", "keep"), (r"\bBabylon\b", "ORGANIZATION", "keep")],
}  # fmt: skip
_CLINICAL_ROLES = {
    "nurse",
    "pharmacist",
    "physical therapist",
    "CNA",
    "dental nurse",
    "home health aide",
    "lab technician",
}
_PROF_WORDS = sorted({*PROFESSIONS_V2, "engineer", "builder", "secretary", "cleaner", "waitress", "waiter", "salesman",
                      "saleswoman", "manager", "labourer", "laborer", "driver", "clerk", "receptionist", "carer",
                      "cook", "gardener", "painter", "soldier", "banker", "dentist", "journalist", "musician",
                      "artist", "writer", "pilot", "programmer", "office worker", "retail worker", "shop worker",
                      "stay-at-home mom", "homemaker", "sheriff", "nanny", "maid"}, key=len, reverse=True)  # fmt: skip
_PROF = "|".join(re.escape(w) for w in _PROF_WORDS)
_PROF_NONCLIN = "|".join(re.escape(w) for w in _PROF_WORDS if w not in _CLINICAL_ROLES and not w.startswith("retired"))
# the patient's or a relative's occupation in carrier narrative ("works as an accountant", "retired teacher")
PROFESSION_RE = re.compile(
    rf"\b(?:works?|worked|working|employed|job) (?:as|for) (?:an? )?(?P<v>{_PROF})\b|\bretired (?P<v2>{_PROF_NONCLIN})\b"
    rf"|\b(?:is|was|as) an? (?P<v3>{_PROF_NONCLIN})\b|\b(?:[Oo]ccupation|[Jj]ob|[Ww]ork|SH):\s*(?P<v4>{_PROF})\b",
)
CITY_STATE_RE = re.compile(rf"\b(?P<v>[A-Z][a-z]+(?: [A-Z][a-z]+)?),? (?={US_STATE_NAMES}\b)")
# a weekday or holiday tied to the patient's story is a DATE (guideline); plurals ("on Sundays") are frequencies
DAY_NAME_RE = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas(?: eve| day)?|thanksgiving|easter"
    r"|halloween|new year's(?: eve| day)?|(?:fourth|4th) of july|labor day|memorial day)\b(?!s\b|')",
    re.IGNORECASE,
)
# record numbers read out in dialogue ("mrnq27631", "mrn 1234567")
MRN_RE = re.compile(r"\b(?:mrn|medical record number)\s*#?:?\s*(?P<v>[a-z]?\d{4,}[a-z0-9]*)\b", re.IGNORECASE)
DROP_RE = {"hl7_ccda": re.compile(r"\(GS1\)|Device Identifier|\(01\)\d{8}|Praesent|mightBe")}
AGE_RANGE_RE = re.compile(r"\b(?P<lo>\d{2})-(?P<hi>\d{2})(?=-year-old)")


@dataclass
class Carrier2:
    id: str
    text: str
    source: str
    genre: str
    kind: str  # note, dialogue, note-section
    group: str
    section: str = ""
    meta: dict = field(default_factory=dict)


def load_all(source_dir: str | Path) -> list[Carrier2]:
    """Every carrier of every source present in ``source_dir`` (exact duplicate texts dropped)."""
    src = Path(source_dir)
    out: list[Carrier2] = []
    seen: set[str] = set()
    for source, (fname, _lic, _att) in SOURCES.items():
        path = src / fname
        if not path.exists():
            continue
        for line in path.open(encoding="utf-8"):
            if not line.strip():
                continue
            d = json.loads(line)
            text, meta = d.get("text") or "", d.get("meta") or {}
            norm = normalize(text)
            if not norm or norm in seen or (source in DROP_RE and DROP_RE[source].search(text)):
                continue
            seen.add(norm)
            kind = meta.get("kind") or ("dialogue" if d["id"].endswith("dialogue") else "note")
            if source in ("aci_bench", "mts_dialog"):
                group = group_key(d["id"], text)
                genre = (
                    "note_sections" if source == "mts_dialog" else ("dialogue" if kind == "dialogue" else "clinic_note")
                )
            elif source == "hl7_ccda":
                group = "ccda:" + (meta.get("path") or d["id"]).split("#")[0]
                genre = meta.get("genre") or "section"
            else:
                group = f"{source}:" + hashlib.sha1(norm.encode()).hexdigest()[:16]
                genre = meta.get("genre") or "note"
            out.append(Carrier2(d["id"], text, source, genre, kind, group, meta.get("section", ""), meta))
    if not out:
        raise FileNotFoundError(f"no carrier files ({', '.join(v[0] for v in SOURCES.values())}) in {src}")
    return out


@dataclass
class Hit:
    start: int
    end: int
    make: Callable[[NoteContext], list[Segment]]


def _fake_value(typ: str, ctx: NoteContext, orig: str) -> str:
    r = ctx.rng
    if typ == "HOSPITAL":
        return pools.care_site(r)
    if typ == "ORGANIZATION":
        return pools.employer(r)
    if typ == "STREET":
        return fake.street(r)
    if typ == "CITY":
        return pools.us_city(r)
    if typ == "STATE":
        return fake.state(r)[1]
    if typ == "ZIP":
        return fake.zipcode(r)
    if typ == "PHONE":
        return fake.phone(r, ext=False) if len(orig) > 8 else f"{r.randint(1, 9)}-{fake.digits(r, 4)}"
    if typ == "EMAIL":
        return fake.email(r, pools.person(r))
    if typ == "MRN":
        return fake.mrn(r)
    if typ == "HEALTHPLAN":
        return fake.healthplan(r)
    if typ == "LICENSE":
        return fake.license_no(r)
    raise KeyError(typ)


def _person_value(shape: str, typ: str, orig: str, ctx: NoteContext) -> str:
    """A fake name in the shape of ``orig``; consistent per note through ``ctx.fake_token``."""
    role = typ
    if shape == "i":  # initials keep their punctuation pattern: CM -> AB, M. -> K.
        p = ctx.profile.patient if typ == "PATIENT" else pools.person(ctx.rng)
        letters = [p.first[0], p.last[0]] if len(re.sub(r"\W", "", orig)) > 1 else [p.last[0]]
        out, k = [], 0
        for ch in orig:
            if ch.isalpha() and k < len(letters):
                out.append(letters[k].upper() if ch.isupper() else letters[k].lower())
                k += 1
            elif not ch.isalpha():
                out.append(ch)
        return "".join(out)
    toks = re.split(r"(,?\s+)", orig)
    words = [t for i, t in enumerate(toks) if i % 2 == 0]
    if shape == "lf":
        slots = ["last", *(["first"] * (len(words) - 1))]
    elif shape == "f":
        slots = ["first"] * len(words)
    elif shape == "l":
        slots = ["last"] * len(words)
    else:
        slots = ["first", *(["middle"] * (len(words) - 2)), "last"] if len(words) > 1 else ["last"]
    new, wi = [], 0
    for i, t in enumerate(toks):
        if i % 2:
            new.append(t)
            continue
        slot = slots[wi]
        wi += 1
        if re.fullmatch(r"[A-Z]\.?", t) or slot == "middle":  # middle initial
            new.append(f"{ctx.rng.choice('ABCDEFGHJKLMNPRSTW')}{'.' if t.endswith('.') else ''}")
            continue
        if t.startswith("["):  # zmek placeholder "[Patient's Name]"
            t = "X"
        val, _ = ctx.fake_token(t, slot, role)
        new.append(_match_case(t, val) if len(t) > 1 else val)
    return "".join(new)


def known_hits(source: str, text: str) -> list[Hit]:
    hits: list[Hit] = []
    for pat, typ, shape in KNOWN.get(source, []):
        for m in regex.finditer(pat, text):
            g = next((k for k in ("v", "v2", "v3", "v4") if k in m.groupdict() and m.group(k) is not None), None)
            s, e = m.span(g) if g else m.span()
            orig = text[s:e]

            def make(ctx: NoteContext, orig: str = orig, typ: str = typ, shape: str = shape) -> list[Segment]:
                if shape == "keep":
                    return [(orig, typ)]
                if shape == "new":
                    return [(_fake_value(typ, ctx, orig), typ)]
                return [(_person_value(shape, typ, orig, ctx), typ)]

            hits.append(Hit(s, e, make))
    if source in ("hl7_ccda", "ctakes"):
        for rx, typ in ((PHONE_RE, "PHONE"), (EMAIL_RE, "EMAIL")):
            for m in rx.finditer(text):
                hits.append(Hit(m.start(), m.end(), lambda ctx, t=typ, o=m.group(): [(_fake_value(t, ctx, o), t)]))
        for rx in (EXTRA_DATE_RE, DATE_RE, BARE_YEAR_RE):
            for m in rx.finditer(text):
                hits.append(Hit(m.start(), m.end(), lambda ctx, o=m.group(): [(o, "DATE")]))
    if source == "zmek_ae":
        hits += _zmek_placeholders(text)
        for m in AGE_RANGE_RE.finditer(text):
            lo, hi = int(m.group("lo")), int(m.group("hi"))
            hits.append(Hit(m.start(), m.end(), lambda ctx, lo=lo, hi=hi: [(str(_in_band(ctx, lo, hi)), "AGE")]))
    for m in CITY_STATE_RE.finditer(text):  # "Dallas, Georgia": v1 labels the state only
        if m.group("v") in pools.us_city_names():
            hits.append(Hit(m.start("v"), m.end("v"), lambda ctx, o=m.group("v"): [(o, "CITY")]))
    for m in MRN_RE.finditer(text):
        hits.append(Hit(m.start("v"), m.end("v"), lambda ctx, o=m.group("v"): [(_fake_value("MRN", ctx, o), "MRN")]))
    for m in PROFESSION_RE.finditer(text):
        g = next(k for k in ("v", "v2", "v3", "v4") if m.group(k) is not None)
        hits.append(Hit(m.start(g), m.end(g), lambda ctx, o=m.group(g): [(o, "PROFESSION")]))
    if source not in ("hl7_ccda",):
        for m in EXTRA_DATE_RE.finditer(text):
            hits.append(Hit(m.start(), m.end(), lambda ctx, o=m.group(): [(o, "DATE")]))
    return hits


ZMEK_PATIENT_RE = re.compile(r"(?:Mr|Mrs|Ms)\.?/(?:Ms|Mrs)\.? (?P<v>X\b|\[[^\]\n]*\])")
ZMEK_DOCTOR_RE = re.compile(r"Dr\. (?P<v>\[Name\]|XYZ\b)")
ZMEK_VALUE_RE = re.compile(r"\[(?P<v>age|Date|BP|HR|RR|Temp)\]")


def _in_band(ctx: NoteContext, lo: int, hi: int) -> int:
    """The note's patient age when it lies in a zmek age band ("65-84"), else an age in the band."""
    return ctx.age if lo <= ctx.age <= hi else ctx.rng.randint(lo, max(lo, hi))


SHORT_AGE_RE = re.compile(
    r"\b(?P<a>\d{1,3})(?:-| )?(?:y\.o\.|yo|y/o|years?[- ]old)\s+(?:\w+\s+){0,2}?"
    r"(?:female|male|woman|man|gentleman|lady|boy|girl|individual|patient)\b",
    re.IGNORECASE,
)


def patient_age(text: str, rng: random.Random) -> int | None:
    """The carrier patient's age, so the header agrees with it: ``35 y.o. female``, a zmek band
    (``65-84-year-old``: an age drawn in it), else None."""
    m = SHORT_AGE_RE.search(text)
    if m and 0 < int(m.group("a")) < 110:
        return int(m.group("a"))
    band = AGE_RANGE_RE.search(text)
    if band:
        return rng.randint(int(band.group("lo")), max(int(band.group("lo")), int(band.group("hi"))))
    return None


def _zmek_placeholders(text: str) -> list[Hit]:
    """zmek's template gaps (``Mr./Ms. X``, ``Dr. [Name]``, ``[age]``, ``[Date]``, ``[BP]`` …) filled in."""
    hits: list[Hit] = []

    def patient(ctx: NoteContext, ph: str) -> list[Segment]:
        p = ctx.profile.patient
        title = ("Ms" if ctx.rng.random() < 0.6 else "Mrs") if p.sex == "F" else "Mr"
        name = f"{p.first[0]}.{p.last[0]}." if "nitial" in ph else p.last
        return [(title + ctx.rng.choice(["", "."]) + " ", None), (name, "PATIENT")]

    for m in ZMEK_PATIENT_RE.finditer(text):
        hits.append(Hit(m.start(), m.end(), lambda ctx, ph=m.group("v"): patient(ctx, ph)))
    for m in ZMEK_DOCTOR_RE.finditer(text):
        hits.append(Hit(m.start(), m.end(), lambda ctx: [("Dr. ", None), (pools.person(ctx.rng).last, "DOCTOR")]))

    def value(ctx: NoteContext, what: str) -> list[Segment]:
        r = ctx.rng
        if what == "age":
            return [(str(ctx.age), "AGE")]
        if what == "Date":
            return [(fake.fmt_date(ctx.visit, "mdy_slash0"), "DATE")]
        vals = {"BP": f"{r.randint(95, 170)}/{r.randint(55, 100)} mmHg", "HR": f"{r.randint(55, 120)} bpm",
                "RR": f"{r.randint(12, 28)} breaths/min", "Temp": f"{r.uniform(36.2, 38.9):.1f}°C"}  # fmt: skip
        return [(vals[what], None)]

    for m in ZMEK_VALUE_RE.finditer(text):
        hits.append(Hit(m.start(), m.end(), lambda ctx, w=m.group("v"): value(ctx, w)))
    return hits


def _found_hit(text: str, f: Found) -> Hit:
    surface = text[f.start : f.end]

    def make(ctx: NoteContext) -> list[Segment]:
        if f.kind == "NAME":
            return [fake_carrier_name(surface, f, ctx)]
        if f.kind == "AGE" and f.role == "patient":
            return [((fake.number_words(ctx.age) if surface.isalpha() else str(ctx.age)), "AGE")]
        return [(surface, f.kind)]

    return Hit(f.start, f.end, make)


def carrier_hits(source: str, text: str, names: dict[str, tuple[str, str]] | None) -> list[Hit]:
    """Non-overlapping PHI hits in one carrier text: known entries first, then v1's heuristics."""
    cand = known_hits(source, text)
    if source not in ("hl7_ccda", "ctakes"):  # their names are all listed; the heuristics would guess
        cand += [_found_hit(text, f) for f in find_phi(text, names if names is not None else harvest_names([text]))]
    else:
        cand += [_found_hit(text, f) for f in find_phi(text, {}) if f.kind == "AGE"]
    # lone weekdays and holidays last, so "Saturday, March 3" stays one span
    cand += [Hit(m.start(), m.end(), lambda ctx, o=m.group(): [(o, "DATE")]) for m in DAY_NAME_RE.finditer(text)]
    out: list[Hit] = []
    for h in cand:  # first come wins: known entries, then longer matches of the same start
        if h.end > h.start and not any(h.start < o.end and o.start < h.end for o in out):
            out.append(h)
    return sorted(out, key=lambda h: h.start)


def extend_names(texts: list[str], names: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """More carrier names than v1's heuristics find: a first name right before a known last name
    ("Michelle King" when "king" was found after "mrs."), and capitalized pairs of a census given name and
    a census surname ("Matthew Hill"), which v1 skips when the surname is also a common word."""
    from deidq.synth.carrier import FAMILY_WORDS, name_lists

    first = name_lists()[0] | pools.given_names()
    surnames = pools.surnames_lower()
    out = dict(names)
    for text in texts:
        for m in re.finditer(r"\b([A-Za-z][a-z]+)[ \t]+([A-Za-z][a-z'-]+)\b(?!'s disease|-)", text):
            a, b = m.group(1).lower(), m.group(2).lower()
            if a in NOT_NAMES:
                continue
            if a not in out and b in names and names[b][0] == "last" and a in first:
                if m.group(1)[0].isupper() or m.group(2)[0].islower():
                    out[a] = ("first", names[b][1])
            elif m.group(1)[0].isupper() and m.group(2)[0].isupper() and a in pools.given_names() and b in surnames:
                before = text[max(0, m.start() - 40) : m.start()]
                if re.search(r"\b(?:Dr|Mr|Mrs|Ms|Miss)\.?\s*$", before):
                    continue  # titled: v1 has it
                role = out[a][1] if a in out else "FAMILY" if FAMILY_WORDS.search(before) else "PATIENT"
                out.setdefault(a, ("first", role))
                out.setdefault(b, ("last", role))
    return out


def given_lower() -> frozenset[str]:
    return pools.given_names()


def residual_names(text: str, hits: list[Hit]) -> list[str]:
    """Names left in plain text (outside every hit): titled capitalized words, and capitalized pairs
    that start with a census given name (a few words that are mostly not names excepted)."""
    given = pools.given_names()
    left = []
    for m in TITLED_LEFT_RE.finditer(text):
        if not any(h.start <= m.start() + m.group().rfind(" ") + 1 < h.end for h in hits):
            left.append(m.group())
    for m in PAIR_LEFT_RE.finditer(text):
        w = m.group(1).lower()
        if w in given and w not in NOT_NAMES and not any(h.start <= m.start() < h.end for h in hits):
            left.append(m.group())
    return left


def segments(text: str, hits: list[Hit], ctx: NoteContext) -> list[Segment]:
    out: list[Segment] = []
    pos = 0
    for h in hits:
        if h.start > pos:
            out.append((text[pos : h.start], None))
        out.extend(h.make(ctx))
        pos = h.end
    if pos < len(text):
        out.append((text[pos:], None))
    return out

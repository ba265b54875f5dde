"""Assemble one synthetic note: header + carrier text (names/dates/ages replaced or labelled, extra
PHI sentences inserted between paragraphs) + footer, with exact gold offsets."""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import dataclass, field

from deidq.synth import fake, templates
from deidq.synth.carrier import AGE_RE, PATIENT_NOUN_RE, Found, find_phi, harvest_names

Segment = tuple[str, str | None]  # (text, fine type or None for plain text)
FIELD_RE = re.compile(r"\{([A-Z0-9_]+)\}")


def _label_of(fine_type: str) -> str:
    from deidq.workers.core.labels import label_of

    return label_of(fine_type)


class Builder:
    """Concatenates segments and records spans at exact offsets."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.spans: list[dict] = []
        self.pos = 0

    def add(self, segments: list[Segment]) -> None:
        for text, typ in segments:
            if not text:
                continue
            if typ is not None:
                # spans never start or end with whitespace
                lead = len(text) - len(text.lstrip())
                trail = len(text) - len(text.rstrip())
                s, e = self.pos + lead, self.pos + len(text) - trail
                if e > s:
                    self.spans.append({"start": s, "end": e, "label": _label_of(typ), "type": typ,
                                       "orig_label": typ, "text": text.strip()})  # fmt: skip
            self.parts.append(text)
            self.pos += len(text)

    def text(self) -> str:
        return "".join(self.parts)


@dataclass
class Profile:
    """What stays fixed for one patient across notes (used for the examples file)."""

    patient: fake.Person
    dob: dt.date
    mrn: str
    ssn: str
    healthplan: str
    payer: str
    street: str
    city: str
    state: tuple[str, str]
    zip: str
    phone: str
    email: str
    family: fake.Person
    rel: str
    pcp: fake.Person
    profession: str
    employer: str
    country: str

    @classmethod
    def random(cls, rng: random.Random, sex: str | None = None, age: int | None = None,
               ref: dt.date | None = None) -> Profile:  # fmt: skip
        p = fake.person(rng, sex)
        ref = ref or dt.date(2024, 1, 1)
        age = age if age is not None else rng.randint(18, 95)
        dob = ref - dt.timedelta(days=int(age * 365.25) + rng.randint(1, 360))
        rel = rng.choice(["wife", "husband", "daughter", "son", "sister", "brother", "mother", "partner"])
        fam_sex = "F" if rel in ("wife", "daughter", "sister", "mother") else "M" if rel != "partner" else None
        fam_loc = p.locale if rng.random() < 0.7 else None
        fam = fake.person(rng, fam_sex, fam_loc)
        if rel in ("daughter", "son", "sister", "brother", "wife") and rng.random() < 0.7:
            fam = fake.Person(fam.first, p.last, fam.middle, fam.sex, fam.locale)
        return cls(
            patient=p, dob=dob, mrn=fake.mrn(rng), ssn=fake.ssn(rng), healthplan=fake.healthplan(rng),
            payer=rng.choice(fake.PAYERS), street=fake.street(rng), city=fake.city(rng), state=fake.state(rng),
            zip=fake.zipcode(rng), phone=fake.phone(rng, ext=False), email=fake.email(rng, p), family=fam, rel=rel,
            pcp=fake.person(rng), profession=rng.choice(fake.PROFESSIONS), employer=fake.employer(rng),
            country=rng.choice(fake.COUNTRIES),
        )  # fmt: skip


def _age_at(dob: dt.date, day: dt.date) -> int:
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))


@dataclass
class NoteContext:
    rng: random.Random
    profile: Profile
    visit: dt.date
    note_type: str
    doctor: fake.Person = field(init=False)
    doctor3: fake.Person = field(init=False)
    nurse: fake.Person = field(init=False)

    def __post_init__(self) -> None:
        r = self.rng
        self.doctor = fake.person(r)
        self.doctor3 = fake.person(r)
        self.nurse = fake.person(r, "F" if r.random() < 0.8 else "M")
        self.age = _age_at(self.profile.dob, self.visit)
        self.date_style = r.choice(fake.DATE_STYLES[:6])
        self.admit = self.visit - dt.timedelta(days=r.randint(1, 9))
        self.sign = self.visit + dt.timedelta(days=r.choice([0, 0, 0, 1, 2]))
        self.hospital = fake.hospital(r, self.profile.city)
        self.org = fake.organization(r, self.profile.city)
        self.org_street, self.org_city, self.zip2 = fake.street(r), fake.city(r), fake.zipcode(r)
        self.clinic_phone, self.fax = fake.phone(r, ext=False), fake.phone(r, ext=False)
        self.url, self.ip = fake.url(r), fake.ipaddr(r)
        self.device = fake.device(r)
        self.token_map: dict[str, tuple[str, str]] = {}
        self.extra_people: dict[str, fake.Person] = {}
        self.used_slots: set[str] = set()

    # -- value helpers ------------------------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> list[Segment]:
        return [(fake.fmt_date(d, style or self.date_style), "DATE")]

    def any_date(self, d: dt.date) -> list[Segment]:
        return [(fake.fmt_date(d, self.rng.choice(fake.DATE_STYLES)), "DATE")]

    def past(self) -> dt.date:
        return self.visit - dt.timedelta(days=self.rng.randint(20, 2500))

    def sex_word(self) -> str:
        female = self.profile.patient.sex == "F"
        if self.age < 18:
            return "girl" if female else "boy"
        return self.rng.choice(["female", "woman"] if female else ["male", "man", "gentleman"])

    def field(self, name: str) -> list[Segment]:
        r, p = self.rng, self.profile
        pt = p.patient
        pron = "she" if pt.sex == "F" else "he"
        simple: dict[str, object] = {
            "TITLE": lambda: [(r.choice(templates.NOTE_TITLES.get(self.note_type, [""])), None)],
            "HOSPITAL": lambda: [(self.hospital, "HOSPITAL")],
            "ORG": lambda: [(self.org, "ORGANIZATION")],
            "PAYER": lambda: [(p.payer, "ORGANIZATION")],
            "EMPLOYER": lambda: [(p.employer, "ORGANIZATION")],
            "STREET_ADDR": lambda: [(p.street, "STREET"), ("\n", None), (self.org_city, "CITY"), (", ", None),
                                    (p.state[1], "STATE"), (" ", None), (self.zip2, "ZIP")],
            "STREET": lambda: [(p.street, "STREET")],
            "ORG_STREET": lambda: [(self.org_street, "STREET")],
            "CITY": lambda: [(p.city, "CITY")],
            "ORG_CITY": lambda: [(self.org_city, "CITY")],
            "STATE": lambda: [(r.choice(p.state), "STATE")],
            "STATE_ABBR": lambda: [(p.state[1], "STATE")],
            "ZIP": lambda: [(p.zip, "ZIP")],
            "ZIP2": lambda: [(self.zip2, "ZIP")],
            "COUNTRY": lambda: [(p.country, "COUNTRY")],
            "COUNTRY2": lambda: [(r.choice(["USA", "United States", "US"]), "COUNTRY")],
            "PATIENT": lambda: fake.render_name(pt, r, "PATIENT"),
            "PATIENT_HDR": lambda: fake.render_name(pt, r, "PATIENT", r.choice(["full", "caps_last_first", "last_first",
                                                                               "first_mid", "caps"])),
            "PATIENT_CAPS": lambda: fake.render_name(pt, r, "PATIENT", "caps_last_first"),
            "PATIENT_TITLE": lambda: fake.render_name(pt, r, "PATIENT", r.choice(["title_last", "title_full"])),
            "DOCTOR_HDR": lambda: fake.render_name(self.doctor, r, "DOCTOR", r.choice(["dr_full", "full_md",
                                                                                     "caps_last_first"])),
            "DOCTOR_SIG": lambda: fake.render_name(self.doctor, r, "DOCTOR", r.choice(["full_md", "full_md",
                                                                                     "initial_md", "dr_full"])),
            "DOCTOR2": lambda: fake.render_name(p.pcp, r, "DOCTOR"),
            "DOCTOR2_LETTER": lambda: fake.render_name(p.pcp, r, "DOCTOR", r.choice(["dr_full", "full_md"])),
            "DOCTOR2_LAST": lambda: [(p.pcp.last, "DOCTOR")],
            "DOCTOR3": lambda: fake.render_name(self.doctor3, r, "DOCTOR"),
            "NURSE": lambda: fake.render_name(self.nurse, r, "DOCTOR", r.choice(["full", "initial_md", "full_md"])),
            "FAMILY": lambda: fake.render_name(p.family, r, "FAMILY"),
            "FAMILY_REL": lambda: [(f"{'her' if pt.sex == 'F' else 'his'} {p.rel} ", None),
                                   *fake.render_name(p.family, r, "FAMILY")],
            "REL": lambda: [(p.rel, None)],
            "USERNAME": lambda: [(fake.username(r, self.doctor), "USERNAME")],
            "MRN": lambda: [(p.mrn, "MRN")],
            "SSN": lambda: [(p.ssn, "SSN")],
            "ACCOUNT": lambda: [(fake.account(r), "ACCOUNT")],
            "HEALTHPLAN": lambda: [(p.healthplan, "HEALTHPLAN")],
            "LICENSE": lambda: [(fake.license_no(r), "LICENSE")],
            "DEVICE": lambda: [(self.device, "DEVICE")],
            "PLATE": lambda: [(fake.vehicle_plate(r), "VEHICLE")],
            "VIN": lambda: [(fake.vin(r), "VEHICLE")],
            "BIOID": lambda: [(fake.bioid(r), "BIOID")],
            "IDNUM": lambda: [(fake.idnum(r), "IDNUM")],
            "PHONE": lambda: [(p.phone if r.random() < 0.6 else fake.phone(r), "PHONE")],
            "CLINIC_PHONE": lambda: [(self.clinic_phone, "PHONE")],
            "CLINIC_PHONE_EXT": lambda: [
                (self.clinic_phone + r.choice([" ext. ", " ext ", " x"]) + str(r.randint(2, 999)), "PHONE")
            ],
            "FAX": lambda: [(self.fax, "FAX")],
            "EMAIL": lambda: [(p.email, "EMAIL")],
            "DOCTOR_EMAIL": lambda: [(fake.email(r, self.doctor), "EMAIL")],
            "URL": lambda: [(self.url, "URL")],
            "IPADDR": lambda: [(self.ip, "IPADDR")],
            "PROFESSION": lambda: [(p.profession, "PROFESSION")],
            "PROFESSION2": lambda: [(r.choice(fake.PROFESSIONS), "PROFESSION")],
            "PROF_TITLE": lambda: [(r.choice(["Attending Physician", "Internal Medicine", "Cardiology",
                                              "Orthopaedic Surgery", "Family Medicine"]), None)],
            "PROF_TITLE2": lambda: [(r.choice(["cardiology", "nephrology", "podiatry", "physical therapy"]), None)],
            "DOB": lambda: self.date(p.dob, r.choice(["mdy_slash0", "mdy_slash", "iso", "long", "dmy_short",
                                                      self.date_style])),
            "VISIT_DATE": lambda: self.date(self.visit),
            "ADMIT_DATE": lambda: self.date(self.admit),
            "DISCH_DATE": lambda: self.date(self.visit),
            "SIGN_DATE": lambda: self.date(self.sign, r.choice([self.date_style, "mdy_slash0", "mdy_short_slash"])),
            "LETTER_DATE": lambda: self.date(self.sign, r.choice(["long", "dmy_short", "abbr_long"])),
            "FOLLOWUP_DATE": lambda: self.any_date(self.visit + dt.timedelta(days=r.randint(7, 120))),
            "PAST_DATE": lambda: self.any_date(self.past()),
            "SHORT_DATE": lambda: self.date(self.past(), r.choice(["md", "ordinal", "mdy_dash_short"])),
            "MONTH_YEAR": lambda: self.date(self.past(), "month_year"),
            "WEEKDAY_DATE": lambda: self.date(self.visit + dt.timedelta(days=r.randint(3, 60)), "weekday_long"),
            "YEAR": lambda: [(str(self.past().year - r.randint(0, 20)), "DATE")],
            "AGE": lambda: [(str(self.age), "AGE")],
            "AGE_OLD": lambda: [(str(r.randint(90, 104)), "AGE")],
            "AGE_WORDS_OLD": lambda: [(fake.number_words(r.randint(90, 103)), "AGE")],
            "SEX_WORD": lambda: [(self.sex_word(), None)],
            "SEX_LETTER": lambda: [(pt.sex, None)],
            "PRONOUN": lambda: [(pron, None)],
            "PRONOUN_CAP": lambda: [(pron.capitalize(), None)],
            "POSS": lambda: [("her" if pt.sex == "F" else "his", None)],
            "UNIT": lambda: [(r.choice(fake.UNITS), None)],
            "EXAM": lambda: [(r.choice(templates.EXAMS), None)],
            "DEVICE_NAME": lambda: [(r.choice(templates.DEVICE_NAMES), None)],
            "TIME": lambda: [(f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}", None)],
            "N": lambda: [(str(r.randint(2, 12)), None)],
        }  # fmt: skip
        fn = simple.get(name)
        if fn is None:
            raise KeyError(f"unknown template field {name}")
        return fn()  # type: ignore[operator]

    def render(self, template: str) -> list[Segment]:
        out: list[Segment] = []
        pos = 0
        for m in FIELD_RE.finditer(template):
            if m.start() > pos:
                out.append((template[pos : m.start()], None))
            out.extend(self.field(m.group(1)))
            pos = m.end()
        if pos < len(template):
            out.append((template[pos:], None))
        return out

    # -- carrier names ------------------------------------------------------------------------------------
    def fake_token(self, token: str, slot: str, role: str) -> tuple[str, str]:
        """Fake replacement (and fine type) for one carrier name token; consistent within the note."""
        key = token.lower()
        if key in self.token_map:
            return self.token_map[key]
        pt = self.profile.patient
        if role == "PATIENT" and f"pt_{slot}" not in self.used_slots:
            self.used_slots.add(f"pt_{slot}")
            val = (pt.first if slot == "first" else pt.last, "PATIENT")
        elif role == "DOCTOR" and f"dr_{slot}" not in self.used_slots:
            self.used_slots.add(f"dr_{slot}")
            val = (self.doctor.first if slot == "first" else self.doctor.last, "DOCTOR")
        elif role == "FAMILY" and f"fam_{slot}" not in self.used_slots:
            self.used_slots.add(f"fam_{slot}")
            fam = self.profile.family
            val = (fam.first if slot == "first" else fam.last, "FAMILY")
        else:
            other = fake.person(self.rng)
            typ = role if role in ("DOCTOR", "FAMILY") else "PATIENT"
            val = (other.first if slot == "first" else other.last, typ)
        self.token_map[key] = val
        return val


def _match_case(orig: str, new: str) -> str:
    if orig.islower():
        return new.lower()
    if orig.isupper() and len(orig) > 1:
        return new.upper()
    return new


def fake_carrier_name(surface: str, f: Found, ctx: NoteContext) -> Segment:
    """A carrier's found name with each of its tokens replaced by the note's fake (case kept), and its type."""
    slots = dict(zip(f.group.split("\x00"), f.slot.split("\x00"), strict=True))
    parts = re.split(r"(,?\s+)", surface)
    new_parts, typ = [], "PATIENT"
    for i, part in enumerate(parts):
        if i % 2 or part.lower() not in slots:
            new_parts.append(part)
            continue
        val, typ = ctx.fake_token(part, slots[part.lower()], f.role)
        new_parts.append(_match_case(part, val))
    return "".join(new_parts), typ


def carrier_segments(text: str, found: list[Found], ctx: NoteContext) -> list[Segment]:
    out: list[Segment] = []
    pos = 0
    for f in found:
        if f.start > pos:
            out.append((text[pos : f.start], None))
        surface = text[f.start : f.end]
        if f.kind == "NAME":
            out.append(fake_carrier_name(surface, f, ctx))
        elif f.kind == "AGE" and f.role == "patient":
            out.append((fake.number_words(ctx.age) if surface.isalpha() else str(ctx.age), "AGE"))
        else:
            out.append((surface, f.kind))
        pos = f.end
    if pos < len(text):
        out.append((text[pos:], None))
    return out


def carrier_age(text: str) -> int | None:
    """The patient's age as stated in the carrier ("a 50-year-old female"), if any and numeric."""
    for m in AGE_RE.finditer(text):
        a = m.group("a")
        if a and a.isdigit() and PATIENT_NOUN_RE.match(text[m.end("a") : m.end("a") + 60]):
            return int(a)
    return None


def carrier_sex(text: str) -> str | None:
    low = text.lower()
    fem = len(re.findall(r"\b(?:she|her|hers|female|woman|mrs|ms)\b", low))
    male = len(re.findall(r"\b(?:he|him|his|male|man|mr)\b", low))
    if fem == male:
        return None
    return "F" if fem > male else "M"


def _insertion_points(text: str, found: list[Found], dialogue: bool) -> list[int]:
    pat = r"\n(?=\[)" if dialogue else r"\n\n+"
    busy = [(f.start, f.end) for f in found]
    pts = []
    for m in re.finditer(pat, text):
        p = m.end()
        if 0 < p < len(text) and not any(s < p < e for s, e in busy):
            pts.append(p)
    return pts


def make_note(
    carrier_text: str,
    rng: random.Random,
    *,
    note_type: str | None = None,
    names: dict[str, tuple[str, str]] | None = None,
    profile: Profile | None = None,
    visit: dt.date | None = None,
    dialogue: bool | None = None,
    n_insert: int | None = None,
) -> dict:
    """One synthetic note from one carrier text: ``{"text", "spans", "meta"}`` (meta: note_type,
    note_date, patient identifiers for ``known_phi``). ``names`` are carrier name tokens from
    ``harvest_names`` over the whole encounter (computed from this text alone when omitted)."""
    if dialogue is None:
        dialogue = bool(re.match(r"\s*\[(?:doctor|patient)", carrier_text))
    if names is None:
        names = harvest_names([carrier_text])
    if note_type is None:
        note_type = "dialogue" if dialogue else rng.choice(["progress", "progress", "discharge", "letter", "consult",
                                                            "ed", "telephone"])  # fmt: skip
    visit = visit or fake.rand_date(rng, dt.date(2012, 1, 1), dt.date(2024, 12, 31))
    if profile is None:
        profile = Profile.random(rng, carrier_sex(carrier_text), carrier_age(carrier_text), visit)
    ctx = NoteContext(rng, profile, visit, note_type)
    found = find_phi(carrier_text, names)
    pts = _insertion_points(carrier_text, found, dialogue)
    k = n_insert if n_insert is not None else min(len(pts), rng.randint(1, 2 + len(carrier_text) // 1500))
    chosen = sorted(rng.sample(pts, min(k, len(pts))))

    pool = list(templates.DIALOGUE_LINES if dialogue else templates.SENTENCES)
    rng.shuffle(pool)
    b = Builder()
    b.add(ctx.render(rng.choice(templates.HEADERS[note_type])))
    b.add([("\n", None)])
    if note_type == "radiology":
        b.add([*ctx.render(rng.choice(templates.RADIOLOGY_BODIES)), ("\n\n", None)])
    pos = 0
    for p in [*chosen, len(carrier_text)]:
        piece = carrier_text[pos:p]
        sub = [Found(f.start - pos, f.end - pos, f.kind, f.role, f.group, f.slot) for f in found if pos <= f.start < p]
        b.add(carrier_segments(piece, sub, ctx))
        if p < len(carrier_text):
            sent = pool.pop() if pool else rng.choice(templates.SENTENCES)
            b.add([*ctx.render(sent), ("\n" if dialogue else "\n\n", None)])
        pos = p
    if carrier_text and not carrier_text.endswith("\n"):
        b.add([("\n", None)])
    b.add(ctx.render(rng.choice(templates.FOOTERS[note_type])))
    text = b.text()
    return {
        "text": text,
        "spans": b.spans,
        "meta": {
            "note_type": note_type,
            "note_date": visit.isoformat(),
            "language": "en",
            "source": "synthetic",
            "known_phi": {"name": profile.patient.full, "mrn": profile.mrn, "dob": profile.dob.isoformat()},
        },
    }

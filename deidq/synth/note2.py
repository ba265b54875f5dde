# ruff: noqa: E501  (templates read best unwrapped)
"""Recipe v2 note assembly: a ``V2Context`` (v1's ``NoteContext`` plus the v2 value fields and surface
forms), generated structured sections (labs, vitals, medications, problems, signature, cc, scribe and
transcription lines, UK/US headers and referral letters) and ``make_note_v2``."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Callable
from dataclasses import replace

from deidq.synth import fake, phrases, pools, templates, vocab
from deidq.synth.fake import Person
from deidq.synth.note import Builder, NoteContext, Profile, Segment

ALT_RE = re.compile(r"\[\[([^\[\]]*)\]\]")
WEEKDAY_ABBR = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
HOLIDAYS = ("Christmas", "Christmas Eve", "Thanksgiving", "Easter", "New Year's Day", "Boxing Day", "Labor Day",
            "Memorial Day", "the 4th of July", "Halloween", "Good Friday")  # fmt: skip
PROFESSIONS_V2 = (
    *fake.PROFESSIONS,
    "HGV driver", "bricklayer", "care assistant", "healthcare assistant", "postman", "shop assistant", "solicitor",
    "civil servant", "forklift operator", "scaffolder", "baker", "hairdresser", "dental nurse", "taxi driver",
    "lorry driver", "software developer", "teaching assistant", "nursery nurse", "carpenter's apprentice",
    "farm labourer", "fisherman", "miner", "factory worker", "call centre operator", "security guard",
    "housekeeper", "nanny", "florist", "butcher", "painter and decorator", "tiler", "estate agent", "accountant",
    "line cook", "dishwasher", "Uber driver", "delivery driver", "home health aide", "CNA", "lab technician",
    "data analyst", "pastor", "seamstress", "construction labourer", "retired nurse", "retired miner",
)  # fmt: skip


def expand(template: str, rng: random.Random) -> str:
    """Pick one alternative of every ``[[a|b]]`` group."""
    return ALT_RE.sub(lambda m: rng.choice(m.group(1).split("|")), template)


def initials(p: Person, dots: bool = True, middle: bool = True) -> str:
    parts = [p.first[0], *([p.middle[0]] if middle and p.middle else []), p.last[0]]
    return "".join(f"{c}." for c in parts) if dots else "".join(parts)


def profile_v2(rng: random.Random, sex: str | None, age: int | None, ref: dt.date, uk: bool) -> Profile:
    """v1's ``Profile`` with v2 people, places and employers (UK addresses for UK notes)."""
    base = Profile.random(rng, sex, age, ref)
    patient = pools.person(rng, base.patient.sex)
    fam = pools.person(rng, base.family.sex)
    if base.rel in ("daughter", "son", "sister", "brother", "wife") and rng.random() < 0.7:
        fam = Person(fam.first, patient.last, fam.middle, fam.sex, fam.locale)
    upd: dict = {"patient": patient, "family": fam, "pcp": pools.person(rng), "employer": pools.employer(rng),
                 "profession": rng.choice(PROFESSIONS_V2), "email": fake.email(rng, patient)}  # fmt: skip
    if uk:
        upd.update(street=pools.uk_street(rng), city=pools.uk_city(rng), zip=pools.uk_postcode(rng),
                   phone=rng.choice([f"07{fake.digits(rng, 3)} {fake.digits(rng, 6)}", f"0{rng.randint(113, 199)} {fake.digits(rng, 3)} {fake.digits(rng, 4)}"]))  # fmt: skip
    else:
        upd["city"] = pools.us_city(rng)
    return replace(base, **upd)


class V2Context(NoteContext):
    """Adds the v2 fields; ``uk`` picks UK conventions (dates d/m/y, titles without full stops)."""

    def __init__(self, rng: random.Random, profile: Profile, visit: dt.date, note_type: str, uk: bool,
                 abbr_path: str | None) -> None:  # fmt: skip
        super().__init__(rng, profile, visit, note_type)
        self.uk = uk
        self.abbrs = vocab.abbreviations(abbr_path)
        self.doctor, self.doctor3 = pools.person(rng), pools.person(rng)
        self.nurse = pools.person(rng, "F" if rng.random() < 0.75 else "M")
        self.staff = [pools.person(rng) for _ in range(3)]
        self.hospital = pools.care_site(rng, profile.city) if rng.random() < 0.7 else self.hospital
        self.site2 = pools.care_site(rng)
        if uk:
            self.date_style = rng.choice(["dmy_slash", "dmy_long", "dmy_short", "dmy_slash0"])

    # -- dates --------------------------------------------------------------------------------------------
    def fmt(self, d: dt.date, style: str) -> str:
        m, day, y = d.month, d.day, d.year
        if style == "dmy_slash":
            return f"{day}/{m}/{y}"
        if style == "dmy_slash0":
            return f"{day:02d}/{m:02d}/{y}"
        if style == "dmy_long":
            return f"{day}{fake.ordinal_suffix(day)} {fake.MONTHS[m - 1]} {y}"
        if style == "dmy_abbr":
            return f"{day:02d}-{fake.MONTHS[m - 1][:3]}-{y}"
        if style == "dm":
            return f"{day}/{m}"
        if style == "yymmdd":
            return f"{y}{m:02d}{day:02d}"
        return fake.fmt_date(d, style)

    def date(self, d: dt.date, style: str | None = None) -> list[Segment]:
        return [(self.fmt(d, style or self.date_style), "DATE")]

    def short(self, d: dt.date) -> str:
        return self.fmt(d, "dm" if self.uk else "md")

    def _dates(self, name: str) -> list[Segment] | None:
        r = self.rng
        d = self.past() if r.random() < 0.7 else self.visit + dt.timedelta(days=r.randint(1, 60))
        if name == "DATE_WD":
            wd = r.choice([WEEKDAY_ABBR[d.weekday()], fake.WEEKDAYS[d.weekday()]])
            return [(f"{wd} {self.short(d)}" if r.random() < 0.7 else f"{wd}, {self.fmt(d, self.date_style)}", "DATE")]
        if name == "DATE_PART":
            return [(self.short(d), "DATE")]
        if name == "DATE_RANGE":
            e = d + dt.timedelta(days=r.randint(1, 14))
            sep = r.choice(["-", " - ", " to ", "–"])
            return [(self.short(d), "DATE"), (sep, None), (self.short(e), "DATE")]
        if name == "DATE_ANY":
            styles = [*fake.DATE_STYLES, "dmy_abbr", "dm" if self.uk else "md", self.date_style]
            return [(self.fmt(d, r.choice(styles)), "DATE")]
        if name == "DATE_UK":
            return [(self.fmt(d, r.choice(["dmy_slash", "dmy_long", "dmy_slash0", "dmy_abbr", "dmy_short"])), "DATE")]
        if name == "DOB_ANY":
            return [
                (
                    self.fmt(
                        self.profile.dob,
                        r.choice(["mdy_slash0", "dmy_slash0", "iso", "dmy_abbr", "long", self.date_style]),
                    ),
                    "DATE",
                )
            ]
        if name == "HOLIDAY":
            return [(r.choice(HOLIDAYS), "DATE")]
        if name == "MONTH":
            return [(fake.MONTHS[d.month - 1], "DATE")]
        return None

    # -- people -------------------------------------------------------------------------------------------
    def title(self, p: Person) -> str:
        t = ("Mrs" if self.rng.random() < 0.4 else "Ms") if p.sex == "F" else "Mr"
        if p.sex == "F" and self.rng.random() < 0.1:
            t = "Miss"
        return t if self.uk or t == "Miss" or self.rng.random() < 0.15 else t + "."

    def person_styles(self, p: Person, typ: str, style: str) -> list[Segment]:
        r = self.rng
        mid = f" {p.middle[0]}." if p.middle else ""
        dr = "Dr" if self.uk or r.random() < 0.15 else "Dr."
        forms: dict[str, list[Segment]] = {
            "full": [(p.full, typ)],
            "first": [(p.first, typ)],
            "first_mid": [(f"{p.first}{mid} {p.last}", typ)],
            "last_first": [(f"{p.last}, {p.first}", typ)],
            "caps_last_first": [(f"{p.last.upper()}, {p.first.upper()}{mid.upper().replace('.', '')}", typ)],
            "caps": [(p.full.upper(), typ)],
            "given_initial": [(f"{p.first} {p.last[0]}.", typ)],
            "initials": [(initials(p, dots=r.random() < 0.6), typ)],
            "title_last": [(self.title(p) + " ", None), (p.last, typ)],
            "title_full": [(self.title(p) + " ", None), (p.full, typ)],
            "title_initials": [(self.title(p) + " ", None), (f"{initials(p, True, True)[:-2]} {p.last}" if p.middle else f"{p.first[0]}. {p.last}", typ)],
            "dr_last": [(dr + " ", None), (p.last, typ)],
            "dr_full": [(dr + " ", None), (p.full, typ)],
            "dr_initial": [(dr + " ", None), (f"{p.first} {p.last[0]}.", typ)],
            "dr_init_last": [(dr + " ", None), (f"{p.first[0]}. {p.last}", typ)],
            "cred": [(f"{p.first}{mid} {p.last}" if r.random() < 0.7 else f"{p.first[0]}. {p.last}", typ),
                     (r.choice([", ", " ", ", "]) + r.choice(vocab.CREDENTIALS), None)],
            "caps_cred": [(f"{p.last.upper()}, {p.first.upper()}", typ), (" " + r.choice(vocab.CREDENTIALS), None)],
        }  # fmt: skip
        return forms[style]

    def patient(self, kind: str = "any") -> list[Segment]:
        p, r = self.profile.patient, self.rng
        choices = {
            "any": ["full", "first", "title_last", "title_full", "given_initial", "first_mid", "last_first", "title_initials", "initials"],
            "us": ["title_last", "title_full", "full", "first_mid"],
            "uk": ["title_last", "title_initials", "title_full"],
            "hdr": ["full", "caps_last_first", "last_first", "first_mid", "caps"],
        }[kind]  # fmt: skip
        return self.person_styles(p, "PATIENT", r.choice(choices))

    def doctor_any(self, p: Person | None = None) -> list[Segment]:
        p = p or self.rng.choice([self.doctor, self.doctor3, self.profile.pcp])
        style = self.rng.choice(["dr_last", "dr_full", "dr_initial", "dr_init_last", "cred", "full", "caps_cred"])
        return self.person_styles(p, "DOCTOR", style)

    # -- other values -------------------------------------------------------------------------------------
    def age_sh(self, sex_letter: bool = False) -> list[Segment]:
        r, a = self.rng, str(self.age)
        sex = self.profile.patient.sex
        noun = r.choice(["woman", "female", "F", "lady"] if sex == "F" else ["man", "male", "M", "gentleman"])
        if sex_letter:
            return [(a, "AGE"), (r.choice([" ", "", " y/o "]) + ("F" if sex == "F" else "M"), None)]
        form = r.randrange(8)
        if form == 0:
            return [(a, "AGE"), (f" yo {noun}", None)]
        if form == 1:
            return [(a, "AGE"), (f"yo {noun}", None)]
        if form == 2:
            return [(a, "AGE"), (f" y/o {noun}", None)]
        if form == 3:
            return [(a, "AGE"), (f"-year-old {noun}", None)]
        if form == 4:
            return [(a, "AGE"), (" " + ("F" if sex == "F" else "M"), None)]
        if form == 5:
            return [(a, "AGE"), (("F" if sex == "F" else "M"), None)]
        if form == 6:
            return [(f"{noun} aged ", None), (a, "AGE")]
        return [(a, "AGE"), (f" year old {noun}", None)]

    def lab(self) -> str:
        return self.rng.choice([t[0] for panel in vocab.LABS.values() for t in panel])

    def drug_sig(self) -> str:
        r = self.rng
        dose = r.choice(["5", "10", "20", "25", "40", "50", "100", "250", "500", "1000", "0.5", "2.5", "12.5", "80"])
        return f"{r.choice(vocab.DRUGS)} {dose}{r.choice(['', ' '])}{r.choice(vocab.DOSE_UNITS)} {r.choice(vocab.ROUTES)} {r.choice(vocab.FREQS)}"

    def labs_inline(self) -> str:
        r = self.rng
        panel = vocab.LABS[r.choice(list(vocab.LABS))]
        items = []
        for short, _long, unit, lo, hi, dec in r.sample(panel, min(len(panel), r.randint(3, 7))):
            v, flag = vocab.lab_value(r, lo, hi, dec)
            items.append(
                f"{short} {v}{('(' + flag + ')') if flag and r.random() < 0.5 else ''}{(' ' + unit) if unit and r.random() < 0.3 else ''}"
            )
        return r.choice([", ", "; ", " / ", "  "]).join(items)

    def vitals_inline(self) -> str:
        r = self.rng
        temp = r.choice(
            [
                f"T {r.uniform(36.1, 38.9):.1f}",
                f"Temp {r.uniform(97.0, 101.5):.1f} F",
                f"T {r.uniform(36.1, 38.9):.1f}C",
                f"Tmax {r.uniform(37, 39.5):.1f}",
            ]
        )
        parts = [
            temp,
            f"{r.choice(['HR', 'P', 'Pulse', 'HR'])} {r.randint(52, 128)}",
            f"BP {r.randint(88, 182)}/{r.randint(48, 104)}",
            f"{r.choice(['RR', 'R', 'RR'])} {r.randint(12, 30)}",
            f"{r.choice(['SpO2', 'O2 sat', 'Sats', 'SaO2'])} {r.randint(86, 100)}% {r.choice(['RA', 'on RA', 'on 2L NC', 'on air', 'on 4L', ''])}".rstrip(),
        ]
        if r.random() < 0.4:
            parts.append(
                r.choice(
                    [
                        f"Wt {r.randint(45, 140)} kg",
                        f"BMI {r.uniform(18, 42):.1f}",
                        f"GCS {r.choice([15, 14, 13])}",
                        f"BM {r.uniform(4, 18):.1f}",
                        f"CBG {r.randint(70, 300)}",
                    ]
                )
            )
        r.shuffle(parts)
        return r.choice([", ", "  ", " | ", "; "]).join(parts)

    def field(self, name: str) -> list[Segment]:
        r, p = self.rng, self.profile
        got = self._dates(name)
        if got is not None:
            return got
        ab = r.choice(self.abbrs)
        table: dict[str, object] = {
            "PT_FIRST": lambda: [(p.patient.first, "PATIENT")],
            "PT_INITIAL": lambda: self.person_styles(p.patient, "PATIENT", "given_initial"),
            "PT_INITIALS": lambda: self.person_styles(p.patient, "PATIENT", "initials"),
            "PT_UK": lambda: self.patient("uk"),
            "PT_US": lambda: self.patient("us"),
            "PT_ANY": lambda: self.patient("any"),
            "PT_HDR2": lambda: self.patient("hdr"),
            "PT_CAPS": lambda: self.person_styles(p.patient, "PATIENT", "caps_last_first"),
            "DR_ANY": lambda: self.doctor_any(),
            "DR_UK": lambda: self.person_styles(r.choice([self.doctor, p.pcp]), "DOCTOR", r.choice(["dr_last", "dr_full", "dr_init_last"])),
            "DR_INITIAL": lambda: self.person_styles(self.doctor3, "DOCTOR", r.choice(["dr_initial", "given_initial"])),
            "DR_CRED": lambda: self.person_styles(r.choice([self.doctor, self.nurse]), "DOCTOR", "cred"),
            "DR_SIG": lambda: self.person_styles(self.doctor, "DOCTOR", r.choice(["cred", "cred", "dr_full", "caps_cred"])),
            "STAFF": lambda: self.person_styles(r.choice([*self.staff, self.nurse]), "DOCTOR", r.choice(["full", "first", "full", "given_initial"])),
            "STAFF_INITIALS": lambda: [(initials(r.choice(self.staff), dots=False, middle=False), "DOCTOR")],
            "FAM": lambda: self.person_styles(p.family, "FAMILY", r.choice(["full", "first", "title_last", "full"])),
            "FAM_FIRST": lambda: [(p.family.first, "FAMILY")],
            "AGE_SH": lambda: self.age_sh(),
            "AGE_SX": lambda: self.age_sh(sex_letter=True),
            "AGE_N": lambda: [(str(r.choice([self.age, r.randint(18, 99), r.randint(40, 95)])), "AGE")],
            "SITE": lambda: [(r.choice([self.hospital, self.site2]), "HOSPITAL")],
            "WARD": lambda: [(pools.ward(r), "HOSPITAL")],
            "EMPLOYER": lambda: [(r.choice([p.employer, pools.employer(r)]), "ORGANIZATION")],
            "PROF": lambda: [(r.choice([p.profession, r.choice(PROFESSIONS_V2)]), "PROFESSION")],
            "ROOM": lambda: [(r.choice([str(r.randint(100, 999)), f"{r.randint(1, 9)}{r.randint(10, 60)}{r.choice('ABCD')}", f"{r.choice('ABCDEW')}{r.randint(1, 40)}"]), "LOCATION_OTHER")],
            "BED": lambda: [(r.choice([str(r.randint(1, 32)), r.choice("ABCD"), f"{r.randint(1, 12)}{r.choice('AB')}"]), "LOCATION_OTHER")],
            "PAGER": lambda: [(r.choice([f"{r.randint(1, 9)}-{fake.digits(r, 4)}", fake.digits(r, 4), fake.digits(r, 5), f"#{fake.digits(r, 4)}"[1:]]), "PHONE")],
            "USER": lambda: [(fake.username(r, r.choice([self.doctor, self.nurse, *self.staff])) + r.choice(["", "", str(r.randint(1, 99))]), "USERNAME")],
            "CITY_UK": lambda: [(pools.uk_city(r), "CITY")],
            "CITY_ANY": lambda: [((pools.uk_city(r) if self.uk else pools.us_city(r)), "CITY")],
            "COUNTY": lambda: [((pools.uk_county(r) if self.uk else pools.us_county(r)), "CITY")],
            "POSTCODE": lambda: [(pools.uk_postcode(r), "ZIP")],
            "STATE_ANY": lambda: [(r.choice(fake.state(r)), "STATE")],
            "ADDRESS": lambda: self.address(),
            "MRN": lambda: [(p.mrn if r.random() < 0.7 else fake.mrn(r), "MRN")],
            # v1 left unit names unlabelled; the guideline makes a named unit (4 West) a HOSPITAL, a specialty unit (MICU) not
            "UNIT": lambda: [(u := r.choice(fake.UNITS), None if u in vocab.DEPARTMENTS else "HOSPITAL")],
            # hard negatives
            "ABBR": lambda: [(ab[0], None)],
            "ABBR_SENSE": lambda: [(ab[1], None)],
            "DRUG": lambda: [(r.choice(vocab.DRUGS), None)],
            "DRUG_SIG": lambda: [(self.drug_sig(), None)],
            "LABS_INLINE": lambda: [(self.labs_inline(), None)],
            "VITALS_INLINE": lambda: [(self.vitals_inline(), None)],
            "LAB": lambda: [(self.lab(), None)],
            "PROBLEM": lambda: [(r.choice(vocab.PROBLEMS)[0], None)],
            "PROBLEM_CODED": lambda: [("{} ({})".format(*r.choice(vocab.PROBLEMS)), None)],
            "SIGN": lambda: [(r.choice(vocab.SIGNS), None)],
            "SCORE": lambda: [(r.choice(vocab.SCORES), None)],
            "DEPT": lambda: [(r.choice(vocab.DEPARTMENTS), None)],
            "DEVICE_NEG": lambda: [(r.choice(vocab.DEVICES), None)],
            "DURATION_NEG": lambda: [(r.choice(vocab.DURATIONS), None)],
            "PUBLIC": lambda: [(r.choice(vocab.PUBLIC_BODIES), None)],
        }  # fmt: skip
        fn = table.get(name)
        if fn is not None:
            return fn()  # type: ignore[operator]
        return super().field(name)

    def address(self) -> list[Segment]:
        p, r = self.profile, self.rng
        if self.uk:
            segs: list[Segment] = [(p.street, "STREET"), (", ", None), (p.city, "CITY")]
            if r.random() < 0.5:
                segs += [(", ", None), (pools.uk_county(r), "CITY")]
            return [*segs, (r.choice([", ", " ", "  "]), None), (p.zip, "ZIP")]
        return [(p.street, "STREET"), (", ", None), (p.city, "CITY"), (", ", None), (p.state[1], "STATE"),
                (" ", None), (p.zip, "ZIP")]  # fmt: skip

    def sentence(self, template: str) -> list[Segment]:
        segs = self.render(expand(template, self.rng))
        # "a"/"an" before a value agrees with the value ("an accountant", "a welder")
        for i in range(len(segs) - 1):
            text, typ = segs[i]
            nxt = segs[i + 1][0]
            m = re.search(r"(?:^|\s)([Aa]n?) $", text)
            if typ is None and m and nxt:
                art = "an" if nxt[0].lower() in "aeiou" else "a"
                art = art.capitalize() if m.group(1)[0] == "A" else art
                segs[i] = (text[: m.start(1)] + art + " ", None)
        return segs


# --- structured sections ----------------------------------------------------------------------------------


def lab_panel(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    name = r.choice(list(vocab.LABS))
    rows = vocab.LABS[name]
    when = ctx.visit - dt.timedelta(days=r.randint(0, 3))
    head: list[Segment] = [(r.choice([f"{name} ", "LABS ", "Results: ", f"{name} panel ", "Bloods "]), None)]
    if r.random() < 0.7:
        head += [(r.choice(["collected ", "Collected: ", "(", "drawn "]), None), *ctx.date(when, r.choice(["mdy_slash0", ctx.date_style, "iso"])),
                 (f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d}", None)]  # fmt: skip
    if r.random() < 0.4:
        head += [("  Accession ", None), (fake.idnum(r), "IDNUM")]
    out: list[Segment] = [*head, ("\n", None)]
    table = r.random() < 0.6
    if table:
        out.append((f"{'Test':<28}{'Result':<10}{'Flag':<6}{'Units':<14}Reference range\n", None))
    for short, long, unit, lo, hi, dec in rows:
        v, flag = vocab.lab_value(r, lo, hi, dec)
        label = long if r.random() < 0.5 else short
        if table:
            out.append((f"{label:<28} {v:<10}{flag:<6}{unit:<14}{lo:g}-{hi:g}\n", None))
        else:
            out.append((f"{label}: {v} {unit}{(' ' + flag) if flag else ''} (ref {lo:g}-{hi:g})\n", None))
    if r.random() < 0.5:
        out += [
            (r.choice(["Ordering provider: ", "Ordered by ", "Requested by: "]), None),
            *ctx.doctor_any(),
            ("\n", None),
        ]
    return out


def vitals_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    if r.random() < 0.5:
        return [(r.choice(["Vitals: ", "VS: ", "Obs: ", "Vital signs: "]) + ctx.vitals_inline() + "\n", None)]
    rows = [("Temperature", f"{r.uniform(36.0, 38.8):.1f} C"), ("Heart rate", f"{r.randint(50, 130)} bpm"),
            ("Blood pressure", f"{r.randint(90, 180)}/{r.randint(50, 100)} mmHg"), ("Respiratory rate", f"{r.randint(12, 28)} /min"),
            ("SpO2", f"{r.randint(88, 100)} % {r.choice(['RA', 'on 2 L NC', 'room air'])}"), ("Weight", f"{r.randint(45, 140)} kg"),
            ("Height", f"{r.randint(150, 195)} cm"), ("BMI", f"{r.uniform(18, 40):.1f} kg/m2"), ("Pain", f"{r.randint(0, 10)}/10")]  # fmt: skip
    out: list[Segment] = [("VITAL SIGNS", None)]
    if r.random() < 0.5:
        out += [
            (" (", None),
            *ctx.date(ctx.visit, r.choice(["mdy_slash0", ctx.date_style])),
            (f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d})", None),
        ]
    out.append(("\n", None))
    out += [(f"{k:<18}{v}\n", None) for k, v in r.sample(rows, r.randint(5, len(rows)))]
    return out


def med_list(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    out: list[Segment] = [
        (
            r.choice(["MEDICATIONS:\n", "Current medications:\n", "DH:\n", "Medications on discharge:\n", "Meds:\n"]),
            None,
        )
    ]
    for i in range(r.randint(3, 9)):
        bullet = r.choice([f"{i + 1}. ", "- ", "* ", ""])
        line = ctx.drug_sig()
        if r.random() < 0.3:
            line += f", #{r.choice([30, 60, 90])}, RF{r.randint(0, 5)}"
        out.append((bullet + line, None))
        if r.random() < 0.12:
            out += [(" (prescribed by ", None), *ctx.doctor_any(), (", ", None), *ctx.any_date(ctx.past()), (")", None)]
        out.append(("\n", None))
    return out


def problem_list(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    out: list[Segment] = [
        (r.choice(["PROBLEM LIST:\n", "Active problems:\n", "PMH:\n", "Diagnoses:\n", "ASSESSMENT AND PLAN:\n"]), None)
    ]
    for i, (prob, code) in enumerate(r.sample(vocab.PROBLEMS, r.randint(3, 8))):
        out.append(
            (f"{r.choice([f'{i + 1}. ', '- ', '#', ''])}{prob} ({r.choice(['', 'ICD-10 ', 'ICD10: '])}{code})", None)
        )
        if r.random() < 0.25:
            out += [
                (r.choice([", onset ", " - dx ", ", since "]), None),
                *ctx.date(ctx.past(), r.choice(["month_year", "mdy_slash", "iso"])),
            ]
        out.append(("\n", None))
    return out


def signature_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    out: list[Segment] = [("\n", None)]
    out += [
        (
            r.choice(
                [
                    "Electronically signed by ",
                    "Signed: ",
                    "",
                    "Yours sincerely,\n\n",
                    "Attending: ",
                    "Authenticated by: ",
                ]
            ),
            None,
        )
    ]
    out += ctx.field("DR_SIG")
    out += [
        (r.choice([" on ", "  ", "\n"]), None),
        *ctx.date(ctx.sign, r.choice([ctx.date_style, "mdy_slash0"])),
        (f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d}\n", None),
    ]
    if r.random() < 0.5:
        out += [
            (
                r.choice(["Consultant ", "Attending Physician, ", "Specialty Registrar, ", ""])
                + r.choice(vocab.DEPARTMENTS)
                + "\n",
                None,
            )
        ]
    if r.random() < 0.4:
        out += [(r.choice(["Pager ", "Bleep ", "Pgr: "]), None), *ctx.field("PAGER"), ("\n", None)]
    if r.random() < 0.3:
        out += [(r.choice(["GMC ", "NPI ", "License # "]), None), (fake.license_no(r), "LICENSE"), ("\n", None)]
    if r.random() < 0.25:  # EHR audit line
        out += [(r.choice(["Last edited by ", "Entered by ", "Signed by user "]), None), *ctx.field("USER"), (" on ", None),
                *ctx.date(ctx.sign, "mdy_slash0"), (f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d}\n", None)]  # fmt: skip
    return out


def cc_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    out: list[Segment] = [(r.choice(["cc: ", "CC: ", "Copy to: ", "cc "]), None)]
    for i in range(r.randint(1, 3)):
        if i:
            out.append((r.choice(["; ", "\n    ", ", "]), None))
        if r.random() < 0.3:
            out += ctx.patient("uk" if ctx.uk else "us")
            out += [(", ", None), *ctx.address()]
        else:
            out += ctx.doctor_any()
            if r.random() < 0.5:
                out += [(", ", None), (r.choice([ctx.hospital, ctx.site2]), "HOSPITAL")]
    return [*out, ("\n", None)]


def scribe_lines(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    dr, tr = ctx.doctor, r.choice(ctx.staff)
    kind = r.randrange(5)
    if kind == 0:  # DD/DT
        return [("DD: ", None), *ctx.date(ctx.visit, "mdy_slash0"), ("  DT: ", None), *ctx.date(ctx.sign, "mdy_slash0"),
                ("  Job #: ", None), (fake.digits(r, 6), "IDNUM"), ("\n", None)]  # fmt: skip
    if kind == 1:  # dictator/transcriptionist initials
        a = initials(dr, dots=False, middle=False)
        b = initials(tr, dots=False, middle=False)
        a = a if r.random() < 0.5 else a.lower()
        return [(a, "DOCTOR"), ("/", None), (b.lower(), "DOCTOR"), ("\n", None)]
    if kind == 2:
        return [("D: ", None), *ctx.date(ctx.visit, r.choice(["mdy_slash0", "mdy_short_slash"])), (f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d}  T: ", None),
                *ctx.date(ctx.sign, r.choice(["mdy_slash0", "mdy_short_slash"])), ("\nTranscribed by: ", None), *ctx.person_styles(tr, "DOCTOR", r.choice(["full", "initials", "cred"])), ("\n", None)]  # fmt: skip
    if kind == 3:
        return [(r.choice(["Scribed by ", "Scribe: ", "Documented by scribe "]), None), *ctx.person_styles(tr, "DOCTOR", r.choice(["full", "first", "given_initial"])),
                (" for ", None), *ctx.person_styles(dr, "DOCTOR", r.choice(["dr_last", "dr_full"])), (".\n", None)]  # fmt: skip
    return [("Dictated by: ", None), *ctx.person_styles(dr, "DOCTOR", "cred"), ("  Dictated but not read.\n", None)]


def header_v2(ctx: V2Context) -> list[Segment]:
    r, p = ctx.rng, ctx.profile
    if ctx.uk:
        lines: list[list[Segment]] = [
            [(ctx.hospital, "HOSPITAL")],
            [(r.choice(["Patient: ", "Name: ", "Re: "]), None), *ctx.patient(r.choice(["hdr", "uk"]))],
            [(r.choice(["DOB: ", "D.O.B. ", "Date of birth: "]), None), *ctx.date(p.dob, r.choice(["dmy_slash0", "dmy_abbr", "dmy_short"]))],
            [(r.choice(["Hospital No: ", "Hosp No. ", "MRN: ", "Unit No: "]), None), (p.mrn, "MRN")],
            [("Address: ", None), *ctx.address()],
            [(r.choice(["Consultant: ", "Clinician: ", "Seen by: "]), None), *ctx.field("DR_UK")],
            [(r.choice(["Ward: ", "Location: "]), None), (pools.ward(r), "HOSPITAL"), (", Bed ", None), *ctx.field("BED")],
            [(r.choice(["Date of attendance: ", "Date: ", "Clinic date: "]), None), *ctx.date(ctx.visit)],
        ]  # fmt: skip
    else:
        lines = [
            [(ctx.hospital, "HOSPITAL"), (" - " + r.choice(vocab.DEPARTMENTS), None)],
            [(r.choice(["Patient: ", "Name: ", "PATIENT NAME: "]), None), *ctx.patient("hdr")],
            [(r.choice(["DOB: ", "Date of Birth: "]), None), *ctx.date(p.dob, r.choice(["mdy_slash0", "mdy_slash", "iso"])), ("  Age: ", None), (str(ctx.age), "AGE"), ("  Sex: " + p.patient.sex, None)],
            [(r.choice(["MRN: ", "MR#: ", "Med Rec #: "]), None), (p.mrn, "MRN"), (r.choice(["  FIN: ", "  CSN: ", "  Acct: "]), None), (fake.account(r), "ACCOUNT")],
            [(r.choice(["Room: ", "Rm/Bed: ", "Location: "]), None), *ctx.field("ROOM"), ("-", None), *ctx.field("BED")],
            [(r.choice(["Attending: ", "Provider: ", "PCP: "]), None), *ctx.doctor_any()],
            [(r.choice(["Date of service: ", "DOS: ", "Admit date: "]), None), *ctx.date(ctx.visit)],
        ]  # fmt: skip
    keep = [lines[0], lines[1], *r.sample(lines[2:], r.randint(2, len(lines) - 2))]
    out: list[Segment] = []
    for ln in keep:
        out += [*ln, ("\n", None)]
    return [*out, ("\n", None)]


def referral_letter_head(ctx: V2Context) -> list[Segment]:
    r, p = ctx.rng, ctx.profile
    if ctx.uk:
        return [(ctx.site2, "HOSPITAL"), ("\n", None), (pools.uk_street(r), "STREET"), ("\n", None), (pools.uk_city(r), "CITY"), (" ", None), (pools.uk_postcode(r), "ZIP"),
                ("\nTel: ", None), (f"0{r.randint(113, 199)} {fake.digits(r, 3)} {fake.digits(r, 4)}", "PHONE"), ("\n\n", None), *ctx.date(ctx.sign, r.choice(["dmy_long", "dmy_short"])),
                ("\n\nDear ", None), *ctx.person_styles(p.pcp, "DOCTOR", r.choice(["dr_last", "dr_full"])), (",\n\nRe: ", None), *ctx.patient("uk"),
                (", DOB ", None), *ctx.date(p.dob, "dmy_slash0"), (", ", None), *ctx.address(), ("\n\n", None),
                (r.choice(["Thank you for referring this ", "I saw this ", "I reviewed this "]), None), *ctx.age_sh(), (r.choice([" in clinic today.", " in the outpatient clinic.", " on the ward."]), None), ("\n\n", None)]  # fmt: skip
    return [(ctx.site2, "HOSPITAL"), ("\n", None), (p.street, "STREET"), ("\n", None), (p.city, "CITY"), (", ", None), (p.state[1], "STATE"), (" ", None), (p.zip, "ZIP"),
            ("\nPhone ", None), (ctx.clinic_phone, "PHONE"), ("  Fax ", None), (ctx.fax, "FAX"), ("\n\n", None), *ctx.date(ctx.sign, "long"),
            ("\n\nDear ", None), *ctx.person_styles(p.pcp, "DOCTOR", "dr_last"), (":\n\nRE: ", None), *ctx.patient("hdr"), ("\nDOB: ", None), *ctx.date(p.dob, "mdy_slash0"),
            ("\n\nThank you for referring ", None), *ctx.patient("us"), (", a ", None), *ctx.age_sh(), (", for evaluation.\n\n", None)]  # fmt: skip


SECTIONS = {"labs": lab_panel, "vitals": vitals_block, "meds": med_list, "problems": problem_list}


# --- assembly ---------------------------------------------------------------------------------------------


def _insertion_points(text: str, busy: list[tuple[int, int]]) -> list[int]:
    pts = []
    for m in re.finditer(r"\n\s*\n|\n(?=\[(?:doctor|patient))", text):
        p = m.end()
        if 0 < p < len(text) and not any(s < p < e for s, e in busy):
            pts.append(p)
    return pts


def insertion(ctx: V2Context, dialogue: bool) -> list[Segment]:
    """One inserted block: a PHI sentence (70 %: several of one family), a structured section, or hard negatives."""
    r = ctx.rng
    if dialogue:
        if r.random() < 0.3:  # v1's spoken lines: lower-case PHI as a transcript has it
            return [*ctx.render(r.choice(templates.DIALOGUE_LINES)), ("\n", None)]
        fam = r.choice(list(phrases.FAMILIES))
        who = r.choice(["[doctor] ", "[patient] "])
        return [(who, None), *ctx.sentence(r.choice(phrases.FAMILIES[fam])), ("\n", None)]
    x = r.random()
    if x < 0.45:
        fam = r.choice(list(phrases.FAMILIES))
        out: list[Segment] = []
        for t in r.sample(phrases.FAMILIES[fam], min(len(phrases.FAMILIES[fam]), r.randint(1, 3))):
            out += [*ctx.sentence(t), (r.choice([" ", "\n"]), None)]
            if r.random() < 0.4:
                out += [*ctx.sentence(r.choice(phrases.NEGATIVE)), (r.choice([" ", "\n"]), None)]
        return [*out, ("\n\n", None)]
    if x < 0.75:
        return [*r.choice(list(SECTIONS.values()))(ctx), ("\n", None)]
    out = []
    for t in r.sample(phrases.NEGATIVE, r.randint(2, 5)):
        out += [*ctx.sentence(t), ("\n", None)]
    return [*out, ("\n", None)]


def make_note_v2(carrier_fn: Callable[[V2Context], list[Segment]], rng: random.Random, *, profile: Profile,
                 visit: dt.date, note_type: str, uk: bool, abbr_path: str | None, dialogue: bool = False) -> dict:  # fmt: skip
    """One v2 note: ``carrier_fn(ctx)`` gives the carrier's segments (its PHI replaced or labelled with
    the note's context, so carrier names and inserted names agree)."""
    ctx = V2Context(rng, profile, visit, note_type, uk, abbr_path)
    carrier = carrier_fn(ctx)
    text = "".join(t for t, _ in carrier)
    busy, pos = [], 0
    for t, typ in carrier:
        if typ:
            busy.append((pos, pos + len(t)))
        pos += len(t)
    pts = _insertion_points(text, busy)
    k = min(len(pts), rng.randint(1, 2 + len(text) // 900))
    chosen = set(rng.sample(pts, k))
    b = Builder()
    r = rng.random()
    if note_type == "letter":
        b.add(referral_letter_head(ctx))
    elif r < 0.6:
        b.add(header_v2(ctx))
    else:
        b.add([*ctx.render(rng.choice(templates.HEADERS.get(note_type, templates.HEADERS["progress"]))), ("\n", None)])
    ranges: list[list[int]] = []  # where carrier text lies in the note, so a hold-out can be scored on it alone

    def add_carrier(seg: Segment) -> None:
        start = b.pos
        b.add([seg])
        if ranges and ranges[-1][1] == start:
            ranges[-1][1] = b.pos
        elif b.pos > start:
            ranges.append([start, b.pos])

    pos = 0
    for t, typ in carrier:
        # split plain segments at chosen insertion points
        if typ is None:
            cuts = sorted(p - pos for p in chosen if pos < p < pos + len(t))
            last = 0
            for c in cuts:
                add_carrier((t[last:c], None))
                b.add(insertion(ctx, dialogue))
                last = c
            add_carrier((t[last:], None))
        else:
            add_carrier((t, typ))
        pos += len(t)
    if not chosen or rng.random() < 0.5:  # short carriers get their extra PHI at the end
        b.add([("\n\n", None)] if not text.endswith("\n") else [])
        b.add(insertion(ctx, dialogue))
    if not text.endswith("\n"):
        b.add([("\n", None)])
    if note_type == "letter" or rng.random() < 0.7:
        b.add(signature_block(ctx))
    if rng.random() < 0.35:
        b.add(cc_block(ctx))
    if rng.random() < 0.35:
        b.add(scribe_lines(ctx))
    return {"text": b.text(), "spans": b.spans, "carrier_ranges": ranges}

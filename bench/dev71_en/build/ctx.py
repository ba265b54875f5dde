"""Per-note context: the invented patient, site, staff and helpers that render marked PHI."""
import datetime as dt

import pools as P
from phi import M, Person, Loc, fmt_date, age_words, digits

SAINTS = ["St. Brendan's", "St. Ita's", "St. Anselm's", "St. Hilda's", "St. Cuthbert's", "St Fintan's",
          "St. Odran's", "St Winifred's", "Our Lady of the Lakes", "St. Kessog's"]
UC_BRANDS = ["QuickMend", "FirstLine", "CareNow Express", "Northpoint", "WellStop", "ClearPath", "MedExpress Plus"]
UNITS = ["Heron Ward", "Larch Ward", "Ward 7B", "Kestrel Unit", "4 West", "Ash Ward", "Ward 22", "Curlew Ward",
         "St. Ultan's Ward", "Osprey AMU", "6 North", "Rowan Ward", "Fern Unit", "Ward 3A", "Lark Ward"]
PRACTICE_WORDS = ["Surgery", "Medical Centre", "Family Practice", "Health Centre", "Medical Practice"]
PHARM = ["Boots-style", "Carrick's Pharmacy", "Lloyd & Haddon Chemists", "Kellerton Drug", "Rite Corner Pharmacy",
         "Doyle's Pharmacy", "Corran Bay Apothecary", "HealthFirst Pharmacy", "Pemberton Chemist"]
PHARM = PHARM[1:]


def acronym(name):
    words = [w for w in name.replace("-", " ").split() if w not in ("of", "the", "and", "&")]
    return "".join(w[0] for w in words if w[0].isalpha()).upper()


class Ctx:
    def __init__(self, r, locale, genre):
        self.r, self.code, self.genre = r, locale, genre
        self.loc = Loc(r, locale)
        self.pt = Person(r)
        band = r.random()
        if genre in ("poison", "safeguarding") and r.random() < 0.45:
            self.age = r.randint(1, 16)
        elif band < 0.08:
            self.age = r.randint(90, 104)
        elif band < 0.18:
            self.age = r.randint(16, 24)
        else:
            self.age = r.randint(18, 89)
        self.visit = dt.date(2023, 1, 1) + dt.timedelta(days=r.randint(0, 1300))
        dob = self.visit - dt.timedelta(days=self.age * 365 + (self.age // 4) + r.randint(1, 360))
        self.dob = dob
        self.age = self.visit.year - dob.year - ((self.visit.month, self.visit.day) < (dob.month, dob.day))
        self.hour = r.randint(0, 23)
        self.minute = r.randint(0, 59)
        self.us = locale == "US"
        self.hosp = self.make_hospital()
        self.hosp2 = self.make_hospital()
        self.unit = r.choice(UNITS)
        self.town = self.loc.town()
        self.nok = self.relative()
        self.country = r.choice(P.COUNTRIES)
        self.staff_cache = {}
        self.tstyle = r.choice(["colon", "colon", "colon", "mil"])

    # ------------------------------------------------------------ sites
    def make_hospital(self):
        r, c = self.r, self.code
        town = self.loc.town()
        if c == "US":
            full = r.choice([f"{town} Memorial Hospital", f"{r.choice(SAINTS)} Regional Medical Center",
                             f"{town} General Hospital", f"{town} Community Medical Center", f"Mercy {town} Hospital"])
        elif c == "CA":
            full = r.choice([f"{town} Regional Health Centre", f"{r.choice(SAINTS)} Hospital", f"{town} General Hospital",
                             f"{town} District Health Centre"])
        elif c == "UK":
            full = r.choice([f"{town} General Infirmary", f"Royal {town} Hospital", f"{town} District General Hospital",
                             f"{r.choice(SAINTS)} Hospital, {town}".replace(", ", " ")])
        else:
            full = r.choice([f"University Hospital {town}", f"{town} General Hospital", f"{r.choice(SAINTS)} Hospital",
                             f"{town} Regional Hospital"])
        full = full.replace("'s Hospital", "'s Hospital")
        if full.startswith("University Hospital"):
            full_short = "UH " + town
        else:
            full_short = None
        short = full.replace(" Hospital", "").replace(" Medical Center", "").replace(" Health Centre", "") \
            .replace(" Infirmary", "").replace(" General", " General").strip()
        short = full_short or short
        return {"full": full, "short": short or full, "acro": acronym(full), "town": town}

    def H(self, which=None, h=None):
        h = h or self.hosp
        which = which or self.r.choice(["full", "full", "short", "acro"])
        return M("HOSPITAL", h[which])

    def urgent_care(self):
        r, c = self.r, self.code
        town = self.loc.town()
        if c == "US":
            return r.choice([f"{r.choice(UC_BRANDS)} Urgent Care", f"{r.choice(UC_BRANDS)} Urgent Care - {town}",
                             f"{town} Walk-In Clinic"])
        if c == "CA":
            return r.choice([f"{town} Urgent Care Clinic", f"{r.choice(UC_BRANDS)} Walk-in Clinic"])
        if c == "UK":
            return r.choice([f"{town} Urgent Treatment Centre", f"{town} Minor Injuries Unit", f"{town} Walk-in Centre",
                             f"{town} MIU"])
        return r.choice([f"{town} Injury Unit", f"{town} Minor Injuries Unit", f"{town} Urgent Care Centre",
                         f"{r.choice(['SouthDoc', 'WestCare', 'NowDoc'])} {town}"])

    def gp_practice(self):
        r = self.r
        if self.code in ("UK", "IE"):
            return r.choice([f"{r.choice(P.STREET_NAMES)} Road {r.choice(PRACTICE_WORDS)}",
                             f"{self.loc.town()} {r.choice(PRACTICE_WORDS)}",
                             f"The {r.choice(['Willow', 'Rowan', 'Hawthorn', 'Beeches', 'Old Forge'])} {r.choice(PRACTICE_WORDS)}"])
        return r.choice([f"{self.loc.town()} Family Medicine", f"{r.choice(P.STREET_NAMES)} Primary Care",
                         f"{self.loc.town()} Community Health Center", f"Lakeview Internal Medicine"])

    def pharmacy(self):
        r = self.r
        return r.choice(PHARM + [f"{self.loc.town()} Pharmacy"])

    def room(self):
        r = self.r
        lab = r.choice(["bay", "Bay", "cubicle", "room", "Rm", "bed", "Resus", "resus bay", "Majors", "cube", "Obs bed", "chair"])
        val = r.choice([str(r.randint(1, 24)), f"{r.randint(1, 30)}{r.choice('AB')}", f"{r.choice(['M', 'R', 'C'])}{r.randint(1, 16)}"])
        return f"{lab} {M('LOCATION_OTHER', val)}"

    # ------------------------------------------------------------ people
    def P(self, kind=None):
        return M("PATIENT", self.pt.form(self.r, kind))

    def title(self, person=None):
        p = person or self.pt
        if p.sex == "F":
            return self.r.choice(["Mrs", "Ms", "Miss", "Ms"])
        return "Mr"

    def Ptitle(self):
        return f"{self.title()} {M('PATIENT', self.pt.last)}"

    def relative(self, rel=None, same_surname=None):
        r = self.r
        rels = ["wife", "husband", "daughter", "son", "mother", "father", "partner", "sister", "brother",
                "neighbour" if self.code != "US" else "neighbor", "friend", "flatmate" if self.code in ("UK", "IE") else "roommate",
                "niece", "carer" if self.code != "US" else "caregiver", "granddaughter", "boyfriend", "girlfriend"]
        if self.age < 17:
            rels = ["mother", "father", "mum" if self.code != "US" else "mom", "dad", "grandmother", "stepfather", "aunt", "foster carer"]
        rel = rel or r.choice(rels)
        if rel in ("wife", "husband"):
            rel = ("wife" if self.pt.sex == "M" else "husband") if r.random() < 0.9 else rel
        if rel in ("boyfriend", "girlfriend"):
            rel = ("girlfriend" if self.pt.sex == "M" else "boyfriend") if r.random() < 0.9 else rel
        sexmap = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M", "sister": "F",
                  "brother": "M", "niece": "F", "granddaughter": "F", "boyfriend": "M", "girlfriend": "F", "mum": "F",
                  "mom": "F", "dad": "M", "grandmother": "F", "stepfather": "M", "aunt": "F"}
        fam = {"wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "mum", "mom", "dad",
               "grandmother", "granddaughter"}
        same = same_surname if same_surname is not None else (rel in fam and r.random() < 0.7)
        p = Person(r, sexmap.get(rel), surname=self.pt.last if same else None)
        p.rel = rel
        return p

    def F(self, person, kind=None):
        r = self.r
        kind = kind or r.choice(["full", "full", "first", "first", "full_mid", "last_first"])
        return M("FAMILY", person.form(r, kind))

    def staff(self, role, key=None):
        key = key or role
        if key not in self.staff_cache:
            p = Person(self.r)
            p.role = role
            self.staff_cache[key] = p
        return self.staff_cache[key]

    def cred(self, role):
        return {"physician": ["MD", "DO", "MBBS", "MB BCh", "FRCEM", "MD FACEP", "FRCPC", "MRCEM"],
                "nurse": ["RN", "RGN", "BSN RN", "CEN", "RN BN"],
                "np": ["NP", "FNP-C", "ANP", "ENP", "PA-C", "ACP"],
                "medic": ["EMT-P", "NRP", "Paramedic", "EMT-B", "AEMT", "ECP", "PCP", "ACP"],
                "other": ["MHA"], "sw": ["MSW", "LCSW", "SW", "RSW"], "pharm": ["PharmD", "RPh", "MPharm"],
                "spi": ["CSPI", "SPI", "RN, CSPI"], "sane": ["SANE-A", "RN SANE-P", "FNE", "RN"]}[role]

    def S(self, person, role="physician", style=None):
        """Marked staff name with an optional title/credential outside the span."""
        r = self.r
        styles = ["dr_last", "dr_full", "full_cred", "full", "init_last_cred", "first", "LAST_FIRST_cred", "dr_last_noperiod"]
        if role != "physician":
            styles = ["full_cred", "full", "first", "init_last_cred", "full_cred", "last_first"]
        style = style or r.choice(styles)
        if style == "dr_last":
            return f"Dr. {M('DOCTOR', person.last)}"
        if style == "dr_last_noperiod":
            return f"Dr {M('DOCTOR', person.last)}"
        if style == "dr_full":
            return f"{r.choice(['Dr.', 'Dr'])} {M('DOCTOR', person.first + ' ' + person.last)}"
        if style == "full_cred":
            return f"{M('DOCTOR', person.first + ' ' + person.last)}{r.choice([', ', ' '])}{r.choice(self.cred(role))}"
        if style == "full":
            return M("DOCTOR", person.first + " " + person.last)
        if style == "init_last_cred":
            return f"{M('DOCTOR', person.first[0] + '. ' + person.last)} {r.choice(self.cred(role))}"
        if style == "first":
            return M("DOCTOR", person.first)
        if style == "LAST_FIRST_cred":
            return f"{M('DOCTOR', person.last.upper() + ', ' + person.first.upper())} {r.choice(self.cred(role))}"
        if style == "last_first":
            return M("DOCTOR", f"{person.last}, {person.first}")
        if style == "initials":
            return M("DOCTOR", (person.first[0] + person.last[0]).upper())
        if style == "initials_lc":
            return M("DOCTOR", (person.first[0] + person.last[0]).lower())
        raise ValueError(style)

    # ------------------------------------------------------------ dates/ages/times
    def D(self, d=None, style=None):
        return M("DATE", fmt_date(self.r, d or self.visit, self.code, style))

    def short_style(self):
        us = self.code == "US" or (self.code == "CA" and self.r.random() < 0.4)
        return self.r.choice(["md", "wd_md", "md"] if us else ["dm", "wd_dm", "dm", "ord"])

    def Dshort(self, d=None):
        return self.D(d, self.short_style())

    def DT(self, add=0, style=None):
        """Marked date (rolled over correctly) followed by an unmarked clock time."""
        tot = self.hour * 60 + self.minute + add
        d = self.visit + dt.timedelta(days=tot // (24 * 60))
        return f"{self.D(d, style)} {self.T(add)}"

    def ddelta(self, days):
        return self.visit + dt.timedelta(days=days)

    def DOB(self, style=None):
        r = self.r
        if style is None:
            style = r.choice(["mdy", "mdy2", "long_abbr", "iso", "dmy_mon"]) if self.us else \
                r.choice(["dmy", "dmy", "long_gb", "long_gb_abbr", "iso", "dmy_mon"] + (["dmy_dot"] if 20 <= self.age <= 80 else []))
        return M("DATE", fmt_date(r, self.dob, self.code, style))

    def A(self, style=None, sex=True):
        """Age phrase for the patient with the age marked."""
        r, a = self.r, self.age
        sx = self.pt.sex
        styles = ["yo", "yo_tight", "year_old", "sexsuffix", "sexsuffix_sp", "aged", "y", "yr_old_sex"]
        if a >= 90 and r.random() < 0.3:
            styles.append("words")
        style = style or r.choice(styles)
        g = {"F": r.choice(["female", "woman", "F", "lady"]), "M": r.choice(["male", "man", "M", "gentleman"])}[sx]
        if a < 17:
            g = {"F": r.choice(["girl", "female", "F"]), "M": r.choice(["boy", "male", "M"])}[sx]
        if style == "yo":
            return f"{M('AGE', a)} {r.choice(['yo', 'y/o', 'yr old', 'yrs'])} {g}"
        if style == "yo_tight":
            return f"{M('AGE', a)}{r.choice(['yo', 'y/o', 'yr'])} {g}"
        if style == "year_old":
            return f"{M('AGE', a)}-year-old {g}"
        if style == "sexsuffix":
            return f"{M('AGE', a)}{sx}"
        if style == "sexsuffix_sp":
            return f"{M('AGE', a)} {sx}"
        if style == "aged":
            return f"{g} aged {M('AGE', a)}"
        if style == "y":
            return f"{M('AGE', a)}y {sx}"
        if style == "yr_old_sex":
            return f"{M('AGE', a)} year old {g}"
        if style == "words":
            return f"{M('AGE', age_words(a))}-year-old {g}"
        raise ValueError(style)

    def T(self, add=0, style=None):
        """Clock time (NOT PHI), advancing from the arrival time by `add` minutes."""
        tot = self.hour * 60 + self.minute + add
        h, m = (tot // 60) % 24, tot % 60
        style = style or self.tstyle
        if style == "colon":
            return f"{h:02d}:{m:02d}"
        if style == "mil":
            return f"{h:02d}{m:02d}"
        return f"{(h % 12) or 12}:{m:02d} {'am' if h < 12 else 'pm'}"

    # ------------------------------------------------------------ contact / ids
    def PH(self, mobile=None):
        return M("PHONE", self.loc.phone(mobile))

    def FX(self):
        return M("FAX", self.loc.phone(mobile=False))

    def org(self, kind=None):
        r = self.r
        kind = kind or r.choice(["emp", "emp", "school", "venue", "church", "gym"])
        pool = {"emp": P.EMPLOYERS, "school": P.SCHOOLS, "venue": P.VENUES, "church": P.CHURCHES, "gym": P.GYMS}[kind]
        return M("ORGANIZATION", r.choice(pool))

    def prof(self):
        return M("PROFESSION", self.r.choice(P.PROFESSIONS))

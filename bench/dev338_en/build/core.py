"""Note builder and shared helpers for dev338_en.

Offsets are recorded while each note is assembled: NB.add() appends plain strings
and (value, TYPE) pairs, and notes the start/end of every PHI piece as it goes.
"""
import datetime as dt

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class NB:
    """Append-only note builder that records span offsets in one pass."""

    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self.parts.append(it)
                self.pos += len(it)
            elif isinstance(it, list):
                self.add(*it)
            else:
                val, typ = it
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % (val,))
                if typ not in TYPE2LABEL:
                    raise ValueError("bad type %r" % (typ,))
                self.spans.append((self.pos, self.pos + len(val), typ))
                self.parts.append(val)
                self.pos += len(val)
        return self

    def ln(self, *items):
        self.add(*items)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.parts)


def _mk(typ):
    return lambda v: (v, typ)


PAT, DOC, FAM, USR = _mk("PATIENT"), _mk("DOCTOR"), _mk("FAMILY"), _mk("USERNAME")
AGE, DATE = _mk("AGE"), _mk("DATE")
STREET, CITY, STATE, ZIP, CTRY = (_mk("STREET"), _mk("CITY"), _mk("STATE"), _mk("ZIP"),
                                  _mk("COUNTRY"))
HOSP, ORG, LOC = _mk("HOSPITAL"), _mk("ORGANIZATION"), _mk("LOCATION_OTHER")
MRN, SSN, HP, ACC, LIC = _mk("MRN"), _mk("SSN"), _mk("HEALTHPLAN"), _mk("ACCOUNT"), _mk("LICENSE")
DEV, VEH, BIO, IDN = _mk("DEVICE"), _mk("VEHICLE"), _mk("BIOID"), _mk("IDNUM")
PH, FAX, EML, URL, IP = _mk("PHONE"), _mk("FAX"), _mk("EMAIL"), _mk("URL"), _mk("IPADDR")
PROF = _mk("PROFESSION")

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordsuf(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, style):
    m, y, day = d.month, d.year, d.day
    mon, mn = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd = WDAYS[d.weekday()]
    table = {
        "us": "%02d/%02d/%04d" % (m, day, y),
        "us_s": "%d/%d/%d" % (m, day, y),
        "us_yy": "%d/%d/%02d" % (m, day, y % 100),
        "us_long": "%s %d, %d" % (mon, day, y),
        "us_mon": "%s %d, %d" % (mn, day, y),
        "iso": "%04d-%02d-%02d" % (y, m, day),
        "dmy": "%02d/%02d/%04d" % (day, m, y),
        "dmy_s": "%d/%d/%d" % (day, m, y),
        "dmy_yy": "%d/%d/%02d" % (day, m, y % 100),
        "dmy_dot": "%02d.%02d.%04d" % (day, m, y),
        "d_mon_y": "%02d-%s-%04d" % (day, mn, y),
        "d_Mon_y": "%d %s %d" % (day, mn, y),
        "d_month_y": "%d %s %d" % (day, mon, y),
        "dth_month_y": "%d%s %s %d" % (day, ordsuf(day), mon, y),
        "ca_mon": "%04d-%s-%02d" % (y, mn, day),
        "wd_dmy": "%s %02d/%02d/%04d" % (wd[:3], day, m, y),
        "wd_us": "%s %d/%d" % (wd[:3], m, day),
        "wd_dm": "%s %d/%d" % (wd[:3], day, m),
        "wd_long": "%s %d %s" % (wd, day, mon),
        "wd_us_long": "%s, %s %d, %d" % (wd, mon, day, y),
        "dm": "%d/%d" % (day, m),
        "md": "%d/%d" % (m, day),
        "d_month": "%d %s" % (day, mon),
        "month_d": "%s %d" % (mon, day),
        "month_y": "%s %d" % (mon, y),
        "mon_y": "%s %d" % (mn, y),
        "mm_yyyy": "%02d/%04d" % (m, y),
        "y": "%d" % y,
        "wd": wd,
        "month": mon,
    }
    return table[style]


DATE_STYLES = {
    "US": ["us", "us", "us_s", "us_yy", "us_long", "us_mon", "iso"],
    "CA": ["iso", "iso", "us_long", "dmy", "ca_mon", "us_mon"],
    "UK": ["dmy", "dmy", "dmy_s", "d_mon_y", "d_month_y", "d_Mon_y", "dmy_yy", "dmy_dot"],
    "IE": ["dmy", "dmy", "d_month_y", "dth_month_y", "dmy_s", "d_Mon_y"],
    "AU": ["dmy", "dmy", "dmy_s", "d_month_y", "d_Mon_y", "dmy_yy"],
    "NZ": ["dmy", "dmy", "dmy_s", "d_month_y", "d_Mon_y"],
    "ZA": ["dmy", "iso", "d_month_y", "dmy_s", "d_Mon_y", "iso"],
}

SPELL_US = {"tumour": "tumor", "oesophagus": "esophagus", "haemoptysis": "hemoptysis",
            "anaesthetist": "anesthesiologist", "colour": "color", "mobilising": "ambulating",
            "centre": "center", "oedema": "edema", "haemostasis": "hemostasis",
            "programme": "program", "organise": "organize", "neighbour": "neighbor",
            "paediatric": "pediatric", "haemorrhage": "hemorrhage", "litre": "liter",
            "granulation": "granulation", "humidification": "humidification",
            "SLT": "SLP", "speech and language therapist": "speech-language pathologist",
            "physio": "RT", "GP": "PCP", "A&E": "ED", "theatre": "the OR",
            "Registrar": "Resident", "registrar": "resident", "consultant": "attending",
            "Consultant": "Attending", "ward": "unit", "mane": "qAM", "nocte": "qHS"}
SPELL_AU = {"SLT": "speech pathologist", "speech and language therapist": "speech pathologist",
            "A&E": "ED"}


class Person:
    def __init__(self, first, last, sex, mid=None):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def f(self, style):
        F, L, M = self.first, self.last, self.mid
        if style == "full":
            return F + " " + L
        if style == "fml":
            return "%s %s. %s" % (F, M, L) if M else F + " " + L
        if style == "lf":
            return L + ", " + F
        if style == "LF":
            return (L + ", " + F + (" " + M if M else "")).upper()
        if style == "LAST_F":
            return (L + " " + F).upper()
        if style == "last":
            return L
        if style == "first":
            return F
        if style == "init":
            return "%s.%s." % (F[0], L[0])
        if style == "INIT":
            return F[0] + L[0]
        if style == "fi":
            return "%s. %s" % (F[0], L)
        if style == "first_i":
            return "%s %s." % (F, L[0])
        if style == "low_init":
            return (F[0] + L[0]).lower()
        raise KeyError(style)


class Ctx:
    """Per-note context: country conventions and PHI generators (one shared RNG)."""

    def __init__(self, r, cc, pools):
        self.r = r
        self.cc = cc
        self.P = pools
        self.spell = SPELL_US if cc in ("US", "CA") else (SPELL_AU if cc == "AU" else {})
        self.used_names = []

    # --- small random helpers ---
    def ch(self, seq):
        return self.r.choice(seq)

    def pr(self, p):
        return self.r.random() < p

    def dig(self, n, first_nonzero=False):
        s = "".join(str(self.r.randint(0, 9)) for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = str(self.r.randint(1, 9)) + s[1:]
        return s

    def let(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def sp(self, word):
        return self.spell.get(word, word)

    # --- people ---
    def person(self, sex=None):
        r = self.r
        sex = sex or r.choice("MF")
        for _ in range(20):
            first = r.choice(self.P.FEMALE if sex == "F" else self.P.MALE)
            last = r.choice(self.P.SURNAMES)
            if (first, last) not in self.used_names:
                break
        self.used_names.append((first, last))
        mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.35 else None
        return Person(first, last, sex, mid)

    def title(self, p):
        dot = "." if self.cc in ("US", "CA") else ""
        if p.sex == "M":
            return "Mr" + dot
        return self.r.choice(["Mrs", "Ms", "Ms", "Miss"] if dot == "" else ["Mrs", "Ms"]) + dot

    def dr(self):
        return "Dr." if self.cc in ("US", "CA") and self.r.random() < 0.7 else "Dr"

    # --- dates ---
    def fd(self, d, style=None):
        return fmt_date(d, style or self.r.choice(DATE_STYLES[self.cc]))

    def fd_short(self, d):
        if self.cc == "US":
            return fmt_date(d, self.r.choice(["md", "wd_us", "month_d"]))
        return fmt_date(d, self.r.choice(["dm", "wd_dm", "d_month", "wd_long"]))

    def time(self, day=False):
        h = self.r.randint(8, 17) if day else self.r.randint(0, 23)
        m = self.r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
        k = self.r.random()
        if self.cc == "US" and k < 0.5:
            return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")
        if k < 0.3:
            return "%02d%02d" % (h, m)
        return "%02d:%02d" % (h, m)

    # --- places ---
    def town(self):
        a, b = self.P.TOWN_PARTS[self.cc]
        return self.r.choice(a) + self.r.choice(b)

    def street(self):
        r = self.r
        name = r.choice(self.P.STREET_STEMS) + " " + r.choice(self.P.STREET_SUFFIX[self.cc])
        num = str(r.randint(1, 240))
        if self.cc == "US" and r.random() < 0.5:
            num = str(r.randint(100, 9899))
        if self.cc in ("US", "CA") and r.random() < 0.25:
            return "%s %s, %s %s" % (num, name, r.choice(["Apt", "Unit", "Apt."]), r.randint(1, 40))
        if self.cc in ("AU", "NZ") and r.random() < 0.25:
            return "%d/%s %s" % (r.randint(1, 12), num, name)
        if self.cc in ("UK", "IE") and r.random() < 0.2:
            return "Flat %d, %s %s" % (r.randint(1, 30), num, name)
        if self.cc == "ZA" and r.random() < 0.2:
            return "Unit %d, %s %s" % (r.randint(1, 30), num, name)
        return num + " " + name

    def postcode(self):
        r, cc = self.r, self.cc
        if cc == "US":
            z = self.dig(5, True)
            return z + ("-" + self.dig(4) if r.random() < 0.2 else "")
        if cc == "UK":
            out = self.let(r.choice([1, 2])) + str(r.randint(1, 29))
            return out + " " + str(r.randint(0, 9)) + self.let(2)
        if cc == "IE":
            return self.let(1) + self.dig(2) + " " + self.let(1) + self.dig(1) + self.let(1) + self.dig(1)
        if cc == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return (r.choice(L) + self.dig(1) + r.choice(L) + " " + self.dig(1) + r.choice(L)
                    + self.dig(1))
        return self.dig(4, True)

    def address(self):
        cc = self.cc
        a = {"street": self.street(), "town": self.town(), "zip": self.postcode(),
             "state": None, "county": None}
        if cc in self.P.STATES:
            if not hasattr(self, "home_state"):
                self.home_state = self.r.choice(self.P.STATES[cc])
            a["state"] = self.home_state
        if cc in self.P.COUNTIES and self.r.random() < 0.5:
            a["county"] = self.r.choice(self.P.COUNTIES[cc])
        return a

    def addr_items(self, a, multiline=False, country=False):
        """Address as builder items, split into parts per guideline."""
        sep = "\n" if multiline else ", "
        it = [STREET(a["street"]), sep, CITY(a["town"])]
        cc = self.cc
        if cc in ("US", "CA", "AU"):
            st = a["state"][1] if self.r.random() < 0.8 else a["state"][0]
            it += [", " if cc != "AU" else " ", STATE(st), "  " if cc == "CA" and multiline else " ",
                   ZIP(a["zip"])]
        elif cc in ("NZ", "ZA"):
            if a["state"] and self.r.random() < 0.4:
                it += [sep, STATE(a["state"][0])]
            it += [" ", ZIP(a["zip"])]
        else:
            if a["county"]:
                it += [sep, "Co. " if cc == "IE" else "", CITY(a["county"])]
            it += [sep, ZIP(a["zip"])]
        if country:
            it += [sep, CTRY(self.P.COUNTRY_NAME[cc])]
        return it

    # --- care sites and organisations ---
    def hospital(self):
        r, cc, t = self.r, self.cc, self.town()
        s = r.choice(self.P.SAINTS)
        forms = {
            "US": ["%s Regional Medical Center" % t, "St. %s Hospital" % s,
                   "%s Memorial Hospital" % r.choice(self.P.SURNAMES), "%s Community Hospital" % t,
                   "%s University Medical Center" % t],
            "CA": ["%s General Hospital" % t, "St. %s's Health Centre" % s,
                   "%s Health Sciences Centre" % t, "%s Regional Hospital" % t],
            "UK": ["%s General Hospital" % t, "Royal %s Infirmary" % t, "St %s's Hospital" % s,
                   "%s District Hospital" % t, "%s University Hospital" % t],
            "IE": ["St %s's University Hospital" % s, "%s Regional Hospital" % t,
                   "University Hospital %s" % t, "%s General Hospital" % t],
            "AU": ["%s Base Hospital" % t, "%s Hospital" % t, "Royal %s Hospital" % t,
                   "%s Private Hospital" % t],
            "NZ": ["%s Hospital" % t, "%s Base Hospital" % t],
            "ZA": ["%s Provincial Hospital" % t, "St %s Hospital" % s, "%s Academic Hospital" % t],
        }[cc]
        name = r.choice(forms)
        abbr = "".join(w[0] for w in name.replace(".", "").replace("'s", "").split() if w[0].isupper())
        return {"name": name, "abbr": abbr, "town": t}

    def practice(self):
        r = self.r
        stem = r.choice(self.P.STREET_STEMS)
        forms = {"US": ["%s Family Medicine", "%s Primary Care", "%s Internal Medicine Associates"],
                 "CA": ["%s Family Health Team", "%s Medical Clinic"],
                 "UK": ["%s Surgery", "%s Medical Centre", "%s Health Centre"],
                 "IE": ["%s Medical Centre", "%s Family Practice", "%s Surgery"],
                 "AU": ["%s Medical Centre", "%s Family Practice", "%s Medical Clinic"],
                 "NZ": ["%s Medical Centre", "%s Health", "%s Family Doctors"],
                 "ZA": ["%s Medical Centre", "%s Family Practice"]}[self.cc]
        return r.choice(forms) % stem

    def ward(self):
        r = self.r
        if self.cc in ("US", "CA"):
            return r.choice(["%d %s" % (r.randint(2, 9), r.choice(["North", "South", "East", "West"])),
                             "%s Unit" % r.choice(self.P.WARD_NAMES)])
        k = r.random()
        if k < 0.55:
            return "%s Ward" % r.choice(self.P.WARD_NAMES)
        if k < 0.85:
            return "Ward %d%s" % (r.randint(1, 40), r.choice(["", "", "A", "B"]))
        return "%s Unit" % r.choice(self.P.WARD_NAMES)

    def org(self, kind):
        r, P = self.r, self.P
        s = r.choice(P.ORG_STEMS)
        if kind == "supplier":
            bad = {"US": ("Ltd", "Pty"), "CA": ("Ltd", "Pty"), "AU": ("Inc", " Ltd"), "ZA": ("Inc", " Ltd")}.get(
                self.cc, ("Inc", "Pty"))
            forms = [f for f in P.SUPPLIER_FORMS if not any(b in f for b in bad)]
            return r.choice(forms).format(s=s)
        if kind == "insurer":
            return r.choice(P.INSURER_FORMS).format(s=s)
        if kind == "employer":
            return r.choice(P.EMPLOYER_FORMS).format(s=r.choice([s, self.town()]),
                                                     n=r.choice(P.SURNAMES))
        if kind == "club":
            return r.choice(P.CLUB_FORMS).format(s=s, t=self.town())
        if kind == "transport":
            return r.choice(P.TRANSPORT_FORMS).format(s=r.choice([s, self.town()]))
        raise KeyError(kind)

    def care_home(self):
        stem = self.r.choice(self.P.STREET_STEMS)
        return self.r.choice(["%s House Nursing Home", "%s Lodge Care Home", "%s Court Residential Care",
                              "%s Gardens Aged Care", "%s Manor"]) % stem

    def pharmacy(self):
        return self.r.choice(["%s Pharmacy" % self.r.choice(self.P.STREET_STEMS),
                              "%s's Chemist" % self.r.choice(self.P.SURNAMES),
                              "%s Community Pharmacy" % self.town()])

    def country(self):
        return self.r.choice(self.P.OTHER_COUNTRIES)

    def profession(self):
        return self.r.choice(self.P.PROFESSIONS)

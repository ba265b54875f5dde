"""Note assembly with single-pass span offsets, plus PHI surface-form generators (dev240_en)."""
import datetime as _dt
import re

import places as P
from ids import IdMixin, ascii_fold
from names import COUNTRY_ORIGINS, NICK, ORIGINS

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_PH = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def ordinal(d):
    suf = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return "%d%s" % (d, suf)


def fmt_date(d, st):
    M = MONTHS[d.month - 1]
    m3 = M[:3]
    wd = WEEKDAYS[d.weekday()]
    yy = "%02d" % (d.year % 100)
    table = {
        "mdy": "%02d/%02d/%d" % (d.month, d.day, d.year), "mdy_nz": "%d/%d/%d" % (d.month, d.day, d.year),
        "mdy2": "%d/%d/%s" % (d.month, d.day, yy), "md": "%d/%d" % (d.month, d.day),
        "mdy_dash": "%02d-%02d-%d" % (d.month, d.day, d.year), "long_us": "%s %d, %d" % (M, d.day, d.year),
        "mon_us": "%s %d, %d" % (m3, d.day, d.year), "dmon_y": "%02d-%s-%d" % (d.day, m3, d.year),
        "DMON_Y": "%02d-%s-%d" % (d.day, m3.upper(), d.year), "dmon_y2": "%d-%s-%s" % (d.day, m3, yy),
        "iso": "%d-%02d-%02d" % (d.year, d.month, d.day), "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy2": "%02d/%02d/%s" % (d.day, d.month, yy), "dmy_nz": "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy_dot": "%02d.%02d.%d" % (d.day, d.month, d.year), "dmy_dot2": "%d.%d.%s" % (d.day, d.month, yy),
        "long_uk": "%d %s %d" % (d.day, M, d.year), "ord_uk": "%s %s %d" % (ordinal(d.day), M, d.year),
        "mon_uk": "%d %s %d" % (d.day, m3, d.year), "dm": "%d/%d" % (d.day, d.month),
        "ymd_slash": "%d/%02d/%02d" % (d.year, d.month, d.day), "wd_md": "%s %d/%d" % (wd[:3], d.month, d.day),
        "wd_long_us": "%s, %s %d, %d" % (wd, M, d.day, d.year), "wd_ord_uk": "%s %s %s" % (wd, ordinal(d.day), M),
        "wd_dmy": "%s %02d/%02d/%d" % (wd[:3], d.day, d.month, d.year),
        "wd_long_za": "%s, %d %s %d" % (wd, d.day, M, d.year), "dmonth": "%d %s" % (d.day, M),
        "dmon": "%d %s" % (d.day, m3), "monthd": "%s %d" % (M, d.day), "ord_of": "%s of %s" % (ordinal(d.day), M),
        "month_year": "%s %d" % (M, d.year), "mon_year": "%s %d" % (m3, d.year), "mon_yy": "%s '%s" % (m3, yy),
        "my_num": "%02d/%d" % (d.month, d.year), "year": str(d.year), "wd": wd, "wd3": wd[:3],
        "month": M, "ymd_compact": "%d%02d%02d" % (d.year, d.month, d.day),
    }
    return table[st]


FULL_STYLES = {
    "US": ["mdy", "mdy", "mdy", "mdy_nz", "mdy2", "long_us", "mon_us", "dmon_y", "iso", "mdy_dash", "DMON_Y"],
    "UK": ["dmy", "dmy", "dmy", "dmy2", "dmy_dot", "long_uk", "ord_uk", "mon_uk", "dmon_y", "dmy_nz", "DMON_Y"],
    "ZA": ["ymd_slash", "ymd_slash", "iso", "dmy", "dmy", "long_uk", "mon_uk", "dmy_dot2", "dmon_y", "dmy2"],
}
SHORT_STYLES = {"US": ["md", "md", "wd_md", "monthd"], "UK": ["dm", "dmonth", "wd_ord_uk", "ord_of", "dmon"],
                "ZA": ["dmonth", "dm", "dmon", "wd_ord_uk"]}
PARTIAL_STYLES = ["month_year", "mon_year", "my_num", "year", "year", "mon_yy"]



class Person:
    __slots__ = ("given", "middle", "surname", "sex", "origin", "role")

    def __init__(self, given, middle, surname, sex, origin, role=None):
        self.given, self.middle, self.surname, self.sex, self.origin, self.role = given, middle, surname, sex, origin, role


def wchoice(r, pairs):
    total = sum(w for _, w in pairs)
    x = r.random() * total
    for k, w in pairs:
        x -= w
        if x < 0:
            return k
    return pairs[-1][0]


class Note(IdMixin):
    def __init__(self, r, country, lower, genre):
        self.r, self.c, self.lower, self.genre = r, country, lower, genre
        self.parts, self.pos, self.spans = [], 0, []
        self.base = _dt.date(2016, 1, 4) + _dt.timedelta(days=r.randint(0, 3250))
        self.pt = self.person(sex=r.choice("MF"))
        self.dob = self.base - _dt.timedelta(days=int(365.25 * self.r.choice(
            [r.randint(38, 59), r.randint(50, 79), r.randint(55, 84), r.randint(60, 96)])) + r.randint(0, 364))
        self.age = self.base.year - self.dob.year - ((self.base.month, self.base.day) < (self.dob.month, self.dob.day))
        self.dstyle = r.choice(FULL_STYLES[country])
        self.site = r.choice(P.HOSPITALS[country])
        self._cache = {}
        self._staff = {}
        self._fam = {}
        self._titles = {}
        self.used_names = [self.pt.surname]

    # ---------------------------------------------------------------- assembly
    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        assert s and s == s.strip(), (s, typ)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})

    def emit(self, v):
        if v is None:
            return
        if callable(v):
            v = v()
        if isinstance(v, str):
            if v:
                self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.emit(x)

    def f(self, tmpl, **kw):
        pos = 0
        for m in _PH.finditer(tmpl):
            if m.start() > pos:
                self.t(tmpl[pos:m.start()])
            key = m.group(1)
            self.emit(kw[key] if key in kw else getattr(self, "v_" + key))
            pos = m.end()
        if pos < len(tmpl):
            self.t(tmpl[pos:])

    def text(self):
        return "".join(self.parts)

    # ---------------------------------------------------------------- randomness helpers
    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, k):
        return "".join(str(self.r.randint(0, 9)) for _ in range(k))

    def letters(self, k):
        return "".join(self.r.choice(LETTERS) for _ in range(k))

    def once(self, key, fn):
        if key not in self._cache:
            self._cache[key] = fn()
        return self._cache[key]

    # ---------------------------------------------------------------- people
    def person(self, sex=None, origin=None, role=None):
        r = self.r
        origin = origin or wchoice(r, COUNTRY_ORIGINS[self.c])
        sex = sex or r.choice("MF")
        m, f, s = ORIGINS[origin]
        given = r.choice(m if sex == "M" else f)
        so = origin if r.random() < 0.82 else wchoice(r, COUNTRY_ORIGINS[self.c])
        surname = r.choice(ORIGINS[so][2])
        for _ in range(4):
            if surname not in getattr(self, "used_names", []):
                break
            surname = r.choice(ORIGINS[so][2])
        if hasattr(self, "used_names"):
            self.used_names.append(surname)
        middle = r.choice(LETTERS) if r.random() < 0.6 else ""
        return Person(given, middle, surname, sex, origin, role)

    def form(self, who, form):
        g, m, s = who.given, who.middle, who.surname
        if form == "full":
            return "%s %s" % (g, s)
        if form == "fullm":
            return "%s %s%s %s" % (g, m or self.r.choice(LETTERS), self.r.choice([".", "."]), s)
        if form == "lf":
            return "%s, %s" % (s, g)
        if form == "LF":
            return ("%s, %s" % (s, g)).upper()
        if form == "LFM":
            return ("%s, %s %s" % (s, g, m or "A")).upper()
        if form == "init":
            return "%s.%s." % (g[0], s[0].upper())
        if form == "init2":
            return "%s%s" % (g[0], s[0].upper())
        if form == "gi":
            return "%s %s." % (g, s[0].upper())
        if form == "ig":
            return "%s. %s" % (g[0], s)
        if form == "ig2":
            return "%s %s" % (g[0], s)
        if form == "last":
            return s
        if form == "LAST":
            return s.upper()
        if form == "first":
            return g
        if form == "nick":
            return NICK.get(g, g)
        if form == "linit":
            return ("%s%s" % (g[0], s[0])).lower()
        raise KeyError(form)

    def ptn(self, form=None):
        form = form or self.pick(["full", "full", "fullm", "lf", "LF", "last", "first", "gi", "ig", "init"])
        return (self.form(self.pt, form), "PATIENT")

    def pt_title(self):
        return self.pick(["Mr", "Mr."]) if self.pt.sex == "M" else self.pick(["Mrs", "Ms", "Mrs.", "Ms.", "Miss"])

    def pt_ref(self):
        """Mr X / Mrs X / the patient's first name / full name, as pieces."""
        k = self.ri(0, 9)
        if k < 5:
            return [self.pt_title() + " ", (self.pt.surname, "PATIENT")]
        if k < 7:
            return [(self.pt.given, "PATIENT")]
        if k < 8 and self.pt.given in NICK:
            return [(NICK[self.pt.given], "PATIENT")]
        return [(self.form(self.pt, "full"), "PATIENT")]

    def staff(self, role, sex=None):
        if role not in self._staff:
            self._staff[role] = self.person(sex=sex, role=role)
        return self._staff[role]

    def new_staff(self, role):
        return self.person(role=role)

    CREDS = {
        "US": {"doc": ["MD", "DO", "MD, FACS", "MD, CWSP"], "pod": ["DPM", "DPM, FACFAS", "DPM, CWS"],
               "nurse": ["RN", "BSN, RN", "RN, CWOCN", "RN, WCC", "LPN", "MSN, RN, CWCN"],
               "tech": ["CHT", "CHT, EMT", "RRT, CHT"], "orth": ["CO", "CPO", "CPed"],
               "np": ["NP", "FNP-C", "PA-C", "AGNP-C"], "surg": ["MD", "MD, RPVI", "DO"],
               "other": ["PharmD", "RD", "MSW", "PT, DPT", "MA"]},
        "UK": {"doc": ["MRCP", "FRCP", "MBChB", "MB BS"], "pod": ["HCPC reg.", "Specialist Podiatrist", "BSc (Hons) Pod"],
               "nurse": ["RGN", "RN", "TVN", "DN", "Band 6 RN", "CNS"], "tech": ["Hyperbaric Technician", "CHT"],
               "orth": ["Orthotist", "MBAPO"], "np": ["ANP", "ACP", "NMP"], "surg": ["FRCS", "FRCS (Vasc)", "FRCS (T&O)"],
               "other": ["Pharmacist", "Dietitian", "OT", "Physio"]},
        "ZA": {"doc": ["MBChB", "MBChB, MMed", "MBBCh", "FCP(SA)"], "pod": ["B Pod", "BSc Pod", "Podiatrist"],
               "nurse": ["Prof Nurse", "RN", "Wound Care Nurse", "ENA", "RN, RM"], "tech": ["Hyperbaric Tech", "CHT"],
               "orth": ["O&P Technician", "Orthotist"], "np": ["Clinical Associate", "PN"], "surg": ["FCS(SA)", "MBChB, FCS(SA)", "MMed (Surg)"],
               "other": ["Pharmacist", "Dietitian", "Social Worker", "Physio"]},
    }

    BASE = {"gp": "doc", "res": "doc", "anaes": "doc", "micro": "doc", "id": "doc", "rad": "doc", "mdt": "doc",
            "surg2": "surg", "tvn": "nurse", "circ": "nurse"}
    NOCRED = ("scribe", "interp", "typist", "clerk", "bms", "mdt")

    def cred(self, role):
        if role in self.NOCRED:
            return ""
        d = self.CREDS[self.c]
        role = self.BASE.get(role, role)
        return self.pick(d.get(role, d["other"]))

    @property
    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.pt.sex == "M" else "her"

    @property
    def him(self):
        return "him" if self.pt.sex == "M" else "her"

    def title(self, who):
        key = id(who)
        if key not in self._titles:
            self._titles[key] = (who, self._title(who))
        return self._titles[key][1]

    def _title(self, who):
        role = self.BASE.get(who.role or "doc", who.role or "doc")
        if who.role in self.NOCRED:
            return ""
        if role in ("doc", "res", "anaes", "micro", "gp", "id", "rad"):
            return self.pick(["Dr", "Dr.", "Dr", "Dr"]) if self.c != "US" else self.pick(["Dr.", "Dr.", "Dr"])
        if role == "surg":
            if self.c == "UK" and self.chance(0.7):
                return "Mr" if who.sex == "M" else self.pick(["Ms", "Miss"])
            return self.pick(["Dr", "Dr.", "Prof"]) if self.chance(0.9) else "Prof."
        if role == "pod":
            return "Dr." if self.c == "US" else ("" if self.chance(0.6) else ("Mr" if who.sex == "M" else "Ms"))
        if role == "nurse" and who.sex == "F" and self.c != "US":
            return self.pick(["Sister", "Sr", "Sr.", ""])
        return ""

    def who(self, role, mode=None, person=None):
        """A staff member in one of many surface forms, as a list of pieces."""
        w = person or self.staff(role)
        mode = mode or self.pick(["title_last", "title_last", "full_cred", "full", "title_full", "ig", "full_cred"])
        ti = self.title(w)
        cr = self.cred(w.role or "other")
        if not cr and mode in ("full_cred", "cred_space"):
            mode = "full"
        if mode == "title_last":
            if not ti:
                return [(self.form(w, "full"), "DOCTOR")] + ([", " + cr] if cr else [])
            return [ti + " ", (w.surname, "DOCTOR")]
        if mode == "title_full":
            return ([ti + " "] if ti else []) + [(self.form(w, "full"), "DOCTOR")]
        if mode == "full_cred":
            return [(self.form(w, self.pick(["full", "full", "fullm", "ig"])), "DOCTOR"), ", " + cr]
        if mode == "cred_space":
            return [(self.form(w, "full"), "DOCTOR"), " " + cr]
        if mode in ("full", "ig", "lf", "LF", "last", "first", "init2", "linit", "gi", "fullm", "ig2"):
            return [(self.form(w, mode), "DOCTOR")]
        raise KeyError(mode)

    def fam(self, rel):
        if rel not in self._fam:
            sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M",
                   "niece": "F", "nephew": "M", "granddaughter": "F", "grandson": "M", "mother": "F",
                   "daughter-in-law": "F", "son-in-law": "M"}.get(rel)
            p = self.person(sex=sex)
            if rel in ("wife", "husband", "daughter", "son", "sister", "brother", "grandson", "granddaughter") and self.chance(0.6):
                p.surname = self.pt.surname
            self._fam[rel] = p
        return self._fam[rel]

    def pick_rel(self, rels):
        rel = self.pick(rels)
        if rel in ("wife", "husband") and self.chance(0.92):
            rel = "wife" if self.pt.sex == "M" else "husband"
        return rel

    def relf(self, rels, form=None, cap=False):
        """[relation word, space, (name, FAMILY)] with the name matching the relation."""
        rel = self.pick(rels)
        if rel in ("wife", "husband"):
            rel = "wife" if self.pt.sex == "M" else "husband"
        return [(rel.capitalize() if cap else rel) + " ", self.famn(rel, form)]

    def famn(self, rel, form=None):
        form = form or self.pick(["first", "first", "full", "full", "nick"])
        return (self.form(self.fam(rel), form), "FAMILY")

    # ---------------------------------------------------------------- dates and ages
    def day(self, delta=0):
        return self.base + _dt.timedelta(days=delta)

    def date(self, delta=0, st=None, kind="full"):
        d = self.day(delta)
        if st is None:
            if kind == "full":
                st = self.dstyle if self.chance(0.6) else self.pick(FULL_STYLES[self.c])
            elif kind == "short":
                st = self.pick(SHORT_STYLES[self.c])
            else:
                st = self.pick(PARTIAL_STYLES)
        return (fmt_date(d, st), "DATE")

    def v_today(self):
        return (fmt_date(self.base, self.dstyle), "DATE")

    def v_dob(self):
        return (fmt_date(self.dob, self.dstyle if self.chance(0.7) else self.pick(FULL_STYLES[self.c])), "DATE")

    def v_age(self):
        return (str(self.age), "AGE")

    def age_phrase(self, age=None, cap=False):
        out = self._age_phrase(age)
        if cap and isinstance(out[0], str):
            out[0] = out[0][0].upper() + out[0][1:]
        return out

    def _age_phrase(self, age=None):
        a = str(self.age if age is None else age)
        sx = self.pt.sex if age is None else self.pick("MF")
        man = self.pick(["man", "male", "gentleman"] if sx == "M" else ["woman", "female", "lady"])
        k = self.ri(0, 11)
        if k == 0:
            return [(words(int(a)) if int(a) < 100 else a, "AGE"), "-year-old " + man]
        if k == 1:
            return [(a, "AGE"), " yo " + ("M" if sx == "M" else "F")]
        if k == 2:
            return [(a, "AGE"), "yo " + man]
        if k == 3:
            return [(a, "AGE"), " y/o " + man]
        if k == 4:
            return [(a, "AGE"), sx]
        if k == 5:
            return [(a, "AGE"), " " + sx]
        if k == 6:
            return [man + " aged ", (a, "AGE")]
        if k == 7:
            return [(a, "AGE"), " year old " + man]
        return [(a, "AGE"), "-year-old " + man]

    # ---------------------------------------------------------------- places
    def addr(self, who="pt"):
        def mk():
            r = self.r
            num = str(r.choice([r.randint(1, 99), r.randint(1, 399), r.randint(100, 9999)]))
            nm = r.choice(P.STREET_NAMES)
            if self.c == "US":
                city, state, ab, z3 = r.choice(P.US_CITIES)
                street = "%s %s %s" % (num, nm, r.choice(P.US_SUFFIX))
                if r.random() < 0.25 and who == "pt":
                    street += r.choice([", Apt ", " Apt ", " #", ", Unit "]) + str(r.randint(1, 40)) + r.choice(["", "B", "C"])
                return {"street": street, "city": city, "state": r.choice([ab, ab, state]), "zip": z3 + self.digits(2)}
            if self.c == "UK":
                town, county, area = r.choice(P.UK_TOWNS)
                street = "%s %s %s" % (num if int(num) < 400 else str(r.randint(1, 200)), nm, r.choice(P.UK_SUFFIX))
                if r.random() < 0.2 and who == "pt":
                    street = "Flat %d, %s" % (r.randint(1, 24), street)
                pc = "%s%d %d%s" % (area, r.randint(1, 29), r.randint(1, 9), "".join(r.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
                return {"street": street, "city": town, "state": county, "zip": pc}
            town, prov, ab, code = r.choice(P.ZA_TOWNS)
            street = "%s %s %s" % (num, nm, r.choice(P.ZA_SUFFIX))
            if r.random() < 0.15 and who == "pt":
                street = "%d %s Section, %s" % (r.randint(1, 99), r.choice("ABCDEFGHJKLMNPQRSTUVW"), street)
            return {"street": street, "city": town, "state": r.choice([prov, ab, prov]), "zip": code}
        if who == "pt":
            return self.once("addr_pt", mk)
        return mk()

    def addr_pieces(self, a=None, multiline=False, country_too=False):
        a = a or self.addr()
        sep = "\n" if multiline else ", "
        out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
        if self.c == "US":
            out += [", " if not multiline else ", ", (a["state"], "STATE"), " ", (a["zip"], "ZIP")]
        elif self.c == "UK":
            if self.chance(0.35):
                out += [sep, (a["state"], "CITY")]
            out += [sep if self.chance(0.7) else " ", (a["zip"], "ZIP")]
        else:
            if self.chance(0.6):
                out += [sep, (a["state"], "STATE")]
            out += [sep if self.chance(0.5) else " ", (a["zip"], "ZIP")]
        if country_too:
            out += [sep, (self.pick(P.HOME_COUNTRY[self.c]), "COUNTRY")]
        return out

    def city(self):
        return (self.addr()["city"], "CITY")

    def hosp(self):
        return (self.site, "HOSPITAL")

    def other_hosp(self, pool=None):
        pool = pool or P.HOSPITALS[self.c]
        h = self.pick(pool)
        while h == self.site and len(pool) > 1:
            h = self.pick(pool)
        return (h, "HOSPITAL")

    def site_of(self, kind):
        keys = {"acute": ("Hospital", "Infirmary", "Medical Center", "Anselm Health"),
                "hbot": ("Hyperbaric", "Hospital", "Infirmary", "Medical Center"),
                "clinic": ("Wound", "Podiatry", "Foot", "Diabetes", "Limb", "Clinic", "Hospital", "Infirmary", "Medical Center"),
                "gp": {"US": ("Family Practice", "Street Clinic", "Veterans Clinic"), "UK": ("Surgery", "Practice", "Health Centre"),
                       "ZA": ("Community Health", "Clinic", "Masizakhe")}[self.c]}[kind]
        pool = [h for h in P.HOSPITALS[self.c] if any(k in h for k in keys) and not any(
            x in h for x in ("Care Home", "Nursing", "Frail", "Hospice", "Rehab"))]
        return pool

    def set_site(self, kind):
        self.site = self.pick(self.site_of(kind))

    def acute_hosp(self):
        pool = [h for h in P.HOSPITALS[self.c] if any(k in h for k in ("Hospital", "Infirmary", "Medical Center", "Anselm Health"))]
        return self.other_hosp(pool)

    def ward(self):
        return (self.once("ward", lambda: self.pick(P.WARDS[self.c])), "HOSPITAL")

    def org(self, pool):
        return (self.pick(pool[self.c]), "ORGANIZATION")

    def country_other(self):
        return (self.pick(P.COUNTRIES_OTHER), "COUNTRY")

    def profession(self):
        return (self.once("prof", lambda: self.pick(P.PROFESSIONS)), "PROFESSION")

    def room(self):
        return (self.pick([str(self.ri(100, 899)), str(self.ri(1, 40)), "%d%s" % (self.ri(200, 760), self.pick("ABCD"))]), "LOCATION_OTHER")

    def building(self):
        return (self.pick(P.BUILDINGS), "LOCATION_OTHER")

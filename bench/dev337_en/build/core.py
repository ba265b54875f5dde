"""Note builder (single-pass offsets), people and the per-note case record."""
import unicodedata

import pools_people as PP
import pools_places as PL
from locale_fmt import Locale, add_days, mkdate, digits, letters

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Append text pieces; PHI pieces record their offsets as they are appended."""

    def __init__(self, lower=False, us=False):
        self.buf, self.spans, self.pos, self.lower, self.us = [], [], 0, lower, us
        self.last = ""

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, list):
                self.add(*it)
            elif isinstance(it, tuple):
                s, ty = it
                if self.lower:
                    s = s.lower()
                if not s or s != s.strip():
                    raise ValueError("bad span %r" % s)
                self.spans.append({"start": self.pos, "end": self.pos + len(s), "label": TYPE_LABEL[ty],
                                   "type": ty, "text": s})
                self.buf.append(s)
                self.pos += len(s)
                self.last = it[0]
            else:
                s = us_spell(it) if self.us else it
                s = s.lower() if self.lower else s
                self.buf.append(s)
                self.pos += len(s)
                self.last = it
        return self

    def text(self):
        return "".join(self.buf)


_US = [("venesections", "phlebotomies"), ("Venesections", "Phlebotomies"), ("venesected", "phlebotomized"),
       ("Venesected", "Phlebotomized"), ("venesection", "phlebotomy"), ("Venesection", "Phlebotomy"),
       ("VENESECTION", "PHLEBOTOMY"), ("aem", "em"), ("AEM", "EM"), ("Haem", "Hem"), ("HAEM", "HEM"),
       ("oedema", "edema"), ("oesophag", "esophag"), ("centre", "center"), ("litre", "liter"),
       ("programme", "program"), ("colour", "color"), ("paed", "ped"), ("organis", "organiz")]


def us_spell(s):
    for a, b in _US:
        s = s.replace(a, b)
    return s


def _mk(t):
    return lambda s: (s, t)


P, DR, FAM, USR = _mk("PATIENT"), _mk("DOCTOR"), _mk("FAMILY"), _mk("USERNAME")
AGE, DT = _mk("AGE"), _mk("DATE")
ST, CITY, STATE, ZIP, CTRY = _mk("STREET"), _mk("CITY"), _mk("STATE"), _mk("ZIP"), _mk("COUNTRY")
HOSP, ORG, LOC = _mk("HOSPITAL"), _mk("ORGANIZATION"), _mk("LOCATION_OTHER")
MRN, SSN, HP, ACCT, LIC = _mk("MRN"), _mk("SSN"), _mk("HEALTHPLAN"), _mk("ACCOUNT"), _mk("LICENSE")
DEV, VEH, BIO, IDN = _mk("DEVICE"), _mk("VEHICLE"), _mk("BIOID"), _mk("IDNUM")
PH, FAX, EM, URL, IP = _mk("PHONE"), _mk("FAX"), _mk("EMAIL"), _mk("URL"), _mk("IPADDR")
PROF = _mk("PROFESSION")


def slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if ch.isascii() and (ch.isalnum() or ch in " -"))
    return s.lower().replace(" ", "").replace("-", "")


def wchoice(rng, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= weights[k]
        if r < 0:
            return k
    return keys[-1]


class Person:
    def __init__(self, first, last, sex, middle=None, nick=None):
        self.first, self.last, self.sex, self.middle, self.nick = first, last, sex, middle, nick
        self.title = "Mr" if sex == "M" else "Ms"

    def name(self, style="full"):
        f, l, m = self.first, self.last, self.middle
        if style == "full":
            return f + " " + l
        if style == "fullmid":
            return "%s %s. %s" % (f, m[0], l) if m else f + " " + l
        if style == "fullmidname":
            return "%s %s %s" % (f, m, l) if m else f + " " + l
        if style == "lastfirst":
            return l + ", " + f
        if style == "LASTfirst":
            return l.upper() + ", " + f
        if style == "LASTFIRST":
            return (l + ", " + f + (" " + m[0] if m else "")).upper()
        if style == "upper":
            return (f + " " + l).upper()
        if style == "init":
            return f[0] + "." + l[0] + "."
        if style == "init2":
            return f[0] + l[0]
        if style == "finit":
            return f[0] + ". " + l
        if style == "finit2":
            return f[0] + " " + l
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "firstl":
            return f + " " + l[0] + "."
        raise ValueError(style)

    def initials_lower(self):
        return (self.first[0] + self.last[0]).lower()


def make_person(rng, country, sex=None, origin=None, last=None):
    origin = origin or wchoice(rng, PP.COUNTRY_ORIGINS[country])
    males, females, surn = PP.ORIGINS[origin]
    sex = sex or rng.choice("MF")
    first = rng.choice(males if sex == "M" else females)
    mid = None
    if rng.random() < 0.35:
        mid = rng.choice(males if sex == "M" else females)
        if mid == first:
            mid = None
    p = Person(first, last or rng.choice(surn), sex, mid, PP.NICKNAMES.get(first))
    p.origin = origin
    return p


DX = ["hh", "hh", "hh", "hh_cpd", "pv", "pv", "sec_ery", "sec_ery", "pct", "idio"]


class Case:
    """Everything one note may mention about its patient, staff and sites."""

    def __init__(self, rng, country, dx=None):
        self.rng, self.country = rng, country
        L = self.L = Locale(country)
        self.dx = dx or rng.choice(DX)
        self.pt = make_person(rng, country, "M" if self.dx == "sec_ery" and rng.random() < 0.85 else None)
        if self.pt.sex == "F":
            self.pt.title = rng.choice(["Mrs", "Ms", "Ms", "Miss", "Mrs"])
        if rng.random() < 0.03:
            self.pt.title = "Mx"
        lo, hi = {"hh": (28, 79), "hh_cpd": (30, 75), "pv": (45, 88), "sec_ery": (24, 70),
                  "pct": (35, 72), "idio": (25, 68)}[self.dx]
        self.age = rng.randint(lo, hi)
        if rng.random() < 0.04:
            self.age = rng.randint(90, 96)
        self.nd = add_days(mkdate(2022, 1, 3), rng.randint(0, 1270))
        # note date on a weekday
        while self.nd.weekday() > 4:
            self.nd = add_days(self.nd, 1)
        self.dob = add_days(self.nd, -(self.age * 365 + self.age // 4 + rng.randint(1, 360)))
        self.ds = L.dstyle(rng)
        if self.ds in ("short",):
            self.ds = "num"
        self.dsd = L.dstyle(rng, "dob")
        # address
        self.town = rng.choice(PL.TOWNS[country])
        reg = rng.choice(PL.REGIONS[country])
        self.region, self.reg_abbr = (reg if isinstance(reg, tuple) else (reg, None))
        if country == "AU":
            L.au_ac = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07"}.get(self.reg_abbr, "08")
        self.street = self.mk_street()
        self.postcode = L.postcode(rng, self.reg_abbr)
        self.phone = L.phone(rng, "land")
        self.mobile = L.phone(rng, "mob")
        self.email = "%s.%s%s@%s" % (slug(self.pt.first), slug(self.pt.last), rng.choice(["", "", digits(rng, 2)]),
                                     rng.choice(["example.com", "example.net", "example.org"]))
        self.mrn = L.mrn(rng)
        self.natid = L.natid(rng)
        self.hp = L.healthplan(rng)
        self.ssn = L.ssn(rng)
        self.prof = rng.choice(PP.PROFESSIONS)
        # family
        self.fam = []
        for rel in rng.sample(PP.RELATIONS, rng.randint(2, 4)):
            sex = "M" if rel in ("brother", "son", "father", "half-brother", "nephew") else \
                "F" if rel in ("sister", "daughter", "mother", "half-sister", "niece") else rng.choice("MF")
            same = rel not in ("cousin",) and rng.random() < 0.75
            f = make_person(rng, country, sex, self.pt.origin if rng.random() < 0.8 else None,
                            last=self.pt.last if same else None)
            f.rel = rel
            base = {"father": 25, "mother": 22, "son": -25, "daughter": -27, "nephew": -30, "niece": -30}.get(rel, 0)
            f.age = max(16, min(97, self.age + base + rng.randint(-8, 8)))
            f.prof = rng.choice(PP.PROFESSIONS)
            self.fam.append(f)
        self.spouse = make_person(rng, country, "F" if self.pt.sex == "M" else rng.choice("MMMF"))
        self.spouse.rel = rng.choice(["wife", "partner"]) if self.spouse.sex == "F" else rng.choice(["husband", "partner"])
        # sites
        self.hosp = self.mk_hosp()
        self.hosp2 = self.mk_hosp()
        self.unit = rng.choice(PL.UNIT_FORMS).format(u=rng.choice(PL.UNIT_NAMES))
        self.htown = rng.choice(PL.TOWNS[country])
        self.hstreet = self.mk_street(hosp=True)
        self.hpost = L.postcode(rng, self.reg_abbr)
        self.building = rng.choice(PL.BUILDINGS)
        self.practice = rng.choice(PL.PRACTICE_FORMS[country]).format(
            r=rng.choice(PL.STREET_ROOTS), t=rng.choice(PL.TOWNS[country]))
        self.ptown = rng.choice([self.town, self.town, rng.choice(PL.TOWNS[country])])
        self.pstreet = self.mk_street(hosp=True)
        self.ppost = L.postcode(rng, self.reg_abbr)
        self.lab = rng.choice(PL.LAB_FORMS).format(t=rng.choice(PL.TOWNS[country]))
        self.genlab = rng.choice(PL.GENLAB_FORMS).format(t=rng.choice(PL.TOWNS[country]))
        self.donor = rng.choice(PL.DONOR_FORMS).format(t=rng.choice(PL.TOWNS[country]), r=rng.choice(PL.STREET_ROOTS))
        self.employer = rng.choice(PP.ORGANIZATIONS)
        self.insurer = rng.choice(PP.INSURERS)
        # staff (re-drawn once if they share the patient's surname)
        self.cons = self.staff()
        self.reg = self.staff()
        self.cns = self.staff()
        self.nurses = [self.staff() for _ in range(5)]
        self.hca = self.staff()
        self.gp = self.staff()
        self.sec = make_person(rng, country, "F" if rng.random() < 0.8 else "M")
        self.sci = self.staff()
        self.clerk = self.staff()
        self.unit_phone = L.phone(rng)
        self.unit_fax = L.phone(rng)
        self.gp_phone = L.phone(rng)
        self.gp_fax = L.phone(rng)
        dom = rng.choice(["example.org", "example.net", "example.com"])
        self.unit_email = rng.choice(["venesection", "haem.dayunit", "haematology.admin", "iron.clinic",
                                      "phlebotomy.unit", "daycase.bookings"]) + "@" + dom
        self.gp_email = rng.choice(["reception", "admin", "referrals", "practice.manager"]) + "@" + \
            rng.choice(["example.com", "example.org"])
        self.url = rng.choice(["www.example.org/haematology/venesection", "https://portal.example.net/login",
                               "www.example.com/iron-clinic", "https://bookings.example.org/venesection",
                               "example.net/patients/haemochromatosis", "https://www.example.org/ironinfo"])

        if country == "US":
            self.hosp, self.hosp2, self.lab, self.genlab, self.unit = [us_spell(x) for x in (
                self.hosp, self.hosp2, self.lab, self.genlab, self.unit)]

    def staff(self):
        p = make_person(self.rng, self.country)
        if p.last == self.pt.last:
            p = make_person(self.rng, self.country)
        return p

    def mk_street(self, hosp=False):
        rng, L = self.rng, self.L
        root = rng.choice(PL.STREET_ROOTS)
        ty = rng.choice(PL.STREET_TYPES[self.country])
        s = "%s %s %s" % (L.street_num(rng), root, ty)
        if not hosp and rng.random() < 0.18:
            if self.country in ("AU", "NZ") and rng.random() < 0.6:
                s = "%d/%s" % (rng.randint(1, 12), s)
            elif self.country in ("US", "CA"):
                s += rng.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randint(1, 40)) + rng.choice(["", "B"])
            else:
                s = rng.choice(["Flat ", "Apt ", "Unit "]) + str(rng.randint(1, 20)) + ", " + s
        return s

    def mk_hosp(self):
        rng = self.rng
        return rng.choice(PL.HOSPITAL_FORMS[self.country]).format(
            t=rng.choice(PL.TOWNS[self.country]), s=rng.choice(PL.SAINTS))

    # ---------- convenience items ----------
    def D(self, d, style=None):
        return DT(self.L.date(d, style or self.ds))

    def dob_item(self):
        return DT(self.L.date(self.dob, self.dsd))

    def later(self, lo, hi):
        d = add_days(self.nd, self.rng.randint(lo, hi))
        while d.weekday() > 4:
            d = add_days(d, 1)
        return d

    def abroad(self):
        own = set(PL.COUNTRY_NAMES[self.country]) | {"the United States" if self.country == "US" else ""}
        own |= {"Ireland"} if self.country == "IE" else set()
        return self.rng.choice([x for x in PL.COUNTRIES if x not in own])

    def pname(self, style=None):
        rng = self.rng
        style = style or rng.choice(["full", "full", "fullmid", "lastfirst", "LASTfirst", "upper"])
        return P(self.pt.name(style))

    def addr_lines(self, who="pt", one_line=False):
        """Return address items for patient ('pt'), hospital ('h') or practice ('gp')."""
        c, rng = self.country, self.rng
        street, town, post = {"pt": (self.street, self.town, self.postcode),
                              "h": (self.hstreet, self.htown, self.hpost),
                              "gp": (self.pstreet, self.ptown, self.ppost)}[who]
        sep = ", " if one_line else "\n"
        items = [ST(street), sep, CITY(town)]
        if c in ("US", "CA", "AU"):
            st = self.reg_abbr if (rng.random() < 0.85 or c == "AU") else self.region
            items += [", " if c != "AU" else " ", STATE(st), "  " if c == "CA" else " ", ZIP(post)]
        elif c == "UK":
            if rng.random() < 0.4:
                items += [sep, CITY(self.region)]
            items += [sep, ZIP(post)]
        elif c == "IE":
            items += [sep, "Co. ", CITY(self.region)]
            if rng.random() < 0.8:
                items += [sep, ZIP(post)]
        elif c == "NZ":
            items += [" " if rng.random() < 0.5 else sep, ZIP(post)]
        else:
            items += [sep, STATE(self.region), sep, ZIP(post)]
        return items

    def addr_state_item(self):
        if self.country == "AU" or self.rng.random() < 0.85:
            return STATE(self.reg_abbr)
        return STATE(self.region)

    def zip_item(self, who="pt"):
        return ZIP({"pt": self.postcode, "h": self.hpost, "gp": self.ppost}[who])

    def fam_pick(self, rels=None):
        pool = [f for f in self.fam if rels is None or f.rel in rels]
        return self.rng.choice(pool) if pool else self.rng.choice(self.fam)


def ip_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


def username(rng, person):
    f, l = slug(person.first), slug(person.last)
    k = rng.randrange(5)
    if k == 0:
        return f[0] + l
    if k == 1:
        return (f[0] + l)[:8] + str(rng.randint(1, 9))
    if k == 2:
        return f + "." + l
    if k == 3:
        return l[:6] + f[:2]
    return "%s%s%s" % (f[0], l[0], digits(rng, 4))


def idn(rng, kind, k=None):
    """Assorted IDNUM/ACCOUNT/DEVICE/BIOID value shapes."""
    if kind == "spec":
        opts = ["%s%s%s" % (digits(rng, 2), rng.choice("HBCGQ"), digits(rng, 6)),
                           "S%s-%s" % (digits(rng, 2), digits(rng, 5)), "H" + digits(rng, 9),
                "%s.%s" % (digits(rng, 4), digits(rng, 5))]
        return opts[k] if k is not None else rng.choice(opts)
    if kind == "din":
        return "%s%s %s %s %s" % (rng.choice("GWCXZ"), digits(rng, 4), digits(rng, 2), digits(rng, 6),
                                  rng.choice(["V", "K", "00", "7"]))
    if kind == "ref":
        return rng.choice(["REF-%s-%s" % (digits(rng, 4), digits(rng, 4)), "R" + digits(rng, 7),
                           "%s/%s/%s" % (letters(rng, 2), digits(rng, 2), digits(rng, 4))])
    if kind == "ubrn":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if kind == "gen":
        return rng.choice(["GL%s-%s" % (digits(rng, 2), digits(rng, 5)), "MG/%s/%s" % (digits(rng, 2), digits(rng, 4)),
                           "D%s.%s" % (digits(rng, 2), digits(rng, 5))])
    if kind == "acct":
        return rng.choice([digits(rng, 9), "V" + digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                           "ENC" + digits(rng, 7), "E" + digits(rng, 8)])
    if kind == "inc":
        return rng.choice(["IR-%s-%s" % (rng.choice(["2022", "2023", "2024", "2025"]), digits(rng, 5)),
                           "W" + digits(rng, 6), digits(rng, 6)])
    if kind == "dev":
        return rng.choice(["SN " + digits(rng, 8), letters(rng, 2) + digits(rng, 7), "HC" + digits(rng, 6) + letters(rng, 1),
                           "%s-%s" % (letters(rng, 3), digits(rng, 5)), "BM" + digits(rng, 8)]).replace("SN ", "")
    if kind == "asset":
        return "%s%s" % (rng.choice(["EQ", "MEB", "ASSET-", "BME"]), digits(rng, 5))
    if kind == "bio":
        return rng.choice(["FP-%s" % digits(rng, 5), "PV%s" % digits(rng, 7), "BIO-%s-%s" % (letters(rng, 2), digits(rng, 4)),
                           "IRIS%s" % digits(rng, 6)])
    if kind == "donor":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), "%s-%s" % (digits(rng, 3), digits(rng, 6)),
                           "DN" + digits(rng, 8)])
    raise ValueError(kind)

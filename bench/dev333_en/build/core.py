"""Note builder and per-note context for dev333_en.

Offsets are recorded in a single pass: every piece of text is appended in
order and a span is noted at the moment its value is appended.
"""
import datetime
import re

import pools
import locale_fmt as L

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

TOK = re.compile(r"\{([A-Za-z0-9_]+)\}")


class Note:
    def __init__(self, ctx, lower):
        self.ctx = ctx
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        if not s:
            return self
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower() changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return self

    def s(self, val, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        start = self.pos
        self.t(val)
        self.spans.append((start, self.pos, typ))
        return self

    def put(self, v):
        if v is None:
            return
        if callable(v):
            v = v()
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.s(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        else:
            raise TypeError(repr(v))

    def f(self, tpl, **kw):
        """Expand a template; {key} is looked up in kw, then in ctx.v."""
        pos = 0
        for m in TOK.finditer(tpl):
            self.t(tpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                self.put(kw[key])
            else:
                self.put(self.ctx.v[key])
            pos = m.end()
        self.t(tpl[pos:])
        return self

    def text(self):
        return "".join(self.parts)


class P:
    """A person. typ is PATIENT, DOCTOR or FAMILY."""

    def __init__(self, rng, typ, sex=None, title=None, c="UK"):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(pools.FEMALE if self.sex == "F" else pools.MALE)
        self.last = rng.choice(pools.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.3 else ""
        self.typ = typ
        self.title = title
        self.c = c

    def n(self, style="full"):
        f, l, m = self.first, self.last, self.mid
        if style == "full":
            v = "%s %s" % (f, l)
        elif style == "fml":
            v = "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
        elif style == "lf":
            v = "%s, %s" % (l, f)
        elif style == "LF":
            v = "%s, %s" % (l.upper(), f)
        elif style == "LFU":
            v = "%s, %s%s" % (l.upper(), f.upper(), (" " + m) if m else "")
        elif style == "last":
            v = l
        elif style == "first":
            v = f
        elif style == "init":
            v = "%s. %s" % (f[0], l)
        elif style == "initials":
            v = "%s.%s." % (f[0], l[0])
        elif style == "ini":
            v = (f[0] + l[0]).lower()
        elif style == "INI":
            v = f[0] + l[0]
        elif style == "fl":
            v = "%s %s." % (f, l[0])
        else:
            raise ValueError(style)
        return (v, self.typ)

    def t(self, style="last"):
        """Title outside the span: ['Dr ', ('Okafor', 'DOCTOR')]."""
        return [self.title + " ", self.n(style)] if self.title else [self.n(style)]


COUNTRY_WEIGHTS = [("UK", 27), ("US", 21), ("IE", 13), ("AU", 12), ("CA", 10), ("NZ", 9),
                   ("ZA", 4), ("IN", 4)]


def pick_country(rng, weights=None):
    weights = weights or COUNTRY_WEIGHTS
    tot = sum(w for _, w in weights)
    r = rng.randrange(tot)
    for c, w in weights:
        if r < w:
            return c
        r -= w
    return weights[-1][0]


def hospital_name(rng, c):
    if rng.random() < 0.25 and c in ("UK", "IE", "AU", "NZ", "CA"):
        return "%s %s" % (rng.choice(pools.SAINTS), rng.choice(["Hospital", "University Hospital", "Children's Hospital"]))
    return "%s %s" % (rng.choice(pools.TOWNS[c]), rng.choice(pools.HOSP_KINDS[c]))


def practice_name(rng, c):
    return "%s %s" % (rng.choice(pools.PRACTICE_STEMS), rng.choice(pools.PRACTICE_KINDS[c]))


def school_name(rng, c, age=6):
    kind = rng.choice(pools.SECONDARY_KINDS[c] if age >= 12 else pools.SCHOOL_KINDS[c])
    if kind in ("National School", "Catholic School", "Convent School") or (rng.random() < 0.2 and c in ("UK", "IE", "AU")):
        return "%s %s" % (rng.choice(pools.SAINTS), kind)
    stem = rng.choice(pools.TOWNS[c] + pools.PRACTICE_STEMS)
    return "%s %s" % (stem, kind)


def optician_name(rng, c):
    return "%s %s" % (rng.choice(pools.PRACTICE_STEMS + pools.SURNAMES[:40]), rng.choice(pools.OPTICIAN_KINDS))


def employer_name(rng):
    return "%s %s" % (rng.choice(pools.EMPLOYER_A), rng.choice(pools.EMPLOYER_B))


def ward_name(rng, neonatal=False):
    kinds = ["Neonatal Unit", "NICU", "Special Care Baby Unit"] if neonatal else ["Ward", "Day Unit", "Children's Ward", "Ward"]
    return "%s %s" % (rng.choice(pools.WARDS), rng.choice(kinds))


def street(rng, c):
    stem = rng.choice(pools.STREET_STEMS)
    suf = rng.choice(pools.STREET_SUFFIX[c])
    n = rng.randrange(1, 400) if c in ("US", "CA", "AU") else rng.randrange(1, 120)
    if c == "US":
        s = "%d %s %s" % (rng.randrange(100, 9999), stem, suf)
        if rng.random() < 0.25:
            s += rng.choice([", Apt %d%s" % (rng.randrange(1, 40), rng.choice("ABCD")), " Unit %d" % rng.randrange(1, 300)])
        return s
    if c == "UK":
        if rng.random() < 0.2:
            return "Flat %d, %d %s %s" % (rng.randrange(1, 30), n, stem, suf)
        if rng.random() < 0.15:
            return "%s Cottage, %s %s" % (rng.choice(pools.STREET_STEMS), stem, suf)
        return "%d %s %s" % (n, stem, suf)
    if c == "IE":
        if rng.random() < 0.2:
            return "Apt %d, %s Court, %s %s" % (rng.randrange(1, 60), rng.choice(pools.STREET_STEMS), stem, suf)
        return "%d %s %s" % (n, stem, suf)
    if c == "CA":
        if rng.random() < 0.3:
            return "%d-%d %s %s" % (rng.randrange(101, 1900), rng.randrange(10, 3000), stem, suf)
        return "%d %s %s" % (rng.randrange(10, 9000), stem, suf)
    if c == "AU":
        if rng.random() < 0.3:
            return "Unit %d/%d %s %s" % (rng.randrange(1, 20), n, stem, suf)
        return "%d %s %s" % (n, stem, suf)
    if c == "NZ":
        return "%d%s %s %s" % (n, rng.choice(["", "", "", "A", "B"]), stem, suf)
    if c == "ZA":
        return "%d %s %s" % (n, stem, suf)
    if c == "IN":
        return "No. %d, %s %s, %s Layout" % (n, ordinal_word(rng), rng.choice(["Cross", "Main"]), stem)
    raise ValueError(c)


def ordinal_word(rng):
    return L.ordinal(rng.randrange(1, 12))


class Ctx:
    """Everything one note may mention about its patient and carers."""

    def __init__(self, rng, c, kind="child", visit=None):
        self.rng = rng
        self.c = c
        self.us = c in ("US", "CA")
        self.ds = rng.choice(L.date_styles(c))
        self.visit = visit or datetime.date(2022, 1, 3) + datetime.timedelta(days=rng.randrange(0, 1270))
        if kind == "baby":
            self.age_days = rng.randrange(21, 80)
        elif kind == "adult":
            self.age_days = rng.randrange(17 * 365, 86 * 365)
        elif kind == "school":
            self.age_days = rng.randrange(4 * 365, 7 * 365)
        elif kind == "teen":
            self.age_days = rng.randrange(8 * 365, 19 * 365)
        else:
            self.age_days = rng.randrange(int(1.5 * 365), 13 * 365)
        self.dob = self.visit - datetime.timedelta(days=self.age_days)
        self.age_y = self.age_days // 365
        self.age_m = (self.age_days % 365) // 30
        self.pt = P(rng, "PATIENT", c=c)
        self.he = "she" if self.pt.sex == "F" else "he"
        self.his = "her" if self.pt.sex == "F" else "his"
        self.him = "her" if self.pt.sex == "F" else "him"
        self.He = self.he.capitalize()
        self.His = self.his.capitalize()
        self.boygirl = "girl" if self.pt.sex == "F" else "boy"
        self.mum = P(rng, "FAMILY", "F", c=c)
        self.dad = P(rng, "FAMILY", "M", c=c)
        if rng.random() < 0.7:
            self.mum.last = self.pt.last
        if rng.random() < 0.7:
            self.dad.last = self.pt.last
        self.mum_word = "mom" if c in ("US", "CA") else "mum"
        self.parent = self.mum if rng.random() < 0.7 else self.dad
        self.parent_word = ("mother" if self.parent is self.mum else "father")
        self.sib = P(rng, "FAMILY", c=c)
        self.sib.last = self.pt.last
        self.sib_age = max(1, self.age_y) + rng.randrange(1, 7)
        prof = rng.choice(pools.PROFESSIONS)
        self.prof = pools.PROF_US.get(prof, prof) if self.us else prof
        prof2 = rng.choice(pools.PROFESSIONS)
        self.prof2 = pools.PROF_US.get(prof2, prof2) if self.us else prof2
        self.employer = employer_name(rng)
        # address
        self.street = street(rng, c)
        self.city = rng.choice(pools.TOWNS[c])
        self.state = rng.choice(pools.STATES[c]) if c in pools.STATES else None
        self.county = rng.choice(pools.COUNTIES[c]) if c in pools.COUNTIES else None
        self.zip = L.postcode(rng, c)
        # care
        self.hosp = hospital_name(rng, c)
        self.hosp_city = rng.choice(pools.TOWNS[c])
        self.hosp_street = street(rng, c)
        self.hosp_zip = L.postcode(rng, c)
        self.hosp_state = rng.choice(pools.STATES[c]) if c in pools.STATES else None
        self.hosp2 = hospital_name(rng, c)
        self.practice = practice_name(rng, c)
        self.practice_street = street(rng, c)
        self.practice_city = rng.choice(pools.TOWNS[c])
        self.practice_zip = L.postcode(rng, c)
        self.optician = optician_name(rng, c)
        self.school = school_name(rng, c, self.age_y)
        self.ward = ward_name(rng, kind == "baby")
        t_cons = rng.choice(["Dr", "Dr", "Mr", "Miss", "Ms"]) if c in ("UK", "IE") else "Dr"
        self.cons = P(rng, "DOCTOR", title=t_cons, c=c)
        if t_cons in ("Miss", "Ms"):
            self.cons.sex = "F"
            self.cons.first = rng.choice(pools.FEMALE)
        if t_cons == "Mr":
            self.cons.sex = "M"
            self.cons.first = rng.choice(pools.MALE)
        self.reg = P(rng, "DOCTOR", title="Dr", c=c)
        self.orth = P(rng, "DOCTOR", c=c)
        self.orth2 = P(rng, "DOCTOR", c=c)
        self.optom = P(rng, "DOCTOR", c=c)
        self.nurse = P(rng, "DOCTOR", c=c)
        self.gp = P(rng, "DOCTOR", title="Dr", c=c)
        self.typist = P(rng, "DOCTOR", c=c)
        # ids
        self.mrn = L.mrn(rng, c)
        self.hp_label, self.hp = L.healthplan(rng, c)
        if c == "CA":
            self.hp_label = {"ON": "OHIP", "BC": "PHN", "QC": "RAMQ", "AB": "AHCIP", "MB": "MHSC"}.get(self.state[1], "Health Card")
        self.acct_label = L.account_label(rng, c)
        self.acct = L.account(rng, c)
        self.ssn_label = L.SSN_LABEL[c]
        self.ssn = L.ssn(rng, c)
        self.home_phone = L.phone(rng, c)
        self.mob = L.phone(rng, c, "mobile")
        self.mob2 = L.phone(rng, c, "mobile")
        self.dept_phone = L.phone(rng, c)
        self.dept_fax = L.phone(rng, c)
        self.dept_email = L.dept_email(rng, self.hosp)
        self.url = L.url_for(rng, self.hosp)
        self.parent_email = L.email_for(rng, self.parent.first, self.parent.last)
        self.gp_fax = L.phone(rng, c)
        self.gp_phone = L.phone(rng, c)
        self.abroad = rng.choice(pools.ABROAD)
        self.v = {}

    # ------------------------------------------------------------ helpers
    def D(self, d, style=None):
        return (L.fmt_date(d, style or self.ds), "DATE")

    def Dr(self, d):
        return (L.fmt_date(d, self.rng.choice(L.date_styles(self.c))), "DATE")

    def Dw(self, d):
        return (L.fmt_weekday_date(d, self.c, self.rng), "DATE")

    def dob_(self):
        return self.D(self.dob)

    def visit_(self):
        return self.D(self.visit)

    def later(self, lo, hi):
        return self.visit + datetime.timedelta(days=self.rng.randrange(lo, hi))

    def earlier(self, lo, hi):
        return self.visit - datetime.timedelta(days=self.rng.randrange(lo, hi))

    def age(self, style=None):
        r = self.rng
        y, m = self.age_y, self.age_m
        if self.age_days < 120 and style != "wk":
            style = "wk"
        if y < 2 and style != "wk":
            months = self.age_days // 30
            return r.choice([[(str(months), "AGE"), " months old"], [(str(months), "AGE"), "-month-old"],
                             [(str(months), "AGE"), "mo"]])
        style = style or r.choice(["yo", "hyph", "aged", "ym", "yrs", "ylong", "hyph"])
        if style == "yo":
            return [(str(y), "AGE"), r.choice([" yo", "yo", " y.o.", " yr old"])]
        if style == "hyph":
            return [(str(y), "AGE"), "-year-old"]
        if style == "aged":
            return ["aged ", (str(y), "AGE")]
        if style == "ym":
            return [("%dy %dm" % (y, m), "AGE")]
        if style == "yrs":
            return [(str(y), "AGE"), r.choice([" yrs", " years", "y"])]
        if style == "ylong":
            return [("%d years %d months" % (y, m) if m != 1 else "%d years 1 month" % y, "AGE")]
        if style == "wk":
            return [(str(self.age_days // 7), "AGE"), " weeks"]
        raise ValueError(style)

    def addr_lines(self, sep=", ", street_=None, city=None, zip_=None, state=None, county=None, country=False):
        """Address pieces: street, town, [state/county], postcode."""
        c = self.c
        street_ = street_ or self.street
        city = city or self.city
        zip_ = zip_ or self.zip
        out = [(street_, "STREET"), sep, (city, "CITY")]
        st = state if state is not None else self.state
        if c == "US" or c == "CA":
            out += [", ", (st[1] if self.rng.random() < 0.8 else st[0], "STATE"), " " if c == "US" else "  ", (zip_, "ZIP")]
        elif c == "AU":
            out += [" ", (st[1], "STATE"), " ", (zip_, "ZIP")]
        elif c == "UK":
            cty = county if county is not None else self.county
            if self.rng.random() < 0.35:
                out += [sep, (cty, "CITY")]
            out += [sep, (zip_, "ZIP")]
        elif c == "IE":
            cty = county if county is not None else self.county
            out += [sep, "Co. ", (cty, "CITY"), sep, (zip_, "ZIP")]
        elif c == "NZ":
            if self.rng.random() < 0.4:
                out += [sep, (st[0], "STATE")]
            out += [" ", (zip_, "ZIP")]
        elif c == "ZA":
            out += [sep, (st[0], "STATE"), sep, (zip_, "ZIP")]
        elif c == "IN":
            out += [" - ", (zip_, "ZIP"), sep, (st[0], "STATE")]
        if country:
            out += [sep, (self.rng.choice(pools.COUNTRY_NAMES[c]), "COUNTRY")]
        return out

    def hosp_addr(self, sep=", "):
        return self.addr_lines(sep, self.hosp_street, self.hosp_city, self.hosp_zip,
                               self.hosp_state if self.hosp_state else None)

    def practice_addr(self, sep=", "):
        return self.addr_lines(sep, self.practice_street, self.practice_city, self.practice_zip)

    def lic(self, role):
        lab, val = L.license_for(self.rng, self.c, role)
        return [lab + " ", (val, "LICENSE")]

    def grade(self):
        """School year for the patient's age, in the country's own terms."""
        a, c = self.age_y, self.c
        if c in ("UK", "NZ", "AU"):
            if a <= 4:
                return {"UK": "Nursery", "NZ": "Kindergarten", "AU": "Kindy"}[c]
            if a == 5 and c != "NZ":
                return {"UK": "Reception", "AU": "Prep"}[c]
            return "Year %d" % max(1, min(13, a - 4 if c != "UK" else a - 5))
        if c == "IE":
            names = ["Junior Infants", "Senior Infants", "1st class", "2nd class", "3rd class", "4th class",
                     "5th class", "6th class", "1st year", "2nd year", "3rd year", "Transition Year", "5th year", "6th year"]
            return names[max(0, min(len(names) - 1, a - 4))]
        if c in ("US", "CA"):
            if a <= 4:
                return "Pre-K"
            if a == 5:
                return "Kindergarten"
            return "Grade %d" % min(12, a - 5)
        if c == "ZA":
            return "Grade R" if a <= 5 else "Grade %d" % min(12, a - 5)
        if a <= 4:
            return "LKG"
        if a == 5:
            return "UKG"
        return "Class %d" % min(12, a - 5)

    def sp(self, uk, us):
        return us if self.us else uk

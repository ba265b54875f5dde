"""Per-note context: the invented patient, staff and places of one note, plus
helpers that return *marked* strings (see seg.P)."""
import datetime as dt

import fake
import pools
from seg import P


def hosp_name(r, code, names, pattern_list=None):
    p = r.choice(pools.HOSP_PLACE)
    s = r.choice(pools.SAINTS)
    if pattern_list is None:
        if code == "en-GB":
            pattern_list = pools.HOSP_PATTERNS_GB
        elif code == "en-AU":
            pattern_list = pools.HOSP_PATTERNS_AU
        else:
            pattern_list = pools.HOSP_PATTERNS
    pat = r.choice(pattern_list)
    s1 = r.choice(pools.NAMES[names.origin()][2])
    s2 = r.choice(pools.NAMES[names.origin()][2])
    while s2 == s1:
        s2 = r.choice(pools.NAMES["US/English"][2])
    return pat.format(p=p, s=s, s1=s1, s2=s2)


class Place:
    def __init__(self, name, street, city, region, region_abbr, zipc, phone, fax):
        self.name, self.street, self.city = name, street, city
        self.region, self.region_abbr, self.zip = region, region_abbr, zipc
        self.phone, self.fax = phone, fax


class Ctx:
    def __init__(self, r, code, genre, layout):
        self.r = r
        self.code = code
        self.genre = genre
        self.layout = layout
        self.L = fake.Loc(code, r)
        self.N = fake.Names(r)
        self._cache = {}
        # patient
        self.sex = r.choice("MF")
        self.pt = self.N.person(sex=self.sex, middle_p=0.55)
        self.age = self._pick_age()
        self.anchor = fake.rand_date(r, dt.date(2008, 1, 1), dt.date(2023, 12, 31))
        k = r.randint(1, 360)
        self.dob = fake.add_years(self.anchor, -self.age) - dt.timedelta(days=k)
        self.married = r.random() < (0.45 if self.age >= 80 else 0.6)
        self.mrn = fake.mrn(r)
        self.acct = fake.account(r)
        self.room = self._room()
        # the patient's home
        self.home_city = self.L.town()
        self.home_street = self.L.street()
        self.home_zip = self.L.postcode()
        self.home_phone = self.L.phone()
        self.cell_phone = self.L.phone()

    def fit_age(self, lo, hi):
        """Re-draw the patient's age (and DOB) if it does not suit the scenario."""
        if lo <= self.age <= hi:
            return
        self.age = self.r.randint(lo, hi)
        k = self.r.randint(1, 360)
        self.dob = fake.add_years(self.anchor, -self.age) - dt.timedelta(days=k)

    # ------------------------------------------------------------ setup bits
    def _pick_age(self):
        r = self.r
        x = r.random()
        if x < 0.08:
            return r.randint(90, 101)
        if x < 0.15:
            return r.randint(18, 34)
        if x < 0.35:
            return r.randint(35, 54)
        return r.randint(55, 89)

    def _room(self):
        r = self.r
        k = r.randint(0, 4)
        if k == 0:
            return ("%d%02d" % (r.randint(2, 9), r.randint(1, 40)), r.choice("AB12"))
        if k == 1:
            return ("%d%02d-%s" % (r.randint(2, 9), r.randint(1, 40), r.choice("AB")), None)
        if k == 2:
            return ("%d%02d%s" % (r.randint(2, 9), r.randint(1, 40), r.choice("AB")), None)
        if k == 3:
            return ("%d" % r.randint(1, 30), str(r.randint(1, 2)))
        return ("%d%03d" % (r.randint(1, 6), r.randint(1, 60)), None)

    def once(self, key, fn):
        if key not in self._cache:
            self._cache[key] = fn()
        return self._cache[key]

    def hospital(self):
        def mk():
            r = self.r
            return Place(hosp_name(r, self.code, self.N), self.L.street(unit_p=0),
                         self.L.town() if r.random() < 0.6 else self.home_city,
                         self.L.region, self.L.region_abbr, self.L.postcode(),
                         self.L.phone(), self.L.phone())
        return self.once("hospital", mk)

    def clinic(self, specialty=None):
        def mk():
            r = self.r
            pats = pools.SPECIALTY_CLINIC.get(specialty, pools.CLINIC_PATTERNS)
            return Place(hosp_name(r, self.code, self.N, pats), self.L.street(unit_p=0.3),
                         self.L.town(), self.L.region, self.L.region_abbr, self.L.postcode(),
                         self.L.phone(), self.L.phone())
        return self.once("clinic:%s" % specialty, mk)

    def other_hospital(self, key="ohosp"):
        return self.once(key, lambda: hosp_name(self.r, self.code, self.N))

    def rehab(self):
        return self.once("rehab", lambda: hosp_name(self.r, self.code, self.N,
                                                    pools.REHAB_PATTERNS))

    def pharmacy(self):
        return self.once("pharmacy", lambda: hosp_name(self.r, self.code, self.N,
                                                       pools.PHARMACY_PATTERNS))

    def staff(self, key, kind="physician", sex=None):
        def mk():
            p = self.N.person(sex=sex, middle_p=0.35)
            p.cred = self.r.choice(fake.CREDS[kind])
            p.role = kind
            return p
        return self.once("staff:" + key, mk)

    FAMKEY = {"wife": "sp", "husband": "sp", "partner": "sp", "spouse": "sp", "daughter": "dau",
              "son": "son", "sister": "sis", "brother": "bro", "niece": "niece", "nephew": "nephew",
              "grandson": "gs", "granddaughter": "gd", "mother": "mom", "father": "dad"}

    def spouse_or_next(self):
        """(relation word, person) for the spouse, or a child/friend if unmarried."""
        if self.married:
            rel = self.once("sprel", lambda: ("wife" if self.sex == "M" else "husband")
                            if self.r.random() < 0.9 else "partner")
            return rel, self.family("sp", rel)
        rel = self.once("nokrel", lambda: self.r.choice(["daughter", "son", "niece", "friend"]))
        return rel, self.family(self.FAMKEY.get(rel, rel), rel)

    def family(self, key, rel=None, same_last=None):
        key = self.FAMKEY.get(key, key)
        if key == "sp" and rel in ("wife", "husband", "partner"):
            rel = self.once("sprel", lambda: rel)
        def mk():
            r = self.r
            sex = None
            if rel in ("wife", "mother", "daughter", "sister", "niece", "granddaughter",
                       "aunt", "girlfriend", "daughter-in-law"):
                sex = "F"
            elif rel in ("husband", "father", "son", "brother", "nephew", "grandson",
                         "uncle", "boyfriend", "son-in-law"):
                sex = "M"
            kin = key in ("sp", "dau", "son", "sis", "bro", "niece", "nephew", "gs", "gd", "mom", "dad")
            if same_last is None:
                sl = kin and r.random() < 0.6
            else:
                sl = same_last
            last = self.pt.last if sl else None
            origin = self.pt.origin if (kin and r.random() < 0.9) else None
            p = self.N.person(sex=sex, origin=origin, middle_p=0.1, last=last)
            p.role = rel
            return p
        return self.once("fam:" + key, mk)

    # ------------------------------------------------------------ marked helpers
    def D(self, d, f=None, short=False):
        """A marked date."""
        if f is None:
            if short:
                f = fake.weighted(self.r, fake.DMY_SHORT if self.L.dmy else fake.US_SHORT)
            else:
                f = self.datefmt()
        return P("DATE", fake.fmt_date(d, f))

    def datefmt(self):
        """The note's house style for full dates (chosen once per note)."""
        return self.once("datefmt", lambda: fake.weighted(
            self.r, fake.DMY_FULL if self.L.dmy else fake.US_FULL))

    def Dx(self, d):
        """A full date in a random (not house) format."""
        return P("DATE", fake.fmt_date(d, fake.weighted(
            self.r, fake.DMY_FULL if self.L.dmy else fake.US_FULL)))

    def DR(self, d1, d2, short=True):
        if short:
            f = "dm" if self.L.dmy else "md"
        else:
            f = self.datefmt()
        sep = self.r.choice(["-", "-", " - ", " to ", " through "])
        return P("DATE", fake.fmt_date(d1, f)) + sep + P("DATE", fake.fmt_date(d2, f))

    def holiday(self):
        lst = {"en-GB": fake.HOLIDAYS_GB, "en-AU": fake.HOLIDAYS_AU}.get(self.code,
                                                                          fake.HOLIDAYS)
        h = self.r.choice(lst)
        if h.startswith("the "):
            return "the " + P("DATE", h[4:])
        return P("DATE", h)

    def days(self, n, base=None):
        return (base or self.anchor) + dt.timedelta(days=n)

    def AGE(self, n=None, style=None):
        r = self.r
        n = self.age if n is None else n
        if style is None:
            style = r.choice(["hyph", "hyph", "hyph", "hyph", "yo", "yo", "yoc", "y/o",
                              "years old", "aged", "words"] + (["words"] * 3 if n >= 90 else []))
        a = P("AGE", str(n))
        if style == "hyph":
            return a + "-year-old"
        if style == "yo":
            return a + " yo"
        if style == "yoc":
            return a + "yo"
        if style == "y/o":
            return a + " y/o"
        if style == "years old":
            return a + " years old"
        if style == "aged":
            return "aged " + a
        if style == "words":
            w = fake.words(n)
            return P("AGE", w) + "-year-old"
        if style == "words_plain":
            return P("AGE", fake.words(n))
        if style == "sex":
            return a + r.choice(["", " "]) + self.sex
        if style == "num":
            return a
        raise ValueError(style)

    def age_noun(self):
        """'64-year-old man' / '64 yo F' style noun phrases."""
        r = self.r
        style = r.choice(["hyph", "hyph", "hyph", "yo", "yoc", "sex", "words", "y/o"])
        if style == "sex":
            return self.AGE(style="sex")
        noun = self.noun()
        if style in ("yo", "yoc", "y/o") and r.random() < 0.5:
            return self.AGE(style=style) + " " + ("M" if self.sex == "M" else "F")
        return self.AGE(style=style) + " " + noun

    def noun(self):
        r = self.r
        if self.sex == "M":
            return r.choice(["man", "male", "gentleman", "man"]) if self.age >= 18 else "boy"
        return r.choice(["woman", "female", "lady", "woman"])

    def title(self):
        if self.sex == "M":
            t = "Mr."
        else:
            t = self.r.choice(["Mrs.", "Ms.", "Ms."])
        if self.code == "en-GB" or (self.code == "en-AU" and self.r.random() < 0.5):
            t = t.rstrip(".")
        return t

    def PT(self, form=None):
        r = self.r
        p = self.pt
        if form is None:
            form = r.choice(["title"] * 6 + ["first", "full", "initials", "title_full"])
        if form == "title":
            return self.title() + " " + P("PATIENT", p.last)
        if form == "title_full":
            return self.title() + " " + P("PATIENT", p.full(mid=False))
        if form == "first":
            return P("PATIENT", p.first)
        if form == "nick":
            return P("PATIENT", p.nick or p.first)
        if form == "full":
            return P("PATIENT", p.full())
        if form == "full_nomid":
            return P("PATIENT", p.full(mid=False))
        if form == "caps_full":
            return P("PATIENT", p.full().upper())
        if form == "lf":
            return P("PATIENT", p.lf())
        if form == "lf_caps":
            return P("PATIENT", p.lf(caps=True, dot=r.random() < 0.6))
        if form == "lf_caps_nomid":
            return P("PATIENT", p.lf(caps=True, mid=False))
        if form == "initials":
            return P("PATIENT", p.initials(dots=True))
        if form == "initials_plain":
            return P("PATIENT", p.initials())
        if form == "first_li":
            return P("PATIENT", p.first_lastinit())
        if form == "last":
            return P("PATIENT", p.last)
        raise ValueError(form)

    def pt_ref(self, cap=True):
        """Narrative reference to the patient (sometimes unnamed)."""
        r = self.r
        x = r.random()
        if x < 0.48:
            return self.PT("title")
        if x < 0.58:
            return ("The patient" if cap else "the patient")
        if x < 0.74:
            return self.PT("first")
        if x < 0.81:
            return ("Pt " if cap else "pt ") + self.PT("initials")
        if x < 0.93:
            return self.PT("full_nomid")
        return ("She" if self.sex == "F" else "He") if cap else (
            "she" if self.sex == "F" else "he")

    # pronouns
    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def He(self):
        return "He" if self.sex == "M" else "She"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    @property
    def His(self):
        return "His" if self.sex == "M" else "Her"

    @property
    def him(self):
        return "him" if self.sex == "M" else "her"

    def DOC(self, p, form=None):
        """A marked clinician reference; titles and credentials stay outside."""
        r = self.r
        cred = p.cred or "MD"
        if form is None:
            form = r.choice(["dr", "dr", "dr", "dr_full", "full_cred", "init_last_cred"])
        dr = "Dr" if self.code == "en-GB" else "Dr."
        if form == "dr":
            return dr + " " + P("DOCTOR", p.last)
        if form == "dr_full":
            return dr + " " + P("DOCTOR", p.full(mid=False))
        if form == "full_cred":
            return P("DOCTOR", p.full()) + ", " + cred
        if form == "full_cred_nocomma":
            return P("DOCTOR", p.full()) + " " + cred.replace(",", "")
        if form == "full":
            return P("DOCTOR", p.full())
        if form == "caps_full_cred":
            return P("DOCTOR", p.full().upper()) + ", " + cred
        if form == "lf_caps_cred":
            return P("DOCTOR", p.lf(caps=True, mid=False)) + ", " + cred
        if form == "lf_caps":
            return P("DOCTOR", p.lf(caps=True, mid=False))
        if form == "lf":
            return P("DOCTOR", p.lf(mid=False))
        if form == "init_last_cred":
            return P("DOCTOR", p.init_last()) + ", " + cred
        if form == "init_last":
            return P("DOCTOR", p.init_last())
        if form == "first":
            return P("DOCTOR", p.first)
        if form == "last":
            return P("DOCTOR", p.last)
        if form == "initials":
            return P("DOCTOR", p.initials())
        raise ValueError(form)

    def NURSE(self, p, form=None):
        r = self.r
        form = form or r.choice(["full_cred", "first_cred", "full", "first_li"])
        cred = p.cred or "RN"
        if form == "full_cred":
            return P("DOCTOR", p.full(mid=False)) + ", " + cred
        if form == "first_cred":
            return P("DOCTOR", p.first) + " " + cred.split(",")[0]
        if form == "full":
            return P("DOCTOR", p.full(mid=False))
        if form == "first_li":
            return P("DOCTOR", p.first_lastinit())
        raise ValueError(form)

    def FAM(self, p, form=None):
        r = self.r
        form = form or r.choice(["first", "first", "full"])
        if form == "first":
            return P("FAMILY", p.first)
        if form == "full":
            return P("FAMILY", p.full(mid=False))
        if form == "title":
            t = "Mr." if p.sex == "M" else r.choice(["Mrs.", "Ms."])
            return t + " " + P("FAMILY", p.last)
        raise ValueError(form)

    def phone(self, style=None, ext=False):
        s = self.L.phone(style)
        if ext:
            s += fake.extension(self.r)
        return P("PHONE", s)

    def fax(self):
        return P("FAX", self.L.phone())

    def addr_line(self, street, city, zipc, sep=", ", country=False, county=None):
        """Marked postal address split into parts per the guideline."""
        L = self.L
        r = self.r
        parts = [P("STREET", street), sep, P("CITY", city)]
        if county and r.random() < 0.5:
            parts += [", ", P("CITY", county)]
        if L.code == "en-GB":
            if r.random() < 0.6:
                parts += [", ", P("CITY", L.region)]
            parts += [", ", P("ZIP", zipc)]
        elif L.code == "en-AU":
            parts += [" ", P("STATE", L.region_abbr), " ", P("ZIP", zipc)]
        else:
            st = L.region_abbr if r.random() < 0.8 else L.region
            parts += [", ", P("STATE", st), r.choice([" ", "  ", " "]), P("ZIP", zipc)]
        if country:
            parts += [", " if sep == ", " else sep, P("COUNTRY", L.country)]
        return "".join(parts)

    def home_addr(self, sep=", ", country=False):
        return self.addr_line(self.home_street, self.home_city, self.home_zip, sep, country)

    def place_addr(self, pl, sep=", "):
        return self.addr_line(pl.street, pl.city, pl.zip, sep)

    def room_bed(self):
        r = self.r
        rm, bed = self.room
        if bed:
            tpl = r.choice(["Room {rm}, Bed {bed}", "Rm {rm} Bed {bed}", "RM: {rm}  BED: {bed}",
                            "room {rm}, bed {bed}"])
            return tpl.format(rm=P("LOCATION_OTHER", rm), bed=P("LOCATION_OTHER", bed))
        return r.choice(["Room ", "Rm ", "RM: ", "Room/Bed: "]) + P("LOCATION_OTHER", rm)

    def web(self, name, path=None):
        """An invented web address under example.org/.com/.net for an institution."""
        r = self.r
        w = [t for t in fake.slug(name).split("-") if t not in ("st", "of", "the", "and")]
        host = "".join(w[:2])
        dom = r.choice(["example.org", "example.com", "example.net"])
        base = r.choice(["www.%s.%s" % (host, dom), "https://%s.%s" % (host, dom),
                         "%s.%s" % (host, dom), "http://www.%s.%s" % (host, dom),
                         "www.%s/%s" % (dom, host)])
        if path:
            base += "/" + path
        return base

    def ems(self):
        return self.r.choice(pools.EMS_BY_LOCALE[self.code])

    def police(self):
        return self.r.choice(pools.POLICE_BY_LOCALE[self.code])

    def prescriber_ids(self, doc):
        """Marked licence numbers of a prescriber in the locale's usual form."""
        r = self.r
        if self.code == "en-US":
            return "DEA %s, NPI %s" % (P("LICENSE", fake.dea(r, doc.last)), P("LICENSE", fake.npi(r)))
        if self.code == "en-CA":
            return "CPSO #%s" % P("LICENSE", "%05d" % r.randint(10000, 99999))
        if self.code == "en-GB":
            return "GMC %s" % P("LICENSE", "%07d" % r.randint(1000000, 7999999))
        return "Prescriber No %s" % P("LICENSE", "%07d" % r.randint(1000000, 4999999))

    def footer_initials(self, doc):
        tr = self.staff("transcriptionist", "nurse")
        a = doc.initials()
        b = tr.initials(lower=True)
        sep = self.r.choice(["/", "/", ":", "/"])
        return P("DOCTOR", a) + sep + P("DOCTOR", b)

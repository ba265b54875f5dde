"""Builds the cast and identifiers of one note and renders names/addresses as
(text, type) piece lists for Doc.seq / Doc.f."""
import datetime as dt

import ids
from ids import pick, dg
from pools_names import ORIGINS, COUNTRY_MIX
from pools_places import (TOWNS, STATE_LONG, STREET_STEMS, STREET_SUFFIX, HOUSE_NAMES,
                          PLACE_STEMS, SAINTS, HOSP_SUFFIX, PRACTICE_SUFFIX, WARD_STEMS,
                          BUILDINGS, EMPLOYERS, OCCUPATIONS, RELATIONS, INSURERS)

NICK = {"Margaret": "Peggy", "Robert": "Bob", "Patricia": "Trish", "Susan": "Sue",
        "Michael": "Mick", "Peter": "Pete", "David": "Dave", "Thomas": "Tom", "Deborah": "Debbie",
        "Terence": "Terry", "Leslie": "Les", "Kevin": "Kev", "Gillian": "Jill", "Beverley": "Bev",
        "Jose": "Pepe", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Krzysztof": "Kris",
        "Dimitrios": "Jimmy", "Wiremu": "Bill", "Alejandro": "Alex", "Genevieve": "Gen",
        "Babajide": "Jide", "Nathalie": "Nat", "Katarzyna": "Kasia"}
COUNTRY_NAME = {"GB": "United Kingdom", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand",
                "CA": "Canada", "US": "USA"}
SUBNAME = {"ENG": "England", "SCT": "Scotland", "WLS": "Wales"}


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.randrange(tot)
    for k, w in pairs:
        if r < w:
            return k
        r -= w
    return pairs[-1][0]


class Person:
    def __init__(self, first, last, sex, mid=None):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def full(self):
        return self.first + " " + self.last

    def inits(self):
        return (self.first[0] + self.last[0]).upper()


def make_person(rng, cc, sex=None, last=None):
    origin = wchoice(rng, COUNTRY_MIX[cc])
    fem, mal, sur = ORIGINS[origin]
    if sex is None:
        sex = pick(rng, ["F", "M"])
    first = pick(rng, fem if sex == "F" else mal)
    mid = pick(rng, "ABCDEFGHJKLMNPRSTW") if rng.random() < 0.3 else None
    return Person(first, last or pick(rng, sur), sex, mid)


class Place:
    pass


def street_line(rng, cc):
    stem = pick(rng, STREET_STEMS)
    suf = pick(rng, STREET_SUFFIX[cc])
    num = str(1 + rng.randrange(180))
    r = rng.random()
    if cc in ("GB", "IE") and r < 0.12:
        return "%s, %s %s" % (pick(rng, HOUSE_NAMES), stem, suf)
    if cc in ("GB", "IE") and r < 0.25:
        return "Flat %d, %s %s %s" % (1 + rng.randrange(12), num, stem, suf)
    if cc in ("AU", "NZ") and r < 0.25:
        return "%d/%s %s %s" % (1 + rng.randrange(9), num, stem, suf)
    if cc in ("US", "CA") and r < 0.25:
        return "%s %s %s, %s" % (num, stem, suf, pick(rng, ["Apt %d" % (1 + rng.randrange(30)),
                                                           "Unit %d%s" % (1 + rng.randrange(9), pick(rng, "ABC")),
                                                           "Apt %d%s" % (1 + rng.randrange(4), pick(rng, "ABCD"))]))
    return "%s %s %s" % (num, stem, suf)


def make_place(rng, cc, sub):
    key = "GB-" + sub if cc == "GB" else cc
    town, region, seed = pick(rng, TOWNS[key])
    pl = Place()
    pl.cc, pl.sub, pl.town, pl.region = cc, sub, town, region
    pl.seed = seed
    pl.street = street_line(rng, cc)
    pl.zip = ids.postcode(rng, cc, seed)
    return pl


def same_town(rng, pl):
    """Another address in the same town as pl."""
    q = Place()
    q.cc, q.sub, q.town, q.region, q.seed = pl.cc, pl.sub, pl.town, pl.region, pl.seed
    q.street = street_line(rng, pl.cc)
    q.zip = ids.postcode(rng, pl.cc, pl.seed)
    return q


def addr_parts(rng, pl, style=None, country=False):
    """Address as (text, type) pieces; style 'multi' puts parts on lines."""
    cc = pl.cc
    sep = "\n" if style == "multi" else ", "
    parts = [(pl.street, "STREET"), (sep, None), (pl.town, "CITY")]
    if cc == "GB":
        if pl.region and rng.random() < 0.6:
            parts += [(sep, None), (pl.region, "CITY")]
        parts += [(sep if style == "multi" else " ", None), (pl.zip, "ZIP")]
        if country:
            parts += [(sep, None), (pick(rng, [SUBNAME[pl.sub], "UK", "United Kingdom"]), "COUNTRY")]
    elif cc == "IE":
        if pl.region and pl.region != pl.town:
            parts += [(sep + "Co. ", None), (pl.region, "CITY")]
        parts += [(sep, None), (pl.zip, "ZIP")]
        if country:
            parts += [(sep, None), ("Ireland", "COUNTRY")]
    elif cc in ("AU", "CA", "US"):
        reg = pl.region
        if rng.random() < 0.2 and reg in STATE_LONG:
            reg = STATE_LONG[reg]
        parts += [(" " if cc == "AU" else ", ", None), (reg, "STATE"), ("  " if cc == "CA" and rng.random() < 0.3 else " ", None),
                  (pl.zip, "ZIP")]
        if country:
            parts += [(sep, None), (COUNTRY_NAME[cc] if cc != "US" else pick(rng, ["USA", "United States"]), "COUNTRY")]
    else:  # NZ
        if pl.region != pl.town and rng.random() < 0.5:
            parts += [(sep, None), (pl.region, "STATE")]
        parts += [(" ", None), (pl.zip, "ZIP")]
        if country:
            parts += [(sep, None), ("New Zealand", "COUNTRY")]
    return parts


def hospital_name(rng, cc):
    if rng.random() < 0.25:
        return pick(rng, SAINTS) + " " + pick(rng, ["Hospital", "University Hospital", "General Hospital"])
    return pick(rng, PLACE_STEMS) + " " + pick(rng, HOSP_SUFFIX[cc])


def practice_name(rng, cc):
    if rng.random() < 0.4:
        return "%s %s %s" % (pick(rng, STREET_STEMS), pick(rng, ["Road", "Street", "Lane"]), pick(rng, PRACTICE_SUFFIX[cc]))
    return pick(rng, PLACE_STEMS) + " " + pick(rng, PRACTICE_SUFFIX[cc])


class Cast:
    """Everything one note may mention."""

    def __init__(self, rng, cc, sub, date0):
        self.rng, self.cc, self.sub, self.date0 = rng, cc, sub, date0
        self.us = cc in ("US", "CA")
        p = make_person(rng, cc)
        self.pt = p
        self.nick = NICK.get(p.first) if rng.random() < 0.5 else None
        self.age = 18 + int(rng.triangular(0, 76, 52))
        self.dob = dt.date(date0.year - self.age, 1 + rng.randrange(12), 1 + rng.randrange(28))
        if (self.dob.month, self.dob.day) > (date0.month, date0.day):
            self.dob = dt.date(self.dob.year - 1, self.dob.month, self.dob.day)
        self.home = make_place(rng, cc, sub)
        self.tel = ids.phone(rng, cc, self.home.town, self.home.region)
        self.mob = ids.phone(rng, cc, self.home.town, self.home.region, mobile=True)
        self.email = ids.email_person(rng, p.first, p.last)
        self.mrn = ids.mrn(rng, cc)
        self.hn_label, self.hn = ids.health_no(rng, cc, sub, self.home.region, self.dob)
        self.ssn = ids.ssn(rng, cc)
        self.insurer = pick(rng, INSURERS[cc]) if cc in INSURERS else None
        self.group = ids.group_no(rng)
        self.acct = ids.account(rng, cc)
        self.job = self.local_job(pick(rng, OCCUPATIONS))
        self.employer = pick(rng, EMPLOYERS)
        rel = pick(rng, RELATIONS)
        if rel in ("wife", "husband") and rng.random() < 0.85:
            rel = "wife" if p.sex == "M" else "husband"
        ksex = "F" if rel in ("wife", "daughter", "mother", "sister", "niece", "granddaughter") else (
            "M" if rel in ("husband", "son", "father", "brother", "grandson") else None)
        same = rel in ("son", "daughter", "brother", "sister", "father", "mother", "granddaughter", "grandson")
        self.kin = make_person(rng, cc, sex=ksex, last=p.last if same and rng.random() < 0.7 else None)
        if rel in ("wife", "husband") and rng.random() < 0.6:
            self.kin.last = p.last
        self.kin_rel = rel
        self.kin_tel = ids.phone(rng, cc, self.home.town, self.home.region, mobile=True)
        self.kin_job = self.local_job(pick(rng, OCCUPATIONS))
        # care sites
        self.hosp = hospital_name(rng, cc)
        self.hosp_place = make_place(rng, cc, sub)
        self.hosp_tel = ids.phone(rng, cc, self.hosp_place.town, self.hosp_place.region)
        self.hosp_fax = ids.phone(rng, cc, self.hosp_place.town, self.hosp_place.region)
        self.dept_email = ids.email_dept(rng)
        self.ward = pick(rng, ["%s Ward" % pick(rng, WARD_STEMS), "Ward %d" % (1 + rng.randrange(40)),
                               "Ward %d%s" % (1 + rng.randrange(12), pick(rng, "ABCD"))])
        self.bed = pick(rng, ["Bed %d" % (1 + rng.randrange(28)), "Bay %d Bed %d" % (1 + rng.randrange(6), 1 + rng.randrange(6)),
                              "Side room %d" % (1 + rng.randrange(12)), "Room %d%s" % (100 + rng.randrange(400), pick(rng, ["", "A", "B"]))])
        self.building = pick(rng, BUILDINGS)
        self.practice = practice_name(rng, cc)
        self.prac_place = same_town(rng, self.home)
        self.prac_tel = ids.phone(rng, cc, self.home.town, self.home.region)
        self.prac_fax = ids.phone(rng, cc, self.home.town, self.home.region)
        # clinicians
        self.cons = make_person(rng, cc)
        self.reg = make_person(rng, cc)
        self.gp = make_person(rng, cc)
        self.cns = make_person(rng, cc)
        self.physio = make_person(rng, cc)
        self.pharm = make_person(rng, cc)
        self.rad = make_person(rng, cc)
        self.micro = make_person(rng, cc)
        self.sec = make_person(rng, cc, sex="F")
        self.lic = {k: ids.licence(rng, cc, r) for k, r in
                    [("cons", "doctor"), ("reg", "doctor"), ("gp", "doctor"), ("cns", "nurse"),
                     ("physio", "physio"), ("pharm", "pharm"), ("rad", "radio"), ("micro", "sci")]}

    def local_job(self, j):
        if self.us:
            j = {"lorry driver": "truck driver", "postman": "mail carrier", "publican": "bar owner",
                 "call centre agent": "call center agent", "painter and decorator": "house painter",
                 "retail assistant": "store clerk", "shopkeeper": "store owner"}.get(j, j)
        return j

    # ---- dates -----------------------------------------------------------
    def d(self, date, style=None):
        return ids.fmt_date(self.rng, self.cc, date, style)

    def before(self, lo, hi):
        return ids.add_days(self.date0, -(lo + self.rng.randrange(max(1, hi - lo))))

    def after(self, lo, hi):
        return ids.add_days(self.date0, lo + self.rng.randrange(max(1, hi - lo)))

    # ---- names -----------------------------------------------------------
    def title(self, p):
        if p.sex == "M":
            return "Mr "
        return pick(self.rng, ["Mrs ", "Ms ", "Mrs ", "Miss "])

    def pname(self, style=None):
        """Patient name pieces."""
        rng, p = self.rng, self.pt
        if style is None:
            style = pick(rng, ["full", "full", "title", "titlefull", "mid"])
        if style == "full":
            return [(p.full(), "PATIENT")]
        if style == "mid":
            if p.mid:
                return [("%s %s. %s" % (p.first, p.mid, p.last), "PATIENT")]
            return [(p.full(), "PATIENT")]
        if style == "title":
            return [(self.title(p), None), (p.last, "PATIENT")]
        if style == "titlefull":
            return [(self.title(p), None), (p.full(), "PATIENT")]
        if style == "LAST":
            s = "%s, %s" % (p.last.upper(), p.first.upper())
            if p.mid:
                s += " " + p.mid
            return [(s, "PATIENT")]
        if style == "Last":
            return [("%s, %s" % (p.last, p.first), "PATIENT")]
        if style == "first":
            return [(p.first, "PATIENT")]
        if style == "nick":
            return [(self.nick or p.first, "PATIENT")]
        if style == "init":
            return [(pick(rng, ["%s.%s." % (p.first[0], p.last[0]), p.inits()]), "PATIENT")]
        raise ValueError(style)

    def cname(self, who, style=None, typ="DOCTOR"):
        """Clinician name pieces; title stays outside the span."""
        rng = self.rng
        if style is None:
            style = pick(rng, ["dr", "drfull", "full"])
        if style == "dr":
            return [(pick(rng, ["Dr ", "Dr ", "Dr. "]), None), (who.last, typ)]
        if style == "drfull":
            return [(pick(rng, ["Dr ", "Dr ", "Dr. ", "Prof "]), None), (who.full(), typ)]
        if style == "drinit":
            return [("Dr ", None), ("%s. %s" % (who.first[0], who.last), typ)]
        if style == "full":
            return [(who.full(), typ)]
        if style == "first":
            return [(who.first, typ)]
        if style == "init":
            return [(who.inits().lower() if rng.random() < 0.5 else who.inits(), typ)]
        raise ValueError(style)

    def username(self, who):
        rng = self.rng
        f, la = who.first.lower().replace(" ", "").replace("-", ""), who.last.lower().replace(" ", "").replace("'", "").replace("-", "")
        return pick(rng, [f[0] + la, f + "." + la, la.upper()[:6] + f[0].upper(), f[0] + la + dg(rng, 2),
                          la + f[0], f[:3] + la[:3] + dg(rng, 1)])

    def addr(self, pl=None, style=None, country=False):
        return addr_parts(self.rng, pl or self.home, style, country)

    def lic_parts(self, key):
        lab, val = self.lic[key]
        return [(lab + " ", None), (val, "LICENSE")]

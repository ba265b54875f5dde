"""Note builder with single-pass offsets, and country-aware value generators."""
import datetime
import re
import unicodedata

import places
import pools
from places import AREA_CA, AREA_US, GB_AREAS, IE_AREAS

LABEL_OF = {
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
TYPES = sorted(LABEL_OF)

_TOK = re.compile(r"\{([A-Z_]+):([a-z0-9_]+)\}|\{([a-z0-9_]+)\}")


class Note:
    """Assembles a note piece by piece; PHI offsets are recorded as pieces are appended."""

    def __init__(self, lower=False):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower
        self.hook = None  # optional filter for plain text (typos); never sees PHI

    def t(self, s):
        if self.hook is not None:
            s = self.hook(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, typ, s):
        if typ not in LABEL_OF:
            raise ValueError(typ)
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[typ],
                           "type": typ, "text": s})

    def add(self, pieces):
        for s, typ in pieces:
            if typ:
                self.p(typ, s)
            else:
                self.t(s)

    def f(self, tmpl, **kw):
        """Append a template: {TYPE:key} is a PHI value, {key} plain text/pieces/callable."""
        last = 0
        for m in _TOK.finditer(tmpl):
            if m.start() > last:
                self.t(tmpl[last:m.start()])
            last = m.end()
            if m.group(1):
                self.p(m.group(1), kw[m.group(2)])
            else:
                v = kw[m.group(3)]
                if isinstance(v, str):
                    self.t(v)
                elif isinstance(v, list):
                    self.add(v)
                else:
                    v(self)
        if last < len(tmpl):
            self.t(tmpl[last:])

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- small helpers
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UK_LIKE = ("GB", "IE", "AU", "NZ")
PC_WORD = {"GB": "postcode", "IE": "Eircode", "AU": "postcode", "NZ": "postcode", "CA": "postal code",
           "US": "ZIP code"}


def art(w):
    """Indefinite article for a following word."""
    return "an" if w[:1].lower() in "aeiou" or w.startswith("HGV") else "a"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if ch.isascii() and ch.isalnum())
    return s.lower()


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def wpick(rng, pairs):
    total = sum(w for _, w in pairs)
    r = rng.uniform(0, total)
    acc = 0
    for v, w in pairs:
        acc += w
        if r <= acc:
            return v
    return pairs[-1][0]


REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "granddaughter": "F",
           "grandson": "M", "sister": "F", "brother": "M", "son-in-law": "M", "daughter-in-law": "F",
           "niece": "F", "nephew": "M"}


class Person:
    def __init__(self, first, last, sex, title, mid=""):
        self.first, self.last, self.sex, self.title, self.mid = first, last, sex, title, mid

    def full(self, mid=False):
        if mid and self.mid:
            return "%s %s. %s" % (self.first, self.mid, self.last)
        return "%s %s" % (self.first, self.last)

    def inits(self, dots=True):
        a, b = self.first[0].upper(), self.last.replace("'", "")
        b = [w for w in b.split() if w[0].isupper()] or b.split()
        b = b[-1][0].upper()
        return ("%s.%s." % (a, b)) if dots else (a + b)

    def lastfirst(self, caps=True):
        return "%s, %s" % (self.last.upper() if caps else self.last, self.first)

    def finit(self, dot=True):
        return "%s%s %s" % (self.first[0], "." if dot else "", self.last)


class Ctx:
    """All random values of one note, country-aware.  Uses the single shared rng."""

    def __init__(self, rng, country):
        self.rng, self.c = rng, country
        self.us = country == "US"
        self.ukl = country in UK_LIKE
        self.ds = wpick(rng, [("num", 6), ("long", 3), ("short", 2)])
        self.fi = rng.randint(0, 59)
        self.pt = self.person()
        self.visit = self.rdate(2019, 2025)
        self.dob = self.visit - datetime.timedelta(days=rng.randint(38 * 365, 93 * 365))
        self.age = self.visit.year - self.dob.year - (
            (self.visit.month, self.visit.day) < (self.dob.month, self.dob.day))
        self.addr = self.address()
        self.prof = rng.choice(pools.PROFESSIONS)
        self.retired = self.age >= 67 and rng.random() < 0.9
        self.employer = self.employer_name()
        self.rel = rng.choice([r for r in pools.RELATIONS if self.age >= 62 or not r.startswith("grand")])
        fsex = REL_SEX.get(self.rel) or rng.choice("MF")
        blood = self.rel not in ("neighbour", "friend", "carer", "partner", "son-in-law", "daughter-in-law")
        same = blood and rng.random() < 0.7
        self.fam = self.person(last=self.pt.last if same else None, sex=fsex,
                               origin=self.pt.origin if same else None)
        self.hosp = rng.choice(places.HOSPITALS[country])
        self.hosp_slug = "".join(slug(w) for w in self.hosp.split()[:2])
        self.hosp_addr = self.address(hosp=True)
        self.hub = rng.choice(places.HUBS[country])
        self.ward = rng.choice(places.WARDS)
        self.cons = self.person(clin=True)
        self.reg = self.person(clin=True)
        self.nurse = self.person(clin=True)
        self.tech = self.person(clin=True)
        self.sec = self.person(clin=True)
        self.gp = self.person(clin=True)
        self.optom = self.person(clin=True)
        self.practice = self.practice_name()
        self.practice_addr = self.address(hosp=True)
        self.optom_practice = self.optom_name()
        self.optom_addr = self.address(hosp=True)
        self.pharmacy = self.pharmacy_name()

    # -------------------------------------------------------------- basics
    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def rdate(self, y0, y1):
        a = datetime.date(y0, 1, 1).toordinal()
        b = datetime.date(y1, 12, 31).toordinal()
        return datetime.date.fromordinal(self.rng.randint(a, b))

    def days(self, d, lo, hi):
        return d + datetime.timedelta(days=self.rng.randint(lo, hi))

    # -------------------------------------------------------------- people
    def person(self, clin=False, last=None, sex=None, origin=None):
        rng = self.rng
        origin = origin or wpick(rng, pools.ORIGIN_WEIGHTS[self.c])
        m, f, s = pools.NAMES[origin]
        sex = sex or rng.choice("MF")
        first = rng.choice(m if sex == "M" else f)
        if last is None:
            if rng.random() < 0.15:
                o2 = wpick(rng, pools.ORIGIN_WEIGHTS[self.c])
                last = rng.choice(pools.NAMES[o2][2])
            else:
                last = rng.choice(s)
        mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.3 else ""
        dot = "." if self.c in ("US", "CA") else ""
        if sex == "M":
            title = "Mr" + dot
        else:
            title = rng.choice(["Mrs", "Ms", "Miss", "Mrs"] if self.ukl else ["Mrs", "Ms"]) + dot
        p = Person(first, last, sex, title, mid)
        p.origin = origin
        return p

    def dr(self):
        return "Dr." if self.c in ("US", "CA") and self.chance(0.7) else "Dr"

    def surgeon_title(self, p):
        """UK/IE surgeons often use Mr/Miss/Ms; elsewhere Dr.  Fixed per person within a note."""
        if getattr(p, "stitle", None) is None:
            if self.c in ("GB", "IE") and self.chance(0.75):
                p.stitle = "Mr" if p.sex == "M" else self.pick(["Miss", "Ms"])
            else:
                p.stitle = self.dr()
        return p.stitle

    def username(self, p, style=None):
        rng = self.rng
        f, l = slug(p.first), slug(p.last)
        style = style if style is not None else rng.randint(0, 5)
        if style == 0:
            return f[0] + l
        if style == 1:
            return "%s.%s" % (f, l)
        if style == 2:
            return (l[:6] + f[0]).upper() + digits(rng, 2)
        if style == 3:
            return "%s%s%s" % (f[0], l, digits(rng, 1))
        if style == 4:
            return "%s_%s" % (l, f[0])
        return "%s%s%s" % (f, l[0], digits(rng, 2))

    # -------------------------------------------------------------- dates
    def _v(self, choices):
        """Per-note preferred variant of a date format, with occasional drift."""
        if self.rng.random() < 0.85:
            return choices[self.fi % len(choices)]
        return self.rng.choice(choices)

    def date(self, d, style=None):
        rng, c = self.rng, self.c
        style = style or self.ds
        us = c == "US" or (c == "CA" and style != "num" and rng.random() < 0.8)
        mon = MONTHS[d.month - 1]
        if style == "num":
            if c == "US":
                return self._v(["%02d/%02d/%d" % (d.month, d.day, d.year),
                                   "%d/%d/%d" % (d.month, d.day, d.year),
                                   "%d/%d/%02d" % (d.month, d.day, d.year % 100)])
            if c == "CA" and rng.random() < 0.6:
                return d.isoformat()
            return self._v(["%02d/%02d/%d" % (d.day, d.month, d.year),
                               "%02d/%02d/%d" % (d.day, d.month, d.year),
                               "%d/%d/%02d" % (d.day, d.month, d.year % 100),
                               "%02d.%02d.%d" % (d.day, d.month, d.year)])
        if style == "long":
            if us:
                return "%s %d, %d" % (mon, d.day, d.year)
            return self._v(["%d %s %d" % (d.day, mon, d.year),
                               "%s %s %d" % (ordinal(d.day), mon, d.year)])
        if style == "short":
            if us:
                return self._v(["%s %d %d" % (mon[:3], d.day, d.year),
                                   "%s-%02d-%d" % (mon[:3], d.day, d.year)])
            return self._v(["%02d-%s-%d" % (d.day, mon[:3], d.year),
                               "%d %s %02d" % (d.day, mon[:3], d.year % 100),
                               "%d-%s-%02d" % (d.day, mon[:3].upper(), d.year % 100)])
        if style == "wk":
            wd = WEEKDAYS[d.weekday()]
            if us:
                return self._v(["%s, %s %d, %d" % (wd, mon, d.day, d.year),
                                   "%s %d/%d" % (wd[:3], d.month, d.day)])
            return self._v(["%s %d %s %d" % (wd, d.day, mon, d.year),
                               "%s %02d/%02d/%d" % (wd[:3], d.day, d.month, d.year),
                               "%s %d/%d" % (wd[:3], d.day, d.month)])
        if style == "my":
            return self._v(["%s %d" % (mon, d.year), "%s %d" % (mon[:3], d.year),
                               "%02d/%d" % (d.month, d.year)])
        if style == "y":
            return str(d.year)
        if style == "dm":
            return ("%d/%d" % (d.month, d.day)) if c == "US" else ("%d/%d" % (d.day, d.month))
        if style == "mon":
            return mon
        raise ValueError(style)

    # -------------------------------------------------------------- places
    def street(self, hosp=False):
        rng, c = self.rng, self.c
        root = rng.choice(places.STREET_ROOTS + places.STREET_ROOTS_LOCAL[c])
        suf = rng.choice(places.STREET_SUFFIX[c])
        num = str(rng.randint(1, 240) if c in UK_LIKE else rng.randint(10, 9800))
        base = "%s %s %s" % (num, root, suf)
        if hosp or rng.random() < 0.7:
            return base
        if c == "GB":
            return rng.choice(["Flat %d, %s" % (rng.randint(1, 24), base),
                               "%d %s %s" % (rng.randint(1, 60), rng.choice(["Rose Cottage,", "Apt 2,"]), base.split(" ", 1)[1])])
        if c == "IE":
            return rng.choice(["Apt %d, %s" % (rng.randint(1, 40), base), base])
        if c in ("AU", "NZ"):
            return rng.choice(["%d/%s" % (rng.randint(1, 12), base), "Unit %d, %s" % (rng.randint(1, 12), base),
                               "Flat %d, %s" % (rng.randint(1, 6), base)])
        if c == "CA":
            return rng.choice(["%d-%s" % (rng.randint(101, 1204), base), "Apt %d, %s" % (rng.randint(101, 1204), base)])
        return rng.choice(["%s, Apt %d%s" % (base, rng.randint(1, 30), rng.choice("ABCD")),
                           "%s Unit %d" % (base, rng.randint(1, 300))])

    def postcode(self, stem):
        rng, c = self.rng, self.c
        if c == "GB":
            return "%s%d %d%s" % (stem, rng.randint(1, 29), rng.randint(0, 9),
                                  letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            return "%s %s" % (stem, "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        if c in ("AU", "NZ"):
            return stem
        if c == "CA":
            al = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%s %d%s%d" % (stem, rng.choice(al), rng.randint(0, 9), rng.choice(al), rng.randint(0, 9))
        z = stem + digits(rng, 2)
        return z + ("-" + digits(rng, 4) if rng.random() < 0.2 else "")

    def address(self, hosp=False):
        town, region, stem = self.rng.choice(places.TOWNS[self.c])
        return {"street": self.street(hosp), "town": town, "region": region,
                "pc": self.postcode(stem)}

    def addr_pieces(self, a, sep=", ", region=None, country=False):
        """Address as pieces: street, town[, region] postcode."""
        c = self.c
        out = [(a["street"], "STREET"), (sep, None), (a["town"], "CITY")]
        reg = a["region"]
        if c in ("AU", "CA", "US"):
            if self.chance(0.12):
                reg = places.STATE_LONG.get(reg, reg)
            between = {"AU": " ", "CA": ", " if sep == ", " else " ", "US": ", "}[c]
            gap = "  " if c == "CA" and self.chance(0.3) else " "
            out += [(between, None), (reg, "STATE"), (gap, None), (a["pc"], "ZIP")]
        elif c == "NZ":
            if region if region is not None else self.chance(0.25):
                if reg != a["town"]:
                    out += [(sep, None), (reg, "STATE")]
            out += [(" " if sep == ", " else sep, None), (a["pc"], "ZIP")]
        else:
            show = region if region is not None else self.chance(0.45)
            if show and reg and reg != a["town"]:
                out += [(sep, None), (reg, "CITY")]
            out += [(sep if (sep != ", " or self.chance(0.6)) else " ", None), (a["pc"], "ZIP")]
        if country:
            out += [(sep, None), (places.COUNTRY_NAME[c], "COUNTRY")]
        return out

    # -------------------------------------------------------------- organisations
    def employer_name(self):
        rng = self.rng
        if rng.random() < 0.25:
            return "%s %s" % (rng.choice(pools.NAMES[wpick(rng, pools.ORIGIN_WEIGHTS[self.c])][2]),
                              rng.choice(pools.EMPLOYER_KINDS))
        return "%s %s" % (rng.choice(pools.ORG_ROOTS), rng.choice(pools.EMPLOYER_KINDS))

    def practice_name(self):
        rng = self.rng
        root = rng.choice(places.STREET_ROOTS + places.STREET_ROOTS_LOCAL[self.c] + pools.ORG_ROOTS)
        return "%s %s" % (root, rng.choice(places.PRACTICE_SUFFIX[self.c]))

    def optom_name(self):
        rng = self.rng
        r = rng.random()
        suf = rng.choice(places.OPTOM_SUFFIX[self.c])
        if r < 0.35:
            return "%s & %s %s" % (self.person().last, self.person().last, suf)
        if r < 0.6:
            return "%s %s" % (self.person().last, suf)
        return "%s %s" % (rng.choice(pools.ORG_ROOTS + places.STREET_ROOTS_LOCAL[self.c]), suf)

    def pharmacy_name(self):
        rng = self.rng
        root = rng.choice(places.STREET_ROOTS + places.STREET_ROOTS_LOCAL[self.c] + [self.person().last])
        return "%s %s" % (root, rng.choice(places.PHARMACY_SUFFIX[self.c]))

    # -------------------------------------------------------------- contacts
    def phone(self, kind="land", ext=False, reg=None):
        rng, c = self.rng, self.c
        if c == "GB":
            if kind == "mobile":
                s = rng.choice(["07700 555 %s" % digits(rng, 3), "07%s 555 %s" % (digits(rng, 3), digits(rng, 3)),
                                "07%s 555%s" % (digits(rng, 3), digits(rng, 3))])
            else:
                a = rng.choice(GB_AREAS)
                if len(a) == 2:
                    s = "0%s %d555 %s" % (a, rng.randint(2, 9), digits(rng, 4))
                elif len(a) == 3:
                    s = "0%s 555 %s" % (a, digits(rng, 4))
                else:
                    s = rng.choice(["0%s 555 %s" % (a, digits(rng, 3)), "0%s 555%s" % (a, digits(rng, 3))])
        elif c == "IE":
            if kind == "mobile":
                s = "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
            else:
                s = rng.choice(["(0%s) 555 %s", "0%s 555 %s"]) % (rng.choice(IE_AREAS), digits(rng, 4))
        elif c == "AU":
            if kind == "mobile":
                s = "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
            else:
                s = rng.choice(["(0%s) 5550 %s", "0%s 5550 %s"]) % (rng.choice("2378"), digits(rng, 4))
        elif c == "NZ":
            if kind == "mobile":
                s = "02%s 555 %s" % (rng.choice("127"), digits(rng, 4))
            else:
                s = rng.choice(["(0%s) 555 %s", "0%s 555 %s"]) % (rng.choice("34679"), digits(rng, 4))
        else:
            areas = (AREA_US if c == "US" else AREA_CA)
            reg = reg if reg in areas else sorted(areas)[rng.randrange(len(areas))]
            a = rng.choice(areas[reg])
            tail = "01%s" % digits(rng, 2) if rng.random() < 0.7 else digits(rng, 4)
            s = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"]) % (a, tail)
        if ext:
            s += rng.choice([" ext. %s", " ext %s", " x%s", " extn %s"]) % digits(rng, rng.choice([3, 4]))
        return s

    def pager(self):
        return "555%s" % digits(self.rng, self.rng.choice([1, 2]))

    def email(self, p=None, domain=None, role=None):
        rng = self.rng
        if role:
            local = role
        elif p is not None:
            f, l = slug(p.first), slug(p.last)
            local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%s" % (f, l[0], digits(rng, 2)),
                                "%s_%s" % (l, f), "%s%s" % (f, digits(rng, 2))])
        else:
            local = "info"
        if domain is None:
            domain = rng.choice(["example.com", "example.net", "mail.example.com", "example.org"])
        return "%s@%s" % (local, domain)

    def hosp_domain(self):
        return "%s.example.org" % self.hosp_slug

    def url(self, kind="site"):
        rng = self.rng
        d = self.hosp_domain()
        if kind == "portal":
            return rng.choice(["https://portal.%s/login" % d, "https://myeyes.%s" % d,
                               "https://patient.%s/messages" % d, "portal.%s" % d])
        return rng.choice(["www.%s/eyes" % d, "www.%s/glaucoma" % d, "https://www.%s/ophthalmology" % d,
                           "www.%s" % d])

    def ip(self):
        rng = self.rng
        r = rng.random()
        if r < 0.4:
            return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
        if r < 0.7:
            return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))

    # -------------------------------------------------------------- identifiers
    def mrn(self):
        rng, c = self.rng, self.c
        if c == "GB":
            return ("Hosp No", rng.choice(["K", "M", "RN", "H"]) + digits(rng, 7))
        if c == "IE":
            return ("MRN", digits(rng, 7))
        if c == "AU":
            return ("UR No", digits(rng, rng.choice([6, 7])))
        if c == "NZ":
            return ("Local ID", "L" + digits(rng, 6))
        if c == "CA":
            return ("MRN", rng.choice(["00", "A"]) + digits(rng, 6))
        return ("MRN", rng.choice(["", "E", "00"]) + digits(rng, 7))

    def healthplan(self):
        rng, c = self.rng, self.c
        if c == "GB":
            return ("NHS No", "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4)))
        if c == "IE":
            return rng.choice([("GMS No", digits(rng, 7) + letters(rng, 1)),
                               ("Medical card no.", digits(rng, 7) + letters(rng, 1)),
                               ("Laune Health member no.", "LH" + digits(rng, 8))])
        if c == "AU":
            return ("Medicare No", "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9)))
        if c == "NZ":
            return ("NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4))
        if c == "CA":
            return rng.choice([("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))),
                               ("Health card no.", "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))),
                               ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))])
        return rng.choice([("Member ID", letters(rng, 3) + digits(rng, 6)),
                           ("Medicare ID", "%d%s%d%s%d%s" % (rng.randint(1, 9), letters(rng, 1), rng.randint(0, 9),
                                                             letters(rng, 2), rng.randint(0, 9), letters(rng, 2) + digits(rng, 2))),
                           ("Policy #", "W" + digits(rng, 9))])

    def ssn(self):
        rng, c = self.rng, self.c
        if c == "GB":
            return ("NI No", "QQ %d%d %s %s %s" % (9, rng.randint(0, 9), digits(rng, 2), digits(rng, 2), rng.choice("ABCD")))
        if c == "IE":
            return ("PPSN", "9%s%s" % (digits(rng, 6), rng.choice(["A", "B", "T", "W", "TA"])))
        if c == "AU":
            return ("TFN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
        if c == "NZ":
            return ("IRD No", "9%s-%s-%s" % (digits(rng, 1), digits(rng, 3), digits(rng, 3)))
        if c == "CA":
            return ("SIN", "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)))
        return ("SSN", rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                                   "000-%s-%s" % (digits(rng, 2), digits(rng, 4))]))

    def doc_licence(self):
        rng, c = self.rng, self.c
        if c == "GB":
            return ("GMC", digits(rng, 7))
        if c == "IE":
            return ("IMC No", digits(rng, 6))
        if c == "AU":
            return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Provider No", digits(rng, 6) + letters(rng, 2))])
        if c == "NZ":
            return ("MCNZ", digits(rng, 5))
        if c == "CA":
            return ("CPSO #", digits(rng, 5))
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("Lic #", "MD" + digits(rng, 6))])

    def optom_licence(self):
        rng, c = self.rng, self.c
        if c == "GB":
            return ("GOC", "01-%s" % digits(rng, 5))
        if c == "IE":
            return ("CORU reg.", "OP%s" % digits(rng, 6))
        if c == "AU":
            return rng.choice([("AHPRA", "OPT000" + digits(rng, 7)), ("Provider No", digits(rng, 6) + letters(rng, 2))])
        if c == "NZ":
            return ("ODOB reg.", digits(rng, 4))
        if c == "CA":
            return ("COO reg. #", digits(rng, 5))
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("OD Lic", "OD%s" % digits(rng, 5))])

    def driving_licence(self, p):
        rng, c = self.rng, self.c
        if c == "GB":
            s = (slug(p.last).upper() + "99999")[:5]
            return "%s%s%s9%s" % (s, digits(rng, 6), (p.first[0] + (p.mid or "9")).upper(), letters(rng, 2))
        if c == "IE":
            return digits(rng, 9)
        if c == "AU":
            return digits(rng, 8)
        if c == "NZ":
            return letters(rng, 2) + digits(rng, 6)
        if c == "CA":
            return "%s%s-%s-%s" % (slug(p.last)[0].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), "%s-%s-%s" % (letters(rng, 1) + digits(rng, 3), digits(rng, 4), digits(rng, 4))])

    def plate(self):
        rng, c = self.rng, self.c
        if c == "GB":
            return "%s%02d %s" % (letters(rng, 2, "ABDEFGHKLMNOPRSVWY"), rng.choice([19, 20, 21, 22, 23, 69, 70, 71, 72, 15, 66]), letters(rng, 3))
        if c == "IE":
            return "%s-%s-%s" % (rng.choice(["191", "202", "221", "231", "12", "08", "171"]), rng.choice(["C", "D", "G", "KY", "MO", "WX", "LH", "SO"]), digits(rng, rng.choice([3, 4, 5])))
        if c == "AU":
            return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 2), letters(rng, 2))])
        if c == "NZ":
            return letters(rng, 3) + digits(rng, 3)
        if c == "CA":
            return "%s %s" % (letters(rng, 4), digits(rng, 3))
        return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])

    def vin(self):
        return letters(self.rng, 3, "1234JSWVZ") + letters(self.rng, 6) + digits(self.rng, 8)

    def account(self):
        rng = self.rng
        return rng.choice(["%s" % digits(rng, 8), "E%s" % digits(rng, 9), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                           "ENC%s" % digits(rng, 7), "%d%s" % (rng.randint(1, 9), digits(rng, 9))])

    def idnum(self, prefix=None):
        rng = self.rng
        pre = prefix if prefix is not None else rng.choice(["", "REF-", "R", "V", "OCT-", "VF"])
        return "%s%s%s" % (pre, rng.choice(["%02d-" % rng.randint(19, 25), ""]), digits(rng, rng.choice([5, 6, 7])))

    def device_sn(self, kind):
        rng = self.rng
        if kind == "hfa":
            return "%s-%s" % (rng.choice(["860", "850", "HFA3-860"]), digits(rng, 5))
        if kind == "oct":
            return rng.choice(["5000-%s" % digits(rng, 5), "SPX-%s" % digits(rng, 5), "%s" % digits(rng, 7)])
        if kind == "laser":
            return rng.choice(["TR%s-%s" % (digits(rng, 4), digits(rng, 4)), "SD-%s" % digits(rng, 6), "LS%s" % digits(rng, 6)])
        if kind == "tono":
            return rng.choice(["IC%s%s" % (digits(rng, 3), letters(rng, 1)), "HM2-%s" % digits(rng, 5), "TPA-%s" % digits(rng, 6)])
        if kind == "implant":
            return rng.choice(["MS%s%s" % (digits(rng, 6), letters(rng, 1)), "%s-%s" % (letters(rng, 2), digits(rng, 7)), digits(rng, 9)])
        return digits(rng, 8)

    def bioid(self, kind="fp"):
        rng = self.rng
        pre = {"fp": "FP-", "vp": "VP-", "iris": "IRS-", "palm": "PV"}[kind]
        return pre + digits(rng, rng.choice([5, 6, 7]))

"""People and per-note case context (patient, family, clinicians, places, identifiers)."""
import datetime as dt

import pools as P
from locales import Locale, COUNTRY_NAME

START = dt.date(2021, 1, 4)
STAFF_ORIGINS = ["anglo", "scot", "irish", "sasian", "wafr", "ea", "arab", "greek", "ital", "polish", "hisp", "french", "carib", "viet", "jp", "kr"]
NDAYS = 1636


def pick_w(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.randrange(tot)
    for k, w in pairs:
        if x < w:
            return k
        x -= w
    return pairs[-1][0]


class Person:
    def __init__(self, first, last, sex, role, middle=None, fam_first=False, malay=False, title=None):
        self.first, self.last, self.sex, self.role = first, last, sex, role
        self.middle, self.fam_first, self.malay, self.title = middle, fam_first, malay, title

    def full(self):
        if self.fam_first:
            return f"{self.last} {self.first}"
        if self.malay:
            return f"{self.first} {'bin' if self.sex == 'M' else 'binte'} {self.last}"
        return f"{self.first} {self.last}"

    def fml(self):
        if self.middle and not (self.fam_first or self.malay):
            return f"{self.first} {self.middle[0]}. {self.last}"
        return self.full()

    def sur(self):
        if self.malay:
            return self.first
        return self.last

    def lf(self, upper=False, mid=False):
        if self.fam_first or self.malay:
            s = self.full()
            if self.fam_first and upper:
                s = f"{self.last.upper()} {self.first}"
            return s
        m = f" {self.middle[0]}" if (mid and self.middle) else ""
        s = f"{self.last}, {self.first}{m}"
        return s.upper() if upper else s

    def init(self, dots=True):
        if self.fam_first:
            parts = [self.last] + self.first.replace("-", " ").split()
        else:
            parts = self.first.replace("-", " ").split()[:1] + self.last.replace("'", "").split()[-1:]
        ini = [p[0].upper() for p in parts if p]
        return ".".join(ini) + "." if dots else "".join(ini)

    def n(self, style="full"):
        T = self.role
        ttl = self.title
        if style == "full":
            return [(T, self.full())]
        if style == "fml":
            return [(T, self.fml())]
        if style == "tl":
            return [ttl + " ", (T, self.sur())] if ttl else [(T, self.sur())]
        if style == "tf":
            return [ttl + " ", (T, self.full())] if ttl else [(T, self.full())]
        if style == "lf":
            return [(T, self.lf())]
        if style == "LF":
            return [(T, self.lf(upper=True))]
        if style == "LFM":
            return [(T, self.lf(upper=True, mid=True))]
        if style == "first":
            return [(T, self.first)]
        if style == "nick":
            return [(T, P.NICK.get(self.first, self.first))]
        if style == "init":
            return [(T, self.init())]
        if style == "ini":
            return [(T, self.init(dots=False))]
        if style == "fi":
            if self.fam_first or self.malay:
                return [(T, self.full())]
            return [(T, f"{self.first[0]}. {self.last}")]
        if style == "last":
            return [(T, self.sur())]
        raise ValueError(style)


def gen_person(r, country, role, sex=None, origin=None, last=None, title_kind=None, middle_p=0.35, young=False):
    origin = origin or pick_w(r, P.COUNTRY_ORIGINS[country])
    pool = P.ORIGINS[origin]
    sex = sex or r.choice("FM")
    if young and origin in P.YOUNG:
        first = r.choice(P.YOUNG[origin][0] if sex == "F" else P.YOUNG[origin][1])
    else:
        first = r.choice(pool["f"] if sex == "F" else pool["m"])
    ln = last or r.choice(pool["s"])
    middle = None
    if r.random() < middle_p and origin not in ("ea", "jp", "kr", "malay", "viet", "sasian", "maori", "pacific"):
        middle = r.choice(pool["f"] if sex == "F" else pool["m"])
        if middle == first:
            middle = None
    fam_first = country == "SG" and origin == "ea"
    malay = origin == "malay"
    if title_kind == "dr":
        title = "Dr." if country in ("US", "CA") and r.random() < 0.7 else "Dr"
    elif title_kind == "pt":
        if country == "SG":
            title = "Mdm" if sex == "F" else "Mr"
        else:
            title = r.choice(P.TITLES_F) if sex == "F" else "Mr"
        if country in ("US", "CA") and r.random() < 0.5:
            title += "."
    else:
        title = None
    p = Person(first, ln, sex, role, middle, fam_first, malay, title)
    p.origin = origin
    return p


class Case:
    def __init__(self, r, country, lower=False):
        self.r = r
        self.c = country
        self.lower = lower
        L = self.L = Locale(country, r)
        self.visit = START + dt.timedelta(days=r.randrange(NDAYS))
        age = int(r.triangular(65, 102, 85))
        self.dob = dt.date(self.visit.year - age, r.randrange(1, 13), r.randrange(1, 29))
        self.age = self.years(self.dob, self.visit)
        self.sex = r.choice("FFFM")
        self.pt = gen_person(r, country, "PATIENT", sex=self.sex, title_kind="pt", middle_p=0.45)
        self.used_last, self.used_first = set(), set()
        self.fresh(self.pt)
        self.he = "she" if self.sex == "F" else "he"
        self.his = "her" if self.sex == "F" else "his"
        self.town = L.town() if country != "SG" else r.choice(P.SG_ESTATES)
        self.htown = self.town if r.random() < 0.5 else (L.town() if country != "SG" else r.choice(P.SG_ESTATES))
        self.addr = L.address(self.town)
        self.tel = L.phone("land")
        self.mob = L.phone("mob")
        self.ids = L.ids()
        self.ds = r.choice(L.styles())
        self.hosp = L.hospital(self.htown)
        self.trust = L.trust(self.htown, L.town())
        self.falls = L.falls_service(self.htown)
        self.gp = self.staff(title=True)
        self.practice = L.practice(self.town)
        self.paddr = L.address(self.town)
        self.ptel = L.phone("land")
        self.pfax = L.phone("land")
        self.occ = r.choice(P.OCCUPATIONS_US if country == "US" and r.random() < 0.7 else P.OCCUPATIONS)
        if self.sex == "F":
            self.occ = {"postman": "postwoman", "fisherman": "fish processor", "draughtsman": "draughtswoman"}.get(self.occ, self.occ)
        else:
            self.occ = {"headmistress": "headmaster", "seamstress": "tailor", "dressmaker": "tailor", "waitress": "waiter"}.get(self.occ, self.occ)
        self.nok, self.rel = self.family()
        if self.rel == "husband" and self.pt.title and self.pt.title.startswith(("Miss", "Ms")):
            self.pt.title = "Mrs" + ("." if self.pt.title.endswith(".") else "")
        self.nok_tel = L.phone("mob")
        self.nok2, self.rel2 = self.family(exclude=self.rel)
        self.born = None
        if r.random() < 0.45:
            opts = P.ORIGIN_BIRTH.get(self.pt.origin, []) if r.random() < 0.75 else P.BORN_IN
            opts = [b for b in (opts or P.BORN_IN) if b not in (COUNTRY_NAME[country], "Ireland" if country == "IE" else "-")]
            if country == "UK":
                opts = [b for b in opts if b not in ("England", "Scotland", "Wales")] or ["Ireland", "Kenya"]
            self.born = r.choice(opts) if opts else None

    # ---------------------------------------------------------------- helpers
    @staticmethod
    def years(a, b):
        return b.year - a.year - ((b.month, b.day) < (a.month, a.day))

    def before(self, lo, hi, ref=None):
        return (ref or self.visit) - dt.timedelta(days=self.r.randrange(lo, hi + 1))

    def after(self, lo, hi, ref=None):
        return (ref or self.visit) + dt.timedelta(days=self.r.randrange(lo, hi + 1))

    def d(self, date, st=None):
        return ("DATE", self.L.date(date, st or self.ds))

    def an(self):
        return "an" if str(self.age).startswith("8") or self.age in (11, 18) else "a"

    def a(self, age=None):
        return ("AGE", str(self.age if age is None else age))

    def staff(self, title=False, sex=None):
        r = self.r
        for _ in range(30):
            origin = None if r.random() < 0.7 else r.choice(STAFF_ORIGINS)
            p = gen_person(r, self.c, "DOCTOR", sex=sex, origin=origin, title_kind="dr" if title else None, middle_p=0.1,
                           young=r.random() < 0.7)
            if self.fresh(p):
                return p
        return p

    def fresh(self, p):
        """Avoid clashes with names already used in this note."""
        key_l, key_f = p.last.lower(), p.first.lower()
        if key_l in self.used_last or key_f in self.used_first:
            return False
        self.used_last.add(key_l)
        self.used_first.add(key_f)
        return True

    def family(self, exclude=None):
        r = self.r
        if self.sex == "F":
            rels = ["daughter", "son", "daughter", "husband", "niece", "granddaughter", "neighbour", "son", "friend", "daughter-in-law", "nephew"]
        else:
            rels = ["daughter", "son", "wife", "wife", "niece", "grandson", "neighbour", "son", "daughter", "friend", "brother"]
        rels = [x for x in rels if x != exclude]
        rel = r.choice(rels)
        if self.c == "US" and rel == "neighbour":
            rel = "neighbor"
        sex = "M" if rel in ("son", "husband", "grandson", "nephew", "brother") else (
            "F" if rel in ("daughter", "wife", "niece", "granddaughter", "daughter-in-law") else r.choice("FM"))
        same = rel in ("son", "husband", "wife", "grandson", "brother") or (rel in ("daughter", "granddaughter") and r.random() < 0.45)
        last = None
        if same and not (self.pt.malay or self.pt.fam_first):
            last = self.pt.last
        origin = self.pt.origin if rel not in ("neighbour", "neighbor", "friend") else None
        for _ in range(30):
            p = gen_person(r, self.c, "FAMILY", sex=sex, origin=origin, last=last, title_kind="pt" if r.random() < 0.3 else None, middle_p=0.1,
                           young=rel in ("granddaughter", "grandson", "niece", "nephew") or (rel in ("daughter", "son", "daughter-in-law") and r.random() < 0.5))
            if p.first.lower() not in self.used_first and (last or p.last.lower() not in self.used_last):
                break
        self.used_first.add(p.first.lower())
        if not last:
            self.used_last.add(p.last.lower())
        if same and self.pt.fam_first:
            p.last = self.pt.last
        p.rel = rel
        return p, rel

    def nid_items(self, key, sep=": "):
        """Identifier with its label outside the span; key in ids dict."""
        v = self.ids.get(key)
        if not v:
            return None
        typ = {"mrn": "MRN", "hp": "HEALTHPLAN", "hp2": "HEALTHPLAN", "ssn": "SSN", "acct": "ACCOUNT"}.get(key)
        if key == "nat":
            typ = v[2]
        return [v[0] + sep, (typ, v[1])]

    # ---------------------------------------------------------------- shared blocks
    def pt_header(self, n, variant=None):
        r, L, pt = self.r, self.L, self.pt
        v = variant if variant is not None else r.randrange(4)
        sx = "F" if self.sex == "F" else "M"
        if v == 0:
            n.w("Patient: ", pt.n(r.choice(["tf", "full", "fml"])), "    DOB: ", self.d(self.dob),
                " (", self.a(), r.choice([" yrs", "y", " years"]), ")\n")
            ids = [self.nid_items(k) for k in ("nat", "mrn", "hp") if self.ids.get(k)]
            n.w(ids[0], "    ", ids[1:] and [ids[1]], "\n" if len(ids) < 3 else ["    ", ids[2], "\n"])
            n.w("Address: ", L.addr_items(self.addr), "\n")
            n.w("Tel: ", ("PHONE", self.tel), r.choice(["  Mob: ", " / "]), ("PHONE", self.mob), "\n")
        elif v == 1:
            k = "nat" if self.ids.get("nat") else "mrn"
            n.w(pt.n("LF"), " | ", self.a(), " ", sx, " | DOB ", self.d(self.dob, "num" if r.random() < 0.6 else "dash"),
                " | ", self.nid_items(k, " "))
            if k != "mrn":
                n.w(" | ", self.nid_items("mrn", " "))
            n.w("\n")
        elif v == 2:
            n.w("Name: ", pt.n("LFM"), "\nDOB: ", self.d(self.dob), "   Age: ", self.a(), "   Sex: ",
                "Female" if sx == "F" else "Male", "\n", self.nid_items("mrn"))
            if self.ids.get("acct"):
                n.w("   ", self.nid_items("acct"))
            n.w("\n")
            if self.ids.get("hp"):
                n.w(self.nid_items("hp"))
                if self.ids.get("hp2") and r.random() < 0.5:
                    n.w("   ", self.nid_items("hp2"))
                n.w("\n")
            if self.c in ("US", "SG", "CA") and r.random() < 0.5:
                n.w(self.nid_items("ssn"), "\n")
            n.w("Address: ", L.addr_items(self.addr), "\nPhone: ", ("PHONE", self.tel), "\n")
        else:
            n.w("Name:      ", pt.n("tf"), "\n")
            n.w("D.O.B.:    ", self.d(self.dob), "   Age ", self.a(), "\n")
            keys = ("nat", "mrn", "hp", "ssn") if self.c in ("US", "SG") else ("nat", "mrn", "hp")
            for k in keys:
                if self.ids.get(k):
                    lab = self.ids[k][0] + ":"
                    n.w((lab + " ").ljust(11), self.nid_items(k, "")[1:], "\n")
            n.w("Address:   ", L.addr_items(self.addr, sep="\n           "), "\n")
        return v

    def gp_line(self, n, fax=True):
        L = self.L
        n.w(self.L.t["gp"] if self.L.t["gp"].isupper() else self.L.t["gp"].capitalize(), ": ", self.gp.n("tf"), ", ",
            ("HOSPITAL", self.practice), ", ", L.addr_items(self.paddr), "\n")
        n.w("Tel: ", ("PHONE", self.ptel))
        if fax:
            n.w("   Fax: ", ("FAX", self.pfax))
        n.w("\n")

    def nok_line(self, n):
        r = self.r
        n.w("NOK: ", self.nok.n(r.choice(["full", "tf", "full"])), " (", self.rel, ") ", ("PHONE", self.nok_tel), "\n")

    def sign(self, n, person, title, role=None, contact=True, date=None):
        r, L = self.r, self.L
        n.w(person.n(r.choice(["tf", "full"]) if person.title else "full"))
        if role and r.random() < 0.75:
            lab, val = L.reg(role)
            n.w(", ", title, "\n", lab, ": " if r.random() < 0.5 else " ", ("LICENSE", val), "\n")
        else:
            n.w("\n", title, "\n")
        if contact:
            x = r.random()
            if x < 0.4:
                n.w("Tel: ", ("PHONE", L.phone("land") + (L.ext() if r.random() < 0.4 else "")), "\n")
            elif x < 0.7:
                n.w(r.choice(["Pager ", "pgr "] if L.na else ["Bleep ", "bleep ", "Pager "]), ("PHONE", L.phone("bleep")), "\n")
            else:
                em = self.email(person)
                n.w("Email: ", ("EMAIL", em), "\n")
        if date:
            n.w("Date: ", self.d(date), "\n")

    def email(self, person=None, generic=None):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net"])
        if self.c == "UK" and r.random() < 0.4:
            dom = r.choice(["nhs.example.net", "trust.example.org"])
        if self.c == "IE" and r.random() < 0.4:
            dom = "hse.example.ie".replace(".ie", ".org")
        if generic:
            return f"{generic}@{dom}"
        f = person.first.lower().replace(" ", "").replace("'", "")
        l = person.last.lower().replace(" ", "").replace("'", "")
        f = "".join(ch for ch in f if ch.isascii())
        l = "".join(ch for ch in l if ch.isascii())
        return r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{l}.{f[0]}", f"{f}{l[0]}{r.randrange(1, 99)}"]) + "@" + dom

    def username(self, person):
        if getattr(person, "uname", None):
            return person.uname
        person.uname = self._uname(person)
        return person.uname

    def _uname(self, person):
        r = self.r
        f = "".join(ch for ch in person.first.lower() if ch.isalpha() and ch.isascii())
        l = "".join(ch for ch in person.last.lower() if ch.isalpha() and ch.isascii())
        return r.choice([f"{f[0]}{l}", f"{l}{f[0]}", f"{f}.{l}", f"{f[0]}{l}{r.randrange(1, 9)}", f"{l[:5]}{f[:2]}".upper(),
                         f"{f[:3]}{l[:3]}"])

    def country_name(self):
        return COUNTRY_NAME[self.c]

"""Builder, formatters and per-note context for dev212_en.

Spans are recorded while a note is assembled: template pieces carry inline
markers (\x01TYPE\x02value\x03) that the Builder consumes piece by piece,
appending plain text and recording (start, end) from its running length.
The finished text is never searched.
"""
import datetime as dt
import re

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_MARK = re.compile(r"\x01([A-Z_]+)\x02(.*?)\x03", re.S)


def S(typ, val):
    """Inline PHI marker; the Builder turns it into text plus a span."""
    assert typ in LABEL, typ
    return "\x01%s\x02%s\x03" % (typ, val)


class Builder:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.n = 0
        self.spans = []

    def _plain(self, s):
        if not s:
            return
        if self.lower:
            lo = s.lower()
            assert len(lo) == len(s)
            s = lo
        self.parts.append(s)
        self.n += len(s)

    def _span(self, typ, val):
        assert val and val == val.strip(), repr(val)
        if self.lower:
            lo = val.lower()
            assert len(lo) == len(val)
            val = lo
        start = self.n
        self.parts.append(val)
        self.n += len(val)
        self.spans.append({"start": start, "end": self.n, "label": LABEL[typ], "type": typ, "text": val})

    def w(self, *pieces):
        for s in pieces:
            s = str(s)
            pos = 0
            for m in _MARK.finditer(s):
                self._plain(s[pos:m.start()])
                self._span(m.group(1), m.group(2))
                pos = m.end()
            self._plain(s[pos:])

    def ln(self, *pieces):
        self.w(*pieces)
        self._plain("\n")

    def text(self):
        return "".join(self.parts)


MON = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December")
WD = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


DATE_STYLES = ("dmy", "dmy2", "dmydot", "dmon", "dmonth", "ordmonth", "iso", "dmondash", "wdmonth", "dmyshort")


def fdate(d, style):
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmydot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "dmon":
        return "%d %s %d" % (d.day, MON[d.month - 1][:3], d.year)
    if style == "dmonth":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "ordmonth":
        return "%s %s %d" % (ordinal(d.day), MON[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dmondash":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1][:3], d.year)
    if style == "wdmonth":
        return "%s %d %s %d" % (WD[d.weekday()], d.day, MON[d.month - 1], d.year)
    if style == "wdshort":
        return "%s %d/%d" % (WD[d.weekday()][:3], d.day, d.month)
    if style == "dmyshort":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "monyear":
        return "%s %d" % (MON[d.month - 1], d.year)
    if style == "monyr3":
        return "%s %d" % (MON[d.month - 1][:3], d.year)
    if style == "year":
        return "%d" % d.year
    if style == "dmnoyear":
        return "%d %s" % (d.day, MON[d.month - 1])
    if style == "dm":
        return "%02d/%02d" % (d.day, d.month)
    raise ValueError(style)


class Person:
    def __init__(self, first, last, mid="", nick="", gender="f", title=""):
        self.first, self.last, self.mid, self.nick, self.gender, self.title = first, last, mid, nick, gender, title

    def full(self):
        return "%s %s" % (self.first, self.last)


ROLES_UK = (
    ("Dr", "Specialty Doctor, Sexual & Reproductive Health", "MBChB DFSRH", "GMC"),
    ("Dr", "Consultant in Sexual and Reproductive Health", "MBBS MFSRH", "GMC"),
    ("Dr", "Consultant in Genitourinary Medicine", "MBChB FRCP Dip GUM", "GMC"),
    ("Dr", "GP with Extended Role (SRH)", "MBBS MRCGP DFSRH", "GMC"),
    ("", "Clinical Nurse Specialist", "RGN", "NMC"),
    ("", "Senior Sexual Health Nurse", "RN BSc", "NMC"),
    ("", "Sexual Health Adviser", "RN", "NMC"),
    ("Sister", "Contraception Nurse Practitioner", "RGN LoC SRH", "NMC"),
)
ROLES_NZ = (
    ("Dr", "Sexual Health Physician", "MBChB FAChSHM", "MCNZ"),
    ("Dr", "Senior Medical Officer, Sexual Health", "MBChB DipObs", "MCNZ"),
    ("Dr", "General Practitioner (Youth Health)", "MBChB FRNZCGP", "MCNZ"),
    ("", "Nurse Practitioner, Sexual and Reproductive Health", "NP MN", "NCNZ"),
    ("", "Registered Nurse, Sexual Health", "RN", "NCNZ"),
    ("", "Clinical Nurse Specialist", "RN PGDip", "NCNZ"),
    ("", "Sexual Health Nurse (Contact Tracing)", "RN", "NCNZ"),
)


class Ctx:
    """All identities and per-note formatting choices for one note."""

    def __init__(self, rng, country, lower, genre):
        self.r = r = rng
        self.country = country
        self.uk = country == "UK"
        self.lower = lower
        self.genre = genre
        self.ds = r.choice(DATE_STYLES)
        y = r.choice((2021, 2022, 2023, 2023, 2024, 2024, 2025))
        self.d0 = dt.date(y, 1, 1) + dt.timedelta(days=r.randrange(0, 360))
        self.pt = None
        self.age = None
        self.dob = None

    # ---------------- random helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def pr(self, p):
        return self.r.random() < p

    def dig(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def let(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def days(self, lo, hi):
        return self.d0 + dt.timedelta(days=self.r.randint(lo, hi))

    # ---------------- people
    def make_patient(self, gender=None, age_lo=16, age_hi=45):
        r = self.r
        g = gender or r.choice(("f", "f", "f", "m", "m", "n"))
        pool = {"f": P.FIRST_F, "m": P.FIRST_M, "n": P.FIRST_N}[g]
        first = r.choice(pool)
        if r.random() < 0.12:
            first = r.choice({"f": ("Charlotte",), "m": ("Alexander", "Theodore", "Christopher", "Samuel"),
                              "n": ("Alexander", "Charlotte", "Samuel")}[g])
        nick = ""
        for a, b in P.NICK:
            if a == first:
                nick = b
        mid = r.choice("ABCDEFGHJKLMNPRST") if r.random() < 0.35 else ""
        title = {"f": r.choice(("Ms", "Miss", "Mrs", "Ms")), "m": "Mr", "n": "Mx"}[g]
        self.pt = Person(first, r.choice(P.SURNAMES), mid, nick, g, title)
        self.age = r.randint(age_lo, age_hi)
        self.dob = self.d0 - dt.timedelta(days=365 * self.age + r.randint(5, 355) + self.age // 4)
        return self.pt

    def other(self, gender=None, last=None):
        r = self.r
        g = gender or r.choice(("f", "m", "n"))
        pool = {"f": P.FIRST_F, "m": P.FIRST_M, "n": P.FIRST_N}[g]
        first = r.choice(pool)
        while self.pt is not None and first in (self.pt.first, self.pt.nick):
            first = r.choice(pool)
        return Person(first, last or r.choice(P.SURNAMES), gender=g,
                      title={"f": "Ms", "m": "Mr", "n": "Mx"}[g])

    def clin(self, kind=None):
        r = self.r
        roles = ROLES_UK if self.uk else ROLES_NZ
        if kind == "dr":
            roles = tuple(x for x in roles if x[0] == "Dr")
        elif kind == "nurse":
            roles = tuple(x for x in roles if x[0] != "Dr")
        elif kind == "proc":
            roles = tuple(x for x in roles if "Advis" not in x[1] and "Tracing" not in x[1] and x[1] != "Registered Nurse, Sexual Health")
        title, role, cred, reg = r.choice(roles)
        p = Person(r.choice(P.CLIN_FIRST), r.choice(P.CLIN_LAST), title=title)
        p.role, p.cred, p.regbody = role, cred, reg
        p.reg = self.regno(reg)
        return p

    def regno(self, body):
        if body == "GMC":
            return str(self.r.randint(3, 7)) + self.dig(6)
        if body == "NMC":
            return self.dig(2) + self.ch("ABCDEFGHIJ") + self.dig(4) + self.ch("EOSW")
        if body == "GPhC":
            return "20" + self.dig(5)
        if body == "MCNZ":
            return str(self.r.randint(10, 79)) + self.dig(3)
        if body == "NCNZ":
            return self.dig(6)
        if body == "PCNZ":
            return self.dig(5)
        raise ValueError(body)

    # name markers -----------------------------------------------------
    def pn(self, form=None, typ="PATIENT", p=None):
        p = p or self.pt
        form = form or self.ch(("full", "full", "title", "first", "sf", "fullmid"))
        if form == "full":
            return S(typ, p.full())
        if form == "fullmid":
            if p.mid:
                return S(typ, "%s %s. %s" % (p.first, p.mid, p.last))
            return S(typ, p.full())
        if form == "title":
            return "%s %s" % (p.title, S(typ, p.last)) if p.title else S(typ, p.full())
        if form == "titlefull":
            return "%s %s" % (p.title, S(typ, p.full())) if p.title else S(typ, p.full())
        if form == "first":
            return S(typ, p.first)
        if form == "nick":
            return S(typ, p.nick or p.first)
        if form == "SF":
            return S(typ, "%s, %s%s" % (p.last.upper(), p.first.upper(), (" " + p.mid) if p.mid else ""))
        if form == "sf":
            return S(typ, "%s, %s" % (p.last, p.first))
        if form == "init":
            return S(typ, "%s.%s." % (p.first[0], p.last[0]))
        if form == "INIT":
            return S(typ, "%s%s" % (p.first[0], p.last[0]))
        if form == "initlast":
            return S(typ, "%s. %s" % (p.first[0], p.last))
        if form == "last":
            return S(typ, p.last)
        raise ValueError(form)

    def dn(self, c, form=None):
        """Clinician name with title outside the span."""
        form = form or self.ch(("tfull", "tlast", "full", "initlast"))
        if form == "tfull" and c.title:
            return "%s %s" % (c.title, S("DOCTOR", c.full()))
        if form == "tlast" and c.title:
            return "%s %s" % (c.title, S("DOCTOR", c.last))
        if form == "initlast":
            return (c.title + " " if c.title else "") + S("DOCTOR", "%s %s" % (c.first[0], c.last))
        if form == "first":
            return S("DOCTOR", c.first)
        return S("DOCTOR", c.full())

    def sig(self, c, with_reg=True):
        out = "%s, %s\n%s" % (self.dn(c, self.ch(("tfull", "full"))), c.cred, c.role)
        if with_reg and self.pr(0.75):
            out += "\n%s %s" % ({"GMC": "GMC No.", "NMC": "NMC PIN", "MCNZ": "MCNZ reg", "NCNZ": "NCNZ APC",
                                  "GPhC": "GPhC", "PCNZ": "PCNZ reg"}[c.regbody], S("LICENSE", c.reg))
        return out

    # ---------------- dates / ages
    def D(self, d, style=None):
        return S("DATE", fdate(d, style or self.ds))

    def DOB(self):
        return S("DATE", fdate(self.dob, self.ds if self.ds != "wdmonth" else "dmonth"))

    def A(self, age=None):
        return S("AGE", str(self.age if age is None else age))

    # ---------------- places
    def make_home(self):
        r = self.r
        if self.uk:
            city, county, pc, code = r.choice(P.UK_PLACES)
            street = "%d %s" % (r.randint(1, 240), r.choice(P.UK_STREETS))
            if r.random() < 0.3:
                flat = r.choice(P.UK_FLAT).format(n=r.randint(1, 24), a=r.choice("ABCD"), m=r.randint(1, 4))
                street = ("%s, %s" % (flat, street)) if "/" not in flat else "%s %s" % (flat, street.split(" ", 1)[1])
            dist = str(r.randint(1, 28)) if len(pc) == 2 else str(r.randint(1, 20))
            post = "%s%s %d%s" % (pc, dist, r.randint(1, 9), self.let(2, "ABDEFGHJLNPQRSTUWXYZ"))
            self.home = dict(street=street, loc=self.locality(city), city=city, county=county,
                             post=post, code=code)
        else:
            city, region, pc, code = r.choice(P.NZ_PLACES)
            street = "%d %s" % (r.randint(1, 380), r.choice(P.NZ_STREETS))
            if r.random() < 0.25:
                street = "%d/%s" % (r.randint(1, 12), street) if r.random() < 0.6 else "Flat %d, %s" % (r.randint(1, 6), street)
            post = pc + self.dig(2)
            self.home = dict(street=street, loc=self.locality(city), city=city, county=region,
                             post=post, code=code)
        return self.home

    def locality(self, city):
        for cty, locs in P.LOCALITIES:
            if cty == city:
                return self.r.choice(locs)
        return ""

    def landmark(self):
        return self.r.choice(P.LANDMARKS_UK if self.uk else P.LANDMARKS_NZ)

    def addr(self, h=None, style=None, sep="\n", region=None, country=None):
        h = h or self.home
        style = style or self.ch(("full", "short", "full"))
        lines = [S("STREET", h["street"])]
        if style == "full" and h["loc"]:
            lines.append(S("CITY", h["loc"]))
        if self.uk:
            lines.append(S("CITY", h["city"]))
            if region if region is not None else self.pr(0.3):
                lines.append(S("CITY", h["county"]))
            lines.append(S("ZIP", h["post"]))
        else:
            last = "%s %s" % (S("CITY", h["city"]), S("ZIP", h["post"]))
            lines.append(last)
            if region if region is not None else self.pr(0.3):
                lines.append(S("STATE", h["county"]))
        if country if country is not None else False:
            lines.append(S("COUNTRY", "United Kingdom" if self.uk else "New Zealand"))
        return sep.join(lines)

    def make_site(self, kind="clinic"):
        """A care site with its own address and contacts."""
        r = self.r
        if kind == "clinic":
            pool = P.UK_CLINICS if self.uk else P.NZ_CLINICS
        elif kind == "gender":
            pool = P.UK_GENDER if self.uk else P.NZ_GENDER
        elif kind == "hosp":
            pool = P.UK_HOSP if self.uk else P.NZ_HOSP
        elif kind == "abortion":
            pool = P.UK_ABORTION if self.uk else P.NZ_ABORTION
        elif kind == "gp":
            pool = P.UK_GP if self.uk else P.NZ_GP
        elif kind == "pharm":
            pool = P.UK_PHARM if self.uk else P.NZ_PHARM
        else:
            pool = P.UK_LABS if self.uk else P.NZ_LABS
        save = getattr(self, "home", None)
        h = self.make_home()
        if save is not None:
            self.home = save
            if r.random() < 0.8:
                h["city"], h["county"], h["code"] = save["city"], save["county"], save["code"]
                if self.uk:
                    pre = re.match(r"[A-Z]+", save["post"]).group(0)
                    h["post"] = "%s%d %d%s" % (pre, r.randint(1, 20), r.randint(1, 9), self.let(2, "ABDEFGHJLNPQRSTUWXYZ"))
                else:
                    h["post"] = save["post"][:2] + self.dig(2)
        h["loc"] = self.locality(h["city"])
        name = r.choice(pool).format(city=h["city"])
        h["street"] = h["street"].split(", ")[-1]
        if "/" in h["street"]:
            h["street"] = h["street"].split("/", 1)[1]
        words = [w for w in re.sub(r"[^a-z ]", "", name.lower()).split() if w not in ("the", "and", "for", "of")]
        slug = "-".join(words[:2])
        site = dict(name=name, h=h, tel=self.land(h["code"]), fax=self.land(h["code"]),
                    url=self.url(slug), email=self.email(None, slug))
        return site

    # ---------------- contacts
    def land(self, code, ext=False):
        r = self.r
        if self.uk:
            rest = 11 - len(code)
            if rest == 7:
                num = "%s 555 %s" % (code, self.dig(4))
            elif rest == 6:
                num = "%s 555%s" % (code, self.dig(3))
            else:
                num = "%s 555%s %s" % (code, self.dig(1), self.dig(4))
            if r.random() < 0.12:
                num = "+44 " + num[1:]
        else:
            num = r.choice(("%s 555 %s", "(%s) 555 %s", "%s-555-%s")) % (code, self.dig(4))
            if r.random() < 0.12:
                num = "+64 %s 555 %s" % (code[1:], self.dig(4))
        if ext:
            num += r.choice((" ext. ", " ext ", " x")) + self.dig(r.choice((3, 4)))
        return num

    def mob(self):
        r = self.r
        if self.uk:
            pre = r.choice(("07700", "07911", "07423", "07851", "07388", "07534"))
            num = r.choice(("%s 555%s", "%s 555 %s", "%s555%s")) % (pre, self.dig(3))
            if r.random() < 0.1:
                num = "+44 %s 555 %s" % (pre[1:], self.dig(3))
        else:
            pre = r.choice(("021", "022", "027", "029"))
            num = r.choice(("%s 555 %s", "%s-555-%s", "%s 555%s")) % (pre, self.dig(4))
            if r.random() < 0.1:
                num = "+64 %s 555 %s" % (pre[1:], self.dig(4))
        return num

    def email(self, p=None, slug=None):
        r = self.r
        dom = r.choice(("example.com", "example.org", "example.net", "mail.example.com", "nhs.example.net"
                        if self.uk else "health.example.net"))
        if slug:
            return "%s@%s" % (r.choice(("bookings", "reception", "admin", "results", "contact", slug.split("-")[0])), dom)
        p = p or self.pt
        f, l = p.first.lower(), re.sub(r"[^a-z]", "", p.last.lower())
        local = r.choice(("%s.%s" % (f, l), "%s%s%s" % (f[0], l, self.dig(2)), "%s_%s" % (f, l[:4]),
                          "%s%s" % (f, self.dig(4)), "%s.%s%s" % (l, f[0], self.dig(2))))
        return "%s@%s" % (local, r.choice(("example.com", "example.org", "example.net")))

    def url(self, slug):
        r = self.r
        host = r.choice(("www.example.org", "example.org", "www.example.net", "book.example.com",
                         "https://www.example.org", "https://portal.example.net"))
        return "%s/%s" % (host, slug)

    def user(self, p=None):
        p = p or self.pt
        f, l = re.sub(r"[^a-z]", "", p.first.lower()), re.sub(r"[^a-z]", "", p.last.lower())
        return self.ch(("%s.%s%s" % (f, l[:1], self.dig(2)), "%s_%s" % (f, l[:3]), "%s%s" % (f[:4], self.dig(3)),
                        "%s%s" % (l, self.dig(2)), "%s.%s" % (f, l)))

    def ip(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (r.randint(0, 254), r.randint(1, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(1, 254))

    # ---------------- identifiers
    def nhs(self):
        if self.uk:
            d = "999" + self.dig(7)
            return self.ch(("%s %s %s" % (d[:3], d[3:6], d[6:]), d))
        return self.let(3) + self.dig(4) if self.pr(0.7) else self.let(3) + self.dig(2) + self.let(2)

    def clinic_no(self):
        return self.ch(("GU%s" % self.dig(6), "%s-%s" % (self.let(2), self.dig(6)), "SH%s" % self.dig(7),
                        "%s/%s/%s" % (self.let(2), self.dig(2), self.dig(5)), "C%s" % self.dig(7)))

    def hosp_no(self):
        return self.ch(("%s%s" % (self.let(1), self.dig(7)), "RX%s" % self.dig(7), "%s%s%s" % (self.let(3), self.dig(4), self.let(1))))

    def ni(self):
        if self.uk:
            d = "9" + self.dig(5)
            return self.ch(("QQ %s %s %s %s" % (d[:2], d[2:4], d[4:], self.ch("ABCD")), "QQ%s%s" % (d, self.ch("ABCD"))))
        d = "9" + self.dig(8)
        return self.ch(("%s-%s-%s" % (d[:3], d[3:6], d[6:]), d))

    def healthplan(self):
        return self.ch(("%s-%s-%s" % (self.let(3), self.dig(4), self.dig(4)), "%s%s" % (self.let(2), self.dig(8)),
                        "%s %s %s" % (self.dig(4), self.dig(4), self.dig(2)), "M%s/%s" % (self.dig(7), self.dig(2))))

    def account(self):
        return self.ch(("ENC-%d-%s" % (self.d0.year, self.dig(6)), "V%s" % self.dig(8), "%s-%s" % (self.dig(4), self.dig(4)),
                        "BK%s" % self.let(5, "ABCDEFGHJKMNPQRSTUVWXYZ23456789"), "ATT%s" % self.dig(7)))

    def idnum(self, kind="spec", year=None):
        y = (year or self.d0.year) % 100
        if kind == "spec":
            return self.ch(("S%d-%s" % (y, self.dig(6)), "%d:%s" % (y, self.dig(7)), "H%s%s" % (y, self.dig(5)),
                            "MB%s%s" % (self.dig(2), self.dig(6))))
        if kind == "ref":
            return self.ch(("REF-%s" % self.dig(5), "R%d/%s" % (y, self.dig(5)), "%s%s" % (self.let(2), self.dig(6))))
        if kind == "crime":
            return self.ch(("%s/%s/%d" % (self.dig(2), self.dig(5), y), "%d%s" % (y, self.dig(7))))
        if kind == "batch":
            return self.ch(("%s%s" % (self.let(1), self.dig(6)), "%s%s%s" % (self.let(2), self.dig(3), self.let(2))))
        return self.dig(8)

    def device(self):
        return self.ch(("T%s" % self.dig(6), "TU%s%s" % (self.dig(2), self.let(3)), "%s%s" % (self.let(1), self.dig(7)),
                        "SN %s-%s" % (self.let(3), self.dig(5))))

    def plate(self):
        if self.uk:
            return "%s%s %s" % (self.let(2, "ABCDEFGHKLMNOPRSVWY"), self.ch(("19", "68", "21", "71", "15", "65", "23")), self.let(3))
        return "%s%s" % (self.let(3), self.dig(3))

    def bioid(self, kind="dna"):
        if kind == "elim":
            return self.ch(("ELIM-%s" % self.dig(6), "SE%s" % self.dig(5)))
        if kind == "fp":
            return self.ch(("FP-%s" % self.dig(6), "FPR%s" % self.dig(7)))
        return self.ch(("DNA-%s-%s" % (self.dig(4), self.dig(2)), "BIO%s" % self.dig(6), "RS%s%s" % (self.d0.year % 100, self.dig(6))))

    def dl(self, p=None):
        p = p or self.pt
        if self.uk:
            sur = (re.sub(r"[^A-Z]", "", p.last.upper()) + "99999")[:5]
            return "%s%s%s%s%s%s" % (sur, self.dig(6), p.first[0].upper(), (p.mid or "9").upper(), self.dig(1), self.let(2))
        return "%s%s" % (self.let(2), self.dig(6))

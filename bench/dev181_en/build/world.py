"""Note builder (single-pass offsets) and per-country value generators for dev181_en."""
import datetime as dt
import re
import unicodedata

import pools as P

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
_PH = re.compile(r"\{(\w+)(?:\|(\w+))?\}")


class Frag(list):
    """A run of (text, type-or-None) pieces, e.g. an address split into parts."""

    def __add__(self, other):
        return Frag(list.__add__(self, list(other)))


def frag(*pieces):
    return Frag(pieces)


class Note:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def add(self, text, typ=None):
        if isinstance(text, Frag):
            for t, ty in text:
                self.add(t, ty)
            return
        text = str(text)
        if typ is not None:
            if typ not in LABELS:
                raise ValueError("bad type " + typ)
            if not text or text != text.strip():
                raise ValueError("bad span text %r" % text)
            self.spans.append((self.pos, self.pos + len(text), typ))
        self.parts.append(text)
        self.pos += len(text)

    def f(self, tmpl, **kw):
        i = 0
        for m in _PH.finditer(tmpl):
            if m.start() > i:
                self.add(tmpl[i:m.start()])
            val = kw[m.group(1)]
            if isinstance(val, Frag):
                if m.group(2):
                    raise ValueError("typed frag")
                self.add(val)
            else:
                self.add(val, m.group(2))
            i = m.end()
        if i < len(tmpl):
            self.add(tmpl[i:])

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self.add("\n")

    def text(self):
        return "".join(self.parts)


def asciify(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^A-Za-z0-9]", "", s)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December")
WD = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

FULL_STYLES = ("dmy", "dmy", "dmy", "dmy_short", "dmy_dot", "dmy_dash", "d_mon_y", "d_month_y",
               "dth_month_y", "dd_mon_yy", "iso")


def fmt_date(d, style):
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy_short":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "dmy_dash":
        return "%02d-%02d-%d" % (d.day, d.month, d.year)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, MONTH[d.month - 1], d.year)
    if style == "dth_month_y":
        return "%s %s %d" % (ordinal(d.day), MONTH[d.month - 1], d.year)
    if style == "dd_mon_yy":
        return "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "dm":
        return "%02d/%02d" % (d.day, d.month)
    if style == "dm_short":
        return "%d/%d" % (d.day, d.month)
    if style == "d_mon":
        return "%d %s" % (d.day, MON[d.month - 1])
    if style == "wd_dm":
        return "%s %02d/%02d" % (WD[d.weekday()], d.day, d.month)
    if style == "wd_dmy":
        return "%s %02d/%02d/%d" % (WD[d.weekday()], d.day, d.month, d.year)
    if style == "weekday_dth_month":
        return "%s %s %s" % (WEEKDAY[d.weekday()], ordinal(d.day), MONTH[d.month - 1])
    if style == "weekday_d_month_y":
        return "%s %d %s %d" % (WEEKDAY[d.weekday()], d.day, MONTH[d.month - 1], d.year)
    if style == "month_y":
        return "%s %d" % (MONTH[d.month - 1], d.year)
    if style == "mon_y":
        return "%s %d" % (MON[d.month - 1], d.year)
    if style == "mon_yy":
        return "%s-%02d" % (MON[d.month - 1], d.year % 100)
    if style == "year":
        return str(d.year)
    if style == "weekday":
        return WEEKDAY[d.weekday()]
    raise ValueError(style)


AMBIG = ("PT", "RR", "GP", "HR", "BP", "MS", "DR", "MR", "SH", "CT", "GC", "TV", "HA", "OD", "TA", "IV", "IM", "NA", "OK", "ED",
         "MI", "PE", "AF", "HB", "HC", "ID", "RN", "PA", "MD", "DO", "PO", "TB", "UK", "NZ", "IE", "SW", "NI", "AM", "PM",
         "NO", "IN", "AN", "AT", "IS", "IT", "ON", "OR", "TO", "UP", "US", "WE", "ME", "MY", "BE", "BY", "GO", "HE", "IF", "OF", "SO", "AS", "OO")


class Person:
    def __init__(self, first, last, sex, dob, nick=None):
        self.first, self.last, self.sex, self.dob, self.nick = first, last, sex, dob, nick

    def initials(self, dots=False):
        a, b = self.first[0], self.last[0]
        return ("%s.%s." % (a, b)) if dots else (a + b)

    def title(self, rng):
        if self.sex == "M":
            return "Mr"
        if not getattr(self, "_title", None):
            self._title = rng.choice(("Ms", "Ms", "Miss", "Mrs"))
        return self._title


def pname(rng, p, typ="PATIENT", forms=None):
    """Patient / family name in a random surface form. Titles stay outside the span."""
    forms = forms or ("full", "full", "full", "last_first", "LAST_first", "title_last", "first",
                      "init_last", "title_full", "FULLCAPS")
    form = rng.choice(forms)
    if form == "full":
        return frag((p.first + " " + p.last, typ))
    if form == "last_first":
        return frag((p.last + ", " + p.first, typ))
    if form == "LAST_first":
        return frag((p.last.upper() + ", " + p.first, typ))
    if form == "FULLCAPS":
        return frag((p.first.upper() + " " + p.last.upper(), typ))
    if form == "title_last":
        return frag((p.title(rng) + " ", None), (p.last, typ))
    if form == "title_full":
        return frag((p.title(rng) + " ", None), (p.first + " " + p.last, typ))
    if form == "first":
        return frag((p.first, typ))
    if form == "init_last":
        return frag((p.first[0] + ". " + p.last, typ))
    if form == "initials":
        ini = p.initials(rng.random() < 0.5)
        if ini.replace(".", "").upper() in AMBIG:
            return frag((p.first + " " + p.last, typ))
        return frag((ini, typ))
    if form == "last":
        return frag((p.last, typ))
    if form == "nick":
        return frag((p.nick or p.first, typ))
    raise ValueError(form)


class World:
    """All value generators for one note; `c` is "UK", "IE" or "NZ"."""

    COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "NZ": "New Zealand"}

    def __init__(self, rng, c):
        self.rng = rng
        self.c = c
        start = dt.date(2021, 1, 4)
        self.today = start + dt.timedelta(days=rng.randrange(0, 1390))
        self.dstyle = rng.choice(FULL_STYLES)
        self.home = self.place()

    # ---------------------------------------------------------------- dates
    def days_ago(self, lo, hi):
        return self.today - dt.timedelta(days=self.rng.randint(lo, hi))

    def days_ahead(self, lo, hi):
        return self.today + dt.timedelta(days=self.rng.randint(lo, hi))

    def d(self, date, style=None):
        return fmt_date(date, style or self.dstyle)

    def dany(self, date):
        return fmt_date(date, self.rng.choice(FULL_STYLES + ("d_mon", "dm", "wd_dmy", "weekday_d_month_y")))

    # ---------------------------------------------------------------- people
    def _pools(self, c=None):
        c = c or self.c
        if c == "UK":
            return P.UK_FIRST_M, P.UK_FIRST_F, P.UK_SURNAMES
        if c == "IE":
            return P.IE_FIRST_M, P.IE_FIRST_F, P.IE_SURNAMES
        return P.NZ_FIRST_M, P.NZ_FIRST_F, P.NZ_SURNAMES

    def person(self, sex=None, lo=18, hi=62, mix=0.12):
        r = self.rng
        c = self.c
        if r.random() < mix:
            c = r.choice(("UK", "IE", "NZ"))
        fm, ff, sn = self._pools(c)
        sex = sex or r.choice("MF")
        for _ in range(20):
            first = r.choice(fm if sex == "M" else ff)
            last = r.choice(sn)
            if (first[0] + last[0]).upper() not in AMBIG:
                break
        age = r.randint(lo, hi)
        anniv = dt.date(self.today.year - age, self.today.month, min(self.today.day, 28))
        dob = anniv - dt.timedelta(days=r.randrange(0, 360))
        p = Person(first, last, sex, dob, r.choice(P.NICKNAMES) if r.random() < 0.3 else None)
        return p

    def age(self, p, at=None):
        at = at or self.today
        return at.year - p.dob.year - ((at.month, at.day) < (p.dob.month, p.dob.day))

    def staff_name(self, p, forms=None):
        """Clinician name, titles and credentials outside the span."""
        r = self.rng
        forms = forms or ("dr_last", "dr_init_last", "full", "full", "full_cred", "init_last", "first")
        form = r.choice(forms)
        if form == "dr_last":
            return frag(("Dr ", None), (p.last, "DOCTOR"))
        if form == "dr_init_last":
            return frag(("Dr ", None), (p.first[0] + " " + p.last, "DOCTOR"))
        if form == "dr_full":
            return frag(("Dr ", None), (p.first + " " + p.last, "DOCTOR"))
        if form == "full":
            return frag((p.first + " " + p.last, "DOCTOR"))
        if form == "full_cred":
            return frag((p.first + " " + p.last, "DOCTOR"), (", " + r.choice(("RGN", "RMN", "CNS", "SHA", "MBChB", "MRCGP", "NMP", "BSc")), None))
        if form == "init_last":
            return frag((p.first[0] + ". " + p.last, "DOCTOR"))
        if form == "first":
            return frag((p.first, "DOCTOR"))
        if form == "initials":
            return frag((p.initials(), "DOCTOR"))
        raise ValueError(form)

    # ---------------------------------------------------------------- places
    def place(self):
        r = self.rng
        if self.c == "UK":
            city, pc, ac, region, county = r.choice(P.UK_PLACES)
            return {"city": city, "pc": pc, "ac": ac.split()[0], "region": region, "county": county}
        if self.c == "IE":
            city, keys, ac, prov, county = r.choice(P.IE_PLACES)
            return {"city": city, "pc": keys, "ac": ac, "region": prov, "county": county}
        city, ac, codes, region = r.choice(P.NZ_PLACES)
        return {"city": city, "pc": codes, "ac": ac, "region": region, "county": None}

    def postcode(self, pl=None):
        r = self.rng
        pl = pl or self.home
        if self.c == "UK":
            return "%s%d %d%s%s" % (pl["pc"], r.randint(1, 28), r.randint(1, 9),
                                   r.choice("ABDEFGHJLNPQRSTUWXYZ"), r.choice("ABDEFGHJLNPQRSTUWXYZ"))
        if self.c == "IE":
            chars = "ACDEFHKNPRTVWXY0123456789"
            return r.choice(pl["pc"]) + " " + "".join(r.choice(chars) for _ in range(4))
        return r.choice(pl["pc"])

    def street(self):
        r = self.rng
        if self.c == "UK":
            s = "%d %s %s" % (r.randint(1, 240), r.choice(P.STREET_STEMS_UK), r.choice(P.STREET_SUFFIX_UK))
            if r.random() < 0.3:
                s = r.choice(("Flat %d, " % r.randint(1, 24), "Flat %d%s, " % (r.randint(1, 9), r.choice("ABC")))) + s
        elif self.c == "IE":
            s = "%d %s %s" % (r.randint(1, 180), r.choice(P.STREET_STEMS_IE), r.choice(P.STREET_SUFFIX_IE))
            if r.random() < 0.25:
                s = "Apt %d, " % r.randint(1, 60) + s
        else:
            s = "%d %s %s" % (r.randint(1, 320), r.choice(P.STREET_STEMS_NZ), r.choice(P.STREET_SUFFIX_NZ))
            if r.random() < 0.25:
                s = "%d/" % r.randint(1, 12) + s
        return s

    def suburb(self, pl=None):
        pl = pl or self.home
        subs = P.SUBURBS.get(pl["city"])
        return self.rng.choice(subs) if subs else pl["city"]

    def address(self, pl=None, oneline=True):
        """Street, town and postcode as separate spans."""
        r = self.rng
        pl = pl or self.home
        sep = ", " if oneline else "\n"
        out = Frag([(self.street(), "STREET"), (sep, None)])
        if r.random() < 0.3 and pl["city"] in P.SUBURBS:
            out += [(self.suburb(pl), "CITY"), (sep, None)]
        out += [(pl["city"], "CITY")]
        if self.c == "IE":
            if pl["county"] and r.random() < 0.6:
                out += [(sep + "Co. ", None), (pl["county"], "CITY")]
            if r.random() < 0.85:
                out += [(sep, None), (self.postcode(pl), "ZIP")]
        elif self.c == "UK":
            if r.random() < 0.2:
                out += [(sep, None), (pl["county"], "CITY")]
            out += [(r.choice((" ", sep)), None), (self.postcode(pl), "ZIP")]
        else:
            out += [(" ", None), (self.postcode(pl), "ZIP")]
        return out

    # ---------------------------------------------------------------- contacts
    def phone(self, pl=None, ext=False):
        r = self.rng
        pl = pl or self.home
        ac = pl["ac"]
        n4 = "%04d" % r.randint(0, 9999)
        s = r.choice(("%s 555 %s" % (ac, n4), "%s 555%s" % (ac, n4), "(%s) 555 %s" % (ac, n4), "%s-555-%s" % (ac, n4)))
        if ext:
            s += r.choice((" ext. %d" % r.randint(200, 4999), " ext %d" % r.randint(200, 4999), " x%d" % r.randint(200, 999)))
        return s

    def mobile(self):
        r = self.rng
        if self.c == "UK":
            a = "07%d%02d" % (r.choice((4, 5, 7, 8, 9)), r.randint(0, 99))
            b = "555%03d" % r.randint(0, 999)
            return r.choice(("%s %s" % (a, b), a + b, "+44 %s %s" % (a[1:], b), "%s %s %s" % (a, b[:3], b[3:])))
        if self.c == "IE":
            a = r.choice(("083", "085", "086", "087", "089"))
            b = "%04d" % r.randint(0, 9999)
            return r.choice(("%s 555 %s" % (a, b), "%s-555-%s" % (a, b), "+353 %s 555 %s" % (a[1:], b), "%s555%s" % (a, b)))
        a = r.choice(("021", "022", "027"))
        b = "%04d" % r.randint(0, 9999) if a != "021" else "%03d" % r.randint(0, 999)
        return r.choice(("%s 555 %s" % (a, b), "%s555%s" % (a, b), "+64 %s 555 %s" % (a[1:], b)))

    def freephone(self):
        r = self.rng
        if self.c == "NZ":
            return "0800 555 %03d" % r.randint(0, 999)
        if self.c == "IE":
            return "1800 555 %03d" % r.randint(0, 999)
        return "0800 555 %04d" % r.randint(0, 9999)

    def domain(self):
        return self.rng.choice(P.DOMAINS)

    def email_for(self, p, personal=True):
        r = self.rng
        f, l = asciify(p.first).lower(), asciify(p.last).lower()
        if personal:
            user = r.choice((f + "." + l, f + l + str(r.randint(1, 99)), f[0] + l, f + "_" + str(r.randint(80, 2005)),
                             (p.nick and asciify(p.nick).lower() or f) + str(r.randint(10, 99))))
        else:
            user = r.choice((f + "." + l, f[0] + "." + l, f + l[0]))
        return user + "@" + self.domain()

    def service_email(self, tag):
        return "%s.%s@%s" % (tag, asciify(self.home["city"]).lower(), self.domain())

    def url(self, slug=None):
        r = self.rng
        slug = slug or r.choice(("book", "results", "kits", "naloxone", "prep", "referral", "pn", "portal", "getchecked"))
        host = r.choice(("www.", "https://", "https://book.", "http://", "https://my.", "")) + self.domain()
        tail = r.choice(("/" + slug, "/" + slug + "/" + asciify(self.home["city"]).lower(), "/" + slug + "?ref=%d" % r.randint(100, 9999), "/" + slug + "/"))
        return host + tail

    def ip(self):
        r = self.rng
        k = r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (r.randint(0, 254), r.randint(1, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(1, 254))

    def username(self, p):
        r = self.rng
        f, l = asciify(p.first).lower(), asciify(p.last).lower()
        return r.choice((f[0] + l[:6] + str(r.randint(1, 9)), f + "." + l, (f[:3] + l[:3]).upper(), l + f[0] + str(r.randint(10, 99)), f + "_" + l[:4]))

    def app_handle(self):
        r = self.rng
        a = r.choice(("boi", "cub", "wolf", "kiwi", "paddy", "scally", "jock", "lad", "guy", "chill", "bear", "otter", "sunny", "tama", "hunni"))
        b = r.choice(("_", "", ".", "x"))
        return a + b + r.choice(("ak", "dub", "mcr", "chch", "lpool", "cork", "wlg", "bfs", "")) + str(r.randint(1, 999))

    # ---------------------------------------------------------------- IDs
    def nhs(self):
        r = self.rng
        if self.c == "UK":
            if self.home["pc"] in ("G", "DD", "AB", "IV"):
                return "%02d%02d%02d%04d" % (r.randint(1, 28), r.randint(1, 12), r.randint(0, 99), r.randint(0, 9999))
            d = "999%07d" % r.randint(0, 9999999)
            return r.choice(("%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])))
        if self.c == "NZ":
            letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            return "Z" + r.choice(letters) + r.choice(letters) + "%04d" % r.randint(0, 9999)
        return "%07d" % r.randint(100000, 9999999)

    def nhs_label(self):
        if self.c == "UK":
            return "CHI" if self.home["pc"] in ("G", "DD", "AB", "IV") else self.rng.choice(("NHS no", "NHS No.", "NHS number", "NHS#"))
        if self.c == "NZ":
            return self.rng.choice(("NHI", "NHI no", "NHI#"))
        return self.rng.choice(("MRN", "Hosp no", "Chart no", "IHI"))

    def mrn(self):
        r = self.rng
        k = r.randint(0, 4)
        if k == 0:
            return "%s%07d" % (r.choice("MKRSTH"), r.randint(0, 9999999))
        if k == 1:
            return "%s/%02d/%05d" % (r.choice(("GU", "SH", "CDT", "ATS")), self.today.year % 100, r.randint(0, 99999))
        if k == 2:
            return "%d-%04d" % (r.randint(10, 99), r.randint(0, 9999))
        if k == 3:
            return "%08d" % r.randint(0, 99999999)
        return "%s%06d" % (r.choice(("SH", "CL", "RX", "AD")), r.randint(0, 999999))

    def ssn(self):
        r = self.rng
        if self.c == "UK":
            n = "%06d" % r.randint(0, 999999)
            sfx = r.choice("ABCD")
            return r.choice(("QQ %s %s %s %s" % (n[:2], n[2:4], n[4:], sfx), "QQ%s%s" % (n, sfx), "QQ %s%s" % (n, sfx)))
        if self.c == "IE":
            return "9%06d%s%s" % (r.randint(0, 999999), r.choice("ABCDEFGHJKLMNPRSTWX"), r.choice(("", "", "A", "W")))
        return "9%02d-%03d-%03d" % (r.randint(0, 99), r.randint(0, 999), r.randint(0, 999))

    def ssn_label(self):
        if self.c == "UK":
            return self.rng.choice(("NI no", "NINO", "NI number", "Nat. Ins."))
        if self.c == "IE":
            return self.rng.choice(("PPSN", "PPS no", "PPS number"))
        return self.rng.choice(("IRD no", "IRD number", "IRD#"))

    def healthplan(self):
        """(label, value) for a health-cover / beneficiary number."""
        r = self.rng
        if self.c == "IE":
            return r.choice((("Medical card no", "%02d-%06d%s" % (r.randint(1, 30), r.randint(0, 999999), r.choice("ABCDKMT"))),
                             ("GMS no", "%07d" % r.randint(0, 9999999)),
                             ("DPS no", "DP%08d" % r.randint(0, 99999999)),
                             ("Private health insurance member no", "%d%07d" % (r.randint(1, 9), r.randint(0, 9999999)))))
        if self.c == "NZ":
            return r.choice((("Community Services Card no", "%04d %04d %d" % (r.randint(0, 9999), r.randint(0, 9999), r.randint(0, 9))),
                             ("Health insurer member no", "SX%07d" % r.randint(0, 9999999)),
                             ("CSC", "%09d" % r.randint(0, 999999999))))
        return r.choice((("GHIC no", "80826%015d" % r.randint(0, 10 ** 15 - 1)),
                         ("Private medical insurance policy no", "PH%08d" % r.randint(0, 99999999)),
                         ("Insurer membership no", "%s%06d" % (r.choice(("AXM", "BPH", "HCP")), r.randint(0, 999999)))))

    def license(self, kind="doctor"):
        """(label, value) for a registration / licence number."""
        r = self.rng
        if kind == "driving":
            if self.c == "UK":
                s = "%s%d%02d%02d%d%s9%s" % ("".join(r.choice("ABCDEFGHKLMNPRSTW") for _ in range(5)), r.randint(5, 9),
                                             r.randint(1, 62), r.randint(1, 28), r.randint(0, 9),
                                             "".join(r.choice("ABCDEFGHJKLMNPRSTW") for _ in range(2)),
                                             "".join(r.choice("ABCDEFGHJKLMNPRSTW0123456789") for _ in range(2)))
                return "driving licence no", s
            if self.c == "IE":
                return "driving licence no", "%09d" % r.randint(0, 999999999)
            return "driver licence no", "%s%s%06d" % (r.choice("ABDEFHKLM"), r.choice("ABCDEFGHJKLMNPRSTW"), r.randint(0, 999999))
        if self.c == "UK":
            if kind == "doctor":
                return r.choice(("GMC", "GMC no", "GMC No.")), "%07d" % r.randint(2000000, 7999999)
            if kind == "nurse":
                return r.choice(("NMC PIN", "NMC")), "%02d%s%04d%s" % (r.randint(0, 23), r.choice("ABCDEFGHIJKLMNOPRSTUVWY"), r.randint(0, 9999), r.choice("ABCDEOSW"))
            return r.choice(("GPhC", "GPhC reg", "GPhC no")), "20%05d" % r.randint(0, 99999)
        if self.c == "IE":
            if kind == "doctor":
                return r.choice(("IMC", "IMC no", "MCRN")), "%06d" % r.randint(100000, 499999)
            if kind == "nurse":
                return r.choice(("NMBI PIN", "NMBI")), "%06d" % r.randint(100000, 199999)
            return r.choice(("PSI", "PSI reg")), "%04d" % r.randint(1000, 9999)
        if kind == "doctor":
            return r.choice(("MCNZ", "MCNZ reg", "Med Council no")), "%05d" % r.randint(10000, 99999)
        if kind == "nurse":
            return r.choice(("NCNZ", "NCNZ reg")), "%06d" % r.randint(100000, 399999)
        return r.choice(("PCNZ", "PCNZ reg")), "%05d" % r.randint(10000, 99999)

    def plate(self):
        r = self.rng
        L = "ABCDEFGHJKLMNOPRSTUVWXY"
        if self.c == "UK":
            return "%s%s%02d %s" % (r.choice(L), r.choice(L), r.choice((17, 18, 19, 20, 21, 22, 23, 67, 68, 69, 70, 71, 72, 12, 14, 15, 65, 66)), "".join(r.choice(L) for _ in range(3)))
        if self.c == "IE":
            return "%d%s-%s-%d" % (r.randint(12, 24), r.choice(("1", "2")) if r.random() < 0.7 else "", r.choice(("D", "C", "G", "L", "W", "KY", "MH", "LH", "WX", "T", "SO", "KE")), r.randint(1, 39999))
        return "".join(r.choice(L) for _ in range(3)) + "%d" % r.randint(100, 999)

    def serial(self, prefix=None):
        r = self.rng
        prefix = prefix or r.choice(("SN", "MM", "LX", "DA", "BR", "TG", "CO"))
        return r.choice(("%s-%06d" % (prefix, r.randint(0, 999999)), "%s%d%s%04d" % (prefix, r.randint(1, 9), r.choice("ABCDEFGH"), r.randint(0, 9999)),
                         "%08d%s" % (r.randint(0, 99999999), r.choice("ABXZ"))))

    def imei(self):
        r = self.rng
        return "35%06d%06d%d" % (r.randint(0, 999999), r.randint(0, 999999), r.randint(0, 9))

    def bioid(self):
        r = self.rng
        return r.choice(("FP-%05d" % r.randint(0, 99999), "BIO%07d" % r.randint(0, 9999999), "FPT-%d%s%03d" % (r.randint(10, 99), r.choice("ABCDEF"), r.randint(0, 999)),
                         "PV-%06d" % r.randint(0, 999999), "%04X-%04X" % (r.randint(0, 65535), r.randint(0, 65535))))

    def account(self):
        r = self.rng
        return r.choice(("EP%07d" % r.randint(0, 9999999), "A%02d%06d" % (self.today.year % 100, r.randint(0, 999999)),
                         "%d-%05d" % (r.randint(100, 999), r.randint(0, 99999)), "ENC-%06d" % r.randint(0, 999999),
                         "V%08d" % r.randint(0, 99999999)))

    def idnum(self, kind="lab"):
        r = self.rng
        y = self.today.year % 100
        if kind == "lab":
            return r.choice(("L%02d-%06d" % (y, r.randint(0, 999999)), "%02d%s%06d" % (y, r.choice("HMSV"), r.randint(0, 999999)),
                             "SH%02d/%05d" % (y, r.randint(0, 99999)), "M%d%07d" % (y % 10, r.randint(0, 9999999))))
        if kind == "police":
            return r.choice(("%02d/%06d/%02d" % (r.randint(1, 99), r.randint(0, 999999), y), "%d%07d" % (r.randint(1, 9), r.randint(0, 9999999)), "PUL-%d-%05d" % (self.today.year, r.randint(0, 99999))))
        if kind == "ref":
            return r.choice(("REF-%05d" % r.randint(0, 99999), "SG/%d/%04d" % (self.today.year, r.randint(0, 9999)),
                             "MASH-%06d" % r.randint(0, 999999), "%d%05d" % (r.randint(1, 9), r.randint(0, 99999))))
        if kind == "rx":
            return "%010d" % r.randint(0, 9999999999)
        if kind == "order":
            return r.choice(("ORD-%06d" % r.randint(0, 999999), "K%02d%05d" % (y, r.randint(0, 99999)), "%s%05d" % ("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2)), r.randint(0, 99999))))
        if kind == "client":
            return "%s%s%s%02d%02d" % (r.choice("ABCDEFGHJKLMNPRSTW"), r.choice("ABCDEFGHJKLMNPRSTW"), r.choice("FM"), r.randint(1, 28), r.randint(60, 104) % 100)
        return "%s-%05d" % (kind.upper()[:3], r.randint(0, 99999))

    # ---------------------------------------------------------------- named orgs and sites
    def prefix(self):
        return self.rng.choice({"UK": P.PLACE_PREFIX_UK, "IE": P.PLACE_PREFIX_IE, "NZ": P.PLACE_PREFIX_NZ}[self.c])

    def addiction_service(self):
        r = self.rng
        if r.random() < 0.25:
            return self.home["city"] + " " + r.choice(P.ADDICTION_KINDS[self.c])
        return self.prefix() + " " + r.choice(P.ADDICTION_KINDS[self.c])

    def sh_clinic(self):
        r = self.rng
        if r.random() < 0.25:
            return self.home["city"] + " " + r.choice(P.SH_KINDS[self.c])
        return self.prefix() + " " + r.choice(P.SH_KINDS[self.c])

    def gp_practice(self):
        r = self.rng
        if r.random() < 0.3:
            return r.choice(P.STREET_STEMS_UK if self.c == "UK" else P.STREET_STEMS_IE if self.c == "IE" else P.STREET_STEMS_NZ) + " " + r.choice(("Road", "Street")) + " " + r.choice(P.GP_KINDS[self.c])
        return self.prefix() + " " + r.choice(P.GP_KINDS[self.c])

    def pharmacy(self):
        r = self.rng
        k = r.randint(0, 3)
        sn = self._pools()[2]
        if k == 0:
            return r.choice(sn) + "'s Pharmacy"
        if k == 1:
            return self.prefix() + " Pharmacy"
        if k == 2:
            return r.choice(sn) + " Chemists"
        return r.choice(("Market Street", "Quay", "Main Street", "Village", "Hillside", "Corner")) + " Pharmacy"

    def hospital(self):
        r = self.rng
        if r.random() < 0.3:
            return "St " + r.choice(P.SAINTS) + "'s Hospital"
        return r.choice((self.prefix(), self.home["city"])) + " " + r.choice(P.HOSP_KINDS[self.c])

    def ward(self):
        return self.rng.choice(P.WARD_NAMES) + " Ward"

    def employer(self):
        r = self.rng
        return r.choice((r.choice(self._pools()[2]), self.prefix())) + " " + r.choice(P.EMPLOYER_SUFFIX)

    def school(self):
        r = self.rng
        return r.choice((self.prefix(), "St " + r.choice(P.SAINTS) + "'s")) + " " + r.choice(P.SCHOOL_KINDS[self.c])

    def charity(self):
        return self.prefix() + " " + self.rng.choice(P.CHARITY_KINDS)

    def church(self):
        return "St " + self.rng.choice(P.SAINTS) + "'s " + self.rng.choice(("Church", "Parish Church", "Community Church"))

    def hostel(self):
        return self.rng.choice(P.HOSTELS[self.c])

    def landmark(self):
        return self.rng.choice(P.LANDMARKS)

    def region(self):
        r = self.rng
        if self.c == "UK":
            return r.choice(P.UK_PLACES)[3]
        if self.c == "IE":
            return r.choice(("Leinster", "Munster", "Connacht", "Ulster"))
        return r.choice(P.NZ_REGIONS)

    def other_city(self):
        return self.place()["city"]

    def country_abroad(self):
        return self.rng.choice(P.TRAVEL_COUNTRIES)

    def profession(self):
        return self.rng.choice(P.PROFESSIONS)

    def room(self):
        r = self.rng
        return r.choice(("%d" % r.randint(1, 14), "%d%s" % (r.randint(1, 4), r.choice("ABC")), "G%02d" % r.randint(1, 20)))

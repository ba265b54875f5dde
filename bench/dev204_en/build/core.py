"""Builder, formatters and entity generators for dev204_en.

Offsets are computed while a note is assembled: every piece of text is
appended in order and a span is recorded at the moment a PHI piece is added.
"""
import datetime

import pools as P

TYPE_LABEL = {
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


class B:
    """Append-only note builder. Call with str (plain) or (value, TYPE) tuples."""

    def __init__(self, lower=False):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def __call__(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                if it:
                    self._plain(it)
            elif isinstance(it, tuple):
                self._span(it[0], it[1])
            elif isinstance(it, list):
                self(*it)
            else:
                raise TypeError(repr(it))
        return self

    def _plain(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _span(self, v, typ):
        if typ not in TYPE_LABEL:
            raise ValueError(typ)
        if not v or v != v.strip():
            raise ValueError("bad span value %r" % (v,))
        if self.lower:
            v = v.lower()
        start = self.pos
        self.parts.append(v)
        self.pos += len(v)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ],
                           "type": typ, "text": v})

    def text(self):
        return "".join(self.parts)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    mon, mname = MONTHS[m - 1][:3], MONTHS[m - 1]
    wd = WEEKDAYS[d.weekday()]
    f = {
        "dmy": "%02d/%02d/%d" % (dd, m, y),
        "dmy2": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dmyd": "%02d.%02d.%d" % (dd, m, y),
        "dMy": "%d %s %d" % (dd, mon, y),
        "dMMy": "%d %s %d" % (dd, mname, y),
        "ordMMy": "%s %s %d" % (ordinal(dd), mname, y),
        "dMy-": "%02d-%s-%d" % (dd, mon, y),
        "DMY-": "%02d-%s-%d" % (dd, mon.upper(), y),
        "iso": "%d-%02d-%02d" % (y, m, dd),
        "mdy": "%02d/%02d/%d" % (m, dd, y),
        "mdys": "%d/%d/%d" % (m, dd, y),
        "mdy2": "%d/%d/%02d" % (m, dd, y % 100),
        "MMdy": "%s %d, %d" % (mname, dd, y),
        "Mdy": "%s %d, %d" % (mon, dd, y),
        "mdy-": "%02d-%02d-%d" % (m, dd, y),
        "wuk": "%s %d %s %d" % (wd, dd, mname, y),
        "wuk3": "%s %d %s" % (wd[:3], dd, mon),
        "wus": "%s, %s %d, %d" % (wd, mname, dd, y),
        "wus3": "%s %d/%d" % (wd[:3], m, dd),
        "My": "%s %d" % (mname, y),
        "Mony": "%s %d" % (mon, y),
        "mY": "%02d/%d" % (m, y),
        "Y": "%d" % y,
        "md": "%d/%d" % (m, dd),
        "dm": "%d/%d" % (dd, m),
        "dM": "%d %s" % (dd, mon),
        "Md": "%s %d" % (mon, dd),
    }
    return f[style]


UK_DSTYLES = ["dmy", "dmy", "dmy", "dmy2", "dmyd", "dMy", "dMMy", "ordMMy", "dMy-", "DMY-", "iso"]
US_DSTYLES = ["mdy", "mdy", "mdys", "mdy2", "MMdy", "Mdy", "mdy-", "iso", "DMY-", "mdys"]


class Ctx:
    """Per-note state: rng, country, lower flag, anchor date and style."""

    def __init__(self, r, country, lower, genre):
        self.r = r
        self.country = country
        self.uk = country == "UK"
        self.lower = lower
        self.genre = genre
        start = datetime.date(2019, 1, 7)
        self.date = start + datetime.timedelta(days=r.randint(0, 2350))
        if genre not in ("copd_exacerbation_admission", "discharge_summary", "home_niv_initiation") \
                and self.date.weekday() >= 5:
            self.date -= datetime.timedelta(days=self.date.weekday() - 4)
        self.ds = r.choice(UK_DSTYLES if self.uk else US_DSTYLES)

    # --- dates -------------------------------------------------------
    def D(self, d, style=None):
        return (fdate(d, style or self.ds), "DATE")

    def ago(self, lo, hi=None):
        return self.date - datetime.timedelta(days=self.r.randint(lo, hi if hi is not None else lo))

    def ahead(self, lo, hi=None):
        d = self.date + datetime.timedelta(days=self.r.randint(lo, hi if hi is not None else lo))
        if d.weekday() >= 5:
            d += datetime.timedelta(days=7 - d.weekday())
        return d

    def alt_style(self):
        return self.r.choice(UK_DSTYLES if self.uk else US_DSTYLES)

    def maybe(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)


# ---------------------------------------------------------------- people
def person(ctx, sex=None, uk=None):
    r = ctx.r
    uk = ctx.uk if uk is None else uk
    sex = sex or r.choice(["M", "F"])
    if r.random() < 0.12:
        uk = not uk
    if uk:
        first = r.choice(P.MALE_UK if sex == "M" else P.FEMALE_UK)
        last = r.choice(P.SURNAME_UK)
    else:
        first = r.choice(P.MALE_US if sex == "M" else P.FEMALE_US)
        last = r.choice(P.SURNAME_US)
    if r.random() < 0.08:
        last = last + "-" + r.choice(P.SURNAME_UK if uk else P.SURNAME_US)
        if last.split("-")[0] == last.split("-")[1]:
            last = last.split("-")[0]
    middle = None
    x = r.random()
    if x < 0.35:
        middle = r.choice(P.MIDDLE_INITIALS)
    elif x < 0.55:
        pool = (P.MALE_UK + P.MALE_US) if sex == "M" else (P.FEMALE_UK + P.FEMALE_US)
        middle = r.choice(pool)
        if middle == first:
            middle = None
    nicks = [n[1] for n in P.NICKNAMES if n[0] == first]
    nick = r.choice(nicks) if nicks else None
    return {"first": first, "middle": middle, "last": last, "sex": sex, "nick": nick}


def nm(p, style):
    f, m, l = p["first"], p["middle"], p["last"]
    mi = m[0] if m else None
    if style == "fl":
        return "%s %s" % (f, l)
    if style == "fml":
        if not m:
            return "%s %s" % (f, l)
        return "%s %s %s" % (f, m if len(m) > 1 else mi + ".", l)
    if style == "fil":
        return "%s %s. %s" % (f, mi, l) if mi else "%s %s" % (f, l)
    if style == "lf":
        return "%s, %s" % (l, f)
    if style == "lfm":
        return "%s, %s %s" % (l, f, mi) if mi else "%s, %s" % (l, f)
    if style == "LF":
        s = "%s, %s" % (l.upper(), f.upper())
        return s + (" " + mi if mi else "")
    if style == "LFc":
        return "%s, %s" % (l.upper(), f)
    if style == "il":
        return "%s. %s" % (f[0], l)
    if style == "il0":
        return "%s %s" % (f[0], l)
    if style == "iml":
        return "%s.%s. %s" % (f[0], mi, l) if mi else "%s. %s" % (f[0], l)
    if style == "l":
        return l
    if style == "L":
        return l.upper()
    if style == "f":
        return f
    if style == "n":
        return p["nick"] or f
    if style == "ini":
        return "%s.%s." % (f[0], l[0])
    if style == "INI":
        return "%s%s" % (f[0], l[0])
    if style == "ini3":
        return "%s%s%s" % (f[0], mi or "", l[0])
    if style == "fL":
        return "%s %s." % (f, l[0])
    raise ValueError(style)


def title(ctx, p):
    if p["sex"] == "M":
        t = "Mr"
    else:
        t = ctx.r.choice(["Mrs", "Mrs", "Ms", "Miss"])
    return t if ctx.uk or t == "Miss" else t + "."


def dr(ctx):
    return "Dr " if ctx.uk else ctx.r.choice(["Dr. ", "Dr. ", "Dr "])


# ---------------------------------------------------------------- numbers
def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def phone(ctx, where=None, mobile=False, ext=None):
    """Fictional numbers: always carry a 555 group."""
    r = ctx.r
    if ctx.uk:
        if mobile:
            tail = digits(r, 3)
            return r.choice(["07700 555%s" % tail, "07700 555 %s" % tail, "+44 7700 555%s" % tail])
        code = where[3] if where else r.choice(P.UK_TOWNS)[3]
        if len(code) == 3:
            local = "5550 %s" % digits(r, 4)
        elif len(code) == 4:
            local = "555 0%s" % digits(r, 3)
        else:
            local = "555 %s" % digits(r, 3)
        s = r.choice(["{c} {l}", "{c} {l}", "({c}) {l}", "+44 {c1} {l}", "+44 (0){c1} {l}",
                      "{c} {ln}"]).format(c=code, c1=code[1:], l=local, ln=local.replace(" ", ""))
    else:
        area = where[4] if where else r.choice(P.US_CITIES)[4]
        tail = "01%s" % digits(r, 2)
        s = r.choice(["({a}) 555-{t}", "({a}) 555-{t}", "{a}-555-{t}", "{a}.555.{t}",
                      "{a} 555 {t}", "+1 {a}-555-{t}", "1-{a}-555-{t}", "({a})555-{t}"]
                     ).format(a=area, t=tail)
    if ext is None:
        ext = r.random() < 0.12
    if ext:
        s += r.choice([" ext. ", " ext ", " x", " Ext. "]) + digits(r, r.choice([2, 3, 4]))
    return s


def email_for(ctx, p, kind="pt"):
    r = ctx.r
    f, l = p["first"].lower(), p["last"].lower().replace("-", "").replace("'", "")
    dom = r.choice(["example.com", "example.org", "example.net"])
    if kind == "staff":
        dom = r.choice(["example.org", "nhs.example.org", "example.net", "health.example.org"]) \
            if ctx.uk else r.choice(["example.org", "example.com", "med.example.org"])
        loc = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s" % (f[0], l)])
    else:
        loc = r.choice(["%s.%s" % (f, l), "%s%s%s" % (f[0], l, digits(r, 2)),
                        "%s_%s" % (l, f), "%s%s" % (f, digits(r, 4)), "%s.%s%s" % (f, l[0], digits(r, 2))])
    return "%s@%s" % (loc, dom)


def private_ip(r):
    k = r.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (r.randint(0, 255), r.randint(2, 254))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))


def username(ctx, p):
    r = ctx.r
    f, l = p["first"].lower(), p["last"].lower().replace("-", "").replace("'", "")
    return r.choice(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l, r.randint(1, 9)), "%s.%s" % (f, l),
                     "%s%s" % (l[:6], f[0]), "%s_%s" % (f, l[0]), ("%s%s" % (l[:5], f[0])).upper()])


def postcode(r, area):
    return "%s%d %d%s" % (area, r.randint(1, 28), r.randint(1, 9), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def mrn(ctx):
    r = ctx.r
    if ctx.uk:
        return r.choice(["%s%s" % (letters(r, 1), digits(r, 7)), "%s%s" % (letters(r, 2), digits(r, 6)),
                         "RX%s" % digits(r, 7), "%s%s%s" % (letters(r, 1), digits(r, 6), letters(r, 1))])
    return r.choice(["%08d" % r.randint(100000, 99999999), "E%s" % digits(r, 7), "%s-%s" % (digits(r, 3), digits(r, 5)),
                     "M%s" % digits(r, 8), digits(r, 9)])


def nhs_no(ctx):
    r = ctx.r
    d = "999" + digits(r, 7)
    return r.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:]),
                     "%s %s %s" % (d[:3], d[3:6], d[6:])])


def ssn(ctx):
    r = ctx.r
    if ctx.uk:
        return "QQ %s %s %s %s" % (digits(r, 2), digits(r, 2), digits(r, 2), r.choice("ABCD"))
    a = r.choice(["9%s" % digits(r, 2), "000"])
    return r.choice(["%s-%s-%s", "%s %s %s"]) % (a, digits(r, 2), digits(r, 4))


def dea(r):
    l2 = r.choice("ABFM") + letters(r, 1)
    d = [r.randint(0, 9) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return l2 + "".join(str(x) for x in d) + str(chk)


def npi(r):
    return "1" + digits(r, 9)


def gmc(r):
    return str(r.randint(3000000, 7999999))


def nmc(r):
    return "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1))


def uk_driving_licence(ctx, p, dob):
    r = ctx.r
    sur = (p["last"].upper().replace("-", "").replace("'", "") + "99999")[:5]
    mm = dob.month + (50 if p["sex"] == "F" else 0)
    ini = (p["first"][0] + (p["middle"][0] if p["middle"] else "9")).upper()
    return "%s%d%02d%02d%d%s9%s" % (sur, (dob.year // 10) % 10, mm, dob.day, dob.year % 10, ini,
                                     letters(r, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"))


def us_plate(r):
    return r.choice(["%d%s%s" % (r.randint(1, 9), letters(r, 3), digits(r, 3)),
                     "%s %s" % (letters(r, 3), digits(r, 4)), "%s-%s" % (letters(r, 3), digits(r, 3)),
                     "%s%s" % (digits(r, 3), letters(r, 3))])


def uk_plate(r):
    return "%s%02d %s" % (letters(r, 2, "ABCDEFGHKLMNOPRSVWY"), r.choice([15, 16, 17, 18, 19, 65, 66, 67,
                                                                         68, 69, 20, 70, 21, 71]),
                          letters(r, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))


def vin(r):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "1" + "".join(r.choice(pool) for _ in range(16))


# ---------------------------------------------------------------- entities
def address(ctx, uk=None):
    r = ctx.r
    uk = ctx.uk if uk is None else uk
    if uk:
        town = r.choice(P.UK_TOWNS)
        num = r.randint(1, 180)
        st = "%d %s" % (num, r.choice(P.UK_STREETS))
        if r.random() < 0.15:
            st = "Flat %d, %s" % (r.randint(1, 24), st)
        elif r.random() < 0.08:
            st = "%s, %s" % (r.choice(P.BUILDINGS), st)
        return {"street": st, "city": town[0], "county": town[1], "zip": postcode(r, town[2]),
                "row": town, "uk": True}
    c = r.choice(P.US_CITIES)
    st = "%d %s" % (r.randint(12, 9899), r.choice(P.US_STREETS))
    if r.random() < 0.2:
        st += r.choice([", Apt %d" % r.randint(1, 40), " Apt %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                        ", Unit %d" % r.randint(1, 300), " #%d" % r.randint(2, 40)])
    return {"street": st, "city": c[0], "state": c[1], "state_full": c[2],
            "zip": c[3] + digits(r, 2), "row": c, "uk": False}


def addr_items(ctx, a, style=None, sep=", "):
    """Address as a list of builder items, split into parts."""
    r = ctx.r
    if a["uk"]:
        style = style or r.choice(["line", "line", "lines", "line_county"])
        if style == "lines":
            out = [(a["street"], "STREET"), "\n", (a["city"], "CITY"), "\n"]
            if r.random() < 0.4:
                out += [(a["county"], "CITY"), "\n"]
            return out + [(a["zip"], "ZIP")]
        out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
        if style == "line_county":
            out += [sep, (a["county"], "CITY")]
        return out + [r.choice([" ", ", ", sep]), (a["zip"], "ZIP")]
    style = style or r.choice(["line", "line", "lines", "full"])
    st = a["state_full"] if style == "full" else a["state"]
    if style == "lines":
        return [(a["street"], "STREET"), "\n", (a["city"], "CITY"), ", ", (st, "STATE"), " ", (a["zip"], "ZIP")]
    return [(a["street"], "STREET"), sep, (a["city"], "CITY"), ", ", (st, "STATE"), " ", (a["zip"], "ZIP")]


def clinician(ctx, role="cons", uk=None):
    uk = ctx.uk if uk is None else uk
    p = person(ctx, uk=uk)
    p["role"] = role
    return p


def site(ctx, kind="hosp"):
    r = ctx.r
    a = address(ctx)
    if ctx.uk:
        name = r.choice(P.UK_HOSPITALS) if kind in ("hosp", "sleep") else r.choice(P.UK_COMMUNITY[:3])
        a["street"] = r.choice(["%s Road" % r.choice(["Eastfield", "Herries", "Northern General", "Glossop",
                                                       "Beckett", "Infirmary", "Moorgate", "Abbey"]),
                                "%d %s" % (r.randint(1, 40), r.choice(P.UK_STREETS))])
    else:
        if kind == "sleep":
            name = r.choice(["Bayview Pulmonary & Sleep Associates", "Prairie View Sleep Disorders Center",
                             "Mesa Sleep & Breathing Center"])
        elif kind == "clinic":
            name = r.choice(["Bayview Pulmonary & Sleep Associates", "Allegheny Chest Consultants",
                             "Cumberland Lung Clinic", "Lakeside Pulmonary Rehab Center"])
        else:
            name = r.choice(P.US_HOSPITALS)
        a["street"] = "%d %s" % (r.randint(100, 4999), r.choice(P.US_STREETS))
        if r.random() < 0.35:
            a["street"] += r.choice([", Suite %d" % r.randint(100, 900), " Ste %d" % r.randint(100, 600),
                                     ", Floor %d" % r.randint(2, 9)])
    a["name"] = name
    a["phone"] = phone(ctx, a["row"], ext=False)
    a["fax"] = phone(ctx, a["row"], ext=False)
    slug = "".join(ch for ch in name.lower() if ch.isalpha())[:10]
    a["url"] = r.choice(["www.%s.example.org" % slug, "https://%s.example.org" % slug,
                         "www.example.org/%s" % slug, "https://www.example.net/%s/respiratory" % slug])
    return a


class Patient:
    def __init__(self, ctx, age_lo=30, age_hi=90, sex=None):
        r = ctx.r
        self.p = person(ctx, sex=sex)
        self.sex = self.p["sex"]
        self.age = r.randint(age_lo, age_hi)
        self.dob = ctx.date - datetime.timedelta(days=365 * self.age + r.randint(1, 360) + self.age // 4)
        self.age = (ctx.date.year - self.dob.year
                    - ((ctx.date.month, ctx.date.day) < (self.dob.month, self.dob.day)))
        self.addr = address(ctx)
        self.phone = phone(ctx, self.addr["row"], ext=False)
        self.mobile = phone(ctx, mobile=True, ext=False) if ctx.uk else phone(ctx, ext=False)
        self.email = email_for(ctx, self.p)
        self.mrn = mrn(ctx)
        self.nhs = nhs_no(ctx) if ctx.uk else None
        self.ssn = ssn(ctx)
        self.prof = r.choice(P.PROFESSIONS)
        self.title = title(ctx, self.p)
        rels = [x for x in P.RELATIONS if self.age >= 58 or x[0] not in ("granddaughter", "grandson")]
        rels = [x for x in rels if self.age >= 36 or x[0] not in ("daughter", "son", "niece")]
        rel = r.choice(rels)
        if rel[0] == "wife" and self.sex == "F":
            rel = ["husband", "M"]
        elif rel[0] == "husband" and self.sex == "M":
            rel = ["wife", "F"]
        self.kin_rel = rel[0] if ctx.uk or rel[0] != "neighbour" else "neighbor"
        self.kin = person(ctx, sex=rel[1] if rel[1] != "X" else None)
        if rel[0] in ["wife", "husband", "son", "daughter", "granddaughter", "grandson", "brother",
                      "sister"] and r.random() < 0.7:
            self.kin["last"] = self.p["last"]
        self.kin_phone = phone(ctx, mobile=ctx.uk and r.random() < 0.6, ext=False)
        if ctx.uk:
            self.ins = None
        else:
            self.ins = {"name": r.choice(P.INSURERS_US), "member": r.choice(
                ["%s%s" % (letters(r, 3), digits(r, 6)), "W%s" % digits(r, 9),
                 "%s%s%s-%s%s%s-%s%s%s%s" % (r.randint(1, 9), letters(r, 1), letters(r, 1, "0123456789ACDEFGHJK"),
                                             digits(r, 1), letters(r, 1), letters(r, 1, "0123456789ACDEFGHJK"),
                                             digits(r, 1), letters(r, 2), digits(r, 1), digits(r, 1)),
                 "%s-%s" % (digits(r, 4), digits(r, 6))]), "group": r.choice(
                ["%06d" % r.randint(1000, 999999), "GRP-%s" % digits(r, 5), "%s%s" % (letters(r, 2), digits(r, 4))])}

    def n(self, style):
        return (nm(self.p, style), "PATIENT")

    def kn(self, style):
        return (nm(self.kin, style), "FAMILY")


class GP:
    def __init__(self, ctx, near=None):
        r = ctx.r
        self.p = person(ctx)
        if ctx.uk:
            self.practice = r.choice(P.UK_GP)
        else:
            self.practice = r.choice(P.US_PCP)
        self.addr = address(ctx)
        if near is not None:
            self.addr["city"], self.addr["row"] = near["city"], near["row"]
            if ctx.uk:
                self.addr["county"] = near["county"]
                self.addr["zip"] = postcode(r, near["row"][2])
            else:
                self.addr["state"], self.addr["state_full"] = near["state"], near["state_full"]
                self.addr["zip"] = near["row"][3] + digits(r, 2)
        self.phone = phone(ctx, self.addr["row"], ext=False)
        self.fax = phone(ctx, self.addr["row"], ext=False)


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def art_num(n):
    n = int(n)
    return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"


def job_prefix(ctx, pt, cap=False):
    r = ctx.r
    if pt.age >= 64:
        s = r.choice(["retired ", "retired ", "former ", ""])
    elif pt.age >= 50:
        s = r.choice(["", "former ", "", "self-employed "])
    else:
        s = r.choice(["", "", "trainee " if pt.age < 30 else ""])
    return s.capitalize() if cap else s

"""Core helpers: inline PHI markers, people, dates, addresses, IDs and clinical filler (negatives)."""
import datetime as dt
import re

import pools as PL

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

# ---------------------------------------------------------------- markers
def P(t, v):
    """Inline PHI marker: the only way PHI enters a note."""
    v = str(v)
    assert t in TYPE2LABEL, t
    assert v and v == v.strip(), repr(v)
    assert not any(c in v for c in "\x01\x02\x03")
    return f"\x01{t}\x02{v}\x03"


_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def finalize(marked):
    out, spans, pos, last = [], [], 0, 0
    for m in _MARK.finditer(marked):
        plain = marked[last:m.start()]
        assert not any(c in plain for c in "\x01\x02\x03")
        out.append(plain)
        pos += len(plain)
        t, v = m.group(1), m.group(2)
        spans.append({"start": pos, "end": pos + len(v), "label": TYPE2LABEL[t], "type": t,
                      "orig_label": t, "text": v})
        out.append(v)
        pos += len(v)
        last = m.end()
    tail = marked[last:]
    assert not any(c in tail for c in "\x01\x02\x03")
    out.append(tail)
    return "".join(out), spans


# ---------------------------------------------------------------- words
_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if r == 0 else " and " + num_words(r))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        s = "th"
    else:
        s = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{s}"


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    M, Ma = MONTHS[m - 1], MONTHS[m - 1][:3]
    W, Wa = WDAYS[d.weekday()], WDAYS[d.weekday()][:3]
    return {
        "us_slash": f"{m:02d}/{dd:02d}/{y}", "us_slash_np": f"{m}/{dd}/{y}", "us_short": f"{m}/{dd}/{y % 100:02d}",
        "us_long": f"{M} {dd}, {y}", "us_abbr": f"{Ma} {dd}, {y}", "dmy_abbr": f"{dd:02d}-{Ma}-{y}",
        "dmy_abbr_caps": f"{dd:02d}-{Ma.upper()}-{y}", "iso": f"{y}-{m:02d}-{dd:02d}", "md": f"{m}/{dd}",
        "uk_slash": f"{dd:02d}/{m:02d}/{y}", "uk_dot": f"{dd:02d}.{m:02d}.{y}", "uk_long": f"{dd} {M} {y}",
        "uk_ord": f"{ordinal(dd)} {M} {y}", "uk_abbr": f"{dd} {Ma} {y}", "uk_short": f"{dd}/{m}/{y % 100:02d}",
        "dm": f"{dd}/{m}", "wd_md": f"{Wa} {m}/{dd}", "wd_long": f"{W}, {M} {dd}, {y}",
        "uk_wd": f"{W} {ordinal(dd)} {M}", "uk_wd_y": f"{W} {dd} {M} {y}", "my": f"{M} {y}",
        "my_apos": f"{Ma} '{y % 100:02d}", "mY": f"{m:02d}/{y}", "y": f"{y}", "mon": M, "wd": W,
        "ord": ordinal(dd), "md_long": f"{M} {dd}", "md_abbr": f"{Ma} {dd}", "dm_long": f"{dd} {M}",
        "compact": f"{m:02d}{dd:02d}{y}", "wd_abbr_md": f"{Wa}, {Ma} {dd}",
    }[style]


US_FULL = ["us_slash", "us_slash", "us_slash_np", "us_short", "us_long", "us_abbr", "dmy_abbr", "iso"]
UK_FULL = ["uk_slash", "uk_slash", "uk_dot", "uk_long", "uk_ord", "uk_abbr", "uk_short"]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, role="PATIENT", sex=None, surname=None, given=None):
        self.rng = rng
        self.role = role
        self.sex = sex or rng.choice("FM")
        pool = PL.FEMALE if self.sex == "F" else PL.MALE
        self.given = given or rng.choice(pool)
        self.middle = rng.choice(PL.FEMALE if self.sex == "F" else PL.MALE)
        while self.middle == self.given:
            self.middle = rng.choice(pool)
        self.surname = surname or rng.choice(PL.SURNAMES)
        self.title_uk = rng.choice(["Mrs", "Ms", "Miss", "Mrs"]) if self.sex == "F" else "Mr"
        self.title_us = self.title_uk if self.title_uk == "Miss" else self.title_uk + "."

    # raw strings -------------------------------------------------------
    def raw(self, fmt):
        g, mi, s = self.given, self.middle[0], self.surname
        gi = g[0]
        return {
            "full": f"{g} {s}", "fullmi": f"{g} {mi}. {s}", "fullmid": f"{g} {self.middle} {s}",
            "lf": f"{s}, {g}", "lfmi": f"{s}, {g} {mi}.", "LF": f"{s.upper()}, {g.upper()}",
            "LFM": f"{s.upper()}, {g.upper()} {mi}", "LFns": f"{s.upper()},{g.upper()}",
            "given": g, "sur": s, "gi": f"{g} {s[0]}.", "init": f"{gi}.{s[0]}.", "initns": f"{gi}{s[0]}",
            "init3": f"{gi}{mi}{s[0]}", "uk": f"{gi}.{mi}. {s}", "uk1": f"{gi} {s}", "ukdot": f"{gi}. {s}",
            "uk2": f"{gi}{mi} {s}", "CAPS": f"{g.upper()} {s.upper()}", "SUR": s.upper(), "lower": g.lower(),
            "lowerfull": f"{g.lower()} {s.lower()}", "init_lower": f"{gi.lower()}{s[0].lower()}",
            "GIVEN": g.upper(),
        }[fmt]

    def n(self, fmt="full"):
        return P(self.role, self.raw(fmt))

    def t(self, uk=False, fmt="sur"):
        """title + name (title outside span)"""
        return f"{self.title_uk if uk else self.title_us} {self.n(fmt)}"

    def poss(self, fmt="sur"):
        return f"{self.n(fmt)}'s"


MD_US = ["MD", "MD", "MD", "DO", "MD, PhD", "MD, FACP", "MD, FACS", "DO, FACOG", "MD, MPH"]
MD_UK = ["MBBS FRCP", "MB ChB MRCP", "MBBS MRCGP", "FRCS (Orth)", "MB BCh BAO", "MBChB", "MD FRCP", "BSc MBChB FRCR", "FRCS"]
CREDS_US = ["MD", "MD", "DO", "NP", "PA-C", "RN", "MD, PhD", "FNP-BC", "MD, FACP", "RN, BSN", "PharmD", "LCSW",
            "PT, DPT", "CNM", "DNP", "MSN, RN", "CRNA"]
CREDS_UK = ["MBBS FRCP", "MB ChB MRCP", "MBBS MRCGP", "FRCS (Orth)", "MB BCh BAO", "MRCPsych", "BSc MBChB FRCR",
            "RGN", "FRCOG", "MBChB", "MD FRCP"]


class Ctx:
    def __init__(self, rng, genre, locale, nd, nid):
        self.rng = rng
        self.genre = genre
        self.locale = locale
        self.uk = locale == "UK"
        self.nd = nd
        self.nid = nid
        r = rng
        self.pt = Person(r, "PATIENT")
        self.age = r.randint(19, 96)
        self.dob = nd - dt.timedelta(days=self.age * 365 + r.randint(1, 360))
        self.age = (nd.year - self.dob.year) - ((nd.month, nd.day) < (self.dob.month, self.dob.day))
        if self.uk:
            self.hosp = r.choice(PL.UK_HOSPITALS)
            self.town = r.choice(PL.UK_TOWNS)
        else:
            self.hosp = r.choice(PL.US_HOSPITALS)
            self.town = r.choice(PL.US_CITIES)
        self._staff_names = set()

    # ---- pronouns follow the current patient
    @property
    def he(self):
        return "she" if self.pt.sex == "F" else "he"

    @property
    def He(self):
        return self.he.capitalize()

    @property
    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    @property
    def him(self):
        return "her" if self.pt.sex == "F" else "him"

    # ---- randomness shortcuts
    def c(self, seq):
        return self.rng.choice(seq)

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def p(self, x):
        return self.rng.random() < x

    # ---- people
    def staff(self, sex=None):
        return Person(self.rng, "DOCTOR", sex=sex)

    def fam(self, sex=None, same_surname=True):
        return Person(self.rng, "FAMILY", sex=sex, surname=self.pt.surname if same_surname else None)

    def cred(self):
        return self.c(MD_UK if self.uk else MD_US)

    def any_cred(self):
        return self.c(CREDS_UK if self.uk else CREDS_US)

    def dr(self, p, style=None):
        """A clinician reference in free text."""
        st = style or self.c(["dr_sur", "dr_full", "full_cred", "dr_sur", "full_cred", "dr_init"])
        dot = "" if self.uk else "."
        if st == "dr_sur":
            return f"Dr{dot} {p.n('sur')}"
        if st == "dr_full":
            return f"Dr{dot} {p.n('full')}"
        if st == "dr_init":
            return f"Dr{dot} {p.n('uk1' if self.uk else 'ukdot')}"
        if st == "full_cred":
            return f"{p.n(self.c(['full', 'fullmi']))}, {self.cred()}"
        if st == "given_init":
            return f"Dr{dot} {p.n('gi')}"
        raise ValueError(st)

    # ---- dates
    def days(self, n):
        return self.nd + dt.timedelta(days=n)

    def fd(self, d, style=None):
        if style is None:
            style = self.c(UK_FULL if self.uk else US_FULL)
        return fmt_date(d, style)

    def D(self, d, style=None):
        return P("DATE", self.fd(d, style))

    def Dn(self, style=None):
        return self.D(self.nd, style)

    def Dr(self, lo, hi, style=None):
        return self.D(self.days(self.ri(lo, hi)), style)

    def partial(self, d):
        st = self.c(["dm", "uk_wd", "dm_long", "ord"] if self.uk else ["md", "wd_md", "md_abbr", "md", "wd_abbr_md"])
        return self.D(d, st)

    def holiday(self):
        h = self.c(PL.HOLIDAYS)
        pre = "the " if h.startswith("Fourth") else ""
        return pre + P("DATE", h)

    # ---- ages
    def A(self, n=None):
        return P("AGE", str(self.age if n is None else n))

    def age_phrase(self, sexword=True):
        a, r = self.A(), self.rng
        s = self.pt.sex
        w = ("woman" if s == "F" else "man") if sexword else ""
        opts = [f"{a}-year-old {w}", f"{a} yo {w}", f"{a}yo {w}", f"{a} y/o {w}", f"{a} year old {w}",
                f"{a} {s}", f"{a}{s}", f"{a}-yr-old {w}", f"{a} yo {s}"]
        if sexword:
            opts += [f"{w} aged {a}", f"{w} aged {a}"]
        if self.p(0.08):
            return f"{P('AGE', num_words(self.age))}-year-old {w}".strip()
        return r.choice(opts).strip()

    # ---- contact
    def phone_raw(self, uk=None):
        uk = self.uk if uk is None else uk
        r = self.rng
        if uk:
            return self.c([
                f"0{r.choice(['113', '114', '161', '151', '1422', '1274', '1484', '1632'])} {r.randint(200, 999)} {r.randint(1000, 9999)}",
                f"07{r.randint(100, 999)} {r.randint(100000, 999999)}", f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}",
                f"01{r.randint(100, 999)} {r.randint(100000, 999999)}", f"020 {r.randint(7000, 8999)} {r.randint(1000, 9999)}"])
        a, b, c = r.randint(201, 989), r.randint(201, 999), r.randint(1000, 9999)
        return self.c([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}.{b}.{c}", f"{a}-{b}-{c}", f"({a}){b}-{c}",
                       f"+1 {a} {b} {c}", f"1-{a}-{b}-{c}", f"{a} {b} {c}"])

    def PH(self, ext=False, uk=None):
        v = self.phone_raw(uk)
        if ext or self.p(0.1):
            v += self.c([f" ext. {self.ri(10, 9999)}", f" x{self.ri(100, 9999)}", f" ext {self.ri(100, 999)}"])
        return P("PHONE", v)

    def FX(self):
        return P("FAX", self.phone_raw())

    def pager(self):
        r = self.rng
        if self.uk:
            return P("PHONE", str(r.randint(1000, 9999)))
        return P("PHONE", self.c([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", f"{r.randint(100, 999)}-{r.randint(1000, 9999)}",
                                   f"{r.randint(10000, 99999)}", f"{r.randint(1000, 9999)}"]))

    def ext(self):
        """stand-alone extension: the label stays outside, the digits are the PHONE span"""
        return f"{self.c(['ext', 'ext.', 'Ext', 'extn', 'x'])} {P('PHONE', str(self.ri(1000, 9999)))}"

    def email(self, p=None, org=None):
        r = self.rng
        if p is None:
            p = self.pt
        g, s = p.given.lower().replace("-", "").replace("'", ""), p.surname.lower().replace(" ", "").replace("'", "").replace(".", "")
        dom = org or self.c(["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "aol.com", "icloud.com",
                             "btinternet.com", "comcast.net", "protonmail.com", "live.co.uk"])
        user = self.c([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s}{r.randint(1, 99)}", f"{s}.{g}", f"{g}_{s}", f"{g}{r.randint(50, 99)}"])
        return P("EMAIL", f"{user}@{dom}")

    def staff_email(self, p):
        dom = self.c(["nhs.net", "kingsmead.nhs.uk", "pennine-tr.nhs.uk"]) if self.uk else self.c(
            ["lakeshorehealth.org", "cedarridgemc.org", "mercyvalley.org", "stbrigids.org", "pinecrestgh.com"])
        return P("EMAIL", f"{p.given.lower()}.{p.surname.lower().replace(chr(39), '').replace(' ', '')}@{dom}")

    def url(self):
        r = self.rng
        base = self.c(["www.lakeshorehealth.org", "mychart.cedarridgemc.org", "portal.kingsmead.nhs.uk",
                       "www.mercyvalley.org", "patientgateway.stbrigids.org", "www.oakhollowfp.com",
                       "myhealth.pinecrestgh.com", "https://www.elmparksurgery.co.uk", "https://portal.riverbendmc.org",
                       "http://intranet.caldervalley.local", "www.bayfrontmemorial.org"])
        return P("URL", base + self.c(["", "/portal", "/login", "/billing", f"/forms/{r.randint(100, 999)}", "/appointments"]))

    def ip(self):
        r = self.rng
        return P("IPADDR", self.c([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                    f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                    f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                    f"{r.randint(23, 99)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    def user(self, p):
        r = self.rng
        g, s = p.given.lower().replace("-", ""), p.surname.lower().replace("'", "").replace(" ", "").replace("-", "").replace(".", "")
        return P("USERNAME", self.c([f"{g[0]}{s}", f"{g[0]}{s}{r.randint(1, 9)}", f"{s}{g[0]}", f"{g}.{s}",
                                      f"{s.upper()[:6]}{g[0].upper()}", f"RN_{s.upper()}", f"{g[0]}{s[:5]}{r.randint(10, 99)}"]))

    # ---- places
    def street_raw(self, uk=None):
        uk = self.uk if uk is None else uk
        r = self.rng
        if uk:
            s = f"{r.randint(1, 180)} {r.choice(PL.UK_STREETS)} {r.choice(PL.UK_SUFFIX)}"
            if self.p(0.2):
                s = f"Flat {r.randint(1, 12)}, " + s
            return s
        s = f"{r.randint(2, 9899)} {r.choice(['', '', '', 'N ', 'S ', 'E ', 'W ', 'North ', 'West '])}{r.choice(PL.US_STREETS)} {r.choice(PL.US_SUFFIX)}"
        if self.p(0.25):
            s += self.c([f", Apt {r.randint(1, 40)}{r.choice(['', 'B', 'C'])}", f" Apt {r.randint(1, 400)}",
                         f", Unit {r.randint(1, 30)}", f" #{r.randint(1, 300)}"])
        return s

    def uk_pc(self, area):
        r = self.rng
        L = "ABDEFGHJLNPQRSTUWXYZ"
        return f"{area}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"

    def zip_raw(self, town):
        z = town[3] + f"{self.ri(1, 99):02d}"
        if self.p(0.1):
            z += f"-{self.ri(1000, 9999)}"
        return z

    def addr(self, town=None, multiline=None, uk=None):
        uk = self.uk if uk is None else uk
        ml = self.p(0.5) if multiline is None else multiline
        sep = "\n" if ml else ", "
        if uk:
            t = town or self.c(PL.UK_TOWNS)
            parts = [P("STREET", self.street_raw(True)), P("CITY", t[0])]
            if self.p(0.6):
                parts.append(P("CITY", t[1]))
            parts.append(P("ZIP", self.uk_pc(t[2])))
            return sep.join(parts)
        t = town or self.c(PL.US_CITIES)
        st = P("STATE", t[1] if self.p(0.85) else t[2])
        return f"{P('STREET', self.street_raw(False))}{sep}{P('CITY', t[0])}, {st} {P('ZIP', self.zip_raw(t))}"

    def city_state(self, town=None):
        if self.uk:
            t = town or self.c(PL.UK_TOWNS)
            return P("CITY", t[0])
        t = town or self.c(PL.US_CITIES)
        return f"{P('CITY', t[0])}, {P('STATE', t[1] if self.p(0.7) else t[2])}"

    def H(self, name=None):
        return P("HOSPITAL", name or self.hosp)

    def clinic(self):
        return P("HOSPITAL", self.c(PL.UK_PRACTICES if self.uk else PL.US_CLINICS))

    def pharmacy(self):
        return P("HOSPITAL", self.c(PL.UK_PHARMACIES if self.uk else PL.US_PHARMACIES))

    def employer(self):
        return P("ORGANIZATION", self.c(PL.UK_EMPLOYERS if self.uk else PL.US_EMPLOYERS))

    def school(self):
        return P("ORGANIZATION", self.c(PL.UK_SCHOOLS if self.uk else PL.US_SCHOOLS))

    def a_prof(self):
        v = self.prof()
        raw = v.split("\x02", 1)[1]
        return ("an " if raw[0].lower() in "aeiou" else "a ") + v

    def rf(self, words, fmt="given", title=False, same=None):
        """relation word + a FAMILY name whose sex matches the word"""
        w = self.c(words)
        fem = {"wife", "daughter", "mother", "sister", "niece", "granddaughter", "mum", "aunt", "grandmother"}
        mal = {"husband", "son", "father", "brother", "nephew", "grandson", "dad", "uncle", "grandfather"}
        sex = "F" if w in fem else "M" if w in mal else self.c("FM")
        same = (w in fem | mal and self.p(0.7)) if same is None else same
        f = self.fam(sex=sex, same_surname=same)
        return f"{w} {f.t(True, fmt) if title else f.n(fmt)}"

    def prof(self):
        return P("PROFESSION", self.c(PL.UK_PROFESSIONS if (self.uk and self.p(0.6)) else PL.PROFESSIONS))

    def room(self):
        r = self.rng
        return P("LOCATION_OTHER", self.c([f"{r.randint(2, 9)}{r.randint(10, 40)}", f"{r.randint(2, 9)}{r.randint(10, 40)}{r.choice('ABCD')}",
                                            f"{r.randint(100, 999)}", f"{r.choice('ABCDEFG')}{r.randint(1, 30)}"]))

    def bed(self):
        return P("LOCATION_OTHER", str(self.ri(1, 32)) if self.p(0.7) else f"{self.ri(1, 24)}{self.c('AB')}")

    # ---- identifiers
    def mrn(self):
        r = self.rng
        if self.uk:
            return P("MRN", self.c([f"{r.choice('KRLHM')}{r.randint(100000, 9999999)}", f"{r.randint(10000000, 99999999)}",
                                     f"RW{r.randint(100000, 999999)}"]))
        return P("MRN", self.c([f"{r.randint(1000000, 99999999):08d}", f"{r.randint(100000, 9999999)}",
                                 f"MR-{r.randint(100000, 9999999):07d}", f"E{r.randint(1000000, 9999999)}",
                                 f"{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(0, 9)}",
                                 f"00{r.randint(1000000, 9999999)}"]))

    def nhs(self):
        r = self.rng
        return P("MRN", f"{r.randint(400, 999)} {r.randint(100, 999)} {r.randint(1000, 9999)}" if self.p(0.8)
                 else f"{r.randint(4000000000, 9999999999)}")

    def ssn(self):
        r = self.rng
        if self.uk:
            L = "ABCEGHJKLMNPRSTWXYZ"
            if self.p(0.5):
                return P("SSN", f"{r.choice(L)}{r.choice(L)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.choice('ABCD')}")
            return P("SSN", f"{r.choice(L)}{r.choice(L)}{r.randint(100000, 999999)}{r.choice('ABCD')}")
        return P("SSN", self.c([f"{r.randint(100, 899)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
                                 f"{r.randint(100, 899)} {r.randint(10, 99)} {r.randint(1000, 9999)}",
                                 f"{r.randint(100, 899)}{r.randint(10, 99)}{r.randint(1000, 9999)}"]))

    def hp(self):
        r = self.rng
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        return P("HEALTHPLAN", self.c([
            f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
            f"W{r.randint(1000, 9999)} {r.randint(10000, 99999)}", f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}",
            f"GRP-{r.randint(1000, 99999):05d}", f"MA{r.randint(10000000, 99999999)}", f"{r.randint(100000000, 999999999)}-01",
            f"ZGP{r.randint(10000000, 99999999)}", f"{r.randint(10000, 99999)}"]))

    def acct(self):
        r = self.rng
        return P("ACCOUNT", self.c([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"{r.randint(10 ** 9, 10 ** 11)}",
                                     f"{r.randint(10000000, 99999999)}", f"V{r.randint(1000000, 9999999)}",
                                     f"{self.nd.year}{r.randint(100000, 999999)}", f"A{r.randint(100, 999)}-{r.randint(10000, 99999)}"]))

    def dea(self):
        r = self.rng
        return P("LICENSE", f"{r.choice('ABFGM')}{r.choice('ABCDEFGHKLMNPRSTW')}{r.randint(1000000, 9999999)}")

    def npi(self):
        return P("LICENSE", str(self.ri(1000000000, 1999999999)))

    def gmc(self):
        return P("LICENSE", str(self.ri(2000000, 7999999)))

    def lic(self):
        r = self.rng
        return P("LICENSE", self.c([f"{r.choice(['MD', 'RN', 'PA'])}{r.randint(10000, 999999)}", f"{r.randint(10, 99)}-{r.randint(100000, 999999)}",
                                     f"{r.choice('ABCDGKLMRSW')}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                     f"{r.randint(1000, 9999)}{r.randint(1000, 9999)}"]))

    def dl(self):
        r = self.rng
        if self.uk:
            s = (self.pt.surname.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
            return P("LICENSE", f"{s}{r.randint(100000, 999999)}{self.pt.given[0]}{self.pt.middle[0]}9{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}")
        return P("LICENSE", self.c([f"{self.pt.surname[0].upper()}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                     f"D{r.randint(1000000, 9999999)}", f"{r.randint(100000000, 999999999)}"]))

    def device(self):
        r = self.rng
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return P("DEVICE", self.c([f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100000, 999999)}",
                                    f"{r.randint(1, 9)}{r.choice(L)}{r.randint(1, 9)}{r.choice(L)}-{r.randint(10000, 99999)}",
                                    f"SN{r.randint(10000000, 99999999)}", f"{r.randint(100000000, 999999999)}",
                                    f"{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}{r.choice(L)}{r.randint(1000, 9999)}H"]))

    def vin(self):
        r = self.rng
        L = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return P("VEHICLE", "".join(r.choice(L) for _ in range(17)))

    def plate(self):
        r = self.rng
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if self.uk:
            return P("VEHICLE", f"{r.choice(L)}{r.choice(L)}{r.randint(10, 24)} {r.choice(L)}{r.choice(L)}{r.choice(L)}")
        return P("VEHICLE", self.c([f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}",
                                     f"{r.choice(L)}{r.choice(L)}{r.choice(L)}-{r.randint(1000, 9999)}",
                                     f"{r.choice(L)}{r.choice(L)}{r.choice(L)} {r.randint(100, 999)}"]))

    def bioid(self):
        r = self.rng
        return P("BIOID", self.c([f"FP-{r.randint(10000, 99999)}", f"RS-{r.randint(10000, 99999):05d}",
                                   f"PV{r.randint(100000, 999999)}", f"BIO-{r.randint(1000, 9999)}-{r.choice('ABCDXK')}",
                                   f"DNA-{r.randint(100000, 999999)}"]))

    def idnum(self, kind="acc"):
        r = self.rng
        y = self.nd.year % 100
        if kind == "acc":
            v = self.c([f"S{y}-{r.randint(1000, 99999)}", f"SP-{y}-{r.randint(1000, 999999):06d}", f"{r.randint(10000000, 99999999)}",
                        f"RAD{r.randint(1000000, 9999999)}", f"CT{y}{r.randint(10000, 99999)}", f"A{r.randint(100000, 999999)}"])
        elif kind == "order":
            v = self.c([f"{r.randint(10000000, 99999999)}", f"ORD-{r.randint(100000, 999999)}", f"{r.randint(100000, 999999)}"])
        elif kind == "job":
            v = self.c([f"{r.randint(10000, 999999)}", f"J{r.randint(100000, 999999)}", f"{r.randint(1000, 9999)}-{r.randint(100, 999)}"])
        elif kind == "case":
            v = self.c([f"{self.c(['CV', 'QB', 'F', 'M'])}{self.nd.year}-{r.randint(1000, 99999):05d}",
                        f"{r.randint(1, 9)}{self.c('ABCDEFGHJKLM')}{self.c('ABCDEFGHJKLM')}{r.randint(10000, 99999)}",
                        f"{r.choice(['H', 'K', 'J'])}{r.randint(10, 99)}{r.choice('YZX')}{r.randint(100, 999)}"])
        elif kind == "ref":
            v = self.c([f"{self.c('ABCDHJKMPRSTW')}{self.c('ABCDHJKMPRSTW')}/{r.randint(1000, 99999)}",
                        f"{self.c('ABCDHJKMPRSTW')}{self.c('ABCDHJKMPRSTW')}/{self.c('ABCDHJKMPRSTW')}{self.c('ABCDHJKMPRSTW')}/{r.randint(100, 9999)}/{y}",
                        f"CLM-{r.randint(100000, 999999)}", f"{r.randint(100000, 999999)}.{r.randint(1, 9)}"])
        else:
            v = f"{r.randint(100000, 9999999)}"
        return P("IDNUM", v)


# ---------------------------------------------------------------- clinical filler (never PHI)
LABS = [  # name, unit, lo, hi, decimals
    ("Na", "mmol/L", 128, 148, 0, "135-145"), ("K", "mmol/L", 3.0, 5.8, 1, "3.5-5.1"), ("Cl", "mmol/L", 94, 112, 0, "98-107"),
    ("HCO3", "mmol/L", 16, 32, 0, "22-29"), ("BUN", "mg/dL", 6, 62, 0, "7-20"), ("Cr", "mg/dL", 0.5, 3.9, 2, "0.60-1.20"),
    ("Glucose", "mg/dL", 68, 340, 0, "70-99"), ("Ca", "mg/dL", 7.8, 10.9, 1, "8.5-10.2"), ("Mg", "mg/dL", 1.4, 2.6, 1, "1.7-2.2"),
    ("Phos", "mg/dL", 2.1, 5.8, 1, "2.5-4.5"), ("WBC", "K/uL", 2.8, 22.4, 1, "4.0-11.0"), ("Hgb", "g/dL", 6.9, 16.8, 1, "12.0-16.0"),
    ("Hct", "%", 21, 49, 1, "36-46"), ("Plt", "K/uL", 42, 560, 0, "150-400"), ("INR", "", 0.9, 3.8, 1, "0.8-1.2"),
    ("PTT", "sec", 24, 61, 0, "25-35"), ("Troponin I", "ng/mL", 0.01, 2.4, 2, "<0.04"), ("Lactate", "mmol/L", 0.6, 6.2, 1, "0.5-2.2"),
    ("AST", "U/L", 12, 240, 0, "10-40"), ("ALT", "U/L", 9, 310, 0, "7-56"), ("Alk phos", "U/L", 40, 420, 0, "44-147"),
    ("T bili", "mg/dL", 0.2, 6.1, 1, "0.1-1.2"), ("Albumin", "g/dL", 2.1, 4.8, 1, "3.5-5.0"), ("TSH", "mIU/L", 0.05, 11.2, 2, "0.4-4.0"),
    ("HbA1c", "%", 5.1, 11.9, 1, "<5.7"), ("BNP", "pg/mL", 20, 2900, 0, "<100"), ("CRP", "mg/L", 1, 210, 0, "<10"),
    ("Lipase", "U/L", 12, 900, 0, "13-60"), ("Ferritin", "ng/mL", 8, 900, 0, "30-400"), ("Procalcitonin", "ng/mL", 0.03, 9.1, 2, "<0.5"),
]
UK_LABS = [("Na", "mmol/L", 128, 148, 0, "133-146"), ("K", "mmol/L", 3.0, 5.8, 1, "3.5-5.3"), ("Urea", "mmol/L", 2.1, 19.5, 1, "2.5-7.8"),
           ("Creat", "umol/L", 48, 390, 0, "59-104"), ("eGFR", "mL/min", 14, 90, 0, ">90"), ("Hb", "g/L", 78, 168, 0, "130-180"),
           ("WCC", "x10^9/L", 3.1, 21.0, 1, "4.0-11.0"), ("Plt", "x10^9/L", 60, 520, 0, "150-400"), ("CRP", "mg/L", 1, 240, 0, "<5"),
           ("ALT", "U/L", 9, 280, 0, "<41"), ("Bili", "umol/L", 3, 88, 0, "<21"), ("Alb", "g/L", 21, 46, 0, "35-50"),
           ("HbA1c", "mmol/mol", 36, 98, 0, "<42"), ("TSH", "mU/L", 0.1, 9.8, 2, "0.27-4.2"), ("Trop T", "ng/L", 3, 890, 0, "<14")]


def _val(r, lo, hi, dec):
    v = r.uniform(lo, hi)
    return f"{v:.{dec}f}" if dec else f"{int(round(v))}"


def lab_panel(ctx, n=None, style=None):
    r = ctx.rng
    src = UK_LABS if ctx.uk else LABS
    k = n or r.randint(6, 12)
    items = r.sample(src, min(k, len(src)))
    st = style or r.choice(["table", "inline", "fish"])
    if st == "table":
        lines = [f"{'Test':<14}{'Result':<10}{'Units':<10}Ref range"]
        for name, unit, lo, hi, dec, ref in items:
            v = _val(r, lo, hi, dec)
            flag = r.choice(["", "", "", " H", " L"])
            lines.append(f"{name:<14}{v + flag:<10}{unit:<10}{ref}")
        return "\n".join(lines)
    if st == "inline":
        return ", ".join(f"{name} {_val(r, lo, hi, dec)}{(' ' + unit) if unit and r.random() < 0.4 else ''}"
                         for name, unit, lo, hi, dec, ref in items)
    # "fish" shorthand
    return (f"{_val(r, 131, 146, 0)} | {_val(r, 96, 110, 0)} | {_val(r, 8, 48, 0)}\n"
            f"------------------< {_val(r, 80, 260, 0)}\n"
            f"{_val(r, 3.1, 5.4, 1)} | {_val(r, 18, 30, 0)} | {_val(r, 0.6, 2.9, 1)}\n"
            f"WBC {_val(r, 3, 19, 1)}  Hgb {_val(r, 7.5, 15.5, 1)}  Hct {_val(r, 24, 46, 0)}  Plt {_val(r, 90, 420, 0)}")


def vitals(ctx, style=None):
    r = ctx.rng
    t = f"{r.uniform(36.1, 39.4):.1f}" if ctx.uk or r.random() < 0.5 else f"{r.uniform(97.0, 102.8):.1f}"
    bp = f"{r.randint(88, 182)}/{r.randint(48, 104)}"
    hr, rr, sp = r.randint(52, 128), r.randint(12, 30), r.randint(88, 100)
    o2 = r.choice(["RA", "RA", "2L NC", "4L NC", "on room air", "40% FiO2", "15L NRB"])
    st = style or r.choice(["line", "list", "compact"])
    if st == "line":
        return f"T {t}, HR {hr}, BP {bp}, RR {rr}, SpO2 {sp}% {o2}"
    if st == "list":
        return f"Temp: {t}\nPulse: {hr}\nBP: {bp}\nResp: {rr}\nSpO2: {sp}% {o2}\nWt: {r.randint(45, 140)} kg"
    return f"VS {t}/{hr}/{bp}/{rr}/{sp}% {o2}"


MEDS = [("metoprolol succinate", "25 mg", "PO daily"), ("lisinopril", "10 mg", "PO daily"), ("atorvastatin", "40 mg", "PO qHS"),
        ("metformin", "500 mg", "PO BID with meals"), ("insulin glargine", "22 units", "SC qHS"), ("insulin lispro", "4 units", "SC TID AC"),
        ("apixaban", "5 mg", "PO BID"), ("warfarin", "5 mg", "PO daily, adjust per INR"), ("furosemide", "40 mg", "PO BID"),
        ("amlodipine", "5 mg", "PO daily"), ("levothyroxine", "88 mcg", "PO daily before breakfast"), ("omeprazole", "20 mg", "PO daily"),
        ("pantoprazole", "40 mg", "IV q12h"), ("sertraline", "50 mg", "PO daily"), ("acetaminophen", "650 mg", "PO q6h PRN pain"),
        ("oxycodone", "5 mg", "PO q4h PRN severe pain"), ("ondansetron", "4 mg", "IV q8h PRN nausea"), ("heparin", "5000 units", "SC q8h"),
        ("enoxaparin", "40 mg", "SC daily"), ("albuterol HFA", "2 puffs", "inh q4-6h PRN wheeze"), ("tiotropium", "18 mcg", "inh daily"),
        ("prednisone", "40 mg", "PO daily x 5 days"), ("ceftriaxone", "1 g", "IV q24h"), ("vancomycin", "1250 mg", "IV q12h"),
        ("piperacillin-tazobactam", "4.5 g", "IV q6h"), ("gabapentin", "300 mg", "PO TID"), ("tamsulosin", "0.4 mg", "PO qHS"),
        ("docusate", "100 mg", "PO BID"), ("senna", "8.6 mg", "2 tabs PO qHS"), ("aspirin", "81 mg", "PO daily"),
        ("clopidogrel", "75 mg", "PO daily"), ("spironolactone", "25 mg", "PO daily"), ("carvedilol", "6.25 mg", "PO BID"),
        ("quetiapine", "25 mg", "PO qHS PRN agitation"), ("lorazepam", "0.5 mg", "PO q8h PRN anxiety"), ("haloperidol", "2 mg", "IM x1"),
        ("potassium chloride", "20 mEq", "PO daily"), ("magnesium oxide", "400 mg", "PO BID"), ("folic acid", "1 mg", "PO daily"),
        ("thiamine", "100 mg", "PO daily"), ("cholecalciferol", "1000 units", "PO daily"), ("hydrochlorothiazide", "12.5 mg", "PO daily"),
        ("losartan", "50 mg", "PO daily"), ("sitagliptin", "100 mg", "PO daily"), ("empagliflozin", "10 mg", "PO daily"),
        ("montelukast", "10 mg", "PO qHS"), ("fluticasone nasal", "50 mcg", "2 sprays each nostril daily"), ("lamotrigine", "100 mg", "PO BID"),
        ("levetiracetam", "500 mg", "PO BID"), ("methotrexate", "15 mg", "PO weekly (Mondays)"), ("allopurinol", "100 mg", "PO daily"),
        ("cyclobenzaprine", "5 mg", "PO TID PRN spasm"), ("hydroxyzine", "25 mg", "PO q6h PRN itch"), ("trazodone", "50 mg", "1/2 tab PO qHS"),
        ("nitroglycerin SL", "0.4 mg", "q5min PRN chest pain, max 3 doses"), ("ferrous sulfate", "325 mg", "PO daily"),
        ("amoxicillin", "500 mg", "PO TID x 7 days"), ("nitrofurantoin", "100 mg", "PO BID x 5 days")]
UK_MEDS = [("ramipril", "5 mg", "OD"), ("bisoprolol", "2.5 mg", "OD"), ("atorvastatin", "20 mg", "ON"), ("metformin", "1 g", "BD"),
           ("apixaban", "5 mg", "BD"), ("edoxaban", "60 mg", "OD"), ("lansoprazole", "30 mg", "OD"), ("co-codamol", "30/500", "2 tabs QDS PRN"),
           ("paracetamol", "1 g", "QDS"), ("amlodipine", "10 mg", "OD"), ("furosemide", "40 mg", "OM"), ("sertraline", "100 mg", "OD"),
           ("mirtazapine", "15 mg", "ON"), ("levothyroxine", "100 micrograms", "OD"), ("salbutamol", "100 micrograms", "2 puffs PRN"),
           ("Fostair 100/6", "2 puffs", "BD"), ("adcal-D3", "1 tab", "BD"), ("alendronic acid", "70 mg", "once weekly"),
           ("naproxen", "500 mg", "BD with food"), ("sumatriptan", "50 mg", "PRN"), ("amitriptyline", "10 mg", "ON"),
           ("tamsulosin", "400 micrograms", "ON"), ("gliclazide", "80 mg", "BD"), ("Laxido", "1 sachet", "BD"),
           ("clopidogrel", "75 mg", "OD"), ("doxycycline", "100 mg", "OD x 7/7"), ("prednisolone", "30 mg", "OD x 5/7")]


def med_list(ctx, n=None, numbered=True):
    r = ctx.rng
    src = UK_MEDS if ctx.uk else MEDS
    items = r.sample(src, min(n or r.randint(4, 9), len(src)))
    out = []
    for i, (m, d, s) in enumerate(items, 1):
        pre = f"{i}. " if numbered else "- "
        out.append(f"{pre}{m} {d} {s}")
    return "\n".join(out)


EPONYM_PHRASES = [
    "Foley catheter in place draining clear yellow urine", "negative Murphy's sign", "no Kernig or Brudzinski sign",
    "h/o Bell's palsy, resolved", "Crohn's disease, quiescent on maintenance therapy", "history of Hodgkin lymphoma s/p ABVD",
    "Cushingoid features absent", "Parkinson's disease on carbidopa-levodopa", "Graves' disease s/p RAI", "Addison's disease on hydrocortisone",
    "Barrett's esophagus on surveillance", "s/p Whipple procedure", "s/p Hartmann's procedure", "Paget's disease of bone",
    "Wilson's disease excluded (ceruloplasmin normal)", "Babinski downgoing bilaterally", "positive Romberg", "Tinel's sign positive at the wrist",
    "negative Homan's sign", "McMurray test negative", "Lachman negative", "Cheyne-Stokes breathing overnight", "Kussmaul respirations",
    "Virchow's node not palpable", "Trousseau sign negative", "Chvostek sign negative", "Levine sign on presentation",
    "Glasgow Coma Scale 15", "Wells score 1.5 (PE unlikely)", "CURB-65 score 2", "CHA2DS2-VASc 4, HAS-BLED 2",
    "Swan-Ganz catheter removed", "Whipple's triad not met", "Hashimoto thyroiditis", "Raynaud phenomenon",
    "Guillain-Barre syndrome excluded", "Alzheimer's dementia, moderate", "Down syndrome", "Meniere's disease",
    "Sjogren's syndrome", "Dupuytren's contracture of the right hand", "Baker's cyst on ultrasound", "Colles fracture 2 yrs ago",
    "Bishop score 8", "Apgar 8 and 9", "Mallampati II", "Hartmann pouch intact", "Ranson criteria 2", "Gleason 3+4=7",
    "Breslow thickness 1.2 mm", "Clark level III", "Duke criteria not met", "Jones criteria not met", "Child-Pugh B",
    "Rose angina questionnaire negative", "Grant's atlas reference views", "Bristol stool type 6",
]
NEG_SNIPPETS = [
    "2/6 systolic murmur at LUSB", "visual acuity 20/40 OD, 20/25 OS", "take 1/2 tab at bedtime", "BP 128/76", "SpO2 97% RA",
    "T 37.8", "GCS 15 (E4V5M6)", "NIHSS 4", "PHQ-9 12", "GAD-7 9", "pain 6/10", "strength 4/5 LLE", "reflexes 2+ and symmetric",
    "EF 35-40%", "pT2 pN0 M0", "T2N0M0", "ICD-10 I10", "0800 meds given", "at 14:30", "NPO after midnight", "q2h turns",
    "I/O 1200/850", "UOP 0.4 mL/kg/h", "ABG 7.31/48/72", "PEEP 8, FiO2 40%", "MAP > 65", "1:1 sitter", "BMI 31.4",
    "temperature rose to 38.9 overnight", "we hope to wean O2 tomorrow", "grace period for prior auth", "mild hope for recovery expressed",
    "CK 1450", "40 pack-year smoking history", "20-year history of HTN", "3 days of cough", "POD 2", "HD #4", "3-0 Vicryl",
    "18G IV L AC", "8.0 ETT at 23 cm at the lip", "Medtronic Azure XT DR pacemaker", "Dexcom G7 CGM", "BiPAP 12/5",
]

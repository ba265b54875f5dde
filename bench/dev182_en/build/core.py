"""Core helpers for dev182: note builder with single-pass offsets, per-note
world (country, hospital, people) and PHI surface-form generators."""
import datetime
import re

import pools

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_TYPO_RE = re.compile(r"\b(" + "|".join(a for a, _ in pools.TYPOS) + r")\b")
_TYPO_MAP = dict(pools.TYPOS)


class Note:
    """Append-only note. Literal strings are text; (TYPE, value) tuples are spans.
    Offsets are recorded while appending; nothing is searched afterwards."""

    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.buf = []
        self.pos = 0
        self.spans = []
        self.typo_rate = typo_rate

    def _typo(self, s):
        if self.typo_rate <= 0:
            return s

        def rep(m):
            if self.rng.random() < self.typo_rate:
                return _TYPO_MAP[m.group(1)]
            return m.group(1)
        return _TYPO_RE.sub(rep, s)

    def w(self, *pieces):
        for p in pieces:
            if p is None or p == "":
                continue
            if isinstance(p, tuple):
                typ, val = p
                val = str(val)
                if typ not in TYPE_LABEL:
                    raise ValueError("bad type " + typ)
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % val)
                start = self.pos
                self.buf.append(val)
                self.pos += len(val)
                self.spans.append((start, self.pos, typ))
            elif isinstance(p, list):
                self.w(*p)
            else:
                p = self._typo(p)
                self.buf.append(p)
                self.pos += len(p)
        return self

    def l(self, *pieces):
        self.w(*pieces)
        self.w("\n")
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- helpers

def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTVWXYZ"):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    return "one hundred" + (" " + num_words(n - 100) if n > 100 else "")


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1][:3]
    wk = WEEKDAYS[d.weekday()]
    table = {
        "us": "%02d/%02d/%04d" % (m, dd, y),
        "us_np": "%d/%d/%04d" % (m, dd, y),
        "us_short": "%d/%d/%02d" % (m, dd, y % 100),
        "iso": "%04d-%02d-%02d" % (y, m, dd),
        "dmon": "%02d-%s-%04d" % (dd, mon, y),
        "dmon_up": "%02d%s%02d" % (dd, mon.upper(), y % 100),
        "long": "%s %d, %d" % (MONTHS[m - 1], dd, y),
        "mon_d_y": "%s %d, %d" % (mon, dd, y),
        "d_mon_y": "%d %s %d" % (dd, mon, y),
        "dmy": "%02d/%02d/%04d" % (dd, m, y),
        "md": "%d/%d" % (m, dd),
        "mon_d": "%s %d" % (mon, dd),
        "wk_md": "%s %d/%d" % (wk[:3], m, dd),
        "wk_long": "%s, %s %d, %d" % (wk, MONTHS[m - 1], dd, y),
        "d_mon": "%d-%s" % (dd, mon),
        "mon_year": "%s %d" % (MONTHS[m - 1], y),
        "year": "%d" % y,
    }
    return table[style]


US_FULL = ["us", "us", "us_np", "us_short", "long", "mon_d_y", "iso", "dmon"]
CA_FULL = ["iso", "iso", "dmon", "long", "d_mon_y", "dmy", "mon_d_y", "dmon_up"]
US_SHORT = ["md", "md", "mon_d", "wk_md"]
CA_SHORT = ["d_mon", "mon_d", "md", "iso"]


class Person:
    def __init__(self, first, middle, last, sex, age=None, dob=None):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex
        self.age, self.dob = age, dob

    def form(self, style):
        f, mi, la = self.first, self.middle, self.last
        return {
            "full": "%s %s" % (f, la),
            "full_mid": "%s %s. %s" % (f, mi, la),
            "lf": "%s, %s" % (la, f),
            "lf_mid": "%s, %s %s" % (la, f, mi),
            "caps": "%s, %s" % (la.upper(), f.upper()),
            "caps_mid": "%s, %s %s" % (la.upper(), f.upper(), mi),
            "caps_init": "%s, %s" % (la.upper(), f[0]),
            "last": la,
            "first": f,
            "init": "%s.%s." % (f[0], la[0]),
            "init2": "%s%s" % (f[0], la[0]),
            "f_last": "%s. %s" % (f[0], la),
            "last_f": "%s %s" % (la, f[0]),
        }[style]

    def title(self):
        if self.sex == "F":
            return "Ms."
        return "Mr."


class Staff:
    def __init__(self, first, last, cred):
        self.first, self.last, self.cred = first, last, cred

    def form(self, style):
        f, la = self.first, self.last
        return {
            "full": "%s %s" % (f, la),
            "f_last": "%s. %s" % (f[0], la),
            "last": la,
            "lf": "%s, %s" % (la, f),
            "caps": "%s, %s" % (la.upper(), f.upper()),
            "init": "%s%s" % (f[0], la[0]),
            "init_lc": ("%s%s" % (f[0], la[0])).lower(),
            "first": f,
        }[style]

    def user(self, rng):
        if getattr(self, "_user", None):
            return self._user
        self._user = self._make_user(rng)
        return self._user

    def _make_user(self, rng):
        f = re.sub(r"[^a-z]", "", self.first.lower())
        la = re.sub(r"[^a-z]", "", self.last.lower())
        style = rng.randrange(5)
        if style == 0:
            return f[0] + la + str(rng.randrange(1, 10))
        if style == 1:
            return f + "." + la
        if style == 2:
            return la + f[0]
        if style == 3:
            return f[0] + la[:5] + digits(rng, 2)
        return (f[:3] + la[:3]).upper()


class World:
    """Per-note world: country, region, hospital, date, and generators."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        r = rng
        if country == "US":
            self.region = pick(r, pools.US_STATES)
            self.hospital = pick(r, pools.US_HOSPITALS)
            self.hosp_short = pools.US_HOSP_SHORT.get(self.hospital)
        else:
            self.region = pick(r, pools.CA_PROVS)
            self.hospital = pick(r, pools.CA_HOSPITALS)
            self.hosp_short = pools.CA_HOSP_SHORT.get(self.hospital)
        self.state, self.state_full = self.region[0], self.region[1]
        self.city = pick(r, self.region[4])
        self.unit = pick(r, pools.UNITS)
        self.date = datetime.date(2022, 1, 1) + datetime.timedelta(days=r.randrange(0, 1000))
        self.used_names = []

    # ---- dates
    def dfull(self, d):
        return fmt_date(d, pick(self.rng, US_FULL if self.country == "US" else CA_FULL))

    def dshort(self, d):
        return fmt_date(d, pick(self.rng, US_SHORT if self.country == "US" else CA_SHORT))

    def dstyle(self):
        """A fixed style for tables inside one note."""
        return pick(self.rng, ["us", "us_np", "md"] if self.country == "US" else ["iso", "dmon", "d_mon"])

    def days(self, n):
        return self.date + datetime.timedelta(days=n)

    # ---- people
    def _fresh_last(self, pool):
        for _ in range(20):
            la = pick(self.rng, pool)
            if la not in self.used_names:
                self.used_names.append(la)
                return la
        return pick(self.rng, pool)

    def patient(self, sex=None, age_range=(19, 96)):
        r = self.rng
        sex = sex or pick(r, ["F", "M"])
        first = pick(r, pools.FIRST_F if sex == "F" else pools.FIRST_M)
        last = self._fresh_last(pools.LAST)
        age = r.randrange(age_range[0], age_range[1] + 1)
        # birthday before or after the note date in the year
        bday_offset = r.randrange(1, 365)
        dob = self.date - datetime.timedelta(days=int(age * 365.25) + bday_offset)
        return Person(first, pick(r, pools.MIDDLE), last, sex, age, dob)

    def relative(self, pt):
        r = self.rng
        rel = pick(r, pools.RELATIONS)
        sex = "F" if rel in ("wife", "daughter", "sister", "niece", "mother", "granddaughter") else (
            "M" if rel in ("husband", "son", "brother", "nephew", "father", "grandson") else pick(r, ["F", "M"]))
        first = pick(r, pools.FIRST_F if sex == "F" else pools.FIRST_M)
        if rel in ("wife", "husband", "daughter", "son", "mother", "father") and r.random() < 0.6:
            last = pt.last
        else:
            last = self._fresh_last(pools.LAST)
        return rel, Person(first, pick(r, pools.MIDDLE), last, sex)

    def staff(self, kind="pharm"):
        r = self.rng
        cred = {"pharm": pools.PHARM_CREDS, "md": pools.MD_CREDS, "rn": pools.NURSE_CREDS,
                "tech": pools.TECH_CREDS}[kind]
        bad = pools.US_ONLY_CREDS if self.country == "CA" else pools.CA_ONLY_CREDS
        cred = [c for c in cred if c not in bad]
        return Staff(pick(r, pools.STAFF_FIRST), self._fresh_last(pools.STAFF_LAST), pick(r, cred))

    # ---- ages
    def age(self, a, sex=None):
        """Pieces for an age; span is the number (or words) only."""
        r = self.rng
        s = r.randrange(10)
        v = str(a)
        if s == 0:
            return [("AGE", v), " yo"]
        if s == 1:
            return [("AGE", v), "yo"]
        if s == 2:
            return [("AGE", v), "-year-old"]
        if s == 3:
            return [("AGE", v), " y/o"]
        if s == 4 and sex:
            return [("AGE", v), sex]
        if s == 5 and sex:
            return [("AGE", v), " " + sex]
        if s == 6:
            return [("AGE", num_words(a)), "-year-old"]
        if s == 7:
            return [("AGE", v), " years old"]
        return [("AGE", v), " y.o."]

    # ---- contact
    def area(self):
        return pick(self.rng, self.region[2])

    def phone(self, ext=None):
        r = self.rng
        a = self.area()
        n = "555-01%02d" % r.randrange(100)
        s = r.randrange(7)
        if s == 0:
            v = "(%s) %s" % (a, n)
        elif s == 1:
            v = "%s-%s" % (a, n)
        elif s == 2:
            v = "%s.%s" % (a, n.replace("-", "."))
        elif s == 3:
            v = "%s %s" % (a, n.replace("-", " "))
        elif s == 4:
            v = "+1 %s-%s" % (a, n)
        elif s == 5:
            v = "1-%s-%s" % (a, n)
        else:
            v = "(%s)%s" % (a, n)
        if ext is None:
            ext = r.random() < 0.15
        if ext:
            v += pick(r, [" ext. ", " x", " ext ", " x."]) + digits(r, r.randrange(3, 5))
        return v

    def internal(self):
        return "555-01%02d" % self.rng.randrange(100)

    def email(self, first, last, personal=False):
        r = self.rng
        f = re.sub(r"[^a-z]", "", first.lower())
        la = re.sub(r"[^a-z]", "", last.lower())
        dom = pick(r, ["example.org", "example.com", "example.net"])
        if personal:
            local = pick(r, [f + la[0] + digits(r, 2), f + "." + la, la + f[0] + digits(r, 2),
                             f + "_" + la[:4], f[0] + la])
            dom = pick(r, ["example.com", "example.net"])
        else:
            local = pick(r, [f + "." + la, f[0] + la, la + "." + f[0], f + la[0]])
        return local + "@" + dom

    def dept_email(self, what):
        tag = re.sub(r"[^a-z]", "", (self.hosp_short or self.hospital.split()[0]).lower())
        return "%s.%s@%s" % (tag, what, pick(self.rng, ["example.org", "example.net"]))

    def url(self, path):
        tag = re.sub(r"[^a-z]", "", (self.hosp_short or self.hospital.split()[0]).lower())
        host = pick(self.rng, ["https://www.example.org/", "www.example.org/", "https://example.net/",
                               "example.com/", "http://intranet.example.org/"])
        return host + tag + "/" + path

    def ip(self):
        r = self.rng
        s = r.randrange(3)
        if s == 0:
            return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
        if s == 1:
            return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))

    # ---- address
    def street(self, unit=None):
        r = self.rng
        v = "%d %s %s" % (r.randrange(2, 9900), pick(r, pools.STREET_NAMES), pick(r, pools.STREET_TYPES))
        if unit is None:
            unit = r.random() < 0.25
        if unit:
            v += ", " + pick(r, pools.UNIT_FORMS).format(n=r.randrange(1, 40) if r.random() < 0.6
                                                         else str(r.randrange(1, 9)) + pick(r, list("ABCD")))
        return v

    def zip(self):
        r = self.rng
        if self.country == "US":
            v = pick(r, self.region[3]) + digits(r, 2)
            if r.random() < 0.15:
                v += "-" + digits(r, 4)
            return v
        al = "ABCEGHJKLMNPRSTVWXYZ"
        v = "%s%d%s %d%s%d" % (pick(r, self.region[3]), r.randrange(10), al[r.randrange(len(al))],
                                r.randrange(10), al[r.randrange(len(al))], r.randrange(10))
        return v

    def other_city(self):
        return pick(self.rng, self.region[4])

    def address_inline(self):
        """Pieces: street, city, state zip."""
        st = self.street()
        return [("STREET", st), ", ", ("CITY", self.other_city()), ", ", ("STATE", self.state), " ",
                ("ZIP", self.zip())]

    # ---- identifiers
    def mrn(self):
        r = self.rng
        s = r.randrange(5)
        if s == 0:
            return digits(r, 8)
        if s == 1:
            return "E" + digits(r, 7)
        if s == 2:
            return digits(r, 7)
        if s == 3:
            return "%s-%s-%s" % (digits(r, 1), digits(r, 3), digits(r, 3))
        return ("H" if self.country == "CA" else "M") + digits(r, 6)

    def acct(self):
        r = self.rng
        s = r.randrange(4)
        if s == 0:
            return digits(r, 10)
        if s == 1:
            return "V" + digits(r, 8)
        if s == 2:
            return "%s-%s" % (digits(r, 4), digits(r, 4))
        return "ENC-%d-%s" % (self.date.year % 100, digits(r, 7))

    def healthplan(self, pt=None):
        r = self.rng
        if self.country == "US":
            s = r.randrange(4)
            if s == 0:
                return letters(r, 3) + digits(r, 6)
            if s == 1:
                return "W" + digits(r, 9)
            if s == 2:
                # MBI-like
                return "%s%s%s-%s%s%s-%s%s%s" % (r.randrange(1, 10), letters(r, 1), r.randrange(10), letters(r, 1),
                                                 letters(r, 1), r.randrange(10), letters(r, 1), letters(r, 1),
                                                 r.randrange(10))
            return digits(r, 8) + letters(r, 1)
        style = self.region[5]
        if style == "ohip":
            return "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
        if style == "phn":
            return "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))
        if style == "ahcip":
            return "%s-%s" % (digits(r, 5), digits(r, 4))
        if style == "ramq":
            la = re.sub(r"[^A-Z]", "", (pt.last if pt else "XXXX").upper()) + "XXX"
            fi = (pt.first if pt else "X")[0].upper()
            yy = (pt.dob.year % 100) if pt and pt.dob else r.randrange(100)
            mm = (pt.dob.month if pt and pt.dob else 1) + (50 if pt and pt.sex == "F" else 0)
            dd = pt.dob.day if pt and pt.dob else 1
            return "%s%s %02d%02d %02d%s" % (la[:3], fi, yy, mm, dd, digits(r, 2))
        if style == "nl":
            return "%s %s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3), digits(r, 3))
        if style == "nb":
            return "%s-%s-%s" % (digits(r, 3), digits(r, 3), digits(r, 3))
        if style == "ns":
            return "%s %s %s" % (digits(r, 4), digits(r, 3), digits(r, 3))
        return digits(r, 9)

    def ssn(self):
        r = self.rng
        a = pick(r, ["9%02d" % r.randrange(100), "000"])
        sep = pick(r, ["-", "-", "-", " ", ""])
        return "%s%s%s%s%s" % (a, sep, digits(r, 2), sep, digits(r, 4))

    def dea(self, last):
        r = self.rng
        first = pick(r, ["A", "B", "F", "M"])
        second = re.sub(r"[^A-Z]", "", last.upper())[:1] or "X"
        d = [r.randrange(10) for _ in range(6)]
        chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
        return first + second + "".join(str(x) for x in d) + str(chk)

    def npi(self):
        r = self.rng
        base = [1] + [r.randrange(10) for _ in range(8)]
        # Luhn with 80840 prefix
        s = 24
        for i, dgt in enumerate(reversed(base)):
            if i % 2 == 0:
                dgt *= 2
                if dgt > 9:
                    dgt -= 9
            s += dgt
        chk = (10 - s % 10) % 10
        return "".join(str(x) for x in base) + str(chk)

    def license(self, kind="rph"):
        r = self.rng
        if self.country == "CA":
            return pick(r, [digits(r, 6), digits(r, 5), "%s-%s" % (letters(r, 1), digits(r, 5))])
        if kind == "rph":
            return pick(r, ["RPH.%s" % digits(r, 7), "PH%s" % digits(r, 6), "%s-%s" % (digits(r, 2), digits(r, 5)),
                            "RPH-%s" % digits(r, 5)])
        return pick(r, ["MD.%s" % digits(r, 6), "%s%s" % (letters(r, 1), digits(r, 5)), "DO-%s" % digits(r, 5)])

    def drivers(self):
        r = self.rng
        if self.country == "CA":
            return "%s%s-%s-%s" % (letters(r, 1), digits(r, 4), digits(r, 5), digits(r, 5))
        return pick(r, ["%s%s" % (letters(r, 1), digits(r, 8)), "%s-%s-%s" % (letters(r, 1) + digits(r, 3),
                        digits(r, 4), digits(r, 4)), digits(r, 9)])

    def serial(self):
        r = self.rng
        return pick(r, [digits(r, 8), "SN-" + digits(r, 7), letters(r, 1) + digits(r, 1) + letters(r, 1) + digits(r, 7),
                        "%s-%s" % (digits(r, 4), digits(r, 5)), letters(r, 2) + digits(r, 6)])

    def plate(self):
        r = self.rng
        if self.country == "CA":
            return pick(r, ["%s %s" % (letters(r, 4), digits(r, 3)), "%s %s" % (letters(r, 3), digits(r, 3)),
                            "%s%s%s" % (digits(r, 1), letters(r, 2), digits(r, 3))])
        return pick(r, ["%s%s%s" % (digits(r, 1), letters(r, 3), digits(r, 3)), "%s %s" % (letters(r, 3), digits(r, 4)),
                        "%s-%s" % (letters(r, 3), digits(r, 3)), "%s%s" % (letters(r, 2), digits(r, 5))])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(al[self.rng.randrange(len(al))] for _ in range(17))

    def bioid(self):
        r = self.rng
        return pick(r, ["FP-%s" % digits(r, 5), "BIO-%s" % digits(r, 7), "PV-%s" % letters(r, 2, "ABCDEF0123456789")
                        + digits(r, 6), "BX%s" % digits(r, 8), "FPT-%s-%s" % (digits(r, 3), digits(r, 4))])

    def room(self):
        r = self.rng
        s = r.randrange(4)
        if s == 0:
            return str(r.randrange(201, 999))
        if s == 1:
            return "%d%s" % (r.randrange(201, 999), pick(r, list("AB")))
        if s == 2:
            return "%d-%d" % (r.randrange(201, 999), r.randrange(1, 3))
        return "%s%d" % (pick(r, ["W", "E", "N", "S"]), r.randrange(10, 60))

    def profession(self):
        return pick(self.rng, pools.PROFESSIONS)

    def pharmacy(self):
        return pick(self.rng, pools.COMMUNITY_PHARMACIES)

    def employer(self):
        return pick(self.rng, pools.EMPLOYERS)

    def insurer(self):
        return pick(self.rng, pools.INSURERS_US if self.country == "US" else pools.INSURERS_CA)


def sign_staff(w, st, style=None):
    """Pieces for a staff signature: name span plus credential outside."""
    r = w.rng
    style = style if style is not None else r.randrange(4)
    if style == 0:
        return [("DOCTOR", st.form("full")), ", " + st.cred]
    if style == 1:
        return [("DOCTOR", st.form("full")), " " + st.cred.split(",")[0]]
    if style == 2:
        return [("DOCTOR", st.form("f_last")), ", " + st.cred]
    return [("DOCTOR", st.form("full")), " (" + st.cred.split(",")[0] + ")"]


def dr(w, st):
    """Pieces for a prescriber reference like 'Dr. Ng' or 'Aaron Ng, MD'."""
    r = w.rng
    if st.cred in ("NP", "PA-C"):
        return [("DOCTOR", st.form(pick(r, ["full", "f_last"]))), pick(r, [", ", " "]) + st.cred]
    s = r.randrange(4)
    if s == 0:
        return ["Dr. ", ("DOCTOR", st.form("last"))]
    if s == 1:
        return ["Dr ", ("DOCTOR", st.form("full"))]
    if s == 2:
        return [("DOCTOR", st.form("full")), ", " + st.cred]
    return ["Dr. ", ("DOCTOR", st.form("f_last"))]


def pt_ref(w, pt):
    """Short in-text reference to the patient."""
    r = w.rng
    s = r.randrange(5)
    if s == 0:
        return [pt.title() + " ", ("PATIENT", pt.last)]
    if s == 1:
        return [pt.title().rstrip(".") + " ", ("PATIENT", pt.last)]
    if s == 2:
        return [("PATIENT", pt.first)]
    if s == 3:
        return ["pt"]
    return ["the patient"]

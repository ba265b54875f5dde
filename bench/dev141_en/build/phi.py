"""Note builder (piece-based offsets), people, context and PHI value generators."""
import datetime as dt
import re
import unicodedata

import pools as P

LABEL = {}
for _l, _ts in (("NAME", "PATIENT DOCTOR FAMILY USERNAME"), ("AGE", "AGE"), ("DATE", "DATE"),
                ("LOCATION", "STREET CITY STATE ZIP COUNTRY HOSPITAL ORGANIZATION LOCATION_OTHER"),
                ("ID", "MRN SSN HEALTHPLAN ACCOUNT LICENSE DEVICE VEHICLE BIOID IDNUM"),
                ("CONTACT", "PHONE FAX EMAIL URL IPADDR"), ("PROFESSION", "PROFESSION")):
    for _t in _ts.split():
        LABEL[_t] = _l


class Note:
    """Text is appended piece by piece; PHI pieces record their offsets as they are appended."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _plain(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, v, t):
        if self.lower:
            v = v.lower()
        if not v or v != v.strip():
            raise ValueError("bad PHI value %r" % v)
        self.spans.append({"start": self.pos, "end": self.pos + len(v), "label": LABEL[t], "type": t, "text": v})
        self.parts.append(v)
        self.pos += len(v)

    def _add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self._plain(it)
        elif isinstance(it, tuple):
            self._phi(it[0], it[1])
        elif isinstance(it, list):
            for x in it:
                self._add(x)
        else:
            raise TypeError(repr(it))

    def w(self, *items):
        for it in items:
            self._add(it)
        return self

    def f(self, tmpl, *args):
        """Template with {0}, {1} ... placeholders; each placeholder is a piece (str, (value, type) or list)."""
        pos = 0
        for m in re.finditer(r"\{(\d+)\}", tmpl):
            self._plain(tmpl[pos:m.start()])
            self._add(args[int(m.group(1))])
            pos = m.end()
        self._plain(tmpl[pos:])
        return self

    def text(self):
        return "".join(self.parts)


MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def ordn(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, s):
    m, y = d.month, d.year
    return {
        "mdy": "%02d/%02d/%d" % (m, d.day, y), "mdy1": "%d/%d/%d" % (m, d.day, y),
        "mdy2": "%d/%d/%02d" % (m, d.day, y % 100), "iso": d.isoformat(), "dmy": "%02d/%02d/%d" % (d.day, m, y),
        "dmony": "%02d-%s-%d" % (d.day, MON[m - 1], y), "DMONY": "%02d%s%d" % (d.day, MON[m - 1].upper(), y),
        "mondy": "%s %d, %d" % (MON[m - 1], d.day, y), "monthdy": "%s %d, %d" % (MONTH[m - 1], d.day, y),
        "monthdthy": "%s %s, %d" % (MONTH[m - 1], ordn(d.day), y), "dmonthy": "%d %s %d" % (d.day, MONTH[m - 1], y),
        "wdfull": "%s, %s %d, %d" % (WD[d.weekday()], MONTH[m - 1], d.day, y),
        "wdmd": "%s %d/%d" % (WDA[d.weekday()], m, d.day), "md": "%d/%d" % (m, d.day),
        "monthd": "%s %d" % (MONTH[m - 1], d.day), "monthdth": "%s %s" % (MONTH[m - 1], ordn(d.day)),
        "monthy": "%s %d" % (MONTH[m - 1], y), "mony": "%s-%d" % (MON[m - 1], y), "my": "%02d/%d" % (m, y),
        "y": str(y), "wd": WD[d.weekday()], "dmon": "%d-%s" % (d.day, MON[m - 1]),
        "ymd": "%d%02d%02d" % (y, m, d.day), "mdyd": "%02d-%02d-%d" % (m, d.day, y),
    }[s]


FULL_US = ["mdy", "mdy", "mdy1", "mdy2", "mondy", "monthdy", "dmony", "iso", "monthdthy"]
FULL_CA = ["iso", "iso", "dmonthy", "mondy", "monthdy", "dmony", "DMONY", "dmy"]


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum()))


class Person:
    def __init__(self, rng, sex=None, last=None, first=None):
        self.sex = sex or rng.choice("MF")
        self.first = first or rng.choice(P.FIRST_M if self.sex == "M" else P.FIRST_F)
        self.last = last or rng.choice(P.SURNAMES)
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTVW")
        self.nick = rng.choice(P.NICKNAMES)
        self.rng = rng

    def form(self, k):
        f, l = self.first, self.last
        return {
            "full": "%s %s" % (f, l), "fml": "%s %s. %s" % (f, self.mi, l), "lf": "%s, %s" % (l, f),
            "LF": ("%s, %s" % (l, f)).upper(), "LFM": ("%s, %s %s" % (l, f, self.mi)).upper(),
            "lfm": "%s, %s %s." % (l, f, self.mi), "first": f, "last": l, "ini": "%s.%s." % (f[0], l[0]),
            "INI": (f[0] + l[0]).upper(), "fl": "%s. %s" % (f[0], l), "fli": "%s %s." % (f, l[0]),
            "FULL": ("%s %s" % (f, l)).upper(), "nick": self.nick, "lo_ini": (f[0] + l[0]).lower(),
        }[k]

    def n(self, typ, *forms):
        return (self.form(self.rng.choice(forms or ("full",))), typ)

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"


CRED = {"att": ["MD", "MD", "DO", "MD, FAAP", "MD, FRCPC"], "res": ["MD", "MD, PGY-2", "MD (PGY-3)", "DO, PGY-1"],
        "rn": ["RN", "RN, BSN", "RN", "RPN"], "np": ["NP", "CPNP", "NP-C", "CRNP"], "sw": ["MSW", "LCSW", "RSW", "LMSW"],
        "lc": ["IBCLC", "RN, IBCLC"], "pharm": ["PharmD", "RPh"], "rd": ["RD", "RDN"], "psych": ["PhD", "PsyD", "PhD, CPsych"],
        "slp": ["CCC-SLP", "S-LP(C)"], "pa": ["PA-C"], "ot": ["OTR/L", "OT Reg."], "rt": ["RRT"], "ma": ["CMA", "MA"],
        "cons": ["MD", "MD, FRCPC", "MD, PhD", "DO"], "fellow": ["MD", "DO", "MD, MSc"],
        "ob": ["MD", "DO", "MD, FRCSC", "MD, FACOG"], "pcp": ["MD", "MD", "DO", "MD, FAAP"], "ed": ["MD", "MD, FRCPC", "DO", "MD, FAAP"],
        "bh": ["LCSW", "LPC", "MSW, RSW", "PsyD"]}
DOCTORISH = ("att", "res", "cons", "fellow", "ob", "pcp", "ed", "ref")


class Ctx:
    def __init__(self, rng, country, genre, age_days, lower=False, year_lo=2016, year_hi=2025):
        self.r = rng
        self.country = country
        self.us = country == "US"
        self.genre = genre
        self.lower = lower
        r = rng
        start = dt.date(year_lo, 1, 1).toordinal()
        end = dt.date(year_hi, 6, 30).toordinal()
        self.visit = dt.date.fromordinal(r.randint(start, end))
        if genre in ("well", "school", "immun", "dev", "teen", "consult", "camp") and self.visit.weekday() >= 5:
            self.visit -= dt.timedelta(days=self.visit.weekday() - 4)
        self.age_days = age_days
        self.dob = self.visit - dt.timedelta(days=age_days)
        self.region = r.choice(P.US_STATES if self.us else P.CA_PROVS)
        self.town = r.choice(P.TOWNS_US if self.us else P.TOWNS_CA)
        self.hosp = r.choice(P.HOSP_US if self.us else P.HOSP_CA)
        self.clinic = r.choice(P.CLINICS_US if self.us else P.CLINICS_CA)
        self.pharmacy = r.choice(P.PHARMACIES)
        self.ward = r.choice(P.WARDS)
        self.school = r.choice(P.SCHOOLS)
        self.insurer = r.choice(P.INSURERS_US if self.us else P.INSURERS_CA)
        self.pt = Person(r)
        fam_last = self.pt.last if r.random() < 0.7 else r.choice(P.SURNAMES)
        self.mom = self._fam("F", fam_last if r.random() < 0.6 else None)
        self.dad = self._fam("M", self.pt.last)
        self.mom_age = int(age_days / 365.25) + r.randint(17, 38)
        self.dad_age = self.mom_age + r.randint(-3, 9)
        self.mom_job = r.choice(P.PROF_ADULT)
        self.dad_job = r.choice(P.PROF_ADULT)
        self.sibs = [self._fam(None, self.pt.last) for _ in range(r.randint(0, 3))]
        self.sib_ages = [r.randint(1, max(2, self.mom_age - 18)) for _ in self.sibs]
        self.guardian = self.mom if r.random() < 0.75 else self.dad
        self.grel = "mother" if self.guardian is self.mom else "father"
        self.ds = r.choice(FULL_US if self.us else FULL_CA)
        self._docs = {}
        self._orgs = {}
        self.mrn_v = self.mrn()
        self.acct_v = self.acct()
        self.gphone = self.phone()

    # ---------- people ----------
    def _fam(self, sex, last):
        seen = {self.pt.first} | {p.first for p in getattr(self, "sibs", [])}
        for who in ("mom", "dad"):
            if hasattr(self, who):
                seen.add(getattr(self, who).first)
        while True:
            p = Person(self.r, sex, last=last)
            if p.first not in seen:
                return p

    def other(self, sex=None):
        """Someone outside the family whose names do not clash with the patient's."""
        while True:
            p = Person(self.r, sex)
            if p.first != self.pt.first and p.last != self.pt.last:
                return p

    def doc(self, role="att"):
        if role not in self._docs:
            self._docs[role] = self.other()
        return self._docs[role]

    def new_doc(self, role):
        p = self.other()
        self._docs[role] = p
        return p

    def cred(self, role):
        return self.r.choice(CRED.get(role, ["MD"] if (role in DOCTORISH or role.startswith("fu")) else ["RN"]))

    def dr(self, role="att", style=None):
        """A staff name with its title or credential outside the span."""
        p = self.doc(role)
        r = self.r
        doctorish = role in DOCTORISH or role.startswith("fu")
        s = style or r.choice(["title", "cred", "cred", "lfc", "flc"] if doctorish else ["cred", "cred", "flc", "lfc", "bare"])
        c = self.cred(role)
        if s == "title" and doctorish:
            return [r.choice(["Dr. ", "Dr ", "Dr. ", "Doctor "]), p.n("DOCTOR", "last", "last", "full")]
        if s == "lfc":
            return [p.n("DOCTOR", "lf", "lfm"), " " + c]
        if s == "flc":
            return [p.n("DOCTOR", "fl", "fli"), ", " + c]
        if s == "bare":
            return [p.n("DOCTOR", "full", "first")]
        return [p.n("DOCTOR", "full", "fml"), ", " + c]

    # ---------- dates ----------
    def d(self, day, style=None):
        if style is None:
            style = self.ds if self.r.random() < 0.7 else self.r.choice(FULL_US if self.us else FULL_CA)
        return (fmt_date(day, style), "DATE")

    def dd(self, offset, style=None):
        return self.d(self.visit + dt.timedelta(days=offset), style)

    def day(self, offset):
        return self.visit + dt.timedelta(days=offset)

    def holiday(self):
        return (self.r.choice(P.HOLIDAYS_US if self.us else P.HOLIDAYS_CA), "DATE")

    # ---------- ages ----------
    def age(self, days=None, words=None, kv=False):
        r = self.r
        d = self.age_days if days is None else days
        if d < 28:
            n, sfx = d, (["days", "d"] if kv else ["-day-old", " days old", " day old", " do"])
            if d == 1:
                sfx = ["day"] if kv else ["-day-old", " day old"]
        elif d < 100 and r.random() < 0.5:
            n, sfx = d // 7, (["wk", "weeks"] if kv else ["-week-old", " wk old", " weeks old"])
        elif d < 731:
            n, sfx = max(1, int(d / 30.44)), (["mo", "mos", "months"] if kv else ["-month-old", " mo", "mo", " month old", " months old", " m/o"])
        else:
            n, sfx = int(d / 365.25), (["yrs", "y", "years", "yo", "Y"] if kv else ["-year-old", " yo", "yo", " y/o", " y.o.", " years old", "-yr-old", " yr old", " YO"])
        sf = r.choice(sfx)
        use_words = words if words is not None else (r.random() < 0.15 and n <= 20 and "old" in sf)
        val = P.NUMWORDS[n] if use_words and n <= 20 else str(n)
        if kv:
            return [(val, "AGE"), " " + sf]
        return [(val, "AGE"), sf]

    def aage(self, days=None):
        a = self.age(days)
        v = a[0][0]
        art = "an " if (v in ("8", "11", "18", "eight", "eleven", "eighteen") or v.startswith("8")) else "a "
        return [art, a]

    def years(self, y, kv=False):
        return self.age(days=int(y * 365.25) + 2, kv=kv)

    def age_sex(self):
        """e.g. '4 yo M', '15 F', '9 m/o female'"""
        r = self.r
        a = self.age()
        sx = r.choice([self.pt.sex, "male" if self.pt.sex == "M" else "female",
                       "boy" if self.pt.sex == "M" else "girl"])
        return [a, " " + sx]

    # ---------- places ----------
    def street(self):
        r = self.r
        num = str(r.randint(2, 9899))
        st = "%s %s %s" % (num, r.choice(P.STREET_NAMES), r.choice(P.STREET_TYPES_US if self.us else P.STREET_TYPES_CA))
        u = r.random()
        if u < 0.15:
            st += r.choice([", Apt ", " Apt ", " #", ", Unit ", " Unit "]) + r.choice(["2", "3B", "104", "12", "7C", "211", "B"])
        elif u < 0.22 and not self.us:
            st = "%d-%s" % (r.randint(1, 40), st)
        elif u < 0.26:
            st = r.choice(["PO Box %d" % r.randint(10, 999), "RR %d" % r.randint(1, 6)])
        return (st, "STREET")

    def zip(self):
        r = self.r
        if self.us:
            z = "%05d" % r.randint(1000, 99950)
            if r.random() < 0.15:
                z += "-%04d" % r.randint(0, 9999)
            return (z, "ZIP")
        L = "ABCEGHJKLMNPRSTVWXYZ"
        f = r.choice(P.CA_POST_FIRST[self.region[1]])
        z = "%s%d%s %d%s%d" % (f, r.randint(0, 9), r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9))
        if r.random() < 0.1:
            z = z.replace(" ", "")
        return (z, "ZIP")

    def state(self, full=None):
        full = self.r.random() < 0.25 if full is None else full
        return (self.region[0] if full else self.region[1], "STATE")

    def city(self, other=False):
        if other:
            return (self.r.choice(P.TOWNS_US if self.us else P.TOWNS_CA), "CITY")
        return (self.town, "CITY")

    def addr(self, multiline=None, country=None):
        r = self.r
        ml = r.random() < 0.3 if multiline is None else multiline
        out = [self.street(), "\n" if ml else ", ", self.city(), ", ", self.state(), r.choice([" ", "  "]), self.zip()]
        if country or (country is None and r.random() < 0.12):
            out += [", " if not ml else "\n", ("USA" if self.us and r.random() < 0.5 else ("United States" if self.us else "Canada"), "COUNTRY")]
        return out

    def country_t(self):
        return (self.r.choice(P.COUNTRIES), "COUNTRY")

    def org(self, kind):
        y = self.age_days / 365.25
        lvl = "elem" if y < 11 else ("mid" if y < 14 else "high")
        schools = [s for s in P.SCHOOLS if P.school_level(s) in (lvl, "any")]
        if kind in ("school", "daycare") and kind in self._orgs:
            return self._orgs[kind]
        pool = {"school": schools, "daycare": P.DAYCARES, "camp": P.CAMPS, "team": P.TEAMS, "employer": P.EMPLOYERS,
                "church": P.CHURCHES, "community": P.COMMUNITY,
                "insurer": P.INSURERS_US if self.us else P.INSURERS_CA}[kind]
        v = (self.r.choice(pool), "ORGANIZATION")
        if kind in ("school", "daycare"):
            self._orgs[kind] = v
        return v

    def hospital(self, other=False):
        if other:
            return (self.r.choice(P.HOSP_US if self.us else P.HOSP_CA), "HOSPITAL")
        return (self.hosp, "HOSPITAL")

    def room(self):
        r = self.r
        return (r.choice(["%d%s" % (r.randint(1, 9) * 100 + r.randint(1, 40), r.choice(["", "", "A", "B"])),
                          "%s-%d" % (r.choice("ABCDEN"), r.randint(1, 30)), str(r.randint(1, 48))]), "LOCATION_OTHER")

    # ---------- contact ----------
    def _area(self):
        r = self.r
        while True:
            a = "%d%d%d" % (r.randint(2, 9), r.randint(0, 8), r.randint(0, 9))
            if a != "555":
                return a

    def _num(self, ext=None):
        r = self.r
        a = self._area()
        ln = "01%02d" % r.randint(0, 99) if r.random() < 0.7 else "%04d" % r.randint(0, 9999)
        s = r.choice(["({0}) 555-{1}", "{0}-555-{1}", "{0}.555.{1}", "{0} 555 {1}", "+1 {0} 555 {1}", "1-{0}-555-{1}",
                      "({0})555-{1}", "+1-{0}-555-{1}"]).format(a, ln)
        if ext or (ext is None and r.random() < 0.1):
            s += r.choice([" ext. ", " x", " ext ", " Ext "]) + str(r.randint(2, 9999))
        return s

    def phone(self, ext=None):
        return (self._num(ext), "PHONE")

    def fax(self):
        return (self._num(False), "FAX")

    def email(self, p=None):
        r = self.r
        p = p or self.guardian
        f, l = ascii_fold(p.first).lower(), ascii_fold(p.last).lower()
        u = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, r.randint(1, 99)), "%s%d" % (l, r.randint(70, 2012)),
                      "%s.%s" % (l, f[0])])
        return (u + "@" + r.choice(["example.com", "example.org", "example.net"]), "EMAIL")

    def url(self, base=None):
        r = self.r
        slug = ascii_fold(base or self.clinic).lower()[:14] or "clinic"
        u = r.choice(["www.example.org/%s" % slug, "https://portal.example.net/%s/login" % slug,
                      "http://www.example.com/%s/forms" % slug, "example.org/peds/%s" % slug,
                      "https://%s.example.com/myhealth" % slug, "www.example.net/~%s/resources.html" % slug])
        return (u, "URL")

    def ip(self):
        r = self.r
        return (r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                          "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                          "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))]), "IPADDR")

    def user(self, p=None):
        r = self.r
        p = p or self.doc("rn")
        f, l = ascii_fold(p.first).lower() or "x", ascii_fold(p.last).lower() or "user"
        u = r.choice([f[0] + l, f[0] + l + str(r.randint(1, 9)), (f[0] + l).upper(), "%s.%s" % (f, l), l[:6] + f[:2],
                      "%s%s%d" % (f[:3], l[:3], r.randint(10, 99))])
        return (u, "USERNAME")

    # ---------- identifiers ----------
    def _dg(self, k):
        return "".join(str(self.r.randint(0, 9)) for _ in range(k))

    def _al(self, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(k))

    def mrn(self):
        r, g = self.r, self._dg
        return (r.choice([g(8), g(7), "%s-%s-%s" % (g(1), g(3), g(3)), "K" + g(7), "CH-%s-%s" % (g(4), g(4)), "E" + g(9),
                          "%s %s %s" % (g(3), g(3), g(3)), "MR" + g(6), g(10)]), "MRN")

    def acct(self):
        r, g = self.r, self._dg
        return (r.choice(["%s-%s" % (g(4), g(4)), "V" + g(8), g(9), "FIN %s-%s" % (g(2), g(7)), "%s%s" % (self._al(2), g(8)),
                          "ENC-%s" % g(10), g(12)]), "ACCOUNT")

    def hp(self):
        r, g, a = self.r, self._dg, self._al
        if self.us:
            v = r.choice([a(3) + g(6), g(9) + "A", "%s%s" % (a(1), g(10)), "MCD" + g(8), "%s-%s-%s" % (a(3), g(4), g(2)), "W" + g(8)])
        else:
            v = r.choice(["%s-%s-%s-%s" % (g(4), g(3), g(3), a(2)), "%s %s %s" % (g(4), g(3), g(3)),
                          "9%s %s %s" % (g(3), g(3), g(3)), "%s %s %s" % (a(4), g(4), g(4)), g(10), "%s%s" % (a(2), g(7))])
        return (v, "HEALTHPLAN")

    def group(self):
        return (self.r.choice([self._dg(5), "GRP-" + self._dg(6), self._al(2) + self._dg(4)]), "HEALTHPLAN")

    def ssn(self):
        r, g = self.r, self._dg
        if self.us or r.random() < 0.3:
            v = r.choice(["9%s-%s-%s" % (g(2), g(2), g(4)), "000-%s-%s" % (g(2), g(4)), "9%s%s%s" % (g(2), g(2), g(4))])
        else:
            v = "9%s %s %s" % (g(2), g(3), g(3))
        return (v, "SSN")

    def npi(self):
        return (self.r.choice("12") + self._dg(9), "LICENSE")

    def dea(self):
        return (self.r.choice("ABFM") + self._al(1) + self._dg(7), "LICENSE")

    def lic(self):
        r, g = self.r, self._dg
        return (r.choice(["%s%s" % (self._al(1), g(5)), "%s-%s" % (self._al(2), g(6)), g(5), "%s.%s" % (g(2), g(6)),
                          "LIC-%s" % g(7)]), "LICENSE")

    def dl(self):
        r, g = self.r, self._dg
        return (r.choice(["%s%s-%s-%s" % (self._al(1), g(4), g(5), g(5)), "%s%s" % (self._al(1), g(7)),
                          "%s-%s-%s" % (self._al(1) + g(3), g(4), g(4)), g(9)]), "LICENSE")

    def device(self):
        r, g, a = self.r, self._dg, self._al
        return (r.choice([a(3) + g(6), "%s%s%s" % (a(2), g(7), a(1)), "%s-%s" % (g(4), g(5)), a(1) + g(1) + a(1) + g(1) + a(2),
                          "SN%s" % g(8), "%s-%s-%s" % (a(2), g(3), g(4))]), "DEVICE")

    def plate(self):
        r, g, a = self.r, self._dg, self._al
        return (r.choice([g(1) + a(3) + g(3), "%s %s" % (a(4), g(3)), "%s-%s" % (a(3), g(4)), a(2) + g(1) + " " + g(1) + a(2)]), "VEHICLE")

    def vin(self):
        pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return ("".join(self.r.choice(pool) for _ in range(17)), "VEHICLE")

    def bioid(self):
        r, g = self.r, self._dg
        return (r.choice(["FP-%s" % g(5), "FPR-%s-%s" % (g(4), g(2)), "BIO%s" % g(7), "IRIS-%s" % g(6), "PV-%s-%s" % (g(3), g(4)),
                          "FTP%s" % g(6)]), "BIOID")

    def idnum(self, kind="acc"):
        r, g, a = self.r, self._dg, self._al
        y = str(self.visit.year)[2:]
        v = {"acc": r.choice(["S%s-%s" % (y, g(4)), "%s-%s" % (a(2), g(7)), "H%s-%s" % (y, g(6)), g(10)]),
             "order": r.choice(["ORD-%s" % g(7), "%s" % g(8), "O%s" % g(9)]),
             "spec": r.choice(["SP%s-%s" % (y, g(7)), "%s%s" % (a(1), g(8))]),
             "case": r.choice(["%s-%s" % (y, g(6)), "C%s-%s" % (y, g(5)), "%s-%s-%s" % (g(4), g(2), g(4))]),
             "req": r.choice(["REQ %s" % g(6), "RQ%s" % g(7), g(7)]),
             "nbs": r.choice(["%s-%s" % (self.visit.year, g(7)), "NBS%s" % g(8), "%s %s" % (g(4), g(5))]),
             "lot": r.choice([a(1) + g(4) + a(2), a(2) + g(5), g(5) + a(1), "%s%s%s" % (a(1), g(3), a(1)) + g(2)]),
             "job": r.choice([g(6), "J" + g(7), "%s-%s" % (g(3), g(4))]),
             "ref": r.choice(["REF-%s" % g(7), "R%s" % g(8)]),
             "student": r.choice([g(7), "S" + g(8), g(9)]),
             "police": r.choice(["%s-%s" % (y, g(6)), "IR%s%s" % (y, g(6))]),
             }[kind]
        return (v, "IDNUM")

    def prof(self, teen=False):
        return (self.r.choice(P.PROF_TEEN if teen else P.PROF_ADULT), "PROFESSION")

    def aprof(self, teen=False):
        v = self.prof(teen)
        return ["an " if v[0][0] in "aeiou" else "a ", v]

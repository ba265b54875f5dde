"""Per-note cast and value renderers. Every PHI value is returned wrapped in private markers
(\x01TYPE\x02value\x03); make.py strips them and records offsets while it assembles the text."""
import datetime as dt
from pools import *  # noqa: F401,F403
import pools as P

S, MID, E = "\x01", "\x02", "\x03"


def m(t, v):
    assert v and v == v.strip(), (t, v)
    assert not any(c in v for c in S + MID + E), v
    return f"{S}{t}{MID}{v}{E}"


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_word(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_AB = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_CASUAL = ["mon", "tues", "weds", "thurs", "fri", "sat", "sun"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "New Year's Day", "Labor Day", "the Fourth of July", "Easter"],
            "UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Eve", "Bonfire Night"],
            "IE": ["Christmas", "St. Stephen's Day", "Paddy's Day", "Easter Monday"],
            "CA": ["Thanksgiving", "Canada Day", "Christmas", "Victoria Day", "Boxing Day"],
            "AU": ["Anzac Day", "Christmas", "Boxing Day", "Australia Day", "Easter"],
            "SG": ["Chinese New Year", "Hari Raya", "Deepavali", "Christmas", "National Day"],
            "KE": ["Madaraka Day", "Christmas", "Jamhuri Day", "Easter Monday", "Mashujaa Day"],
            "JM": ["Emancipation Day", "Christmas", "Boxing Day", "Independence Day", "Easter Monday"]}

PHONE_AREA = {"US": ["614", "503", "512", "207", "404", "612", "480", "802"],
              "CA": ["416", "204", "902", "403", "604", "306"], "JM": ["876", "658"]}


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


class Person:
    def __init__(self, R, origin=None, sex=None):
        self.origin = origin or R.choice(list(P.GIVEN))
        self.first = R.choice(P.GIVEN[self.origin])
        so = self.origin if R.random() < 0.75 else R.choice(list(P.SURNAME))
        self.last = R.choice(P.SURNAME[so])
        self.mid = R.choice("ABCDEFGHJKLMNPRSTW") if R.random() < 0.3 else None
        self.nick = P.NICK.get(self.first)


class Ctx:
    def __init__(self, R, locale, lower=False):
        self.R = R
        self.L = locale
        self.lower = lower
        self.used_names = set()
        self.pt = self.person()
        self.fam = [self.person() for _ in range(3)]
        self.docs = [self.person() for _ in range(4)]
        self.city = R.choice(P.CITIES[locale])
        self.city2 = R.choice([c for c in P.CITIES[locale] if c != self.city])
        y = R.randint(2022, 2026)
        self.base = dt.date(y, R.randint(1, 12), R.randint(1, 28))
        self.dob = dt.date(self.base.year - R.randint(1, 95), R.randint(1, 12), R.randint(1, 28))
        self.age_n = self.base.year - self.dob.year - ((self.base.month, self.base.day) < (self.dob.month, self.dob.day))
        if self.age_n < 1:
            self.age_n = 1
        self.hosp_v = self._pat(R.choice(P.HOSP_PAT))
        self.clinic_v = self._pat(R.choice(P.CLINIC_PAT[locale]))
        self.pharm_v = self._pat(R.choice(P.PHARM_PAT))
        self.ward_v = R.choice(P.WARDS)
        self.home_v = self._pat(R.choice(P.CARE_HOMES))
        self.emp_v = R.choice(P.EMPLOYERS)
        self.school_v = self._pat(R.choice(P.SCHOOLS))
        self.church_v = self._pat(R.choice(P.CHURCHES))
        self.gym_v = self._pat(R.choice(P.GYMS))
        self.agency_v = self._pat(R.choice(P.AGENCIES))
        self.ins_v = R.choice(P.INSURERS)
        self.prof_v = R.choice(P.PROFESSIONS)
        self.prof2_v = R.choice(P.PROFESSIONS)

    # ---------------------------------------------------------------- helpers
    def person(self):
        for _ in range(50):
            p = Person(self.R)
            if p.first not in self.used_names and p.last not in self.used_names:
                break
        self.used_names.update([p.first, p.last])
        return p

    def _pat(self, pat):
        R = self.R
        return pat.format(c=self.city if R.random() < 0.5 else self.city2, w=R.choice(P.PLACE_WORDS),
                          s=R.choice(P.SAINTS))

    @property
    def us(self):
        return self.L == "US"

    # ---------------------------------------------------------------- names
    def name(self, p, typ, form=None):
        R = self.R
        forms = ["full", "first", "first", "first_init", "last", "nick", "init", "lastfirst", "fullmid"]
        if typ == "DOCTOR":
            forms = ["full", "last", "last", "first", "first_init", "fullmid"]
        f = form or R.choice(forms)
        if f == "nick" and not p.nick:
            f = "first"
        if f == "fullmid" and not p.mid:
            f = "full"
        v = {"full": f"{p.first} {p.last}", "first": p.first, "first_init": f"{p.first} {p.last[0]}.",
             "last": p.last, "nick": p.nick, "init": f"{p.first[0]}.{p.last[0]}.",
             "lastfirst": f"{p.last.upper()}, {p.first}", "fullmid": f"{p.first} {p.mid}. {p.last}",
             "lower_first": p.first.lower(), "upper_last": p.last.upper()}[f]
        return m(typ, v)

    def P(self, form=None):
        return self.name(self.pt, "PATIENT", form)

    def F(self, i=0, form=None):
        return self.name(self.fam[i], "FAMILY", form)

    def D(self, i=0, form=None):
        return self.name(self.docs[i], "DOCTOR", form)

    def Dr(self, i=0):
        """a clinician with a title or credential that stays the same for that person within the note"""
        R = self.R
        if not hasattr(self, "_titles"):
            self._titles = {}
        if i not in self._titles:
            c = R.random()
            self._titles[i] = ("pre", R.choice(["Dr. ", "Dr "])) if c < 0.6 else (
                ("suf", R.choice(["MD", "RN", "NP", "PharmD", "MBBS", "RGN"])) if c < 0.8 else
                ("role", R.choice(["nurse ", "Sister ", "pharmacist ", "Nurse "])))
        kind, t = self._titles[i]
        if kind == "pre":
            return t + self.name(self.docs[i], "DOCTOR", R.choice(["last", "first_init", "full", "last"]))
        if kind == "suf":
            return f"{self.name(self.docs[i], 'DOCTOR', 'full')}, {t}"
        return t + self.name(self.docs[i], "DOCTOR", R.choice(["first", "last"]))

    def user(self, p=None):
        R = self.R
        p = p or self.pt
        first = "".join(ch for ch in p.first.lower() if ch.isalpha())
        adj = R.choice(["tired", "sleepless", "night_owl", "worried", "busy", "brave", "sunny", "coastal",
                        "grumpy", "hopeful", "mum_of_3", "dad2", "carer", "lucky", "rainy"])
        v = R.choice([f"{first}{R.randint(1, 99)}", f"{adj}_{first}", f"{first[:4]}_{R.randint(70, 99)}",
                      f"{adj}{R.randint(1, 999)}", f"{first}.{p.last[0].lower()}{R.randint(1, 9)}",
                      f"{R.choice(['x', 'the', 'real'])}{first}{R.choice(['', 'x', '_', '88'])}"])
        return m("USERNAME", v.rstrip("_."))

    # ---------------------------------------------------------------- ages
    def age(self, n=None, style=None):
        R = self.R
        n = n if n is not None else R.randint(1, 97)
        st = style or R.choice(["yo", "yo_tight", "year_old", "sexF", "sexM", "aged_words", "plain", "turned"])
        a = m("AGE", str(n))
        return {"yo": f"{a} yo", "yo_tight": f"{a}yo", "year_old": f"{a}-year-old",
                "sexF": f"{a}F", "sexM": f"{a} M", "aged_words": f"aged {m('AGE', num_word(n))}",
                "plain": f"{a} years old", "turned": f"just turned {a}"}[st]

    # ---------------------------------------------------------------- dates
    def day(self, off=0):
        return self.base + dt.timedelta(days=off)

    def date(self, off=0, style=None):
        R = self.R
        d = self.day(off)
        us = self.L in ("US",)
        st = style or R.choice(["num", "short", "long", "md", "abbr", "wd", "wdcas", "wdshort", "ord", "iso",
                                "monthyear"])
        M = MONTHS[d.month - 1]
        if st == "num":
            v = f"{d.month}/{d.day}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
        elif st == "short":
            v = f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
        elif st == "long":
            v = f"{M} {d.day}, {d.year}" if us else f"{d.day} {M} {d.year}"
        elif st == "md":
            v = f"{M} {d.day}" if us else f"{d.day} {M}"
        elif st == "abbr":
            v = f"{M[:3]} {ordinal(d.day)}" if us else f"{ordinal(d.day)} {M[:3]}"
        elif st == "wd":
            return m("DATE", WDAYS[d.weekday()])
        elif st == "wdcas":
            return f"{R.choice(['last', 'this', 'next', 'on'])} {m('DATE', WD_CASUAL[d.weekday()])}"
        elif st == "wdshort":
            v = f"{WD_AB[d.weekday()]} {d.month}/{d.day}" if us else f"{WD_AB[d.weekday()]} {d.day}/{d.month}"
        elif st == "ord":
            return f"the {m('DATE', ordinal(d.day))}"
        elif st == "iso":
            v = d.isoformat()
        elif st == "monthyear":
            v = f"{M} {d.year}"
        elif st == "year":
            v = str(d.year)
        elif st == "holiday":
            h = R.choice(HOLIDAYS[self.L])
            if h.startswith("the "):
                return "the " + m("DATE", h[4:])
            return m("DATE", h)
        return m("DATE", v)

    def stamp(self, off=0):
        """header timestamp: date span + time of day outside"""
        R = self.R
        d = self.day(off)
        t = f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"
        if self.us:
            v = R.choice([f"{d.month}/{d.day}/{d.year}", f"{d.month}/{d.day}/{str(d.year)[2:]}", d.isoformat()])
        else:
            v = R.choice([f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.day}/{d.month}/{str(d.year)[2:]}",
                          d.isoformat(), f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"])
        return f"{m('DATE', v)} {t}"

    def dobv(self):
        d = self.dob
        v = f"{d.month:02d}/{d.day:02d}/{d.year}" if self.us else f"{d.day:02d}/{d.month:02d}/{d.year}"
        return m("DATE", v)

    # ---------------------------------------------------------------- places
    def CITY(self, second=False):
        return m("CITY", self.city2 if second else self.city)

    def STATE(self, abbr=None):
        L = self.L if self.L in P.STATES else None
        if not L:
            return None
        full, ab = self.R.choice(P.STATES[L])
        return m("STATE", ab if (abbr if abbr is not None else self.R.random() < 0.5) else full)

    def ZIP(self):
        R = self.R
        L = self.L
        a = "ABCDEFGHJKLMNPRSTUWXY"
        if L == "US":
            v = f"{R.randint(10000, 99899):05d}"
        elif L == "UK":
            v = f"{R.choice(['AS', 'KT', 'BX', 'CW', 'EM', 'TW'])}{R.randint(1, 19)} {R.randint(1, 9)}{R.choice(a)}{R.choice(a)}"
        elif L == "IE":
            v = f"{R.choice(['D', 'T', 'H', 'V', 'P'])}{R.randint(10, 99)} {R.choice(a)}{R.randint(1, 9)}{R.choice(a)}{R.randint(1, 9)}"
        elif L == "CA":
            v = f"{R.choice(a)}{R.randint(0, 9)}{R.choice(a)} {R.randint(0, 9)}{R.choice(a)}{R.randint(0, 9)}"
        elif L == "AU":
            v = f"{R.randint(2000, 7999)}"
        elif L == "SG":
            v = f"{R.randint(100000, 829999)}"
        elif L == "KE":
            v = f"{R.randint(10, 90)}{R.randint(100, 999)}"
        else:
            return None
        return m("ZIP", v)

    def STREET(self):
        R = self.R
        base = f"{R.randint(1, 480)} {R.choice(P.STREET_WORDS)} {R.choice(P.STREET_SUFFIX[self.L])}"
        if self.L == "SG":
            base = f"Blk {R.randint(100, 899)} {R.choice(P.STREET_WORDS)} {R.choice(P.STREET_SUFFIX['SG'])}, #{R.randint(2, 25):02d}-{R.randint(10, 400)}"
        elif R.random() < 0.3:
            base += R.choice([f", Apt {R.randint(1, 40)}", f", Flat {R.randint(1, 12)}", f", Unit {R.randint(1, 9)}"])
        return m("STREET", base)

    def ADDRESS(self):
        parts = [self.STREET(), self.CITY()]
        tail = []
        st = self.STATE()
        if self.L == "IE":
            tail.append(f"Co. {m('CITY', self.R.choice(P.COUNTIES_IE))}")
        if st:
            tail.append(st)
        z = self.ZIP()
        s = ", ".join(parts)
        if tail:
            s += ", " + " ".join(tail)
        if z:
            s += (" " if tail else ", ") + z
        return s

    def COUNTRY(self):
        c = self.R.choice(P.COUNTRIES)
        if c.startswith("the "):
            return "the " + m("COUNTRY", c[4:])
        return m("COUNTRY", c)

    def HOSP(self):
        return m("HOSPITAL", self.hosp_v)

    def CLINIC(self):
        return m("HOSPITAL", self.clinic_v)

    def PHARM(self):
        return m("HOSPITAL", self.pharm_v)

    def WARD(self):
        return m("HOSPITAL", self.ward_v)

    def HOME(self):
        return m("HOSPITAL", self.home_v)

    def EMP(self):
        return m("ORGANIZATION", self.emp_v)

    def SCHOOL(self):
        return m("ORGANIZATION", self.school_v)

    def CHURCH(self):
        return m("ORGANIZATION", self.church_v)

    def GYM(self):
        return m("ORGANIZATION", self.gym_v)

    def AGENCY(self):
        return m("ORGANIZATION", self.agency_v)

    def INS(self):
        return m("ORGANIZATION", self.ins_v)

    def PROF(self, second=False):
        return m("PROFESSION", self.prof2_v if second else self.prof_v)

    def aPROF(self, second=False):
        v = self.prof2_v if second else self.prof_v
        return ("an " if v[0] in "aeiou" else "a ") + m("PROFESSION", v)

    def LANDMARK(self):
        pre, v = self.R.choice(P.LANDMARKS)
        return pre + m("LOCATION_OTHER", v)

    def PARK(self):
        R = self.R
        return R.choice([f"car park {m('LOCATION_OTHER', R.choice(['B', 'C', 'North', 'Level 3', 'P2']))}",
                         f"the {m('LOCATION_OTHER', R.choice(['Clocktower car park', 'Heron multi-storey', 'Jubilee car park']))}"])

    def ROOM(self):
        R = self.R
        c = R.random()
        if c < 0.3:
            return f"room {m('LOCATION_OTHER', str(R.randint(100, 650)) + R.choice(['', 'A', 'B']))}"
        if c < 0.55:
            return f"bed {m('LOCATION_OTHER', str(R.randint(1, 32)))}"
        if c < 0.75:
            return f"bay {m('LOCATION_OTHER', str(R.randint(1, 8)))} bed {m('LOCATION_OTHER', str(R.randint(1, 6)))}"
        pre, v = R.choice(P.LANDMARKS)
        return pre + m("LOCATION_OTHER", v)

    # ---------------------------------------------------------------- contact
    def _digits_block(self):
        return f"{self.R.randint(0, 99):02d}"

    def PHONE(self, typ="PHONE", ext=None):
        R = self.R
        L = self.L
        xx = self._digits_block()
        if L in ("US", "CA", "JM"):
            a = R.choice(PHONE_AREA[L])
            v = R.choice([f"({a}) 555-01{xx}", f"{a}-555-01{xx}", f"{a}.555.01{xx}", f"+1 {a} 555 01{xx}",
                          f"555-01{xx}", f"1-{a}-555-01{xx}"])
        elif L == "UK":
            x3 = f"{R.randint(0, 999):03d}"
            v = R.choice([f"020 7946 0{x3}", f"0161 496 0{x3}", f"07700 900{x3}", f"+44 7700 900{x3}",
                           f"+44 20 7946 0{x3}", f"07700900{x3}"])
        elif L == "AU":
            x3 = f"{R.randint(0, 999):03d}"
            v = R.choice([f"0491 570 {x3}", f"+61 491 570 {x3}", f"0491570{x3}"])
        elif L == "IE":
            x3 = f"{R.randint(0, 999):03d}"
            v = R.choice([f"01 555 0{x3}", f"087 555 0{x3}", f"+353 87 555 0{x3}", f"(021) 555 0{x3}"])
        elif L == "SG":
            x3 = f"{R.randint(0, 999):03d}"
            v = R.choice([f"+65 5550 0{x3}", f"5550 0{x3}", f"+65 55500{x3}"])
        else:  # KE
            x3 = f"{R.randint(0, 999):03d}"
            v = R.choice([f"0555 010 {x3}", f"+254 555 010 {x3}", f"0555010{x3}"])
        if ext or (ext is None and typ == "PHONE" and R.random() < 0.12):
            v += R.choice([f" ext. {R.randint(10, 899)}", f" x{R.randint(100, 4999)}", f" ext {R.randint(2, 99)}"])
        return m(typ, v)

    def FAX(self):
        return self.PHONE("FAX", ext=False)

    def PAGER(self):
        R = self.R
        return m("PHONE", R.choice([f"{R.randint(1, 9)}-{R.randint(1000, 9999)}", f"{R.randint(1000, 9999)}",
                                     f"#{R.randint(200, 899)}"][:2]))

    def EMAIL(self, p=None):
        R = self.R
        p = p or self.pt
        f = "".join(ch for ch in p.first.lower() if ch.isalpha())
        l = "".join(ch for ch in p.last.lower() if ch.isalpha())
        local = R.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{R.randint(1, 99)}", f"{l}.{f[0]}", f"{f}_{l[:3]}"])
        host = R.choice(["example.com", "example.org", "example.net", "mail.example.com", "clinic.example.org",
                         "health.example.net"])
        return m("EMAIL", f"{local}@{host}")

    def URL(self):
        R = self.R
        host = R.choice(["www.example.org", "example.com", "portal.example.net", "www.example.com",
                         "forum.example.org", "care.example.net"])
        path = R.choice(["/portal", "/book", "/feedback/form", "/t/" + str(R.randint(10000, 99999)),
                         "/rx/refill", "/u/" + str(R.randint(100, 9999)), "/patient/" + str(R.randint(1000, 9999)),
                         "/visit?id=" + str(R.randint(10000, 99999)), ""])
        v = R.choice(["https://", "http://", ""]) + host + path
        if v == host or v.endswith("//" + host):
            v = v  # plain host is fine
        return m("URL", v)

    def IP(self):
        R = self.R
        c = R.random()
        if c < 0.4:
            v = f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
        elif c < 0.7:
            v = f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
        else:
            v = f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"
        return m("IPADDR", v)

    # ---------------------------------------------------------------- ids
    def MRN(self):
        R = self.R
        L = self.L
        if L == "UK" and R.random() < 0.5:
            return m("MRN", f"999 {R.randint(100, 999)} {R.randint(1000, 9999)}")
        return m("MRN", R.choice([f"{R.randint(0, 99999999):08d}", f"MRN{R.randint(100000, 999999)}",
                                  f"{R.choice('KHMRT')}{R.randint(1000000, 9999999)}",
                                  f"{R.randint(10, 99)}-{R.randint(100000, 999999)}"]))

    def SSN(self):
        R = self.R
        if self.L == "UK":
            return m("SSN", R.choice([f"QQ {R.randint(10, 99)} {R.randint(10, 99)} {R.randint(10, 99)} {R.choice('ABCD')}",
                                      f"QQ{R.randint(100000, 999999)}{R.choice('ABCD')}"]))
        return m("SSN", R.choice([f"9{R.randint(0, 99):02d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}",
                                  f"9{R.randint(0, 99):02d} {R.randint(1, 99):02d} {R.randint(1, 9999):04d}"]))

    def PLAN(self):
        R = self.R
        a = "ABCDEFGHJKLMNPRSTVWXYZ"
        return m("HEALTHPLAN", R.choice([f"{R.choice(a)}{R.choice(a)}{R.choice(a)}{R.randint(100000, 999999)}",
                                         f"{R.randint(1000, 9999)} {R.randint(10000, 99999)} {R.randint(1, 9)}",
                                         f"NHIF-{R.randint(1000000, 9999999)}", f"GRP-{R.randint(1000, 99999)}",
                                         f"{R.choice(a)}{R.randint(10000000, 99999999)}-0{R.randint(1, 4)}"]))

    def ACCT(self):
        R = self.R
        return m("ACCOUNT", R.choice([f"{R.randint(1000, 9999)}-{R.randint(1000, 9999)}", f"ENC{R.randint(1000000, 9999999)}",
                                      f"V{R.randint(100000, 999999)}", f"INV-{R.randint(20000, 99999)}",
                                      f"{R.randint(100000000, 999999999)}"]))

    def LIC(self, kind=None):
        R = self.R
        a = "ABCDEFGHJKLMNPRSTUVWXYZ"
        k = kind or R.choice(["NPI", "DEA", "GMC", "AHPRA", "PIN", "DL", "MCI"])
        v = {"NPI": f"{R.randint(1000000000, 1999999999)}", "DEA": f"{R.choice(a)}{R.choice(a)}{R.randint(1000000, 9999999)}",
             "GMC": f"{R.randint(7000000, 7999999)}", "AHPRA": f"MED000{R.randint(1000000, 9999999)}",
             "PIN": f"{R.randint(10, 99)}{R.choice(a)}{R.randint(1000, 9999)}{R.choice('EOCN')}",
             "DL": f"{R.choice(a)}{R.randint(100, 999)}-{R.randint(1000, 9999)}-{R.randint(10, 99)}",
             "MCI": f"KMPDC/{R.randint(1000, 9999)}"}[k]
        return k, m("LICENSE", v)

    def DEV(self):
        R = self.R
        a = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return m("DEVICE", R.choice([f"{R.choice(a)}{R.choice(a)}{R.choice(a)}{R.randint(100000, 999999)}",
                                     f"SN-{R.randint(10000000, 99999999)}", f"{R.randint(1000, 9999)}-{R.choice(a)}{R.randint(100, 999)}",
                                     f"G{R.randint(10, 99)}{R.choice(a)}{R.randint(10000, 99999)}"]))

    def VEH(self):
        R = self.R
        a = "ABCDEFGHJKLMNPRSTUVWXYZ"
        L = self.L
        if R.random() < 0.15:
            return m("VEHICLE", "".join(R.choice(a + "0123456789") for _ in range(17)))
        if L == "UK":
            v = f"{R.choice(a)}{R.choice(a)}{R.randint(51, 74)} {R.choice(a)}{R.choice(a)}{R.choice(a)}"
        elif L == "AU":
            v = f"{R.randint(1, 9)}{R.choice(a)}{R.choice(a)}{R.choice(a)}-{R.randint(100, 999)}"
        elif L == "KE":
            v = f"K{R.choice(a)}{R.choice(a)} {R.randint(100, 999)}{R.choice(a)}"
        elif L == "SG":
            v = f"S{R.choice(a)}{R.choice(a)}{R.randint(1000, 9999)}{R.choice(a)}"
        elif L == "IE":
            v = f"{R.randint(151, 252)}-{R.choice(['D', 'C', 'G', 'KY', 'MO'])}-{R.randint(100, 99999)}"
        elif L == "JM":
            v = f"{R.randint(1000, 9999)} {R.choice(a)}{R.choice(a)}"
        else:
            v = f"{R.randint(1, 9)}{R.choice(a)}{R.choice(a)}{R.choice(a)}{R.randint(100, 999)}"
        return m("VEHICLE", v)

    def BIO(self):
        R = self.R
        return m("BIOID", R.choice([f"FP-{R.randint(10000, 99999)}", f"VPR-{R.randint(100000, 999999)}",
                                    f"IRIS{R.randint(1000, 9999)}-{R.choice('ABCDEF')}", f"PV{R.randint(100000, 999999)}",
                                    f"FACE-{R.randint(1000, 9999)}-{R.randint(10, 99)}"]))

    def IDN(self, kind=None):
        R = self.R
        return m("IDNUM", R.choice([f"RX{R.randint(100000, 9999999)}", f"{R.randint(1000000, 9999999)}",
                                    f"REF-{R.randint(10000, 99999)}", f"S{R.randint(22, 26)}-{R.randint(1000, 99999)}",
                                    f"CASE{R.randint(1000, 99999)}", f"#{R.randint(100000, 999999)}"[1:],
                                    f"T{R.randint(100000, 999999)}", f"ORD-{R.randint(100000, 999999)}"]))

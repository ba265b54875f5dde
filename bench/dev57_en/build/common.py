"""Per-note context: people, dates, contacts and identifiers, all returned as
marked strings (see markup.P), so every PHI value carries its own gold span."""

import datetime as dt
import unicodedata

import pools
from markup import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = [w[:3] for w in WDAY]

AREA = {"US": ["217", "312", "413", "503", "614", "720", "919", "206", "608", "802"],
        "CA": ["416", "604", "403", "514", "613", "902", "204", "306", "819"]}

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return "".join(c for c in s.lower() if c.isalnum())


def initial(word):
    for c in word:
        if c.isupper():
            return c
    return word[0].upper()


class Person:
    def __init__(self, role, sex, origin, given, family, middle, nick, kind=None):
        self.role = role          # PATIENT / DOCTOR / FAMILY
        self.sex = sex
        self.origin = origin
        self.given = given
        self.family = family
        self.middle = middle      # a single capital letter
        self.nick = nick
        self.kind = kind          # doc / nurse / pharm / pa / clerk for staff
        self.age = None
        self.dob = None
        self.ids = {}

    @property
    def full(self):
        return "%s %s" % (self.given, self.family)

    @property
    def gi(self):
        return "%s %s." % (self.given, initial(self.family))

    @property
    def inits(self):
        return initial(self.given) + initial(self.family)


class Ctx:
    def __init__(self, r, loc):
        self.r = r
        self.loc = loc
        self.today = dt.date(2024, 1, 1) + dt.timedelta(days=r.randrange(0, 1035))
        self.mdy = loc == "US" or (loc == "CA" and r.random() < 0.5)
        self.used = set()
        self.cur_age = None
        self.cur_origin = None

    # ------------------------------------------------------------ basics
    def ch(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def wch(self, pairs):
        tot = sum(w for _, w in pairs)
        x = self.r.random() * tot
        for v, w in pairs:
            x -= w
            if x <= 0:
                return v
        return pairs[-1][0]

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n, lead_zero_ok=True):
        s = "".join(str(self.r.randint(0, 9)) for _ in range(n))
        if not lead_zero_ok and s[0] == "0":
            s = str(self.r.randint(1, 9)) + s[1:]
        return s

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def time(self):
        h, m = self.ri(0, 23), self.ch([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
        f = self.r.random()
        if self.loc in ("US", "CA") and f < 0.4:
            return "%d:%02d %s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")
        if self.loc in ("UK", "IE", "AU") and f < 0.25:
            return "%d.%02d%s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")
        if f < 0.7:
            return "%02d:%02d" % (h, m)
        return "%02d%02d" % (h, m)

    # ------------------------------------------------------------ people
    def person(self, role, sex=None, origin=None, kind=None, age=None):
        sex = sex or self.ch("MF")
        for _ in range(50):
            org = origin or self.wch(pools.LOCALE_ORIGINS[self.loc])
            pool = pools.NAMES[org]
            given = self.ch(pool[sex])
            family = self.ch(pool["S"])
            if org == "polish" and sex == "F" and family.endswith("ski"):
                family = family[:-3] + "ska"
            if family in self.used or given in self.used:
                continue
            break
        self.used.add(family)
        self.used.add(given)
        middle = self.ch("ABCDEFGHJKLMNPRSTW")
        nick = self.ch(pools.NICK[given]) if given in pools.NICK else None
        p = Person(role, sex, org, given, family, middle, nick, kind)
        if role == "PATIENT":
            p.age = age if age is not None else self.ri(18, 96)
            p.dob = self.dob_for(p.age)
            self.cur_age = p.age
            self.cur_origin = org
        elif age is not None:
            p.age = age
        return p

    def patient(self, age=None, sex=None):
        return self.person("PATIENT", sex=sex, age=age)

    def staff(self, kind="doc", sex=None):
        return self.person("DOCTOR", sex=sex, kind=kind)

    def relative(self, sex=None):
        origin = self.cur_origin if (self.cur_origin and self.chance(0.6)) else None
        return self.person("FAMILY", sex=sex, origin=origin)

    def dob_for(self, age):
        t = self.today if not (self.today.month == 2 and self.today.day == 29) else self.today - dt.timedelta(days=1)
        start = t.replace(year=t.year - age - 1) + dt.timedelta(days=1)
        return start + dt.timedelta(days=self.ri(0, 360))

    def title(self, p):
        t = pools.TITLES[self.loc]
        if p.role == "DOCTOR" and p.kind == "doc":
            return self.ch(t["dr"])
        if p.origin in pools.ORIGIN_TITLES and self.chance(0.35):
            return self.ch(pools.ORIGIN_TITLES[p.origin][p.sex])
        return self.ch(t[p.sex])

    def cred(self, p):
        if "cred" not in p.ids:
            c = pools.CREDS[self.loc]
            p.ids["cred"] = self.ch(c.get(p.kind or "doc", c["doc"]))
        return p.ids["cred"]

    def name(self, p, style=None):
        """Marked name of person p in a given style (title/credential outside)."""
        typ = p.role
        if style is None:
            style = self.default_style(p)
        g, f = p.given, p.family
        if style == "full":
            return P(typ, p.full)
        if style == "full_mid":
            return P(typ, "%s %s. %s" % (g, p.middle, f))
        if style == "gi":
            return P(typ, p.gi)
        if style == "title":
            return self.title(p) + " " + P(typ, f)
        if style == "title_full":
            return self.title(p) + " " + P(typ, p.full)
        if style == "title_inits":
            return self.title(p) + " " + P(typ, "%s.%s. %s" % (initial(g), p.middle, f))
        if style == "last_first":
            return P(typ, "%s, %s" % (f, g))
        if style == "LAST_FIRST":
            return P(typ, "%s, %s" % (f.upper(), g))
        if style == "LAST_FIRST_MID":
            return P(typ, "%s, %s %s" % (f.upper(), g.upper(), p.middle))
        if style == "inits_dot":
            return P(typ, "%s.%s." % (initial(g), initial(f)))
        if style == "inits":
            return P(typ, p.inits)
        if style == "first":
            return P(typ, g)
        if style == "lower_first":
            return P(typ, g.lower())
        if style == "lower_full":
            return P(typ, p.full.lower())
        if style == "lower_surname":
            return P(typ, f.lower())
        if style == "nick":
            return P(typ, p.nick or g)
        if style == "surname":
            return P(typ, f)
        # staff styles
        if style == "dr":
            return self.title(p) + " " + P(typ, f)
        if style == "dr_gi":
            return self.title(p) + " " + P(typ, p.gi)
        if style == "dr_full":
            return self.title(p) + " " + P(typ, p.full)
        if style == "dr_init":
            return self.title(p) + " " + P(typ, "%s. %s" % (initial(g), f))
        if style == "full_cred":
            return P(typ, p.full) + self.ch([", ", " "]) + self.cred(p)
        if style == "init_cred":
            return P(typ, "%s. %s" % (initial(g), f)) + ", " + self.cred(p)
        if style == "gi_cred":
            return P(typ, p.gi) + ", " + self.cred(p)
        if style == "first_cred":
            return P(typ, g) + " (" + self.cred(p) + ")"
        if style == "prof":
            return self.ch(pools.TITLES[self.loc]["prof"]) + " " + P(typ, f)
        if style == "role_first":
            role = {"nurse": self.ch(["Sister", "Sr"]) if self.loc == "ZA"
                    else self.ch(["nurse", "Staff Nurse", "Sister", "Nurse"]) if self.loc in ("UK", "IE")
                    else self.ch(["nurse", "RN", "Nurse"]),
                    "pharm": "pharmacist", "pa": "PA", "clerk": self.ch(["clerk", "ward clerk"]),
                    "doc": self.ch(["registrar", "resident", "Dr"]),
                    }.get(p.kind, "nurse")
            return role + " " + P(typ, g if role not in ("Sister", "Sr", "Staff Nurse") else f)
        if style == "dr_lower":
            return "dr " + P(typ, f.lower())
        if style == "initials_lower":
            return P(typ, p.inits.lower())
        raise ValueError(style)

    def default_style(self, p):
        if p.role == "PATIENT":
            return self.wch([("full", 14), ("full_mid", 3), ("gi", 8), ("title", 14),
                             ("title_full", 4), ("title_inits", 4), ("last_first", 4),
                             ("LAST_FIRST", 4), ("inits_dot", 3), ("inits", 2), ("first", 8),
                             ("lower_first", 3), ("lower_full", 2), ("nick", 3 if p.nick else 0),
                             ("surname", 3)])
        if p.role == "DOCTOR":
            if p.kind == "doc":
                return self.wch([("dr", 25), ("dr_gi", 10), ("dr_full", 12), ("dr_init", 5),
                                 ("full_cred", 10), ("init_cred", 4), ("prof", 2),
                                 ("first", 4), ("dr_lower", 2)])
            rf = 25 if (self.loc in ("ZA", "UK", "IE") and p.kind == "nurse") else 10
            return self.wch([("full_cred", 10), ("gi_cred", 8), ("first_cred", 5),
                             ("role_first", rf), ("first", 8), ("full", 6), ("lower_first", 2)])
        return self.wch([("full", 10), ("first", 12), ("gi", 4), ("title", 4),
                         ("lower_first", 2), ("nick", 2 if p.nick else 0)])

    def rel_word(self, p):
        """Relation word for relative p (fixed once chosen), plausible for the age of
        the last patient made."""
        if "relw" not in p.ids:
            p.ids["relw"] = self._rel_word(p)
        return p.ids["relw"]

    def _rel_word(self, p):
        age = self.cur_age
        words = list(pools.RELATIONS[p.sex])
        drop = set()
        if age is not None and age < 45:
            drop |= {"grandson", "granddaughter", "son-in-law", "daughter-in-law"}
        if age is not None and age < 25:
            drop |= {"son", "daughter", "wife", "husband"}
        if age is not None and age > 65:
            drop |= {"mother", "father", "aunt", "uncle"}
        words = [w for w in words if w not in drop] or words
        return self.ch(words)

    def paddr(self, p):
        """The patient's own address (same text every time it is used in a note)."""
        if "addr" not in p.ids:
            p.ids["addr"] = self.address()
        return p.ids["addr"]

    # ------------------------------------------------------------ dates and ages
    def day(self, back=0, fwd=0):
        """A date `back` days before (or `fwd` after) the note date."""
        return self.today - dt.timedelta(days=back) + dt.timedelta(days=fwd)

    def dstr(self, d, style):
        mdy = self.mdy
        m, dd, y = d.month, d.day, d.year
        wd, wda = WDAY[d.weekday()], WDA[d.weekday()]
        z = self.chance(0.5)
        if style == "short":
            return ("%d/%d" % (m, dd)) if mdy else ("%d/%d" % (dd, m))
        if style == "num":
            if mdy:
                return "%02d/%02d/%d" % (m, dd, y) if z else "%d/%d/%d" % (m, dd, y)
            return "%02d/%02d/%d" % (dd, m, y) if z else "%d/%d/%d" % (dd, m, y)
        if style == "num2":
            return ("%d/%d/%02d" % (m, dd, y % 100)) if mdy else ("%d/%d/%02d" % (dd, m, y % 100))
        if style == "wk_short":
            return "%s %s" % (wda, self.dstr(d, "short"))
        if style == "long":
            return ("%s %d, %d" % (MONTHS[m - 1], dd, y)) if mdy else ("%d %s %d" % (dd, MONTHS[m - 1], y))
        if style == "long_wk":
            return ("%s, %s %d, %d" % (wd, MONTHS[m - 1], dd, y)) if mdy else \
                ("%s %d %s %d" % (wd, dd, MONTHS[m - 1], y))
        if style == "md":
            return ("%s %d" % (MONTHS[m - 1], dd)) if mdy else ("%d %s" % (dd, MONTHS[m - 1]))
        if style == "mon_d":
            return ("%s %d" % (MON[m - 1], dd)) if mdy else ("%d %s" % (dd, MON[m - 1]))
        if style == "ord":
            suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
            return ("%s %d%s" % (MON[m - 1], dd, suf)) if mdy else ("%d%s %s" % (dd, suf, MON[m - 1]))
        if style == "wk_md":
            return ("%s %s %d" % (wda, MON[m - 1], dd)) if mdy else ("%s %d %s" % (wda, dd, MON[m - 1]))
        if style == "iso":
            return d.isoformat()
        if style == "abbr":
            s = "%02d-%s-%d" % (dd, MON[m - 1], y)
            return s.upper() if z else s
        if style == "dot":
            return "%02d.%02d.%d" % (dd, m, y)
        if style == "my":
            return "%s %d" % ((MONTHS if z else MON)[m - 1], y)
        if style == "y":
            return str(y)
        raise ValueError(style)

    def date(self, d, style=None, kind="event"):
        if style is None:
            style = self.dstyle(kind)
        elif style in ("event", "full", "dob"):
            style = self.dstyle(style)
        return P("DATE", self.dstr(d, style))

    def dstyle(self, kind):
        if kind == "event":
            pairs = [("short", 20), ("wk_short", 10), ("md", 8), ("mon_d", 10), ("ord", 5),
                     ("wk_md", 6), ("num", 8), ("num2", 4)]
        elif kind == "full":
            pairs = [("num", 30), ("long", 15), ("long_wk", 5), ("iso", 6), ("abbr", 5), ("num2", 5)]
        elif kind == "dob":
            pairs = [("num", 40), ("long", 10), ("iso", 5), ("abbr", 6), ("num2", 4)]
        else:
            pairs = [("short", 1)]
        if self.loc in ("ZA", "IE", "IN") and kind != "event":
            pairs.append(("dot", 4))
        if self.loc == "ZA" and kind != "event":
            pairs.append(("iso", 10))
        return self.wch(pairs)

    def drange(self, d1, d2):
        st = self.ch(["short", "short", "mon_d"])
        sep = self.ch(["-", "-", " to ", "–"])
        return self.date(d1, st) + sep + self.date(d2, st)

    def holiday(self):
        """A holiday tied to the patient's own history (annotated DATE)."""
        return P("DATE", self._hol())

    def _hol(self):
        return self.ch({
            "US": ["Christmas", "Thanksgiving", "Fourth of July", "Easter", "Labor Day"],
            "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night"],
            "CA": ["Christmas", "Canada Day", "Thanksgiving", "Easter"],
            "AU": ["Christmas", "Anzac Day", "Australia Day", "Easter"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "St Stephen's Day"],
            "IN": ["Diwali", "Holi", "Pongal", "Christmas", "Eid"],
            "ZA": ["Christmas", "Heritage Day", "Easter", "Freedom Day"],
        }[self.loc])

    def age(self, n, style=None, sex=None):
        sx = sex or "F"
        if style is None:
            style = self.wch([("yo", 12), ("yo2", 6), ("yof", 4), ("yr", 12), ("yr2", 4),
                              ("sexs", 10), ("sexc", 6), ("aged", 4), ("age", 3), ("words", 3),
                              ("yrs", 3), ("yoM", 3)])
        a = P("AGE", n if style != "words" else words(n))
        if style == "yo":
            return a + " yo"
        if style == "yo2":
            return a + "yo"
        if style == "yof":
            return a + " y/o"
        if style == "yr":
            return a + "-year-old"
        if style == "yr2":
            return a + " year old"
        if style == "sexs":
            return a + " " + sx
        if style == "sexc":
            return a + sx
        if style == "aged":
            return "aged " + a
        if style == "age":
            return "age " + a
        if style == "words":
            return a + "-year-old"
        if style == "yrs":
            return a + " yrs"
        if style == "yoM":
            return a + "yo" + sx
        if style == "paren":
            return "(" + a + ")"
        if style == "bare":
            return a
        raise ValueError(style)

    def noun(self, p):
        if p.age is not None and p.age < 16:
            return "boy" if p.sex == "M" else "girl"
        return self.ch(["man", "gentleman", "male"]) if p.sex == "M" else \
            self.ch(["woman", "lady", "female"])

    # ------------------------------------------------------------ contacts
    def phone_raw(self, kind="any"):
        loc, r = self.loc, self.r
        two = "%02d" % r.randint(0, 99)
        three = "%03d" % r.randint(0, 999)
        if loc in ("US", "CA"):
            ac = self.ch(AREA[loc])
            return self.ch(["(%s) 555-01%s" % (ac, two), "%s-555-01%s" % (ac, two),
                            "%s.555.01%s" % (ac, two), "+1 %s 555 01%s" % (ac, two),
                            "%s-555-01%s" % (ac, two), "1-%s-555-01%s" % (ac, two)])
        if loc == "UK":
            mob = ["07700 900%s" % three, "+44 7700 900%s" % three, "07700900%s" % three]
            land = ["01632 960%s" % three, "020 7946 0%s" % three, "0113 496 0%s" % three,
                    "0161 496 0%s" % three, "0121 496 0%s" % three, "028 9649 6%s" % three]
        elif loc == "AU":
            mob = ["0491 570 %s" % three, "+61 491 570 %s" % three, "0491570%s" % three]
            land = ["(02) 5550 %04d" % r.randint(0, 9999), "(03) 5550 %04d" % r.randint(0, 9999),
                    "(07) 5550 %04d" % r.randint(0, 9999), "08 5550 %04d" % r.randint(0, 9999)]
        elif loc == "IE":
            mob = ["087 555 01%s" % two, "+353 87 555 01%s" % two, "086-555-01%s" % two,
                   "085 555 01%s" % two]
            land = ["(01) 555 01%s" % two, "021 555 01%s" % two, "091-555 01%s" % two]
        elif loc == "IN":
            mob = ["+91 80 5550 01%s" % two, "080-5550 01%s" % two]
            land = ["044 5550 01%s" % two, "+91 22 5550 01%s" % two, "(080) 5550 01%s" % two]
        else:  # ZA
            mob = ["082 555 01%s" % two, "+27 82 555 01%s" % two, "072 555 01%s" % two]
            land = ["011 555 01%s" % two, "+27 21 555 01%s" % two, "(012) 555-01%s" % two]
        if kind == "mobile":
            return self.ch(mob)
        if kind == "land":
            return self.ch(land)
        return self.ch(mob + land)

    def phone(self, kind="any", ext=False):
        s = self.phone_raw(kind)
        if ext:
            s += self.ch([" ext. ", " ext ", " x", " Ext. "]) + str(self.ri(10, 4999))
        return P("PHONE", s)

    def fax(self):
        return P("FAX", self.phone_raw("land"))

    def pager(self, label=True):
        loc = self.loc
        if loc in ("UK", "IE"):
            lab, val = self.ch(["bleep", "bleep", "bp"]), str(self.ri(1000, 7999))
        elif loc == "US":
            lab = self.ch(["pager", "pgr", "pager #"])
            val = self.ch(["%d-%04d" % (self.ri(2, 6), self.ri(0, 9999)), str(self.ri(10000, 39999))])
        elif loc == "IN":
            lab, val = self.ch(["pager", "intercom"]), str(self.ri(200, 899))
        else:
            lab, val = self.ch(["pager", "pg"]), str(self.ri(1000, 8999))
        return (lab + " " if label else "") + P("PHONE", val)

    def ext(self):
        return self.ch(["ext. ", "ext ", "Ext "]) + P("PHONE", str(self.ri(1000, 8999)))

    def email_raw(self, p=None, generic=None):
        dom = self.ch(["example.org", "example.com", "example.net"])
        if self.chance(0.35):
            if p is not None and p.role != "DOCTOR":
                dom = self.ch(["mail", "home", "post"]) + "." + dom
            else:
                dom = self.ch(["mail", "health", "clinic", "hosp", "staff", "nhs", "gp"]) + "." + dom
        if p is None:
            local = generic or self.ch(["referrals", "admin", "reception", "patientrelations",
                                        "econsult", "pals", "results", "bookings"])
            return "%s@%s" % (local, dom)
        g, f = fold(p.given), fold(p.family)
        local = self.ch(["%s.%s" % (g, f), "%s%s" % (g[0], f), "%s_%s%d" % (g, f[:3], self.ri(1, 99)),
                         "%s.%s%d" % (g, f, self.ri(1, 9)), "%s%s" % (f, g[0]), "%s.%s" % (g[0], f)])
        return "%s@%s" % (local, dom)

    def email(self, p=None, generic=None):
        if p is not None:
            if "email" not in p.ids:
                p.ids["email"] = self.email_raw(p)
            return P("EMAIL", p.ids["email"])
        return P("EMAIL", self.email_raw(p, generic))

    def url(self, kind="portal"):
        dom = self.ch(["example.org", "example.com", "example.net"])
        paths = {"portal": ["portal", "mychart/login", "patient-portal", "myhealth"],
                 "book": ["appointments", "book", "reschedule?ref=%d" % self.ri(10000, 99999),
                          "appt/%d" % self.ri(100000, 999999)],
                 "results": ["results", "results/view?id=%d" % self.ri(1000, 99999), "labs"],
                 "web": ["", "referrals", "contact-us", "gp-info", "complaints"]}[kind]
        path = self.ch(paths)
        pre = self.ch(["https://", "https://www.", "www.", "http://", ""])
        sub = self.ch(["", "", "portal.", "my.", "clinic."]) if pre in ("https://", "http://", "") else ""
        if pre == "" and sub == "":
            sub = "www."
        s = pre + sub + dom + (("/" + path) if path else "")
        return P("URL", s)

    def ip(self):
        f = self.r.random()
        if f < 0.45:
            s = "10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(1, 254))
        elif f < 0.8:
            s = "192.168.%d.%d" % (self.ri(0, 255), self.ri(1, 254))
        else:
            s = "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(1, 254))
        return P("IPADDR", s)

    def username(self, p=None):
        if p is None:
            p = self.person("DOCTOR", kind="doc")
        if "user" not in p.ids:
            p.ids["user"] = self.username_raw(p)
        return P("USERNAME", p.ids["user"])

    def username_raw(self, p):
        g, f = fold(p.given), fold(p.family)
        staff = p.role == "DOCTOR"
        return self.ch(["%s%s" % (g[0], f), "%s%s%d" % (g[0], f, self.ri(1, 99)), "%s.%s" % (g, f),
                     "%s_%s" % (g, f[0]), "%s%s" % (f[:6], g[:2]),
                     ("dr%s_%s" % (g, f[0])) if staff else ("%s%s%d" % (g, f[0], self.ri(1, 99))),
                     "%s%d" % (g, self.ri(10, 99))])

    # ------------------------------------------------------------ places
    def hospital_raw(self, kind="hosp"):
        return self.ch(pools.HOSPITALS[self.loc][kind])

    def hosp(self, kind="hosp", name=None):
        return P("HOSPITAL", name or self.hospital_raw(kind))

    def city_raw(self):
        return self.ch(pools.CITIES[self.loc])

    def city(self):
        return P("CITY", self.city_raw())

    def state(self, abbr=None):
        st = pools.STATES.get(self.loc)
        if not st:
            return None
        full, ab = self.ch(st)
        if ab and (abbr or (abbr is None and self.chance(0.6))):
            return P("STATE", ab)
        return P("STATE", full)

    def region(self):
        """State/province, or a county (CITY) for UK/IE."""
        if self.loc in ("UK", "IE"):
            return P("CITY", self.ch(pools.COUNTIES[self.loc]))
        return self.state()

    def zip_raw(self):
        loc = self.loc
        if loc == "US":
            z = "%05d" % self.ri(1000, 99950)
            return z + ("-%04d" % self.ri(0, 9999) if self.chance(0.15) else "")
        if loc == "UK":
            return "%s%d %d%s" % (self.letters(2), self.ri(1, 29), self.ri(1, 9), self.letters(2))
        if loc == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (self.ch(L), self.ri(0, 9), self.ch(L), self.ri(0, 9),
                                      self.ch(L), self.ri(0, 9))
        if loc == "IE":
            return "%s%02d %s" % (self.ch("ACDEFHKNPRTVWXY"), self.ri(1, 99),
                                  "".join(self.ch("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        if loc == "IN":
            return str(self.ri(400001, 699999))
        return "%04d" % self.ri(1, 9999)

    def zipc(self):
        return P("ZIP", self.zip_raw())

    def street_raw(self):
        loc = self.loc
        st = self.ch(pools.STREETS[loc])
        n = self.ri(1, 240)
        if loc == "US":
            return "%d %s" % (n * self.ch([1, 1, 10]), st) + (", Apt %d" % self.ri(1, 40) if self.chance(0.25) else "")
        if loc == "UK":
            return ("Flat %d, " % self.ri(1, 12) if self.chance(0.25) else "") + "%d %s" % (n, st)
        if loc == "AU":
            return ("Unit %d/" % self.ri(1, 12) if self.chance(0.25) else "") + "%d %s" % (n, st)
        if loc == "IN":
            return self.ch(["No. %d, %s" % (n, st), "Flat %d, %s" % (self.ri(101, 504), st),
                            "#%d, %s" % (n, st)])
        if loc == "CA":
            return "%d %s" % (n * self.ch([1, 10]), st) + (", Unit %d" % self.ri(1, 30) if self.chance(0.2) else "")
        return "%d %s" % (n, st)

    def address(self, sep=", "):
        loc = self.loc
        s = P("STREET", self.street_raw()) + sep + self.city()
        if loc == "US":
            s += ", " + self.state(abbr=True) + " " + self.zipc()
        elif loc == "CA":
            s += ", " + self.state(abbr=self.chance(0.8)) + " " + self.zipc()
        elif loc == "AU":
            s += " " + self.state(abbr=True) + " " + self.zipc()
        elif loc == "UK":
            if self.chance(0.35):
                s += sep + P("CITY", self.ch(pools.COUNTIES["UK"]))
            s += sep + self.zipc()
        elif loc == "IE":
            s += sep + P("CITY", self.ch(pools.COUNTIES["IE"]))
            if self.chance(0.8):
                s += sep + self.zipc()
        elif loc == "IN":
            s += self.ch([" - ", " ", " – "]) + self.zipc() + ", " + self.state()
        else:
            s += sep + self.zipc()
            if self.chance(0.5):
                s += sep + self.state()
        return s

    def org(self):
        return P("ORGANIZATION", self.ch(pools.EMPLOYERS[self.loc]))

    def insurer(self):
        return P("ORGANIZATION", self.ch(pools.INSURERS[self.loc]))

    def prof_raw(self):
        if self.chance(0.3):
            return self.ch(pools.PROFESSIONS[self.loc])
        return self.ch(pools.PROFESSIONS["common"])

    def prof(self):
        return P("PROFESSION", self.prof_raw())

    def country(self):
        return P("COUNTRY", self.ch(pools.COUNTRIES))

    def landmark(self):
        return P("LOCATION_OTHER", self.ch(pools.LANDMARKS[self.loc]))

    def building(self):
        return P("LOCATION_OTHER", self.ch(pools.BUILDINGS[self.loc]))

    def school(self):
        return P("ORGANIZATION", self.ch(pools.SCHOOLS[self.loc]))

    def appt_time(self):
        h, m = self.ri(8, 17), self.ch([0, 10, 15, 20, 30, 40, 45, 50])
        if self.loc in ("US", "CA") or self.chance(0.3):
            return "%d:%02d %s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")
        return "%02d:%02d" % (h, m) if self.chance(0.6) else "%d.%02d%s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")

    def kin(self, pt, sex=None):
        """A relative who shares the patient's surname (parent, child, sibling)."""
        rel = self.person("FAMILY", sex=sex, origin=pt.origin)
        rel.family = pt.family
        return rel

    def bed_raw(self):
        return self.ch([str(self.ri(1, 36)), "%d%s" % (self.ri(1, 30), self.ch("ABCD"))])

    def room_raw(self):
        return self.ch(["%d%02d" % (self.ri(1, 9), self.ri(1, 40)),
                        "%d%02d%s" % (self.ri(1, 9), self.ri(1, 40), self.ch("AB")),
                        "%d" % self.ri(1, 30)])

    def bed(self):
        return self.ch(["bed ", "Bed ", "bed "]) + P("LOCATION_OTHER", self.bed_raw())

    def room(self):
        return self.ch(["room ", "Rm ", "rm ", "Room "]) + P("LOCATION_OTHER", self.room_raw())

    def bay_bed(self):
        return "bay " + P("LOCATION_OTHER", str(self.ri(1, 8))) + " bed " + \
            P("LOCATION_OTHER", str(self.ri(1, 6)))

    # ------------------------------------------------------------ identifiers
    def mrn_raw(self):
        loc = self.loc
        if loc == "US":
            return self.ch(["%08d" % self.ri(0, 99999999), "E%07d" % self.ri(0, 9999999),
                            "%d-%03d-%03d" % (self.ri(10, 99), self.ri(0, 999), self.ri(0, 999))])
        if loc == "UK":
            return self.ch(["%s%06d" % (self.letters(1), self.ri(0, 999999)),
                            "%s%07d" % (self.letters(3), self.ri(0, 9999999))])
        if loc == "CA":
            return self.ch(["%07d" % self.ri(0, 9999999), "%04d-%04d" % (self.ri(0, 9999), self.ri(0, 9999))])
        if loc == "AU":
            return self.ch(["%07d" % self.ri(0, 9999999), "%06d" % self.ri(0, 999999)])
        if loc == "IE":
            return self.ch(["%07d" % self.ri(0, 9999999), "%s%06d" % (self.letters(1), self.ri(0, 999999))])
        if loc == "IN":
            return self.ch(["UHID%08d" % self.ri(0, 99999999), "MR/%d/%06d" % (self.today.year % 100, self.ri(0, 999999)),
                            "%010d" % self.ri(0, 9999999999)])
        return self.ch(["%s%07d" % (self.letters(2), self.ri(0, 9999999)), "%08d" % self.ri(0, 99999999)])

    def nhs_raw(self):
        return "999 %03d %04d" % (self.ri(0, 999), self.ri(0, 9999))

    def pid(self, p, kind):
        """Stable raw id of a person for this note."""
        if kind not in p.ids:
            p.ids[kind] = {"mrn": self.mrn_raw, "nhs": self.nhs_raw, "ssn": self.ssn_raw,
                           "hp": self.hp_raw, "acct": self.acct_raw}[kind]() if kind != "ssn" \
                else self.ssn_raw(p)
        return p.ids[kind]

    def mrn(self, p=None):
        return P("MRN", self.pid(p, "mrn") if p else self.mrn_raw())

    def mrn_label(self):
        return {"US": self.ch(["MRN", "MRN", "MR#", "Med Rec #"]),
                "UK": self.ch(["Hosp no", "Hospital no.", "MRN", "Hosp No."]),
                "CA": self.ch(["MRN", "Chart #", "MRN"]),
                "AU": self.ch(["UR", "URN", "UR no.", "MRN"]),
                "IE": self.ch(["MRN", "MRN", "Hosp no."]),
                "IN": self.ch(["UHID", "MRD No.", "IP No.", "Reg. No."]),
                "ZA": self.ch(["Hosp no", "Folder no.", "File no", "MRN"])}[self.loc]

    def ssn_raw(self, p=None):
        loc = self.loc
        if loc == "US":
            return "9%02d-%02d-%04d" % (self.ri(0, 99), self.ri(1, 99), self.ri(1, 9999))
        if loc == "UK":
            return self.ch(["QQ %02d %02d %02d %s" % (self.ri(0, 99), self.ri(0, 99), self.ri(0, 99), self.ch("ABCD")),
                            "QQ%06d%s" % (self.ri(0, 999999), self.ch("ABCD"))])
        if loc == "CA":
            return "0%02d %03d %03d" % (self.ri(0, 99), self.ri(0, 999), self.ri(0, 999))
        if loc == "IE":
            return "%07d%s" % (self.ri(0, 9999999), self.ch(["T", "W", "TA", "A", "H"]))
        if loc == "IN":
            return "%04d %04d %04d" % (self.ri(0, 1999), self.ri(0, 9999), self.ri(0, 9999))
        if loc == "AU":
            return "%03d %03d %03d%s" % (self.ri(0, 999), self.ri(0, 999), self.ri(0, 999), self.letters(1))
        dob = p.dob if (p and p.dob) else self.day(back=self.ri(7000, 30000))
        return "%02d%02d%02d%04d%d8%d" % (dob.year % 100, dob.month, dob.day, self.ri(0, 9999),
                                          self.ri(0, 1), self.ri(0, 9))

    def ssn_label(self):
        return {"US": self.ch(["SSN", "SSN", "Social Security #", "SS#"]),
                "UK": self.ch(["NI no.", "NI number", "National Insurance no."]),
                "CA": self.ch(["SIN", "SIN", "Social Insurance No."]),
                "IE": self.ch(["PPSN", "PPS no.", "PPSN"]),
                "IN": self.ch(["Aadhaar", "Aadhaar no.", "Aadhaar No."]),
                "AU": self.ch(["Centrelink CRN", "CRN", "Centrelink no."]),
                "ZA": self.ch(["ID no.", "SA ID", "ID number"])}[self.loc]

    def ssn(self, p=None):
        return P("SSN", self.pid(p, "ssn") if p else self.ssn_raw())

    def hp_raw(self):
        loc = self.loc
        if loc == "US":
            return self.ch(["%s%06d" % (self.letters(3), self.ri(0, 999999)),
                            "W%09d" % self.ri(0, 999999999), "%s%d-%02d" % (self.letters(2), self.ri(1000000, 9999999), self.ri(0, 99))])
        if loc == "CA":
            return self.ch(["%04d-%03d-%03d-%s" % (self.ri(1000, 9999), self.ri(0, 999), self.ri(0, 999), self.letters(2)),
                            "9%03d %03d %03d" % (self.ri(0, 999), self.ri(0, 999), self.ri(0, 999))])
        if loc == "AU":
            return "%d%03d %05d %d" % (self.ri(2, 6), self.ri(0, 999), self.ri(0, 99999), self.ri(1, 5))
        if loc == "IE":
            return self.ch(["%07d%s" % (self.ri(0, 9999999), self.letters(1)), "HH%08d" % self.ri(0, 99999999)])
        if loc == "IN":
            return self.ch(["SGI/%d/%06d" % (self.today.year, self.ri(0, 999999)),
                            "KHA-%08d" % self.ri(0, 99999999)])
        if loc == "ZA":
            return self.ch(["%08d" % self.ri(0, 99999999), "PMA%08d" % self.ri(0, 99999999)])
        return "APH-%07d" % self.ri(0, 9999999)

    def hp_label(self):
        return {"US": self.ch(["Member ID", "Member ID", "Ins ID", "Policy #", "Subscriber ID"]),
                "CA": self.ch(["OHIP", "Health card", "HCN", "PHN"]),
                "AU": self.ch(["Medicare", "Medicare no.", "Medicare card"]),
                "IE": self.ch(["Medical card no.", "GMS no.", "Policy no."]),
                "IN": self.ch(["Policy No.", "Insurance ID", "TPA card no."]),
                "ZA": self.ch(["Medical aid no.", "Med aid #", "Scheme no."]),
                "UK": self.ch(["Policy no.", "Membership no."])}[self.loc]

    def hp(self, p=None):
        return P("HEALTHPLAN", self.pid(p, "hp") if p else self.hp_raw())

    def acct_raw(self):
        return self.ch(["%04d-%04d" % (self.ri(0, 9999), self.ri(0, 9999)), "%09d" % self.ri(0, 999999999),
                        "V%010d" % self.ri(0, 9999999999), "ENC-%d-%06d" % (self.today.year, self.ri(0, 999999)),
                        "%d" % self.ri(10000000, 99999999)])

    def acct_label(self):
        return self.ch(["Acct", "Acct #", "Account no.", "FIN", "CSN", "Encounter", "Visit no.",
                        "Billing acct", "Episode no."])

    def acct(self, p=None):
        return P("ACCOUNT", self.pid(p, "acct") if p else self.acct_raw())

    def lic(self, kind=None):
        """(label, marked value) of a licence / registration number."""
        loc = self.loc
        if kind == "driver":
            lab = self.ch(["driver's licence", "DL", "driving licence no."]) if loc != "US" else \
                self.ch(["driver's license", "DL #", "DL"])
            val = self.ch(["%s%07d" % (self.letters(1), self.ri(0, 9999999)),
                           "%s%s%06d" % (self.letters(1), self.letters(1), self.ri(0, 999999)),
                           "%08d" % self.ri(0, 99999999)])
            return lab, P("LICENSE", val)
        opts = {
            "US": [("NPI", "1%09d" % self.ri(0, 999999999)),
                   ("DEA", "%s%s%07d" % (self.ch("ABFM"), self.letters(1), self.ri(0, 9999999))),
                   ("Lic #", "%s-%06d" % (self.letters(1), self.ri(0, 999999)))],
            "UK": [("GMC", "%07d" % self.ri(1000000, 7999999)),
                   ("GMC no.", "%07d" % self.ri(1000000, 7999999)),
                   ("NMC PIN", "%02d%s%04d%s" % (self.ri(0, 99), self.letters(1), self.ri(0, 9999), self.letters(1)))],
            "CA": [("CPSO #", "%05d" % self.ri(10000, 99999)), ("CPSBC", "%05d" % self.ri(10000, 99999)),
                   ("Billing #", "%06d" % self.ri(0, 999999))],
            "AU": [("AHPRA", "MED%010d" % self.ri(0, 9999999999)),
                   ("Prescriber no.", "%07d" % self.ri(0, 9999999)),
                   ("Provider no.", "%06d%s" % (self.ri(0, 999999), self.letters(2)))],
            "IE": [("IMC", "%06d" % self.ri(0, 999999)), ("IMC no.", "%06d" % self.ri(0, 999999)),
                   ("NMBI PIN", "%06d" % self.ri(0, 999999))],
            "IN": [("KMC Reg. No.", "%05d" % self.ri(0, 99999)),
                   ("MMC Reg.", "%d/%02d/%04d" % (self.ri(1995, 2020), self.ri(1, 12), self.ri(0, 9999))),
                   ("Reg. No.", "%s-%05d" % (self.ch(["TNMC", "DMC", "TSMC"]), self.ri(0, 99999)))],
            "ZA": [("HPCSA", "MP %07d" % self.ri(0, 9999999)), ("HPCSA no.", "MP%07d" % self.ri(0, 9999999)),
                   ("SANC", "%08d" % self.ri(0, 99999999)), ("Practice no.", "%07d" % self.ri(0, 9999999))],
        }[loc]
        lab, val = self.ch(opts)
        return lab, P("LICENSE", val)

    def device(self, kind="any"):
        if kind == "patient":
            lab, val = self.ch([
                ("SN", "%s%06d" % (self.letters(3), self.ri(0, 999999))),
                ("serial no.", "%s%s%07d" % (self.letters(2), self.ri(1, 9), self.ri(0, 9999999))),
                ("S/N", "%04d-%04d-%02d" % (self.ri(0, 9999), self.ri(0, 9999), self.ri(0, 99))),
            ])
            return lab, P("DEVICE", val)
        lab, val = self.ch([
            ("SN", "%s%06d" % (self.letters(3), self.ri(0, 999999))),
            ("serial", "%s-%05d-%s" % (self.letters(3), self.ri(0, 99999), self.letters(1))),
            ("S/N", "%04d-%04d-%02d" % (self.ri(0, 9999), self.ri(0, 9999), self.ri(0, 99))),
            ("asset tag", "BME-%05d" % self.ri(0, 99999)),
            ("asset no.", "%s%05d" % (self.letters(2), self.ri(0, 99999))),
            ("IMEI", "35-%06d-%06d-%d" % (self.ri(0, 999999), self.ri(0, 999999), self.ri(0, 9))),
            ("serial no.", "%s%s%07d" % (self.letters(2), self.ri(1, 9), self.ri(0, 9999999))),
        ])
        return lab, P("DEVICE", val)

    def vehicle(self):
        loc = self.loc
        if self.chance(0.2):
            vin = "".join(self.ch("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
            return "VIN", P("VEHICLE", vin)
        plate = {"US": "%d%s%03d" % (self.ri(1, 9), self.letters(3), self.ri(0, 999)),
                 "CA": "%s %03d" % (self.letters(4), self.ri(0, 999)),
                 "UK": "%s%02d %s" % (self.letters(2), self.ri(10, 74), self.letters(3)),
                 "AU": "%s-%02d-%s" % (self.letters(3), self.ri(0, 99), self.letters(2)) if self.chance(0.5)
                 else "%d%s%s%d" % (self.ri(1, 9), self.letters(2), self.letters(1), self.ri(10, 99)),
                 "IE": "%d-%s-%d" % (self.ri(141, 252), self.ch(["D", "C", "G", "KY", "WX", "MO", "LK"]), self.ri(100, 99999)),
                 "IN": "%s %02d %s %04d" % (self.ch(["KA", "TN", "MH", "KL", "TS"]), self.ri(1, 60), self.letters(2), self.ri(1, 9999)),
                 "ZA": "%s %03d %s" % (self.letters(2), self.ri(0, 999), self.ch(["GP", "WC", "KZN", "EC", "L"]))}[loc]
        lab = self.ch(["reg", "registration", "plate", "rego", "licence plate"]) if loc != "US" else \
            self.ch(["plate", "license plate", "tag"])
        return lab, P("VEHICLE", plate)

    def bioid(self):
        lab, val = self.ch([
            ("fingerprint ID", "FP-%05d" % self.ri(0, 99999)),
            ("biometric ID", "BIO-%06d" % self.ri(0, 999999)),
            ("palm-vein ID", "PV-%05d" % self.ri(0, 99999)),
            ("iris template", "IRIS-%07d" % self.ri(0, 9999999)),
            ("fingerprint template no.", "%s%06d" % (self.letters(2), self.ri(0, 999999))),
            ("voiceprint ID", "VP%06d" % self.ri(0, 999999)),
        ])
        return lab, P("BIOID", val)

    def idnum(self, kind=None):
        y = self.today.year
        kinds = {
            "accession": (self.ch(["Accession", "Acc#", "accession no."]),
                          "%s%02d-%04d" % (self.ch(["S", "H", "C", "M", "CT"]), y % 100, self.ri(0, 9999))),
            "specimen": (self.ch(["specimen", "lab no.", "Lab ID"]),
                         "%s%d%06d" % (self.letters(2), y % 100, self.ri(0, 999999))),
            "order": (self.ch(["order #", "Order no.", "req #"]), "ORD-%07d" % self.ri(0, 9999999)),
            "ubrn": (self.ch(["UBRN", "e-RS UBRN", "referral ref"]),
                     "%04d %04d %04d" % (self.ri(0, 9999), self.ri(0, 9999), self.ri(0, 9999))),
            "incident": (self.ch(["Incident ref", "Ref:", "Datix ref", "Incident no.", "IR#"]),
                         self.ch(["INC-%d-%05d" % (y, self.ri(0, 99999)), "W%06d" % self.ri(0, 999999),
                                  "IR%d/%04d" % (y % 100, self.ri(0, 9999))])),
            "complaint": (self.ch(["Complaint ref", "Our ref", "Case ref", "Ref"]),
                          self.ch(["CMP/%d/%04d" % (y, self.ri(0, 9999)), "PALS-%05d" % self.ri(0, 99999),
                                   "C%d-%04d" % (y % 100, self.ri(0, 9999))])),
            "rx": (self.ch(["Rx #", "script no.", "Rx no."]), "%07d" % self.ri(0, 9999999)),
            "case": (self.ch(["case #", "Case no.", "Call ID", "Ticket"]),
                     self.ch(["CASE-%05d" % self.ri(0, 99999), "%d-%06d" % (y, self.ri(0, 999999)),
                              "TKT%06d" % self.ri(0, 999999)])),
            "econsult": (self.ch(["e-consult #", "eConsult ID", "Request ID"]),
                         "EC-%d-%05d" % (y, self.ri(0, 99999))),
            "referral": (self.ch(["Referral no.", "Ref no.", "referral ID"]), "REF-%06d" % self.ri(0, 999999)),
            "claim": (self.ch(["claim no.", "Claim #", "pre-auth no."]), "CL%08d" % self.ri(0, 99999999)),
        }
        if kind is None:
            kind = self.ch(list(kinds))
        lab, val = kinds[kind]
        return lab, P("IDNUM", val)

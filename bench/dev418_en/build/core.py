"""Note builder and per-note context for dev418_en.

A Note is assembled piece by piece; every PHI piece records its own offsets at
the moment it is appended (single pass, no searching of the finished text).
Lower-case notes lower each piece as it is appended, so offsets stay exact.
"""
import datetime
import re

import pools_people as PP
import pools_places as PL

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

TYPOS = {
    "received": "recieved", "hearing": "hearign", "pressure": "presure",
    "bilateral": "bilaterral", "tinnitus": "tinitus", "review": "reveiw",
    "patient": "pateint", "occasionally": "occassionally", "separate": "seperate",
    "discussed": "discusssed", "appointment": "appointmnet", "symptoms": "symtoms",
    "difficulty": "dificulty", "environment": "enviroment",
    "recommended": "reccomended", "necessary": "neccessary", "which": "whcih",
    "with": "wiht", "noise": "nosie", "wearing": "wearign",
    "consistent": "consistant", "definitely": "definately", "referral": "referal",
    "assessment": "assesment", "because": "becuase", "their": "thier",
    "hearing aids": "hearing aides", "threshold": "treshold",
    "audiometry": "audiomerty", "satisfactory": "satisfactroy",
    "until": "untill", "good": "goood", "left": "lefft", "reported": "reproted",
}
_WORD = re.compile(r"[A-Za-z]+(?: aids)?")

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DSTYLES = {
    "US": ["us_slash", "us_slash", "us_short", "us_long", "us_mon"],
    "CA": ["iso", "us_long", "uk_slash", "us_mon"],
    "UK": ["uk_slash", "uk_slash", "uk_long", "uk_mon", "uk_dot"],
    "IE": ["uk_slash", "uk_long", "uk_mon", "uk_dash"],
    "AU": ["uk_slash", "uk_slash", "uk_long", "uk_dot"],
    "NZ": ["uk_slash", "uk_long", "uk_mon"],
}


def art(word):
    """indefinite article for a job title."""
    w = word.lower()
    if w.startswith(("it ", "air ")) or (w[0] in "aeio") or (w[0] == "u" and not w.startswith(("uni", "us"))):
        return "an"
    return "a"


class Note:
    def __init__(self, lower):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.buf.append(s)
        self.pos += len(s)

    def s(self, typ, val):
        if typ not in LABEL:
            raise ValueError(typ)
        if self.lower:
            val = val.lower()
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        st = self.pos
        self.buf.append(val)
        self.pos += len(val)
        self.spans.append({"start": st, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": val})

    def add(self, *pieces):
        for p in pieces:
            if isinstance(p, str):
                self.t(p)
            elif isinstance(p, list):
                self.add(*p)
            else:
                self.s(p[0], p[1])

    def text(self):
        return "".join(self.buf)


def asciify(s):
    import unicodedata
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum()))


class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    def full(self):
        if self.middle:
            return "%s %s. %s" % (self.first, self.middle, self.last)
        return "%s %s" % (self.first, self.last)

    def plain(self):
        return "%s %s" % (self.first, self.last)

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.middle:
            s += " " + self.middle
        return s

    def init(self):
        return "%s.%s." % (self.first[0].upper(), self.last.split()[-1][0].upper())

    def fl(self):
        return "%s. %s" % (self.first[0], self.last)


class Ctx:
    """Everything one note needs: rng, country, builder, generators."""

    def __init__(self, rng, country, lower, registry=None):
        self.reg = registry if registry is not None else set()
        self.r = rng
        self.c = country
        self.n = Note(lower)
        self.lower = lower
        self.dstyle = rng.choice(DSTYLES[country])
        self._lasts = set()
        self._firsts = set()
        self._home = None

    # ---- basics -------------------------------------------------------
    def add(self, *p):
        self.n.add(*p)

    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def dig(self, k):
        return "".join(self.r.choice("0123456789") for _ in range(k))

    def let(self, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(k))

    def aln(self, k):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(k))

    def ty(self, s, prob=0.18):
        """Maybe put one realistic typo into non-PHI narrative text."""
        if not self.p(prob):
            return s
        hits = [m for m in _WORD.finditer(s) if m.group(0).lower() in TYPOS]
        if not hits:
            return s
        m = self.ch(hits)
        w = m.group(0)
        rep = TYPOS[w.lower()]
        if w[0].isupper():
            rep = rep[0].upper() + rep[1:]
        return s[:m.start()] + rep + s[m.end():]

    # ---- people -------------------------------------------------------
    def pick_origin(self):
        w = PP.ORIGIN_W[self.c]
        keys = sorted(w)
        v = self.r.random() * sum(w[k] for k in keys)
        for k in keys:
            v -= w[k]
            if v < 0:
                return k
        return keys[-1]

    def person(self, sex=None, last=None, middle_p=0.15, origin=None):
        if sex is None:
            sex = self.ch("FM")
        og = origin or self.pick_origin()
        fpool = PP.GROUPS[og][0 if sex == "F" else 1]
        spool = PP.GROUPS[og][2]
        if self.p(0.1):
            fpool = PP.GROUPS[self.ch(sorted(PP.GROUPS))][0 if sex == "F" else 1]
        elif self.p(0.1):
            spool = PP.GROUPS[self.ch(sorted(PP.GROUPS))][2]
        for _ in range(200):
            f = self.ch(fpool)
            if f not in self._firsts and f not in self._lasts:
                break
        if last is None:
            for _ in range(200):
                last = self.ch(spool)
                if last not in self._lasts and last not in self._firsts and (f, last) not in self.reg:
                    break
        self.reg.add((f, last))
        self._firsts.add(f)
        self._lasts.add(last)
        mid = self.ch(PP.MIDDLE_INITIALS) if self.p(middle_p) else None
        p = Person(f, last, sex, mid)
        p.origin = og
        return p

    def lang(self, person):
        opts = PP.LANG.get(getattr(person, "origin", ""), None)
        return self.ch(opts) if opts else None

    def homeland(self, person):
        opts = PP.HOMELAND.get(getattr(person, "origin", ""), None)
        if not opts or opts == ["Ireland"] and self.c == "IE":
            return None
        return self.ch(opts)

    def job(self, noisy=None):
        if noisy is None:
            noisy = self.p(0.5)
        return self.ch(PP.NOISY_JOBS if noisy else PP.QUIET_JOBS)

    def title(self, person):
        if person.sex == "M":
            t = "Mr"
        else:
            t = self.ch(["Mrs", "Ms", "Ms", "Miss"])
        if self.c in ("US", "CA"):
            t += "."
        return t

    def drt(self):
        return "Dr." if self.c in ("US", "CA") else "Dr"

    # ---- dates --------------------------------------------------------
    def rdate(self, y0=2017, y1=2025):
        start = datetime.date(y0, 1, 1).toordinal()
        end = datetime.date(y1, 6, 30).toordinal()
        d = datetime.date.fromordinal(self.r.randint(start, end))
        while d.weekday() >= 5:
            d += datetime.timedelta(days=1)
        return d

    def shift(self, d, days, any_day=False):
        """Shift a date; clinic events fall on weekdays unless any_day."""
        out = d + datetime.timedelta(days=days)
        if not any_day:
            step = 1 if days >= 0 else -1
            while out.weekday() >= 5:
                out += datetime.timedelta(days=step)
        return out

    def dob_for(self, visit, age_years, extra_days=None):
        if extra_days is None:
            extra_days = self.r.randint(1, 360)
        y = visit.year - age_years - 1
        base = datetime.date(y, visit.month, min(visit.day, 28))
        return base + datetime.timedelta(days=extra_days)

    @staticmethod
    def age_on(dob, d):
        return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))

    def d(self, dt, style=None):
        st = style or self.dstyle
        m = MONTHS[dt.month - 1]
        if st == "us_slash":
            return "%02d/%02d/%d" % (dt.month, dt.day, dt.year)
        if st == "us_short":
            return "%d/%d/%d" % (dt.month, dt.day, dt.year)
        if st == "us_long":
            return "%s %d, %d" % (m, dt.day, dt.year)
        if st == "us_mon":
            return "%s %d, %d" % (m[:3], dt.day, dt.year)
        if st == "uk_slash":
            return "%02d/%02d/%d" % (dt.day, dt.month, dt.year)
        if st == "uk_long":
            return "%d %s %d" % (dt.day, m, dt.year)
        if st == "uk_mon":
            return "%d %s %d" % (dt.day, m[:3], dt.year)
        if st == "uk_dot":
            return "%02d.%02d.%02d" % (dt.day, dt.month, dt.year % 100)
        if st == "uk_dash":
            return "%02d-%s-%d" % (dt.day, m[:3], dt.year)
        if st == "iso":
            return dt.isoformat()
        if st == "my":
            return "%s %d" % (m, dt.year)
        if st == "mys":
            return "%s %d" % (m[:3], dt.year)
        if st == "y":
            return str(dt.year)
        if st == "short":  # day+month only
            if self.c == "US":
                return "%d/%d" % (dt.month, dt.day)
            return "%d/%d" % (dt.day, dt.month)
        raise ValueError(st)

    def dw(self, dt, long=False):
        """weekday with its date, one span value."""
        wd = DAYS[dt.weekday()]
        if long:
            if self.c in ("US", "CA"):
                return "%s, %s %d, %d" % (wd, MONTHS[dt.month - 1], dt.day, dt.year)
            return "%s %d %s %d" % (wd, dt.day, MONTHS[dt.month - 1], dt.year)
        return "%s %s" % (wd[:3], self.d(dt, "short"))

    # ---- places -------------------------------------------------------
    def _rec(self):
        table = {"US": PL.US, "UK": PL.UK, "CA": PL.CA, "AU": PL.AU, "IE": PL.IE, "NZ": PL.NZ}[self.c]
        if self._home is not None and self.p(0.7):
            return self._home
        rec = self.ch(table)
        if self._home is None:
            self._home = rec
        return rec

    def place(self):
        c = self.c
        if c == "US":
            city, st, stf, z, area = self._rec()
            return {"city": city, "state": st, "state_full": stf, "zip": z, "area": area}
        if c == "UK":
            town, county, stem, dial = self._rec()
            if stem == "M33":
                pc = "M33 %s%s" % (self.r.randint(1, 9), self.let(2, "ABDEFGHJLNPQRSTUWXYZ"))
            else:
                pc = "%s%d %d%s" % (stem, self.r.randint(1, 19 if len(stem) == 1 else 15),
                                    self.r.randint(1, 9), self.let(2, "ABDEFGHJLNPQRSTUWXYZ"))
            return {"city": town, "state": None, "county": county, "zip": pc, "area": dial}
        if c == "CA":
            city, pr, prf, fsa, area = self._rec()
            pc = "%s %d%s%d" % (fsa, self.r.randint(1, 9), self.let(1, "ABCEGHJKLMNPRSTVWXYZ"),
                                self.r.randint(0, 9))
            return {"city": city, "state": pr, "state_full": prf, "zip": pc, "area": area}
        if c == "AU":
            city, st, stf, pc, area = self._rec()
            return {"city": city, "state": st, "state_full": stf, "zip": pc, "area": area}
        if c == "IE":
            town, county, key, dial = self._rec()
            code = "%s %s" % (key, "".join(self.ch("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
            return {"city": town, "state": None, "county": county, "zip": code, "area": dial}
        city, region, pc, area, subs = self._rec()
        return {"city": city, "state": region, "zip": pc, "area": area,
                "suburb": self.ch(subs)}

    def street(self, unit_p=0.2):
        c = self.c
        w = self.ch(PL.STREET_WORDS[c])
        t = self.ch(PL.STREET_TYPES[c])
        num = str(self.r.choice([self.r.randint(1, 99), self.r.randint(1, 399),
                                 self.r.randint(100, 9999) if c in ("US", "CA") else self.r.randint(1, 160)]))
        s = "%s %s %s" % (num, w, t)
        if self.p(unit_p):
            if c == "US":
                s += ", " + self.ch(["Apt %d%s" % (self.r.randint(1, 9), self.ch("ABCD")),
                                     "Unit %d" % self.r.randint(1, 40), "#%d" % self.r.randint(101, 420)])
            elif c == "CA":
                s = "%d-%s" % (self.r.randint(101, 1505), s) if self.p(0.5) else s + ", Apt %d" % self.r.randint(1, 30)
            elif c in ("AU", "NZ"):
                s = "%d/%s" % (self.r.randint(1, 24), s)
            else:
                s = "Flat %d, %s" % (self.r.randint(1, 12), s)
        return s

    def addr(self, pl=None, street=None, sep=", ", lines=False, full_state=False):
        """Piece list for a postal address."""
        pl = pl or self.place()
        st = street or self.street()
        c = self.c
        nl = "\n" if lines else sep
        out = [("STREET", st), nl]
        if c == "US" or c == "CA":
            state = pl["state_full"] if full_state else pl["state"]
            out += [("CITY", pl["city"]), ", ", ("STATE", state), "  " if c == "CA" else " ", ("ZIP", pl["zip"])]
        elif c == "AU":
            state = pl["state_full"] if full_state else pl["state"]
            out += [("CITY", pl["city"]), " ", ("STATE", state), " ", ("ZIP", pl["zip"])]
        elif c == "UK":
            out += [("CITY", pl["city"])]
            if pl.get("county") and self.p(0.5):
                out += [nl, ("CITY", pl["county"])]
            out += [nl, ("ZIP", pl["zip"])]
        elif c == "IE":
            out += [("CITY", pl["city"]), nl, "Co. ", ("CITY", pl["county"]), nl, ("ZIP", pl["zip"])]
        else:
            if self.p(0.6):
                out += [("CITY", pl["suburb"]), nl]
            out += [("CITY", pl["city"]), " ", ("ZIP", pl["zip"])]
        return out

    def country_name(self):
        return self.ch(PL.HOME_COUNTRY[self.c])

    # ---- contacts -----------------------------------------------------
    def phone(self, pl=None, mobile=False, intl=False):
        c = self.c
        area = (pl or {}).get("area") or self.place()["area"]
        r = self.r
        if c in ("US", "CA"):
            if mobile and self.p(0.3):
                area = self.ch(["312", "415", "617", "919", "702", "504"] if c == "US" else ["647", "204", "780", "416", "604"])
            tail = self.dig(4)
            if intl:
                return "+1 %s 555 %s" % (area, tail)
            return self.ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s"]) % (area, tail)
        if c == "UK":
            if mobile:
                return "07%s 555%s" % (self.dig(3), self.dig(3))
            if intl:
                return "+44 %s 555 %s" % (area[1:], self.dig(4))
            if area == "029" or area == "028":
                return "%s 555%s %s" % (area, self.dig(1), self.dig(4))
            if len(area) == 5:
                return "%s 555%s" % (area, self.dig(3))
            return "%s 555 %s" % (area, self.dig(4))
        if c == "AU":
            if mobile:
                return "04%s 555 %s" % (self.dig(2), self.dig(3))
            if intl:
                return "+61 %s 555%s %s" % (area[1:], self.dig(1), self.dig(4))
            return "(%s) 555%s %s" % (area, self.dig(1), self.dig(4))
        if c == "IE":
            if mobile:
                return "08%s 555 %s" % (self.ch("35679"), self.dig(4))
            if intl:
                return "+353 %s 555 %s" % (area[1:], self.dig(4))
            return "(%s) 555 %s" % (area, self.dig(4))
        if mobile:
            return "02%s 555 %s" % (self.ch("127"), self.dig(4))
        if intl:
            return "+64 %s 555 %s" % (area[1:], self.dig(4))
        return "(%s) 555 %s" % (area, self.dig(4))

    def ext(self):
        return "555" + self.dig(1)

    def phone_ext(self, pl=None):
        return "%s %s %s" % (self.phone(pl), self.ch(["ext.", "ext", "x"]), self.ext())

    def pager(self):
        return self.ch(["555" + self.dig(1), "555-0" + self.dig(3), "4-555" + self.dig(1)])

    def email(self, person=None, dept=None):
        dom = self.ch(["example.org", "example.org", "example.com", "example.net"])
        if person is None:
            local = dept or self.ch(["audiology", "audiology.admin", "hearing.services",
                                     "ent.referrals", "newbornhearing", "ci.team",
                                     "tinnitus.clinic", "repairs", "vestibular"])
            return "%s@%s" % (local, dom)
        f, l = asciify(person.first).lower(), asciify(person.last).lower()
        pat = self.r.randint(0, 4)
        if pat == 0:
            local = "%s.%s" % (f, l)
        elif pat == 1:
            local = "%s%s" % (f[0], l)
        elif pat == 2:
            local = "%s.%s%s" % (f, l, self.dig(2))
        elif pat == 3:
            local = "%s_%s" % (f, l[0])
        else:
            local = "%s%s%s" % (l, f[0], self.dig(1))
        return "%s@%s" % (local, dom)

    def url(self, kind=None):
        dom = self.ch(["example.org", "example.com", "example.net"])
        path = kind or self.ch(["hearing", "audiology/portal", "remotecare", "referrals",
                                "tinnitus-support", "ci-programme", "patient/booking",
                                "hearingaid/repairs", "newborn-hearing", "balance"])
        return self.ch(["https://%s/%s", "http://%s/%s", "%s/%s"]) % (dom, path)

    def ip(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.r.randint(0, 254), self.r.randint(0, 254), self.r.randint(1, 254))
        if k == 1:
            return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 254), self.r.randint(1, 254))
        return "192.168.%d.%d" % (self.r.randint(0, 254), self.r.randint(1, 254))

    def username(self, person):
        f, l = asciify(person.first).lower(), asciify(person.last).lower()
        k = self.r.randint(0, 4)
        if k == 0:
            return f[0] + l + self.dig(1)
        if k == 1:
            return "%s.%s" % (f, l)
        if k == 2:
            return (l[:6] + f[:2]).upper()
        if k == 3:
            return "%s%s%s" % (f[:3], l[:3], self.dig(2))
        return "%s_%s" % (f[0], l)

"""Marker-based composition for dev78_en.

Every PHI value is wrapped as  \\x01NN\\x02value\\x03  (NN = index of its fine type) while the
note is composed; `finalize` strips the markers and records the offsets.  Nothing is ever found
by searching the finished text.
"""
import datetime as dt
import re

from pools import ORIGINS, NICKNAMES, TITLES_F, TITLES_M, DOC_TITLES, HANDLE_WORDS, PROFESSIONS
from places import LOCALES

TYPES = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE",
         "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN",
         "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE",
         "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION"]
LABELS = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
          "AGE": "AGE", "DATE": "DATE",
          "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
          "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
          "LOCATION_OTHER": "LOCATION",
          "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
          "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
          "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
          "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

O, M, C = "\x01", "\x02", "\x03"
SEG_RE = re.compile(r"(\x01\d\d\x02[^\x01\x02\x03]*\x03)")


def mk(typ, val):
    """Wrap a PHI value in private markers."""
    if not val or val != val.strip():
        raise ValueError("bad value %r" % val)
    if any(ch in val for ch in (O, M, C, "\n")):
        raise ValueError("marker inside value %r" % val)
    return "%s%02d%s%s%s" % (O, TYPES.index(typ), M, val, C)


def mk_the(typ, val):
    """`the Old Mill Bridge` -> `the ` + [Old Mill Bridge]."""
    if val.lower().startswith("the "):
        return val[:4] + mk(typ, val[4:])
    return mk(typ, val)


def finalize(marked):
    """Strip markers, return (text, spans)."""
    out, spans = [], []
    pos, i, n = 0, 0, len(marked)
    while i < n:
        ch = marked[i]
        if ch == O:
            idx = int(marked[i + 1:i + 3])
            if marked[i + 3] != M:
                raise ValueError("broken marker")
            j = marked.index(C, i + 4)
            val = marked[i + 4:j]
            if O in val or M in val:
                raise ValueError("nested marker")
            spans.append({"start": pos, "end": pos + len(val), "label": LABELS[TYPES[idx]],
                          "type": TYPES[idx], "text": val})
            out.append(val)
            pos += len(val)
            i = j + 1
            # a value ending in an initial's full stop absorbs the sentence full stop
            if val.endswith(".") and i < n and marked[i] == ".":
                i += 1
        elif ch in (M, C):
            raise ValueError("stray marker")
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


# ----------------------------------------------------------------------------------------------
# casual / lower-case rendering: only text outside PHI values is respelled

TEXTSPEAK = [
    (r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bare\b", "r"), (r"\bplease\b", "pls"),
    (r"\bthanks\b", "thx"), (r"\bthank you\b", "ty"), (r"\btomorrow\b", "tmrw"),
    (r"\bbecause\b", "cos"), (r"\bbefore\b", "b4"), (r"\btonight\b", "tonite"),
    (r"\bmessage\b", "msg"), (r"\bappointment\b", "appt"), (r"\babout\b", "abt"),
    (r"\bpeople\b", "ppl"), (r"\breally\b", "rly"), (r"\bgoing to\b", "gonna"),
    (r"\bdon't know\b", "dunno"), (r"\bokay\b", "ok"), (r"\bwith\b", "w/"),
    (r"\bsomeone\b", "some1"), (r"\bsee you\b", "cu"), (r"\bi don't\b", "i dont"),
    (r"\bi'm\b", "im"), (r"\bcan't\b", "cant"), (r"\bdoesn't\b", "doesnt"),
    (r"\bthat's\b", "thats"), (r"\bshe's\b", "shes"), (r"\bhe's\b", "hes"),
    (r"\bwhat\b", "wat"), (r"\bto be honest\b", "tbh"), (r"\bby the way\b", "btw"),
    (r"\bas soon as possible\b", "asap"), (r"\bthough\b", "tho"), (r"\bprobably\b", "prob"),
    (r"\bwould\b", "wud"), (r"\bminutes\b", "mins"), (r"\btoday\b", "2day"),
]
TS_RE = [(re.compile(a, re.I), b) for a, b in TEXTSPEAK]
WORD_RE = re.compile(r"\b[A-Za-z]{6,}\b")


def _typo(word, rng):
    k = rng.randrange(1, len(word) - 2)
    op = rng.random()
    if op < 0.4:
        return word[:k] + word[k + 1] + word[k] + word[k + 2:]
    if op < 0.7:
        return word[:k] + word[k + 1:]
    return word[:k] + word[k] + word[k:]


def _mess(seg, rng, ts_p, typo_p):
    for rx, rep in TS_RE:
        seg = rx.sub(lambda m: rep if rng.random() < ts_p else m.group(0), seg)
    seg = WORD_RE.sub(lambda m: _typo(m.group(0), rng) if rng.random() < typo_p else m.group(0),
                      seg)
    return seg


def casualize(marked, rng, lower=True, ts_p=0.55, typo_p=0.05):
    parts = SEG_RE.split(marked)
    for i in range(0, len(parts), 2):
        parts[i] = _mess(parts[i], rng, ts_p, typo_p)
    s = "".join(parts)
    return s.lower() if lower else s


# ----------------------------------------------------------------------------------------------
# people

UPPER = "ABCDEFGHJKLMNPRSTVWY"
CRED_LIKE = {"MD", "DO", "RN", "NP", "PA", "EN", "CN", "GP", "OT", "PT", "ED", "ER", "OR", "MO",
             "DR", "MR", "MS", "UK", "US", "ID", "IV", "IM", "BP", "HR", "RR", "NS", "MB", "RM",
             "SW", "CT", "PR", "OK", "NO", "AM", "PM", "BD", "OD"}


class Person:
    def __init__(self, given, surname, sex, origin, middle=None, nick=None):
        self.given, self.surname, self.sex, self.origin = given, surname, sex, origin
        self.middle, self.nick = middle, nick
        self.role = None       # for staff: doctor, nurse, ...
        self.rel = None        # for family: daughter, friend, ...
        self.cred = None

    def initial(self):
        for ch in self.surname:
            if ch.isalpha():
                return ch.upper()
        return "X"

    def full(self, middle=True):
        if middle and self.middle:
            return "%s %s. %s" % (self.given, self.middle, self.surname)
        return "%s %s" % (self.given, self.surname)

    def alnum_given(self):
        return re.sub(r"[^a-z]", "", self.given.lower())

    def alnum_sur(self):
        return re.sub(r"[^a-z]", "", self.surname.lower())


def weighted(rng, pairs):
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    for k, w in pairs:
        r -= w
        if r <= 0:
            return k
    return pairs[-1][0]


def make_person(rng, loc, sex=None, origin=None, surname=None):
    L = LOCALES[loc]
    if origin is None:
        origin = weighted(rng, list(L["weights"].items()))
    if sex is None:
        sex = rng.choice("FM")
    fem, mal, surs = ORIGINS[origin]
    given = rng.choice(fem if sex == "F" else mal)
    if surname is None:
        # word-name given names often come with ordinary surnames and vice versa
        sur_origin = origin
        if origin == "wordname" and rng.random() < 0.5:
            sur_origin = weighted(rng, [(k, w) for k, w in L["weights"].items()
                                        if k != "wordname"])
        elif origin != "wordname" and rng.random() < 0.12:
            sur_origin = "wordname"
        surname = rng.choice(ORIGINS[sur_origin][2])
    middle = rng.choice(UPPER) if rng.random() < 0.22 else None
    nick = None
    if given in NICKNAMES and rng.random() < 0.7:
        nick = rng.choice(NICKNAMES[given])
    return Person(given, surname, sex, origin, middle, nick)


# ----------------------------------------------------------------------------------------------
# numbers in words

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n, hyphen=True):
    if n < 20:
        return ONES[n]
    if n < 100:
        t = TENS[n // 10]
        if n % 10:
            return t + ("-" if hyphen else " ") + ONES[n % 10]
        return t
    rest = n - 100
    if rest == 0:
        return "one hundred"
    return "a hundred and " + num_words(rest, hyphen)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MON_ALT = {8: "Sept"}
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_SHORT = [["Mon"], ["Tue", "Tues"], ["Wed", "Weds"], ["Thu", "Thur", "Thurs"], ["Fri"],
            ["Sat"], ["Sun"]]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def rand_digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def rand_letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


# ----------------------------------------------------------------------------------------------

class Ctx:
    """Everything one note needs: locale, cast, places and value generators."""

    def __init__(self, rng, loc, genre, style):
        self.rng, self.loc, self.genre, self.style = rng, loc, genre, style
        self.L = LOCALES[loc]
        start = dt.date(2019, 1, 1).toordinal()
        end = dt.date(2026, 11, 20).toordinal()
        self.today = dt.date.fromordinal(rng.randrange(start, end))
        # places used through the note
        self.town = rng.choice(self.L["towns"])
        self.hosp = rng.choice(self.L["hospitals"])
        self.clin = rng.choice(self.L["clinics"])
        self.pharm = rng.choice(self.L["pharmacies"])
        self.state_pair = rng.choice(self.L["states"]) if self.L["states"] else None
        self.county = rng.choice(self.L["counties"]) if self.L["counties"] else None
        self._used_people = set()

    # ---- basic helpers ------------------------------------------------------------------
    def r(self):
        return self.rng.random()

    def ch(self, seq):
        return self.rng.choice(seq)

    def P(self, typ, val):
        return mk(typ, val)

    def mom(self):
        return self.L["mom"]

    # ---- people ---------------------------------------------------------------------------
    def person(self, sex=None, origin=None, surname=None):
        for _ in range(30):
            p = make_person(self.rng, self.loc, sex, origin, surname)
            key = (p.given, p.surname)
            if key not in self._used_people:
                self._used_people.add(key)
                return p
        return p

    def staff(self, role=None, sex=None):
        p = self.person(sex=sex)
        p.role = role or weighted(self.rng, [("doctor", 5), ("nurse", 4), ("pharmacist", 1),
                                             ("physio", 0.6), ("receptionist", 0.6),
                                             ("midwife", 0.3), ("social worker", 0.3)])
        if p.role == "doctor":
            p.cred = self.ch({"US": ["MD", "DO", "MD", "NP", "PA-C"],
                              "UK": ["MBBS", "MRCGP", "MRCP", "FRCS"],
                              "AU": ["FRACGP", "MBBS", "FACEM"],
                              "CA": ["MD", "CCFP", "FRCPC"],
                              "IE": ["MICGP", "MRCPI", "MB"],
                              "IN": ["MBBS", "MD", "MS", "DNB"],
                              "ZA": ["MBChB", "FCP", "MMed"]}[self.loc])
        elif p.role == "nurse":
            p.cred = self.ch({"US": ["RN", "LPN", "BSN, RN"], "UK": ["RGN", "RN", "RMN"],
                              "AU": ["RN", "EN", "CN"], "CA": ["RN", "RPN"],
                              "IE": ["RGN", "CNM2", "RANP"], "IN": ["GNM", "BSc Nursing", "RN"],
                              "ZA": ["RN", "EN", "RM"]}[self.loc])
        elif p.role == "pharmacist":
            p.cred = self.ch(["PharmD", "RPh", "MPharm", "BPharm"])
        else:
            p.cred = None
        return p

    def family(self, rel=None, sex=None, surname=None):
        if rel is None:
            rel = self.ch(["daughter", "son", "wife", "husband", "sister", "brother", "friend",
                           "neighbour", "granddaughter", "grandson", "partner", "niece"])
        if sex is None:
            sex = "F" if rel in ("daughter", "wife", "sister", "granddaughter", "niece", "mum",
                                 "mom", "mam", "mother", "aunt", "daughter-in-law") else \
                  "M" if rel in ("son", "husband", "brother", "grandson", "nephew", "dad", "da",
                                 "father", "uncle", "son-in-law") else None
        p = self.person(sex=sex, surname=surname)
        p.rel = rel
        return p

    def relfam(self, rels):
        """Pick a relation word and a matching person."""
        rel = self.ch(rels)
        return rel, self.family(rel=rel)

    def title(self, p, typ):
        if typ == "DOCTOR" and p.role == "doctor":
            return self.ch(DOC_TITLES)
        if p.sex == "F":
            return self.ch(TITLES_F)
        return self.ch(TITLES_M)

    def name(self, p, typ, form=None):
        """Return a marked surface form of a person's name (titles outside the span)."""
        rng = self.rng
        if form is None:
            if typ == "PATIENT":
                form = weighted(rng, [("full", 16), ("given", 20), ("given_init", 15),
                                      ("title_sur", 15), ("initials", 5), ("nick", 7),
                                      ("sur_comma", 3), ("surname", 5), ("init_sur", 4),
                                      ("title_full", 4), ("nick_sur", 2)])
            elif typ == "DOCTOR":
                if p.role == "doctor":
                    form = weighted(rng, [("title_sur", 34), ("title_full", 14),
                                          ("title_given_init", 12), ("given", 8),
                                          ("full_cred", 12), ("given_init", 8), ("initials", 4),
                                          ("surname", 4), ("init_sur", 4)])
                else:
                    form = weighted(rng, [("given", 30), ("role_given", 20), ("full_cred", 16),
                                          ("given_init", 14), ("full", 10), ("initials", 4),
                                          ("title_sur", 6)])
            else:
                form = weighted(rng, [("given", 45), ("full", 18), ("given_init", 10),
                                      ("nick", 10), ("title_sur", 10), ("surname", 3),
                                      ("nick_sur", 4)])
        g, s = p.given, p.surname
        if form == "initials" and (g[0] + p.initial()).upper() in CRED_LIKE:
            form = "given_init"                  # `M.D.` / `RN` would read as a credential
        if form == "full":
            return mk(typ, p.full(middle=rng.random() < 0.6))
        if form == "given":
            return mk(typ, g)
        if form == "nick":
            return mk(typ, p.nick or g)
        if form == "nick_sur":
            return mk(typ, "%s %s" % (p.nick or g, s))
        if form == "surname":
            return mk(typ, s)
        if form == "title_sur":
            return self.title(p, typ) + " " + mk(typ, s)
        if form == "title_full":
            return self.title(p, typ) + " " + mk(typ, p.full(middle=rng.random() < 0.5))
        if form == "given_init":
            return mk(typ, "%s %s." % (g, p.initial()))
        if form == "title_given_init":
            return self.title(p, typ) + " " + mk(typ, "%s %s." % (g, p.initial()))
        if form == "initials":
            gi = g[0].upper()
            if rng.random() < 0.5:
                return mk(typ, "%s.%s." % (gi, p.initial()))
            return mk(typ, "%s%s" % (gi, p.initial()))
        if form == "sur_comma":
            if rng.random() < 0.5:
                return mk(typ, "%s, %s" % (s.upper(), g.upper()))
            return mk(typ, "%s, %s" % (s, g))
        if form == "init_sur":
            return mk(typ, "%s. %s" % (g[0].upper(), s))
        if form == "full_cred":
            cred = p.cred or "RN"
            return mk(typ, p.full(middle=rng.random() < 0.4)) + ", " + cred
        if form == "role_given":
            word = {"nurse": self.ch(["nurse", "Nurse", "RN"]), "pharmacist": "pharmacist",
                    "physio": self.ch(["physio", "PT"]), "receptionist": "receptionist",
                    "midwife": "midwife", "social worker": "SW"}.get(p.role, "nurse")
            return word + " " + mk(typ, g)
        raise ValueError(form)

    def pt(self, p, form=None):
        return self.name(p, "PATIENT", form)

    def dr(self, p, form=None):
        return self.name(p, "DOCTOR", form)

    def fam(self, p, form=None):
        return self.name(p, "FAMILY", form)

    def sig_initials(self, p, typ="DOCTOR"):
        """Lower-case initials as in `DD/jk`."""
        return mk(typ, (p.given[0] + p.initial()).lower())

    def username(self, p=None):
        rng = self.rng
        if p is None or rng.random() < 0.35:
            u = rng.choice(HANDLE_WORDS) + self.ch(["", "_", ""]) + rand_digits(rng, rng.choice([2, 2, 4]))
            if rng.random() < 0.3:
                u = u.replace("_", "")
            return mk("USERNAME", u)
        g, s = p.alnum_given(), p.alnum_sur()
        u = self.ch(["%s.%s" % (g, s[:1]), "%s%s" % (g[:1], s), "%s%s%s" % (g[:1], s, rand_digits(rng, 1)),
                     "%s_%s" % (g, s[:3]), "%s%s" % (g, rand_digits(rng, 2)), "%s.%s" % (g, s)])
        return mk("USERNAME", u)

    # ---- ages -----------------------------------------------------------------------------
    def rand_age(self, kind="adult"):
        rng = self.rng
        if kind == "child":
            return rng.randint(4, 17)
        if kind == "old":
            return rng.randint(90, 106) if rng.random() < 0.6 else rng.randint(75, 89)
        if kind == "parent":
            return rng.randint(28, 55)
        x = rng.random()
        if x < 0.3:
            return rng.randint(90, 107)
        if x < 0.72:
            return rng.randint(60, 89)
        return rng.randint(18, 59)

    def age(self, n, form=None, sex=None):
        """Marked age expression; only the number (or number words) is the span."""
        rng = self.rng
        if form is None:
            form = self.ch(["yo", "yo_tight", "y/o", "year-old", "year old", "sex_tight",
                            "sex_space", "aged", "age", "paren", "yrs", "words_aged",
                            "words_old", "turned", "is"])
        sx = sex or rng.choice("FM")
        A = mk("AGE", str(n))
        if form == "yo":
            return A + " yo"
        if form == "yo_tight":
            return A + "yo"
        if form == "y/o":
            return A + " y/o"
        if form == "year-old":
            return A + "-year-old"
        if form == "year old":
            return A + " year old"
        if form == "sex_tight":
            return A + sx
        if form == "sex_space":
            return A + " " + sx
        if form == "aged":
            return "aged " + A
        if form == "age":
            return "age " + A
        if form == "paren":
            return "(" + A + ")"
        if form == "yrs":
            return A + self.ch([" yrs", " years", "yrs"])
        if form == "words_aged":
            return "aged " + mk("AGE", num_words(n, rng.random() < 0.7))
        if form == "words_old":
            return mk("AGE", num_words(n, rng.random() < 0.7)) + " years old"
        if form == "turned":
            return "turned " + A
        if form == "is":
            return "is " + A
        if form == "bare":
            return A
        if form == "bare_words":
            return mk("AGE", num_words(n, rng.random() < 0.7))
        raise ValueError(form)

    # ---- dates ----------------------------------------------------------------------------
    def day(self, delta_lo=-20, delta_hi=20):
        return self.today + dt.timedelta(days=self.rng.randint(delta_lo, delta_hi))

    def dob(self, age):
        """A date of birth consistent with `age` on the note's date."""
        t = self.today
        anniv = dt.date(t.year - age, t.month, min(t.day, 28))
        return anniv - dt.timedelta(days=self.rng.randint(1, 360))

    def fmt_date(self, d, kind=None):
        """Surface string of a date (unmarked)."""
        rng = self.rng
        us = self.L["date_order"].startswith("mdy")
        if kind is None:
            kind = weighted(rng, [("num", 14), ("num_short", 10), ("long", 12), ("abbr", 10),
                                  ("wk_num", 8), ("wk", 8), ("month_year", 4), ("iso", 4),
                                  ("dot", 2), ("wk_long", 5)])
        day, mon, yr = d.day, d.month, d.year
        if kind == "num":
            y = str(yr) if rng.random() < 0.7 else "%02d" % (yr % 100)
            pad = rng.random() < 0.5
            dd = "%02d" % day if pad else str(day)
            mm = "%02d" % mon if pad else str(mon)
            sep = "/" if rng.random() < 0.85 else "-"
            return sep.join([mm, dd, y] if us else [dd, mm, y])
        if kind == "num_short":
            return "%d/%d" % ((mon, day) if us else (day, mon))
        if kind == "long":
            mn = MONTHS[mon - 1]
            if us:
                return self.ch(["%s %d, %d" % (mn, day, yr), "%s %d" % (mn, day),
                                "%s %s" % (mn, ordinal(day))])
            return self.ch(["%d %s %d" % (day, mn, yr), "%s %s %d" % (ordinal(day), mn, yr),
                            "%d %s" % (day, mn), "%s of %s" % (ordinal(day), mn)])
        if kind == "abbr":
            mn = MON_ALT.get(mon - 1, MON3[mon - 1]) if rng.random() < 0.3 else MON3[mon - 1]
            if us:
                return self.ch(["%s %d" % (mn, day), "%s %d, %d" % (mn, day, yr),
                                "%02d-%s-%d" % (day, mn, yr)])
            return self.ch(["%d %s" % (day, mn), "%d %s %d" % (day, mn, yr),
                            "%d-%s-%02d" % (day, mn, yr % 100)])
        if kind == "wk_num":
            wd = self.ch(WD_SHORT[d.weekday()])
            return "%s %d/%d" % ((wd,) + ((mon, day) if us else (day, mon)))
        if kind == "wk_long":
            wd = WEEKDAYS[d.weekday()]
            mn = MONTHS[mon - 1]
            if us:
                return self.ch(["%s, %s %d, %d" % (wd, mn, day, yr), "%s %s %d" % (wd, mn, day)])
            return self.ch(["%s %d %s %d" % (wd, day, mn, yr), "%s %s %s" % (wd, ordinal(day), mn),
                            "%s, %d %s" % (wd, day, mn)])
        if kind == "wk":
            return self.ch([WEEKDAYS[d.weekday()]] + WD_SHORT[d.weekday()])
        if kind == "month_year":
            return self.ch(["%s %d" % (MONTHS[mon - 1], yr), "%s %d" % (MON3[mon - 1], yr),
                            "%02d/%d" % (mon, yr)])
        if kind == "month":
            return MONTHS[mon - 1]
        if kind == "year":
            return str(yr)
        if kind == "iso":
            return d.isoformat()
        if kind == "dot":
            return "%02d.%02d.%d" % (day, mon, yr)
        if kind == "ord":
            return ordinal(day)
        raise ValueError(kind)

    def date(self, d=None, kind=None):
        if d is None:
            d = self.day()
        return mk("DATE", self.fmt_date(d, kind))

    def dob_str(self, d):
        us = self.L["date_order"].startswith("mdy")
        k = self.rng.random()
        if k < 0.55:
            return mk("DATE", ("%02d/%02d/%d" % (d.month, d.day, d.year)) if us else
                      ("%02d/%02d/%d" % (d.day, d.month, d.year)))
        if k < 0.75:
            return mk("DATE", self.fmt_date(d, "long") if d else "")
        if k < 0.9:
            return mk("DATE", d.isoformat())
        return mk("DATE", "%d %s %d" % (d.day, MON3[d.month - 1], d.year))

    def casual_date(self, d=None, future=None):
        """Casual forms: `last tues`, `on the 3rd`, `3/4`, `mon`, a holiday."""
        if d is None:
            d = self.day(1, 10) if future else self.day(-10, -1) if future is False else self.day(-10, 10)
        if future:
            pre = ["this ", "next ", "on ", ""]
        elif future is False:
            pre = ["last ", "on ", ""]
        else:
            pre = ["last ", "this ", "next ", "on ", ""]
        k = self.rng.randrange(7)
        if k == 0:
            return self.ch(pre) + mk("DATE", self.fmt_date(d, "wk"))
        if k == 1:
            return self.ch(["on the ", "the "]) + mk("DATE", ordinal(d.day))
        if k == 2:
            return mk("DATE", self.fmt_date(d, "num_short"))
        if k == 3:
            return mk("DATE", self.fmt_date(d, "wk_num"))
        if k == 4:
            return "on " + mk("DATE", self.fmt_date(d, "abbr"))
        if k == 5:
            if future is False:
                return mk_the("DATE", self.ch(self.L["holidays"]))
            return self.ch(["over ", "at ", ""]) + mk_the("DATE", self.ch(self.L["holidays"]))
        return mk("DATE", self.fmt_date(d, "long"))

    def holiday(self):
        return mk_the("DATE", self.ch(self.L["holidays"]))

    # ---- places ---------------------------------------------------------------------------
    def street_val(self):
        rng, L, loc = self.rng, self.L, self.loc
        num = str(rng.randint(1, 480))
        st = "%s %s" % (self.ch(L["streets"]), self.ch(L["suffixes"]))
        if loc == "IN":
            base = "%s %s" % (self.ch(["%d" % rng.randint(1, 99), "No. %d," % rng.randint(1, 99)]), st)
            if rng.random() < 0.5:
                return "%s, %s" % (self.ch(L["units"]), base)
            return base
        if loc == "AU" and rng.random() < 0.35:
            return "%d/%s %s" % (rng.randint(1, 20), num, st)
        if loc == "IE" and rng.random() < 0.3:
            return st
        base = "%s %s" % (num, st)
        if rng.random() < 0.25:
            if loc in ("UK", "IE", "ZA"):
                return "%s, %s" % (self.ch(L["units"]), base)
            return "%s, %s" % (base, self.ch(L["units"]))
        return base

    def street(self):
        return mk("STREET", self.street_val())

    def city(self, t=None):
        return mk("CITY", t or self.town)

    def other_town(self):
        return mk("CITY", self.ch(self.L["towns"]))

    def state(self, abbr=None):
        if not self.state_pair:
            return None
        full, ab = self.state_pair
        if abbr is None:
            abbr = self.rng.random() < 0.5
        return mk("STATE", ab if abbr else full)

    def zip_val(self):
        rng, loc = self.rng, self.loc
        if loc == "US":
            z = str(rng.randint(10000, 99899))
            return z + ("-" + rand_digits(rng, 4) if rng.random() < 0.15 else "")
        if loc == "UK":
            return "%s%d %d%s" % (rand_letters(rng, 2, "BCDFHKLMNPRSTWY"), rng.randint(1, 29),
                                  rng.randint(1, 9), rand_letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if loc == "AU":
            return str(rng.randint(2000, 7999))
        if loc == "CA":
            A = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (rng.choice(A), rng.randint(0, 9), rng.choice(A),
                                      rng.randint(0, 9), rng.choice(A), rng.randint(0, 9))
        if loc == "IE":
            return "%s%02d %s" % (rng.choice("ACDEFHKNPRTVWXY"), rng.randint(10, 99),
                                  rand_letters(rng, 1, "ACDEFHKNPRTVWXY") + rand_digits(rng, 1) +
                                  rand_letters(rng, 1, "ACDEFHKNPRTVWXY") + rand_digits(rng, 1))
        if loc == "IN":
            return str(rng.randint(400001, 699999))
        return "%04d" % rng.randint(1, 9999)

    def zipc(self):
        return mk("ZIP", self.zip_val())

    def address(self, oneline=True, town=None):
        """Street, town, state, postcode split into parts."""
        sep = ", " if oneline else "\n"
        loc = self.loc
        s = self.street() + sep + self.city(town)
        if loc == "US" or loc == "CA":
            s += ", " + self.state() + " " + self.zipc()
        elif loc == "AU":
            s += " " + self.state(abbr=True) + " " + self.zipc()
        elif loc == "UK":
            if self.r() < 0.4 and self.county:
                s += ", " + mk("CITY", self.county)
            s += sep + self.zipc()
        elif loc == "IE":
            s += ", Co. " + mk("CITY", self.county) + (", " + self.zipc() if self.r() < 0.6 else "")
        elif loc == "IN":
            s += ", " + self.state(abbr=False) + " - " + self.zipc()
        else:
            s += ", " + self.zipc()
            if self.r() < 0.5:
                s += ", " + self.state(abbr=False)
        return s

    def country(self):
        return mk_the("COUNTRY", self.ch(self.L["countries"]))

    def hospital(self, h=None):
        return mk("HOSPITAL", h or self.hosp)

    def clinic(self, c=None):
        return mk("HOSPITAL", c or self.clin)

    def pharmacy(self):
        return mk("HOSPITAL", self.pharm)

    def carehome(self):
        return mk("HOSPITAL", self.ch(self.L["carehomes"]))

    def ward(self):
        return mk("HOSPITAL", self.ch(self.L["wards"]))

    def org(self, kind=None):
        kind = kind or self.ch(["employers", "schools", "gyms", "churches", "employers"])
        return mk("ORGANIZATION", self.ch(self.L[kind]))

    def landmark(self):
        return mk_the("LOCATION_OTHER", self.ch(self.L["landmarks"]))

    def room(self):
        rng = self.rng
        v = self.ch(["%d" % rng.randint(101, 640), "%d%s" % (rng.randint(101, 640), rng.choice("ABCD")),
                     "%d" % rng.randint(1, 30)])
        return mk("LOCATION_OTHER", v)

    def bed(self):
        return mk("LOCATION_OTHER", str(self.rng.randint(1, 32)))

    def bed_expr(self):
        k = self.rng.randrange(6)
        if k == 0:
            return "bed " + self.bed()
        if k == 1:
            return "rm " + self.room()
        if k == 2:
            return "room " + self.room()
        if k == 3:
            return "bay " + mk("LOCATION_OTHER", str(self.rng.randint(1, 8))) + " bed " + self.bed()
        if k == 4:
            return "side room " + mk("LOCATION_OTHER", str(self.rng.randint(1, 12)))
        return "cubicle " + mk("LOCATION_OTHER", str(self.rng.randint(1, 20)))

    def profession(self):
        return mk("PROFESSION", self.ch(PROFESSIONS))

    # ---- contact --------------------------------------------------------------------------
    def phone_val(self, mobile=None):
        rng, loc = self.rng, self.loc
        if mobile is None:
            mobile = rng.random() < 0.5
        if loc in ("US", "CA"):
            area = "%d%d%d" % (rng.randint(2, 9), rng.randint(0, 8), rng.randint(0, 9))
            line = "01%02d" % rng.randint(0, 99)
            return self.ch(["(%s) 555-%s" % (area, line), "%s-555-%s" % (area, line),
                            "%s.555.%s" % (area, line), "+1 %s 555 %s" % (area, line),
                            "%s 555 %s" % (area, line)])
        if loc == "UK":
            if mobile:
                t = "%03d" % rng.randint(0, 999)
                return self.ch(["07700 900%s" % t, "+44 7700 900%s" % t, "07700900%s" % t])
            t = "%03d" % rng.randint(0, 999)
            return self.ch(["020 7946 0%s" % t, "0161 496 0%s" % t, "(0161) 496 0%s" % t])
        if loc == "AU":
            t = "%03d" % rng.randint(0, 999)
            return self.ch(["0491 570 %s" % t, "+61 491 570 %s" % t, "0491570%s" % t])
        if loc == "IE":
            t = "%04d" % rng.randint(0, 9999)
            return self.ch(["01 555 %s" % t, "087 555 %s" % t, "085 555 %s" % t,
                            "+353 87 555 %s" % t])
        if loc == "IN":
            t = "%05d" % rng.randint(0, 99999)
            return self.ch(["+91 55501 %s" % t, "55501 %s" % t, "055501%s" % t,
                            "0555 2%s" % t[:3] + " " + t[3:] + rand_digits(rng, 2)])
        t = "%04d" % rng.randint(0, 9999)
        return self.ch(["021 555 %s" % t, "082 555 %s" % t, "+27 82 555 %s" % t,
                        "011 555 %s" % t])

    def phone(self, mobile=None, ext=None):
        if mobile is None:
            mobile = self.r() < 0.5
        v = self.phone_val(mobile)
        if ext is None:
            ext = (not mobile) and self.r() < 0.18
        if ext:
            v += self.ch([" ext. ", " ext ", " x", " x"]) + str(self.rng.randint(2, 4999))
        return mk("PHONE", v)

    def pager(self):
        rng = self.rng
        k = rng.randrange(4)
        if k == 0:
            return "bleep " + mk("PHONE", rand_digits(rng, 4))
        if k == 1:
            return "pager " + mk("PHONE", "%d-%s" % (rng.randint(1, 9), rand_digits(rng, 4)))
        if k == 2:
            return "ext " + mk("PHONE", rand_digits(rng, 4))
        return "pgr " + mk("PHONE", rand_digits(rng, 5))

    def fax(self):
        return mk("FAX", self.phone_val(False))

    def email(self, p=None, org=None):
        rng = self.rng
        dom = self.ch(["example.com", "example.org", "example.net"])
        if rng.random() < 0.3:
            dom = self.ch(["mail.", "clinic.", "health.", "my."] + (["nhs."] if self.loc == "UK" else [])) + dom
        if p is not None:
            g, s = p.alnum_given(), p.alnum_sur()
            local = self.ch(["%s.%s" % (g, s), "%s%s" % (g[:1], s), "%s_%s%s" % (g, s[:1], rand_digits(rng, 2)),
                             "%s%s" % (g, rand_digits(rng, 2)), "%s.%s%s" % (s, g[:1], rand_digits(rng, 1))])
        elif org is not None:
            slug = re.sub(r"[^a-z]", "", org.lower())[:14]
            local = self.ch(["reception", "frontdesk", "admin", "refills", "info", "nurses"]) + "." + slug
        else:
            local = self.ch(HANDLE_WORDS).replace("_", ".") + rand_digits(rng, 2)
        return mk("EMAIL", "%s@%s" % (local, dom))

    def url(self, org=None):
        rng = self.rng
        dom = self.ch(["example.com", "example.org", "example.net"])
        slug = re.sub(r"[^a-z]+", "-", (org or self.clin).lower()).strip("-")
        k = rng.randrange(5)
        if k == 0:
            return mk("URL", "www.%s/%s" % (dom, slug))
        if k == 1:
            return mk("URL", "https://portal.%s/%s/messages/%s" % (dom, slug.split("-")[0], rand_digits(rng, 5)))
        if k == 2:
            return mk("URL", "https://www.%s/%s/book?ref=%s" % (dom, slug, rand_digits(rng, 6)))
        if k == 3:
            return mk("URL", "%s/%s" % (dom, slug))
        return mk("URL", "http://%s.%s/refill" % (slug.split("-")[0], dom))

    def ip(self):
        rng = self.rng
        k = rng.randrange(3)
        if k == 0:
            v = "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
        elif k == 1:
            v = "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
        else:
            v = "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
        return mk("IPADDR", v)

    # ---- identifiers ----------------------------------------------------------------------
    def mrn(self, with_label=True):
        rng, loc = self.rng, self.loc
        if loc == "UK" and rng.random() < 0.5:
            v = self.ch(["999 %s %s" % (rand_digits(rng, 3), rand_digits(rng, 4)),
                         "999%s" % rand_digits(rng, 7)])
            lab = self.ch(["NHS no", "NHS No.", "NHS number", "NHS#"])
        else:
            v, lab = {
                "US": (self.ch([rand_digits(rng, 8), "E" + rand_digits(rng, 7), rand_digits(rng, 7)]),
                       self.ch(["MRN", "MRN:", "MRN#", "med rec #"])),
                "UK": (rand_letters(rng, 1) + rand_digits(rng, 7),
                       self.ch(["Hosp no", "Hospital No.", "RXN", "hosp no:"])),
                "AU": (rand_digits(rng, 7), self.ch(["UR", "UR no.", "URN", "MRN"])),
                "CA": (self.ch(["H" + rand_digits(rng, 7), rand_digits(rng, 8)]),
                       self.ch(["MRN", "Chart #", "chart no."])),
                "IE": (rand_digits(rng, 7), self.ch(["MRN", "Hosp no.", "chart no"])),
                "IN": (self.ch(["UHID%s" % rand_digits(rng, 8), "%s-%s" % (rand_digits(rng, 4), rand_digits(rng, 6))]),
                       self.ch(["UHID", "IP no.", "MRD no.", "Reg. No."])),
                "ZA": (self.ch([rand_digits(rng, 8), "%s/%s" % (rand_digits(rng, 6), rand_digits(rng, 2))]),
                       self.ch(["folder no.", "hosp no", "MRN", "file no."])),
            }[loc]
        if with_label:
            return lab + " " + mk("MRN", v)
        return mk("MRN", v)

    def ssn(self, with_label=True):
        rng, loc = self.rng, self.loc
        if loc == "UK" or (loc not in ("US", "CA") and rng.random() < 0.5):
            d = rand_digits(rng, 6)
            v = self.ch(["QQ %s %s %s %s" % (d[:2], d[2:4], d[4:], rng.choice("ABCD")),
                         "QQ%s%s" % (d, rng.choice("ABCD"))])
            lab = self.ch(["NI no", "NI number", "NINO", "National Insurance no."])
        elif loc == "CA":
            v = "0%s %s %s" % (rand_digits(rng, 2), rand_digits(rng, 3), rand_digits(rng, 3))
            lab = self.ch(["SIN", "SIN:", "social insurance no."])
        else:
            v = "9%s-%s-%s" % (rand_digits(rng, 2), "%02d" % rng.randint(1, 99), "%04d" % rng.randint(1, 9999))
            lab = self.ch(["SSN", "SSN:", "SS#", "social security no."])
        return (lab + " " + mk("SSN", v)) if with_label else mk("SSN", v)

    def hplan(self, with_label=True):
        rng, loc = self.rng, self.loc
        L = rand_letters
        v, lab = {
            "US": self.ch([(L(rng, 3) + rand_digits(rng, 6), "Member ID"),
                           (rand_digits(rng, 5), "Group #"),
                           (L(rng, 1) + rand_digits(rng, 8), "policy no."),
                           (rand_digits(rng, 9) + L(rng, 1), "Medicaid ID"),
                           ("%d%s%d-%s%d-%s%d%d" % (rng.randint(1, 9), L(rng, 2), rng.randint(0, 9), L(rng, 2), rng.randint(0, 9), L(rng, 2), rng.randint(0, 9), rng.randint(0, 9)), "MBI")]),
            "UK": self.ch([(L(rng, 2) + rand_digits(rng, 7), "private cover policy"),
                           (rand_digits(rng, 8), "membership no.")]),
            "AU": self.ch([("5%s %s %d" % (rand_digits(rng, 3), rand_digits(rng, 5), rng.randint(1, 9)), "Medicare no."),
                           (rand_digits(rng, 8), "health fund member no."),
                           ("5%s%s" % (rand_digits(rng, 3), rand_digits(rng, 6)), "Medicare")]),
            "CA": self.ch([("%s-%s-%s-%s" % (rand_digits(rng, 4), rand_digits(rng, 3), rand_digits(rng, 3), L(rng, 2)), "OHIP"),
                           ("9%s %s %s" % (rand_digits(rng, 3), rand_digits(rng, 3), rand_digits(rng, 3)), "PHN"),
                           ("%s-%s" % (rand_digits(rng, 5), rand_digits(rng, 4)), "AHCIP")]),
            "IE": self.ch([(rand_digits(rng, 7) + L(rng, 1), "medical card no."),
                           (rand_digits(rng, 9), "policy no."),
                           (rand_digits(rng, 7) + L(rng, 1), "GP visit card")]),
            "IN": self.ch([("%s/%s/%s/%s" % (L(rng, 1), rand_digits(rng, 6), rand_digits(rng, 2), rand_digits(rng, 4)), "policy no."),
                           ("PMJAY%s" % rand_digits(rng, 8), "card no."),
                           (rand_digits(rng, 10), "TPA ID")]),
            "ZA": self.ch([(rand_digits(rng, 9), "medical aid no."),
                           (rand_digits(rng, 8), "medical aid number"),
                           (L(rng, 2) + rand_digits(rng, 7), "scheme member no.")]),
        }[loc]
        return (lab + " " + mk("HEALTHPLAN", v)) if with_label else mk("HEALTHPLAN", v)

    def acct(self, with_label=True):
        rng = self.rng
        v, lab = self.ch([
            ("%s-%s" % (rand_digits(rng, 4), rand_digits(rng, 4)), "Acct"),
            ("V" + rand_digits(rng, 8), "visit #"),
            ("%s-%s" % (rand_digits(rng, 4), rand_digits(rng, 7)), "encounter"),
            (rand_letters(rng, 2) + rand_digits(rng, 5), "booking ref"),
            ("INV-" + rand_digits(rng, 6), "invoice"),
            (rand_digits(rng, 10), "billing account"),
            (rand_digits(rng, 9), "CSN"),
            ("A" + rand_digits(rng, 6), "account no."),
        ])
        return (lab + " " + mk("ACCOUNT", v)) if with_label else mk("ACCOUNT", v)

    def lic(self, kind=None, p=None):
        rng, loc = self.rng, self.loc
        if kind is None:
            kind = "prof"
        if kind == "drive":
            if loc == "US":
                v = "%s%s-%s-%s" % (rand_letters(rng, 1), rand_digits(rng, 3), rand_digits(rng, 4), rand_digits(rng, 4))
            elif loc == "UK":
                s = re.sub(r"[^A-Z]", "", (p.surname if p else "MORGAN").upper())[:5].ljust(5, "9")
                v = "%s%s%s%d%s" % (s, rand_digits(rng, 6), (p.given[0] if p else "J").upper() + rand_letters(rng, 1),
                                    rng.randint(1, 9), rand_letters(rng, 2))
            elif loc == "CA":
                v = "%s%s-%s-%s" % (rand_letters(rng, 1), rand_digits(rng, 4), rand_digits(rng, 5), rand_digits(rng, 5))
            elif loc == "IN":
                v = "%s%02d %s" % (self.state_pair[1], rng.randint(1, 50), rand_digits(rng, 11))
            else:
                v = rand_digits(rng, 8)
            lab = self.ch(["driver's licence", "driver's license", "DL", "licence no."]) if loc != "US" else \
                self.ch(["driver's license", "DL #", "DL"])
            return lab + " " + mk("LICENSE", v)
        role = p.role if (p is not None and p.role) else "doctor"
        if role not in ("doctor", "nurse", "pharmacist"):
            role = "doctor"
        options = {
            ("US", "doctor"): [(rand_letters(rng, 2) + rand_digits(rng, 7), "DEA"),
                               ("1" + rand_digits(rng, 9), "NPI"),
                               ("%s-%s" % (rand_digits(rng, 2), rand_digits(rng, 6)), "state license")],
            ("US", "nurse"): [("RN" + rand_digits(rng, 7), "license"), ("1" + rand_digits(rng, 9), "NPI")],
            ("US", "pharmacist"): [("RPH" + rand_digits(rng, 6), "license"), ("1" + rand_digits(rng, 9), "NPI")],
            ("UK", "doctor"): [(rand_digits(rng, 7), "GMC"), (rand_digits(rng, 7), "GMC No.")],
            ("UK", "nurse"): [("%s%s%s%s" % (rand_digits(rng, 2), rand_letters(rng, 1), rand_digits(rng, 4), rand_letters(rng, 1)), "NMC PIN")],
            ("UK", "pharmacist"): [(rand_digits(rng, 7), "GPhC reg")],
            ("AU", "doctor"): [("MED000" + rand_digits(rng, 7), "AHPRA"), (rand_digits(rng, 6) + rand_letters(rng, 1), "prescriber no.")],
            ("AU", "nurse"): [("NMW000" + rand_digits(rng, 7), "AHPRA")],
            ("AU", "pharmacist"): [("PHA000" + rand_digits(rng, 7), "AHPRA reg")],
            ("CA", "doctor"): [(rand_digits(rng, 5), "CPSO"), (rand_digits(rng, 5), "CPSBC")],
            ("CA", "nurse"): [(rand_digits(rng, 7), "CNO reg")],
            ("CA", "pharmacist"): [(rand_digits(rng, 6), "OCP reg")],
            ("IE", "doctor"): [(rand_digits(rng, 6), "IMC"), (rand_digits(rng, 6), "IMC no.")],
            ("IE", "nurse"): [(rand_digits(rng, 6), "NMBI PIN")],
            ("IE", "pharmacist"): [(rand_digits(rng, 4), "PSI reg")],
            ("IN", "doctor"): [("%s/%d/%s" % (rand_letters(rng, 3), rng.randint(1995, 2022), rand_digits(rng, 5)), "Reg. No."),
                               (rand_digits(rng, 5), "KMC Reg"), (rand_digits(rng, 6), "MCI reg")],
            ("IN", "nurse"): [(rand_digits(rng, 6), "INC reg")],
            ("IN", "pharmacist"): [(rand_digits(rng, 5), "pharmacy council reg")],
            ("ZA", "doctor"): [("MP" + rand_digits(rng, 7), "HPCSA"), ("MP " + rand_digits(rng, 7), "HPCSA no.")],
            ("ZA", "nurse"): [(rand_digits(rng, 8), "SANC")],
            ("ZA", "pharmacist"): [("PS" + rand_digits(rng, 6), "SAPC")],
        }[(loc, role)]
        v, lab = self.ch(options)
        return lab + " " + mk("LICENSE", v)

    def device(self):
        rng = self.rng
        what, v = self.ch([
            ("pacemaker SN", rand_letters(rng, 3) + rand_digits(rng, 6)),
            ("ICD serial", rand_letters(rng, 3) + rand_digits(rng, 6)),
            ("insulin pump S/N", "%s-%s" % (rand_letters(rng, 2), rand_digits(rng, 6))),
            ("CGM transmitter ID", rand_digits(rng, 1) + rand_letters(rng, 1) + rand_digits(rng, 1) + rand_letters(rng, 2) + rand_digits(rng, 1)),
            ("CPAP serial", "%s-%s-%s" % (rand_digits(rng, 5), rand_digits(rng, 4), rand_digits(rng, 1))),
            ("hearing aid serial", "HA-%s-%s" % (rand_digits(rng, 2), rand_digits(rng, 5))),
            ("glucometer serial", "GM" + rand_digits(rng, 7)),
            ("oxygen concentrator serial", "OC-%s-%s" % (rand_digits(rng, 4), rand_digits(rng, 4))),
            ("wheelchair serial no.", "WC%s" % rand_digits(rng, 6)),
            ("pump serial", "%s%s" % (rand_letters(rng, 2), rand_digits(rng, 7))),
        ])
        return what + " " + mk("DEVICE", v)

    def vehicle_val(self):
        rng, loc = self.rng, self.loc
        if rng.random() < 0.15:
            return "VIN", rand_letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + \
                "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(14))
        if loc == "US":
            return self.ch(["plate", "license plate", "tag"]), "%d%s%s" % (rng.randint(1, 9), rand_letters(rng, 3), rand_digits(rng, 3))
        if loc == "UK":
            return self.ch(["reg", "car reg", "registration"]), "%s%02d %s" % (rand_letters(rng, 2), rng.randint(10, 74), rand_letters(rng, 3))
        if loc == "AU":
            return self.ch(["rego", "rego no.", "plate"]), "%s%s%s" % (rand_letters(rng, 3), rand_digits(rng, 2), rand_letters(rng, 1))
        if loc == "CA":
            return self.ch(["plate", "licence plate"]), "%s %s" % (rand_letters(rng, 4), rand_digits(rng, 3))
        if loc == "IE":
            return self.ch(["reg", "car reg"]), "%d-%s-%s" % (rng.randint(141, 242), rng.choice(["C", "KY", "G", "MO", "WX", "D"]), rand_digits(rng, 4))
        if loc == "IN":
            return self.ch(["vehicle no.", "reg no."]), "%s %02d %s %s" % (self.state_pair[1], rng.randint(1, 50), rand_letters(rng, 2), rand_digits(rng, 4))
        return self.ch(["reg", "number plate"]), "%s %s %s" % (rand_letters(rng, 3), rand_digits(rng, 3), self.state_pair[1])

    def vehicle(self):
        lab, v = self.vehicle_val()
        return lab + " " + mk("VEHICLE", v)

    def bioid(self):
        rng = self.rng
        lab, v = self.ch([
            ("fingerprint ID", "FP-%s" % rand_digits(rng, 5)),
            ("iris template", "IR-%s" % rand_digits(rng, 6)),
            ("voiceprint ID", "VP-%s-%s" % (rand_digits(rng, 4), rand_digits(rng, 2))),
            ("palm-vein ID", "PV-%s" % rand_digits(rng, 5)),
            ("face template", "FT-%s" % rand_digits(rng, 5)),
            ("biometric enrolment ID", "BIO%s" % rand_digits(rng, 7)),
        ])
        return lab + " " + mk("BIOID", v)

    def idnum(self, kind=None):
        rng = self.rng
        table = {
            "rx": ("Rx #", rand_digits(rng, 7)),
            "order": ("order", "ORD-" + rand_digits(rng, 6)),
            "specimen": ("specimen", "SP-%s-%s" % (rand_digits(rng, 2), rand_digits(rng, 5))),
            "accession": ("accession", "%s%s-%s" % (rand_letters(rng, 1), rand_digits(rng, 2), rand_digits(rng, 5))),
            "req": ("requisition", "RQ" + rand_digits(rng, 6)),
            "ticket": ("ticket #", rand_digits(rng, 5)),
            "referral": ("referral ref", "RF-%d-%s" % (self.today.year, rand_digits(rng, 4))),
            "case": ("case no.", "%d/%s" % (self.today.year, rand_digits(rng, 4))),
            "conv": ("conversation ID", rand_digits(rng, 9)),
            "call": ("call ref", rand_letters(rng, 2) + rand_digits(rng, 6)),
            "cert": ("certificate no.", "MC-" + rand_digits(rng, 6)),
        }
        if kind is None:
            kind = self.ch(list(table))
        lab, v = table[kind]
        return lab + " " + mk("IDNUM", v)

"""PHI generators.  Each generator returns a string or a list of segments.

A segment is a (text, fine_type_or_None) pair; core.Doc.seg() appends segments and
records the offsets of the typed ones as it goes.
"""
import datetime
import unicodedata

import pools_clin as PC
import pools_names as PN
import pools_places as PP

WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    rest = n - 100
    return "one hundred" + ("" if rest == 0 else " and " + words(rest))


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    return "".join(ch for ch in s.lower() if ch.isalnum())


class Person:
    def __init__(self, first, middle, last, sex, title):
        self.first, self.middle, self.last, self.sex, self.title = first, middle, last, sex, title
        self.nick = PN.NICKNAMES.get(first)
        self.age = None
        self.extra = {}


class Ctx:
    """Per-note generation context: random source, country, note date and style choices."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        start = datetime.date(2021, 1, 4)
        self.base = start + datetime.timedelta(days=rng.randint(0, 1640))
        self.dstyle = rng.choice(["dmy4", "dmy4", "dmy2", "dmys", "d_mon_y", "d_month_y", "dmony",
                                  "dmony_up", "dot" if country == "UK" else "dmy4"])
        self.hosp = rng.choice(PP.HOSPITALS[country])
        self.ward = rng.choice(PP.WARDS[country])
        self.staff_cache = []

    # ---------------------------------------------------------------- basics
    def ch(self, seq):
        return self.r.choice(seq)

    def ri(self, a, b):
        return self.r.randint(a, b)

    def p(self, prob):
        return self.r.random() < prob

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice(LETTERS) for _ in range(n))

    def day(self, lo=-3, hi=3):
        return self.base + datetime.timedelta(days=self.ri(lo, hi))

    # ---------------------------------------------------------------- people
    def person(self, sex=None, origin=None):
        r = self.r
        keys = list(PN.ORIGINS.keys())
        if origin is None:
            origin = r.choices(keys, weights=PN.ORIGIN_WEIGHTS[self.c])[0]
        m, f, s = PN.ORIGINS[origin]
        if sex is None:
            sex = r.choice("MF")
        first = r.choice(m if sex == "M" else f)
        # occasional cross-origin surname (marriage, adoption)
        if r.random() < 0.18:
            s = PN.ORIGINS[r.choices(keys, weights=PN.ORIGIN_WEIGHTS[self.c])[0]][2]
        last = r.choice(s)
        pool = m if sex == "M" else f
        middle = r.choice(pool) if r.random() < 0.6 else None
        if middle == first:
            middle = None
        title = r.choice(PN.TITLES_M) if sex == "M" else r.choice(PN.TITLES_F)
        return Person(first, middle, last, sex, title)

    def patient(self, amin=24, amax=96, sex=None):
        p = self.person(sex=sex)
        a = self.r.triangular(amin, amax, 71)
        p.age = int(a)
        p.dob = self.base - datetime.timedelta(days=365 * p.age + self.ri(10, 350))
        p.mrn = self.mrn()
        p.nid = self.national_id()
        return p

    def family(self, pt=None, rels=None):
        fam = self.person()
        pool = PN.RELATIONS_M if fam.sex == "M" else PN.RELATIONS_F
        if rels is not None:
            pool = [x for x in pool if x in rels] or pool
        rel = self.ch(pool)
        if pt is not None and rel in ("husband", "wife", "son", "daughter", "brother", "sister",
                                      "grandson", "granddaughter") and self.p(0.7):
            fam.last = pt.last
        fam.extra["rel"] = rel
        return fam

    def staff(self, role=None, fresh=False):
        role = role or self.ch(["cons", "reg", "rn", "rn", "cns", "pharm", "rmo"])
        same = [s for s in self.staff_cache if s.extra["role"] == role]
        if same and not fresh and self.p(0.3):
            return self.ch(same)
        s = self.person()
        s.extra["role"] = role
        self.staff_cache.append(s)
        return s

    # ---------------------------------------------------------------- names
    def nm(self, p, style, typ):
        """Render a person's name as segments.  Titles and credentials stay outside."""
        f, m, l_ = p.first, p.middle, p.last
        if style == "fl":
            return [(f + " " + l_, typ)]
        if style == "fml":
            if m:
                return [(f + " " + m[0] + ". " + l_, typ)]
            return [(f + " " + l_, typ)]
        if style == "lf":
            return [(l_ + ", " + f, typ)]
        if style == "LF":
            return [(l_.upper() + ", " + f, typ)]
        if style == "LFU":
            return [(l_.upper() + ", " + f.upper() + ((" " + m[0].upper()) if m else ""), typ)]
        if style == "tl":
            return [(p.title + " ", None), (l_, typ)]
        if style == "tfl":
            return [(p.title + " ", None), (f + " " + l_, typ)]
        if style == "init":
            return [(f[0] + "." + l_[0] + ".", typ)]
        if style == "INIT":
            return [(f[0] + (m[0] if m else "") + l_[0], typ)]
        if style == "f":
            return [(f, typ)]
        if style == "nick":
            return [(p.nick or f, typ)]
        if style == "l":
            return [(l_, typ)]
        if style == "il":
            return [(f[0] + ". " + l_, typ)]
        if style == "ilnd":
            return [(f[0] + " " + l_, typ)]
        if style == "fli":
            return [(f + " " + l_[0] + ".", typ)]
        if style == "fql":
            nick = p.nick or f
            return [(f + " (" + nick + ") " + l_, typ)] if p.nick else [(f + " " + l_, typ)]
        raise ValueError(style)

    def pt(self, p, style=None):
        if style is None:
            style = self.ch(["fl", "fl", "lf", "LF", "tl", "fml", "tl", "LFU"])
        return self.nm(p, style, "PATIENT")

    def fam(self, p, style=None):
        if style is None:
            style = self.ch(["fl", "f", "f", "fl", "tfl"])
        return self.nm(p, style, "FAMILY")

    def doc(self, s, style=None):
        """Clinician name with title/credential outside the span."""
        if style is None:
            style = self.ch(["dr_l", "dr_l", "dr_fl", "fl", "fl_cred", "il", "l"])
        role = s.extra.get("role", "cons")
        is_dr = role in ("cons", "reg", "rmo", "gp")
        if style in ("dr_l", "dr_fl") and not is_dr:
            style = "fl_cred"
        title = self.ch(PN.STAFF_TITLES) if role == "cons" else "Dr"
        if style == "dr_l":
            return [(title + " ", None), (s.last, "DOCTOR")]
        if style == "dr_fl":
            return [(self.ch(["Dr ", "Dr ", "Dr. "]), None), (s.first + " " + s.last, "DOCTOR")]
        if style == "fl_cred":
            return [(s.first + " " + s.last, "DOCTOR"), (self.cred(role), None)]
        if style == "init":
            return [(s.first[0] + s.last[0], "DOCTOR")]
        if style == "initdot":
            return [(s.first[0] + "." + s.last[0] + ".", "DOCTOR")]
        return self.nm(s, style, "DOCTOR")

    def cred(self, role):
        c = {
            "cons": [", FRACP", " FRACP", " (Cons)", ", consultant", " FRCP", ", FRCPA"],
            "reg": [" (reg)", ", Haem Reg", " (Onc reg)", ", SpR", " - ST5"],
            "rmo": [" (RMO)", ", HMO", " FY2", " (SHO)"],
            "rn": [", RN", " RN", " (RN)", ", EN", " RN1", ", CN"],
            "cns": [", CNS", " CNC", ", NP", " (Pall Care CNS)", ", Macmillan CNS"],
            "pharm": [", Pharmacist", " (Onc pharmacist)", ", BPharm"],
            "gp": [" (GP)", ", GP"],
        }
        if self.c == "AU":
            c["cons"] = [", FRACP", " FRACP", " (Cons)", ", FRACP FRCPA", ", FAChPM"]
        elif self.c == "UK":
            c["cons"] = [", FRCP", " MRCP", " (Cons)", ", FRCPath", " (Consultant)"]
        else:
            c["cons"] = [", FRACP", " (SMO)", " (Cons)", ", FAChPM"]
        return self.ch(c.get(role, [""]))

    # ---------------------------------------------------------------- dates
    def ds(self, d, style=None):
        st = style or self.dstyle
        dd, mm, yy = d.day, d.month, d.year
        mon = MON[mm - 1][:3]
        if st == "dmy4":
            return "%02d/%02d/%d" % (dd, mm, yy)
        if st == "dmy2":
            return "%02d/%02d/%02d" % (dd, mm, yy % 100)
        if st == "dmys":
            return "%d/%d/%02d" % (dd, mm, yy % 100)
        if st == "d_mon_y":
            return "%d %s %d" % (dd, mon, yy)
        if st == "d_month_y":
            return "%d %s %d" % (dd, MON[mm - 1], yy)
        if st == "dmony":
            return "%02d-%s-%d" % (dd, mon, yy)
        if st == "dmony_up":
            return "%02d-%s-%02d" % (dd, mon.upper(), yy % 100)
        if st == "dot":
            return "%02d.%02d.%d" % (dd, mm, yy)
        if st == "iso":
            return "%d-%02d-%02d" % (yy, mm, dd)
        if st == "wd_dm":
            return "%s %02d/%02d" % (WD[d.weekday()][:3], dd, mm)
        if st == "wd_d_month":
            return "%s %d %s" % (WD[d.weekday()], dd, MON[mm - 1])
        if st == "wd_full":
            return "%s %d %s %d" % (WD[d.weekday()], dd, MON[mm - 1], yy)
        if st == "wd_short":
            return "%s %d %s" % (WD[d.weekday()][:3], dd, mon)
        if st == "dm":
            return "%02d/%02d" % (dd, mm)
        if st == "d_m":
            return "%d/%d" % (dd, mm)
        if st == "d_mon":
            return "%d %s" % (dd, mon)
        if st == "mon_y":
            return "%s %d" % (mon, yy)
        if st == "month_y":
            return "%s %d" % (MON[mm - 1], yy)
        if st == "y":
            return str(yy)
        if st == "wd":
            return WD[d.weekday()]
        raise ValueError(st)

    def dt(self, d, style=None):
        return [(self.ds(d, style), "DATE")]

    def time(self):
        h = self.ri(0, 23)
        m = self.ch([0, 0, 5, 10, 15, 20, 30, 30, 40, 45, 50, 55])
        return self.ch(["%02d:%02d", "%02d%02d", "%02d:%02d", "%02d%02dh"]) % (h, m)

    # ---------------------------------------------------------------- ages
    def age(self, age, sex=None, style=None):
        sx = sex or "M"
        style = style or self.ch(["yo", "yo", "yo_nosp", "sexcat", "sexcat", "aged", "yearold",
                                  "y_o", "words", "paren", "yrs"])
        a = str(age)
        if style == "yo":
            return [(a, "AGE"), (" yo", None)]
        if style == "yo_nosp":
            return [(a, "AGE"), ("yo", None)]
        if style == "sexcat":
            return [(a, "AGE"), (sx, None)]
        if style == "sexsp":
            return [(a, "AGE"), (" " + sx, None)]
        if style == "aged":
            return [("aged ", None), (a, "AGE")]
        if style == "yearold":
            return [(a, "AGE"), ("-year-old", None)]
        if style == "y_o":
            return [(a, "AGE"), (" y/o", None)]
        if style == "words":
            return [("aged ", None), (words(age), "AGE")]
        if style == "wordsyo":
            return [(words(age).capitalize(), "AGE"), ("-year-old", None)]
        if style == "paren":
            return [("(", None), (a, "AGE"), (")", None)]
        if style == "yrs":
            return [(a, "AGE"), (" yrs", None)]
        if style == "bare":
            return [(a, "AGE")]
        raise ValueError(style)

    # ---------------------------------------------------------------- places
    def address(self):
        r, c = self.r, self.c
        num = str(r.randint(1, 240))
        sname = r.choice(PP.STREET_NAMES).replace("_", " ")
        if c == "UK":
            stype = r.choice(PP.UK_ST_TYPES)
            town, county, area = r.choice(PP.UK_PLACES)
            street = num + " " + sname + " " + stype
            if r.random() < 0.12:
                street = r.choice(PP.UK_HOUSE_NAMES) + ", " + sname + " " + stype
            elif r.random() < 0.12:
                street = "Flat " + str(r.randint(1, 12)) + ", " + street
            pc = "%s%d %d%s" % (area, r.randint(1, 29), r.randint(1, 9), self.letters(2))
            return {"street": street, "town": town, "region": county, "pc": pc, "city": None}
        stype = r.choice(PP.AU_ST_TYPES)
        street = num + " " + sname + " " + stype
        if r.random() < 0.15:
            street = str(r.randint(1, 30)) + "/" + street
        elif r.random() < 0.08:
            street = "Unit " + str(r.randint(1, 20)) + ", " + street
        if c == "AU":
            town = r.choice(PP.AU_TOWNS).replace("_", " ")
            ab, full, pre = r.choices(PP.AU_STATES, weights=PP.AU_STATE_WEIGHTS)[0]
            pc = pre + self.digits(4 - len(pre))
            return {"street": street, "town": town, "region": ab, "region_full": full, "pc": pc,
                    "city": None}
        sub, city, reg, pre = r.choice(PP.NZ_PLACES)
        if r.random() < 0.08:
            street = "RD " + str(r.randint(1, 9)) + ", " + num + " " + sname + " Road"
        return {"street": street, "town": sub, "city": city, "region": reg, "pc": pre + self.digits(2)}

    def addr_segs(self, a, style=None):
        """Render an address dict; every part is its own span."""
        r, c = self.r, self.c
        style = style or r.choice(["line", "line", "upper", "short"])
        street = a["street"]
        town = a["town"].upper() if style == "upper" else a["town"]
        if c == "AU":
            reg = a["region"]
            if style == "line" and r.random() < 0.15:
                reg = a["region_full"]
            segs = [(street, "STREET"), (", ", None), (town, "CITY")]
            if style != "short":
                segs += [(" ", None), (reg, "STATE"), (" ", None), (a["pc"], "ZIP")]
            return segs
        if c == "NZ":
            segs = [(street, "STREET"), (", ", None), (town, "CITY")]
            if style != "short":
                segs += [(", ", None), (a["city"], "CITY"), (" ", None), (a["pc"], "ZIP")]
            return segs
        segs = [(street, "STREET"), (", ", None), (town, "CITY")]
        if style == "short":
            return segs
        if r.random() < 0.45:
            segs += [(", ", None), (a["region"], "CITY")]
        segs += [(" " if r.random() < 0.5 else ", ", None), (a["pc"], "ZIP")]
        return segs

    def region_segs(self, a):
        if self.c == "AU":
            return [(a["town"], "CITY"), (", ", None), (a["region"], "STATE")]
        if self.c == "NZ":
            return [(a["city"], "CITY"), (", ", None), (a["region"], "STATE")]
        return [(a["town"], "CITY")]

    def hospital(self):
        return self.ch(PP.HOSPITALS[self.c])

    def hospice(self):
        return self.ch(PP.HOSPICES[self.c])

    def gp_practice(self):
        return self.ch(PP.GP_PRACTICES[self.c])

    def country(self):
        return self.ch(PP.COUNTRIES)

    def bed(self):
        return self.ch([str(self.ri(1, 32)), str(self.ri(1, 28)) + self.ch("ABCD"),
                        "SR" + str(self.ri(1, 8)), str(self.ri(1, 6)) + "-" + str(self.ri(1, 6)),
                        "B" + str(self.ri(1, 6)) + "/" + str(self.ri(1, 4)), str(self.ri(1, 24))])

    # ---------------------------------------------------------------- contact
    def phone(self, kind=None):
        r, c = self.r, self.c
        kind = kind or r.choice(["land", "mob", "mob", "land"])
        if kind == "ext":
            return r.choice(["ext ", "x", "ext. "]) + "555" + self.digits(1)
        if kind == "pager":
            return r.choice(["555 ", "555-", "555"]) + self.digits(3)
        if c == "AU":
            if kind == "mob":
                return r.choice(["04%s 555 %s", "04%s555%s", "04%s-555-%s"]) % (self.digits(2), self.digits(3))
            if kind == "intl":
                return "+61 %d 5550 %s" % (r.choice([2, 3, 7, 8]), self.digits(4))
            return r.choice(["(0%d) 5550 %s", "0%d 5550 %s"]) % (r.choice([2, 3, 7, 8]), self.digits(4))
        if c == "NZ":
            if kind == "mob":
                return "02%s 555 %s" % (r.choice("127"), self.digits(4))
            if kind == "intl":
                return "+64 %d 555 %s" % (r.choice([3, 4, 6, 7, 9]), self.digits(4))
            return r.choice(["(0%d) 555 %s", "0%d 555 %s"]) % (r.choice([3, 4, 6, 7, 9]), self.digits(4))
        if kind == "mob":
            return r.choice(["07700 555 %s", "07700 555%s", "07700-555-%s"]) % self.digits(3)
        if kind == "intl":
            return "+44 %s 555 %s" % (r.choice(["113", "161", "1422", "1872", "29"]), self.digits(4))
        return "0%s 555 %s" % (r.choice(["113", "161", "1422", "1872", "1228", "1392", "29", "1904"]),
                               self.digits(4))

    def phone_ext(self):
        return self.phone("land") + self.ch([" ext ", " ext. ", " x"]) + self.digits(3)

    def fax(self):
        return self.phone("land")

    def email(self, p=None, org=None):
        dom = self.ch(["example.com", "example.org", "example.net"])
        if p is not None:
            f, l_ = ascii_fold(p.first), ascii_fold(p.last)
            user = self.ch([f + "." + l_, f[0] + l_, f + l_[0] + self.digits(2), l_ + "." + f[0], f + "_" + l_])
            return user + "@" + dom
        org = ascii_fold(org or "ward")[:14]
        return self.ch([org + ".referrals", "admin." + org, org, org + "-triage"]) + "@" + dom

    def url(self, kind=None):
        dom = self.ch(["example.org", "example.net", "example.com"])
        kind = kind or self.ch(["vc", "portal", "info"])
        if kind == "vc":
            return self.ch(["https://vc.", "https://telehealth.", "https://meet."]) + dom + "/" + \
                self.ch(["join/", "room/", "j/"]) + self.digits(self.ri(6, 10))
        if kind == "portal":
            return self.ch(["https://portal.", "www.", "https://mychart."]) + dom + "/" + \
                self.ch(["patient/", "p/", "records/"]) + self.letters(2).lower() + self.digits(5)
        return self.ch(["www.", "https://www.", "https://"]) + self.ch(["", "hospice.", "pallcare.", "haem."]) + dom + \
            self.ch(["/family", "/referrals", "/bereavement", "/sd-chart", "/carers"])

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (r.randint(0, 254), r.randint(1, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(1, 254))

    def username(self, p):
        if "user" in p.extra and self.p(0.85):
            return p.extra["user"]
        f, l_ = ascii_fold(p.first), ascii_fold(p.last)
        p.extra["user"] = self.ch([f[0] + l_[:7], f[:3] + l_[:3] + self.digits(1), l_[:6] + f[0] + self.digits(2),
                        f + "." + l_, (f[0] + l_[:5]).upper(), l_[:5] + f[0] + self.digits(2)])
        return p.extra["user"]

    # ---------------------------------------------------------------- identifiers
    def mrn(self):
        c = self.c
        if c == "AU":
            return self.ch(["%s", "%s", "00%s"]) % self.digits(self.ri(6, 7))
        if c == "NZ":
            return self.ch(["H%s", "%s", "WHK%s"]) % self.digits(7)
        return self.ch(["%s%s", "RX%s%s", "K%s%s"]) % ("", self.digits(7))

    def national_id(self):
        if self.c == "NZ":
            if self.p(0.5):
                return "Z" + self.letters(2) + self.digits(4)
            return "Z" + self.letters(2) + self.digits(2) + self.letters(2)
        if self.c == "UK":
            return self.ch(["999 %s %s", "999%s%s", "999-%s-%s"]) % (self.digits(3), self.digits(4))
        return None

    def medicare(self):
        return self.ch(["%s %s %s", "%s%s%s"]) % (str(self.ri(2, 6)) + self.digits(3), self.digits(5),
                                                  self.digits(1))

    def healthplan(self):
        c = self.c
        if c == "AU":
            k = self.ri(0, 2)
            if k == 0:
                return "Medicare", self.medicare()
            if k == 1:
                return "DVA", self.ch(["N", "V", "Q", "W"]) + self.ch(["X", "SS", "WW"]) + self.digits(6)
            return "member no.", self.digits(8)
        if c == "NZ":
            k = self.ri(0, 1)
            if k == 0:
                return "ACC claim", self.ch(["%s", "CLM-%s"]) % self.digits(8)
            return "policy", "KH" + self.digits(7)
        return "policy", self.ch(["AMA-%s-%s", "PHC%s%s"]) % (self.digits(4), self.digits(3))

    def ssn(self):
        c = self.c
        if c == "UK":
            return "NI no.", self.ch(["QQ %s %s %s %s", "QQ%s%s%s%s"]) % (
                self.digits(2), self.digits(2), self.digits(2), self.ch("ABCD"))
        if c == "AU":
            return "Centrelink CRN", self.ch(["9%s %s %s%s", "9%s%s%s%s"]) % (
                self.digits(2), self.digits(3), self.digits(3), self.ch("ABCHJKLMX"))
        return "MSD client no.", self.ch(["9%s-%s-%s", "9%s%s%s"]) % (self.digits(2), self.digits(3), self.digits(3))

    def us_ssn(self):
        return self.ch(["9%s-%s-%s", "000-%s-%s"]) % ((self.digits(2), self.digits(2), self.digits(4))
                                                        if self.p(0.5) else (self.digits(2), self.digits(4)))

    def account(self):
        return self._account()

    def _account(self):
        k = self.ri(0, 5)
        if k == 0:
            return "ENC" + self.digits(8)
        if k == 1:
            return "V" + self.digits(9)
        if k == 2:
            return self.digits(4) + "-" + self.digits(4)
        if k == 3:
            return "EP" + self.digits(7)
        if k == 4:
            return "IP" + str(self.base.year % 100) + "-" + self.digits(6)
        return self.digits(10)

    def license(self, kind=None):
        c = self.c
        kind = kind or self.ch(["reg", "reg", "presc", "nurse"])
        if kind == "presc" and c == "AU":
            return "prescriber no.", self.digits(7)
        if kind == "nurse":
            if c == "AU":
                return "AHPRA", "NMW000" + self.digits(7)
            if c == "NZ":
                return "NCNZ", self.digits(6)
            return "NMC PIN", self.digits(2) + self.letters(1) + self.digits(4) + self.ch("ABCDE")
        if kind == "driver":
            if c == "UK":
                return "driving licence", self.letters(5) + self.digits(6) + self.letters(2) + self.digits(1)
            return "driver licence", self.ch(["", "DL"]) + self.digits(8)
        if c == "AU":
            return "AHPRA", "MED000" + self.digits(7)
        if c == "NZ":
            return "MCNZ", self.digits(5)
        return "GMC", str(self.ri(3, 7)) + self.digits(6)

    def device(self, kind=None):
        kind = kind or self.ch(["sd", "sd", "asset", "port", "pump"])
        if kind == "sd":
            return self._dev_sd()
        if kind == "asset":
            return self.ch(["BME-%s", "AST%s", "EQ-%s"]) % self.digits(6)
        if kind == "port":
            return self.ch(["PT%s%s", "PAC-%s%s"]) % (self.digits(6), self.letters(1))
        return self.ch(["ALR-%s", "VP%s", "INF%s"]) % self.digits(7)

    def _dev_sd(self):
        k = self.ri(0, 3)
        if k == 0:
            return "3T4-" + self.digits(6)
        if k == 1:
            return "T34-" + self.digits(4) + "-" + self.digits(3)
        if k == 2:
            return "SD" + self.digits(7)
        return "BM" + self.digits(5) + self.letters(1)

    def vehicle(self):
        c = self.c
        if c == "UK":
            return self.letters(2) + self.digits(2) + " " + self.letters(3)
        if c == "NZ":
            return self.letters(3) + self.digits(3)
        return self.ch(["%s%s%s", "%s-%s%s"]) % (self.digits(1), self.letters(3), self.digits(2)) \
            if self.p(0.5) else self.letters(3) + self.ch(["-", " ", ""]) + self.digits(3)

    def bioid(self):
        return self.ch(["FP-%s", "PV%s", "BIO-%s", "FPT%s"]) % self.digits(self.ri(5, 7))

    def idnum(self, kind=None):
        y = self.base.year % 100
        kind = kind or self.ch(["path", "haem", "bc", "order", "rad", "ref"])
        if kind == "path":
            return self.ch(["S%02d-%s", "%02dS%s", "HS%02d/%s"]) % (y, self.digits(5))
        if kind == "haem":
            return self.ch(["H%02d/%s", "BM%02d-%s", "%02dH%s"]) % (y, self.digits(5))
        if kind == "bc":
            return self.ch(["BC%02d-%s", "MB%02d%s", "%02dM%s"]) % (y, self.digits(6))
        if kind == "order":
            return self.ch(["ORD%s", "RX%s", "CHO-%s"]) % self.digits(7)
        if kind == "rad":
            return self.ch(["RAD" + self.digits(8), "CT%02d%s" % (y, self.digits(6)), "ACC" + self.digits(7)])
        if kind == "mdt":
            return "MDM-%02d-%s" % (y, self.digits(4))
        if kind == "bed":
            return self.ch(["BR%02d-%s" % (y, self.digits(5)), "BRQ" + self.digits(6), "PF-" + self.digits(6)])
        if kind == "donation":
            return "G%s %02d %s" % (self.digits(4), y, self.digits(6))
        if kind == "trial":
            return self.ch(["ST-" + self.digits(4), self.digits(3) + "-" + self.digits(4), "PID" + self.digits(5)])
        if kind == "batch":
            return "CYT-%s-%s" % (self.base.strftime("%y%m%d"), self.digits(2))
        return self.ch(["REF%s", "ERF-%s"]) % self.digits(7)

    def dx(self, pt=None, stream=None):
        pool = [x for x in PC.DIAGNOSES if stream is None or x[0] == stream]
        if pt is not None:
            pool = [x for x in pool if PC.dx_sex_ok(x, pt.sex)] or pool
        return self.ch(pool)

    def eponym(self, dx=None):
        return self.ch(PC.eponyms_for(dx[0] if dx else None))

    def profession(self):
        return self.ch(PP.PROFESSIONS)

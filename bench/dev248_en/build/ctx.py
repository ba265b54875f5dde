"""Per-note case context: people, places, dates, contacts and identifiers with varied surface forms."""
import datetime

import names
import places
from note import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

AREA = {
    "US": [217, 937, 918, 208, 559, 541, 503, 806, 478, 828, 218, 570, 801, 775, 406, 207, 802, 319,
           785, 251, 228, 719, 970, 928, 575, 509, 701, 605, 402, 417, 270, 865, 318, 501, 304, 540,
           301, 302, 609, 518, 315, 860, 508, 603, 269, 989, 219, 765, 920, 715, 907, 808, 307, 843],
    "CA": [250, 236, 403, 587, 780, 306, 204, 807, 705, 613, 519, 905, 289, 819, 418, 450, 506, 902,
           709, 867],
}
AU_AREA = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "SA": "08", "WA": "08",
           "NT": "08"}
HOLI = {"US": [("Christmas", 1225), ("Christmas Eve", 1224), ("Halloween", 1031), ("Fourth of July", 704), ("New Year's Eve", 1231)],
        "CA": [("Christmas", 1225), ("Boxing Day", 1226), ("Halloween", 1031), ("Canada Day", 701), ("New Year's Eve", 1231)],
        "AU": [("Christmas", 1225), ("Boxing Day", 1226), ("Australia Day", 126), ("Anzac Day", 425), ("New Year's Eve", 1231)]}
LETTERS = "ABCDEFGHJKLMNPRSTVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


class Person:
    def __init__(self, given, middle, surname, sex, kind, age=None):
        self.given, self.middle, self.surname = given, middle, surname
        self.sex, self.kind, self.age = sex, kind, age

    def form(self, f):
        g, m, s = self.given, self.middle, self.surname
        gi = g[0]
        si = s[0].upper() if s else ""
        table = {
            "full": "%s %s" % (g, s),
            "full_mi": "%s %s. %s" % (g, m, s),
            "full_mi_nodot": "%s %s %s" % (g, m, s),
            "last_first": "%s, %s" % (s, g),
            "LAST_FIRST": "%s, %s" % (s.upper(), g.upper()),
            "LAST_FIRST_MI": "%s, %s %s" % (s.upper(), g.upper(), m),
            "LAST_FIRST_nosp": "%s,%s" % (s.upper(), g.upper()),
            "given": g,
            "surname": s,
            "SURNAME": s.upper(),
            "init_sur": "%s. %s" % (gi, s),
            "init_sur_nodot": "%s %s" % (gi, s),
            "given_init": "%s %s." % (g, si),
            "initials": "%s.%s." % (gi, si),
            "initials_nodot": "%s%s" % (gi, si),
            "initials3": "%s%s%s" % (gi, m, si),
            "lower_initials": "%s%s" % (gi.lower(), si.lower()),
            "sur_init": "%s %s" % (s, gi),
        }
        return table[f]

    def nm(self, f):
        return P(self.form(f), self.kind)


class Ctx:
    def __init__(self, rng, country, when=None):
        self.rng = rng
        self.country = country
        r = rng
        row = r.choice(places.CITIES[country])
        self.city, self.st, self.st_name, self.zpre = row
        if when is None:
            when = datetime.date(2019, 1, 1) + datetime.timedelta(days=r.randrange(0, 2400))
        self.holiday = None
        if r.random() < 0.1:
            self.holiday, md = r.choice(HOLI[country])
            when = datetime.date(r.randint(2019, 2024), md // 100, md % 100)
        self.d0 = when
        self.used_names = set()
        self.used_given = set()

    # ---------- small helpers ----------
    def ch(self, seq):
        return self.rng.choice(seq)

    def p(self, prob):
        return self.rng.random() < prob

    def ri(self, a, b):
        return self.rng.randint(a, b)

    # ---------- people ----------
    def person(self, kind, sex=None, age=None, origin=None, surname=None):
        r = self.rng
        if sex is None:
            sex = r.choice("FM")
        w = names.WEIGHTS[self.country]
        keys = sorted(w)
        if origin is None:
            origin = r.choices(keys, weights=[w[k] for k in keys])[0]
        fem, mal, surs = names.ORIGINS[origin]
        for _ in range(20):
            given = r.choice(fem if sex == "F" else mal)
            if surname is not None:
                sur = surname
            elif r.random() < 0.12:
                o2 = r.choices(keys, weights=[w[k] for k in keys])[0]
                sur = r.choice(names.ORIGINS[o2][2])
            else:
                sur = r.choice(surs)
            if sex == "F" and origin == "slavic" and surname is None:
                if sur.endswith("ski"):
                    sur = sur[:-1] + "a"
                elif sur.endswith(("ov", "ev")):
                    sur = sur + "a"
            if (given, sur) not in self.used_names and given not in self.used_given:
                break
        self.used_names.add((given, sur))
        self.used_given.add(given)
        pp = Person(given, r.choice(names.MIDDLE_INITIALS), sur, sex, kind, age)
        pp.origin = origin
        return pp

    def title(self, person):
        r = self.rng
        if person.kind == "DOCTOR":
            return r.choice(["Dr. ", "Dr ", "Dr. ", "Dr "])
        if person.sex == "F":
            return r.choice(["Mrs ", "Ms ", "Ms. ", "Mrs. ", "Miss "])
        return r.choice(["Mr ", "Mr. "])

    def nm(self, person, forms):
        return person.nm(self.rng.choice(forms))

    # ---------- ages ----------
    def age(self, n, style=None, sex=None):
        """Return pieces for an age in years (number only is the span)."""
        r = self.rng
        sx = sex or r.choice("FM")
        styles = ["yo", "yo_tight", "y/o", "year-old", "sex", "sex_sp", "age", "aged", "yr", "yrs",
                  "words", "y"]
        s = style or r.choice(styles)
        a = P(str(n), "AGE")
        if s == "yo":
            return [a, " yo"]
        if s == "yo_tight":
            return [a, "yo"]
        if s == "y/o":
            return [a, " y/o"]
        if s == "year-old":
            return [a, "-year-old"]
        if s == "sex":
            return [a, sx]
        if s == "sex_sp":
            return [a, " " + sx]
        if s == "age":
            return ["age ", a]
        if s == "aged":
            return ["aged ", a]
        if s == "yr":
            return [a, " yr"]
        if s in ("yrs", "years"):
            return [a, " " + s]
        if s == "words":
            return [P(words(n) if n < 100 else str(n), "AGE"), r.choice(["-year-old", " years old"])]
        return [a, "y"]

    def child_age(self, months, style=None):
        """Age of a child given in months; returns pieces."""
        r = self.rng
        if months < 24:
            s = style or r.choice(["mo", "month-old", "months", "slash12", "mo_tight", "mos"])
            if months < 3 and r.random() < 0.5:
                wk = months * 4 + r.randint(0, 3)
                return [P(str(wk), "AGE"), r.choice([" wk old", " weeks old", "-week-old"])]
            a = P(str(months), "AGE")
            if s == "mo":
                return [a, " mo"]
            if s == "mo_tight":
                return [a, "mo"]
            if s == "mos":
                return [a, " mos"]
            if s == "month-old":
                return [a, "-month-old"]
            if s == "months":
                return [a, " months old"]
            if self.country == "AU":
                return [P("%d/12" % months, "AGE"), " old"]
            return [a, " mo"]
        yrs = months // 12
        s = style or r.choice(["yo", "year-old", "yr", "y", "words", "yo_tight", "y/o", "sex"])
        if s == "words" and yrs < 20:
            return [P(words(yrs), "AGE"), r.choice(["-year-old", " year old"])]
        return self.age(yrs, s if s != "words" else "yo")

    # ---------- dates ----------
    def dob(self, years, months=0):
        days = int(years * 365.25 + months * 30.4) + (self.rng.randint(0, 27) if years < 2 else self.rng.randint(1, 300))
        return self.d0 - datetime.timedelta(days=days)

    def shift(self, days):
        return self.d0 + datetime.timedelta(days=days)

    def date(self, d, style=None):
        r = self.rng
        c = self.country
        if style is None:
            pool = {"US": ["mdy", "mdy", "mdy2", "mdy_pad", "iso", "long", "dmonY"],
                    "CA": ["iso", "iso", "dmy", "mdy", "long", "dmonY", "dash_mon"],
                    "AU": ["dmy", "dmy", "dmy2", "dmy_pad", "dmonY", "dash_mon", "iso"]}[c]
            style = r.choice(pool)
        if c == "US" and style.startswith("dmy"):
            style = "mdy" + style[3:]
        elif c == "AU" and style.startswith("mdy"):
            style = "dmy" + style[3:]
        m, dd, y = d.month, d.day, d.year
        mon = MONTHS[m - 1]
        ab = mon[:3]
        wd = WEEKDAYS[d.weekday()]
        out = {
            "mdy": "%d/%d/%d" % (m, dd, y),
            "mdy_pad": "%02d/%02d/%d" % (m, dd, y),
            "mdy2": "%02d/%02d/%02d" % (m, dd, y % 100),
            "dmy": "%02d/%02d/%d" % (dd, m, y),
            "dmy_pad": "%02d/%02d/%d" % (dd, m, y),
            "dmy2": "%d/%d/%02d" % (dd, m, y % 100),
            "iso": "%d-%02d-%02d" % (y, m, dd),
            "long": "%s %d, %d" % (mon, dd, y),
            "dmonY": "%d %s %d" % (dd, ab, y),
            "dash_mon": "%02d-%s-%d" % (dd, ab, y),
            "DASH_MON": "%02d-%s-%d" % (dd, ab.upper(), y),
            "mon_d": "%s %d" % (ab, dd),
            "d_mon": "%d %s" % (dd, ab),
            "d_month": "%d %s" % (dd, mon),
            "month_d": "%s %d" % (mon, dd),
            "md": ("%d/%d" % (dd, m)) if c == "AU" else ("%d/%d" % (m, dd)),
            "wd_md": "%s %s" % (wd[:3], ("%d/%d" % (dd, m)) if c == "AU" else ("%d/%d" % (m, dd))),
            "weekday": wd,
            "wd_short": wd[:3],
            "wd_long": "%s %d %s" % (wd, dd, mon) if c != "US" else "%s, %s %d" % (wd, mon, dd),
            "wd_full": "%s, %s %d, %d" % (wd, mon, dd, y) if c == "US" else "%s %d %s %d" % (wd, dd, mon, y),
            "month_year": "%s %d" % (mon, y),
            "mon_year": "%s %d" % (ab, y),
            "mm_yyyy": "%02d/%d" % (m, y),
            "year": str(y),
            "ordinal": "%d%s" % (dd, "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")),
            "compact": "%d%02d%02d" % (y, m, dd),
            "month": mon,
        }[style]
        return P(out, "DATE")

    def time(self, h=None, m=None, style=None):
        r = self.rng
        h = r.randint(0, 23) if h is None else h
        m = r.randint(0, 59) if m is None else m
        s = style or r.choice(["hhmm", "colon", "colon", "h", "ampm"])
        if s == "hhmm":
            return "%02d%02d" % (h, m)
        if s == "colon":
            return "%02d:%02d" % (h, m)
        if s == "h":
            return "%02d%02dh" % (h, m)
        return "%d:%02d %s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")

    # ---------- places ----------
    def other_city(self):
        row = self.rng.choice(places.CITIES[self.country])
        return row

    def street(self):
        r = self.rng
        c = self.country
        num = r.choice([r.randint(1, 99), r.randint(100, 999), r.randint(1000, 19999)])
        nm = r.choice(places.STREET_NAMES)
        suf = r.choice(places.STREET_SUFFIX[c])
        pre = ""
        if c == "US" and r.random() < 0.2:
            pre = r.choice(["N ", "S ", "E ", "W ", "SE ", "NW "])
        base = "%d %s%s %s" % (num, pre, nm, suf)
        x = r.random()
        if c == "AU" and x < 0.25:
            base = "%d/%s" % (r.randint(1, 24), base)
        elif c == "CA" and x < 0.2:
            base = "%d-%s" % (r.randint(101, 2208), base)
        elif x < 0.35:
            base += r.choice([", Apt %d" % r.randint(1, 40), " Apt %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                              " #%d" % r.randint(101, 910), ", Unit %d" % r.randint(1, 30),
                              ", Lot %d" % r.randint(1, 80)])
        return P(base, "STREET")

    def street_name(self):
        return P("%s %s" % (self.ch(places.STREET_NAMES), self.ch(places.STREET_SUFFIX[self.country])), "STREET")

    def zipcode(self, pre=None):
        r = self.rng
        pre = pre or self.zpre
        if self.country == "US":
            z = pre + "%02d" % r.randint(1, 99)
            if r.random() < 0.15:
                z += "-%04d" % r.randint(1, 9999)
            return P(z, "ZIP")
        if self.country == "CA":
            d = "%s %d%s%d" % (pre, r.randint(0, 9), r.choice(LETTERS), r.randint(0, 9))
            return P(d if r.random() < 0.85 else d.replace(" ", ""), "ZIP")
        return P(pre, "ZIP")

    def address(self, oneline=True, row=None):
        """Street, city, state zip as a list of pieces."""
        r = self.rng
        city, st, stn, zp = row or (self.city, self.st, self.st_name, self.zpre)
        sep = ", " if oneline else "\n"
        tail = []
        if r.random() < 0.08:
            tail = [r.choice([", ", " "]), P(r.choice({"US": ["USA", "United States", "US"], "CA": ["Canada", "CANADA"],
                                                       "AU": ["Australia", "AUSTRALIA"]}[self.country]), "COUNTRY")]
        if self.country == "AU":
            return [self.street(), sep, P(city, "CITY"), " ", P(st, "STATE"), " ", self.zipcode(zp)] + tail
        stp = P(st if r.random() < 0.85 else stn, "STATE")
        return [self.street(), sep, P(city, "CITY"), ", ", stp, r.choice([" ", "  "]), self.zipcode(zp)] + tail

    def county(self):
        return P(self.ch(places.COUNTY_STEMS) + " County", "CITY")

    def hospital(self, kind="hosp"):
        r = self.rng
        c = self.country
        if kind == "hosp":
            stem = r.choice(places.SAINTS) if r.random() < 0.25 else r.choice(places.NAMED_STEMS)
            return P("%s %s" % (stem, r.choice(places.HOSP_SUFFIX[c])), "HOSPITAL")
        if kind == "clinic":
            stem = r.choice(places.NAMED_STEMS + places.STREET_NAMES[:30])
            return P("%s %s" % (stem, r.choice(places.CLINIC_SUFFIX[c])), "HOSPITAL")
        if kind == "pharmacy":
            return P("%s %s" % (r.choice(places.NAMED_STEMS), r.choice(places.PHARMACY_SUFFIX[c])), "HOSPITAL")
        if kind == "carehome":
            return P("%s %s" % (r.choice(places.NAMED_STEMS), r.choice(places.CARE_HOME_SUFFIX[c])), "HOSPITAL")
        if kind == "pcc":
            return P(r.choice(places.PCC_NAMES[c]), "HOSPITAL")
        if kind == "nurseline":
            return P(r.choice(places.NURSE_LINES[c]), "HOSPITAL")
        if kind == "ward":
            return P(r.choice(places.WARDS), "HOSPITAL")
        raise ValueError(kind)

    def org(self, kind="employer"):
        r = self.rng
        c = self.country
        if kind == "employer":
            return P("%s %s" % (r.choice(places.ORG_STEMS), r.choice(places.ORG_SUFFIX[c])), "ORGANIZATION")
        if kind == "school":
            return P("%s %s" % (r.choice(places.NAMED_STEMS + places.STREET_NAMES[:40]),
                                r.choice(places.SCHOOL_SUFFIX[c])), "ORGANIZATION")
        if kind == "dispatch":
            return P(r.choice(places.DISPATCH[c]), "ORGANIZATION")
        if kind == "ems":
            return P(r.choice(places.EMS[c]), "ORGANIZATION")
        if kind == "church":
            return P(r.choice(places.CHURCH), "ORGANIZATION")
        raise ValueError(kind)

    def landmark(self):
        return P(self.ch(places.LANDMARKS), "LOCATION_OTHER")

    def room(self):
        r = self.rng
        return P(r.choice(["%d" % r.randint(101, 940), "%d%s" % (r.randint(100, 699), r.choice("ABC")),
                           "%d" % r.randint(1, 30)]), "LOCATION_OTHER")

    def bed(self):
        return P(str(self.ri(1, 36)), "LOCATION_OTHER")

    def profession(self):
        return P(self.ch(places.PROFESSIONS), "PROFESSION")

    # ---------- contacts ----------
    def phone(self, ext=None, mobile=None):
        r = self.rng
        c = self.country
        if c == "AU":
            mob = r.random() < 0.55 if mobile is None else mobile
            if mob:
                a, b = r.randint(400, 499), r.randint(0, 999)
                s = r.choice(["0%d 555 %03d" % (a, b), "0%d555%03d" % (a, b), "+61 %d 555 %03d" % (a, b)])
            else:
                ac = AU_AREA.get(self.st, "02")
                b = r.randint(0, 9999)
                s = r.choice(["(%s) 5550 %04d" % (ac, b), "%s 5550 %04d" % (ac, b),
                              "+61 %s 5550 %04d" % (ac[1], b)])
        else:
            a = r.choice(AREA[c])
            x = r.randint(100, 199)
            s = r.choice(["(%d) 555-0%d" % (a, x), "%d-555-0%d" % (a, x), "%d.555.0%d" % (a, x),
                          "+1 %d 555 0%d" % (a, x), "1-%d-555-0%d" % (a, x), "%d 555 0%d" % (a, x),
                          "(%d) 555-0%d" % (a, x)])
        if ext or (ext is None and r.random() < 0.1):
            s += r.choice([" ext. %d" % r.randint(2, 899), " x%d" % r.randint(100, 9999),
                           " ext %d" % r.randint(10, 99)])
        return P(s, "PHONE")

    def fax(self):
        p = self.phone(ext=False, mobile=False)
        return P(p.text, "FAX")

    def email(self, person=None):
        r = self.rng
        dom = r.choice(places.EMAIL_DOMAINS)
        if person is None:
            local = r.choice(["intake", "tox.consult", "nurseline", "qa.team", "records", "pcc.followup",
                              "occhealth", "whs", "dispatch.qa"])
        else:
            g = _ascii(person.given).lower()
            s = _ascii(person.surname).lower()
            local = r.choice(["%s.%s" % (g, s), "%s%s" % (g[0], s), "%s_%s%d" % (g, s, r.randint(1, 99)),
                              "%s%d" % (s, r.randint(10, 99)), "%s.%s" % (g[0], s)])
        return P("%s@%s" % (local, dom), "EMAIL")

    def url(self):
        r = self.rng
        host = r.choice(["www.example.org", "portal.example.com", "upload.example.net", "example.com",
                         "www.example.net", "tox.example.org", "secure.example.com"])
        path = r.choice(["/poison/followup", "/p/%s" % _code(r, 6).lower(), "/nurseline/portal",
                         "/photos/%d" % r.randint(10000, 99999), "/cases/upload", "/ems/qa",
                         "/sds/%d" % r.randint(1000, 9999), "/msg/%s" % _code(r, 8).lower(), ""])
        pre = r.choice(["https://", "http://", "", "https://"])
        return P(pre + host + path, "URL")

    def ip(self):
        r = self.rng
        x = r.random()
        if x < 0.4:
            s = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif x < 0.75:
            s = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        else:
            s = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        return P(s, "IPADDR")

    def username(self, person):
        r = self.rng
        g = _ascii(person.given).lower()
        s = _ascii(person.surname).lower()
        u = r.choice(["%s%s" % (g[0], s), "%s.%s" % (g, s), "%s%s%d" % (g[0], s, r.randint(1, 9)),
                      "%s_%s" % (g[0], s), "%s%s" % (s[:6], g[0]), "spi_%s%s" % (g[0], s),
                      "rn.%s" % s])
        return P(u, "USERNAME")

    # ---------- identifiers ----------
    def mrn(self):
        r = self.rng
        return P(r.choice(["%08d" % r.randint(0, 99999999), "%d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999)),
                           "%s%07d" % (r.choice("HMKRT"), r.randint(0, 9999999)), "%09d" % r.randint(0, 999999999),
                           "MR%06d" % r.randint(0, 999999), "%d" % r.randint(1000000, 9999999)]), "MRN")

    def case_no(self):
        r = self.rng
        y = self.d0.year % 100
        return P(r.choice(["%02d-%06d" % (y, r.randint(0, 999999)), "PC-%d-%07d" % (self.d0.year, r.randint(0, 9999999)),
                           "%d%06d" % (self.d0.year, r.randint(0, 999999)), "C%02d%05d" % (y, r.randint(0, 99999)),
                           "%s%02d%02d-%05d" % (r.choice(["WPC", "TRP", "SPC", "PIC"]), y, self.d0.month, r.randint(0, 99999))]), "IDNUM")

    def cad_no(self):
        r = self.rng
        y = self.d0.year
        return P(r.choice(["%d-%07d" % (y, r.randint(0, 9999999)), "%02d-%06d" % (y % 100, r.randint(0, 999999)),
                           "F%02d%02d%02d%05d" % (y % 100, self.d0.month, self.d0.day, r.randint(0, 99999)),
                           "E%d%06d" % (y, r.randint(0, 999999))]), "IDNUM")

    def idnum(self, kind="generic"):
        r = self.rng
        y = self.d0.year % 100
        pats = {
            "accession": ["S%02d-%d" % (y, r.randint(100, 99999)), "L%02d%02d%02d-%04d" % (y, self.d0.month, self.d0.day, r.randint(0, 9999)),
                          "ACC%08d" % r.randint(0, 99999999), "%02dTX%05d" % (y, r.randint(0, 99999))],
            "epcr": ["%d-%05d" % (self.d0.year, r.randint(0, 99999)), "PCR%09d" % r.randint(0, 999999999),
                     "eP-%07d" % r.randint(0, 9999999)],
            "qa": ["QA-%02d-%04d" % (y, r.randint(0, 9999)), "QR%d-%03d" % (self.d0.year, r.randint(0, 999)),
                   "CQI-%05d" % r.randint(0, 99999)],
            "claim": ["%d-%02d-%d" % (r.randint(1000, 9999), r.randint(10, 99), r.randint(1, 9)),
                      "WC%08d" % r.randint(0, 99999999), "%s-%07d" % (r.choice(["CLM", "WCB", "INC"]), r.randint(0, 9999999))],
            "incident": ["IR-%d-%04d" % (self.d0.year, r.randint(0, 9999)), "INC%07d" % r.randint(0, 9999999),
                         "HS-%05d" % r.randint(0, 99999)],
            "recording": ["REC-%02d%02d-%05d" % (self.d0.month, self.d0.day, r.randint(0, 99999)),
                          "%d.%06d" % (r.randint(10, 99), r.randint(0, 999999)), "VR%09d" % r.randint(0, 999999999)],
            "order": ["ORD%07d" % r.randint(0, 9999999), "%d" % r.randint(10000000, 99999999), "RX%06d" % r.randint(0, 999999)],
            "staff": ["%04d" % r.randint(100, 9999), "E%05d" % r.randint(0, 99999), "S%d" % r.randint(100, 999)],
            "generic": ["%s-%05d" % (r.choice(["REF", "TKT", "MSG", "FU"]), r.randint(0, 99999)), "%07d" % r.randint(0, 9999999)],
        }[kind]
        return P(r.choice(pats), "IDNUM")

    def account(self):
        r = self.rng
        return P(r.choice(["%d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999)), "%011d" % r.randint(0, 99999999999),
                           "V%08d" % r.randint(0, 99999999), "%02d-%07d" % (self.d0.year % 100, r.randint(0, 9999999)),
                           "ENC%07d" % r.randint(0, 9999999), "NL%d%06d" % (self.d0.year, r.randint(0, 999999))]), "ACCOUNT")

    def healthplan(self):
        r = self.rng
        c = self.country
        if c == "US":
            pats = ["%s%s%s%06d" % (r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS), r.randint(0, 999999)),
                    "%010d" % r.randint(0, 9999999999), "MCD%08d" % r.randint(0, 99999999),
                    "W%09d" % r.randint(0, 999999999), "%d%s%d" % (r.randint(100, 999), r.choice(LETTERS), r.randint(10000, 99999))]
        elif c == "CA":
            pats = ["9%03d %03d %03d" % (r.randint(0, 999), r.randint(0, 999), r.randint(0, 999)),
                    "%04d-%03d-%03d-%s%s" % (r.randint(0, 9999), r.randint(0, 999), r.randint(0, 999), r.choice(LETTERS), r.choice(LETTERS)),
                    "%05d-%04d" % (r.randint(0, 99999), r.randint(0, 9999)),
                    "%s%s%s%s %04d %04d" % tuple([r.choice(LETTERS) for _ in range(4)] + [r.randint(0, 9999), r.randint(0, 9999)])]
        else:
            pats = ["%04d %05d %d" % (r.randint(2000, 6999), r.randint(0, 99999), r.randint(1, 9)),
                    "%04d%05d%d" % (r.randint(2000, 6999), r.randint(0, 99999), r.randint(1, 9)),
                    "%04d %05d %d-%d" % (r.randint(2000, 6999), r.randint(0, 99999), r.randint(1, 9), r.randint(1, 5)),
                    "%s%s%06d" % (r.choice(["N", "Q", "V", "W"]), r.choice(["X", "K"]), r.randint(0, 999999)),
                    "%08d" % r.randint(0, 99999999)]
        return P(r.choice(pats), "HEALTHPLAN")

    def ssn(self):
        r = self.rng
        if self.country == "US":
            a = r.choice(["9%02d" % r.randint(0, 99), "000"])
            return P(r.choice(["%s-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999)),
                               "%s%02d%04d" % (a, r.randint(1, 99), r.randint(1, 9999))]), "SSN")
        a = r.choice(["9%02d" % r.randint(0, 99), "000"])
        return P(r.choice(["%s %03d %03d" % (a, r.randint(0, 999), r.randint(0, 999)),
                           "%s-%03d-%03d" % (a, r.randint(0, 999), r.randint(0, 999))]), "SSN")

    def license(self, kind=None):
        r = self.rng
        c = self.country
        k = kind or r.choice(["prof", "prof", "dl", "npi" if c == "US" else "prof"])
        if k == "dea":
            return P("%s%s%07d" % (r.choice("ABFM"), r.choice(LETTERS), r.randint(0, 9999999)), "LICENSE")
        if k == "plant":
            return P("%s%07d" % (r.choice(["HRW", "LF", "FL-", "PL"]), r.randint(0, 9999999)), "LICENSE")
        if k == "npi":
            return P("%d" % r.randint(1000000000, 1999999999), "LICENSE")
        if k == "dl":
            if c == "US":
                s = r.choice(["%s%03d-%04d-%04d" % (r.choice(LETTERS), r.randint(0, 999), r.randint(0, 9999), r.randint(0, 9999)),
                              "%s%07d" % (r.choice(LETTERS), r.randint(0, 9999999)), "%09d" % r.randint(0, 999999999)])
            elif c == "CA":
                s = r.choice(["%s%04d-%05d-%05d" % (r.choice(LETTERS), r.randint(0, 9999), r.randint(0, 99999), r.randint(0, 99999)),
                              "%07d" % r.randint(0, 9999999)])
            else:
                s = r.choice(["%08d" % r.randint(0, 99999999), "%09d" % r.randint(0, 999999999)])
            return P(s, "LICENSE")
        if c == "AU":
            return P("%s%010d" % (r.choice(["MED", "NMW", "PAR", "PHA"]), r.randint(0, 9999999999)), "LICENSE")
        if c == "CA":
            return P(r.choice(["%05d" % r.randint(10000, 99999), "R%06d" % r.randint(0, 999999), "P-%05d" % r.randint(0, 99999)]), "LICENSE")
        return P(r.choice(["RN%06d" % r.randint(0, 999999), "%s-%05d" % (r.choice(["EMT-P", "MD", "RN", "PARA"]), r.randint(0, 99999)),
                           "%d" % r.randint(100000, 999999)]), "LICENSE")

    def device(self):
        r = self.rng
        return P(r.choice(["%s%s%s%06d" % (r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS), r.randint(0, 999999)),
                           "%02d%s%07d" % (r.randint(10, 29), r.choice(LETTERS), r.randint(0, 9999999)),
                           "SN%s" % _code(r, 9), "%s-%s" % (_code(r, 4), _code(r, 6)),
                           "%d-%06d-%06d-%d" % (r.randint(10, 99), r.randint(0, 999999), r.randint(0, 999999), r.randint(0, 9))]), "DEVICE")

    def plate(self):
        r = self.rng
        c = self.country
        if c == "US":
            s = r.choice(["%d%s%s%s%03d" % (r.randint(1, 9), r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS), r.randint(0, 999)),
                          "%s%s%s %04d" % (r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS), r.randint(0, 9999)),
                          "%s%s%s-%03d" % (r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS), r.randint(0, 999))])
        elif c == "CA":
            s = r.choice(["%s%s%s%s %03d" % tuple([r.choice(LETTERS) for _ in range(4)] + [r.randint(0, 999)]),
                          "%s%s %d%s%s" % (r.choice(LETTERS), r.choice(LETTERS), r.randint(10, 99), r.choice(LETTERS), r.choice(LETTERS))])
        else:
            s = r.choice(["%d%s%s%s %03d" % (r.randint(1, 9), r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS), r.randint(0, 999)),
                          "%03d %s%s%s" % (r.randint(0, 999), r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS)),
                          "%s%s%s-%02d%s" % (r.choice(LETTERS), r.choice(LETTERS), r.choice(LETTERS), r.randint(10, 99), r.choice(LETTERS))])
        return P(s, "VEHICLE")

    def vin(self):
        r = self.rng
        return P("".join(r.choice(VIN_CH) for _ in range(17)), "VEHICLE")

    def bioid(self):
        r = self.rng
        return P(r.choice(["FP-%05d" % r.randint(0, 99999), "BT-%05d-%s" % (r.randint(0, 99999), r.choice("LR")),
                           "IR-%05d" % r.randint(0, 99999), "VP-%04d-%02d" % (r.randint(0, 9999), r.randint(0, 99)),
                           "PV%06d" % r.randint(0, 999999), "DN-%02d-%05d" % (self.d0.year % 100, r.randint(0, 99999)),
                           "FACE-%s" % _code(r, 7)]), "BIOID")


def _code(r, n):
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(n))


_ASC = {"á": "a", "à": "a", "â": "a", "ä": "a", "ã": "a", "é": "e", "è": "e", "ê": "e", "ë": "e",
        "í": "i", "î": "i", "ï": "i", "ı": "i", "ó": "o", "ô": "o", "ö": "o", "õ": "o", "ø": "o",
        "ú": "u", "ü": "u", "û": "u", "ç": "c", "ñ": "n", "ł": "l", "ś": "s", "ş": "s", "ż": "z",
        "ą": "a", "ę": "e", "ć": "c", "ğ": "g", "ń": "n", "š": "s", "č": "c", "ž": "z"}


def _ascii(s):
    out = []
    for ch in s.lower():
        ch = _ASC.get(ch, ch)
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return "".join(out) or "user"

"""Country-aware generators of fictional PHI values and their surface forms."""
import datetime as dt

import pools as P
from common import pick, chance

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, first, last, sex, middle=None, age=None, dob=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.age, self.dob = age, dob
        self.title = None


class Ctx:
    def __init__(self, r, country):
        self.r = r
        self.c = country
        self.us = country == "US"
        # a note-level "today" between 2019 and 2025
        self.today = dt.date(2019, 1, 1) + dt.timedelta(days=r.randrange(0, 6 * 365))
        self.dot = chance(r, 0.8) if self.us else chance(r, 0.15)
        if self.us:
            self.nstyle = pick(r, ["mdy", "mdy", "mdy2", "iso"])
        elif country == "CA":
            self.nstyle = pick(r, ["iso", "dmy", "mdy", "long"])
        else:
            self.nstyle = pick(r, ["dmy", "dmy", "dmy2", "dot"])
        self.used = set()

    # ---------------- dates ----------------
    def days_ago(self, lo, hi):
        return self.today - dt.timedelta(days=self.r.randint(lo, hi))

    def days_after(self, lo, hi):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    def d(self, day, style=None):
        """format a date.  style None -> the note's numeric style"""
        s = style or self.nstyle
        dd, mm, yy = day.day, day.month, day.year
        mon = MONTHS[mm - 1]
        if s == "mdy":
            return "%02d/%02d/%d" % (mm, dd, yy)
        if s == "mdy2":
            return "%d/%d/%02d" % (mm, dd, yy % 100)
        if s == "iso":
            return "%d-%02d-%02d" % (yy, mm, dd)
        if s == "dmy":
            return "%02d/%02d/%d" % (dd, mm, yy)
        if s == "dmy2":
            return "%d/%d/%02d" % (dd, mm, yy % 100)
        if s == "dot":
            return "%02d.%02d.%d" % (dd, mm, yy)
        if s == "long":
            return ("%s %d, %d" % (mon, dd, yy)) if self.c in ("US", "CA") else "%d %s %d" % (dd, mon, yy)
        if s == "short":
            return ("%s %d, %d" % (mon[:3], dd, yy)) if self.c in ("US", "CA") else "%d %s %d" % (dd, mon[:3], yy)
        if s == "ord":
            return "%s %s %d" % (ordinal(dd), mon, yy) if not self.us else "%s %s, %d" % (mon, ordinal(dd), yy)
        if s == "dash3":
            return "%02d-%s-%d" % (dd, mon[:3].upper(), yy)
        if s == "wd_long":
            w = WDAYS[day.weekday()]
            return ("%s, %s %d, %d" % (w, mon, dd, yy)) if self.c in ("US", "CA") else "%s %d %s %d" % (w, dd, mon, yy)
        if s == "wd_short":
            w = WDAYS[day.weekday()][:3]
            return ("%s %d/%d" % (w, mm, dd)) if self.c in ("US", "CA") and self.nstyle != "dmy" else "%s %d/%d" % (w, dd, mm)
        if s == "wd_ord":
            return "%s %s %s" % (WDAYS[day.weekday()], ordinal(dd), mon)
        if s == "dm":
            return ("%s %d" % (mon, dd)) if self.c in ("US", "CA") else "%d %s" % (dd, mon)
        if s == "dm_num":
            return ("%d/%d" % (mm, dd)) if self.us else "%d/%d" % (dd, mm)
        if s == "my":
            return "%s %d" % (mon, yy)
        if s == "my_short":
            return "%s %d" % (mon[:3], yy)
        if s == "my_num":
            return "%02d/%d" % (mm, yy)
        if s == "y":
            return str(yy)
        if s == "weekday":
            return WDAYS[day.weekday()]
        raise ValueError(s)

    def dv(self, day):
        """a varied, full date form"""
        return self.d(day, pick(self.r, [None, None, None, "long", "short", "ord", "dash3"]))

    # ---------------- people ----------------
    def person(self, sex=None, age=None, lo=18, hi=80):
        r = self.r
        sex = sex or pick(r, "MF")
        for _ in range(50):
            first = pick(r, P.FIRST_M if sex == "M" else P.FIRST_F)
            last = pick(r, P.SURNAMES)
            if (first, last) not in self.used:
                break
        self.used.add((first, last))
        middle = pick(r, P.FIRST_M if sex == "M" else P.FIRST_F) if chance(r, 0.4) else None
        if age is None:
            age = r.randint(lo, hi)
        dob = self.today - dt.timedelta(days=age * 365 + r.randint(5, 360) + age // 4)
        p = Person(first, last, sex, middle, age, dob)
        if sex == "M":
            p.title = "Mr"
        else:
            p.title = pick(r, ["Mrs", "Ms", "Ms", "Miss"]) if age >= 16 else "Miss"
        if age < 16:
            p.title = "Master" if sex == "M" and chance(r, 0.2) else None
        return p

    def clin(self, sex=None):
        p = self.person(sex=sex, lo=28, hi=64)
        return p

    def ttl(self, t):
        if t and self.dot and t not in ("Miss", "Master", "Sister", "Prof"):
            return t + "."
        if t == "Prof" and self.dot:
            return "Prof."
        return t

    def nm(self, p, typ, form="full", dr=None):
        """item list for a name in a given surface form"""
        f, l = p.first, p.last
        use_dr = (typ == "DOCTOR") if dr is None else dr
        if form == "full":
            return [(typ, f + " " + l)]
        if form == "fml":
            mid = (p.middle[0] + ".") if p.middle else None
            return [(typ, f + " " + mid + " " + l if mid else f + " " + l)]
        if form == "first":
            return [(typ, f)]
        if form == "nick":
            return [(typ, P.NICK.get(f, f))]
        if form == "last":
            return [(typ, l)]
        if form == "title_last":
            t = self.ttl("Dr" if use_dr else p.title)
            return [t + " ", (typ, l)] if t else [(typ, f + " " + l)]
        if form == "title_full":
            t = self.ttl("Dr" if use_dr else p.title)
            return [t + " ", (typ, f + " " + l)] if t else [(typ, f + " " + l)]
        if form == "caps":
            return [(typ, l.upper() + ", " + f.upper() + ((" " + p.middle[0]) if p.middle else ""))]
        if form == "lastfirst":
            return [(typ, l + ", " + f)]
        if form == "initials":
            return [(typ, f[0] + "." + l[0] + ".")]
        if form == "init_last":
            return [(typ, f[0] + ". " + l)]
        if form == "init_nodot":
            return [(typ, f[0] + " " + l)]
        if form == "first_init":
            return [(typ, f + " " + l[0] + ".")]
        if form == "lc_initials":
            return [(typ, (f[0] + l[0]).lower())]
        raise ValueError(form)

    def doc(self, p, form=None, cred=None):
        """Dr + name (+ credential outside the span)"""
        r = self.r
        form = form or pick(r, ["title_full", "title_full", "title_last", "full_cred", "title_init"])
        if form == "full_cred":
            return [(("DOCTOR", p.first + " " + p.last)), ", " + (cred or ("MD" if self.c in ("US", "CA") else "MRCP"))]
        if form == "title_init":
            return [self.ttl("Dr") + " ", ("DOCTOR", p.first[0] + " " + p.last)]
        return self.nm(p, "DOCTOR", form)

    # ---------------- places ----------------
    def town(self):
        return pick(self.r, P.TOWNS[self.c])

    def street(self, unit=True):
        r = self.r
        s = "%d %s %s" % (r.randint(1, 240), pick(r, P.STREET_STEMS), pick(r, P.STREET_KIND[self.c]))
        if unit and chance(r, 0.15):
            c = self.c
            if c == "AU":
                s = "Unit %d/%s" % (r.randint(1, 12), s)
            elif c in ("UK", "IE"):
                s = "Flat %d, %s" % (r.randint(1, 30), s)
            else:
                s = "%s, %s %d" % (s, pick(r, ["Apt", "Apt.", "Unit", "Suite"]), r.randint(1, 40))
        return s

    def postcode(self):
        r = self.r
        c = self.c
        if c == "UK":
            return "%s%s%d %d%s%s" % (pick(r, LET), pick(r, LET), r.randint(1, 29), r.randint(1, 9), pick(r, LET), pick(r, LET))
        if c == "US":
            return "%05d" % r.randint(10000, 99950)
        if c == "AU":
            return "%04d" % r.randint(2000, 7999)
        if c == "CA":
            return "%s%d%s %d%s%d" % (pick(r, "KLMNPRTV"), r.randint(1, 9), pick(r, LET), r.randint(1, 9), pick(r, LET), r.randint(1, 9))
        return "%s%02d %s%d%s%d" % (pick(r, "ADEFHKNPRTVWXY"), r.randint(10, 99), pick(r, LET), r.randint(1, 9), pick(r, LET), r.randint(1, 9))

    def region(self):
        return pick(self.r, P.REGIONS[self.c])

    def addr(self, unit=True):
        return {"street": self.street(unit), "town": self.town(), "region": self.region(), "zip": self.postcode()}

    def addr_items(self, a, sep=", ", lines=False, country=False, short_region=None):
        """street, town, region, postcode split into spans"""
        r = self.r
        j = "\n" if lines else sep
        out = [("STREET", a["street"]), j, ("CITY", a["town"])]
        c = self.c
        if c in ("US", "CA", "AU"):
            full, abbr = a["region"]
            use_abbr = short_region if short_region is not None else chance(r, 0.75)
            out += [", " if not lines or c != "AU" else " ", ("STATE", abbr if use_abbr else full), "  " if c == "CA" and chance(r, .3) else " ", ("ZIP", a["zip"])]
        elif c == "UK":
            if chance(r, 0.4):
                out += [j, ("CITY", a["region"])]
            out += [j, ("ZIP", a["zip"])]
        else:
            out += [j, "Co. ", ("CITY", a["region"]), j, ("ZIP", a["zip"])]
        if country:
            out += [j, ("COUNTRY", P.COUNTRY_NAME[c])]
        return out

    def hospital(self, child=False):
        pool = P.HOSP_NAMED[self.c]
        if child:
            pool = [h for h in pool if "Children" in h]
        elif getattr(self, "adult", True):
            pool = [h for h in pool if "Children" not in h]
        return pick(self.r, pool)

    def practice(self):
        r = self.r
        stem = pick(r, P.STREET_STEMS + P.TOWNS[self.c])
        return "%s %s" % (stem, pick(r, P.PRACTICE_SUFFIX[self.c]))

    def school(self):
        r = self.r
        return "%s %s" % (pick(r, P.SCHOOL_STEMS), pick(r, P.SCHOOL_KIND[self.c]))

    # ---------------- contacts ----------------
    def phone(self, kind="land", ext=False):
        r = self.r
        c = self.c
        n4 = "%04d" % r.randint(100, 9999)
        if c in ("US", "CA"):
            area = r.randint(201, 989)
            s = pick(r, ["(%d) 555-%s", "%d-555-%s", "%d.555.%s", "+1 %d 555 %s"]) % (area, n4)
        elif c == "UK":
            if kind == "mobile":
                s = "07%d%02d 555%03d" % (r.randint(3, 9), r.randint(0, 99), r.randint(0, 999))
            else:
                s = pick(r, ["0%d%d%d 555 %s", "0%d%d%d 555%s", "+44 %d%d%d 555 %s"]) % (r.randint(1, 2), r.randint(1, 9), r.randint(0, 9), n4)
        elif c == "AU":
            if kind == "mobile":
                s = "04%02d 555 %03d" % (r.randint(0, 99), r.randint(0, 999))
            else:
                s = pick(r, ["(0%d) 5550 %s", "0%d 5550 %s", "+61 %d 5550 %s"]) % (pick(r, [2, 3, 7, 8]), n4)
        else:
            if kind == "mobile":
                s = "08%d 555 %s" % (pick(r, [3, 5, 6, 7]), n4)
            else:
                s = pick(r, ["0%d 555 %s", "(0%d) 555 %s", "+353 %d 555 %s"]) % (r.randint(1, 99), n4)
        if ext:
            s += pick(r, [" ext. %d", " ext %d", " x%d", " Ext. %d"]) % r.randint(10, 9999)
        return s

    def bleep(self):
        r = self.r
        return pick(r, ["555%d", "5-55%d", "555-%02d", "#555%d"]) % r.randint(0, 99) if False else "555%d" % r.randint(0, 9) + str(r.randint(0, 9))

    def email(self, p=None, role=None):
        r = self.r
        dom = pick(r, ["example.org", "example.com", "example.net", "nhs.example.org" if self.c == "UK" else "health.example.org", "mail.example.com"])
        if p is None:
            local = role or pick(r, ["epilepsy.nurses", "eeg.bookings", "neurophysiology", "firstseizure", "vns.clinic", "telemetry.unit", "neuro.secretaries"])
        else:
            local = pick(r, ["%s.%s", "%s%s", "%s_%s"]) % (p.first.lower(), p.last.lower().replace("'", "").replace(" ", ""))
            if chance(r, 0.3):
                local = p.first[0].lower() + "." + p.last.lower().replace("'", "").replace(" ", "")
        return local + "@" + dom

    def url(self, kind=None):
        r = self.r
        host = pick(r, ["www.example.org", "www.example.com", "portal.example.net", "www.example.net",
                        "seizurediary.example.com", "keto.example.org"])
        path = pick(r, ["/epilepsy", "/neurophysiology/eeg-info", "/patients/portal", "/diary/u/%d" % r.randint(1000, 99999),
                        "/first-seizure", "/vns", "/rescue-plan/%d" % r.randint(100, 9999), "/sudep-info", ""])
        pre = pick(r, ["", "", "https://", "http://"])
        return pre + host + path

    def ip(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
        if k == 1:
            return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))
        return "192.168.%d.%d" % (r.randint(0, 254), r.randint(2, 254))

    # ---------------- identifiers ----------------
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def mrn(self):
        r = self.r
        c = self.c
        if c == "UK":
            return pick(r, ["RX%s" % self.digits(7), "H%s" % self.digits(7), "K%s" % self.digits(6), self.digits(8)])
        if c == "US":
            return pick(r, [self.digits(8), "MRN%s" % self.digits(7), self.digits(3) + "-" + self.digits(2) + "-" + self.digits(3)])
        if c == "AU":
            return pick(r, [self.digits(7), "0" + self.digits(6)])
        if c == "CA":
            return pick(r, ["C%s" % self.digits(7), self.digits(9)])
        return pick(r, [self.digits(7), "M%s" % self.digits(6)])

    def mrn_label(self):
        return pick(self.r, {"UK": ["Hospital No", "Hosp no.", "MRN", "Unit No"], "US": ["MRN", "MR#", "Med Rec No"],
                             "AU": ["UR", "UR No.", "MRN"], "CA": ["MRN", "Chart #", "Hosp #"],
                             "IE": ["MRN", "Hospital No.", "Chart No"]}[self.c])

    def hplan(self):
        """(label, value) for the national health number / insurance id"""
        r = self.r
        c = self.c
        if c == "UK":
            return pick(r, ["NHS No", "NHS number", "NHS no."]), "999 %s %s" % (self.digits(3), self.digits(4))
        if c == "US":
            return pick(r, ["Member ID", "Insurance ID", "Policy #", "Medicaid ID"]), pick(r, ["%s%s" % ("".join(pick(r, LET) for _ in range(3)), self.digits(6)), "W%s" % self.digits(9), "%s-%s" % (self.digits(4), self.digits(5))])
        if c == "AU":
            return pick(r, ["Medicare No", "Medicare", "Medicare number"]), "%d%s %s %d" % (r.randint(2, 6), self.digits(3), self.digits(5), r.randint(1, 5))
        if c == "CA":
            return pick(r, ["OHIP", "Health card", "PHN", "HCN"]), pick(r, ["%s-%s-%s-%s%s" % (self.digits(4), self.digits(3), self.digits(3), pick(r, LET), pick(r, LET)), "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))])
        return pick(r, ["GMS No", "Medical card no.", "IHI"]), pick(r, ["%s%s" % (self.digits(7), pick(r, LET)), self.digits(10)])

    def ssn(self):
        r = self.r
        c = self.c
        if c == "US":
            return "SSN", pick(r, ["9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4)), "000-%s-%s" % (self.digits(2), self.digits(4))])
        if c == "CA":
            return "SIN", "9%s %s %s" % (self.digits(2), self.digits(3), self.digits(3))
        if c == "IE":
            return "PPSN", "9%s%s" % (self.digits(6), pick(r, ["T", "W", "A", "TA", "B"]))
        return None, None

    def lic_doc(self):
        """(label, value) professional registration"""
        r = self.r
        c = self.c
        if c == "UK":
            return "GMC", self.digits(7)
        if c == "US":
            return pick(r, ["NPI", "NPI", "DEA", "Lic #"]), None
        if c == "AU":
            return "AHPRA", "MED000" + self.digits(7)
        if c == "CA":
            return pick(r, ["CPSO", "CPSO #", "Reg. No."]), self.digits(5)
        return "IMC", self.digits(6)

    def lic_value(self, lab):
        r = self.r
        if lab == "NPI":
            return pick(r, ["1", "2"]) + self.digits(9)
        if lab == "DEA":
            return pick(r, "ABFM") + pick(r, LET) + self.digits(7)
        if lab == "Lic #":
            return "MD" + self.digits(6)
        return self.digits(7)

    def doc_reg(self):
        lab, val = self.lic_doc()
        if val is None:
            val = self.lic_value(lab)
        return lab, val

    def nurse_reg(self):
        r = self.r
        c = self.c
        if c == "UK":
            return "NMC PIN", "%s%s%s%s%s" % (self.digits(2), pick(r, "ABCDEFGHIJ"), self.digits(4), pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXY"), "")
        if c == "US":
            return "RN Lic", "RN" + self.digits(7)
        if c == "AU":
            return "AHPRA", "NMW000" + self.digits(7)
        if c == "CA":
            return "CNO Reg", self.digits(8)
        return "NMBI PIN", self.digits(6)

    def driving_lic(self, p):
        r = self.r
        c = self.c
        if c == "UK":
            sn = (p.last.upper().replace("'", "").replace("-", "") + "99999")[:5]
            return "%s%s%s%s9%s%s" % (sn, self.digits(6), p.first[0], (p.middle or "9")[0], pick(r, LET), pick(r, LET))
        if c == "US":
            return pick(r, ["%s%s-%s-%s" % (p.last[0], self.digits(3), self.digits(4), self.digits(4)), "D%s" % self.digits(8)])
        if c == "AU":
            return self.digits(pick(r, [8, 9]))
        if c == "CA":
            return "%s%s-%s-%s" % (p.last[0], self.digits(4), self.digits(5), self.digits(5))
        return self.digits(9)

    def account(self):
        r = self.r
        return pick(r, ["%s" % self.digits(9), "V%s" % self.digits(8), "EP-%d-%s" % (self.today.year, self.digits(6)), "FIN %s" % self.digits(8) if False else "FIN" + self.digits(8), "%s-%s" % (self.digits(4), self.digits(4))])

    def idnum(self, kind):
        r = self.r
        y = self.today.year % 100
        pref = {"eeg": ["EEG%02d-%s" % (y, self.digits(4)), "E%02d/%s" % (y, self.digits(5)), "NP-%s" % self.digits(6)],
                "vt": ["VT-%d-%s" % (self.today.year, self.digits(3)), "VEM%02d%s" % (y, self.digits(4))],
                "mdt": ["ESX/%02d/%s" % (y, self.digits(3)), "MDT-%s" % self.digits(5), "EPS%02d-%s" % (y, self.digits(3))],
                "lab": ["%02dL-%s" % (y, self.digits(5)), "ACC%s" % self.digits(7), "S%02d-%s" % (y, self.digits(4))],
                "ref": ["REF%s" % self.digits(7), "ERS-%s-%s" % (self.digits(4), self.digits(4)), "R%s" % self.digits(6)],
                "order": ["ORD%s" % self.digits(8), "%s" % self.digits(10)],
                "plan": ["RMP-%s" % self.digits(5), "CP%02d-%s" % (y, self.digits(4))],
                }[kind]
        return pick(r, pref)

    def device_sn(self, kind):
        r = self.r
        return {"gen": pick(r, ["%s" % self.digits(5), "VG-%s" % self.digits(6), "SN%s" % self.digits(6)]),
                "lead": pick(r, ["LD-%s" % self.digits(5), "%s" % self.digits(6), "L%s" % self.digits(5)]),
                "wand": pick(r, ["PW%s" % self.digits(6), "W-%s" % self.digits(5)]),
                "amb": pick(r, ["AMB3-%s" % self.digits(5), "%s-%s" % ("".join(pick(r, LET) for _ in range(2)), self.digits(6))]),
                "alarm": pick(r, ["SA71-%s" % self.digits(4), "EW%s" % self.digits(7), "%s%s" % (pick(r, LET), self.digits(8))]),
                "amp": pick(r, ["XA-%s" % self.digits(6), "AMP%s" % self.digits(5)]),
                }[kind]

    def vehicle(self):
        r = self.r
        c = self.c
        L = lambda n: "".join(pick(r, LET) for _ in range(n))
        if c == "UK":
            return "%s%02d %s" % (L(2), r.randint(2, 74), L(3))
        if c == "US":
            return pick(r, ["%d%s%s" % (r.randint(1, 9), L(3), self.digits(3)), "%s-%s" % (L(3), self.digits(4))])
        if c == "AU":
            return "%s%s%s" % (self.digits(1), L(2), self.digits(1) + L(2)) if chance(r, .5) else "%s-%s" % (L(3), self.digits(3))
        if c == "CA":
            return "%s %s" % (L(4), self.digits(3))
        return "%02d-%s-%s" % (r.randint(12, 24), pick(r, ["D", "G", "C", "MO", "KY", "SO", "WX"]), self.digits(r.randint(3, 5)))

    def vin(self):
        r = self.r
        return "".join(pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def bioid(self, kind="fp"):
        r = self.r
        return {"fp": "FP-%s" % self.digits(5), "pv": "PV-%s" % self.digits(6), "vp": "VP%s" % self.digits(5),
                "ir": "IRIS-%s" % self.digits(4)}[kind]

    def username(self, p):
        if getattr(p, "uname", None):
            return p.uname
        p.uname = self._username(p)
        return p.uname

    def _username(self, p):
        r = self.r
        f, l = p.first.lower(), p.last.lower().replace("'", "").replace("-", "").replace(" ", "")
        return pick(r, ["%s%s" % (f[0], l[:7]), "%s.%s" % (f, l[:6]), "%s%s%d" % (f[:3], l[:3], r.randint(1, 99)), "%s_%s" % (f[0], l[:8]), "%s%s" % (l[:6], f[0])])

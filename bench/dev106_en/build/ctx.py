"""Per-note context: invented people, dates, identifiers and contact data, returned as
marked strings (PHI wrapped with compose.P) ready to be joined into a note."""
import datetime as dt
import re

import pools as PL
from compose import P

_LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def ascii_low(s):
    s = s.lower().replace("ñ", "n").replace("é", "e").replace("è", "e").replace("ô", "o")
    return re.sub(r"[^a-z]", "", s)


class Person:
    def __init__(self, given, sur, mi, sex):
        self.given, self.sur, self.mi, self.sex = given, sur, mi, sex


class Ctx:
    def __init__(self, rng, region):
        self.r = rng
        self.reg = region
        self.pt = self.person()
        self.age = self.r.choice([self.r.randint(18, 95), self.r.randint(40, 89), self.r.randint(1, 17)
                                  if self.r.random() < 0.08 else self.r.randint(22, 80)])
        self.base = dt.date(2023, 1, 1) + dt.timedelta(days=self.r.randint(0, 1000))
        self.hosp = self.r.choice(PL.HOSPITAL[region])
        self.ward = self.r.choice(PL.WARDS[region])
        self.staff = [self.person() for _ in range(5)]

    # ------------------------------------------------------------ people
    def person(self, sex=None, region=None):
        reg = region or self.reg
        if self.r.random() < 0.12:  # mixed origins
            reg = self.r.choice(PL.REGIONS)
        sex = sex or self.r.choice("FM")
        return Person(self.r.choice(PL.GIVEN[reg][sex]), self.r.choice(PL.SURNAME[reg]),
                      self.r.choice(_LET), sex)

    def _nm(self, p, form):
        g, s, m = p.given, p.sur, p.mi
        return {
            "full": f"{g} {s}", "mi": f"{g} {m}. {s}", "mi0": f"{g} {m} {s}",
            "sfirst": f"{s}, {g}", "SFIRST": f"{s.upper()}, {g.upper()} {m}", "SF2": f"{s.upper()} {g}",
            "ginit": f"{g} {s[0]}.", "ginit0": f"{g} {s[0]}", "initdot": f"{g[0]}.{s[0]}.",
            "init": f"{g[0]}{s[0]}", "init3": f"{g[0]}{m}{s[0]}", "given": g, "sur": s, "gisur": f"{g[0]}. {s}",
            "lowinit": f"{g[0].lower()}{s[0].lower()}",
        }[form]

    def pt_name(self, form=None, p=None, title=None, typ="PATIENT"):
        p = p or self.pt
        r = self.r
        if form is None:
            form = r.choice(["full", "full", "mi", "sfirst", "SFIRST", "SF2", "ginit", "initdot", "init",
                             "given", "title", "title", "title", "gisur", "init3"])
        if form == "title":
            t = title or (r.choice(["Mr", "Mr."]) if p.sex == "M" else r.choice(["Mrs", "Ms", "Ms.", "Mrs.", "Miss"]))
            if r.random() < 0.2:
                return t + " " + P(typ, self._nm(p, "full"))
            return t + " " + P(typ, p.sur)
        return P(typ, self._nm(p, form))

    def pt_ref(self):
        """Short patient reference for telegraphic text."""
        r = self.r
        f = r.choice(["title", "title", "initdot", "init", "given", "sur", "ginit", "full"])
        pre = r.choice(["", "", "pt ", "Pt ", "pt. "]) if f != "title" else ""
        return pre + self.pt_name(f)

    def staff_name(self, p=None, kind=None, role=None):
        r = self.r
        p = p or r.choice(self.staff)
        kind = kind or r.choice(["dr", "dr", "dr", "rn", "rn", "rn", "init", "role", "given", "prof", "cred"])
        D = "DOCTOR"
        if kind == "dr":
            t = r.choice(["Dr", "Dr.", "Dr", "dr"])
            f = r.choice(["sur", "sur", "full", "given", "gisur", "mi"])
            return t + " " + P(D, self._nm(p, f))
        if kind == "prof":
            return r.choice(["Prof", "Prof."]) + " " + P(D, self._nm(p, r.choice(["sur", "full"])))
        if kind == "rn":
            f = r.choice(["full", "given", "ginit", "gisur"])
            c = r.choice([", RN", " RN", " (RN)", ", RPN", " LPN", ", BSN, RN"])
            if self.reg in ("IN", "NG") and r.random() < 0.5:
                return r.choice(["Sr", "Sr.", "Sister", "Nurse"]) + " " + P(D, self._nm(p, r.choice(["given", "sur", "full"])))
            return P(D, self._nm(p, f)) + c
        if kind == "init":
            return P(D, self._nm(p, r.choice(["init", "initdot", "init3", "lowinit"])))
        if kind == "role":
            role = role or r.choice(["charge RN", "charge nurse", "RT", "pharm", "resident", "intern", "fellow",
                             "house officer", "HO", "registrar", "SR", "NP", "PA", "hospitalist", "clerk",
                             "unit clerk", "bed manager", "CNM", "dietitian", "physio", "RMO", "MO", "scribe"])
            return role + " " + P(D, self._nm(p, r.choice(["given", "ginit", "full", "sur"])))
        if kind == "cred":
            return P(D, self._nm(p, r.choice(["full", "mi", "gisur"]))) + ", " + r.choice(PL.CREDS)
        return P(D, self._nm(p, "given"))

    REL_F = ["wife", "daughter", "mother", "mum", "sister", "niece", "aunt", "granddaughter", "landlady"]
    REL_M = ["husband", "son", "father", "brother", "nephew", "uncle", "grandson"]
    REL_X = ["neighbour", "neighbor", "friend", "carer", "caregiver", "HCP", "POA", "guardian", "SDM", "NOK",
             "partner", "employer"]

    def fam(self, p=None):
        r = self.r
        rel = r.choice(self.REL_F + self.REL_M + self.REL_X + self.REL_X)
        sex = "F" if rel in self.REL_F else "M" if rel in self.REL_M else None
        p = p or self.person(sex=sex)
        f = r.choice(["given", "given", "full", "full", "title", "ginit", "sur_title"])
        tt = ["Mr", "Mr.", "Alhaji", "Chief", "Baba"] if p.sex == "M" else ["Mrs", "Ms", "Mrs.", "Mama", "Madam"]
        if f == "title":
            v = r.choice(tt) + " " + P("FAMILY", p.sur)
        elif f == "sur_title":
            v = r.choice(tt[:3]) + " " + P("FAMILY", self._nm(p, "full"))
        else:
            v = P("FAMILY", self._nm(p, f))
        if r.random() < 0.4:
            return f"{rel} {v}"
        if r.random() < 0.5:
            return f"{v} ({rel})"
        return f"{v}, {rel}"

    def dl(self):
        r, reg = self.r, self.reg
        v = {"US": f"D{self._d(3)}-{self._d(4)}-{self._d(4)}", "CA": f"{r.choice(_LET)}{self._d(4)}-{self._d(5)}-{self._d(5)}",
             "IN": f"KA05 {self.base.year - r.randint(2, 20)}{self._d(7)}", "NG": f"{r.choice(['LAG', 'ABJ', 'KAN', 'ENU'])}{self._d(5)}{r.choice(_LET)}{r.choice(_LET)}{self._d(2)}"}[reg]
        return r.choice(["DL", "DL#", "driver's licence", "driver's license", "drivers lic"]) + " " + P("LICENSE", v)

    def user(self, p=None):
        p = p or self.r.choice(self.staff)
        g, s = ascii_low(p.given), ascii_low(p.sur)
        v = self.r.choice([f"{g[0]}{s}", f"{g}.{s[0]}", f"{s}{g[0]}{self.r.randint(1, 99)}", f"{g[:3]}{s[:3]}",
                           f"{s}.{g[0]}", f"{g[0]}{s[:5]}{self.r.randint(1, 9)}", f"{g}_{s}"])
        return P("USERNAME", v)

    # ------------------------------------------------------------ age
    def age_s(self, age=None, sex=None):
        r = self.r
        a = self.age if age is None else age
        sx = sex or self.pt.sex
        f = r.choice(["yo", "yo0", "y/o", "yearold", "M", "sp", "slash", "slash2", "aged", "yrs", "paren", "word", "yr"])
        if f == "word" and a in PL.AGE_WORDS:
            return "aged " + P("AGE", PL.AGE_WORDS[a])
        A = P("AGE", str(a))
        return {"yo": A + " yo", "yo0": A + "yo", "y/o": A + " y/o", "yearold": A + "-year-old",
                "M": A + sx, "sp": A + " " + sx, "slash": A + "/" + sx, "slash2": sx + "/" + A,
                "aged": "aged " + A, "yrs": A + " yrs", "paren": "(" + A + ")", "word": A + "yo",
                "yr": A + " yr old"}[f]

    # ------------------------------------------------------------ dates
    def d(self, off=0):
        return self.base + dt.timedelta(days=off)

    def date(self, off=0, fmt=None):
        r = self.r
        x = self.d(off)
        reg = self.reg
        if fmt is None:
            pref = {"US": ["mdy", "md", "md", "wd_md", "Md", "long", "wd", "wd3"],
                    "CA": ["iso", "iso", "d_M", "dMy", "Md", "wd", "wd_dM", "md"],
                    "IN": ["dmy", "dmy", "d_M", "dth", "dMy", "wd", "dmy2", "wd3"],
                    "NG": ["dmy", "dmy", "dth", "dMy", "d_M", "wd", "wd_dM", "dmy2"]}[reg]
            fmt = r.choice(pref)
        wd, wd3 = PL.WEEKDAYS[x.weekday()], PL.WD3[x.weekday()]
        mn, m3 = PL.MONTHS[x.month - 1], PL.MON3[x.month - 1]
        sfx = "th" if 11 <= x.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(x.day % 10, "th")
        v = {"mdy": f"{x.month:02d}/{x.day:02d}/{x.year}", "md": f"{x.month}/{x.day}",
             "wd_md": f"{wd3} {x.month}/{x.day}", "Md": f"{m3} {x.day}", "long": f"{wd}, {mn} {x.day}, {x.year}",
             "wd": wd, "wd3": wd3, "iso": x.isoformat(), "d_M": f"{x.day} {m3}", "dMy": f"{x.day:02d}-{m3}-{x.year}",
             "wd_dM": f"{wd} {x.day} {mn}", "dmy": f"{x.day:02d}/{x.month:02d}/{x.year}",
             "dth": f"{x.day}{sfx} {mn}", "dmy2": f"{x.day}/{x.month}/{str(x.year)[2:]}",
             "My": f"{mn} {x.year}", "y": str(x.year), "dm": f"{x.day}/{x.month}"}[fmt]
        return P("DATE", v)

    def date_range(self, a=0, b=3):
        fmt = self.r.choice({"US": ["md", "mdy"], "CA": ["iso", "d_M"], "IN": ["dmy", "dm"],
                             "NG": ["dmy", "dm"]}[self.reg])
        sep = self.r.choice(["-", " - ", " to ", "–"])
        return self.date(a, fmt) + sep + self.date(b, fmt)

    def past_year(self):
        return P("DATE", str(self.base.year - self.r.randint(1, 30)))

    def holiday(self):
        return P("DATE", self.r.choice(PL.HOLIDAYS[self.reg]))

    # ------------------------------------------------------------ negatives (unmarked)
    def clock(self):
        r = self.r
        h, m = r.randint(0, 23), r.randint(0, 59)
        return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}{m:02d}h", f"{h}:{m:02d}"])

    def times(self, n):
        ms = sorted(self.r.sample(range(0, 24 * 60), n))
        return [self.r.choice(["%02d:%02d", "%02d%02d", "%02d%02dh"]) % (m // 60, m % 60) for m in ms]

    def hhmm(self):
        return f"{self.r.randint(0, 23):02d}:{self.r.randint(0, 59):02d}"

    def lab(self, n=None, rng_ref=None):
        r = self.r
        n = n or r.randint(1, 4)
        out = []
        for name, fn, ref in r.sample(PL.LABS, n):
            u = PL.LAB_UNITS[name]
            s = f"{name} {fn(r)}"
            if u and r.random() < 0.4:
                s += " " + u
            if (rng_ref if rng_ref is not None else r.random() < 0.3):
                s += f" ({ref})"
            out.append(s)
        return r.choice([", ", "; ", " / ", " "]).join(out)

    def vitals(self):
        r = self.r
        parts = [f"HR {r.randint(38, 168)}", f"BP {r.randint(68, 210)}/{r.randint(34, 118)}",
                 f"RR {r.randint(8, 40)}", f"SpO2 {r.randint(78, 100)}%" + r.choice(["", " RA", f" on {r.randint(1, 15)}L"]),
                 f"T {r.choice(['36.4', '37.9', '38.6', '39.2', '35.1', '38.1'])}"]
        r.shuffle(parts)
        return r.choice([", ", " ", "; "]).join(parts[: r.randint(2, 5)])

    def drug(self):
        n, dose, sig = self.r.choice(PL.DRUGS)
        return self.r.choice([f"{n} {dose} {sig}", f"{n} {dose}", f"{n} {dose} {sig}"])

    def score(self):
        n, fn = self.r.choice(PL.SCORES)
        return f"{n} {fn(self.r)}"

    def epo(self):
        return self.r.choice(PL.EPONYMS)

    def icd(self):
        c, d = self.r.choice(PL.ICD10)
        return self.r.choice([f"ICD-10 {c} ({d})", f"{d} ({c})", f"dx {c}"])

    def wordy(self):
        return self.r.choice(PL.WORD_USES)

    def clin(self):
        r = self.r
        return r.choice([self.lab, self.vitals, self.drug, self.score, self.epo, self.icd, self.lab, self.vitals])()

    # ------------------------------------------------------------ places
    def room(self):
        r = self.r
        v = r.choice([f"{r.randint(1, 9)}{r.randint(0, 3)}{r.randint(1, 40):02d}", f"{r.randint(2, 8)}{r.randint(10, 60)}{r.choice('AB')}",
                      str(r.randint(1, 40)), f"{r.randint(1, 6)}-{r.randint(1, 30):02d}", f"{r.randint(100, 999)}"])
        return r.choice(["rm ", "Rm ", "room ", "Room ", "RM "]) + P("LOCATION_OTHER", v)

    def bed(self):
        r = self.r
        v = r.choice([str(r.randint(1, 36)), f"{r.randint(1, 24)}{r.choice('ABCD')}", f"{r.randint(1, 9)}-{r.randint(1, 4)}"])
        return r.choice(["bed ", "Bed ", "bed ", "bd ", "bed# ", "cot "]) + P("LOCATION_OTHER", v) \
            if r.random() < 0.9 else r.choice(["bay ", "Bay ", "cubicle ", "side room ", "SR "]) + P("LOCATION_OTHER", str(r.randint(1, 12)))

    def where(self):
        r = self.r
        c = r.random()
        if c < 0.35:
            return self.room()
        if c < 0.65:
            return self.bed()
        if c < 0.85:
            return P("HOSPITAL", self.ward) + " " + self.bed()
        return self.room() + " " + self.bed()

    def landmark(self):
        return P("LOCATION_OTHER", self.r.choice(["Harbison Tower", "Rotunda Building", "Old Market Gate",
                                                  "Lakeshore Mall", "the Founders Wing", "Gate 4 car park",
                                                  "Cedar Annex", "Palmgrove Plaza", "Bus Terminal 2", "Shoprite Junction"]))

    def hospital(self, other=False):
        return P("HOSPITAL", self.r.choice(PL.HOSPITAL[self.reg]) if other else self.hosp)

    def ward_s(self):
        return P("HOSPITAL", self.ward)

    def org(self):
        return P("ORGANIZATION", self.r.choice(PL.ORGS[self.reg]))

    def street(self):
        r = self.r
        st = r.choice(PL.STREET_NAMES[self.reg])
        if self.reg == "IN":
            v = r.choice([f"{r.randint(1, 480)}, {st}", f"No. {r.randint(1, 99)}/{r.randint(1, 9)}, {st}", f"{r.randint(1, 300)} {st}",
                          f"Flat {r.randint(1, 20)}{r.choice('ABCD')}, {r.randint(1, 99)} {st}"])
        elif self.reg == "NG":
            v = r.choice([f"{r.randint(1, 120)} {st}", f"Plot {r.randint(2, 80)}, {st}", f"No {r.randint(1, 60)} {st}"])
        else:
            v = f"{r.randint(2, 9800)} {st}" + r.choice(["", "", f", Apt {r.randint(1, 40)}", f" Unit {r.randint(1, 20)}{r.choice('ABC')}"])
        return P("STREET", v)

    def city(self):
        return P("CITY", self.r.choice(PL.CITY[self.reg]))

    def state(self, abbr=None):
        full, ab = self.r.choice(PL.STATE[self.reg])
        if abbr is None:
            abbr = self.r.random() < 0.5
        return P("STATE", ab if abbr else full)

    def zipc(self):
        r = self.r
        if self.reg == "US":
            v = r.choice([f"{r.randint(10000, 99950):05d}", f"{r.randint(10000, 99950):05d}-{r.randint(0, 9999):04d}"])
        elif self.reg == "CA":
            v = f"{r.choice('KLMNPRTV')}{r.randint(0, 9)}{r.choice(_LET)} {r.randint(0, 9)}{r.choice(_LET)}{r.randint(0, 9)}"
        elif self.reg == "IN":
            v = r.choice([f"{r.randint(110001, 855999)}", f"{r.randint(110, 855)} {r.randint(1, 999):03d}"])
        else:
            v = f"{r.choice([1, 2, 3, 4, 9])}{r.randint(0, 99999):05d}"
        return P("ZIP", v)

    def address(self):
        r = self.r
        parts = [self.street(), self.city()]
        if r.random() < 0.85:
            parts.append(self.state() + " " + self.zipc() if r.random() < 0.75 else self.state())
        else:
            parts.append(self.zipc())
        return ", ".join(parts)

    def country(self):
        home = {"US": "USA", "CA": "Canada", "IN": "India", "NG": "Nigeria"}[self.reg]
        return P("COUNTRY", self.r.choice([x for x in PL.COUNTRIES if x != home]))

    # ------------------------------------------------------------ contact
    def phone(self, typ="PHONE", ext=None):
        r = self.r
        reg = self.reg
        a = r.choice(["212", "415", "614", "503", "713", "612", "404", "773"] if reg == "US" else
                     ["416", "204", "514", "902", "403", "306", "613"])
        l4 = f"{r.randint(100, 199):04d}"
        if reg in ("US", "CA"):
            v = r.choice([f"({a}) 555-{l4}", f"{a}-555-{l4}", f"{a}.555.{l4}", f"+1 {a} 555 {l4}", f"1-{a}-555-{l4}"])
        elif reg == "IN":
            v = r.choice([f"+91 80 5550 {r.randint(1000, 9999)}", f"022-5550 {r.randint(1000, 9999)}",
                          f"+91 98555 {r.randint(10000, 99999)}", f"9{r.randint(1, 9)}555 0{r.randint(1000, 9999)}",
                          f"044 5550{r.randint(1000, 9999)}"])
        else:
            v = r.choice([f"+234 80{r.randint(2, 9)} 555 {l4}", f"080{r.randint(2, 9)} 555 {l4}",
                          f"0{r.choice(['803', '805', '813', '706'])}-555-{l4}", f"+234 1 555 {l4}"])
        if ext or (ext is None and typ == "PHONE" and r.random() < 0.15):
            v += r.choice([" ext. ", " ext ", " x"]) + str(r.randint(10, 4999))
        return P(typ, v)

    def pager(self):
        r = self.r
        v = r.choice([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", str(r.randint(1000, 99999)), f"#{r.randint(100, 9999)}"])
        if v.startswith("#"):
            return "#" + P("PHONE", v[1:])
        return P("PHONE", v)

    def ext(self):
        return P("PHONE", str(self.r.randint(2000, 7999)))

    def pager_s(self):
        r = self.r
        if r.random() < 0.6:
            return r.choice(["pager ", "pgr ", "bleep ", "pg ", "pager# "]) + self.pager()
        return r.choice(["ext ", "x ", "ext. ", "extn "]) + self.ext()

    def email(self, p=None):
        p = p or self.r.choice(self.staff)
        g, s = ascii_low(p.given), ascii_low(p.sur)
        dom = self.r.choice(["example.org", "example.com", "example.net"])
        loc = self.r.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g[0]}{self.r.randint(1, 99)}", f"{g}{s[:2]}"])
        return P("EMAIL", f"{loc}@{dom}")

    def role_email(self):
        loc = self.r.choice(["pharmacy.ops", "bedflow", "interp.desk", "transport", "rrt.team", "lab.crit",
                             "nursing.admin", "ehr.support", "wardclerk4"])
        return P("EMAIL", f"{loc}@{self.r.choice(['example.org', 'example.com', 'example.net'])}")

    def url(self):
        r = self.r
        path = r.choice(["portal", "vri/room/%d" % r.randint(100, 9999), "transport/req", "beds/live",
                         "pharm/pi/%d" % r.randint(1000, 9999), "ehr/login", "interp/book", "lab/critical"])
        v = r.choice(["https://example.org/", "https://www.example.net/", "www.example.com/", "http://example.net/",
                      "example.org/"]) + path
        return P("URL", v)

    def ip(self):
        r = self.r
        v = r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                      f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                      f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"])
        return P("IPADDR", v)

    # ------------------------------------------------------------ identifiers
    def _d(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def mrn(self, bare=False):
        """the patient's record number (one value per note; label may vary)"""
        r, reg = self.r, self.reg
        if reg == "US":
            v = r.choice([self._d(8), f"{self._d(3)}-{self._d(4)}", "E" + self._d(7)])
            lab = r.choice(["MRN", "MRN:", "MRN#", "mrn", "MR#"])
        elif reg == "CA":
            v = r.choice(["K" + self._d(7), f"{self._d(2)}-{self._d(3)}-{self._d(3)}", self._d(9)])
            lab = r.choice(["MRN", "Chart #", "MRN:", "chart no."])
        elif reg == "IN":
            v = r.choice([f"{self.base.year}{r.choice(['KMH', 'SAM', 'LHI'])}{self._d(6)}", self._d(11), f"UH{self._d(8)}"])
            lab = r.choice(["UHID", "UHID:", "CR no.", "MRD no", "IP/UHID"])
        else:
            v = r.choice([f"{self._d(5)}/{str(self.base.year)[2:]}", f"{r.choice(['OMH', 'ITH', 'FMC'])}/{self._d(5)}", self._d(6)])
            lab = r.choice(["Hosp No", "Hosp. no.", "Folder no", "MRN", "hosp #"])
        if not getattr(self, "_mrn", None):
            self._mrn = (lab, v)
        else:
            v = self._mrn[1]
        return P("MRN", v) if bare else lab + " " + P("MRN", v)

    def ssn(self):
        r, reg = self.r, self.reg
        if reg == "US":
            v, lab = r.choice([f"9{self._d(2)}-{self._d(2)}-{self._d(4)}", f"000-{self._d(2)}-{self._d(4)}"]), r.choice(["SSN", "SSN:", "SS#"])
        elif reg == "CA":
            v, lab = r.choice([f"9{self._d(2)} {self._d(3)} {self._d(3)}", f"9{self._d(2)}-{self._d(3)}-{self._d(3)}"]), r.choice(["SIN", "SIN:", "SIN#"])
        elif reg == "IN":
            v, lab = f"9{self._d(3)} {self._d(4)} {self._d(4)}", r.choice(["Aadhaar", "Aadhaar no.", "Aadhaar:"])
        else:
            v, lab = "9" + self._d(10), r.choice(["NIN", "NIN:", "NIN no."])
        return lab + " " + P("SSN", v)

    def plan(self):
        r, reg = self.r, self.reg
        if reg == "US":
            v = r.choice([r.choice(_LET) * 1 + "".join(r.choice(_LET) for _ in range(2)) + self._d(6), f"MCD{self._d(8)}", f"W{self._d(9)}"])
            lab = r.choice(["Member ID", "member #", "Medicaid ID", "policy no.", "ins ID"])
        elif reg == "CA":
            v = r.choice([f"{self._d(4)}-{self._d(3)}-{self._d(3)}-{r.choice(_LET)}{r.choice(_LET)}", self._d(9), f"{r.choice(_LET)}{self._d(8)}"])
            lab = r.choice(["OHIP", "health card", "HC#", "PHIN", "RAMQ", "MSP #"])
        elif reg == "IN":
            v = r.choice([f"PMJ{self._d(9)}", f"SHI/{self._d(7)}/{r.randint(1, 4)}", f"AK-{self._d(8)}"])
            lab = r.choice(["PMJAY ID", "policy no.", "TPA card", "ins. ID"])
        else:
            v = r.choice([f"NHIA/{r.choice(['OY', 'EN', 'KD', 'OS'])}/{self._d(5)}/0{r.randint(1, 6)}", f"HMO-{self._d(7)}", f"HV{self._d(8)}"])
            lab = r.choice(["NHIA no.", "HMO ID", "enrollee ID", "NHIS #"])
        return lab + " " + P("HEALTHPLAN", v)

    def account(self):
        r = self.r
        v = r.choice([f"{self._d(4)}-{self._d(4)}", "E" + self._d(8), f"V{str(self.base.year)[2:]}-{self._d(6)}", self._d(9),
                      f"IPB/{str(self.base.year)[2:]}/{self._d(5)}"])
        lab = r.choice(["Acct", "Acct#", "acct no.", "FIN", "Enc#", "encounter", "visit #", "bill no.", "IP no."])
        return lab + " " + P("ACCOUNT", v)

    def license(self):
        r, reg = self.r, self.reg
        opts = [("DEA", f"{r.choice('ABFM')}{r.choice(_LET)}{self._d(7)}"), ("NPI", "1" + self._d(9))]
        if reg == "CA":
            opts += [("CPSO #", self._d(5)), ("OCP reg", self._d(6)), ("CNO #", self._d(7))]
        if reg == "IN":
            opts += [("KMC reg.", f"KMC-{self._d(5)}"), ("reg no.", f"TNMC/{self._d(5)}"), ("DL", f"KA05 {self.base.year - r.randint(2, 20)}{self._d(7)}")]
        if reg == "NG":
            opts += [("MDCN", f"MDCN/R/{self._d(5)}"), ("PCN reg", f"PCN/{self._d(5)}"), ("NMCN lic", f"RN{self._d(6)}")]
        if reg == "US":
            opts += [("lic #", f"RN{self._d(6)}"), ("DL", f"D{self._d(3)}-{self._d(4)}-{self._d(4)}"), ("state lic", f"MD{self._d(5)}")]
        lab, v = r.choice(opts)
        return lab + " " + P("LICENSE", v)

    def device(self, model=None):
        r = self.r
        v = r.choice([f"{''.join(r.choice(_LET) for _ in range(3))}{self._d(6)}", f"SN-{self._d(7)}", f"{self._d(2)}{r.choice(_LET)}{r.choice(_LET)}-{self._d(4)}",
                      f"T-{self._d(3)}", f"AL{self._d(6)}"])
        lab = r.choice(["SN", "S/N", "serial", "serial #", "tele box", "pump #", "ser. no.", "device ID"])
        model = model or r.choice(PL.DEVICE_MODELS)
        return f"{model} {lab} " + P("DEVICE", v)

    def vehicle(self):
        r, reg = self.r, self.reg
        if r.random() < 0.3:
            return "VIN " + P("VEHICLE", "".join(r.choice(_VIN) for _ in range(17)))
        v = {"US": f"{r.randint(1, 9)}{''.join(r.choice(_LET) for _ in range(3))}{self._d(3)}",
             "CA": f"{''.join(r.choice(_LET) for _ in range(4))} {self._d(3)}",
             "IN": f"{r.choice(['KA', 'TN', 'KL', 'MH'])} {self._d(2)} {r.choice(_LET)}{r.choice(_LET)} {self._d(4)}",
             "NG": f"{''.join(r.choice(_LET) for _ in range(3))} {self._d(3)} {r.choice(_LET)}{r.choice(_LET)}"}[reg]
        return r.choice(["plate", "reg", "plate no.", "lic plate", "vehicle reg"]) + " " + P("VEHICLE", v)

    def bioid(self):
        r = self.r
        lab, v = r.choice([("fingerprint ID", f"FP-{self._d(5)}"), ("biometric ID", f"BIO-{self._d(6)}"),
                           ("iris scan ref", f"IR-{self._d(4)}-{r.choice(_LET)}"), ("palm vein ID", f"PV{self._d(5)}"),
                           ("thumbprint ref", f"TP{self._d(6)}"), ("face ID template", f"FT-{self._d(5)}")])
        return lab + " " + P("BIOID", v)

    def idnum(self, kind=None):
        r = self.r
        y = str(self.base.year)[2:]
        opts = {"acc": ("Accession", f"S{y}-{self._d(4)}"), "spec": ("specimen", f"SP-{self._d(6)}"),
                "ord": ("order #", f"ORD-{self._d(7)}"), "req": ("req", f"REQ {self._d(6)}"),
                "tr": ("Req#", f"TR-{y}-{self._d(4)}"), "job": ("job #", f"J{self._d(6)}"),
                "pi": ("PI ref", f"PI-{self.base.year}-{self._d(4)}"), "case": ("case #", f"RRT-{y}-{self._d(3)}"),
                "inc": ("incident", f"IR-{self._d(5)}"), "tkt": ("ticket", f"INC{self._d(7)}"),
                "lab": ("lab no.", f"{self._d(2)}/{self._d(5)}")}
        k = kind or r.choice(list(opts))
        lab, v = opts[k]
        return lab, P("IDNUM", v)

    def idnum_s(self, kind=None):
        lab, v = self.idnum(kind)
        return lab + " " + v

    def profession(self):
        return P("PROFESSION", self.r.choice(PL.PROFESSIONS))

    def lang(self):
        return self.r.choice(PL.LANGUAGES[self.reg])

#!/usr/bin/env python3
"""Generate dev120_en/notes.jsonl.

Every PHI value is wrapped in private-use marker characters while the note is assembled:
    U+E000 <type code U+E100+i> value U+E001
Offsets are computed in ONE left-to-right pass that strips the markers (strip_markers); the
finished text is never searched for values. Lower-case notes are lower-cased while still marked
(private-use characters are unchanged by str.lower), before offsets are computed.
Standard library only; all randomness from random.Random(120).
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pools import *  # noqa: E402,F401,F403
import pools as P  # noqa: E402

S0, S1 = "\ue000", "\ue001"
CODE0 = 0xE100
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def T(typ, val):
    assert typ in P.TYPES, typ
    assert S0 not in val and S1 not in val
    return S0 + chr(CODE0 + P.TYPE_LIST.index(typ)) + val + S1


def strip_markers(marked):
    """One left-to-right pass: drop markers, record spans."""
    out, spans = [], []
    pos = 0
    i, n = 0, len(marked)
    cur = None
    while i < n:
        ch = marked[i]
        if ch == S0:
            assert cur is None, "nested marker"
            typ = P.TYPE_LIST[ord(marked[i + 1]) - CODE0]
            cur = (typ, pos)
            i += 2
            continue
        if ch == S1:
            typ, st = cur
            spans.append({"start": st, "end": pos, "label": P.TYPES[typ], "type": typ})
            cur = None
            i += 1
            continue
        out.append(ch)
        pos += 1
        i += 1
    assert cur is None
    text = "".join(out)
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
AGE_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
             9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 14: "fourteen", 16: "sixteen",
             40: "forty", 52: "fifty-two", 67: "sixty-seven", 73: "seventy-three",
             81: "eighty-one", 86: "eighty-six", 89: "eighty-nine", 91: "ninety-one",
             92: "ninety-two", 95: "ninety-five", 101: "a hundred and one"}
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Labor Day", "Memorial Day", "New Year's Day"],
            "UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day"],
            "IN": ["Diwali", "Holi", "Pongal", "Onam", "Christmas"],
            "PH": ["Christmas", "All Saints' Day", "Holy Week", "New Year's Day", "Rizal Day"]}


class Ctx:
    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.people = {}

    # --- random helpers --------------------------------------------------------------
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    def dg(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def up(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    # --- people ----------------------------------------------------------------------
    def person(self, key, sex=None, origin=None):
        if key in self.people:
            return self.people[key]
        if origin is None:
            w = P.ORIGIN_WEIGHTS[self.c]
            origin = self.r.choices(list(w), weights=list(w.values()))[0]
        pool = P.GIVEN[origin]
        if sex:
            pool = [g for g in pool if g[1] == sex] or pool
        used = {p["given"] for p in self.people.values()}
        for _ in range(10):
            given, sx = self.ch(pool)
            if given not in used:
                break
        sur = self.ch(P.SURNAME[origin])
        mid = self.ch("ABCDEJKLMRST")
        self.people[key] = {"given": given, "sur": sur, "sex": sx, "mid": mid}
        return self.people[key]

    def title(self, p):
        if p["sex"] == "m":
            t = "Mr"
        else:
            t = self.ch(["Mrs", "Ms", "Miss", "Ms"])
        if self.c in ("US", "PH", "IN") and self.p(0.6):
            t += "."
        elif self.p(0.2):
            t += "."
        return t

    def nm(self, key, typ="PATIENT", form=None, sex=None):
        p = self.person(key, sex=sex)
        g, s = p["given"], p["sur"]
        forms = ["full", "given", "title_sur", "title_full", "given_init", "initials",
                 "sur_first", "mid", "upper_sur_first", "sur"]
        if form is None:
            form = self.r.choices(forms, weights=[5, 6, 3, 1, 2, 1, 1, 1, 1, 1])[0]
        if form == "full":
            return T(typ, f"{g} {s}")
        if form == "given":
            return T(typ, g)
        if form == "sur":
            return T(typ, s)
        if form == "title_sur":
            return f"{self.title(p)} {T(typ, s)}"
        if form == "title_full":
            return f"{self.title(p)} {T(typ, g + ' ' + s)}"
        if form == "given_init":
            return T(typ, f"{g} {s[0]}.")
        if form == "initials":
            if self.p(0.5):
                return T(typ, f"{g[0]}.{s[0]}.")
            return T(typ, f"{g[0]}{s[0]}")
        if form == "sur_first":
            return T(typ, f"{s}, {g}")
        if form == "upper_sur_first":
            return T(typ, f"{s.upper()}, {g.upper()}" + (f" {p['mid']}" if self.p(0.5) else ""))
        if form == "mid":
            return T(typ, f"{g} {p['mid']}. {s}")
        raise ValueError(form)

    def doc(self, key, form=None, creds=None):
        """Clinician/staff name with title or credential outside the span."""
        p = self.person(key)
        g, s = p["given"], p["sur"]
        if form is None:
            form = self.ch(["dr_sur", "dr_sur", "drdot_sur", "dr_full", "prof", "full_cred",
                            "full_cred", "nurse_given", "given", "sur_cred", "init_cred"])
        if form == "dr_sur":
            return f"Dr {T('DOCTOR', s)}"
        if form == "drdot_sur":
            return f"Dr. {T('DOCTOR', s)}"
        if form == "dr_full":
            return f"{self.ch(['Dr', 'Dr.'])} {T('DOCTOR', g + ' ' + s)}"
        if form == "prof":
            return f"{self.ch(['Prof', 'Prof.'])} {T('DOCTOR', s)}"
        if form == "full_cred":
            return f"{T('DOCTOR', g + ' ' + s)}{self.ch([', ', ' '])}{self.ch(creds or P.CREDENTIALS)}"
        if form == "sur_cred":
            return f"{T('DOCTOR', g[0] + '. ' + s)}, {self.ch(creds or P.CREDENTIALS)}"
        if form == "init_cred":
            return f"{T('DOCTOR', g + ' ' + s[0] + '.')} {self.ch(['RN', 'NP', 'RPh', 'LPN'])}"
        if form == "nurse_given":
            return f"{self.ch(['Nurse', 'nurse', 'Sister', 'pharmacist', 'midwife'])} {T('DOCTOR', g)}"
        if form == "given":
            return T("DOCTOR", g)
        raise ValueError(form)

    def rel(self, key, relation=None, form=None):
        rels_f = ["daughter", "wife", "mum", "mother", "sister", "niece", "aunt", "neighbour",
                  "friend", "granddaughter", "partner"]
        rels_m = ["son", "husband", "dad", "father", "brother", "nephew", "uncle", "neighbour",
                  "friend", "grandson", "partner"]
        if key in self.people and "rel" in self.people[key] and relation is None:
            relation = self.people[key]["rel"]
        if relation is None:
            sex = self.ch("mf")
            relation = self.ch(rels_m if sex == "m" else rels_f)
        else:
            sex = "f" if relation in rels_f and relation not in rels_m else (
                "m" if relation in rels_m and relation not in rels_f else None)
        p = self.person(key, sex=sex)
        p["rel"] = relation
        if form is None:
            form = self.ch(["given", "given", "full", "title_sur"])
        if form == "given":
            v = T("FAMILY", p["given"])
        elif form == "full":
            v = T("FAMILY", p["given"] + " " + p["sur"])
        else:
            v = f"{self.title(p)} {T('FAMILY', p['sur'])}"
        return relation, v

    # --- dates / ages ----------------------------------------------------------------
    def date(self, kind=None, year=None):
        r = self.r
        y = year or r.choice([2023, 2024, 2024, 2025, 2025, 2025])
        m = r.randint(1, 12)
        d = r.randint(1, 28)
        us = self.c in ("US", "PH") and self.p(0.8) or (self.c == "CA" and self.p(0.5))
        if kind is None:
            kind = r.choices(["num", "short", "wd_short", "long", "dmy_long", "month_year", "wd",
                              "wd3", "iso", "mon_d", "holiday", "year", "ord"],
                             weights=[5, 4, 3, 2, 3, 1, 4, 1, 1, 2, 1, 1, 2])[0]
        if kind == "num":
            a, b = (m, d) if us else (d, m)
            sep = self.ch(["/", "/", "-", "."]) if not us else "/"
            yy = str(y) if self.p(0.7) else str(y)[2:]
            pad = self.p(0.4)
            return f"{a:02d}{sep}{b:02d}{sep}{yy}" if pad else f"{a}{sep}{b}{sep}{yy}"
        if kind == "short":
            a, b = (m, d) if us else (d, m)
            return f"{a}/{b}"
        if kind == "wd_short":
            a, b = (m, d) if us else (d, m)
            return f"{self.ch(WD3 + WDAYS)} {a}/{b}"
        if kind == "long":
            return f"{self.ch(WDAYS)}, {MONTHS[m-1]} {d}, {y}"
        if kind == "dmy_long":
            return self.ch([f"{d} {MONTHS[m-1]} {y}", f"{d} {MON3[m-1]} {y}", f"{d}-{MON3[m-1]}-{y}",
                            f"{MONTHS[m-1]} {d}, {y}"])
        if kind == "month_year":
            return self.ch([f"{MONTHS[m-1]} {y}", f"{MON3[m-1]} {y}", f"{MONTHS[m-1]}"])
        if kind == "wd":
            return self.ch(WDAYS)
        if kind == "wd3":
            return self.ch(WD3)
        if kind == "iso":
            return f"{y}-{m:02d}-{d:02d}"
        if kind == "mon_d":
            sfx = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(d, "th")
            return self.ch([f"{MONTHS[m-1]} {d}", f"{MON3[m-1]} {d}", f"{d}{sfx} {MONTHS[m-1]}",
                            f"{d} {MON3[m-1]}", f"{self.ch(WDAYS)} {d}{sfx}"])
        if kind == "ord":
            sfx = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(d, "th")
            return f"the {d}{sfx}" if False else f"{d}{sfx}"
        if kind == "holiday":
            return self.ch(HOLIDAYS[self.c])
        if kind == "year":
            return str(r.randint(2008, 2024))
        raise ValueError(kind)

    def D(self, kind=None):
        return T("DATE", self.date(kind))

    def dob(self, lo=1932, hi=2021):
        r = self.r
        y, m, d = r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)
        us = self.c == "US" or (self.c == "PH" and self.p(0.7))
        k = r.random()
        if k < 0.55:
            v = f"{m:02d}/{d:02d}/{y}" if us else f"{d:02d}/{m:02d}/{y}"
        elif k < 0.8:
            v = f"{d} {MONTHS[m-1] if self.p(0.5) else MON3[m-1]} {y}"
        else:
            v = f"{y}-{m:02d}-{d:02d}" if self.p(0.5) else f"{m}/{d}/{str(y)[2:]}"
        return T("DATE", v)

    def age_num(self, lo=18, hi=96):
        return self.r.randint(lo, hi)

    def age(self, a=None, sex=None, lo=18, hi=96):
        """An age phrase; the span is the number (or number word) only."""
        if a is None:
            a = self.age_num(lo, hi)
        sx = sex or self.ch("MF")
        forms = ["yo", "yo_nospace", "year_old", "sex", "slash", "sexjoin", "aged", "word", "yrs"]
        f = self.ch(forms)
        if f == "word" and a not in AGE_WORDS:
            f = "aged"
        if f == "yo":
            return f"{T('AGE', str(a))} yo"
        if f == "yo_nospace":
            return f"{T('AGE', str(a))}yo"
        if f == "year_old":
            return f"{T('AGE', str(a))}-year-old"
        if f == "sex":
            return f"{T('AGE', str(a))} {sx}"
        if f == "slash":
            return f"{T('AGE', str(a))}/{sx}"
        if f == "sexjoin":
            return f"{T('AGE', str(a))}{sx}"
        if f == "aged":
            return f"aged {T('AGE', str(a))}"
        if f == "word":
            return f"aged {T('AGE', AGE_WORDS[a])}"
        return f"{T('AGE', str(a))} yrs"

    # --- places ----------------------------------------------------------------------
    def geo(self):
        return P.GEO[self.c]

    def city(self):
        return T("CITY", self.ch(self.geo()["cities"]))

    def state(self):
        st = self.geo()["states"]
        if not st:
            return None
        full, ab = self.ch(st)
        return T("STATE", ab if self.p(0.5) else full)

    def zipc(self):
        c = self.c
        if c == "US":
            return T("ZIP", self.dg(5) if self.p(0.8) else self.dg(5) + "-" + self.dg(4))
        if c == "UK":
            return T("ZIP", f"{self.up(2)}{self.r.randint(1, 19)} {self.r.randint(1, 9)}{self.up(2)}")
        if c == "CA":
            L, d = self.up, lambda: str(self.r.randint(0, 9))
            return T("ZIP", f"{L(1)}{d()}{L(1)} {d()}{L(1)}{d()}")
        if c == "IN":
            return T("ZIP", str(self.r.randint(1, 8)) + self.dg(5))
        return T("ZIP", str(self.r.randint(1000, 9800)))

    def street(self):
        st = self.ch(self.geo()["streets"])
        n = self.r.randint(2, 1480)
        c = self.c
        if c == "IN":
            v = self.ch([f"Flat {self.r.randint(101, 904)}, {self.ch(['Sai Kripa', 'Gulmohar', 'Shree Residency'])} Apartments, {st}",
                         f"{self.r.randint(2, 88)}, {st}", f"Plot {self.r.randint(3, 140)}, {st}"])
        elif c == "PH":
            v = self.ch([f"Blk {self.r.randint(1, 40)} Lot {self.r.randint(1, 30)} {st}",
                         f"{n} {st}", f"{n} {st}, Brgy. {self.ch(['San Roque', 'Malinis', 'Bagong Silang'])}"])
        elif c == "UK":
            v = self.ch([f"{self.r.randint(1, 220)} {st}", f"Flat {self.r.randint(1, 12)}, {self.r.randint(2, 90)} {st}"])
        else:
            v = self.ch([f"{n} {st}", f"{n} {st}, Apt {self.r.randint(1, 30)}{self.ch('ABCD')}",
                         f"{n} {st} Unit {self.r.randint(2, 19)}"])
        return T("STREET", v)

    def address(self):
        parts = [self.street(), self.city()]
        s = self.state()
        tail = ""
        if s and self.c in ("US", "CA"):
            tail = f"{s} {self.zipc()}"
        elif s:
            tail = f"{s} {self.zipc()}" if self.p(0.6) else s
        else:
            tail = self.zipc()
        return ", ".join(parts + [tail])

    def hosp(self):
        return T("HOSPITAL", self.ch(P.HOSPITALS[self.c]))

    def pharm(self):
        return T("HOSPITAL", self.ch(P.PHARMACIES[self.c]))

    def ward(self):
        return T("HOSPITAL", self.ch(P.WARDS))

    def care_home(self):
        return T("HOSPITAL", self.ch(P.CARE_HOMES))

    def school(self):
        return T("ORGANIZATION", self.ch(P.SCHOOLS[self.c]))

    def employer(self):
        return T("ORGANIZATION", self.ch(P.EMPLOYERS[self.c]))

    def country(self):
        return T("COUNTRY", self.ch(P.COUNTRIES))

    def room(self):
        v = self.ch([str(self.r.randint(101, 640)), f"{self.r.randint(1, 6)}{self.r.randint(10, 40)}{self.ch('AB')}",
                     str(self.r.randint(2, 28))])
        return T("LOCATION_OTHER", v)

    def bed(self):
        return T("LOCATION_OTHER", str(self.r.randint(1, 32)) + (self.ch("ABCD") if self.p(0.2) else ""))

    def prof(self):
        return T("PROFESSION", self.ch(P.PROFESSIONS))

    # --- contact ---------------------------------------------------------------------
    def _phone_val(self):
        c, r = self.c, self.r
        x = f"{r.randint(0, 199):04d}"
        if c in ("US", "CA"):
            ac = str(r.randint(201, 989))
            return self.ch([f"({ac}) 555-{x}", f"{ac}-555-{x}", f"{ac}.555.{x}", f"+1 {ac} 555 {x}",
                            f"555-{x}"])
        if c == "UK":
            return self.ch([f"0{r.randint(113, 199)} 555 {x}", f"07700 555 {r.randint(100, 999)}",
                            f"+44 {r.randint(113, 199)} 555 {x}", f"07{r.randint(400, 999)} 555{r.randint(100, 999)}"])
        if c == "IN":
            return self.ch([f"+91 {r.randint(20, 80)} 5550 {self.dg(4)}", f"98{self.dg(3)} 5550{self.dg(1)}",
                            f"0{r.randint(20, 80)}-5550{self.dg(4)}", f"+91 9{self.dg(4)} 555{self.dg(2)}"])
        return self.ch([f"+63 9{self.dg(2)} 555 {x}", f"(02) 5550 {self.dg(4)}", f"09{self.dg(2)} 555 {x}",
                        f"09{self.dg(2)}-555-{x}"])

    def phone(self, ext=None):
        v = self._phone_val()
        if ext or (ext is None and self.p(0.12)):
            v += self.ch([" ext. ", " ext ", " x", " x."]) + str(self.r.randint(10, 9999))
        return T("PHONE", v)

    def fax(self):
        return T("FAX", self._phone_val())

    def pager(self):
        r = self.r
        v = self.ch([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", str(r.randint(1000, 9999)),
                     str(r.randint(100, 999)), f"{r.randint(10, 99)}{r.randint(100, 999)}"])
        return T("PHONE", v)

    def email(self, key=None, org=False):
        if key:
            p = self.person(key)
            g, s = p["given"], p["sur"]
        else:
            p = self.person("_mail" + self.dg(3))
            g, s = p["given"], p["sur"]
        g = g.lower().replace("é", "e").replace("ë", "e").replace("í", "i").replace("è", "e")
        s = s.lower().replace(" ", "").replace("'", "").replace("á", "a").replace("é", "e")
        dom = self.ch(["example.com", "example.org", "example.net"])
        if org:
            local = self.ch(["hr", "admissions", "office", "frontdesk", "referrals", "clinic.admin",
                             "attendance", "patientrelations", "rx.refills"])
            sub = self.ch(["", "", "mail.", "clinic.", "school."])
            return T("EMAIL", f"{local}@{sub}{dom}")
        local = self.ch([f"{g}.{s}", f"{g}{s[0]}{self.dg(2)}", f"{g[0]}{s}", f"{g}_{s}{self.dg(1)}",
                         f"{s}.{g[0]}"])
        return T("EMAIL", f"{local}@{dom}")

    def url(self):
        dom = self.ch(["example.com", "example.org", "example.net"])
        sub = self.ch(["www.", "portal.", "myhealth.", "", "app.", "rx."])
        path = self.ch(["", "/portal", "/messages/" + self.dg(5), "/refill", "/appointments",
                        "/complaints/form", "/sicknote", "/forms/med-cert", "/login"])
        pre = self.ch(["https://", "http://", "", ""])
        return T("URL", f"{pre}{sub}{dom}{path}")

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            v = f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        elif k == 1:
            v = f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        else:
            v = f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return T("IPADDR", v)

    def user(self, key):
        p = self.person(key)
        g = p["given"].lower().replace("é", "e").replace("ë", "e").replace("í", "i")
        s = "".join(ch for ch in p["sur"].lower().replace("á", "a") if ch.isalnum())
        return T("USERNAME", self.ch([f"{g}{s[0]}{self.dg(2)}", f"{g[0]}{s}", f"{g}_{self.dg(4)}",
                                      f"{s}{g[0]}{self.dg(1)}", f"{g}.{s[:3]}", f"{g}{self.ch(['luv', 'xo', 'mama', 'pogi', 'boy'])}{self.dg(2)}"]))

    # --- identifiers -----------------------------------------------------------------
    def mrn(self):
        c = self.c
        if c == "US":
            v = self.ch([self.dg(8), self.dg(7), f"{self.dg(3)}-{self.dg(2)}-{self.dg(3)}", "M" + self.dg(7)])
        elif c == "UK":
            v = self.ch(["RX" + self.dg(7), "K" + self.dg(6), self.up(1) + self.dg(6) + self.up(1)])
        elif c == "CA":
            v = self.ch([f"{self.dg(4)}-{self.dg(2)}-{self.dg(2)}", "H" + self.dg(7)])
        elif c == "IN":
            v = self.ch([f"{self.up(3)}-{self.r.randint(2019, 2025)}-{self.dg(6)}", "UH" + self.dg(8)])
        else:
            v = self.ch([f"{self.dg(2)}-{self.dg(6)}", f"HN{self.dg(7)}"])
        return T("MRN", v)

    def mrn_label(self):
        return {"US": ["MRN", "MRN:", "MRN #", "chart #"], "UK": ["Hosp no.", "Hospital no:", "MRN"],
                "CA": ["MRN", "Chart no."], "IN": ["UHID:", "UHID", "MRD no."],
                "PH": ["Hosp. No.", "Case no.", "HRN"]}[self.c]

    def ssn(self):
        c = self.c
        if c == "IN":
            return "Aadhaar", T("SSN", f"9{self.dg(3)} {self.dg(4)} {self.dg(4)}")
        if c == "PH":
            return "SSS no.", T("SSN", f"9{self.dg(1)}-{self.dg(7)}-{self.dg(1)}")
        if c == "CA":
            return "SIN", T("SSN", f"9{self.dg(2)} {self.dg(3)} {self.dg(3)}")
        pre = self.ch(["9" + self.dg(2), "000"])
        return self.ch(["SSN", "SSN:", "social security #"]), T("SSN", f"{pre}-{self.dg(2)}-{self.dg(4)}")

    def plan(self):
        c = self.c
        if c == "US":
            return self.ch(["Member ID", "member id", "Policy #", "Group no."]), T(
                "HEALTHPLAN", self.ch([self.up(3) + self.dg(9), self.dg(5), "W" + self.dg(8), f"{self.up(2)}{self.dg(6)}-0{self.r.randint(1, 4)}"]))
        if c == "CA":
            return self.ch(["OHIP", "health card", "MSP no.", "PHIN"]), T(
                "HEALTHPLAN", self.ch([f"{self.dg(4)}-{self.dg(3)}-{self.dg(3)}-{self.up(2)}", self.dg(10), self.dg(9)]))
        if c == "PH":
            return self.ch(["PhilHealth no.", "PhilHealth", "HMO card no."]), T(
                "HEALTHPLAN", self.ch([f"{self.dg(2)}-{self.dg(9)}-{self.dg(1)}", f"{self.up(3)}-{self.dg(8)}"]))
        if c == "IN":
            return self.ch(["policy no.", "TPA card", "ECHS card", "PMJAY ID"]), T(
                "HEALTHPLAN", self.ch([f"{self.dg(4)}/{self.dg(5)}/{self.dg(2)}/{self.dg(3)}", f"{self.up(2)}{self.dg(10)}"]))
        return self.ch(["insurer policy", "membership no.", "PMI policy"]), T(
            "HEALTHPLAN", self.ch([f"PMI-{self.dg(6)}", f"{self.up(2)}{self.dg(7)}{self.up(1)}"]))

    def account(self):
        lab = self.ch(["Acct", "acct #", "account no.", "billing account", "encounter #", "visit no.",
                       "invoice acct", "Billing ref"])
        v = self.ch([f"{self.dg(4)}-{self.dg(4)}", self.dg(10), f"E{self.r.randint(2023, 2025)}-{self.dg(5)}",
                     f"V{self.dg(6)}", f"{self.up(2)}-{self.dg(7)}"])
        return lab, T("ACCOUNT", v)

    def license(self):
        c = self.c
        if c == "US":
            return self._lic(self.ch([("NPI", self.dg(10)), ("DEA", self.up(2) + self.dg(7)), ("State lic.", self.up(1) + self.dg(5))]))
        if c == "UK":
            return self._lic(self.ch([("GMC", self.dg(7)), ("GPhC", "2" + self.dg(6)), ("NMC PIN", f"{self.dg(2)}{self.up(1)}{self.dg(4)}{self.up(1)}")]))
        if c == "CA":
            return self._lic(self.ch([("CPSO", self.dg(5)), ("lic #", self.dg(6)), ("OCP reg.", self.dg(6))]))
        if c == "IN":
            return self._lic(self.ch([("MCI Reg. No.", self.dg(5)), ("KMC Reg No", self.dg(6)), ("Reg. no.", f"{self.up(3)}/{self.dg(5)}")]))
        return self._lic(self.ch([("PRC Lic. No.", self.dg(7)), ("PTR No.", self.dg(7)), ("S2 No.", self.dg(6))]))

    def _lic(self, pair):
        return pair[0], T("LICENSE", pair[1])

    def dl(self):
        return self.ch(["driver's licence", "DL", "driver's license no."]), T(
            "LICENSE", self.ch([f"{self.up(1)}{self.dg(4)}-{self.dg(5)}-{self.dg(5)}", f"{self.up(1)}{self.dg(2)}-{self.dg(2)}-{self.dg(6)}", self.up(5) + self.dg(6) + self.up(2)]))

    def device(self):
        return self.ch(["SN", "serial", "serial no.", "S/N", "device ID"]), T(
            "DEVICE", self.ch([self.up(3) + self.dg(6), self.dg(1) + self.up(2) + self.dg(4) + self.up(1) + self.dg(2),
                               f"{self.up(2)}-{self.dg(4)}-{self.dg(4)}", f"{self.dg(4)}{self.up(4)}"]))

    def vehicle(self):
        c = self.c
        v = {"US": lambda: self.ch([f"{self.r.randint(1, 9)}{self.up(3)}{self.dg(3)}", f"{self.up(3)}-{self.dg(4)}"]),
             "UK": lambda: f"{self.up(2)}{self.dg(2)} {self.up(3)}",
             "CA": lambda: self.ch([f"{self.up(4)} {self.dg(3)}", f"{self.up(3)} {self.dg(3)}"]),
             "IN": lambda: f"{self.ch(['MH', 'KA', 'TN', 'KL', 'RJ'])} {self.dg(2)} {self.up(2)} {self.dg(4)}",
             "PH": lambda: f"{self.up(3)} {self.dg(4)}"}[c]()
        if self.p(0.12):
            v = "1" + self.up(2) + self.dg(2) + self.up(2) + self.dg(10)
            return "VIN", T("VEHICLE", v)
        return self.ch(["reg", "plate", "plate no.", "reg no.", "number plate"]), T("VEHICLE", v)

    def bioid(self):
        return self.ch(["fingerprint ID", "face ID enrolment", "palm vein ID", "voiceprint ID",
                        "biometric ID"]), T("BIOID", self.ch([f"FP-{self.dg(5)}", f"FID-{self.dg(4)}-{self.up(2)}",
                                                             f"PV{self.dg(6)}", f"VP-{self.dg(4)}", f"BIO{self.dg(7)}"]))

    def idnum(self, kind=None):
        pairs = [("Rx #", lambda: self.dg(7)), ("Rx no.", lambda: self.dg(6) + "-" + self.dg(2)),
                 ("order #", lambda: self.dg(8)), ("ref", lambda: f"CMP-{self.r.randint(2023, 2025)}-{self.dg(4)}"),
                 ("case no.", lambda: f"{self.up(2)}{self.dg(6)}"), ("specimen", lambda: f"S{self.dg(2)}-{self.dg(4)}"),
                 ("ticket #", lambda: self.dg(6)), ("requisition", lambda: f"RQ{self.dg(7)}"),
                 ("employee no.", lambda: f"EMP{self.dg(5)}"), ("staff ID", lambda: self.dg(6)),
                 ("claim no.", lambda: f"CLM-{self.dg(8)}"), ("student no.", lambda: self.dg(8))]
        if kind:
            pairs = [p for p in pairs if any(k in p[0] for k in kind.split())]
        lab, f = self.ch(pairs)
        return lab, T("IDNUM", f())

    # --- hard negatives --------------------------------------------------------------
    def _fill(self, tpl):
        r = self.r
        vals = dict(a=r.randint(7, 16), b=r.randint(0, 9), k=f"{r.randint(28, 66) / 10:.1f}",
                    na=r.randint(124, 148), cr=r.randint(45, 420), a1c=f"{r.randint(52, 128) / 10:.1f}",
                    inr=f"{r.randint(9, 58) / 10:.1f}", wbc=f"{r.randint(30, 220) / 10:.1f}", crp=r.randint(1, 260),
                    egfr=r.randint(11, 90), tsh=f"{r.randint(1, 120) / 10:.1f}", glu=f"{r.randint(28, 290) / 10:.1f}",
                    sug=r.randint(48, 480), plt=r.randint(40, 520), trop=r.randint(3, 900), fer=r.randint(6, 900),
                    lac=f"{r.randint(6, 62) / 10:.1f}", sys=r.randint(82, 212), dia=r.randint(44, 124),
                    hr=r.randint(42, 148), tmp=f"{r.randint(355, 404) / 10:.1f}", spo=r.randint(84, 100),
                    rr=r.randint(10, 34), wt=r.randint(8, 140), u=r.randint(6, 64), gcs=r.randint(8, 15),
                    phq=r.randint(0, 27), pain=r.randint(1, 10), news=r.randint(0, 11), curb=r.randint(0, 5),
                    wells=r.randint(0, 8), mmse=r.randint(10, 30), gad=r.randint(0, 21), braden=r.randint(9, 23),
                    auditc=r.randint(0, 12), apgar=r.randint(3, 10))
        return tpl.format(**vals)

    def lab(self):
        return self._fill(self.ch(P.LABS))

    def vital(self):
        return self._fill(self.ch(P.VITALS))

    def drug(self):
        return self._fill(self.ch(P.DRUGS))

    def score(self):
        return self._fill(self.ch(P.SCORES))

    def epo(self):
        return self.ch(P.EPONYMS)

    def icd(self):
        return self.ch(P.ICD10)

    def cred(self):
        return self.ch(P.CREDENTIALS)

    def clock(self):
        r = self.r
        h, m = r.randint(0, 23), self.ch([0, 5, 10, 15, 20, 30, 40, 45, 50])
        return self.ch([f"{h:02d}:{m:02d}", f"{(h % 12) or 12}:{m:02d}{self.ch(['am', 'pm', ' am', ' pm', 'AM', 'PM'])}",
                        f"{(h % 12) or 12}{self.ch(['am', 'pm'])}", f"{h:02d}{m:02d} hrs", f"{h}:{m:02d}"])

    def num(self):
        r = self.r
        return self.ch([f"{r.randint(2, 6)} days", f"{r.randint(2, 40)} minutes", f"{r.randint(1, 3)} weeks",
                        f"{r.randint(2, 12)} hours", f"{r.randint(2, 12)} hrs", f"{r.randint(2, 9)} days"])

    def gest(self):
        r = self.r
        return self.ch([f"{r.randint(8, 40)} weeks pregnant", f"{r.randint(8, 40)}/40", f"G{r.randint(1, 4)}P{r.randint(0, 3)} at {r.randint(24, 40)}+{r.randint(0, 6)} weeks",
                        f"POD {r.randint(1, 6)}", f"day {r.randint(2, 10)} of antibiotics", f"{r.randint(1, 5)} L O2"])

    def age_pred(self, lo=18, hi=96):
        a = self.age_num(lo, hi)
        f = self.ch(["bare", "yrs_old", "years_old", "word", "yo"])
        if f == "word" and a not in AGE_WORDS:
            f = "bare"
        if f == "bare":
            return T("AGE", str(a))
        if f == "yrs_old":
            return f"{T('AGE', str(a))} yrs old"
        if f == "years_old":
            return f"{T('AGE', str(a))} years old"
        if f == "yo":
            return f"{T('AGE', str(a))}yo"
        return T("AGE", AGE_WORDS[a])

    def ordinary(self):
        """Name-like ordinary words left unannotated."""
        return self.ch([
            "I will call back later.", "Hope this makes sense.", "Really hope you can help.",
            "Is there a grace period for the refill?", "Doc thinks it may be a Baker's cyst.",
            "Has a king-size bed so plenty of room.", "Her BP rose after the walk, felt faint.",
            "There was frank blood in the stool.", "Left a red mark on the skin.",
            "Got the bill today and it seems wrong.", "Urine is amber and smells strong.",
            "Worried it's Bell's palsy, face droops on one side.", "Gets breathless walking uphill.",
            "Splinter of wood still in the thumb.", "He's young and otherwise fit.",
            "Some brown discharge since yesterday.", "Rash looks like poison ivy.",
            "It was sunny so we sat outside for hours.", "Will the nurse ring me?",
            "Faith in the system is low tbh.", "The rose bush scratched her arm.",
            "Joy of joys, another 2 hour wait.", "He was hunting for his inhaler all morning.",
        ])

    def negs(self, k):
        fns = [self.lab, self.vital, self.drug, self.score, self.epo, self.icd, self.clock, self.num]
        return [self.ch(fns)() for _ in range(k)]


# ===================================================================================
# genres
# ===================================================================================

def sentences(cx, pool, lo, hi):
    k = cx.r.randint(lo, hi)
    pool = list(pool)
    cx.r.shuffle(pool)
    return [f(cx) for f in pool[:k]]


def g_portal(cx):
    """Patient portal / clinic portal question."""
    pt = "pt"
    hdr = []
    if cx.p(0.7):
        hdr.append(f"From: {cx.nm(pt, form=cx.ch(['full', 'sur_first', 'upper_sur_first']))}")
        if cx.p(0.6):
            hdr.append(f"{cx.ch(cx.mrn_label())} {cx.mrn()} | DOB {cx.dob()}")
        hdr.append(f"Sent: {cx.D(cx.ch(['num', 'long', 'iso']))} {cx.clock()}")
        hdr.append(f"To: {cx.doc('d1', cx.ch(['dr_full', 'dr_sur', 'full_cred']))} / {cx.hosp()}")
        hdr.append("Subject: " + cx.ch(["question about meds", "refill", "test results??", "pain after procedure", "forms"]))
    body = [
        lambda c: f"Hi {c.doc('d1', c.ch(['dr_sur', 'drdot_sur', 'given']))}, this is {c.nm(pt)}, I saw you on {c.D()} about my {c.ch(['knee', 'cough', 'sugars', 'BP', 'rash'])}.",
        lambda c: f"My {c.lab()} and {c.lab()} came back on the portal, is that ok?",
        lambda c: f"Still taking {c.drug()} but {c.ch(['feel dizzy', 'stomach is upset', 'no better'])} since {c.D(c.ch(['wd', 'mon_d', 'short']))}.",
        lambda c: f"Home reading this morning {c.vital()} and {c.vital()} at {c.clock()}.",
        lambda c: (lambda rv: f"My {rv[0]} {rv[1]} can pick up the script, their number is {c.phone()}.")(c.rel("r1")),
        lambda c: f"I am {c.age_pred()} and {c.ch(['work as a', 'am a retired', 'am a'])} {c.prof()} so standing all day is hard.",
        lambda c: f"New address is {c.address()} please update.",
        lambda c: (lambda pl: f"Insurance changed, {pl[0]} {pl[1]}.")(c.plan()),
        lambda c: (lambda s: f"Billing asked for my {s[0]} {s[1]} again, why?")(c.ssn()),
        lambda c: (lambda dv: f"My {c.ch(P.DEVICE_MODELS)} ({dv[0]} {dv[1]}) keeps alarming at night.")(c.device()),
        lambda c: f"Can't log in as {c.user(pt)}, says locked after 3 tries. Tried from {c.ip()}.",
        lambda c: f"Flying to {c.country()} on {c.D(c.ch(['mon_d', 'num']))}, do I need any shots?",
        lambda c: f"Coding on the bill says {c.icd()} which is wrong.",
        lambda c: c.ordinary(),
        lambda c: (lambda b: f"The app asks for my {b[0]} {b[1]} every time, can I turn that off?")(c.bioid()),
        lambda c: f"Had {c.epo()} diagnosed back in {c.D('year')}.",
    ]
    b = sentences(cx, body, 3, 6)
    sig = cx.ch([f"Thanks, {cx.nm(pt, form='given')}", f"- {cx.nm(pt, form=cx.ch(['full', 'given_init']))}",
                 f"{cx.nm(pt, form='full')}\n{cx.phone()}\n{cx.email(pt)}", f"Regards {cx.nm(pt, form='title_sur')} ({cx.dob()})", ""])
    return hdr, b, [sig] if sig else []


def g_app(cx):
    """Health-app / telehealth chat support message."""
    pt = "pt"
    hdr = []
    hdr.append(f"[{cx.ch(['App support', 'Chat', 'In-app message'])}] user {cx.user(pt)} | {cx.D(cx.ch(['iso', 'num']))} {cx.clock()} | IP {cx.ip()}")
    if cx.p(0.6):
        hdr.append(f"Profile: {cx.nm(pt, form=cx.ch(['full', 'sur_first']))}, {cx.age()}, {cx.city()}")
    body = [
        lambda c: f"hello, {c.nm(pt, form=c.ch(['full', 'given']))} here, the app crashed while uploading my {c.vital()} reading.",
        lambda c: (lambda b: f"Face login failed, it says {b[0]} {b[1]} not matched.")(c.bioid()),
        lambda c: (lambda b: f"Please delete my old {b[0]} {b[1]}, I changed phones.")(c.bioid()),
        lambda c: f"My registered email is {c.email(pt)} and mobile {c.phone()}.",
        lambda c: (lambda dv: f"Sensor {dv[0]} {dv[1]} is not syncing since {c.D(c.ch(['wd', 'mon_d']))}.")(c.device()),
        lambda c: f"Sugar was {c.r.randint(60, 330)} mg/dL after lunch, {c.lab()}, app says high risk?? doc had me on {c.drug()}.",
        lambda c: f"Teleconsult with {c.doc('d1')} from {c.hosp()} was cut at {c.clock()}.",
        lambda c: f"Booked for my {c.ch(['mother', 'father', 'mom', 'dad'])} {c.nm('r1', 'FAMILY', form=c.ch(['given', 'full']))}, she is {c.age_pred(lo=60)}.",
        lambda c: f"Link you sent {c.url()} is not opening.",
        lambda c: (lambda pl: f"Added my {pl[0]} {pl[1]} but it shows invalid.")(c.plan()),
        lambda c: (lambda s: f"KYC asks {s[0]} {s[1]}, is it safe?")(c.ssn()),
        lambda c: f"Logged in from {c.ip()} at office and from home also.",
        lambda c: f"Step goal says {c.r.randint(2, 12)}000 steps but I walked more. {c.score()} on the mood check.",
        lambda c: c.ordinary(),
        lambda c: f"Currently in {c.city()}, {c.ch(['travelling', 'on assignment', 'visiting family'])} till {c.D(c.ch(['mon_d', 'short', 'num']))}.",
        lambda c: f"I am a {c.prof()}, shift work so reminders at {c.clock()} don't suit.",
    ]
    b = sentences(cx, body, 3, 6)
    sig = cx.ch([f"- {cx.user(pt)}", f"{cx.nm(pt, form='given')}", f"Sent from {cx.nm(pt, form='full')}'s phone", ""])
    return hdr, b, [sig] if sig else []


def g_nurse(cx):
    """Nurse advice line call summary (telegraphic)."""
    pt = "pt"
    rv = cx.rel("r1")
    hdr = [f"Advice line {cx.D(cx.ch(['num', 'iso', 'wd_short']))} {cx.clock()}. Call taken by {cx.doc('n1', cx.ch(['full_cred', 'init_cred', 'nurse_given']), creds=['RN', 'NP', 'LPN', 'BSN', 'RM', 'RPh', 'PharmD'])}."]
    if cx.p(0.6):
        hdr.append(f"Caller: {rv[0]} {rv[1]}, cb {cx.phone()}. Re: {cx.nm(pt, form=cx.ch(['full', 'title_full', 'sur_first']))}, {cx.age()}, DOB {cx.dob()}.")
    else:
        hdr.append(f"Caller: self, {cx.nm(pt, form=cx.ch(['full', 'mid']))} {cx.age()}. Tel {cx.phone()}.")
    body = [
        lambda c: f"c/o {c.ch(['fever', 'vomiting', 'chest tightness', 'headache', 'rash', 'dysuria'])} x {c.num()}, {c.vital()}, {c.vital()}, home {c.lab()}.",
        lambda c: f"PMH {c.epo()}, {c.ch(['T2DM', 'HTN', 'COPD', 'asthma'])}. Meds: {c.drug()}; {c.drug()}.",
        lambda c: f"Seen at {c.hosp()} on {c.D(c.ch(['num', 'short', 'wd']))} by {c.doc('d1')}.",
        lambda c: f"Lives at {c.address()} with {c.rel('r2')[0]} {c.rel('r2')[1]}.",
        lambda c: f"Advised {c.ch(['fluids and rest', 'attend ED if worse', 'GP appt within 24h', 'urgent care today'])}; disposition code {c.icd()}.",
        lambda c: f"{c.nm(pt, form='given')} works as a {c.prof()} at {c.employer()}.",
        lambda c: (lambda a: f"{a[0]} {a[1]} noted for call record.")(c.account()),
        lambda c: f"Recently back from {c.country()} ({c.D(c.ch(['short', 'mon_d']))}-{c.D(c.ch(['short', 'mon_d']))}).",
        lambda c: f"Scores {c.score()}, {c.score()}. Call ended {c.clock()}.",
        lambda c: f"Also {c.gest()}, {c.vital()}.",
        lambda c: f"{c.ch(['Will', 'Nurse will'])} call back {c.D(c.ch(['wd', 'wd3']))} to check.",
    ]
    b = sentences(cx, body, 3, 6)
    return hdr, b, [f"-- {cx.doc('n1', 'given')} ({cx.ch(['RN', 'NP', 'LPN', 'BSN', 'RM', 'RPh', 'PharmD'])}) ext. {T('PHONE', str(cx.r.randint(2000, 7999)))}"] if cx.p(0.5) else []


def g_pharm(cx):
    """Pharmacy chat."""
    pt = "pt"
    hdr = [f"{cx.pharm()} chat {cx.D(cx.ch(['num', 'wd_short']))} {cx.clock()}"]
    if cx.p(0.6):
        hdr.append(f"Customer: {cx.nm(pt, form=cx.ch(['full', 'sur_first', 'given_init']))} | DOB {cx.dob()} | {cx.phone()}")
    who = cx.doc("ph1", cx.ch(["nurse_given", "given", "init_cred"]))
    body = [
        lambda c: (lambda i: f"Customer: hi is my {c.drug()} ready? {i[0]} {i[1]} under {c.nm(pt, form=c.ch(['full', 'title_sur', 'sur_first']))}")(c.idnum("Rx")),
        lambda c: f"Pharmacy ({who}): Yes, ready after {c.clock()}. DOB please?",
        lambda c: f"Customer: {c.dob()}. my {c.rel('r1')[0]} {c.rel('r1')[1]} will collect",
        lambda c: (lambda l: f"Prescriber {c.doc('d1', c.ch(['dr_full', 'full_cred']), creds=['MD', 'MBBS', 'DO', 'MBChB', 'FRCP', 'MRCGP', 'FPCP', 'DNB'])}, {l[0]} {l[1]}, fax {c.fax()}.")(c.license()),
        lambda c: f"Pharmacy: {c.drug()} is out of stock, can swap to {c.drug()}.",
        lambda c: (lambda pl: f"Insurance on file {pl[0]} {pl[1]}, copay applies.")(c.plan()),
        lambda c: f"Customer: can you deliver to {c.address()}",
        lambda c: f"Pharmacy: we can text {c.phone()} when it's out for delivery.",
        lambda c: f"Customer: last {c.lab()}, doctor said keep same dose",
        lambda c: f"Pharmacy: refill online at {c.url()} next time.",
        lambda c: f"Customer: {c.ordinary()}",
        lambda c: f"Pharmacy: interaction check ok, {c.r.choice([7, 14, 28, 30, 90])} day supply, {c.r.randint(1, 3)} refills left.",
        lambda c: (lambda a: f"Pharmacy: {a[0]} {a[1]} has a balance from {c.D(c.ch(['month_year', 'mon_d']))}.")(c.account()),
    ]
    b = sentences(cx, body, 3, 6)
    return hdr, b, []


def g_sms(cx):
    """SMS appointment exchange."""
    pt = "pt"
    h = cx.hosp()
    hdr = []
    if cx.p(0.6):
        hdr.append(f"SMS to {cx.phone()} ({cx.nm(pt, form=cx.ch(['full', 'sur_first']))}) {cx.D(cx.ch(['num', 'iso']))} {cx.clock()}")
    b = [
        f"{h}: Hi {cx.nm(pt, form=cx.ch(['given', 'title_sur', 'given_init']))}, reminder of your appt with {cx.doc('d1', cx.ch(['dr_sur', 'drdot_sur', 'nurse_given', 'dr_full']))} on {cx.D(cx.ch(['wd_short', 'long', 'mon_d', 'num']))} at {cx.clock()}. Reply Y to confirm or call {cx.phone()}.",
    ]
    more = [
        lambda c: f"Pt: can i move it to {c.D(c.ch(['wd', 'wd3', 'mon_d']))} pls, working {c.D('wd')}",
        lambda c: f"Clinic: {c.D(c.ch(['wd_short', 'mon_d']))} {c.clock()} or {c.D(c.ch(['wd_short', 'mon_d']))} {c.clock()} available.",
        lambda c: f"Pt: first one. my {c.rel('r1')[0]} {c.rel('r1')[1]} is driving me",
        lambda c: f"Clinic: Booked. Bring your insurance card and a list of meds e.g. {c.drug()}.",
        lambda c: f"Pt: do i fast for the {c.ch(['HbA1c', 'lipids', 'bloods', 'glucose test'])}?",
        lambda c: f"Clinic: Yes nothing after {c.clock()}. Park at {c.ch(['', 'the '])}{T('LOCATION_OTHER', c.ch(['Level 2 car park', 'Birch car park', 'Gate 3 entrance', 'Lot C', 'Pavilion Block']))}.",
        lambda c: f"Pt: {c.ordinary().lower()}",
        lambda c: f"Clinic: Visit no. {T('ACCOUNT', 'V' + c.dg(6))}, see you then.",
        lambda c: f"Pt: ok thx. this is {c.nm(pt, form='given')}'s {c.ch(['mum', 'dad'])} btw, she's only {c.age_pred(lo=3, hi=16)}",
        lambda c: f"Clinic: Telehealth link {c.url()} sent to {c.email(pt)}.",
        lambda c: f"Pt: STOP",
    ]
    b += sentences(cx, more, 2, 5)
    return hdr, b, []


def g_carer(cx):
    """Carer / relative message about a relative."""
    pt = "pt"
    me_rel, me = cx.rel("me", form=cx.ch(["given", "full"]))
    ptrel = cx.ch(["mum", "dad", "mother", "father", "nan", "grandad", "husband", "wife", "lola", "lolo", "aunt"])
    hdr = []
    if cx.p(0.65):
        hdr.append(f"From: {me} <{cx.email('me')}> {cx.D(cx.ch(['num', 'wd_short']))}")
        hdr.append(f"Re: {cx.nm(pt, form=cx.ch(['full', 'upper_sur_first', 'title_full']))}, {cx.ch(['Rm', 'room'])} {cx.room()}, {cx.care_home()}")
    body = [
        lambda c: f"Hi, I'm {me}, {ptrel} of {c.nm(pt, form=c.ch(['full', 'title_full', 'title_sur']))} in room {c.room()} at {c.care_home()}.",
        lambda c: f"My {ptrel} {c.nm(pt, form='given')} is {c.age_pred(lo=70, hi=99)} and has {c.epo()}.",
        lambda c: f"She was moved to bed {c.bed()} on {c.ward()} {c.D(c.ch(['wd', 'mon_d']))} and nobody told us.",
        lambda c: f"Carer {c.doc('c1', c.ch(['given', 'nurse_given']))} said her {c.vital()} and {c.vital()} at {c.clock()}.",
        lambda c: f"Meds chart shows {c.drug()} but she stopped that in {c.D('month_year')}, last {c.lab()}.",
        lambda c: f"My brother {c.nm('r2', 'FAMILY', form=c.ch(['given', 'full']))} lives in {c.country()} so it's just me.",
        lambda c: f"Best number {c.phone()} or email {c.email('me')}.",
        lambda c: f"Her home is {c.address()} if the OT needs to visit.",
        lambda c: (lambda v: f"Patient transport came in a car {v[0]} {v[1]} and left her waiting {c.num()}.")(c.vehicle()),
        lambda c: f"She used to be a {c.prof()} and gets upset when rushed.",
        lambda c: f"GP is {c.doc('d1', c.ch(['dr_sur', 'dr_full']))} at {c.hosp()}.",
        lambda c: c.ordinary(),
        lambda c: f"{c.ch(['MMSE', 'Her memory score'])} was {c.score()} last time.",
        lambda c: f"{c.ch(cx.mrn_label())} {c.mrn()} for reference.",
    ]
    b = sentences(cx, body, 3, 6)
    sig = cx.ch([f"{me} ({me_rel})", f"Thanks, {me}", f"{me}, {cx.phone()}", ""])
    return hdr, b, [sig] if sig else []


def g_referral(cx):
    """Short referral note between clinicians."""
    pt = "pt"
    hdr = [f"{cx.ch(['Dear', 'Hi', 'To'])} {cx.doc('d2', cx.ch(['dr_sur', 'drdot_sur', 'prof', 'dr_full']))},",
           f"Re: {cx.nm(pt, form=cx.ch(['full', 'upper_sur_first', 'title_full', 'mid']))}, DOB {cx.dob()}, {cx.ch(cx.mrn_label())} {cx.mrn()}"]
    if cx.p(0.5):
        hdr.append(f"Address: {cx.address()}")
    body = [
        lambda c: f"Thank you for seeing this {c.age()} {c.ch(['retired', 'self-employed', 'part-time'])} {c.prof()} with {c.ch(['worsening dyspnoea', 'weight loss', 'a neck lump', 'recurrent UTIs', 'chest pain on exertion'])}.",
        lambda c: f"Bloods {c.D(c.ch(['num', 'short']))}: {c.lab()}, {c.lab()}, {c.lab()}.",
        lambda c: f"Obs: {c.vital()}, {c.vital()}, {c.score()}.",
        lambda c: f"Current meds: {c.drug()}; {c.drug()}.",
        lambda c: f"Background {c.epo()}, Dx code {c.icd()}.",
        lambda c: f"Lives with {c.rel('r1')[0]} {c.rel('r1')[1]}; NOK tel {c.phone()}.",
        lambda c: f"Previously under {c.doc('d3')} at {c.hosp()} until {c.D(c.ch(['month_year', 'year']))}.",
        lambda c: (lambda i: f"CT {i[0]} {i[1]} reported {c.D(c.ch(['num', 'dmy_long']))}.")(c.idnum("specimen requisition order")),
        lambda c: (lambda pl: f"Funding: {pl[0]} {pl[1]}.")(c.plan()),
        lambda c: (lambda dv: f"Has {c.ch(P.DEVICE_MODELS)} {dv[0]} {dv[1]} in situ.")(c.device()),
        lambda c: f"Seen {c.D(c.ch(['wd_short', 'num']))} to {c.D(c.ch(['wd_short', 'num']))} in {c.hosp()}, {c.ward()}.",
    ]
    b = sentences(cx, body, 3, 6)
    lab, lic = cx.license()
    sig = [f"{cx.ch(['Kind regards', 'Thanks', 'Yours sincerely'])},",
           f"{cx.doc('d1', cx.ch(['full_cred', 'dr_full', 'sur_cred']), creds=['MD', 'MBBS', 'DO', 'MBChB', 'FRCP', 'MRCGP', 'FPCP', 'DNB'])}, {cx.hosp()}"]
    if cx.p(0.7):
        sig.append(f"{lab} {lic} | Tel {cx.phone()} | Fax {cx.fax()}")
    if cx.p(0.3):
        sig.append(f"{cx.email('d1')}")
    return hdr, b, sig


def g_oncall(cx):
    """On-call text / bleep message between clinicians."""
    pt = "pt"
    b = [
        f"{cx.ch(['Bleep', 'Pager', 'Text'])} from {cx.doc('n1', cx.ch(['nurse_given', 'given', 'init_cred']))} {cx.ward()} {cx.clock()}: {cx.ch(['bed', 'Bed', 'bay 2 bed'])} {cx.bed()} {cx.nm(pt, form=cx.ch(['title_sur', 'sur', 'full', 'initials', 'upper_sur_first']))} {cx.age()} {cx.vital()} {cx.vital()} {cx.score()}, {cx.lab()}.",
    ]
    more = [
        lambda c: f"Pls call back on {c.ch(['ext', 'ext.', 'x'])} {T('PHONE', str(c.r.randint(2000, 8999)))} or bleep {c.pager()}.",
        lambda c: f"Last {c.lab()}, {c.lab()}. On {c.drug()}.",
        lambda c: f"{c.doc('d1', c.ch(['dr_sur', 'given']))} (reg) aware, wants {c.ch(['ABG', 'ECG', 'repeat bloods', 'CXR'])} before {c.clock()}.",
        lambda c: f"{c.ch(cx.mrn_label())} {c.mrn()}, adm {c.D(c.ch(['short', 'wd_short', 'num']))} under {c.doc('d2', c.ch(['dr_sur', 'prof']))}.",
        lambda c: f"Family ({c.rel('r1')[0]} {c.rel('r1')[1]}) on way, {c.phone()}.",
        lambda c: f"Hx {c.epo()}, {c.icd()}. Now {c.gest()}.",
        lambda c: f"Moved from room {c.room()} to side room {c.room()}.",
        lambda c: (lambda dv: f"Pump {dv[0]} {dv[1]} alarming occlusion.")(c.device()),
        lambda c: f"{c.ch(['Will', 'will'])} escalate to outreach if NEWS2 stays {c.r.randint(5, 9)}.",
        lambda c: f"Reply from {c.doc('d1', 'dr_sur')}: coming, {c.num()}. Give {c.drug()} stat.",
    ]
    b += sentences(cx, more, 2, 5)
    return [], b, []


def g_dc(cx):
    """Discharge phone follow-up."""
    pt = "pt"
    hdr = [f"Post-discharge call {cx.D(cx.ch(['num', 'iso', 'dmy_long']))} {cx.clock()} by {cx.doc('n1', cx.ch(['full_cred', 'init_cred', 'nurse_given']), creds=['RN', 'NP', 'LPN', 'BSN', 'RM', 'RPh', 'PharmD'])}"]
    if cx.p(0.85):
        a = cx.account()
        hdr.append(f"Pt: {cx.nm(pt, form=cx.ch(['full', 'sur_first', 'upper_sur_first']))} | {cx.ch(cx.mrn_label())} {cx.mrn()} | {a[0]} {a[1]}")
    body = [
        lambda c: f"Called {c.nm(pt, form=c.ch(['title_sur', 'given', 'full']))} on {c.phone()}, d/c from {c.hosp()} {c.D(c.ch(['num', 'short', 'wd']))} after {c.ch(['CAP', 'NSTEMI', 'cellulitis', 'lap chole', 'hip ORIF'])}.",
        lambda c: f"Spoke to {c.rel('r1')[0]} {c.rel('r1')[1]} as pt asleep.",
        lambda c: f"Taking {c.drug()}, {c.drug()}; no missed doses.",
        lambda c: f"Home obs {c.vital()}, {c.vital()}.",
        lambda c: f"F/u with {c.doc('d1')} booked {c.D(c.ch(['wd_short', 'long', 'mon_d']))} at {c.clock()}.",
        lambda c: f"{c.age()}, lives alone at {c.address()}.",
        lambda c: (lambda dv: f"Home O2 delivered, {c.ch(P.DEVICE_MODELS)} {dv[0]} {dv[1]}.")(c.device()),
        lambda c: f"Wound ok, {c.score()}. Hx {c.epo()} ({c.icd()}).",
        lambda c: f"Off work from {c.employer()} until {c.D(c.ch(['mon_d', 'num']))}.",
        lambda c: f"{c.ordinary()}",
        lambda c: f"Pending result {c.lab()} - will relay. Last {c.lab()}, {c.score()}.",
        lambda c: (lambda i: f"Equipment {i[0]} {i[1]} raised.")(c.idnum("order ticket case")),
    ]
    b = sentences(cx, body, 3, 6)
    return hdr, b, []


def g_school(cx):
    """School sick-note request from a parent."""
    pt = "pt"
    kid_age = cx.r.randint(4, 17)
    par_rel, par = cx.rel("par", relation=cx.ch(["mum", "dad", "mother", "father"]), form=cx.ch(["given", "full"]))
    hdr = []
    if cx.p(0.6):
        hdr.append(f"From: {par} ({cx.email('par')}) | Child: {cx.nm(pt, form=cx.ch(['full', 'sur_first']))}, DOB {cx.dob(2007, 2021)}")
    body = [
        lambda c: f"Hello, my {'son' if c.person(pt)['sex'] == 'm' else 'daughter'} {c.nm(pt, form=c.ch(['full', 'given']))} ({c.age(a=kid_age)}) needs a note for {c.school()}.",
        lambda c: f"{c.nm(pt, form='given')} was off {c.D(c.ch(['wd', 'short', 'mon_d']))} to {c.D(c.ch(['wd', 'short', 'mon_d']))} with {c.ch(['a temp', 'vomiting', 'tonsillitis', 'chickenpox'])}, {c.vital()}.",
        lambda c: f"Teacher {c.title(c.person('t1'))} {T('FAMILY', c.person('t1')['sur'])} says {'he' if c.person(pt)['sex'] == 'm' else 'she'} needs it by {c.D(c.ch(['wd', 'mon_d']))}.",
        lambda c: f"School email {c.email(org=True)} or fax {c.fax()}.",
        lambda c: (lambda i: f"Student {i[0].split()[-1]} {i[1]}.")(c.idnum("student")),
        lambda c: f"Doctor gave {c.drug()} which helped, {c.vital()} now.",
        lambda c: f"{'He' if c.person(pt)['sex'] == 'm' else 'She'} has {c.epo()} so misses a lot ({c.icd()} on her plan).",
        lambda c: f"Can we pick it up from {c.hosp()} after {c.clock()}?",
        lambda c: f"Their form is at {c.url()}.",
        lambda c: f"{c.ordinary()}",
        lambda c: f"Our address {c.address()}.",
        lambda c: f"Class {c.ch(['5B', 'Year 4', 'Grade 3', 'Std 7'])}, {c.r.randint(2, 9)} days missed, {c.r.randint(1, 4)} tablets a day.",
    ]
    b = sentences(cx, body, 3, 6)
    sig = cx.ch([f"{par} ({par_rel}) {cx.phone()}", f"Thanks, {par}", f"{par}\n{cx.email('par')}"])
    return hdr, b, [sig]


def g_work(cx):
    """Employer sick-note / medical certificate request."""
    pt = "pt"
    hdr = []
    if cx.p(0.6):
        hdr.append(f"Request via {cx.url()} | {cx.nm(pt, form=cx.ch(['full', 'upper_sur_first', 'sur_first']))} | DOB {cx.dob(1950, 2004)} | {cx.D(cx.ch(['num', 'iso']))} {cx.clock()}")
    body = [
        lambda c: f"Hi, I need a fit note for {c.employer()} where I work as a {c.prof()}.",
        lambda c: f"Off sick {c.D(c.ch(['num', 'short', 'mon_d']))} - {c.D(c.ch(['num', 'short', 'mon_d']))} with {c.ch(['back pain', 'flu', 'gastro', 'anxiety', 'migraine'])}.",
        lambda c: f"Manager {c.nm('m1', 'FAMILY', form=c.ch(['given', 'full', 'title_sur']))} wants it by {c.D(c.ch(['wd', 'wd3']))}.",
        lambda c: (lambda i: f"HR need my {i[0]} {i[1]} on it.")(c.idnum("employee staff")),
        lambda c: f"Send to {c.email(org=True)} or fax {c.fax()} attn {c.nm('m1', 'FAMILY', form='given')}.",
        lambda c: (lambda s: f"Payroll asked for {s[0]} {s[1]}, do you need it too?")(c.ssn()),
        lambda c: (lambda l: f"Previous cert signed by {c.doc('d1', c.ch(['dr_full', 'full_cred']), creds=['MD', 'MBBS', 'DO', 'MBChB', 'FRCP', 'MRCGP', 'FPCP', 'DNB'])} ({l[0]} {l[1]}).")(c.license()),
        lambda c: f"Seen at {c.hosp()} on {c.D()}, given {c.drug()}, {c.lab()} was fine.",
        lambda c: f"{c.ch(cx.mrn_label())} {c.mrn()}.",
        lambda c: (lambda i: f"Claim ref {i[1]} for the insurer.")(c.idnum("claim")),
        lambda c: f"I'm {c.age_pred(18, 66)} and the job is {c.r.randint(6, 12)} hours a day on my feet.",
        lambda c: f"Code on last note was {c.icd()}, {c.score()}.",
        lambda c: f"{c.ordinary()}",
    ]
    b = sentences(cx, body, 3, 6)
    sig = cx.ch([f"{cx.nm(pt, form='full')}\n{cx.phone()}", f"{cx.nm(pt, form=cx.ch(['given', 'full', 'mid']))}", f"- {cx.nm(pt, form='given_init')}, DOB {cx.dob()}"])
    return hdr, b, [sig]


def g_complaint(cx):
    """Short complaint message."""
    pt = "pt"
    hdr = []
    if cx.p(0.7):
        i = cx.idnum("ref case ticket")
        hdr.append(f"Complaint {i[0]} {i[1]} received {cx.D(cx.ch(['num', 'iso']))} via {cx.url()}")
        hdr.append(f"From: {cx.nm('me', 'FAMILY', form='full')} ({cx.email('me')}), re patient {cx.nm(pt, form=cx.ch(['full', 'sur_first']))}, {cx.ch(cx.mrn_label())} {cx.mrn()}")
    body = [
        lambda c: f"I am writing about my {c.ch(['mum', 'dad', 'wife', 'husband', 'son'])} {c.nm(pt, form=c.ch(['full', 'title_sur', 'given']))} who waited {c.num()} at {c.hosp()} on {c.D()}.",
        lambda c: f"Receptionist {c.doc('s1', c.ch(['given', 'dr_full']).replace('dr_full', 'given'))} was rude and {c.doc('d1', c.ch(['dr_sur', 'drdot_sur']))} never came.",
        lambda c: (lambda v: f"Got a parking fine for {v[0]} {v[1]} in {(lambda v: ('the ' if v in ('Oak car park', 'Gatehouse multi-storey') else '') + T('LOCATION_OTHER', v))(c.ch(['Oak car park', 'Bay 14', 'Car Park B', 'Gatehouse multi-storey']))} while inside.")(c.vehicle()),
        lambda c: (lambda a: f"The bill on {a[0]} {a[1]} charges for {c.drug()} we never got.")(c.account()),
        lambda c: f"His {c.vital()} and {c.lab()} were ignored until {c.clock()}.",
        lambda c: f"Diagnosis written as {c.icd()} but he has {c.epo()}.",
        lambda c: f"Contact me at {c.email('me')} or {c.phone()}.",
        lambda c: f"Our address: {c.address()}.",
        lambda c: f"The portal logged someone in from {c.ip()} which wasn't us.",
        lambda c: f"He is {c.age_pred(lo=60)} and a retired {c.prof()}, he deserves better.",
        lambda c: f"{c.ordinary()}",
        lambda c: (lambda d: f"Visitor {c.nm('v1', 'FAMILY', form='full')} gave {d[0]} {d[1]} at security.")(c.dl()),
        lambda c: (lambda v: f"Ambulance {v[0]} {v[1]} blocked the entrance.")(c.vehicle()),
    ]
    b = sentences(cx, body, 3, 6)
    sig = cx.ch([f"{cx.nm('me', 'FAMILY', form='full')}", f"Regards, {cx.nm('me', 'FAMILY', form='title_full')}", ""])
    return hdr, b, [sig] if sig else []


GENRES = [
    ("portal_question", g_portal, {"US": 5, "CA": 3, "UK": 1, "IN": 1, "PH": 1}),
    ("health_app_chat", g_app, {"IN": 4, "PH": 3, "UK": 1, "US": 2, "CA": 1}),
    ("nurse_advice_line", g_nurse, {"US": 3, "UK": 3, "CA": 3, "IN": 1, "PH": 1}),
    ("pharmacy_chat", g_pharm, {"US": 3, "UK": 2, "CA": 2, "IN": 2, "PH": 2}),
    ("sms_appointment", g_sms, {"US": 2, "UK": 2, "CA": 2, "IN": 2, "PH": 2}),
    ("carer_message", g_carer, {"UK": 3, "US": 2, "CA": 2, "PH": 2, "IN": 1}),
    ("referral_note", g_referral, {"UK": 3, "IN": 2, "US": 2, "CA": 2, "PH": 2}),
    ("oncall_text", g_oncall, {"UK": 4, "US": 2, "IN": 2, "PH": 1, "CA": 1}),
    ("discharge_followup", g_dc, {"US": 3, "CA": 2, "UK": 2, "PH": 2, "IN": 1}),
    ("school_sick_note", g_school, {"UK": 2, "US": 2, "PH": 2, "IN": 2, "CA": 2}),
    ("employer_sick_note", g_work, {"PH": 3, "IN": 2, "UK": 2, "US": 2, "CA": 2}),
    ("complaint_message", g_complaint, {"UK": 3, "US": 2, "CA": 2, "IN": 1, "PH": 2}),
]
PER_GENRE = 64


def build_note(rng, genre_fn, weights, lower):
    country = rng.choices(list(weights), weights=list(weights.values()))[0]
    cx = Ctx(rng, country)
    hdr, body, sig = genre_fn(cx)
    style = rng.random()
    if style < 0.55:
        body_txt = " ".join(body)
    elif style < 0.8:
        body_txt = "\n".join(body)
    else:
        body_txt = "\n".join("- " + s for s in body)
    parts = [p for p in ["\n".join(hdr), body_txt, "\n".join(sig)] if p]
    marked = "\n".join(parts)
    if rng.random() < 0.15:  # typo-ish informal touches, outside markers only
        marked = marked.replace(" you ", " u ").replace(" please ", " pls ").replace("Thanks", "Thx")
    if lower:
        marked = marked.lower()
    return country, marked


def main():
    rng = random.Random(120)
    plan = []
    for name, fn, w in GENRES:
        lows = [i < round(PER_GENRE / 6) for i in range(PER_GENRE)]
        rng.shuffle(lows)
        for lo in lows:
            plan.append((name, fn, w, lo))
    rng.shuffle(plan)
    rows = []
    for idx, (name, fn, w, lo) in enumerate(plan, 1):
        country, marked = build_note(rng, fn, w, lo)
        text, spans = strip_markers(marked)
        for s in spans:
            v = s["text"]
            assert v and v == v.strip(), (idx, v)
        rows.append({"id": f"dev120-en-{idx:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev120-en", "genre": name, "lowercase": lo}})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()

"""Shared note context and PHI-rendering helpers."""
import datetime as dt
import re

import clinical as K
import pools
from core import (AC, AG, CI, CO, DA, DR, DV, EM, FA, FX, HO, HP, ID, IP, LI, LO, MR, OR, P, PH, PR, SA, SS,
                  ST, UR, US, ZP, Doc, Person, rand_date, vis, words, _D, _L)

PHYS = {"md", "surg", "rad", "anaes", "res"}
ROLE_WORD = {"rn": "nurse", "np": "NP", "pa": "PA", "pharm": "pharmacist", "pt": "physio", "sw": "social worker",
             "mw": "midwife", "tech": "tech"}


class Staff:
    def __init__(self, p, role, cred):
        self.p, self.role, self.cred = p, role, cred

    def __getattr__(self, k):
        return getattr(self.p, k)


class Ctx:
    def __init__(self, rng, loc, age_range=(19, 96)):
        r = self.r = rng
        L = self.L = loc
        self.uk = loc.code not in ("US", "CA")
        self.sex = r.choice("FM")
        self.pt = L.person(self.sex)
        self.adm = rand_date(r)
        lo, hi = age_range
        self.set_age(r.randint(lo, hi))
        self.los = r.randint(1, 14)
        self.dis = self.adm + dt.timedelta(days=self.los)
        self.addr = L.address()
        self.phone = L.phone()
        self.mrn = L.mrn()
        self.acct = L.acct()
        self.hp = L.health()
        self.hosp = L.hospital()
        self.ward = L.ward()
        self.room = L.room()
        self.bed = L.bed()
        self.att = self.staff("md")
        self.gp = self.staff("md")
        self.practice = L.practice()
        self.user_cache = {}
        self.ptprof = self.prof()

    def set_age(self, age, months=False):
        r = self.r
        self.age = age
        if months:
            days = int(age * 30.4) + r.randint(1, 25)
        else:
            days = int(age * 365.25) + r.randint(20, 340)
        self.dob = self.adm - dt.timedelta(days=days)

    def staff(self, role):
        p = self.L.person()
        return Staff(p, role, self.L.cred(role))

    def fam(self, sex=None, same_surname=False):
        p = self.L.person(sex)
        while p.given == self.pt.given or p.last == self.pt.last and not same_surname:
            p = self.L.person(sex)
        if same_surname:
            p = Person(p.given, self.pt.last, p.sex, p.mi)
        return p

    # ---------------- dates
    def d(self, x, style=None):
        return DA(self.L.date(x, style))

    def pd(self, x):
        return DA(self.L.pdate(x))

    def wd(self, x):
        return DA(self.L.wdate(x))

    def days(self, base, a, b):
        return base + dt.timedelta(days=self.r.randint(a, b))

    def tm(self):
        return f"{self.r.randint(0, 23):02d}:{self.r.randint(0, 59):02d}"

    def tm12(self):
        return f"{self.r.randint(1, 12)}:{self.r.randint(0, 59):02d} {self.r.choice(['AM', 'PM', 'am', 'pm'])}"

    # ---------------- patient name
    def pn(self, form=None):
        r, p, L = self.r, self.pt, self.L
        form = form or r.choices(["title", "full", "first", "lf", "full_mi", "gi", "initdot", "LF"],
                                 [34, 18, 10, 6, 8, 4, 3, 2])[0]
        if form == "title":
            return f"{L.title(p.sex)} {P(p.last)}"
        return P(getattr(p, {"full": "full", "first": "given", "lf": "lf", "full_mi": "full_mi", "gi": "gi",
                             "initdot": "initdot", "LF": "LF", "init": "init", "last": "last"}[form]))

    # ---------------- staff references
    def dr(self, s, form=None):
        r, L = self.r, self.L
        if s.role in PHYS:
            form = form or r.choices(["drl", "drf", "fc", "fcn", "lfc", "ilc", "fmc"], [30, 12, 22, 8, 8, 10, 10])[0]
            return {
                "drl": lambda: f"{L.drt()} {DR(s.last)}", "drf": lambda: f"{L.drt()} {DR(s.full)}",
                "fc": lambda: f"{DR(s.full)}, {s.cred}", "fcn": lambda: f"{DR(s.full)} {s.cred.split(',')[0]}",
                "lfc": lambda: f"{DR(s.lf)}, {s.cred}", "ilc": lambda: f"{DR(s.ilast)}, {s.cred}",
                "fmc": lambda: f"{DR(s.full_mi)}, {s.cred}", "full": lambda: DR(s.full),
                "last": lambda: DR(s.last)}[form]()
        form = form or r.choices(["fc", "ilc", "role", "full"], [45, 20, 20, 15])[0]
        if form not in ("fc", "ilc", "role", "full", "last"):
            form = "fc"
        return {"fc": lambda: f"{DR(s.full)}, {s.cred}", "ilc": lambda: f"{DR(s.ilast)} {s.cred}",
                "role": lambda: f"{ROLE_WORD.get(s.role, 'nurse')} {DR(s.given)}", "full": lambda: DR(s.full),
                "last": lambda: DR(s.last), "drl": lambda: DR(s.full)}[form]()

    # ---------------- ages
    def age_ph(self, form=None):
        r, a = self.r, self.age
        w = {"F": ("woman", "female", "F", "lady"), "M": ("man", "male", "M", "gentleman")}[self.sex]
        form = form or r.choices(["yo_word", "yo", "yo2", "yslash", "short", "words", "yr", "glued"],
                                 [30, 14, 8, 8, 12, 5, 8, 6])[0]
        return {
            "yo_word": f"{AG(a)}-year-old {w[0]}", "yo": f"{AG(a)} yo {w[1]}", "yo2": f"{AG(a)}yo {w[2]}",
            "yslash": f"{AG(a)} y/o {w[1]}", "short": f"{AG(a)} {w[2]}",
            "words": f"{AG(words(a))}-year-old {w[0]}", "yr": f"{AG(a)}-yr-old {w[1]}",
            "glued": f"{AG(a)}{w[2]}"}[form]

    # ---------------- misc identifiers
    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    def url(self, kind="portal"):
        r = self.r
        dom = self.L.hosp_domain(self.hosp)
        path = {"portal": r.choice(["portal", "mychart", "patient-portal/login", "myhealth"]),
                "pacs": r.choice(["pacs/viewer", "imaging/study", "radweb"]),
                "info": r.choice(["patients/discharge-info", "services/cardiology", "leaflets/post-op"])}[kind]
        return r.choice([f"https://{dom}/{path}", f"www.{dom}/{path}", f"http://{dom}/{path}"])

    def user(self, person):
        k = person.full
        if k not in self.user_cache:
            self.user_cache[k] = person.user(self.r)
        return self.user_cache[k]

    def email(self, person, hosp=True):
        dom = self.L.hosp_domain(self.hosp) if hosp else self.L.domain()
        return person.email(self.r, dom)

    def accession(self, prefix=None):
        r = self.r
        prefix = prefix or r.choice(["RAD", "CT", "MR", "US", "XR", "ACC"])
        return r.choice([f"{prefix}-{_D(r, 7)}", f"{prefix}{self.adm.year % 100:02d}-{_D(r, 5)}", _D(r, 9),
                         f"{_L(r, 2)}{_D(r, 8)}"])

    def order(self):
        r = self.r
        return r.choice([_D(r, 8), f"ORD-{_D(r, 6)}", f"{_D(r, 3)}-{_D(r, 4)}-{_D(r, 3)}"])

    def serial(self):
        r = self.r
        return r.choice([f"{_L(r, 3)}{_D(r, 6)}", f"SN{_D(r, 8)}", f"{_D(r, 4)}-{_L(r, 2)}{_D(r, 4)}",
                         f"{_L(r, 2)}{_D(r, 3)}{_L(r, 1)}{_D(r, 4)}"])

    def lot(self):
        r = self.r
        return f"{_L(r, 1)}{_D(r, 5)}{_L(r, 1)}"

    def vin(self):
        r = self.r
        return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def bio(self):
        r = self.r
        return r.choice([f"FP-{_D(r, 6)}", f"PV{_D(r, 8)}", f"BIO-{_L(r, 2)}{_D(r, 5)}", f"IRIS-{_D(r, 7)}"])

    # ---------------- text helpers
    def fix(self, s):
        return K.fix(s, self.uk)

    def sig(self):
        return K.sig(self.r, self.uk)

    def hx_list(self, n=None):
        r = self.r
        n = n or r.randint(3, 7)
        return ", ".join(r.sample(K.ABBREV_LIST, n))

    def conds(self, n):
        return self.r.sample(K.CONDITIONS, n)

    def neg(self, n=2):
        r = self.r
        pool = K.EXAM_EPONYM + K.COMMON_WORDS + K.PUBLIC_SENT + K.RELATIVE_SENT
        return " ".join(self.fix(x) for x in r.sample(pool, n))

    def prof(self):
        r = self.r
        pool = pools.PROFESSIONS + (pools.UK_PROFESSIONS if self.L.code in ("UK", "IE") else [])
        return r.choice(pool)

    def aprof(self, p=None):
        p = p or self.ptprof
        return ("an " if p[0] in "aeiou" else "a ") + PR(p)

    def employer(self):
        return self.r.choice(pools.EMPLOYERS)

    def country(self):
        return self.r.choice(pools.COUNTRIES)


def header(c, d, fields, title=None):
    """Write a header block of (label, marked value) pairs in one of several layouts."""
    r = c.r
    if title:
        d.ln(title)
        if r.random() < 0.5:
            d.ln("=" * len(vis(title)) if r.random() < 0.5 else "-" * len(vis(title)))
    lay = r.choices(["kv", "two", "pipe", "line", "upper"], [30, 20, 18, 14, 18])[0]
    if lay == "kv" or lay == "upper":
        for lab, val in fields:
            lab = lab.upper() if lay == "upper" else lab
            d.ln(f"{lab}: {val}")
    elif lay == "two":
        for i in range(0, len(fields), 2):
            a = f"{fields[i][0]}: {fields[i][1]}"
            if i + 1 < len(fields):
                pad = max(2, 42 - len(vis(a)))
                a += " " * pad + f"{fields[i + 1][0]}: {fields[i + 1][1]}"
            d.ln(a)
    elif lay == "pipe":
        d.ln("| Field | Value |")
        d.ln("|---|---|")
        for lab, val in fields:
            d.ln(f"| {lab} | {val} |")
    else:
        chunks = [f"{lab}: {val}" for lab, val in fields]
        for i in range(0, len(chunks), 4):
            d.ln(" | ".join(chunks[i:i + 4]))
    d.ln()


def f_name(c):
    r = c.r
    lab = r.choice(["Patient", "Name", "Patient Name", "Pt Name"])
    form = r.choice(["LF", "full", "full_mi", "lf", "LF"])
    if c.L.code in ("UK", "IE", "IN", "AU", "NZ") and r.random() < 0.4 and c.age >= 18:
        return (lab, f"{c.L.title(c.sex)} {P(c.pt.full)}")
    return (lab, c.pn(form))


def f_dob(c):
    r = c.r
    v = c.d(c.dob, r.choice(["num", "num", "long", "mon", "iso"]))
    k = r.random()
    if k < 0.35:
        v += f" ({AG(c.age)} y)"
    elif k < 0.5:
        v += f" ({AG(c.age)}yo)"
    elif k < 0.6:
        v += f"  Age: {AG(c.age)}"
    return (r.choice(["DOB", "Date of Birth", "D.O.B."]), v)


def f_sexage(c):
    return (c.r.choice(["Age/Sex", "Age/Gender"]), f"{AG(c.age)}/{c.sex}")


def f_mrn(c):
    return (c.L.mrn_label(), MR(c.mrn))


def f_acct(c):
    return (c.L.acct_label(), AC(c.acct))


def f_hp(c):
    return (c.hp[0], HP(c.hp[1]))


def f_addr(c):
    return ("Address", c.L.addr(c.addr, multiline=False))


def f_phone(c):
    return (c.r.choice(["Phone", "Tel", "Home phone", "Contact"]), PH(c.phone))


def f_loc(c):
    r = c.r
    k = r.random()
    if k < 0.4:
        return ("Location", f"{HO(c.ward)}, Room {LO(c.room)}, Bed {LO(c.bed)}")
    if k < 0.7:
        return ("Ward/Bed", f"{HO(c.ward)} / {LO(c.bed)}")
    return ("Room", f"{LO(c.room)}-{LO(c.bed)}" if r.random() < 0.3 else LO(c.room))


def f_att(c, lab=None):
    lab = lab or ("Consultant" if c.uk else "Attending")
    return (lab, c.dr(c.att))


def f_gp(c):
    return (c.L.gp, f"{c.dr(c.gp, 'drl')}, {HO(c.practice)}")


def f_hosp(c):
    return (c.r.choice(["Facility", "Hospital", "Site"]), HO(c.hosp))


def f_natid(c):
    lab, v = c.L.natid()
    return (lab, SS(v))


def f_ins(c):
    r = c.r
    if c.L.code == "US":
        lab, v = c.hp
        return ("Insurance", f"{OR(c.L.insurer())} — {lab} {HP(v)}, Group {HP(c.L.group_no())}")
    lab, v = c.L.health()
    return ("Insurance", f"{OR(c.L.insurer())}, {lab} {HP(v)}")


def f_date(c, lab, x, style=None):
    return (lab, c.d(x, style))


def sign(c, d, s, when=None):
    r, L = c.r, c.L
    when = when or c.dis
    k = r.random()
    if k < 0.3:
        d.ln(f"Electronically signed by {c.dr(s, 'fc')} on {c.d(when)} at {c.tm()}")
    elif k < 0.55:
        d.ln(f"{DR(s.full)}, {s.cred}")
        d.ln(r.choice(["Attending Physician", "Consultant", "Hospitalist", "Registrar", "Staff Physician"]))
        d.ln(f"{L.pager_word().capitalize()} {PH(L.pager())}" if r.random() < 0.6 else f"Tel {PH(L.ext())}")
    elif k < 0.75:
        lab, v = L.licence("npi") if L.code == "US" else L.licence("md")
        d.ln(f"Signed: {c.dr(s, 'drf')}  {lab} {LI(v)}  {c.d(when)} {c.tm()}")
    else:
        d.ln(f"/s/ {DR(s.ilast)}, {s.cred} — {c.d(when, 'num')}")
    if r.random() < 0.45:
        tr = c.L.person()
        job = _D(r, 6)
        d1 = when + dt.timedelta(days=r.randint(0, 2))
        d.ln(f"DD: {c.d(when, 'num')} {c.tm()}   DT: {c.d(d1, 'num')} {c.tm()}")
        d.ln(f"{DR(s.lower_init)}/{DR(tr.lower_init)}   Job #{ID(job)}")


def cc_block(c, d):
    r, L = c.r, c.L
    a = L.address()
    fax = L.phone()
    if r.random() < 0.5:
        d.ln(f"cc: {c.dr(c.gp, 'drf')}, {HO(c.practice)}, {L.addr(a, multiline=False)}; Fax {FX(fax)}")
    else:
        d.ln(f"CC: {c.dr(c.gp, 'lfc')} ({L.gp}) — fax {FX(fax)}")
        if r.random() < 0.5:
            d.ln(f"    {c.pn('full')}, {L.addr(c.addr, multiline=False)}")


def footer(c, d, who=None):
    r = c.r
    who = who or c.att
    k = r.random()
    if k < 0.35:
        d.ln(f"Printed {c.d(c.dis, 'num')} {c.tm()} by {US(c.user(who))} from workstation {IP(c.ip())}")
    elif k < 0.6:
        d.ln(f"[Last modified by user {US(c.user(who))} ({DR(who.ilast)}) — {c.d(c.dis, 'iso')} {c.tm()}]")
    elif k < 0.8:
        d.ln(f"Patient portal: {UR(c.url('portal'))}   Login: {US(c.pt.user(r))}")
    else:
        d.ln(f"Document ID {ID(_D(r, 10))} | Page 1 of 1")

#!/usr/bin/env python3
"""Generate bench/dev110_en/notes.jsonl: invented US long-term-care / rehab / home-health
notes with gold PHI spans. Standard library only; all randomness from random.Random(110).

Each PHI value is wrapped in private-use marker characters while a note is assembled
(MO + type char + value + MC). A single left-to-right pass then strips the markers and
records the offsets; the finished text is never searched for values. Lower-case notes are
lower-cased while still marked (the markers are unaffected by str.lower)."""
import datetime as dt
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
import random  # noqa: E402
import pools as PL  # noqa: E402
from textbits import TB  # noqa: E402

R = random.Random(110)
TB.R = R
OUTDIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TLIST = list(TYPES)
MO, MC = "\ue000", "\ue001"


def P(t, v):
    assert t in TYPES and v and v == v.strip() and MO not in v, (t, v)
    return MO + chr(0xE100 + TLIST.index(t)) + v + MC


def strip_markers(marked):
    out, spans, pos, i, cur = [], [], 0, 0, None
    while i < len(marked):
        c = marked[i]
        if c == MO:
            assert cur is None, "nested marker"
            cur = (pos, TLIST[ord(marked[i + 1]) - 0xE100])
            i += 2
            continue
        if c == MC:
            spans.append((cur[0], pos, cur[1]))
            cur = None
            i += 1
            continue
        out.append(c)
        pos += 1
        i += 1
    assert cur is None
    return "".join(out), spans


ch = R.choice


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(seq, k)


# ----------------------------------------------------------------- values
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


def fd(d, style=None):
    """A date (marked)."""
    style = style or ch(["mdy", "mdy", "mdy", "mdy0", "mdy2", "md", "md", "long", "short", "iso", "dmy",
                         "wd_md", "wd_long", "wd3_mdy", "longnocomma"])
    m, y, day = d.month, d.year, d.day
    s = {
        "mdy": f"{m:02d}/{day:02d}/{y}", "mdy0": f"{m}/{day}/{y}", "mdy2": f"{m}/{day}/{y % 100:02d}",
        "md": f"{m}/{day}", "long": f"{MONTHS[m-1]} {day}, {y}", "short": f"{MONTHS[m-1][:3]} {day}",
        "iso": f"{y}-{m:02d}-{day:02d}", "dmy": f"{day:02d}-{MONTHS[m-1][:3]}-{y}",
        "wd_md": f"{WD[d.weekday()][:3]} {m}/{day}", "wd_long": f"{WD[d.weekday()]}, {MONTHS[m-1]} {day}, {y}",
        "wd3_mdy": f"{WD[d.weekday()][:3]} {m:02d}/{day:02d}/{y}", "longnocomma": f"{day} {MONTHS[m-1]} {y}",
        "monthyear": f"{MONTHS[m-1]} {y}", "year": f"{y}", "wd": WD[d.weekday()], "mon": MONTHS[m - 1],
        "mdy_dash": f"{m:02d}-{day:02d}-{y}",
    }[style]
    return P("DATE", s)


def fa(age, sex="F", style=None):
    """An age in context (marked number, text around it)."""
    style = style or ch(["yo", "yo_nospace", "y/o", "year-old", "sex", "slash", "words", "years old", "aged"])
    a = P("AGE", str(age))
    sx = sex
    return {
        "yo": f"{a} yo", "yo_nospace": f"{a}yo", "y/o": f"{a} y/o", "year-old": f"{a}-year-old",
        "sex": f"{a} {sx}", "slash": f"{a}/{sx}", "words": f"aged {P('AGE', words(age))}",
        "years old": f"{a} years old", "aged": f"age {a}",
    }[style]


def area():
    while True:
        a = rint(201, 989)
        if a % 100 != 11 and str(a)[1] != "9" and "555" not in str(a):
            return str(a)


def phone_val(ac=None, ext=False):
    ac = ac or area()
    last = f"{rint(0, 1)}{rint(0, 9)}{rint(0, 9)}{rint(0, 9)}"
    if last == "0000":
        last = "0142"
    st = ch(["paren", "dash", "dash", "dot", "paren_nosp", "one", "seven"])
    s = {"paren": f"({ac}) 555-{last}", "dash": f"{ac}-555-{last}", "dot": f"{ac}.555.{last}",
         "paren_nosp": f"({ac})555-{last}", "one": f"1-{ac}-555-{last}", "seven": f"555-{last}"}[st]
    if ext:
        s += ch([f" ext. {rint(10, 899)}", f" x{rint(100, 4999)}", f" ext {rint(2, 60)}"])
    return s


def ph(ac=None, ext=None):
    return P("PHONE", phone_val(ac, ext if ext is not None else chance(0.15)))


def fx(ac=None):
    return P("FAX", phone_val(ac, False))


def pager():
    return P("PHONE", ch([f"{rint(2, 9)}-{rint(1000, 9999)}", f"{rint(1000, 9999)}", f"#{rint(200, 999)}"]).lstrip("#"))


def ext_only():
    return P("PHONE", str(rint(2000, 7999)))


LET = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def L(n):
    return "".join(ch(LET) for _ in range(n))


def D(n):
    return "".join(str(rint(0, 9)) for _ in range(n))


def mrn_val():
    s = ch([lambda: "00" + D(6), lambda: D(7), lambda: "MR" + D(6), lambda: "LTC-" + D(6),
            lambda: D(3) + "-" + D(4), lambda: "R" + D(8)])()
    return s


def ssn_val():
    return ch([lambda: f"9{D(2)}-{D(2)}-{D(4)}", lambda: f"000-{D(2)}-{D(4)}", lambda: f"9{D(8)}"])()


def hp_val():
    return ch([lambda: f"{rint(1, 9)}{L(2)}{rint(0, 9)}-{L(2)}{rint(0, 9)}-{L(2)}{D(2)}",
               lambda: L(3) + D(6), lambda: "MCD" + D(8), lambda: D(9) + L(1), lambda: "W" + D(8),
               lambda: f"GRP-{D(5)}"])()


def acct_val():
    return ch([lambda: f"{D(4)}-{D(4)}", lambda: "ENC" + D(7), lambda: "V" + D(8), lambda: "A" + D(6),
               lambda: f"BL-{D(6)}"])()


def npi():
    return "1" + D(9)


def dea():
    return L(2) + D(7)


def lic_val():
    return ch([lambda: npi(), lambda: dea(), lambda: f"RN{D(6)}", lambda: f"D{D(3)}-{D(4)}-{D(4)}",
               lambda: f"MD.{D(5)}", lambda: f"PT-{D(5)}", lambda: f"LPN {D(6)}".replace(" ", "")])()


def dev_val():
    return ch([lambda: L(3) + D(6), lambda: f"WV-{D(5)}", lambda: f"SN{D(8)}", lambda: f"{L(2)}-{D(4)}-{L(1)}{D(2)}",
               lambda: f"HA{D(7)}R", lambda: f"BA-{D(6)}"])()


def vin():
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(ch(chars) for _ in range(17))


def plate():
    return ch([lambda: f"{rint(1, 9)}{L(3)}{D(3)}", lambda: f"{L(3)}-{D(4)}", lambda: f"{L(3)} {D(3)}",
               lambda: f"{D(3)} {L(3)}"])()


def bio_val():
    return ch([lambda: f"FP-{D(5)}", lambda: f"PV{D(6)}", lambda: f"BIO-{L(2)}{D(4)}", lambda: f"IR-{D(7)}"])()


def idnum_val(kind="acc"):
    return {"acc": lambda: f"{L(1)}{D(2)}-{D(4)}", "ord": lambda: f"ORD{D(7)}", "rx": lambda: f"RX{D(7)}",
            "inc": lambda: f"IR-{rint(2021, 2025)}-{D(4)}", "req": lambda: f"REQ-{D(6)}",
            "case": lambda: f"{rint(21, 25)}-{D(5)}", "photo": lambda: f"IMG{D(6)}",
            "oasis": lambda: f"OA{D(8)}", "ref": lambda: f"REF-{L(2)}{D(5)}"}[kind]()


def user_of(p):
    f, l = p["first"].lower().replace("-", ""), p["last"].lower().replace(" ", "").replace("'", "").replace("-", "")
    return ch([f"{f[0]}{l}", f"{f}.{l}", f"{f[0]}{l}{rint(1, 9)}", f"{l}{f[0]}", f"{f[:3]}{l[:3]}{rint(10, 99)}"])


def email_of(p):
    u = p["first"].lower().replace("-", "") + ch([".", "_", ""]) + p["last"].lower().replace(" ", "").replace("'", "")
    return u + "@" + ch(["example.com", "example.org", "example.net", "mail.example.com", "example.org"])


def url_val(slug):
    slug = slug.lower().replace(" ", "").replace("'", "").replace(".", "")[:18]
    return ch([f"www.example.org/{slug}", f"https://{slug}.example.net/portal", f"www.example.com/{slug}/residents",
               f"http://portal.example.org/{slug}", f"example.net/{slug}"])


def ip_val():
    return ch([lambda: f"10.{rint(0, 255)}.{rint(0, 255)}.{rint(1, 254)}",
               lambda: f"192.168.{rint(0, 255)}.{rint(1, 254)}",
               lambda: f"172.{rint(16, 31)}.{rint(0, 255)}.{rint(1, 254)}"])()


def zipv():
    z = f"{rint(10, 99)}{rint(100, 999)}"
    return z + (f"-{D(4)}" if chance(0.15) else "")


def street_val(unit=None):
    s = f"{rint(2, 9899)} {ch(PL.STREET_NAMES)} {ch(PL.STREET_SUF)}"
    if unit if unit is not None else chance(0.25):
        s += ch([f", Apt {rint(1, 40)}{ch(['', 'B', 'C'])}", f" Unit {rint(1, 12)}", f", #{rint(2, 300)}", f" Lot {rint(1, 90)}"])
    return s


# ----------------------------------------------------------------- people
CREDS_N = ["RN", "LPN", "RN", "LPN", "RN, BSN", "RN, WCC", "CNA", "LVN"]


def person(sex=None, cred=None):
    sex = sex or ch("FM")
    first = ch(PL.FEMALE if sex == "F" else PL.MALE)
    return {"first": first, "last": ch(PL.SURNAMES), "mi": ch(LET), "sex": sex, "cred": cred}


BLOCK_INI = {"MD", "DO", "RN", "NP", "PA", "PT", "OT", "NA", "CR", "MG", "CA", "CL", "HR", "RR", "BP", "GG",
             "LPN", "CNA", "DON", "BSN", "WCC", "SLP", "PTA", "MSW", "ALB", "GLU", "HGB", "HCT", "PLT", "WBC", "TSH", "BUN"}


def nm(p, t, style=None):
    f, l, m = p["first"], p["last"], p["mi"]
    style = style or ch(["fl", "fl", "fml", "if", "Lf", "fi"])
    if style in ("ini", "ini2", "ini3"):
        if (f[0] + l[0]).upper() in BLOCK_INI or (f[0] + m + l[0]).upper() in BLOCK_INI:
            style = "if"
    s = {"fl": f"{f} {l}", "fml": f"{f} {m}. {l}", "fmlnd": f"{f} {m} {l}", "l": l, "f": f,
         "LF": f"{l.upper()}, {f.upper()}" + (f" {m}" if chance(0.5) else ""), "Lf": f"{l}, {f}",
         "fi": f"{f} {l[0]}.", "if": f"{f[0]}. {l}", "ini": f"{f[0]}.{l[0]}.", "ini2": f"{f[0]}{l[0]}",
         "ini3": f"{f[0]}{m}{l[0]}", "nick": PL.NICK.get(f, f), "FL": f"{f.upper()} {l.upper()}",
         "Lfm": f"{l}, {f} {m}."}[style]
    return P(t, s)


def cap(s):
    return s[:1].upper() + s[1:]


def title(p):
    if p["sex"] == "M":
        return ch(["Mr.", "Mr", "Mr."])
    return ch(["Mrs.", "Mrs", "Ms.", "Ms", "Miss"])


def pt(c, style=None):
    """Patient reference in running text."""
    style = style or ch(["title", "title", "title", "fl", "f", "ini", "fi", "nick_or_title"])
    p = c.p
    if style == "title":
        return f"{title(p)} {nm(p, 'PATIENT', 'l')}"
    if style == "nick_or_title":
        if p["first"] in PL.NICK:
            return nm(p, "PATIENT", "nick")
        return f"{title(p)} {nm(p, 'PATIENT', 'l')}"
    return nm(p, "PATIENT", style)


def dr(p, style=None):
    style = style or ch(["Dr.", "Dr", "Dr.", "full_md", "init_md", "last_md", "Lf_md", "Prof"])
    cr = p.get("cred") or "MD"
    if style in ("Dr.", "Dr"):
        return f"{style} {nm(p, 'DOCTOR', ch(['l', 'l', 'fl', 'if']))}"
    if style == "Prof":
        return f"{ch(['Prof', 'Prof.', 'Dr.'])} {nm(p, 'DOCTOR', 'l')}"
    if style == "full_md":
        return f"{nm(p, 'DOCTOR', ch(['fl', 'fml']))}{ch([', ', ' '])}{cr}"
    if style == "init_md":
        return f"{nm(p, 'DOCTOR', 'if')}, {cr}"
    if style == "last_md":
        return f"{nm(p, 'DOCTOR', 'l')} {cr}"
    return f"{nm(p, 'DOCTOR', 'Lf')} {cr}"


def staff(p, style=None):
    style = style or ch(["full_cr", "full_cr", "init_cr", "full", "first_cr", "last_cr", "first"])
    cr = p["cred"]
    if style == "full_cr":
        return f"{nm(p, 'DOCTOR', ch(['fl', 'fl', 'fml']))}{ch([', ', ' '])}{cr}"
    if style == "init_cr":
        return f"{nm(p, 'DOCTOR', 'if')}, {cr}"
    if style == "full":
        return nm(p, "DOCTOR", "fl")
    if style == "first_cr":
        return f"{nm(p, 'DOCTOR', 'f')} {cr}"
    if style == "last_cr":
        return f"{nm(p, 'DOCTOR', 'l')}, {cr}"
    return nm(p, "DOCTOR", "f")


def fam(f, style=None):
    style = style or ch(["rel_full", "rel_full", "rel_first", "rel_comma", "title_rel", "name_paren"])
    r = f["rel"]
    if style == "rel_full":
        return f"{r} {nm(f, 'FAMILY', 'fl')}"
    if style == "rel_first":
        return f"{r} {nm(f, 'FAMILY', 'f')}"
    if style == "rel_comma":
        return f"{r}, {nm(f, 'FAMILY', ch(['fl', 'fi']))}"
    if style == "title_rel":
        return f"{title(f)} {nm(f, 'FAMILY', 'l')} ({r})"
    return f"{nm(f, 'FAMILY', 'fl')} ({r})"


# ----------------------------------------------------------------- context
class Ctx:
    def __init__(self):
        self.p = person()
        self.sex = self.p["sex"]
        self.age = rint(58, 103) if chance(0.9) else rint(24, 57)
        self.d0 = dt.date(2021, 1, 1) + dt.timedelta(days=rint(0, 1700))
        self.adm = self.d0 - dt.timedelta(days=rint(1, 90))
        self.dob = dt.date(self.d0.year - self.age, rint(1, 12), rint(1, 28))
        if (self.dob.month, self.dob.day) > (self.d0.month, self.d0.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        self.mrn = mrn_val()
        self.acct = acct_val()
        self.ssn = ssn_val()
        self.hp = hp_val()
        self.hp2 = hp_val()
        self.room = f"{rint(1, 4)}{rint(0, 3)}{rint(1, 9)}" + ch(["", "", "A", "B", "-A", "-B"])
        self.bed = ch(["1", "2", "A", "B", "W", "D"])
        self.unit = ch(PL.UNITS)
        self.state = ch(PL.STATES)
        self.fac = f"{ch(PL.FAC_A)} {ch(PL.FAC_B)}"
        self.fac_street = street_val(False)
        self.fac_city = ch(PL.CITIES)
        self.fac_zip = zipv()
        self.ac = area()
        self.fac_phone = phone_val(self.ac, False)
        self.fac_fax = phone_val(self.ac, False)
        self.street = street_val()
        self.city = ch(PL.CITIES)
        self.zip = zipv()
        self.home_phone = phone_val(self.ac, False)
        self.hosp = f"{ch(PL.HOSP_A)} {ch(PL.HOSP_B)}"
        self.hosp_phone = phone_val(self.ac, False)
        self.pharm = ch(PL.PHARM)
        self.clinic = ch(PL.CLINIC)
        self.hha = ch(PL.HHA)
        self.hospice = ch(PL.HOSPICE)
        self.md = person(cred=ch(["MD", "MD", "DO"]))
        self.md2 = person(cred=ch(["MD", "DO", "MD, PhD"]))
        self.np = person(cred=ch(["NP", "APRN", "FNP-C", "PA-C"]))
        self.nurses = [person(cred=ch(CREDS_N)) for _ in range(4)]
        self.cna = person(cred="CNA")
        self.ptx = person(cred=ch(["PT", "DPT", "PT, DPT"]))
        self.pta = person(cred="PTA")
        self.otx = person(cred=ch(["OTR/L", "OT", "COTA"]))
        self.slp = person(cred=ch(["CCC-SLP", "SLP", "MS, CCC-SLP"]))
        self.sw = person(cred=ch(["LCSW", "MSW", "LMSW"]))
        self.don = person(cred=ch(["RN, DON", "RN"]))
        self.rph = person(cred=ch(["PharmD", "RPh"]))
        self.wcn = person(cred=ch(["RN, CWOCN", "RN, WCC", "LPN, WCC"]))
        self.chap = person(cred=ch(["MDiv", "BCC"]))
        self.fams = []
        for r in sample(PL.RELS, 3):
            sx = "F" if r in ("daughter", "wife", "niece", "granddaughter", "sister", "daughter-in-law", "stepdaughter") else (
                "M" if r in ("son", "husband", "nephew", "grandson", "brother", "son-in-law") else None)
            f = person(sx)
            if r in ("daughter", "son", "granddaughter", "grandson", "sister", "brother") and chance(0.6):
                f["last"] = self.p["last"]
            if r in ("wife", "husband") and chance(0.8):
                f["last"] = self.p["last"]
            f["rel"] = r
            f["phone"] = phone_val(self.ac if chance(0.6) else None, False)
            f["prof"] = ch(PL.PROFESSIONS)
            f["email"] = email_of(f)
            self.fams.append(f)
        self.f1, self.f2, self.f3 = self.fams
        self.prof = ch(PL.PROFESSIONS)
        self.employer = ch(PL.EMPLOYERS)
        self.church = ch(PL.CHURCHES)
        self.country = ch(PL.COUNTRIES)
        self.dx = sample(TB.DX, 5)

    def st(self, full=None):
        full = chance(0.3) if full is None else full
        return P("STATE", self.state[0] if full else self.state[1])

    def addr(self):
        return f"{P('STREET', self.street)}, {P('CITY', self.city)}, {self.st()} {P('ZIP', self.zip)}"

    def fac_addr(self):
        return f"{P('STREET', self.fac_street)}, {P('CITY', self.fac_city)}, {self.st(False)} {P('ZIP', self.fac_zip)}"

    def day(self, k):
        return self.d0 + dt.timedelta(days=k)


def country_txt(c):
    return ("the " if c == "Philippines" else "") + P("COUNTRY", c)


# ----------------------------------------------------------------- shared blocks
def header(c, title_txt):
    s = ch(["classic", "pipe", "tele", "kv", "csv", "fixed"])
    p = c.p
    if s == "classic":
        return (f"{P('HOSPITAL', c.fac)}\n{c.fac_addr()}  Tel {P('PHONE', c.fac_phone)}  Fax {P('FAX', c.fac_fax)}\n"
                f"{title_txt}\nResident: {nm(p, 'PATIENT', 'LF')}    MRN: {P('MRN', c.mrn)}    Room {P('LOCATION_OTHER', c.room)}\n"
                f"DOB: {fd(c.dob, ch(['mdy', 'mdy0', 'iso']))} ({fa(c.age, c.sex, ch(['yo', 'sex', 'slash']))})    Admit: {fd(c.adm, 'mdy')}\n\n")
    if s == "pipe":
        return (f"## {title_txt} — {P('HOSPITAL', c.fac)}\n\n| Field | Value |\n|---|---|\n"
                f"| Resident | {nm(p, 'PATIENT', ch(['fml', 'Lf', 'fl']))} |\n| MRN | {P('MRN', c.mrn)} |\n"
                f"| DOB / Age | {fd(c.dob, 'mdy')} / {P('AGE', str(c.age))} |\n| Unit / Room | {P('HOSPITAL', c.unit)} / {P('LOCATION_OTHER', c.room)}-{P('LOCATION_OTHER', c.bed)} |\n"
                f"| Payer | {ch(['Medicare A', 'Medicaid', 'Managed Medicare', 'Private pay'])} #{P('HEALTHPLAN', c.hp)} |\n"
                f"| Note date | {fd(c.d0, ch(['mdy', 'long', 'wd3_mdy']))} {TB.time()} |\n\n")
    if s == "tele":
        return (f"{title_txt.upper()}  {P('HOSPITAL', c.fac)}\nPt: {nm(p, 'PATIENT', ch(['if', 'fi', 'LF', 'fl']))}, {fa(c.age, c.sex, ch(['sex', 'slash', 'yo_nospace']))}, "
                f"rm {P('LOCATION_OTHER', c.room)} bed {P('LOCATION_OTHER', c.bed)}, MRN {P('MRN', c.mrn)}, DOS {fd(c.d0, ch(['md', 'mdy2', 'wd_md']))}\n\n")
    if s == "kv":
        return (f"{title_txt}\nFacility: {P('HOSPITAL', c.fac)} ({P('HOSPITAL', c.unit)})\nName: {nm(p, 'PATIENT', 'Lfm')}\n"
                f"Medical Record #: {P('MRN', c.mrn)}\nAccount: {P('ACCOUNT', c.acct)}\nDate of birth: {fd(c.dob, ch(['long', 'mdy', 'dmy']))}\n"
                f"Attending: {dr(c.md, 'full_md')}\nDate of service: {fd(c.d0, ch(['mdy', 'long', 'wd_long']))}\n\n")
    if s == "csv":
        return (f"{title_txt}\nfacility,resident,mrn,dob,age,room,bed,date\n"
                f"\"{P('HOSPITAL', c.fac)}\",\"{nm(p, 'PATIENT', 'Lf')}\",{P('MRN', c.mrn)},{fd(c.dob, 'iso')},{P('AGE', str(c.age))},"
                f"{P('LOCATION_OTHER', c.room)},{P('LOCATION_OTHER', c.bed)},{fd(c.d0, 'iso')}\n\n")
    # fixed width
    return (f"{title_txt}\n{'RESIDENT':<12}{nm(p, 'PATIENT', 'LF')}\n{'MRN':<12}{P('MRN', c.mrn)}\n{'ROOM/BED':<12}{P('LOCATION_OTHER', c.room)}/{P('LOCATION_OTHER', c.bed)}\n"
            f"{'DOB':<12}{fd(c.dob, 'mdy')}\n{'FACILITY':<12}{P('HOSPITAL', c.fac)}\n{'DATE':<12}{fd(c.d0, 'mdy')}\n\n")


def sig(c, who=None, kind=None):
    who = who or ch(c.nurses)
    kind = kind or ch(["esig", "dash", "signed", "user", "initials", "dr"])
    t = TB.time()
    if kind == "esig":
        return f"\nElectronically signed by {staff(who, 'full_cr')} on {fd(c.d0, 'mdy')} at {t}\n"
    if kind == "dash":
        return f"\n-- {staff(who, ch(['init_cr', 'full_cr', 'last_cr']))} {fd(c.d0, 'md')} {t.replace(':', '')}\n"
    if kind == "signed":
        return f"\nSigned: {staff(who, 'full_cr')}   Date: {fd(c.d0, ch(['mdy', 'mdy2']))}\n"
    if kind == "user":
        return f"\nEntered by {P('USERNAME', user_of(who))} ({staff(who, 'full_cr')}) {fd(c.d0, 'iso')} {t}\n"
    if kind == "initials":
        return f"\n{staff(who, 'full_cr')} / {nm(who, 'DOCTOR', ch(['ini2', 'ini3']))}\n"
    return f"\nSigned: {dr(c.md, ch(['full_md', 'Dr.']))}  NPI {P('LICENSE', npi())}  {fd(c.d0, 'mdy')}\n"


def cc_block(c):
    items = [dr(c.md, ch(["Dr.", "Dr", "full_md"])), f"{nm(c.f1, 'FAMILY', 'fl')} ({c.f1['rel']})",
             f"{P('HOSPITAL', c.clinic)} fax {fx(c.ac)}"]
    if chance(0.5):
        items.append(f"{P('HOSPITAL', c.hha)}")
    if chance(0.4):
        items.append(f"{P('EMAIL', c.f1['email'])}")
    return "\ncc: " + "; ".join(items) + "\n"


def social(c):
    f = c.f1
    parts = [
        f"Born in {country_txt(c.country)}, came to the US in {fd(dt.date(rint(1950, 1995), 1, 1), 'year')}.",
        f"Retired {P('PROFESSION', c.prof)}; worked {rint(12, 41)} years at {P('ORGANIZATION', c.employer)}.",
        f"Member of {P('ORGANIZATION', c.church)}{', pastor visits weekly' if chance(0.4) else ''}.",
        f"Lives at {c.addr()} with {fam(f, 'rel_full')}, who works as a {P('PROFESSION', f['prof'])}.",
        f"{f['rel'].capitalize()} {nm(f, 'FAMILY', 'f')} is the primary contact, cell {ph()}.",
    ]
    R.shuffle(parts)
    return " ".join(parts[:rint(3, 5)]) + " " + TB.homograph() + "\n"


def meds_block(n=None, table=False):
    n = n or rint(4, 9)
    ms = sample(TB.MEDS, n)
    if table:
        return "| Medication | Dose | Route | Freq |\n|---|---|---|---|\n" + "".join(
            f"| {m[0]} | {m[1]} | {m[2]} | {m[3]} |\n" for m in ms)
    sty = ch(["list", "inline", "num"])
    if sty == "list":
        return "".join(f"- {m[0]} {m[1]} {m[2]} {m[3]}\n" for m in ms)
    if sty == "num":
        return "".join(f"{i + 1}. {m[0]} {m[1]} {m[2]} {m[3]}\n" for i, m in enumerate(ms))
    return "; ".join(f"{m[0]} {m[1]} {m[3]}" for m in ms) + "\n"


def dx_block(c, n=3):
    return "; ".join(f"{d[0]} ({d[1]})" for d in c.dx[:n])


def clin(c):
    """A paragraph of clinical detail (hard negatives only)."""
    R.shuffle(bits := [f"{TB.time()} {TB.vitals()}.", f"Labs {TB.labs()}.", f"{TB.scores(rint(2, 4))}.", TB.eponym_sentence(),
                       f"Wound check: {TB.wound()}, {ch(['clean', 'granulating', 'no erythema'])}.",
                       " ".join([TB.time()] + list(ch(TB.MEDS)[:2])) + f" given; rechecked {TB.time()}.", TB.filler(), TB.homograph()])
    return " ".join(bits[:rint(4, 7)]) + "\n"


def put_clin(o, c):
    """Insert the clinical paragraph before the closing block (signature / cc), if any."""
    for i in range(2, len(o)):
        if o[i].startswith("\n"):
            o.insert(i, clin(c))
            return
    o.append(clin(c))


# ----------------------------------------------------------------- genres
def g_admission(c):
    p = c.p
    o = [header(c, "NURSING ADMISSION ASSESSMENT")]
    o.append(f"Admitted {fd(c.adm, ch(['mdy', 'long', 'wd_long']))} at {TB.time()} from {P('HOSPITAL', c.hosp)} via "
             f"{P('ORGANIZATION', ch(PL.AMBUL))} {ch(['stretcher', 'wheelchair van', 'BLS ambulance'])}. "
             f"Hospital stay {fd(c.adm - dt.timedelta(days=rint(3, 9)), 'md')}-{fd(c.adm - dt.timedelta(days=1), 'md')}.\n")
    o.append(f"HPI: {pt(c, 'title')} is a {fa(c.age, c.sex, ch(['year-old', 'yo', 'y/o']))} {ch(['woman', 'man', 'resident']) if c.sex == 'F' else ch(['man', 'gentleman', 'resident'])} "
             f"admitted for {ch(['short-term rehab', 'skilled nursing', 'long-term care', 'IV antibiotics and rehab'])} after {c.dx[0][0]}. "
             f"PMH: {dx_block(c, 4)}. {TB.eponym_sentence()}\n")
    o.append("Social: " + social(c))
    o.append(f"Vitals on arrival: {TB.vitals()}\nLabs ({fd(c.adm - dt.timedelta(days=1), ch(['md', 'mdy']))}): {TB.labs()}\n")
    o.append(f"Skin: {TB.skin()}\nScreens: {TB.scores(4)}\n")
    o.append("Admission medications:\n" + meds_block(table=chance(0.3)))
    o.append(f"Primary payer: Medicare, MBI {P('HEALTHPLAN', c.hp)}; secondary {P('ORGANIZATION', ch(PL.INSURERS))} member ID {P('HEALTHPLAN', c.hp2)}.\n"
             f"SSN on face sheet: {P('SSN', c.ssn)}. Account {P('ACCOUNT', c.acct)}.\n")
    if chance(0.6):
        o.append(f"Devices: {ch(['pacemaker', 'hearing aid (R)', 'CPAP', 'insulin pump'])} serial {P('DEVICE', dev_val())}. "
                 f"Resident ID wristband enrolled, biometric ID {P('BIOID', bio_val())}.\n")
    f1, f2 = c.f1, c.f2
    o.append(f"Emergency contacts: 1) {fam(f1, 'name_paren')} {ph()}; 2) {fam(f2, 'name_paren')} {ph()}"
             f"{', ' + P('EMAIL', f2['email']) if chance(0.5) else ''}.\n")
    o.append(f"PCP: {dr(c.md2)}, {P('HOSPITAL', c.clinic)}, {ph(c.ac)}.\nPharmacy: {P('HOSPITAL', c.pharm)}.\n")
    o.append(f"Oriented to room {P('LOCATION_OTHER', c.room)}, call light in reach, bed in low position. {TB.filler()}\n")
    o.append(sig(c))
    put_clin(o, c)
    return "".join(o)


def g_progress(c):
    p = c.p
    s = ch(["soap", "tele", "narr"])
    o = [header(c, ch(["SKILLED NURSING PROGRESS NOTE", "Physician Progress Note", "NP Visit Note", "Daily Skilled Note"]))]
    if s == "soap":
        o.append(f"S: {pt(c)} reports {ch(['feeling tired', 'less pain today', 'poor appetite', 'good sleep', 'some dizziness when standing'])}. "
                 f"{cap(fam(c.f1, 'rel_first'))} visited {fd(c.day(-1), ch(['wd', 'md', 'wd_md']))} and called the unit at {TB.time()}. {TB.homograph()}\n")
        o.append(f"O: {TB.vitals()}\n{TB.labs()}\nExam: {TB.exam()}\n")
        o.append(f"A/P:\n" + "".join(f"- {d[0]} ({d[1]}): {TB.plan()}\n" for d in c.dx[:rint(2, 4)]))
        o.append(f"Discussed with {dr(c.md)}; recheck BMP {fd(c.day(rint(2, 7)), ch(['md', 'wd_md', 'short']))}.\n")
    elif s == "tele":
        o.append(f"{pt(c, ch(['ini', 'fi', 'title']))} seen on rounds {fd(c.d0, 'wd_md')}. {fa(c.age, c.sex, 'sex')}. a&ox{rint(1, 3)}. {TB.vitals()}\n"
                 f"{TB.labs()}\nmeds: " + meds_block(rint(3, 5)) +
                 f"{TB.scores(2)}. {TB.filler()}\nplan: {TB.plan()} f/u {dr(c.md, ch(['Dr.', 'Dr']))} {fd(c.day(rint(1, 10)), 'md')}. "
                 f"{c.f1['rel']} {nm(c.f1, 'FAMILY', ch(['f', 'fl']))} updated by phone {ph()}.\n")
    else:
        o.append(f"{pt(c, 'title')} is a {fa(c.age, c.sex, 'year-old')} resident of {P('HOSPITAL', c.unit)}, room {P('LOCATION_OTHER', c.room)}, "
                 f"seen today for follow-up of {c.dx[0][0]} and {c.dx[1][0]}. Since admission on {fd(c.adm, ch(['long', 'mdy']))} "
                 f"{'she' if c.sex == 'F' else 'he'} has {ch(['progressed with therapy', 'had two falls', 'had decreased intake', 'remained stable'])}. "
                 f"{TB.eponym_sentence()} {TB.homograph()}\nVitals: {TB.vitals()}. Labs: {TB.labs()}.\n"
                 f"{TB.exam()}\nImpression and plan: {TB.plan()} {TB.plan()}\n"
                 f"Lab order {P('IDNUM', idnum_val('ord'))} sent to {P('HOSPITAL', c.hosp)} lab, requisition {P('IDNUM', idnum_val('req'))}.\n")
        if chance(0.5):
            act = ch(["agree with plan", "request a care conference", "will visit on " + fd(c.day(rint(1, 6)), ch(["wd", "wd_md"]))])
            o.append(f"Spoke with {fam(c.f2, 'title_rel')} at {ph()}; {'she' if c.f2['sex'] == 'F' else 'they'} {act}.\n")
    o.append(sig(c, ch([c.md, c.np, c.nurses[0]]), ch(["esig", "signed", "dr", "user"])))
    if chance(0.3):
        o.append(cc_block(c))
    put_clin(o, c)
    return "".join(o)


def g_flowsheet(c):
    disc = ch(["PT", "OT", "SLP"])
    th = {"PT": c.ptx, "OT": c.otx, "SLP": c.slp}[disc]
    o = [header(c, f"{disc} DAILY TREATMENT FLOWSHEET")]
    o.append(f"Therapist of record: {staff(th, 'full_cr')}  Referring: {dr(c.md, ch(['Dr.', 'Dr']))}\n"
             f"Dx: {dx_block(c, 2)}. Cert period {fd(c.adm, 'md')} to {fd(c.adm + dt.timedelta(days=30), 'md')}.\n\n")
    fmt = ch(["pipe", "tab", "csv", "fixed"])
    days = sorted(sample(range(-20, 1), rint(5, 9)))
    staffs = [th, c.pta if disc == "PT" else th, th]
    rows = []
    for k in days:
        s_ = ch(staffs)
        d = c.day(k)
        if disc == "PT":
            act = f"gait {rint(10, 250)} ft RW, CGA"
            sc = f"Berg {rint(12, 50)}/56" if chance(0.4) else f"TUG {rint(12, 40)} sec"
        elif disc == "OT":
            act = ch(["LB dressing mod A", "UB dressing SBA", "toilet transfer min A", "grooming set-up", "shower transfer CGA"])
            sc = f"GG {rint(1, 6)}"
        else:
            act = ch(["thin liquids via cup, no s/s asp", "mech soft trial", "oral motor ex x10", "MBSS rec'd", "cog tx word recall"])
            sc = f"FOIS {rint(1, 7)}"
        rows.append((fd(d, ch(["md", "mdy", "mdy2", "wd_md"])), f"{rint(25, 75)}", act, sc, f"HR {rint(60, 110)} SpO2 {rint(88, 99)}%",
                     nm(s_, "DOCTOR", ch(["ini2", "ini3", "if"]))))
    hdr = ("Date", "Min", "Activity", "Score", "Vitals", "Init")
    if fmt == "pipe":
        o.append("| " + " | ".join(hdr) + " |\n|" + "---|" * 6 + "\n" + "".join("| " + " | ".join(r) + " |\n" for r in rows))
    elif fmt == "tab":
        o.append("\t".join(hdr) + "\n" + "".join("\t".join(r) + "\n" for r in rows))
    elif fmt == "csv":
        o.append(",".join(h.lower() for h in hdr) + "\n" + "".join(",".join(r) + "\n" for r in rows))
    else:
        o.append("".join(f"{h:<10}" for h in hdr) + "\n" + "".join("  ".join(r) + "\n" for r in rows))
    o.append(f"\nComments: {pt(c)} {ch(['tolerated well', 'fatigued after 20 min', 'required rest breaks', 'motivated, wants to return home'])}. "
             f"{TB.homograph()} {TB.scores(1)}. {TB.vitals()}\n")
    if chance(0.5):
        o.append(f"Home: {c.addr()}; {ch(['3 steps to enter', 'ranch home, 1 step', 'second-floor apartment, elevator'])}. "
                 f"{fam(c.f1)} to assist at discharge, phone {ph()}.\n")
    o.append(f"Co-signed: {staff(th, 'full_cr')} lic# {P('LICENSE', lic_val())} {fd(c.d0, 'mdy')}\n")
    if chance(0.4):
        o.append(f"Session logged in EMR by {P('USERNAME', user_of(th))} from workstation {P('IPADDR', ip_val())}\n")
    put_clin(o, c)
    return "".join(o)


def g_therapy_note(c):
    disc = ch(["Physical Therapy", "Occupational Therapy", "Speech-Language Pathology"])
    th = {"Physical Therapy": c.ptx, "Occupational Therapy": c.otx, "Speech-Language Pathology": c.slp}[disc]
    kind = ch(["Evaluation", "Progress Report", "Discharge Summary", "Re-certification"])
    o = [header(c, f"{disc} {kind}")]
    she = "she" if c.sex == "F" else "he"
    o.append(f"Reason for referral: {pt(c, 'title')} is a {fa(c.age, c.sex, ch(['year-old', 'yo', 'years old']))} {ch(['retired', 'former'])} "
             f"{P('PROFESSION', c.prof)} referred by {dr(c.md)} on {fd(c.adm, ch(['mdy', 'long']))} following {c.dx[0][0]} ({c.dx[0][1]}).\n")
    o.append(f"Prior level of function: independent at home in {P('CITY', c.city)}, {c.st()}; {ch(['drove', 'did not drive', 'used a cane outdoors'])}; "
             f"{ch(['gardened', 'walked to church', 'volunteered at', 'played cards at'])} {P('ORGANIZATION', ch(PL.ORG_MISC + PL.CHURCHES))}. "
             f"Lives with {fam(c.f1, 'rel_full')}. {TB.homograph()}\n")
    if disc == "Physical Therapy":
        o.append(f"Objective: bed mobility min A; sit-stand mod A x2; gait {rint(10, 150)} ft with RW. Berg {rint(10, 45)}/56, TUG {rint(15, 45)} sec, "
                 f"Tinetti {rint(8, 22)}/28. MMT hip flexion {rint(2, 4)}/5 bilat. {TB.vitals()}\n")
    elif disc == "Occupational Therapy":
        o.append(f"Objective: UB dressing set-up, LB dressing max A, toileting mod A. Grip R {rint(8, 25)} kg, L {rint(8, 25)} kg. "
                 f"SLUMS {rint(12, 27)}/30. Allen cognitive level {ch(['4.2', '4.6', '5.0', '3.8'])}. {TB.vitals()}\n")
    else:
        o.append(f"Objective: oral mech exam {ch(['WFL', 'mild L facial droop', 'reduced lingual ROM'])}. Bedside swallow: coughing with thin liquids. "
                 f"MBSS at {P('HOSPITAL', c.hosp)} {fd(c.day(-rint(2, 9)), 'md')}, study #{P('IDNUM', idnum_val('acc'))}: PAS {rint(1, 8)}. "
                 f"Diet IDDSI level {rint(4, 7)}, liquids level {rint(0, 3)}. BIMS {rint(3, 15)}/15.\n")
    o.append(f"Assessment: {she} {ch(['demonstrates good rehab potential', 'is limited by pain', 'has fair potential', 'requires cues for safety'])}. "
             f"{TB.eponym_sentence()}\nGoals (target {fd(c.day(rint(14, 30)), ch(['mdy', 'md', 'short']))}):\n"
             f"1. {ch(['Ambulate 150 ft with RW mod I', 'LB dressing with min A', 'Tolerate mech soft diet without s/s aspiration', 'Transfers SBA'])}\n"
             f"2. {ch(['Ascend 4 steps with rail CGA', 'Toilet transfer mod I', 'Recall 3/3 safety strategies', 'Stand 5 min for ADLs'])}\n")
    o.append(f"Plan: {ch(['5x/wk', '6x/wk', '3x/wk'])} x {rint(2, 6)} wk. Education provided to {fam(c.f2, ch(['rel_full', 'title_rel']))}. "
             f"Home safety visit scheduled {fd(c.day(rint(3, 20)), ch(['wd_long', 'wd_md', 'long']))}.\n")
    o.append(sig(c, th, ch(["esig", "signed", "user"])))
    if chance(0.5):
        o.append(f"Therapist contact: {ph(c.ac, True)}, {P('EMAIL', email_of(th))}\n")
    put_clin(o, c)
    return "".join(o)


def g_wound(c):
    o = [header(c, ch(["WOUND CARE RECORD", "Weekly Wound Assessment", "Skin and Wound Flowsheet"]))]
    o.append(f"Wound nurse: {staff(c.wcn, 'full_cr')}   Provider: {dr(c.md2)}\n")
    fmt = ch(["pipe", "csv", "tab", "narr"])
    wounds = []
    for i in range(rint(2, 4)):
        site = ch(["sacrum", "coccyx", "R heel", "L heel", "L ischium", "R lateral malleolus", "L shin", "R great toe", "occiput"])
        wounds.append((site, ch(["Stage 2", "Stage 3", "Stage 4", "DTPI", "Unstageable", "venous ulcer", "skin tear", "diabetic foot ulcer"])))
    days = sorted(sample(range(-28, 1, 7), rint(2, 4)))
    if fmt == "narr":
        for site, stg in wounds:
            d = c.day(ch(days))
            o.append(f"{fd(d, ch(['md', 'mdy', 'wd_md']))}: {site} {stg}, {TB.wound()}; {ch(['granulation 80%', 'slough 30%', 'eschar 100%', 'epithelializing edges'])}, "
                     f"{ch(['scant serous', 'moderate serosanguineous', 'no'])} drainage, {ch(['no odor', 'mild odor'])}. Tx: {ch(['hydrocolloid q3d', 'calcium alginate daily', 'NPWT 125 mmHg continuous', 'Santyl to eschar daily', 'foam dressing q5d'])}.\n")
    else:
        hdr = ["Date", "Site", "Stage", "L x W x D", "Exudate", "By"]
        rows = []
        for k in days:
            for site, stg in wounds:
                rows.append([fd(c.day(k), ch(["md", "mdy", "iso"])), site, stg, TB.wound(),
                             ch(["scant", "small", "mod", "none"]), nm(ch([c.wcn, c.nurses[0]]), "DOCTOR", ch(["ini2", "if", "ini"]))])
        sep = {"pipe": " | ", "csv": ",", "tab": "\t"}[fmt]
        if fmt == "pipe":
            o.append("| " + " | ".join(hdr) + " |\n|" + "---|" * 6 + "\n" + "".join("| " + " | ".join(r) + " |\n" for r in rows))
        else:
            o.append(sep.join(hdr) + "\n" + "".join(sep.join(r) + "\n" for r in rows))
    o.append(f"\nBraden {rint(9, 18)}. Norton {rint(8, 16)}. Alb {TB.num(2.4, 3.8, 1)} g/dL, prealbumin {rint(9, 25)} mg/dL. {TB.homograph()}\n")
    if chance(0.7):
        o.append(f"NPWT unit serial {P('DEVICE', dev_val())} delivered by {P('ORGANIZATION', ch(PL.DME))} {fd(c.day(-rint(1, 9)), 'md')}; "
                 f"canister changed {TB.time()}. Vendor line {ph()}.\n")
    o.append(f"Photos uploaded, image IDs {P('IDNUM', idnum_val('photo'))}, {P('IDNUM', idnum_val('photo'))}"
             f"{' to ' + P('URL', url_val(c.fac.split()[0])) if chance(0.5) else ''}.\n")
    o.append(f"Referred to {P('HOSPITAL', c.clinic)} ({dr(c.md2, 'Dr.')}), appt {fd(c.day(rint(3, 15)), ch(['wd_long', 'wd_md', 'mdy']))} {TB.time()}; "
             f"transport by {nm(c.f1, 'FAMILY', 'f')} ({c.f1['rel']}), plate {P('VEHICLE', plate())}.\n")
    o.append(sig(c, c.wcn, ch(["esig", "signed", "dash", "user"])))
    put_clin(o, c)
    return "".join(o)


def g_careplan(c):
    o = [header(c, ch(["COMPREHENSIVE CARE PLAN", "Interdisciplinary Care Plan", "Care Plan Review"]))]
    o.append(f"MDS ARD {fd(c.adm + dt.timedelta(days=rint(5, 14)), 'mdy')}; quarterly review due {fd(c.day(rint(30, 90)), ch(['mdy', 'mon']))}.\n"
             f"Resident: {pt(c, ch(['fl', 'fml']))}, {fa(c.age, c.sex, ch(['yo', 'years old', 'sex']))}, {P('HOSPITAL', c.unit)} rm {P('LOCATION_OTHER', c.room)}.\n\n")
    probs = sample(TB.CAREPROBS, rint(3, 5))
    staffs = [c.nurses[0], c.nurses[1], c.ptx, c.otx, c.slp, c.sw, c.don, c.cna, c.rph]
    for i, (prob, goal, intv) in enumerate(probs):
        s_ = ch(staffs)
        o.append(f"Problem {i + 1}: {prob}\n  Goal: {goal} by {fd(c.day(rint(14, 90)), ch(['mdy', 'md', 'mdy2', 'short']))}.\n"
                 f"  Interventions: {intv}\n  Responsible: {staff(s_, ch(['full_cr', 'last_cr', 'init_cr']))}; initiated {fd(c.adm, ch(['md', 'mdy']))}\n")
    o.append(f"\n{TB.scores(3)}. {TB.homograph()}\n")
    o.append(f"Preferences: {pt(c, 'f')} prefers to be called \"{nm(c.p, 'PATIENT', ch(['nick', 'f']))}\"; {ch(['likes', 'enjoys'])} "
             f"{ch(['gospel music', 'the Sunday paper', 'watching baseball', 'word search puzzles'])}; {ch(['Catholic', 'Baptist', 'Jewish', 'Muslim', 'no religious preference'])}"
             f"{', attends services via ' + P('ORGANIZATION', c.church) + ' livestream at ' + P('URL', url_val(c.church.split()[0])) if chance(0.3) else ''}.\n")
    o.append(f"Reviewed with resident and {fam(c.f1)} on {fd(c.d0, ch(['long', 'mdy', 'wd_long']))}.\n")
    o.append("IDT: " + ", ".join(staff(s, "full_cr") for s in sample(staffs, rint(3, 5))) + "\n")
    put_clin(o, c)
    return "".join(o)


def g_incident(c):
    o = [header(c, ch(["FALL / INCIDENT REPORT", "Incident Report - Resident Fall", "Post-Fall Huddle"]))]
    she = "she" if c.sex == "F" else "he"
    d = c.d0
    loc = ch(["resident's room", "bathroom", "dining room", "hallway by nurses' station", "courtyard", "parking lot"])
    o.append(f"Incident #: {P('IDNUM', idnum_val('inc'))}\nDate/time: {fd(d, ch(['mdy', 'wd3_mdy', 'long']))} {TB.time()}\n"
             f"Location: {loc}{', room ' + P('LOCATION_OTHER', c.room) if loc in ('resident' + chr(39) + 's room', 'bathroom') else ''}\n")
    o.append(f"Description: {pt(c)} was found {ch(['sitting on floor', 'lying on left side', 'on knees beside bed', 'slumped in wheelchair'])} by "
             f"{staff(c.cna, ch(['full_cr', 'first_cr', 'full']))}. {she.capitalize()} stated \"{ch(['I was trying to get to the bathroom', 'I slipped', 'I wanted my glasses', 'I thought it was morning'])}\". "
             f"{ch(['Bed alarm', 'Chair alarm', 'Floor mat sensor'])} {P('DEVICE', dev_val())} {ch(['did not sound', 'sounded', 'was off'])}. {TB.homograph()}\n")
    o.append(f"Assessment by {staff(c.nurses[0], 'full_cr')}: {TB.vitals()}. GCS {rint(13, 15)}. Neuro checks q15min x4 then q1h. "
             f"Morse {rint(35, 95)}. {ch(['No injury noted', 'Skin tear R forearm ' + TB.wound(), 'Bruise L hip 4 x 3 cm', 'Abrasion to forehead 2 x 1 cm'])}.\n")
    wit = c.f3
    o.append(f"Witnesses: {fam(wit, 'name_paren')}, visitor, {ph()}; {staff(c.nurses[2], 'full_cr')}.\n")
    if loc == "parking lot" or chance(0.35):
        o.append(f"{ch(['Visitor', 'Family'])} vehicle {ch(['plate', 'tag', 'VIN'])} "
                 f"{P('VEHICLE', plate())} parked {ch(['in fire lane', 'at curb', 'near entrance'])}; {ch(['security', 'maintenance'])} notified.\n")
    o.append(f"Notifications: {dr(c.md, ch(['Dr.', 'Dr']))} paged at {TB.time()} (pager {pager()}), orders received; "
             f"{fam(c.f1, ch(['rel_full', 'title_rel']))} notified by phone {ph()} at {TB.time()}; DON {staff(c.don, ch(['full_cr', 'full']))} ext. {ext_only()}.\n")
    o.append(f"Root cause: {ch(['unassisted toileting', 'poor footwear', 'new trazodone', 'wet floor', 'orthostatic hypotension'])}. Interventions: "
             f"{ch(['toileting schedule q2h', 'non-skid socks', 'low bed and mat', 'PT screen', 'pharmacy review'])}. Prior falls {fd(c.day(-rint(10, 60)), ch(['md', 'mdy']))}"
             f" and {fd(c.day(-rint(61, 200)), ch(['mon', 'mdy']))}.\n")
    if chance(0.4):
        o.append(f"Report accessed by {P('USERNAME', user_of(c.don))}, fingerprint login {P('BIOID', bio_val())}, from {P('IPADDR', ip_val())}.\n")
    o.append(sig(c, c.nurses[0], ch(["esig", "signed", "user"])))
    put_clin(o, c)
    return "".join(o)


def g_homehealth(c):
    p = c.p
    o = [f"{P('HOSPITAL', c.hha)}\n{ch(['SKILLED NURSING VISIT NOTE', 'Home Health Visit', 'PT Home Visit', 'Start of Care OASIS Visit'])}\n"]
    lm = ch(PL.LANDMARKS)
    o.append(f"Patient: {nm(p, 'PATIENT', ch(['fl', 'Lf', 'LF', 'fml']))}   DOB {fd(c.dob, ch(['mdy', 'mdy0']))}   MR# {P('MRN', c.mrn)}   Episode {P('ACCOUNT', c.acct)}\n"
             f"Address: {c.addr()}\nPhone: {P('PHONE', c.home_phone)}   Alt: {ph()}\n"
             f"Directions: {ch(['past', 'across from', 'two blocks north of', 'behind'])} {lm[0]}{P('LOCATION_OTHER', lm[1])}, {ch(['blue house', 'trailer with ramp', 'brick duplex', 'yellow door'])}.\n"
             f"Visit date: {fd(c.d0, ch(['mdy', 'wd_long', 'wd3_mdy']))}  Time in {(tin := rint(7, 16)):02d}:{(mi := rint(0, 5) * 10):02d}  Time out {tin + 1:02d}:{mi + rint(0, 9):02d}\n\n")
    she = "she" if c.sex == "F" else "he"
    o.append(f"{pt(c)} {ch(['greeted RN at door with walker', 'in recliner on arrival', 'in bed, caregiver present', 'sitting at kitchen table'])}. "
             f"{cap(fam(c.f1))} {ch(['present', 'assisting with meds', 'at work', 'out shopping'])}. {TB.homograph()}\n")
    o.append(f"Vitals: {TB.vitals()}\nFSBS {rint(70, 320)} mg/dL. Wt {rint(98, 260)} lb. {TB.scores(2)}.\n")
    o.append(f"Meds reconciled with bottles from {P('HOSPITAL', c.pharm)} ({ph()}):\n" + meds_block(rint(3, 7)))
    o.append(f"Teaching: {ch(['CHF zones', 'insulin pen technique', 'fall prevention', 'Coumadin diet', 'ostomy care'])}; {she} verbalized understanding. "
             f"{TB.eponym_sentence()}\n")
    if chance(0.6):
        o.append(f"Caregiver {nm(c.f2, 'FAMILY', 'fl')} ({c.f2['rel']}) drives {pt(c, 'f')} to appts; car plate {P('VEHICLE', plate())}"
                 f"{', VIN ' + P('VEHICLE', vin()) if chance(0.3) else ''}. {c.f2['rel'].capitalize()} is a {P('PROFESSION', c.f2['prof'])} "
                 f"at {P('ORGANIZATION', ch(PL.EMPLOYERS))}.\n")
    o.append(f"Next visit {fd(c.day(rint(2, 7)), ch(['wd_md', 'wd', 'md']))}. Orders signed by {dr(c.md)} of {P('HOSPITAL', c.clinic)}, fax {fx()}.\n")
    o.append(f"EVV: check-in by {P('USERNAME', user_of(c.nurses[1]))} on tablet {P('DEVICE', dev_val())}, IP {P('IPADDR', ip_val())}; "
             f"OASIS {P('IDNUM', idnum_val('oasis'))}.\n")
    o.append(sig(c, c.nurses[1], ch(["esig", "signed", "dash"])))
    if chance(0.4):
        o.append(f"Agency line {ph(ext=True)}; portal {P('URL', url_val(c.hha.split()[0]))}\n")
    put_clin(o, c)
    return "".join(o)


def g_hospice(c):
    p = c.p
    o = [header(c, ch(["HOSPICE RN VISIT", "Hospice Interdisciplinary Note", "Hospice Chaplain Visit", "Hospice Recertification Narrative"]))]
    o.append(f"Hospice: {P('HOSPITAL', c.hospice)}   Medical director: {dr(c.md2)}   Benefit period {rint(1, 4)} "
             f"({fd(c.day(-rint(10, 80)), 'mdy')} - {fd(c.day(rint(10, 80)), 'mdy')})\n")
    o.append(f"Terminal dx: {c.dx[0][0]} ({c.dx[0][1]}). PPS {ch(['30', '40', '20', '50'])}%. FAST {ch(['6d', '7a', '7c', '6e'])}. "
             f"KPS {ch(['30', '40', '20'])}. MAC {TB.num(18, 26, 1)} cm (prior {TB.num(19, 28, 1)} cm).\n")
    she = "she" if c.sex == "F" else "he"
    o.append(f"{pt(c)} {ch(['resting, eyes closed', 'responds to voice', 'moaning with repositioning', 'peaceful'])}. "
             f"{ch(['Cheyne-Stokes respirations', 'mottling to knees', 'apneic periods 10-15 sec', 'terminal secretions'])} noted. {TB.vitals()}\n"
             f"Comfort meds: morphine concentrate 20 mg/mL 5 mg SL q2h PRN, lorazepam 0.5 mg SL q4h PRN, glycopyrrolate 0.2 mg SC q4h PRN. {TB.homograph()}\n")
    o.append(f"Family: {fam(c.f1)} at bedside; {fam(c.f2)} flying in from {country_txt(ch(PL.COUNTRIES)) if chance(0.4) else P('CITY', ch(PL.CITIES))}"
             f" on {fd(c.day(rint(1, 3)), ch(['wd', 'wd_md', 'md']))}. {c.f1['rel'].capitalize()} {nm(c.f1, 'FAMILY', 'f')}, a {P('PROFESSION', c.f1['prof'])}, "
             f"asked about {ch(['signs of dying', 'stopping tube feeds', 'hospice respite', 'funeral planning'])}.\n")
    o.append(f"Chaplain {staff(c.chap, ch(['full', 'full_cr']))} visited; pastor from {P('ORGANIZATION', c.church)} {ch(['called', 'visited', 'will visit'])}. "
             f"Funeral home: {P('ORGANIZATION', ch(PL.FUNERAL))}, {ph()}.\n")
    if chance(0.35):
        td = c.d0
        o.append(f"Death: pronounced {fd(td, ch(['mdy', 'long']))} at {TB.time()} by {staff(c.nurses[2], 'full_cr')}; age at death {P('AGE', str(c.age))}. "
                 f"{dr(c.md2, 'Dr.')} notified {TB.time()}. Family present.\n")
    o.append(f"DME: hospital bed serial {P('DEVICE', dev_val())}, O2 concentrator {P('DEVICE', dev_val())} from {P('ORGANIZATION', ch(PL.DME))}.\n")
    o.append(sig(c, c.nurses[2], ch(["esig", "signed", "user"])))
    put_clin(o, c)
    return "".join(o)


def g_mar(c):
    o = [header(c, ch(["MEDICATION ADMINISTRATION RECORD", "eMAR Summary", "MAR - PRN and Scheduled"]))]
    o.append(f"Allergies: {ch(['PCN (rash)', 'sulfa', 'NKDA', 'codeine (N/V)', 'latex'])}.  Pharmacy: {P('HOSPITAL', c.pharm)} {ph()} fax {fx()}\n"
             f"Prescriber: {dr(c.md, ch(['full_md', 'Lf_md', 'Dr.']))} DEA {P('LICENSE', dea())} NPI {P('LICENSE', npi())}\n\n")
    days = [c.day(k) for k in range(-rint(2, 5), 1)]
    ms = sample(TB.MEDS, rint(4, 7))
    nurses = c.nurses[:3]
    fmt = ch(["pipe", "tab", "fixed", "csv"])
    hdr = ["Medication", "Sig", "Time"] + [None] * len(days)
    rows = []
    for m in ms:
        t = TB.time()
        r = [f"{m[0]} {m[1]}", f"{m[2]} {m[3]}", t]
        for d in days:
            x = ch(["give", "give", "give", "held", "refused"])
            ini = nm(ch(nurses), "DOCTOR", ch(["ini2", "ini3"]))
            r.append(ini if x == "give" else f"{x} ({ini})")
        rows.append(r)
    dh = [fd(d, ch(["md", "wd_md"])) for d in days]
    if fmt == "pipe":
        o.append("| Medication | Sig | Time | " + " | ".join(dh) + " |\n|" + "---|" * (3 + len(days)) + "\n" +
                 "".join("| " + " | ".join(r) + " |\n" for r in rows))
    else:
        sep = {"tab": "\t", "fixed": "  ", "csv": ","}[fmt]
        o.append(sep.join(["Medication", "Sig", "Time"] + dh) + "\n" + "".join(sep.join(r) + "\n" for r in rows))
    o.append("\nLegend: " + "; ".join(f"{nm(n, 'DOCTOR', 'ini2')} = {staff(n, 'full_cr')}" for n in nurses) + "\n")
    o.append(f"PRN: {ch(['acetaminophen 650 mg PO', 'oxycodone 5 mg PO', 'lorazepam 0.5 mg PO', 'senna 8.6 mg PO'])} given {fd(c.d0, 'md')} {TB.time()} for "
             f"{ch(['pain 6/10', 'anxiety', 'constipation', 'pain 4/10'])}; effective at {TB.time()}. Rx {P('IDNUM', idnum_val('rx'))}. {TB.vitals()}\n")
    o.append(f"Scanner {P('DEVICE', dev_val())}; cart login {P('USERNAME', user_of(nurses[0]))} via biometric {P('BIOID', bio_val())} at {P('IPADDR', ip_val())}.\n")
    if chance(0.5):
        o.append(f"Pharmacist review: {staff(c.rph, 'full_cr')} {fd(c.d0, 'mdy')}: {ch(['recommend GDR of quetiapine', 'no irregularities', 'check INR 2x/wk on warfarin', 'hold metformin if Cr >1.5'])}. {TB.labs()}\n")
    put_clin(o, c)
    return "".join(o)


def g_family_conf(c):
    o = [header(c, ch(["FAMILY CARE CONFERENCE", "Care Conference Note", "Family Meeting - Goals of Care"]))]
    o.append(f"Date: {fd(c.d0, ch(['wd_long', 'long', 'mdy', 'wd3_mdy']))}  {TB.time()}  Location: {ch(['conference room', 'resident room', 'by phone'])}"
             f"{' ' + P('LOCATION_OTHER', c.room) if chance(0.3) else ''}\nAttendees:\n")
    att = [f"- {pt(c, 'fl')} (resident)", f"- {fam(c.f1, 'name_paren')}", f"- {fam(c.f2, 'name_paren')} by phone {ph()}",
           f"- {staff(c.sw, 'full_cr')}, social services", f"- {staff(c.nurses[0], 'full_cr')}, unit manager",
           f"- {staff(c.ptx, 'full_cr')}, therapy", f"- {dr(c.md)}, attending"]
    R.shuffle(att)
    o.append("\n".join(att[:rint(5, 7)]) + "\n\n")
    she = "she" if c.sex == "F" else "he"
    o.append(f"Discussion: {ch(['Progress in therapy reviewed', 'Decline in intake discussed', 'Discharge planning', 'Goals of care and code status'])}. "
             f"{pt(c)} is now {ch(['ambulating 100 ft', 'needing 2-person assist', 'eating 25-50% of meals', 'more confused in evenings'])}. "
             f"{TB.scores(2)}. {TB.labs()}. {TB.homograph()}\n")
    o.append(f"{cap(fam(c.f1, 'rel_first'))} ({P('PROFESSION', c.f1['prof'])}) {ch(['hopes for discharge home', 'prefers long-term placement', 'asked about hospice', 'wants full code continued'])}. "
             f"{cap(fam(c.f2, 'rel_first'))} lives in {P('CITY', ch(PL.CITIES))}, {P('STATE', ch(PL.STATES)[ch([0, 1])])} and works at "
             f"{P('ORGANIZATION', ch(PL.EMPLOYERS + PL.SCHOOLS))}. {ch(['Both', 'Family'])} agree {she} will {ch(['continue rehab', 'remain on long-term care', 'enroll in hospice'])}.\n")
    o.append(f"Plan: discharge target {fd(c.day(rint(7, 30)), ch(['md', 'mdy', 'short']))} to {c.addr() if chance(0.5) else P('HOSPITAL', c.hha) + ' services'}. "
             f"POA: {nm(c.f1, 'FAMILY', 'fl')}. Next conference {fd(c.day(rint(30, 90)), ch(['mdy', 'mon', 'wd_long']))}.\n")
    o.append(f"Follow-up email sent to {P('EMAIL', c.f1['email'])}{' and ' + P('EMAIL', c.f2['email']) if chance(0.5) else ''}. "
             f"Medicaid application case {P('IDNUM', idnum_val('case'))}, SSN {P('SSN', c.ssn)} verified.\n")
    o.append(sig(c, c.sw, ch(["esig", "signed", "user"])))
    put_clin(o, c)
    return "".join(o)


def g_transfer(c):
    p = c.p
    o = [f"{ch(['INTERFACILITY TRANSFER FORM', 'Transfer to Hospital - Communication Form', 'SNF to ED Transfer Summary'])}\n"]
    o.append(f"From: {P('HOSPITAL', c.fac)}, {c.fac_addr()}\n  Phone {P('PHONE', c.fac_phone)}  Fax {P('FAX', c.fac_fax)}  Unit: {P('HOSPITAL', c.unit)}\n"
             f"To: {P('HOSPITAL', c.hosp)} ED, {P('CITY', ch(PL.CITIES))}, {c.st(False)}  Phone {P('PHONE', c.hosp_phone)}\n\n")
    o.append(f"Name: {nm(p, 'PATIENT', ch(['LF', 'Lf', 'fml']))}  Sex: {c.sex}  DOB: {fd(c.dob, ch(['mdy', 'iso']))}  Age: {P('AGE', str(c.age))}\n"
             f"MRN {P('MRN', c.mrn)}  Acct {P('ACCOUNT', c.acct)}  SSN {P('SSN', c.ssn)}\n"
             f"Insurance: Medicare {P('HEALTHPLAN', c.hp)}; {P('ORGANIZATION', ch(PL.INSURERS))} {P('HEALTHPLAN', c.hp2)}\n"
             f"Home address: {c.addr()}\n")
    o.append(f"Date/time of transfer: {fd(c.d0, ch(['mdy', 'wd3_mdy']))} {TB.time()}\nReason: {ch(['acute change in mental status', 'fall with hip pain, shortening and external rotation', 'hypoxia SpO2 84% on RA', 'GI bleed, melena x2', 'fever 102.4 with rigors', 'chest pain'])}\n"
             f"Code status: {ch(['Full code', 'DNR/DNI', 'DNR, OK to intubate', 'POLST: comfort-focused'])}\n")
    o.append(f"Vitals at transfer: {TB.vitals()}\nRecent labs: {TB.labs()}\nDx: {dx_block(c, 4)}\nMeds: " + meds_block(rint(3, 6)).replace("\n", "; ").rstrip("; ") + "\n")
    o.append(f"Devices: {ch(['Foley catheter 16 Fr', 'PICC R basilic', 'G-tube', 'suprapubic catheter'])}, {ch(['pacemaker', 'ICD', 'LVAD', 'cochlear implant'])} SN {P('DEVICE', dev_val())}\n")
    o.append(f"Contact: {fam(c.f1, 'name_paren')} {ph()}; POA {nm(c.f2, 'FAMILY', ch(['fl', 'Lf']))} {ph()}\n"
             f"Sending clinician: {staff(c.nurses[0], 'full_cr')} {ph(c.ac, True)}\nPhysician: {dr(c.md, 'full_md')} lic {P('LICENSE', lic_val())}\n")
    o.append(f"Transport: {P('ORGANIZATION', ch(PL.AMBUL))} unit {ch(['M-', 'Medic ', 'A'])}{rint(1, 40)}, plate {P('VEHICLE', plate())}; "
             f"crew {nm(person(), 'DOCTOR', 'fl')}, EMT-P. Departed {TB.time()}.\n")
    o.append(f"Sent: face sheet, MAR, POLST, bed hold notice. Report called to ED RN {nm(person(), 'DOCTOR', ch(['f', 'fl']))} at {TB.time()}. {TB.homograph()}\n")
    if chance(0.5):
        o.append(f"Records faxed to {fx()}; e-referral {P('IDNUM', idnum_val('ref'))} via {P('URL', url_val(c.hosp.split()[0]))}\n")
    put_clin(o, c)
    return "".join(o)


GENRES = [
    ("nursing_home_admission_assessment", g_admission),
    ("skilled_nursing_progress_note", g_progress),
    ("therapy_flowsheet", g_flowsheet),
    ("therapy_evaluation_note", g_therapy_note),
    ("wound_care_record", g_wound),
    ("care_plan", g_careplan),
    ("fall_incident_report", g_incident),
    ("home_health_visit_note", g_homehealth),
    ("hospice_note", g_hospice),
    ("medication_administration_record", g_mar),
    ("family_conference_note", g_family_conf),
    ("hospital_transfer_form", g_transfer),
]
PER_GENRE = 31


def main():
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    R.shuffle(plan)
    n = len(plan)
    lower_idx = set(sample(range(n), round(n / 6)))
    out = []
    for i, (gname, fn) in enumerate(plan):
        c = Ctx()
        marked = fn(c)
        low = i in lower_idx
        if low:
            marked = marked.lower()
        text, spans = strip_markers(marked)
        rec = {"id": f"dev110-en-{i + 1:04d}", "text": text,
               "spans": [{"start": s, "end": e, "label": TYPES[t], "type": t, "text": text[s:e]} for s, e, t in spans],
               "meta": {"source": "dev110-en", "genre": gname, "lowercase": low}}
        out.append(rec)
    with open(os.path.join(OUTDIR, "notes.jsonl"), "w", encoding="utf-8") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} notes, {sum(len(r['spans']) for r in out)} spans")


if __name__ == "__main__":
    main()

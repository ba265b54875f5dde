"""Core helpers: inline PHI markers, persons, dates, ages, identifiers, contacts, clinical filler."""
import datetime as dt
import re

from pools import (GIVEN, GIVEN_F, GIVEN_M, SURNAMES, NICKNAMES, US_STATES, US_CITIES, UK_TOWNS, STREET_NAMES, US_SUFFIX,
                   UK_SUFFIX, US_CREDS, UK_CREDS)

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


def m(t, v):
    """Inline marker: the value is PHI of fine type t."""
    assert t in TYPE_LABEL, t
    v = str(v)
    assert v and v == v.strip() and not any(c in v for c in "\x01\x02\x03"), repr(v)
    return f"\x01{t}\x02{v}\x03"


_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def finalize(marked):
    out, spans, pos, last = [], [], 0, 0
    for mo in _MARK.finditer(marked):
        chunk = marked[last:mo.start()]
        out.append(chunk)
        pos += len(chunk)
        t, v = mo.group(1), mo.group(2)
        if v.startswith("the "):  # a leading lower-case article stays outside the span
            out.append("the ")
            pos += 4
            v = v[4:]
        spans.append({"start": pos, "end": pos + len(v), "label": TYPE_LABEL[t], "type": t, "orig_label": t,
                      "text": v})
        out.append(v)
        pos += len(v)
        last = mo.end()
    out.append(marked[last:])
    text = "".join(out)
    assert not any(c in text for c in "\x01\x02\x03")
    return text, spans


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
MONA = [x[:3] for x in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = [x[:3] for x in WD]


def ordsuf(n):
    return "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, s):
    y, mo, da = d.year, d.month, d.day
    return {
        "us1": f"{mo:02d}/{da:02d}/{y}", "us2": f"{mo}/{da}/{y}", "us3": f"{mo}/{da}/{y % 100:02d}",
        "iso": d.isoformat(), "usl": f"{MON[mo-1]} {da}, {y}", "usa": f"{MONA[mo-1]} {da}, {y}",
        "dmyup": f"{da:02d}-{MONA[mo-1].upper()}-{y}", "uk1": f"{da:02d}/{mo:02d}/{y}",
        "uk2": f"{da}/{mo}/{y % 100:02d}", "ukdot": f"{da:02d}.{mo:02d}.{y}", "ukl": f"{da} {MON[mo-1]} {y}",
        "uka": f"{da} {MONA[mo-1]} {y}", "ukord": f"{da}{ordsuf(da)} {MON[mo-1]} {y}",
        "wdus": f"{WDA[d.weekday()]} {mo}/{da}", "wduk": f"{WDA[d.weekday()]} {da}/{mo}",
        "wdlus": f"{WD[d.weekday()]}, {MON[mo-1]} {da}, {y}", "wdluk": f"{WD[d.weekday()]} {da} {MON[mo-1]} {y}",
        "mdus": f"{mo}/{da}", "dmuk": f"{da}/{mo}", "my": f"{MON[mo-1]} {y}", "mya": f"{MONA[mo-1]} {y}",
        "y": str(y), "dmon": f"{da} {MONA[mo-1]}", "mond": f"{MONA[mo-1]} {da}", "wd": WD[d.weekday()],
        "dmonup": f"{da:02d}{MONA[mo-1].upper()}{y}", "ymd": f"{y}{mo:02d}{da:02d}",
        "mon": MON[mo-1],
    }[s]


FULL_US = ["us1", "us1", "us2", "us3", "iso", "usl", "usa", "dmyup"]
FULL_UK = ["uk1", "uk1", "uk2", "ukdot", "ukl", "uka", "ukord", "iso", "dmyup"]
SHORT_US = ["mdus", "wdus", "mond", "us3"]
SHORT_UK = ["dmuk", "wduk", "dmon", "uk2"]

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
        "sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, rest = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if rest == 0 else " and " + words(rest))


REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M", "mum": "F",
           "dad": "M", "sister": "F", "brother": "M", "niece": "F", "nephew": "M", "widow": "F", "widower": "M",
           "granddaughter": "F", "grandma": "F", "grandad": "M", "boyfriend": "M", "girlfriend": "F",
           "stepfather": "M", "son-in-law": "M", "daughter-in-law": "F", "grandson": "M", "aunt": "F", "uncle": "M"}


DOC_CREDS_US = ["MD", "DO", "MD, FACC", "MD, FACS", "MD, PhD", "MD, FACP", "DO, FACOG", "MBBS", "MD, MPH"]
DOC_CREDS_UK = ["MBChB, MRCP", "MBBS, FRCS", "MBBS, FRCA", "MRCGP", "BM BCh, MRCPsych", "FRCR", "FRCPath",
                "MBChB, FRCOG", "MB BCh BAO", "MBBS, MRCP(UK)", "BMedSci, MRCS"]
_RN = (["RN", "RN, BSN", "RN, CCRN", "LPN", "NP", "FNP-C", "MSN, RN"], ["RGN", "RN", "RMN", "RN (Adult)", "BSc, RGN"])
ROLE_CREDS = {
    "rn": _RN, "tn": _RN, "o": _RN, "i": _RN, "cn": _RN, "cns": _RN, "en": _RN, "vn": _RN, "cpn": _RN, "rt": (["RRT"], ["RRT"]),
    "mw": (["CNM", "RN, CNM"], ["RM", "RM, BSc"]), "physio": (["PT, DPT", "DPT", "PT"], ["BSc (Hons), MCSP", "MCSP", "MSc, MCSP"]),
    "rd": (["RD, LD", "RDN", "MS, RD"], ["RD", "BSc, RD"]), "ph": (["PharmD", "PharmD, BCPS", "RPh"], ["MPharm", "MPharm, IP"]),
    "sw": (["LCSW", "MSW", "LICSW"], ["DipSW", "BA, SWE reg", "MA SW"]), "hyg": (["RDH"], ["RDH", "Dip DH"]),
    "dent": (["DDS", "DMD"], ["BDS", "BDS, MFDS"]), "dn": (["CDA"], ["Dental Nurse"]), "odp": (["CRNA"], ["ODP", "DipHE ODP"]),
    "ma": (["MA", "CMA"], ["HCA"]),
}


class Person:
    def __init__(self, r, sex=None, last=None, first=None, locale="US"):
        self.r = r
        self.sex = sex or r.choice("MF")
        self.first = first or r.choice(GIVEN_F if self.sex == "F" else GIVEN_M)
        self.middle = r.choice(GIVEN_F if self.sex == "F" else GIVEN_M)
        self.last = last or r.choice(SURNAMES)
        self.nick = r.choice(NICKNAMES)
        self.locale = locale
        self.cred = r.choice(UK_CREDS if locale == "UK" else US_CREDS)

    def fmt(self, s):
        f, mi, l = self.first, self.middle[0], self.last
        return {
            "fl": f"{f} {l}", "fml": f"{f} {mi}. {l}", "fmlnd": f"{f} {mi} {l}", "l": l, "f": f,
            "lf": f"{l}, {f}", "lfm": f"{l}, {f} {mi}", "LF": f"{l.upper()}, {f.upper()}",
            "LFc": f"{l.upper()},{f.upper()} {mi}", "LFc2": f"{l.upper()},{f.upper()}",
            "FL": f"{f.upper()} {l.upper()}", "fi": f"{f} {l[0]}.", "fi2": f"{f} {l[0]}",
            "ini": f"{f[0]}.{l[0]}.", "INI": f"{f[0]}{l[0]}", "ini3": f"{f[0]}{mi}{l[0]}", "inil": f"{f[0].lower()}{l[0].lower()}",
            "il": f"{f[0]}. {l}", "iml": f"{f[0]}.{mi}. {l}", "Fl": f"{f} {l.upper()}", "L": l.upper(),
            "nick": self.nick, "nickl": f"{self.nick} {l}", "lower": f"{f.lower()} {l.lower()}",
            "fl_lower": f.lower(),
        }[s]

    def user(self, r):
        base = r.choice([self.first[0] + self.last, self.first + "." + self.last, self.last + self.first[0],
                         self.first[:3] + self.last[:4]])
        base = re.sub(r"[^a-z.]", "", base.lower())
        return base + r.choice(["", str(r.randint(1, 99)), "_" + str(r.randint(1, 9))])

    @property
    def title(self):
        return "Mr" if self.sex == "M" else self.r.choice(["Mrs", "Ms", "Miss"])


class Ctx:
    """Everything one note needs: its rng, locale, note date, patient and helper formatters."""

    def __init__(self, r, locale, genre):
        self.r = r
        self.loc = locale
        self.uk = locale == "UK"
        self.genre = genre
        self.nd = dt.date(2016, 1, 1) + dt.timedelta(days=r.randint(0, 3450))
        self.staff = {}

    # ---------------------------------------------------------- dates and ages
    def dstyle(self, kind="full"):
        r = self.r
        if kind == "full":
            return r.choice(FULL_UK if self.uk else FULL_US)
        if kind == "short":
            return r.choice(SHORT_UK if self.uk else SHORT_US)
        return kind

    def D(self, d, kind="full"):
        return m("DATE", fmt_date(d, self.dstyle(kind)))

    def ago(self, lo, hi):
        return self.nd - dt.timedelta(days=self.r.randint(lo, hi))

    def ahead(self, lo, hi):
        return self.nd + dt.timedelta(days=self.r.randint(lo, hi))

    def dob_for(self, age):
        return self.nd - dt.timedelta(days=365 * age + self.r.randint(5, 360))

    def A(self, n, style=None):
        r = self.r
        style = style or r.choice(["yo", "yo2", "yearold", "yslash", "yearold", "yearold", "words", "yo"])
        a = m("AGE", n)
        sx = r.choice("MF")
        return {
            "yo": f"{a} yo", "yo2": f"{a}yo", "yearold": f"{a}-year-old", "yslash": f"{a} y/o",
            "yrs": f"{a} yrs", "sex": f"{a}{sx}" if r.random() < .5 else f"{a} {sx}", "aged": f"aged {a}",
            "words": f"{m('AGE', words(n))}-year-old" if r.random() < .5 else f"aged {m('AGE', words(n))}",
            "yoa": f"{a} years of age", "y": f"{a}y", "bare": a,
        }[style]

    # ---------------------------------------------------------- people
    def patient(self, sex=None, age=None, last=None):
        r = self.r
        p = Person(r, sex=sex, last=last, locale=self.loc)
        p.age = age if age is not None else r.randint(18, 96)
        p.dob = self.dob_for(p.age)
        self.pt = p
        return p

    def doc(self, key=None):
        if key is not None and key in self.staff:
            return self.staff[key]
        p = Person(self.r, locale=self.loc)
        pool = ROLE_CREDS.get(key)
        if pool:
            p.cred = self.r.choice(pool[1] if self.uk else pool[0])
        elif key is not None or True:
            p.cred = self.r.choice(DOC_CREDS_UK if self.uk else DOC_CREDS_US)
        if key is not None:
            self.staff[key] = p
        return p

    def N(self, p, s, t):
        return m(t, p.fmt(s))

    def P(self, s=None):
        s = s or self.r.choice(["fl", "fml", "l", "lf", "LF", "f", "fl", "LFc", "Fl"])
        return m("PATIENT", self.pt.fmt(s))

    def Dr(self, p, s=None, cred=True, title=False):
        """Staff name; credentials and titles stay outside the span."""
        r = self.r
        s = s or r.choice(["fl", "fml", "il", "fl", "lf", "FL"])
        out = m("DOCTOR", p.fmt(s))
        if title:
            out = (r.choice(["Dr ", "Dr. "]) if not self.uk else "Dr ") + out
        if cred:
            out = out + r.choice([", ", " "]) + p.cred
        return out

    def relN(self, choices, style):
        """A relation word followed by a sex-matched FAMILY name span."""
        w = self.r.choice(choices)
        p = self.fam(sex=REL_SEX.get(w.split()[-1]))
        return f"{w} {m('FAMILY', p.fmt(style))}"

    def fam(self, s=None, sex=None, last=None):
        p = Person(self.r, sex=sex, last=last if last else (self.pt.last if self.r.random() < .5 else None),
                   locale=self.loc)
        return p

    # ---------------------------------------------------------- places
    def address(self):
        r = self.r
        a = {}
        num = r.randint(1, 9800) if not self.uk else r.randint(1, 240)
        if self.uk:
            st = f"{num} {r.choice(STREET_NAMES)} {r.choice(UK_SUFFIX)}"
            if r.random() < .25:
                st = f"Flat {r.randint(1, 24)}, " + st
            town, county, pc = r.choice(UK_TOWNS)
            a.update(street=st, city=town, state=county, zip=self.postcode(pc))
        else:
            st = f"{num} {r.choice(STREET_NAMES)} {r.choice(US_SUFFIX)}"
            if r.random() < .3:
                st += r.choice([f", Apt {r.randint(1, 40)}{r.choice(['', 'A', 'B'])}", f" #{r.randint(100, 999)}",
                                f", Unit {r.randint(1, 30)}"])
            city, stt = r.choice(US_CITIES)
            z = f"{r.randint(10000, 99950)}"
            if r.random() < .2:
                z += f"-{r.randint(1000, 9999)}"
            a.update(street=st, city=city, state=stt, zip=z)
        return a

    def postcode(self, area=None):
        r = self.r
        area = area or r.choice(UK_TOWNS)[2]
        L = "ABDEFGHJLNPQRSTUWXYZ"
        return f"{area}{r.randint(1, 28)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"

    def addr_inline(self, a, sep=", "):
        r = self.r
        st = a["state"]
        if not self.uk and r.random() < .2:
            st = US_STATES[st]
        if self.uk and r.random() < .5:
            return f"{m('STREET', a['street'])}{sep}{m('CITY', a['city'])}{sep}{m('ZIP', a['zip'])}"
        if self.uk:  # UK counties are CITY per the guideline ("town, city, county")
            return f"{m('STREET', a['street'])}{sep}{m('CITY', a['city'])}{sep}{m('CITY', st)}{sep}{m('ZIP', a['zip'])}"
        return f"{m('STREET', a['street'])}{sep}{m('CITY', a['city'])}{sep}{m('STATE', st)} {m('ZIP', a['zip'])}"

    def addr_block(self, a):
        if self.uk:
            return f"{m('STREET', a['street'])}\n{m('CITY', a['city'])}\n{m('CITY', a['state'])}\n{m('ZIP', a['zip'])}"
        return f"{m('STREET', a['street'])}\n{m('CITY', a['city'])}, {m('STATE', a['state'])} {m('ZIP', a['zip'])}"

    # ---------------------------------------------------------- contacts
    def phone(self, kind="any"):
        r = self.r
        if self.uk:
            c = r.choice(["land", "mob", "mob", "intl", "lon"]) if kind == "any" else kind
            if c in ("land", "fax"):
                return f"0{r.choice(['113', '114', '161', '117', '121', '151', '191', '1904', '1392', '29'])} " \
                       f"{r.randint(100, 999)} {r.randint(1000, 9999)}"
            if c == "mob":
                return f"07{r.randint(100, 999)} {r.randint(100000, 999999)}"
            if c == "intl":
                return f"+44 7{r.randint(100, 999)} {r.randint(100000, 999999)}"
            return f"020 {r.randint(7000, 8999)} {r.randint(1000, 9999)}"
        ac = r.randint(201, 989)
        ex, ln = r.randint(200, 989), r.randint(0, 9999)
        f = r.choice(["({a}) {e}-{l:04d}", "{a}-{e}-{l:04d}", "{a}.{e}.{l:04d}", "({a}){e}-{l:04d}",
                      "+1 {a} {e} {l:04d}", "1-{a}-{e}-{l:04d}"])
        s = f.format(a=ac, e=ex, l=ln)
        if kind == "any" and r.random() < .15:
            s += r.choice([f" ext. {r.randint(10, 9999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(10, 999)}"])
        return s

    def bleep(self):
        r = self.r
        return r.choice([str(r.randint(1000, 9999)), f"{r.randint(1, 9)}-{r.randint(1000, 9999)}",
                         f"#{r.randint(1000, 9999)}" if not self.uk else str(r.randint(100, 999))])

    def email(self, p=None, work=False):
        r = self.r
        p = p or self.pt
        loc = r.choice([f"{p.first}.{p.last}", f"{p.first[0]}{p.last}", f"{p.first}{r.randint(1, 99)}",
                        f"{p.last}.{p.first[0]}", f"{p.first}_{p.last}{r.randint(50, 99)}"]).lower()
        loc = re.sub(r"[^a-z0-9._]", "", loc)
        if work:
            dom = "nhs.net" if self.uk else r.choice(["lakesidegeneral.org", "riverbendhealth.org", "mercymc.org",
                                                       "harborviewmed.com", "tricountyhealth.net"])
        else:
            dom = r.choice(["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "aol.com", "proton.me"] +
                           (["btinternet.com", "hotmail.co.uk", "sky.com", "virginmedia.com"] if self.uk else
                            ["comcast.net", "att.net", "hotmail.com"]))
        return f"{loc}@{dom}"

    def url(self):
        r = self.r
        if self.uk:
            return r.choice([f"www.{r.choice(['northgate', 'wessex', 'pennine', 'kingsmead', 'calder'])}.nhs.uk/"
                             f"{r.choice(['outpatients', 'maternity', 'patient-info', 'feedback'])}",
                             f"https://patientportal.{r.choice(['tamar', 'severnside', 'airedale'])}-nhs.uk/login",
                             f"www.{r.choice(['elmparksurgery', 'orchardpractice', 'moorsidesurgery'])}.co.uk",
                             f"https://myrecord.{r.choice(['westmoor', 'stcuthberts'])}.nhs.uk/?ref={r.randint(1000, 99999)}"])
        return r.choice([f"https://mychart.{r.choice(['riverbend-health', 'lakesidegeneral', 'mercymc'])}.org",
                         f"www.{r.choice(['pinecrestcardio', 'desertskyonc', 'summitortho', 'harborviewfm'])}.com/portal",
                         f"https://portal.{r.choice(['tricountyhealth', 'threerivershealth'])}.net/messages/{r.randint(10000, 999999)}",
                         f"http://{r.choice(['bayshorememorial', 'granitepeaks'])}.org/patients/forms"])

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"{r.randint(23, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    # ---------------------------------------------------------- identifiers
    def mrn(self):
        r = self.r
        return r.choice([f"{r.randint(0, 99999999):08d}", f"K{r.randint(1000000, 9999999)}",
                         f"RX{r.randint(100000, 999999)}", f"E{r.randint(100000000, 999999999)}",
                         f"MR-{r.randint(100, 999)}-{r.randint(1000, 9999)}", f"{r.randint(1000000, 9999999)}",
                         f"H{r.randint(10000, 99999)}{r.choice('ABCDEFGHJK')}"])

    def nhs(self):
        r = self.r
        a, b, c = r.randint(400, 799), r.randint(100, 999), r.randint(1000, 9999)
        return r.choice([f"{a} {b} {c}", f"{a}{b}{c}", f"{a}-{b}-{c}"])

    def chi(self):
        d = self.pt.dob
        return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}{self.r.randint(1000, 9999)}"

    def ssn(self):
        r = self.r
        if self.uk:
            L = "ABCEGHJKLMNPRSTWXYZ"
            a = f"{r.choice(L)}{r.choice(L)}"
            n = [r.randint(10, 99) for _ in range(3)]
            return r.choice([f"{a} {n[0]} {n[1]} {n[2]} {r.choice('ABCD')}", f"{a}{n[0]}{n[1]}{n[2]}{r.choice('ABCD')}"])
        a, b, c = r.randint(100, 899), r.randint(10, 99), r.randint(1000, 9999)
        return r.choice([f"{a}-{b}-{c}", f"{a}-{b}-{c}", f"{a}{b}{c}", f"{a} {b} {c}"])

    def plan(self):
        r = self.r
        L = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        return r.choice([f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
                         f"W{r.randint(100000000, 999999999)}",
                         f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}",
                         f"GRP-{r.randint(10000, 99999)}", f"{r.randint(10000000, 99999999)}-{r.randint(10, 99)}",
                         f"BUP{r.randint(1000000, 9999999)}", f"PLN {r.randint(100, 999)} {r.randint(1000, 9999)}"])

    def acct(self):
        r = self.r
        return r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                         f"ENC{fmt_date(self.nd, 'ymd')}-{r.randint(1, 9999):04d}", f"V{r.randint(100000000, 999999999)}",
                         f"{r.randint(40000000, 49999999)}", f"A{r.randint(10000, 99999)}-{r.randint(10, 99)}",
                         f"FIN{r.randint(1000000, 9999999)}"])

    def lic(self, kind=None):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        kind = kind or r.choice(["dea", "npi", "state", "gmc", "nmc", "dl"])
        return {
            "dea": f"{r.choice('ABFM')}{r.choice(L)}{r.randint(1000000, 9999999)}",
            "npi": f"{r.randint(1000000000, 1999999999)}",
            "state": r.choice([f"G{r.randint(10000, 99999)}", f"MD-{r.randint(100000, 999999)}",
                               f"RN{r.randint(100000, 999999)}", f"{r.randint(25, 99)}.{r.randint(100000, 999999)}"]),
            "gmc": f"{r.randint(2000000, 7999999)}",
            "nmc": f"{r.randint(10, 99)}{r.choice(L)}{r.randint(1000, 9999)}{r.choice('ABCDEO')}",
            "gphc": f"20{r.randint(10000, 99999)}",
            "gdc": f"{r.randint(50000, 299999)}",
            "hcpc": f"{r.choice(['PH', 'DT', 'SW', 'OT'])}{r.randint(10000, 199999)}",
            "dl": r.choice([f"{r.choice(L)}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                            f"D{r.randint(1000000, 9999999)}",
                            f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100000, 999999)}{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"]),
        }[kind]

    def devsn(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return r.choice([f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
                         f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.randint(10000, 99999)}{r.choice(L)}",
                         f"SN{r.randint(10000000, 99999999)}", f"{r.randint(100000000, 999999999)}",
                         f"{r.choice(L)}{r.randint(10, 99)}-{r.randint(10000, 99999)}"])

    def vin(self):
        r = self.r
        C = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(r.choice(C) for _ in range(17))

    def plate(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if self.uk:
            return f"{r.choice(L)}{r.choice(L)}{r.randint(10, 74)} {r.choice(L)}{r.choice(L)}{r.choice(L)}"
        return r.choice([f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}",
                         f"{r.choice(L)}{r.choice(L)}{r.choice(L)}-{r.randint(1000, 9999)}",
                         f"{r.choice(L)}{r.choice(L)}{r.choice(L)} {r.randint(100, 999)}"])

    def bio(self):
        r = self.r
        return r.choice([f"FP-{r.randint(10000, 99999)}", f"IRIS-{r.randint(1000000, 9999999)}",
                         f"BIO{r.randint(100000, 999999)}", f"PV-{r.randint(1000, 9999)}-{r.randint(100, 999)}",
                         f"VP{r.randint(10000000, 99999999)}", f"BM-{r.randint(10, 99)}-{r.randint(100000, 999999)}"])

    def idn(self, kind="acc"):
        r = self.r
        y = self.nd.year % 100
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return {
            "acc": r.choice([f"S{y}-{r.randint(100, 99999)}", f"SP-{y}-{r.randint(1000, 999999):06d}",
                             f"{r.choice(L)}{r.choice(L)}{y}-{r.randint(1000, 99999)}", f"ACC{r.randint(1000000, 9999999)}"]),
            "ord": r.choice([f"ORD{r.randint(10000000, 99999999)}", f"{r.randint(1000000, 9999999)}",
                             f"RQ-{r.randint(100000, 999999)}"]),
            "rad": r.choice([f"RAD{r.randint(100000, 999999)}", f"{r.choice(L)}{r.choice(L)}{r.randint(1000000, 9999999)}",
                             f"{r.randint(20, 29)}{r.randint(10000000, 99999999)}"]),
            "case": r.choice([f"CV-20{y:02d}-{r.randint(1000, 999999):06d}", f"{r.choice(L)}{r.choice(L)}{y}C{r.randint(1000, 99999)}",
                              f"No. {r.randint(1000, 9999)}-{r.randint(100, 999)}"]).replace("No. ", ""),
            "claim": r.choice([f"CLM-{r.randint(10000000, 99999999)}", f"{r.choice(L)}{r.randint(100000000, 999999999)}",
                               f"{r.randint(10, 99)}-{r.randint(100000, 999999)}-{r.choice(L)}"]),
            "ref": r.choice([f"{r.choice(L)}{r.choice(L)}/{r.randint(1000, 99999)}/{y}", f"REF{r.randint(100000, 999999)}",
                             f"{r.choice(L)}{r.choice(L)}{r.choice(L)}-{r.randint(1000, 9999)}"]),
            "rx": r.choice([f"RX{r.randint(1000000, 9999999)}", f"{r.randint(1000000, 9999999)}",
                            f"{r.randint(100, 999)}-{r.randint(10000, 99999)}"]),
        }[kind]

    def room(self):
        r = self.r
        return r.choice([f"{r.randint(1, 9)}{r.randint(10, 40)}{r.choice(['', 'A', 'B'])}", str(r.randint(2, 40)),
                         f"{r.choice('ABCDEF')}{r.randint(1, 30)}", f"{r.randint(1, 12)}-{r.randint(1, 40)}"])


# ---------------------------------------------------------------- clinical filler (hard negatives)
def vitals(r, uk=False):
    t = f"{r.uniform(36.0, 39.4):.1f} C" if (uk or r.random() < .5) else f"{r.uniform(97.0, 102.9):.1f} F"
    return r.choice([
        f"BP {r.randint(90, 190)}/{r.randint(50, 110)}, HR {r.randint(48, 140)}, RR {r.randint(10, 32)}, "
        f"SpO2 {r.randint(86, 100)}% on {r.choice(['RA', '2L NC', '4L NC', '28% Venturi', '15L NRB'])}, T {t}",
        f"T {t} | P {r.randint(48, 140)} | R {r.randint(10, 32)} | BP {r.randint(90, 190)}/{r.randint(50, 110)} | "
        f"O2 sat {r.randint(86, 100)}% | Wt {r.uniform(40, 140):.1f} kg | BMI {r.uniform(16, 44):.1f}",
        f"NEWS2 {r.randint(0, 9)} (RR {r.randint(10, 32)}, SpO2 {r.randint(86, 100)}% scale 1, BP {r.randint(90, 190)}/"
        f"{r.randint(50, 110)}, HR {r.randint(48, 140)}, alert, T {t})",
    ])


LABS = [("Na", "mmol/L", 128, 148, "135-145"), ("K", "mmol/L", 3.0, 6.2, "3.5-5.1"), ("Cl", "mmol/L", 92, 112, "98-107"),
        ("HCO3", "mmol/L", 14, 32, "22-29"), ("Urea", "mmol/L", 2.5, 28, "2.5-7.8"), ("Creat", "umol/L", 45, 420, "60-110"),
        ("eGFR", "mL/min/1.73m2", 9, 90, ">60"), ("Glucose", "mmol/L", 3.1, 24, "3.9-7.8"), ("Hb", "g/L", 62, 168, "130-170"),
        ("WCC", "x10^9/L", 1.1, 28, "4.0-11.0"), ("Plt", "x10^9/L", 21, 640, "150-400"), ("CRP", "mg/L", 1, 340, "<5"),
        ("ALT", "U/L", 8, 420, "7-56"), ("ALP", "U/L", 30, 620, "30-130"), ("Bili", "umol/L", 3, 140, "<21"),
        ("Albumin", "g/L", 18, 48, "35-50"), ("INR", "", 0.9, 4.8, "0.8-1.2"), ("Troponin T", "ng/L", 3, 2400, "<14"),
        ("HbA1c", "mmol/mol", 31, 112, "<48"), ("Mg", "mmol/L", 0.5, 1.2, "0.7-1.0"), ("Lactate", "mmol/L", 0.6, 8.9, "0.5-2.2"),
        ("BNP", "pg/mL", 20, 4200, "<100"), ("TSH", "mIU/L", 0.02, 14, "0.4-4.0"), ("Ferritin", "ug/L", 6, 1900, "30-400")]
LABS_US = [("BUN", "mg/dL", 6, 88, "7-20"), ("Cr", "mg/dL", 0.5, 6.1, "0.6-1.3"), ("Glucose", "mg/dL", 58, 420, "70-99"),
           ("Hgb", "g/dL", 6.1, 17.2, "13.5-17.5"), ("WBC", "K/uL", 1.2, 29, "4.5-11.0"), ("Plt", "K/uL", 19, 610, "150-400"),
           ("Na", "mEq/L", 126, 149, "136-145"), ("K", "mEq/L", 2.9, 6.4, "3.5-5.1"), ("AST", "U/L", 9, 510, "10-40"),
           ("Lipase", "U/L", 8, 1900, "13-60"), ("PT", "sec", 10, 38, "11-13.5"), ("aPTT", "sec", 22, 90, "25-35"),
           ("Procalcitonin", "ng/mL", 0.02, 18, "<0.5"), ("Mg", "mg/dL", 1.2, 3.1, "1.7-2.2")]


def lab_table(r, uk, n=None):
    pool = LABS if uk else LABS_US + LABS[11:20]
    rows = r.sample(pool, n or r.randint(5, 9))
    style = r.choice(["pipe", "col", "inline"])

    def val(lo, hi):
        v = r.uniform(lo, hi)
        return f"{v:.1f}" if hi < 20 else str(int(v))
    if style == "pipe":
        out = ["| Test | Result | Units | Ref range | Flag |", "|---|---|---|---|---|"]
        for nm, u, lo, hi, rg in rows:
            out.append(f"| {nm} | {val(lo, hi)} | {u} | {rg} | {r.choice(['', 'H', 'L', ''])} |")
        return "\n".join(out)
    if style == "col":
        return "\n".join(f"{nm:<12}{val(lo, hi):>8} {u:<14}({rg})" for nm, u, lo, hi, rg in rows)
    return ", ".join(f"{nm} {val(lo, hi)}" for nm, u, lo, hi, rg in rows)


def abg(r):
    return (f"pH {r.uniform(7.12, 7.52):.2f} / PaCO2 {r.uniform(3.8, 9.8):.1f} kPa / PaO2 {r.uniform(6.5, 19):.1f} kPa / "
            f"HCO3 {r.randint(14, 32)} / BE {r.randint(-12, 6)} / lactate {r.uniform(0.6, 7):.1f}")


MEDS = [("metoprolol succinate", "25 mg", "PO daily"), ("apixaban", "5 mg", "PO BID"), ("atorvastatin", "40 mg", "PO nightly"),
        ("lisinopril", "10 mg", "PO daily"), ("metformin", "1 g", "PO BD"), ("furosemide", "40 mg", "IV BID"),
        ("pantoprazole", "40 mg", "PO daily"), ("sertraline", "100 mg", "PO OD"), ("levothyroxine", "75 mcg", "PO qAM"),
        ("amlodipine", "5 mg", "PO OD"), ("insulin glargine", "18 units", "SC at 22:00"), ("paracetamol", "1 g", "PO QDS PRN"),
        ("oxycodone", "5 mg", "PO q4h PRN"), ("ondansetron", "4 mg", "IV q8h PRN"), ("enoxaparin", "40 mg", "SC daily"),
        ("ramipril", "2.5 mg", "PO OD"), ("bisoprolol", "2.5 mg", "PO OD"), ("co-codamol 30/500", "2 tabs", "PO QDS PRN"),
        ("salbutamol", "100 mcg 2 puffs", "inh PRN"), ("tiotropium", "18 mcg", "inh OD"), ("gabapentin", "300 mg", "PO TDS"),
        ("quetiapine", "25 mg", "PO ON"), ("lithium carbonate", "400 mg", "PO ON"), ("warfarin", "per INR", "PO"),
        ("clopidogrel", "75 mg", "PO OD"), ("aspirin", "75 mg", "PO OD"), ("spironolactone", "25 mg", "PO OD"),
        ("tamsulosin", "400 mcg", "PO ON"), ("mirtazapine", "15 mg", "PO ON"), ("prednisolone", "30 mg", "PO OM"),
        ("vancomycin", "1.25 g", "IV q12h"), ("piperacillin-tazobactam", "4.5 g", "IV q8h"), ("heparin", "5000 units", "SC TID")]

EPONYM_PHRASES = [
    "Foley catheter in situ, draining clear urine", "Murphy's sign negative", "no Baker's cyst on the left",
    "known Parkinson's disease, on co-careldopa", "query Cushing's syndrome - dexamethasone suppression test pending",
    "history of Hodgkin lymphoma treated in childhood", "Crohn's disease in remission", "old Bell's palsy on the right",
    "previous Whipple procedure", "Addison's disease on hydrocortisone", "Graves' disease, post radioiodine",
    "Barrett's oesophagus on surveillance", "Glasgow Coma Scale 15/15", "Bristol stool chart type 6",
    "Waterlow score 14", "Braden score 16", "Wells score 4.5", "Mallampati II", "Romberg negative",
    "Babinski downgoing bilaterally", "Kernig and Brudzinski negative", "Trendelenburg gait", "Homan's sign negative",
    "Rockall score 3", "Glasgow-Blatchford score 6", "Nottingham Prognostic Index 4.4", "Manchester Triage category 2",
    "Edinburgh Postnatal Depression Scale 8", "Hartmann's procedure in the past", "Paget's disease of bone",
    "Huntington's disease in family - declined testing", "Boston Bowel Preparation Scale 8",
]

ICD = ["I48.91", "E11.65", "J44.1", "N17.9", "I21.4", "K57.32", "F32.1", "C50.412", "Z79.01", "I50.23", "J18.9",
       "R07.89", "M17.11", "O80", "K80.20", "G20", "E27.1", "K50.90", "C81.90", "Z23"]
SNOMED = ["22298006", "44054006", "195967001", "13645005", "38341003", "49436004", "233604007", "35489007"]


def meds_lines(r, n, style="list"):
    rows = r.sample(MEDS, n)
    if style == "list":
        return "\n".join(f"- {d} {dose} {sig}" for d, dose, sig in rows)
    return "\n".join(f"{i+1}. {d.upper()} {dose} {sig}" for i, (d, dose, sig) in enumerate(rows))

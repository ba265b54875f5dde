"""Markers, one-pass offset rendering, the invented case and shared note blocks."""
import datetime as dt

import pools as P

# ----------------------------------------------------------------------------- markers
S, E = "\ue000", "\ue001"
TYPES = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE", "ZIP",
         "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT",
         "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR",
         "PROFESSION"]
LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
         "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
         "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
         "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
CODE = {t: chr(0xE100 + i) for i, t in enumerate(TYPES)}
DECODE = {c: t for t, c in CODE.items()}


def ph(t, v):
    """Wrap one PHI value in private marker characters."""
    v = str(v)
    assert t in CODE, t
    assert v and v == v.strip() and S not in v and E not in v, (t, v)
    return S + CODE[t] + v + E


def render(marked):
    """ONE left-to-right pass: strip markers, record offsets."""
    out, spans, pos, i, cur = [], [], 0, 0, None
    n = len(marked)
    while i < n:
        c = marked[i]
        if c == S:
            assert cur is None, "nested marker"
            cur = (DECODE[marked[i + 1]], pos)
            i += 2
            continue
        if c == E:
            assert cur is not None, "unopened marker"
            spans.append((cur[1], pos, cur[0]))
            cur = None
            i += 1
            continue
        assert not ("\ue000" <= c <= "\ue1ff"), "stray marker"
        out.append(c)
        pos += 1
        i += 1
    assert cur is None, "unclosed marker"
    text = "".join(out)
    return text, [{"start": a, "end": b, "label": LABEL[t], "type": t, "text": text[a:b]} for a, b, t in spans]


# ----------------------------------------------------------------------------- numbers in words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


# ----------------------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    mon, wd = MONTHS[m - 1], WDAYS[d.weekday()]
    return {
        "mdy": f"{m:02d}/{dd:02d}/{y}", "mdy_s": f"{m}/{dd}/{y}", "mdy2": f"{m}/{dd}/{y % 100:02d}",
        "md": f"{m}/{dd}", "long": f"{mon} {dd}, {y}", "dmy_mon": f"{dd} {mon[:3]} {y}",
        "iso": f"{y}-{m:02d}-{dd:02d}", "mon_d": f"{mon[:3]} {dd}", "wd_md": f"{wd[:3]} {m}/{dd}",
        "wd_long": f"{wd}, {mon} {dd}, {y}", "month_year": f"{mon} {y}", "year": f"{y}",
        "dash_mon": f"{dd:02d}-{mon[:3]}-{y}", "mon_d_y": f"{mon[:3]} {dd}, {y}", "wd": wd,
        "dot": f"{m:02d}.{dd:02d}.{y}", "wd_mdy": f"{wd[:3]} {m:02d}/{dd:02d}/{y}",
        "ymd_slash": f"{y}/{m:02d}/{dd:02d}", "mdy_dash": f"{m:02d}-{dd:02d}-{y}",
    }[style]


FULL_STYLES = ["mdy", "mdy_s", "mdy2", "long", "dmy_mon", "iso", "dash_mon", "mon_d_y", "wd_long", "dot",
               "wd_mdy", "ymd_slash", "mdy_dash"]
SHORT_STYLES = ["md", "mon_d", "wd_md", "md", "mon_d"]


class Person:
    def __init__(self, rng, sex=None, cred=None, role=None, surname=None):
        self.sex = sex or rng.choice("MF")
        self.given = rng.choice(P.GIVEN_M if self.sex == "M" else P.GIVEN_F)
        self.middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.6 else None
        self.surname = surname or rng.choice(P.SURNAMES)
        self.cred = cred
        self.role = role
        self.nick = P.NICKNAMES.get(self.given)
        base = (self.given[0] + self.surname).lower().replace("'", "").replace(" ", "").replace("-", "")
        self.username = rng.choice([base, base + str(rng.randint(1, 99)), self.given.lower().split("-")[0][:5]
                                    + self.surname.lower()[0] + str(rng.randint(10, 999)),
                                    base[:7] + rng.choice(["", "_x", "01"])]).replace("'", "")
        self.email = (rng.choice([f"{self.given[0]}.{self.surname}", f"{self.given}.{self.surname}",
                                  f"{self.given}{self.surname[0]}{rng.randint(1, 99)}"])
                      .lower().replace(" ", "").replace("'", ""))
        self.pager = rng.choice([f"{rng.randint(2, 8)}-{rng.randint(1000, 9999)}", f"{rng.randint(10000, 99999)}",
                                 f"{rng.randint(1000, 9999)}"])
        self.ext = f"{rng.randint(2, 7)}{rng.randint(100, 999)}"
        self.npi = "1" + "".join(str(rng.randint(0, 9)) for _ in range(9))
        self.dea = rng.choice("ABFM") + self.surname[0].upper() + "".join(str(rng.randint(0, 9)) for _ in range(7))
        self.lic = rng.choice(["MD", "RN", "PA", "DO", "NP"]) + rng.choice([".", "-", ""]) + "".join(
            str(rng.randint(0, 9)) for _ in range(rng.choice([6, 7])))
        self.bioid = rng.choice(["FP-", "PV-", "BIO-", "FPX"]) + "".join(str(rng.randint(0, 9)) for _ in range(5))
        self.initials = (self.given[0] + (self.middle or "") + self.surname[0]).upper()

    def full(self):
        return f"{self.given} {self.surname}"


def name(rng, p, t, form=None):
    """Marked name of person p (type t). Titles and credentials stay outside."""
    g, s, m = p.given, p.surname, p.middle
    forms = ["full", "full", "title", "title", "last_first", "init_last", "first_init", "initials", "first",
             "last", "fmi", "upper", "nick"]
    form = form or rng.choice(forms)
    if form == "nick" and not p.nick:
        form = "full"
    if form == "fmi" and not m:
        form = "full"
    tt = ("Mr" if p.sex == "M" else rng.choice(["Ms", "Mrs"])) + rng.choice([".", ""])
    if form == "full":
        return ph(t, f"{g} {s}")
    if form == "fmi":
        return ph(t, f"{g} {m}. {s}")
    if form == "title":
        return f"{tt} {ph(t, s)}"
    if form == "last_first":
        return ph(t, f"{s}, {g}")
    if form == "upper":
        return ph(t, f"{s.upper()}, {g.upper()}" + (f" {m}" if m else ""))
    if form == "init_last":
        return ph(t, f"{g[0]}. {s}")
    if form == "first_init":
        return ph(t, f"{g} {s[0]}.")
    if form == "initials":
        return ph(t, rng.choice([f"{g[0]}.{s[0]}.", f"{g[0]}{s[0]}"]))
    if form == "first":
        return ph(t, g)
    if form == "last":
        return ph(t, s)
    if form == "nick":
        return ph(t, p.nick)
    raise ValueError(form)


def doc(rng, p, form=None):
    """Clinician name with title or credential outside the span."""
    cred = p.cred or "MD"
    form = form or rng.choice(["dr", "dr", "drn", "cred", "cred", "cred_init", "last_first_cred", "plain",
                               "prof", "dr_full"])
    if cred not in ("MD", "DO") and form in ("dr", "drn", "prof", "dr_full"):
        form = rng.choice(["cred", "plain", "cred_init"])
    if form == "dr":
        return f"Dr. {ph('DOCTOR', p.surname)}"
    if form == "drn":
        return f"Dr {ph('DOCTOR', p.surname)}"
    if form == "dr_full":
        return f"Dr. {ph('DOCTOR', p.full())}"
    if form == "prof":
        return f"{rng.choice(['Prof', 'Prof.'])} {ph('DOCTOR', p.surname)}"
    if form == "cred":
        return f"{ph('DOCTOR', p.full())}, {cred}"
    if form == "cred_init":
        return f"{ph('DOCTOR', p.given[0] + '. ' + p.surname)} {cred}"
    if form == "last_first_cred":
        return f"{ph('DOCTOR', p.surname + ', ' + p.given)} {cred}"
    if form == "plain":
        return ph("DOCTOR", p.full())
    raise ValueError(form)


# ----------------------------------------------------------------------------- contact data
def area(rng):
    return f"{rng.randint(2, 9)}{rng.randint(0, 8)}{rng.randint(0, 9)}"


def phone_raw(rng, allow_short=True):
    a, last = area(rng), f"0{rng.randint(100, 199)}"
    styles = ["dash", "paren", "dot", "intl", "paren", "dash"] + (["short"] if allow_short else [])
    st = rng.choice(styles)
    if st == "dash":
        return f"{a}-555-{last}"
    if st == "paren":
        return f"({a}) 555-{last}"
    if st == "dot":
        return f"{a}.555.{last}"
    if st == "intl":
        return f"+1 {a} 555 {last}"
    return f"555-{last}"


def phone(rng, ext=None, t="PHONE"):
    v = phone_raw(rng, allow_short=(t == "PHONE"))
    if ext is None and t == "PHONE" and rng.random() < 0.2:
        ext = str(rng.randint(10, 9999))
    if ext:
        v += rng.choice([f" ext. {ext}", f" x{ext}", f" ext {ext}"])
    return ph(t, v)


def email(rng, local, domain=None):
    domain = domain or rng.choice(["example.com", "example.org", "example.net", "mail.example.com",
                                   "patients.example.org", "staff.example.net"])
    return ph("EMAIL", f"{local}@{domain}")


def url(rng, slug):
    slug = slug.lower().replace(" ", "").replace("'", "").replace(".", "")[:18]
    v = rng.choice([f"www.example.org/{slug}/portal", f"https://portal.example.net/{slug}",
                    f"http://www.example.com/{slug}/records", f"https://example.org/{slug}/billing",
                    f"www.example.net/{slug}", f"https://mychart.example.com/{slug}/login"])
    return ph("URL", v)


def ip(rng):
    return ph("IPADDR", rng.choice([f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                                    f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                                    f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"]))


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def plate(rng):
    return rng.choice([f"{rng.randint(1, 9)}{letters(rng, 3)}{digits(rng, 3)}", f"{letters(rng, 3)}-{digits(rng, 4)}",
                       f"{letters(rng, 2)} {digits(rng, 5)}", f"{digits(rng, 3)} {letters(rng, 3)}"])


# ----------------------------------------------------------------------------- the case
class Case:
    def __init__(self, rng):
        r = rng
        self.pt = Person(r)
        if r.random() < 0.05 and self.pt.given not in ("Will", "Hope", "Grace"):
            self.pt.given = r.choice(["Will", "Hope", "Grace", "Frank", "Rose", "Dawn", "Iris", "Miles"])
            self.pt.sex = "F" if self.pt.given in ("Hope", "Grace", "Rose", "Dawn", "Iris") else "M"
        self.age = r.choice([r.randint(19, 49), r.randint(50, 79), r.randint(50, 79), r.randint(80, 101)])
        start = dt.date(2018, 1, 1).toordinal()
        self.admit = dt.date.fromordinal(start + r.randint(0, 7 * 365))
        self.los = r.randint(2, 16)
        self.discharge = self.admit + dt.timedelta(days=self.los)
        y0 = self.admit.replace(day=min(self.admit.day, 28), year=self.admit.year - self.age)
        self.dob = y0 - dt.timedelta(days=r.randint(1, 360))
        h = r.choice(P.HOSPITALS)
        self.hosp, self.hosp_short, fmt = h
        self.other_hosp = r.choice([x for x in P.HOSPITALS if x[0] != self.hosp])[0]
        self.mrn = {"digits8": digits(r, 8), "digits7": digits(r, 7), "lv": "LV" + digits(r, 7),
                    "alpha2": letters(r, 2) + digits(r, 6), "dash": f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 2)}"}[fmt]
        self.acct = r.choice([f"A{digits(r, 9)}", f"{digits(r, 4)}-{digits(r, 4)}", f"FIN{digits(r, 8)}",
                              f"E{digits(r, 7)}", f"{digits(r, 10)}"])
        self.member = r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"HP-{digits(r, 8)}", f"{digits(r, 1)}{letters(r, 2)}{digits(r, 1)}{letters(r, 2)}{digits(r, 1)}{letters(r, 2)}{digits(r, 2)}",
                                f"W{digits(r, 9)}"])
        self.group = r.choice([f"GRP-{digits(r, 5)}", f"{digits(r, 6)}", f"G{digits(r, 4)}{letters(r, 1)}"])
        self.ssn = r.choice([f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}", f"000-{digits(r, 2)}-{digits(r, 4)}"])
        self.insurer = r.choice(P.INSURERS)
        st = r.choice(P.STATES)
        self.state, self.state_abbr = st
        self.city = r.choice(P.CITIES)
        self.county = r.choice(P.COUNTIES)
        self.zip = f"{r.randint(1, 99):02d}{digits(r, 3)}" + (f"-{digits(r, 4)}" if r.random() < 0.15 else "")
        unit = ""
        if r.random() < 0.4:
            unit = ", " + r.choice(P.UNITS).format(n=r.randint(1, 40), l=r.choice("ABCD"))
        self.street = f"{r.randint(2, 9899)} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}{unit}"
        self.country = r.choice(P.COUNTRIES)
        self.profession = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.ORGS_EMPLOYER)
        self.org = r.choice(P.ORGS_OTHER)
        self.ward = r.choice(P.WARDS)
        self.building = r.choice(P.BUILDINGS)
        self.room = r.choice([f"{r.randint(2, 9)}{r.randint(0, 3)}{r.randint(1, 9)}", f"{r.randint(2, 9)}{r.randint(10, 40)}{r.choice('AB')}",
                              f"{r.choice(['N', 'S', 'E', 'W'])}{r.randint(200, 899)}"])
        self.bed = r.choice([str(r.randint(1, 24)), r.choice("AB"), f"{r.randint(1, 4)}{r.choice('AB')}"])
        self.snf = r.choice(P.REHAB_SNF)
        self.clinic = r.choice(P.CLINICS)
        self.pharmacy = r.choice(P.PHARMACIES)
        self.home_phone = phone_raw(r)
        self.cell = phone_raw(r, allow_short=False)
        self.email = self.pt.email
        # family
        self.family = []
        a = self.age
        for _ in range(r.randint(1, 3)):
            f = Person(r, surname=self.pt.surname if r.random() < 0.6 else None)
            fem = f.sex == "F"
            rels = {"spouse": (max(18, a - 8), a + 6), "child": (max(1, a - 40), a - 18), "sibling": (max(15, a - 12), a + 12),
                    "parent": (a + 18, a + 38), "niblings": (max(12, a - 45), max(16, a - 15)),
                    "grandchild": (max(1, a - 70), a - 38), "other": (max(18, a - 25), a + 20)}
            kind = r.choice([k for k, (lo, hi) in rels.items() if lo <= hi and hi >= 1 and (k != "parent" or a < 62)
                             and (k != "grandchild" or a >= 58)])
            lo, hi = rels[kind]
            f.age = r.randint(lo, min(hi, 99))
            rel = {"spouse": "wife" if fem else "husband", "child": "daughter" if fem else "son",
                   "sibling": "sister" if fem else "brother", "parent": "mother" if fem else "father",
                   "niblings": "niece" if fem else "nephew", "grandchild": "granddaughter" if fem else "grandson",
                   "other": r.choice(["friend", "neighbor", "partner"])}[kind]
            if rel in ("wife", "husband"):
                f.surname = self.pt.surname
            f.role = rel
            f.phone = phone_raw(r, allow_short=False)
            self.family.append(f)
        self.hcp = next((f for f in self.family if f.age >= 18), self.family[0])
        if self.hcp.age < 18:
            self.hcp.age = r.randint(18, 60)
        # staff
        self.attending = Person(r, cred=r.choice(["MD", "MD", "DO"]), role="attending")
        self.resident = Person(r, cred="MD", role="resident")
        self.intern = Person(r, cred=r.choice(["MD", "DO"]), role="intern")
        self.consultant = Person(r, cred="MD", role="consultant")
        self.surgeon = Person(r, cred="MD", role="surgeon")
        self.anesth = Person(r, cred="MD", role="anesthesiologist")
        self.crna = Person(r, cred="CRNA", role="CRNA")
        self.pcp = Person(r, cred=r.choice(["MD", "DO", "NP"]), role="PCP")
        self.nurses = [Person(r, cred="RN", role="nurse") for _ in range(3)]
        self.pharmacist = Person(r, cred="PharmD", role="pharmacist")
        self.cm = Person(r, cred="RN", role="case manager")
        self.sw = Person(r, cred="LCSW", role="social worker")
        self.pa = Person(r, cred="PA-C", role="PA")
        self.rt = Person(r, cred="RRT", role="respiratory therapist")
        self.radiologist = Person(r, cred="MD", role="radiologist")
        self.pathologist = Person(r, cred="MD", role="pathologist")
        self.scribe = Person(r, role="scribe")
        self.tech = Person(r, cred="RT(R)", role="technologist")
        self.problems = r.sample(P.PROBLEMS, r.randint(3, 6))
        self.sex_word = "male" if self.pt.sex == "M" else "female"
        self.heshe = "he" if self.pt.sex == "M" else "she"
        self.hisher = "his" if self.pt.sex == "M" else "her"

    def pt_name(self, rng, form=None):
        return name(rng, self.pt, "PATIENT", form)

    def day(self, k):
        return self.admit + dt.timedelta(days=k)


# ----------------------------------------------------------------------------- marked pieces
def D(rng, d, styles=None):
    return ph("DATE", fmt_date(d, rng.choice(styles or FULL_STYLES)))


def age_phrase(rng, c, style=None):
    a, sx = c.age, c.pt.sex
    st = style or rng.choice(["yo", "yo_tight", "sexF", "slash", "yearold", "yslasho", "yrs", "words", "aged",
                              "yo", "yearold", "sexF"])
    if st == "yo":
        return f"{ph('AGE', a)} yo {c.sex_word}"
    if st == "yo_tight":
        return f"{ph('AGE', a)}yo {sx}"
    if st == "sexF":
        return f"{ph('AGE', a)} {sx}"
    if st == "slash":
        return f"{ph('AGE', a)}/{sx}"
    if st == "yearold":
        return f"{ph('AGE', a)}-year-old {c.sex_word}"
    if st == "yslasho":
        return f"{ph('AGE', a)} y/o {sx}"
    if st == "yrs":
        return f"{c.sex_word}, age {ph('AGE', a)}"
    if st == "words":
        return f"{ph('AGE', words(a))}-year-old {c.sex_word}"
    return f"{c.sex_word} aged {ph('AGE', a)}"


def address_line(rng, c, sep=", "):
    return (f"{ph('STREET', c.street)}{sep}{ph('CITY', c.city)}, "
            f"{ph('STATE', rng.choice([c.state_abbr, c.state_abbr, c.state]))} {ph('ZIP', c.zip)}")


def fam(rng, f, form=None):
    return name(rng, f, "FAMILY", form or rng.choice(["first", "full", "full", "title", "first"]))


def labval(rng, lab):
    a, u, lo, hi, dec = lab
    v = rng.uniform(lo, hi)
    s = f"{v:.{dec}f}"
    return s


def lab_lookup(n):
    for lab in P.LABS:
        if lab[0] == n:
            return lab
    raise KeyError(n)


def lab_table(rng, c, days, style=None, analytes=None):
    """Lab table with dates as column heads; only the dates are PHI."""
    style = style or rng.choice(["pipe", "csv", "tab", "fixed", "inline", "pipe"])
    analytes = analytes or (P.PANELS["BMP"] + P.PANELS["CBC"] + rng.sample(P.PANELS["Misc"] + P.PANELS["LFT"] + P.PANELS["Coags"], 4))
    ds = [c.day(k) for k in days]
    dst = rng.choice(["md", "mdy", "mon_d", "mdy_s"])
    heads = [ph("DATE", fmt_date(d, dst)) for d in ds]
    L = []
    if style == "pipe":
        L.append("| Lab | " + " | ".join(heads) + " | Ref |")
        L.append("|---|" + "---|" * len(heads) + "---|")
        for a in analytes:
            lab = lab_lookup(a)
            L.append(f"| {a} | " + " | ".join(labval(rng, lab) for _ in ds) + f" | {P.REF[a]} {lab[1]} |")
    elif style == "csv":
        L.append("analyte,unit," + ",".join(heads) + ",ref_range")
        for a in analytes:
            lab = lab_lookup(a)
            L.append(f"{a},{lab[1]}," + ",".join(labval(rng, lab) for _ in ds) + f",{P.REF[a]}")
    elif style == "tab":
        L.append("Lab\t" + "\t".join(heads) + "\tUnits")
        for a in analytes:
            lab = lab_lookup(a)
            L.append(f"{a}\t" + "\t".join(labval(rng, lab) for _ in ds) + f"\t{lab[1]}")
    elif style == "fixed":
        L.append("LAB".ljust(10) + "".join(h + " " * max(2, 14 - len(fmt_date(d, dst))) for h, d in zip(heads, ds)) + "REF")
        for a in analytes:
            lab = lab_lookup(a)
            L.append(a.ljust(10) + "".join(labval(rng, lab).ljust(14) for _ in ds) + P.REF[a])
    else:
        for h in heads[-2:]:
            parts = []
            for a in analytes:
                parts.append(f"{a} {labval(rng, lab_lookup(a))}")
            L.append(f"Labs {h}: " + ", ".join(parts))
    return "\n".join(L)


def bmp_fishbone(rng):
    v = {a: labval(rng, lab_lookup(a)) for a in ["Na", "Cl", "BUN", "K", "HCO3", "Cr", "Glu", "WBC", "Hgb", "Hct", "Plt"]}
    return (f"{v['Na']} | {v['Cl']} | {v['BUN']}\n---+----+--- < {v['Glu']}\n{v['K']} | {v['HCO3']} | {v['Cr']}\n"
            f"{v['WBC']} > {v['Hgb']}/{v['Hct']} < {v['Plt']}")


def vitals(rng, tele=True):
    t = f"{rng.uniform(36.1, 39.4):.1f}"
    hr, sbp, dbp, rr, sp = rng.randint(52, 128), rng.randint(86, 178), rng.randint(44, 102), rng.randint(12, 30), rng.randint(86, 100)
    o2 = rng.choice(["RA", "2 L NC", "4 L NC", "40% FiO2 HFNC", "BiPAP 12/5", "vent"])
    wt = f"{rng.uniform(44, 138):.1f}"
    if tele:
        return rng.choice([f"T {t} C  HR {hr}  BP {sbp}/{dbp}  RR {rr}  SpO2 {sp}% {o2}  Wt {wt} kg",
                           f"VS: T {t}, HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sp}% on {o2}",
                           f"Tmax {t} / HR {hr} / BP {sbp}/{dbp} / RR {rr} / SpO2 {sp}% ({o2})"])
    return (f"Temperature {t} C, heart rate {hr}, blood pressure {sbp}/{dbp}, respiratory rate {rr}, "
            f"SpO2 {sp}% on {o2}, weight {wt} kg.")


def meds(rng, n=None, style="list"):
    ms = rng.sample(P.DRUGS, n or rng.randint(4, 9))
    if style == "list":
        return "\n".join(f"- {m}" for m in ms)
    if style == "num":
        return "\n".join(f"{i + 1}. {m}" for i, m in enumerate(ms))
    return "; ".join(ms)


def drip(rng):
    return rng.choice(P.DRIPS).format(a=rng.choice(["0.04", "0.08", "0.12", "0.2"]), b=rng.randint(10, 60),
                                      c=rng.choice([25, 50, 75, 100]), d=rng.choice(["1.5", "3", "4.5"]),
                                      e=rng.choice([900, 1100, 1300]), f=rng.randint(2, 9))


def score(rng):
    n, f = rng.choice(P.SCORES)
    return f"{n} {f(rng)}"


def time(rng):
    return f"{rng.randint(0, 23):02d}:{rng.choice(['00', '05', '10', '15', '20', '30', '40', '45', '50', '55'])}"


def time_h(rng):
    return f"{rng.randint(0, 23):02d}{rng.choice(['00', '15', '30', '45'])}"


def vitals_trend(rng, n=4):
    out = []
    for _ in range(n):
        out.append(f"{time(rng)} HR {rng.randint(58, 124)} BP {rng.randint(90, 170)}/{rng.randint(48, 96)} "
                   f"RR {rng.randint(12, 28)} SpO2 {rng.randint(88, 100)}%")
    return "; ".join(out)


def ordinary(rng, k=2):
    return " ".join(rng.sample(P.ORDINARY, k))


def problem_list(rng, c, style=None):
    style = style or rng.choice(["num", "hash", "dash"])
    out = []
    for i, (p, icd) in enumerate(c.problems):
        tail = rng.choice([f" ({icd})", f" - ICD-10 {icd}", f" [{icd}]"])
        pref = {"num": f"{i + 1}. ", "hash": "# ", "dash": "- "}[style]
        out.append(pref + p + tail)
    return out


def header(rng, c, title_, date_, style=None, extra=()):
    """Note header with patient identifiers; style varies."""
    style = style or rng.choice(["kv", "kv", "pipe", "caps", "line", "kv_tab"])
    items = [("Patient", c.pt_name(rng, rng.choice(["full", "upper", "last_first", "fmi"]))),
             ("MRN", ph("MRN", c.mrn)),
             ("DOB", D(rng, c.dob, ["mdy", "mdy_s", "iso", "dmy_mon", "long"]))]
    if rng.random() < 0.7:
        items.append(("Acct", ph("ACCOUNT", c.acct)))
    items.append(("Date", date_))
    if rng.random() < 0.6:
        items.append(("Location", f"{ph('HOSPITAL', c.ward)}, Rm {ph('LOCATION_OTHER', c.room)}"
                                  + (f" Bed {ph('LOCATION_OTHER', c.bed)}" if rng.random() < 0.5 else "")))
    items.extend(extra)
    hosp = ph("HOSPITAL", rng.choice([c.hosp, c.hosp, c.hosp_short]))
    if style == "kv":
        return f"{hosp}\n{title_}\n" + "\n".join(f"{k}: {v}" for k, v in items)
    if style == "kv_tab":
        return f"{title_} -- {hosp}\n" + "\n".join(f"{k}:\t{v}" for k, v in items)
    if style == "pipe":
        return f"{hosp} | {title_}\n" + "\n".join(f"| {k} | {v} |" for k, v in items)
    if style == "caps":
        return f"{hosp}\n*** {title_.upper()} ***\n" + "\n".join(f"{k.upper()}: {v}" for k, v in items)
    return f"{title_} | {hosp} | " + " | ".join(f"{k} {v}" for k, v in items)


def signature(rng, c, p, when=None, style=None):
    when = when or c.admit
    style = style or rng.choice(["esig", "dash", "short", "full", "cosign"])
    t = time(rng)
    if style == "esig":
        return f"Electronically signed by {doc(rng, p, 'cred')} on {D(rng, when, ['mdy', 'mdy_s'])} at {t}"
    if style == "dash":
        return f"-- {doc(rng, p, rng.choice(['cred', 'cred_init']))}\n{p.role.title() if p.role else 'Staff'}, pager {ph('PHONE', p.pager)}"
    if style == "short":
        return f"{doc(rng, p, 'cred_init')} {D(rng, when, ['md', 'mdy2'])} {t}"
    if style == "full":
        return (f"{doc(rng, p, 'cred')}\n{p.role.title() if p.role else ''}\n{ph('HOSPITAL', c.hosp)}\n"
                f"Tel {phone(rng)} | {email(rng, p.email)}")
    return (f"Resident: {doc(rng, c.resident, 'cred')}\nAttending attestation: I saw and examined the patient with "
            f"Dr. {ph('DOCTOR', c.resident.surname)} and agree with the plan. {doc(rng, c.attending, 'cred')} "
            f"{D(rng, when, ['mdy'])} {t}")


def cc_block(rng, c):
    lines = ["cc:"]
    lines.append(f"  {doc(rng, c.pcp, 'cred')}, {ph('HOSPITAL', c.clinic)}, fax {phone(rng, t='FAX')}")
    if rng.random() < 0.6:
        lines.append(f"  {doc(rng, c.consultant, 'dr')} ({rng.choice(['Cardiology', 'Nephrology', 'GI', 'ID', 'Pulmonary'])})")
    if rng.random() < 0.4:
        lines.append(f"  {ph('HOSPITAL', c.snf)} admissions, fax {phone(rng, t='FAX')}")
    return "\n".join(lines)


def audit(rng, c, who=None):
    who = who or rng.choice(c.nurses + [c.resident, c.attending])
    opts = [f"Last edited by user {ph('USERNAME', who.username)} from workstation {ip(rng)} at {time(rng)}",
            f"[audit] login={ph('USERNAME', who.username)} host={ip(rng)} t={time(rng)}",
            f"Document created by {ph('USERNAME', who.username)} ({doc(rng, who, 'plain')}) on {D(rng, c.admit, ['iso', 'mdy'])}",
            f"Transcribed: {ph('DOCTOR', c.scribe.initials.lower())} / dictated: {ph('DOCTOR', c.attending.initials)}  DD: {D(rng, c.admit, ['mdy2', 'md'])} DT: {D(rng, c.day(1), ['mdy2', 'md'])}"]
    return rng.choice(opts)

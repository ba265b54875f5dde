"""Markers, value formatters and shared note blocks for dev114_en.

PHI values are wrapped in private-use marker characters while a note is assembled:
    START + type-char + value + END
`assemble` makes one left-to-right pass that strips the markers and records offsets.
Nothing ever searches the finished text for a value.
"""
import datetime as dt

import pools

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPE_LIST = list(TYPES)
START, END = "\ue000", "\ue001"
TCHAR = {t: chr(0xE100 + i) for i, t in enumerate(TYPE_LIST)}
CHAR_T = {c: t for t, c in TCHAR.items()}
MARKS = set([START, END]) | set(CHAR_T)


def P(t, v):
    v = str(v)
    assert t in TYPES, t
    assert v and v == v.strip(), repr(v)
    assert not (set(v) & MARKS), v
    return START + TCHAR[t] + v + END


def assemble(marked, lower=False):
    """One left-to-right pass: strip markers, return (text, spans)."""
    if lower:
        marked = marked.lower()  # private-use characters are unaffected by lower()
    out, spans = [], []
    pos, i, n = 0, 0, len(marked)
    cur = None
    while i < n:
        c = marked[i]
        if c == START:
            assert cur is None, "nested marker"
            t = CHAR_T[marked[i + 1]]
            cur = (t, pos)
            i += 2
            continue
        if c == END:
            t, s = cur
            spans.append({"start": s, "end": pos, "label": TYPES[t], "type": t})
            cur = None
            i += 1
            continue
        assert c not in MARKS
        out.append(c)
        pos += 1
        i += 1
    assert cur is None
    text = "".join(out)
    for sp in spans:
        sp["text"] = text[sp["start"]:sp["end"]]
    return text, spans


# ------------------------------------------------------------------ small helpers
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def letters(rng, k):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def fmt_date(rng, d, country, style=None):
    """Full calendar date, varied surface forms."""
    dd, mm, yy = d.day, d.month, d.year
    mon, mab = MONTHS[mm - 1], MONTHS[mm - 1][:3]
    wd, wab = DAYS[d.weekday()], DAYS[d.weekday()][:3]
    if country == "CA":
        opts = [f"{yy}-{mm:02d}-{dd:02d}", f"{mon} {dd}, {yy}", f"{mab} {dd} {yy}", f"{dd:02d}-{mab}-{yy}",
                f"{wab} {mab} {dd}", f"{wd}, {mon} {dd}, {yy}", f"{dd}/{mon[:3].upper()}/{yy}", f"{mab}. {dd}, {yy}"]
    else:
        opts = [f"{dd:02d}/{mm:02d}/{yy}", f"{dd}/{mm}/{yy % 100:02d}", f"{dd:02d}-{mab}-{yy}", f"{dd} {mon} {yy}",
                f"{dd} {mab} {yy % 100:02d}", f"{yy}-{mm:02d}-{dd:02d}", f"{wab} {dd}/{mm}", f"{wd} {dd} {mon} {yy}",
                f"{dd}.{mm:02d}.{yy}", f"{dd}/{mm}/{yy}", f"{wd}, {dd} {mon}"]
    return opts[style % len(opts)] if style is not None else rng.choice(opts)


def fmt_short(d, country):
    """Compact numeric date used in tables."""
    if country == "CA":
        return f"{d.year}-{d.month:02d}-{d.day:02d}"
    return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"


def fmt_partial(rng, d):
    return rng.choice([f"{MONTHS[d.month - 1]} {d.year}", f"{MONTHS[d.month - 1][:3]} {d.year}", f"{d.year}",
                       f"{MONTHS[d.month - 1]}"])


def add_days(d, n):
    return d + dt.timedelta(days=n)


def clock(rng):
    h, m = rng.randint(6, 22), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
    opts = [f"{h:02d}:{m:02d}", f"{h}:{m:02d}", f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}"]
    if h not in (18, 19, 20):  # 4-digit forms only where they cannot be read as a year
        opts += [f"{h:02d}{m:02d} hrs", f"{h:02d}{m:02d}h"]
    return rng.choice(opts)


# ------------------------------------------------------------------ people
BAD_INITIALS = {"MD", "RN", "NP", "RM", "DO", "PA", "GP", "ED", "BP", "HR", "RR", "OT", "PT", "DR", "MR", "MS", "CT", "US",
                "UR", "IV", "AF", "OK", "NT", "SA", "WA", "ON", "BC", "MB", "NU", "QC", "SK", "YT", "NZ", "CA", "AU", "IM",
                "SC", "PR", "PV", "TB", "HB", "NB", "RA", "LA", "AM", "PM", "ID", "IT", "NO", "SO", "TO", "BE", "HE", "WE",
                "ME", "MY", "BY", "IN", "IS", "IF", "OF", "OR", "AT", "AN", "AS", "UP", "GO", "SI", "HI", "EN", "CK", "DM"}
class Person:
    def __init__(self, rng, sex=None, wordy=0.12):
        self.sex = sex or rng.choice("FM")
        if rng.random() < wordy:
            self.given = rng.choice(pools.WORD_GIVEN_F if self.sex == "F" else pools.WORD_GIVEN_M)
        else:
            self.given = rng.choice(pools.GIVEN_F if self.sex == "F" else pools.GIVEN_M)
        self.family = rng.choice(pools.WORD_FAMILY) if rng.random() < wordy * 1.6 else rng.choice(pools.FAMILY)
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.5 else None
        self.title = rng.choice(["Mrs", "Ms", "Miss"]) if self.sex == "F" else "Mr"

    def initials(self, dots=True):
        g = "".join(x[0] for x in self.given.replace("-", " ").split())
        f = self.family.replace("'", "").split()[0][0]
        if not dots and (g + f).upper() in BAD_INITIALS:
            f = self.family.replace("'", "").replace(" ", "")[:2].title()
        return (".".join(g + f) + ".") if dots else (g + f)

    def full(self):
        return f"{self.given} {self.family}"

    def form(self, rng, t, kinds=None):
        """Marked surface form. Titles stay outside the span."""
        k = rng.choice(kinds or ["full", "full", "mi", "title", "titledot", "surfirst", "SURFIRST", "given",
                                 "ginit", "title_full", "initials", "FAMILY_title"])
        g, f = self.given, self.family
        mi = self.mi or "J"
        if k == "full":
            return P(t, f"{g} {f}")
        if k == "mi":
            return P(t, f"{g} {mi}. {f}")
        if k == "title":
            return f"{self.title} " + P(t, f)
        if k == "titledot":
            return f"{self.title}. " + P(t, f)
        if k == "title_full":
            return f"{self.title} " + P(t, f"{g} {f}")
        if k == "surfirst":
            return P(t, f"{f}, {g}" + (f" {self.mi}" if self.mi else ""))
        if k == "SURFIRST":
            return P(t, f"{f.upper()}, {g.upper()}")
        if k == "given":
            return P(t, g)
        if k == "ginit":
            return P(t, f"{g} {f[0]}.")
        if k == "initials":
            return P(t, self.initials(dots=rng.random() < 0.5))
        if k == "FAMILY_title":
            return f"{self.title} " + P(t, f.upper())
        raise ValueError(k)


ROLES = {
    # role: (title-before-name or None, credential choices by country, generic role phrase)
    "gp": ("Dr", {"AU": ["MBBS FRACGP", "MBBS FACRRM", "FRACGP", "MBChB FRACGP"], "NZ": ["MBChB FRNZCGP", "FRNZCGP"],
                  "CA": ["MD CCFP", "MD", "MD CCFP(EM)"]}, "GP"),
    "rn": (None, {"AU": ["RN", "RAN", "RN RM", "CNC"], "NZ": ["RN", "NP"], "CA": ["RN", "RPN", "LPN", "NP"]}, "nurse"),
    "np": (None, {"AU": ["NP"], "NZ": ["NP"], "CA": ["NP", "RN(EC)"]}, "nurse practitioner"),
    "ahp": (None, {"AU": ["AHP", "AHW"], "NZ": ["Kaiawhina"], "CA": ["CHR"]}, "health worker"),
    "pharm": (None, {"AU": ["BPharm MPS", "BPharm"], "NZ": ["BPharm"], "CA": ["RPh", "BScPharm"]}, "pharmacist"),
    "mw": (None, {"AU": ["RM", "RN RM"], "NZ": ["RM"], "CA": ["RM"]}, "midwife"),
    "spec": ("Dr", {"AU": ["FRACP", "FRACS", "MBBS FRACP"], "NZ": ["FRACP"], "CA": ["FRCPC", "MD FRCPC"]}, "specialist"),
}


class Staff(Person):
    def __init__(self, rng, role, country):
        super().__init__(rng, wordy=0.15)
        self.role = role
        self.cred = rng.choice(ROLES[role][1][country])
        self.dr = ROLES[role][0]
        self.user = (self.given[0] + self.family.replace(" ", "").replace("'", "").replace("-", "")).lower()[:9] + \
            rng.choice(["", "", "1", "2", "07", "_rn", ".k"])
        self.user = self.user.replace("_rn", "rn")
        if role == "spec" and rng.random() < 0.3:
            self.dr = "Prof"

    def ref(self, rng, kinds=None):
        """Name with title/credential outside the span."""
        k = rng.choice(kinds or ["title", "title_full", "full_cred", "full_comma_cred", "init_family", "full", "role_full"])
        g, f = self.given, self.family
        if k == "role_full":
            word = {"gp": "GP", "rn": rng.choice(["Nurse", "RN", "Sister"]), "np": "NP", "ahp": rng.choice(["AHP", "health worker"]),
                    "pharm": "pharmacist", "mw": "midwife", "spec": rng.choice(["consultant", "physician"])}[self.role]
            return f"{word} " + P("DOCTOR", rng.choice([f"{g} {f}", g if self.role in ("rn", "ahp", "mw") else f"{g} {f}"]))
        if self.dr is None and k in ("title", "title_full"):
            k = "full_cred"
        if k == "title":
            return rng.choice([f"{self.dr} ", f"{self.dr}. "]) + P("DOCTOR", f)
        if k == "surname_first":
            return P("DOCTOR", f"{f.upper()}, {g}")
        if k == "title_full":
            return rng.choice([f"{self.dr} ", f"{self.dr}. "]) + P("DOCTOR", f"{g} {f}")
        if k == "full_cred":
            return P("DOCTOR", f"{g} {f}") + " " + self.cred.split()[0]
        if k == "full_comma_cred":
            return P("DOCTOR", f"{g} {f}") + ", " + self.cred
        if k == "init_family":
            return (f"{self.dr} " if self.dr else "") + P("DOCTOR", f"{g[0]}. {f}")
        if k == "full":
            return P("DOCTOR", f"{g} {f}")
        if k == "given":
            return P("DOCTOR", g)
        raise ValueError(k)

    def initials(self, dots=False):
        return super().initials(dots)


REL = {"F": ["wife", "daughter", "mother", "sister", "aunty", "grandmother", "niece", "partner", "cousin",
             "neighbour", "friend", "carer", "step-daughter", "foster mother", "daughter-in-law"],
       "M": ["husband", "son", "father", "brother", "uncle", "grandfather", "nephew", "partner", "cousin",
             "neighbour", "friend", "carer", "son-in-law", "step-father", "grandson"]}


class Relative(Person):
    def __init__(self, rng, patient):
        super().__init__(rng, wordy=0.15)
        self.rel = rng.choice(REL[self.sex])
        if self.rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother", "grandson") \
                and rng.random() < 0.7:
            self.family = patient.family


# ------------------------------------------------------------------ contact and ids
def phone(rng, country, kind="any"):
    if country == "AU":
        area = rng.choice("2378")
        opts = [f"(0{area}) 5550 {digits(rng, 4)}", f"0{area} 5550 {digits(rng, 4)}", f"04{digits(rng, 2)} 555 {digits(rng, 3)}",
                f"+61 {area} 5550 {digits(rng, 4)}", f"1800 555 {digits(rng, 3)}", f"04{digits(rng, 2)}-555-{digits(rng, 3)}"]
    elif country == "NZ":
        area = rng.choice("34679")
        opts = [f"(0{area}) 555 {digits(rng, 4)}", f"0{area} 555 {digits(rng, 4)}", f"02{rng.choice('127')} 555 {digits(rng, 4)}",
                f"+64 {area} 555 {digits(rng, 4)}", f"0800 555 {digits(rng, 3)}"]
    else:
        ac = rng.choice(["204", "306", "867", "807", "709", "250", "819", "431"])
        opts = [f"({ac}) 555-01{digits(rng, 2)}", f"{ac}-555-{digits(rng, 4)}", f"1-800-555-{digits(rng, 4)}",
                f"+1 {ac} 555 {digits(rng, 4)}", f"{ac}.555.{digits(rng, 4)}"]
    if kind == "mobile":
        opts = [o for o in opts if o.startswith(("04", "02")) or "-555-" in o] or opts
    return rng.choice(opts)


def phone_ext(rng, country):
    return phone(rng, country) + rng.choice([f" ext. {digits(rng, 3)}", f" ext {digits(rng, 4)}", f" x{digits(rng, 3)}"])


def pager(rng):
    return rng.choice([f"{rng.randint(1, 9)}-{digits(rng, 4)}", digits(rng, 4), f"{digits(rng, 2)}-{digits(rng, 3)}"])


def email(rng, person=None, generic=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if person is not None:
        g = "".join(c for c in person.given.lower() if c.isalpha())
        f = "".join(c for c in person.family.lower() if c.isalpha())
        local = rng.choice([f"{g}.{f}", f"{g[0]}{f}", f"{f}.{g[0]}", f"{g}{rng.randint(1, 99)}"])
    else:
        local = generic or rng.choice(["reception", "admin", "referrals", "intake", "pharmacy", "records", "clinic"])
    return f"{local}@{dom}"


def url(rng, slug):
    slug = "".join(c if c.isalnum() else "-" for c in slug.lower()).strip("-")
    while "--" in slug:
        slug = slug.replace("--", "-")
    dom = rng.choice(["example.org", "example.com", "example.net"])
    return rng.choice([f"www.{dom}/{slug}", f"https://www.{dom}/{slug}/portal", f"https://{dom}/{slug}",
                       f"http://{dom}/{slug}/book", f"{dom}/{slug}/telehealth"])


def ip(rng):
    return rng.choice([f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"])


def mrn(rng, country):
    if country == "NZ":
        return ("NHI", letters(rng, 3) + digits(rng, 4))
    if country == "CA":
        return rng.choice([("MRN", f"{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 3)}"), ("Chart #", digits(rng, 6)),
                           ("MRN", "M" + digits(rng, 7))])
    return rng.choice([("UR", digits(rng, 7)), ("UR No.", "0" + digits(rng, 6)), ("MRN", digits(rng, 8)),
                       ("HRN", letters(rng, 1) + digits(rng, 7)), ("Chart", digits(rng, 5))])


def healthplan(rng, country):
    if country == "AU":
        return rng.choice([("Medicare", f"{rng.randint(2, 6)}{digits(rng, 3)} {digits(rng, 5)} {rng.randint(1, 9)}"),
                           ("Medicare No.", f"{rng.randint(2, 6)}{digits(rng, 9)}-{rng.randint(1, 5)}"),
                           ("DVA", f"{rng.choice(['N', 'Q', 'W', 'V'])}{rng.choice(['X', 'WW', 'SM'])}{digits(rng, 6)}"),
                           ("Health fund member", f"TMH-{digits(rng, 7)}")])
    if country == "NZ":
        return rng.choice([("CSC", f"{digits(rng, 5)}-{digits(rng, 4)}"), ("Insurer policy", f"SRH{digits(rng, 8)}"),
                           ("Member No.", f"AGH {digits(rng, 3)} {digits(rng, 3)}")])
    return rng.choice([("Health card", f"{digits(rng, 4)}-{digits(rng, 3)}-{digits(rng, 3)}-{letters(rng, 2)}"),
                       ("PHN", f"{rng.randint(1, 8)} {digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"),
                       ("NIHB client ID", digits(rng, 9)), ("MHSC", digits(rng, 9))])


def ssn(rng, country):
    if country == "CA":
        return ("SIN", rng.choice([f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}", f"9{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 3)}"]))
    if country == "NZ":
        return ("IRD", f"000-{digits(rng, 3)}-{digits(rng, 3)}")
    return rng.choice([("Centrelink CRN", f"000 {digits(rng, 3)} {digits(rng, 3)}{letters(rng, 1)}"),
                       ("TFN", f"000 {digits(rng, 3)} {digits(rng, 3)}"), ("Centrelink CRN", f"000{digits(rng, 6)}{letters(rng, 1)}")])


def license_(rng, country, role="gp"):
    if country == "AU":
        if role in ("rn", "np", "mw"):
            return rng.choice([("AHPRA", f"NMW000{digits(rng, 7)}"), ("Reg.", f"NMW000{digits(rng, 7)}")])
        if role == "pharm":
            return rng.choice([("AHPRA", f"PHA000{digits(rng, 7)}"), ("Approval No.", f"{digits(rng, 5)}{letters(rng, 1)}")])
        if role == "ahp":
            return ("AHPRA", f"ATS000{digits(rng, 7)}")
        return rng.choice([("Prescriber No.", digits(rng, 7)), ("Provider No.", f"{digits(rng, 6)}{letters(rng, 1)}{letters(rng, 1)}"),
                           ("AHPRA", f"MED000{digits(rng, 7)}")])
    if role in ("rn", "np", "mw", "ahp"):
        return (("NCNZ", digits(rng, 6)) if country == "NZ" else ("Registration #", f"{letters(rng, 1)}{digits(rng, 6)}"))
    if role == "pharm":
        return (("PCNZ", digits(rng, 5)) if country == "NZ" else ("Licence #", f"P{digits(rng, 5)}"))
    if country == "NZ":
        return rng.choice([("MCNZ", digits(rng, 5)), ("Prescriber ID", f"PC{digits(rng, 5)}")])
    return rng.choice([("CPSM", digits(rng, 5)), ("Licence #", f"{letters(rng, 1)}{digits(rng, 5)}"), ("CPSO", digits(rng, 5)),
                       ("Billing #", digits(rng, 6))])


def driver_licence(rng, country):
    if country == "CA":
        return f"{letters(rng, 1)}{digits(rng, 4)}-{digits(rng, 5)}-{digits(rng, 5)}"
    if country == "NZ":
        return f"{letters(rng, 2)}{digits(rng, 6)}"
    return rng.choice([digits(rng, 9), f"{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}", f"{letters(rng, 1)}{digits(rng, 7)}"])


def account(rng):
    return rng.choice([f"INV-{digits(rng, 6)}", f"E{digits(rng, 8)}", f"{digits(rng, 4)}-{digits(rng, 4)}", f"ENC-{digits(rng, 7)}",
                       f"V{digits(rng, 6)}", f"BA{digits(rng, 6)}"])


def idnum(rng):
    return rng.choice([f"{rng.randint(23, 25)}-{digits(rng, 7)}", f"SP-{digits(rng, 6)}", f"R{digits(rng, 6)}", f"{letters(rng, 2)}{digits(rng, 6)}",
                       f"ACC{digits(rng, 7)}", f"RX-{rng.randint(23, 25)}-{digits(rng, 4)}", f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 5)}",
                       f"REF{digits(rng, 6)}", f"eRx-{letters(rng, 3)}{digits(rng, 5)}"])


def device(rng):
    return rng.choice([f"PJN{digits(rng, 6)}", f"SN-{letters(rng, 2)}{digits(rng, 7)}", f"{digits(rng, 1)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
                       f"RNS{digits(rng, 6)}{letters(rng, 1)}", f"CS-{digits(rng, 6)}", f"{letters(rng, 3)}{digits(rng, 8)}"])


def vehicle_l(rng, country):
    """(label, value) for a vehicle identifier."""
    if rng.random() < 0.25:
        return ("VIN", "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)))
    return (rng.choice(["rego", "plate", "registration"]), vehicle(rng, country, plate=True))


def vehicle(rng, country, plate=False):
    if not plate and rng.random() < 0.25:
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
    if country == "CA":
        return rng.choice([f"{letters(rng, 4)} {digits(rng, 3)}", f"{letters(rng, 3)}-{digits(rng, 3)}"])
    if country == "NZ":
        return f"{letters(rng, 3)}{digits(rng, 3)}"
    return rng.choice([f"{digits(rng, 1)}{letters(rng, 2)}-{digits(rng, 1)}{letters(rng, 2)}", f"{letters(rng, 3)} {digits(rng, 3)}",
                       f"CA {digits(rng, 2)} {letters(rng, 2)}", f"{letters(rng, 2)}-{digits(rng, 2)}-{letters(rng, 2)}"])


def bioid(rng):
    return rng.choice([f"FP-{digits(rng, 5)}", f"BIO-{digits(rng, 4)}-{letters(rng, 1)}", f"IR-{digits(rng, 5)}", f"PV{digits(rng, 6)}",
                       f"FPR{digits(rng, 7)}"])


def postcode(rng, country, state_abbr):
    if country == "CA":
        first = {"MB": "R", "NU": "X", "NT": "X", "SK": "S", "ON": "P", "BC": "V", "YT": "Y", "QC": "J"}.get(state_abbr, "R")
        return f"{first}{rng.randint(0, 9)}{letters(rng, 1)} {rng.randint(0, 9)}{letters(rng, 1)}{rng.randint(0, 9)}"
    if country == "NZ":
        return f"{rng.randint(1, 9)}{digits(rng, 3)}"
    first = {"NT": "08", "WA": "6", "QLD": "4", "NSW": "2", "SA": "5", "VIC": "3", "TAS": "7"}[state_abbr]
    return first + digits(rng, 4 - len(first))


def street(rng, country):
    num = rng.choice([str(rng.randint(1, 240)), f"{rng.randint(1, 40)}/{rng.randint(1, 200)}", f"Unit {rng.randint(1, 20)}, {rng.randint(1, 99)}",
                      f"Lot {rng.randint(1, 500)}", str(rng.randint(1, 99)) + rng.choice("AB")])
    s = f"{num} {rng.choice(pools.STREET_NAMES)} {rng.choice(pools.STREET_TYPES)}"
    if rng.random() < 0.1:
        s = f"House {rng.randint(1, 80)}, {rng.choice(pools.STREET_NAMES)} {rng.choice(['Road', 'Street'])}"
    return s


def vislen(s):
    return sum(1 for c in s if c not in MARKS)


def pad(s, w):
    return s + " " * max(1, w - vislen(s))


def country_m(rng, name=None):
    """COUNTRY span; a leading 'the' stays outside."""
    name = name or rng.choice(pools.OTHER_COUNTRIES)
    return ("the " if name in ("Philippines", "Netherlands") else "") + P("COUNTRY", name)


def fill(pattern, rng, country=None):
    words_ = pools.TOWNS[country] if country else pools.HOSP_WORDS
    return pattern.format(w=rng.choice(words_))

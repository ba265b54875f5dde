"""Marker-based composition: every PHI value is wrapped in private-use marker
characters while a note is assembled; `finalize` strips the markers in one
left-to-right pass and records the offsets. Nothing ever searches the finished
text for a value."""
import datetime as dt

from pools import (GIVEN_M, GIVEN_F, WORD_GIVEN_M, WORD_GIVEN_F, FAMILY, WORD_FAMILY, NICK,
                   MIDDLE_INITIALS, STREET_NAMES, CITIES, STATES, HOSPITALS, WARDS, GP_PRACTICES,
                   LABS, DRUGS, SCORES, EPONYMS, ICD10, WORD_NEGS, CREDENTIALS)

OPEN, MID, CLOSE = "\ue000", "\ue001", "\ue002"

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(typ, value):
    """Wrap one PHI value in markers."""
    assert typ in CATEGORY, typ
    value = str(value)
    assert value and value == value.strip(), repr(value)
    assert OPEN not in value and MID not in value and CLOSE not in value
    return f"{OPEN}{typ}{MID}{value}{CLOSE}"


def finalize(marked, lower):
    """Lower-case the whole marked note if asked, then strip the markers in one
    left-to-right pass, computing span offsets as we go."""
    if lower:
        marked = marked.lower()
    out, spans = [], []
    pos, i, n = 0, 0, len(marked)
    while i < n:
        c = marked[i]
        if c == OPEN:
            j = marked.index(MID, i + 1)
            k = marked.index(CLOSE, j + 1)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            spans.append({"start": pos, "end": pos + len(val), "label": CATEGORY[typ],
                          "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            assert c not in (MID, CLOSE)
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, given, family, sex, middle=None, nick=None):
        self.given, self.family, self.sex, self.middle, self.nick = given, family, sex, middle, nick

    @property
    def initials(self):
        parts = [self.given] + ([self.middle] if self.middle else []) + self.family.replace("-", " ").split()
        return "".join(p[0].upper() for p in parts if p[0].isalpha())[:3]


def person(rng, sex=None, wordy=0.18):
    sex = sex or rng.choice("MF")
    if rng.random() < wordy:
        given = rng.choice(WORD_GIVEN_M if sex == "M" else WORD_GIVEN_F)
    else:
        given = rng.choice(GIVEN_M if sex == "M" else GIVEN_F)
    family = rng.choice(WORD_FAMILY) if rng.random() < wordy else rng.choice(FAMILY)
    middle = rng.choice(MIDDLE_INITIALS) if rng.random() < 0.35 else None
    nick = NICK.get(given) if rng.random() < 0.5 else None
    return Person(given, family, sex, middle, nick)


TITLES = {"M": ["Mr", "Mr."], "F": ["Mrs", "Ms", "Mrs.", "Ms.", "Miss"]}


def name(p, typ, rng, style=None, titles=True):
    """Render a name as marked text. Titles stay outside the span."""
    styles = ["full", "title_family", "initial_family", "family_comma_given", "family_initial",
              "given", "given_initial", "initials", "initials_dots", "full_middle", "family", "upper_comma",
              "nick"]
    st = style or rng.choice(styles)
    g, f = p.given, p.family
    mid = f" {p.middle}." if p.middle else ""
    if st == "full":
        return P(typ, f"{g} {f}")
    if st == "title_family":
        if typ == "DOCTOR":
            t = rng.choice(["Dr", "Dr.", "Dr", "Prof", "Prof.", "A/Prof"])
        else:
            t = rng.choice(TITLES[p.sex])
        return f"{t} " + P(typ, f)
    if st == "initial_family":
        return P(typ, f"{g[0]}{rng.choice(['.', ''])} {f}")
    if st == "family_comma_given":
        return P(typ, f"{f}, {g}{' ' + p.middle if p.middle else ''}")
    if st == "upper_comma":
        return P(typ, f"{f.upper()}, {g.upper()}")
    if st == "family_initial":
        return P(typ, f"{f} {g[0]}")
    if st == "given":
        return P(typ, g)
    if st == "given_initial":
        return P(typ, f"{g} {f[0]}.") if rng.random() < 0.5 else P(typ, f"{g} {f[0]}")
    if st == "initials":
        return P(typ, p.initials)
    if st == "initials_dots":
        return P(typ, ".".join(p.initials) + ".")
    if st == "full_middle":
        return P(typ, f"{g}{mid} {f}")
    if st == "family":
        return P(typ, f)
    if st == "nick":
        return P(typ, p.nick or g)
    raise ValueError(st)


def staff_sig(p, rng, role=None):
    """Staff name with a credential or role outside the span."""
    r = rng.random()
    if r < 0.3:
        return name(p, "DOCTOR", rng, rng.choice(["full", "initial_family"])) + rng.choice([", ", " "]) + rng.choice(CREDENTIALS)
    if r < 0.55:
        return (role or rng.choice(["RN", "CNM", "physio", "pharm", "SW", "reg", "RMO", "SHO"])) + " " + \
            name(p, "DOCTOR", rng, rng.choice(["full", "given", "given_initial"]))
    if r < 0.8:
        return name(p, "DOCTOR", rng, "title_family")
    return name(p, "DOCTOR", rng, rng.choice(["initials", "full", "family_initial"]))


# ---------------------------------------------------------------- dates
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
MON3 = [m[:3] for m in MON]
HOLIDAYS = {"AU": ["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "Good Friday", "Easter Monday",
                   "New Year's Day", "King's Birthday"],
            "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Matariki", "Labour Day", "Easter Monday",
                   "Boxing Day"],
            "UK": ["Christmas", "Boxing Day", "Easter Monday", "May bank holiday", "New Year's Day",
                   "Good Friday"],
            "IE": ["Christmas", "St Stephen's Day", "St Patrick's Day", "Easter Monday", "October bank holiday",
                   "New Year's Day"]}


def base_date(rng):
    return dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(0, 900))


def fmt_date(d, style):
    if style == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy_short":
        return f"{d.day}/{d.month}/{d.year % 100:02d}"
    if style == "dm":
        return f"{d.day}/{d.month}"
    if style == "dots":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
    if style == "dMonY":
        return f"{d.day}-{MON3[d.month - 1]}-{d.year}"
    if style == "dMon":
        return f"{d.day} {MON3[d.month - 1]}"
    if style == "long":
        return f"{d.day} {MON[d.month - 1]} {d.year}"
    if style == "wd_dm":
        return f"{WD3[d.weekday()]} {d.day}/{d.month}"
    if style == "wd_long":
        return f"{WD[d.weekday()]}, {d.day} {MON[d.month - 1]} {d.year}"
    if style == "wd_dMon":
        return f"{WD_ALT[d.weekday()]} {d.day} {MON3[d.month - 1]}"
    if style == "weekday":
        return WD[d.weekday()]
    if style == "wd3":
        return WD_ALT[d.weekday()]
    if style == "month_year":
        return f"{MON[d.month - 1]} {d.year}"
    if style == "mon_year":
        return f"{MON3[d.month - 1]} {d.year % 100:02d}" if False else f"{MON3[d.month - 1]} {d.year}"
    if style == "year":
        return str(d.year)
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


DATE_STYLES = ["dmy", "dmy_short", "dm", "dots", "dMonY", "dMon", "long", "wd_dm", "wd_long", "wd_dMon",
               "iso"]


def D(d, rng, style=None):
    return P("DATE", fmt_date(d, style or rng.choice(DATE_STYLES)))


def dob(rng, age, ref):
    y = ref.year - age - (1 if rng.random() < 0.5 else 0)
    return dt.date(y, rng.randint(1, 12), rng.randint(1, 28))


def AGE(age, rng, style=None, sex="M"):
    st = style or rng.choice(["yo", "yo_tight", "sex", "slash", "sexsp", "aged", "yearold", "y", "age"])
    a = P("AGE", str(age))
    if st == "yo":
        return a + " yo"
    if st == "yo_tight":
        return a + "yo"
    if st == "sex":
        return a + sex
    if st == "sexsp":
        return a + " " + sex
    if st == "slash":
        return a + "/" + sex
    if st == "aged":
        return "aged " + a
    if st == "yearold":
        return a + "-year-old"
    if st == "y":
        return a + "y"
    if st == "age":
        return "age " + a
    if st == "words":
        return "aged " + P("AGE", num_words(age))
    raise ValueError(st)


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n >= 100:
        return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")
    if n < 20:
        return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"][n]
    return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")


# ---------------------------------------------------------------- identifiers
def digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def letters(rng, k):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def mrn(rng, region):
    """(label, value)"""
    if region == "AU":
        return rng.choice(["URN", "UR", "MRN", "UR no."]), rng.choice([digits(rng, 7), "0" + digits(rng, 6)])
    if region == "NZ":
        return "NHI", letters(rng, 3) + digits(rng, 4)
    if region == "UK":
        return rng.choice(["Hosp no", "MRN", "H/No"]), rng.choice(["K" + digits(rng, 7), "RX" + digits(rng, 6)])
    return rng.choice(["MRN", "Chart no", "HRN"]), digits(rng, 8)


def healthplan(rng, region):
    if region == "AU":
        return rng.choice([("Medicare", f"{digits(rng, 4)} {digits(rng, 5)} {rng.randint(1, 5)}"),
                           ("DVA", "NX" + digits(rng, 6)),
                           ("fund member no", digits(rng, 8))])
    if region == "NZ":
        return rng.choice([("ACC claim", "AC" + digits(rng, 7)), ("insurer policy", "SX-" + digits(rng, 7))])
    if region == "UK":
        return "NHS no", f"999 {digits(rng, 3)} {digits(rng, 4)}"
    return rng.choice([("GMS card", digits(rng, 7) + letters(rng, 1)), ("VHI member", digits(rng, 9))])


def ssn(rng, region):
    if region == "AU":
        return rng.choice([("TFN", f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"),
                           ("CRN", f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}{letters(rng, 1)}")])
    if region == "NZ":
        return "IRD", f"9{digits(rng, 1)}-{digits(rng, 3)}-{digits(rng, 3)}"
    if region == "UK":
        return "NI no", f"000-{digits(rng, 2)}-{digits(rng, 4)}"
    return "PPSN", "9" + digits(rng, 6) + letters(rng, 1)


def account(rng):
    return rng.choice([("Enc", f"{digits(rng, 4)}-{digits(rng, 4)}"), ("Episode", f"{digits(rng, 2)}-{digits(rng, 7)}"),
                       ("Visit no", "V" + digits(rng, 8)), ("Acct", digits(rng, 7)), ("Adm no", "A" + digits(rng, 7)),
                       ("Billing ref", "BR-" + digits(rng, 6))])


def license_(rng, region, kind="doc"):
    """Registration / licence numbers (invented formats). kind: doc, nurse, pharm, allied."""
    if region == "AU":
        pre = {"doc": "MED", "nurse": "NMW", "pharm": "PHA", "allied": rng.choice(["PHY", "OCC"])}[kind]
        if kind == "doc" and rng.random() < 0.4:
            return "Prescriber no", digits(rng, 7)
        return "AHPRA", pre + "000" + digits(rng, 7)
    if region == "NZ":
        return {"doc": ("MCNZ", digits(rng, 5)), "nurse": ("NCNZ", digits(rng, 6)), "pharm": ("PCNZ", digits(rng, 5)),
                "allied": ("APC", "NZ" + digits(rng, 6))}[kind]
    if region == "UK":
        return {"doc": ("GMC", "7" + digits(rng, 6)),
                "nurse": ("NMC PIN", f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}"),
                "pharm": ("GPhC", "20" + digits(rng, 5)), "allied": ("HCPC", "PH" + digits(rng, 6))}[kind]
    return {"doc": ("IMC reg", digits(rng, 6)), "nurse": ("NMBI PIN", digits(rng, 6)), "pharm": ("PSI reg", digits(rng, 5)),
            "allied": ("CORU", "PH" + digits(rng, 6))}[kind]


def driver_licence(rng, region):
    return {"AU": digits(rng, 8), "NZ": letters(rng, 2) + digits(rng, 6), "UK": letters(rng, 5) + digits(rng, 6) + letters(rng, 2) + digits(rng, 2),
            "IE": digits(rng, 9)}[region]


def device(rng):
    return rng.choice([("PPM SN", letters(rng, 3) + digits(rng, 6)), ("ICD serial", "ICD-" + digits(rng, 7)),
                       ("pump SN", f"{digits(rng, 2)}-{digits(rng, 5)}"), ("asset no", "BME" + digits(rng, 5)),
                       ("CGM sensor ID", "0M" + letters(rng, 3) + digits(rng, 3)), ("PCA SN", "PCA" + digits(rng, 6)),
                       ("syringe driver SN", "T34-" + digits(rng, 6)), ("glucometer serial", "GM" + digits(rng, 7))])


def vehicle(rng, region):
    if region == "AU":
        return rng.choice([letters(rng, 3) + digits(rng, 2) + letters(rng, 1), digits(rng, 1) + letters(rng, 3) + digits(rng, 3)])
    if region == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if region == "UK":
        return f"{letters(rng, 2)}{digits(rng, 2)} {letters(rng, 3)}"
    return f"{digits(rng, 2)}-{rng.choice(['KY', 'CE', 'MO', 'G', 'D', 'C'])}-{digits(rng, 4)}"


def vin(rng):
    return letters(rng, 3) + digits(rng, 2) + letters(rng, 3) + digits(rng, 9)


def bioid(rng):
    return rng.choice([("fingerprint ID", "FP-" + digits(rng, 5)), ("palm vein ID", "PV-" + digits(rng, 5)),
                       ("iris ID", "IR-" + digits(rng, 4)), ("biometric template", "BT" + digits(rng, 6)),
                       ("voiceprint ID", "VP-" + digits(rng, 4))])


def idnum(rng):
    return rng.choice([("Accession", f"{digits(rng, 2)}-{letters(rng, 1)}-{digits(rng, 6)}"),
                       ("specimen", f"S{digits(rng, 2)}-{digits(rng, 4)}"),
                       ("order #", "ORD" + digits(rng, 7)), ("req no", "R-" + digits(rng, 6)),
                       ("Riskman", digits(rng, 6)), ("Datix", "DX-" + digits(rng, 5)),
                       ("booking ref", "TB-" + digits(rng, 5)), ("lab no", digits(rng, 2) + "L" + digits(rng, 7)),
                       ("G&H sample", "GH" + digits(rng, 6)), ("imaging acc", "RAD" + digits(rng, 7))])


def username(rng, p):
    g, f = p.given.lower().replace("-", ""), p.family.lower().replace(" ", "").replace("'", "").replace("-", "")
    return rng.choice([g[0] + f[:7], f"{g}.{f}", f[:6] + g[0] + str(rng.randint(1, 9)), f"{g[0]}{f[0]}{digits(rng, 4)}",
                       f"rn_{f[:6]}", "u" + digits(rng, 5)])


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if r < 0.7:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def email(rng, p, staff=False):
    g, f = p.given.lower().replace("-", ""), p.family.lower().replace(" ", "").replace("'", "").replace("-", "")
    dom = rng.choice(["example.org", "health.example.org", "example.net"]) if staff else rng.choice(["example.com", "example.net", "mail.example.com"])
    loc = rng.choice([f"{g}.{f}", f"{g[0]}{f}", f"{f}{rng.randint(1, 99)}", f"{g}{f[0]}"])
    return f"{loc}@{dom}"


def url(rng):
    return rng.choice([f"https://portal.example.org/pt/{digits(rng, 5)}", f"www.example.net/rehab/{letters(rng, 2).lower()}{digits(rng, 3)}",
                       f"https://example.com/careplan?id={digits(rng, 6)}", f"http://intranet.example.org/wards/handover",
                       f"www.example.org/discharge/{digits(rng, 4)}", f"example.com/ndis-plan/{digits(rng, 5)}"])


def phone(rng, region, kind="any"):
    k = kind if kind != "any" else rng.choice(["mobile", "land"])
    if region == "AU":
        if k == "mobile":
            return rng.choice([f"04{digits(rng, 2)} 555 {digits(rng, 3)}", f"+61 4{digits(rng, 2)} 555 {digits(rng, 3)}"])
        return rng.choice([f"(0{rng.choice('2378')}) 5550 {digits(rng, 4)}", f"0{rng.choice('2378')} 5550 {digits(rng, 4)}"])
    if region == "NZ":
        if k == "mobile":
            return rng.choice([f"02{rng.choice('127')} 555 {digits(rng, 4)}", f"+64 21 555 {digits(rng, 3)}"])
        return f"(0{rng.choice('34679')}) 555 {digits(rng, 4)}"
    if region == "UK":
        if k == "mobile":
            return rng.choice([f"07{digits(rng, 3)} 555 {digits(rng, 3)}", f"+44 7{digits(rng, 3)} 555 {digits(rng, 3)}"])
        return rng.choice([f"0{rng.choice(['113', '161', '117', '1743', '1539'])} 555 {digits(rng, 4)}",
                           f"(0{rng.choice(['113', '161', '117'])}) 555 {digits(rng, 4)}"])
    if k == "mobile":
        return f"08{rng.choice('5679')} 555 {digits(rng, 4)}"
    return f"(0{rng.choice(['1', '21', '91', '66'])}) 555 {digits(rng, 4)}"


def short_phone(rng):
    return rng.choice([("ext", digits(rng, 4)), ("bleep", digits(rng, 4)), ("pgr", f"{rng.randint(1, 9)}-{digits(rng, 4)}"),
                       ("x", digits(rng, 4)), ("pager #", digits(rng, 4)), ("ph", "ext " + digits(rng, 4))])


def postcode(rng, region):
    if region == "AU":
        return str(rng.randint(2000, 7999))
    if region == "NZ":
        return str(rng.randint(1010, 9893))
    if region == "UK":
        return f"{letters(rng, 2)}{rng.randint(1, 29)} {rng.randint(1, 9)}{letters(rng, 2)}"
    return f"{rng.choice(['D', 'V', 'H', 'F', 'T'])}{digits(rng, 2)} {letters(rng, 1)}{digits(rng, 1)}{letters(rng, 1)}{digits(rng, 1)}"


def street(rng, region):
    s = rng.choice(STREET_NAMES[region])
    r = rng.random()
    if r < 0.2:
        return f"Unit {rng.randint(1, 12)}/{rng.randint(1, 220)} {s}"
    if r < 0.35:
        return f"Flat {rng.randint(1, 9)}, {rng.randint(1, 220)} {s}"
    return f"{rng.randint(1, 220)} {s}"


def address(rng, region, lines=False):
    """Marked address split into parts."""
    parts = [P("STREET", street(rng, region)), P("CITY", rng.choice(CITIES[region]))]
    tail = ""
    if region == "AU" and rng.random() < 0.85:
        tail = P("STATE", rng.choice(STATES[region])) + " " + P("ZIP", postcode(rng, region))
    elif region == "NZ" and rng.random() < 0.5:
        tail = P("STATE", rng.choice(STATES[region])) + " " + P("ZIP", postcode(rng, region))
    elif region == "UK":
        tail = P("ZIP", postcode(rng, region))
    else:
        tail = P("ZIP", postcode(rng, region))
    sep = "\n" if lines else ", "
    return sep.join(parts + [tail])


def hospital(rng, region):
    return P("HOSPITAL", rng.choice(HOSPITALS[region]))


def ward(rng, region):
    return P("HOSPITAL", rng.choice(WARDS[region]))


def gp(rng, region):
    return P("HOSPITAL", rng.choice(GP_PRACTICES[region]))


def bed(rng, style=None):
    st = style or rng.choice(["bed", "bed", "bay", "rm", "sr"])
    if st == "bed":
        return rng.choice(["Bed ", "bed ", "Bd "]) + P("LOCATION_OTHER", str(rng.randint(1, 32)))
    if st == "B":
        return P("LOCATION_OTHER", f"B{rng.randint(1, 32)}")
    if st == "bay":
        return "Bay " + P("LOCATION_OTHER", str(rng.randint(1, 6))) + " Bed " + P("LOCATION_OTHER", str(rng.randint(1, 6)))
    if st == "rm":
        return rng.choice(["Rm ", "room ", "Room "]) + P("LOCATION_OTHER", f"{rng.randint(1, 40)}{rng.choice(['', 'A', 'B'])}")
    if st == "sr":
        return "SR" + P("LOCATION_OTHER", str(rng.randint(1, 12))) if False else "side room " + P("LOCATION_OTHER", str(rng.randint(1, 12)))
    return P("LOCATION_OTHER", f"{rng.randint(1, 6)}.{rng.randint(1, 8)}")


def bed_code(rng):
    return rng.choice([f"B{rng.randint(1, 32)}", f"{rng.randint(1, 6)}.{rng.randint(1, 8)}", str(rng.randint(1, 32)),
                       f"SR{rng.randint(1, 9)}", f"{rng.randint(1, 4)}{rng.choice('ABCD')}"])


# ---------------------------------------------------------------- negatives
def lab(rng, with_range=False, sep=" "):
    a, (lo, hi, dp), u, rg = rng.choice(LABS)
    v = round(rng.uniform(lo, hi), dp)
    v = f"{v:.{dp}f}"
    s = f"{a}{sep}{v}" + (f" {u}" if u and rng.random() < 0.5 else "")
    if with_range:
        s += f" ({rg})"
    return s


def labs(rng, k):
    return rng.choice([", ", " ", "; "]).join(lab(rng) for _ in range(k))


def vitals(rng):
    parts = [f"HR {rng.randint(52, 128)}", f"BP {rng.randint(88, 178)}/{rng.randint(48, 98)}",
             f"RR {rng.randint(12, 30)}", f"SpO2 {rng.randint(88, 100)}% {rng.choice(['RA', 'on 2L NP', 'on 4L', 'HFNC 40%'])}",
             f"T {rng.choice(['36.', '37.', '38.'])}{rng.randint(0, 9)}"]
    rng.shuffle(parts)
    return " ".join(parts[:rng.randint(3, 5)])


def drug(rng):
    d, sigs = rng.choice(DRUGS)
    return f"{d} {rng.choice(sigs)}"


def score(rng):
    return rng.choice(SCORES)


def eponym(rng):
    return rng.choice(EPONYMS)


def icd(rng):
    return rng.choice(ICD10)


def wordneg(rng):
    return rng.choice(WORD_NEGS)


def clock(rng, style=None):
    h, m = rng.randint(0, 23), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    st = style or rng.choice(["colon", "colon", "h"])
    return f"{h:02d}:{m:02d}" if st == "colon" else f"{h:02d}{m:02d}h"

"""Shared machinery: the single RNG, PHI markers, people, dates, ages, addresses, contact data,
identifiers and the hard-negative (non-PHI) clinical text generators."""
import datetime as dt
import random
import unicodedata

from pools import *  # noqa: F401,F403

R = random.Random(117)

TYPES = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE", "ZIP",
         "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN",
         "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL",
         "IPADDR", "PROFESSION"]
CATEGORY = {}
for _t in ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"]:
    CATEGORY[_t] = "NAME"
CATEGORY["AGE"] = "AGE"
CATEGORY["DATE"] = "DATE"
for _t in ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"]:
    CATEGORY[_t] = "LOCATION"
for _t in ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"]:
    CATEGORY[_t] = "ID"
for _t in ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"]:
    CATEGORY[_t] = "CONTACT"
CATEGORY["PROFESSION"] = "PROFESSION"

# Private-use marker characters: M0 <type code> value M1
M0, M1 = "\ue000", "\ue001"
CODE = {t: chr(0xE100 + i) for i, t in enumerate(TYPES)}
DECODE = {v: k for k, v in CODE.items()}


def S(typ, value):
    """Wrap a PHI value in markers as the note is assembled."""
    value = str(value)
    assert typ in CODE, typ
    assert value and value == value.strip(), repr(value)
    assert M0 not in value and M1 not in value
    return M0 + CODE[typ] + value + M1


def finalize(marked, lower):
    """One left-to-right pass: strip the markers and record offsets."""
    if lower:
        marked = marked.lower()
    out, spans = [], []
    pos = 0
    i = 0
    open_ = None
    n = len(marked)
    while i < n:
        c = marked[i]
        if c == M0:
            assert open_ is None, "nested marker"
            open_ = (DECODE[marked[i + 1]], pos)
            i += 2
            continue
        if c == M1:
            assert open_ is not None
            typ, start = open_
            spans.append((start, pos, typ))
            open_ = None
            i += 1
            continue
        out.append(c)
        pos += 1
        i += 1
    assert open_ is None
    text = "".join(out)
    res = [{"start": s, "end": e, "label": CATEGORY[t], "type": t, "text": text[s:e]} for s, e, t in spans]
    return text, res


def ch(seq):
    return R.choice(seq)


def p(x):
    return R.random() < x


def rint(a, b):
    return R.randint(a, b)


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, sex=None):
        self.sex = sex or ch("MF")
        pool = MALE if self.sex == "M" else FEMALE
        self.first = ch(pool)
        self.last = ch(SURNAMES)
        self.mid = ch(pool) if p(0.25) else None
        if self.sex == "M":
            self.title = ch(["Mr", "Mr."])
        else:
            self.title = ch(["Mrs", "Ms", "Miss", "Mrs.", "Ms."])

    @property
    def full(self):
        return f"{self.first} {self.last}"

    def initial(self):
        return self.first[0]

    def pron(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")


def name(person, typ, form=None):
    """A person's name in one of many surface forms; titles stay outside the span."""
    f, l = person.first, person.last
    forms = ["full", "title_last", "title_full", "init_last", "caps", "first_init", "first",
             "last_first", "mid", "initials", "caps_plain", "init_nodot"]
    form = form or ch(forms)
    if form == "full":
        return S(typ, f"{f} {l}")
    if form == "title_last":
        return f"{person.title} " + S(typ, l)
    if form == "title_full":
        return f"{person.title} " + S(typ, f"{f} {l}")
    if form == "init_last":
        return S(typ, f"{f[0]}. {l}")
    if form == "init_nodot":
        return S(typ, f"{f[0]} {l}")
    if form == "caps":
        return S(typ, f"{l.upper()}, {f}")
    if form == "caps_plain":
        return S(typ, f"{l.upper()} {f.upper()}")
    if form == "first_init":
        return S(typ, f"{f} {l[0]}.")
    if form == "first":
        return S(typ, f)
    if form == "last_first":
        return S(typ, f"{l}, {f}")
    if form == "mid":
        m = person.mid or ch(MALE + FEMALE)
        return S(typ, f"{f} {m[0]}. {l}")
    if form == "initials":
        return S(typ, ch([f"{f[0]}.{l[0]}.", f"{f[0]}{l[0]}"]))
    if form == "last":
        return S(typ, l)
    raise ValueError(form)


def pt(c, form=None):
    return name(c.pat, "PATIENT", form)


def doc(person, form=None, cred=None):
    """A clinician's name; title before, credentials after, both outside the span."""
    f, l = person.first, person.last
    form = form or ch(["dr_last", "dr_full", "dr_init", "full_cred", "prof", "dr_dot", "full"])
    if form == "dr_last":
        return ch(["Dr ", "Dr. "]) + S("DOCTOR", l)
    if form == "dr_full":
        return "Dr " + S("DOCTOR", f"{f} {l}")
    if form == "dr_init":
        return "Dr " + S("DOCTOR", ch([f"{f[0]}. {l}", f"{f[0]} {l}"]))
    if form == "dr_dot":
        return "Dr. " + S("DOCTOR", f"{f} {l}")
    if form == "full_cred":
        return S("DOCTOR", f"{f} {l}") + ", " + (cred or ch(CREDS_DOC))
    if form == "prof":
        return ch(["Prof ", "Prof. ", "Professor "]) + S("DOCTOR", l)
    if form == "full":
        return S("DOCTOR", f"{f} {l}")
    if form == "last":
        return S("DOCTOR", l)
    raise ValueError(form)


def nurse(person, form=None):
    f, l = person.first, person.last
    form = form or ch(["full_cred", "sn_first", "sister", "staff", "role_full", "first", "full_cred2"])
    if form == "full_cred":
        return S("DOCTOR", f"{f} {l}") + " " + ch(CREDS_NURSE)
    if form == "full_cred2":
        return S("DOCTOR", f"{f} {l}") + ", " + ch(CREDS_NURSE)
    if form == "sn_first":
        return ch(["SN ", "S/N ", "HCA ", "SSN "]) + S("DOCTOR", f)
    if form == "sister":
        return ch(["Sr ", "Sister ", "Charge Nurse "]) + S("DOCTOR", l)
    if form == "staff":
        return "Staff Nurse " + S("DOCTOR", f"{f} {l}")
    if form == "role_full":
        return ch(["CPN ", "ANP ", "physio ", "OT ", "pharmacist ", "DN ", "dietitian ", "SALT "]) + S("DOCTOR", f"{f} {l}")
    if form == "first":
        return S("DOCTOR", f)
    raise ValueError(form)


RELATIONS = {"M": ["husband", "son", "brother", "father", "partner", "nephew", "grandson", "son-in-law"],
             "F": ["wife", "daughter", "sister", "mother", "partner", "niece", "granddaughter", "daughter-in-law"]}


def family(rel_person, rel, form=None):
    form = form or ch(["rel_first", "rel_full", "rel_title", "full_rel", "rel_paren"])
    f, l = rel_person.first, rel_person.last
    if form == "rel_first":
        return f"{rel} " + S("FAMILY", f)
    if form == "rel_full":
        return f"{rel} " + S("FAMILY", f"{f} {l}")
    if form == "rel_title":
        return f"{rel} {rel_person.title} " + S("FAMILY", l)
    if form == "full_rel":
        return S("FAMILY", f"{f} {l}") + f" ({rel})"
    if form == "rel_paren":
        return f"{rel} (" + S("FAMILY", f) + ")"
    raise ValueError(form)


# ---------------------------------------------------------------- dates and ages
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_SHORT = [["Mon"], ["Tue", "Tues"], ["Wed"], ["Thu", "Thurs"], ["Fri"], ["Sat"], ["Sun"]]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fdate(d, st=None):
    st = st or ch(["dmy", "dmy", "dmy.", "dmy2", "long", "longth", "mon", "dash", "wk", "wkshort",
                   "dm", "dmon", "monyr", "iso", "wklong"])
    if st == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if st == "dmy.":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if st == "dmy2":
        return f"{d.day}/{d.month}/{d.year % 100:02d}"
    if st == "long":
        return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
    if st == "longth":
        return f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"
    if st == "mon":
        return f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"
    if st == "dash":
        return f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}"
    if st == "wk":
        return f"{WEEKDAYS[d.weekday()]} {d.day} {MONTHS[d.month - 1]} {d.year}"
    if st == "wklong":
        return f"{WEEKDAYS[d.weekday()]}, {ordinal(d.day)} {MONTHS[d.month - 1]}"
    if st == "wkshort":
        return f"{ch(WD_SHORT[d.weekday()])} {d.day}/{d.month}"
    if st == "dm":
        return f"{d.day}/{d.month}"
    if st == "dmon":
        return f"{d.day} {MONTHS[d.month - 1][:3]}"
    if st == "monyr":
        return f"{MONTHS[d.month - 1]} {d.year}"
    if st == "yr":
        return f"{d.year}"
    if st == "iso":
        return d.isoformat()
    if st == "weekday":
        return WEEKDAYS[d.weekday()]
    if st == "month":
        return MONTHS[d.month - 1]
    raise ValueError(st)


def D(d, st=None):
    return S("DATE", fdate(d, st))


def rand_date(a=dt.date(2019, 1, 1), b=dt.date(2025, 6, 30)):
    return a + dt.timedelta(days=R.randint(0, (b - a).days))


def shift(d, days):
    return d + dt.timedelta(days=days)


HOLIDAYS = ["Christmas", "Christmas Day", "Boxing Day", "Easter", "Easter Monday", "St Patrick's Day",
            "New Year's Day", "Hallowe'en", "the August bank holiday weekend"]


def holiday():
    h = ch(HOLIDAYS)
    if h.startswith("the "):
        return "the " + S("DATE", h[4:])
    return S("DATE", h)


ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen").split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def AGE(n, sex="M", st=None):
    st = st or ch(["yo", "yo2", "yr", "yrs", "sexslash", "sexsp", "sexcat", "aged", "agedw", "y",
                   "yrold"])
    if st == "yo":
        return S("AGE", n) + " yo"
    if st == "yo2":
        return S("AGE", n) + "yo"
    if st == "yr":
        return S("AGE", n) + "-year-old"
    if st == "yrold":
        return S("AGE", n) + " year old"
    if st == "yrs":
        return S("AGE", n) + " years old"
    if st == "sexslash":
        return S("AGE", n) + "/" + sex
    if st == "sexsp":
        return S("AGE", n) + " " + sex
    if st == "sexcat":
        return S("AGE", n) + sex
    if st == "aged":
        return "aged " + S("AGE", n)
    if st == "agedw":
        return "aged " + S("AGE", words(n))
    if st == "y":
        return S("AGE", n) + "y"
    if st == "wordyr":
        return S("AGE", words(n)) + "-year-old"
    raise ValueError(st)


# ---------------------------------------------------------------- places
def street_line():
    st = ch(STREET_NAMES)
    k = R.random()
    if k < 0.45:
        return f"{rint(1, 148)} {st}"
    if k < 0.6:
        return f"Flat {rint(1, 24)}, {rint(2, 90)} {st}"
    if k < 0.7:
        return f"Apt {rint(1, 40)}, {st}"
    if k < 0.8:
        return f"{rint(1, 80)}{ch('abc')} {st}"
    if k < 0.9:
        return f"{ch(['Rose Cottage', 'The Old Forge', 'Hillview', 'Ash Lodge', 'Tigh na Mara', 'Glenview House'])}, {st}"
    return f"Unit {rint(1, 12)}, Block {ch('ABCD')}, {st}"


def uk_postcode():
    return f"{letters(ch([1, 2]), 'ABCDEGHKLMNPRSTWY')}{rint(1, 29)} {rint(0, 9)}{letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"


def eircode():
    return f"{ch('ADEFHKNPRTVWXY')}{rint(10, 99)} {letters(1, 'ACDEFHKNPRTVWXY')}{digits(1)}{letters(1, 'ACDEFHKNPRTVWXY')}{digits(1)}"


class Address:
    def __init__(self, juris):
        self.juris = juris
        self.street = street_line()
        if juris == "IE":
            self.town = ch(IE_TOWNS)
            self.county = ch(IE_COUNTIES)
            self.zip = eircode()
            self.country = "Ireland"
        else:
            self.town = ch(UK_TOWNS)
            self.county = ch(UK_COUNTIES)
            self.zip = uk_postcode()
            self.country = ch(["United Kingdom", "UK"])

    def render(self, st=None):
        s, t, c, z = S("STREET", self.street), S("CITY", self.town), S("CITY", self.county), S("ZIP", self.zip)
        st = st or ch(["line", "line_nocounty", "multi", "multi_country", "short"])
        if st == "line":
            return f"{s}, {t}, {c}, {z}"
        if st == "line_nocounty":
            return f"{s}, {t} {z}"
        if st == "multi":
            return f"{s}\n{t}\n{c}\n{z}"
        if st == "multi_country":
            return f"{s},\n{t},\n{c},\n{z},\n" + S("COUNTRY", self.country)
        if st == "short":
            return f"{s}, {t}"
        raise ValueError(st)


def inst_address(juris):
    a = Address(juris)
    a.street = ch([f"{ch(['Hospital Road', 'Infirmary Road', 'Abbey Street', 'College Road', 'Parkway', 'Main Street', 'Dublin Road', 'Station Road'])}",
                   f"{rint(1, 60)} {ch(STREET_NAMES)}"])
    return a


# ---------------------------------------------------------------- contact data (fictional ranges)
def phone(juris, mobile=None, ext=False):
    mobile = p(0.45) if mobile is None else mobile
    if juris == "IE":
        if mobile:
            v = ch([f"08{ch('35679')} 555 {digits(4)}", f"08{ch('35679')}-555-{digits(4)}",
                    f"+353 8{ch('35679')} 555 {digits(4)}", f"08{ch('35679')} 5550{digits(3)}"])
        else:
            a = ch(["1", "21", "91", "61", "51", "94", "66", "74", "71", "57", "90"])
            v = ch([f"(0{a}) 555 {digits(4)}", f"0{a} 555 {digits(4)}", f"+353 {a} 555 {digits(4)}",
                    f"0{a}-5550{digits(3)}"])
    else:
        if mobile:
            v = ch([f"07{digits(3)} 555 {digits(3)}", f"07{digits(3)} 555{digits(3)}",
                    f"+44 7{digits(3)} 555 {digits(3)}", f"07{digits(3)}-555-{digits(3)}"])
        else:
            v = ch([f"0{ch(['113', '161', '131', '117', '141', '114', '118', '115', '29'])} 555 {digits(4)}",
                    f"020 5550 {digits(4)}", f"01{digits(3)} 555{digits(3)}",
                    f"(01{digits(3)}) 555 {digits(3)}", f"01{digits(3)} 5550{digits(2)}"])
    if ext:
        v += ch([f" ext. {digits(4)}", f" ext {digits(3)}", f" x{digits(4)}", f" (ext {digits(4)})"])
    return v


def P(juris, mobile=None, ext=False):
    return S("PHONE", phone(juris, mobile, ext))


def FAX(juris):
    return S("FAX", phone(juris, mobile=False))


def email_for(person, host=None):
    host = host or ch(EMAIL_HOSTS)
    f = ascii_fold(person.first).lower().replace("'", "").replace(" ", "")
    l = ascii_fold(person.last).lower().replace("'", "").replace(" ", "").replace("-", "")
    local = ch([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}{rint(1, 99)}", f"{l}.{f[0]}", f"{f}_{l}"])
    return f"{local}@{host}"


def EMAIL(person=None, local=None):
    if person is not None:
        return S("EMAIL", email_for(person))
    return S("EMAIL", f"{local}@{ch(EMAIL_HOSTS)}")


def url(slug=None):
    host = ch(["www.example.org", "www.example.com", "example.net", "portal.example.org",
               "records.example.net", "www.example.net"])
    path = slug or ch(["patients", "sar", "feedback", "complaints", "portal/login", "appointments",
                       "mentalhealth/crisis", "gp/online", "records/request"])
    return ch([f"https://{host}/{path}", f"{host}/{path}", f"http://{host}/{path}", f"https://{host}"])


def URL(slug=None):
    return S("URL", url(slug))


def ip():
    k = R.random()
    if k < 0.4:
        return f"10.{rint(0, 255)}.{rint(0, 255)}.{rint(1, 254)}"
    if k < 0.7:
        return f"172.{rint(16, 31)}.{rint(0, 255)}.{rint(1, 254)}"
    return f"192.168.{rint(0, 255)}.{rint(1, 254)}"


def IP():
    return S("IPADDR", ip())


def username(person):
    f = ascii_fold(person.first).lower().replace("'", "").replace(" ", "")
    l = ascii_fold(person.last).lower().replace("'", "").replace(" ", "").replace("-", "")
    return ch([f"{f[0]}{l}", f"{f[0]}{l}{rint(1, 9)}", f"{l}.{f[0]}", f"{f}.{l}", f"{l}{f[0]}{rint(1, 99):02d}",
               f"{f[:3]}{l[:3]}", f"dr_{l}", f"{f[0]}{l[:5]}01"])


# ---------------------------------------------------------------- identifiers
def nhs_no():
    return f"9{digits(2)} {digits(3)} {digits(4)}"


def mrn(juris):
    if juris == "IE":
        return ch([digits(7), f"MRN{digits(6)}", f"K{digits(6)}", f"0{digits(6)}"])
    return ch([f"K{digits(7)}", f"RX{digits(6)}", f"H{digits(6)}", digits(8), f"E{digits(6)}{letters(1)}"])


def ppsn():
    return f"9{digits(6)}{letters(1, 'ABCDEFGHJKLMNPQRSTVWX')}" + ch(["", "A", "W", "T"])


def healthplan(juris):
    if juris == "IE":
        return ch([f"{digits(7)}{letters(1)}", f"HH-{digits(7)}", f"CH{digits(8)}", f"{digits(3)}-{digits(5)}-{digits(2)}"])
    return ch([f"MMC/{digits(6)}/{digits(2)}", f"LHP{digits(7)}", f"HH-{digits(7)}", f"{letters(3)}{digits(6)}"])


def account():
    return ch([f"ED{rint(19, 25)}-{digits(6)}", f"{digits(4)}-{digits(4)}", f"INV-{rint(2019, 2025)}-{digits(5)}",
               f"EP{digits(8)}", f"V{digits(7)}", f"PP-{digits(5)}", f"ENC{digits(7)}"])


def licence(kind):
    if kind == "GMC":
        return digits(7)
    if kind == "IMC":
        return digits(6)
    if kind == "NMC":
        return f"{digits(2)}{letters(1)}{digits(4)}{letters(1)}"
    if kind == "NMBI":
        return digits(6)
    if kind == "HCPC":
        return f"{ch(['PA', 'OT', 'PH', 'SL', 'DT'])}{digits(5)}"
    raise ValueError(kind)


def driving_licence(person, juris):
    if juris == "IE":
        return f"{digits(3)}{digits(6)}"
    base = ascii_fold(person.last).upper().replace("'", "").replace(" ", "").replace("-", "")
    base = (base + "99999")[:5]
    return f"{base}{digits(6)}{ascii_fold(person.first)[0].upper()}{letters(1)}9{letters(2)}"


def device_id():
    return ch([f"PJN{digits(6)}", f"SN-{letters(1)}{digits(1)}{letters(2)}-{digits(5)}", f"RDX{digits(6)}",
               f"{letters(2)}{digits(8)}", f"SD-{digits(5)}", f"{letters(1)}{digits(1)}{letters(2)}{digits(1)}{letters(1)}{digits(4)}",
               f"BSC{digits(7)}", f"HA-{digits(4)}-{letters(2)}"])


def vehicle(juris):
    if juris == "IE":
        return ch([f"{rint(13, 24)}{ch('12')}-{ch(['D', 'MO', 'G', 'KY', 'C', 'CE', 'WX', 'SO', 'LM', 'DL'])}-{rint(100, 99999)}",
                   f"{rint(10, 12)}-{ch(['D', 'MO', 'G', 'KY'])}-{rint(100, 9999)}"])
    return ch([f"{letters(2)}{rint(10, 74)} {letters(3)}", f"{letters(2)}{rint(10, 74)}{letters(3)}",
               f"SAJ{letters(2)}{digits(2)}{letters(2)}{digits(8)}"])


def bioid():
    return ch([f"FP-{digits(5)}", f"PNC-FP-{digits(7)}", f"IR-{digits(5)}", f"DNA/{rint(19, 25)}/{digits(4)}",
               f"BIO{digits(6)}", f"PV-{digits(6)}"])


def idnum(kind):
    yy = rint(19, 25)
    return {
        "accession": ch([f"S{yy}-{digits(4)}", f"H{yy}.{digits(5)}", f"LAB{digits(7)}", f"M{yy}/{digits(5)}"]),
        "ubrn": f"{digits(4)} {digits(4)} {digits(4)}",
        "datix": ch([f"W{digits(6)}", f"DX-{digits(5)}", f"NIMS{digits(6)}"]),
        "safeguarding": f"SG-20{yy}-{digits(4)}",
        "police": ch([f"{digits(2)}/{digits(6)}/{yy}", f"CAD {digits(4)}-{digits(2)}", f"PULSE {digits(8)}"]),
        "court": f"{ch(['CR', 'FD', 'MHT'])}-{yy}-{digits(4)}",
        "complaint": ch([f"COMP/{yy}/{digits(4)}", f"CMP-{digits(5)}", f"PALS{digits(5)}"]),
        "sar": ch([f"SAR-20{yy}-{digits(4)}", f"FOI/SAR/{digits(5)}", f"DPR{digits(6)}"]),
        "claim": ch([f"PI/{yy}/{digits(4)}", f"CL{digits(6)}", f"{letters(3)}/{digits(5)}/{letters(2)}"]),
        "order": ch([f"ORD-{digits(5)}", f"RQ{digits(6)}"]),
        "case": ch([f"OOH-{digits(6)}", f"CASE{digits(6)}", f"{letters(2)}{digits(6)}"]),
        "form": ch([f"MHA/{yy}/{digits(4)}", f"AC-{digits(5)}"]),
    }[kind]


# ---------------------------------------------------------------- hard negatives (never PHI)
def f1(a, b):
    return f"{R.uniform(a, b):.1f}"


LAB_DEFS = [
    ("Hb", lambda: str(rint(78, 168)), "g/L", "130-170"),
    ("WCC", lambda: f1(2.8, 21.0), "x10^9/L", "4.0-11.0"),
    ("Plt", lambda: str(rint(88, 510)), "x10^9/L", "150-400"),
    ("Neut", lambda: f1(1.0, 17.0), "x10^9/L", "2.0-7.5"),
    ("Na", lambda: str(rint(124, 147)), "mmol/L", "133-146"),
    ("K", lambda: f1(3.0, 6.1), "mmol/L", "3.5-5.3"),
    ("Urea", lambda: f1(2.1, 28.0), "mmol/L", "2.5-7.8"),
    ("Creat", lambda: str(rint(45, 320)), "umol/L", "59-104"),
    ("eGFR", lambda: str(rint(12, 89)), "mL/min/1.73m2", ">90"),
    ("CRP", lambda: str(rint(1, 290)), "mg/L", "<5"),
    ("HbA1c", lambda: str(rint(35, 102)), "mmol/mol", "<48"),
    ("ALT", lambda: str(rint(7, 240)), "U/L", "<41"),
    ("ALP", lambda: str(rint(40, 420)), "U/L", "30-130"),
    ("Bili", lambda: str(rint(3, 64)), "umol/L", "<21"),
    ("Alb", lambda: str(rint(22, 47)), "g/L", "35-50"),
    ("INR", lambda: f1(0.9, 4.6), "", "0.8-1.2"),
    ("TSH", lambda: f1(0.1, 9.5), "mU/L", "0.27-4.20"),
    ("Trop T", lambda: str(rint(3, 190)), "ng/L", "<14"),
    ("Ferritin", lambda: str(rint(6, 650)), "ug/L", "30-400"),
    ("Adj Ca", lambda: f"{R.uniform(1.95, 2.95):.2f}", "mmol/L", "2.20-2.60"),
    ("Mg", lambda: f"{R.uniform(0.5, 1.1):.2f}", "mmol/L", "0.70-1.00"),
    ("Lactate", lambda: f1(0.6, 6.8), "mmol/L", "0.5-2.2"),
    ("D-dimer", lambda: str(rint(150, 4200)), "ng/mL", "<500"),
    ("B12", lambda: str(rint(110, 780)), "ng/L", "197-771"),
    ("Chol", lambda: f1(2.9, 8.2), "mmol/L", "<5.0"),
    ("Glucose", lambda: f1(3.2, 24.0), "mmol/L", "3.5-7.8"),
]


def lab_items(n=None):
    n = n or rint(4, 9)
    return R.sample(LAB_DEFS, n)


def labs_inline(n=None):
    out = []
    for nm, fn, unit, rng in lab_items(n):
        v = fn()
        out.append(ch([f"{nm} {v}", f"{nm} {v} {unit}".strip(), f"{nm} {v}{(' (' + rng + ')') if p(0.3) else ''}"]))
    return ", ".join(out)


def labs_table(fmt=None, n=None):
    fmt = fmt or ch(["pipe", "csv", "tab", "fixed"])
    rows = [(nm, fn(), unit, rng) for nm, fn, unit, rng in lab_items(n)]
    if fmt == "pipe":
        lines = ["| Test | Result | Units | Ref range |", "|---|---|---|---|"]
        lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    elif fmt == "csv":
        lines = ["test,result,units,range"] + [f"{a},{b},{c},{d}" for a, b, c, d in rows]
    elif fmt == "tab":
        lines = ["Test\tResult\tUnits\tRange"] + [f"{a}\t{b}\t{c}\t{d}" for a, b, c, d in rows]
    else:
        lines = [f"{'TEST':<10}{'RESULT':>8}  {'UNITS':<14}{'RANGE':<10}"]
        lines += [f"{a:<10}{b:>8}  {c:<14}{d:<10}" for a, b, c, d in rows]
    return "\n".join(lines)


def vitals():
    sys_, dia = rint(88, 192), rint(48, 112)
    parts = [f"BP {sys_}/{dia}", f"HR {rint(48, 138)}", f"RR {rint(12, 32)}",
             f"SpO2 {rint(86, 100)}% {ch(['RA', 'on air', 'on 2L', 'on 28%'])}", f"T {f1(35.4, 39.6)}",
             ch([f"GCS {ch(['15/15', '14/15', '13/15', '15'])}", f"NEWS2 {rint(0, 9)}", f"CBG {f1(3.4, 22.0)} mmol/L",
                 f"CRT <2s", f"wt {f1(41, 128)} kg"])]
    R.shuffle(parts)
    return ch([", ".join(parts), " ".join(parts), "; ".join(parts)])


DRUGS = [("Ramipril", ["2.5 mg", "5 mg", "10 mg"], ["OD", "once daily"]),
         ("Amlodipine", ["5 mg", "10 mg"], ["OD"]),
         ("Metformin", ["500 mg", "1 g"], ["BD", "twice daily", "TDS"]),
         ("Atorvastatin", ["20 mg", "40 mg", "80 mg"], ["ON", "at night"]),
         ("Paracetamol", ["1 g", "500 mg"], ["QDS PRN", "QDS", "up to four times daily"]),
         ("Co-codamol 30/500", ["2 tablets", "1-2 tabs"], ["QDS PRN"]),
         ("Sertraline", ["50 mg", "100 mg"], ["OD", "mane"]),
         ("Mirtazapine", ["15 mg", "30 mg"], ["ON", "nocte"]),
         ("Olanzapine", ["5 mg", "10 mg"], ["nocte"]),
         ("Apixaban", ["2.5 mg", "5 mg"], ["BD"]),
         ("Amoxicillin", ["500 mg"], ["TDS for 5 days", "TDS x 5/7"]),
         ("Doxycycline", ["100 mg"], ["OD x 5/7", "OD for 7 days"]),
         ("Lansoprazole", ["15 mg", "30 mg"], ["OD"]),
         ("Levothyroxine", ["50 mcg", "75 mcg", "100 mcg"], ["OD", "mane"]),
         ("Insulin glargine", ["14 units", "22 units", "18 units"], ["nocte", "at 22:00"]),
         ("Salbutamol 100 mcg/dose inhaler", ["2 puffs"], ["PRN", "QDS PRN"]),
         ("Morphine sulfate oral solution 10 mg/5 ml", ["2.5-5 mg"], ["2-hourly PRN"]),
         ("Zopiclone", ["3.75 mg", "7.5 mg"], ["ON PRN"]),
         ("Clozapine", ["200 mg", "300 mg", "350 mg"], ["in divided doses", "BD"]),
         ("Lithium carbonate MR", ["400 mg", "800 mg"], ["nocte"]),
         ("Bisoprolol", ["1.25 mg", "2.5 mg", "5 mg"], ["OD"]),
         ("Furosemide", ["40 mg", "80 mg"], ["mane", "OM"]),
         ("Prednisolone", ["40 mg", "30 mg"], ["OD for 5 days", "OM reducing"]),
         ("Gliclazide", ["80 mg", "40 mg"], ["BD"]),
         ("Sodium valproate", ["500 mg"], ["BD"]),
         ("Aripiprazole", ["10 mg", "15 mg"], ["OD"]),
         ("Adcal-D3", ["1 tab"], ["BD"]),
         ("Alendronic acid", ["70 mg"], ["once weekly"]),
         ("Enoxaparin", ["40 mg", "1.5 mg/kg"], ["SC OD"]),
         ("Tamsulosin", ["400 mcg"], ["OD"]),
         ("Midazolam", ["10 mg"], ["over 24 hours via syringe driver", "CSCI/24h"]),
         ("Nitrofurantoin MR", ["100 mg"], ["BD x 3/7"]),
         ("Fluoxetine", ["20 mg"], ["OD"]),
         ("Pregabalin", ["75 mg"], ["BD"]),
         ("Warfarin", ["as per INR"], ["daily at 18:00"])]


def drug():
    nm, doses, sigs = ch(DRUGS)
    return f"{nm} {ch(doses)} {ch(sigs)}"


def meds_list(n=None, style=None):
    n = n or rint(3, 7)
    items = [drug() for _ in range(n)]
    style = style or ch(["dash", "num", "pipe", "inline", "bullet"])
    if style == "dash":
        return "\n".join("- " + i for i in items)
    if style == "bullet":
        return "\n".join("* " + i for i in items)
    if style == "num":
        return "\n".join(f"{k + 1}. {i}" for k, i in enumerate(items))
    if style == "pipe":
        rows = ["| Drug | Dose | Freq |", "|---|---|---|"]
        for nm, doses, sigs in R.sample(DRUGS, n):
            rows.append(f"| {nm} | {ch(doses)} | {ch(sigs)} |")
        return "\n".join(rows)
    return "; ".join(items)


SCORES = [lambda: f"PHQ-9 {rint(2, 26)}/27", lambda: f"GAD-7 {rint(1, 21)}", lambda: f"MMSE {rint(14, 30)}/30",
          lambda: f"AMTS {rint(3, 10)}/10", lambda: f"4AT {rint(0, 9)}", lambda: f"Waterlow {rint(8, 26)}",
          lambda: f"MUST {rint(0, 3)}", lambda: f"Braden {rint(9, 21)}", lambda: f"CURB-65 {rint(0, 4)}",
          lambda: f"Wells score {rint(0, 7)}", lambda: f"CHA2DS2-VASc {rint(1, 7)}", lambda: f"HAS-BLED {rint(0, 4)}",
          lambda: f"Rockwood CFS {rint(2, 8)}", lambda: f"Barthel {rint(4, 20) * 5}/100",
          lambda: f"Glasgow-Blatchford {rint(0, 14)}", lambda: f"ABCD2 {rint(1, 7)}", lambda: f"NIHSS {rint(0, 18)}",
          lambda: f"AUDIT-C {rint(0, 12)}", lambda: f"HoNOS {rint(4, 30)}", lambda: f"Epworth {rint(2, 22)}",
          lambda: f"MoCA {rint(14, 30)}/30", lambda: f"NEWS2 {rint(0, 9)}", lambda: f"GCS {rint(9, 15)}/15",
          lambda: f"Pain score {rint(1, 10)}/10", lambda: f"BMI {f1(16.5, 44.0)}"]


def score():
    return ch(SCORES)()


EPONYMS = ["Parkinson's disease", "Crohn's disease", "Alzheimer's dementia", "Graves' disease",
           "Hashimoto's thyroiditis", "Babinski negative", "Foley catheter in situ", "Bell's palsy",
           "Addison's disease", "Cushing's syndrome", "Raynaud's phenomenon", "Barrett's oesophagus",
           "Murphy's sign negative", "Kernig's sign negative", "Romberg's test negative", "Baker's cyst",
           "Colles' fracture", "Dupuytren's contracture", "Hodgkin lymphoma", "Guillain-Barré syndrome",
           "Meniere's disease", "Sjogren's syndrome", "Wernicke's encephalopathy", "Korsakoff syndrome",
           "Paget's disease of bone", "Osgood-Schlatter", "Hartmann's procedure", "Whipple's procedure",
           "Trendelenburg gait", "Tinel's sign positive", "Phalen's test positive", "Lachman's test",
           "McMurray's test positive", "Down syndrome", "Asperger's", "Wolff-Parkinson-White pattern",
           "Hunter's canal block", "Virchow's node not palpable", "Cheyne-Stokes breathing",
           "Hartmann's solution 1 L", "Guthrie test", "Glasgow Coma Scale"]


def eponym():
    return ch(EPONYMS)


ICD = [("J18.9", "pneumonia, unspecified"), ("I48.9", "atrial fibrillation"), ("E11.9", "type 2 diabetes"),
       ("F20.0", "paranoid schizophrenia"), ("F32.2", "severe depressive episode"), ("S72.0", "fracture of neck of femur"),
       ("N39.0", "urinary tract infection"), ("K35.8", "acute appendicitis"), ("F10.2", "alcohol dependence"),
       ("I21.4", "NSTEMI"), ("J44.1", "COPD with exacerbation"), ("I63.9", "cerebral infarction"),
       ("F31.1", "bipolar affective disorder, current episode manic"), ("L89.1", "pressure ulcer stage 2"),
       ("G40.9", "epilepsy"), ("F41.1", "generalised anxiety disorder"), ("I50.0", "congestive heart failure"),
       ("E86.0", "dehydration"), ("R55.0", "syncope"), ("S06.0", "concussion"), ("S13.4", "whiplash injury"),
       ("F43.1", "PTSD"), ("Z91.5", "history of self-harm"), ("A41.9", "sepsis, unspecified"),
       ("K57.3", "diverticular disease"), ("M54.5", "low back pain"), ("F60.3", "EUPD")]


def icd():
    c, d = ch(ICD)
    return ch([f"{c} {d}", f"{d} ({c})", f"{c} - {d}", f"ICD-10 {c}"])


def clock():
    h, m = rint(0, 23), rint(0, 59)
    return ch([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}hrs", f"{h:02d}.{m:02d}"])


ACTS = {"UK": ["Mental Health Act 1983", "Mental Capacity Act 2005", "Data Protection Act 2018", "Care Act 2014",
               "Children Act 1989", "Access to Health Records Act 1990", "Road Traffic Act 1988",
               "Equality Act 2010", "Health and Social Care Act 2008", "Children Act 2004"],
        "IE": ["Mental Health Act 2001", "Assisted Decision-Making (Capacity) Act 2015", "Data Protection Act 2018",
               "Children First Act 2015", "Freedom of Information Act 2014", "Health Act 2007",
               "Road Traffic Act 1961", "Child Care Act 1991", "Health Act 1970"]}


ACTS_KIND = {("UK", "mh"): ["Mental Health Act 1983", "Mental Capacity Act 2005"],
             ("IE", "mh"): ["Mental Health Act 2001", "Assisted Decision-Making (Capacity) Act 2015"],
             ("UK", "safe"): ["Children Act 1989", "Children Act 2004", "Care Act 2014", "Mental Capacity Act 2005"],
             ("IE", "safe"): ["Children First Act 2015", "Child Care Act 1991", "Assisted Decision-Making (Capacity) Act 2015"]}


def act(juris, kind=None):
    if kind:
        return ch(ACTS_KIND[(juris, kind)])
    return ch(ACTS[juris])


def public_numbers(juris):
    if juris == "IE":
        return ch(["If symptoms worsen, phone 112 or 999.", "Advised to call 999 or attend ED if worse.",
                   "Samaritans freephone 116 123 given.", "Given crisis numbers: Samaritans 116 123, text 50808.",
                   "Advised to ring 112 in an emergency.", "Childline 116 111 details provided to the young person."])
    return ch(["Safety-netted: NHS 111 or 999 if worse.", "Advised to call 111 out of hours or 999 in an emergency.",
               "Samaritans 116 123 card given.", "If chest pain recurs, call 999.",
               "Crisis plan: 111 option 2, Samaritans 116 123, text SHOUT to 85258.",
               "Advised to contact 111 if any red flags."])


def dur():
    return ch(["3/7", "5/7", "2/52", "6/52", "3/12", "6/12", "1/52", "10/7", "4/52"])


ORDINARY = ["Will review in {d}.", "Will rv in {d} with bloods.", "We hope this is helpful.",
            "I hope the above is of help.", "Frank haematuria denied.", "No frank blood PR.",
            "Marked improvement since last review.", "Small mark noted on the left shin.",
            "Temperature rose to 38.4 overnight.", "She may benefit from physiotherapy.",
            "He may need a repeat ECG in {d}.", "Back to the ward for observation.",
            "Iris and pupils unremarkable.", "Accepted the news with good grace.", "Attends church most weeks.",
            "No joy with the spacer device.", "Producing green sputum.", "White cell count trending down.",
            "Black tarry stools denied.", "Young adult, well kempt.", "Long-term catheter.",
            "Enjoys hill walking.", "Uses a wood-burning stove at home.", "Bill of rights leaflet given.",
            "Woke at dawn with pain.", "The carer will call back.", "Daughter will bring in clothes.",
            "Mood lower since bereavement, some hope for the future.", "Rose from chair without assistance.",
            "Frank discussion held about prognosis.", "King-size bed at home, pressure mattress ordered.",
            "Page 2 of 2.", "May attend day hospital.", "Faith and cultural needs discussed.",
            "Bakery smells trigger nausea.", "Grace period for repeat prescriptions explained.",
            "Hunter-gatherer diet (self-described).", "Green, yellow and red zones explained on asthma plan.",
            "Moody and irritable per collateral.", "Will need OT assessment.", "Ward round: plan as below."]


def ordinary():
    return ch(ORDINARY).format(d=dur())


def clin_filler():
    return ch([f"{eponym()}.", f"Bloods: {labs_inline()}.", f"Obs: {vitals()}.", f"{score()}.",
               f"Dx {icd()}.", f"Meds: {drug()}.", ordinary(), ordinary(), f"Seen at {clock()}.",
               f"Symptoms for {dur()}.", f"{eponym()} noted previously."])

"""Note builder (piece-based offsets) and invented PHI value generators."""
import datetime as dt
import pools as P

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
         "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
         "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT",
         "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}


class Doc:
    """Text is appended piece by piece; a PHI piece records its span as it is appended."""

    def __init__(self):
        self.buf, self.n, self.spans = [], 0, []

    def w(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self.buf.append(it)
                self.n += len(it)
            elif isinstance(it, tuple):
                typ, val = it
                assert typ in LABEL, typ
                val = str(val)
                assert val and val == val.strip(), repr(val)
                self.spans.append((self.n, self.n + len(val), typ))
                self.buf.append(val)
                self.n += len(val)
            elif isinstance(it, list):
                self.w(*it)
            else:
                raise TypeError(it)
        return self

    def ln(self, *items):
        return self.w(*items, "\n")

    def finish(self, lower):
        text = "".join(self.buf)
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = [{"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]}
                 for s, e, t in self.spans]
        return text, spans


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fmt_date(r, d, style=None):
    if style is None:
        style = r.choice(["num", "num", "num", "short", "long", "long", "ord", "mon", "mon2", "iso",
                          "wk", "wkn", "dm", "upper", "dots"])
    m, D, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    if style == "num":
        return f"{D:02d}/{m:02d}/{y}"
    if style == "short":
        return f"{D}/{m}/{y % 100:02d}"
    if style == "long":
        return f"{D} {mon} {y}"
    if style == "ord":
        return f"{ordinal(D)} {mon} {y}"
    if style == "mon":
        return f"{D:02d}-{mon[:3]}-{y}"
    if style == "mon2":
        return f"{D} {mon[:3]} {y}"
    if style == "iso":
        return f"{y}-{m:02d}-{D:02d}"
    if style == "wk":
        return f"{DAYS[d.weekday()]} {D} {mon} {y}"
    if style == "wkn":
        return f"{DAYS[d.weekday()][:3]} {D:02d}/{m:02d}"
    if style == "dm":
        return f"{D} {mon[:3]}"
    if style == "upper":
        return f"{D:02d}{mon[:3].upper()}{y % 100:02d}"
    if style == "dots":
        return f"{D:02d}.{m:02d}.{y}"
    if style == "my":
        return f"{mon} {y}"
    if style == "wday":
        return DAYS[d.weekday()]
    if style == "wdm":
        return f"{DAYS[d.weekday()]} {D} {mon}"
    if style == "y":
        return str(y)
    if style == "month":
        return mon
    raise ValueError(style)


def D(r, d, style=None):
    return ("DATE", fmt_date(r, d, style))


def shift(d, days):
    return d + dt.timedelta(days=days)


# ---------------------------------------------------------------- contact
def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def phone(r, c, kind=None):
    kind = kind or r.choice(["land", "mob"])
    if c == "UK":
        if kind == "mob":
            return r.choice([f"07700 555{digits(r, 3)}", f"07700 555 {digits(r, 3)}", f"+44 7700 555{digits(r, 3)}"])
        area = r.choice(["01632", "01164", "01392", "0131", "029", "028"])
        tail = {5: 3, 4: 4, 3: 5}[len(area)]
        rest = "555" + digits(r, tail)
        mid = 4 if len(area) == 3 else 3
        return r.choice([f"{area} {rest}", f"({area}) {rest[:mid]} {rest[mid:]}", f"{area} {rest[:mid]} {rest[mid:]}"])
    if c == "IE":
        if kind == "mob":
            return r.choice([f"08{r.choice('3567')} 555 {digits(r, 4)}", f"+353 8{r.choice('3567')} 555 {digits(r, 4)}"])
        return r.choice([f"(0{r.choice(['1', '21', '61', '91', '74'])}) 555 {digits(r, 4)}",
                         f"0{r.choice(['45', '57', '66'])} 555{digits(r, 4)}"])
    if c == "AU":
        if kind == "mob":
            return r.choice([f"0491 555 {digits(r, 3)}", f"0412 555 {digits(r, 3)}", f"+61 412 555 {digits(r, 3)}"])
        return r.choice([f"(0{r.choice('2378')}) 5550 {digits(r, 4)}", f"0{r.choice('2378')} 5550 {digits(r, 4)}"])
    if kind == "mob":
        return r.choice([f"021 555 {digits(r, 4)}", f"027 555 {digits(r, 4)}", f"+64 21 555 {digits(r, 4)}"])
    return r.choice([f"(0{r.choice('34679')}) 555 {digits(r, 4)}", f"0{r.choice('34679')} 555 {digits(r, 4)}"])


def ext(r, c):
    return phone(r, c, "land") + r.choice([" ext. ", " ext ", " x"]) + digits(r, r.choice([3, 4]))


def bleep(r):
    return r.choice([f"555{digits(r, 1)}", f"4-555{digits(r, 1)}", f"#555{digits(r, 2)}"])


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email_person(r, first, last):
    dom = r.choice(["example.com", "example.net", "example.org"])
    f, l = slug(first), slug(last)
    return r.choice([f"{f}.{l}@{dom}", f"{f}{l}{digits(r, 2)}@{dom}", f"{f[0]}{l}@{dom}",
                     f"{f}_{l}{digits(r, 1)}@{dom}", f"{l}.{f}@{dom}"])


def email_org(r, name):
    s = slug(name)[:18]
    dom = r.choice(["example.org", "example.net", "example.com"])
    return r.choice([f"{s}@{dom}", f"reception.{s}@{dom}", f"admin@{s}.{dom}", f"referrals.{s}@{dom}"])


def url_org(r, name):
    s = slug(name)[:16]
    dom = r.choice(["example.org", "example.com", "example.net"])
    return r.choice([f"www.{s}.{dom}", f"https://www.{s}.{dom}/appointments", f"https://{dom}/{s}",
                     f"http://{s}.{dom}/portal", f"www.{dom}/{s}/patients"])


def ip(r):
    k = r.randrange(3)
    if k == 0:
        return f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}"
    if k == 1:
        return f"192.168.{r.randrange(256)}.{r.randrange(1, 255)}"
    return f"172.{r.randrange(16, 32)}.{r.randrange(256)}.{r.randrange(1, 255)}"


def username(r, first, last):
    f, l = slug(first), slug(last)
    return r.choice([f"{f[0]}{l}", f"{f[0]}{l}{r.randrange(2, 9)}", f"{f}.{l}", f"{l}{f[0]}",
                     f"{f[0]}.{l}", f"{l.upper()}_{f[0].upper()}", f"{f}{l[0]}{digits(r, 2)}"])


# ---------------------------------------------------------------- identifiers
def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def nhs(r):
    return r.choice([f"{digits(r, 3)} {digits(r, 3)} {digits(r, 4)}", digits(r, 10), f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 4)}"])


def health_id(r, c, sub):
    """(label text, value, fine type) for the national health number."""
    if c == "UK":
        if sub == "Scotland":
            return ("CHI", digits(r, 10), "MRN")
        if sub == "Northern Ireland":
            return ("H&C No", f"{digits(r, 3)} {digits(r, 3)} {digits(r, 4)}", "MRN")
        return ("NHS No", nhs(r), "MRN")
    if c == "IE":
        return ("IHI", digits(r, 10), "MRN")
    if c == "AU":
        return ("IHI", f"8003 60{digits(r, 2)} {digits(r, 4)} {digits(r, 4)}", "MRN")
    return ("NHI", r.choice([letters(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(r, 4),
                             letters(r, 3) + digits(r, 2) + letters(r, 2)]), "MRN")


def mrn(r):
    return r.choice([f"RX{digits(r, 7)}", f"H{digits(r, 7)}", digits(r, 8), f"M{digits(r, 6)}",
                     f"{letters(r, 1)}{digits(r, 6)}", f"UR{digits(r, 6)}", f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 2)}"])


def healthplan(r, c):
    if c == "AU":
        return ("Medicare", f"{r.randrange(2, 7)}{digits(r, 3)} {digits(r, 5)} {r.randrange(1, 10)}")
    if c == "IE":
        return (r.choice(["GMS medical card", "GP visit card", "Medical card no"]), f"{digits(r, 6)}{letters(r, 1)}")
    if c == "NZ":
        return ("Community Services Card", f"{digits(r, 3)}{digits(r, 3)}{digits(r, 3)}")
    return ("Vitalis Health member no", f"VH{digits(r, 8)}")


def private_cover(r, c):
    ins = {"UK": "Vitalis Health", "IE": "Laurel Health Insurance", "AU": "Coralfund Health",
           "NZ": "Kauri Health Cover"}[c]
    return ins, r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"{digits(r, 8)}-{digits(r, 2)}", f"M{digits(r, 9)}"])


def ssn(r, c):
    if c == "UK":
        return ("NI number", f"{r.choice('DFIQUV')}{r.choice('DFIQUVO')} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {r.choice('ABCD')}")
    if c == "IE":
        return ("PPSN", f"{r.choice('89')}{digits(r, 6)}{letters(r, 1, 'ABCDEFGHKLMNPTW')}{r.choice(['A', 'H', 'W', ''])}")
    if c == "AU":
        return ("TFN", f"{r.choice('9')}{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}")
    return ("IRD number", f"{r.choice(['9', '0'])}{digits(r, 2)}-{digits(r, 3)}-{digits(r, 3)}")


def us_ssn(r):
    return f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}"


def licence(r, c, role="GP"):
    if c == "UK":
        if role in ("GP", "PAED"):
            return ("GMC", digits(r, 7))
        return ("NMC PIN", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 4)}{letters(r, 1, 'EOSWN')}")
    if c == "IE":
        if role in ("GP", "PAED"):
            return ("IMC", digits(r, 6))
        return ("NMBI PIN", digits(r, 6))
    if c == "AU":
        if role in ("GP", "PAED"):
            return (r.choice(["AHPRA", "Prescriber No"]), r.choice([f"MED000{digits(r, 7)}", digits(r, 7)]))
        return ("AHPRA", f"NMW000{digits(r, 7)}")
    if role in ("GP", "PAED"):
        return ("MCNZ", digits(r, 5))
    return ("NCNZ", f"{digits(r, 6)}")


def driving_licence(r, c, last):
    if c == "UK":
        s = (slug(last).upper() + "99999")[:5]
        return f"{s}{digits(r, 6)}{letters(r, 2)}{r.randrange(9)}{letters(r, 2)}"
    if c == "IE":
        return f"{digits(r, 9)}"
    if c == "AU":
        return f"{digits(r, 8)}"
    return f"{letters(r, 2)}{digits(r, 6)}"


def plate(r, c):
    if c == "UK":
        return f"{r.choice(['KX', 'HW', 'BQ', 'ZV', 'QT'])}{digits(r, 2)} {letters(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
    if c == "IE":
        return f"{r.choice(['191', '202', '221', '152', '181'])}-{r.choice(['KW', 'DX', 'CQ', 'TQ'])}-{r.randrange(100, 99999)}"
    if c == "AU":
        return r.choice([f"{letters(r, 3)}-{digits(r, 3)}", f"{digits(r, 1)}{letters(r, 2)}{digits(r, 1)}{letters(r, 2)}"])
    return f"{letters(r, 3)}{digits(r, 3)}"


def vin(r):
    return letters(r, 3, "JSWVTKLM") + "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(14))


def device_sn(r):
    return r.choice([f"SN{digits(r, 8)}", f"{letters(r, 2)}{digits(r, 6)}{letters(r, 1)}", f"{digits(r, 4)}-{digits(r, 5)}",
                     f"{letters(r, 3)}{digits(r, 7)}", digits(r, 9), f"HA-{digits(r, 6)}-{letters(r, 2)}"])


def bioid(r):
    return r.choice([f"FP-{digits(r, 5)}", f"BIO-{digits(r, 4)}-{digits(r, 2)}", f"VP{digits(r, 6)}",
                     f"PV-{digits(r, 6)}", f"IRIS-{letters(r, 2)}{digits(r, 5)}"])


def account(r):
    return r.choice([f"ENC-{r.randrange(2019, 2025)}-{digits(r, 6)}", f"V{digits(r, 7)}", f"{digits(r, 4)}-{digits(r, 4)}",
                     f"ACC{digits(r, 6)}", f"INV-{digits(r, 5)}", f"{digits(r, 9)}"])


def idnum(r, kind="lab"):
    if kind == "lab":
        return r.choice([f"S{r.randrange(19, 25)}-{digits(r, 5)}", f"H{r.randrange(19, 25)}.{digits(r, 7)}",
                         f"LAB{digits(r, 8)}", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 6)}", f"MB-{digits(r, 6)}"])
    if kind == "ubrn":
        return f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)}"
    if kind == "case":
        return r.choice([f"CP-{r.randrange(2019, 2025)}-{digits(r, 4)}", f"MASH/{digits(r, 5)}",
                         f"CS{digits(r, 6)}", f"TUS-{digits(r, 6)}", f"FCR{digits(r, 5)}"])
    if kind == "police":
        return f"{letters(r, 2)}/{digits(r, 5)}/{r.randrange(19, 25)}"
    if kind == "nbs":
        return f"NBS-{digits(r, 2)}-{digits(r, 6)}"
    return f"REF-{digits(r, 6)}"


# ---------------------------------------------------------------- people and places
def pick_name(r, pool):
    return r.choice(pool)


def person(r, sex=None, last=None, adult=True):
    sex = sex or r.choice("FM")
    if adult:
        first = r.choice(P.ADULT_F if sex == "F" else P.ADULT_M)
    else:
        first = r.choice(P.GIRLS if sex == "F" else P.BOYS)
    return {"first": first, "last": last or r.choice(P.SURNAMES), "sex": sex}


def full(p):
    return f"{p['first']} {p['last']}"


def staff(r, c, role):
    p = person(r, adult=True)
    p["role"] = role
    p["cred"] = r.choice(P.CRED[c][role])
    p["lic"] = licence(r, c, role)
    return p


def postcode(r, c):
    if c == "UK":
        return f"{r.choice(P.UK_PC_AREAS)}{r.randrange(1, 30)} {r.randrange(1, 10)}{letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    if c == "IE":
        return f"{r.choice(P.IE_EIR)} {letters(r, 1)}{digits(r, 1)}{letters(r, 1)}{digits(r, 1)}"
    if c == "AU":
        return f"{r.choice('2345670')}{digits(r, 3)}"
    return digits(r, 4)


def street(r, c):
    n = r.randrange(1, 220)
    base = f"{n} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}"
    k = r.random()
    if c == "AU" and k < 0.3:
        return f"Unit {r.randrange(1, 20)}/{n} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}"
    if c == "IE" and k < 0.25:
        return f"Apt {r.randrange(1, 40)}, {r.choice(P.ESTATES)}"
    if c == "NZ" and k < 0.2:
        return f"{n}{r.choice('ABC')} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}"
    if k < 0.18:
        return f"Flat {r.randrange(1, 30)}, {base}"
    return base


def town(r, c):
    return r.choice({"UK": P.UK_TOWNS, "IE": P.IE_TOWNS, "AU": P.AU_TOWNS, "NZ": P.NZ_TOWNS}[c])


def address(r, c):
    a = {"street": street(r, c), "town": town(r, c), "pc": postcode(r, c), "county": None, "state": None, "region": None}
    if c == "UK" and r.random() < 0.5:
        a["county"] = r.choice(P.UK_COUNTIES)
    if c == "IE":
        a["county"] = r.choice(P.IE_COUNTIES)
    if c == "AU":
        a["state"] = r.choice(P.AU_STATES)
    if c == "NZ" and r.random() < 0.3:
        a["region"] = r.choice(P.NZ_REGIONS)
    return a


def addr_items(r, a, sep=", ", abbr=None):
    """Address as builder items: street, town, county/state postcode."""
    out = [("STREET", a["street"]), sep, ("CITY", a["town"])]
    if a["county"]:
        out += [sep, ("CITY", a["county"])]
    if a.get("region"):
        out += [sep, ("STATE", a["region"])]
    if a["state"]:
        use_abbr = r.random() < 0.75 if abbr is None else abbr
        out += [" " if use_abbr else sep, ("STATE", a["state"][1] if use_abbr else a["state"][0])]
        out += [" ", ("ZIP", a["pc"])]
    else:
        out += [sep, ("ZIP", a["pc"])]
    return out


def practice(r, c, t):
    stem = r.choice(P.FAC_STEMS)
    name = f"{stem} {r.choice(P.PRACTICE_KIND[c])}"
    return {"name": name, "addr": address(r, c), "phone": phone(r, c, "land"), "fax": phone(r, c, "land"),
            "email": email_org(r, name), "url": url_org(r, name), "stem": stem}


def hospital(r, c):
    return r.choice(P.HOSP_FMT).format(town=town(r, c))


def nursery(r, c, t):
    return r.choice(P.NURSERY_FMT[c]).format(stem=r.choice(P.FAC_STEMS), town=t)


def school(r, c, t):
    return r.choice(P.SCHOOL_FMT[c]).format(stem=r.choice(P.FAC_STEMS), town=t, saint=r.choice(P.SAINTS))


def clinic(r):
    return r.choice(P.CLINIC_FMT).format(stem=r.choice(P.FAC_STEMS))


def pharmacy(r):
    return r.choice(P.PHARM_FMT).format(stem=r.choice(P.FAC_STEMS), sur=r.choice(P.SURNAMES))

"""Marker machinery and invented PHI value generators for dev71_en.

While composing, each PHI value is wrapped as  \x01TYPE\x02value\x03 .  finalize() strips the
markers and returns (text, spans) with offsets taken from the marker positions."""
import datetime as dt
import re

import pools as P

SO, SEP, EO = "\x01", "\x02", "\x03"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def M(typ, value):
    assert typ in LABEL, typ
    value = str(value)
    assert value and not any(c in value for c in (SO, SEP, EO, "\n")), value
    return f"{SO}{typ}{SEP}{value}{EO}"


def finalize(marked):
    out, spans, i, n = [], [], 0, len(marked)
    pos = 0
    while i < n:
        c = marked[i]
        if c == SO:
            j = marked.index(SEP, i)
            k = marked.index(EO, j)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ,
                          "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(c)
            pos += 1
            i += 1
    text = "".join(out)
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans


def lower_keep(marked):
    """Lower-case a marked string (types are restored in finalize via upper())."""
    return marked.lower()


# ---------------------------------------------------------------- helpers
def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th') }"


def fmt_date(r, d, locale, style=None):
    """Return a date string (unmarked) in a random style suitable for the locale."""
    us = locale == "US" or (locale == "CA" and r.random() < 0.4)
    styles_us = ["mdy", "mdy", "mdy_short", "md", "wd_md", "long", "long_abbr", "dmy_mon", "iso", "mdy2"]
    styles_gb = ["dmy", "dmy", "dmy_short", "dm", "wd_dm", "long_gb", "long_gb_abbr", "ord", "iso", "dmy_dot", "dmy_mon"]
    if style is None:
        style = r.choice(styles_us if us else styles_gb)
    m, dd, y = d.month, d.day, d.year
    mon, wd = MONTHS[m - 1], WDAYS[d.weekday()]
    if style == "mdy":
        return f"{m:02d}/{dd:02d}/{y}"
    if style == "mdy2":
        return f"{m}/{dd}/{y}"
    if style == "mdy_short":
        return f"{m}/{dd}/{y % 100:02d}"
    if style == "md":
        return f"{m}/{dd}"
    if style == "wd_md":
        return f"{wd[:3]} {m}/{dd}"
    if style == "long":
        return f"{mon} {dd}, {y}"
    if style == "long_abbr":
        return f"{mon[:3]} {dd}, {y}"
    if style == "dmy_mon":
        return f"{dd:02d}-{mon[:3]}-{y}"
    if style == "iso":
        return d.isoformat()
    if style == "dmy":
        return f"{dd:02d}/{m:02d}/{y}"
    if style == "dmy_short":
        return f"{dd}/{m}/{y % 100:02d}"
    if style == "dm":
        return f"{dd}/{m}"
    if style == "wd_dm":
        return f"{wd[:3]} {dd}/{m}"
    if style == "long_gb":
        return f"{dd} {mon} {y}"
    if style == "long_gb_abbr":
        return f"{dd} {mon[:3]} {y}"
    if style == "ord":
        return f"{wd} {ordinal(dd)} {mon}"
    if style == "dmy_dot":
        return f"{dd:02d}.{m:02d}.{y % 100:02d}"
    if style == "full_wd":
        return f"{wd}, {mon} {dd}, {y}" if us else f"{wd} {dd} {mon} {y}"
    if style == "monyear":
        return f"{mon} {y}"
    if style == "year":
        return str(y)
    raise ValueError(style)


NUM_WORDS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
             80: "eighty", 90: "ninety", 100: "one hundred"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_words(a):
    if a >= 100:
        return "one hundred" + ("" if a == 100 else " and " + ONES[a - 100])
    t, o = (a // 10) * 10, a % 10
    return NUM_WORDS[t] + ("" if o == 0 else "-" + ONES[o])


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, r, sex=None, surname=None):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(P.GIVEN_F if self.sex == "F" else P.GIVEN_M)
        self.last = surname or r.choice(P.SURNAMES)
        self.mid = r.choice(P.MIDDLE_INIT) if r.random() < 0.6 else None
        self.nick = P.NICK.get(self.first)

    def initials(self, r):
        a, b = self.first[0], self.last[0]
        return r.choice([f"{a}.{b}.", f"{a}{b}", f"{a}.{b}."])

    def form(self, r, kind=None):
        kinds = ["full", "full", "full_mid", "last_first", "LAST_FIRST", "first", "last",
                 "first_init", "initials", "FULL_CAPS"]
        if kind is None:
            kind = r.choice(kinds)
        mid = self.mid or "J"
        if kind == "full":
            return f"{self.first} {self.last}"
        if kind == "full_mid":
            return f"{self.first} {mid}. {self.last}" if r.random() < 0.7 else f"{self.first} {mid} {self.last}"
        if kind == "last_first":
            return f"{self.last}, {self.first}"
        if kind == "LAST_FIRST":
            return f"{self.last.upper()}, {self.first.upper()}" + (f" {mid}" if r.random() < 0.6 else "")
        if kind == "FULL_CAPS":
            return f"{self.first.upper()} {self.last.upper()}"
        if kind == "first":
            return self.first
        if kind == "last":
            return self.last
        if kind == "first_init":
            return f"{self.first} {self.last[0]}."
        if kind == "initials":
            return self.initials(r)
        if kind == "nick":
            return self.nick or self.first
        raise ValueError(kind)


# ---------------------------------------------------------------- locale values
class Loc:
    def __init__(self, r, code):
        self.r, self.code = r, code

    # -- phones
    def phone(self, mobile=None):
        r = self.r
        if self.code in ("US", "CA"):
            area = r.choice(["216", "412", "517", "503", "615", "608", "404", "602", "207", "859",
                             "319", "303"] if self.code == "US" else
                            ["416", "902", "604", "204", "403", "506", "306", "709", "613"])
            line = f"555-01{digits(r, 2)}"
            s = r.choice(["({a}) {l}", "{a}-{l}", "{a}.{l2}", "{a} {l}", "1-{a}-{l}"])
            return s.format(a=area, l=line, l2=line.replace("-", "."))
        if self.code == "UK":
            if mobile or (mobile is None and r.random() < 0.45):
                return r.choice(["07700 900", "07700900"]) + digits(r, 3)
            pre = r.choice([("020", "7946 0"), ("0113", "496 0"), ("0161", "496 0"), ("0121", "496 0"),
                            ("0131", "496 0"), ("0117", "496 0"), ("0191", "498 0"), ("0141", "496 0")])
            return f"{pre[0]} {pre[1]}{digits(r, 3)}"
        # IE
        if mobile or (mobile is None and r.random() < 0.45):
            return f"{r.choice(['083', '085', '086', '087'])} 555 {digits(r, 4)}"
        return f"{r.choice(['01', '021', '091', '061', '051', '074'])} 555 {digits(r, 4)}"

    def phone_intl(self):
        r = self.r
        if self.code == "UK":
            return f"+44 7700 900{digits(r, 3)}"
        if self.code == "IE":
            return f"+353 1 555 {digits(r, 4)}"
        return f"+1 {r.choice(['416', '604', '216', '503'])} 555 01{digits(r, 2)}"

    def ext(self):
        return f" ext. {digits(self.r, self.r.choice([3, 4]))}" if self.r.random() < 0.5 else f" x{digits(self.r, 4)}"

    def pager(self):
        r = self.r
        return r.choice([f"{r.randint(2, 8)}-{digits(r, 4)}", f"#{digits(r, 4)}"[1:], f"{digits(r, 5)}"])

    # -- places
    def town(self):
        return self.r.choice({"US": P.US_TOWNS, "CA": P.CA_TOWNS, "UK": P.UK_TOWNS, "IE": P.IE_TOWNS}[self.code])

    def street(self, unit=False):
        r = self.r
        suf = r.choice({"US": P.US_SUFFIX, "CA": P.US_SUFFIX, "UK": P.UK_SUFFIX, "IE": P.IE_SUFFIX}[self.code])
        s = f"{r.randint(1, 2999) if self.code in ('US', 'CA') else r.randint(1, 180)} {r.choice(P.STREET_NAMES)} {suf}"
        if self.code == "IE" and r.random() < 0.3:
            s = f"{r.randint(1, 60)} {r.choice(P.STREET_NAMES)} {suf}"
        if unit and r.random() < 0.5:
            if self.code in ("US", "CA"):
                s += r.choice([f", Apt {r.randint(1, 40)}{r.choice('ABCD')}", f" Unit {r.randint(1, 300)}", f", #{r.randint(2, 912)}"])
            else:
                s = r.choice([f"Flat {r.randint(1, 30)}, ", f"Apt {r.randint(1, 20)}, "]) + s
        return s

    def street_name(self):
        r = self.r
        suf = r.choice({"US": P.US_SUFFIX, "CA": P.US_SUFFIX, "UK": P.UK_SUFFIX, "IE": P.IE_SUFFIX}[self.code])
        return f"{r.choice(P.STREET_NAMES)} {suf}"

    def region(self):
        """(value, type) for the state/province/county after the town; may be None."""
        r = self.r
        if self.code == "US":
            st = r.choice(P.US_STATES)
            return (st[1] if r.random() < 0.75 else st[0]), "STATE"
        if self.code == "CA":
            st = r.choice(P.CA_PROV)
            return (st[1] if r.random() < 0.7 else st[0]), "STATE"
        if self.code == "UK":
            return r.choice(P.UK_COUNTIES), "CITY"
        return r.choice(P.IE_COUNTIES), "CITY"

    def postcode(self):
        r = self.r
        if self.code == "US":
            z = digits(r, 5)
            return z + (f"-{digits(r, 4)}" if r.random() < 0.2 else "")
        if self.code == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return f"{r.choice('KLMNPBEGHRST')}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        if self.code == "UK":
            return f"{r.choice(['TW', 'KX', 'NQ', 'HV', 'QL', 'ZT', 'WX'])}{r.randint(1, 29)} {r.randint(0, 9)}{letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        return f"{r.choice(['D', 'V', 'H', 'X', 'T', 'F'])}{digits(r, 2)} {letters(r, 1)}{digits(r, 1)}{letters(r, 1)}{digits(r, 1)}"

    def address_lines(self, sep=", ", unit=True):
        """Marked address; each part its own span."""
        r = self.r
        parts = [M("STREET", self.street(unit=unit))]
        town = self.town()
        parts.append(M("CITY", town))
        reg, rt = self.region()
        if self.code == "IE":
            tail = (f"Co. {M(rt, reg)}" if r.random() < 0.6 else M(rt, reg))
            pc = M("ZIP", self.postcode())
            return sep.join(parts + [tail]) + (sep + pc if r.random() < 0.7 else "")
        if self.code == "UK":
            s = sep.join(parts)
            if r.random() < 0.5:
                s += sep + M(rt, reg)
            return s + sep + M("ZIP", self.postcode())
        return sep.join(parts) + sep + M(rt, reg) + " " + M("ZIP", self.postcode())

    # -- ids
    def mrn(self):
        r = self.r
        return {"US": lambda: r.choice([digits(r, 8), f"E{digits(r, 7)}", f"{digits(r, 3)}-{digits(r, 2)}-{digits(r, 2)}"]),
                "CA": lambda: r.choice([f"M{digits(r, 7)}", digits(r, 9), f"CBR{digits(r, 6)}"]),
                "UK": lambda: r.choice([f"{letters(r, 1)}{digits(r, 6)}", f"RTW{digits(r, 7)}", f"K{digits(r, 7)}{letters(r, 1)}"]),
                "IE": lambda: r.choice([digits(r, 7), f"H{digits(r, 6)}", f"BR{digits(r, 6)}"])}[self.code]()

    def healthplan(self):
        r = self.r
        if self.code == "US":
            return r.choice([f"{letters(r, 3)}{digits(r, 9)}", f"W{digits(r, 9)}", f"{digits(r, 1)}{letters(r, 1)}{digits(r, 1)}{letters(r, 2)}{digits(r, 1)}{letters(r, 1)}{letters(r, 1)}{digits(r, 2)}",
                             f"GRP-{digits(r, 6)}", f"{letters(r, 2)}{digits(r, 7)}-01"])
        if self.code == "CA":
            return r.choice([f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}", f"{digits(r, 4)} {digits(r, 3)} {digits(r, 3)}", f"{digits(r, 9)}"])
        if self.code == "UK":
            return r.choice([f"999 {digits(r, 3)} {digits(r, 4)}", f"999{digits(r, 7)}", f"999-{digits(r, 3)}-{digits(r, 4)}"])
        return r.choice([f"{digits(r, 7)}{letters(r, 1)}", f"GMS {digits(r, 6)}"[4:], f"VH{digits(r, 8)}"])

    def healthplan_label(self):
        r = self.r
        return {"US": ["Member ID", "Ins ID", "Medicaid #", "Policy #", "Subscriber ID", "Medicare MBI"],
                "CA": ["OHIP", "Health card", "HCN", "MSP #", "PHIN"],
                "UK": ["NHS No", "NHS number", "NHS#"],
                "IE": ["Medical card no", "GMS no", "VHI member no", "Irish Life Health ID"]}[self.code]

    def ssn(self):
        r = self.r
        if self.code == "US":
            return r.choice([f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}", f"9{digits(r, 8)}"])
        if self.code == "CA":
            return f"0{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"
        if self.code == "UK":
            return f"QQ {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {r.choice('ABCD')}"
        return f"{digits(r, 7)}{letters(r, 1, 'ABCDEFGHKLMPRTVWX')}{r.choice(['', 'A', 'W'])}"

    def ssn_label(self):
        return {"US": ["SSN", "SS#", "Soc Sec #"], "CA": ["SIN"], "UK": ["NI No", "NINO", "National Insurance no"],
                "IE": ["PPSN", "PPS No"]}[self.code]

    def account(self):
        r = self.r
        return r.choice([f"{digits(r, 4)}-{digits(r, 4)}", digits(r, 10), f"V{digits(r, 8)}", f"ENC-{digits(r, 7)}",
                         f"{digits(r, 2)}{letters(r, 1)}{digits(r, 6)}", f"A{digits(r, 9)}"])

    def license_doc(self):
        r = self.r
        return {"US": lambda: r.choice([("NPI", f"1{digits(r, 9)}"), ("DEA", f"{letters(r, 2)}{digits(r, 7)}"),
                                         ("Lic #", f"MD{digits(r, 6)}"), ("State lic", f"{letters(r, 1)}-{digits(r, 5)}")]),
                "CA": lambda: r.choice([("CPSO", digits(r, 5)), ("CPSNS", digits(r, 6)), ("Lic", f"{digits(r, 5)}-{letters(r, 1)}")]),
                "UK": lambda: r.choice([("GMC", digits(r, 7)), ("NMC PIN", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 4)}{letters(r, 1)}"),
                                        ("HCPC", f"PA{digits(r, 5)}")]),
                "IE": lambda: r.choice([("MCRN", digits(r, 6)), ("NMBI PIN", digits(r, 6)), ("PHECC reg", f"{digits(r, 5)}")])}[self.code]()

    def driver_license(self):
        r = self.r
        if self.code == "US":
            return r.choice([f"{letters(r, 1)}{digits(r, 8)}", f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}", f"{letters(r, 2)}{digits(r, 6)}"])
        if self.code == "CA":
            return f"{letters(r, 1)}{digits(r, 4)}-{digits(r, 5)}-{digits(r, 5)}"
        if self.code == "UK":
            return f"{letters(r, 5)}{digits(r, 6)}{letters(r, 2)}{digits(r, 1)}{letters(r, 2)}"
        return f"{digits(r, 3)}{digits(r, 3)}{digits(r, 3)}"

    def plate(self):
        r = self.r
        if self.code == "US":
            return r.choice([f"{digits(r, 1)}{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 3)}-{digits(r, 4)}", f"{letters(r, 3)} {digits(r, 3)}"])
        if self.code == "CA":
            return r.choice([f"{letters(r, 4)} {digits(r, 3)}", f"{letters(r, 2)}{digits(r, 1)} {digits(r, 2)}{letters(r, 1)}"])
        if self.code == "UK":
            return f"{letters(r, 2)}{digits(r, 2)} {letters(r, 3)}"
        return f"{r.choice(['191', '202', '231', '242', '151'])}-{r.choice(['D', 'C', 'G', 'KY', 'MO', 'WX'])}-{r.randint(100, 99999)}"

    def vin(self):
        return letters(self.r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(self.r, 2) + \
            letters(self.r, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(self.r, 6)

    def device_sn(self):
        r = self.r
        return r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"SN-{digits(r, 8)}"[3:], f"{digits(r, 2)}{letters(r, 2)}{digits(r, 5)}",
                         f"{letters(r, 1)}{digits(r, 4)}-{digits(r, 4)}", f"AB{digits(r, 7)}{letters(r, 1)}"])

    def idnum(self, kind):
        r = self.r
        y = r.choice(["23", "24", "25", "26"])
        return {
            "incident": lambda: r.choice([f"{y}-{digits(r, 6)}", f"INC{digits(r, 8)}", f"CAD {digits(r, 7)}"[4:], f"{digits(r, 4)}-{digits(r, 5)}"]),
            "run": lambda: r.choice([f"R{digits(r, 7)}", f"{y}{digits(r, 6)}", f"PCR-{digits(r, 6)}"]),
            "specimen": lambda: r.choice([f"S{y}-{digits(r, 5)}", f"{letters(r, 2)}{digits(r, 7)}", f"CH{digits(r, 6)}{letters(r, 1)}"]),
            "accession": lambda: r.choice([f"A{y}-{digits(r, 6)}", f"{digits(r, 2)}-{letters(r, 3)}-{digits(r, 5)}", f"RAD{digits(r, 7)}"]),
            "crime": lambda: r.choice([f"CR/{digits(r, 5)}/{y}", f"{y}-{digits(r, 6)}", f"PULSE {digits(r, 8)}"[6:], f"{letters(r, 2)}-{digits(r, 7)}"]),
            "case": lambda: r.choice([f"PC{y}-{digits(r, 5)}", f"{digits(r, 7)}", f"TOX-{digits(r, 5)}"]),
            "coroner": lambda: r.choice([f"COR-{y}-{digits(r, 4)}", f"{digits(r, 4)}/{y}", f"ME{y}-{digits(r, 4)}"]),
            "kit": lambda: r.choice([f"SAK-{digits(r, 6)}", f"{letters(r, 3)}{digits(r, 5)}", f"K{digits(r, 6)}"]),
            "badge": lambda: r.choice([digits(r, 4), f"{letters(r, 2)}{digits(r, 4)}", digits(r, 5)]),
            "order": lambda: r.choice([f"ORD{digits(r, 8)}", f"{digits(r, 9)}"]),
            "referral": lambda: r.choice([f"SG-{digits(r, 6)}", f"REF{y}{digits(r, 5)}", f"{digits(r, 3)}-{digits(r, 4)}-{digits(r, 3)}"]),
        }[kind]()

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{digits(r, 6)}", f"LS{digits(r, 8)}", f"DNA-{digits(r, 2)}{letters(r, 2)}{digits(r, 4)}",
                         f"PV{digits(r, 7)}", f"IRIS-{digits(r, 5)}"])

    def bioid_label(self):
        return self.r.choice(["fingerprint ID", "Livescan ID", "DNA reference sample ID", "palm-vein ID",
                              "biometric ref", "iris template ID"])

    def email(self, person):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "example.co.uk".replace(".co.uk", ".org")])
        fl = person.first.lower().replace("-", "").replace("'", "")
        ll = person.last.lower().replace(" ", "").replace("'", "").replace(".", "").replace("-", "")
        local = r.choice([f"{fl}.{ll}", f"{fl[0]}{ll}", f"{fl}{digits(r, 2)}", f"{ll}.{fl[0]}", f"{fl}_{ll}{r.randint(1, 99)}"])
        return f"{local}@{dom}"

    def username(self, person):
        r = self.r
        fl = person.first.lower().replace("-", "").replace("'", "")
        ll = person.last.lower().replace(" ", "").replace("'", "").replace(".", "").replace("-", "")
        return r.choice([f"{fl[0]}{ll}", f"{fl[0]}{ll}{r.randint(1, 9)}", f"{ll[:5]}{fl[0]}", f"{fl}.{ll}", f"{fl[0]}{ll[:6]}{digits(r, 2)}"])

    def url(self, hosp=None):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net"])
        sub = r.choice(["portal", "www", "mychart", "patients", "ed", "results"])
        path = r.choice(["", "/ed-followup", "/discharge/" + digits(r, 6), "/fracture-clinic", "/patient-portal",
                         "/poison-info", "/safeguarding/refer", "/minor-injuries/advice", "/tox/case" + digits(r, 4)])
        pre = r.choice(["https://", "http://", ""])
        if not pre and sub != "www":
            sub = "www"
        return f"{pre}{sub}.{dom}{path}"

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])

"""Note builder and PHI value generators for dev355_en (standard library only).

Doc assembles a note piece by piece; a PHI piece records its own offsets as it is appended,
so offsets are never recovered by searching the finished text.
"""
import datetime
import re

import pools

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_TOK = re.compile(r"\{(\w+)\}")


_MED = [("haem", "hem"), ("anaem", "anem"), ("leukaem", "leukem"), ("aemia", "emia"), ("paediatric", "pediatric"),
        ("oedema", "edema"), ("anaesth", "anesth"), ("oesoph", "esoph")]
_US = _MED + [("isation", "ization"), ("mobilis", "mobiliz"), ("immunis", "immuniz"), ("recognis", "recogniz"),
              ("programme", "program"), ("colour", "color"), ("tumour", "tumor"), ("neighbour", "neighbor"), ("litre", "liter"),
              ("licence", "license"), ("behaviour", "behavior"), ("favour", "favor")]


def _cases(pairs):
    out = []
    for a, b in pairs:
        out += [(a, b), (a.capitalize(), b.capitalize()), (a.upper(), b.upper())]
    return out


SPELL = {"US": _cases(_US), "CA": _cases(_MED)}


class Doc:
    def __init__(self, lower=False, ctx=None, spell=None):
        self.buf, self.spans, self.pos, self.lower = [], [], 0, lower
        self.ctx = ctx if ctx is not None else {}
        self.spell = spell or []

    def _add(self, s):
        if self.lower:
            low = s.lower()
            assert len(low) == len(s)
            s = low
        self.buf.append(s)
        self.pos += len(s)

    def t(self, s):
        """plain (non-PHI) text; regional spelling applies only here"""
        for a, b in self.spell:
            if a in s:
                s = s.replace(a, b)
        self._add(s)

    def p(self, s, typ):
        start = self.pos
        self._add(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ,
                           "text": self.buf[-1]})

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def w(self, tmpl, **kw):
        parts = _TOK.split(tmpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                if part:
                    self.t(part)
            else:
                self.put(kw[part] if part in kw else self.ctx[part])

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- random helpers
def pick(r, seq):
    return seq[r.randrange(len(seq))]


def digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(pool[r.randrange(len(pool))] for _ in range(n))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DATE_STYLES = {
    "US": ["us_slash", "us_slash", "us_short", "us_abbr", "us_long", "iso"],
    "other": ["dmy_slash", "dmy_slash", "dmy_short", "dmy_abbr", "dmy_long", "dmy_hyph", "dmy_dot", "dmy_caps", "iso"],
}


def fmt_date(d, style):
    m, y = d.month, d.year
    ab = MONTHS[m - 1][:3]
    if style == "us_slash":
        return "%02d/%02d/%d" % (m, d.day, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, d.day, y % 100)
    if style == "us_abbr":
        return "%s %d, %d" % (ab, d.day, y)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[m - 1], d.day, y)
    if style == "iso":
        return d.isoformat()
    if style == "dmy_slash":
        return "%02d/%02d/%d" % (d.day, m, y)
    if style == "dmy_short":
        return "%d/%d/%02d" % (d.day, m, y % 100)
    if style == "dmy_abbr":
        return "%d %s %d" % (d.day, ab, y)
    if style == "dmy_long":
        return "%d %s %d" % (d.day, MONTHS[m - 1], y)
    if style == "dmy_hyph":
        return "%02d-%s-%d" % (d.day, ab, y)
    if style == "dmy_dot":
        return "%02d.%02d.%02d" % (d.day, m, y % 100)
    if style == "dmy_caps":
        return "%02d%s%d" % (d.day, ab.upper(), y)
    raise ValueError(style)


def fmt_wday(r, d, us):
    k = r.randrange(4)
    wd = WDAY[d.weekday()]
    if k == 0:
        return wd[:3] + (" %d/%d" % (d.month, d.day) if us else " %d/%d" % (d.day, d.month))
    if k == 1:
        return (wd + " " + MONTHS[d.month - 1] + " %d" % d.day) if us else (wd + " %d " % d.day + MONTHS[d.month - 1])
    if k == 2:
        return wd[:3] + (" %02d/%02d" % (d.month, d.day) if us else " %02d/%02d" % (d.day, d.month))
    return wd + ", " + fmt_date(d, "us_abbr" if us else "dmy_abbr")


def fmt_time(r, h, mi, style=None):
    k = r.randrange(4) if style is None else style
    if k == 0:
        return "%02d:%02d" % (h, mi)
    if k == 1:
        return "%02d%02d" % (h, mi)
    if k == 2:
        return "%d:%02d %s" % ((h - 1) % 12 + 1, mi, "am" if h < 12 else "pm")
    return "%02d:%02d hrs" % (h, mi)


# ---------------------------------------------------------------- contacts (all contain 555)
def phone(r, cc, kind="land"):
    k = r.randrange(3)
    if cc in ("US", "CA"):
        area = str(r.randrange(2, 10)) + digits(r, 2)
        line = "01" + digits(r, 2)
        if kind == "intl":
            return "+1 %s 555 %s" % (area, line)
        return ["(%s) 555-%s" % (area, line), "%s-555-%s" % (area, line), "%s.555.%s" % (area, line)][k]
    if cc == "GB":
        if kind == "mobile":
            return "07%s 555%s" % (digits(r, 3), digits(r, 3)) if k else "07%s 555 %s" % (digits(r, 3), digits(r, 3))
        code = pick(r, ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0161", "0191", "01224", "01392", "01752"])
        if kind == "intl":
            return "+44 %s 555 %s" % (code[1:], digits(r, 4))
        return "%s 555 %s" % (code, digits(r, 4)) if k else "%s 555%s" % (code, digits(r, 4))
    if cc == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(r, 2), digits(r, 3))
        st = pick(r, ["2", "3", "7", "8"])
        if kind == "intl":
            return "+61 %s 5550 %s" % (st, digits(r, 4))
        return "(0%s) 5550 %s" % (st, digits(r, 4)) if k else "0%s 5550 %s" % (st, digits(r, 4))
    if cc == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (pick(r, ["3", "5", "6", "7"]), digits(r, 4))
        code = pick(r, ["01", "021", "091", "061", "041", "046", "057", "066"])
        if kind == "intl":
            return "+353 %s 555 %s" % (code[1:], digits(r, 4))
        return "(%s) 555 %s" % (code, digits(r, 4)) if k else "%s 555 %s" % (code, digits(r, 4))
    # NZ
    if kind == "mobile":
        return "02%s 555 %s" % (pick(r, ["1", "2", "7"]), digits(r, 4))
    code = pick(r, ["03", "04", "06", "07", "09"])
    if kind == "intl":
        return "+64 %s 555 %s" % (code[1:], digits(r, 4))
    return "(%s) 555 %s" % (code, digits(r, 4)) if k else "%s 555 %s" % (code, digits(r, 4))


def bleep(r):
    k = r.randrange(4)
    if k == 0:
        return "555" + digits(r, 1)
    if k == 1:
        return "555" + digits(r, 2)
    if k == 2:
        return "555-" + digits(r, 4)
    return "4-555" + digits(r, 1)


def with_ext(r, num):
    return num + pick(r, [" ext. ", " ext ", " x", " extn "]) + "5" + digits(r, 3)


def private_ip(r):
    k = r.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
    return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))


def slug(s):
    return re.sub(r"[^a-z0-9]+", "", s.lower())


def domain(r, stem):
    return pick(r, ["%s.example.org", "%s-health.example.org", "%s.example.net", "%shospital.example.com",
                    "%s-hospital.example.net"]) % slug(stem)


def staff_email(r, person, dom):
    f, l = slug(person["first"]), slug(person["last"])
    return pick(r, ["%s.%s@%s" % (f, l, dom), "%s%s@%s" % (f[0], l, dom), "%s.%s%s@%s" % (f, l, digits(r, 1), dom)])


def personal_email(r, person):
    f, l = slug(person["first"]), slug(person["last"])
    return pick(r, ["%s.%s@example.com" % (f, l), "%s%s%s@example.net" % (f, l[:4], digits(r, 2)),
                    "%s_%s@mail.example.com" % (l, f[0]), "%s%s@example.org" % (f[0], l)])


def username(r, person):
    f, l = slug(person["first"]), slug(person["last"])
    return pick(r, [f[0] + l, f[0] + l + digits(r, 1), f + "." + l, l[:6] + f[:2], f[0] + l[:7] + digits(r, 2)])


# ---------------------------------------------------------------- identifiers
def mrn(r, cc, kind=0):
    if cc == "US":
        return [digits(r, 8), "E" + digits(r, 7), digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 3)][kind % 3]
    if cc == "GB":
        return [letters(r, 1) + digits(r, 6), "RX" + letters(r, 1) + digits(r, 7), digits(r, 8)][kind % 3]
    if cc == "CA":
        return ["H" + digits(r, 8), digits(r, 7), "MRN" + digits(r, 6)][kind % 3]
    if cc == "AU":
        return [digits(r, 7), "0" + digits(r, 8), digits(r, 6)][kind % 3]
    if cc == "IE":
        return [digits(r, 7), "H" + digits(r, 6), digits(r, 6)][kind % 3]
    return [letters(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(r, 4), "H" + digits(r, 7), digits(r, 8)][kind % 3]


def nhs_number(r):
    return "%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4))


def healthplan(r, cc):
    if cc == "US":
        k = r.randrange(4)
        if k == 0:
            return letters(r, 3) + digits(r, 9)
        if k == 1:
            return "%s%s%s-%s%s-%s" % (digits(r, 1), letters(r, 2), digits(r, 1), letters(r, 2), digits(r, 1), letters(r, 2) + digits(r, 2))
        if k == 2:
            return "W" + digits(r, 9)
        return digits(r, 3) + letters(r, 2) + digits(r, 5)
    if cc == "CA":
        k = r.randrange(3)
        if k == 0:
            return "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
        if k == 1:
            return "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))
        return "%s-%s" % (digits(r, 5), digits(r, 4))
    if cc == "AU":
        k = r.randrange(3)
        if k == 0:
            return "%s %s %s" % (str(r.randrange(2, 7)) + digits(r, 3), digits(r, 5), digits(r, 1))
        if k == 1:
            return "N" + letters(r, 1) + digits(r, 6)
        return digits(r, 8)
    if cc == "IE":
        return pick(r, [digits(r, 7) + letters(r, 1), "GMS " + digits(r, 6), digits(r, 9)])
    if cc == "GB":
        return pick(r, ["HLF-" + digits(r, 8), letters(r, 2) + digits(r, 7)])
    return pick(r, [digits(r, 9), "KHC" + digits(r, 7)])


def ssn(r, cc):
    if cc == "US":
        return pick(r, ["9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)),
                        "000-%s-%s" % (digits(r, 2), digits(r, 4)), "9" + digits(r, 8)])
    if cc == "CA":
        return pick(r, ["9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)),
                        "9%s-%s-%s" % (digits(r, 2), digits(r, 3), digits(r, 3))])
    return "9" + digits(r, 6) + letters(r, pick(r, [1, 2]), "ABCDEFGHKLMNPTW")


def licence(r, cc, role="doc"):
    if cc == "US":
        if role == "doc":
            return pick(r, [("NPI", "1" + digits(r, 9)), ("DEA", letters(r, 2) + digits(r, 7)),
                            ("Lic.", pick(r, ["MD", "ME", "A"]) + digits(r, 6))])
        return pick(r, [("RN Lic", "RN" + digits(r, 7)), ("NPI", "1" + digits(r, 9))])
    if role == "sci":
        return {"US": ("CLS Lic.", "CLS" + digits(r, 6)), "GB": ("HCPC", "BS" + digits(r, 5)), "CA": ("CSMLS", digits(r, 6)),
                "AU": None, "IE": ("CORU reg.", "MS" + digits(r, 6)),
                "NZ": ("MSCNZ APC", digits(r, 5))}[cc]
    if cc == "GB":
        if role == "doc":
            return ("GMC", str(r.randrange(3, 8)) + digits(r, 6))
        return ("NMC PIN", digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1))
    if cc == "CA":
        return ("CPSO", digits(r, 5)) if role == "doc" else ("CNO Reg.", digits(r, 8))
    if cc == "AU":
        return ("AHPRA", ("MED" if role == "doc" else "NMW") + "000" + digits(r, 7))
    if cc == "IE":
        return ("IMC", digits(r, 6)) if role == "doc" else ("NMBI PIN", digits(r, 6))
    return ("MCNZ", digits(r, 5)) if role == "doc" else ("NCNZ", digits(r, 6))


def account(r, cc):
    return pick(r, [digits(r, 4) + "-" + digits(r, 4), "V" + digits(r, 8), digits(r, 10), "ENC" + digits(r, 9),
                    digits(r, 12), "A" + digits(r, 2) + "-" + digits(r, 6)])


def din(r, year=None):
    yy = "%02d" % (year % 100) if year else digits(r, 2)
    return "%s%s %s %s" % (letters(r, 1, "ABCDGHJKMW"), digits(r, 4), yy, digits(r, 6))


def idnum(r, prefix):
    return pick(r, ["%s-%s-%s" % (prefix, digits(r, 2), digits(r, 5)), "%s%s" % (prefix, digits(r, 7)),
                    "%s %s/%s" % (prefix, digits(r, 4), digits(r, 2))])


def device_sn(r, kind="optia"):
    if kind == "optia":
        return pick(r, ["1T" + digits(r, 5), "2A" + digits(r, 5), "1R" + digits(r, 5)])
    if kind == "ecp":
        return pick(r, ["CX" + digits(r, 6), "XTS-" + digits(r, 5)])
    if kind == "asset":
        return pick(r, ["AST" + digits(r, 6), "BME-" + digits(r, 5), "EQ" + digits(r, 6)])
    if kind == "logger":
        return pick(r, ["TL" + digits(r, 7), "DL-" + letters(r, 2) + digits(r, 5)])
    if kind == "shipper":
        return pick(r, ["DS" + digits(r, 6), "CC4-" + digits(r, 5), "LN2-" + digits(r, 4)])
    return letters(r, 2) + digits(r, 6)


def bioid(r, modality=None):
    forms = {"fingerprint": ["FP-" + digits(r, 5), "FPT" + digits(r, 6)], "palm vein": ["PV-" + digits(r, 7), "PALM" + digits(r, 5)],
             "iris": ["IR" + digits(r, 6)], "facial recognition": ["FR" + digits(r, 8), "FACE-" + digits(r, 5)],
             "template": ["BT-" + digits(r, 4) + "-" + letters(r, 2)]}
    if modality is None:
        modality = pick(r, ["fingerprint", "palm vein", "iris", "facial recognition", "template"])
    for k in ["fingerprint", "palm vein", "iris", "facial recognition", "template"]:
        if k in modality:
            return pick(r, forms[k])
    return pick(r, forms["template"])


def plate(r, cc):
    if cc == "GB":
        return "%s%s %s" % (letters(r, 2, "ABCDEFGHKLMNOPRSVWY"), pick(r, ["19", "69", "21", "71", "23", "73", "14", "66"]),
                            letters(r, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if cc == "US":
        return pick(r, [digits(r, 1) + letters(r, 3) + digits(r, 3), letters(r, 3) + "-" + digits(r, 4), digits(r, 3) + " " + letters(r, 3)])
    if cc == "CA":
        return letters(r, 4) + " " + digits(r, 3)
    if cc == "AU":
        return pick(r, [letters(r, 3) + "-" + digits(r, 3), digits(r, 1) + letters(r, 2) + digits(r, 1) + letters(r, 2)])
    if cc == "IE":
        return "%s-%s-%s" % (pick(r, ["191", "201", "222", "231", "182", "241"]), pick(r, ["D", "C", "G", "L", "MH", "KE", "WX"]), digits(r, r.randrange(3, 6)))
    return letters(r, 3) + digits(r, 3)


# ---------------------------------------------------------------- places
def postcode(r, cc, town):
    if cc == "US":
        z = digits(r, 5)
        return z + "-" + digits(r, 4) if r.random() < 0.2 else z
    if cc == "GB":
        return "%s%d %d%s" % (town[2], r.randrange(1, 20), r.randrange(1, 10), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (pick(r, "KLMNPRST"), r.randrange(10), pick(r, L), r.randrange(10), pick(r, L), r.randrange(10))
    if cc == "AU":
        return str(r.randrange(2000, 7999))
    if cc == "IE":
        return town[2] + " " + letters(r, 1, "ACDEFHKNPRTVWXY") + digits(r, 1) + letters(r, 1, "ACDEFHKNPRTVWXY") + digits(r, 1)
    return town[2]


def street(r, cc):
    n = str(r.randrange(1, 240))
    nm = pick(r, pools.STREET_NAMES) + " " + pick(r, pools.STREET_SFX[cc])
    k = r.random()
    if cc == "AU" and k < 0.3:
        return "%d/%s %s" % (r.randrange(1, 20), n, nm)
    if cc == "US" and k < 0.25:
        return "%s %s, %s %d%s" % (n, nm, pick(r, ["Apt", "Unit", "#"]), r.randrange(1, 30), pick(r, ["", "B", "C"]))
    if cc == "GB" and k < 0.2:
        return "Flat %d, %s %s" % (r.randrange(1, 12), n, nm)
    if cc == "IE" and k < 0.3:
        return "%s %s" % (n, pick(r, pools.ESTATES))
    if cc == "CA" and k < 0.2:
        return "%d-%s %s" % (r.randrange(100, 1200), n, nm)
    return n + " " + nm


COUNTRY_NAMES = {"US": ["USA", "United States"], "GB": ["UK", "United Kingdom"], "CA": ["Canada"], "AU": ["Australia"],
                 "IE": ["Ireland"], "NZ": ["New Zealand"]}


def address(r, cc, lines=False, town=None, country=False):
    """Returns (pieces, town tuple). pieces is a list for Doc.put."""
    if country:
        pieces, town = address(r, cc, lines, town)
        return pieces + ["\n" if lines else ", ", (pick(r, COUNTRY_NAMES[cc]), "COUNTRY")], town
    town = town or pick(r, pools.TOWNS[cc])
    st = (street(r, cc), "STREET")
    pc = (postcode(r, cc, town), "ZIP")
    sep = "\n" if lines else ", "
    city = (town[0], "CITY")
    if cc == "US":
        stt = (town[2], "STATE") if r.random() < 0.85 else (town[1], "STATE")
        return [st, sep, city, ", ", stt, " ", pc], town
    if cc == "CA":
        return [st, sep, city, ", " if r.random() < 0.5 else " ", (town[2], "STATE"), "  ", pc], town
    if cc == "AU":
        stt = (town[2], "STATE")
        return [st, sep, (town[0].upper() if r.random() < 0.5 else town[0], "CITY"), " ", stt, " ", pc], town
    if cc == "GB":
        if r.random() < 0.5:
            return [st, sep, city, sep, (town[1], "CITY"), sep, pc], town
        return [st, sep, city, " ", pc], town
    if cc == "IE":
        county = [sep, "Co. ", (town[1], "CITY")] if town[1] != town[0] else []
        return [st, sep, city] + county + [sep, pc], town
    return [st, sep, city, " ", pc] if r.random() < 0.6 else [st, sep, city, sep, (town[1], "STATE"), " ", pc], town


def hospital_pool(r, cc, n=12):
    out = []
    stems = list(pools.HOSP_STEMS)
    r.shuffle(stems)
    for i in range(n):
        stem = stems[i]
        if cc in ("GB", "IE", "AU", "NZ") and r.random() < 0.25:
            saint = pick(r, pools.SAINTS)
            nm = saint + " " + pick(r, ["University Hospital", "General Hospital", "Regional Hospital"])
            stem = "st" + saint.split()[1].replace("'s", "")
        else:
            nm = stem + " " + pick(r, pools.HOSP_SFX[cc])
        ab = "".join(w[0] for w in nm.replace("'s", "").split() if w[0].isupper())
        if nm not in [h[0] for h in out]:
            out.append((nm, ab, stem))
    return out


def practice(r, cc):
    return pick(r, pools.PRACTICE_STEMS) + " " + pick(r, pools.PRACTICE_SFX[cc])


# ---------------------------------------------------------------- people
def person(r, sex=None):
    if sex is None:
        sex = pick(r, ["F", "M"])
    first = pick(r, pools.FIRST_F if sex == "F" else pools.FIRST_M)
    return {"first": first, "last": pick(r, pools.SURNAMES), "mi": letters(r, 1, "ABCDEFGHJKLMNPRSTW"), "sex": sex}


def title(r, p, cc):
    dot = "." if cc in ("US", "CA") else ""
    if p["sex"] == "M":
        return "Mr" + dot
    return pick(r, ["Mrs", "Ms", "Ms", "Miss"]) + dot


def nm(r, p, typ, style=None):
    """Returns Doc pieces for a name; titles stay outside the span."""
    styles = ["full", "full", "mi", "lastfirst", "caps", "lastcaps", "first", "initials", "last"]
    s = style or pick(r, styles)
    f, l, mi = p["first"], p["last"], p["mi"]
    if s == "full":
        return [(f + " " + l, typ)]
    if s == "mi":
        return [(f + " " + mi + ". " + l, typ)]
    if s == "lastfirst":
        return [(l + ", " + f, typ)]
    if s == "caps":
        return [(f.upper() + " " + l.upper(), typ)]
    if s == "lastcaps":
        return [(l.upper() + ", " + f.upper() + pick(r, ["", " " + mi]), typ)]
    if s == "first":
        return [(f, typ)]
    if s == "nick":
        return [(pools.NICK.get(f, f), typ)]
    if s == "initials":
        return [(pick(r, [f[0] + "." + l[0] + ".", f[0] + l[0], f[0] + "." + mi + "." + l[0] + "."]), typ)]
    if s == "fi":
        return [(f[0] + ". " + l, typ)]
    if s == "last":
        return [(l, typ)]
    raise ValueError(s)


REL_F = ["wife", "mother", "sister", "daughter", "niece", "aunt", "granddaughter", "daughter-in-law"]
REL_M = ["husband", "father", "brother", "son", "nephew", "grandson", "son-in-law"]


def relation(r, age):
    """a relation plausible for the patient's age, and the sex it implies (None: either)"""
    if age < 18:
        rels = ["mother", "father", "mother", "aunt", "sister", "brother", "carer"]
    elif age < 40:
        rels = ["wife", "husband", "partner", "mother", "father", "sister", "brother", "friend", "flatmate", "partner"]
    elif age < 62:
        rels = ["wife", "husband", "partner", "daughter", "son", "sister", "brother", "friend", "neighbour", "niece", "mother"]
    else:
        rels = ["wife", "husband", "daughter", "son", "neighbour", "friend", "carer", "son-in-law", "daughter-in-law",
                "granddaughter", "grandson", "niece", "nephew", "sister"]
    rel = pick(r, rels)
    return rel, ("F" if rel in REL_F else "M" if rel in REL_M else None)


def age_words(n):
    ones = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    teen = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    if n < 10:
        return ones[n]
    if n < 20:
        return teen[n - 10]
    return tens[n // 10] + ("-" + ones[n % 10] if n % 10 else "")


def add_days(d, n):
    return d + datetime.timedelta(days=n)

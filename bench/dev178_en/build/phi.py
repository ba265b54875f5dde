"""Note builder (single-pass offsets) and PHI value generators for dev178_en."""
import datetime as _dt
import re

import pools as P

TYPE_LABEL = {
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

_SLOT = re.compile(r"(\{[a-zA-Z0-9_]+\})")
_WORD = re.compile(r"[a-z]{6,}")


class Doc:
    """Append-only note: text pieces and spans are recorded as they are appended."""

    def __init__(self, rng, typo_rate=0.0):
        self.rng = rng
        self.parts = []
        self.spans = []
        self.pos = 0
        self.typo_rate = typo_rate

    def t(self, s):
        if self.typo_rate and len(s) > 12 and self.rng.random() < self.typo_rate:
            s = self._typo(s)
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if typ is None:
            self.parts.append(s)
            self.pos += len(s)
            return
        if typ not in TYPE_LABEL:
            raise ValueError(typ)
        if s != s.strip() or not s:
            raise ValueError("span with edge whitespace: %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": TYPE_LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)

    def _typo(self, s):
        words = [m for m in _WORD.finditer(s)]
        if not words:
            return s
        m = self.rng.choice(words)
        w = m.group(0)
        i = self.rng.randrange(1, len(w) - 2)
        w2 = w[:i] + w[i + 1] + w[i] + w[i + 2:]
        return s[:m.start()] + w2 + s[m.end():]

    def f(self, template, c):
        """Fill a template; {key} slots come from ctx c as (value, type-or-None)."""
        for piece in _SLOT.split(template):
            if not piece:
                continue
            if piece[0] == "{" and piece[-1] == "}" and piece[1:-1] in c:
                val, typ = c[piece[1:-1]]
                self.p(val, typ)
            elif piece[0] == "{" and piece[-1] == "}":
                raise KeyError(piece)
            else:
                self.t(piece)

    def finish(self, lowercase):
        text = "".join(self.parts)
        assert len(text) == self.pos
        spans = sorted(self.spans, key=lambda s: (s["start"], s["end"]))
        if lowercase:
            low = text.lower()
            assert len(low) == len(text)
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        return text, [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in spans]


# ---------------------------------------------------------------- names
def person(rng, sex=None):
    sex = sex or rng.choice("MF")
    first = rng.choice(P.MALE_FIRST if sex == "M" else P.FEMALE_FIRST)
    return {"first": first, "last": rng.choice(P.SURNAMES), "mid": rng.choice("ABCDEFGHJKLMPRSTW"),
            "sex": sex}


def title_of(rng, p, doctor=False):
    if doctor:
        return "Dr"
    if p["sex"] == "M":
        return "Mr"
    return rng.choice(["Mrs", "Mrs", "Ms", "Miss"])


def add_person(c, key, p, typ, rng):
    f, l, m = p["first"], p["last"], p["mid"]
    c[key] = (f + " " + l, typ)
    c[key + "_f"] = (f, typ)
    c[key + "_l"] = (l, typ)
    c[key + "_fml"] = (f + " " + m + ". " + l, typ)
    c[key + "_lf"] = (l + ", " + f, typ)
    c[key + "_LF"] = (l.upper() + ", " + f, typ)
    c[key + "_LFM"] = (l.upper() + ", " + f.upper() + " " + m, typ)
    c[key + "_il"] = (f[0] + ". " + l, typ)
    c[key + "_il2"] = (f[0] + " " + l, typ)
    c[key + "_in"] = (f[0] + l[0], typ)
    c[key + "_in2"] = (f[0] + "." + l[0] + ".", typ)
    c[key + "_inl"] = ((f[0] + l[0]).lower(), typ)
    c[key + "_up"] = (l.upper(), typ)
    c[key + "_UF"] = (l.upper() + " " + f, typ)
    # a name form picked per note, for variety
    forms = [c[key], c[key], c[key + "_fml"], c[key + "_il"], c[key + "_lf"]]
    c[key + "_any"] = rng.choice(forms)


def username(rng, p):
    f, l = p["first"].lower(), re.sub(r"[^a-z]", "", p["last"].lower())
    return rng.choice([f[0] + l + str(rng.randint(1, 9)), f + "." + l, l[:6] + f[0] + str(rng.randint(10, 99)),
                       (f[0] + l[:7]).upper(), l + f[0]])


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(d, style):
    if style == 0:
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == 1:
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == 2:
        return "%d %s %d" % (d.day, MON[d.month - 1][:3], d.year)
    if style == 3:
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == 4:
        return "%02d-%s-%d" % (d.day, MON[d.month - 1][:3], d.year)
    if style == 5:
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == 6:
        suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return "%d%s %s %d" % (d.day, suf, MON[d.month - 1], d.year)
    if style == 7:
        return "%04d-%02d-%02d" % (d.year, d.month, d.day)
    if style == 8:
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == 9:  # short, no year
        return "%d/%d" % (d.day, d.month)
    if style == 10:
        return "%s %d/%d" % (DAY[d.weekday()][:3], d.day, d.month)
    if style == 11:
        return "%s %d %s" % (DAY[d.weekday()], d.day, MON[d.month - 1])
    if style == 12:
        return "%s, %d %s %d" % (DAY[d.weekday()], d.day, MON[d.month - 1], d.year)
    if style == 13:
        return "%d %s" % (d.day, MON[d.month - 1][:3])
    if style == 14:
        return "%s %d" % (MON[d.month - 1], d.year)
    raise ValueError(style)


LONG_STYLES = [0, 0, 0, 1, 2, 2, 3, 4, 5, 6, 8, 7]


def add_date(c, key, d, rng, style):
    c[key] = (fmt_date(d, style), "DATE")
    c[key + "_s"] = (fmt_date(d, rng.choice([9, 9, 13, 10])), "DATE")
    c[key + "_w"] = (fmt_date(d, rng.choice([10, 11, 12])), "DATE")
    c[key + "_wd"] = (DAY[d.weekday()], "DATE")
    c[key + "_obj"] = (d, None)


# ---------------------------------------------------------------- places & contacts
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def uk_postcode(rng, area):
    return "%s%d %d%s%s" % (area, rng.randint(1, 28), rng.randint(1, 9),
                            rng.choice("ABDEFGHJLNPQRSTUWXYZ"), rng.choice("ABDEFGHJLNPQRSTUWXYZ"))


def street(rng, country):
    if country == "UK":
        base = rng.choice(P.STREET_BASE) + " " + rng.choice(P.UK_STREET_TYPES)
        r = rng.random()
        if r < 0.15:
            return "Flat %d, %d %s" % (rng.randint(1, 14), rng.randint(1, 220), base)
        if r < 0.2:
            return rng.choice(P.UK_HOUSE_NAMES) + ", " + base
        return "%d %s" % (rng.randint(1, 240), base)
    base = rng.choice(P.STREET_BASE_AU) + " " + rng.choice(P.AU_STREET_TYPES)
    if rng.random() < 0.2:
        return "%d/%d %s" % (rng.randint(1, 12), rng.randint(1, 180), base)
    if rng.random() < 0.08:
        return "Unit %d, %d %s" % (rng.randint(1, 30), rng.randint(1, 180), base)
    return "%d %s" % (rng.randint(1, 300), base)


def street_simple(rng, country):
    if country == "UK":
        return "%d %s %s" % (rng.randint(1, 240), rng.choice(P.STREET_BASE), rng.choice(P.UK_STREET_TYPES))
    return "%d %s %s" % (rng.randint(1, 300), rng.choice(P.STREET_BASE_AU), rng.choice(P.AU_STREET_TYPES))


def phone(rng, country, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.45
    if country == "UK":
        if mobile:
            return rng.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % digits(rng, 3)
        area = rng.choice(["0113", "0114", "0161", "0115", "0117", "0151", "01423", "01392", "01603", "01274"])
        if len(area) == 4:
            return rng.choice(["%s 555 %s", "(%s) 555 %s", "%s-555-%s"]) % (area, digits(rng, 4))
        return rng.choice(["%s 555%s", "%s 555 %s"]) % (area, digits(rng, 3))
    if mobile:
        return rng.choice(["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s"]) % (digits(rng, 2), digits(rng, 3))
    area = rng.choice(["02", "03", "07", "08"])
    if rng.random() < 0.2:
        return "+61 %s 5550 %s" % (area[1:], digits(rng, 4))
    return rng.choice(["(%s) 5550 %s", "%s 5550 %s", "%s 5550%s"]) % (area, digits(rng, 4))


def bleep(rng):
    return "555" + str(rng.randint(0, 9))


def ipaddr(rng):
    r = rng.random()
    if r < 0.5:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if r < 0.75:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


def email_staff(rng, p):
    f, l = p["first"].lower(), re.sub(r"[^a-z]", "", p["last"].lower())
    dom = rng.choice(["example.org", "example.net", "example.com"])
    return rng.choice([f + "." + l, f[0] + "." + l, l + "." + f[0], f + l[0]]) + "@" + dom


def email_patient(rng, p):
    f, l = p["first"].lower(), re.sub(r"[^a-z]", "", p["last"].lower())
    return rng.choice([f + "." + l + str(rng.randint(50, 99)), f[0] + l, f + "_" + l[:4] + str(rng.randint(1, 999)),
                       l + f[0] + str(rng.randint(1, 30))]) + "@" + rng.choice(["example.com", "example.net"])


SLUGS = ["wrist-fracture", "ankle-sprain", "weber-a-ankle", "5th-metatarsal", "clavicle-fracture",
         "radial-head", "toe-fractures", "hip-fracture-recovery", "boot-advice", "cast-care",
         "elbow-exercises", "knee-exercises", "bone-health", "falls-prevention", "achilles-rupture"]


def url(rng, kind="leaflet"):
    slug = rng.choice(SLUGS)
    dom = rng.choice(["example.org", "example.net", "example.com"])
    return rng.choice([
        "www.%s/fracture-care/%s" % (dom, slug),
        "https://%s/vfc/leaflets/%s.pdf" % (dom, slug),
        "https://www.%s/physio/%s" % (dom, slug),
        "%s/ortho/%s" % (dom, slug),
        "http://%s/patient-info?topic=%s" % (dom, slug),
    ])


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "UK":
        return rng.choice(["%s%s" % (rng.choice("KRJMHT"), digits(rng, 7)), digits(rng, 8),
                           "RX%s%s" % (rng.randint(1, 9), digits(rng, 6)), "%s-%s" % (digits(rng, 3), digits(rng, 5))])
    return rng.choice([digits(rng, 7), "%s%s" % (rng.randint(1, 9), digits(rng, 6)), "UR%s" % digits(rng, 6),
                       digits(rng, 6)])


def natid(rng, country):
    if country == "UK":
        return rng.choice(["999 %s %s" % (digits(rng, 3), digits(rng, 4)), "999%s" % digits(rng, 7),
                           "999-%s-%s" % (digits(rng, 3), digits(rng, 4))])
    return rng.choice(["%d%s %s %s" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9)),
                       "%d%s%s" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 6))])


def ssn(rng, country):
    if country == "UK":
        return rng.choice(["QQ %s %s %s %s", "QQ%s%s%s%s"]) % (digits(rng, 2), digits(rng, 2), digits(rng, 2),
                                                             rng.choice("ABCD"))
    if rng.random() < 0.25:  # overseas visitor, US-style
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice("ABCHKX"))


def license_no(rng, country, kind):
    if kind == "doctor":
        if country == "UK":
            return digits(rng, 7)
        return "MED000%s" % digits(rng, 7)
    if kind == "physio":
        return "PH%s" % digits(rng, 6) if country == "UK" else "PHY000%s" % digits(rng, 7)
    if kind == "nurse":
        return "%s%s%s%s" % (digits(rng, 2), rng.choice("ABCDEFGHI"), digits(rng, 4), rng.choice("ENSWO")) \
            if country == "UK" else "NMW000%s" % digits(rng, 7)
    if kind == "ot":
        return "OT%s" % digits(rng, 5) if country == "UK" else "OCC000%s" % digits(rng, 7)
    if kind == "provider":
        return "%s%s" % (digits(rng, 6), rng.choice("ABFHJKLTWXY"))
    if kind == "prescriber":
        return digits(rng, 7)
    raise ValueError(kind)


def drivers_licence(rng, country, p):
    if country == "UK":
        l = re.sub(r"[^A-Z]", "", p["last"].upper()) + "99999"
        return "%s%s%s%s9%s" % (l[:5], digits(rng, 6), p["first"][0], p["mid"], rng.choice(["AB", "CD", "EF", "XJ"]) + digits(rng, 2))
    return rng.choice([digits(rng, 8), digits(rng, 9), "%s%s" % (rng.choice("ABCDEFGH"), digits(rng, 7))])


def plate(rng, country):
    L = "ABCDEFGHJKLMNOPRSTVWXY"
    if country == "UK":
        return "%s%s %02d %s%s%s".replace(" %02d ", "%02d ") % (rng.choice(L), rng.choice(L), rng.choice(
            [17, 18, 19, 20, 21, 22, 23, 24, 67, 68, 69, 70, 71, 72, 73]), rng.choice(L), rng.choice(L), rng.choice(L))
    return rng.choice(["%s%s%s %s" % (rng.randint(1, 9), rng.choice(L), rng.choice(L), digits(rng, 3)),
                       "%s%s%s-%s" % (rng.choice(L), rng.choice(L), rng.choice(L), digits(rng, 3)),
                       "%s%s%s%s%s" % (rng.choice(L), rng.choice(L), digits(rng, 2), rng.choice(L), rng.choice(L))])


def vin(rng):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(A) for _ in range(17))


def device_sn(rng):
    L = "ABCDEFGHJKLMNPRSTVWXZ"
    return rng.choice(["%s%s%s" % (rng.choice(L), rng.choice(L), digits(rng, 8)),
                       "%s-%s" % (digits(rng, 4), digits(rng, 6)),
                       "%s%s%s" % (digits(rng, 3), rng.choice(L), digits(rng, 6)),
                       "%s%s%s-%s" % (rng.choice(L), digits(rng, 2), rng.choice(L), digits(rng, 5))])


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "PV-%s-%s" % (digits(rng, 5), rng.randint(1, 9)),
                       "VP%s" % digits(rng, 6), "BIO-%s%s" % (rng.choice("ABCDEFGH"), digits(rng, 5)),
                       "FPR%s" % digits(rng, 7)])


def accession(rng):
    return rng.choice(["XR%s%s" % (rng.randint(19, 25), digits(rng, 7)), "RAD%s" % digits(rng, 7),
                       "ACC-%s-%s" % (digits(rng, 4), digits(rng, 4)), "%s%s" % (rng.choice("CJMR"), digits(rng, 9)),
                       "E%sXR" % digits(rng, 8)])


def account(rng, country):
    return rng.choice(["E%s" % digits(rng, 9), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "V%s" % digits(rng, 8), "EP%s" % digits(rng, 7), "IP%s/%s" % (digits(rng, 6), rng.randint(1, 9))])


def idnum(rng, kind):
    if kind == "specimen":
        return "%s%s-%s" % (rng.choice("HBMC"), rng.randint(19, 25), digits(rng, 5))
    if kind == "case":
        return "TC%s" % digits(rng, 6)
    if kind == "ubrn":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if kind == "incident":
        return rng.choice(["W%s" % digits(rng, 6), "INC%s" % digits(rng, 7), "RM-%s" % digits(rng, 5)])
    if kind == "police":
        return rng.choice(["CAD %s" % digits(rng, 4), "E%s%s" % (digits(rng, 7), rng.choice("ABC")),
                           "LOG-%s" % digits(rng, 6)])
    if kind == "referral":
        return rng.choice(["VFC%s" % digits(rng, 5), "REF-%s" % digits(rng, 6), "R%s" % digits(rng, 7)])
    if kind == "order":
        return rng.choice(["ORD%s" % digits(rng, 7), "%s%s" % (rng.choice("LO"), digits(rng, 8))])
    if kind == "claim":
        return rng.choice(["CLM-%s" % digits(rng, 7), "%s%s" % (digits(rng, 2), digits(rng, 8)),
                           "WC%s" % digits(rng, 8)])
    raise ValueError(kind)


def healthplan_private(rng):
    return rng.choice(["%s%s" % (rng.choice(["HHF", "KM", "BW", "PH"]), digits(rng, 8)), digits(rng, 9),
                       "%s-%s-%s" % (rng.choice(["AX", "PX", "ZK"]), digits(rng, 4), digits(rng, 3))])


def dva(rng):
    return "%s%s%s" % (rng.choice(["N", "V", "Q", "W", "S"]), rng.choice(["X", "SM", "WW"]), digits(rng, 6))

"""PHI value generators (all invented): people, dates, addresses, contacts and identifiers."""
import datetime
import unicodedata

import pools

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK3 = [w[:3] for w in WK]

DATE_STYLES = {
    "AU": ["dmy", "dmy", "dmy", "dmy1", "dmyl", "dmya", "dmyd", "dmy2", "dot"],
    "NZ": ["dmy", "dmy", "dmy1", "dmyl", "dmya", "dmyd", "dmy2"],
    "CA": ["iso", "iso", "iso", "mdyl", "mdya", "dmyd", "ymds", "DMY", "dmy", "mdyn"],
}


def fdate(d, style):
    m, M3, y = MON[d.month - 1], MON3[d.month - 1], d.year
    w, w3 = WK[d.weekday()], WK3[d.weekday()]
    table = {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, y),
        "dmy1": "%d/%d/%d" % (d.day, d.month, y),
        "dmy2": "%d/%d/%02d" % (d.day, d.month, y % 100),
        "dmyl": "%d %s %d" % (d.day, m, y),
        "dmya": "%d %s %d" % (d.day, M3, y),
        "dmyd": "%02d-%s-%d" % (d.day, M3, y),
        "dmyD": "%02d-%s-%02d" % (d.day, M3.upper(), y % 100),
        "dot": "%02d.%02d.%d" % (d.day, d.month, y),
        "wdl": "%s %d %s %d" % (w, d.day, m, y),
        "wda": "%s %02d/%02d/%d" % (w3, d.day, d.month, y),
        "iso": "%d-%02d-%02d" % (y, d.month, d.day),
        "mdyl": "%s %d, %d" % (m, d.day, y),
        "mdya": "%s %d, %d" % (M3, d.day, y),
        "mdyn": "%s %d %d" % (M3, d.day, y),
        "ymds": "%d/%02d/%02d" % (y, d.month, d.day),
        "wmdy": "%s, %s %d, %d" % (w, m, d.day, y),
        "wmdya": "%s %s %d, %d" % (w3, M3, d.day, y),
        "DMY": "%02d %s %d" % (d.day, M3.upper(), y),
        "mdy": "%02d/%02d/%d" % (d.month, d.day, y),
        "my": "%s %d" % (m, y),
        "mya": "%s %d" % (M3, y),
        "myn": "%02d/%d" % (d.month, y),
        "mmyy": "%s-%02d" % (M3, y % 100),
        "y": "%d" % y,
        "dm": "%d/%d" % (d.day, d.month),
        "dma": "%d %s" % (d.day, M3),
        "md": "%s %d" % (M3, d.day),
        "wdm": "%s %d/%d" % (w3, d.day, d.month),
        "wmd": "%s %d/%d" % (w3, d.month, d.day),
        "wd": w,
    }
    return table[style]


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and (c.isalnum()))


class Person:
    def __init__(self, rng, sex=None, first=None, last=None):
        self.sex = sex or rng.choice("MF")
        self.first = first or rng.choice(pools.MALE if self.sex == "M" else pools.FEMALE)
        self.last = last or rng.choice(pools.SURNAMES)
        self.middle = None
        if rng.random() < 0.45:
            same = rng.random() < 0.85
            self.middle = rng.choice(pools.MALE if (self.sex == "M") == same else pools.FEMALE)
        self.nick = pools.NICK.get(self.first)
        r = rng.random()
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = "Mrs" if r < 0.4 else ("Ms" if r < 0.85 else "Miss")

    def name(self, style):
        f, l, m = self.first, self.last, self.middle
        mi = m[0] if m else None
        if style == "fl":
            return f + " " + l
        if style == "fml":
            return "%s %s. %s" % (f, mi, l) if m else f + " " + l
        if style == "fmL":
            return "%s %s %s" % (f, m, l) if m else f + " " + l
        if style == "l":
            return l
        if style == "f":
            return f
        if style == "LF":
            return "%s, %s" % (l.upper(), f)
        if style == "LFM":
            return "%s, %s%s" % (l.upper(), f.upper(), (" " + mi) if m else "")
        if style == "Lf":
            return "%s, %s" % (l, f)
        if style == "LFU":
            return "%s %s" % (l.upper(), f.upper())
        if style == "FLU":
            return "%s %s" % (f.upper(), l.upper())
        if style == "iL":
            return "%s. %s" % (f[0], l)
        if style == "iL2":
            return "%s %s" % (f[0], l)
        if style == "Li":
            return "%s %s" % (l, f[0])
        if style == "ii":
            return "%s.%s." % (f[0], l[0].upper())
        if style == "ii2":
            return "%s%s" % (f[0], l[0].upper())
        if style == "nick":
            return self.nick or f
        raise KeyError(style)

    def user(self, rng):
        a, b = ascii_fold(self.first).lower(), ascii_fold(self.last).lower()
        k = rng.randint(0, 5)
        if k == 0:
            return a[0] + b + str(rng.randint(1, 9))
        if k == 1:
            return a + "." + b
        if k == 2:
            return (a[:3] + b[:3] + "%02d" % rng.randint(1, 99))
        if k == 3:
            return b[:6] + a[0]
        if k == 4:
            return a[0] + b[0] + str(rng.randint(100, 9999))
        return "%s_%s%d" % (a, b[0], rng.randint(1, 9))


def email_for(rng, p, dom=None):
    a, b = ascii_fold(p.first).lower(), ascii_fold(p.last).lower()
    dom = dom or rng.choice(["example.com", "example.org", "example.net"])
    k = rng.randint(0, 5)
    local = [a + "." + b, a[0] + b, a + b[0] + str(rng.randint(1, 99)), b + "." + a,
             a + "_" + b + str(rng.randint(60, 99)), a + str(rng.randint(1970, 2005))][k]
    return local + "@" + dom


def role_email(rng, role):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    return role + "@" + dom


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


# ---------------------------------------------------------------- phones
REGION = {"code": None, "ca": None}
AU_AREA = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "WA": "08", "SA": "08", "NT": "08"}
NZ_AREA = {"Auckland": "09", "Northland": "09", "Waikato": "07", "Bay of Plenty": "07", "Hawke's Bay": "06",
           "Taranaki": "06", "Manawatū-Whanganui": "06", "Gisborne": "06", "Wellington": "04"}
CA_AREA = {"ON": ["416", "647", "905", "613", "705", "519"], "BC": ["604", "778", "250"], "AB": ["403", "587", "780"],
           "SK": ["306"], "MB": ["204"], "NS": ["902"], "PE": ["902"], "NB": ["506"], "NL": ["709"],
           "QC": ["819", "514"], "NT": ["867"], "YT": ["867"]}


def set_region(country, st):
    if country == "AU":
        REGION["code"] = [AU_AREA[st]]
    elif country == "NZ":
        REGION["code"] = [NZ_AREA.get(st, "03")]
    else:
        REGION["code"] = CA_AREA[st]


def _area(rng, default):
    if REGION["code"] and rng.random() < 0.85:
        return rng.choice(REGION["code"])
    return rng.choice(default)


def phone(rng, country, kind="land"):
    if country == "AU":
        if kind == "mobile":
            a, b = "04" + digits(rng, 2), digits(rng, 3)
            return rng.choice(["%s 555 %s" % (a, b), "%s555%s" % (a, b), "+61 %s 555 %s" % (a[1:], b)])
        ar = _area(rng, ["02", "03", "07", "08"])
        x = digits(rng, 4)
        return rng.choice(["(%s) 5550 %s" % (ar, x), "%s 5550 %s" % (ar, x), "+61 %s 5550 %s" % (ar[1], x),
                           "%s5550%s" % (ar, x)])
    if country == "NZ":
        if kind == "mobile":
            a = rng.choice(["021", "022", "027", "029"])
            x = digits(rng, 4)
            return rng.choice(["%s 555 %s" % (a, x), "%s-555-%s" % (a, x), "+64 %s 555 %s" % (a[1:], x)])
        ar = _area(rng, ["03", "04", "06", "07", "09"])
        x = digits(rng, 4)
        return rng.choice(["(%s) 555 %s" % (ar, x), "%s-555 %s" % (ar, x), "%s 555 %s" % (ar, x),
                           "+64 %s 555 %s" % (ar[1], x)])
    ar = _area(rng, ["416", "647", "905", "613", "705", "519", "604", "778", "250", "403", "587", "780",
                     "306", "204", "902", "506", "709", "819", "867"])
    x = "01" + digits(rng, 2)
    return rng.choice(["(%s) 555-%s" % (ar, x), "%s-555-%s" % (ar, x), "%s.555.%s" % (ar, x),
                       "1-%s-555-%s" % (ar, x), "+1 %s 555 %s" % (ar, x), "(%s) 555-%s" % (ar, x)])


def with_ext(rng, ph):
    return ph + rng.choice([" ext. %d" % rng.randint(10, 499), " x%d" % rng.randint(2000, 6999),
                            " ext %d" % rng.randint(100, 999), " (ext %d)" % rng.randint(20, 90)][:3])


def pager(rng):
    return rng.choice(["555 %s" % digits(rng, 4), "555-%s" % digits(rng, 4), "555%s" % digits(rng, 3)])


# ---------------------------------------------------------------- places

def place(rng, country):
    if country == "AU":
        c, s, pc = rng.choice(pools.AU_PLACES)
        return {"city": c, "st": s, "pc": pc}
    if country == "NZ":
        c, s, pc = rng.choice(pools.NZ_PLACES)
        return {"city": c, "st": s, "pc": pc}
    c, s, pre = rng.choice(pools.CA_PLACES)
    return {"city": c, "st": s, "pc": place_pc(rng, pre)}


def place_pc(rng, pc):
    pre = pc[:3]
    tail = "%d%s%d" % (rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    return pre + (" " if rng.random() < 0.85 else "") + tail


def state_name(rng, country, st):
    if country == "AU":
        return rng.choice(pools.AU_STATES[st] + [st, st])
    if country == "CA":
        return rng.choice(pools.CA_PROV[st] + [st, st, st])
    return st


def street(rng, country):
    num = rng.randint(1, 480)
    nm = rng.choice(pools.STREET_NAMES)
    full, ab = rng.choice(pools.STREET_TYPES)
    st = nm + " " + (ab if rng.random() < 0.5 else full)
    r = rng.random()
    if country == "AU":
        if r < 0.2:
            return "%d/%d %s" % (rng.randint(1, 24), num, st)
        if r < 0.27:
            return "Unit %d, %d %s" % (rng.randint(1, 12), num, st)
        if r < 0.3:
            return "Lot %d %s" % (rng.randint(2, 90), st)
        if r < 0.33:
            return "PO Box %d" % rng.randint(10, 2999)
        return "%d %s" % (num, st)
    if country == "NZ":
        if r < 0.15:
            return "%d/%d %s" % (rng.randint(1, 9), num, st)
        if r < 0.25:
            return "Flat %d, %d %s" % (rng.randint(1, 6), num, st)
        if r < 0.33:
            return "%d%s %s" % (num, rng.choice("ABC"), st)
        if r < 0.4:
            return "%d %s, RD %d" % (rng.randint(100, 2400), st, rng.randint(1, 9))
        return "%d %s" % (num, st)
    if r < 0.18:
        return "%d-%d %s" % (rng.randint(101, 2410), num, st)
    if r < 0.3:
        return "%d %s, Apt %d" % (num, st, rng.randint(1, 1808))
    if r < 0.36:
        return "Unit %d, %d %s" % (rng.randint(1, 40), num, st)
    if r < 0.4:
        return "RR %d" % rng.randint(1, 9)
    return "%d %s" % (num * rng.choice([1, 1, 10, 100]), st)


def inst(rng, country, kind):
    pw = rng.choice(pools.PLACE_WORDS)
    if kind == "hosp":
        if rng.random() < 0.25:
            return rng.choice(pools.SAINTS) + " Hospital"
        return pw + " " + rng.choice(pools.HOSP_SUFFIX)
    if kind == "spec":
        return pw + " " + rng.choice(pools.SPEC_SUFFIX)
    if kind == "gp":
        return pw + " " + rng.choice(pools.GP_SUFFIX[country])
    if kind == "pharm":
        return pw + " " + rng.choice(pools.PHARM_SUFFIX)
    if kind == "rad":
        return pw + " " + rng.choice(pools.RADIOLOGY_SUFFIX)
    if kind == "org":
        return pw + " " + rng.choice(pools.ORG_SUFFIX)
    if kind == "school":
        return pw + " " + rng.choice(pools.SCHOOL_SUFFIX)
    raise KeyError(kind)


# ---------------------------------------------------------------- identifiers

def mrn(rng, country, style):
    if country == "NZ":
        if style == 0:
            return letters(rng, 3) + digits(rng, 4)
        return letters(rng, 3) + digits(rng, 2) + letters(rng, 2)
    if country == "AU":
        return [digits(rng, 7), "0" + digits(rng, 6), digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 2),
                "MR" + digits(rng, 6)][style % 4]
    return ["H" + digits(rng, 7), digits(rng, 8), "C-" + digits(rng, 6), "MRN" + digits(rng, 7)][style % 4]


def healthplan(rng, country, kind):
    """kind picks the scheme; returns (label, value)."""
    if country == "AU":
        if kind == "medicare":
            v = "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9))
            r = rng.random()
            if r < 0.3:
                v = v.replace(" ", "")
            elif r < 0.55:
                v = v + "/" + str(rng.randint(1, 4))
            return ("Medicare", v)
        if kind == "dva":
            return ("DVA", rng.choice(["N", "V", "Q", "W", "S"]) + rng.choice(["X", "", " "]) + digits(rng, 6))
        return ("Member no.", rng.choice([digits(rng, 8), digits(rng, 4) + " " + digits(rng, 4),
                                          letters(rng, 2) + digits(rng, 7)]))
    if country == "NZ":
        if kind == "csc":
            return ("CSC", digits(rng, 4) + " " + digits(rng, 3) + " " + digits(rng, 3))
        if kind == "acc":
            return ("ACC claim", rng.choice(["1" + digits(rng, 10), letters(rng, 2) + digits(rng, 5)]))
        return ("Policy no.", rng.choice([letters(rng, 2) + "-" + digits(rng, 7), digits(rng, 9)]))
    if kind == "ON":
        return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)))
    if kind == "BC":
        return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))
    if kind == "AB":
        return ("AHCIP", digits(rng, 5) + "-" + digits(rng, 4))
    if kind == "QC":
        return ("RAMQ", letters(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4))
    if kind == "prov":
        return ("Health card", rng.choice([digits(rng, 9), digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3),
                                           digits(rng, 4) + " " + digits(rng, 3) + " " + digits(rng, 3)]))
    return ("Member ID", rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 10)]))


def ssn(rng, country):
    if country == "CA":
        a, b, c = "9" + digits(rng, 2), digits(rng, 3), digits(rng, 3)
        return ("SIN", rng.choice(["%s %s %s" % (a, b, c), "%s-%s-%s" % (a, b, c), a + b + c]))
    if country == "AU":
        return ("CRN", "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice(LET)))
    return ("IRD", rng.choice(["000-%s-%s" % (digits(rng, 3), digits(rng, 3)), "000 %s %s" % (digits(rng, 3), digits(rng, 3)),
                               "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))]))


def licence_clin(rng, country, kind):
    if country == "AU":
        if kind == "prescriber":
            return ("Prescriber No.", digits(rng, 7))
        if kind == "provider":
            return ("Provider No.", digits(rng, 6) + rng.choice("0123456789ABCDEFGHJK") + rng.choice("ABCDFHJKLTWXY"))
        return ("AHPRA", "MED000" + digits(rng, 7))
    if country == "NZ":
        if kind == "prescriber":
            return ("MCNZ", digits(rng, 5))
        if kind == "provider":
            return ("HPI-CPN", digits(rng, 2) + letters(rng, 4))
        return ("MCNZ reg", digits(rng, 5))
    if kind == "prescriber":
        return (rng.choice(["CPSO #", "CPSBC #", "CPSA #", "Lic. #"]), digits(rng, 5))
    if kind == "provider":
        return ("Billing #", digits(rng, 6))
    return ("CPSO", digits(rng, 5))


def driver_licence(rng, country):
    if country == "AU":
        return rng.choice([digits(rng, 8), digits(rng, 9), letters(rng, 1) + digits(rng, 7)])
    if country == "NZ":
        return letters(rng, 2) + digits(rng, 6)
    return rng.choice(["%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5)),
                       digits(rng, 7), digits(rng, 6) + "-" + digits(rng, 3)])


def plate(rng, country):
    if country == "AU":
        return rng.choice([letters(rng, 3) + digits(rng, 2) + letters(rng, 1), digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
                           digits(rng, 3) + letters(rng, 3), letters(rng, 3) + "-" + digits(rng, 3)])
    if country == "NZ":
        return rng.choice([letters(rng, 3) + digits(rng, 3), letters(rng, 2) + digits(rng, 4)])
    return rng.choice([letters(rng, 4) + " " + digits(rng, 3), letters(rng, 2) + digits(rng, 1) + " " + digits(rng, 2) + letters(rng, 1),
                       letters(rng, 3) + "-" + digits(rng, 4), digits(rng, 3) + " " + letters(rng, 3)])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def device_sn(rng, kind):
    if kind == "cpap":
        return rng.choice(["2318" + digits(rng, 7), "SN" + digits(rng, 9), letters(rng, 1) + digits(rng, 10)])
    if kind == "pump":
        return rng.choice(["NG" + digits(rng, 7) + letters(rng, 1), "PMP-" + digits(rng, 6), digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 3)])
    if kind == "cgm":
        return rng.choice([letters(rng, 2) + digits(rng, 4) + letters(rng, 1), "TX" + digits(rng, 8), digits(rng, 1) + letters(rng, 5)])
    if kind == "vns":
        return rng.choice([digits(rng, 6), "SN " [:-1] + digits(rng, 6)])
    if kind == "ppm":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "RNR" + digits(rng, 6) + letters(rng, 1)])
    if kind == "infpump":
        return rng.choice(["IP-" + digits(rng, 5), letters(rng, 2) + digits(rng, 6), "BMS" + digits(rng, 5)])
    if kind == "o2":
        return rng.choice(["OC" + digits(rng, 7), digits(rng, 4) + "-" + letters(rng, 2) + digits(rng, 4)])
    return "SN" + digits(rng, 8)


def bioid(rng, kind):
    if kind == "palm":
        return rng.choice(["PV-" + digits(rng, 7), "PALM-" + digits(rng, 5) + letters(rng, 1)])
    if kind == "face":
        return rng.choice(["FT-" + digits(rng, 5) + letters(rng, 1), "FM" + digits(rng, 8), "FACE-" + letters(rng, 2) + digits(rng, 5)])
    if kind == "voice":
        return rng.choice(["VP-" + digits(rng, 6), "VB" + digits(rng, 7)])
    return rng.choice(["FP-" + digits(rng, 5), "BIO-" + digits(rng, 2) + letters(rng, 2) + digits(rng, 3)])


def account(rng, kind=None):
    k = kind if kind is not None else rng.randint(0, 6)
    return [digits(rng, 2) + "-" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4), "V" + digits(rng, 8),
            "E-" + str(rng.randint(2023, 2025)) + "-" + digits(rng, 6), "INV" + digits(rng, 6), digits(rng, 9),
            "EP" + digits(rng, 7)][k % 7]


def idnum(rng, kind):
    y = rng.randint(23, 25)
    if kind == "ref":
        return rng.choice(["REF-%d-%s" % (y, digits(rng, 5)), "ER%s" % digits(rng, 8), "20%d/%s" % (y, digits(rng, 6)),
                           "RQ-" + letters(rng, 2) + digits(rng, 5)])
    if kind == "acc":
        return rng.choice(["%d-%s-%s" % (y, letters(rng, 2), digits(rng, 5)), "S%d-%s" % (y, digits(rng, 4)),
                           "%s%d-%s" % (letters(rng, 2), y, digits(rng, 6)), digits(rng, 2) + letters(rng, 1) + digits(rng, 7)])
    if kind == "book":
        return rng.choice(["BK-" + digits(rng, 5), "BKG" + digits(rng, 7), "%s-%s" % (letters(rng, 3), digits(rng, 5))])
    if kind == "auth":
        return rng.choice([digits(rng, 8), digits(rng, 7), "A" + digits(rng, 7)])
    if kind == "sa":
        return rng.choice(["SA" + digits(rng, 7), digits(rng, 8) + letters(rng, 1)])
    if kind == "eap":
        return rng.choice(["EAP-20%d-%s" % (y, digits(rng, 6)), "SA-" + digits(rng, 8), "LU-REQ-" + digits(rng, 5)])
    if kind == "rx":
        return rng.choice(["RX" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4), letters(rng, 2) + digits(rng, 8)])
    if kind == "case":
        return rng.choice(["MDM-%d-%s" % (y, digits(rng, 3)), "CASE " [:-1] + digits(rng, 5), "M" + digits(rng, 6)])
    if kind == "req":
        return rng.choice(["RQ" + digits(rng, 7), "%s-%s" % (digits(rng, 4), digits(rng, 5))])
    return "ID" + digits(rng, 7)


def ip_private(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


def url(rng, kind, slug=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    pre = rng.choice(["https://", "https://www.", "www.", ""])
    if kind == "vc":
        return pre + dom + rng.choice(["/vc/", "/telehealth/join/", "/meet/", "/waitingroom/"]) + \
            rng.choice([digits(rng, 4) + "-" + digits(rng, 3), letters(rng, 3).lower() + digits(rng, 5),
                        (slug or "clinic") + "-" + digits(rng, 3)])
    if kind == "portal":
        return pre + dom + rng.choice(["/portal", "/patient-portal/login", "/myhealth", "/results"])
    if kind == "info":
        return pre + dom + "/" + (slug or "patient-info") + rng.choice(["", "/prep", "/leaflets", ".pdf"])
    return pre + dom


def random_date(rng, lo, hi):
    span = (hi - lo).days
    return lo + datetime.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def dob_for(rng, visit, age):
    d = datetime.date(visit.year - age, visit.month, 1)
    d = d - datetime.timedelta(days=rng.randint(1, 360))
    return d


def age_at(dob, visit):
    a = visit.year - dob.year
    if (visit.month, visit.day) < (dob.month, dob.day):
        a -= 1
    return a


NUMWORD = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
           9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen",
           15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty",
           30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty",
           90: "ninety"}


def age_words(n):
    if n in NUMWORD:
        return NUMWORD[n]
    return NUMWORD[n // 10 * 10] + "-" + NUMWORD[n % 10]

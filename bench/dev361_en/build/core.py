"""Note builder, formatters and per-note case generation for dev361_en.

Offsets are recorded while the note is assembled: every piece is appended in
order and a PHI piece records its own start and end at that moment."""
import datetime
import re
import unicodedata

import pools as P

R = None  # the single random.Random(361), set by make.py


def ch(seq):
    return R.choice(seq)


def rint(a, b):
    return R.randint(a, b)


def chance(p):
    return R.random() < p


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

TOK = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": s})

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.put(x)
        elif callable(v):
            v(self)
        else:
            raise TypeError(repr(v))

    def f(self, tmpl, c):
        """Write a template; {key} pulls c[key] (str = plain, tuple = PHI, list = pieces)."""
        last = 0
        for m in TOK.finditer(tmpl):
            if m.start() > last:
                self.t(tmpl[last:m.start()])
            self.put(c[m.group(1)])
            last = m.end()
        if last < len(tmpl):
            self.t(tmpl[last:])

    def text(self):
        return "".join(self.parts)


def slug(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch_ for ch_ in s if ch_.isascii() and ch_.isalnum()).lower()


# ---------------------------------------------------------------- dates
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDF = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, st):
    m0 = d.month - 1
    w = d.weekday()
    table = {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy1": "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy2": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "dmydot": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dmon": "%d %s %d" % (d.day, MON[m0], d.year),
        "dmonth": "%d %s %d" % (d.day, MONTH[m0], d.year),
        "DMONY": "%02d-%s-%d" % (d.day, MON[m0].upper(), d.year),
        "dmony2": "%02d-%s-%02d" % (d.day, MON[m0], d.year % 100),
        "iso": d.isoformat(),
        "ord": "%s %s %d" % (_ord(d.day), MONTH[m0], d.year),
        "mdy": "%02d/%02d/%d" % (d.month, d.day, d.year),
        "mdy1": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
        "monthdy": "%s %d, %d" % (MONTH[m0], d.day, d.year),
        "mondy": "%s %d, %d" % (MON[m0], d.day, d.year),
        "wd_dm": "%s %d/%d" % (WD[w], d.day, d.month),
        "wd_md": "%s %d/%d" % (WD[w], d.month, d.day),
        "wd_dmon": "%s %d %s" % (WD[w], d.day, MON[m0]),
        "wdf_uk": "%s %d %s %d" % (WDF[w], d.day, MONTH[m0], d.year),
        "wdf_us": "%s, %s %d, %d" % (WDF[w], MONTH[m0], d.day, d.year),
        "dm": "%d/%d" % (d.day, d.month),
        "md": "%d/%d" % (d.month, d.day),
        "dmon_only": "%d %s" % (d.day, MON[m0]),
        "mon_d": "%s %d" % (MON[m0], d.day),
        "monY": "%s %d" % (MONTH[m0], d.year),
        "mony": "%s %d" % (MON[m0], d.year),
        "my": "%02d/%d" % (d.month, d.year),
        "y": "%d" % d.year,
    }
    return table[st]


DSTYLES = {
    "US": {"p": ["mdy", "mdy", "mdy1", "monthdy", "mondy", "iso"], "s": ["mdy1", "md", "mdy"],
           "l": ["monthdy", "wdf_us", "mondy"], "dm": ["md", "mon_d", "wd_md"]},
    "CA": {"p": ["iso", "monthdy", "dmon", "dmy", "mondy", "DMONY"], "s": ["iso", "mdy1", "dmy"],
           "l": ["monthdy", "dmonth", "wdf_us"], "dm": ["mon_d", "dmon_only", "md"]},
}
_OTHER = {"p": ["dmy", "dmy", "dmon", "dmonth", "DMONY", "dmydot", "dmy1", "iso", "ord", "dmony2"],
          "s": ["dmy2", "dm", "dmy1", "dmydot"], "l": ["dmonth", "ord", "wdf_uk", "dmon"],
          "dm": ["dm", "dmon_only", "wd_dm", "wd_dmon"]}
for _k in ("UK", "IE", "AU", "NZ"):
    DSTYLES[_k] = _OTHER


def D(c, d, kind="p"):
    if kind in ("p", "s", "l", "dm"):
        st = c["_ds"][kind]
    else:
        st = kind
    return (fmt_date(d, st), "DATE")


def add_date(c, key, d):
    c["_d"][key] = d
    c[key] = D(c, d, "p")
    c[key + "_s"] = D(c, d, "s")
    c[key + "_l"] = D(c, d, "l")
    c[key + "_dm"] = D(c, d, "dm")
    c[key + "_my"] = D(c, d, ch(["monY", "mony", "my"]))
    c[key + "_y"] = D(c, d, "y")


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return NUMW[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + NUMW[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


# ---------------------------------------------------------------- contacts
def phone(cc, mobile=False):
    n4 = digits(4)
    if cc in ("US", "CA"):
        a = ch(["617", "503", "614", "207", "312", "720", "416", "604", "902", "403", "512", "305"])
        s = ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s"]) % (a, n4)
        if not mobile and chance(0.2):
            s += ch([" ext. ", " x", " ext "]) + digits(ch([2, 3, 4]))
        return s
    if cc == "UK":
        if mobile:
            return ch(["07%s 555 %s", "07%s555%s", "+44 7%s 555 %s"]) % (digits(3), digits(3))
        a = ch(["113", "161", "117", "1392", "1524", "1743", "1904", "1223", "1632", "191"])
        s = ch(["0%s 555 %s", "(0%s) 555 %s", "0%s-555-%s", "+44 %s 555 %s"]) % (a, n4)
        if chance(0.15):
            s += ch([" ext ", " x", " ext. "]) + digits(4)
        return s
    if cc == "AU":
        if mobile:
            return ch(["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s"]) % (digits(2), digits(3))
        a = ch(["2", "3", "7", "8"])
        return ch(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s", "0%s 5551 %s"]) % (a, n4)
    if cc == "NZ":
        if mobile:
            return ch(["021 555 %s", "027 555 %s", "022 555 %s", "+64 21 555 %s"]) % n4
        a = ch(["9", "7", "6", "3", "4"])
        return ch(["(0%s) 555 %s", "0%s 555 %s", "+64 %s 555 %s", "0%s-555-%s"]) % (a, n4)
    # IE
    if mobile:
        return ch(["08%s 555 %s", "08%s-555%s", "+353 8%s 555 %s"]) % (ch("35679"), n4)
    a = ch(["1", "21", "91", "61", "51", "71", "46"])
    return ch(["(0%s) 555 %s", "0%s 555 %s", "+353 %s 555 %s", "0%s-555%s"]) % (a, n4)


def bleep():
    return ch(["555%d" % rint(0, 9), "555%02d" % rint(0, 99), "5-55%d" % rint(0, 9), "555-%s" % digits(4)])


def ip():
    k = rint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rint(0, 254), rint(0, 254), rint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rint(16, 31), rint(0, 254), rint(2, 254))
    return "192.168.%d.%d" % (rint(0, 254), rint(2, 254))


def dom(hosp):
    words_ = [w for w in re.split(r"[^A-Za-z]+", unicodedata.normalize("NFKD", hosp)) if w]
    base = "".join(w[0] for w in words_ if w[0].isupper()).lower()
    return base + ch([".example.org", "-health.example.org", ".example.net", ".health.example.org"])


# ---------------------------------------------------------------- identifiers
def nhs_number():
    while True:
        ds = [9] + [rint(0, 9) for _ in range(8)]
        tot = sum(d * w for d, w in zip(ds, range(10, 1, -1)))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            s = "".join(map(str, ds + [chk]))
            return ch(["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def mrn(cc):
    if cc == "UK":
        return ch(["%s%s" % (letters(1), digits(7)), "RX%s %s" % (digits(1), digits(6)),
                   "%s%s%s" % (letters(1), digits(6), letters(1)), digits(8)])
    if cc == "US":
        return ch([digits(9), "00" + digits(7), "%s-%s-%s" % (digits(3), digits(3), digits(3)), "E" + digits(8)])
    if cc == "CA":
        return ch([digits(7), "MR" + digits(6), "%s-%s" % (digits(4), digits(3))])
    if cc == "AU":
        return ch([digits(7), "UR" + digits(6), digits(6)])
    if cc == "NZ":
        return letters(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(4)  # NHI style
    return ch([digits(7), "H" + digits(6), digits(8)])


def healthplan(cc):
    if cc == "US":
        return ("Member ID", ch([letters(3) + digits(9), "W" + digits(9), letters(2) + digits(8) + "-01"]))
    if cc == "AU":
        s = digits(9)
        return ("Medicare No.", ch(["%s %s %s" % ("2" + s[:3], s[3:8], s[8]), "2%s" % s,
                                    "%s %s %s" % ("3" + s[:3], s[3:8], s[8])]))
    if cc == "CA":
        return ("Health Card", ch(["%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2)),
                                   "%s %s %s" % (digits(4), digits(3), digits(3)), "9" + digits(9)]))
    if cc == "IE":
        return ("Medical Card No.", ch([digits(6) + letters(1), "GMS " + digits(7)]).replace("GMS ", ""))
    if cc == "NZ":
        return ("Insurer member no.", ch([digits(8), letters(2) + digits(6)]))
    return ("Policy no.", ch([letters(3) + digits(7), digits(10)]))


def ssn(cc):
    if cc == "US":
        return ("SSN", ch(["9%s-%s-%s" % (digits(2), digits(2), digits(4)), "000-%s-%s" % (digits(2), digits(4)),
                           "9" + digits(8)]))
    if cc == "CA":
        return ("SIN", ch(["9%s %s %s" % (digits(2), digits(3), digits(3)), "9%s-%s-%s" % (digits(2), digits(3), digits(3))]))
    if cc == "IE":
        return ("PPSN", "9%s%s" % (digits(6), ch(["T", "A", "W", "TA", "H"])))
    if cc == "AU":
        return ("TFN", "9%s %s %s" % (digits(2), digits(3), digits(3)))
    if cc == "NZ":
        return ("IRD no.", "9%s-%s-%s" % (digits(1), digits(3), digits(3)))
    return ("NI no.", "000 %s %s" % (digits(3), digits(3)))


def licence(cc):
    if cc == "UK":
        return ("GMC", digits(7))
    if cc == "US":
        return ch([("NPI", "1" + digits(9)), ("DEA", letters(2) + digits(7)), ("Lic #", letters(1) + digits(5))])
    if cc == "CA":
        return ch([("CPSO #", digits(5)), ("CPSBC", digits(5)), ("Licence", digits(6))])
    if cc == "AU":
        return ch([("AHPRA", "MED000" + digits(7)), ("Provider No.", digits(6) + letters(2, "ABCDFHJKLTWXY"))])
    if cc == "NZ":
        return ("MCNZ", digits(5))
    return ("IMC No.", digits(6))


def plate(cc):
    if cc == "UK":
        return "%s%s %s" % (letters(2), digits(2), letters(3))
    if cc == "US":
        return ch(["%s%s%s" % (digits(1), letters(3), digits(3)), "%s-%s" % (letters(3), digits(4))])
    if cc == "CA":
        return "%s %s" % (letters(4), digits(3))
    if cc == "AU":
        return ch(["%s-%s" % (letters(3), digits(3)), "%s%s%s" % (digits(1), letters(2), digits(1) + letters(2))])
    if cc == "NZ":
        return letters(3) + digits(3)
    return "%s-%s-%s" % (ch(["19", "21", "22", "23", "181", "152"]), ch(["D", "C", "G", "KK", "MO", "WW"]), digits(ch([3, 4, 5])))


def serial(kind):
    if kind == "nim":
        return ch(["NIM3-%s" % digits(6), "SN %s%s" % (letters(2), digits(7)), "MNR%s" % digits(8)]).replace("SN ", "")
    if kind == "scope":
        return ch(["FNE-%s" % digits(5), "%s%s" % (digits(7), letters(1)), "ENF%s" % digits(6)])
    if kind == "us":
        return ch(["LGE10-%s" % digits(6), "%s%s" % (letters(3), digits(6)), "US-%s-%s" % (digits(4), letters(2))])
    if kind == "gen":
        return ch(["GEN%s%s" % (digits(2), letters(3) + digits(3)), "HF%s" % digits(7)])
    if kind == "ppm":
        return ch(["PJN%s" % digits(6), "RNB%s%s" % (digits(6), letters(1)), "AZ%s" % digits(7)])
    return "%s-%s" % (letters(2), digits(6))


def bioid():
    return ch(["FP-%s" % digits(5), "PV-%s" % digits(7), "BIO%s" % digits(6), "IR-%s" % digits(6),
               "FPT%s%s" % (digits(4), letters(2))])


def uname(first, last):
    f, l_ = slug(first), slug(last)
    return ch([f[0] + l_ + ch(["", str(rint(1, 9))]), l_[:6] + f[:2], f + "." + l_, l_.upper()[:5] + f[0].upper(),
               f[0] + l_[:5] + digits(2)])


# ---------------------------------------------------------------- people
def person(sex=None):
    if sex is None:
        sex = ch("FM")
    first = ch(P.FEMALE if sex == "F" else P.MALE)
    last = ch(P.SURNAMES)
    while last == first:
        last = ch(P.SURNAMES)
    mid = ch("ABCDEFGHJKLMNPRSTW")
    return {"first": first, "last": last, "mid": mid, "sex": sex}


def staff(c, key, typ="DOCTOR", sex=None):
    pr = person(sex)
    c[key + "_first"] = (pr["first"], typ)
    c[key + "_last"] = (pr["last"], typ)
    c[key + "_full"] = ("%s %s" % (pr["first"], pr["last"]), typ)
    c[key + "_fi"] = (ch(["%s %s", "%s. %s"]) % (pr["first"][0], pr["last"]), typ)
    c[key + "_LF"] = ("%s, %s" % (pr["last"].upper(), pr["first"]), typ)
    c[key + "_ini"] = ((pr["first"][0] + pr["last"][0]).lower(), typ)
    c["_p"][key] = pr
    return pr


def addr_pieces(cc, street, town, region, abbr, pc, sep=", ", with_country=None):
    pcs = [(street, "STREET"), sep, (town, "CITY")]
    if cc == "US" or cc == "CA":
        pcs += [", " if sep == ", " else sep, (abbr if chance(0.8) else region, "STATE"), ch(["  ", " "]), (pc, "ZIP")]
    elif cc == "AU":
        pcs += [" ", (abbr, "STATE"), " ", (pc, "ZIP")]
    elif cc == "NZ":
        if chance(0.5):
            pcs += [sep, (region, "STATE")]
        pcs += [" " if sep == ", " else sep, (pc, "ZIP")]
    elif cc == "IE":
        pcs += [sep, (region, "CITY"), sep, (pc, "ZIP")]
    else:
        if chance(0.6):
            pcs += [sep, (region, "CITY")]
        pcs += [sep, (pc, "ZIP")]
    if with_country:
        pcs += [sep, (with_country, "COUNTRY")]
    return pcs


def postcode(cc, seed):
    if cc == "UK":
        return "%s%d %d%s" % (seed, rint(1, 29), rint(1, 9), letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "IE":
        return "%s %s" % (seed, letters(1, "ACDEFHKNPRTVWXY") + digits(1) + letters(1, "ACDEFHKNPRTVWXY") + digits(1))
    if cc == "US":
        z = seed + digits(3)
        return z + ("-" + digits(4) if chance(0.2) else "")
    if cc == "CA":
        return "%s%d%s %d%s%d" % (seed, rint(0, 9), letters(1, "ABCEGHJKLMNPRSTVXY"), rint(0, 9),
                                  letters(1, "ABCEGHJKLMNPRSTVWXYZ"), rint(0, 9))
    return seed + digits(3)


def street(cc):
    stem = ch(P.STREET_STEMS + P.STREET_EXTRA[cc])
    typ = ch(P.STREET_TYPES[cc])
    num = rint(1, 240) if cc != "US" else rint(10, 9800)
    s = "%d %s %s" % (num, stem, typ)
    r = R.random()
    if r < 0.12:
        s = {"UK": "Flat %d, " % rint(1, 12), "IE": "Apt %d, " % rint(1, 30), "US": "",
             "CA": "", "AU": "Unit %d/" % rint(1, 9), "NZ": "Flat %d, " % rint(1, 6)}[cc] + s
        if cc in ("US", "CA"):
            s += ch([", Apt %d" % rint(1, 40), " Unit %d%s" % (rint(1, 9), ch("ABC")), ", Suite %d" % rint(100, 450)])
    elif r < 0.18 and cc in ("UK", "IE"):
        s = "%s Cottage, %s %s" % (ch(["Rose", "Ivy", "Mill", "Keeper's", "Orchard"]), stem, typ)
    return s


def town(cc):
    return ch(P.TOWNS[cc])


def hospital(cc, exclude=None):
    h = ch(P.HOSPITALS[cc])
    while exclude and h[0] == exclude:
        h = ch(P.HOSPITALS[cc])
    return h

"""PHI surface-form formatters (dates, phones, identifiers, names, contacts).

Every formatter returns a segment: a str, a P, or a list of those.
All randomness comes from the rng passed in (a random.Random(267) object).
"""

import datetime as dt
import unicodedata
from doc import P
import pools_names as PN

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(pick(rng, alphabet) for _ in range(n))


def days(d, n):
    return d + dt.timedelta(days=n)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# ---------------------------------------------------------------- dates
def date_str(rng, d, country, kind="any"):
    dd, mm, yy, y4 = d.day, d.month, d.year % 100, d.year
    euro = country in ("UK", "AU")
    forms = {
        "num": (["%02d/%02d/%d" % (dd, mm, y4), "%d/%d/%d" % (dd, mm, y4),
                 "%02d/%02d/%02d" % (dd, mm, yy), "%02d.%02d.%d" % (dd, mm, y4),
                 "%d.%d.%02d" % (dd, mm, yy)] if euro else
                ["%02d/%02d/%d" % (mm, dd, y4), "%d/%d/%d" % (mm, dd, y4),
                 "%d/%d/%02d" % (mm, dd, yy), "%02d-%02d-%d" % (mm, dd, y4)]),
        "iso": ["%d-%02d-%02d" % (y4, mm, dd), "%d/%02d/%02d" % (y4, mm, dd)],
        "long": (["%d %s %d" % (dd, MON[mm - 1], y4), "%d %s %d" % (dd, MONTHS[mm - 1], y4),
                  "%s %s %d" % (ordinal(dd), MONTHS[mm - 1], y4),
                  "%02d-%s-%d" % (dd, MON[mm - 1], y4), "%02d-%s-%d" % (dd, MON[mm - 1].upper(), y4),
                  "%d%s%02d" % (dd, MON[mm - 1].upper(), yy)] if euro else
                 ["%s %d, %d" % (MONTHS[mm - 1], dd, y4), "%s %d %d" % (MON[mm - 1], dd, y4),
                  "%s. %d, %d" % (MON[mm - 1], dd, y4), "%02d-%s-%d" % (dd, MON[mm - 1], y4),
                  "%d %s %d" % (dd, MON[mm - 1], y4)]),
        "short": (["%d/%d" % (dd, mm), "%02d/%02d" % (dd, mm), "%d %s" % (dd, MON[mm - 1]),
                   "%s %s" % (ordinal(dd), MONTHS[mm - 1])] if euro else
                  ["%d/%d" % (mm, dd), "%s %d" % (MON[mm - 1], dd), "%s %s" % (MONTHS[mm - 1], ordinal(dd))]),
        "wd": (["%s %d/%d" % (WD[d.weekday()], dd, mm), "%s %d %s" % (WEEKDAYS[d.weekday()], dd, MONTHS[mm - 1]),
                "%s %02d/%02d/%d" % (WD[d.weekday()], dd, mm, y4)] if euro else
               ["%s %d/%d" % (WD[d.weekday()], mm, dd), "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[mm - 1], dd, y4),
                "%s %02d/%02d/%d" % (WD[d.weekday()], mm, dd, y4)]),
        "my": ["%s %d" % (MONTHS[mm - 1], y4), "%s %d" % (MON[mm - 1], y4),
               ("%02d/%d" % (mm, y4)), "%s-%02d" % (MON[mm - 1], yy)],
        "y": ["%d" % y4],
        "weekday": [WEEKDAYS[d.weekday()], WD[d.weekday()]],
    }
    if country == "CA" and kind in ("num", "any") and rng.random() < 0.5:
        kind = "iso"
    if kind == "any":
        kind = pick(rng, ["num", "num", "num", "long", "long", "iso", "wd"])
    return pick(rng, forms[kind])


def date(rng, d, country, kind="any"):
    return P(date_str(rng, d, country, kind), "DATE")


def dob(rng, d, country):
    kind = pick(rng, ["num", "num", "num", "long", "iso"])
    return date(rng, d, country, kind)


# ---------------------------------------------------------------- phones
US_AREA = ["216", "412", "517", "503", "713", "404", "612", "617", "480", "919", "608",
           "303", "615", "314", "410", "319", "502", "206", "505", "802"]
CA_AREA = ["416", "613", "514", "819", "604", "780", "403", "204", "306", "902", "506", "709"]
UK_AREA = ["0161", "0113", "0117", "0114", "0191", "0121", "029", "020", "01632", "01792",
           "01865", "01224", "028", "01603", "01752"]
AU_AREA = ["02", "03", "07", "08"]


def phone_str(rng, country, kind="land"):
    r = rng.random()
    if country in ("US", "CA"):
        a = pick(rng, US_AREA if country == "US" else CA_AREA)
        if kind == "mob":
            kind = "land"
        if kind == "free":
            a = pick(rng, ["800", "888", "877", "866"])
        n = "01" + digits(rng, 2) if rng.random() < 0.7 else digits(rng, 4)
        if r < 0.4:
            s = "(%s) 555-%s" % (a, n)
        elif r < 0.7:
            s = "%s-555-%s" % (a, n)
        elif r < 0.8:
            s = "%s.555.%s" % (a, n)
        elif r < 0.9:
            s = "+1 %s 555 %s" % (a, n)
        else:
            s = "1-%s-555-%s" % (a, n)
    elif country == "UK":
        if kind == "mob":
            s = pick(rng, ["07700 555%s", "07%s 555 %s", "+44 7700 555%s"])
            if s.count("%s") == 2:
                s = s % (digits(rng, 3), digits(rng, 3))
            else:
                s = s % digits(rng, 3)
        elif kind == "free":
            s = "0800 555 %s" % digits(rng, 4)
        else:
            a = pick(rng, UK_AREA)
            if len(a) == 3:
                s = "%s %s555 %s" % (a, pick(rng, "3789"), digits(rng, 4))
            elif len(a) == 4:
                s = "%s 555 %s" % (a, digits(rng, 4))
            else:
                s = pick(rng, ["%s 555%s", "%s 555 %s"]) % (a, digits(rng, 3))
            if r < 0.15:
                s = "+44 " + s[1:]
    else:  # AU
        if kind == "mob":
            s = pick(rng, ["04%s 555 %s", "04%s555%s"]) % (digits(rng, 2), digits(rng, 3))
        elif kind == "free":
            s = "1800 555 %s" % digits(rng, 3)
        else:
            a = pick(rng, AU_AREA)
            n = "5550 " + digits(rng, 4)
            if r < 0.5:
                s = "(%s) %s" % (a, n)
            elif r < 0.8:
                s = "%s %s" % (a, n)
            else:
                s = "+61 %s %s" % (a[1], n)
    return s


def phone(rng, country, kind="land", ext=False):
    s = phone_str(rng, country, kind)
    if ext:
        s += pick(rng, [" ext. %s", " ext %s", " x%s", " extn %s"]) % digits(rng, rng.choice([3, 4]))
    return P(s, "PHONE")


def fax(rng, country):
    return P(phone_str(rng, country, "land"), "FAX")


def pager(rng, country):
    if country == "UK":
        return P(pick(rng, ["555%d" % rng.randrange(10), "%d555" % rng.randrange(10),
                            "#555%d" % rng.randrange(10)]), "PHONE")
    if country == "AU":
        return P("555%d" % rng.randrange(10), "PHONE")
    return P(pick(rng, ["555-%s" % digits(rng, 4), "5-55%s" % digits(rng, 2),
                        "555%s" % digits(rng, 2)]), "PHONE")


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        ds = [9] + [rng.randrange(10) for _ in range(8)]
        tot = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            s = "".join(map(str, ds + [chk]))
            return s


def fmt_nhs(rng, s):
    return pick(rng, ["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])


def mrn_value(rng, country):
    r = rng.random()
    if country == "UK":
        return pick(rng, ["RX%s" % digits(rng, 7), "K%s" % digits(rng, 6), "H%s" % digits(rng, 7),
                          "%s%s" % (letters(rng, 1), digits(rng, 7)), "NV%s" % digits(rng, 6)])
    if country == "US":
        return pick(rng, ["%08d" % rng.randrange(10 ** 7, 10 ** 8), "00%s" % digits(rng, 6),
                          "E%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5))])
    if country == "AU":
        return pick(rng, ["%s" % digits(rng, 7), "0%s" % digits(rng, 6), "MR%s" % digits(rng, 6)])
    return pick(rng, ["%s" % digits(rng, 7), "H%s" % digits(rng, 6), "%s-%s" % (digits(rng, 2), digits(rng, 5))])


def ssn_us(rng):
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)) if rng.random() < 0.85 else \
        "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def sin_ca(rng):
    return pick(rng, ["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def mbi(rng):
    L = "ACDEFGHJKMNPQRTUVWXY"
    c = [str(rng.randrange(1, 10)), pick(rng, L), pick(rng, L + "0123456789"), digits(rng, 1),
         pick(rng, L), pick(rng, L + "0123456789"), digits(rng, 1), pick(rng, L), pick(rng, L),
         digits(rng, 1), digits(rng, 1)]
    s = "".join(c)
    return s if rng.random() < 0.5 else "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def us_member(rng):
    return pick(rng, ["%s%s" % (letters(rng, 3), digits(rng, 6)), "W%s" % digits(rng, 9),
                      "%s%s-%s" % (letters(rng, 2), digits(rng, 5), digits(rng, 2)),
                      "MCD%s" % digits(rng, 8)])


def us_group(rng):
    return pick(rng, ["GRP-%s" % digits(rng, 5), "%s" % digits(rng, 6), "G%s" % digits(rng, 5)])


def au_medicare(rng):
    return "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 10))


def au_ihi(rng):
    return "8003 60%s %s %s" % (digits(rng, 2), digits(rng, 4), digits(rng, 4))


def au_dva(rng):
    return pick(rng, ["NX%s", "VX%s", "QX%s", "WX%s"]) % digits(rng, 6)


def au_ndis(rng):
    return "43%s" % digits(rng, 7)


def ca_health(rng, prov):
    if prov == "ON":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if prov == "QC":
        return "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4))
    if prov == "BC":
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return "%s-%s" % (digits(rng, 5), digits(rng, 4))


def account(rng, kind="any"):
    forms = {"homecare": ["HC-%s" % digits(rng, 7), "CUST %s" % digits(rng, 7), "A%s" % digits(rng, 6),
                          "%s/%s" % (digits(rng, 4), digits(rng, 3))],
             "encounter": ["%s" % digits(rng, 10), "V%s" % digits(rng, 8), "ENC-%s" % digits(rng, 7),
                           "%s-%s" % (digits(rng, 2), digits(rng, 6))],
             "billing": ["%s-%s" % (digits(rng, 4), digits(rng, 4)), "BA%s" % digits(rng, 7),
                         "INV-%s" % digits(rng, 6), "CLM%s" % digits(rng, 9)]}
    if kind == "any":
        kind = pick(rng, sorted(forms))
    return P(pick(rng, forms[kind]), "ACCOUNT")


def license_val(rng, kind):
    f = {
        "npi": lambda: pick(rng, "12") + digits(rng, 9),
        "dea": lambda: letters(rng, 2, "ABFGM") + digits(rng, 7),
        "gmc": lambda: pick(rng, "3467") + digits(rng, 6),
        "nmc": lambda: "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1)),
        "hcpc": lambda: "DT" + digits(rng, 6),
        "hcpc_slt": lambda: "SL" + digits(rng, 6),
        "gphc": lambda: "20" + digits(rng, 5),
        "ahpra_med": lambda: "MED000" + digits(rng, 7),
        "ahpra_nurse": lambda: "NMW000" + digits(rng, 7),
        "ahpra_pharm": lambda: "PHA000" + digits(rng, 7),
        "apd": lambda: digits(rng, 5),
        "state_rd": lambda: pick(rng, ["LD%s", "LDN-%s", "RD%s"]) % digits(rng, 6),
        "state_md": lambda: "%s%s" % (letters(rng, 2), digits(rng, 6)),
        "cpso": lambda: digits(rng, 5),
        "cdo": lambda: pick(rng, ["%s", "RD-%s"]) % digits(rng, 5),
        "cno": lambda: digits(rng, 8),
        "ocp": lambda: digits(rng, 6),
        "dl": lambda: pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 7)),
                                 "%s%s%s" % (letters(rng, 5), digits(rng, 6), letters(rng, 2))]),
    }[kind]
    return P(f(), "LICENSE")


def device_id(rng, kind="pump"):
    forms = {
        "pump": ["SN %s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 7)),
                 "%s-%s" % (letters(rng, 3), digits(rng, 6)), "%s%s" % (digits(rng, 4), letters(rng, 2) + digits(rng, 4)),
                 "FP%s" % digits(rng, 8)],
        "asset": ["PMP-%s" % digits(rng, 6), "ASSET %s-%s" % (digits(rng, 2), digits(rng, 4)),
                  "EQ%s" % digits(rng, 7), "MEDE-%s" % digits(rng, 5)],
        "fridge": ["FRG-%s" % digits(rng, 5), "CF%s" % digits(rng, 6)],
        "logger": ["DL-%s" % digits(rng, 5), "TL%s" % digits(rng, 7)],
        "port": ["PT%s" % digits(rng, 8), "%s-%s" % (letters(rng, 2), digits(rng, 7))],
    }
    v = pick(rng, forms[kind])
    if v.startswith("SN "):
        v = v[3:]
    return P(v, "DEVICE")


def idnum(rng, kind):
    y = rng.choice(["22", "23", "24", "25"])
    forms = {
        "referral": ["REF-20%s-%s" % (y, digits(rng, 5)), "NST%s" % digits(rng, 6), "R%s" % digits(rng, 8),
                     "ERS-%s-%s" % (digits(rng, 4), digits(rng, 4))],
        "rx": ["RX-%s" % digits(rng, 7), "%s" % digits(rng, 8), "PN-RX-%s" % digits(rng, 5), "Rx%s" % digits(rng, 6)],
        "order": ["ORD %s" % digits(rng, 6), "SO-%s" % digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 6))],
        "batch": ["PN%s-%02d" % (digits(rng, 6), rng.randrange(1, 30)), "B%s/%s" % (digits(rng, 5), digits(rng, 2)),
                  "CU-%s-%s" % (y, digits(rng, 5))],
        "accession": ["BC%s-%s" % (y, digits(rng, 6)), "M%s-%s" % (y, digits(rng, 5)), "%s%s" % (letters(rng, 1), digits(rng, 9)),
                      "MIC-%s" % digits(rng, 7)],
        "docket": ["DN-%s" % digits(rng, 6), "DEL%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5))],
        "loan": ["LA-%s" % digits(rng, 5), "LOAN/%s/%s" % (y, digits(rng, 4)), "EL%s" % digits(rng, 6)],
        "incident": ["W%s" % digits(rng, 6), "INC-20%s-%s" % (y, digits(rng, 4)), "IR%s" % digits(rng, 5)],
        "passport": ["%s" % digits(rng, 9), "PA%s" % digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 6))],
        "case": ["CASE-%s" % digits(rng, 5), "IFU/%s/%s" % (y, digits(rng, 3)), "MDT%s" % digits(rng, 5)],
        "auth": ["PA-%s" % digits(rng, 8), "AUTH %s" % digits(rng, 9), "%s%s" % (letters(rng, 3), digits(rng, 7))],
        "specimen": ["S%s-%s" % (y, digits(rng, 5)), "SP%s" % digits(rng, 7)],
    }
    return P(pick(rng, forms[kind]), "IDNUM")


def vehicle(rng, country):
    if rng.random() < 0.15:
        return P(letters(rng, 3, "123456789ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 1) +
                 letters(rng, 13, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"), "VEHICLE")
    if country == "UK":
        s = "%s%02d %s" % (letters(rng, 2), rng.choice([19, 20, 21, 22, 69, 70, 71, 72, 23, 73]), letters(rng, 3))
    elif country == "US":
        s = pick(rng, ["%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 3))])
    elif country == "AU":
        s = pick(rng, ["%d%s %s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))])
    else:
        s = pick(rng, ["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s%s" % (digits(rng, 3), letters(rng, 1), digits(rng, 3))])
    return P(s, "VEHICLE")


def bioid(rng):
    return P(pick(rng, ["FP-%s" % digits(rng, 5), "BIO-%s-F" % digits(rng, 4), "VP-%s" % digits(rng, 6),
                        "PV-%s" % digits(rng, 5), "FPT%s" % digits(rng, 7), "IRIS-%s" % digits(rng, 5)]), "BIOID")


def ipaddr(rng):
    r = rng.random()
    if r < 0.4:
        s = "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    elif r < 0.75:
        s = "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    else:
        s = "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return P(s, "IPADDR")


DOMAINS = ["example.com", "example.org", "example.net"]


def email_person(rng, person, style=None):
    f = person.first.split()[0].split("-")[0].lower()
    l = person.last.replace(" ", "").replace("'", "").lower()
    f = _ascii(f)
    l = _ascii(l)
    local = pick(rng, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%s" % (f, l, digits(rng, 2)),
                       "%s.%s" % (f[0], l), "%s%s" % (l, digits(rng, 2))])
    return P("%s@%s" % (local, pick(rng, DOMAINS)), "EMAIL")


def email_role(rng, role):
    return P("%s@%s" % (role, pick(rng, DOMAINS)), "EMAIL")


def url(rng, path=None):
    host = pick(rng, ["www.", "https://", "https://portal.", "", "http://www."]) + pick(rng, DOMAINS)
    path = path or pick(rng, ["/hpn", "/homefeeding", "/pump-support", "/nst/referrals", "/patient-portal",
                              "/hen/training-videos", "/delivery-tracking"])
    return P(host + path, "URL")


_EXTRA = {"ł": "l", "ø": "o", "þ": "th", "ð": "d", "æ": "ae", "ı": "i"}


def _ascii(s):
    out = []
    for ch in unicodedata.normalize("NFKD", s):
        if unicodedata.combining(ch):
            continue
        out.append(_EXTRA.get(ch, ch))
    return "".join(out).replace("'", "")


def username(rng, person):
    f = _ascii(person.first.split()[0].split("-")[0].lower())
    l = _ascii(person.last.replace(" ", "").replace("-", "").lower())
    return P(pick(rng, ["%s%s" % (f[0], l[:7]), "%s.%s" % (f, l), "%s%s%s" % (f[0], l[:6], pick(rng, PN.USER_SUFFIX)),
                        "%s%s" % (l[:5], f[:2]), "%s_%s" % (f, l[0])]), "USERNAME")


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(k):
    if k < 20:
        return _ONES[k]
    t, o = divmod(k, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "the August bank holiday", "Good Friday"],
            "US": ["Thanksgiving", "Christmas", "July 4th", "Labor Day", "Memorial Day", "New Year's Eve"],
            "AU": ["Australia Day", "Anzac Day", "Christmas", "Easter", "Boxing Day", "the King's Birthday long weekend"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Boxing Day", "Saint-Jean-Baptiste"]}


def holiday(rng, country):
    h = pick(rng, HOLIDAYS[country])
    if h.startswith("the "):
        return ["the ", P(h[4:], "DATE")]
    return P(h, "DATE")

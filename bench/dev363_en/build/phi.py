"""PHI value makers and per-country formats for dev363_en.

Every function takes the single random.Random(363) as R.  Contacts are
fictional: phones contain 555, mail and web use example.com/.org/.net,
IPs are private, SSN-like numbers start with 9 or 000.
"""
import datetime as dt
import unicodedata

import pools as PL
from core import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
DMY = ("GB", "IE", "AU", "NZ")


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ord(ch) < 128)


def slug(s):
    return "".join(ch for ch in ascii_fold(s).lower() if ch.isalnum())


GENERIC_WORDS = ("the", "msk", "hub", "clinic", "physio", "physiotherapy", "&", "and", "ltd", "co",
                 "health", "centre", "center", "service", "practice", "surgery", "medical", "llp")


def org_slug(name, n=2):
    """Short host label from an organisation name: its first distinctive words."""
    words = [slug(w) for w in name.replace("-", " ").split()]
    keep = [w for w in words if w and w not in GENERIC_WORDS][:n]
    return "-".join(keep) or slug(name)[:12]


def digits(R, n):
    return "".join(str(R.randrange(10)) for _ in range(n))


def letters(R, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# --- dates ----------------------------------------------------------------
def fmt_date(R, c, d, kind="any"):
    """A calendar date written the way a clinic in country c writes it.
    kind: any | num | long | sys (system stamp)"""
    m3 = MONTHS[d.month - 1][:3]
    mon = MONTHS[d.month - 1]
    wd = WEEKDAYS[d.weekday()]
    if kind == "sys":
        opts = ["%04d-%02d-%02d" % (d.year, d.month, d.day)]
        opts.append("%02d/%02d/%04d" % ((d.month, d.day, d.year) if c == "US"
                                         else (d.day, d.month, d.year)))
        opts.append("%02d-%s-%04d" % (d.day, m3.upper(), d.year))
        return R.choice(opts)
    if c in DMY or (c == "CA" and R.random() < 0.3):
        num = ["%02d/%02d/%04d" % (d.day, d.month, d.year),
               "%d/%d/%02d" % (d.day, d.month, d.year % 100),
               "%02d.%02d.%04d" % (d.day, d.month, d.year),
               "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
               "%02d-%02d-%04d" % (d.day, d.month, d.year)]
        lng = ["%d %s %d" % (d.day, m3, d.year), "%d %s %d" % (d.day, mon, d.year),
               "%s %s %d" % (ordinal(d.day), mon, d.year),
               "%s %d %s %d" % (wd, d.day, mon, d.year),
               "%s %02d/%02d/%02d" % (wd[:3], d.day, d.month, d.year % 100),
               "%02d-%s-%d" % (d.day, m3, d.year), "%d %s %02d" % (d.day, m3, d.year % 100),
               "%s, %d %s %d" % (wd, d.day, mon, d.year)]
    else:
        num = ["%02d/%02d/%04d" % (d.month, d.day, d.year),
               "%d/%d/%02d" % (d.month, d.day, d.year % 100),
               "%d/%d/%04d" % (d.month, d.day, d.year),
               "%04d-%02d-%02d" % (d.year, d.month, d.day),
               "%02d-%02d-%04d" % (d.month, d.day, d.year)]
        lng = ["%s %d, %d" % (mon, d.day, d.year), "%s %d, %d" % (m3, d.day, d.year),
               "%s, %s %d, %d" % (wd, mon, d.day, d.year),
               "%s %d/%d" % (wd[:3], d.month, d.day),
               "%s %d %d" % (m3, d.day, d.year), "%d %s %d" % (d.day, mon, d.year),
               "%s %d/%d/%02d" % (wd[:3], d.month, d.day, d.year % 100)]
        if c == "CA":
            num = ["%04d-%02d-%02d" % (d.year, d.month, d.day)] * 3 + num
    if kind == "num":
        return R.choice(num)
    if kind == "dob":
        return R.choice(num + [x for x in lng if not any(w[:3] in x for w in WEEKDAYS)])
    if kind == "long":
        return R.choice(lng)
    return R.choice(num + lng)


def fmt_month(R, d):
    return R.choice(["%s %d" % (MONTHS[d.month - 1], d.year),
                     "%s %d" % (MONTHS[d.month - 1][:3], d.year),
                     "%s-%02d" % (MONTHS[d.month - 1][:3], d.year % 100),
                     "%02d/%d" % (d.month, d.year)])


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(R, lo, hi):
    a = dt.date(*lo).toordinal()
    b = dt.date(*hi).toordinal()
    return dt.date.fromordinal(R.randint(a, b))


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


def clock(R, lo=7, hi=19):
    return "%02d:%02d" % (R.randint(lo, hi), R.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 12, 7, 48]))


# --- contacts -----------------------------------------------------------------
AREA = {"GB": ["0113", "0161", "0121", "0117", "01632", "01904", "0131", "0141",
               "029", "028", "01223", "01872", "0191", "01752"],
        "US": ["617", "216", "412", "503", "919", "404", "303", "608", "713",
               "313", "206", "802", "515", "505", "651"],
        "CA": ["416", "604", "403", "902", "204", "306", "506", "613", "250"],
        "AU": ["02", "03", "07", "08"], "NZ": ["09", "03", "04", "06", "07"],
        "IE": ["021", "091", "066", "094", "01", "051", "074", "045", "061"]}


def phone(R, c, kind="land"):
    if c == "GB":
        if kind == "mob":
            return R.choice(["07700 555%s" % digits(R, 3), "07%s 555 %s" % (digits(R, 3), digits(R, 3)),
                             "+44 7%s 555%s" % (digits(R, 3), digits(R, 3))])
        a = R.choice(AREA["GB"])
        if len(a) == 3:
            return "%s 555%s %s" % (a, digits(R, 1), digits(R, 4))
        return R.choice(["%s 555 %s" % (a, digits(R, 4)), "(%s) 555 %s" % (a, digits(R, 4)),
                         "+44 %s 555 %s" % (a[1:], digits(R, 4)), "%s 555%s" % (a, digits(R, 4))])
    if c in ("US", "CA"):
        a = R.choice(AREA[c])
        n = "01%s" % digits(R, 2) if R.random() < 0.6 else digits(R, 4)
        return R.choice(["(%s) 555-%s" % (a, n), "%s-555-%s" % (a, n), "%s.555.%s" % (a, n),
                         "+1 %s 555 %s" % (a, n), "1-%s-555-%s" % (a, n), "(%s) 555-%s" % (a, n)])
    if c == "AU":
        if kind == "mob":
            return R.choice(["04%s 555 %s" % (digits(R, 2), digits(R, 3)),
                             "+61 4%s 555 %s" % (digits(R, 2), digits(R, 3))])
        a = R.choice(AREA["AU"])
        return R.choice(["(%s) 555%s %s" % (a, digits(R, 1), digits(R, 4)),
                         "%s %s555 %s" % (a, digits(R, 1), digits(R, 3)),
                         "+61 %s 555%s %s" % (a[1:], digits(R, 1), digits(R, 4))])
    if c == "NZ":
        if kind == "mob":
            return R.choice(["02%s 555 %s" % (R.choice("1279"), digits(R, 4)),
                             "+64 2%s 555 %s" % (R.choice("1279"), digits(R, 4))])
        a = R.choice(AREA["NZ"])
        return R.choice(["(%s) 555 %s" % (a, digits(R, 4)), "%s 555 %s" % (a, digits(R, 4)),
                         "+64 %s 555 %s" % (a[1:], digits(R, 4))])
    # IE
    if kind == "mob":
        return R.choice(["08%s 555 %s" % (R.choice("35679"), digits(R, 4)),
                         "+353 8%s 555 %s" % (R.choice("35679"), digits(R, 4))])
    a = R.choice(AREA["IE"])
    return R.choice(["(%s) 555 %s" % (a, digits(R, 4)), "%s 555 %s" % (a, digits(R, 4)),
                     "+353 %s 555 %s" % (a[1:], digits(R, 4))])


def with_ext(R, num):
    return num + R.choice([" ext. %s" % digits(R, 4), " ext %s" % digits(R, 3),
                           " x%s" % digits(R, 4), " Ext %s" % digits(R, 4)])


def pager(R):
    return R.choice(["555%s" % digits(R, 1), "%s555" % digits(R, 1), "#555%s" % digits(R, 1),
                     "4-555%s" % digits(R, 1), "555-%s" % digits(R, 2)])


DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com",
           "nhs.example.net", "health.example.org", "clinic.example.com",
           "physio.example.org", "post.example.net"]


def email(R, first, last, org=None):
    f, l = slug(first), slug(last)
    local = R.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%s" % (f, l, digits(R, 2)),
                      "%s%s" % (f, digits(R, 2)), "%s.%s%s" % (l, f[0], digits(R, 1))])
    dom = R.choice(DOMAINS) if org is None else "%s.example.%s" % (org_slug(org), R.choice(["org", "net", "com"]))
    return "%s@%s" % (local, dom)


def org_email(R, org):
    return "%s@%s.example.%s" % (R.choice(["admin", "reception", "referrals", "msk.triage",
                                           "physio", "info", "appointments", "enquiries"]),
                                 org_slug(org), R.choice(["org", "net", "com"]))


def url(R, org=None, path=None):
    host = R.choice(["www.example.org", "www.example.com", "portal.example.net",
                     "physio.example.com", "msk.example.org"])
    if org:
        host = "%s%s.example.%s" % (R.choice(["www.", "", "portal."]), org_slug(org), R.choice(["org", "com", "net"]))
    path = path or R.choice(["self-referral", "hep/%s" % letters(R, 6, "abcdefghjkmnpqrstuvwxyz23456789"),
                             "msk/exercises", "appointments", "patient/login", "videos/%s" % digits(R, 5)])
    return R.choice(["https://", "http://", "", "https://"]) + host + "/" + path


def ip(R):
    k = R.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (R.randint(16, 31), R.randrange(256), R.randint(1, 254))
    return "192.168.%d.%d" % (R.randrange(256), R.randint(1, 254))


# --- identifiers ------------------------------------------------------------
def mrn(R, c):
    if c == "GB":
        return R.choice(["RX%s" % digits(R, 7), "K%s" % digits(R, 6), "M%s" % digits(R, 7),
                         "%s%s" % (letters(R, 3), digits(R, 6)), "H%s" % digits(R, 8)])
    if c == "US":
        return R.choice(["00%s" % digits(R, 6), "E%s" % digits(R, 7), digits(R, 8),
                         "%s-%s" % (digits(R, 3), digits(R, 5))])
    if c == "CA":
        return R.choice(["CH%s" % digits(R, 7), "%s%s" % (letters(R, 1), digits(R, 7))])
    if c == "AU":
        return R.choice(["%s" % digits(R, 7), "UR%s" % digits(R, 6), "MRN%s" % digits(R, 6)])
    if c == "NZ":
        return "%s%s" % (letters(R, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ"), digits(R, 4))  # NHI
    return R.choice(["0%s" % digits(R, 6), "%s" % digits(R, 7)])


def nhs_number(R):
    x = digits(R, 10)
    return R.choice(["%s %s %s" % (x[:3], x[3:6], x[6:]), x, "%s-%s-%s" % (x[:3], x[3:6], x[6:])])


def healthplan(R, c):
    if c == "US":
        return R.choice(["%s%s" % (letters(R, 3), digits(R, 9)), "W%s" % digits(R, 9),
                         "%s-%s" % (digits(R, 5), digits(R, 4)), "%s%s%s" % (letters(R, 2), digits(R, 6), letters(R, 1))])
    if c == "AU":
        x = "%s%s" % (R.randint(2, 6), digits(R, 9))
        return "%s %s %s" % (x[:4], x[4:9], x[9])
    if c == "CA":
        return R.choice(["%s-%s-%s-%s" % (digits(R, 4), digits(R, 3), digits(R, 3), letters(R, 2)),
                         "9%s %s %s" % (digits(R, 3), digits(R, 3), digits(R, 3))])
    if c == "IE":
        return R.choice(["%s%s" % (digits(R, 7), letters(R, 1)), "LH-%s" % digits(R, 8)])
    if c == "NZ":
        return R.choice(["KH%s" % digits(R, 7), "%s-%s" % (digits(R, 6), digits(R, 2))])
    return R.choice(["%s" % digits(R, 8), "MH%s" % digits(R, 7), "%s/%s" % (digits(R, 6), digits(R, 2))])


def group_no(R):
    return R.choice(["GRP%s" % digits(R, 6), "%s" % digits(R, 6), "G-%s" % digits(R, 5)])


def ssn(R, c):
    if c == "US":
        a = R.choice(["9%s" % digits(R, 2), "000"])
        return R.choice(["%s-%s-%s" % (a, digits(R, 2), digits(R, 4)), "%s%s%s" % (a, digits(R, 2), digits(R, 4))])
    if c == "CA":
        return "9%s %s %s" % (digits(R, 2), digits(R, 3), digits(R, 3))
    if c == "IE":
        return "9%s%s" % (digits(R, 6), letters(R, 1, "ABCDEFGHJKLMNPQRSTVW"))
    return "000%s" % digits(R, 6)


def account(R, c):
    return R.choice(["%s%s" % (R.choice(["E", "V", "ENC", "EP"]), digits(R, 7)),
                     "%s-%s" % (digits(R, 4), digits(R, 4)), digits(R, 9),
                     "INV-%s" % digits(R, 6), "%s/%s" % (digits(R, 2), digits(R, 6))])


def idnum(R, kind="ref"):
    if kind == "acc":
        return R.choice(["RAD%s-%s" % (digits(R, 2), digits(R, 6)), "A%s" % digits(R, 8),
                         "XR%s" % digits(R, 7), "MR%s%s" % (digits(R, 2), digits(R, 5))])
    if kind == "ubrn":
        x = digits(R, 12)
        return "%s %s %s" % (x[:4], x[4:8], x[8:])
    if kind == "claim":
        return R.choice(["CLM-%s" % digits(R, 7), "%s%s" % (letters(R, 2), digits(R, 8)),
                         "1000%s" % digits(R, 6), "%s-%s-%s" % (digits(R, 2), digits(R, 4), digits(R, 4))])
    return R.choice(["REF%s" % digits(R, 6), "MSK-%s-%s" % (digits(R, 2), digits(R, 5)),
                     "%s%s" % (letters(R, 2), digits(R, 6)), "SR-%s" % digits(R, 7),
                     "%s/%s" % (digits(R, 4), digits(R, 3))])


def licence(R, c, role="physio"):
    if role == "doctor":
        return {"GB": "%s" % digits(R, 7), "IE": "%s" % digits(R, 6),
                "US": "1%s" % digits(R, 9), "CA": "CPSO %s" % digits(R, 5) if R.random() < 0.4 else digits(R, 5),
                "AU": "MED%s" % digits(R, 10), "NZ": digits(R, 5)}[c]
    return {"GB": "PH%s" % digits(R, 6), "IE": "PT%s" % digits(R, 6),
            "US": R.choice(["PT%s" % digits(R, 6), "1%s" % digits(R, 9), "PT-%s" % digits(R, 5)]),
            "CA": R.choice(["%s" % digits(R, 5), "PT%s" % digits(R, 4)]),
            "AU": "PHY%s" % digits(R, 10), "NZ": "70-%s" % digits(R, 5)}[c]


def lic_label(c, role="physio"):
    if role == "doctor":
        return {"GB": "GMC", "IE": "IMC", "US": "NPI", "CA": "Reg.", "AU": "AHPRA", "NZ": "MCNZ"}[c]
    return {"GB": "HCPC", "IE": "CORU", "US": "Lic.", "CA": "Reg. #", "AU": "AHPRA", "NZ": "Reg."}[c]


def plate(R, c):
    if c == "GB":
        return "%s%s %s" % (letters(R, 2, "ABCDEFGHKLMNOPRSVWY"), digits(R, 2), letters(R, 3))
    if c == "IE":
        return "%s-%s-%s" % (R.choice(["191", "202", "221", "231", "182", "172"]),
                             R.choice(["C", "D", "G", "KY", "MO", "WX", "L", "T"]), digits(R, R.randint(3, 5)))
    if c == "US":
        return R.choice(["%s%s%s" % (R.randint(1, 9), letters(R, 3), digits(R, 3)),
                         "%s-%s" % (letters(R, 3), digits(R, 4))])
    if c == "CA":
        return R.choice(["%s %s" % (letters(R, 4), digits(R, 3)), "%s%s %s" % (letters(R, 2), digits(R, 1), letters(R, 3))])
    if c == "AU":
        return R.choice(["%s%s%s" % (R.randint(1, 9), letters(R, 3), digits(R, 3)),
                         "%s-%s" % (letters(R, 3), digits(R, 3))])
    return "%s%s" % (letters(R, 3), digits(R, 3))


def vin(R):
    return letters(R, 3) + digits(R, 2) + letters(R, 3) + digits(R, 9)


def dl_number(R, c):
    if c == "GB":
        return "%s%s%s%s" % (letters(R, 5), digits(R, 6), letters(R, 2), digits(R, 1) + letters(R, 2))
    if c == "US":
        return "%s%s" % (letters(R, 1), digits(R, 8))
    return "%s%s" % (letters(R, 2), digits(R, 6))


def serial(R, kind="tens"):
    return {"tens": R.choice(["TN-%s" % digits(R, 5), "SN %s%s" % (letters(R, 2), digits(R, 6))]),
            "asset": R.choice(["EQ-%s" % digits(R, 5), "AST%s" % digits(R, 6), "LN%s" % digits(R, 4)]),
            "brace": "%s%s-%s" % (letters(R, 2), digits(R, 4), digits(R, 3)),
            "wear": "%s%s%s" % (letters(R, 1), digits(R, 3), letters(R, 2) + digits(R, 4)),
            "implant": R.choice(["%s%s" % (digits(R, 2), letters(R, 1) + digits(R, 5)), "SN%s" % digits(R, 8)])}[kind]


def bioid(R, kind=None):
    if kind == "voice":
        return R.choice(["VP%s" % digits(R, 7), "VOX-%s-%s" % (digits(R, 3), digits(R, 4))])
    if kind == "finger":
        return R.choice(["FP-%s" % digits(R, 5), "FPT%s" % digits(R, 5), "BIO%s" % digits(R, 6)])
    return R.choice(["FP-%s" % digits(R, 5), "BIO%s" % digits(R, 6), "PV-%s-%s" % (digits(R, 3), digits(R, 4)),
                     "VP%s" % digits(R, 7), "FPT%s" % digits(R, 5)])


def username(R, first, last):
    f, l = slug(first), slug(last)
    return R.choice(["%s%s" % (f[0], l[:7]), "%s.%s" % (f, l), "%s%s%s" % (f[0], l[:6], digits(R, 1)),
                     "%s_%s" % (l[:6], f[0]), "%s%s" % (f[:3], l[:3]) + digits(R, 2)])


# --- places -------------------------------------------------------------
def street(R, c):
    stem = R.choice(PL.STREET_STEMS)
    suf = R.choice(PL.SUFFIX[c])
    num = R.choice([R.randint(1, 99), R.randint(1, 250), R.randint(100, 9999) if c in ("US", "CA") else R.randint(1, 60)])
    base = "%d %s %s" % (num, stem, suf)
    r = R.random()
    if c == "GB" and r < 0.2:
        return "Flat %d, %s" % (R.randint(1, 24), base)
    if c == "GB" and r < 0.3:
        return "%s Cottage, %s %s" % (R.choice(PL.STREET_STEMS), stem, suf)
    if c in ("US", "CA") and r < 0.25:
        return "%s, %s" % (base, R.choice(["Apt %d%s" % (R.randint(1, 12), R.choice("ABCD")), "Unit %d" % R.randint(1, 40), "Suite %d" % R.randint(100, 400)]))
    if c == "AU" and r < 0.3:
        return "%d/%d %s %s" % (R.randint(1, 20), R.randint(1, 120), stem, suf)
    if c == "IE" and r < 0.25:
        return "%d %s" % (R.randint(1, 80), R.choice(["Cluain Ard", "Gleann Rua", "Radharc na Mara", "Ard na Greine",
                                                      "Bothar na Tra", "Pairc an Chaislean"]))
    return base


def postcode(R, c):
    if c == "GB":
        return "%s%d %d%s" % (letters(R, R.choice([1, 2]), "ABCDEGHKLMNPRSTWY"), R.randint(1, 29), R.randint(0, 9), letters(R, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "IE":
        return "%s%02d %s" % (R.choice("ADEFHKNPRTVWXY"), R.randint(1, 99), letters(R, 1) + digits(R, 1) + letters(R, 1) + digits(R, 1))
    if c == "US":
        return R.choice([digits(R, 5), "%s-%s" % (digits(R, 5), digits(R, 4))])
    if c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (R.choice(L), R.randint(0, 9), R.choice(L), R.randint(0, 9), R.choice(L), R.randint(0, 9))
    return "%d%s" % (R.randint(1, 9), digits(R, 3))


class Addr(object):
    pass


def address(R, c):
    a = Addr()
    a.c = c
    a.street = street(R, c)
    a.town = R.choice(PL.TOWNS[c])
    a.county = None
    a.state = None
    if c in ("GB", "IE") and (c == "IE" or R.random() < 0.45):
        a.county = R.choice(PL.COUNTIES[c])
    if c in PL.STATES:
        ab, full = R.choice(PL.STATES[c])
        a.state = ab if (R.random() < 0.75 and c != "NZ") else full
    a.zip = postcode(R, c)
    a.country = R.choice(PL.COUNTRY_NAME[c])
    return a


def addr_pieces(R, a, style="one", country=False):
    """Address as pieces; each part its own span."""
    st = P(a.street, "STREET")
    tw = P(a.town, "CITY")
    z = P(a.zip, "ZIP")
    co = P(a.county, "CITY") if a.county else None
    sa = P(a.state, "STATE") if a.state else None
    cn = P(a.country, "COUNTRY") if country else None
    if a.c in ("US", "CA", "AU"):
        tail = [tw, ", " if a.c != "AU" else " ", sa, "  " if a.c == "CA" and R.random() < 0.3 else " ", z]
    elif a.c == "NZ":
        tail = [tw, " ", z] if R.random() < 0.7 else [tw, ", ", sa, " ", z]
    else:
        tail = None
    if style == "one":
        if tail:
            out = [st, ", "] + tail
        else:
            out = [st, ", ", tw] + ([", ", co] if co else []) + [", " if R.random() < 0.5 else "  ", z]
        if cn:
            out += [", ", cn]
        return out
    # multi-line
    if tail:
        out = [st, "\n"] + tail
    else:
        out = [st, "\n", tw] + (["\n", co] if co else []) + ["\n", z]
    if cn:
        out += ["\n", cn]
    return out


def hospital(R, c, town=None):
    town = town or R.choice(PL.TOWNS[c])
    if R.random() < 0.25:
        return "%s %s" % (R.choice(PL.SAINTS), R.choice(["Hospital", "Hospital", "Private Hospital", "Medical Center" if c == "US" else "University Hospital"]))
    return "%s %s" % (town, R.choice(PL.HOSP_SUFFIX[c]))


def practice(R, c):
    fmt = R.choice(PL.PRACTICE_FMT[c])
    return fmt.format(s=R.choice(PL.STREET_STEMS), t=R.choice(PL.TOWNS[c]))


def clinic(R, c):
    fmt = R.choice(PL.CLINIC_FMT)
    return fmt.format(s=R.choice(PL.STREET_STEMS), t=R.choice(PL.TOWNS[c]))


def abbrev(name):
    caps = "".join(w[0] for w in name.replace("'s", "").split() if w[0].isalpha() and w[0].isupper())
    return caps if len(caps) >= 2 else None

"""Country-specific formats: phones, postcodes, dates, identifiers.

All contact numbers contain 555; SSN-like numbers start with 9 or 000;
e-mail and web domains are example.com/.org/.net; IPs are private.
"""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXY"


def dig(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def let(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# ---------------------------------------------------------------- phones
def phone(rng, c, kind="land"):
    """Return a fictional phone number string for country c."""
    if c in ("US", "CA"):
        area = str(rng.randrange(2, 10)) + dig(rng, 2)
        tail = "01" + dig(rng, 2) if rng.random() < 0.6 else dig(rng, 4)
        f = rng.randrange(5)
        if f == 0:
            return "(%s) 555-%s" % (area, tail)
        if f == 1:
            return "%s-555-%s" % (area, tail)
        if f == 2:
            return "%s.555.%s" % (area, tail)
        if f == 3:
            return "+1 %s 555 %s" % (area, tail)
        return "(%s) 555-%s" % (area, tail)
    if c == "UK":
        if kind == "mobile":
            return rng.choice(["07700 555%s" % dig(rng, 3), "07%s 555%s" % (dig(rng, 3), dig(rng, 3)),
                               "+44 7700 555%s" % dig(rng, 3)])
        return rng.choice(["01%s 555%s" % (dig(rng, 3), dig(rng, 3)),
                           "01%s 555 %s" % (dig(rng, 3), dig(rng, 3)),
                           "0%s 555 %s" % (rng.choice(["113", "114", "115", "116", "117", "118", "121", "131", "141", "151", "161", "191"]), dig(rng, 4)),
                           "020 555 %s" % dig(rng, 4)])
    if c == "IE":
        if kind == "mobile":
            return rng.choice(["08%s 555 %s" % (rng.choice("3579"), dig(rng, 4)),
                               "+353 8%s 555 %s" % (rng.choice("3579"), dig(rng, 4))])
        return rng.choice(["(01) 555 %s" % dig(rng, 4), "0%s 555 %s" % (rng.choice(["21", "61", "91", "51", "71", "74", "66"]), dig(rng, 4)),
                           "+353 1 555 %s" % dig(rng, 4)])
    if c == "AU":
        if kind == "mobile":
            return rng.choice(["04%s 555 %s" % (dig(rng, 2), dig(rng, 3)), "+61 4%s 555 %s" % (dig(rng, 2), dig(rng, 3))])
        return rng.choice(["(0%s) 5550 %s" % (rng.choice("2378"), dig(rng, 4)),
                           "0%s 5550 %s" % (rng.choice("2378"), dig(rng, 4)),
                           "+61 %s 5550 %s" % (rng.choice("2378"), dig(rng, 4))])
    if c == "NZ":
        if kind == "mobile":
            return rng.choice(["02%s 555 %s" % (rng.choice("1279"), dig(rng, 4)), "+64 21 555 %s" % dig(rng, 4)])
        return rng.choice(["(0%s) 555 %s" % (rng.choice("34679"), dig(rng, 4)),
                           "0%s 555 %s" % (rng.choice("34679"), dig(rng, 4)),
                           "+64 %s 555 %s" % (rng.choice("34679"), dig(rng, 4))])
    if c == "ZA":
        if kind == "mobile":
            return rng.choice(["08%s 555 %s" % (rng.choice("234"), dig(rng, 4)), "+27 8%s 555 %s" % (rng.choice("234"), dig(rng, 4))])
        return rng.choice(["0%s 555 %s" % (rng.choice(["11", "21", "31", "41", "51"]), dig(rng, 4)),
                           "+27 %s 555 %s" % (rng.choice(["11", "21", "31"]), dig(rng, 4))])
    if c == "IN":
        if kind == "mobile":
            return rng.choice(["+91 98555 %s" % dig(rng, 5), "9%s555%s" % (dig(rng, 2), dig(rng, 5)),
                               "+91 7555 %s %s" % (dig(rng, 3), dig(rng, 3))])
        return rng.choice(["080 2555 %s" % dig(rng, 4), "044-2555%s" % dig(rng, 4),
                           "+91 484 2555%s" % dig(rng, 3)])
    raise ValueError(c)


def bleep(rng):
    return rng.choice(["555" + dig(rng, 1), "555" + dig(rng, 2), "4-555" + dig(rng, 1)])


def extension(rng):
    return rng.choice([" ext. ", " ext ", " x", " Ext "]) + "5" + dig(rng, 3)


# ---------------------------------------------------------------- postcodes
def postcode(rng, c):
    if c == "US":
        z = str(rng.randrange(10, 99)) + dig(rng, 3)
        return z if rng.random() < 0.85 else z + "-" + dig(rng, 4)
    if c == "UK":
        out = let(rng, rng.choice([1, 2])) + str(rng.randrange(1, 30))
        return out + " " + str(rng.randrange(1, 10)) + let(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
    if c == "IE":
        return rng.choice("ACDEFHKNPRTVWXY") + dig(rng, 2) + " " + let(rng, 1, "ACDEFHKNPRTVWXY") + dig(rng, 1) + let(rng, 1, "ACDEFHKNPRTVWXY") + dig(rng, 1)
    if c == "CA":
        a = "ABCEGHJKLMNPRSTVXY"
        return rng.choice(a) + dig(rng, 1) + rng.choice(a) + " " + dig(rng, 1) + rng.choice(a) + dig(rng, 1)
    if c == "AU":
        return str(rng.randrange(2000, 7999))
    if c == "NZ":
        return str(rng.randrange(1000, 9899))
    if c == "ZA":
        return "%04d" % rng.randrange(100, 9999)
    if c == "IN":
        return str(rng.randrange(500001, 695999))
    raise ValueError(c)


# ---------------------------------------------------------------- dates
US_STYLES = ["mdy_slash", "mdy_slash", "mdy_short", "long_us", "abbr_us", "iso"]
INTL_STYLES = ["dmy_slash", "dmy_slash", "dmy_short", "long", "abbr_dash", "dmy_dot", "ord_long", "abbr"]
CA_STYLES = ["iso", "iso", "long_us", "dmy_slash", "abbr_us"]


def date_styles(c):
    if c == "US":
        return US_STYLES
    if c == "CA":
        return CA_STYLES
    return INTL_STYLES


def fmt_date(d, style):
    m, y = d.month, d.year
    if style == "mdy_slash":
        return "%02d/%02d/%d" % (m, d.day, y)
    if style == "mdy_short":
        return "%d/%d/%02d" % (m, d.day, y % 100)
    if style == "long_us":
        return "%s %d, %d" % (MONTHS[m - 1], d.day, y)
    if style == "abbr_us":
        return "%s %d, %d" % (MONTHS[m - 1][:3], d.day, y)
    if style == "iso":
        return d.isoformat()
    if style == "dmy_slash":
        return "%02d/%02d/%d" % (d.day, m, y)
    if style == "dmy_short":
        return "%02d/%02d/%02d" % (d.day, m, y % 100)
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[m - 1], y)
    if style == "abbr_dash":
        return "%02d-%s-%d" % (d.day, MONTHS[m - 1][:3], y)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (d.day, m, y)
    if style == "ord_long":
        return "%s %s %d" % (ordinal(d.day), MONTHS[m - 1], y)
    if style == "abbr":
        return "%d %s %d" % (d.day, MONTHS[m - 1][:3], y)
    if style == "dm":
        return "%d/%d" % (d.day, m)
    if style == "md":
        return "%d/%d" % (m, d.day)
    raise ValueError(style)


def fmt_weekday_date(d, c, rng):
    wd = WEEKDAYS[d.weekday()]
    if c in ("US", "CA"):
        return rng.choice(["%s, %s %d" % (wd, MONTHS[d.month - 1], d.day),
                           "%s %d/%d" % (wd[:3], d.month, d.day),
                           "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)])
    return rng.choice(["%s %d %s" % (wd, d.day, MONTHS[d.month - 1]),
                       "%s %d/%d" % (wd[:3], d.day, d.month),
                       "%s %s %s" % (wd, ordinal(d.day), MONTHS[d.month - 1]),
                       "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)])


def month_year(d, rng):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MONTHS[d.month - 1][:3], d.year)])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    if c == "US":
        return rng.choice([dig(rng, 8), "00" + dig(rng, 6), "E" + dig(rng, 7)])
    if c == "UK":
        return rng.choice(["RX" + dig(rng, 6), let(rng, 1) + dig(rng, 6), dig(rng, 7) + let(rng, 1), "H" + dig(rng, 7)])
    if c == "IE":
        return rng.choice([dig(rng, 7), "0" + dig(rng, 6), "MRN" + dig(rng, 6)])
    if c == "CA":
        return rng.choice(["M" + dig(rng, 7), dig(rng, 9), "CR" + dig(rng, 6)])
    if c == "AU":
        return rng.choice([dig(rng, 7), "UR" + dig(rng, 6), dig(rng, 8)])
    if c == "NZ":
        return rng.choice(["H" + dig(rng, 6), dig(rng, 8)])
    if c == "ZA":
        return rng.choice(["HN" + dig(rng, 7), dig(rng, 9)])
    if c == "IN":
        return rng.choice(["20" + dig(rng, 8), "MR/%s/%s" % (dig(rng, 2), dig(rng, 6)), dig(rng, 10)])
    raise ValueError(c)


def healthplan(rng, c):
    """(label, value) for the national or insurer health number."""
    if c == "US":
        return rng.choice(["Member ID", "Ins ID", "Medicaid ID", "Policy #"]), rng.choice(
            [let(rng, 3) + dig(rng, 6), "W" + dig(rng, 8), dig(rng, 3) + let(rng, 2) + dig(rng, 5), let(rng, 1) + dig(rng, 9) + "01"])
    if c == "UK":
        return "NHS No", "999 %s %s" % (dig(rng, 3), dig(rng, 4))
    if c == "IE":
        return rng.choice(["Medical Card No", "GMS No", "IHI"]), rng.choice([dig(rng, 6) + let(rng, 1), dig(rng, 7) + let(rng, 1) + "M", "IHI-" + dig(rng, 8)])
    if c == "CA":
        return rng.choice(["OHIP", "Health Card", "PHN", "RAMQ"]), rng.choice(
            ["%s-%s-%s-%s" % (dig(rng, 4), dig(rng, 3), dig(rng, 3), let(rng, 2)), "9" + dig(rng, 9), let(rng, 4) + dig(rng, 8)])
    if c == "AU":
        return "Medicare", "%s %s %s" % (rng.choice("23456") + dig(rng, 3), dig(rng, 5), dig(rng, 1)) + rng.choice(["", "-" + str(rng.randrange(1, 6))])
    if c == "NZ":
        return "NHI", let(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dig(rng, 4)
    if c == "ZA":
        return rng.choice(["Medical aid no", "Scheme no"]), rng.choice([dig(rng, 9), let(rng, 2) + dig(rng, 8)])
    if c == "IN":
        return rng.choice(["PMJAY ID", "Insurance ID", "CGHS card"]), rng.choice([let(rng, 2) + dig(rng, 9), dig(rng, 14)])
    raise ValueError(c)


def ssn(rng, c):
    if c == "US":
        return rng.choice(["9%s-%s-%s" % (dig(rng, 2), dig(rng, 2), dig(rng, 4)), "000-%s-%s" % (dig(rng, 2), dig(rng, 4))])
    if c == "CA":
        return "9%s %s %s" % (dig(rng, 2), dig(rng, 3), dig(rng, 3))
    if c == "IE":
        return "9" + dig(rng, 6) + let(rng, 1) + rng.choice(["", "A"])
    if c == "IN":
        return "9%s %s %s" % (dig(rng, 3), dig(rng, 4), dig(rng, 4))
    if c == "AU":
        return "9%s %s %s" % (dig(rng, 2), dig(rng, 3), dig(rng, 3))
    if c == "NZ":
        return "9%s-%s-%s" % (dig(rng, 2), dig(rng, 3), dig(rng, 3))
    if c == "ZA":
        return "000" + dig(rng, 10)
    return "9" + dig(rng, 8)


SSN_LABEL = {"US": "SSN", "CA": "SIN", "IE": "PPSN", "IN": "Aadhaar", "AU": "TFN", "NZ": "IRD no",
             "ZA": "ID no", "UK": "SSN"}


def account(rng, c):
    return rng.choice([dig(rng, 9), "V" + dig(rng, 8), "ENC" + dig(rng, 7), "%s-%s" % (dig(rng, 4), dig(rng, 4)),
                       "EP" + dig(rng, 6), "A" + dig(rng, 2) + "/" + dig(rng, 5)])


def account_label(rng, c):
    if c == "US":
        return rng.choice(["Acct #", "Encounter #", "FIN", "Visit #", "CSN"])
    if c in ("UK", "IE", "NZ", "ZA"):
        return rng.choice(["Episode No", "Attendance No", "Visit No", "Encounter No"])
    return rng.choice(["Visit No", "Encounter", "Acct No", "Episode"])


def license_for(rng, c, role):
    """(label, value) for a clinician's registration number."""
    if c == "US":
        if role == "optom":
            return "Lic #", "OD" + dig(rng, 6)
        return rng.choice([("NPI", "1" + dig(rng, 9)), ("NPI", "1" + dig(rng, 9)), ("Lic", let(rng, 2) + dig(rng, 6))])
    if c == "UK":
        if role == "orth":
            return "HCPC", "OR0" + dig(rng, 4)
        if role == "optom":
            return "GOC", "01-" + dig(rng, 5)
        if role == "nurse":
            return "NMC PIN", dig(rng, 2) + let(rng, 1) + dig(rng, 4) + let(rng, 1)
        return "GMC", rng.choice("3456789") + dig(rng, 6)
    if c == "IE":
        if role == "orth":
            return "CORU", "OR" + dig(rng, 6)
        if role == "optom":
            return "CORU", "OP" + dig(rng, 6)
        return "IMC", dig(rng, 6)
    if c == "CA":
        if role == "optom":
            return "COO #", dig(rng, 5)
        return rng.choice(["CPSO", "CPSBC", "CMQ"]), dig(rng, 5)
    if c == "AU":
        pre = {"orth": "ORT", "optom": "OPT", "nurse": "NMW"}.get(role, "MED")
        return "AHPRA", pre + "000" + dig(rng, 7)
    if c == "NZ":
        if role == "optom":
            return "ODOB reg", dig(rng, 5)
        return "MCNZ", dig(rng, 5)
    if c == "ZA":
        return "HPCSA", rng.choice(["MP", "OP", "OT"]) + " " + dig(rng, 7)
    if c == "IN":
        return rng.choice(["Reg. No", "MCI Reg"]), let(rng, 3) + "/" + dig(rng, 5)
    raise ValueError(c)


def driving_licence(rng, c):
    if c == "UK":
        return let(rng, 5) + dig(rng, 6) + let(rng, 2) + dig(rng, 1) + let(rng, 2)
    if c == "US":
        return let(rng, 1) + dig(rng, 3) + "-" + dig(rng, 4) + "-" + dig(rng, 4)
    if c == "IE":
        return dig(rng, 9)
    if c == "CA":
        return let(rng, 1) + dig(rng, 4) + "-" + dig(rng, 5) + "-" + dig(rng, 5)
    if c == "AU":
        return dig(rng, 8)
    if c == "NZ":
        return let(rng, 2) + dig(rng, 6)
    if c == "ZA":
        return dig(rng, 4) + "0000" + let(rng, 2) + dig(rng, 2)
    return let(rng, 2) + dig(rng, 2) + " " + dig(rng, 11)


def plate(rng, c):
    if c == "UK":
        return let(rng, 2) + dig(rng, 2) + " " + let(rng, 3)
    if c == "US":
        return rng.choice([dig(rng, 1) + let(rng, 3) + dig(rng, 3), let(rng, 3) + "-" + dig(rng, 4), let(rng, 3) + " " + dig(rng, 3)])
    if c == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "202", "221", "232", "241", "142", "181"]), rng.choice(["D", "C", "G", "KY", "MO", "WX", "L", "KE"]), dig(rng, rng.choice([4, 5])))
    if c == "CA":
        return let(rng, 4) + " " + dig(rng, 3)
    if c == "AU":
        return rng.choice([let(rng, 3) + "-" + dig(rng, 3), dig(rng, 1) + let(rng, 3) + dig(rng, 3), let(rng, 2) + "-" + dig(rng, 2) + "-" + let(rng, 2)])
    if c == "NZ":
        return let(rng, 3) + dig(rng, 3)
    if c == "ZA":
        return let(rng, 2) + " " + dig(rng, 2) + " " + let(rng, 2) + " GP"
    return let(rng, 2) + " " + dig(rng, 2) + " " + let(rng, 2) + " " + dig(rng, 4)


def device_serial(rng):
    return rng.choice(["SN" + dig(rng, 8), let(rng, 3) + "-" + dig(rng, 6), dig(rng, 4) + "-" + let(rng, 2) + "-" + dig(rng, 4),
                       let(rng, 2) + dig(rng, 7), "RC" + dig(rng, 3) + let(rng, 1) + dig(rng, 4)])


def ipaddr(rng):
    f = rng.randrange(3)
    if f == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if f == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def slug(s):
    out = []
    for ch in s.lower():
        if "a" <= ch <= "z" or "0" <= ch <= "9":
            out.append(ch)
    return "".join(out)


def email_for(rng, first, last):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    f, l = slug(first), slug(last)
    return rng.choice(["%s.%s@%s" % (f, l, dom), "%s%s@%s" % (f[:1], l, dom),
                       "%s.%s%s@%s" % (f, l, dig(rng, 2), dom), "%s_%s@%s" % (l, f[:1], dom)])


def dept_email(rng, hosp):
    dom = rng.choice(["example.org", "example.net"])
    return "%s.%s@%s" % (rng.choice(["orthoptics", "eyeclinic", "paedeyes", "lowvision", "ropteam", "eye.referrals"]),
                         slug(hosp)[:14], dom)


def url_for(rng, hosp):
    s = slug(hosp)[:16]
    return rng.choice(["www.example.org/%s/eyes" % s, "https://%s.example.net/patching" % s,
                       "www.example.com/%s-orthoptics" % s, "https://portal.example.org/%s" % s,
                       "example.net/%s/glasses" % s, "https://www.example.org/%s/low-vision" % s])


def username_for(rng, first, last):
    f, l = slug(first), slug(last)
    return rng.choice(["%s%s" % (f[:1], l[:8]), "%s.%s" % (f, l), "%s%s%s" % (f[:1], l[:6], dig(rng, 1)),
                       "%s%s" % (l[:5], f[:2]), "%s_%s" % (f[:3], l[:4])])

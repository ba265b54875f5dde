"""Country-specific identifier, contact and date formats (all fictional).

Every phone, fax and pager value contains 555; e-mail and web addresses use
example.com/.org/.net only; IP addresses are private; SSN-like values start with 9
or 000.
"""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
DOMAINS = ["example.com", "example.org", "example.net"]


def dg(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def dgx(rng, n):
    """n digits for non-PHI numbers (batches, catalogue refs): never contains 555."""
    while True:
        s = dg(rng, n)
        if "555" not in s:
            return s


def lt(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


def with555(rng, n):
    """n digits, containing 555 at a random position."""
    if n < 3:
        return dg(rng, n)
    i = rng.randrange(0, n - 2)
    return dg(rng, i) + "555" + dg(rng, n - 3 - i)


# ---- phones ---------------------------------------------------------------------
NA_AREA = {"US": ["617", "404", "713", "612", "614", "410", "301", "973", "718", "206", "510", "214",
                  "312", "305", "215", "303", "615", "704", "251", "309"],
           "CA": ["416", "647", "905", "403", "780", "604", "204", "613", "902", "306", "514", "250"]}
UK_AREA = ["020", "0121", "0161", "0113", "0114", "0117", "0116", "0118", "01582", "029", "0141",
           "0131", "01632", "01225", "0115"]
AU_AREA = ["02", "03", "07", "08"]
NZ_AREA = ["09", "07", "04", "03", "06"]
IE_AREA = ["01", "021", "091", "061", "051", "041", "090", "071"]


def phone(rng, cc, kind="land"):
    """kind: land, mobile, fax (landline style)."""
    if cc in ("US", "CA"):
        a = rng.choice(NA_AREA[cc])
        tail = dg(rng, 4)
        st = rng.randrange(5)
        if st == 0:
            return "(%s) 555-%s" % (a, tail)
        if st == 1:
            return "%s-555-%s" % (a, tail)
        if st == 2:
            return "%s.555.%s" % (a, tail)
        if st == 3:
            return "+1 %s 555 %s" % (a, tail)
        return "(%s)555-%s" % (a, tail)
    if cc == "UK":
        if kind == "mobile":
            return rng.choice(["07%s 555%s", "07%s 555 %s", "+44 7%s 555%s"]) % (dg(rng, 3), dg(rng, 3))
        a = rng.choice(UK_AREA)
        if a == "020":
            return "020 %s555 %s" % (rng.choice("378"), dg(rng, 4))
        if len(a) == 5:
            return "%s 555%s" % (a, dg(rng, 3))
        if a == "029":
            return "029 2555 %s" % dg(rng, 4)
        return "%s 555 %s" % (a, dg(rng, 4))
    if cc == "AU":
        if kind == "mobile":
            return rng.choice(["04%s 555 %s", "+61 4%s 555 %s"]) % (dg(rng, 2), dg(rng, 3))
        a = rng.choice(AU_AREA)
        st = rng.randrange(3)
        if st == 2:
            return "+61 %s 5550 %s" % (a[1:], dg(rng, 4))
        return ("(%s) 5550 %s" if st == 0 else "%s 5550 %s") % (a, dg(rng, 4))
    if cc == "NZ":
        if kind == "mobile":
            return rng.choice(["021 555 %s", "027 555 %s", "022 555 %s", "+64 21 555 %s"]) % dg(rng, 4)
        return rng.choice(["(%s) 555 %s", "%s 555 %s", "%s-555 %s"]) % (rng.choice(NZ_AREA), dg(rng, 4))
    if cc == "IE":
        if kind == "mobile":
            return rng.choice(["08%s 555 %s", "+353 8%s 555 %s"]) % (rng.choice("35679"), dg(rng, 4))
        a = rng.choice(IE_AREA)
        st = rng.randrange(3)
        if st == 2:
            return "+353 %s 555 %s" % (a[1:], dg(rng, 4))
        return ("(%s) 555 %s" if st == 0 else "%s 555 %s") % (a, dg(rng, 4))
    raise ValueError(cc)


def ext(rng):
    return rng.choice(["ext. ", "ext ", "x", "Ext "]) + with555(rng, 4)


def pager(rng, cc):
    if cc in ("US", "CA"):
        return rng.choice(["555-" + dg(rng, 4), "4-" + "555" + dg(rng, 1), with555(rng, 5)])
    return with555(rng, 4)


def email(rng, first, last, personal=True):
    f = strip_accents(first).lower().replace(" ", "").replace("'", "")
    l = strip_accents(last).lower().replace(" ", "").replace("'", "")
    dom = rng.choice(DOMAINS)
    st = rng.randrange(5)
    if st == 0:
        u = f + "." + l
    elif st == 1:
        u = f[0] + l
    elif st == 2:
        u = f + l[0] + dg(rng, 2)
    elif st == 3:
        u = l + "." + f[0]
    else:
        u = f + "_" + l + dg(rng, 2)
    if not personal:
        dom = rng.choice(["mail.", "health.", "nhs.", ""]) + dom
    return u + "@" + dom


def org_email(rng, stem):
    s = "".join(ch for ch in strip_accents(stem).lower() if ch.isalnum())
    return rng.choice(["info", "enquiries", "travelclinic", "idreferrals", "opat", "micro", "admin"]) + \
        "@" + s[:14] + "." + rng.choice(DOMAINS)


def url(rng, stem=None):
    s = stem or rng.choice(["portal", "results", "travel", "notify", "booking", "myhealth"])
    host = rng.choice(["www.", "portal.", "", "results.", "secure."]) + rng.choice(DOMAINS)
    path = rng.choice(["/" + s, "/" + s + "/" + dg(rng, 6), "/patient/" + s, "/" + s + "?ref=" + dg(rng, 5), ""])
    pre = rng.choice(["https://", "https://", "http://", ""])
    if pre == "" and not host.startswith("www."):
        pre = "https://"
    return pre + host + path


def ipaddr(rng):
    st = rng.randrange(3)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if st == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def strip_accents(s):
    rep = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "Á": "A", "É": "E", "Í": "I", "Ó": "O",
           "Ú": "U", "ñ": "n", "ü": "u", "ö": "o", "ë": "e", "ç": "c", "ś": "s", "á": "a", "ã": "a"}
    return "".join(rep.get(ch, ch) for ch in s)


# ---- identifiers ------------------------------------------------------------------
def mrn(rng, cc):
    if cc == "UK":
        return rng.choice([lt(rng, 1) + dg(rng, 7), dg(rng, 8), "RX" + dg(rng, 6), lt(rng, 2) + dg(rng, 6)])
    if cc == "US":
        return rng.choice([dg(rng, 8), "00" + dg(rng, 6), dg(rng, 3) + "-" + dg(rng, 2) + "-" + dg(rng, 2)])
    if cc == "CA":
        return rng.choice([dg(rng, 7), "H" + dg(rng, 7), dg(rng, 2) + "-" + dg(rng, 6)])
    if cc == "AU":
        return rng.choice([dg(rng, 7), dg(rng, 6), "MR" + dg(rng, 6)])
    if cc == "NZ":
        return rng.choice(["H" + dg(rng, 6), dg(rng, 7)])
    return rng.choice([dg(rng, 7), "P" + dg(rng, 6), dg(rng, 6)])


def health_no(rng, cc):
    """National health-system number; label text, value."""
    if cc == "UK":
        return rng.choice(["NHS No", "NHS number", "NHS no."]), "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 4))
    if cc == "US":
        return rng.choice(["Member ID", "Ins ID", "Medicaid ID", "Policy #"]), rng.choice(
            [lt(rng, 3) + dg(rng, 6), "W" + dg(rng, 9), lt(rng, 1) + dg(rng, 8), dg(rng, 3) + lt(rng, 2) + dg(rng, 5)])
    if cc == "CA":
        st = rng.randrange(3)
        if st == 0:
            return "OHIP", "%s-%s-%s-%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2))
        if st == 1:
            return "PHN", "9%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 3))
        return "Health card", "%s-%s" % (dg(rng, 5), dg(rng, 4))
    if cc == "AU":
        return rng.choice(["Medicare", "Medicare No", "Medicare no."]), "%s %s %s" % (
            rng.choice("23456") + dg(rng, 3), dg(rng, 5), dg(rng, 1))
    if cc == "NZ":
        return "NHI", lt(rng, 3) + dg(rng, 4)
    return rng.choice(["Medical card no.", "GMS no.", "IHI"]), rng.choice([dg(rng, 7) + lt(rng, 1), dg(rng, 10)])


def travel_policy(rng):
    return rng.choice(["TRV-%s-%s" % (dg(rng, 4), dg(rng, 6)), lt(rng, 2) + dg(rng, 8), "P" + dg(rng, 7) + "-" + dg(rng, 2)])


def ssn(rng, cc):
    if cc == "US":
        return rng.choice(["9%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4)),
                           "000-%s-%s" % (dg(rng, 2), dg(rng, 4))])
    if cc == "CA":
        return "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3))
    if cc == "IE":
        return "9%s%s" % (dg(rng, 6), rng.choice(["A", "T", "W", "TA", "H", "K"]))
    return None


def account(rng, cc, year):
    return rng.choice(["%s%s" % (dg(rng, 2), dg(rng, 7)), "ENC-%d-%s" % (year, dg(rng, 6)),
                       "V%s" % dg(rng, 8), "%s-%s" % (dg(rng, 4), dg(rng, 4)), "E%d%s" % (year % 100, dg(rng, 6))])


def license_(rng, cc, role="doctor"):
    """(label, value) for a clinician registration / prescriber number."""
    if cc == "UK":
        if role == "nurse":
            return "NMC PIN", "%s%s%s%s" % (dg(rng, 2), lt(rng, 1), dg(rng, 4), lt(rng, 1))
        if role == "pharmacist":
            return "GPhC", dg(rng, 7)
        return "GMC", rng.choice("4567") + dg(rng, 6)
    if cc == "US":
        if role == "nurse":
            return "RN Lic", "RN" + dg(rng, 6)
        return rng.choice([("NPI", rng.choice("12") + dg(rng, 9)), ("DEA", lt(rng, 2) + dg(rng, 7))])
    if cc == "CA":
        return rng.choice([("CPSO #", dg(rng, 5)), ("CPSA", dg(rng, 6)), ("Lic.", dg(rng, 5))])
    if cc == "AU":
        if role == "nurse":
            return "AHPRA", "NMW" + dg(rng, 10)
        return rng.choice([("AHPRA", "MED" + dg(rng, 10)), ("Prescriber No", dg(rng, 7)),
                           ("Provider No", dg(rng, 6) + lt(rng, 2))])
    if cc == "NZ":
        return rng.choice([("MCNZ", dg(rng, 5)), ("NCNZ", dg(rng, 6))])
    return rng.choice([("IMC No", dg(rng, 6)), ("MCRN", dg(rng, 6))])


def driving_licence(rng, cc):
    if cc == "UK":
        return lt(rng, 5) + dg(rng, 6) + lt(rng, 2) + dg(rng, 1) + lt(rng, 2)
    if cc in ("US", "CA"):
        return lt(rng, 1) + dg(rng, 3) + "-" + dg(rng, 4) + "-" + dg(rng, 4)
    if cc == "AU":
        return dg(rng, 9)
    if cc == "NZ":
        return lt(rng, 2) + dg(rng, 6)
    return dg(rng, 9)


def plate(rng, cc):
    if cc == "UK":
        return "%s%s %s" % (lt(rng, 2), dg(rng, 2), lt(rng, 3))
    if cc == "US":
        return rng.choice([dg(rng, 1) + lt(rng, 3) + dg(rng, 3), lt(rng, 3) + "-" + dg(rng, 4)])
    if cc == "CA":
        return rng.choice([lt(rng, 4) + " " + dg(rng, 3), lt(rng, 2) + dg(rng, 1) + "-" + dg(rng, 2) + lt(rng, 1)])
    if cc == "AU":
        return rng.choice([lt(rng, 3) + "-" + dg(rng, 3), dg(rng, 1) + lt(rng, 2) + dg(rng, 1) + lt(rng, 2)])
    if cc == "NZ":
        return lt(rng, 3) + dg(rng, 3)
    return "%s-%s-%s" % (dg(rng, 3), rng.choice(["D", "C", "G", "L", "KE", "WX"]), dg(rng, 5))


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def device_sn(rng):
    return rng.choice(["SN " + dg(rng, 2) + lt(rng, 1) + dg(rng, 6), lt(rng, 3) + dg(rng, 6),
                       dg(rng, 4) + "-" + dg(rng, 5), lt(rng, 2) + "-" + dg(rng, 7)]).replace("SN ", "")


def bioid(rng):
    return rng.choice(["FP-" + dg(rng, 5), "BIO-" + dg(rng, 8), "IR-" + dg(rng, 6), "PV-%s-%s" % (dg(rng, 4), dg(rng, 4)),
                       "FPR" + dg(rng, 7)])


def accession(rng, year, kind="M"):
    y = year % 100
    return rng.choice(["%s%02d-%s" % (kind, y, dg(rng, 6)), "%02d%s%s" % (y, kind, dg(rng, 7)),
                       "%s%02d.%s" % (kind, y, dg(rng, 7)), "%02d-%s-%s" % (y, kind, dg(rng, 6)),
                       "L%s" % dg(rng, 9)])


# ---- dates --------------------------------------------------------------------------
def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(rng, cc, d, style=None):
    """Format a datetime.date in a locale-plausible style."""
    dmy = cc not in ("US", "CA")
    if style is None:
        if cc == "US":
            style = rng.choice(["num", "num", "num", "long", "short2", "abbr"])
        elif cc == "CA":
            style = rng.choice(["iso", "iso", "long", "abbr", "dmon", "num"])
        else:
            style = rng.choice(["num", "num", "num", "dmon", "long", "dash", "short2", "abbr"])
    m = MONTHS[d.month - 1]
    if style == "num":
        return "%02d/%02d/%d" % ((d.day, d.month, d.year) if dmy else (d.month, d.day, d.year))
    if style == "short2":
        return "%d/%d/%02d" % ((d.day, d.month, d.year % 100) if dmy else (d.month, d.day, d.year % 100))
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return ("%d %s %d" % (d.day, m, d.year)) if dmy else ("%s %d, %d" % (m, d.day, d.year))
    if style == "dmon":
        return "%d %s %d" % (d.day, m[:3], d.year)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, m[:3], d.year)
    if style == "abbr":
        return ("%d-%s-%02d" % (d.day, m[:3], d.year % 100)) if dmy else ("%s %d, %d" % (m[:3], d.day, d.year))
    if style == "dm":  # day and month only
        return ("%d/%d" % (d.day, d.month)) if dmy else ("%d/%d" % (d.month, d.day))
    if style == "dmword":
        return ("%d %s" % (d.day, m[:3])) if dmy else ("%s %d" % (m[:3], d.day))
    if style == "ord":
        return ("%s %s" % (ordinal(d.day), m)) if dmy else ("%s %s" % (m, ordinal(d.day)))
    if style == "wd":
        return "%s %s" % (WEEKDAYS[d.weekday()][:3], fmt_date(rng, cc, d, "dm"))
    if style == "wdlong":
        return "%s, %s" % (WEEKDAYS[d.weekday()], fmt_date(rng, cc, d, "long"))
    if style == "monyr":
        return "%s %d" % (rng.choice([m, m[:3]]), d.year)
    if style == "year":
        return str(d.year)
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    if style == "dotted":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)

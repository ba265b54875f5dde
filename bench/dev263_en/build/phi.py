"""PHI surface formatters: dates, ages, phones, identifiers, names, contacts.

All functions take an explicit random.Random object; none use global state.
Every phone/fax contains 555; e-mail and URL hosts are example.com/.org/.net;
IP addresses are private; SSN-like numbers start with 9 or 000.
"""
import datetime as dt

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def letters(rng, n):
    return "".join(rng.choice(UPPER) for _ in range(n))


# ------------------------------------------------------------------ dates
def _parts(d):
    return {
        "D": str(d.day), "DD": "%02d" % d.day, "M": str(d.month), "MM": "%02d" % d.month,
        "YY": "%02d" % (d.year % 100), "YYYY": str(d.year), "Mon": MONTHS[d.month - 1][:3],
        "Month": MONTHS[d.month - 1], "Wd": WEEKDAYS[d.weekday()][:3],
        "Weekday": WEEKDAYS[d.weekday()], "MON": MONTHS[d.month - 1][:3].upper(),
    }


DATE_STYLES = {
    "UK": ("{DD}/{MM}/{YYYY}", "{DD}/{MM}/{YYYY}", "{DD}/{MM}/{YY}", "{D}/{M}/{YY}",
           "{DD}.{MM}.{YYYY}", "{D} {Month} {YYYY}", "{D} {Mon} {YYYY}", "{DD}-{Mon}-{YYYY}",
           "{DD} {MON} {YYYY}", "{YYYY}-{MM}-{DD}", "{D}.{M}.{YY}"),
    "AU": ("{DD}/{MM}/{YYYY}", "{DD}/{MM}/{YYYY}", "{D}/{M}/{YYYY}", "{DD}/{MM}/{YY}",
           "{D} {Month} {YYYY}", "{D} {Mon} {YYYY}", "{DD}-{Mon}-{YY}", "{DD}.{MM}.{YY}",
           "{YYYY}-{MM}-{DD}"),
    "US": ("{MM}/{DD}/{YYYY}", "{MM}/{DD}/{YYYY}", "{M}/{D}/{YYYY}", "{M}/{D}/{YY}",
           "{Month} {D}, {YYYY}", "{Mon} {D}, {YYYY}", "{MM}-{DD}-{YYYY}", "{YYYY}-{MM}-{DD}",
           "{DD}-{MON}-{YYYY}", "{MM}/{DD}/{YY}"),
    "CA": ("{YYYY}-{MM}-{DD}", "{YYYY}-{MM}-{DD}", "{Month} {D}, {YYYY}", "{Mon} {D}, {YYYY}",
           "{DD}/{MM}/{YYYY}", "{YYYY}/{MM}/{DD}", "{D} {Mon} {YYYY}", "{DD}-{MON}-{YYYY}"),
}
WD_STYLES = {
    "UK": ("{Wd} {D}/{M}", "{Weekday} {D} {Month}", "{Wd} {DD}/{MM}/{YY}", "{Weekday} {D} {Mon}"),
    "AU": ("{Wd} {D}/{M}", "{Weekday} {D} {Month} {YYYY}", "{Wd} {DD}/{MM}"),
    "US": ("{Wd} {M}/{D}", "{Weekday}, {Month} {D}, {YYYY}", "{Wd} {MM}/{DD}", "{Weekday} {M}/{D}"),
    "CA": ("{Wd} {Mon} {D}", "{Weekday}, {Month} {D}", "{Wd} {MM}-{DD}"),
}
SHORT_STYLES = {"UK": ("{D}/{M}", "{DD}/{MM}", "{D} {Mon}", "{D}th {Month}"),
                "AU": ("{D}/{M}", "{DD}/{MM}", "{D} {Mon}"),
                "US": ("{M}/{D}", "{MM}/{DD}", "{Mon} {D}"),
                "CA": ("{Mon} {D}", "{MM}-{DD}", "{Month} {D}")}


def _render(tmpl, d):
    p = _parts(d)
    out = tmpl
    for k in sorted(p, key=lambda x: -len(x)):
        out = out.replace("{" + k + "}", p[k])
    return out


def date(rng, d, country, kind="full"):
    """kind: full | wd (weekday+date) | short (no year) | my (month year) | y."""
    if kind == "wd":
        return _render(rng.choice(WD_STYLES[country]), d)
    if kind == "short":
        s = _render(rng.choice(SHORT_STYLES[country]), d)
        if "th " in s:  # ordinal fix
            day = d.day
            suf = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
            s = s.replace("%dth " % day, "%d%s " % (day, suf))
        return s
    if kind == "my":
        return _render(rng.choice(("{Month} {YYYY}", "{Mon} {YYYY}", "{MM}/{YYYY}",
                                   "{Mon}-{YY}")), d)
    if kind == "y":
        return str(d.year)
    return _render(rng.choice(DATE_STYLES[country]), d)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(span + 1))


def dob_for_age(rng, visit, age):
    latest = visit.replace(year=visit.year - age) if not (visit.month == 2 and visit.day == 29) \
        else visit.replace(year=visit.year - age, day=28)
    return latest - dt.timedelta(days=rng.randrange(1, 364))


# ------------------------------------------------------------------ ages
NUM_WORDS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
             "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])


# ------------------------------------------------------------------ phones
def phone(rng, country, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.4
    if country == "UK":
        if mobile:
            a = "07" + digits(rng, 3)
            return rng.choice(("%s 555%s", "%s 555 %s", "%s555%s")) % (a, digits(rng, 3))
        area = rng.choice(("01632", "0113", "0161", "01924", "0117", "01273", "0114", "01482"))
        if len(area) == 4:
            return rng.choice(("%s 555 %s", "%s 555%s", "(%s) 555 %s")) % (area, digits(rng, 4))
        return rng.choice(("%s 555%s", "%s 555 %s")) % (area, digits(rng, 3))
    if country == "AU":
        if mobile:
            return rng.choice(("04%s 555 %s", "04%s555%s", "+61 4%s 555 %s")) % (
                digits(rng, 2), digits(rng, 3))
        return rng.choice(("(0%s) 5550 %s", "0%s 5550 %s", "(0%s) 5551 %s")) % (
            rng.choice("2378"), digits(rng, 4))
    area = rng.choice(("617", "413", "212", "614", "312", "720", "503", "206", "404", "919",
                       "608", "802", "505"))
    if country == "CA":
        area = rng.choice(("416", "613", "604", "403", "204", "902", "514", "306", "506",
                           "709", "905", "250"))
    line = "01" + digits(rng, 2) if rng.random() < 0.6 else digits(rng, 4)
    return rng.choice(("(%s) 555-%s", "%s-555-%s", "%s.555.%s", "%s 555 %s",
                       "+1 %s 555 %s", "1-%s-555-%s")) % (area, line)


def extension(rng):
    return rng.choice(("ext. ", "ext ", "x", "x ", "Ext ")) + digits(rng, rng.choice((2, 3, 4)),
                                                                     True)


def pager(rng, country):
    if country == "UK":
        return "555" + digits(rng, rng.choice((1, 2)))
    if country == "AU":
        return "555" + digits(rng, 2)
    return "555-" + digits(rng, 4)


def tollfree(rng, country):
    if country == "AU":
        return "1800 555 " + digits(rng, 3)
    if country == "UK":
        return "0800 555 " + digits(rng, 4)
    return rng.choice(("1-800-555-", "1-888-555-", "(877) 555-")) + digits(rng, 4)


# ------------------------------------------------------------------ identifiers
def mrn(rng, country):
    if country == "UK":
        return rng.choice((letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6),
                           digits(rng, 8), letters(rng, 2) + digits(rng, 6)))
    if country == "AU":
        return rng.choice((digits(rng, 7), digits(rng, 6), "UR" + digits(rng, 6),
                           digits(rng, 8)))
    if country == "US":
        return rng.choice(("00" + digits(rng, 6), "E" + digits(rng, 8), digits(rng, 7),
                           "MRN" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-"
                           + digits(rng, 2)))
    return rng.choice((digits(rng, 7), "C-" + digits(rng, 6), "H" + digits(rng, 7)))


def nhs_number(rng):
    s = digits(rng, 10, True)
    return rng.choice(("%s %s %s", "%s-%s-%s", "%s%s%s")) % (s[:3], s[3:6], s[6:])


def healthplan(rng, country, kind=None):
    if country == "AU":
        kind = kind or rng.choice(("medicare", "medicare", "dva", "ndis", "fund"))
        if kind == "medicare":
            s = digits(rng, 10, True)
            return rng.choice(("%s %s %s", "%s%s%s")) % (s[:4], s[4:9], s[9])
        if kind == "dva":
            return rng.choice(("N", "V", "Q", "W")) + rng.choice(("X", "", "SM")) + digits(rng, 6)
        if kind == "ndis":
            return "43" + digits(rng, 7)
        return digits(rng, 8) + rng.choice(("", "-01", "/02"))
    if country == "CA":
        kind = kind or rng.choice(("ohip", "ohip", "bc", "ab", "group"))
        if kind == "ohip":
            s = digits(rng, 10, True)
            return rng.choice(("%s-%s-%s-%s", "%s %s %s %s")) % (s[:4], s[4:7], s[7:],
                                                                 letters(rng, 2))
        if kind == "bc":
            s = "9" + digits(rng, 9)
            return "%s %s %s" % (s[:4], s[4:7], s[7:])
        if kind == "ab":
            return digits(rng, 5) + "-" + digits(rng, 4)
        return letters(rng, 2) + digits(rng, 6)
    if country == "US":
        kind = kind or rng.choice(("member", "member", "mbi", "group", "medicaid"))
        if kind == "mbi":
            return "%s%s%s%s-%s%s%s-%s%s%s%s" % (
                rng.choice("123456789"), rng.choice(UPPER), rng.choice(UPPER + DIG), digits(rng, 1),
                rng.choice(UPPER), rng.choice(UPPER + DIG), digits(rng, 1), rng.choice(UPPER),
                rng.choice(UPPER), digits(rng, 1), digits(rng, 1))
        if kind == "group":
            return rng.choice(("GRP-", "G", "")) + digits(rng, 6)
        if kind == "medicaid":
            return letters(rng, 2) + digits(rng, 5) + letters(rng, 1)
        return letters(rng, 3) + digits(rng, 6) + rng.choice(("", "01", "-02"))
    return rng.choice(("AP-", "HG", "TM/")) + digits(rng, 4) + "-" + digits(rng, 3)


def ssn(rng, country):
    if country == "CA":
        return rng.choice(("9%s %s %s", "9%s-%s-%s")) % (digits(rng, 2), digits(rng, 3),
                                                         digits(rng, 3))
    head = rng.choice(("9" + digits(rng, 2), "9" + digits(rng, 2), "000"))
    return rng.choice(("%s-%s-%s", "%s %s %s", "%s%s%s")) % (head, digits(rng, 2),
                                                             digits(rng, 4))


def license_no(rng, country, kind=None):
    if country == "US":
        kind = kind or rng.choice(("npi", "npi", "dea", "state"))
        if kind == "npi":
            return rng.choice("12") + digits(rng, 9)
        if kind == "dea":
            return rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7)
        return rng.choice(("PT", "RN", "MD", "")) + digits(rng, 6)
    if country == "UK":
        kind = kind or rng.choice(("gmc", "nmc", "hcpc"))
        if kind == "gmc":
            return digits(rng, 7, True)
        if kind == "nmc":
            return digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
        return "PH" + digits(rng, 6)
    if country == "AU":
        kind = kind or rng.choice(("ahpra", "ahpra", "provider"))
        if kind == "provider":
            return digits(rng, 6) + letters(rng, 1) + letters(rng, 1)
        return rng.choice(("NMW", "MED", "PHY")) + "000" + digits(rng, 7)
    kind = kind or rng.choice(("cpso", "college", "rn"))
    if kind == "cpso":
        return digits(rng, 5, True)
    if kind == "rn":
        return digits(rng, 8)
    return rng.choice(("PT", "")) + digits(rng, 5, True)


def driver_licence(rng, country, surname="X"):
    if country == "UK":
        s = (surname.upper().replace("'", "").replace(" ", "").replace("-", "") + "99999")[:5]
        s = "".join(c if "A" <= c <= "Z" else "9" for c in s)
        return s + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if country == "AU":
        return digits(rng, rng.choice((8, 9, 10)))
    if country == "CA":
        return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
    return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "AU":
        return rng.choice(("%s%s" % (letters(rng, 3), digits(rng, 3)),
                           "%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 3)),
                           "%s %s" % (letters(rng, 3), digits(rng, 3))))
    if country == "CA":
        return rng.choice(("%s %s" % (letters(rng, 4), digits(rng, 3)),
                           "%s%s %s" % (letters(rng, 2), digits(rng, 1), letters(rng, 3))))
    return rng.choice(("%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4))))


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def device_serial(rng, kind=None):
    kind = kind or rng.choice(("ipg", "pump", "ptns", "aus", "scanner", "tens"))
    if kind == "ipg":
        return rng.choice(("NKL", "NLA", "SNM", "IPG")) + digits(rng, 6) + rng.choice(("", "H", "N"))
    if kind == "pump":
        return rng.choice(("LP", "IPC", "FLX")) + digits(rng, 1) + "-" + digits(rng, 7)
    if kind == "ptns":
        return "PT" + digits(rng, 2) + "-" + digits(rng, 5)
    if kind == "aus":
        return digits(rng, 6) + letters(rng, 1) + digits(rng, 3)
    if kind == "scanner":
        return "BVI" + digits(rng, 5) + letters(rng, 1)
    return "TN-" + digits(rng, 4) + "-" + letters(rng, 2)


def bioid(rng, kind=None):
    kind = kind or rng.choice(("fp", "vb", "pv"))
    return {"fp": "FP-", "vb": "VB-", "pv": "PV"}[kind] + digits(rng, rng.choice((5, 6, 7)))


def idnum(rng, kind):
    y = rng.choice(("23", "24", "25"))
    if kind == "order":
        return rng.choice(("ORD-", "SO", "PO-", "")) + rng.choice(("", "20" + y + "-")) + digits(rng, 6)
    if kind == "specimen":
        return rng.choice(("S", "M", "MB")) + y + "-" + digits(rng, 5)
    if kind == "accession":
        return rng.choice(("UDS-", "UD", "ACC ")) + y + rng.choice(("-", "")) + digits(rng, 4)
    if kind == "ubrn":
        s = digits(rng, 12)
        return "%s %s %s" % (s[:4], s[4:8], s[8:])
    if kind == "referral":
        return rng.choice(("REF-", "R", "CR/")) + digits(rng, 6)
    if kind == "rx":
        return rng.choice(("Rx", "RX-", "")) + digits(rng, 7)
    if kind == "garment":
        return rng.choice(("GO-", "CG", "LX/")) + digits(rng, 5)
    if kind == "case":
        return "CASE-" + digits(rng, 6)
    if kind == "ticket":
        return rng.choice(("T", "MSG-", "TE")) + digits(rng, 7)
    return digits(rng, 8)


def account(rng, kind="acct"):
    if kind == "enc":
        return rng.choice(("ENC", "E", "")) + digits(rng, 8)
    if kind == "visit":
        return rng.choice(("V", "VN", "")) + digits(rng, 7)
    if kind == "invoice":
        return rng.choice(("INV-", "INV", "")) + digits(rng, 6)
    if kind == "cust":
        return rng.choice(("C", "CUST-", "")) + digits(rng, 6)
    if kind == "claim":
        return "CLM" + digits(rng, 9)
    return digits(rng, 4) + "-" + digits(rng, 4)


# ------------------------------------------------------------------ contacts
def _ascii(s):
    table = {"é": "e", "è": "e", "ê": "e", "ë": "e", "á": "a", "í": "i", "ó": "o", "ú": "u",
             "ñ": "n", "ç": "c", "ô": "o", "û": "u", "ï": "i", "ö": "o", "ü": "u", "ã": "a"}
    s = s.lower()
    return "".join(table.get(c, c) for c in s if c.isalnum() or c in ".-_" or c in table)


def username(rng, first, last):
    f, l = _ascii(first).replace("-", ""), _ascii(last).replace("-", "")
    return rng.choice((f[0] + l, f + "." + l, f[0] + l + digits(rng, 2), l + f[0],
                       f + "_" + l[:1], f[:3] + l[:4] + digits(rng, 1)))


def email(rng, first, last):
    f, l = _ascii(first).replace("-", ""), _ascii(last).replace("-", "")
    local = rng.choice((f + "." + l, f[0] + l, f + l[:1] + digits(rng, 2), l + "." + f[0],
                        f + "_" + l, f + digits(rng, 4, True)))
    return local + "@" + rng.choice(("example.com", "example.net", "example.org",
                                     "mail.example.com", "example.com"))


def service_email(rng, stem):
    stem = _ascii(stem.replace(" ", "."))
    return stem + "@" + rng.choice(("example.org", "example.org", "example.net",
                                    "nhs.example.org", "health.example.org"))


def url(rng, kind="portal"):
    host = rng.choice(("portal.example.org", "www.example.org", "mychart.example.com",
                       "example.net", "www.example.com", "care.example.net"))
    path = {"portal": rng.choice(("/messages/" + digits(rng, 6), "/login", "/patient",
                                  "/inbox?id=" + digits(rng, 5))),
            "info": rng.choice(("/continence", "/pelvic-health", "/lymphoedema-service",
                                "/bladder-diary", "/garment-care")),
            "order": rng.choice(("/orders/" + digits(rng, 6), "/reorder",
                                 "/track?ref=" + digits(rng, 7)))}[kind]
    pre = rng.choice(("https://", "https://", "", "http://"))
    if pre == "" and not host.startswith("www"):
        pre = "https://"
    return pre + host + path


def ip(rng):
    k = rng.choice((0, 1, 2))
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))

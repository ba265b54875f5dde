"""Identifier, contact and date generators. Contacts are fictional by
construction: every phone/fax/pager/extension contains 555, e-mails and URLs use
example.com/.org/.net only, IPs are private, SSN-like numbers start with 9 or 000."""
import datetime
import unicodedata

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def dg(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def lt(rng, n):
    return "".join(rng.choice(UPPER) for _ in range(n))


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ord(ch) < 128)


# ---------------------------------------------------------------- dates
def fmt_date(cc, d, style):
    us = cc == "US"
    if style == "num":
        if us:
            return "%02d/%02d/%04d" % (d.month, d.day, d.year)
        if cc == "CA":
            return d.isoformat()
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "short":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "text":
        if us or cc == "CA":
            return "%s %d, %d" % (MON[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "long":
        if us or cc == "CA":
            return "%s %d, %d" % (MONTH[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTH[d.month - 1], d.year)
    if style == "dash":
        return "%02d-%s-%04d" % (d.day, MON[d.month - 1], d.year)
    if style == "dm":
        if us or cc == "CA":
            return "%d/%d" % (d.month, d.day)
        return "%02d/%02d" % (d.day, d.month)
    if style == "wd":
        return WD[d.weekday()] + " " + fmt_date(cc, d, "dm")
    if style == "wdlong":
        return WEEKDAY[d.weekday()] + " " + fmt_date(cc, d, "long")
    if style == "dmon":
        return "%d %s" % (d.day, MON[d.month - 1]) if not (us or cc == "CA") else \
            "%s %d" % (MON[d.month - 1], d.day)
    if style == "dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "monyr":
        return "%s %d" % (MONTH[d.month - 1], d.year)
    if style == "year":
        return str(d.year)
    raise ValueError(style)


def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


# ---------------------------------------------------------------- identifiers
def mrn(rng, cc):
    if cc == "GB":
        return rng.choice([lambda: rng.choice(["RWY", "RNG", "RTV", "RMS"]) + dg(rng, 7),
                           lambda: "K" + dg(rng, 6), lambda: "M0" + dg(rng, 6)])()
    if cc == "US":
        return rng.choice([lambda: "00" + dg(rng, 6), lambda: "E" + dg(rng, 7),
                           lambda: dg(rng, 3) + "-" + dg(rng, 2) + "-" + dg(rng, 2)])()
    if cc == "AU":
        return dg(rng, 7)
    if cc == "IE":
        return rng.choice(["H", "B", ""]) + dg(rng, 6)
    if cc == "CA":
        return rng.choice(["MB", "NS", "H"]) + dg(rng, 7)
    return nhi(rng)


def nhi(rng):
    return lt(rng, 3) + dg(rng, 4)


def national_id(rng, cc):
    """national patient health identifier -> MRN by this set's convention"""
    if cc == "GB":
        return "9" + dg(rng, 2) + " " + dg(rng, 3) + " " + dg(rng, 4)
    if cc == "AU":
        return "8003 60" + dg(rng, 2) + " " + dg(rng, 4) + " " + dg(rng, 4)
    if cc == "IE":
        return dg(rng, 10)
    if cc == "NZ":
        return nhi(rng)
    return None


def ssn(rng, cc):
    if cc == "US":
        a = rng.choice(["9" + dg(rng, 2), "000"])
        return a + "-" + dg(rng, 2) + "-" + dg(rng, 4)
    if cc == "CA":
        return "9" + dg(rng, 2) + " " + dg(rng, 3) + " " + dg(rng, 3)
    if cc == "IE":
        return "9" + dg(rng, 6) + rng.choice(UPPER) + rng.choice(["", "A", "W"])
    return None


def healthplan(rng, cc):
    if cc == "US":
        return rng.choice([lambda: lt(rng, 3) + dg(rng, 6),
                           lambda: str(rng.randint(1, 9)) + lt(rng, 2) + dg(rng, 1) + "-" +
                           lt(rng, 2) + dg(rng, 1) + "-" + lt(rng, 2) + dg(rng, 2),
                           lambda: "W" + dg(rng, 9)])()
    if cc == "AU":
        return str(rng.randint(2, 6)) + dg(rng, 3) + " " + dg(rng, 5) + " " + str(rng.randint(1, 9))
    if cc == "CA":
        return dg(rng, 4) + "-" + dg(rng, 3) + "-" + dg(rng, 3) + "-" + lt(rng, 2)
    if cc == "IE":
        return dg(rng, 7) + lt(rng, 1)
    if cc == "NZ":
        return "SX" + dg(rng, 8)
    return rng.choice(["HH-", "BP", "AXA-"]) + dg(rng, 7)


def group_no(rng):
    return "GRP-" + dg(rng, 5)


def account(rng, cc):
    return rng.choice([lambda: "ENC-" + dg(rng, 4) + "-" + dg(rng, 6),
                       lambda: "S" + dg(rng, 7), lambda: dg(rng, 9),
                       lambda: "VW" + dg(rng, 6), lambda: "FIN " + dg(rng, 8),
                       lambda: dg(rng, 4) + "-" + dg(rng, 4)])()


def license(rng, cc, kind):
    if kind == "doctor":
        if cc == "GB":
            return "GMC", str(rng.randint(3, 7)) + dg(rng, 6)
        if cc == "US":
            return rng.choice([("NPI", "1" + dg(rng, 9)), ("DEA", lt(rng, 2) + dg(rng, 7))])
        if cc == "AU":
            return "AHPRA", "MED000" + dg(rng, 7)
        if cc == "IE":
            return "IMC", dg(rng, 6)
        if cc == "CA":
            return "CPSO", dg(rng, 5)
        return "MCNZ", dg(rng, 5)
    if kind == "nurse":
        if cc == "GB":
            return "NMC", dg(rng, 2) + rng.choice("ABCDEFGHIJ") + dg(rng, 4) + rng.choice("ENSOW")
        if cc == "US":
            return "RN Lic", "RN" + dg(rng, 6)
        if cc == "AU":
            return "AHPRA", "NMW000" + dg(rng, 7)
        if cc == "IE":
            return "NMBI PIN", dg(rng, 6)
        if cc == "CA":
            return "CNO Reg", dg(rng, 7)
        return "NCNZ", dg(rng, 6)
    if kind == "pharm":
        if cc == "GB":
            return "GPhC", "20" + dg(rng, 5)
        return "Reg", "PH" + dg(rng, 6)
    # allied health
    if cc == "GB":
        return "HCPC", rng.choice(["PH", "OT"]) + dg(rng, 6)
    return "Reg", dg(rng, 7)


def device_serial(rng, kind):
    if kind in ("tablet", "hub"):
        return rng.choice([lambda: "35" + dg(rng, 13), lambda: "R9" + lt(rng, 2) + dg(rng, 7)])()
    if kind == "sim":
        return "8944" + dg(rng, 15)
    return rng.choice([lambda: lt(rng, 2) + "-" + dg(rng, 4) + "-" + dg(rng, 4),
                       lambda: dg(rng, 4) + "-" + dg(rng, 7),
                       lambda: lt(rng, 3) + dg(rng, 8),
                       lambda: "SN" + dg(rng, 9)])()


def vehicle(rng, cc):
    if cc == "GB":
        return lt(rng, 2) + dg(rng, 2) + " " + lt(rng, 3)
    if cc == "US":
        return str(rng.randint(1, 9)) + lt(rng, 3) + dg(rng, 3)
    if cc == "AU":
        return lt(rng, 3) + "-" + dg(rng, 3)
    if cc == "IE":
        return dg(rng, 3) + "-" + rng.choice(["C", "G", "KY", "MO", "D", "MH", "SO"]) + "-" + \
            str(rng.randint(100, 99999))
    if cc == "CA":
        return lt(rng, 4) + " " + dg(rng, 3)
    return lt(rng, 3) + dg(rng, 3)


def vin(rng):
    return "1" + lt(rng, 2) + dg(rng, 1) + lt(rng, 3) + dg(rng, 2) + lt(rng, 1) + dg(rng, 7)


def bioid(rng, prefix):
    return prefix + dg(rng, 4) + "-" + dg(rng, 4)


def idnum(rng, kind):
    if kind == "specimen":
        return rng.choice([lambda: "S" + dg(rng, 2) + "-" + dg(rng, 5),
                           lambda: "B" + dg(rng, 2) + "." + dg(rng, 7),
                           lambda: dg(rng, 2) + "H" + dg(rng, 7)])()
    if kind == "referral":
        return rng.choice(["VWR-", "REF-", "HAH-", "SU-"]) + dg(rng, 2) + "-" + dg(rng, 5)
    if kind == "order":
        return "ORD-" + dg(rng, 7)
    if kind == "incident":
        return rng.choice(["WEB", "DX", "INC-"]) + dg(rng, 5)
    if kind == "cad":
        return dg(rng, 6) + "-" + dg(rng, 4)
    if kind == "ticket":
        return rng.choice(["INC", "RITM", "HD-"]) + dg(rng, 7)
    if kind == "kit":
        return "KIT-" + dg(rng, 4)
    if kind == "rx":
        return "RX" + dg(rng, 8)
    if kind == "ubrn":
        return dg(rng, 4) + " " + dg(rng, 4) + " " + dg(rng, 4)
    return dg(rng, 8)


# ---------------------------------------------------------------- contacts
def phone(rng, cc, kind="land"):
    if cc in ("US", "CA"):
        area = rng.choice(["508", "937", "330", "253", "208", "518", "315", "570", "559",
                           "478", "251", "775", "541", "903"] if cc == "US" else
                          ["905", "613", "519", "705", "902", "506", "306", "250", "403"])
        tail = "01" + dg(rng, 2)
        return rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s"]) % (area, tail)
    if cc == "GB":
        if kind == "mob":
            return gb_mobile(rng)
        return rng.choice(["0161", "01632", "0113", "01434", "01872", "01793", "0191"]) + \
            " 555 " + dg(rng, 4)
    if cc == "AU":
        if kind == "mob":
            return "04" + dg(rng, 2) + " 555 " + dg(rng, 3)
        return "(0" + rng.choice("2378") + ") 5550 " + dg(rng, 4)
    if cc == "IE":
        if kind == "mob":
            return "08" + rng.choice("3567") + " 555 " + dg(rng, 4)
        return "0" + rng.choice(["21", "91", "65", "66", "71", "90", "44"]) + " 555 " + dg(rng, 4)
    # NZ
    if kind == "mob":
        return "02" + rng.choice("17") + " 555 " + dg(rng, 3)
    return "0" + rng.choice("34679") + " 555 " + dg(rng, 4)


def mobile(rng, cc):
    return phone(rng, cc, "mob")


def gb_mobile(rng):
    return rng.choice([lambda: "07700 555" + dg(rng, 3), lambda: "07911 555" + dg(rng, 3),
                       lambda: "07555 " + dg(rng, 6)])()


def ext(rng):
    return rng.choice(["555", "4555", "2555"]) + dg(rng, 1)


def bleep(rng):
    return "555" + dg(rng, 1)


def ascii_name(s):
    return "".join(ch for ch in ascii_fold(s).lower() if ch.isalnum())


def email_person(rng, first, last):
    dom = rng.choice(["example.org", "example.net", "example.com"])
    f, l = ascii_name(first), ascii_name(last)
    form = rng.choice(["{f}.{l}", "{f}{l}", "{i}{l}", "{f}.{l}{n}"])
    return form.format(f=f, l=l, i=f[:1], n=rng.randint(1, 99)) + "@" + dom


def email_team(rng, stem):
    dom = rng.choice(["example.org", "example.net", "example.com"])
    return stem + "@" + dom


def url(rng, kind):
    dom = rng.choice(["example.org", "example.net", "example.com"])
    if kind == "portal":
        return rng.choice(["https://portal.%s/vw/login", "https://%s/hah/patient",
                           "portal.%s/remote-monitoring"]) % dom
    if kind == "leaflet":
        return rng.choice(["www.%s/virtual-ward/leaflet", "https://www.%s/oximetry-at-home",
                           "www.%s/hospital-at-home/info"]) % dom
    return "https://%s/p/%s" % (dom, dg_alpha(rng, 6))


def dg_alpha(rng, n):
    return "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(n))


def ipaddr(rng):
    r = rng.randrange(3)
    if r == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randint(2, 254))
    if r == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randrange(256), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randint(2, 254))


def username(rng, first, last):
    f, l = ascii_name(first), ascii_name(last)
    return rng.choice(["{i}{l}", "{i}{l}{n}", "{l}{i}", "{f}.{l}", "nbk_{l}", "{l}_{i}{n}"]).format(
        f=f, l=l, i=f[:1], n=rng.randint(1, 9))


def postcode(rng, cc):
    if cc == "GB":
        area = rng.choice(["NE", "S", "WF", "HD", "TR", "SK", "WN", "BL", "SN", "RG", "BA", "M",
                           "PE", "CB", "CT", "LN", "DN", "CA", "LA", "IP", "NR", "EX", "TA", "HR",
                           "SY", "TF", "HX", "SR", "DL", "G", "SA", "LL", "DD"])
        return "%s%d %d%s" % (area, rng.randint(1, 29), rng.randint(1, 9),
                              rng.choice(UPPER) + rng.choice(UPPER))
    if cc == "US":
        return "%05d" % rng.randint(1001, 99950)
    if cc == "AU":
        return str(rng.randint(2000, 7999))
    if cc == "IE":
        return rng.choice(["T12", "P51", "H91", "V95", "V92", "F91", "N37", "N91", "E91",
                           "F23", "F92", "C15", "R95"]) + " " + \
            "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
    if cc == "CA":
        a = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (rng.choice(a), rng.randrange(10), rng.choice(a),
                                  rng.randrange(10), rng.choice(a), rng.randrange(10))
    return "%04d" % rng.randint(110, 9899)

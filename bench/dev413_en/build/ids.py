"""Identifier, contact and date formats per country.

Every phone, fax and pager number contains 555; e-mail and web addresses
use example.com/.org/.net only; IP addresses are private; SSN-like
numbers start with 9.
"""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n, first=None):
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first is not None:
        s = first + s[1:]
    return s


def letters(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# ---------------------------------------------------------------- dates
def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    mon = MONTHS[mm - 1]
    wd = DAYS[d.weekday()]
    table = {
        "dmy": "%02d/%02d/%d" % (dd, mm, yy),
        "dmy2": "%02d/%02d/%02d" % (dd, mm, yy % 100),
        "dmy_dot": "%02d.%02d.%d" % (dd, mm, yy),
        "d_mon_y": "%d %s %d" % (dd, mon[:3], yy),
        "d_month_y": "%d %s %d" % (dd, mon, yy),
        "d_mon_y_dash": "%02d-%s-%d" % (dd, mon[:3], yy),
        "ord_month_y": "%s %s %d" % (ordinal(dd), mon, yy),
        "mdy": "%02d/%02d/%d" % (mm, dd, yy),
        "mdy2": "%d/%d/%02d" % (mm, dd, yy % 100),
        "month_d_y": "%s %d, %d" % (mon, dd, yy),
        "mon_d_y": "%s %d, %d" % (mon[:3], dd, yy),
        "iso": "%d-%02d-%02d" % (yy, mm, dd),
        "wd_d_month_y": "%s %d %s %d" % (wd, dd, mon, yy),
        "wd_month_d_y": "%s, %s %d, %d" % (wd, mon, dd, yy),
        "wd_dm": "%s %02d/%02d" % (wd[:3], dd, mm),
        "wd_md": "%s %d/%d" % (wd[:3], mm, dd),
        "d_month": "%d %s" % (dd, mon),
        "month_d": "%s %d" % (mon, dd),
        "month_y": "%s %d" % (mon, yy),
        "mon_y": "%s %d" % (mon[:3], yy),
        "y": "%d" % yy,
        "weekday": wd,
        "dm": "%02d/%02d" % (dd, mm),
        "md": "%d/%d" % (mm, dd),
    }
    return table[style]


DATE_STYLES = {
    "UK": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy2", "d_mon_y_dash", "ord_month_y"],
    "IE": ["dmy", "dmy", "d_month_y", "d_mon_y", "dmy_dot", "ord_month_y"],
    "AU": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy2"],
    "NZ": ["dmy", "d_month_y", "d_mon_y", "dmy2", "dmy_dot"],
    "US": ["mdy", "mdy", "month_d_y", "mdy2", "mon_d_y"],
    "CA": ["iso", "iso", "month_d_y", "d_mon_y", "mon_d_y"],
}
SHORT_STYLE = {"UK": "wd_dm", "IE": "wd_dm", "AU": "wd_dm", "NZ": "wd_dm",
               "US": "wd_md", "CA": "wd_md"}
DM_STYLE = {"UK": "dm", "IE": "dm", "AU": "dm", "NZ": "dm", "US": "md", "CA": "md"}
LONG_WD = {"UK": "wd_d_month_y", "IE": "wd_d_month_y", "AU": "wd_d_month_y",
           "NZ": "wd_d_month_y", "US": "wd_month_d_y", "CA": "wd_month_d_y"}


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ---------------------------------------------------------------- phones
UK_AREAS = ["0113", "0114", "0161", "0121", "0117", "01274", "01484", "01422",
            "01904", "01225", "01302", "01772", "01792", "0141", "01738"]
US_AREAS = ["217", "614", "937", "330", "419", "608", "517", "810", "208", "541",
            "503", "518", "706", "256", "765", "601", "903", "512", "704", "701",
            "402", "410", "301", "610", "570", "814", "508", "978"]
CA_AREAS = ["416", "905", "519", "613", "705", "902", "506", "306", "250", "403", "204"]
AU_AREAS = ["02", "03", "07", "08"]
NZ_AREAS = ["07", "06", "03", "09", "04"]
IE_AREAS = ["021", "091", "061", "051", "056", "066", "065", "071", "090", "044", "046", "041", "074", "094", "052", "053"]


def phone(rng, c, kind="land"):
    if c == "UK":
        if kind == "mobile":
            return rng.choice(["07700 555", "07911 555", "07823 555", "07450 555"]) + digits(rng, 3)
        a = rng.choice(UK_AREAS)
        if len(a) == 5:
            return "%s 555%s" % (a, digits(rng, 3))
        return "%s 555 %s" % (a, digits(rng, 4))
    if c in ("US", "CA"):
        a = rng.choice(US_AREAS if c == "US" else CA_AREAS)
        n = "01" + digits(rng, 2)
        return rng.choice(["(%s) 555-%s", "%s-555-%s", "(%s) 555-%s", "%s.555.%s"]) % (a, n)
    if c == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return "(%s) 555%s %s" % (rng.choice(AU_AREAS), digits(rng, 1), digits(rng, 4))
    if c == "NZ":
        if kind == "mobile":
            return "%s 555 %s" % (rng.choice(["021", "022", "027"]), digits(rng, 4))
        return "(%s) 555 %s" % (rng.choice(NZ_AREAS), digits(rng, 4))
    if kind == "mobile":
        return "08%s 555 %s" % (rng.choice("3567"), digits(rng, 4))
    return "(%s) 555 %s" % (rng.choice(IE_AREAS), digits(rng, 4))


def extension(rng, c):
    base = phone(rng, c, "land")
    return base + rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, 4, rng.choice("2345678"))


def pager(rng):
    return rng.choice(["555%s", "%s555", "555-%s"]) % digits(rng, 1 if rng.random() < 0.6 else 2)


# ---------------------------------------------------------------- patient ids
def nhs_number(rng):
    while True:
        ds = [int(x) for x in digits(rng, 9, rng.choice("4567"))]
        r = sum(d * w for d, w in zip(ds, range(10, 1, -1))) % 11
        chk = 11 - r
        if chk == 11:
            chk = 0
        if chk != 10:
            s = "".join(str(d) for d in ds) + str(chk)
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


def chi_number(rng, dob):
    return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4))


def mrn(rng, c):
    if c == "UK":
        return rng.choice(["%s%s" % (letters(rng, 1), digits(rng, 7)), digits(rng, 8),
                           "RX%s" % digits(rng, 6)])
    if c == "US":
        return rng.choice([digits(rng, 8, "0"), digits(rng, 7, "4"), "E%s" % digits(rng, 9)])
    if c == "CA":
        return rng.choice([digits(rng, 7), "M%s" % digits(rng, 7)])
    if c == "AU":
        return digits(rng, 7, rng.choice("123"))
    if c == "NZ":
        return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)
    return digits(rng, 7, "0") if rng.random() < 0.5 else "%s%s" % (letters(rng, 1), digits(rng, 6))


def ssn(rng, c):
    if c == "US":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), rng.choice(["A", "B", "T", "W", "AA", "H"]))
    if c == "NZ":
        return "9%s-%s-%s" % (digits(rng, 1), digits(rng, 3), digits(rng, 3))
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return None


def healthplan(rng, c, prov=None):
    """Returns (label text, value) for the main insurance / public plan id."""
    if c == "US":
        return rng.choice([
            ("Member ID", letters(rng, 3) + digits(rng, 6)),
            ("Member ID", "W" + digits(rng, 9)),
            ("Medicare MBI", "%s%s%s%s-%s%s%s-%s%s%s%s" % (
                rng.choice("123456789"), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                rng.choice("0123456789ACDEFGHJKMNPQRTUVWXY"), rng.choice(DIG),
                letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                rng.choice("0123456789ACDEFGHJKMNPQRTUVWXY"), rng.choice(DIG),
                letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                rng.choice(DIG), rng.choice(DIG)))])
    if c == "CA":
        if prov == "BC":
            return ("PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)))
        if prov == "ON":
            return ("OHIP", "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)))
        return ("Health card", "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3)))
    if c == "AU":
        return ("Medicare", "%s %s %s" % (digits(rng, 4, rng.choice("2345")), digits(rng, 5), digits(rng, 1, rng.choice("12345"))))
    if c == "NZ":
        return ("ACC claim no.", letters(rng, 2) + digits(rng, 8))
    if c == "IE":
        return ("Medical card no.", digits(rng, 7) + letters(rng, 1))
    return ("Membership no.", digits(rng, 8))


def group_no(rng):
    return rng.choice(["GRP-%s" % digits(rng, 6), "%s" % digits(rng, 6, "0"), "G%s" % digits(rng, 5)])


def private_member(rng):
    return rng.choice([digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7)), "%s-%s" % (digits(rng, 5), digits(rng, 2))])


def account(rng, c):
    return rng.choice({
        "UK": ["EP%s" % digits(rng, 8), digits(rng, 9), "SP%s" % digits(rng, 7)],
        "US": [digits(rng, 10, "4"), digits(rng, 9, "7"), "E%s" % digits(rng, 8)],
        "CA": [digits(rng, 9, "1"), "V%s" % digits(rng, 8)],
        "AU": ["V%s" % digits(rng, 7), digits(rng, 8, "8")],
        "NZ": ["EV%s" % digits(rng, 7), digits(rng, 9)],
        "IE": ["EP%s" % digits(rng, 7), digits(rng, 8)],
    }[c])


# ---------------------------------------------------------------- staff ids
def npi(rng):
    base = "1" + digits(rng, 8)
    s = "80840" + base
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return base + str((10 - tot % 10) % 10)


def dea(rng, surname):
    ds = [int(x) for x in digits(rng, 6)]
    chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5])) % 10
    first = surname[0].upper() if surname[0].isalpha() else "X"
    return rng.choice("ABFM") + first + "".join(map(str, ds)) + str(chk)


def license_no(rng, c, role="doctor", surname="X"):
    """Returns (label, value)."""
    if c == "UK":
        if role == "physio":
            return ("HCPC", "PH" + digits(rng, 6))
        if role == "nurse":
            return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1)))
        return ("GMC", digits(rng, 7, rng.choice("3456789")))
    if c == "US":
        if role == "doctor" and rng.random() < 0.5:
            return ("DEA", dea(rng, surname))
        if role == "physio":
            return ("PT Lic.", "PT%s" % digits(rng, 6))
        return ("NPI", npi(rng))
    if c == "CA":
        if role == "physio":
            return ("Reg.", digits(rng, 5))
        return ("CPSO" if rng.random() < 0.6 else "CMPA ref", digits(rng, 5, rng.choice("6789")))
    if c == "AU":
        pref = {"doctor": "MED", "physio": "PHY", "nurse": "NMW"}[role]
        if role == "doctor" and rng.random() < 0.4:
            return ("Provider No.", "%s%s%s" % (digits(rng, 6, "2"), rng.choice("ABCDE123"), letters(rng, 1, "ABCDFHJKLTWXY")))
        return ("AHPRA", pref + digits(rng, 10, "0"))
    if c == "NZ":
        if role == "physio":
            return ("APC", "70-" + digits(rng, 5))
        return ("MCNZ", digits(rng, 5, rng.choice("12345")))
    if role == "physio":
        return ("CORU", "PT" + digits(rng, 6, "0"))
    return ("IMC", digits(rng, 6, "0"))


# ---------------------------------------------------------------- misc ids
def device_serial(rng):
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 1), digits(rng, 7)),
                       "%s%s" % (letters(rng, 3), digits(rng, 6)),
                       "%s%sH" % (letters(rng, 3), digits(rng, 6)),
                       "SN%s" % digits(rng, 8), "%s-%s" % (letters(rng, 2), digits(rng, 7))])


def lot_no(rng):
    return rng.choice(["%s%s%s" % (digits(rng, 4), letters(rng, 1), digits(rng, 3)),
                       "L%s" % digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 6))])


def vehicle(rng, c):
    if c == "UK":
        return "%s%s %s" % (letters(rng, 2), rng.choice(["19", "69", "20", "70", "21", "71", "22", "72", "23", "73", "15", "65"]), letters(rng, 3))
    if c == "US":
        return rng.choice(["%s%s%s" % (digits(rng, 1, rng.choice("5678")), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)), vin(rng)])
    if c == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s %s" % (letters(rng, 2), digits(rng, 1), letters(rng, 1) + digits(rng, 2))])
    if c == "AU":
        return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 2))])
    if c == "NZ":
        return "%s%s" % (letters(rng, 3), digits(rng, 3))
    return "%s-%s-%s" % (rng.choice(["191", "201", "212", "222", "231", "182", "171"]), rng.choice(["C", "G", "L", "KY", "WX", "MO", "D", "LK"]), digits(rng, rng.choice([4, 5])))


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def bioid(rng):
    return rng.choice(["PV-%s" % digits(rng, 6), "FP-%s" % digits(rng, 5),
                       "BIO%s" % digits(rng, 7), "PVS-%s-%s" % (letters(rng, 2), digits(rng, 5)),
                       "IR%s" % digits(rng, 6)])


def ip(rng):
    k = rng.choice([0, 1, 2])
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


def accession(rng, yy):
    return rng.choice(["RAD%02d%s" % (yy, digits(rng, 7)), "MR%s" % digits(rng, 8),
                       "ACC-%s-%s" % (yy, digits(rng, 6)), "%s%s" % (letters(rng, 2), digits(rng, 8))])


def ref_no(rng, prefix, yy):
    return rng.choice(["%s-%02d-%s" % (prefix, yy, digits(rng, 4)), "%s%02d%s" % (prefix, yy, digits(rng, 5)),
                       "%s/%s/%02d" % (prefix, digits(rng, 4), yy)])


def ubrn(rng):
    return "%s %s %s" % (digits(rng, 4, "0"), digits(rng, 4), digits(rng, 4))


def specimen(rng, yy):
    return rng.choice(["H%02d-%s" % (yy, digits(rng, 5)), "S%02d-%s" % (yy, digits(rng, 4)), "HS%02d/%s" % (yy, digits(rng, 5))])


def username(rng, first, sur):
    f = "".join(ch for ch in first.lower() if ch.isalpha())
    s = "".join(ch for ch in sur.lower() if ch.isalpha())
    return rng.choice([f[0] + s[:7] + digits(rng, 1), s[:6] + f[0], f + "." + s, f[0] + s + digits(rng, 2),
                       (s[:5] + f[:2]).upper()])


def email(rng, first, sur, kind="person"):
    f = "".join(ch for ch in first.lower() if ch.isalpha())
    s = "".join(ch for ch in sur.lower() if ch.isalpha())
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if kind == "staff":
        return rng.choice(["%s.%s@%s" % (f, s, dom), "%s%s@%s" % (f[0], s, dom)])
    return rng.choice(["%s.%s%s@%s" % (f, s, digits(rng, 2), dom), "%s%s@%s" % (f, s[:3], dom),
                       "%s_%s@%s" % (s, f[0], dom)])


def dept_email(rng, stem):
    return "%s@%s" % (stem, rng.choice(["example.org", "example.net", "example.com"]))


def url(rng, path):
    return rng.choice(["www.example.org/%s", "https://www.example.net/%s", "example.com/%s",
                       "https://portal.example.org/%s"]) % path

"""PHI surface-form generators. Every function takes an explicit random.Random."""
import datetime as dt
from core import P

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = ["Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun"]


def ordn(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DAY_FIRST_STYLES = ["dmy", "dmy", "dmy2", "dmy_dot", "d_mon_y", "d_month_y", "d_mon_y_dash",
                    "iso", "wd_d_month_y", "dmy_pad0", "d_month_y", "d_mon_y", "dMONy"]
CA_STYLES = ["iso", "iso", "mdy_long", "mon_d_y", "dmy", "d_month_y", "wd_mon_d", "ymd_slash",
             "mdy_long", "d_mon_y"]
SHORT_STYLES = ["d_m", "dth_month", "wd_d_m", "wd_dth", "d_mon", "wd_d_month"]
CA_SHORT = ["mon_d", "wd_mon_d", "m_d", "month_dth"]


def fmt_date(d, style):
    y, m, dd, w = d.year, d.month, d.day, d.weekday()
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy_pad0":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "d_mon_y":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "d_month_y":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "d_mon_y_dash":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "dMONy":
        return "%02d%s%d" % (dd, MON3[m - 1].upper(), y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (y, m, dd)
    if style == "wd_d_month_y":
        return "%s %d %s %d" % (WD[w], dd, MON[m - 1], y)
    if style == "mdy_long":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "mon_d_y":
        return "%s %d %d" % (MON3[m - 1], dd, y)
    if style == "wd_mon_d":
        return "%s, %s %d" % (WD[w], MON3[m - 1], dd)
    if style == "d_m":
        return "%d/%d" % (dd, m)
    if style == "m_d":
        return "%d/%d" % (m, dd)
    if style == "dth_month":
        return "%s %s" % (ordn(dd), MON[m - 1])
    if style == "month_dth":
        return "%s %s" % (MON[m - 1], ordn(dd))
    if style == "wd_d_m":
        return "%s %d/%d" % (WD_ALT[w], dd, m)
    if style == "wd_dth":
        return "%s %s" % (WD[w], ordn(dd))
    if style == "d_mon":
        return "%d %s" % (dd, MON3[m - 1])
    if style == "mon_d":
        return "%s %d" % (MON3[m - 1], dd)
    if style == "wd_d_month":
        return "%s %d %s" % (WD3[w], dd, MON[m - 1])
    if style == "month_y":
        return "%s %d" % (MON[m - 1], y)
    if style == "mon_y":
        return "%s %d" % (MON3[m - 1], y)
    if style == "year":
        return str(y)
    if style == "month":
        return MON[m - 1]
    if style == "weekday":
        return WD[w]
    raise ValueError(style)


def date(rng, d, country, short=False, style=None):
    if style is None:
        if country == "CA":
            style = rng.choice(CA_SHORT if short else CA_STYLES)
        else:
            style = rng.choice(SHORT_STYLES if short else DAY_FIRST_STYLES)
    return P("DATE", fmt_date(d, style))


def dstyle(rng, country):
    """Pick one full-date style to use consistently inside a form."""
    return rng.choice(CA_STYLES if country == "CA" else DAY_FIRST_STYLES)


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(rng, start=(2023, 1, 2), span_days=900):
    return add_days(dt.date(*start), rng.randrange(span_days))


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- contacts
UK_AREAS = ["0113", "0114", "0117", "0121", "0131", "0141", "0151", "0161", "01223", "01274",
            "01392", "01482", "01603", "01752", "029", "028", "01224", "01539", "01970", "01246"]
IE_AREAS = ["01", "021", "061", "091", "051", "066", "074", "094", "071", "065", "056"]
AU_AREAS = ["02", "03", "07", "08"]
CA_AREAS = ["416", "613", "604", "902", "403", "514", "204", "306", "709", "250", "519",
            "705", "506", "867"]
NZ_AREAS = ["03", "04", "06", "07", "09"]


def phone(rng, country, mobile=None, ext=False):
    if mobile is None:
        mobile = rng.random() < 0.45
    r = rng.random()
    if country == "UK":
        if mobile:
            a = "07" + digits(rng, 3)
            n = "555" + digits(rng, 3)
            s = rng.choice([a + " " + n, a + " " + n[:3] + " " + n[3:], a + n,
                            "+44 " + a[1:] + " " + n, "(" + a + ") " + n])
        else:
            a = rng.choice(UK_AREAS)
            s = rng.choice([a + " 555 " + digits(rng, 4), "(" + a + ") 555 " + digits(rng, 4),
                            a + " 555" + digits(rng, 4), "+44 " + a[1:] + " 555 " + digits(rng, 4)])
    elif country == "IE":
        if mobile:
            a = "08" + rng.choice("35679")
            s = rng.choice([a + " 555 " + digits(rng, 4), a + "-555" + digits(rng, 4),
                            "+353 " + a[1:] + " 555 " + digits(rng, 4)])
        else:
            a = rng.choice(IE_AREAS)
            s = rng.choice(["(" + a + ") 555 " + digits(rng, 4), a + " 555 " + digits(rng, 4),
                            a + "-555" + digits(rng, 4)])
    elif country == "AU":
        if mobile:
            a = "04" + digits(rng, 2)
            s = rng.choice([a + " 555 " + digits(rng, 3), a + "555" + digits(rng, 3),
                            "+61 " + a[1:] + " 555 " + digits(rng, 3)])
        else:
            a = rng.choice(AU_AREAS)
            s = rng.choice(["(" + a + ") 5550 " + digits(rng, 4), a + " 5550 " + digits(rng, 4),
                            "+61 " + a[1:] + " 5550 " + digits(rng, 4)])
    elif country == "CA":
        a = rng.choice(CA_AREAS)
        t = "01" + digits(rng, 2)
        s = rng.choice(["(" + a + ") 555-" + t, a + "-555-" + t, a + ".555." + t,
                        "1-" + a + "-555-" + t, a + " 555 " + t])
    else:  # NZ
        if mobile:
            a = "02" + rng.choice("1277")
            s = rng.choice([a + " 555 " + digits(rng, 4), a + "-555-" + digits(rng, 4),
                            "+64 " + a[1:] + " 555 " + digits(rng, 4)])
        else:
            a = rng.choice(NZ_AREAS)
            s = rng.choice(["(" + a + ") 555 " + digits(rng, 4), a + " 555 " + digits(rng, 4),
                            a + "-555-" + digits(rng, 4)])
    if ext:
        s += rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, rng.choice([2, 3, 4]))
    _ = r
    return s


DOMAINS = ["example.com", "example.org", "example.net"]


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isalnum() and ch.isascii():
            out.append(ch)
        elif ch in " -&'" and out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def email(rng, first, last, org=None):
    f = slug(first).replace("-", "")
    l = slug(last).replace("-", "")
    if org:
        dom = rng.choice([slug(org)[:18].strip("-") + "." + rng.choice(DOMAINS),
                          rng.choice(DOMAINS)])
        local = rng.choice([f + "." + l, f[0] + "." + l, f + l[0], f + "." + l + digits(rng, 1),
                            l + "." + f[0]])
    else:
        dom = rng.choice(DOMAINS)
        local = rng.choice([f + "." + l + digits(rng, 2), f + l[:3] + digits(rng, 2),
                            f[0] + l + digits(rng, 4), f + "_" + l, l + f[0] + digits(rng, 3),
                            f + ".the." + rng.choice(["gardener", "knitter", "walker", "nan",
                                                      "grandad", "angler"])])
    return local + "@" + dom


def team_email(rng, org, team=None):
    team = team or rng.choice(["socialprescribing", "sp.team", "linkworkers", "referrals",
                               "admin", "hello", "info", "connect", "wellbeing"])
    return team + "@" + slug(org)[:20].strip("-") + "." + rng.choice(DOMAINS)


def url(rng, org):
    s = slug(org)
    return rng.choice(["www.example.org/" + s, "https://" + s[:20].strip("-") + ".example.com",
                       "www." + s[:16].strip("-") + ".example.net/whats-on",
                       "https://www.example.org/groups/" + s, "example.com/" + s + "/timetable",
                       "http://example.net/c/" + s[:12].strip("-")])


def ipaddr(rng):
    k = rng.random()
    if k < 0.45:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f = slug(first).replace("-", "")
    l = slug(last).replace("-", "")
    return rng.choice([f[0] + l, f + "." + l, l + f[0] + digits(rng, 1), "lw." + f[0] + l,
                       f[0] + l[:5] + digits(rng, 2), (f[0] + l).upper(), f + "_" + l[:1],
                       "sp_" + f[:4] + l[:2]])


# ---------------------------------------------------------------- postcodes
def postcode(rng, country):
    L = "ABCDEFGHJKLMNPRSTUWYZ"
    if country == "UK":
        out = rng.choice(["%s%s%d", "%s%s%d%d", "%s%d"])
        a = rng.choice(L)
        b = rng.choice(L)
        if out == "%s%s%d":
            o = "%s%s%d" % (a, b, rng.randrange(1, 10))
        elif out == "%s%s%d%d":
            o = "%s%s%d%d" % (a, b, rng.randrange(1, 3), rng.randrange(10))
        else:
            o = "%s%d" % (a, rng.randrange(1, 10))
        return o + " " + str(rng.randrange(10)) + rng.choice("ABDEFGHJLNPQRSTUWXYZ") + \
            rng.choice("ABDEFGHJLNPQRSTUWXYZ")
    if country == "IE":
        return rng.choice(["D%02d" % rng.randrange(1, 25), rng.choice("AHKNPRTVWXY") +
                           digits(rng, 2)]) + " " + letters(rng, 1, "ACDEFHKNPRTVWXY") + \
            digits(rng, 1) + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1)
    if country == "AU":
        return rng.choice("234567") + digits(rng, 3)
    if country == "CA":
        a = "ABCEGHJKLMNPRSTVXY"
        return (rng.choice(a) + digits(rng, 1) + rng.choice(a) + " " + digits(rng, 1) +
                rng.choice(a) + digits(rng, 1))
    return rng.choice("0123456789") + digits(rng, 3)


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    s = rng.choice(["4", "6", "7", "9"]) + digits(rng, 9)
    return rng.choice([s[:3] + " " + s[3:6] + " " + s[6:], s, s[:3] + "-" + s[3:6] + "-" + s[6:]])


def mrn(rng, country):
    """(label, value) of a record number."""
    if country == "UK":
        return rng.choice([("NHS No", nhs_number(rng)), ("NHS number", nhs_number(rng)),
                           ("NHS#", nhs_number(rng)), ("CHI", digits(rng, 10)),
                           ("Hosp No", letters(rng, 1) + digits(rng, 6)),
                           ("EMIS No", digits(rng, 5)), ("Patient ID", digits(rng, 6))])
    if country == "IE":
        return rng.choice([("MRN", digits(rng, 7)), ("Chart No", digits(rng, 5)),
                           ("Hosp No", "H" + digits(rng, 6)), ("IHI", digits(rng, 10)),
                           ("Patient ID", "P" + digits(rng, 6))])
    if country == "AU":
        return rng.choice([("UR", digits(rng, 7)), ("UR No", "0" + digits(rng, 6)),
                           ("MRN", digits(rng, 8)), ("Patient ID", digits(rng, 5)),
                           ("Clinic ID", "PT" + digits(rng, 5))])
    if country == "CA":
        return rng.choice([("Chart #", digits(rng, 6)), ("MRN", "M" + digits(rng, 7)),
                           ("Chart No", digits(rng, 5) + "-" + digits(rng, 2)),
                           ("EMR ID", digits(rng, 7))])
    nhi = letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)
    return rng.choice([("NHI", nhi), ("NHI", nhi), ("NHI No", nhi),
                       ("Patient ID", digits(rng, 6))])


def healthplan(rng, country):
    if country == "UK":
        return rng.choice([("HC2 cert no", digits(rng, 9)), ("HC2 certificate", "HC2/" + digits(rng, 7)),
                           ("Prescription exemption cert", digits(rng, 2) + " " + digits(rng, 6) + " " + letters(rng, 2)),
                           ("Bupa membership no", digits(rng, 8) + letters(rng, 1)),
                           ("NHS PPC ref", "PPC" + digits(rng, 7))])
    if country == "IE":
        return rng.choice([("Medical card no", digits(rng, 7) + letters(rng, 1)),
                           ("GMS no", digits(rng, 6) + letters(rng, 1)),
                           ("GP visit card", "GPV" + digits(rng, 7)),
                           ("VHI member no", digits(rng, 8)),
                           ("Laya policy", "LH" + digits(rng, 8))])
    if country == "AU":
        m = rng.choice("23456") + digits(rng, 9)
        return rng.choice([("Medicare", m[:4] + " " + m[4:9] + " " + m[9] + " / " + str(rng.randrange(1, 6))),
                           ("Medicare No", m[:4] + " " + m[4:9] + " " + m[9]),
                           ("Medicare", m),
                           ("DVA file no", rng.choice(["N", "V", "Q", "W"]) + rng.choice(["X", "SM", "WW"]) + digits(rng, 6)),
                           ("Pension Concession Card", digits(rng, 9) + letters(rng, 1))])
    if country == "CA":
        o = digits(rng, 10)
        return rng.choice([("OHIP", o[:4] + "-" + o[4:7] + "-" + o[7:] + "-" + letters(rng, 2)),
                           ("OHIP #", o + letters(rng, 2)),
                           ("PHN", "9" + digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)),
                           ("NS Health Card", digits(rng, 4) + " " + digits(rng, 3) + " " + digits(rng, 3)),
                           ("Blue Cross ID", "BC" + digits(rng, 8))])
    return rng.choice([("CSC no", digits(rng, 9)), ("Community Services Card", digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)),
                       ("Southern Cross member", digits(rng, 8)), ("SuperGold card", "SG" + digits(rng, 7))])


def ssn(rng, country):
    if country == "UK":
        p = rng.choice(["QQ", "QS", "TQ", "ZQ", "FQ", "QZ"])
        d = "9" + digits(rng, 5)
        s = rng.choice("ABCD")
        return rng.choice([("NI No", p + " " + d[:2] + " " + d[2:4] + " " + d[4:] + " " + s),
                           ("NINO", p + d + s), ("NI number", p + d + s),
                           ("National Insurance", p + " " + d + " " + s)])
    if country == "IE":
        return ("PPSN", "9" + digits(rng, 6) + rng.choice(["T", "W", "A", "H"]) + rng.choice(["", "A", "W"]))
    if country == "AU":
        t = "9" + digits(rng, 8)
        return ("TFN", t[:3] + " " + t[3:6] + " " + t[6:])
    if country == "CA":
        t = "9" + digits(rng, 8)
        return rng.choice([("SIN", t[:3] + " " + t[3:6] + " " + t[6:]), ("SIN", t[:3] + "-" + t[3:6] + "-" + t[6:])])
    t = "9" + digits(rng, 7)
    return ("IRD no", t[:2] + "-" + t[2:5] + "-" + t[5:])


def benefit_ref(rng, country):
    if country == "UK":
        return rng.choice([("UC claim ref", digits(rng, 4) + " " + digits(rng, 4) + " " + letters(rng, 1)),
                           ("PIP ref", "PIP-" + digits(rng, 7)),
                           ("AA claim ref", "AA" + digits(rng, 6)),
                           ("Housing register no", "HR" + digits(rng, 6)),
                           ("Homeless case ref", "HOM/" + digits(rng, 2) + "/" + digits(rng, 4)),
                           ("DHP application", "DHP" + digits(rng, 5))])
    if country == "IE":
        return rng.choice([("Housing list ref", "HL-" + digits(rng, 5)),
                           ("HAP ref", "HAP" + digits(rng, 6)),
                           ("SWA claim", "SWA/" + digits(rng, 6)),
                           ("Fuel Allowance claim", "FA" + digits(rng, 7))])
    if country == "AU":
        return rng.choice([("CRN", digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3) + letters(rng, 1)),
                           ("Centrelink CRN", digits(rng, 9) + letters(rng, 1)),
                           ("Housing application no", "HA" + digits(rng, 7)),
                           ("NDIS no", "43" + digits(rng, 7)),
                           ("My Aged Care ID", "AC" + digits(rng, 8))])
    if country == "CA":
        return rng.choice([("ODSP member ID", digits(rng, 9)), ("OW case #", digits(rng, 8)),
                           ("Housing waitlist #", "HW-" + digits(rng, 6)),
                           ("Rent Bank file", "RB" + digits(rng, 5))])
    return rng.choice([("MSD client no", digits(rng, 9)), ("WINZ client no", digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 3)),
                       ("Housing register ref", "HRR" + digits(rng, 6))])


def account(rng, kind):
    if kind == "council_tax":
        return rng.choice([digits(rng, 8), "CT" + digits(rng, 8), digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 2)])
    if kind == "rent":
        return rng.choice(["RA" + digits(rng, 7), digits(rng, 6) + "/" + digits(rng, 2), "T" + digits(rng, 8)])
    if kind == "energy":
        return rng.choice([digits(rng, 10), digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 2), "EN-" + digits(rng, 8)])
    if kind == "bank":
        return rng.choice(["****" + digits(rng, 4), digits(rng, 8), digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 2) + " " + digits(rng, 8)])
    if kind == "encounter":
        return rng.choice(["ENC" + digits(rng, 8), digits(rng, 9), "C-" + digits(rng, 7), "V" + digits(rng, 7)])
    return digits(rng, 8)


def license_clin(rng, country):
    if country == "UK":
        return rng.choice([("GMC", digits(rng, 7)), ("GMC No", digits(rng, 7)), ("NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)),
                           ("HCPC", "OT" + digits(rng, 5))])
    if country == "IE":
        return rng.choice([("IMC", digits(rng, 6)), ("IMC No", digits(rng, 6)), ("NMBI PIN", digits(rng, 6))])
    if country == "AU":
        return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Prescriber No", digits(rng, 7)), ("Provider No", digits(rng, 6) + letters(rng, 2))])
    if country == "CA":
        return rng.choice([("CPSO #", digits(rng, 5)), ("CPSBC", digits(rng, 5)), ("Billing #", digits(rng, 6))])
    return rng.choice([("MCNZ", digits(rng, 5)), ("NCNZ", digits(rng, 6)), ("HPI-CPN", digits(rng, 2) + letters(rng, 3) + digits(rng, 1))])


def driving_licence(rng, country, last="SMITH"):
    if country == "UK":
        l = (last.upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
        return l + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if country == "IE":
        return digits(rng, 9)
    if country == "AU":
        return digits(rng, rng.choice([8, 9]))
    if country == "CA":
        return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
    return letters(rng, 2) + digits(rng, 6)


def plate(rng, country):
    if country == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if country == "IE":
        return rng.choice(["2" + digits(rng, 2), "1" + digits(rng, 2)]) + "-" + rng.choice(["D", "C", "KY", "G", "MO", "L", "WX", "CE"]) + "-" + digits(rng, rng.choice([3, 4, 5]))
    if country == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 3), letters(rng, 2) + digits(rng, 2) + letters(rng, 2)])
    if country == "CA":
        return rng.choice([letters(rng, 4) + " " + digits(rng, 3), letters(rng, 3) + " " + digits(rng, 3), digits(rng, 3) + " " + letters(rng, 3)])
    return letters(rng, 3) + digits(rng, 3)


def device_serial(rng):
    return rng.choice([letters(rng, 2) + digits(rng, 6), letters(rng, 3) + "-" + digits(rng, 6),
                       digits(rng, 2) + letters(rng, 1) + digits(rng, 7), "CL-" + digits(rng, 6),
                       letters(rng, 1) + digits(rng, 4) + "-" + letters(rng, 2) + digits(rng, 2)])


def imei(rng):
    s = "35" + digits(rng, 13)
    return rng.choice([s, s[:2] + " " + s[2:8] + " " + s[8:14] + " " + s[14]])


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 6), "BIO" + digits(rng, 7), "VP-" + letters(rng, 2) + digits(rng, 5),
                       "IRIS-" + digits(rng, 5), "BRP-BIO-" + digits(rng, 6), digits(rng, 4) + "-VID-" + digits(rng, 4)])


def idnum(rng, kind):
    y = str(rng.randrange(2023, 2026))
    if kind == "referral":
        return rng.choice(["SPR-" + y[2:] + "-" + digits(rng, 4), "REF" + digits(rng, 6), "SP/" + y + "/" + digits(rng, 4),
                           "eRS " + digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4), "R" + digits(rng, 7)])
    if kind == "voucher":
        return rng.choice(["FV-" + y + "-" + digits(rng, 5), "V" + digits(rng, 6), digits(rng, 4) + "/" + digits(rng, 3),
                           "FB" + digits(rng, 5) + letters(rng, 1)])
    if kind == "case":
        return rng.choice(["CASE-" + digits(rng, 6), "C" + digits(rng, 5), "SG-" + y + "-" + digits(rng, 3),
                           "#" + digits(rng, 5)])
    if kind == "task":
        return rng.choice(["TSK" + digits(rng, 7), "T-" + digits(rng, 6), "TK" + digits(rng, 5)])
    return "ID" + digits(rng, 6)


def dbs_cert(rng):
    return "00" + digits(rng, 10)


def blue_badge(rng):
    return rng.choice(["BB" + digits(rng, 8), letters(rng, 2) + digits(rng, 6) + letters(rng, 1), digits(rng, 10)])


def age_word(n):
    ones = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    tens = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy",
            8: "eighty", 9: "ninety"}
    if n < 20:
        return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                "seventeen", "eighteen", "nineteen"][n]
    if n >= 100:
        return "a hundred and " + age_word(n - 100) if n > 100 else "one hundred"
    t, o = divmod(n, 10)
    return tens[t] + ("-" + ones[o] if o else "")

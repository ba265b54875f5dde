"""Surface-form generators for invented PHI values (dates, names, identifiers, contacts)."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY3 = [d[:3] for d in DAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# full-date styles; "us"/"au" decide day-month order where it matters
FULL_US = ["mdy", "mdy0", "mdy2", "Mon d, yyyy", "Month d, yyyy", "iso", "d-Mon-yyyy", "mdyd"]
FULL_AU = ["dmy", "dmy0", "dmy2", "d Mon yyyy", "d Month yyyy", "iso", "d-Mon-yyyy", "dmyd", "d.m.yy"]


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "mdy":
        return "%d/%d/%d" % (m, dd, y)
    if style == "mdy0":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "mdyd":
        return "%02d-%02d-%d" % (m, dd, y)
    if style == "dmy":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dmy0":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy2":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "dmyd":
        return "%02d-%02d-%d" % (dd, m, y)
    if style == "d.m.yy":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "Mon d, yyyy":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "Month d, yyyy":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "d Mon yyyy":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "d Month yyyy":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "d-Mon-yyyy":
        return "%02d-%s-%d" % (dd, MON3[m - 1].upper(), y) if y % 2 else "%d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "yyyymmdd":
        return "%d%02d%02d" % (y, m, dd)
    raise ValueError(style)


def fmt_short(d, country, rng):
    """Partial or weekday forms."""
    y, m, dd = d.year, d.month, d.day
    k = rng.randrange(9)
    wd = d.weekday()
    if k == 0:
        return ("%d/%d" % (m, dd)) if country == "US" else ("%d/%d" % (dd, m))
    if k == 1:
        return "%s %d" % (MON3[m - 1], dd) if country == "US" else "%d %s" % (dd, MON3[m - 1])
    if k == 2:
        return ("%s %d/%d" % (DAY3[wd], m, dd)) if country == "US" else ("%s %d/%d" % (DAY3[wd], dd, m))
    if k == 3:
        return "%s, %s %d" % (DAYS[wd], MONTHS[m - 1], dd) if country == "US" else "%s %d %s" % (DAYS[wd], dd, MONTHS[m - 1])
    if k == 4:
        return "the " + ordinal(dd) if False else ordinal(dd)
    if k == 5:
        return "%s %s" % (MONTHS[m - 1], ordinal(dd))
    if k == 6:
        return ("%02d/%02d" % (m, dd)) if country == "US" else ("%02d/%02d" % (dd, m))
    if k == 7:
        return DAYS[wd]
    return "%d %s" % (dd, MONTHS[m - 1]) if country == "AU" else "%s %d" % (MONTHS[m - 1], dd)


def fmt_month(d, rng):
    k = rng.randrange(5)
    if k == 0:
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if k == 1:
        return "%s %d" % (MON3[d.month - 1], d.year)
    if k == 2:
        return "%s-%02d" % (MON3[d.month - 1], d.year % 100)
    if k == 3:
        return "%d/%d" % (d.month, d.year)
    return "%s of %d" % (MONTHS[d.month - 1], d.year) if False else "%s %d" % (MONTHS[d.month - 1], d.year)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, y0=2017, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


# ---------------------------------------------------------------- names
class Person:
    def __init__(self, first, last, mid=None, sex=None, title=None, nick=None):
        self.first, self.last, self.mid, self.sex, self.title, self.nick = first, last, mid, sex, title, nick

    def form(self, f):
        fi, la, mi = self.first, self.last, self.mid
        if f == "full":
            return "%s %s" % (fi, la)
        if f == "fml":
            return "%s %s. %s" % (fi, mi, la) if mi else "%s %s" % (fi, la)
        if f == "fmlnodot":
            return "%s %s %s" % (fi, mi, la) if mi else "%s %s" % (fi, la)
        if f == "lf":
            return "%s, %s" % (la, fi)
        if f == "LF":
            return ("%s, %s %s" % (la, fi, mi) if mi else "%s, %s" % (la, fi)).upper()
        if f == "LFnosp":
            return ("%s,%s" % (la, fi)).upper()
        if f == "last":
            return la
        if f == "LAST":
            return la.upper()
        if f == "first":
            return fi
        if f == "nick":
            return self.nick or fi
        if f == "init":
            return "%s.%s." % (fi[0], la[0])
        if f == "init2":
            return "%s%s" % (fi[0], la[0])
        if f == "init3":
            return ("%s%s%s" % (fi[0], mi, la[0])) if mi else "%s%s" % (fi[0], la[0])
        if f == "initlow":
            return ("%s%s" % (fi[0], la[0])).lower()
        if f == "fi_last":
            return "%s. %s" % (fi[0], la)
        if f == "fi_last_nodot":
            return "%s %s" % (fi[0], la)
        if f == "first_li":
            return "%s %s." % (fi, la[0])
        if f == "CAPS":
            return ("%s %s" % (fi, la)).upper()
        raise ValueError(f)


def username(p, rng):
    k = rng.randrange(6)
    fi, la = p.first.lower(), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    if k == 0:
        return fi[0] + la[:7]
    if k == 1:
        return "%s%s%d" % (fi[0], la[:6], rng.randint(1, 9))
    if k == 2:
        return "%s.%s" % (fi, la)
    if k == 3:
        return "%s%s" % (la[:5], fi[:2])
    if k == 4:
        return "E%06d" % rng.randint(10000, 999999)
    return "%s_%s" % (fi[:3], la[:4])


def email(p, rng, domain):
    fi, la = p.first.lower(), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    k = rng.randrange(5)
    if k == 0:
        u = "%s.%s" % (fi, la)
    elif k == 1:
        u = "%s%s" % (fi[0], la)
    elif k == 2:
        u = "%s%s%d" % (fi, la[:3], rng.randint(1, 99))
    elif k == 3:
        u = "%s_%s" % (la, fi[0])
    else:
        u = "%s.%s%d" % (fi, la[0], rng.randint(70, 99))
    return "%s@%s" % (u, domain)


# ---------------------------------------------------------------- contacts
US_AREAS = ["212", "312", "614", "615", "720", "509", "208", "505", "915", "210", "559", "520", "402", "515",
            "608", "734", "616", "814", "570", "585", "315", "802", "207", "860", "401", "804", "757", "843",
            "912", "205", "601", "225", "501", "918", "316", "417", "502", "859", "260", "309", "815", "218",
            "701", "406", "775", "801", "907", "808", "919", "828", "352", "813", "307", "302", "304"]
AU_AREAS = ["02", "03", "07", "08"]


def phone(country, rng, mobile=False):
    if country == "US":
        a = rng.choice(US_AREAS)
        n = "%04d" % rng.randint(100, 199)
        k = rng.randrange(6)
        if k == 0:
            return "(%s) 555-%s" % (a, n)
        if k == 1:
            return "%s-555-%s" % (a, n)
        if k == 2:
            return "%s.555.%s" % (a, n)
        if k == 3:
            return "+1 %s 555 %s" % (a, n)
        if k == 4:
            return "(%s)555-%s" % (a, n)
        return "1-%s-555-%s" % (a, n)
    if mobile:
        k = rng.randrange(3)
        m = "04%02d" % rng.randint(0, 99)
        tail = "%03d" % rng.randint(0, 199)
        if k == 0:
            return "%s 555 %s" % (m, tail)
        if k == 1:
            return "%s555%s" % (m, tail)
        return "+61 %s 555 %s" % (m[1:], tail)
    a = rng.choice(AU_AREAS)
    n = "%04d" % rng.randint(0, 999)
    k = rng.randrange(4)
    if k == 0:
        return "(%s) 5550 %s" % (a, n)
    if k == 1:
        return "%s 5550 %s" % (a, n)
    if k == 2:
        return "+61 %s 5550 %s" % (a[1], n)
    return "(%s) 5550-%s" % (a, n)


def pager(rng):
    k = rng.randrange(4)
    if k == 0:
        return "%d-%04d" % (rng.randint(2, 8), rng.randint(1000, 9999))
    if k == 1:
        return "#%d" % rng.randint(1000, 99999)
    if k == 2:
        return "%05d" % rng.randint(10000, 99999)
    return "%d%03d" % (rng.randint(1, 9), rng.randint(0, 999))


def ext(rng):
    return rng.choice(["x", "ext. ", "ext ", "Ext "]) + str(rng.randint(2000, 79999))


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(country, rng):
    k = rng.randrange(4)
    if country == "AU":
        return [digits(rng, 7), "%s%s" % (rng.choice("0123456789"), digits(rng, 6)),
                "UR%s" % digits(rng, 6), digits(rng, 8)][k]
    return [digits(rng, 8), "%s-%s-%s" % (digits(rng, 3), digits(rng, 2), digits(rng, 3)),
            "M%s" % digits(rng, 7), "00%s" % digits(rng, 7)][k]


def ssn(rng):
    k = rng.randrange(3)
    if k == 0:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if k == 1:
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def crn(rng):  # Australian social-security customer reference number (fictional, 9-prefixed)
    return rng.choice(["9%s %s %s%s", "9%s%s%s%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice("ABCHKJ"))


def medicare_au(rng):
    a = "%d%s" % (rng.randint(2, 6), digits(rng, 3))
    b = digits(rng, 5)
    c = str(rng.randint(1, 9))
    k = rng.randrange(3)
    if k == 0:
        return "%s %s %s" % (a, b, c)
    if k == 1:
        return "%s%s%s" % (a, b, c)
    return "%s %s %s-%d" % (a, b, c, rng.randint(1, 5))


def healthplan(country, rng):
    k = rng.randrange(4)
    if country == "US":
        return [letters(rng, 3) + digits(rng, 9), "MCD%s" % digits(rng, 8), "%s-%s" % (letters(rng, 2), digits(rng, 7)),
                "W%s" % digits(rng, 9)][k]
    return [digits(rng, 8), "HF-%s" % digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 6)), digits(rng, 9)][k]


def groupno(rng):
    return rng.choice(["G%s", "GRP-%s", "%s"]) % digits(rng, 6)


def account(rng):
    k = rng.randrange(5)
    return ["%s-%s" % (digits(rng, 4), digits(rng, 4)), "V%s" % digits(rng, 9), digits(rng, 10),
            "ENC%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7))][k]


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def ahpra(rng):
    return "MED000" + digits(rng, 7)


def ahpra_nurse(rng):
    return "NMW000" + digits(rng, 7)


def provider_no(rng):
    return digits(rng, 6) + rng.choice("ABCDEFHJKLTWXY") + rng.choice("ABCDEFHJKLTWXY")


def state_lic(rng, st):
    return rng.choice(["%s-%s" % (st, digits(rng, 6)), "MD%s" % digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 5))])


def rn_lic(rng):
    return rng.choice(["RN%s" % digits(rng, 7), "%s" % digits(rng, 7)])


def device_sn(rng, kind="port"):
    if kind == "port":
        return rng.choice(["PX%s" % digits(rng, 6), "%s%s" % (letters(rng, 3), digits(rng, 6)), "SN-%s-%s" % (digits(rng, 4), digits(rng, 4))])
    if kind == "pump":
        return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 7)), "P-%s" % digits(rng, 6), "%s" % digits(rng, 8)])
    if kind == "lot":
        return rng.choice(["LOT %s" % digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 7))]).replace("LOT ", "")
    return "%s-%s" % (letters(rng, 2), digits(rng, 6))


def plate(country, rng):
    if country == "US":
        return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 3))])
    return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 3)),
                       "%s %s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "PV-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "BIO%s" % digits(rng, 7), "IRS-%s%s" % (letters(rng, 2), digits(rng, 5)),
                       "PALM%s" % digits(rng, 6)])


def accession(rng, year, prefix=None):
    p = prefix or rng.choice(["S", "BM", "H", "FC", "CG", "M", "SP"])
    yy = year % 100
    return rng.choice(["%s%02d-%s" % (p, yy, digits(rng, 5)), "%s-%02d-%s" % (p, yy, digits(rng, 6)),
                       "%s%d%s" % (p, year, digits(rng, 5))])


def order_no(rng):
    return rng.choice(["ORD%s" % digits(rng, 8), "%s" % digits(rng, 9), "RX-%s" % digits(rng, 7), "O%s" % digits(rng, 7)])


def blood_unit(rng):
    # ISBT-128-like donation identification numbers (invented)
    return rng.choice(["%s%s %s %s" % (rng.choice("AWG"), digits(rng, 4), digits(rng, 2), digits(rng, 6)),
                       "%s%s%s%s" % (rng.choice("AWG"), digits(rng, 4), digits(rng, 2), digits(rng, 6)),
                       "DIN %s" % digits(rng, 13)]).replace("DIN ", "")


def subject_id(rng):
    return rng.choice(["%s-%s" % (digits(rng, 3), digits(rng, 4)), "SUBJ-%s" % digits(rng, 5),
                       "%s%s" % (letters(rng, 2), digits(rng, 5)), "0%s-%s" % (digits(rng, 2), digits(rng, 3))])

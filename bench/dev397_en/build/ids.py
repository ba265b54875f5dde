"""Identifier, contact and date formats per country. All phone/fax/pager
numbers contain 555; e-mail/URLs use example.com/.org/.net; IPs are private;
SSN-like numbers start with 9 or 000."""
import datetime
import unicodedata

DIG = "0123456789"
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"


def dg(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def lt(rng, n, alphabet=UP):
    return "".join(rng.choice(alphabet) for _ in range(n))


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c in "-."))


# ---------------------------------------------------------------- contacts
AREA = {"MA": ["617", "508", "781"], "RI": ["401"], "CT": ["860", "203"], "NY": ["518", "716", "585"],
        "PA": ["412"], "MD": ["410", "443"], "VA": ["804"], "NC": ["919", "704", "843"], "SC": ["843"],
        "GA": ["404", "770"], "TN": ["615"], "KY": ["502"], "OH": ["614", "216"], "WI": ["608"],
        "MN": ["612"], "IA": ["515"], "NE": ["402"], "CO": ["303", "720"], "UT": ["801"], "AZ": ["520"],
        "NM": ["505"], "TX": ["512", "713"], "OR": ["503"], "WA": ["509"], "CA": ["916", "559"],
        "ID": ["208"], "MS": ["601"], "ON": ["416", "613", "905", "519", "705"], "QC": ["514", "418"],
        "NS": ["902"], "NB": ["506"], "NL": ["709"], "PE": ["902"], "MB": ["204"], "SK": ["306"],
        "AB": ["403", "780"], "BC": ["604", "250"]}


def phone(rng, country, kind="land", region=None):
    r = rng.random()
    if country in ("US", "Canada") and region in AREA and rng.random() < .85:
        ac = rng.choice(AREA[region])
        return ("(%s) 555-%s" if r < .5 else "%s-555-%s") % (ac, dg(rng, 4))
    if country == "UK":
        if kind == "mob":
            return "07700 555" + dg(rng, 3) if r < .5 else "07700 555 " + dg(rng, 3)
        area = rng.choice(["0113", "0114", "0117", "0161", "01392", "01603", "0131", "0141",
                           "029", "028", "01224"])
        return "%s %s %s" % (area, "555", dg(rng, 4)) if r < .7 else "(%s) 555 %s" % (area, dg(rng, 4))
    if country in ("US", "Canada"):
        ac = rng.choice(["617", "508", "401", "860", "518", "716", "412", "410", "804", "919",
                         "404", "615", "614", "608", "612", "303", "801", "520", "512", "503"]
                        if country == "US" else
                        ["416", "647", "613", "905", "519", "514", "418", "902", "506", "709",
                         "204", "306", "403", "780", "604", "250"])
        n = "555-%s" % dg(rng, 4) if True else ""
        if r < .45:
            return "(%s) %s" % (ac, n)
        if r < .85:
            return "%s-%s" % (ac, n)
        return "%s.555.%s" % (ac, dg(rng, 4))
    if country == "Australia":
        if kind == "mob":
            return "04%s 555 %s" % (dg(rng, 2), dg(rng, 3))
        ac = rng.choice(["02", "03", "07", "08"])
        return "(%s) 9555 %s" % (ac, dg(rng, 4)) if r < .6 else "%s 5555 %s" % (ac, dg(rng, 4))
    if country == "Ireland":
        if kind == "mob":
            return "08%s 555 %s" % (rng.choice("3567"), dg(rng, 4))
        ac = rng.choice(["01", "021", "091", "061", "051", "071", "066"])
        return "(%s) 555 %s" % (ac, dg(rng, 4)) if r < .5 else "%s 555 %s" % (ac, dg(rng, 4))
    # New Zealand
    if kind == "mob":
        return "02%s 555 %s" % (rng.choice("1279"), dg(rng, 4))
    ac = rng.choice(["09", "04", "03", "07", "06"])
    return "(%s) 555 %s" % (ac, dg(rng, 4)) if r < .5 else "%s 555 %s" % (ac, dg(rng, 4))


def ext(rng, num):
    return num + rng.choice([" ext. ", " ext ", " x", " Ext "]) + dg(rng, 4)


def pager(rng, country):
    r = rng.random()
    if r < .4:
        return "555" + dg(rng, 1)
    if r < .7 or country not in ("US", "Canada"):
        return "5" + dg(rng, 1) + "555"
    return phone(rng, country)


def email_for(rng, first, last, domain=None):
    f = ascii_fold(first).lower().replace(".", "")
    la = ascii_fold(last).lower().replace(".", "")
    dom = domain or rng.choice(["example.com", "example.org", "example.net"])
    st = rng.randrange(5)
    if st == 0:
        u = "%s.%s" % (f, la)
    elif st == 1:
        u = "%s%s" % (f[:1], la)
    elif st == 2:
        u = "%s_%s%s" % (f, la, dg(rng, 2))
    elif st == 3:
        u = "%s%s" % (la, dg(rng, 2))
    else:
        u = "%s.%s" % (f[:1], la)
    return u + "@" + dom


def org_email(rng, words, dom=None):
    stem = "".join(ascii_fold(w).lower().replace(".", "") for w in words.split()[:2])
    box = rng.choice(["eyeclinic", "cornea", "uveitis", "admin", "referrals", "appointments",
                      "eyebank", "info", "reception"])
    return "%s.%s@%s" % (box, stem[:14], dom or rng.choice(["example.org", "example.net", "example.com"]))


def url_for(rng, words):
    stem = "".join(ascii_fold(w).lower().replace(".", "") for w in words.split()[:2])[:16]
    dom = rng.choice(["example.org", "example.com", "example.net"])
    path = rng.choice(["", "/eye", "/patients", "/portal", "/cornea-service", "/uveitis",
                       "/referrals", "/eyebank/tissue"])
    if rng.random() < .5:
        return "https://%s.%s%s" % (stem, dom, path)
    return "www.%s%s" % (dom, path + "/" + stem)


def ipaddr(rng):
    r = rng.random()
    if r < .4:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r < .7:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f = ascii_fold(first).lower().replace("-", "").replace(".", "")
    la = ascii_fold(last).lower().replace("-", "").replace(".", "").replace(" ", "")
    st = rng.randrange(5)
    if st == 0:
        return f[:1] + la + dg(rng, 1)
    if st == 1:
        return (la[:6] + f[:1]).upper()
    if st == 2:
        return f + "." + la
    if st == 3:
        return la[:5] + f[:2] + dg(rng, 2)
    return f[:1] + la[:7]


# ------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        body = "9" + dg(rng, 8)
        tot = sum(int(c) * (10 - i) for i, c in enumerate(body))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            n = body + str(chk)
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def nhi(rng):
    return lt(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dg(rng, 4)


def mrn(rng, country, prefix=""):
    if country == "UK":
        return prefix + dg(rng, 6 if prefix else 7) if prefix else rng.choice(["RX", "K", "M", "H"]) + dg(rng, 7)
    if country == "US":
        return rng.choice(["00", "01", "10"]) + dg(rng, 6)
    if country == "Canada":
        return dg(rng, 7)
    if country == "Australia":
        return dg(rng, 6) if rng.random() < .6 else "UR" + dg(rng, 6)
    if country == "Ireland":
        return dg(rng, 7)
    return rng.choice(["H", "T", "W"]) + dg(rng, 6)


def ssn(rng, country):
    if country == "US":
        return "9%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4)) if rng.random() < .8 else "000-%s-%s" % (dg(rng, 2), dg(rng, 4))
    if country == "Canada":
        return "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3))
    if country == "Ireland":
        return "9%s%s" % (dg(rng, 6), rng.choice(["A", "B", "T", "W", "H", "TA"]))
    if country == "Australia":
        return "9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3))
    if country == "New Zealand":
        return "9%s-%s-%s" % (dg(rng, 1), dg(rng, 3), dg(rng, 3))
    return "000 %s %s" % (dg(rng, 3), dg(rng, 4))


def healthplan(rng, country):
    """(label, value) for the main public/private plan."""
    if country == "US":
        k = rng.randrange(3)
        if k == 0:
            return ("Medicare MBI", "%s%s%s-%s%s-%s%s" % (rng.choice("123456789"), lt(rng, 1), dg(rng, 1) + lt(rng, 1), dg(rng, 1), lt(rng, 1), dg(rng, 1) + lt(rng, 1), dg(rng, 2)))
        if k == 1:
            return ("Member ID", lt(rng, 3) + dg(rng, 9))
        return ("Subscriber ID", "W" + dg(rng, 9))
    if country == "Canada":
        k = rng.randrange(3)
        if k == 0:
            return ("OHIP", "%s-%s-%s-%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2)))
        if k == 1:
            return ("PHN", "9%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 3)))
        return ("Health card", "%s %s %s" % (lt(rng, 4), dg(rng, 4), dg(rng, 4)))
    if country == "Australia":
        return ("Medicare No", "%s%s %s %s" % (rng.choice("2345"), dg(rng, 3), dg(rng, 5), dg(rng, 1)))
    if country == "Ireland":
        return ("Medical card no.", dg(rng, 7) + rng.choice("ABCDEFGHJKLMNPRTW"))
    if country == "New Zealand":
        return ("Community Services Card", dg(rng, 3) + " " + dg(rng, 3) + " " + dg(rng, 4))
    return ("Policy no.", lt(rng, 2) + dg(rng, 8))


def group_no(rng):
    return rng.choice(["GRP-", "G", "", "0"]) + dg(rng, 5 + rng.randrange(3))


def private_member(rng):
    return rng.choice(["", "", "M", "HF"]) + dg(rng, 8)


def license_doc(rng, country):
    """(label, value) for a clinician's registration number."""
    if country == "UK":
        return ("GMC", "7" + dg(rng, 6))
    if country == "US":
        return ("NPI", "1" + dg(rng, 9)) if rng.random() < .7 else ("DEA", lt(rng, 2) + dg(rng, 7))
    if country == "Canada":
        return ("CPSO", dg(rng, 5)) if rng.random() < .6 else ("Lic.", "MD" + dg(rng, 5))
    if country == "Australia":
        return ("AHPRA", "MED000" + dg(rng, 7)) if rng.random() < .6 else ("Prescriber No", dg(rng, 7))
    if country == "Ireland":
        return ("IMC", dg(rng, 6))
    return ("MCNZ", dg(rng, 5))


def license_optom(rng, country):
    if country == "UK":
        return ("GOC", "01-" + dg(rng, 5))
    if country == "US":
        return ("OD Lic.", "OD" + dg(rng, 5))
    if country == "Canada":
        return ("Reg. No.", dg(rng, 4))
    if country == "Australia":
        return ("AHPRA", "OPT000" + dg(rng, 7))
    if country == "Ireland":
        return ("CORU", "OP" + dg(rng, 6))
    return ("ODOB", dg(rng, 4))


def driving_licence(rng, country, last=""):
    if country == "UK":
        s = (ascii_fold(last).upper().replace(" ", "").replace("-", "") + "99999")[:5]
        return "%s%s%s%s" % (s, dg(rng, 6), lt(rng, 2), dg(rng, 1) + lt(rng, 2))
    if country == "US":
        return lt(rng, 1) + dg(rng, 7 + rng.randrange(2))
    if country == "Canada":
        return "%s%s-%s-%s" % (lt(rng, 1), dg(rng, 4), dg(rng, 5), dg(rng, 5))
    if country == "Australia":
        return dg(rng, 8 + rng.randrange(2))
    if country == "Ireland":
        return dg(rng, 3) + "-" + dg(rng, 6)
    return lt(rng, 2) + dg(rng, 6)


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (lt(rng, 2), dg(rng, 2), lt(rng, 3))
    if country == "US":
        return dg(rng, 1) + lt(rng, 3) + dg(rng, 3)
    if country == "Canada":
        return lt(rng, 4) + " " + dg(rng, 3)
    if country == "Australia":
        return lt(rng, 3) + "-" + dg(rng, 3) if rng.random() < .5 else dg(rng, 1) + lt(rng, 3) + dg(rng, 2)
    if country == "Ireland":
        return "%s-%s-%s" % (rng.choice(["191", "201", "222", "231", "12", "08"]), rng.choice(["D", "C", "G", "KY", "L", "MO"]), dg(rng, 4 + rng.randrange(2)))
    return lt(rng, 3) + dg(rng, 3)


def account(rng, country):
    r = rng.random()
    if r < .3:
        return dg(rng, 4) + "-" + dg(rng, 4)
    if r < .55:
        return "E" + dg(rng, 9)
    if r < .8:
        return "V" + dg(rng, 8)
    return rng.choice(["ENC", "ATT", "EP"]) + dg(rng, 7)


def idnum(rng, kind):
    yy = "%02d" % rng.randrange(19, 26)
    if kind == "micro":
        return "M%s-%s" % (yy, dg(rng, 5))
    if kind == "histo":
        return "H%s/%s" % (yy, dg(rng, 4))
    if kind == "accession":
        return "ACC" + dg(rng, 8)
    if kind == "order":
        return "ORD-" + dg(rng, 7)
    if kind == "tissue":
        return "%s%s-%s" % (rng.choice(["CT", "EB", "KT", "CTX"]), yy, dg(rng, 5))
    if kind == "donor":
        return "D%s%s" % (yy, dg(rng, 6))
    if kind == "ubrn":
        return "%s %s %s" % (dg(rng, 4), dg(rng, 4), dg(rng, 4))
    if kind == "exam":
        return "%s%s" % (rng.choice(["EX", "TOP", ""]), dg(rng, 7))
    if kind == "batch":
        return lt(rng, 1) + dg(rng, 5) + lt(rng, 1)
    if kind == "pcr":
        return "V%s-%s" % (yy, dg(rng, 6))
    if kind == "prior_auth":
        return "PA" + dg(rng, 9)
    if kind == "claim":
        return lt(rng, 2) + dg(rng, 6)
    if kind == "consent":
        return "CF-" + dg(rng, 6)
    if kind == "photo":
        return "IMG" + dg(rng, 7)
    if kind == "lot":
        return rng.choice(["L", "LOT"]) + dg(rng, 6)
    return "REF-" + dg(rng, 6)


def device_serial(rng, kind):
    if kind == "pentacam":
        return "%s-%s" % (rng.choice(["70900", "70700", "71100"]), dg(rng, 4))
    if kind == "hfa":
        return "HFA%s-%s" % (rng.choice(["3", "II"]), dg(rng, 4))
    if kind == "kxl":
        return "KXL-%s" % dg(rng, 5)
    if kind == "lens":
        return "%s%s" % (lt(rng, 2), dg(rng, 6))
    if kind == "keratome":
        return "MK%s%s" % (dg(rng, 4), lt(rng, 1))
    if kind == "iol":
        return dg(rng, 11)
    if kind == "tonometer":
        return "TA%s" % dg(rng, 6)
    return "SN" + dg(rng, 7)


BIO_KINDS = ["fingerprint", "palm-vein", "iris", "dna"]


def bioid(rng, kind=None):
    k = BIO_KINDS.index(kind) if kind else rng.randrange(4)
    if k == 0:
        return "FP-%s" % dg(rng, 5)
    if k == 1:
        return "PV%s" % dg(rng, 6)
    if k == 2:
        return "IRIS-%s-%s" % (lt(rng, 2), dg(rng, 4))
    return "DNA-%s%s" % (lt(rng, 1), dg(rng, 5))


# ----------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DMY_STYLES = ["dmy", "dmy", "dmy", "d_mon_y", "d_month_y", "ord", "dmy2", "d-mon-y"]
MDY_STYLES = ["mdy", "mdy", "mdy", "month_d_y", "mdy2", "mon_d_y"]
CA_STYLES = ["iso", "month_d_y", "dmy", "d_mon_y", "mdy"]


def styles_for(country):
    if country == "US":
        return MDY_STYLES
    if country == "Canada":
        return CA_STYLES
    return DMY_STYLES


def fdate(d, style):
    m = MONTHS[d.month - 1]
    if style == "dmy":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmydot":
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, m[:3], d.year)
    if style == "d-mon-y":
        return "%02d-%s-%d" % (d.day, m[:3], d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, m, d.year)
    if style == "ord":
        return "%s %s %d" % (ordinal(d.day), m, d.year)
    if style == "mdy":
        return "%02d/%02d/%04d" % (d.month, d.day, d.year)
    if style == "mdy2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "month_d_y":
        return "%s %d, %d" % (m, d.day, d.year)
    if style == "mon_d_y":
        return "%s %d, %d" % (m[:3], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "month_y":
        return "%s %d" % (m, d.year)
    if style == "mon_y":
        return "%s %d" % (m[:3], d.year)
    if style == "year":
        return str(d.year)
    if style == "wk_dmy":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], d.day, m, d.year)
    if style == "wk_mdy":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], m, d.day, d.year)
    if style == "wkabbr_dm":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month)
    if style == "wkabbr_md":
        return "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "md":
        return "%d/%d" % (d.month, d.day)
    if style == "d_month":
        return "%d %s" % (d.day, m)
    if style == "month_d":
        return "%s %d" % (m, d.day)
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(rng.randrange(start, end))

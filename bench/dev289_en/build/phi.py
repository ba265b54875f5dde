"""Surface-form generators for PHI values (dates, contacts, identifiers).
All numbers are fictional: phones/faxes contain 555, e-mails and URLs use
example.com/.org/.net, IPs are private, SSN-like numbers start with 9 or 000."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]
US_STYLE = ("US",)
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=LETTERS):
    return "".join(rng.choice(pool) for _ in range(n))


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def rand_date(rng, start_year, end_year):
    a = datetime.date(start_year, 1, 1).toordinal()
    b = datetime.date(end_year, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def shift(d, days):
    return d + datetime.timedelta(days=days)


def fmt_date(rng, d, country, style=None):
    """Full calendar date in one of many surface forms."""
    us = country in US_STYLE
    styles = ["num", "num", "num", "long", "long", "iso", "abbr", "dash", "wd", "ord", "compact"]
    st = style or rng.choice(styles)
    if st == "num":
        if us:
            return _us_num(rng, d)
        f = rng.choice(["%02d/%02d/%04d", "%02d/%02d/%04d", "%d/%d/%04d", "%02d/%02d/%02d", "%02d.%02d.%04d", "%d/%d/%02d"])
        return f % (d.day, d.month, d.year if f.endswith("4d") else d.year % 100)
    if st == "long":
        if us or rng.random() < 0.2:
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if st == "iso":
        return d.isoformat()
    if st == "abbr":
        if us:
            return "%s %d, %d" % (MON[d.month - 1], d.day, d.year)
        return rng.choice(["%d %s %d", "%02d %s %d"]) % (d.day, MON[d.month - 1], d.year)
    if st == "dash":
        f = rng.choice(["%02d-%s-%04d", "%02d-%s-%02d"])
        return f % (d.day, MON[d.month - 1].upper() if rng.random() < 0.4 else MON[d.month - 1],
                    d.year if f.endswith("4d") else d.year % 100)
    if st == "wd":
        w = d.weekday()
        if us:
            return rng.choice(["%s, %s %d, %d" % (WEEKDAYS[w], MONTHS[d.month - 1], d.day, d.year),
                               "%s %d/%d" % (WD[w], d.month, d.day),
                               "%s %d/%d/%d" % (WD[w], d.month, d.day, d.year)])
        return rng.choice(["%s %d %s %d" % (WEEKDAYS[w], d.day, MONTHS[d.month - 1], d.year),
                           "%s %02d/%02d/%04d" % (WD[w], d.day, d.month, d.year),
                           "%s %d/%d" % (WD[w], d.day, d.month),
                           "%s, %s %s" % (WEEKDAYS[w], ordinal(d.day), MONTHS[d.month - 1])])
    if st == "ord":
        return rng.choice(["%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year),
                           "%s of %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year),
                           "%s %s, %d" % (MONTHS[d.month - 1], ordinal(d.day), d.year)])
    if st == "compact":
        return rng.choice(["%02d%s%04d" % (d.day, MON[d.month - 1].upper(), d.year),
                           "%04d%02d%02d" % (d.year, d.month, d.day),
                           "%04d/%02d/%02d" % (d.year, d.month, d.day)])
    if st == "short":
        return fmt_short(rng, d, country)
    if st == "my":
        return fmt_month_year(rng, d)
    raise ValueError(st)


def _us_num(rng, d):
    f = rng.choice(["a", "a", "b", "c", "d"])
    if f == "a":
        return "%02d/%02d/%04d" % (d.month, d.day, d.year)
    if f == "b":
        return "%d/%d/%04d" % (d.month, d.day, d.year)
    if f == "c":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    return "%02d-%02d-%04d" % (d.month, d.day, d.year)


def fmt_date_num(rng, d, country):
    return fmt_date(rng, d, country, "num")


def fmt_short(rng, d, country):
    """Date without year."""
    if country in US_STYLE:
        return rng.choice(["%d/%d" % (d.month, d.day), "%s %d" % (MON[d.month - 1], d.day),
                           "%02d/%02d" % (d.month, d.day)])
    return rng.choice(["%d/%d" % (d.day, d.month), "%d %s" % (d.day, MON[d.month - 1]),
                       "%02d/%02d" % (d.day, d.month), "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])])


def fmt_month_year(rng, d):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MON[d.month - 1], d.year),
                       "%02d/%d" % (d.month, d.year), "%s-%02d" % (MON[d.month - 1], d.year % 100)])


def fmt_log_ts(d):
    return d.isoformat()


def tod(rng, style=None):
    h = rng.randint(7, 18)
    m = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 47, 50, 55])
    st = style or rng.choice(["24", "24", "colon12", "h"])
    if st == "24":
        return "%02d:%02d" % (h, m)
    if st == "h":
        return "%02d%02dh" % (h, m) if rng.random() < 0.5 else "%02d%02d" % (h, m)
    return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "am" if h < 12 else "pm")


# ---- contact -----------------------------------------------------------
AREA = {"US": ["614", "937", "734", "608", "312", "612", "515", "303", "801", "503", "206", "916", "520",
               "505", "512", "918", "504", "615", "502", "919", "912", "813", "804", "410", "412", "973",
               "518", "860", "508", "401", "802", "207", "808"],
        "CA": ["416", "647", "905", "613", "519", "705", "807", "604", "250", "403", "780", "306", "204",
               "514", "819", "902", "506", "709"],
        "UK": ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161",
               "0191", "020", "029", "01224", "01392", "01603", "01865", "01223", "01904", "01273", "028"],
        "AU": ["02", "03", "07", "08"],
        "IE": ["01", "021", "091", "061", "051", "056", "071", "090", "041", "046", "066", "065", "053"]}


def phone(rng, country, mobile=None, ext=None):
    mob = rng.random() < 0.4 if mobile is None else mobile
    if country in ("US", "CA"):
        a = rng.choice(AREA[country])
        x = "01" + digits(rng, 2) if rng.random() < 0.7 else digits(rng, 4)
        f = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s", "%s 555 %s"])
        s = f % (a, x)
    elif country == "UK":
        if mob:
            s = rng.choice(["07%s 555%s", "07%s555%s", "+44 7%s 555%s"]) % (digits(rng, 3), digits(rng, 3))
        else:
            a = rng.choice(AREA["UK"])
            if len(a) == 3:
                s = rng.choice(["%s 5550 %s", "%s 555 %s"]) % (a, digits(rng, 4))
            elif len(a) == 4:
                s = "%s 555 %s" % (a, digits(rng, 4))
            else:
                s = "%s 555%s" % (a, digits(rng, 3))
            if rng.random() < 0.2:
                s = "+44 (0)" + s[1:]
    elif country == "AU":
        if mob:
            s = rng.choice(["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s"]) % (digits(rng, 2), digits(rng, 3))
        else:
            a = rng.choice(AREA["AU"])
            s = rng.choice(["(%s) 5550 %s", "%s 5550 %s", "+61 %s 5550 %s"]) % (a, digits(rng, 4))
            if s.startswith("+61 0"):
                s = "+61 " + s[5:]
    else:  # IE
        if mob:
            s = rng.choice(["08%s 555 %s", "+353 8%s 555 %s"]) % (rng.choice("35679"), digits(rng, 4))
        else:
            a = rng.choice(AREA["IE"])
            s = rng.choice(["(%s) 555 %s", "%s 555 %s", "+353 %s 555 %s"]) % (a, digits(rng, 4))
            if s.startswith("+353 0"):
                s = "+353 " + s[6:]
    e = rng.random() < 0.12 if ext is None else ext
    if e:
        s += rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, rng.choice([2, 3, 4]))
    return s


def pager(rng):
    return rng.choice(["555-" + digits(rng, 4), "5552" + digits(rng, 1), "555" + digits(rng, 2),
                       "555 " + digits(rng, 3)])


def email_local(rng, first, last):
    f, l = first.lower().replace("'", ""), last.lower().replace("'", "").replace(" ", "")
    return rng.choice([f + "." + l, f[0] + l, f + l[0] + digits(rng, 2), f + "_" + l, l + "." + f[0],
                       f + digits(rng, 2), f[0] + "." + l + digits(rng, 1)])


def email(rng, first=None, last=None, local=None):
    loc = local or email_local(rng, first, last)
    return loc + "@" + rng.choice(["example.com", "example.org", "example.net"])


def url(rng, path=None):
    host = rng.choice(["www.example.org", "portal.example.com", "example.net", "www.example.com",
                       "fertility.example.org", "store.example.net", "register.example.org"])
    p = path or rng.choice(["/portal", "/patient/login", "/storage-renewal", "/consent", "/pay",
                            "/donor-info", "/forms/renew", "/my-account", "/help/storage-faq", ""])
    pre = rng.choice(["https://", "https://", "http://", ""])
    if pre == "" and not host.startswith("www."):
        pre = "https://"
    return pre + host + p


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


def username(rng, first, last):
    f, l = first.lower().replace("'", ""), last.lower().replace("'", "").replace("-", "")
    return rng.choice([f[0] + l, f[0] + l + digits(rng, 1), f + "." + l, l + f[0] + digits(rng, 2),
                       f[0] + l[:4] + digits(rng, 2), f + "_" + l[:1] + digits(rng, 2), (f[0] + l[0] + digits(rng, 3)),
                       f + digits(rng, 2)])


# ---- identifiers ----------------------------------------------------------
def mrn(rng, country):
    if country == "UK":
        return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6), digits(rng, 8),
                           letters(rng, 2) + digits(rng, 6)])
    if country == "AU":
        return rng.choice([digits(rng, 7), digits(rng, 6), "0" + digits(rng, 6)])
    if country == "IE":
        return rng.choice([digits(rng, 7), digits(rng, 6), letters(rng, 1) + digits(rng, 6)])
    if country == "CA":
        return rng.choice([digits(rng, 7), "M" + digits(rng, 7), digits(rng, 9)])
    return rng.choice(["00" + digits(rng, 6), digits(rng, 8), "E" + digits(rng, 7), digits(rng, 10)])


def nhs_number(rng):
    return "%s %s %s" % (rng.choice(["4", "6", "9"]) + digits(rng, 2), digits(rng, 3), digits(rng, 4))


def clinic_id(rng):
    return rng.choice(["FP-", "FPC", "CRY-", "AND-", "OC-", "PT", "SB", "EF-"]) + digits(rng, rng.choice([4, 5, 6]))


def ssn(rng, country):
    if country == "US":
        return _us_ssn(rng)
    if country == "UK":
        return rng.choice(["QQ 9%s %s %s %s", "QQ9%s%s%s%s"]) % (digits(rng, 1), digits(rng, 2), digits(rng, 2),
                                                                  rng.choice("ABCD"))
    if country == "IE":
        return "9" + digits(rng, 6) + rng.choice("ABCDEFGHKTW") + rng.choice(["", "", "A", "W"])
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return rng.choice(["9%s %s %s%s", "9%s%s%s%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3),
                                                      rng.choice("ABCDEFGHJK"))


def _us_ssn(rng):
    if rng.random() < 0.75:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def ssn_label(country):
    return {"US": "SSN", "UK": "NI No.", "IE": "PPSN", "CA": "SIN", "AU": "Centrelink CRN"}[country]


def healthplan(rng, country):
    if country == "AU":
        return rng.choice(["%s %s %s", "%s%s%s"]) % (rng.choice("2345") + digits(rng, 3), digits(rng, 5), digits(rng, 1))
    if country == "CA":
        return _ca_hp(rng)
    if country == "UK":
        return rng.choice(["MHA" + digits(rng, 8), letters(rng, 2) + digits(rng, 7), digits(rng, 9) + "/" + digits(rng, 2)])
    if country == "IE":
        return rng.choice(["SHI" + digits(rng, 7), digits(rng, 8), "HCC-" + digits(rng, 6)])
    return rng.choice([letters(rng, 3) + digits(rng, 9), letters(rng, 1) + digits(rng, 8) + "01",
                       digits(rng, 3) + letters(rng, 2) + digits(rng, 5), "W" + digits(rng, 9)])


def _ca_hp(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if k == 1:
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return digits(rng, 9)


def healthplan_label(country):
    return {"AU": "Medicare No.", "CA": "Health card", "UK": "Policy no.", "IE": "Member no.",
            "US": "Member ID"}[country]


def group_no(rng):
    return rng.choice(["GRP-", "G", "", "Grp "]) + digits(rng, rng.choice([5, 6, 7]))


def account(rng):
    return rng.choice(["INV-%d-%s" % (rng.randint(2018, 2025), digits(rng, 5)), "ACC " + digits(rng, 5) + "-" + digits(rng, 2),
                       "A" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4), "ENC" + digits(rng, 7),
                       "SI-" + digits(rng, 6), "%s/%s" % (digits(rng, 5), digits(rng, 3))])


def invoice_no(rng):
    return rng.choice(["INV-", "INV", "SI", "ST-", "CRY/INV/"]) + digits(rng, rng.choice([5, 6, 7]))


def licence_doc(rng, country):
    """Professional registration number of a clinician, with its label."""
    if country == "UK":
        return rng.choice([("GMC", digits(rng, 7)), ("GMC No.", digits(rng, 7)), ("HCPC", "CS" + digits(rng, 5)),
                           ("NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1))])
    if country == "US":
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7)),
                           ("Lic#", letters(rng, 1) + digits(rng, 5)), ("NPI#", "1" + digits(rng, 9))])
    if country == "AU":
        return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Provider No.", digits(rng, 6) + letters(rng, 2)),
                           ("AHPRA reg", "NMW000" + digits(rng, 7))])
    if country == "CA":
        return rng.choice([("CPSO", digits(rng, 5)), ("CPSO #", digits(rng, 5)), ("CPSBC", digits(rng, 5)),
                           ("Billing #", digits(rng, 6))])
    return rng.choice([("IMC", digits(rng, 6)), ("IMC Reg.", digits(rng, 6)), ("NMBI PIN", digits(rng, 6))])


def centre_licence(rng, country):
    if country == "UK":
        return ("HFEA centre", rng.choice(["0", "0", "1"]) + digits(rng, 3))
    if country == "US":
        return ("CLIA", digits(rng, 2) + "D" + digits(rng, 7))
    if country == "AU":
        return ("RTAC licence", "RTAC-" + digits(rng, 3))
    if country == "CA":
        return ("Licence", "AHR-" + digits(rng, 4))
    return ("Tissue Establishment Authorisation", "TE" + digits(rng, 4))


def drivers_licence(rng, country):
    if country == "UK":
        return letters(rng, 5, "ABCDEFGHJKLMNOPRSTW") + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if country == "US":
        return rng.choice([letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                           letters(rng, 1) + digits(rng, 7), digits(rng, 9)])
    if country == "AU":
        return digits(rng, rng.choice([8, 9]))
    if country == "CA":
        return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
    return digits(rng, 9)


def device_sn(rng, kind="tank"):
    if kind == "tank":
        return rng.choice(["GV80-", "CS6K-", "KR750-", "", "DWR-", "XC47/11-"]) + digits(rng, 6)
    if kind == "shipper":
        return rng.choice(["DS-CX100-", "CXR-", "SHP", "VOY-"]) + digits(rng, 5)
    if kind == "logger":
        return rng.choice(["TL-", "DL", "LOG-", "TMP"]) + digits(rng, 4) + "-" + digits(rng, 4)
    if kind == "incubator":
        return rng.choice(["INC-", "TLI-", "BT"]) + digits(rng, 5)
    return "SN" + digits(rng, 8)


def plate(rng, country):
    if country == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if country == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                           letters(rng, 3) + " " + digits(rng, 3)])
    if country == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 3),
                           letters(rng, 2) + digits(rng, 2) + letters(rng, 2)])
    if country == "CA":
        return rng.choice([letters(rng, 4) + " " + digits(rng, 3), letters(rng, 3) + " " + digits(rng, 3),
                           digits(rng, 3) + " " + letters(rng, 3)])
    return "%02d-%s-%s" % (rng.randint(12, 24), rng.choice(["D", "C", "G", "KY", "L", "WX", "MH", "SO"]),
                           digits(rng, rng.choice([4, 5])))


VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin(rng):
    return "".join(rng.choice(VIN_CH) for _ in range(17))


def bioid(rng, kind=None):
    k = kind or rng.choice(["fp", "palm", "dna", "iris", "face"])
    return {"fp": "FP-" + digits(rng, 5), "palm": "PV-" + digits(rng, 7), "dna": "DNA-" + digits(rng, 2) + "-" + digits(rng, 5),
            "iris": "IR" + digits(rng, 7), "face": "FT-" + letters(rng, 2) + digits(rng, 5)}[k]


def donor_code(rng, country):
    return rng.choice(["D-" + digits(rng, 4), "UKD" + digits(rng, 4), "DNR-" + digits(rng, 5),
                       letters(rng, 2) + digits(rng, 3), "#" + digits(rng, 4), "OD" + digits(rng, 4),
                       "SD-" + letters(rng, 1) + digits(rng, 3)]).replace("#", "")


def specimen(rng, prefix=None):
    p = prefix or rng.choice(["SB", "OC", "EMB", "CRY", "S", "AND", "LAB"])
    return "%s-%02d-%s" % (p, rng.randint(16, 25), digits(rng, 4)) if rng.random() < 0.6 else p + digits(rng, 6)


def ref_no(rng, prefix=None):
    p = prefix or rng.choice(["REF", "CF", "ODR", "REG", "CASE", "Q", "TKT", "MSG", "REQ"])
    return rng.choice(["%s-%s", "%s%s", "%s/%s"]) % (p, digits(rng, rng.choice([5, 6, 7])))


def airway_bill(rng):
    return "%s-%s" % (digits(rng, 3), digits(rng, 8))

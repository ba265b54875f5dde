"""Country conventions: dates, phones, postcodes, identifiers (dev392_en).

Every phone, fax and pager number contains 555; SSN-like numbers start with 9
or 000; e-mail and web domains are example.com/.org/.net; IPs are private.
"""
import datetime
from note import pick, chance

COUNTRIES = ["AU", "CA", "GB", "IE", "NZ", "US"]
COUNTRY_WEIGHTS = [15, 11, 34, 11, 11, 18]

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
L = "ABCDEFGHJKLMNPRSTUVWXYZ"
D = "0123456789"


def digits(rng, n):
    return "".join(pick(rng, D) for _ in range(n))


def letters(rng, n):
    return "".join(pick(rng, L) for _ in range(n))


def dmy(cc):
    return cc != "US"


def fmt_date(rng, d, cc, kind="full"):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    wd = WDAYS[d.weekday()]
    if kind == "short":
        if cc == "US":
            return pick(rng, ["%d/%d" % (m, dd), "%02d/%02d" % (m, dd), "%s %d" % (mon[:3], dd)])
        if cc == "CA":
            return pick(rng, ["%s %d" % (mon[:3], dd), "%02d-%02d" % (m, dd)])
        return pick(rng, ["%d/%d" % (dd, m), "%02d/%02d" % (dd, m), "%d %s" % (dd, mon[:3])])
    if kind == "wd":
        if cc in ("US", "CA"):
            return pick(rng, ["%s, %s %d" % (wd, mon, dd), "%s %d/%d" % (wd[:3], m, dd),
                              "%s, %s %d, %d" % (wd, mon, dd, y)])
        return pick(rng, ["%s %d %s" % (wd, dd, mon), "%s %d/%d" % (wd[:3], dd, m),
                          "%s %d %s %d" % (wd, dd, mon, y)])
    if kind == "long":
        if cc in ("US", "CA"):
            return "%s %d, %d" % (mon, dd, y)
        return "%d %s %d" % (dd, mon, y)
    if kind == "month":
        return pick(rng, ["%s %d" % (mon, y), "%s %d" % (mon[:3], y), mon])
    if cc == "US":
        return pick(rng, ["%02d/%02d/%d" % (m, dd, y), "%d/%d/%d" % (m, dd, y),
                          "%d/%d/%02d" % (m, dd, y % 100), "%s %d, %d" % (mon, dd, y),
                          "%s %d, %d" % (mon[:3], dd, y)])
    if cc == "CA":
        return pick(rng, ["%d-%02d-%02d" % (y, m, dd), "%s %d, %d" % (mon, dd, y),
                          "%02d-%s-%d" % (dd, mon[:3], y), "%d/%02d/%02d" % (y, m, dd)])
    return pick(rng, ["%02d/%02d/%d" % (dd, m, y), "%02d/%02d/%d" % (dd, m, y),
                      "%d/%d/%02d" % (dd, m, y % 100), "%d %s %d" % (dd, mon[:3], y),
                      "%d %s %d" % (dd, mon, y), "%02d.%02d.%02d" % (dd, m, y % 100),
                      "%02d-%s-%d" % (dd, mon[:3].upper(), y)])


def rand_date(rng, start, end):
    span = (end - start).days
    return start + datetime.timedelta(days=rng.randrange(span + 1))


# ---------------------------------------------------------------- phones
def phone(rng, cc, kind="land"):
    r = rng
    if kind == "bleep":
        return pick(r, ["555" + digits(r, 1), digits(r, 1) + "555", "5" + "55" + digits(r, 2)])
    if cc == "GB":
        if kind == "mob":
            return pick(r, ["07%s 555%s", "07%s 555 %s"]) % (digits(r, 3), digits(r, 3))
        ac = pick(r, ["0113", "0114", "0117", "0121", "0131", "0141", "0151", "0161",
                      "01632", "01904", "01223", "01865", "01392", "029", "028"])
        if kind == "intl":
            return "+44 %s 555 %s" % (ac[1:], digits(r, 4))
        return "%s 555 %s" % (ac, digits(r, 4)) if len(ac) > 3 else "%s 5555 %s" % (ac, digits(r, 4))
    if cc == "IE":
        if kind == "mob":
            return pick(r, ["08%s 555 %s", "08%s-555%s"]) % (pick(r, "35679"), digits(r, 4))
        ac = pick(r, ["01", "021", "091", "061", "066", "071", "051", "094"])
        return pick(r, ["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (ac, digits(r, 4))
    if cc in ("US", "CA"):
        ac = pick(r, ["617", "614", "503", "312", "713", "404", "612", "205", "919", "720", "317"]
                  if cc == "US" else ["416", "604", "403", "902", "514", "613", "204", "506"])
        n = digits(r, 4)
        if kind == "intl":
            return "+1 %s 555 %s" % (ac, n)
        return pick(r, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "%s 555 %s"]) % (ac, n)
    if cc == "AU":
        if kind == "mob":
            return pick(r, ["04%s 555 %s", "04%s555%s"]) % (digits(r, 2), digits(r, 3))
        ac = pick(r, ["02", "03", "07", "08"])
        return pick(r, ["(%s) 5550 %s", "%s 5555 %s", "%s 5550%s"]) % (ac, digits(r, 4))
    if cc == "NZ":
        if kind == "mob":
            return pick(r, ["02%s 555 %s", "02%s-555-%s"]) % (pick(r, "0179"), digits(r, 4))
        ac = pick(r, ["09", "03", "04", "06", "07"])
        return pick(r, ["(%s) 555 %s", "%s 555 %s", "%s-555-%s"]) % (ac, digits(r, 4))
    raise ValueError(cc)


def phone_ext(rng, cc):
    base = phone(rng, cc, "land")
    return base + pick(rng, [" ext %s", " ext. %s", " x%s", " ext %s"]) % digits(rng, 4)


# ---------------------------------------------------------------- places
def postcode(rng, cc):
    r = rng
    if cc == "GB":
        area = pick(r, ["KM", "HR", "LS", "BD", "WR", "CB", "EX", "NE", "SK", "TN", "PE",
                        "LL", "KY", "AB", "M", "B"])
        return "%s%s %s%s" % (area, r.randint(1, 28), r.randint(1, 9), letters(r, 2))
    if cc == "IE":
        return "%s%s %s" % (pick(r, "ADHKNPRTVWXY"), digits(r, 2),
                            "".join(pick(r, L + D) for _ in range(4)))
    if cc == "US":
        return digits(r, 5)
    if cc == "CA":
        return "%s%s%s %s%s%s" % (pick(r, "KLMNPTVRJGHE"), pick(r, D), pick(r, L),
                                  pick(r, D), pick(r, L), pick(r, D))
    if cc == "AU":
        return str(r.randint(2000, 7999))
    return str(r.randint(100, 9899)).zfill(4)


# ---------------------------------------------------------------- identifiers
def mrn(rng, cc):
    r = rng
    if cc == "GB":
        return pick(r, ["Hosp No", "Hospital no.", "MRN", "RXX no.", "Unit no."]), \
            pick(r, [letters(r, 1) + digits(r, 7), digits(r, 8), "RX" + digits(r, 6)])
    if cc == "IE":
        return pick(r, ["MRN", "Chart no.", "Hosp no."]), digits(r, pick(r, [6, 7]))
    if cc == "US":
        return pick(r, ["MRN", "MR#", "Med Rec #"]), pick(r, [digits(r, 8), "00" + digits(r, 6), "E" + digits(r, 7)])
    if cc == "CA":
        return pick(r, ["MRN", "Chart #", "Hosp #"]), digits(r, 7)
    if cc == "AU":
        return pick(r, ["UR", "URN", "MRN", "UR No."]), digits(r, pick(r, [6, 7]))
    return pick(r, ["Hospital no.", "MRN"]), digits(r, 7)


def healthplan(rng, cc, dob):
    r = rng
    if cc == "GB":
        if chance(r, 0.2):
            return "CHI", dob.strftime("%d%m%y") + digits(r, 4)
        return pick(r, ["NHS No", "NHS no.", "NHS Number"]), "%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4))
    if cc == "IE":
        return pick(r, ["GMS no.", "Medical card no.", "IHI"]), digits(r, 7) + letters(r, 1)
    if cc == "US":
        return pick(r, ["Member ID", "Insurance ID", "Medicaid ID", "Policy #", "MBI"]), \
            pick(r, [letters(r, 3) + digits(r, 6), digits(r, 1) + letters(r, 2) + digits(r, 1) + "-" + letters(r, 2) + digits(r, 1) + "-" + letters(r, 2) + digits(r, 2), "W" + digits(r, 9)])
    if cc == "CA":
        return pick(r, ["OHIP", "Health card", "PHN", "HCN"]), \
            pick(r, ["%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2)), "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))])
    if cc == "AU":
        return pick(r, ["Medicare", "Medicare no.", "DVA no."]), \
            pick(r, ["%s %s %s" % (digits(r, 4), digits(r, 5), digits(r, 1)), "N" + letters(r, 1) + digits(r, 6)])
    return "NHI", letters(r, 3) + digits(r, 4)


def ssn(rng, cc):
    r = rng
    if cc == "US":
        return "SSN", pick(r, ["9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)),
                               "000-%s-%s" % (digits(r, 2), digits(r, 4))])
    if cc == "CA":
        return "SIN", "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))
    if cc == "IE":
        return "PPSN", "9" + digits(r, 6) + letters(r, 1)
    if cc == "AU":
        return "Centrelink CRN", "9%s %s %s%s" % (digits(r, 2), digits(r, 3), digits(r, 3), letters(r, 1))
    return None


def account(rng, cc):
    r = rng
    return pick(r, {
        "GB": ["Attendance no.", "Episode no.", "ED attendance"],
        "IE": ["Episode no.", "Attendance no."],
        "US": ["Acct #", "CSN", "FIN", "Encounter #", "Visit #"],
        "CA": ["Visit #", "Encounter #", "Acct #"],
        "AU": ["Episode no.", "Encounter no.", "Visit no."],
        "NZ": ["Event no.", "Encounter no."]}[cc]), \
        pick(r, [digits(r, 2) + "/" + digits(r, 6), digits(r, 10), "E" + digits(r, 8),
                 digits(r, 4) + "-" + digits(r, 4)])


def staff_licence(rng, cc, role="dr"):
    r = rng
    if cc == "GB":
        if role == "nurse":
            return "NMC PIN", digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1)
        if role == "sw":
            return "SWE reg", "SW" + digits(r, 5)
        return "GMC", pick(r, ["7", "6", "4"]) + digits(r, 6)
    if cc == "IE":
        return ("NMBI PIN", digits(r, 6)) if role == "nurse" else ("IMC", digits(r, 6))
    if cc == "US":
        if role == "nurse":
            return "RN Lic", "RN" + digits(r, 6)
        return pick(r, ["NPI", "DEA", "Lic #"]), pick(r, ["1" + digits(r, 9), letters(r, 2) + digits(r, 7), "MD" + digits(r, 6)])
    if cc == "CA":
        return ("CNO Reg", digits(r, 8)) if role == "nurse" else (pick(r, ["CPSO", "CPSBC"]), digits(r, 5))
    if cc == "AU":
        return "AHPRA", ("NMW" if role == "nurse" else "MED") + "000" + digits(r, 7)
    return ("NCNZ", digits(r, 6)) if role == "nurse" else ("MCNZ", digits(r, 5))


def driver_licence(rng, cc, person=None, dob=None):
    r = rng
    if cc == "GB" and person is not None and dob is not None:
        sur = "".join(c for c in person.last.upper() if c.isalpha() and c.isascii())[:5].ljust(5, "9")
        mm = dob.month + (50 if person.sex == "F" else 0)
        return "%s%d%02d%02d%d%s%s%s" % (sur, (dob.year // 10) % 10, mm, dob.day, dob.year % 10,
                                         person.first[0].upper(), "9", digits(r, 1) + letters(r, 2))
    return pick(r, [letters(r, 1) + digits(r, 7), digits(r, 9), letters(r, 2) + digits(r, 6),
                    letters(r, 1) + digits(r, 4) + "-" + digits(r, 5) + "-" + digits(r, 5)])


def firearms_licence(rng, cc):
    """(label, value): the label stays outside the span."""
    r = rng
    return {"US": ("FOID card", digits(r, 8)), "CA": ("PAL", digits(r, 7) + ".0001"),
            "AU": ("licence no.", digits(r, 9)), "NZ": ("licence", letters(r, 1) + digits(r, 6)),
            "GB": ("certificate", digits(r, 5)), "IE": ("certificate", digits(r, 6))}[cc]


def plate(rng, cc):
    r = rng
    if cc == "GB":
        return "%s%s %s" % (letters(r, 2), pick(r, ["19", "69", "21", "71", "16", "66", "23", "73"]), letters(r, 3))
    if cc == "IE":
        return "%s-%s-%s" % (pick(r, ["191", "202", "221", "182", "161", "231"]),
                             pick(r, ["D", "C", "G", "KY", "L", "WX", "MO"]), digits(r, pick(r, [4, 5])))
    if cc == "US":
        return pick(r, [digits(r, 1) + letters(r, 3) + digits(r, 3), letters(r, 3) + "-" + digits(r, 4),
                        letters(r, 3) + " " + digits(r, 4)])
    if cc == "CA":
        return pick(r, [letters(r, 4) + " " + digits(r, 3), letters(r, 2) + digits(r, 3) + letters(r, 1)])
    if cc == "AU":
        return pick(r, [digits(r, 1) + letters(r, 3) + digits(r, 3), letters(r, 2) + digits(r, 2) + letters(r, 2),
                        letters(r, 3) + "-" + digits(r, 3)])
    return letters(r, 3) + digits(r, 3)


def vin(rng):
    return "".join(pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def device_serial(rng):
    r = rng
    kind = pick(r, [
        ("pacemaker", "SN", letters(r, 3) + digits(r, 6)),
        ("ICD", "serial", letters(r, 3) + digits(r, 6) + letters(r, 1)),
        ("insulin pump", "SN", digits(r, 9)),
        ("CGM transmitter", "ID", digits(r, 1) + letters(r, 2) + digits(r, 1) + letters(r, 2)),
        ("vagus nerve stimulator", "generator SN", digits(r, 5)),
        ("telecare pendant", "ID", "TC-" + digits(r, 6)),
        ("cochlear implant", "serial", digits(r, 8)),
        ("intrathecal baclofen pump", "SN", letters(r, 3) + digits(r, 7)),
    ])
    return kind


def bioid(rng):
    r = rng
    return pick(r, [("fingerprint ID", "FP-" + digits(r, 5)),
                    ("palm-vein ID", "PV" + digits(r, 8)),
                    ("custody biometric ref", "BIO-" + digits(r, 4) + "-" + digits(r, 2)),
                    ("facial biometric template", "FB" + digits(r, 7)),
                    ("iris ID", "IR-" + letters(r, 2) + digits(r, 5))])


def idnum(rng, kind):
    r = rng
    if kind == "police":  # (label, value)
        return pick(r, [("CAD", digits(r, 4)), ("log", digits(r, 4)),
                        ("incident", "%s-%s" % (digits(r, 2), digits(r, 6))), ("ref", "%s/%s" % (digits(r, 6), digits(r, 2)))])
    if kind == "lab":
        return pick(r, [letters(r, 1) + digits(r, 2) + "-" + digits(r, 5), digits(r, 2) + letters(r, 1) + digits(r, 6)])
    if kind == "referral":
        return pick(r, ["REF-" + digits(r, 6), digits(r, 4) + " " + digits(r, 4) + " " + digits(r, 4), "CR" + digits(r, 7)])
    if kind == "incident":
        return pick(r, ["W" + digits(r, 6), "IR-" + digits(r, 5), "DX" + digits(r, 6)])
    if kind == "safeguarding":
        return pick(r, ["SG-" + digits(r, 5), "ASC/" + digits(r, 6), "MASH-" + digits(r, 5)])
    if kind == "court":
        return pick(r, ["T" + digits(r, 8), digits(r, 4) + "/" + digits(r, 4) + "/" + digits(r, 3)])
    if kind == "clozapine":  # (label, value)
        return pick(r, [("with CPMS, patient no.", digits(r, 6)), ("with ZTAS, ID", "Z" + digits(r, 6)),
                        ("with the clozapine registry, no.", digits(r, 7))])
    if kind == "order":
        return pick(r, ["ORD" + digits(r, 8), digits(r, 9)])
    return digits(r, 8)


# ---------------------------------------------------------------- services
SVC = {
    "GB": dict(ptitle="PC", ed=["ED", "A&E", "ED"], gp="GP", crisis="Crisis Resolution and Home Treatment Team",
               crisis_s="CRHTT", cmht="CMHT", emerg="999", cap_law="Mental Capacity Act 2005",
               mha="Mental Health Act 1983", money="£", units="units/wk", liaison="Liaison Psychiatry",
               police="police", psych_unit="inpatient unit"),
    "IE": dict(ptitle="Garda", ed=["ED", "ED", "A&E"], gp="GP", crisis="Home Based Treatment Team",
               crisis_s="HBT", cmht="CMHT", emerg="112", money="€",
               cap_law="Assisted Decision-Making (Capacity) Act 2015", mha="Mental Health Act 2001",
               units="standard drinks/wk", liaison="Liaison Psychiatry", police="Gardaí",
               psych_unit="approved centre"),
    "US": dict(ptitle="Officer", ed=["ED", "ER", "ED"], gp="PCP", crisis="Mobile Crisis Team", crisis_s="MCT",
               cmht="outpatient psychiatry", emerg="911", money="$",
               cap_law="decisional capacity (Appelbaum criteria)", mha="involuntary hold statute",
               units="drinks/day", liaison="C-L Psychiatry", police="police",
               psych_unit="inpatient psychiatric unit"),
    "CA": dict(ptitle="Cst.", ed=["ED", "Emerg", "ED"], gp="family physician", crisis="Mobile Crisis Intervention Team",
               crisis_s="MCIT", cmht="community mental health", emerg="911", money="$",
               cap_law="Health Care Consent Act", mha="Mental Health Act (Ontario)",
               units="drinks/day", liaison="C-L Psychiatry", police="police",
               psych_unit="Schedule 1 facility"),
    "AU": dict(ptitle="Sen Const", ed=["ED", "ED", "Emergency"], gp="GP", crisis="Crisis Assessment and Treatment Team",
               crisis_s="CATT", cmht="CMHT", emerg="000", money="$",
               cap_law="Guardianship and Administration Act", mha="Mental Health Act 2014",
               units="standard drinks/day", liaison="CL Psychiatry", police="police",
               psych_unit="acute inpatient unit"),
    "NZ": dict(ptitle="Constable", ed=["ED", "ED", "Emergency Department"], gp="GP", crisis="Crisis Resolution Service",
               crisis_s="CRS", cmht="CMHT", emerg="111", money="$",
               cap_law="PPPR Act 1988", mha="Mental Health (Compulsory Assessment and Treatment) Act 1992",
               units="standard drinks/day", liaison="CL Psychiatry", police="Police",
               psych_unit="acute inpatient unit"),
}

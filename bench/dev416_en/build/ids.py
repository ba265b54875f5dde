"""Identifier and contact generators. Every phone/fax/pager number contains
555; e-mail and web addresses use example.com/.org/.net only; IP addresses
are private; SSN-like numbers start with 9 or 000."""
from pools_places import pick

LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
DOMAINS = ["example.com", "example.org", "example.net"]


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n):
    return "".join(pick(rng, LET) for _ in range(n))


# ---------------------------------------------------------------- phones
def landline(rng, c, area):
    if c == "UK":
        if len(area) == 3:
            return "%s %s %s" % (area, "2555", digits(rng, 4))
        if len(area) == 5:
            return "%s 555%s" % (area, digits(rng, 3))
        return "%s 555 %s" % (area, digits(rng, 4))
    if c == "IE":
        if area == "01":
            return "01 555 %s" % digits(rng, 4)
        return "%s 555 %s" % (area, digits(rng, 3 + rng.randrange(2)))
    if c == "AU":
        return "(%s) 5550 %s" % (area, digits(rng, 4))
    if c == "NZ":
        return "(%s) 555 %s" % (area, digits(rng, 4))
    fmt = rng.randrange(3)
    last = "01" + digits(rng, 2)
    if fmt == 0:
        return "(%s) 555-%s" % (area, last)
    if fmt == 1:
        return "%s-555-%s" % (area, last)
    return "%s.555.%s" % (area, last)


def mobile(rng, c, area=""):
    if c == "UK":
        return pick(rng, ["07700 555%s", "07123 555%s", "07412 555%s", "07891 555%s",
                          "07960 555%s"]) % digits(rng, 3)
    if c == "IE":
        return "%s 555 %s" % (pick(rng, ["083", "085", "086", "087", "089"]), digits(rng, 4))
    if c == "AU":
        return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
    if c == "NZ":
        return "%s 555 %s" % (pick(rng, ["021", "022", "027"]), digits(rng, 4))
    return landline(rng, c, area)


def extension(rng):
    return pick(rng, ["ext. ", "ext ", "x"]) + digits(rng, 4)


def pager(rng, c):
    if c in ("US", "CA"):
        return "555-%s" % digits(rng, 4)
    return pick(rng, ["555%s", "5550%s"]) % digits(rng, 1 + rng.randrange(2))


# ---------------------------------------------------------------- e-mail/web
def email_person(rng, first, last):
    f = first.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = last.lower().replace("'", "").replace(" ", "").replace("-", "")
    style = rng.randrange(5)
    local = [f + "." + l, f[0] + l, f + l + digits(rng, 2), f + "_" + l[:4] + digits(rng, 1),
             l + "." + f[0] + digits(rng, 3)][style]
    return local + "@" + pick(rng, DOMAINS)


def email_service(rng, slug):
    return pick(rng, ["", "contraception.", "srh.", "bookings.", "admin."]) + slug + "@" + pick(rng, DOMAINS)


def slugify(name):
    out = []
    for ch in name.lower():
        if ch.isalnum():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")


def url_service(rng, slug):
    d = pick(rng, DOMAINS)
    return pick(rng, ["www.%s/%s", "https://www.%s/%s", "https://%s/%s/book",
                      "%s/%s"]) % (d, slug)


def url_short(rng):
    return "https://%s.%s/%s" % (pick(rng, ["go", "book", "r", "sms"]), pick(rng, DOMAINS),
                                 letters(rng, 3) + digits(rng, 3))


def ip_private(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), 1 + rng.randrange(254))
    if k == 1:
        return "172.%d.%d.%d" % (16 + rng.randrange(16), rng.randrange(256), 1 + rng.randrange(254))
    return "192.168.%d.%d" % (rng.randrange(256), 1 + rng.randrange(254))


def username(rng, first, last):
    f = first.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = last.lower().replace("'", "").replace(" ", "").replace("-", "")
    return pick(rng, [f[0] + l, f + "." + l, f[0] + l[:5] + digits(rng, 1),
                      l + f[0] + digits(rng, 2), f[:3] + l[:3]])


# ---------------------------------------------------------------- patient numbers
def nhs_number(rng):
    while True:
        d = [rng.randrange(10) for _ in range(9)]
        if d[0] == 0:
            continue
        s = sum(d[i] * (10 - i) for i in range(9))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        n = "".join(map(str, d)) + str(chk)
        return "%s %s %s" % (n[:3], n[3:6], n[6:])


def chi_number(rng, dob, sex):
    n9 = rng.randrange(10)
    if sex == "F" and n9 % 2:
        n9 -= 1
    if sex == "M" and n9 % 2 == 0:
        n9 += 1
    return dob.strftime("%d%m%y") + digits(rng, 2) + str(n9) + digits(rng, 1)


def nhi(rng):
    return letters(rng, 3) + digits(rng, 4) if rng.random() < 0.6 else \
        letters(rng, 3) + digits(rng, 2) + letters(rng, 2)


def mrn(rng, c):
    if c == "UK":
        return pick(rng, ["RX%s" % digits(rng, 7), "K%s" % digits(rng, 6),
                          "GU%s/%s" % (digits(rng, 2), digits(rng, 5)),
                          "H%s" % digits(rng, 7)])
    if c == "IE":
        return pick(rng, [digits(rng, 7), "MRN%s" % digits(rng, 6)])
    if c == "AU":
        return pick(rng, [digits(rng, 7), "URN%s" % digits(rng, 6), "FP-%s" % digits(rng, 6)])
    if c == "NZ":
        return "%s-%s" % (letters(rng, 2), digits(rng, 6))
    if c == "CA":
        return pick(rng, ["00%s" % digits(rng, 7), "M%s" % digits(rng, 8)])
    return pick(rng, [digits(rng, 8), "E%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5))])


def healthplan(rng, c):
    if c == "AU":
        return "%s %s %s" % (str(2 + rng.randrange(5)) + digits(rng, 3), digits(rng, 5), digits(rng, 1))
    if c == "CA":
        if rng.random() < 0.5:
            return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "%s%s" % (digits(rng, 7), letters(rng, 1))
    if c == "US":
        return pick(rng, [letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9),
                          "MCD" + digits(rng, 8), letters(rng, 1) + digits(rng, 8) + "01"])
    if c == "NZ":
        return "%s-%s" % (letters(rng, 2), digits(rng, 7))
    return "%s%s" % (letters(rng, 3), digits(rng, 7))


def group_no(rng):
    return pick(rng, ["%s" % digits(rng, 6), "GRP-%s" % digits(rng, 5), "%s%s" % (letters(rng, 2), digits(rng, 4))])


def ssn(rng, c):
    if c == "US":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), pick(rng, ["A", "T", "W", "H", "FA", "TA"]))
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "NZ":
        return "000-%s-%s" % (digits(rng, 3), digits(rng, 3))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 4))


def account(rng, c):
    return pick(rng, ["ENC-%s-%s" % (digits(rng, 4), digits(rng, 6)),
                      "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                      "V%s" % digits(rng, 9), "ATT%s" % digits(rng, 7),
                      "%s%s" % (digits(rng, 2), digits(rng, 7))])


# ---------------------------------------------------------------- clinicians
def licence(rng, c, role):
    """returns (label text, value)"""
    if c == "UK":
        if role == "doctor":
            return "GMC", digits(rng, 7)
        if role == "pharmacist":
            return "GPhC", "20" + digits(rng, 5)
        return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), pick(rng, "ABCDEFGHIJ"), digits(rng, 4), pick(rng, "ABCDEFGHIJ"))
    if c == "IE":
        if role == "doctor":
            return "IMC", digits(rng, 6)
        if role == "pharmacist":
            return "PSI", digits(rng, 5)
        return "NMBI PIN", digits(rng, 6)
    if c == "AU":
        pre = {"doctor": "MED", "pharmacist": "PHA"}.get(role, "NMW")
        return "AHPRA", pre + "000" + digits(rng, 7)
    if c == "NZ":
        if role == "doctor":
            return "MCNZ", digits(rng, 5)
        if role == "pharmacist":
            return "PCNZ reg", digits(rng, 5)
        return "NCNZ", digits(rng, 6)
    if c == "CA":
        if role == "doctor":
            return "CPSO", digits(rng, 5 + rng.randrange(2))
        if role == "pharmacist":
            return "OCP", digits(rng, 6)
        return "CNO Reg", digits(rng, 7)
    if role == "doctor":
        return pick(rng, ["NPI", "NPI", "DEA"]), None
    return "NPI", None


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last):
    return pick(rng, "ABFM") + last[0].upper() + digits(rng, 7)


def prescriber_no(rng):
    return digits(rng, 7)


# ---------------------------------------------------------------- things
def implant_lot(rng):
    return pick(rng, ["%s%s" % (pick(rng, "RSTUV"), digits(rng, 6)), "%s%s%s" % (letters(rng, 1), digits(rng, 5), letters(rng, 1))])


def iud_lot(rng):
    return pick(rng, ["TU0%s" % digits(rng, 4), "%s%s" % (letters(rng, 2), digits(rng, 5)),
                      "%s-%s" % (digits(rng, 6), letters(rng, 2))])


def serial(rng):
    return pick(rng, ["SN%s" % digits(rng, 7), "%s%s" % (letters(rng, 3), digits(rng, 6))])


def batch(rng):
    return pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 5)), "%s%s%s" % (letters(rng, 2), digits(rng, 4), letters(rng, 1)),
                      digits(rng, 6) + letters(rng, 1)])


def lab_no(rng, year):
    y = str(year)[2:]
    return pick(rng, ["M%s%s" % (y, digits(rng, 6)), "%s-%s" % (y, digits(rng, 7)),
                      "S%s-%s" % (y, digits(rng, 4)), "CT%s%s" % (y, digits(rng, 5)),
                      "%s%s" % (letters(rng, 2), digits(rng, 8))])


def ubrn(rng):
    return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))


def case_ref(rng, year):
    return pick(rng, ["MASH-%s-%s" % (year, digits(rng, 5)), "CS/%s/%s" % (digits(rng, 2), digits(rng, 6)),
                      "SG%s%s" % (str(year)[2:], digits(rng, 4)), "%s/%s" % (digits(rng, 6), str(year)[2:])])


def plate(rng, c):
    if c == "UK":
        return "%s%s %s" % (letters(rng, 2), pick(rng, ["19", "69", "20", "70", "21", "71", "22", "72", "23", "73"]), letters(rng, 3))
    if c == "IE":
        return "%s-%s-%s" % (pick(rng, ["211", "221", "231", "192", "182", "202"]),
                             pick(rng, ["D", "C", "G", "L", "KY", "MO", "WX", "KE"]), digits(rng, 3 + rng.randrange(3)))
    if c == "AU":
        return pick(rng, ["%s%s%s" % (letters(rng, 3), "-", digits(rng, 3)), "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                          "%s%s%s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))])
    if c == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if c == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3))


def vin(rng):
    return "".join(pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng):
    return pick(rng, ["FP-%s" % digits(rng, 5), "VB-%s%s" % (digits(rng, 4), letters(rng, 2)),
                      "FM%s-%s" % (digits(rng, 3), digits(rng, 4)), "BIO%s" % digits(rng, 7),
                      "FPT-%s-%s" % (letters(rng, 2), digits(rng, 4))])


def postcode(rng, c, t):
    if c == "UK":
        area = t[2]
        return "%s%d %d%s" % (area, 1 + rng.randrange(20 if len(area) == 2 else 40),
                              rng.randrange(10), letters(rng, 2).replace("V", "W"))
    if c == "IE":
        return "%s %s" % (t[2], pick(rng, "ACDEFHKNPRTVWXY") + digits(rng, 1) + pick(rng, "ACDEFHKNPRTVWXY") + digits(rng, 1))
    if c == "AU":
        return "%04d" % (t[3] + rng.randrange(10))
    if c == "NZ":
        return "%04d" % (t[2] + rng.randrange(5))
    if c == "CA":
        return "%s%d%s %d%s%d" % (t[3], rng.randrange(10), pick(rng, "ABCEGHJKLMNPRSTVWXY"),
                                  rng.randrange(10), pick(rng, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    z = t[3] + digits(rng, 2)
    return z + ("-" + digits(rng, 4) if rng.random() < 0.2 else "")


def crime_ref(rng, year):
    return pick(rng, ["CR/%s/%s" % (digits(rng, 7), str(year)[2:]), "%s/%s/%s" % (digits(rng, 2), digits(rng, 6), str(year)[2:]),
                      "E%s%s" % (str(year)[2:], digits(rng, 6)), "CAD %s-%s" % (digits(rng, 4), digits(rng, 4))])

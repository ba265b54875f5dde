"""Identifier and contact generators.  Contact rules: every phone, fax, pager
and extension contains 555; e-mail and web addresses use example.com/.org/.net
only; IP addresses are private; SSN-like numbers start with 9 or 000."""
import string

UP = string.ascii_uppercase
DG = string.digits
EMAIL_DOMAINS = ["example.com", "example.org", "example.net"]


def digits(rng, n):
    return "".join(rng.choice(DG) for _ in range(n))


def letters(rng, n, pool=UP):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- phones
def phone(rng, country, area=None, mobile=False):
    if country == "UK":
        if mobile or area is None:
            style = rng.randrange(3)
            tail = digits(rng, 3)
            if style == 0:
                return "07700 555" + tail
            if style == 1:
                return "07%s 555%s" % (digits(rng, 3), tail)
            return "07%s 555 %s" % (digits(rng, 3), tail)
        if area == "020":
            return "020 %s555 %s" % (rng.choice("78"), digits(rng, 4))
        if area in ("0161", "0141", "0118"):
            return "%s 555 %s" % (area, digits(rng, 4))
        if area == "028":
            return "028 %s555 %s" % (rng.choice("29"), digits(rng, 4))
        return "%s 555%s" % (area, digits(rng, 3))
    if country == "IE":
        if mobile or area is None:
            return "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
        return "(%s) 555 %s" % (area, digits(rng, 4)) if rng.random() < 0.4 \
            else "%s 555 %s" % (area, digits(rng, 4))
    if country == "AU":
        if mobile or area is None:
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return "(%s) %s555 %s" % (area, rng.choice("4589"), digits(rng, 4))
    # CA and US: NANP
    a = area or rng.choice(["212", "416", "604", "519", "917", "614"])
    style = rng.randrange(3)
    tail = "01" + digits(rng, 2)
    if style == 0:
        return "(%s) 555-%s" % (a, tail)
    if style == 1:
        return "%s-555-%s" % (a, tail)
    return "%s.555.%s" % (a, tail)


def extension(rng):
    return rng.choice(["555", "5551", "5552", "5553", "5557", "5558", "5559", "2555", "4555"])


def pager(rng):
    return rng.choice(["555", "5" + "555", "555" + digits(rng, 1), "4-555" + digits(rng, 1),
                       "8555", "6555"])


# ---------------------------------------------------------------- e-mail / web / ip
def email_for(rng, first, last, kind="person"):
    f = "".join(c for c in first.lower() if c.isalpha())
    l = "".join(c for c in last.lower() if c.isalpha())
    dom = rng.choice(EMAIL_DOMAINS)
    style = rng.randrange(6)
    if kind == "org":
        return "%s@%s" % (f + l, dom)
    if style == 0:
        return "%s.%s@%s" % (f, l, dom)
    if style == 1:
        return "%s%s%s@%s" % (f[:1], l, digits(rng, 2), dom)
    if style == 2:
        return "%s_%s@%s" % (f, l, dom)
    if style == 3:
        return "%s%s@%s" % (l, digits(rng, 4), dom)
    if style == 4:
        return "%s.%s%s@%s" % (f, l[:1], digits(rng, 2), dom)
    return "%s.%s@mail.%s" % (f, l, dom)


def org_email(rng, stem, local=None):
    s = "".join(c for c in stem.lower() if c.isalnum())
    local = local or rng.choice(["pharmacy", "info", "admin", "dispensary", "reception",
                                 "prescriptions", "meds"])
    return "%s.%s@%s" % (local, s, rng.choice(EMAIL_DOMAINS))


def url(rng, stem=None, path=None):
    s = "".join(c for c in (stem or "pharmacy").lower() if c.isalnum())
    dom = rng.choice(EMAIL_DOMAINS)
    style = rng.randrange(4)
    p = path or rng.choice(["book", "consult", "repeat-order", "travel", "flu", "portal",
                            "orders/status", "services/nms", "feedback"])
    if style == 0:
        return "www.%s/%s/%s" % (dom, s, p)
    if style == 1:
        return "https://%s.%s/%s" % (s, dom, p)
    if style == 2:
        return "https://www.%s/%s" % (dom, s)
    return "%s.%s/%s" % (s, dom, p)


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- national numbers
def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        tot = sum(v * (10 - i) for i, v in enumerate(d))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        d.append(chk)
        s = "".join(map(str, d))
        style = rng.randrange(4)
        if style == 0:
            return s
        if style == 3:
            return "%s-%s-%s" % (s[:3], s[3:6], s[6:])
        return "%s %s %s" % (s[:3], s[3:6], s[6:])


def hosp_number(rng):
    k = rng.randrange(5)
    if k == 0:
        return "RX" + digits(rng, 7)
    if k == 1:
        return "K" + digits(rng, 7)
    if k == 2:
        return "M" + digits(rng, 6)
    if k == 3:
        return digits(rng, 8)
    return "H%s%s" % (digits(rng, 3), digits(rng, 4))


def ppsn(rng):
    return "9" + digits(rng, 6) + rng.choice(UP) + rng.choice(["", "", "A", "W"])


def ie_medical_card(rng):
    return digits(rng, 8) + rng.choice(UP)


def ie_dps(rng):
    return "DPS" + digits(rng, 7)


def ca_health_card(rng, prov):
    if prov == "ON":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if prov == "BC":
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))


def ca_sin(rng):
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def au_medicare(rng):
    return "%s%s %s %s" % (rng.choice("23456"), digits(rng, 3), digits(rng, 5), rng.choice("123456789"))


def au_ihi(rng):
    return "8003 60%s %s %s" % (digits(rng, 2), digits(rng, 4), digits(rng, 4))


def au_dva(rng):
    return rng.choice(["N", "V", "Q", "W"]) + rng.choice(["X", "", "SM"]) + digits(rng, 6)


def us_ssn(rng):
    if rng.random() < 0.8:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def us_member(rng):
    k = rng.randrange(3)
    if k == 0:
        return letters(rng, 3) + digits(rng, 6)
    if k == 1:
        return "W" + digits(rng, 9)
    return digits(rng, 3) + letters(rng, 2) + digits(rng, 5)


def us_group(rng):
    return rng.choice(["GRP", "G", ""]) + digits(rng, 6)


def exemption_cert(rng):
    k = rng.randrange(3)
    if k == 0:
        return "MEX" + digits(rng, 9)
    if k == 1:
        return "PPC" + digits(rng, 8)
    return digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)


# ---------------------------------------------------------------- licences
def gphc(rng):
    return "20" + digits(rng, 5)


def gmc(rng):
    return rng.choice("4567") + digits(rng, 6)


def nmc(rng):
    return digits(rng, 2) + rng.choice(UP) + digits(rng, 4) + rng.choice("EOS")


def psi(rng):
    return digits(rng, 5)


def ahpra(rng, prof="PHA"):
    return prof + "000" + digits(rng, 7)


def ocp(rng):
    return "6" + digits(rng, 5)


def dea(rng, last):
    first = rng.choice("ABFM")
    second = (last[:1] or "X").upper()
    d = [rng.randrange(10) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return first + second + "".join(map(str, d)) + str(chk)


def npi(rng):
    d = [rng.choice([1, 2])] + [rng.randrange(10) for _ in range(8)]
    # Luhn over prefix 80840 + 9 digits
    full = [8, 0, 8, 4, 0] + d
    tot = 0
    for i, v in enumerate(reversed(full)):
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    chk = (10 - tot % 10) % 10
    return "".join(map(str, d)) + str(chk)


def prescriber_code(rng):
    return rng.choice(["G", "C", ""]) + digits(rng, 7)


def uk_driving_licence(rng, last, first, dob, female):
    s = "".join(c for c in last.upper() if c.isalpha())[:5].ljust(5, "9")
    m = dob.month + (50 if female else 0)
    return "%s%d%02d%02d%d%s9%s%s" % (s, (dob.year // 10) % 10, m, dob.day, dob.year % 10,
                                      (first[:1] + "9").upper(), rng.choice(DG),
                                      letters(rng, 2))


def other_driving_licence(rng, country):
    if country == "IE":
        return digits(rng, 9)
    if country == "AU":
        return digits(rng, 8)
    if country == "CA":
        return "%s%s-%s-%s" % (rng.choice(UP), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return rng.choice(UP) + digits(rng, 7)


# ---------------------------------------------------------------- misc ids
def vehicle(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), rng.choice(["19", "69", "21", "71", "22", "72", "23", "73", "24"]),
                            letters(rng, 3))
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "202", "221", "232", "241", "162"]),
                             rng.choice(["D", "KY", "C", "G", "MH", "WX", "LH"]), digits(rng, 4))
    if country == "AU":
        return rng.choice(["%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3))


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def serial(rng, prefix):
    return prefix + digits(rng, rng.choice([6, 7, 8]))


def bioid(rng):
    k = rng.randrange(4)
    if k == 0:
        return "FP-" + digits(rng, 5)
    if k == 1:
        return "BIO" + digits(rng, 6)
    if k == 2:
        return "FPT-%s-%s" % (digits(rng, 4), letters(rng, 2))
    return "IRIS-" + digits(rng, 6)


def eps_id(rng):
    pool = "0123456789ABCDEF"
    a = "".join(rng.choice(pool) for _ in range(6))
    b = "".join(rng.choice(pool) for _ in range(6))
    c = "".join(rng.choice(pool) for _ in range(5)) + rng.choice(UP + "+")
    if c[-1] == "+":
        c = c[:-1] + "X"
    return "%s-%s-%s" % (a, b, c)


def ods_pharmacy(rng):
    return "F" + letters(rng, 1) + digits(rng, 3)


def ods_practice(rng):
    return rng.choice(UP) + digits(rng, 5)


def incident_ref(rng, year):
    k = rng.randrange(3)
    if k == 0:
        return "INC-%d-%s" % (year, digits(rng, 4))
    if k == 1:
        return "W%s" % digits(rng, 6)
    return "PSI%s/%s" % (str(year)[2:], digits(rng, 3))


def account(rng):
    k = rng.randrange(4)
    if k == 0:
        return "ACC-" + digits(rng, 6)
    if k == 1:
        return digits(rng, 4) + "-" + digits(rng, 4)
    if k == 2:
        return "CUST" + digits(rng, 5)
    return "A" + digits(rng, 7)


def claim_ref(rng):
    return rng.choice(["MYS", "CLM", "SVC"]) + digits(rng, 7)


def order_no(rng):
    return rng.choice(["ORD-", "WO", "WEB"]) + digits(rng, 7)


def referral_id(rng):
    return rng.choice(["DMS-", "REF", "CPCS-", "111-"]) + digits(rng, 6)


def cd_entry(rng):
    return rng.choice(["CDR-", "E"]) + digits(rng, 5)


def premises_reg(rng):
    return "1" + digits(rng, 6)


def username(rng, first, last):
    f = "".join(c for c in first.lower() if c.isalpha())
    l = "".join(c for c in last.lower() if c.isalpha())
    k = rng.randrange(6)
    if k == 0:
        return f[:1] + l
    if k == 1:
        return "%s.%s" % (f, l)
    if k == 2:
        return "%s%s%s" % (f[:1], l[:6], digits(rng, 1))
    if k == 3:
        return "%s_%s" % (l, f[:1])
    if k == 4:
        return (f[:1] + l[:1]).upper() + digits(rng, 3)
    return "%s%s" % (f, digits(rng, 2))


def patient_username(rng, first, last):
    f = "".join(c for c in first.lower() if c.isalpha())
    l = "".join(c for c in last.lower() if c.isalpha())
    words = ["rose", "sunny", "blue", "tiger", "moon", "happy", "star", "lucky", "red", "river"]
    k = rng.randrange(4)
    if k == 0:
        return "%s%s%s" % (rng.choice(words), f[:4], digits(rng, 2))
    if k == 1:
        return "%s.%s%s" % (f, l, digits(rng, 2))
    if k == 2:
        return "%s%s" % (l, digits(rng, 4))
    return "%s_%s" % (f[:1] + l, digits(rng, 3))


def batch(rng):
    """Vaccine and product batch numbers: NOT PHI (product identifiers)."""
    while True:
        b = rng.choice(["", "", "AB", "FL", "X"]) + digits(rng, rng.choice([4, 5])) + rng.choice(["", "A", "B", "C"])
        if "555" not in b:
            return b

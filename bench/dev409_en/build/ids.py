"""Identifier, postcode and contact-number generators per country.

Every phone, fax and pager number contains 555; SSN-like numbers start
with 9 or 000; IP addresses are private.
"""
import string

UP = string.ascii_uppercase
DIG = string.digits


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=UP):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- postcodes
UK_IN = "ABDEFGHJLNPQRSTUWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"
CA_L = "ABCEGHJKLMNPRSTVWXYZ"


def postcode(rng, cc, key):
    if cc == "UK":
        return "%s%d %d%s" % (key, rng.randint(1, 28), rng.randint(1, 9),
                              letters(rng, 2, UK_IN))
    if cc == "US":
        z = key + digits(rng, 2)
        if rng.random() < 0.15:
            z += "-" + digits(rng, 4)
        return z
    if cc == "AU":
        return key
    if cc == "CA":
        return "%s%s %d%s%d" % (key, rng.choice(CA_L), rng.randint(0, 9),
                                rng.choice(CA_L), rng.randint(0, 9))
    if cc == "IE":
        return "%s %s" % (key, letters(rng, 4, EIR))
    if cc == "NZ":
        return key + digits(rng, 2)
    raise KeyError(cc)


# ---------------------------------------------------------------- phones
UK_AREA = ["0113", "0114", "0161", "0121", "0117", "0191", "01904", "01392",
           "01603", "01228", "01772", "01792"]
US_AREA = ["614", "937", "608", "520", "518", "509", "919", "402", "208", "508",
           "865", "559", "517", "515", "423", "541", "417", "859", "610", "218"]
CA_AREA = ["905", "613", "519", "902", "506", "306", "250", "819", "807", "403",
           "705", "204", "782"]
AU_AREA = ["02", "03", "07", "08"]
IE_AREA = ["091", "090", "057", "065", "046", "071", "066", "041", "044", "094",
           "056", "074", "051", "042"]
NZ_AREA = ["07", "06", "03", "09", "04"]


def phone(rng, cc, kind="land"):
    if cc == "UK":
        if kind == "mobile":
            return "07%d%d%d 555 %s" % (rng.randint(4, 9), rng.randint(0, 9),
                                        rng.randint(0, 9), digits(rng, 3))
        a = rng.choice(UK_AREA)
        if len(a) == 4:
            return "%s 555 %s" % (a, digits(rng, 4))
        return "%s 555%s" % (a, digits(rng, 3))
    if cc in ("US", "CA"):
        a = rng.choice(US_AREA if cc == "US" else CA_AREA)
        tail = "01" + digits(rng, 2)
        style = rng.randrange(3)
        if style == 0:
            return "(%s) 555-%s" % (a, tail)
        if style == 1:
            return "%s-555-%s" % (a, tail)
        return "%s.555.%s" % (a, tail)
    if cc == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return "(%s) 555%d %s" % (rng.choice(AU_AREA), rng.randint(0, 9), digits(rng, 4))
    if cc == "IE":
        if kind == "mobile":
            return "08%d 555 %s" % (rng.choice([3, 5, 6, 7, 9]), digits(rng, 4))
        return "%s 555 %s" % (rng.choice(IE_AREA), digits(rng, 4))
    if cc == "NZ":
        if kind == "mobile":
            return "02%d 555 %s" % (rng.choice([1, 2, 7]), digits(rng, 4))
        return "(%s) 555 %s" % (rng.choice(NZ_AREA), digits(rng, 4))
    raise KeyError(cc)


def extension(rng):
    return "555" + digits(rng, 1) if rng.random() < 0.5 else digits(rng, 1) + "555"


def with_ext(rng, cc):
    p = phone(rng, cc)
    return p + rng.choice([" ext ", " ext. ", " x", " extn "]) + digits(rng, 4)


def pager(rng, cc):
    r = rng.randrange(3)
    if r == 0:
        return "555" + digits(rng, 1)
    if r == 1:
        return digits(rng, 1) + "-555" + digits(rng, 1)
    return "555-" + digits(rng, 4)


# ---------------------------------------------------------------- IDs
def nhs_number(rng):
    while True:
        d = [9] + [rng.randint(0, 9) for _ in range(8)]
        s = sum(d[i] * (10 - i) for i in range(9))
        c = 11 - (s % 11)
        if c == 11:
            c = 0
        if c == 10:
            continue
        d.append(c)
        t = "".join(str(x) for x in d)
        return "%s %s %s" % (t[:3], t[3:6], t[6:])


def mrn(rng, cc):
    if cc == "UK":
        return rng.choice(["RX", "K", "M", "H", "LTH"]) + digits(rng, 7)
    if cc == "US":
        return digits(rng, 8) if rng.random() < 0.6 else "E" + digits(rng, 7)
    if cc == "AU":
        return digits(rng, 7)
    if cc == "CA":
        return digits(rng, 7) if rng.random() < 0.5 else "H" + digits(rng, 6)
    if cc == "IE":
        return digits(rng, 6) if rng.random() < 0.5 else "GUH" + digits(rng, 6)
    if cc == "NZ":
        return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 4)
    raise KeyError(cc)


def ssn(rng, cc):
    if cc == "US":
        if rng.random() < 0.8:
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if cc == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "IE":
        return "9" + digits(rng, 6) + rng.choice(["T", "W", "A", "K", "D"]) + rng.choice(["", "", "A", "W"])
    return None


def healthplan(rng, cc):
    if cc == "US":
        r = rng.randrange(3)
        if r == 0:  # Medicare MBI-like
            return "%d%s%d-%s%d-%s%d%d" % (rng.randint(1, 9), letters(rng, 1, "ACDEFGHJKMNPRTUVWXY"),
                                         rng.randint(0, 9), letters(rng, 2, "ACDEFGHJKMNPRTUVWXY"),
                                         rng.randint(0, 9), letters(rng, 2, "ACDEFGHJKMNPRTUVWXY"),
                                         rng.randint(0, 9), rng.randint(0, 9))
        if r == 1:
            return letters(rng, 3) + digits(rng, 6)
        return "W" + digits(rng, 9)
    if cc == "AU":
        return "%s %s %d" % (digits(rng, 4), digits(rng, 5), rng.randint(1, 5))
    if cc == "CA":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if cc == "IE":
        return digits(rng, 7) + letters(rng, 1)
    if cc == "NZ":
        return digits(rng, 11)
    if cc == "UK":
        return rng.choice(["PHX", "AXA-", "BUP"]) + digits(rng, 8)
    raise KeyError(cc)


def ndis(rng):
    return "43" + digits(rng, 7)


def dva(rng):
    return rng.choice(["V", "N", "Q", "W"]) + rng.choice(["X", "", "SM"]) + digits(rng, 6)


def account(rng, cc):
    r = rng.randrange(4)
    if r == 0:
        return digits(rng, 4) + "-" + digits(rng, 4)
    if r == 1:
        return "ENC" + digits(rng, 8)
    if r == 2:
        return "EP" + digits(rng, 7)
    return "V" + digits(rng, 9)


def idnum(rng, prefix=None):
    if prefix is None:
        prefix = rng.choice(["REF", "RAD", "ORD", "CASE", "RQ"])
    return "%s-%s-%s" % (prefix, rng.choice(["22", "23", "24", "25"]), digits(rng, rng.choice([4, 5, 6])))


def licence_doctor(rng, cc):
    if cc == "UK":
        return digits(rng, 7)
    if cc == "US":
        return "1" + digits(rng, 9)
    if cc == "AU":
        return "MED000" + digits(rng, 7)
    if cc == "CA":
        return digits(rng, 5)
    if cc == "IE":
        return digits(rng, 6)
    if cc == "NZ":
        return digits(rng, 5)
    raise KeyError(cc)


AHPRA = {"physio": "PHY", "ot": "OCC", "psych": "PSY", "nurse": "NMW"}
HCPC = {"physio": "PH", "ot": "OT", "slt": "SL", "psych": "PYL"}
CORU = {"physio": "PT", "ot": "OT", "slt": "SL", "psych": "PS"}


def licence_allied(rng, cc, role):
    if cc == "UK":
        if role == "nurse":
            return "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        return "%s%s" % (HCPC.get(role, "PH"), digits(rng, 6 if role != "psych" else 5))
    if cc == "US":
        return {"physio": "PT", "ot": "OT", "slt": "SLP", "psych": "PSY", "nurse": "RN"}.get(role, "PT") + digits(rng, 6)
    if cc == "AU":
        if role == "slt":
            return digits(rng, 5)
        return AHPRA.get(role, "PHY") + "000" + digits(rng, 7)
    if cc == "CA":
        return digits(rng, 4) + rng.choice(["", "-ON", ""])
    if cc == "IE":
        if role == "nurse":
            return digits(rng, 6)
        return CORU.get(role, "PT") + "0" + digits(rng, 5)
    if cc == "NZ":
        return digits(rng, 2) + "-" + digits(rng, 5)
    raise KeyError(cc)


def driver_licence(rng, cc, last="SMITH", first="J"):
    if cc == "UK":
        sur = (last.upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
        return "%s%s%s%s%s" % (sur, digits(rng, 6), first[:1].upper() + letters(rng, 1), digits(rng, 1),
                               letters(rng, 2))
    if cc == "US":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4))
    if cc == "AU":
        return digits(rng, 9)
    if cc == "CA":
        return "%s%s-%s-%s" % (last[:1].upper(), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    if cc == "IE":
        return digits(rng, 9)
    if cc == "NZ":
        return letters(rng, 2) + digits(rng, 6)
    raise KeyError(cc)


def plate(rng, cc):
    if cc == "UK":
        return "%s%s %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.choice(["14", "17", "19", "21", "66", "69", "70", "72"]),
                            letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if cc == "US":
        return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
                           letters(rng, 3) + "-" + digits(rng, 4)])
    if cc == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 2) + " " + digits(rng, 1) + letters(rng, 2),
                           letters(rng, 3) + "-" + digits(rng, 3)])
    if cc == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if cc == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "201", "212", "222", "231", "242", "172"]),
                             rng.choice(["G", "WH", "OY", "CE", "MH", "SO", "KY", "LH", "MO"]),
                             str(rng.randint(10, 19999)))
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    raise KeyError(cc)


VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin(rng):
    return "".join(rng.choice(VINCH) for _ in range(17))


def device_serial(rng):
    r = rng.randrange(5)
    if r == 0:
        return "NGP" + digits(rng, 6) + "H"
    if r == 1:
        return letters(rng, 2) + digits(rng, 7)
    if r == 2:
        return "%s-%s" % (digits(rng, 4), digits(rng, 5))
    if r == 3:
        return "SN" + digits(rng, 8)
    return letters(rng, 3) + digits(rng, 5) + letters(rng, 1)


def bioid(rng):
    return rng.choice(["FP-", "BIO-", "PV-", "FPR"]) + digits(rng, 5) + rng.choice(["", "-" + letters(rng, 2)])


def private_ip(rng):
    r = rng.randrange(3)
    if r == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if r == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))

"""Country profiles: identifier, phone, address and date formats.

Every phone, fax and pager number contains 555. SSN-like numbers start with
9 or 000. All values are generated, never looked up.
"""
from core import P, digits, letters, pick, maybe
import pools

UK_LIKE = ("UK", "IE", "AU", "NZ", "ZA", "IN")

DATE_STYLES = {
    "UK": {"num": ["dmy", "dmy", "dmy2", "dmyd"], "long": ["dMonth", "dthMonth", "dMon"],
           "short": ["dmon", "dMON", "dmy"], "wk": ["wk_dMonth", "wk_dm"]},
    "IE": {"num": ["dmy", "dmy1", "dmy2"], "long": ["dMonth", "dthMonth"],
           "short": ["dmon", "dmy"], "wk": ["wk_dMonth", "wk_dm"]},
    "US": {"num": ["mdy", "mdy1", "mdy2"], "long": ["Monthd", "Mond"],
           "short": ["mdy1", "mdy"], "wk": ["wk_Monthd", "wk_md"]},
    "CA": {"num": ["iso", "iso", "dmy", "mdy"], "long": ["Monthd", "dMonth"],
           "short": ["iso", "Mond"], "wk": ["wk_Monthd"]},
    "AU": {"num": ["dmy", "dmy1", "dmyd"], "long": ["dMonth", "dMon"],
           "short": ["dmy", "dmon"], "wk": ["wk_dMonth", "wk_dm"]},
    "NZ": {"num": ["dmy", "dmy1"], "long": ["dMonth", "dMon"],
           "short": ["dmy", "dmon"], "wk": ["wk_dMonth"]},
    "ZA": {"num": ["iso", "dmy", "dmy"], "long": ["dMonth"],
           "short": ["iso", "dmy"], "wk": ["wk_dMonth"]},
    "IN": {"num": ["dmy", "dmy", "dmyd"], "long": ["dthMonth", "dMonth"],
           "short": ["dmy", "dMON"], "wk": ["wk_dMonth"]},
}


def uk_postcode(rng):
    area = pick(rng, ["KT", "MB", "WX", "HR", "PB", "SQ", "BD", "LY", "NR", "TG",
                      "EX", "YD", "CW", "DL", "G", "L", "M", "B", "S", "N"])
    district = str(rng.randint(1, 29))
    return "%s%s %d%s" % (area, district, rng.randint(0, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def ca_postcode(rng):
    a = "ABCEGHJKLMNPRSTVXY"
    return "%s%d%s %d%s%d" % (pick(rng, a), rng.randint(0, 9), pick(rng, a),
                              rng.randint(0, 9), pick(rng, a), rng.randint(0, 9))


def eircode(rng):
    key = pick(rng, ["A65", "D02", "D15", "T12", "T23", "H91", "V94", "F92", "X91",
                     "R95", "P31", "E25", "N37", "K78", "Y35", "W23"])
    return key + " " + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + \
        letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1)


def postcode(rng, c):
    if c == "UK":
        return uk_postcode(rng)
    if c == "IE":
        return eircode(rng)
    if c == "US":
        z = "%05d" % rng.randint(1001, 99950)
        return z + ("-" + digits(rng, 4) if maybe(rng, 0.15) else "")
    if c == "CA":
        return ca_postcode(rng)
    if c == "IN":
        return "%d%s" % (rng.randint(1, 8), digits(rng, 5))
    return "%04d" % rng.randint(200, 9899)


def street(rng, c):
    base = pick(rng, pools.STREET_BASE)
    suf = pick(rng, pools.STREET_SUFFIX[c])
    n = rng.randint(1, 220)
    if c == "US":
        n = rng.randint(10, 9899)
        s = "%d %s %s" % (n, base, suf)
        if maybe(rng, 0.25):
            s += pick(rng, [", Apt ", " Apt ", " #", ", Unit "]) + \
                pick(rng, [str(rng.randint(1, 40)), "%d%s" % (rng.randint(1, 9), pick(rng, "ABCD"))])
        return s
    if c == "CA":
        s = "%d %s %s" % (rng.randint(10, 4999), base, suf)
        if maybe(rng, 0.2):
            s = "%d-%s" % (rng.randint(101, 1804), s)
        return s
    if c == "AU":
        s = "%d %s %s" % (n, base, suf)
        if maybe(rng, 0.25):
            s = "%d/%s" % (rng.randint(1, 24), s)
        return s
    if c == "IN":
        return "%s-%d, %d%s %s %s" % (pick(rng, ["H.No.", "Flat", "Door No."]), rng.randint(1, 900),
                                       rng.randint(1, 14), pick(rng, ["th", "st", "nd"]), base, suf)
    if c == "IE" and maybe(rng, 0.3):
        return "%d %s %s" % (n, pick(rng, pools.PLACE_WORDS), pick(rng, ["Park", "Lawns", "Heights", "Grove"]))
    s = "%d %s %s" % (n, base, suf)
    if c == "UK" and maybe(rng, 0.2):
        s = "Flat %d, %s" % (rng.randint(1, 30), s)
    return s


def region(rng, c):
    if c in ("UK", "IE"):
        return pick(rng, pools.REGIONS[c])
    return pick(rng, pools.STATES[c])


# ---------------------------------------------------------------- phones

def phone(rng, c, kind="land"):
    """kind: land, mobile, hosp (switchboard with extension)."""
    d4 = digits(rng, 4)
    if c in ("US", "CA"):
        area = pick(rng, ["614", "412", "313", "608", "612", "503", "206", "303", "512",
                          "404", "919", "804", "617", "518", "312", "319", "801"] if c == "US"
                    else ["416", "613", "604", "403", "514", "902", "204", "306", "709"])
        num = pick(rng, ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s"]) % (area, d4)
        if kind == "hosp":
            num += pick(rng, [" ext. ", " x", " ext ", " Ext. "]) + digits(rng, 4)
        return num
    if c == "UK":
        if kind == "mobile":
            return pick(rng, ["07%s 555%s", "07%s 555 %s"]) % (digits(rng, 3), digits(rng, 3))
        area = pick(rng, ["0113", "0114", "0161", "0117", "0121", "0191", "0141",
                          "01632", "01482", "01752", "029"])
        num = "%s 555 %s" % (area, d4)
        if kind == "hosp":
            num += pick(rng, [" ext ", " ext. ", " x"]) + digits(rng, 4)
        return num
    if c == "IE":
        if kind == "mobile":
            return pick(rng, ["08%s 555 %s", "+353 8%s 555 %s"]) % (pick(rng, "35679"), d4)
        area = pick(rng, ["01", "021", "091", "061", "051", "094", "071", "074"])
        return pick(rng, ["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (area, d4) + \
            (" ext. " + digits(rng, 3) if kind == "hosp" else "")
    if c == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        area = pick(rng, ["02", "03", "07", "08"])
        fmt = pick(rng, ["(%s) 5550 %s", "%s 5550 %s", "+61 %s 5550 %s"])
        return fmt % (area[1:] if fmt.startswith("+") else area, d4) + \
            (" ext " + digits(rng, 4) if kind == "hosp" else "")
    if c == "NZ":
        if kind == "mobile":
            return pick(rng, ["021 555 %s", "027 555 %s", "022 555 %s"]) % d4
        area = pick(rng, ["09", "07", "06", "04", "03"])
        fmt = pick(rng, ["(%s) 555 %s", "%s 555 %s", "+64 %s 555 %s"])
        return fmt % (area[1:] if fmt.startswith("+") else area, d4) + (" ext " + digits(rng, 4) if kind == "hosp" else "")
    if c == "ZA":
        if kind == "mobile":
            return "0%s 555 %s" % (pick(rng, ["82", "83", "72", "76", "61"]), d4)
        area = pick(rng, ["021", "011", "031", "012", "041"])
        fmt = pick(rng, ["%s 555 %s", "+27 %s 555 %s"])
        return fmt % (area[1:] if fmt.startswith("+") else area, d4)
    if c == "IN":
        if kind == "mobile":
            return pick(rng, ["+91 9%s555 %s", "9%s555%s"]) % (digits(rng, 1), digits(rng, 5))
        area = pick(rng, ["080", "044", "022", "0484", "079", "040"])
        return "%s 555%s" % (area, digits(rng, 5))
    raise ValueError(c)


def pager(rng):
    return pick(rng, ["555%s" % digits(rng, 1), "555%s" % digits(rng, 2),
                      "5-555%s" % digits(rng, 1), "#555%s" % digits(rng, 1)])


# ---------------------------------------------------------------- identifiers

def nhs_number(rng):
    while True:
        d = [rng.randrange(10) for _ in range(9)]
        d[0] = pick(rng, [4, 6, 7, 9])
        s = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            d.append(chk)
            n = "".join(map(str, d))
            return pick(rng, ["%s %s %s", "%s %s %s", "%s-%s-%s"]) % (n[:3], n[3:6], n[6:]) \
                if maybe(rng, 0.85) else n


def chi_number(rng, dob):
    return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4))


def mrn(rng, c):
    if c == "UK":
        return pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 7)),
                          "RX%s %s" % (digits(rng, 1), digits(rng, 7)),
                          digits(rng, 8), "%s%s%s" % (letters(rng, 2), digits(rng, 6), letters(rng, 1))])
    if c == "US":
        return pick(rng, [digits(rng, 9), "00" + digits(rng, 7), "%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
    if c == "IE":
        return pick(rng, [digits(rng, 7), "0" + digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 6))])
    if c == "CA":
        return pick(rng, [digits(rng, 8), "M" + digits(rng, 7), "%s-%s" % (digits(rng, 4), digits(rng, 4))])
    if c == "AU":
        return pick(rng, [digits(rng, 7), "UR" + digits(rng, 6), "MR%s" % digits(rng, 7)])
    if c == "NZ":
        return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)  # NHI
    if c == "ZA":
        return pick(rng, ["%s%s" % (letters(rng, 2), digits(rng, 7)), digits(rng, 10)])
    return pick(rng, ["%s/%s/%s" % (letters(rng, 3), digits(rng, 2), digits(rng, 5)), "UHID" + digits(rng, 8)])


def national_health(rng, c, dob, region_name=""):
    """(label text, value, type) for the national or insurance number."""
    if c == "UK":
        if region_name in ("Fife", "Perthshire", "Aberdeenshire"):
            return ("CHI", chi_number(rng, dob), "MRN")
        if region_name in ("County Antrim", "County Down"):
            return ("H&C No", "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4)), "MRN")
        return (pick(rng, ["NHS No", "NHS number", "NHS"]), nhs_number(rng), "MRN")
    if c == "IE":
        return (pick(rng, ["GMS No", "Medical card no", "GP visit card"]),
                "%s%s" % (digits(rng, 7), letters(rng, 1, "ABCDEFGHJKLMNPRTW")), "HEALTHPLAN")
    if c == "US":
        return (pick(rng, ["Member ID", "Medicaid ID", "Subscriber ID", "Policy #"]),
                pick(rng, ["%s%s" % (letters(rng, 3), digits(rng, 9)), digits(rng, 11),
                           "%s%s%s" % (letters(rng, 1), digits(rng, 8), letters(rng, 2))]), "HEALTHPLAN")
    if c == "CA":
        return (pick(rng, ["OHIP", "Health card", "PHN", "Health Card No"]),
                pick(rng, ["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)),
                           digits(rng, 10)]), "HEALTHPLAN")
    if c == "AU":
        return ("Medicare", "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5),
                                            rng.randint(1, 5)), "HEALTHPLAN")
    if c == "NZ":
        return ("NHI", letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4), "MRN")
    if c == "ZA":
        return (pick(rng, ["Medical aid no", "Scheme member no"]), digits(rng, 9), "HEALTHPLAN")
    return ("PMJAY ID", "PM" + digits(rng, 10), "HEALTHPLAN")


def ssn(rng, c):
    """SSN-like numbers: always start with 9 or 000."""
    if c == "US":
        return pick(rng, ["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                          "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IE":
        return "9%s%s" % (digits(rng, 6), letters(rng, 1, "ABCDEFGHJKLMNPRTW") + pick(rng, ["", "A", "W"]))
    if c == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "NZ":
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if c == "IN":
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 4), digits(rng, 4))
    return "000" + digits(rng, 6)


SSN_LABEL = {"US": "SSN", "CA": "SIN", "IE": "PPSN", "AU": "TFN", "NZ": "IRD",
             "IN": "Aadhaar", "UK": "NI", "ZA": "ID"}


def licence(rng, c, role):
    """(label, value) for a clinician's registration number."""
    doc = role in ("surgeon", "anaes", "ent", "paed", "gp", "fetal", "registrar", "geneticist")
    dent = role in ("ortho", "dentist")
    if c == "UK":
        if doc:
            return ("GMC", digits(rng, 7))
        if dent:
            return ("GDC", digits(rng, rng.randint(5, 6)))
        if role in ("nurse", "hv", "midwife", "scrub", "ward"):
            return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1)))
        pre = {"slt": "SL", "psych": "PYL", "audio": "RCCP "}.get(role, "HCPC ")
        return ("HCPC" if role != "audio" else "Reg", pre + digits(rng, 5 if role != "audio" else 4))
    if c == "IE":
        if doc:
            return ("IMC", digits(rng, 6))
        if dent:
            return ("Dental Council No", digits(rng, 4))
        if role in ("nurse", "hv", "midwife", "scrub", "ward"):
            return ("NMBI PIN", digits(rng, 6))
        return ("CORU", "%s%s" % (pick(rng, ["SL", "PSY", "AU"]), digits(rng, 6)))
    if c == "US":
        if doc or dent:
            return pick(rng, [("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2, "ABFGMX") + digits(rng, 7)),
                              ("Lic.", "%s%s" % (letters(rng, 2, "ABCDEGMW"), digits(rng, 6)))])
        if role == "slt":
            return pick(rng, [("ASHA #", digits(rng, 8)), ("NPI", "1" + digits(rng, 9))])
        if role == "psych":
            return pick(rng, [("Lic.", "PSY" + digits(rng, 6)), ("NPI", "1" + digits(rng, 9))])
        if role == "audio":
            return pick(rng, [("Lic.", "AU" + digits(rng, 5)), ("NPI", "1" + digits(rng, 9))])
        return pick(rng, [("NPI", "1" + digits(rng, 9)), ("RN Lic.", "RN" + digits(rng, 7))])
    if c == "CA":
        if doc:
            return (pick(rng, ["CPSO #", "CPSBC #", "CPSA #"]), digits(rng, 5))
        if dent:
            return ("RCDSO #", digits(rng, 5))
        return (pick(rng, ["CNO #", "CASLPO #", "Reg. #"]), digits(rng, 7))
    if c == "AU":
        pre = "MED" if doc else "DEN" if dent else "NMW" if role in ("nurse", "hv", "midwife", "scrub", "ward") else "PSY" if role == "psych" else "SPA"
        if role == "slt":
            return ("SPA member no", digits(rng, 5))
        if doc and maybe(rng, 0.4):
            return ("Provider No", "%s%s" % (digits(rng, 6), letters(rng, 1)))
        return ("AHPRA", pre + "000" + digits(rng, 7))
    if c == "NZ":
        if doc:
            return ("MCNZ", digits(rng, 5))
        if dent:
            return ("DCNZ", digits(rng, 5))
        return ("APC no", digits(rng, 6))
    if c == "ZA":
        return ("HPCSA", pick(rng, ["MP", "DP", "SP", "PS"]) + " " + digits(rng, 7))
    return ("Reg. No", "%s-%s" % (pick(rng, ["KMC", "TNMC", "MMC", "DCI"]), digits(rng, 5)))


def account(rng, c):
    if c in ("US", "CA"):
        return pick(rng, ["FIN " + digits(rng, 10), digits(rng, 10), "E" + digits(rng, 9),
                          "%s-%s" % (digits(rng, 4), digits(rng, 4))])
    return pick(rng, [digits(rng, 9), "EP" + digits(rng, 7), "%s/%s" % (digits(rng, 6), digits(rng, 2)),
                      "ENC-" + digits(rng, 8)])


def vehicle(rng, c):
    if c == "UK":
        return "%s%s %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), pick(rng, ["19", "69", "21", "71", "22", "72", "23", "73", "15", "66"]), letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if c == "IE":
        return "%s-%s-%s" % (pick(rng, ["191", "201", "212", "182", "221", "231", "162"]), pick(rng, ["D", "C", "G", "MO", "KY", "L", "WX", "DL"]), digits(rng, rng.randint(3, 5)))
    if c == "US":
        return pick(rng, ["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                          "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if c == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    if c == "AU":
        return pick(rng, ["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 2)), "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    if c == "NZ":
        return "%s%s" % (letters(rng, 3), digits(rng, 3))
    if c == "ZA":
        return "%s %s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2)) + " GP"
    return "%s %02d %s %s" % (pick(rng, ["KA", "TN", "MH", "KL"]), rng.randint(1, 60), letters(rng, 2), digits(rng, 4))


def email(rng, person, dom=None):
    from core import ascii_slug
    f = ascii_slug(person.first)
    l = ascii_slug(person.last)
    user = pick(rng, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l), "%s.%s%s" % (f[0], l, digits(rng, 1))])
    if dom is None:
        dom = pick(rng, ["example.org", "example.com", "example.net"])
    return user + "@" + dom


def web_domain(rng, word):
    from core import ascii_slug
    w = ascii_slug(word)
    return pick(rng, ["%s.example.org", "%s.example.net", "%s.example.com", "www.example.org/%s",
                      "example.net/%s"]) % w


def ip_private(rng):
    return pick(rng, ["10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254)),
                      "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254)),
                      "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))])

"""Identifier generators (MRN, plan, SSN-like, licence, device, vehicle, biometric, case numbers) for dev238_en (author 238).
All values are invented; SSN-like numbers start with 9, 000 or QQ."""


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def mrn(rng, country):
    c = rng.randrange(5)
    if country == "UK":
        return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6), digits(rng, 8), letters(rng, 2) + "-" + digits(rng, 6)])
    if country == "AU":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 6), "UR" + digits(rng, 6), digits(rng, 3) + "-" + digits(rng, 4)])
    return [digits(rng, 8), "0" + digits(rng, 7), "E" + digits(rng, 7), digits(rng, 4) + "-" + digits(rng, 4),
            "MR" + digits(rng, 6)][c]


def healthplan(rng, country):
    if country == "UK":
        return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))
    if country == "AU":
        return rng.choice(["%s %s %s" % (digits(rng, 4), digits(rng, 5), digits(rng, 1)),
                           "%s%s" % (digits(rng, 10), "/" + str(rng.randint(1, 6)))])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)),
                           "IFHP-" + digits(rng, 8), digits(rng, 10)])
    return rng.choice([digits(rng, 10), letters(rng, 3) + digits(rng, 6), "RMA" + digits(rng, 7),
                       letters(rng, 1) + digits(rng, 8), "MCD-" + digits(rng, 9)])


def ssn(rng, country):
    if country == "UK":
        return "QQ %s %s %s %s" % (digits(rng, 2), digits(rng, 2), digits(rng, 2), rng.choice("ABCD"))
    if country == "CA":
        return rng.choice(["9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3)), "9%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))])
    if country == "AU":
        return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), rng.choice("ABCHJKL"))
    return rng.choice(["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                       "000-%s-%s" % (digits(rng, 2), digits(rng, 4)), "9" + digits(rng, 8)])


def account(rng):
    return rng.choice([digits(rng, 4) + "-" + digits(rng, 4), "V" + digits(rng, 8), digits(rng, 10), "FIN " + digits(rng, 9),
                       "ENC-" + digits(rng, 7), "CSN" + digits(rng, 9), "BIL/" + digits(rng, 6), digits(rng, 9)]).replace("FIN ", "")


def license_no(rng, country, kind=None):
    kind = kind or {"US": "npi", "UK": "gmc", "CA": "cpso", "AU": "ahpra"}[country]
    if kind == "npi":
        return "1" + digits(rng, 9)
    if kind == "dea":
        return letters(rng, 2, "ABFGM") + digits(rng, 7)
    if kind == "gmc":
        return rng.choice(["7", "6", "4"]) + digits(rng, 6)
    if kind == "nmc":
        return digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
    if kind == "cpso":
        return digits(rng, 5)
    if kind == "ahpra":
        return "MED000" + digits(rng, 7)
    if kind == "prescriber":
        return digits(rng, 7)
    if kind == "panel":
        return rng.choice(["PP-", "IOM-", "EP"]) + digits(rng, 5)
    if kind == "driver":
        if country == "US":
            return letters(rng, 1) + digits(rng, 7 + rng.randrange(5))
        if country == "UK":
            return letters(rng, 5, "ABCDEFGHKLMNPRSTWY") + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
        if country == "CA":
            return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
        return digits(rng, 9)
    raise ValueError(kind)


def device_sn(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 4) + "-" + digits(rng, 4) + "-" + digits(rng, 2),
                       digits(rng, 1) + letters(rng, 1) + digits(rng, 1) + letters(rng, 1) + digits(rng, 5),
                       "SN" + digits(rng, 8), letters(rng, 2) + "-" + digits(rng, 7)])


def vehicle(rng, country):
    if country == "UK":
        return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.randint(10, 74), letters(rng, 3))
    if country == "AU":
        return rng.choice(["%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 3)), "%s %s" % (letters(rng, 3), digits(rng, 3)),
                           "%s%s %s" % (digits(rng, 1), letters(rng, 2), letters(rng, 1) + digits(rng, 1) + letters(rng, 1))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    if rng.random() < 0.25:
        return letters(rng, 1, "123456789") + letters(rng, 4, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 6) + \
            letters(rng, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                       letters(rng, 3) + " " + digits(rng, 3)])


def bioid(rng):
    return rng.choice(["BIO-" + digits(rng, 6), "FP-" + digits(rng, 7), "BIMS-" + letters(rng, 2) + digits(rng, 6),
                       "IRS" + digits(rng, 8), digits(rng, 3) + "-" + letters(rng, 1) + "-" + digits(rng, 5)])


def a_number(rng):
    return rng.choice(["A%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)), "A" + digits(rng, 9),
                       "%s %s %s" % ("2" + digits(rng, 2), digits(rng, 3), digits(rng, 3))])


def case_no(rng, kind):
    if kind == "unhcr":
        return rng.choice(["%s-%02dC%05d" % (letters(rng, 3), rng.randint(10, 23), rng.randint(0, 99999)),
                           "%s-%s" % (digits(rng, 3), digits(rng, 8)), "%s%s" % (letters(rng, 3), digits(rng, 8))])
    if kind == "resettle":
        return rng.choice(["%s%s" % (letters(rng, 2), digits(rng, 6)), "%s-%s" % (letters(rng, 3), digits(rng, 5))])
    if kind == "homeoffice":
        return rng.choice([letters(rng, 1) + digits(rng, 7), letters(rng, 1) + digits(rng, 7) + "/" + digits(rng, 1),
                           "%s-%s" % (digits(rng, 4), digits(rng, 4)) + "-" + digits(rng, 4) + "-" + digits(rng, 4)])
    if kind == "uci":
        return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "%s-%s-%s" % (digits(rng, 2), digits(rng, 4), digits(rng, 4))])
    if kind == "hap":
        return rng.choice(["HAP " + digits(rng, 8), "HAP" + digits(rng, 8), digits(rng, 8)]).replace("HAP ", "")
    if kind == "trn":
        return "EGO" + digits(rng, 10)
    if kind == "passport":
        return letters(rng, rng.choice([1, 2])) + digits(rng, 7)
    if kind == "accession":
        return rng.choice(["S%02d-%d" % (rng.randint(19, 25), rng.randint(100, 99999)), letters(rng, 2) + digits(rng, 7),
                           digits(rng, 2) + "-" + digits(rng, 3) + "-" + digits(rng, 5), "LAB" + digits(rng, 8)])
    if kind == "rx":
        return rng.choice(["Rx" + digits(rng, 7), digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 5)])
    if kind == "interp":
        return rng.choice([digits(rng, 5), digits(rng, 6), letters(rng, 2) + digits(rng, 4), "#" + digits(rng, 5)]).lstrip("#")
    if kind == "call":
        return rng.choice([letters(rng, 3) + digits(rng, 7), digits(rng, 9), digits(rng, 4) + "-" + digits(rng, 6)])
    if kind == "referral":
        return rng.choice(["%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4)), "REF-" + digits(rng, 7),
                           digits(rng, 2) + letters(rng, 1) + digits(rng, 6)])
    if kind == "visa":
        return rng.choice([digits(rng, 13), letters(rng, 1) + digits(rng, 8), digits(rng, 8)])
    return letters(rng, 2) + digits(rng, 6)

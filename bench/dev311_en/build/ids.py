"""Identifier generators (all fictional formats)."""
from core import pick, chance

# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def nhs_number(rng):
    while True:
        ds = [9] + [rng.randrange(10) for _ in range(8)]
        tot = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            break
    s = "".join(map(str, ds)) + str(chk)
    return pick(rng, ["%s %s %s" % (s[:3], s[3:6], s[6:]), "%s %s %s" % (s[:3], s[3:6], s[6:]), s])


def mrn(rng, c):
    if c == "UK":
        return pick(rng, ["RX%s" % digits(rng, 7), "K%s" % digits(rng, 6),
                          "%s%s" % (pick(rng, ["B", "H", "M"]), digits(rng, 7)), digits(rng, 8)])
    if c == "US":
        return pick(rng, [digits(rng, 8), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                          "E%s" % digits(rng, 7), digits(rng, 9)])
    if c == "CA":
        return pick(rng, ["H%s" % digits(rng, 7), digits(rng, 7), "M%s" % digits(rng, 8)])
    return pick(rng, [digits(rng, 7), "%s" % digits(rng, 6), "UR%s" % digits(rng, 6)])


def ssn(rng, c):
    if c == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if chance(rng, 0.15):
        return "000-%02d-%s" % (rng.randrange(1, 99), digits(rng, 4))
    return "9%s-%02d-%s" % (digits(rng, 2), rng.randrange(1, 99), digits(rng, 4))


_MBI_L = "ACDEFGHJKMNPQRTUVWXY"


def healthplan(rng, c, kind=None):
    if c == "US":
        if kind == "mbi" or (kind is None and chance(rng, 0.5)):
            L = lambda: pick(rng, _MBI_L)
            A = lambda: pick(rng, _MBI_L + "0123456789")
            return "%d%s%s%d-%s%s%d-%s%s%d%d" % (
                rng.randrange(1, 10), L(), A(), rng.randrange(10), L(), A(),
                rng.randrange(10), L(), L(), rng.randrange(10), rng.randrange(10))
        return pick(rng, ["%s%s" % ("".join(pick(rng, "BKXZWQ") for _ in range(3)), digits(rng, 6)),
                          "W%s" % digits(rng, 9), "%s-%s" % (digits(rng, 3), digits(rng, 6))])
    if c == "CA":
        k = rng.randrange(3)
        if k == 0:
            return "%s-%s-%s-%s%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3),
                                      pick(rng, "ABCKLMST"), pick(rng, "ABCKLMST"))
        if k == 1:
            return "9 %s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        return "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))
    if c == "AU":
        if kind == "dva":
            return "%s%s%s" % (pick(rng, ["N", "V", "Q", "W"]), pick(rng, "XSK"), digits(rng, 6))
        m = "%d%s" % (rng.randrange(2, 7), digits(rng, 9))
        return pick(rng, ["%s %s %s" % (m[:4], m[4:9], m[9]), m, "%s %s %s-%d" % (m[:4], m[4:9], m[9], rng.randrange(1, 6))])
    return "%s%s" % (pick(rng, ["PMI", "PRV"]), digits(rng, 7))


def account(rng, c):
    return pick(rng, ["%s" % digits(rng, 10), "E%s" % digits(rng, 8),
                      "V%s-%s" % (digits(rng, 2), digits(rng, 6)), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                      "EP%s" % digits(rng, 8), "FIN%s" % digits(rng, 9)])


def license_no(rng, c, role="doc"):
    nurse = role in ("nurse", "cns")
    if c == "UK":
        if nurse:
            return "%s%s%s%s" % (digits(rng, 2), pick(rng, "ABCDEFGHIJ"), digits(rng, 4), pick(rng, "ABCDEFGHJKLMNOPRSTUVWXY"))
        if role in ("radiographer",):
            return "RA%s" % digits(rng, 5)
        return digits(rng, 7)
    if role == "radiographer" and c != "UK":
        return {"US": digits(rng, 7), "CA": digits(rng, 5), "AU": "MRP000%s" % digits(rng, 7)}[c]
    if c == "US":
        if nurse:
            return "RN%s" % digits(rng, 7)
        return pick(rng, ["1%s" % digits(rng, 9), "2%s" % digits(rng, 9)])
    if c == "CA":
        return pick(rng, [digits(rng, 5), digits(rng, 6), "RN-%s" % digits(rng, 6)])
    pre = "NMW" if nurse else pick(rng, ["MED", "MED", "MRP"])
    return "%s000%s" % (pre, digits(rng, 7))


LIC_LABEL = {"UK": {"doc": ["GMC", "GMC No.", "GMC no:"], "nurse": ["NMC PIN", "NMC"], "radiographer": ["HCPC"]},
             "US": {"doc": ["NPI", "NPI#", "NPI:"], "nurse": ["RN Lic.", "License #"], "radiographer": ["ARRT #", "ARRT ID"]},
             "CA": {"doc": ["CPSO #", "CPSO", "Licence no."], "nurse": ["CNO Reg.", "Reg. #"], "radiographer": ["CAMRT #"]},
             "AU": {"doc": ["AHPRA", "AHPRA reg."], "nurse": ["AHPRA", "AHPRA reg."]}}


def lic_label(rng, c, role):
    t = LIC_LABEL[c]
    key = "nurse" if role in ("nurse", "cns") else ("radiographer" if role == "radiographer" and "radiographer" in t else "doc")
    return pick(rng, t[key])


def device_sn(rng):
    return pick(rng, ["SN %s" % digits(rng, 6), "%s" % digits(rng, 7),
                      "CT%s-%s" % (digits(rng, 2), digits(rng, 5)),
                      "%s%s%s" % (pick(rng, "ABCHKPRSV"), pick(rng, "ABCHKPRSV"), digits(rng, 6)),
                      "%s-%s" % (digits(rng, 2), digits(rng, 5)),
                      "%sC%s" % (digits(rng, 1), digits(rng, 5))]).replace("SN ", "")


def plate(rng, c):
    L = "ABCDEFGHJKLMNPRSTVWXYZ"
    if c == "UK":
        return "%s%s%02d %s%s%s" % (pick(rng, L), pick(rng, L), pick(rng, [19, 69, 20, 70, 21, 71, 22, 72, 23, 73]),
                                     pick(rng, L), pick(rng, L), pick(rng, L))
    if c == "US":
        return pick(rng, ["%d%s%s%s%s" % (rng.randrange(1, 9), pick(rng, L), pick(rng, L), pick(rng, L), digits(rng, 3)),
                          "%s%s%s-%s" % (pick(rng, L), pick(rng, L), pick(rng, L), digits(rng, 4))])
    if c == "CA":
        return "%s%s%s%s %s" % (pick(rng, L), pick(rng, L), pick(rng, L), pick(rng, L), digits(rng, 3))
    return pick(rng, ["%d%s%s %d%s%s" % (rng.randrange(1, 9), pick(rng, L), pick(rng, L), rng.randrange(10), pick(rng, L), pick(rng, L)),
                      "%s%s%s-%s" % (pick(rng, L), pick(rng, L), pick(rng, L), digits(rng, 3))])


def vin(rng):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(pick(rng, A) for _ in range(17))


def bioid(rng):
    return pick(rng, ["FP-%s" % digits(rng, 5), "VP-%s" % digits(rng, 7),
                      "BIO-%s-%s" % (digits(rng, 4), digits(rng, 2)),
                      "VB%s" % digits(rng, 8), "IR-%s%s" % (digits(rng, 4), pick(rng, "ABCK"))])


def accession(rng, c):
    return pick(rng, ["RAD%s-%s" % (digits(rng, 2), digits(rng, 7)), "ACC%s" % digits(rng, 8),
                      "%s%s" % (pick(rng, ["CT", "RX", "LD"]), digits(rng, 9)),
                      "A%s" % digits(rng, 8)])


def idnum(rng, kind):
    if kind == "participant":
        return pick(rng, ["TLHC-%s-%s" % (pick(rng, ["BK", "CD", "MW", "NB", "PX"]), digits(rng, 6)),
                          "LCS%s" % digits(rng, 7), "P-%s" % digits(rng, 6), "LS-%s-%s" % (digits(rng, 2), digits(rng, 5))])
    if kind == "ubrn":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))
    if kind == "mdt":
        return "MDT-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if kind == "specimen":
        return "%s%s-%s" % (pick(rng, "HSC"), digits(rng, 2), digits(rng, 5))
    if kind == "invite":
        return pick(rng, ["INV/%s/%s" % (digits(rng, 2), digits(rng, 6)), "IR%s" % digits(rng, 8),
                          "%s-%s" % (digits(rng, 5), digits(rng, 4))])
    if kind == "referral":
        return pick(rng, ["REF-%s-%s" % (digits(rng, 2), digits(rng, 5)), "R%s" % digits(rng, 7)])
    if kind == "order":
        return pick(rng, ["ORD%s" % digits(rng, 7), "%s" % digits(rng, 9)])
    if kind == "case":
        return pick(rng, ["CASE-%s" % digits(rng, 6), "AUD-%s-%s" % (digits(rng, 2), digits(rng, 4))])
    if kind == "incident":
        return "INC%s" % digits(rng, 6)
    return digits(rng, 8)

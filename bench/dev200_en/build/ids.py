"""Identifier formats (all invented) for dev200_en (author 200)."""

UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def dg(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def lt(rng, n, pool=UP):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------- record numbers (MRN) ----------------
def mrn(rng, c):
    if c == "AU":
        return rng.choice([dg(rng, 7), f"UR{dg(rng, 6)}", f"{dg(rng, 3)}-{dg(rng, 3)}-{dg(rng, 2)}",
                           f"MRN{dg(rng, 8)}"])
    if c == "UK":
        return rng.choice([f"{lt(rng, 1)}{dg(rng, 7)}", f"RX{lt(rng, 1)}{dg(rng, 6)}",
                           f"{dg(rng, 2)}-{dg(rng, 6)}", f"H{dg(rng, 6)}{lt(rng, 1)}"])
    return rng.choice([dg(rng, 8), f"{dg(rng, 2)}-{dg(rng, 5)}", f"C{dg(rng, 7)}",
                       f"{dg(rng, 3)} {dg(rng, 4)}"])


# ---------------- health cover (HEALTHPLAN) ----------------
def medicare_au(rng):
    return rng.choice([f"{rng.randint(2, 6)}{dg(rng, 3)} {dg(rng, 5)} {rng.randint(1, 9)}",
                       f"{rng.randint(2, 6)}{dg(rng, 9)}",
                       f"{rng.randint(2, 6)}{dg(rng, 3)} {dg(rng, 5)} {rng.randint(1, 9)}/{rng.randint(1, 5)}"])


def nhs_no(rng):
    a, b, c = dg(rng, 3), dg(rng, 3), dg(rng, 4)
    return rng.choice([f"{a} {b} {c}", f"{a}{b}{c}", f"{a}-{b}-{c}"])


def prov_card(rng, region):
    if region == "ON":
        return rng.choice([f"{dg(rng, 4)}-{dg(rng, 3)}-{dg(rng, 3)}-{lt(rng, 2)}",
                           f"{dg(rng, 4)} {dg(rng, 3)} {dg(rng, 3)} {lt(rng, 2)}"])
    if region == "BC":
        return f"9{dg(rng, 3)} {dg(rng, 3)} {dg(rng, 3)}"
    if region == "QC":
        return f"{lt(rng, 4)} {dg(rng, 4)} {dg(rng, 4)}"
    if region == "AB":
        return f"{dg(rng, 5)}-{dg(rng, 4)}"
    return rng.choice([f"{dg(rng, 4)} {dg(rng, 3)} {dg(rng, 3)}", dg(rng, 9), dg(rng, 10)])


def health_no(rng, c, region=None):
    """(label, value) for the main public cover number of a country."""
    if c == "AU":
        return rng.choice(["Medicare No.", "Medicare", "Medicare card"]), medicare_au(rng)
    if c == "UK":
        return rng.choice(["NHS No.", "NHS number", "NHS No:"]), nhs_no(rng)
    lab = {"ON": "OHIP", "BC": "PHN", "QC": "RAMQ", "AB": "AHCIP",
           "NS": "MSI", "SK": "HSN", "MB": "PHIN"}.get(region, "Health card")
    return lab, prov_card(rng, region)


def fund_member(rng):
    return rng.choice([f"{lt(rng, 3)}{dg(rng, 6)}", f"{dg(rng, 8)}-{dg(rng, 2)}",
                       f"M{dg(rng, 9)}", f"{lt(rng, 2)}-{dg(rng, 7)}"])


def dva(rng):
    return f"{rng.choice(['N', 'V', 'Q', 'W', 'S', 'T'])}{rng.choice(['X', 'SM', 'WW', ''])}{dg(rng, 6)}"


def group_no(rng):
    return rng.choice([f"GRP-{dg(rng, 5)}", f"{dg(rng, 6)}", f"G{dg(rng, 4)}{lt(rng, 1)}"])


# ---------------- licences / registrations ----------------
def reg_no(rng, c, prof):
    if c == "AU":
        pre = {"eye": "MED", "md": "MED", "optom": "OPT", "dent": "DEN", "nurse": "NMW",
               "ortho": "DEN", "omfs": "DEN", "aud": "AUD"}[prof]
        if prof == "aud":
            return f"{dg(rng, 5)}"
        return f"{pre}{dg(rng, 10)}"
    if c == "UK":
        if prof in ("eye", "md"):
            return dg(rng, 7)
        if prof == "optom":
            return f"01-{dg(rng, 5)}"
        if prof in ("dent", "ortho", "omfs"):
            return dg(rng, rng.choice([5, 6]))
        if prof == "aud":
            return rng.choice([f"HAD{dg(rng, 5)}", f"CS{dg(rng, 5)}"])
        return f"{dg(rng, 2)}{lt(rng, 1)}{dg(rng, 4)}{lt(rng, 1)}"
    return rng.choice([dg(rng, 5), dg(rng, 6), f"{lt(rng, 1)}{dg(rng, 4)}"])


REG_LABEL = {
    "AU": {"eye": "AHPRA", "md": "AHPRA", "optom": "AHPRA", "dent": "AHPRA", "ortho": "AHPRA",
           "omfs": "AHPRA", "aud": "AudA member no.", "nurse": "AHPRA"},
    "UK": {"eye": "GMC", "md": "GMC", "optom": "GOC", "dent": "GDC", "ortho": "GDC",
           "omfs": "GDC", "aud": "HCPC", "nurse": "NMC PIN"},
    "CA": {"eye": "CPSO #", "md": "CPSO #", "optom": "College reg. no.", "dent": "Licence #",
           "ortho": "Licence #", "omfs": "Licence #", "aud": "Reg. #", "nurse": "Reg. #"},
}


def provider_no(rng):
    return f"{dg(rng, 6)}{rng.choice('ABCDEFGHJKLMNPQRTUVWXY')}{rng.choice('ABFHJKLTWXY')}"


def driver_licence(rng, c, person=None):
    if c == "AU":
        return rng.choice([dg(rng, 9), f"{dg(rng, 3)} {dg(rng, 3)} {dg(rng, 3)}", dg(rng, 8),
                           f"{lt(rng, 2)}{dg(rng, 6)}"])
    if c == "UK":
        sn = "".join(ch for ch in (person.surname if person else "SMITH").upper()
                     if ch.isalpha() and ch.isascii())
        sn = (sn + "99999")[:5]
        return f"{sn}{dg(rng, 6)}{lt(rng, 2)}{dg(rng, 1)}{lt(rng, 2)}"
    ini = (person.surname[0].upper() if person else "M")
    if not ini.isascii():
        ini = "C"
    return rng.choice([f"{ini}{dg(rng, 4)}-{dg(rng, 5)}-{dg(rng, 5)}", f"{dg(rng, 7)}",
                       f"{dg(rng, 8)}"])


def plate(rng, c):
    if c == "AU":
        return rng.choice([f"{dg(rng, 1)}{lt(rng, 3)}{dg(rng, 3)}", f"{lt(rng, 3)}-{dg(rng, 3)}",
                           f"{lt(rng, 3)}{dg(rng, 2)}{lt(rng, 1)}", f"{dg(rng, 3)} {lt(rng, 3)}",
                           f"T{dg(rng, 4)}"])
    if c == "UK":
        return f"{lt(rng, 2)}{rng.choice(['19', '69', '20', '70', '21', '71', '22', '72', '23', '73'])} {lt(rng, 3)}"
    return rng.choice([f"{lt(rng, 4)} {dg(rng, 3)}", f"{dg(rng, 3)} {lt(rng, 3)}",
                       f"{lt(rng, 3)} {dg(rng, 3)}", f"{lt(rng, 2)}{dg(rng, 1)} {dg(rng, 2)}{lt(rng, 1)}"])


def vin(rng):
    return "".join(rng.choice(VIN_CH) for _ in range(17))


# ---------------- devices ----------------
def ha_serial(rng):
    return rng.choice([f"{dg(rng, 4)}{lt(rng, 1)}{dg(rng, 1)}{lt(rng, 3)}", dg(rng, 10),
                       f"{dg(rng, 2)}{lt(rng, 2)}{dg(rng, 6)}", f"SN{dg(rng, 8)}",
                       f"{lt(rng, 1)}{dg(rng, 7)}{lt(rng, 1)}"])


def iol_serial(rng):
    return rng.choice([f"{dg(rng, 8)}.{dg(rng, 3)}", f"{dg(rng, 11)}", f"{lt(rng, 2)}{dg(rng, 8)}",
                       f"{dg(rng, 7)}-{dg(rng, 3)}"])


def lot(rng):
    return rng.choice([f"{dg(rng, 7)}", f"{lt(rng, 1)}{dg(rng, 6)}", f"{dg(rng, 2)}{lt(rng, 2)}{dg(rng, 4)}",
                       f"L{dg(rng, 5)}-{dg(rng, 2)}"])


def ci_serial(rng):
    return rng.choice([f"{dg(rng, 7)}", f"{lt(rng, 2)}{dg(rng, 6)}", f"{dg(rng, 3)}-{dg(rng, 4)}"])


# ---------------- other numbers ----------------
def accession(rng, pre):
    return rng.choice([f"{pre}{dg(rng, 2)}-{dg(rng, 5)}", f"{pre}-{dg(rng, 7)}",
                       f"{dg(rng, 4)}{pre}{dg(rng, 4)}"])


def account(rng):
    return rng.choice([f"INV-{dg(rng, 6)}", f"{dg(rng, 4)}-{dg(rng, 4)}", f"E{dg(rng, 8)}",
                       f"{dg(rng, 9)}", f"V{dg(rng, 7)}", f"ACC{dg(rng, 6)}", f"{dg(rng, 6)}/{dg(rng, 2)}"])


def claim(rng, c):
    if c == "AU":
        return rng.choice([f"WC{dg(rng, 8)}", f"{dg(rng, 2)}-{dg(rng, 6)}-{lt(rng, 1)}",
                           f"C{dg(rng, 9)}"])
    if c == "UK":
        return rng.choice([f"PI/{dg(rng, 5)}/{dg(rng, 2)}", f"EL-{dg(rng, 7)}"])
    return rng.choice([f"{dg(rng, 8)}", f"WC-{dg(rng, 7)}", f"{dg(rng, 3)}-{dg(rng, 6)}"])


def ssn(rng, c):
    """SIN / TFN style numbers, always starting 9xx (or 000) so they cannot be real."""
    if rng.random() < 0.1:
        return f"000 {dg(rng, 3)} {dg(rng, 3)}"
    a = f"9{dg(rng, 2)}"
    return rng.choice([f"{a} {dg(rng, 3)} {dg(rng, 3)}", f"{a}-{dg(rng, 3)}-{dg(rng, 3)}",
                       f"{a}{dg(rng, 6)}"])


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if k == 1:
        return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def bioid(rng):
    return rng.choice([f"RBT-{dg(rng, 4)}-{dg(rng, 2)}{lt(rng, 1)}", f"IRIS-{dg(rng, 6)}",
                       f"VP-{dg(rng, 3)}-{dg(rng, 4)}", f"FP-{dg(rng, 5)}",
                       f"BIO{dg(rng, 7)}", f"RP{lt(rng, 2)}{dg(rng, 5)}"])

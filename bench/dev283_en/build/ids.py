"""Identifier formatters. Most return (label_text, value) so the genre can
print the label (outside the span) and the value (inside the span).
"""
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def _d(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _l(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def mrn(rng, c):
    if c == "UK":
        lab = rng.choice(["Hosp No", "Hospital No.", "MRN", "Unit No", "Hosp no", "K no"])
        val = rng.choice(["K" + _d(rng, 7), "H" + _d(rng, 6), _d(rng, 7) + _l(rng, 1), "RX" + _d(rng, 6)])
    elif c == "US":
        lab = rng.choice(["MRN", "MR#", "Med Rec #", "MRN", "Patient ID"])
        val = rng.choice([_d(rng, 8), "E" + _d(rng, 7), "MR-%s-%s" % (_d(rng, 3), _d(rng, 5)), _d(rng, 9)])
    elif c == "AU":
        lab = rng.choice(["UR", "UR No", "URN", "MRN", "UR no."])
        val = rng.choice([_d(rng, 7), _d(rng, 6), "%s-%s" % (_d(rng, 3), _d(rng, 4))])
    else:
        lab = rng.choice(["MRN", "Chart #", "Hosp #", "MRN"])
        val = rng.choice(["M" + _d(rng, 7), _d(rng, 8), "%s-%s" % (_d(rng, 2), _d(rng, 6))])
    return lab, val


def healthplan(rng, c):
    if c == "UK":
        return rng.choice(["NHS No", "NHS no.", "NHS Number", "NHS#"]), \
            rng.choice(["9%s %s %s", "9%s%s%s"]) % (_d(rng, 2), _d(rng, 3), _d(rng, 4))
    if c == "US":
        k = rng.randrange(4)
        if k == 0:
            return rng.choice(["Member ID", "Member #", "Ins ID"]), _l(rng, 3) + _d(rng, 6)
        if k == 1:
            return "Medicare MBI", "%d%s%d-%s%d-%s%d" % (rng.randint(1, 9), _l(rng, 2), rng.randint(0, 9),
                                                        _l(rng, 2), rng.randint(0, 9), _l(rng, 2), rng.randint(10, 99))
        if k == 2:
            return rng.choice(["Medicaid #", "Medicaid ID"]), _d(rng, 2) + _l(rng, 1) + _d(rng, 7)
        return rng.choice(["Policy #", "Group #", "Subscriber ID"]), "%s-%s" % (_l(rng, 2), _d(rng, 7))
    if c == "AU":
        if rng.random() < 0.75:
            return rng.choice(["Medicare No", "Medicare", "Medicare #"]), \
                rng.choice(["9%s %s %d", "9%s%s%d"]) % (_d(rng, 3), _d(rng, 5), rng.randint(1, 9)) + \
                (rng.choice(["-%d", " /%d"]) % rng.randint(1, 5) if rng.random() < 0.3 else "")
        return rng.choice(["DVA No", "DVA file no"]), rng.choice(["N", "V", "Q"]) + _l(rng, 1) + _d(rng, 6)
    k = rng.randrange(3)
    if k == 0:
        return rng.choice(["OHIP", "OHIP #", "Health card"]), "%s-%s-%s-%s" % ("9" + _d(rng, 3), _d(rng, 3), _d(rng, 3), _l(rng, 2))
    if k == 1:
        return rng.choice(["PHN", "BC PHN", "AHCIP #"]), "9%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3))
    return rng.choice(["RAMQ", "No. RAMQ"]), "%s %s %s" % (_l(rng, 4), _d(rng, 4), _d(rng, 4))


def account(rng, c):
    lab = rng.choice({"UK": ["Episode No", "Episode", "Acct", "Billing ref", "Spell No"],
                      "US": ["Acct #", "FIN", "Encounter #", "Visit #", "Billing acct", "HAR"],
                      "AU": ["Episode No", "Acct No", "Visit No", "Billing No"],
                      "CA": ["Encounter #", "Visit No", "Acct #", "Registration #"]}[c])
    val = rng.choice([_d(rng, 8), "%s-%s" % (_d(rng, 4), _d(rng, 4)), "V" + _d(rng, 8), "E" + _d(rng, 9),
                      "%s%s" % (_l(rng, 2), _d(rng, 7))])
    return lab, val


def rental_account(rng):
    return rng.choice(["Rental acct", "Customer acct", "Account no.", "Cust #", "A/C"]), \
        rng.choice(["C" + _d(rng, 6), "%s-%s" % (_d(rng, 4), _d(rng, 4)), "ACC" + _d(rng, 5), _d(rng, 7)])


def license_(rng, c, kind=None):
    kinds = {"US": ["NPI", "DEA", "state", "dl"], "UK": ["GMC", "NMC", "HCPC", "gas", "dl"],
             "AU": ["AHPRA", "elec", "dl"], "CA": ["CPSO", "CNO", "dl"]}[c]
    k = kind or rng.choice(kinds)
    if k == "NPI":
        return "NPI", "1" + _d(rng, 9)
    if k == "DEA":
        return "DEA", _l(rng, 2) + _d(rng, 7)
    if k == "state":
        return rng.choice(["Lic #", "State lic.", "License No"]), rng.choice(["MD", "RN", "PA"]) + rng.choice(["-", " ", ""]) + _d(rng, 6)
    if k == "GMC":
        return rng.choice(["GMC", "GMC No"]), _d(rng, 7)
    if k == "NMC":
        return rng.choice(["NMC PIN", "NMC"]), _d(rng, 2) + _l(rng, 1) + _d(rng, 4) + _l(rng, 1)
    if k == "HCPC":
        return rng.choice(["HCPC", "HCPC reg"]), rng.choice(["CS", "PA", "OT"]) + _d(rng, 5)
    if k == "gas":
        return "Gas Safe reg", _d(rng, 6)
    if k == "AHPRA":
        return rng.choice(["AHPRA", "AHPRA reg"]), rng.choice(["MED", "NMW", "PHA"]) + "000" + _d(rng, 7)
    if k == "elec":
        return rng.choice(["Elec. licence", "Electrical lic no", "EC lic"]), rng.choice(["EC", "L", "A"]) + _d(rng, 5 + rng.randrange(2))
    if k == "CPSO":
        return rng.choice(["CPSO", "CPSO #"]), _d(rng, 5 + rng.randrange(2))
    if k == "CNO":
        return rng.choice(["CNO Reg", "CNO #"]), _d(rng, 8)
    # driving licence
    if c == "UK":
        return rng.choice(["DL", "Driving licence"]), _l(rng, 5) + _d(rng, 6) + _l(rng, 2) + _d(rng, 1) + _l(rng, 2)
    if c == "US":
        return rng.choice(["DL#", "Driver's license"]), rng.choice([_l(rng, 1) + _d(rng, 7), "%s-%s-%s" % (_l(rng, 1) + _d(rng, 3), _d(rng, 4), _d(rng, 4))])
    if c == "AU":
        return rng.choice(["Licence no", "DL"]), _d(rng, 8 + rng.randrange(2))
    return rng.choice(["DL", "Driver's licence"]), "%s-%s-%s" % (_l(rng, 1) + _d(rng, 4), _d(rng, 5), _d(rng, 5))


def serial(rng, brand=None):
    k = rng.randrange(8)
    if k == 0:
        return _d(rng, 2) + _l(rng, 1) + _d(rng, 5)
    if k == 1:
        return _l(rng, 2) + _d(rng, 6)
    if k == 2:
        return "%s-%s" % (_l(rng, 3), _d(rng, 6))
    if k == 3:
        return _d(rng, 9)
    if k == 4:
        return "%s%s%s" % (_l(rng, 1), _d(rng, 2), _l(rng, 1)) + _d(rng, 5)
    if k == 5:
        return (brand[:2].upper() if brand else _l(rng, 2)) + _d(rng, 4) + _l(rng, 1) + _d(rng, 3)
    if k == 6:
        return "%s/%s" % (_d(rng, 4), _d(rng, 5))
    return _l(rng, 1) + _d(rng, 7) + _l(rng, 1)


def asset(rng, abbr=None):
    k = rng.randrange(7)
    if abbr and rng.random() < 0.85:
        k = sum(ord(ch) for ch in abbr) % 7  # one tag scheme per hospital, some legacy tags
    if k == 0:
        return "EQ-" + _d(rng, 6)
    if k == 1:
        return "BME " + _d(rng, 5)
    if k == 2 and abbr:
        return "%s-%s" % (abbr, _d(rng, 5))
    if k == 3:
        return "A/" + _d(rng, 5)
    if k == 4:
        return "1" + _d(rng, 5)
    if k == 5:
        return "CE" + _d(rng, 5)
    return "E" + _d(rng, 6)


def imei(rng):
    return "35" + _d(rng, 13)


def vehicle(rng, c, vin=False):
    if vin:
        return "VIN", "".join(rng.choice(VIN_CH) for _ in range(17))
    if c == "UK":
        return rng.choice(["Van reg", "Reg", "Vehicle reg"]), "%s%d%d %s" % (_l(rng, 2), rng.randint(0, 7), rng.randint(0, 9), _l(rng, 3))
    if c == "US":
        return rng.choice(["Plate", "Lic plate", "Tag"]), rng.choice(["%d%s%s", "%d%s%s"]) % (rng.randint(1, 9), _l(rng, 3), _d(rng, 3))
    if c == "AU":
        return rng.choice(["Rego", "Vehicle rego"]), rng.choice(["%s-%s" % (_d(rng, 1) + _l(rng, 2), _d(rng, 1) + _l(rng, 2)), _l(rng, 3) + _d(rng, 2) + _l(rng, 1)])
    return rng.choice(["Plate", "Licence plate"]), "%s %s" % (_l(rng, 4), _d(rng, 3))


def bioid(rng):
    k = rng.randrange(5)
    if k == 0:
        return "fingerprint template", "FP-" + _d(rng, 7)
    if k == 1:
        return "biometric ID", "BIO" + _d(rng, 6)
    if k == 2:
        return "palm-vein ID", "PV-%s-%s" % (_d(rng, 4), _l(rng, 2))
    if k == 3:
        return "finger enrolment ref", "FE" + _d(rng, 5) + _l(rng, 1)
    return "voiceprint ID", "VP" + _d(rng, 8)


def ssn(rng, c):
    if c == "US":
        return rng.choice(["SSN", "SS#", "Social Security No"]), \
            rng.choice(["9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4)), "000-%s-%s" % (_d(rng, 2), _d(rng, 4))])
    if c == "CA":
        return "SIN", rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (_d(rng, 2), _d(rng, 3), _d(rng, 3))
    if c == "UK":
        return None  # no SSN-shaped number used for UK notes (see README)
    return "TFN", "9%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))


IDNUM_KINDS = {
    "wo": (["WO", "Work order", "Job No", "Job #", "WO#", "Request"],
           lambda r, y: r.choice(["WO-%d-%s" % (y, _d(r, 6)), "%s" % _d(r, 6),
                                  "JS/%02d/%s" % (y % 100, _d(r, 4)), "CM-" + _d(r, 7), "W" + _d(r, 7)])),
    "inc": (["Incident ref", "Datix ID", "IR no.", "Safety event #", "RL ref", "Incident #"],
            lambda r, y: r.choice(["IR1-%s" % _d(r, 6), "DW%s" % _d(r, 5), "INC-%s" % _d(r, 5), _d(r, 6),
                                "SE-%02d-%s" % (y % 100, _d(r, 4)), "RL%s" % _d(r, 7)])),
    "loan": (["Loan No", "Loan ref", "Loan #", "EL ref"],
             lambda r, y: r.choice(["LN-" + _d(r, 5), "EL/%02d/%s" % (y % 100, _d(r, 4)), _d(r, 5), "L" + _d(r, 6)])),
    "po": (["PO", "PO No", "Purchase order", "PO#"],
           lambda r, y: r.choice(["PO" + _d(r, 7), "4500" + _d(r, 6), "P-%s" % _d(r, 6)])),
    "rma": (["RMA", "RMA no", "Return auth", "RGA"],
            lambda r, y: r.choice(["RMA-" + _d(r, 6), "R%s" % _d(r, 7), "RGA%s" % _d(r, 5)])),
    "cr": (["Change request", "CR", "Change ref"],
           lambda r, y: r.choice(["CR-%s" % _d(r, 4), "CHG%s" % _d(r, 7), "DLCR-%s" % _d(r, 3)])),
    "ticket": (["Ticket", "INC", "Call ref", "Case #", "SR"],
               lambda r, y: r.choice(["INC%s" % _d(r, 7), "RITM%s" % _d(r, 7), "TKT-%s" % _d(r, 6), _d(r, 8)])),
    "sr": (["Service report no", "Report No", "SR #", "Job sheet"],
           lambda r, y: r.choice(["SR-%s" % _d(r, 6), "FS%s" % _d(r, 6), _d(r, 7)])),
    "cert": (["Cal cert", "Certificate no", "Cert #"],
             lambda r, y: r.choice(["CC-%s" % _d(r, 5), "%s/%s" % (_d(r, 4), _d(r, 2)), "UKAS-%s" % _d(r, 5)])),
    "reg": (["Regulator ref", "Report no", "Ref"],
            lambda r, y: r.choice(["AIC-%d-%s" % (y, _d(r, 5)), "MW%s" % _d(r, 7), "DIR-%d-%s" % (y, _d(r, 5)),
                                "MDPR-%d-%s" % (y, _d(r, 4))])),
    "complaint": (["Complaint ref", "Mfr complaint #", "Case ref"],
                  lambda r, y: r.choice(["CMP-%s" % _d(r, 6), "PC%s" % _d(r, 7), _d(r, 9)])),
    "decon": (["Decon cert", "Decontamination ref", "DC no"],
              lambda r, y: r.choice(["DC-%s" % _d(r, 5), "DEC%s" % _d(r, 6)])),
    "fsnlocal": (["Local FSN ref", "CAS action ref", "Local ref"],
                 lambda r, y: r.choice(["CE-FSN-%s" % _d(r, 4), "FSN/%02d/%s" % (y % 100, _d(r, 3)), "RC-%s" % _d(r, 5)])),
    "order": (["Order no", "Order #", "Req no", "Requisition"],
              lambda r, y: r.choice(["ORD%s" % _d(r, 7), "RQ-%s" % _d(r, 6), _d(r, 8)])),
    "referral": (["Referral ref", "Referral #", "eRS UBRN"],
                 lambda r, y: r.choice(["REF-%s" % _d(r, 6), _d(r, 12), "RF%s" % _d(r, 6)])),
    "claim": (["Claim #", "Claim ref"], lambda r, y: r.choice(["CLM-%s" % _d(r, 8), _d(r, 10)])),
}


def idnum(rng, kind, year=None):
    labs, fn = IDNUM_KINDS[kind]
    return rng.choice(labs), fn(rng, year or rng.randint(2019, 2025))


def license_doc(rng, c):
    """Prescriber / clinician registration numbers."""
    return license_(rng, c, rng.choice({"US": ["NPI", "NPI", "DEA", "state"], "UK": ["GMC", "GMC", "NMC"],
                                        "AU": ["AHPRA"], "CA": ["CPSO", "CPSO", "CNO"]}[c]))


PAYERS = {"US": ["Medicare Part B", "Medicaid", "commercial (BCBS-type PPO)", "private pay", "VA"],
          "UK": ["NHS (no charge)", "CHC funded", "private (self-pay)"],
          "AU": ["Medicare / state program", "DVA", "NDIS plan", "private health fund"],
          "CA": ["provincial program (ADP)", "private insurer", "WSIB claim", "self-pay"]}


def reg_ref(rng, c, year):
    """Regulator adverse-incident report number for a local incident (IDNUM)."""
    if c == "UK":
        return rng.choice(["AIC-%d-%s" % (year, _d(rng, 5)), "2%s" % _d(rng, 9)])
    if c == "US":
        return rng.choice(["MW%s" % _d(rng, 7), "%s-%d-%s" % (_d(rng, 7), year, _d(rng, 5))])
    if c == "AU":
        return "DIR-%d-%s" % (year, _d(rng, 5))
    return "MDPR-%d-%s" % (year, _d(rng, 4))

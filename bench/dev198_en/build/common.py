"""Shared note fragments used by several genres (author 198)."""
import fakers as F
import pools


def D(rng, d, country, style=None):
    return (F.fmt_date(rng, d, country, style), "DATE")


def hm(rng):
    return "%02d:%02d" % (rng.randrange(6, 23), rng.randrange(60))


def hospital(rng, country):
    return (rng.choice(pools.US_HOSPITALS if country == "US" else pools.SA_HOSPITALS),
            "HOSPITAL")


def clinic(rng, country):
    return (rng.choice(pools.US_CLINICS if country == "US" else pools.SA_CLINICS),
            "HOSPITAL")


def pharmacy(rng, country):
    return (rng.choice(pools.US_PHARMACIES if country == "US" else pools.SA_PHARMACIES),
            "HOSPITAL")


def ward(rng, country):
    return (rng.choice(pools.WARDS_US if country == "US" else pools.WARDS_SA), "HOSPITAL")


def employer(rng, country):
    return (rng.choice(pools.US_EMPLOYERS if country == "US" else pools.SA_EMPLOYERS),
            "ORGANIZATION")


def insurer(rng, country):
    return (rng.choice(pools.US_INSURERS if country == "US" else pools.SA_INSURERS),
            "ORGANIZATION")


def profession(rng, country):
    return (rng.choice(pools.US_PROFESSIONS if country == "US" else pools.SA_PROFESSIONS),
            "PROFESSION")


def room_bed(rng, country):
    if country == "US":
        r = "%d%s" % (rng.randrange(2, 12) * 100 + rng.randrange(1, 40),
                      rng.choice(["", "", "A", "B"]))
        k = rng.randrange(3)
        if k == 0:
            return ["Room ", (r, "LOCATION_OTHER")]
        if k == 1:
            return ["Rm ", (r, "LOCATION_OTHER")]
        return ["Rm ", (r, "LOCATION_OTHER"), " bed ",
                (rng.choice(["1", "2", "A", "B"]), "LOCATION_OTHER")]
    if rng.random() < 0.6:
        return ["Bed ", (str(rng.randrange(1, 32)), "LOCATION_OTHER")]
    return ["Cubicle ", (str(rng.randrange(1, 9)), "LOCATION_OTHER"), ", bed ",
            (str(rng.randrange(1, 7)), "LOCATION_OTHER")]


def country_name(country):
    if country == "US":
        return ("United States", "COUNTRY")
    return ("South Africa", "COUNTRY")


def phone_line(rng, n, label, country, typ="PHONE"):
    n.line(label, (F.phone(rng, country), typ))


def signature(rng, n, country, staff, d, role_label=None, extra=True):
    """Electronic signature block for a clinician."""
    k = rng.randrange(4)
    if k == 0:
        n.line("Electronically signed by ", F.dr(rng, staff, country), " on ",
               D(rng, d, country), " at ", hm(rng))
    elif k == 1:
        n.line("-- ", staff.full(), ", ", F.cred(rng, staff, country))
        if role_label:
            n.line(role_label)
    elif k == 2:
        n.line("Signed: ", staff.lf(), " ", F.cred(rng, staff, country), "  ",
               D(rng, d, country), " ", hm(rng))
    else:
        n.line(staff.full_mi(), ", ", F.cred(rng, staff, country))
        if role_label:
            n.add(role_label, " | ")
        n.line(rng.choice(["Pager ", "Pager: ", "Cell ", "Tel "]),
               (F.phone(rng, country), "PHONE"))
    if extra and rng.random() < 0.35:
        role = getattr(staff, "role", "MD")
        if country == "US":
            k = rng.randrange(4)
            if k <= 1 or role not in ("MD", "NP"):
                n.line("NPI: ", (F.npi(rng), "LICENSE"))
            elif k == 2:
                n.line("DEA: ", (F.dea(rng, staff.last), "LICENSE"))
            else:
                n.line("State license: ", (F.state_license(rng, rng.choice(["GA", "TX", "NY",
                                                                           "IL", "CA"])),
                                           "LICENSE"))
        elif role == "PHARM":
            n.line("SAPC reg: ", (F.sapc(rng), "LICENSE"))
        elif role in ("RN", "NP", "IP"):
            n.line("SANC no: ", (F.sanc(rng), "LICENSE"))
        else:
            n.line("HPCSA No: ", (F.hpcsa(rng), "LICENSE"))
    if extra and rng.random() < 0.2:
        n.line("EHR user ID: ", (F.username(rng, staff.first, staff.last), "USERNAME"))


def transcription(rng, n, country, d, staff):
    ini = (staff.first[0] + staff.last.split()[-1][0]).upper()
    typist = F.new_staff(rng, country, "RN")
    ti = (typist.first[0] + typist.last.split()[-1][0]).lower()
    n.line("D: ", D(rng, d, country), " ", hm(rng), "  T: ",
           D(rng, F.shift(d, rng.randrange(0, 2)), country), " ", hm(rng))
    n.line((ini, "DOCTOR"), "/", (ti, "DOCTOR"))


def header_ids(rng, n, country, pt, d, with_dob=True, with_acct=None):
    """Standard demographic header; returns nothing."""
    k = rng.randrange(3)
    if k == 0:
        n.line("Patient: ", pt.upper_lf(), "    MRN: ", (pt.mrn, "MRN"))
    elif k == 1:
        n.line("Name: ", pt.full_mi(), " | ", rng.choice(["MRN ", "MR# ", "Hosp No. "]
                                                        if country == "US" else
                                                        ["Folder no. ", "Hosp no. ", "File: "]),
               (pt.mrn, "MRN"))
    else:
        n.line("PATIENT NAME: ", pt.upper_lf())
        n.line(rng.choice(["MEDICAL RECORD #: ", "MRN: "] if country == "US"
                          else ["FOLDER NUMBER: ", "HOSPITAL NUMBER: "]), (pt.mrn, "MRN"))
    if with_dob:
        n.line("DOB: ", D(rng, pt.dob, country), "   Age: ", (str(pt.age), "AGE"),
               "   Sex: ", "M" if pt.sex == "M" else "F")
    if with_acct is None:
        with_acct = rng.random() < 0.5
    if with_acct:
        n.line(rng.choice(["Encounter #: ", "Acct: ", "Visit No: ", "CSN: "]),
               (F.account(rng), "ACCOUNT"))


def travel_place(rng):
    c, cities = rng.choice(pools.TRAVEL)
    return c, rng.choice(cities)


def landmark(rng):
    art, name = rng.choice(pools.LANDMARKS)
    return [art, (name, "LOCATION_OTHER")]


def fam(rng, country, sex=None):
    return F.new_person(rng, country, "FAMILY", sex)


REL_M = ["husband", "brother", "son", "father", "partner", "boyfriend", "uncle"]
REL_F = ["wife", "sister", "daughter", "mother", "partner", "girlfriend", "aunt",
         "grandmother"]


KIN = ["brother", "son", "father", "sister", "daughter", "mother", "uncle", "aunt",
       "grandmother"]


OLDER = ("mother", "father", "grandmother", "aunt", "uncle")
YOUNGER = ("son", "daughter")


def relative(rng, country, pt=None):
    p = fam(rng, country)
    rel = rng.choice(REL_M if p.sex == "M" else REL_F)
    if pt is not None:
        while (pt.age >= 50 and rel in OLDER) or (pt.age < 30 and rel in YOUNGER):
            rel = rng.choice(REL_M if p.sex == "M" else REL_F)
    if pt is not None:
        if rel in KIN and rng.random() < 0.75:
            p.last = pt.last
        elif rel in ("wife", "husband") and rng.random() < 0.6:
            p.last = pt.last
        if p.first == pt.first:
            p.first = "Grace" if p.sex == "F" else "Joseph"
    return rel, p

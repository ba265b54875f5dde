"""Blocks shared by genres: headers, identifier lines, exam tables,
signatures and audit footers."""
import clinical as CL
import ids
import pools_places as PP

ROLES_CONS = ["Consultant Ophthalmologist", "Consultant Ophthalmic Surgeon",
              "Consultant, Cornea & External Eye Disease", "Consultant in Uveitis & Medical Retina",
              "Cornea Service Lead"]
ROLES_JR = ["Specialty Registrar (ST5)", "Cornea Fellow", "Uveitis Fellow", "Clinical Fellow",
            "Resident (PGY-3)", "Senior House Officer", "Ophthalmology Registrar"]


BIRTH = ["Pakistan", "India", "Poland", "Nigeria", "Philippines", "Somalia", "Ireland", "Scotland",
         "Romania", "Vietnam", "China", "South Africa", "Samoa", "Tonga", "Brazil", "Ukraine", "Iran",
         "Sri Lanka", "Zimbabwe", "Mexico", "Lebanon", "Italy", "Greece", "Bangladesh", "Kenya"]


def roles_jr(c):
    if c.country in ("US", "Canada"):
        return ["Resident (PGY-3)", "Resident (PGY-2)", "Cornea Fellow", "Uveitis Fellow"]
    if c.country in ("Australia", "New Zealand"):
        return ["Ophthalmology Registrar", "Cornea Fellow", "Uveitis Fellow", "Principal House Officer"]
    return ["Specialty Registrar (ST5)", "Cornea Fellow", "Uveitis Fellow", "Clinical Fellow", "Senior House Officer"]


def us_style(c):
    return c.country in ("US", "Canada")


def eyes(c):
    return ("OD", "OS") if us_style(c) and c.rng.random() < .8 else ("RE", "LE")


def tm(rng):
    return "%02d:%02d" % (rng.randint(7, 19), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55]))


def dx(c, eye=None):
    e = eye or c.aff
    t = c.rng.choice(c.cond["dx"])
    word = c.rng.choice(["(%s)" % e, "- %s eye" % e, e.upper()[0] + "E" if not us_style(c) else ("OD" if e == "right" else "OS")])
    return t.replace("{E}", word)


def label_val(d, label, pieces, end="\n"):
    d.t(label)
    d.put(pieces)
    d.t(end)


def id_fields(c):
    """Identifier lines in the country's idiom: list of (label, pieces)."""
    pt, co, rng = c.pt, c.country, c.rng
    out = []
    if co == "UK":
        out.append(("Hospital No: ", [(pt["mrn"], "MRN")]))
        out.append(("NHS No: ", [(pt["natid"], "MRN")]))
    elif co == "New Zealand":
        out.append(("NHI: ", [(pt["natid"], "MRN")]))
        if rng.random() < .5:
            out.append(("Hospital No: ", [(pt["mrn"], "MRN")]))
    elif co == "Australia":
        out.append((rng.choice(["URN: ", "UR No: ", "MRN: "]), [(pt["mrn"], "MRN")]))
        out.append((pt["plan"][0] + ": ", [(pt["plan"][1], "HEALTHPLAN")]))
    elif co == "Canada":
        out.append((rng.choice(["Chart #: ", "MRN: ", "Chart No. "]), [(pt["mrn"], "MRN")]))
        out.append((pt["plan"][0] + ": ", [(pt["plan"][1], "HEALTHPLAN")]))
    elif co == "Ireland":
        out.append(("MRN: ", [(pt["mrn"], "MRN")]))
        if rng.random() < .5:
            out.append((pt["plan"][0] + " ", [(pt["plan"][1], "HEALTHPLAN")]))
    else:
        out.append(("MRN: ", [(pt["mrn"], "MRN")]))
        out.append((pt["plan"][0] + ": ", [(pt["plan"][1], "HEALTHPLAN")]))
    return out


def pt_header(d, c, compact=False):
    """Patient banner used at the top of many EHR documents."""
    rng, pt = c.rng, c.pt
    name = c.pick_nm(pt, ["LAST_first", "LAST_FIRST_M", "full", "last_first", "fml"])
    sexw = {"F": rng.choice(["F", "Female"]), "M": rng.choice(["M", "Male"])}[pt["sex"]]
    if compact:
        d.t("Patient: ")
        d.put(name)
        d.t(" | DOB ")
        d.put(c.dt(c.dob))
        d.t(" (")
        d.put([(str(c.age), "AGE")])
        d.t("y) " + sexw)
        for lab, val in id_fields(c):
            d.t(" | " + lab)
            d.put(val)
        d.t("\n")
        return
    d.t("Name: ")
    d.put(name)
    d.t("\nDOB: ")
    d.put(c.dt(c.dob))
    d.t("   Age: ")
    d.put([(str(c.age), "AGE")])
    d.t("   Sex: " + sexw + "\n")
    for lab, val in id_fields(c):
        label_val(d, lab, val)
    if c.country == "US" and rng.random() < .35:
        label_val(d, "SSN: ", [(pt["ssn"], "SSN")])
    if rng.random() < .6:
        d.t("Address: ")
        d.put(c.addr(pt["home"]))
        d.t("\n")
    if rng.random() < .5:
        d.t(rng.choice(["Tel: ", "Phone: ", "Home: "]))
        d.p(pt["tel"], "PHONE")
        d.t(rng.choice(["  Mobile: ", "  Cell: " if us_style(c) else "  Mob: "]))
        d.p(pt["mob"], "PHONE")
        d.t("\n")


def site_header(d, c, s, dept, contacts=True):
    d.p(s["name"], "HOSPITAL")
    d.t("\n" + dept + "\n")
    d.put(c.addr(s, style="line"))
    d.t("\n")
    if contacts:
        r = c.rng.random()
        d.t("Tel: ")
        d.p(ids.ext(c.rng, s["tel"]) if r < .3 else s["tel"], "PHONE")
        d.t("  Fax: ")
        d.p(s["fax"], "FAX")
        d.t("\n")
        if c.rng.random() < .6:
            d.t("Email: ")
            d.p(s["email"], "EMAIL")
            if c.rng.random() < .5:
                d.t("  Web: ")
                d.p(s["url"], "URL")
            d.t("\n")


def exam_table(d, c, style="table"):
    """VA / IOP / anterior segment per eye. Only hard negatives inside."""
    rng, cond = c.rng, c.cond
    R, L = eyes(c)
    aff_r = c.aff == "right"
    find = rng.sample(cond["find"], min(len(cond["find"]), rng.randint(2, 4)))
    quiet = ["quiet", "clear", "NAD", "deep and quiet", "clear, compact", "normal"]
    va_r = c.va(good=not aff_r)
    va_l = c.va(good=aff_r)
    iop_r, iop_l = rng.randint(9, 28), rng.randint(9, 24)
    rows = [
        ("VA (sc/cc)", va_r, va_l),
        ("PH", rng.choice(["NI", c.va(True)]), rng.choice(["NI", c.va(True)])),
        ("IOP (GAT)", "%d mmHg" % iop_r, "%d mmHg" % iop_l),
        ("Lids", rng.choice(["MGD ++", "quiet", "blepharitis"]), rng.choice(["quiet", "MGD +"])),
        ("Conj", "injected" if aff_r else "white", "injected" if not aff_r else "white"),
        ("Cornea", rng.choice(["clear", "clear, fine KPs", "compact, no oedema"]), rng.choice(["clear", "compact"])),
        ("AC", "deep and quiet", "deep and quiet"),
        ("Iris", rng.choice(["no PS", "PS at 6 o'clock", "normal", "TIDs nil"]), rng.choice(["normal", "no PS"])),
        ("Lens", rng.choice(["clear", "NS1", "PCIOL", "early PSC"]), rng.choice(["clear", "NS1", "PCIOL"])),
        ("Fundus", rng.choice(["disc healthy, C:D 0.3, macula flat", "no vitritis, flat retina", "not dilated"]),
         rng.choice(["disc healthy, C:D 0.3", "flat retina", "not dilated"])),
    ]
    tgt = CL.ROW.get(cond["key"], "Cornea")
    for i, row in enumerate(rows):
        if row[0] == tgt:
            fs = "; ".join(find)
            rows[i] = (row[0], fs if aff_r else row[1], fs if not aff_r else row[2])
    if style == "table":
        d.t("%-12s| %-34s| %s\n" % ("", R, L))
        for name, a, b in rows:
            d.t("%-12s| %-34s| %s\n" % (name, a, b))
    else:
        for name, a, b in rows:
            d.t("%s: %s %s, %s %s\n" % (name, R, a, L, b))


def sig(d, c, p, role, lic=True, short=False):
    rng = c.rng
    d.t(rng.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "Yours faithfully,\n\n", "With best wishes,\n\n"]) if not short else "")
    d.put(c.nm(p, rng.choice(["t_full", "t_full", "full", "t_init_last"])))
    if rng.random() < .3:
        d.t(rng.choice([" MB BCh FRCOphth", " MD FRCSC", " MBBS FRANZCO", " MD", " FRCS(Ed)", " PhD FRCOphth"]))
    d.t("\n" + role + "\n")
    if lic:
        d.t(p["lic"][0] + " ")
        d.p(p["lic"][1], "LICENSE")
        d.t("\n")


def typist_line(d, c, p):
    d.p(p["first"][0] + p["last"][0], "DOCTOR")
    d.t("/")
    d.p(c.typist, "DOCTOR")
    d.t("\n")


def audit(d, c, p=None, ip=True):
    rng = c.rng
    p = p or c.cons
    d.t(rng.choice(["Electronically signed by ", "Signed: ", "Authorised by "]))
    d.put(c.nm(p, rng.choice(["full", "t_full", "last_first"])))
    d.t(" (user ")
    d.p(p["user"], "USERNAME")
    d.t(") on ")
    d.put(c.dt(c.visit))
    d.t(" at " + tm(rng))
    if ip:
        d.t(rng.choice([" from workstation ", " | client IP ", " via terminal "]))
        d.p(ids.ipaddr(rng), "IPADDR")
    d.t("\n")


def kin_age(c):
    rng, rel = c.rng, c.kin["rel"]
    if rel in ("daughter", "son", "niece", "nephew"):
        return max(2, c.age - rng.randint(22, 34))
    if rel in ("granddaughter",):
        return max(1, c.age - rng.randint(45, 60))
    if rel in ("mother", "father"):
        return c.age + rng.randint(20, 34)
    return max(18, c.age + rng.randint(-6, 6))


def hx_lines(c, k=2):
    n = 1 if c.cond["key"] in ("chem", "fb", "abrasion", "fungal") else k
    return c.rng.sample(c.cond["hx"], min(n, len(c.cond["hx"])))


def family_history(d, c):
    rng = c.rng
    fam = c.person("FAMILY", sex=rng.choice("FM"))
    rel = {"F": rng.choice(["mother", "sister", "aunt", "grandmother"]),
           "M": rng.choice(["father", "brother", "uncle", "grandfather"])}[fam["sex"]]
    off = {"mother": (20, 34), "father": (20, 38), "aunt": (8, 30), "uncle": (8, 30), "sister": (-9, 9),
           "brother": (-9, 9), "grandmother": (42, 58), "grandfather": (42, 60)}[rel]
    age = max(1, c.age + rng.randint(*off))
    k = rng.randrange(3)
    if k == 0 and age > 45:
        d.f("Family history: {r} had a corneal graft and died at {a}. ", r=rel,
            a=(str(rng.randint(45, min(age, 99))), "AGE"))
    elif k == 1 and age < 100:
        d.f("Family history: {r} ({a}) has glaucoma. ", r=rel, a=(str(age), "AGE"))
    elif age < 100:
        d.f("Family history: {r} {n}, aged {a}, has ankylosing spondylitis. ", r=rel,
            n=c.nm(fam, "first"), a=(str(age), "AGE"))
    else:
        d.f("Family history: {r} {n} had keratoconus. ", r=rel, n=c.nm(fam, "first"))


def meds_block(d, c, n=None):
    rng = c.rng
    meds = list(c.cond["drugs"]) + rng.sample(CL.GEN_MEDS, rng.randint(1, 3))
    k = n or rng.randint(3, len(meds))
    for m in meds[:k]:
        d.t(rng.choice(["- ", "* ", "  "]) + m + "\n")


def pmh_block(d, c):
    rng = c.rng
    for x in rng.sample(CL.PMH, rng.randint(1, 3)):
        d.t("- " + x + "\n")


def social(d, c, lead="Social: "):
    """Occupation / employer / family line: PROFESSION, ORGANIZATION, FAMILY."""
    rng, pt, kin = c.rng, c.pt, c.kin
    d.t(lead)
    if rng.random() < .35:
        d.f("Born in {x}; ", x=(rng.choice(BIRTH), "COUNTRY"))
        d.t(rng.choice(["moved here as a child. ", "interpreter not required. ", "BCG as a child. ",
                        "visits family there yearly. "]))
    k = rng.randrange(4)
    if k == 0:
        d.f("works as a {p} at {o}. Lives with {r} {n} ({a}). ", p=(pt["prof"], "PROFESSION"),
            o=(pt["employer"], "ORGANIZATION"), r=kin["rel"], n=c.nm(kin, "first"),
            a=(str(kin_age(c)), "AGE"))
    elif k == 1:
        d.f("{p} ({o}). Non-smoker. {R} {n} drives to appointments. ", p=(pt["prof"].capitalize(), "PROFESSION"),
            o=(pt["employer"], "ORGANIZATION"), R=kin["rel"].capitalize(), n=c.nm(kin, "full"))
    elif k == 2:
        d.f("Retired {p}. Lives in {t} with {r}, {n}, who is a {kp}. ", p=(pt["prof"], "PROFESSION"),
            t=(pt["home"]["town"], "CITY"), r=kin["rel"], n=c.nm(kin, "first"), kp=(kin["prof"], "PROFESSION"))
    else:
        d.f("Occupation: {p}. Employer: {o}. NOK: {n} ({r}) tel {tel}. ", p=(pt["prof"], "PROFESSION"),
            o=(pt["employer"], "ORGANIZATION"), n=c.nm(kin, "full"), r=kin["rel"], tel=(kin["tel"], "PHONE"))
    d.t(rng.choice(["Drives.", "Does not drive.", "Ex-smoker, 10 pack-years.", "Alcohol 6 units/week.",
                    "Vapes.", "Keen swimmer.", "Plays squash - advised goggles."]) + "\n")


def followup(d, c, who=None, days=None):
    rng = c.rng
    days = rng.choice(days or [7, 14, 21, 28, 42, 56, 84, 90, 120, 180])
    if rng.random() < .6:
        d.t(rng.choice(["Review on ", "Follow-up: ", "Next appointment: ", "Return visit "]))
        d.put(c.dt(c.later(days)))
        d.t(rng.choice([" (Corneal Clinic)", " in the Uveitis Clinic", " - virtual clinic", " with repeat topography", ""]))
    else:
        d.t(rng.choice(["Review in ", "Follow-up in ", "Return visit in "]))
        d.t("%d days" % days if days < 7 else "%d weeks" % (days // 7))
        if who:
            d.t(" with ")
            d.put(c.nm(who, "t_last"))
    d.t("\n")


def hard_neg(d, c, n=1):
    for x in c.rng.sample(CL.NEG_LINES, n):
        d.t(x + "\n")


def dept_name(c):
    return c.rng.choice(["Corneal & External Eye Service", "Uveitis Service", "Department of Ophthalmology",
                         "Cornea and Anterior Segment Clinic", "Ocular Inflammation Clinic", "Eye Outpatients"])

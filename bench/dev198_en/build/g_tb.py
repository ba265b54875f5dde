"""Genres: TB treatment card, STI partner services record (author 198)."""
import clinical as C
import common as K
import fakers as F
import pools

SA_LANDMARKS = ["Ntlazane taxi rank", "Lookout Hill", "Mzamomhle sports field",
                "Sakhumzi water tower", "Thokoza Park", "Moses Mabhida Stadium",
                "the old Bhunga hall", "Ikhwezi community hall", "Msenge bus terminus"]
US_LANDMARKS = ["Riverside Park pavilion", "the Greyhound station", "Lakeview water tower",
                "the old Kress Building", "Freedom Plaza"]


COUNTY_OF_STATE = {"GA": "Fulton County", "TN": "Shelby County", "IL": "Cook County",
                   "TX": "Harris County", "LA": "Orleans Parish", "MI": "Wayne County",
                   "AZ": "Maricopa County", "MS": "Hinds County", "NM": "McKinley County",
                   "FL": "Miami-Dade County", "CA": "Alameda County"}


def tb_card(rng, n, country):
    d = F.rand_date(rng)
    start = F.shift(d, -rng.randint(20, 200))
    pt = F.new_patient(rng, country, start, 4 if rng.random() < 0.1 else 18, 80)
    site = K.clinic(rng, country)
    nurse = F.new_staff(rng, country, "NP")
    mdr = rng.random() < 0.2
    if country == "ZA":
        n.line(rng.choice(["TB TREATMENT RECORD (ADULT)", "TB Patient Treatment Card",
                           "DR-TB Clinical Record" if mdr else "TB Treatment Card - Blue Card"]))
        n.line("Facility: ", site, "    Sub-district: ", (pt.addr["city"], "CITY"))
        n.line("TB register no: ", ("TB-" + pt.addr["st"] + "-%d-%04d" % (start.year,
                                                                       rng.randint(1, 2999)),
                                    "IDNUM"), "    Folder no: ", (pt.mrn, "MRN"))
    else:
        county = COUNTY_OF_STATE.get(pt.addr["st"])
        if county:
            n.line((county, "CITY"), " Health Department - TB Control Program")
        else:
            n.line((pt.addr["city"], "CITY"), " Public Health - Tuberculosis Program")
        n.line("Directly Observed Therapy (DOT) Record")
        n.line("Case no. (RVCT): ", ("%d%s%s" % (start.year, pt.addr["st"],
                                                   F.digits(rng, 6)), "IDNUM"),
               "    Clinic chart: ", (pt.mrn, "MRN"))
    n.line("Name: ", rng.choice([pt.upper_lf(), pt.lf()]), "    Sex: ", pt.sex, "    Age: ",
           (str(pt.age), "AGE"), "    DOB: ", K.D(rng, pt.dob, country))
    if country == "ZA" and 1990 <= pt.dob.year <= 1999:
        n.line("ID no: ", (F.ssn(rng, "ZA", pt.dob), "SSN"))
    elif country == "US" and rng.random() < 0.4:
        n.line("SSN: ", (F.ssn(rng, "US"), "SSN"))
    if rng.random() < 0.3:
        n.line("Biometric ID: ", (F.bioid(rng), "BIOID"))
    n.line("Address: ", F.addr_pieces(rng, pt.addr, country))
    if rng.random() < 0.6:
        lm = SA_LANDMARKS if country == "ZA" else US_LANDMARKS
        mark = rng.choice(lm)
        art = ""
        if mark.startswith("the "):
            art, mark = "the ", mark[4:]
        n.line("Directions: ", rng.choice(["house behind the spaza shop near ",
                                           "blue shack opposite ", "2nd house past ",
                                           "sleeps near "]), art, (mark, "LOCATION_OTHER"))
    if rng.random() < 0.35:
        n.line("Cell: ", (pt.phone, "PHONE"), "   Alt: ", (F.phone(rng, country), "PHONE"))
    else:
        n.line("Cell: ", (pt.phone, "PHONE"))
    sup = rng.randrange(3)
    if sup == 0:
        rel, fp = K.relative(rng, country, pt)
        n.line("Treatment supporter: ", fp.full(), " (", rel, ") ", (F.phone(rng, country),
                                                                     "PHONE"))
    elif sup == 1:
        chw = F.new_staff(rng, country, "NP")
        n.line("DOT supporter: CHW ", chw.full(), rng.choice([" (ward-based outreach team)",
                                                              " (outreach worker)", ""]))
    else:
        n.line("DOT: ", rng.choice(["video DOT (VOT) via app, username ",
                                    "eDOT, account "]),
               (F.username(rng, pt.first, pt.last), "USERNAME"))
    if rng.random() < 0.7:
        job = K.profession(rng, country)
        n.add("Occupation: ", job)
        if rng.random() < 0.6:
            n.add(" at ", K.employer(rng, country))
        n.add("\n")
        if job[0] in ("taxi driver", "bus driver", "truck driver", "rideshare driver") or \
                rng.random() < 0.2:
            n.line("Vehicle (for contact tracing of passengers): reg ",
                   (F.plate(rng, country), "VEHICLE"))
    n.blank()
    n.line("CLASSIFICATION: ", rng.choice(["New", "New", "Previously treated (relapse)",
                                           "Previously treated (after LTFU)"]), "; ",
           rng.choice(["Pulmonary", "Pulmonary", "EPTB (pleural)", "EPTB (lymph node)",
                       "Pulmonary + EPTB (TBM)"]), "; ",
           rng.choice(["bacteriologically confirmed", "clinically diagnosed"]))
    xd = F.shift(start, -rng.randint(1, 10))
    n.line("Diagnosis: Xpert MTB/RIF Ultra ", K.D(rng, xd, country), " - MTB detected (",
           rng.choice(["trace", "very low", "low", "medium", "high"]), "), RIF resistance ",
           "DETECTED" if mdr else rng.choice(["not detected", "not detected", "indeterminate"]),
           "; lab no. ", (F.accession(rng, xd.year, "T"), "IDNUM"))
    if mdr:
        n.line("LPA: inhA and katG mutations; DST: FQ susceptible, BDQ/LZD susceptible")
    hivtxt = rng.choice(["positive, on ART since ", "positive, ART started ",
                         "negative, tested ", "positive, ART started "])
    n.line("HIV: ", hivtxt,
           K.D(rng, F.shift(start, rng.randint(-900, 28)), country, rng.choice(["monyear", None])),
           rng.choice(["; CD4 " + C.ri(rng, 20, 600), "", "; CPT started"])
           if hivtxt.startswith("positive") else "")
    wt = rng.randint(38, 82)
    n.line("Start date: ", K.D(rng, start, country), "    Pre-treatment weight: ", str(wt), " kg")
    n.line("Regimen: ", C.TB_REGIMENS[2] if mdr else rng.choice(C.TB_REGIMENS[:2] +
                                                                  C.TB_REGIMENS[3:5]))
    n.blank()
    n.line("MONTHLY MONITORING")
    n.line("Month  Date        Wt(kg)  Smear   Culture       Doses taken")
    for m in range(0, min(7, (d - start).days // 28 + 1)):
        md = F.shift(start, 28 * m + rng.randint(-3, 3))
        if md > d:
            break
        ds = F.table_date(md, country)
        sm = "pos 2+" if m == 0 else rng.choice(["neg", "neg", "neg", "pos 1+", "n/d"])
        cu = "pos" if m == 0 else rng.choice(["neg", "neg", "pending", "contaminated", "n/d"])
        n.line(str(m).ljust(7), (ds, "DATE"), " " * (12 - len(ds)),
               str(wt + rng.randint(-2, 2 + m)).ljust(8), sm.ljust(8), cu.ljust(14),
               "%d/28" % rng.randint(19, 28) if m else "-")
    n.blank()
    n.line("CONTACTS")
    for i in range(rng.randint(1, 5)):
        c = K.fam(rng, country)
        if rng.random() < 0.7:
            c.last = pt.last
        rel = rng.choice(["child", "spouse", "sibling", "grandchild", "co-worker", "neighbour",
                          "partner", "parent"])
        if rel in ("child", "grandchild"):
            cage = rng.randint(1, 14)
        elif rel in ("spouse", "partner", "sibling"):
            cage = max(16, pt.age + rng.randint(-8, 8))
        elif rel == "parent":
            if pt.age > 62:
                rel = "neighbour"
                cage = rng.randint(18, 70)
            else:
                cage = pt.age + rng.randint(19, 32)
        else:
            cage = rng.randint(18, 70)
        n.line("  ", c.full(), " | ", rel, " | age ", (str(cage), "AGE"), " | ",
               rng.choice(["screen neg, TPT (3HP) started", "screen neg, IPT started",
                           "symptomatic - sputum sent", "CXR normal, TST 12 mm -> TPT",
                           "not yet screened", "screen neg, declined TPT"]))
    n.blank()
    n.line("Adverse events: ", rng.choice(["none", "nausea month 1, resolved",
                                           "peripheral neuropathy - pyridoxine increased",
                                           "drug-induced liver injury (ALT 310) - rechallenge "
                                           "completed", "QTcF 478 ms - monitored" if mdr else
                                           "rash, mild"]))
    nxt = F.shift(d, rng.choice([7, 14, 28, 30]))
    n.line("Next visit: ", K.D(rng, nxt, country, rng.choice([None, "wd"])),
           rng.choice(["; collect 2-month sputum", "; weigh and adjust band", ""]))
    if rng.random() < 0.35:
        oc = rng.randrange(4)
        if oc == 3:
            n.line("Outcome: Transferred out to ", K.clinic(rng, country), " on ",
                   K.D(rng, d, country))
        else:
            n.line("Outcome: ", ["Cured", "Treatment completed", "Lost to follow-up"][oc], " ",
                   K.D(rng, d, country))
    n.line(F.nurse_ref(rng, nurse, country), "  ", K.D(rng, d, country, "short"))
    if country == "ZA" and rng.random() < 0.4:
        n.line("Reviewed by ", F.dr(rng, F.new_staff(rng, country, "MD"), country),
               rng.choice([" (TB focal doctor)", " (DR-TB unit)", ""]))


def partner_services(rng, n, country):
    d = F.rand_date(rng)
    pt = F.new_patient(rng, country, d, 16, 62)
    site = K.clinic(rng, country)
    dis = F.new_staff(rng, country, "RN")
    n.line(site, " - ", rng.choice(["Partner Services Interview Record",
                                     "STI Clinic: Partner Notification", "Field Record Summary "
                                                                          "(Partner Services)"]))
    n.line("Interview date: ", K.D(rng, d, country), "   Interviewer (DIS): ", dis.full())
    n.line("Index: ", rng.choice([pt.upper_lf(), pt.full(), pt.full_mi()]), "   ",
           rng.choice(["MRN ", "Clinic no. "]), (pt.mrn, "MRN"), "   DOB ", K.D(rng, pt.dob,
                                                                                 country))
    n.line("Phone ", (pt.phone, "PHONE"), rng.choice([[""], ["   E-mail ",
                                                               (F.email(rng, pt.first, pt.last),
                                                                "EMAIL")]]))
    if rng.random() < 0.5:
        n.line("Address: ", F.addr_pieces(rng, pt.addr, country))
    n.line("Case/field record no: ", (F.accession(rng, d.year, rng.choice(["FR", "PS", "IX"])),
                                      "IDNUM"))
    dx, tx = rng.choice([
        ("Early latent syphilis (RPR 1:64, TPPA reactive)",
         "benzathine penicillin G 2.4 MU IM x1 on "),
        ("Secondary syphilis (RPR 1:256), palmar rash", "benzathine penicillin G 2.4 MU IM x1 on "),
        ("Primary syphilis, penile chancre, RPR 1:16", "doxycycline 100 mg BID x 14 d from "),
        ("New HIV diagnosis (confirmed on second rapid test + VL)", "ART started (same day) on "),
        ("Gonorrhoea (urethral)", "ceftriaxone 500 mg IM x1 on "),
        ("Chlamydia + gonorrhoea (rectal)", "ceftriaxone 500 mg IM + doxycycline x 7 d from "),
        ("Ocular syphilis, referred to ophthalmology", "aqueous penicillin G IV x 14 d from ")])
    n.line("Diagnosis: ", dx)
    ip0 = F.shift(d, -rng.choice([90, 180, 365]))
    n.line("Interview period: ", K.D(rng, ip0, country), " to ", K.D(rng, d, country))
    n.line("Treatment: ", tx, K.D(rng, d, country, "short"))
    n.line("Index works as: ", K.profession(rng, country) if rng.random() < 0.7 else
           "not disclosed")
    n.blank()
    npart = rng.randint(1, 4)
    n.line("PARTNERS ELICITED: ", str(npart))
    for i in range(npart):
        p = K.fam(rng, country)
        n.add("P", str(i + 1), ": ")
        k = rng.randrange(4)
        if k == 0:
            n.add(p.full())
        elif k == 1:
            n.add(p.firstname(), " (surname unknown)")
        elif k == 2:
            n.add(p.full(), ' aka "', (p.nick or p.first[:3], "FAMILY"), '"')
        else:
            n.add(p.lf())
        age = rng.randint(17, 60)
        n.add(", ", p.sex, ", approx ", (str(age), "AGE"), rng.choice([" yrs", " y/o", ""]), "\n")
        n.line("    Exposure: ", rng.choice(["oral/anal", "vaginal", "anal, receptive",
                                             "vaginal and oral"]), ", first ",
               K.D(rng, F.shift(ip0, rng.randint(0, 60)), country, "short"), ", last ",
               K.D(rng, F.shift(d, -rng.randint(3, 40)), country, "short"))
        loc = rng.randrange(5)
        if loc == 0:
            n.line("    Locating: cell ", (F.phone(rng, country), "PHONE"))
        elif loc == 1:
            n.line("    Locating: ", rng.choice(["Instagram ", "Grindr profile ", "Facebook "]),
                   "@", (F.username(rng, p.first, p.last), "USERNAME"))
        elif loc == 2:
            a = F.address(rng, country)
            n.line("    Locating: lives on ", (a["street"], "STREET"), ", ", (a["city"], "CITY"))
        elif loc == 3:
            n.line("    Locating: works at ", K.employer(rng, country), " as a ",
                   K.profession(rng, country))
        else:
            n.line("    Locating: drives a ", rng.choice(["white Toyota Corolla",
                                                          "silver Honda Civic",
                                                          "red Ford F-150" if country == "US"
                                                          else "blue VW Polo",
                                                          "grey minibus taxi" if country == "ZA"
                                                          else "black Dodge Ram"]), ", plate ",
                   (F.plate(rng, country), "VEHICLE"))
        disp = rng.randrange(5)
        if disp == 0:
            n.line("    Disposition: notified ", K.D(rng, F.shift(d, rng.randint(1, 10)), country,
                                                      "short"), ", tested and treated (preventive)")
        elif disp == 1:
            n.line("    Disposition: previously treated at ", K.clinic(rng, country))
        elif disp == 2:
            n.line("    Disposition: unable to locate after 3 attempts")
        elif disp == 3:
            n.line("    Disposition: ", rng.choice(["partner notification slip given to index",
                                                    "EPT provided"]), " (slip no. ",
                   ("PN" + F.digits(rng, 6), "IDNUM"), ")")
        else:
            n.line("    Disposition: new positive - referred; HIV test ",
                   rng.choice(["negative, PrEP offered", "positive, linked to care"]))
    n.blank()
    n.line("Social/cluster: ", rng.choice([
        "met partners through app", "no venue-based exposure",
        ["met partners at ", (rng.choice(["Velvet Lounge", "Club Obsidian", "Bar 19"]
                                         if country == "US" else
                                         ["Kwa-Mai Tavern", "Sundowner Tavern", "Club Ekhaya"]),
                              "ORGANIZATION")],
        "exchange of sex for housing reported", "linked to an existing cluster"]))
    if rng.random() < 0.4:
        n.line("Cluster ID: ", ("CL-%d-%03d" % (d.year, rng.randint(1, 300)), "IDNUM"))
    n.blank()
    n.line(dis.full(), rng.choice([", DIS", ", Partner Services Specialist", ", Lay counsellor"
                                   if country == "ZA" else ", DIS II"]))
    n.line("Desk ", (F.phone(rng, country), "PHONE"), rng.choice([[""], [" | fax ",
                                                                       (F.phone(rng, country),
                                                                        "FAX")]]))
    if rng.random() < 0.5:
        n.line("Supervisor review: ", F.dr(rng, F.new_staff(rng, country, "MD"), country), " ",
               K.D(rng, F.shift(d, rng.randint(1, 5)), country))

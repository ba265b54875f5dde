"""Genres: HIV clinic visit with VL/CD4 table, PrEP clinic note (author 198)."""
import clinical as C
import common as K
import fakers as F


def _id_block(rng, n, country, pt, d):
    K.header_ids(rng, n, country, pt, d, with_dob=True, with_acct=False)
    if country == "ZA":
        if 1990 <= pt.dob.year <= 1999 and rng.random() < 0.75:
            n.line(rng.choice(["ID no: ", "SA ID: ", "RSA ID number: "]),
                   (F.ssn(rng, "ZA", pt.dob), "SSN"))
        if rng.random() < 0.5:
            n.line("ART no: ", (F.accession(rng, d.year, "A"), "IDNUM"),
                   rng.choice(["   (TIER.Net)", ""]))
        if rng.random() < 0.35:
            n.line("Biometric enrolment: fingerprint ID ", (F.bioid(rng), "BIOID"))
    else:
        if rng.random() < 0.3:
            n.line("SSN: ", (F.ssn(rng, "US"), "SSN"))
        if rng.random() < 0.6:
            n.line("Coverage: ", rng.choice([["ADAP, client ID ", (F.healthplan(rng, "US"),
                                                                    "HEALTHPLAN")],
                                              [K.insurer(rng, "US"), " #",
                                               (F.healthplan(rng, "US"), "HEALTHPLAN")],
                                              ["Medicaid ", (F.healthplan(rng, "US"),
                                                             "HEALTHPLAN")]]))


def _vl_table(rng, n, country, d, rows, style):
    dates = []
    dd = F.shift(d, -rng.randint(0, 14))
    for i in range(len(rows)):
        dates.append(dd)
        dd = F.shift(dd, -rng.randint(80, 200))
    dates.reverse()
    if style == 0:
        n.line("Date        CD4 (cells/uL)  CD4 %   HIV-1 RNA (copies/mL)")
        for dt_, (cd4, pct, vl) in zip(dates, rows):
            ds = F.table_date(dt_, country) if rng.random() < 0.7 else \
                F.fmt_date(rng, dt_, country, "iso")
            n.line((ds, "DATE"), " " * (12 - len(ds)), str(cd4).ljust(16),
                   (str(pct) + "%").ljust(8), vl)
    elif style == 1:
        n.line("| Date | CD4 | CD4% | Viral load |")
        n.line("|---|---|---|---|")
        for dt_, (cd4, pct, vl) in zip(dates, rows):
            n.line("| ", K.D(rng, dt_, country, rng.choice(["dmon", "mon", "iso"]
                                                            if country == "US"
                                                            else ["dmon_sp", "dmy", "iso"])),
                   " | %d | %d | %s |" % (cd4, pct, vl))
    else:
        n.line("Viral load / CD4 history:")
        for dt_, (cd4, pct, vl) in zip(dates, rows):
            n.line("  ", K.D(rng, dt_, country), ": VL ", vl, ", CD4 ", str(cd4),
                   " (", str(pct), "%)")
    return dates


def hiv_visit(rng, n, country):
    d = F.rand_date(rng)
    pt = F.new_patient(rng, country, d, 19, 72)
    site = K.clinic(rng, country)
    prov = F.new_staff(rng, country, rng.choice(["MD", "MD", "NP"]))
    n.line(site, rng.choice([" - HIV Primary Care Follow-up", " | ART Clinic Visit",
                             " - HIV Continuity Visit", " | Wellness Clinic: ART review"]))
    _id_block(rng, n, country, pt, d)
    n.line("Visit date: ", K.D(rng, d, country, rng.choice([None, "wd"])), "   Provider: ",
           F.dr(rng, prov, country) if prov.role == "MD" else F.nurse_ref(rng, prov, country))
    tele = rng.random() < 0.2
    if tele:
        n.line("Visit type: video telehealth; patient at home, session IP ", (F.ip(rng), "IPADDR"),
               ", portal user ", (F.username(rng, pt.first, pt.last), "USERNAME"))
    n.blank()
    n.line("S:")
    dx = F.shift(d, -rng.randint(300, 9000))
    nadir = rng.randint(3, 420)
    n.add(rng.choice([pt.full(), pt.honor(rng, country), pt.firstname()]), " is a ",
          F.age_pieces(rng, pt.age, pt.sex), " with HIV diagnosed ",
          K.D(rng, dx, country, rng.choice(["year", "monyear", None])))
    if rng.random() < 0.5:
        n.add(" at ", rng.choice([K.hospital(rng, country), K.clinic(rng, country)]))
    n.add(" (nadir CD4 ", str(nadir), ")", rng.choice([
        ", here for routine 6-month follow-up. ", " presenting for VL results. ",
        ", returning after defaulting care for 9 months. ", " for repeat viral load review. "]))
    if nadir < 100 and rng.random() < 0.7:
        n.add("History of ", rng.choice(C.HIV_OI), " in ",
              K.D(rng, F.shift(dx, rng.randint(10, 90)), country, "year"), ". ")
    n.add(rng.choice([["Missed a week of doses over ", (rng.choice(["Christmas", "Easter",
                                                                   "New Year"]), "DATE"),
                       " while visiting family. "],
                      "Reports missing about 2 doses per month. ",
                      "Denies missed doses; uses a pill box. ",
                      "Ran out of ART for 10 days because of transport costs. ",
                      "Adherence club member, collects every 2 months. ",
                      "Missed last appointment (was working nights). "]))
    n.add(rng.choice(["No fevers, cough, night sweats or weight loss.",
                      "Mild intermittent diarrhoea. TB symptom screen negative.",
                      "Complains of vivid dreams since switching regimen.",
                      "Weight up 6 kg over the past year."]))
    n.blank()
    if rng.random() < 0.6:
        rel, fp = K.relative(rng, country, pt)
        n.add("Social: lives with ", rel, " ", fp.full(), rng.choice([
            " (HIV-negative, on PrEP)", " (status unknown, encouraged testing)",
            " (also on ART, suppressed)", ""]), ". ")
        if rng.random() < 0.5:
            rel2, fp2 = K.relative(rng, country, pt)
            n.add("Has disclosed to ", rel2, " ", fp2.firstname(), ". ")
    if rng.random() < 0.7:
        n.add(rng.choice(["Works as a ", "Employed as ", "Job: "]), K.profession(rng, country))
        if rng.random() < 0.5:
            n.add(" at ", K.employer(rng, country))
        n.add(". ")
    n.add(rng.choice(["Stable housing.", "Housing unstable, staying in a shelter.",
                      "Drinks on weekends.", "No substance use."]))
    n.blank()
    n.blank()
    regimen = rng.choice(C.ART_US if country == "US" else C.ART_ZA)
    start = F.shift(dx, rng.randint(5, 200))
    n.line("ART: ", regimen, " since ", K.D(rng, F.shift(d, -rng.randint(180, 1500)), country,
                                            rng.choice(["monyear", None])),
           "; first started ", K.D(rng, start, country, rng.choice(["year", "monyear"])))
    n.line("Other meds: ", rng.choice(["cotrimoxazole 960 mg daily", "atorvastatin 20 mg",
                                       "amlodipine 5 mg daily", "none",
                                       "isoniazid 300 mg + pyridoxine (TPT, month 4/6)"]))
    n.line("Allergies: ", rng.choice(C.ALLERGIES))
    if rng.random() < 0.5:
        n.line("Dispensing: ", K.pharmacy(rng, country), rng.choice([
            ", 3-month supply", ", CCMDD external pick-up point", ", mail order", ""]))
    n.blank()
    supp = rng.random() < 0.75
    rows = C.cd4_vl_rows(rng, rng.randint(3, 6), supp)
    _vl_table(rng, n, country, d, rows, rng.randrange(3))
    n.blank()
    n.line("Other labs ", K.D(rng, F.shift(d, -rng.randint(0, 14)), country, "short"), ": ",
           C.basic_labs(rng, country))
    n.line(rng.choice(["HBsAg neg, anti-HBs 4 (non-immune)", "HBsAg neg, anti-HBs >100",
                       "HBsAg POS, HBV DNA 1,200 IU/mL", "HCV Ab neg"]), "; ",
           rng.choice(["RPR non-reactive", "RPR 1:32, TPPA reactive", "RPR NR"]), "; ",
           rng.choice(["CrAg neg", "LDL 3.4 mmol/L", "LDL 142 mg/dL", "HbA1c 6.1%",
                       "urine protein/creat 18 mg/mmol"]))
    n.blank()
    n.line("O: ", C.vitals(rng, country, febrile=False))
    n.line(rng.choice(["Well, no thrush, no lymphadenopathy.",
                       "Oral candidiasis; shotty cervical nodes.",
                       "Lipoatrophy face; otherwise unremarkable.",
                       "Healed zoster scar R T8 dermatome."]))
    n.blank()
    n.line("A/P:")
    if supp:
        n.line("1. HIV, virologically suppressed on ", regimen.split(" (")[0].split(" 1 tab")[0],
               ". Continue. ", rng.choice(["Repeat VL in 12 months.", "VL in 6 months.",
                                           "Eligible for 3-monthly dispensing."]))
    else:
        n.line("1. HIV with unsuppressed VL ", rows[-1][2],
               " - enhanced adherence counselling x3 sessions; repeat VL in 3 months; "
               "if still >1,000 send genotype and consider switch.")
    n.line("2. ", rng.choice(["OI prophylaxis: continue cotrimoxazole until CD4 >200",
                              "Hep B vaccine series #1 today", "Cervical screening due; referred",
                              "Statin for ASCVD risk 9%", "TB preventive therapy: 3HP discussed"]))
    n.line("3. ", rng.choice(["Syphilis treated with benzathine PCN 2.4 MU IM x1 today",
                              "Mental health: PHQ-9 = 12, referred to counsellor",
                              "Contraception: implant in situ (check DTG/EFV interaction)",
                              "Smoking cessation counselling"]))
    nxt = F.shift(d, rng.choice([28, 56, 84, 90, 182]))
    n.line("RTC ", K.D(rng, nxt, country, rng.choice([None, "wdshort", "wd"])),
           rng.choice([" with bloods 1 week prior", "", " (adherence club)", " - VL on the day"]))
    if rng.random() < 0.3:
        n.line("Results/refills via patient portal ", (F.url(rng, "portal"), "URL"),
               " (user ", (F.username(rng, pt.first, pt.last), "USERNAME"), ")")
    if rng.random() < 0.4:
        n.line("Patient contact: ", (pt.phone, "PHONE"), rng.choice([
            " (ok to leave message)", " (SMS only, do not mention clinic name)", ""]))
    if rng.random() < 0.3:
        n.line("Address: ", F.addr_pieces(rng, pt.addr, country))
    n.blank()
    if prov.role == "MD":
        K.signature(rng, n, country, prov, d, "HIV Medicine")
    else:
        n.line(F.nurse_ref(rng, prov, country), " | ", K.D(rng, d, country))
        if country == "ZA" and rng.random() < 0.6:
            n.line("SANC reg ", (F.sanc(rng), "LICENSE"))


def prep(rng, n, country):
    d = F.rand_date(rng)
    pt = F.new_patient(rng, country, d, 16, 58)
    site = K.clinic(rng, country)
    prov = F.new_staff(rng, country, rng.choice(["MD", "NP", "NP"]))
    vtype = rng.choice(["PrEP initiation", "PrEP follow-up (3-month)", "CAB-LA injection visit",
                        "PrEP restart", "PrEP follow-up"])
    n.line(site, " - ", rng.choice(["PrEP Clinic Note", "PrEP Visit", "HIV Prevention Visit"]))
    n.line("Visit: ", vtype, " | ", K.D(rng, d, country))
    k = rng.randrange(3)
    if k == 0:
        n.line("Client: ", pt.full(), " (goes by ", (pt.nick or pt.first, "PATIENT"),
               rng.choice([", pronouns he/him)", ", pronouns she/her)", ", pronouns they/them)",
                           ")"]))
    elif k == 1:
        n.line("Client: ", pt.upper_lf())
    else:
        n.line("Name: ", pt.lf())
    n.line(rng.choice(["MRN ", "Client ID ", "File no. "]), (pt.mrn, "MRN"), "  DOB ",
           K.D(rng, pt.dob, country), "  Age ", (str(pt.age), "AGE"))
    if rng.random() < 0.45:
        n.line("Telehealth: video via ", (F.url(rng, "telehealth/prep"), "URL"),
               " | client IP ", (F.ip(rng), "IPADDR"))
    if rng.random() < 0.35:
        n.line("Portal e-mail: ", (F.email(rng, pt.first, pt.last), "EMAIL"))
    if country == "ZA" and 1990 <= pt.dob.year <= 1999 and rng.random() < 0.5:
        n.line("ID number: ", (F.ssn(rng, "ZA", pt.dob), "SSN"))
    if country == "ZA" and rng.random() < 0.3:
        n.line("Biometric ID: ", (F.bioid(rng), "BIOID"))
    if country == "US" and rng.random() < 0.5:
        n.line("Insurance: ", K.insurer(rng, country), ", member ID ",
               (F.healthplan(rng, country), "HEALTHPLAN"), rng.choice([
                   "; copay assistance enrolled", "", "; prior auth approved"]))
    n.blank()
    n.line("Indication / risk assessment:")
    n.line(rng.choice([
        "Cis man who has sex with men, 3 partners in past 3 months, inconsistent condom use; "
        "rectal GC 6 months ago.",
        "Cis woman with a partner of unknown HIV status; partner declines testing.",
        "Serodiscordant couple; partner on ART but VL not known to be suppressed.",
        "Trans woman, receptive anal sex, condomless; on estradiol.",
        "Reports transactional sex; requests discreet method.",
        "PWID, shares needles occasionally; enrolled in SSP.",
        "Adolescent girl and young woman (AGYW); older male partner."]))
    last = F.shift(d, -rng.randint(20, 400))
    extra = rng.choice([[""], ["; self-test kit"],
                        ["; completed 28-day PEP ",
                         K.D(rng, F.shift(last, -rng.randint(30, 200)), country, "monyear")]])
    n.line("Last HIV test prior to today: ", K.D(rng, last, country), " (negative)", extra)
    if rng.random() < 0.5:
        n.line("Acute HIV symptoms: ", rng.choice(["none", "denies fever, rash, sore throat",
                                                   "sore throat last week, resolved"]))
    if rng.random() < 0.5:
        rel, fp = K.relative(rng, country, pt)
        rel = rng.choice(["partner", "boyfriend", "girlfriend", "husband", "wife"])
        n.line("Main partner: ", fp.full() if rng.random() < 0.5 else fp.firstname(),
               " (", rel, ")", rng.choice([", HIV+ on ART", ", status unknown",
                                          ", HIV-negative, tested today at this clinic", ""]))
    if rng.random() < 0.5:
        n.line("Occupation: ", K.profession(rng, country))
    n.blank()
    n.line("Labs:")
    n.line("Test                     Date        Result")
    tests = [("HIV-1/2 Ag/Ab (4th gen)", ["non-reactive", "non-reactive", "NR"]),
             ("HIV-1 RNA (qual)", ["not detected", "not detected"]),
             ("Creatinine", ["0.9 mg/dL (eGFR >90)", "78 umol/L (eGFR 104)",
                             "1.1 mg/dL (eGFR 82)"]),
             ("HBsAg", ["negative", "negative", "positive"]),
             ("HCV Ab", ["negative", "negative"]),
             ("RPR", ["non-reactive", "1:8 reactive"]),
             ("GC/CT NAAT urine", ["not detected", "CT detected"]),
             ("GC/CT NAAT rectal", ["not detected", "GC detected", "not done"]),
             ("GC/CT NAAT pharyngeal", ["not detected", "GC detected"]),
             ("Pregnancy (urine hCG)", ["negative", "n/a"])]
    if pt.sex == "M":
        tests = tests[:-1]
    for name, res in rng.sample(tests, rng.randint(5, 8)):
        td = F.shift(d, -rng.randint(0, 10))
        ds = F.table_date(td, country)
        n.line(name.ljust(25), (ds, "DATE"), " " * (12 - len(ds)), rng.choice(res))
    n.blank()
    n.line("Plan:")
    if vtype.startswith("CAB"):
        n.line("- Cabotegravir 600 mg/3 mL IM, ", rng.choice(["L", "R"]),
               " ventrogluteal, given by ", F.nurse_ref(rng, F.new_staff(rng, country, "RN"),
                                                        country))
        n.line("- Next injection due ", K.D(rng, F.shift(d, 56), country),
               " (window +/- 7 days)")
    else:
        drug = rng.choice(["FTC/TDF 200/300 mg daily", "FTC/TAF 200/25 mg daily",
                           "TDF/FTC 1 tab daily (oral PrEP)", "event-driven 2-1-1 FTC/TDF"])
        n.line("- Start/continue ", drug, ", 90-day supply to ", K.pharmacy(rng, country))
        n.line("- Follow-up HIV test + creatinine on ", K.D(rng, F.shift(d, 90), country))
    n.line("- ", rng.choice(["Doxy-PEP 200 mg within 72 h of condomless sex discussed and "
                             "prescribed", "Condoms and lube provided",
                             "Treated CT with doxycycline 100 mg BID x 7 days",
                             "Hep B vaccination series started", "HPV vaccine dose 2 given"]))
    if rng.random() < 0.5:
        n.line("- Partner services: ", rng.choice(["EPT given", "offered partner notification",
                                                   "declined"]))
    n.line("- Contact preference: ", rng.choice(["text to ", "call ", "WhatsApp "]),
           (pt.phone, "PHONE"))
    n.blank()
    if rng.random() < 0.5:
        K.signature(rng, n, country, prov, d, "PrEP Program", extra=True)
    else:
        n.line(F.nurse_ref(rng, prov, country) if prov.role != "MD" else F.dr(rng, prov, country),
               rng.choice([" - PrEP navigator", " - clinician", ""]))
        if rng.random() < 0.5:
            n.line("Clinic line ", (F.phone(rng, country), "PHONE"), " | ",
                   (F.generic_email(rng, "prep"), "EMAIL"))

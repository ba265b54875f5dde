"""Genres: DEXA bone density report, fracture liaison assessment (own genre),
symptom questionnaire summary."""
import clinical as K
import phi
import pools
import regions as R
from case import D, letterhead, pt_banner, signoff
from genres_consult import tm, room
from notebuilder import P

SCANNERS = [("Hologic Horizon A", "APEX 5.6.0.5", "S/N "), ("Hologic Discovery Wi", "APEX 4.0.2", "Serial No. "),
            ("GE Lunar iDXA", "enCORE 18 SP2", "SN "), ("GE Lunar Prodigy Advance", "enCORE 16", "S/N: "),
            ("Hologic Horizon W", "APEX 5.6.1", "Serial ")]
RADIOGRAPHER_CRED = ["BSc (Hons) DCR(R)", "MRT(R)", "RT(R)(BD)", "BMedRadSc", "CBDT"]


def scanner_serial(rng, model):
    if model.startswith("Hologic"):
        return "%d%s" % (rng.randint(100000, 399999), rng.choice(["M", "", "W"]))
    return "%s%s" % (rng.choice(["LU", "PR", "DX"]), R.digits(rng, 6))


def dexa_report(rng, c, n):
    model, sw, snl = rng.choice(SCANNERS)
    upper = rng.random() < 0.3
    n.line(rng.choice(["BONE DENSITOMETRY REPORT", "DXA Bone Mineral Density Report", "DEXA SCAN REPORT",
                       "Bone Density (DXA) - Final Report"]))
    letterhead(n, rng, c, site=c.acute if rng.random() < 0.5 else c.hosp, dept=rng.choice(["Department of Nuclear Medicine & Bone Densitometry",
                                           "Imaging Services - DXA", "Bone Health Unit", "Medical Imaging"]))
    pt_banner(n, rng, c, rng.choice([1, 3, 4]))
    scan = c.visit
    acc = rng.choice(["Accession: ", "Acc No: ", "Exam #: ", "RIS no. "])
    n.line("Exam date: ", D(rng, c, scan, rng.choice(["num", "dash", "compact", "iso"])), " ", tm(rng),
           "   ", acc, P("IDNUM", rng.choice([R.letters(rng, 2) + R.digits(rng, 7), "DXA" + R.digits(rng, 6),
                                                 R.digits(rng, 8)])))
    if rng.random() < 0.5:
        rl, rv = room(rng)
        n.line("Location: ", P("HOSPITAL", c.hosp.name), ", ", rl, P("LOCATION_OTHER", rv))
    n.line("Referrer: ", c.gp.t_full(), " (", P("HOSPITAL", c.practice.name), ")")
    n.line("Equipment: ", model, "  ", snl, P("DEVICE", scanner_serial(rng, model)), "   Software ", sw)
    if rng.random() < 0.4:
        n.line("Daily QC phantom passed (spine phantom BMD 1.03 g/cm2, CV 0.4%)")
    n.blank()
    n.add("Clinical indication: ")
    if rng.random() < 0.2:
        n.line("Early menopause at ", P("AGE", str(rng.randint(38, 44))), ", not on ", c.hrt, ".")
    else:
        n.line(rng.choice([
        "Postmenopausal, FHx maternal hip fracture. ?osteoporosis.",
        "POI on HRT - monitoring.", "Low trauma wrist fracture. FLS referral.",
        "Long-term prednisolone 7.5 mg > 3/12.", "Aromatase inhibitor (letrozole) baseline.",
        "Height loss 4 cm; ?vertebral fracture.", "Coeliac disease, amenorrhoea."]))
    ht, wt = rng.randint(148, 178), rng.randint(45, 105)
    n.line("Height %d cm (self-reported %d cm)  Weight %.1f kg  BMI %.1f" % (
        ht, ht + rng.randint(0, 5), wt + rng.randint(0, 9) / 10.0, wt / (ht / 100.0) ** 2))
    if rng.random() < 0.5:
        n.add("Menopause aged ", P("AGE", str(rng.randint(39, 56))), "; ", c.hrt, " ",
               rng.choice(["never", "current", "previous %d yrs" % rng.randint(1, 10)]),
               ". Prior fractures: ", rng.choice(["none", "L wrist aged ", "R ankle (high trauma)", "rib"]),
               "")
        if n.buf[-1] == "L wrist aged ":
            n.add(P("AGE", str(rng.randint(40, 70))))
        n.blank()
    n.blank()
    tbase = rng.choice([-3.1, -2.7, -2.5, -2.1, -1.6, -1.2, -0.6, 0.3])
    rows = K.dexa_sites(rng, tbase)
    hdr = "%-20s %10s %8s %8s" % ("Region", "BMD g/cm2", "T-score", "Z-score")
    n.line(hdr.upper() if upper else hdr)
    for r in rng.sample(rows, rng.randint(3, 5)):
        n.line("%-20s %10s %8s %8s" % r)
    if rng.random() < 0.5:
        n.line("Excluded: L%d (osteophytes / facet OA)" % rng.randint(1, 4))
    if rng.random() < 0.4:
        tbs = rng.randint(1150, 1450) / 1000.0
        n.line("TBS (L1-L4): %.3f  (%s)" % (tbs, "normal" if tbs > 1.31 else (
            "partially degraded" if tbs > 1.23 else "degraded")))
    n.blank()
    if rng.random() < 0.65:
        prev = phi.add_days(scan, -rng.randint(500, 1500))
        how = rng.choice([" (same scanner)", " performed at ", " - cross-calibrated"])
        n.add("Comparison: previous scan ", D(rng, c, prev, rng.choice(["num", "abbr", "month_year"])), how)
        if how == " performed at ":
            n.add(P("HOSPITAL", phi.new_site(rng, c.country, "hospital").name), ", not directly comparable")
        n.blank()
        n.line("  L1-L4 change %+.1f%% (LSC 2.8%%) ; total hip %+.1f%% (LSC 3.6%%)" % (
            rng.randint(-70, 30) / 10.0, rng.randint(-60, 20) / 10.0))
    n.line("FRAX%s (with BMD): 10-yr MOF %.1f%%, hip %.1f%%" % (
        rng.choice(["", " UK", " v4.3", " (Canada)", " Australia"]), rng.randint(40, 320) / 10.0,
        rng.randint(3, 110) / 10.0))
    n.blank()
    dx = "Osteoporosis" if tbase <= -2.5 else ("Osteopenia (low bone mass)" if tbase < -1.0 else "Normal BMD")
    n.line("CONCLUSION: " if upper else "Conclusion: ", dx, rng.choice([" (WHO criteria).", ".", " at the lumbar spine."]))
    n.line(rng.choice([
        "Recommend bisphosphonate (e.g. %s 70 mg weekly) if no contraindication; ensure Ca/Vit D replete." % c.v["bis"],
        "Above NOGG intervention threshold - treatment recommended.",
        "Lifestyle advice; repeat DXA in 2-3 years.", "Consider %s as bone-protective given age <60." % c.hrt,
        "Vertebral fracture assessment (VFA): possible grade 1 wedge T12 - consider lateral XR.",
        "Denosumab 60 mg SC 6-monthly could be considered if bisphosphonate not tolerated."]))
    n.blank()
    rep = phi.new_person(rng, "DOCTOR", rng.random() < 0.6, "Dr", rng.choice(phi.CREDS[c.country]))
    rad = phi.new_person(rng, "DOCTOR", rng.random() < 0.8, None, rng.choice(RADIOGRAPHER_CRED))
    n.line("Scan performed by: ", rad.full() if rng.random() < 0.6 else rad.init_last(), " ", rad.cred)
    if rng.random() < 0.3:
        n.line("Reported by: ", rep.last_first(upper=True), " (Dr), ", rep.cred,
               rng.choice([", Consultant Radiologist", ", Clinical Scientist"]))
    else:
        n.line("Reported by: ", rep.t_full() if rng.random() < 0.7 else ["Dr ", rep.init_last()], ", ", rep.cred, rng.choice([", Consultant Radiologist", ", Clinical Scientist",
                                                                     ", Bone Densitometrist"]))
    n.line(rng.choice(["Verified: ", "Report authorised ", "E-signed "]),
           D(rng, c, phi.add_days(scan, rng.randint(0, 6)), "num"), " ", tm(rng))
    if rng.random() < 0.3:
        n.line("Parking: permit for reg ", P("VEHICLE", R.plate(rng, c.country)), " validated at desk.")


def fracture_liaison(rng, c, n):
    fx_date = phi.add_days(c.visit, -rng.randint(10, 120))
    site = rng.choice(["L distal radius (Colles')", "R distal radius", "L neck of femur", "R proximal humerus",
                       "T12 vertebral wedge", "L1 compression fracture", "R ankle (Weber B)", "pelvic ramus",
                       "L wrist (Smith's)"])
    n.line(rng.choice(["FRACTURE LIAISON SERVICE - ASSESSMENT", "FLS Nurse Assessment", "Fracture Liaison Clinic",
                       "Bone Health / FLS Review"]))
    n.line(P("HOSPITAL", c.acute.name), rng.choice(["", " - Orthogeriatrics", " | Bone Health Service"]))
    n.line("Date: ", D(rng, c, c.visit, rng.choice(["num", "long", "dash"])), "   Assessor: ",
           c.nurse.t_full() if c.nurse.title else c.nurse.full(), rng.choice([" (FLS CNS)", "", " FLS Coordinator"]))
    pt_banner(n, rng, c, rng.choice([1, 3, 4]))
    n.line("Index fracture: ", site, " on ", D(rng, c, fx_date, rng.choice(["num", "abbr", "wk_long"])))
    mech = rng.choice(["fall from standing height on ice outside ", "tripped on a kerb near ",
                       "slipped in the shower at home", "fell getting off the bus at ",
                       "missed a step at ", "low-trauma, lifting shopping"])
    n.add("Mechanism: ", mech)
    if mech.endswith(" "):
        place = rng.choice(["the %s Leisure Centre" % rng.choice(pools.COMPANY_A),
                            "%s Shopping Arcade" % rng.choice(pools.COMPANY_A),
                            "the %s Street library" % rng.choice(pools.STREET_NAME).replace("'s", ""),
                            "%s Parish Church" % rng.choice(pools.SAINT),
                            "the %s bus station" % phi.town(rng, c.country)])
        n.add(P("LOCATION_OTHER", place))
    n.line(".")
    n.line("Managed: ", rng.choice(["MUA + POP x 6/52", "ORIF (volar plate)", "hemiarthroplasty",
                                    "conservative, analgesia", "collar and cuff 3/52"]), " at ",
           P("HOSPITAL", c.acute.name if rng.random() < 0.6 else phi.new_site(rng, c.country, "hospital").name))
    n.blank()
    n.line("Risk factors:")
    n.line("  Age ", P("AGE", str(c.age)), "; menopause at ", P("AGE", str(rng.randint(40, 55))),
           "; ", c.hrt, " ", rng.choice(["never", "5 yrs, stopped", "current"]))
    pf = rng.randint(0, 3)
    n.add("  Previous fracture: ")
    if pf == 0:
        n.add("no")
    elif pf == 1:
        n.add("yes - rib ", D(rng, c, phi.add_days(c.visit, -rng.randint(400, 4000)), "year"))
    elif pf == 2:
        n.add("yes - wrist aged ", P("AGE", str(rng.randint(45, 70))))
    else:
        n.add("vertebral (incidental)")
    n.blank()
    ph = rng.choice(["mother, aged ", "no", "unknown (adopted)", "father, aged "])
    n.add("  Parental hip fracture: ", ph)
    if ph.endswith("aged "):
        n.add(P("AGE", str(rng.randint(65, 94))))
    n.blank()
    n.line("  Steroids: ", rng.choice(["nil", "pred 5 mg > 3 months (PMR)", "inhaled only"]),
           "  RA: ", rng.choice(["N", "Y"]), "  Smoker: ", rng.choice(["N", "Y", "ex"]), "  Alcohol >3u/d: N")
    n.line("  Falls in last 12/12: %d   TUG %d s   grip %d kg" % (rng.randint(0, 4), rng.randint(8, 22), rng.randint(10, 30)))
    n.blank()
    if rng.random() < 0.5:
        n.add("Social: ", rng.choice(["lives alone, ", "lives with ", "resides at "]))
        if n.buf[-1] == "lives with ":
            n.add(c.partner_rel, " ", P("FAMILY", c.partner.full().text if rng.random() < 0.5 else c.partner.first))
        elif n.buf[-1] == "resides at ":
            home = "%s %s" % (rng.choice(pools.SAINT + pools.COMPANY_A), rng.choice(["Care Home", "Nursing Home", "Residential Home", "Lodge"]))
            n.add(P("HOSPITAL", home), ", room ", P("LOCATION_OTHER", str(rng.randint(1, 60))))
        n.add("; ", c.child_rel, " ", P("FAMILY", c.child.full().text),
              " visits daily (", P("PHONE", R.phone(rng, c.country, "mobile")), ")")
        n.blank()
    n.line("Bloods: adj Ca %.2f, ALP %d, 25OHD %d, eGFR %d, TSH %.1f, myeloma screen %s" % (
        rng.randint(218, 256) / 100.0, rng.randint(40, 140), rng.randint(15, 95), rng.randint(35, 90),
        rng.randint(5, 40) / 10.0, rng.choice(["neg", "pending", "NAD"])))
    n.line("FRAX (without BMD): MOF %.0f%%, hip %.1f%%; " % (rng.randint(8, 40), rng.randint(10, 150) / 10.0),
           rng.choice(["above", "below", "at"]), " NOGG threshold.")
    n.add("DXA: ", rng.choice(["booked for ", "done ", "not required - treat on clinical grounds (age "]))
    if n.buf[-1].startswith("not"):
        n.add(P("AGE", str(c.age)), ", vertebral fracture)")
    else:
        n.add(D(rng, c, phi.add_days(c.visit, rng.randint(-30, 60)), rng.choice(["num", "dmon", "abbr"])))
    n.blank()
    n.line("Plan:")
    n.add("  - ", rng.choice(["Alendronic acid 70 mg once weekly + Adcal-D3 1 tab BD",
                               "Zoledronic acid 5 mg IV - day case ", "Risedronate 35 mg weekly",
                               "Denosumab 60 mg SC 6-monthly (eGFR <35)", "Teriparatide 20 mcg daily (2 vertebral #)"]))
    if n.buf[-1].endswith("day case "):
        n.add("on ", P("HOSPITAL", rng.choice(pools.WARD_NAME)), ", ", D(rng, c, phi.add_days(c.visit, 21), "num"))
    n.blank()
    n.line("  - Dental review before starting (ONJ risk explained); stop if thigh pain (AFF)")
    n.line("  - Falls clinic referral; OT home visit")
    n.line("  - Recheck 25OHD in 3/12; FLS phone call at 16/52 for adherence")
    n.line("  - Letter to GP ", c.gp.t_full(), ", ", P("HOSPITAL", c.practice.name))
    n.blank()
    n.line(c.nurse.full(), " ", c.nurse.cred, "  ", c.nurse_lic[0], " ", P("LICENSE", c.nurse_lic[1]))
    if rng.random() < 0.5:
        n.line("FLS direct line ", P("PHONE", c.acute.phone), "  secure email ", P("EMAIL", c.acute.email))


GREENE = ["Heart beating quickly or strongly", "Feeling tense or nervous", "Difficulty in sleeping",
          "Excitable", "Attacks of anxiety, panic", "Difficulty in concentrating", "Feeling tired or lacking in energy",
          "Loss of interest in most things", "Feeling unhappy or depressed", "Crying spells", "Irritability",
          "Feeling dizzy or faint", "Pressure or tightness in head", "Parts of body feel numb",
          "Headaches", "Muscle and joint pains", "Loss of feeling in hands or feet", "Breathing difficulties",
          "Hot flushes", "Sweating at night", "Loss of interest in sex"]
MRS = ["Hot flushes, sweating", "Heart discomfort", "Sleep problems", "Depressive mood", "Irritability",
       "Anxiety", "Physical and mental exhaustion", "Sexual problems", "Bladder problems",
       "Dryness of vagina", "Joint and muscular discomfort"]


def symptom_questionnaire(rng, c, n):
    tool = rng.choice(["greene", "mrs", "greene", "mrs", "combined"])
    done = phi.add_days(c.visit, -rng.randint(1, 10))
    n.line(rng.choice(["PRE-CLINIC SYMPTOM QUESTIONNAIRE - SUMMARY", "Menopause Symptom Questionnaire (online) - summary",
                       "Patient-reported outcome summary", "Symptom score summary for clinic"]))
    n.line(P("HOSPITAL", c.hosp.name), " - ", rng.choice(["Menopause Service", "Women's Health", "Midlife Clinic"]))
    n.blank()
    n.line("Patient: ", c.pt.last_first(upper=rng.random() < 0.5, mid=True), "   DOB: ", D(rng, c, c.dob, "num"),
           "   Age: ", P("AGE", str(c.age)))
    n.line(c.mrn[0], ": ", P("MRN", c.mrn[1]), "   Clinic appt: ", D(rng, c, c.visit, rng.choice(["num", "wk_long", "abbr"])))
    n.line("Completed: ", D(rng, c, done, rng.choice(["num", "iso"])), " ", tm(rng), rng.choice([
        " via patient portal", " on paper in waiting room", " online (link sent by SMS)", " by phone with nurse"]))
    if rng.random() < 0.6:
        n.line("Submission ID: ", P("IDNUM", "Q-" + R.digits(rng, 7)), "  Portal user: ",
               P("USERNAME", c.pt.username(rng)), "  IP: ", P("IPADDR", R.private_ip(rng)))
    if rng.random() < 0.3:
        n.line("Form link: ", P("URL", "https://forms.%s/menopause-pre-clinic?ref=%s" % (
            rng.choice(["example.org", "example.com"]), R.digits(rng, 6))))
    if rng.random() < 0.3:
        n.line("Completed with help from ", c.child_rel, " ", P("FAMILY", c.child.full().text), " (English second language)")
    n.blank()
    if tool in ("greene", "combined"):
        n.line("GREENE CLIMACTERIC SCALE (0 = not at all, 3 = extremely)")
        scores = [rng.choice([0, 1, 1, 2, 2, 3]) for _ in GREENE]
        for i, (item, s) in enumerate(zip(GREENE, scores)):
            n.line("%2d. %-38s %d" % (i + 1, item, s))
        psych, som, vaso, sex = sum(scores[:11]), sum(scores[11:18]), sum(scores[18:20]), scores[20]
        n.line("Psychological %d/33 (anxiety %d, depression %d) | Somatic %d/21 | Vasomotor %d/6 | Sexual %d/3" % (
            psych, sum(scores[:6]), sum(scores[6:11]), som, vaso, sex))
        n.line("TOTAL %d/63" % (psych + som + vaso + sex))
        n.blank()
    if tool in ("mrs", "combined"):
        n.line("MENOPAUSE RATING SCALE (MRS) 0-4")
        ms = [rng.randint(0, 4) for _ in MRS]
        for item, s in zip(MRS, ms):
            n.line("  %s: %d" % (item, s))
        n.line("Somato-vegetative %d | Psychological %d | Urogenital %d | Total %d/44" % (
            ms[0] + ms[1] + ms[2] + ms[10], sum(ms[3:7]), sum(ms[7:10]), sum(ms)))
        n.blank()
    n.line("Hot flushes per day: %d-%d   Night sweats per night: %d" % (rng.randint(0, 6), rng.randint(7, 20), rng.randint(0, 5)))
    n.line("PHQ-9: %d   GAD-7: %d   Item 9 (self-harm): %s" % (rng.randint(0, 22), rng.randint(0, 18),
                                                                  rng.choice(["0", "0", "0", "1 - flagged to clinician"])))
    n.line("Periods: ", rng.choice(["none for > 12 months", "irregular", "on Mirena - none", "regular but heavy"]),
           "   LMP (patient-entered): ", D(rng, c, phi.add_days(c.visit, -rng.randint(30, 700)),
                                             rng.choice(["num", "month_year", "month_year"])))
    n.add("Free text (verbatim): \"", rng.choice([
        "I feel like I'm losing my mind at work, I forget words mid sentence",
        "the sweats are the worst, I'm up 4 times a night and my ", "my GP said I'm too young for this at ",
        "I tried black cohosh and sage tablets from the health food shop, no difference",
        "sex is painful and I've stopped wanting it, it's affecting my relationship with "]))
    tail = n.buf[-1]
    if tail.endswith("and my "):
        n.add(c.partner_rel, " ", P("FAMILY", c.partner.first), " has moved to the spare room")
    elif tail.endswith(" at "):
        n.add(P("AGE", str(c.age)), " but my mum started hers at ", P("AGE", str(rng.randint(40, 47))))
    elif tail.endswith("relationship with "):
        n.add(P("FAMILY", c.partner.first))
    n.line("\"")
    n.blank()
    n.line("Reviewed by: ", c.nurse.t_full() if c.nurse.title else c.nurse.full(), " on ",
           D(rng, c, phi.add_days(done, rng.randint(0, 3)), rng.choice(["num", "dm"])),
           rng.choice(["", " - flagged for consultant", " - for discussion at clinic"]))

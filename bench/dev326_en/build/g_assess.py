"""Genres: balance clinic assessment, VNG/caloric report, vHIT result."""
import clin as C
import common as K
import frag as F
import locales as L


def balance_assessment(case, nb):
    rng = case.rng
    doc = case.clin("doctor")
    fmt = rng.choice(["letter", "letter", "structured", "soap"])
    dept = rng.choice(["Department of Audiovestibular Medicine", "Neuro-otology Service",
                       "Balance Clinic", "ENT & Balance Service", "Dizziness and Balance Clinic"])
    on = F.onset(case)
    if fmt == "letter":
        K.letterhead(nb, case, dept=dept)
        nb.add("\n", rng.choice(["Date: ", "Clinic date: ", "Seen: ", ""]), case.D(case.visit), "\n")
        if rng.random() < 0.4:
            nb.add("Typed: ", case.D(L.shift(case.visit, rng.randint(2, 14))), "\n")
        nb.add("\n", K.gp_items(case), "\n\n")
        nb.add("Dear ", rng.choice([["Dr ", (case.gp.last, "DOCTOR")], ["Dr ", (case.gp.full(), "DOCTOR")],
                                    ["Colleague"]]), ",\n\n")
        nb.add("Re: ", case.ptn(rng.choice(["title_full", "full", "last_first"])), ", DOB ", case.D(case.dob))
        nb.add(", ", case.mrn[0], " ", (case.mrn[1], "MRN"))
        if case.nhs and rng.random() < 0.7:
            nb.add(", NHS No ", (case.nhs, "MRN"))
        nb.add("\n", L.addr_items(rng, case.addr), "\n\n")
        nb.add("Diagnosis:\n1. ", C.dx_text(case), "\n")
        for i, p in enumerate(C.pmh(case, rng.randint(0, 2))):
            nb.add("%d. " % (i + 2), p, "\n")
        nb.add("\nPlan:\n")
        plan_lines(nb, case)
        nb.add("\nThank you for referring this ", F.age_phrase(case), " whom I saw ")
        if rng.random() < 0.4:
            nb.add("with ", case.pronoun("p"), " ", *_rel(case), " ")
        nb.add("in the ", rng.choice(["balance clinic", "neuro-otology clinic", "dizzy clinic"]),
               rng.choice([" today. ", " on ", " this morning. "]))
        if nb.parts[-1] == " on ":
            nb.add((L.weekday_date(rng, case.visit, case.cc), "DATE"), ". ")
        nb.add(F.onset_items(case, on), ". ")
        nb.add(" ".join(C.story(case)), "\n\n")
        nb.add(F.social(case), "\n\n")
        if rng.random() < 0.5:
            nb.add(F.family_hx(case), "\n\n")
        nb.add("Medication: ", ", ".join(C.meds(case)), ".\n\n")
        nb.add("On examination: ", " ".join(C.exam_lines(case)), "\n\n")
        nb.add("Questionnaires: ", "; ".join(C.questionnaires(case)), ".\n\n")
        nb.add(impression(case), "\n\n")
        K.signoff(nb, case, doc, closing=rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,"]))
        F.typist(nb, case, doc)
        F.cc_block(nb, case, gp=False)
        return
    # structured / soap
    h = case.clinic if case.clinic and rng.random() < 0.5 else case.hosp
    nb.add((h, "HOSPITAL"), " | ", dept, "\n")
    nb.add(rng.choice(["BALANCE CLINIC ASSESSMENT", "Vestibular Assessment - New Patient",
                       "NEW PATIENT - DIZZINESS", "Audiovestibular Clinic Note"]), "\n")
    nb.add("=" * rng.randint(20, 44), "\n")
    K.demo_block(nb, case, ["name", "dob", "mrn", "nhs", "plan", "gp"], pad=rng.random() < 0.6)
    nb.add("Seen by: ", K.cname(doc, "dr_full"), rng.choice(["", " (" + doc.job + ")"]), "\n")
    nb.add("Date of visit: ", case.D(case.visit), "   Time: %02d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])), "\n")
    nb.add("Location: ", F.room_items(case), "\n")
    if rng.random() < 0.4:
        nb.add("Accompanied by: ", case.pronoun("p"), " ", *_rel(case), "\n")
    if rng.random() < 0.25:
        kid = L.letters(rng, 2) + "-" + L.digits(rng, 6)
        nb.add("Kiosk check-in: palm-vein ID ", (kid, "BIOID"), "\n")
    nb.add("\n")
    if fmt == "soap":
        nb.add("S: ", F.age_phrase(case, start=True), " referred by ", K.cname(case.gp, "dr_last"), " with dizziness. ",
               F.onset_items(case, on), ". ", " ".join(C.story(case)), " ", F.social(case), "\n")
        nb.add("PMH: ", ", ".join(C.pmh(case) or ["nil significant"]), ". Meds: ", ", ".join(C.meds(case)), ".\n")
        nb.add("O: ", " ".join(C.exam_lines(case)), "\n")
        nb.add("   ", "; ".join(C.questionnaires(case)), "\n")
        nb.add("A: ", C.dx_text(case), ".\n")
        nb.add("P:\n")
        plan_lines(nb, case)
    else:
        nb.add("Presenting complaint:\n", F.age_phrase(case, start=True), ", dizziness. ", F.onset_items(case, on), ".\n\n")
        nb.add("History:\n", " ".join(C.story(case)), "\n\n")
        nb.add("Past history:\n", "\n".join("- " + p for p in (C.pmh(case) or ["Nil of note"])), "\n\n")
        nb.add("Drug history:\n", "\n".join("- " + m for m in C.meds(case)), "\n\n")
        nb.add("Social:\n", F.social(case), "\n")
        if rng.random() < 0.5:
            nb.add(F.family_hx(case), "\n")
        nb.add("\nExamination:\n", "\n".join("- " + e for e in C.exam_lines(case)), "\n\n")
        nb.add("Outcome measures: ", "; ".join(C.questionnaires(case)), "\n\n")
        nb.add("Impression: ", C.dx_text(case), "\n\nPlan:\n")
        plan_lines(nb, case)
    nb.add("\n", rng.choice(["Signed: ", "Electronically signed by ", "Clinician: "]), K.cname(doc, "dr_full"))
    nb.add(", ", doc.reg[0], " ", (doc.reg[1], "LICENSE"), " ", case.D(case.visit), "\n")


def _rel(case):
    rel, nm = F.relative_items(case)
    return [rel, " "] + nm


def impression(case):
    k = case.dx["key"]
    return {
        "pc_bppv": "The history and positional findings are typical of posterior canal BPPV; no central features.",
        "hc_bppv": "Findings are in keeping with horizontal canal BPPV.",
        "vm": "This fits vestibular migraine; examination between attacks is normal, as expected.",
        "menieres": "The clinical picture and audiogram are consistent with Ménière's disease (AAO-HNS 1995 / Bárány 2015 criteria).",
        "vn": "Picture of an uncompensated unilateral peripheral vestibular loss following neuritis.",
        "pppd": "I think PPPD is the main driver now, with visual dependence and anxiety maintaining symptoms.",
        "bvl": "Bilateral vestibular failure is likely; oscillopsia and Romberg findings support this.",
        "scd": "Third window symptoms; I suspect superior canal dehiscence.",
        "vs": "Asymmetric SNHL needs MRI IAMs to exclude a cerebellopontine angle lesion.",
        "mdds": "Classic motion-triggered mal de débarquement.",
        "presby": "Multifactorial imbalance with age-related vestibular decline; high falls risk.",
        "oh": "Dizziness is haemodynamic; significant postural drop today.",
    }[k]


def plan_lines(nb, case):
    rng, k = case.rng, case.dx["key"]
    m = case.sp("manoeuvre", "maneuver")
    items = {
        "pc_bppv": ["Epley %s performed today on the %s (see procedure note)." % (m, case.side),
                    "Stop prochlorperazine.", "Review in 4-6 weeks if symptoms persist; Brandt-Daroff exercises if recurrence."],
        "hc_bppv": ["Lempert (BBQ roll) %s performed." % m, "Forced prolonged positioning on the unaffected side overnight.",
                    "Review 2 weeks."],
        "vm": ["Start amitriptyline 10 mg nocte, increase by 10 mg every 2 weeks to 30 mg.",
               "Headache diary; limit analgesics to <10 days/month.", "Vestibular rehab referral.", "Review 3 months."],
        "menieres": ["Betahistine 16 mg TDS for 3 months trial.", "Low salt diet (<2 g sodium/day), limit caffeine.",
                     "Buccal prochlorperazine 3 mg for attacks.", "Repeat audiogram in 3 months.",
                     "Discussed intratympanic steroid if attacks persist."],
        "vn": ["Vestibular rehabilitation (gaze stabilisation).", "Stop vestibular sedatives.", "Review after 8 weeks of VRT."],
        "pppd": ["Explained diagnosis with the 'smoke alarm' analogy.", "Start sertraline 25 mg, increase to 50 mg after 2 weeks.",
                 "Vestibular physiotherapy with habituation + CBT referral."],
        "bvl": ["Bloods: B12, folate, TFTs, HbA1c, syphilis serology.", "MRI brain.", "Balance rehab and falls prevention.",
                "Advise against swimming in the dark."],
        "scd": ["High-resolution CT temporal bones.", "cVEMP/oVEMP thresholds.", "Discuss at skull base MDT."],
        "vs": ["MRI IAMs with gadolinium.", "Refer to skull base MDT if confirmed.", "Hearing aid assessment."],
        "mdds": ["Explained diagnosis; optokinetic re-adaptation programme.", "Trial of low dose clonazepam discussed."],
        "presby": ["Falls clinic referral.", "Strength and balance programme (Otago).", "Review footwear; vision check."],
        "oh": ["Medication review - reduce doxazosin.", "Fluids 2 L/day, slow transitions.", "24 h BP monitor."],
    }[k]
    bullet = rng.choice(["n", "- ", "* "])
    for i, it in enumerate(items):
        nb.add("%d. " % (i + 1) if bullet == "n" else bullet, it, "\n")
    if rng.random() < 0.5:
        nb.add(rng.choice(["- Follow-up booked for ", "- Next appointment: ", "- Review on "]),
               case.D(L.shift(case.visit, rng.randint(21, 120))), "\n")
    if rng.random() < 0.3:
        nb.add("- Written information given; see ", (case.hosp_url, "URL"), "\n")


def _report_header(nb, case, title):
    rng = case.rng
    nb.add((case.hosp.upper() if rng.random() < 0.5 else case.hosp, "HOSPITAL"), "\n")
    nb.add(rng.choice(["Vestibular Laboratory", "Audiology & Vestibular Physiology", "Balance Investigations Unit",
                       "Neuro-otology Lab"]), rng.choice([" - ", ", "]), F.room_items(case), "\n")
    nb.add(title, "\n", "-" * len(title), "\n")


def vng_caloric(case, nb):
    rng = case.rng
    sci = case.clin("scientist")
    doc = case.clin("doctor")
    _report_header(nb, case, rng.choice(["VIDEONYSTAGMOGRAPHY (VNG) AND CALORIC REPORT", "VNG / Bithermal Caloric Test",
                                         "Oculomotor, Positional and Caloric Testing"]))
    nb.add("Patient: ", case.ptn("last_first"), "    ", case.mrn[0], ": ", (case.mrn[1], "MRN"), "\n")
    nb.add("DOB: ", case.D(case.dob), "   Age: ", (str(case.age), "AGE"), "   Sex: ", case.pt.sex, "\n")
    if case.nhs and rng.random() < 0.5:
        nb.add("NHS No: ", (case.nhs, "MRN"), "\n")
    if case.natid and case.cc in ("US", "SG") and rng.random() < 0.5:
        nb.add(case.natid[0], ": ", (case.natid[1], "SSN"), "\n")
    nb.add("Referred by: ", K.cname(doc, rng.choice(["dr_full", "dr_last"])), "\n")
    nb.add("Test date: ", case.D(case.visit), " %02d:%02d" % (rng.randint(8, 16), rng.randint(0, 59)), "\n")
    acc = rng.choice(["VNG", "VL", "VES"]) + "-" + str(case.visit.year % 100) + "-" + L.digits(rng, 5)
    nb.add(rng.choice(["Report No: ", "Accession: ", "Study ID: "]), (acc, "IDNUM"), "\n")
    if rng.random() < 0.5:
        nb.add("Encounter: ", (L.digits(rng, 9), "ACCOUNT"), "\n")
    model = rng.choice(C.DEVICE_MODELS["vng"])
    nb.add("Equipment: ", model, " goggles, SN ", (L.letters(rng, 2) + L.digits(rng, 7), "DEVICE"),
           "; air irrigator ", rng.choice(["AirCal 2", "ThermoFlow A"]), "\n")
    nb.add("Operator: ", K.cname(sci, "full"), " (login ", (sci.login, "USERNAME"), ")\n\n")
    nb.add("Pre-test: ", rng.choice(["Vestibular suppressants stopped 48 h prior.", "No sedatives for 48 h. Caffeine avoided.",
                                     "Patient had taken cinnarizine the day before - results may be affected."]), "\n\n")
    k, s = case.dx["key"], case.side
    nb.add("1. Oculomotor\n")
    nb.add("   Spontaneous nystagmus (no fixation): ",
           ("%s-beating, SPV %d deg/s" % (C.other(s), rng.randint(2, 6))) if k == "vn" else "none", "\n")
    nb.add("   Gaze testing (30 deg): ", rng.choice(["no gaze-evoked nystagmus", "normal", "end-point nystagmus only, fatigues"]), "\n")
    nb.add("   Saccades: latency %d ms, accuracy %d%%, peak velocity normal\n" % (rng.randint(170, 240), rng.randint(88, 100)))
    nb.add("   Smooth pursuit gain 0.2 Hz: R %.2f / L %.2f\n" % (rng.uniform(0.8, 1.0), rng.uniform(0.8, 1.0)))
    nb.add("   OKN: symmetrical\n\n")
    nb.add("2. Positional / positioning\n")
    for p in C.positional(case):
        nb.add("   ", p, "\n")
    rw, rc, lw, lc, cp, dp = C.caloric(case)
    nb.add("\n3. Bithermal ", rng.choice(["air (24/50 deg C)", "water (30/44 deg C)"]), " calorics - peak SPV (deg/s)\n")
    nb.add("   %-10s %6s %6s\n" % ("", "Warm", "Cool"))
    nb.add("   %-10s %6d %6d\n" % ("Right", rw, rc))
    nb.add("   %-10s %6d %6d\n" % ("Left", lw, lc))
    nb.add("   Canal paresis (Jongkees): %d%% %s   (normal < 22%%)\n" % (abs(cp), "R" if cp < 0 else "L") if abs(cp) >= 1 else "   Canal paresis: 0%\n")
    nb.add("   Directional preponderance: %d%% %s   (normal < 28%%)\n" % (abs(dp), rng.choice(["R", "L"])))
    if k == "bvl":
        nb.add("   Ice water (4 deg C) 2 ml: no response either side.\n")
    nb.add("   Fixation index: normal suppression.\n\n")
    nb.add("Conclusion: ")
    if abs(cp) >= 22:
        nb.add("Significant %s canal paresis (%d%%), indicating reduced %s peripheral vestibular function." % (
            "right" if cp < 0 else "left", abs(cp), "right" if cp < 0 else "left"))
    elif k == "bvl":
        nb.add("Bilaterally reduced caloric responses (sum of SPV < 20 deg/s) - consistent with bilateral vestibulopathy.")
    else:
        nb.add("Caloric responses within normal limits. No central oculomotor signs.")
    if k == "pc_bppv":
        nb.add(" Positional findings consistent with %s posterior canal BPPV." % s)
    nb.add("\n\n")
    nb.add("Reported by: ", K.cname(sci, "full"), ", ", sci.job, "\n")
    nb.add(sci.reg[0], " ", (sci.reg[1], "LICENSE"), "   Date: ", case.D(L.shift(case.visit, rng.randint(0, 6))), "\n")
    if rng.random() < 0.6:
        nb.add("Exported from ", rng.choice(["VNG-LAB", "VEST-WS", "AUD-PC"]), str(rng.randint(1, 6)), " (",
               (L.private_ip(rng), "IPADDR"), ")\n")
    if rng.random() < 0.4:
        nb.add("Copy: ", K.cname(case.gp, "dr_full"), ", ", (case.practice, "HOSPITAL"), "\n")


def vhit_result(case, nb):
    rng = case.rng
    sci = case.clin(rng.choice(["scientist", "audiologist"]))
    _report_header(nb, case, rng.choice(["VIDEO HEAD IMPULSE TEST (vHIT)", "vHIT Report", "Head Impulse Test - Video"]))
    style = rng.choice(["table", "compact"])
    nb.add("Name: ", case.ptn(rng.choice(["last_first", "full"])), "\n")
    nb.add(case.mrn[0], ": ", (case.mrn[1], "MRN"), "   DOB: ", case.D(case.dob), "   Age: ", (str(case.age), "AGE"), "\n")
    if case.plan and case.cc in ("US", "AU", "CA") and rng.random() < 0.5:
        nb.add(case.plan[0], ": ", (case.plan[1], "HEALTHPLAN"), "\n")
    nb.add("Date of test: ", case.D(case.visit), "\n")
    nb.add("Clinician: ", K.cname(sci, "full"), "  User: ", (sci.login, "USERNAME"), "\n")
    model = rng.choice(C.DEVICE_MODELS["vhit"])
    nb.add("System: ", model, " (camera SN ", (L.digits(rng, 4) + "-" + L.letters(rng, 2) + L.digits(rng, 3), "DEVICE"), ")\n")
    if rng.random() < 0.6:
        nb.add("Test ID: ", ("VH" + L.digits(rng, 8), "IDNUM"), "\n")
    nb.add("\nClinical question: ", rng.choice(["?unilateral hypofunction", "?bilateral vestibulopathy", "dizziness, r/o peripheral loss",
                                                 "monitoring after IT gentamicin", "persistent imbalance post neuritis",
                                                 "recurrent vertigo, compare with calorics"]), "\n")
    nb.add("History: ", F.age_phrase(case, start=True), ". ", C.story(case)[0], "\n")
    nb.add("Conditions: ", rng.choice(["seated, target at 1.5 m", "target at 1 m, lights on", "head-fixed target 1.5 m, goggles re-tightened x1"]),
           "; ", rng.choice(["passive unpredictable impulses", "impulses 10-20 deg amplitude", "peak head velocity 150-250 deg/s"]),
           "; tolerated ", rng.choice(["well", "with neck stiffness", "with mild nausea"]), ".\n\n")
    g = C.vhit(case)
    n = {c: rng.randint(8, 22) for c in sorted(g)}
    names = [("LL", "Left lateral"), ("RL", "Right lateral"), ("LA", "Left anterior"), ("RP", "Right posterior"),
             ("RA", "Right anterior"), ("LP", "Left posterior")]
    if style == "table":
        nb.add("%-17s %-10s %-9s %s\n" % ("Canal", "Gain 60ms", "Impulses", "Saccades"))
        for c, nm in names:
            sac = "covert+overt" if g[c] < 0.7 else ("overt, few" if g[c] < 0.8 else "none")
            nb.add("%-17s %-10.2f %-9d %s\n" % (nm, g[c], n[c], sac))
        nb.add("Gain asymmetry (lateral): %d%%\n" % round(100 * abs(g["LL"] - g["RL"]) / (g["LL"] + g["RL"])))
    else:
        nb.add("Lateral: L %.2f / R %.2f. LARP: LA %.2f, RP %.2f. RALP: RA %.2f, LP %.2f.\n" % (
            g["LL"], g["RL"], g["LA"], g["RP"], g["RA"], g["LP"]))
        nb.add("Normative: lateral >= 0.80, vertical >= 0.70.\n")
    low = [nm for c, nm in names if (g[c] < 0.8 and c in ("LL", "RL")) or (g[c] < 0.7 and c not in ("LL", "RL"))]
    nb.add("\nInterpretation: ")
    if not low:
        nb.add(rng.choice(["Normal VOR gain in all six canals with no refixation saccades.",
                           "All canals within normal range. Normal vHIT does not exclude low-frequency loss (compare calorics)."]))
    else:
        nb.add("Reduced VOR gain: %s, with corrective saccades. " % ", ".join(low).lower())
        if case.dx["key"] == "bvl":
            nb.add("Bilateral pattern consistent with bilateral vestibulopathy.")
        else:
            nb.add("Consistent with %s peripheral vestibular hypofunction." % case.side)
    if case.dx["key"] == "menieres":
        nb.add(" Note caloric-vHIT dissociation is common in Ménière's disease.")
    nb.add("\nArtefact: ", rng.choice(["minimal", "goggle slippage on 3 impulses excluded", "blinks removed"]), "\n")
    if rng.random() < 0.5:
        nb.add("SHIMP (lateral): anti-compensatory saccades ", rng.choice(["present bilaterally", "reduced on the %s" % case.side, "present, peak velocity symmetrical"]), ".\n")
    if rng.random() < 0.5:
        nb.add("Previous vHIT ", case.D(L.shift(case.visit, -rng.randint(90, 700))), ": ", rng.choice(["similar", "lateral gains higher (0.9)", "not comparable (different system)"]), ".\n")
    nb.add("Recommendation: ", rng.choice(["correlate with caloric test", "vestibular rehabilitation", "repeat in 6 months",
                                          "results to referring clinician for clinic review"]), ".\n\n")
    nb.add("Reviewed: ", K.cname(case.clin("doctor"), "dr_full"), " on ", case.D(L.shift(case.visit, rng.randint(0, 10))), "\n")
    if rng.random() < 0.5:
        nb.add("Sent to ", (case.hosp_email, "EMAIL"), " / GP ", K.cname(case.gp, "dr_last"), "\n")
    if rng.random() < 0.5:
        nb.add("Workstation ", (L.private_ip(rng), "IPADDR"), "\n")

"""Genres: cochlear implant assessment MDT; vestibular assessment report."""
import blocks as B
import ids
import measures as M
import narr as N
import orgs
import pools_clin as PC


def ci_assessment_mdt(x):
    visit = x.rdate()
    s = orgs.site(x, "hosp", "ci")
    paed = x.p(0.3)
    pt = B.mkpt(x, visit, 1 if paed else 22, 12 if paed else 91)
    P = pt.person
    x.add(x.ch(["COCHLEAR IMPLANT ASSESSMENT - MULTIDISCIPLINARY TEAM MEETING",
                "CI Candidacy MDT - Minutes", "AUDITORY IMPLANT MDT: ASSESSMENT OUTCOME"]), "\n",
          ("HOSPITAL", s["name"]), " - ", s["dept"], "\n")
    x.add("Date: ", ("DATE", x.d(visit)), "   ", B.ttime(x), "   Venue: ",
          x.ch(["Seminar Room ", "Meeting Room ", "Room ", "Teams / Room "]),
          ("LOCATION_OTHER", x.ch(["3", "4.12", "B2", "7", "G14"])), "\n\n")
    team = [orgs.clin(x, "ent"), orgs.clin(x, "ci_coord"), orgs.clin(x, "aud"), orgs.clin(x, "slt"),
            orgs.clin(x, "psych"), orgs.clin(x, "radio")]
    if paed:
        team.append(orgs.clin(x, "paed"))
    x.add("Present:\n")
    for i, cl in enumerate(team):
        x.add("  ", B.clin_name(x, cl, cl.kind in ("ent", "radio", "paed", "psych")), " - ", cl.role,
              " (chair)" if i == 0 else "", "\n")
    if x.p(0.6):
        ap = orgs.clin(x, x.ch(["nurse", "avm", "genet"]))
        x.add("Apologies: ", ("DOCTOR", ap.p.plain()), " (", ap.role, ")\n")
    minute = x.person()
    x.add("Minutes: ", ("DOCTOR", minute.plain()), "\n\n")
    ncase = x.r.randint(2, 6)
    x.add("CASE %d of %d\n" % (x.r.randint(1, ncase), ncase))
    x.add("Patient: ", ("PATIENT", P.LF()), " | ", B.age_piece(x, pt), " | ", B.sexw(x, pt), " | ",
          B.pt_ids(x, pt, " | "), "\n")
    ref = orgs.clin(x, x.ch(["ent", "aud"]))
    refd = x.shift(visit, -x.r.randint(60, 300))
    x.add("Referred by ", B.clin_name(x, ref), ", ", ("HOSPITAL", orgs.hospital(x, "hosp")), ", on ",
          ("DATE", x.d(refd)), "\n\n")
    x.add("BACKGROUND\n")
    if paed:
        x.add(x.ch(["Bilateral severe-profound SNHL identified via newborn screen; aided from ",
                    "Progressive SNHL (EVA) - aided from "]), ("AGE", str(x.r.randint(2, 8))),
              " months. ", x.ch(PC.SYNDROMES), ". Attends ", ("ORGANIZATION", orgs.school(x, "early" if pt.age < 5 else "primary")),
              ". Parents ", ("FAMILY", x.person("F", last=P.last if x.p(0.6) else None, middle_p=0).first), " and ",
              ("FAMILY", x.person("M", middle_p=0).first), " attended pre-assessment.\n")
    else:
        y0 = visit.year - x.r.randint(5, 35)
        x.add("Progressive bilateral SNHL since ", ("DATE", str(y0)), "; hearing aids since ",
              ("DATE", str(y0 + x.r.randint(1, 5))), ". ", x.ch(["Aetiology unknown.", "Probable familial.",
                                                                  "Previous meningitis.", "Otosclerosis - stapedotomy L.",
                                                                  "Noise + presbycusis."]), " ")
        x.add(N.noise_hx(x, pt, visit, x.p(0.4)))
        x.add(N.social(x, pt, visit), "\n")
    maker, model = x.ch([m for m in PC.HA_MODELS if "UP" in m[1] or "SP" in m[1] or "Power" in m[1] or "BTE" in m[1]] or PC.HA_MODELS)
    x.add("Current aids: ", maker, " ", model, " R SN ", ("DEVICE", ids.serial(x)), ", L SN ",
          ("DEVICE", ids.serial(x)), ". Daily use ", str(x.r.randint(8, 16)), " h (datalogging).\n\n")
    th = M.thresholds(x, "profound")
    x.add("AUDIOLOGY (", ("DOCTOR", team[2].p.first), ")\nUnaided: R ", M.inline(th, "R"), "\n          L ",
          M.inline(th, "L"), "\n")
    bkr, bkl = x.r.randint(0, 48), x.r.randint(0, 48)
    if paed and pt.age < 5:
        x.add("Aided: VRA responses to speech at 55-65 dB(A) only; LittlEARS %d/35; CAP-II %d.\n" % (x.r.randint(5, 25), x.r.randint(1, 4)))
    elif paed:
        x.add("Aided: BKB sentences (Bamford-Kowal-Bench) %d%% in quiet; Manchester Junior Words %d%%; CAP-II %d.\n" % (
            x.r.randint(0, 40), x.r.randint(10, 50), x.r.randint(2, 5)))
    elif x.c == "US":
        x.add("Best-aided AzBio (quiet, 60 dBA): R %d%%, L %d%%, binaural %d%%; CNC words %d%%. Meets CMS/FDA criteria.\n" % (
            bkr, bkl, min(60, max(bkr, bkl) + 8), x.r.randint(4, 40)))
    else:
        x.add("Aided BKB (quiet, 70 dB SPL): R %d%%, L %d%%, binaural %d%%. Meets NICE TA566 criterion (<50%%).\n" % (
            bkr, bkl, min(55, max(bkr, bkl) + 6)))
    if not paed:
        x.add("NCIQ (Nijmegen Cochlear Implant Questionnaire) baseline %d; HUI3 %.2f; SSQ12 %.1f.\n" % (
            x.r.randint(25, 60), x.r.uniform(0.2, 0.8), x.r.uniform(1.5, 5.5)))
    rad = team[5]
    mri = x.shift(visit, -x.r.randint(10, 60))
    x.add("\nIMAGING (", B.clin_name(x, rad, True), ")\n", x.ch(PC.IMAGING), " ", ("DATE", x.d(mri)), ": ",
          x.ch(["both cochleae patent, normal cochlear nerves.", "L cochlear ossification basal turn - consider R.",
                "incomplete partition type II bilaterally (Mondini).", "normal; small vascular loop L CPA, not significant."]),
          " Accession ", ("IDNUM", ids.idnum(x, "acc")), "\n")
    vh, ab = M.vhit(x)
    x.add("\nVESTIBULAR\n", vh)
    slt = (["pre-verbal; total communication at home; family committed to AVT.",
            "spoken language delayed (receptive > expressive); signs supported by family."] if paed else
           ["relies on lipreading; speech intelligibility good. Realistic goals.",
            "telephone use impossible; wants to return to work.",
            "marked lipreading dependence; voice quality preserved."])
    x.add("\nSLT (", ("DOCTOR", team[3].p.first), "): ", x.ty(x.ch(slt)), "\n")
    x.add("PSYCHOLOGY: ", x.ty(x.ch(["expectations realistic; HADS A 9 D 6; good support network.",
                                   "low mood related to isolation - supportive sessions offered.",
                                   "no concerns."])), "\n")
    x.add("MEDICAL: fit for GA; ", x.ch(["ASA 2", "ASA 1", "ASA 3 - anaesthetic review"]), "; pneumococcal vaccination ",
          x.ch(["up to date", "to be arranged (PCV13 then PPSV23)"]), ".\n\n")
    ear = "R" if ab == "L" else x.ch(["R", "L"])
    dev = x.ch(PC.CI_IMPLANTS)
    proc = x.ch(PC.CI_PROC)
    cand = x.p(0.8)
    if not cand:
        x.add("OUTCOME\nNot a candidate at present - aided speech scores above criterion; optimise aids (re-fit, REM), ",
              "re-assess in 12 months.\n")
    else:
        x.add("OUTCOME\n", "Candidate - bilateral simultaneous implantation" if paed else "Suitable candidate - unilateral CI",
              ". Ear: ", "bilateral" if paed else ear, "" if paed else " (" + x.ch(["poorer ear", "better vestibular function contralateral", "shorter deprivation"]) + ")",
              ". Device choice: ", dev, " with ", proc, ".\n")
        surg = x.shift(visit, x.r.randint(30, 150))
        x.add("Provisional surgery: ", ("DATE", x.d(surg, x.ch(["my", None]))), " (", B.clin_name(x, team[0], True), ").\n")
    if x.c == "US":
        x.add("Prior authorization ", ("IDNUM", ids.idnum(x, "claim")), " submitted to ", ("ORGANIZATION", orgs.insurer(x)),
              ", member ", ("HEALTHPLAN", ids.healthplan(x)), ", group ", ("HEALTHPLAN", ids.group_no(x)), ".\n")
    elif x.c == "AU" and x.p(0.6):
        x.add("Public list; Medicare ", ("HEALTHPLAN", ids.medicare_au(x)), ".\n")
    x.add("\nACTIONS\n")
    x.add("- ", ("DOCTOR", team[1].p.plain()), " to phone ", "family" if paed else "patient", " on ", ("PHONE", pt.phone), " with outcome\n")
    gp = orgs.clin(x, "gp")
    x.add("- Letter to ", "PCP " if x.c == "US" else "GP ", x.drt(), " ", ("DOCTOR", gp.p.plain()), " and referrer\n")
    if cand:
        x.add("- Consent clinic ", ("DATE", x.d(x.shift(visit, x.r.randint(7, 40)))), "\n")
    else:
        x.add("- Re-referral to MDT ", ("DATE", x.d(x.shift(visit, 365), "my")), "\n")
    x.add("Next MDT: ", ("DATE", x.dw(x.shift(visit, 28), x.p(0.3))), "\n")


def vestibular_assessment(x):
    visit = x.rdate()
    s = orgs.site(x, x.ch(["hosp", "aud"]), "vest")
    pt = B.mkpt(x, visit, 21, 88)
    P = pt.person
    aud = orgs.clin(x, x.ch(["aud", "aud", "avm"]))
    B.letterhead(x, s)
    x.add(x.ch(["VESTIBULAR ASSESSMENT REPORT", "Balance Function Testing - Report", "VNG / vHIT / CALORIC REPORT"]), "\n\n")
    B.pt_header(x, pt, visit)
    x.add("Test date: ", ("DATE", x.d(visit)), "   Lab: ", x.ch(["Balance lab ", "Room ", "Vestibular suite "]),
          ("LOCATION_OTHER", x.ch(["1", "5", "B", "2A"])), "\n")
    ref = orgs.clin(x, x.ch(["ent", "gp", "avm"]))
    x.add("Referrer: ", B.clin_name(x, ref, True), ", ", ("HOSPITAL", orgs.hospital(x, x.ch(["hosp", "gp"]))), "\n\n")
    dx = x.ch(["bppv", "neuritis", "vm", "menieres", "pppd", "normal"])
    x.add("HISTORY\n")
    hist = {"bppv": "Brief rotatory vertigo (<1 min) on rolling over in bed and looking up, ",
            "neuritis": "Sudden severe continuous vertigo with vomiting lasting 3 days, now imbalance on head turns, ",
            "vm": "Recurrent vertigo lasting minutes to hours with photophobia and headache, ",
            "menieres": "Episodes of rotatory vertigo 2-6 h with R aural fullness, roaring tinnitus and fluctuating hearing, ",
            "pppd": "Persistent non-spinning dizziness worse in supermarkets and with busy visual scenes, ",
            "normal": "Intermittent light-headedness on standing, no true vertigo, "}[dx]
    x.add(x.ty(hist), *N.onset(x, visit), ". ")
    if x.p(0.3):
        x.add("First episode while on holiday in ", ("COUNTRY", B.foreign_country(x)), ". ")
    x.add(x.ch(["Falls: nil. ", "One fall, no injury. ", "Uses a stick outdoors. "]), N.noise_hx(x, pt, visit, x.p(0.3)), "\n")
    x.add("PMH: ", ", ".join(M.pmh(x, age=pt.age)), ".\nMedication:\n", M.meds(x))
    dp, de, df = x.r.randint(1, 14) * 2, x.r.randint(0, 18) * 2, x.r.randint(1, 18) * 2
    x.add("DHI: %d/100 (P %d, E %d, F %d)\n\n" % (dp + de + df, dp, de, df))
    x.add("RESULTS (", x.ch(PC.VEST_EQ), ")\nOculomotor: saccades, smooth pursuit and OKN ",
          x.ch(["normal", "normal for age", "pursuit mildly saccadic (age-appropriate)"]), ".\n")
    x.add("Spontaneous/gaze nystagmus (fixation removed): ", x.ch(["none", "L-beating 3 deg/s, increasing on L gaze (Alexander's law)",
                                                               "none; head-shake nystagmus absent"]), ".\n")
    side = "R" if dx == "menieres" else x.ch(["R", "L"])
    if dx == "bppv":
        x.add("Dix-Hallpike: ", side, " positive - upbeating torsional nystagmus, latency %d s, duration %d s, fatigable; " % (
            x.r.randint(1, 6), x.r.randint(10, 40)), "contralateral negative. Supine roll test negative.\n")
    else:
        x.add("Dix-Hallpike and supine roll: negative bilaterally.\n")
    vh, ab = M.vhit(x, side if dx == "neuritis" else None)

    x.add(vh)
    if x.p(0.7):
        x.add(M.calorics(x, side if dx in ("neuritis", "menieres") else None))
    if x.p(0.5):
        x.add(M.vemp(x))
    if x.p(0.5):
        th = M.thresholds(x, "reverse" if dx == "menieres" else x.ch(["normal", "presby"]))
        x.add("Audiogram same day: ", M.describe(th), ".\n")
    x.add("Fistula test (Hennebert sign) negative; Tullio phenomenon absent.\n")
    if x.p(0.4):
        x.add("Nijmegen Questionnaire: %d (hyperventilation screen %s).\n" % (x.r.randint(8, 35), x.ch(["negative", "positive"])))
    x.add("Romberg negative; Fukuda stepping test: ", x.ch(["no rotation", "rotation 45 deg to the %s" % side.replace("R", "right").replace("L", "left")]),
          ".\n\nIMPRESSION\n")
    imp = {"bppv": "%s posterior canal BPPV (canalithiasis). Treated with Epley manoeuvre x2 - resolved on re-test." % side,
           "neuritis": "Uncompensated %s peripheral vestibular hypofunction, consistent with previous vestibular neuritis." % side,
           "vm": "Normal peripheral vestibular function; history meets Barany criteria for probable vestibular migraine.",
           "menieres": "Findings supportive of %s Meniere's disease (AAO-HNS 1995 / Barany 2015)." % side,
           "pppd": "Normal peripheral results; presentation in keeping with PPPD.",
           "normal": "No evidence of peripheral vestibular dysfunction. Orthostatic BP recommended."}[dx]
    x.add(x.ty(imp), "\n\nPLAN\n")
    x.add("- ", x.ch(["Vestibular rehabilitation (Cawthorne-Cooksey / gaze stabilisation) with physio",
                      "Brandt-Daroff exercises taught; review 4 weeks", "Refer ENT / neurology as appropriate",
                      "Betahistine trial per ENT; low-salt diet advice"]), ".\n")
    if x.p(0.6):
        drv = {"UK": "DVLA", "IE": "NDLS", "US": "DMV", "CA": "Ministry of Transportation", "AU": "Austroads", "NZ": "NZTA"}[x.c]
        x.add("- Driving: advised not to drive ", x.ch(["until symptom-free for 3 months", "during active episodes"]),
              " (", drv, " guidance). ")
        if x.p(0.6):
            x.add("Licence no. ", ("LICENSE", ids.driver_licence(x, P)), " recorded on form.")
        x.add("\n")
    if x.p(0.5):
        x.add("- Transport: patient drove today (reg ", ("VEHICLE", ids.vehicle(x)), "); advised not to drive home after calorics - ",
              x.ch(["husband", "wife", "son", "daughter"]), " collecting.\n")
    x.add("\n")
    B.sig(x, aud, lic_p=0.6, contact=x.ch([None, "ext"]), closing=x.ch(["Reported by:", "Signed:"]))
    if x.p(0.6):
        x.add("\n")
        B.gp_block(x, label="cc: GP - ")

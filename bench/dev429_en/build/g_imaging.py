"""Genres: echocardiography report, cardiac MRI report, CPET report."""
from doc import Doc, P
from case import Case
import blocks as B
import fake as F
import findings as FD
import pool_clinical as C
import pool_places as PL


def _demog(d, K, kind):
    rng = K.rng
    style = rng.randint(0, 2)
    if style == 0:
        d.ln("Name: ", K.pn(rng.choice(["comma", "full"])), "    MRN: ", P(K.mrn, "MRN"))
        d.ln("DOB: ", K.d(K.dob, "num"), " (", K.age_p(), rng.choice(["y", " yrs", " years"]), ")    Sex: ",
             rng.choice([K.sex, "Female" if K.sex == "F" else "Male"]))
    elif style == 1:
        d.ln("PATIENT: ", K.pn("comma"), " | ", K.age_p(), K.sex, " | DOB ", K.d(K.dob, "num"), " | MRN ", P(K.mrn, "MRN"))
    else:
        d.w("Patient: ", K.pn("full"), "   ")
        K.ids_line(d)
        d.ln("Age at study: ", K.age_p())
    d.w("Study date: ", K.dv(rng.choice(["num", "short", "iso"])), " %02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)))
    d.w("    Accession: ", P(F.idnum(rng, kind), "IDNUM"))
    if rng.random() < 0.4:
        d.w("    Order: ", P(F.idnum(rng, "order"), "IDNUM"))
    if K.c == "US" and rng.random() < 0.5:
        d.w("    Acct: ", P(K.acct, "ACCOUNT"))
    d.nl()
    if rng.random() < 0.35:
        d.ln("Location: ", P(rng.choice(PL.WARDS), "HOSPITAL"), ", bed ", P(str(rng.randint(1, 32)), "LOCATION_OTHER"))
    else:
        d.ln("Location: ", rng.choice(["Outpatient", "OP - ACHD clinic", "Day case unit",
                                       {"echo": "Echo room", "mri": "CMR suite", "cpet": "CPET lab"}[kind]]))
    if kind == "echo" and rng.random() < 0.5:
        d.ln("Room: ", P(str(rng.randint(1, 6)), "LOCATION_OTHER"))


def echo_report(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    d.ln(P(K.centre, "HOSPITAL"), " - ", rng.choice(["Echocardiography Laboratory", "Cardiac Physiology Department",
                                                     "Non-invasive Cardiology", "Adult Echo Lab"]))
    d.ln(rng.choice(["TRANSTHORACIC ECHOCARDIOGRAM REPORT", "Transthoracic Echocardiogram - ACHD protocol",
                     "ECHOCARDIOGRAPHY REPORT (TTE)"]))
    d.nl()
    _demog(d, K, "echo")
    d.ln("Referrer: ", K.dr("cons", rng.choice(["title_full", "title_last"])), "    Sonographer: ",
         K.nm("sono", rng.choice(["full", "init_last"])), rng.choice([" (BSE accredited)", ", RDCS", ""]),
         "    Reporting: ", K.dr("echo_dr", "title_last"))
    v = FD.vitals(rng, K.L)
    d.ln("Ht %s cm  Wt %s kg  BSA %s m2  BP %s mmHg  HR %s bpm  Rhythm: %s" % (
        v["ht"], v["wt"], v["bsa"], v["bp"], v["hr"], rng.choice(["SR", "sinus", "paced", "AF"])))
    d.ln("Indication: ", rng.choice(["Annual surveillance - ", "Increasing breathlessness - ", "Pre-MDT assessment - ",
                                     "Palpitations - ", "Pregnancy (2nd trimester) - "]), K.L["dx"])
    d.ln("Image quality: ", rng.choice(["good", "adequate", "suboptimal (body habitus)", "limited apical windows"]),
         ". Equipment: ", rng.choice(C.ECHO_MACHINES), ".", rng.choice(["", " SonoVue contrast used for LV opacification.",
                                                                         " Agitated saline study performed."]))
    d.nl().ln("MEASUREMENTS")
    tab = rng.random() < 0.6
    for name, val, unit, ref in FD.echo_rows(rng, K.L):
        if tab:
            d.ln("  %-30s %-8s %-6s %s" % (name, val, unit, ("(" + ref + ")") if ref else ""))
        else:
            d.ln(name, ": ", val, (" " + unit) if unit else "", ("  [ref " + ref + "]") if ref else "")
    d.nl().ln("FINDINGS")
    for s in FD.echo_text(rng, K.L):
        d.ln(rng.choice(["", "- "]), s)
    if K.L["device"]:
        d.ln("Device lead(s) seen in the ", rng.choice(["RA and subpulmonary LV", "RA/RV", "venous atrium"]), ".")
    d.nl().ln(rng.choice(["CONCLUSION", "SUMMARY", "Conclusions:"]))
    prev = K.rel(-rng.randint(180, 760))
    concl = FD.echo_text(rng, K.L)[:2]
    for i, s in enumerate(concl):
        d.ln("%d. " % (i + 1), s)
    d.w("%d. Compared with study of " % (len(concl) + 1), K.d(prev, rng.choice(["num", "short", "my"])))
    if rng.random() < 0.4:
        d.w(" (", P(F.idnum(rng, "echo"), "IDNUM"), ")")
    d.ln(": ", rng.choice(["no significant change.", "RV slightly larger.", "function marginally worse.", "improved."]))
    d.nl()
    d.ln("Sonographer: ", K.nm("sono", "full"))
    B.e_sign(d, K, "echo_dr")
    if rng.random() < 0.35:
        d.ln("Images archived to PACS node ", P(F.ip(rng), "IPADDR"), " (", rng.choice(["IntelliSpace", "EchoPAC", "Syngo"]), ")")
    if rng.random() < 0.25:
        d.ln("Queries: echo lab ", P(F.phone(rng, K.c), "PHONE"), " / ", P(F.team_email(rng), "EMAIL"))
    return d, K


def cmr_report(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    d.ln(P(K.centre, "HOSPITAL"), rng.choice([" - Cardiac MRI Unit", " | Department of Radiology - Cardiac Imaging",
                                               "\nCardiovascular Magnetic Resonance"]))
    d.ln(rng.choice(["CARDIAC MRI REPORT", "CMR REPORT", "MR HEART (CONGENITAL) WITH CONTRAST"]))
    d.nl()
    _demog(d, K, "mri")
    d.ln("Referring clinician: ", K.dr("cons", "title_full"))
    q = {"rtof": ["RV volumes for timing of PVR", "PR fraction, RVOT aneurysm?"],
         "fontan": ["Fontan pathway assessment, thrombus?", "Collateral burden, ventricular function"],
         "tga_atrial": ["Systemic RV function, baffle patency"], "cctga": ["Systemic RV function, TR quantification"],
         "tga_aso": ["Neo-aortic root size, branch PAs, coronary origins"],
         "coa": ["Aortic dimensions and recoarctation"], "ebstein": ["Functional RV volume pre cone repair"],
         "avsd": ["Left AVV regurgitant fraction"], "eisen": ["RV function, PA size"],
         "pa_conduit": ["Conduit function, branch PAs"], "asd": ["Residual shunt, RV size post closure"]}[K.L["key"]]
    d.ln("Clinical question: ", rng.choice(q), " (", K.L["short"], ")")
    d.ln("Scanner: ", rng.choice(C.MRI_SCANNERS))
    d.ln("Contrast: ", rng.choice(["gadobutrol (Gadovist) 0.1 mmol/kg", "gadoterate (Dotarem) 0.2 mmol/kg",
                                   "no contrast (eGFR 28)", "gadobutrol 7.5 mL IV"]))
    if K.L["device"]:
        maker, model = rng.choice(C.PACERS[:5] if K.L["device"] == "pacer" else C.ICDS)
        d.w("Device: MR-conditional ", maker, " ", model, " SN ", P(F.device_serial(rng, maker), "DEVICE"))
        d.w("; programmed to ", rng.choice(["DOO 80", "VOO 70", "ODO (monitor only)"]), " by ", K.nm("phys", "full"),
            " (cardiac physiologist) and restored post scan.").nl()
    if rng.random() < 0.3:
        d.ln("Sedation: none. Staff: radiographer ", K.nm("radiog", "init_last"), ".")
    d.nl().ln("Technique")
    d.ln(rng.choice(["SSFP cine imaging (2ch, 4ch, SAx stack, RVOT, LVOT), through-plane phase-contrast flow "
                     "(Ao, MPA, LPA, RPA), 3D whole-heart (navigator-gated), contrast MRA and LGE.",
                     "Standard ACHD protocol: cines, flow, 3D SSFP, first-pass perfusion omitted, LGE at 10 min.",
                     "Cines, phase-contrast flow quantification, 4D flow research sequence, LGE (PSIR)."]))
    d.nl().ln("Results (indexed to BSA %s m2)" % FD.vitals(rng, K.L)["bsa"])
    for name, val, unit, ref in FD.cmr_rows(rng, K.L):
        d.ln("  %-32s %-6s %-10s %s" % (name, val, unit, ("normal " + ref) if ref and ref != "-" else ""))
    d.nl().ln("Findings")
    for s in FD.cmr_text(rng, K.L):
        d.ln(s)
    if rng.random() < 0.5:
        prev = K.rel(-rng.randint(300, 1200))
        d.ln("Comparison with CMR of ", K.d(prev, rng.choice(["num", "my", "short"])), ": ",
             rng.choice(["RVEDVi increased by 12 ml/m2.", "no significant interval change.", "slight improvement in EF."]))
    d.nl().ln("Impression")
    d.ln("1. ", K.L["dx"], ".")
    d.ln("2. ", FD.cmr_text(rng, K.L)[0])
    if K.L["key"] == "rtof":
        d.ln("3. ", rng.choice(["Approaching", "Meets", "Does not yet meet"]), " criteria for PVR per ",
             rng.choice(C.GUIDELINES[:2]), ".")
    d.nl()
    d.w("Reported by: ", K.dr("rad", "title_full"), rng.choice([" (Consultant Radiologist)", ", FRCR", ", MD"]), " and ",
        K.dr("cons", "title_full"), " (Cardiology)").nl()
    if rng.random() < 0.6:
        B.e_sign(d, K, "rad", cred=rng.choice(["FRCR", "MD", "FRANZCR", "FRCPC"]))
    if rng.random() < 0.3:
        d.ln("Transcribed by ", K.nm("transcr", "full"), " / ", P(K.s("transcr").initials().lower(), "DOCTOR"))
    return d, K


def cpet_report(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    v = FD.cpet_vals(rng, K.L)
    d.ln(P(K.centre, "HOSPITAL"), " - ", rng.choice(["Cardiorespiratory Physiology", "Exercise Physiology Laboratory",
                                                     "Cardiac Physiology (CPET)"]))
    d.ln(rng.choice(["CARDIOPULMONARY EXERCISE TEST REPORT", "CPET REPORT", "Cardiopulmonary Exercise Test"]))
    d.nl()
    _demog(d, K, "cpet")
    d.ln("Referred by: ", K.dr("cons", "title_full"), "    Physiologist: ", K.nm("phys", "full"))
    d.ln("Diagnosis: ", K.L["dx"])
    d.w("Indication: ", rng.choice(["Serial assessment", "Pre-intervention assessment", "Pre-pregnancy counselling",
                                    "Prognostic assessment", "Occupational fitness"]))
    if rng.random() < 0.5:
        d.w(" - works as a ", P(K.prof, "PROFESSION"))
        if rng.random() < 0.4:
            d.w(" (", P(K.employer, "ORGANIZATION"), ")")
    d.nl()
    d.ln("Medication on test day: ", "; ".join(K.L["meds"]))
    d.ln("Protocol: ", rng.choice(["ramp 15 W/min", "ramp 20 W/min", "ramp 10 W/min", "modified Bruce (treadmill)"]),
         " on ", rng.choice(C.ERGOMETERS), "; breath-by-breath gas analysis (", rng.choice(C.CPET_KIT), ")")
    d.ln("Resting spirometry: FEV1 %s L, FVC %s L (FEV1/FVC %d%%)" % (v["fev1"], v["fvc"], rng.randint(68, 88)))
    d.ln("Weight %s kg" % v["weight"])
    d.nl().ln("RESULTS")
    tab = [("", "Rest", "AT", "Peak", "% pred"),
           ("VO2 (ml/kg/min)", "4.1", v["at"], v["pvo2"], v["pct"]),
           ("VO2 (L/min)", "0.31", "-", v["pvo2l"], ""),
           ("Workload (W)", "0", str(int(int(v["watts"]) * 0.55)), v["watts"], str(rng.randint(50, 105))),
           ("HR (bpm)", v["hr_rest"], str(int(v["hr_peak"]) - 35), v["hr_peak"], str(rng.randint(62, 98))),
           ("O2 pulse (ml/beat)", "5.2", "-", v["o2p"], str(rng.randint(55, 105))),
           ("BP (mmHg)", v["bp_rest"], "-", v["bp_peak"], ""),
           ("SpO2 (%)", v["sats_rest"], "-", v["sats_peak"], ""),
           ("RER", "0.84", "1.00", v["rer"], "")]
    for row in tab:
        d.ln("  %-20s %-9s %-7s %-9s %s" % row)
    d.ln("VE/VCO2 slope %s  |  OUES %s  |  Peak Borg %s/20" % (v["slope"], v["oues"], v["borg"]))
    if rng.random() < 0.5:
        B.hard_neg_line(d, K)
    d.ln("Reason for stopping: ", rng.choice(["leg fatigue", "breathlessness", "volitional exhaustion",
                                              "desaturation <80%", "target achieved"]))
    d.ln("ECG: ", rng.choice(["no ischaemic changes, no arrhythmia", "isolated VEs at peak", "chronotropic incompetence",
                              "brief run of atrial tachycardia in recovery (6 beats)"]))
    d.nl().ln("INTERPRETATION")
    pct = int(v["pct"])
    d.w("Maximal test (RER ", v["rer"], "). ", rng.choice(["Moderately", "Mildly", "Severely"]) if pct < 80 else "Normal",
        " reduced" if pct < 80 else "", " aerobic capacity for age and sex (", v["pct"], "% predicted, Wasserman/Hansen). ")
    d.w("VE/VCO2 slope ", "elevated" if float(v["slope"]) > 34 else "normal", ". ")
    if K.L["key"] == "fontan":
        d.w("Pattern typical of Fontan physiology with limited stroke volume augmentation. ")
    elif K.L["key"] == "eisen":
        d.w("Marked exercise-induced desaturation consistent with right-to-left shunt. ")
    d.w(rng.choice(["Compared with previous test (", "Prior CPET ("]), K.d(K.rel(-rng.randint(330, 900)), rng.choice(["my", "num"])),
        "): peak VO2 ", rng.choice(["stable", "down 2.1 ml/kg/min", "improved"]), ".").nl()
    d.nl()
    d.ln("Test supervised by ", K.nm("phys", rng.choice(["full", "init_last"])), rng.choice([", Clinical Physiologist", " (HCPC)", ""]))
    d.ln("Reported by ", K.dr("cpet_dr", "title_full"), ", ", K.dr("cpet_dr", "initials"), " ", K.dv("num"))
    if rng.random() < 0.4:
        d.ln("Raw data exported to ", P(F.ip(rng), "IPADDR"), "/cpet by user ", K.user("phys"))
    return d, K

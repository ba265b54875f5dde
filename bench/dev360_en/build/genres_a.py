"""Genres: ILD MDT outcome, HRCT report, lung function summary, antifibrotic monitoring,
ambulatory oxygen assessment."""
import core as C
import blocks as B
import clinical as K
import pools as P


def _smoking(rng):
    return rng.choice(["Never smoker.", "Ex-smoker, 25 pack-years, quit 15 years ago.",
                       "Ex-smoker (40 pack-years), stopped on diagnosis.", "Never smoked; no vaping.",
                       "Current smoker 10/day - cessation advice given.", "Ex-smoker, 12 pack-years."])


def _dx(n):
    if "dx" not in n.case:
        n.case["dx"] = n.rng.choice(K.DIAGNOSES)
        n.case["drug"] = n.rng.choice(n.case["dx"]["drugs"])
        n.case["pft"] = K.pft(n.rng, n.case["sex"])
        n.case["walk"] = K.walk(n.rng)
    return n.case["dx"]


def _user(n, p):
    return (C.username(n.case, p, n.rng), "USERNAME")


def _idnum(rng, pre, year):
    return (pre + str(year) + "-" + C._d(rng, rng.choice([4, 5])), "IDNUM")


# ---------------------------------------------------------------- MDT outcome
def mdt_outcome(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    f = k["pft"]
    w = k["walk"]
    md = k["mdt_date"]
    n.f("{h}\n", h=(k["hosp"]["name"], "HOSPITAL"))
    n.t(rng.choice(["INTERSTITIAL LUNG DISEASE MDT - OUTCOME FORM\n", "ILD Multidisciplinary Team Meeting: Outcome\n",
                    "Regional ILD MDM - case outcome summary\n"]))
    n.t("Meeting date: ")
    n.dt(md, rng.choice(["wdlong", k["ds"]]))
    n.f("    Case ref: {r}\n", r=_idnum(rng, rng.choice(["ILD-MDT-", "MDT/", "ILDM"]), md.year))
    if rng.random() < 0.5:
        n.f("Venue: Seminar Room {room}, {b} / virtual link {u}\n", room=(str(rng.randint(1, 9)), "LOCATION_OTHER"),
            b=(rng.choice(P.BUILDINGS), "LOCATION_OTHER"), u=(C.url(rng, k["hosp"]["name"], "mdt/join"), "URL"))
    ref_h = rng.choice(P.HOSPITALS[n.c])
    n.t("Referred by: ")
    n.nm(k["reg"], rng.choice(["fl", "l"]), "DOCTOR", C.dr(n.c))
    n.f(", {h}\n\n", h=(ref_h, "HOSPITAL"))
    B.pt_header(n)
    n.t("\nPresent: ")
    n.nm(k["cons"], "fl", "DOCTOR", C.dr(n.c))
    n.t(" (chair, respiratory); ")
    n.nm(k["cons2"], "l", "DOCTOR", C.dr(n.c))
    n.t(" (respiratory); ")
    n.nm(k["rad"], rng.choice(["l", "fl"]), "DOCTOR", C.dr(n.c))
    n.t(" (radiology); ")
    if rng.random() < 0.6:
        n.nm(k["path"], "l", "DOCTOR", C.dr(n.c))
        n.t(" (histopathology); ")
    n.nm(k["cns"], "fl", "DOCTOR")
    n.t(" (ILD CNS); ")
    n.nm(k["pharmacist"], rng.choice(["fl", "fli"]), "DOCTOR")
    n.t(" (pharmacy); ")
    n.nm(k["coord"], "fl", "DOCTOR")
    n.t(" (coordinator)\n\n")
    n.t("CLINICAL SUMMARY\n")
    n.add(C.age_pieces(rng, k["age"], rng.choice(["year-old", "yo", "sexed2"]), k["sex"]))
    n.t(" " + ("man" if k["sex"] == "M" else "woman") + ". " + _smoking(rng) + " ")
    B.occupation_line(n)
    n.t(" " + rng.choice(K.SYMPTOMS).capitalize() + ". Exposures: " + rng.choice(K.EXPOSURES) + ".\n")
    if rng.random() < 0.6:
        rel = rng.choice(["Mother", "Father", "Older brother", "Sister", "Paternal uncle"])
        n.f("FHx: {r} had pulmonary fibrosis, died aged {a}.", r=rel, a=(str(rng.randint(58, 84)), "AGE"))
        if rng.random() < 0.5:
            n.f(" {r2} {f} is awaiting telomere length testing.",
                r2=rng.choice(["Brother", "Sister", "Cousin"]), f=[(C.name_str(k["kid"], "fl"), "FAMILY")])
        n.t("\n")
    n.t("PMH: " + "; ".join(K.pick(rng, K.COMORB, rng.randint(2, 4))) + ".\n")
    n.t("Serology: " + rng.choice(K.SEROLOGY) + "\n")
    n.t("HRCT (")
    n.dt(k["hrct_date"])
    n.t("): " + " ".join(K.FINDINGS[dx["pattern"]][:rng.randint(2, 4)]) + "\n")
    n.t("PFTs (")
    n.dt(k["pft_date"])
    n.t("): FEV1 %.2f L (%d%%), FVC %.2f L (%d%% pred), TLCO %d%% pred, KCO %d%% pred. " % (
        f["fev1"], f["fev1_pct"], f["fvc"], f["fvc_pct"], f["dlco_pct"], f["kco_pct"]))
    n.t("Relative FVC decline %.1f%% since " % f["decline_pct"])
    n.dt(k["prior_ct"], rng.choice(["my", "smy", k["ds"]]))
    n.t(".\n6MWT: %d m, SpO2 %d%% -> %d%%, Borg %d.\n" % (w["dist"], w["rest"], w["nadir"], w["borg"]))
    if rng.random() < 0.4:
        n.t("Histology: transbronchial cryobiopsy on ")
        n.dt(C.back(md, rng, 10, 40))
        n.f(" (specimen {s}) - {h}.\n", s=_idnum(rng, rng.choice(["H", "CB", "S"]), md.year % 100),
            h=rng.choice(["patchy fibrosis with fibroblastic foci, consistent with UIP",
                          "cellular and fibrotic NSIP", "poorly formed granulomas, in keeping with HP"]))
    n.t("\nMDT DIAGNOSIS: %s - %s.\n" % (dx["name"], rng.choice(K.CONFIDENCE)))
    n.t("ICD-10: %s.   %s.\n" % (dx["icd10"] if n.c != "US" else dx["icd"], K.gap(rng)))
    n.t("\nOUTCOME / ACTIONS\n")
    d = K.DRUG[k["drug"]]
    crit = {"GB": "NICE TA379/TA504 criteria met", "US": "meets payer criteria pending PA",
            "CA": "EAP criteria met", "AU": "PBS authority criteria met", "NZ": "Special Authority criteria met",
            "IE": "HSE reimbursement criteria met"}[n.c]
    n.t("1. Commence %s (%s) %s; %s.\n" % (k["drug"], d["brand"], d["start"], crit))
    n.t("2. Baseline LFTs then monthly for 3 months; counselling with ")
    n.nm(k["pharmacist"], "f", "DOCTOR")
    n.t(" (pharmacy).\n")
    if rng.random() < 0.6:
        n.f("3. Refer for ambulatory oxygen assessment and pulmonary rehab ({v}).\n",
            v=(k["venue"], "LOCATION_OTHER"))
    else:
        n.t("3. Repeat PFTs in 3/12; no oxygen requirement at present.\n")
    if k["age"] < 66 and rng.random() < 0.7:
        n.f("4. Refer for lung transplant assessment at {t}.\n", t=(k["tx"], "HOSPITAL"))
    else:
        n.t("4. Not a transplant candidate (age/comorbidity); early palliative care introduction.\n")
    n.t("5. Clinic review with ")
    n.nm(k["cons"], "l", "DOCTOR", C.dr(n.c))
    n.t(" in 6/52, on or after ")
    n.dt(C.fwd(md, rng, 35, 50), rng.choice(["dmw", k["ds"]]))
    n.t(".\n\nOutcome letter to %s " % {"US": "PCP", "CA": "family physician"}.get(n.c, "GP"))
    n.nm(k["gp"], rng.choice(["l", "fl"]), "DOCTOR", C.dr(n.c))
    n.f(" ({p}).\n", p=(k["practice"]["name"], "HOSPITAL"))
    n.t("MDT coordinator: ")
    n.nm(k["coord"], "fl", "DOCTOR")
    n.f(", tel {t}, {e}\n", t=(C.ext_phone(rng, n.c), "PHONE"),
        e=(C.email_staff(rng, k["coord"], k["hosp"]["name"]), "EMAIL"))
    if rng.random() < 0.5:
        n.f("Record created by {u} on ", u=_user(n, k["coord"]))
        n.dt(md, "iso")
        n.t(" %02d:%02d\n" % (rng.randint(8, 18), rng.randrange(60)))


# ---------------------------------------------------------------- HRCT report
def hrct_report(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    us = n.c in ("US", "CA")
    n.f("{h} - {d}\n", h=(k["hosp"]["name"], "HOSPITAL"),
        d="Department of Radiology" if rng.random() < 0.6 else "Diagnostic Imaging")
    B.pt_header(n, rng.choice([1, 2]))
    n.f("Accession: {a}    Order #: {o}", a=(rng.choice(["RAD", "CT", "A"]) + C._d(rng, 8), "IDNUM"),
        o=(C._d(rng, 9), "IDNUM"))
    if rng.random() < 0.5:
        n.f("    {lab}: {e}", lab=rng.choice(["Encounter", "FIN", "Visit"]), e=(rng.choice(["E", "V", ""]) + C._d(rng, 9), "ACCOUNT"))
    n.t("\n\nEXAM: " + ("CT CHEST HIGH RESOLUTION WITHOUT CONTRAST (CPT 71250)" if n.c == "US" else
                         "HRCT THORAX (non-contrast) - supine, prone and expiratory") + "\n")
    n.t("Date of exam: ")
    n.dt(k["hrct_date"], rng.choice(["num", k["ds"], "DMON"]))
    n.t(" %02d:%02d" % (rng.randint(7, 19), rng.randrange(60)))
    if rng.random() < 0.5:
        n.f("   Location: CT {w}{r}, {b}", w=rng.choice(["Room ", "Suite ", "scanner room "]), r=(str(rng.randint(1, 4)), "LOCATION_OTHER"),
            b=(rng.choice(P.BUILDINGS), "LOCATION_OTHER"))
    n.t("\nReferring: ")
    n.nm(k["cons"], rng.choice(["LF", "fl", "l"]), "DOCTOR", None if rng.random() < 0.5 else C.dr(n.c))
    n.t(" (ILD clinic)\n\nCLINICAL HISTORY: ")
    n.t(rng.choice(["Progressive breathlessness and dry cough. ?ILD. ",
                    "Known %s on %s; ?progression. FVC decline. " % (dx["ab"], k["drug"]),
                    "Bibasal crackles; restrictive spirometry. Assess for fibrotic ILD. ",
                    "RA on methotrexate, new exertional dyspnoea. ILD? "]))
    if rng.random() < 0.4:
        B.occupation_line(n, rng.choice([0, 1]))
    n.t("\n\nCOMPARISON: ")
    if rng.random() < 0.75:
        n.t("CT chest ")
        n.dt(k["prior_ct"])
        if rng.random() < 0.4:
            n.f(" (performed at {h}, images imported)", h=(rng.choice(P.HOSPITALS[n.c]), "HOSPITAL"))
        n.t(".\n")
    else:
        n.t("None available.\n")
    n.t("\nTECHNIQUE: Volumetric non-contrast acquisition, 1 mm reconstructions. Prone and end-expiratory "
        "images obtained. Scanner: %s. DLP %d mGy.cm.\n" % (
            rng.choice(["Siemens SOMATOM Force", "GE Revolution CT", "Canon Aquilion ONE", "Philips Incisive CT"]),
            rng.randint(140, 420)))
    n.t("\nFINDINGS:\nLungs: " + " ".join(K.FINDINGS[dx["pattern"]]) + "\n")
    n.t("Airways: central airways patent. " + rng.choice(["No air trapping.", "Mild air trapping on expiratory images."]) + "\n")
    n.t("Other: " + " ".join(K.pick(rng, K.INCIDENTAL, 2)) + "\n")
    n.t("\nIMPRESSION:\n1. " + {
        "UIP": "UIP pattern (typical), in keeping with IPF in the appropriate clinical context.",
        "probable UIP": "Probable UIP pattern (ATS/ERS/JRS/ALAT 2022 guideline).",
        "fHP": "Fibrotic hypersensitivity pneumonitis - typical features.",
        "NSIP": "Fibrotic NSIP pattern; consider CTD-associated ILD.",
        "indeterminate": "Indeterminate for UIP; MDT discussion advised.",
        "CPFE": "Combined pulmonary fibrosis and emphysema; enlarged PA suggests PH.",
        "PPFE": "Upper lobe PPFE pattern with lower lobe fibrosis.",
    }[dx["pattern"]] + "\n")
    if rng.random() < 0.7:
        n.t("2. Compared with ")
        n.dt(k["prior_ct"], rng.choice(["my", k["ds"]]))
        n.t(", " + rng.choice(["definite progression of fibrosis.", "slight increase in reticulation.",
                                "stable appearances."]) + "\n")
    n.t("\nReported by: ")
    n.nm(k["rad"], rng.choice(["fl", "fml"]), "DOCTOR", C.dr(n.c))
    n.t(", " + B.role(n, "rad"))
    if rng.random() < 0.5:
        l, v = C.licence(rng, n.c, "doc")
        n.f(" ({l} {v})", l=l, v=(v, "LICENSE"))
    n.t("\nElectronically signed: ")
    n.dt(C.fwd(k["hrct_date"], rng, 0, 3), rng.choice(["num", "iso"]))
    n.t(" %02d:%02d" % (rng.randint(8, 20), rng.randrange(60)))
    if rng.random() < 0.45:
        n.f("\nPACS node {ip}  workstation user {u}", ip=(C.ipaddr(rng), "IPADDR"), u=_user(n, k["rad"]))
    if rng.random() < 0.35:
        n.t("\nDiscussed with ")
        n.nm(k["cons"], "l", "DOCTOR", C.dr(n.c))
        n.f(" by phone on {t}.", t=(C.ext_phone(rng, n.c), "PHONE"))
    n.t("\n")


# ---------------------------------------------------------------- lung function
def lung_function(n):
    rng, k = n.rng, n.case
    _dx(n)
    f = k["pft"]
    us = n.c == "US"
    n.f("{h}\n{d}\n", h=(k["hosp"]["name"], "HOSPITAL"),
        d=rng.choice(["Respiratory Physiology Department", "Pulmonary Function Laboratory",
                      "Lung Function Unit", "Respiratory Investigation Unit"]))
    n.t("FULL LUNG FUNCTION REPORT\n\n")
    n.f("Name: {nm}    ID: {m}\n", nm=C.name(k["pt"], rng.choice(["LF", "LFM"]), "PATIENT"), m=(k["mrn"], "MRN"))
    n.t("DOB: ")
    n.dt(k["dob"], "num")
    n.f("   Age: {a}   Sex: {s}   Height: {h} cm   Weight: {w} kg\n", a=(str(k["age"]), "AGE"),
        s="M" if k["sex"] == "M" else "F", h=str(rng.randint(150, 190)), w="%.1f" % rng.uniform(52, 104))
    n.t("Reference: GLI-2012 (spirometry), GLI-2017 (TLCO), GLI-2021 (volumes). Race-neutral equations.\n")
    n.t("Test date: ")
    n.dt(k["pft_date"])
    n.t("   Referring: ")
    n.nm(k["cons"], rng.choice(["l", "il"]), "DOCTOR", C.dr(n.c))
    n.t("\nOperator: ")
    n.nm(k["physiol"], rng.choice(["fl", "INI", "il"]), "DOCTOR")
    n.t("   Equipment: " + rng.choice(["Vyntus BODY", "MasterScreen PFT", "Jaeger Vyntus ONE", "MGC Platinum Elite"]))
    if rng.random() < 0.5:
        n.f(" (S/N {s})", s=(rng.choice(["VB", "MS", "PE"]) + C._d(rng, 7), "DEVICE"))
    n.f("   Room: PFT {r}\n\n", r=(str(rng.randint(1, 6)), "LOCATION_OTHER")) if rng.random() < 0.4 else n.t("\n\n")
    dl = "mL/min/mmHg" if us else "mmol/min/kPa"
    fac = 2.986 if us else 1.0
    n.t("                 Pred    LLN     Actual   %Pred    Z\n")
    n.t("FEV1 (L)         %.2f    %.2f    %.2f     %3d      %.1f\n" % (
        f["fev1_pred"], f["fev1_pred"] * .8, f["fev1"], f["fev1_pct"], -(100 - f["fev1_pct"]) / 13.0))
    n.t("FVC (L)          %.2f    %.2f    %.2f     %3d      %.1f\n" % (
        f["fvc_pred"], f["fvc_pred"] * .8, f["fvc"], f["fvc_pct"], f["z_fvc"]))
    n.t("FEV1/FVC (%%)     79      70      %2d\n" % (f["ratio"] * 100))
    n.t("TLC (L)          %.2f    %.2f    %.2f     %3d\n" % (f["tlc_pred"], f["tlc_pred"] * .82, f["tlc"], f["tlc_pct"]))
    n.t("RV (L)           %.2f            %.2f     %3d\n" % (2.1, 2.1 * f["rv_pct"] / 100, f["rv_pct"]))
    n.t("TLCO (%s) %.2f  %.2f    %.2f     %3d\n" % (dl, f["dlco_pred"] * fac, f["dlco_pred"] * fac * .78,
                                                 f["dlco"] * fac, f["dlco_pct"]))
    n.t("KCO                               %3d%%\n" % f["kco_pct"])
    n.t("Hb-corrected (Hb %d g/L). Grade A spirometry (ATS/ERS 2019 standard).\n\n" % rng.randint(118, 162))
    n.t("SERIAL FVC\n")
    d0 = C.back(k["pft_date"], rng, 500, 900)
    vals = []
    for i in range(rng.randint(3, 5)):
        vals.append(d0)
        d0 = C.fwd(d0, rng, 90, 200)
        if d0 >= k["pft_date"]:
            break
    vals.append(k["pft_date"])
    v = f["prior_fvc"]
    step = (f["prior_fvc"] - f["fvc"]) / max(1, len(vals) - 1)
    for d in vals:
        n.dt(d, rng.choice(["num", k["ds"]]) if n.c != "US" else "num")
        n.t("   FVC %.2f L (%d%%)\n" % (v, int(v / f["fvc_pred"] * 100)))
        v -= step
    n.t("\nINTERPRETATION: ")
    n.t(rng.choice(["Restrictive ventilatory defect with moderately-severely reduced gas transfer. ",
                    "Spirometry suggests restriction, confirmed by reduced TLC; TLCO severely reduced. ",
                    "Mild restriction; disproportionately reduced gas transfer - consider pulmonary vascular disease. "]))
    n.t("Relative FVC decline %.1f%% over the period shown%s.\n" % (
        f["decline_pct"], ", meeting a progression threshold (>=5%)" if f["decline_pct"] >= 5 else ""))
    if rng.random() < 0.5:
        w = k["walk"]
        n.t("6MWT: %d m (%d%% predicted), SpO2 nadir %d%% on air, HR max %d, Borg %d/10. " % (
            w["dist"], rng.randint(35, 80), w["nadir"], w["hr"], w["borg"]))
        n.t("Paused x%d.\n" % rng.randint(0, 2))
    n.t("\nReported by: ")
    n.nm(k["cons2"] if rng.random() < 0.5 else k["cons"], rng.choice(["fl", "fml"]), "DOCTOR", C.dr(n.c))
    n.t(" on ")
    n.dt(C.fwd(k["pft_date"], rng, 0, 9))
    n.t("\n")
    if rng.random() < 0.4:
        n.f("Report ID {r} - authorised via {u}\n", r=(rng.choice(["PFT", "LF"]) + C._d(rng, 6), "IDNUM"),
            u=_user(n, k["physiol"]))


# ---------------------------------------------------------------- antifibrotic monitoring
def antifibrotic_monitoring(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    drug = k["drug"]
    d = K.DRUG[drug]
    n.f("{h} - {dep}\n", h=(k["hosp"]["name"], "HOSPITAL"), dep=rng.choice(["Respiratory Pharmacy", "ILD Service"]))
    n.t("ANTIFIBROTIC THERAPY: INITIATION & LFT MONITORING RECORD\n")
    n.t("Drug: %s (%s)   Indication: %s\n\n" % (drug, d["brand"], dx["name"]))
    B.pt_header(n)
    n.t("Weight: %.1f kg   eGFR >%d mL/min/1.73m2\n" % (rng.uniform(48, 102), rng.choice([45, 60, 90])))
    n.t("Prescriber: ")
    n.nm(k["cons"], rng.choice(["fl", "l"]), "DOCTOR", C.dr(n.c))
    l, v = C.licence(rng, n.c, "doc")
    n.f(" ({l} {v})\n", l=l, v=(v, "LICENSE"))
    n.t("Supply route: ")
    if rng.random() < 0.6:
        n.f("homecare via {o}, patient ref {r}\n", o=(k["homecare"], "ORGANIZATION"),
            r=(rng.choice(["HC", "PT", ""]) + C._d(rng, 7), "ACCOUNT"))
    else:
        n.f("{p}\n", p=(k["pharmacy"], "HOSPITAL"))
    n.t("\nBASELINE (")
    bd = C.back(k["start_date"], rng, 3, 20)
    n.dt(bd)
    lf = K.lfts(rng)
    n.t("): ALT %d U/L, AST %d U/L, ALP %d U/L, bilirubin %d umol/L, GGT %d U/L. Hepatitis B/C screen negative.\n" % (
        lf["alt"], lf["ast"], lf["alp"], lf["bili"], lf["ggt"]))
    if rng.random() < 0.4:
        n.t("Anticoagulation: apixaban - bleeding risk with nintedanib discussed (VEGFR inhibition).\n" if drug == "nintedanib"
            else "Smoking status checked (CYP1A2 induction reduces exposure). Ciprofloxacin/fluvoxamine interactions noted.\n")
    n.t("Counselling completed ")
    n.dt(bd, rng.choice(["num", k["ds"]]))
    n.t(" by ")
    n.nm(k["pharmacist"], rng.choice(["fl", "fli"]), "DOCTOR")
    n.t(": [x] take with food  [x] " + ("diarrhoea plan / loperamide" if drug == "nintedanib" else "sun protection SPF 50+, cover up") +
        "  [x] LFT schedule  [x] contraception n/a  [x] PIL given\n")
    n.t("Start date: ")
    n.dt(k["start_date"])
    if drug == "pirfenidone":
        n.t("  Titration: days 1-7 267 mg TDS, days 8-14 534 mg TDS, day 15 onwards 801 mg TDS.\n")
    else:
        n.t("  Dose: 150 mg BD, approx. 12 hours apart.\n")
    n.t("\nLFT MONITORING (monthly x3, then 3-monthly)\n")
    n.t("Date        ALT  AST  Bili  Sample ID   Action                    Init\n")
    dd = k["start_date"]
    raised = rng.random() < 0.3
    rows = rng.randint(3, 6)
    for i in range(rows):
        dd = C.fwd(dd, rng, 26, 35) if i < 3 else C.fwd(dd, rng, 80, 100)
        hi = raised and i == 1
        lf = K.lfts(rng, hi)
        n.dt(dd, "num")
        n.t("  %-4d %-4d %-5d " % (lf["alt"], lf["ast"], lf["bili"]))
        n.f("{s}  ", s=(rng.choice(["L", "B", "X"]) + C._d(rng, 8), "IDNUM"))
        act = "ALT >3x ULN: dose reduced" if hi else rng.choice(["continue", "continue", "no change", "repeat in 4/52"])
        n.t("%-26s" % act)
        n.p(C.initials(rng.choice([k["cns"], k["pharmacist"], k["reg"]]), False), "DOCTOR")
        n.t("\n")
    n.t("\nAdverse effects: " + "; ".join(K.pick(rng, K.SIDE_EFFECTS[drug], 2)) + ".\n")
    if raised:
        n.t("Transaminases peaked <5x ULN with normal bilirubin - Hy's law not met. Dose reduced to %s, "
            "re-challenged after 4 weeks.\n" % (d["low"]))
    n.t("Next bloods due: ")
    n.dt(C.fwd(dd, rng, 25, 95), rng.choice(["num", "dmw", k["ds"]]))
    n.f(" at {p}", p=(k["practice"]["name"], "HOSPITAL"))
    if rng.random() < 0.5:
        n.t(" (results to ILD nurses, ")
        n.f("{e})", e=(C.email_team(rng, k["hosp"]["name"], "ild.nurses"), "EMAIL"))
    n.t(".\nEntered by: ")
    n.nm(k["cns"], "fl", "DOCTOR")
    n.t(", " + B.role(n, "cns"))
    if rng.random() < 0.5:
        n.f("  [login {u}]", u=_user(n, k["cns"]))
    n.t("\n")


# ---------------------------------------------------------------- ambulatory oxygen
def ambulatory_oxygen(n):
    rng, k = n.rng, n.case
    _dx(n)
    w = k["walk"]
    us = n.c == "US"
    n.f("{h}\n", h=(k["hosp"]["name"], "HOSPITAL"))
    n.t({"GB": "Home Oxygen Assessment and Review Service (HOS-AR)\n", "US": "Oxygen Qualification - Ambulatory/Portable\n",
         "CA": "Home Oxygen Program - Ambulatory Assessment\n", "AU": "Domiciliary Oxygen Assessment\n",
         "NZ": "Home Oxygen Assessment\n", "IE": "Ambulatory Oxygen Assessment\n"}[n.c])
    n.t("Assessment date: ")
    n.dt(k["date"], rng.choice(["wdlong", k["ds"]]))
    if rng.random() < 0.5:
        n.f("   Location: Clinic Room {l}", l=(str(rng.randint(1, 14)), "LOCATION_OTHER"))
    n.t("\n\n")
    B.pt_header(n, addr=True, contact=True)
    n.t("Lives with ")
    n.nm(k["nok"], "f", "FAMILY")
    n.f(" ({r}), {h}. ", r=k["nok_rel"], h=rng.choice(["two-storey house", "ground-floor flat", "bungalow", "unit, 2 steps at entry"]))
    n.t(rng.choice(["No smokers in the household.", "Partner smokes outdoors only.",
                    "Gas hob and open fire - advised.", "Uses e-cigarette - counselled, signed agreement."]) + "\n")
    n.t("Referred by: ")
    n.nm(k["cons"], rng.choice(["fl", "l"]), "DOCTOR", C.dr(n.c))
    n.t(" - exertional desaturation on 6MWT.\n\n")
    n.t("RESTING: SpO2 %d%% on room air, HR %d bpm, RR %d. " % (w["rest"], w["rest_hr"], rng.randint(14, 22)))
    if n.c in ("US", "CA", "AU", "NZ"):
        n.t("ABG on air: pH 7.4%d, PaO2 %d mmHg, PaCO2 %d mmHg.\n" % (rng.randint(1, 6), rng.randint(58, 74), rng.randint(34, 42)))
    else:
        n.t("ABG on air: pH 7.4%d, PaO2 %.1f kPa, PaCO2 %.1f kPa, HCO3 %d.\n" % (
            rng.randint(1, 6), rng.uniform(7.6, 9.8), rng.uniform(4.3, 5.6), rng.randint(22, 28)))
    n.t("Carboxyhaemoglobin %.1f%%.\n\n" % rng.uniform(0.6, 2.4))
    n.t("WALK TEST (corridor, 30 m):\n")
    n.t(" On air:  %d m, SpO2 nadir %d%% at %d min, Borg %d, stopped x%d.\n" % (
        w["dist"], w["nadir"], rng.randint(1, 4), w["borg"], rng.randint(0, 2)))
    fl = rng.choice([2, 3, 4])
    w["nadir"] = min(w["nadir"], rng.randint(80, 88))
    dev, pre = rng.choice([("Inogen One G5 POC", "IO5"), ("SimplyGo Mini POC", "SGM"),
                           ("CAIRE FreeStyle Comfort POC", "FSC"), ("CD cylinder", "CD")])
    n.t(" On O2 %d L/min (%s): %d m, SpO2 nadir %d%%, Borg %d.\n\n" % (
        fl, dev, w["dist"] + rng.randint(10, 90), min(96, w["nadir"] + rng.randint(4, 9)), max(1, w["borg"] - 1)))
    n.t("OUTCOME: " + ("Qualifies - SpO2 <=88% on room air during exercise, improved with O2 (CMS criteria).\n" if us
                       else "Ambulatory oxygen indicated; meaningful improvement in distance and breathlessness.\n"))
    n.f("Supplier: {o}", o=(rng.choice(P.OXYGEN_CO), "ORGANIZATION"))
    n.f("   Order ref: {r}\n", r=(rng.choice(["HOOF-", "OX", "DME-"]) + C._d(rng, 7), "IDNUM"))
    if us:
        n.t("HCPCS: E1392 (POC), E0431 (portable gaseous). CMN on file. ")
        if rng.random() < 0.7:
            ins = rng.choice(P.INSURERS["US"])
            n.f("Payer: {i}, {l} {v}.\n", i=(ins, "ORGANIZATION"), l=k["hno"][0], v=(k["hno"][1], "HEALTHPLAN"))
        else:
            n.t("\n")
    n.t("Device: " + dev)
    if "POC" in dev or rng.random() < 0.5:
        n.f(", serial no. {s}", s=(pre + C._d(rng, 2) + rng.choice(["", "-"]) + C._d(rng, 6), "DEVICE"))
    if rng.random() < 0.5:
        n.f("; backup concentrator S/N {s}", s=(rng.choice(["EV", "PCX"]) + C._d(rng, 8), "DEVICE"))
    n.t(". Delivered ")
    n.dt(C.fwd(k["date"], rng, 1, 10))
    n.t(".\n")
    if rng.random() < 0.75:
        plate = {"GB": C._L(rng, 2) + C._d(rng, 2) + " " + C._L(rng, 3), "US": C._d(rng, 1) + C._L(rng, 3) + C._d(rng, 3),
                 "CA": C._L(rng, 4) + " " + C._d(rng, 3), "AU": C._L(rng, 3) + "-" + C._d(rng, 3),
                 "NZ": C._L(rng, 3) + C._d(rng, 3), "IE": C._d(rng, 3) + "-" + rng.choice(["C", "D", "G", "MO", "KY"]) + "-" + C._d(rng, 4)}[n.c]
        n.f("Travel: cylinders carried in own car (reg {v}); motor insurer informed, secured upright, "
            "warning sticker given.\n", v=(plate, "VEHICLE"))
    n.t("Fire safety: home fire safety check referral made; no-smoking agreement signed. Emergency %s.\n" % (
        K.PUBLIC_NUMBERS[n.c]))
    n.t("Review: ")
    n.dt(C.fwd(k["date"], rng, 40, 120), rng.choice(["my", k["ds"]]))
    n.t(" (or sooner if symptoms change).\n\nAssessed by: ")
    n.nm(k["physio"] if rng.random() < 0.5 else k["cns"], "fl", "DOCTOR")
    n.t(", " + rng.choice([B.role(n, "physio"), B.role(n, "cns")]))
    n.f("\nContact: {t}\n", t=(C.ext_phone(rng, n.c), "PHONE"))

"""Genres: respiratory function and sleep study summary; cardiac surveillance review."""
import phi
import common as K
import pools_clinical as C
import pools_places as PL
from doc import P

MASKS = ["ResMed AirFit F20 full-face mask (M)", "Fisher & Paykel Nova nasal mask", "Philips DreamWear nasal cushion",
         "ResMed Mirage Quattro (S)", "mouthpiece ventilation (angled straw) daytime", "Fisher & Paykel Simplus (L)"]


def resp_sleep(d, c):
    rng = c.rng
    v = c.visit
    night2 = phi.plus(v, 1)
    d.add([P(c.hosp, "HOSPITAL"), "\n", rng.choice(["Respiratory Physiology and Sleep Service", "Home Ventilation Unit",
                                                    "Sleep and Ventilation Laboratory", "Pulmonary Function Laboratory"]), "\n"])
    if rng.random() < 0.5:
        d.add([P(rng.choice(PL.BUILDINGS), "LOCATION_OTHER"), "  |  Tel ", c.tel(), "\n"])
    d.t("\nRESPIRATORY FUNCTION AND SLEEP STUDY SUMMARY\n\n")
    d.add(["Name: ", c.pn(rng.choice(["LF", "full", "Lf"])), "    DOB: ", c.dob_p(), "    Age: ", c.age_p(), "\n"])
    d.add(c.ids() + ["\n"])
    d.add(["Study ID: ", P(phi.idnum(rng, "sleep", v.year), "IDNUM"), "    Referrer: ", c.dr("cons", "drf"), "\n"])
    d.add(["Study night: ", c.d(v), " to ", c.d(night2), "   Bed: ", P(str(rng.randint(1, 8)), "LOCATION_OTHER"),
           ", ", P(rng.choice(PL.WARD_NAMES), "HOSPITAL"), "\n"])
    ht = rng.randint(60, 90) if c.months is not None else (rng.randint(95 + 4 * c.age, 105 + 6 * c.age) if c.child else rng.randint(150, 192))
    d.t("%s %d cm, weight %.1f kg. Diagnosis: %s.\n\n" % (rng.choice(["Arm span", "Height", "Ulnar-length height"]), ht, c.weight, c.cond["name"]))
    d.t("SPIROMETRY / RESPIRATORY MUSCLE (%s; %s)\n" % (rng.choice(C.SPIRO), "ATS/ERS 2019 standards, GLI 2012 predicted"))
    d.t("%-18s %-9s %-9s %-7s %s\n" % ("", "Measured", "Predicted", "%Pred", "LLN"))
    fvcp = rng.uniform(1.0, 4.4) if not c.child else rng.uniform(0.9, 0.15 * c.age + 0.7)
    pct = rng.randint(22, 98)
    fvc = fvcp * pct / 100
    rows = [("FVC sitting (L)", fvc, fvcp), ("FEV1 (L)", fvc * rng.uniform(0.78, 0.9), fvcp * 0.83),
            ("FVC supine (L)", fvc * rng.uniform(0.6, 0.97), None), ("PCF (L/min)", rng.uniform(120, 420), None),
            ("SNIP (cmH2O)", rng.uniform(18, 80), 90.0), ("MIP (cmH2O)", rng.uniform(15, 75), 95.0), ("MEP (cmH2O)", rng.uniform(15, 90), 120.0)]
    for name, meas, pred in rows:
        fm = "%.2f" if meas < 10 else "%.0f"
        if pred:
            d.t("%-18s %-9s %-9s %-7d %s\n" % (name, fm % meas, fm % pred, round(100 * meas / pred), fm % (pred * 0.8)))
        else:
            d.t("%-18s %-9s %-9s %-7s %s\n" % (name, fm % meas, "-", "-", "-"))
    d.t("Supine fall in FVC %d%% (>20%% suggests diaphragm weakness).\n\n" % rng.randint(3, 38))
    d.t("CAPILLARY GAS (on waking, air): pH %.2f, pCO2 %.1f kPa, pO2 %.1f kPa, HCO3 %d mmol/L, BE %+.1f\n\n" % (
        rng.uniform(7.33, 7.44), rng.uniform(4.8, 7.9), rng.uniform(8.1, 11.6), rng.randint(23, 33), rng.uniform(-1, 6)))
    d.t("OVERNIGHT %s (%s)\n" % (rng.choice(["OXIMETRY/CAPNOGRAPHY", "RESPIRATORY POLYGRAPHY", "POLYSOMNOGRAPHY"]), rng.choice(C.SLEEP)))
    tst = rng.randint(250, 470)
    d.t("TST %d min, sleep efficiency %d%%. AHI %.1f/h (obstructive %d%%, REM-AHI %.1f). ODI(4%%) %.1f/h. Mean SpO2 %d%%, "
        "nadir %d%%, T90 %.1f%%. TcCO2 mean %.1f kPa, peak %.1f kPa, time >6.7 kPa %d%% of TST. Scored to AASM 2012 rules.\n\n" % (
            tst, rng.randint(62, 93), rng.uniform(0.5, 38), rng.randint(30, 95), rng.uniform(2, 55), rng.uniform(0.5, 30),
            rng.randint(88, 97), rng.randint(68, 91), rng.uniform(0, 30), rng.uniform(5.2, 7.6), rng.uniform(6.0, 9.8), rng.randint(0, 60)))
    niv = rng.random() < 0.75
    if niv:
        model = rng.choice(C.DEVICE_MODELS[:5])
        d.add(["HOME NIV\nDevice: ", model, " SN ", P(phi.serial(rng, "vent"), "DEVICE"), ", started ",
               c.d(phi.plus(v, -rng.randint(60, 2000))), ".\n"])
        d.t("Settings: ST mode, IPAP %d, EPAP %d cmH2O, backup rate %d/min, Ti %.1f s, rise 2. Interface: %s.\n" % (
            rng.randint(12, 24), rng.randint(4, 8), rng.randint(12, 20), rng.uniform(0.9, 1.5), rng.choice(MASKS)))
        d.t("Download (30 days): usage %.1f h/night, days used %d%%, 95th centile leak %d L/min, Vt %d mL, RR %d.\n" % (
            rng.uniform(3.5, 11), rng.randint(60, 100), rng.randint(8, 48), rng.randint(220, 560), rng.randint(13, 24)))
        sup = rng.choice(PL.SUPPLIERS[:2] + PL.SUPPLIERS[10:12])
        d.add(["Supplier: ", P(sup, "ORGANIZATION"), " (24 h line ", P(phi.phone(rng, c.country), "PHONE"), ")"])
        if rng.random() < 0.6:
            d.add([". Remote monitoring via ", P("https://%s/%s" % (rng.choice(["airview", "care-portal", "vent"]) + "." + rng.choice(phi.DOMAINS),
                                                                  "pt/" + phi.digits(rng, 6)), "URL"),
                   " (modem ", P(phi.ip(rng), "IPADDR"), ")"])
        d.t(".\n")
        if rng.random() < 0.6:
            d.add(["Cough augmentation: ", rng.choice(["Philips CoughAssist E70", "Hill-Rom VitalCough", "Breas Clearway 2"]),
                   " SN ", P(phi.serial(rng), "DEVICE"), ", +%d/-%d cmH2O, 5 cycles BD and PRN.\n" % (rng.randint(30, 50), rng.randint(30, 50))])
        d.nl()
    d.t("INTERPRETATION\n")
    d.t(rng.choice([
        "Restrictive ventilatory defect with significant supine fall, reduced SNIP and nocturnal hypercapnia consistent with "
        "sleep-disordered breathing due to respiratory muscle weakness. ",
        "Mild restriction; no nocturnal hypoventilation. Mild obstructive sleep apnoea, positional. ",
        "Chronic hypercapnic respiratory failure, adequately controlled on NIV; leak acceptable. ",
        "PCF < 270 L/min: cough augmentation indicated per BTS/ACPRC guidance. ",
        "REM-related hypoventilation; meets criteria for domiciliary NIV (TcCO2 > 6.5 kPa for > 10% of TST). "]))
    d.t(rng.choice(["Discussed with patient and %s.\n" % ("parents" if c.child else "family"), "\n"]))
    d.t("PLAN\n")
    for p in rng.sample(["Increase IPAP by 2 cmH2O; repeat capnography in 3 months.", "Mask refit - leak high.",
                         "Start NIV titration as inpatient.", "Annual spirometry and SNIP; earlier if symptoms.",
                         "Influenza and COVID-19 vaccination.", "Emergency respiratory care plan and alert card issued.",
                         "Chest physiotherapy plan updated; manual assisted cough taught to carers.",
                         "Back-up ventilator issued as usage > 16 h/day."], rng.randint(2, 4)):
        d.t("- %s\n" % p)
    d.add(["- Follow-up: ", c.d(phi.plus(v, rng.randint(60, 240))), " (", P(c.nmc, "HOSPITAL"), ")\n\n"])
    d.add(["Physiologist: ", c.dr("physiol", "full"), rng.choice([", RRT", ", CRFS", ", Clinical Physiologist", ""]), "\n"])
    d.add(["Reporting physician: ", c.dr("resp", "drf"), ", ", K.role_label(c, "resp"), "\n"])
    d.add(["cc: ", c.dr("cons", "drf"), "; ", c.dr("gp", "drf"), "; ", P(sup if niv else c.practice, "ORGANIZATION" if niv else "HOSPITAL"), "\n"])
    if rng.random() < 0.5:
        K.sys_footer(d, c, "resp")


ECG = {"DMD": "sinus tachycardia %d bpm, tall R waves V1-V2, deep narrow Q waves in I, aVL, V5-V6",
       "BMD": "sinus rhythm %d bpm, incomplete RBBB, inferolateral T-wave inversion",
       "DM1": "sinus rhythm %d bpm, first-degree AV block (PR 236 ms), QRS 128 ms LBBB morphology",
       "EDMD": "junctional rhythm %d bpm with atrial standstill; no P waves seen",
       "LGMD": "sinus rhythm %d bpm, low-voltage limb leads, poor R-wave progression",
       "POMPE": "sinus rhythm %d bpm, short PR (110 ms), voltage criteria for LVH",
       "FSHD": "sinus rhythm %d bpm, incomplete RBBB, otherwise normal"}


def cardiac(d, c):
    rng = c.rng
    v = c.visit
    d.add([P(c.hosp, "HOSPITAL"), "\n", rng.choice(["Cardiology - Inherited Cardiac Conditions", "Neuromuscular Cardiology Clinic",
                                                    "Department of Cardiology", "Heart Failure Service"]), "\n"])
    d.add(["Tel ", c.tel(), "   Fax ", c.fax(), "\n\n"])
    d.t(rng.choice(["CARDIAC SURVEILLANCE REVIEW", "Annual cardiac review - neuromuscular", "CARDIOLOGY CLINIC NOTE"]) + "\n\n")
    d.add(["Date of clinic: ", c.d(v), "\n"])
    K.banner(d, c)
    d.add(["Referred by: ", c.dr("cons", "drf"), ", ", P(c.nmc, "HOSPITAL"), "\n"])
    d.t("Indication: %s surveillance in %s (%s).\n\n" % (rng.choice(["annual", "6-monthly", "baseline"]), c.cond["name"], c.cond["abbr"]))
    d.add(["History: ", c.pn(rng.choice(["first", "title"])), " is ", c.a_an(), " ", c.age_adj(), " ", c.sexword(), ". "])
    d.t(rng.choice(["Denies chest pain, palpitations or syncope. ", "Reports brief palpitations on exertion, no syncope. ",
                    "One episode of presyncope while transferring. ", "Breathless on minimal exertion, mostly wheelchair-based, NYHA class II. ",
                    "No symptoms; activity limited by muscle weakness so NYHA class hard to assess. "]))
    if rng.random() < 0.4:
        d.add(["Older brother ", c.fn("brother", "first"), " had a cardiac transplant at ", P(str(rng.randint(18, 32)), "AGE"), ". "])
    if rng.random() < 0.35:
        d.add(["Lives in ", P(c.city, "CITY"), "; drives ", rng.choice(["an adapted van", "a hand-controlled car", "a WAV"]),
               " (reg ", P(phi.plate(rng, c.country), "VEHICLE"), ") - discussed driving rules after any syncope. "])
    d.t("\n\nCardiac medication:\n")
    meds = rng.sample(["perindopril 4 mg OD", "ramipril 2.5 mg OD", "lisinopril 5 mg daily", "eplerenone 25 mg OD",
                       "spironolactone 25 mg OD", "bisoprolol 2.5 mg OD", "carvedilol 6.25 mg BD", "ivabradine 5 mg BD",
                       "sacubitril/valsartan (Entresto) 24/26 mg BD", "dapagliflozin 10 mg OD", "apixaban 5 mg BD",
                       "furosemide 20 mg OD"], rng.randint(1, 4))
    K.med_list(d, c, meds)
    key = c.ckey if c.ckey in ECG else "FSHD"
    d.t("\nECG: " + ECG[key] % rng.randint(62, 122) + "; QTc %d ms.\n" % rng.randint(395, 470))
    d.add(["Echo (", c.d(phi.plus(v, -rng.randint(0, 30))), "): LVEF %d%% (biplane Simpson), LVEDD %d mm, GLS -%.1f%%, TAPSE %d mm, "
           "%s.\n" % (rng.randint(28, 64), rng.randint(38, 66), rng.uniform(9, 21), rng.randint(14, 25),
                      rng.choice(["no significant valve disease", "mild MR", "trivial TR", "mild MR and TR"]))])
    if rng.random() < 0.6:
        d.add(["Cardiac MRI (", P(phi.idnum(rng, "echo", v.year), "IDNUM"), ", ", c.d(phi.plus(v, -rng.randint(20, 200))),
               "): LVEF %d%%, %s; native T1 %d ms, ECV %d%%.\n" % (
                   rng.randint(30, 62), rng.choice(["subepicardial LGE in the basal inferolateral wall", "no LGE",
                                                    "mid-wall septal LGE", "patchy LGE inferolateral and anterolateral"]),
                   rng.randint(980, 1130), rng.randint(24, 38))])
    d.add(["Ambulatory monitor: ", rng.choice(C.HOLTERS), " ", c.d(phi.plus(v, -rng.randint(5, 60))), " - ",
           rng.choice(["sinus rhythm throughout, mean HR 96, no arrhythmia", "3 runs NSVT (max 7 beats)",
                       "paroxysmal AF burden 4%", "intermittent 2:1 AV block overnight", "frequent PVCs (6% burden)"]), ".\n"])
    device = c.ckey in ("DM1", "EDMD") or rng.random() < 0.2
    if device:
        model = rng.choice(C.CARDIAC_DEVICES)
        d.add(["Device: ", model, ", SN ", P(phi.serial(rng, "cardiac"), "DEVICE"), ", implanted ",
               c.d(phi.plus(v, -rng.randint(100, 2500))), " at ", P(phi.hospital(rng, c.country, "hosp"), "HOSPITAL"),
               ". Check today: battery %.1f years, RA/RV thresholds stable, %d%% V-paced, no treated episodes.\n" % (
                   rng.uniform(3, 11), rng.randint(0, 60))])
        if rng.random() < 0.6:
            d.add(["Remote monitoring: transmitter SN ", P(phi.serial(rng), "DEVICE"), ", portal ",
                   P("https://%s.%s/clinic/%s" % (rng.choice(["carelink", "latitude", "merlin", "remote"]), rng.choice(phi.DOMAINS),
                                                  phi.digits(rng, 5)), "URL"), ".\n"])
    d.t("Bloods: ")
    K.lab_inline(d, c, ["BNP", "Trop", "K", "Creat", "CK"])
    d.t(".\n\n")
    d.t("Assessment and plan:\n")
    for p in rng.sample([
            "Early cardiomyopathy; continue ACE inhibitor and add mineralocorticoid receptor antagonist (eplerenone).",
            "Stable LV function - repeat echo and Holter in 12 months per 2018 DMD Care Considerations.",
            "Refer for EP study (HV interval) given PR and QRS prolongation; low threshold for pacing in DM1.",
            "Primary prevention ICD discussed at heart team meeting per ESC 2022 ventricular arrhythmia guidelines.",
            "Anticoagulation for AF (CHA2DS2-VASc 2).", "Uptitrate beta-blocker as tolerated (resting HR > 100).",
            "Cardiac MRI with gadolinium in 12-18 months."] + (
            ["Cascade screening for female carriers (echo and ECG) offered."] if c.ckey in ("DMD", "BMD", "EDMD") else []),
            rng.randint(2, 4)):
        d.t("- %s\n" % p)
    d.add(["- Next review ", c.d(phi.plus(v, rng.randint(150, 400)), rng.choice(["my", None])), "\n\n"])
    K.signature(d, c, "card", close="")
    d.add(["Cardiac physiologist: ", c.dr("physiol", "full"), "\n"])
    d.add(["cc: ", c.dr("cons", "drf"), " (", P(c.nmc, "HOSPITAL"), "); ", c.dr("gp", "drf"), " (", P(c.practice, "HOSPITAL"), ")\n"])
    if rng.random() < 0.5:
        K.sys_footer(d, c, "card")

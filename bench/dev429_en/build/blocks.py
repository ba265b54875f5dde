"""Reusable note sections shared by the genre writers."""
import datetime

from doc import P
import fake as F
import findings as FD
import pool_clinical as C
import pool_people as PP
import pool_places as PL


def meds_block(d, K, extra=(), head=None):
    rng = K.rng
    meds = list(K.L["meds"]) + list(extra)
    if head is None:
        head = rng.choice(["Medication:", "Current medications:", "Meds:", "MEDICATIONS", "Drug history:"])
    d.ln(head)
    style = rng.randint(0, 2)
    for i, m in enumerate(meds):
        d.ln(["%d. " % (i + 1), "- ", "  "][style], m)
    if rng.random() < 0.6:
        d.ln(rng.choice(["Allergies: ", "ALLERGIES: ", "Allergy status: "]), rng.choice(C.ALLERGIES))


def dx_block(d, K, head=None, number=True):
    rng = K.rng
    d.ln(head or rng.choice(["Diagnoses:", "Diagnosis:", "Cardiac diagnoses", "Problem list:"]))
    d.ln("1. " if number else "- ", K.L["dx"])
    K.hist_block(d, bullet=rng.choice(["- ", "* ", "o "]), indent="   ")
    for i, pr in enumerate(K.L["problems"]):
        d.ln("%d. " % (i + 2) if number else "- ", pr)
    if K.L["device"] and rng.random() < 0.7:
        maker, model = rng.choice(C.PACERS if K.L["device"] == "pacer" else C.ICDS)
        d.w("%d. " % (len(K.L["problems"]) + 2) if number else "- ",
            "%s %s %s in situ" % ("Pacemaker" if K.L["device"] == "pacer" else "ICD", maker, model))
        if rng.random() < 0.5:
            d.w(", SN ", P(F.device_serial(rng, maker), "DEVICE"))
        d.nl()


def labs_block(d, K, n=None, when=None, head=None):
    rng = K.rng
    rows = list(C.LAB_ROWS)
    rng.shuffle(rows)
    rows = rows[:n or rng.randint(6, 12)]
    order = [r[0] for r in C.LAB_ROWS]
    rows.sort(key=lambda r: order.index(r[0]))
    when = when or K.visit
    d.w(head or rng.choice(["Bloods", "Laboratory results", "LABS", "Blood results"]), " (", K.d(when), ")")
    if rng.random() < 0.5:
        d.w(" - specimen ", P(F.idnum(rng, "lab"), "IDNUM"))
    d.ln(":")
    tab = rng.random() < 0.6
    for name, unit, lo, hi, nd in rows:
        span = hi - lo
        v = max(rng.uniform(lo - span * 0.25, hi + span * 0.35), lo * 0.6 if lo > 0 else hi * 0.05)
        if K.L["key"] == "eisen" and name == "Hb":
            v = rng.uniform(185, 215)
        if name == "NT-proBNP":
            v = rng.uniform(40, 1400)
        val = ("%." + str(nd) + "f") % v
        flag = " H" if v > hi else (" L" if v < lo else "")
        rng_txt = ("%." + str(nd) + "f-%." + str(nd) + "f") % (lo, hi)
        if tab:
            d.ln("  %-10s %8s %-14s (%s)%s" % (name, val, unit, rng_txt, flag))
        else:
            d.w("%s %s%s%s; " % (name, val, (" " + unit) if unit and rng.random() < 0.4 else "", flag.strip() and "*" or ""))
    if not tab:
        d.nl()


def exam_line(d, K, v=None):
    rng = K.rng
    v = v or FD.vitals(rng, K.L)
    d.ln(rng.choice(["O/E: ", "Examination: ", "On examination: ", "Exam: "]),
         "BP %s mmHg, HR %s bpm %s, SpO2 %s%% on air, weight %s kg, BMI %s." % (
             v["bp"], v["hr"], rng.choice(["regular", "reg", "irregular"]), v["sats"], v["wt"], v["bmi"]))
    k = K.L["key"]
    aus = {"rtof": "Single S2, grade 2/6 ESM at LUSE, soft early diastolic murmur.",
           "fontan": "Single S2, no murmur. Liver edge palpable 2 cm. Mild ankle oedema.",
           "tga_atrial": "Loud single S2, pansystolic murmur LLSE (systemic TR).",
           "tga_aso": "HS I + II, soft ESM at upper sternal edge.",
           "cctga": "Pansystolic murmur at apex (systemic AVVR). Pacemaker pocket healthy.",
           "coa": "Ejection click, 2/6 ESM. Radiofemoral delay absent. Right arm BP > leg BP by 12 mmHg.",
           "ebstein": "Widely split S1, 3/6 PSM LLSE, raised JVP with prominent v waves.",
           "avsd": "Apical pansystolic murmur radiating to axilla.",
           "eisen": "Central cyanosis, clubbing ++, loud P2, RV heave.",
           "pa_conduit": "Harsh ESM over conduit, sternotomy scar well healed.",
           "asd": "HS normal, no murmur. No peripheral oedema."}[k]
    d.ln(aus + rng.choice([" Chest clear.", " Lungs clear.", " Chest clear to auscultation.", ""]))


def social_block(d, K, head=True, family=True):
    rng = K.rng
    if head:
        d.ln(rng.choice(["Social history:", "Social:", "SH:", "Social situation"]))
    bits = []
    r = rng.random()
    if r < 0.45:
        d.w(rng.choice(["Works as a ", "Employed as a ", "Job: ", "Occupation - "]), P(K.prof, "PROFESSION"))
        if rng.random() < 0.6:
            d.w(rng.choice([" at ", " with ", " for "]), P(K.employer, "ORGANIZATION"))
        d.w(". ")
    elif r < 0.65:
        d.w("Retired ", P(K.prof, "PROFESSION"), ". ")
    elif r < 0.8:
        d.w(rng.choice(["Currently unemployed; previously a ", "Off work, usually a "]), P(K.prof, "PROFESSION"), ". ")
    else:
        d.w("Studying at ", P(rng.choice(PL.SCHOOLS), "ORGANIZATION"), ". ")
    if family:
        rel, fp = K.fam(K.spouse() if rng.random() < 0.7 else rng.choice(["mother", "friend", "sister"]))
        d.w(rng.choice(["Lives with %s " % rel, "Lives with %s, " % rel, "At home with %s " % rel]), fp)
        if rng.random() < 0.4:
            d.w(" (a ", P(rng.choice(PP.PROFESSIONS), "PROFESSION"), ")")
        d.w(rng.choice([" in ", ", "]), P(K.addr["city"], "CITY"), ". ")
    d.w(rng.choice(["Never smoked. ", "Ex-smoker (5 pack-years). ", "Vapes daily. ", "Non-smoker. "]))
    d.w(rng.choice(["Alcohol ~6 units/week. ", "Rare alcohol. ", "Teetotal. ", "Alcohol 14 u/wk. "]))
    if rng.random() < 0.3:
        d.w("Drives; ", P(F.plate(rng, K.c), "VEHICLE"), " registered for hospital parking permit. ")
    if rng.random() < 0.35:
        d.w(rng.choice(["Swims at ", "Walks daily around ", "Plays five-a-side at ", "Goes to the gym at "]),
            P(rng.choice(PL.LANDMARKS), "LOCATION_OTHER"), ". ")
    d.nl()


def signoff(d, K, role="cons", title=None, licence=None):
    rng = K.rng
    d.nl().ln(rng.choice(["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,"]))
    d.nl()
    if rng.random() < 0.3:
        d.ln("(dictated but not signed)")
    d.ln(K.dr(role, "title_full"), rng.choice(["", " " + K.creds()]))
    d.ln(title or rng.choice(["Consultant Cardiologist (ACHD)", "Consultant in Adult Congenital Heart Disease",
                              "Consultant Congenital Cardiologist", "ACHD Consultant"]))
    if licence or (licence is None and rng.random() < 0.4):
        d.ln(K.lic(role))
    if rng.random() < 0.3:
        d.ln("Secretary: ", K.nm("sec", "full"), "  Tel ", P(F.phone(rng, K.c), "PHONE"))


def cc_block(d, K, gp=True, patient=True, local=None):
    rng = K.rng
    d.nl()
    first = True
    if gp:
        d.w("cc: " if first else "    ", K.dr("gp", rng.choice(["title_full", "title_last", "init_last"])), ", ",
            P(K.practice, "HOSPITAL"))
        if rng.random() < 0.7:
            d.w(", ", F.addr_items(K.practice_addr, K.c, ", "))
        d.nl()
        first = False
    if patient:
        d.w("cc: " if first else "    ", K.ptitle(), " ", P(K.pt.full() if rng.random() < 0.5 else K.pt.init_last(), "PATIENT"),
            ", ", K.pt_addr(", ")).nl()
        first = False
    if local or (local is None and rng.random() < 0.45):
        d.w("cc: " if first else "    ", K.dr("local", "title_full"), ", Consultant Cardiologist, ",
            P(K.local_hosp, "HOSPITAL")).nl()


def e_sign(d, K, role, cred=None, when=None, user=None):
    rng = K.rng
    when = when or K.visit + datetime.timedelta(days=rng.randint(0, 3))
    d.w(rng.choice(["Electronically signed by ", "Signed: ", "Verified by ", "Finalised by "]))
    d.w(P(K.s(role).full(), "DOCTOR"), ", " + (cred or K.creds()))
    if user or (user is None and rng.random() < 0.4):
        d.w(" (", K.user(role), ")")
    d.w(" on ", K.d(when, rng.choice(["num", "short", "iso"])), " %02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))).nl()


def hard_neg_line(d, K):
    """A sentence dense in drug, score, guideline and eponym names."""
    rng = K.rng
    opts = [
        "Per the %s, endocarditis prophylaxis is advised for dental procedures." % rng.choice(C.GUIDELINES[3:6]),
        "Discussed in line with the %s." % rng.choice(C.GUIDELINES[:2] + C.GUIDELINES[8:10]),
        "%s today %s; %s %s." % (rng.choice(["NYHA", "WHO FC"]), K.L["nyha"], rng.choice(["PHQ-9", "GAD-7", "KCCQ-12"]),
                                 rng.randint(2, 14)),
        "Holter (7-day Zio patch) showed %s." % rng.choice(["no sustained arrhythmia", "2 runs of NSVT, max 6 beats",
                                                             "brief atrial tachycardia", "ectopy burden 1.8%"]),
        "Remains on %s; %s checked." % (rng.choice(K.L["meds"]).split(" ")[0], rng.choice(["U&E", "INR", "TFTs", "LFTs"])),
        "Valsalva and Doppler assessment unchanged from previous.",
        "Seattle Heart Failure Model estimates not applicable to this anatomy.",
        "No Osler nodes, Janeway lesions or splinter haemorrhages.",
        "Bruce protocol not used - cycle ramp preferred for gas exchange.",
        "Duke treadmill score not applicable (cycle protocol); Borg CR10 %d at peak." % rng.randint(5, 9),
        "KCCQ-12 summary score %d; Minnesota LHFQ %d." % (rng.randint(45, 95), rng.randint(8, 48)),
        "GCS 15/15 (Glasgow Coma Scale), no focal deficit; NEWS2 %d." % rng.randint(0, 5),
        "CHA2DS2-VASc %d, HAS-BLED %d - anticoagulation per ACHD consensus, not score alone." % (rng.randint(0, 3), rng.randint(0, 2)),
        "New York Heart Association class %s; Clinical Frailty Scale %d." % (K.L["nyha"], rng.randint(1, 4)),
        "Stool chart: Bristol type %d x3/day." % rng.randint(4, 7),
        "Device: %s %s; no MRI restrictions beyond SureScan conditions." % rng.choice(C.PACERS),
        "Apixaban (Eliquis) and rivaroxaban (Xarelto) discussed as alternatives to warfarin (Coumadin).",
        "Wolff-Parkinson-White pattern absent; no delta wave. Wenckebach at night on Holter (asymptomatic).",
        "Marfan and Loeys-Dietz features absent; Ghent criteria not met.",
        "Epworth Sleepiness Scale %d; STOP-BANG %d." % (rng.randint(3, 14), rng.randint(1, 5)),
    ]
    d.ln(rng.choice(opts))

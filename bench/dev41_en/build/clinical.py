"""Clinical scenario fragments for cardiology and respiratory inpatient notes."""
from markup import M, DOC, FAM, AGE, HOSP, LOC, IDN, PHONE, COUNTRY, ORG, PROF, CITY
import pools


def num(r, lo, hi, dec=0):
    """Random lab value that never looks like a calendar year."""
    while True:
        v = r.uniform(lo, hi)
        if dec == 0:
            v = int(round(v))
            if not (1900 <= v <= 2099):
                return str(v)
        else:
            return ("%." + str(dec) + "f") % v


def vitals(ctx, sick=False):
    r = ctx.rng
    hr = r.randint(88, 128) if sick else r.randint(58, 96)
    sbp = r.randint(92, 168)
    dbp = r.randint(48, 96)
    rr = r.randint(20, 30) if sick else r.randint(12, 20)
    sat = r.randint(86, 93) if sick else r.randint(93, 99)
    t = r.choice(["36.%d" % r.randint(2, 9), "37.%d" % r.randint(0, 9), "38.%d" % r.randint(0, 4) if sick else "36.8"])
    o2 = r.choice(["RA", "air", "2L NP", "28% venturi", "4L NC", "1L NP"])
    if ctx.loc.code in ("US", "CA"):
        t = "%.1f" % (float(t) * 9 / 5 + 32) + "F" if r.random() < 0.5 else t + "C"
    style = r.choice([0, 1, 2])
    if style == 0:
        s = "HR %d, BP %d/%d, RR %d, SpO2 %d%% %s, T %s" % (hr, sbp, dbp, rr, sat, o2, t)
    elif style == 1:
        s = "Obs: P %d reg, BP %d/%d, RR %d, sats %d%% on %s, temp %s" % (hr, sbp, dbp, rr, sat, o2, t)
    else:
        s = "T %s | HR %d | BP %d/%d | RR %d | SpO2 %d%% (%s)" % (t, hr, sbp, dbp, rr, sat, o2)
    if ctx.loc.code in ("UK", "IE") and r.random() < 0.6:
        s += ", NEWS2 %d" % (r.randint(3, 7) if sick else r.randint(0, 2))
    return s


def lab_table(ctx, n=3):
    """Trend table of common bloods over the last n days (dated columns)."""
    r = ctx.rng
    days = [ctx.ago(n - 1 - i) for i in range(n)]
    style = r.choice(["short", "short", "num"])
    cols = [ctx.d(d, style) for d in days]
    rows = [("Hb", 95, 150, 0), ("WCC", 4, 18, 1), ("Plt", 140, 420, 0), ("CRP", 3, 250, 0), ("Na", 128, 145, 0),
            ("K", 3.3, 5.6, 1), ("Urea", 3, 22, 1), ("Cr", 55, 220, 0), ("Mg", 0.6, 1.0, 2)]
    rows = r.sample(rows, r.randint(5, 8))
    out = ["| | " + " | ".join(cols) + " |", "|---" * (n + 1) + "|"]
    for name, lo, hi, dec in rows:
        out.append("| %s | " % name + " | ".join(num(r, lo, hi, dec) for _ in days) + " |")
    return "\n".join(out)


def accession(r, kind):
    y = r.randint(24, 26)
    if kind == "lab":
        return r.choice(["H%02d-%06d" % (y, r.randint(0, 999999)), "%02dB%07d" % (y, r.randint(0, 9999999)),
                         "LAB%08d" % r.randint(0, 99999999), "M%02d-%05d" % (y, r.randint(0, 99999))])
    if kind == "rad":
        return r.choice(["RAD%08d" % r.randint(0, 99999999), "A%07d" % r.randint(0, 9999999),
                         "CT%02d-%06d" % (y, r.randint(0, 999999)), "%d" % r.randint(40000000, 99999999)])
    if kind == "path":
        return r.choice(["S%02d-%05d" % (y, r.randint(0, 99999)), "C%02d-%04d" % (y, r.randint(0, 9999)),
                         "CY%02d/%05d" % (y, r.randint(0, 99999))])
    return "%s%07d" % (r.choice(["ORD", "REQ", "ORD-"]), r.randint(0, 9999999))


def setprof(ctx, opts):
    ctx.prof = ctx.rng.choice(opts)
    return ctx.prof


def serial(r, prefix=None):
    p = prefix or r.choice(["PJN", "RNR", "BLK", "SJM", "CRT", "MNS", "PZK", "QWE", "HLT"])
    return r.choice(["%s%06d%s" % (p, r.randint(0, 999999), r.choice(["", "H", "R", "S", "G"])),
                     "%s-%07d" % (p, r.randint(0, 9999999)), "%d" % r.randint(10000000, 99999999)])


# ---------------------------------------------------------------------------
# cardiology
# ---------------------------------------------------------------------------

def cardio(ctx, kind):
    r = ctx.rng
    pt = ctx.pt
    he, his, him = pt.he, pt.his, pt.him
    adm = ctx.ago(r.randint(1, 6))
    d = {"adm": adm}
    if kind == "nstemi":
        proc = ctx.ago(r.randint(0, 2))
        d["dx"] = "NSTEMI"
        d["pc"] = "central chest tightness radiating to the left arm"
        d["hpi"] = ("Admitted %s with %s minutes of central chest tightness. hs-troponin %s -> %s ng/L. "
                    "Angiogram %s: %s; PCI to %s with %s DES. Radial access." % (
                        ctx.d(adm), num(r, 30, 180), num(r, 40, 200), num(r, 800, 6000), ctx.d(proc, "short"),
                        r.choice(["severe mid-LAD stenosis", "culprit OM1 lesion", "subtotal RCA occlusion", "two-vessel disease"]),
                        r.choice(["mid-LAD", "OM1", "proximal RCA", "LCx"]), r.choice(["1 x", "2 x"])))
        d["subj"] = r.choice(["Chest pain free since PCI. Mobilising on ward. Slept well.",
                              "No further chest pain. Mild bruising at right radial site, no pain.",
                              "Some anxiety about going home; no angina overnight."])
        d["exam"] = "HS I+II+0. Chest clear. Radial site: no haematoma, good radial pulse. No peripheral oedema."
        d["ix"] = "Echo: LVEF %s%%, %s. LDL %s mmol/L, HbA1c %s mmol/mol." % (
            num(r, 35, 60), r.choice(["mild anterior hypokinesia", "inferior hypokinesis", "no RWMA"]),
            num(r, 1.8, 4.9, 1), num(r, 36, 70))
        d["problems"] = [("NSTEMI s/p PCI", "DAPT aspirin + ticagrelor for 12 months; atorvastatin 80 mg; bisoprolol 2.5 mg; ramipril titrate"),
                         ("Secondary prevention", "cardiac rehab referral; smoking cessation discussed"),
                         ("Discharge", "aim discharge %s if stable" % ctx.d(ctx.later(r.randint(1, 2)), "wd"))]
    elif kind == "adhf":
        w0 = r.uniform(78, 118)
        w1 = w0 - r.uniform(1.5, 6)
        d["dx"] = "Acute decompensated heart failure"
        d["pc"] = "worsening breathlessness and leg swelling"
        d["hpi"] = ("Known HFrEF (LVEF %s%% on echo %s). Admitted %s with %s weeks of worsening SOBOE, orthopnoea "
                    "(%s pillows) and bilateral leg oedema to the knees. NT-proBNP %s." % (
                        num(r, 15, 35), ctx.d(ctx.ago(r.randint(120, 900)), "month_year"), ctx.d(adm),
                        r.randint(1, 4), r.randint(2, 4), num(r, 3100, 18000)))
        d["subj"] = r.choice(["Breathing better; able to lie flatter. Legs less swollen.",
                              "Feels 'less puffed'. Passing plenty of urine. Some cramps overnight.",
                              "Still orthopnoeic, slept in chair."])
        d["exam"] = "JVP +%d cm. Bibasal crackles to %s. Pitting oedema to %s." % (
            r.randint(2, 6), r.choice(["lower third", "mid zones", "bases only"]), r.choice(["ankles", "mid-shin", "knees"]))
        d["ix"] = "Weight %.1f kg (admission %.1f kg). Na %s, K %s, Cr %s (baseline %s). Fluid balance -%s mL." % (
            w1, w0, num(r, 129, 141), num(r, 3.4, 5.4, 1), num(r, 90, 190), num(r, 80, 130), num(r, 600, 2500))
        d["problems"] = [("ADHF", "continue IV furosemide %d mg BD; daily weights, strict fluid balance, 1.5 L fluid restriction" % r.choice([40, 80, 120])),
                         ("Renal function", "U&E daily; accept Cr rise up to 30%"),
                         ("GDMT", "restart bisoprolol when euvolaemic; consider SGLT2i; HF nurse to review")]
    elif kind == "af":
        d["dx"] = "Fast AF"
        d["pc"] = "palpitations and presyncope"
        d["hpi"] = ("New AF with RVR (rate %d) on admission %s. CHA2DS2-VASc %d, ORBIT %d. TSH normal. "
                    "Echo: LA %s, LVEF %s%%." % (r.randint(130, 175), ctx.d(adm), r.randint(2, 6), r.randint(0, 3),
                                                 r.choice(["mildly dilated", "moderately dilated", "normal size"]), num(r, 40, 60)))
        d["subj"] = r.choice(["Palpitations settled. No chest pain.", "Still aware of heart racing on exertion.",
                              "Feels much better, keen for home."])
        d["exam"] = "Irregularly irregular pulse, rate %d. HS normal. Chest clear." % r.randint(72, 110)
        d["ix"] = "Telemetry: AF, rates %d-%d, no pauses. Mg %s, K %s." % (r.randint(60, 80), r.randint(95, 140),
                                                                          num(r, 0.7, 1.0, 2), num(r, 3.6, 4.9, 1))
        d["problems"] = [("AF", "rate control with bisoprolol; apixaban 5 mg BD; consider DCCV after 3 weeks anticoagulation"),
                         ("Triggers", "no infection; alcohol intake discussed"),
                         ("Follow-up", "AF clinic %s" % ctx.d(ctx.later(r.randint(20, 60)), "long"))]
    elif kind == "chb":
        imp = ctx.ago(r.randint(0, 1))
        sn = serial(r)
        d["dx"] = "Complete heart block"
        d["pc"] = "collapse"
        d["hpi"] = ("Admitted %s after two syncopal episodes; ECG complete heart block, ventricular escape %d bpm. "
                    "Dual-chamber PPM implanted %s (%s, generator serial %s, RA lead serial %s, RV lead serial %s)." % (
                        ctx.d(adm), r.randint(28, 42), ctx.d(imp), r.choice(PPM_MODELS), M("DEVICE", sn), M("DEVICE", serial(r)),
                        M("DEVICE", serial(r))))
        d["subj"] = r.choice(["No further dizziness. Sore at wound site.", "Feels 'a new person'. Arm sling on."])
        d["exam"] = "Left infraclavicular wound clean and dry, no haematoma. Paced rhythm at %d." % r.choice([60, 70])
        d["ix"] = "Device check: sensing and thresholds satisfactory. CXR: no pneumothorax, leads in position."
        d["problems"] = [("CHB s/p PPM", "wound check %s at practice nurse; device clinic 6 weeks" % ctx.d(ctx.later(r.randint(7, 10)), "short")),
                         ("Driving", "advised not to drive for 1 week"),
                         ("Registration", "device ID card given; serial %s recorded on device registry" % M("DEVICE", sn))]
    elif kind == "icd":
        sn = serial(r)
        d["dx"] = "VT storm / ICD shocks"
        d["pc"] = "multiple ICD shocks"
        d["hpi"] = ("Ischaemic cardiomyopathy with secondary-prevention ICD (%s, serial %s, implanted %s). "
                    "Received %d shocks %s; interrogation confirmed VT, rate %d." % (
                        r.choice(ICD_MODELS), M("DEVICE", sn), ctx.d(ctx.ago(r.randint(400, 2500)), "year"), r.randint(2, 6),
                        ctx.d(adm), r.randint(180, 240)))
        d["subj"] = r.choice(["No further shocks overnight. Very anxious.", "Tired, 'dreading the next shock'."])
        d["exam"] = "Alert. HS normal. Device pocket unremarkable. Mild basal crackles."
        d["ix"] = "K %s, Mg %s. Home monitor transmitter serial %s re-paired; transmission received %s." % (
            num(r, 3.4, 4.6, 1), num(r, 0.6, 0.9, 2), M("DEVICE", serial(r, "TX")), ctx.d(ctx.today))
        d["problems"] = [("VT storm", "amiodarone loading; keep K > 4.5 and Mg > 1.0"),
                         ("EP", "discuss VT ablation with Dr %s at %s" % (DOC(r.choice(pools.SURNAMES)), HOSP(ctx.loc.hosp_name(ctx.loc.town())))),
                         ("Psych", "offered psychology support")]
    elif kind == "ie":
        bc = [accession(r, "lab") for _ in range(3)]
        d["dx"] = "Infective endocarditis"
        d["pc"] = "fevers and weight loss"
        d["hpi"] = ("%d weeks of fevers, night sweats, %d kg weight loss. Blood cultures x3 (%s, %s, %s) grew "
                    "%s. TOE %s: %d mm vegetation on %s valve." % (
                        r.randint(2, 6), r.randint(3, 9), IDN(bc[0]), IDN(bc[1]), IDN(bc[2]),
                        r.choice(["Streptococcus mitis", "Enterococcus faecalis", "MSSA"]), ctx.d(ctx.ago(r.randint(1, 4)), "short"),
                        r.randint(6, 18), r.choice(["mitral", "aortic", "prosthetic aortic"])))
        d["subj"] = r.choice(["Afebrile 48 h. Appetite improving.", "Still sweats at night; PICC comfortable."])
        d["exam"] = "Pansystolic murmur at apex. No splinters. PICC right arm clean."
        d["ix"] = "CRP %s (from %s). Repeat cultures %s no growth to date." % (num(r, 20, 90), num(r, 120, 300), IDN(accession(r, "lab")))
        d["problems"] = [("IE", "IV antibiotics per micro for 6 weeks; weekly echo"),
                         ("Source", "dental review booked %s; OPTG done" % ctx.d(ctx.later(r.randint(1, 6)), "wd")),
                         ("OPAT", "discuss suitability with OPAT team")]
    elif kind == "syncope":
        sn = serial(r, "ILR")
        d["dx"] = "Recurrent syncope"
        d["pc"] = "collapse at home"
        d["hpi"] = ("Three episodes of LOC since %s, last %s, brief, no prodrome. Injured face on last fall. "
                    "ECG: %s. Implantable loop recorder inserted %s (serial %s)." % (
                        ctx.d(ctx.ago(r.randint(60, 300)), "month_year"), ctx.d(adm), r.choice(["bifascicular block", "1st degree HB + RBBB", "sinus rhythm, normal intervals"]),
                        ctx.d(ctx.today, "short"), M("DEVICE", sn)))
        d["subj"] = r.choice(["No further episodes on telemetry.", "Feels well; worried about driving."])
        d["exam"] = "Lying/standing BP %d/%d -> %d/%d. HS normal, no murmur." % (r.randint(120, 150), r.randint(70, 90), r.randint(110, 140), r.randint(65, 85))
        d["ix"] = "Telemetry 72 h: no arrhythmia. Echo normal."
        d["problems"] = [("Syncope ?arrhythmic", "ILR; home monitor paired"),
                         ("Driving", "advised not to drive; must inform licensing authority"),
                         ("Falls", "OT review")]
    elif kind == "as":
        d["dx"] = "Severe aortic stenosis"
        d["pc"] = "exertional breathlessness and presyncope"
        d["hpi"] = ("Severe AS (AVA %s cm2, mean gradient %s mmHg). Admitted %s with decompensation. CT TAVI "
                    "protocol %s (accession %s). Heart team MDT %s." % (
                        num(r, 0.5, 0.9, 1), num(r, 40, 70), ctx.d(adm), ctx.d(ctx.ago(1), "short"),
                        IDN(accession(r, "rad")), ctx.d(ctx.later(r.randint(2, 9)), "wd")))
        d["subj"] = r.choice(["Breathing better with diuretics.", "Dizzy on standing this morning."])
        d["exam"] = "Ejection systolic murmur radiating to carotids, soft S2. Mild ankle oedema."
        d["ix"] = "Hb %s, Cr %s. Coronary angiogram: no significant CAD." % (num(r, 98, 140), num(r, 70, 160))
        d["problems"] = [("Severe AS", "for heart team discussion re TAVI vs SAVR"),
                         ("Frailty", "Rockwood CFS %d; geriatric review" % r.randint(3, 6)),
                         ("Dental", "dental clearance before valve intervention")]
    else:  # pericarditis
        d["dx"] = "Acute pericarditis"
        d["pc"] = "pleuritic chest pain"
        d["hpi"] = ("Sharp central chest pain worse lying flat, onset %s after a viral illness. ECG widespread "
                    "concave ST elevation, PR depression. Troponin %s ng/L. Echo: small effusion." % (
                        ctx.d(ctx.ago(r.randint(2, 5)), "weekday"), num(r, 5, 60)))
        d["subj"] = r.choice(["Pain much improved with colchicine and ibuprofen.", "Pain 3/10, eased sitting forward."])
        d["exam"] = "Pericardial rub heard yesterday, not today. No pulsus paradoxus."
        d["ix"] = "CRP %s. Repeat echo: effusion stable, no tamponade." % num(r, 12, 140)
        d["problems"] = [("Pericarditis", "ibuprofen 600 mg TDS with PPI 2 weeks; colchicine 3 months"),
                         ("Activity", "avoid strenuous exercise; %s %s" % (r.choice(["plays rugby for", "coaches at", "trains with"]), ORG("%s %s" % (ctx.site_town, r.choice(["RFC", "Athletic Club", "Harriers", "Rowing Club"]))))),
                         ("Follow-up", "echo and clinic 4 weeks")]
    return d


PPM_MODELS = ["Medtronic Azure XT DR MRI", "Abbott Assurity MRI", "Biotronik Enitra 8 DR-T", "Boston Scientific Accolade MRI DR"]
ICD_MODELS = ["Medtronic Cobalt XT DR", "Boston Scientific Resonate EL ICD", "Abbott Gallant DR", "Biotronik Rivacor 7 VR-T"]

CARDIO_KINDS = ["nstemi", "adhf", "af", "chb", "icd", "ie", "syncope", "as", "pericarditis"]


# ---------------------------------------------------------------------------
# respiratory
# ---------------------------------------------------------------------------

def resp(ctx, kind):
    r = ctx.rng
    pt = ctx.pt
    he, his, him = pt.he, pt.his, pt.him
    adm = ctx.ago(r.randint(1, 7))
    d = {"adm": adm}
    if kind == "copd":
        d["dx"] = "Infective exacerbation of COPD"
        d["pc"] = "increased breathlessness and purulent sputum"
        d["hpi"] = ("COPD (FEV1 %s%% predicted, spirometry %s), %d exacerbations in past year. Admitted %s: "
                    "VBG pH %s, pCO2 %s kPa. NIV started in ED, weaned %s." % (
                        num(r, 25, 60), ctx.d(ctx.ago(r.randint(200, 1500)), "year"), r.randint(1, 5), ctx.d(adm),
                        num(r, 7.21, 7.33, 2), num(r, 6.8, 9.9, 1), ctx.d(ctx.ago(r.randint(0, 2)), "short")))
        d["subj"] = r.choice(["Breathing easier. Sputum now white.", "Still breathless walking to the toilet.",
                              "Wants to go home; 'feels back to normal'."])
        d["exam"] = "Hyperexpanded, widespread wheeze, %s. No accessory muscle use." % r.choice(["reduced air entry bases", "coarse crackles R base", "prolonged expiration"])
        d["ix"] = "CRP %s. CXR: hyperinflation, no consolidation. Sputum %s: %s." % (
            num(r, 8, 140), IDN(accession(r, "lab")), r.choice(["H. influenzae", "normal flora", "pending"]))
        d["problems"] = [("IECOPD", "pred 30 mg (day %d/5), doxycycline; target SpO2 88-92%%" % r.randint(2, 5)),
                         ("Inhalers", "technique checked; switch to triple therapy"),
                         ("Rehab", "pulmonary rehab referral; COPD nurse to review")]
    elif kind == "cap":
        d["dx"] = "Community-acquired pneumonia"
        d["pc"] = "fever, cough and right-sided pleuritic pain"
        d["hpi"] = ("Admitted %s. CURB-65 %d. CXR: %s consolidation. Urinary legionella and pneumococcal "
                    "antigens negative. Blood cultures %s no growth." % (
                        ctx.d(adm), r.randint(1, 3), r.choice(["right lower zone", "left lower lobe", "right middle lobe", "bilateral basal"]),
                        IDN(accession(r, "lab"))))
        d["subj"] = r.choice(["Fevers settling. Less pleuritic pain.", "Coughing green sputum, appetite poor.", "Feels weak but better."])
        d["exam"] = "Bronchial breathing %s. Dull to percussion." % r.choice(["R base", "L base", "R mid zone"])
        d["ix"] = "WCC %s, CRP %s (from %s). Sputum MC&S %s pending." % (num(r, 7, 19, 1), num(r, 30, 180), num(r, 180, 380), IDN(accession(r, "lab")))
        d["problems"] = [("CAP", "IV co-amoxiclav + clarithromycin; IV to oral switch when afebrile 48 h"),
                         ("AKI", "IV fluids; repeat U&E"),
                         ("Follow-up", "repeat CXR 6 weeks via %s" % ctx.V["gp"])]
    elif kind == "asthma":
        d["dx"] = "Acute severe asthma"
        d["pc"] = "wheeze and breathlessness"
        d["hpi"] = ("Lifelong asthma, previous ICU admission %s. PEF on arrival %s L/min (best %s). Treated with "
                    "back-to-back nebs and IV magnesium in ED %s." % (
                        ctx.d(ctx.ago(r.randint(700, 4000)), "year"), num(r, 120, 220), num(r, 380, 520), ctx.d(adm)))
        d["subj"] = r.choice(["Much improved, speaking full sentences.", "Wheezy overnight, needed extra nebs at 03:00."])
        d["exam"] = "Scattered expiratory wheeze. RR %d. Speaking full sentences." % r.randint(14, 22)
        d["ix"] = "PEF today %s L/min (%s%% best)." % (num(r, 250, 420), num(r, 55, 90))
        d["problems"] = [("Asthma", "pred 40 mg 5 days; MART regime; asthma nurse education"),
                         ("Triggers", "works as a %s, dust exposure; occupational asthma screen" % PROF(setprof(ctx, ["baker", "joiner", "hairdresser", "spray painter", "warehouse operative"]))),
                         ("Discharge", "when PEF > 75%% best and stable; follow-up %s" % ctx.V["gp"])]
    elif kind == "pe":
        d["dx"] = "Pulmonary embolism"
        d["pc"] = "sudden breathlessness and pleuritic chest pain"
        d["hpi"] = ("Admitted %s. CTPA %s (accession %s): bilateral segmental PE, RV:LV %s. Recent long-haul "
                    "flight from %s." % (ctx.d(adm), ctx.d(adm, "short"), IDN(accession(r, "rad")), num(r, 0.8, 1.2, 2),
                                         COUNTRY(r.choice(pools.COUNTRIES))))
        d["subj"] = r.choice(["Less breathless. Pleuritic pain easing.", "Breathless on stairs, otherwise ok."])
        d["exam"] = "Calves soft, non-tender. HS normal. Chest clear."
        d["ix"] = "Troponin %s, BNP %s. Leg dopplers: %s." % (num(r, 4, 80), num(r, 30, 400), r.choice(["L popliteal DVT", "no DVT"]))
        d["problems"] = [("PE", "apixaban 10 mg BD x7 days then 5 mg BD; minimum 3 months"),
                         ("Provoked?", "travel-related; no cancer red flags"),
                         ("Follow-up", "PE clinic 3 months; leaflet given")]
    elif kind == "effusion":
        tap = ctx.ago(r.randint(0, 2))
        d["dx"] = "Unilateral pleural effusion"
        d["pc"] = "progressive breathlessness"
        d["hpi"] = ("Large %s effusion on CXR. US-guided diagnostic tap %s: straw-coloured, pleural fluid "
                    "specimens %s (biochem), %s (MC&S), %s (cytology)." % (
                        r.choice(["right", "left"]), ctx.d(tap), IDN(accession(r, "lab")), IDN(accession(r, "lab")),
                        IDN(accession(r, "path"))))
        d["subj"] = r.choice(["Breathing easier after drainage.", "Some discomfort at drain site."])
        d["exam"] = "Stony dull %s base. Drain site clean, swinging." % r.choice(["right", "left"])
        d["ix"] = "Fluid protein %s g/L, LDH %s, pH %s. Light's criteria: exudate." % (num(r, 30, 55), num(r, 200, 900), num(r, 7.2, 7.45, 2))
        d["problems"] = [("Exudative effusion", "await cytology; CT thorax with contrast booked"),
                         ("Drain", "clamp if > 1.5 L/24 h"),
                         ("Exposure", "asbestos exposure for %d years as a %s at %s" % (r.randint(5, 30), PROF(setprof(ctx, ["shipyard worker", "boilermaker", "pipefitter", "electrician"])), ORG(r.choice(pools.COMPANY_A) + " " + r.choice(["Shipbuilders", "Engineering", "Power Station"]))))]
    elif kind == "ptx":
        d["dx"] = "Spontaneous pneumothorax"
        d["pc"] = "sudden left chest pain and breathlessness"
        d["hpi"] = ("Tall thin smoker. Admitted %s with large %s pneumothorax (%s cm rim). Aspiration failed; "
                    "12F Seldinger drain inserted." % (ctx.d(adm), r.choice(["left", "right"]), num(r, 2, 5, 1)))
        d["subj"] = r.choice(["Pain controlled. Drain bubbling less.", "Drain stopped bubbling yesterday evening."])
        d["exam"] = "Drain site clean; not bubbling, swinging. Good air entry both sides."
        d["ix"] = "CXR today: lung re-expanded."
        d["problems"] = [("PTX", "clamp trial then remove drain if CXR stable"),
                         ("Smoking", "cessation advice"),
                         ("Flying/diving", "no flying for 2 weeks after resolution; avoid diving")]
    elif kind == "ild":
        d["dx"] = "Acute exacerbation of IPF"
        d["pc"] = "worsening breathlessness over 10 days"
        d["hpi"] = ("IPF diagnosed %s (MDT, HRCT UIP pattern), on nintedanib. Home O2 %d L. Admitted %s with "
                    "rising oxygen requirement. HRCT %s: new ground glass." % (
                        ctx.d(ctx.ago(r.randint(400, 2000)), "month_year"), r.randint(1, 3), ctx.d(adm), ctx.d(ctx.ago(1), "short")))
        d["subj"] = r.choice(["Breathless at rest. Wants to talk about 'what happens next'.", "Slightly better on high-flow."])
        d["exam"] = "Fine bibasal velcro crackles. Clubbing."
        d["ix"] = "CRP %s. Procalcitonin low. Echo: PASP %s mmHg." % (num(r, 5, 60), num(r, 30, 70))
        d["problems"] = [("AE-IPF", "pulsed methylpred; prophylactic cover"),
                         ("ACP", "discussed with patient and %s %s; ReSPECT/goals of care completed" % (ctx.nok_rel, ctx.nok.full())),
                         ("Palliative", "palliative care team referral")]
    elif kind == "bronchiectasis":
        d["dx"] = "Infective exacerbation of bronchiectasis"
        d["pc"] = "increased sputum volume and haemoptysis"
        d["hpi"] = ("Bronchiectasis (post-infective), chronic Pseudomonas since %s. Admitted %s. Sputum %s: "
                    "P. aeruginosa sensitive to ceftazidime." % (ctx.d(ctx.ago(r.randint(500, 3000)), "year"), ctx.d(adm), IDN(accession(r, "lab"))))
        d["subj"] = r.choice(["Sputum volume halved. No further haemoptysis.", "Still productive, tired."])
        d["exam"] = "Coarse crackles R lower zone. Sats %d%% RA." % r.randint(92, 97)
        d["ix"] = "CRP %s. Airway clearance physio daily." % num(r, 10, 120)
        d["problems"] = [("Exacerbation", "IV ceftazidime + tobramycin 14 days; consider OPAT"),
                         ("Airway clearance", "ACBT + PEP device"),
                         ("Follow-up", "bronchiectasis clinic")]
    elif kind == "tb":
        d["dx"] = "Suspected pulmonary TB"
        d["pc"] = "cough, night sweats and weight loss"
        d["hpi"] = ("%d months of productive cough, drenching sweats, %d kg weight loss. Born in %s, arrived %s. "
                    "CXR: right upper lobe cavitation. Isolated in negative-pressure room %s." % (
                        r.randint(2, 6), r.randint(4, 12), COUNTRY(r.choice(["India", "Pakistan", "Somalia", "the Philippines", "Vietnam", "Nepal", "Eritrea"])),
                        ctx.d(ctx.ago(r.randint(300, 3000)), "year"), LOC(ctx.room)))
        d["subj"] = r.choice(["Still sweats at night. Eating more.", "Anxious about family; asking about work."])
        d["exam"] = "Thin. Crackles R apex. No lymphadenopathy."
        d["ix"] = "Sputum AFB smear x3 (%s, %s, %s): %s. TB PCR pending. HIV negative." % (
            IDN(accession(r, "lab")), IDN(accession(r, "lab")), IDN(accession(r, "lab")), r.choice(["2+ positive", "negative x2, 1 pending"]))
        d["problems"] = [("?TB", "start RHZE once PCR back; baseline LFTs, visual acuity"),
                         ("Contacts", "household contacts: %s %s (%s) and child %s (%s) - TB nurse %s informed" % (
                             ctx.nok_rel, ctx.nok.full(), AGE(str(r.randint(25, 70))), FAM(r.choice(pools.FEMALE + pools.MALE)),
                             AGE(str(r.randint(2, 15))), DOC(r.choice(pools.FEMALE) + " " + r.choice(pools.SURNAMES)))),
                         ("Notification", "notifiable disease form completed")]
    else:  # osa / hypercapnic
        sn = serial(r, r.choice(["AS", "RS", "DV"]))
        d["dx"] = "Hypercapnic respiratory failure (OHS/OSA)"
        d["pc"] = "drowsiness and morning headaches"
        d["hpi"] = ("BMI %s. Admitted %s drowsy, pH %s, pCO2 %s kPa. Started on NIV; home machine issued %s "
                    "(serial %s, humidifier serial %s)." % (num(r, 38, 58, 1), ctx.d(adm), num(r, 7.22, 7.32, 2),
                                                            num(r, 8, 11, 1), ctx.d(ctx.ago(r.randint(0, 1)), "short"),
                                                            M("DEVICE", sn), M("DEVICE", serial(r, "HUM"))))
        d["subj"] = r.choice(["Tolerated NIV 6 h overnight. More alert.", "Mask leak overnight, refitted."])
        d["exam"] = "Alert, GCS 15. Peripheral oedema. Chest quiet."
        d["ix"] = "Overnight oximetry/TcCO2: improved. Compliance download from device %s: %s h." % (M("DEVICE", sn), num(r, 4, 8, 1))
        d["problems"] = [("Hypercapnic RF", "home NIV IPAP %d / EPAP %d" % (r.randint(16, 24), r.randint(6, 10))),
                         ("Driving", "works as a %s - advised not to drive until symptoms controlled" % PROF(setprof(ctx, ["HGV driver", "taxi driver", "courier", "bus driver"]))),
                         ("Weight", "weight management referral")]
    return d


RESP_KINDS = ["copd", "cap", "asthma", "pe", "effusion", "ptx", "ild", "bronchiectasis", "tb", "osa"]

"""Clinical filler that carries no PHI: exam, ECG, echo and cath numbers,
eponyms, codes, clock times, and sentences that use name-like ordinary words
(will, rose, frank, drew, art line, fields, page, bell, long QT ...)."""
import pools as P


def clock(r):
    return "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))


def clock12(r):
    h = r.choice([8, 9, 10, 11, 1, 2, 3, 4, 5, 7])
    return "%d:%02d %s" % (h, r.choice([0, 15, 30, 45, r.randint(0, 59)]),
                           r.choice(["AM", "am"]) if h >= 7 else r.choice(["PM", "pm"]))


WORDY = [
    "Will follow up in clinic in 6 weeks.",
    "No frank hematuria or melena.",
    "Lung fields clear bilaterally; no crackles.",
    "S3 heard best with the bell at the apex.",
    "QTc {q} ms - no long QT on prior tracings.",
    "White count normal on last CBC.",
    "Denies black or tarry stools.",
    "Strong radial and DP pulses bilaterally.",
    "Hope is to avoid readmission with close diuretic titration.",
    "Reports joy at being able to garden again.",
    "Bill to Medicare Part B.",
    "Grant of disability parking permit discussed.",
    "Heart sounds regular; no rub, gallop or murmur.",
    "Pace of ambulation improved on 6-minute walk test ({m} m).",
    "Blood pressure well controlled at home per log.",
    "Best response seen after diuresis; weight down {kg} kg.",
    "Sharp chest pain, worse with inspiration, is denied.",
    "Brown discoloration of the gaiter area consistent with venous stasis.",
    "King-size pillows used for orthopnea, 3 pillows.",
    "Good femoral pulses.",
    "Price of sacubitril/valsartan discussed; copay card provided.",
    "No rush to repeat imaging; stable.",
    "Little to no pedal edema today.",
    "States 'I will walk every day.'",
    "Faith-based fasting and its effect on diuretic timing reviewed with dietitian.",
    "Long-term anticoagulation indicated given CHA2DS2-VASc {cv}.",
    "Snow shoveling strongly discouraged.",
    "Hot weather may worsen orthostasis on diuretics.",
    "Mark the home BP readings in the log book and bring it next visit.",
    "Gray-scale imaging on the last duplex showed heterogeneous plaque.",
    "Young age at first MI prompted Lp(a) testing.",
    "Cross-country skiing allowed at moderate intensity.",
    "Will reassess rhythm strategy if symptoms recur.",
    "Summary of the visit given to the patient in writing.",
]
WORDY_INPT = [
    "Troponin rose from {a} to {b} ng/L over 3 hours.",
    "Nurse drew labs at {t}.",
    "Art line placed in the right radial artery.",
    "Please page cardiology fellow on call with any questions.",
    "Chase the pending blood cultures x2.",
    "Rose-colored sputum denied.",
    "Green top tube sent for lactate.",
    "Banks of IV pumps cleared; transitioned to oral regimen.",
    "Short runs of NSVT on telemetry, longest 7 beats.",
    "Ventricular pacing 98% on telemetry review.",
    "Will hold heparin drip 6 h before sheath removal.",
    "Dawn labs show K {k} after repletion.",
]

EXAM = [
    "General: NAD, pleasant.", "Neck: JVP {jvp} cm above the sternal angle, no carotid bruits.",
    "CV: RRR, normal S1/S2, {mur}.", "Lungs: clear to auscultation bilaterally.",
    "Lungs: bibasilar crackles, decreased BS at R base.", "Abd: soft, NT/ND.",
    "Ext: {ed} bilateral LE edema; 2+ radial, 1+ DP/PT pulses.",
    "Neuro: A&O x3, no focal deficits.", "Skin: no Janeway lesions or Osler nodes.",
    "Kussmaul sign absent.", "Hepatojugular reflux positive.", "Groin site: no hematoma, no bruit.",
    "Radial site: TR band removed, 2+ pulse, Barbeau type A.", "Device pocket well healed, no erythema.",
]
MURMURS = ["no murmurs", "II/VI systolic ejection murmur at RUSB radiating to carotids",
           "III/VI holosystolic murmur at apex radiating to axilla", "soft early diastolic murmur at LSB",
           "S3 gallop", "S4 present", "no rubs or gallops"]


def fill(r, s):
    return s.format(a=r.randint(8, 40), b=r.randint(60, 900), t=clock(r), q=r.randint(400, 470),
                    m=r.randint(180, 520), kg=r.randint(2, 7), cc=r.randint(40, 140),
                    cv=r.randint(2, 7), k=r.randint(36, 48) / 10, jvp=r.randint(6, 16), mur=r.choice(MURMURS),
                    ed=r.choice(["trace", "1+", "2+", "3+", "no"]))


def wordy(d, r, k=1, inpt=False):
    for s in r.sample(WORDY_INPT if inpt and r.random() < 0.6 else WORDY, k):
        d.t(fill(r, s) + " ")


def exam(d, r, title=True):
    if title:
        d.line(r.choice(["PHYSICAL EXAM:", "Exam:", "PE:", "Physical examination"]))
    for s in r.sample(EXAM, r.randint(4, 8)):
        d.line(fill(r, s))


def eponyms(r, k=2):
    return r.sample(P.EPONYM_PHRASES, k)


def ecg(r):
    rh = r.choice(["Sinus rhythm", "Sinus bradycardia", "Atrial fibrillation with controlled ventricular response",
                   "Sinus rhythm with 1st degree AV block", "AV paced rhythm", "Atrial flutter with 4:1 block",
                   "Sinus tachycardia"])
    extra = r.choice(["LBBB", "RBBB", "LAFB", "nonspecific ST-T changes", "Q waves in III, aVF",
                      "LVH by voltage criteria", "no acute ST changes", "T-wave inversions V1-V3",
                      "ST elevation V2-V4 with reciprocal depression II, III, aVF", "Brugada pattern type 2 absent"])
    return "%s at %d bpm, PR %d ms, QRS %d ms, QTc %d ms. %s." % (
        rh, r.randint(42, 128), r.randint(120, 280), r.randint(80, 178), r.randint(390, 510), extra)


def echo_measure(d, r):
    rows = [("LVIDd", "%.1f cm" % (r.randint(38, 72) / 10)), ("LVIDs", "%.1f cm" % (r.randint(22, 60) / 10)),
            ("IVSd", "%.1f cm" % (r.randint(7, 16) / 10)), ("LVPWd", "%.1f cm" % (r.randint(7, 15) / 10)),
            ("LA vol index", "%d mL/m2" % r.randint(18, 62)), ("LVEF (Simpson's biplane)", "%d%%" % r.randint(15, 70)),
            ("E/A", "%.1f" % (r.randint(5, 28) / 10)), ("E/e' avg", "%d" % r.randint(5, 22)),
            ("TAPSE", "%.1f cm" % (r.randint(10, 26) / 10)), ("RVSP", "%d mmHg" % r.randint(20, 70)),
            ("AV peak vel", "%.1f m/s" % (r.randint(10, 52) / 10)), ("AV mean gradient", "%d mmHg" % r.randint(4, 58)),
            ("AVA (continuity)", "%.2f cm2" % (r.randint(60, 260) / 100)), ("Ao root", "%.1f cm" % (r.randint(28, 46) / 10)),
            ("GLS", "-%d%%" % r.randint(8, 22)), ("IVC", "%.1f cm, %s collapse" % (r.randint(12, 28) / 10, r.choice([">50%", "<50%"])))]
    for a, b in r.sample(rows, r.randint(7, 13)):
        d.line("  %-26s %s" % (a, b))


def cath_hemo(d, r):
    d.line("HEMODYNAMICS")
    d.line("  RA %d mmHg, RV %d/%d, PA %d/%d (mean %d), PCWP %d" % (
        r.randint(2, 18), r.randint(22, 70), r.randint(2, 16), r.randint(20, 72), r.randint(6, 32),
        r.randint(14, 48), r.randint(6, 34)))
    d.line("  Ao %d/%d, LV %d/%d, LVEDP %d mmHg" % (r.randint(96, 180), r.randint(50, 95), r.randint(96, 180),
                                                  r.randint(4, 14), r.randint(6, 32)))
    d.line("  CO (Fick) %.1f L/min, CI %.1f L/min/m2, PVR %.1f WU, SVO2 %d%%" % (
        r.randint(28, 72) / 10, r.randint(15, 38) / 10, r.randint(8, 60) / 10, r.randint(48, 76)))


VESSELS = ["LM", "proximal LAD", "mid LAD", "D1", "proximal LCx", "OM1", "OM2", "proximal RCA",
           "mid RCA", "distal RCA", "PDA", "PLV", "ramus"]


def coronaries(d, r):
    d.line("CORONARY ANGIOGRAPHY (%s dominant)" % r.choice(["right", "right", "left", "co-"]))
    for v in r.sample(VESSELS, r.randint(4, 7)):
        d.line("  %s: %s" % (v, r.choice(["no significant disease", "mild luminal irregularities",
                                          "%d%% stenosis" % r.randint(30, 99), "chronic total occlusion with L-R collaterals",
                                          "patent stent, mild ISR", "%d%% eccentric calcified lesion, FFR %.2f" % (
                                              r.randint(50, 90), r.randint(70, 92) / 100)])))


def codes_line(d, r):
    code, desc = r.choice(P.CPT)
    icd, idesc = r.choice(P.ICD10)
    d.line("CPT %s (%s); ICD-10 %s %s" % (code, desc, icd, idesc))


PLANS = [
    "Continue GDMT; uptitrate carvedilol as HR/BP allow.",
    "Repeat BMP in 1 week after spironolactone start.",
    "DAPT x 12 months, then aspirin monotherapy.",
    "Cardiac rehab referral placed (phase II, 36 sessions).",
    "Low sodium diet < 2 g/day, fluid restriction 1.5-2 L/day.",
    "Daily weights; call if gain > 2 lb overnight or 5 lb in a week.",
    "Hold metformin 48 h post contrast.",
    "Echo in 3 months to reassess LVEF for ICD candidacy.",
    "Statin intensity maximized; add ezetimibe if LDL > 1.8 mmol/L or > 70 mg/dL.",
    "No driving for 1 week post PCI, 6 months after ICD shock per guidelines.",
    "Smoking cessation counselling > 3 minutes provided.",
    "Influenza and pneumococcal vaccines up to date.",
    "Compression stockings 20-30 mmHg, leg elevation.",
    "Walk program: 30 min at RPE 11-13, 5 days/week.",
    "Remote monitoring transmissions every 91 days.",
    "Target INR 2.0-3.0; recheck in 1 week.",
]


def plan(d, r, k=None, numbered=True):
    for i, s in enumerate(r.sample(PLANS, k or r.randint(2, 5))):
        d.line(("%d. " % (i + 1) if numbered else "- ") + s)

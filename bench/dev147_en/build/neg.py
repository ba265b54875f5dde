"""Hard negatives: clinical text that must stay unannotated.

Vitals, lab panels, blood gases, scores, eponyms, codes, clock times,
durations in UK shorthand (3/7, 2/52, 6/12), and ordinary words that are
also names in the pools (frank, will, hope, power, ward, marked, may ...).
"""
import phi
from phi import ch, maybe


def rnd(a, b, nd=1):
    v = phi.R.uniform(a, b)
    return f"{v:.{nd}f}" if nd else str(int(round(v)))


def clock(lo=0, hi=23):
    h, m = phi.R.randint(lo, hi), phi.R.choice([0, 5, 10, 12, 15, 20, 25, 30, 40, 45, 50, 55])
    return ch([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}h", f"{h:02d}.{m:02d}"])


def vitals(style=None):
    hr = phi.R.randint(52, 138)
    sbp = phi.R.randint(78, 182)
    dbp = phi.R.randint(40, 98)
    rr = phi.R.randint(12, 34)
    sat = phi.R.randint(84, 100)
    t = rnd(35.4, 39.6)
    o2 = ch(["RA", "on RA", "on 2L NC", "on 4L NP", "on 28% Venturi", "on 15L NRB", "on 1L", "air"])
    news = phi.R.randint(0, 11)
    style = style if style is not None else phi.R.randint(0, 3)
    if style == 0:
        return f"HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sat}% {o2} T {t} NEWS2 {news}"
    if style == 1:
        return (f"Obs: T {t}C, HR {hr}{ch(['', ' (AF)', ' reg', ' irreg'])}, BP {sbp}/{dbp}, "
                f"RR {rr}, sats {sat}% {o2}, GCS {ch(['15', '14', '15/15', '13 (E3V4M6)', '15'])}, CBG {rnd(3.1, 19.8)}")
    if style == 2:
        return f"NEWS {news} ({ch(['RR', 'sats', 'HR', 'temp', 'new confusion', 'BP'])}) - {sbp}/{dbp}, P {hr}, RR {rr}, {sat}% {o2}, {t}"
    return f"BP {sbp}/{dbp} mmHg | HR {hr} bpm | RR {rr}/min | SpO2 {sat}% ({o2}) | Temp {t} deg C | AVPU {ch(['A', 'A', 'V', 'C'])}"


def bloods_inline():
    return (f"Hb {phi.R.randint(68, 158)} WCC {rnd(2.1, 24.8)} Plt {phi.R.randint(45, 612)} "
            f"Na {phi.R.randint(118, 148)} K {rnd(2.8, 6.6)} Ur {rnd(2.1, 34.0)} Cr {phi.R.randint(48, 480)} "
            f"eGFR {phi.R.randint(8, 90)} CRP {phi.R.randint(1, 380)}"
            + ch(["", f" Alb {phi.R.randint(18, 44)}", f" Bili {phi.R.randint(4, 190)} ALT {phi.R.randint(8, 640)} ALP {phi.R.randint(40, 820)}",
                  f" Lac {rnd(0.6, 8.2)}", f" Trop {phi.R.randint(3, 2400)}", f" INR {rnd(0.9, 4.8)}"]))


def bloods_lines():
    rows = [
        ("Hb", f"{phi.R.randint(68, 158)}", "g/L", "(115-165)"),
        ("WCC", rnd(2.1, 24.8), "x10^9/L", "(4.0-11.0)"),
        ("Neut", rnd(1.0, 21.0), "x10^9/L", ""),
        ("Plt", f"{phi.R.randint(45, 612)}", "x10^9/L", "(150-450)"),
        ("Na", f"{phi.R.randint(118, 148)}", "mmol/L", "(133-146)"),
        ("K", rnd(2.8, 6.6), "mmol/L", "(3.5-5.3)"),
        ("Urea", rnd(2.1, 34.0), "mmol/L", ""),
        ("Creat", f"{phi.R.randint(48, 480)}", "umol/L", "(45-84)"),
        ("eGFR", f"{phi.R.randint(8, 90)}", "mL/min/1.73m2", ""),
        ("CRP", f"{phi.R.randint(1, 380)}", "mg/L", "(<5)"),
        ("Adj Ca", rnd(1.9, 3.4, 2), "mmol/L", ""),
        ("Mg", rnd(0.4, 1.2, 2), "mmol/L", ""),
        ("PO4", rnd(0.4, 2.2, 2), "mmol/L", ""),
        ("Bili", f"{phi.R.randint(4, 190)}", "umol/L", ""),
        ("ALT", f"{phi.R.randint(8, 640)}", "U/L", ""),
        ("ALP", f"{phi.R.randint(40, 820)}", "U/L", ""),
        ("Alb", f"{phi.R.randint(18, 44)}", "g/L", ""),
        ("hs-TnT", f"{phi.R.randint(3, 2400)}", "ng/L", "(<14)"),
        ("NT-proBNP", f"{phi.R.randint(90, 24000)}", "ng/L", ""),
        ("D-dimer", f"{phi.R.randint(200, 9000)}", "ng/mL FEU", ""),
        ("Lactate", rnd(0.6, 8.2), "mmol/L", ""),
        ("INR", rnd(0.9, 4.8), "", ""),
        ("Glucose", rnd(2.4, 32.0), "mmol/L", ""),
        ("HbA1c", f"{phi.R.randint(38, 120)}", "mmol/mol", ""),
        ("TSH", rnd(0.01, 12.0, 2), "mU/L", ""),
        ("Ferritin", f"{phi.R.randint(8, 2200)}", "ug/L", ""),
        ("B12", f"{phi.R.randint(90, 900)}", "ng/L", ""),
    ]
    phi.R.shuffle(rows)
    rows = sorted(rows[:phi.R.randint(6, 12)], key=lambda r: r[0])
    out = []
    for name, val, unit, ref in rows:
        flag = ch(["", "", "", " H", " L", " *"])
        out.append(f"{name:<10} {val:>6} {unit:<14}{ref}{flag}".rstrip())
    return out


def abg():
    return (f"{ch(['ABG', 'VBG', 'ABG on 2L', 'ABG (FiO2 0.28)'])}: pH {rnd(7.05, 7.52, 2)} pCO2 {rnd(3.1, 11.8)} "
            f"pO2 {rnd(5.9, 18.0)} kPa HCO3 {phi.R.randint(9, 36)} BE {phi.R.randint(-18, 8)} Lac {rnd(0.6, 9.4)} "
            f"K {rnd(3.0, 6.8)} Glu {rnd(3.5, 28.0)}")


SCORES = [
    "CURB-65 {a}", "Wells score {a}", "Glasgow-Blatchford score {b}", "Rockall {a}",
    "qSOFA {c}", "Waterlow {d}", "MUST {c}", "Barthel {e}/100", "AMTS {f}/10",
    "4AT {a}", "Rockwood CFS {f}", "Clinical Frailty Scale {f}", "ASA {r}",
    "Mallampati {c}", "Child-Pugh {cp}", "MELD {d}", "CHA2DS2-VASc {a}",
    "HAS-BLED {c}", "ABCD2 {a}", "NIHSS {d}", "mRS {a}", "Glasgow Coma Scale 14",
    "Bristol stool type {f}", "Manchester Triage: orange", "MMSE {g}/30",
    "Edinburgh claudication questionnaire positive", "Nottingham Prognostic Index 4.4",
    "Oxford knee score {g}", "PESI class {r}", "Glasgow (Imrie) score {c}",
    "Braden {d}", "GRACE score {h}", "TIMI {c}", "PHQ-9 {d}", "Gleason 4+3=7",
]


def score():
    s = ch(SCORES)
    return s.format(a=phi.R.randint(0, 5), b=phi.R.randint(0, 16), c=phi.R.randint(0, 3),
                    d=phi.R.randint(6, 24), e=phi.R.randint(5, 100), f=phi.R.randint(1, 9),
                    g=phi.R.randint(12, 30), h=phi.R.randint(80, 210), r=ch(["I", "II", "III", "IV"]),
                    cp=ch(["A", "B", "C"]))


EPONYM = [
    "Murphy's sign negative.", "Murphy's sign positive, tender RUQ.",
    "Rovsing's sign positive.", "Tender at McBurney's point.",
    "Kernig's and Brudzinski's negative.", "Romberg positive.",
    "Trousseau's and Chvostek's signs negative.", "Homans' sign not elicited.",
    "No Virchow's node.", "Courvoisier's law - palpable GB, painless jaundice.",
    "Charcot's triad present.", "Kussmaul breathing.", "Cheyne-Stokes pattern overnight.",
    "Babinski upgoing on L.", "Foley catheter in situ, draining well.",
    "Foley removed, TWOC tomorrow.", "Hickman line site clean.",
    "Baker's cyst on USS, no DVT.", "Colles' type fracture on XR.",
    "Bell's palsy - no forehead sparing.", "Known Parkinson's disease - meds time critical.",
    "Addisonian crisis excluded, random cortisol 512.", "Graves' eye signs.",
    "Wernicke's encephalopathy risk - IV Pabrinex.", "Mallory-Weiss tear likely.",
    "Barrett's on last OGD.", "Stevens-Johnson syndrome considered - derm r/v.",
    "Guillain-Barre unlikely, reflexes present.", "Cushingoid appearance.",
    "Swan-Ganz not indicated.", "Seldinger technique, R IJ CVC.",
    "Sengstaken tube on standby.", "Ryle's tube aspirate pH 4.", "Guedel tolerated.",
    "Wood's lamp examination negative.", "Trendelenburg positive R.",
    "Hartmann's pouch intact.", "Light's criteria: exudate.", "Duke criteria not met.",
    "Beck's triad absent.", "Cook catheter flushed.", "Raynaud's noted to fingers.",
    "Glasgow Coma Scale 15 throughout.", "Alzheimer's type dementia per memory clinic.",
    "Down syndrome, lives in supported accommodation.",
]

WORD_TRAPS = [
    "Frank haematuria in catheter bag this AM.", "Will need repeat U&E in the morning.",
    "Hope to step down to ward level tomorrow.", "Marked pitting oedema to knees.",
    "Power 5/5 all four limbs.", "Power 4/5 L arm, 5/5 elsewhere.",
    "Ward round - plan as above.", "Little change overnight.", "Day 3 IV antibiotics.",
    "Stone seen in distal R ureter.", "Major haemorrhage protocol activated then stood down.",
    "Cross-match 2 units.", "Sharp pain R flank.", "Best interests decision required.",
    "Green sputum ++.", "White cell count trending down.", "Black stools x2 - on iron.",
    "Sweet-smelling breath, ketones 4.1.", "Swift improvement after nebs.",
    "Amber flag sepsis - screen completed.", "May need NIV if pH falls.",
    "Will discuss at board round.", "Rusty sputum.", "Visual fields full to confrontation.",
    "Page the reg if NEWS >= 5.", "Nurse-led discharge if obs stable.",
    "Long lie ~ 8 hrs on floor.", "Short of breath on minimal exertion.",
    "Dawn phenomenon on CGM.", "Bishop score not relevant.", "Lamb's wool between toes.",
    "Brown urine, dipstick blood +++.", "Fox sign absent.", "Rose to 39.2 overnight.",
    "Patience needed with feeding - SALT input.", "Joy of eating lost - dietitian aware.",
    "Grace period for bed until 12:00.", "Will review after lunch with results.",
    "Mark fluid balance every 4 h.", "Holly-leaf shaped rash - derm to see.",
    "Iris clip lens noted L eye.", "Violet discolouration toes.",
]

DURATIONS = [
    "3/7 hx of", "2/7 hx of", "5/7 history of", "1/52 of", "2/52 of", "6/12 hx of",
    "3/12 of", "10/7 hx of", "48 h of", "24 hrs of", "several weeks of",
]

REL_TIME = [
    "yesterday", "overnight", "this morning", "last week", "2 days ago", "this AM",
    "earlier today", "POD 2", "day 4 of admission", "3/7 ago", "last night",
    "tomorrow", "in 2/52", "in 6/52", "at 3/12", "next week",
]

REL_PAST = [
    "yesterday", "overnight", "this morning", "last week", "2 days ago", "this AM",
    "earlier today", "3/7 ago", "last night", "at 02:00", "this evening",
]

FOLLOW = [
    "OPD r/v 6/52", "Repeat CXR 6/52", "GP to check U&E in 1/52", "Clinic 3/12",
    "Bloods 48-72 h", "ECHO OP", "Repeat LFTs 2/52", "Dietitian 4/52",
]

PLAN_BITS = [
    "IV abx as per micro", "Strict fluid balance", "Daily U&E", "Falls bundle",
    "Delirium screen (4AT)", "VTE prophylaxis", "Sputum culture", "Blood cultures x2",
    "Urine MC&S", "CXR", "ECG", "Echo", "CT head", "CTPA", "USS KUB", "Stool chart",
    "Lying/standing BP", "Bladder scan", "SALT assessment", "PT/OT assessment",
    "Review drug chart", "Chest physio", "Wean O2 target 88-92%", "Hold ramipril",
    "Hold metformin", "Hold apixaban pending OGD", "Pabrinex", "CIWA monitoring",
    "Telemetry", "Repeat VBG 2 h", "Insulin sliding scale (VRIII)", "Catheter",
    "Check Mg/PO4", "Cardiology opinion", "Micro advice", "Palliative care input",
]


def negs(n=2):
    pool = EPONYM + WORD_TRAPS
    return " ".join(phi.R.sample(pool, n))


def plan_items(n):
    return phi.R.sample(PLAN_BITS, n)

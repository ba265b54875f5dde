"""Extra clinical sections used to give notes realistic length."""
from phi import m, df, add_days, name_p, dr, Person, accession, order_no
import clin
from common import t, t4

IMAGING = [
    "CXR PA/lateral: no focal consolidation, no effusion or pneumothorax; mild cardiomegaly, unchanged.",
    "CT abdomen/pelvis with contrast: no acute intra-abdominal process; sigmoid diverticulosis without diverticulitis; 1.2 cm simple hepatic cyst.",
    "Bilateral LE venous duplex: no DVT.",
    "TTE: LVEF 55-60%, normal RV size and function, no significant valvular disease, IVC <2.1 cm with >50% collapse.",
    "RUQ ultrasound: cholelithiasis without wall thickening; CBD 4 mm.",
    "CT head without contrast: no acute intracranial abnormality; chronic small-vessel ischemic change.",
    "ECG: sinus rhythm 78, PR 168, QRS 92, QTc 446, no acute ST-T changes.",
    "Renal ultrasound: no hydronephrosis; kidneys 10.1 and 10.4 cm with increased echogenicity.",
]

EDU = [
    "Education provided on low-sodium diet, daily weights and when to call the clinic; patient verbalized understanding using teach-back.",
    "Reviewed signs of bleeding, fall prevention at home, and the importance of keeping follow-up appointments.",
    "Inhaler technique reviewed with spacer; patient demonstrated correct use.",
    "Insulin injection technique, hypoglycemia recognition and treatment (rule of 15) reviewed.",
    "Discussed smoking cessation; quitline information given; patient is contemplative.",
    "Wound care: keep incision clean and dry, may shower after 48 hours, no tub soaks for 2 weeks.",
]

NURSE_CARE = [
    "Care plan: impaired gas exchange - goal SpO2 >92%, HOB >30 degrees, incentive spirometer 10x/h while awake.",
    "Care plan: risk for falls - bed low and locked, non-skid socks, hourly rounding, toileting schedule q2h.",
    "Care plan: acute pain - reassess 30-60 min after PRN analgesia, non-pharmacologic measures offered (repositioning, ice).",
    "Care plan: risk for impaired skin integrity - turn q2h, moisture barrier cream, pressure-redistribution mattress.",
    "Care plan: knowledge deficit - disease-specific teaching started, written materials at 6th-grade level provided.",
    "Care plan: fluid volume excess - strict I/O, daily weight 0600 same scale, 1.5 L fluid restriction posted at door.",
]


def exam_full(r, sc=None):
    lines = list(clin.EXAM_NORMAL)
    if sc:
        lines.insert(3, sc["exam"])
    return "\n".join(lines)


def imaging(r, k=2):
    return "\n".join(r.sample(IMAGING, k))


def inpatient_meds(r, sc):
    txt, _ = clin.med_list(r, sc["meds"] + r.sample(["heparin", "enoxaparin", "ondansetron", "melatonin", "polyethylene", "senna", "acetaminophen"], 3), "dash")
    return txt


def trend_table(r, c, days=3, pipe=None, end=None):
    pipe = r.random() < 0.5 if pipe is None else pipe
    if end is None:
        ds = [add_days(c.date, i) for i in range(days)]
    else:
        ds = [add_days(end, i - days) for i in range(days)]
    tests = [("Na", 128, 146, 0), ("K", 3.1, 5.6, 1), ("Cr", 0.6, 3.4, 2), ("BUN", 7, 62, 0), ("WBC", 3.1, 21.0, 1), ("Hgb", 6.8, 15.9, 1), ("Plt", 62, 441, 0)]
    if pipe:
        s = "| Lab | " + " | ".join(df(d, "md") for d in ds) + " |\n|---|" + "---|" * days + "\n"
    else:
        s = "Lab   " + "   ".join(df(d, "md_pad") for d in ds) + "\n"
    for name, lo, hi, dp in tests:
        vals = [("%." + str(dp) + "f") % r.uniform(lo, hi) for _ in ds]
        if pipe:
            s += "| %s | %s |\n" % (name, " | ".join(vals))
        else:
            s += "%-6s" % name + "".join("%-8s" % v for v in vals) + "\n"
    return s


def mar_excerpt(r, c, sc, day):
    s = "MAR (scheduled, %s):\n" % df(day, "md")
    for med in r.sample(sc["meds"], min(4, len(sc["meds"]))):
        s += "  %s  %s  given by %s\n" % (t4(r), r.choice(clin.MEDS[med]), m("DOCTOR", r.choice([c.nurse.initials(), c.nurse2.initials()])))
    return s


def ed_discharge_instr(r, c):
    return ("Discharge instructions given verbally and in writing. Return for worsening symptoms, fever, chest pain, "
            "trouble breathing or any new concern. Follow up with %s within 2-3 days; call %s to schedule. "
            "Prescriptions e-prescribed to %s." % (dr(c.pcp, "dr_last"), m("PHONE", c.pcp_phone), m("HOSPITAL", c.pharmacy)))


def nursing_adl(r):
    items = ["Bathing", "Dressing", "Toileting", "Transfers", "Ambulation", "Feeding"]
    return "ADLs: " + "; ".join("%s - %s" % (i, r.choice(["independent", "set-up", "min assist", "mod assist", "dependent"])) for i in items)


def nutrition(r):
    return "Nutrition: %s diet, appetite %s, weight change %s; dentition %s; swallow screen %s." % (
        r.choice(["regular", "cardiac", "carb-controlled", "renal", "NPO"]), r.choice(["good", "fair", "poor"]),
        r.choice(["none reported", "lost ~10 lb in 3 months", "gained 6 lb in 1 week"]), r.choice(["own teeth", "upper denture", "edentulous"]),
        r.choice(["passed", "failed - SLP consulted", "not indicated"]))


def course_paragraph(r, c, sc):
    s = "%s was admitted to the medicine service. " % ("The patient")
    extra = [
        "Initial labs were notable for the values above; cultures were obtained before antibiotics.",
        "Physical and occupational therapy evaluated on hospital day 2 and recommended %s." % r.choice(["home with outpatient PT", "short-term rehab", "a rolling walker"]),
        "Home medications were held on admission and resumed as appropriate.",
        "Nutrition was consulted for poor intake; oral supplements were started.",
        "Pain was controlled with scheduled acetaminophen and minimal opioid use.",
        "Telemetry showed no significant arrhythmias and was discontinued.",
        "Renal function was trended daily and remained near baseline.",
        "A goals-of-care conversation was held with the patient and family; code status confirmed.",
    ]
    s += " ".join(r.sample(extra, 4))
    return s

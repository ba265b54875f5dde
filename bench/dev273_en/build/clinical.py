"""Clinical content: PMH, medications, outcome measures, observations.
Mostly hard negatives (eponyms, scores, doses, units, codes, durations)."""
from core import P
import phi

PMH = ["Hypertension", "T2DM - diet controlled", "T2DM on metformin", "COPD (GOLD 2)", "Asthma",
       "OA both knees", "Osteoporosis - on alendronic acid", "AF on apixaban",
       "Parkinson's disease", "Alzheimer's disease (mild)", "Depression", "GAD",
       "CKD stage 3a (eGFR 52)", "Hypothyroidism", "IHD - previous MI, 2x DES",
       "Crohn's disease", "Fibromyalgia", "Chronic low back pain", "Obesity (BMI 36.4)",
       "Bilateral sensorineural hearing loss", "Dry AMD", "Stroke - mild L hemiparesis",
       "Bell's palsy (resolved)", "Meniere's disease", "Raynaud's phenomenon",
       "Hodgkin lymphoma - in remission", "Alcohol use disorder - abstinent 2 yrs", "PTSD",
       "Mild learning disability", "Autism spectrum condition", "Sjogren's syndrome",
       "Down syndrome", "Heart failure (EF 35%)", "Type 1 diabetes", "Psoriasis",
       "Rheumatoid arthritis (seropositive)", "Epilepsy - last seizure >2 yrs",
       "Multiple sclerosis (RRMS)", "Long COVID", "Glaucoma", "Cataracts - listed",
       "Peripheral neuropathy", "Chronic fatigue syndrome/ME", "Hiatus hernia",
       "BPH", "Gout", "Anaemia (iron deficiency)", "Schizophrenia - stable on depot",
       "Bipolar affective disorder", "Barrett's oesophagus", "Addison's disease",
       "Polymyalgia rheumatica", "Tinnitus", "Insomnia", "Frailty (CFS 6)"]

MEDS = ["Sertraline 50 mg OD", "Mirtazapine 15 mg ON", "Amlodipine 5 mg OD", "Ramipril 2.5 mg OD",
        "Metformin 500 mg BD", "Atorvastatin 20 mg ON", "Apixaban 5 mg BD", "Levothyroxine 75 mcg OD",
        "Salbutamol 100 mcg 2 puffs PRN", "Fostair 100/6 2 puffs BD", "Co-codamol 30/500 1-2 QDS PRN",
        "Paracetamol 1 g QDS PRN", "Omeprazole 20 mg OD", "Adcal-D3 1 tab BD",
        "Alendronic acid 70 mg weekly", "Co-careldopa 25/100 TDS", "Donepezil 10 mg ON",
        "Gabapentin 300 mg TDS", "Naproxen 500 mg BD", "Bisoprolol 2.5 mg OD",
        "Furosemide 40 mg OM", "Citalopram 20 mg OD", "Propranolol 10 mg PRN", "Zopiclone 3.75 mg PRN",
        "Tiotropium 18 mcg OD", "Insulin glargine 22 units ON", "Vitamin B12 1 mg IM 3-monthly",
        "Quetiapine 50 mg ON", "Duloxetine 60 mg OD", "Amitriptyline 10 mg ON", "Tamsulosin 400 mcg OD",
        "Allopurinol 100 mg OD", "Pregabalin 75 mg BD", "Ferrous fumarate 210 mg BD",
        "Buprenorphine 5 mcg/hr patch weekly", "Empagliflozin 10 mg OD", "Lithium 400 mg ON"]

OBS = ["BP 138/82", "BP 152/94", "BP 126/78", "HR 78 reg", "SpO2 96% RA", "BMI 31.2", "Wt 84.6 kg",
       "HbA1c 58 mmol/mol", "eGFR 54", "TSH 2.1", "Hb 118 g/L", "Ferritin 14", "B12 198 ng/L",
       "Vit D 28 nmol/L", "Chol 5.9", "QRISK3 18.4%", "TUG 16 s", "Barthel 85/100", "MUST 1",
       "Waterlow 12", "CFS 5", "MMSE 24/30", "ACE-III 78/100", "GCS 15/15", "AUDIT-C 3",
       "PHQ-9 14", "GAD-7 11", "FEV1 1.42 L (58% pred)", "MRC dyspnoea 3", "CAT score 22",
       "Peak flow 340 L/min", "INR 2.6", "Temp 36.8", "RR 16", "Pain 6/10", "Epworth 9"]

ONS_Q = ["Life satisfaction", "Worthwhile", "Happiness (yesterday)", "Anxiety (yesterday)"]


def _rise(rng, base, lo, hi, step=(0, 7)):
    v = base + rng.randrange(*step)
    return max(lo, min(hi, v))


def measures(rng, follow=True):
    """Return a list of (measure, baseline, review, note) strings."""
    out = []
    keys = rng.sample(["SWEMWBS", "WEMWBS", "ONS4", "UCLA3", "DJG", "MYCAW", "PAM", "EQVAS",
                       "K10", "PHQ9", "GAD7", "STAR", "ReQoL"], rng.randrange(2, 5))
    for k in sorted(keys, key=lambda x: x):
        if k == "SWEMWBS":
            b = rng.randrange(12, 24)
            out.append(("SWEMWBS (7-35)", str(b), str(_rise(rng, b, 7, 35, (-1, 8))), "metric score"))
        elif k == "WEMWBS":
            b = rng.randrange(25, 45)
            out.append(("WEMWBS (14-70)", str(b), str(_rise(rng, b, 14, 70, (-2, 14))), "3+ = meaningful change"))
        elif k == "ONS4":
            for q in ONS_Q:
                b = rng.randrange(1, 7)
                r = _rise(rng, b, 0, 10, (-1, 4)) if "Anxiety" not in q else max(0, b + 3 - rng.randrange(0, 5))
                if "Anxiety" in q:
                    b = rng.randrange(5, 10)
                out.append(("ONS4 " + q + " (0-10)", str(b), str(r), ""))
        elif k == "UCLA3":
            b = rng.randrange(6, 10)
            out.append(("UCLA 3-item loneliness (3-9)", str(b), str(max(3, b - rng.randrange(0, 4))), "lower = less lonely"))
        elif k == "DJG":
            b = rng.randrange(3, 7)
            out.append(("De Jong Gierveld 6-item (0-6)", str(b), str(max(0, b - rng.randrange(0, 3))), ""))
        elif k == "MYCAW":
            c1 = rng.randrange(4, 7)
            out.append(("MYCaW concern 1 (0-6)", str(c1), str(max(0, c1 - rng.randrange(0, 4))), "'feeling alone'"))
            out.append(("MYCaW wellbeing (0-6)", str(rng.randrange(3, 6)), str(rng.randrange(1, 4)), ""))
        elif k == "PAM":
            s = rng.randrange(38, 56)
            out.append(("PAM score / level", "%d.%d (L%d)" % (s, rng.randrange(10), 1 if s < 47 else 2),
                        "%d.%d (L%d)" % (s + 6, rng.randrange(10), 2 if s + 6 < 56 else 3), "PAM-13"))
        elif k == "EQVAS":
            b = rng.randrange(25, 60)
            out.append(("EQ-5D-5L VAS (0-100)", str(b), str(_rise(rng, b, 0, 100, (0, 25))), "index 0.%03d" % rng.randrange(300, 800)))
        elif k == "K10":
            b = rng.randrange(22, 35)
            out.append(("K10 (10-50)", str(b), str(max(10, b - rng.randrange(0, 10))), "moderate/high"))
        elif k == "PHQ9":
            b = rng.randrange(8, 19)
            out.append(("PHQ-9 (0-27)", str(b), str(max(0, b - rng.randrange(0, 7))), ""))
        elif k == "GAD7":
            b = rng.randrange(6, 16)
            out.append(("GAD-7 (0-21)", str(b), str(max(0, b - rng.randrange(0, 6))), ""))
        elif k == "STAR":
            for area in rng.sample(["Lifestyle", "Looking after yourself", "Managing symptoms",
                                    "Work/volunteering", "Money", "Where you live", "Family & friends",
                                    "Feeling positive"], 3):
                b = rng.randrange(2, 6)
                out.append(("Wellbeing Star - " + area + " (1-10)", str(b), str(_rise(rng, b, 1, 10, (0, 4))), ""))
        elif k == "ReQoL":
            b = rng.randrange(12, 25)
            out.append(("ReQoL-10 (0-40)", str(b), str(_rise(rng, b, 0, 40, (0, 9))), ""))
    if not follow:
        out = [(a, b, "-", d) for a, b, _r, d in out]
    return out


def measure_table(b, rng, d0, d1, country, follow=True, style=None):
    """Write a measures table; dates are PHI."""
    rows = measures(rng, follow)
    style = style or rng.choice(["pipe", "tab", "list"])
    ds = phi.dstyle(rng, country)
    if style == "pipe":
        b.f("| Measure | Baseline {a} | Review {z} | Notes |\n|---|---|---|---|\n",
            a=["(", P("DATE", phi.fmt_date(d0, ds)), ")"],
            z=["(", P("DATE", phi.fmt_date(d1, ds)), ")"] if follow else "")
        for m, x, y, n in rows:
            b.t("| %s | %s | %s | %s |\n" % (m, x, y, n))
    elif style == "tab":
        b.f("Measure\tBaseline\tReview\n\t{a}\t{z}\n", a=P("DATE", phi.fmt_date(d0, ds)),
            z=P("DATE", phi.fmt_date(d1, ds)) if follow else "n/a")
        for m, x, y, n in rows:
            b.t("%s\t%s\t%s\n" % (m, x, y))
    else:
        b.f("Baseline completed {a}", a=P("DATE", phi.fmt_date(d0, ds)))
        if follow:
            b.f(", repeated {z}", z=P("DATE", phi.fmt_date(d1, ds)))
        b.t(":\n")
        for m, x, y, n in rows:
            b.t("  - %s: %s%s%s\n" % (m, x, (" -> " + y) if follow else "", (" (" + n + ")") if n else ""))
    return rows


def pmh_items(rng, c, k=None):
    """PMH list pieces; some items carry a year of diagnosis (DATE)."""
    k = k or rng.randrange(2, 6)
    items = rng.sample(PMH, k)
    out = []
    for it in items:
        if rng.random() < 0.25:
            y = c.base.year - rng.randrange(1, 25)
            sep = rng.choice([" (dx ", " - since ", " ("])
            out.append([it, sep, P("DATE", str(y)), ")" if "(" in sep else ""])
        else:
            out.append(it)
    return out


def write_pmh(b, rng, c, style="list"):
    items = pmh_items(rng, c)
    for i, it in enumerate(items):
        if style == "list":
            b.t("- ")
            b.add(it)
            b.t("\n")
        else:
            if i:
                b.t("; ")
            b.add(it)
    if style != "list":
        b.t("\n")


def write_meds(b, rng, k=None, style="list"):
    k = k or rng.randrange(1, 6)
    ms = rng.sample(MEDS, k)
    if style == "list":
        for m in ms:
            b.t("- " + m + "\n")
    else:
        b.t(", ".join(ms) + "\n")


def obs_line(rng, k=3):
    return ", ".join(rng.sample(OBS, k))


ADMIN = {
    "UK": ["ARRS activity: SPLW contact (code SP-REF)", "QOF indicator: n/a", "Read v2 8T0.. (referral to SP)",
           "Frailty index (eFI) 0.28 - moderate", "PCN DES reporting: yes", "Appointment slot type: SP 45 min"],
    "IE": ["CDM programme - enrolled (review 2x/yr)", "GMS STC code: n/a", "GP visit card - under-6/over-70 scheme: no",
           "Slot: SP Link Worker (40 mins)", "HSE CHO 4 pathway"],
    "AU": ["MBS item 10997 claimed", "MBS 721 (GPMP) + 723 (TCA) in place", "PIP QI: yes", "MBS 2715 MHTP - current",
           "Bulk billed", "Care plan review due (MBS 732)"],
    "CA": ["OHIP fee code K013A", "Q040A diabetes mgmt incentive", "Billing: A007A intermediate assessment",
           "Roster status: rostered", "EMR template v2.3"],
    "NZ": ["Very Low Cost Access practice - $19.50 visit", "CSC holder", "Enrolled - capitated", "Access & Choice HIP session (30 min)",
           "READ code ZPT01"],
}


def admin_line(rng, country):
    return rng.choice(ADMIN[country])


CODES = ["SNOMED 871731000000106 (Referral to social prescribing service)",
         "SNOMED 871711000000103 (Social prescribing declined)",
         "Read 8T0.. ", "ICD-10 Z60.2 (problems related to living alone)",
         "ICD-10 Z59.6 (low income)", "ICD-10 Z63.6 (dependent relative needing care at home)",
         "SNOMED 1104311000000108 (Lonely)", "SNOMED 160734000 (Lives alone)",
         "SNOMED 105529008 (Lives alone - no help available)", "ICD-10 Z59.0 (homelessness)",
         "SNOMED 423315002 (Limited social contact)", "SNOMED 224130005 (Household composition)"]

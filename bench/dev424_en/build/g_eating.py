"""Genre (own): eating disorder physical health monitoring / MEED risk review."""
from doc import Phi
import blocks as B
import pools_clin as PC

GENRE = "eating_disorder_physical_review"
PROBLEMS = ["eating"]
MIN_AGE = 11


def _weights(d, c, v):
    rng = c.rng
    ht, wt, _ = c.height_weight(13.8, 18.2)
    med = 14.5 + 0.55 * (c.age - 8)
    d.add("%-12s %-8s %-8s %-6s %-7s %s\n" % ("Date", "Wt kg", "Ht cm", "BMI", "%mBMI", "BMI centile"))
    for k in range(rng.randint(3, 6), -1, -1):
        w = wt + rng.uniform(-0.4, 0.6) + k * rng.choice([-0.3, 0.2, 0.5])
        bmi = w / (ht / 100) ** 2
        d.w("{dt}", dt=c.rel(-7 * k, "dmy_slash" if c.code != "CA" else "iso"))
        pct = 100 * bmi / med
        cen = "<0.4th" if pct < 78 else "0.4th" if pct < 85 else "0.4th-2nd" if pct < 90 else \
            "2nd-9th" if pct < 96 else "9th-25th"
        d.add("   %-8.1f %-8.1f %-6.1f %-7s %s\n" % (w, ht, bmi, "%d%%" % int(pct), cen))


def build(c, d, v):
    rng, cty = c.rng, c.cty
    nurse = c.staff("ednurse", "nurse")
    diet = c.staff("dietitian")
    paed = c.staff("paediatrician")
    d.w("{t}\n", t=rng.choice(["EATING DISORDERS SERVICE - PHYSICAL HEALTH MONITORING",
                               "CEDS - Medical Risk Review (MEED)", "ED Pathway: weekly physical obs",
                               "Physical Health Review - Eating Disorders Clinic"]))
    B.banner(d, c, v)
    d.w("Date: {idx}   Clinic: {team}, {base}\n", v)
    d.w("Seen by: {n} ({j}); dietitian {dn}; medical cover {Dr} {pn} ({pj})\n", v, n=nurse.full(), j=nurse.job,
        dn=diet.i_last(), pn=paed.l(), pj=paed.job)
    d.w("Diagnosis: {dx}   Treatment: {tx}\n", dx=rng.choice(PC.ICD["eating"]),
        tx=rng.choice(["FT-AN phase 1 (week %d)" % rng.randint(2, 14), "CBT-E session %d" % rng.randint(3, 18),
                       "FT-AN phase 2"]))
    d.add("\nWEIGHT / HEIGHT\n")
    _weights(d, c, v)
    d.add("\nOBSERVATIONS\n")
    hrl = rng.randint(38, 58)
    rise = rng.randint(8, 38)
    d.add("HR lying %d, standing %d (rise %d)\n" % (hrl, hrl + rise, rise))
    d.add("BP lying %d/%d, standing %d/%d\n" % (rng.randint(82, 104), rng.randint(44, 64), rng.randint(76, 100),
                                                rng.randint(40, 62)))
    d.add("Temp %.1f C (tympanic)   CRT <2 s   peripheries %s\n" % (rng.uniform(35.2, 36.6),
                                                                  rng.choice(["cool", "warm", "cool, acrocyanosis"])))
    d.add("SUSS test: sit-up %d/3, squat-stand %d/3\n" % (rng.randint(1, 3), rng.randint(1, 3)))
    if rng.random() < 0.6:
        d.w("ECG {dt}: sinus bradycardia {r} bpm, QTc {q} ms (Fridericia). Device SN {sn}.\n",
            dt=c.rel(-rng.randint(0, 5)), r=str(hrl), q=str(rng.randint(390, 462)), sn=cty.device("ecg"))
    d.add("\nBLOODS ")
    d.w("({dt}, lab no. {ln})\n", dt=c.rel(-rng.randint(0, 3)), ln=cty.idnum("lab"))
    for line in PC.lab_lines(rng, ["U&E", "Bone", "FBC"] + rng.sample(["LFT", "Other", "TFT"], 1)):
        d.add(line + "\n")
    t1 = rng.random() < 0.3
    if t1:
        d.add("\nDIABETES (T1DM)\n")
        d.w("CGM: Dexcom G7, sensor serial {s}; time in range {t}%, time below {b}%\n", s=cty.device("cgm"),
            t=str(rng.randint(18, 62)), b=str(rng.randint(1, 9)))
        d.w("Pump: {m}, serial {p}. Bolus data suggests omitted doses at {x}.\n",
            m=rng.choice(["Omnipod 5", "MiniMed 780G", "Tandem t:slim X2"]), p=cty.device("pump"),
            x=rng.choice(["lunch", "evening meal", "weekends"]))
        d.add("HbA1c %d mmol/mol. Ketones 0.%d.\n" % (rng.randint(64, 110), rng.randint(1, 9)))
    d.add("\nMEED RISK RATING: %s\n" % rng.choice(["RED - discussed with paediatrics re admission",
                                                   "AMBER - weekly review", "GREEN", "AMBER (HR, orthostatic change)"]))
    d.add("\nDIETETIC\n")
    d.w("Meal plan: 3 meals + {s} snacks (~{k} kcal). {x}\n", s=str(rng.randint(2, 3)), k=str(rng.randint(2000, 3000)),
        x=rng.choice(["Fortisip Compact TDS if meal incomplete.", "Reduce exercise to gentle walks only.",
                      "Lunch supervised at school by " + "TA."]))
    if rng.random() < 0.5:
        d.w("School report (cashless catering, fingerprint account {b}): no lunch purchases since {dt}.\n",
            b=cty.bioid("canteen"), dt=c.rel(-rng.randint(7, 30)))
    d.add("\nPLAN\n")
    for i, p in enumerate(rng.sample([
            "Repeat bloods incl. phosphate and magnesium in 1 week (refeeding risk).",
            "Thiamine 100 mg TDS, Forceval 1 OD.",
            "No PE / sport until HR > 50 and no postural drop.",
            "Admission criteria discussed with family (Junior MARSIPAN/MEED).",
            "Next weigh: same time, same scales, gown.",
            "Letter to school re supervised lunch."] +
            (["Liaise with diabetes team re insulin omission."] if t1 else []), rng.randint(3, 5))):
        d.add("%d. %s\n" % (i + 1, p))
    d.w("Next review: {dt}\n", dt=c.rel(7, rng.choice([None, "wd_short"])))
    B.esign(d, c, nurse, c.d())
    if rng.random() < 0.3:
        B.footer(d, c, v, nurse)

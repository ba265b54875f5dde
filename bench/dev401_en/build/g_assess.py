"""Genres: fracture liaison assessment, DXA scan report, FRAX summary, vertebral fracture report."""
import clin
import ids
import pools_places as PP
from common import (letterhead, patient_block, gp_line, signature, audit_footer, social, age_phrase,
                    country_item, pt_name)
from ctx import N, D, sp, staff, person


def fx_text(c, fx):
    return fx[1] if c.country in ("US", "CA") else fx[0]


def prior_fractures(d, c, rng, lines=True):
    n = rng.choice((0, 1, 1, 2, 2, 3))
    if n == 0:
        d.t("  - nil previous fractures reported\n" if lines else "No previous fractures. ")
        return 0
    ages = sorted(rng.sample(range(max(45, c.age - 30), c.age), n))
    for a in ages:
        yr = c.today.year - (c.age - a)
        site = rng.choice(clin.PRIOR_SITES)
        if lines:
            r = rng.random()
            if r < 0.5:
                d.f("  - {0} fracture {1} (aged {2})\n", site, (str(yr), "DATE"), (str(a), "AGE"))
            elif r < 0.8:
                d.f("  - {0} #, {1}, {2}\n", site, D(c, ids.add_days(c.dob, 365 * a + rng.randrange(300)), "monyy"),
                    rng.choice(("fall from standing", "low trauma", "slipped on wet floor", "minimal trauma")))
            else:
                d.f("  - {0} fracture at age {1}\n", site, (str(a), "AGE"))
        else:
            d.f("Previous {0} fracture in {1}. ", site, (str(yr), "DATE"))
    return n


def risk_factors(d, c, rng):
    d.t("Risk factors:\n")
    if rng.random() < 0.35:
        par = rng.choice(("mother", "father"))
        d.f("  Parental hip fracture: yes - {0}", par)
        if rng.random() < 0.5:
            d.f(" ({0}) at {1}", N(person(rng, "F" if par == "mother" else "M"), "FAMILY", "first"),
                (str(rng.randrange(68, 94)), "AGE"))
        d.t("\n")
    else:
        d.t("  Parental hip fracture: no\n")
    d.t(rng.choice(("  Glucocorticoids: prednisolone 5 mg for >3 months (PMR)\n", "  Glucocorticoids: none\n",
                    "  Glucocorticoids: inhaled only (Seretide)\n", "  Steroids: none\n")))
    d.t(rng.choice(("  RA: no\n", "  Rheumatoid arthritis: yes, seropositive, on methotrexate\n", "  RA: no\n")))
    if c.female and rng.random() < 0.6:
        d.f("  Menopause: age {0}{1}\n", (str(rng.choice((38, 42, 44, 46, 48, 50, 51, 52, 53, 55))), "AGE"),
            rng.choice(("", ", no HRT", ", HRT for 5 years", ", surgical (TAH BSO)")))
    if rng.random() < 0.35:
        d.f("  Family history: {0} died at {1} ({2})", rng.choice(("mother", "father", "brother", "sister")),
            (str(rng.randrange(48, 96)), "AGE"), rng.choice(("stroke", "breast ca", "after hip fracture", "MI", "old age")))
        if rng.random() < 0.5:
            d.f("; sister {0} has osteoporosis", N(person(rng, "F"), "FAMILY", rng.choice(("first", "full"))))
        d.t("\n")
    d.t("  " + rng.choice([x for x in ("Secondary causes: none identified", "Secondary causes: coeliac disease",
                                       "Secondary causes: aromatase inhibitor (letrozole)", "Secondary causes: type 1 diabetes",
                                       "Secondary causes: hyperthyroidism (Graves' disease, treated)",
                                       "Secondary causes: ADT for prostate cancer") if clin.fits(c, x)]) + "\n")


def fls_assessment(rng, c, d):
    dept = rng.choice(("Fracture Liaison Service", "Bone Health Service - Fracture Liaison", "FLS / Orthogeriatrics"))
    letterhead(d, c, rng, dept)
    d.t(rng.choice(("FRACTURE LIAISON SERVICE - NEW PATIENT ASSESSMENT\n", "FLS Assessment\n",
                    "Fracture Liaison Assessment (secondary fracture prevention)\n")))
    seen = rng.choice(("FLS clinic", "fracture clinic", "ward", "virtual clinic (telephone)"))
    d.f("Date: {0}   Seen in: {1}", D(c, c.today, rng.choice(("num", "long", "wk"))), seen)
    if rng.random() < 0.4 and "virtual" not in seen:
        d.f(", room {0}", (str(rng.randrange(1, 30)) + rng.choice(("", "A", "B")), "LOCATION_OTHER"))
    d.t("\n\n")
    patient_block(d, c, rng)
    gp_line(d, c, rng)
    d.f("Referral: {0}, ref {1}\n\n", rng.choice(("ED attendance", "fracture clinic", "orthopaedic ward case-finding",
                                                "radiology alert", "GP referral", "orthogeriatric round")),
        (ids.order_no(rng), "IDNUM"))
    fx = rng.choice(clin.FRACTURES)
    fdate = ids.add_days(c.today, -rng.randrange(5, 120))
    d.f("INDEX FRACTURE\n{0} on {1}. Mechanism: {2}. ", fx_text(c, fx), D(c, fdate, rng.choice(("num", "long", "mon"))),
        rng.choice(clin.MECHANISMS))
    d.f("Managed at {0} with {1}.\n", (c.hosp.name if rng.random() < 0.7 else c.other_hosp.name, "HOSPITAL"),
        rng.choice(clin.TREATMENT[fx[2]]))
    if c.country == "NZ" and rng.random() < 0.7:
        d.f("ACC claim lodged, claim no. {0}.\n", ("CA" + ids.digits(rng, 8), "IDNUM"))
    if c.country == "US" and rng.random() < 0.5:
        d.f("Coverage: Medicare Part B/D via {0}, ID {1}.\n", (c.insurer, "ORGANIZATION"), (c.hp, "HEALTHPLAN"))
    if fx[2] == "hip":
        if rng.random() < 0.6:
            st = rng.choice(("num_short", "num", "mon"))
            d.f("Inpatient {0}{1}{2}. ", D(c, fdate, st), "-" if st == "num_short" else " to ",
                D(c, ids.add_days(fdate, rng.randrange(4, 30)), st))
        d.f("Admitted to {0}, bed {1}; ", (c.hosp.ward, "HOSPITAL"), (str(rng.randrange(1, 30)), "LOCATION_OTHER"))
        d.t(rng.choice(("AMTS 8/10, 4AT 0.", "4AT 2, mild delirium post-op.", "NHFD data entered.")) + "\n")
    d.t("\nPREVIOUS FRACTURES\n")
    prior_fractures(d, c, rng)
    d.f("\nFalls: {0} in past 12 months.\n\n", rng.choice(("none", "one", "two", "three", "several")))
    risk_factors(d, c, rng)
    d.t("\nPMH: " + "; ".join(clin.comorbid(rng, c, rng.randrange(2, 6))) + "\n")
    d.t("Medications: " + ", ".join(clin.med_list(rng, c)) + "\n")
    d.t("Allergies: " + rng.choice(("NKDA", "penicillin (rash)", "codeine - nausea", "nil known")) + "\n\n")
    d.t("SOCIAL\n")
    social(d, c, rng)
    ht = rng.randrange(142, 178)
    wt = rng.randrange(41, 92)
    d.f("\nEXAMINATION\nHeight {0} cm (recalled max {1} cm), weight {2} kg, BMI {3}. ",
        str(ht), str(ht + rng.randrange(1, 9)), str(wt), "%.1f" % (wt / (ht / 100.0) ** 2))
    d.t(rng.choice(("Thoracic kyphosis, wall-occiput distance 4 cm. ", "No spinal tenderness. ",
                    "Rib-pelvis distance 2 fingerbreadths. ", "Walks with Zimmer frame. ",
                    "TUG 17 s with stick. ")) + "\n")
    if rng.random() < 0.6:
        dd = ids.add_months(c.today, -rng.randrange(2, 30))
        d.f("Dental: last check-up {0} at {1}; ", D(c, dd, rng.choice(("monthyear", "monyy", "year"))),
            (rng.choice(PP.DENTAL), "HOSPITAL"))
        d.t(rng.choice(("no planned extractions.\n", "awaiting extraction - defer IV therapy.\n", "dentures only.\n")))
    bd = ids.add_days(c.today, -rng.randrange(0, 20))
    d.f("\nBLOODS {0}\n", D(c, bd, "num"))
    for name, val, unit, flag in clin.labs(rng, c):
        d.t("  %-30s %s %s %s\n" % (name, val, unit, flag))
    vals = clin.dxa_values(rng, c)
    r = rng.random()
    if r < 0.45:
        dx = ids.add_days(c.today, -rng.randrange(0, 60))
        d.f("\nDXA {0} ({1}): L1-L4 T {2}, femoral neck T {3}, total hip T {4} -> {5}.\n", D(c, dx, "num"),
            (c.hosp.name, "HOSPITAL"), vals[0][2], vals[1][2], vals[2][2], clin.who_class(min(float(vals[0][2]), float(vals[1][2]))))
    elif r < 0.75:
        d.f("\nDXA requested, accession {0}; appointment {1}.\n", (ids.accession(rng, c.year), "IDNUM"),
            D(c, ids.add_days(c.today, rng.randrange(7, 50)), rng.choice(("num", "long"))))
    elif c.age >= 75:
        d.f("\nDXA not required: aged {0}, treat on clinical grounds ({1}).\n", (str(c.age), "AGE"),
            rng.choice(clin.GUIDELINES[c.country]))
    else:
        d.f("\nDXA to be booked at {0} (waiting list ~{1} weeks).\n", (c.other_hosp.name, "HOSPITAL"), str(rng.randrange(3, 14)))
    mof, hip = clin.frax(rng, c, vals[1][2])
    d.f("FRAX ({0}): major osteoporotic {1}%, hip {2}%.\n\n", "with BMD" if r < 0.45 else "without BMD",
        "%.1f" % mof, "%.1f" % hip)
    d.t("PLAN\n")
    drug = clin.first_line(c) if rng.random() < 0.5 else clin.bone_drug(rng, c)
    d.f("1. Commence {0}; written information given.\n", drug)
    d.f("2. {0}\n", rng.choice(clin.CALCIUM[c.country]))
    d.t(rng.choice(("3. Refer to Falls Prevention Service.\n", "3. Strength and balance (Otago) programme via community physio.\n",
                    "3. OT home hazard assessment.\n", "3. Falls risk low - no referral.\n")))
    fu = ids.add_days(c.today, rng.choice((112, 120, 126)))
    d.f("4. {0}, booked {1}.\n", rng.choice(("Telephone follow-up at 16 weeks", "Tel f/u 16/52", "FLS phone review in 4/12")),
        D(c, fu, rng.choice(("num", "long", "wk"))))
    d.t("5. Letter to GP with recommendations.\n\n")
    s = c.fls if rng.random() < 0.7 else c.cons
    signature(d, c, rng, s, closing=False)
    if rng.random() < 0.8:
        audit_footer(d, c, rng, s)


SCANNERS = ("Hologic Horizon A", "Hologic Discovery W", "GE Lunar iDXA", "GE Lunar Prodigy Advance",
            "Hologic QDR 4500")


def dxa_report(rng, c, d):
    dept = rng.choice(("Bone Densitometry Unit", "Department of Nuclear Medicine - Bone Density",
                       "Medical Imaging - DXA", "Radiology Department"))
    letterhead(d, c, rng, dept)
    d.t(rng.choice(("DUAL-ENERGY X-RAY ABSORPTIOMETRY (DXA) REPORT\n", "BONE MINERAL DENSITY REPORT\n",
                    "DXA Bone Densitometry\n")))
    d.t("=" * 44 + "\n")
    scan = ids.add_days(c.today, -rng.randrange(0, 10))
    d.f("Name: {0}\n", pt_name(rng, c))
    d.f("DOB: {0}  ({1} yrs)  Sex: {2}  {3}: {4}\n", D(c, c.dob, "num"), (str(c.age), "AGE"),
        "Female" if c.female else "Male", "NHI" if c.country == "NZ" else "MRN", (c.mrn, "MRN"))
    if c.nat and c.country != "NZ" and rng.random() < 0.5:
        d.f("{0}: {1}\n", c.nat_label, (c.nat, "MRN"))
    d.f("Accession: {0}   Visit: {1}\n", (ids.accession(rng, scan.year), "IDNUM"), (c.acct, "ACCOUNT"))
    d.t("Referrer: ")
    d.put(N(c.gp, "DOCTOR", rng.choice(("drfull", "dr")), c.country))
    d.f(", {0}\n", (c.prac.name, "HOSPITAL"))
    d.f("Scan date: {0}   Scanner: {1}, S/N {2}\n", D(c, scan, rng.choice(("num", "long", "mon"))),
        rng.choice(SCANNERS), (ids.serial(rng, "scanner"), "DEVICE"))
    tech = staff(rng, c, "dxa")
    d.t("Technologist: " if c.us else "Radiographer: ")
    d.put(N(tech, "DOCTOR", rng.choice(("full", "initlast")), c.country))
    if rng.random() < 0.4:
        d.f(" (room {0})", (str(rng.randrange(1, 9)), "LOCATION_OTHER"))
    d.t("\n")
    ht, wt = rng.randrange(142, 180), rng.randrange(40, 98)
    d.f("Height {0} cm  Weight {1} kg\n\n", str(ht), str(wt))
    d.t("Clinical indication: " + rng.choice((
        "fragility fracture - FLS referral", "long-term glucocorticoids", "early menopause",
        "aromatase inhibitor therapy", "monitoring on bisphosphonate", "radiographic osteopenia",
        "review after 5 years of alendronate - ?drug holiday", "low-trauma wrist fracture",
        "hyperparathyroidism pre-surgery")) + "\n\n")
    vals = clin.dxa_values(rng, c)
    d.t("Region          BMD (g/cm2)   T-score   Z-score\n")
    for reg, bmd, t, z in vals:
        if reg == "1/3 radius" and rng.random() < 0.6:
            continue
        d.t("%-15s %-13s %-9s %s\n" % (reg, bmd, t, z))
    d.t("\n")
    d.t(rng.choice(("L3 excluded (degenerative change/osteophytes). ", "Left hip scanned. ",
                    "Right hip scanned (left THR). ", "Aortic calcification noted. ", "")))
    if rng.random() < 0.5:
        d.f("TBS {0} ({1}). ", "%.3f" % (1.05 + rng.random() * 0.35),
            rng.choice(("normal", "partially degraded", "degraded microarchitecture")))
    if rng.random() < 0.4:
        d.f("Pacemaker in situ (SN {0}) - left hip/AP spine unaffected. ", (ids.serial(rng, "pacemaker"), "DEVICE"))
    d.t("\n")
    if rng.random() < 0.6:
        prev = ids.add_months(scan, -rng.choice((24, 26, 36, 48, 60)))
        d.f("Comparison: previous scan {0} at {1}. Total hip change {2}% (LSC 5%), spine {3}%.\n",
            D(c, prev, rng.choice(("num", "monthyear", "mon"))),
            (c.other_hosp.name if rng.random() < 0.5 else c.hosp.name, "HOSPITAL"),
            "%+.1f" % (rng.random() * 8 - 5), "%+.1f" % (rng.random() * 8 - 3))
    if rng.random() < 0.5:
        d.t("VFA: " + rng.choice(("no vertebral fracture identified T4-L4.", "Genant grade 2 deformity of T12.",
                                  "mild (grade 1) wedge L1 - interpret with caution.", "images suboptimal above T7.")) + "\n")
    worst = min(float(v[2]) for v in vals[:3])
    d.f("\nIMPRESSION\nWHO classification (lowest T-score {0}): {1}.\n", "%.1f" % worst, clin.who_class(worst))
    mof, hip = clin.frax(rng, c, vals[1][2])
    d.f("FRAX 10-year probability: MOF {0}%, hip {1}%. ", "%.1f" % mof, "%.1f" % hip)
    d.t(rng.choice(("Treatment recommended per " + rng.choice(clin.GUIDELINES[c.country]) + ".",
                    "Consider repeat DXA in 2 years.", "Lifestyle advice; repeat DXA in 3-5 years.",
                    "Refer to Fracture Liaison Service.", "Very high risk - consider anabolic therapy.")) + "\n\n")
    rep = staff(rng, c, rng.choice(("cons", "rad")))
    d.t("Reported by: ")
    d.put(N(rep, "DOCTOR", rng.choice(("drfull", "dr", "full")), c.country))
    d.f(", {0}{1}\n", rep.cred, rng.choice((", CCD", "", " (ISCD certified)")))
    d.f("Report date: {0}\n", D(c, ids.add_days(scan, rng.randrange(0, 6)), "num"))
    if rng.random() < 0.6:
        d.f("Workstation {0} | user {1}\n", (ids.ipaddr(rng), "IPADDR"), (rep.user, "USERNAME"))


FRAX_MODEL = {"UK": ("UK", "United Kingdom"), "US": ("US (Caucasian)", "USA (Hispanic)", "US (Asian)"),
              "CA": ("Canada",), "AU": ("Australia",), "NZ": ("New Zealand",), "IE": ("Ireland",)}


def frax_summary(rng, c, d):
    if rng.random() < 0.5:
        letterhead(d, c, rng, rng.choice(("Metabolic Bone Clinic", "Fracture Liaison Service")))
    d.t("FRAX(R) 10-YEAR FRACTURE PROBABILITY - SUMMARY\n")
    when = c.today
    d.f("Calculated: {0}   Tool: FRAX web v4.{1}\n", D(c, when, rng.choice(("num", "long", "iso"))), str(rng.randrange(1, 5)))
    model = rng.choice(FRAX_MODEL[c.country])
    if " (" in model:
        a, b = model.split(" (")
        d.f("Country model: {0} ({1}\n", (a, "COUNTRY"), b)
    else:
        d.f("Country model: {0}\n", (model, "COUNTRY"))
    d.f("Name/ID: {0}   {1}: {2}\n", pt_name(rng, c, ("INV", "full", "INVALL")), "NHI" if c.country == "NZ" else "MRN",
        (c.mrn, "MRN"))
    d.f("DOB {0}\n\n", D(c, c.dob, "num"))
    ht, wt = rng.randrange(142, 180), rng.randrange(40, 98)
    vals = clin.dxa_values(rng, c)
    prior = rng.random() < 0.8
    par = rng.random() < 0.3
    d.t("Risk factor                          Entry\n")
    d.f(" 1 Age                               {0}\n", (str(c.age), "AGE"))
    d.f(" 2 Sex                               {0}\n", "female" if c.female else "male")
    d.f(" 3 Weight (kg)                       {0}\n 4 Height (cm)                       {1}\n", str(wt), str(ht))
    if prior:
        pf = ids.add_days(c.today, -rng.randrange(20, 900))
        d.f(" 5 Previous fracture                 yes ({0}, {1})\n", rng.choice(clin.PRIOR_SITES), D(c, pf, "monyy"))
    else:
        d.t(" 5 Previous fracture                 no\n")
    d.f(" 6 Parent fractured hip              {0}\n", "yes" if par else "no")
    d.f(" 7 Current smoking                   {0}\n", rng.choice(("no", "no", "yes")))
    d.f(" 8 Glucocorticoids                   {0}\n", rng.choice(("no", "no", "yes (pred >= 5 mg > 3 months)")))
    d.f(" 9 Rheumatoid arthritis              {0}\n", rng.choice(("no", "no", "yes")))
    d.f("10 Secondary osteoporosis            {0}\n", rng.choice(("no", "yes - T1DM", "yes - premature menopause", "no")))
    d.f("11 Alcohol 3 or more units/day       {0}\n", rng.choice(("no", "no", "yes")))
    d.f("12 Femoral neck BMD (g/cm2)          {0} ({1}, T-score {2})\n", vals[1][1],
        rng.choice(SCANNERS).split()[0], vals[1][2])
    mof, hip = clin.frax(rng, c, vals[1][2], prior)
    d.f("\nRESULT  Major osteoporotic fracture {0}%   Hip fracture {1}%\n", "%.1f" % mof, "%.1f" % hip)
    if c.country in ("UK", "IE"):
        d.t("NOGG 2022: " + ("very high risk - consider anabolic first-line" if mof > 30 else
                             "above intervention threshold - treat" if mof > 15 else "below intervention threshold") + "\n")
        if rng.random() < 0.5:
            d.f("QFracture (cross-check): MOF {0}%, hip {1}%\n", "%.1f" % (mof * 0.8), "%.1f" % (hip * 1.1))
    elif c.country in ("AU", "NZ"):
        d.f("Garvan nomogram: any fracture {0}%, hip {1}% (5-year)\n", "%.0f" % (mof * 1.3), "%.0f" % (hip * 1.2))
    elif c.country == "CA":
        d.t("CAROC: " + ("high" if mof > 20 else "moderate") + " 10-year risk\n")
    else:
        d.t("BHOF threshold (MOF >= 20% or hip >= 3%): " + ("met" if mof >= 20 or hip >= 3 else "not met") + "\n")
    if par and rng.random() < 0.6:
        d.f("Note: {0} ", rng.choice(("mother", "father")))
        d.put(N(person(rng), "FAMILY", "full"))
        d.f(" fractured hip aged {0}.\n", (str(rng.randrange(66, 95)), "AGE"))
    d.t(rng.choice(("FRAX is valid for ages 40-90 years; BMD input from femoral neck only.\n",
                    "FRAX underestimates risk with multiple vertebral fractures - adjust upwards.\n",
                    "Glucocorticoid dose >7.5 mg/day: increase MOF by 15%.\n", "TBS-adjusted FRAX not performed.\n",
                    "Recent fracture (<2 years) - imminent risk high.\n", "")))
    s = c.fls if rng.random() < 0.5 else c.cons
    d.t("\nEntered by: ")
    d.put(N(s, "DOCTOR", rng.choice(("full", "initlast")), c.country))
    d.f(" ({0})", (s.user, "USERNAME"))
    if rng.random() < 0.4:
        d.f(" from {0}", (ids.ipaddr(rng), "IPADDR"))
    d.t("\n")


def vfa_report(rng, c, d):
    d.f("{0} - {1}\n", (c.hosp.name, "HOSPITAL"), rng.choice(("Department of Radiology", "Medical Imaging", "Imaging Services")))
    d.t(rng.choice(("OPPORTUNISTIC VERTEBRAL FRACTURE REPORT\n", "RADIOLOGY REPORT - VERTEBRAL FRACTURE FLAG\n",
                    "Vertebral Fracture Identification (VFI) Report\n")))
    exam = ids.add_days(c.today, -rng.randrange(1, 25))
    study = rng.choice(("CT chest, abdomen and pelvis with contrast", "CT pulmonary angiogram", "Lateral thoracic spine X-ray",
                        "Chest X-ray PA and lateral", "CT abdomen/pelvis (renal colic protocol)", "MRI lumbar spine"))
    mod = "CT" if study.startswith("CT") else "MR" if study.startswith("MRI") else "XR"
    d.f("Exam: {0}\nExam date: {1}   Accession: {2}\n", study, D(c, exam, rng.choice(("num", "mon", "long"))),
        (ids.accession(rng, exam.year, mod), "IDNUM"))
    patient_block(d, c, rng, compact=True)
    ref = staff(rng, c, "reg")
    d.t("Referrer: ")
    d.put(N(ref, "DOCTOR", rng.choice(("drfull", "dr", "full")), c.country))
    d.f(" ({0})\n\n", rng.choice(("Emergency Department", "Respiratory", "General Surgery", "Urology", "Cardiology", "Acute Medicine")))
    d.t("Clinical details: " + rng.choice(("?PE, pleuritic chest pain, Wells score 4.5", "abdominal pain, ?diverticulitis",
                                           "back pain after lifting", "weight loss", "cough 6 weeks",
                                           "loin pain, haematuria")) + "\n\n")
    lvl = rng.choice(("T7", "T8", "T9", "T11", "T12", "L1", "L2", "L3"))
    grade = rng.choice((1, 2, 2, 3))
    loss = {1: "20-25%", 2: "25-40%", 3: ">40%"}[grade]
    d.f("Findings: {0} The {1} vertebral body shows an anterior wedge compression deformity with {2} height loss "
        "(Genant grade {3}), not present on the study of {4}. ", rng.choice((
            "No pulmonary embolus.", "Uncomplicated sigmoid diverticulosis.", "Lungs clear.", "No renal calculus.")),
        lvl, loss, str(grade), D(c, ids.add_months(exam, -rng.randrange(12, 60)), rng.choice(("monthyear", "year", "num"))))
    d.t(rng.choice(("No retropulsion. ", "Posterior wall intact. ", "Diffuse osteopenia. ",
                    "No features to suggest metastatic deposit or Paget's disease. ")) + "\n\n")
    d.f("IMPRESSION:\n1. {0}\n2. {2} {1} vertebral fracture, appearance consistent with osteoporotic fragility "
        "fracture. Recommend referral to the Fracture Liaison Service.\n\n", rng.choice(("No acute abnormality.",
                                                                                          "No PE.", "Findings as above.")), lvl,
        {1: "Mild", 2: "Moderate", 3: "Severe"}[grade])
    rad = staff(rng, c, "rad")
    d.t("Reported by: ")
    d.put(N(rad, "DOCTOR", rng.choice(("drfull", "dr")), c.country))
    d.f(", {0}   {1}\n", rad.cred, D(c, exam, "num"))
    d.t("\n--- FLS WORKLIST ---\n")
    d.f("Auto-flag {0} created {1}; ", (ids.order_no(rng), "IDNUM"), D(c, ids.add_days(exam, 1), "num"))
    d.t("screened by ")
    d.put(N(c.fls, "DOCTOR", rng.choice(("full", "initlast", "init")), c.country))
    d.f(" on {0}. ", D(c, ids.add_days(exam, rng.randrange(2, 14)), rng.choice(("num", "mon"))))
    d.t(rng.choice(("Not previously known to FLS. ", "Already on alendronate - adherence to be checked. ",
                    "Inpatient on orthopaedic ward - review arranged. ", "Letter and DXA invitation sent. ")))
    d.f("Contact {0}.\n", (c.phone, "PHONE"))
    if rng.random() < 0.5:
        d.f("Patient prefers contact via {0} {1} on {2}.\n", c.rel_word, N(c.rel, "FAMILY", "full"),
            (c.rel_phone, "PHONE"))

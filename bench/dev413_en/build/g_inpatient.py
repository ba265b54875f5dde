"""Genres: inpatient ward round note, discharge summary."""
import clinical as CL
import common as C
import ids

ISSUES = [
    ("retention", "Failed TWOC overnight, PVR 620 mL on bladder scan. Re-catheterised. Tamsulosin started.",
     "TWOC again in 48h; if fails, urology referral and home with catheter"),
    ("csf", "Positional headache since sitting up; wound dry. Possible CSF leak from repaired durotomy.",
     "Bed rest flat 24h, caffeine, IV fluids; if persists discuss with consultant re blood patch / re-look"),
    ("ooze", "Serous wound ooze on the lower end of the dressing, no erythema.",
     "Redress with Mepore, mark the ooze; wound swab if it persists; keep drain site clean"),
    ("sodium", "Na 128 this morning (134 pre-op). Euvolaemic. Probable SIADH post-op.",
     "Fluid restrict 1.5 L, repeat U&E this pm, paired serum/urine osmolality"),
    ("delirium", "Overnight confusion, pulling at cannula; 4AT score 6. Catheter in situ.",
     "Delirium screen (urine dip, CXR, bloods), reduce opioids, reorientation, family to visit; MoCA (Montreal Cognitive Assessment) once settled"),
    ("none", "Comfortable. {Limb} pain much improved. Mild wound pain only.", "Continue current management"),
    ("none", "Good night, minimal analgesia needed. Mobilised to the toilet with a frame.", "Continue, aim home tomorrow"),
    ("dysphagia", "Mild dysphagia to solids after ACDF, no stridor, voice slightly hoarse.",
     "SALT review, soft diet, dexamethasone 4 mg BD for 48h; monitor neck swelling"),
]


def ward_round(d, rng, k):
    c = k["c"]
    iss = k["issue"]
    hv = rng.randint(0, 2)
    if hv == 0:
        d.f("WARD ROUND {DATE:wr_date} {time}\n", k)
    elif hv == 1:
        d.f("Consultant ward round - {DATE:wr_date_long}\n", k)
    else:
        d.f("WR  {DATE:wr_date}  ({pod})\n", k)
    d.f("{HOSPITAL:ward}, bed {LOCATION_OTHER:bed}", k)
    if rng.random() < 0.4:
        d.f(" (bay {LOCATION_OTHER:bay})", k)
    d.f(" - {HOSPITAL:hosp}\n", k)
    d.f("Led by: {cons_pfx} {DOCTOR:cons_sur}. Present: {dr} {DOCTOR:reg} ({reg_grade}), {DOCTOR:reg2} (junior), "
        "{DOCTOR:ward_nurse} (NIC)\n\n", k)
    sv = rng.randint(0, 2)
    if sv == 0:
        d.f("{PATIENT:caps}  {AGE:age}{sexc}  {mrn_label} {MRN:mrn}\n", k)
    elif sv == 1:
        d.f("Pt: {PATIENT:ini}, {AGE:age} y/o {sexw}, {MRN:mrn}\n", k)
    else:
        d.f("{title} {PATIENT:full} ({AGE:age}), DOB {DATE:dob}\n", k)
    d.f("{pod} s/p {proc} on {DATE:d_op}.\n", k)
    if rng.random() < 0.3:
        d.f("Bkgd: {pmh}.\n", k)
    d.f("\nS: " + k["issue_s"] + "\n", k)
    d.t("   Pain %s/10 at rest on %s.\n" % (rng.randint(1, 6), rng.choice(["oral oxycodone PRN", "PCA morphine", "regular paracetamol + PRN oramorph", "hydromorphone PCA"])))
    d.t("   " + rng.choice(["E&D ok. PU'ing. BNO since op - on laxatives.", "Eating & drinking, BO yesterday (Bristol type 4).",
                           "Nausea overnight, one vomit; ondansetron given."]) + "\n")
    d.t("\nO: HR %d, BP %d/%d, T %.1f, RR %d, SpO2 %d%% RA. NEWS2 %d.\n" % (
        rng.randint(58, 104), rng.randint(104, 168), rng.randint(58, 96), rng.uniform(36.2, 38.1),
        rng.randint(12, 22), rng.randint(92, 99), rng.randint(0, 4)))
    d.t("   Wound: " + rng.choice(["dressing clean and dry", "minimal strike-through, dry", "ooze as above"]) + ". ")
    d.t("Drain: %s.\n" % rng.choice(["60 mL serosanguinous", "removed", "none", "140 mL in 24h"]))
    if k["sreg"] == "lumbar":
        d.f("   Neuro: " + rng.choice(["power 5/5 throughout, sensation intact, saddle sensation normal.",
                                        "{root} 4+/5 on the operated side (was 4/5 pre-op), sensation improving.",
                                        "EHL 4/5, otherwise 5/5; perianal sensation intact."]) + "\n", k)
    else:
        d.t("   Neuro: " + rng.choice(["grip and intrinsics improved; Hoffmann's still present.",
                                        "UL and LL power 5/5; no new deficit; C5 (deltoid) 5/5 bilaterally.",
                                        "triceps 4+/5, improving; gait steadier."]) + "\n")
    d.t("   Bloods: " + CL.bloods(rng) + "\n")
    d.t("   VTE: " + rng.choice(["Caprini 5, on enoxaparin + TEDs.", "Wells score 0, calves SNT.",
                             "mechanical only (Flowtron) until 24h post-op."]) + " Waterlow %d.\n" % rng.randint(8, 18))
    d.t("\nA: " + rng.choice(["Progressing as expected.", "Slow mobiliser; otherwise well.", "Issue as above, stable."]) + "\n")
    d.t("P:\n")
    d.f("- {issue_p}\n", k)
    d.t("- " + rng.choice(["Physio and OT today; stairs assessment.", "Mobilise with physio, aim independent with a stick.",
                           "Remove catheter at midnight, TWOC."]) + "\n")
    d.t("- " + rng.choice(["Step down to oral analgesia, stop PCA.", "Continue enoxaparin 40 mg OD, TEDs.",
                           "Check X-ray (AP/lateral) of the instrumentation." if k["implants"] else "Wound check before discharge."]) + "\n")
    fam = rng.randint(0, 3)
    if fam == 0:
        d.f("- Updated {his} {nok_rel} {FAMILY:nok} by phone ({PHONE:nok_phone}).\n", k)
    elif fam == 1:
        d.f("- {FAMILY:nok_first} ({nok_rel}) visiting this pm - would like a word with the team.\n", k)
    elif fam == 2:
        d.f("- Lives alone; OT to liaise with {his} {fam2_rel} {FAMILY:fam2} about home set-up.\n", k)
    else:
        d.f("- Was admitted from {HOSPITAL:care_home}; liaise with the home re return.\n", k)
    d.f("- EDD {DATE:d_dis}. TTOs to pharmacy.\n\n", k)
    sg = rng.randint(0, 2)
    if sg == 0:
        d.f("{DOCTOR:reg2} ({junior}) bleep {PHONE:reg2_bleep}\n", k)
    elif sg == 1:
        d.f("Entered by {USERNAME:reg2_user} on behalf of {dr} {DOCTOR:reg_sur}\n", k)
    else:
        d.f("{DOCTOR:reg2_ini} for {DOCTOR:reg_ini}, {time}\n", k)


def discharge(d, rng, k):
    c = k["c"]
    d.t(rng.choice(["DISCHARGE SUMMARY\n", "Inpatient Discharge Letter\n", "Discharge Summary - Spinal Surgery\n",
                    "ELECTRONIC DISCHARGE NOTIFICATION\n"]))
    d.f("{HOSPITAL:hosp}\n", k)
    if rng.random() < 0.5:
        C.addr(d, k, "hosp_", sep=", ")
        d.f("  Ward tel {PHONE:hosp_ext}\n", k)
    d.f("\nTo: {dr} {DOCTOR:gp}, {HOSPITAL:practice}\n", k)
    if rng.random() < 0.4:
        d.f("Sent electronically to {EMAIL:prac_email}\n", k)
    d.t("\n")
    C.pt_block(d, rng, k, rng.choice([0, 1]))
    if rng.random() < 0.35:
        d.f("Next of kin: {FAMILY:nok} ({nok_rel}, aged {AGE:nok_age}) {PHONE:nok_phone}\n", k)
    else:
        d.f("Next of kin: {FAMILY:nok} ({nok_rel}) {PHONE:nok_phone}\n", k)
    if rng.random() < (0.5 if c == "US" else 0.1):
        d.f("Identity band re-issued; biometric ID {BIOID:bioid} on file.\n", k)
    d.f("\nAdmitted: {DATE:d_adm}   Discharged: {DATE:d_dis}   Ward: {HOSPITAL:ward}\n", k)
    d.f("Consultant: {cons_pfx} {DOCTOR:cons}   Method: {adm_method}\n", k)
    d.f("\nDiagnosis: {Dx}\nProcedure: {Proc} ({DATE:d_op})\n", k)
    if c == "US":
        d.f("ICD-10 {icd}; CPT {cpt}\n", k)
    d.f("Complications: {complication}\n", k)
    d.t("\nClinical summary:\n")
    v = 2 if k["cond"] == "ces" else rng.randint(0, 1)
    if v == 0:
        d.f("{title} {PATIENT:sur} is a {AGE:age}-year-old {ret}{PROFESSION:occ} admitted for elective {proc}. "
            "Surgery was uneventful. {He} mobilised on day 1 with physiotherapy and was independent on the stairs "
            "before discharge. {Limb} pain resolved; wound clean.\n", k)
    elif v == 1:
        d.f("{PATIENT:first} ({AGE:age}) presented with {dx}. {He} underwent {proc} on {DATE:d_op} "
            "under {cons_pfx} {DOCTOR:cons_sur}. Post-op course: {complication_l}.\n", k)
    else:
        d.f("This {AGE:age_words}-year-old {man} was admitted via the {ed_term} at {HOSPITAL:local_hosp} and "
            "transferred to {HOSPITAL:hosp}. {proc_sentence}\n", k)
    d.t("\nMedications on discharge:\n")
    d.t("%-44s %s\n" % ("Drug / dose / frequency", "Status"))
    for m in k["meds_list"][:4]:
        d.t("%-44s %s\n" % (m, rng.choice(["continued", "continued", "changed", "new"])))
    have = {m.split(" ")[0] for m in k["meds_list"][:4]}
    for m in k["dis_new"]:
        if m.split(" ")[0] not in have:
            d.t("%-44s %s\n" % (m, "NEW"))
    d.f("Allergies: {allergy}\n", k)
    if c == "US":
        d.f("Prescriber: {dr} {DOCTOR:reg}  DEA {LICENSE:dea}  NPI {LICENSE:npi2}\n", k)
    d.f("Pharmacist check: {DOCTOR:pharm} {time}\n", k)
    d.t("\nFollow-up:\n")
    d.f("- Wound check and clip removal at {HOSPITAL:practice} on {DATE:d_clips}\n", k)
    d.f("- Spinal clinic with {cons_pfx} {DOCTOR:cons_sur} ({DATE:d_fu}); telephone review by the spinal nurse beforehand\n", k)
    d.t("- Outpatient physiotherapy referral sent\n")
    d.t("\nAdvice given: showers after 48 hours but avoid a bath or swimming until the wound has healed; "
        "no heavy lifting for 6 weeks; avoid driving until able to do an emergency stop; "
        "return if fever, wound discharge, new weakness, saddle numbness or bladder/bowel change.\n")
    rv = 1 if k["retired"] else rng.choice([0, 2])
    if rv == 0:
        d.f("Fit note issued for 6 weeks - not fit for work as a {PROFESSION:occ}. Phased return to "
            "{ORGANIZATION:employer} discussed, expected around {DATE:d_rtw}.\n", k)
    elif rv == 1:
        d.f("Retired {PROFESSION:occ}; lives in {CITY:city} {lives_tail}; package of care not required.\n", k)
    else:
        d.f("Work: {ORGANIZATION:employer} occupational health letter provided on request.\n", k)
    if rng.random() < 0.2:
        d.f("Disabled parking permit for follow-up visits issued for vehicle {VEHICLE:vehicle}.\n", k)
    d.t("\nActions for %s: " % k["gp_term"] + rng.choice(["please review analgesia at 2 weeks and wean opioids.",
                                            "please repeat U&E in 1 week (post-op hyponatraemia).",
                                            "none required.", "please check HbA1c; steroid given peri-op."]) + "\n")
    d.t("\n")
    d.f("Completed by: {dr} {DOCTOR:reg2}, for {cons_pfx} {DOCTOR:cons}\n", k)
    if rng.random() < 0.5:
        d.f("Contact: {EMAIL:dept_email} / {PHONE:hosp_phone}\n", k)


def prep(rng, k):
    c = k["c"]
    region = k["sreg"]
    pool = [x for x in ISSUES if (x[0] != "dysphagia" or region == "cervical") and (x[0] != "retention" or region == "lumbar")]
    iss = rng.choice(pool)
    k["issue"] = iss[0]
    k["issue_s"] = iss[1]
    k["issue_p"] = iss[2]
    n = rng.randint(0, min(3, (k["_T"]["dis"] - k["_T"]["op"]).days - 1))
    k["junior"] = {"UK": "FY1", "IE": "intern", "US": "intern", "CA": "PGY-1", "AU": "RMO", "NZ": "house officer"}[c]
    wr = ids.add_days(k["_T"]["op"], n)
    k["_T"]["wr"] = wr
    k["wr_date"] = ids.fmt_date(wr, rng.choice([ids.SHORT_STYLE[c], k["_ds"]]))
    k["wr_date_long"] = ids.fmt_date(wr, ids.LONG_WD[c])
    k["pod"] = rng.choice(["Day %d" % n, "POD %d" % n, "D%d" % n]) if n else "Day 0"
    k["reg2_bleep"] = ids.pager(rng)
    k["time"] = C.tm(rng, 7, 10)
    k["pmh"] = ", ".join(k["pmh_list"])
    k["adm_method"] = "Emergency via %s" % ("ED" if c != "UK" else "A&E") if k["cond"] == "ces" else "Elective"
    comp = rng.choice(["None", "None", "None", "Urinary retention, resolved", "Small dural tear repaired intra-op, no sequelae",
                       "Superficial wound ooze, settled", "Post-operative ileus, resolved with conservative measures"])
    k["complication"] = comp
    k["complication_l"] = comp.lower() if comp != "None" else "uncomplicated"
    k["ed_term"] = {"US": "ER", "CA": "ER", "UK": rng.choice(["A&E", "ED"]), "IE": "ED"}.get(c, "Emergency Department")
    k["proc_sentence"] = "MRI confirmed %s and %s was performed. Bladder function recovered before discharge." % (
        k["dx"], k["proc"])
    us = c in ("US", "CA")
    k["dis_new"] = rng.sample(["oxycodone 5 mg q4h PRN x 5 days" if us else "oxycodone IR 5 mg 4-hourly PRN (5 days)",
                               "docusate 100 mg BID" if us else "Laxido 1 sachet BD while on opioids",
                               "enoxaparin 40 mg SC daily x 14 days" if us else "enoxaparin 40 mg SC OD for 14 days",
                               "acetaminophen 1 g q6h" if us else "paracetamol 1 g QDS"], 2)
    k["dea"] = ids.dea(rng, k["reg_sur"])
    k["npi2"] = ids.npi(rng)
    k["d_clips"] = ids.fmt_date(ids.add_days(k["_T"]["op"], rng.randint(10, 14)), k["_ds"])
    k["d_rtw"] = ids.fmt_date(k["_T"]["rtw"], rng.choice(["month_y", k["_ds"], "d_month"]))

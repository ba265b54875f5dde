"""Genres: transplant clinic letter, letter to GP, annual review summary."""
from doc import P
from country import pick
import clinical as CL
import common as CM
import pools_places as PP


def _plan_items(case, rng):
    C = case.C
    items = [
        "Continue current immunosuppression; target tacrolimus trough %s %s." % (case.target,
                                                                              C.tac_unit),
        "Reduce %s to %s given persistent leucopenia." % (
            case.anti.split(" (")[0], CL.ANTI_DOSE[case.anti][0]),
        "Repeat U&E, FBC, tacrolimus level and BK PCR in 2 weeks.",
        "Increase amlodipine to 10 mg; home BP diary (target <130/80 per KDIGO).",
        "Urine PCR repeated; if >50 mg/mmol will consider transplant biopsy.",
        "Check DSA (Luminex SAB) with next bloods.",
        "Dermatology referral for annual skin surveillance.",
        "Start empagliflozin 10 mg once daily (off-label post transplant, discussed).",
        "Stop co-trimoxazole prophylaxis now beyond 6 months.",
        "Vitamin D replete; continue colecalciferol.",
        "Influenza and COVID-19 vaccines recommended this autumn; avoid live vaccines "
        "(no MMR, no yellow fever, no Zostavax).",
    ]
    if C.us:
        items[2] = "Repeat BMP, CBC, tacrolimus trough and BK PCR in 2 weeks."
        items[4] = "Repeat UPCR; if >0.5 g/g will consider transplant biopsy."
    return rng.sample(items, rng.randrange(3, 6))


CREDS = {"UK": ["", " MB ChB FRCP", " BM BS MRCP PhD", " MBBS FRCP"],
         "US": [", MD", ", MD, FASN", ", DO", ", MD, MPH"],
         "CA": [", MD FRCPC", ", MD", " MD, PhD, FRCPC"],
         "AU": [" FRACP", " MBBS FRACP", " MBBS (Hons) FRACP PhD"],
         "NZ": [" FRACP", " MBChB FRACP"],
         "IE": [" MB BCh BAO FRCPI", " MRCPI", " FRCPI"]}


def clinic_letter(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    d_typed = CM.future(case, 1, 9)
    X["typed"] = case.D(d_typed, "num")
    X["nxt"] = case.D(CM.future(case, 14, 120), pick(rng, ["num", "long", "wk"]))
    cr, cr0 = CL.creat(rng, C), CL.creat(rng, C)
    tl = CL.tac_level(rng)
    CM.letterhead(doc, case, pick(rng, ["Renal Transplant Unit", "Department of Nephrology and "
                                        "Transplantation", "Kidney Transplant Clinic",
                                        "Transplant Nephrology Outpatients"]))
    doc.fill("\nClinic date: {visit}    Dictated: {visit}    Typed: {typed}\n", X)
    if rng.random() < 0.5:
        doc.fill("{acc_label}: {acc}\n", X)
    doc.raw("\n")
    to_ref = rng.random() < 0.5
    if to_ref:
        doc.fill("{Dr} {dr2_full}\n{consw} Nephrologist\n{ref_hosp}\n\nDear {Dr} {dr2_last},"
                 "\n\n", X)
    else:
        doc.fill("{pt_title} {pt_full}\n{addr_ml}\n\nDear {pt_title} {pt_last},\n\n", X)
    CM.banner(doc, case, pick(rng, [0, 1, 1]))
    doc.raw("\nDiagnoses:\n")
    doc.fill("1. End-stage kidney disease secondary to {primary}\n", X)
    doc.fill("2. %s kidney transplant {tx_date}" % (case.tx_type[0].upper() + case.tx_type[1:]), X)
    if case.donor_rel and rng.random() < 0.7:
        doc.fill(" (donor: {donor_rel}, {donor_full})", X)
    else:
        doc.fill(" (donor aged {donor_age})", X)
    doc.fill("\n   - induction: {induction}\n   - CMV {cmv}; HLA mismatch {mm}\n", X)
    doc.fill("   - previous RRT: {rrt}\n", X)
    extra = rng.sample(["Hypertension", "Post-transplant diabetes mellitus (PTDM)",
                        "Secondary hyperparathyroidism", "Gout", "Dyslipidaemia",
                        "BK viraemia, resolved", "Previous basal cell carcinoma (excised)",
                        "Anaemia of CKD", "Obstructive sleep apnoea on CPAP"], 2)
    for i, e in enumerate(extra):
        doc.lit("%d. %s\n" % (i + 3, e))
    doc.raw("\nCurrent medication:\n")
    CM.med_list(doc, case)
    doc.raw("\n")
    if to_ref:
        if rng.random() < 0.4:
            doc.fill("I reviewed this {aw}-year-old {man} in the transplant clinic today, {post} "
                     "after {his} transplant. ", dict(X, aw=P(CM.words(case.age), "AGE")))
        else:
            doc.fill("I reviewed {pt_title} {pt_last} in the transplant clinic today, {post} "
                     "after {his} transplant. ", X)
    else:
        doc.fill("It was good to see you in the transplant clinic today, {post} after your "
                 "transplant. ", X)
    doc.lit(pick(rng, [
        "Overall %s is well, with no fevers, dysuria or graft pain. " % X["he"],
        "%s reports good energy and has returned to most normal activities. " % X["He"],
        "There has been a short episode of diarrhoea (Bristol stool chart type 6) which has "
        "now settled. ",
        "%s mentioned intermittent tremor, worse in the mornings after %s tacrolimus dose. " % (
            X["He"], X["his"]),
    ]))
    if rng.random() < 0.6:
        doc.fill("{He} attended with {his} {nok_rel}, {nok_first}. ", X)
    doc.lit("Adherence appears good%s.\n\n" % pick(rng, ["", " and doses are taken at 08:00 and "
                                                          "20:00", " using a pill organiser"]))
    doc.lit("Examination: BP %d/%d, pulse %d, weight %.1f kg. The graft is non-tender; no "
            "peripheral oedema. %s\n\n" % (rng.randrange(112, 165), rng.randrange(62, 98),
                                          rng.randrange(58, 96), 50 + 60 * rng.random(),
                                          pick(rng, ["No Cushingoid features.",
                                                     "Fistula still has a good thrill.",
                                                     "Mild gum hypertrophy noted.",
                                                     "Skin check: two actinic keratoses on the "
                                                     "scalp."])))
    doc.lit("Results today: creatinine %s %s (baseline %s), tacrolimus trough %s %s, "
            % (cr, C.creat_unit, cr0, tl, C.tac_unit))
    doc.lit("BK PCR %s, CMV PCR not detected, %s.\n\n" % (
        pick(rng, CL.BK_STATUS + ["%d copies/mL" % rng.randrange(600, 40000)]),
        pick(rng, ["uPCR 18 mg/mmol", "uACR 6.2 mg/mmol", "Hb 121 g/L", "DSA negative"])
        if not C.us else pick(rng, ["UPCR 0.21 g/g", "hemoglobin 12.4 g/dL"])))
    social = False
    if rng.random() < 0.5:
        doc.fill("Socially, {he} works as a {occ} for {employer} and has returned to full "
                 "duties. ", X)
        social = True
    if rng.random() < 0.45:
        ctry, when = CM.travel(case)
        X["ctry"], X["when"] = ctry, when
        doc.fill("{He} is planning a holiday to {ctry} {when}; we discussed sun protection, "
                 "food hygiene and carrying a medication letter.", X)
        social = True
    if rng.random() < 0.4:
        doc.lit(("" if not social else "\n") + "Assessments: %s." % CM.scores(rng))
        social = True
    doc.raw("\n\nPlan:\n" if social else "Plan:\n")
    for i, it in enumerate(_plan_items(case, rng)):
        doc.lit("%d. %s\n" % (i + 1, it))
    doc.fill("\nNext transplant clinic review: {nxt}.\n\nYours sincerely,\n\n\n", X)
    CM.signature(doc, case, "cons", pick(rng, [X["consw"] + " Transplant Nephrologist",
                                               X["consw"] + " Nephrologist",
                                               "Transplant Nephrologist"]),
                 pick(rng, CREDS[C.code]))
    doc.fill("\ncc: {Dr} {gp_full}, {practice}, {gp_addr}\n", X)
    if to_ref:
        doc.fill("cc: {pt_title} {pt_full}, {addr}\n", X)
    doc.fill("\nDD/{typist}\n", X)


def gp_letter(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    X["today"] = case.D(case.visit, pick(rng, ["long", "num"]))
    X["start"] = case.D(CM.past(case, 2, 20), "num")
    X["nxt"] = case.D(CM.future(case, 10, 60), "num")
    drug = pick(rng, CL.INTERACTING)
    CM.letterhead(doc, case, pick(rng, ["Renal Transplant Service", "Kidney Transplant Unit"]))
    doc.raw("\n")
    if rng.random() < 0.5:
        doc.lit("PRIVATE AND CONFIDENTIAL\n")
    doc.fill("{Dr} {gp_full}\n{practice}\n{gp_addr_ml}\n", X)
    if rng.random() < 0.4:
        doc.fill("Fax: {gp_fax}\n", X)
    doc.fill("\n{today}\n\nDear {Dr} {gp_last},\n\n", X)
    CM.banner(doc, case, 1)
    doc.raw("\n")
    kind = rng.randrange(4)
    if kind == 0:
        doc.fill("Thank you for seeing {pt_title} {pt_last}, who received a {tx_type} kidney "
                 "transplant in {tx_my}. I understand {drug} was started on {start} for a chest "
                 "infection. This interacts strongly with tacrolimus via CYP3A4 inhibition; "
                 "{his} trough level has risen to %s %s (target {target}) and creatinine to %s "
                 "%s.\n\n" % (CL.tac_level(rng, 14, 24), C.tac_unit, CL.creat(rng, C),
                             C.creat_unit), dict(X, drug=drug))
        doc.lit("We would be grateful if you could stop %s and use doxycycline instead if "
                "antibiotics are still needed. We have withheld one dose of tacrolimus and "
                "reduced the dose; please do not change it in primary care.\n" % drug)
    elif kind == 1:
        doc.fill("I am writing to ask for your help with shared-care prescribing for "
                 "{pt_title} {pt_full}. {He} is now {post} post-transplant and stable. From "
                 "{nxt} we would like you to take over prescribing of the following:\n", X)
        for ln in case.others:
            doc.raw("  * " + ln + "\n")
        doc.lit("Immunosuppressants (tacrolimus, %s, %s) will continue to be supplied by the "
                "hospital/homecare and must be prescribed by BRAND.\n" % (
                    case.anti.split(" (")[0], C.pred))
    elif kind == 2:
        doc.fill("{pt_title} {pt_last} is due {his} seasonal vaccinations. As a transplant "
                 "recipient on tacrolimus and {pred} {he} should receive inactivated vaccines "
                 "only: influenza (e.g. Fluad Tetra), COVID-19 booster, Pneumovax 23 if not given "
                 "in 5 years, and the non-live shingles vaccine (Shingrix, two doses). Please "
                 "avoid live vaccines.\n", X)
    else:
        doc.fill("{pt_title} {pt_last} was seen today with new hyperglycaemia. HbA1c is %s "
                 "and we think this represents post-transplant diabetes (PTDM), a recognised "
                 "effect of tacrolimus and steroids. We have started linagliptin 5 mg once daily "
                 "and referred {him} to the diabetes specialist nurse.\n" % (
                     pick(rng, ["7.4%", "7.9%"] if C.us else ["54 mmol/mol", "61 mmol/mol"])),
                 X)
    doc.raw("\nRecent results:\n")
    CM.lab_table(doc, rng, case, ["Creatinine", "eGFR", "Potassium", "Hb", "Hemoglobin",
                                  "HbA1c"], [CM.past(case, 60, 90), CM.past(case, 20, 40),
                                             case.visit])
    doc.raw("\nCurrent immunosuppression:\n")
    for ln in CM.immuno_lines(case):
        doc.raw("- " + ln + "\n")
    doc.fill("\nFor urgent queries please contact the transplant nurse specialists on "
             "{unit_ph} or page the on-call %s via switchboard ({bleepw} {bleep}).\n\n"
             "With kind regards,\n\n" % ("nephrology fellow" if C.code in ("US", "CA")
                                          else "renal registrar"), X)
    who = pick(rng, ["cons", "reg"])
    CM.signature(doc, case, who, X["consw"] + " Nephrologist" if who == "cons" else
                 {"US": "Transplant Nephrology Fellow", "CA": "Transplant Nephrology Fellow",
                  "AU": "Renal Advanced Trainee", "NZ": "Renal Advanced Trainee"}.get(
                      C.code, "Specialty Registrar in Renal Medicine"))
    doc.fill("\nCopy: patient, {addr}\n", X)


def annual_review(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    X["yr"] = case.D(case.visit, "year")
    X["derm"] = case.D(CM.past(case, 20, 300), pick(rng, ["num", "my"]))
    X["dexa"] = case.D(CM.past(case, 100, 700), pick(rng, ["my", "year", "num"]))
    X["flu"] = case.D(CM.past(case, 30, 200), pick(rng, ["num", "my"]))
    X["dev"] = P(case.device(), "DEVICE")
    doc.fill("ANNUAL TRANSPLANT REVIEW {yr}\n{hosp} - Renal Transplant Follow-up\n", X)
    doc.fill("Review date: {visit}     Reviewer: {Dr} {cons_fl}  with {cns_full} (CNS)\n\n", X)
    CM.banner(doc, case, pick(rng, [2, 3]))
    doc.fill("Address: {addr}\nTel: {ph_home} / mobile {ph_mob}\n", X)
    if rng.random() < 0.5:
        doc.fill("Email: {pt_email}\n", X)
    if rng.random() < 0.5:
        doc.fill("{ins_label}: {ins}\n", X)
    doc.fill("{gpw}: {Dr} {gp_fl}, {practice} (tel {gp_ph})\n\n", X)
    doc.fill("TRANSPLANT\n{tx_type} kidney transplant, {tx_date}, {hosp_abbr}. Primary "
             "disease: {primary}. Induction {induction}. CMV {cmv}. Mismatch {mm}.\n", X)
    if "ADPKD" in case.primary and rng.random() < 0.7:
        doc.lit("Native kidneys: Mayo Clinic imaging class 1C; no nephrectomy planned.\n")
    doc.lit({"UK": "Follow-up dataset returned to the UK Renal Registry and NHSBT.\n",
             "US": "SRTR/UNOS transplant recipient follow-up form submitted.\n",
             "CA": "CORR annual return completed.\n",
             "AU": "ANZDATA annual survey completed.\n",
             "NZ": "ANZDATA annual survey completed.\n",
             "IE": "National Renal Office dataset updated.\n"}[C.code]
            if rng.random() < 0.6 else "")
    doc.raw("\nGRAFT FUNCTION TREND\n")
    maxy = max(1, min(6, case.visit.year - case.tx_date.year))
    ys = sorted(rng.sample(range(1, maxy + 1), min(maxy, rng.randrange(1, 4)))) \
        if case.visit.year > case.tx_date.year else []
    doc.raw("Year       | Creatinine (%s) | eGFR | Proteinuria\n" % C.creat_unit)
    for y in ys[::-1]:
        d = case.visit.replace(year=case.visit.year - y, day=min(case.visit.day, 28))
        doc.put(case.D(d, "year"))
        doc.raw("       | %s | %d | %s\n" % (CL.creat(rng, C), rng.randrange(25, 80),
                                             pick(rng, ["neg", "trace", "1+", "uPCR 15",
                                                        "uPCR 42"])))
    doc.put(X["yr"])
    doc.raw("       | %s | %d | %s\n" % (CL.creat(rng, C), rng.randrange(25, 80),
                                         pick(rng, ["neg", "trace", "uPCR 21"])))
    doc.raw("\nIMMUNOSUPPRESSION\n")
    for ln in CM.immuno_lines(case):
        doc.raw("  " + ln + "\n")
    doc.lit("Tacrolimus levels this year mostly in range (%s %s); intrapatient variability "
            "CV %d%%.\n" % (case.target, C.tac_unit, rng.randrange(12, 45)))
    if rng.random() < 0.6:
        doc.lit("Functional assessment: %s.\n" % CM.scores(rng))
    doc.raw("\nSCREENING CHECKLIST\n")
    doc.fill("[x] Skin check - dermatology {derm}: %s\n" % pick(
        rng, ["no lesions", "SCC left ear excised", "2 AKs cryotherapy", "BCC back, Mohs"]), X)
    doc.fill("[x] Bone - DEXA {dexa}: T-score %s\n" % pick(rng, ["-1.2", "-2.6", "-0.4",
                                                                 "-1.9"]), X)
    doc.fill("[x] Influenza vaccine {flu}; Shingrix dose 1 given, COVID booster %s\n" % pick(
        rng, ["up to date", "due", "declined"]), X)
    doc.lit("[%s] Cervical / breast / bowel (FIT) screening per national programme\n"
            % pick(rng, ["x", " "]))
    doc.lit("[x] Cardiovascular risk: %s, lipids on atorvastatin, %s\n" % (
        pick(rng, ["QRISK3 14%", "ASCVD 9.8%", "QRISK3 22%", "Framingham 12%"]),
        pick(rng, ["never smoker", "ex-smoker 20 pack-years", "vapes daily"])))
    doc.lit("[x] Infection: BK PCR %s; CMV PCR not detected; EBV PCR %s\n" % (
        pick(rng, CL.BK_STATUS), pick(rng, ["<LLOQ", "not detected", "1,200 IU/mL"])))
    if rng.random() < 0.7:
        doc.fill("[x] Home BP monitor (Omron M3, serial {dev}) - readings uploaded via "
                 "{url}\n", X)
    else:
        doc.fill("[x] CGM: FreeStyle Libre 2 sensor, serial {dev}; time in range %d%%\n" % (
            rng.randrange(48, 88)), X)
    doc.raw("\nSOCIAL\n")
    doc.fill("Lives in {city} with {his} {nok_rel} {nok_fl} (NOK, {nok_ph}). ", X)
    doc.fill(pick(rng, ["Works as a {occ} at {employer}. ", "Retired {occ}. ",
                        "Currently off work ({occ}); employer {employer} supportive. "]), X)
    if rng.random() < 0.4:
        doc.fill("{nok_first} works as a {nok_occ} and is {his} main support. ", X)
    if rng.random() < 0.4:
        doc.fill("Born in {bc}; moved to %s{cn} in {yr}. " % (
            "the " if C.code in ("UK", "US") else ""), dict(
            X, bc=P(pick(rng, PP.COUNTRIES), "COUNTRY"), cn=P(X["country_name"], "COUNTRY"),
            yr=P(str(case.dob.year + rng.randrange(5, max(6, case.age - 2))), "DATE")))
    if rng.random() < 0.5:
        doc.fill("Drives (car reg {plate}); no seizures or hypos, fit to drive. ", X)
    if rng.random() < 0.5:
        ctry, when = CM.travel(case)
        doc.fill("Travel: {c} {w} - travel clinic advice given.", dict(X, c=ctry, w=when))
    doc.raw("\n\nSUMMARY / GOALS FOR NEXT YEAR\n")
    for g in rng.sample(["Maintain BP <130/80", "Weight loss 5 kg; dietitian referral",
                         "Reduce %s to 5 mg if DSA remain negative" % C.pred
                         if not case.steroid_free else "Remain steroid-free",
                         "Repeat DEXA in 2 years", "Consider conversion to Envarsus for tremor",
                         "HbA1c < 53 mmol/mol", "Continue 3-monthly clinic + 6-weekly bloods"],
                        3):
        doc.lit(" - %s\n" % g)
    doc.fill("\nCompleted by {cns_full}, Transplant CNS; reviewed and agreed {Dr} {cons_last}.\n",
             X)

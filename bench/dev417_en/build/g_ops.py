"""Genres: pharmacist medication review, day-case infusion record, transplant
coordinator call, MDT outcome."""
import datetime

from doc import P
from country import pick
import clinical as CL
import common as CM


def pharm_review(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    doc.fill("TRANSPLANT PHARMACY - MEDICATION REVIEW\n{hosp}   Clinic: Renal Transplant "
             "Follow-up\n", X)
    doc.fill("Date: {visit}   Pharmacist: {pharm_full} ({pharm_lic_label} {pharm_lic})\n\n", X)
    CM.banner(doc, case, pick(rng, [0, 2, 3]))
    doc.fill("Weight %.1f kg   eGFR %d   Allergies: %s\n\n" % (
        48 + 60 * rng.random(), rng.randrange(20, 80),
        pick(rng, ["NKDA", "penicillin (rash)", "sulfonamides - see note re co-trimoxazole",
                   "codeine (vomiting)", "latex"])), X)
    srcs = ["patient", "{nok_rel} {nok_first}", "{gpw} summary from {practice}",
            "community pharmacy {chemist} (tel {chem_ph})", "homecare delivery record"]
    doc.fill("Sources used: " + "; ".join(rng.sample(srcs, rng.randrange(2, 5))) + "\n\n", X)
    doc.raw("MEDICATION RECONCILIATION\n")
    doc.raw("Drug / dose                                   | Indication        | Status\n")
    for ln in CM.immuno_lines(case):
        doc.raw("%-46s| immunosuppression | %s\n" % (ln, pick(rng, ["continue", "continue",
                                                                 "dose changed"])))
    for ln in case.proph:
        doc.raw("%-46s| prophylaxis       | %s\n" % (ln, pick(rng, ["continue", "stop at 6/12"])))
    for ln in case.others:
        doc.raw("%-46s| %-17s | %s\n" % (ln, CL.indication(ln),
                                         pick(rng, ["continue", "continue", "review",
                                                    "omitted by pt"])))
    doc.raw("\nISSUES IDENTIFIED\n")
    iss = [
        "Patient bought %s OTC/online - significant interaction with tacrolimus; advised to stop."
        % pick(rng, ["St John's wort", "turmeric capsules", "grapefruit juice", "ibuprofen"]),
        "Two tacrolimus brands (%s and %s) found at home - brand confusion risk. Old stock "
        "returned." % (case.tac, pick(rng, [b for b in ("Prograf", "Adoport", "Advagraf")
                                             if b != case.tac])),
        "Dose timing inconsistent (doses between 07:00 and 11:00); alarm set on phone.",
        "NSAID prescribed by dentist - avoid; paracetamol preferred.",
        "Co-trimoxazole and ramipril - hyperkalaemia risk; K+ %s mmol/L." % pick(rng, ["5.6",
                                                                                     "5.9",
                                                                                     "5.4"]),
        "Allopurinol with azathioprine - contraindicated combination, flagged to team.",
        "Statin dose limited (atorvastatin max 20 mg with ciclosporin-like exposure).",
        "Missed doses while on holiday; uses compliance aid (dosette).",
    ]
    for i, t in enumerate(rng.sample(iss, rng.randrange(2, 5))):
        doc.lit("%d. %s\n" % (i + 1, t))
    doc.raw("\nADHERENCE\n")
    doc.lit("BAASIS questionnaire: %s. " % pick(rng, ["no missed doses in 4 weeks",
                                                      "1 missed dose, 2 late doses",
                                                      "drug holiday reported"]))
    doc.fill(pick(rng, [
        "Uses the reminder app (login {pt_user}); adherence report reviewed with patient.",
        "Blister packs filled weekly by {chemist}; {nok_rel} supervises evening doses.",
        "Collects from {chemist}; no supply problems.",
        "Homecare delivery every 8 weeks; delivery contact {ph_mob}.",
    ]) + "\n", X)
    if rng.random() < 0.4:
        doc.fill("Controlled drug cupboard access logged with fingerprint ID {bio}.\n",
                 dict(X, bio=P(case.bioid(), "BIOID")))
    doc.raw("\nRECOMMENDATIONS\n")
    for r in rng.sample([
        "Prescribe tacrolimus by brand (%s) on all prescriptions." % case.tac,
        "Switch omeprazole to famotidine if MPA exposure is a concern.",
        "Check tacrolimus trough 5-7 days after any interacting drug change.",
        "Update GP record and community pharmacy PMR.",
        "Counselled on sick day rules (hold ramipril, metformin, empagliflozin).",
        "Vaccination: inactivated only; Shingrix recommended.",
    ], 3):
        doc.lit(" - %s\n" % r)
    doc.fill("\nCommunicated to: {Dr} {cons_last}; {gpw} ({practice}, fax {gp_fax})\n", X)
    doc.fill("Time spent: %d min\n{pharm_fi}, Specialist Transplant Pharmacist   {bleepw} {bleep}\n"
             % rng.randrange(20, 55), X)


def infusion(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    kind = pick(rng, ["belatacept", "IVIG", "rituximab", "methylprednisolone", "ATG",
                      "iron", "belatacept", "IVIG"])
    wt = 48 + 60 * rng.random()
    dose = {"belatacept": "%d mg (5 mg/kg)" % (wt * 5), "IVIG": "%d g (Privigen 0.5 g/kg)" % (
        wt * 0.5), "rituximab": "375 mg/m2 = %d mg" % (rng.randrange(600, 800)),
        "methylprednisolone": "500 mg (pulse %d of 3)" % rng.randrange(1, 4),
        "ATG": "Thymoglobulin %d mg (1.5 mg/kg), dose %d" % (wt * 1.5, rng.randrange(1, 5)),
        "iron": pick(rng, ["ferric carboxymaltose (Ferinject) 1000 mg",
                           "iron sucrose (Venofer) 200 mg"])}[kind]
    X["chair"] = CM.room(rng, ["Chair", "Bay", "Bed", "Pod", "Bay+Chair"])
    X["pump"] = P(case.device(), "DEVICE")
    X["nxt"] = case.D(CM.future(case, 7, 35), pick(rng, ["num", "wk", "long"]))
    X["pres"] = case.D(CM.past(case, 1, 10), "num")
    doc.fill("RENAL DAY UNIT - INFUSION RECORD\n{hosp}", X)
    if rng.random() < 0.6:
        doc.fill(", {bldg}", X)
    doc.fill("\nDate: {visit}   Location: {chair}   {acc_label}: {acc}\n\n", X)
    CM.banner(doc, case, pick(rng, [0, 2, 3]))
    doc.raw("Identity check: wristband + verbal DOB")
    if rng.random() < 0.55:
        doc.fill(" + palm-vein scan (PalmSecure ID {b})", dict(X, b=P(case.bioid("palm"), "BIOID")))
    doc.raw("\n")
    doc.fill("Prescribed by: {Dr} {reg_full} on {pres}   Indication: %s\n\n" % {
        "belatacept": "maintenance belatacept (CNI conversion)",
        "IVIG": "antibody-mediated rejection / BK viraemia",
        "rituximab": "AMR, per MDT", "methylprednisolone": "acute TCMR Banff IB",
        "ATG": "steroid-resistant rejection", "iron": "iron deficiency anaemia"}[kind], X)
    doc.lit("Drug: %s   Dose: %s   Weight: %.1f kg\n" % (kind, dose, wt))
    doc.lit("Batch/lot: %s%d  exp %02d/%d\n" % (
        pick(rng, ["P10", "LOT", "B"]), rng.randrange(100000, 999999), rng.randrange(1, 13),
        case.visit.year + 1) if rng.random() < 0.4 else "")
    doc.lit("Pre-medication: %s\n" % pick(rng, [
        "paracetamol 1 g PO, chlorphenamine 10 mg IV, hydrocortisone 100 mg IV",
        "paracetamol 1 g PO, cetirizine 10 mg PO", "nil required", "ondansetron 4 mg IV"]))
    doc.fill("Cannula: 20G %s, inserted by {nurse_fl}. Pump: %s, serial {pump}\n\n" % (
        pick(rng, ["L forearm", "R antecubital fossa", "L hand", "n/a - via PICC",
                   "n/a - via Hickman line", "n/a - Portacath accessed"]),
        pick(rng, ["Alaris GP", "Baxter Sigma Spectrum", "B. Braun Infusomat", "CADD-Solis"])), X)
    doc.raw("OBSERVATIONS\nTime  | BP      | HR  | Temp | SpO2 | Rate (mL/h) | Init\n")
    t = rng.randrange(8, 11) * 60 + rng.randrange(0, 60, 5)
    for i in range(rng.randrange(4, 8)):
        doc.raw("%02d:%02d | %d/%d | %-3d | %.1f | %d%%  | %-11s | " % (
            t // 60, t % 60, rng.randrange(105, 165), rng.randrange(60, 95),
            rng.randrange(55, 100), 36.1 + rng.random() * 1.4, rng.randrange(94, 100),
            pick(rng, ["25", "50", "100", "150", "200", "KVO", "stopped"])))
        doc.put(X[pick(rng, ["nurse_ini", "nurse2_ini", "nurse_INI"])])
        doc.raw("\n")
        t += pick(rng, [15, 15, 30, 30, 60])
    doc.lit("\nReaction: %s\n" % pick(rng, [
        "none", "mild rigors at 100 mL/h - paused 30 min, restarted at 50 mL/h",
        "flushing + headache; rate halved", "none; tolerated well"]))
    doc.fill("Second checker: {nurse2_full}, RN   Administered by: {nurse_full}, RN\n", X)
    if rng.random() < 0.6:
        doc.fill("Transport: own car, reg {plate} - free parking permit issued for day unit.\n",
                 X)
    else:
        doc.fill("Transport: hospital transport booked via {ph_home}; escort {nok_rel} "
                 "{nok_fl}.\n", X)
    doc.fill("Next infusion: {nxt}  (booked, letter given)\n", X)
    if rng.random() < 0.5:
        doc.fill("Discharge 14:%02d; advised to call {unit_ph} if fever >38C, rash or "
                 "breathlessness.\n" % rng.randrange(60), X)


def coord_call(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    lo, hi = [float(x) for x in case.target.split("-")]
    scen = pick(rng, ["high_timing", "high_diarrhoea", "high_drug", "low_missed", "low_inducer",
                      "in_range", "in_range"])
    if scen.startswith("high"):
        lvl = "%.1f" % (hi + rng.uniform(2, 9))
    elif scen.startswith("low"):
        lvl = "%.1f" % max(1.2, lo - rng.uniform(0.8, 2.5))
    else:
        lvl = "%.1f" % rng.uniform(lo, hi)
    X["nb"] = case.D(CM.future(case, 2, 10), pick(rng, ["wk", "num", "wklong"]))
    X["lb"] = case.D(CM.past(case, 1, 4), pick(rng, ["num", "dm"]))
    X["drug"] = pick(rng, ["clarithromycin", "fluconazole", "erythromycin", "diltiazem"])
    X["ind"] = pick(rng, ["St John's wort", "carbamazepine", "rifampicin", "phenytoin"])
    X["newdose"] = pick(rng, ["1.5", "2", "2.5", "3"])
    doc.fill("TELEPHONE ENCOUNTER - Transplant Coordinator\n{hosp} Kidney Transplant Office\n", X)
    doc.fill("Date: {visit}  Time: %02d:%02d   By: {coord_full}, RN\n" % (
        rng.randrange(8, 18), rng.randrange(60)), X)
    CM.banner(doc, case, pick(rng, [0, 3]))
    if rng.random() < 0.6:
        doc.fill("\nCalled pt ({pt_init}) on {ph}; identity confirmed with DOB and first line of address "
                 "({street}).", dict(X, ph=pick(rng, [X["ph_mob"], X["ph_home"]])))
    else:
        doc.fill("\nIncoming call from {nok_rel} {nok_fl} on {nok_ph}; pt consent on file for "
                 "{nok_first} to discuss results.", X)
    if rng.random() < 0.3:
        doc.fill(" Voice biometric verified (ref {b}).", dict(X, b=P(case.bioid("voice"),
                                                                        "BIOID")))
    doc.raw("\n\n")
    doc.fill("Reason: tacrolimus trough from {lb} = %s %s (target {target}); creatinine %s %s "
             "(prev %s).\n\n" % (lvl, C.tac_unit, CL.creat(rng, C), C.creat_unit,
                                  CL.creat(rng, C)), X)
    doc.raw("Discussion:\n")
    key = {
        "high_timing": ["pt says %s took the morning dose at 07:30 before bloods at 09:15 - "
                        "level not a true trough." % X["he"]],
        "high_diarrhoea": ["reports diarrhoea x3 days, no blood, eating and drinking ok. Aware "
                           "diarrhoea can push tac levels up."],
        "high_drug": ["started {drug} from walk-in clinic 4 days ago for a chest infection."],
        "low_missed": ["missed evening dose x2 last week - was on night shift (works as {occ}).",
                       "ran out of tablets over the weekend; {chemist} had no stock of {tac}."],
        "low_inducer": ["has been taking {ind} (bought online / started by neurology) for 3 "
                        "weeks."],
        "in_range": ["routine result; pt feels well."],
    }[scen]
    extra = [
        "denies fever, graft pain, reduced urine output. Home BP %d/%d." % (
            rng.randrange(110, 150), rng.randrange(65, 92)),
        "tremor a little worse, some tingling in hands.",
        "wants to know if ok to have the flu jab at {chemist} - yes, inactivated vaccine fine.",
        "asked about driving to {city} next weekend for a family wedding - no restriction.",
        "{nok_first} says pt has been more tired, sleeping in the afternoon.",
    ]
    for ln in key[:1] + rng.sample(extra, rng.randrange(1, 4)) + key[1:]:
        doc.fill("- " + ln + "\n", dict(X, tac=case.tac))
    doc.raw("\nAction:\n")
    acts = {
        "high_timing": ["No change to dose. Repeat trough on {nb}, taking dose AFTER bloods."],
        "high_diarrhoea": ["Discussed with {Dr} {cons_last} (on call): reduce tacrolimus to "
                           "{newdose} mg BD from tonight.",
                           "Repeat U&E + tac level {nb} at {dial_unit}; stool sample kit "
                           "posted to {addr}."],
        "high_drug": ["Advised to stop {drug}; {gpw} ({Dr} {gp_last}) informed by fax {gp_fax} - "
                      "doxycycline suggested instead.",
                      "Hold tonight's tacrolimus dose, then {newdose} mg BD. Repeat level {nb}."],
        "low_missed": ["Dose unchanged; adherence discussed, phone alarms set. Repeat level {nb}.",
                       "Referred to transplant pharmacist ({pharm_fl}) for adherence review."],
        "low_inducer": ["Advised to stop {ind} after discussion with {Dr} {cons_last}; increase "
                        "tacrolimus to {newdose} mg BD and recheck {nb}."],
        "in_range": ["No change. Next routine bloods {nb}."],
    }[scen]
    if rng.random() < 0.4:
        acts = acts + [pick(rng, ["Bloods form e-mailed to {pt_email}.",
                                  "Advised to attend ED if fever >38C or urine output drops; "
                                  "on-call number {unit_ph}."])]
    for a in acts:
        doc.fill("- " + a + "\n", X)
    doc.fill("\nPt verbalised understanding; read-back done.\nRouted to: {Dr} {cons_fi} / "
             "{cns_fl}\n{coord_fi}, Transplant Coordinator (ext. {ext})\n",
             dict(X, ext=P("555" + str(rng.randrange(10, 100)), "PHONE")))


MDT_SCEN = [
    ("Biopsy-proven rejection - treatment?", "TCMR", "no DSA detected",
     ["Methylprednisolone 500 mg IV x3 then oral taper.",
      "Increase tacrolimus target to 8-10 %s; continue MMF."], True),
    ("New DSA with rising creatinine - treatment?", "AMR", "DQ7 DSA MFI 9,800 (previously 2,100)",
     ["PLEX x5 + IVIG 2 g/kg + rituximab (AMR protocol).",
      "Increase tacrolimus target to 8-10 %s."], True),
    ("BK viraemia - degree of IS reduction?", "BKPyVAN", "no DSA",
     ["Reduce MMF by 50%; repeat BK PCR fortnightly.", "Repeat DSA in 3 months."], False),
    ("Non-adherence - support plan?", "BL", "DR53 DSA MFI 3,400",
     ["Refer to transplant psychology and adherence clinic.",
      "Convert to once-daily Envarsus to simplify regimen."], False),
    ("Suitability for re-listing (failing graft)?", "NR", "class I DSA B44 MFI 1,800",
     ["Start re-listing work-up; cPRA to be updated.",
      "Vascular access referral for AV fistula (Brescia-Cimino preferred)."], False),
    ("De novo DSA with stable function - biopsy or observe?", None, "DQ2 DSA MFI 2,600",
     ["Repeat DSA in 3 months; no biopsy now.", "Adherence check and tacrolimus CV review."],
     False),
]


def mdt(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    q, dx, hi, outs, infuse = pick(rng, MDT_SCEN)
    X["mdt"] = case.D(case.visit, pick(rng, ["wklong", "long", "num"]))
    X["bx"] = P(case.idnum("R"), "IDNUM")
    X["bxd"] = case.D(CM.past(case, 3, 14), "num")
    X["by1"] = case.D(CM.future(case, 3, 14), "num")
    X["by2"] = case.D(CM.future(case, 14, 45), "num")
    doc.fill("RENAL TRANSPLANT MDT - OUTCOME FORM\n{hosp}\nMeeting: {mdt}, 13:00, "
             "hybrid (MS Teams)\n", X)
    doc.fill("Chair: {Dr} {cons_full}\n", X)
    doc.fill("Present: {Dr} {cons_last}, {Dr} {dr2_fl} (nephrology), {Dr} {path_last} "
             "(histopathology), {sci_fl} (H&I), {pharm_fl} (pharmacy), {cns_fl} (CNS), "
             "{coord_fl} (coordinator)\n", X)
    if rng.random() < 0.5:
        doc.fill("Apologies: {Dr} {reg_fl}\n", X)
    doc.fill("Minutes: {nurse2_fl}\n\n", X)
    CM.banner(doc, case, pick(rng, [0, 2, 3]))
    doc.fill("Referring consultant: {Dr} {dr2_last}    Local unit: {dial_unit}\n\n", X)
    doc.fill("Background: {age}{sx}, {primary}; {tx_type} transplant {tx_date} ({post}). IS: ",
             X)
    doc.raw("; ".join(CM.immuno_lines(case)) + ".\n")
    doc.lit("Question for MDT: %s\n\n" % q)
    if dx:
        doc.fill("Discussion: biopsy {bx} ({bxd}) reviewed by {Dr} {path_last}: %s. " %
                 CL.banff(rng, dx)[1], X)
    else:
        doc.lit("Discussion: no biopsy; creatinine stable at %s %s. " % (CL.creat(rng, C),
                                                                       C.creat_unit))
    doc.lit("H&I: %s. Pharmacy: tac levels variable (CV %d%%).\n\n" % (hi, rng.randrange(15, 50)))
    doc.raw("OUTCOME:\n")
    for i, o in enumerate(outs):
        doc.lit("%d. %s\n" % (i + 1, o.replace("%s", C.tac_unit)))
    doc.raw("\nACTIONS\n")
    if infuse:
        doc.fill("- Book day-unit infusions - {cns_fi} - by {by1}\n", X)
    else:
        doc.fill("- Clinic review with {Dr} {cons_last} - {cns_fi} - by {by2}\n", X)
    doc.fill("- Inform patient and {gpw} ({practice}) - {coord_fi} - by {by1}\n", X)
    doc.fill("- Repeat DSA / BK PCR - {sci_fi} - by {by2}\n", X)
    if rng.random() < 0.5:
        doc.fill("- Letter to {Dr} {dr2_last} at {ref_hosp}\n", X)
    doc.fill("\nPatient informed: %s\n" % pick(rng, [
        "yes, by {cns_fl} on {by1} by telephone ({ph_mob})", "not yet - clinic {by2}",
        "yes - in clinic with {his} {nok_rel} {nok_first}"]), X)
    doc.fill("Outcome recorded by {nurse2_user}\n", X)

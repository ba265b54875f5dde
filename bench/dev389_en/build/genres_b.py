"""Genres: pre-operative bloods and ECG results, medication stop-and-start
instructions letter, high-risk anaesthetic clinic letter."""
import clinical as cl
import gbase as gb
from common import P, add_days, chance, fmt_long, pick
from ctx import dP


def _lab_rows(rng, x):
    us = x["_c"] == "US"
    hb = int(x["l_hb"])
    cr = int(x["l_cr"])
    rows = []
    fl = lambda v, lo, hi: "L" if v < lo else ("H" if v > hi else "")
    if us:
        rows.append(("Hgb", "%.1f" % (hb / 10.0), "g/dL", "13.0-17.0", fl(hb, 130, 170)))
    else:
        rows.append(("Hb", str(hb), "g/L", "130-170" if x["sx"] == "M" else "115-155", fl(hb, 130 if x["sx"] == "M" else 115, 170)))
    rows.append(("WCC" if not us else "WBC", x["l_wcc"], "x10^9/L" if not us else "K/uL", "4.0-11.0", ""))
    rows.append(("Plt", x["l_plt"], "x10^9/L" if not us else "K/uL", "150-400", fl(int(x["l_plt"]), 150, 400)))
    rows.append(("MCV", x["l_mcv"], "fL", "80-100", fl(int(x["l_mcv"]), 80, 100)))
    rows.append(("Na", x["l_na"], "mmol/L", "133-146", fl(int(x["l_na"]), 133, 146)))
    rows.append(("K", x["l_k"], "mmol/L", "3.5-5.3", fl(float(x["l_k"]), 3.5, 5.3)))
    if us:
        rows.append(("BUN", "%.0f" % (float(x["l_urea"]) * 2.8), "mg/dL", "7-20", ""))
        rows.append(("Creat", "%.2f" % (cr / 88.4), "mg/dL", "0.60-1.20", fl(cr, 53, 106)))
    else:
        rows.append(("Urea", x["l_urea"], "mmol/L", "2.5-7.8", fl(float(x["l_urea"]), 2.5, 7.8)))
        rows.append(("Creat", str(cr), "umol/L", "59-104", fl(cr, 59, 104)))
    rows.append(("eGFR", x["l_egfr"], "mL/min/1.73m2", ">60", "L" if x["l_egfr"].isdigit() and int(x["l_egfr"]) < 60 else ""))
    if chance(rng, 0.6):
        rows.append(("CRP", x["l_crp"], "mg/L", "<5", ""))
        if us:
            rows.append(("Albumin", "%.1f" % (int(x["l_alb"]) / 10.0), "g/dL", "3.5-5.0", fl(int(x["l_alb"]), 35, 50)))
        else:
            rows.append(("Albumin", x["l_alb"], "g/L", "35-50", fl(int(x["l_alb"]), 35, 50)))
    if chance(rng, 0.5) or "af" in x["_keys"]:
        rows.append(("INR", x["l_inr"], "", "0.8-1.2", fl(float(x["l_inr"]), 0.8, 1.2)))
        rows.append(("APTT", x["l_aptt"], "s", "24-35", ""))
    if "t2dm" in x["_keys"] or "t1dm" in x["_keys"] or chance(rng, 0.2):
        h = int(x["l_hba1c"])
        if us:
            rows.append(("HbA1c", "%.1f" % (h / 10.929 + 2.15), "%", "<5.7", "H" if h > 42 else ""))
        else:
            rows.append(("HbA1c", str(h), "mmol/mol", "<42", "H" if h > 42 else ""))
    if x["_ane"]:
        rows.append(("Ferritin", x["l_ferritin"], "ug/L", "30-400", fl(int(x["l_ferritin"]), 30, 400)))
    if "hf" in x["_keys"] or chance(rng, 0.15):
        rows.append(("NT-proBNP", x["l_bnp"], "ng/L", "<400", "H" if int(x["l_bnp"]) > 400 else ""))
    return rows


def bloods_ecg(n, rng, x):
    c = x["_c"]
    n.w("[[PATHOLOGY RESULTS|Pre-op Results Summary|RESULTS - PRE-OPERATIVE SCREEN|Lab & ECG results]] - {hosp}\n")
    gb.demo(n, rng, x, compact=True)
    n.w("Requested by: [[{n1}|{a2_til}|{n2}]] ([[POAC|Pre-assessment|Preop clinic]])   Location: [[Clinic room {room}|POA, {bldg}|{ward}]]\n")
    cold = add_days(x["_cd"], -rng.randrange(0, 3))
    h1 = rng.randrange(8, 15)
    m1 = rng.randrange(0, 60)
    h2 = h1 + rng.randrange(0, 3)
    m2 = (m1 + rng.randrange(20, 59)) % 60
    if m2 < m1:
        h2 += 1
    n.w("Collected: {cl} %02d:%02d   Received: {cl} %02d:%02d   Lab No: {ln}\n" % (h1, m1, h2, m2), cl=dP(x, cold), ln=gb.idnum(rng))
    if chance(rng, 0.3):
        n.w("Order #: {on}   [[Visit|{acct_lbl}]]: {acct}\n", on=gb.idnum(rng, "order"))
    n.t("\n")
    wide = chance(rng, 0.5)
    for a, b, u, r, f in _lab_rows(rng, x):
        if wide:
            n.t("%-10s %8s %-14s (%s) %s\n" % (a, b, u, r, f))
        else:
            n.t("%s %s%s%s\n" % (a, b, (" " + u) if u and chance(rng, 0.5) else "", (" [%s]" % f) if f else ""))
    grp = pick(rng, ["O RhD positive", "A RhD positive", "B RhD negative", "O RhD negative", "AB RhD positive", "A Pos", "O Neg"])
    n.w("\n[[Group & Screen|G&S|Blood bank]]: %s, antibody screen [[negative|NEGATIVE|positive - anti-E identified, crossmatch will take longer]]. Sample {sid}, valid until {vd}.\n" % grp,
        sid=gb.idnum(rng), vd=dP(x, add_days(cold, pick(rng, [3, 7, 28]))))
    n.w("MRSA screen ([[nose/groin|nose, groin, perineum]]): [[not detected|NOT isolated|MRSA DETECTED - decolonisation started {dd}]] (reported {rdt}).\n",
        dd=dP(x, add_days(cold, 3)), rdt=dP(x, add_days(cold, 2)))
    if chance(rng, 0.3):
        n.t(pick(rng, ["Urine dip: NAD. ", "Sickle screen: negative. ", "bHCG: negative. ", "Urine MC&S: no growth. "]) + "\n")
    e = add_days(x["_cd"], -rng.randrange(0, 5))
    n.w("\nECG ({ed} {time}, {eid}): {ecg_r}; PR %d ms, QRS %d ms, QTc {qtc} ms (Bazett); {ecg_x}.\n" % (
        rng.randrange(130, 230), rng.randrange(78, 150)), ed=dP(x, e), eid=gb.idnum(rng, "ecg"))
    if chance(rng, 0.3):
        n.w("Compared with previous ECG of {past}: [[no change|new T wave inversion|unchanged LBBB]].\n")
    if chance(rng, 0.45):
        n.w("Trend: Hb %d ({d1}) -> %d ({d2}) -> {l_hb} (this sample); creat %d ({d2}).\n" % (
            int(x["l_hb"]) + rng.randrange(-8, 15), int(x["l_hb"]) + rng.randrange(-5, 10), int(x["l_cr"]) + rng.randrange(-10, 12)),
            d1=gb.pastd(x, rng, 200, 600), d2=gb.pastd(x, rng, 20, 190))
    if chance(rng, 0.4):
        n.t(" ".join(cl.hard_neg(rng, 2)) + "\n")
    n.w("\nReviewed by: {rv} on {rvd}. ", rv=pick(rng, [x["a2_til"], x["a1_tl"], x["n1"]]), rvd=dP(x, add_days(cold, rng.randrange(1, 4))))
    acts = [
        "Action: nil - fit to proceed.", "Action: Hb low - refer to preop anaemia clinic; letter to {gp_tl}.",
        "Action: K raised - repeat U&E (likely haemolysed).", "Action: HbA1c >69 - GP optimisation letter sent.",
        "Action: QTc prolonged - review medications (citalopram) with {ph}.", "Action: discussed with {a1_tl}; echo requested.",
        "Action: INR high on warfarin - plan per anticoagulation clinic.", "Action: results phoned to patient on {pt_mob}."]
    if not x["_ane"]:
        acts = [a for a in acts if "Hb low" not in a]
    n.w(pick(rng, acts) + "\n")
    gb.footer(n, rng, x, 0.45)


ANTICOAG = {"Apixaban": 3, "Rivaroxaban": 3, "Edoxaban": 3, "Dabigatran": 4, "Warfarin": 6,
            "Clopidogrel": 7, "Ticagrelor": 5, "Empagliflozin": 3, "Dapagliflozin": 3, "HRT": 28, "Microgynon": 28,
            "Semaglutide": 7, "Tirzepatide": 7, "Lithium": 1, "Adalimumab": 14}
CONTINUE = ["Levothyroxine", "Atorvastatin", "Bisoprolol", "Omeprazole", "Lansoprazole", "Amlodipine", "Symbicort",
            "Salbutamol", "Trelegy", "Levetiracetam", "Lamotrigine", "Co-careldopa", "Sertraline", "Citalopram",
            "Digoxin", "Prednisolone", "Hydrocortisone", "Aspirin", "Pregabalin", "Tiotropium", "Montelukast"]
OMIT_AM = ["Ramipril", "Lisinopril", "Losartan", "Candesartan", "Perindopril", "Furosemide", "Bumetanide",
           "Indapamide", "Bendroflumethiazide", "Spironolactone", "Gliclazide", "Metformin", "Sitagliptin", "Sacubitril"]


def _instr(n, rng, x, med, opd, table):
    name = med.split()[0]
    base = name.split("/")[0]
    pre = ("| %s | " % med) if table else ("- %s: " % med)
    end = " |\n" if table else "\n"
    if base in ANTICOAG:
        k = ANTICOAG[base]
        last = add_days(opd, -(k + 1))
        if base in ("Semaglutide", "Tirzepatide", "Adalimumab"):
            n.w(pre + "weekly/fortnightly injection - do NOT take the dose due on or after {d1}. Restart when eating normally." + end, d1=dP(x, last))
        elif base in ("HRT", "Microgynon"):
            n.w(pre + "STOP 4 weeks before surgery - last dose {d1}. Use other contraception if needed." + end, d1=dP(x, last))
        elif base == "Warfarin":
            n.w(pre + "last dose {d1}. INR check on {d2}. [[No bridging needed.|Enoxaparin bridging - see separate sheet.]]" + end,
                d1=dP(x, last), d2=dP(x, add_days(opd, -1)))
        else:
            n.w(pre + "STOP. Last dose on {d1}[[ (evening)| (morning)|]]. Do not take from {d2} onwards. Restart [[the evening after surgery|when advised by the surgical team|on {d3}]]." + end,
                d1=dP(x, last), d2=P(fmt_long(add_days(last, 1), x["_c"]), "DATE"), d3=dP(x, add_days(opd, rng.randrange(1, 3))))
    elif base in OMIT_AM:
        n.w(pre + "[[take as normal the day before; OMIT on the morning of surgery|do not take on the day of your operation ({d1})|omit morning dose on {d1}]]." + end,
            d1=dP(x, opd))
    elif base.startswith("Insulin") or base == "NovoRapid":
        n.w(pre + "take 80% of usual dose the night before ({d1}); bring your insulin with you. Check CBG before leaving home." + end,
            d1=dP(x, add_days(opd, -1)))
    elif base == "Methotrexate":
        n.w(pre + "[[continue as normal|omit the dose due on {d1}]]." + end, d1=dP(x, add_days(opd, -2)))
    elif base in CONTINUE:
        n.w(pre + "[[CONTINUE - take as normal including the morning of surgery with a sip of water|continue as normal|keep taking, bring with you]]." + end)
    else:
        n.w(pre + "[[continue as normal|take as usual|no change]]." + end)


def med_letter(n, rng, x):
    n.w("{hosp}\n[[Pre-operative Assessment Service|Perioperative Pharmacy|Pre-admission Clinic]]\n{hosp_addr_ml}\nTel: {pac_tel}[[   Fax: {pac_fax}|]]\n[[Email: {pac_email}\n|]]\n")
    n.w("[[Date: |]]{ld}\n\n[[PRIVATE & CONFIDENTIAL\n|]]{pt_tf}\n{addr_ml}\n\n", ld=gb.fut(x, rng, 0, 3))
    n.w("{mrn_lbl}: {mrn}[[   {nat_lbl}: {nat}|]]\n\n" if x.get("nat") else "{mrn_lbl}: {mrn}\n\n")
    n.w("Dear {pt_tl},\n\n")
    opd = x["_opd"]
    n.w("Re: [[Your medicines before your operation|Medication instructions - please read carefully|Stopping and starting your tablets around surgery]]\n\n")
    n.w("You are booked for {op} at {place} on {opd_long}. [[Please arrive at %s.|Please report to the admissions lounge at %s.|You will be contacted the day before with an arrival time.]]\n\n" % (
        pick(rng, ["07:00", "07:30", "11:30", "12:00"]), pick(rng, ["07:00", "07:30", "11:30", "12:00"])),
        place=pick(rng, [x["hosp"], [x["ward"], ", ", x["hosp"]], [x["bldg"], ", ", x["hosp"]]]))
    n.t(pick(rng, ["Please follow these instructions:\n\n", "Following your pre-assessment, please do the following:\n\n"]))
    table = chance(rng, 0.45)
    if table:
        n.t("| Medicine | What to do |\n|---|---|\n")
    meds = x["_meds"] + ([pick(rng, ["Apixaban 5 mg BD", "Dapagliflozin 10 mg OD", "Clopidogrel 75 mg OD", "Semaglutide (Ozempic) 1 mg weekly",
                                     "HRT (Evorel Conti patch)", "Ramipril 5 mg OD", "Warfarin (target INR 2-3)"])] if chance(rng, 0.6) else [])
    seen = []
    for m in meds:
        if m.split()[0] in seen or m.startswith("Nil"):
            continue
        seen.append(m.split()[0])
        _instr(n, rng, x, m, opd, table)
    n.w("\nFasting: [[no food after 02:30 on the day; clear fluids (water, black tea) until 06:30|no food from midnight; you may drink water until 2 hours before your arrival time|light breakfast before 07:00, then clear fluids until 11:00]].\n")
    if chance(rng, 0.4):
        n.w("Diabetes: check your blood glucose on waking and on arrival; if below 4 mmol/L take 4 glucose tablets and tell the nurse.\n")
    n.w("Please bring all your medicines in their original boxes[[ and your inhalers|]].\n\n")
    n.w("If you have any questions please call [[the pre-assessment team|{ph} (pharmacist)|us]] on {pac_tel} (weekdays 08:00-16:00)[[ or email {pac_email}|]]. [[More information: {url}|Patient leaflets are at {url}|]]\n\n")
    n.w("Yours sincerely,\n\n\n{who}\n{role}\n", who=pick(rng, [x["ph"], x["n1"], x["a1_tf"]]), role=pick(rng, ["Perioperative Pharmacist", "Pre-assessment Team", "Anaesthetic Department"]))
    if chance(rng, 0.7):
        n.w("\ncc: {gp_tl}, {gp_prac}, {gp_addr}\n[[cc: {s1_tl}, Consultant Surgeon\n|]]")
    gb.footer(n, rng, x, 0.2)


def highrisk_letter(n, rng, x):
    gb.reop(rng, x, ("major", "complex"))
    n.w("{hosp}\n[[High-Risk Anaesthetic Clinic|Perioperative Medicine - High Risk Surgery Clinic|Anaesthetic Assessment Clinic (High Risk)]]\n")
    if chance(rng, 0.6):
        n.w("{hosp_addr}\nTel {pac_tel}[[  Fax {pac_fax}|]][[  {pac_email}|]]\n")
    n.w("\nClinic date: {cd}   Dictated: {cd}   Typed: {td}\n\n", td=gb.fut(x, rng, 1, 8))
    n.w("{s1_tf}\nConsultant [[Surgeon|Surgeon ({spec})|{spec} surgeon]]\n[[{hosp}|{hosp2}]]\n\n")
    n.w("Dear {s1_tl},\n\n")
    n.w("Re: {pt_tf}, DOB {dob}, {mrn_lbl} {mrn}\n     {addr1}\n\n")
    n.t("Diagnoses / problems:\n")
    gb.pmh(n, rng, x, bullet="num")
    n.w("\nThank you for referring this {age}-year-old [[{occ_s}|{gman}|{man}]][[| originally from {abroad}|]] whom I saw in the high-risk anaesthetic clinic on {cd_long}")
    n.w("[[ with {his} {kin_rel} {kin}| together with {kin_rel} {kin_f} and {kin2_rel} {kin2_f}|]], prior to {op}.\n\n")
    n.w("Functionally: {exercise}. Anaesthetic history: {anaes_hx}. Current medication: " + ", ".join(x["_meds"]) + ". Allergies: {allergy}.\n\n")
    if chance(rng, 0.6):
        n.w("CPET on {cp}: AT %.1f mL/kg/min, peak VO2 %.1f mL/kg/min, VE/VCO2 %.0f. " % (
            rng.uniform(7, 14), rng.uniform(11, 22), rng.uniform(28, 46)), cp=gb.pastd(x, rng, 3, 30))
    if chance(rng, 0.6):
        n.w("Echo ({ec}, {hosp2}): [[LVEF 40%, moderate MR|severe AS, AVA 0.8 cm2, mean gradient 46 mmHg|normal LV, RVSP 45 mmHg|LVEF 55%, impaired relaxation]]. ", ec=gb.pastd(x, rng, 10, 200))
    n.w("Bloods: Hb {l_hb}, Cr {l_cr}, eGFR {l_egfr}, albumin {l_alb}.\n")
    gb.devices(n, rng, x, 0.3)
    n.t("\n")
    n.w("On examination: BP {bp}, HR {hr}, SpO2 {spo2}% on air, BMI {bmi}. Airway: " + ", ".join(cl.airway(rng)[:3]) + ".\n\n")
    n.w("ASA {asa}, CFS {cfs}. [[P-POSSUM predicted mortality %.1f%%|NSQIP risk of serious complication %d%%|SORT 30-day mortality %.1f%%]].\n\n" % (
        rng.uniform(1, 12), rng.randrange(8, 40), rng.uniform(1, 8)))
    n.w(pick(rng, [
        "We had a long discussion about the balance of risks. {He} understands {his} risk of death is higher than average and would still like to proceed.",
        "After a shared decision-making conversation {he} has decided not to proceed with surgery at present and would prefer conservative management.",
        "{He} would like time to discuss with family; {kin_f} will phone us on {pac_tel} by {dl}.",
        "Given the CPET findings I recommend a period of prehabilitation; {he} has been referred to the prehab programme at {bldg}.",
    ]) + "\n\n", dl=gb.fut(x, rng, 5, 15))
    n.t("Plan:\n")
    for i, s in enumerate(rng.sample([
        "{anaes_plan}; post-operative {post_bed} bed booked", "cardiology review ({card_tl}) before a date is given",
        "optimise Hb - IV iron in the preop anaemia clinic", "continue beta-blocker peri-operatively",
        "stop SGLT2 inhibitor 3 days before surgery", "CPAP to come in with {him}; bring machine",
        "anticoagulation plan per haematology", "delirium prevention bundle; family to bring glasses/hearing aids",
        "TEP/ReSPECT: for full escalation", "dietitian referral - albumin low, MUST 2"], rng.randrange(3, 6))):
        n.w("%d. %s\n" % (i + 1, s))
    n.w("\nYours sincerely,\n\n\n{a1_tf}[[ {a1_cred}|]]\nConsultant Anaesthetist[[ ({a1_lic_lbl} {a1_lic})|]]\n")
    n.w("\ncc: {gp_tl}, {gp_prac}, {gp_addr}\n[[cc: {pt_tl} (patient)\n|]]")
    gb.typist(n, rng, x, "a1")
    gb.footer(n, rng, x, 0.2)

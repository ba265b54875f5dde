"""Genres: pre-operative assessment record, anaesthetic pre-assessment note,
ASA and frailty scoring summary, cardiopulmonary exercise test report."""
import clinical as cl
import gbase as gb
from common import chance, pick

LANGS = ["English", "Polish", "Punjabi", "Urdu", "Cantonese", "Mandarin", "Arabic", "Somali", "Portuguese",
         "Te reo Maori", "Tongan", "Samoan", "Spanish", "French", "Vietnamese", "Irish", "Welsh", "Romanian", "Tagalog"]


def _negs(n, rng, k):
    for s in cl.hard_neg(rng, k):
        n.t(s + " ")
    n.t("\n")


def preop_record(n, rng, x):
    gb.header(n, rng, x, pick(rng, ["PRE-OPERATIVE ASSESSMENT RECORD", "Pre-operative Assessment Record",
                                     "PRE-ASSESSMENT RECORD (NURSE LED)", "Pre-Op Assessment - Nursing Record"]))
    n.w("Date of assessment: [[{cd}|{cd_long}]]  {time}   Location: [[Clinic room {room}|Room {room}, {bldg}|Bay {bay}, {ward}]]\n")
    gb.demo(n, rng, x)
    n.w("Assessed by: {n1}[[, {n1_cred}|]]   Mode: [[face to face|F2F|in person]]\n")
    if chance(rng, 0.2):
        n.w("Prefers to be called {pt_nick}.\n")
    if chance(rng, 0.35):
        n.w("First language: %s. [[Interpreter not required.|Interpreter booked.|Family interpreting ({kin_rel} {kin_f}) - declined professional interpreter.]]\n" % pick(rng, LANGS))
    n.w("\n[[PROCEDURE|Planned procedure|PROPOSED SURGERY]]\n{op} - {s1_tl} ({spec})\n")
    n.w("Coding: {opcode}; {dxcode}\n" if chance(rng, 0.4) else "")
    n.w("[[Listed for|TCI|Provisional date]]: [[{opd}|{opd_long}|TBC - awaiting date]]. Urgency: [[routine|soon|urgent (cancer pathway)|P3]]. Grade ({guide}): {grade}.\n")
    n.w("\n[[PAST MEDICAL HISTORY|PMH|Medical history]]\n")
    gb.pmh(n, rng, x)
    n.w("\n[[PREVIOUS SURGERY / ANAESTHESIA|PSH & anaesthetic history|Surgical history]]\n")
    for _ in range(rng.randrange(1, 3)):
        n.w("- {prevop} {yr}[[ at {hosp_any}| ({hosp2})||]]\n")
    n.w("- {anaes_hx}\n- {fam_hx}\n")
    n.w("\n[[MEDICATIONS|Current medication|DH]]\n")
    gb.meds(n, rng, x)
    n.w("[[Allergies|ALLERGIES|Allergy status]]: {allergy}\n")
    if chance(rng, 0.3):
        n.w("Medicines reconciliation: [[own supply checked|blister pack from {pharmacy}|list from {gp_prac}]].\n")
    n.w("\nSOCIAL\n")
    gb.social(n, rng, x)
    if chance(rng, 0.25):
        n.w("Care package: [[carers BD via {agency}|{agency} carers TDS|nil]]. [[Attends {church} weekly.|]]\n")
    n.w("\nFUNCTIONAL CAPACITY\n{exercise}. Est. METs {mets}. [[Able to climb 2 flights: Y|Stairs: with difficulty|]]\n")
    n.w("\nOBS\nBP {bp}  HR {hr}  SpO2 {spo2}% (air)  RR {rr}  T {temp}\nHt {ht} cm  Wt {wt} kg  BMI {bmi}\n")
    n.w("\nAIRWAY: " + ", ".join(cl.airway(rng)[:rng.randrange(3, 7)]) + "\n")
    n.w("\nSCREENING\nSTOP-BANG {stopbang}/8  |  CFS {cfs}  |  MUST [[0|1]]  |  4AT [[0|0|1]]  |  MRSA screen [[sent|taken {cd}|done]]\n")
    if chance(rng, 0.5):
        _negs(n, rng, rng.randrange(1, 4))
    n.w("\nINVESTIGATIONS\n[[FBC, U&E, LFT, G&S|FBC, U&E, HbA1c, ECG|FBC, U&E, clotting, G&S x2, ECG, CXR|FBC, U&E, ECG]] [[sent today|taken {cd}|requested]][[, lab no {labno}|]]\n",
        labno=gb.idnum(rng))
    n.w("ECG [[today|{cd}]]: {ecg_r}, {ecg_x}; QTc {qtc} ms.\n")
    gb.devices(n, rng, x)
    n.w("\nOUTCOME\n")
    n.w(pick(rng, ["Fit to proceed on nurse-led pathway.", "Refer to anaesthetist - {why}.",
                   "Anaesthetic review requested ({a1_tl}) - {why}.", "Suitable for day case.", "Discuss with {a2_tl} - {why}."]) + "\n",
        why=pick(rng, ["BMI >40", "poor exercise tolerance", "murmur on auscultation", "ECG changes", "previous difficult airway",
                       "CFS 6 - frailty", "HbA1c >69", "anticoagulation plan needed", "new AF"]))
    n.w("Information given: fasting, [[chlorhexidine body wash|carbohydrate drinks (ERAS)|leaflet on anaesthesia ({url})|prehab leaflet]], meds instructions.\n")
    if chance(rng, 0.5):
        n.w("Escort home: {kin_rel} {kin} ({kin_tel})[[.|; car reg {veh} - drop-off permit issued.|.]]\n", veh=gb.vehicle(rng, x["_c"]))
    gb.sign(n, rng, x, "n1")
    gb.footer(n, rng, x, 0.3)


def anaes_preassess(n, rng, x):
    k = rng.randrange(3)
    if k == 0:
        n.w("ANAESTHETIC PRE-ASSESSMENT   {cd}\n")
        gb.demo(n, rng, x, compact=True)
    elif k == 1:
        gb.header(n, rng, x, "Anaesthetic Pre-operative Assessment")
        gb.demo(n, rng, x)
        n.w("Clinic date: {cd}\n")
    else:
        n.w("[[Anaesthetic pre-op review|Anaesthetic assessment|Pre-anaesthetic evaluation]] - {hosp}, {cd}\n")
        n.w("Pt: {pt_LF}  {mrn_lbl} {mrn}  [[{age}|{age} y]] {sx}\n")
    n.w("\n[[{pt_tl}|Pt {pt_idot}|{pt_tl}|{pt_f}]] is a " + gb.age_phrase(rng) + " [[{occ_s}|]] listed for {op} with {s1_tl} [[on {opd}|(date TBC)|- provisional date {opd}]].\n")
    n.w("[[Seen with {his} {kin_rel}, {kin_f}.|Attended alone.|Accompanied by {kin_rel} ({kin}).|]]\n")
    n.w("\nPMH:\n")
    gb.pmh(n, rng, x, bullet="- ")
    n.w("\nCVS: [[no chest pain|exertional chest tightness|stable angina 1-2x/month, GTN effective]], [[no orthopnoea/PND|2 pillow orthopnoea]], [[no syncope|presyncope on standing]]. ")
    n.w("RESP: [[no SOB at rest|SOBOE after 100 yds|MRC 3]], [[no recent LRTI|LRTI {monyr} treated by GP]].\n")
    n.w("Ex tol: {exercise}. METs ~{mets}.\n")
    n.w("\nDH: " + "; ".join(x["_meds"]) + "\nAllergies: {allergy}\n")
    n.w("Anaesthetic hx: {anaes_hx}\nFHx: {fam_hx}\n")
    n.w("SH: [[{occ}|{living}]]. Smoking: {smoke}. EtOH {etoh}.\n")
    n.w("\nO/E: BP {bp}, HR {hr} [[reg|irreg irreg]], SpO2 {spo2}%, BMI {bmi}. HS [[I+II+0|ESM radiating to carotids|soft SM apex]], chest [[clear|fine bibasal creps|scattered wheeze]]. [[No peripheral oedema.|Mild pitting oedema to ankles.]]\n")
    n.w("Airway: " + "; ".join(cl.airway(rng)) + ".\n")
    gb.devices(n, rng, x)
    n.w("\nIx: Hb {l_hb}, WCC {l_wcc}, Plt {l_plt}, Na {l_na}, K {l_k}, Cr {l_cr}, eGFR {l_egfr}[[, HbA1c {l_hba1c}|]][[, INR {l_inr}|]] ({labd}).\n", labd=gb.pastd(x, rng, 0, 20))
    n.w("ECG: {ecg_r}, {ecg_x}. [[Echo {past}: LVEF 55%, no significant valve disease.|Echo {past}: mild LVSD (EF 45%), AV Vmax 2.6 m/s.|No echo.|Echo requested.]]\n")
    if chance(rng, 0.5):
        n.t(" ".join(cl.hard_neg(rng, 2)) + "\n")
    n.w("\nASA {asa}. CFS {cfs}. [[RCRI 1|RCRI 2|RCRI 0]].[[ NSQIP risk of serious complication 8.4%.| SORT 30-day mortality 0.9%.| P-POSSUM mortality 3.1%.|]]\n")
    n.w("\nPlan:\n1. {anaes_plan}\n2. Post-op: {post_bed}\n3. [[Continue all meds except ACEi/ARB on the morning|Medication instructions letter sent|Anticoagulation bridging plan as per haematology]]\n")
    n.w("4. [[G&S on admission|Cross-match 2 units|Needs fresh G&S within 72 h of surgery]]\n")
    n.w("5. Risks discussed: [[PONV, sore throat, dental damage, awareness|post-op delirium, cardiac events, chest infection|block failure, nerve injury (1:2000 temporary)]]. [[Happy to proceed.|Wishes to think about it - will call {pac_tel}.|Consent confirmed.]]\n")
    if chance(rng, 0.3):
        n.w("Discussed with {a1_tl}[[ (consultant)|]] who agrees.\n")
    gb.sign(n, rng, x, pick(rng, ["a1", "a2"]))
    gb.footer(n, rng, x, 0.25)


def asa_frailty(n, rng, x):
    c = x["_c"]
    if chance(rng, 0.6):
        gb.header(n, rng, x, pick(rng, ["ASA & FRAILTY SCORING SUMMARY", "Risk Stratification - ASA / Frailty",
                                         "Perioperative Risk Summary (ASA, CFS, frailty)"]))
    else:
        n.w("ASA / FRAILTY SUMMARY - {hosp_ab}\n")
    gb.demo(n, rng, x, compact=True)
    n.w("Scored: {cd} by {n1}[[, {n1_cred}|]][[ with {a2_tl}|]]\nProcedure: {op} ({grade}) - {s1_tl}\n\n")
    rows = [("ASA-PS", "{asa}" + pick(rng, ["", " - systemic disease limiting activity", " (multiple controlled comorbidities)"])),
            ("Clinical Frailty Scale (Rockwood)", "{cfs} - {cfs_txt}"),
            ("Edmonton Frail Scale", "%d/17" % rng.randrange(2, 12)),
            ("Timed Up and Go", "%d s" % rng.randrange(8, 25)),
            ("Grip strength (Jamar)", "%d kg" % rng.randrange(12, 40)),
            ("Gait speed (4 m)", "%.1f m/s" % rng.uniform(0.5, 1.3)),
            ("4AT", pick(rng, ["0", "0", "1", "4 - possible delirium"])),
            ("Mini-Cog", "%d/5" % rng.randrange(2, 6)),
            ("Charlson Comorbidity Index", str(rng.randrange(1, 9))),
            ("RCRI (Lee)", str(rng.randrange(0, 4))),
            ("DASI", "%.1f" % rng.uniform(8, 50)),
            ("STOP-BANG", "{stopbang}/8"),
            ("MUST", pick(rng, ["0", "1", "2"])),
            ("Polypharmacy", "%d regular meds" % len(x["_meds"])),
            ("Falls in last 12 months", pick(rng, ["0", "1", "2 (last {past})", "3"])),
            ("Barthel", "%d/100" % rng.randrange(60, 101, 5))]
    rng.shuffle(rows)
    rows = rows[:rng.randrange(8, 15)]
    tab = chance(rng, 0.5)
    for a, b in rows:
        if tab:
            n.w("| %-34s | %s |\n" % (a, b))
        else:
            n.w("%s: %s\n" % (a, b))
    n.w("\nPredicted risk: [[SORT|NSQIP|P-POSSUM]] 30-day mortality %.1f%%, morbidity %d%%.\n" % (rng.uniform(0.3, 9.0), rng.randrange(5, 45)))
    n.w("\nASA rationale: " + {"I": "normal healthy patient", "II": pick(rng, ["mild systemic disease only", "well-controlled single system disease"]),
                                "III": pick(rng, ["severe systemic disease, functionally limited", "multiple systemic diseases, functionally limited"]),
                                "IV": "severe systemic disease that is a constant threat to life"}[x["asa"]] + ".\n")
    n.w("Key perioperative risks: " + ", ".join(rng.sample(["post-op delirium", "AKI", "post-op pulmonary complications", "MACE",
                                                          "VTE", "falls", "pressure injury", "prolonged LOS", "discharge to care home",
                                                          "deconditioning", "urinary retention"], rng.randrange(2, 6))) + ".\n")
    if chance(rng, 0.6):
        _negs(n, rng, rng.randrange(1, 4))
    n.w("\nComorbidities considered: " + ", ".join(cl.cond_text(rng, k) for k in x["_keys"][:5]) + ("\n" if x["_keys"] else "none\n"))
    n.w("Social: {living}. [[Occupation: {occ_s}.|]]\n")
    if chance(rng, 0.4):
        n.w("Collateral history from {kin_rel} {kin} (tel {kin_tel}).\n")
    n.w("\nSummary: " + pick(rng, [
        "{cfs_txt}; refer to perioperative medicine for older people (POPS) for CGA before surgery.",
        "low frailty burden; proceed on standard pathway.",
        "high risk - recommend shared decision-making clinic with {a1_tl} and {s1_tl}.",
        "deconditioned; prehabilitation programme for 4-6 weeks before {opd} recommended.",
        "moderate risk; post-op {post_bed}, delirium prevention bundle.",
    ]) + "\n")
    if chance(rng, 0.3):
        n.w("Advance care planning / TEP discussed; [[DNACPR not in place|ReSPECT form completed {cd}|patient has LPA for health (attorney: {kin})]].\n")
    gb.sign(n, rng, x, pick(rng, ["n1", "a2", "a1"]))
    gb.footer(n, rng, x, 0.35)


def cpet(n, rng, x):
    gb.reop(rng, x, ("major", "complex"))
    gb.header(n, rng, x, pick(rng, ["CARDIOPULMONARY EXERCISE TEST REPORT", "CPET Report", "Cardiopulmonary Exercise Testing (CPET) - Report"]))
    gb.demo(n, rng, x, compact=True)
    n.w("Test date: {td}   Test ID: {tid}   Lab: [[CPET lab, {bldg}|Exercise Physiology, room {room}|Respiratory Physiology]]\n",
        td=x["cd"], tid=gb.idnum(rng, "order"))
    n.w("Referrer: {s1_tl} / {a1_tl}   Indication: pre-operative risk stratification before {op}\n")
    n.w("Height {ht} cm   Weight {wt} kg   BMI {bmi}\n\n")
    n.w("Protocol: [[incremental ramp %d W/min|ramp %d W/min after 3 min unloaded cycling]] on electromagnetically braked cycle ergometer; breath-by-breath gas analysis, 12-lead ECG, BP every 2 min, SpO2.\n" % (
        pick(rng, [10, 15, 20]), pick(rng, [10, 15, 20])))
    fev = rng.uniform(1.1, 3.6)
    n.w("Resting spirometry: FEV1 %.2f L (%d%%), FVC %.2f L, ratio %.2f.\n\n" % (fev, rng.randrange(45, 110), fev * rng.uniform(1.2, 1.6), rng.uniform(0.48, 0.82)))
    at = rng.uniform(7.0, 15.5)
    pk = at + rng.uniform(2.0, 8.0)
    slope = rng.uniform(26, 48)
    rows = [("Peak VO2 (mL/kg/min)", "%.1f" % pk, "%d%%" % rng.randrange(45, 115)),
            ("VO2 at AT (mL/kg/min)", "%.1f" % at, "-"),
            ("VE/VCO2 at AT", "%.1f" % slope, "-"),
            ("O2 pulse peak (mL/beat)", "%.1f" % rng.uniform(6, 16), "%d%%" % rng.randrange(55, 110)),
            ("Peak HR (bpm)", str(rng.randrange(98, 170)), "%d%%" % rng.randrange(60, 100)),
            ("Peak work rate (W)", str(rng.randrange(45, 210)), "%d%%" % rng.randrange(40, 115)),
            ("Peak RER", "%.2f" % rng.uniform(0.98, 1.28), "-"),
            ("BP rest / peak", "{bp} / %d/%d" % (rng.randrange(150, 220), rng.randrange(70, 100)), "-"),
            ("SpO2 rest / peak", "%d / %d" % (rng.randrange(93, 100), rng.randrange(88, 99)), "-")]
    n.w("%-26s %-12s %s\n" % ("Parameter", "Measured", "% pred"))
    for a, b, c2 in rows:
        n.w("%-26s %-12s %s\n" % (a, b, c2))
    n.w("\nECG: [[no arrhythmia or ischaemic change|1 mm horizontal ST depression V4-V6 at peak, resolved by 3 min recovery|frequent VEs at peak, no NSVT|rate-related LBBB]].\n")
    n.w("Reason for stopping: [[leg fatigue|breathlessness|volitional exhaustion|target achieved|chest discomfort - test terminated]]. Effort: [[maximal (RER >1.10)|submaximal|good]].\n")
    risk = "higher" if at < 10.5 or slope > 39 else "lower"
    n.w("\nInterpretation: AT %.1f mL/kg/min, VE/VCO2 %.1f. Functional capacity %s. Consistent with %s perioperative risk for major surgery%s.\n" % (
        at, slope, "reduced" if risk == "higher" else "adequate", risk,
        pick(rng, ["", "; limitation appears cardiac", "; ventilatory limitation (COPD)", "; deconditioning likely"])))
    n.w("Recommendation: [[post-op critical care bed (level 2)|ward-based care appropriate|prehabilitation and repeat CPET in 6 weeks (~{rept})|discuss at high-risk MDT on {mdt}]].\n",
        rept=gb.fut(x, rng, 35, 50), mdt=gb.fut(x, rng, 2, 12))
    n.w("\nTest performed by: {phys}[[, Clinical Physiologist ({phys_lic_lbl} {phys_lic})|, Cardiorespiratory Physiologist|]]\n")
    n.w("Reported by: {a1_tf}[[, {a1_cred}|]], Consultant Anaesthetist[[ - {a1_lic_lbl} {a1_lic}|]]\nReport date: {rd}\n", rd=gb.fut(x, rng, 0, 4))
    if chance(rng, 0.4):
        n.w("cc: {s1_tl}, {hosp}; {gp_tl}, {gp_prac}\n")
    gb.footer(n, rng, x, 0.3)

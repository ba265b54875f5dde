"""Own genres: pre-operative anaemia clinic note, day surgery suitability
screen, perioperative diabetes management plan."""
import gbase as gb
from common import P, add_days, chance, pick
from ctx import dP
import clinical as cl


def cl_text(rng, x):
    return [cl.cond_text(rng, k) for k in x["_keys"][:6]]


def anaemia_clinic(n, rng, x):
    us = x["_c"] == "US"
    n.w("[[PRE-OPERATIVE ANAEMIA CLINIC|Preop Anaemia Clinic - {hosp_ab}|Patient Blood Management (PBM) Clinic|Pre-op Anaemia / IV Iron Clinic]]\n")
    gb.demo(n, rng, x, compact=chance(rng, 0.5))
    n.w("Date: {cd}   Seen by: [[{n1} (PBM nurse specialist)|{a2_til}|{n1}, {n1_cred}]][[ with {a1_tl}|]]\n")
    hb = int(x["l_hb"])
    if hb > 125:
        hb = rng.randrange(86, 124)
    n.w("Referred by: [[pre-assessment ({n2})|{s1_tl}|{gp_tl}, {gp_prac}]] - Hb %s on {rf}\n" % (
        "%.1f g/dL" % (hb / 10.0) if us else "%d g/L" % hb), rf=gb.pastd(x, rng, 5, 40))
    n.w("Planned surgery: {op}, {s1_tl}, [[{opd}|date {opd} (cancer pathway - cannot delay)|TBC]]\n\n")
    n.w("History: [[fatigue and SOBOE for ~3 months|asymptomatic - picked up at pre-assessment|PR bleeding on and off since {monyr}|heavy periods with flooding|dizziness on standing, fatigue]]. "
        "Diet: [[vegetarian|normal mixed diet|poor appetite, lost 4 kg|vegan]]. [[No melaena.|Colonoscopy {past}: known tumour.|OGD {past}: gastritis only.|]]\n")
    n.w("PMH: " + (", ".join(cl_text(rng, x)) or "nil") + "\nMeds: " + "; ".join(x["_meds"]) + "\nAllergies: {allergy}\n")
    n.w("Obs: BP {bp}, HR {hr}, wt {wt} kg.\n\n")
    fer = rng.randrange(5, 60)
    tsat = rng.randrange(4, 22)
    n.w("Bloods ({bd}):\n", bd=gb.pastd(x, rng, 1, 14))
    rows = [("Hb", "%.1f g/dL" % (hb / 10.0) if us else "%d g/L" % hb), ("MCV", "%d fL" % rng.randrange(66, 90)),
            ("Ferritin", "%d ug/L" % fer), ("TSAT", "%d%%" % tsat), ("CRP", pick(rng, ["<5", "8", "22", "41"]) + " mg/L"),
            ("B12", "%d ng/L" % rng.randrange(180, 700)), ("Folate", "%.1f ug/L" % rng.uniform(2.5, 15)),
            ("eGFR", x["l_egfr"]), ("Retics", "%d x10^9/L" % rng.randrange(20, 110))]
    for a, b in rows[:rng.randrange(5, 10)]:
        n.t("  %-9s %s\n" % (a, b))
    n.w("\nImpression: " + pick(rng, ["iron deficiency anaemia", "absolute iron deficiency", "anaemia of inflammation with functional iron deficiency (ferritin <100, TSAT <20%)",
                                      "mixed picture - iron deficiency + CKD"]) + ". ")
    n.w("Likely cause: [[known {spec} malignancy|menorrhagia|NSAID use|dietary|unexplained - GP asked to arrange GI investigation]].\n")
    if chance(rng, 0.2):
        n.w("Pt is a Jehovah's Witness (member of {church}); declines blood components. Advance decision seen and filed {cd}. Cell salvage acceptable - discussed with {a1_tl}.\n")
    dose = pick(rng, ["ferric carboxymaltose (Ferinject) 1000 mg", "ferric derisomaltose (Monofer) 20 mg/kg = %d mg" % (rng.randrange(10, 20) * 100),
                      "iron sucrose (Venofer) 200 mg x3", "ferric carboxymaltose 500 mg (wt <50 kg)"])
    n.w("\nPlan: IV iron - %s [[given today|booked for {inf}]] in [[{ward}|Infusion Suite, {bldg}|chair {bed}, {ward}]].\n" % dose, inf=gb.fut(x, rng, 2, 10))
    n.w("[[Observed 30 min post infusion, no reaction. Obs stable BP {bp}.|Consent obtained incl. skin staining and hypophosphataemia.|Previous oral iron not tolerated (GI side effects).]]\n")
    n.w("Repeat FBC + ferritin on {rpt} (3-4 weeks) - target Hb [[>130 g/L|>=130|13 g/dL]] before surgery.\n", rpt=gb.fut(x, rng, 21, 30))
    if chance(rng, 0.4):
        n.w("Letter to {gp_tl} re: [[repeat iron studies in 3 months|2WW lower GI referral|stopping naproxen]].\n")
    if chance(rng, 0.3):
        n.w("Infusion batch recorded on drug chart. Pt given PBM leaflet ({url}).\n")
    gb.sign(n, rng, x, pick(rng, ["n1", "a2"]))
    gb.footer(n, rng, x, 0.3)


def daysurgery_screen(n, rng, x):
    c = x["_c"]
    if not x["_daycase"]:
        ops = [o for o in cl.OPS if o[3] and not (x["sx"] == "M" and o[1] == "gynaecology")]
        x["op"], x["spec"], x["grade"], x["_daycase"] = pick(rng, ops)
    n.w("[[DAY SURGERY SUITABILITY SCREEN|Day Case Suitability Checklist|Day Surgery Unit - Pre-admission Screen|Ambulatory Surgery Screening Tool]]\n")
    if chance(rng, 0.5):
        n.w("{hosp} - [[Day Surgery Unit|Day Case Unit|{ward}]]\n")
    gb.demo(n, rng, x, compact=True)
    n.w("Procedure: {op}   Surgeon: {s1_tl}   Proposed date: [[{opd}|{opd_long}]]\nScreened: {cd} by {n2}[[, {n2_cred}|]] ([[telephone|face to face|video]])\n\n")
    y = lambda ok: "[x]" if ok else "[ ]"
    esc = chance(rng, 0.85)
    rows = [
        (esc, "Responsible adult to escort home: {kin} ({kin_rel}), tel {kin_tel}" if esc else "Responsible adult to escort home: none identified - discuss"),
        (chance(rng, 0.85), "Adult at home for 24 h post-op[[: {kin2_f} ({kin2_rel})|]]"),
        (chance(rng, 0.9), "Lives within 1 hour of unit: {pt_town} (~%d min)" % rng.randrange(10, 70)),
        (True, "Access to telephone: {pt_mob}"),
        (float(x["bmi"]) < 40, "BMI {bmi} (<40 preferred, up to 50 if fit)"),
        (int(x["stopbang"]) < 5, "OSA screen: STOP-BANG {stopbang}/8"),
        (chance(rng, 0.8), "Diabetes: [[n/a|HbA1c {l_hba1c} - controlled|on insulin - first on list requested]]"),
        (chance(rng, 0.9), "Cardioresp: {exercise}"),
        (chance(rng, 0.85), "Anticoagulation: [[none|plan documented|n/a]]"),
        (chance(rng, 0.85), "Home: {living}; toilet access ok"),
        (chance(rng, 0.8), "Post-op pain plan: paracetamol/ibuprofen + [[codeine|oxycodone 5 mg PRN x 6|none]]"),
    ]
    for ok, t in rows:
        n.w(y(ok) + " " + t + "\n")
    n.w("\nPMH: " + (", ".join(cl_text(rng, x)) or "nil of note") + ". Meds: %d regular[[ (list on EPR)|]]. Allergies: {allergy}.\n" % len(x["_meds"]))
    if chance(rng, 0.45):
        n.w("[x] Transport: [[own car driven by escort, reg {veh}|{kin_rel}'s car ({veh}) - drop-off bay booked|taxi booked - not to travel alone]]\n", veh=gb.vehicle(rng, c))
    if chance(rng, 0.25):
        n.w("[x] Patient ID wristband enrolled - [[fingerprint|palm vein]] template {bio}\n", bio=gb.bioid(rng))
    if chance(rng, 0.3):
        n.w("[x] Occupation: {prof}; fit note for %d weeks provided.\n" % rng.randrange(1, 7))
    n.w("\nASA {asa}   CFS {cfs}   BP {bp}   SpO2 {spo2}%\n")
    n.w("\nOutcome: " + pick(rng, ["SUITABLE for day surgery.", "Suitable - 23 h overnight stay ({ward}).",
                                   "NOT suitable for day case - no escort; list as inpatient.", "Suitable, first on list (insulin-treated diabetes).",
                                   "Refer to anaesthetist ({a1_tl}) - BMI/OSA."]) + "\n")
    n.w("Arrival: {al} {time} at [[{ward}|Day Surgery Unit, {bldg}|main reception, then {ward}]]. Discharge info: call {pac_tel} if unwell; [[out-of-hours GP service|after-hours: {hosp_tel}]].\n",
        al=pick(rng, [x["opd"], x["opd_long"]]))
    n.w("Information given: [[day surgery leaflet|fasting instructions|pain relief leaflet|wound care]] ([[{url}|printed]]); [[no driving for 24-48 h|no alcohol or legal decisions for 24 h]].\n")
    gb.footer(n, rng, x, 0.35)


PUMPS = ["Medtronic MiniMed 780G", "Tandem t:slim X2", "Omnipod 5", "Accu-Chek Insight", "Ypsomed mylife YpsoPump"]
CGMS = ["Dexcom G7", "Dexcom G6", "FreeStyle Libre 2", "FreeStyle Libre 3", "Medtronic Guardian 4"]


def diabetes_plan(n, rng, x):
    us = x["_c"] == "US"
    if "t1dm" not in x["_keys"] and "t2dm" not in x["_keys"]:
        x["_keys"].append(pick(rng, ["t2dm", "t2dm", "t1dm"]))
        x["_meds"] = x["_meds"] + [pick(rng, ["Metformin 1 g BD", "Insulin glargine 22 units nocte", "Gliclazide 80 mg BD", "Dapagliflozin 10 mg OD"])]
    t1 = "t1dm" in x["_keys"]
    h = int(x["l_hba1c"]) if int(x["l_hba1c"]) > 48 else rng.randrange(52, 90)
    hb1 = ("%.1f%%" % (h / 10.929 + 2.15)) if us else "%d mmol/mol" % h
    tgt = "140-180 mg/dL" if us else "6-10 mmol/L (acceptable 4-12)"
    n.w("[[PERIOPERATIVE DIABETES MANAGEMENT PLAN|Peri-operative Diabetes Plan|Diabetes: Plan for Surgery|Inpatient Diabetes Team - Surgical Plan]]\n")
    gb.demo(n, rng, x, compact=chance(rng, 0.5))
    n.w("Date: {cd}   Author: {dsn}, Diabetes Specialist Nurse[[ (ext {dsn_bleep})|]]\n")
    n.w("Diabetes: %s since {yr}; HbA1c %s ({hd}).\n" % ("Type 1" if t1 else "Type 2", hb1), hd=gb.pastd(x, rng, 3, 60))
    if t1 or chance(rng, 0.35):
        k = rng.randrange(3)
        if k == 0:
            n.w("Insulin pump: %s, serial no. {sn}; basal total %d units/day.\n" % (pick(rng, PUMPS), rng.randrange(14, 40)), sn=gb.device_serial(rng))
        elif k == 1:
            n.w("CGM: %s - [[transmitter|reader|sensor]] SN {sn}; sensor changed {sd}.\n" % pick(rng, CGMS), sn=gb.device_serial(rng), sd=gb.pastd(x, rng, 1, 9))
        else:
            n.w("CGM: %s (phone app). Pump: %s, SN {sn}.\n" % (pick(rng, CGMS), pick(rng, PUMPS)), sn=gb.device_serial(rng))
    n.t("Current treatment:\n")
    for m in x["_meds"]:
        n.t("  - " + m + "\n")
    n.w("\nSurgery: {op} on {opd_long} - [[morning|afternoon]] list, [[1 missed meal expected|>1 missed meal expected - VRIII likely|short starvation period]].\n")
    n.w("\nPlan (per [[JBDS-IP|local policy|ADS/ANZCA periop diabetes guidance|ADA Standards of Care]]):\n")
    dbef = add_days(x["_opd"], -1)
    lines = [
        "Day before ({d0}): take usual meals; long-acting insulin at 80% of usual dose.",
        "Day of surgery ({d1}): omit short-acting insulin while fasting; check CBG on waking.",
        "Metformin: [[continue if only 1 missed meal (eGFR {l_egfr})|omit on day of surgery]].",
        "SGLT2 inhibitor: last dose {d3} (stop 3 days pre-op) - risk of euglycaemic DKA; check ketones on admission.",
        "GLP-1 RA weekly: hold dose due {d4} (aspiration risk - full stomach precautions).",
        "Sulfonylurea: omit on the morning of surgery.",
        "VRIII with 0.45% saline/5% glucose/KCl if >1 missed meal or CBG >12 on two occasions.",
        "Intra-op CBG hourly; target " + tgt + ".",
        "First on list requested ({s1_tl} aware).",
    ]
    if t1:
        lines.append("Type 1: NEVER omit basal insulin. Pump: [[may continue at basal rate if procedure <2 h|switch to VRIII; pump removed and handed to {kin_rel} {kin_f}]].")
    for s in rng.sample(lines, rng.randrange(4, len(lines) + 1)):
        n.w("- " + s + "\n", d0=dP(x, dbef), d1=dP(x, x["_opd"]), d3=dP(x, add_days(x["_opd"], -4)), d4=dP(x, add_days(x["_opd"], -rng.randrange(2, 8))))
    n.w("\nHypo treatment: 15-20 g fast-acting glucose (e.g. glucose tablets), recheck in 15 min.\n")
    n.w("Post-op: restart usual regimen when eating and drinking; [[refer to inpatient diabetes team|DSN review day 1|GP to recheck HbA1c in 3 months]].\n")
    n.w("\nContact: [[{dsn} ext {dsn_bleep}|diabetes team {pac_tel}|{dsn_email}]][[; out of hours - on-call medical registrar via switchboard {hosp_tel}|]]\n")
    if chance(rng, 0.35):
        n.w("Copy to: {gp_tl} ({gp_prac}); {a1_tl}; patient ({pt_email}).\n")
    gb.footer(n, rng, x, 0.3)

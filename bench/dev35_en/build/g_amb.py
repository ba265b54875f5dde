"""Ambulance / paramedic handovers and patient care records."""
from phi import Doc, Phi
from case import build_case, base_ctx, hhmm
from common import times_after, set_occ
from common import (setup_common, staff, cred, pmh_items, meds_for, vitals, signature, audit_footer, ALLERGIES,
                    age_sex)

AMB = [
    dict(key="chest", age=(45, 90), where="home", cc="Central chest pain",
         m="Called by {f1_rel} at {t1}. Central crushing chest pain since approx 45 {mins} before call, radiating "
           "to L arm, with nausea and sweating. Onset at rest.",
         i="Pale, clammy. 12-lead: ST elevation II, III, aVF with reciprocal changes in I/aVL. Transmitted to "
           "cath lab.",
         t="Aspirin 300 mg PO, GTN 400 mcg SL x1 (held after BP drop), IV access 18G L ACF, fentanyl 50 mcg IV, "
           "ondansetron 4 mg IV. Pre-alert inferior STEMI."),
    dict(key="stroke", age=(55, 94), where="home", cc="FAST positive",
         m="Found by {f1_rel} {f1_f} at {t1} with slurred speech and R arm weakness. Last seen well at breakfast by "
           "{f1_f}. No head injury.",
         i="FAST +ve: R facial droop, R arm drift, expressive dysphasia. BGL 7.2. No seizure activity.",
         t="O2 not required. Positioned head up 30 degrees. Stroke pre-alert placed at {t2}. Time critical."),
    dict(key="fall", age=(72, 99), where="home", cc="Fall, long lie",
         m="Fell in the kitchen overnight, unable to get up. Pendant alarm activated at {t1}; neighbour {nb} has a key "
           "and let crew in. Estimated time on floor 6-8 hours.",
         i="Pain L hip, leg shortened and externally rotated. Skin tear L forearm. No head injury reported. "
           "Pressure areas intact on sacrum.",
         t="Methoxyflurane, then morphine 2.5 mg IV x2. Scoop onto vacuum mattress. Skin tear dressed. "
           "Pendant alarm ID {device} reset by call centre."),
    dict(key="rtc", age=(17, 75), where="road", cc="RTC - car vs pole",
         m="Driver of a silver hatchback ({rego} {plate}) which left the road on {street2} and struck a power pole "
           "at approx 60 km/h. Restrained, airbags deployed, self-extricated. Vehicle significantly damaged. Police on "
           "scene, ref {police}.",
         i="Seatbelt abrasion L shoulder to R hip. Tender sternum. Neck pain without midline tenderness. Abdomen soft. "
           "No LOC.",
         t="Full spinal assessment, collar applied per protocol. IV access, paracetamol 1 g IV. Vehicle details and "
           "driver licence ({dl}) passed to police."),
    dict(key="seizure", age=(16, 60), where="public", cc="Seizure in public place",
         m="Bystander call. Pt had a generalised seizure outside {landmark} at about {t1}, lasting ~4 {mins} per "
           "witness. Known epilepsy (wears a medical ID bracelet). Bit tongue. Incontinent of urine.",
         i="Post-ictal on arrival, GCS 11 improving to 14. Tongue laceration. No other injury. BGL 5.6.",
         t="Recovery position, suction, O2 via NRB. Midazolam not required. {His} {f1_rel} {f1} contacted on "
           "{f1_ph} and meeting us at hospital."),
    dict(key="hypo", age=(20, 70), where="work", cc="Hypoglycaemia",
         m="Called by colleague at {employer} at {t1}: T1DM, found confused and sweaty at workstation. Had skipped "
           "lunch. Works as a {occ}.",
         i="GCS 13 (confused). BGL 1.9 mmol/L. CGM transmitter on L arm (ID {device}).",
         t="Glucagon 1 mg IM, then oral glucose gel once able to swallow. Repeat BGL 6.8 after 15 {mins}, GCS 15. "
           "Pt requested transport for review as lives alone."),
    dict(key="od", age=(16, 55), where="home", cc="Overdose",
         m="Flatmate {nb} found pt drowsy in bedroom at {t1} with empty blister packs (approx 40 x quetiapine 25 mg "
           "and 16 x paracetamol 500 mg). Time of ingestion unknown, estimated after midnight. Note left.",
         i="GCS 12 (E3 V4 M5). Pupils 4 mm reactive. HR 118 sinus tach. No injuries.",
         t="Airway maintained, lateral position. IV access, NaCl 0.9% 500 mL. Packs brought in. Police informed "
           "re welfare, ref {police}."),
    dict(key="copd", age=(55, 90), where="home", cc="Shortness of breath",
         m="Known COPD, increasing SOB over 3 days, worse tonight. {f1_rel_cap} {f1_f} called at {t1}. Started "
           "rescue pack {onset_wd}.",
         i="Tripoding, speaking 3-4 words. Wheeze throughout, reduced air entry bases. Sats 82% on air.",
         t="Salbutamol 5 mg + ipratropium 500 mcg nebulised on air, O2 titrated to 88-92% via venturi 28%. "
           "Hydrocortisone 200 mg IV."),
    dict(key="arrest", age=(35, 80), where="gym", cc="Cardiac arrest - ROSC",
         m="Collapsed while training at {club} at {t1}. Witnessed, bystander CPR by club members within 1 min. "
           "AED from {building} applied: 1 shock delivered before crew arrival.",
         i="On arrival: VF. 1 further shock, ROSC at {t2} (approx 9 {mins} total down time). Post-ROSC 12-lead: "
           "anterior STEMI.",
         t="iGel, ventilated. Adrenaline 1 mg x1, amiodarone 300 mg. Post-ROSC care, target SBP >100. Direct to cath "
           "lab at {fac}."),
    dict(key="assault", age=(18, 45), where="public", cc="Assault - head injury",
         m="Assaulted outside {landmark} at approx {t1}, punched to face and fell striking head on kerb. Police on scene "
           "(incident {police}). Alcohol involved.",
         i="GCS 14 (V4). 4 cm occipital laceration, bleeding controlled. Swelling R eye. C-spine: no midline pain.",
         t="Pressure dressing. Head injury observations en route. Friend {nb} travelling with patient."),
    dict(key="rugby", age=(16, 40), where="sport", cc="Neck injury - sport",
         m="Injured in a tackle during a match for {club_r} at {ground} at approx {t1}. Head-down collision. "
           "Immediate neck pain, transient tingling both arms (resolved).",
         i="Midline tenderness C5-C6. Neuro exam: power 5/5 all limbs now, sensation intact. No LOC.",
         t="Manual in-line stabilisation, then collar and scoop. Club coach ({sup}) assisted. Entonox."),
    dict(key="anaph", age=(10, 60), where="restaurant", cc="Anaphylaxis",
         m="Eating at {restaurant} at {t1}; developed lip swelling, wheeze and hives within 10 {mins} of "
           "starter (prawns). Own autoinjector given by {f1_rel} {f1_f} before arrival.",
         i="Stridor absent. Wheeze bilateral. Urticaria trunk. BP 92/58.",
         t="Adrenaline 500 mcg IM (2nd dose) at {t2}, salbutamol neb, IV fluids 500 mL, hydrocortisone."),
    dict(key="feb_conv", age=(1, 5), where="home", cc="Febrile convulsion",
         m="{mum_cap} ({f1}) called at {t1}: child had a fit lasting about 3 {mins}, now sleepy. Temp 39.5 at home. "
           "Unwell with cough since {onset_wd}.",
         i="Post-ictal, rousable, GCS 14 improving. Febrile 39.1. No rash. Cap refill <2 s.",
         t="Kept cool, paracetamol. {f1_f} travelling with child. Sibling left with {f2_rel} {f2_f}."),
    dict(key="ladder", age=(20, 66), where="work", occ=["roofer", "electrician", "painter and decorator", "window cleaner", "scaffolder", "arborist", "gutter installer"], cc="Fall from height",
         m="Fell approx 3 m from a ladder while working as a {occ} for {employer} at {site_addr}. Landed on L side. "
           "Supervisor {sup} called at {t1}. WorkSafe notified.",
         i="Deformed L wrist, tender L ribs, no LOC. Pelvis stable. Neuro intact.",
         t="Wrist splinted, fentanyl IN 75 mcg then IV morphine. Spinal precautions."),
]


def make(r, loc):
    sc = r.choice(AMB)
    c = build_case(r, loc, "ambulance_handover", *sc["age"])
    X = base_ctx(c)
    setup_common(c, X)
    staff(c, X, "p1", "paramedic")
    staff(c, X, "p2", c.ch(["paramedic", "emt"]))
    staff(c, X, "rn", "nurse")
    staff(c, X, "md", "doctor")
    set_occ(c, X, sc.get("occ"))
    X["cad"] = c.idnum("cad")
    X["restaurant"] = Phi(c.ch(["Golden", "Blue", "Little", "Old", "Red", "Silver", "Olive"]) + " " +
                          c.ch(["Lotus", "Anchor", "Lantern", "Spoon", "Fig", "Harbour", "Orchard"]) + " " +
                          c.ch(["Restaurant", "Bistro", "Kitchen", "Brasserie", "Eatery"]), "ORGANIZATION")
    T = c.ch(__import__("pools").TOWNS[loc])
    X["club_r"] = Phi(T + " " + c.ch({"IE": ["RFC", "GAA Club", "Hurling Club"], "AU": ["Rugby League Club",
                                      "Football Club", "Rugby Club"], "NZ": ["Rugby Football Club", "Rugby Club"],
                                      "UK": ["RFC", "Rugby Club", "Rugby League FC"], "US": ["Rugby Club", "Football Club"],
                                      "CA": ["Rugby Club", "Football Club"]}[loc]), "ORGANIZATION")
    X["ground"] = Phi(c.ch(["{t} Recreation Ground", "{t} Oval", "{t} Domain", "{t} Park", "{t} Sports Ground",
                            "{t} Showgrounds"]).format(t=c.ch(__import__("pools").TOWNS[loc])), "LOCATION_OTHER")
    X["idlab"] = {"NZ": "NHI", "AU": "UR", "IE": "MRN", "UK": "Hosp No", "US": "MRN", "CA": "Chart"}[loc]
    X["site_addr"] = [Phi(c.ch([str(r.randint(1, 300)) + " ", ""]) + c.ch(["Industrial", "Enterprise", "Commerce",
                                                                           "Foundry", "Depot"]) + " " +
                          c.ch(["Way", "Drive", "Road", "Park"]), "STREET"), ", ", X["town2"]]
    where = sc["where"]
    if where == "home":
        X["scene"] = ["patient's home, ", X["addr"]]
    elif where == "road":
        X["scene"] = [X["street2"], ", ", X["town2"], ", near ", X["landmark"]]
    elif where == "public":
        X["scene"] = ["outside ", X["landmark"], ", ", X["town2"]]
    elif where == "work":
        X["scene"] = ["workplace (", X["employer"], "), ", X["site_addr"]]
    elif where == "gym":
        X["scene"] = [X["club"], ", ", X["street2"], ", ", X["town2"]]
    elif where == "sport":
        X["scene"] = [X["ground"], " (", X["club_r"], " home ground)"]
    else:
        X["scene"] = [X["restaurant"], ", ", X["street2"], ", ", X["town2"]]
    X["sick"] = sc["key"] in ("chest", "copd", "arrest", "anaph", "od", "feb_conv")
    layouts = {"US": [pcr_us, pcr_us, sbar], "CA": [pcr_us, sbar, atmist],
               "UK": [atmist, atmist, sbar, epcr], "IE": [atmist, sbar, epcr],
               "AU": [imist, imist, atmist, epcr], "NZ": [imist, atmist, epcr, sbar]}[loc]
    fn = c.ch(layouts)
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


PRIMARY = [
    "Primary survey: C - no catastrophic haemorrhage. A - patent, self-maintained. B - RR as below, equal air "
    "entry. C - radial pulse present, CRT 2 s. D - AVPU A, pupils PEARL. E - exposed as required, no other injuries "
    "found.",
    "<C>ABCDE: no major haemorrhage; airway clear; breathing adequate; circulation - peripheries warm; disability - "
    "alert, BGL as below; exposure - see injuries.",
    "Scene safe on arrival. Patient found sitting, alert, talking in full sentences. No environmental hazards.",
]
SCENE = [
    "Access via front door, keys left with {f1_rel}. Property secured on departure.",
    "Bystanders dispersed; police remained on scene.",
    "Patient's belongings (phone, wallet, glasses) travelled with patient and handed to ED staff.",
    "Medication list and blister packs brought in with patient.",
    "Social: lives with {f1_rel} {f1_f}, who is following in own car.",
]


def obs_table(c, X, d):
    d.t("Time   HR   BP       RR  SpO2  GCS  Pain\n")
    ts = [X["t2"]] + times_after(c, X["t2"], 2, 5, 40)
    for i in range(3):
        hr = c.r.randint(60, 125 if X["sick"] else 100)
        d.t(f"{ts[i]}  {hr:<4} {c.r.randint(90, 170)}/{c.r.randint(50, 100):<3}  {c.r.randint(12, 30):<3} "
            f"{c.r.randint(88 if X['sick'] else 94, 100)}%   {15 if not X['sick'] else c.r.randint(12, 15):<4} "
            f"{c.r.randint(0, 9)}/10\n")


def crew(c, X, d):
    w = d.w
    w("Crew: {p1} (" + (X["p1_cred"] or "Paramedic") + ", {p1_ll} {p1_lic}); {p2} (" +
      (X["p2_cred"] or "Technician") + ")\n", X)


def atmist(c, X, sc, d):
    w = d.w
    w(c.ch(["ATMIST HANDOVER", "PRE-ALERT / ATMIST", "Ambulance handover (ATMIST)"]) + " - {fac} ED\n", X)
    w("Date: {dv}   Pre-alert: {t2}   Arrived: {t3}   Incident no: {cad}\n", X)
    w("Scene: {scene}\n\n", X)
    w("A - Age: {age}  Sex: {Sex}  Name: {pt}  DOB: {dob}\n", X)
    w("T - Time of onset/incident: {t1}\n", X)
    w("M - Mechanism/complaint: " + sc["m"] + "\n", X)
    w("I - Injuries/illness: " + sc["i"] + "\n", X)
    w("S - Signs: " + vitals(c, sick=X["sick"], style="slash") + "\n", X)
    w("T - Treatment: " + sc["t"] + "\n\n", X)
    d.t(c.ch(PRIMARY) + "\n")
    if c.p(0.6):
        obs_table(c, X, d)
    w(c.ch(SCENE) + "\n", X)
    meds = meds_for(c)
    w("Allergies: " + c.ch(ALLERGIES) + ". Meds: " + (", ".join(meds) if meds else "nil regular") + ".\n", X)
    items = pmh_items(c, X)
    if items:
        d.t("PMH: ")
        for i, it in enumerate(items):
            d.add(it)
            d.t("; " if i < len(items) - 1 else ".\n")
    w("Home address: {addr}. {gpw_cap}: {gp_practice}.\n", X)
    w("NOK: {f1} ({f1_rel}), {f1_ph}\n\n", X)
    crew(c, X, d)
    w("Handed over to {rn}" + cred(X, "rn") + " at {t3}, Resus bay {bed}.\n", X)


def imist(c, X, sc, d):
    w = d.w
    w("IMIST-AMBO HANDOVER\nReceiving facility: {fac}   Date {dv}   Case no. {cad}\n\n", X)
    w("I  Identification: {pt_LFU}, " + age_sex(c, X) + ", DOB {dob}. {idlab} {mrn} (previous attendance).\n", X)
    w("M  Mechanism / medical complaint: " + sc["m"] + "\n", X)
    w("I  Injuries / information relating to complaint: " + sc["i"] + "\n", X)
    w("S  Signs: " + vitals(c, sick=X["sick"], style="line") + "\n", X)
    w("T  Treatment & trends: " + sc["t"] + "\n", X)
    w("A  Allergies: " + c.ch(ALLERGIES) + "\n", X)
    meds = meds_for(c)
    w("M  Medications: " + (", ".join(meds) if meds else "Nil") + "\n", X)
    items = pmh_items(c, X)
    d.t("B  Background: ")
    if items:
        for i, it in enumerate(items):
            d.add(it)
            d.t("; " if i < len(items) - 1 else ". ")
    else:
        d.t("Nil significant. ")
    w("Lives at {addr} with {f1_rel}.\n", X)
    d.t("   " + c.ch(PRIMARY) + "\n")
    if c.p(0.5):
        obs_table(c, X, d)
    w("O  Other: Scene was {scene}. NOK {f1} on {f1_ph}. {hp_l} {hp}.\n\n", X)
    crew(c, X, d)
    w("Handover accepted by {rn_Fl}" + cred(X, "rn") + " at {t3}; patient to bed {bed}.\n", X)


def pcr_us(c, X, sc, d):
    w = d.w
    w(c.ch(["PATIENT CARE REPORT (PCR)", "EMS PATIENT CARE RECORD", "Prehospital Care Report"]) + "\n", X)
    w("Incident #: {cad}    Date: {dv}\n", X)
    w("Dispatched: {t1}   On scene: {t2}   Arrived destination: {t3}\n", X)
    w("Incident location: {scene}\n", X)
    w("Destination: {fac}, Emergency Department\n\n", X)
    w("PATIENT\nName: {pt_LFU}    DOB: {dob}    Age: {age}    Sex: {sx}\n", X)
    w("Home address: {addr}\nPhone: {ph_h}\n", X)
    if c.p(0.6):
        w("Insurance: {insurer}  {hp_l} {hp}\n", X)
    if c.p(0.35):
        w("{ssn_l}: {ssn}\n", X)
    w("\nNARRATIVE (DCHART)\n", X)
    w("D: Dispatched emergent for " + sc["cc"].lower() + ".\n", X)
    w("C: " + sc["cc"] + ".\n", X)
    w("H: " + sc["m"] + "\n", X)
    w("A: " + sc["i"] + " Vitals: " + vitals(c, sick=X["sick"], style="caps") + "\n", X)
    w("R: " + sc["t"] + "\n", X)
    d.t(c.ch(PRIMARY) + "\n")
    obs_table(c, X, d)
    w(c.ch(SCENE) + "\n", X)
    w("T: Transported emergent to {fac}. Care transferred to {rn}" + cred(X, "rn") + " at {t3} in room {room}. "
      "Report given to {Dr} {md_l}.\n\n", X)
    w("Allergies: " + c.ch(ALLERGIES) + "\n", X)
    if c.p(0.15):
        w("Patient ID initially unknown; confirmed by law enforcement mobile fingerprint scan, ref {bio}.\n", X)
    crew(c, X, d)
    w("Patient signature obtained / unable to sign - reason documented.\n", X)
    if c.p(0.5):
        X["uname"] = c.username(X["p1_obj"].per)
        w("ePCR completed by {uname} on tablet {ip}, posted {dv} {t3}.\n", X)


def sbar(c, X, sc, d):
    w = d.w
    w("Verbal handover (SBAR) - recorded by receiving nurse\n{fac}, " + c.ch(["{dv}", "{dv_wds}"]) + " {t3}\n\n", X)
    w("S: \"This is {pt_f}, {he}'s {age}. " + sc["cc"] + ". We were called at {t1} to {scene}.\"\n", X)
    w("B: " + sc["m"] + " " + c.ch(["PMH as per GP summary from {gp_practice}.",
                                    "{gpw_cap} is {Dr} {gp_l} at {gp_practice}.",
                                    "No previous history known to {f1_rel}."]) + "\n", X)
    w("A: " + sc["i"] + " Last set: " + vitals(c, sick=X["sick"], style="line") + ".\n", X)
    w("R: " + sc["t"] + " Needs " + c.ch(["senior review", "CT", "bloods and ECG", "analgesia review"]) + ".\n\n", X)
    d.t(c.ch(PRIMARY) + "\n")
    w("Demographics confirmed from wallet card: {pt_m}, DOB {dob}, address {addr}. Contact {f1} ({f1_rel}) "
      "{f1_ph}.\n", X)
    w(c.ch(["Crew: {p1_f} and {p2_f} (incident {cad}).\n",
            "crew {p1_low} + {p2_low}, incident {cad}. pt's {f1_rel} {f1_low} following by car.\n"]), X)
    w("Received by: {rn}" + cred(X, "rn") + "\n", X)


def epcr(c, X, sc, d):
    w = d.w
    w("ePCR SUMMARY | Incident {cad} | {dv}\n", X)
    d.t("=" * 56 + "\n")
    rows = [("Patient", "{pt_LF}"), ("DOB / Age", "{dob} / {age}"), ("Address", "{addr}"),
            ("Contact", "{ph_m}"), ("{hp_l}", "{hp}"), ("GP", "{Dr} {gp} ({gp_practice})"),
            ("Scene", "{scene}"), ("Call / Arr / Hosp", "{t1} / {t2} / {t3}"), ("Destination", "{fac}")]
    for k, v in rows:
        w(f"{k:<18}| {v}\n", X)
    d.t("=" * 56 + "\n")
    w("Presenting complaint: " + sc["cc"] + "\n", X)
    w("History: " + sc["m"] + "\n", X)
    w("Findings: " + sc["i"] + "\n", X)
    d.t("Obs:\n")
    for tt in [X["t2"]] + times_after(c, X["t2"], 1, 10, 40):
        d.t(f"  {tt}  " + vitals(c, sick=X["sick"], style="line") + "\n")
    w("Treatment: " + sc["t"] + "\n", X)
    d.t(c.ch(PRIMARY) + "\n")
    w(c.ch(SCENE) + "\n", X)
    if c.p(0.15):
        w("Identity confirmed by police biometric (fingerprint) check on scene, ref {bio}.\n", X)
    w("Safeguarding / social: lives with {f1_rel} {f1_f}. " + c.ch(["No concerns.", "Referral not required.",
                                                                   "Falls referral made."]) + "\n", X)
    crew(c, X, d)
    w("Handover to {rn_Fl} ({rn_cred}) at {t3}.\n" if X["rn_cred"] else "Handover to {rn_Fl} at {t3}.\n", X)

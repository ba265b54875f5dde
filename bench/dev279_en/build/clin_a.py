"""Clinical incident scenarios, part A (falls, medicines, pressure damage, deterioration...).

Each scenario returns a dict of piece lists that genre generators stitch into notes.
Pieces are str (plain text) or (value, TYPE) tuples.
"""
from phi import P, device_id, bioid, idnum, digits, vehicle


def tm(rng):
    return "%02d:%02d" % (rng.randint(0, 23), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def tmo(rng):
    return "%02d:%02d" % (rng.randint(8, 17), rng.choice([0, 3, 7, 10, 15, 20, 22, 30, 35, 41, 45, 50, 58]))


def S(c, key, style=None):
    return c.st[key].n(style)


def PT(c, style=None):
    return c.pt.n(style)


def D(c, d, vary=0.3):
    return c.df.full(d, vary)


def scen_fall(rng, c):
    fx = rng.choice(["fractured neck of femur", "subdural haematoma", "fractured left wrist",
                     "laceration to the forehead requiring steristrips", "pubic rami fracture",
                     "no apparent injury"])
    harm = "Low harm" if "steri" in fx or "no apparent" in fx else rng.choice(["Moderate harm", "Severe harm"])
    morse = rng.choice([45, 55, 65, 75, 85])
    sensor = device_id(rng)
    t = tm(rng)
    narr = ["At approx ", t, " on ", D(c, c.d_inc), " ", PT(c, "title_last"), " was found on the floor beside bed ",
            (c.bed, "LOCATION_OTHER"), " in bay ", (c.bay, "LOCATION_OTHER"), " on ", (c.ward, "HOSPITAL"),
            ". Unwitnessed. Pt stated ", c.he, " was trying to get to the toilet. Falls risk assessment on admission: Morse ",
            str(morse), " (high risk); enhanced supervision (bay tag) had been requested but the bay was not tagged at the time as the HCA was on break. ",
            "Bed rails down per risk assessment. Sensor mat (serial ", (sensor, "DEVICE"),
            ") was in place but the alarm did not sound - found unplugged from the call-bell panel. ",
            "Seen by ", S(c, "junior", "title_last"), " (", c.st["junior"].role, ") at ", tm(rng),
            ": GCS 15/15, c/o pain L hip, leg shortened and externally rotated. X-ray confirmed ", fx, ". ",
            "Patient on apixaban 5 mg BD for AF, therefore CT head performed per post-falls protocol - no acute intracranial abnormality."]
    if "no apparent" in fx:
        narr[-1] = "Neuro obs commenced (on apixaban 5 mg BD for AF). CT head - no acute intracranial abnormality. No injury found."
    imm = ["Post-falls protocol followed: neuro obs 1/4 hrly for 2 hrs then hourly; analgesia (paracetamol 1 g IV); NOK informed by ",
           S(c, "nurse1", "full"), " at ", tm(rng), "; ortho review requested. Bay tagged 24/7 from this point."]
    cf = ["No bay-tag handover when the HCA went on break (staffing: 2 RNs + 1 HCA for 28 beds, against a planned 4 + 3).",
          "Sensor mat not connected - equipment check is not part of the safety huddle checklist.",
          "Lying/standing BP not recorded despite furosemide 40 mg and a Morse score of %d." % morse,
          "Call bell out of reach; non-slip socks not in use.",
          "Delirium screen (4AT) not repeated after %s was moved to the ward at night." % c.he]
    recs = ["Add sensor-mat connection check to the enhanced supervision checklist.",
            "Introduce a break-cover rota for the bay-tag role on night shifts.",
            "Re-launch the Morse/multifactorial falls assessment training for ward staff.",
            "Audit lying/standing BP compliance monthly for 3 months.",
            "Avoid non-clinical transfers after 22:00 unless agreed by the site manager."]
    return {"key": "fall", "cat": "Slips, trips and falls", "sub": "Unwitnessed fall from bed/chair",
            "title": "Unwitnessed inpatient fall - %s" % fx, "harm": harm, "short": "the fall and the %s" % fx,
            "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why the family were not told about the fall until the next morning",
                        "why the sensor alarm did not go off",
                        "why %s was moved to the ward in the middle of the night" % c.he,
                        "why a confused patient was left alone in the bay"]}


def scen_insulin(rng, c):
    wrong = rng.choice([("NovoRapid", "Levemir"), ("Humalog Mix25", "Humalog"), ("Lantus", "Humulin I")])
    units = rng.choice([10, 14, 20, 40, 100])
    bg = rng.choice(["1.8", "2.1", "2.6", "1.4"])
    meter = device_id(rng)
    narr = ["On ", D(c, c.d_inc), " at ", tm(rng), " ", PT(c, "title_full"), " (type 2 DM on basal-bolus insulin) was given ",
            str(units), " units of ", wrong[0], " instead of the prescribed ", wrong[1], ". ",
            "The ePMA record showed the ", wrong[1], " dose as due; the pen taken from the fridge was a ", wrong[0],
            " FlexPen belonging to another patient. Second checker not available. At ", tm(rng), " the patient was found clammy and drowsy; capillary BG ",
            bg, " mmol/L on meter ", (meter, "DEVICE"), ". Hypo protocol followed: 150 mL Glucojuice, then glucagon 1 mg IM as unable to swallow safely; ",
            "20% glucose infusion commenced by ", S(c, "junior", "title_last"), ". BG 6.4 mmol/L after 45 minutes."]
    imm = ["All patient-specific insulin pens reviewed and labelled; pharmacy (", S(c, "pharm", "full"),
           ") informed; BG monitored hourly x 12 hrs; duty of candour conversation with patient and ", c.fam[0].rel, "."]
    cf = ["Insulin pens stored loose in the ward fridge rather than in patient-labelled bags.",
          "Independent second check not undertaken (policy MM-17 requires it for insulin on this ward).",
          "Look-alike packaging of %s and %s pens." % wrong,
          "Nurse had been moved from another ward at short notice and was unfamiliar with the fridge layout.",
          "No ThinkGlucose / safe use of insulin e-learning recorded for 4 of 11 RNs."]
    recs = ["Patient-named insulin storage bags for all inpatients (pharmacy to supply).",
            "Redeploy ThinkGlucose e-learning as mandatory for ward RNs; target 95% in 3 months.",
            "Add insulin to the list of high-risk drugs requiring a witnessed second check on the ePMA.",
            "Share learning at the Medicines Safety Group and the trust-wide Safety Bulletin."]
    return {"key": "insulin", "cat": "Medication", "sub": "Wrong drug - insulin",
            "title": "Wrong insulin administered resulting in severe hypoglycaemia", "harm": "Moderate harm",
            "short": "the insulin error", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["how another patient's insulin pen came to be used",
                        "why nobody noticed %s was hypoglycaemic sooner" % c.he,
                        "whether this has happened to other patients"]}


def scen_cd(rng, c):
    drug = rng.choice([("oxycodone 10 mg/mL oral solution", "mL"), ("morphine sulfate 10 mg/mL injection", "ampoules"),
                       ("fentanyl 50 microgram/mL injection", "ampoules"), ("diamorphine 10 mg injection", "ampoules"),
                       ("HYDROmorphone 2 mg/mL", "ampoules")])
    n1 = rng.randint(3, 9)
    cab = device_id(rng)
    bio1, bio2 = bioid(rng), bioid(rng)
    u1, u2 = c.st["nurse1"].user, c.st["nurse2"].user
    narr = ["CD register discrepancy identified at the ", tm(rng), " check on ", D(c, c.d_inc), ": ", drug[0],
            " - register balance ", str(n1 + 2), " ", drug[1], ", physical count ", str(n1), ". Automated cabinet (",
            rng.choice(["Omnicell", "Pyxis MedStation", "Omnicell XT"]), ", cabinet ID ", (cab, "DEVICE"),
            ") audit trail shows two removals against patient ", PT(c, "LAST_first"), " (", (c.mrn, "MRN"),
            ") by user ", (u1, "USERNAME"), " using fingerprint template ", (bio1, "BIOID"),
            ", witnessed by ", (u2, "USERNAME"), " (biometric ", (bio2, "BIOID"), "). ",
            "Only one administration is charted on the MAR. Both nurses (", S(c, "nurse1", "full"), " and ",
            S(c, "nurse2", "full"), ") deny a second removal. Patient pain scores 2/10 throughout; no evidence of overdose (RR 16, sats 96% RA)."]
    imm = ["Ward manager ", S(c, "ward_mgr", "full"), " informed; cabinet locked down; Accountable Officer for CDs notified; both staff asked to provide written statements. Biometric enrolment for both users suspended pending review."]
    cf = ["Shared biometric workstation left logged in between removals (auto-logout set to 5 min rather than 60 s).",
          "Witness signing occurred at the end of the shift rather than at the time of removal.",
          "Return/waste of part-used doses not recorded in the register.",
          "High acuity: 3 patients on PCA and 2 end-of-life syringe drivers on the same shift."]
    recs = ["Reduce cabinet auto-logout to 60 seconds.",
            "Monthly CD audit by pharmacy for 6 months, reported to the Medicines Safety Group.",
            "Refresh CD policy training (waste and returns) for all RNs on the unit.",
            "Consider referral to the local intelligence network if further discrepancies arise."]
    return {"key": "cd", "cat": "Medication", "sub": "Controlled drug discrepancy",
            "title": "Unresolved controlled drug discrepancy (%s)" % drug[0].split()[0], "harm": "No harm",
            "short": "the controlled drug discrepancy", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["whether %s was given more morphine than recorded" % c.he,
                        "why %s was in so much pain if the drugs were signed out" % c.he]}


def scen_anticoag(rng, c):
    inr = rng.choice(["7.9", "8.4", "10.2", ">12"])
    narr = [PT(c, "title_last"), " was admitted on ", D(c, c.d_adm), " with a community-acquired pneumonia and commenced on clarithromycin 500 mg BD. ",
            "Warfarin (target INR 2-3 for a metallic mitral valve) was continued at 5 mg OD without an INR check for 4 days. On ", D(c, c.d_inc),
            " INR was ", inr, " and ", c.he, " had a large haematoma at the insulin injection site and haematuria. Vitamin K 5 mg IV and PCC (Beriplex 25 units/kg) given on haematology advice (",
            S(c, "cons", "title_last"), "). Hb fell from 118 to 86 g/L; 2 units RBC transfused."]
    imm = ["Warfarin withheld; daily INR; haematology advice followed; incident discussed with the patient and ", c.fam[0].rel, " by ", S(c, "cons", "title_full"), "."]
    cf = ["Interaction between warfarin and clarithromycin not flagged - the ePMA interaction alert is set to 'moderate' and was overridden.",
          "INR monitoring not requested on the admission order set.",
          "Pharmacist review delayed by 72 hours over a bank holiday weekend.",
          "Anticoagulant chart (yellow book) not brought in and not requested from the GP."]
    recs = ["Amend the admission order set so that INR is automatically requested for patients on warfarin.",
            "Pharmacy to prioritise anticoagulated patients for medicines reconciliation within 24 hours.",
            "Review ePMA alert tiering with the Digital Safety Officer."]
    return {"key": "anticoag", "cat": "Medication", "sub": "Anticoagulant - monitoring",
            "title": "Supratherapeutic INR with bleeding following drug interaction", "harm": "Moderate harm",
            "short": "the problems with %s warfarin" % c.his, "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why the blood tests were not done", "why the antibiotic was given when the family had told staff about the warfarin"]}


def scen_pu(rng, c):
    cat = rng.choice(["Category 3", "Category 4", "unstageable", "deep tissue injury"])
    site = rng.choice(["sacrum", "left heel", "right heel", "coccyx", "right hip"])
    mat = device_id(rng)
    wl = rng.choice([18, 21, 23, 26])
    narr = ["A ", cat, " pressure ulcer to the ", site, " was identified on ", D(c, c.d_inc), " by ", S(c, "nurse2", "full"),
            " during a skin inspection. On admission (", D(c, c.d_adm), ") Waterlow score was ", str(wl),
            " (very high risk) and skin was documented as intact. The SSKIN bundle was completed on only 9 of 22 shifts. ",
            "The dynamic mattress (", rng.choice(["Dyna-Form Mercury Advance", "Nimbus 4", "Alpha Active 4", "Repose"]), ", asset ",
            (mat, "DEVICE"), ") was ordered on day 2 but not delivered until day 6 due to a shortage in the equipment library. ",
            "Tissue viability (", S(c, "safety", "full"), ") reviewed: wound 4 x 3 cm, slough 60%, no tunnelling. MUST score 2 - dietitian referral made."]
    imm = ["TVN review; hybrid mattress in place; 2-hourly repositioning chart; photographs taken with consent; safeguarding screening tool completed - no concerns."]
    cf = ["Repositioning not documented overnight on 6 occasions.",
          "Equipment library stock of dynamic mattresses below the agreed minimum (12 vs 20).",
          "Heel offloading boots not used despite the Waterlow score.",
          "Patient had capacity and declined repositioning at times; this was not documented as an informed refusal."]
    recs = ["Increase dynamic mattress stock and introduce an escalation route to the site manager out of hours.",
            "Introduce electronic SSKIN prompts on the nursing observation chart.",
            "Tissue viability link nurse to deliver a 'react to red' session on the ward."]
    return {"key": "pu", "cat": "Pressure ulcer", "sub": "Hospital-acquired %s" % cat,
            "title": "Hospital-acquired %s pressure ulcer to %s" % (cat, site), "harm": rng.choice(["Moderate harm", "Severe harm"]),
            "short": "the pressure sore on %s %s" % (c.his, site), "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["how such a severe sore developed in hospital", "why the special mattress took so long",
                        "why the family were not told about the sore until discharge"]}


def scen_sepsis(rng, c):
    news = rng.choice([5, 6, 7, 8])
    lact = rng.choice(["4.1", "5.6", "3.8", "6.2"])
    bleep = c.extra_staff[1].ext
    narr = ["On ", D(c, c.d_inc), " ", PT(c, "full"), " had a NEWS2 of ", str(news), " at ", tm(rng),
            " (RR 26, HR 118, temp 38.9, BP 92/55, new confusion). Per the escalation policy the nurse in charge should have called the medical team within 30 minutes. ",
            "The registrar (bleep ", (bleep, "PHONE"), ") was paged at ", tm(rng),
            " - a delay of approximately 2 hours 40 minutes. Sepsis Six initiated at ", tm(rng),
            ": lactate ", lact, " mmol/L, blood cultures taken, piperacillin-tazobactam 4.5 g IV, 500 mL Hartmann's bolus. Critical care outreach (",
            S(c, "safety", "f_last"), ") reviewed; transferred to ITU at ", tm(rng), "."]
    if c.deceased:
        narr += [" Despite vasopressor support ", c.he, " died on ", D(c, c.d_dis), "."]
    imm = ["Incident reported by the outreach nurse; case flagged for structured judgement review (SJR); family informed by the ITU consultant."]
    cf = ["Observations recorded on paper during an e-obs downtime, so no automated escalation alert was generated.",
          "Nurse in charge covering two bays and a deteriorating patient in a side room.",
          "Registrar covering ED referrals and three wards from 20:00.",
          "Confusion attributed to known dementia rather than new delirium."]
    recs = ["Business continuity plan for e-obs downtime to include manual NEWS2 escalation prompts.",
            "Review night medical cover (Hospital at Night) with the Medical Director.",
            "Sepsis training to emphasise 'new confusion' as a red flag in patients with dementia."]
    return {"key": "sepsis", "cat": "Clinical assessment", "sub": "Failure to escalate deteriorating patient",
            "title": "Delayed recognition and escalation of sepsis (NEWS2 %d)" % news,
            "harm": "Death" if c.deceased else "Severe harm", "short": "the delay in treating %s sepsis" % c.his,
            "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why it took so long for a doctor to see %s" % c.him, "why antibiotics were not given sooner",
                        "whether %s would have survived with earlier treatment" % c.he if c.deceased else "whether the delay caused lasting harm"]}


def scen_fracture(rng, c):
    acc = idnum(rng, "accession", c.year)
    bone = rng.choice(["scaphoid", "neck of femur", "C6 vertebra", "distal radius", "lateral malleolus"])
    narr = [PT(c, "first"), " attended the ED on ", D(c, c.d_adm), " after a fall at home. X-ray (accession ", (acc, "IDNUM"),
            ") was reported by the ED clinician as 'no bony injury' and ", c.he, " was discharged with analgesia. The formal radiology report on ",
            D(c, c.d_inc), " identified a ", bone, " fracture. The discrepancy was not actioned because the ED results inbox for that week was not reviewed (locum cover). ",
            c.he.capitalize(), " re-attended 17 days later with ongoing pain; ", rng.choice(["ORIF", "a hip hemiarthroplasty", "cast immobilisation for 8 weeks"]),
            " was then arranged."]
    imm = ["Radiology discrepancy meeting notified; patient recalled; ED results inbox reassigned."]
    cf = ["No named owner for the ED radiology discrepancy inbox during locum cover.",
          "Safety-netting advice given verbally only; no leaflet.",
          "Digital system allows reports to be 'seen' without an action being recorded."]
    recs = ["Nominated consultant for the discrepancy inbox on the ED rota every day.",
            "Hard-stop acknowledgment for unexpected radiology findings in the EPR.",
            "Add ED discrepancies to the monthly radiology-ED learning forum."]
    return {"key": "fracture", "cat": "Diagnosis", "sub": "Missed/delayed diagnosis", "title": "Delayed diagnosis of %s fracture" % bone,
            "harm": "Moderate harm", "short": "the missed fracture", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why the fracture was missed", "why nobody contacted %s when the report came back" % c.him]}


def scen_pump(rng, c):
    drug = rng.choice(["heparin 1,000 units/mL", "potassium chloride 40 mmol in 1 L", "insulin (VRIII)", "oxytocin", "morphine PCA"])
    sn = device_id(rng)
    asset = device_id(rng)
    model = rng.choice(["Alaris GP", "Alaris CC syringe pump", "Baxter Sigma Spectrum", "B. Braun Infusomat Space",
                        "McKinley T34", "BD Alaris 8100", "Volumat Agilia"])
    narr = [drug.capitalize(), " infusion running via ", model, " (serial no. ", (sn, "DEVICE"), ", EBME asset ", (asset, "DEVICE"),
            ") was found at ", tm(rng), " on ", D(c, c.d_inc), " to have infused approx. 10x the prescribed rate. ",
            "Rate was programmed as 50 mL/h instead of 5.0 mL/h (decimal point error); the drug library (Guardrails) was bypassed by selecting 'basic infusion'. ",
            PT(c, "title_last"), " required ", rng.choice(["protamine", "IV fluids and ECG monitoring", "a repeat APTT and observation", "naloxone 400 micrograms"]),
            ". ", S(c, "nurse1", "full"), " had set up the infusion; a second check was not recorded."]
    imm = ["Pump quarantined with giving set attached and sent to EBME for download; MHRA Yellow Card considered; medical review; family informed."]
    cf = ["Drug library not used - 'basic infusion' mode available to all users.",
          "No independent double check for high-risk infusions on this ward.",
          "EBME download showed the library version on the pump was 14 months out of date."]
    recs = ["Disable 'basic infusion' mode except in critical care.",
            "Roll out the updated Guardrails drug library to all pumps within 4 weeks.",
            "Introduce an independent double check for all high-risk infusions."]
    return {"key": "pump", "cat": "Medical device/equipment", "sub": "Infusion device - programming error",
            "title": "Infusion pump programming error - %s" % drug.split()[0], "harm": rng.choice(["Low harm", "Moderate harm"]),
            "short": "the infusion pump error", "narr": narr, "imm": imm, "cf": cf, "recs": recs, "dev": sn,
            "concern": ["what the overdose has done to %s" % c.him, "whether the pump was faulty"]}


def scen_maternity(rng, c):
    apg = rng.choice(["3, 6 and 8", "2, 5 and 7", "4, 7 and 9"])
    narr = [PT(c, "title_last"), " (G2P1, 39+4/40) was admitted to the labour ward on ", D(c, c.d_inc),
            ". CTG from ", tm(rng), " showed a rising baseline and reduced variability, classified as pathological at ", tm(rng),
            " by ", S(c, "nurse2", "full"), " (midwife). Escalation to the obstetric registrar was delayed by 50 minutes as the registrar was in theatre with a category 1 section. ",
            "Baby born by emergency LSCS at ", tm(rng), "; Apgars ", apg, " at 1, 5 and 10 minutes; cord pH 7.02, BE -13. Baby transferred to NICU for therapeutic hypothermia (Cooling commenced at 3 hours of age)."]
    imm = ["Referred to the maternity investigation programme; family informed of the referral; debrief held with staff."]
    cf = ["Fresh-eyes review not done at the hourly interval.", "Only one obstetric registrar covering labour ward and theatre.",
          "Escalation policy unclear on what to do when the registrar is scrubbed."]
    recs = ["Second-on-call consultant to attend when the registrar is in theatre and a pathological CTG is reported.",
            "CTG 'fresh eyes' compliance audit monthly.", "Multiprofessional PROMPT training to include this case."]
    c.baby = True
    return {"key": "maternity", "cat": "Maternity", "sub": "Delay in escalation of abnormal CTG",
            "title": "Hypoxic-ischaemic encephalopathy following delayed escalation of pathological CTG", "harm": "Severe harm",
            "short": "the care during labour", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why the midwife did not call a doctor sooner", "why the baby needed cooling"]}


SCEN_A = [scen_fall, scen_insulin, scen_cd, scen_anticoag, scen_pu, scen_sepsis, scen_fracture, scen_pump, scen_maternity]

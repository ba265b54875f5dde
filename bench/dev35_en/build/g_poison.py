"""Poison information centre call records."""
from phi import Doc, Phi, rd
from case import build_case, base_ctx, hhmm
from common import setup_common, staff, cred, fam, signature, audit_footer, age_sex

PO = [
    dict(key="apap_child", age=(1, 5), caller="parent", wt=(9, 20), sub="Paracetamol oral suspension 120 mg/5 mL",
         amt="Unknown, bottle had approx 40 mL before, 20 mL left - max 20 mL = 480 mg",
         sym="Nil. Playing normally.",
         risk="Max {mgkg} mg/kg - below 150 mg/kg threshold. Low risk.",
         adv="Home observation. No treatment needed. Store medicines out of reach / locked. Call back if vomiting, "
             "drowsiness or abdominal pain."),
    dict(key="capsule", age=(1, 4), caller="parent", wt=(9, 18), sub="Laundry detergent capsule (liquitab)",
         amt="Bit into one capsule, some liquid in mouth, spat most out",
         sym="Coughed and vomited once immediately after. Now settled, no drooling, no stridor.",
         risk="Risk of mucosal irritation and aspiration. Currently mild.",
         adv="Rinse mouth, small drink of water or milk. Observe at home 4-6 h. Go to ED ({hosp2}) if persistent "
             "cough, drooling, difficulty breathing or repeated vomiting."),
    dict(key="button", age=(1, 6), caller="parent", wt=(9, 22), sub="Button battery (lithium coin cell, 20 mm)",
         amt="Missing from TV remote; child seen with it in mouth approx 30 {mins} ago",
         sym="Nil at present.",
         risk="HIGH RISK - possible oesophageal impaction. Time-critical.",
         adv="Go to nearest ED immediately ({hosp2}) for X-ray - do not wait for symptoms. Give 10 mL honey every "
             "10 {mins} en route (child >1 yr), up to 6 doses. Do not induce vomiting. Called ahead to ED "
             "({Dr} {md_l})."),
    dict(key="amlodipine", age=(1, 4), caller="grandparent", wt=(10, 17), sub="Amlodipine 10 mg tablets "
         "(grandparent's)", amt="Possibly 1 tablet, blister found open",
         sym="Nil yet.",
         risk="Any ingestion of a calcium channel blocker in a toddler is potentially serious; delayed toxicity.",
         adv="Refer to ED ({hosp2}) for observation at least 12-24 h, ECG and BP monitoring. ED informed."),
    dict(key="staggered", age=(18, 60), caller="hcp", wt=(50, 110), sub="Paracetamol 500 mg tablets",
         amt="Staggered ingestion over 36 h, estimated 28 g total",
         sym="Nausea, RUQ discomfort.",
         risk="Staggered overdose - treat regardless of level. ALT 240 on arrival, INR 1.4.",
         adv="Start acetylcysteine now. Check ALT/INR/creatinine/VBG at end of infusion. Discuss with liver unit if "
             "INR >3 or rising. Psychiatric assessment when medically fit."),
    dict(key="double", age=(70, 94), caller="self_or_fam", wt=(50, 95), sub="Metoprolol 50 mg + ramipril 5 mg "
         "(morning doses taken twice)", amt="2 x usual dose at {t1}",
         sym="Feels fine. Home BP 118/70, pulse 58.",
         risk="Low risk at this dose in an adult on regular therapy.",
         adv="Omit evening dose. Rest, sit up slowly. Recheck pulse and BP in 2 h. Call back or attend ED if "
             "dizzy, HR <50 or SBP <90. Suggest dosette box via {pharmacy}."),
    dict(key="mushroom", age=(1, 5), caller="parent", wt=(10, 20), sub="Unidentified wild mushroom from garden",
         amt="One small piece, partly chewed",
         sym="Nil.",
         risk="Identification required. Photo requested.",
         adv="Photos sent to {po_email}; reviewed by mycologist on call - likely Psathyrella, low toxicity. Home "
             "observation, call back if vomiting or diarrhoea within 24 h."),
    dict(key="snake", age=(8, 70), caller="fam", wt=(30, 100), sub="Snakebite - suspected brown snake",
         amt="Bitten on L ankle while walking at {landmark} at approx {t1}",
         sym="Mild headache, no bleeding. Fang marks visible.",
         risk="Potentially lethal envenomation. Time critical.",
         adv="Call 000 now. Pressure immobilisation bandage, splint limb, keep still. Do not wash bite site. "
             "Ambulance dispatched; receiving hospital {hosp2} informed - antivenom available."),
    dict(key="spider", age=(15, 70), caller="self_or_fam", wt=(45, 100), sub="Redback spider bite",
         amt="Bitten on R hand while moving garden pots",
         sym="Local pain, sweating around bite, pain spreading up arm.",
         risk="Envenomation likely but rarely life threatening.",
         adv="Ice pack, simple analgesia. No pressure bandage. Attend ED ({hosp2}) if pain not controlled or "
             "systemic symptoms."),
    dict(key="bleach", age=(18, 65), caller="self_or_fam", wt=(50, 110), sub="Sodium hypochlorite (bleach) splash "
         "to R eye", amt="Splash while cleaning at work ({employer})",
         sym="Stinging, watering, blurred vision R eye.",
         risk="Alkali eye exposure - risk of corneal injury.",
         adv="Irrigate with running water for at least 20 {mins} now, remove contact lenses. Then attend ED "
             "({hosp2}) for pH check and slit lamp examination."),
    dict(key="co", age=(25, 80), caller="self_or_fam", wt=(50, 110), sub="Carbon monoxide (faulty gas heater)",
         amt="Whole household; alarm went off at {t1}",
         sym="Headache, nausea in two household members; {f1_rel} dizzy.",
         risk="Significant exposure possible.",
         adv="Leave the house now, ventilate, do not return until checked. Call ambulance - all symptomatic "
             "household members to ED ({hosp2}) for COHb and high-flow oxygen. Gas supplier emergency line "
             "advised."),
    dict(key="eliquid", age=(1, 4), caller="parent", wt=(9, 18), sub="Nicotine e-liquid 18 mg/mL",
         amt="Chewed refill bottle; up to 2 mL possible (36 mg nicotine)",
         sym="Vomited twice, pale.",
         risk="Potentially toxic dose for weight. Symptomatic.",
         adv="Attend ED ({hosp2}) for observation at least 6 h. Ambulance if drowsy or seizure. ED notified."),
    dict(key="edible", age=(2, 9), caller="parent", wt=(12, 30), sub="Cannabis edible (gummy, THC 10 mg each)",
         amt="Up to 3 gummies",
         sym="Very drowsy, ataxic.",
         risk="Paediatric cannabis toxicity, moderate.",
         adv="Go to ED ({hosp2}) - needs observation, may need airway support. Called ahead."),
    dict(key="iron", age=(1, 5), caller="parent", wt=(10, 20), sub="Ferrous fumarate 305 mg tablets (100 mg "
         "elemental iron) - {mum}'s pregnancy supplement", amt="Up to 4 tablets",
         sym="Vomited once.",
         risk="Up to {mgkg} mg/kg elemental iron - above 20 mg/kg threshold.",
         adv="Attend ED ({hosp2}) for assessment, serum iron at 4 h and abdominal X-ray for tablets."),
    dict(key="mtx", age=(60, 90), caller="hcp", wt=(50, 90), sub="Methotrexate 10 mg taken DAILY instead of weekly",
         amt="Daily for 6 days",
         sym="Mouth ulcers, diarrhoea.",
         risk="Serious - risk of bone marrow suppression.",
         adv="Stop methotrexate. FBC, U&E, LFT urgently. Start folinic acid. Admit if neutropenic. Incident report "
             "to dispensing pharmacy ({pharmacy})."),
    dict(key="chlorine", age=(18, 65), caller="self_or_fam", wt=(50, 110), sub="Chlorine gas (bleach mixed with "
         "acid toilet cleaner)", amt="Mixed products in small bathroom at {employer}, approx 5 min exposure",
         sym="Cough, chest tightness, sore eyes.",
         risk="Irritant gas exposure; delayed pulmonary oedema possible.",
         adv="Fresh air, rinse eyes. Attend ED ({hosp2}) for assessment as symptomatic. Workplace to ventilate area."),
]


def make(r, loc):
    sc = r.choice(PO)
    if sc["key"] in ("snake", "spider") and loc not in ("AU",):
        sc = r.choice([p for p in PO if p["key"] not in ("snake", "spider")])
    c = build_case(r, loc, "poison_information_call", *sc["age"])
    X = base_ctx(c)
    setup_common(c, X)
    staff(c, X, "spi", "spi")
    staff(c, X, "tox", "doctor")
    staff(c, X, "md", "doctor")
    staff(c, X, "rn", "nurse")
    wt = r.randint(*sc["wt"])
    X["wt"] = str(wt)
    if sc["key"] == "apap_child":
        X["mgkg"] = str(round(480 / wt))
    elif sc["key"] == "iron":
        X["mgkg"] = str(round(400 / wt))
    X["case"] = c.idnum("case")
    X["po_email"] = c.email_generic(c.ch(["photos", "poisons", "pic.photos", "identify"]),
                                    c.ch(["Poisons Information", "Poison Centre", "Poisons Info Service"]))
    if c.age < 12:
        X["agem"] = Phi(str(c.age * 12 + r.randint(0, 11)), "AGE")
    # caller
    kind = sc["caller"]
    if kind == "parent":
        fam(c, X, "caller", c.ch(["mother", "father", "mother"]))
    elif kind == "grandparent":
        fam(c, X, "caller", c.ch(["grandmother", "grandfather"]))
    elif kind == "fam":
        fam(c, X, "caller", c.ch(["wife" if c.pt.sex == "M" else "husband", "partner", "friend", "brother"]))
    elif kind == "self_or_fam":
        if c.p(0.5):
            X["caller"] = "patient"
            kind = "self"
        else:
            fam(c, X, "caller", c.ch(["daughter", "son", "partner", "wife" if c.pt.sex == "M" else "husband"]))
    if kind == "hcp":
        X["caller_line"] = ["{Dr} ", X["md"], ", ", X["fac"], " ED"]
    elif kind == "self":
        X["caller_line"] = ["patient (", X["pt"], ")"]
    else:
        X["caller_line"] = [X["caller"], " (", X["caller_rel"], ")"]
    X["caller_kind"] = kind
    X["caller_email"] = c.email_personal(X["caller_obj"]) if "caller_obj" in X else X["email"]
    if "caller_rel" in X:
        X["caller_rel_cap"] = X["caller_rel"].capitalize()
    X["call_ph"] = c.phone_ext() if kind == "hcp" else X.get("caller_ph") or X["ph_m"]
    fn = c.ch([form, form, narrative, followup] + ([hcp_consult] if kind == "hcp" else []))
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


EXTRA = [
    "Previous contact with the centre: {d_prev} (case {case2}), accidental ingestion, no harm.",
    "No previous calls on record for this patient.",
    "Second contact number: {f2} ({f2_rel}) {f2_ph}.",
    "Home address confirmed in case ambulance needed: {addr}.",
    "Product label read out by caller; manufacturer batch information not required.",
    "{background}",
    "Weight estimated by caller; no recent measurement.",
    "Copy of advice e-mailed to caller at {caller_email} at their request.",
    "Letter faxed to {Dr} {gp_l}, {gp_practice} ({gp_fax}) on {d_next}.",
    "Nearest ED: {hosp2}, approx 20 {mins} drive from {town}.",
    "Interpreter not required. Caller calm and coherent.",
    "Symptoms to watch for explained: drowsiness, repeated vomiting, breathing difficulty, abdominal pain, "
    "unusual behaviour. Caller told to call an ambulance if any of these occur.",
    "Other medicines/chemicals in the home discussed; caller agreed to store them in a locked cupboard above "
    "child height.",
    "Medicines in the house: " + "paracetamol, ibuprofen, antihistamines; no opioids or iron preparations.",
    "Caller's account consistent; no safeguarding concerns identified on screening questions.",
    "Caller was advised to bring the container/packaging to hospital if attending.",
]


def extra(c, X, sc, d):
    X["background"] = ("Background: otherwise well, no regular medications, immunisations up to date." if c.age < 12
                        else "Background: regular medications as listed by caller; GP summary not available.")
    X["case2"] = Phi(c.ch(["CASE", "P", "PI"]) + rd(c.r, 7), "IDNUM")
    lines = list(EXTRA)
    c.r.shuffle(lines)
    for ln in lines[:c.r.randint(4, 7)]:
        d.w(ln + "\n", X)


def form(c, X, sc, d):
    w = d.w
    w(c.ch(["POISONS INFORMATION CENTRE - CALL RECORD", "Poison Information Service: Enquiry Record",
            "POISON CONTROL - EXPOSURE CALL"]) + "\n", X)
    w("Case no.: {case}    Date: {dv}    Call received: {t2}\n", X)
    w("Specialist: {spi}" + cred(X, "spi") + "\n\n", X)
    w("CALLER\n", X)
    if X["caller_kind"] == "hcp":
        w("  Name: {Dr} {md}   Role: ED physician, {fac}\n  Phone: {call_ph}\n", X)
    elif X["caller_kind"] == "self":
        w("  Patient calling on own behalf. Phone: {call_ph}\n", X)
    else:
        w("  Name: {caller}   Relationship: {caller_rel}\n  Callback: {call_ph}\n", X)
    w("  Calling from: {town}, {region}\n\n", X)
    w("PATIENT\n", X)
    if c.age < 3:
        w("  Name: {pt}   Age: {agem} months   Sex: {sx}   Weight: {wt} kg\n", X)
    else:
        w("  Name: {pt}   Age: {age} yrs   Sex: {sx}   Weight: {wt} kg (est.)\n", X)
    w("  DOB: {dob}   Address: {addr}\n", X)
    w("  GP: {gp_practice}\n\n", X)
    w("EXPOSURE\n  Substance: " + sc["sub"] + "\n  Amount: " + sc["amt"] + "\n", X)
    w("  Route: " + ("ocular" if "eye" in sc["sub"] else "inhalation" if "gas" in sc["sub"].lower() or "monoxide" in
                    sc["sub"] else "dermal/envenomation" if "bite" in sc["sub"].lower() else "ingestion") + "\n", X)
    w("  Time: approx {t1}   Intent: " + ("intentional" if sc["key"] == "staggered" else
                                           "therapeutic error" if sc["key"] in ("double", "mtx") else "accidental") +
      "\n  Location: " + (c.ch(["home", "home", "home ({street})", "grandparents' house, {town2}"]) if c.age < 12
                         else c.ch(["home", "home ({street})", "workplace"] if sc["key"] in ("bleach", "chlorine")
                                   else ["home", "home ({street})"])) + "\n\n", X)
    w("CLINICAL\n  Symptoms: " + sc["sym"] + "\n  Risk assessment: " + sc["risk"] + "\n\n", X)
    w("ADVICE GIVEN\n  " + sc["adv"] + "\n", X)
    w("  Follow-up call: " + c.ch(["{t3} to {call_ph}", "none required", "4 h - callback number confirmed"]) + "\n\n", X)
    w("Discussed with toxicologist on call: " + c.ch(["not required", "{Dr} {tox}"]) + "\n", X)
    extra(c, X, sc, d)
    if c.p(0.4):
        w(audit_footer(c, X, "spi"), X)


def narrative(c, X, sc, d):
    w = d.w
    w("{dv} {t2}  Call ref {case}\n\n", X)
    if X["caller_kind"] == "hcp":
        w("Call from {Dr} {md_l} at {fac} ED ({call_ph}) regarding {pt} (" + age_sex(c, X) + ", DOB {dob}, "
          "MRN {mrn}). ", X)
    elif X["caller_kind"] == "self":
        w("{pt} (" + age_sex(c, X) + ") called from home in {town} on {call_ph}. ", X)
    else:
        w("{caller_rel_cap} {caller} called from home in {town} on {call_ph} about {pt_f}, " +
          ("{agem} months" if c.age < 3 else "aged {age}") + ", approx {wt} kg. ", X)
    w("Exposure: " + sc["sub"].lower() + ". " + sc["amt"] + ". Approx time {t1}. ", X)
    w("Current status: " + sc["sym"] + "\n\n", X)
    w("Assessment: " + sc["risk"] + "\n\n", X)
    w("Advice: " + sc["adv"] + "\n\n", X)
    w(c.ch(["Caller understood advice and repeated it back.", "Caller happy with plan.",
            "Caller anxious but agreed with plan; will call back if any change."]) + "\n", X)
    w("Letter to {gpw} at {gp_practice}: " + c.ch(["yes", "no - caller declined"]) + ".\n", X)
    extra(c, X, sc, d)
    w("\n{spi}" + cred(X, "spi") + "\n", X)


def followup(c, X, sc, d):
    w = d.w
    w("FOLLOW-UP LOG - case {case}\n", X)
    w("Patient: {pt_LF}  " + age_sex(c, X) + "  Wt {wt} kg  Postcode/ZIP: {zip}\n", X)
    w("Original call: {dv} {t2}, " + sc["sub"] + ", " + sc["amt"] + ".\n", X)
    w("Initial advice ({spi_Fl}): " + sc["adv"] + "\n\n", X)
    w("Risk at time of first call: " + sc["risk"] + "\n", X)
    w("Symptoms at first call: " + sc["sym"] + "\n\n", X)
    h, m = map(int, X["t2"].split(":"))
    base = h * 60 + m
    offs = sorted(c.r.sample(range(30, 600), 3))
    times = [f"{((base + o) // 60) % 24:02d}:{(base + o) % 60:02d}" for o in offs]
    w(times[0] + " - Called {call_ph}. Spoke with {caller_line}. " + sc["sym"] + "\n", X)
    w(times[1] + " - " + c.ch(["No answer, voicemail left.", "Spoke again. Remains well.",
                               "Caller reports now at {hosp2} ED; spoke to triage nurse {rn_Fl}."]) + "\n", X)
    w(times[2] + " - " + c.ch(["Final call: asymptomatic. Case closed.", "Outcome: discharged from ED {d_next}.",
                               "Outcome: admitted to {ward} for observation."]) + "\n\n", X)
    extra(c, X, sc, d)
    w("Closed by {spi} on {d_next}.\n", X)


def hcp_consult(c, X, sc, d):
    w = d.w
    w("TOXICOLOGY CONSULT (telephone)\n", X)
    w("Ref: {case}   Date {dv}\nCaller: {Dr} {md} (" + c.ch(["registrar", "consultant", "resident"]) +
      "), {fac} ED, {call_ph}\n", X)
    w("Patient: {pt_LFU}, " + age_sex(c, X) + ", {wt} kg, MRN {mrn}\n\n", X)
    w("History: " + sc["sub"] + ". " + sc["amt"] + ". " + sc["sym"] + "\n", X)
    w("Assessment: " + sc["risk"] + "\n", X)
    w("Recommendations:\n", X)
    for ln in sc["adv"].split(". "):
        if ln.strip():
            w("  - " + ln.strip().rstrip(".") + ".\n", X)
    w("Toxicologist {Dr} {tox} (" + c.ch(["on call", "consultant clinical toxicologist"]) + ") agrees.\n", X)
    w("Call back to {call_ph} with results.\n", X)
    extra(c, X, sc, d)
    w("\n{spi}" + cred(X, "spi") + "\n", X)

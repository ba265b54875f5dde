"""Clinical content (non-PHI): exposure scenarios, vitals, labs, codes.  These carry most hard negatives."""


def T(c, v):
    """Resolve a country-dependent value."""
    if isinstance(v, dict):
        return v.get(c.country, v.get("US"))
    return v


APAP = {"US": "acetaminophen", "CA": "acetaminophen", "AU": "paracetamol"}
APAP_BRAND = {"US": "Tylenol", "CA": "Tylenol", "AU": "Panadol"}
IBU_BRAND = {"US": "Advil", "CA": "Advil", "AU": "Nurofen"}
EMERG = {"US": "911", "CA": "911", "AU": "000"}
ED = {"US": "ED", "CA": "ED", "AU": "ED"}

# Each scenario: key, grp, sub, amt (list), sx (list), adv (list), ed (list), labs, card, reason
SCEN = [
    dict(key="apap_liq", grp="peds", sub={"US": "Children's Tylenol (acetaminophen 160 mg/5 mL) suspension",
                                          "CA": "Children's Tempra (acetaminophen 160 mg/5 mL)",
                                          "AU": "Panadol Children's 5-10 years (paracetamol 240 mg/5 mL)"},
         amt=["up to 60 mL missing from bottle", "approx 1/2 bottle (~50 mL)", "unknown amount, bottle was ~3/4 full",
              "max 30 mL"], sx=["no symptoms", "one vomit", "asymptomatic, playing"],
         adv=["dose calc below toxic threshold (<150 mg/kg) - observe at home", "exceeds 200 mg/kg - refer for 4 h level"],
         ed=["4 h APAP level, LFTs", "start NAC if level above treatment line on nomogram"], labs="apap",
         card="23-C-1", reason="Unintentional - general"),
    dict(key="apap_od", grp="adult", sub={"US": "acetaminophen 500 mg (Tylenol Extra Strength)",
                                          "CA": "acetaminophen 500 mg", "AU": "paracetamol 500 mg (Panadol)"},
         amt=["24 tabs (12 g)", "approx 40 x 500 mg", "2 blister packs (20 tabs)", "~30 tabs over 6 h (staggered)"],
         sx=["nausea", "asymptomatic", "vomiting x2, RUQ pain"],
         adv=["refer to ED for level at 4 h post ingestion", "staggered ingestion - treat regardless of level"],
         ed=["NAC 2-bag regimen (200 mg/kg over 4 h then 100 mg/kg over 16 h)", "repeat APAP + ALT at end of infusion",
             "Rumack-Matthew nomogram not valid for staggered OD"], labs="apap", card="23-C-1",
         reason="Intentional - suspected suicidal"),
    dict(key="ibu", grp="peds", sub={"US": "ibuprofen 200 mg (Advil)", "CA": "ibuprofen 200 mg (Advil)",
                                     "AU": "ibuprofen 200 mg (Nurofen)"},
         amt=["6 tabs", "up to 10 tabs", "3 liquid caps"], sx=["no symptoms", "mild abdo pain"],
         adv=["<100 mg/kg - home obs, food/milk", "give fluids, call back if vomiting or drowsy"],
         ed=["supportive care"], labs="bmp", card="23-C-1", reason="Unintentional - general"),
    dict(key="iron", grp="peds", sub="ferrous sulfate 325 mg (65 mg elemental iron)",
         amt=["8 tabs", "unknown, up to 12 tabs", "5 tabs"], sx=["vomiting x3", "no symptoms", "diarrhoea, lethargic"],
         adv=[">60 mg/kg elemental iron - send to ED", "<20 mg/kg elemental - observe home 6 h"],
         ed=["serum iron at 4-6 h", "AXR for tablets", "deferoxamine if Fe >500 mcg/dL or shock"], labs="iron",
         card="23-C-1", reason="Unintentional - general"),
    dict(key="button", grp="peds", sub="lithium coin cell battery (CR2032, 20 mm)",
         amt=["1 battery, witnessed", "possibly 1 battery - remote control cover open"],
         sx=["drooling", "no symptoms", "coughing then settled"],
         adv=["give honey 10 mL q10min x6 if >1 yr and within 12 h, do not delay transport", "go to ED now for x-ray"],
         ed=["CXR/AXR - halo sign", "urgent endoscopic removal if oesophageal"], labs="none", card="23-D-1",
         reason="Unintentional - foreign body"),
    dict(key="pod", grp="peds", sub={"US": "laundry detergent pod (Tide Pods)", "CA": "laundry detergent pod",
                                     "AU": "laundry liquid capsule (OMO)"},
         amt=["bit into 1 pod", "1 pod, some in mouth, some on face"], sx=["coughing and gagging", "vomited x1",
                                                                           "eyes red"],
         adv=["rinse mouth, sips of water, irrigate eyes 15 min", "refer if persistent cough, stridor or drowsy"],
         ed=["airway assessment, CXR if resp symptoms"], labs="none", card="23-C-1", reason="Unintentional - general"),
    dict(key="bleach", grp="adult", sub="sodium hypochlorite 6% household bleach",
         amt=["1 mouthful", "a sip from a cup", "splash to eyes"], sx=["throat irritation", "no symptoms", "burning eyes"],
         adv=["rinse mouth, drink small amount water/milk, no induced vomiting", "irrigate eyes 15-20 min"],
         ed=["not required"], labs="none", card="23-O-1", reason="Unintentional - general"),
    dict(key="sanitizer", grp="peds", sub="hand sanitizer (ethanol 70%)", amt=["a lick", "squirted into mouth, ~5 mL"],
         sx=["no symptoms", "a bit wobbly"], adv=["minimal amount - home obs, give snack to prevent hypoglycaemia"],
         ed=["BGL, ethanol level"], labs="etoh", card="23-O-1", reason="Unintentional - general"),
    dict(key="clonidine", grp="peds", sub="clonidine 0.1 mg (grandparent's)", amt=["1 tab", "possibly 2 tabs"],
         sx=["sleepy", "HR 72 per caller's smartwatch", "no symptoms yet"],
         adv=["any amount in <5 yo - ED for obs", "call EMS if difficult to rouse"],
         ed=["obs 6-12 h cardiac monitor", "naloxone may help with CNS depression"], labs="none", card="23-C-1",
         reason="Unintentional - general"),
    dict(key="sulfonylurea", grp="peds", sub={"US": "glipizide 5 mg", "CA": "gliclazide MR 30 mg",
                                              "AU": "gliclazide MR 60 mg (Diamicron)"},
         amt=["1 tab", "half tab found chewed"], sx=["no symptoms", "pale and sweaty"],
         adv=["ED now - 12-24 h obs for delayed hypoglycaemia"], ed=["hourly BGL", "octreotide if recurrent hypoglycaemia"],
         labs="glucose", card="23-C-1", reason="Unintentional - general"),
    dict(key="hydrocarbon", grp="peds", sub="lamp oil / citronella torch fuel", amt=["a mouthful", "unknown, smelled of it"],
         sx=["coughing", "no cough, vomited once", "tachypnoea"],
         adv=["any cough, choking, vomiting, SOB - ED", "if asymptomatic 6 h, no further care"],
         ed=["CXR at 6 h", "no induced emesis"], labs="none", card="23-C-1", reason="Unintentional - general"),
    dict(key="toxic_alc", grp="adult", sub="antifreeze (ethylene glycol) / windshield washer fluid (methanol)",
         amt=["half a cup", "unknown, empty container found", "\"a few swallows\""],
         sx=["intoxicated, slurred", "vomiting, visual blurring", "asymptomatic at call"],
         adv=["ED immediately"], ed=["fomepizole 15 mg/kg load", "nephrology re: haemodialysis", "serum osmolality, VBG, lactate"],
         labs="toxalc", card="23-C-1", reason="Intentional - misuse"),
    dict(key="co", grp="adult", sub="carbon monoxide (generator in garage / faulty furnace)",
         amt=["~2 h exposure", "overnight exposure", "family of 4 exposed"], sx=["headache, nausea", "confusion", "syncope x1"],
         adv=["leave the house, call fire dept", "ED for COHb"], ed=["100% O2 via NRB", "hyperbaric consult if LOC/pregnant/COHb >25%"],
         labs="co", card="8-D-1", reason="Unintentional - environmental"),
    dict(key="op", grp="work", sub="organophosphate insecticide (chlorpyrifos concentrate)",
         amt=["splash to forearms and face during mixing", "spray drift ~30 min"], sx=["sweating, miosis", "vomiting, fasciculations",
                                                                                       "headache"],
         adv=["decontaminate - remove clothing, wash skin", "ED for assessment"],
         ed=["atropine 1-2 mg IV, double q5min to dry secretions", "pralidoxime per tox", "RBC cholinesterase"],
         labs="chol", card="8-C-1", reason="Unintentional - occupational"),
    dict(key="hf", grp="work", sub="hydrofluoric acid 6% (rust remover / wheel cleaner)",
         amt=["dermal, fingertips, through glove tear", "splash to hand"], sx=["throbbing pain, no visible burn", "blanching of 2 fingertips"],
         adv=["irrigate, apply calcium gluconate 2.5% gel", "ED for pain control and Ca/Mg"],
         ed=["calcium gluconate gel q15min", "intra-arterial Ca if refractory", "ECG, serum Ca, Mg"], labs="hf",
         card="8-C-1", reason="Unintentional - occupational"),
    dict(key="chlorine", grp="work", sub="chlorine gas (pool chemical mixing - acid + hypochlorite)",
         amt=["brief inhalation", "~10 min in enclosed pump room"], sx=["cough, chest tightness", "wheeze", "eye irritation"],
         adv=["fresh air, ED if persistent SOB"], ed=["nebulised salbutamol/albuterol", "observe 4-6 h for delayed pulmonary oedema"],
         labs="none", card="8-C-1", reason="Unintentional - occupational"),
    dict(key="ammonia", grp="work", sub="anhydrous ammonia (refrigeration line leak)", amt=["brief exposure", "~5 min"],
         sx=["eye pain, lacrimation", "hoarse voice", "cough"], adv=["irrigate eyes, ED"],
         ed=["slit lamp", "airway assessment, consider early intubation if stridor"], labs="none", card="8-D-1",
         reason="Unintentional - occupational"),
    dict(key="caustic", grp="adult", sub="drain cleaner (sodium hydroxide)", amt=["one mouthful", "accidental sip from unlabelled bottle"],
         sx=["drooling, odynophagia", "oral burns"], adv=["ED now, nothing by mouth"], ed=["endoscopy within 24 h"],
         labs="none", card="23-D-1", reason="Unintentional - storage"),
    dict(key="cannabis", grp="peds", sub="cannabis edible (gummies, 10 mg THC each)", amt=["3 gummies", "unknown number, up to 5"],
         sx=["sleepy, ataxic", "giggly then drowsy", "no symptoms"], adv=["ED for observation"],
         ed=["supportive, obs until back to baseline"], labs="glucose", card="23-C-1", reason="Unintentional - general"),
    dict(key="nicotine", grp="peds", sub="nicotine e-liquid 18 mg/mL", amt=["~2 mL", "chewed a vape pod"],
         sx=["vomited x2", "pale, sweaty"], adv=["ED if >1 vomit or any lethargy"], ed=["supportive, obs 6 h"],
         labs="none", card="23-C-1", reason="Unintentional - general"),
    dict(key="mushroom", grp="adult", sub="wild mushrooms (suspected Amanita phalloides, death cap)", amt=["2-3 caps in soup"],
         sx=["profuse watery diarrhoea 8 h later", "vomiting, cramping"], adv=["ED now, bring remaining mushrooms"],
         ed=["LFTs, INR q12h", "silibinin / NAC per tox", "mycologist ID via photos"], labs="lft", card="23-C-1",
         reason="Unintentional - food"),
    dict(key="tca", grp="adult", sub="amitriptyline 25 mg", amt=["~40 tabs", "unknown, empty bottle of 30"],
         sx=["drowsy, tachycardic", "seizure x1", "GCS 9"], adv=["ambulance now"],
         ed=["sodium bicarbonate 1-2 mEq/kg for QRS >100 ms", "intubate/hyperventilate if needed"], labs="ecg_tca",
         card="23-D-1", reason="Intentional - suspected suicidal"),
    dict(key="lithium", grp="adult", sub="lithium carbonate 300 mg (chronic therapy)", amt=["taking extra doses for 3 days",
                                                                                            "~20 tabs acute-on-chronic"],
         sx=["coarse tremor, confusion", "vomiting and diarrhoea"], adv=["ED for Li level and renal function"],
         ed=["IV fluids", "haemodialysis if Li >4.0 or neuro signs"], labs="lithium", card="23-C-1",
         reason="Unintentional - therapeutic error"),
    dict(key="ssri", grp="adult", sub="sertraline 100 mg + tramadol", amt=["doubled sertraline x 2 days plus tramadol"],
         sx=["agitation, clonus, diaphoresis", "hyperthermia 38.9"], adv=["ED now"],
         ed=["benzodiazepines, cyproheptadine 12 mg", "Hunter criteria met"], labs="ck", card="23-C-1",
         reason="Adverse reaction - drug"),
    dict(key="opioid", grp="adult", sub="oxycodone 10 mg / suspected fentanyl-laced pills", amt=["unknown"],
         sx=["unresponsive, snoring respirations", "pinpoint pupils, RR 6"], adv=["EMS, naloxone"],
         ed=["naloxone 0.4 mg IV titrated", "obs 4-6 h after last naloxone"], labs="vbg", card="23-D-1",
         reason="Intentional - abuse"),
    dict(key="quetiapine", grp="adult", sub="quetiapine 300 mg", amt=["~15 tabs", "20 tabs"],
         sx=["drowsy, HR 124", "hypotensive 84/50"], adv=["ED"], ed=["IV fluids, obs, ECG for QTc"], labs="ecg",
         card="23-C-1", reason="Intentional - suspected suicidal"),
    dict(key="rodenticide", grp="peds", sub={"US": "rodenticide bait (brodifacoum 0.005%, d-CON)",
                                             "CA": "rodenticide bait (bromadiolone)",
                                             "AU": "rat bait (brodifacoum, Talon)"},
         amt=["1 pellet", "a few blue pellets in mouth"], sx=["no symptoms"], adv=["single small taste - no testing needed in child"],
         ed=["INR at 48-72 h only if large/intentional"], labs="inr", card="23-O-1", reason="Unintentional - general"),
    dict(key="colchicine", grp="adult", sub="colchicine 0.6 mg", amt=["~20 tabs"], sx=["vomiting, diarrhoea"],
         adv=["ED now - potentially lethal"], ed=["supportive, CBC daily for bone marrow suppression"], labs="cbc",
         card="23-C-1", reason="Intentional - suspected suicidal"),
    dict(key="betablocker", grp="med", sub="metoprolol 50 mg (took spouse's dose in addition to own)",
         amt=["1 extra tab", "2 tabs"], sx=["dizzy, HR 52", "no symptoms"],
         adv=["home obs if HR >50 and asymptomatic", "ED if syncope/dizziness"], ed=["glucagon / high-dose insulin if shocked"],
         labs="ecg", card="23-C-1", reason="Unintentional - therapeutic error"),
    dict(key="double_dose", grp="med", sub="levothyroxine 100 mcg / amlodipine 5 mg (double dose from dosette)",
         amt=["2 x usual morning meds"], sx=["no symptoms"], adv=["no treatment needed; resume usual schedule tomorrow"],
         ed=["n/a"], labs="none", card="23-O-1", reason="Unintentional - therapeutic error"),
    dict(key="wrong_pt", grp="med", sub="another resident's morning medications (quetiapine 25 mg, warfarin 5 mg, furosemide 40 mg)",
         amt=["1 dose"], sx=["drowsy", "no symptoms"], adv=["INR in 48 h, monitor BP/falls"], ed=["n/a"], labs="inr",
         card="23-O-1", reason="Unintentional - therapeutic error"),
    dict(key="rattlesnake", grp="bite", sub={"US": "rattlesnake (Crotalus sp.) bite", "CA": "rattlesnake bite (prairie rattlesnake)",
                                             "AU": "eastern brown snake bite"},
         amt=["single strike to lower leg", "bite to right hand while clearing brush"],
         sx=["swelling progressing up forearm, pain", "no local signs, nausea", "collapse then recovered"],
         adv={"US": "keep limb still at heart level, no tourniquet/ice/cutting, call 911",
              "CA": "keep limb still, remove rings, call 911, no tourniquet",
              "AU": "pressure immobilisation bandage + splint, keep still, call 000"},
         ed={"US": "CroFab 4-6 vials, repeat for progression; serial fibrinogen, plts",
             "CA": "antivenom per tox; serial CBC, fibrinogen, INR",
             "AU": "20 min WBCT, INR, fibrinogen, CK, venom detection kit NOT required to give antivenom"},
         labs="coag", card="2-D-1", reason="Bite/envenomation"),
    dict(key="widow", grp="bite", sub={"US": "black widow spider bite", "CA": "black widow spider bite",
                                       "AU": "redback spider bite"}, amt=["bite to thigh in garden shed"],
         sx=["local pain, sweating at site", "abdominal cramping"], adv=["ice pack, simple analgesia, ED if systemic"],
         ed=["opioid analgesia", "antivenom rarely indicated"], labs="none", card="2-A-1", reason="Bite/envenomation"),
    dict(key="funnelweb", grp="bite", sub={"US": "brown recluse spider bite (suspected)", "CA": "spider bite (unknown species)",
                                           "AU": "Sydney funnel-web spider bite"}, amt=["bite to foot putting on boot"],
         sx=["perioral tingling, salivation", "local pain only"], adv={"US": "wash, cool compress, watch for necrosis",
                                                                       "CA": "wash, cool compress, photos q12h",
                                                                       "AU": "PIB, call 000"},
         ed={"US": "wound care, dermonecrosis review 48-72 h", "CA": "wound check", "AU": "funnel-web antivenom 2 vials"},
         labs="none", card="2-D-1", reason="Bite/envenomation"),
    dict(key="scorpion", grp="bite", sub={"US": "Arizona bark scorpion sting", "CA": "bee sting (known allergy)",
                                          "AU": "box jellyfish sting (Chironex)"},
         amt={"US": ["sting to finger", "stung on foot in the dark"], "CA": ["sting to neck", "2-3 stings to forearm"],
              "AU": ["multiple tentacle marks on both legs", "whip-like welts across chest"]},
         sx={"US": ["paresthesias, roving eye movements", "severe local pain"], "CA": ["hives, throat tightness", "lip swelling"],
             "AU": ["severe pain", "back pain, sweating, agitation (Irukandji-like)"]},
         adv={"US": "cool compress, ED for peds with neuro signs", "CA": "EpiPen 0.3 mg now, call 911",
              "AU": "vinegar 30 s, call 000, CPR if required"},
         ed={"US": "Anascorp 1 vial", "CA": "IM adrenaline 0.5 mg, steroids, obs 4 h", "AU": "analgesia, CSL box jellyfish AV if arrest"},
         labs="none", card="2-C-1", reason="Bite/envenomation"),
    dict(key="dogbite", grp="bite", sub="dog bite (neighbour's dog)", amt=["puncture wounds to forearm", "laceration to cheek"],
         sx=["bleeding controlled", "swelling, redness"], adv=["wash 15 min with soap, GP same day", "ED for facial wound"],
         ed=["amoxicillin-clavulanate 875/125 BID x 5 days", "Td booster"], labs="none", card="3-B-1", reason="Bite/envenomation"),
    dict(key="bat", grp="bite", sub="bat found in bedroom / possible bat contact", amt=["woke with bat in room"],
         sx=["no visible wound"], adv=["rabies PEP recommended; public health notified"],
         ed=["HRIG 20 IU/kg + rabies vaccine day 0, 3, 7, 14"], labs="none", card="3-A-1", reason="Bite/envenomation"),
    dict(key="tick", grp="bite", sub={"US": "tick bite (deer tick, Lone Star tick?)", "CA": "blacklegged tick bite",
                                      "AU": "paralysis tick (Ixodes holocyclus)"}, amt=["tick attached ~36 h"],
         sx=["rash at site", "no symptoms", "unsteady gait"],
         adv={"US": "single-dose doxycycline prophylaxis if criteria met (Lyme)", "CA": "doxycycline 200 mg x1 per PH guidance",
              "AU": "freeze tick in situ (ether spray), don't squeeze"}, ed=["observe"], labs="none", card="3-A-1",
         reason="Bite/envenomation"),
]


def pick(c, grp):
    pool = [s for s in SCEN if s["grp"] == grp]
    return c.rng.choice(pool)


def temp(c, sev=0):
    r = c.rng
    t = round(r.uniform(36.4, 37.4) + (r.uniform(0.5, 2.2) if sev > 1 and r.random() < 0.4 else 0), 1)
    if c.country == "US" and r.random() < 0.6:
        return "T %.1f F" % (t * 9 / 5 + 32)
    return r.choice(["T %.1f" % t, "T %.1f C" % t, "Temp %.1f°C" % t])


def vitals(c, age_y=30, sev=0):
    r = c.rng
    if age_y < 1:
        hr, rr, sbp = r.randint(110, 160), r.randint(28, 45), r.randint(70, 90)
    elif age_y < 6:
        hr, rr, sbp = r.randint(95, 140), r.randint(22, 34), r.randint(85, 105)
    elif age_y < 13:
        hr, rr, sbp = r.randint(75, 120), r.randint(18, 26), r.randint(95, 115)
    else:
        hr, rr, sbp = r.randint(58, 105), r.randint(12, 20), r.randint(102, 148)
    if sev > 1:
        hr += r.choice([-30, 25, 40])
        sbp += r.choice([-25, 0, 18])
        rr += r.choice([-6, 6])
    dbp = int(sbp * r.uniform(0.55, 0.68))
    spo2 = r.randint(93, 100) - (r.randint(0, 6) if sev > 1 else 0)
    gcs = 15 if sev < 2 else r.choice([14, 13, 11, 9, 7])
    parts = ["HR %d" % hr, "BP %d/%d" % (sbp, dbp), "RR %d" % rr,
             "SpO2 %d%% %s" % (spo2, r.choice(["RA", "on RA", "2L NC", "15L NRB"])), temp(c, sev)]
    if r.random() < 0.6:
        parts.append("GCS %d" % gcs)
    if r.random() < 0.5:
        g = r.uniform(4.0, 8.5)
        parts.append("BGL %.1f mmol/L" % g if c.country != "US" else "POC glucose %d mg/dL" % int(g * 18))
    sep = r.choice([", ", "; ", "  ", " | "])
    return sep.join(parts)


def labs(c, key, hours=4):
    r = c.rng
    us = c.country == "US"
    if key == "apap":
        if us or c.country == "CA" and r.random() < 0.5:
            lv = "APAP %d mcg/mL" % r.randint(12, 260)
        else:
            lv = "paracetamol %d umol/L" % r.randint(90, 1700)
        return "%s at %d h post ingestion; ALT %d U/L, AST %d, INR %.1f" % (lv, hours, r.randint(12, 90), r.randint(15, 80), r.uniform(0.9, 1.4))
    if key == "iron":
        return "serum Fe %d mcg/dL at 4 h, HCO3 %d, glucose %d" % (r.randint(90, 620), r.randint(14, 25), r.randint(80, 180))
    if key == "toxalc":
        return ("Na %d, K %.1f, Cl %d, HCO3 %d, AG %d, measured osm %d, calc osm %d, osm gap %d, lactate %.1f, pH %.2f"
                % (r.randint(134, 144), r.uniform(3.3, 5.2), r.randint(96, 108), r.randint(8, 22), r.randint(14, 30),
                   r.randint(300, 350), r.randint(285, 298), r.randint(12, 50), r.uniform(1.0, 6.0), r.uniform(7.05, 7.34)))
    if key == "co":
        return "COHb %d%% (venous), troponin %s, lactate %.1f" % (r.randint(6, 38), r.choice(["<5 ng/L", "neg", "12 ng/L"]), r.uniform(0.8, 3.5))
    if key == "chol":
        return "RBC AChE %d U/L (ref 3000-6000?), plasma ChE %d U/L, K %.1f" % (r.randint(800, 3800), r.randint(400, 3000), r.uniform(3.1, 4.6))
    if key == "hf":
        return "iCa %.2f mmol/L, Mg %.2f, K %.1f; QTc %d ms" % (r.uniform(0.95, 1.25), r.uniform(0.6, 1.0), r.uniform(3.4, 5.6), r.randint(410, 490))
    if key == "etoh":
        return "EtOH %d mg/dL, glucose %d mg/dL" % (r.randint(10, 90), r.randint(55, 110)) if us else \
            "ethanol %.1f mmol/L, BGL %.1f" % (r.uniform(2, 20), r.uniform(3.0, 6.5))
    if key == "glucose":
        return "POC glucose %d mg/dL" % r.randint(38, 120) if us else "BGL %.1f mmol/L" % r.uniform(2.1, 6.8)
    if key == "lithium":
        return "Li %.1f mmol/L, Cr %s, Na %d" % (r.uniform(1.4, 4.6), ("%.1f mg/dL" % r.uniform(0.9, 2.8)) if us else ("%d umol/L" % r.randint(80, 240)), r.randint(131, 146))
    if key == "ck":
        return "CK %d U/L, Cr %s, temp max %.1f" % (r.randint(150, 9000), "%.1f" % r.uniform(0.7, 1.9), r.uniform(37.8, 40.2))
    if key in ("ecg", "ecg_tca"):
        return "ECG: sinus tach %d, QRS %d ms, QTc %d ms%s" % (r.randint(100, 145), r.randint(84, 160) if key == "ecg_tca" else r.randint(80, 104),
                                                              r.randint(430, 540), ", R' in aVR %.0f mm" % r.uniform(2, 5) if key == "ecg_tca" else "")
    if key == "vbg":
        return "VBG pH %.2f, pCO2 %d mmHg, HCO3 %d, lactate %.1f" % (r.uniform(7.12, 7.36), r.randint(44, 78), r.randint(18, 27), r.uniform(0.9, 4.0))
    if key == "inr":
        return "INR %.1f, Hb %d g/L" % (r.uniform(0.9, 4.8), r.randint(98, 150)) if not us else "INR %.1f, Hgb %.1f g/dL" % (r.uniform(0.9, 4.8), r.uniform(9.8, 15.0))
    if key == "lft":
        return "ALT %d, AST %d, bili %d, INR %.1f, Cr %s" % (r.randint(30, 3200), r.randint(40, 2800), r.randint(8, 60), r.uniform(1.0, 3.2), "%.1f" % r.uniform(0.7, 2.4))
    if key == "cbc":
        return "WBC %.1f, Hgb %.1f, Plt %d, K %.1f" % (r.uniform(2.0, 14.0), r.uniform(9.5, 15.5), r.randint(60, 320), r.uniform(3.0, 5.2))
    if key == "coag":
        return "PT %d s, INR %.1f, aPTT %d s, fibrinogen %.1f g/L, plt %d, CK %d" % (r.randint(11, 60), r.uniform(1.0, 8.0), r.randint(28, 120), r.uniform(0.1, 3.5), r.randint(40, 310), r.randint(60, 4000))
    if key == "bmp":
        return "Na %d, K %.1f, HCO3 %d, Cr %s" % (r.randint(134, 145), r.uniform(3.3, 5.1), r.randint(17, 27), "%.1f" % r.uniform(0.3, 1.1))
    return "labs not indicated"


def dose_calc(c, scen, wt):
    """A worked mg/kg line for paediatric ingestions (hard negative)."""
    r = c.rng
    k = scen["key"]
    if k == "apap_liq":
        conc = 240 / 5 if c.country == "AU" else 160 / 5
        ml = r.choice([15, 20, 30, 45, 60])
        mg = conc * ml
        return "%d mL x %.0f mg/mL = %d mg / %.1f kg = %d mg/kg" % (ml, conc, mg, wt, mg / wt)
    if k == "ibu":
        n = r.randint(2, 10)
        return "%d x 200 mg = %d mg / %.1f kg = %d mg/kg" % (n, n * 200, wt, n * 200 / wt)
    if k == "iron":
        n = r.randint(2, 12)
        return "%d tabs x 65 mg elemental = %d mg / %.1f kg = %.0f mg/kg elemental Fe" % (n, n * 65, wt, n * 65 / wt)
    if k == "nicotine":
        ml = r.choice([1, 2, 3])
        return "%d mL x 18 mg/mL = %d mg nicotine (%.1f mg/kg)" % (ml, ml * 18, ml * 18 / wt)
    return None


OUTCOMES = ["No effect", "Minor effect", "Moderate effect", "Major effect",
            "Not followed, minimal clinical effects possible", "Unable to follow, judged potentially toxic",
            "Confirmed non-exposure"]
SITES = ["On site (non-HCF)", "Already in/en route to HCF when PC called", "Referred to HCF by PC",
         "Other", "Unknown"]
CALLER_SITES = ["Own residence", "Other residence", "Workplace", "School", "Health care facility",
                "Public area", "Restaurant/food service"]
SCALES = ["GCS 15", "AVPU: A", "PSS 1 (minor)", "PSS 2 (moderate)", "Hunter criteria negative", "CIWA 4",
          "RASS -1", "Pain 6/10", "FLACC 3", "CTAS 2", "ATS 3", "ESI 2", "qSOFA 0", "Wells 1.5",
          "Centor 2", "HEART 3", "Cincinnati Prehospital Stroke Scale negative", "LAMS 0",
          "Ottawa ankle rules negative", "Canadian C-spine rule - low risk"]
ICD = ["T39.1X1A", "T39.391A", "T45.4X1A", "T54.91XA", "T58.91XA", "T63.001A", "T63.311A",
       "T60.0X1A", "T43.011A", "T40.2X2A", "T65.891A", "T51.2X1A", "T36.8X5A", "W54.0XXA"]

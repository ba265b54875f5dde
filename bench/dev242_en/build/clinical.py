"""Clinical content (no PHI) for dev242_en: scenarios, observations, exam findings, hard negatives."""


def sc(key, cc, hpi, exam, tx, dx, icd, prio, evac, mech=None, inj=False, vit=None):
    return {"key": key, "cc": cc, "hpi": hpi, "exam": exam, "tx": tx, "dx": dx, "icd": icd, "prio": prio,
            "evac": evac, "mech": mech, "inj": inj, "vit": vit or {}}


SCENARIOS = [
    sc("chest_pain", "central chest pain",
       ["Central chest tightness radiating to L arm and jaw, onset approx 40 min ago while climbing the stairwell. "
        "Sweaty, nauseated. Hx smoker 15/day, FHx IHD.",
        "C/o crushing retrosternal pain since 0310 LT, 8/10, not relieved by rest. Took own antacid, no effect.",
        "Intermittent chest pain x 2/7, worse this morning, now constant. SOB on exertion."],
       ["Pale, clammy. HS I+II+0. Chest clear. No calf swelling.", "Anxious, diaphoretic; radial pulse irregular."],
       ["aspirin 300 mg PO chewed", "GTN spray 400 mcg SL x2 (5 min apart)", "O2 15 L/min via NRB mask",
        "morphine 5 mg IM", "ondansetron 4 mg IM"],
       "suspected acute coronary syndrome", "I20.0", "P1", True,
       vit={"hr": (92, 122), "sbp": (138, 176), "dbp": (84, 104), "rr": (18, 26), "spo2": (91, 96), "t": (36.2, 37.1)}),
    sc("appendicitis", "abdominal pain",
       ["Periumbilical pain since yesterday evening, now localised RIF. Anorexic, vomited x2. BO normal yesterday.",
        "Abdo pain 18 h, started central, moved to R lower quadrant. Pain on walking and coughing."],
       ["Tender RIF with guarding, McBurney's point tender, Rovsing's positive. Murphy's sign negative.",
        "Abdomen soft but tender R iliac fossa, rebound ++. BS present."],
       ["paracetamol 1 g PO", "ceftriaxone 1 g IM", "metronidazole 500 mg PO TDS", "NBM, oral sips only",
        "tramadol 50 mg PO"],
       "probable acute appendicitis", "K35.8", "P2", True,
       vit={"hr": (96, 118), "sbp": (112, 134), "dbp": (68, 84), "rr": (16, 22), "spo2": (96, 99), "t": (37.8, 38.9)}),
    sc("finger_crush", "crush injury L middle finger",
       ["Finger caught between mooring line and bitts during berthing. Immediate pain and bleeding.",
        "Hand trapped between pipe and elevator on drill floor. Gloves on. Nail bed visibly damaged."],
       ["Subungual haematoma >50%, laceration 2 cm over DIPJ, cap refill <2 s, sensation intact.",
        "Deformity of distal phalanx, FDP and FDS intact, no rotational deformity."],
       ["wound irrigation with 500 mL saline", "non-adherent dressing and neighbour strapping",
        "ibuprofen 400 mg PO TDS with food", "co-amoxiclav 625 mg TDS x5/7", "tetanus status checked - up to date"],
       "crush injury with probable tuft fracture", "S62.63", "P3", False,
       mech="caught between", inj=True),
    sc("hand_lac", "laceration R palm",
       ["Knife slipped while filleting in galley, deep cut to palm. Bleeding controlled with pressure.",
        "Cut hand on sharp edge of steel plate while handling scaffolding tube."],
       ["4 cm linear laceration thenar eminence, clean edges, tendons intact on testing, Allen's test normal.",
        "3 cm laceration, no FB seen, full ROM all digits, 2-point discrimination normal."],
       ["lidocaine 1% 5 mL local infiltration", "wound closed with 5 x 4/0 interrupted sutures",
        "Steri-Strips and dressing", "paracetamol 1 g QDS PRN"],
       "simple laceration", "S61.4", "P3", False, mech="cut by sharp object", inj=True),
    sc("renal_colic", "loin pain",
       ["Sudden severe L loin to groin pain 0400, writhing, vomited once. Hx kidney stone 5 yrs ago.",
        "Colicky R flank pain on and off 6 h, dark urine. No fever."],
       ["Renal angle tenderness, abdomen soft. Urine dipstick blood +++, nitrite neg, leuc neg."],
       ["diclofenac 75 mg IM", "paracetamol 1 g PO", "fluids 3 L/day", "strain urine"],
       "probable ureteric colic", "N23", "P3", False,
       vit={"hr": (88, 110), "sbp": (130, 156), "dbp": (80, 96), "rr": (16, 22), "spo2": (97, 99), "t": (36.5, 37.4)}),
    sc("fall_ladder", "fall from ladder",
       ["Fell approx 2.5 m from vertical ladder in No.2 cargo hold, landed on R side. Brief LOC? witnessed.",
        "Slipped on wet deck and fell down companionway 8 steps, struck head and back."],
       ["GCS 14 (E4 V4 M6) improving to 15/15. Tender R lower ribs, no crepitus. C-spine: Canadian C-spine rule "
        "applied, midline tenderness absent.", "Haematoma occiput 4 cm, PERL 3 mm, no Battle's sign."],
       ["C-spine immobilisation pending assessment", "paracetamol 1 g PO", "neuro obs every 30 min x4 h",
        "ice pack to ribs"],
       "fall with head injury and chest wall injury", "W11", "P2", True, mech="fall from height", inj=True),
    sc("burn", "scald/burn",
       ["Hot oil splashed onto L forearm while cooking in galley. Cooled under running water 20 min.",
        "Steam release from valve flange, burn to face and R hand."],
       ["Partial thickness burn ~3% TBSA (rule of nines / palm method), blistered, no circumferential burn.",
        "Superficial burns face, singed eyebrows, no soot in mouth, voice normal."],
       ["cool running water 20 min", "cling film dressing", "paracetamol 1 g + ibuprofen 400 mg PO",
        "silver sulfadiazine cream 1% daily"],
       "partial thickness burn", "T22.2", "P3", False, mech="contact with hot substance", inj=True),
    sc("eye_fb", "foreign body R eye",
       ["Grinding without visor, felt something enter R eye. Watering, photophobic.",
        "Wind-blown particle into L eye on deck, gritty sensation since."],
       ["VA R 6/9 L 6/6 (Snellen at 6 m). Fluorescein uptake small corneal abrasion 10 o'clock, rust ring?",
        "Eversion of upper lid: small FB removed with cotton bud. Fluorescein: no staining."],
       ["tetracaine 0.5% drops", "irrigation with saline", "chloramphenicol 1% eye ointment QDS x5/7",
        "eye pad"],
       "corneal foreign body / abrasion", "T15.0", "P3", False, mech="foreign body", inj=True),
    sc("dental", "toothache and facial swelling",
       ["Toothache lower L molar x 4/7, swelling of jaw since last night, difficulty opening mouth.",
        "Broken filling 2/52 ago, now throbbing pain and bad taste."],
       ["Fluctuant swelling over 36, trismus 2 fingerbreadths, tender submandibular LN. Floor of mouth soft."],
       ["amoxicillin 500 mg TDS x7/7", "metronidazole 400 mg TDS x7/7", "ibuprofen 400 mg QDS",
        "warm salt water mouthwash"],
       "dental abscess", "K04.7", "P3", False,
       vit={"hr": (80, 100), "sbp": (118, 138), "dbp": (70, 86), "rr": (14, 18), "spo2": (97, 99), "t": (37.4, 38.4)}),
    sc("seizure", "witnessed seizure",
       ["Found by colleague in cabin having generalised tonic-clonic seizure lasting approx 3 min. No known epilepsy. "
        "Admits heavy drinking until 2/7 ago.", "Collapsed in mess room with jerking of all limbs, tongue bitten, "
        "incontinent of urine. Post-ictal for 20 min."],
       ["Drowsy but rousable, GCS 13 then 15. BM 5.8. Lateral tongue bite. No focal neuro deficit."],
       ["recovery position", "O2 via mask", "diazepam 10 mg PR prepared (not required)", "BM checked",
        "1:1 observation"],
       "first seizure ?alcohol withdrawal", "R56.9", "P2", True),
    sc("hypo", "confusion - diabetic",
       ["Known T1DM on insulin pump. Found confused and sweaty at end of night shift, missed meal.",
        "T2DM on gliclazide, skipped lunch after seasickness, became shaky and slurred."],
       ["BM 2.1 mmol/L, GCS 14. After treatment BM 6.8, GCS 15."],
       ["glucose gel 40% x1 tube", "glucagon 1 mg IM", "sandwich and sweet tea once alert", "BM hourly x4"],
       "hypoglycaemia", "E16.2", "P3", False),
    sc("dvt_pe", "calf pain and breathlessness",
       ["Swollen painful L calf 3/7 after long-haul flights for crew change, today SOB on climbing stairs.",
        "Pleuritic R chest pain and dyspnoea since morning, recent 16 h travel to join vessel."],
       ["L calf 3 cm larger than R, tender. Wells score 6. Chest clear. No haemoptysis."],
       ["enoxaparin 1.5 mg/kg SC (ship stock)", "O2 titrated to SpO2 94-98%", "rest, no heavy work"],
       "suspected DVT/PE", "I26.9", "P1", True,
       vit={"hr": (104, 124), "sbp": (108, 130), "dbp": (64, 80), "rr": (22, 30), "spo2": (88, 93), "t": (37.0, 37.8)}),
    sc("alcohol", "tremor and agitation",
       ["Agitated, tremulous, sweating, not slept for 2 nights. Admits 1 bottle spirits/day ashore before joining.",
        "Seeing things in cabin, restless. Last drink 48 h ago. CIWA-Ar 22."],
       ["Tremor ++, tachycardic, oriented in person only. No head injury."],
       ["diazepam 10 mg PO, repeat per CIWA-Ar", "thiamine 100 mg PO TDS", "fluids", "constant watch"],
       "alcohol withdrawal", "F10.3", "P2", True),
    sc("mental", "low mood / suicidal thoughts",
       ["Crewmate reports he has been withdrawn, not eating, said he 'wants it all to end'. Bad news from home last week.",
        "Tearful, not sleeping, thoughts of jumping overboard, no plan stated. First trip away from family."],
       ["Poor eye contact, flat affect, no psychotic features. Denies substances."],
       ["not to be left alone, remove access to ropes/medicines", "haloperidol 5 mg IM available if agitated",
        "welfare call with family arranged"],
       "depressive episode with suicidal ideation", "F32.2", "P2", True),
    sc("dci", "joint pain and tingling after dive",
       ["Surfaced from 32 msw air dive, 45 min bottom time, omitted 6 min stop due to current. 30 min later pain R "
        "shoulder and tingling L hand.", "Sat diver in decompression from 120 msw, reports itchy mottled skin and "
        "knee pain at 45 msw."],
       ["Cutis marmorata over trunk, reduced sensation L C6-7, Romberg positive (sharpened Romberg 20 s)."],
       ["100% O2 via demand valve", "oral fluids 1 L", "supine", "recompression per USN Table 6 (TT6)"],
       "decompression illness (DCI)", "T70.3", "P1", True,
       vit={"hr": (84, 104), "sbp": (118, 140), "dbp": (72, 88), "rr": (16, 22), "spo2": (95, 99), "t": (36.1, 37.0)}),
    sc("hypothermia", "cold and drowsy",
       ["Man overboard during transfer, in water approx 12 min (sea temp 6 °C) before recovery by FRC.",
        "Lost on glacier overnight, wet clothing, found shivering violently at 0700."],
       ["Core temp 33.4 °C (epitympanic), shivering, slurred speech. Swiss staging HT II."],
       ["horizontal handling, wet clothes removed", "hypothermia wrap, heat packs axillae/chest",
        "warm sweet drinks once alert"],
       "moderate hypothermia", "T68", "P1", True,
       vit={"hr": (48, 62), "sbp": (96, 118), "dbp": (58, 72), "rr": (10, 14), "spo2": (92, 96), "t": (32.5, 34.5)}),
    sc("ams", "headache and breathlessness at altitude",
       ["Ascended from 3440 m to 4900 m over 2 days. Headache, nausea, poor sleep. Lake Louise score 6.",
        "At 5300 m, breathless at rest, dry cough, gurgling chest overnight."],
       ["Crackles R base, ataxia on heel-toe walk absent. SpO2 71% at altitude.", "Cyanosed lips, HR 118."],
       ["descend at least 500-1000 m", "acetazolamide 250 mg BD", "dexamethasone 8 mg then 4 mg QDS",
        "nifedipine MR 30 mg BD", "portable hyperbaric (Gamow) bag 2 psi"],
       "acute mountain sickness / HAPE", "T70.2", "P1", True,
       vit={"hr": (100, 124), "sbp": (120, 140), "dbp": (76, 90), "rr": (22, 32), "spo2": (62, 78), "t": (36.8, 37.9)}),
    sc("frostbite", "numb fingers/toes",
       ["Removed gloves at summit for photographs approx 10 min; fingers white and numb on descent.",
        "Toes painful then numb after 9 h on ice in wet boots."],
       ["Blistering clear fluid R 2nd-4th fingertips, sensation reduced. Capillary refill slow."],
       ["rapid rewarming in water 37-39 °C for 30 min", "ibuprofen 400 mg TDS", "aloe vera to blisters",
        "no re-freezing; protect from trauma"],
       "frostbite grade 2", "T33.5", "P2", True, mech="exposure to cold", inj=True),
    sc("seasick", "persistent vomiting",
       ["Vomiting since sailing 3/7 ago in heavy weather, unable to keep fluids down, dizzy on standing.",
        "New joiner, seasick, now lethargic with dry mouth and dark urine."],
       ["Dry mucous membranes, postural drop 22 mmHg systolic, abdomen soft non-tender."],
       ["promethazine 25 mg IM", "oral rehydration salts small frequent sips", "hyoscine 300 mcg patch",
        "ondansetron 4 mg ODT"],
       "motion sickness with dehydration", "T75.3", "P3", False),
    sc("cellulitis", "red swollen leg",
       ["Scratch on shin from wire rope 5/7 ago, now spreading redness and fever.",
        "Insect bite L forearm, redness spreading past marked border overnight."],
       ["Erythema 12 x 8 cm, warm, tender, margin marked with pen 1400 UTC, no crepitus."],
       ["flucloxacillin 500 mg QDS (or clarithromycin if pen-allergic)", "elevate limb", "paracetamol 1 g QDS"],
       "cellulitis", "L03.1", "P3", False,
       vit={"hr": (88, 104), "sbp": (118, 136), "dbp": (70, 86), "rr": (16, 20), "spo2": (96, 99), "t": (37.8, 38.7)}),
    sc("asthma", "wheeze and breathlessness",
       ["Known asthmatic, ran out of inhaler. Dust exposure during tank cleaning, now wheezy and tight.",
        "Increasing wheeze 24 h after paint fumes in enclosed space."],
       ["Widespread expiratory wheeze, speaks in phrases, PEFR 210 L/min (best 480)."],
       ["salbutamol 100 mcg x10 puffs via spacer", "prednisolone 40 mg PO OD x5/7", "O2 to SpO2 94-98%"],
       "acute asthma (moderate)", "J45.9", "P2", False,
       vit={"hr": (100, 120), "sbp": (120, 140), "dbp": (70, 90), "rr": (24, 30), "spo2": (91, 94), "t": (36.6, 37.3)}),
    sc("anaphylaxis", "allergic reaction",
       ["Ate fish stew, within 15 min lip swelling, hives, tight throat. Known shellfish allergy.",
        "Stung by wasp on deck in port, generalised urticaria and wheeze."],
       ["Urticaria trunk, angioedema lips, stridor absent, bilateral wheeze."],
       ["adrenaline 0.5 mg (1:1000) IM anterolateral thigh, repeated at 5 min", "chlorphenamine 10 mg IM",
        "hydrocortisone 200 mg IM", "salbutamol nebs"],
       "anaphylaxis", "T78.2", "P1", True,
       vit={"hr": (112, 134), "sbp": (82, 102), "dbp": (44, 60), "rr": (22, 28), "spo2": (90, 95), "t": (36.4, 37.2)}),
    sc("back", "low back pain",
       ["Lifting 25 kg sack of galley stores, felt sudden pain lower back. No leg pain.",
        "Twisted while handling drill pipe, pain L lumbar area radiating to buttock."],
       ["Paraspinal spasm L3-L5, SLR 80° bilaterally, reflexes normal, no saddle anaesthesia, bladder normal."],
       ["ibuprofen 400 mg TDS", "paracetamol 1 g QDS", "light duties, keep moving", "diazepam 2 mg TDS x3/7"],
       "mechanical low back pain", "M54.5", "P3", False, mech="manual handling", inj=True),
    sc("wrist", "wrist injury",
       ["FOOSH on icy deck, pain and swelling L wrist. Dominant hand R.",
        "Fell on outstretched hand on gangway, deformity of R wrist."],
       ["Dinner-fork deformity, tender distal radius, snuffbox tenderness absent, radial pulse present."],
       ["SAM splint and broad arm sling", "paracetamol 1 g + codeine 30 mg", "elevation, ice"],
       "probable distal radius (Colles) fracture", "S52.5", "P2", True, mech="slip, trip or fall", inj=True),
    sc("head_inj", "head injury",
       ["Struck on head by swinging load (hard hat worn), dazed, headache, vomited once.",
        "Hit head on hatch coaming, short LOC approx 1 min, amnesic for event."],
       ["GCS 15/15, 4 cm scalp laceration, no CSF leak, pupils equal and reactive, no focal signs."],
       ["scalp wound closed with Steri-Strips", "head injury advice", "neuro obs hourly x6",
        "no alcohol, no sedatives"],
       "minor head injury", "S06.0", "P2", False, mech="struck by object", inj=True),
    sc("malaria", "fever and rigors",
       ["Fever, rigors and myalgia 2/7, vessel called at West African ports 10 days ago. No chemoprophylaxis.",
        "Cyclical fevers, headache, vomiting; shore leave in tropical port 2 weeks ago."],
       ["Looks unwell, jaundiced sclerae, spleen tip palpable. RDT for malaria positive (P. falciparum)."],
       ["artemether-lumefantrine (Riamet) 4 tabs stat", "paracetamol 1 g QDS", "fluids", "temp 4-hourly"],
       "suspected falciparum malaria", "B50.9", "P1", True,
       vit={"hr": (108, 126), "sbp": (96, 118), "dbp": (56, 70), "rr": (20, 26), "spo2": (94, 97), "t": (38.8, 40.2)}),
    sc("heat", "collapse in heat",
       ["Working in engine room (ambient 48 °C) for 3 h, collapsed. Confused on recovery.",
        "Deck crew painting in full sun, dizzy, cramps, stopped sweating."],
       ["Hot dry skin, confused, core temp 40.1 °C, BM 6.0."],
       ["active cooling: strip, spray and fan, ice packs groin/axillae", "O2", "oral fluids when able"],
       "heat stroke", "T67.0", "P1", True,
       vit={"hr": (118, 140), "sbp": (92, 110), "dbp": (50, 66), "rr": (22, 30), "spo2": (94, 98), "t": (39.6, 41.0)}),
    sc("h2s", "gas exposure",
       ["Personal H2S monitor alarmed (peak 35 ppm) during sampling, felt dizzy and nauseated, withdrew to muster.",
        "Exposure to fumes in pump room, headache and cough."],
       ["Conjunctival injection, chest clear, no stridor, GCS 15."],
       ["removed to fresh air", "O2 15 L/min via NRB", "observe 6 h for delayed pulmonary oedema"],
       "toxic gas exposure", "T59.6", "P2", True, mech="exposure to harmful substance", inj=True),
    sc("ankle", "ankle injury",
       ["Inverted L ankle stepping off grating, immediate swelling, able to weight bear 4 steps.",
        "Rolled R ankle on rough ground during approach trek."],
       ["Ottawa ankle rules: tender posterior edge lateral malleolus - positive. Swelling +++, no neurovascular deficit."],
       ["RICE", "compression bandage", "ibuprofen 400 mg TDS", "crutches, non-weight bearing pending X-ray"],
       "ankle sprain ?fracture", "S93.4", "P3", False, mech="slip, trip or fall", inj=True),
    sc("af", "palpitations",
       ["Sudden palpitations and lightheadedness after 2 coffees on night watch, ongoing 3 h.",
        "Irregular heartbeat noticed on smartwatch, mild SOB."],
       ["Irregularly irregular pulse 138, 12-lead ECG transmitted: AF with fast ventricular response, no ST changes."],
       ["rest, avoid caffeine", "bisoprolol 2.5 mg PO (on TMAS advice)", "ECG repeat in 2 h"],
       "new onset atrial fibrillation", "I48.9", "P2", True,
       vit={"hr": (124, 152), "sbp": (112, 138), "dbp": (70, 88), "rr": (18, 22), "spo2": (95, 98), "t": (36.4, 37.0)}),
    sc("irukandji", "severe pain after swim",
       ["Stung on forearm while swimming off stern during anchorage. 25 min later severe back pain, sweating, "
        "feeling of impending doom.", "Jellyfish sting to legs, now abdominal cramps and vomiting."],
       ["Agitated, sweaty, hypertensive. Sting site faint erythema only."],
       ["vinegar to sting site 30 s", "morphine 10 mg IM in titrated doses", "magnesium if hospital",
        "O2"],
       "probable Irukandji syndrome", "T63.6", "P1", True,
       vit={"hr": (110, 130), "sbp": (170, 210), "dbp": (100, 120), "rr": (22, 28), "spo2": (94, 98), "t": (36.6, 37.4)}),
]

INJURY_KEYS = [s["key"] for s in SCENARIOS if s["inj"]]
SCEN_BY_KEY = {s["key"]: s for s in SCENARIOS}

DEFAULT_VIT = {"hr": (62, 92), "sbp": (114, 142), "dbp": (68, 88), "rr": (12, 18), "spo2": (96, 99), "t": (36.2, 37.3)}


def vitals(rng, scen=None, style=None):
    v = dict(DEFAULT_VIT)
    if scen:
        v.update(scen["vit"])
    hr = rng.randint(*v["hr"])
    sbp = rng.randint(*v["sbp"])
    dbp = rng.randint(*v["dbp"])
    rr = rng.randint(*v["rr"])
    spo2 = rng.randint(*v["spo2"])
    t = round(rng.uniform(*v["t"]), 1)
    style = style or rng.choice(["inline", "inline", "abbrev", "pipe", "list"])
    if style == "inline":
        return "BP %d/%d mmHg, HR %d bpm, RR %d/min, SpO2 %d%% on air, T %.1f °C" % (sbp, dbp, hr, rr, spo2, t)
    if style == "abbrev":
        return "P %d reg, BP %d/%d, RR %d, sats %d%% RA, temp %.1f, GCS 15/15" % (hr, sbp, dbp, rr, spo2, t)
    if style == "pipe":
        return "HR %d | BP %d/%d | RR %d | SpO2 %d%% | T %.1f" % (hr, sbp, dbp, rr, spo2, t)
    return "- Pulse: %d/min\n- BP: %d/%d\n- Resp: %d/min\n- SpO2: %d%%\n- Temp: %.1f C" % (hr, sbp, dbp, rr, spo2, t)


def news2(rng):
    return rng.randint(0, 9)


FITNESS_EXAM_BITS = [
    "Urinalysis: protein neg, glucose neg, blood neg.",
    "Urinalysis NAD.",
    "Chest: clear, vesicular breath sounds. CVS: HS I+II+0.",
    "Abdo soft, no organomegaly, no hernia.",
    "ENT: TMs intact bilaterally, Weber central, Rinne positive both ears.",
    "Romberg negative. Cranial nerves II-XII intact.",
    "Skin: no active lesions. Dentition satisfactory, last dental check within 12 months.",
    "Musculoskeletal: full ROM all joints, squat and rise unaided, grip strength normal.",
    "Mental state: alert, appropriate, PHQ-2 score 0, AUDIT-C 3.",
    "Peripheral pulses present, no varicosities.",
    "Thyroid not enlarged. No lymphadenopathy.",
]

REG_NEG = {
    "UK": ["Examined in accordance with MLC 2006 Reg 1.2 and STCW Reg I/9.", "Standards: ENG1/ML5 regime (MSN 1886 (M+F)).",
           "Assessment made against OEUK Medical Guidelines (Issue 7)."],
    "NO": ["Issued under MLC 2006 Reg 1.2 / STCW Reg I/9; English-language copy.",
           "Standards applied: ILO/IMO Guidelines on medical examinations of seafarers."],
    "AU": ["Ref: AMSA Marine Order 9, section 12.", "Examined in accordance with MLC 2006 and STCW Reg I/9."],
    "US": ["Ref: 46 CFR 10.301-10.306; CG-719K on file.", "NVIC 04-08 guidance applied."],
}

# where a scenario can plausibly happen: s = ship, o = offshore installation, r = remote expedition
SITES = {"chest_pain": "sor", "appendicitis": "sor", "finger_crush": "so", "hand_lac": "sor", "renal_colic": "sor",
         "fall_ladder": "so", "burn": "sor", "eye_fb": "so", "dental": "sor", "seizure": "so", "hypo": "sor",
         "dvt_pe": "so", "alcohol": "so", "mental": "so", "dci": "so", "hypothermia": "sor", "ams": "r",
         "frostbite": "r", "seasick": "s", "cellulitis": "sor", "asthma": "so", "anaphylaxis": "sor", "back": "sor",
         "wrist": "sor", "head_inj": "sor", "malaria": "s", "heat": "so", "h2s": "o", "ankle": "sor", "af": "so",
         "irukandji": "s"}


def scen_for(rng, site, evac=None, inj=None, country=None):
    pool = [s for s in SCENARIOS if site in SITES[s["key"]] and (evac is None or s["evac"] == evac)
            and (inj is None or s["inj"] == inj) and (s["key"] != "irukandji" or country == "AU")]
    return rng.choice(pool)


INVESTIGATION = {"chest_pain": "ECG: ST depression V4-V6; troponin 86 ng/L.", "af": "ECG: AF 136/min; TSH normal.",
                 "renal_colic": "Urine dip: blood +++; CT KUB: 4 mm calculus at L VUJ.",
                 "malaria": "Thick/thin film: P. falciparum, parasitaemia 1.2%.", "hypo": "Glucose 6.1 mmol/L, HbA1c 58 mmol/mol.",
                 "appendicitis": "WCC 15.2, CRP 96 mg/L; US: non-compressible appendix 9 mm.",
                 "dvt_pe": "D-dimer 2.1 mg/L; CTPA: segmental PE R lower lobe.", "cellulitis": "WCC 12.8, CRP 64 mg/L.",
                 "dental": "OPG: periapical lucency at 36.", "seizure": "CT head: no acute abnormality; Na 134 mmol/L.",
                 "dci": "Transferred for recompression; no imaging required.", "asthma": "PEFR 260 -> 390 L/min after nebs."}


def investigation(rng, scen):
    if scen["key"] in INVESTIGATION:
        return INVESTIGATION[scen["key"]]
    if scen["inj"]:
        return rng.choice(["X-ray: no fracture seen.", "X-ray: undisplaced fracture confirmed.", "X-ray not indicated."])
    return rng.choice(["FBC, U&E, CRP normal.", "Bloods unremarkable (CRP 8 mg/L).", "ECG: sinus rhythm 72/min."])


RESTRICTIONS = [
    "No restriction.", "Restricted to near coastal waters.", "Not fit for lookout duties.",
    "Must wear corrective lenses; spare pair to be carried.", "Not to work in enclosed spaces.",
    "Fit for day work only.", "Not fit for emergency response team (ERT) duties.",
    "Fit subject to 6-monthly review of BP.", "Time-limited: review of diabetes control (HbA1c) required.",
    "No restriction on duties or trading area.",
]

DRUGS_CHRONIC = [
    "amlodipine 5 mg OD", "ramipril 2.5 mg OD", "atorvastatin 20 mg nocte", "metformin 500 mg BD",
    "levothyroxine 75 mcg OD", "omeprazole 20 mg OD", "salbutamol 100 mcg PRN", "sertraline 50 mg OD",
    "cetirizine 10 mg PRN", "lisinopril 10 mg OD", "bisoprolol 2.5 mg OD", "montelukast 10 mg nocte",
    "mesalazine 800 mg TDS", "tamsulosin 400 mcg OD", "nil regular",
]
ALLERGIES = ["NKDA", "penicillin (rash)", "NKDA", "sulfonamides", "latex", "shellfish", "NKA", "codeine (vomiting)",
             "elastoplast", "nil known"]

HARD_NEG_NOTES = [
    "Medicine chest restocked per category A list.",
    "Dräger Pac 6500 personal monitor worn throughout.",
    "AED (LIFEPAK 1000) checked, pads in date.",
    "Ship Captain's Medical Guide ch. 4 consulted.",
    "ECG via Tempus ALS unit transmitted 12-lead.",
    "Stretcher: Neil Robertson stretcher used for extraction.",
    "Parkinson's disease excluded by history; no tremor.",
    "Braden score 21.",
    "GCS 15/15 throughout, AVPU A.",
    "No Cushingoid features.",
    "Glasgow-Blatchford score 0.",
]


def fmt_time(rng, style=None):
    h = rng.randint(0, 23)
    m = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
    style = style or rng.choice(["hhmm", "hh:mm", "hhmmZ", "hhmm LT", "hh:mm UTC"])
    return {"hhmm": "%02d%02d" % (h, m), "hh:mm": "%02d:%02d" % (h, m), "hhmmZ": "%02d%02dZ" % (h, m),
            "hhmm LT": "%02d%02d LT" % (h, m), "hh:mm UTC": "%02d:%02d UTC" % (h, m)}[style]


def position(rng, region):
    """Decimal-minute lat/long (annotated as LOCATION_OTHER by decision)."""
    box = {"NS": (56, 62, "N", 0, 5, "E"), "NSW": (57, 61, "N", 1, 4, "W"), "NOR": (62, 71, "N", 3, 20, "E"),
           "AU": (12, 22, "S", 112, 130, "E"), "GOM": (26, 29, "N", 88, 94, "W"), "AK": (52, 60, "N", 150, 170, "W"),
           "SO": (54, 66, "S", 30, 75, "W")}[region]
    la = rng.randint(box[0], box[1] - 1)
    lo = rng.randint(box[3], box[4] - 1)
    style = rng.randint(0, 2)
    if style == 0:
        return "%02d°%04.1f'%s %03d°%04.1f'%s" % (la, rng.uniform(0, 59.9), box[2], lo, rng.uniform(0, 59.9), box[5])
    if style == 1:
        return "%02d %02d.%d%s %03d %02d.%d%s" % (la, rng.randint(0, 59), rng.randint(0, 9), box[2], lo,
                                                  rng.randint(0, 59), rng.randint(0, 9), box[5])
    return "%s%.4f, %s%.4f" % ("-" if box[2] == "S" else "", la + rng.random(), "-" if box[5] == "W" else "",
                               lo + rng.random())


def region_for(country, rng):
    return {"UK": rng.choice(["NS", "NSW"]), "NO": rng.choice(["NS", "NOR"]), "AU": "AU",
            "US": rng.choice(["GOM", "GOM", "AK"])}[country]


WEATHER = ["Wind SW 6, sea state 5, swell 3 m", "Wind NNE 25 kn, moderate sea, vis good", "Calm, vis 10 nm",
           "Wind W 35-40 kn, swell 4-5 m, heavy rolling", "Fog, vis <0.5 nm, sea slight",
           "Wind E 4, sea state 3, air temp -4 °C", "Swell 2 m, wind SE 15 kn, air temp 31 °C"]

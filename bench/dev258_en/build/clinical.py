"""Clinical (non-PHI) text blocks for event-medicine notes.  Many hard
negatives live here: eponyms, scores, drug and device model names, doses,
durations, numbers that are not identifiers."""

P = {}


def _p(key, kinds, profile, cc, hx, exam, tx, imp, convey=0.3):
    P[key] = dict(key=key, kinds=kinds, profile=profile, cc=cc, hx=hx, exam=exam, tx=tx,
                  imp=imp, convey=convey)


ALL = ("festival", "stadium", "marathon", "motorsport", "public")
_p("ankle", ALL, "normal", ["inversion injury L ankle", "twisted ankle in mud", "R ankle pain after fall off kerb"],
   ["Went over on ankle on uneven ground approx 40 min ago.", "Able to weight bear 4 steps at time of injury.",
    "No previous injury to same ankle. Not on anticoagulants."],
   ["Swelling over ATFL, no bony tenderness at posterior edge of lateral/medial malleolus, navicular or base of 5th MT (Ottawa negative).",
    "Tender lateral malleolus tip - Ottawa ankle rules positive, ?Weber A.", "NV intact distally, CRT <2s, DP/PT pulses palpable."],
   ["RICE advice, compression bandage, crutches x1 pair issued.", "Ibuprofen 400 mg PO given (no asthma, no GI hx).",
    "Paracetamol 1 g PO stat.", "Box splint applied."], ["Soft tissue ankle sprain", "?lateral malleolus fracture"], 0.25)
_p("lac", ALL, "normal", ["laceration R hand from broken glass", "head lac after fall", "cut to L shin on tent peg"],
   ["Cut on broken bottle in crowd.", "Tetanus status unknown.", "Bleeding controlled with pressure by friend."],
   ["3 cm linear lac, clean edges, no FB visible, full ROM of fingers, FDS/FDP intact.", "2 cm scalp lac occipital, haemostasis achieved."],
   ["Irrigated 200 ml NaCl 0.9%, Steri-Strips x4, Mepore dressing.", "Closed with tissue adhesive (Dermabond).", "Wound glue + advice re tetanus booster via GP."],
   ["Simple laceration", "Scalp laceration, no LOC"], 0.2)
_p("etoh", ("festival", "stadium", "public"), "intox", ["alcohol intoxication", "found collapsed, smells of ETOH", "drunk +++ unable to stand"],
   ["Drinking since approx 11:00, spirits and cider.", "Vomited x3 per friends, small streak of blood ?Mallory-Weiss.", "Denies other substances. Denies head injury."],
   ["GCS 13 (E3 V4 M6), slurred speech, no focal neuro deficit, no signs of head injury.", "Recovery position, airway patent, gag present."],
   ["Observed in recovery area for 2 hrs, serial obs q15min.", "Ondansetron 4 mg ODT.", "Oral fluids, sick bowl, warm blanket."],
   ["Acute alcohol intoxication", "ETOH intox, GCS improving"], 0.2)
_p("mdma", ("festival",), "sympath", ["took 'pills', feels hot and agitated", "MDMA ingestion, jaw clenching", "collapsed at front of stage after pills"],
   ["Reports taking 1.5 'blue Punisher' pills at approx 21:00, plus 'a dab' of powder.", "Dancing for 3 hours, drunk 2 L water.",
    "Denies ketamine, GHB. First time using."],
   ["Diaphoretic, dilated pupils 6 mm, bruxism, HR bounding.", "No clonus, no rigidity, tone normal.", "Agitated but redirectable."],
   ["Moved to cool area, ice packs to axillae/groin.", "Diazepam 5 mg PO given for agitation.", "Strict fluid restriction to 500 ml/hr, sodium checked on i-STAT: 134 mmol/L."],
   ["Stimulant toxicity (MDMA)", "Sympathomimetic toxidrome, no hyperthermia"], 0.35)
_p("ghb", ("festival",), "depressed", ["unresponsive on dancefloor", "?GHB, rousable to pain only"],
   ["Friends state took 'G' approx 30 min ago, dose unknown.", "Also drinking alcohol."],
   ["GCS 8 (E2 V2 M4), snoring respirations, pupils 2 mm equal.", "Airway managed with head tilt, NPA size 7 inserted."],
   ["O2 15 L via NRB, lateral position, continuous SpO2.", "Rapid improvement to GCS 15 within 90 min - typical GHB course.", "Naloxone not given (no opioid hx)."],
   ["GHB/GBL toxicity", "Depressed GCS secondary to ?GHB + ETOH"], 0.45)
_p("ket", ("festival",), "normal", ["'K-hole', dissociated", "ketamine use, can't walk"],
   ["Insufflated ketamine, amount unknown.", "Friend reports 'in a K-hole' for 40 min."],
   ["Nystagmus, dissociated, responds to voice, moving all limbs.", "No injuries seen on secondary survey."],
   ["Quiet low-stim area, observed.", "Bladder symptoms discussed (ketamine cystitis) - advised GP."],
   ["Dissociative drug effect (ketamine)"], 0.1)
_p("heat", ("festival", "stadium", "marathon", "public"), "hyperthermic", ["feeling faint in heat", "heat exhaustion", "collapsed in queue in sun"],
   ["Standing in sun for approx 4 hrs, minimal water intake.", "Headache, nausea, cramps.", "Ambient temp 31 C at time of call."],
   ["Flushed, sweating, tympanic 38.4.", "Mild tachycardia, no confusion."],
   ["Shade, fan, cool wet towels, 500 ml oral rehydration (Dioralyte).", "Cold water immersion not required.", "Obs repeated at 20 min - improving."],
   ["Heat exhaustion", "Mild heat illness"], 0.15)
_p("heatstroke", ("marathon", "festival"), "hyperthermic_severe", ["collapsed, confused, very hot", "EHS - exertional heat stroke"],
   ["Collapsed approx 400 m before finish, bystanders report confusion.", "No PMH per wristband/bib info."],
   ["Rectal temp 41.2 C, GCS 12, combative.", "Skin hot, dry in places."],
   ["Cold water immersion (ice bath) commenced within 5 min, rectal temp monitored, removed at 38.9 C.",
    "Cool first, transport second.", "IV access 18G L ACF, BM checked."],
   ["Exertional heat stroke"], 0.8)
_p("ehn", ("marathon",), "normal", ["nausea, headache, 'bloated' after finishing", "EAH suspected"],
   ["Drank at every aid station 'to be safe', approx 5 L over race.", "Finish time 5:42."],
   ["Puffy hands, weight up 1.8 kg vs pre-race, GCS 14.", "No focal neuro deficit."],
   ["i-STAT Na 126 mmol/L. Fluid restricted.", "3% hypertonic saline 100 ml IV bolus per protocol.", "Repeat Na 129."],
   ["Exercise-associated hyponatraemia"], 0.6)
_p("eac", ("marathon",), "normal", ["collapsed just after finish line", "EAC - legs went"],
   ["Collapsed 10 m after crossing line, no LOC, no chest pain.", "Completed full marathon."],
   ["Orthostatic, obs otherwise normal. Temp 37.6.", "No palpitations, ECG sinus rhythm 92."],
   ["Trendelenburg / legs elevated, oral fluids, observed 30 min.", "Walked out with friend."],
   ["Exercise associated collapse (postural)"], 0.05)
_p("asthma", ALL, "resp", ["SOB, wheeze", "asthma attack in crowd", "can't catch breath, inhaler left in tent"],
   ["Known asthmatic, uses Ventolin PRN, Symbicort BD. Cough 2/7, using reliever 4-hourly.", "Dust and smoke from pyro near stage.", "No previous ICU admissions."],
   ["Widespread expiratory wheeze, speaking full sentences, PEFR 310 L/min (62% best).", "No accessory muscle use."],
   ["Salbutamol 5 mg neb with O2 6 L.", "Salbutamol via spacer 10 puffs.", "Prednisolone 40 mg PO, continue OD for 5/7."],
   ["Acute asthma - moderate", "Mild exacerbation of asthma"], 0.2)
_p("anaph", ALL, "shock", ["wasp sting, lip swelling", "allergic reaction to food stall satay", "throat feels tight after peanut"],
   ["Known peanut allergy, EpiPen in bag - not used.", "Stung on neck by wasp near bins."],
   ["Urticarial rash trunk, lip angioedema, wheeze, BP 88/50.", "Stridor absent."],
   ["IM adrenaline 500 micrograms (0.5 ml 1:1000) anterolateral thigh, repeated at 5 min.",
    "Chlorphenamine 10 mg IV, hydrocortisone 200 mg IV.", "O2 15 L NRB, fluid bolus 500 ml Hartmann's."],
   ["Anaphylaxis", "Allergic reaction, no anaphylaxis features"], 0.85)
_p("hypo", ALL, "normal", ["diabetic, shaky and sweaty", "hypo - T1DM", "confused, BM 2.1"],
   ["Type 1 diabetic on insulin pump; missed lunch and dancing all afternoon.", "Libre alarm went off per friend."],
   ["BM 2.4 mmol/L, sweaty, GCS 14.", "No injury."],
   ["Glucogel x2 then sandwich; repeat BM 6.8 after 15 min.", "Glucagon 1 mg IM.", "10% glucose 100 ml IV."],
   ["Hypoglycaemia (T1DM)"], 0.1)
_p("seizure", ALL, "normal", ["witnessed seizure", "fitting near bar", "?first fit"],
   ["Known epilepsy on levetiracetam 500 mg BD, missed doses this weekend. Last seizure 3/12 ago.", "Tonic-clonic approx 2 min, tongue bitten, incontinent of urine."],
   ["Post-ictal, GCS 13 improving to 15 at 30 min.", "Lateral tongue bite. No head injury."],
   ["Recovery position, O2, BM 5.9.", "Buccal midazolam 10 mg (Buccolam) not required.", "Observed for 1 hr."],
   ["Breakthrough seizure, known epilepsy", "First seizure - needs ED"], 0.5)
_p("headinj", ALL, "normal", ["head injury, hit by bottle", "fell from shoulders in crowd, hit head", "punched, brief LOC"],
   ["Fell backwards from friend's shoulders approx 1.5 m onto hard standing.", "Brief LOC <1 min per witnesses.", "Vomited once."],
   ["Glasgow Coma Scale 15/15, PEARL, boggy haematoma occiput, no CSF leak, no Battle's sign, no racoon eyes.", "C-spine cleared clinically (Canadian C-spine rule)."],
   ["Head injury advice card given.", "Conveyed for CT per NICE head injury criteria.", "Ice pack, paracetamol."],
   ["Minor head injury", "Head injury with LOC - requires CT"], 0.45)
_p("chest", ("stadium", "marathon", "public", "motorsport"), "cardiac", ["central chest pain", "chest tightness in stand", "palpitations"],
   ["Central crushing pain radiating to L arm, onset at half-time, 20 min.", "PMH HTN, hypercholesterolaemia, ex-smoker 30 pack-years."],
   ["Pale, clammy. 12-lead: ST elevation II, III, aVF.", "12-lead: sinus tach, no acute ST changes."],
   ["Aspirin 300 mg chewed, GTN 400 mcg SL x2.", "Morphine 5 mg IV titrated.", "Pre-alert to cath lab."],
   ["Inferior STEMI", "ACS not excluded"], 0.95)
_p("arrest", ("stadium", "marathon", "public", "festival"), "arrest", ["cardiac arrest", "collapsed in stand - not breathing", "runner down, CPR in progress"],
   ["Witnessed collapse, bystander CPR started immediately.", "AED applied by steward within 2 min."],
   ["VF on AED, shock advised.", "ROSC after 2 shocks, approx 6 min downtime."],
   ["CPR, AED (shock x2), iGel size 4, adrenaline withheld per ROSC.", "LUCAS 3 applied for movement.", "12-lead post-ROSC."],
   ["Out-of-hospital cardiac arrest, VF, ROSC"], 1.0)
_p("crush", ("festival", "stadium", "public"), "normal", ["crushed at barrier", "crowd surge - chest compression", "pulled over barrier by security"],
   ["Crowd surge during headline set; pinned against front barrier approx 2 min.", "Pain L lower ribs on inspiration."],
   ["Tender L ribs 9-10, no crepitus, air entry equal bilaterally.", "No abdominal tenderness, FAST not available on site."],
   ["Analgesia: Penthrox 3 ml inhaled.", "Entonox self-administered.", "Observed, repeat obs stable."],
   ["Chest wall contusion", "?rib fractures"], 0.35)
_p("panic", ALL, "anx", ["panic attack", "hyperventilating, tingling hands", "overwhelmed in crowd"],
   ["Separated from friends, phone died, became anxious.", "Previous panic attacks, on sertraline 50 mg."],
   ["RR 28, carpopedal spasm, SpO2 99%.", "No chest pain, ECG NSR."],
   ["Reassurance, coached breathing, quiet tent.", "Reunited with friend via welfare."],
   ["Anxiety / panic attack"], 0.05)
_p("burn", ("festival", "motorsport", "public"), "normal", ["burn to hand from campfire", "firework burn", "burn from exhaust"],
   ["Picked up hot disposable BBQ.", "Stood too close to pyrotechnic."],
   ["Partial thickness burn palm approx 1% TBSA (Lund and Browder), blistered.", "Superficial burn forearm 2x3 cm, <1% by rule of nines (Wallace)."],
   ["Cooled under running water 20 min, cling film.", "Burn gel dressing (Water-Jel), review advice."],
   ["Partial thickness burn <5% TBSA", "Superficial burn"], 0.2)
_p("eye", ALL, "normal", ["something in eye", "eye injury from flare", "laser pointer to eye"],
   ["Grit blown into L eye in dust.", "Sparkler debris."],
   ["Fluorescein: small corneal abrasion at 4 o'clock, VA 6/9 L 6/6 R.", "Subtarsal FB removed with cotton bud."],
   ["Irrigated with 500 ml saline, chloramphenicol 1% ointment.", "Eye pad, advice."],
   ["Corneal abrasion", "Conjunctival FB"], 0.1)
_p("mh", ("festival", "public", "stadium"), "anx", ["distressed, talking about self-harm", "acute psychosis ?drug induced", "low mood, wants to leave"],
   ["Expressed thoughts of ending life after argument with partner.", "PMH depression, under CMHT.", "Using cannabis daily."],
   ["Tearful, good eye contact, no evidence of psychosis.", "Paranoid, thought disordered, responding to unseen stimuli."],
   ["Safe space with welfare worker, 1:1 observation.", "Crisis line contacted.", "Police s136 not used."],
   ["Suicidal ideation", "Drug-induced psychosis ?cannabis"], 0.5)
_p("rta", ("motorsport",), "trauma", ["high-speed impact into tyre wall", "rollover", "kart collision, driver trapped"],
   ["Frontal impact estimated 140 km/h into tyre barrier, 3 rotations.", "Driver self-extricated, HANS device in situ.",
    "Car on its roof, driver conversing, fuel leak reported."],
   ["GCS 15, c-spine tenderness C6 midline, neuro intact.", "Abrasions R forearm, seatbelt sign absent.", "Pelvis stable on inspection, not sprung."],
   ["Extrication team: KED, scoop, head blocks.", "Analgesia: fentanyl 50 mcg IN.", "Full spinal precautions per trauma protocol."],
   ["High-energy mechanism, ?C-spine injury", "Minor injuries, cleared to race by CMO"], 0.6)
_p("cold", ("marathon", "public", "festival"), "hypothermic", ["shivering, cold", "mild hypothermia after finish"],
   ["Walked last 10 km in rain.", "Wet clothing, windy."],
   ["Temp 34.9 C tympanic, shivering, GCS 15.", "Slurred speech, clumsy."],
   ["Wet clothes removed, foil blanket, warm drinks.", "Bair Hugger / heat pads to torso."],
   ["Mild hypothermia"], 0.2)
_p("preg", ("festival", "public"), "normal", ["pregnant, abdominal pain", "PV bleeding ?miscarriage"],
   ["LMP approx 9 weeks ago, positive home test.", "G2P1, cramping lower abdo."],
   ["Tender suprapubic, no guarding. BP normal.", "Small amount of fresh PV loss."],
   ["Analgesia, pad check, conveyed for EPAU assessment.", "Anti-D status unknown - for hospital."],
   ["Threatened miscarriage"], 0.8)

BY_KIND = {}
for _k, _v in sorted(P.items()):
    for _kind in _v["kinds"]:
        BY_KIND.setdefault(_kind, []).append(_k)


def pick(rng, kind, prefer=None):
    keys = BY_KIND[kind]
    if prefer and rng.random() < 0.7:
        keys = [k for k in prefer if k in P] or keys
    return P[rng.choice(keys)]


# ---------------------------------------------------------------- observations
def obs(rng, profile="normal"):
    o = dict(hr=rng.randint(64, 98), rr=rng.randint(12, 18), spo2=rng.randint(96, 100),
             sbp=rng.randint(108, 138), dbp=rng.randint(62, 86), temp=round(rng.uniform(36.2, 37.3), 1),
             gcs=15, bm=round(rng.uniform(4.4, 7.9), 1), pain=rng.randint(0, 4))
    if profile == "intox":
        o.update(hr=rng.randint(88, 118), gcs=rng.choice([11, 12, 13, 14]), bm=round(rng.uniform(3.9, 6.2), 1))
    elif profile == "sympath":
        o.update(hr=rng.randint(118, 158), sbp=rng.randint(138, 172), temp=round(rng.uniform(37.4, 38.9), 1),
                 rr=rng.randint(18, 26))
    elif profile == "depressed":
        o.update(hr=rng.randint(48, 62), rr=rng.randint(7, 11), spo2=rng.randint(88, 94), gcs=rng.choice([6, 7, 8, 9]))
    elif profile in ("hyperthermic", "hyperthermic_severe"):
        o.update(hr=rng.randint(104, 140), temp=round(rng.uniform(38.1, 39.4) if profile == "hyperthermic" else rng.uniform(40.2, 41.8), 1))
        if profile == "hyperthermic_severe":
            o.update(gcs=rng.choice([10, 11, 12, 13]), sbp=rng.randint(88, 104))
    elif profile == "hypothermic":
        o.update(temp=round(rng.uniform(34.1, 35.4), 1), hr=rng.randint(52, 70))
    elif profile == "resp":
        o.update(rr=rng.randint(24, 32), spo2=rng.randint(91, 95), hr=rng.randint(104, 124))
    elif profile == "shock":
        o.update(hr=rng.randint(118, 140), sbp=rng.randint(74, 92), dbp=rng.randint(40, 55), spo2=rng.randint(90, 95))
    elif profile == "cardiac":
        o.update(hr=rng.randint(52, 110), sbp=rng.randint(96, 160), pain=rng.randint(6, 9))
    elif profile == "arrest":
        o.update(hr=0, rr=0, spo2=0, sbp=0, dbp=0, gcs=3)
    elif profile == "anx":
        o.update(rr=rng.randint(22, 32), hr=rng.randint(96, 120))
    elif profile == "trauma":
        o.update(hr=rng.randint(90, 124), pain=rng.randint(5, 9))
    o["news2"] = news2(o)
    return o


def news2(o):
    if o["hr"] == 0:
        return 20
    s = 0
    rr = o["rr"]
    s += 3 if rr <= 8 or rr >= 25 else 2 if rr >= 21 else 1 if rr <= 11 else 0
    sp = o["spo2"]
    s += 3 if sp <= 91 else 2 if sp <= 93 else 1 if sp <= 95 else 0
    sb = o["sbp"]
    s += 3 if sb <= 90 or sb >= 220 else 2 if sb <= 100 else 1 if sb <= 110 else 0
    hr = o["hr"]
    s += 3 if hr <= 40 or hr >= 131 else 2 if hr >= 111 else 1 if hr <= 50 or hr >= 91 else 0
    t = o["temp"]
    s += 3 if t <= 35.0 else 2 if t >= 39.1 else 1 if t <= 36.0 or t >= 38.1 else 0
    s += 0 if o["gcs"] == 15 else 3
    return s


def obs_line(rng, o, style=None):
    style = style or rng.choice(["compact", "slash", "labelled", "vertical"])
    if o["hr"] == 0:
        return "No pulse, apnoeic, GCS 3. Rhythm: VF."
    bp = "%d/%d" % (o["sbp"], o["dbp"])
    if style == "compact":
        return "HR %d RR %d SpO2 %d%% RA BP %s T %.1f GCS %d BM %.1f" % (o["hr"], o["rr"], o["spo2"], bp, o["temp"], o["gcs"], o["bm"])
    if style == "slash":
        return "P%d / R%d / sats %d%% / BP %s / temp %.1f / GCS %d/15 / BM %.1f / pain %d/10" % (
            o["hr"], o["rr"], o["spo2"], bp, o["temp"], o["gcs"], o["bm"], o["pain"])
    if style == "labelled":
        return "Pulse: %d bpm  Resps: %d  SpO2: %d%% on air  BP: %s mmHg  Temp: %.1f C  GCS: %d  Glucose: %.1f mmol/L  NEWS2: %d" % (
            o["hr"], o["rr"], o["spo2"], bp, o["temp"], o["gcs"], o["bm"], o["news2"])
    return "  HR    %d\n  RR    %d\n  SpO2  %d%%\n  BP    %s\n  Temp  %.1f\n  GCS   %d\n  BM    %.1f\n  NEWS2 %d" % (
        o["hr"], o["rr"], o["spo2"], bp, o["temp"], o["gcs"], o["bm"], o["news2"])


def obs_us(o):
    if o["hr"] == 0:
        return "Pulseless, apneic. Rhythm VF."
    return "BP %d/%d, P %d, R %d, SpO2 %d%% RA, T %.1f F, GCS %d, BGL %d mg/dL" % (
        o["sbp"], o["dbp"], o["hr"], o["rr"], o["spo2"], o["temp"] * 9 / 5 + 32, o["gcs"], round(o["bm"] * 18))


def avpu(o):
    g = o["gcs"]
    return "A" if g == 15 else "V" if g >= 12 else "P" if g >= 7 else "U"


PMH = ["Nil", "Hashimoto's thyroiditis", "Graves' disease", "Raynaud's", "Wolff-Parkinson-White (ablated 2/12 ago)",
       "Asperger's (ASD)", "Ehlers-Danlos (hypermobile)", "Tourette's", "Bell's palsy 3/12 ago", "Asthma", "T1DM (pump)", "Epilepsy", "Anxiety/depression", "HTN",
       "ADHD on methylphenidate", "Previous appendicectomy", "Coeliac", "Crohn's disease",
       "Hypothyroid", "Marfan syndrome", "Eczema", "Migraine", "Asthma, hay fever", "Nil significant"]
MEDS = ["Nil regular", "Salbutamol PRN", "Sertraline 100 mg OD", "Levetiracetam 750 mg BD",
        "Combined OCP", "Levothyroxine 75 mcg", "Ramipril 5 mg", "Insulin (NovoRapid via pump)",
        "Methylphenidate XL 36 mg", "Citalopram 20 mg", "Lamotrigine 100 mg BD", "Propranolol 10 mg PRN"]
ALLERGY = ["NKDA", "NKDA", "NKDA", "Penicillin (rash)", "Peanuts", "Latex", "Codeine (vomiting)",
           "Shellfish", "Bee/wasp venom", "Elastoplast"]
SUBSTANCES = ["MDMA", "ketamine", "cocaine", "GHB", "nitrous oxide (balloons)", "cannabis",
              "2C-B", "LSD", "alcohol only", "'unknown pills'", "pregabalin (not prescribed)"]
NEG_CODES = ["Triage cat 3", "Manchester Triage orange", "ATS 3", "ESI 3", "Cat 2", "P2", "P3",
             "NEWS2 0", "qSOFA 0", "Rockwood 2", "Wells score 1", "CURB-65 0", "AUDIT-C 9"]
EQUIP = ["Zoll AED Plus", "Philips HeartStart FRx", "LIFEPAK 15", "LUCAS 3.1", "Corpuls3",
         "i-STAT 1", "Masimo Rad-57", "Welch Allyn Connex", "Ferno scoop", "KED",
         "SAM pelvic sling", "Entonox cylinder (size D)", "Penthrox 3 ml", "Bair Hugger 775",
         "Mindray BeneHeart D3", "Cardiac Science G5", "Abbott FreeStyle Libre 2", "Dexcom G7"]
DISP = {"site": ["Discharged on site with advice", "Returned to event with friends",
                 "Discharged to self-care, advice sheet given", "Left site with parent/guardian",
                 "Discharged to welfare for observation"],
        "convey": ["Conveyed to {ed} by event ambulance", "Conveyed by {amb} to {ed}",
                   "Conveyed via private vehicle (friend driving), advised ED"],
        "refuse": ["Refused conveyance - capacity assessed and documented (MCA 2-stage test)",
                   "Declined further treatment against advice, capacity present"]}

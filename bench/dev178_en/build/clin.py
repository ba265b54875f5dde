"""Clinical (non-PHI) content for dev178_en: injuries, bloods, obs, meds, comorbidities."""

# Each injury: site words, diagnosis text, short form, mechanism options, initial and follow-up
# x-ray findings, management, operation, implant (model description, not PHI), cast, weight bearing,
# age range, follow-up interval.
INJURIES = [
    dict(key="dr", site="wrist", dx="distal radius fracture, dorsally angulated", short="# distal radius",
         mech=["FOOSH on ice", "fell off a stepladder onto outstretched hand", "tripped on kerb, FOOSH"],
         xr="extra-articular distal radius #, 18 deg dorsal tilt, 3 mm radial shortening, ulnar styloid tip #",
         xr_fu="position maintained, early callus, radial height preserved",
         mgmt="MUA in ED under haematoma block, BE backslab", op="ORIF L distal radius, volar locking plate",
         implant="2.4 mm volar locking plate, 7 distal locking screws", cast="below-elbow backslab",
         wb="NWB through the wrist", ages=(45, 92), fu="1/52"),
    dict(key="weberb", site="ankle", dx="Weber B lateral malleolus fracture, medial clear space 3 mm",
         short="Weber B ankle #", mech=["inversion injury stepping off a kerb", "twisted ankle playing netball",
                                        "rolled ankle on uneven ground at work"],
         xr="isolated Weber B fibula #, mortise congruent, MCS 3 mm", xr_fu="mortise congruent, healing",
         mgmt="walker boot, FWB as able", op="ORIF R ankle, one-third tubular plate and lag screw",
         implant="6-hole one-third tubular plate, 3.5 mm lag screw", cast="moonboot",
         wb="FWB in boot", ages=(18, 80), fu="6/52"),
    dict(key="nofi", site="hip", dx="displaced intracapsular neck of femur fracture (Garden IV)",
         short="# NOF (intracap)", mech=["mechanical fall at home", "found on floor, long lie ~8 hrs",
                                         "fell in the bathroom at night"],
         xr="displaced intracapsular NOF #, Garden IV", xr_fu="hemiarthroplasty well sited, no dislocation",
         mgmt="analgesia, FIB, for theatre", op="cemented hemiarthroplasty L hip",
         implant="cemented unipolar hemiarthroplasty, size 47 head", cast="none",
         wb="FWB, no hip precautions", ages=(68, 99), fu="6/52"),
    dict(key="nofe", site="hip", dx="intertrochanteric neck of femur fracture", short="# NOF (IT)",
         mech=["fall from standing at care home", "tripped over the cat", "fell getting out of bed"],
         xr="2-part intertrochanteric # R femur", xr_fu="DHS in situ, TAD 18 mm, no cut-out",
         mgmt="FIB, analgesia, pre-op optimisation", op="DHS R hip (4-hole plate)",
         implant="135 deg DHS, 4-hole plate, 90 mm lag screw", cast="none", wb="FWB",
         ages=(66, 101), fu="6/52"),
    dict(key="scaph", site="wrist", dx="undisplaced scaphoid waist fracture", short="# scaphoid waist",
         mech=["fell off bike onto outstretched hand", "FOOSH playing rugby", "fall skateboarding"],
         xr="undisplaced scaphoid waist # on scaphoid views", xr_fu="fracture line less distinct, CT advised",
         mgmt="scaphoid cast / splint 6/52", op="percutaneous scaphoid screw fixation",
         implant="headless compression screw 24 mm", cast="below-elbow cast (scaphoid)",
         wb="no lifting with affected hand", ages=(15, 45), fu="2/52"),
    dict(key="mt5", site="foot", dx="5th metatarsal base avulsion fracture (zone 1)", short="# base 5th MT",
         mech=["inversion injury on stairs", "went over on ankle in heels", "stumbled off a curb"],
         xr="zone 1 avulsion # base 5th MT, minimally displaced", xr_fu="not required",
         mgmt="walking boot for comfort, FWB", op="none", implant="none", cast="walker boot",
         wb="FWB as comfort allows", ages=(16, 85), fu="discharge (VFC)"),
    dict(key="phum", site="shoulder", dx="2-part surgical neck of humerus fracture", short="# prox humerus",
         mech=["fell onto shoulder in the garden", "slipped in shower", "fall from standing"],
         xr="2-part surgical neck # L humerus, minimal displacement", xr_fu="early callus, alignment ok",
         mgmt="collar and cuff, pendular exercises at 2/52", op="PHILOS plating L proximal humerus",
         implant="proximal humerus locking plate, 3-hole", cast="collar and cuff",
         wb="NWB L arm", ages=(55, 95), fu="2/52"),
    dict(key="clav", site="shoulder", dx="midshaft clavicle fracture, 100% displaced", short="# midshaft clavicle",
         mech=["came off mountain bike", "thrown from horse", "tackled at football"],
         xr="displaced midshaft clavicle #, 1.5 cm shortening", xr_fu="bridging callus",
         mgmt="broad arm sling, early ROM", op="ORIF R clavicle, superior precontoured plate",
         implant="8-hole superior clavicle plate", cast="broad arm sling", wb="no lifting >1 kg",
         ages=(16, 55), fu="2/52"),
    dict(key="tplat", site="knee", dx="lateral tibial plateau fracture (Schatzker II)", short="# tib plateau",
         mech=["pedestrian vs car bumper", "fell from ladder ~2 m", "skiing fall"],
         xr="split-depression lateral tibial plateau #, 6 mm depression on CT", xr_fu="plate in situ, no collapse",
         mgmt="hinged knee brace, NWB, CT", op="ORIF L tibial plateau, lateral buttress plate + bone graft subst.",
         implant="lateral proximal tibial locking plate, 4 rafting screws", cast="hinged knee brace 0-90",
         wb="TTWB 6/52", ages=(30, 80), fu="2/52"),
    dict(key="tshaft", site="leg", dx="closed midshaft tibial fracture", short="# tibial shaft",
         mech=["motorcyclist vs car", "crush injury at work", "fall from scaffolding ~3 m"],
         xr="oblique midshaft tibia # with fibula #, no intra-articular extension", xr_fu="nail in situ, callus",
         mgmt="above knee backslab, elevate, compartment obs", op="IM nail R tibia",
         implant="10 x 345 mm tibial nail, 2 prox + 2 distal locking screws", cast="above-knee backslab",
         wb="FWB post nail", ages=(17, 65), fu="2/52"),
    dict(key="bimal", site="ankle", dx="bimalleolar ankle fracture dislocation", short="bimall # ankle",
         mech=["slipped on wet decking", "fell down 3 steps", "twisted ankle on trampoline"],
         xr="bimalleolar # with talar shift, reduced in ED", xr_fu="ORIF in situ, mortise congruent",
         mgmt="reduced in ED under sedation, AK backslab, elevate", op="ORIF L ankle (lat plate + 2 medial screws)",
         implant="distal fibula locking plate, 2 x 4.0 mm cannulated screws", cast="below-knee backslab",
         wb="NWB 6/52", ages=(25, 85), fu="2/52"),
    dict(key="olec", site="elbow", dx="displaced olecranon fracture", short="# olecranon",
         mech=["fell directly onto elbow", "fell down stairs", "slipped on leaves"],
         xr="transverse olecranon #, 5 mm displacement", xr_fu="TBW intact, healing",
         mgmt="above elbow backslab at 90 deg", op="TBW R olecranon",
         implant="2 x 1.6 mm K-wires + 18G cerclage wire", cast="above-elbow backslab", wb="no weight through arm",
         ages=(20, 90), fu="2/52"),
    dict(key="rhead", site="elbow", dx="undisplaced radial head fracture (Mason I)", short="# radial head",
         mech=["FOOSH at netball", "fell off trampoline", "tripped over dog lead"],
         xr="Mason I radial head #, positive fat pad sign", xr_fu="not required",
         mgmt="sling for comfort, early ROM", op="none", implant="none", cast="collar and cuff",
         wb="as comfort allows", ages=(16, 70), fu="discharge (VFC) with leaflet"),
    dict(key="boxer", site="hand", dx="5th metacarpal neck fracture, 30 deg volar angulation", short="# 5th MC neck",
         mech=["punched a wall", "altercation, punched", "hand caught in door"],
         xr="5th MC neck #, 30 deg angulation, no rotation clinically", xr_fu="not required",
         mgmt="buddy strapping, early mobilisation", op="none", implant="none", cast="neighbour strapping",
         wb="n/a", ages=(16, 45), fu="hand therapy referral"),
    dict(key="pat", site="knee", dx="displaced transverse patella fracture", short="# patella",
         mech=["fell onto knee on concrete", "slipped on ice", "fell at bus stop"],
         xr="transverse patella # with 8 mm gap, extensor mechanism disrupted", xr_fu="TBW intact",
         mgmt="cylinder cast / knee splint in extension", op="TBW L patella",
         implant="2 x 2.0 mm K-wires + figure-of-8 cerclage", cast="cylinder cast",
         wb="FWB in extension brace", ages=(30, 85), fu="2/52"),
    dict(key="supra", site="elbow", dx="Gartland III supracondylar humerus fracture", short="SC # humerus",
         mech=["fell off monkey bars", "fell from trampoline", "fell off bunk bed"],
         xr="extension-type supracondylar #, Gartland III, posterolateral displacement", xr_fu="wires removed, healing",
         mgmt="AE backslab, neurovascular obs hourly", op="MUA + K-wires L supracondylar #",
         implant="2 lateral 1.6 mm K-wires", cast="above-elbow backslab", wb="n/a", ages=(3, 11), fu="3/52 wire removal"),
    dict(key="rami", site="pelvis", dx="undisplaced superior and inferior pubic rami fractures", short="# pubic rami",
         mech=["fall from standing", "fell in the garden", "fell reaching for the kettle"],
         xr="L superior and inferior pubic rami #s, sacral ala # on CT", xr_fu="healing",
         mgmt="mobilise FWB with frame, analgesia", op="none", implant="none", cast="none",
         wb="FWB with ZF", ages=(70, 100), fu="FLS referral"),
    dict(key="achil", site="ankle", dx="complete Achilles tendon rupture", short="TA rupture",
         mech=["felt a kick to the calf playing badminton", "pushing off at squash", "ran for the bus"],
         xr="n/a; USS gap 1.2 cm apposes in plantarflexion", xr_fu="n/a",
         mgmt="functional rehab in boot with 3 wedges", op="none", implant="none", cast="VACOped boot, 3 wedges",
         wb="FWB in boot", ages=(25, 60), fu="2/52"),
    dict(key="periprost", site="hip", dx="periprosthetic femoral fracture around THR (Vancouver B1)",
         short="periprosthetic # (V B1)", mech=["fall from standing", "slipped on rug", "fell at church"],
         xr="spiral # around stem tip, stem stable", xr_fu="plate and cables in situ",
         mgmt="skin traction, for fixation", op="ORIF L periprosthetic # (locking plate + cables)",
         implant="lateral femoral locking plate, 4 cables", cast="none", wb="TTWB 6/52", ages=(65, 95), fu="6/52"),
    dict(key="vert", site="back", dx="L1 osteoporotic wedge compression fracture, 25% height loss", short="L1 fragility #",
         mech=["lifted a shopping bag", "sat down heavily", "fall from standing"],
         xr="L1 wedge compression, no retropulsion on CT", xr_fu="stable, no further collapse",
         mgmt="analgesia, mobilise, FLS review", op="none", implant="none", cast="none", wb="FWB",
         ages=(60, 95), fu="6/52"),
]

OPERATIVE = [i for i in INJURIES if i["op"] != "none"]
NONOP = [i for i in INJURIES if i["op"] == "none"]
INPATIENT = [i for i in INJURIES if i["key"] in ("nofi", "nofe", "tplat", "tshaft", "bimal", "olec", "pat", "supra",
                                                 "rami", "periprost", "vert", "phum", "dr")]
AMBULANT = [i for i in INJURIES if i["key"] not in ("nofi", "nofe", "periprost", "tshaft", "rami")]

PMH = ["T2DM (diet controlled)", "T2DM on metformin", "HTN", "AF on apixaban", "AF on warfarin",
       "COPD", "CKD 3a", "IHD, stent", "hypothyroidism", "OA both knees", "previous TIA",
       "Parkinson's disease", "dementia (Alzheimer's type)", "asthma", "RA on methotrexate",
       "osteoporosis", "depression", "GORD", "BPH", "CCF (EF 35%)", "vascular dementia", "PMR on prednisolone",
       "previous L THR", "macular degeneration", "epilepsy", "obesity (BMI 38)", "heavy smoker 40 pack-yrs"]
MEDS = ["paracetamol 1 g QDS", "codeine 30 mg QDS PRN", "oxycodone 5 mg PRN", "oramorph 2.5-5 mg 2-hrly PRN",
        "enoxaparin 40 mg SC OD", "dalteparin 5000 units SC OD", "rivaroxaban 10 mg OD", "apixaban 2.5 mg BD",
        "alendronic acid 70 mg weekly", "Adcal-D3 1 tab BD", "colecalciferol 800 units OD", "lansoprazole 30 mg OD",
        "amlodipine 5 mg OD", "ramipril 2.5 mg OD", "bisoprolol 2.5 mg OD", "atorvastatin 40 mg ON",
        "laxido 1 sachet BD", "senna 15 mg ON", "metformin 500 mg BD", "levothyroxine 75 mcg OD",
        "ibuprofen 400 mg TDS with food", "ondansetron 4 mg PRN", "cefazolin 2 g IV (periop)",
        "tramadol 50 mg QDS PRN", "aspirin 150 mg OD x 6/52 (VTE)", "denosumab 60 mg SC 6-monthly"]
ALLERGIES = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "codeine (vomiting)", "elastoplast", "latex",
             "trimethoprim", "morphine (hallucinations)", "NSAIDs (bronchospasm)"]
MOBILITY = ["independent, no aids", "1 stick outdoors", "ZF indoors, 4WW outdoors", "rollator", "housebound, ZF",
            "independent, drives", "2 sticks", "wheelchair for distances"]
HOMES = ["lives alone in a house, stairs to bed/bath", "lives with spouse in a bungalow",
         "lives alone in a ground-floor flat", "lives with daughter, 2-storey house",
         "lives in residential care", "lives with partner, first-floor flat, no lift",
         "lives alone, BD carers (POC)", "lives with son, lowset house, 3 steps to entry"]


def bloods(rng):
    hb = rng.randint(84, 151)
    parts = ["Hb %d" % hb, "WCC %.1f" % rng.uniform(4.2, 15.8), "Plt %d" % rng.randint(140, 420),
             "Na %d" % rng.randint(129, 144), "K %.1f" % rng.uniform(3.3, 5.4), "Ur %.1f" % rng.uniform(3.0, 14.0),
             "Cr %d" % rng.randint(55, 180), "eGFR %s" % rng.choice([">90", "78", "64", "52", "41", "33"]),
             "CRP %d" % rng.randint(1, 180)]
    if rng.random() < 0.4:
        parts.append("INR %.1f" % rng.uniform(0.9, 3.4))
    if rng.random() < 0.3:
        parts.append("Ca adj %.2f" % rng.uniform(2.05, 2.6))
    if rng.random() < 0.3:
        parts.append("Vit D %d nmol/L" % rng.randint(12, 90))
    return ", ".join(parts)


def obs(rng):
    return "HR %d, BP %d/%d, RR %d, SpO2 %d%% %s, T %.1f, NEWS2 %d" % (
        rng.randint(58, 112), rng.randint(98, 178), rng.randint(52, 96), rng.randint(12, 24), rng.randint(91, 99),
        rng.choice(["RA", "RA", "2L NC", "on air"]), rng.uniform(36.0, 38.3), rng.randint(0, 6))


def pick(rng, lst, k):
    return rng.sample(lst, k)


NUM_WORDS = {0: "", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
             9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen",
             16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen"}
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])

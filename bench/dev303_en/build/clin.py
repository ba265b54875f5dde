"""Clinical content that is NOT PHI (hard negatives): symptoms, scores,
vitals, drugs, codes, tests, protocol stages."""

from common import ch, maybe

SYMPTOMS = [
    "headache", "pressure in head", "neck pain", "nausea or vomiting",
    "dizziness", "blurred vision", "balance problems", "sensitivity to light",
    "sensitivity to noise", "feeling slowed down", "feeling like in a fog",
    "don't feel right", "difficulty concentrating", "difficulty remembering",
    "fatigue or low energy", "confusion", "drowsiness", "more emotional",
    "irritability", "sadness", "nervous or anxious", "trouble falling asleep",
]

TACKLE = [
    "head-to-head contact in a tackle", "struck on the left temple by an opponent's knee",
    "shoulder-to-head collision in a tackle", "whiplash-type mechanism when tackled from behind",
    "accidental knee to the side of the head while tackling low",
]
ANY_SPORT = [
    "fell backwards and the occiput struck the ground", "accidental clash of heads with a teammate",
    "collision with an opponent, head struck the ground", "elbow to the jaw in a contest for the ball",
]
MECH = {
    "rugby": ["accidental kick to the side of the head at a ruck", "clash of heads contesting a high ball",
              "collapsed scrum, neck flexion with head contact"],
    "rugby union": ["accidental kick to the side of the head at a ruck", "clash of heads contesting a high ball",
                    "collapsed scrum, neck flexion with head contact"],
    "rugby league": ["high shot in a two-man tackle", "head-on-knee in a low tackle"],
    "touch rugby": ["collision with an opponent at the try line, head struck the ground"],
    "ice hockey": ["checked into the boards from behind, helmet struck the glass",
                   "fell on the ice after a hip check, occiput struck the ice"],
    "ringette": ["collided with an opponent and fell, occiput struck the ice", "tripped into the boards"],
    "hurling": ["struck on the helmet by a hurley in a ground stroke contest",
                "sliotar struck the faceguard at close range", "shoulder-to-head collision in a tackle"],
    "camogie": ["struck on the helmet by a hurley", "collision with a defender, fell on the left side"],
    "Gaelic football": ["shoulder-to-head collision in a tackle", "clash of heads contesting a high ball"],
    "netball": ["fell after contact in the air, head struck the court",
                "elbow to the forehead while defending a shot"],
    "soccer": ["clash of heads heading a corner", "ball struck the face at close range",
               "goalkeeper's knee to the head in a 50/50"],
    "football": ["clash of heads heading a goal kick", "keeper's knee to the head in a 50/50",
                 "ball struck the side of the head at close range"],
    "American football": ["helmet-to-helmet contact on a kickoff return",
                          "blindside block, facemask struck the turf"],
    "Canadian football": ["helmet-to-helmet contact on a punt return", "crown-of-helmet hit at the line"],
    "cheerleading": ["fell from a stunt (approx. 1.5 m) onto the mat, struck back of head",
                     "flyer's elbow struck the temple during a basket toss catch"],
    "wrestling": ["head driven into the mat during a takedown", "accidental head butt in a scramble"],
    "lacrosse": ["stick check to the helmet", "collision at the crease"],
    "Australian football": ["bumped while marking, head struck the ground",
                            "collision in a marking contest"],
    "basketball": ["elbow to the temple under the basket", "fell after a charge, occiput struck the floor"],
    "field hockey": ["struck on the side of the head by a lifted ball", "stick to the face in a tackle"],
    "hockey": ["struck on the side of the head by a lifted ball", "stick to the face in a tackle"],
    "boxing": ["series of hooks to the head in round 2; standing count given"],
}
TACKLE_SPORTS = {"rugby", "rugby union", "rugby league", "American football", "Canadian football",
                 "Australian football", "Gaelic football", "hurling", "ice hockey", "lacrosse"}

DRUGS = [
    "paracetamol 1 g PRN", "ibuprofen 400 mg TDS with food", "melatonin 3 mg nocte",
    "amitriptyline 10 mg nocte", "ondansetron 4 mg ODT PRN", "salbutamol 100 mcg inhaler PRN",
    "cetirizine 10 mg daily", "methylphenidate ER 36 mg mane", "sertraline 50 mg daily",
    "montelukast 10 mg nocte", "ferrous sulfate 325 mg daily", "combined oral contraceptive",
    "omeprazole 20 mg daily", "isotretinoin 20 mg daily", "fluoxetine 20 mg mane",
    "lisdexamfetamine 30 mg mane", "magnesium glycinate 200 mg", "acetaminophen 500 mg PRN",
]
def drugs(rng, country, k=1):
    pool = list(DRUGS)
    rng.shuffle(pool)
    out = []
    for d in pool[:k]:
        if country in ("US", "CA") and d.startswith("paracetamol"):
            d = "acetaminophen 650 mg PRN"
        if country not in ("US", "CA") and d.startswith("acetaminophen"):
            d = "paracetamol 500 mg PRN"
        out.append(d)
    return out

ICD = {
    "US": ["S06.0X0A", "S06.0X1A", "S06.0X9A", "S13.4XXA", "F07.81"],
    "CA": ["S06.0", "S06.00", "S13.4"],
    "UK": ["S06.0", "SNOMED 110030002"],
    "IE": ["S06.0", "S06.00"],
    "AU": ["S06.01", "S06.05", "S13.4"],
    "NZ": ["S06.0", "Read code S60..", "S06.00"],
}


def icd(rng, country, acute=True):
    pool = ICD[country]
    if acute and country == "US":
        pool = pool[:3]
    return ch(rng, pool)


def hm(mins):
    mins %= 24 * 60
    return "%d:%02d" % (mins // 60, mins % 60)


def vitals(rng, compact=False):
    sbp = rng.randrange(102, 138)
    dbp = rng.randrange(58, 86)
    hr = rng.randrange(52, 104)
    rr = rng.randrange(12, 22)
    sat = rng.randrange(96, 101)
    t = 36.2 + rng.randrange(0, 12) / 10.0
    if compact:
        return "BP %d/%d HR %d RR %d SpO2 %d%% T %.1f" % (sbp, dbp, hr, rr, sat, t)
    return "BP %d/%d mmHg, HR %d bpm, RR %d, SpO2 %d%% on room air, temp %.1f C" % (
        sbp, dbp, hr, rr, sat, t)


def symptom_scores(rng, severe=None):
    sev = severe if severe is not None else maybe(rng, 0.5)
    n = rng.randrange(6, 17) if sev else rng.randrange(0, 7)
    s = n + rng.randrange(0, n * 2 + 1) if n else 0
    return n, s


def pick_symptoms(rng, k):
    pool = list(SYMPTOMS)
    rng.shuffle(pool)
    return pool[:k]


def mech(rng, sport):
    pool = MECH.get(sport, []) * 2 + ANY_SPORT
    if sport in TACKLE_SPORTS:
        pool += TACKLE
    return ch(rng, pool)


GRTP_US = [
    ("1", "Symptom-limited daily activity"),
    ("2", "Light aerobic exercise (walk/stationary bike, HR < 70% max)"),
    ("3", "Sport-specific exercise, no head impact"),
    ("4", "Non-contact training drills, progressive resistance"),
    ("5", "Full-contact practice after medical clearance"),
    ("6", "Return to competition"),
]
GRTP_RUGBY = [
    ("1", "Relative rest / symptom-limited activity"),
    ("2a", "Light aerobic exercise"),
    ("2b", "Moderate aerobic exercise"),
    ("3", "Individual sport-specific exercise away from team"),
    ("4", "Non-contact training with team"),
    ("5", "Full contact training (after medical clearance)"),
    ("6", "Return to play"),
]
RTL = [
    "Stage 1: daily activities at home that do not worsen symptoms (short screen time, reading 5-15 min at a time)",
    "Stage 2: school activities at home - homework, reading, cognitive tasks outside the classroom",
    "Stage 3: part-time return to school, half days, with rest breaks as needed",
    "Stage 4: full-day attendance with accommodations, gradually reduced",
    "Stage 5: full return to school, including tests and assessments",
]
ACCOMMODATIONS = [
    "rest breaks in a quiet room (e.g. library or sick bay) when symptoms rise above 2/10",
    "extra time (25-50%) on assignments and tests; no more than one test per day",
    "printed class notes or access to a peer's notes",
    "reduced screen time; larger font and reduced brightness on devices",
    "leave class 5 minutes early to avoid crowded corridors",
    "exemption from PE, band and choir practice until cleared",
    "sunglasses or a cap permitted indoors for light sensitivity",
    "homework capped at 30-45 minutes per night during the first week",
    "seat away from windows and the projector",
    "no high-stakes examinations until symptom-free at school for a full week",
]


def vomsline(rng):
    return ("VOMS: baseline sx 1/10; smooth pursuit +%d; saccades H +%d, V +%d; "
            "NPC %d cm (avg of 3); VOR H +%d, V +%d; VMS +%d" % (
                rng.randrange(0, 3), rng.randrange(0, 3), rng.randrange(0, 4),
                rng.randrange(3, 11), rng.randrange(0, 5), rng.randrange(0, 4),
                rng.randrange(0, 4)))


def mbess(rng):
    a, b, c_ = 0, rng.randrange(0, 7), rng.randrange(0, 6)
    return a, b, c_, a + b + c_


def neuro_exam(rng):
    return ch(rng, [
        "CN II-XII intact. PERRL, EOMI without nystagmus. Power 5/5 all limbs, reflexes 2+ symmetric, "
        "plantars downgoing. Finger-nose and heel-shin normal. Romberg negative.",
        "Alert, oriented x3. Pupils equal and reactive. No pronator drift. Sensation intact to light touch. "
        "Tandem gait steady. Romberg negative; sharpened Romberg sways at 18 s.",
        "GCS 15. Cranial nerves grossly intact. Mild end-gaze nystagmus, fatigable. Tone, power, "
        "coordination normal. Babinski absent bilaterally.",
    ])


def cspine(rng):
    return ch(rng, [
        "C-spine: no midline tenderness, full active ROM, Spurling's negative bilaterally.",
        "Cervical: tender over left upper trapezius and suboccipitals, ROM rotation 60/80 deg L, "
        "no midline tenderness; NEXUS criteria negative.",
        "Neck: paraspinal spasm C2-C4 right, flexion-rotation test 28 deg R vs 40 deg L. Canadian C-spine "
        "rule - low risk, able to rotate 45 deg.",
    ])


def kd(rng):
    return "King-Devick %.1f s (baseline %.1f s)" % (38 + rng.randrange(0, 200) / 10.0,
                                                     36 + rng.randrange(0, 120) / 10.0)


def hr_target(rng, age):
    mx = 220 - age
    return mx, int(mx * 0.7), int(mx * 0.8)
